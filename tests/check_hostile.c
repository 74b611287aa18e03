/*
 * check_hostile.c - hostile inputs that are sweeps rather than cases: a
 * valid stream cut at every 4-byte boundary and at every byte, and blocks
 * nested 100 000 deep (too large for the corpus) or exactly 64 deep (read
 * back to the last level).  The hostile cases themselves are data:
 * tests/data/bad/, run by check_bad.c.  Every input is opened with
 * bcq_open_mem from an exactly sized buffer; the offset rules are those
 * of tests/gen-bad/stream.c.
 */
#include "config.h"
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

#define FAIL(x, c, a) ((x)->code = (c), (x)->at = (a))
#define CTX(x, id, bit) ((x)->in_id = (id), (x)->in_bit = (bit))

/* ------------------------------------------------------------ truncation */

/* A valid stream: IDENTIFICATION {rec}, MODULE {rec, BLOCKINFO, FUNCTION
 * {abbreviated rec, CONSTANTS {rec}}, rec}, STRTAB {blob}.  The
 * top-level blocks' ENTER bits go to enter[], their ends to end[];
 * idx[] counts the index entries each adds (flags 0 / BCQ_OPEN_DEEP). */
static void valid_stream(bw *w, int ir, uint64_t enter[3], uint64_t end[3],
                         size_t idx[2][3])
{
    const bw_op fa[] = {{BW_LIT, 2}, {BW_VBR, 6}};
    if (ir)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    enter[0] = bw_enter(w, 2, TU_IDENTIFICATION_BLOCK_ID, 5);
    tu_rec(w, 5, TU_IDENTIFICATION_CODE_STRING, 3);
    bw_end(w, 5);
    end[0] = bw_bitpos(w);
    enter[1] = tu_module_begin(w, 3, 2);
    bw_enter(w, 3, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(w, 2, TU_FUNCTION_BLOCK_ID);
    bw_define_abbrev(w, 2, 2, fa);
    bw_end(w, 2);
    bw_enter(w, 3, TU_FUNCTION_BLOCK_ID, 4);
    bw_fixed(w, 4, 4);
    bw_vbr(w, 6, 77);
    bw_enter(w, 4, TU_CONSTANTS_BLOCK_ID, 4);
    tu_rec(w, 4, TU_CST_CODE_INTEGER, 99);
    bw_end(w, 4);
    bw_end(w, 4);
    tu_rec(w, 3, TU_MODULE_CODE_TRIPLE, 1);
    bw_end(w, 3);
    end[1] = bw_bitpos(w);
    enter[2] = tu_blob_block(w, TU_STRTAB_BLOCK_ID, "hello world", 11, NULL);
    end[2] = bw_bitpos(w);
    size_t deep[3] = {1, 4, 1}; /* every level indexed (tu_check_open) */
    (void)ir;
    memcpy(idx[0], deep, sizeof deep);
    memcpy(idx[1], deep, sizeof deep);
}

/* Rule: cutting a valid stream at every 4-byte boundary gives exactly:
 * bit 0 cut: BCQ_E_NOT_BITCODE at 0; a cut between top-level blocks (or
 * after the IR magic): success with the blocks before it ('TEST' alone:
 * text, BCQ_E_NOT_BITCODE at bit 0); a cut after the
 * first word of a top-level block's header, or anywhere else inside it:
 * BCQ_E_TRUNCATED at its blocklen word (the body runs past the end of
 * the stream: a cut, never BCQ_E_BAD_BLOCK).  IR and 'TEST' magic, flags
 * 0 and BCQ_OPEN_DEEP. */
START_TEST(truncated_every_word)
{
    for (int ir = 0; ir < 2; ir++) {
        bw w;
        bw_init(&w);
        uint64_t enter[3], end[3];
        size_t idx[2][3];
        valid_stream(&w, ir, enter, end, idx);
        size_t total = bw_size(&w);
        ck_assert_uint_eq(total % 4, 0);
        for (size_t cut = 0; cut <= total; cut += 4) {
            uint64_t bits = (uint64_t)cut * 8;
            for (int deep = 0; deep < 2; deep++) {
                tu_expect x = tu_expect_none();
                if (cut == 0)
                    FAIL(&x, BCQ_E_NOT_BITCODE, 0);
                for (int b = 0; b < 3 && cut; b++) {
                    if (bits >= end[b])
                        x.blocks += idx[deep][b];
                    else if (bits == enter[b] + 32)
                        FAIL(&x, BCQ_E_TRUNCATED, enter[b] + 32);
                    else if (bits > enter[b] + 32)
                        FAIL(&x, BCQ_E_TRUNCATED, enter[b] + 32);
                }
                if (!ir && cut && x.code == 0 && x.blocks == 0)
                    FAIL(&x, BCQ_E_NOT_BITCODE, 0); /* 'TEST' alone is
                                                       text */
                uint8_t *buf = bw_dup(&w, cut);
                tu_check_open(buf, cut, deep ? BCQ_OPEN_DEEP : 0, &x,
                              ir ? "truncated IR" : "truncated TEST");
                free(buf);
            }
        }
        bw_free(&w);
    }
}
END_TEST

/* Rule: a cut at any byte fails cleanly: one of the expected codes, the
 * handle NULL, the offset inside the input, err.code == the status. */
START_TEST(truncated_every_byte)
{
    bw w;
    bw_init(&w);
    uint64_t enter[3], end[3];
    size_t idx[2][3];
    valid_stream(&w, 1, enter, end, idx);
    size_t total = bw_size(&w);
    for (size_t cut = 0; cut < total; cut++) {
        uint8_t *buf = bw_dup(&w, cut);
        bcq_file *f = NULL;
        bcq_error err;
        int rc = bcq__open_mem_internal(buf, cut, BCQ_OPEN_DEEP, &f, &err);
        if (rc == 0) {
            ck_assert_msg(cut % 4 == 0, "cut %zu opened", cut);
            bcq_close(f);
        } else {
            ck_assert_msg(rc == BCQ_E_NOT_BITCODE || rc == BCQ_E_TRUNCATED ||
                              rc == BCQ_E_BAD_BLOCK,
                          "cut %zu: %s", cut, bcq_status_name(rc));
            ck_assert_ptr_null(f);
            ck_assert_int_eq(err.code, rc);
            ck_assert_uint_le(err.bit, (uint64_t)cut * 8);
        }
        free(buf);
    }
    bw_free(&w);
}
END_TEST

/* ------------------------------------------------------------ deep nesting */

static long maxrss_kb(void)
{
    struct rusage ru;
    ck_assert_int_eq(getrusage(RUSAGE_SELF, &ru), 0);
    return ru.ru_maxrss;
}

/* Rule: blocks nested 100 000 deep ('TEST' blocks, or IR MODULE_BLOCKs,
 * both descended) give BCQ_E_TOO_DEEP at the ENTER_SUBBLOCK id of depth
 * index 64, in the context of the depth-63 block, at once (well under a
 * second of CPU) and without memory growing with the depth (peak RSS
 * rises by less than 3 MB while the stream is 1.2 MB: a reader's frame
 * or an index entry per level, 100 000 of them, would be 4.8 or 3.2 MB.
 * The bound was 2 MB, which a loaded machine once passed by 44 KB). */
START_TEST(deep_100000)
{
    bw w;
    bw_init(&w);
    uint64_t at[65];
    if (_i)
        bw_magic_ir(&w);
    else
        bw_magic(&w, "TEST");
    bw_nest(&w, 2, _i ? TU_MODULE_BLOCK_ID : 9, 100000, at, 65);
    size_t n = bw_size(&w);
    uint8_t *buf = bw_dup(&w, n);
    bw_free(&w);
    tu_expect x = tu_expect_none();
    FAIL(&x, BCQ_E_TOO_DEEP, at[64]);
    CTX(&x, _i ? TU_MODULE_BLOCK_ID : 9, at[63]);
    long rss0 = maxrss_kb();
    clock_t t0 = clock();
    tu_check_open(buf, n, 0, &x, "deep");
    tu_check_open(buf, n, BCQ_OPEN_DEEP, &x, "deep");
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    ck_assert_msg(secs < 1.0, "took %.2f s", secs);
    ck_assert_int_lt(maxrss_kb() - rss0, 3072);
    free(buf);
}
END_TEST

/* Rule: 64 levels (depths 0..63) are allowed: the open indexes all 64 and
 * a reader entering every sub-block reaches depth 63 and ends cleanly. */
START_TEST(deep_64_ok)
{
    bw w;
    bw_init(&w);
    uint64_t at[64];
    bw_magic(&w, "TEST");
    bw_nest(&w, 2, 9, 64, at, 64);
    size_t n = bw_size(&w);
    uint8_t *buf = bw_dup(&w, n);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
    ck_assert_uint_eq(bcq_block_count(f), 64);
    bcq_block b;
    ck_assert_int_eq(bcq_block_at(f, 63, &b), 0);
    ck_assert_uint_eq(b.depth, 63);
    ck_assert_uint_eq(b.bit, at[63]);
    ck_assert_int_eq(bcq_block_at(f, 0, &b), 0);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, NULL), 0);
    unsigned subs = 0, ends = 0;
    for (;;) {
        bcq_entry e;
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), 0);
        if (e.kind == BCQ_ENTRY_SUBBLOCK) {
            ck_assert_uint_eq(e.block.depth, subs + 1);
            ck_assert_uint_eq(e.block.bit, at[subs + 1]);
            subs++;
            ck_assert_int_eq(bcq_reader_enter(r, NULL), 0);
        } else {
            ck_assert_int_eq(e.kind, BCQ_ENTRY_END);
            ends++;
            if (e.depth == 0)
                break;
        }
    }
    ck_assert_uint_eq(subs, 63);
    ck_assert_uint_eq(ends, 64);
    bcq_reader_close(r);
    bcq_close(f);
    free(buf);
    bw_free(&w);
}
END_TEST

Suite *make_hostile_suite(void)
{
    Suite *s = suite_create("hostile");
    TCase *tc = tcase_create("hostile");
    tcase_add_test(tc, truncated_every_word);
    tcase_add_test(tc, truncated_every_byte);
    tcase_add_loop_test(tc, deep_100000, 0, 2);
    tcase_add_test(tc, deep_64_ok);
    suite_add_tcase(s, tc);
    return s;
}
