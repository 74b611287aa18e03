/*
 * namehash.c - name -> value id for the global values of one module.
 *
 * Built on the first lookup and kept: an open-addressing table of value ids
 * (power-of-two size, at most half full) keyed by FNV-1a of the name, so a
 * lookup costs one hash of the name and a few probes, not a scan of the
 * module.  Names are the spans of bcq_module.globals (STRTAB slices or VST
 * copies); the table stores only indices.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct bcq__namehash {
    size_t mask;  /* size - 1 */
    uint32_t *v;  /* value id + 1; 0 = empty */
};

void bcq__namehash_free(void *p)
{
    struct bcq__namehash *h = p;
    if (h) {
        free(h->v);
        free(h);
    }
}

static uint64_t fnv1a(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211u;
    return h;
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
    int rc = bcq__charge(f, acct, sizeof(struct bcq__namehash) +
                                      size * sizeof(uint32_t), err);
    if (rc)
        return rc;
    struct bcq__namehash *h = calloc(1, sizeof *h);
    if (h)
        h->v = calloc(size, sizeof *h->v);
    if (!h || !h->v) {
        bcq__namehash_free(h);
        bcq__refund(f, acct);
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    }
    h->mask = size - 1;
    for (size_t i = 0; i < mod->nglobals; i++) {
        bcq_span s = mod->globals[i].name;
        if (s.len == 0)
            continue; /* unnamed: no name to find it by */
        size_t k = (size_t)fnv1a(s.ptr, s.len) & h->mask;
        for (; h->v[k]; k = (k + 1) & h->mask)
            if (same(mod->globals[h->v[k] - 1].name, (const char *)s.ptr,
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
    _Atomic(void *) *slot = &f->mods[m].names;
    struct bcq__namehash *h = atomic_load_explicit(slot, memory_order_acquire);
    if (!h) {
        struct bcq__namehash *mine = NULL;
        size_t acct = 0;
        if ((rc = build(f, mod, &mine, &acct, err)))
            return rc;
        h = bcq__publish(slot, mine, bcq__namehash_free, f, &acct);
    }
    if (len) {
        size_t k = (size_t)fnv1a((const uint8_t *)name, len) & h->mask;
        for (; h->v[k]; k = (k + 1) & h->mask)
            if (same(mod->globals[h->v[k] - 1].name, name, len)) {
                *value_id = h->v[k] - 1;
                return 0;
            }
    }
    return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                     "no global value named \"%.*s\" in module %zu",
                     (int)(len > 64 ? 64 : len), name ? name : "", m);
}
