/*
 * check_summary_hostile.c - module summaries (lib/ir/summary.c) on
 * hand-built modules: the record layout of every summary version, then
 * summaries that break LLVM's rules, each refused with its code, the bit
 * of the record at fault and a message naming the field.  The fixtures:
 * check_summary.c.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

/* LLVM's summary record codes (bitc::GlobalValueSummarySymtabCodes). */
enum {
    FS_PERMODULE = 1,
    FS_PERMODULE_PROFILE = 2,
    FS_PERMODULE_GLOBALVAR_INIT_REFS = 3,
    FS_COMBINED_PROFILE = 5,
    FS_ALIAS = 7,
    FS_VERSION = 10,
    FS_TYPE_TESTS = 11,
    FS_VALUE_GUID = 16,
    FS_PERMODULE_RELBF = 19,
    FS_FLAGS = 20,
    FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS = 23
};

/* One record of a hand-built summary. */
typedef struct srec {
    unsigned code;
    size_t n;
    uint64_t ops[16];
} srec;

#define MAXREC 12

/* A version 1 module (no STRTAB) of 5 global values: 0 a variable, 1 and
 * 2 defined functions, 3 an alias of 1, 4 a declared function; with body,
 * an empty FUNCTION_BLOCK (the summary is then found through the module's
 * level); then a summary block (id 20) of the records given, and with
 * twice a second one (id 24). */
typedef struct built {
    bw w;
    bcq_file *f;
    uint8_t *buf;
    uint64_t block, block2, bit[MAXREC];
} built;

static void build(built *b, int body, const srec *recs, size_t n,
                  int twice)
{
    memset(b, 0, sizeof *b);
    bw_init(&b->w);
    bw *w = &b->w;
    bw_magic_ir(w);
    tu_module_begin(w, 3, 1);
    TU_REC(w, 3, TU_MODULE_CODE_GLOBALVAR, 0, 0, 1, 0, 0, 0);
    TU_REC(w, 3, TU_MODULE_CODE_FUNCTION, 1, 0, 0, 0, 0, 0, 0, 0);
    TU_REC(w, 3, TU_MODULE_CODE_FUNCTION, 1, 0, 0, 0, 0, 0, 0, 0);
    TU_REC(w, 3, TU_MODULE_CODE_ALIAS, 2, 0, 1, 0);
    TU_REC(w, 3, TU_MODULE_CODE_FUNCTION, 1, 0, 1, 0, 0, 0, 0, 0);
    if (body) {
        bw_enter(w, 3, TU_FUNCTION_BLOCK_ID, 4);
        tu_rec(w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
        bw_end(w, 4);
    }
    b->block = bw_enter(w, 3, TU_GLOBALVAL_SUMMARY_BLOCK_ID, 4);
    for (size_t i = 0; i < n; i++)
        b->bit[i] = bw_unabbrev(w, 4, recs[i].code, recs[i].n, recs[i].ops);
    bw_end(w, 4);
    if (twice) {
        b->block2 = bw_enter(w, 3, TU_FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID, 4);
        tu_rec(w, 4, FS_VERSION, 9);
        bw_end(w, 4);
    }
    bw_end(w, 3);
    b->buf = bw_dup(w, bw_size(w));
    bcq_error e;
    ck_assert_msg(bcq_open_mem(b->buf, bw_size(w), NULL, &b->f, &e) == 0,
                  "open: %s", e.message);
}

static void unbuild(built *b)
{
    bcq_close(b->f);
    free(b->buf);
    bw_free(&b->w);
}

/* ------------------------------------------------ the layout per version */

/* Version v: f (1) with refs v (0) and g (2), the last one read-only
 * (version 5, 6) or write-only (7 on), and a profiled call of g (hot, a
 * tail call; version 1: a call-site and a profile count); g (2) calling a
 * GUID-only id 10; the variable referencing f; the alias. */
static size_t layout(uint64_t v, srec *r)
{
    size_t n = 0;
    r[n++] = (srec){FS_VERSION, 1, {v}};
    r[n++] = v >= 11 ? (srec){FS_VALUE_GUID, 3, {10, 0x12345678, 0x9abcdef0}}
                     : (srec){FS_VALUE_GUID, 2, {10, 0x123456789abcdef0}};
    srec f = {FS_PERMODULE_PROFILE, 0, {1, 0x47, 5}};
    f.n = 3;
    if (v >= 4)
        f.ops[f.n++] = 0x40; /* nounwind */
    f.ops[f.n++] = 2;        /* numrefs */
    if (v >= 5)
        f.ops[f.n++] = v >= 7 ? 0 : 1; /* read-only */
    if (v >= 7)
        f.ops[f.n++] = 1; /* write-only */
    f.ops[f.n++] = 0;
    f.ops[f.n++] = 2;
    f.ops[f.n++] = 2; /* the call */
    if (v == 1) {
        f.ops[f.n++] = 1;   /* call-site count */
        f.ops[f.n++] = 100; /* profile count */
    } else {
        f.ops[f.n++] = 3 | 8; /* hot, tail call */
    }
    r[n++] = f;
    srec g = {FS_PERMODULE, 0, {2, 0, 1}};
    g.n = 3;
    if (v >= 4)
        g.ops[g.n++] = 0;
    g.ops[g.n++] = 0;
    if (v >= 5)
        g.ops[g.n++] = 0;
    if (v >= 7)
        g.ops[g.n++] = 0;
    g.ops[g.n++] = 10;
    if (v == 1)
        g.ops[g.n++] = 1;
    r[n++] = g;
    r[n++] = v >= 5 ? (srec){FS_PERMODULE_GLOBALVAR_INIT_REFS, 4,
                             {0, 0x40, 5, 1}}
                    : (srec){FS_PERMODULE_GLOBALVAR_INIT_REFS, 3,
                             {0, 0x40, 1}};
    r[n++] = (srec){FS_ALIAS, 3, {3, 0x40, 1}};
    return n;
}

static const uint64_t versions[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
                                    13, 14};
#define NVERSIONS (sizeof versions / sizeof versions[0])

START_TEST(layout_per_version)
{
    uint64_t v = versions[_i / 2];
    srec r[MAXREC];
    size_t n = layout(v, r);
    built b;
    build(&b, _i % 2, r, n, 0);
    bcq_summary_info in;
    bcq_error e;
    ck_assert_msg(bcq_summary_info_get(b.f, 0, &in, &e) == 0,
                  "version %llu: %s", (unsigned long long)v, e.message);
    ck_assert_uint_eq(in.version, v);
    ck_assert_uint_eq(in.nentries, 4);
    ck_assert_uint_eq(in.nguids, 1);
    ck_assert_uint_eq(in.bit, b.block);
    ck_assert_int_eq(in.has_flags, 0);
    uint64_t g;
    ck_assert_int_eq(bcq_summary_guid(b.f, 0, 10, &g, NULL), 0);
    ck_assert_uint_eq(g, UINT64_C(0x123456789abcdef0));
    bcq_summary s;
    ck_assert_int_eq(bcq_summary_get(b.f, 0, 1, &s, &e), 0);
    ck_assert_uint_eq(s.bit, b.bit[2]);
    ck_assert_uint_eq(s.insts, 5);
    ck_assert_uint_eq(s.fflags, v >= 4 ? 0x40 : 0);
    ck_assert_uint_eq(s.nrefs, 2);
    ck_assert_uint_eq(s.refs[0].value_id, 0);
    ck_assert_uint_eq(s.refs[0].flags, 0);
    ck_assert_uint_eq(s.refs[1].value_id, 2);
    ck_assert_uint_eq(s.refs[1].flags, v >= 7   ? BCQ_SUMREF_WRITEONLY
                                       : v >= 5 ? BCQ_SUMREF_READONLY
                                                : 0);
    ck_assert_uint_eq(s.ncalls, 1);
    ck_assert_uint_eq(s.calls[0].value_id, 2);
    ck_assert_uint_eq(s.calls[0].flags, v == 1 ? 0 : 3 | BCQ_SUMCALL_TAIL);
    ck_assert_int_eq(bcq_summary_get(b.f, 0, 2, &s, &e), 0);
    ck_assert_uint_eq(s.ncalls, 1);
    ck_assert_uint_eq(s.calls[0].value_id, 10);
    ck_assert_int_eq(bcq_summary_get(b.f, 0, 0, &s, &e), 0);
    ck_assert_uint_eq(s.varflags, v >= 5 ? 5 : 0);
    ck_assert_uint_eq(s.nrefs, 1);
    ck_assert_uint_eq(s.refs[0].value_id, 1);
    ck_assert_int_eq(bcq_summary_get(b.f, 0, 3, &s, &e), 0);
    ck_assert_uint_eq(s.aliasee, 1);
    ck_assert_int_eq(bcq_summary_get(b.f, 0, 4, &s, &e), BCQ_E_NOT_FOUND);
    unbuild(&b);
}
END_TEST

/* FS_PERMODULE_RELBF: a relative block frequency (28 bits) and a tail
 * bit above it; vtable pairs; FLAGS; records of other codes stepped
 * over. */
START_TEST(relbf_vtable_flags)
{
    srec r[] = {
        {FS_VERSION, 1, {9}},
        {FS_FLAGS, 1, {8}},
        {FS_TYPE_TESTS, 2, {1, 2}},
        {FS_PERMODULE_RELBF, 9,
         {1, 0, 1, 0, 0, 0, 0, 2, (UINT64_C(1) << 28) | 1234}},
        {FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS, 9,
         {0, 0, 1, 1, 1, 1, 16, 2, 24}},
    };
    built b;
    build(&b, 1, r, 5, 0);
    bcq_summary s;
    bcq_error e;
    ck_assert_msg(bcq_summary_get(b.f, 0, 1, &s, &e) == 0, "%s", e.message);
    ck_assert_uint_eq(s.code, FS_PERMODULE_RELBF);
    ck_assert_uint_eq(s.ncalls, 1);
    ck_assert_uint_eq(BCQ_SUMCALL_RELBF(s.calls[0].flags), 1234);
    ck_assert(s.calls[0].flags & BCQ_SUMCALL_TAIL);
    ck_assert_uint_eq(BCQ_SUMCALL_HOTNESS(s.calls[0].flags), 0);
    ck_assert_int_eq(bcq_summary_get(b.f, 0, 0, &s, &e), 0);
    ck_assert_uint_eq(s.nrefs, 1);
    ck_assert_uint_eq(s.nvfuncs, 2);
    ck_assert_uint_eq(s.vfuncs[1].value_id, 2);
    ck_assert_uint_eq(s.vfuncs[1].offset, 24);
    bcq_summary_info in;
    ck_assert_int_eq(bcq_summary_info_get(b.f, 0, &in, NULL), 0);
    ck_assert_uint_eq(in.flags, 8);
    ck_assert_int_eq(in.has_flags, 1);
    unbuild(&b);
}
END_TEST

/* ---------------------------------------------------------------- hostile */

/* The version 9 layout, with record `at` replaced by `rec` (or, with
 * insert, rec put before it); the error must be code, at the bit of
 * record err_rec (-1: the block), its message holding `says`. */
typedef struct hcase {
    const char *name;
    int at, insert;
    srec rec;
    int code, err_rec;
    const char *says;
} hcase;

#define BIG (UINT64_C(1) << 32)
static const hcase cases[] = {
    {"ref past the globals", 2, 0,
     {FS_PERMODULE_PROFILE, 8, {1, 0, 1, 0, 1, 0, 0, 99}},
     BCQ_E_BAD_RECORD, 2, "reference 0 is value id 99"},
    {"ref past 32 bits", 2, 0,
     {FS_PERMODULE_PROFILE, 8, {1, 0, 1, 0, 1, 0, 0, BIG}},
     BCQ_E_BAD_RECORD, 2, "reference 0"},
    {"call to an unnamed id", 3, 0,
     {FS_PERMODULE, 8, {2, 0, 1, 0, 0, 0, 0, 11}},
     BCQ_E_BAD_RECORD, 3, "call 0 is value id 11"},
    {"too few operands", 3, 0, {FS_PERMODULE, 3, {2, 0, 1}},
     BCQ_E_BAD_RECORD, 3, "has 3 operands"},
    {"numrefs past the record", 3, 0,
     {FS_PERMODULE, 8, {2, 0, 1, 0, 9, 0, 0, 0}},
     BCQ_E_BAD_RECORD, 3, "numrefs 9"},
    {"ro + wo refs past numrefs", 3, 0,
     {FS_PERMODULE, 8, {2, 0, 1, 0, 1, 1, 1, 0}},
     BCQ_E_BAD_RECORD, 3, "read-only"},
    {"half a profiled call", 2, 0,
     {FS_PERMODULE_PROFILE, 8, {1, 0, 1, 0, 0, 0, 0, 2}},
     BCQ_E_BAD_RECORD, 2, "not a whole number"},
    {"VALUE_GUID of a global value", 1, 0, {FS_VALUE_GUID, 2, {2, 5}},
     BCQ_E_BAD_RECORD, 1, "a global value of the module"},
    {"VALUE_GUID twice", 2, 1, {FS_VALUE_GUID, 2, {10, 6}},
     BCQ_E_BAD_RECORD, 2, "a second GUID for value id 10"},
    {"VALUE_GUID too short", 1, 0, {FS_VALUE_GUID, 1, {10}},
     BCQ_E_BAD_RECORD, 1, "VALUE_GUID has 1 operands"},
    {"VALUE_GUID after its use", 1, 0, {FS_TYPE_TESTS, 1, {7}},
     BCQ_E_BAD_RECORD, 3, "no VALUE_GUID names it"},
    {"a second entry", 4, 0, {FS_PERMODULE, 7, {2, 0, 1, 0, 0, 0, 0}},
     BCQ_E_BAD_RECORD, 4, "a second summary for value id 2"},
    {"a variable's entry for a function", 4, 0,
     {FS_PERMODULE_GLOBALVAR_INIT_REFS, 3, {1, 0, 0}},
     BCQ_E_BAD_RECORD, 4, "is a function, not a variable"},
    {"an entry past the globals", 4, 0,
     {FS_PERMODULE_GLOBALVAR_INIT_REFS, 3, {40, 0, 0}},
     BCQ_E_BAD_RECORD, 4, "past the module's 5 global values"},
    {"an alias of a declaration", 5, 0, {FS_ALIAS, 3, {3, 0, 4}},
     BCQ_E_BAD_RECORD, 5, "value id 4, has no function"},
    {"an alias before its aliasee", 2, 1, {FS_ALIAS, 3, {3, 0, 1}},
     BCQ_E_BAD_RECORD, 2, "value id 1, has no function"},
    {"an alias of itself", 5, 0, {FS_ALIAS, 3, {3, 0, 3}},
     BCQ_E_BAD_RECORD, 5, "value id 3, has no function"},
    {"not VERSION first", 0, 1, {FS_FLAGS, 1, {0}},
     BCQ_E_BAD_RECORD, 0, "begins with FLAGS"},
    {"VERSION 0", 0, 0, {FS_VERSION, 1, {0}}, BCQ_E_BAD_RECORD, 0,
     "VERSION 0"},
    {"VERSION 15", 0, 0, {FS_VERSION, 1, {15}}, BCQ_E_UNSUPPORTED, 0,
     "VERSION 15"},
    {"empty VERSION", 0, 0, {FS_VERSION, 0, {0}}, BCQ_E_BAD_RECORD, 0,
     "empty"},
    {"empty FLAGS", 1, 1, {FS_FLAGS, 0, {0}}, BCQ_E_BAD_RECORD, 1, "empty"},
    {"a combined record", 5, 0, {FS_COMBINED_PROFILE, 9, {0}},
     BCQ_E_UNSUPPORTED, 5, "combined index"},
    {"vtable pairs cut", 4, 0,
     {FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS, 5, {0, 0, 0, 0, 1}},
     BCQ_E_BAD_RECORD, 4, "an odd number"},
    {"vtable numrefs past the record", 4, 0,
     {FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS, 4, {0, 0, 0, 5}},
     BCQ_E_BAD_RECORD, 4, "numrefs 5"},
    {"vtable function unnamed", 4, 0,
     {FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS, 6, {0, 0, 0, 0, 30, 8}},
     BCQ_E_BAD_RECORD, 4, "vtable function 0 is value id 30"},
};
#define NCASES (sizeof cases / sizeof cases[0])

START_TEST(hostile_records)
{
    const hcase *c = &cases[_i / 2];
    srec base[MAXREC], r[MAXREC];
    size_t nb = layout(9, base), n = 0;
    for (size_t i = 0; i < nb; i++) {
        if ((int)i == c->at)
            r[n++] = c->rec;
        if ((int)i != c->at || c->insert)
            r[n++] = base[i];
    }
    if (strcmp(c->name, "VALUE_GUID after its use") == 0) /* move it */
        r[n++] = base[1];
    built b;
    build(&b, _i % 2, r, n, 0);
    bcq_summary_info in;
    bcq_error e;
    int rc = bcq_summary_info_get(b.f, 0, &in, &e);
    ck_assert_msg(rc == c->code, "%s: %s (%s)", c->name,
                  bcq_status_name(rc), e.message);
    ck_assert_int_eq(e.code, c->code);
    ck_assert_msg(strstr(e.message, c->says), "%s: message '%s'", c->name,
                  e.message);
    ck_assert_uint_eq(e.bit, c->err_rec < 0 ? b.block : b.bit[c->err_rec]);
    ck_assert_uint_eq(e.block_id, TU_GLOBALVAL_SUMMARY_BLOCK_ID);
    ck_assert_uint_eq(e.block_bit, b.block);
    /* not kept: the same answer again, from every query */
    bcq_summary s;
    ck_assert_int_eq(bcq_summary_get(b.f, 0, 1, &s, NULL), c->code);
    ck_assert_int_eq(bcq_summary_at(b.f, 0, 0, &s, NULL), c->code);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(b.f, 0, &mod, NULL), 0);
    unbuild(&b);
}
END_TEST

/* An empty summary block; two summary blocks in one module. */
START_TEST(hostile_blocks)
{
    built b;
    bcq_summary_info in;
    bcq_error e;
    build(&b, _i, NULL, 0, 0);
    ck_assert_int_eq(bcq_summary_info_get(b.f, 0, &in, &e),
                     BCQ_E_BAD_RECORD);
    ck_assert_uint_eq(e.bit, b.block);
    ck_assert_ptr_nonnull(strstr(e.message, "no VERSION"));
    unbuild(&b);
    srec v = {FS_VERSION, 1, {9}};
    build(&b, _i, &v, 1, 1);
    ck_assert_int_eq(bcq_summary_info_get(b.f, 0, &in, &e),
                     BCQ_E_BAD_BLOCK);
    ck_assert_uint_eq(e.bit, b.block2);
    unbuild(&b);
}
END_TEST

Suite *make_summary_hostile_suite(void)
{
    Suite *s = suite_create("summary_hostile");
    TCase *tc = tcase_create("summary_hostile");
    tcase_add_loop_test(tc, layout_per_version, 0, (int)(2 * NVERSIONS));
    tcase_add_test(tc, relbf_vtable_flags);
    tcase_add_loop_test(tc, hostile_records, 0, (int)(2 * NCASES));
    tcase_add_loop_test(tc, hostile_blocks, 0, 2);
    suite_add_tcase(s, tc);
    return s;
}
