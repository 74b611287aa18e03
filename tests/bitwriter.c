/* bitwriter.c - see bitwriter.h. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bitwriter.h"
#include "suites.h" /* its ck_assert_msg */

void bw_init(bw *w)
{
    memset(w, 0, sizeof *w);
}

void bw_free(bw *w)
{
    free(w->buf);
    free(w->stack);
    memset(w, 0, sizeof *w);
}

/* Make room for nbits more bits; new bytes are zero. */
static void reserve(bw *w, uint64_t nbits)
{
    size_t need = (size_t)((w->nbits + nbits + 7) / 8) + 8;
    if (need <= w->cap)
        return;
    size_t nc = w->cap ? w->cap : 64;
    while (nc < need)
        nc *= 2;
    uint8_t *p = realloc(w->buf, nc);
    ck_assert_ptr_nonnull(p);
    memset(p + w->cap, 0, nc - w->cap);
    w->buf = p;
    w->cap = nc;
}

void bw_fixed(bw *w, unsigned nbits, uint64_t v)
{
    ck_assert_uint_le(nbits, 64);
    reserve(w, nbits);
    for (unsigned i = 0; i < nbits; i++, w->nbits++) {
        if ((v >> i) & 1)
            w->buf[w->nbits / 8] |= (uint8_t)(1u << (w->nbits % 8));
        else
            w->buf[w->nbits / 8] &= (uint8_t)~(1u << (w->nbits % 8));
    }
}

void bw_vbr(bw *w, unsigned n, uint64_t v)
{
    ck_assert(n >= 2 && n <= 32);
    const uint64_t hi = UINT64_C(1) << (n - 1);
    while (v >= hi) {
        bw_fixed(w, n, (v & (hi - 1)) | hi);
        v >>= n - 1;
    }
    bw_fixed(w, n, v);
}

void bw_vbr_chunks(bw *w, unsigned n, unsigned nchunks, uint64_t payload,
                   int last_continues)
{
    ck_assert(n >= 2 && n <= 32 && nchunks > 0);
    const uint64_t hi = UINT64_C(1) << (n - 1);
    for (unsigned i = 0; i < nchunks; i++) {
        int cont = i + 1 < nchunks || last_continues;
        bw_fixed(w, n, (payload & (hi - 1)) | (cont ? hi : 0));
    }
}

static const char char6_tbl[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";

unsigned bw_char6_code(char c)
{
    const char *p = c ? strchr(char6_tbl, c) : NULL;
    ck_assert_msg(p != NULL, "'%c' is not a char6 character", c);
    return (unsigned)(p - char6_tbl);
}

void bw_char6(bw *w, char c)
{
    bw_fixed(w, 6, bw_char6_code(c));
}

void bw_align32(bw *w)
{
    unsigned pad = (unsigned)((32 - w->nbits % 32) % 32);
    bw_fixed(w, pad, 0);
}

void bw_bytes(bw *w, const void *p, size_t n)
{
    ck_assert_uint_eq(w->nbits % 8, 0);
    reserve(w, (uint64_t)n * 8);
    if (n)
        memcpy(w->buf + w->nbits / 8, p, n);
    w->nbits += (uint64_t)n * 8;
}

void bw_magic_ir(bw *w)
{
    static const uint8_t m[4] = {'B', 'C', 0xC0, 0xDE};
    bw_bytes(w, m, 4);
}

void bw_magic(bw *w, const char m[4])
{
    bw_bytes(w, m, 4);
}

uint64_t bw_enter_raw(bw *w, unsigned cur_width, uint64_t block_id,
                      uint64_t new_width, uint32_t words, uint64_t *len_bit)
{
    uint64_t at = w->nbits;
    w->nblocks++;
    bw_fixed(w, cur_width, 1);
    bw_vbr(w, 8, block_id);
    bw_vbr(w, 4, new_width);
    bw_align32(w);
    if (len_bit)
        *len_bit = w->nbits;
    bw_fixed(w, 32, words);
    return at;
}

uint64_t bw_enter(bw *w, unsigned cur_width, unsigned block_id,
                  unsigned new_width)
{
    uint64_t len_bit;
    uint64_t at = bw_enter_raw(w, cur_width, block_id, new_width, 0, &len_bit);
    if (w->depth == w->capstack) {
        size_t nc = w->capstack ? w->capstack * 2 : 16;
        bw_open *s = realloc(w->stack, nc * sizeof *s);
        ck_assert_ptr_nonnull(s);
        w->stack = s;
        w->capstack = nc;
    }
    w->stack[w->depth].len_bit = len_bit;
    w->stack[w->depth].body_bit = w->nbits;
    w->depth++;
    return at;
}

uint64_t bw_end_raw(bw *w, unsigned cur_width)
{
    uint64_t at = w->nbits;
    bw_fixed(w, cur_width, 0);
    bw_align32(w);
    return at;
}

void bw_patch32(bw *w, uint64_t bit, uint32_t v)
{
    ck_assert_uint_eq(bit % 8, 0);
    ck_assert_uint_le(bit + 32, w->nbits);
    uint8_t *p = w->buf + bit / 8;
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

void bw_pop(bw *w)
{
    ck_assert_uint_gt(w->depth, 0);
    bw_align32(w);
    bw_open *o = &w->stack[--w->depth];
    bw_patch32(w, o->len_bit, (uint32_t)((w->nbits - o->body_bit) / 32));
}

uint64_t bw_end(bw *w, unsigned cur_width)
{
    ck_assert_uint_gt(w->depth, 0);
    uint64_t at = w->nbits;
    bw_fixed(w, cur_width, 0);
    bw_pop(w);
    return at;
}

uint64_t bw_unabbrev(bw *w, unsigned width, uint64_t code, size_t nops,
                     const uint64_t *ops)
{
    uint64_t at = w->nbits;
    bw_fixed(w, width, 3);
    bw_vbr(w, 6, code);
    bw_vbr(w, 6, nops);
    for (size_t i = 0; i < nops; i++)
        bw_vbr(w, 6, ops[i]);
    return at;
}

void bw_abbrev_body(bw *w, size_t nops, const bw_op *ops)
{
    bw_vbr(w, 5, nops);
    for (size_t i = 0; i < nops; i++) {
        if (ops[i].kind == BW_LIT) {
            bw_fixed(w, 1, 1);
            bw_vbr(w, 8, ops[i].value);
            continue;
        }
        ck_assert_uint_le(ops[i].kind, 7);
        bw_fixed(w, 1, 0);
        bw_fixed(w, 3, ops[i].kind);
        if (ops[i].kind == BW_FIXED || ops[i].kind == BW_VBR)
            bw_vbr(w, 5, ops[i].value);
    }
}

uint64_t bw_define_abbrev(bw *w, unsigned width, size_t nops,
                          const bw_op *ops)
{
    uint64_t at = w->nbits;
    bw_fixed(w, width, 2);
    bw_abbrev_body(w, nops, ops);
    return at;
}

void bw_array_char6(bw *w, const char *s)
{
    size_t n = strlen(s);
    bw_vbr(w, 6, n);
    for (size_t i = 0; i < n; i++)
        bw_char6(w, s[i]);
}

void bw_array_fixed(bw *w, unsigned width, size_t n, const uint64_t *v)
{
    bw_vbr(w, 6, n);
    for (size_t i = 0; i < n; i++)
        bw_fixed(w, width, v[i]);
}

void bw_array_vbr(bw *w, unsigned width, size_t n, const uint64_t *v)
{
    bw_vbr(w, 6, n);
    for (size_t i = 0; i < n; i++)
        bw_vbr(w, width, v[i]);
}

uint64_t bw_blob(bw *w, const void *p, size_t n)
{
    bw_vbr(w, 6, n);
    bw_align32(w);
    uint64_t at = w->nbits;
    bw_bytes(w, p, n);
    bw_align32(w);
    return at;
}

void bw_wrap(bw *w, uint32_t off, uint32_t size, const bw *inner, size_t pad)
{
    bw_fixed(w, 32, 0x0B17C0DEu);
    bw_fixed(w, 32, 0);
    bw_fixed(w, 32, off);
    bw_fixed(w, 32, size);
    bw_fixed(w, 32, 7);
    while (bw_size(w) < off)
        bw_fixed(w, 8, 0);
    bw_bytes(w, bw_data(inner), bw_size(inner));
    w->nblocks += inner->nblocks;
    while (pad--)
        bw_fixed(w, 8, 0xAA);
}

void bw_nest(bw *w, unsigned outer, unsigned id, unsigned n,
             uint64_t *enter_bit, unsigned nrec)
{
    for (unsigned k = 0; k < n; k++) {
        uint64_t at = bw_enter(w, k ? 2 : outer, id, 2);
        if (k < nrec)
            enter_bit[k] = at;
    }
    for (unsigned k = n; k-- > 0;)
        bw_end(w, 2);
}

uint64_t bw_bitpos(const bw *w)
{
    return w->nbits;
}

const uint8_t *bw_data(const bw *w)
{
    return w->buf;
}

size_t bw_size(const bw *w)
{
    return (size_t)((w->nbits + 7) / 8);
}

uint8_t *bw_dup(const bw *w, size_t n)
{
    uint8_t *p = malloc(n ? n : 1);
    ck_assert_ptr_nonnull(p);
    size_t have = bw_size(w);
    size_t k = n < have ? n : have;
    if (k)
        memcpy(p, w->buf, k);
    if (n > k)
        memset(p + k, 0, n - k);
    return p;
}
