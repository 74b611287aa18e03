/*
 * func.c - a function definition as llvm-dis prints it (AsmWriter.cpp's
 * printFunction, printArgument, printBasicBlock and printInstruction),
 * from its instruction view (bcq_insts), which reads that body only.
 *
 * Two passes.  The first walks the view and keeps a copy of every
 * instruction's operands, the function's constants (its CONSTANTS block)
 * and names (its VALUE_SYMTAB: ENTRY for values, BBENTRY for blocks, both
 * after the instructions in every file LLVM writes), and gives each value
 * its type, as the reader would (explicit in the record, or implied by the
 * operands).  Then local slots are numbered as SlotTracker's
 * processFunction does -- unnamed arguments, then per block the block if
 * unnamed and each unnamed instruction that yields a value -- and the
 * predecessors of each block are listed in use-list order: LLVM adds each
 * successor use to the front of the block's list as it reads the
 * terminators (BranchInst sets its false successor before its true one),
 * so a block's predecessors print in the reverse order of those uses.
 * The second pass prints.
 *
 * OPERAND_BUNDLE records are kept for the call after them, DEBUG_LOC and
 * the METADATA_ATTACHMENT block for the attachments (fmeta.c).  What is
 * not printed yet is refused whole with BCQ_E_UNSUPPORTED naming it:
 * some metadata operands, use-list orders other than a block's, and the
 * instructions not listed in print_inst().
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/func.h"

/* Room in *pv (elements of ev bytes) for nv values and in *pb (eb bytes)
 * for every block: one each at least. */
static int room_per_value_and_block(fstate *s, size_t nv, void **pv,
                                    size_t *capv, size_t ev, void **pb,
                                    size_t *capb, size_t eb)
{
    int rc;
    if ((rc = bcq__grow(pv, capv, nv ? nv : 1, ev, s->t->err)) ||
        (rc = bcq__grow(pb, capb, s->nbbs ? (size_t)s->nbbs : 1, eb,
                        s->t->err)))
        return bcq__text_fail(s->t, rc);
    return 0;
}

/* vname for the nv values numbered so far and bname for every block,
 * each without a name yet. */
static int names_none(fstate *s, size_t nv)
{
    int rc = room_per_value_and_block(s, nv, (void **)&s->vname, &s->capvn,
                                      sizeof *s->vname, (void **)&s->bname,
                                      &s->capbn, sizeof *s->bname);
    if (rc)
        return rc;
    s->capvname = nv;
    for (size_t i = 0; i < nv; i++)
        s->vname[i].len = UINT32_MAX;
    for (uint64_t i = 0; i < s->nbbs; i++)
        s->bname[i].len = UINT32_MAX;
    s->nbname = s->nbbs;
    s->named = 1;
    return 0;
}

static int on_vst(void *arg, const bcq_record *r, bcq_error *err)
{
    fstate *s = arg;
    int rc;
    /* VST_CODE_ENTRY [valueid, namechar...], BBENTRY [bbid, namechar...] */
    if ((r->code != 1 && r->code != 2) || r->nops < 1)
        return 0;
    uint64_t id = r->ops[0];
    fname *slot;
    if (r->code == 1) {
        if (id < s->base || id - s->base >= s->capvname)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "a local name for value %llu, no local value",
                             (unsigned long long)id);
        slot = &s->vname[id - s->base];
    } else {
        if (id >= s->nbbs)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "a name for block %llu of %llu",
                             (unsigned long long)id,
                             (unsigned long long)s->nbbs);
        slot = &s->bname[id];
    }
    size_t n = r->nops - 1;
    if ((rc = bcq__grow((void **)&s->names, &s->capnames, s->nnames + n + 1,
                        1, err)))
        return rc;
    if (s->nnames > UINT32_MAX - n)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit, "names too long");
    for (size_t i = 0; i < n; i++) {
        if (r->ops[1 + i] > 255)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "a name character above 255");
        s->names[s->nnames + i] = (char)r->ops[1 + i];
    }
    slot->off = (uint32_t)s->nnames;
    slot->len = (uint32_t)n;
    s->nnames += n;
    return 0;
}

/* USELIST_CODE_BB [index..., bb]: the order of a block's uses, which is
 * the order of its predecessors (USELIST_CODE_DEFAULT orders a value's
 * uses, which llvm-dis does not show). */
static int on_uselist(void *arg, const bcq_record *r, bcq_error *err)
{
    fstate *s = arg;
    int rc;
    if (r->code != 2 || r->nops < 2)
        return 0;
    if ((rc = bcq__grow((void **)&s->uops, &s->capuops, s->nuops + r->nops,
                        sizeof *s->uops, err)) ||
        (rc = bcq__grow((void **)&s->ufirst, &s->capufirst, s->nul + 1,
                        sizeof *s->ufirst, err)) ||
        (rc = bcq__grow((void **)&s->un, &s->capun, s->nul + 1,
                        sizeof *s->un, err)))
        return rc;
    if (s->nuops > UINT32_MAX - r->nops)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit, "use lists too long");
    s->ufirst[s->nul] = (uint32_t)s->nuops;
    s->un[s->nul++] = (uint32_t)r->nops;
    memcpy(s->uops + s->nuops, r->ops, r->nops * sizeof *r->ops); /* nops >= 2 */
    s->nuops += r->nops;
    return 0;
}

/* A copy of record in's operands: an instruction, a debug record, or
 * (bundle) an operand bundle for the next call. */
static int keep(fstate *s, const bcq_inst *in, int bundle)
{
    bcq_error *err = s->t->err;
    size_t n = in->record.nops;
    int rc;
    finst **arr = bundle ? &s->bun : &s->ins;
    size_t *cnt = bundle ? &s->nbun : &s->nins;
    if ((rc = bcq__grow((void **)&s->kinds, &s->capk, s->nops + n, 1, err)) ||
        (rc = bcq__grow((void **)&s->vals, &s->capv, s->nops + n,
                        sizeof *s->vals, err)) ||
        (rc = bcq__grow((void **)arr, bundle ? &s->capbun : &s->capins,
                        *cnt + 1, sizeof **arr, err)))
        return bcq__text_fail(s->t, rc);
    if (s->nops > UINT32_MAX - n || *cnt >= UINT32_MAX)
        return bcq__fn_fail(s, BCQ_E_IMPLAUSIBLE, in->record.bit, "body too large");
    finst *f = &(*arr)[(*cnt)++];
    memset(f, 0, sizeof *f);
    f->code = in->record.code;
    f->first = (uint32_t)s->nops;
    f->n = (uint32_t)n;
    f->value = in->value;
    f->next = s->next;
    f->bb = in->bb;
    f->bit = in->record.bit;
    f->ty = NOTYPE;
    f->dbg = !in->is_instruction;
    if (n) { /* no memcpy of nothing from or to NULL */
        memcpy(s->kinds + s->nops, in->kinds, n);
        memcpy(s->vals + s->nops, in->vals, n * sizeof *s->vals);
    }
    s->nops += n;
    if (bundle) {
        if (!s->pend_n)
            s->pend_bundle = (uint32_t)*cnt;
        s->pend_n++;
        return 0;
    }
    if (in->value != BCQ_NO_VALUE)
        s->next = in->value + 1;
    if (f->dbg)
        return 0;
    s->last_inst = s->nins - 1;
    /* parseFunctionBody: bundles go to the next call, invoke or callbr,
     * and to nothing else */
    if (s->pend_n) {
        if (f->code != BCQ__FUNC_CODE_INST_CALL &&
            f->code != BCQ__FUNC_CODE_INST_INVOKE &&
            f->code != BCQ__FUNC_CODE_INST_CALLBR)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "operand bundles before no call");
        f->bundle = s->pend_bundle;
        f->nbundles = s->pend_n;
        s->pend_n = 0;
    }
    return 0;
}

/* The type of the value instruction f defines (as the reader gives it). */
static int result_type(fstate *s, finst *f)
{
    struct bcq_asm *a = s->a;
    cur c = {s, f, 0};
    uint64_t id, ty, x;
    int rc;
    switch (f->code) {
    case BCQ__FUNC_CODE_INST_BINOP:
    case BCQ__FUNC_CODE_INST_UNOP:
    case BCQ__FUNC_CODE_INST_FREEZE:
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_CMP:
    case BCQ__FUNC_CODE_INST_CMP2:
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = bcq__fn_bool_like(a, ty);
        return 0;
    case BCQ__FUNC_CODE_INST_CAST:
        if ((rc = bcq__fn_vt(&c, &id, &ty)) || (rc = bcq__fn_lit(&c, &x)))
            return rc;
        f->ty = x;
        return 0;
    case BCQ__FUNC_CODE_INST_VSELECT:
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_PHI:
    case BCQ__FUNC_CODE_INST_LANDINGPAD:
        if ((rc = bcq__fn_lit(&c, &x)))
            return rc;
        f->ty = x;
        return 0;
    case BCQ__FUNC_CODE_INST_VAARG:
        if ((rc = bcq__fn_lit(&c, &x)) || (rc = bcq__fn_v1(&c, &id)) || (rc = bcq__fn_lit(&c, &x)))
            return rc;
        f->ty = x;
        return 0;
    case BCQ__FUNC_CODE_INST_LOAD:
    case BCQ__FUNC_CODE_INST_LOADATOMIC:
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        if (f->n - c.pos >= (f->code == BCQ__FUNC_CODE_INST_LOAD ? 3u : 5u)) {
            f->ty = val_at(&c);
        } else {
            const bcq__atype *p = bcq__atype_at(a, ty);
            f->ty = p && p->code == BCQ__TYPE_CODE_POINTER ? p->count : NOTYPE;
        }
        return 0;
    case BCQ__FUNC_CODE_INST_ALLOCA: {
        if ((rc = bcq__fn_lit(&c, &x)))
            return rc;
        uint64_t packed = f->n > 3 ? s->vals[f->first + 3] : 0;
        if (!(packed >> 6 & 1)) { /* old form: x is the pointer type */
            f->ty = x;
            return 0;
        }
        f->ty = bcq__atype_find_ptr(a, x, (unsigned)bcq__fn_alloca_as(s, f));
        return 0;
    }
    case BCQ__FUNC_CODE_INST_GEP: {
        uint64_t src;
        if ((rc = bcq__fn_lit(&c, &x)) || (rc = bcq__fn_lit(&c, &src)) ||
            (rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        const bcq__atype *p = bcq__atype_at(a, ty);
        /* a vector base or a vector index makes the result a vector of
         * the pointers, its lane count and scalability theirs
         * (GetElementPtrInst::getGEPReturnType) */
        const bcq__atype *vec = NULL;
        if (p && p->code == BCQ__TYPE_CODE_VECTOR) {
            /* a vector of opaque pointers is the result's type too */
            const bcq__atype *e = bcq__atype_at(a, bcq__atype_elem(a, ty, 0));
            if (e && e->code == BCQ__TYPE_CODE_OPAQUE_POINTER) {
                f->ty = ty;
                return 0;
            }
            if (!e || e->code != BCQ__TYPE_CODE_POINTER)
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                            "a vector getelementptr of no pointers");
            vec = p;
            p = e; /* the lanes' pointer type: its address space */
        }
        if (p && p->code == BCQ__TYPE_CODE_OPAQUE_POINTER) {
            /* a vector index makes the result a vector of pointers
             * (GetElementPtrInst::getGEPReturnType) */
            while (left(&c)) {
                uint64_t iid, ity;
                if ((rc = bcq__fn_vt(&c, &iid, &ity)))
                    return rc;
                const bcq__atype *it = bcq__atype_at(a, ity);
                if (it && it->code == BCQ__TYPE_CODE_VECTOR) {
                    /* <N x ptr>, N and scalable as the index's */
                    f->ty = bcq__fn_find_type(a, BCQ__TYPE_CODE_VECTOR,
                                              it->count, ty, 0, it->flag);
                    if (f->ty == NOTYPE)
                        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                                    "a vector getelementptr whose type "
                                    "the module lacks");
                    return 0;
                }
            }
            f->ty = ty;
            return 0;
        }
        /* typed pointers: index through the source type, the first index
         * stepping over the pointer */
        uint64_t cur_ty = src;
        int first = 1;
        while (left(&c)) {
            uint64_t iid, ity;
            if ((rc = bcq__fn_vt(&c, &iid, &ity)))
                return rc;
            const bcq__atype *it = bcq__atype_at(a, ity);
            if (!vec && it && it->code == BCQ__TYPE_CODE_VECTOR)
                vec = it;
            if (first) {
                first = 0;
                continue;
            }
            const bcq__atype *ct = bcq__atype_at(a, cur_ty);
            int64_t k = 0;
            if (ct && (ct->code == BCQ__TYPE_CODE_STRUCT_ANON ||
                       ct->code == BCQ__TYPE_CODE_STRUCT_NAMED)) {
                /* a vector one (a splat, valid in a vector GEP) is
                 * refused: bcq does not read its lane */
                if (it && it->code == BCQ__TYPE_CODE_VECTOR)
                    return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                                "a vector struct index");
                if (!bcq__fn_const_int(s, iid, &k) || k < 0)
                    return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                                "a struct index that is no constant");
            }
            cur_ty = bcq__atype_elem(a, cur_ty, (uint64_t)k);
            if (cur_ty == NOTYPE)
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                            "getelementptr indexes past its type");
        }
        f->ty = bcq__atype_find_ptr(a, cur_ty, p ? p->aux : 0);
        if (vec && f->ty != NOTYPE) {
            f->ty = bcq__fn_find_type(a, BCQ__TYPE_CODE_VECTOR, vec->count,
                                      f->ty, 0, vec->flag);
            if (f->ty == NOTYPE)
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                            "a vector getelementptr whose type the module "
                            "lacks");
        }
        return 0;
    }
    case BCQ__FUNC_CODE_INST_EXTRACTVAL: {
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        while (left(&c) && ty != NOTYPE) {
            (void)bcq__fn_lit(&c, &x);
            ty = bcq__atype_elem(a, ty, x);
        }
        f->ty = ty;
        return 0;
    }
    case BCQ__FUNC_CODE_INST_INSERTVAL:
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_EXTRACTELT:
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = bcq__atype_elem(a, ty, 0);
        return 0;
    case BCQ__FUNC_CODE_INST_INSERTELT:
        if ((rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_SHUFFLEVEC: {
        uint64_t mid, mty;
        if ((rc = bcq__fn_vt(&c, &id, &ty)) || (rc = bcq__fn_v1(&c, &x)) ||
            (rc = bcq__fn_vt(&c, &mid, &mty)))
            return rc;
        const bcq__atype *m = bcq__atype_at(a, mty);
        const bcq__atype *v = bcq__atype_at(a, ty);
        if (!m || !v || m->code != BCQ__TYPE_CODE_VECTOR)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit, "a shufflevector mask");
        f->ty = bcq__fn_find_type(a, BCQ__TYPE_CODE_VECTOR, m->count,
                          bcq__atype_elem(a, ty, 0), 0, v->flag);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_ATOMICRMW:
        if ((rc = bcq__fn_vt(&c, &id, &ty)) || (rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_CMPXCHG:
        if ((rc = bcq__fn_vt(&c, &id, &ty)) || (rc = bcq__fn_vt(&c, &id, &ty)))
            return rc;
        f->ty = bcq__fn_find_type(a, BCQ__TYPE_CODE_STRUCT_ANON, 0, ty,
                          bcq__atype_find_int(a, 1), 0);
        return 0;
    case BCQ__FUNC_CODE_INST_CATCHSWITCH:
    case BCQ__FUNC_CODE_INST_CATCHPAD:
    case BCQ__FUNC_CODE_INST_CLEANUPPAD: /* pads are tokens */
        f->ty = bcq__fn_find_type(a, BCQ__TYPE_CODE_TOKEN, 0, 0, 0, 0);
        if (f->ty == NOTYPE)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "a pad in a module without the token type");
        return 0;
    case BCQ__FUNC_CODE_INST_CALL:
    case BCQ__FUNC_CODE_INST_INVOKE:
    case BCQ__FUNC_CODE_INST_CALLBR:
        /* the function type: explicit, or the callee's */
        for (size_t i = 0; i < f->n; i++)
            if (s->kinds[f->first + i] == BCQ_OPND_TYPE) {
                const bcq__atype *ft = bcq__fn_fn_type(s, s->vals[f->first + i]);
                if (ft) {
                    f->ty = ft->count;
                    return 0;
                }
                break;
            }
        return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                    "a call without an explicit function type");
    default:
        return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, f->bit,
                    "an instruction this printer does not know yet");
    }
}

static int collect(fstate *s, bcq_insts *it)
{
    bcq_error *err = s->t->err;
    for (;;) {
        bcq_inst in;
        int rc = bcq_insts_next(it, &in, err);
        if (rc == BCQ_END) {
            if (s->pend_n) /* parseFunctionBody's "no consumer" */
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, 0,
                            "operand bundles at the end of the body");
            return 0;
        }
        if (rc)
            return bcq__text_fail(s->t, rc);
        if (in.kind == BCQ_INST_SUBBLOCK) {
            if (in.block.id == BCQ__CONSTANTS_BLOCK_ID) {
                if (s->has_fc && s->fc.first + s->fc.n != in.first_value)
                    return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, in.block.bit,
                                "a second CONSTANTS block in a function");
                if (!s->has_fc) {
                    s->fc.first = in.first_value;
                    s->fc.cur_type = NOTYPE;
                }
                s->has_fc = 1;
                if ((rc = bcq__acsts_read(s->a, &s->fc, &in.block, err)))
                    return bcq__text_fail(s->t, rc);
                s->next = in.value_end;
            } else if (in.block.id == BCQ__VALUE_SYMTAB_BLOCK_ID) {
                /* the names of every local value and block: sized by what
                 * is numbered so far (the VST follows the body) */
                if (s->next - s->base > SIZE_MAX / sizeof *s->vname)
                    return bcq__fn_fail(s, BCQ_E_IMPLAUSIBLE, in.block.bit,
                                "too many values");
                if ((rc = names_none(s, (size_t)(s->next - s->base))))
                    return rc;
                if ((rc = bcq__each_record_of(s->a->f, &in.block, on_vst, s,
                                              err)))
                    return bcq__text_fail(s->t, rc);
            } else if (in.block.id == BCQ__METADATA_BLOCK_ID) {
                if ((rc = bcq__amds_module(s->a, err)))
                    return bcq__text_fail(s->t, rc);
                if (!s->has_fmd)
                    s->fmd.base = s->a->md.count;
                s->has_fmd = 1;
                if ((rc = bcq__amds_read(s->a, &s->fmd, &in.block, err)))
                    return bcq__text_fail(s->t, rc);
            } else if (in.block.id == BCQ__METADATA_ATTACHMENT_ID) {
                if ((rc = bcq__each_record_of(s->a->f, &in.block,
                                              bcq__fn_on_attachment, s, err)))
                    return bcq__text_fail(s->t, rc);
            } else if (in.block.id == 18) { /* USELIST_BLOCK */
                if ((rc = bcq__each_record_of(s->a->f, &in.block, on_uselist,
                                              s, err)))
                    return bcq__text_fail(s->t, rc);
            }
            continue;
        }
        switch (in.record.code) {
        case BCQ__FUNC_CODE_DECLAREBLOCKS:
            /* one, before the names (LLVM's reader names a block only
             * once they are declared): a second would leave blocks
             * without the names arrays' entries */
            if (s->nbbs || s->named)
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, in.record.bit,
                            "a second DECLAREBLOCKS, or one after the "
                            "block names");
            /* each block needs a record of at least a bit: no more
             * blocks than the body has bits (before allocating per
             * block) */
            if (in.record.nops < 1 || in.record.ops[0] == 0 ||
                in.record.ops[0] > s->body_bits)
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, in.record.bit,
                            "DECLAREBLOCKS of an implausible count");
            s->nbbs = in.record.ops[0];
            continue;
        case BCQ__FUNC_CODE_DEBUG_LOC:
        case BCQ__FUNC_CODE_DEBUG_LOC_AGAIN:
            if ((rc = bcq__fn_debug_loc(s, &in.record)))
                return rc;
            continue;
        case BCQ__FUNC_CODE_BLOCKADDR_USERS:
            continue; /* no text */
        case BCQ__FUNC_CODE_OPERAND_BUNDLE:
            if ((rc = keep(s, &in, 1)))
                return rc;
            continue;
        default:
            break;
        }
        if (!in.is_instruction &&
            (in.record.code < BCQ__FUNC_CODE_DEBUG_RECORD_VALUE ||
             in.record.code > BCQ__FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE))
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, in.record.bit,
                        "a record of the body not printed yet");
        if (!in.is_instruction && s->nins == 0)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, in.record.bit,
                        "a debug record before any instruction");
        if ((rc = keep(s, &in, 0)))
            return rc;
        finst *f = &s->ins[s->nins - 1];
        if (f->bb >= s->nbbs)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "an instruction past the declared blocks");
        if (f->value != BCQ_NO_VALUE) {
            if ((rc = result_type(s, f)))
                return rc;
            if ((rc = bcq__fn_set_type(s, f->value, f->ty)))
                return rc;
        }
    }
}

static int number(fstate *s)
{
    size_t nv = (size_t)(s->next - s->base);
    int rc = room_per_value_and_block(s, nv, (void **)&s->vslot, &s->capvs,
                                      sizeof *s->vslot, (void **)&s->bslot,
                                      &s->capbs, sizeof *s->bslot);
    if (rc)
        return rc;
    for (size_t i = 0; i < nv; i++)
        s->vslot[i] = -1;
    int64_t n = 0;
    /* a debug record belongs to the block of the instruction before it */
    for (size_t i = 1; i < s->nins; i++)
        if (s->ins[i].dbg)
            s->ins[i].bb = s->ins[i - 1].bb;
    for (uint64_t k = 0; k < s->nargs; k++)
        if (!has_vname(s, s->base + k))
            s->vslot[k] = n++;
    size_t i = 0;
    for (uint64_t bb = 0; bb < s->nbbs; bb++) {
        s->bslot[bb] = has_bname(s, bb) ? -1 : n++;
        for (; i < s->nins && s->ins[i].bb == bb; i++) {
            const finst *f = &s->ins[i];
            if (f->value != BCQ_NO_VALUE && !has_vname(s, f->value) &&
                f->value - s->base < nv)
                s->vslot[f->value - s->base] = n++;
        }
    }
    if (i != s->nins)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, s->ins[i].bit,
                    "instructions out of block order");
    return 0;
}

static int add_pred(fstate *s, uint64_t to, uint64_t from)
{
    int rc;
    if ((rc = bcq__grow((void **)&s->pto, &s->cappto, s->npred + 1,
                        sizeof *s->pto, s->t->err)) ||
        (rc = bcq__grow((void **)&s->pfrom, &s->cappfrom, s->npred + 1,
                        sizeof *s->pfrom, s->t->err)))
        return bcq__text_fail(s->t, rc);
    s->pto[s->npred] = to;
    s->pfrom[s->npred++] = from;
    return 0;
}

/* The successor uses of each terminator, in the order LLVM adds them. */
static int preds(fstate *s)
{
    int rc = 0;
    for (size_t i = 0; i < s->nins && rc == 0; i++) {
        const finst *f = &s->ins[i];
        /* no operand in the whole body: the arrays were never made */
        const uint64_t *v = s->vals ? s->vals + f->first : NULL;
        const uint8_t *k = s->kinds ? s->kinds + f->first : NULL;
        switch (f->code) {
        case BCQ__FUNC_CODE_INST_BR:
            /* [true, false, cond]: false is set before true */
            if (f->n >= 3)
                rc = add_pred(s, v[1], f->bb);
            if (rc == 0 && f->n >= 1)
                rc = add_pred(s, v[0], f->bb);
            break;
        case BCQ__FUNC_CODE_INST_SWITCH:
        case BCQ__FUNC_CODE_INST_INDIRECTBR:
        case BCQ__FUNC_CODE_INST_INVOKE:
        case BCQ__FUNC_CODE_INST_CALLBR:
            /* default, then cases; normal, then unwind: operand order */
            for (size_t j = 0; j < f->n && rc == 0; j++)
                if (k[j] == BCQ_OPND_BLOCK)
                    rc = add_pred(s, v[j], f->bb);
            break;
        case BCQ__FUNC_CODE_INST_CATCHRET:
        case BCQ__FUNC_CODE_INST_CLEANUPRET: /* [pad, bb?] */
            if (f->n >= 2)
                rc = add_pred(s, v[1], f->bb);
            break;
        case BCQ__FUNC_CODE_INST_CATCHSWITCH:
            /* [pad, n, handlers, unwind?]: the unwind destination is set
             * when it is made, the handlers added after (addHandler) */
            if (f->n >= 2 && v[1] <= f->n - 2) {
                size_t nh = (size_t)v[1];
                if (f->n > nh + 2)
                    rc = add_pred(s, v[nh + 2], f->bb);
                for (size_t j = 0; j < nh && rc == 0; j++)
                    rc = add_pred(s, v[j + 2], f->bb);
            }
            break;
        default:
            break;
        }
    }
    for (size_t i = 0; i < s->npred; i++)
        if (s->pto[i] >= s->nbbs)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, 0,
                        "a branch to a block past the declared ones");
    if (rc)
        return rc;
    /* bucket the uses by block, in the order they were added (a counting
     * sort), and each block's USELIST entry: linear, whatever the body */
    size_t nb = (size_t)s->nbbs;
    if ((rc = bcq__grow((void **)&s->pstart, &s->cappstart, nb + 1,
                        sizeof *s->pstart, s->t->err)) ||
        (rc = bcq__grow((void **)&s->pbyto, &s->cappbyto,
                        s->npred ? s->npred : 1, sizeof *s->pbyto,
                        s->t->err)) ||
        (rc = bcq__grow((void **)&s->uent, &s->capuent, nb ? nb : 1,
                        sizeof *s->uent, s->t->err)))
        return bcq__text_fail(s->t, rc);
    memset(s->pstart, 0, (nb + 1) * sizeof *s->pstart);
    memset(s->uent, 0, (nb ? nb : 1) * sizeof *s->uent);
    for (size_t i = 0; i < s->npred; i++)
        s->pstart[s->pto[i] + 1]++;
    for (size_t b = 0; b < nb; b++)
        s->pstart[b + 1] += s->pstart[b];
    for (size_t i = 0; i < s->npred; i++)
        s->pbyto[s->pstart[s->pto[i]] + s->uent[s->pto[i]]++] = s->pfrom[i];
    memset(s->uent, 0, nb * sizeof *s->uent);
    for (size_t u = 0; u < s->nul; u++) {
        uint64_t bb = s->uops[s->ufirst[u] + s->un[u] - 1];
        if (bb >= nb)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, 0,
                        "a use-list order of a block past the declared "
                        "ones");
        if (s->uent[bb])
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, 0,
                        "two use-list orders of one block");
        s->uent[bb] = u + 1;
    }
    return 0;
}

/* The predecessors of bb: its uses head first, the last added first
 * (Use::addToList), reordered by a USELIST_CODE_BB entry for it
 * (parseUseLists: the i-th use moves to position index[i]). */
/* A BLOCKADDRESS constant of (this function, bb) among the module's or
 * this function's constants: the blocks that have one, found in one pass
 * on first use (*has: 1 yes, 0 no, < 0 a failure). */
static int block_address_here(fstate *s, uint64_t bb, int *has)
{
    if (!s->ba_blocks) {
        s->ba_blocks = calloc((size_t)(s->nbbs ? s->nbbs : 1), 1);
        if (!s->ba_blocks)
            return bcq__fn_fail(s, BCQ_E_NOMEM, 0, "out of memory");
        const bcq__acsts *tabs[2] = {&s->a->consts,
                                     s->has_fc ? &s->fc : NULL};
        for (int k = 0; k < 2; k++) {
            const bcq__acsts *c = tabs[k];
            for (size_t i = 0; c && i < c->n; i++) {
                const uint64_t *o;
                const bcq__acst *x;
                /* the code is known without reading the record */
                if (bcq__acst_code(c, i) != BCQ__CST_CODE_BLOCKADDRESS ||
                    !(x = bcq__acst_get(s->a, c, i, &o)))
                    continue;
                if (x->n >= 3 && o[1] == s->id && o[2] < s->nbbs)
                    s->ba_blocks[o[2]] = 1;
            }
        }
    }
    *has = s->ba_blocks[bb];
    return 0;
}

static int put_preds(fstate *s, uint64_t bb)
{
    bcq__text *t = s->t;
    size_t first = s->pstart[bb], m = s->pstart[bb + 1] - first;
    if (m == 0) {
        bcq__puts(t, " No predecessors!");
        return t->rc;
    }
    /* room for the use list's order too (at most one use more) */
    int rc = bcq__grow((void **)&s->pord, &s->cappord, m + 1,
                       sizeof *s->pord, t->err);
    if (rc)
        return bcq__text_fail(t, rc);
    size_t *order = s->pord;
    for (size_t i = 0; i < m; i++)
        order[i] = i;
    if (s->uent[bb]) {
        size_t u = s->uent[bb] - 1;
        const uint64_t *o = s->uops + s->ufirst[u];
        size_t n = s->un[u] - 1;
        /* one more use than branches: the block's BlockAddress, added
         * before every branch when this function's or the module's
         * constants hold it (it is unique per block, and resolved when
         * the body's blocks are declared), so last, head first */
        size_t ba = SIZE_MAX;
        int has = 0;
        if (n == m + 1 && block_address_here(s, bb, &has))
            return s->t->rc;
        if (n == m + 1 && has)
            ba = m;
        else if (n != m)
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, 0,
                        "a use-list order of a block with uses other than "
                        "branches and its own blockaddress");
        for (size_t i = 0; i < n; i++)
            order[i] = SIZE_MAX;
        for (size_t i = 0; i < n; i++) {
            if (o[i] >= n || order[o[i]] != SIZE_MAX)
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, 0,
                            "a use-list order that is no permutation");
            order[o[i]] = i;
        }
        /* drop the BlockAddress: pred_iterator skips what is no
         * terminator */
        size_t j = 0;
        for (size_t i = 0; i < n; i++)
            if (order[i] != ba)
                order[j++] = order[i];
    }
    /* use i of the list, head first, is the (m-1-i)-th added */
    for (size_t i = 0; i < m; i++) {
        bcq__puts(t, i ? ", " : " preds = ");
        bcq__fn_put_block(s, t, s->pbyto[first + m - 1 - order[i]]);
    }
    return t->rc;
}

static void argname(void *arg, bcq__text *t, size_t k)
{
    fstate *s = arg;
    bcq__putc(t, ' ');
    int rc = bcq__fn_put_local(s, t, s->base + k);
    if (rc)
        bcq__text_fail(t, rc);
}

static int print_body(fstate *s, size_t id)
{
    bcq__text *t = s->t;
    int rc;
    bcq__put_function_head(s->a, t, id, 1, argname, s);
    if ((rc = bcq__fn_put_fn_attachments(s)))
        return rc;
    bcq__puts(t, " {");
    size_t i = 0;
    for (uint64_t bb = 0; bb < s->nbbs && !t->rc; bb++) {
        if (has_bname(s, bb)) {
            bcq__putc(t, '\n');
            bcq__put_ident(t, 0, (const uint8_t *)s->names + s->bname[bb].off,
                           s->bname[bb].len);
            bcq__putc(t, ':');
        } else if (bb) {
            bcq__putc(t, '\n');
            bcq__puti(t, s->bslot[bb]);
            bcq__putc(t, ':');
        }
        if (bb) {
            bcq__pad(t, 50);
            bcq__putc(t, ';');
            if ((rc = put_preds(s, bb)))
                return rc;
        }
        bcq__putc(t, '\n');
        while (i < s->nins && s->ins[i].bb == bb) {
            /* the debug records after an instruction come first */
            size_t j = i + 1;
            for (; j < s->nins && s->ins[j].dbg; j++)
                if ((rc = bcq__fn_print_dbg(s, &s->ins[j])))
                    return rc;
            if (s->ins[i].dbg)
                return bcq__fn_fail(s, BCQ_E_BAD_RECORD, s->ins[i].bit,
                            "a debug record before any instruction");
            if ((rc = bcq__fn_print_inst(s, &s->ins[i])))
                return rc;
            i = j;
        }
    }
    bcq__puts(t, "}\n");
    return t->rc;
}

static void fstate_free(fstate *s)
{
    if (s->spare) { /* back to the printer, for the next function */
        struct bcq_asm *a = s->a;
#define GIVE(fld, c)                                                           \
    a->spare.v[BCQ__SPARE_##fld].p = s->fld;                                   \
    a->spare.v[BCQ__SPARE_##fld].cap = s->c;                                 \
    s->fld = NULL;
        BCQ__FN_SPARES(GIVE)
#undef GIVE
        a->spare.held = 0;
    }
#define DROP(fld, c) free(s->fld);
    BCQ__FN_SPARES(DROP)
#undef DROP
    bcq__acsts_free(&s->fc);
    bcq__amds_free(&s->fmd);
    free(s->ba_blocks);
    free(s->locorder);
}

/* The first pass and the numbering of function id (what printing it and
 * naming its blocks need). */
static int prepare(fstate *s, struct bcq_asm *a, bcq__text *t, size_t id,
                   bcq_insts **it)
{
    bcq_function fn;
    int rc;
    memset(s, 0, sizeof *s);
    s->a = a;
    s->t = t;
    s->id = id;
    s->other_block = bcq__fn_block_label;
    s->last_inst = SIZE_MAX;
    if (!a->spare.held) { /* the last print's arrays, emptied */
        a->spare.held = 1;
        s->spare = 1;
#define TAKE(fld, c)                                                           \
    s->fld = a->spare.v[BCQ__SPARE_##fld].p;                                   \
    s->c = a->spare.v[BCQ__SPARE_##fld].cap;
        BCQ__FN_SPARES(TAKE)
#undef TAKE
    }
    bcq_global g; /* from the record the printer keeps (bcq__asm_grec) */
    if ((rc = bcq__asm_lite_global(a, id, &g, t->err)) ||
        (rc = bcq__function_lite(a->f, a->m, id, &g, &a->fnseek, &fn,
                                 t->err)) ||
        (rc = bcq_insts_open(a->f, &fn, it, t->err)))
        return bcq__text_fail(t, rc);
    bcq_insts_frame(*it, &s->base, &s->nargs);
    s->body_bits = fn.block.words * 32;
    s->next = s->base + s->nargs;
    s->fty = bcq__fn_fn_type(s, fn.global.type_id);
    if (!s->fty || s->fty->n != s->nargs)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, fn.global.record_bit,
                            "the function's type is no function type");
    for (uint64_t k = 0; rc == 0 && k < s->nargs; k++)
        rc = bcq__fn_set_type(s, s->base + k,
                              a->types.elems[s->fty->first + k]);
    if (rc == 0)
        rc = collect(s, *it);
    if (rc == 0 && !s->named) /* no VALUE_SYMTAB: nothing named */
        rc = names_none(s, (size_t)(s->next - s->base));
    if (rc == 0)
        rc = number(s);
    return rc;
}

int bcq__put_function_body(struct bcq_asm *a, bcq__text *t, size_t id)
{
    bcq_insts *it = NULL;
    fstate s;
    int rc = prepare(&s, a, t, id, &it);
    if (rc == 0)
        rc = preds(&s);
    if (rc == 0)
        rc = bcq__fn_attachments_resolve(&s);
    /* the locations numbered by the nodes the text prints (fmeta.c):
     * those nodes seen as the body is printed, then their numbers put in
     * the text for the locations of their fields */
    const size_t mark = t->buf.len;
    a->nseen = 0;
    a->seeing = s.nloc != 0;
    if (rc == 0)
        rc = print_body(&s, id);
    a->seeing = 0;
    if (rc == 0 && a->nseen)
        rc = bcq__fn_locations_settle(&s, mark);
    bcq_insts_close(it);
    fstate_free(&s);
    return rc ? bcq__text_fail(t, rc) : 0;
}

int bcq__fn_block_label(struct bcq_asm *a, bcq__text *t, uint64_t fn,
                        uint64_t bb)
{
    bcq_insts *it = NULL;
    fstate s;
    if (fn >= a->mod->nglobals || bcq__gv_kind(a->mod, (size_t)fn) !=
                                      BCQ_GV_FUNCTION) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, 0,
                  "a blockaddress of value %llu, no function",
                  (unsigned long long)fn);
        return bcq__text_fail(t, BCQ_E_BAD_RECORD);
    }
    /* the labels of the last function asked for are kept; each other
     * function costs a pass over its body, a few per call at most (a
     * hostile file could name a thousand functions' blocks in turn) */
    if (!a->lbl.valid || a->lbl.fn != fn) {
        if (++t->foreign > BCQ__ASM_FOREIGN) {
            bcq__fail(t->err, BCQ_E_LIMIT, 0,
                      "blockaddresses of more than %d other functions",
                      BCQ__ASM_FOREIGN);
            return bcq__text_fail(t, BCQ_E_LIMIT);
        }
        bcq__text lt;
        bcq__text_init(&lt, t->limit, t->err);
        int rc = prepare(&s, a, &lt, (size_t)fn, &it);
        size_t *off = NULL;
        if (rc == 0) {
            off = malloc((size_t)(s.nbbs + 1) * sizeof *off);
            if (!off)
                rc = bcq__text_fail(&lt, BCQ_E_NOMEM);
        }
        for (uint64_t k = 0; rc == 0 && k < s.nbbs; k++) {
            off[k] = lt.buf.len;
            bcq__fn_put_block(&s, &lt, k);
            rc = lt.rc;
        }
        bcq_insts_close(it);
        fstate_free(&s);
        if (rc) {
            free(off);
            bcq__text_free(&lt);
            return bcq__text_fail(t, rc);
        }
        off[s.nbbs] = lt.buf.len;
        bcq__text_free(&a->lbl.text);
        free(a->lbl.off);
        a->lbl.text = lt;
        a->lbl.off = off;
        a->lbl.n = s.nbbs;
        a->lbl.fn = fn;
        a->lbl.valid = 1;
    }
    if (bb >= a->lbl.n) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, 0,
                  "a blockaddress of block %llu of %llu",
                  (unsigned long long)bb, (unsigned long long)a->lbl.n);
        return bcq__text_fail(t, BCQ_E_BAD_RECORD);
    }
    bcq__putn(t, a->lbl.text.buf.ptr + a->lbl.off[bb],
              a->lbl.off[bb + 1] - a->lbl.off[bb]);
    return t->rc;
}
