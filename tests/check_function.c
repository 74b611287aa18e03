/* check_function.c - lib/funcmap.c and lib/namehash.c: defined functions
 * and their FUNCTION_BLOCKs on every IR fixture (VST offsets and definition
 * order agree; names, value ids and definition indexes lead to the same
 * body; the extent is the block's), and hand-built modules with hostile
 * VSTOFFSET / FNENTRY records. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bitwriter.h"
#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const char *const ir_fixtures[] = {
    "o0.bc",   "o2.bc",   "g.bc",     "thinlto.bc", "wrapper.bc",
    "cxx.bc",  "split.bc", "multi.bc", "cat.bc",     "link.bc",
    "nosym.bc", "coff.bc", "coff32.bc", "macho.bc",  "deplibs.bc",
    "insts.bc", "many.bc"};

/* Every defined function of every module of every fixture, in both open
 * modes, default and deep: the FNENTRY block is the block definition
 * order gives; it is a FUNCTION_BLOCK child of the module block (in the
 * deep index: the same block a default open finds through FNENTRY alone);
 * the extent is the block's; lookups by name, value id and index agree. */
START_TEST(every_function)
{
    const char *name = ir_fixtures[_i / 2];
    const int deep = _i % 2;
    bcq_file *dp;
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(name), BCQ_OPEN_DEEP, &dp,
                                   NULL),
                     0);
    for (int mode = 0; mode < 2; mode++) {
        bcq_file *f;
        void *keep;
        bcq_error err;
        ck_assert_int_eq(
            tu_open(name, mode, deep ? BCQ_OPEN_DEEP : 0, &f, &keep, &err), 0);
        bcq_span data = bcq_file_data(f);
        size_t nmods, total = 0;
        ck_assert_int_eq(bcq_module_count(f, &nmods, NULL), 0);
        for (size_t m = 0; m < nmods; m++) {
            const bcq_module *mod;
            ck_assert_int_eq(bcq_module_get(f, m, &mod, NULL), 0);
            size_t n, ndef = 0, nblocks = 0;
            int rc = bcq_function_count(f, m, &n, &err);
            ck_assert_msg(rc == 0, "%s: %s", name, err.message);
            for (size_t i = 0; i < mod->nglobals; i++)
                ndef += tu_global(mod, i)->kind == BCQ_GV_FUNCTION &&
                        !tu_global(mod, i)->is_declaration;
            size_t dm = BCQ_NONE, seen = 0; /* module m in d */
            for (size_t i = 0; i < bcq_block_count(dp) && dm == BCQ_NONE; i++) {
                bcq_block b;
                bcq_block_at(dp, i, &b);
                if (b.depth == 0 && b.id == 8 && seen++ == m)
                    dm = i;
            }
            ck_assert_uint_ne(dm, BCQ_NONE);
            for (size_t i = 0; i < bcq_block_count(dp); i++) {
                bcq_block b;
                bcq_block_at(dp, i, &b);
                nblocks += b.id == 12 && b.parent == dm;
            }
            ck_assert_uint_eq(n, ndef);
            ck_assert_uint_eq(n, nblocks);
            size_t last_block = 0;
            for (size_t d = 0; d < n; d++) {
                bcq_function fn, by;
                ck_assert_int_eq(bcq_function_at(f, m, d, &fn, NULL), 0);
                ck_assert_uint_eq(fn.module, m);
                ck_assert_uint_eq(fn.def_index, d);
                ck_assert_int_eq(fn.via_vst, mod->has_vstoffset);
                ck_assert_int_eq(mod->has_vstoffset, 1); /* LLVM 14 */
                ck_assert_uint_eq(fn.block.id, 12);
                ck_assert_uint_eq(fn.block.parent, mod->module_block);
                ck_assert_uint_eq(fn.block.depth, 1);
                if (deep) { /* positions in the deep index */
                    ck_assert_uint_eq(fn.block.index, fn.order_block);
                    ck_assert(d == 0 || fn.block.index > last_block);
                    last_block = fn.block.index;
                    bcq_block b;
                    ck_assert_int_eq(bcq_block_at(f, fn.block.index, &b), 0);
                    ck_assert_uint_eq(b.bit, fn.block.bit);
                    ck_assert_uint_eq(b.parent, mod->module_block);
                } else { /* none: found through its FNENTRY alone */
                    ck_assert_uint_eq(fn.block.index, BCQ_NONE);
                    ck_assert_uint_eq(fn.order_block, BCQ_NONE);
                    ck_assert(fn.block.flags & BCQ_BLOCK_LAZY);
                    bcq_function dfn;
                    ck_assert_int_eq(bcq_function_at(dp, m, fn.def_index, &dfn, NULL), 0);
                    ck_assert_uint_eq(dfn.block.bit,
                                      fn.block.bit);
                    ck_assert_uint_eq(dfn.block.words, fn.block.words);
                    ck_assert_uint_eq(dfn.block.body_bit, fn.block.body_bit);
                    ck_assert_uint_eq(dfn.block.abbrev_width,
                                      fn.block.abbrev_width);
                    ck_assert(d == 0 || fn.block.bit > last_block);
                    last_block = fn.block.bit;
                }
                ck_assert_uint_eq(fn.global.record_bit,
                                  tu_global(mod, fn.value_id)->record_bit);
                ck_assert_int_eq(fn.global.kind, BCQ_GV_FUNCTION);
                ck_assert_uint_eq(fn.end_bit,
                                  fn.block.body_bit + 32 * fn.block.words);
                ck_assert_uint_eq(fn.block.body_bit % 32, 0);
                ck_assert_ptr_eq(fn.body.ptr,
                                 data.ptr + fn.block.body_bit / 8);
                ck_assert_uint_eq(fn.body.len, 4 * fn.block.words);
                ck_assert_uint_le(fn.end_bit, 8 * (uint64_t)data.len);
                ck_assert_int_eq(
                    bcq_function_by_value(f, m, fn.value_id, &by, NULL), 0);
                ck_assert_uint_eq(by.def_index, d);
                ck_assert_uint_eq(by.block.bit, fn.block.bit);
                if (fn.global.name.len) {
                    ck_assert_int_eq(
                        bcq_function_find(f, m, (const char *)fn.global.name.ptr,
                                          fn.global.name.len, &by, &err),
                        0);
                    /* a name defined twice in one module is impossible */
                    ck_assert_uint_eq(by.value_id, fn.value_id);
                }
            }
            bcq_function fn;
            ck_assert_int_eq(bcq_function_at(f, m, n, &fn, &err), BCQ_E_RANGE);
            total += n;
        }
        ck_assert_uint_gt(total, 0);
        bcq_close(f);
        free(keep);
    }
    bcq_close(dp);
}
END_TEST

/* Values read off llvm-dis / llvm-bcanalyzer: o0.bc defines clamp as value
 * 14 (FNENTRY op0=14) at bit 25120 (the FUNCTION_BLOCK NumWords=25); a C++
 * name, a static function, the second module of a llvm-cat -b file, a
 * wrapper file. */
START_TEST(known_functions)
{
    static const struct {
        const char *file, *name;
        size_t module, value;
        uint64_t bit, words;
    } k[] = {
        {"o0.bc", "clamp", 0, 14, 25120, 25},      /* static */
        {"o0.bc", "sum_table", 0, 12, 22272, 51},
        {"wrapper.bc", "clamp", 0, 14, 23200, 25}, /* 20-byte header */
        {"cxx.bc", "_Z10total_areaPKPKN6shapes5ShapeEi", 0, 15, 43584, 40},
        {"multi.bc", "sum_table", 0, 11, 31136, 45},
    };
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        bcq_file *f;
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(k[i].file), NULL, &f, NULL), 0);
        bcq_function fn;
        bcq_error err;
        int rc = bcq_function_find(f, k[i].module, k[i].name,
                                   strlen(k[i].name), &fn, &err);
        ck_assert_msg(rc == 0, "%s %s: %s", k[i].file, k[i].name, err.message);
        ck_assert_uint_eq(fn.value_id, k[i].value);
        ck_assert_uint_eq(fn.block.bit, k[i].bit);
        ck_assert_uint_eq(fn.block.words, k[i].words);
        bcq_close(f);
    }
}
END_TEST

/* The second module of multi.bc (llvm-cat -b of o2.bc and cxx.bc): its
 * functions are the ones of cxx, in blocks after module 0's STRTAB. */
START_TEST(second_module)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("multi.bc"), NULL, &f, NULL), 0);
    const bcq_module *m0, *m1;
    ck_assert_int_eq(bcq_module_get(f, 0, &m0, NULL), 0);
    ck_assert_int_eq(bcq_module_get(f, 1, &m1, NULL), 0);
    size_t n1;
    ck_assert_int_eq(bcq_function_count(f, 1, &n1, NULL), 0);
    ck_assert_uint_gt(n1, 0);
    bcq_function fn;
    ck_assert_int_eq(bcq_function_at(f, 1, 0, &fn, NULL), 0);
    ck_assert_uint_gt(fn.block.bit, m1->bit);
    ck_assert_uint_eq(fn.block.parent, m1->module_block);
    /* the name exists only in module 1 */
    bcq_function by;
    bcq_error err;
    const char *nm = (const char *)fn.global.name.ptr;
    size_t len = fn.global.name.len;
    ck_assert_int_eq(bcq_function_find(f, 1, nm, len, &by, NULL), 0);
    ck_assert_uint_eq(by.block.bit, fn.block.bit);
    ck_assert_int_eq(bcq_function_find(f, 0, nm, len, &by, &err),
                     BCQ_E_NOT_FOUND);
    bcq_close(f);
}
END_TEST

START_TEST(not_found_and_declarations)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    bcq_function fn;
    bcq_error err;
    size_t id;
    ck_assert_int_eq(bcq_function_find(f, 0, "nope", 4, &fn, &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_ptr_nonnull(strstr(err.message, "no global value named \"nope\""));
    ck_assert_int_eq(bcq_function_find(f, 0, "", 0, &fn, &err), BCQ_E_NOT_FOUND);
    /* a prefix of a name is not the name */
    ck_assert_int_eq(bcq_function_find(f, 0, "clam", 4, &fn, &err),
                     BCQ_E_NOT_FOUND);
    const char *memcpy_name = "llvm.memcpy.p0i8.p0i8.i64";
    ck_assert_int_eq(bcq_function_find(f, 0, memcpy_name, strlen(memcpy_name),
                                       &fn, &err),
                     BCQ_E_NO_BODY);
    ck_assert_int_eq(bcq_global_find(f, 0, memcpy_name, strlen(memcpy_name),
                                     &id, NULL),
                     0);
    ck_assert_int_eq(bcq_function_by_value(f, 0, id, &fn, &err), BCQ_E_NO_BODY);
    /* value 0 is a variable (llvm-dis: @table first) */
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    ck_assert_int_eq(tu_global(m, 0)->kind, BCQ_GV_VARIABLE);
    ck_assert_int_eq(bcq_function_by_value(f, 0, 0, &fn, &err), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_function_by_value(f, 0, m->nglobals, &fn, &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_function_find(f, 1, "clamp", 5, &fn, &err), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_global_find(f, 0, NULL, 1, &id, &err), BCQ_E_INVAL);
    /* the name index is built once and kept */
    void *h = atomic_load(&f->ir->mods[0].names);
    ck_assert_ptr_nonnull(h);
    ck_assert_int_eq(bcq_function_find(f, 0, "clamp", 5, &fn, NULL), 0);
    ck_assert_ptr_eq(atomic_load(&f->ir->mods[0].names), h);
    bcq_close(f);

    /* not IR */
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("diag.dia"), NULL, &f, NULL), 0);
    size_t n;
    ck_assert_int_eq(bcq_function_count(f, 0, &n, &err), BCQ_E_NOT_IR);
    bcq_close(f);
}
END_TEST

/* Finding one function reads no function body (the map comes from the
 * index, the module records and the module-level VALUE_SYMTAB). */
START_TEST(lookup_reads_no_body)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("g.bc"), NULL, &f, NULL), 0);
    bcq_function fn;
    ck_assert_int_eq(bcq_function_find(f, 0, "hash", 4, &fn, NULL), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 15), 0); /* METADATA */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 11), 0); /* CONSTANTS */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 17), 0); /* TYPE */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 14), 1); /* the module VST */
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &fn.block, &r, NULL), 0);
    bcq_reader_close(r);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 1);
    bcq_close(f);
}
END_TEST

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
    h->module = bw_enter(&w, 2, 8, 3);
    uint64_t two = 2;
    bw_unabbrev(&w, 3, 1, 1, &two);
    for (size_t i = 0; i < ndef + (decl ? 1 : 0); i++) {
        uint64_t r[10] = {i == ndef ? 18 : 2 * i, 2, 0, 0, i == ndef,
                          0, 0, 0, 0, 0};
        bw_unabbrev(&w, 3, 8, 10, r);
    }
    if (vst_word != NO_VST) {
        uint64_t v = resolve(h, vst_word, 0);
        h->vstoffset_rec = bw_unabbrev(&w, 3, 13, 1, &v);
    }
    /* an empty block first: its END_BLOCK aligns what follows to a word,
     * as the blocks before LLVM's function bodies do */
    bw_enter(&w, 3, 9, 2);
    bw_end(&w, 2);
    for (size_t k = 0; k < nblocks; k++) {
        h->blocks[k] = bw_enter(&w, 3, 12, 4);
        uint64_t one = 1;
        bw_unabbrev(&w, 4, 1, 1, &one);
        bw_unabbrev(&w, 4, 10, 0, NULL);
        if (h->damage == k + 1) { /* abbrev id 5: none is defined */
            h->bad_bit = bw_bitpos(&w);
            bw_fixed(&w, 4, 5);
        }
        bw_end(&w, 4);
    }
    h->vst = bw_enter(&w, 3, 14, 4);
    for (size_t i = 0; i < nfe; i++) {
        uint64_t r[2] = {fe[i][0], resolve(h, fe[i][1], (int64_t)fe[i][2])};
        h->fnentry[i] = bw_unabbrev(&w, 4, 3, 2, r);
    }
    bw_end(&w, 4);
    bw_end(&w, 3);
    bw_enter(&w, 2, 23, 3);
    bw_op ops[2] = {{BW_LIT, 1}, {BW_BLOB, 0}};
    bw_define_abbrev(&w, 3, 2, ops);
    bw_fixed(&w, 3, 4);
    bw_blob(&w, "f0f1f2f3f4f5f6f7f8dd", 20);
    bw_end(&w, 3);
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
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 0);
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
        ck_assert_uint_eq(err.block_id, 12);
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
 * is seen from (lib/funcmap.c): a map that is wrong as a whole fails every
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
        bw_enter(&w, 2, 8, 3);
        uint64_t two = 2, r[10] = {0, 2, 0, 0, 0, 0, 0, 0, 0, 0};
        bw_unabbrev(&w, 3, 1, 1, &two);
        bw_unabbrev(&w, 3, 8, 10, r);
        bw_enter(&w, 3, 9, 2);
        bw_end(&w, 2);
        bw_enter(&w, 3, 12, 4);
        bw_end(&w, 4);
        uint64_t vst = bw_bitpos(&w);
        bw_enter(&w, 3, 14, 4);
        uint64_t zero = 0;
        h.fnentry[0] = bw_unabbrev(&w, 4, 3, 1, &zero);
        bw_end(&w, 4);
        uint64_t vw = vst / 32; /* emitted after the block, known already */
        bw_unabbrev(&w, 3, 13, 1, &vw);
        bw_end(&w, 3);
        bw_enter(&w, 2, 23, 3);
        bw_op ops[2] = {{BW_LIT, 1}, {BW_BLOB, 0}};
        bw_define_abbrev(&w, 3, 2, ops);
        bw_fixed(&w, 3, 4);
        bw_blob(&w, "f0", 2);
        bw_end(&w, 3);
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

Suite *make_function_suite(void)
{
    Suite *s = suite_create("function");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, every_function, 0,
                        (int)(2 * (sizeof ir_fixtures / sizeof ir_fixtures[0])));
    tcase_add_test(tc, known_functions);
    tcase_add_test(tc, damaged_body_read_only_when_asked);
    tcase_add_test(tc, second_module);
    tcase_add_test(tc, not_found_and_declarations);
    tcase_add_test(tc, lookup_reads_no_body);
    tcase_add_test(tc, vst_wins_over_order);
    tcase_add_test(tc, order_without_vst);
    tcase_add_loop_test(tc, hostile_maps, 0,
                        (int)(2 * (sizeof hostile / sizeof hostile[0])));
    suite_add_tcase(s, tc);
    return s;
}
