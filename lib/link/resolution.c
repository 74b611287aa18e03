/*
 * resolution.c - what lld tells LTO of each bitcode symbol: the
 * lto::SymbolResolution that lld's BitcodeCompiler::add fills for every
 * symbol of every bitcode file, in the order the files were parsed (the
 * order of ctx.bitcodeFiles: a file given on the command line, then at
 * once each member its parse extracts), and that ld.lld -save-temps writes
 * as OUT.resolution.txt (LTO.cpp, writeToResolutionFile).
 *
 * Per symbol of file F (its irsymtab order), with S the linker's symbol:
 *   prevailing           F defines it (the irsymtab says so) and S's file
 *                        is F;
 *   final definition     the output is an executable, or S's merged
 *                        visibility is not default (-shared), and S is
 *                        Defined (not common, lazy, undefined or a shared
 *                        object's) and not a native object's absolute
 *                        (SHN_ABS) symbol;
 *   visible to regular   S is used in a regular object (the entry symbol,
 *                        -u names, any symbol a native object names), or
 *                        is prevailing and goes into the dynamic symbol
 *                        table (includeInDynsym, lk_exported: a shared
 *                        object names it, or -shared / --export-dynamic
 *                        export it, its visibility is default or
 *                        protected and no version script makes it
 *                        local);
 *   linker-redefined     --wrap or --defsym (not modelled: never).
 * And the step that makes the order matter: once F's definition is
 * prevailing, lld replaces S by an Undefined without a file, so every
 * later file sees S undefined (no "l" there).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "link.h"

/* lld's name of input f for LTO (BitcodeFile's constructor): the path as
 * given; a member's is "ARCHIVE(NAME at OFFSET)", NAME the member name's
 * last path component, OFFSET its header's offset in the archive (so
 * that two members of one name stay two modules for ThinLTO). */
static char *lto_name(const lk_link *lk, const lk_input *in)
{
    if (in->archive == LK_NONE || in->state == LK_LOADED) {
        size_t n = strlen(in->label) + 1;
        char *s = malloc(n);
        return s ? memcpy(s, in->label, n) : NULL;
    }
    const lk_input *a = &lk->in[in->archive];
    bcq_member mb;
    if (lk_member(lk, in, &mb, NULL))
        return NULL;
    const char *nm = (const char *)mb.name.ptr;
    size_t len = mb.name.len;
    for (size_t i = len; i > 0; i--)
        if (nm[i - 1] == '/') {
            nm += i;
            len -= i;
            break;
        }
    size_t alen = strlen(a->label), cap = alen + len + 32;
    char *s = malloc(cap);
    if (s)
        snprintf(s, cap, "%s(%.*s at %llu)", a->label, (int)len, nm,
                 (unsigned long long)mb.header_off);
    return s;
}

int lk_exported(const lk_sym *s)
{
    return s->dynamic && (s->vis == 0 || s->vis == 3) && !s->vlocal;
}

int lk_resolution(lk_link *lk)
{
    /* per symbol: replaced by an Undefined (a prevailing one was seen) */
    uint8_t *gone = calloc(lk->nsym ? lk->nsym : 1, 1);
    if (!gone)
        return BCQ_E_NOMEM;
    size_t total = 0;
    /* lk->mods is in parse order: an input's first module marks it */
    for (size_t i = 0; i < lk->nmods; i++) {
        const lk_mod *md = &lk->mods[i];
        if (md->m != 0)
            continue;
        uint32_t f = md->input;
        lk_input *in = &lk->in[f];
        in->ld->res = in->ld->syms.n ? malloc(in->ld->syms.n) : NULL;
        in->ld->lto_name = lto_name(lk, in);
        if ((in->ld->syms.n && !in->ld->res) || !in->ld->lto_name) {
            free(gone);
            return BCQ_E_NOMEM;
        }
        in->ld->res_first = total;
        for (size_t k = 0; k < in->ld->syms.n; k++) {
            const lk_fsym *y = &in->ld->syms.v[k];
            uint8_t r = 0;
            if (y->sym != LK_NONE) {
                const lk_sym *s = &lk->sym[y->sym];
                int replaced = gone[y->sym];
                if (!(y->flags & LKS_UNDEF) && !replaced && s->file == f)
                    r |= BCQ_LINK_RES_PREVAILING;
                if (!replaced && s->state == SYM_DEFINED && !s->absolute &&
                    (!lk->shared || s->vis))
                    r |= BCQ_LINK_RES_FINAL;
                if (s->regular ||
                    ((r & BCQ_LINK_RES_PREVAILING) && lk_exported(s)))
                    r |= BCQ_LINK_RES_VISIBLE;
                if (r & BCQ_LINK_RES_PREVAILING)
                    gone[y->sym] = 1;
            }
            in->ld->res[k] = r;
        }
        total += in->ld->syms.n;
        if (lk_grow(&lk->order, &lk->caporder, lk->norder + 1,
                    sizeof *lk->order)) {
            free(gone);
            return BCQ_E_NOMEM;
        }
        lk->order[lk->norder++] = f;
    }
    lk->nres = total;
    free(gone);
    return 0;
}
