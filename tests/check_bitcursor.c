/*
 * check_bitcursor.c - the bit cursor of lib/bitstream/cursor.h: fixed-width reads
 * at every width and alignment (fast path and byte-by-byte tail), VBR
 * limits, char6, align32 and seek.  Buffers are allocated to their exact
 * size so that ASan reports any read past the end.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bitstream/bitstream.h"
#include "bitwriter.h"
#include "internals.h"
#include "suites.h"

/* A deterministic, irregular byte pattern in an exactly sized buffer. */
static uint8_t *pattern(size_t n)
{
    uint8_t *p = malloc(n ? n : 1);
    ck_assert_ptr_nonnull(p);
    uint32_t s = 0x9E3779B9u;
    for (size_t i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        p[i] = (uint8_t)(s >> 24);
    }
    return p;
}

/* The reference: bit by bit, LSB of byte 0 first. */
static uint64_t ref_bits(const uint8_t *p, uint64_t pos, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++)
        v |= (uint64_t)((p[(pos + i) / 8] >> ((pos + i) % 8)) & 1) << i;
    return v;
}

/* Rule: read_fixed(n) for every n in 0..64 at every bit position of a
 * buffer of _i bytes returns exactly the bits there (8-byte fast path and
 * the tail assembled byte by byte), advances by n, and at a position where
 * fewer than n bits remain fails with BCQ_E_TRUNCATED leaving pos as is. */
START_TEST(fixed_every_width_and_alignment)
{
    size_t nbytes = (size_t)_i;
    uint8_t *buf = pattern(nbytes);
    uint64_t bits = (uint64_t)nbytes * 8;
    for (unsigned n = 0; n <= 64; n++) {
        for (uint64_t pos = 0; pos <= bits; pos++) {
            bcq__cursor c = bcq__cursor_make(buf, nbytes);
            c.pos = pos;
            uint64_t v = 0xDEADBEEFu;
            int rc = bcq__read_fixed(&c, n, &v);
            if (pos + n <= bits) {
                ck_assert_int_eq(rc, 0);
                ck_assert_msg(v == ref_bits(buf, pos, n),
                              "n=%u pos=%llu size=%zu", n,
                              (unsigned long long)pos, nbytes);
                ck_assert_uint_eq(c.pos, pos + n);
            } else {
                ck_assert_int_eq(rc, BCQ_E_TRUNCATED);
                ck_assert_uint_eq(c.pos, pos);
                ck_assert_uint_eq(v, 0xDEADBEEFu);
            }
        }
    }
    free(buf);
}
END_TEST

/* Rule: reads need no alignment of the base pointer (embedded sections sit
 * at any byte, doc/format.md 1.3): a cursor at base+1 reads what the
 * reference reads there, to the last bit of the buffer. */
START_TEST(fixed_unaligned_base)
{
    uint8_t *buf = pattern(21);
    bcq__cursor c = bcq__cursor_make(buf + 1, 20);
    for (uint64_t pos = 0; pos + 64 <= 160; pos += 7) {
        c.pos = pos;
        uint64_t v;
        ck_assert_int_eq(bcq__read_fixed(&c, 64, &v), 0);
        ck_assert_uint_eq(v, ref_bits(buf + 1, pos, 64));
    }
    c.pos = 160 - 13;
    uint64_t v;
    ck_assert_int_eq(bcq__read_fixed(&c, 13, &v), 0);
    ck_assert_uint_eq(v, ref_bits(buf + 1, 147, 13));
    ck_assert_uint_eq(bcq__cursor_left(&c), 0);
    free(buf);
}
END_TEST

/* Rule: a zero-length buffer reads Fixed(0) and nothing else. */
START_TEST(fixed_empty_buffer)
{
    uint8_t *buf = malloc(1);
    bcq__cursor c = bcq__cursor_make(buf, 0);
    uint64_t v = 7;
    ck_assert_int_eq(bcq__read_fixed(&c, 0, &v), 0);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(bcq__read_fixed(&c, 1, &v), BCQ_E_TRUNCATED);
    ck_assert_int_eq(bcq__read_vbr(&c, 6, &v), BCQ_E_TRUNCATED);
    ck_assert_int_eq(bcq__align32(&c), 0);
    ck_assert_uint_eq(c.pos, 0);
    free(buf);
}
END_TEST

/* Build a VBR in an exactly sized buffer (padded to whole bytes). */
static uint8_t *vbr_buf(unsigned lead, unsigned n, uint64_t v, size_t *size)
{
    bw w;
    bw_init(&w);
    bw_fixed(&w, lead, 0);
    bw_vbr(&w, n, v);
    *size = bw_size(&w);
    uint8_t *p = bw_dup(&w, *size);
    bw_free(&w);
    return p;
}

/* Rule: VBR-n for every n in 2..32 round-trips small, boundary and 64-bit
 * maximum values, at several bit offsets, and ends right after the last
 * chunk. */
START_TEST(vbr_roundtrip)
{
    static const uint64_t vals[] = {0, 1, 2, 3, 15, 16, 31, 32, 63, 64,
                                    127, 128, 0xFFFF, 0x10000, 0xFFFFFFFFu,
                                    UINT64_C(0x100000000),
                                    UINT64_C(0x8000000000000000),
                                    UINT64_MAX - 1, UINT64_MAX};
    for (unsigned n = 2; n <= 32; n++) {
        for (size_t k = 0; k < sizeof vals / sizeof vals[0]; k++) {
            for (unsigned lead = 0; lead < 9; lead += 3) {
                size_t size;
                uint8_t *p = vbr_buf(lead, n, vals[k], &size);
                bcq__cursor c = bcq__cursor_make(p, size);
                c.pos = lead;
                uint64_t v = 0;
                ck_assert_int_eq(bcq__read_vbr(&c, n, &v), 0);
                ck_assert_msg(v == vals[k], "n=%u value %llu read %llu", n,
                              (unsigned long long)vals[k],
                              (unsigned long long)v);
                /* chunks = ceil(significant bits / (n-1)), at least 1 */
                unsigned sig = 0;
                for (uint64_t t = vals[k]; t; t >>= 1)
                    sig++;
                unsigned chunks = sig ? (sig + n - 2) / (n - 1) : 1;
                ck_assert_uint_eq(c.pos, lead + (uint64_t)chunks * n);
                free(p);
            }
        }
    }
}
END_TEST

/* Rule: redundant zero chunks are allowed (a value padded with
 * continuation chunks of payload 0), as long as the shift stays below 64:
 * vbr6 value 5 in 13 chunks reads 5; in 14 chunks it is BCQ_E_BAD_VBR. */
START_TEST(vbr_redundant_zero_chunks)
{
    bw w;
    bw_init(&w);
    bw_fixed(&w, 6, 0x20 | 5); /* 5, continue */
    bw_vbr_chunks(&w, 6, 12, 0, 0); /* 11 zero chunks continuing + a last */
    bw_fixed(&w, 4, 0);
    size_t size = bw_size(&w);
    uint8_t *p = bw_dup(&w, size);
    bcq__cursor c = bcq__cursor_make(p, size);
    uint64_t v = 0;
    ck_assert_int_eq(bcq__read_vbr(&c, 6, &v), 0);
    ck_assert_uint_eq(v, 5);
    ck_assert_uint_eq(c.pos, 13 * 6);
    free(p);
    bw_free(&w);

    bw_init(&w);
    bw_fixed(&w, 6, 0x20 | 5);
    bw_vbr_chunks(&w, 6, 13, 0, 0); /* one chunk too many */
    size = bw_size(&w);
    p = bw_dup(&w, size);
    c = bcq__cursor_make(p, size);
    ck_assert_int_eq(bcq__read_vbr(&c, 6, &v), BCQ_E_BAD_VBR);
    ck_assert_uint_eq(c.pos, 0);
    free(p);
    bw_free(&w);
}
END_TEST

/* Rule: a value needing more than 64 bits is BCQ_E_BAD_VBR and the cursor
 * stays at the first bit of the VBR: (a) vbr6 whose 13th chunk carries a
 * payload bit at value bit 64, (b) vbr6 with every continuation bit set
 * for 20 chunks, (c) vbr32 whose third chunk has payload bits above 63,
 * (d) vbr2 whose 64th chunk continues. */
START_TEST(vbr_over_64_bits)
{
    struct {
        unsigned n, nchunks;
        uint64_t payload;
        int last_cont;
        uint64_t last; /* a final chunk written after, if nonzero */
    } cs[] = {
        {6, 12, 0x1F, 1, 0x10}, /* 60 bits + chunk with bit 4 (= bit 64) */
        {6, 20, 0x1F, 1, 0},
        {32, 2, 0x7FFFFFFF, 1, 0x4}, /* 62 bits + bit 2 (= bit 64) */
        {2, 64, 1, 1, 0},
    };
    for (size_t k = 0; k < sizeof cs / sizeof cs[0]; k++) {
        bw w;
        bw_init(&w);
        bw_fixed(&w, 3, 5); /* the VBR starts at bit 3 */
        bw_vbr_chunks(&w, cs[k].n, cs[k].nchunks, cs[k].payload,
                      cs[k].last_cont);
        if (cs[k].last)
            bw_fixed(&w, cs[k].n, cs[k].last);
        bw_fixed(&w, 32, 0); /* plenty of bits after */
        size_t size = bw_size(&w);
        uint8_t *p = bw_dup(&w, size);
        bcq__cursor c = bcq__cursor_make(p, size);
        c.pos = 3;
        uint64_t v = 42;
        ck_assert_int_eq(bcq__read_vbr(&c, cs[k].n, &v), BCQ_E_BAD_VBR);
        ck_assert_uint_eq(c.pos, 3);
        ck_assert_uint_eq(v, 42);
        free(p);
        bw_free(&w);
    }
}
END_TEST

/* Rule: a VBR cut by the end of the buffer (continuation set on the last
 * complete chunk, or the next chunk partial) is BCQ_E_TRUNCATED with the
 * position unchanged. */
START_TEST(vbr_truncated)
{
    bw w;
    bw_init(&w);
    bw_fixed(&w, 2, 0);
    bw_vbr_chunks(&w, 6, 5, 0x1F, 1); /* 2 + 30 bits = exactly 4 bytes */
    uint8_t *p = bw_dup(&w, 4);
    bcq__cursor c = bcq__cursor_make(p, 4);
    c.pos = 2;
    uint64_t v;
    ck_assert_int_eq(bcq__read_vbr(&c, 6, &v), BCQ_E_TRUNCATED);
    ck_assert_uint_eq(c.pos, 2);
    /* the same buffer limited to 24 bits: chunk 4 (20..25) is partial */
    c.size_bits = 24;
    ck_assert_int_eq(bcq__read_vbr(&c, 6, &v), BCQ_E_TRUNCATED);
    ck_assert_uint_eq(c.pos, 2);
    free(p);
    bw_free(&w);
}
END_TEST

/* Rule: char6 maps 0..25 to 'a'..'z', 26..51 to 'A'..'Z', 52..61 to
 * '0'..'9', 62 to '.' and 63 to '_', both through read_char6 and
 * char6_decode. */
START_TEST(char6_table)
{
    static const char tbl[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";
    bw w;
    bw_init(&w);
    for (unsigned i = 0; i < 64; i++)
        bw_fixed(&w, 6, i);
    size_t size = bw_size(&w);
    ck_assert_uint_eq(size, 48);
    uint8_t *p = bw_dup(&w, size);
    bcq__cursor c = bcq__cursor_make(p, size);
    for (unsigned i = 0; i < 64; i++) {
        uint64_t v;
        ck_assert_int_eq(bcq__read_char6(&c, &v), 0);
        ck_assert_uint_eq(v, (unsigned char)tbl[i]);
        ck_assert_uint_eq(bcq__char6_decode(i), (unsigned char)tbl[i]);
        ck_assert_uint_eq(bw_char6_code(tbl[i]), i);
    }
    uint64_t v;
    ck_assert_int_eq(bcq__read_char6(&c, &v), BCQ_E_TRUNCATED);
    ck_assert_uint_eq(c.pos, 384);
    free(p);
    bw_free(&w);
}
END_TEST

/* Rule: align32 moves to the next multiple of 32 (staying put on one), and
 * past the end of the buffer is BCQ_E_TRUNCATED with pos unchanged; the
 * end itself is a valid target even when it is not a multiple of 32. */
START_TEST(align32_rules)
{
    uint8_t *p = pattern(9); /* 72 bits */
    bcq__cursor c = bcq__cursor_make(p, 9);
    for (uint64_t pos = 0; pos <= 64; pos++) {
        c.pos = pos;
        ck_assert_int_eq(bcq__align32(&c), 0);
        ck_assert_uint_eq(c.pos, (pos + 31) / 32 * 32);
    }
    c.pos = 65;
    ck_assert_int_eq(bcq__align32(&c), BCQ_E_TRUNCATED);
    ck_assert_uint_eq(c.pos, 65);
    c.pos = 72;
    ck_assert_int_eq(bcq__align32(&c), BCQ_E_TRUNCATED);
    ck_assert_uint_eq(c.pos, 72);
    free(p);
    /* A 96-bit buffer: aligning at 65..95 reaches the end exactly. */
    p = pattern(12);
    c = bcq__cursor_make(p, 12);
    c.pos = 65;
    ck_assert_int_eq(bcq__align32(&c), 0);
    ck_assert_uint_eq(c.pos, 96);
    ck_assert_uint_eq(bcq__cursor_left(&c), 0);
    free(p);
}
END_TEST

/* Rule: seek accepts any position up to and including the end, and past
 * the end is BCQ_E_TRUNCATED with pos unchanged; cursor_left follows. */
START_TEST(seek_rules)
{
    uint8_t *p = pattern(5);
    bcq__cursor c = bcq__cursor_make(p, 5);
    ck_assert_uint_eq(c.size_bits, 40);
    ck_assert_int_eq(bcq__seek(&c, 17), 0);
    ck_assert_uint_eq(c.pos, 17);
    ck_assert_uint_eq(bcq__cursor_left(&c), 23);
    ck_assert_int_eq(bcq__seek(&c, 40), 0);
    ck_assert_uint_eq(bcq__cursor_left(&c), 0);
    ck_assert_int_eq(bcq__seek(&c, 41), BCQ_E_TRUNCATED);
    ck_assert_uint_eq(c.pos, 40);
    ck_assert_int_eq(bcq__seek(&c, UINT64_MAX), BCQ_E_TRUNCATED);
    ck_assert_int_eq(bcq__seek(&c, 0), 0);
    uint64_t v;
    ck_assert_int_eq(bcq__read_fixed(&c, 8, &v), 0);
    ck_assert_uint_eq(v, p[0]);
    free(p);
}
END_TEST

/* Rule: a cursor whose size_bits is cut below the buffer (as the walker
 * limits it to a block's end) reads nothing past that limit, on the fast
 * path too: a 16-byte buffer limited to 40 bits. */
START_TEST(limited_cursor)
{
    uint8_t *p = pattern(16);
    bcq__cursor c = bcq__cursor_make(p, 16);
    c.size_bits = 40;
    c.pos = 0;
    uint64_t v;
    ck_assert_int_eq(bcq__read_fixed(&c, 40, &v), 0);
    ck_assert_uint_eq(v, ref_bits(p, 0, 40));
    c.pos = 1;
    ck_assert_int_eq(bcq__read_fixed(&c, 40, &v), BCQ_E_TRUNCATED);
    ck_assert_int_eq(bcq__read_fixed(&c, 39, &v), 0);
    ck_assert_uint_eq(v, ref_bits(p, 1, 39));
    free(p);
}
END_TEST

/* Rule: size_bits is a bit count (cursor.h: "the size in bits"), so a
 * limit that is not a multiple of 8 must still expose every bit below it.
 * Regression: bcq__peek57's tail path used to assemble only size_bits / 8
 * whole bytes, so bits of a last partial byte read as 0 (a 4-bit field at
 * bits 24..27 of a cursor limited to 29 bits read 0 instead of 0xF, and a
 * VBR whose continuation bit sat at bit 25 stopped early). */
START_TEST(limit_not_byte_multiple)
{
    uint8_t *p = malloc(4);
    memset(p, 0xFF, 4);
    bcq__cursor c = bcq__cursor_make(p, 4);
    c.size_bits = 29;
    c.pos = 24;
    uint64_t v = 0;
    ck_assert_int_eq(bcq__read_fixed(&c, 4, &v), 0);
    ck_assert_uint_eq(v, 0xF);
    c.pos = 20; /* vbr6 chunk 20..25 continues, the next is cut */
    ck_assert_int_eq(bcq__read_vbr(&c, 6, &v), BCQ_E_TRUNCATED);
    free(p);
}
END_TEST

/* Rule: bcq__skip_vbrs steps over count VBR-n values exactly where count
 * bcq__read_vbr calls end, or declines (1) -- never a different end.  It
 * must engage on short values well inside the limit, and decline on a
 * value longer than its window, at the limit, and on an over-long VBR. */
static uint64_t lcg(uint64_t *s)
{
    *s = *s * 6364136223846793005u + 1442695040888963407u;
    return *s >> 11;
}

START_TEST(vbr_skip_matches_read)
{
    unsigned n = 2 + (unsigned)_i; /* widths 2..32 */
    uint64_t seed = n;
    bw w;
    bw_init(&w);
    enum { NV = 300 };
    uint64_t start[NV + 1];
    for (int i = 0; i < NV; i++) {
        start[i] = bw_bitpos(&w);
        uint64_t r = lcg(&seed);
        if (r % 17 == 0) /* redundant zero chunks: long but valid */
            bw_vbr_chunks(&w, n, 1 + (unsigned)(r % (64 / (n - 1) < 5 ? 64 / (n - 1) : 5)), 0, 0);
        else
            bw_vbr(&w, n, lcg(&seed) >> (r % 64));
    }
    start[NV] = bw_bitpos(&w);
    size_t size = bw_size(&w);
    uint8_t *p = bw_dup(&w, size);
    int engaged = 0;
    for (int i = 0; i < NV; i++)
        for (int k = 1; k <= 24 && i + k <= NV; k += 1 + (k > 4) * 3) {
            bcq__cursor c = bcq__cursor_make(p, size);
            c.pos = start[i];
            if (bcq__skip_vbrs(&c, n, (uint64_t)k) == 0) {
                ck_assert_uint_eq(c.pos, start[i + k]);
                engaged++;
            }
            bcq__cursor d = bcq__cursor_make(p, size);
            d.pos = start[i];
            uint64_t v;
            for (int j = 0; j < k; j++)
                ck_assert_int_eq(bcq__read_vbr(&d, n, &v), 0);
            ck_assert_uint_eq(d.pos, start[i + k]);
        }
    ck_assert_int_gt(engaged, NV / 2);
    free(p);
    bw_free(&w);

    /* single-chunk values with room to spare: always taken */
    bw_init(&w);
    for (int i = 0; i < 40; i++)
        bw_vbr(&w, n, (uint64_t)i & ((UINT64_C(1) << (n - 1)) - 1));
    uint64_t end = bw_bitpos(&w);
    bw_fixed(&w, 64, 0);
    bw_fixed(&w, 64, 0);
    size = bw_size(&w);
    p = bw_dup(&w, size);
    bcq__cursor c = bcq__cursor_make(p, size);
    ck_assert_int_eq(bcq__skip_vbrs(&c, n, 40), 0);
    ck_assert_uint_eq(c.pos, end);
    /* the same values with the limit right after them: declined */
    c = bcq__cursor_make(p, size);
    c.size_bits = end;
    ck_assert_int_eq(bcq__skip_vbrs(&c, n, 40), 1);
    free(p);
    bw_free(&w);

    /* one value of more chunks than a window holds, and an unterminated
     * VBR of 64+ payload bits: declined (read_vbr gives the verdict) */
    bw_init(&w);
    bw_vbr_chunks(&w, n, 57 / n + 1, 1, 0);
    bw_vbr_chunks(&w, n, 64 / (n - 1) + 2, 1, 1);
    bw_fixed(&w, 64, 0);
    bw_fixed(&w, 64, 0);
    size = bw_size(&w);
    p = bw_dup(&w, size);
    c = bcq__cursor_make(p, size);
    ck_assert_int_eq(bcq__skip_vbrs(&c, n, 1), 1);
    c = bcq__cursor_make(p, size);
    c.pos = (uint64_t)(57 / n + 1) * n;
    ck_assert_int_eq(bcq__skip_vbrs(&c, n, 1), 1);
    uint64_t v;
    ck_assert_int_eq(bcq__read_vbr(&c, n, &v), BCQ_E_BAD_VBR);
    free(p);
    bw_free(&w);
}
END_TEST

/* bcq__read_vbrs: the values and ends bcq__read_vbr gives, one by one,
 * for every width; it stops before a value longer than a window and before
 * the last 8 bytes, where the exact path goes on. */
START_TEST(read_vbrs_matches_read)
{
    unsigned n = 2 + (unsigned)_i; /* widths 2..32 */
    uint64_t seed = 7 * n;
    bw w;
    bw_init(&w);
    enum { NV = 300 };
    uint64_t want[NV], got[NV];
    for (int i = 0; i < NV; i++) {
        uint64_t r = lcg(&seed);
        want[i] = r % 5 == 0 ? lcg(&seed) >> (r % 64) /* several chunks */
                             : r & ((UINT64_C(1) << (n - 1)) - 1);
        bw_vbr(&w, n, want[i]);
    }
    uint64_t end = bw_bitpos(&w);
    size_t size = bw_size(&w);
    uint8_t *p = bw_dup(&w, size);
    bcq__cursor c = bcq__cursor_make(p, size);
    uint64_t k = bcq__read_vbrs(&c, n, got, NV), taken = k;
    while (k < NV) { /* the exact path from where it stopped */
        ck_assert_int_eq(bcq__read_vbr(&c, n, &got[k]), 0);
        k++;
        uint64_t more = bcq__read_vbrs(&c, n, got + k, NV - k);
        k += more;
        taken += more;
    }
    ck_assert_uint_gt(taken, NV / 2); /* most: four in five are short */
    ck_assert_uint_eq(c.pos, end);
    for (int i = 0; i < NV; i++)
        ck_assert(got[i] == want[i]);
    /* at most max */
    c = bcq__cursor_make(p, size);
    ck_assert_uint_le(bcq__read_vbrs(&c, n, got, 3), 3);
    free(p);
    bw_free(&w);
}
END_TEST

/* bcq__sum_vbr6s: the sum of what bcq__read_vbr reads, over values of one
 * chunk (0 among them), two (32, whose first payload is 0, among them) and
 * more, with every max; the zero flag exactly when a 0 was summed. */
START_TEST(sum_vbr6s_matches_read)
{
    uint64_t seed = 11 + (uint64_t)_i;
    bw w;
    bw_init(&w);
    enum { NV = 400 };
    uint64_t want[NV];
    for (int i = 0; i < NV; i++) {
        uint64_t r = lcg(&seed);
        switch (_i == 0 ? 1 : r % 7) { /* _i 0: two chunks, none 0 */
        case 0:
            want[i] = r >> 40 & 31; /* one chunk, sometimes 0 */
            break;
        case 1:
        case 2:
            want[i] = 33 + (r >> 40) % 990; /* two chunks */
            break;
        case 3:
            want[i] = 32 * (1 + (r >> 40) % 31); /* first payload 0 */
            break;
        case 4:
            want[i] = lcg(&seed) >> (r % 64); /* several chunks */
            break;
        default:
            want[i] = 1 + (r >> 40) % 30;
        }
        bw_vbr(&w, 6, want[i]);
    }
    uint64_t end = bw_bitpos(&w);
    size_t size = bw_size(&w);
    uint8_t *p = bw_dup(&w, size);
    for (uint64_t max = 1; max <= 40; max += 13) {
        bcq__cursor c = bcq__cursor_make(p, size);
        uint64_t k = 0;
        while (k < NV) {
            uint64_t sum = 7, n = max < NV - k ? max : NV - k;
            int zero = 0;
            uint64_t got = bcq__sum_vbr6s(&c, n, &sum, &zero);
            uint64_t s = 0;
            int z = 0;
            for (uint64_t i = 0; i < got; i++) {
                s += want[k + i];
                z |= want[k + i] == 0;
            }
            ck_assert_uint_le(got, n);
            ck_assert_uint_eq(sum, s);
            ck_assert_int_eq(zero, z);
            k += got;
            if (got < n) { /* the exact path from where it stopped */
                uint64_t v;
                ck_assert_int_eq(bcq__read_vbr(&c, 6, &v), 0);
                ck_assert_uint_eq(v, want[k]);
                k++;
            }
        }
        ck_assert_uint_eq(c.pos, end);
    }
    free(p);
    bw_free(&w);
}
END_TEST

/* bcq__skip_vbr6s_wide: where bcq__read_vbr, count times, leaves the
 * cursor, from every start and for every count up to 40, over streams of
 * short values (where it must answer itself, not decline), of values of
 * up to nine chunks, of runs of 10 to 16 chunks (where a value crossing
 * windows must not be taken: 13 or more may be BCQ_E_BAD_VBR) and near
 * the buffer's end.  A decline (1) is allowed wherever the exact path
 * fails; an answer never is. */
/* 120 VBR6 values of the mix variant v asks (0: one chunk each, 1: one or
 * two, else also up to 13 and runs of 10 to 16), a copy of *size bytes. */
static uint8_t *vbr6_mix(int v, size_t *size, bw *w)
{
    uint64_t seed = 29 + (uint64_t)v;
    bw_init(w);
    for (int i = 0; i < 120; i++) {
        uint64_t r = lcg(&seed);
        unsigned kind = v == 0 ? 0 : v == 1 ? (unsigned)(r % 2)
                                            : (unsigned)(r % 6);
        if (kind == 0)
            bw_vbr(w, 6, r >> 40 & 31); /* one chunk */
        else if (kind == 1)
            bw_vbr(w, 6, 32 + (r >> 40) % 990); /* two */
        else if (kind == 2)
            bw_vbr(w, 6, lcg(&seed) >> (r % 64)); /* up to 13 */
        else if (kind == 3) /* 10 to 16 chunks, payload 1s: past 64 bits
                               from 14 on, and from 13 on a value the
                               exact path may refuse */
            bw_vbr_chunks(w, 6, 10 + (unsigned)(r >> 20) % 7, 31, 0);
        else
            bw_vbr(w, 6, 1 + (r >> 40) % 30);
    }
    *size = bw_size(w);
    return bw_dup(w, *size);
}

START_TEST(skip_vbr6s_wide_matches_read)
{
    bw w;
    size_t size;
    uint8_t *p = vbr6_mix(_i, &size, &w);
    unsigned taken = 0;
    for (uint64_t start = 0; start + 6 <= 8 * (uint64_t)size; start += 6) {
        for (uint64_t count = 0; count <= 40; count++) {
            bcq__cursor a = bcq__cursor_make(p, size), b = a;
            a.pos = b.pos = start;
            int ra = 0;
            uint64_t v;
            for (uint64_t k = 0; k < count && ra == 0; k++)
                ra = bcq__read_vbr(&a, 6, &v);
            if (bcq__skip_vbr6s_wide(&b, count) == 0) {
                ck_assert_int_eq(ra, 0);
                ck_assert_uint_eq(b.pos, a.pos);
                taken++;
            }
        }
    }
    /* short values, far from the end: answered, not declined */
    if (_i <= 1) {
        bcq__cursor b = bcq__cursor_make(p, size);
        ck_assert_int_eq(bcq__skip_vbr6s_wide(&b, 20), 0);
        ck_assert_uint_gt(taken, 1000);
    }
    free(p);
    bw_free(&w);
}
END_TEST

/* bcq__vbr6_nth_end over four windows at start, +54, +108 and +162 (as
 * lib/bitstream/reader.c's run_record2 loads them): where bcq__read_vbr,
 * count times, leaves the cursor, from every start and for every count
 * up to 40, over bcq__skip_vbr6s_wide's streams; an answer wherever the
 * exact path fails never, and answers in the fourth window for the short
 * values (a record's end there: the synthetic module's longer ones). */
START_TEST(vbr6_nth_end_four_windows)
{
    bw w;
    size_t size;
    uint8_t *p = vbr6_mix(_i, &size, &w);
    const uint64_t E = bcq__vbr_ends(6);
    unsigned taken = 0, fourth = 0;
    for (uint64_t start = 0; ((start + 162) >> 3) + 8 <= size; start += 6) {
        bcq__cursor c = bcq__cursor_make(p, size);
        const uint64_t ea = ~bcq__peek57_in(&c, start) & E,
                       eb = ~bcq__peek57_in(&c, start + 54) & E,
                       ec = ~bcq__peek57_in(&c, start + 108) & E,
                       ed = ~bcq__peek57_in(&c, start + 162) & E;
        for (uint64_t count = 1; count <= 40; count++) {
            bcq__cursor a = c;
            a.pos = start;
            int ra = 0;
            uint64_t v;
            for (uint64_t k = 0; k < count && ra == 0; k++)
                ra = bcq__read_vbr(&a, 6, &v);
            const uint64_t end = bcq__vbr6_nth_end(ea, eb, ec, ed, count);
            if (end != UINT64_MAX) {
                ck_assert_int_eq(ra, 0);
                ck_assert_uint_eq(start + end, a.pos);
                taken++;
                fourth += end > 162;
            }
        }
    }
    if (_i <= 1) {
        ck_assert_uint_gt(taken, 1000);
        ck_assert_uint_gt(fourth, 100);
    }
    free(p);
    bw_free(&w);
}
END_TEST

/* bcq__vbr6_join: the value bcq__read_vbr reads, for values of one to
 * nine chunks (what a 57-bit window holds whole), with whatever follows
 * them in the window. */
START_TEST(vbr6_join_matches_read)
{
    uint64_t seed = 3;
    for (int it = 0; it < 20000; it++) {
        unsigned chunks = 1 + (unsigned)(lcg(&seed) % 9);
        uint64_t v = lcg(&seed) >> (64 - 5 * chunks);
        bw w;
        bw_init(&w);
        /* the chunks as written: a value of fewer bits than chunks * 5
         * still takes them all when its top chunks are 0 (LLVM never
         * writes that, but it reads it) */
        for (unsigned j = 0; j < chunks; j++)
            bw_fixed(&w, 6, (v >> (5 * j) & 31) | (j + 1 < chunks ? 32u : 0));
        bw_fixed(&w, 32, lcg(&seed) & 0xffffffffu); /* what follows */
        bw_fixed(&w, 32, lcg(&seed) & 0xffffffffu);
        size_t size = bw_size(&w);
        uint8_t *p = bw_dup(&w, size);
        bcq__cursor c = bcq__cursor_make(p, size);
        uint64_t want;
        ck_assert_int_eq(bcq__read_vbr(&c, 6, &want), 0);
        ck_assert_uint_eq(want, v);
        ck_assert_uint_eq(c.pos, 6 * chunks);
        ck_assert_uint_eq(bcq__vbr6_join(bcq__peek57(&c, 0, 57), 6 * chunks),
                          v);
        free(p);
        bw_free(&w);
    }
}
END_TEST

/* bcq__count_vbr6_ends: the ends a VBR6 window can hold (bits 5, 11, ...,
 * 53), every one of the 512 sets, counted as bcq__popcount64 counts. */
START_TEST(count_vbr6_ends_every_set)
{
    for (unsigned m = 0; m < 512; m++) {
        uint64_t ends = 0;
        for (unsigned i = 0; i < 9; i++)
            if (m >> i & 1)
                ends |= UINT64_C(1) << (6 * i + 5);
        ck_assert_uint_eq(ends & ~bcq__vbr_ends(6), 0);
        ck_assert_uint_eq(bcq__count_vbr6_ends(ends), bcq__popcount64(ends));
    }
}
END_TEST

Suite *make_bitcursor_suite(void)
{
    Suite *s = suite_create("bitcursor");
    TCase *tc = tcase_create("core");
    /* buffer sizes 0..17 bytes: below, at and past the 8-byte fast path */
    tcase_add_loop_test(tc, fixed_every_width_and_alignment, 0, 18);
    tcase_add_test(tc, fixed_unaligned_base);
    tcase_add_test(tc, fixed_empty_buffer);
    tcase_add_test(tc, vbr_roundtrip);
    tcase_add_test(tc, vbr_redundant_zero_chunks);
    tcase_add_test(tc, vbr_over_64_bits);
    tcase_add_test(tc, vbr_truncated);
    tcase_add_test(tc, char6_table);
    tcase_add_test(tc, align32_rules);
    tcase_add_test(tc, seek_rules);
    tcase_add_test(tc, limited_cursor);
    tcase_add_test(tc, limit_not_byte_multiple);
    tcase_add_loop_test(tc, read_vbrs_matches_read, 0, 31);
    tcase_add_test(tc, count_vbr6_ends_every_set);
    tcase_add_test(tc, vbr6_join_matches_read);
    tcase_add_loop_test(tc, sum_vbr6s_matches_read, 0, 8);
    tcase_add_loop_test(tc, skip_vbr6s_wide_matches_read, 0, 6);
    tcase_add_loop_test(tc, vbr6_nth_end_four_windows, 0, 6);
    tcase_add_loop_test(tc, vbr_skip_matches_read, 0, 31);
    suite_add_tcase(s, tc);
    return s;
}
