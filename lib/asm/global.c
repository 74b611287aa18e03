/*
 * global.c - one global value's definition as llvm-dis prints it
 * (AsmWriter.cpp's printGlobal, printAlias/printIndirectSymbol and the
 * head of printFunction): linkage, dso_local, visibility, DLL storage,
 * thread-local model, unnamed_addr, address space, then what each kind
 * has.  Record fields: LLVMBitCodes.h MODULE_CODE_GLOBALVAR, FUNCTION,
 * ALIAS, IFUNC, as BitcodeReader.cpp's parseGlobalVarRecord and
 * parseFunctionRecord read them (doc/format.md 6.1).
 */
#include "config.h"

#include <string.h>

#include "asm/asm.h"

static const char *linkage_kw(unsigned l)
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
static void put_common(bcq__text *t, const bcq_global *g)
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

static void put_tls(bcq__text *t, unsigned tls)
{
    static const char *const m[] = {
        "", "thread_local ", "thread_local(localdynamic) ",
        "thread_local(initialexec) ", "thread_local(localexec) "};
    if (tls < 5)
        bcq__puts(t, m[tls]);
}

static const char *unnamed_kw(unsigned u)
{
    return u == BCQ_UNNAMED_ADDR_GLOBAL  ? "unnamed_addr"
           : u == BCQ_UNNAMED_ADDR_LOCAL ? "local_unnamed_addr"
                                         : NULL;
}

/* maybePrintComdat: ", comdat" (sep ',') or " comdat" for functions, with
 * ($name) when the comdat's name is not the value's. */
static void put_comdat(struct bcq_asm *a, bcq__text *t, const bcq_global *g,
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

static void unsupported(bcq__text *t, const bcq_global *g, const char *what)
{
    bcq__fail(t->err, BCQ_E_UNSUPPORTED, g->record_bit, "%s", what);
    bcq__text_fail(t, BCQ_E_UNSUPPORTED);
}

static void put_section(bcq__text *t, const char *kw, bcq_span s)
{
    bcq__puts(t, kw);
    bcq__putc(t, '"');
    bcq__put_escaped(t, s.ptr, s.len);
    bcq__putc(t, '"');
}

static void put_variable(struct bcq_asm *a, bcq__text *t, const bcq_global *g)
{
    const uint64_t *o;
    size_t n;
    if (bcq__asm_grec(a, g->value_id, &o, &n) || n < 2) {
        unsupported(t, g, "a variable record too short");
        return;
    }
    if (n > 16 && o[16]) {
        unsupported(t, g, "a variable's sanitizer metadata");
        return;
    }
    if (n > 17 && o[17]) {
        unsupported(t, g, "a variable's code_model");
        return;
    }
    bcq__put_global_name(a, t, g->value_id);
    bcq__puts(t, " = ");
    if (g->is_declaration && g->linkage == BCQ_LINKAGE_EXTERNAL)
        bcq__puts(t, "external ");
    else
        bcq__puts(t, linkage_kw(g->linkage));
    put_common(t, g);
    put_tls(t, g->tls);
    const char *ua = unnamed_kw(g->unnamed_addr);
    if (ua) {
        bcq__puts(t, ua);
        bcq__putc(t, ' ');
    }
    if (g->address_space) {
        bcq__puts(t, "addrspace(");
        bcq__putu(t, g->address_space);
        bcq__puts(t, ") ");
    }
    if (n > 9 && o[9])
        bcq__puts(t, "externally_initialized ");
    bcq__puts(t, g->is_constant ? "constant " : "global ");
    uint64_t vt = g->type_id;
    if (!(o[1] & 2)) { /* a pointer type: its pointee */
        const bcq__atype *ty = bcq__atype_at(a, g->type_id);
        vt = ty && ty->code == BCQ__TYPE_CODE_POINTER ? ty->count
                                                        : UINT64_MAX;
    }
    bcq__put_type(a, t, vt);
    if (g->initializer != BCQ_NONE) {
        bcq__putc(t, ' ');
        bcq__put_value(a, t, NULL, g->initializer, 0);
    }
    if (g->section.len)
        put_section(t, ", section ", g->section);
    if (g->partition.len)
        put_section(t, ", partition ", g->partition);
    put_comdat(a, t, g, ", ");
    if (g->align_log2p1) {
        bcq__puts(t, ", align ");
        bcq__putu(t, (uint64_t)1 << (g->align_log2p1 - 1));
    }
    if (n > 12 && o[12]) {
        const bcq__agroup *grp = bcq__attrs_group(a, o[12], 0xFFFFFFFFu);
        if (!grp) {
            unsupported(t, g, "a variable's attribute list");
            return;
        }
        bcq__puts(t, " #");
        bcq__putu(t, grp->id);
    }
    bcq__putc(t, '\n');
}

static void put_alias(struct bcq_asm *a, bcq__text *t, const bcq_global *g)
{
    const uint64_t *o;
    size_t n;
    if (bcq__asm_grec(a, g->value_id, &o, &n)) {
        unsupported(t, g, "an alias record missing");
        return;
    }
    bcq__put_global_name(a, t, g->value_id);
    bcq__puts(t, " = ");
    bcq__puts(t, linkage_kw(g->linkage));
    put_common(t, g);
    put_tls(t, g->tls);
    const char *ua = unnamed_kw(g->unnamed_addr);
    if (ua) {
        bcq__puts(t, ua);
        bcq__putc(t, ' ');
    }
    bcq__puts(t, g->kind == BCQ_GV_IFUNC ? "ifunc " : "alias ");
    uint64_t vt = g->type_id;
    if (a->grec[g->value_id].code == 9) { /* ALIAS_OLD: a pointer type */
        const bcq__atype *ty = bcq__atype_at(a, g->type_id);
        vt = ty && ty->code == BCQ__TYPE_CODE_POINTER ? ty->count
                                                        : UINT64_MAX;
    }
    bcq__put_type(a, t, vt);
    bcq__puts(t, ", ");
    uint64_t at = bcq__value_type(a, NULL, g->aliasee);
    if (at == UINT64_MAX) {
        unsupported(t, g, "an aliasee that is no global value or constant");
        return;
    }
    /* printIndirectSymbol: a constant expression without its type */
    if (g->aliasee < a->mod->nglobals) {
        bcq__put_type(a, t, at);
        bcq__putc(t, ' ');
    }
    bcq__put_value(a, t, NULL, g->aliasee, 0);
    if (g->partition.len)
        put_section(t, ", partition ", g->partition);
    bcq__putc(t, '\n');
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
        unsupported(t, &g, "the attributes of an intrinsic (llvm-dis "
                           "prints LLVM's table of them, not the file's)");
        return;
    }
    if (list && list > a->attrs.nlists) {
        unsupported(t, &g, "a function's attribute list past the table");
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
    bcq__puts(t, define ? "define " : "declare ");
    bcq__puts(t, linkage_kw(g.linkage));
    put_common(t, &g);
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
        unsupported(t, &g, "a function whose type is no function type");
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
    const char *ua = unnamed_kw(g.unnamed_addr);
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
        put_section(t, " section ", g.section);
    if (g.partition.len)
        put_section(t, " partition ", g.partition);
    put_comdat(a, t, &g, " ");
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
            unsupported(t, &g, "prefix, prologue or personality that is no "
                               "constant");
            return;
        }
        bcq__puts(t, kw[i]);
        bcq__put_type(a, t, ty);
        bcq__putc(t, ' ');
        bcq__put_value(a, t, NULL, ids[i], 0);
    }
}

int bcq_asm_global(bcq_asm *a, size_t value_id, bcq_sink_fn sink, void *ctx,
                   bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !sink)
        return bcq__fail(err, BCQ_E_INVAL, 0, "NULL printer or sink");
    bcq_global g;
    if (value_id >= a->mod->nglobals ||
        bcq_module_global(a->mod, value_id, &g))
        return bcq__fail(err, BCQ_E_RANGE, 0, "no global value %zu",
                         value_id);
    bcq__text t;
    bcq__text_init(&t, a->limit, err);
    switch (g.kind) {
    case BCQ_GV_VARIABLE:
        put_variable(a, &t, &g);
        break;
    case BCQ_GV_ALIAS:
    case BCQ_GV_IFUNC:
        put_alias(a, &t, &g);
        break;
    case BCQ_GV_FUNCTION:
        if (g.is_declaration) {
            bcq__put_function_head(a, &t, value_id, 0, NULL, NULL);
            bcq__putc(&t, '\n');
        } else
            bcq__put_function_body(a, &t, value_id);
        break;
    }
    int rc = bcq__text_flush(&t, sink, ctx);
    bcq__text_free(&t);
    return rc;
}
