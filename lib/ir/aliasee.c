/*
 * aliasee.c - what an alias or ifunc stands for, and the comdat a global
 * value belongs to as GlobalDCE groups it (bcq_global_base,
 * bcq_global_comdat).
 *
 * LLVM's GlobalValue::getAliaseeObject() walks an alias's aliasee with
 * findBaseObject: a global object is the answer; an alias is followed
 * (each once: a cycle has no object); of a constant expression, bitcast,
 * inttoptr, ptrtoint and getelementptr follow their first operand, add
 * has the object of the one operand that has one, sub that of its first
 * operand when the second has none; anything else has no object.
 * GlobalValue::getComdat() of an alias is its object's comdat, which is
 * why a C1 constructor alias lives and dies with its C2 constructor under
 * GlobalDCE (MarkLive keeps a comdat whole).  An ifunc is a global object
 * of its own with no comdat (MODULE_CODE_IFUNC has no comdat field); its
 * base here is its resolver function, GlobalIFunc::getResolverFunction():
 * the resolver stripped of pointer casts and aliases.
 *
 * Both walks run on the input's values, so they are bounded: at most
 * MAX_STEPS aliases and constants, and add/sub -- the only branching
 * step -- nested at most MAX_DEPTH deep (C recursion of that depth).
 */
#include "config.h"

#include "ir/ir.h"

enum { MAX_STEPS = 64, MAX_DEPTH = 16 };

/* LLVM's cast opcodes as the bitcode writes them (CastOpcodes in
 * LLVMBitCodes.h) and the two binary ones findBaseObject looks at. */
enum { CAST_PTRTOINT = 9, CAST_INTTOPTR = 10, CAST_BITCAST = 11,
       CAST_ADDRSPACECAST = 12, BINOP_ADD = 0, BINOP_SUB = 1 };

typedef struct bwalk {
    const bcq_file *f;
    size_t m;
    const bcq_module *mod;
    int steps;       /* left */
} bwalk;

static int is_gep(unsigned code)
{
    return code == BCQ__CST_CODE_CE_GEP_OLD ||
           code == BCQ__CST_CODE_CE_INBOUNDS_GEP ||
           code == BCQ__CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD ||
           code == BCQ__CST_CODE_CE_GEP_WITH_INRANGE ||
           code == BCQ__CST_CODE_CE_GEP;
}

/* The aliasee (or resolver) id of alias or ifunc i. */
static uint64_t operand_of(const bcq_module *mod, size_t i)
{
    bcq_global g;
    bcq_module_global(mod, i, &g);
    return g.aliasee;
}

/* findBaseObject of value id: *out the object's value id or BCQ_NONE. */
static int find_base(bwalk *w, uint64_t id, int depth, size_t *out,
                     bcq_error *err)
{
    *out = BCQ_NONE;
    for (;;) {
        if (w->steps-- <= 0 || id > UINT32_MAX)
            return 0; /* bounded: no object found in time */
        if (id < w->mod->nglobals) {
            unsigned k = bcq__gv_kind(w->mod, (size_t)id);
            if (k != BCQ_GV_ALIAS) { /* a function, variable or ifunc */
                *out = (size_t)id;
                return 0;
            }
            id = operand_of(w->mod, (size_t)id);
            continue;
        }
        bcq_constant c;
        int rc = bcq_constant_get(w->f, w->m, id, &c, err);
        if (rc == BCQ_E_NOT_FOUND) { /* past the module's constants */
            bcq__error_clear(err);
            return 0;
        }
        if (rc)
            return rc;
        if (c.kind != BCQ_CONST_EXPR || c.nops == 0)
            return 0;
        if ((c.code == BCQ__CST_CODE_CE_CAST &&
             (c.extra == CAST_BITCAST || c.extra == CAST_INTTOPTR ||
              c.extra == CAST_PTRTOINT)) ||
            is_gep(c.code)) {
            id = c.ops[0];
            continue;
        }
        if (c.code != BCQ__CST_CODE_CE_BINOP || c.nops < 2 ||
            (c.extra != BINOP_ADD && c.extra != BINOP_SUB) ||
            depth >= MAX_DEPTH)
            return 0;
        size_t lhs, rhs;
        uint32_t a = c.ops[0], b = c.ops[1]; /* c's ops live until close */
        if ((rc = find_base(w, b, depth + 1, &rhs, err)))
            return rc;
        if (c.extra == BINOP_SUB) {
            if (rhs != BCQ_NONE)
                return 0;
            id = a;
            continue;
        }
        if ((rc = find_base(w, a, depth + 1, &lhs, err)))
            return rc;
        *out = lhs != BCQ_NONE && rhs != BCQ_NONE ? BCQ_NONE
               : lhs != BCQ_NONE                  ? lhs
                                                  : rhs;
        return 0;
    }
}

/* getResolverFunction: through aliases, bitcast and addrspacecast, to a
 * function. */
static int resolver_of(bwalk *w, uint64_t id, size_t *out, bcq_error *err)
{
    *out = BCQ_NONE;
    while (w->steps-- > 0 && id <= UINT32_MAX) {
        if (id < w->mod->nglobals) {
            unsigned k = bcq__gv_kind(w->mod, (size_t)id);
            if (k == BCQ_GV_FUNCTION)
                *out = (size_t)id;
            if (k != BCQ_GV_ALIAS)
                return 0;
            id = operand_of(w->mod, (size_t)id);
            continue;
        }
        bcq_constant c;
        int rc = bcq_constant_get(w->f, w->m, id, &c, err);
        if (rc == BCQ_E_NOT_FOUND) {
            bcq__error_clear(err);
            return 0;
        }
        if (rc)
            return rc;
        if (c.code != BCQ__CST_CODE_CE_CAST || c.nops == 0 ||
            (c.extra != CAST_BITCAST && c.extra != CAST_ADDRSPACECAST))
            return 0;
        id = c.ops[0];
    }
    return 0;
}

/* Argument checks and the module, shared by both calls. */
static int begin(const bcq_file *f, size_t m, size_t value_id,
                 const void *out, bwalk *w, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    int rc = bcq_module_get(f, m, &w->mod, err);
    if (rc)
        return rc;
    if (value_id >= w->mod->nglobals)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no global value %zu (module %zu has %zu)", value_id,
                         m, w->mod->nglobals);
    w->f = f;
    w->m = m;
    w->steps = MAX_STEPS;
    return 0;
}

static int base_of(bwalk *w, size_t value_id, size_t *base, bcq_error *err)
{
    switch (bcq__gv_kind(w->mod, value_id)) {
    case BCQ_GV_ALIAS:
        return find_base(w, operand_of(w->mod, value_id), 0, base, err);
    case BCQ_GV_IFUNC:
        return resolver_of(w, operand_of(w->mod, value_id), base, err);
    default:
        *base = value_id;
        return 0;
    }
}

int bcq_global_base(const bcq_file *f, size_t m, size_t value_id,
                    size_t *base, bcq_error *err)
{
    bwalk w;
    int rc = begin(f, m, value_id, base, &w, err);
    if (rc)
        return rc;
    *base = BCQ_NONE;
    return base_of(&w, value_id, base, err);
}

int bcq_global_comdat(const bcq_file *f, size_t m, size_t value_id,
                      size_t *comdat, bcq_error *err)
{
    bwalk w;
    int rc = begin(f, m, value_id, comdat, &w, err);
    if (rc)
        return rc;
    *comdat = BCQ_NONE;
    size_t o = value_id;
    unsigned k = bcq__gv_kind(w.mod, value_id);
    if (k == BCQ_GV_IFUNC)
        return 0;
    if (k == BCQ_GV_ALIAS) {
        if ((rc = find_base(&w, operand_of(w.mod, value_id), 0, &o, err)))
            return rc;
        if (o == BCQ_NONE || bcq__gv_kind(w.mod, o) == BCQ_GV_IFUNC)
            return 0;
    }
    bcq_global g;
    bcq_module_global(w.mod, o, &g);
    *comdat = g.comdat;
    return 0;
}
