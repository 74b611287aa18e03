/*
 * check_abbrev.c - DEFINE_ABBREV parsing (lib/bitstream/abbrev.c, BitCodeFormat.rst
 * "DEFINE_ABBREV Encoding", doc/format.md 3.1).  Each body is written after
 * LEAD junk bits, so offsets are checked relative to a non-zero start.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bitwriter.h"
#include "internals.h"
#include "suites.h"

#define LEAD 5u /* bits before the body: the cursor starts here */

#define NOPS(a) (sizeof(a) / sizeof((a)[0]))

/* The result of parsing one body: status, error and where things ended. */
typedef struct parsed {
    int rc;
    bcq_error err;
    uint64_t end; /* cursor position afterwards */
} parsed;

/* Parse DEFINE_ABBREV bodies from a writer (the body starts at LEAD) into
 * a, from an exactly sized buffer. */
static parsed parse_w(bw *w, bcq__abbrevs *a)
{
    parsed p;
    size_t size = bw_size(w);
    uint8_t *buf = bw_dup(w, size);
    bcq__cursor c = bcq__cursor_make(buf, size);
    c.pos = LEAD;
    bcq__error_clear(&p.err);
    p.rc = bcq__abbrev_read(&c, a, &p.err);
    p.end = c.pos;
    free(buf);
    return p;
}

/* One body, nothing after it but padding to a byte. */
static parsed parse_ops(size_t nops, const bw_op *ops, bcq__abbrevs *a)
{
    bw w;
    bw_init(&w);
    bw_fixed(&w, LEAD, 0x15);
    bw_abbrev_body(&w, nops, ops);
    parsed p = parse_w(&w, a);
    bw_free(&w);
    return p;
}

/* Bits of v as VBR-n. */
static uint64_t vbr_bits(unsigned n, uint64_t v)
{
    uint64_t chunks = 1;
    while (v >> (n - 1)) {
        v >>= n - 1;
        chunks++;
    }
    return chunks * n;
}

/* Bit of operand k of a body that starts at LEAD: the vbr5 count, then
 * operands 0..k-1 (literal: 1 + vbr8; else 1 + 3 [+ vbr5 width]). */
static uint64_t op_bit(size_t nops, const bw_op *ops, size_t k)
{
    uint64_t bit = LEAD + vbr_bits(5, nops);
    for (size_t i = 0; i < k; i++) {
        if (ops[i].kind == BW_LIT)
            bit += 1 + vbr_bits(8, ops[i].value);
        else
            bit += 4 + (ops[i].kind == BW_FIXED || ops[i].kind == BW_VBR
                            ? vbr_bits(5, ops[i].value)
                            : 0);
    }
    return bit;
}

static void expect_fail(size_t nops, const bw_op *ops, int code, uint64_t at)
{
    bcq__abbrevs a = {0};
    parsed p = parse_ops(nops, ops, &a);
    ck_assert_int_eq(p.rc, code);
    ck_assert_int_eq(p.err.code, code);
    ck_assert_uint_eq(p.err.bit, at);
    ck_assert_uint_eq(a.n, 0);   /* nothing pushed on failure */
    ck_assert_uint_eq(a.npool, 0);
    bcq__abbrevs_free(&a);
}

/* Rule: every operand kind parses to its kind and value (literal, Fixed,
 * VBR, Array + element, Char6, Blob); the second abbreviation's ops start
 * in the pool after the first's; the cursor ends after the last op. */
START_TEST(abbrev_every_kind)
{
    const bw_op a1[] = {{BW_LIT, 7}, {BW_FIXED, 3}, {BW_VBR, 6},
                        {BW_CHAR6, 0}, {BW_ARRAY, 0}, {BW_FIXED, 8}};
    const bw_op a2[] = {{BW_LIT, UINT64_MAX}, {BW_VBR, 32}, {BW_FIXED, 32},
                        {BW_BLOB, 0}};
    bw w;
    bw_init(&w);
    bw_fixed(&w, LEAD, 0);
    bw_abbrev_body(&w, NOPS(a1), a1);
    uint64_t mid = bw_bitpos(&w);
    bw_abbrev_body(&w, NOPS(a2), a2);
    uint64_t end = bw_bitpos(&w);
    bcq__abbrevs a = {0};
    parsed p = parse_w(&w, &a);
    ck_assert_int_eq(p.rc, 0);
    ck_assert_uint_eq(p.end, mid);
    size_t size = bw_size(&w);
    uint8_t *buf = bw_dup(&w, size);
    bcq__cursor c = bcq__cursor_make(buf, size);
    c.pos = mid;
    bcq_error err;
    bcq__error_clear(&err);
    ck_assert_int_eq(bcq__abbrev_read(&c, &a, &err), 0);
    ck_assert_uint_eq(c.pos, end);
    free(buf);
    bw_free(&w);

    ck_assert_uint_eq(a.n, 2);
    ck_assert_uint_eq(a.npool, 10);
    ck_assert_ptr_null(a.list[0].ops);
    ck_assert_uint_eq(a.list[0].off, 0);
    ck_assert_uint_eq(a.list[0].nops, 6);
    ck_assert_uint_eq(a.list[1].off, 6);
    ck_assert_uint_eq(a.list[1].nops, 4);
    static const uint8_t kinds[] = {
        BCQ__OP_LITERAL, BCQ__OP_FIXED, BCQ__OP_VBR,   BCQ__OP_CHAR6,
        BCQ__OP_ARRAY,   BCQ__OP_FIXED, BCQ__OP_LITERAL, BCQ__OP_VBR,
        BCQ__OP_FIXED,   BCQ__OP_BLOB};
    static const uint64_t vals[] = {7, 3, 6, 0, 0, 8, UINT64_MAX, 32, 32, 0};
    for (size_t i = 0; i < 10; i++) {
        ck_assert_uint_eq(a.pool[i].kind, kinds[i]);
        ck_assert_uint_eq(a.pool[i].value, vals[i]);
    }
    ck_assert_ptr_eq(bcq__abbrev_ops(&a, &a.list[1]), a.pool + 6);
    bcq__abbrevs_free(&a);
}
END_TEST

/* Rule: Fixed(0) and VBR(0) are legal and read as the literal 0
 * (upstream ReadAbbrevRecord). */
START_TEST(abbrev_width0_is_literal0)
{
    const bw_op ops[] = {{BW_LIT, 1}, {BW_FIXED, 0}, {BW_VBR, 0}};
    bcq__abbrevs a = {0};
    parsed p = parse_ops(NOPS(ops), ops, &a);
    ck_assert_int_eq(p.rc, 0);
    ck_assert_uint_eq(a.n, 1);
    ck_assert_uint_eq(a.pool[1].kind, BCQ__OP_LITERAL);
    ck_assert_uint_eq(a.pool[1].value, 0);
    ck_assert_uint_eq(a.pool[2].kind, BCQ__OP_LITERAL);
    ck_assert_uint_eq(a.pool[2].value, 0);
    bcq__abbrevs_free(&a);
}
END_TEST

/* Rule: Fixed and VBR widths up to 32 are accepted; 33 (and a huge width)
 * is BCQ_E_BAD_ABBREV at the operand's first bit (the isliteral bit). */
START_TEST(abbrev_width_32_ok_33_rejected)
{
    const bw_op ok[] = {{BW_FIXED, 32}, {BW_VBR, 32}};
    bcq__abbrevs a = {0};
    parsed p = parse_ops(NOPS(ok), ok, &a);
    ck_assert_int_eq(p.rc, 0);
    ck_assert_uint_eq(a.pool[0].kind, BCQ__OP_FIXED);
    ck_assert_uint_eq(a.pool[0].value, 32);
    ck_assert_uint_eq(a.pool[1].kind, BCQ__OP_VBR);
    bcq__abbrevs_free(&a);

    const bw_op f33[] = {{BW_LIT, 1}, {BW_FIXED, 33}};
    expect_fail(NOPS(f33), f33, BCQ_E_BAD_ABBREV, op_bit(2, f33, 1));
    const bw_op v33[] = {{BW_LIT, 1}, {BW_VBR, 33}};
    expect_fail(NOPS(v33), v33, BCQ_E_BAD_ABBREV, op_bit(2, v33, 1));
    const bw_op fhuge[] = {{BW_FIXED, UINT64_C(1) << 40}};
    expect_fail(NOPS(fhuge), fhuge, BCQ_E_BAD_ABBREV, LEAD + 5);
}
END_TEST

/* Rule: VBR(1) has no payload bits and is BCQ_E_BAD_ABBREV at the
 * operand; Fixed(1) and VBR(2) are fine. */
START_TEST(abbrev_vbr1)
{
    const bw_op ops[] = {{BW_LIT, 1}, {BW_FIXED, 1}, {BW_VBR, 1}};
    expect_fail(NOPS(ops), ops, BCQ_E_BAD_ABBREV, op_bit(3, ops, 2));
    const bw_op ok[] = {{BW_FIXED, 1}, {BW_VBR, 2}};
    bcq__abbrevs a = {0};
    ck_assert_int_eq(parse_ops(NOPS(ok), ok, &a).rc, 0);
    ck_assert_uint_eq(a.pool[1].value, 2);
    bcq__abbrevs_free(&a);
}
END_TEST

/* Rule: encodings 0, 6 and 7 are invalid: BCQ_E_BAD_ABBREV at the
 * operand's first bit. */
START_TEST(abbrev_bad_encoding)
{
    static const unsigned encs[] = {0, 6, 7};
    for (size_t k = 0; k < 3; k++) {
        const bw_op ops[] = {{BW_LIT, 4}, {BW_VBR, 6}, {encs[k], 0}};
        expect_fail(NOPS(ops), ops, BCQ_E_BAD_ABBREV, op_bit(3, ops, 2));
    }
}
END_TEST

/* Rule: an abbreviation needs at least one operand: a count of 0 is
 * BCQ_E_BAD_ABBREV at the count. */
START_TEST(abbrev_no_ops)
{
    expect_fail(0, NULL, BCQ_E_BAD_ABBREV, LEAD);
}
END_TEST

/* Rule: an Array must be the second to last operand: Array last, or Array
 * followed by two operands, is BCQ_E_BAD_ABBREV at the Array. */
START_TEST(abbrev_array_not_second_to_last)
{
    const bw_op last[] = {{BW_LIT, 1}, {BW_ARRAY, 0}};
    expect_fail(NOPS(last), last, BCQ_E_BAD_ABBREV, op_bit(2, last, 1));
    const bw_op early[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 8},
                           {BW_FIXED, 8}};
    expect_fail(NOPS(early), early, BCQ_E_BAD_ABBREV, op_bit(4, early, 1));
}
END_TEST

/* Rule: an Array's element must be Fixed(>0), VBR or Char6: an Array,
 * Blob, literal or Fixed(0) element is BCQ_E_BAD_ABBREV at the element. */
START_TEST(abbrev_array_bad_element)
{
    const bw_op els[][1] = {{{BW_ARRAY, 0}}, {{BW_BLOB, 0}}, {{BW_LIT, 3}},
                            {{BW_FIXED, 0}}, {{BW_VBR, 0}}};
    for (size_t k = 0; k < 5; k++) {
        const bw_op ops[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, els[k][0]};
        expect_fail(NOPS(ops), ops, BCQ_E_BAD_ABBREV, op_bit(3, ops, 2));
    }
    /* the accepted elements */
    const bw_op okk[][1] = {{{BW_FIXED, 1}}, {{BW_VBR, 2}}, {{BW_CHAR6, 0}}};
    for (size_t k = 0; k < 3; k++) {
        const bw_op ops[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, okk[k][0]};
        bcq__abbrevs a = {0};
        ck_assert_int_eq(parse_ops(NOPS(ops), ops, &a).rc, 0);
        ck_assert_uint_eq(a.pool[1].kind, BCQ__OP_ARRAY);
        bcq__abbrevs_free(&a);
    }
}
END_TEST

/* Rule: the first operand (the record code) may not be an Array or a Blob:
 * BCQ_E_BAD_ABBREV at operand 0. */
START_TEST(abbrev_code_array_or_blob)
{
    const bw_op arr[] = {{BW_ARRAY, 0}, {BW_FIXED, 8}};
    expect_fail(NOPS(arr), arr, BCQ_E_BAD_ABBREV, LEAD + 5);
    const bw_op blob[] = {{BW_BLOB, 0}};
    expect_fail(NOPS(blob), blob, BCQ_E_BAD_ABBREV, LEAD + 5);
    /* a Blob elsewhere, even not last, is accepted (LLVM does) */
    const bw_op mid[] = {{BW_LIT, 2}, {BW_BLOB, 0}, {BW_VBR, 6}};
    bcq__abbrevs a = {0};
    ck_assert_int_eq(parse_ops(NOPS(mid), mid, &a).rc, 0);
    ck_assert_uint_eq(a.pool[1].kind, BCQ__OP_BLOB);
    bcq__abbrevs_free(&a);
}
END_TEST

/* Rule: an operand count larger than the bits left after it is
 * BCQ_E_IMPLAUSIBLE at the count, before anything is allocated. */
START_TEST(abbrev_implausible_count)
{
    bw w;
    bw_init(&w);
    bw_fixed(&w, LEAD, 0);
    bw_vbr(&w, 5, 1000000); /* 5 chunks: 25 bits, then 10 bits left */
    bw_fixed(&w, 7, 0x7F);
    bcq__abbrevs a = {0};
    parsed p = parse_w(&w, &a);
    ck_assert_int_eq(p.rc, BCQ_E_IMPLAUSIBLE);
    ck_assert_int_eq(p.err.code, BCQ_E_IMPLAUSIBLE);
    ck_assert_uint_eq(p.err.bit, LEAD);
    ck_assert_uint_eq(p.end, LEAD + 25); /* the count was consumed */
    ck_assert_ptr_null(a.pool);
    bw_free(&w);
}
END_TEST

/* Rule: a body cut by the end of the input is BCQ_E_TRUNCATED at the
 * primitive that could not be read (count, isliteral bit, literal value,
 * encoding, width); a count whose VBR exceeds 64 bits is BCQ_E_BAD_VBR at
 * the count. */
START_TEST(abbrev_truncated)
{
    /* two literal operands promised, the second's value is cut: the body
     * is 5 + 5 + 9 + 1 bits = 20, then a vbr8 needs 8 of the 4 left */
    bw w;
    bw_init(&w);
    bw_fixed(&w, LEAD, 0);
    bw_vbr(&w, 5, 2);
    bw_fixed(&w, 1, 1);
    bw_vbr(&w, 8, 9);
    bw_fixed(&w, 1, 1); /* isliteral of op 1 at bit 19 */
    bw_fixed(&w, 4, 0); /* 24 bits = 3 bytes */
    bcq__abbrevs a = {0};
    parsed p = parse_w(&w, &a);
    ck_assert_int_eq(p.rc, BCQ_E_TRUNCATED);
    ck_assert_uint_eq(p.err.bit, 20);
    ck_assert_uint_eq(a.n, 0);
    bw_free(&w);

    /* a Fixed whose width VBR is cut: op 1's isliteral at 19, encoding
     * at 20, width at 23 needs 5 bits, 1 is left */
    bw_init(&w);
    bw_fixed(&w, LEAD, 0);
    bw_vbr(&w, 5, 2);
    bw_fixed(&w, 1, 1);
    bw_vbr(&w, 8, 9);
    bw_fixed(&w, 1, 0);
    bw_fixed(&w, 3, BW_FIXED);
    bw_fixed(&w, 1, 0);
    p = parse_w(&w, &a);
    ck_assert_int_eq(p.rc, BCQ_E_TRUNCATED);
    ck_assert_uint_eq(p.err.bit, 23);
    bw_free(&w);

    /* an encoding cut: three literals end at bit 37, op 3's isliteral (0)
     * at 37, its encoding at 38 needs 3 bits, 2 are left */
    bw_init(&w);
    bw_fixed(&w, LEAD, 0);
    bw_vbr(&w, 5, 4);
    for (int i = 0; i < 3; i++) {
        bw_fixed(&w, 1, 1);
        bw_vbr(&w, 8, 9);
    }
    bw_fixed(&w, 3, 0);
    p = parse_w(&w, &a);
    ck_assert_int_eq(p.rc, BCQ_E_TRUNCATED);
    ck_assert_uint_eq(p.err.bit, 38);
    bw_free(&w);

    bw_init(&w);
    bw_fixed(&w, LEAD, 0);
    bw_vbr_chunks(&w, 5, 20, 0xF, 1); /* 80 bits of payload */
    bw_fixed(&w, 32, 0);
    p = parse_w(&w, &a);
    ck_assert_int_eq(p.rc, BCQ_E_BAD_VBR);
    ck_assert_uint_eq(p.err.bit, LEAD);
    ck_assert_uint_eq(p.end, LEAD);
    bw_free(&w);
    bcq__abbrevs_free(&a);
}
END_TEST

/* Rule: a failed definition leaves an existing scope as it was (same
 * count, same pool size), so later ids keep their meaning. */
START_TEST(abbrev_failure_keeps_scope)
{
    const bw_op good[] = {{BW_LIT, 1}, {BW_FIXED, 4}};
    const bw_op bad[] = {{BW_LIT, 1}, {BW_FIXED, 4}, {6, 0}};
    bcq__abbrevs a = {0};
    ck_assert_int_eq(parse_ops(NOPS(good), good, &a).rc, 0);
    parsed p = parse_ops(NOPS(bad), bad, &a);
    ck_assert_int_eq(p.rc, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(a.n, 1);
    ck_assert_uint_eq(a.npool, 2);
    ck_assert_int_eq(parse_ops(NOPS(good), good, &a).rc, 0);
    ck_assert_uint_eq(a.n, 2);
    ck_assert_uint_eq(a.list[1].off, 2);
    bcq__abbrevs_free(&a);
}
END_TEST

Suite *make_abbrev_suite(void)
{
    Suite *s = suite_create("abbrev");
    TCase *tc = tcase_create("define_abbrev");
    tcase_add_test(tc, abbrev_every_kind);
    tcase_add_test(tc, abbrev_width0_is_literal0);
    tcase_add_test(tc, abbrev_width_32_ok_33_rejected);
    tcase_add_test(tc, abbrev_vbr1);
    tcase_add_test(tc, abbrev_bad_encoding);
    tcase_add_test(tc, abbrev_no_ops);
    tcase_add_test(tc, abbrev_array_not_second_to_last);
    tcase_add_test(tc, abbrev_array_bad_element);
    tcase_add_test(tc, abbrev_code_array_or_blob);
    tcase_add_test(tc, abbrev_implausible_count);
    tcase_add_test(tc, abbrev_truncated);
    tcase_add_test(tc, abbrev_failure_keeps_scope);
    suite_add_tcase(s, tc);
    return s;
}
