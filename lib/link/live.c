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
 * - roots: the -e and -u symbols, and in every module what the library's
 *   keep flags name (bcq_global_keep: the rules of Internalize and
 *   GlobalDCE, doc/linking.md 4): dllexport definitions, ifuncs, the
 *   names Internalize always preserves, the definitions of a comdat with
 *   a preserved member, and the lists llvm.used,
 *   llvm.compiler.used, llvm.global_ctors, llvm.global_dtors themselves
 *   are marked; what the lists name is followed as a reference of its
 *   module (a declaration there leads to the symbol's definition), the
 *   lists' own references are not read again;
 * - edges: bcq_refs_get() of each live value, from its module's summary
 *   where it has the value (--from summary, the default: BCQ_REFS_AUTO)
 *   or its body; a reference to a symbol goes to the symbol's prevailing
 *   definition, wherever it is, and to nothing when the symbol stays
 *   undefined (then reported by --print-undefined); a local one stays in
 *   its module;
 * - GlobalDCE keeps a comdat whole: one live member makes every member
 *   of its module's comdat (bcq_global_comdat: an alias's is its aliasee
 *   object's) live;
 * - GlobalDCE first drops from llvm.global_ctors each constructor whose
 *   body is a bare "ret void" (optimizeGlobalCtorsList with
 *   isEmptyFunction): the library flags one of its module
 *   (BCQ_KEEP_CTOR_EMPTY, no root); one whose definition is in another
 *   module is dropped after the walk (bcq_function_empty).
 * The walk goes by levels: the references of a level are read on -j
 * threads (shared handles, refs published once by the library), then
 * marked in order by this thread, so that the result is the same for any
 * -j.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "link.h"

/* Where the library reads references, function emptiness and the keep
 * flags of constructors: the summary where it has the value (--from
 * summary, doc/format.md 14.7 for what it leaves out), else the body. */
static bcq_ref_source source_of(const lk_link *lk)
{
    return lk->from == LK_FROM_BODY ? BCQ_REFS_BODY : BCQ_REFS_AUTO;
}

/* Decode module i, find each value's symbol and whether it is a
 * definition of this link, and group its comdats. */
static int map_one(void *ctx, size_t i)
{
    lk_link *lk = ctx;
    lk_mod *md = &lk->mods[i];
    lk_input *in = &lk->in[md->input];
    int rc = bcq_module_get(in->ld->f, md->m, &md->mod, &md->err);
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
    /* each value's comdat as GlobalDCE groups it (an alias: its aliasee
     * object's, bcq_global_comdat), kept for mark(); one the library
     * cannot find (a damaged aliasee) is none */
    md->gcomdat = malloc((n ? n : 1) * sizeof *md->gcomdat);
    if (!md->gcomdat)
        return BCQ_E_NOMEM;
    for (size_t v = 0; v < n; v++) {
        size_t c;
        if (bcq_global_comdat(in->ld->f, md->m, v, &c, NULL) != 0)
            c = BCQ_NONE;
        md->gcomdat[v] = c < nc ? (uint32_t)c : LK_NONE;
    }
    /* Each value's symbol, from the input's own symbols: each carries its
     * value id (the SYMTAB's, by position, or the record's) and the
     * symbol it resolved to, so no name is spelled or looked up again. */
    uint32_t *vsym = md->gsym;
    for (size_t v = 0; v < n; v++)
        vsym[v] = LK_NONE;
    for (size_t k = 0; k < in->ld->syms.n; k++) {
        const lk_fsym *y = &in->ld->syms.v[k];
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
 * or otherwise too; NO_WALK: one of the lists llvm.used... whose
 * references are not followed (BCQ_KEEP_LIST: what it names is a root
 * by its own flags). */
enum { VIA_CTORS = 1, VIA_OTHER = 2, NO_WALK = 4 };

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
 * where it has an entry for v (unless --from body), else from its
 * definition (BCQ_REFS_AUTO). */
static int refs_of(const lk_link *lk, const lk_mod *md, size_t v,
                   const bcq_ref **r, size_t *n, bcq_error *err)
{
    return bcq_refs_get(lk->in[md->input].ld->f, md->m, v, source_of(lk), r, n,
                        err);
}

static int read_refs(void *ctx, size_t k)
{
    level *l = ctx;
    uint32_t mi = (uint32_t)(l->node[k] >> 32), v = (uint32_t)l->node[k];
    if (l->lk->mods[mi].how[v] & NO_WALK) {
        l->nrefs[k] = 0;
        return 0;
    }
    l->rc[k] = refs_of(l->lk, &l->lk->mods[mi], v, &l->refs[k], &l->nrefs[k],
                       &l->err[k]);
    return 0;
}

/* Where a reference of module mi to its value v leads; from_ctors: the
 * reference is an entry of llvm.global_ctors (BCQ_KEEP_CTOR). */
static int follow(lk_link *lk, work *w, uint32_t mi, size_t v, int from_ctors)
{
    lk_mod *md = &lk->mods[mi];
    if (v >= md->mod->nglobals)
        return 0; /* a summary's GUID-only value: no value of ours */
    int via = from_ctors ? VIA_CTORS : VIA_OTHER;
    if (md->gsym[v] == LK_NONE)
        return mark(lk, w, mi, (uint32_t)v, via);
    lk_sym *s = &lk->sym[md->gsym[v]];
    /* a definition: of a module (marked), or native (def LK_NONE); a
     * shared object's: nothing to mark, and not undefined */
    if (s->state == SYM_DEFINED || s->state == SYM_COMMON)
        return s->def == LK_NONE ? 0 : mark(lk, w, s->def, s->vid, via);
    if (s->state == SYM_SHARED)
        return 0;
    if (!s->live_undef) {
        bcq_global g;
        bcq_module_global(md->mod, v, &g);
        s->live_undef = 1;
        s->undef_kind = (uint8_t)g.kind;
    }
    return 0;
}

/* GlobalDCE first takes out of llvm.global_ctors every constructor whose
 * body is a bare "ret void" (optimizeGlobalCtorsList, isEmptyFunction).
 * Within a module the library says so (BCQ_KEEP_CTOR_EMPTY, never a
 * root); across modules the entry may name a declaration whose
 * prevailing definition, in another module, is empty: a function reached
 * through llvm.global_ctors alone, with no reference of its own, is asked
 * again (bcq_function_empty: its summary, or the flag the body's decode
 * for its references kept) and dropped when empty. */
static int drop_empty_ctors(lk_link *lk)
{
    for (size_t i = 0; i < lk->nmods; i++) {
        lk_mod *md = &lk->mods[i];
        const bcq_file *f = lk->in[md->input].ld->f;
        for (size_t v = 0; v < md->mod->nglobals; v++) {
            if (!md->live[v] || md->how[v] != VIA_CTORS)
                continue;
            bcq_global g;
            bcq_module_global(md->mod, v, &g);
            if (g.kind != BCQ_GV_FUNCTION)
                continue;
            const bcq_ref *r;
            size_t n = 1;
            int empty = 0;
            int rc = refs_of(lk, md, v, &r, &n, NULL);
            if (rc == 0 && n == 0 &&
                bcq_function_empty(f, md->m, v, source_of(lk), &empty,
                                   NULL) == 0 &&
                empty)
                md->live[v] = 0;
        }
    }
    return 0;
}

/* The roots module i holds, by the library's keep flags
 * (bcq_global_keep): a definition kept for itself (dllexport, an ifunc,
 * a name Internalize preserves, one of the lists) is marked; what the
 * lists name is followed as a reference of its module, to the symbol's
 * prevailing definition -- through llvm.global_ctors as VIA_CTORS, so
 * that drop_empty_ctors looks at that definition. */
static int module_roots(lk_link *lk, work *w, uint32_t i)
{
    lk_mod *md = &lk->mods[i];
    const bcq_file *f = lk->in[md->input].ld->f;
    const unsigned self = BCQ_KEEP_DLLEXPORT | BCQ_KEEP_EXTERNALLY_INITIALIZED |
                          BCQ_KEEP_IFUNC | BCQ_KEEP_NAME | BCQ_KEEP_COMDAT |
                          BCQ_KEEP_LIST;
    const unsigned named = BCQ_KEEP_USED | BCQ_KEEP_COMPILER_USED |
                           BCQ_KEEP_DTOR;
    int rc = 0;
    for (size_t v = 0; v < md->mod->nglobals && !rc; v++) {
        unsigned fl;
        bcq_error err;
        if ((rc = bcq_global_keep(f, md->m, v, source_of(lk), &fl, &err)))
            return lk_fail(lk, lk->in[md->input].label, rc, &err);
        if (fl & BCQ_KEEP_LIST)
            md->how[v] |= NO_WALK;
        if (fl & self)
            rc = mark(lk, w, i, (uint32_t)v, VIA_OTHER);
        if (!rc && (fl & named))
            rc = follow(lk, w, i, v, 0);
        if (!rc && (fl & BCQ_KEEP_CTOR))
            rc = follow(lk, w, i, v, 1);
    }
    return rc;
}

int lk_reach(lk_link *lk)
{
    work cur = {0}, next = {0};
    int rc = 0;
    if (lk->entry[0] && mark_symbol(lk, &cur, lk->entry) == 0) {
        char msg[600];
        snprintf(msg, sizeof msg, "cannot find entry symbol %.512s",
                 lk->entry);
        lk_note(lk, BCQ_LINK_NOTE_WARNING, NULL, NULL, msg);
    }
    for (size_t k = 0; k < lk->nundef; k++)
        if (mark_symbol(lk, &cur, lk->undef[k]) < 0)
            rc = BCQ_E_NOMEM;
    /* what a native object or shared object names is kept from LTO
     * (VisibleToRegularObj, or exported: resolution.c), so a root */
    for (size_t k = 0; k < lk->nsym && !rc; k++) {
        const lk_sym *s = &lk->sym[k];
        if ((s->regular || lk_exported(s)) &&
            (s->state == SYM_DEFINED || s->state == SYM_COMMON) &&
            s->def != LK_NONE && mark(lk, &cur, s->def, s->vid, VIA_OTHER))
            rc = BCQ_E_NOMEM;
    }
    for (size_t i = 0; i < lk->nmods && !rc; i++)
        rc = module_roots(lk, &cur, (uint32_t)i);
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
            for (size_t r = 0; r < l.nrefs[k] && rc == 0; r++)
                rc = follow(lk, &next, mi, l.refs[k][r].value_id, 0);
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
