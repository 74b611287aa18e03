/*
 * memo.c - the failures of a module's lazily built parts, remembered.
 *
 * A part (the module's decode, its function map, name hash, type table,
 * constants, summary, reference tables) is built on first use and
 * published once (bcq__module_part).  A part that fails to build would
 * otherwise be built again, and fail again, by every query that needs it:
 * a damaged CONSTANTS block made bcq_insts_open() re-read it for each of a
 * module's functions.  The input does not change, so neither does the
 * answer: the first failure is kept here, with its whole bcq_error, and
 * every later query returns it at once, as a reader's failure is sticky
 * (bcq.h, ITERATION).
 *
 * Kept per module slot as a list that only grows, each node published by
 * compare-and-swap at its head and freed at close; a part fails at most
 * once per key, so the list holds at most one node per part.  Transient
 * failures are not kept: BCQ_E_NOMEM (malloc may succeed later) and
 * BCQ_E_LIMIT (the heap a handle holds includes other queries'
 * temporaries, bcq.h, NOMEM/LIMIT: "a later call may succeed").
 */
#include "config.h"

#include <stdlib.h>

#include "ir/ir.h"

struct bcq__failed {
    struct bcq__failed *next;
    size_t part;      /* offset in bcq__modslot of the part that failed */
    int status;
    bcq_error err;    /* as the build filled it (built with a local error,
                         so the message is there whoever asked first) */
};

/* The node for part among [from, stop) of a list, or NULL. */
static const bcq__failed *find(const bcq__failed *from,
                               const bcq__failed *stop, size_t part)
{
    for (const bcq__failed *p = from; p != stop; p = p->next)
        if (p->part == part)
            return p;
    return NULL;
}

int bcq__memo_failure(const bcq_file *f, size_t m, size_t part,
                      bcq_error *err)
{
    const bcq__failed *p = find(
        atomic_load_explicit(&bcq__fs(f)->ir->mods[m].failed, memory_order_acquire),
        NULL, part);
    if (!p)
        return 0;
    bcq__error_copy(err, &p->err);
    return p->status;
}

int bcq__memo_fail(const bcq_file *f, size_t m, size_t part, int rc,
                   const bcq_error *e, bcq_error *err)
{
    bcq__error_copy(err, e);
    if (rc == 0 || rc == BCQ_E_NOMEM || rc == BCQ_E_LIMIT)
        return rc;
    /* The node is kept heap: charged like every part.  Without room for
     * it, the failure is simply not kept. */
    bcq__failed *node;
    if (bcq__fzalloc(bcq__fbudget(f), NULL, sizeof *node, (void **)&node,
                     NULL))
        return rc;
    node->part = part;
    node->status = rc;
    node->err = *e;
    _Atomic(bcq__failed *) *head = &bcq__fs(f)->ir->mods[m].failed;
    bcq__failed *have = atomic_load_explicit(head, memory_order_acquire);
    const bcq__failed *seen = NULL; /* from here on, the list was searched */
    for (;;) {
        /* another thread failed the same part first: keep its node */
        if (find(have, seen, part)) {
            bcq__memo_drop(f, node);
            return rc;
        }
        seen = have;
        node->next = have;
        if (atomic_compare_exchange_weak_explicit(head, &have, node,
                                                  memory_order_acq_rel,
                                                  memory_order_acquire))
            return rc;
    }
}

void bcq__memo_drop(const bcq_file *f, bcq__failed *list)
{
    while (list) {
        bcq__failed *next = list->next;
        size_t charged = sizeof *list;
        free(list);
        bcq__refund(bcq__fbudget(f), &charged);
        list = next;
    }
}
