/* check_module.c - lib/ir/module.c and lib/ir/globals.c: grouping of modules,
 * module facts and global values, on the clang fixtures (values from the
 * committed llvm-bcanalyzer dumps and llvm-dis outputs) and on hand-built
 * streams (version-1 names, hostile records). */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "bitwriter.h"
#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const bcq_global *find(const bcq_module *m, const char *name)
{
    for (size_t i = 0; i < m->nglobals; i++)
        if (tu_span_is(tu_global(m, i)->name, name))
            return tu_global(m, i);
    ck_abort_msg("no global '%s'", name);
    return NULL;
}

static unsigned top_id(const bcq_file *f, size_t i)
{
    bcq_block b;
    ck_assert_int_eq(bcq_block_at(f, i, &b), 0);
    ck_assert_uint_eq(b.depth, 0);
    return b.id;
}

/* ------------------------------------------------------------ grouping */

/* o0.bc: IDENTIFICATION, MODULE, SYMTAB, STRTAB (doc/format.md 4.3). */
START_TEST(one_module)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    size_t n;
    ck_assert_int_eq(bcq_module_count(f, &n, NULL), 0);
    ck_assert_uint_eq(n, 1);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    ck_assert_uint_eq(top_id(f, m->ident_block), TU_IDENTIFICATION_BLOCK_ID);
    ck_assert_uint_eq(top_id(f, m->module_block), TU_MODULE_BLOCK_ID);
    ck_assert_uint_eq(top_id(f, m->strtab_block), TU_STRTAB_BLOCK_ID);
    ck_assert_uint_eq(m->bit, 32); /* IDENTIFICATION at word 1 */
    bcq_error e;
    ck_assert_int_eq(bcq_module_get(f, 1, &m, &e), BCQ_E_RANGE);
    bcq_close(f);
}
END_TEST

/* multi.bc (llvm-cat -b): each module has its own STRTAB; cat.bc
 * (llvm-cat): one STRTAB after both serves both; split.bc: likewise, with
 * one SYMTAB before it. */
START_TEST(strtab_grouping)
{
    static const struct {
        const char *name;
        int shared;
    } cases[] = {{"multi.bc", 0}, {"cat.bc", 1}, {"split.bc", 1}};
    for (size_t k = 0; k < 3; k++) {
        bcq_file *f;
        ck_assert_int_eq(
            bcq_open_path(tu_fixture_path(cases[k].name), NULL, &f, NULL), 0);
        size_t n;
        ck_assert_int_eq(bcq_module_count(f, &n, NULL), 0);
        ck_assert_uint_eq(n, 2);
        const bcq_module *a, *b;
        ck_assert_int_eq(bcq_module_get(f, 0, &a, NULL), 0);
        ck_assert_int_eq(bcq_module_get(f, 1, &b, NULL), 0);
        ck_assert_uint_eq(top_id(f, a->strtab_block), TU_STRTAB_BLOCK_ID);
        ck_assert_uint_eq(top_id(f, b->strtab_block), TU_STRTAB_BLOCK_ID);
        if (cases[k].shared) {
            ck_assert_uint_eq(a->strtab_block, b->strtab_block);
        } else {
            ck_assert_uint_lt(a->strtab_block, b->module_block);
            ck_assert_uint_gt(b->strtab_block, b->module_block);
        }
        ck_assert_uint_gt(b->bit, a->bit);
        bcq_close(f);
    }
}
END_TEST

/* ---------------------------------------------------------- module facts */

START_TEST(facts_o0)
{
    bcq_file *f;
    void *keep = NULL;
    ck_assert_int_eq(tu_open("o0.bc", _i, 0, &f, &keep, NULL), 0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    ck_span(m->producer, "LLVM14.0.6");
    ck_assert_int_eq(m->has_epoch, 1);
    ck_assert_uint_eq(m->epoch, 0);
    ck_assert_uint_eq(m->version, 2);
    ck_span(m->triple, "x86_64-pc-linux-gnu");
    /* o0.ll: target datalayout */
    ck_span(m->datalayout, "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-"
                           "f80:128-n8:16:32:64-S128");
    ck_span(m->source_filename, "src/a.c");
    ck_assert_uint_eq(m->nsections, 1);
    ck_span(m->sections[0], ".bcq_data");
    ck_assert_int_eq(m->has_hash, 0);
    /* o0.bcanalyzer: VSTOFFSET op0 */
    ck_assert_int_eq(m->has_vstoffset, 1);
    ck_assert_uint_eq(m->vstoffset, 1079);
    ck_assert_uint_eq(m->nglobals, 27);
    ck_assert_uint_eq(m->strtab.len, 270); /* o0.bcanalyzer: the STRTAB blob */
    ck_assert_int_eq(memcmp(m->strtab.ptr, "g_initg_weak", 12), 0);
    /* names are views into the input (zero-copy) */
    bcq_span all = bcq_file_data(f);
    const bcq_global *g = find(m, "sort_pairs");
    ck_assert(g->name.ptr >= all.ptr && g->name.ptr < all.ptr + all.len);
    bcq_close(f);
    free(keep);
}
END_TEST

/* thinlto.bc: MODULE_CODE_HASH, as llvm-bcanalyzer prints its operands. */
START_TEST(facts_hash)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("thinlto.bc"), NULL, &f, NULL),
                     0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    ck_assert_int_eq(m->has_hash, 1);
    static const uint32_t want[5] = {1125562066u, 1819613064u, 616653585u,
                                     3241707889u, 1100971276u};
    for (int i = 0; i < 5; i++)
        ck_assert_uint_eq(m->hash[i], want[i]);
    ck_assert_uint_eq(m->vstoffset, 1371);
    bcq_close(f);
}
END_TEST

/* link.bc (src/link.ll): GC names, comdats of every kind, inline asm. */
START_TEST(facts_link)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("link.bc"), NULL, &f, NULL), 0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    ck_assert_uint_eq(m->ngc_names, 1);
    ck_span(m->gc_names[0], "shadow-stack");
    ck_assert_uint_gt(m->inline_asm.len, 0);
    ck_assert_ptr_nonnull(strstr((const char *)m->inline_asm.ptr, "asm_sym"));
    const bcq_global *g = find(m, "c_largest");
    ck_assert_uint_ne(g->comdat, BCQ_NONE);
    ck_span(m->comdats[g->comdat].name, "c_largest");
    ck_assert_uint_eq(m->comdats[g->comdat].selection, BCQ_COMDAT_LARGEST);
    ck_assert_uint_eq(m->comdats[find(m, "c_same")->comdat].selection,
                      BCQ_COMDAT_SAME_SIZE);
    ck_assert_uint_eq(m->comdats[find(m, "c_nodedup")->comdat].selection,
                      BCQ_COMDAT_NO_DEDUPLICATE);
    ck_assert_uint_eq(m->comdats[find(m, "c_exact")->comdat].selection,
                      BCQ_COMDAT_EXACT_MATCH);
    ck_assert_uint_eq(m->comdats[find(m, "c_any")->comdat].selection,
                      BCQ_COMDAT_ANY);
    ck_span(find(m, "f_gc")->gc, "shadow-stack");
    bcq_close(f);
}
END_TEST

/* ---------------------------------------------------------- global values */

/* link.bc, per src/link.ll and link.ll (llvm-dis). */
START_TEST(globals_link)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("link.bc"), NULL, &f, NULL), 0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    static const struct {
        const char *name;
        unsigned kind, linkage;
        int decl;
    } want[] = {
        {"v_external", BCQ_GV_VARIABLE, BCQ_LINKAGE_EXTERNAL, 0},
        {"v_avail_ext", BCQ_GV_VARIABLE, BCQ_LINKAGE_AVAILABLE_EXTERNALLY, 0},
        {"v_linkonce", BCQ_GV_VARIABLE, BCQ_LINKAGE_LINKONCE_ANY, 0},
        {"v_linkonce_odr", BCQ_GV_VARIABLE, BCQ_LINKAGE_LINKONCE_ODR, 0},
        {"v_weak", BCQ_GV_VARIABLE, BCQ_LINKAGE_WEAK_ANY, 0},
        {"v_weak_odr", BCQ_GV_VARIABLE, BCQ_LINKAGE_WEAK_ODR, 0},
        {"v_appending", BCQ_GV_VARIABLE, BCQ_LINKAGE_APPENDING, 0},
        {"v_internal", BCQ_GV_VARIABLE, BCQ_LINKAGE_INTERNAL, 0},
        {"v_extern_weak", BCQ_GV_VARIABLE, BCQ_LINKAGE_EXTERN_WEAK, 1},
        {"v_common", BCQ_GV_VARIABLE, BCQ_LINKAGE_COMMON, 0},
        {"v_decl", BCQ_GV_VARIABLE, BCQ_LINKAGE_EXTERNAL, 1},
        {"f_decl", BCQ_GV_FUNCTION, BCQ_LINKAGE_EXTERNAL, 1},
        {"f_internal", BCQ_GV_FUNCTION, BCQ_LINKAGE_INTERNAL, 0},
        {"a_weak", BCQ_GV_ALIAS, BCQ_LINKAGE_WEAK_ANY, 0},
        {"i_fn", BCQ_GV_IFUNC, BCQ_LINKAGE_EXTERNAL, 0},
    };
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        const bcq_global *g = find(m, want[k].name);
        ck_assert_msg(g->kind == want[k].kind && g->linkage == want[k].linkage &&
                          g->is_declaration == want[k].decl,
                      "%s: kind %u linkage %s decl %d", want[k].name, g->kind,
                      bcq_linkage_name(g->linkage), g->is_declaration);
        ck_assert_uint_eq(tu_global(m, g->value_id)->record_bit, g->record_bit);
    }
    ck_assert_uint_eq(find(m, "v_hidden")->visibility, BCQ_VISIBILITY_HIDDEN);
    ck_assert_uint_eq(find(m, "v_protected")->visibility,
                      BCQ_VISIBILITY_PROTECTED);
    ck_assert_uint_eq(find(m, "t_general")->tls, BCQ_TLS_GENERAL_DYNAMIC);
    ck_assert_uint_eq(find(m, "t_localdyn")->tls, BCQ_TLS_LOCAL_DYNAMIC);
    ck_assert_uint_eq(find(m, "t_initexec")->tls, BCQ_TLS_INITIAL_EXEC);
    ck_assert_uint_eq(find(m, "t_localexec")->tls, BCQ_TLS_LOCAL_EXEC);
    ck_assert_uint_eq(find(m, "v_lo_odr_ua")->unnamed_addr,
                      BCQ_UNNAMED_ADDR_GLOBAL);
    ck_assert_uint_eq(find(m, "v_lua")->unnamed_addr, BCQ_UNNAMED_ADDR_LOCAL);
    ck_assert_int_eq(find(m, "v_const")->is_constant, 1);
    ck_assert_int_eq(find(m, "v_external")->is_constant, 0);
    ck_assert_int_eq(find(m, "v_dso_local")->dso_local, 1);
    ck_assert_int_eq(find(m, "v_dso_preemptable")->dso_local, 0);
    ck_span(find(m, "v_section")->section, ".bcq_sec");
    ck_assert_uint_eq(find(m, "v_external")->comdat, BCQ_NONE);
    /* value ids are record order: GLOBALVARs first, as the writer emits */
    ck_assert_uint_lt(find(m, "v_external")->value_id,
                      find(m, "f_external")->value_id);
    ck_assert_uint_lt(find(m, "f_external")->value_id,
                      find(m, "a_fn")->value_id);
    ck_assert_uint_lt(find(m, "a_fn")->value_id, find(m, "i_fn")->value_id);
    /* the alias names its aliasee by value id */
    const bcq_global *a = find(m, "a_to_alias");
    ck_assert_uint_lt(a->aliasee, m->nglobals);
    bcq_close(f);
}
END_TEST

START_TEST(globals_coff)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("coff.bc"), NULL, &f, NULL), 0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    ck_assert_uint_eq(find(m, "f_import")->dll_storage, BCQ_DLL_IMPORT);
    ck_assert_uint_eq(find(m, "v_export")->dll_storage, BCQ_DLL_EXPORT);
    ck_assert_uint_eq(find(m, "f_target")->dll_storage, BCQ_DLL_DEFAULT);
    bcq_close(f);
}
END_TEST

/* ------------------------------------------------- hand-built modules */

/* One module: VERSION version (none when < 0), then the given records;
 * a STRTAB with strtab when strtab != NULL. */
typedef struct rec {
    unsigned code;
    size_t n;
    uint64_t ops[32];
} rec;

static bcq_file *build(int version, const rec *recs, size_t nrecs,
                       const char *strtab, uint8_t **keep, uint64_t *bits)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, version);
    for (size_t i = 0; i < nrecs; i++) {
        uint64_t at = bw_unabbrev(&w, 3, recs[i].code, recs[i].n, recs[i].ops);
        if (bits)
            bits[i] = at;
    }
    bw_end(&w, 3);
    if (strtab)
        tu_blob_block(&w, TU_STRTAB_BLOCK_ID, strtab, strlen(strtab), NULL);
    *keep = bw_dup(&w, bw_size(&w));
    bcq_file *f;
    bcq_error e;
    int rc = bcq_open_mem(*keep, bw_size(&w), NULL, &f, &e);
    ck_assert_msg(rc == 0, "open: %s", e.message);
    bw_free(&w);
    return f;
}

/* Version 1: no name pair; names in the module-level VALUE_SYMTAB. */
START_TEST(version1_names)
{
    /* loop 1: a TYPE block and two function bodies right before the VST,
     * as LLVM 3.8-4.0 wrote them: the jump over the bodies must stop at
     * the VALUE_SYMTAB (found by the fuzzing branch) */
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, 1);
    /* GLOBALVAR [type, isconst, initid, linkage, align, section] */
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 0, 1, 1, 0, 0, 0);
    /* FUNCTION [type, cc, isproto, linkage 3=internal, attr, align, section,
     *           visibility] */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 1, 0, 0, 3, 0, 0, 0, 0);
    for (int k = 0; _i == 1 && k < 3; k++) {
        bw_enter(&w, 3, k ? TU_FUNCTION_BLOCK_ID : TU_TYPE_BLOCK_ID_NEW, 4);
        bw_end(&w, 4);
    }
    bw_enter(&w, 3, TU_VALUE_SYMTAB_BLOCK_ID, 4);
    TU_REC(&w, 4, TU_VST_CODE_ENTRY, 0, 'g', 'v');
    TU_REC(&w, 4, TU_VST_CODE_FNENTRY, 1, 123, 'f', 'n');
    bw_end(&w, 4);
    bw_end(&w, 3);
    uint8_t *buf = bw_dup(&w, bw_size(&w));
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, bw_size(&w), NULL, &f, NULL), 0);
    const bcq_module *m;
    bcq_error e;
    ck_assert_msg(bcq_module_get(f, 0, &m, &e) == 0, "%s", e.message);
    ck_assert_uint_eq(m->version, 1);
    ck_assert_uint_eq(m->nglobals, 2);
    ck_span(tu_global(m, 0)->name, "gv");
    ck_span(tu_global(m, 1)->name, "fn");
    ck_assert_uint_eq(tu_global(m, 1)->linkage, BCQ_LINKAGE_INTERNAL);
    ck_assert_int_eq(tu_global(m, 0)->is_constant, 1);
    ck_assert_uint_eq(m->strtab_block, BCQ_NONE);
    ck_assert_uint_eq(m->ident_block, BCQ_NONE);
    char name[16];
    size_t len;
    ck_assert_int_eq(bcq_global_symbol_name(m, 1, name,
                                            sizeof name, &len),
                     0);
    ck_assert_str_eq(name, "fn");
    bcq_close(f);
    free(buf);
    bw_free(&w);
}
END_TEST

/* Short records take LLVM's defaults; the obsolete dllimport/dllexport
 * linkages (5, 6) become external + DLL storage; unknown records and extra
 * trailing fields (a newer producer's) are skipped. */
START_TEST(defaults_and_unknown)
{
    static const rec recs[] = {
        {99, 3, {1, 2, 3}}, /* unknown */
        {TU_MODULE_CODE_GLOBALVAR, 8, {0, 3, 0, 0, 0, 5, 0, 0}}, /* a decl */
        {TU_MODULE_CODE_FUNCTION, 10, {0, 4, 0, 0, 0, 6, 0, 0, 0, 0}},
        /* name + 24 fields: addrspace (field 16) 1, then 4 unknown ones */
        {TU_MODULE_CODE_FUNCTION, 26,
         {4, 4, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 7,
          7, 7, 7}},
    };
    uint8_t *buf;
    bcq_file *f = build(2, recs, 4, "abcdefgh", &buf, NULL);
    const bcq_module *m;
    bcq_error e;
    ck_assert_msg(bcq_module_get(f, 0, &m, &e) == 0, "%s", e.message);
    ck_assert_uint_eq(m->nglobals, 3);
    const bcq_global *g = tu_global(m, 0);
    ck_span(g->name, "abc");
    ck_assert_uint_eq(g->kind, BCQ_GV_VARIABLE);
    ck_assert_int_eq(g->is_declaration, 1);
    ck_assert_uint_eq(g->linkage, BCQ_LINKAGE_EXTERNAL);
    ck_assert_uint_eq(g->dll_storage, BCQ_DLL_IMPORT); /* linkage 5 */
    g = tu_global(m, 1);
    ck_span(g->name, "abcd");
    ck_assert_uint_eq(g->dll_storage, BCQ_DLL_EXPORT); /* linkage 6 */
    ck_assert_int_eq(g->is_declaration, 0);
    ck_assert_uint_eq(g->unnamed_addr, BCQ_UNNAMED_ADDR_NONE);
    g = tu_global(m, 2);
    ck_span(g->name, "efgh");
    ck_assert_int_eq(g->dso_local, 0);
    ck_assert_uint_eq(g->address_space, 1);
    bcq_close(f);
    free(buf);
}
END_TEST

/* A name slice outside the STRTAB names the record and its bit; offset +
 * size that wraps 64 bits is refused, not wrapped. */
START_TEST(name_outside_strtab)
{
    static const uint64_t names[][2] = {
        {4, 5}, {9, 0}, {UINT64_MAX, 2}, {1, UINT64_MAX}};
    for (size_t k = 0; k < 4; k++) {
        rec r = {TU_MODULE_CODE_GLOBALVAR, 8,
                 {names[k][0], names[k][1], 0, 0, 1, 0, 0, 0}};
        uint8_t *buf;
        uint64_t bit;
        bcq_file *f = build(2, &r, 1, "abcdefgh", &buf, &bit);
        const bcq_module *m;
        bcq_error e;
        ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), BCQ_E_BAD_RECORD);
        ck_assert_uint_eq(e.bit, bit);
        ck_assert_uint_eq(e.block_id, TU_MODULE_BLOCK_ID);
        ck_assert_ptr_nonnull(strstr(e.message, "GLOBALVAR record (value 0)"));
        ck_assert_ptr_nonnull(strstr(e.message, "outside the 8-byte STRTAB"));
        bcq_close(f);
        free(buf);
    }
}
END_TEST

/* A STRTAB in the shape every LLVM writes (one DEFINE_ABBREV [literal,
 * blob], one record, END_BLOCK) is read by bcq__block_blob's direct path;
 * every other shape by the general reader.  Both give the same blob, count
 * one body read, and a damaged block gives the reader's error. */
START_TEST(strtab_shapes)
{
    static const bw_op lit_blob[] = {{BW_LIT, TU_STRTAB_BLOB}, {BW_BLOB, 0}};
    for (int k = 0; k < 7; k++) {
        if (k == 4)
            continue;
        bw w;
        bw_init(&w);
        bw_magic_ir(&w);
        tu_module_begin(&w, 3, 2);
        TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 0, 2, 0, 1, 1, 0, 0, 0);
        bw_end(&w, 3);
        const unsigned width = k == 1 ? 5 : 3;
        bw_enter(&w, 2, TU_STRTAB_BLOCK_ID, width);
        uint64_t len_bit = w.stack[w.depth - 1].len_bit;
        switch (k) {
        case 0: /* LLVM's shape: direct */
        case 1: /* the same, abbreviation ids 5 bits wide: direct */
        case 5: /* LLVM's shape, then another top-level block: direct */
            bw_define_abbrev(&w, width, 2, lit_blob);
            bw_fixed(&w, width, 4);
            bw_blob(&w, "gvXY", 4);
            break;
        case 2: /* two records: the last wins (general) */
            bw_define_abbrev(&w, 3, 2, lit_blob);
            bw_fixed(&w, 3, 4);
            bw_blob(&w, "no", 2);
            bw_fixed(&w, 3, 4);
            bw_blob(&w, "gvXY", 4);
            break;
        case 3: /* the code as an array-less abbreviation operand: an
                 * unabbreviated record first, then the blob (general) */
            TU_REC(&w, 3, 7, 1);
            bw_define_abbrev(&w, 3, 2, lit_blob);
            bw_fixed(&w, 3, 4);
            bw_blob(&w, "gvXY", 4);
            break;
        case 6: /* LLVM's shape, blocklen one word longer (a zero word
                 * follows): END_BLOCK comes 32 bits early, the general
                 * reader's error */
            bw_define_abbrev(&w, 3, 2, lit_blob);
            bw_fixed(&w, 3, 4);
            bw_blob(&w, "gvXY", 4);
            break;
        }
        bw_end(&w, width);
        if (k == 6) {
            bw_patch32(&w, len_bit,
                       (uint32_t)((bw_bitpos(&w) - len_bit - 32) / 32 + 1));
            bw_fixed(&w, 32, 0);
        }
        if (k == 5)
            tu_blob_block(&w, TU_SYMTAB_BLOCK_ID, "", 0, NULL);
        uint8_t *buf = bw_dup(&w, bw_size(&w));
        bcq_file *f;
        bcq_error e;
        int rc = bcq_open_mem(buf, bw_size(&w), NULL, &f, &e);
        ck_assert_msg(rc == 0, "shape %d: open: %s", k, e.message);
        const bcq_module *m;
        rc = bcq_module_get(f, 0, &m, &e);
        if (k == 6) {
            ck_assert_int_eq(rc, BCQ_E_BAD_BLOCK);
            ck_assert_int_eq(e.block_id, TU_STRTAB_BLOCK_ID);
            ck_assert_ptr_nonnull(strstr(e.message, "END_BLOCK 32 bits before"));
        } else {
            ck_assert_msg(rc == 0, "shape %d: %s", k, e.message);
            ck_assert_uint_eq(m->strtab.len, 4);
            ck_assert_int_eq(memcmp(m->strtab.ptr, "gvXY", 4), 0);
            ck_span(tu_global(m, 0)->name, "gv");
        }
        ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_STRTAB_BLOCK_ID), 1);
        bcq_close(f);
        free(buf);
        bw_free(&w);
    }
}
END_TEST

START_TEST(bad_records)
{
    static const struct {
        int version;
        rec r;
        int code;
        const char *msg;
    } cases[] = {
        {3, {TU_MODULE_CODE_TRIPLE, 1, {'x'}}, BCQ_E_UNSUPPORTED,
         "VERSION 3"},
        {2, {TU_MODULE_CODE_FUNCTION, 9, {0, 0, 0, 0, 0, 0, 0, 0, 0}},
         BCQ_E_BAD_RECORD, "has 7 fields, needs 8"},
        {2, {TU_MODULE_CODE_GLOBALVAR, 1, {0}}, BCQ_E_BAD_RECORD,
         "no name operands"},
        {2, {TU_MODULE_CODE_GLOBALVAR, 8, {0, 0, 0, 0, 1, 0, 0, 1}},
         BCQ_E_BAD_RECORD, "section id 1, the module has 0"},
        {2,
         {TU_MODULE_CODE_GLOBALVAR, 14,
          {0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3}},
         BCQ_E_BAD_RECORD, "comdat id 3, the module has 0"},
        {2, {TU_MODULE_CODE_FUNCTION, 10, {0, 0, 0, 2000, 0, 0, 0, 0, 0, 0}},
         BCQ_E_BAD_RECORD, "calling convention 2000"},
        {2, {TU_MODULE_CODE_TRIPLE, 2, {'a', 300}}, BCQ_E_BAD_RECORD,
         "exceeds 255"},
        {2, {TU_MODULE_CODE_HASH, 4, {1, 2, 3, 4}}, BCQ_E_BAD_RECORD,
         "not 5"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        uint8_t *buf;
        uint64_t bit;
        bcq_file *f = build(cases[k].version, &cases[k].r, 1, "abcdefgh",
                            &buf, &bit);
        const bcq_module *m;
        bcq_error e;
        ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), cases[k].code);
        ck_assert_msg(strstr(e.message, cases[k].msg), "case %zu: %s", k,
                      e.message);
        if (k > 0) /* the VERSION case fails at the VERSION record */
            ck_assert_uint_eq(e.bit, bit);
        bcq_close(f);
        free(buf);
    }
}
END_TEST

/* An IDENTIFICATION block must be followed by a MODULE block: the file
 * still opens (bcq dump shows it), the module queries refuse it. */
START_TEST(identification_alone)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, TU_IDENTIFICATION_BLOCK_ID, 3);
    bw_end(&w, 3);
    uint64_t at = bw_bitpos(&w); /* the block that should be a MODULE */
    tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "x", 1, NULL);
    uint8_t *buf = bw_dup(&w, bw_size(&w));
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, bw_size(&w), NULL, &f, NULL), 0);
    size_t n;
    bcq_error e;
    ck_assert_int_eq(bcq_module_count(f, &n, &e), BCQ_E_BAD_BLOCK);
    ck_assert_uint_eq(e.bit, at);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), BCQ_E_BAD_BLOCK);
    bcq_close(f);
    free(buf);
    bw_free(&w);
}
END_TEST

START_TEST(not_ir)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("diag.dia"), NULL, &f, NULL),
                     0);
    size_t n = 7;
    bcq_error e;
    ck_assert_int_eq(bcq_module_count(f, &n, &e), BCQ_E_NOT_IR);
    ck_assert_uint_eq(n, 0);
    bcq_close(f);
}
END_TEST

/* ------------------------------------------------- what the query reads */

/* Listing symbols decodes the MODULE block's records, the IDENTIFICATION
 * block and the STRTAB/SYMTAB blobs -- and no function body, METADATA,
 * CONSTANTS or TYPE block (g.bc is METADATA-heavy). */
START_TEST(symbols_touch_no_body)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("g.bc"), NULL, &f, NULL), 0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(f, &st, NULL), 0);
    char buf[256];
    size_t len;
    for (size_t i = 0; i < m->nglobals; i++) {
        (void)bcq_global_symbol_flags(m, i);
        bcq_global_symbol_name(m, i, buf, sizeof buf, &len);
    }
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_METADATA_BLOCK_ID), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_CONSTANTS_BLOCK_ID), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_TYPE_BLOCK_ID_NEW), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_MODULE_BLOCK_ID), 1);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_IDENTIFICATION_BLOCK_ID), 1);
    /* the counter does count bodies: read one FUNCTION_BLOCK */
    bcq_block b;
    ck_assert_int_eq(tu_function_block(f, 0, &b), 0);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, NULL), 0);
    bcq_reader_close(r);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 1);
    bcq_close(f);
}
END_TEST

/* Eight threads ask for the same module at once: one copy is published and
 * all get it. */
typedef struct shared {
    bcq_file *f;
    const bcq_module *got;
} shared;

static void *get_module(void *p)
{
    shared *s = p;
    ck_assert_int_eq(bcq_module_get(s->f, 1, &s->got, NULL), 0);
    return NULL;
}

START_TEST(published_once)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("split.bc"), NULL, &f, NULL),
                     0);
    pthread_t t[8];
    shared s[8];
    for (int i = 0; i < 8; i++) {
        s[i].f = f;
        ck_assert_int_eq(pthread_create(&t[i], NULL, get_module, &s[i]), 0);
    }
    for (int i = 0; i < 8; i++)
        pthread_join(t[i], NULL);
    for (int i = 1; i < 8; i++)
        ck_assert_ptr_eq(s[i].got, s[0].got);
    ck_assert_uint_eq(s[0].got->index, 1);
    bcq_close(f);
}
END_TEST

/* bcq__module_lite: of every global value, what the lite decode keeps
 * equals the whole decode's -- name, kind, record, type, linkage,
 * declaration, unnamed number -- on files of LLVM 14, 19 and 22 (C, C++,
 * debug info, COFF), a version-1 module (names in the VALUE_SYMTAB) and
 * the hand-made IR file; each file opened twice, as the lite decode
 * answers with the whole one once that is made. */
START_TEST(lite_matches_whole)
{
    static const char *const files[] = {
        "o0.bc", "o2.bc", "g.bc", "cxx.bc", "coff.bc", "link.bc",
        "ll/globals-19.bc", "ll/globals-22.bc", "ll/typed14-14.bc",
        "bad/ir_ok.bin", "bad/ir_version1.bin", "bad/ir_alias_cycle.bin"};
    for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
        bcq_file *f, *g;
        const bcq_module *lite, *whole;
        bcq_error e;
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(files[k]), NULL, &f,
                                       NULL), 0);
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(files[k]), NULL, &g,
                                       NULL), 0);
        ck_assert_msg(bcq__module_lite(f, 0, &lite, &e) == 0, "%s: %s",
                      files[k], e.message);
        ck_assert_int_eq(((const bcq__module *)lite)->lite, 1);
        /* every version-2 file here has runs of global value records,
         * read thin after their first: the path checked below */
        size_t thin = 0;
        for (size_t i = 0; i < lite->nglobals; i++)
            thin += (bcq__gv_of(lite, i)->bits & BCQ__GV_THIN) != 0;
        ck_assert_uint_eq(thin, ((const bcq__module *)lite)->nthin);
        if (lite->version >= 2)
            ck_assert_msg(thin > 0, "%s: no thin entry", files[k]);
        else
            ck_assert_uint_eq(thin, 0);
        ck_assert_int_eq(bcq_module_get(g, 0, &whole, NULL), 0);
        ck_assert_uint_eq(lite->nglobals, whole->nglobals);
        ck_assert_uint_eq(lite->version, whole->version);
        ck_assert_uint_gt(lite->nglobals, 1);
        for (size_t i = 0; i < whole->nglobals; i++) {
            bcq_global a, b;
            ck_assert_int_eq(bcq_module_global(lite, i, &a), 0);
            ck_assert_int_eq(bcq_module_global(whole, i, &b), 0);
            ck_assert_uint_eq(a.name.len, b.name.len);
            ck_assert(a.name.len == 0 ||
                      memcmp(a.name.ptr, b.name.ptr, a.name.len) == 0);
            ck_assert_int_eq(a.kind, b.kind);
            ck_assert_uint_eq(a.record_bit, b.record_bit);
            ck_assert_uint_eq(a.type_id, b.type_id);
            ck_assert_uint_eq(a.linkage, b.linkage);
            ck_assert_int_eq(a.is_declaration, b.is_declaration);
            ck_assert_uint_eq(bcq__gv_of(lite, i)->unnamed_no,
                              bcq__gv_of(whole, i)->unnamed_no);
            ck_assert_uint_eq(bcq__gv_of(lite, i)->object,
                              bcq__gv_of(whole, i)->object);
            if (a.kind != BCQ_GV_FUNCTION)
                ck_assert_uint_eq(a.address_space, b.address_space);
        }
        /* once the whole decode is made, the lite call answers with it */
        ck_assert_int_eq(bcq_module_get(f, 0, &whole, NULL), 0);
        ck_assert_int_eq(bcq__module_lite(f, 0, &lite, NULL), 0);
        ck_assert_ptr_eq(lite, whole);
        bcq_close(f);
        bcq_close(g);
    }
}
END_TEST

/* A damaged field past what the lite decode reads (@gv's comdat id, of a
 * GLOBALVAR; a section id): bcq_module_get fails on it, while
 * bcq_global_locate finds every value, and the printer prints the others
 * and refuses @gv with the whole decode's error. */
START_TEST(lite_past_damage)
{
    static const struct {
        const char *file, *msg;
    } cases[] = {
        {"bad/ir_comdat_id.bin", "GLOBALVAR record (value 0): comdat id 3"},
        {"bad/ir_section_id.bin", "GLOBALVAR record (value 0): section id 5"},
    };
    for (size_t k = 0; k < 2; k++) {
        bcq_file *f;
        bcq_error e;
        const bcq_module *m;
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(cases[k].file), NULL,
                                       &f, NULL), 0);
        bcq_global_brief b;
        ck_assert_int_eq(bcq_global_locate(f, 0, "g", 1, 0, &b, &e), 0);
        ck_assert_uint_eq(b.value_id, 2);
        ck_assert_int_eq(b.kind, BCQ_GV_FUNCTION);
        ck_assert_int_eq(b.is_declaration, 1);
        ck_assert_int_eq(bcq_global_locate(f, 0, "@gv", 3,
                                           BCQ_LOCATE_SPELLED, &b, &e), 0);
        ck_assert_uint_eq(b.value_id, 0);
        ck_assert_int_eq(b.kind, BCQ_GV_VARIABLE);
        ck_assert_int_eq(b.is_declaration, 0);
        ck_assert_int_eq(bcq_global_locate(f, 0, "@nope", 5,
                                           BCQ_LOCATE_SPELLED, &b, &e),
                         BCQ_E_NOT_FOUND);
        ck_assert_int_eq(bcq_global_locate(f, 0, "g", 1, 2, &b, &e),
                         BCQ_E_INVAL);
        bcq_asm *a;
        ck_assert_msg(bcq_asm_open(f, 0, &a, &e) == 0, "%s", e.message);
        bcq_textbuf t = BCQ_TEXTBUF_INIT;
        ck_assert_int_eq(bcq_asm_global(a, 2, bcq_textbuf_sink, &t, &e), 0);
        ck_assert_str_eq(t.ptr, "declare i32 @g(i32)\n");
        bcq_textbuf_free(&t);
        ck_assert_int_eq(bcq_asm_global(a, 0, bcq_textbuf_sink, &t, &e),
                         BCQ_E_BAD_RECORD);
        ck_assert_msg(strstr(e.message, cases[k].msg) != NULL, "%s",
                      e.message);
        ck_assert_uint_eq(e.block_id, 8); /* MODULE_BLOCK */
        bcq_textbuf_free(&t);
        bcq_asm_close(a);
        /* the whole decode still says what is wrong */
        ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), BCQ_E_BAD_RECORD);
        ck_assert_msg(strstr(e.message, cases[k].msg) != NULL, "%s",
                      e.message);
        bcq_close(f);
    }
}
END_TEST

/* A damaged field the thin decode does not read (@g's calling
 * convention, in a FUNCTION record after the first of the run): the lite
 * decode reads only the names of @f, @g and @h; a query of @g meets the
 * error, with the record and block, and every other value is found and
 * printed.  The whole decode still fails on it. */
START_TEST(lite_thin_damage)
{
    bcq_file *f;
    bcq_error e;
    const bcq_module *lite, *m;
    const char *msg = "FUNCTION record (value 2): calling convention 2000";
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("bad/ir_bad_cc.bin"),
                                   NULL, &f, NULL),
                     0);
    ck_assert_int_eq(bcq__module_lite(f, 0, &lite, &e), 0);
    /* @f, @g, @h thin; the aliases read (their aliasee resolves them) */
    ck_assert_uint_eq(((const bcq__module *)lite)->nthin, 3);
    ck_assert(bcq__gv_of(lite, 2)->bits & BCQ__GV_THIN);
    ck_assert(!(bcq__gv_of(lite, 4)->bits & BCQ__GV_THIN));
    ck_assert_uint_eq(bcq__gv_of(lite, 4)->object, 1); /* @al: @f */
    bcq_global_brief b;
    ck_assert_int_eq(bcq_global_locate(f, 0, "h", 1, 0, &b, &e), 0);
    ck_assert_uint_eq(b.value_id, 3);
    ck_assert_int_eq(b.kind, BCQ_GV_FUNCTION);
    ck_assert_int_eq(b.linkage, BCQ_LINKAGE_INTERNAL);
    ck_assert_int_eq(b.is_declaration, 0);
    ck_assert_int_eq(bcq_global_locate(f, 0, "g", 1, 0, &b, &e),
                     BCQ_E_BAD_RECORD);
    ck_assert_msg(strstr(e.message, msg) != NULL, "%s", e.message);
    ck_assert_uint_eq(e.block_id, 8); /* MODULE_BLOCK */
    bcq_global g;
    ck_assert_int_eq(bcq_module_global(lite, 2, &g), BCQ_E_BAD_RECORD);
    ck_assert_int_eq(bcq_module_global(lite, 1, &g), 0);
    ck_assert_uint_eq(g.type_id, 2);
    ck_assert_int_eq(g.is_declaration, 0);
    bcq_asm *a;
    ck_assert_msg(bcq_asm_open(f, 0, &a, &e) == 0, "%s", e.message);
    bcq_textbuf t = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_asm_global(a, 3, bcq_textbuf_sink, &t, &e), 0);
    ck_assert(strncmp(t.ptr, "define internal void @h() {\n", 28) == 0);
    bcq_textbuf_free(&t);
    ck_assert_int_eq(bcq_asm_global(a, 4, bcq_textbuf_sink, &t, &e), 0);
    ck_assert_str_eq(t.ptr, "@al = alias i32 (i32), i32 (i32)* @f\n");
    bcq_textbuf_free(&t);
    ck_assert_int_eq(bcq_asm_global(a, 2, bcq_textbuf_sink, &t, &e),
                     BCQ_E_BAD_RECORD);
    ck_assert_msg(strstr(e.message, msg) != NULL, "%s", e.message);
    bcq_textbuf_free(&t);
    bcq_asm_close(a);
    ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), BCQ_E_BAD_RECORD);
    ck_assert_msg(strstr(e.message, msg) != NULL, "%s", e.message);
    bcq_close(f);
}
END_TEST

Suite *make_module_suite(void)
{
    Suite *s = suite_create("module");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, one_module);
    tcase_add_test(tc, strtab_grouping);
    tcase_add_loop_test(tc, facts_o0, 0, 2);
    tcase_add_test(tc, facts_hash);
    tcase_add_test(tc, facts_link);
    tcase_add_test(tc, globals_link);
    tcase_add_test(tc, globals_coff);
    tcase_add_loop_test(tc, version1_names, 0, 2);
    tcase_add_test(tc, defaults_and_unknown);
    tcase_add_test(tc, name_outside_strtab);
    tcase_add_test(tc, strtab_shapes);
    tcase_add_test(tc, bad_records);
    tcase_add_test(tc, identification_alone);
    tcase_add_test(tc, not_ir);
    tcase_add_test(tc, symbols_touch_no_body);
    tcase_add_test(tc, published_once);
    tcase_add_test(tc, lite_matches_whole);
    tcase_add_test(tc, lite_past_damage);
    tcase_add_test(tc, lite_thin_damage);
    suite_add_tcase(s, tc);
    return s;
}
