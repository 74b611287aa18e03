/*
 * exercise-summary.c - the exerciser's walk of a module's summary: the
 * block's facts, every entry by position and by value id, every edge
 * naming a global value or a GUID-only id, an alias naming an entry that
 * is no alias, the same status again from a second call.  See exercise.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise-impl.h"
#include "testutil.h" /* the LLVM numbers only */

/* bcq_summary_info_get and the queries built on it. */
#define SUMMARY_SET                                                           \
    (MGET_SET | M(BCQ_E_NOT_FOUND) | M(BCQ_E_BAD_BLOCK) |                     \
     M(BCQ_E_BAD_RECORD) | M(BCQ_E_UNSUPPORTED) | BITSTREAM)

static void check_edge(ex *x, const bcq_file *f, size_t m,
                       const bcq_module *mod, uint32_t id, const char *what)
{
    if (id < mod->nglobals)
        return;
    uint64_t g;
    int rc = bcq_summary_guid(f, m, id, &g, NULL);
    REQUIRE(rc == 0, "summary %s names value id %u, no global value and "
                     "no GUID (%s)",
            what, id, bcq_status_name(rc));
    ex_mix(x, g);
}

static void check_entry(ex *x, const bcq_file *f, size_t m,
                        const bcq_module *mod, size_t i,
                        const bcq_summary *s)
{
    REQUIRE(s->index == i, "summary entry %zu says index %zu", i, s->index);
    REQUIRE(s->value_id < mod->nglobals, "summary entry %zu: value %zu of "
                                         "%zu",
            i, s->value_id, mod->nglobals);
    REQUIRE(s->kind >= BCQ_SUMMARY_FUNCTION && s->kind <= BCQ_SUMMARY_ALIAS,
            "summary entry %zu: kind %u", i, s->kind);
    static const unsigned gvkind[] = {0, BCQ_GV_FUNCTION, BCQ_GV_VARIABLE,
                                      BCQ_GV_ALIAS};
    REQUIRE(ex_gv_at(mod, s->value_id)->kind == gvkind[s->kind],
            "summary entry %zu of kind %u for a global of kind %u", i,
            s->kind, (unsigned)ex_gv_at(mod, s->value_id)->kind);
    REQUIRE(s->bit < x->bits, "summary entry %zu at bit %llu", i,
            (unsigned long long)s->bit);
    REQUIRE((s->nrefs == 0) == (s->refs == NULL) &&
                (s->ncalls == 0) == (s->calls == NULL) &&
                (s->nvfuncs == 0) == (s->vfuncs == NULL),
            "summary entry %zu: counts and arrays disagree", i);
    REQUIRE(s->kind == BCQ_SUMMARY_FUNCTION ||
                (s->ncalls == 0 && s->insts == 0 && s->fflags == 0),
            "summary entry %zu: calls of a non-function", i);
    REQUIRE(s->kind == BCQ_SUMMARY_VARIABLE ||
                (s->nvfuncs == 0 && s->varflags == 0),
            "summary entry %zu: vtable of a non-variable", i);
    REQUIRE((s->kind == BCQ_SUMMARY_ALIAS) == (s->aliasee != BCQ_NONE),
            "summary entry %zu: kind %u, aliasee %zu", i, s->kind,
            s->aliasee);
    for (size_t k = 0; k < s->nrefs && ex_more(x); k++) {
        check_edge(x, f, m, mod, s->refs[k].value_id, "reference");
        ex_mix(x, s->refs[k].value_id ^ (uint64_t)s->refs[k].flags << 32);
    }
    for (size_t k = 0; k < s->ncalls && ex_more(x); k++) {
        check_edge(x, f, m, mod, s->calls[k].value_id, "call");
        ex_mix(x, s->calls[k].value_id ^ (uint64_t)s->calls[k].flags << 32);
    }
    for (size_t k = 0; k < s->nvfuncs && ex_more(x); k++) {
        check_edge(x, f, m, mod, s->vfuncs[k].value_id, "vtable function");
        ex_mix(x, s->vfuncs[k].offset);
    }
    ex_spend(x, 1 + s->nrefs + s->ncalls + s->nvfuncs);
    bcq_summary by;
    int rc = bcq_summary_get(f, m, s->value_id, &by, NULL);
    REQUIRE(rc == 0 && by.index == i, "summary of value %zu: %s, entry %zu "
                                      "(at %zu)",
            s->value_id, bcq_status_name(rc), by.index, i);
    if (s->aliasee != BCQ_NONE) {
        rc = bcq_summary_get(f, m, s->aliasee, &by, NULL);
        REQUIRE(rc == 0 && by.kind != BCQ_SUMMARY_ALIAS && by.index < i,
                "summary alias %zu: its aliasee %zu gives %s",
                s->value_id, s->aliasee, bcq_status_name(rc));
    }
}

void ex_walk_summary(ex *x, const bcq_file *f, size_t m,
                     const bcq_module *mod)
{
    bcq_error e;
    bcq_summary_info in;
    ex_poison(&e);
    int rc = bcq_summary_info_get(f, m, &in, &e);
    ex_check_rc(x, "bcq_summary_info_get", rc, SUMMARY_SET, &e);
    bcq_summary s;
    int again = bcq_summary_at(f, m, 0, &s, NULL);
    REQUIRE(rc != 0 ? again == rc
                    : (in.nentries ? again == 0 : again == BCQ_E_RANGE),
            "bcq_summary_info_get: %s, then bcq_summary_at: %s",
            bcq_status_name(rc), bcq_status_name(again));
    if (rc)
        return;
    REQUIRE(in.block_id == TU_GLOBALVAL_SUMMARY_BLOCK_ID ||
                in.block_id == TU_FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID,
            "summary in block id %u", in.block_id);
    REQUIRE(in.version >= 1 && in.version <= 14, "summary version %llu",
            (unsigned long long)in.version);
    REQUIRE(in.has_flags || in.flags == 0, "summary flags without FLAGS");
    REQUIRE(in.nentries <= mod->nglobals, "%zu summary entries, %zu "
                                          "globals",
            in.nentries, mod->nglobals);
    REQUIRE(in.bit < x->bits, "summary block at bit %llu",
            (unsigned long long)in.bit);
    ex_mix(x, in.version ^ in.flags << 8 ^ (uint64_t)in.nentries << 32);
    for (size_t i = 0; i < in.nentries && ex_more(x); i++) {
        ex_poison(&e);
        rc = bcq_summary_at(f, m, i, &s, &e);
        ex_check_rc(x, "bcq_summary_at", rc, 0, &e);
        check_entry(x, f, m, mod, i, &s);
    }
    ex_poison(&e);
    rc = bcq_summary_at(f, m, in.nentries, &s, &e);
    ex_check_rc(x, "bcq_summary_at(nentries)", rc, M(BCQ_E_RANGE), &e);
    REQUIRE(rc == BCQ_E_RANGE, "bcq_summary_at(nentries): %d", rc);
    ex_poison(&e);
    rc = bcq_summary_get(f, m, mod->nglobals, &s, &e);
    ex_check_rc(x, "bcq_summary_get(nglobals)", rc, M(BCQ_E_NOT_FOUND), &e);
    REQUIRE(rc == BCQ_E_NOT_FOUND, "bcq_summary_get(nglobals): %d", rc);
}
