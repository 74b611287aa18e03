/*
 * mangle.c - a global value as a linker sees it: its symbol flags (LLVM's
 * ModuleSymbolTable::getSymbolFlags) and its symbol name (LLVM's Mangler,
 * driven by the "m:" mangling mode of the module's data layout; LangRef
 * "Data Layout").
 */
#include "config.h"

#include <string.h>

#include "ir/ir.h"

static int is_local(unsigned l)
{
    return l == BCQ_LINKAGE_INTERNAL || l == BCQ_LINKAGE_PRIVATE;
}

static int starts_with(bcq_span s, const char *p)
{
    size_t n = strlen(p);
    return s.len >= n && memcmp(s.ptr, p, n) == 0;
}

static int span_is(bcq_span s, const char *p)
{
    return s.len == strlen(p) && memcmp(s.ptr, p, s.len) == 0;
}

/* What an alias finally names, followed through aliases of the module
 * (resolved once by bcq_module_get): its kind and calling convention, or 0
 * when it is a constant expression (needs CONSTANTS) or the chain loops. */
static int aliasee_object(const bcq_module *m, size_t i, unsigned *kind,
                          unsigned *cc)
{
    uint32_t o = bcq__gv_of(m, i)->object;
    if (o >= m->nglobals)
        return 0;
    *kind = bcq__gv_kind(m, o);
    *cc = bcq__gv_of(m, o)->calling_conv;
    return 1;
}

unsigned bcq_global_symbol_flags(const bcq_module *m, size_t i)
{
    bcq_global gb;
    if (!m || bcq_module_global(m, i, &gb))
        return 0;
    const bcq_global *g = &gb;
    unsigned f = 0;
    unsigned l = g->linkage;
    if (g->is_declaration || l == BCQ_LINKAGE_AVAILABLE_EXTERNALLY)
        f |= BCQ_SYM_UNDEFINED;
    else if (g->visibility == BCQ_VISIBILITY_HIDDEN && !is_local(l))
        f |= BCQ_SYM_HIDDEN;
    if (g->kind == BCQ_GV_VARIABLE && g->is_constant)
        f |= BCQ_SYM_CONST;
    unsigned ok, occ;
    if (aliasee_object(m, i, &ok, &occ) &&
        (ok == BCQ_GV_FUNCTION || ok == BCQ_GV_IFUNC))
        f |= BCQ_SYM_EXECUTABLE;
    if (g->kind == BCQ_GV_ALIAS)
        f |= BCQ_SYM_INDIRECT;
    if (l == BCQ_LINKAGE_PRIVATE)
        f |= BCQ_SYM_FORMAT_SPECIFIC;
    if (!is_local(l))
        f |= BCQ_SYM_GLOBAL;
    if (l == BCQ_LINKAGE_COMMON)
        f |= BCQ_SYM_COMMON;
    if (l == BCQ_LINKAGE_LINKONCE_ANY || l == BCQ_LINKAGE_LINKONCE_ODR ||
        l == BCQ_LINKAGE_WEAK_ANY || l == BCQ_LINKAGE_WEAK_ODR ||
        l == BCQ_LINKAGE_EXTERN_WEAK)
        f |= BCQ_SYM_WEAK;
    if (starts_with(g->name, "llvm."))
        f |= BCQ_SYM_FORMAT_SPECIFIC;
    else if (g->kind == BCQ_GV_VARIABLE && span_is(g->section, "llvm.metadata"))
        f |= BCQ_SYM_FORMAT_SPECIFIC;
    return f;
}

/* The mangling mode letter of a data layout ("m:e" -> 'e'), or 0. */
static char mangling_mode(bcq_span dl)
{
    size_t i = 0;
    while (i < dl.len) {
        size_t j = i;
        while (j < dl.len && dl.ptr[j] != '-')
            j++;
        if (j - i == 3 && dl.ptr[i] == 'm' && dl.ptr[i + 1] == ':')
            return (char)dl.ptr[i + 2];
        i = j + 1;
    }
    return 0;
}

/* A small output buffer that counts what does not fit. */
typedef struct out {
    char *buf;
    size_t cap, len;
} out;

static void put(out *o, const void *p, size_t n)
{
    if (o->len < o->cap) {
        size_t room = o->cap - o->len;
        memcpy(o->buf + o->len, p, n < room ? n : room);
    }
    o->len += n;
}

static void puts_(out *o, const char *s)
{
    put(o, s, strlen(s));
}

enum { CC_X86_STDCALL = 64, CC_X86_FASTCALL = 65, CC_X86_VECTORCALL = 80 };

int bcq_global_symbol_name(const bcq_module *m, size_t i, char *buf,
                           size_t cap, size_t *len)
{
    bcq_global gb;
    if (!m || !len || (cap && !buf) || bcq_module_global(m, i, &gb))
        return BCQ_E_INVAL;
    const bcq_global *g = &gb;
    out o = {buf, cap, 0};
    char mode = mangling_mode(m->datalayout);
    /* LLVM's DataLayout::getGlobalPrefix / getPrivateGlobalPrefix. */
    char prefix = (mode == 'o' || mode == 'x') ? '_' : 0;
    const char *priv = mode == 'e' || mode == 'w' ? ".L"
                       : mode == 'o' || mode == 'x' ? "L"
                       : mode == 'm'                ? "$"
                       : mode == 'l'                ? "@"
                       : mode == 'a'                ? "L.."
                                                    : "";
    int rc = 0;
    bcq_span name = g->name;
    /* ModuleSymbolTable::printSymbolName: the import thunk's name, before
     * anything the Mangler does */
    if (g->dll_storage == BCQ_DLL_IMPORT)
        puts_(&o, "__imp_");
    if (name.len && name.ptr[0] == 1) { /* "\1": use as is */
        put(&o, name.ptr + 1, name.len - 1);
    } else {
        /* Microsoft calling conventions decorate the function's name, and
         * an alias's name after the function it names. */
        unsigned ok, occ, cc = 0;
        if (aliasee_object(m, i, &ok, &occ) && ok == BCQ_GV_FUNCTION)
            cc = occ;
        int ms = ((mode == 'x' &&
                   (cc == CC_X86_STDCALL || cc == CC_X86_FASTCALL)) ||
                  cc == CC_X86_VECTORCALL) &&
                 !((mode == 'x' || mode == 'w') && name.len &&
                   name.ptr[0] == '?');
        if (ms && cc == CC_X86_FASTCALL)
            prefix = '@';
        else if (ms && cc == CC_X86_VECTORCALL)
            prefix = 0;
        if ((mode == 'x' || mode == 'w') && name.len && name.ptr[0] == '?')
            prefix = 0;
        if (g->linkage == BCQ_LINKAGE_PRIVATE)
            puts_(&o, priv);
        if (prefix)
            put(&o, &prefix, 1);
        if (name.len) {
            put(&o, name.ptr, name.len);
        } else {
            /* LLVM numbers unnamed globals in the order it mangles them:
             * ModuleSymbolTable's (functions, variables, aliases, ifuncs);
             * bcq counts within the module. */
            size_t k = bcq__gv_of(m, i)->unnamed_no;
            /* the private ones before it take no number (module.c) */
            const bcq__module *dm = (const bcq__module *)m;
            size_t lo = 0, hi = dm->npriv;
            while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (dm->priv_no[mid] < k)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            k -= lo;
            char tmp[48];
            size_t t = sizeof tmp;
            tmp[--t] = 0;
            do
                tmp[--t] = (char)('0' + k % 10);
            while ((k /= 10) && t > 0);
            puts_(&o, "__unnamed_");
            puts_(&o, tmp + t);
        }
        if (ms)
            rc = BCQ_E_UNSUPPORTED; /* the "@N" suffix needs parameter sizes */
    }
    *len = o.len;
    if (cap)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    if (o.len >= cap) /* reported first: the caller retries with room */
        rc = BCQ_E_RANGE;
    return rc;
}
