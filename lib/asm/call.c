/*
 * call.c - call, invoke and callbr as llvm-dis prints them (AsmWriter.cpp's
 * printInstruction for CallInst, InvokeInst and CallBrInst): tail kind,
 * fast-math flags, calling convention, return attributes, the type (the
 * function type for a varargs callee), callee, arguments with their
 * attributes, function attributes, operand bundles (writeOperandBundles)
 * and the destinations.  Operand layouts: parseFunctionBody's
 * FUNC_CODE_INST_CALL, _INVOKE, _CALLBR and FUNC_CODE_OPERAND_BUNDLE;
 * doc/format.md 6.3-6.5.
 */
#include "config.h"

#include "asm/func.h"

/* Fast-math flags as printInstruction writes them (FastMathFlags::print),
 * for calls and for the instructions of inst.c. */
void bcq__fn_put_fmf(bcq__text *t, uint64_t f)
{
    static const char *const name[] = {" nnan", " ninf", " nsz", " arcp",
                                       " contract", " afn"};
    /* bit 0 is the old UnsafeAlgebra, every flag (getDecodedFastMathFlags);
     * all seven set is what FastMathFlags::print writes as "fast" */
    if (f & 1 || (f & 0xfe) == 0xfe) {
        bcq__puts(t, " fast");
        return;
    }
    if (f & (1u << 7))
        bcq__puts(t, " reassoc");
    for (int i = 0; i < 6; i++)
        if (f & (1u << (i + 1)))
            bcq__puts(t, name[i]);
}

static const bcq__agroup *call_attrs(fstate *s, uint64_t list,
                                     uint64_t index)
{
    return bcq__attrs_group(s->a, list, index);
}

/* The operand bundles of call f, " [ "tag"(ty v, ...), ... ]"
 * (writeOperandBundles): OPERAND_BUNDLE [tag, (VT | OB_METADATA M)*]
 * records before it, tags by the OPERAND_BUNDLE_TAGS block. */
static int put_bundles(fstate *s, const finst *f)
{
    bcq__text *t = s->t;
    int rc;
    if (!f->nbundles)
        return 0;
    if ((rc = bcq__atags(s->a, t->err)))
        return bcq__text_fail(t, rc);
    bcq__puts(t, " [ ");
    for (uint32_t b = 0; b < f->nbundles; b++) {
        const finst *bf = &s->bun[f->bundle - 1 + b];
        cur c = {s, bf, 0};
        uint64_t tag, id, ty;
        const char *name;
        size_t len;
        if ((rc = bcq__fn_lit(&c, &tag)))
            return rc;
        if (!bcq__aname_get(&s->a->tags, tag, &name, &len))
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, bf->bit,
                        "an operand bundle tag the module does not name");
        if (b)
            bcq__puts(t, ", ");
        bcq__putc(t, '"');
        bcq__put_escaped(t, (const uint8_t *)name, len);
        bcq__puts(t, "\"(");
        for (int first = 1; left(&c); first = 0) {
            if (!first)
                bcq__puts(t, ", ");
            if (kind_at(&c) == BCQ_OPND_LITERAL) { /* OB_METADATA, then M */
                c.pos++;
                if (!left(&c) || kind_at(&c) != BCQ_OPND_METADATA)
                    return bcq__fn_fail(s, BCQ_E_BAD_RECORD, bf->bit,
                                "a bundle's metadata input that is none");
                if ((rc = bcq__amds_module(s->a, t->err)))
                    return bcq__text_fail(t, rc);
                bcq__puts(t, "metadata ");
                bcq__fn_put_mdop(s, val_at(&c));
                c.pos++;
                continue;
            }
            if ((rc = bcq__fn_vt(&c, &id, &ty)))
                return rc;
            bcq__fn_put_tv(s, ty, id);
        }
        bcq__putc(t, ')');
    }
    bcq__puts(t, " ]");
    return t->rc;
}

/* call [attrs, cc, fmf?, fnty?, callee, args] (cc: tail bit 0, conv
 * bits 1-10, musttail 14, explicit type 15, notail 16, fmf 17), invoke
 * [attrs, cc, normal, unwind, fnty?, callee, args] (cc: conv, explicit
 * type bit 13) and callbr [attrs, cc, default, n, indirect * n, fnty?,
 * callee, args] (cc: conv bits 1-10, explicit type 15), as
 * printInstruction writes them. */
int bcq__fn_put_call(fstate *s, cur *c, const finst *f)
{
    bcq__text *t = s->t;
    uint64_t list, cc, fmf = 0, fnty = NOTYPE, callee, cty, normal = 0,
                       unwind = 0, nind = 0;
    int invoke = f->code == BCQ__FUNC_CODE_INST_INVOKE;
    int callbr = f->code == BCQ__FUNC_CODE_INST_CALLBR;
    size_t ind = 0; /* callbr: its first indirect destination */
    int rc;
    if ((rc = bcq__fn_lit(c, &list)) || (rc = bcq__fn_lit(c, &cc)))
        return rc;
    if (list > s->a->attrs.nlists)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                    "a call's attribute list past the table");
    if (invoke && ((rc = bcq__fn_lit(c, &normal)) || (rc = bcq__fn_lit(c, &unwind))))
        return rc;
    if (callbr) {
        if ((rc = bcq__fn_lit(c, &normal)) || (rc = bcq__fn_lit(c, &nind)))
            return rc;
        if (nind > f->n - c->pos) /* the view checked it; each one op */
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "a callbr record too short");
        ind = c->pos;
        c->pos += (size_t)nind;
    }
    if (!invoke && !callbr && cc >> 17 & 1 && (rc = bcq__fn_lit(c, &fmf)))
        return rc;
    if ((cc >> (invoke ? 13 : 15) & 1) && (rc = bcq__fn_lit(c, &fnty)))
        return rc;
    if ((rc = bcq__fn_vt(c, &callee, &cty)))
        return rc;
    const bcq__atype *ft = bcq__fn_fn_type(s, fnty != NOTYPE ? fnty : cty);
    if (!ft)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                    "a call whose type is no function type");
    if (invoke || callbr)
        ;
    else if (cc >> 14 & 1)
        bcq__puts(t, "musttail ");
    else if (cc & 1)
        bcq__puts(t, "tail ");
    else if (cc >> 16 & 1)
        bcq__puts(t, "notail ");
    bcq__puts(t, invoke ? "invoke" : callbr ? "callbr" : "call");
    bcq__fn_put_fmf(t, fmf);
    unsigned conv = (unsigned)(invoke ? cc & 0x3ff : cc >> 1 & 0x3ff);
    if (conv) {
        const char *n = bcq_asm_callconv_name(conv);
        bcq__putc(t, ' ');
        if (n)
            bcq__puts(t, n);
        else {
            bcq__puts(t, "cc");
            bcq__putu(t, conv);
        }
    }
    const bcq__agroup *ret = call_attrs(s, list, 0);
    if (ret)
        bcq__put_attrs_between(s->a, t, ret, " ", "");
    bcq__putc(t, ' ');
    if (ft->flag)
        bcq__put_type(s->a, t, (uint64_t)(ft - s->a->types.v));
    else
        bcq__put_type(s->a, t, ft->count);
    bcq__putc(t, ' ');
    bcq__fn_put_val(s, callee);
    bcq__putc(t, '(');
    uint32_t k = 0;
    for (; k < ft->n || left(c); k++) {
        uint64_t id, ty;
        if (k)
            bcq__puts(t, ", ");
        if (k < ft->n) {
            ty = s->a->types.elems[ft->first + k];
            const bcq__atype *p = bcq__atype_at(s->a, ty);
            if (p && p->code == BCQ__TYPE_CODE_LABEL)
                return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                            "a label argument");
            if (p && p->code == BCQ__TYPE_CODE_METADATA) {
                if (!left(c) || kind_at(c) != BCQ_OPND_METADATA)
                    return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                                "a metadata argument that is none");
                if ((rc = bcq__amds_module(s->a, t->err)))
                    return bcq__text_fail(t, rc);
                bcq__puts(t, "metadata ");
                bcq__fn_put_mdop(s, val_at(c));
                c->pos++;
                continue;
            }
            if ((rc = bcq__fn_v1(c, &id)))
                return rc;
        } else if ((rc = bcq__fn_vt(c, &id, &ty)))
            return rc;
        bcq__put_type(s->a, t, ty);
        const bcq__agroup *pa = call_attrs(s, list, k + 1);
        if (pa)
            bcq__put_attrs_between(s->a, t, pa, " ", "");
        bcq__putc(t, ' ');
        bcq__fn_put_val(s, id);
    }
    if (!invoke && !callbr && (cc >> 14 & 1) && s->fty->flag) {
        bcq__puts(t, k ? ", ..." : "...");
    }
    bcq__putc(t, ')');
    const bcq__agroup *fa = call_attrs(s, list, 0xFFFFFFFFu);
    if (fa) {
        bcq__puts(t, " #");
        bcq__putu(t, fa->id);
    }
    if ((rc = put_bundles(s, f)))
        return rc;
    if (invoke) {
        bcq__puts(t, "\n          to label ");
        bcq__fn_put_block(s, t, normal);
        bcq__puts(t, " unwind label ");
        bcq__fn_put_block(s, t, unwind);
    }
    if (callbr) {
        bcq__puts(t, "\n          to label ");
        bcq__fn_put_block(s, t, normal);
        bcq__puts(t, " [");
        for (uint64_t i = 0; i < nind; i++) {
            bcq__puts(t, i ? ", label " : "label ");
            bcq__fn_put_block(s, t, s->vals[f->first + ind + i]);
        }
        bcq__putc(t, ']');
    }
    return 0;
}

