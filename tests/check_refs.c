/* check_refs.c - lib/ir/refs.c on the fixtures: bcq_refs_get() from the
 * body, value by value, against what llvm-dis prints (tests/data/NAME.ll):
 * the '@' names of a function's body and of its define line's
 * personality, prefix and prologue (metadata operands left out), of a
 * variable's initializer, of an alias's aliasee and an ifunc's resolver;
 * each with its kind.  Then the contract: errors, sharing, laziness (one
 * body decoded per function, none for a variable), and eight threads on
 * one handle (.ci/run runs this suite under ThreadSanitizer). */
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
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(name), NULL, &f, &err), 0);
    return f;
}

static size_t gv(const bcq_file *f, size_t m, const char *name)
{
    size_t id;
    bcq_error err;
    ck_assert_msg(bcq_global_find(f, m, name, strlen(name), &id, &err) == 0,
                  "%s: %s", name, err.message);
    return id;
}

static unsigned kind_of(const char *s)
{
    for (unsigned k = 1; k <= 8; k++)
        if (!strcmp(bcq_ref_kind_name(k), s))
            return k;
    ck_abort_msg("no kind %s", s);
    return 0;
}

static int by_id(const void *a, const void *b)
{
    const bcq_ref *x = a, *y = b;
    if (x->value_id != y->value_id)
        return x->value_id < y->value_id ? -1 : 1;
    return (x->kind > y->kind) - (x->kind < y->kind);
}

/* The references of `name` (module m) must be exactly want[0..n), each
 * "KIND NAME". */
static void expect_refs(const bcq_file *f, size_t m, const char *name,
                        const char *const *want, size_t n)
{
    bcq_ref exp[160];
    ck_assert_uint_le(n, TU_NOPS(exp));
    for (size_t i = 0; i < n; i++) {
        const char *sp = strchr(want[i], ' ');
        char kind[16];
        memcpy(kind, want[i], (size_t)(sp - want[i]));
        kind[sp - want[i]] = 0;
        exp[i].kind = (bcq_ref_kind)kind_of(kind);
        exp[i].value_id = gv(f, m, sp + 1);
    }
    qsort(exp, n, sizeof exp[0], by_id);
    const bcq_ref *got;
    size_t ngot;
    bcq_error err;
    ck_assert_msg(bcq_refs_get(f, m, gv(f, m, name), BCQ_REFS_BODY, &got,
                               &ngot, &err) == 0,
                  "%s: %s", name, err.message);
    for (size_t i = 0; i < ngot && i < n; i++)
        ck_assert_msg(got[i].value_id == exp[i].value_id &&
                          got[i].kind == exp[i].kind,
                      "%s: reference %zu is %s of value %zu, want %s of %zu",
                      name, i, bcq_ref_kind_name(got[i].kind),
                      got[i].value_id, bcq_ref_kind_name(exp[i].kind),
                      exp[i].value_id);
    ck_assert_msg(ngot == n, "%s: %zu references, want %zu", name, ngot, n);
}
#define EXPECT(f, m, name, ...)                                               \
    do {                                                                      \
        static const char *const w_[] = {__VA_ARGS__};                        \
        expect_refs((f), (m), (name), w_, TU_NOPS(w_));                       \
    } while (0)
#define EXPECT_NONE(f, m, name) expect_refs((f), (m), (name), NULL, 0)

/* cxx.ll: vtables and typeinfo (initializers of bitcasts and GEPs of
 * global values), a function with a personality, calls. */
START_TEST(cxx_refs)
{
    bcq_file *f = open_fixture("cxx.bc");
    EXPECT(f, 0, "_ZTVN6shapes5ShapeE", "initializer _ZTIN6shapes5ShapeE",
           "initializer _ZN6shapes5ShapeD2Ev",
           "initializer _ZN6shapes5ShapeD0Ev",
           "initializer __cxa_pure_virtual",
           "initializer _ZNK6shapes5Shape4nameEv");
    EXPECT(f, 0, "_ZTIN6shapes4RectE",
           "initializer _ZTVN10__cxxabiv120__si_class_type_infoE",
           "initializer _ZTSN6shapes4RectE",
           "initializer _ZTIN6shapes5ShapeE");
    EXPECT(f, 0, "_Z11shapes_demod", "address _ZTVN6shapes4RectE",
           "address _ZTVN6shapes6SquareE",
           "personality __gxx_personality_v0",
           "call llvm.lifetime.start.p0i8", "call llvm.lifetime.end.p0i8");
    EXPECT(f, 0, "_ZN6shapes4RectD0Ev", "call _ZdlPv");
    EXPECT(f, 0, "_ZNK6shapes5Shape4nameEv", "address .str");
    EXPECT_NONE(f, 0, "_ZTSN6shapes5ShapeE"); /* a string */
    EXPECT_NONE(f, 0, "_ZN6shapes5maxOfIiEET_S1_S1_");
    /* declarations */
    EXPECT_NONE(f, 0, "__gxx_personality_v0");
    EXPECT_NONE(f, 0, "_ZTVN10__cxxabiv117__class_type_infoE");
    bcq_close(f);
}
END_TEST

/* o0.ll: an alias, an ifunc and its resolver, direct calls. */
START_TEST(o0_refs)
{
    bcq_file *f = open_fixture("o0.bc");
    EXPECT(f, 0, "pick", "resolver resolve_pick");
    EXPECT(f, 0, "entry_alias", "aliasee real_entry");
    EXPECT(f, 0, "resolve_pick", "address g_init", "address impl_a",
           "address impl_b");
    EXPECT(f, 0, "sum_table", "call clamp", "call classify",
           "address g_table");
    EXPECT(f, 0, "real_entry", "call sum_table");
    EXPECT(f, 0, "sort_pairs", "call llvm.memcpy.p0i8.p0i8.i64");
    EXPECT_NONE(f, 0, "g_table"); /* [8 x i32] of integers */
    EXPECT_NONE(f, 0, "ext_fn");
    EXPECT_NONE(f, 0, "b_shared");
    bcq_close(f);
}
END_TEST

/* link.ll: aliases (one through a GEP constant expression, one of an
 * alias), ifuncs, llvm.used and llvm.global_ctors, prefix and prologue
 * data that are plain integers, a body naming globals directly and
 * through its own GEP constants. */
START_TEST(link_refs)
{
    bcq_file *f = open_fixture("link.bc");
    EXPECT(f, 0, "a_gep", "aliasee v_bss");
    EXPECT(f, 0, "a_to_alias", "aliasee a_var");
    EXPECT(f, 0, "a_fn", "aliasee f_external");
    EXPECT(f, 0, "i_fn", "resolver resolver");
    EXPECT(f, 0, "i_weak_hidden", "resolver resolver");
    EXPECT(f, 0, "resolver", "address impl");
    EXPECT(f, 0, "llvm.used", "initializer v_internal",
           "initializer f_internal");
    EXPECT(f, 0, "llvm.compiler.used", "initializer v_private");
    EXPECT(f, 0, "llvm.global_ctors", "initializer f_ctor");
    EXPECT_NONE(f, 0, "f_prefix"); /* prefix i32 123 prologue i8 -112 */
    EXPECT(f, 0, "user", "call llvm.memset.p0i8.i64", "call f_private",
           "call f_extern_weak", "call f_decl_hidden", "address v_private",
           "address v_decl", "address v_decl_hidden",
           "address v_extern_weak", "address t_decl", "address t_localexec",
           "address a_private", "call f_decl", "call f_avail_ext",
           "address v_decl_const", "address .str", "address v_avail_ext",
           "address v_const_internal", "call i_internal", "call llvm.trap");
    EXPECT_NONE(f, 0, "v_external");
    EXPECT_NONE(f, 0, "v_decl");
    EXPECT_NONE(f, 0, "f_decl");
    bcq_close(f);
}
END_TEST

/* insts.ll: blockaddress in a variable's initializer, a personality, and
 * intrinsics called with metadata arguments (those name no global). */
START_TEST(insts_refs)
{
    bcq_file *f = open_fixture("insts.bc");
    EXPECT(f, 0, "_ZZ13computed_gotoE7targets", "initializer computed_goto");
    EXPECT(f, 0, "computed_goto", "address _ZZ13computed_gotoE7targets",
           "call llvm.dbg.value", "call llvm.dbg.label");
    EXPECT(f, 0, "_ZTI5Error",
           "initializer _ZTVN10__cxxabiv117__class_type_infoE",
           "initializer _ZTS5Error");
    EXPECT(f, 0, "_Z7guardedi", "personality __gxx_personality_v0",
           "address _ZTI5Error", "call __cxa_allocate_exception",
           "call __cxa_throw", "call llvm.eh.typeid.for",
           "call __cxa_begin_catch", "call __cxa_end_catch",
           "call llvm.dbg.value");
    EXPECT(f, 0, "calls", "address .str", "call strlen", "call printf",
           "call sum_va", "call llvm.trap", "call llvm.dbg.value");
    EXPECT(f, 0, "atomics", "address g_counter", "call llvm.dbg.value");
    bcq_close(f);
}
END_TEST

/* many.c: a table of 120 function pointers; the dispatcher loads from
 * it; the second module of split.bc. */
START_TEST(table_refs)
{
    bcq_file *f = open_fixture("many.bc");
    size_t tab = gv(f, 0, "many_table");
    const bcq_ref *r;
    size_t n;
    bcq_error err;
    ck_assert_int_eq(bcq_refs_get(f, 0, tab, BCQ_REFS_BODY, &r, &n, &err),
                     0);
    ck_assert_uint_eq(n, 120);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(r[i].kind, BCQ_REF_INITIALIZER);
        ck_assert(i == 0 || r[i].value_id > r[i - 1].value_id);
        const bcq_global *g = tu_global(mod, r[i].value_id);
        ck_assert_int_eq(g->kind, BCQ_GV_FUNCTION);
        ck_assert(g->name.len > 3 && !memcmp(g->name.ptr, "fn_", 3));
    }
    EXPECT(f, 0, "many_dispatch", "address many_table");
    bcq_close(f);
    f = open_fixture("split.bc");
    EXPECT(f, 1, "_ZTVN6shapes5ShapeE", "initializer _ZTIN6shapes5ShapeE",
           "initializer _ZN6shapes5ShapeD2Ev",
           "initializer _ZN6shapes5ShapeD0Ev",
           "initializer __cxa_pure_virtual",
           "initializer _ZNK6shapes5Shape4nameEv");
    bcq_close(f);
}
END_TEST

START_TEST(refs_errors)
{
    bcq_file *f = open_fixture("link.bc");
    const bcq_ref *r = NULL;
    size_t n = 99;
    bcq_error err;
    ck_assert_int_eq(bcq_refs_get(f, 0, 92, BCQ_REFS_BODY, &r, &n, &err),
                     BCQ_E_RANGE);
    ck_assert_int_eq(err.code, BCQ_E_RANGE);
    ck_assert_str_eq(err.message, "no global value 92 (module 0 has 92)");
    ck_assert_int_eq(bcq_refs_get(f, 0, SIZE_MAX, BCQ_REFS_BODY, &r, &n,
                                  NULL),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_refs_get(f, 1, 0, BCQ_REFS_BODY, &r, &n, &err),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_refs_get(NULL, 0, 0, BCQ_REFS_BODY, &r, &n, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_refs_get(f, 0, 0, BCQ_REFS_BODY, NULL, &n, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_refs_get(f, 0, 0, BCQ_REFS_BODY, &r, NULL, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_refs_get(f, 0, 0, (bcq_ref_source)3, &r, &n, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(err.code, BCQ_E_INVAL);
    ck_assert_ptr_null(bcq_ref_kind_name(0));
    ck_assert_ptr_null(bcq_ref_kind_name(9));
    ck_assert_str_eq(bcq_ref_kind_name(BCQ_REF_PROLOGUE), "prologue");
    /* computed once: the same array, the same answer */
    size_t user = gv(f, 0, "user");
    const bcq_ref *a, *b;
    size_t na, nb;
    ck_assert_int_eq(bcq_refs_get(f, 0, user, BCQ_REFS_BODY, &a, &na, &err),
                     0);
    ck_assert_int_eq(err.code, 0);
    ck_assert_int_eq(bcq_refs_get(f, 0, user, BCQ_REFS_BODY, &b, &nb, NULL),
                     0);
    ck_assert_ptr_eq(a, b);
    ck_assert_uint_eq(na, nb);
    ck_assert_uint_eq(na, 19);
    bcq_close(f);
    f = open_fixture("diag.dia");
    ck_assert_int_eq(bcq_refs_get(f, 0, 0, BCQ_REFS_BODY, &r, &n, &err),
                     BCQ_E_NOT_IR);
    bcq_close(f);
}
END_TEST

/* A variable's references decode no function body; a function's decode
 * its own body once; a declaration's none. */
START_TEST(refs_bodies_read)
{
    bcq_file *f = open_fixture("cxx.bc");
    const bcq_ref *r;
    size_t n;
    ck_assert_int_eq(bcq_refs_get(f, 0, gv(f, 0, "_ZTVN6shapes4RectE"),
                                  BCQ_REFS_BODY, &r, &n, NULL),
                     0);
    ck_assert_uint_eq(n, 5);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 0);
    ck_assert_int_eq(bcq_refs_get(f, 0, gv(f, 0, "__gxx_personality_v0"),
                                  BCQ_REFS_BODY, &r, &n, NULL),
                     0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 0);
    size_t demo = gv(f, 0, "_Z11shapes_demod");
    ck_assert_int_eq(bcq_refs_get(f, 0, demo, BCQ_REFS_BODY, &r, &n, NULL),
                     0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 1);
    ck_assert_int_eq(bcq_refs_get(f, 0, demo, BCQ_REFS_BODY, &r, &n, NULL),
                     0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 1);
    ck_assert_int_eq(bcq_refs_get(f, 0, gv(f, 0, "_ZN6shapes4RectD0Ev"),
                                  BCQ_REFS_BODY, &r, &n, NULL),
                     0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 2);
    bcq_close(f);
}
END_TEST

/* --------------------------------------------------------------- threads */

#define NTHREADS 8

typedef struct job {
    const bcq_file *f;
    pthread_barrier_t *go;
    size_t start;
    uint64_t digest;
    int rc;
    char why[160];
} job;

static void mix(uint64_t *h, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        *h = (*h ^ ((v >> (8 * i)) & 0xff)) * 1099511628211u;
}

/* The references of every global value of every module, visited from
 * `start` on, combined in value order. */
static int all_refs(const bcq_file *f, size_t start, uint64_t *h, char *why)
{
    size_t nm;
    int rc = bcq_module_count(f, &nm, NULL);
    for (size_t m = 0; rc == 0 && m < nm; m++) {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, m, &mod, NULL)))
            break;
        size_t n = mod->nglobals;
        uint64_t *part = calloc(n ? n : 1, sizeof *part);
        for (size_t k = 0; rc == 0 && k < n; k++) {
            size_t v = (start + k) % n;
            const bcq_ref *r;
            size_t nr;
            bcq_error err;
            if ((rc = bcq_refs_get(f, m, v, BCQ_REFS_BODY, &r, &nr, &err))) {
                snprintf(why, 160, "%zu/%zu: %.100s", m, v, err.message);
                break;
            }
            part[v] = nr;
            for (size_t i = 0; i < nr; i++) {
                mix(&part[v], r[i].value_id);
                mix(&part[v], r[i].kind);
            }
        }
        for (size_t v = 0; v < n; v++)
            mix(h, part[v]);
        free(part);
    }
    return rc;
}

static void *worker(void *p)
{
    job *j = p;
    pthread_barrier_wait(j->go);
    j->digest = 1469598103934665603u;
    j->rc = all_refs(j->f, j->start, &j->digest, j->why);
    return NULL;
}

static const char *const thread_files[] = {"cxx.bc", "link.bc", "insts.bc",
                                           "split.bc"};

START_TEST(refs_threads)
{
    const char *name = thread_files[_i];
    bcq_file *ref = open_fixture(name);
    uint64_t want = 1469598103934665603u;
    char why[160] = "";
    ck_assert_msg(all_refs(ref, 0, &want, why) == 0, "%s", why);
    bcq_close(ref);
    for (int round = 0; round < 2; round++) {
        bcq_file *f = open_fixture(name);
        pthread_barrier_t go;
        pthread_barrier_init(&go, NULL, NTHREADS);
        pthread_t t[NTHREADS];
        job jobs[NTHREADS];
        for (int k = 0; k < NTHREADS; k++) {
            memset(&jobs[k], 0, sizeof jobs[k]);
            jobs[k].f = f;
            jobs[k].go = &go;
            jobs[k].start = (size_t)(k * 5 + round);
            ck_assert_int_eq(pthread_create(&t[k], NULL, worker, &jobs[k]),
                             0);
        }
        for (int k = 0; k < NTHREADS; k++)
            pthread_join(t[k], NULL);
        pthread_barrier_destroy(&go);
        for (int k = 0; k < NTHREADS; k++) {
            ck_assert_msg(jobs[k].rc == 0, "%s thread %d: %s", name, k,
                          jobs[k].why);
            ck_assert_msg(jobs[k].digest == want,
                          "%s thread %d saw other references than one "
                          "thread alone",
                          name, k);
        }
        bcq_close(f);
    }
}
END_TEST

Suite *make_refs_suite(void)
{
    Suite *s = suite_create("refs");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, cxx_refs);
    tcase_add_test(tc, o0_refs);
    tcase_add_test(tc, link_refs);
    tcase_add_test(tc, insts_refs);
    tcase_add_test(tc, table_refs);
    tcase_add_test(tc, refs_errors);
    tcase_add_test(tc, refs_bodies_read);
    suite_add_tcase(s, tc);
    TCase *th = tcase_create("threads");
    tcase_set_timeout(th, 120); /* slow under ThreadSanitizer */
    tcase_add_loop_test(th, refs_threads, 0, TU_NOPS(thread_files));
    suite_add_tcase(s, th);
    return s;
}
