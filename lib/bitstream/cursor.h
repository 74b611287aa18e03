/*
 * cursor.h - a value-type reader of the bitstream primitives
 * (BitCodeFormat.rst "Bitstream Format": fixed-width integers, variable-width
 * integers, 6-bit characters, 32-bit alignment).
 *
 * A cursor is three words: the base, the size in bits and the position.  It
 * holds no cache, so copying it is a bookmark and any number of cursors may
 * read one mapping.  Bits are numbered from the least significant bit of
 * byte 0 (the format is little-endian at bit granularity).
 *
 * Reads never touch a byte at or past base + size: a fast path loads 8 bytes
 * only when 8 bytes remain, the tail is read byte by byte (doc/format.md 1.3:
 * embedded streams need no alignment, and a mapping may end at a page end).
 *
 * Every read returns 0 on success or a negative bcq_status and then leaves
 * the position unchanged; the error is reported by the caller, which knows
 * the context.
 */
#ifndef BCQ_CURSOR_H
#define BCQ_CURSOR_H

#include <stdint.h>
#include <string.h>

#include "bcq.h"

typedef struct bcq__cursor {
    const uint8_t *base;
    uint64_t size_bits;
    uint64_t pos;
} bcq__cursor;

static inline bcq__cursor bcq__cursor_make(const uint8_t *base, size_t nbytes)
{
    bcq__cursor c;
    c.base = base;
    c.size_bits = (uint64_t)nbytes * 8;
    c.pos = 0;
    return c;
}

static inline uint64_t bcq__cursor_left(const bcq__cursor *c)
{
    return c->size_bits - c->pos;
}

/* Peek up to 57 bits at bit position pos (caller checked pos+n <= size). */
static inline uint64_t bcq__peek57(const bcq__cursor *c, uint64_t pos,
                                   unsigned n)
{
    uint64_t byte = pos >> 3;
    unsigned shift = (unsigned)(pos & 7);
    uint64_t w;
    if (byte + 8 <= c->size_bits >> 3) {
        memcpy(&w, c->base + byte, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        w = __builtin_bswap64(w);
#endif
    } else {
        /* Tail: assemble what remains, byte by byte (a limit inside a byte
         * still has that byte in the buffer: limits never exceed it). */
        uint64_t nb = ((c->size_bits + 7) >> 3) - byte;
        w = 0;
        for (uint64_t i = 0; i < nb && i < 8; i++)
            w |= (uint64_t)c->base[byte + i] << (8 * i);
    }
    w >>= shift;
    return n == 64 ? w : (w & ((UINT64_C(1) << n) - 1));
}

/* bcq__peek57(c, pos, 57) where the caller has just checked that 8 bytes
 * lie inside the limit from pos's byte, (pos >> 3) + 8 <= size_bits >> 3:
 * the load alone.  The check in bcq__peek57 is not dropped by the
 * compiler where a store through another uint64_t pointer may have
 * changed c->size_bits (bcq__read_vbrs' dst), and the stepping loops make
 * ten such loads a global value record on the synthetic module. */
static inline uint64_t bcq__peek57_in(const bcq__cursor *c, uint64_t pos)
{
    uint64_t w;
    memcpy(&w, c->base + (pos >> 3), 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    return w >> (pos & 7) & ((UINT64_C(1) << 57) - 1);
}

/* Read n bits, 0 <= n <= 64. Fixed(0) reads nothing and yields 0. */
static inline int bcq__read_fixed(bcq__cursor *c, unsigned n, uint64_t *v)
{
    if (n > bcq__cursor_left(c))
        return BCQ_E_TRUNCATED;
    if (n == 0) {
        *v = 0;
        return 0;
    }
    if (n <= 57) {
        *v = bcq__peek57(c, c->pos, n);
    } else {
        uint64_t lo = bcq__peek57(c, c->pos, 32);
        uint64_t hi = bcq__peek57(c, c->pos + 32, n - 32);
        *v = lo | hi << 32;
    }
    c->pos += n;
    return 0;
}

/* For VBR-n (2 <= n <= 32): the high bit of each of the 57/n whole chunks
 * of a 57-bit window, bits n-1 + i*n (i < 57/n); 0 for other widths. */
static inline uint64_t bcq__vbr_ends(unsigned n)
{
    static const uint64_t chunk_ends[33] = {
        0x0000000000000000u, 0x0000000000000000u, 0x00aaaaaaaaaaaaaau,
        0x0124924924924924u, 0x0088888888888888u, 0x0042108421084210u,
        0x0020820820820820u, 0x0081020408102040u, 0x0080808080808080u,
        0x0020100804020100u, 0x0002008020080200u, 0x0040080100200400u,
        0x0000800800800800u, 0x0008004002001000u, 0x0080020008002000u,
        0x0000100020004000u, 0x0000800080008000u, 0x0004000200010000u,
        0x0020000800020000u, 0x0100002000040000u, 0x0000008000080000u,
        0x0000020000100000u, 0x0000080000200000u, 0x0000200000400000u,
        0x0000800000800000u, 0x0002000001000000u, 0x0008000002000000u,
        0x0020000004000000u, 0x0080000008000000u, 0x0000000010000000u,
        0x0000000020000000u, 0x0000000040000000u, 0x0000000080000000u};
    return n < 33 ? chunk_ends[n] : 0;
}

/*
 * One VBR-n value from the low avail bits of w (avail <= 57, the bits above
 * them ignored): its length in bits, the value in *v; 0 when it does not
 * end inside them (the caller then takes bcq__read_vbr's exact path).  A
 * value that ends inside 57 bits has at most 57/n chunks, so at most 57 - 57/n
 * payload bits: it can never be BCQ_E_BAD_VBR, and the result is the exact
 * path's.  Decoding a whole multi-chunk value from one load is what makes
 * the operands of DEBUG_LOC, of global-value records and of relative value
 * ids past 31 cheap (one chunk at a time, each with its own bounds check,
 * cost three times as much).
 */
static inline unsigned bcq__vbr_in_window(uint64_t w, unsigned avail,
                                          unsigned n, uint64_t *v)
{
    const uint64_t pm = (UINT64_C(1) << (n - 1)) - 1; /* payload of a chunk */
    if (avail >= n && !(w >> (n - 1) & 1)) { /* one chunk: the common case */
        *v = w & pm;
        return n;
    }
    uint64_t ends = ~w & bcq__vbr_ends(n) & ((UINT64_C(1) << avail) - 1);
    if (!ends)
        return 0;
    unsigned len = (unsigned)__builtin_ctzll(ends) + 1;
    uint64_t val = w & pm;
    for (unsigned s = n, d = n - 1; s < len; s += n, d += n - 1)
        val |= (w >> s & pm) << d;
    *v = val;
    return len;
}

/*
 * Read a VBR-n value (n >= 2): chunks of n bits, the high bit of each says
 * another chunk follows.  The value may use at most 64 bits: payload bits
 * above bit 63, or a continuation once 64 bits are filled, give
 * BCQ_E_BAD_VBR (upstream LLVM's "Unterminated VBR"; LLVM 14 shifted past 64
 * bits, undefined behaviour).  Redundant zero chunks are allowed.
 *
 * bcq__read_vbr_exact is the chunk-by-chunk loop, out of line: the caller,
 * bcq__read_vbr, stays small enough to be inlined into every record loop
 * and takes it only for a value longer than one 57-bit load or in the last
 * 8 bytes before the limit.
 */
static int bcq__read_vbr_exact(bcq__cursor *c, unsigned n, uint64_t *v)
    __attribute__((noinline, unused));
static int bcq__read_vbr_exact(bcq__cursor *c, unsigned n, uint64_t *v)
{
    uint64_t pos = c->pos, val = 0;
    unsigned shift = 0;
    const uint64_t hibit = UINT64_C(1) << (n - 1);
    for (;;) {
        if (n > c->size_bits - pos)
            return BCQ_E_TRUNCATED;
        uint64_t piece = bcq__peek57(c, pos, n);
        pos += n;
        uint64_t payload = piece & (hibit - 1);
        if (shift < 64) {
            if (shift > 0 && (payload >> (64 - shift)) != 0)
                return BCQ_E_BAD_VBR;
            val |= payload << shift;
        } else if (payload != 0) {
            return BCQ_E_BAD_VBR;
        }
        if (!(piece & hibit))
            break;
        shift += n - 1;
        if (shift >= 64)
            return BCQ_E_BAD_VBR;
    }
    c->pos = pos;
    *v = val;
    return 0;
}

static inline int bcq__read_vbr(bcq__cursor *c, unsigned n, uint64_t *v)
{
    uint64_t pos = c->pos;
    /* Fast path: the value ends within one 57-bit load (when 8 bytes
     * remain), as nearly all do; same result as the loop. */
    if ((pos >> 3) + 8 <= c->size_bits >> 3) {
        uint64_t w;
        memcpy(&w, c->base + (pos >> 3), 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        w = __builtin_bswap64(w);
#endif
        unsigned len = bcq__vbr_in_window(w >> (pos & 7), 57, n, v);
        if (len) {
            c->pos = pos + len;
            return 0;
        }
    }
    return bcq__read_vbr_exact(c, n, v);
}

/* The value of the VBR6 chunks in the low len bits of x (len a multiple of
 * 6, at most 54): the continuation bits dropped and the 5-bit payloads
 * joined, pairs, then fours, then the ninth, with no loop over chunks (a
 * global value's name offset has four or five). */
static inline uint64_t bcq__vbr6_join(uint64_t x, unsigned len)
{
    x &= ((UINT64_C(1) << len) - 1) & UINT64_C(0x001f7df7df7df7df);
    x = (x & UINT64_C(0x001f01f01f01f01f)) |
        (x >> 1 & UINT64_C(0x03e03e03e03e03e0));
    x = (x & UINT64_C(0x03ff0003ff0003ff)) |
        (x >> 2 & UINT64_C(0x00000ffc000ffc00));
    return (x & 0xfffff) | (x >> 4 & UINT64_C(0xfffff00000)) |
           (x >> 8 & (UINT64_C(31) << 40));
}

/*
 * Up to max VBR-n values (2 <= n <= 32) into dst, a 57-bit window at a
 * time: every value that ends in the window is found by its end chunk
 * (high bit clear) and put together from the same load (METADATA_INDEX's
 * bit offsets take two or three VBR6 chunks each, a global value record's
 * name offset four or five).  Stops before a value longer than a window
 * and where a window would pass the limit: how many were read, c->pos past
 * them; the exact path (bcq__read_vbr) goes on from there.  A value that
 * ends in a window has at most 57/n chunks, never more than 64 payload
 * bits: the exact path's value.
 */
static inline uint64_t bcq__read_vbrs(bcq__cursor *c, unsigned n,
                                      uint64_t *dst, uint64_t max)
{
    const uint64_t pm = (UINT64_C(1) << (n - 1)) - 1, all = bcq__vbr_ends(n);
    uint64_t pos = c->pos, k = 0;
    while (k < max && (pos >> 3) + 8 <= c->size_bits >> 3) {
        const uint64_t w = bcq__peek57_in(c, pos);
        uint64_t ends = ~w & all;
        unsigned start = 0;
        while (ends && k < max) {
            unsigned end = (unsigned)__builtin_ctzll(ends) + 1;
            uint64_t v = w >> start & pm;
            for (unsigned s = start + n, d = n - 1; s < end;
                 s += n, d += n - 1)
                v |= (w >> s & pm) << d;
            ends &= ends - 1;
            dst[k++] = v;
            start = end;
        }
        if (!start)
            break;
        pos += start;
    }
    c->pos = pos;
    return k;
}

/* Bits set in x, without relying on a POPCNT instruction (not in the
 * x86-64 baseline; __builtin_popcountll would call libgcc). */
static inline uint64_t bcq__popcount64(uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555u;
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return (x * 0x0101010101010101u) >> 56;
}

/* The ends of VBR6 values in a window (bits 5, 11, ..., 53) counted: moved
 * to bits 0, 6, ..., 48 and summed into bits 48-53 by one product, four
 * instructions instead of bcq__popcount64's twelve (no 6-bit field of the
 * product exceeds 9, so none carries into the next). */
static inline uint64_t bcq__count_vbr6_ends(uint64_t ends)
{
    return ((ends >> 5) * UINT64_C(0x0041041041041041)) >> 48 & 63;
}

/*
 * Step over count VBR-n values (2 <= n <= 32) a 57-bit window at a time:
 * the terminating chunks (high bit clear) are found with one mask and a
 * popcount instead of one read per chunk.  Only the easy case is handled:
 * the window must lie 8 bytes inside the cursor's limit and every value
 * must end within one window of where it starts (at most 57/n chunks, which
 * can never exceed 64 payload bits, so no value it steps over could be
 * BCQ_E_BAD_VBR).  Returns 0 with c->pos past the last value, or 1 -- with
 * c->pos unspecified -- when the caller must take the exact path
 * (bcq__read_vbr), which then also produces the exact error.
 */
static inline int bcq__skip_vbrs(bcq__cursor *c, unsigned n, uint64_t count)
{
    const uint64_t term_mask = bcq__vbr_ends(n); /* 0: decline */
    uint64_t pos = c->pos;
    while (count) {
        if ((pos >> 3) + 8 > c->size_bits >> 3)
            return 1;
        uint64_t ends = ~bcq__peek57_in(c, pos) & term_mask;
        if (!ends)
            return 1; /* a value longer than a window */
        if (n == 6) {
            /* field j of the product (bits 6j..6j+5) counts the ends of
             * chunks 0..j, field 8 all of them (bcq__count_vbr6_ends);
             * the count-th end is in the first field that reaches count,
             * found by adding 32 - count to every field (at most 9 + 31:
             * no field carries) and taking the lowest bit 5 set */
            const uint64_t ones = UINT64_C(0x0041041041041041);
            const uint64_t upto = (ends >> 5) * ones;
            const uint64_t t = upto >> 48 & 63;
            if (t < count) {
                count -= t;
                pos += 64 - (uint64_t)__builtin_clzll(ends); /* past them */
                continue;
            }
            ends = (upto + (32 - count) * ones) & term_mask;
        } else if (count > 1) { /* one value (an abbreviation's operand,
                                   the commonest call) ends at the first
                                   end */
            const uint64_t t = bcq__popcount64(ends);
            if (t < count) {
                count -= t;
                pos += 64 - (uint64_t)__builtin_clzll(ends); /* past them */
                continue;
            }
            while (--count)
                ends &= ends - 1; /* drop the ends of the first count-1 */
        }
        pos += (uint64_t)__builtin_ctzll(ends) + 1;
        break;
    }
    c->pos = pos;
    return 0;
}

/* Windows of VBR6 chunks taken 54 bits apart (nine whole chunks each, so
 * chunks stay aligned), given by the ends they hold (~w & bits 5, ...,
 * 53): may a value run from the last end of window x to the first of the
 * next window y?  Only if both have an end and the value has at most 12
 * chunks, the chunks after x's last end (bits 53 - hi) and up to y's first
 * (ctz - 5); such a value is never BCQ_E_BAD_VBR, as none inside one
 * window is. */
static inline int bcq__vbr6_cross_ok(uint64_t x, uint64_t y)
{
    return x && y &&
           (unsigned)__builtin_ctzll(y) + (unsigned)__builtin_clzll(x) <=
               18 + 63;
}

/*
 * Where the count-th VBR6 value ends (count >= 1) in up to four windows
 * loaded 54 bits apart, given by their ends (bcq__vbr6_cross_ok; a window
 * not loaded has ends 0): the bit just past it, from the first window's
 * start, or UINT64_MAX when it is not in them or a value between would
 * cross windows the long way.  The ends are counted side by side: field j
 * of (ends >> 5) * ones (bits 6j..6j+5) counts the ends of chunks 0..j,
 * field 8 all of the window's; the count-th end is in the first field
 * that reaches count, found by adding 32 - count to every field (at most
 * 9 + 31: no field carries) and taking the lowest bit 5 set.  Always
 * inlined: in bcq__reader_run's loop a call cost 5 % of the synthetic
 * module's instructions.
 */
static inline __attribute__((always_inline)) uint64_t
bcq__vbr6_nth_end(uint64_t ea, uint64_t eb, uint64_t ec, uint64_t ed,
                  uint64_t count)
{
    const uint64_t E = UINT64_C(0x0020820820820820); /* bits 5, ..., 53 */
    const uint64_t ones = UINT64_C(0x0041041041041041);
    const uint64_t ua = (ea >> 5) * ones, ub = (eb >> 5) * ones,
                   uc = (ec >> 5) * ones, ud = (ed >> 5) * ones;
    const uint64_t ta = ua >> 48 & 63, tb = ub >> 48 & 63,
                   tc = uc >> 48 & 63, td = ud >> 48 & 63;
    uint64_t u, k;
    unsigned base;
    if (count <= ta) {
        u = ua, k = count, base = 0;
    } else if (count <= ta + tb && bcq__vbr6_cross_ok(ea, eb)) {
        u = ub, k = count - ta, base = 54;
    } else if (count <= ta + tb + tc && bcq__vbr6_cross_ok(ea, eb) &&
               bcq__vbr6_cross_ok(eb, ec)) {
        u = uc, k = count - ta - tb, base = 108;
    } else if (count <= ta + tb + tc + td && bcq__vbr6_cross_ok(ea, eb) &&
               bcq__vbr6_cross_ok(eb, ec) && bcq__vbr6_cross_ok(ec, ed)) {
        u = ud, k = count - ta - tb - tc, base = 162;
    } else {
        return UINT64_MAX;
    }
    const uint64_t e = (u + (32 - k) * ones) & E;
    return base + (uint64_t)__builtin_ctzll(e) + 1;
}

/*
 * bcq__skip_vbrs for VBR6 with its windows loaded at once: three windows
 * of nine chunks at c->pos, +54 and +108, their ends counted side by side
 * (bcq__vbr6_nth_end).  Stepping records is a chain of loads, each at the
 * position the last one gave: this makes the ~20 chunks a global value
 * record has after its name one link of the chain instead of three
 * (doc/format.md 12.5).  Near the limit, past the third window, or where a
 * value crossing windows has more than 12 chunks, bcq__skip_vbrs answers
 * from c->pos.  Where it answers, the position is the exact path's
 * (bcq__read_vbr count times); it may answer where bcq__skip_vbrs declines
 * (a value of 10 to 12 chunks across windows).
 */
static inline int bcq__skip_vbr6s_wide(bcq__cursor *c, uint64_t count)
{
    const uint64_t E = UINT64_C(0x0020820820820820); /* bits 5, ..., 53 */
    const uint64_t pos = c->pos;
    /* the last window's 8 bytes end by byte (pos + 108) / 8 + 8 */
    if (count == 0 || (pos >> 3) + 22 > c->size_bits >> 3)
        return bcq__skip_vbrs(c, 6, count);
    const uint64_t end = bcq__vbr6_nth_end(~bcq__peek57_in(c, pos) & E,
                                           ~bcq__peek57_in(c, pos + 54) & E,
                                           ~bcq__peek57_in(c, pos + 108) & E,
                                           0, count);
    if (end == UINT64_MAX)
        return bcq__skip_vbrs(c, 6, count);
    c->pos = pos + end;
    return 0;
}

/* The 5-bit fields at bits 0, 6, ..., 48 of x (nine at most, each below
 * 32) summed: adjacent fields added into 12-bit ones, then one product. */
static inline uint64_t bcq__sum_vbr6_fields(uint64_t x)
{
    const uint64_t m12 = UINT64_C(0x0003f03f03f03f03f);
    x = (x & m12) + (x >> 6 & m12); /* five fields of at most 62 */
    return (x * UINT64_C(0x0001001001001001)) >> 48 & 0xfff;
}

/*
 * The sum of up to max VBR6 values from c->pos, c->pos moved past them,
 * a 57-bit window at a time without putting each value together (a
 * METADATA_INDEX of 313 000 offsets is summed into positions): in a window
 * whose values all have one or two chunks, the first chunks' payloads and
 * 32 times the second chunks' are summed by bcq__sum_vbr6_fields; any other
 * window's values are put together one by one, as bcq__read_vbrs does.
 * *zero is set when one of the values summed is 0.  Stops as
 * bcq__read_vbrs: before a value longer than a window and where a window
 * would pass the limit; returns how many were summed (the exact path,
 * bcq__read_vbr, goes on from there).  A value that ends in a window is
 * below 2^45, so the sum of fewer than 2^19 of them does not wrap (the
 * METADATA_INDEX is summed 16 at a time).
 */
static inline uint64_t bcq__sum_vbr6s(bcq__cursor *c, uint64_t max,
                                      uint64_t *sum, int *zero)
{
    const uint64_t E = bcq__vbr_ends(6);    /* bits 5, 11, ..., 53 */
    const uint64_t ones = E >> 5;           /* bits 0, 6, ..., 48 */
    const uint64_t P = ones * 31;           /* the payload fields */
    uint64_t pos = c->pos, k = 0, s = 0;
    while (k < max && (pos >> 3) + 8 <= c->size_bits >> 3) {
        const uint64_t w = bcq__peek57_in(c, pos);
        uint64_t ends = ~w & E;
        if (!ends)
            break; /* a value longer than a window */
        uint64_t t = bcq__count_vbr6_ends(ends);
        if (t > max - k) { /* only the first max - k */
            uint64_t rest = ends;
            for (uint64_t i = max - k; i; i--)
                rest &= rest - 1;
            ends ^= rest;
            t = max - k;
        }
        const unsigned len = 64 - (unsigned)__builtin_clzll(ends);
        const uint64_t m = (UINT64_C(1) << len) - 1; /* len <= 54 */
        const uint64_t cont = w & E & m;    /* chunks that go on */
        const uint64_t pay = w & P & m;
        const uint64_t second = (cont << 1) * 31; /* payloads of chunks
                                                     after one that goes on */
        const uint64_t firsts = E & m & ~(cont << 6);
        if (!(cont & cont << 6) &&
            !(firsts & ~((pay & ~second) + ones * 31))) {
            /* one or two chunks each, no first chunk of payload 0 (so no
             * value 0) */
            s += bcq__sum_vbr6_fields(pay & ~second) +
                 32 * bcq__sum_vbr6_fields(pay & second);
        } else {
            unsigned start = 0;
            for (uint64_t e = ends; e; e &= e - 1) {
                const unsigned end = (unsigned)__builtin_ctzll(e) + 1;
                uint64_t v = w >> start & 31;
                for (unsigned b = start + 6, d = 5; b < end; b += 6, d += 5)
                    v |= (w >> b & 31) << d;
                *zero |= v == 0;
                s += v;
                start = end;
            }
        }
        k += t;
        pos += len;
    }
    c->pos = pos;
    *sum = s;
    return k;
}

/* char6: 'a'..'z' = 0..25, 'A'..'Z' = 26..51, '0'..'9' = 52..61, '.', '_'. */
static inline uint64_t bcq__char6_decode(uint64_t v)
{
    static const char tbl[65] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";
    return (uint64_t)(unsigned char)tbl[v & 63];
}

static inline int bcq__read_char6(bcq__cursor *c, uint64_t *v)
{
    uint64_t raw;
    int rc = bcq__read_fixed(c, 6, &raw);
    if (rc == 0)
        *v = bcq__char6_decode(raw);
    return rc;
}

/* Skip to the next multiple of 32 bits.  Past the end is truncation. */
static inline int bcq__align32(bcq__cursor *c)
{
    uint64_t np = (c->pos + 31) & ~(uint64_t)31;
    if (np > c->size_bits)
        return BCQ_E_TRUNCATED;
    c->pos = np;
    return 0;
}

/* Move to pos, which may be the end but not past it. */
static inline int bcq__seek(bcq__cursor *c, uint64_t pos)
{
    if (pos > c->size_bits)
        return BCQ_E_TRUNCATED;
    c->pos = pos;
    return 0;
}

#endif /* BCQ_CURSOR_H */
