/*
 * constants.c - CONSTANTS blocks decoded on demand: per constant its
 * code, kind, type and the value ids it is made of (doc/format.md 12).
 *
 * The operand layout of each code follows LLVM's parseConstants
 * (BitcodeReader.cpp); literal payloads are stepped over, not kept.  One
 * table serves a module's constants (built on first use and published
 * once, like types.c's) and, in an instruction view, a function's.
 * Operands are absolute value ids that may point forward inside the
 * block: each is checked as its record is read against what a constant
 * may name (a global value or another constant, never an argument or an
 * instruction), the highest forward one again when the block ends
 * (bcq__consts_check), so that a bad one is reported at its record.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

void bcq__consts_free(void *p)
{
    bcq__consts *t = p;
    if (t) {
        free(t->v);
        free(t->ops);
        free(t);
    }
}

static int too_short(const bcq_record *r, size_t need, bcq_error *err)
{
    const char *name =
        bcq__ir_record_name(BCQ__CONSTANTS_BLOCK_ID, r->code);
    return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                     "CONSTANTS %s record has %zu operands, needs %zu",
                     name ? name : "?", r->nops, need);
}

static int not_a_constant(const bcq__consts *t, uint64_t value, uint32_t k,
                          uint64_t id, uint64_t bit, bcq_error *err)
{
    return bcq__fail(err, BCQ_E_BAD_RECORD, bit,
                     "constant %llu: operand %u names value %llu, not a "
                     "global value (%llu) or constant",
                     (unsigned long long)value, k, (unsigned long long)id,
                     (unsigned long long)t->nglobals);
}

/* Append ops[i] of r as a value operand of the constant being added.  An
 * operand below it names a global value or a module constant (below
 * module_end) or an earlier constant of t; one at or past it (a forward
 * reference, or the constant itself) is checked when the block ends:
 * only the highest is kept. */
static int push_op(bcq__consts *t, const bcq_record *r, size_t i,
                   bcq_error *err)
{
    if (r->ops[i] > UINT32_MAX) /* LLVM's value ids are 32-bit */
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "CONSTANTS record: operand %zu names value %llu, "
                         "past 32-bit value ids",
                         i, (unsigned long long)r->ops[i]);
    uint64_t id = r->ops[i], here = t->first + t->n;
    uint32_t k = (uint32_t)(t->nops - t->op0);
    if (id >= t->module_end && id < t->first) /* an argument */
        return not_a_constant(t, here, k, id, r->bit, err);
    if (id >= here && (!t->has_fwd || id > t->fwd_id)) {
        t->has_fwd = 1;
        t->fwd_id = id;
        t->fwd_value = here;
        t->fwd_op = k;
        t->fwd_bit = r->bit;
    }
    int rc = bcq__fgrow(bcq__fbudget(t->f), &t->acct, (void **)&t->ops,
                        &t->capops, t->nops + 1, sizeof *t->ops, err);
    if (rc)
        return rc;
    t->ops[t->nops++] = (uint32_t)r->ops[i];
    return 0;
}

/* GEP codes: [pointee type?, flags?, range?, (type, value)*]
 * (parseConstants' CE_GEP cases).  *flags: as LLVM keeps them. */
static int gep_operands(bcq__consts *t, const bcq_record *r,
                        uint64_t *flags, bcq_error *err)
{
    size_t i = 0, n = r->nops;
    if (n < 2)
        return too_short(r, 2, err);
    unsigned c = r->code;
    if (c == BCQ__CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD ||
        c == BCQ__CST_CODE_CE_GEP_WITH_INRANGE || c == BCQ__CST_CODE_CE_GEP ||
        n % 2)
        i++; /* the explicit pointee type */
    *flags = 0;
    if (c == BCQ__CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD)
        *flags = r->ops[i++] & 1; /* inbounds; the inrange index dropped */
    else if (c == BCQ__CST_CODE_CE_GEP)
        *flags = r->ops[i++];
    else if (c == BCQ__CST_CODE_CE_INBOUNDS_GEP)
        *flags = 1;
    else if (c == BCQ__CST_CODE_CE_GEP_WITH_INRANGE) {
        /* [flags, bitwidth, range]: a range of at most 64 bits is two
         * sign-rotated words; a wider one starts with a word holding the
         * active words of both bounds (readBitWidthAndConstantRange) */
        if (i + 2 >= n)
            return too_short(r, i + 3, err);
        *flags = r->ops[i++];
        uint64_t width = r->ops[i++];
        if (width <= 64)
            i += 2;
        else {
            uint64_t lo = r->ops[i] & UINT32_MAX, hi = r->ops[i] >> 32;
            i++;
            if (lo + hi > n - i)
                return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                                 "CONSTANTS GEP record: an inrange range "
                                 "of %llu words in %zu operands",
                                 (unsigned long long)(lo + hi), n - i);
            i += (size_t)(lo + hi);
        }
    }
    if (i >= n || (n - i) % 2)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "CONSTANTS GEP record: %zu operands after its "
                         "header, not (type, value) pairs",
                         i < n ? n - i : 0);
    for (; i < n; i += 2) {
        int rc = push_op(t, r, i + 1, err);
        if (rc)
            return rc;
    }
    return 0;
}

/* The value operands of r, by code; *kind and *extra as bcq_constant's. */
static int operands(bcq__consts *t, const bcq_record *r, unsigned *kind,
                    uint64_t *extra, bcq_error *err)
{
    /* positions of the value operands of the fixed layouts, and the
     * operand count each needs */
    static const struct {
        unsigned code;
        uint8_t need, kind, extra; /* extra: 1 + index of the extra, or 0 */
        int8_t at[5];
    } fixed[] = {
        {BCQ__CST_CODE_CE_UNOP, 2, BCQ_CONST_EXPR, 1, {1, -1}},
        {BCQ__CST_CODE_CE_BINOP, 3, BCQ_CONST_EXPR, 1, {1, 2, -1}},
        {BCQ__CST_CODE_CE_CAST, 3, BCQ_CONST_EXPR, 1, {2, -1}},
        {BCQ__CST_CODE_CE_SELECT, 3, BCQ_CONST_EXPR, 0, {0, 1, 2, -1}},
        {BCQ__CST_CODE_CE_SHUFFLEVEC, 3, BCQ_CONST_EXPR, 0, {0, 1, 2, -1}},
        {BCQ__CST_CODE_CE_SHUFVEC_EX, 4, BCQ_CONST_EXPR, 0, {1, 2, 3, -1}},
        {BCQ__CST_CODE_CE_CMP, 4, BCQ_CONST_EXPR, 4, {1, 2, -1}},
        {BCQ__CST_CODE_BLOCKADDRESS, 3, BCQ_CONST_BLOCKADDRESS, 3, {1, -1}},
        {BCQ__CST_CODE_DSO_LOCAL_EQUIVALENT, 2,
         BCQ_CONST_DSO_LOCAL_EQUIVALENT, 0, {1, -1}},
        {BCQ__CST_CODE_NO_CFI_VALUE, 2, BCQ_CONST_NO_CFI, 0, {1, -1}},
        {BCQ__CST_CODE_PTRAUTH, 4, BCQ_CONST_PTRAUTH, 0, {0, 1, 2, 3, -1}},
        {BCQ__CST_CODE_PTRAUTH2, 5, BCQ_CONST_PTRAUTH, 0, {0, 1, 2, 3, 4}},
    };
    int rc;
    *extra = 0;
    switch (r->code) {
    case BCQ__CST_CODE_AGGREGATE:
        if (r->nops < 1)
            return too_short(r, 1, err);
        *kind = BCQ_CONST_AGGREGATE;
        for (size_t i = 0; i < r->nops; i++)
            if ((rc = push_op(t, r, i, err)))
                return rc;
        return 0;
    case BCQ__CST_CODE_CE_GEP_OLD:
    case BCQ__CST_CODE_CE_INBOUNDS_GEP:
    case BCQ__CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD:
    case BCQ__CST_CODE_CE_GEP_WITH_INRANGE:
    case BCQ__CST_CODE_CE_GEP:
        *kind = BCQ_CONST_EXPR;
        return gep_operands(t, r, extra, err);
    case BCQ__CST_CODE_CE_EXTRACTELT: /* [ty, vec, (ty,)? idx] */
    case BCQ__CST_CODE_CE_INSERTELT:  /* [vec, elt, (ty,)? idx] */
        if (r->nops < 3)
            return too_short(r, 3, err);
        *kind = BCQ_CONST_EXPR;
        /* LLVM takes the index at 3 when there are exactly 4 operands,
         * else at 2 */
        if (r->code == BCQ__CST_CODE_CE_INSERTELT &&
            (rc = push_op(t, r, 0, err)))
            return rc;
        if ((rc = push_op(t, r, 1, err)))
            return rc;
        return push_op(t, r, r->nops == 4 ? 3 : 2, err);
    default:
        break;
    }
    for (size_t k = 0; k < sizeof fixed / sizeof fixed[0]; k++) {
        if (fixed[k].code != r->code)
            continue;
        if (r->nops < fixed[k].need)
            return too_short(r, fixed[k].need, err);
        *kind = fixed[k].kind;
        if (fixed[k].extra)
            *extra = r->ops[fixed[k].extra - 1];
        for (size_t j = 0; j < 5 && fixed[k].at[j] >= 0; j++)
            if ((rc = push_op(t, r, (size_t)fixed[k].at[j], err)))
                return rc;
        return 0;
    }
    *kind = BCQ_CONST_LEAF; /* a literal, inline asm, or an unknown code */
    return 0;
}

int bcq__consts_record(bcq__consts *t, const bcq__types *types,
                       const bcq_record *r, bcq_error *err)
{
    if (r->code == BCQ__CST_CODE_SETTYPE) {
        if (r->nops < 1)
            return too_short(r, 1, err);
        if (r->ops[0] >= types->n)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "CONSTANTS SETTYPE record: type %llu, the "
                             "table has %zu",
                             (unsigned long long)r->ops[0], types->n);
        t->cur_type = (uint32_t)r->ops[0];
        return 0;
    }
    if (t->n >= UINT32_MAX - 1)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "2^32 constants: value ids are 32-bit");
    int rc = bcq__fgrow(bcq__fbudget(t->f), &t->acct, (void **)&t->v,
                        &t->cap, t->n + 1, sizeof *t->v, err);
    if (rc)
        return rc;
    size_t first = t->nops;
    t->op0 = first;
    unsigned kind;
    uint64_t extra;
    if ((rc = operands(t, r, &kind, &extra, err)))
        return rc;
    if (t->nops > UINT32_MAX)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "2^32 constant operands");
    bcq__const *c = &t->v[t->n++];
    c->type_id = t->cur_type;
    c->first = (uint32_t)first;
    c->nops = (uint32_t)(t->nops - first);
    c->extra = extra > UINT32_MAX ? UINT32_MAX : (uint32_t)extra;
    c->code = r->code > 255 ? 255 : (uint8_t)r->code;
    c->kind = (uint8_t)kind;
    return 0;
}

void bcq__consts_begin_block(bcq__consts *t)
{
    t->cur_type = UINT32_MAX; /* LLVM's default before a SETTYPE: i32 */
    t->has_fwd = 0;
}

int bcq__consts_check(const bcq__consts *t, bcq_error *err)
{
    if (t->has_fwd && t->fwd_id >= t->first + t->n)
        return not_a_constant(t, t->fwd_value, t->fwd_op, t->fwd_id,
                              t->fwd_bit, err);
    return 0;
}

void bcq__consts_fill(const bcq__consts *t, uint64_t value_id,
                      bcq_constant *out)
{
    const bcq__const *c = &t->v[value_id - t->first];
    memset(out, 0, sizeof *out);
    out->value_id = value_id;
    out->code = c->code;
    out->name = bcq__ir_record_name(BCQ__CONSTANTS_BLOCK_ID, c->code);
    out->kind = c->kind;
    out->type_id = c->type_id == UINT32_MAX ? UINT64_MAX : c->type_id;
    out->extra = c->extra;
    out->nops = c->nops;
    out->ops = c->nops ? t->ops + c->first : NULL; /* ops is NULL when no
                                                      constant has any */
}

/* ------------------------------------------------- the module's table */

typedef struct mbuild {
    bcq__consts *t;
    const bcq__types *types;
} mbuild;

static int feed(void *arg, const bcq_record *r, bcq_error *err)
{
    mbuild *b = arg;
    return bcq__consts_record(b->t, b->types, r, err);
}

static int build(const bcq_file *f, const bcq_module *mod, void *arg,
                 void **out, size_t *acct_out, bcq_error *err)
{
    const bcq__types *types = arg;
    size_t acct = 0;
    bcq__consts *t;
    int rc = bcq__fzalloc(bcq__fbudget(f), &acct, sizeof *t, (void **)&t,
                          err);
    if (rc)
        return rc;
    t->f = f;
    t->acct = acct;
    t->first = t->nglobals = t->module_end = mod->nglobals;
    mbuild b = {t, types};
    const bcq__module *im = (const bcq__module *)mod;
    for (size_t i = 0; rc == 0 && i < im->nsubs; i++) {
        if (im->subs[i].id != BCQ__CONSTANTS_BLOCK_ID)
            continue;
        bcq__consts_begin_block(t);
        rc = bcq__each_record_of(f, &im->subs[i], feed, &b, err);
        if (rc == 0 && (rc = bcq__consts_check(t, err)))
            bcq__error_context(err, BCQ__CONSTANTS_BLOCK_ID,
                               im->subs[i].bit);
    }
    if (rc) {
        bcq__refund(bcq__fbudget(f), &t->acct);
        bcq__consts_free(t);
        return rc;
    }
    bcq__shrink(bcq__fbudget(f), (void **)&t->v, &t->cap, t->n,
                sizeof *t->v);
    bcq__shrink(bcq__fbudget(f), (void **)&t->ops, &t->capops, t->nops,
                sizeof *t->ops);
    /* what the shrinking refunded is no longer the builder's */
    t->acct = sizeof *t + t->cap * sizeof *t->v + t->capops * sizeof *t->ops;
    *acct_out = t->acct;
    *out = t;
    return 0;
}

int bcq__consts_module(const bcq_file *f, size_t m, const bcq__consts **out,
                       bcq_error *err)
{
    const bcq__types *types;
    int rc = bcq__types_get(f, m, &types, err);
    if (rc)
        return rc;
    /* the module's level and global value count: the lite decode's */
    return bcq__module_part_lite(f, m, offsetof(bcq__modslot, consts), build,
                                 bcq__consts_free, (void *)types, NULL,
                                 (void **)out, err);
}

int bcq_constant_get(const bcq_file *f, size_t m, uint64_t value_id,
                     bcq_constant *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq__consts *t;
    int rc = bcq__consts_module(f, m, &t, err);
    if (rc)
        return rc;
    if (value_id < t->first || value_id - t->first >= t->n)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "value %llu is not a constant of module %zu "
                         "(they are %llu to %llu)",
                         (unsigned long long)value_id, m,
                         (unsigned long long)t->first,
                         (unsigned long long)(t->first + t->n));
    bcq__consts_fill(t, value_id, out);
    return 0;
}
