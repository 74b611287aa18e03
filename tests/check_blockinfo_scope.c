/*
 * check_blockinfo_scope.c - where a BLOCKINFO takes effect
 * (lib/bitstream/blockinfo.c): one in a module's preamble at open, one
 * later in the module only with BCQ_OPEN_DEEP (or for a reader that meets
 * it), one inside a lazily indexed body never for what comes after it --
 * the same whichever query indexed what first.  Streams built with the
 * bit writer, opened with bcq_open_mem; the rules of the block itself are
 * in check_blockinfo.c.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "suites.h"
#include "testutil.h"

/* Rule: a BLOCKINFO inside MODULE_BLOCK takes effect at open when it
 * stands in the module's preamble, before any other sub-block, where
 * every LLVM writer puts it (the next test).  This one comes after a block
 * 9: without BCQ_OPEN_DEEP it is indexed and checked with the module's
 * level but takes no effect (the open does not read that far, and what a
 * block means must not depend on which query indexed the module first):
 * both blocks 9 fail at their id 4 with BCQ_E_BAD_ABBREV and keep LLVM's
 * name.  BCQ_OPEN_DEEP applies it from its end on, as llvm-bcanalyzer
 * does: the early block fails the open. */
START_TEST(bi_inside_module_applies_after)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    uint64_t mod = bw_enter(&w, 2, TU_MODULE_BLOCK_ID, 3);
    uint64_t early = bw_enter(&w, 3, TU_PARAMATTR_BLOCK_ID, 4);
    uint64_t bad_id = bw_bitpos(&w);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 1);
    bw_end(&w, 4);
    bw_enter(&w, 3, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, TU_PARAMATTR_BLOCK_ID);
    const bw_op a[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
    bw_define_abbrev(&w, 2, TU_NOPS(a), a);
    tu_blockname(&w, 2, "mine");
    bw_end(&w, 2);
    uint64_t late = bw_enter(&w, 3, TU_PARAMATTR_BLOCK_ID, 4);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 55);
    bw_end(&w, 4);
    bw_end(&w, 3);

    tu_opened o = tu_open_bw(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 1);
    ck_assert_uint_eq(tu_count_dfs(o.f), 4);
    bcq_block b1 = tu_block_dfs(o.f, 1), b3 = tu_block_dfs(o.f, 3);
    ck_assert_uint_eq(b1.bit, early);
    ck_assert_uint_eq(b3.bit, late);
    ck_assert_uint_eq(b1.flags & BCQ_BLOCK_LAZY, BCQ_BLOCK_LAZY);
    ck_assert_str_eq(bcq_block_name(o.f, TU_PARAMATTR_BLOCK_ID, early),
                     "PARAMATTR_BLOCK");
    ck_assert_str_eq(bcq_block_name(o.f, TU_PARAMATTR_BLOCK_ID, late),
                     "PARAMATTR_BLOCK");

    bcq_reader *r;
    bcq_entry e;
    bcq_error err;
    ck_assert_int_eq(bcq_reader_open(o.f, &b1, &r, NULL), 0);
    ck_assert_int_eq(bcq_reader_next(r, &e, &err), BCQ_E_BAD_ABBREV);
    ck_assert_int_eq(err.code, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(err.bit, bad_id);
    ck_assert_uint_eq(err.block_id, TU_PARAMATTR_BLOCK_ID);
    ck_assert_uint_eq(err.block_bit, early);
    bcq_reader_close(r);
    ck_assert_int_eq(bcq_reader_open(o.f, &b3, &r, NULL), 0);
    ck_assert_int_eq(bcq_reader_next(r, &e, &err), BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(err.bit, late + 64);
    bcq_reader_close(r);
    tu_close(&o);

    o = tu_open_bw(&w, BCQ_OPEN_DEEP);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_ABBREV);
    ck_assert_ptr_null(o.f);
    ck_assert_uint_eq(o.err.bit, bad_id);
    ck_assert_uint_eq(o.err.block_id, TU_PARAMATTR_BLOCK_ID);
    ck_assert_uint_eq(o.err.block_bit, early);
    free(o.buf);
    (void)mod;
    bw_free(&w);
}
END_TEST

/* Rule: a reader walking MODULE_BLOCK applies a BLOCKINFO it meets on the
 * way, entered or skipped, to the sub-blocks after it: entering the early
 * block 9 fails at its id 4 (BCQ_E_BAD_ABBREV), entering the late one
 * decodes id 4 with the BLOCKINFO's abbreviation. */
START_TEST(bi_reader_meets_blockinfo)
{
    for (int enter_bi = 0; enter_bi < 2; enter_bi++) {
        bw w;
        bw_init(&w);
        bw_magic_ir(&w);
        bw_enter(&w, 2, TU_MODULE_BLOCK_ID, 3);
        bw_enter(&w, 3, TU_BLOCKINFO_BLOCK_ID, 2);
        tu_setbid(&w, 2, TU_PARAMATTR_BLOCK_ID);
        const bw_op a[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
        bw_define_abbrev(&w, 2, TU_NOPS(a), a);
        bw_end(&w, 2);
        bw_enter(&w, 3, TU_PARAMATTR_BLOCK_ID, 4);
        bw_fixed(&w, 4, 4);
        bw_fixed(&w, 8, 66);
        bw_end(&w, 4);
        bw_end(&w, 3);
        tu_opened o = tu_open_bw(&w, 0);
        ck_assert_int_eq(o.rc, 0);
        bcq_block m = tu_block_dfs(o.f, 0);
        bcq_reader *r;
        ck_assert_int_eq(bcq_reader_open(o.f, &m, &r, NULL), 0);
        bcq_entry e = tu_next_ok(r);
        ck_assert_int_eq(e.kind, BCQ_ENTRY_SUBBLOCK);
        ck_assert_uint_eq(e.block.id, TU_BLOCKINFO_BLOCK_ID);
        if (enter_bi) {
            ck_assert_int_eq(bcq_reader_enter(r, NULL), 0);
            e = tu_next_ok(r);
            /* SETBID, as data */
            ck_assert_uint_eq(e.record.code, TU_BLOCKINFO_CODE_SETBID);
            ck_assert_uint_eq(e.depth, 1);
            ck_assert_int_eq(tu_next_ok(r).kind, BCQ_ENTRY_END);
        }
        e = tu_next_ok(r);
        ck_assert_int_eq(e.kind, BCQ_ENTRY_SUBBLOCK);
        ck_assert_uint_eq(e.block.id, TU_PARAMATTR_BLOCK_ID);
        ck_assert_int_eq(bcq_reader_enter(r, NULL), 0);
        e = tu_next_ok(r);
        ck_assert_uint_eq(e.record.code, 7);
        ck_assert_uint_eq(e.record.ops[0], 66);
        ck_assert_uint_eq(e.depth, 1);
        bcq_reader_close(r);
        tu_close(&o);
        bw_free(&w);
    }
}
END_TEST

/* Rule: a BLOCKINFO takes effect only when the opening walk parsed it.
 * Inside a lazily indexed block (here FUNCTION_BLOCK, jumped at open
 * without BCQ_OPEN_DEEP) it is listed as a child but ignored -- as LLVM's
 * IR reader skips it there -- so what the body means cannot depend on
 * whether, or by which thread, the body was indexed first.  With flags 0
 * the CONSTANTS block after it therefore uses an undefined id 4: indexing
 * the body and reading that block both fail with BCQ_E_BAD_ABBREV at the
 * record's id, before and after the other.  With BCQ_OPEN_DEEP the walk
 * parses it and id 4 decodes with its abbreviation, as in
 * llvm-bcanalyzer. */
START_TEST(bi_inside_lazy_block)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, TU_MODULE_BLOCK_ID, 3);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
    bw_enter(&w, 4, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, TU_CONSTANTS_BLOCK_ID);
    const bw_op a[] = {{BW_LIT, 5}, {BW_FIXED, 8}};
    bw_define_abbrev(&w, 2, TU_NOPS(a), a);
    bw_end(&w, 2);
    uint64_t cst = bw_enter(&w, 4, TU_CONSTANTS_BLOCK_ID, 4);
    uint64_t rec = bw_bitpos(&w);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 42);
    bw_end(&w, 4);
    bw_end(&w, 4);
    bw_end(&w, 3);
    for (int deep = 1; deep >= 0; deep--) {
        tu_opened o = tu_open_bw(&w, deep ? BCQ_OPEN_DEEP : 0);
        ck_assert_int_eq(o.rc, 0);
        ck_assert_uint_eq(tu_count_dfs(o.f), 4);
        bcq_block fn = tu_block_dfs(o.f, 1), kids[2], cb;
        bcq_error err;
        size_t n = 0;
        if (!deep) { /* the body's level: the CONSTANTS block is jumped */
            ck_assert_int_eq(bcq_block_children(o.f, &fn, kids, 2, &n, NULL),
                             0);
            ck_assert_uint_eq(n, 2);
            for (int k = 0; k < 2; k++) { /* same answer twice */
                size_t m;
                ck_assert_int_eq(
                    bcq_block_children(o.f, &kids[1], NULL, 0, &m, &err),
                    BCQ_E_BAD_ABBREV);
                ck_assert_uint_eq(err.bit, rec);
            }
        }
        if (deep) {
            ck_assert_int_eq(bcq_block_children(o.f, &fn, kids, 2, &n, NULL),
                             0);
            ck_assert_uint_eq(n, 2);
            ck_assert_uint_eq(kids[0].id, TU_BLOCKINFO_BLOCK_ID);
            ck_assert_uint_eq(kids[1].id, TU_CONSTANTS_BLOCK_ID);
            cb = kids[1];
        } else {
            /* the CONSTANTS block as a reader of the body finds it */
            bcq_reader *fr;
            bcq_entry e;
            ck_assert_int_eq(bcq_reader_open(o.f, &fn, &fr, NULL), 0);
            do
                ck_assert_int_eq(bcq_reader_next(fr, &e, NULL), 0);
            while (e.kind != BCQ_ENTRY_SUBBLOCK ||
                   e.block.id != TU_CONSTANTS_BLOCK_ID);
            cb = e.block;
            bcq_reader_close(fr);
        }
        ck_assert_uint_eq(cb.bit, cst);
        bcq_reader *r;
        ck_assert_int_eq(bcq_reader_open(o.f, &cb, &r, NULL), 0);
        bcq_entry e;
        int rc = bcq_reader_next(r, &e, &err);
        if (deep) {
            ck_assert_msg(rc == 0, "DEEP: %s at bit %llu", err.message,
                          (unsigned long long)err.bit);
            ck_assert_uint_eq(e.record.code, 5);
            ck_assert_uint_eq(e.record.ops[0], 42);
        } else {
            ck_assert_int_eq(rc, BCQ_E_BAD_ABBREV);
            ck_assert_uint_eq(err.bit, rec);
        }
        bcq_reader_close(r);
        tu_close(&o);
    }
    bw_free(&w);
}
END_TEST

/* Rule: whatever reach a BLOCKINFO inside a lazy body has, it is the same
 * for every position after that body: after bcq_block_children indexed
 * FUNCTION_BLOCK (which holds a BLOCKINFO naming block 11 "xy" and giving
 * it abbreviation [lit 5]), two module-level blocks 11 after the function
 * -- one starting right at its end, one later -- get the same name and
 * decode their id 4 the same way (with flags 0 and BCQ_OPEN_DEEP).
 * Regression (off by one): bcq__file_blockinfo_at skipped a sub-index's
 * BLOCKINFOs only when pos > s->end_bit, so the block starting exactly at
 * the function's end was named "xy" and decoded id 4 while the later one
 * got "CONSTANTS_BLOCK" and BCQ_E_BAD_ABBREV (flags 0). */
START_TEST(bi_lazy_blockinfo_reach)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, TU_MODULE_BLOCK_ID, 3);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
    bw_enter(&w, 4, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(&w, 2, TU_CONSTANTS_BLOCK_ID);
    tu_blockname(&w, 2, "xy");
    const bw_op a[] = {{BW_LIT, 5}};
    bw_define_abbrev(&w, 2, TU_NOPS(a), a);
    bw_end(&w, 2);
    bw_end(&w, 4);
    uint64_t at[2];
    for (int k = 0; k < 2; k++) {
        at[k] = bw_enter(&w, 3, TU_CONSTANTS_BLOCK_ID, 4);
        bw_fixed(&w, 4, 4);
        bw_end(&w, 4);
        /* the second starts later */
        TU_REC0(&w, 3, TU_MODULE_CODE_VERSION);
    }
    bw_end(&w, 3);
    for (int deep = 1; deep >= 0; deep--) {
        tu_opened o = tu_open_bw(&w, deep ? BCQ_OPEN_DEEP : 0);
        ck_assert_int_eq(o.rc, 0);
        bcq_block fn = tu_block_dfs(o.f, 1);
        ck_assert_uint_eq(fn.id, TU_FUNCTION_BLOCK_ID);
        size_t n;
        bcq_block kid;
        ck_assert_int_eq(bcq_block_children(o.f, &fn, &kid, 1, &n, NULL), 0);
        ck_assert_uint_eq(fn.body_bit + fn.words * 32, at[0]);
        const char *n0 = bcq_block_name(o.f, TU_CONSTANTS_BLOCK_ID, at[0]);
        const char *n1 = bcq_block_name(o.f, TU_CONSTANTS_BLOCK_ID, at[1]);
        ck_assert_msg(n0 && n1 && strcmp(n0, n1) == 0,
                      "flags %d: \"%s\" at the function's end, \"%s\" after",
                      deep, n0 ? n0 : "(null)", n1 ? n1 : "(null)");
        int rcs[2];
        for (int k = 0; k < 2; k++) {
            bcq_block b = tu_block_dfs(o.f, 3 + (size_t)k);
            ck_assert_uint_eq(b.bit, at[k]);
            bcq_reader *r;
            bcq_entry e;
            ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
            rcs[k] = bcq_reader_next(r, &e, NULL);
            bcq_reader_close(r);
        }
        ck_assert_int_eq(rcs[0], rcs[1]);
        tu_close(&o);
    }
    bw_free(&w);
}
END_TEST

Suite *make_blockinfo_scope_suite(void)
{
    Suite *s = suite_create("blockinfo_scope");
    TCase *tc = tcase_create("scope");
    tcase_add_test(tc, bi_inside_module_applies_after);
    tcase_add_test(tc, bi_reader_meets_blockinfo);
    tcase_add_test(tc, bi_inside_lazy_block);
    tcase_add_test(tc, bi_lazy_blockinfo_reach);
    suite_add_tcase(s, tc);
    return s;
}
