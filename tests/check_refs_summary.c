/*
 * check_refs_summary.c - bcq_refs_get's two sources agree: on every
 * fixture with a module summary (thinlto.bc, split.bc, LLVM 19's
 * v19/summ-*.bc and the refs-* ThinLTO and full-LTO builds), for every
 * global value with a summary entry, the references read from the summary
 * equal those decoded from the definition, but for what a summary leaves
 * out by design (doc/format.md 14.7, 13.4):
 *   - calls to intrinsics ("llvm." callees) are not summary edges;
 *   - the personality, prefix and prologue are plain references;
 *   - a function named only inside a blockaddress constant is not a
 *     reference (ModuleSummaryAnalysis's findRefEdges steps over
 *     BlockAddress operands);
 *   - a call of an ifunc is no edge (the callee is no Function), and a
 *     local ifunc is no reference;
 *   - an alias's summary names the object its aliasee chain ends at.
 * Each exception is counted where a fixture has one, so that the rule is
 * shown to be needed, not only allowed.
 */
#include "config.h"

#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

/* The fixtures with summaries: the committed ones, then whatever else in
 * v19/ is a ThinLTO or LTO build. */
static const char *const fixed[] = {"thinlto.bc", "split.bc"};

typedef struct seen {
    size_t values, intrinsic_calls, personalities, blockaddress, aliases,
        ifuncs;
} seen;

/* Functions named by a BLOCKADDRESS constant among the module's constants
 * (and the function constants of fn's body, when fn is defined). */
static int blockaddress_names(const bcq_file *f, size_t m,
                              const bcq_module *mod, size_t fn, size_t id)
{
    bcq_constant c;
    for (uint64_t v = mod->nglobals;; v++) {
        int rc = bcq_constant_get(f, m, v, &c, NULL);
        if (rc == BCQ_E_NOT_FOUND)
            break;
        ck_assert_int_eq(rc, 0);
        if (c.kind == BCQ_CONST_BLOCKADDRESS && c.ops[0] == id)
            return 1;
    }
    bcq_function func;
    if (fn == BCQ_NONE || bcq_function_by_value(f, m, fn, &func, NULL))
        return 0;
    bcq_insts *it;
    bcq_inst in;
    int found = 0;
    ck_assert_int_eq(bcq_insts_open(f, &func, &it, NULL), 0);
    while (!found && bcq_insts_next(it, &in, NULL) == 0)
        if (in.kind == BCQ_INST_SUBBLOCK)
            for (uint64_t v = in.first_value; v < in.value_end; v++)
                if (bcq_insts_constant(it, v, &c, NULL) == 0 &&
                    c.kind == BCQ_CONST_BLOCKADDRESS && c.ops[0] == id)
                    found = 1;
    bcq_insts_close(it);
    return found;
}

/* The object an alias chain from id ends at (id itself for an object). */
static size_t object_of(const bcq_module *mod, size_t id)
{
    for (size_t steps = 0; steps < mod->nglobals; steps++) {
        const bcq_global *g = tu_global(mod, id);
        if (g->kind != BCQ_GV_ALIAS || g->aliasee >= mod->nglobals)
            return id;
        id = (size_t)g->aliasee;
    }
    return id;
}

static int has(const bcq_ref *v, size_t n, size_t id, unsigned kind)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].value_id == id && v[i].kind == kind)
            return 1;
    return 0;
}

static void compare_value(const bcq_file *f, size_t m, const bcq_module *mod,
                          size_t id, const char *file, seen *s)
{
    const bcq_ref *body, *sum;
    size_t nb, ns;
    bcq_error err;
    int rc = bcq_refs_get(f, m, id, BCQ_REFS_SUMMARY, &sum, &ns, &err);
    if (rc == BCQ_E_NOT_FOUND)
        return; /* no entry: a declaration or an ifunc */
    ck_assert_msg(rc == 0, "%s: summary refs of %zu: %s", file, id,
                  err.message);
    rc = bcq_refs_get(f, m, id, BCQ_REFS_BODY, &body, &nb, &err);
    ck_assert_msg(rc == 0, "%s: body refs of %zu: %s", file, id,
                  err.message);
    s->values++;
    const bcq_global *g = tu_global(mod, id);
    char name[256];
    snprintf(name, sizeof name, "%s: %.*s", file, (int)g->name.len,
             (const char *)g->name.ptr);
    /* every body reference is in the summary, or excused */
    for (size_t i = 0; i < nb; i++) {
        const bcq_global *r = tu_global(mod, body[i].value_id);
        unsigned kind = body[i].kind;
        if (kind == BCQ_REF_PERSONALITY || kind == BCQ_REF_PREFIX ||
            kind == BCQ_REF_PROLOGUE) {
            s->personalities++;
            kind = BCQ_REF_ADDRESS;
        }
        size_t want = body[i].value_id;
        if (kind == BCQ_REF_ALIASEE) {
            want = object_of(mod, want);
            s->aliases += want != body[i].value_id;
        }
        if (has(sum, ns, want, kind))
            continue;
        if (kind == BCQ_REF_CALL && r->name.len > 5 &&
            !memcmp(r->name.ptr, "llvm.", 5)) {
            s->intrinsic_calls++;
            continue;
        }
        /* a call of an ifunc (or of an alias of one) is no edge: its
         * callee is no Function; a local ifunc is no reference */
        const bcq_global *o = tu_global(mod, object_of(mod, want));
        if (o->kind == BCQ_GV_IFUNC &&
            (kind == BCQ_REF_CALL || o->linkage == BCQ_LINKAGE_INTERNAL ||
             o->linkage == BCQ_LINKAGE_PRIVATE)) {
            s->ifuncs++;
            continue;
        }
        if (r->kind == BCQ_GV_FUNCTION &&
            blockaddress_names(f, m, mod,
                               g->kind == BCQ_GV_FUNCTION ? id : BCQ_NONE,
                               body[i].value_id)) {
            s->blockaddress++;
            continue;
        }
        ck_abort_msg("%s: body reference %s of %.*s missing from the "
                     "summary",
                     name, bcq_ref_kind_name(body[i].kind),
                     (int)r->name.len, (const char *)r->name.ptr);
    }
    /* and nothing else is in the summary */
    for (size_t i = 0; i < ns; i++) {
        int found = 0;
        for (size_t j = 0; j < nb && !found; j++) {
            unsigned kind = body[j].kind;
            size_t bid = body[j].value_id;
            if (kind == BCQ_REF_PERSONALITY || kind == BCQ_REF_PREFIX ||
                kind == BCQ_REF_PROLOGUE)
                kind = BCQ_REF_ADDRESS;
            if (kind == BCQ_REF_ALIASEE)
                bid = object_of(mod, bid);
            found = bid == sum[i].value_id && kind == sum[i].kind;
        }
        const bcq_global *r = tu_global(mod, sum[i].value_id);
        ck_assert_msg(found, "%s: summary reference %s of %.*s not in the "
                             "body",
                      name, bcq_ref_kind_name(sum[i].kind), (int)r->name.len,
                      (const char *)r->name.ptr);
    }
}

static void compare_file(const char *file, seen *s)
{
    bcq_file *f;
    void *keep = NULL;
    bcq_error err;
    ck_assert_int_eq(tu_open(file, 0, 0, &f, &keep, &err), 0);
    size_t nmod;
    ck_assert_int_eq(bcq_module_count(f, &nmod, NULL), 0);
    size_t with = 0;
    for (size_t m = 0; m < nmod; m++) {
        bcq_summary_info info;
        if (bcq_summary_info_get(f, m, &info, NULL) != 0)
            continue;
        with++;
        const bcq_module *mod;
        ck_assert_int_eq(bcq_module_get(f, m, &mod, NULL), 0);
        for (size_t id = 0; id < mod->nglobals; id++)
            compare_value(f, m, mod, id, file, s);
    }
    ck_assert_msg(with > 0, "%s: no module has a summary", file);
    bcq_close(f);
    free(keep);
}

/* v19/ files whose name says they are LTO builds. */
static int lto_name(const char *n)
{
    size_t len = strlen(n);
    return len > 3 && !strcmp(n + len - 3, ".bc") &&
           (strstr(n, "thin") || strstr(n, "lto") || !strncmp(n, "summ-", 5));
}

START_TEST(bodies_and_summaries_agree)
{
    seen s = {0};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        compare_file(fixed[i], &s);
    size_t files = 2;
    const char *dirs[] = {"", "v19/"};
    for (size_t d = 0; d < 2; d++) {
        char path[4096];
        snprintf(path, sizeof path, "%s", tu_fixture_path(dirs[d]));
        DIR *dir = opendir(path);
        ck_assert_ptr_nonnull(dir);
        struct dirent *e;
        while ((e = readdir(dir)) != NULL) {
            if (!lto_name(e->d_name) || !strcmp(e->d_name, "thinlto.bc") ||
                !strcmp(e->d_name, "summ-index.bc"))
                continue; /* done, or a combined index (no module) */
            char name[512];
            snprintf(name, sizeof name, "%s%s", dirs[d], e->d_name);
            compare_file(name, &s);
            files++;
        }
        closedir(dir);
    }
    ck_assert_uint_ge(files, 6);
    ck_assert_uint_ge(s.values, 50);
    /* the exceptions happen in these fixtures */
    ck_assert_uint_gt(s.intrinsic_calls, 0);
    ck_assert_uint_gt(s.personalities, 0);
    ck_assert_uint_gt(s.ifuncs, 0);
}
END_TEST

Suite *make_refs_summary_suite(void)
{
    Suite *s = suite_create("refs_summary");
    TCase *tc = tcase_create("agree");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, bodies_and_summaries_agree);
    suite_add_tcase(s, tc);
    return s;
}
