/*
 * check_mangle_hand.c - bcq_global_symbol_flags and bcq_global_symbol_name
 * (lib/ir/mangle.c) on hand-made modules, no file: every mangling mode of
 * the data layout, and alias chains (to a function, a variable, an
 * undefined aliasee, cycles, long chains resolved in linear time).  On the
 * fixtures: check_mangle.c.
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

#define GLO BCQ_SYM_GLOBAL
#define IND BCQ_SYM_INDIRECT
#define HID BCQ_SYM_HIDDEN
#define EXE BCQ_SYM_EXECUTABLE

/* ------------------------------------------- hand-made modules (no file) */

/* What bcq_module_get does after decoding, for a hand-made module: pack
 * its bcq_global array (kept in hand_g, which the tests change between
 * queries) and resolve it.  HFLAGS and HNAME query global &g[i] after
 * packing the array as it stands. */
static bcq__module *hand_dm;
static const bcq_global *hand_g;

static void repack(void)
{
    bcq__module *dm = hand_dm;
    size_t n = dm->pub.nglobals;
    free(dm->gv);
    dm->gv = calloc(n ? n : 1, sizeof *dm->gv);
    ck_assert_ptr_nonnull(dm->gv);
    size_t bad = n;
    for (size_t i = 0; i < n; i++) {
        bcq_global g = hand_g[i];
        g.value_id = i;
        /* the tests' globals leave these zero: none here */
        g.initializer = g.personality = g.prefix = g.prologue = BCQ_NONE;
        /* one assertion after the loop: Check writes each passed one to
         * its log, and 300 001 writes took this suite past its timeout on
         * a loaded machine */
        if (bcq__gv_pack(&g, 0, 0, &dm->gv[i]) != 0 && bad == n)
            bad = i;
    }
    ck_assert_msg(bad == n, "global %zu does not pack", bad);
    ck_assert_int_eq(bcq__module_resolve(dm, NULL), 0);
}

static void hand(bcq__module *dm, const bcq_global *g)
{
    hand_dm = dm;
    hand_g = g;
}

static void hand_free(bcq__module *dm)
{
    bcq__arena_free(&dm->arena);
    free(dm->gv);
    dm->gv = NULL;
    free(dm->priv_no);
    dm->priv_no = NULL;
}

#define HFLAGS(m, gp) (repack(), bcq_global_symbol_flags((m), (size_t)((gp)-hand_g)))
#define HNAME(m, gp, ...)                                                     \
    (repack(), bcq_global_symbol_name((m), (size_t)((gp)-hand_g), __VA_ARGS__))

/* The "m:" mode of the data layout picks the prefixes (LLVM's
 * DataLayout::getGlobalPrefix / getPrivateGlobalPrefix); unnamed globals
 * are "__unnamed_N", N counting unnamed globals from 1. */
START_TEST(mangling_modes)
{
    static const struct { const char *dl, *priv, *ext, *anon; } t[] = {
        {"e-m:e-i64:64", ".Lp", "x", "__unnamed_2"},
        {"e-m:o-i64:64", "L_p", "_x", "___unnamed_2"},
        {"e-m:x-p:32:32", "L_p", "_x", "___unnamed_2"},
        {"e-m:w-i64:64", ".Lp", "x", "__unnamed_2"},
        {"E-m:m-p:32:32", "$p", "x", "__unnamed_2"},
        {"E-m:a-p:32:32", "L..p", "x", "__unnamed_2"},
        {"E-m:l-i64:64", "@p", "x", "__unnamed_2"},
        {"e-i64:64", "p", "x", "__unnamed_2"},
        {"m:o", "L_p", "_x", "___unnamed_2"}};
    bcq_global g[4];
    memset(g, 0, sizeof g);
    for (size_t i = 0; i < 4; i++)
        g[i].value_id = i;
    g[1].name = tu_span("p");
    g[1].linkage = BCQ_LINKAGE_PRIVATE;
    g[2].name = tu_span("x");
    /* g[0], g[3]: unnamed variables */
    bcq__module dm;
    memset(&dm, 0, sizeof dm);
    bcq_module *m = &dm.pub;
    hand(&dm, g);
    m->nglobals = 4;
    m->datalayout = tu_span(t[_i].dl);
    repack();
    char buf[64];
    size_t len;
    ck_assert_int_eq(HNAME(m, &g[1], buf, 64, &len), 0);
    ck_assert_str_eq(buf, t[_i].priv);
    ck_assert_int_eq(HNAME(m, &g[2], buf, 64, &len), 0);
    ck_assert_str_eq(buf, t[_i].ext);
    ck_assert_int_eq(HNAME(m, &g[3], buf, 64, &len), 0);
    ck_assert_str_eq(buf, t[_i].anon);
    ck_assert_int_eq(HNAME(m, &g[0], buf, 64, &len), 0);
    ck_assert_int_eq(buf[len - 1], '1');
    /* "\1" turns all of it off, the private prefix too */
    g[1].name = tu_span("\001raw");
    ck_assert_int_eq(HNAME(m, &g[1], buf, 64, &len), 0);
    ck_assert_str_eq(buf, "raw");
    hand_free(&dm);
}
END_TEST

/* Aliases are followed through aliases to the object; a loop, or an
 * aliasee that is not a global (a constant), is not executable. */
START_TEST(alias_chains)
{
    bcq_global g[5];
    memset(g, 0, sizeof g);
    g[0].kind = BCQ_GV_FUNCTION;
    g[0].name = tu_span("f");
    for (size_t i = 1; i < 5; i++) {
        g[i].kind = BCQ_GV_ALIAS;
        g[i].name = tu_span("a");
    }
    g[1].aliasee = 2; /* a1 -> a2 -> f */
    g[2].aliasee = 0;
    g[3].aliasee = 4; /* a3 <-> a4 */
    g[4].aliasee = 3;
    bcq__module dm;
    memset(&dm, 0, sizeof dm);
    bcq_module *m = &dm.pub;
    hand(&dm, g);
    m->nglobals = 4; /* a3's aliasee 4 is then past the globals */
    repack();
    ck_assert_uint_eq(HFLAGS(m, &g[1]), GLO | IND | EXE);
    ck_assert_uint_eq(HFLAGS(m, &g[3]), GLO | IND);
    m->nglobals = 5;
    repack();
    ck_assert_uint_eq(HFLAGS(m, &g[3]), GLO | IND);
    g[0].kind = BCQ_GV_IFUNC;
    ck_assert_uint_eq(HFLAGS(m, &g[1]), GLO | IND | EXE);
    g[0].kind = BCQ_GV_VARIABLE;
    ck_assert_uint_eq(HFLAGS(m, &g[1]), GLO | IND);
    /* an alias is named after the convention of the function it names
     * (LLVM's Mangler takes the aliasee object's calling convention) */
    char buf[16];
    size_t len;
    m->datalayout = tu_span("e-m:x-p:32:32");
    g[0].kind = BCQ_GV_FUNCTION;
    g[0].calling_conv = 65; /* x86_fastcallcc */
    ck_assert_int_eq(HNAME(m, &g[1], buf, 16, &len),
                     BCQ_E_UNSUPPORTED);
    ck_assert_str_eq(buf, "@a");
    g[0].calling_conv = 64; /* x86_stdcallcc */
    ck_assert_int_eq(HNAME(m, &g[1], buf, 16, &len),
                     BCQ_E_UNSUPPORTED);
    ck_assert_str_eq(buf, "_a");
    g[0].kind = BCQ_GV_VARIABLE;
    ck_assert_int_eq(HNAME(m, &g[1], buf, 16, &len), 0);
    ck_assert_str_eq(buf, "_a");
    /* hidden counts for defined, non-local globals only */
    g[0].visibility = BCQ_VISIBILITY_HIDDEN;
    ck_assert_uint_eq(HFLAGS(m, &g[0]), GLO | HID);
    g[0].linkage = BCQ_LINKAGE_INTERNAL;
    ck_assert_uint_eq(HFLAGS(m, &g[0]), 0);
    hand_free(&dm);
}
END_TEST

/* Rule: alias chains and unnamed numbers are resolved once per module, in
 * linear time: 200 000 aliases in one cycle and a chain of 100 000 to a
 * function (a file can hold that in a few hundred KB) answer at once, and
 * right: the cycle names no object, the chain ends at the function; the
 * unnamed are numbered functions first, then variables, then aliases. */
START_TEST(alias_chains_linear)
{
    enum { N = 300001 };
    bcq_global *g = calloc(N, sizeof *g);
    ck_assert_ptr_nonnull(g);
    for (size_t i = 0; i < N; i++) {
        g[i].value_id = i;
        g[i].kind = BCQ_GV_ALIAS;
        g[i].aliasee = i < 200000 ? (i + 1) % 200000 : i + 1;
    }
    g[N - 1].kind = BCQ_GV_FUNCTION; /* the end of the chain */
    g[5].kind = BCQ_GV_VARIABLE;     /* a variable: unnamed no. 2 */
    g[5].aliasee = 0;
    g[4].aliasee = 6; /* the cycle is now 6 .. 199999, 0 .. 4 -> 6 */
    bcq__module dm;
    memset(&dm, 0, sizeof dm);
    bcq_module *m = &dm.pub;
    hand(&dm, g);
    m->nglobals = N;
    repack();
    ck_assert_uint_eq(HFLAGS(m, &g[7]), GLO | IND);
    ck_assert_uint_eq(HFLAGS(m, &g[0]), GLO | IND);
    ck_assert_uint_eq(HFLAGS(m, &g[200000]),
                      GLO | IND | EXE);
    ck_assert_uint_eq(HFLAGS(m, &g[N - 2]), GLO | IND | EXE);
    char buf[32];
    size_t len;
    ck_assert_int_eq(HNAME(m, &g[N - 1], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_1");
    ck_assert_int_eq(HNAME(m, &g[5], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_2");
    ck_assert_int_eq(HNAME(m, &g[0], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_3");
    ck_assert_int_eq(HNAME(m, &g[N - 2], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_300001");
    hand_free(&dm);
    free(g);
}
END_TEST

Suite *make_mangle_hand_suite(void)
{
    Suite *s = suite_create("mangle_hand");
    TCase *tc = tcase_create("hand");
    tcase_add_loop_test(tc, mangling_modes, 0, 9);
    tcase_add_test(tc, alias_chains);
    tcase_add_test(tc, alias_chains_linear);
    suite_add_tcase(s, tc);
    return s;
}
