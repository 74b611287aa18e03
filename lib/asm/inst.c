/*
 * inst.c - one instruction as llvm-dis prints it (AsmWriter.cpp's
 * printInstruction: the name or slot, the opcode and its flags, the
 * operands, one type before all when they share it, the atomic ordering
 * and alignment), and LLVM 19's debug records (printDbgVariableRecord).
 * Operand layouts: LLVMBitCodes.h FunctionCodes, BitcodeReader.cpp's
 * parseFunctionBody; doc/format.md 6.3-6.5.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/func.h"

/* A debug record (LLVM 19 on), printed before the instruction it follows
 * in the body: "    #dbg_value(value, variable, expression, location)"
 * (AsmWriter's printDbgVariableRecord, printDbgLabelRecord). */
int bcq__fn_print_dbg(fstate *s, const finst *f)
{
    bcq__text *t = s->t;
    /* no operand in the whole body: the arrays were never made */
    const uint64_t *v = s->vals ? s->vals + f->first : NULL;
    const uint8_t *k = s->kinds ? s->kinds + f->first : NULL;
    int rc;
    static const unsigned order_value[] = {3, 1, 2, 0};
    static const unsigned order_assign[] = {3, 1, 2, 4, 6, 5, 0};
    static const unsigned order_label[] = {1, 0};
    const unsigned *order;
    size_t n;
    const char *name;
    switch (f->code) {
    case BCQ__FUNC_CODE_DEBUG_RECORD_VALUE:
    case BCQ__FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE:
        name = "value", order = order_value, n = 4;
        break;
    case BCQ__FUNC_CODE_DEBUG_RECORD_DECLARE:
        name = "declare", order = order_value, n = 4;
        break;
    case BCQ__FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE: /* LLVM 22 */
        name = "declare_value", order = order_value, n = 4;
        break;
    case BCQ__FUNC_CODE_DEBUG_RECORD_ASSIGN:
        name = "assign", order = order_assign, n = 7;
        break;
    case BCQ__FUNC_CODE_DEBUG_RECORD_LABEL:
        name = "label", order = order_label, n = 2;
        break;
    default:
        return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                    "a debug record not printed yet");
    }
    if (f->n < n)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "a debug record too short");
    if ((rc = bcq__amds_module(s->a, t->err)))
        return bcq__text_fail(t, rc);
    bcq__puts(t, "    #dbg_");
    bcq__puts(t, name);
    bcq__putc(t, '(');
    for (size_t i = 0; i < n; i++) {
        unsigned j = order[i];
        if (i)
            bcq__puts(t, ", ");
        if (f->code == BCQ__FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE && j == 3) {
            cur c = {s, f, 3};
            uint64_t id, ty;
            if ((rc = bcq__fn_vt(&c, &id, &ty)))
                return rc;
            bcq__fn_put_tv(s, ty, id);
            continue;
        }
        if (k[j] != BCQ_OPND_METADATA)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "a debug record operand that is no metadata");
        bcq__fn_put_mdop(s, v[j]);
    }
    bcq__puts(t, ")\n");
    return t->rc;
}

static void put_align(bcq__text *t, uint64_t log2p1)
{
    if (log2p1 && log2p1 < 64) {
        bcq__puts(t, ", align ");
        bcq__putu(t, (uint64_t)1 << (log2p1 - 1));
    }
}

/* " syncscope(...)" but for the system scope (sync.c), then the
 * ordering (writeAtomic). */
static int put_atomic(fstate *s, const finst *f, uint64_t ordering,
                      uint64_t ssid)
{
    const char *o = bcq_asm_ordering_name((unsigned)ordering);
    if (!o || ordering > 6)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown ordering");
    int rc = bcq__put_syncscope(s->a, s->t, ssid, f->bit);
    if (rc)
        return bcq__text_fail(s->t, rc);
    if (*o) {
        bcq__putc(s->t, ' ');
        bcq__puts(s->t, o);
    }
    return 0;
}

/* Operands printed the generic way: one type when all are alike, else a
 * type before each (printInstruction's PrintAllTypes). */
static void put_generic(fstate *s, const uint64_t *ids, const uint64_t *tys,
                        size_t n, int all)
{
    for (size_t i = 1; i < n && !all; i++)
        all = tys[i] != tys[0];
    if (!all) {
        bcq__putc(s->t, ' ');
        bcq__put_type(s->a, s->t, tys[0]);
    }
    bcq__putc(s->t, ' ');
    for (size_t i = 0; i < n; i++) {
        if (i)
            bcq__puts(s->t, ", ");
        if (all)
            bcq__fn_put_tv(s, tys[i], ids[i]);
        else
            bcq__fn_put_val(s, ids[i]);
    }
}

int bcq__fn_print_inst(fstate *s, const finst *f)
{
    bcq__text *t = s->t;
    struct bcq_asm *a = s->a;
    cur c = {s, f, 0};
    uint64_t id[4], ty[4], x, y;
    int rc;
    s->cur_inst_bit = f->bit;
    bcq__puts(t, "  ");
    if (f->value != BCQ_NO_VALUE) {
        const bcq__atype *rt = bcq__atype_at(a, f->ty);
        if (!rt)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "an instruction of no known type");
        if (rt->code != BCQ__TYPE_CODE_VOID) {
            if ((rc = bcq__fn_put_local(s, t, f->value)))
                return bcq__text_fail(t, rc);
            bcq__puts(t, " = ");
        }
    }
    switch (f->code) {
    case BCQ__FUNC_CODE_INST_RET:
        bcq__puts(t, "ret");
        if (!left(&c)) {
            bcq__puts(t, " void");
            break;
        }
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__putc(t, ' ');
        bcq__fn_put_tv(s, ty[0], id[0]);
        break;
    case BCQ__FUNC_CODE_INST_BR:
        bcq__puts(t, "br ");
        if ((rc = bcq__fn_lit(&c, &x)))
            return rc;
        if (!left(&c)) {
            bcq__puts(t, "label ");
            bcq__fn_put_block(s, t, x);
            break;
        }
        if ((rc = bcq__fn_lit(&c, &y)) || (rc = bcq__fn_v1(&c, &id[0])))
            return rc;
        bcq__put_type(a, t, bcq__fn_bool_like(a, NOTYPE));
        bcq__putc(t, ' ');
        bcq__fn_put_val(s, id[0]);
        bcq__puts(t, ", label ");
        bcq__fn_put_block(s, t, x);
        bcq__puts(t, ", label ");
        bcq__fn_put_block(s, t, y);
        break;
    case BCQ__FUNC_CODE_INST_SWITCH: {
        if (f->n && (s->vals[f->first] >> 16) == 0x4B5)
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "a switch of case ranges");
        uint64_t opty, def;
        if ((rc = bcq__fn_lit(&c, &opty)) || (rc = bcq__fn_v1(&c, &id[0])) ||
            (rc = bcq__fn_lit(&c, &def)))
            return rc;
        bcq__puts(t, "switch ");
        bcq__fn_put_tv(s, opty, id[0]);
        bcq__puts(t, ", label ");
        bcq__fn_put_block(s, t, def);
        bcq__puts(t, " [");
        while (left(&c)) {
            if ((rc = bcq__fn_lit(&c, &x)) || (rc = bcq__fn_lit(&c, &y)))
                return rc;
            bcq__puts(t, "\n    ");
            bcq__fn_put_tv(s, opty, x);
            bcq__puts(t, ", label ");
            bcq__fn_put_block(s, t, y);
        }
        bcq__puts(t, "\n  ]");
        break;
    }
    case BCQ__FUNC_CODE_INST_UNREACHABLE:
        bcq__puts(t, "unreachable");
        break;
    case BCQ__FUNC_CODE_INST_CATCHSWITCH:
    case BCQ__FUNC_CODE_INST_CATCHPAD:
    case BCQ__FUNC_CODE_INST_CLEANUPPAD:
    case BCQ__FUNC_CODE_INST_CATCHRET:
    case BCQ__FUNC_CODE_INST_CLEANUPRET: /* funclets: eh.c */
        if ((rc = bcq__fn_print_eh(s, f)))
            return rc;
        break;
    case BCQ__FUNC_CODE_INST_BINOP: {
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_v1(&c, &id[1])) ||
            (rc = bcq__fn_lit(&c, &x)))
            return rc;
        int fp = bcq__atype_is_fp(a, ty[0]);
        const char *name = bcq_asm_binop_name((unsigned)x, fp);
        if (!name)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown binary operator");
        bcq__puts(t, name);
        if (left(&c)) {
            (void)bcq__fn_lit(&c, &y);
            if (fp)
                bcq__fn_put_fmf(t, y);
            else if (x <= 2 || x == 7) {
                if (y & 1)
                    bcq__puts(t, " nuw");
                if (y & 2)
                    bcq__puts(t, " nsw");
            } else if (x == 3 || x == 4 || x == 8 || x == 9) {
                if (y & 1)
                    bcq__puts(t, " exact");
            } else if (x == 11 && (y & 1))
                bcq__puts(t, " disjoint");
        }
        ty[1] = ty[0];
        put_generic(s, id, ty, 2, 0);
        break;
    }
    case BCQ__FUNC_CODE_INST_CAST: {
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_lit(&c, &y)) ||
            (rc = bcq__fn_lit(&c, &x)))
            return rc;
        const char *name = bcq_asm_cast_name((unsigned)x);
        if (!name)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown cast");
        bcq__puts(t, name);
        if (left(&c)) {
            uint64_t fl;
            (void)bcq__fn_lit(&c, &fl);
            if (x == 1 || x == 5) { /* zext, uitofp: nneg */
                if (fl & 1)
                    bcq__puts(t, " nneg");
            } else if (x == 0) { /* trunc */
                if (fl & 1)
                    bcq__puts(t, " nuw");
                if (fl & 2)
                    bcq__puts(t, " nsw");
            } else
                bcq__fn_put_fmf(t, fl);
        }
        bcq__putc(t, ' ');
        bcq__fn_put_tv(s, ty[0], id[0]);
        bcq__puts(t, " to ");
        bcq__put_type(a, t, y);
        break;
    }
    case BCQ__FUNC_CODE_INST_CMP:
    case BCQ__FUNC_CODE_INST_CMP2: {
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_v1(&c, &id[1])) ||
            (rc = bcq__fn_lit(&c, &x)))
            return rc;
        const char *p = bcq_asm_predicate_name((unsigned)x);
        if (!p)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown predicate");
        bcq__puts(t, x < 32 ? "fcmp" : "icmp");
        if (left(&c)) {
            (void)bcq__fn_lit(&c, &y);
            if (x < 32)
                bcq__fn_put_fmf(t, y);
            else if (y & 1)
                bcq__puts(t, " samesign");
        }
        bcq__putc(t, ' ');
        bcq__puts(t, p);
        ty[1] = ty[0];
        put_generic(s, id, ty, 2, 0);
        break;
    }
    case BCQ__FUNC_CODE_INST_VSELECT:
        /* [t, f, cond]; printed cond, t, f */
        if ((rc = bcq__fn_vt(&c, &id[1], &ty[1])) || (rc = bcq__fn_v1(&c, &id[2])) ||
            (rc = bcq__fn_vt(&c, &id[0], &ty[0])))
            return rc;
        ty[2] = ty[1];
        bcq__puts(t, "select");
        if (left(&c)) {
            (void)bcq__fn_lit(&c, &y);
            bcq__fn_put_fmf(t, y);
        }
        put_generic(s, id, ty, 3, 1);
        break;
    case BCQ__FUNC_CODE_INST_PHI: {
        if ((rc = bcq__fn_lit(&c, &x)))
            return rc;
        size_t pairs = (f->n - 1) / 2;
        bcq__puts(t, "phi");
        if ((f->n - 1) % 2)
            bcq__fn_put_fmf(t, s->vals[f->first + f->n - 1]);
        bcq__putc(t, ' ');
        bcq__put_type(a, t, x);
        bcq__putc(t, ' ');
        for (size_t i = 0; i < pairs; i++) {
            if ((rc = bcq__fn_v1(&c, &id[0])) || (rc = bcq__fn_lit(&c, &y)))
                return rc;
            bcq__puts(t, i ? ", [ " : "[ ");
            bcq__fn_put_val(s, id[0]);
            bcq__puts(t, ", ");
            bcq__fn_put_block(s, t, y);
            bcq__puts(t, " ]");
        }
        break;
    }
    case BCQ__FUNC_CODE_INST_ALLOCA: {
        uint64_t instty, opty, size, packed;
        if ((rc = bcq__fn_lit(&c, &instty)) || (rc = bcq__fn_lit(&c, &opty)) ||
            (rc = bcq__fn_lit(&c, &size)) || (rc = bcq__fn_lit(&c, &packed)))
            return rc;
        if (!(packed >> 6 & 1))
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "an alloca of the old form");
        bcq__puts(t, "alloca ");
        if (packed >> 5 & 1)
            bcq__puts(t, "inalloca ");
        if (packed >> 7 & 1)
            bcq__puts(t, "swifterror ");
        bcq__put_type(a, t, instty);
        int64_t one;
        const bcq__atype *st = bcq__atype_at(a, opty);
        if (!(bcq__fn_const_int(s, size, &one) && one == 1 && st &&
              st->code == BCQ__TYPE_CODE_INTEGER && st->aux == 32)) {
            bcq__puts(t, ", ");
            bcq__fn_put_tv(s, opty, size);
        }
        uint64_t al = (packed & 31) | (packed >> 8 & 7) << 5;
        put_align(t, al);
        uint64_t as = bcq__fn_alloca_as(s, f);
        if (as) {
            bcq__puts(t, ", addrspace(");
            bcq__putu(t, as);
            bcq__putc(t, ')');
        }
        break;
    }
    case BCQ__FUNC_CODE_INST_LOAD: {
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])))
            return rc;
        if (f->n - c.pos >= 3)
            c.pos++; /* the explicit type (f->ty) */
        uint64_t al, vol;
        if ((rc = bcq__fn_lit(&c, &al)) || (rc = bcq__fn_lit(&c, &vol)))
            return rc;
        bcq__puts(t, vol ? "load volatile " : "load ");
        bcq__put_type(a, t, f->ty);
        bcq__puts(t, ", ");
        bcq__fn_put_tv(s, ty[0], id[0]);
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_STORE: {
        /* [ptr, val, align, vol]; printed val, ptr */
        uint64_t al, vol;
        if ((rc = bcq__fn_vt(&c, &id[1], &ty[1])) || (rc = bcq__fn_vt(&c, &id[0], &ty[0])) ||
            (rc = bcq__fn_lit(&c, &al)) || (rc = bcq__fn_lit(&c, &vol)))
            return rc;
        bcq__puts(t, vol ? "store volatile" : "store");
        put_generic(s, id, ty, 2, 1);
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_GEP: {
        uint64_t fl, src;
        size_t n = 0;
        uint64_t *ids, *tys;
        if ((rc = bcq__fn_lit(&c, &fl)) || (rc = bcq__fn_lit(&c, &src)))
            return rc;
        bcq__puts(t, "getelementptr");
        if (fl & 1)
            bcq__puts(t, " inbounds");
        else if (fl & 2)
            bcq__puts(t, " nusw");
        if (fl & 4)
            bcq__puts(t, " nuw");
        bcq__putc(t, ' ');
        bcq__put_type(a, t, src);
        bcq__putc(t, ',');
        /* most have a handful of indices: on the stack */
        uint64_t ids_few[16], tys_few[16];
        if (f->n <= 16) {
            ids = ids_few;
            tys = tys_few;
        } else {
            ids = malloc(f->n * sizeof *ids + 1);
            tys = malloc(f->n * sizeof *tys + 1);
        }
        if (!ids || !tys) {
            if (ids != ids_few) {
                free(ids);
                free(tys);
            }
            return bcq__fn_fail(s, BCQ_E_NOMEM, 0, "out of memory");
        }
        while (left(&c) && rc == 0)
            if ((rc = bcq__fn_vt(&c, &ids[n], &tys[n])) == 0)
                n++;
        if (rc == 0 && n)
            put_generic(s, ids, tys, n, 0);
        if (ids != ids_few) {
            free(ids);
            free(tys);
        }
        if (rc)
            return rc;
        break;
    }
    case BCQ__FUNC_CODE_INST_EXTRACTVAL:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__puts(t, "extractvalue ");
        bcq__fn_put_tv(s, ty[0], id[0]);
        while (left(&c)) {
            (void)bcq__fn_lit(&c, &x);
            bcq__puts(t, ", ");
            bcq__putu(t, x);
        }
        break;
    case BCQ__FUNC_CODE_INST_INSERTVAL:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_vt(&c, &id[1], &ty[1])))
            return rc;
        bcq__puts(t, "insertvalue ");
        bcq__fn_put_tv(s, ty[0], id[0]);
        bcq__puts(t, ", ");
        bcq__fn_put_tv(s, ty[1], id[1]);
        while (left(&c)) {
            (void)bcq__fn_lit(&c, &x);
            bcq__puts(t, ", ");
            bcq__putu(t, x);
        }
        break;
    case BCQ__FUNC_CODE_INST_CALL:
        if ((rc = bcq__fn_put_call(s, &c, f)))
            return rc;
        break;
    case BCQ__FUNC_CODE_INST_FREEZE:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__puts(t, "freeze");
        put_generic(s, id, ty, 1, 0);
        break;
    case BCQ__FUNC_CODE_INST_UNOP:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_lit(&c, &x)))
            return rc;
        if (x != 0)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown unary operator");
        bcq__puts(t, "fneg");
        if (left(&c)) {
            (void)bcq__fn_lit(&c, &y);
            bcq__fn_put_fmf(t, y);
        }
        put_generic(s, id, ty, 1, 0);
        break;
    case BCQ__FUNC_CODE_INST_EXTRACTELT:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_vt(&c, &id[1], &ty[1])))
            return rc;
        bcq__puts(t, "extractelement");
        put_generic(s, id, ty, 2, 0);
        break;
    case BCQ__FUNC_CODE_INST_INSERTELT:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_v1(&c, &id[1])) ||
            (rc = bcq__fn_vt(&c, &id[2], &ty[2])))
            return rc;
        ty[1] = bcq__atype_elem(a, ty[0], 0);
        bcq__puts(t, "insertelement");
        put_generic(s, id, ty, 3, 0);
        break;
    case BCQ__FUNC_CODE_INST_SHUFFLEVEC:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_v1(&c, &id[1])) ||
            (rc = bcq__fn_vt(&c, &id[2], &ty[2])))
            return rc;
        ty[1] = ty[0];
        bcq__puts(t, "shufflevector");
        put_generic(s, id, ty, 2, 1);
        bcq__puts(t, ", ");
        /* the mask as printShuffleMask writes it: lane by lane, never a
         * splat */
        a->no_splat++;
        bcq__fn_put_tv(s, ty[2], id[2]);
        a->no_splat--;
        break;
    case BCQ__FUNC_CODE_INST_INVOKE:
    case BCQ__FUNC_CODE_INST_CALLBR:
        if ((rc = bcq__fn_put_call(s, &c, f)))
            return rc;
        break;
    case BCQ__FUNC_CODE_INST_LANDINGPAD: {
        /* [ty, cleanup, nclauses, (catch 0 | filter 1, VT)*] */
        uint64_t cleanup, nc;
        if ((rc = bcq__fn_lit(&c, &x)) || (rc = bcq__fn_lit(&c, &cleanup)) ||
            (rc = bcq__fn_lit(&c, &nc)))
            return rc;
        bcq__puts(t, "landingpad ");
        bcq__put_type(a, t, x);
        if (cleanup || nc)
            bcq__putc(t, '\n');
        if (cleanup)
            bcq__puts(t, "          cleanup");
        for (uint64_t i = 0; i < nc; i++) {
            if ((rc = bcq__fn_lit(&c, &y)) || (rc = bcq__fn_vt(&c, &id[0], &ty[0])))
                return rc;
            if (i || cleanup)
                bcq__putc(t, '\n');
            bcq__puts(t, y ? "          filter " : "          catch ");
            bcq__fn_put_tv(s, ty[0], id[0]);
        }
        break;
    }
    case BCQ__FUNC_CODE_INST_RESUME:
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__puts(t, "resume");
        put_generic(s, id, ty, 1, 0);
        break;
    case BCQ__FUNC_CODE_INST_INDIRECTBR:
        if ((rc = bcq__fn_lit(&c, &y)) || (rc = bcq__fn_v1(&c, &id[0])))
            return rc;
        bcq__puts(t, "indirectbr ");
        bcq__fn_put_tv(s, y, id[0]);
        bcq__puts(t, ", [");
        for (int first = 1; left(&c); first = 0) {
            (void)bcq__fn_lit(&c, &x);
            bcq__puts(t, first ? "label " : ", label ");
            bcq__fn_put_block(s, t, x);
        }
        bcq__putc(t, ']');
        break;
    case BCQ__FUNC_CODE_INST_VAARG:
        if ((rc = bcq__fn_lit(&c, &y)) || (rc = bcq__fn_v1(&c, &id[0])) || (rc = bcq__fn_lit(&c, &x)))
            return rc;
        bcq__puts(t, "va_arg ");
        bcq__fn_put_tv(s, y, id[0]);
        bcq__puts(t, ", ");
        bcq__put_type(a, t, x);
        break;
    case BCQ__FUNC_CODE_INST_FENCE: /* [ordering, ssid] */
        if ((rc = bcq__fn_lit(&c, &x)) || (rc = bcq__fn_lit(&c, &y)))
            return rc;
        bcq__puts(t, "fence");
        if ((rc = put_atomic(s, f, x, y)))
            return rc;
        break;
    case BCQ__FUNC_CODE_INST_LOADATOMIC: {
        /* [ptr, ty, align, vol, ordering, ssid] */
        uint64_t al, vol, ord, ssid;
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])))
            return rc;
        if (f->n - c.pos >= 5)
            c.pos++;
        if ((rc = bcq__fn_lit(&c, &al)) || (rc = bcq__fn_lit(&c, &vol)) ||
            (rc = bcq__fn_lit(&c, &ord)) || (rc = bcq__fn_lit(&c, &ssid)))
            return rc;
        bcq__puts(t, vol ? "load atomic volatile " : "load atomic ");
        bcq__put_type(a, t, f->ty);
        bcq__puts(t, ", ");
        bcq__fn_put_tv(s, ty[0], id[0]);
        if ((rc = put_atomic(s, f, ord, ssid)))
            return rc;
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_STOREATOMIC: {
        /* [ptr, val, align, vol, ordering, ssid] */
        uint64_t al, vol, ord, ssid;
        if ((rc = bcq__fn_vt(&c, &id[1], &ty[1])) || (rc = bcq__fn_vt(&c, &id[0], &ty[0])) ||
            (rc = bcq__fn_lit(&c, &al)) || (rc = bcq__fn_lit(&c, &vol)) ||
            (rc = bcq__fn_lit(&c, &ord)) || (rc = bcq__fn_lit(&c, &ssid)))
            return rc;
        bcq__puts(t, vol ? "store atomic volatile" : "store atomic");
        put_generic(s, id, ty, 2, 1);
        if ((rc = put_atomic(s, f, ord, ssid)))
            return rc;
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_ATOMICRMW: {
        /* [ptr, val, op, vol, ordering, ssid, align] */
        uint64_t op, vol, ord, ssid, al;
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_vt(&c, &id[1], &ty[1])) ||
            (rc = bcq__fn_lit(&c, &op)) || (rc = bcq__fn_lit(&c, &vol)) ||
            (rc = bcq__fn_lit(&c, &ord)) || (rc = bcq__fn_lit(&c, &ssid)))
            return rc;
        if (!left(&c))
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "an atomicrmw without its alignment (the data "
                        "layout's)");
        (void)bcq__fn_lit(&c, &al);
        const char *name = bcq_asm_rmw_name((unsigned)op);
        if (!name)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "an unknown atomicrmw operation");
        bcq__puts(t, vol ? "atomicrmw volatile " : "atomicrmw ");
        bcq__puts(t, name);
        put_generic(s, id, ty, 2, 1);
        if ((rc = put_atomic(s, f, ord, ssid)))
            return rc;
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_CMPXCHG: {
        /* [ptr, cmp, new, vol, success, ssid, failure, weak, align] */
        uint64_t vol, ok, ssid, bad, weak, al;
        if ((rc = bcq__fn_vt(&c, &id[0], &ty[0])) || (rc = bcq__fn_vt(&c, &id[1], &ty[1])) ||
            (rc = bcq__fn_v1(&c, &id[2])) || (rc = bcq__fn_lit(&c, &vol)) ||
            (rc = bcq__fn_lit(&c, &ok)) || (rc = bcq__fn_lit(&c, &ssid)) ||
            (rc = bcq__fn_lit(&c, &bad)) || (rc = bcq__fn_lit(&c, &weak)))
            return rc;
        if (!left(&c))
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "a cmpxchg without its alignment (the data "
                        "layout's)");
        (void)bcq__fn_lit(&c, &al);
        ty[2] = ty[1];
        bcq__puts(t, "cmpxchg");
        if (weak)
            bcq__puts(t, " weak");
        if (vol)
            bcq__puts(t, " volatile");
        put_generic(s, id, ty, 3, 1);
        if ((rc = put_atomic(s, f, ok, ssid)))
            return rc;
        const char *o = bcq_asm_ordering_name((unsigned)bad);
        if (!o || !*o)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown ordering");
        bcq__putc(t, ' ');
        bcq__puts(t, o);
        put_align(t, al);
        break;
    }
    default: {
        const char *n = bcq__ir_inst_name(f->code);
        char what[96];
        snprintf(what, sizeof what, "the instruction %s (not printed yet)",
                 n ? n : "?");
        return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit, what);
    }
    }
    if ((rc = bcq__fn_put_inst_attachments(s, f)))
        return rc;
    bcq__putc(t, '\n');
    return t->rc;
}
