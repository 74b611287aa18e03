/*
 * func.h - what the units of the function printer share (func.c: the
 * passes over a body; inst.c: an instruction's line; call.c: calls,
 * invokes, callbrs and their bundles; fmeta.c: the body's locations and
 * attachments; local.c: operands, types and names of a function's
 * values).
 */
#ifndef BCQ_ASM_FUNC_H
#define BCQ_ASM_FUNC_H

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
    uint32_t loc;       /* its DEBUG_LOC (1-based), or 0 */
    uint32_t att;       /* its METADATA_ATTACHMENT record (1-based), or 0 */
    uint32_t bundle;    /* its first OPERAND_BUNDLE record (1-based), or 0 */
    uint32_t nbundles;  /* and how many */
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
    size_t capvname; /* its entries (capvn: its room) */
    fname *bname; /* by block */
    uint64_t nbbs;
    int named;    /* vname and bname filled (a VALUE_SYMTAB, or none) */
    uint64_t nbname; /* the blocks bname was filled for */
    size_t capvn, capbn;
    int64_t *vslot, *bslot;
    size_t capvs, capbs;
    uint64_t next;
    /* predecessors: (to, from) in use order */
    uint64_t *pto, *pfrom;
    size_t npred, cappto, cappfrom;
    uint64_t cur_inst_bit;
    uint64_t body_bits; /* the body's size, a cap on its counts */
    /* another function's block label (func.c's bcq__fn_block_label, set
     * by the pass that prepares the state: local.c does not call up) */
    int (*other_block)(struct bcq_asm *a, bcq__text *t, uint64_t fn,
                       uint64_t bb);
    size_t *pstart;     /* per block, its uses in pbyto (nbbs + 1) */
    uint64_t *pbyto;    /* the predecessor of each use, in added order */
    size_t *uent;       /* per block, its USELIST entry + 1, or 0 */
    size_t cappstart, cappbyto, capuent;
    size_t *pord;       /* a block's predecessors' order (put_preds) */
    size_t cappord;
    uint8_t *ba_blocks; /* per block: a blockaddress of it exists */
    /* USELIST_CODE_BB entries: [index..., bb], the ops of each in uops */
    uint64_t *uops;
    size_t nuops, capuops;
    uint32_t *ufirst, *un;
    size_t nul, capufirst, capun;
    /* METADATA_ATTACHMENT records: ops in aops (attach, func.c) */
    uint64_t *aops;
    size_t naops, capaops;
    uint32_t *afirst, *an;
    size_t natt, capafirst, capan;
    /* DEBUG_LOC records: 7 fields each; locnum: each one's number */
    uint64_t *lockey;
    size_t nloc, caplockey;
    uint64_t *locnum;
    size_t caplocnum;
    /* the locations by their fields: a hash of positions + 1 (nlochash
     * slots, a power of two), each within BCQ__LOC_PROBES of its home;
     * else (a hostile body's fields) locorder, the positions sorted by
     * their fields (fmeta.c) */
    uint32_t *lochash;
    size_t nlochash, caplochash;
    uint32_t *locorder;
    /* where the text printed each instruction's location (the offset of
     * its ", !dbg !N"; fmeta.c), and which location it was */
    struct locplace {
        size_t at;
        uint32_t loc;
    } *locat;
    size_t nlocat, caplocat;
    size_t last_inst; /* the last instruction kept, or SIZE_MAX */
    /* OPERAND_BUNDLE records waiting for their call: kept as
     * instructions are (finst, not printed) */
    finst *bun;
    size_t nbun, capbun;
    uint32_t pend_bundle, pend_n;
    int spare; /* the arrays of BCQ__FN_SPARES are the printer's (given
                  back by fstate_free) */
} fstate;

typedef struct cur {
    fstate *s;
    const finst *in;
    size_t pos;
} cur;

static inline int left(const cur *c)
{
    return c->pos < c->in->n;
}
static inline uint8_t kind_at(const cur *c)
{
    return c->s->kinds[c->in->first + c->pos];
}
static inline uint64_t val_at(const cur *c)
{
    return c->s->vals[c->in->first + c->pos];
}
static inline int has_vname(const fstate *s, uint64_t id)
{
    return id >= s->base && id - s->base < s->capvname &&
           s->vname[id - s->base].len != UINT32_MAX;
}
static inline int has_bname(const fstate *s, uint64_t bb)
{
    return s->named && bb < s->nbname && s->bname[bb].len != UINT32_MAX;
}

/* local.c: what the body printer shares (func.c passes, inst.c lines) */
int bcq__fn_fail(fstate *s, int code, uint64_t bit, const char *what);
uint64_t bcq__fn_type_of(fstate *s, uint64_t id);
/* The address space of alloca f: its record's fifth operand, else the
 * data layout's alloca address space ("A<n>"), else 0. */
uint64_t bcq__fn_alloca_as(fstate *s, const finst *f);
int bcq__fn_set_type(fstate *s, uint64_t id, uint64_t ty);
/* The type with this shape (a vector of count e0, scalable by flag; a
 * literal struct { e0, e1 }), or NOTYPE. */
uint64_t bcq__fn_find_type(struct bcq_asm *a, unsigned code, uint64_t count,
                           uint64_t e0, uint64_t e1, int flag);
/* i1, or <N x i1> for a vector of N, as a compare yields. */
uint64_t bcq__fn_bool_like(struct bcq_asm *a, uint64_t opty);
/* The value of constant id when it is an INTEGER (or NULL) constant: 1. */
int bcq__fn_const_int(fstate *s, uint64_t id, int64_t *out);
/* Operands: K a literal; VT a value and, forward, its type
 * (getValueTypePair); V a value whose type the instruction implies. */
int bcq__fn_lit(cur *c, uint64_t *v);
int bcq__fn_vt(cur *c, uint64_t *id, uint64_t *ty);
int bcq__fn_v1(cur *c, uint64_t *id);
/* The function type id names, directly or through a pointer, or NULL. */
const bcq__atype *bcq__fn_fn_type(fstate *s, uint64_t id);
void bcq__fn_put_block(fstate *s, bcq__text *t, uint64_t bb);
int bcq__fn_put_local(void *arg, bcq__text *t, uint64_t id);
void bcq__fn_put_val(fstate *s, uint64_t id);
void bcq__fn_put_tv(fstate *s, uint64_t ty, uint64_t id);
void bcq__fn_put_mdop(fstate *s, uint64_t id);
/* What operands of this function refer to (bcq__put_value's context). */
void bcq__fn_vctx(fstate *s, bcq__vctx *v);
/* call.c: a call, invoke or callbr from after "= " to before its
 * attachments; fast-math flags (" nnan"...), which inst.c uses too */
int bcq__fn_put_call(fstate *s, cur *c, const finst *f);
void bcq__fn_put_fmf(bcq__text *t, uint64_t f);
/* inst.c: one instruction's line; a debug record's line */
int bcq__fn_print_inst(fstate *s, const finst *f);
int bcq__fn_print_dbg(fstate *s, const finst *f);
/* fmeta.c: a body's DEBUG_LOC records and METADATA_ATTACHMENT block,
 * kept by the first pass; then (resolve) each attachment given to its
 * instruction and each location its number; the text: ", !kind !N" of
 * instruction f, " !kind !N" of the function. */
int bcq__fn_debug_loc(fstate *s, const bcq_record *r);
int bcq__fn_on_attachment(void *arg, const bcq_record *r, bcq_error *err);
int bcq__fn_attachments_resolve(fstate *s);
/* After the body is printed: the locations of the same fields as a
 * LOCATION node the text shows (a->seen) take its number, which the text
 * since mark gets in place of theirs. */
int bcq__fn_locations_settle(fstate *s, size_t mark);
int bcq__fn_put_inst_attachments(fstate *s, const finst *f);
int bcq__fn_put_fn_attachments(fstate *s);
/* eh.c: catchswitch, catchpad, cleanuppad, catchret, cleanupret */
int bcq__fn_print_eh(fstate *s, const finst *f);

#endif /* BCQ_ASM_FUNC_H */
