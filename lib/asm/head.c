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

void bcq__put_function_head(struct bcq_asm *a, bcq__text *t, size_t id,
                            int define,
                            void (*argname)(void *arg, bcq__text *t,
                                            size_t k),
                            void *arg)
{
    bcq_global g;
    const uint64_t *o;
    size_t n;
    if (bcq_module_global(a->mod, id, &g) ||
        bcq__asm_grec(a, id, &o, &n) || n < 5) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, 0, "function %zu: no record",
                  id);
        bcq__text_fail(t, BCQ_E_BAD_RECORD);
        return;
    }
    uint64_t list = o[4];
    const bcq__agroup *fn = bcq__attrs_group(a, list, 0xFFFFFFFFu);
    /* llvm-dis prints an intrinsic's attributes from LLVM's own table of
     * intrinsics, which the reader puts in place of the file's */
    if (fn && g.name.len > 5 && !memcmp(g.name.ptr, "llvm.", 5)) {
        bcq__gv_unsupported(t, &g, "the attributes of an intrinsic (llvm-dis "
                           "prints LLVM's table of them, not the file's)");
        return;
    }
    if (list && list > a->attrs.nlists) {
        bcq__gv_unsupported(t, &g, "a function's attribute list past the table");
        return;
    }
    if (fn) {
        /* "; Function Attrs:" only when a non-string attribute is there */
        size_t mark = t->buf.len;
        bcq__puts(t, "; Function Attrs: ");
        size_t start = t->buf.len;
        bcq__put_attrs(a, t, fn, 1);
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
    const bcq__atype *fty = bcq__atype_at(a, g.type_id);
    if (fty && fty->code == BCQ__TYPE_CODE_POINTER)
        fty = bcq__atype_at(a, fty->count);
    if (!fty || (fty->code != BCQ__TYPE_CODE_FUNCTION &&
                 fty->code != BCQ__TYPE_CODE_FUNCTION_OLD)) {
        bcq__gv_unsupported(t, &g, "a function whose type is no function type");
        return;
    }
    const bcq__agroup *ret = bcq__attrs_group(a, list, 0);
    if (ret) {
        bcq__put_attrs(a, t, ret, 0);
        bcq__putc(t, ' ');
    }
    bcq__put_type(a, t, fty->count);
    bcq__putc(t, ' ');
    bcq__put_global_name(a, t, id);
    bcq__putc(t, '(');
    for (uint32_t k = 0; k < fty->n; k++) {
        if (k)
            bcq__puts(t, ", ");
        bcq__put_type(a, t, a->types.elems[fty->first + k]);
        const bcq__agroup *pa = bcq__attrs_group(a, list, k + 1);
        if (pa) {
            bcq__putc(t, ' ');
            bcq__put_attrs(a, t, pa, 0);
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
    if (fn) {
        bcq__puts(t, " #");
        bcq__putu(t, fn->id);
    }
    if (g.section.len)
        bcq__gv_put_section(t, " section ", g.section);
    if (g.partition.len)
        bcq__gv_put_section(t, " partition ", g.partition);
    bcq__gv_put_comdat(a, t, &g, " ");
    if (g.align_log2p1) {
        bcq__puts(t, " align ");
        bcq__putu(t, (uint64_t)1 << (g.align_log2p1 - 1));
    }
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
