/*
 * fmt.h - text written straight into the output buffer (out.c's obuf):
 * reserve room once, then put fields with no check each.  A dump prints
 * tens of millions of short fields; one bounds check per record instead
 * of one per field is most of what makes it cheaper than stdio.
 */
#ifndef BCQ_FMT_H
#define BCQ_FMT_H

#include <stdint.h>
#include <string.h>

#include "cli.h"

/* The largest reservation: a caller splits longer text into pieces. */
#define FMT_MAX_RESERVE (sizeof obuf / 2)

/* Room for n bytes (n <= FMT_MAX_RESERVE) at the end of the buffer,
 * flushing first if there is not; the caller writes there and hands the
 * end back to fmt_commit. */
static inline char *fmt_reserve(size_t n)
{
    if (sizeof obuf - olen < n)
        out_flush();
    return obuf + olen;
}

static inline void fmt_commit(char *end)
{
    olen = (size_t)(end - obuf);
}

static const char fmt_pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "6869707172737475767778798081828384858687888990919293949596979899";

/* Decimal digits of v >= 100: comparisons, no division. */
static inline unsigned fmt_digits(uint64_t v)
{
    unsigned n = 3;
    for (uint64_t t = 1000; n < 20 && v >= t; t *= 10)
        n++;
    return n;
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define FMT_SWAR 1
/* The 8 decimal digits of v < 10^8 as bytes 0..9, most significant first
 * in memory, in parallel within one word (SWAR): v is split into two
 * halves of 4 digits, each into 2 of 2, each into 2 of 1, every division
 * a multiplication by a reciprocal exact in that range. */
static inline uint64_t fmt_swar8(uint64_t v)
{
    uint64_t hi = v / 10000, lo = v % 10000;
    uint64_t m = hi | lo << 32;
    uint64_t top = ((m * 10486) >> 20) & (UINT64_C(0x7f) << 32 | 0x7f);
    m = ((m - 100 * top) << 16) + top;
    uint64_t t = ((m * 103) >> 10) & UINT64_C(0x000f000f000f000f);
    return ((m - 10 * t) << 8) + t;
}

/* 0 < v < 10^8 in decimal at p, writing 8 bytes whatever its length. */
static inline char *fmt_upto8(char *p, uint64_t v)
{
    uint64_t d = fmt_swar8(v);
    /* leading zero digits: the low zero bytes (not all: v > 0) */
    unsigned lead = (unsigned)__builtin_ctzll(d) >> 3;
    d = (d >> (8 * lead)) + UINT64_C(0x3030303030303030);
    memcpy(p, &d, 8);
    return p + 8 - lead;
}
#endif

/* v in decimal at p (at most 20 bytes; may write up to 8 bytes past its
 * end, within those 20); returns the end. */
static inline char *fmt_u64(char *p, uint64_t v)
{
    if (v < 10) { /* most operands of a dump */
        *p = (char)('0' + v);
        return p + 1;
    }
    if (v < 100) {
        memcpy(p, fmt_pairs + v * 2, 2);
        return p + 2;
    }
    if (v < 10000) { /* type ids, small value ids */
        unsigned hi = (unsigned)v / 100, lo = (unsigned)v % 100;
        if (hi < 10) {
            *p = (char)('0' + hi);
            memcpy(p + 1, fmt_pairs + lo * 2, 2);
            return p + 3;
        }
        memcpy(p, fmt_pairs + hi * 2, 2);
        memcpy(p + 2, fmt_pairs + lo * 2, 2);
        return p + 4;
    }
#ifdef FMT_SWAR
    if (v < 100000000) /* value ids, line numbers */
        return fmt_upto8(p, v);
    if (v < UINT64_C(10000000000000000)) { /* -1 as 32 bits, hashes */
        p = fmt_upto8(p, v / 100000000);
        uint64_t d = fmt_swar8(v % 100000000) + UINT64_C(0x3030303030303030);
        memcpy(p, &d, 8);
        return p + 8;
    }
#endif
    char *end = p + fmt_digits(v), *q = end;
    while (v >= 100) {
        q -= 2;
        memcpy(q, fmt_pairs + (v % 100) * 2, 2);
        v /= 100;
    }
    if (v >= 10)
        memcpy(q - 2, fmt_pairs + v * 2, 2);
    else
        q[-1] = (char)('0' + v);
    return end;
}

/* raw as a signed 64-bit number (at most 20 bytes). */
static inline char *fmt_i64(char *p, uint64_t raw)
{
    if ((int64_t)raw < 0) {
        *p++ = '-';
        raw = (uint64_t)0 - raw;
    }
    return fmt_u64(p, raw);
}

/* n spaces; writes up to 15 bytes past p + n (reserve them too). */
static inline char *fmt_spaces(char *p, size_t n)
{
    static const char sp[16] = "                ";
    for (size_t i = 0; i < n; i += 16)
        memcpy(p + i, sp, 16);
    return p + n;
}

static inline char *fmt_mem(char *p, const void *s, size_t n)
{
    memcpy(p, s, n);
    return p + n;
}

/* A string literal, its length known at compile time. */
#define fmt_lit(p, s) fmt_mem((p), "" s, sizeof(s) - 1)

#endif
