/*
 * global.c - one global value's definition as llvm-dis prints it
 * (bcq_asm_global): a variable's line (AsmWriter.cpp's printGlobal), an
 * alias's or ifunc's (printIndirectSymbol), a declaration (head.c) or a
 * definition (func.c).  Record fields: LLVMBitCodes.h MODULE_CODE_GLOBALVAR, FUNCTION,
 * ALIAS, IFUNC, as BitcodeReader.cpp's parseGlobalVarRecord and
 * parseFunctionRecord read them (doc/format.md 6.1).
 */
#include "config.h"

#include <string.h>

#include "asm/asm.h"

/* blockaddress(@f, %bb) in an initializer: f's label for bb. */
static int block_label(void *arg, bcq__text *t, uint64_t fn, uint64_t bb)
{
    return bcq__fn_block_label(arg, t, fn, bb);
}

static void put_variable(struct bcq_asm *a, bcq__text *t, const bcq_global *g)
{
    const uint64_t *o;
    size_t n;
    if (bcq__asm_grec(a, g->value_id, &o, &n) || n < 2) {
        bcq__gv_unsupported(t, g, "a variable record too short");
        return;
    }
    if (n > 16 && o[16]) {
        bcq__gv_unsupported(t, g, "a variable's sanitizer metadata");
        return;
    }
    if (n > 17 && o[17]) {
        bcq__gv_unsupported(t, g, "a variable's code_model");
        return;
    }
    bcq__put_global_name(a, t, g->value_id);
    bcq__puts(t, " = ");
    if (g->is_declaration && g->linkage == BCQ_LINKAGE_EXTERNAL)
        bcq__puts(t, "external ");
    else
        bcq__puts(t, bcq__gv_linkage_kw(g->linkage));
    bcq__gv_put_common(t, g);
    bcq__gv_put_tls(t, g->tls);
    const char *ua = bcq__gv_unnamed_kw(g->unnamed_addr);
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
        bcq__vctx v = {NULL, NULL, a, block_label};
        bcq__putc(t, ' ');
        bcq__put_value(a, t, &v, g->initializer, 0);
    }
    if (g->section.len)
        bcq__gv_put_section(t, ", section ", g->section);
    if (g->partition.len)
        bcq__gv_put_section(t, ", partition ", g->partition);
    bcq__gv_put_comdat(a, t, g, ", ");
    bcq__gv_put_align(t, g, ", align ");
    /* printGlobal: the attachments, then the attribute group */
    if (bcq__put_global_attachments(a, t, g->value_id, ", "))
        return;
    if (n > 12 && o[12]) {
        const bcq__agroup *grp = bcq__attrs_group(a, o[12], 0xFFFFFFFFu);
        if (!grp) {
            bcq__gv_unsupported(t, g, "a variable's attribute list");
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
        bcq__gv_unsupported(t, g, "an alias record missing");
        return;
    }
    bcq__put_global_name(a, t, g->value_id);
    bcq__puts(t, " = ");
    bcq__puts(t, bcq__gv_linkage_kw(g->linkage));
    bcq__gv_put_common(t, g);
    bcq__gv_put_tls(t, g->tls);
    const char *ua = bcq__gv_unnamed_kw(g->unnamed_addr);
    if (ua) {
        bcq__puts(t, ua);
        bcq__putc(t, ' ');
    }
    bcq__puts(t, g->kind == BCQ_GV_IFUNC ? "ifunc " : "alias ");
    uint64_t vt = g->type_id;
    if (bcq__grec_code(a, g->value_id) == 9) { /* ALIAS_OLD: a pointer type */
        const bcq__atype *ty = bcq__atype_at(a, g->type_id);
        vt = ty && ty->code == BCQ__TYPE_CODE_POINTER ? ty->count
                                                        : UINT64_MAX;
    }
    bcq__put_type(a, t, vt);
    bcq__puts(t, ", ");
    uint64_t at = bcq__value_type(a, NULL, g->aliasee);
    if (at == UINT64_MAX) {
        bcq__gv_unsupported(t, g, "an aliasee that is no global value or constant");
        return;
    }
    /* printIndirectSymbol: a constant expression without its type */
    if (g->aliasee < a->mod->nglobals) {
        bcq__put_type(a, t, at);
        bcq__putc(t, ' ');
    }
    bcq__put_value(a, t, NULL, g->aliasee, 0);
    if (g->partition.len)
        bcq__gv_put_section(t, ", partition ", g->partition);
    bcq__putc(t, '\n');
}

int bcq_asm_global(bcq_asm *a, size_t value_id, bcq_sink_fn sink, void *ctx,
                   bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !sink)
        return bcq__fail(err, BCQ_E_INVAL, 0, "NULL printer or sink");
    bcq_global g;
    int rc = bcq__asm_global(a, value_id, &g, err);
    if (rc)
        return rc;
    bcq__text t;
    bcq__text_init(&t, a->limit, err);
    /* the storage of the last call's text, kept: a megabyte of text built
     * in fresh pages at every call (on a heap that gives large blocks
     * back, as glibc's does) was 250 page faults a print of
     * sqlite3VdbeExec on an open printer; a nested call takes its own */
    if (a->text.ptr) {
        t.buf = a->text;
        t.buf.len = 0;
        t.buf.ptr[0] = '\0';
        a->text = (bcq_textbuf)BCQ_TEXTBUF_INIT;
    }
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
    rc = bcq__text_flush(&t, sink, ctx);
    if (!a->text.ptr && t.buf.ptr)
        a->text = t.buf;
    else
        bcq__text_free(&t);
    return rc;
}
