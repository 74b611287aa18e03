/*
 * check_lazy.c - the laziness contract of a default open (no BCQ_OPEN_DEEP)
 * of an IR file (lib/bitstream/subindex.c): the file's index holds the
 * top-level blocks only, its MODULE_BLOCKs BCQ_BLOCK_LAZY;
 * bcq_block_children() builds the tree one level at a time -- the module's
 * children (index BCQ_NONE, parent the module's index, depth 1, LAZY but
 * BLOCKINFO), then theirs (depth 2, index and parent BCQ_NONE), ... -- each
 * level once, kept, shared by threads; expanded in any order, the tree is
 * BCQ_OPEN_DEEP's index.  What the queries read: check_pages.c.
 */
#include "config.h"
#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t */
#include <check.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

#define NIR ((int)TU_N_IR_FIXTURES)

/* ------------------------------------------------------------ block lists */

typedef struct blist {
    bcq_block *v;
    size_t n, cap;
} blist;

static int push(blist *l, const bcq_block *b)
{
    if (l->n == l->cap) {
        bcq_block *v = realloc(l->v, (l->cap += 64) * sizeof *v);
        if (!v)
            return BCQ_E_NOMEM;
        l->v = v;
    }
    l->v[l->n++] = *b;
    return 0;
}

/* Blocks are compared with memcmp: no padding in a bcq_block. */
_Static_assert(sizeof(bcq_block) ==
                   2 * sizeof(size_t) + 4 * sizeof(unsigned) + 3 * 8,
               "bcq_block has padding");

static int by_offset(const void *a, const void *b)
{
    uint64_t x = ((const bcq_block *)a)->bit;
    uint64_t y = ((const bcq_block *)b)->bit;
    return x < y ? -1 : x > y;
}

/* The deep index: every block of the file, in file order. */
static void deep_list(const char *name, blist *out)
{
    out->v = tu_deep_blocks(name, &out->n);
    out->cap = out->n;
}

/* got (in file order) against the deep index: the same blocks with the
 * same geometry.  index, parent and flags differ by design. */
static void same_as_deep(const char *what, const blist *got, const blist *deep)
{
    ck_assert_msg(got->n == deep->n, "%s: %zu blocks expanded, %zu in the "
                  "deep index", what, got->n, deep->n);
    for (size_t i = 0; i < got->n; i++) {
        const bcq_block *a = &got->v[i], *b = &deep->v[i];
        ck_assert_msg(a->bit == b->bit &&
                          a->body_bit == b->body_bit && a->id == b->id &&
                          a->depth == b->depth && a->words == b->words &&
                          a->abbrev_width == b->abbrev_width,
                      "%s: block %zu (id %u at bit %llu) differs from the "
                      "deep index's (id %u at bit %llu)", what, i, a->id,
                      (unsigned long long)a->bit, b->id,
                      (unsigned long long)b->bit);
    }
}

/* --------------------------------------------------------- the expansion */

enum { PRE, REVERSE, RANDOM };
static const char *const order_name[] = {"pre-order", "reverse", "random"};

/* One expansion of the whole tree of a default handle.  No Check macro in
 * here: threads run it.  Failures go to why, breaches of the level
 * contract to contract: kept apart, so that a library that indexes the
 * module's children at open shows that, not a broken tree. */
typedef struct walk {
    const bcq_file *f;
    int order, ir, twice; /* ir: check the contract; twice: ask twice */
    uint64_t rng;         /* RANDOM: splitmix64 state */
    blist got;            /* every block, in file order at the end */
    int rc;
    char why[256], contract[256]; /* the first of each */
} walk;

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

__attribute__((format(printf, 2, 3))) static void note(char *buf,
                                                       const char *fmt, ...)
{
    if (buf[0])
        return; /* the first one says most */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, 256, fmt, ap);
    va_end(ap);
}

/* All children of b into *out (malloc'ed; NULL when none). */
static int kids(const bcq_file *f, const bcq_block *b, bcq_block **out,
                size_t *n, bcq_error *e)
{
    size_t m;
    *out = NULL;
    int rc = bcq_block_children(f, b, NULL, 0, n, e);
    if (rc != BCQ_E_RANGE) /* 0: no children */
        return rc;
    if (!(*out = malloc(*n * sizeof **out)))
        return BCQ_E_NOMEM;
    if ((rc = bcq_block_children(f, b, *out, *n, &m, e)) == 0 && m != *n)
        rc = BCQ_E_RANGE;
    return rc;
}

/* The children c[0..n) of p: inside it, in file order, one level down;
 * and, for IR, the level contract. */
static void check_level(walk *w, const bcq_block *p, const bcq_block *c,
                        size_t n)
{
    size_t parent = p->depth == 0 ? p->index : BCQ_NONE;
    for (size_t k = 0; k < n; k++) {
        unsigned long long at = c[k].bit;
        if (c[k].depth != p->depth + 1 || at < p->body_bit ||
            at >= p->body_bit + 32 * p->words ||
            (k && at <= c[k - 1].bit))
            note(w->why, "child %zu of block %u at bit %llu (depth %u at "
                 "bit %llu) is not inside it in file order", k, p->id,
                 (unsigned long long)p->bit, c[k].depth, at);
        if (!w->ir)
            continue;
        if (c[k].index != BCQ_NONE)
            note(w->contract, "block %u at bit %llu (depth %u) has index "
                 "%zu: only top-level blocks may be in the file's index",
                 c[k].id, at, c[k].depth, c[k].index);
        else if (c[k].parent != parent)
            note(w->contract, "block %u at bit %llu (depth %u): parent %zu, "
                 "not %zu", c[k].id, at, c[k].depth, c[k].parent, parent);
        else if (p->depth == 0 && c[k].id != TU_BLOCKINFO_BLOCK_ID &&
                 !(c[k].flags & BCQ_BLOCK_LAZY))
            note(w->contract, "module child %u at bit %llu is not "
                 "BCQ_BLOCK_LAZY", c[k].id, at);
    }
}

static void expand(walk *w)
{
    blist todo = {0};
    /* the top-level blocks, last first: the stack pops the first */
    for (size_t i = bcq_block_count(w->f); i-- > 0 && !w->rc;) {
        bcq_block b;
        if ((w->rc = bcq_block_at(w->f, i, &b)) == 0 && b.depth == 0)
            w->rc = push(&todo, &b);
    }
    while (todo.n && !w->rc) {
        size_t pick = w->order == RANDOM ? splitmix(&w->rng) % todo.n
                                         : todo.n - 1;
        bcq_block b = todo.v[pick], *c = NULL, *again = NULL;
        size_t n = 0, m = 0;
        bcq_error e = {0};
        todo.v[pick] = todo.v[--todo.n];
        if ((w->rc = push(&w->got, &b)) == 0 &&
            (w->rc = kids(w->f, &b, &c, &n, &e)) == 0 && w->twice &&
            (w->rc = kids(w->f, &b, &again, &m, &e)) == 0 &&
            (m != n || (n && memcmp(c, again, n * sizeof *c))))
            note(w->why, "children of block %u at bit %llu differ when "
                 "asked again", b.id, (unsigned long long)b.bit);
        if (w->rc)
            note(w->why, "children of block %u at bit %llu: %s", b.id,
                 (unsigned long long)b.bit, e.message);
        else
            check_level(w, &b, c, n);
        /* pre-order: the first child on top of the stack; reverse: the
         * last sibling first; random: drawn from anywhere in the bag, so a
         * deep block may come before its parent's siblings */
        for (size_t k = 0; k < n && !w->rc; k++)
            w->rc = push(&todo, &c[w->order == PRE ? n - 1 - k : k]);
        free(c);
        free(again);
    }
    free(todo.v);
    if (w->order != PRE) /* pre-order is file order already */
        qsort(w->got.v, w->got.n, sizeof *w->got.v, by_offset);
}

static pthread_barrier_t go;

static void *worker(void *w)
{
    pthread_barrier_wait(&go);
    expand(w);
    return NULL;
}

/* Run the n walks on one fresh handle, each in a thread, all released
 * together, and check each against the deep index; then one more
 * expansion must give it again and decode no body (every level kept).
 * Breaches of the contract go to contract, for the test to report last:
 * the old library, which indexes the module's children at open, builds
 * the right tree, only not level by level. */
static void walks(const char *name, walk *w, int n, const blist *deep,
                  char *contract)
{
    bcq_file *f;
    bcq_block b;
    pthread_t th[8];
    char what[64];
    uint64_t before[64];
    size_t top = 0;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(name), NULL, &f, NULL), 0);
    ck_assert(n <= 8 && pthread_barrier_init(&go, NULL, (unsigned)n) == 0);
    for (int t = 0; t < n; t++) {
        w[t].f = f;
        w[t].ir = bcq_file_is_ir(f);
        ck_assert_int_eq(pthread_create(&th[t], NULL, worker, &w[t]), 0);
    }
    for (int t = 0; t < n; t++)
        pthread_join(th[t], NULL);
    pthread_barrier_destroy(&go);
    /* the top of the contract: the default index is the top level, and
     * the modules in it are lazy */
    for (size_t i = 0; i < deep->n; i++)
        top += deep->v[i].depth == 0;
    if (w[0].ir && bcq_block_count(f) != top)
        note(contract, "%s: the default index holds %zu blocks, the file "
             "has %zu top-level blocks: it must hold those only (the "
             "module's children are for bcq_block_children)", name,
             bcq_block_count(f), top);
    for (size_t i = 0; w[0].ir && bcq_block_at(f, i, &b) == 0; i++)
        if (b.id == TU_MODULE_BLOCK_ID && !(b.flags & BCQ_BLOCK_LAZY))
            note(contract, "%s: MODULE_BLOCK at bit %llu is not "
                 "BCQ_BLOCK_LAZY", name, (unsigned long long)b.bit);
    for (int t = 0; t < n; t++) {
        snprintf(what, sizeof what, "%s, %s walk %d", name,
                 order_name[w[t].order], t);
        ck_assert_msg(w[t].rc == 0 && !w[t].why[0], "%s: %s", what,
                      w[t].why);
        same_as_deep(what, &w[t].got, deep);
        if (w[t].contract[0])
            note(contract, "%s: %.200s", what, w[t].contract);
        free(w[t].got.v);
    }
    for (unsigned id = 0; id < 64; id++)
        before[id] = bcq_stat_bodies_read(f, id);
    walk again = {.f = f, .order = PRE};
    expand(&again);
    ck_assert_msg(again.rc == 0, "%s, again: %s", name, again.why);
    same_as_deep(name, &again.got, deep);
    free(again.got.v);
    for (unsigned id = 0; id < 64; id++)
        ck_assert_msg(bcq_stat_bodies_read(f, id) == before[id], "%s: a body "
                      "of block %u decoded again: its level was not kept",
                      name, id);
    bcq_close(f);
}

/* Rule: in each order (fresh handles) the expanded tree is the deep index,
 * a block's children asked twice are the same, the levels are kept, and
 * they are the levels of the contract. */
START_TEST(levels_equal_deep)
{
    const char *name = _i < NIR ? tu_ir_fixtures[_i] : "diag.dia";
    bcq_file *f;
    blist deep;
    char contract[256] = "";
    if (_i == NIR) { /* the non-IR file: only if a default open works */
        if (bcq_open_path(tu_fixture_path(name), NULL, &f, NULL))
            return;
        bcq_close(f);
    }
    deep_list(name, &deep);
    for (int order = PRE; order <= RANDOM; order++) {
        walk w = {.order = order, .twice = order == PRE,
                  .rng = UINT64_C(0x1a2b3c) + (unsigned)order};
        walks(name, &w, 1, &deep, contract);
    }
    free(deep.v);
    ck_assert_msg(!contract[0], "%s", contract);
}
END_TEST

static const char *const threaded[] = {"g.bc", "insts.bc", "multi.bc",
                                       "many.bc"};

/* Rule: eight threads released at once on one handle, each expanding the
 * whole tree in its own random order, all get the deep index: the levels
 * they race for are built whole, published once and kept.  3 rounds. */
START_TEST(levels_threads)
{
    blist deep;
    char contract[256] = "";
    deep_list(threaded[_i], &deep);
    for (unsigned round = 0; round < 3; round++) {
        walk w[8];
        for (unsigned t = 0; t < 8; t++)
            w[t] = (walk){.order = RANDOM,
                          .rng = UINT64_C(0xC0FFEE) * round + t};
        walks(threaded[_i], w, 8, &deep, contract);
    }
    free(deep.v);
    ck_assert_msg(!contract[0], "%s", contract);
}
END_TEST

Suite *make_lazy_suite(void)
{
    Suite *s = suite_create("lazy");
    TCase *t = tcase_create("levels");
    tcase_set_timeout(t, 120); /* eight threads under ThreadSanitizer */
    tcase_add_loop_test(t, levels_equal_deep, 0, NIR + 1); /* + diag.dia */
    tcase_add_loop_test(t, levels_threads, 0,
                        (int)(sizeof threaded / sizeof threaded[0]));
    suite_add_tcase(s, t);
    return s;
}
