/*
 * check_record.c - decoding one record with bcq__record_read
 * (lib/bitstream/record.c, BitCodeFormat.rst "UNABBREV_RECORD Encoding",
 * "Abbreviated Record Encoding").  Records that must fail, and skipping
 * that must agree with decoding: check_record_bad.c.
 *
 * Each test writes abbreviation bodies and records with the bit writer
 * (abbrev ids WIDTH bits wide), copies the stream into an exactly sized
 * buffer and decodes from the bit just after the record's abbrev id
 * (testutil.h's tu_recfx).
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

#define WIDTH TU_RECFX_WIDTH

/* Rule: UNABBREV_RECORD is [code vbr6, numops vbr6, ops vbr6...]: code,
 * operand values up to 64 bits, no array, no blob, offset/end bits; and
 * the same record stepped over (ops == NULL) ends at the same bit. */
START_TEST(record_unabbrev)
{
    tu_recfx x;
    tu_recfx_init(&x);
    const uint64_t ops[] = {0, 31, 32, 1000000, UINT64_MAX};
    uint64_t id = bw_unabbrev(&x.w, WIDTH, 9, TU_NOPS(ops), ops);
    uint64_t end = bw_bitpos(&x.w);
    bw_fixed(&x.w, WIDTH, 0);
    uint64_t pos;
    ck_assert_int_eq(tu_recfx_read(&x, id, 0, 0, &pos), 0);
    ck_assert_uint_eq(x.rec.code, 9);
    ck_assert_uint_eq(x.rec.abbrev_id, 3);
    ck_assert_uint_eq(x.rec.nops, TU_NOPS(ops));
    for (size_t i = 0; i < TU_NOPS(ops); i++)
        ck_assert_uint_eq(x.rec.ops[i], ops[i]);
    ck_assert_uint_eq(x.rec.array_start, BCQ_NONE);
    ck_assert_int_eq(x.rec.has_blob, 0);
    ck_assert_ptr_null(x.rec.blob.ptr);
    ck_assert_uint_eq(x.rec.bit, id);
    ck_assert_uint_eq(x.rec.end_bit, end);
    ck_assert_uint_eq(pos, end);
    /* stepped over */
    ck_assert_int_eq(tu_recfx_read(&x, id, 0, 1, &pos), 0);
    ck_assert_uint_eq(x.rec.code, 9);
    ck_assert_uint_eq(x.rec.nops, 0);
    ck_assert_uint_eq(pos, end);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: an abbreviated record reads each scalar operand as its
 * abbreviation says: literal code and literal operand (not in the input),
 * Fixed, VBR, Char6 (decoded to the character), Fixed(0) as 0. */
START_TEST(record_abbrev_scalars)
{
    tu_recfx x;
    tu_recfx_init(&x);
    const bw_op ab[] = {{BW_LIT, 7}, {BW_FIXED, 5}, {BW_VBR, 6},
                        {BW_CHAR6, 0}, {BW_FIXED, 0}, {BW_LIT, 99},
                        {BW_FIXED, 32}};
    tu_recfx_define(&x, TU_NOPS(ab), ab);
    uint64_t id = tu_recfx_id(&x, 4);
    bw_fixed(&x.w, 5, 17);
    bw_vbr(&x.w, 6, 1000);
    bw_char6(&x.w, 'Z');
    bw_fixed(&x.w, 32, 0xFEDCBA98u);
    uint64_t end = bw_bitpos(&x.w);
    uint64_t pos;
    ck_assert_int_eq(tu_recfx_read(&x, id, 0, 0, &pos), 0);
    ck_assert_uint_eq(x.rec.code, 7);
    ck_assert_uint_eq(x.rec.abbrev_id, 4);
    const uint64_t want[] = {17, 1000, 'Z', 0, 99, 0xFEDCBA98u};
    ck_assert_uint_eq(x.rec.nops, TU_NOPS(want));
    for (size_t i = 0; i < TU_NOPS(want); i++)
        ck_assert_uint_eq(x.rec.ops[i], want[i]);
    ck_assert_uint_eq(x.rec.array_start, BCQ_NONE);
    ck_assert_uint_eq(x.rec.end_bit, end);
    ck_assert_uint_eq(pos, end);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: Arrays (length vbr6, then elements) of Char6, Fixed and VBR give
 * their elements as operands from array_start; an empty array gives
 * array_start == nops; a VBR-coded record code is read from the input. */
START_TEST(record_abbrev_arrays)
{
    tu_recfx x;
    tu_recfx_init(&x);
    const bw_op c6[] = {{BW_LIT, 2}, {BW_ARRAY, 0}, {BW_CHAR6, 0}};
    const bw_op fx3[] = {{BW_LIT, 3}, {BW_FIXED, 8}, {BW_ARRAY, 0},
                         {BW_FIXED, 3}};
    const bw_op vb[] = {{BW_VBR, 6}, {BW_ARRAY, 0}, {BW_VBR, 4}};
    tu_recfx_define(&x, TU_NOPS(c6), c6);
    tu_recfx_define(&x, TU_NOPS(fx3), fx3);
    tu_recfx_define(&x, TU_NOPS(vb), vb);
    uint64_t id1 = tu_recfx_id(&x, 4);
    bw_array_char6(&x.w, "hello_W0.");
    uint64_t id2 = tu_recfx_id(&x, 5);
    bw_fixed(&x.w, 8, 200);
    const uint64_t f[] = {0, 7, 5, 1};
    bw_array_fixed(&x.w, 3, TU_NOPS(f), f);
    uint64_t id3 = tu_recfx_id(&x, 6);
    bw_vbr(&x.w, 6, 40);
    const uint64_t v[] = {0, 7, 8, 100000, UINT64_MAX};
    bw_array_vbr(&x.w, 4, TU_NOPS(v), v);
    uint64_t id4 = tu_recfx_id(&x, 5);
    bw_fixed(&x.w, 8, 1);
    bw_vbr(&x.w, 6, 0); /* empty array */
    uint64_t end4 = bw_bitpos(&x.w);

    ck_assert_int_eq(tu_recfx_read(&x, id1, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 2);
    ck_assert_uint_eq(x.rec.array_start, 0);
    ck_assert_uint_eq(x.rec.nops, 9);
    for (size_t i = 0; i < 9; i++)
        ck_assert_uint_eq(x.rec.ops[i], (unsigned char)"hello_W0."[i]);
    ck_assert_uint_eq(x.rec.end_bit, id2);

    ck_assert_int_eq(tu_recfx_read(&x, id2, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 3);
    ck_assert_uint_eq(x.rec.array_start, 1);
    ck_assert_uint_eq(x.rec.nops, 5);
    ck_assert_uint_eq(x.rec.ops[0], 200);
    for (size_t i = 0; i < TU_NOPS(f); i++)
        ck_assert_uint_eq(x.rec.ops[1 + i], f[i]);
    ck_assert_uint_eq(x.rec.end_bit, id3);

    ck_assert_int_eq(tu_recfx_read(&x, id3, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 40);
    ck_assert_uint_eq(x.rec.array_start, 0);
    ck_assert_uint_eq(x.rec.nops, TU_NOPS(v));
    for (size_t i = 0; i < TU_NOPS(v); i++)
        ck_assert_uint_eq(x.rec.ops[i], v[i]);
    ck_assert_uint_eq(x.rec.end_bit, id4);

    ck_assert_int_eq(tu_recfx_read(&x, id4, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.nops, 1);
    ck_assert_uint_eq(x.rec.array_start, 1);
    ck_assert_uint_eq(x.rec.end_bit, end4);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: an Array of VBR elements gives each element whatever its number
 * of chunks (the decoder takes those that end in a 57-bit load together,
 * record.c's bulk, and one longer than a load alone): 600 elements of
 * 1 to 11 VBR6 chunks, and of VBR3 and VBR8, at every offset a load can
 * start at, each equal to what was written, the record ending where it
 * was written. */
START_TEST(record_vbr_array_loads)
{
    static const unsigned widths[] = {3, 6, 8};
    for (size_t wi = 0; wi < TU_NOPS(widths); wi++) {
        tu_recfx x;
        tu_recfx_init(&x);
        const bw_op ab[] = {{BW_LIT, 35}, {BW_ARRAY, 0},
                            {BW_VBR, widths[wi]}};
        tu_recfx_define(&x, TU_NOPS(ab), ab);
        enum { N = 600 };
        uint64_t v[N], r = 0x9E3779B97F4A7C15u;
        for (size_t i = 0; i < N; i++) {
            r = r * 6364136223846793005u + 1442695040888963407u;
            unsigned bits = (unsigned)(r >> 58); /* 0..63 bits of value */
            v[i] = bits ? (r >> 3) & (UINT64_MAX >> (64 - bits)) : 0;
            if (i % 97 == 0)
                v[i] = UINT64_MAX; /* longer than a load */
        }
        uint64_t id = tu_recfx_id(&x, 4);
        bw_array_vbr(&x.w, widths[wi], N, v);
        uint64_t end = bw_bitpos(&x.w);
        bw_fixed(&x.w, WIDTH, 0);
        ck_assert_int_eq(tu_recfx_read(&x, id, 0, 0, NULL), 0);
        ck_assert_uint_eq(x.rec.code, 35);
        ck_assert_uint_eq(x.rec.nops, N);
        for (size_t i = 0; i < N; i++)
            ck_assert_msg(x.rec.ops[i] == v[i],
                          "VBR%u element %zu: %llu, written %llu",
                          widths[wi], i, (unsigned long long)x.rec.ops[i],
                          (unsigned long long)v[i]);
        ck_assert_uint_eq(x.rec.end_bit, end);
        tu_recfx_free(&x);
    }
}
END_TEST

/* bcq__ops.keep (ir/module.c's lite decode): an unabbreviated record of
 * a code in keep_codes gives its first keep operands, its operand count
 * in total, and ends where it was written -- whatever the lengths of the
 * operands stepped over, one longer than a 57-bit load among them (the
 * step then goes one value at a time); a shorter record and one of
 * another code are read whole; a record cut short fails as the whole
 * read fails, at the same bit. */
START_TEST(record_keep_prefix)
{
    tu_recfx x;
    tu_recfx_init(&x);
    enum { N = 20 };
    uint64_t v[N], r = 0x2545F4914F6CDD1Du;
    for (size_t i = 0; i < N; i++) {
        r = r * 6364136223846793005u + 1442695040888963407u;
        unsigned bits = (unsigned)(r >> 58);
        v[i] = bits ? (r >> 3) & (UINT64_MAX >> (64 - bits)) : 0;
    }
    v[11] = UINT64_MAX; /* eleven chunks: no load holds it */
    uint64_t id1 = tu_recfx_id(&x, 3), end1, id2, end2, id3, end3, id4;
    bw_vbr(&x.w, 6, 7);
    bw_vbr(&x.w, 6, N);
    for (size_t i = 0; i < N; i++)
        bw_vbr(&x.w, 6, v[i]);
    end1 = bw_bitpos(&x.w);
    id2 = tu_recfx_id(&x, 3);
    bw_vbr(&x.w, 6, 8);
    bw_vbr(&x.w, 6, 3);
    for (size_t i = 0; i < 3; i++)
        bw_vbr(&x.w, 6, v[i]);
    end2 = bw_bitpos(&x.w);
    id3 = tu_recfx_id(&x, 3);
    bw_vbr(&x.w, 6, 9);
    bw_vbr(&x.w, 6, N);
    for (size_t i = 0; i < N; i++)
        bw_vbr(&x.w, 6, v[i]);
    end3 = bw_bitpos(&x.w);
    id4 = tu_recfx_id(&x, 3); /* says N operands, holds 5 */
    bw_vbr(&x.w, 6, 7);
    bw_vbr(&x.w, 6, N);
    for (size_t i = 0; i < 5; i++)
        bw_vbr(&x.w, 6, v[i]);
    bw_fixed(&x.w, 5, 0);

    /* the whole read of the cut record first: its status and bit */
    int whole_rc = tu_recfx_read(&x, id4, 0, 0, NULL);
    uint64_t whole_bit = x.err.bit;
    ck_assert_int_ne(whole_rc, 0);

    x.ops.keep = 6;
    x.ops.keep_codes = UINT64_C(1) << 7 | UINT64_C(1) << 8;
    uint64_t end;
    ck_assert_int_eq(tu_recfx_read(&x, id1, 0, 0, &end), 0);
    ck_assert_uint_eq(x.rec.code, 7);
    ck_assert_uint_eq(x.rec.nops, 6);
    ck_assert_uint_eq(x.ops.total, N);
    for (size_t i = 0; i < 6; i++)
        ck_assert(x.rec.ops[i] == v[i]);
    ck_assert_uint_eq(end, end1);
    ck_assert_uint_eq(x.rec.end_bit, end1);

    ck_assert_int_eq(tu_recfx_read(&x, id2, 0, 0, &end), 0);
    ck_assert_uint_eq(x.rec.nops, 3);
    ck_assert_uint_eq(x.ops.total, 3);
    ck_assert_uint_eq(end, end2);

    ck_assert_int_eq(tu_recfx_read(&x, id3, 0, 0, &end), 0);
    ck_assert_uint_eq(x.rec.code, 9);
    ck_assert_uint_eq(x.rec.nops, N);
    ck_assert_uint_eq(x.ops.total, N);
    for (size_t i = 0; i < N; i++)
        ck_assert(x.rec.ops[i] == v[i]);
    ck_assert_uint_eq(end, end3);

    ck_assert_int_eq(tu_recfx_read(&x, id4, 0, 0, NULL), whole_rc);
    ck_assert_uint_eq(x.err.bit, whole_bit);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: a Blob is [length vbr6, align32, bytes, pad to 4 bytes]; the
 * record's blob points into the input at the aligned byte (zero-copy), the
 * cursor ends 32-bit aligned after the padding, and operands after the
 * blob are still read.  Also a 0-byte blob and an exact 4-byte fit. */
START_TEST(record_blob)
{
    tu_recfx x;
    tu_recfx_init(&x);
    const bw_op ab[] = {{BW_LIT, 5}, {BW_VBR, 6}, {BW_BLOB, 0},
                        {BW_FIXED, 4}};
    const bw_op ab2[] = {{BW_LIT, 6}, {BW_BLOB, 0}};
    tu_recfx_define(&x, TU_NOPS(ab), ab);
    tu_recfx_define(&x, TU_NOPS(ab2), ab2);
    uint64_t id = tu_recfx_id(&x, 4);
    bw_vbr(&x.w, 6, 33);
    bw_vbr(&x.w, 6, 7);
    bw_align32(&x.w);
    uint64_t data_bit = bw_bitpos(&x.w);
    bw_bytes(&x.w, "abcdefg", 7);
    bw_align32(&x.w);
    uint64_t after = bw_bitpos(&x.w);
    bw_fixed(&x.w, 4, 9);
    uint64_t id2 = tu_recfx_id(&x, 5);
    bw_blob(&x.w, "", 0);
    uint64_t id3 = tu_recfx_id(&x, 5);
    bw_blob(&x.w, "WXYZ", 4);
    uint64_t end3 = bw_bitpos(&x.w); /* the buffer ends here exactly */

    uint64_t pos;
    ck_assert_int_eq(tu_recfx_read(&x, id, 0, 0, &pos), 0);
    ck_assert_uint_eq(x.rec.code, 5);
    ck_assert_int_eq(x.rec.has_blob, 1);
    ck_assert_ptr_eq(x.rec.blob.ptr, x.buf + data_bit / 8);
    ck_assert_uint_eq(x.rec.blob.len, 7);
    ck_assert_int_eq(memcmp(x.rec.blob.ptr, "abcdefg", 7), 0);
    ck_assert_uint_eq(after % 32, 0);
    ck_assert_uint_eq(x.rec.nops, 2);
    ck_assert_uint_eq(x.rec.ops[0], 33);
    ck_assert_uint_eq(x.rec.ops[1], 9);
    ck_assert_uint_eq(pos, after + 4);
    ck_assert_uint_eq(x.rec.array_start, BCQ_NONE);

    ck_assert_int_eq(tu_recfx_read(&x, id2, 0, 0, &pos), 0);
    ck_assert_int_eq(x.rec.has_blob, 1);
    ck_assert_uint_eq(x.rec.blob.len, 0);
    ck_assert_uint_eq(pos % 32, 0);
    ck_assert_uint_eq(pos, id3);

    ck_assert_int_eq(tu_recfx_read(&x, id3, 0, 0, &pos), 0);
    ck_assert_uint_eq(x.rec.blob.len, 4);
    ck_assert_ptr_eq(x.rec.blob.ptr, x.buf + x.size - 4);
    ck_assert_uint_eq(pos, end3);
    ck_assert_uint_eq(end3, (uint64_t)x.size * 8);
    /* stepped over: the same end */
    ck_assert_int_eq(tu_recfx_read(&x, id, 0, 1, &pos), 0);
    ck_assert_uint_eq(pos, after + 4);
    tu_recfx_free(&x);
}
END_TEST

/* Rule: the operand vector is reused: a second read starts from 0 and a
 * record with fewer operands reports only its own. */
START_TEST(record_ops_reused)
{
    tu_recfx x;
    tu_recfx_init(&x);
    const uint64_t many[] = {1, 2, 3, 4, 5, 6, 7, 8};
    const uint64_t one[] = {42};
    uint64_t id1 = bw_unabbrev(&x.w, WIDTH, 1, TU_NOPS(many), many);
    uint64_t id2 = bw_unabbrev(&x.w, WIDTH, 2, TU_NOPS(one), one);
    ck_assert_int_eq(tu_recfx_read(&x, id1, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.nops, 8);
    ck_assert_int_eq(tu_recfx_read(&x, id2, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 2);
    ck_assert_uint_eq(x.rec.nops, 1);
    ck_assert_uint_eq(x.rec.ops[0], 42);
    tu_recfx_free(&x);
}
END_TEST

Suite *make_record_suite(void)
{
    Suite *s = suite_create("record");
    TCase *tc = tcase_create("records");
    tcase_add_test(tc, record_unabbrev);
    tcase_add_test(tc, record_abbrev_scalars);
    tcase_add_test(tc, record_abbrev_arrays);
    tcase_add_test(tc, record_vbr_array_loads);
    tcase_add_test(tc, record_keep_prefix);
    tcase_add_test(tc, record_blob);
    tcase_add_test(tc, record_ops_reused);
    suite_add_tcase(s, tc);
    return s;
}
