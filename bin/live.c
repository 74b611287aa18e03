/*
 * live.c - what the roots of a link reach, as LLVM's GlobalDCE finds it
 * after Internalize has made every symbol but the roots local (the
 * llvm-link + opt -passes='internalize,globaldce' pipeline of
 * doc/linking.md 4), without building IR:
 * - a node is a global value that is a definition of this link: defined in
 *   its module (not a declaration, not available_externally), and for a
 *   symbol the prevailing definition that resolution chose; a definition
 *   in a comdat another input kept is none (lld dropped it, llvm-link
 *   would not link it);
 * - roots: the -e and -u symbols, and in every module llvm.used,
 *   llvm.compiler.used, llvm.global_ctors and llvm.global_dtors (appending
 *   variables Internalize never touches and GlobalDCE keeps);
 * - edges: bcq_refs_get() of each live value, from its module's summary
 *   where it has one (--from summary, the default) or its body; a
 *   reference to a symbol goes to the symbol's prevailing definition,
 *   wherever it is, and to nothing when the symbol stays undefined (then
 *   reported by --print-undefined); a local one stays in its module;
 * - GlobalDCE keeps a comdat whole: one live member makes every member
 *   of its module's comdat live;
 * - GlobalDCE first drops from llvm.global_ctors each constructor whose
 *   body is a bare "ret void" (optimizeGlobalCtorsList with
 *   isEmptyFunction): such a constructor is reached through nothing;
 * - Internalize walks functions, variables and aliases, not ifuncs: a
 *   defined ifunc keeps its linkage and, when that is not discardable
 *   (linkonce), is a root as GlobalDCE sees it; so is a dllexport value
 *   (Internalize preserves them);
 * - an alias belongs to its aliasee object's comdat (getComdat()).
 * The walk goes by levels: the references of a level are read on -j
 * threads (shared handles, refs published once by the library), then
 * marked in order by this thread, so that the result is the same for any
 * -j.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "link.h"

static int is_llvm_name(bcq_span n)
{
    return n.len >= 5 && !memcmp(n.ptr, "llvm.", 5);
}

/* The roots every module holds by name. */
static int is_root_name(bcq_span n)
{
    static const char *const names[] = {"llvm.used", "llvm.compiler.used",
                                        "llvm.global_ctors",
                                        "llvm.global_dtors"};
    for (size_t k = 0; k < 4; k++)
        if (n.len == strlen(names[k]) && !memcmp(n.ptr, names[k], n.len))
            return 1;
    return 0;
}

/* The name llvm.global_ctors? */
static int is_ctors(bcq_span n)
{
    return n.len == 17 && !memcmp(n.ptr, "llvm.global_ctors", 17);
}

/* LLVM's isEmptyFunction (GlobalDCE): the entry block's first instruction
 * that is not a debug intrinsic call is "ret void".  From the summary
 * when the module has one (one instruction, debug intrinsics not counted,
 * in a function that returns nothing: ret void), else from the body. */
static int is_empty_function(lk_link *lk, uint32_t mi, uint32_t v)
{
    lk_mod *md = &lk->mods[mi];
    const bcq_file *f = lk->in[md->input].f;
    bcq_summary sm;
    if (lk->from != LK_FROM_BODY && md->has_summary &&
        bcq_summary_get(f, md->m, v, &sm, NULL) == 0)
        return sm.kind == BCQ_SUMMARY_FUNCTION && sm.insts == 1 &&
               sm.ncalls == 0 && sm.nrefs == 0;
    bcq_function fn;
    bcq_insts *it;
    if (bcq_function_by_value(f, md->m, v, &fn, NULL) != 0 ||
        bcq_insts_open(f, &fn, &it, NULL) != 0)
        return 0;
    bcq_inst in;
    int empty = 0;
    while (bcq_insts_next(it, &in, NULL) == 0) {
        if (!in.is_instruction)
            continue;
        if (in.name && !strcmp(in.name, "INST_CALL") && in.callee != BCQ_NONE &&
            in.kinds[in.callee] == BCQ_OPND_VALUE &&
            in.vals[in.callee] < md->mod->nglobals) {
            bcq_global g;
            bcq_module_global(md->mod, (size_t)in.vals[in.callee], &g);
            if ((g.name.len > 9 && !memcmp(g.name.ptr, "llvm.dbg.", 9)) ||
                (g.name.len >= 16 && !memcmp(g.name.ptr, "llvm.pseudoprobe", 16)))
                continue;
        }
        empty = in.name && !strcmp(in.name, "INST_RET") && in.record.nops == 0;
        break;
    }
    bcq_insts_close(it);
    return empty;
}

/* The comdat of value v as GlobalValue::getComdat() answers: a global
 * object's own; an alias's is its aliasee object's (through alias chains
 * and constant expressions, as bcq_refs_get reads the aliasee).
 * BCQ_NONE when none. */
static size_t comdat_of(const lk_link *lk, const lk_mod *md, size_t v)
{
    const bcq_file *f = lk->in[md->input].f;
    for (int hops = 0; hops < 64; hops++) {
        bcq_global g;
        if (bcq_module_global(md->mod, v, &g) != 0)
            return BCQ_NONE;
        if (g.kind != BCQ_GV_ALIAS)
            return g.kind == BCQ_GV_IFUNC ? BCQ_NONE : g.comdat;
        const bcq_ref *r;
        size_t n;
        if (bcq_refs_get(f, md->m, v, BCQ_REFS_BODY, &r, &n, NULL) != 0 ||
            n == 0)
            return BCQ_NONE;
        v = r[0].value_id;
    }
    return BCQ_NONE;
}

/* Decode module i, find each value's symbol and whether it is a
 * definition of this link, and group its comdats. */
static int map_one(void *ctx, size_t i)
{
    lk_link *lk = ctx;
    lk_mod *md = &lk->mods[i];
    lk_input *in = &lk->in[md->input];
    int rc = bcq_module_get(in->f, md->m, &md->mod, &md->err);
    if (rc)
        return md->rc = rc;
    const bcq_module *mod = md->mod;
    size_t n = mod->nglobals, nc = mod->ncomdats;
    md->gsym = malloc((n ? n : 1) * sizeof *md->gsym);
    md->def = calloc(n ? n : 1, 1);
    md->live = calloc(n ? n : 1, 1);
    md->how = calloc(n ? n : 1, 1);
    md->cstart = calloc(nc + 1, sizeof *md->cstart);
    md->cmembers = malloc((n ? n : 1) * sizeof *md->cmembers);
    md->ckept = calloc(nc ? nc : 1, 1);
    md->cdone = calloc(nc ? nc : 1, 1);
    if (!md->gsym || !md->def || !md->live || !md->how || !md->cstart ||
        !md->cmembers ||
        !md->ckept || !md->cdone)
        return BCQ_E_NOMEM;
    for (size_t c = 0; c < nc; c++)
        md->ckept[c] = lk_comdat_owner(lk, mod->comdats[c].name) == md->input;
    md->has_summary = bcq_summary_info_get(in->f, md->m, &(bcq_summary_info){0},
                                           NULL) == 0;
    /* each value's comdat (an alias: its aliasee's), kept for mark() */
    md->gcomdat = malloc((n ? n : 1) * sizeof *md->gcomdat);
    if (!md->gcomdat)
        return BCQ_E_NOMEM;
    for (size_t v = 0; v < n; v++) {
        size_t c = comdat_of(lk, md, v);
        md->gcomdat[v] = c < nc ? (uint32_t)c : LK_NONE;
    }
    /* Each value's symbol, from the input's own symbols: each carries its
     * value id (the SYMTAB's, by position, or the record's) and the
     * symbol it resolved to, so no name is spelled or looked up again. */
    uint32_t *vsym = md->gsym;
    for (size_t v = 0; v < n; v++)
        vsym[v] = LK_NONE;
    for (size_t k = 0; k < in->syms.n; k++) {
        const lk_fsym *y = &in->syms.v[k];
        if (y->module == md->m && y->value < n)
            vsym[y->value] = y->sym;
    }
    for (size_t v = 0; v < n; v++) {
        bcq_global g;
        bcq_module_global(mod, v, &g);
        unsigned fl = bcq_global_symbol_flags(mod, v);
        int is_def = !g.is_declaration &&
                     g.linkage != BCQ_LINKAGE_AVAILABLE_EXTERNALLY;
        if (md->gcomdat[v] != LK_NONE && !md->ckept[md->gcomdat[v]])
            is_def = 0;
        if (!(fl & BCQ_SYM_GLOBAL) || (fl & BCQ_SYM_FORMAT_SPECIFIC) ||
            g.name.len == 0) {
            md->gsym[v] = LK_NONE;
            md->def[v] = (uint8_t)is_def;
            continue;
        }
        uint32_t si = md->gsym[v];
        if (si == LK_NONE) {
            /* none of the input's symbols stands for it (the SYMTAB
             * and the records list the same global values, so only a
             * table that disagrees with its module): reached from its
             * own module only */
            md->def[v] = (uint8_t)is_def;
            continue;
        }
        if (!is_def)
            continue;
        lk_sym *s = &lk->sym[si];
        if ((s->state == SYM_DEFINED || s->state == SYM_COMMON) &&
            s->file == md->input && s->module == md->m) {
            /* the prevailing definition: this thread alone writes it */
            s->def = (uint32_t)i;
            s->vid = (uint32_t)v;
            md->def[v] = 1;
        }
    }
    /* value ids grouped by comdat (a counting sort) */
    const uint32_t *gc = md->gcomdat;
    uint32_t *fill = calloc(nc ? nc : 1, sizeof *fill);
    if (!fill)
        return BCQ_E_NOMEM;
    for (size_t v = 0; v < n; v++)
        if (gc[v] != LK_NONE)
            md->cstart[gc[v] + 1]++;
    for (size_t c = 0; c < nc; c++)
        md->cstart[c + 1] += md->cstart[c];
    for (size_t v = 0; v < n; v++)
        if (gc[v] != LK_NONE)
            md->cmembers[md->cstart[gc[v]] + fill[gc[v]]++] = (uint32_t)v;
    free(fill);
    return 0;
}

int lk_map_modules(lk_link *lk)
{
    int rc = lk_parallel(lk->nmods, lk->jobs, map_one, lk);
    for (size_t i = 0; i < lk->nmods; i++)
        if (lk->mods[i].rc)
            return lk_fail(lk, lk->in[lk->mods[i].input].label,
                           lk->mods[i].rc, &lk->mods[i].err);
    return rc;
}

/* ------------------------------------------------------------ the walk */

typedef struct work {
    uint64_t *v;        /* mod << 32 | value id */
    size_t n, cap;
} work;

typedef struct level {
    lk_link *lk;
    const uint64_t *node;
    const bcq_ref **refs;
    size_t *nrefs;
    int *rc;
    bcq_error *err;
} level;

static int wpush(work *w, uint64_t x)
{
    if (lk_grow(&w->v, &w->cap, w->n + 1, sizeof *w->v))
        return BCQ_E_NOMEM;
    w->v[w->n++] = x;
    return 0;
}

/* How a value was reached (lk_mod.how): through llvm.global_ctors only,
 * or otherwise too. */
enum { VIA_CTORS = 1, VIA_OTHER = 2 };

static int mark(lk_link *lk, work *w, uint32_t mi, uint32_t v, int via)
{
    lk_mod *md = &lk->mods[mi];
    if (v >= md->mod->nglobals || !md->def[v])
        return 0;
    md->how[v] |= (uint8_t)via;
    if (md->live[v])
        return 0;
    md->live[v] = 1;
    int rc = wpush(w, (uint64_t)mi << 32 | v);
    uint32_t c = md->gcomdat[v];
    if (rc || c == LK_NONE || md->cdone[c])
        return rc;
    md->cdone[c] = 1;
    for (uint32_t k = md->cstart[c]; k < md->cstart[c + 1] && !rc; k++) {
        uint32_t u = md->cmembers[k];
        if (md->def[u])
            md->how[u] |= VIA_OTHER;
        if (md->def[u] && !md->live[u]) {
            md->live[u] = 1;
            rc = wpush(w, (uint64_t)mi << 32 | u);
        }
    }
    return rc;
}

/* A symbol as a root: its prevailing definition.  0 when it has none. */
static int mark_symbol(lk_link *lk, work *w, const char *name)
{
    uint32_t si = lk_find(lk, name, strlen(name));
    if (si == LK_NONE)
        return 0;
    lk_sym *s = &lk->sym[si];
    if ((s->state != SYM_DEFINED && s->state != SYM_COMMON) ||
        s->def == LK_NONE)
        return 0;
    return mark(lk, w, s->def, s->vid, VIA_OTHER) ? -1 : 1;
}

/* The references of value v of module md: from its module's summary
 * where it has one (unless --from body), else -- and for a value the
 * summary has no entry for (doc/format.md 14.7) -- from its definition. */
static int refs_of(const lk_link *lk, const lk_mod *md, size_t v,
                   const bcq_ref **r, size_t *n, bcq_error *err)
{
    const bcq_file *f = lk->in[md->input].f;
    int rc = BCQ_E_NOT_FOUND;
    if (lk->from != LK_FROM_BODY && md->has_summary)
        rc = bcq_refs_get(f, md->m, v, BCQ_REFS_SUMMARY, r, n, err);
    if (rc == BCQ_E_NOT_FOUND)
        rc = bcq_refs_get(f, md->m, v, BCQ_REFS_BODY, r, n, err);
    return rc;
}

static int read_refs(void *ctx, size_t k)
{
    level *l = ctx;
    uint32_t mi = (uint32_t)(l->node[k] >> 32), v = (uint32_t)l->node[k];
    l->rc[k] = refs_of(l->lk, &l->lk->mods[mi], v, &l->refs[k], &l->nrefs[k],
                       &l->err[k]);
    return 0;
}

/* Where a reference of module mi to its value v leads; from_ctors: the
 * reference is an entry of llvm.global_ctors. */
static int follow(lk_link *lk, work *w, uint32_t mi, size_t v, int from_ctors)
{
    lk_mod *md = &lk->mods[mi];
    if (v >= md->mod->nglobals)
        return 0; /* a summary's GUID-only value: no value of ours */
    int via = from_ctors ? VIA_CTORS : VIA_OTHER;
    if (md->gsym[v] == LK_NONE)
        return mark(lk, w, mi, (uint32_t)v, via);
    lk_sym *s = &lk->sym[md->gsym[v]];
    if (s->state == SYM_DEFINED || s->state == SYM_COMMON)
        return s->def == LK_NONE ? 0 : mark(lk, w, s->def, s->vid, via);
    if (!s->live_undef) {
        bcq_global g;
        bcq_module_global(md->mod, v, &g);
        s->live_undef = 1;
        s->undef_kind = (uint8_t)g.kind;
    }
    return 0;
}

/* GlobalDCE first takes out of llvm.global_ctors every constructor whose
 * body is a bare "ret void" (optimizeGlobalCtorsList, isEmptyFunction):
 * a function reached through that list alone, with no reference of its
 * own (so the walk took nothing else from it), that is empty, is dead.
 * Its refs are the ones the walk read (kept by the library); only such a
 * function is looked at again (from its body when its module has no
 * summary: a second decode of that one body). */
static int drop_empty_ctors(lk_link *lk)
{
    for (size_t i = 0; i < lk->nmods; i++) {
        lk_mod *md = &lk->mods[i];
        for (size_t v = 0; v < md->mod->nglobals; v++) {
            if (!md->live[v] || md->how[v] != VIA_CTORS)
                continue;
            bcq_global g;
            bcq_module_global(md->mod, v, &g);
            if (g.kind != BCQ_GV_FUNCTION)
                continue;
            const bcq_ref *r;
            size_t n = 1;
            int rc = refs_of(lk, md, v, &r, &n, NULL);
            if (rc == 0 && n == 0 && is_empty_function(lk, (uint32_t)i, (uint32_t)v))
                md->live[v] = 0;
        }
    }
    return 0;
}

int lk_reach(lk_link *lk)
{
    work cur = {0}, next = {0};
    int rc = 0;
    if (mark_symbol(lk, &cur, lk->entry) == 0)
        fprintf(stderr, "%s: link: warning: cannot find entry symbol %s\n",
                progname, lk->entry);
    for (size_t k = 0; k < lk->nundef; k++)
        if (mark_symbol(lk, &cur, lk->undef[k]) < 0)
            rc = BCQ_E_NOMEM;
    for (size_t i = 0; i < lk->nmods && !rc; i++) {
        const bcq_module *mod = lk->mods[i].mod;
        for (size_t v = 0; v < mod->nglobals && !rc; v++) {
            bcq_global g;
            bcq_module_global(mod, v, &g);
            int ifunc_root = g.kind == BCQ_GV_IFUNC &&
                             g.linkage != BCQ_LINKAGE_INTERNAL &&
                             g.linkage != BCQ_LINKAGE_PRIVATE &&
                             g.linkage != BCQ_LINKAGE_LINKONCE_ANY &&
                             g.linkage != BCQ_LINKAGE_LINKONCE_ODR;
            /* Internalize keeps dllexport values (shouldPreserveGV) */
            int exported = g.dll_storage == BCQ_DLL_EXPORT;
            if (is_root_name(g.name) || ifunc_root || exported)
                rc = mark(lk, &cur, (uint32_t)i, (uint32_t)v, VIA_OTHER);
        }
    }
    while (rc == 0 && cur.n) {
        level l = {lk, cur.v, calloc(cur.n, sizeof *l.refs),
                   calloc(cur.n, sizeof *l.nrefs), calloc(cur.n, sizeof *l.rc),
                   calloc(cur.n, sizeof *l.err)};
        if (!l.refs || !l.nrefs || !l.rc || !l.err)
            rc = BCQ_E_NOMEM;
        if (rc == 0)
            rc = lk_parallel(cur.n, lk->jobs, read_refs, &l);
        next.n = 0;
        for (size_t k = 0; k < cur.n && rc == 0; k++) {
            uint32_t mi = (uint32_t)(cur.v[k] >> 32);
            if (l.rc[k]) {
                rc = lk_fail(lk, lk->in[lk->mods[mi].input].label, l.rc[k],
                             &l.err[k]);
                break;
            }
            bcq_global src;
            bcq_module_global(lk->mods[mi].mod, (uint32_t)cur.v[k], &src);
            int ctors = is_ctors(src.name);
            for (size_t r = 0; r < l.nrefs[k] && rc == 0; r++)
                rc = follow(lk, &next, mi, l.refs[k][r].value_id, ctors);
        }
        free(l.refs);
        free(l.nrefs);
        free(l.rc);
        free(l.err);
        work t = cur;
        cur = next;
        next = t;
    }
    free(cur.v);
    free(next.v);
    return rc ? rc : drop_empty_ctors(lk);
}

/* For link.c: is this value one --print-live names (not "llvm." data)? */
int lk_printable(const bcq_global *g)
{
    return !is_llvm_name(g->name);
}
