/*
 * linksyms.c - one input's symbols as resolution needs them, from the
 * library's linker-symbol view (bcq_linksyms_get: LLVM's irsymtab, what
 * lld's BitcodeFile reads through lto::InputFile, else the module
 * records).  Local and format-specific symbols ("llvm." names, private
 * linkage) are not the linker's and are left out, as irsymtab's users
 * leave them out.
 */
#include "config.h"

#include <stdio.h>
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

static int push(lk_syms *s, const lk_fsym *x)
{
    if (lk_grow(&s->v, &s->cap, s->n + 1, sizeof *s->v))
        return BCQ_E_NOMEM;
    s->v[s->n++] = *x;
    return 0;
}

/* BCQ_VISIBILITY_* as ELF's STV_* (lld's mapVisibility) */
static const uint8_t stv_of[4] = {0, 2, 3, 0};

int lk_syms_read(const bcq_file *f, int defined_only, lk_syms *out,
                 bcq_error *err)
{
    memset(out, 0, sizeof *out);
    bcq_linksyms *ls;
    int rc = bcq_linksyms_get(f, BCQ_NONE, 0, &ls, err);
    if (rc)
        return rc;
    out->ls = ls;
    out->comdats = ls->comdats;
    out->ncomdats = ls->ncomdats;
    out->from_symtab = ls->from_symtab;
    for (size_t i = 0; i < ls->n; i++) {
        const bcq_symtab_symbol *y = &ls->v[i];
        if ((y->flags & BCQ_IRSYM_FORMAT_SPECIFIC) ||
            !(y->flags & BCQ_IRSYM_GLOBAL))
            continue;
        if (defined_only && (y->flags & BCQ_IRSYM_UNDEFINED))
            continue;
        if (y->name.len > UINT32_MAX) {
            lk_syms_free(out);
            return BCQ_E_IMPLAUSIBLE;
        }
        lk_fsym x = {(const char *)y->name.ptr, (uint32_t)y->name.len, 0,
                     (uint32_t)y->module,
                     y->comdat < 0 ? LK_NONE : (uint32_t)y->comdat,
                     y->value_id < LK_NONE ? (uint32_t)y->value_id : LK_NONE,
                     LK_NONE, y->common_size};
        if (y->flags & BCQ_IRSYM_UNDEFINED)
            x.flags |= LKS_UNDEF;
        if (y->flags & BCQ_IRSYM_WEAK)
            x.flags |= LKS_WEAK;
        if (y->flags & BCQ_IRSYM_COMMON)
            x.flags |= LKS_COMMON;
        if (y->flags & BCQ_IRSYM_MAY_OMIT)
            x.flags |= LKS_OMIT;
        x.flags |= (uint32_t)stv_of[y->flags & BCQ_IRSYM_VISIBILITY_MASK]
                   << LKS_VIS_SHIFT;
        if ((rc = push(out, &x)) != 0) {
            lk_syms_free(out);
            return rc;
        }
    }
    return 0;
}

void lk_syms_free(lk_syms *s)
{
    free(s->v);
    bcq_linksyms_free(s->ls);
    memset(s, 0, sizeof *s);
}

/* A native ELF object's or shared object's symbols as lld's ObjFile and
 * SharedFile read them (InputFiles.cpp): the global ones (binding not
 * local) of .symtab, or of .dynsym for a shared object, but the null
 * symbol; SHN_UNDEF an undefined reference, SHN_COMMON a common of
 * st_size bytes, any other index a definition (LKS_ABS: SHN_ABS).  A
 * shared object's symbol of a non-default (hidden) version is left out:
 * lld names it "name@VERSION", which no bitcode reference spells.  Names
 * are views into the input's bytes (bcq_native_symbol: "points into the
 * input", here the caller's data, not the handle), which must outlive out. */
int lk_native_syms_read(const void *data, size_t size, int defined_only,
                        int *shared, lk_syms *out, bcq_error *err)
{
    memset(out, 0, sizeof *out);
    bcq_native *nat;
    int rc = bcq_native_open_mem(data, size, NULL, &nat, err);
    if (rc)
        return rc;
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    rc = bcq_native_get_info(nat, &info);
    if (rc == 0 && info.type != BCQ_NATIVE_RELOCATABLE &&
        info.type != BCQ_NATIVE_SHARED) {
        rc = lk_error(err, BCQ_E_UNSUPPORTED,
                      "an ELF file that is neither an object nor a shared "
                      "object");
    }
    int dyn = info.type == BCQ_NATIVE_SHARED;
    unsigned table = dyn ? BCQ_NATIVE_DYNSYM : BCQ_NATIVE_SYMTAB;
    size_t n = rc ? 0 : bcq_native_symbol_count(nat, table);
    /* room for them all at once (at most the table's count, which the
     * input's size bounds): growing from 8 by realloc was a fifth of
     * reading an extracted member */
    if (n > 1 && lk_grow(&out->v, &out->cap, n - 1, sizeof *out->v))
        rc = BCQ_E_NOMEM;
    for (size_t i = 1; rc == 0 && i < n; i++) {
        bcq_native_symbol y;
        rc = bcq_native_symbol_at(nat, table, i, &y, err);
        if (rc)
            break;
        if (y.binding == BCQ_NSYM_LOCAL || (dyn && y.version_hidden))
            continue;
        int undef = y.where == BCQ_NSYM_UNDEF;
        if (defined_only && undef)
            continue;
        if (y.name.len > UINT32_MAX) {
            rc = BCQ_E_IMPLAUSIBLE;
            break;
        }
        lk_fsym x = {(const char *)y.name.ptr, (uint32_t)y.name.len, 0, 0,
                     LK_NONE, LK_NONE, LK_NONE, 0};
        if (undef)
            x.flags |= LKS_UNDEF;
        if (y.binding == BCQ_NSYM_WEAK)
            x.flags |= LKS_WEAK;
        if (y.where == BCQ_NSYM_IN_COMMON) {
            x.flags |= LKS_COMMON;
            x.size = y.size;
        }
        if (y.where == BCQ_NSYM_ABS)
            x.flags |= LKS_ABS;
        x.flags |= (uint32_t)(y.visibility & 3u) << LKS_VIS_SHIFT;
        rc = push(out, &x);
    }
    bcq_native_close(nat);
    if (rc)
        lk_syms_free(out);
    else if (shared)
        *shared = dyn;
    return rc;
}
