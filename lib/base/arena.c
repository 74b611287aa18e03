/*
 * arena.c - stable storage for what a query copies out of records.
 *
 * Record strings (target triple, section names, version-1 symbol names) are
 * arrays of operands, not bytes of the input, so they cannot be zero-copy
 * views.  They, and the tables that point at them, go into chunks that never
 * move and are freed together when the owner goes away.  Sizes are bounded
 * by the caller's plausibility checks (every copied byte came from at least
 * one operand of the input).
 */
#include "config.h"

#include <stdlib.h>

#include "base/base.h"

struct bcq__chunk {
    struct bcq__chunk *next;
    size_t used, cap;
    _Alignas(max_align_t) unsigned char mem[];
};

#define BCQ__CHUNK 16384u

void *bcq__arena_alloc(bcq__arena *a, size_t n, bcq_error *err)
{
    const size_t al = _Alignof(max_align_t);
    if (n > SIZE_MAX / 2) {
        a->status = bcq__fail(err, BCQ_E_NOMEM, 0, "allocation too large");
        return NULL;
    }
    n = (n + al - 1) / al * al;
    struct bcq__chunk *c = a->head;
    if (!c || c->cap - c->used < n) {
        /* 1 KiB first, doubling to 16 KiB: a module with a few strings
         * (most hold a triple, a data layout and a handful of section
         * names) keeps no 16 KiB chunk for them */
        size_t want = !a->head                      ? 1024u
                      : a->head->cap >= BCQ__CHUNK / 2 ? BCQ__CHUNK
                                                       : 2 * a->head->cap;
        size_t cap = n > want ? n : want;
        if (a->budget &&
            (a->status = bcq__charge(a->budget, &a->charged, sizeof *c + cap,
                                     err)))
            return NULL;
        c = malloc(sizeof *c + cap);
        if (!c) {
            a->status = bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
            return NULL;
        }
        c->used = 0;
        c->cap = cap;
        /* A big block goes behind the current chunk so that the current
         * one keeps serving small requests. */
        if (a->head && n > BCQ__CHUNK) {
            c->next = a->head->next;
            a->head->next = c;
        } else {
            c->next = a->head;
            a->head = c;
        }
    }
    void *p = c->mem + c->used;
    c->used += n;
    return p;
}

void bcq__arena_free(bcq__arena *a)
{
    struct bcq__chunk *c = a->head;
    while (c) {
        struct bcq__chunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
    if (a->budget)
        bcq__refund(a->budget, &a->charged);
}
