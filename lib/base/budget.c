/*
 * budget.c - the memory an open file may hold, whatever the file says.
 *
 * Every structure a handle keeps (block index, sub-indexes, BLOCKINFO
 * copies, decoded modules, function maps, name hashes, type tables) and
 * the temporaries that build them are charged here before they are
 * allocated.  The sum may not pass a limit that grows with the input:
 *
 *     BCQ__HEAP_PER_BYTE * input size + BCQ__HEAP_BASE  (doc/libbcq.3)
 *
 * Counts in a file are already checked against the bits left before any
 * allocation, but a record of a few bits can still stand for a structure
 * of a hundred bytes (an abbreviation of literals makes a global-value
 * record 3 bits long), so plausibility alone would let a small file ask
 * for hundreds of times its size.  The budget turns that into
 * BCQ_E_LIMIT.  Real files use far less (README, "Performance").
 *
 * Readers and instruction views belong to their caller and are not
 * charged; what they hold is bounded by the blocks they are in.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

size_t bcq__heap_limit(size_t input_size)
{
    if (input_size > (SIZE_MAX - BCQ__HEAP_BASE) / BCQ__HEAP_PER_BYTE)
        return SIZE_MAX;
    return input_size * BCQ__HEAP_PER_BYTE + BCQ__HEAP_BASE;
}

int bcq__charge(const bcq__budget *b, size_t *acct, size_t n, bcq_error *err)
{
    _Atomic size_t *heap = &((bcq__budget *)b)->heap;
    size_t was = atomic_fetch_add_explicit(heap, n, memory_order_relaxed);
    if (was + n < was || was + n > b->limit) {
        atomic_fetch_sub_explicit(heap, n, memory_order_relaxed);
        return bcq__fail(err, BCQ_E_LIMIT, 0,
                         "needs more than the %zu bytes of heap the handle "
                         "may hold (its input: %zu bytes)",
                         b->limit, b->input_size);
    }
    if (acct)
        *acct += n;
    return 0;
}

void bcq__refund(const bcq__budget *b, size_t *acct)
{
    atomic_fetch_sub_explicit(&((bcq__budget *)b)->heap, *acct,
                              memory_order_relaxed);
    *acct = 0;
}

void *bcq__zalloc(size_t n)
{
    if (n > 4096)
        return calloc(1, n);
    /* volatile size: gcc would merge malloc + memset back into calloc */
    volatile size_t vn = n;
    void *p = malloc(n ? n : 1);
    if (p)
        memset(p, 0, vn);
    return p;
}

int bcq__fzalloc(const bcq__budget *b, size_t *acct, size_t n, void **out,
                 bcq_error *err)
{
    size_t mine = 0;
    *out = NULL;
    int rc = bcq__charge(b, &mine, n, err);
    if (rc)
        return rc;
    if (!(*out = bcq__zalloc(n))) {
        bcq__refund(b, &mine);
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    }
    if (acct)
        *acct += mine;
    return 0;
}

int bcq__fgrow(const bcq__budget *b, size_t *acct, void **v, size_t *cap,
               size_t need, size_t elem, bcq_error *err)
{
    if (need <= *cap)
        return 0;
    size_t old = *cap, charged = 0, nc;
    /* Charge the larger capacity bcq__grow will pick, before it exists. */
    int rc = bcq__grow_cap(old, need, elem, &nc, err);
    if (rc == 0)
        rc = bcq__charge(b, &charged, (nc - old) * elem, err);
    if (rc)
        return rc;
    if ((rc = bcq__grow(v, cap, need, elem, err))) {
        bcq__refund(b, &charged);
        return rc;
    }
    if (acct)
        *acct += charged;
    return 0;
}

/* Builders grow by doubling; once one is done, it gives back the unused
 * tail so that an index costs its 32 bytes per block and no more. */
void bcq__shrink(const bcq__budget *b, void **v, size_t *cap, size_t n,
                 size_t elem)
{
    /* a spare of under 1 KB is kept: giving it back (realloc in
     * place, then the split tail freed) costs more than a small object's
     * whole open, and saves nothing worth having */
    if (n == 0 || n >= *cap || (*cap - n) * elem < 1024)
        return;
    void *p = realloc(*v, n * elem);
    if (!p)
        return; /* keeping the larger block is fine */
    size_t spare = (*cap - n) * elem;
    bcq__refund(b, &spare);
    *v = p;
    *cap = n;
}

void *bcq__publish(_Atomic(void *) *slot, void *mine, void (*drop)(void *),
                   const bcq__budget *b, size_t *acct)
{
    void *have = NULL;
    if (atomic_compare_exchange_strong_explicit(slot, &have, mine,
                                                memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    drop(mine); /* another thread published first: use its copy */
    bcq__refund(b, acct);
    return have;
}
