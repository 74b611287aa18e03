/*
 * check_memo.c - lib/ir/memo.c: a module part that failed to build is kept
 * failed.  tests/data/many.bc (one module, 301 functions) is damaged in
 * memory, two bytes at a time: the END_BLOCK of its TYPE_BLOCK (the type
 * table fails), the blocklen of that block (the module's decode fails),
 * the END_BLOCK of its VALUE_SYMTAB (the function map fails) or of a
 * function body (that function's references fail).  Every query that needs
 * the part must give the same status, bit, block and message each time,
 * and the read counters (bcq_stat_bodies_read) must show that the damaged
 * block was decoded once, however many queries asked; and so under eight
 * threads at once.
 */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

/* ------------------------------------------------------------- damage */

/* Child k (from 0) with id `id` of many.bc's MODULE_BLOCK. */
static bcq_block module_child(const bcq_file *f, unsigned id, size_t k)
{
    size_t mi, n = 0;
    bcq_block mb;
    ck_assert_int_eq(bcq_block_find(f, TU_MODULE_BLOCK_ID, 0, &mi), 0);
    ck_assert_int_eq(bcq_block_at(f, mi, &mb), 0);
    ck_assert_int_eq(bcq_block_children(f, &mb, NULL, 0, &n, NULL),
                     n ? BCQ_E_RANGE : 0);
    bcq_block *kids = calloc(n, sizeof *kids);
    ck_assert_ptr_nonnull(kids);
    ck_assert_int_eq(bcq_block_children(f, &mb, kids, n, &n, NULL), 0);
    for (size_t i = 0; i < n; i++)
        if (kids[i].id == id && k-- == 0) {
            bcq_block b = kids[i];
            free(kids);
            return b;
        }
    ck_abort_msg("many.bc's module has no such child of id %u", id);
    return mb;
}

/* Bit of the END_BLOCK that closes b. */
static uint64_t end_of(const bcq_file *f, const bcq_block *b)
{
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, b, &r, NULL), 0);
    uint64_t past = 0; /* the end of a sub-block the next call skips */
    for (;;) {
        uint64_t at = past ? past : bcq_reader_tell(r);
        bcq_entry e;
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), 0);
        if (e.kind == BCQ_ENTRY_END && e.depth == 0) {
            bcq_reader_close(r);
            return at;
        }
        past = e.kind == BCQ_ENTRY_SUBBLOCK
                   ? e.block.body_bit + 32 * e.block.words
                   : 0;
    }
}

/* The parts of many.bc each damage hits. */
enum { TYPE_END, TYPE_LEN, VST_END, BODY_END };

/* many.bc with two bytes overwritten; *bad: the first damaged bit. */
static uint8_t *damaged(int what, size_t *n, uint64_t *bad)
{
    uint8_t *buf = tu_read_fixture("many.bc", n);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, *n, NULL, &f, NULL), 0);
    bcq_block b = module_child(f, what == VST_END    ? TU_VALUE_SYMTAB_BLOCK_ID
                                  : what == BODY_END ? TU_FUNCTION_BLOCK_ID
                                                     : TU_TYPE_BLOCK_ID_NEW,
                               what == BODY_END ? 7 : 0);
    /* An END_BLOCK's abbreviation id (0) made all ones: an id the block
     * never defined.  A blocklen of 32 words made 33: the module's decode
     * jumps one word past the end, into the next block's header. */
    uint64_t at = what == TYPE_LEN ? b.body_bit - 32 : end_of(f, &b);
    bcq_close(f);
    if (what == TYPE_LEN) {
        ck_assert_uint_eq(buf[at / 8], 32);
        buf[at / 8] = 33;
        buf[at / 8 + 1] = 0;
    } else {
        buf[at / 8] = 0xff;
        buf[at / 8 + 1] = 0xff;
    }
    *bad = at;
    return buf;
}

/* ------------------------------------------------------ the same answer */

typedef struct answer {
    int rc;
    bcq_error err;
} answer;

static void same(const answer *a, const answer *b, size_t call)
{
    ck_assert_msg(a->rc == b->rc, "call %zu: %d, not %d", call, b->rc, a->rc);
    ck_assert_msg(a->err.code == b->err.code && a->err.bit == b->err.bit &&
                      a->err.block_id == b->err.block_id &&
                      a->err.block_bit == b->err.block_bit &&
                      a->err.sys_errno == b->err.sys_errno &&
                      strcmp(a->err.message, b->err.message) == 0,
                  "call %zu: \"%s\" at %llu (block %u at %llu), not \"%s\" "
                  "at %llu (block %u at %llu)",
                  call, b->err.message, (unsigned long long)b->err.bit,
                  b->err.block_id, (unsigned long long)b->err.block_bit,
                  a->err.message, (unsigned long long)a->err.bit,
                  a->err.block_id, (unsigned long long)a->err.block_bit);
}

/* bcq_insts_open on every function of module 0 (their lookups, which do
 * not need the type table, must succeed). */
static size_t insts_each(const bcq_file *f, answer *out, size_t cap)
{
    size_t nf;
    ck_assert_int_eq(bcq_function_count(f, 0, &nf, NULL), 0);
    ck_assert_uint_le(nf, cap);
    for (size_t i = 0; i < nf; i++) {
        bcq_function fn;
        ck_assert_int_eq(bcq_function_at(f, 0, i, &fn, NULL), 0);
        bcq_insts *it = NULL;
        out[i].rc = bcq_insts_open(f, &fn, &it, &out[i].err);
        ck_assert(out[i].rc == 0 || it == NULL);
        bcq_insts_close(it);
    }
    return nf;
}

START_TEST(type_table_fails_once)
{
    size_t n;
    uint64_t bad;
    uint8_t *buf = damaged(TYPE_END, &n, &bad);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
    static answer got[512];
    size_t nf = insts_each(f, got, 512);
    ck_assert_uint_eq(nf, 301);
    ck_assert_int_eq(got[0].rc, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(got[0].err.bit, bad);
    ck_assert_uint_eq(got[0].err.block_id, TU_TYPE_BLOCK_ID_NEW);
    for (size_t i = 1; i < nf; i++)
        same(&got[0], &got[i], i);
    /* the TYPE_BLOCK's body was decoded by the first call alone */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_TYPE_BLOCK_ID_NEW), 1);
    bcq_close(f);
    free(buf);
}
END_TEST

/* The first caller passed no bcq_error: the failure is kept with its
 * message all the same. */
START_TEST(kept_without_err)
{
    size_t n;
    uint64_t bad;
    uint8_t *buf = damaged(TYPE_END, &n, &bad);
    bcq_file *ref, *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &ref, NULL), 0);
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
    bcq_function fn;
    ck_assert_int_eq(bcq_function_at(ref, 0, 0, &fn, NULL), 0);
    answer want, got;
    bcq_insts *it;
    want.rc = bcq_insts_open(ref, &fn, &it, &want.err);
    ck_assert_int_eq(bcq_insts_open(f, &fn, &it, NULL), want.rc);
    got.rc = bcq_insts_open(f, &fn, &it, &got.err);
    same(&want, &got, 1);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_TYPE_BLOCK_ID_NEW), 1);
    /* the constants need the type table: they fail with it, at once */
    bcq_constant c;
    got.rc = bcq_constant_get(f, 0, 0, &c, &got.err);
    same(&want, &got, 2);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_TYPE_BLOCK_ID_NEW), 1);
    bcq_close(ref);
    bcq_close(f);
    free(buf);
}
END_TEST

START_TEST(module_decode_fails_once)
{
    size_t n;
    uint64_t bad;
    uint8_t *buf = damaged(TYPE_LEN, &n, &bad);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_MODULE_BLOCK_ID), 0);
    answer first, again;
    const bcq_module *m = NULL;
    first.rc = bcq_module_get(f, 0, &m, &first.err);
    ck_assert_int_lt(first.rc, 0);
    ck_assert_ptr_null(m);
    ck_assert_uint_eq(first.err.block_id, TU_MODULE_BLOCK_ID);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_MODULE_BLOCK_ID), 1);
    for (size_t i = 1; i < 301; i++) {
        again.rc = bcq_module_get(f, 0, &m, &again.err);
        same(&first, &again, i);
        ck_assert_ptr_null(m);
    }
    /* what needs the module fails with it, without reading it again */
    size_t count;
    again.rc = bcq_function_count(f, 0, &count, &again.err);
    same(&first, &again, 301);
    size_t id;
    again.rc = bcq_global_find(f, 0, "main", 4, &id, &again.err);
    same(&first, &again, 302);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_MODULE_BLOCK_ID), 1);
    bcq_close(f);
    free(buf);
}
END_TEST

START_TEST(function_map_fails_once)
{
    size_t n;
    uint64_t bad;
    uint8_t *buf = damaged(VST_END, &n, &bad);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    uint64_t vst_reads = bcq_stat_bodies_read(f, TU_VALUE_SYMTAB_BLOCK_ID);
    answer first, again;
    size_t count;
    first.rc = bcq_function_count(f, 0, &count, &first.err);
    ck_assert_int_eq(first.rc, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(first.err.bit, bad);
    for (size_t i = 0; i < m->nglobals; i++) {
        bcq_function fn;
        again.rc = bcq_function_by_value(f, 0, i, &fn, &again.err);
        same(&first, &again, i);
    }
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_VALUE_SYMTAB_BLOCK_ID),
                      vst_reads + 1);
    bcq_close(f);
    free(buf);
}
END_TEST

/* A value's references that cannot be computed (its body is damaged):
 * kept failed in its slot, the body read once. */
START_TEST(refs_fail_once)
{
    size_t n;
    uint64_t bad;
    uint8_t *buf = damaged(BODY_END, &n, &bad);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
    bcq_function fn;
    ck_assert_int_eq(bcq_function_at(f, 0, 7, &fn, NULL), 0);
    uint64_t reads = bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID);
    answer first, again;
    const bcq_ref *refs;
    size_t nrefs;
    ck_assert_int_eq(bcq_refs_get(f, 0, fn.value_id, BCQ_REFS_BODY, &refs,
                                  &nrefs, NULL),
                     BCQ_E_BAD_ABBREV);
    uint64_t after = bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID);
    ck_assert_uint_gt(after, reads);
    first.rc = bcq_refs_get(f, 0, fn.value_id, BCQ_REFS_BODY, &refs, &nrefs,
                            &first.err);
    ck_assert_int_eq(first.rc, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(first.err.bit, bad);
    for (size_t i = 1; i < 100; i++) {
        again.rc = bcq_refs_get(f, 0, fn.value_id, BCQ_REFS_BODY, &refs,
                                &nrefs, &again.err);
        same(&first, &again, i);
    }
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), after);
    /* the other functions' references are unharmed */
    bcq_function g;
    ck_assert_int_eq(bcq_function_at(f, 0, 8, &g, NULL), 0);
    ck_assert_int_eq(bcq_refs_get(f, 0, g.value_id, BCQ_REFS_BODY, &refs,
                                  &nrefs, NULL),
                     0);
    bcq_close(f);
    free(buf);
}
END_TEST

/* The same loop on the healthy file: every view opens, the type table is
 * decoded once. */
START_TEST(healthy_once)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("many.bc"), NULL, &f,
                                   NULL), 0);
    static answer got[512];
    size_t nf = insts_each(f, got, 512);
    for (size_t i = 0; i < nf; i++)
        ck_assert_int_eq(got[i].rc, 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_TYPE_BLOCK_ID_NEW), 1);
    bcq_close(f);
}
END_TEST

/* ---------------------------------------------------------- eight threads */

#define NTHREADS 8

typedef struct job {
    const bcq_file *f;
    pthread_barrier_t *go;
    answer got[512];
    size_t n;
} job;

static void *worker(void *p)
{
    job *j = p;
    pthread_barrier_wait(j->go);
    size_t nf = 0;
    if (bcq_function_count(j->f, 0, &nf, NULL) == 0)
        for (size_t i = 0; i < nf && i < 512; i++) {
            bcq_function fn;
            bcq_insts *it = NULL;
            if (bcq_function_at(j->f, 0, i, &fn, NULL))
                break;
            j->got[i].rc = bcq_insts_open(j->f, &fn, &it, &j->got[i].err);
            bcq_insts_close(it);
            j->n = i + 1;
        }
    return NULL;
}

/* Eight threads fail the type table at once: each sees one answer, and
 * the block is decoded at most once per thread that raced for it. */
START_TEST(eight_threads_one_failure)
{
    size_t n;
    uint64_t bad;
    uint8_t *buf = damaged(TYPE_END, &n, &bad);
    bcq_file *ref, *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &ref, NULL), 0);
    static answer want[512];
    size_t nf = insts_each(ref, want, 512);
    for (int round = 0; round < 3; round++) {
        ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
        pthread_barrier_t go;
        pthread_barrier_init(&go, NULL, NTHREADS);
        pthread_t t[NTHREADS];
        static job jobs[NTHREADS];
        for (int k = 0; k < NTHREADS; k++) {
            memset(&jobs[k], 0, sizeof jobs[k]);
            jobs[k].f = f;
            jobs[k].go = &go;
            ck_assert_int_eq(pthread_create(&t[k], NULL, worker, &jobs[k]),
                             0);
        }
        for (int k = 0; k < NTHREADS; k++)
            pthread_join(t[k], NULL);
        pthread_barrier_destroy(&go);
        for (int k = 0; k < NTHREADS; k++) {
            ck_assert_uint_eq(jobs[k].n, nf);
            for (size_t i = 0; i < nf; i++)
                same(&want[0], &jobs[k].got[i], i);
        }
        ck_assert_uint_le(bcq_stat_bodies_read(f, TU_TYPE_BLOCK_ID_NEW),
                          NTHREADS);
        bcq_close(f);
    }
    bcq_close(ref);
    free(buf);
}
END_TEST

Suite *make_memo_suite(void)
{
    Suite *s = suite_create("memo");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120); /* slow under ThreadSanitizer */
    tcase_add_test(tc, type_table_fails_once);
    tcase_add_test(tc, kept_without_err);
    tcase_add_test(tc, module_decode_fails_once);
    tcase_add_test(tc, function_map_fails_once);
    tcase_add_test(tc, refs_fail_once);
    tcase_add_test(tc, healthy_once);
    tcase_add_test(tc, eight_threads_one_failure);
    suite_add_tcase(s, tc);
    return s;
}
