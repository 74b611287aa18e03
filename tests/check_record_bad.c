/*
 * check_record_bad.c - records that bcq__record_read (lib/bitstream/record.c)
 * must refuse, each at its exact bit: undefined abbreviation ids, blobs,
 * arrays and counts past what remains (doc/format.md 2.7 on plausible
 * counts), VBRs over 64 bits, codes over 32; and skipping a record
 * (operands not wanted) against decoding it, whole and cut short.
 * Well-formed records: check_record.c.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

#define WIDTH TU_RECFX_WIDTH

/* Rule: ids from 4 name the abbreviations of scope [first, n): with first
 * = 1, id 4 is the second definition; an id past the scope, and ids 0..2
 * (not records), are BCQ_E_BAD_ABBREV at the abbrev id. */
START_TEST(record_undefined_abbrev)
{
    tu_recfx x;
    tu_recfx_init(&x);
    const bw_op a0[] = {{BW_LIT, 10}};
    const bw_op a1[] = {{BW_LIT, 11}, {BW_FIXED, 2}};
    tu_recfx_define(&x, TU_NOPS(a0), a0);
    tu_recfx_define(&x, TU_NOPS(a1), a1);
    uint64_t ok = tu_recfx_id(&x, 4);
    bw_fixed(&x.w, 2, 3);
    uint64_t bad = tu_recfx_id(&x, 5);
    uint64_t bad0 = tu_recfx_id(&x, 2);
    bw_fixed(&x.w, 32, 0);
    ck_assert_int_eq(tu_recfx_read(&x, ok, 1, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 11);
    ck_assert_uint_eq(x.rec.ops[0], 3);
    tu_recfx_expect_err(&x, bad, 1, BCQ_E_BAD_ABBREV, bad);
    tu_recfx_expect_err(&x, bad0, 0, BCQ_E_BAD_ABBREV, bad0);
    /* with first = 0, id 5 is defined */
    ck_assert_int_eq(tu_recfx_read(&x, bad, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 11);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: a blob longer than the bytes left (or whose 4-byte padding does
 * not fit) is BCQ_E_IMPLAUSIBLE at the blob length VBR; a blob whose
 * alignment runs past the end is BCQ_E_TRUNCATED there too. */
START_TEST(record_blob_past_end)
{
    const bw_op ab[] = {{BW_LIT, 1}, {BW_BLOB, 0}};
    static const struct {
        uint64_t len;  /* declared */
        size_t have;   /* bytes actually present after alignment */
        int code;
    } cs[] = {{100, 8, BCQ_E_IMPLAUSIBLE},
              {5, 5, BCQ_E_IMPLAUSIBLE}, /* padding to 8 missing */
              {9, 8, BCQ_E_IMPLAUSIBLE},
              {UINT64_MAX, 8, BCQ_E_IMPLAUSIBLE}};
    for (size_t k = 0; k < TU_NOPS(cs); k++) {
        tu_recfx x;
        tu_recfx_init(&x);
        tu_recfx_define(&x, TU_NOPS(ab), ab);
        uint64_t id = tu_recfx_id(&x, 4);
        uint64_t lenbit = bw_bitpos(&x.w);
        bw_vbr(&x.w, 6, cs[k].len);
        bw_align32(&x.w);
        for (size_t i = 0; i < cs[k].have; i++)
            bw_fixed(&x.w, 8, 'a');
        tu_recfx_expect_err(&x, id, 0, cs[k].code, lenbit);
        tu_recfx_free(&x);
    }
    /* the length VBR ends 1 bit before the buffer end: aligning fails */
    tu_recfx x;
    tu_recfx_init(&x);
    tu_recfx_define(&x, TU_NOPS(ab), ab);
    uint64_t id = tu_recfx_id(&x, 4); /* bits 3..6 */
    bw_vbr(&x.w, 6, 0);         /* 7..12 */
    bw_fixed(&x.w, 3, 0);       /* 16 bits: aligning needs 32 */
    tu_recfx_expect_err(&x, id, 0, BCQ_E_TRUNCATED, 7);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: an operand or array count larger than the bits left can hold
 * (6 bits per unabbreviated operand, the element width per array
 * element) is BCQ_E_IMPLAUSIBLE at the count; a count that fits the
 * bound but not the data is BCQ_E_TRUNCATED at the first missing operand
 * or element. */
START_TEST(record_implausible_counts)
{
    tu_recfx x;
    tu_recfx_init(&x);
    uint64_t id = tu_recfx_id(&x, 3);
    bw_vbr(&x.w, 6, 1);
    uint64_t cnt = bw_bitpos(&x.w);
    bw_vbr(&x.w, 6, 5);   /* 5 operands need 30 bits */
    bw_fixed(&x.w, 23, 0); /* 19 + 23 = 42, byte-padded to 48: 29 left */
    tu_recfx_expect_err(&x, id, 0, BCQ_E_IMPLAUSIBLE, cnt);
    tu_recfx_free(&x);

    tu_recfx_init(&x);
    id = tu_recfx_id(&x, 3);
    bw_vbr(&x.w, 6, 1);
    bw_vbr(&x.w, 6, 4); /* 4 operands: 24 bits fit the bound */
    bw_vbr(&x.w, 6, 1);
    bw_vbr(&x.w, 6, 2);
    bw_vbr(&x.w, 6, 3);
    uint64_t fourth = bw_bitpos(&x.w); /* 37 */
    bw_vbr_chunks(&x.w, 6, 1, 1, 1);   /* continues, then the end */
    bw_fixed(&x.w, 5, 0);              /* 48 bits */
    tu_recfx_expect_err(&x, id, 0, BCQ_E_TRUNCATED, fourth);
    tu_recfx_free(&x);

    const bw_op ab[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 16}};
    tu_recfx_init(&x);
    tu_recfx_define(&x, TU_NOPS(ab), ab);
    id = tu_recfx_id(&x, 4);
    cnt = bw_bitpos(&x.w);
    bw_vbr(&x.w, 6, 3); /* 48 bits of elements */
    bw_fixed(&x.w, 16, 1);
    bw_fixed(&x.w, 16, 2);
    bw_fixed(&x.w, 3, 0); /* 13 + 35 = 48 bits: 35 left after the count */
    tu_recfx_expect_err(&x, id, 0, BCQ_E_IMPLAUSIBLE, cnt);
    tu_recfx_free(&x);

    /* VBR elements may be longer than their minimum: the bound holds
     * (19 bits for 2 x 6) but the first element takes 3 chunks */
    const bw_op abv[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_VBR, 6}};
    tu_recfx_init(&x);
    tu_recfx_define(&x, TU_NOPS(abv), abv);
    id = tu_recfx_id(&x, 4);
    bw_vbr(&x.w, 6, 2);    /* 7..12 */
    bw_vbr(&x.w, 6, 2000); /* 13..30 */
    uint64_t second = bw_bitpos(&x.w);
    bw_fixed(&x.w, 1, 0); /* 32 bits: 1 left for the second element */
    tu_recfx_expect_err(&x, id, 0, BCQ_E_TRUNCATED, second);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: a VBR operand over 64 bits is BCQ_E_BAD_VBR at its first bit, in
 * an unabbreviated record and in a VBR array element. */
START_TEST(record_bad_vbr)
{
    tu_recfx x;
    tu_recfx_init(&x);
    uint64_t id = tu_recfx_id(&x, 3);
    bw_vbr(&x.w, 6, 4);
    bw_vbr(&x.w, 6, 2);
    bw_vbr(&x.w, 6, 77);
    uint64_t op = bw_bitpos(&x.w);
    bw_vbr_chunks(&x.w, 6, 14, 0x1F, 1);
    bw_fixed(&x.w, 32, 0);
    tu_recfx_expect_err(&x, id, 0, BCQ_E_BAD_VBR, op);
    tu_recfx_free(&x);

    const bw_op ab[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_VBR, 32}};
    tu_recfx_init(&x);
    tu_recfx_define(&x, TU_NOPS(ab), ab);
    id = tu_recfx_id(&x, 4);
    bw_vbr(&x.w, 6, 2);
    bw_vbr(&x.w, 32, UINT64_MAX);
    uint64_t el = bw_bitpos(&x.w);
    bw_vbr_chunks(&x.w, 32, 3, 0x7FFFFFFF, 0);
    tu_recfx_expect_err(&x, id, 0, BCQ_E_BAD_VBR, el);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: a record code that does not fit 32 bits is BCQ_E_BAD_RECORD at
 * the record's abbrev id, unabbreviated or from an abbreviation. */
START_TEST(record_code_too_wide)
{
    tu_recfx x;
    tu_recfx_init(&x);
    const bw_op ab[] = {{BW_LIT, UINT64_C(1) << 32}};
    tu_recfx_define(&x, TU_NOPS(ab), ab);
    uint64_t id = bw_unabbrev(&x.w, WIDTH, UINT64_C(1) << 32, 0, NULL);
    uint64_t id2 = tu_recfx_id(&x, 4);
    bw_fixed(&x.w, 32, 0);
    tu_recfx_expect_err(&x, id, 0, BCQ_E_BAD_RECORD, id);
    tu_recfx_expect_err(&x, id2, 0, BCQ_E_BAD_RECORD, id2);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: stepping over a record (ops == NULL, which takes the fast path
 * of skip_fast when it can) and decoding it agree: same status, same end
 * bit, same code, same error offset -- for random abbreviations and
 * records, whole and cut short at each of the last 64 bytes. */
static uint64_t rnd(uint64_t *s)
{
    *s = *s * 6364136223846793005u + 1442695040888963407u;
    return *s >> 17;
}

static uint64_t rnd_value(uint64_t *s, unsigned bits)
{
    uint64_t v = rnd(s) << 17 ^ rnd(s);
    unsigned keep = (unsigned)(rnd(s) % (bits + 1));
    return keep >= 64 ? v : v & ((UINT64_C(1) << keep) - 1);
}

START_TEST(record_skip_matches_decode)
{
    uint64_t seed = 1000 + (uint64_t)_i;
    tu_recfx x;
    tu_recfx_init(&x);
    enum { NABB = 6, NREC = 40 };
    bw_op ab[NABB][8];
    size_t nab[NABB];
    for (int k = 0; k < NABB; k++) {
        size_t n = 1 + rnd(&seed) % 6;
        ab[k][0] = (bw_op){rnd(&seed) % 2 ? BW_LIT : BW_VBR,
                           rnd(&seed) % 2 ? 3 : 6};
        for (size_t j = 1; j < n; j++) {
            static const unsigned kinds[] = {BW_LIT, BW_FIXED, BW_VBR,
                                             BW_CHAR6, BW_FIXED, BW_VBR};
            unsigned kd = kinds[rnd(&seed) % 6];
            ab[k][j] = (bw_op){kd, kd == BW_LIT ? rnd(&seed) % 100
                                                : 1 + rnd(&seed) % 32};
            if (kd == BW_VBR && ab[k][j].value < 2)
                ab[k][j].value = 2;
        }
        unsigned tail = (unsigned)(rnd(&seed) % 4); /* array / blob / none */
        if (tail == 1) {
            ab[k][n++] = (bw_op){BW_ARRAY, 0};
            unsigned ek = (unsigned)(rnd(&seed) % 3);
            ab[k][n++] = ek == 0   ? (bw_op){BW_CHAR6, 0}
                         : ek == 1 ? (bw_op){BW_FIXED, 1 + rnd(&seed) % 20}
                                   : (bw_op){BW_VBR, 2 + rnd(&seed) % 10};
        } else if (tail == 2) {
            ab[k][n++] = (bw_op){BW_BLOB, 0};
        }
        nab[k] = n;
        tu_recfx_define(&x, n, ab[k]);
    }
    uint64_t at[NREC + 1];
    for (int r = 0; r < NREC; r++) {
        unsigned k = (unsigned)(rnd(&seed) % (NABB + 1));
        if (k == NABB) { /* unabbreviated */
            uint64_t ops[30];
            size_t n = rnd(&seed) % 30;
            for (size_t j = 0; j < n; j++)
                ops[j] = rnd_value(&seed, 64);
            at[r] = bw_unabbrev(&x.w, WIDTH, rnd(&seed) % 70, n, ops);
            continue;
        }
        at[r] = tu_recfx_id(&x, 4 + k);
        for (size_t j = 0; j < nab[k]; j++) {
            const bw_op *o = &ab[k][j];
            if (o->kind == BW_FIXED)
                bw_fixed(&x.w, (unsigned)o->value,
                         rnd_value(&seed, (unsigned)o->value));
            else if (o->kind == BW_VBR)
                bw_vbr(&x.w, (unsigned)o->value, rnd_value(&seed, 64));
            else if (o->kind == BW_CHAR6)
                bw_char6(&x.w, "ab_9."[rnd(&seed) % 5]);
            else if (o->kind == BW_BLOB)
                bw_blob(&x.w, "blobby", rnd(&seed) % 7);
            else if (o->kind == BW_ARRAY) {
                const bw_op *e = &ab[k][j + 1];
                uint64_t v[12];
                size_t n = rnd(&seed) % 12;
                for (size_t q = 0; q < n; q++)
                    v[q] = rnd_value(&seed, e->kind == BW_FIXED
                                                ? (unsigned)e->value
                                                : 64);
                if (e->kind == BW_CHAR6)
                    bw_array_char6(&x.w, "a_Z9.b"+ (rnd(&seed) % 6));
                else if (e->kind == BW_FIXED)
                    bw_array_fixed(&x.w, (unsigned)e->value, n, v);
                else
                    bw_array_vbr(&x.w, (unsigned)e->value, n, v);
                break;
            }
        }
    }
    at[NREC] = bw_bitpos(&x.w);
    size_t full = bw_size(&x.w);
    uint8_t *whole = bw_dup(&x.w, full);
    /* every cut: the whole stream, then shorter and shorter */
    for (size_t cut = full; cut + 1 > 0 && cut + 64 > full; cut--) {
        for (int r = 0; r < NREC; r++) {
            if (at[r] + WIDTH > cut * 8)
                break;
            free(x.buf);
            x.buf = bw_dup(&x.w, cut);
            x.size = cut;
            uint64_t e1, e2;
            int rc1 = tu_recfx_read(&x, at[r], 0, 0, &e1);
            bcq_record r1 = x.rec;
            bcq_error err1 = x.err;
            int rc2 = tu_recfx_read(&x, at[r], 0, 1, &e2);
            ck_assert_int_eq(rc1, rc2);
            if (rc1 == 0) {
                ck_assert_uint_eq(e1, e2);
                ck_assert_uint_eq(e1, at[r + 1]);
                ck_assert_uint_eq(x.rec.end_bit, r1.end_bit);
                ck_assert_uint_eq(x.rec.code, r1.code);
                ck_assert_int_eq(x.rec.has_blob, r1.has_blob);
                ck_assert_uint_eq(x.rec.array_start == BCQ_NONE,
                                  r1.array_start == BCQ_NONE);
            } else {
                ck_assert_int_eq(x.err.code, err1.code);
                ck_assert_uint_eq(x.err.bit, err1.bit);
            }
        }
        if (cut == 0)
            break;
    }
    free(whole);
    tu_recfx_free(&x);
}
END_TEST

Suite *make_record_bad_suite(void)
{
    Suite *s = suite_create("record_bad");
    TCase *tc = tcase_create("records");
    tcase_add_test(tc, record_undefined_abbrev);
    tcase_add_test(tc, record_blob_past_end);
    tcase_add_test(tc, record_implausible_counts);
    tcase_add_test(tc, record_bad_vbr);
    tcase_add_test(tc, record_code_too_wide);
    tcase_add_loop_test(tc, record_skip_matches_decode, 0, 40);
    suite_add_tcase(s, tc);
    return s;
}
