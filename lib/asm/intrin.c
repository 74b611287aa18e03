/*
 * intrin.c - which intrinsic an "llvm." name is, in the table of one LLVM
 * release, and the attributes that release's llvm-dis prints for it
 * (intrin.h; the table: intrin-table.c, from gen-intrin.sh).
 *
 * The match is Function::lookupIntrinsicID's, through
 * Intrinsic::lookupLLVMIntrinsicByName: the name is cut at each '.' after
 * "llvm"; the range of table names that begin with the name up to the
 * cut narrows cut by cut until it is empty or the name ends; the first
 * name of the last range that was not empty is the candidate, and it
 * matches when it is the whole name, or the name up to a '.' and the
 * intrinsic is overloaded (its types follow: "llvm.memcpy.p0i8.p0i8.i64").
 * A name that is a prefix but not up to a '.' ("llvm.memcpyx") does not.
 * The table holds the names of every release; a release's range is the
 * names that are its intrinsics (non-zero entry), as LLVM's table of that
 * release holds only its own.  LLVM 22's entries are whole names, none
 * marked overloaded (llvm.memcpy.p0.p0.i64), each with the one signature
 * its attributes hold for: a name with another type suffix is not found.
 */
#include "config.h"

#include <string.h>

#include "asm/intrin.h"

unsigned bcq__producer_major(const uint8_t *p, size_t len)
{
    /* "LLVM" MAJOR "." ...: what the writer of that release puts in
     * IDENTIFICATION_CODE_STRING (writeIdentificationBlock) */
    if (len < 6 || memcmp(p, "LLVM", 4))
        return 0;
    unsigned v = 0;
    size_t i = 4;
    while (i < len && i < 8 && p[i] >= '0' && p[i] <= '9')
        v = v * 10 + (unsigned)(p[i++] - '0');
    if (i == 4 || i >= len || p[i] != '.')
        return 0;
    return v;
}

unsigned bcq__intrin_release(const uint8_t *p, size_t len)
{
    unsigned v = bcq__producer_major(p, len);
    return v == 14 || v == 19 || v == 22 ? v : 0;
}

static const uint16_t *rel_table(unsigned rel)
{
    return rel == 14   ? bcq__intrin_rel14
           : rel == 19 ? bcq__intrin_rel19
           : rel == 22 ? bcq__intrin_rel22
                       : NULL;
}

/* Table name k into buf (BCQ__INTRIN_NAME_MAX + 1 bytes), decoded from
 * the head of its block: its length. */
static size_t name_at(uint32_t k, char *buf)
{
    const char *p = bcq__intrin_names + bcq__intrin_block_off[k / BCQ__INTRIN_BLOCK];
    size_t len = strlen(p);
    memcpy(buf, p, len + 1);
    for (uint32_t i = 0; i < k % BCQ__INTRIN_BLOCK; i++) {
        p += strlen(p) + 1;
        /* the shared length never exceeds the name before (the
         * generator's output; checked all the same) */
        size_t keep = (unsigned char)*p++;
        size_t rest = strlen(p);
        if (keep > len || keep + rest > BCQ__INTRIN_NAME_MAX)
            keep = rest = 0;
        memcpy(buf + keep, p, rest + 1);
        len = keep + rest;
    }
    return len;
}

/* -1, 0, 1: table name k against s[0, n) over its first n bytes (a
 * shorter name compares by its NUL, as strncmp does) */
static int cmp_prefix(uint32_t k, const char *s, size_t n)
{
    char t[BCQ__INTRIN_NAME_MAX + 1];
    size_t tl = name_at(k, t);
    size_t m = tl < n ? tl : n;
    int c = memcmp(t, s, m);
    if (c)
        return c < 0 ? -1 : 1;
    return tl < n ? -1 : 0;
}

/* Narrow [*lo, *hi) to the names that begin with s[0, n). */
static void narrow(uint32_t *lo, uint32_t *hi, const char *s, size_t n)
{
    uint32_t a = *lo, b = *hi;
    while (a < b) { /* first name not below the prefix */
        uint32_t m = a + (b - a) / 2;
        if (cmp_prefix(m, s, n) < 0)
            a = m + 1;
        else
            b = m;
    }
    uint32_t c = a;
    b = *hi;
    while (c < b) { /* first name above it */
        uint32_t m = c + (b - c) / 2;
        if (cmp_prefix(m, s, n) <= 0)
            c = m + 1;
        else
            b = m;
    }
    *lo = a;
    *hi = c;
}

/* The first name of [lo, hi) that release table r holds, or hi. */
static uint32_t first_in(const uint16_t *r, uint32_t lo, uint32_t hi)
{
    while (lo < hi && !r[lo])
        lo++;
    return lo;
}

/* The entry of table name k for release r (list and flags decoded). */
static void entry_of(unsigned rel, const uint16_t *r, uint32_t k,
                     size_t name_len, bcq__intrin *out)
{
    uint32_t li = (uint32_t)(r[k] & ~BCQ__INTRIN_OVERLOADED) - 1;
    const uint16_t *l = bcq__intrin_lists + bcq__intrin_list_at[li];
    out->name_len = name_len;
    out->list = l;
    out->nparams = l[0];
    out->fn = bcq__intrin_strs + bcq__intrin_str_off[l[1]];
    out->sig = rel == 22 ? bcq__intrin_sigs +
                               bcq__intrin_sig_off[bcq__intrin_sig22[k]]
                         : NULL;
}

int bcq__intrin_find(unsigned rel, const char *name, size_t len,
                     bcq__intrin *out)
{
    const uint16_t *r = rel_table(rel);
    if (!r || len < 5 || memcmp(name, "llvm.", 5))
        return 0;
    uint32_t n = bcq__intrin_nnames;
    uint32_t lo = 0, hi = n;
    uint32_t first = first_in(r, lo, hi), last = first;
    size_t end = 4; /* past "llvm" */
    /* each pass consumes at least one byte of name: at most len passes */
    while (end < len && first < hi) {
        const char *dot = memchr(name + end + 1, '.', len - end - 1);
        end = dot ? (size_t)(dot - name) : len;
        last = first;
        narrow(&lo, &hi, name, end);
        first = first_in(r, lo, hi);
    }
    if (first < hi)
        last = first;
    if (last >= n)
        return 0;
    char t[BCQ__INTRIN_NAME_MAX + 1];
    size_t tl = name_at(last, t);
    if (tl > len || memcmp(t, name, tl))
        return 0;
    if (tl < len && (name[tl] != '.' || !(r[last] & BCQ__INTRIN_OVERLOADED)))
        return 0;
    /* 22: the whole name with its one signature (the generator enters no
     * overloaded ones, so the match above was exact) */
    entry_of(rel, r, last, tl, out);
    return 1;
}

int bcq__intrin_sibling22(const char *base, size_t blen, bcq__intrin *out,
                          char *name)
{
    const uint16_t *r = bcq__intrin_rel22;
    if (blen + 1 > BCQ__INTRIN_NAME_MAX)
        return 0;
    char pre[BCQ__INTRIN_NAME_MAX + 1];
    memcpy(pre, base, blen);
    pre[blen] = '.';
    uint32_t lo = 0, hi = bcq__intrin_nnames;
    narrow(&lo, &hi, pre, blen + 1);
    for (uint32_t k = lo; k < hi; k++) {
        if (!r[k] || !bcq__intrin_sig22[k])
            continue;
        size_t tl = name_at(k, name);
        if (memchr(name + blen + 1, '.', tl - blen - 1))
            continue; /* more than one component after base */
        entry_of(22, r, k, tl, out);
        return 1;
    }
    return 0;
}

const char *bcq__intrin_attrs(const bcq__intrin *in, uint32_t k, int ptr)
{
    if (k > in->nparams)
        return "";
    /* list: n, fn, then (pointer, integer) for the return and each
     * parameter */
    uint16_t s = in->list[2 + 2 * k + (ptr ? 0 : 1)];
    return bcq__intrin_strs + bcq__intrin_str_off[s];
}
