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
 *   of its module's comdat live.
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
    md->cstart = calloc(nc + 1, sizeof *md->cstart);
    md->cmembers = malloc((n ? n : 1) * sizeof *md->cmembers);
    md->ckept = calloc(nc ? nc : 1, 1);
    md->cdone = calloc(nc ? nc : 1, 1);
    if (!md->gsym || !md->def || !md->live || !md->cstart || !md->cmembers ||
        !md->ckept || !md->cdone)
        return BCQ_E_NOMEM;
    for (size_t c = 0; c < nc; c++)
        md->ckept[c] = lk_comdat_owner(lk, mod->comdats[c].name) == md->input;
    md->has_summary = bcq_summary_info_get(in->f, md->m, &(bcq_summary_info){0},
                                           NULL) == 0;
    char buf[512];
    for (size_t v = 0; v < n; v++) {
        bcq_global g;
        bcq_module_global(mod, v, &g);
        unsigned fl = bcq_global_symbol_flags(mod, v);
        int is_def = !g.is_declaration &&
                     g.linkage != BCQ_LINKAGE_AVAILABLE_EXTERNALLY;
        if (g.comdat != BCQ_NONE && g.comdat < nc && !md->ckept[g.comdat])
            is_def = 0;
        md->gsym[v] = LK_NONE;
        if (!(fl & BCQ_SYM_GLOBAL) || (fl & BCQ_SYM_FORMAT_SPECIFIC) ||
            g.name.len == 0) {
            md->def[v] = (uint8_t)is_def;
            continue;
        }
        size_t len;
        if (bcq_global_symbol_name(mod, v, buf, sizeof buf, &len) ==
            BCQ_E_RANGE)
            continue; /* a name past 511 bytes: no symbol of ours */
        uint32_t si = lk_find(lk, buf, len);
        md->gsym[v] = si;
        if (si == LK_NONE || !is_def)
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
    for (size_t v = 0; v < n; v++) {
        bcq_global g;
        bcq_module_global(mod, v, &g);
        if (g.comdat != BCQ_NONE && g.comdat < nc)
            md->cstart[g.comdat + 1]++;
    }
    for (size_t c = 0; c < nc; c++)
        md->cstart[c + 1] += md->cstart[c];
    uint32_t *fill = calloc(nc ? nc : 1, sizeof *fill);
    if (!fill)
        return BCQ_E_NOMEM;
    for (size_t v = 0; v < n; v++) {
        bcq_global g;
        bcq_module_global(mod, v, &g);
        if (g.comdat != BCQ_NONE && g.comdat < nc)
            md->cmembers[md->cstart[g.comdat] + fill[g.comdat]++] =
                (uint32_t)v;
    }
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

static int mark(lk_link *lk, work *w, uint32_t mi, uint32_t v)
{
    lk_mod *md = &lk->mods[mi];
    if (v >= md->mod->nglobals || !md->def[v] || md->live[v])
        return 0;
    md->live[v] = 1;
    int rc = wpush(w, (uint64_t)mi << 32 | v);
    bcq_global g;
    bcq_module_global(md->mod, v, &g);
    size_t c = g.comdat;
    if (rc || c == BCQ_NONE || c >= md->mod->ncomdats || md->cdone[c])
        return rc;
    md->cdone[c] = 1;
    for (uint32_t k = md->cstart[c]; k < md->cstart[c + 1] && !rc; k++) {
        uint32_t u = md->cmembers[k];
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
    return mark(lk, w, s->def, s->vid) ? -1 : 1;
}

static int read_refs(void *ctx, size_t k)
{
    level *l = ctx;
    lk_link *lk = l->lk;
    uint32_t mi = (uint32_t)(l->node[k] >> 32), v = (uint32_t)l->node[k];
    lk_mod *md = &lk->mods[mi];
    const bcq_file *f = lk->in[md->input].f;
    int rc = BCQ_E_NOT_FOUND;
    if (lk->from != LK_FROM_BODY && md->has_summary)
        rc = bcq_refs_get(f, md->m, v, BCQ_REFS_SUMMARY, &l->refs[k],
                          &l->nrefs[k], &l->err[k]);
    /* a value the summary has no entry for (doc/format.md 14.7): its
     * definition */
    if (rc == BCQ_E_NOT_FOUND)
        rc = bcq_refs_get(f, md->m, v, BCQ_REFS_BODY, &l->refs[k],
                          &l->nrefs[k], &l->err[k]);
    l->rc[k] = rc;
    return 0;
}

/* Where a reference of module mi to its value v leads. */
static int follow(lk_link *lk, work *w, uint32_t mi, size_t v)
{
    lk_mod *md = &lk->mods[mi];
    if (v >= md->mod->nglobals)
        return 0; /* a summary's GUID-only value: no value of ours */
    if (md->gsym[v] == LK_NONE)
        return mark(lk, w, mi, (uint32_t)v);
    lk_sym *s = &lk->sym[md->gsym[v]];
    if (s->state == SYM_DEFINED || s->state == SYM_COMMON)
        return s->def == LK_NONE ? 0 : mark(lk, w, s->def, s->vid);
    if (!s->live_undef) {
        bcq_global g;
        bcq_module_global(md->mod, v, &g);
        s->live_undef = 1;
        s->undef_kind = (uint8_t)g.kind;
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
            if (is_root_name(g.name))
                rc = mark(lk, &cur, (uint32_t)i, (uint32_t)v);
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
            for (size_t r = 0; r < l.nrefs[k] && rc == 0; r++)
                rc = follow(lk, &next, mi, l.refs[k][r].value_id);
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
    return rc;
}

/* For link.c: is this value one --print-live names (not "llvm." data)? */
int lk_printable(const bcq_global *g)
{
    return !is_llvm_name(g->name);
}
