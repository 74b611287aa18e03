/*
 * subindex.c - children of a block, indexing lazy bodies on demand.
 *
 * A block the opening walk jumped over (BCQ_BLOCK_LAZY: a function body,
 * metadata, ...) has its inside indexed the first time someone asks for its
 * children.  The result is kept in a list of sub-indexes on the file,
 * published with a compare-and-swap so that concurrent callers on a shared
 * handle never see a half-built one; two threads racing on the same body may
 * both build it, and the loser frees its copy.
 */
#include <stdlib.h>

#include "internal.h"

/* Binary search of the file's index (sorted by position) for a block that
 * starts at stream bit pos. */
int bcq__index_lookup(const bcq__blockvec *v, uint64_t pos, size_t *out)
{
    size_t lo = 0, hi = v->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v->v[mid].enter_bit < pos)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < v->n && v->v[lo].enter_bit == pos) {
        *out = lo;
        return 1;
    }
    return 0;
}

size_t bcq__index_position(const bcq_file *f, uint64_t stream_bit)
{
    size_t i;
    return bcq__index_lookup(&f->index, stream_bit, &i) ? i : BCQ_NONE;
}

/* The sub-index that holds the block at pos, or whose root is at pos. */
static const bcq__subindex *find_sub(const bcq_file *f, uint64_t pos,
                                     size_t *where)
{
    for (const bcq__subindex *s = atomic_load_explicit(
             &((bcq_file *)f)->subindexes, memory_order_acquire);
         s; s = s->next) {
        if (s->enter_bit == pos) {
            *where = BCQ_NONE;
            return s;
        }
        size_t i;
        if (bcq__index_lookup(&s->blocks, pos, &i)) {
            *where = i;
            return s;
        }
    }
    return NULL;
}

static int build_sub(const bcq_file *f, const bcq_block *b,
                     const bcq__subindex **out, bcq_error *err)
{
    bcq__enter e;
    int rc = bcq__block_check(f, b, &e, err);
    if (rc)
        return rc;
    size_t acct = 0;
    if ((rc = bcq__charge(f, &acct, sizeof(bcq__subindex), err)))
        return rc;
    bcq__subindex *s = calloc(1, sizeof *s);
    if (!s) {
        bcq__refund(f, &acct);
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    }
    s->enter_bit = e.enter_bit;
    s->end_bit = e.end_bit;
    bcq__stat_body(f, e.block_id);
    rc = bcq__index_walk((bcq_file *)f, &e, b->depth + 1, 1, s, &acct, err);
    if (rc) {
        bcq__subindex_free(s);
        bcq__refund(f, &acct);
        return rc;
    }
    _Atomic(bcq__subindex *) *head = &((bcq_file *)f)->subindexes;
    bcq__subindex *old = atomic_load_explicit(head, memory_order_acquire);
    for (;;) {
        /* Someone else may have published the same body meanwhile. */
        for (bcq__subindex *t = old; t; t = t->next) {
            if (t->enter_bit == s->enter_bit) {
                bcq__subindex_free(s);
                bcq__refund(f, &acct);
                *out = t;
                return 0;
            }
        }
        s->next = old;
        if (atomic_compare_exchange_weak_explicit(head, &old, s,
                                                  memory_order_acq_rel,
                                                  memory_order_acquire))
            break;
    }
    *out = s;
    return 0;
}

/* BCQ_E_RANGE when the caller's array was too small (count is still set:
 * the caller retries with room), with err filled like any failure. */
static int room(size_t n, size_t cap, bcq_error *err)
{
    if (n <= cap)
        return 0;
    return bcq__fail(err, BCQ_E_RANGE, 0,
                     "%zu children, room for %zu", n, cap);
}

int bcq_block_children(const bcq_file *f, const bcq_block *parent,
                       bcq_block *out, size_t cap, size_t *count,
                       bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !parent || !count || (cap && !out))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    size_t n = 0;
    /* A block of the file's index that was walked: its children follow it
     * in the flat array, before the next block of its depth or less. */
    if (parent->index != BCQ_NONE && parent->index < f->index.n &&
        !(f->index.v[parent->index].flags & BCQ_BLOCK_LAZY)) {
        const bcq__blockvec *v = &f->index;
        size_t p = parent->index;
        for (size_t i = p + 1; i < v->n && v->v[i].depth > v->v[p].depth;
             i++) {
            if (v->v[i].parent != p)
                continue;
            if (n < cap)
                bcq__block_export(f, v, i, 1, &out[n]);
            n++;
        }
        *count = n;
        return room(n, cap, err);
    }
    /* Otherwise a sub-index holds the answer: the one rooted at this block,
     * or one that contains it. */
    uint64_t pos = parent->offset_bits - (uint64_t)f->stream_off * 8;
    size_t where;
    const bcq__subindex *s = find_sub(f, pos, &where);
    if (!s) {
        int rc = build_sub(f, parent, &s, err);
        if (rc)
            return rc;
        where = BCQ_NONE;
    }
    uint32_t want = where == BCQ_NONE ? UINT32_MAX : (uint32_t)where;
    size_t from = where == BCQ_NONE ? 0 : where + 1;
    for (size_t i = from; i < s->blocks.n; i++) {
        if (want != UINT32_MAX && s->blocks.v[i].depth <= s->blocks.v[where].depth)
            break;
        if (s->blocks.v[i].parent != want)
            continue;
        if (n < cap) {
            bcq__block_export(f, &s->blocks, i, 0, &out[n]);
            out[n].parent = want == UINT32_MAX ? parent->index : BCQ_NONE;
        }
        n++;
    }
    *count = n;
    return room(n, cap, err);
}

int bcq__block_check(const bcq_file *f, const bcq_block *b, bcq__enter *out,
                     bcq_error *err)
{
    uint64_t base = (uint64_t)f->stream_off * 8;
    uint64_t stream_bits = (uint64_t)f->stream_len * 8;
    /* The block comes from the caller: it must describe a body inside the
     * stream before any of it is trusted (test foreign_block_refused). */
    if (b->offset_bits < base || b->body_bits < b->offset_bits ||
        b->body_bits - base > stream_bits || b->abbrev_width == 0 ||
        b->abbrev_width > BCQ__MAX_WIDTH || b->depth >= BCQ__MAX_DEPTH ||
        b->words > UINT32_MAX || b->id > UINT32_MAX ||
        !bcq__range_ok(b->body_bits - base, b->words * 32, stream_bits))
        return bcq__fail(err, BCQ_E_INVAL, b->offset_bits,
                         "block does not describe a block of this file");
    out->enter_bit = b->offset_bits - base;
    out->body_bit = b->body_bits - base;
    out->end_bit = out->body_bit + b->words * 32;
    out->block_id = b->id;
    out->words = (uint32_t)b->words;
    out->width = b->abbrev_width;
    return 0;
}
