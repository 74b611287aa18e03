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
 * What is not printed yet is refused whole with BCQ_E_UNSUPPORTED naming
 * it: metadata operands and debug records, operand bundles, use-list
 * orders, and the instructions not listed in print_inst().
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

#define NOTYPE UINT64_MAX

typedef struct finst {
    uint32_t code;
    uint32_t first, n;  /* operands in the state's kinds/vals */
    uint64_t value;     /* BCQ_NO_VALUE or the id it defines */
    uint64_t next;      /* values numbered before it (forward refs) */
    uint64_t bb;
    uint64_t bit;
    uint64_t ty;        /* the type of the value it defines */
    int dbg;            /* a debug record of the instruction before it */
} finst;

typedef struct fname {
    uint32_t off, len; /* in names; len UINT32_MAX: none */
} fname;

typedef struct fstate {
    struct bcq_asm *a;
    size_t id; /* the function's value id */
    bcq__text *t;
    uint64_t base, nargs; /* first argument id; arguments */
    const bcq__atype *fty;
    uint8_t *kinds;
    uint64_t *vals;
    size_t nops, capk, capv;
    finst *ins;
    size_t nins, capins;
    uint64_t *vtype; /* by id - base: arguments, constants, instructions */
    size_t nvtype, capvtype;
    bcq__acsts fc; /* the function's constants */
    int has_fc;
    bcq__amds fmd; /* the function's metadata (after the module's) */
    int has_fmd;
    char *names;
    size_t nnames, capnames;
    fname *vname; /* by id - base */
    size_t capvname;
    fname *bname; /* by block */
    uint64_t nbbs;
    int64_t *vslot, *bslot;
    uint64_t next;
    /* predecessors: (to, from) in use order */
    uint64_t *pto, *pfrom;
    size_t npred, cappto, cappfrom;
    uint64_t cur_inst_bit;
    /* USELIST_CODE_BB entries: [index..., bb], the ops of each in uops */
    uint64_t *uops;
    size_t nuops, capuops;
    uint32_t *ufirst, *un;
    size_t nul, capufirst, capun;
} fstate;

static int fail(fstate *s, int code, uint64_t bit, const char *what)
{
    bcq__fail(s->t->err, code, bit, "%s", what);
    return bcq__text_fail(s->t, code);
}

/* ------------------------------------------------------------- types */

static uint64_t type_of(fstate *s, uint64_t id)
{
    if (id < s->base)
        return bcq__value_type(s->a, NULL, id);
    if (s->has_fc && id >= s->fc.first && id - s->fc.first < s->fc.n)
        return s->fc.v[id - s->fc.first].type;
    if (id - s->base < s->nvtype)
        return s->vtype[id - s->base];
    return NOTYPE;
}

static int set_type(fstate *s, uint64_t id, uint64_t ty)
{
    if (id < s->base)
        return 0;
    size_t k = (size_t)(id - s->base);
    int rc = bcq__grow((void **)&s->vtype, &s->capvtype, k + 1,
                       sizeof *s->vtype, s->t->err);
    if (rc)
        return bcq__text_fail(s->t, rc);
    while (s->nvtype <= k)
        s->vtype[s->nvtype++] = NOTYPE;
    s->vtype[k] = ty;
    return 0;
}

static uint64_t find_type(struct bcq_asm *a, unsigned code, uint64_t count,
                          uint64_t e0, uint64_t e1, int flag)
{
    for (size_t i = 0; i < a->types.n; i++) {
        const bcq__atype *ty = &a->types.v[i];
        if (ty->code != code)
            continue;
        if (code == BCQ__TYPE_CODE_VECTOR &&
            (ty->count != count || ty->flag != flag ||
             a->types.elems[ty->first] != e0))
            continue;
        if (code == BCQ__TYPE_CODE_STRUCT_ANON &&
            (ty->n != 2 || ty->flag || a->types.elems[ty->first] != e0 ||
             a->types.elems[ty->first + 1] != e1))
            continue;
        return i;
    }
    return NOTYPE;
}

/* i1, or <N x i1> for a vector of N, as a compare yields. */
static uint64_t bool_like(struct bcq_asm *a, uint64_t opty)
{
    uint64_t i1 = bcq__atype_find_int(a, 1);
    const bcq__atype *ty = bcq__atype_at(a, opty);
    if (ty && ty->code == BCQ__TYPE_CODE_VECTOR)
        return find_type(a, BCQ__TYPE_CODE_VECTOR, ty->count, i1, 0,
                         ty->flag);
    return i1;
}

/* The integer value of constant id, when it is an INTEGER constant. */
static int const_int(fstate *s, uint64_t id, int64_t *out)
{
    const bcq__acsts *c = &s->a->consts;
    if (!(id >= c->first && id - c->first < c->n)) {
        c = s->has_fc ? &s->fc : NULL;
        if (!c || !(id >= c->first && id - c->first < c->n))
            return 0;
    }
    const bcq__acst *k = &c->v[id - c->first];
    if (k->code == BCQ__CST_CODE_NULL) {
        *out = 0;
        return 1;
    }
    if (k->code != BCQ__CST_CODE_INTEGER || k->n < 1)
        return 0;
    uint64_t v = c->ops[k->first];
    *out = (v & 1) == 0 ? (int64_t)(v >> 1) : v != 1 ? -(int64_t)(v >> 1)
                                                     : INT64_MIN;
    return 1;
}

/* ----------------------------------------------------- operand cursor */

typedef struct cur {
    fstate *s;
    const finst *in;
    size_t pos;
} cur;

static int left(const cur *c)
{
    return c->pos < c->in->n;
}

static uint8_t kind_at(const cur *c)
{
    return c->s->kinds[c->in->first + c->pos];
}

static uint64_t val_at(const cur *c)
{
    return c->s->vals[c->in->first + c->pos];
}

static int lit(cur *c, uint64_t *v)
{
    if (!left(c))
        return fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "instruction record too short");
    *v = val_at(c);
    c->pos++;
    return 0;
}

static int metadata_refused(cur *c)
{
    return fail(c->s, BCQ_E_UNSUPPORTED, c->in->bit,
                "a metadata operand (not printed yet)");
}

/* VT: a value and, for a forward reference, its type (getValueTypePair);
 * *ty gets the value's type either way. */
static int vt(cur *c, uint64_t *id, uint64_t *ty)
{
    if (!left(c))
        return fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "instruction record too short");
    if (kind_at(c) == BCQ_OPND_METADATA)
        return metadata_refused(c);
    *id = val_at(c);
    c->pos++;
    if (*id >= c->in->next) {
        if (!left(c) || kind_at(c) != BCQ_OPND_TYPE)
            return fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                        "forward reference without its type");
        *ty = val_at(c);
        c->pos++;
    } else
        *ty = type_of(c->s, *id);
    if (*ty == NOTYPE)
        return fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "an operand names no value");
    return 0;
}

/* V: a value whose type the instruction implies. */
static int v1(cur *c, uint64_t *id)
{
    if (!left(c))
        return fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "instruction record too short");
    if (kind_at(c) == BCQ_OPND_METADATA)
        return metadata_refused(c);
    *id = val_at(c);
    c->pos++;
    return 0;
}

/* ------------------------------------------------------------- pass 1 */

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
    memcpy(s->uops + s->nuops, r->ops, r->nops * sizeof *r->ops);
    s->nuops += r->nops;
    return 0;
}

static int keep(fstate *s, const bcq_inst *in)
{
    bcq_error *err = s->t->err;
    size_t n = in->record.nops;
    int rc;
    if ((rc = bcq__grow((void **)&s->kinds, &s->capk, s->nops + n, 1, err)) ||
        (rc = bcq__grow((void **)&s->vals, &s->capv, s->nops + n,
                        sizeof *s->vals, err)) ||
        (rc = bcq__grow((void **)&s->ins, &s->capins, s->nins + 1,
                        sizeof *s->ins, err)))
        return bcq__text_fail(s->t, rc);
    if (s->nops > UINT32_MAX - n)
        return fail(s, BCQ_E_IMPLAUSIBLE, in->record.bit, "body too large");
    finst *f = &s->ins[s->nins++];
    f->code = in->record.code;
    f->first = (uint32_t)s->nops;
    f->n = (uint32_t)n;
    f->value = in->value;
    f->next = s->next;
    f->bb = in->bb;
    f->bit = in->record.bit;
    f->ty = NOTYPE;
    f->dbg = !in->is_instruction;
    memcpy(s->kinds + s->nops, in->kinds, n);
    memcpy(s->vals + s->nops, in->vals, n * sizeof *s->vals);
    s->nops += n;
    if (in->value != BCQ_NO_VALUE)
        s->next = in->value + 1;
    return 0;
}

static const bcq__atype *fn_type(fstate *s, uint64_t id)
{
    const bcq__atype *ty = bcq__atype_at(s->a, id);
    if (ty && ty->code == BCQ__TYPE_CODE_POINTER)
        ty = bcq__atype_at(s->a, ty->count);
    if (ty && ty->code != BCQ__TYPE_CODE_FUNCTION &&
        ty->code != BCQ__TYPE_CODE_FUNCTION_OLD)
        ty = NULL;
    return ty;
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
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_CMP:
    case BCQ__FUNC_CODE_INST_CMP2:
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = bool_like(a, ty);
        return 0;
    case BCQ__FUNC_CODE_INST_CAST:
        if ((rc = vt(&c, &id, &ty)) || (rc = lit(&c, &x)))
            return rc;
        f->ty = x;
        return 0;
    case BCQ__FUNC_CODE_INST_VSELECT:
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_PHI:
    case BCQ__FUNC_CODE_INST_LANDINGPAD:
        if ((rc = lit(&c, &x)))
            return rc;
        f->ty = x;
        return 0;
    case BCQ__FUNC_CODE_INST_VAARG:
        if ((rc = lit(&c, &x)) || (rc = v1(&c, &id)) || (rc = lit(&c, &x)))
            return rc;
        f->ty = x;
        return 0;
    case BCQ__FUNC_CODE_INST_LOAD:
    case BCQ__FUNC_CODE_INST_LOADATOMIC:
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        if (f->n - c.pos >= (f->code == BCQ__FUNC_CODE_INST_LOAD ? 3u : 5u)) {
            f->ty = val_at(&c);
        } else {
            const bcq__atype *p = bcq__atype_at(a, ty);
            f->ty = p && p->code == BCQ__TYPE_CODE_POINTER ? p->count : NOTYPE;
        }
        return 0;
    case BCQ__FUNC_CODE_INST_ALLOCA: {
        if ((rc = lit(&c, &x)))
            return rc;
        uint64_t packed = f->n > 3 ? s->vals[f->first + 3] : 0;
        if (!(packed >> 6 & 1)) { /* old form: x is the pointer type */
            f->ty = x;
            return 0;
        }
        f->ty = bcq__atype_find_ptr(a, x, 0);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_GEP: {
        uint64_t src;
        if ((rc = lit(&c, &x)) || (rc = lit(&c, &src)) ||
            (rc = vt(&c, &id, &ty)))
            return rc;
        const bcq__atype *p = bcq__atype_at(a, ty);
        if (p && p->code == BCQ__TYPE_CODE_VECTOR)
            return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "a vector getelementptr");
        if (p && p->code == BCQ__TYPE_CODE_OPAQUE_POINTER) {
            f->ty = ty;
            return 0;
        }
        /* typed pointers: index through the source type, the first index
         * stepping over the pointer */
        uint64_t cur_ty = src;
        int first = 1;
        while (left(&c)) {
            uint64_t iid, ity;
            if ((rc = vt(&c, &iid, &ity)))
                return rc;
            if (first) {
                first = 0;
                continue;
            }
            const bcq__atype *ct = bcq__atype_at(a, cur_ty);
            int64_t k = 0;
            if (ct && (ct->code == BCQ__TYPE_CODE_STRUCT_ANON ||
                       ct->code == BCQ__TYPE_CODE_STRUCT_NAMED)) {
                if (!const_int(s, iid, &k) || k < 0)
                    return fail(s, BCQ_E_BAD_RECORD, f->bit,
                                "a struct index that is no constant");
            }
            cur_ty = bcq__atype_elem(a, cur_ty, (uint64_t)k);
            if (cur_ty == NOTYPE)
                return fail(s, BCQ_E_BAD_RECORD, f->bit,
                            "getelementptr indexes past its type");
        }
        f->ty = bcq__atype_find_ptr(a, cur_ty, p ? p->aux : 0);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_EXTRACTVAL: {
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        while (left(&c) && ty != NOTYPE) {
            (void)lit(&c, &x);
            ty = bcq__atype_elem(a, ty, x);
        }
        f->ty = ty;
        return 0;
    }
    case BCQ__FUNC_CODE_INST_INSERTVAL:
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_EXTRACTELT:
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = bcq__atype_elem(a, ty, 0);
        return 0;
    case BCQ__FUNC_CODE_INST_INSERTELT:
        if ((rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_SHUFFLEVEC: {
        uint64_t mid, mty;
        if ((rc = vt(&c, &id, &ty)) || (rc = v1(&c, &x)) ||
            (rc = vt(&c, &mid, &mty)))
            return rc;
        const bcq__atype *m = bcq__atype_at(a, mty);
        const bcq__atype *v = bcq__atype_at(a, ty);
        if (!m || !v || m->code != BCQ__TYPE_CODE_VECTOR)
            return fail(s, BCQ_E_BAD_RECORD, f->bit, "a shufflevector mask");
        f->ty = find_type(a, BCQ__TYPE_CODE_VECTOR, m->count,
                          bcq__atype_elem(a, ty, 0), 0, v->flag);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_ATOMICRMW:
        if ((rc = vt(&c, &id, &ty)) || (rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = ty;
        return 0;
    case BCQ__FUNC_CODE_INST_CMPXCHG:
        if ((rc = vt(&c, &id, &ty)) || (rc = vt(&c, &id, &ty)))
            return rc;
        f->ty = find_type(a, BCQ__TYPE_CODE_STRUCT_ANON, 0, ty,
                          bcq__atype_find_int(a, 1), 0);
        return 0;
    case BCQ__FUNC_CODE_INST_CALL:
    case BCQ__FUNC_CODE_INST_INVOKE:
    case BCQ__FUNC_CODE_INST_CALLBR:
        /* the function type: explicit, or the callee's */
        for (size_t i = 0; i < f->n; i++)
            if (s->kinds[f->first + i] == BCQ_OPND_TYPE) {
                const bcq__atype *ft = fn_type(s, s->vals[f->first + i]);
                if (ft) {
                    f->ty = ft->count;
                    return 0;
                }
                break;
            }
        return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                    "a call without an explicit function type");
    default:
        return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                    "an instruction this printer does not know yet");
    }
}

static int collect(fstate *s, bcq_insts *it)
{
    bcq_error *err = s->t->err;
    for (;;) {
        bcq_inst in;
        int rc = bcq_insts_next(it, &in, err);
        if (rc == BCQ_END)
            return 0;
        if (rc)
            return bcq__text_fail(s->t, rc);
        if (in.kind == BCQ_INST_SUBBLOCK) {
            if (in.block.id == BCQ__CONSTANTS_BLOCK_ID) {
                if (s->has_fc && s->fc.first + s->fc.n != in.first_value)
                    return fail(s, BCQ_E_UNSUPPORTED, in.block.bit,
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
                    return fail(s, BCQ_E_IMPLAUSIBLE, in.block.bit,
                                "too many values");
                size_t nv = (size_t)(s->next - s->base);
                free(s->vname);
                free(s->bname);
                s->vname = malloc((nv ? nv : 1) * sizeof *s->vname);
                s->bname = malloc((s->nbbs ? s->nbbs : 1) * sizeof *s->bname);
                if (!s->vname || !s->bname)
                    return fail(s, BCQ_E_NOMEM, 0, "out of memory");
                s->capvname = nv;
                for (size_t i = 0; i < nv; i++)
                    s->vname[i].len = UINT32_MAX;
                for (uint64_t i = 0; i < s->nbbs; i++)
                    s->bname[i].len = UINT32_MAX;
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
            } else if (in.block.id == 18) { /* USELIST_BLOCK */
                if ((rc = bcq__each_record_of(s->a->f, &in.block, on_uselist,
                                              s, err)))
                    return bcq__text_fail(s->t, rc);
            }
            continue;
        }
        switch (in.record.code) {
        case BCQ__FUNC_CODE_DECLAREBLOCKS:
            if (in.record.nops < 1 || in.record.ops[0] == 0 ||
                in.record.ops[0] > in.record.end_bit)
                return fail(s, BCQ_E_BAD_RECORD, in.record.bit,
                            "DECLAREBLOCKS of an implausible count");
            s->nbbs = in.record.ops[0];
            continue;
        case BCQ__FUNC_CODE_DEBUG_LOC:
        case BCQ__FUNC_CODE_DEBUG_LOC_AGAIN:
        case BCQ__FUNC_CODE_BLOCKADDR_USERS:
            continue; /* attachments, not printed yet; no text */
        case BCQ__FUNC_CODE_OPERAND_BUNDLE:
            return fail(s, BCQ_E_UNSUPPORTED, in.record.bit,
                        "an operand bundle");
        default:
            break;
        }
        if (!in.is_instruction &&
            (in.record.code < BCQ__FUNC_CODE_DEBUG_RECORD_VALUE ||
             in.record.code > BCQ__FUNC_CODE_DEBUG_RECORD_LABEL))
            return fail(s, BCQ_E_UNSUPPORTED, in.record.bit,
                        "a record of the body not printed yet");
        if (!in.is_instruction && s->nins == 0)
            return fail(s, BCQ_E_BAD_RECORD, in.record.bit,
                        "a debug record before any instruction");
        if ((rc = keep(s, &in)))
            return rc;
        finst *f = &s->ins[s->nins - 1];
        if (f->bb >= s->nbbs)
            return fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "an instruction past the declared blocks");
        if (f->value != BCQ_NO_VALUE) {
            if ((rc = result_type(s, f)))
                return rc;
            if ((rc = set_type(s, f->value, f->ty)))
                return rc;
        }
    }
}

/* --------------------------------------------------------------- slots */

static int has_vname(const fstate *s, uint64_t id)
{
    return id >= s->base && id - s->base < s->capvname &&
           s->vname[id - s->base].len != UINT32_MAX;
}

static int has_bname(const fstate *s, uint64_t bb)
{
    return s->bname && bb < s->nbbs && s->bname[bb].len != UINT32_MAX;
}

static int number(fstate *s)
{
    size_t nv = (size_t)(s->next - s->base);
    s->vslot = malloc((nv ? nv : 1) * sizeof *s->vslot);
    s->bslot = malloc((size_t)(s->nbbs ? s->nbbs : 1) * sizeof *s->bslot);
    if (!s->vslot || !s->bslot)
        return fail(s, BCQ_E_NOMEM, 0, "out of memory");
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
        return fail(s, BCQ_E_BAD_RECORD, s->ins[i].bit,
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
        const uint64_t *v = s->vals + f->first;
        const uint8_t *k = s->kinds + f->first;
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
        default:
            break;
        }
    }
    for (size_t i = 0; i < s->npred; i++)
        if (s->pto[i] >= s->nbbs)
            return fail(s, BCQ_E_BAD_RECORD, 0,
                        "a branch to a block past the declared ones");
    return rc;
}

/* ------------------------------------------------------------ printing */

static void put_block(fstate *s, bcq__text *t, uint64_t bb)
{
    if (bb >= s->nbbs) {
        fail(s, BCQ_E_BAD_RECORD, s->cur_inst_bit, "a block past the ones declared");
        return;
    }
    if (has_bname(s, bb))
        bcq__put_ident(t, '%', (const uint8_t *)s->names + s->bname[bb].off,
                       s->bname[bb].len);
    else {
        bcq__putc(t, '%');
        bcq__puti(t, s->bslot[bb]);
    }
}

static int put_local(void *arg, bcq__text *t, uint64_t id)
{
    fstate *s = arg;
    if (has_vname(s, id)) {
        bcq__put_ident(t, '%', (const uint8_t *)s->names +
                                   s->vname[id - s->base].off,
                       s->vname[id - s->base].len);
        return 0;
    }
    if (id >= s->base && id - s->base < (uint64_t)(s->next - s->base) &&
        s->vslot[id - s->base] >= 0) {
        bcq__putc(t, '%');
        bcq__puti(t, s->vslot[id - s->base]);
        return 0;
    }
    bcq__fail(t->err, BCQ_E_BAD_RECORD, s->cur_inst_bit,
              "an operand names value %llu, which is none",
              (unsigned long long)id);
    return BCQ_E_BAD_RECORD;
}

/* blockaddress(@f, %bb) of the function being printed: its own label;
 * another function's blocks are named in that function's body. */
static int put_blockaddr(void *arg, bcq__text *t, uint64_t fn, uint64_t bb)
{
    fstate *s = arg;
    if (fn != s->id) {
        bcq__fail(t->err, BCQ_E_UNSUPPORTED, s->cur_inst_bit,
                  "a blockaddress of another function");
        return BCQ_E_UNSUPPORTED;
    }
    put_block(s, t, bb);
    return t->rc;
}

static void put_val(fstate *s, uint64_t id)
{
    bcq__vctx v = {s->has_fc ? &s->fc : NULL, put_local, s, put_blockaddr};
    bcq__put_value(s->a, s->t, &v, id, 0);
}

static void put_tv(fstate *s, uint64_t ty, uint64_t id)
{
    bcq__put_type(s->a, s->t, ty);
    bcq__putc(s->t, ' ');
    put_val(s, id);
}

static void put_mdop(fstate *s, uint64_t id)
{
    bcq__vctx v = {s->has_fc ? &s->fc : NULL, put_local, s, put_blockaddr};
    bcq__put_md(s->a, s->t, &v, s->has_fmd ? &s->fmd : NULL, id);
}

/* A debug record (LLVM 19 on), printed before the instruction it follows
 * in the body: "    #dbg_value(value, variable, expression, location)"
 * (AsmWriter's printDbgVariableRecord, printDbgLabelRecord). */
static int print_dbg(fstate *s, const finst *f)
{
    bcq__text *t = s->t;
    const uint64_t *v = s->vals + f->first;
    const uint8_t *k = s->kinds + f->first;
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
    case BCQ__FUNC_CODE_DEBUG_RECORD_ASSIGN:
        name = "assign", order = order_assign, n = 7;
        break;
    case BCQ__FUNC_CODE_DEBUG_RECORD_LABEL:
        name = "label", order = order_label, n = 2;
        break;
    default:
        return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                    "a debug record not printed yet");
    }
    if (f->n < n)
        return fail(s, BCQ_E_BAD_RECORD, f->bit, "a debug record too short");
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
            if ((rc = vt(&c, &id, &ty)))
                return rc;
            put_tv(s, ty, id);
            continue;
        }
        if (k[j] != BCQ_OPND_METADATA)
            return fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "a debug record operand that is no metadata");
        put_mdop(s, v[j]);
    }
    bcq__puts(t, ")\n");
    return t->rc;
}

static void put_fmf(bcq__text *t, uint64_t f)
{
    static const char *const name[] = {" nnan", " ninf", " nsz", " arcp",
                                       " contract", " afn"};
    if (f & 1) { /* UnsafeAlgebra: every flag */
        bcq__puts(t, " fast");
        return;
    }
    if (f & (1u << 7))
        bcq__puts(t, " reassoc");
    for (int i = 0; i < 6; i++)
        if (f & (1u << (i + 1)))
            bcq__puts(t, name[i]);
}

static void put_align(bcq__text *t, uint64_t log2p1)
{
    if (log2p1 && log2p1 < 64) {
        bcq__puts(t, ", align ");
        bcq__putu(t, (uint64_t)1 << (log2p1 - 1));
    }
}

static const bcq__agroup *call_attrs(fstate *s, uint64_t list,
                                     uint64_t index)
{
    return bcq__attrs_group(s->a, list, index);
}

/* call [attrs, cc, fmf?, fnty?, callee, args] (cc: tail bit 0, conv
 * bits 1-10, musttail 14, explicit type 15, notail 16, fmf 17) and invoke
 * [attrs, cc, normal, unwind, fnty?, callee, args] (cc: conv, explicit
 * type bit 13), as printInstruction writes them. */
static int put_call(fstate *s, cur *c, const finst *f)
{
    bcq__text *t = s->t;
    uint64_t list, cc, fmf = 0, fnty = NOTYPE, callee, cty, normal = 0,
                       unwind = 0;
    int invoke = f->code == BCQ__FUNC_CODE_INST_INVOKE;
    int rc;
    if ((rc = lit(c, &list)) || (rc = lit(c, &cc)))
        return rc;
    if (list > s->a->attrs.nlists)
        return fail(s, BCQ_E_BAD_RECORD, f->bit,
                    "a call's attribute list past the table");
    if (invoke && ((rc = lit(c, &normal)) || (rc = lit(c, &unwind))))
        return rc;
    if (!invoke && cc >> 17 & 1 && (rc = lit(c, &fmf)))
        return rc;
    if ((cc >> (invoke ? 13 : 15) & 1) && (rc = lit(c, &fnty)))
        return rc;
    if ((rc = vt(c, &callee, &cty)))
        return rc;
    const bcq__atype *ft = fn_type(s, fnty != NOTYPE ? fnty : cty);
    if (!ft)
        return fail(s, BCQ_E_BAD_RECORD, f->bit,
                    "a call whose type is no function type");
    if (invoke)
        ;
    else if (cc >> 14 & 1)
        bcq__puts(t, "musttail ");
    else if (cc & 1)
        bcq__puts(t, "tail ");
    else if (cc >> 16 & 1)
        bcq__puts(t, "notail ");
    bcq__puts(t, invoke ? "invoke" : "call");
    put_fmf(t, fmf);
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
    if (ret) {
        bcq__putc(t, ' ');
        bcq__put_attrs(s->a, t, ret, 0);
    }
    bcq__putc(t, ' ');
    if (ft->flag)
        bcq__put_type(s->a, t, (uint64_t)(ft - s->a->types.v));
    else
        bcq__put_type(s->a, t, ft->count);
    bcq__putc(t, ' ');
    put_val(s, callee);
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
                return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                            "a label argument");
            if (p && p->code == BCQ__TYPE_CODE_METADATA) {
                if (!left(c) || kind_at(c) != BCQ_OPND_METADATA)
                    return fail(s, BCQ_E_BAD_RECORD, f->bit,
                                "a metadata argument that is none");
                if ((rc = bcq__amds_module(s->a, t->err)))
                    return bcq__text_fail(t, rc);
                bcq__puts(t, "metadata ");
                put_mdop(s, val_at(c));
                c->pos++;
                continue;
            }
            if ((rc = v1(c, &id)))
                return rc;
        } else if ((rc = vt(c, &id, &ty)))
            return rc;
        bcq__put_type(s->a, t, ty);
        const bcq__agroup *pa = call_attrs(s, list, k + 1);
        if (pa) {
            bcq__putc(t, ' ');
            bcq__put_attrs(s->a, t, pa, 0);
        }
        bcq__putc(t, ' ');
        put_val(s, id);
    }
    if (!invoke && (cc >> 14 & 1) && s->fty->flag) {
        bcq__puts(t, k ? ", ..." : "...");
    }
    bcq__putc(t, ')');
    const bcq__agroup *fa = call_attrs(s, list, 0xFFFFFFFFu);
    if (fa) {
        bcq__puts(t, " #");
        bcq__putu(t, fa->id);
    }
    if (invoke) {
        bcq__puts(t, "\n          to label ");
        put_block(s, t, normal);
        bcq__puts(t, " unwind label ");
        put_block(s, t, unwind);
    }
    return 0;
}

/* " syncscope(...)" but for the system scope, then the ordering
 * (writeAtomic); ssid 0 is singlethread, 1 system (SyncScope::ID). */
static int put_atomic(fstate *s, const finst *f, uint64_t ordering,
                      uint64_t ssid)
{
    const char *o = bcq_asm_ordering_name((unsigned)ordering);
    if (!o || ordering > 6)
        return fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown ordering");
    if (ssid == 0)
        bcq__puts(s->t, " syncscope(\"singlethread\")");
    else if (ssid != 1)
        return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                    "a sync scope other than system and singlethread");
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
            put_tv(s, tys[i], ids[i]);
        else
            put_val(s, ids[i]);
    }
}

static int print_inst(fstate *s, const finst *f)
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
            return fail(s, BCQ_E_BAD_RECORD, f->bit,
                        "an instruction of no known type");
        if (rt->code != BCQ__TYPE_CODE_VOID) {
            if ((rc = put_local(s, t, f->value)))
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
        if ((rc = vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__putc(t, ' ');
        put_tv(s, ty[0], id[0]);
        break;
    case BCQ__FUNC_CODE_INST_BR:
        bcq__puts(t, "br ");
        if ((rc = lit(&c, &x)))
            return rc;
        if (!left(&c)) {
            bcq__puts(t, "label ");
            put_block(s, t, x);
            break;
        }
        if ((rc = lit(&c, &y)) || (rc = v1(&c, &id[0])))
            return rc;
        bcq__put_type(a, t, bool_like(a, NOTYPE));
        bcq__putc(t, ' ');
        put_val(s, id[0]);
        bcq__puts(t, ", label ");
        put_block(s, t, x);
        bcq__puts(t, ", label ");
        put_block(s, t, y);
        break;
    case BCQ__FUNC_CODE_INST_SWITCH: {
        if (f->n && (s->vals[f->first] >> 16) == 0x4B5)
            return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "a switch of case ranges");
        uint64_t opty, def;
        if ((rc = lit(&c, &opty)) || (rc = v1(&c, &id[0])) ||
            (rc = lit(&c, &def)))
            return rc;
        bcq__puts(t, "switch ");
        put_tv(s, opty, id[0]);
        bcq__puts(t, ", label ");
        put_block(s, t, def);
        bcq__puts(t, " [");
        while (left(&c)) {
            if ((rc = lit(&c, &x)) || (rc = lit(&c, &y)))
                return rc;
            bcq__puts(t, "\n    ");
            put_tv(s, opty, x);
            bcq__puts(t, ", label ");
            put_block(s, t, y);
        }
        bcq__puts(t, "\n  ]");
        break;
    }
    case BCQ__FUNC_CODE_INST_UNREACHABLE:
        bcq__puts(t, "unreachable");
        break;
    case BCQ__FUNC_CODE_INST_BINOP: {
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = v1(&c, &id[1])) ||
            (rc = lit(&c, &x)))
            return rc;
        int fp = bcq__atype_is_fp(a, ty[0]);
        const char *name = bcq_asm_binop_name((unsigned)x, fp);
        if (!name)
            return fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown binary operator");
        bcq__puts(t, name);
        if (left(&c)) {
            (void)lit(&c, &y);
            if (fp)
                put_fmf(t, y);
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
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = lit(&c, &y)) ||
            (rc = lit(&c, &x)))
            return rc;
        const char *name = bcq_asm_cast_name((unsigned)x);
        if (!name)
            return fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown cast");
        bcq__puts(t, name);
        if (left(&c)) {
            uint64_t fl;
            (void)lit(&c, &fl);
            if (x == 1 || x == 5) { /* zext, uitofp: nneg */
                if (fl & 1)
                    bcq__puts(t, " nneg");
            } else if (x == 0) { /* trunc */
                if (fl & 1)
                    bcq__puts(t, " nuw");
                if (fl & 2)
                    bcq__puts(t, " nsw");
            } else
                put_fmf(t, fl);
        }
        bcq__putc(t, ' ');
        put_tv(s, ty[0], id[0]);
        bcq__puts(t, " to ");
        bcq__put_type(a, t, y);
        break;
    }
    case BCQ__FUNC_CODE_INST_CMP:
    case BCQ__FUNC_CODE_INST_CMP2: {
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = v1(&c, &id[1])) ||
            (rc = lit(&c, &x)))
            return rc;
        const char *p = bcq_asm_predicate_name((unsigned)x);
        if (!p)
            return fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown predicate");
        bcq__puts(t, x < 32 ? "fcmp" : "icmp");
        if (left(&c)) {
            (void)lit(&c, &y);
            if (x < 32)
                put_fmf(t, y);
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
        if ((rc = vt(&c, &id[1], &ty[1])) || (rc = v1(&c, &id[2])) ||
            (rc = vt(&c, &id[0], &ty[0])))
            return rc;
        ty[2] = ty[1];
        bcq__puts(t, "select");
        if (left(&c)) {
            (void)lit(&c, &y);
            put_fmf(t, y);
        }
        put_generic(s, id, ty, 3, 1);
        break;
    case BCQ__FUNC_CODE_INST_PHI: {
        if ((rc = lit(&c, &x)))
            return rc;
        size_t pairs = (f->n - 1) / 2;
        bcq__puts(t, "phi");
        if ((f->n - 1) % 2)
            put_fmf(t, s->vals[f->first + f->n - 1]);
        bcq__putc(t, ' ');
        bcq__put_type(a, t, x);
        bcq__putc(t, ' ');
        for (size_t i = 0; i < pairs; i++) {
            if ((rc = v1(&c, &id[0])) || (rc = lit(&c, &y)))
                return rc;
            bcq__puts(t, i ? ", [ " : "[ ");
            put_val(s, id[0]);
            bcq__puts(t, ", ");
            put_block(s, t, y);
            bcq__puts(t, " ]");
        }
        break;
    }
    case BCQ__FUNC_CODE_INST_ALLOCA: {
        uint64_t instty, opty, size, packed;
        if ((rc = lit(&c, &instty)) || (rc = lit(&c, &opty)) ||
            (rc = lit(&c, &size)) || (rc = lit(&c, &packed)))
            return rc;
        if (!(packed >> 6 & 1))
            return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "an alloca of the old form");
        bcq__puts(t, "alloca ");
        if (packed >> 5 & 1)
            bcq__puts(t, "inalloca ");
        if (packed >> 7 & 1)
            bcq__puts(t, "swifterror ");
        bcq__put_type(a, t, instty);
        int64_t one;
        const bcq__atype *st = bcq__atype_at(a, opty);
        if (!(const_int(s, size, &one) && one == 1 && st &&
              st->code == BCQ__TYPE_CODE_INTEGER && st->aux == 32)) {
            bcq__puts(t, ", ");
            put_tv(s, opty, size);
        }
        uint64_t al = (packed & 31) | (packed >> 8 & 7) << 5;
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_LOAD: {
        if ((rc = vt(&c, &id[0], &ty[0])))
            return rc;
        if (f->n - c.pos >= 3)
            c.pos++; /* the explicit type (f->ty) */
        uint64_t al, vol;
        if ((rc = lit(&c, &al)) || (rc = lit(&c, &vol)))
            return rc;
        bcq__puts(t, vol ? "load volatile " : "load ");
        bcq__put_type(a, t, f->ty);
        bcq__puts(t, ", ");
        put_tv(s, ty[0], id[0]);
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_STORE: {
        /* [ptr, val, align, vol]; printed val, ptr */
        uint64_t al, vol;
        if ((rc = vt(&c, &id[1], &ty[1])) || (rc = vt(&c, &id[0], &ty[0])) ||
            (rc = lit(&c, &al)) || (rc = lit(&c, &vol)))
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
        if ((rc = lit(&c, &fl)) || (rc = lit(&c, &src)))
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
        ids = malloc(f->n * sizeof *ids + 1);
        tys = malloc(f->n * sizeof *tys + 1);
        if (!ids || !tys) {
            free(ids);
            free(tys);
            return fail(s, BCQ_E_NOMEM, 0, "out of memory");
        }
        while (left(&c) && rc == 0)
            if ((rc = vt(&c, &ids[n], &tys[n])) == 0)
                n++;
        if (rc == 0 && n)
            put_generic(s, ids, tys, n, 0);
        free(ids);
        free(tys);
        if (rc)
            return rc;
        break;
    }
    case BCQ__FUNC_CODE_INST_EXTRACTVAL:
        if ((rc = vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__puts(t, "extractvalue ");
        put_tv(s, ty[0], id[0]);
        while (left(&c)) {
            (void)lit(&c, &x);
            bcq__puts(t, ", ");
            bcq__putu(t, x);
        }
        break;
    case BCQ__FUNC_CODE_INST_INSERTVAL:
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = vt(&c, &id[1], &ty[1])))
            return rc;
        bcq__puts(t, "insertvalue ");
        put_tv(s, ty[0], id[0]);
        bcq__puts(t, ", ");
        put_tv(s, ty[1], id[1]);
        while (left(&c)) {
            (void)lit(&c, &x);
            bcq__puts(t, ", ");
            bcq__putu(t, x);
        }
        break;
    case BCQ__FUNC_CODE_INST_CALL:
        if ((rc = put_call(s, &c, f)))
            return rc;
        break;
    case BCQ__FUNC_CODE_INST_FREEZE:
        if ((rc = vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__puts(t, "freeze");
        put_generic(s, id, ty, 1, 0);
        break;
    case BCQ__FUNC_CODE_INST_UNOP:
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = lit(&c, &x)))
            return rc;
        if (x != 0)
            return fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown unary operator");
        bcq__puts(t, "fneg");
        if (left(&c)) {
            (void)lit(&c, &y);
            put_fmf(t, y);
        }
        put_generic(s, id, ty, 1, 0);
        break;
    case BCQ__FUNC_CODE_INST_EXTRACTELT:
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = vt(&c, &id[1], &ty[1])))
            return rc;
        bcq__puts(t, "extractelement");
        put_generic(s, id, ty, 2, 0);
        break;
    case BCQ__FUNC_CODE_INST_INSERTELT:
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = v1(&c, &id[1])) ||
            (rc = vt(&c, &id[2], &ty[2])))
            return rc;
        ty[1] = bcq__atype_elem(a, ty[0], 0);
        bcq__puts(t, "insertelement");
        put_generic(s, id, ty, 3, 0);
        break;
    case BCQ__FUNC_CODE_INST_SHUFFLEVEC:
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = v1(&c, &id[1])) ||
            (rc = vt(&c, &id[2], &ty[2])))
            return rc;
        ty[1] = ty[0];
        bcq__puts(t, "shufflevector");
        put_generic(s, id, ty, 3, 1);
        break;
    case BCQ__FUNC_CODE_INST_INVOKE:
        if ((rc = put_call(s, &c, f)))
            return rc;
        break;
    case BCQ__FUNC_CODE_INST_LANDINGPAD: {
        /* [ty, cleanup, nclauses, (catch 0 | filter 1, VT)*] */
        uint64_t cleanup, nc;
        if ((rc = lit(&c, &x)) || (rc = lit(&c, &cleanup)) ||
            (rc = lit(&c, &nc)))
            return rc;
        bcq__puts(t, "landingpad ");
        bcq__put_type(a, t, x);
        if (cleanup || nc)
            bcq__putc(t, '\n');
        if (cleanup)
            bcq__puts(t, "          cleanup");
        for (uint64_t i = 0; i < nc; i++) {
            if ((rc = lit(&c, &y)) || (rc = vt(&c, &id[0], &ty[0])))
                return rc;
            if (i || cleanup)
                bcq__putc(t, '\n');
            bcq__puts(t, y ? "          filter " : "          catch ");
            put_tv(s, ty[0], id[0]);
        }
        break;
    }
    case BCQ__FUNC_CODE_INST_RESUME:
        if ((rc = vt(&c, &id[0], &ty[0])))
            return rc;
        bcq__puts(t, "resume");
        put_generic(s, id, ty, 1, 0);
        break;
    case BCQ__FUNC_CODE_INST_INDIRECTBR:
        if ((rc = lit(&c, &y)) || (rc = v1(&c, &id[0])))
            return rc;
        bcq__puts(t, "indirectbr ");
        put_tv(s, y, id[0]);
        bcq__puts(t, ", [");
        for (int first = 1; left(&c); first = 0) {
            (void)lit(&c, &x);
            bcq__puts(t, first ? "label " : ", label ");
            put_block(s, t, x);
        }
        bcq__putc(t, ']');
        break;
    case BCQ__FUNC_CODE_INST_VAARG:
        if ((rc = lit(&c, &y)) || (rc = v1(&c, &id[0])) || (rc = lit(&c, &x)))
            return rc;
        bcq__puts(t, "va_arg ");
        put_tv(s, y, id[0]);
        bcq__puts(t, ", ");
        bcq__put_type(a, t, x);
        break;
    case BCQ__FUNC_CODE_INST_FENCE: /* [ordering, ssid] */
        if ((rc = lit(&c, &x)) || (rc = lit(&c, &y)))
            return rc;
        bcq__puts(t, "fence");
        if ((rc = put_atomic(s, f, x, y)))
            return rc;
        break;
    case BCQ__FUNC_CODE_INST_LOADATOMIC: {
        /* [ptr, ty, align, vol, ordering, ssid] */
        uint64_t al, vol, ord, ssid;
        if ((rc = vt(&c, &id[0], &ty[0])))
            return rc;
        if (f->n - c.pos >= 5)
            c.pos++;
        if ((rc = lit(&c, &al)) || (rc = lit(&c, &vol)) ||
            (rc = lit(&c, &ord)) || (rc = lit(&c, &ssid)))
            return rc;
        bcq__puts(t, vol ? "load atomic volatile " : "load atomic ");
        bcq__put_type(a, t, f->ty);
        bcq__puts(t, ", ");
        put_tv(s, ty[0], id[0]);
        if ((rc = put_atomic(s, f, ord, ssid)))
            return rc;
        put_align(t, al);
        break;
    }
    case BCQ__FUNC_CODE_INST_STOREATOMIC: {
        /* [ptr, val, align, vol, ordering, ssid] */
        uint64_t al, vol, ord, ssid;
        if ((rc = vt(&c, &id[1], &ty[1])) || (rc = vt(&c, &id[0], &ty[0])) ||
            (rc = lit(&c, &al)) || (rc = lit(&c, &vol)) ||
            (rc = lit(&c, &ord)) || (rc = lit(&c, &ssid)))
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
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = vt(&c, &id[1], &ty[1])) ||
            (rc = lit(&c, &op)) || (rc = lit(&c, &vol)) ||
            (rc = lit(&c, &ord)) || (rc = lit(&c, &ssid)))
            return rc;
        if (!left(&c))
            return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "an atomicrmw without its alignment (the data "
                        "layout's)");
        (void)lit(&c, &al);
        const char *name = bcq_asm_rmw_name((unsigned)op);
        if (!name)
            return fail(s, BCQ_E_BAD_RECORD, f->bit,
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
        if ((rc = vt(&c, &id[0], &ty[0])) || (rc = vt(&c, &id[1], &ty[1])) ||
            (rc = v1(&c, &id[2])) || (rc = lit(&c, &vol)) ||
            (rc = lit(&c, &ok)) || (rc = lit(&c, &ssid)) ||
            (rc = lit(&c, &bad)) || (rc = lit(&c, &weak)))
            return rc;
        if (!left(&c))
            return fail(s, BCQ_E_UNSUPPORTED, f->bit,
                        "a cmpxchg without its alignment (the data "
                        "layout's)");
        (void)lit(&c, &al);
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
            return fail(s, BCQ_E_BAD_RECORD, f->bit, "an unknown ordering");
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
        return fail(s, BCQ_E_UNSUPPORTED, f->bit, what);
    }
    }
    bcq__putc(t, '\n');
    return t->rc;
}

/* The predecessors of bb: its uses head first, the last added first
 * (Use::addToList), reordered by a USELIST_CODE_BB entry for it
 * (parseUseLists: the i-th use moves to position index[i]). */
static int put_preds(fstate *s, uint64_t bb)
{
    bcq__text *t = s->t;
    size_t m = 0, *list = NULL, *order = NULL;
    for (size_t k = 0; k < s->npred; k++)
        m += s->pto[k] == bb;
    if (m == 0) {
        bcq__puts(t, " No predecessors!");
        return t->rc;
    }
    list = malloc(m * sizeof *list);
    order = malloc(m * sizeof *order);
    if (!list || !order) {
        free(list);
        free(order);
        return fail(s, BCQ_E_NOMEM, 0, "out of memory");
    }
    size_t j = 0;
    for (size_t k = s->npred; k-- > 0;)
        if (s->pto[k] == bb)
            list[j++] = s->pfrom[k];
    for (size_t i = 0; i < m; i++)
        order[i] = i;
    for (size_t u = 0; u < s->nul; u++) {
        const uint64_t *o = s->uops + s->ufirst[u];
        size_t n = s->un[u] - 1;
        if (o[n] != bb)
            continue;
        if (n != m) {
            free(list);
            free(order);
            return fail(s, BCQ_E_UNSUPPORTED, 0,
                        "a use-list order of a block with uses other than "
                        "branches (blockaddress)");
        }
        for (size_t i = 0; i < m; i++)
            order[i] = SIZE_MAX;
        for (size_t i = 0; i < m; i++) {
            if (o[i] >= m || order[o[i]] != SIZE_MAX) {
                free(list);
                free(order);
                return fail(s, BCQ_E_BAD_RECORD, 0,
                            "a use-list order that is no permutation");
            }
            order[o[i]] = i;
        }
    }
    for (size_t i = 0; i < m; i++) {
        bcq__puts(t, i ? ", " : " preds = ");
        put_block(s, t, list[order[i]]);
    }
    free(list);
    free(order);
    return t->rc;
}

static void argname(void *arg, bcq__text *t, size_t k)
{
    fstate *s = arg;
    bcq__putc(t, ' ');
    int rc = put_local(s, t, s->base + k);
    if (rc)
        bcq__text_fail(t, rc);
}

static int print_body(fstate *s, size_t id)
{
    bcq__text *t = s->t;
    int rc;
    bcq__put_function_head(s->a, t, id, 1, argname, s);
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
                if ((rc = print_dbg(s, &s->ins[j])))
                    return rc;
            if (s->ins[i].dbg)
                return fail(s, BCQ_E_BAD_RECORD, s->ins[i].bit,
                            "a debug record before any instruction");
            if ((rc = print_inst(s, &s->ins[i])))
                return rc;
            i = j;
        }
    }
    bcq__puts(t, "}\n");
    return t->rc;
}

static void fstate_free(fstate *s)
{
    free(s->kinds);
    free(s->vals);
    free(s->ins);
    free(s->vtype);
    bcq__acsts_free(&s->fc);
    bcq__amds_free(&s->fmd);
    free(s->names);
    free(s->vname);
    free(s->bname);
    free(s->vslot);
    free(s->bslot);
    free(s->pto);
    free(s->pfrom);
    free(s->uops);
    free(s->ufirst);
    free(s->un);
}

int bcq__put_function_body(struct bcq_asm *a, bcq__text *t, size_t id)
{
    bcq_function fn;
    bcq_insts *it = NULL;
    fstate s;
    int rc;
    memset(&s, 0, sizeof s);
    s.a = a;
    s.t = t;
    s.id = id;
    if ((rc = bcq_function_by_value(a->f, a->m, id, &fn, t->err)) ||
        (rc = bcq_insts_open(a->f, &fn, &it, t->err)))
        return bcq__text_fail(t, rc);
    bcq_insts_frame(it, &s.base, &s.nargs);
    s.next = s.base + s.nargs;
    s.fty = fn_type(&s, fn.global.type_id);
    if (!s.fty || s.fty->n != s.nargs)
        rc = fail(&s, BCQ_E_BAD_RECORD, fn.global.record_bit,
                  "the function's type is no function type");
    for (uint64_t k = 0; rc == 0 && k < s.nargs; k++)
        rc = set_type(&s, s.base + k, a->types.elems[s.fty->first + k]);
    if (rc == 0)
        rc = collect(&s, it);
    if (rc == 0 && !s.vname) { /* no VALUE_SYMTAB: nothing named */
        size_t nv = (size_t)(s.next - s.base);
        s.vname = malloc((nv ? nv : 1) * sizeof *s.vname);
        s.bname = malloc((size_t)(s.nbbs ? s.nbbs : 1) * sizeof *s.bname);
        if (!s.vname || !s.bname)
            rc = fail(&s, BCQ_E_NOMEM, 0, "out of memory");
        else {
            s.capvname = nv;
            for (size_t i = 0; i < nv; i++)
                s.vname[i].len = UINT32_MAX;
            for (uint64_t i = 0; i < s.nbbs; i++)
                s.bname[i].len = UINT32_MAX;
        }
    }
    if (rc == 0)
        rc = number(&s);
    if (rc == 0)
        rc = preds(&s);
    if (rc == 0)
        rc = print_body(&s, id);
    bcq_insts_close(it);
    fstate_free(&s);
    return rc ? bcq__text_fail(t, rc) : 0;
}
