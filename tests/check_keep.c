/* check_keep.c - lib/ir/keep.c, aliasee.c and empty.c, and
 * BCQ_REFS_AUTO of refs.c: the linker's facts.
 *
 * The point of them (issue 23, "Done means"): a walk made of the public
 * API alone -- no code of bin/ -- gives what opt -passes='internalize,
 * globaldce' keeps.  live_set() below is that walk: the root and every
 * value bcq_global_keep() gives a reason, then the references
 * (BCQ_REFS_AUTO, or BCQ_REFS_BODY), a comdat kept whole by one live
 * member (bcq_global_comdat(): an alias in its aliasee object's group),
 * the lists' own references not followed (BCQ_KEEP_LIST), so that an
 * empty constructor (BCQ_KEEP_CTOR_EMPTY) stays out.  It is checked on
 * every IR fixture against tests/data/keep.expect (opt 14 and 19, written
 * by tests/gen-keep.sh), and on the three cases a first port got wrong:
 * o2.bc's ifunc keeping its resolver and both implementations, coff.bc's
 * dllexport function, link.bc's empty constructor.
 *
 * Then each fact on fixtures and on modules written here with the bit
 * writer (a constructor list with an empty and a non-empty constructor,
 * data and a constructor with a parameter; an alias cycle; a damaged
 * llvm.used initializer), the errors of each call, and the laziness of
 * the emptiness from a body (one decode, shared with the references),
 * and eight threads asking every fact of one handle at once (.ci/run
 * runs the suite under ThreadSanitizer). */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

static bcq_file *open_fixture(const char *name)
{
    bcq_file *f;
    bcq_error err;
    ck_assert_msg(bcq_open_path(tu_fixture_path(name), NULL, &f, &err) == 0,
                  "%s: %s", name, err.message);
    return f;
}

static size_t gv(const bcq_file *f, const char *name)
{
    size_t id;
    bcq_error err;
    ck_assert_msg(bcq_global_find(f, 0, name, strlen(name), &id, &err) == 0,
                  "%s: %s", name, err.message);
    return id;
}

static unsigned keep_of(const bcq_file *f, const char *name,
                        bcq_ref_source src)
{
    unsigned fl = 0xdead;
    bcq_error err;
    ck_assert_msg(bcq_global_keep(f, 0, gv(f, name), src, &fl, &err) == 0,
                  "%s: %s", name, err.message);
    return fl;
}

/* ------------------------------------------------------------ the walk */

typedef struct walk {
    const bcq_file *f;
    const bcq_module *mod;
    bcq_ref_source src;
    uint8_t *live;
    size_t *comdat; /* per value: bcq_global_comdat() */
    size_t *queue;
    size_t nq;
} walk;

/* GlobalDCE's nodes: what the module defines (an available_externally
 * definition too: kept while referenced). */
static int is_definition(const walk *w, size_t v)
{
    bcq_global g;
    ck_assert_int_eq(bcq_module_global(w->mod, v, &g), 0);
    return !g.is_declaration;
}

/* GlobalDCE's MarkLive: v and, once, the rest of its comdat. */
static void mark(walk *w, size_t v)
{
    if (w->live[v] || !is_definition(w, v))
        return;
    w->live[v] = 1;
    w->queue[w->nq++] = v;
    if (w->comdat[v] == BCQ_NONE)
        return;
    for (size_t u = 0; u < w->mod->nglobals; u++)
        if (w->comdat[u] == w->comdat[v])
            mark(w, u); /* depth 2: u's comdat is v's, marked already */
}

/* What opt -passes='internalize,globaldce' -internalize-public-api-list=
 * root keeps of module 0 of f: the names, "llvm." ones left out, sorted,
 * space-separated, into buf. */
static void live_set(const bcq_file *f, const char *root, bcq_ref_source src,
                     char *buf, size_t cap)
{
    walk w = {.f = f, .src = src};
    bcq_error err;
    ck_assert_int_eq(bcq_module_get(f, 0, &w.mod, &err), 0);
    size_t n = w.mod->nglobals;
    w.live = calloc(n + 1, 1);
    w.comdat = calloc(n + 1, sizeof *w.comdat);
    w.queue = calloc(n + 1, sizeof *w.queue);
    unsigned *flags = calloc(n + 1, sizeof *flags);
    ck_assert(w.live && w.comdat && w.queue && flags);
    for (size_t v = 0; v < n; v++) {
        ck_assert_msg(bcq_global_comdat(f, 0, v, &w.comdat[v], &err) == 0,
                      "comdat of %zu: %s", v, err.message);
        ck_assert_msg(bcq_global_keep(f, 0, v, src, &flags[v], &err) == 0,
                      "keep of %zu: %s", v, err.message);
    }
    /* the root: Internalize preserves it, GlobalDCE keeps it unless its
     * linkage is one it may discard anyway (local, linkonce,
     * available_externally) */
    size_t r;
    bcq_global rg;
    if (bcq_global_find(f, 0, root, strlen(root), &r, NULL) == 0 &&
        bcq_module_global(w.mod, r, &rg) == 0 &&
        rg.linkage != BCQ_LINKAGE_INTERNAL &&
        rg.linkage != BCQ_LINKAGE_PRIVATE &&
        rg.linkage != BCQ_LINKAGE_LINKONCE_ANY &&
        rg.linkage != BCQ_LINKAGE_LINKONCE_ODR &&
        rg.linkage != BCQ_LINKAGE_AVAILABLE_EXTERNALLY)
        mark(&w, r);
    for (size_t v = 0; v < n; v++)
        if (flags[v] & BCQ_KEEP_REASONS)
            mark(&w, v);
    for (size_t k = 0; k < w.nq; k++) {
        size_t v = w.queue[k];
        if (flags[v] & BCQ_KEEP_LIST)
            continue; /* what it names carries its own flags */
        const bcq_ref *refs;
        size_t nr;
        ck_assert_msg(bcq_refs_get(f, 0, v, src, &refs, &nr, &err) == 0,
                      "refs of %zu: %s", v, err.message);
        for (size_t i = 0; i < nr; i++)
            mark(&w, refs[i].value_id);
    }
    /* the names, sorted: a selection sort is enough for fixtures */
    size_t len = 0;
    buf[0] = 0;
    const char *last = "";
    size_t lastlen = 0;
    for (;;) {
        bcq_span best = {NULL, 0};
        for (size_t v = 0; v < n; v++) {
            bcq_global g;
            bcq_module_global(w.mod, v, &g);
            if (!w.live[v] || !g.name.len ||
                (g.name.len >= 5 && !memcmp(g.name.ptr, "llvm.", 5)))
                continue;
            /* strictly after last, smallest so far */
            size_t ml = g.name.len < lastlen ? g.name.len : lastlen;
            int c = memcmp(g.name.ptr, last, ml);
            if (c < 0 || (c == 0 && g.name.len <= lastlen))
                continue;
            if (best.ptr) {
                size_t mb = g.name.len < best.len ? g.name.len : best.len;
                int d = memcmp(g.name.ptr, best.ptr, mb);
                if (d > 0 || (d == 0 && g.name.len >= best.len))
                    continue;
            }
            best = g.name;
        }
        if (!best.ptr)
            break;
        ck_assert_uint_lt(len + best.len + 2, cap);
        if (len)
            buf[len++] = ' ';
        memcpy(buf + len, best.ptr, best.len);
        len += best.len;
        buf[len] = 0;
        last = (const char *)best.ptr;
        lastlen = best.len;
    }
    free(w.live);
    free(w.comdat);
    free(w.queue);
    free(flags);
}

/* keep.expect's lines: "FIXTURE ROOT NAME...". */
static char *expect_line(int i)
{
    static char *text;
    if (!text) {
        char path[4096];
        snprintf(path, sizeof path, "%s/keep.expect", BCQ_TEST_DATA);
        text = tu_read_text(path);
        ck_assert_ptr_nonnull(text);
    }
    const char *p = text;
    for (int k = 0; *p;) {
        const char *e = strchr(p, '\n');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l && *p != '#' && k++ == i) {
            char *line = malloc(l + 1);
            ck_assert_ptr_nonnull(line);
            memcpy(line, p, l);
            line[l] = 0;
            return line;
        }
        p += l + (e ? 1 : 0);
    }
    return NULL;
}

enum { NEXPECT = 53 }; /* lines of tests/data/keep.expect */

static void check_fixture(int i, bcq_ref_source src)
{
    char *line = expect_line(i);
    ck_assert_ptr_nonnull(line);
    char *sp1 = strchr(line, ' ');
    ck_assert_ptr_nonnull(sp1);
    *sp1 = 0;
    char *root = sp1 + 1, *want = strchr(root, ' ');
    if (want)
        *want++ = 0;
    else
        want = "";
    bcq_file *f = open_fixture(line);
    static char got[1 << 16];
    live_set(f, root, src, got, sizeof got);
    ck_assert_msg(!strcmp(got, want), "%s -e %s (%s):\n  got  %s\n  want %s",
                  line, root, src == BCQ_REFS_BODY ? "body" : "auto", got,
                  want);
    bcq_close(f);
    free(line);
}

START_TEST(every_fixture_auto)
{
    check_fixture(_i, BCQ_REFS_AUTO);
}
END_TEST

START_TEST(every_fixture_body)
{
    check_fixture(_i, BCQ_REFS_BODY);
}
END_TEST

START_TEST(expect_file_complete)
{
    char *last = expect_line(NEXPECT - 1);
    ck_assert_ptr_nonnull(last);
    free(last);
    ck_assert_ptr_null(expect_line(NEXPECT));
}
END_TEST

/* Does the space-separated list s hold name? */
static int has(const char *s, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = s; (p = strstr(p, name)) != NULL; p += n)
        if ((p == s || p[-1] == ' ') && (p[n] == ' ' || p[n] == 0))
            return 1;
    return 0;
}

/* The three repros of issue 23, point 1. */
START_TEST(repro_ifunc)
{
    bcq_file *f = open_fixture("o2.bc");
    char got[4096];
    live_set(f, "sum_table", BCQ_REFS_AUTO, got, sizeof got);
    ck_assert_msg(has(got, "pick") && has(got, "resolve_pick") &&
                      has(got, "impl_a") && has(got, "impl_b"),
                  "%s", got);
    ck_assert_uint_eq(keep_of(f, "pick", BCQ_REFS_AUTO), BCQ_KEEP_IFUNC);
    size_t base;
    ck_assert_int_eq(bcq_global_base(f, 0, gv(f, "pick"), &base, NULL), 0);
    ck_assert_uint_eq(base, gv(f, "resolve_pick"));
    bcq_close(f);
}
END_TEST

START_TEST(repro_dllexport)
{
    bcq_file *f = open_fixture("coff.bc");
    char got[4096];
    live_set(f, "f_target", BCQ_REFS_AUTO, got, sizeof got);
    ck_assert_msg(has(got, "f_export"), "%s", got);
    ck_assert_uint_eq(keep_of(f, "f_export", BCQ_REFS_BODY),
                      BCQ_KEEP_DLLEXPORT);
    bcq_close(f);
}
END_TEST

START_TEST(repro_empty_ctor)
{
    bcq_file *f = open_fixture("link.bc");
    char got[4096];
    live_set(f, "f_external", BCQ_REFS_AUTO, got, sizeof got);
    ck_assert_msg(!has(got, "f_ctor") && has(got, "f_external"), "%s", got);
    ck_assert_uint_eq(keep_of(f, "f_ctor", BCQ_REFS_BODY),
                      BCQ_KEEP_CTOR_EMPTY);
    ck_assert_uint_eq(keep_of(f, "f_ctor", BCQ_REFS_AUTO),
                      BCQ_KEEP_CTOR_EMPTY);
    int empty = 0;
    ck_assert_int_eq(
        bcq_function_empty(f, 0, gv(f, "f_ctor"), BCQ_REFS_BODY, &empty, NULL),
        0);
    ck_assert_int_eq(empty, 1);
    bcq_close(f);
}
END_TEST

/* ------------------------------------------------------- facts, fixtures */

START_TEST(flags_of_link)
{
    bcq_file *f = open_fixture("link.bc");
    const bcq_ref_source s = BCQ_REFS_AUTO;
    ck_assert_uint_eq(keep_of(f, "llvm.used", s),
                      BCQ_KEEP_LIST | BCQ_KEEP_NAME);
    ck_assert_uint_eq(keep_of(f, "llvm.compiler.used", s),
                      BCQ_KEEP_LIST | BCQ_KEEP_NAME);
    ck_assert_uint_eq(keep_of(f, "llvm.global_ctors", s),
                      BCQ_KEEP_LIST | BCQ_KEEP_NAME);
    ck_assert_uint_eq(keep_of(f, "v_internal", s), BCQ_KEEP_USED);
    ck_assert_uint_eq(keep_of(f, "v_private", s), BCQ_KEEP_COMPILER_USED);
    ck_assert_uint_eq(keep_of(f, "i_fn", s), BCQ_KEEP_IFUNC);
    ck_assert_uint_eq(keep_of(f, "i_weak_hidden", s), BCQ_KEEP_IFUNC);
    ck_assert_uint_eq(keep_of(f, "f_external", s), 0);
    ck_assert_uint_eq(keep_of(f, "f_internal", s), BCQ_KEEP_USED);
    ck_assert_uint_eq(keep_of(f, "impl", s), 0);
    bcq_close(f);
}
END_TEST

START_TEST(flags_of_coff)
{
    bcq_file *f = open_fixture("coff.bc");
    const bcq_ref_source s = BCQ_REFS_BODY;
    ck_assert_uint_eq(keep_of(f, "v_export", s), BCQ_KEEP_DLLEXPORT);
    /* in its own comdat, which it keeps external */
    ck_assert_uint_eq(keep_of(f, "c_same", s),
                      BCQ_KEEP_DLLEXPORT | BCQ_KEEP_COMDAT);
    ck_assert_uint_eq(keep_of(f, "a_export", s), BCQ_KEEP_DLLEXPORT);
    ck_assert_uint_eq(keep_of(f, "v_internal", s), BCQ_KEEP_USED);
    ck_assert_uint_eq(keep_of(f, "f_target", s), 0);
    bcq_close(f);
}
END_TEST

/* A constructor that is not empty, and destructors (C and C++). */
START_TEST(flags_of_ctors_dtors)
{
    bcq_file *f = open_fixture("refs-c-o0g.bc");
    unsigned init = keep_of(f, "init_counter", BCQ_REFS_BODY);
    ck_assert_uint_eq(init & (BCQ_KEEP_CTOR | BCQ_KEEP_CTOR_EMPTY),
                      BCQ_KEEP_CTOR);
    ck_assert_uint_eq(keep_of(f, "fini_counter", BCQ_REFS_BODY) &
                          BCQ_KEEP_DTOR,
                      BCQ_KEEP_DTOR);
    bcq_close(f);
    f = open_fixture("refs-cxx-main-thin.bc");
    ck_assert_uint_eq(keep_of(f, "_GLOBAL__sub_I_refs_main.cpp",
                              BCQ_REFS_AUTO),
                      BCQ_KEEP_CTOR);
    /* from the summary: no body decoded */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, BCQ_FUNCTION_BLOCK), 0);
    bcq_close(f);
}
END_TEST

START_TEST(base_and_comdat)
{
    bcq_file *f = open_fixture("coff.bc");
    size_t b, c;
    ck_assert_int_eq(bcq_global_base(f, 0, gv(f, "a_export"), &b, NULL), 0);
    ck_assert_uint_eq(b, gv(f, "f_target"));
    ck_assert_int_eq(bcq_global_base(f, 0, gv(f, "f_target"), &b, NULL), 0);
    ck_assert_uint_eq(b, gv(f, "f_target"));
    ck_assert_int_eq(bcq_global_comdat(f, 0, gv(f, "c_same"), &c, NULL), 0);
    ck_assert_uint_ne(c, BCQ_NONE);
    ck_assert_int_eq(bcq_global_comdat(f, 0, gv(f, "f_target"), &c, NULL), 0);
    ck_assert_uint_eq(c, BCQ_NONE);
    bcq_close(f);
    /* a C1 constructor alias is in its C2 constructor's comdat */
    f = open_fixture("refs-cxx-shapes-o0g.bc");
    size_t c1, c2;
    ck_assert_int_eq(
        bcq_global_comdat(f, 0, gv(f, "_ZN3shp3BoxIiEC1Ei"), &c1, NULL), 0);
    ck_assert_int_eq(
        bcq_global_comdat(f, 0, gv(f, "_ZN3shp3BoxIiEC2Ei"), &c2, NULL), 0);
    ck_assert_uint_ne(c2, BCQ_NONE);
    ck_assert_uint_eq(c1, c2);
    ck_assert_int_eq(
        bcq_global_base(f, 0, gv(f, "_ZN3shp3BoxIiEC1Ei"), &b, NULL), 0);
    ck_assert_uint_eq(b, gv(f, "_ZN3shp3BoxIiEC2Ei"));
    bcq_close(f);
    /* an ifunc: its resolver; no comdat */
    f = open_fixture("link.bc");
    ck_assert_int_eq(bcq_global_base(f, 0, gv(f, "i_fn"), &b, NULL), 0);
    ck_assert_uint_eq(b, gv(f, "resolver"));
    ck_assert_int_eq(bcq_global_comdat(f, 0, gv(f, "i_fn"), &c, NULL), 0);
    ck_assert_uint_eq(c, BCQ_NONE);
    bcq_close(f);
}
END_TEST

START_TEST(empty_sources)
{
    /* a summary: the emptiness of a function without a body decode */
    bcq_file *f = open_fixture("refs-cxx-main-thin.bc");
    int e = -1;
    size_t v = gv(f, "_GLOBAL__sub_I_refs_main.cpp");
    ck_assert_int_eq(bcq_function_empty(f, 0, v, BCQ_REFS_SUMMARY, &e, NULL),
                     0);
    ck_assert_int_eq(e, 0);
    ck_assert_int_eq(bcq_function_empty(f, 0, v, BCQ_REFS_AUTO, &e, NULL), 0);
    ck_assert_int_eq(e, 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, BCQ_FUNCTION_BLOCK), 0);
    /* the body: one decode, shared with the references */
    ck_assert_int_eq(bcq_function_empty(f, 0, v, BCQ_REFS_BODY, &e, NULL), 0);
    ck_assert_int_eq(e, 0);
    const bcq_ref *r;
    size_t n;
    ck_assert_int_eq(bcq_refs_get(f, 0, v, BCQ_REFS_BODY, &r, &n, NULL), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, BCQ_FUNCTION_BLOCK), 1);
    bcq_close(f);
    /* a declaration is not empty; a variable is not a function */
    f = open_fixture("link.bc");
    bcq_error err;
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    size_t decl = BCQ_NONE;
    for (size_t i = 0; i < mod->nglobals && decl == BCQ_NONE; i++) {
        bcq_global g;
        bcq_module_global(mod, i, &g);
        if (g.kind == BCQ_GV_FUNCTION && g.is_declaration)
            decl = i;
    }
    ck_assert_uint_ne(decl, BCQ_NONE);
    e = -1;
    ck_assert_int_eq(bcq_function_empty(f, 0, decl, BCQ_REFS_BODY, &e, &err),
                     0);
    ck_assert_int_eq(e, 0);
    ck_assert_int_eq(bcq_function_empty(f, 0, gv(f, "v_internal"),
                                        BCQ_REFS_BODY, &e, &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(err.code, BCQ_E_NOT_FOUND);
    /* no summary: BCQ_REFS_SUMMARY does not find one, AUTO reads the body */
    ck_assert_int_eq(bcq_function_empty(f, 0, gv(f, "f_ctor"),
                                        BCQ_REFS_SUMMARY, &e, &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_function_empty(f, 0, gv(f, "f_ctor"), BCQ_REFS_AUTO,
                                        &e, &err),
                     0);
    ck_assert_int_eq(e, 1);
    ck_assert_int_eq(bcq_function_empty(f, 0, gv(f, "f_external"),
                                        BCQ_REFS_AUTO, &e, &err),
                     0);
    ck_assert_int_eq(e, 1); /* "ret void" alone, no constructor */
    ck_assert_int_eq(
        bcq_function_empty(f, 0, gv(f, "impl"), BCQ_REFS_AUTO, &e, &err), 0);
    ck_assert_int_eq(e, 0); /* returns a value */
    bcq_close(f);
}
END_TEST

/* BCQ_REFS_AUTO: the summary's set where it has the value, the body's
 * for what it leaves out (an ifunc), never BCQ_E_NOT_FOUND. */
START_TEST(refs_auto)
{
    bcq_file *f = open_fixture("thinlto.bc");
    const bcq_ref *a, *s, *b;
    size_t na, ns, nb;
    bcq_error err;
    size_t pick = gv(f, "pick"), sum = gv(f, "sum_table");
    ck_assert_int_eq(bcq_refs_get(f, 0, pick, BCQ_REFS_SUMMARY, &s, &ns, &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_refs_get(f, 0, pick, BCQ_REFS_AUTO, &a, &na, &err), 0);
    ck_assert_int_eq(bcq_refs_get(f, 0, pick, BCQ_REFS_BODY, &b, &nb, &err), 0);
    ck_assert_ptr_eq(a, b);
    ck_assert_uint_eq(na, 1);
    ck_assert_uint_eq(a[0].value_id, gv(f, "resolve_pick"));
    ck_assert_int_eq(bcq_refs_get(f, 0, sum, BCQ_REFS_AUTO, &a, &na, &err), 0);
    ck_assert_int_eq(bcq_refs_get(f, 0, sum, BCQ_REFS_SUMMARY, &s, &ns, &err),
                     0);
    ck_assert_ptr_eq(a, s);
    ck_assert_uint_eq(na, ns);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, BCQ_FUNCTION_BLOCK), 0);
    bcq_close(f);
    /* without a summary: the body */
    f = open_fixture("o2.bc");
    sum = gv(f, "sum_table");
    ck_assert_int_eq(bcq_refs_get(f, 0, sum, BCQ_REFS_AUTO, &a, &na, &err), 0);
    ck_assert_int_eq(bcq_refs_get(f, 0, sum, BCQ_REFS_BODY, &b, &nb, &err), 0);
    ck_assert_ptr_eq(a, b);
    bcq_close(f);
}
END_TEST

START_TEST(arguments)
{
    bcq_file *f = open_fixture("link.bc");
    bcq_error err;
    unsigned fl;
    size_t x;
    int e;
    const bcq_ref *r;
    size_t n;
    ck_assert_int_eq(bcq_global_keep(NULL, 0, 0, BCQ_REFS_AUTO, &fl, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_keep(f, 0, 0, BCQ_REFS_AUTO, NULL, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_keep(f, 0, 0, (bcq_ref_source)3, &fl, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_keep(f, 0, 100000, BCQ_REFS_AUTO, &fl, &err),
                     BCQ_E_RANGE);
    ck_assert_int_eq(err.code, BCQ_E_RANGE);
    ck_assert_int_eq(bcq_global_keep(f, 7, 0, BCQ_REFS_AUTO, &fl, &err),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_global_base(f, 0, 100000, &x, &err), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_global_base(f, 0, 0, NULL, &err), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_comdat(NULL, 0, 0, &x, &err), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_comdat(f, 0, 100000, &x, &err), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_function_empty(f, 0, 0, (bcq_ref_source)9, &e, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_function_empty(f, 0, 100000, BCQ_REFS_AUTO, &e, &err),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_refs_get(f, 0, 0, (bcq_ref_source)3, &r, &n, &err),
                     BCQ_E_INVAL);
    /* not IR */
    static const uint8_t diag[] = {'D', 'I', 'A', 'G', 0, 0, 0, 0};
    bcq_file *g;
    if (bcq_open_mem(diag, sizeof diag, NULL, &g, NULL) == 0) {
        ck_assert_int_eq(bcq_global_keep(g, 0, 0, BCQ_REFS_AUTO, &fl, &err),
                         BCQ_E_NOT_IR);
        bcq_close(g);
    }
    bcq_close(f);
}
END_TEST

/* --------------------------------------------------- modules built here
 *
 *   @empty = void () { ret void }                     value 0
 *   @full = void () { unreachable }                   value 1 (or void (i32))
 *   @d = global i32 65535                             value 2
 *   @llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }]
 *       [{ 65535, @empty, bitcast @d }, { 65535, @full, null }]   value 3
 *   @a1 = alias i8, @a2                               value 4
 *   @a2 = alias i8, @a1                               value 5
 *   @llvm.used = appending global i8* null            value 6
 *       (damaged: its initializer an id past every value)
 */
enum { V_EMPTY, V_FULL, V_D, V_CTORS, V_A1, V_A2, V_USED };
#define LINKAGE_APPENDING 2 /* the bitcode's encoding */

static tu_opened build(int full_has_param, uint64_t used_damaged)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, 2);
    bw_enter(&w, 3, TU_TYPE_BLOCK_ID_NEW, 4);
    tu_rec(&w, 4, TU_TYPE_CODE_NUMENTRY, 10);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 32);    /* 0 i32 */
    TU_REC0(&w, 4, TU_TYPE_CODE_VOID);          /* 1 void */
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, 1); /* 2 void () */
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, 2, 0);  /* 3 void ()* */
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 8);     /* 4 i8 */
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, 4, 0);  /* 5 i8* */
    TU_REC(&w, 4, 18 /* STRUCT_ANON */, 0, 0, 3, 5); /* 6 {i32,void()*,i8*} */
    TU_REC(&w, 4, TU_TYPE_CODE_ARRAY, 2, 6);    /* 7 [2 x 6] */
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, 0, 0);  /* 8 i32* */
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, 1, 0); /* 9 void (i32) */
    bw_end(&w, 4);
    /* FUNCTION [offset, size, type, cc, isproto, linkage, paramattr,
     * alignment, section, visibility] */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 0, 5, 2, 0, 0, 0, 0, 0, 0, 0);
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 5, 4, full_has_param ? 9 : 2, 0,
           0, 0, 0, 0, 0, 0);
    /* GLOBALVAR [offset, size, type, explicit type, init + 1, linkage,
     * alignment, section] */
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 9, 1, 0, 2, 7 + 1, 0, 0, 0);
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 10, 17, 7, 2, 12 + 1,
           LINKAGE_APPENDING, 0, 0);
    /* ALIAS [offset, size, type, address space, aliasee, linkage] */
    TU_REC(&w, 3, TU_MODULE_CODE_ALIAS, 27, 2, 4, 0, V_A2, 0);
    TU_REC(&w, 3, TU_MODULE_CODE_ALIAS, 29, 2, 4, 0, V_A1, 0);
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 31, 9, 5, 2,
           (used_damaged ? used_damaged : 9) + 1, LINKAGE_APPENDING, 0, 0);
    bw_enter(&w, 3, TU_CONSTANTS_BLOCK_ID, 4); /* from value 7 on */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 0);
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 65535u << 1);             /* 7 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 5);
    TU_REC(&w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 8, V_D); /* 8 */
    TU_REC0(&w, 4, TU_CST_CODE_NULL);                            /* 9 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 6);
    TU_REC(&w, 4, TU_CST_CODE_AGGREGATE, 7, V_EMPTY, 8);         /* 10 */
    TU_REC(&w, 4, TU_CST_CODE_AGGREGATE, 7, V_FULL, 9);          /* 11 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 7);
    TU_REC(&w, 4, TU_CST_CODE_AGGREGATE, 10, 11);                /* 12 */
    bw_end(&w, 4);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4); /* @empty */
    tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
    TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
    bw_end(&w, 4);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4); /* @full */
    tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
    TU_REC0(&w, 4, TU_FUNC_CODE_INST_UNREACHABLE);
    bw_end(&w, 4);
    bw_end(&w, 3);
    tu_blob_block(&w, TU_STRTAB_BLOCK_ID,
                  "emptyfulldllvm.global_ctorsa1a2llvm.used", 40, NULL);
    tu_opened o = tu_open_bw(&w, 0);
    bw_free(&w);
    ck_assert_msg(o.rc == 0, "%s", o.err.message);
    return o;
}

static unsigned hflags(const bcq_file *f, size_t v, bcq_ref_source s)
{
    unsigned fl = 0xdead;
    bcq_error err;
    ck_assert_msg(bcq_global_keep(f, 0, v, s, &fl, &err) == 0, "%zu: %s", v,
                  err.message);
    return fl;
}

/* optimizeGlobalCtorsList: the empty constructor's entry goes, and its
 * data with it; the other stays. */
START_TEST(hand_ctors)
{
    tu_opened o = build(0, 0);
    for (int s = BCQ_REFS_BODY; s <= BCQ_REFS_AUTO; s += 2) {
        ck_assert_uint_eq(hflags(o.f, V_EMPTY, s), BCQ_KEEP_CTOR_EMPTY);
        ck_assert_uint_eq(hflags(o.f, V_FULL, s), BCQ_KEEP_CTOR);
        ck_assert_uint_eq(hflags(o.f, V_D, s), 0);
        ck_assert_uint_eq(hflags(o.f, V_CTORS, s),
                          BCQ_KEEP_LIST | BCQ_KEEP_NAME);
    }
    int e;
    ck_assert_int_eq(bcq_function_empty(o.f, 0, V_FULL, BCQ_REFS_BODY, &e,
                                        NULL),
                     0);
    ck_assert_int_eq(e, 0); /* "unreachable" is not "ret" */
    /* no summary */
    bcq_error err;
    unsigned fl;
    ck_assert_int_eq(bcq_global_keep(o.f, 0, V_EMPTY, BCQ_REFS_SUMMARY, &fl,
                                     &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_global_keep(o.f, 0, V_FULL, BCQ_REFS_SUMMARY, &fl,
                                     &err),
                     BCQ_E_NOT_FOUND);
    tu_close(&o);
}
END_TEST

/* findGlobalCtors refuses a list naming a constructor with parameters:
 * nothing is removed, the empty constructor and its data stay. */
START_TEST(hand_ctors_not_optimized)
{
    tu_opened o = build(1, 0);
    ck_assert_uint_eq(hflags(o.f, V_EMPTY, BCQ_REFS_BODY), BCQ_KEEP_CTOR);
    ck_assert_uint_eq(hflags(o.f, V_FULL, BCQ_REFS_BODY), BCQ_KEEP_CTOR);
    ck_assert_uint_eq(hflags(o.f, V_D, BCQ_REFS_BODY), BCQ_KEEP_CTOR);
    /* the emptiness was not asked: no body decoded */
    ck_assert_uint_eq(bcq_stat_bodies_read(o.f, BCQ_FUNCTION_BLOCK), 0);
    tu_close(&o);
}
END_TEST

/* An alias cycle: no object, no comdat, no loop. */
START_TEST(hand_alias_cycle)
{
    tu_opened o = build(0, 0);
    size_t b = 0, c = 0;
    bcq_error err;
    ck_assert_int_eq(bcq_global_base(o.f, 0, V_A1, &b, &err), 0);
    ck_assert_uint_eq(b, BCQ_NONE);
    ck_assert_int_eq(bcq_global_base(o.f, 0, V_A2, &b, &err), 0);
    ck_assert_uint_eq(b, BCQ_NONE);
    ck_assert_int_eq(bcq_global_comdat(o.f, 0, V_A1, &c, &err), 0);
    ck_assert_uint_eq(c, BCQ_NONE);
    ck_assert_uint_eq(hflags(o.f, V_A1, BCQ_REFS_BODY), 0);
    const bcq_ref *r;
    size_t n;
    ck_assert_int_eq(bcq_refs_get(o.f, 0, V_A1, BCQ_REFS_AUTO, &r, &n, &err),
                     0);
    ck_assert_uint_eq(n, 1);
    ck_assert_uint_eq(r[0].value_id, V_A2);
    tu_close(&o);
}
END_TEST

/* A damaged llvm.used: its initializer names no value.  Every keep query
 * of the module fails the same way, the failure kept. */
START_TEST(hand_damaged_used)
{
    tu_opened o = build(0, 5000);
    bcq_error err, again;
    unsigned fl;
    ck_assert_int_eq(bcq_global_keep(o.f, 0, V_FULL, BCQ_REFS_AUTO, &fl, &err),
                     BCQ_E_BAD_RECORD);
    ck_assert_int_eq(err.code, BCQ_E_BAD_RECORD);
    ck_assert_ptr_nonnull(strstr(err.message, "llvm.used"));
    ck_assert_int_eq(bcq_global_keep(o.f, 0, V_USED, BCQ_REFS_BODY, &fl,
                                     &again),
                     BCQ_E_BAD_RECORD);
    ck_assert_str_eq(err.message, again.message);
    ck_assert_uint_eq(err.bit, again.bit);
    ck_assert_int_eq(bcq_global_keep(o.f, 0, V_FULL, BCQ_REFS_AUTO, &fl, NULL),
                     BCQ_E_BAD_RECORD);
    /* the other facts still answer */
    size_t b;
    ck_assert_int_eq(bcq_global_base(o.f, 0, V_FULL, &b, &err), 0);
    ck_assert_uint_eq(b, V_FULL);
    const bcq_ref *r;
    size_t n;
    ck_assert_int_eq(bcq_refs_get(o.f, 0, V_USED, BCQ_REFS_AUTO, &r, &n, &err),
                     BCQ_E_BAD_RECORD);
    tu_close(&o);
}
END_TEST

/* checkComdat: a comdat with a preserved member stays external whole.
 *
 *   $grp = comdat any
 *   define linkonce_odr dllexport void @p() comdat($grp) { ret void }
 *   define weak_odr void @q() comdat($grp) { ret void }
 *   define linkonce_odr void @r() comdat($grp) { ret void }
 *
 * @p is preserved but discardable; @q stays weak_odr, so GlobalDCE keeps
 * it, and with it the group. */
START_TEST(hand_comdat)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, 2);
    bw_enter(&w, 3, TU_TYPE_BLOCK_ID_NEW, 4);
    tu_rec(&w, 4, TU_TYPE_CODE_NUMENTRY, 2);
    TU_REC0(&w, 4, TU_TYPE_CODE_VOID);          /* 0 void */
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, 0); /* 1 void () */
    bw_end(&w, 4);
    /* COMDAT [offset, size, selection] */
    TU_REC(&w, 3, TU_MODULE_CODE_COMDAT, 3, 3, 0);
    /* FUNCTION [offset, size, type, cc, isproto, linkage, paramattr,
     * alignment, section, visibility, gc, unnamed_addr, prologue,
     * dllstorage, comdat]; linkage 19 linkonce_odr, 17 weak_odr */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 0, 1, 1, 0, 0, 19, 0, 0, 0, 0, 0,
           0, 0, 2, 1);
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 1, 1, 1, 0, 0, 17, 0, 0, 0, 0, 0,
           0, 0, 0, 1);
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 2, 1, 1, 0, 0, 19, 0, 0, 0, 0, 0,
           0, 0, 0, 1);
    for (int k = 0; k < 3; k++) {
        bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
        tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
        TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
        bw_end(&w, 4);
    }
    bw_end(&w, 3);
    tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "pqrgrp", 6, NULL);
    tu_opened o = tu_open_bw(&w, 0);
    bw_free(&w);
    ck_assert_msg(o.rc == 0, "%s", o.err.message);
    ck_assert_uint_eq(hflags(o.f, 0, BCQ_REFS_AUTO), 0);
    ck_assert_uint_eq(hflags(o.f, 1, BCQ_REFS_AUTO), BCQ_KEEP_COMDAT);
    ck_assert_uint_eq(hflags(o.f, 2, BCQ_REFS_AUTO), 0);
    char got[256];
    live_set(o.f, "nothing", BCQ_REFS_AUTO, got, sizeof got);
    ck_assert_str_eq(got, "p q r");
    tu_close(&o);
}
END_TEST

/* Every prefix of a fixture: an answer or an error, never a crash. */
START_TEST(cut_short)
{
    size_t size;
    uint8_t *data = tu_read_fixture("link.bc", &size);
    ck_assert_ptr_nonnull(data);
    for (size_t cut = 8; cut < size; cut += size / 61 + 1) {
        bcq_file *f;
        if (bcq_open_mem(data, cut, NULL, &f, NULL) != 0)
            continue;
        const bcq_module *mod;
        if (bcq_module_get(f, 0, &mod, NULL) == 0)
            for (size_t v = 0; v < mod->nglobals; v++) {
                unsigned fl;
                size_t x;
                int e;
                (void)bcq_global_keep(f, 0, v, BCQ_REFS_AUTO, &fl, NULL);
                (void)bcq_global_base(f, 0, v, &x, NULL);
                (void)bcq_global_comdat(f, 0, v, &x, NULL);
                (void)bcq_function_empty(f, 0, v, BCQ_REFS_AUTO, &e, NULL);
            }
        bcq_close(f);
    }
    free(data);
}
END_TEST

/* ------------------------------------------------------------- threads */

typedef struct tjob {
    const bcq_file *f;
    pthread_barrier_t *go;
    size_t start;
    uint64_t digest;
    int rc;
} tjob;

/* Every fact of every value, from start on, folded in value order. */
static void *tworker(void *p)
{
    tjob *j = p;
    pthread_barrier_wait(j->go);
    const bcq_module *mod;
    if ((j->rc = bcq_module_get(j->f, 0, &mod, NULL)))
        return NULL;
    size_t n = mod->nglobals;
    uint64_t *part = calloc(n ? n : 1, sizeof *part);
    if (!part) {
        j->rc = BCQ_E_NOMEM;
        return NULL;
    }
    for (size_t k = 0; k < n && j->rc == 0; k++) {
        size_t v = (j->start + k) % n, c, b;
        unsigned fl;
        int e = 0;
        const bcq_ref *r;
        size_t nr;
        bcq_ref_source src = k % 2 ? BCQ_REFS_AUTO : BCQ_REFS_BODY;
        if ((j->rc = bcq_global_keep(j->f, 0, v, src, &fl, NULL)) ||
            (j->rc = bcq_global_comdat(j->f, 0, v, &c, NULL)) ||
            (j->rc = bcq_global_base(j->f, 0, v, &b, NULL)) ||
            (j->rc = bcq_refs_get(j->f, 0, v, BCQ_REFS_AUTO, &r, &nr, NULL)))
            break;
        bcq_global g;
        bcq_module_global(mod, v, &g);
        if (g.kind == BCQ_GV_FUNCTION &&
            (j->rc = bcq_function_empty(j->f, 0, v, BCQ_REFS_BODY, &e, NULL)))
            break;
        part[v] = ((uint64_t)fl << 40) ^ ((uint64_t)c << 20) ^ b ^
                  ((uint64_t)e << 63) ^ ((uint64_t)nr << 50);
    }
    j->digest = 1469598103934665603u;
    for (size_t v = 0; v < n; v++)
        j->digest = (j->digest ^ part[v]) * 1099511628211u;
    free(part);
    return NULL;
}

START_TEST(threads)
{
    static const char *const names[] = {"refs-c-o0g.bc", "coff.bc",
                                        "refs-cxx-shapes-o0g.bc",
                                        "refs-cxx-main-thin.bc"};
    bcq_file *f = open_fixture(names[_i]);
    enum { NT = 8 };
    pthread_barrier_t go;
    pthread_barrier_init(&go, NULL, NT);
    tjob jobs[NT];
    pthread_t t[NT];
    for (size_t k = 0; k < NT; k++) {
        jobs[k] = (tjob){.f = f, .go = &go, .start = 7 * k};
        ck_assert_int_eq(pthread_create(&t[k], NULL, tworker, &jobs[k]), 0);
    }
    for (size_t k = 0; k < NT; k++)
        pthread_join(t[k], NULL);
    pthread_barrier_destroy(&go);
    for (size_t k = 0; k < NT; k++) {
        ck_assert_int_eq(jobs[k].rc, 0);
        ck_assert_uint_eq(jobs[k].digest, jobs[0].digest);
    }
    bcq_close(f);
}
END_TEST

Suite *make_keep_suite(void)
{
    Suite *s = suite_create("keep");
    TCase *tc = tcase_create("opt");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, expect_file_complete);
    tcase_add_loop_test(tc, every_fixture_auto, 0, NEXPECT);
    tcase_add_loop_test(tc, every_fixture_body, 0, NEXPECT);
    tcase_add_test(tc, repro_ifunc);
    tcase_add_test(tc, repro_dllexport);
    tcase_add_test(tc, repro_empty_ctor);
    suite_add_tcase(s, tc);
    tc = tcase_create("facts");
    tcase_add_test(tc, flags_of_link);
    tcase_add_test(tc, flags_of_coff);
    tcase_add_test(tc, flags_of_ctors_dtors);
    tcase_add_test(tc, base_and_comdat);
    tcase_add_test(tc, empty_sources);
    tcase_add_test(tc, refs_auto);
    tcase_add_test(tc, arguments);
    suite_add_tcase(s, tc);
    tc = tcase_create("threads");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, threads, 0, 4);
    suite_add_tcase(s, tc);
    tc = tcase_create("hostile");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, hand_ctors);
    tcase_add_test(tc, hand_ctors_not_optimized);
    tcase_add_test(tc, hand_alias_cycle);
    tcase_add_test(tc, hand_damaged_used);
    tcase_add_test(tc, hand_comdat);
    tcase_add_test(tc, cut_short);
    suite_add_tcase(s, tc);
    return s;
}
