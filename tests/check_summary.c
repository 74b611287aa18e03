/*
 * check_summary.c - module summaries (lib/ir/summary.c) on the fixtures:
 * every entry against what llvm-bcanalyzer -dump shows (the committed
 * NAME.bcanalyzer of LLVM 14's thinlto.bc and split.bc and of LLVM 19's
 * v19/summ-*.bc, tests/data/gen19.sh), a few values read by hand from
 * those dumps, what is not there, the combined index refused, what the
 * queries read and hold.  Hand-built and hostile summaries:
 * check_summary_hostile.c.
 */
#include "config.h"

#include <check.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

/* --------------------------------------------- the dump, as LLVM shows it */

/* One record of a summary block in a dump: its code and operands. */
typedef struct drec {
    unsigned code;
    size_t nops;
    uint64_t ops[64];
} drec;

/* The summary block of one module of a dump (block_id 0: none). */
typedef struct dsum {
    unsigned block_id;
    size_t n;
    drec recs[64];
} dsum;

/* The summary blocks of every module of fixture name's committed dump:
 * the k-th MODULE_BLOCK's in out[k]; returns the number of modules. */
static size_t read_dump(const char *name, dsum *out, size_t cap)
{
    char path[256];
    snprintf(path, sizeof path, "%.*s.bcanalyzer",
             (int)(strlen(name) - 3), name); /* NAME.bc -> NAME.bcanalyzer */
    char *text = tu_read_text(tu_fixture_path(path));
    size_t nmod = 0;
    dsum *cur = NULL;
    int in_block = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        while (*line == ' ')
            line++;
        if (strncmp(line, "<MODULE_BLOCK ", 14) == 0) {
            ck_assert_uint_lt(nmod, cap);
            cur = &out[nmod++];
            memset(cur, 0, sizeof *cur);
            continue;
        }
        if (strstr(line, "GLOBALVAL_SUMMARY_BLOCK ") && line[1] != '/') {
            ck_assert_ptr_nonnull(cur);
            char *id = strstr(line, "BlockID=");
            ck_assert_ptr_nonnull(id);
            cur->block_id = (unsigned)strtoul(id + 8, NULL, 10);
            in_block = 1;
            continue;
        }
        if (strstr(line, "GLOBALVAL_SUMMARY_BLOCK>")) {
            in_block = 0;
            continue;
        }
        if (!in_block)
            continue;
        char *code = strstr(line, " codeid=");
        ck_assert_ptr_nonnull(code);
        ck_assert_uint_lt(cur->n, 64);
        drec *r = &cur->recs[cur->n++];
        r->code = (unsigned)strtoul(code + 8, NULL, 10);
        for (char *p = strstr(line, " op"); p; p = strstr(p + 1, " op")) {
            char *eq = strchr(p, '=');
            ck_assert_uint_lt(r->nops, 64);
            /* LLVM 19 prints a 64-bit operand as signed */
            r->ops[r->nops++] = (uint64_t)strtoll(eq + 1, NULL, 10);
            if (eq[1] != '-')
                r->ops[r->nops - 1] = strtoull(eq + 1, NULL, 10);
        }
    }
    free(text);
    return nmod;
}

/* The operands entry s of a version v summary was read from, rebuilt from
 * what bcq reports (doc/format.md 14.2-14.4). */
static size_t reencode(const bcq_summary *s, uint64_t v, uint64_t *ops)
{
    size_t n = 0, nro = 0, nwo = 0;
    ops[n++] = s->value_id;
    ops[n++] = s->flags;
    for (size_t k = 0; k < s->nrefs; k++) {
        nro += (s->refs[k].flags & BCQ_SUMREF_READONLY) != 0;
        nwo += (s->refs[k].flags & BCQ_SUMREF_WRITEONLY) != 0;
    }
    if (s->kind == BCQ_SUMMARY_ALIAS) {
        ops[n++] = s->aliasee;
        return n;
    }
    if (s->kind == BCQ_SUMMARY_VARIABLE) {
        if (v >= 5 || s->code == 23)
            ops[n++] = s->varflags;
        if (s->code == 23)
            ops[n++] = s->nrefs;
        for (size_t k = 0; k < s->nrefs; k++)
            ops[n++] = s->refs[k].value_id;
        for (size_t k = 0; k < s->nvfuncs; k++) {
            ops[n++] = s->vfuncs[k].value_id;
            ops[n++] = s->vfuncs[k].offset;
        }
        return n;
    }
    ops[n++] = s->insts;
    if (v >= 4)
        ops[n++] = s->fflags;
    ops[n++] = s->nrefs;
    if (v >= 5)
        ops[n++] = nro;
    if (v >= 7)
        ops[n++] = nwo;
    for (size_t k = 0; k < s->nrefs; k++)
        ops[n++] = s->refs[k].value_id;
    for (size_t k = 0; k < s->ncalls; k++) {
        ops[n++] = s->calls[k].value_id;
        if (s->code == 2) /* PROFILE: hotness and tail bit as written */
            ops[n++] = s->calls[k].flags;
    }
    return n;
}

static const char *const fixtures[] = {
    "thinlto.bc",       "split.bc",          "v19/summ-c.bc",
    "v19/summ-vt.bc",   "v19/summ-full.bc",  "v19/summ-guid.bc"};
#define NFIX (sizeof fixtures / sizeof fixtures[0])

/* Every module of every fixture, opened by path, from memory and deep:
 * info, each entry and each VALUE_GUID equal to the dump's records. */
START_TEST(entries_match_dump)
{
    const char *name = fixtures[_i / 3];
    int mode = _i % 3;
    static dsum dump[4];
    size_t ndump = read_dump(name, dump, 4);
    bcq_file *f;
    void *keep = NULL;
    bcq_error e;
    ck_assert_int_eq(tu_open(name, mode == 1, mode == 2 ? BCQ_OPEN_DEEP : 0,
                             &f, &keep, &e),
                     0);
    size_t nmod;
    ck_assert_int_eq(bcq_module_count(f, &nmod, NULL), 0);
    ck_assert_uint_eq(nmod, ndump);
    size_t seen = 0;
    for (size_t m = 0; m < nmod; m++) {
        const dsum *d = &dump[m];
        bcq_summary_info in;
        int rc = bcq_summary_info_get(f, m, &in, &e);
        if (d->block_id == 0) {
            ck_assert_int_eq(rc, BCQ_E_NOT_FOUND);
            continue;
        }
        ck_assert_msg(rc == 0, "%s module %zu: %s", name, m, e.message);
        ck_assert_uint_eq(in.block_id, d->block_id);
        size_t entry = 0, guids = 0;
        for (size_t k = 0; k < d->n; k++) {
            const drec *r = &d->recs[k];
            switch (r->code) {
            case 10: /* VERSION */
                ck_assert_uint_eq(in.version, r->ops[0]);
                break;
            case 20: /* FLAGS */
                ck_assert_int_eq(in.has_flags, 1);
                ck_assert_uint_eq(in.flags, r->ops[0]);
                break;
            case 16: { /* VALUE_GUID [id, guid] (version < 11) */
                uint64_t g = 0;
                ck_assert_int_eq(
                    bcq_summary_guid(f, m, (size_t)r->ops[0], &g, &e), 0);
                ck_assert_uint_eq(g, r->ops[1]);
                guids++;
                break;
            }
            case 1: case 2: case 3: case 7: case 19: case 23: {
                bcq_summary s;
                ck_assert_int_eq(bcq_summary_at(f, m, entry, &s, &e), 0);
                ck_assert_uint_eq(s.code, r->code);
                uint64_t ops[160];
                size_t n = reencode(&s, in.version, ops);
                ck_assert_uint_eq(n, r->nops);
                for (size_t j = 0; j < n; j++)
                    ck_assert_msg(ops[j] == r->ops[j],
                                  "%s entry %zu op%zu: %" PRIu64
                                  " (dump %" PRIu64 ")",
                                  name, entry, j, ops[j], r->ops[j]);
                bcq_summary by;
                ck_assert_int_eq(bcq_summary_get(f, m, s.value_id, &by, &e),
                                 0);
                ck_assert_uint_eq(by.index, entry);
                ck_assert_ptr_eq(by.refs, s.refs);
                entry++;
                seen++;
                break;
            }
            default: /* stepped over */
                break;
            }
        }
        ck_assert_uint_eq(in.nentries, entry);
        ck_assert_uint_eq(in.nguids, guids);
    }
    ck_assert_uint_gt(seen, 0);
    bcq_close(f);
    free(keep);
}
END_TEST

/* ------------------------------------------------- values read by hand */

static bcq_file *open_fix(const char *name)
{
    bcq_file *f;
    bcq_error e;
    ck_assert_msg(bcq_open_path(tu_fixture_path(name), NULL, &f, &e) == 0,
                  "%s: %s", name, e.message);
    return f;
}

static bcq_summary entry_of(const bcq_file *f, size_t m, size_t id)
{
    bcq_summary s;
    bcq_error e;
    ck_assert_msg(bcq_summary_get(f, m, id, &s, &e) == 0, "value %zu: %s",
                  id, e.message);
    return s;
}

/* thinlto.bc (LLVM 14, version 9, FS_PERMODULE): resolve_pick (21)
 * <PERMODULE op0=21 op1=71 op2=4 op3=64 op4=3 op5=1 op6=0 op7=24 op8=23
 * op9=0>: internal, dso_local, 4 instructions, nounwind, refs impl_b,
 * impl_a and g_init, the last read-only; entry_alias (26) <ALIAS op0=26
 * op1=64 op2=20>: real_entry; sum_table (11) calls classify (13). */
START_TEST(thinlto_by_hand)
{
    bcq_file *f = open_fix("thinlto.bc");
    bcq_summary_info in;
    ck_assert_int_eq(bcq_summary_info_get(f, 0, &in, NULL), 0);
    ck_assert_uint_eq(in.block_id, 20);
    ck_assert_uint_eq(in.version, 9);
    ck_assert_uint_eq(in.nentries, 21);
    bcq_summary s = entry_of(f, 0, 21);
    ck_assert_uint_eq(s.kind, BCQ_SUMMARY_FUNCTION);
    ck_assert_uint_eq(BCQ_SUMFLAG_LINKAGE(s.flags), BCQ_LINKAGE_INTERNAL);
    ck_assert(s.flags & BCQ_SUMFLAG_DSO_LOCAL);
    ck_assert_uint_eq(s.insts, 4);
    ck_assert_uint_eq(s.fflags, BCQ_SUMF_NO_UNWIND);
    ck_assert_uint_eq(s.nrefs, 3);
    ck_assert_uint_eq(s.refs[0].value_id, 24);
    ck_assert_uint_eq(s.refs[1].value_id, 23);
    ck_assert_uint_eq(s.refs[2].value_id, 0);
    ck_assert_uint_eq(s.refs[1].flags, 0);
    ck_assert_uint_eq(s.refs[2].flags, BCQ_SUMREF_READONLY);
    ck_assert_uint_eq(s.ncalls, 0);
    ck_assert_uint_eq(s.aliasee, BCQ_NONE);
    s = entry_of(f, 0, 26);
    ck_assert_uint_eq(s.kind, BCQ_SUMMARY_ALIAS);
    ck_assert_uint_eq(s.aliasee, 20);
    s = entry_of(f, 0, 11);
    ck_assert_uint_eq(s.ncalls, 1);
    ck_assert_uint_eq(s.calls[0].value_id, 13);
    ck_assert_uint_eq(s.calls[0].flags, 0); /* FS_PERMODULE: none */
    /* g_protected (3): <PERMODULE_GLOBALVAR_INIT_REFS op0=3 op1=576
     * op2=3>: protected, dso_local, read-only and write-only */
    s = entry_of(f, 0, 3);
    ck_assert_uint_eq(s.kind, BCQ_SUMMARY_VARIABLE);
    ck_assert_uint_eq(BCQ_SUMFLAG_VISIBILITY(s.flags),
                      BCQ_VISIBILITY_PROTECTED);
    ck_assert_uint_eq(s.varflags, BCQ_SUMV_READ_ONLY | BCQ_SUMV_WRITE_ONLY);
    ck_assert_uint_eq(s.nrefs, 0);
    ck_assert_ptr_null(s.refs);
    bcq_close(f);
}
END_TEST

/* LLVM 19 (version 10, FS_PERMODULE_PROFILE): sum_table (11) <op7=5
 * op8=13 op9=8>: a tail call of classify; summ-guid.bc: <VALUE_GUID
 * op0=17 op1=1234567890123456789>, dispatch (2) calls it and leaf (1),
 * hotness "none" (2) each; summ-vt.bc: the vtable's functions at their
 * offsets; split and full LTO: FULL_LTO_GLOBALVAL_SUMMARY_BLOCK. */
START_TEST(llvm19_by_hand)
{
    bcq_file *f = open_fix("v19/summ-c.bc");
    bcq_summary s = entry_of(f, 0, 11);
    ck_assert_uint_eq(s.code, 2);
    ck_assert_uint_eq(s.ncalls, 1);
    ck_assert_uint_eq(s.calls[0].value_id, 13);
    ck_assert_uint_eq(s.calls[0].flags, BCQ_SUMCALL_TAIL);
    ck_assert_uint_eq(BCQ_SUMCALL_HOTNESS(s.calls[0].flags), 0);
    s = entry_of(f, 0, 29); /* entry_alias -> real_entry */
    ck_assert_uint_eq(s.aliasee, 21);
    bcq_error e;
    ck_assert_int_eq(bcq_summary_get(f, 0, 30, &s, &e), BCQ_E_NOT_FOUND);
    bcq_close(f);

    f = open_fix("v19/summ-guid.bc");
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    ck_assert_uint_eq(mod->nglobals, 3);
    s = entry_of(f, 0, 2);
    ck_assert_uint_eq(s.ncalls, 2);
    ck_assert_uint_eq(s.calls[0].value_id, 17); /* past the 3 globals */
    ck_assert_uint_eq(BCQ_SUMCALL_HOTNESS(s.calls[0].flags), 2);
    ck_assert_uint_eq(s.calls[1].value_id, 1);
    ck_assert_uint_eq(s.fflags, BCQ_SUMF_HAS_UNKNOWN_CALL);
    uint64_t g = 0;
    ck_assert_int_eq(bcq_summary_guid(f, 0, 17, &g, NULL), 0);
    ck_assert_uint_eq(g, UINT64_C(1234567890123456789));
    ck_assert_int_eq(bcq_summary_guid(f, 0, 1, &g, &e), BCQ_E_NOT_FOUND);
    bcq_close(f);

    f = open_fix("v19/summ-vt.bc");
    bcq_summary_info in;
    ck_assert_int_eq(bcq_summary_info_get(f, 0, &in, NULL), 0);
    int found = 0;
    for (size_t i = 0; i < in.nentries; i++) {
        ck_assert_int_eq(bcq_summary_at(f, 0, i, &s, NULL), 0);
        if (s.code != 23)
            continue;
        found = 1;
        ck_assert_uint_eq(s.nvfuncs, 3);
        ck_assert_uint_eq(s.vfuncs[0].offset, 16);
        ck_assert_uint_eq(s.vfuncs[2].offset, 40);
    }
    ck_assert_int_eq(found, 1);
    bcq_close(f);

    static const char *const full[] = {"v19/summ-full.bc", "split.bc"};
    for (size_t k = 0; k < 2; k++) {
        f = open_fix(full[k]);
        size_t m = k; /* split.bc: its 2nd module */
        ck_assert_int_eq(bcq_summary_info_get(f, m, &in, NULL), 0);
        ck_assert_uint_eq(in.block_id, 24);
        ck_assert_uint_eq(in.flags, 8); /* a split LTO unit */
        bcq_close(f);
    }
}
END_TEST

/* ------------------------------------------------------ what is not there */

START_TEST(not_there)
{
    bcq_file *f = open_fix("o2.bc"); /* no summary */
    bcq_summary_info in;
    bcq_summary s;
    bcq_error e;
    uint64_t g;
    ck_assert_int_eq(bcq_summary_info_get(f, 0, &in, &e), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_get(f, 0, 0, &s, &e), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_at(f, 0, 0, &s, &e), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_guid(f, 0, 0, &g, &e), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_info_get(f, 1, &in, &e), BCQ_E_RANGE);
    bcq_close(f);

    f = open_fix("thinlto.bc");
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    /* b_shared (9): a declaration; pick (27): an ifunc */
    ck_assert_int_eq(bcq_summary_get(f, 0, 9, &s, &e), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_get(f, 0, 27, &s, &e), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_get(f, 0, mod->nglobals, &s, &e),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_at(f, 0, 21, &s, &e), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_summary_guid(f, 0, 40, &g, &e), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_summary_info_get(f, 0, NULL, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_summary_get(NULL, 0, 0, &s, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_summary_guid(f, 0, 0, NULL, &e), BCQ_E_INVAL);
    bcq_close(f);

    /* the combined index of llvm-lto's thin link: refused at its first
     * COMBINED record (<COMBINED_GLOBALVAR_INIT_REFS>, after 3
     * VALUE_GUIDs), inside the summary block */
    f = open_fix("v19/summ-index.bc");
    ck_assert_int_eq(bcq_summary_info_get(f, 0, &in, &e),
                     BCQ_E_UNSUPPORTED);
    ck_assert_uint_eq(e.block_id, 20);
    ck_assert_ptr_nonnull(strstr(e.message, "COMBINED_GLOBALVAR_INIT_REFS"));
    bcq_reader *r;
    bcq_block mb, kids[4];
    size_t nk;
    ck_assert_int_eq(bcq_block_at(f, 0, &mb), 0);
    ck_assert_int_eq(bcq_block_children(f, &mb, kids, 4, &nk, NULL), 0);
    ck_assert_uint_eq(kids[1].id, 20);
    ck_assert_int_eq(bcq_reader_open(f, &kids[1], &r, NULL), 0);
    bcq_entry en;
    for (int k = 0; k < 6; k++) /* VERSION, FLAGS, 3 VALUE_GUIDs, it */
        do
            ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0);
        while (en.kind != BCQ_ENTRY_RECORD);
    ck_assert_uint_eq(en.record.code, 6);
    ck_assert_uint_eq(e.bit, en.record.bit);
    bcq_reader_close(r);
    bcq_close(f);
}
END_TEST

/* ------------------------------------------------- what is read and held */

/* No function body is read; the summary block is read once and kept; its
 * memory is charged to the handle, and a limit it would pass fails the
 * query with BCQ_E_LIMIT, leaving the handle usable. */
START_TEST(reads_and_heap)
{
    bcq_file *f = open_fix("thinlto.bc");
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    bcq_block mb;
    size_t nk;
    bcq_block_at(f, mod->module_block, &mb);
    ck_assert_int_eq(bcq_block_children(f, &mb, NULL, 0, &nk, NULL),
                     BCQ_E_RANGE); /* the level the summary query needs */
    size_t before = bcq_stat_heap(f);
    bcq_summary_info in;
    for (int k = 0; k < 3; k++)
        ck_assert_int_eq(bcq_summary_info_get(f, 0, &in, NULL), 0);
    size_t after = bcq_stat_heap(f);
    ck_assert_uint_gt(after, before);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 20), 1);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 0); /* FUNCTION_BLOCK */
    bcq_close(f);

    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.heap_limit = before + (after - before) / 2;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("thinlto.bc"), &o, &f,
                                   NULL),
                     0);
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    bcq_block_at(f, mod->module_block, &mb);
    ck_assert_int_eq(bcq_block_children(f, &mb, NULL, 0, &nk, NULL),
                     BCQ_E_RANGE);
    ck_assert_uint_eq(bcq_stat_heap(f), before);
    bcq_error e;
    ck_assert_int_eq(bcq_summary_info_get(f, 0, &in, &e), BCQ_E_LIMIT);
    ck_assert_uint_eq(bcq_stat_heap(f), before); /* all refunded */
    size_t nf;
    ck_assert_int_eq(bcq_function_count(f, 0, &nf, NULL), 0);
    bcq_close(f);
}
END_TEST

/* Threads asking at once get one summary: the same arrays. */
static void *ask(void *arg)
{
    bcq_summary *s = malloc(sizeof *s);
    if (bcq_summary_get(arg, 0, 21, s, NULL) != 0) {
        free(s);
        return NULL;
    }
    return s;
}

START_TEST(threads_share_one)
{
    bcq_file *f = open_fix("thinlto.bc");
    pthread_t t[4];
    for (int k = 0; k < 4; k++)
        ck_assert_int_eq(pthread_create(&t[k], NULL, ask, f), 0);
    const bcq_summary_edge *refs = NULL;
    for (int k = 0; k < 4; k++) {
        void *r;
        ck_assert_int_eq(pthread_join(t[k], &r), 0);
        ck_assert_ptr_nonnull(r);
        bcq_summary *s = r;
        if (k == 0)
            refs = s->refs;
        ck_assert_ptr_eq(s->refs, refs);
        free(s);
    }
    bcq_close(f);
}
END_TEST

Suite *make_summary_suite(void)
{
    Suite *s = suite_create("summary");
    TCase *tc = tcase_create("summary");
    tcase_add_loop_test(tc, entries_match_dump, 0, (int)(3 * NFIX));
    tcase_add_test(tc, thinlto_by_hand);
    tcase_add_test(tc, llvm19_by_hand);
    tcase_add_test(tc, not_there);
    tcase_add_test(tc, reads_and_heap);
    tcase_add_test(tc, threads_share_one);
    suite_add_tcase(s, tc);
    return s;
}
