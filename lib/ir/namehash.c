/*
 * namehash.c - name -> value id for the global values of one module.
 *
 * The first lookup of a module scans its names (a compare of lengths for
 * most: cheaper than building anything when one function is asked for);
 * the second builds the table and keeps it: an open-addressing table of
 * value ids (power-of-two size, at most half full) keyed by a hash of the
 * name, so a lookup costs one hash of the name and a few probes.  Names
 * are those of the module's compact global values (STRTAB slices or VST
 * copies); the table stores only indices.
 *
 * The names come from the file: with a fixed hash, a file could hold
 * hundreds of thousands of names made to fall into one chain and turn the
 * build quadratic (minutes of CPU from a few MB).  So the hash (FNV-1a,
 * then a 64-bit finalizer so the slot depends on every bit of the state)
 * starts from a seed drawn per table from addresses that ASLR varies; what
 * a lookup answers does not depend on it (the first global of a name wins
 * whatever the probe order).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

struct bcq__namehash {
    size_t mask;   /* size - 1 */
    uint32_t *v;   /* value id + 1; 0 = empty */
    uint64_t seed; /* see above */
};

void bcq__namehash_free(void *p)
{
    struct bcq__namehash *h = p;
    if (h) {
        free(h->v);
        free(h);
    }
}

static uint64_t mix64(uint64_t x) /* the MurmurHash3 finalizer */
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdu;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53u;
    x ^= x >> 33;
    return x;
}

static size_t name_slot(const struct bcq__namehash *h, const uint8_t *p, size_t n)
{
    uint64_t x = 1469598103934665603u ^ h->seed;
    for (size_t i = 0; i < n; i++)
        x = (x ^ p[i]) * 1099511628211u;
    return (size_t)mix64(x) & h->mask;
}

static int same(bcq_span s, const char *name, size_t len)
{
    return s.len == len && (len == 0 || memcmp(s.ptr, name, len) == 0);
}

static int build(const bcq_file *f, const bcq_module *mod,
                 struct bcq__namehash **out, size_t *acct, bcq_error *err)
{
    /* value ids are stored in 32 bits: a module with more global values
     * than that would need a 16 GiB module block */
    if (mod->nglobals >= UINT32_MAX)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, 0,
                         "%zu global values", mod->nglobals);
    size_t size = 16;
    while (size / 2 < mod->nglobals)
        size *= 2;
    int rc = bcq__charge(bcq__fbudget(f), acct, sizeof(struct bcq__namehash) +
                                      size * sizeof(uint32_t), err);
    if (rc)
        return rc;
    struct bcq__namehash *h = calloc(1, sizeof *h);
    if (h)
        h->v = calloc(size, sizeof *h->v);
    if (!h || !h->v) {
        bcq__namehash_free(h);
        bcq__refund(bcq__fbudget(f), acct);
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    }
    h->mask = size - 1;
    /* the table's own address, the stack's and the code's: each moved by
     * ASLR; not secret against a local attacker, but a file cannot know */
    int here;
    h->seed = mix64((uint64_t)(uintptr_t)h ^
                    ((uint64_t)(uintptr_t)&here << 17) ^
                    (uint64_t)(uintptr_t)&name_slot);
    for (size_t i = 0; i < mod->nglobals; i++) {
        bcq_span s = bcq__gv_name(mod, i);
        if (s.len == 0)
            continue; /* unnamed: no name to find it by */
        size_t k = name_slot(h, s.ptr, s.len);
        for (; h->v[k]; k = (k + 1) & h->mask)
            if (same(bcq__gv_name(mod, h->v[k] - 1), (const char *)s.ptr,
                     s.len))
                break; /* a second global of that name: the first wins */
        if (!h->v[k])
            h->v[k] = (uint32_t)i + 1;
    }
    *out = h;
    return 0;
}

int bcq_global_find(const bcq_file *f, size_t m, const char *name,
                    size_t len, size_t *value_id, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || (!name && len) || !value_id)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq_module *mod;
    int rc = bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    return bcq__global_find_in(f, m, mod, name, len, value_id, err);
}

int bcq__global_find_in(const bcq_file *f, size_t m, const bcq_module *mod,
                        const char *name, size_t len, size_t *value_id,
                        bcq_error *err)
{
    int rc;
    _Atomic(void *) *slot = &bcq__fs(f)->ir->mods[m].names;
    struct bcq__namehash *h = atomic_load_explicit(slot, memory_order_acquire);
    /* One lookup costs a scan of the names (a compare of lengths for most);
     * the table, which costs ten times that to build, pays from the second
     * lookup of the module on. */
    if (!h && atomic_fetch_add_explicit(&bcq__fs(f)->ir->mods[m].finds, 1,
                                        memory_order_relaxed) == 0) {
        for (size_t i = 0; len && i < mod->nglobals; i++)
            if (same(bcq__gv_name(mod, i), name, len)) {
                *value_id = i; /* the first of a name, as the table has */
                return 0;
            }
        goto not_found;
    }
    if (!h) {
        struct bcq__namehash *mine = NULL;
        size_t acct = 0;
        if ((rc = build(f, mod, &mine, &acct, err)))
            return rc;
        h = bcq__publish(slot, mine, bcq__namehash_free, bcq__fbudget(f), &acct);
    }
    if (len) {
        size_t k = name_slot(h, (const uint8_t *)name, len);
        for (; h->v[k]; k = (k + 1) & h->mask)
            if (same(bcq__gv_name(mod, h->v[k] - 1), name, len)) {
                *value_id = h->v[k] - 1;
                return 0;
            }
    }
not_found:
    return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                     "no global value named \"%.*s\" in module %zu",
                     (int)(len > 64 ? 64 : len), name ? name : "", m);
}
