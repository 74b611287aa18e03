/*
 * head.c - a function's head as llvm-dis prints it (the start of
 * AsmWriter.cpp's printFunction): the "; Function Attrs:" comment, then
 * "define" or "declare", linkage and the rest, return attributes and
 * type, name, parameters with their attributes (and, for a definition,
 * names), unnamed_addr, address space, attribute group, section,
 * partition, comdat, alignment, gc, prefix, prologue and personality.
 * Record fields: MODULE_CODE_FUNCTION as parseFunctionRecord reads it.
 */
#include "config.h"

#include <string.h>

#include "asm/asm.h"
#include "asm/intrin.h"

/* The table's text for the return (k 0) or parameter k of an intrinsic
 * whose type there is ty: LLVM drops what does not fit a type
 * (AttributeFuncs::typeIncompatible), and the table holds the text on a
 * pointer and on an integer; void takes none, another type both when they
 * agree (what fits both, noundef or immarg, fits it too).  NULL when they
 * do not. */
static const char *intrin_attrs(struct bcq_asm *a, const bcq__intrin *in,
                                uint32_t k, uint64_t ty)
{
    const bcq__atype *at = bcq__atype_at(a, ty);
    unsigned code = at ? at->code : 0;
    if (code == BCQ__TYPE_CODE_POINTER ||
        code == BCQ__TYPE_CODE_OPAQUE_POINTER)
        return bcq__intrin_attrs(in, k, 1);
    if (code == BCQ__TYPE_CODE_INTEGER)
        return bcq__intrin_attrs(in, k, 0);
    if (code == BCQ__TYPE_CODE_VOID)
        return ""; /* no attribute fits a void return */
    const char *p = bcq__intrin_attrs(in, k, 1);
    return strcmp(p, bcq__intrin_attrs(in, k, 0)) ? NULL : p;
}

/* Function type fty as LLVM prints one ("RET (P, ...)") into s (a text
 * the caller frees). */
static void sig_text(struct bcq_asm *a, const bcq__atype *fty, bcq__text *s)
{
    bcq__put_type(a, s, fty->count);
    bcq__puts(s, " (");
    for (uint32_t k = 0; k < fty->n; k++) {
        if (k)
            bcq__puts(s, ", ");
        bcq__put_type(a, s, a->types.elems[fty->first + k]);
    }
    if (fty->flag)
        bcq__puts(s, fty->n ? ", ..." : "...");
    bcq__putc(s, ')');
}

/* 1 when function type fty prints as sig. */
static int sig_matches(struct bcq_asm *a, const bcq__atype *fty,
                       const char *sig)
{
    size_t n = strlen(sig);
    bcq__text s;
    bcq__text_init(&s, n + 1, NULL);
    sig_text(a, fty, &s);
    int ok = !s.rc && s.buf.len == n && !memcmp(s.buf.ptr, sig, n);
    bcq__text_free(&s);
    return ok;
}

/* The function type of global value g, or NULL. */
static const bcq__atype *fn_type(struct bcq_asm *a, const bcq_global *g)
{
    const bcq__atype *fty = bcq__atype_at(a, g->type_id);
    if (fty && fty->code == BCQ__TYPE_CODE_POINTER)
        fty = bcq__atype_at(a, fty->count);
    if (!fty || (fty->code != BCQ__TYPE_CODE_FUNCTION &&
                 fty->code != BCQ__TYPE_CODE_FUNCTION_OLD))
        return NULL;
    return fty;
}

/* LLVM 22: an overloaded intrinsic's name the table lacks, by analogy
 * with a sibling it holds (intrin22.c): 1 and *out, or 0. */
static int intrin_analog(struct bcq_asm *a, const bcq_global *g,
                         bcq__intrin *out)
{
    const bcq__atype *fty = fn_type(a, g);
    if (!fty)
        return 0;
    bcq__text s;
    bcq__text_init(&s, 256, NULL);
    sig_text(a, fty, &s);
    bcq__putc(&s, '\0');
    int ok = !s.rc && bcq__intrin_analog22((const char *)g->name.ptr,
                                           g->name.len, s.buf.ptr, out);
    bcq__text_free(&s);
    return ok;
}

/* The attributes of the return (k 0) or parameter k, between before and
 * after: with an intrinsic the table's, else the file's group g; nothing
 * when there are none.  0, or -1 when the table cannot tell for type ty. */
static int put_attrs_or(struct bcq_asm *a, bcq__text *t, const bcq__intrin *in,
                        const bcq__agroup *g, uint32_t k, uint64_t ty,
                        const char *before, const char *after)
{
    if (in) {
        const char *s = intrin_attrs(a, in, k, ty);
        if (!s)
            return -1;
        if (*s) {
            bcq__puts(t, before);
            bcq__puts(t, s);
            bcq__puts(t, after);
        }
        return 0;
    }
    if (g)
        bcq__put_attrs_between(a, t, g, before, after);
    return 0;
}

void bcq__put_function_head(struct bcq_asm *a, bcq__text *t, size_t id,
                            int define,
                            void (*argname)(void *arg, bcq__text *t,
                                            size_t k),
                            void *arg)
{
    bcq_global g;
    const uint64_t *o;
    size_t n;
    if (bcq__asm_global(a, id, &g, NULL) ||
        bcq__asm_grec(a, id, &o, &n) || n < 5) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, 0, "function %zu: no record",
                  id);
        bcq__text_fail(t, BCQ_E_BAD_RECORD);
        return;
    }
    uint64_t list = o[4];
    const bcq__agroup *fn = bcq__attrs_group(a, list, 0xFFFFFFFFu);
    if (list && list > a->attrs.nlists) {
        bcq__gv_unsupported(t, &g, "a function's attribute list past the table");
        return;
    }
    /* An intrinsic: llvm-dis prints LLVM's table of its attributes, which
     * the reader puts in place of the file's (UpgradeIntrinsicFunction),
     * as the release that wrote the file has it (intrin.c). */
    bcq__intrin intr, *in = NULL;
    if (g.name.len > 5 && !memcmp(g.name.ptr, "llvm.", 5)) {
        unsigned rel = bcq__intrin_release(a->mod->producer.ptr,
                                           a->mod->producer.len);
        if (!rel) {
            bcq__gv_unsupported(t, &g, "the attributes of an intrinsic in a "
                                "file of an LLVM release other than 14, 19 "
                                "and 22 (llvm-dis prints LLVM's table of "
                                "them, not the file's)");
            return;
        }
        if (!bcq__intrin_find(rel, (const char *)g.name.ptr, g.name.len,
                              &intr) &&
            !(rel == 22 && intrin_analog(a, &g, &intr))) {
            bcq__gv_unsupported(t, &g, "an llvm. function that is not in "
                                "bcq's table of intrinsics (another "
                                "target's, or none)");
            return;
        }
        in = &intr;
        /* its "#G" stays the file's group: without one there is no
         * number to print */
        if (*in->fn && !fn) {
            bcq__gv_unsupported(t, &g, "an intrinsic without attributes "
                                "in the file");
            return;
        }
    }
    if (in && *in->fn) {
        bcq__puts(t, "; Function Attrs: ");
        bcq__puts(t, in->fn);
        bcq__putc(t, '\n');
    } else if (fn && !in) {
        /* "; Function Attrs:" only when a non-string attribute is there */
        size_t mark = t->buf.len;
        bcq__puts(t, "; Function Attrs: ");
        size_t start = t->buf.len;
        bcq__put_attrs_comment(a, t, fn);
        if (!t->rc && t->buf.len == start) {
            t->buf.len = mark; /* nothing but string attributes */
            if (t->buf.ptr)
                t->buf.ptr[mark] = '\0';
        } else
            bcq__putc(t, '\n');
    }
    if (define)
        bcq__puts(t, "define ");
    else {
        /* a declaration's attachments follow "declare" (printFunction) */
        bcq__puts(t, "declare");
        if (bcq__put_global_attachments(a, t, id, " "))
            return;
        bcq__putc(t, ' ');
    }
    bcq__puts(t, bcq__gv_linkage_kw(g.linkage));
    bcq__gv_put_common(t, &g);
    if (g.calling_conv) {
        const char *cc = bcq_asm_callconv_name(g.calling_conv);
        if (cc)
            bcq__puts(t, cc);
        else {
            bcq__puts(t, "cc");
            bcq__putu(t, g.calling_conv);
        }
        bcq__putc(t, ' ');
    }
    const bcq__atype *fty = fn_type(a, &g);
    if (!fty) {
        bcq__gv_unsupported(t, &g, "a function whose type is no function type");
        return;
    }
    /* LLVM 22: the table's attributes only on the signature it holds them
     * for (on another type the reader keeps the file's, or renames it) */
    if (in && in->sig && !sig_matches(a, fty, in->sig)) {
        bcq__gv_unsupported(t, &g, "an intrinsic of LLVM 22 whose type is "
                            "not the signature bcq's table holds for its "
                            "name");
        return;
    }
    const bcq__agroup *ret = bcq__attrs_group(a, list, 0);
    if (put_attrs_or(a, t, in, ret, 0, fty->count, "", " ")) {
        bcq__gv_unsupported(t, &g, "an intrinsic whose return type the "
                            "table has no attributes for");
        return;
    }
    bcq__put_type(a, t, fty->count);
    bcq__putc(t, ' ');
    bcq__put_global_name(a, t, id);
    bcq__putc(t, '(');
    for (uint32_t k = 0; k < fty->n; k++) {
        if (k)
            bcq__puts(t, ", ");
        uint64_t pty = a->types.elems[fty->first + k];
        bcq__put_type(a, t, pty);
        const bcq__agroup *pa = bcq__attrs_group(a, list, k + 1);
        if (put_attrs_or(a, t, in, pa, k + 1, pty, " ", "")) {
            bcq__gv_unsupported(t, &g, "an intrinsic whose parameter type "
                                "the table has no attributes for");
            return;
        }
        if (argname)
            argname(arg, t, k);
    }
    if (fty->flag)
        bcq__puts(t, fty->n ? ", ..." : "...");
    bcq__putc(t, ')');
    const char *ua = bcq__gv_unnamed_kw(g.unnamed_addr);
    if (ua) {
        bcq__putc(t, ' ');
        bcq__puts(t, ua);
    }
    if (g.address_space) {
        bcq__puts(t, " addrspace(");
        bcq__putu(t, g.address_space);
        bcq__putc(t, ')');
    }
    if (fn && (!in || *in->fn)) {
        bcq__puts(t, " #");
        bcq__putu(t, fn->id);
    }
    if (g.section.len)
        bcq__gv_put_section(t, " section ", g.section);
    if (g.partition.len)
        bcq__gv_put_section(t, " partition ", g.partition);
    bcq__gv_put_comdat(a, t, &g, " ");
    bcq__gv_put_align(t, &g, " align ");
    if (g.gc.len) {
        bcq__puts(t, " gc \"");
        bcq__putn(t, (const char *)g.gc.ptr, g.gc.len);
        bcq__putc(t, '"');
    }
    const char *kw[3] = {" prefix ", " prologue ", " personality "};
    size_t ids[3] = {g.prefix, g.prologue, g.personality};
    for (int i = 0; i < 3; i++) {
        if (ids[i] == BCQ_NONE)
            continue;
        uint64_t ty = bcq__value_type(a, NULL, ids[i]);
        if (ty == UINT64_MAX) {
            bcq__gv_unsupported(t, &g, "prefix, prologue or personality that is no "
                               "constant");
            return;
        }
        bcq__puts(t, kw[i]);
        bcq__put_type(a, t, ty);
        bcq__putc(t, ' ');
        bcq__put_value(a, t, NULL, ids[i], 0);
    }
}
