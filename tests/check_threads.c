/* check_threads.c - one opened file, eight threads: function lookups by
 * name, value id and index, body reads and instruction views started at
 * the same moment (a barrier), so that the lazily built parts (module
 * facts, function map, name hash, type table, sub-indexes) are raced for.
 * Every thread must see what one thread alone sees.  .ci/run runs this
 * suite under ThreadSanitizer (configure --enable-sanitizers=thread). */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

#define NTHREADS 8

typedef struct job {
    const bcq_file *f;
    pthread_barrier_t *go;
    size_t start;    /* first function visited, to vary the order */
    uint64_t digest; /* of everything seen */
    int rc;
    char why[160];
} job;

static void mix(uint64_t *h, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        *h = (*h ^ ((v >> (8 * i)) & 0xff)) * 1099511628211u;
}

/* What one function gives: its extent through all three lookups, the
 * children of its body, and its instruction view. */
static int visit(const bcq_file *f, size_t m, size_t d, uint64_t *h,
                 char *why)
{
    bcq_function a, b, c;
    bcq_error err;
    int rc = bcq_function_at(f, m, d, &a, &err);
    if (!rc)
        rc = bcq_function_by_value(f, m, a.value_id, &b, &err);
    if (!rc && a.global.name.len)
        rc = bcq_function_find(f, m, (const char *)a.global.name.ptr,
                               a.global.name.len, &c, &err);
    else
        c = b;
    if (rc) {
        snprintf(why, 160, "lookup %zu/%zu: %.100s", m, d, err.message);
        return rc;
    }
    if (b.block.bit != a.block.bit ||
        c.block.bit != a.block.bit) {
        snprintf(why, 160, "lookups of %zu/%zu disagree", m, d);
        return -1;
    }
    mix(h, a.value_id);
    mix(h, a.block.bit);
    mix(h, a.end_bit);
    size_t nk = 0;
    if ((rc = bcq_block_children(f, &a.block, NULL, 0, &nk, &err)) &&
        rc != BCQ_E_RANGE) {
        snprintf(why, 160, "children: %s", err.message);
        return rc;
    }
    mix(h, nk);
    bcq_insts *it;
    if ((rc = bcq_insts_open(f, &a, &it, &err))) {
        snprintf(why, 160, "insts_open: %s", err.message);
        return rc;
    }
    for (;;) {
        bcq_inst in;
        rc = bcq_insts_next(it, &in, &err);
        if (rc)
            break;
        mix(h, in.value);
        mix(h, in.first_value);
        mix(h, in.value_end);
        for (size_t i = 0; in.kind == BCQ_INST_RECORD && i < in.record.nops; i++) {
            mix(h, in.kinds[i]);
            mix(h, in.vals[i]);
        }
    }
    bcq_insts_close(it);
    if (rc != BCQ_END) {
        snprintf(why, 160, "insts: %s", err.message);
        return rc;
    }
    return 0;
}

static int walk(const bcq_file *f, size_t start, uint64_t *h, char *why)
{
    size_t nm;
    int rc = bcq_module_count(f, &nm, NULL);
    for (size_t m = 0; rc == 0 && m < nm; m++) {
        size_t n;
        if ((rc = bcq_function_count(f, m, &n, NULL)))
            break;
        if (n > 64) {
            snprintf(why, 160, "module %zu has %zu functions: more than "
                               "this test keeps", m, n);
            return -1;
        }
        uint64_t part[64] = {0}; /* per function, combined in order */
        for (size_t k = 0; rc == 0 && k < n; k++) {
            size_t d = (start + k) % n;
            part[d] = 1469598103934665603u;
            rc = visit(f, m, d, &part[d], why);
        }
        for (size_t d = 0; d < n; d++)
            mix(h, part[d]);
    }
    return rc;
}

static void *worker(void *p)
{
    job *j = p;
    pthread_barrier_wait(j->go);
    j->digest = 1469598103934665603u;
    j->rc = walk(j->f, j->start, &j->digest, j->why);
    return NULL;
}

/* NTHREADS jobs of fn on f started at one moment (a barrier), job k
 * from start0 + k * step; returns when all are done. */
static void run_jobs(const bcq_file *f, void *(*fn)(void *), size_t start0,
                     size_t step, job *jobs)
{
    pthread_barrier_t go;
    pthread_barrier_init(&go, NULL, NTHREADS);
    pthread_t t[NTHREADS];
    for (int k = 0; k < NTHREADS; k++) {
        memset(&jobs[k], 0, sizeof jobs[k]);
        jobs[k].f = f;
        jobs[k].go = &go;
        jobs[k].start = start0 + (size_t)k * step;
        ck_assert_int_eq(pthread_create(&t[k], NULL, fn, &jobs[k]), 0);
    }
    for (int k = 0; k < NTHREADS; k++)
        pthread_join(t[k], NULL);
    pthread_barrier_destroy(&go);
}

static const char *const files[] = {"g.bc", "insts.bc", "multi.bc",
                                    "split.bc"};

START_TEST(eight_threads_one_handle)
{
    /* the reference: one thread on a handle of its own */
    bcq_file *ref;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(files[_i]), NULL, &ref, NULL), 0);
    uint64_t want = 1469598103934665603u;
    char why[160] = "";
    ck_assert_msg(walk(ref, 0, &want, why) == 0, "%s", why);
    bcq_close(ref);

    for (int round = 0; round < 3; round++) {
        bcq_file *f;
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(files[_i]), NULL, &f, NULL), 0);
        job jobs[NTHREADS];
        run_jobs(f, worker, (size_t)round, 3, jobs);
        for (int k = 0; k < NTHREADS; k++) {
            ck_assert_msg(jobs[k].rc == 0, "%s thread %d: %s", files[_i], k,
                          jobs[k].why);
            ck_assert_msg(jobs[k].digest == want,
                          "%s thread %d saw something else than one thread",
                          files[_i], k);
        }
        bcq_close(f);
    }
}
END_TEST

/* Printers: each thread opens its own printer on the shared handle and
 * prints every global value, so that the lite decode, the type table,
 * the constants' places and the lookups of single functions
 * (doc/format.md 12.5), which nothing else has built on that handle, are
 * raced for.  Every thread's text is one thread's alone. */
static void *printer(void *p)
{
    job *j = p;
    pthread_barrier_wait(j->go);
    j->digest = 1469598103934665603u;
    bcq_asm *a;
    bcq_error e;
    if ((j->rc = bcq_asm_open(j->f, 0, &a, &e))) {
        snprintf(j->why, 160, "asm_open: %.100s", e.message);
        return NULL;
    }
    /* every value, from the thread's own first one, round to it again */
    size_t n = 0;
    bcq_textbuf name = BCQ_TEXTBUF_INIT;
    while (n < 100000 && bcq_asm_global_name(a, n, bcq_textbuf_sink, &name,
                                             NULL) == 0)
        n++;
    bcq_textbuf_free(&name);
    size_t printed = 0;
    for (size_t k = 0; k < n; k++) {
        bcq_textbuf t = BCQ_TEXTBUF_INIT;
        int rc = bcq_asm_global(a, (k + j->start) % n, bcq_textbuf_sink, &t,
                                &e);
        mix(&j->digest, (uint64_t)rc);
        for (size_t c = 0; c < t.len; c++)
            mix(&j->digest, (unsigned char)t.ptr[c]);
        printed += rc == 0;
        bcq_textbuf_free(&t);
    }
    if (printed < 10 || printed < n / 2) {
        snprintf(j->why, 160, "%zu of %zu values printed", printed, n);
        j->rc = -1;
    }
    bcq_asm_close(a);
    return NULL;
}

static const char *const printed[] = {"o2.bc", "g.bc", "cxx.bc"};

START_TEST(eight_printers_one_handle)
{
    /* the reference: the same ids in the same order, one thread */
    uint64_t want[NTHREADS];
    for (int k = 0; k < NTHREADS; k++) {
        bcq_file *ref;
        ck_assert_int_eq(bcq_open_path(tu_fixture_path(printed[_i]), NULL,
                                       &ref, NULL), 0);
        pthread_barrier_t one;
        pthread_barrier_init(&one, NULL, 1);
        job j;
        memset(&j, 0, sizeof j);
        j.f = ref;
        j.go = &one;
        j.start = (size_t)k * 5;
        printer(&j);
        ck_assert_msg(j.rc == 0, "%s", j.why);
        want[k] = j.digest;
        pthread_barrier_destroy(&one);
        bcq_close(ref);
    }
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(printed[_i]), NULL, &f,
                                   NULL), 0);
    job jobs[NTHREADS];
    run_jobs(f, printer, 0, 5, jobs);
    for (int k = 0; k < NTHREADS; k++) {
        ck_assert_msg(jobs[k].rc == 0, "%s thread %d: %s", printed[_i], k,
                      jobs[k].why);
        ck_assert_msg(jobs[k].digest == want[k],
                      "%s thread %d printed something else than one thread",
                      printed[_i], k);
    }
    bcq_close(f);
}
END_TEST

Suite *make_threads_suite(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120); /* slow under ThreadSanitizer */
    tcase_add_loop_test(tc, eight_threads_one_handle, 0,
                        sizeof files / sizeof files[0]);
    tcase_add_loop_test(tc, eight_printers_one_handle, 0,
                        sizeof printed / sizeof printed[0]);
    suite_add_tcase(s, tc);
    return s;
}
