/*
 * check_record.c - decoding one record with bcq__record_read (lib/record.c,
 * BitCodeFormat.rst "UNABBREV_RECORD Encoding", "Abbreviated Record
 * Encoding"; doc/format.md 2.7 and 2.4 on plausible counts and blobs).
 *
 * Each test writes abbreviation bodies and records with the bit writer
 * (abbrev ids WIDTH bits wide), copies the stream into an exactly sized
 * buffer and decodes from the bit just after the record's abbrev id.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bitwriter.h"
#include "internals.h"
#include "suites.h"

#define WIDTH 4u
#define NOPS(a) (sizeof(a) / sizeof((a)[0]))

/* A stream under construction plus the scope its abbreviations go to. */
typedef struct fx {
    bw w;
    bcq__abbrevs a;
    bcq__ops ops;
    uint8_t *buf;
    size_t size;
    bcq_record rec;
    bcq_error err;
} fx;

static void fx_init(fx *x)
{
    memset(x, 0, sizeof *x);
    bw_init(&x->w);
    bw_fixed(&x->w, 3, 5); /* leading junk: nothing starts at bit 0 */
}

static void fx_free(fx *x)
{
    bw_free(&x->w);
    bcq__abbrevs_free(&x->a);
    free(x->ops.v);
    free(x->buf);
}

/* Define an abbreviation in x->a from its operand list. */
static void fx_define(fx *x, size_t nops, const bw_op *ops)
{
    bw t;
    bw_init(&t);
    bw_abbrev_body(&t, nops, ops);
    size_t n = bw_size(&t);
    uint8_t *p = bw_dup(&t, n);
    bcq__cursor c = bcq__cursor_make(p, n);
    bcq_error err;
    bcq__error_clear(&err);
    ck_assert_int_eq(bcq__abbrev_read(&c, &x->a, &err), 0);
    free(p);
    bw_free(&t);
}

/* Write an abbrev id; returns its bit. */
static uint64_t fx_id(fx *x, unsigned id)
{
    uint64_t at = bw_bitpos(&x->w);
    bw_fixed(&x->w, WIDTH, id);
    return at;
}

/* Freeze the stream (exact size) and decode the record whose id is at
 * id_bit, scope [first, a.n), operands to x->ops unless skip.  Returns the
 * status; *end gets the cursor afterwards. */
static int fx_read(fx *x, uint64_t id_bit, size_t first, int skip,
                   uint64_t *end)
{
    if (!x->buf) {
        x->size = bw_size(&x->w);
        x->buf = bw_dup(&x->w, x->size);
    }
    bcq__cursor c = bcq__cursor_make(x->buf, x->size);
    c.pos = id_bit;
    uint64_t id;
    ck_assert_int_eq(bcq__read_fixed(&c, WIDTH, &id), 0);
    bcq__error_clear(&x->err);
    int rc = bcq__record_read(&c, (unsigned)id, id_bit, &x->a, first,
                              skip ? NULL : &x->ops, &x->rec, &x->err);
    if (end)
        *end = c.pos;
    return rc;
}

static void expect_err(fx *x, uint64_t id_bit, size_t first, int code,
                       uint64_t at)
{
    ck_assert_int_eq(fx_read(x, id_bit, first, 0, NULL), code);
    ck_assert_int_eq(x->err.code, code);
    ck_assert_uint_eq(x->err.bit, at);
}

/* Rule: UNABBREV_RECORD is [code vbr6, numops vbr6, ops vbr6...]: code,
 * operand values up to 64 bits, no array, no blob, offset/end bits; and
 * the same record stepped over (ops == NULL) ends at the same bit. */
START_TEST(record_unabbrev)
{
    fx x;
    fx_init(&x);
    const uint64_t ops[] = {0, 31, 32, 1000000, UINT64_MAX};
    uint64_t id = bw_unabbrev(&x.w, WIDTH, 9, NOPS(ops), ops);
    uint64_t end = bw_bitpos(&x.w);
    bw_fixed(&x.w, WIDTH, 0);
    uint64_t pos;
    ck_assert_int_eq(fx_read(&x, id, 0, 0, &pos), 0);
    ck_assert_uint_eq(x.rec.code, 9);
    ck_assert_uint_eq(x.rec.abbrev_id, 3);
    ck_assert_uint_eq(x.rec.nops, NOPS(ops));
    for (size_t i = 0; i < NOPS(ops); i++)
        ck_assert_uint_eq(x.rec.ops[i], ops[i]);
    ck_assert_uint_eq(x.rec.array_start, BCQ_NONE);
    ck_assert_int_eq(x.rec.has_blob, 0);
    ck_assert_ptr_null(x.rec.blob.ptr);
    ck_assert_uint_eq(x.rec.bit, id);
    ck_assert_uint_eq(x.rec.end_bit, end);
    ck_assert_uint_eq(pos, end);
    /* stepped over */
    ck_assert_int_eq(fx_read(&x, id, 0, 1, &pos), 0);
    ck_assert_uint_eq(x.rec.code, 9);
    ck_assert_uint_eq(x.rec.nops, 0);
    ck_assert_uint_eq(pos, end);
    fx_free(&x);
}
END_TEST

/* Rule: an abbreviated record reads each scalar operand as its
 * abbreviation says: literal code and literal operand (not in the input),
 * Fixed, VBR, Char6 (decoded to the character), Fixed(0) as 0. */
START_TEST(record_abbrev_scalars)
{
    fx x;
    fx_init(&x);
    const bw_op ab[] = {{BW_LIT, 7}, {BW_FIXED, 5}, {BW_VBR, 6},
                        {BW_CHAR6, 0}, {BW_FIXED, 0}, {BW_LIT, 99},
                        {BW_FIXED, 32}};
    fx_define(&x, NOPS(ab), ab);
    uint64_t id = fx_id(&x, 4);
    bw_fixed(&x.w, 5, 17);
    bw_vbr(&x.w, 6, 1000);
    bw_char6(&x.w, 'Z');
    bw_fixed(&x.w, 32, 0xFEDCBA98u);
    uint64_t end = bw_bitpos(&x.w);
    uint64_t pos;
    ck_assert_int_eq(fx_read(&x, id, 0, 0, &pos), 0);
    ck_assert_uint_eq(x.rec.code, 7);
    ck_assert_uint_eq(x.rec.abbrev_id, 4);
    const uint64_t want[] = {17, 1000, 'Z', 0, 99, 0xFEDCBA98u};
    ck_assert_uint_eq(x.rec.nops, NOPS(want));
    for (size_t i = 0; i < NOPS(want); i++)
        ck_assert_uint_eq(x.rec.ops[i], want[i]);
    ck_assert_uint_eq(x.rec.array_start, BCQ_NONE);
    ck_assert_uint_eq(x.rec.end_bit, end);
    ck_assert_uint_eq(pos, end);
    fx_free(&x);
}
END_TEST

/* Rule: Arrays (length vbr6, then elements) of Char6, Fixed and VBR give
 * their elements as operands from array_start; an empty array gives
 * array_start == nops; a VBR-coded record code is read from the input. */
START_TEST(record_abbrev_arrays)
{
    fx x;
    fx_init(&x);
    const bw_op c6[] = {{BW_LIT, 2}, {BW_ARRAY, 0}, {BW_CHAR6, 0}};
    const bw_op fx3[] = {{BW_LIT, 3}, {BW_FIXED, 8}, {BW_ARRAY, 0},
                         {BW_FIXED, 3}};
    const bw_op vb[] = {{BW_VBR, 6}, {BW_ARRAY, 0}, {BW_VBR, 4}};
    fx_define(&x, NOPS(c6), c6);
    fx_define(&x, NOPS(fx3), fx3);
    fx_define(&x, NOPS(vb), vb);
    uint64_t id1 = fx_id(&x, 4);
    bw_array_char6(&x.w, "hello_W0.");
    uint64_t id2 = fx_id(&x, 5);
    bw_fixed(&x.w, 8, 200);
    const uint64_t f[] = {0, 7, 5, 1};
    bw_array_fixed(&x.w, 3, NOPS(f), f);
    uint64_t id3 = fx_id(&x, 6);
    bw_vbr(&x.w, 6, 40);
    const uint64_t v[] = {0, 7, 8, 100000, UINT64_MAX};
    bw_array_vbr(&x.w, 4, NOPS(v), v);
    uint64_t id4 = fx_id(&x, 5);
    bw_fixed(&x.w, 8, 1);
    bw_vbr(&x.w, 6, 0); /* empty array */
    uint64_t end4 = bw_bitpos(&x.w);

    ck_assert_int_eq(fx_read(&x, id1, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 2);
    ck_assert_uint_eq(x.rec.array_start, 0);
    ck_assert_uint_eq(x.rec.nops, 9);
    for (size_t i = 0; i < 9; i++)
        ck_assert_uint_eq(x.rec.ops[i], (unsigned char)"hello_W0."[i]);
    ck_assert_uint_eq(x.rec.end_bit, id2);

    ck_assert_int_eq(fx_read(&x, id2, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 3);
    ck_assert_uint_eq(x.rec.array_start, 1);
    ck_assert_uint_eq(x.rec.nops, 5);
    ck_assert_uint_eq(x.rec.ops[0], 200);
    for (size_t i = 0; i < NOPS(f); i++)
        ck_assert_uint_eq(x.rec.ops[1 + i], f[i]);
    ck_assert_uint_eq(x.rec.end_bit, id3);

    ck_assert_int_eq(fx_read(&x, id3, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 40);
    ck_assert_uint_eq(x.rec.array_start, 0);
    ck_assert_uint_eq(x.rec.nops, NOPS(v));
    for (size_t i = 0; i < NOPS(v); i++)
        ck_assert_uint_eq(x.rec.ops[i], v[i]);
    ck_assert_uint_eq(x.rec.end_bit, id4);

    ck_assert_int_eq(fx_read(&x, id4, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.nops, 1);
    ck_assert_uint_eq(x.rec.array_start, 1);
    ck_assert_uint_eq(x.rec.end_bit, end4);
    fx_free(&x);
}
END_TEST

/* Rule: a Blob is [length vbr6, align32, bytes, pad to 4 bytes]; the
 * record's blob points into the input at the aligned byte (zero-copy), the
 * cursor ends 32-bit aligned after the padding, and operands after the
 * blob are still read.  Also a 0-byte blob and an exact 4-byte fit. */
START_TEST(record_blob)
{
    fx x;
    fx_init(&x);
    const bw_op ab[] = {{BW_LIT, 5}, {BW_VBR, 6}, {BW_BLOB, 0},
                        {BW_FIXED, 4}};
    const bw_op ab2[] = {{BW_LIT, 6}, {BW_BLOB, 0}};
    fx_define(&x, NOPS(ab), ab);
    fx_define(&x, NOPS(ab2), ab2);
    uint64_t id = fx_id(&x, 4);
    bw_vbr(&x.w, 6, 33);
    bw_vbr(&x.w, 6, 7);
    bw_align32(&x.w);
    uint64_t data_bit = bw_bitpos(&x.w);
    bw_bytes(&x.w, "abcdefg", 7);
    bw_align32(&x.w);
    uint64_t after = bw_bitpos(&x.w);
    bw_fixed(&x.w, 4, 9);
    uint64_t id2 = fx_id(&x, 5);
    bw_blob(&x.w, "", 0);
    uint64_t id3 = fx_id(&x, 5);
    bw_blob(&x.w, "WXYZ", 4);
    uint64_t end3 = bw_bitpos(&x.w); /* the buffer ends here exactly */

    uint64_t pos;
    ck_assert_int_eq(fx_read(&x, id, 0, 0, &pos), 0);
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

    ck_assert_int_eq(fx_read(&x, id2, 0, 0, &pos), 0);
    ck_assert_int_eq(x.rec.has_blob, 1);
    ck_assert_uint_eq(x.rec.blob.len, 0);
    ck_assert_uint_eq(pos % 32, 0);
    ck_assert_uint_eq(pos, id3);

    ck_assert_int_eq(fx_read(&x, id3, 0, 0, &pos), 0);
    ck_assert_uint_eq(x.rec.blob.len, 4);
    ck_assert_ptr_eq(x.rec.blob.ptr, x.buf + x.size - 4);
    ck_assert_uint_eq(pos, end3);
    ck_assert_uint_eq(end3, (uint64_t)x.size * 8);
    /* stepped over: the same end */
    ck_assert_int_eq(fx_read(&x, id, 0, 1, &pos), 0);
    ck_assert_uint_eq(pos, after + 4);
    fx_free(&x);
}
END_TEST

/* Rule: ids from 4 name the abbreviations of scope [first, n): with first
 * = 1, id 4 is the second definition; an id past the scope, and ids 0..2
 * (not records), are BCQ_E_BAD_ABBREV at the abbrev id. */
START_TEST(record_undefined_abbrev)
{
    fx x;
    fx_init(&x);
    const bw_op a0[] = {{BW_LIT, 10}};
    const bw_op a1[] = {{BW_LIT, 11}, {BW_FIXED, 2}};
    fx_define(&x, NOPS(a0), a0);
    fx_define(&x, NOPS(a1), a1);
    uint64_t ok = fx_id(&x, 4);
    bw_fixed(&x.w, 2, 3);
    uint64_t bad = fx_id(&x, 5);
    uint64_t bad0 = fx_id(&x, 2);
    bw_fixed(&x.w, 32, 0);
    ck_assert_int_eq(fx_read(&x, ok, 1, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 11);
    ck_assert_uint_eq(x.rec.ops[0], 3);
    expect_err(&x, bad, 1, BCQ_E_BAD_ABBREV, bad);
    expect_err(&x, bad0, 0, BCQ_E_BAD_ABBREV, bad0);
    /* with first = 0, id 5 is defined */
    ck_assert_int_eq(fx_read(&x, bad, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 11);
    fx_free(&x);
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
    for (size_t k = 0; k < NOPS(cs); k++) {
        fx x;
        fx_init(&x);
        fx_define(&x, NOPS(ab), ab);
        uint64_t id = fx_id(&x, 4);
        uint64_t lenbit = bw_bitpos(&x.w);
        bw_vbr(&x.w, 6, cs[k].len);
        bw_align32(&x.w);
        for (size_t i = 0; i < cs[k].have; i++)
            bw_fixed(&x.w, 8, 'a');
        expect_err(&x, id, 0, cs[k].code, lenbit);
        fx_free(&x);
    }
    /* the length VBR ends 1 bit before the buffer end: aligning fails */
    fx x;
    fx_init(&x);
    fx_define(&x, NOPS(ab), ab);
    uint64_t id = fx_id(&x, 4); /* bits 3..6 */
    bw_vbr(&x.w, 6, 0);         /* 7..12 */
    bw_fixed(&x.w, 3, 0);       /* 16 bits: aligning needs 32 */
    expect_err(&x, id, 0, BCQ_E_TRUNCATED, 7);
    fx_free(&x);
}
END_TEST

/* Rule: an operand or array count larger than the bits left can hold
 * (6 bits per unabbreviated operand, the element width per array
 * element) is BCQ_E_IMPLAUSIBLE at the count; a count that fits the
 * bound but not the data is BCQ_E_TRUNCATED at the first missing operand
 * or element. */
START_TEST(record_implausible_counts)
{
    fx x;
    fx_init(&x);
    uint64_t id = fx_id(&x, 3);
    bw_vbr(&x.w, 6, 1);
    uint64_t cnt = bw_bitpos(&x.w);
    bw_vbr(&x.w, 6, 5);   /* 5 operands need 30 bits */
    bw_fixed(&x.w, 23, 0); /* 19 + 23 = 42, byte-padded to 48: 29 left */
    expect_err(&x, id, 0, BCQ_E_IMPLAUSIBLE, cnt);
    fx_free(&x);

    fx_init(&x);
    id = fx_id(&x, 3);
    bw_vbr(&x.w, 6, 1);
    bw_vbr(&x.w, 6, 4); /* 4 operands: 24 bits fit the bound */
    bw_vbr(&x.w, 6, 1);
    bw_vbr(&x.w, 6, 2);
    bw_vbr(&x.w, 6, 3);
    uint64_t fourth = bw_bitpos(&x.w); /* 37 */
    bw_vbr_chunks(&x.w, 6, 1, 1, 1);   /* continues, then the end */
    bw_fixed(&x.w, 5, 0);              /* 48 bits */
    expect_err(&x, id, 0, BCQ_E_TRUNCATED, fourth);
    fx_free(&x);

    const bw_op ab[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 16}};
    fx_init(&x);
    fx_define(&x, NOPS(ab), ab);
    id = fx_id(&x, 4);
    cnt = bw_bitpos(&x.w);
    bw_vbr(&x.w, 6, 3); /* 48 bits of elements */
    bw_fixed(&x.w, 16, 1);
    bw_fixed(&x.w, 16, 2);
    bw_fixed(&x.w, 3, 0); /* 13 + 35 = 48 bits: 35 left after the count */
    expect_err(&x, id, 0, BCQ_E_IMPLAUSIBLE, cnt);
    fx_free(&x);

    /* VBR elements may be longer than their minimum: the bound holds
     * (19 bits for 2 x 6) but the first element takes 3 chunks */
    const bw_op abv[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_VBR, 6}};
    fx_init(&x);
    fx_define(&x, NOPS(abv), abv);
    id = fx_id(&x, 4);
    bw_vbr(&x.w, 6, 2);    /* 7..12 */
    bw_vbr(&x.w, 6, 2000); /* 13..30 */
    uint64_t second = bw_bitpos(&x.w);
    bw_fixed(&x.w, 1, 0); /* 32 bits: 1 left for the second element */
    expect_err(&x, id, 0, BCQ_E_TRUNCATED, second);
    fx_free(&x);
}
END_TEST

/* Rule: a VBR operand over 64 bits is BCQ_E_BAD_VBR at its first bit, in
 * an unabbreviated record and in a VBR array element. */
START_TEST(record_bad_vbr)
{
    fx x;
    fx_init(&x);
    uint64_t id = fx_id(&x, 3);
    bw_vbr(&x.w, 6, 4);
    bw_vbr(&x.w, 6, 2);
    bw_vbr(&x.w, 6, 77);
    uint64_t op = bw_bitpos(&x.w);
    bw_vbr_chunks(&x.w, 6, 14, 0x1F, 1);
    bw_fixed(&x.w, 32, 0);
    expect_err(&x, id, 0, BCQ_E_BAD_VBR, op);
    fx_free(&x);

    const bw_op ab[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_VBR, 32}};
    fx_init(&x);
    fx_define(&x, NOPS(ab), ab);
    id = fx_id(&x, 4);
    bw_vbr(&x.w, 6, 2);
    bw_vbr(&x.w, 32, UINT64_MAX);
    uint64_t el = bw_bitpos(&x.w);
    bw_vbr_chunks(&x.w, 32, 3, 0x7FFFFFFF, 0);
    expect_err(&x, id, 0, BCQ_E_BAD_VBR, el);
    fx_free(&x);
}
END_TEST

/* Rule: a record code that does not fit 32 bits is BCQ_E_BAD_RECORD at
 * the record's abbrev id, unabbreviated or from an abbreviation. */
START_TEST(record_code_too_wide)
{
    fx x;
    fx_init(&x);
    const bw_op ab[] = {{BW_LIT, UINT64_C(1) << 32}};
    fx_define(&x, NOPS(ab), ab);
    uint64_t id = bw_unabbrev(&x.w, WIDTH, UINT64_C(1) << 32, 0, NULL);
    uint64_t id2 = fx_id(&x, 4);
    bw_fixed(&x.w, 32, 0);
    expect_err(&x, id, 0, BCQ_E_BAD_RECORD, id);
    expect_err(&x, id2, 0, BCQ_E_BAD_RECORD, id2);
    fx_free(&x);
}
END_TEST

/* Rule: the operand vector is reused: a second read starts from 0 and a
 * record with fewer operands reports only its own. */
START_TEST(record_ops_reused)
{
    fx x;
    fx_init(&x);
    const uint64_t many[] = {1, 2, 3, 4, 5, 6, 7, 8};
    const uint64_t one[] = {42};
    uint64_t id1 = bw_unabbrev(&x.w, WIDTH, 1, NOPS(many), many);
    uint64_t id2 = bw_unabbrev(&x.w, WIDTH, 2, NOPS(one), one);
    ck_assert_int_eq(fx_read(&x, id1, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.nops, 8);
    ck_assert_int_eq(fx_read(&x, id2, 0, 0, NULL), 0);
    ck_assert_uint_eq(x.rec.code, 2);
    ck_assert_uint_eq(x.rec.nops, 1);
    ck_assert_uint_eq(x.rec.ops[0], 42);
    fx_free(&x);
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
    fx x;
    fx_init(&x);
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
        fx_define(&x, n, ab[k]);
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
        at[r] = fx_id(&x, 4 + k);
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
            int rc1 = fx_read(&x, at[r], 0, 0, &e1);
            bcq_record r1 = x.rec;
            bcq_error err1 = x.err;
            int rc2 = fx_read(&x, at[r], 0, 1, &e2);
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
    fx_free(&x);
}
END_TEST

Suite *make_record_suite(void)
{
    Suite *s = suite_create("record");
    TCase *tc = tcase_create("records");
    tcase_add_test(tc, record_unabbrev);
    tcase_add_test(tc, record_abbrev_scalars);
    tcase_add_test(tc, record_abbrev_arrays);
    tcase_add_test(tc, record_blob);
    tcase_add_test(tc, record_undefined_abbrev);
    tcase_add_test(tc, record_blob_past_end);
    tcase_add_test(tc, record_implausible_counts);
    tcase_add_test(tc, record_bad_vbr);
    tcase_add_test(tc, record_code_too_wide);
    tcase_add_test(tc, record_ops_reused);
    tcase_add_loop_test(tc, record_skip_matches_decode, 0, 40);
    suite_add_tcase(s, tc);
    return s;
}
