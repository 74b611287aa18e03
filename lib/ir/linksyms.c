/*
 * linksyms.c - one linker-symbol view of a file: its symbols as a linker
 * reads them, in one vocabulary (BCQ_IRSYM_* bits, bcq_symtab_symbol),
 * from the SYMTAB when it is usable and from the module records otherwise.
 *
 * The SYMTAB is LLVM's irsymtab, built from ModuleSymbolTable when the
 * module was written (irsymtab::build); lld reads it instead of the IR,
 * and LLVM rebuilds it from the IR when it is missing or written by
 * another release (irsymtab::readBitcode).  bcq takes it when the file
 * has one for the same number of modules and every entry of the modules
 * asked for reads clean; any damaged entry makes the records the source,
 * so that a damaged table never hides a symbol the records hold.
 *
 * From the records, each module gives ModuleSymbolTable's order (its
 * functions, variables, aliases, then ifuncs, each run in record order)
 * and Builder::addSymbol's flags: those of bcq_global_symbol_flags, plus
 * the visibility, thread-local, unnamed_addr, may-omit
 * (GlobalValue::canBeOmittedFromSymbolTable) and used (named by llvm.used
 * or llvm.compiler.used, collectUsedGlobalVariables) bits.  Where the
 * module's range of the table still lines up with its global values (same
 * count, same IR names in that order, read clean), the table is borrowed
 * for what the records cannot say: the exact name of a 32-bit Windows
 * decorated function ("@N" needs every parameter's size), whether an alias
 * through a constant expression is code, the uncommon data (common size
 * and alignment), and the symbols of module-level inline assembly, which
 * need an assembler.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/libcalls.h"

/* Which list of bcq__libcalls a module's producer used: LLVM 19's for
 * "LLVM19" and later, LLVM 14's for older ones and for a module without
 * an IDENTIFICATION block (the two lists installed to generate from; the
 * releases between change a few names each). */
static unsigned libcall_release(const bcq_module *mod)
{
    bcq_span p = mod->producer;
    unsigned major = 0;
    if (p.len < 5 || memcmp(p.ptr, "LLVM", 4) != 0)
        return 1;
    for (size_t i = 4; i < p.len && i < 8 && p.ptr[i] >= '0' && p.ptr[i] <= '9';
         i++)
        major = major * 10 + (unsigned)(p.ptr[i] - '0');
    return major >= 19 ? 2 : 1;
}

/* Is IR name n one of PreservedSymbols (bcq__libcalls, for release bit
 * rel)?  Binary search in strcmp order. */
static int preserved(bcq_span n, unsigned rel)
{
    size_t lo = 0, hi = sizeof bcq__libcalls / sizeof bcq__libcalls[0];
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *c = bcq__libcalls[mid].name;
        size_t cl = strlen(c), k = cl < n.len ? cl : n.len;
        int d = memcmp(c, n.ptr, k);
        if (d == 0)
            d = cl < n.len ? -1 : cl > n.len;
        if (d == 0)
            return (bcq__libcalls[mid].in & rel) != 0;
        if (d < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

typedef struct {
    bcq_linksyms pub;
    bcq_symtab_symbol *v;
    size_t cap;
    bcq_span *comdats;
    size_t ccap;
    bcq__arena names; /* mangled names made from records */
    /* scratch for one module */
    size_t *order;
    size_t ocap;
    bcq_symtab_symbol *exact;
    size_t ecap;
    /* the table's symbols and comdats go in the block of this view, when
     * their counts are known up front: one allocation per view */
    void *inl_v, *inl_c;
} lsyms;

static int push(lsyms *s, const bcq_symtab_symbol *y, bcq_error *err)
{
    int rc = bcq__grow_from((void **)&s->v, &s->cap, s->pub.n + 1,
                            sizeof *s->v, s->inl_v, err);
    if (rc)
        return rc;
    s->v[s->pub.n] = *y;
    s->v[s->pub.n].index = s->pub.n;
    s->pub.n++;
    return 0;
}

static int push_comdat(lsyms *s, bcq_span name, bcq_error *err)
{
    int rc = bcq__grow_from((void **)&s->comdats, &s->ccap,
                            s->pub.ncomdats + 1, sizeof *s->comdats,
                            s->inl_c, err);
    if (rc)
        return rc;
    s->comdats[s->pub.ncomdats++] = name;
    return 0;
}

/* The table as the source: modules [m0, m1) read clean, else 0 with
 * nothing kept (the caller then reads the records). */
static int from_symtab(lsyms *s, const bcq_file *f, const bcq_symtab *st,
                       size_t m0, size_t m1, int *used, bcq_error *err)
{
    *used = 0;
    for (size_t m = m0; m < m1; m++) {
        bcq_symtab_iter it;
        int rc;
        if (bcq_symtab_module_iter(st, m, &it) != 0)
            goto damaged;
        for (;;) {
            /* read in place: the block was sized for every symbol and the
             * read that finds the end */
            if (s->pub.n == s->cap &&
                (rc = bcq__grow_from((void **)&s->v, &s->cap, s->pub.n + 1,
                                     sizeof *s->v, s->inl_v, err)))
                return rc;
            bcq_symtab_symbol *y = &s->v[s->pub.n];
            if ((rc = bcq_symtab_next(st, &it, y, NULL)) != 0)
                break;
            /* past the module's last named symbol the position cannot
             * tell an unnamed value from an assembly symbol: the module
             * does (bcq_symtab_global) */
            if (y->value_id == BCQ_NONE &&
                (rc = bcq_symtab_global(f, st, y, &y->value_id, err))) {
                if (rc == BCQ_E_NOMEM || rc == BCQ_E_LIMIT)
                    return rc;
                bcq__error_clear(err);
                goto damaged;
            }
            y->index = s->pub.n++;
        }
        if (rc != BCQ_END)
            goto damaged;
    }
    /* comdat indices in the table are the file's: every one is listed */
    for (size_t i = 0; i < st->ncomdats; i++) {
        bcq_span name = {0};
        int rc;
        if (bcq_symtab_comdat(st, i, &name, NULL) != 0)
            goto damaged;
        if ((rc = push_comdat(s, name, err)))
            return rc;
    }
    *used = 1;
    return 0;
damaged:
    s->pub.n = 0;
    s->pub.ncomdats = 0;
    return 0;
}

/* BCQ_SYM_* (ModuleSymbolTable::getSymbolFlags) and the global value's own
 * fields -> BCQ_IRSYM_*, as irsymtab's Builder::addSymbol sets them. */
static uint32_t irsym_flags(unsigned fl, const bcq_global *g, unsigned keep,
                            unsigned rel)
{
    uint32_t x = g->visibility & BCQ_IRSYM_VISIBILITY_MASK;
    if (fl & BCQ_SYM_UNDEFINED)
        x |= BCQ_IRSYM_UNDEFINED;
    if (fl & BCQ_SYM_WEAK)
        x |= BCQ_IRSYM_WEAK;
    if (fl & BCQ_SYM_COMMON)
        x |= BCQ_IRSYM_COMMON;
    if (fl & BCQ_SYM_INDIRECT)
        x |= BCQ_IRSYM_INDIRECT;
    if (fl & BCQ_SYM_GLOBAL)
        x |= BCQ_IRSYM_GLOBAL;
    if (fl & BCQ_SYM_FORMAT_SPECIFIC)
        x |= BCQ_IRSYM_FORMAT_SPECIFIC;
    if (fl & BCQ_SYM_EXECUTABLE)
        x |= BCQ_IRSYM_EXECUTABLE;
    /* Builder::addSymbol: in llvm.used or llvm.compiler.used, or a name
     * among its PreservedSymbols -- the runtime library calls of the
     * release (a declared "sqrt" is used) and the stack protector's; that
     * list holds null entries too, which an empty name equals, so every
     * unnamed global value is used */
    if ((keep & (BCQ_KEEP_USED | BCQ_KEEP_COMPILER_USED)) || !g->name.len ||
        preserved(g->name, rel))
        x |= BCQ_IRSYM_USED;
    if (g->tls != BCQ_TLS_NONE)
        x |= BCQ_IRSYM_TLS;
    if (g->unnamed_addr == BCQ_UNNAMED_ADDR_GLOBAL)
        x |= BCQ_IRSYM_UNNAMED_ADDR;
    /* GlobalValue::canBeOmittedFromSymbolTable */
    if (g->linkage == BCQ_LINKAGE_LINKONCE_ODR &&
        (g->unnamed_addr == BCQ_UNNAMED_ADDR_GLOBAL ||
         ((g->kind != BCQ_GV_VARIABLE || g->is_constant) &&
          g->unnamed_addr == BCQ_UNNAMED_ADDR_LOCAL)))
        x |= BCQ_IRSYM_MAY_OMIT;
    return x;
}

/* Module mod's range of the table, when it lines up with its global values
 * in ModuleSymbolTable order (s->order): their entries in s->exact,
 * *asm_begin and *asm_end the range of its assembly symbols. */
static int lined_up(lsyms *s, const bcq_symtab *st, const bcq_module *mod,
                    size_t *asm_begin, size_t *asm_end, bcq_error *err)
{
    size_t first, end;
    if (!st || bcq_symtab_module(st, mod->index, &first, &end, NULL) != 0 ||
        end - first < mod->nglobals)
        return 0;
    if (bcq__grow((void **)&s->exact, &s->ecap, mod->nglobals + 1,
                  sizeof *s->exact, err))
        return -1;
    bcq_symtab_iter it;
    if (bcq_symtab_module_iter(st, mod->index, &it) != 0)
        return 0;
    for (size_t k = 0; k < mod->nglobals; k++) {
        bcq_symtab_symbol *y = &s->exact[s->order[k]];
        if (bcq_symtab_next(st, &it, y, NULL) != 0)
            return 0;
        bcq_global g;
        bcq_module_global(mod, s->order[k], &g);
        if (y->ir_name.len != g.name.len ||
            (g.name.len && memcmp(y->ir_name.ptr, g.name.ptr, g.name.len)))
            return 0;
    }
    *asm_begin = first + mod->nglobals;
    *asm_end = end;
    return 1;
}

/* The symbol name of value vi of mod from its records, into the arena;
 * the table's when the records cannot finish it (exact, or counted). */
static int record_name(lsyms *s, const bcq_module *mod, size_t vi,
                       const bcq_symtab_symbol *exact, bcq_span *out,
                       bcq_error *err)
{
    char small[256];
    size_t len;
    int rc = bcq_global_symbol_name(mod, vi, small, sizeof small, &len);
    char *p;
    if (rc == BCQ_E_UNSUPPORTED && exact) {
        *out = exact->name; /* a view of the STRTAB, as the table's */
        return 0;
    }
    if (rc == BCQ_E_UNSUPPORTED)
        s->pub.unsuffixed++;
    if (len >= SIZE_MAX / 2)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, 0,
                         "a symbol name of %zu bytes", len);
    if (!(p = bcq__arena_alloc(&s->names, len + 1, err)))
        return s->names.status;
    if (len < sizeof small)
        memcpy(p, small, len + 1);
    else
        bcq_global_symbol_name(mod, vi, p, len + 1, &len);
    *out = (bcq_span){(const uint8_t *)p, len};
    return 0;
}

static int from_module(lsyms *s, const bcq_file *f, const bcq_symtab *st,
                       const bcq_module *mod, bcq_error *err)
{
    static const bcq_gv_kind kinds[] = {BCQ_GV_FUNCTION, BCQ_GV_VARIABLE,
                                        BCQ_GV_ALIAS, BCQ_GV_IFUNC};
    int rc;
    size_t base = s->pub.ncomdats; /* comdats are numbered per file */
    for (size_t i = 0; i < mod->ncomdats; i++)
        if ((rc = push_comdat(s, mod->comdats[i].name, err)))
            return rc;
    if ((rc = bcq__grow((void **)&s->order, &s->ocap, mod->nglobals + 1,
                        sizeof *s->order, err)))
        return rc;
    size_t k = 0;
    for (size_t q = 0; q < 4; q++)
        for (size_t i = 0; i < mod->nglobals; i++) {
            bcq_global g;
            bcq_module_global(mod, i, &g);
            if (g.kind == kinds[q])
                s->order[k++] = i;
        }
    unsigned rel = libcall_release(mod);
    size_t abeg = 0, aend = 0;
    int lu = lined_up(s, st, mod, &abeg, &aend, err);
    if (lu < 0)
        return BCQ_E_NOMEM;
    for (k = 0; k < mod->nglobals; k++) {
        size_t vi = s->order[k];
        const bcq_symtab_symbol *ex = lu ? &s->exact[vi] : NULL;
        bcq_global g;
        bcq_module_global(mod, vi, &g);
        unsigned keep = 0;
        if ((rc = bcq__global_keep_lists(f, mod->index, vi, &keep, err)))
            return rc;
        bcq_symtab_symbol y = {0};
        y.module = mod->index;
        y.value_id = vi;
        y.ir_name = g.name;
        /* GlobalValue::getComdat: an alias's is its object's */
        size_t cd = g.comdat;
        if (g.kind == BCQ_GV_ALIAS &&
            (rc = bcq_global_comdat(f, mod->index, vi, &cd, err)))
            return rc;
        y.comdat = cd == BCQ_NONE || cd >= mod->ncomdats
                       ? -1
                       : (int32_t)(base + cd);
        y.flags = irsym_flags(bcq_global_symbol_flags(mod, vi), &g, keep,
                              rel);
        if ((rc = record_name(s, mod, vi, ex, &y.name, err)))
            return rc;
        if (ex) {
            /* an alias through a constant expression names its object in
             * the module's constants: the table, built by LLVM, knows
             * whether it is code */
            if (g.kind == BCQ_GV_ALIAS)
                y.flags = (y.flags & ~(uint32_t)BCQ_IRSYM_EXECUTABLE) |
                          (ex->flags & BCQ_IRSYM_EXECUTABLE);
            if (ex->flags & BCQ_IRSYM_HAS_UNCOMMON) {
                y.flags |= BCQ_IRSYM_HAS_UNCOMMON;
                y.common_size = ex->common_size;
                y.common_align = ex->common_align;
                y.coff_weak_fallback = ex->coff_weak_fallback;
                y.section = ex->section;
            }
        }
        if ((rc = push(s, &y, err)))
            return rc;
    }
    if (!mod->inline_asm.len)
        return 0;
    if (!lu) {
        s->pub.asm_unlisted++;
        return 0;
    }
    bcq_symtab_iter it;
    bcq_symtab_module_iter(st, mod->index, &it);
    bcq_symtab_symbol y;
    for (k = 0; k < mod->nglobals; k++)
        bcq_symtab_next(st, &it, &y, NULL); /* read clean in lined_up */
    while (it.next < aend) {
        int src = bcq_symtab_next(st, &it, &y, NULL);
        if (src == BCQ_E_BAD_RECORD) { /* the others are still listed */
            s->pub.damaged++;
            continue;
        }
        if (src)
            break;
        y.comdat = -1; /* the table's numbering is not this view's */
        if ((rc = push(s, &y, err)))
            return rc;
    }
    (void)abeg;
    return 0;
}

void bcq_linksyms_free(bcq_linksyms *ls)
{
    lsyms *s = (lsyms *)ls;
    if (!s)
        return;
    if (s->v != s->inl_v)
        free(s->v);
    if (s->comdats != s->inl_c)
        free(s->comdats);
    free(s->order);
    free(s->exact);
    bcq__arena_free(&s->names);
    free(s);
}

int bcq_linksyms_get(const bcq_file *f, size_t module, unsigned how,
                     bcq_linksyms **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (!f || !out || (how & ~(unsigned)BCQ_LINKSYMS_RECORDS))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    size_t nm;
    int rc = bcq_module_count(f, &nm, err);
    if (rc)
        return rc;
    size_t m0 = 0, m1 = nm;
    if (module != BCQ_NONE) {
        if (module >= nm)
            return bcq__fail(err, BCQ_E_RANGE, 0,
                             "no module %zu (the file has %zu)", module, nm);
        m0 = module;
        m1 = module + 1;
    }
    bcq_symtab st;
    /* A table for another number of modules is stale: LLVM rebuilds it
     * from the IR (irsymtab::readBitcode), and so does this view. */
    const bcq_symtab *stp = bcq_symtab_get(f, &st, NULL) == 0 &&
                                    st.nmodules == nm
                                ? &st
                                : NULL;
    /* From the table, the counts are known: one block for everything
     * (bcq_symtab_get checked them against the blob). */
    size_t nsym = 0, ncd = 0;
    if (stp && !(how & BCQ_LINKSYMS_RECORDS)) {
        for (size_t m = m0; m < m1; m++) {
            size_t b, e;
            if (bcq_symtab_module(stp, m, &b, &e, NULL) == 0)
                nsym += e - b;
        }
        nsym++; /* the slot the end of the table is read into */
        ncd = stp->ncomdats;
    }
    if (nsym > (SIZE_MAX / 4) / sizeof(bcq_symtab_symbol) ||
        ncd > (SIZE_MAX / 2) / sizeof(bcq_span))
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, 0, "a table of %zu symbols",
                         nsym);
    size_t vbytes = nsym * sizeof(bcq_symtab_symbol);
    size_t head = (sizeof(lsyms) + _Alignof(bcq_symtab_symbol) - 1) /
                  _Alignof(bcq_symtab_symbol) * _Alignof(bcq_symtab_symbol);
    lsyms *s = malloc(head + vbytes + ncd * sizeof(bcq_span));
    if (!s)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    memset(s, 0, sizeof *s);
    if (nsym) {
        s->v = s->inl_v = (char *)s + head;
        s->cap = nsym;
    }
    if (ncd) {
        s->comdats = s->inl_c = (char *)s + head + vbytes;
        s->ccap = ncd;
    }
    int used = 0;
    if (stp && !(how & BCQ_LINKSYMS_RECORDS))
        rc = from_symtab(s, f, stp, m0, m1, &used, err);
    s->pub.from_symtab = used;
    for (size_t m = m0; rc == 0 && !used && m < m1; m++) {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, m, &mod, err)) == 0)
            rc = from_module(s, f, stp, mod, err);
    }
    if (rc) {
        bcq_linksyms_free(&s->pub);
        return rc;
    }
    s->pub.v = s->v;
    s->pub.comdats = s->comdats;
    *out = &s->pub;
    return 0;
}
