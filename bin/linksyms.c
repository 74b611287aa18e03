/*
 * linksyms.c - one input's symbols as a linker sees them: LLVM's irsymtab
 * (the SYMTAB block, what lld's BitcodeFile reads through
 * lto::InputFile), else each module's records (bcq_global_symbol_flags and
 * bcq_global_symbol_name, what ModuleSymbolTable reports).  Local and
 * format-specific symbols ("llvm." names, private linkage) are not the
 * linker's and are left out, as irsymtab's users leave them out.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "link.h"

int lk_grow(void *pp, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return 0;
    size_t c = *cap ? *cap : 8;
    while (c < need)
        c *= 2;
    if (c > SIZE_MAX / size)
        return BCQ_E_NOMEM;
    void *v = realloc(*(void **)pp, c * size);
    if (!v)
        return BCQ_E_NOMEM;
    *(void **)pp = v;
    *cap = c;
    return 0;
}

const char *lk_arena_put(lk_chunk **arena, const char *p, size_t n)
{
    lk_chunk *c = *arena;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > 16384 ? n : 16384;
        c = malloc(sizeof *c + cap);
        if (!c)
            return NULL;
        c->next = *arena;
        c->used = 0;
        c->cap = cap;
        *arena = c;
    }
    char *q = c->data + c->used;
    memcpy(q, p, n);
    c->used += n;
    return q;
}

static int push(lk_syms *s, const lk_fsym *x)
{
    if (lk_grow(&s->v, &s->cap, s->n + 1, sizeof *s->v))
        return BCQ_E_NOMEM;
    s->v[s->n++] = *x;
    return 0;
}

static int from_symtab(const bcq_symtab *st, int defined_only, lk_syms *out,
                       bcq_error *err)
{
    if (st->ncomdats) {
        out->comdats = calloc(st->ncomdats, sizeof *out->comdats);
        if (!out->comdats)
            return BCQ_E_NOMEM;
        out->ncomdats = st->ncomdats;
        for (size_t i = 0; i < st->ncomdats; i++)
            bcq_symtab_comdat(st, i, &out->comdats[i], NULL);
    }
    bcq_symtab_iter it = {0};
    bcq_symtab_entry e[256];
    size_t n;
    int rc;
    while ((rc = bcq_symtab_read(st, &it, e, 256, &n, err)) == 0) {
        for (size_t i = 0; i < n; i++) {
            const bcq_symtab_entry *y = &e[i];
            if ((y->flags & BCQ_IRSYM_FORMAT_SPECIFIC) ||
                !(y->flags & BCQ_IRSYM_GLOBAL))
                continue;
            if (defined_only && (y->flags & BCQ_IRSYM_UNDEFINED))
                continue;
            lk_fsym x = {(const char *)y->name, y->name_len, 0, y->module,
                         y->comdat < 0 ? LK_NONE : (uint32_t)y->comdat,
                         y->value_id < LK_NONE ? (uint32_t)y->value_id
                                               : LK_NONE,
                         LK_NONE, y->common_size};
            if (y->flags & BCQ_IRSYM_UNDEFINED)
                x.flags |= LKS_UNDEF;
            if (y->flags & BCQ_IRSYM_WEAK)
                x.flags |= LKS_WEAK;
            if (y->flags & BCQ_IRSYM_COMMON)
                x.flags |= LKS_COMMON;
            if ((rc = push(out, &x)) != 0)
                return rc;
        }
    }
    return rc == BCQ_END ? 0 : rc;
}

static int from_modules(const bcq_file *f, int defined_only, lk_syms *out,
                        bcq_error *err)
{
    size_t nm;
    int rc = bcq_module_count(f, &nm, err);
    char buf[512];
    for (size_t m = 0; rc == 0 && m < nm; m++) {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, m, &mod, err)) != 0)
            break;
        /* comdats are numbered per file, as irsymtab numbers them */
        size_t base = out->ncomdats;
        if (mod->ncomdats) {
            bcq_span *c = realloc(out->comdats,
                                  (base + mod->ncomdats) * sizeof *c);
            if (!c)
                return BCQ_E_NOMEM;
            for (size_t i = 0; i < mod->ncomdats; i++)
                c[base + i] = mod->comdats[i].name;
            out->comdats = c;
            out->ncomdats = base + mod->ncomdats;
        }
        for (size_t i = 0; i < mod->nglobals; i++) {
            unsigned fl = bcq_global_symbol_flags(mod, i);
            if ((fl & BCQ_SYM_FORMAT_SPECIFIC) || !(fl & BCQ_SYM_GLOBAL))
                continue;
            if (defined_only && (fl & BCQ_SYM_UNDEFINED))
                continue;
            size_t len;
            const char *name;
            /* UNSUPPORTED: a 32-bit Windows @N suffix; the name is
             * written without it, as near as the records allow */
            if (bcq_global_symbol_name(mod, i, buf, sizeof buf, &len) ==
                BCQ_E_RANGE) {
                char *big = len < UINT32_MAX ? malloc(len + 1) : NULL;
                if (!big)
                    return len < UINT32_MAX ? BCQ_E_NOMEM : BCQ_E_IMPLAUSIBLE;
                bcq_global_symbol_name(mod, i, big, len + 1, &len);
                name = lk_arena_put(&out->arena, big, len);
                free(big);
            } else {
                name = lk_arena_put(&out->arena, buf, len);
            }
            if (!name)
                return BCQ_E_NOMEM;
            bcq_global g;
            bcq_module_global(mod, i, &g);
            lk_fsym x = {name, (uint32_t)len, 0, (uint32_t)m,
                         g.comdat == BCQ_NONE ? LK_NONE
                                              : (uint32_t)(base + g.comdat),
                         (uint32_t)i, LK_NONE, 0};
            if (fl & BCQ_SYM_UNDEFINED)
                x.flags |= LKS_UNDEF;
            if (fl & BCQ_SYM_WEAK)
                x.flags |= LKS_WEAK;
            if (fl & BCQ_SYM_COMMON)
                x.flags |= LKS_COMMON; /* size: the records do not say */
            if ((rc = push(out, &x)) != 0)
                return rc;
        }
    }
    return rc;
}

int lk_syms_read(const bcq_file *f, int defined_only, lk_syms *out,
                 bcq_error *err)
{
    memset(out, 0, sizeof *out);
    bcq_symtab st;
    int rc = bcq_symtab_get(f, &st, NULL);
    size_t nm;
    /* A table for another number of modules is stale: LLVM rebuilds it
     * from the IR, and so do we (from the records). */
    if (rc == 0 && bcq_module_count(f, &nm, NULL) == 0 &&
        nm == st.nmodules) {
        out->from_symtab = 1;
        rc = from_symtab(&st, defined_only, out, err);
        if (rc == 0)
            return 0;
        lk_syms_free(out);
        return rc;
    }
    rc = from_modules(f, defined_only, out, err);
    if (rc)
        lk_syms_free(out);
    return rc;
}

void lk_syms_free(lk_syms *s)
{
    free(s->v);
    free(s->comdats);
    for (lk_chunk *c = s->arena, *n; c; c = n) {
        n = c->next;
        free(c);
    }
    memset(s, 0, sizeof *s);
}
