/* check_subindex.c - children of blocks; lazy bodies indexed on demand and
 * published once (lib/bitstream/subindex.c). */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdlib.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

static size_t count_subs(const bcq_file *f)
{
    size_t n = 0;
    bcq__levels *lv = atomic_load(&bcq__fs((bcq_file *)f)->levels);
    for (size_t b = 0; lv && b <= lv->mask; b++)
        for (bcq__subindex *s = atomic_load(&lv->bucket[b]); s; s = s->next)
            n++;
    return n;
}

/* First function of o0.bc: CONSTANTS, METADATA, METADATA_ATTACHMENT inside
 * (llvm-bcanalyzer: ids 11, 15, 16). */
START_TEST(lazy_children_then_kept)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    bcq_block fn;
    ck_assert_uint_eq(count_subs(f), 0);
    ck_assert_int_eq(tu_function_block(f, 0, &fn), 0);
    ck_assert(fn.flags & BCQ_BLOCK_LAZY);
    ck_assert_uint_eq(count_subs(f), 1); /* the module's level */
    bcq_block c[8];
    size_t n;
    ck_assert_int_eq(bcq_block_children(f, &fn, c, 8, &n, NULL), 0);
    ck_assert_uint_eq(n, 3);
    ck_assert_uint_eq(c[0].id, TU_CONSTANTS_BLOCK_ID);
    ck_assert_uint_eq(c[1].id, TU_METADATA_BLOCK_ID);
    ck_assert_uint_eq(c[2].id, TU_METADATA_ATTACHMENT_ID);
    ck_assert_uint_eq(c[0].depth, 2);
    ck_assert_uint_eq(c[0].parent, BCQ_NONE);
    ck_assert_uint_gt(c[0].bit, fn.body_bit);
    ck_assert_uint_eq(count_subs(f), 2);
    /* asked again: the kept level answers, nothing is built */
    ck_assert_int_eq(bcq_block_children(f, &fn, c, 8, &n, NULL), 0);
    ck_assert_uint_eq(count_subs(f), 2);
    /* a child of a lazy body is lazy in turn: its (empty) level is built
     * once */
    size_t m;
    ck_assert(c[0].flags & BCQ_BLOCK_LAZY);
    ck_assert_int_eq(bcq_block_children(f, &c[0], NULL, 0, &m, NULL), 0);
    ck_assert_uint_eq(m, 0);
    ck_assert_uint_eq(count_subs(f), 3);
    ck_assert_int_eq(bcq_block_children(f, &c[0], NULL, 0, &m, NULL), 0);
    ck_assert_uint_eq(count_subs(f), 3);
    /* too small a buffer: the count, and the first ones */
    ck_assert_int_eq(bcq_block_children(f, &fn, c, 1, &n, NULL), BCQ_E_RANGE);
    ck_assert_uint_eq(n, 3);
    ck_assert_uint_eq(c[0].id, TU_CONSTANTS_BLOCK_ID);
    bcq_close(f);
}
END_TEST

/* Children of a walked block come from the flat index (a deep open; a
 * default one indexes the module's level on demand, as the lazy tests
 * show). */
START_TEST(children_of_module)
{
    bcq_file *f;
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path("o0.bc"), BCQ_OPEN_DEEP,
                                   &f, NULL),
                     0);
    bcq_block m;
    bcq_block_at(f, 1, &m);
    ck_assert_uint_eq(m.id, TU_MODULE_BLOCK_ID);
    size_t n;
    ck_assert_int_eq(bcq_block_children(f, &m, NULL, 0, &n, NULL),
                     BCQ_E_RANGE);
    bcq_block *c = calloc(n, sizeof *c);
    ck_assert_int_eq(bcq_block_children(f, &m, c, n, &n, NULL), 0);
    /* BLOCKINFO first, as bcanalyzer shows */
    ck_assert_uint_eq(c[0].id, TU_BLOCKINFO_BLOCK_ID);
    ck_assert_uint_eq(c[1].id, TU_TYPE_BLOCK_ID_NEW);
    for (size_t k = 0; k < n; k++) {
        ck_assert_uint_eq(c[k].parent, 1);
        ck_assert_uint_eq(c[k].depth, 1);
        ck_assert_uint_ne(c[k].index, BCQ_NONE);
    }
    ck_assert_uint_eq(count_subs(f), 0);
    free(c);
    bcq_close(f);
}
END_TEST

typedef struct job {
    const bcq_file *f;
    bcq_block fn;
    size_t n;
    uint64_t first;
} job;

static void *worker(void *arg)
{
    job *j = arg;
    bcq_block c[16];
    if (bcq_block_children(j->f, &j->fn, c, 16, &j->n, NULL) == 0 && j->n)
        j->first = c[0].bit;
    return NULL;
}

/* Eight threads ask for the same lazy body at once: all get the same
 * answer and one sub-index stays published. */
START_TEST(concurrent_publish)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("g.bc"), NULL, &f, NULL), 0);
    bcq_block fn;
    ck_assert_int_eq(tu_function_block(f, 0, &fn), 0);
    job jobs[8];
    pthread_t th[8];
    for (int k = 0; k < 8; k++) {
        jobs[k].f = f;
        jobs[k].fn = fn;
        jobs[k].n = 0;
        jobs[k].first = 0;
        ck_assert_int_eq(pthread_create(&th[k], NULL, worker, &jobs[k]), 0);
    }
    for (int k = 0; k < 8; k++)
        pthread_join(th[k], NULL);
    for (int k = 1; k < 8; k++) {
        ck_assert_uint_eq(jobs[k].n, jobs[0].n);
        ck_assert_uint_eq(jobs[k].first, jobs[0].first);
    }
    ck_assert_uint_gt(jobs[0].n, 0);
    ck_assert_uint_eq(count_subs(f), 2); /* the module's, the body's */
    bcq_close(f);
}
END_TEST

/* A block description that is not of this file is refused. */
START_TEST(foreign_block_refused)
{
    bcq_file *f;
    bcq_error e;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    bcq_block b = {BCQ_NONE, BCQ_NONE, 12, 1, 4, BCQ_BLOCK_LAZY,
                   64, 128, 1u << 30};
    size_t n;
    ck_assert_int_eq(bcq_block_children(f, &b, NULL, 0, &n, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_block_children(f, NULL, NULL, 0, &n, &e),
                     BCQ_E_INVAL);
    bcq_close(f);
}
END_TEST

Suite *make_subindex_suite(void)
{
    Suite *s = suite_create("subindex");
    TCase *t = tcase_create("core");
    tcase_add_test(t, lazy_children_then_kept);
    tcase_add_test(t, children_of_module);
    tcase_add_test(t, concurrent_publish);
    tcase_add_test(t, foreign_block_refused);
    suite_add_tcase(s, t);
    return s;
}
