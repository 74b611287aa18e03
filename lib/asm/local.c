/*
 * local.c - the values of the function being printed: their types (as
 * the reader gives them), the operand cursor over an instruction's
 * record (getValueTypePair and getValue of BitcodeReader.cpp), and their
 * names as llvm-dis writes them (named from the VALUE_SYMTAB, else the
 * slot SlotTracker gives).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/func.h"

int bcq__fn_fail(fstate *s, int code, uint64_t bit, const char *what)
{
    bcq__fail(s->t->err, code, bit, "%s", what);
    return bcq__text_fail(s->t, code);
}

/* BitcodeReader's INST_ALLOCA reads the address space from a fifth
 * operand, which the writer emits only when it differs from
 * DataLayout::getAllocaAddrSpace; AsmWriter prints ", addrspace(N)" for
 * any N but 0. */
uint64_t bcq__fn_alloca_as(fstate *s, const finst *f)
{
    if (f->n >= 5)
        return s->vals[f->first + 4];
    bcq_span dl = s->a->mod->datalayout;
    for (size_t i = 0; i < dl.len; i++) {
        if (dl.ptr[i] != 'A' || (i > 0 && dl.ptr[i - 1] != '-'))
            continue;
        uint64_t as = 0;
        size_t k = i + 1;
        for (; k < dl.len && dl.ptr[k] >= '0' && dl.ptr[k] <= '9' &&
               as < (1u << 24);
             k++)
            as = as * 10 + (uint64_t)(dl.ptr[k] - '0');
        return as;
    }
    return 0;
}

uint64_t bcq__fn_type_of(fstate *s, uint64_t id)
{
    if (id < s->base)
        return bcq__value_type(s->a, NULL, id);
    if (s->has_fc && id >= s->fc.first && id - s->fc.first < s->fc.n)
        return s->fc.v[id - s->fc.first].type;
    if (id - s->base < s->nvtype)
        return s->vtype[id - s->base];
    return NOTYPE;
}

int bcq__fn_set_type(fstate *s, uint64_t id, uint64_t ty)
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

uint64_t bcq__fn_find_type(struct bcq_asm *a, unsigned code, uint64_t count,
                           uint64_t e0, uint64_t e1, int flag)
{
    if (code == BCQ__TYPE_CODE_VECTOR)
        return bcq__atype_lookup(a, code, count, e0, (uint64_t)flag);
    return bcq__atype_lookup(a, code, e0, e1, (uint64_t)flag);
}

/* i1, or <N x i1> for a vector of N, as a compare yields. */
uint64_t bcq__fn_bool_like(struct bcq_asm *a, uint64_t opty)
{
    uint64_t i1 = bcq__atype_find_int(a, 1);
    const bcq__atype *ty = bcq__atype_at(a, opty);
    if (ty && ty->code == BCQ__TYPE_CODE_VECTOR)
        return bcq__fn_find_type(a, BCQ__TYPE_CODE_VECTOR, ty->count, i1, 0,
                         ty->flag);
    return i1;
}

/* The integer value of constant id, when it is an INTEGER constant. */
int bcq__fn_const_int(fstate *s, uint64_t id, int64_t *out)
{
    const bcq__acsts *c = &s->a->consts;
    if (!(id >= c->first && id - c->first < c->n)) {
        c = s->has_fc ? &s->fc : NULL;
        if (!c || !(id >= c->first && id - c->first < c->n))
            return 0;
    }
    unsigned code = bcq__acst_code(c, (size_t)(id - c->first));
    if (code == BCQ__CST_CODE_NULL) {
        *out = 0;
        return 1;
    }
    const uint64_t *o;
    const bcq__acst *k;
    if (code != BCQ__CST_CODE_INTEGER ||
        !(k = bcq__acst_get(s->a, c, (size_t)(id - c->first), &o)) ||
        k->n < 1)
        return 0;
    *out = bcq__sign_rotated(o[0]);
    return 1;
}

int bcq__fn_lit(cur *c, uint64_t *v)
{
    if (!left(c))
        return bcq__fn_fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "instruction record too short");
    *v = val_at(c);
    c->pos++;
    return 0;
}

static int metadata_refused(cur *c)
{
    return bcq__fn_fail(c->s, BCQ_E_UNSUPPORTED, c->in->bit,
                "a metadata operand (not printed yet)");
}

/* VT: a value and, for a forward reference, its type (getValueTypePair);
 * *ty gets the value's type either way. */
int bcq__fn_vt(cur *c, uint64_t *id, uint64_t *ty)
{
    if (!left(c))
        return bcq__fn_fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "instruction record too short");
    if (kind_at(c) == BCQ_OPND_METADATA)
        return metadata_refused(c);
    *id = val_at(c);
    c->pos++;
    if (*id >= c->in->next) {
        if (!left(c) || kind_at(c) != BCQ_OPND_TYPE)
            return bcq__fn_fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                        "forward reference without its type");
        *ty = val_at(c);
        c->pos++;
    } else
        *ty = bcq__fn_type_of(c->s, *id);
    if (*ty == NOTYPE)
        return bcq__fn_fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "an operand names no value");
    return 0;
}

/* V: a value whose type the instruction implies. */
int bcq__fn_v1(cur *c, uint64_t *id)
{
    if (!left(c))
        return bcq__fn_fail(c->s, BCQ_E_BAD_RECORD, c->in->bit,
                    "instruction record too short");
    if (kind_at(c) == BCQ_OPND_METADATA)
        return metadata_refused(c);
    *id = val_at(c);
    c->pos++;
    return 0;
}

const bcq__atype *bcq__fn_fn_type(fstate *s, uint64_t id)
{
    const bcq__atype *ty = bcq__atype_at(s->a, id);
    if (ty && ty->code == BCQ__TYPE_CODE_POINTER)
        ty = bcq__atype_at(s->a, ty->count);
    if (ty && ty->code != BCQ__TYPE_CODE_FUNCTION &&
        ty->code != BCQ__TYPE_CODE_FUNCTION_OLD)
        ty = NULL;
    return ty;
}

void bcq__fn_put_block(fstate *s, bcq__text *t, uint64_t bb)
{
    if (bb >= s->nbbs) {
        bcq__fn_fail(s, BCQ_E_BAD_RECORD, s->cur_inst_bit, "a block past the ones declared");
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

int bcq__fn_put_local(void *arg, bcq__text *t, uint64_t id)
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

/* blockaddress(@f, %bb): a block of the function being printed by its
 * own label; another function's by the label that function's numbering
 * gives it (its body read for that alone, func.c). */
static int put_blockaddr(void *arg, bcq__text *t, uint64_t fn, uint64_t bb)
{
    fstate *s = arg;
    if (fn != s->id)
        return s->other_block(s->a, t, fn, bb);
    bcq__fn_put_block(s, t, bb);
    return t->rc;
}

void bcq__fn_vctx(fstate *s, bcq__vctx *v)
{
    bcq__vctx x = {s->has_fc ? &s->fc : NULL, bcq__fn_put_local, s,
                   put_blockaddr};
    *v = x;
}

void bcq__fn_put_val(fstate *s, uint64_t id)
{
    /* an argument or an instruction's value, as bcq__put_value would
     * find it (no global value, no constant of the module's or the
     * function's), named or numbered here: most operands are */
    const bcq__acsts *mc = &s->a->consts;
    if (id >= s->base && id >= s->a->mod->nglobals &&
        !(id >= mc->first && id - mc->first < mc->n) &&
        !(s->has_fc && id >= s->fc.first && id - s->fc.first < s->fc.n)) {
        if (s->t->rc)
            return;
        int rc = bcq__fn_put_local(s, s->t, id);
        if (rc)
            bcq__text_fail(s->t, rc);
        return;
    }
    bcq__vctx v = {s->has_fc ? &s->fc : NULL, bcq__fn_put_local, s, put_blockaddr};
    bcq__put_value(s->a, s->t, &v, id, 0);
}

void bcq__fn_put_tv(fstate *s, uint64_t ty, uint64_t id)
{
    bcq__put_type(s->a, s->t, ty);
    bcq__putc(s->t, ' ');
    bcq__fn_put_val(s, id);
}

void bcq__fn_put_mdop(fstate *s, uint64_t id)
{
    bcq__vctx v = {s->has_fc ? &s->fc : NULL, bcq__fn_put_local, s, put_blockaddr};
    bcq__put_md(s->a, s->t, &v, s->has_fmd ? &s->fmd : NULL, id);
}
