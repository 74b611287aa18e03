/* check_index.c - the block index built at open (lib/bitstream/index.c). */
#include "config.h"

#include <check.h>
#include <stdlib.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

/* o0.bc, as llvm-bcanalyzer shows it: IDENTIFICATION (5 words, width 5) at
 * bit 32, MODULE_BLOCK (1083 words, width 3), then SYMTAB and STRTAB. */
START_TEST(top_level_layout)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("o0.bc", _i, 0, &f, &keep, NULL), 0);
    bcq_block b;
    ck_assert_int_eq(bcq_block_at(f, 0, &b), 0);
    ck_assert_uint_eq(b.id, TU_IDENTIFICATION_BLOCK_ID);
    ck_assert_uint_eq(b.bit, 32);
    /* magic 32 + id 2 + vbr8 + vbr4 = 46, aligned to 64, blocklen to 96 */
    ck_assert_uint_eq(b.body_bit, 96);
    ck_assert_uint_eq(b.words, 5);
    ck_assert_uint_eq(b.abbrev_width, 5);
    ck_assert_uint_eq(b.depth, 0);
    ck_assert_uint_eq(b.parent, BCQ_NONE);
    ck_assert(b.flags & BCQ_BLOCK_LAZY);
    ck_assert_int_eq(bcq_block_at(f, 1, &b), 0);
    ck_assert_uint_eq(b.id, TU_MODULE_BLOCK_ID);
    ck_assert_uint_eq(b.bit, 96 + 5 * 32);
    ck_assert_uint_eq(b.words, 1083);
    ck_assert(b.flags & BCQ_BLOCK_LAZY); /* its level: on demand */
    /* The top level: IDENT, MODULE, SYMTAB, STRTAB (doc/format.md 4.3). */
    unsigned top[8], nt = 0;
    for (size_t i = 0; i < bcq_block_count(f); i++) {
        bcq_block_at(f, i, &b);
        if (b.depth == 0 && nt < 8)
            top[nt++] = b.id;
    }
    ck_assert_uint_eq(nt, 4);
    ck_assert_uint_eq(top[0], 13);
    ck_assert_uint_eq(top[1], 8);
    ck_assert_uint_eq(top[2], 25);
    ck_assert_uint_eq(top[3], 23);
    /* the last block ends at the end of the stream */
    bcq_block_at(f, bcq_block_count(f) - 1, &b);
    ck_assert_uint_eq(b.body_bit + 32 * b.words, 8 * 5468);
    ck_assert_int_eq(bcq_block_at(f, bcq_block_count(f), &b), BCQ_E_RANGE);
    bcq_close(f);
    free(keep);
}
END_TEST

START_TEST(find_by_id)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("multi.bc"), NULL, &f, NULL),
                     0);
    size_t i, j;
    ck_assert_int_eq(bcq_block_find(f, TU_MODULE_BLOCK_ID, 0, &i), 0);
    /* 2 modules */
    ck_assert_int_eq(bcq_block_find(f, TU_MODULE_BLOCK_ID, i + 1, &j), 0);
    ck_assert_uint_gt(j, i);
    size_t k;
    ck_assert_int_eq(bcq_block_find(f, TU_MODULE_BLOCK_ID, j + 1, &k),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_block_find(f, TU_SYMTAB_BLOCK_ID, 0, &k),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_block_find(f, TU_STRTAB_BLOCK_ID, 0, &k), 0);
    bcq_block b;
    bcq_block_at(f, k, &b);
    ck_assert_uint_eq(b.depth, 0);
    bcq_close(f);
}
END_TEST

/* The default open of IR indexes the top level only; the module's level
 * (its function bodies flagged LAZY) comes on demand; with BCQ_OPEN_DEEP
 * everything is indexed at open.  o0.bc has 11 FUNCTION_BLOCKs
 * (llvm-bcanalyzer), one per definition. */
START_TEST(function_bodies_are_jumped)
{
    bcq_file *f, *d;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    ck_assert_int_eq(
        bcq__open_path_internal(tu_fixture_path("o0.bc"), BCQ_OPEN_DEEP, &d, NULL), 0);
    unsigned fn = 0, inside = 0;
    for (size_t i = 0; i < bcq_block_count(f); i++) {
        bcq_block b;
        bcq_block_at(f, i, &b);
        inside += b.depth > 0;
    }
    ck_assert_uint_eq(inside, 0);
    ck_assert_uint_eq(bcq_block_count(f), 4);
    bcq_block b;
    while (tu_function_block(f, fn, &b) == 0) {
        ck_assert(b.flags & BCQ_BLOCK_LAZY);
        ck_assert_uint_eq(b.depth, 1);
        fn++;
    }
    unsigned dfn = 0, dinside = 0;
    for (size_t i = 0; i < bcq_block_count(d); i++) {
        bcq_block db;
        bcq_block_at(d, i, &db);
        dfn += db.id == TU_FUNCTION_BLOCK_ID;
        dinside += db.depth > 1;
    }
    ck_assert_uint_eq(fn, dfn);
    ck_assert_uint_eq(fn, 11);
    ck_assert_uint_gt(dinside, 0);
    ck_assert_uint_gt(bcq_block_count(d), bcq_block_count(f) + dinside);
    bcq_close(f);
    bcq_close(d);
}
END_TEST

/* An index entry is 32 bytes, whatever the platform's padding. */
START_TEST(entry_size)
{
    ck_assert_uint_le(sizeof(bcq__block), 32);
}
END_TEST

/* The BLOCKINFO of each module's preamble is located at open and parsed
 * on first use, once: a SYMTAB query never parses it. */
START_TEST(blockinfo_kept)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("multi.bc"), NULL, &f, NULL),
                     0);
    ck_assert_uint_eq(bcq__fs(f)->nblockinfos, 2); /* one per module */
    ck_assert_uint_lt(bcq__fs(f)->blockinfos[0].end_bit, bcq__fs(f)->blockinfos[1].enter_bit);
    ck_assert_ptr_null(atomic_load(&bcq__fs(f)->blockinfos[0].bi));
    ck_assert_ptr_null(atomic_load(&bcq__fs(f)->blockinfos[1].bi));
    size_t heap = bcq_stat_heap(f);
    const bcq_module *m1;
    ck_assert_int_eq(bcq_module_get(f, 1, &m1, NULL), 0); /* a STRTAB too */
    ck_assert_ptr_nonnull(atomic_load(&bcq__fs(f)->blockinfos[1].bi));
    ck_assert_ptr_null(bcq__file_blockinfo_at(f, 0));
    /* past its module, a module's BLOCKINFO is not in force */
    uint64_t past = bcq__fs(f)->index.v[bcq__fs(f)->index.n - 1].enter_bit;
    ck_assert_ptr_null(bcq__file_blockinfo_at(f, past));
    uint64_t in1 = bcq__fs(f)->blockinfos[1].end_bit + 32;
    const bcq__blockinfo *bi = bcq__file_blockinfo_at(f, in1);
    ck_assert_ptr_nonnull(bi);
    ck_assert_ptr_eq(bi, atomic_load(&bcq__fs(f)->blockinfos[1].bi));
    ck_assert_ptr_null(atomic_load(&bcq__fs(f)->blockinfos[0].bi));
    ck_assert_uint_gt(bcq_stat_heap(f), heap); /* charged when parsed */
    ck_assert_ptr_eq(bcq__file_blockinfo_at(f, in1), bi); /* once */
    bcq_close(f);
}
END_TEST

Suite *make_index_suite(void)
{
    Suite *s = suite_create("index");
    TCase *t = tcase_create("core");
    tcase_add_loop_test(t, top_level_layout, 0, 2);
    tcase_add_test(t, find_by_id);
    tcase_add_test(t, function_bodies_are_jumped);
    tcase_add_test(t, entry_size);
    tcase_add_test(t, blockinfo_kept);
    suite_add_tcase(s, t);
    return s;
}
