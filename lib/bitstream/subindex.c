/*
 * subindex.c - children of a block, indexed one level at a time on demand.
 *
 * A block the opening walk jumped over (BCQ_BLOCK_LAZY: a MODULE_BLOCK in
 * LLVM IR, a function body, metadata, ...) has its direct children indexed
 * the first time someone asks for them, by the same blocklen jumps as the
 * opening walk; each child is LAZY in turn.  A level is kept in a hash of
 * lists on the file keyed by its block's position, published with a
 * compare-and-swap so that concurrent callers on a shared handle never see a
 * half-built one; two threads racing on the same level may both build it,
 * and the loser frees its copy.
 */
#include "config.h"

#include <stdlib.h>

#include "bitstream/bitstream.h"

static void subindex_free(bcq__subindex *s)
{
    free(s->blocks.v);
    free(s);
}

void bcq__levels_free(bcq_file *f)
{
    bcq__levels *lv = atomic_load(&bcq__fs(f)->levels);
    for (size_t b = 0; lv && b <= lv->mask; b++) {
        bcq__subindex *s = atomic_load(&lv->bucket[b]);
        while (s) {
            bcq__subindex *n = s->next;
            subindex_free(s);
            s = n;
        }
    }
    free(lv);
}

/* The table of levels, made on first use: about one bucket per 4 KiB of
 * stream, 16 to 65 536, so that lookups stay short when every body of a
 * large module has been asked for its children. */
static bcq__levels *levels(const bcq_file *f, bcq_error *err)
{
    _Atomic(bcq__levels *) *slot = &bcq__fs((bcq_file *)f)->levels;
    bcq__levels *lv = atomic_load_explicit(slot, memory_order_acquire);
    if (lv)
        return lv;
    size_t n = 16;
    while (n < 65536 && n < bcq__fs(f)->where.stream_len / 4096)
        n *= 2;
    size_t bytes = sizeof *lv + n * sizeof lv->bucket[0], acct = 0;
    if (bcq__charge(bcq__fbudget(f), &acct, bytes, err))
        return NULL;
    bcq__levels *mine = calloc(1, bytes);
    if (!mine) {
        bcq__refund(bcq__fbudget(f), &acct);
        bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
        return NULL;
    }
    mine->mask = n - 1;
    for (size_t i = 0; i < n; i++)
        atomic_init(&mine->bucket[i], NULL);
    if (atomic_compare_exchange_strong_explicit(slot, &lv, mine,
                                                memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    free(mine); /* another thread published first */
    bcq__refund(bcq__fbudget(f), &acct);
    return lv;
}

static _Atomic(bcq__subindex *) *bucket_of(bcq__levels *lv, uint64_t pos)
{
    uint64_t h = (pos >> 5) * 0x9E3779B97F4A7C15ull;
    return &lv->bucket[(h >> 32) & lv->mask];
}

static const bcq__subindex *find_in(bcq__subindex *s, uint64_t pos)
{
    for (; s; s = s->next)
        if (s->enter_bit == pos)
            return s;
    return NULL;
}

/* The level of the block b: the published one, or one indexed now. */
int bcq__level_get(const bcq_file *f, const bcq_block *b,
                   const bcq__subindex **out, bcq_error *err)
{
    bcq__enter e;
    int rc = bcq__block_check(f, b, &e, err);
    if (rc)
        return rc;
    bcq__levels *lv = levels(f, err);
    if (!lv)
        return err && err->code ? err->code : BCQ_E_NOMEM;
    _Atomic(bcq__subindex *) *head = bucket_of(lv, e.enter_bit);
    bcq__subindex *old = atomic_load_explicit(head, memory_order_acquire);
    if ((*out = find_in(old, e.enter_bit)))
        return 0;
    size_t acct = 0;
    bcq__subindex *s;
    if ((rc = bcq__fzalloc(bcq__fbudget(f), &acct, sizeof *s, (void **)&s,
                           err)))
        return rc;
    s->enter_bit = e.enter_bit;
    s->end_bit = e.end_bit;
    bcq__stat_body(f, e.block_id);
    rc = bcq__index_walk(f, &e, b->depth + 1, &s->blocks, &acct, err);
    if (rc) {
        subindex_free(s);
        bcq__refund(bcq__fbudget(f), &acct);
        return rc;
    }
    for (;;) {
        /* Someone else may have published the same level meanwhile. */
        const bcq__subindex *t = find_in(old, e.enter_bit);
        if (t) {
            subindex_free(s);
            bcq__refund(bcq__fbudget(f), &acct);
            *out = t;
            return 0;
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
    if (parent->index != BCQ_NONE && parent->index < bcq__fs(f)->index.n &&
        !(bcq__fs(f)->index.v[parent->index].flags & BCQ_BLOCK_LAZY)) {
        const bcq__blockvec *v = &bcq__fs(f)->index;
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
    /* Otherwise its level holds the answer: the children of a LAZY block
     * (in the flat index or not) are indexed once, on first demand. */
    const bcq__subindex *s;
    int rc = bcq__level_get(f, parent, &s, err);
    if (rc)
        return rc;
    size_t up = parent->index != BCQ_NONE && parent->index < bcq__fs(f)->index.n
                    ? parent->index
                    : BCQ_NONE;
    for (size_t i = 0; i < s->blocks.n; i++, n++) {
        if (n < cap) {
            bcq__block_export(f, &s->blocks, i, 0, &out[n]);
            out[n].parent = up;
        }
    }
    *count = n;
    return room(n, cap, err);
}

int bcq__block_check(const bcq_file *f, const bcq_block *b, bcq__enter *out,
                     bcq_error *err)
{
    uint64_t base = (uint64_t)bcq__fs(f)->where.stream_off * 8;
    uint64_t stream_bits = (uint64_t)bcq__fs(f)->where.stream_len * 8;
    /* The block comes from the caller: it must describe a body inside the
     * stream before any of it is trusted (test foreign_block_refused). */
    if (b->bit < base || b->body_bit < b->bit ||
        b->body_bit - base > stream_bits || b->abbrev_width == 0 ||
        b->abbrev_width > BCQ__MAX_WIDTH || b->depth >= BCQ__MAX_DEPTH ||
        b->words > UINT32_MAX || b->id > UINT32_MAX ||
        !bcq__range_ok(b->body_bit - base, b->words * 32, stream_bits))
        return bcq__fail(err, BCQ_E_INVAL, b->bit,
                         "block does not describe a block of this file");
    out->enter_bit = b->bit - base;
    out->body_bit = b->body_bit - base;
    out->end_bit = out->body_bit + b->words * 32;
    out->block_id = b->id;
    out->words = (uint32_t)b->words;
    out->width = b->abbrev_width;
    return 0;
}
