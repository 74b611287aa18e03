/*
 * const.c - CONSTANTS blocks as the printer needs them (each record kept
 * whole: literal payloads too, which lib/ir/constants.c steps over) and
 * constants as text, as AsmWriter.cpp's WriteConstantInternal and
 * WriteAsOperandInternal write them.  Record layouts: LLVMBitCodes.h
 * ConstantsCodes, BitcodeReader.cpp's parseConstants; doc/format.md 12.
 *
 * Operands are absolute value ids (module version >= 1) that may point
 * forward and may, in a hostile file, point at the constant itself: the
 * printer follows them with a depth cap instead of trusting them.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

void bcq__acsts_free(bcq__acsts *c)
{
    free(c->v);
    free(c->ops);
    free(c->got);
    bcq_reader_close(c->r);
    bcq__arena_free(&c->lops);
    memset(c, 0, sizeof *c);
}

static int on_const(void *arg, const bcq_record *r, bcq_error *err)
{
    bcq__acsts *c = arg;
    int rc;
    if (r->code == BCQ__CST_CODE_SETTYPE) {
        if (r->nops < 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "SETTYPE record is empty");
        c->cur_type = r->ops[0];
        return 0;
    }
    if ((rc = bcq__grow((void **)&c->v, &c->cap, c->n + 1, sizeof *c->v,
                        err)) ||
        (rc = bcq__grow((void **)&c->ops, &c->capops, c->nops + r->nops,
                        sizeof *c->ops, err)))
        return rc;
    if (c->nops > UINT32_MAX - r->nops)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "constants: too many operands");
    bcq__acst *k = &c->v[c->n++];
    k->type = c->cur_type;
    k->bit = r->bit;
    k->code = r->code > 255 ? 255 : (uint8_t)r->code;
    k->first = (uint32_t)c->nops;
    k->n = (uint32_t)r->nops;
    if (r->nops) /* no memcpy of nothing from or to NULL */
        memcpy(c->ops + c->nops, r->ops, r->nops * sizeof *r->ops);
    c->nops += r->nops;
    return 0;
}

int bcq__acsts_read(struct bcq_asm *a, bcq__acsts *c, const bcq_block *b,
                    bcq_error *err)
{
    int rc = bcq__each_record_of(a->f, b, on_const, c, err);
    /* the operands moved as they grew: pointed at once they are all in */
    for (size_t i = 0; i < c->n; i++)
        c->v[i].ops = c->ops ? c->ops + c->v[i].first : NULL;
    return rc;
}

int bcq__acsts_place(struct bcq_asm *a, bcq__acsts *c, const bcq_block *b,
                     bcq_error *err)
{
    const bcq__types *t;
    int rc = bcq__types_get(a->f, a->m, &t, err);
    if (rc)
        return rc;
    if (t->settype_empty != UINT64_MAX) { /* as the whole read says it */
        bcq__fail(err, BCQ_E_BAD_RECORD, t->settype_empty,
                  "SETTYPE record is empty");
        bcq__error_context(err, BCQ__CONSTANTS_BLOCK_ID, b->bit);
        return BCQ_E_BAD_RECORD;
    }
    if (t->nconsts > SIZE_MAX / sizeof *c->got)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    /* calloc: a big one is mapped zero, and only the pages of the
     * constants printed are touched */
    c->got = calloc(t->nconsts ? (size_t)t->nconsts : 1, sizeof *c->got);
    if (!c->got)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    c->pt = t;
    c->n = (size_t)t->nconsts;
    c->block = *b;
    return 0;
}

unsigned bcq__acst_code(const bcq__acsts *c, size_t i)
{
    return c->pt ? BCQ__CST_CODE(c->pt->cst[i].at) : c->v[i].code;
}

uint64_t bcq__acst_type(const bcq__acsts *c, size_t i)
{
    return c->pt ? c->pt->cst[i].type : c->v[i].type;
}

/* Constant i's record, read where the IR layer placed it, by a reader
 * that has read the abbreviations the block defines before its first
 * record (LLVM's writeConstants defines them all there). */
static int read_placed(const bcq_file *f, bcq__acsts *c, size_t i,
                       bcq_error *err)
{
    int rc;
    bcq_record r;
    uint64_t at = BCQ__CST_BIT(c->pt->cst[i].at);
    unsigned code = BCQ__CST_CODE(c->pt->cst[i].at);
    if (!c->r) {
        bcq_entry e;
        if ((rc = bcq_reader_open(f, &c->block, &c->r, err)))
            return rc;
        while ((rc = bcq_reader_next(c->r, &e, err)) == 0 &&
               e.kind != BCQ_ENTRY_RECORD)
            if (e.kind == BCQ_ENTRY_END)
                return bcq__fail(err, BCQ_E_BAD_RECORD, at,
                                 "constants: no record where placed");
        if (rc)
            return rc;
    }
    if ((rc = bcq__reader_record_at(c->r, at, &r, err)))
        return rc;
    if ((r.code > 255 ? 255 : r.code) != code || r.nops > UINT32_MAX)
        return bcq__fail(err, BCQ_E_BAD_RECORD, at,
                         "constants: another record where placed");
    bcq__acst *k = bcq__arena_alloc(&c->lops,
                                    sizeof *k + r.nops * sizeof *r.ops, err);
    if (!k)
        return c->lops.status;
    uint64_t *o = (uint64_t *)(k + 1);
    if (r.nops)
        memcpy(o, r.ops, r.nops * sizeof *o);
    k->type = c->pt->cst[i].type;
    k->bit = at;
    k->code = (uint8_t)code;
    k->first = 0;
    k->n = (uint32_t)r.nops;
    k->ops = o;
    c->got[i] = k;
    return 0;
}

/* Entries are read on use; the printer is const to its callers here, and
 * what it fills in is not part of what it prints (bcq_asm belongs to one
 * thread at a time; as bcq__asm_grec).  A record that cannot be read
 * where it was placed (an abbreviation defined after the first record,
 * which LLVM never writes) sends the table to a whole read, as before;
 * the entries read so far stay valid, since a caller may hold one. */
const bcq__acst *bcq__acst_get(const struct bcq_asm *a, const bcq__acsts *cc,
                               size_t i, const uint64_t **ops)
{
    bcq__acsts *c = (bcq__acsts *)cc;
    if (i >= c->n || c->rc < 0)
        return NULL;
    if (c->pt && !c->got[i] && read_placed(a->f, c, i, NULL) != 0) {
        bcq__acsts w;
        memset(&w, 0, sizeof w);
        w.cur_type = UINT64_MAX;
        int rc = bcq__acsts_read((struct bcq_asm *)a, &w, &c->block,
                                 &c->err);
        if (rc == 0 && w.n != c->n)
            rc = bcq__fail(&c->err, BCQ_E_BAD_RECORD, c->block.bit,
                           "constants: %zu records, %zu placed", w.n, c->n);
        if (rc) {
            bcq__acsts_free(&w);
            c->rc = rc < 0 ? rc : BCQ_E_BAD_RECORD;
            return NULL;
        }
        c->pt = NULL;
        c->v = w.v;
        c->cap = w.cap;
        c->ops = w.ops;
        c->nops = w.nops;
        c->capops = w.capops;
    }
    const bcq__acst *k = c->pt ? c->got[i] : &c->v[i];
    *ops = k->ops;
    return k;
}

/* The constant of id, or NULL. */
static const bcq__acst *cst_of(const struct bcq_asm *a, const bcq__vctx *v,
                               uint64_t id, const uint64_t **ops)
{
    const bcq__acsts *c = &a->consts;
    if (!(id >= c->first && id - c->first < c->n)) {
        c = v ? v->fconsts : NULL;
        if (!c || !(id >= c->first && id - c->first < c->n))
            return NULL;
    }
    return bcq__acst_get(a, c, (size_t)(id - c->first), ops);
}

/* A global value's value type and pointer type. */
static uint64_t global_value_type(const struct bcq_asm *a, size_t id)
{
    bcq_global g;
    if (bcq__asm_lite_global(a, id, &g, NULL))
        return UINT64_MAX;
    const bcq__atype *ty = bcq__atype_at(a, g.type_id);
    if (!ty)
        return UINT64_MAX;
    if (g.kind == BCQ_GV_VARIABLE) {
        const uint64_t *o;
        size_t n;
        if (bcq__asm_grec(a, id, &o, &n) || n < 2)
            return UINT64_MAX;
        if (o[1] & 2) /* explicit type */
            return g.type_id;
    }
    if (ty->code == BCQ__TYPE_CODE_POINTER)
        return ty->count;
    return g.type_id;
}

uint64_t bcq__value_type(struct bcq_asm *a, const bcq__vctx *v, uint64_t id)
{
    if (id < a->mod->nglobals) {
        const bcq__grec *k = bcq__grec_at(a, (size_t)id);
        if (k && k->vtype)
            return k->vtype - 1;
        bcq_global g;
        uint64_t vt = global_value_type(a, id);
        if (vt == UINT64_MAX || bcq__asm_lite_global(a, id, &g, NULL))
            return UINT64_MAX;
        /* a function's address space comes late in its record, past what
         * the lite decode reads */
        if (g.kind == BCQ_GV_FUNCTION &&
            ((const bcq__module *)a->mod)->lite &&
            bcq__asm_global(a, id, &g, NULL))
            return UINT64_MAX;
        vt = bcq__atype_find_ptr(a, vt, g.address_space);
        /* found again: reading the record may have moved the entries */
        bcq__grec *e = bcq__grec_at(a, (size_t)id);
        if (e && vt < UINT32_MAX)
            e->vtype = (uint32_t)(vt + 1);
        return vt;
    }
    /* placed with its type: the record need not be read */
    const bcq__acsts *c = &a->consts;
    if (!(id >= c->first && id - c->first < c->n)) {
        c = v ? v->fconsts : NULL;
        if (!c || !(id >= c->first && id - c->first < c->n))
            return UINT64_MAX;
    }
    return bcq__acst_type(c, (size_t)(id - c->first));
}

static int bad(bcq__text *t, int code, uint64_t bit, const char *what,
               unsigned long long id)
{
    bcq__fail(t->err, code, bit, "constant %llu: %s", id, what);
    return bcq__text_fail(t, code);
}

static void put_int(struct bcq_asm *a, bcq__text *t, uint64_t type,
                    int64_t v)
{
    const bcq__atype *ty = bcq__atype_at(a, type);
    if (ty && ty->code == BCQ__TYPE_CODE_INTEGER && ty->aux == 1)
        bcq__puts(t, v ? "true" : "false");
    else
        bcq__puti(t, v);
}

/* A value of an integer element of a DATA record: stored zero-extended,
 * printed signed at its width (APInt's signed print). */
static int64_t sext(uint64_t v, unsigned width)
{
    if (width >= 64)
        return (int64_t)v;
    uint64_t m = (uint64_t)1 << (width - 1);
    v &= (m << 1) - 1;
    return (int64_t)((v ^ m) - m);
}

static void put_hex(bcq__text *t, const char *prefix, uint64_t v,
                    int digits)
{
    char b[40];
    snprintf(b, sizeof b, "%s%0*llX", prefix, digits, (unsigned long long)v);
    bcq__puts(t, b);
}

/* A float in LLVM's form (WriteAPFloatInternal): float and double in
 * APFloat's 6-digit decimal (float.c) when that reads back as the same
 * double, else the double's bits in hex; the other kinds in hex with
 * their letter. */
static void put_float(struct bcq_asm *a, bcq__text *t, uint64_t type,
                      const uint64_t *o, size_t n, uint64_t bit)
{
    const bcq__atype *ty = bcq__atype_at(a, type);
    uint64_t w0 = n > 0 ? o[0] : 0, w1 = n > 1 ? o[1] : 0;
    unsigned code = ty ? ty->code : 0;
    double d;
    switch (code) {
    case BCQ__TYPE_CODE_FLOAT: {
        uint32_t u = (uint32_t)w0;
        float fl;
        memcpy(&fl, &u, 4);
        d = fl;
        break;
    }
    case BCQ__TYPE_CODE_DOUBLE:
        memcpy(&d, &w0, 8);
        break;
    case BCQ__TYPE_CODE_HALF:
        put_hex(t, "0xH", w0 & 0xffff, 4);
        return;
    case BCQ__TYPE_CODE_BFLOAT:
        put_hex(t, "0xR", w0 & 0xffff, 4);
        return;
    case BCQ__TYPE_CODE_X86_FP80: {
        /* written as (hi16 << 48 | lo64 >> 16), lo64 & 0xffff */
        uint64_t lo = w0 << 16 | (w1 & 0xffff), hi = w0 >> 48;
        put_hex(t, "0xK", hi, 4);
        put_hex(t, "", lo, 16);
        return;
    }
    case BCQ__TYPE_CODE_FP128:
    case BCQ__TYPE_CODE_PPC_FP128:
        put_hex(t, code == BCQ__TYPE_CODE_FP128 ? "0xL" : "0xM", w0, 16);
        put_hex(t, "", w1, 16);
        return;
    default:
        bad(t, BCQ_E_BAD_RECORD, bit, "a float of a type that is none",
            0);
        return;
    }
    if (!isnan(d) && !isinf(d)) {
        char b[64];
        size_t len = bcq__float_decimal(
            b, code == BCQ__TYPE_CODE_DOUBLE ? w0 : (w0 & 0xffffffffu),
            code == BCQ__TYPE_CODE_DOUBLE);
        b[len] = '\0';
        if (strtod(b, NULL) == d) {
            bcq__puts(t, b);
            return;
        }
    }
    uint64_t bits;
    memcpy(&bits, &d, 8);
    put_hex(t, "0x", bits, 1);
}

static void put_typed(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                      uint64_t type, uint64_t id, unsigned depth)
{
    bcq__put_type(a, t, type);
    bcq__putc(t, ' ');
    bcq__put_value(a, t, v, id, depth);
}

/* An operand with the type it has. */
static void put_opnd(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                     uint64_t id, unsigned depth, uint64_t bit)
{
    uint64_t ty = bcq__value_type(a, v, id);
    if (ty == UINT64_MAX) {
        bad(t, BCQ_E_BAD_RECORD, bit, "an operand names no constant", id);
        return;
    }
    put_typed(a, t, v, ty, id, depth);
}

static int is_type(const struct bcq_asm *a, uint64_t type, unsigned code)
{
    const bcq__atype *ty = bcq__atype_at(a, type);
    return ty && ty->code == code;
}

static void put_null(struct bcq_asm *a, bcq__text *t, uint64_t type,
                     uint64_t bit)
{
    const bcq__atype *ty = bcq__atype_at(a, type);
    uint64_t zero = 0;
    switch (ty ? ty->code : 0) {
    case BCQ__TYPE_CODE_INTEGER: put_int(a, t, type, 0); return;
    case BCQ__TYPE_CODE_POINTER:
    case BCQ__TYPE_CODE_OPAQUE_POINTER: bcq__puts(t, "null"); return;
    case BCQ__TYPE_CODE_TOKEN: bcq__puts(t, "none"); return;
    case BCQ__TYPE_CODE_FLOAT: case BCQ__TYPE_CODE_DOUBLE:
    case BCQ__TYPE_CODE_HALF: case BCQ__TYPE_CODE_BFLOAT:
    case BCQ__TYPE_CODE_X86_FP80: case BCQ__TYPE_CODE_FP128:
    case BCQ__TYPE_CODE_PPC_FP128:
        put_float(a, t, type, &zero, 1, bit);
        return;
    default: bcq__puts(t, "zeroinitializer"); return;
    }
}

static void put_gep(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                    const bcq__acst *k, const uint64_t *o, unsigned depth)
{
    size_t i = 0, n = k->n;
    uint64_t flags = 0, inrange_idx = UINT64_MAX;
    int has_range = 0;
    int64_t lo = 0, hi = 0;
    switch (k->code) {
    case BCQ__CST_CODE_CE_GEP_OLD:
    case BCQ__CST_CODE_CE_INBOUNDS_GEP:
        flags = k->code == BCQ__CST_CODE_CE_INBOUNDS_GEP;
        if (n % 2 == 0) {
            bad(t, BCQ_E_UNSUPPORTED, k->bit,
                "getelementptr without its source type", 0);
            return;
        }
        break;
    case BCQ__CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD:
        if (n < 2) {
            bad(t, BCQ_E_BAD_RECORD, k->bit, "getelementptr too short", 0);
            return;
        }
        flags = o[1] & 1;
        inrange_idx = o[1] >> 1;
        i = 1;
        break;
    case BCQ__CST_CODE_CE_GEP:
        if (n < 2) {
            bad(t, BCQ_E_BAD_RECORD, k->bit, "getelementptr too short", 0);
            return;
        }
        flags = o[1];
        i = 1;
        break;
    case BCQ__CST_CODE_CE_GEP_WITH_INRANGE:
        if (n < 5 || o[2] > 64) {
            bad(t, BCQ_E_UNSUPPORTED, k->bit,
                "getelementptr inrange of a wide range", 0);
            return;
        }
        flags = o[1];
        has_range = 1;
        lo = bcq__sign_rotated(o[3]);
        hi = bcq__sign_rotated(o[4]);
        i = 4;
        break;
    }
    uint64_t src = o[0];
    i++;
    if ((n - i) % 2) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "getelementptr operands unpaired",
            0);
        return;
    }
    bcq__puts(t, "getelementptr");
    if (flags & 1)
        bcq__puts(t, " inbounds");
    else if (flags & 2)
        bcq__puts(t, " nusw");
    if (flags & 4)
        bcq__puts(t, " nuw");
    if (has_range) {
        bcq__puts(t, " inrange(");
        bcq__puti(t, lo);
        bcq__puts(t, ", ");
        bcq__puti(t, hi);
        bcq__putc(t, ')');
    }
    bcq__puts(t, " (");
    bcq__put_type(a, t, src);
    for (size_t k2 = 0; i < n; i += 2, k2++) {
        bcq__puts(t, ", ");
        if (inrange_idx != UINT64_MAX && k2 == inrange_idx + 1)
            bcq__puts(t, "inrange ");
        put_typed(a, t, v, o[i], o[i + 1], depth + 1);
    }
    bcq__putc(t, ')');
}

/* From LLVM 20 on (AsmWriter's WriteConstantInternal), llvm-dis writes a
 * ConstantVector or ConstantDataVector that is one ConstantInt or
 * ConstantFP in every lane as "splat (T V)"; LLVM 19 and before list the
 * lanes, and so does a shuffle mask (printShuffleMask) in every release. */
static int splat_syntax(const struct bcq_asm *a)
{
    return a->major >= 20 && !a->no_splat;
}

/* Whether constant x is a ConstantInt or a ConstantFP once LLVM's reader
 * has made it (getSplatValue's test). */
static int scalar_const(const struct bcq_asm *a, const bcq__vctx *v,
                        uint64_t x)
{
    const uint64_t *o;
    const bcq__acst *k = x < a->mod->nglobals ? NULL : cst_of(a, v, x, &o);
    return k && (k->code == BCQ__CST_CODE_INTEGER ||
                 k->code == BCQ__CST_CODE_WIDE_INTEGER ||
                 k->code == BCQ__CST_CODE_FLOAT ||
                 (k->code == BCQ__CST_CODE_NULL &&
                  (is_type(a, k->type, BCQ__TYPE_CODE_INTEGER) ||
                   bcq__atype_is_fp(a, k->type))));
}

/* Whether constants x and y are one Constant once LLVM's reader has made
 * them (constants are uniqued: the same record of the same type). */
static int same_const(const struct bcq_asm *a, const bcq__vctx *v,
                      uint64_t x, uint64_t y)
{
    if (x == y)
        return 1;
    const uint64_t *ox, *oy;
    const bcq__acst *kx = x < a->mod->nglobals ? NULL : cst_of(a, v, x, &ox);
    const bcq__acst *ky = y < a->mod->nglobals ? NULL : cst_of(a, v, y, &oy);
    return kx && ky && kx->code == ky->code && kx->type == ky->type &&
           kx->n == ky->n &&
           (kx->n == 0 || memcmp(ox, oy, kx->n * sizeof *ox) == 0);
}

static void put_aggregate(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                          const bcq__acst *k, const uint64_t *o,
                          unsigned depth)
{
    const bcq__atype *ty = bcq__atype_at(a, k->type);
    unsigned code = ty ? ty->code : 0;
    int is_struct = code == BCQ__TYPE_CODE_STRUCT_ANON ||
                    code == BCQ__TYPE_CODE_STRUCT_NAMED;
    if (!is_struct && code != BCQ__TYPE_CODE_ARRAY &&
        code != BCQ__TYPE_CODE_VECTOR) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "an aggregate of no aggregate type",
            0);
        return;
    }
    if (code == BCQ__TYPE_CODE_VECTOR && splat_syntax(a) && k->n &&
        scalar_const(a, v, o[0])) {
        size_t i = 1;
        while (i < k->n && same_const(a, v, o[0], o[i]))
            i++;
        if (i == k->n) {
            bcq__puts(t, "splat (");
            put_typed(a, t, v, bcq__atype_elem(a, k->type, 0), o[0],
                      depth + 1);
            bcq__putc(t, ')');
            return;
        }
    }
    if (is_struct && ty->flag)
        bcq__putc(t, '<');
    bcq__puts(t, is_struct ? "{" : code == BCQ__TYPE_CODE_ARRAY ? "[" : "<");
    if (is_struct && k->n)
        bcq__putc(t, ' ');
    for (size_t i = 0; i < k->n; i++) {
        if (i)
            bcq__puts(t, ", ");
        uint64_t et = bcq__atype_elem(a, k->type, i);
        if (et == UINT64_MAX) {
            bad(t, BCQ_E_BAD_RECORD, k->bit, "more elements than its type",
                0);
            return;
        }
        put_typed(a, t, v, et, o[i], depth + 1);
    }
    if (is_struct && k->n)
        bcq__putc(t, ' ');
    bcq__puts(t, is_struct ? "}" : code == BCQ__TYPE_CODE_ARRAY ? "]" : ">");
    if (is_struct && ty->flag)
        bcq__putc(t, '>');
}

static void put_data(struct bcq_asm *a, bcq__text *t, const bcq__acst *k,
                     const uint64_t *o)
{
    const bcq__atype *ty = bcq__atype_at(a, k->type);
    uint64_t et = bcq__atype_elem(a, k->type, 0);
    const bcq__atype *ety = bcq__atype_at(a, et);
    if (!ty || !ety || (ty->code != BCQ__TYPE_CODE_ARRAY &&
                        ty->code != BCQ__TYPE_CODE_VECTOR)) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "data of no array or vector type",
            0);
        return;
    }
    int arr = ty->code == BCQ__TYPE_CODE_ARRAY;
    if ((k->code == BCQ__CST_CODE_STRING || k->code == BCQ__CST_CODE_CSTRING ||
         (arr && ety->code == BCQ__TYPE_CODE_INTEGER && ety->aux == 8))) {
        bcq__puts(t, "c\"");
        for (size_t i = 0; i < k->n; i++) {
            uint8_t c = (uint8_t)o[i];
            bcq__put_escaped(t, &c, 1);
        }
        if (k->code == BCQ__CST_CODE_CSTRING)
            bcq__puts(t, "\\00");
        bcq__putc(t, '"');
        return;
    }
    /* a splat of a ConstantDataVector: its elements bit for bit alike */
    int splat = !arr && splat_syntax(a) && k->n;
    for (size_t i = 1; splat && i < k->n; i++)
        splat = o[i] == o[0];
    bcq__puts(t, splat ? "splat (" : arr ? "[" : "<");
    for (size_t i = 0; i < (splat ? 1 : k->n); i++) {
        if (i)
            bcq__puts(t, ", ");
        bcq__put_type(a, t, et);
        bcq__putc(t, ' ');
        if (ety->code == BCQ__TYPE_CODE_INTEGER)
            put_int(a, t, et, sext(o[i], ety->aux));
        else
            put_float(a, t, et, o + i, 1, k->bit);
    }
    bcq__putc(t, splat ? ')' : arr ? ']' : '>');
}

/* An operand string of inline asm (its bytes, 8 bits each as the reader
 * casts them), escaped; *i past it.  0, or 1 when the record ends first. */
static int put_asm_string(bcq__text *t, const uint64_t *o, size_t n,
                          size_t *i)
{
    if (*i >= n || o[*i] > n - *i - 1)
        return 1;
    size_t len = (size_t)o[(*i)++];
    uint8_t buf[64];
    while (len) { /* in pieces: no allocation per string */
        size_t k = len < sizeof buf ? len : sizeof buf;
        for (size_t j = 0; j < k; j++)
            buf[j] = (uint8_t)o[*i + j];
        bcq__put_escaped(t, buf, k);
        *i += k;
        len -= k;
    }
    return 0;
}

/* Inline asm as WriteAsOperandInternal writes it: asm, its flags, the asm
 * string and the constraints.  Records (parseConstants): INLINEASM_OLD
 * [flags, asm, constraints] (flags: sideeffect 1, alignstack 2),
 * INLINEASM_OLD2 (+ dialect 4), INLINEASM_OLD3 (+ unwind 8), INLINEASM
 * [fnty, flags, asm, constraints]; each string a length, then its
 * bytes. */
static void put_inline_asm(bcq__text *t, const bcq__acst *k,
                           const uint64_t *o, uint64_t id)
{
    size_t n = k->n, i = k->code == BCQ__CST_CODE_INLINEASM ? 1 : 0;
    if (n <= i) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "inline asm record too short", id);
        return;
    }
    uint64_t fl = o[i++];
    if (k->code == BCQ__CST_CODE_INLINEASM_OLD)
        fl &= 3;
    else if (k->code == BCQ__CST_CODE_INLINEASM_OLD2)
        fl &= 7;
    bcq__puts(t, "asm ");
    if (fl & 1)
        bcq__puts(t, "sideeffect ");
    if (fl >> 1 & 1)
        bcq__puts(t, "alignstack ");
    if (fl >> 2 & 1) /* AD_Intel; AD_ATT, the default, is not written */
        bcq__puts(t, "inteldialect ");
    if (fl >> 3 & 1)
        bcq__puts(t, "unwind ");
    bcq__putc(t, '"');
    if (put_asm_string(t, o, n, &i)) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "inline asm record too short", id);
        return;
    }
    bcq__puts(t, "\", \"");
    if (put_asm_string(t, o, n, &i)) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "inline asm record too short", id);
        return;
    }
    bcq__putc(t, '"');
}

/* Widest WIDE_INTEGER printed: its decimal costs O(words^2). */
#define BCQ__WIDE_WORDS 64

/* A WIDE_INTEGER: its words, each sign-rotated (readWideAPInt), low word
 * first, make an APInt of the type's width (missing words zero, bits past
 * the width dropped), which AsmWriter prints signed in decimal. */
static void put_wide(struct bcq_asm *a, bcq__text *t, const bcq__acst *k,
                     const uint64_t *o, uint64_t id)
{
    const bcq__atype *ty = bcq__atype_at(a, k->type);
    if (!ty || ty->code != BCQ__TYPE_CODE_INTEGER || ty->aux == 0) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "integer of a non-integer type", id);
        return;
    }
    unsigned width = ty->aux, nw = (width + 63) / 64;
    if (nw > BCQ__WIDE_WORDS) {
        bad(t, BCQ_E_UNSUPPORTED, k->bit, "an integer wider than 4096 bits",
            id);
        return;
    }
    uint64_t w[BCQ__WIDE_WORDS] = {0};
    for (unsigned i = 0; i < nw && i < k->n; i++)
        w[i] = (uint64_t)bcq__sign_rotated(o[i]);
    if (width % 64)
        w[nw - 1] &= ((uint64_t)1 << (width % 64)) - 1;
    int neg = (w[nw - 1] >> ((width - 1) % 64)) & 1;
    if (neg) { /* the magnitude: two's complement over the width */
        unsigned carry = 1;
        for (unsigned i = 0; i < nw; i++) {
            w[i] = ~w[i] + carry;
            carry = carry && w[i] == 0;
        }
        if (width % 64)
            w[nw - 1] &= ((uint64_t)1 << (width % 64)) - 1;
    }
    /* digits by repeated division by 10^9 over 32-bit limbs (the
     * remainder times 2^32 fits in 64 bits), least significant first */
    uint32_t l[2 * BCQ__WIDE_WORDS];
    unsigned top = 2 * nw;
    for (unsigned i = 0; i < nw; i++) {
        l[2 * i] = (uint32_t)w[i];
        l[2 * i + 1] = (uint32_t)(w[i] >> 32);
    }
    while (top > 0 && l[top - 1] == 0)
        top--;
    char dig[BCQ__WIDE_WORDS * 20 + 10];
    size_t nd = 0;
    do {
        uint64_t rem = 0;
        for (unsigned i = top; i-- > 0;) {
            uint64_t cur = rem << 32 | l[i];
            l[i] = (uint32_t)(cur / 1000000000u);
            rem = cur % 1000000000u;
        }
        while (top > 0 && l[top - 1] == 0)
            top--;
        for (int d = 0; d < 9 && (top > 0 || rem != 0 || d == 0); d++) {
            dig[nd++] = (char)('0' + rem % 10);
            rem /= 10;
        }
        if (top > 0) /* a full chunk: its leading zeros too */
            while (nd % 9)
                dig[nd++] = '0';
    } while (top > 0);
    if (neg)
        bcq__putc(t, '-');
    while (nd > 0)
        bcq__putc(t, dig[--nd]);
}

/* Whether constant id is a null value (Constant::isNullValue) as far as
 * ptrauth's optional operands need it: a NULL record, or an INTEGER 0. */
static int is_null_const(struct bcq_asm *a, const bcq__vctx *v, uint64_t id)
{
    const uint64_t *o;
    if (id < a->mod->nglobals)
        return 0;
    const bcq__acst *k = cst_of(a, v, id, &o);
    if (!k)
        return 0;
    return k->code == BCQ__CST_CODE_NULL ||
           (k->code == BCQ__CST_CODE_INTEGER && k->n >= 1 && o[0] == 0);
}

/* ptrauth (ptr P, i32 KEY[, i64 DISC[, ptr ADDRDISC[, ptr DS]]]): LLVM
 * 19's PTRAUTH [ptr, key, disc, addrdisc], LLVM 22's PTRAUTH2 adds the
 * deactivation symbol; AsmWriter's WriteConstantInternal leaves out the
 * trailing operands that are null values. */
static void put_ptrauth(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                        const bcq__acst *k, const uint64_t *o, uint64_t id,
                        unsigned depth)
{
    size_t want = k->code == BCQ__CST_CODE_PTRAUTH ? 4 : 5, show = 2;
    if (k->n < want) {
        bad(t, BCQ_E_BAD_RECORD, k->bit, "record too short", id);
        return;
    }
    for (size_t i = 2; i < want; i++)
        if (!is_null_const(a, v, o[i]))
            show = i + 1;
    bcq__puts(t, "ptrauth (");
    for (size_t i = 0; i < show && !t->rc; i++) {
        if (i)
            bcq__puts(t, ", ");
        put_opnd(a, t, v, o[i], depth + 1, k->bit);
    }
    bcq__putc(t, ')');
}

static void put_const(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                      uint64_t id, const bcq__acst *k, const uint64_t *o,
                      unsigned depth)
{
    size_t n = k->n;
#define RETURN_IF_SHORT(c)                                                               \
    if (n < (c)) {                                                            \
        bad(t, BCQ_E_BAD_RECORD, k->bit, "record too short", id);             \
        return;                                                               \
    }
    switch (k->code) {
    case BCQ__CST_CODE_NULL: put_null(a, t, k->type, k->bit); return;
    case BCQ__CST_CODE_UNDEF: bcq__puts(t, "undef"); return;
    case BCQ__CST_CODE_POISON: bcq__puts(t, "poison"); return;
    case BCQ__CST_CODE_INTEGER:
        RETURN_IF_SHORT(1);
        if (!is_type(a, k->type, BCQ__TYPE_CODE_INTEGER)) {
            bad(t, BCQ_E_BAD_RECORD, k->bit, "integer of a non-integer type",
                id);
            return;
        }
        put_int(a, t, k->type, bcq__sign_rotated(o[0]));
        return;
    case BCQ__CST_CODE_WIDE_INTEGER:
        RETURN_IF_SHORT(1);
        put_wide(a, t, k, o, id);
        return;
    case BCQ__CST_CODE_PTRAUTH:
    case BCQ__CST_CODE_PTRAUTH2:
        put_ptrauth(a, t, v, k, o, id, depth);
        return;
    case BCQ__CST_CODE_FLOAT:
        RETURN_IF_SHORT(1);
        put_float(a, t, k->type, o, n, k->bit);
        return;
    case BCQ__CST_CODE_AGGREGATE:
        put_aggregate(a, t, v, k, o, depth);
        return;
    case BCQ__CST_CODE_STRING:
    case BCQ__CST_CODE_CSTRING:
    case BCQ__CST_CODE_DATA:
        put_data(a, t, k, o);
        return;
    case BCQ__CST_CODE_CE_CAST: {
        RETURN_IF_SHORT(3);
        const char *name = bcq_asm_cast_name((unsigned)o[0]);
        if (!name) {
            bad(t, BCQ_E_UNSUPPORTED, k->bit, "an unknown cast", id);
            return;
        }
        bcq__puts(t, name);
        bcq__puts(t, " (");
        put_typed(a, t, v, o[1], o[2], depth + 1);
        bcq__puts(t, " to ");
        bcq__put_type(a, t, k->type);
        bcq__putc(t, ')');
        return;
    }
    case BCQ__CST_CODE_CE_BINOP: {
        RETURN_IF_SHORT(3);
        const char *name =
            bcq_asm_binop_name((unsigned)o[0], bcq__atype_is_fp(a, k->type));
        if (!name) {
            bad(t, BCQ_E_UNSUPPORTED, k->bit, "an unknown binary operator",
                id);
            return;
        }
        bcq__puts(t, name);
        if (n > 3) {
            unsigned op = (unsigned)o[0];
            if (op <= 2 || op == 7) { /* OverflowingBinaryOperator */
                if (o[3] & 1)
                    bcq__puts(t, " nuw");
                if (o[3] & 2)
                    bcq__puts(t, " nsw");
            } else if ((op >= 3 && op <= 4) || op == 8 || op == 9) {
                if (o[3] & 1)
                    bcq__puts(t, " exact");
            }
        }
        bcq__puts(t, " (");
        put_typed(a, t, v, k->type, o[1], depth + 1);
        bcq__puts(t, ", ");
        put_typed(a, t, v, k->type, o[2], depth + 1);
        bcq__putc(t, ')');
        return;
    }
    case BCQ__CST_CODE_CE_UNOP:
        RETURN_IF_SHORT(2);
        if (o[0] != 0) {
            bad(t, BCQ_E_UNSUPPORTED, k->bit, "an unknown unary operator",
                id);
            return;
        }
        bcq__puts(t, "fneg (");
        put_typed(a, t, v, k->type, o[1], depth + 1);
        bcq__putc(t, ')');
        return;
    case BCQ__CST_CODE_CE_GEP_OLD:
    case BCQ__CST_CODE_CE_INBOUNDS_GEP:
    case BCQ__CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD:
    case BCQ__CST_CODE_CE_GEP:
    case BCQ__CST_CODE_CE_GEP_WITH_INRANGE:
        put_gep(a, t, v, k, o, depth);
        return;
    case BCQ__CST_CODE_CE_SELECT:
        RETURN_IF_SHORT(3);
        bcq__puts(t, "select (");
        put_opnd(a, t, v, o[0], depth + 1, k->bit);
        bcq__puts(t, ", ");
        put_typed(a, t, v, k->type, o[1], depth + 1);
        bcq__puts(t, ", ");
        put_typed(a, t, v, k->type, o[2], depth + 1);
        bcq__putc(t, ')');
        return;
    case BCQ__CST_CODE_CE_CMP: {
        RETURN_IF_SHORT(4);
        const char *p = bcq_asm_predicate_name((unsigned)o[3]);
        if (!p) {
            bad(t, BCQ_E_BAD_RECORD, k->bit, "an unknown predicate", id);
            return;
        }
        bcq__puts(t, o[3] < 32 ? "fcmp " : "icmp ");
        bcq__puts(t, p);
        bcq__puts(t, " (");
        put_typed(a, t, v, o[0], o[1], depth + 1);
        bcq__puts(t, ", ");
        put_typed(a, t, v, o[0], o[2], depth + 1);
        bcq__putc(t, ')');
        return;
    }
    case BCQ__CST_CODE_CE_EXTRACTELT:
        RETURN_IF_SHORT(4);
        bcq__puts(t, "extractelement (");
        put_typed(a, t, v, o[0], o[1], depth + 1);
        bcq__puts(t, ", ");
        put_typed(a, t, v, o[2], o[3], depth + 1);
        bcq__putc(t, ')');
        return;
    case BCQ__CST_CODE_DSO_LOCAL_EQUIVALENT:
    case BCQ__CST_CODE_NO_CFI_VALUE:
        RETURN_IF_SHORT(2);
        bcq__puts(t, k->code == BCQ__CST_CODE_NO_CFI_VALUE
                         ? "no_cfi "
                         : "dso_local_equivalent ");
        bcq__put_value(a, t, v, o[1], depth + 1);
        return;
    case BCQ__CST_CODE_BLOCKADDRESS:
        RETURN_IF_SHORT(3);
        if (!v || !v->block) {
            bad(t, BCQ_E_UNSUPPORTED, k->bit,
                "blockaddress outside its function", id);
            return;
        }
        bcq__puts(t, "blockaddress(");
        bcq__put_value(a, t, v, o[1], depth + 1);
        bcq__puts(t, ", ");
        if (t->rc == 0) {
            int rc = v->block(v->arg, t, o[1], o[2]);
            if (rc)
                bcq__text_fail(t, rc);
        }
        bcq__putc(t, ')');
        return;
    case BCQ__CST_CODE_INLINEASM_OLD:
    case BCQ__CST_CODE_INLINEASM_OLD2:
    case BCQ__CST_CODE_INLINEASM_OLD3:
    case BCQ__CST_CODE_INLINEASM:
        put_inline_asm(t, k, o, id);
        return;
    default: {
        const char *name =
            bcq__ir_record_name(BCQ__CONSTANTS_BLOCK_ID, k->code);
        char what[80];
        snprintf(what, sizeof what, "the constant form %s (code %u)",
                 name ? name : "?", k->code);
        bad(t, BCQ_E_UNSUPPORTED, k->bit, what, id);
        return;
    }
    }
#undef RETURN_IF_SHORT
}

void bcq__put_value(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                    uint64_t id, unsigned depth)
{
    if (t->rc)
        return;
    if (id < a->mod->nglobals) {
        bcq__put_global_name(a, t, (size_t)id);
        return;
    }
    const uint64_t *o;
    const bcq__acst *k = cst_of(a, v, id, &o);
    if (!k && a->consts.rc < 0 && id >= a->consts.first &&
        id - a->consts.first < a->consts.n) {
        /* a module constant whose record could not be read: why */
        bcq__error_copy(t->err, &a->consts.err);
        bcq__text_fail(t, a->consts.rc);
        return;
    }
    if (!k) {
        if (v && v->local) {
            int rc = v->local(v->arg, t, id);
            if (rc)
                bcq__text_fail(t, rc);
            return;
        }
        bad(t, BCQ_E_BAD_RECORD, 0, "names no global value or constant",
            id);
        return;
    }
    if (depth > BCQ__ASM_DEPTH) {
        bad(t, BCQ_E_BAD_RECORD, k->bit,
            "nests deeper than 64: it contains itself", id);
        return;
    }
    put_const(a, t, v, id, k, o, depth);
}

int bcq_asm_constant(bcq_asm *a, uint64_t value_id, unsigned flags,
                     bcq_sink_fn sink, void *ctx, bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !sink || (flags & ~(unsigned)BCQ_ASM_TYPED))
        return bcq__fail(err, BCQ_E_INVAL, 0,
                         "NULL printer or sink, or an unknown flag");
    uint64_t ty = bcq__value_type(a, NULL, value_id);
    if (ty == UINT64_MAX &&
        !(value_id >= a->consts.first &&
          value_id - a->consts.first < a->consts.n) &&
        value_id >= a->mod->nglobals)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "value %llu is no global value or module constant",
                         (unsigned long long)value_id);
    bcq__text t;
    bcq__text_init(&t, a->limit, err);
    if (flags & BCQ_ASM_TYPED) {
        if (ty == UINT64_MAX) {
            bcq__fail(err, BCQ_E_BAD_RECORD, 0,
                      "value %llu has no type in the table",
                      (unsigned long long)value_id);
            bcq__text_fail(&t, BCQ_E_BAD_RECORD);
        }
        bcq__put_type(a, &t, ty);
        bcq__putc(&t, ' ');
    }
    bcq__put_value(a, &t, NULL, value_id, 0);
    int rc = bcq__text_flush(&t, sink, ctx);
    bcq__text_free(&t);
    return rc;
}
