/*
 * check_funcmap.c - the function map of lib/ir/funcmap.c on hand-built
 * modules: VSTOFFSET and FNENTRY records against definition order, a
 * damaged body read only when asked, and hostile maps (each with its
 * code, bit and message).  The map on every IR fixture: check_function.c.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

/* ----------------------------------------------- hand-built VST offsets */

/* A module at bit 32 (no IDENTIFICATION, so FNENTRY word w is bit 32*w):
 * VERSION 2, ndef defined FUNCTION records "f0".."f9" (values 0..), a
 * declaration "dd" after them when decl, VSTOFFSET (unless vst_word is
 * NO_VST), nblocks FUNCTION_BLOCKs, the VALUE_SYMTAB with the FNENTRYs
 * [value, word] (word = FN_BLOCK(k) + delta: the k-th block's word), and a
 * STRTAB. */
#define NO_VST UINT64_MAX
#define AT_VST (UINT64_MAX - 1)      /* the VST's own word */
#define FN_BLOCK(k) (UINT64_MAX - 100 + (k))
typedef struct hfile {
    uint8_t *buf;
    size_t size;
    uint64_t blocks[8], vst, vstoffset_rec, fnentry[8], module;
    size_t damage;    /* 1 + the block whose body gets an undefined id */
    uint64_t bad_bit; /* where that id is */
} hfile;

static uint64_t resolve(const hfile *h, uint64_t w, int64_t delta)
{
    if (w == AT_VST)
        return h->vst / 32;
    if (w >= FN_BLOCK(0) && w < FN_BLOCK(8))
        return (uint64_t)((int64_t)(h->blocks[w - FN_BLOCK(0)] / 32) + delta);
    return w;
}

static void build_once(hfile *h, size_t ndef, int decl, size_t nblocks,
                       uint64_t vst_word, const uint64_t (*fe)[3],
                       size_t nfe)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    h->module = tu_module_begin(&w, 3, 2);
    for (size_t i = 0; i < ndef + (decl ? 1 : 0); i++) {
        uint64_t r[10] = {i == ndef ? 18 : 2 * i, 2, 0, 0, i == ndef,
                          0, 0, 0, 0, 0};
        bw_unabbrev(&w, 3, TU_MODULE_CODE_FUNCTION, 10, r);
    }
    if (vst_word != NO_VST)
        h->vstoffset_rec = tu_rec(&w, 3, TU_MODULE_CODE_VSTOFFSET,
                                  resolve(h, vst_word, 0));
    /* an empty block first: its END_BLOCK aligns what follows to a word,
     * as the blocks before LLVM's function bodies do */
    bw_enter(&w, 3, TU_PARAMATTR_BLOCK_ID, 2);
    bw_end(&w, 2);
    for (size_t k = 0; k < nblocks; k++) {
        h->blocks[k] = bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
        tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
        TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
        if (h->damage == k + 1) { /* abbrev id 5: none is defined */
            h->bad_bit = bw_bitpos(&w);
            bw_fixed(&w, 4, 5);
        }
        bw_end(&w, 4);
    }
    h->vst = bw_enter(&w, 3, TU_VALUE_SYMTAB_BLOCK_ID, 4);
    for (size_t i = 0; i < nfe; i++) {
        uint64_t r[2] = {fe[i][0], resolve(h, fe[i][1], (int64_t)fe[i][2])};
        h->fnentry[i] = bw_unabbrev(&w, 4, TU_VST_CODE_FNENTRY, 2, r);
    }
    bw_end(&w, 4);
    bw_end(&w, 3);
    tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "f0f1f2f3f4f5f6f7f8dd", 20, NULL);
    free(h->buf);
    h->size = bw_size(&w);
    h->buf = bw_dup(&w, h->size);
    bw_free(&w);
}

/* Build until the positions the records point at stop moving (a word
 * offset's VBR length shifts what follows it). */
static bcq_file *build(hfile *h, size_t ndef, int decl, size_t nblocks,
                       uint64_t vst_word, const uint64_t (*fe)[3], size_t nfe)
{
    size_t damage = h->damage;
    memset(h, 0, sizeof *h);
    h->damage = damage;
    for (int pass = 0; pass < 4; pass++) {
        hfile before = *h;
        build_once(h, ndef, decl, nblocks, vst_word, fe, nfe);
        if (pass && h->vst == before.vst &&
            !memcmp(h->blocks, before.blocks, sizeof h->blocks))
            break;
    }
    bcq_file *f;
    bcq_error e;
    int rc = bcq_open_mem(h->buf, h->size, NULL, &f, &e);
    ck_assert_msg(rc == 0, "open: %s", e.message);
    ck_assert_uint_eq(h->module, 32);
    return f;
}

/* Two definitions, FNENTRYs swapped against definition order: LLVM's lazy
 * loader follows the FNENTRY, and so does bcq; order_block still tells
 * what definition order would have said. */
START_TEST(vst_wins_over_order)
{
    const uint64_t fe[][3] = {{0, FN_BLOCK(1), 0}, {1, FN_BLOCK(0), 0}};
    hfile h;
    bcq_file *f = build(&h, 2, 1, 2, AT_VST, fe, 2);
    bcq_function fn;
    bcq_error err;
    int rc = bcq_function_find(f, 0, "f0", 2, &fn, &err);
    ck_assert_msg(rc == 0, "%s", err.message);
    ck_assert_int_eq(fn.via_vst, 1);
    ck_assert_uint_eq(fn.block.bit, h.blocks[1]);
    ck_assert_uint_eq(fn.order_block, BCQ_NONE); /* no index position */
    ck_assert_int_eq(bcq_function_find(f, 0, "f1", 2, &fn, NULL), 0);
    ck_assert_uint_eq(fn.block.bit, h.blocks[0]);
    ck_assert_int_eq(bcq_function_find(f, 0, "dd", 2, &fn, &err), BCQ_E_NO_BODY);
    bcq_close(f);
    free(h.buf);
}
END_TEST

/* Without VSTOFFSET: the k-th block goes with the k-th definition. */
START_TEST(order_without_vst)
{
    hfile h;
    bcq_file *f = build(&h, 3, 1, 3, NO_VST, NULL, 0);
    for (size_t d = 0; d < 3; d++) {
        bcq_function fn;
        ck_assert_int_eq(bcq_function_at(f, 0, d, &fn, NULL), 0);
        ck_assert_int_eq(fn.via_vst, 0);
        ck_assert_uint_eq(fn.value_id, d);
        ck_assert_uint_eq(fn.block.bit, h.blocks[d]);
        ck_assert_uint_eq(fn.block.index, fn.order_block);
    }
    bcq_close(f);
    free(h.buf);
}
END_TEST

/* A damaged body that the symbol queries never read: the module, its
 * symbols and the other function succeed; the damaged function is found
 * (its header is sound) and reading its body fails at the undefined id,
 * in its context; a deep open, which reads every body, fails there too. */
START_TEST(damaged_body_read_only_when_asked)
{
    const uint64_t fe[][3] = {{0, FN_BLOCK(0), 0}, {1, FN_BLOCK(1), 0}};
    hfile h;
    memset(&h, 0, sizeof h);
    h.damage = 2; /* the body of f1 */
    bcq_file *f = build(&h, 2, 1, 2, AT_VST, fe, 2);
    ck_assert_uint_gt(h.bad_bit, h.blocks[1]);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    char buf[32];
    size_t len;
    for (size_t i = 0; i < m->nglobals; i++)
        ck_assert_int_eq(bcq_global_symbol_name(m, i, buf, sizeof buf, &len),
                         0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 0);
    for (int k = 0; k < 2; k++) {
        bcq_function fn;
        bcq_error err;
        ck_assert_int_eq(bcq_function_find(f, 0, k ? "f1" : "f0", 2, &fn,
                                           &err),
                         0);
        bcq_reader *r;
        ck_assert_int_eq(bcq_reader_open(f, &fn.block, &r, NULL), 0);
        bcq_entry e;
        int rc;
        while ((rc = bcq_reader_next(r, &e, &err)) == 0 &&
               !(e.kind == BCQ_ENTRY_END && e.depth == 0))
            ;
        bcq_reader_close(r);
        if (!k) {
            ck_assert_int_eq(rc, 0);
            continue;
        }
        ck_assert_int_eq(rc, BCQ_E_BAD_ABBREV);
        ck_assert_uint_eq(err.bit, h.bad_bit);
        ck_assert_uint_eq(err.block_id, TU_FUNCTION_BLOCK_ID);
        ck_assert_uint_eq(err.block_bit, h.blocks[1]);
    }
    bcq_close(f);
    bcq_error err;
    ck_assert_int_eq(bcq__open_mem_internal(h.buf, h.size, BCQ_OPEN_DEEP, &f, &err),
                     BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(err.bit, h.bad_bit);
    ck_assert_uint_eq(err.block_bit, h.blocks[1]);
    free(h.buf);
}
END_TEST

/* Hostile maps: each fails with the code, the bit (the offending record,
 * or the block) and a message naming the fault; a second call fails the
 * same (nothing half-built is kept).  What fails depends on what the fault
 * is seen from (lib/ir/funcmap.c): a map that is wrong as a whole fails every
 * lookup (MAP); a target that is no FUNCTION_BLOCK header, checked when
 * its function is asked for without reading the other bodies, fails that
 * function alone (FN, definition 1); a block that no FNENTRY names is seen
 * only by a deep open, which indexes the module's bodies (DEEP).  With
 * BCQ_OPEN_DEEP every case fails the map.  msg0: the default open's
 * message, when it differs. */
enum { MAP, FN, DEEP };
static const struct {
    const char *what;
    size_t ndef, nblocks, nfe;
    uint64_t vst;
    uint64_t fe[3][3];
    int code;
    int at; /* -1 VSTOFFSET record, -2 the extra block, -3 module, k FNENTRY k */
    const char *msg;
    int scope;
    const char *msg0;
} hostile[] = {
    {"fnentry inside a block", 2, 2, 2, AT_VST,
     {{0, FN_BLOCK(0), 0}, {1, FN_BLOCK(1), 1}}, BCQ_E_BAD_RECORD, 1,
     "is not the start of a FUNCTION_BLOCK", FN, NULL},
    {"fnentry past the end", 2, 2, 2, AT_VST,
     {{0, FN_BLOCK(0), 0}, {1, 1ull << 40, 0}}, BCQ_E_BAD_RECORD, 1,
     "is not the start of a FUNCTION_BLOCK", MAP, NULL},
    {"fnentry word 0", 1, 1, 1, AT_VST, {{0, 0, 0}}, BCQ_E_BAD_RECORD, 0,
     "word 0", MAP, NULL},
    {"fnentry at the VST block", 1, 1, 1, AT_VST, {{0, AT_VST, 0}},
     BCQ_E_BAD_RECORD, 0, "is not the start of a FUNCTION_BLOCK", MAP, NULL},
    {"fnentry at the module block", 1, 1, 1, AT_VST, {{0, 1, 0}},
     BCQ_E_BAD_RECORD, 0, "is not the start of a FUNCTION_BLOCK", MAP, NULL},
    {"two fnentries, one block", 2, 2, 2, AT_VST,
     {{0, FN_BLOCK(0), 0}, {1, FN_BLOCK(0), 0}}, BCQ_E_BAD_RECORD, 1,
     "already given to value 0", MAP, NULL},
    {"two fnentries, one value", 2, 2, 2, AT_VST,
     {{0, FN_BLOCK(0), 0}, {0, FN_BLOCK(1), 0}}, BCQ_E_BAD_RECORD, 1,
     "second FNENTRY for value 0", MAP, NULL},
    {"fnentry for the declaration", 1, 1, 2, AT_VST,
     {{0, FN_BLOCK(0), 0}, {1, FN_BLOCK(0), 0}}, BCQ_E_BAD_RECORD, 1,
     "not a defined function", MAP, NULL},
    {"fnentry for no value", 1, 1, 1, AT_VST, {{7, FN_BLOCK(0), 0}},
     BCQ_E_BAD_RECORD, 0, "not a defined function", MAP, NULL},
    {"fnentry too short", 1, 1, 1, AT_VST, {{0, FN_BLOCK(0), 0}},
     BCQ_E_BAD_RECORD, 0, "needs 2", MAP, NULL}, /* patched below */
    {"definition without fnentry", 2, 2, 1, AT_VST, {{0, FN_BLOCK(0), 0}},
     BCQ_E_BAD_BLOCK, -3, "has no FNENTRY", MAP, NULL},
    {"vstoffset past the end", 1, 1, 1, 1ull << 40, {{0, FN_BLOCK(0), 0}},
     BCQ_E_BAD_RECORD, -1, "is not the start of module 0's VALUE_SYMTAB", MAP, NULL},
    {"vstoffset at a function block", 1, 1, 1, FN_BLOCK(0),
     {{0, FN_BLOCK(0), 0}}, BCQ_E_BAD_RECORD, -1,
     "is not the start of module 0's VALUE_SYMTAB", MAP, NULL},
    {"more blocks than definitions", 1, 2, 1, AT_VST, {{0, FN_BLOCK(0), 0}},
     BCQ_E_BAD_BLOCK, -2, "has 2 FUNCTION_BLOCKs for 1 defined", DEEP, NULL},
    {"fewer blocks than definitions", 2, 1, 1, AT_VST,
     {{0, FN_BLOCK(0), 0}}, BCQ_E_BAD_BLOCK, -3,
     "has 1 FUNCTION_BLOCKs for 2 defined", MAP, "has no FNENTRY"},
    {"fnentry at a block before the bodies", 1, 1, 1, AT_VST,
     {{0, FN_BLOCK(0), -1}}, BCQ_E_BAD_RECORD, 0,
     "is not the start of a FUNCTION_BLOCK", MAP, NULL},
    {"more blocks, no VSTOFFSET", 1, 2, 0, NO_VST, {{0}}, BCQ_E_BAD_BLOCK, -2,
     "has 2 FUNCTION_BLOCKs for 1 defined", MAP, NULL},
};

START_TEST(hostile_maps)
{
    hfile h;
    const int deep = _i % 2;
    _i /= 2;
    bcq_file *f = build(&h, hostile[_i].ndef, 1, hostile[_i].nblocks,
                        hostile[_i].vst, hostile[_i].fe, hostile[_i].nfe);
    if (deep) { /* the same bytes, opened deep */
        bcq_close(f);
        ck_assert_int_eq(bcq__open_mem_internal(h.buf, h.size, BCQ_OPEN_DEEP, &f, NULL),
                         0);
    }
    if (strstr(hostile[_i].what, "too short")) {
        bcq_close(f); /* rebuilt below with a one-operand FNENTRY */
        f = NULL;
    }
    if (!f) {
        bw w;
        bw_init(&w);
        bw_magic_ir(&w);
        tu_module_begin(&w, 3, 2);
        TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0);
        bw_enter(&w, 3, TU_PARAMATTR_BLOCK_ID, 2);
        bw_end(&w, 2);
        bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
        bw_end(&w, 4);
        uint64_t vst = bw_bitpos(&w);
        bw_enter(&w, 3, TU_VALUE_SYMTAB_BLOCK_ID, 4);
        h.fnentry[0] = tu_rec(&w, 4, TU_VST_CODE_FNENTRY, 0);
        bw_end(&w, 4);
        /* emitted after the block, known already */
        tu_rec(&w, 3, TU_MODULE_CODE_VSTOFFSET, vst / 32);
        bw_end(&w, 3);
        tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "f0", 2, NULL);
        free(h.buf);
        h.size = bw_size(&w);
        h.buf = bw_dup(&w, h.size);
        bw_free(&w);
        ck_assert_int_eq(
            bcq__open_mem_internal(h.buf, h.size, deep ? BCQ_OPEN_DEEP : 0, &f, NULL), 0);
    }
    uint64_t want = hostile[_i].at >= 0 ? h.fnentry[hostile[_i].at]
                    : hostile[_i].at == -1 ? h.vstoffset_rec
                    : hostile[_i].at == -2 ? h.blocks[1]
                                           : h.module;
    const int scope = deep ? MAP : hostile[_i].scope;
    const char *msg = !deep && hostile[_i].msg0 ? hostile[_i].msg0
                                                : hostile[_i].msg;
    for (int k = 0; k < 2; k++) {
        size_t n;
        bcq_error err;
        bcq_function fn;
        if (scope != MAP) { /* the map stands; definition 0 is fine */
            ck_assert_int_eq(bcq_function_count(f, 0, &n, &err), 0);
            ck_assert_uint_eq(n, hostile[_i].ndef);
            ck_assert_int_eq(bcq_function_at(f, 0, 0, &fn, &err), 0);
            ck_assert_uint_eq(fn.block.bit, h.blocks[0]);
            if (scope == DEEP) {
                ck_assert_uint_eq(n, 1);
                continue;
            }
        }
        int rc = scope == FN ? bcq_function_at(f, 0, 1, &fn, &err)
                             : bcq_function_count(f, 0, &n, &err);
        ck_assert_msg(rc == hostile[_i].code, "%s: %s (%s)", hostile[_i].what,
                      bcq_status_name(rc), err.message);
        ck_assert_msg(strstr(err.message, msg), "%s: %s",
                      hostile[_i].what, err.message);
        ck_assert_msg(err.bit == want, "%s: bit %llu, want %llu",
                      hostile[_i].what, (unsigned long long)err.bit,
                      (unsigned long long)want);
        if (scope == FN) {
            ck_assert_int_eq(bcq_function_find(f, 0, "f1", 2, &fn, NULL),
                             hostile[_i].code);
            continue;
        }
        ck_assert_int_eq(bcq_function_at(f, 0, 0, &fn, NULL), hostile[_i].code);
        ck_assert_int_eq(bcq_function_find(f, 0, "f0", 2, &fn, NULL),
                         hostile[_i].code);
    }
    bcq_close(f);
    free(h.buf);
}
END_TEST

/* bcq__function_lite (what the printer looks its function up with): the
 * body bcq_function_by_value gives, for every definition, found by
 * reading the VALUE_SYMTAB up to its FNENTRY, with the module's function
 * map left unbuilt; declarations and non-functions refused as
 * bcq_function_by_value refuses them. */
START_TEST(lite_lookup_same_body)
{
    /* many.bc: 301 FNENTRYs, past the cache's every-64th bits */
    static const char *const files[] = {"o0.bc", "o2.bc", "cxx.bc",
                                        "bad/ir_ok.bin", "many.bc"};
    for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
        bcq_file *f, *g;
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(files[k]), NULL, &f,
                                       NULL), 0);
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(files[k]), NULL, &g,
                                       NULL), 0);
        const bcq_module *m;
        ck_assert_int_eq(bcq_module_get(g, 0, &m, NULL), 0);
        size_t defs = 0;
        for (size_t i = 0; i < m->nglobals; i++) {
            bcq_function a, b;
            bcq_error ea, eb;
            int ra = bcq__function_lite(f, 0, i, NULL, NULL, &a, &ea);
            int rb = bcq_function_by_value(g, 0, i, &b, &eb);
            ck_assert_int_eq(ra, rb);
            if (rb) {
                ck_assert_str_eq(ea.message, eb.message);
                continue;
            }
            defs++;
            ck_assert_uint_eq(a.value_id, b.value_id);
            ck_assert_uint_eq(a.block.bit, b.block.bit);
            ck_assert_uint_eq(a.block.words, b.block.words);
            ck_assert(a.body.ptr - bcq_file_data(f).ptr ==
                      b.body.ptr - bcq_file_data(g).ptr);
            ck_assert_uint_eq(a.body.len, b.body.len);
            ck_assert_uint_eq(a.end_bit, b.end_bit);
            ck_assert_uint_eq(a.global.record_bit, b.global.record_bit);
            ck_assert_uint_eq(a.global.type_id, b.global.type_id);
            ck_assert_int_eq(a.via_vst, b.via_vst);
            /* the FNENTRY's position: the definition index, as LLVM
             * writes FNENTRYs */
            ck_assert_uint_eq(a.def_index, b.def_index);
        }
        ck_assert_uint_gt(defs, 1);
        /* through a cache of the FNENTRYs stepped, last value first (the
         * whole block stepped at once), then in order (each one read
         * from the cache): the same bodies */
        bcq__fnseek seek;
        memset(&seek, 0, sizeof seek);
        for (int pass = 0; pass < 2; pass++)
            for (size_t j = 0; j < m->nglobals; j++) {
                size_t i = pass ? j : m->nglobals - 1 - j;
                bcq_function a, b;
                bcq_global known; /* pass 1: the caller read the value */
                ck_assert_int_eq(bcq_module_global(m, i, &known), 0);
                int ra = bcq__function_lite(f, 0, i, pass ? &known : NULL,
                                            &seek, &a, NULL);
                int rb = bcq_function_by_value(g, 0, i, &b, NULL);
                ck_assert_int_eq(ra, rb);
                if (rb == 0) {
                    ck_assert_uint_eq(a.block.bit, b.block.bit);
                    ck_assert_uint_eq(a.def_index, b.def_index);
                    ck_assert_uint_eq(a.global.type_id, b.global.type_id);
                    /* found by the cache: in the group of 64 FNENTRYs it
                     * read, not by the whole block's read after a miss */
                    ck_assert_ptr_nonnull(seek.read);
                    ck_assert_int_eq(seek.grp_ok, 1);
                    ck_assert_uint_eq(seek.grp, a.def_index / 64);
                }
            }
        ck_assert_uint_ge(seek.n, defs);
        bcq__fnseek_free(&seek);
        /* the map was never built on f */
        ck_assert_ptr_null(atomic_load(&bcq__fs(f)->ir->mods[0].funcs));
        bcq_close(f);
        bcq_close(g);
    }
    /* no FNENTRY for @h (value 3): no kept group holds it, the whole
     * VALUE_SYMTAB is read, and the lookup of @h alone fails; @f's own
     * entry is found */
    bcq_file *f;
    bcq_function fn;
    bcq_error e;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("bad/ir_fnentry_missing.bin"),
                                   NULL, &f, NULL), 0);
    ck_assert_int_eq(bcq__function_lite(f, 0, 3, NULL, NULL, &fn, &e), BCQ_E_BAD_BLOCK);
    ck_assert_msg(strstr(e.message, "has no FNENTRY") != NULL, "%s",
                  e.message);
    ck_assert_int_eq(bcq__function_lite(f, 0, 1, NULL, NULL, &fn, &e), 0);
    ck_assert_uint_eq(fn.value_id, 1);
    bcq__fnseek seek;
    memset(&seek, 0, sizeof seek);
    ck_assert_int_eq(bcq__function_lite(f, 0, 3, NULL, &seek, &fn, &e),
                     BCQ_E_BAD_BLOCK);
    ck_assert_int_eq(bcq__function_lite(f, 0, 1, NULL, &seek, &fn, &e), 0);
    ck_assert_uint_eq(fn.value_id, 1);
    bcq__fnseek_free(&seek);
    bcq_close(f);
    /* two FNENTRYs for @f, which the whole map refuses: the lookup of @f
     * alone takes one of them, as LLVM's lazy loader does */
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("bad/ir_fnentry_dup_value.bin"),
                                   NULL, &f, NULL), 0);
    ck_assert_int_eq(bcq__function_lite(f, 0, 1, NULL, NULL, &fn, &e), 0);
    ck_assert_uint_eq(fn.value_id, 1);
    bcq_close(f);
}
END_TEST

Suite *make_funcmap_suite(void)
{
    Suite *s = suite_create("funcmap");
    TCase *tc = tcase_create("funcmap");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, vst_wins_over_order);
    tcase_add_test(tc, lite_lookup_same_body);
    tcase_add_test(tc, order_without_vst);
    tcase_add_test(tc, damaged_body_read_only_when_asked);
    tcase_add_loop_test(tc, hostile_maps, 0,
                        (int)(2 * (sizeof hostile / sizeof hostile[0])));
    suite_add_tcase(s, tc);
    return s;
}
