/*
 * float.c - a float or double in the decimal form llvm-dis tries first:
 * APFloat's toString with a precision of 6 digits, no padding and zeros
 * kept ("1.000000e-01", "6.999990e-01"), which WriteAPFloatInternal
 * (AsmWriter.cpp) prints when it reads back as the same double, and
 * replaces with the hexadecimal form otherwise.  The digits are not those
 * of printf("%.6e"): toString first truncates the exact value to about 20
 * bits' worth of digits (a floor division by a power of ten), then rounds
 * half up to 6 digits, so 0.7 comes out as 6.99999 (and is printed in
 * hex) where printf rounds to 7.00000.  The exact value is a big integer:
 * the significand times 2^e or 5^-e (up to about 2600 bits).
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "asm/asm.h"

#define WORDS 96 /* 3072 bits: 53 + 1074 * log2(5) < 2600 */

typedef struct big {
    uint32_t w[WORDS];
    size_t n; /* words in use */
} big;

static void mul_small(big *b, uint32_t m)
{
    uint64_t carry = 0;
    for (size_t i = 0; i < b->n; i++) {
        uint64_t x = (uint64_t)b->w[i] * m + carry;
        b->w[i] = (uint32_t)x;
        carry = x >> 32;
    }
    if (carry && b->n < WORDS)
        b->w[b->n++] = (uint32_t)carry;
}

static uint32_t div_small(big *b, uint32_t d)
{
    uint64_t rem = 0;
    for (size_t i = b->n; i-- > 0;) {
        uint64_t x = rem << 32 | b->w[i];
        b->w[i] = (uint32_t)(x / d);
        rem = x % d;
    }
    while (b->n && b->w[b->n - 1] == 0)
        b->n--;
    return (uint32_t)rem;
}

static void shl(big *b, unsigned s)
{
    unsigned words = s / 32, bits = s % 32;
    if (b->n == 0)
        return;
    for (size_t i = b->n; i-- > 0;) {
        uint64_t x = (uint64_t)b->w[i] << bits;
        if (i + words + 1 < WORDS)
            b->w[i + words + 1] |= (uint32_t)(x >> 32);
        b->w[i + words] = (uint32_t)x;
    }
    for (unsigned i = 0; i < words; i++)
        b->w[i] = 0;
    b->n += words + 1;
    if (b->n > WORDS)
        b->n = WORDS;
    while (b->n && b->w[b->n - 1] == 0)
        b->n--;
}

static unsigned active_bits(const big *b)
{
    if (b->n == 0)
        return 0;
    uint32_t top = b->w[b->n - 1];
    unsigned k = 0;
    while (top) {
        k++;
        top >>= 1;
    }
    return (unsigned)(b->n - 1) * 32 + k;
}

size_t bcq__float_decimal(char *out, uint64_t bits, int is_double)
{
    const unsigned prec = 6; /* toString's FormatPrecision */
    int neg;
    uint64_t mant;
    int exp, e;
    if (is_double) {
        neg = (int)(bits >> 63);
        e = (int)(bits >> 52 & 0x7ff);
        mant = bits & ((UINT64_C(1) << 52) - 1);
        if (e)
            mant |= UINT64_C(1) << 52;
        exp = (e ? e : 1) - 1075;
    } else {
        neg = (int)(bits >> 31 & 1);
        e = (int)(bits >> 23 & 0xff);
        mant = bits & ((UINT64_C(1) << 23) - 1);
        if (e)
            mant |= UINT64_C(1) << 23;
        exp = (e ? e : 1) - 150;
    }
    size_t o = 0;
    if (neg)
        out[o++] = '-';
    if (mant == 0) { /* "0.0" and zeros to the precision */
        memcpy(out + o, "0.000000e+00", 12);
        return o + 12;
    }
    while (!(mant & 1)) { /* trailing binary zeros */
        mant >>= 1;
        exp++;
    }
    big b;
    memset(&b, 0, sizeof b);
    b.w[0] = (uint32_t)mant;
    b.w[1] = (uint32_t)(mant >> 32);
    b.n = b.w[1] ? 2 : 1;
    int exp10 = 0;
    if (exp > 0)
        shl(&b, (unsigned)exp);
    else
        for (int i = 0; i < -exp; i++) /* N 2^-e = N 5^e 10^-e */
            mul_small(&b, 5);
    if (exp < 0)
        exp10 = exp;
    /* keep about 20 bits of digits: a floor division (AdjustToPrecision on
     * the integer; 196/59 over-estimates log2(10)) */
    unsigned nb = active_bits(&b), required = (prec * 196 + 58) / 59;
    if (nb > required) {
        unsigned tens = (nb - required) * 59 / 196;
        for (unsigned i = 0; i < tens; i++)
            div_small(&b, 10);
        exp10 += (int)tens;
    }
    /* the digits, least significant first, trailing zeros dropped */
    char buf[64];
    size_t n = 0;
    int trail = 1;
    while (b.n && n < sizeof buf) {
        unsigned d = div_small(&b, 10);
        if (trail && d == 0)
            exp10++;
        else {
            buf[n++] = (char)('0' + d);
            trail = 0;
        }
    }
    /* to prec digits, rounding half up (AdjustToPrecision on the digits) */
    if (n > prec) {
        size_t first = n - prec;
        if (buf[first - 1] < '5') {
            while (first < n && buf[first] == '0')
                first++;
        } else {
            size_t i = first;
            for (; i != n; i++) {
                if (buf[i] == '9')
                    first++;
                else {
                    buf[i]++;
                    break;
                }
            }
        }
        if (first == n) { /* carried through: one digit */
            exp10 += (int)first;
            buf[0] = '1';
            n = 1;
        } else {
            exp10 += (int)first;
            memmove(buf, buf + first, n - first);
            n -= first;
        }
    }
    /* scientific: d.ddd, zeros up to the precision, e+XX */
    exp10 += (int)n - 1;
    out[o++] = buf[n - 1];
    out[o++] = '.';
    for (size_t i = 1; i < n; i++)
        out[o++] = buf[n - 1 - i];
    for (size_t i = n - 1; i < prec; i++)
        out[o++] = '0';
    out[o++] = 'e';
    out[o++] = exp10 >= 0 ? '+' : '-';
    unsigned x = (unsigned)(exp10 >= 0 ? exp10 : -exp10);
    char eb[8];
    size_t k = 0;
    do
        eb[k++] = (char)('0' + x % 10);
    while ((x /= 10) != 0);
    if (k < 2)
        eb[k++] = '0';
    while (k)
        out[o++] = eb[--k];
    return o;
}
