/*
 * pool.c - bcq link -j N: run fn over the indices 0 .. n-1 on N threads
 * (the caller's among them), each index once, taken in order from a
 * shared counter.  The library's handles are shared read-only between
 * the threads (bcq.h: lazily built parts are published once); what each
 * call writes is its own index's.
 */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "link.h"

typedef struct pool {
    size_t n;
    atomic_size_t next;
    int (*fn)(void *, size_t);
    void *ctx;
    int *rc; /* per index; NULL: stop at nothing, keep the first */
} pool;

static void *worker(void *arg)
{
    pool *p = arg;
    for (;;) {
        size_t i = atomic_fetch_add(&p->next, 1);
        if (i >= p->n)
            return NULL;
        p->rc[i] = p->fn(p->ctx, i);
    }
}

int lk_parallel(size_t n, unsigned jobs, int (*fn)(void *ctx, size_t i),
                void *ctx)
{
    if (jobs <= 1 || n <= 1) {
        for (size_t i = 0; i < n; i++) {
            int rc = fn(ctx, i);
            if (rc)
                return rc;
        }
        return 0;
    }
    pool p = {n, 0, fn, ctx, calloc(n, sizeof(int))};
    if (!p.rc)
        return BCQ_E_NOMEM;
    atomic_init(&p.next, 0);
    if (jobs > n)
        jobs = (unsigned)n;
    pthread_t *t = calloc(jobs, sizeof *t);
    unsigned started = 0;
    if (t)
        for (; started + 1 < jobs; started++)
            if (pthread_create(&t[started], NULL, worker, &p) != 0)
                break;
    worker(&p);
    for (unsigned k = 0; k < started; k++)
        pthread_join(t[k], NULL);
    free(t);
    int rc = 0;
    for (size_t i = 0; i < n && !rc; i++)
        rc = p.rc[i];
    free(p.rc);
    return rc;
}
