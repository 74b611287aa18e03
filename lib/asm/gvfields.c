/*
 * gvfields.c - the fields every kind of global value prints the same way
 * (AsmWriter.cpp's getLinkageNameWithSpace, PrintDSOLocation,
 * PrintVisibility, PrintDLLStorageClass, PrintThreadLocalModel,
 * getUnnamedAddrEncoding, maybePrintComdat), shared by the variable and
 * alias lines (global.c) and the function head (head.c).
 */
#include "config.h"

#include <string.h>

#include "asm/asm.h"

const char *bcq__gv_linkage_kw(unsigned l)
{
    switch (l) {
    case BCQ_LINKAGE_PRIVATE: return "private ";
    case BCQ_LINKAGE_INTERNAL: return "internal ";
    case BCQ_LINKAGE_AVAILABLE_EXTERNALLY: return "available_externally ";
    case BCQ_LINKAGE_LINKONCE_ANY: return "linkonce ";
    case BCQ_LINKAGE_LINKONCE_ODR: return "linkonce_odr ";
    case BCQ_LINKAGE_WEAK_ANY: return "weak ";
    case BCQ_LINKAGE_WEAK_ODR: return "weak_odr ";
    case BCQ_LINKAGE_COMMON: return "common ";
    case BCQ_LINKAGE_APPENDING: return "appending ";
    case BCQ_LINKAGE_EXTERN_WEAK: return "extern_weak ";
    default: return "";
    }
}

/* dso_local unless implied (GlobalValue::isImplicitDSOLocal: local
 * linkage, or a non-default visibility without extern_weak). */
void bcq__gv_put_common(bcq__text *t, const bcq_global *g)
{
    int local = g->linkage == BCQ_LINKAGE_INTERNAL ||
                g->linkage == BCQ_LINKAGE_PRIVATE;
    int implicit = local || (g->visibility != BCQ_VISIBILITY_DEFAULT &&
                             g->linkage != BCQ_LINKAGE_EXTERN_WEAK);
    if (g->dso_local && !implicit)
        bcq__puts(t, "dso_local ");
    if (g->visibility == BCQ_VISIBILITY_HIDDEN)
        bcq__puts(t, "hidden ");
    else if (g->visibility == BCQ_VISIBILITY_PROTECTED)
        bcq__puts(t, "protected ");
    if (g->dll_storage == BCQ_DLL_IMPORT)
        bcq__puts(t, "dllimport ");
    else if (g->dll_storage == BCQ_DLL_EXPORT)
        bcq__puts(t, "dllexport ");
}

void bcq__gv_put_tls(bcq__text *t, unsigned tls)
{
    static const char *const m[] = {
        "", "thread_local ", "thread_local(localdynamic) ",
        "thread_local(initialexec) ", "thread_local(localexec) "};
    if (tls < 5)
        bcq__puts(t, m[tls]);
}

const char *bcq__gv_unnamed_kw(unsigned u)
{
    return u == BCQ_UNNAMED_ADDR_GLOBAL  ? "unnamed_addr"
           : u == BCQ_UNNAMED_ADDR_LOCAL ? "local_unnamed_addr"
                                         : NULL;
}

/* maybePrintComdat: ", comdat" (sep ',') or " comdat" for functions, with
 * ($name) when the comdat's name is not the value's. */
void bcq__gv_put_comdat(struct bcq_asm *a, bcq__text *t, const bcq_global *g,
                       const char *sep)
{
    if (g->comdat == BCQ_NONE || g->comdat >= a->mod->ncomdats)
        return;
    bcq_span c = a->mod->comdats[g->comdat].name;
    bcq__puts(t, sep);
    bcq__puts(t, "comdat");
    if (c.len != g->name.len || (c.len && memcmp(c.ptr, g->name.ptr, c.len))) {
        bcq__putc(t, '(');
        bcq__put_ident(t, '$', c.ptr, c.len);
        bcq__putc(t, ')');
    }
}

void bcq__gv_unsupported(bcq__text *t, const bcq_global *g, const char *what)
{
    bcq__fail(t->err, BCQ_E_UNSUPPORTED, g->record_bit, "%s", what);
    bcq__text_fail(t, BCQ_E_UNSUPPORTED);
}

void bcq__gv_put_align(bcq__text *t, const bcq_global *g, const char *kw)
{
    if (!g->align_log2p1)
        return;
    /* parseAlignmentValue refuses an exponent past MaxAlignmentExponent
     * + 1 (32 + 1 since LLVM 16, less before): no llvm-dis prints it */
    if (g->align_log2p1 > 33) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, g->record_bit,
                  "an alignment of 2^%u, past LLVM's largest (2^32)",
                  (unsigned)g->align_log2p1 - 1);
        bcq__text_fail(t, BCQ_E_BAD_RECORD);
        return;
    }
    bcq__puts(t, kw);
    bcq__putu(t, (uint64_t)1 << (g->align_log2p1 - 1));
}

void bcq__gv_put_section(bcq__text *t, const char *kw, bcq_span s)
{
    bcq__puts(t, kw);
    bcq__putc(t, '"');
    bcq__put_escaped(t, s.ptr, s.len);
    bcq__putc(t, '"');
}
