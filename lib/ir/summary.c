/*
 * summary.c - a module's own summary: the GLOBALVAL_SUMMARY_BLOCK that
 * -flto=thin writes, or the FULL_LTO_GLOBALVAL_SUMMARY_BLOCK of -flto and
 * of split LTO units, a direct child of the MODULE_BLOCK (doc/format.md
 * 12).  Read once per module on the first summary query, checked as a
 * whole and published atomically, as types.c does its table.
 *
 * What is kept: per entry (a PERMODULE*, GLOBALVAR_INIT_REFS* or ALIAS
 * record) its subject's value id, kind, raw flags, instruction count and
 * function or variable flags, its references and calls (value id plus
 * decoded edge flags), a vtable's (function, offset) pairs and an alias's
 * aliasee; the GUIDs FS_VALUE_GUID gives to value ids the module has no
 * value for; the block's VERSION and FLAGS.  Records of other codes
 * (type tests, memprof, parameter accesses, block counts...) are stepped
 * over; those of a combined index are refused (12.5).
 *
 * Every value id is checked where it is read: a subject must be a global
 * value of the module of the record's kind, with one entry at most; an
 * edge must name a global value or an id an earlier FS_VALUE_GUID named
 * (LLVM's reader looks the id up when it reads the record); an aliasee
 * must have an entry before the alias, as LLVM requires.  Each count is
 * checked against the operands the record holds before anything is
 * allocated for it, and everything kept is charged to the handle.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* The summary versions this reader knows: LLVM's reader accepts 1 up to
 * ModuleSummaryIndex::BitcodeSummaryVersion, 14 upstream (LLVM 14 writes
 * 9, LLVM 19 writes 10). */
#define SUMMARY_VERSION_MAX 14u
/* CalleeInfo::RelBlockFreqBits: the width of a RELBF edge's frequency,
 * the tail-call bit right above it. */
#define RELBF_BITS 28u

/* One entry, edges as positions in the shared arrays (which move while
 * they grow). */
typedef struct sument {
    uint64_t flags, kflags, insts, bit;
    size_t first;  /* refs at edges[first], calls right after them */
    size_t nrefs, ncalls;
    size_t vfirst, nvfuncs;
    uint32_t value_id;
    uint32_t aliasee; /* UINT32_MAX: none */
    uint8_t kind, code;
} sument;

/* FS_VALUE_GUID's ids: an open-addressing table (id + 1, 0: empty). */
typedef struct guidslot {
    uint64_t guid;
    uint32_t key;
} guidslot;

typedef struct bcq__summary {
    int present; /* 0: the module has no summary block */
    bcq_summary_info info;
    sument *ents;
    size_t nents, capents;
    uint32_t *by_value; /* nglobals: entry index, UINT32_MAX none */
    bcq_summary_edge *edges;
    size_t nedges, capedges;
    bcq_summary_vfunc *vfuncs;
    size_t nvfuncs, capvfuncs;
    guidslot *guids;
    size_t capguids; /* a power of two, or 0 */
} bcq__summary;

void bcq__summary_free(void *p)
{
    bcq__summary *s = p;
    if (s) {
        free(s->ents);
        free(s->by_value);
        free(s->edges);
        free(s->vfuncs);
        free(s->guids);
        free(s);
    }
}

typedef struct sbuild {
    const bcq_file *f;
    const bcq_module *mod;
    bcq__summary *s;
    size_t acct;
    int seen_version;
} sbuild;

static const char *code_name(unsigned code)
{
    const char *n = bcq__ir_record_name(BCQ__GLOBALVAL_SUMMARY_BLOCK_ID, code);
    return n ? n : "record";
}

/* -------------------------------------------------------------- guids */

static size_t guid_slot(const bcq__summary *s, uint32_t id)
{
    size_t mask = s->capguids - 1;
    size_t i = ((size_t)id * 0x9E3779B1u) & mask;
    while (s->guids[i].key != 0 && s->guids[i].key != id + 1)
        i = (i + 1) & mask;
    return i;
}

static const guidslot *guid_find(const bcq__summary *s, uint64_t id)
{
    if (s->capguids == 0 || id >= UINT32_MAX)
        return NULL;
    const guidslot *g = &s->guids[guid_slot(s, (uint32_t)id)];
    return g->key ? g : NULL;
}

static int guid_add(sbuild *b, const bcq_record *r, uint32_t id,
                    uint64_t guid, bcq_error *err)
{
    bcq__summary *s = b->s;
    if (guid_find(s, id))
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "VALUE_GUID: a second GUID for value id %u", id);
    if (2 * (s->info.nguids + 1) > s->capguids) { /* load <= 1/2 */
        size_t cap = s->capguids ? 2 * s->capguids : 16;
        guidslot *old = s->guids, *nv;
        size_t oldcap = s->capguids;
        if (cap > SIZE_MAX / sizeof *nv)
            return bcq__fail(err, BCQ_E_NOMEM, 0, "GUID table too large");
        int rc = bcq__fzalloc(bcq__fbudget(b->f), &b->acct,
                              cap * sizeof *nv, (void **)&nv, err);
        if (rc)
            return rc;
        s->guids = nv;
        s->capguids = cap;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].key)
                s->guids[guid_slot(s, old[i].key - 1)] = old[i];
        free(old);
        if (oldcap) { /* give back what the old table was charged */
            size_t was = oldcap * sizeof *nv;
            b->acct -= was;
            bcq__refund(bcq__fbudget(b->f), &was);
        }
    }
    guidslot *g = &s->guids[guid_slot(s, id)];
    g->key = id + 1;
    g->guid = guid;
    s->info.nguids++;
    return 0;
}

/* ------------------------------------------------------------ records */

/* Value id ops[i] of r must name a global value of the module or, where
 * guid_ok, an id an earlier VALUE_GUID named.  what/k: the field, for the
 * message. */
static int check_id(sbuild *b, const bcq_record *r, size_t i, int guid_ok,
                    const char *what, size_t k, uint32_t *out,
                    bcq_error *err)
{
    uint64_t id = r->ops[i];
    if (id < b->mod->nglobals || (guid_ok && guid_find(b->s, id))) {
        *out = (uint32_t)id;
        return 0;
    }
    if (guid_ok)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "%s: %s %zu is value id %llu: no global value "
                         "(%zu) and no VALUE_GUID names it",
                         code_name(r->code), what, k, (unsigned long long)id,
                         b->mod->nglobals);
    return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                     "%s: %s is value id %llu, past the module's %zu "
                     "global values",
                     code_name(r->code), what, (unsigned long long)id,
                     b->mod->nglobals);
}

static int need(const bcq_record *r, size_t n, uint64_t version,
                bcq_error *err)
{
    if (r->nops >= n)
        return 0;
    return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                     "%s has %zu operands; summary version %llu needs %zu",
                     code_name(r->code), r->nops,
                     (unsigned long long)version, n);
}

/* A new entry for the subject ops[0] of r, of kind (and global value
 * kind) gvkind. */
static int add_entry(sbuild *b, const bcq_record *r, unsigned kind,
                     unsigned gvkind, sument **out, bcq_error *err)
{
    bcq__summary *s = b->s;
    const bcq_module *mod = b->mod;
    uint32_t id = 0;
    int rc = check_id(b, r, 0, 0, "the value summarized", 0, &id, err);
    if (rc)
        return rc;
    if (bcq__gv_kind(mod, id) != gvkind)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "%s: value id %u is a %s, not a %s",
                         code_name(r->code), id,
                         bcq__gv_kind(mod, id) == BCQ_GV_FUNCTION ? "function"
                         : bcq__gv_kind(mod, id) == BCQ_GV_VARIABLE
                             ? "variable"
                         : bcq__gv_kind(mod, id) == BCQ_GV_ALIAS ? "alias"
                                                                 : "ifunc",
                         gvkind == BCQ_GV_FUNCTION   ? "function"
                         : gvkind == BCQ_GV_VARIABLE ? "variable"
                                                     : "alias");
    if (!s->by_value) { /* caps: one uint32 per global value, known */
        size_t n = mod->nglobals;
        if (n > SIZE_MAX / sizeof *s->by_value)
            return bcq__fail(err, BCQ_E_NOMEM, 0, "too many global values");
        if ((rc = bcq__fzalloc(bcq__fbudget(b->f), &b->acct,
                               n * sizeof *s->by_value,
                               (void **)&s->by_value, err)))
            return rc;
        memset(s->by_value, 0xff, n * sizeof *s->by_value);
    }
    if (s->by_value[id] != UINT32_MAX)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "%s: a second summary for value id %u (the first "
                         "at bit %llu)",
                         code_name(r->code), id,
                         (unsigned long long)s->ents[s->by_value[id]].bit);
    if ((rc = bcq__fgrow(bcq__fbudget(b->f), &b->acct, (void **)&s->ents,
                         &s->capents, s->nents + 1, sizeof *s->ents, err)))
        return rc;
    sument *e = &s->ents[s->nents];
    memset(e, 0, sizeof *e);
    e->value_id = id;
    e->kind = (uint8_t)kind;
    e->code = (uint8_t)r->code;
    e->bit = r->bit;
    e->flags = r->ops[1];
    e->aliasee = UINT32_MAX;
    e->first = s->nedges;
    e->vfirst = s->nvfuncs;
    s->by_value[id] = (uint32_t)s->nents++;
    *out = e;
    return 0;
}

/* Room for n more edges (n counted from the record, so n <= its
 * operands). */
static int reserve_edges(sbuild *b, size_t n, bcq_error *err)
{
    bcq__summary *s = b->s;
    return bcq__fgrow(bcq__fbudget(b->f), &b->acct, (void **)&s->edges,
                      &s->capedges, s->nedges + n, sizeof *s->edges, err);
}

/* ops[from, from + n) of r are references (guid_ok as check_id). */
static int add_refs(sbuild *b, const bcq_record *r, size_t from, size_t n,
                    size_t nro, size_t nwo, sument *e, bcq_error *err)
{
    int rc = reserve_edges(b, n, err);
    for (size_t k = 0; rc == 0 && k < n; k++) {
        bcq_summary_edge *ed = &b->s->edges[b->s->nedges];
        rc = check_id(b, r, from + k, 1, "reference", k, &ed->value_id, err);
        /* the read-only refs, then the write-only ones, end the list */
        ed->flags = k >= n - nwo        ? BCQ_SUMREF_WRITEONLY
                    : k >= n - nwo - nro ? BCQ_SUMREF_READONLY
                                        : 0;
        if (rc == 0) {
            b->s->nedges++;
            e->nrefs++;
        }
    }
    return rc;
}

/* FS_PERMODULE, _PROFILE, _RELBF (doc/format.md 14.2). */
static int on_function(sbuild *b, const bcq_record *r, bcq_error *err)
{
    uint64_t v = b->s->info.version;
    size_t fixed = v >= 7 ? 7 : v >= 5 ? 6 : v >= 4 ? 5 : 4;
    int rc = need(r, fixed, v, err);
    if (rc)
        return rc;
    uint64_t numrefs = r->ops[v >= 4 ? 4 : 3];
    uint64_t nro = v >= 5 ? r->ops[5] : 0, nwo = v >= 7 ? r->ops[6] : 0;
    size_t rest = r->nops - fixed;
    if (numrefs > rest)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "%s: numrefs %llu, but %zu operands follow",
                         code_name(r->code), (unsigned long long)numrefs,
                         rest);
    if (nro > numrefs || nwo > numrefs - nro)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "%s: %llu read-only and %llu write-only refs of "
                         "%llu",
                         code_name(r->code), (unsigned long long)nro,
                         (unsigned long long)nwo,
                         (unsigned long long)numrefs);
    /* operands per call edge: the callee, then (version 1) a call-site
     * count and, with a profile, a profile count; (version 2 on) hotness
     * or relative block frequency */
    size_t width = r->code == BCQ__FS_PERMODULE ? (v == 1 ? 2 : 1)
                   : r->code == BCQ__FS_PERMODULE_PROFILE ? (v == 1 ? 3 : 2)
                                                         : 2;
    size_t calls = rest - (size_t)numrefs;
    if (calls % width)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "%s: %zu operands of calls, not a whole number of "
                         "%zu-operand edges",
                         code_name(r->code), calls, width);
    sument *e;
    if ((rc = add_entry(b, r, BCQ_SUMMARY_FUNCTION, BCQ_GV_FUNCTION, &e, err)))
        return rc;
    e->insts = r->ops[2];
    e->kflags = v >= 4 ? r->ops[3] : 0;
    if ((rc = add_refs(b, r, fixed, (size_t)numrefs, (size_t)nro,
                       (size_t)nwo, e, err)))
        return rc;
    if ((rc = reserve_edges(b, calls / width, err)))
        return rc;
    for (size_t i = fixed + (size_t)numrefs, k = 0; i < r->nops;
         i += width, k++) {
        bcq_summary_edge *ed = &b->s->edges[b->s->nedges];
        if ((rc = check_id(b, r, i, 1, "call", k, &ed->value_id, err)))
            return rc;
        ed->flags = 0;
        if (v >= 2 && r->code == BCQ__FS_PERMODULE_PROFILE) {
            ed->flags = (uint32_t)(r->ops[i + 1] & 0xF); /* hotness, tail */
        } else if (v >= 2 && r->code == BCQ__FS_PERMODULE_RELBF) {
            uint64_t x = r->ops[i + 1];
            uint32_t relbf = (uint32_t)(x & ((1u << RELBF_BITS) - 1));
            ed->flags = relbf << BCQ_SUMCALL_RELBF_SHIFT |
                        ((x >> RELBF_BITS & 1) ? BCQ_SUMCALL_TAIL : 0);
        }
        b->s->nedges++;
        e->ncalls++;
    }
    return 0;
}

/* FS_PERMODULE_GLOBALVAR_INIT_REFS, FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS
 * (doc/format.md 14.3). */
static int on_variable(sbuild *b, const bcq_record *r, bcq_error *err)
{
    uint64_t v = b->s->info.version;
    int vtable = r->code == BCQ__FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS;
    size_t fixed = vtable ? 4 : v >= 5 ? 3 : 2;
    int rc = need(r, fixed, v, err);
    if (rc)
        return rc;
    size_t rest = r->nops - fixed, nrefs = rest, pairs = 0;
    if (vtable) {
        if (r->ops[3] > rest)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "%s: numrefs %llu, but %zu operands follow",
                             code_name(r->code),
                             (unsigned long long)r->ops[3], rest);
        nrefs = (size_t)r->ops[3];
        if ((rest - nrefs) % 2)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "%s: %zu operands of (function, offset) "
                             "pairs, an odd number",
                             code_name(r->code), rest - nrefs);
        pairs = (rest - nrefs) / 2;
    }
    sument *e;
    if ((rc = add_entry(b, r, BCQ_SUMMARY_VARIABLE, BCQ_GV_VARIABLE, &e,
                        err)))
        return rc;
    e->kflags = fixed >= 3 ? r->ops[2] : 0;
    if ((rc = add_refs(b, r, fixed, nrefs, 0, 0, e, err)))
        return rc;
    bcq__summary *s = b->s;
    if ((rc = bcq__fgrow(bcq__fbudget(b->f), &b->acct, (void **)&s->vfuncs,
                         &s->capvfuncs, s->nvfuncs + pairs,
                         sizeof *s->vfuncs, err)))
        return rc;
    for (size_t k = 0; k < pairs; k++) {
        size_t i = fixed + nrefs + 2 * k;
        bcq_summary_vfunc *vf = &s->vfuncs[s->nvfuncs];
        if ((rc = check_id(b, r, i, 1, "vtable function", k, &vf->value_id,
                           err)))
            return rc;
        vf->offset = r->ops[i + 1];
        s->nvfuncs++;
        e->nvfuncs++;
    }
    return 0;
}

/* FS_ALIAS [valueid, flags, aliasee valueid] (doc/format.md 14.4). */
static int on_alias(sbuild *b, const bcq_record *r, bcq_error *err)
{
    int rc = need(r, 3, b->s->info.version, err);
    if (rc)
        return rc;
    uint32_t aliasee = 0;
    if ((rc = check_id(b, r, 2, 0, "the aliasee", 0, &aliasee, err)))
        return rc;
    const bcq__summary *s = b->s;
    /* LLVM's reader needs the aliasee's summary first (and the writer
     * gives an alias its base object, never another alias) */
    if (!s->by_value || s->by_value[aliasee] == UINT32_MAX ||
        s->ents[s->by_value[aliasee]].kind == BCQ_SUMMARY_ALIAS)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "ALIAS: its aliasee, value id %u, has no function "
                         "or variable summary before it",
                         aliasee);
    sument *e;
    if ((rc = add_entry(b, r, BCQ_SUMMARY_ALIAS, BCQ_GV_ALIAS, &e, err)))
        return rc;
    e->aliasee = aliasee;
    return 0;
}

/* FS_VALUE_GUID: [valueid, guid] before version 11, [valueid, guid high
 * 32 bits, low 32 bits] from 11 (doc/format.md 14.1). */
static int on_value_guid(sbuild *b, const bcq_record *r, bcq_error *err)
{
    uint64_t v = b->s->info.version;
    int rc = need(r, v >= 11 ? 3 : 2, v, err);
    if (rc)
        return rc;
    uint64_t id = r->ops[0], guid = r->ops[1];
    if (v >= 11) {
        if (r->ops[1] > UINT32_MAX || r->ops[2] > UINT32_MAX)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "VALUE_GUID: a half of the GUID above 32 bits");
        guid = r->ops[1] << 32 | r->ops[2];
    }
    /* LLVM numbers these after every value of the module */
    if (id < b->mod->nglobals || id >= UINT32_MAX)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "VALUE_GUID: value id %llu is %s",
                         (unsigned long long)id,
                         id < b->mod->nglobals
                             ? "a global value of the module"
                             : "past 32 bits");
    return guid_add(b, r, (uint32_t)id, guid, err);
}

static int on_record(void *arg, const bcq_record *r, bcq_error *err)
{
    sbuild *b = arg;
    bcq__summary *s = b->s;
    if (!b->seen_version) {
        /* LLVM's reader: the block's first record must be VERSION */
        if (r->code != BCQ__FS_VERSION)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "the summary begins with %s (code %u), not "
                             "VERSION",
                             code_name(r->code), r->code);
        if (r->nops < 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "summary VERSION record is empty");
        uint64_t v = r->ops[0];
        if (v == 0)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "summary VERSION 0 (LLVM writes 1 and later)");
        if (v > SUMMARY_VERSION_MAX)
            return bcq__fail(err, BCQ_E_UNSUPPORTED, r->bit,
                             "summary VERSION %llu (known: 1 to %u)",
                             (unsigned long long)v, SUMMARY_VERSION_MAX);
        s->info.version = v;
        b->seen_version = 1;
        return 0;
    }
    switch (r->code) {
    case BCQ__FS_PERMODULE:
    case BCQ__FS_PERMODULE_PROFILE:
    case BCQ__FS_PERMODULE_RELBF:
        return on_function(b, r, err);
    case BCQ__FS_PERMODULE_GLOBALVAR_INIT_REFS:
    case BCQ__FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS:
        return on_variable(b, r, err);
    case BCQ__FS_ALIAS:
        return on_alias(b, r, err);
    case BCQ__FS_VALUE_GUID:
        return on_value_guid(b, r, err);
    case BCQ__FS_FLAGS:
        if (r->nops < 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "summary FLAGS record is empty");
        s->info.flags = r->ops[0];
        s->info.has_flags = 1;
        return 0;
    /* a combined index (ThinLTO's thin link, llvm-lto): GUID-numbered
     * summaries of many modules, not this module's own */
    case BCQ__FS_COMBINED:
    case BCQ__FS_COMBINED_PROFILE:
    case BCQ__FS_COMBINED_GLOBALVAR_INIT_REFS:
    case BCQ__FS_COMBINED_ALIAS:
    case BCQ__FS_COMBINED_ORIGINAL_NAME:
    case BCQ__FS_COMBINED_CALLSITE_INFO:
    case BCQ__FS_COMBINED_ALLOC_INFO:
    case BCQ__FS_COMBINED_ALLOC_INFO_NO_CONTEXT:
        return bcq__fail(err, BCQ_E_UNSUPPORTED, r->bit,
                         "%s: a combined index, not a module's own summary",
                         code_name(r->code));
    default: /* VERSION again, type tests, memprof, ...: as LLVM, skip */
        return 0;
    }
}

/* ------------------------------------------------------------- building */

/* One summary block met: kept in *out, or an error if one was met before
 * (two summary blocks in one module are refused as damaged). */
static int take_block(const bcq_module *mod, const bcq_block *b,
                      bcq_block *out, int *found, bcq_error *err)
{
    if (*found)
        return bcq__fail(err, BCQ_E_BAD_BLOCK, b->bit,
                         "a second summary block in module %zu", mod->index);
    *out = *b;
    *found = 1;
    return 0;
}

/* The module's summary block, if any: *found 0, 1 (in *out), or an error
 * for two of them. */
static int find_block(const bcq_file *f, const bcq_module *mod,
                      bcq_block *out, int *found, bcq_error *err)
{
    const bcq__module *im = (const bcq__module *)mod;
    int rc;
    *found = 0;
#define IS_SUMMARY(id)                                                        \
    ((id) == BCQ__GLOBALVAL_SUMMARY_BLOCK_ID ||                               \
     (id) == BCQ__FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID)
    /* Without a function body the module's decode met every sub-block;
     * with one it jumped from the first body to the VALUE_SYMTAB, over the
     * summary LLVM writes between them (doc/format.md 5.3), and the
     * module's level tells, as LLVM's scan of the module's entries. */
    if (im->first_fn_bit == UINT64_MAX) {
        for (size_t i = 0; i < im->nsubs; i++)
            if (IS_SUMMARY(im->subs[i].id) &&
                (rc = take_block(mod, &im->subs[i], out, found, err)))
                return rc;
        return 0;
    }
    if (bcq__fs(f)->flags & BCQ_OPEN_DEEP) {
        for (size_t i = mod->module_block + 1; i < bcq__fs(f)->index.n; i++) {
            if (bcq__fs(f)->index.v[i].parent != mod->module_block ||
                !IS_SUMMARY(bcq__fs(f)->index.v[i].block_id))
                continue;
            bcq_block b;
            bcq_block_at(f, i, &b);
            if ((rc = take_block(mod, &b, out, found, err)))
                return rc;
        }
        return 0;
    }
    bcq_block mb;
    bcq_block_at(f, mod->module_block, &mb);
    const bcq__subindex *lv;
    if ((rc = bcq__level_get(f, &mb, &lv, err)))
        return rc;
    for (size_t i = 0; i < lv->blocks.n; i++) {
        if (!IS_SUMMARY(lv->blocks.v[i].block_id))
            continue;
        bcq_block b;
        bcq__block_export(f, &lv->blocks, i, 0, &b);
        b.parent = mod->module_block;
        if ((rc = take_block(mod, &b, out, found, err)))
            return rc;
    }
    return 0;
#undef IS_SUMMARY
}

static int build(const bcq_file *f, const bcq_module *mod, void *arg,
                 void **out, size_t *acct, bcq_error *err)
{
    (void)arg;
    sbuild b;
    memset(&b, 0, sizeof b);
    b.f = f;
    b.mod = mod;
    int rc = bcq__fzalloc(bcq__fbudget(f), &b.acct, sizeof *b.s,
                          (void **)&b.s, err);
    if (rc)
        return rc;
    bcq_block blk;
    int found;
    rc = find_block(f, mod, &blk, &found, err);
    if (rc == 0 && found) {
        b.s->present = 1;
        b.s->info.block_id = blk.id;
        b.s->info.bit = blk.bit;
        rc = bcq__each_record_of(f, &blk, on_record, &b, err);
        if (rc == 0 && !b.seen_version)
            rc = bcq__fail(err, BCQ_E_BAD_RECORD, blk.bit,
                           "the summary block holds no VERSION record");
        if (rc)
            bcq__error_context(err, blk.id, blk.bit);
    }
    if (rc) {
        bcq__summary_free(b.s);
        bcq__refund(bcq__fbudget(f), &b.acct);
        return rc;
    }
    bcq__summary *s = b.s;
    s->info.nentries = s->nents;
    size_t before = s->capents * sizeof *s->ents +
                    s->capedges * sizeof *s->edges +
                    s->capvfuncs * sizeof *s->vfuncs;
    bcq__shrink(bcq__fbudget(f), (void **)&s->ents, &s->capents, s->nents,
                sizeof *s->ents);
    bcq__shrink(bcq__fbudget(f), (void **)&s->edges, &s->capedges,
                s->nedges, sizeof *s->edges);
    bcq__shrink(bcq__fbudget(f), (void **)&s->vfuncs, &s->capvfuncs,
                s->nvfuncs, sizeof *s->vfuncs);
    b.acct -= before - (s->capents * sizeof *s->ents +
                        s->capedges * sizeof *s->edges +
                        s->capvfuncs * sizeof *s->vfuncs);
    *out = s;
    *acct = b.acct;
    return 0;
}

/* Module m's summary, built on first use and kept; BCQ_E_NOT_FOUND when
 * the module has none. */
static int get(const bcq_file *f, size_t m, const void *ok,
               const bcq_module **modp, const bcq__summary **out,
               bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !ok)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq_module *mod;
    void *have;
    int rc = bcq__module_part(f, m, offsetof(bcq__modslot, summary), build,
                              bcq__summary_free, NULL, &mod, &have, err);
    if (rc)
        return rc;
    const bcq__summary *s = have;
    if (!s->present)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "module %zu has no summary block", m);
    *modp = mod;
    *out = s;
    return 0;
}

static void fill(const bcq__summary *s, size_t i, bcq_summary *out)
{
    const sument *e = &s->ents[i];
    memset(out, 0, sizeof *out);
    out->index = i;
    out->value_id = e->value_id;
    out->kind = e->kind;
    out->code = e->code;
    out->flags = e->flags;
    out->bit = e->bit;
    out->aliasee = e->aliasee == UINT32_MAX ? BCQ_NONE : e->aliasee;
    if (e->kind == BCQ_SUMMARY_FUNCTION) {
        out->insts = e->insts;
        out->fflags = e->kflags;
    } else if (e->kind == BCQ_SUMMARY_VARIABLE) {
        out->varflags = e->kflags;
    }
    out->nrefs = e->nrefs;
    out->ncalls = e->ncalls;
    out->nvfuncs = e->nvfuncs;
    out->refs = e->nrefs ? &s->edges[e->first] : NULL;
    out->calls = e->ncalls ? &s->edges[e->first + e->nrefs] : NULL;
    out->vfuncs = e->nvfuncs ? &s->vfuncs[e->vfirst] : NULL;
}

/* ------------------------------------------------------------------ API */

int bcq_summary_info_get(const bcq_file *f, size_t m, bcq_summary_info *out,
                         bcq_error *err)
{
    const bcq_module *mod;
    const bcq__summary *s;
    int rc = get(f, m, out, &mod, &s, err);
    if (rc == 0)
        *out = s->info;
    return rc;
}

int bcq_summary_get(const bcq_file *f, size_t m, size_t value_id,
                    bcq_summary *out, bcq_error *err)
{
    const bcq_module *mod;
    const bcq__summary *s;
    int rc = get(f, m, out, &mod, &s, err);
    if (rc)
        return rc;
    if (value_id >= mod->nglobals || !s->by_value ||
        s->by_value[value_id] == UINT32_MAX)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "value %zu of module %zu has no summary entry",
                         value_id, m);
    fill(s, s->by_value[value_id], out);
    return 0;
}

int bcq_summary_at(const bcq_file *f, size_t m, size_t i, bcq_summary *out,
                   bcq_error *err)
{
    const bcq_module *mod;
    const bcq__summary *s;
    int rc = get(f, m, out, &mod, &s, err);
    if (rc)
        return rc;
    if (i >= s->nents)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no summary entry %zu (module %zu has %zu)", i, m,
                         s->nents);
    fill(s, i, out);
    return 0;
}

int bcq_summary_guid(const bcq_file *f, size_t m, size_t value_id,
                     uint64_t *guid, bcq_error *err)
{
    const bcq_module *mod;
    const bcq__summary *s;
    int rc = get(f, m, guid, &mod, &s, err);
    if (rc)
        return rc;
    const guidslot *g = guid_find(s, value_id);
    if (!g)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "no VALUE_GUID names value id %zu of module %zu",
                         value_id, m);
    *guid = g->guid;
    return 0;
}
