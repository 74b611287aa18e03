/*
 * check_blockinfo.c - what the BLOCKINFO block says
 * (lib/bitstream/blockinfo.c, BitCodeFormat.rst "BLOCKINFO Block",
 * doc/format.md 3.3-3.5), checked through the public API: streams built with
 * the bit writer are opened with bcq_open_mem, names are asked with
 * bcq_block_name/bcq_record_name and abbreviations are observed by
 * decoding records with a bcq_reader.  Where it takes effect:
 * check_blockinfo_scope.c.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "suites.h"
#include "testutil.h"

/* Rule: SETBID / DEFINE_ABBREV / BLOCKNAME / SETRECORDNAME are parsed:
 * the names come back through bcq_block_name/bcq_record_name from the
 * BLOCKINFO's end on (not before), and the BLOCKINFO abbreviation takes
 * id 4 before the block's own DEFINE_ABBREV (id 5). */
START_TEST(bi_names_and_abbrev_ids)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 3);
    tu_setbid(&w, 3, 9);
    const bw_op a[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
    bw_define_abbrev(&w, 3, TU_NOPS(a), a);
    tu_blockname(&w, 3, "foo");
    tu_recname(&w, 3, 7, "bar");
    tu_recname(&w, 3, 20, "baz");
    const uint64_t unknown[] = {1, 2};
    bw_unabbrev(&w, 3, 50, 2, unknown); /* unknown codes are ignored */
    bw_end(&w, 3);
    uint64_t bi_end = bw_bitpos(&w);
    uint64_t b9 = bw_enter(&w, 2, 9, 4);
    const bw_op local[] = {{BW_LIT, 20}, {BW_VBR, 6}};
    bw_define_abbrev(&w, 4, TU_NOPS(local), local);
    uint64_t r1 = bw_bitpos(&w);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 200);
    uint64_t r2 = bw_bitpos(&w);
    bw_fixed(&w, 4, 5);
    bw_vbr(&w, 6, 1234);
    const uint64_t two[] = {1, 2};
    uint64_t r3 = bw_unabbrev(&w, 4, 3, 2, two);
    bw_end(&w, 4);

    tu_opened o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 2);
    ck_assert_uint_eq(tu_block_dfs(o.f, 0).id, TU_BLOCKINFO_BLOCK_ID);
    bcq_block b = tu_block_dfs(o.f, 1);
    ck_assert_uint_eq(b.id, 9);
    ck_assert_uint_eq(b.bit, b9);
    ck_assert_str_eq(bcq_block_name(o.f, 9, UINT64_MAX), "foo");
    ck_assert_str_eq(bcq_block_name(o.f, 9, bi_end), "foo");
    ck_assert_ptr_null(bcq_block_name(o.f, 9, bi_end - 1));
    ck_assert_str_eq(bcq_record_name(o.f, 9, 7, UINT64_MAX), "bar");
    ck_assert_str_eq(bcq_record_name(o.f, 9, 20, b9), "baz");
    ck_assert_ptr_null(bcq_record_name(o.f, 9, 3, UINT64_MAX));
    ck_assert_ptr_null(bcq_record_name(o.f, 9, 7, 32));
    ck_assert_ptr_null(bcq_block_name(o.f, 10, UINT64_MAX));
    ck_assert_str_eq(bcq_block_name(o.f, TU_BLOCKINFO_BLOCK_ID, UINT64_MAX),
                     "BLOCKINFO_BLOCK");
    ck_assert_str_eq(bcq_record_name(o.f, TU_BLOCKINFO_BLOCK_ID,
                                     TU_BLOCKINFO_CODE_SETBID, UINT64_MAX),
                     "SETBID");

    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    bcq_entry e = tu_next_ok(r);
    ck_assert_int_eq(e.kind, BCQ_ENTRY_RECORD);
    ck_assert_uint_eq(e.record.abbrev_id, 4);
    ck_assert_uint_eq(e.record.code, 7);
    ck_assert_uint_eq(e.record.nops, 1);
    ck_assert_uint_eq(e.record.ops[0], 200);
    ck_assert_uint_eq(e.record.bit, r1);
    e = tu_next_ok(r);
    ck_assert_uint_eq(e.record.abbrev_id, 5);
    ck_assert_uint_eq(e.record.code, 20);
    ck_assert_uint_eq(e.record.ops[0], 1234);
    ck_assert_uint_eq(e.record.bit, r2);
    e = tu_next_ok(r);
    ck_assert_uint_eq(e.record.abbrev_id, 3);
    ck_assert_uint_eq(e.record.code, 3);
    ck_assert_uint_eq(e.record.bit, r3);
    e = tu_next_ok(r);
    ck_assert_int_eq(e.kind, BCQ_ENTRY_END);
    ck_assert_uint_eq(e.block_id, 9);
    bcq_reader_close(r);
    tu_close(&o);
    bw_free(&w);
}
END_TEST

/* Rule: a reader opened on the BLOCKINFO block yields its SETBID,
 * BLOCKNAME and SETRECORDNAME records as data (DEFINE_ABBREV consumed). */
START_TEST(bi_read_as_data)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, 12);
    const bw_op a[] = {{BW_LIT, 1}};
    bw_define_abbrev(&w, 2, TU_NOPS(a), a);
    tu_blockname(&w, 2, "fn");
    tu_recname(&w, 2, 4, "x");
    bw_end(&w, 2);
    tu_opened o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    bcq_block b = tu_block_dfs(o.f, 0);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    static const unsigned codes[] = {1, 2, 3};
    static const size_t nops[] = {1, 2, 2};
    for (int i = 0; i < 3; i++) {
        bcq_entry e = tu_next_ok(r);
        ck_assert_int_eq(e.kind, BCQ_ENTRY_RECORD);
        ck_assert_uint_eq(e.record.code, codes[i]);
        ck_assert_uint_eq(e.record.nops, nops[i]);
    }
    ck_assert_int_eq(tu_next_ok(r).kind, BCQ_ENTRY_END);
    bcq_reader_close(r);
    ck_assert_str_eq(bcq_block_name(o.f, 12, UINT64_MAX), "fn");
    ck_assert_str_eq(bcq_record_name(o.f, 12, 4, UINT64_MAX), "x");
    tu_close(&o);
    bw_free(&w);
}
END_TEST

/* Rule: SETBID for the same id again adds to its list: abbreviations of a
 * block id take ids 4, 5, ... in definition order across SETBIDs, other
 * ids' definitions in between do not count, local ones follow. */
START_TEST(bi_setbid_accumulates)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    const bw_op a9a[] = {{BW_LIT, 1}, {BW_FIXED, 4}};
    const bw_op a10[] = {{BW_LIT, 2}};
    const bw_op a9b[] = {{BW_LIT, 3}, {BW_VBR, 6}};
    tu_setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, TU_NOPS(a9a), a9a);
    tu_setbid(&w, 2, 10);
    bw_define_abbrev(&w, 2, TU_NOPS(a10), a10);
    tu_setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, TU_NOPS(a9b), a9b);
    bw_end(&w, 2);
    bw_enter(&w, 2, 9, 3);
    const bw_op loc[] = {{BW_LIT, 4}};
    bw_define_abbrev(&w, 3, TU_NOPS(loc), loc);
    bw_fixed(&w, 3, 4);
    bw_fixed(&w, 4, 11);
    bw_fixed(&w, 3, 5);
    bw_vbr(&w, 6, 22);
    bw_fixed(&w, 3, 6);
    bw_end(&w, 3);
    bw_enter(&w, 2, 10, 3);
    bw_fixed(&w, 3, 4);
    bw_end(&w, 3);
    tu_opened o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 3);
    bcq_block b = tu_block_dfs(o.f, 1);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    static const unsigned codes[] = {1, 3, 4};
    static const size_t nops[] = {1, 1, 0};
    static const uint64_t op0[] = {11, 22, 0};
    for (int i = 0; i < 3; i++) {
        bcq_entry e = tu_next_ok(r);
        ck_assert_uint_eq(e.record.abbrev_id, 4 + (unsigned)i);
        ck_assert_uint_eq(e.record.code, codes[i]);
        ck_assert_uint_eq(e.record.nops, nops[i]);
        if (nops[i])
            ck_assert_uint_eq(e.record.ops[0], op0[i]);
    }
    ck_assert_int_eq(tu_next_ok(r).kind, BCQ_ENTRY_END);
    bcq_reader_close(r);
    b = tu_block_dfs(o.f, 2);
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    bcq_entry e = tu_next_ok(r);
    ck_assert_uint_eq(e.record.code, 2);
    ck_assert_uint_eq(e.record.nops, 0);
    bcq_reader_close(r);
    tu_close(&o);
    bw_free(&w);
}
END_TEST

/* Rule: BLOCKNAME given twice keeps the last; SETRECORDNAME given twice
 * for one code answers the first; an empty BLOCKNAME falls back to the
 * built-in IR name; codes without a SETRECORDNAME use the IR table. */
START_TEST(bi_name_precedence)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, TU_FUNCTION_BLOCK_ID);
    tu_blockname(&w, 2, "");
    tu_setbid(&w, 2, TU_CONSTANTS_BLOCK_ID);
    tu_blockname(&w, 2, "a");
    tu_blockname(&w, 2, "b");
    tu_recname(&w, 2, TU_CST_CODE_SETTYPE, "x");
    tu_recname(&w, 2, TU_CST_CODE_SETTYPE, "y");
    bw_end(&w, 2);
    bw_enter(&w, 2, TU_MODULE_BLOCK_ID, 3);
    bw_end(&w, 3);
    tu_opened o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_str_eq(bcq_block_name(o.f, TU_FUNCTION_BLOCK_ID, UINT64_MAX),
                     "FUNCTION_BLOCK");
    ck_assert_str_eq(bcq_block_name(o.f, TU_CONSTANTS_BLOCK_ID, UINT64_MAX),
                     "b");
    ck_assert_str_eq(bcq_record_name(o.f, TU_CONSTANTS_BLOCK_ID,
                                     TU_CST_CODE_SETTYPE, UINT64_MAX),
                     "x");
    ck_assert_str_eq(bcq_record_name(o.f, TU_CONSTANTS_BLOCK_ID,
                                     TU_CST_CODE_CSTRING, UINT64_MAX),
                     "CSTRING");
    ck_assert_str_eq(bcq_block_name(o.f, TU_CONSTANTS_BLOCK_ID, 0),
                     "CONSTANTS_BLOCK");
    tu_close(&o);
    bw_free(&w);
}
END_TEST

/* Rule: a second BLOCKINFO replaces the first for the blocks after it
 * (not merged): block 9's id 4 changes meaning, a name given only by the
 * first BLOCKINFO is gone after the second, and an id defined only by the
 * first is undefined after the second (BCQ_E_BAD_ABBREV at the id). */
START_TEST(bi_second_replaces_first)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, 9);
    const bw_op a1[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
    const bw_op a2[] = {{BW_LIT, 8}};
    bw_define_abbrev(&w, 2, TU_NOPS(a1), a1);
    bw_define_abbrev(&w, 2, TU_NOPS(a2), a2);
    tu_blockname(&w, 2, "one");
    tu_setbid(&w, 2, 10);
    tu_blockname(&w, 2, "ten");
    tu_recname(&w, 2, 1, "r1");
    bw_end(&w, 2);
    uint64_t first9 = bw_enter(&w, 2, 9, 3);
    bw_fixed(&w, 3, 4);
    bw_fixed(&w, 8, 1);
    bw_fixed(&w, 3, 5);
    bw_end(&w, 3);
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, 9);
    const bw_op b1[] = {{BW_LIT, 9}, {BW_CHAR6, 0}};
    bw_define_abbrev(&w, 2, TU_NOPS(b1), b1);
    tu_blockname(&w, 2, "two");
    bw_end(&w, 2);
    bw_enter(&w, 2, 9, 3);
    bw_fixed(&w, 3, 4);
    bw_char6(&w, 'q');
    bw_end(&w, 3);

    tu_opened o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 4);
    ck_assert_str_eq(bcq_block_name(o.f, 9, first9), "one");
    ck_assert_str_eq(bcq_block_name(o.f, 10, first9), "ten");
    ck_assert_str_eq(bcq_record_name(o.f, 10, 1, first9), "r1");
    ck_assert_str_eq(bcq_block_name(o.f, 9, UINT64_MAX), "two");
    ck_assert_ptr_null(bcq_block_name(o.f, 10, UINT64_MAX));
    ck_assert_ptr_null(bcq_record_name(o.f, 10, 1, UINT64_MAX));
    bcq_block b = tu_block_dfs(o.f, 1);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    bcq_entry e = tu_next_ok(r);
    ck_assert_uint_eq(e.record.code, 7);
    ck_assert_uint_eq(e.record.ops[0], 1);
    e = tu_next_ok(r);
    ck_assert_uint_eq(e.record.code, 8);
    bcq_reader_close(r);
    b = tu_block_dfs(o.f, 3);
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    e = tu_next_ok(r);
    ck_assert_uint_eq(e.record.code, 9);
    ck_assert_uint_eq(e.record.ops[0], 'q');
    bcq_reader_close(r);
    tu_close(&o);
    bw_free(&w);

    /* the same, with the last block using id 5 (only the first had it) */
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, TU_NOPS(a1), a1);
    bw_define_abbrev(&w, 2, TU_NOPS(a2), a2);
    bw_end(&w, 2);
    bw_enter(&w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, TU_NOPS(b1), b1);
    bw_end(&w, 2);
    uint64_t last = bw_enter(&w, 2, 9, 3);
    uint64_t id5 = bw_bitpos(&w);
    bw_fixed(&w, 3, 5);
    bw_end(&w, 3);
    o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(o.err.bit, id5);
    ck_assert_uint_eq(o.err.block_id, 9);
    ck_assert_uint_eq(o.err.block_bit, last);
    free(o.buf);
    bw_free(&w);
}
END_TEST

/* The malformed BLOCKINFO bodies (DEFINE_ABBREV, BLOCKNAME or
 * SETRECORDNAME before SETBID, a nested block, an abbreviated record, an
 * empty SETBID or SETRECORDNAME, a SETBID over 32 bits) are cases of the
 * hostile corpus: tests/data/bad/bi_*_test and bi_*_ir (check_bad.c). */

/* Rule: BLOCKINFO's END_BLOCK must be where blocklen says (one word
 * early: BCQ_E_BAD_BLOCK at the END_BLOCK id), and content running past
 * blocklen is BCQ_E_BAD_BLOCK at the read that crossed the end (here a
 * SETBID's operand VBR). */
START_TEST(bi_blocklen_mismatch)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    uint64_t len_bit;
    /* the body is 1 word, blocklen says 2 */
    bw_enter_raw(&w, 2, TU_BLOCKINFO_BLOCK_ID, 3, 2, &len_bit);
    tu_setbid(&w, 3, 9);
    uint64_t end = bw_end_raw(&w, 3);
    bw_fixed(&w, 32, 0);
    bw_enter(&w, 2, 9, 3);
    bw_end(&w, 3);
    tu_opened o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_BLOCK);
    ck_assert_uint_eq(o.err.bit, end);
    ck_assert_uint_eq(o.err.block_id, TU_BLOCKINFO_BLOCK_ID);
    free(o.buf);

    /* blocklen 1 word but the body is 2: SETBID takes bits 0..20 of the
     * body, BLOCKNAME's id and code 21..29, its count VBR (30..35) crosses
     * the end of the word */
    bw_free(&w);
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter_raw(&w, 2, TU_BLOCKINFO_BLOCK_ID, 3, 1, &len_bit);
    uint64_t body = bw_bitpos(&w);
    tu_setbid(&w, 3, 9);
    uint64_t bn = tu_blockname(&w, 3, "abcd");
    bw_end_raw(&w, 3);
    bw_enter(&w, 2, 9, 3);
    bw_end(&w, 3);
    o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_BLOCK);
    ck_assert_uint_eq(bn, body + 21);
    ck_assert_uint_eq(o.err.bit, bn + 3 + 6);
    ck_assert_uint_eq(o.err.block_id, TU_BLOCKINFO_BLOCK_ID);
    free(o.buf);
    bw_free(&w);
}
END_TEST

Suite *make_blockinfo_suite(void)
{
    Suite *s = suite_create("blockinfo");
    TCase *tc = tcase_create("blockinfo");
    tcase_add_test(tc, bi_names_and_abbrev_ids);
    tcase_add_test(tc, bi_read_as_data);
    tcase_add_test(tc, bi_setbid_accumulates);
    tcase_add_test(tc, bi_name_precedence);
    tcase_add_test(tc, bi_second_replaces_first);
    tcase_add_test(tc, bi_blocklen_mismatch);
    suite_add_tcase(s, tc);
    return s;
}
