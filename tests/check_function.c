/* check_function.c - lib/ir/funcmap.c and lib/ir/namehash.c: defined
 * functions and their FUNCTION_BLOCKs on every IR fixture (VST offsets and
 * definition order agree; names, value ids and definition indexes lead to
 * the same body; the extent is the block's).  Hand-built modules, hostile
 * VSTOFFSET / FNENTRY records among them: check_funcmap.c. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

/* Every defined function of every module of every fixture, in both open
 * modes, default and deep: the FNENTRY block is the block definition
 * order gives; it is a FUNCTION_BLOCK child of the module block (in the
 * deep index: the same block a default open finds through FNENTRY alone);
 * the extent is the block's; lookups by name, value id and index agree. */
START_TEST(every_function)
{
    const char *name = tu_ir_fixtures[_i / 2];
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
                ck_assert_uint_eq(fn.block.id, TU_FUNCTION_BLOCK_ID);
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
    void *h = atomic_load(&bcq__fs(f)->ir->mods[0].names);
    ck_assert_ptr_nonnull(h);
    ck_assert_int_eq(bcq_function_find(f, 0, "clamp", 5, &fn, NULL), 0);
    ck_assert_ptr_eq(atomic_load(&bcq__fs(f)->ir->mods[0].names), h);
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
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_METADATA_BLOCK_ID), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_CONSTANTS_BLOCK_ID), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_TYPE_BLOCK_ID_NEW), 0);
    /* the module-level VALUE_SYMTAB */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_VALUE_SYMTAB_BLOCK_ID), 1);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &fn.block, &r, NULL), 0);
    bcq_reader_close(r);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 1);
    bcq_close(f);
}
END_TEST

Suite *make_function_suite(void)
{
    Suite *s = suite_create("function");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, every_function, 0,
                        (int)(2 * TU_N_IR_FIXTURES));
    tcase_add_test(tc, known_functions);
    tcase_add_test(tc, second_module);
    tcase_add_test(tc, not_found_and_declarations);
    tcase_add_test(tc, lookup_reads_no_body);
    suite_add_tcase(s, tc);
    return s;
}
