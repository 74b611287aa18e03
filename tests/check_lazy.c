/*
 * check_lazy.c - the laziness contract of a default open (no BCQ_OPEN_DEEP)
 * of an IR file: the file's index holds the top-level blocks only, its
 * MODULE_BLOCKs BCQ_BLOCK_LAZY; bcq_block_children() builds the tree one
 * level at a time -- the module's children (index BCQ_NONE, parent the
 * module's index, depth 1, LAZY but BLOCKINFO), then theirs (depth 2,
 * index and parent BCQ_NONE), ... -- each level once, kept, shared by
 * threads; expanded in any order, the tree is BCQ_OPEN_DEEP's index.
 *
 * And what queries read, seen through page faults (the file mapped
 * PROT_NONE, a SIGSEGV handler opens each page on first touch and marks
 * it): symbols and the SYMTAB read no function body; finding a function
 * and reading its body read no other body.
 */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* sigaction, pthread_barrier_t */
#include <check.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "suites.h"
#include "internals.h"
#include "testutil.h"

enum { BLOCKINFO_ID = 0, MODULE_ID = 8, FUNCTION_ID = 12 };

/* Every IR fixture; many.bc is the one made for the page tests. */
static const char *const ir[] = {
    "o0.bc",    "o2.bc",    "g.bc",      "thinlto.bc", "wrapper.bc",
    "cxx.bc",   "split.bc", "multi.bc",  "cat.bc",     "link.bc",
    "nosym.bc", "coff.bc",  "coff32.bc", "macho.bc",   "deplibs.bc",
    "insts.bc", "many.bc"};
#define NIR (int)(sizeof ir / sizeof ir[0])

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
    bcq_file *d;
    bcq_block b;
    memset(out, 0, sizeof *out);
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(name), BCQ_OPEN_DEEP, &d,
                                   NULL), 0);
    for (size_t i = 0; i < bcq_block_count(d); i++)
        ck_assert(bcq_block_at(d, i, &b) == 0 && push(out, &b) == 0);
    bcq_close(d);
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
        else if (p->depth == 0 && c[k].id != BLOCKINFO_ID &&
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
        if (b.id == MODULE_ID && !(b.flags & BCQ_BLOCK_LAZY))
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
    const char *name = _i < NIR ? ir[_i] : "diag.dia";
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

/* ------------------------------------------------------------- page trap */

/* A fixture's pages, from a deep index of the same bytes: body[p] when
 * page p lies entirely inside the bodies span of a module (from the
 * ENTER_SUBBLOCK of its first FUNCTION_BLOCK to the end of its last);
 * child[p] when it lies entirely inside a child of a module other than its
 * BLOCKINFO.  A page that also holds other bytes is in neither.  seen and
 * by_open: bitmaps of the pages read, and of those the open read. */
typedef struct pages {
    const char *name;
    uint8_t *map;
    size_t len, pagesz, npages, nbody, nchild;
    unsigned char *body, *child, *seen, *by_open;
} pages;

/* Page p within [from, to) bits (whole), or touching it. */
static int in(const pages *pg, size_t p, uint64_t from, uint64_t to,
              int whole)
{
    uint64_t a = (uint64_t)p * pg->pagesz * 8, b = a + pg->pagesz * 8;
    return whole ? a >= from && b <= to : a < to && b > from;
}

static void pages_setup(pages *pg, const char *name)
{
    blist d;
    memset(pg, 0, sizeof *pg);
    deep_list(name, &d);
    free(tu_read_fixture(name, &pg->len));
    pg->name = name;
    pg->pagesz = (size_t)sysconf(_SC_PAGESIZE);
    pg->npages = (pg->len + pg->pagesz - 1) / pg->pagesz;
    ck_assert_ptr_nonnull(pg->body = calloc(4, pg->npages + 1));
    pg->child = pg->body + pg->npages + 1;
    pg->seen = pg->child + pg->npages + 1; /* bitmaps: room to spare */
    pg->by_open = pg->seen + pg->npages + 1;
    for (size_t m = 0; m < d.n; m++) {
        uint64_t from = 0, to = 0;
        for (size_t i = m + 1; d.v[m].id == MODULE_ID && d.v[m].depth == 0 &&
                               i < d.n && d.v[i].depth > 0; i++) {
            const bcq_block *c = &d.v[i];
            uint64_t end = c->body_bit + 32 * c->words;
            if (c->parent != m || c->id == BLOCKINFO_ID)
                continue;
            for (size_t p = 0; p < pg->npages; p++)
                pg->child[p] |= in(pg, p, c->bit, end, 1);
            if (c->id == FUNCTION_ID) {
                from = from ? from : c->bit;
                to = end;
            }
        }
        for (size_t p = 0; from && p < pg->npages; p++)
            pg->body[p] |= in(pg, p, from, to, 1);
    }
    for (size_t p = 0; p < pg->npages; p++) {
        pg->nbody += pg->body[p];
        pg->nchild += pg->child[p];
    }
    free(d.v);
    /* small fixtures may have no such page (their page checks hold
     * trivially; the counters still count); the one made for this must */
    if (strcmp(name, "many.bc") == 0)
        ck_assert_msg(pg->nbody >= 12 && pg->nchild >= 8, "many.bc: only "
                      "%zu pages inside its bodies, %zu inside a module "
                      "block", pg->nbody, pg->nchild);
}

/* The trap: one mapping at a time, so its state is global. */
static pages *trapped;
static struct sigaction old_segv;

static void on_segv(int sig, siginfo_t *si, void *uc)
{
    uintptr_t a = (uintptr_t)si->si_addr, base = (uintptr_t)trapped->map;
    size_t sz = trapped->pagesz, p = (size_t)(a - base) / sz;
    (void)uc;
    if (a >= base && a - base < trapped->len &&
        mprotect(trapped->map + p * sz, sz, PROT_READ) == 0)
        trapped->seen[p / 8] |= (unsigned char)(1u << (p % 8));
    else /* not ours: the old handler back, and fault again into it */
        sigaction(sig, &old_segv, NULL);
}

/* Map the fixture PROT_NONE, trap its pages, open it (default flags). */
static bcq_file *trap_open(pages *pg)
{
    struct sigaction sa;
    bcq_file *f;
    bcq_error e;
    int fd = open(tu_fixture_path(pg->name), O_RDONLY);
    ck_assert_msg(fd >= 0, "%s: open", pg->name);
    memset(pg->seen, 0, pg->npages + 1);
    pg->map = mmap(NULL, pg->len, PROT_NONE, MAP_PRIVATE, fd, 0);
    close(fd);
    ck_assert_msg(pg->map != MAP_FAILED, "%s: mmap", pg->name);
    trapped = pg;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    ck_assert_int_eq(sigaction(SIGSEGV, &sa, &old_segv), 0);
    if (bcq_open_mem(pg->map, pg->len, NULL, &f, &e)) {
        sigaction(SIGSEGV, &old_segv, NULL);
        ck_abort_msg("%s: open: %s", pg->name, e.message);
    }
    memcpy(pg->by_open, pg->seen, pg->npages + 1);
    return f;
}

/* Close and unmap, and put the old handler back before any assertion. */
static void trap_close(pages *pg, bcq_file *f)
{
    bcq_close(f);
    munmap(pg->map, pg->len);
    sigaction(SIGSEGV, &old_segv, NULL);
}

static int bit(const unsigned char *map, size_t p)
{
    return map[p / 8] >> (p % 8) & 1;
}

/* Fail when a page read is in region[] and does not touch [ok_from,
 * ok_to) (ok_to 0: none).  The message says how many of those the open
 * itself read: the open or the query, that is the question. */
static void no_page_in(const char *what, const pages *pg,
                       const unsigned char *region, const char *where,
                       uint64_t ok_from, uint64_t ok_to)
{
    char list[128] = "";
    size_t nbad = 0, nopen = 0, nseen = 0, o = 0;
    for (size_t p = 0; p < pg->npages; p++) {
        nseen += bit(pg->seen, p);
        if (!bit(pg->seen, p) || !region[p] ||
            (ok_to && in(pg, p, ok_from, ok_to, 0)))
            continue;
        nopen += bit(pg->by_open, p);
        if (nbad++ < 8)
            o += (size_t)snprintf(list + o, sizeof list - o, " %zu", p);
    }
    /* the open reads the magic at least: else the trap did not work */
    ck_assert_msg(nseen > 0, "%s: no page read: the trap did not run", what);
    ck_assert_msg(nbad == 0, "%s read %zu of %zu pages, %zu of them %s, %zu "
                  "of those during the open (pages%s%s)", what, nseen,
                  pg->npages, nbad, where, nopen, list, nbad > 8 ? "..." : "");
}

/* Symbol lines of the committed llvm-lto2 dump-symtab output: eight flag
 * characters and a space, "D------X name". */
static size_t symtab_lines(const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", tu_fixture_path(name));
    strcpy(strrchr(path, '.'), ".symtab");
    char *text = tu_read_text(path);
    size_t n = 0;
    for (char *l = text; l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        n += strspn(l, "ABCDEFGHIJKLMNOPQRSTUVWXYZ-") == 8 && l[8] == ' ';
    free(text);
    return n;
}

/* Rule: the SYMTAB query reads the SYMTAB and STRTAB blobs, not the
 * module.  The open may read the module's first words (its header, and
 * the BLOCKINFO that LLVM puts there and that shapes every later block),
 * nothing more: no page inside the bodies, and no page entirely inside
 * another child of the module (TYPE, CONSTANTS, METADATA, ...). */
START_TEST(symtab_touches_no_body)
{
    pages pg;
    bcq_symtab st;
    bcq_symtab_symbol sym;
    bcq_symtab_iter it = {0};
    bcq_error e;
    size_t nsym = 0, nlto = 0;
    pages_setup(&pg, ir[_i]);
    bcq_file *f = trap_open(&pg);
    int rc = bcq_symtab_get(f, &st, &e);
    while (rc == 0 && bcq_symtab_next(&st, &it, &sym, NULL) == 0) {
        nsym++;
        /* llvm-lto2 prints the symbols LTO sees: global and not format
         * specific (lto::InputFile::create) */
        nlto += (sym.flags & BCQ_IRSYM_GLOBAL) &&
                !(sym.flags & BCQ_IRSYM_FORMAT_SPECIFIC);
    }
    uint64_t bodies = bcq_stat_bodies_read(f, FUNCTION_ID);
    trap_close(&pg, f);
    ck_assert_msg(rc == 0 || rc == BCQ_E_NOT_FOUND, "%s: symtab: %s", ir[_i],
                  e.message);
    if (rc == 0) { /* multi, cat and nosym have no SYMTAB */
        ck_assert_uint_eq(nsym, st.nsymbols);
        ck_assert_uint_eq(nlto, symtab_lines(ir[_i]));
    }
    no_page_in(ir[_i], &pg, pg.body, "inside the function bodies", 0, 0);
    no_page_in(ir[_i], &pg, pg.child, "inside a block of the module", 0, 0);
    ck_assert_uint_eq(bodies, 0);
    free(pg.body);
}
END_TEST

/* Rule: the modules' facts and every global's symbol name and flags come
 * from the MODULE_BLOCK's own records, STRTAB and IDENTIFICATION: no page
 * inside the bodies is read, no FUNCTION_BLOCK body decoded. */
START_TEST(symbols_touch_no_body)
{
    pages pg;
    bcq_error e;
    size_t nm = 0, nglobals = 0;
    pages_setup(&pg, ir[_i]);
    bcq_file *f = trap_open(&pg);
    int rc = bcq_module_count(f, &nm, &e);
    for (size_t m = 0; rc == 0 && m < nm; m++) {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, m, &mod, &e)))
            break;
        for (size_t g = 0; rc == 0 && g < mod->nglobals; g++, nglobals++) {
            char buf[4096];
            size_t len;
            (void)bcq_global_symbol_flags(mod, g);
            rc = bcq_global_symbol_name(mod, g, buf, sizeof buf, &len);
            rc = rc == BCQ_E_UNSUPPORTED ? 0 : rc; /* coff32's "@N" */
        }
    }
    uint64_t bodies = bcq_stat_bodies_read(f, FUNCTION_ID);
    trap_close(&pg, f);
    ck_assert_msg(rc == 0, "%s: status %d: %s", ir[_i], rc, e.message);
    ck_assert_uint_gt(nglobals, 0);
    no_page_in(ir[_i], &pg, pg.body, "inside the function bodies", 0, 0);
    ck_assert_uint_eq(bodies, 0);
    free(pg.body);
}
END_TEST

static int fn_by_offset(const void *a, const void *b)
{
    uint64_t x = ((const bcq_function *)a)->block.bit;
    uint64_t y = ((const bcq_function *)b)->block.bit;
    return x < y ? -1 : x > y;
}

/* Rule: finding a function by name and reading all of its body (sub-blocks
 * entered) reads, of all the bodies, only pages that touch its own
 * FUNCTION_BLOCK, and decodes that one FUNCTION_BLOCK body: for the first,
 * a middle and the last named function of the file. */
START_TEST(function_touches_its_body_only)
{
    pages pg;
    bcq_file *d;
    bcq_function *fns = NULL;
    size_t nm, nf = 0;
    pages_setup(&pg, ir[_i]);
    /* the named defined functions in file order, from a deep handle that
     * stays open (their names point into it) */
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(ir[_i]), BCQ_OPEN_DEEP,
                                   &d, NULL), 0);
    ck_assert_int_eq(bcq_module_count(d, &nm, NULL), 0);
    for (size_t m = 0; m < nm; m++) {
        size_t n;
        ck_assert_int_eq(bcq_function_count(d, m, &n, NULL), 0);
        ck_assert_ptr_nonnull(fns = realloc(fns, (nf + n + 1) * sizeof *fns));
        for (size_t k = 0; k < n; k++) {
            ck_assert_int_eq(bcq_function_at(d, m, k, &fns[nf], NULL), 0);
            nf += fns[nf].global.name.len > 0;
        }
    }
    ck_assert_uint_gt(nf, 0);
    qsort(fns, nf, sizeof *fns, fn_by_offset);
    const size_t pick[3] = {0, nf / 2, nf - 1};
    for (int k = 0; k < 3; k++) {
        const bcq_function *want = &fns[pick[k]];
        bcq_file *f = trap_open(&pg);
        bcq_function fn;
        bcq_reader *rd = NULL;
        bcq_entry en;
        bcq_error e;
        size_t records = 0;
        int rc = bcq_function_find(f, want->module,
                                   (const char *)want->global.name.ptr,
                                   want->global.name.len, &fn, &e);
        if (rc == 0)
            rc = bcq_reader_open(f, &fn.block, &rd, &e);
        while (rc == 0 && (rc = bcq_reader_next(rd, &en, &e)) == 0 &&
               !(en.kind == BCQ_ENTRY_END && en.depth == 0)) {
            records += en.kind == BCQ_ENTRY_RECORD;
            if (en.kind == BCQ_ENTRY_SUBBLOCK)
                rc = bcq_reader_enter(rd, &e);
        }
        bcq_reader_close(rd);
        uint64_t bodies = bcq_stat_bodies_read(f, FUNCTION_ID);
        trap_close(&pg, f);
        char what[400];
        snprintf(what, sizeof what, "%s: %.*s (bits %llu..%llu)", ir[_i],
                 (int)want->global.name.len,
                 (const char *)want->global.name.ptr,
                 (unsigned long long)want->block.bit,
                 (unsigned long long)want->end_bit);
        ck_assert_msg(rc == 0, "%s: %s", what, e.message);
        ck_assert_uint_eq(fn.block.bit, want->block.bit);
        ck_assert_uint_gt(records, 0);
        no_page_in(what, &pg, pg.body, "inside the bodies, off the "
                   "function's own pages", want->block.bit,
                   want->end_bit);
        ck_assert_uint_eq(bodies, 1);
    }
    free(fns);
    bcq_close(d);
    free(pg.body);
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
    TCase *p = tcase_create("pages");
    tcase_set_timeout(p, 60);
    tcase_add_loop_test(p, symtab_touches_no_body, 0, NIR);
    tcase_add_loop_test(p, symbols_touch_no_body, 0, NIR);
    tcase_add_loop_test(p, function_touches_its_body_only, 0, NIR);
    suite_add_tcase(s, p);
    return s;
}
