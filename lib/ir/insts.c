/*
 * insts.c - the instruction view of one function body.
 *
 * Follows parseFunctionBody (BitcodeReader.cpp) as LLVM 22 has it, which
 * still reads every older form (the *_OLD codes, the case-range switch,
 * calls without an explicit function type), for module version >= 1,
 * where value operands are relative: value = next - op in 32-bit unsigned
 * arithmetic, next being the number of values defined so far (globals,
 * module constants, arguments, function constants, earlier instructions
 * that yield a value).  doc/format.md 6.3-6.5.  Each record's operands are
 * classified by a small per-code script (shapes[], run by classify()):
 *   VT  value then, when it is a forward reference (value >= next), its
 *       type: getValueTypePair
 *   V   value whose type the instruction implies: getValue
 *   VS  phi's sign-rotated relative value: getValueSigned
 *   VA  absolute value id (alloca size, switch case values,
 *       BLOCKADDR_USERS)
 *   M   metadata id as it stands (debug records: getFnMetadataByID)
 *   T   type id; B basic block; K literal
 * Flags that newer LLVM appends (nneg, nuw/nsw on trunc, disjoint, exact,
 * samesign, fast-math flags, a GEP's no-wrap flags in its first operand)
 * are literals and never change the numbering.  Whether a call, invoke or
 * callbr yields a value, and how its arguments are laid out, comes from
 * its function type (explicit, or the callee global's type), looked up in
 * the module's type table (types.c).  Nothing builds IR; a record this
 * view cannot number stops it with BCQ_E_UNSUPPORTED.
 *
 * Records that are not instructions: DECLAREBLOCKS, OPERAND_BUNDLE (kept
 * for the next call), BLOCKADDR_USERS, and those that belong to the last
 * instruction: DEBUG_LOC, DEBUG_LOC_AGAIN and the debug records
 * (DEBUG_RECORD_*, LLVM 19 on: a #dbg_value or the like printed before
 * that instruction).  None defines a value.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

struct bcq_insts {
    const bcq_file *f;
    const bcq_module *mod;
    const bcq__types *t;
    bcq_reader *r;
    uint64_t module_values, nargs;
    uint64_t fn_bit; /* the FUNCTION_BLOCK, input bits */
    uint64_t next;   /* NextValueNo */
    uint64_t bb, last_bb; /* current block; block of the last instruction */
    uint8_t *kinds;
    uint64_t *vals;
    size_t cap, capv;
    int status; /* sticky error */
    bcq_error saved;
    /* the record being classified */
    const bcq_record *rec;
    size_t slot;
    size_t callee; /* slot of a call's callee, or BCQ_NONE */
    bcq__consts consts; /* the function's constants (constants.c) */
    int has_consts;
};

static int fail_rec(bcq_insts *it, int code, bcq_error *err, const char *why)
{
    const char *name = bcq__ir_inst_name(it->rec->code);
    return bcq__fail(err, code, it->rec->bit, "%s record: %s",
                     name ? name : "unknown", why);
}

/* These two return from the function that uses them: a record with fewer
 * than n operands left is refused, a failed step passes its status up. */
#define RETURN_IF_SHORT(n)                                                    \
    do {                                                                      \
        if (it->slot + (n) > it->rec->nops)                                   \
            return fail_rec(it, BCQ_E_BAD_RECORD, err, "too few operands");   \
    } while (0)
#define RETURN_IF_ERR(call)                                                   \
    do {                                                                      \
        int rc_ = (call);                                                     \
        if (rc_)                                                              \
            return rc_;                                                       \
    } while (0)

static void put(bcq_insts *it, uint8_t kind, uint64_t v)
{
    it->kinds[it->slot] = kind;
    it->vals[it->slot] = v;
    it->slot++;
}

/* Relative operand -> absolute value id, 32-bit as LLVM does. */
static uint64_t rel(const bcq_insts *it, uint64_t op)
{
    return (uint32_t)((uint32_t)it->next - (uint32_t)op);
}

static int op_v(bcq_insts *it, bcq_error *err)
{
    RETURN_IF_SHORT(1);
    put(it, BCQ_OPND_VALUE, rel(it, it->rec->ops[it->slot]));
    return 0;
}

static int op_vt(bcq_insts *it, bcq_error *err)
{
    RETURN_IF_SHORT(1);
    uint64_t v = rel(it, it->rec->ops[it->slot]);
    put(it, BCQ_OPND_VALUE, v);
    if (v >= it->next) { /* forward reference: its type follows */
        RETURN_IF_SHORT(1);
        put(it, BCQ_OPND_TYPE, it->rec->ops[it->slot]);
    }
    return 0;
}

static int op_vs(bcq_insts *it, bcq_error *err)
{
    RETURN_IF_SHORT(1);
    uint64_t x = it->rec->ops[it->slot];
    /* decodeSignRotatedValue: even -> x/2, odd -> -(x/2), 1 -> INT64_MIN */
    uint64_t d = (x & 1) == 0 ? x >> 1 : x != 1 ? -(x >> 1) : 1ull << 63;
    put(it, BCQ_OPND_VALUE, (uint32_t)((uint32_t)it->next - (uint32_t)d));
    return 0;
}

/* M: a metadata id, absolute (getFnMetadataByID). */
static int op_m(bcq_insts *it, bcq_error *err)
{
    RETURN_IF_SHORT(1);
    put(it, BCQ_OPND_METADATA, it->rec->ops[it->slot]);
    return 0;
}

static int op_k(bcq_insts *it, uint8_t kind, bcq_error *err)
{
    RETURN_IF_SHORT(1);
    put(it, kind, it->rec->ops[it->slot]);
    return 0;
}

/* The rest of the record: VT* or literals. */
static int rest_vt(bcq_insts *it, bcq_error *err)
{
    while (it->slot < it->rec->nops)
        RETURN_IF_ERR(op_vt(it, err));
    return 0;
}
static void rest_k(bcq_insts *it)
{
    while (it->slot < it->rec->nops)
        put(it, BCQ_OPND_LITERAL, it->rec->ops[it->slot]);
}

/* An operand bundle's marker of a metadata input (bitc::OB_METADATA,
 * compared on the low 32 bits as LLVM reads it); the relative metadata id
 * follows. */
#define OB_METADATA_MARK 0x80000000u

/* DEBUG_LOC's scope and inlined-at: metadata id + 1, 0 for none. */
static void md_plus1(bcq_insts *it)
{
    uint64_t v = it->rec->ops[it->slot];
    if (v)
        put(it, BCQ_OPND_METADATA, v - 1);
    else
        put(it, BCQ_OPND_LITERAL, 0);
}

/* The case-range switch that LLVM wrote for a while in 2012 (magic 0x4B5 in
 * the high bits of the first operand): [magic, opty, V, default bb, ncases,
 * ncases x (nitems, nitems x (single, [nwords], low words, then unless
 * single [nwords], high words), bb)]; nwords only for integers wider than
 * 64 bits, else one word. */
static int switch_ranges(bcq_insts *it, bcq_error *err)
{
    const bcq_record *r = it->rec;
    size_t n = r->nops;
    RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
    RETURN_IF_SHORT(1);
    const bcq__type *ty = bcq__type_at(it->t, r->ops[it->slot]);
    if (!ty || ty->code != BCQ__TYPE_CODE_INTEGER)
        return fail_rec(it, BCQ_E_BAD_RECORD, err,
                        "case-range switch on a type that is not an "
                        "integer type");
    int wide = ty->ret > 64;
    RETURN_IF_ERR(op_k(it, BCQ_OPND_TYPE, err));
    RETURN_IF_ERR(op_v(it, err));
    RETURN_IF_ERR(op_k(it, BCQ_OPND_BLOCK, err));
    RETURN_IF_SHORT(1);
    uint64_t ncases = r->ops[it->slot];
    RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
    /* each case and each item takes an operand at least: bounded by n */
    for (uint64_t c = 0; c < ncases; c++) {
        RETURN_IF_SHORT(1);
        uint64_t nitems = r->ops[it->slot];
        RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
        for (uint64_t i = 0; i < nitems; i++) {
            RETURN_IF_SHORT(1);
            int ends = r->ops[it->slot] ? 1 : 2;
            RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
            for (int e = 0; e < ends; e++) {
                uint64_t words = 1;
                if (wide) {
                    RETURN_IF_SHORT(1);
                    words = r->ops[it->slot];
                    RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
                }
                if (words > n - it->slot)
                    return fail_rec(it, BCQ_E_BAD_RECORD, err,
                                    "too few operands");
                for (uint64_t k = 0; k < words; k++)
                    RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
            }
        }
        RETURN_IF_ERR(op_k(it, BCQ_OPND_BLOCK, err));
    }
    return 0;
}

/* A call's function type: explicit (type slot) or the callee's. */
static int call_type(bcq_insts *it, int explicit_ty, const bcq__type **fty,
                     bcq_error *err)
{
    uint64_t tid = 0;
    if (explicit_ty) {
        RETURN_IF_SHORT(1);
        tid = it->rec->ops[it->slot];
        RETURN_IF_ERR(op_k(it, BCQ_OPND_TYPE, err));
    }
    it->callee = it->slot;
    RETURN_IF_ERR(op_vt(it, err)); /* the callee */
    if (!explicit_ty) {
        /* old form: the pointee of the callee's type; known here only for
         * a callee that is a global function */
        uint64_t callee = it->vals[it->slot - 1];
        if (it->kinds[it->slot - 1] == BCQ_OPND_TYPE)
            callee = it->vals[it->slot - 2];
        if (callee >= it->mod->nglobals ||
            bcq__gv_kind(it->mod, callee) != BCQ_GV_FUNCTION)
            return fail_rec(it, BCQ_E_UNSUPPORTED, err,
                            "no explicit function type and the callee is "
                            "not a global function: its type needs IR");
        bcq_global g;
        if (bcq__gv_of(it->mod, callee)->bits & BCQ__GV_THIN) {
            /* a lite decode's thin entry: its type read from its record */
            int rc = bcq__module_global(it->mod, callee, &g, err);
            if (rc)
                return rc;
            tid = g.type_id;
        } else {
            tid = bcq__gv_of(it->mod, callee)->type_id;
        }
    }
    *fty = bcq__type_function(it->t, tid);
    if (!*fty)
        return fail_rec(it, BCQ_E_BAD_RECORD, err,
                        "the function type is not a function type");
    return 0;
}

/* Fixed arguments by parameter type, then varargs.  labels: label-typed
 * parameters are basic blocks (CALL, CALLBR; not INVOKE). */
static int call_args(bcq_insts *it, const bcq__type *fty, int labels,
                     bcq_error *err)
{
    for (size_t i = 0; i < fty->count; i++) {
        const bcq__type *p = bcq__type_at(it->t, it->t->params[fty->first + i]);
        unsigned code = p ? p->code : 0;
        if (labels && code == BCQ__TYPE_CODE_LABEL)
            RETURN_IF_ERR(op_k(it, BCQ_OPND_BLOCK, err));
        else if (code == BCQ__TYPE_CODE_METADATA) {
            /* getValue with a metadata type: the relative number is a
             * metadata id (BitcodeReader getFnValueByID) */
            RETURN_IF_SHORT(1);
            put(it, BCQ_OPND_METADATA, rel(it, it->rec->ops[it->slot]));
        }
        else
            RETURN_IF_ERR(op_v(it, err));
    }
    if (it->slot < it->rec->nops && !fty->vararg)
        return fail_rec(it, BCQ_E_BAD_RECORD, err,
                        "more arguments than parameters");
    return rest_vt(it, err);
}

static int yields(const bcq_insts *it, const bcq__type *fty)
{
    const bcq__type *r = bcq__type_at(it->t, fty->ret);
    return !r || r->code != BCQ__TYPE_CODE_VOID;
}

/* What each record code reads, as a script of operand letters (the
 * letters of the header comment, one operand each, in order):
 *   T  VT            V  V          S  VS          A  VA
 *   M  metadata id   P  metadata id + 1, or 0 for none (DEBUG_LOC)
 *   Y  type id       B  basic block L  literal
 *   ?  the record may end here
 *   *  every operand left is a literal     +  every one left is a VT
 *   =  every one left is a VA              _  every one left is a block
 * A code whose layout depends on its operands has no script and is read
 * by classify_code(); a code with no row at all is one no LLVM through 22
 * writes. */
enum {
    SH_KNOWN = 1,   /* a row of the table */
    SH_DEFINES = 2, /* yields a value (calls: by their function type) */
    SH_TERM = 4,    /* ends its basic block */
    SH_NOT_INST = 8 /* not an instruction (no value, no position) */
};
typedef struct {
    const char *ops; /* NULL: classify_code() */
    uint8_t flags;
} shape;

#define ROW(code, ops, flags) [BCQ__FUNC_CODE_##code] = {ops, SH_KNOWN | (flags)}
static const shape shapes[] = {
    /* not instructions */
    ROW(DECLAREBLOCKS, "*", SH_NOT_INST),       /* [n] */
    ROW(DEBUG_LOC_AGAIN, "*", SH_NOT_INST),     /* [] */
    /* [line, col, scope+1, ia+1, implicit?, atom group?, atom rank?]
     * (LLVM refuses fewer than 4) */
    ROW(DEBUG_LOC, "LLPP*", SH_NOT_INST),
    ROW(OPERAND_BUNDLE, NULL, SH_NOT_INST),
    ROW(BLOCKADDR_USERS, "=", SH_NOT_INST),     /* [VA*]: functions */
    ROW(DEBUG_RECORD_VALUE, "MMMM", SH_NOT_INST), /* [M loc, var, expr, M] */
    ROW(DEBUG_RECORD_DECLARE, "MMMM", SH_NOT_INST),
    ROW(DEBUG_RECORD_DECLARE_VALUE, "MMMM", SH_NOT_INST),
    /* [M loc, M var, M expr, M, M id, M addr expr, M addr] */
    ROW(DEBUG_RECORD_ASSIGN, "MMMMMMM", SH_NOT_INST),
    /* [M loc, M var, M expr, VT] (LLVM writes no forward reference here,
     * but reads one) */
    ROW(DEBUG_RECORD_VALUE_SIMPLE, "MMMT", SH_NOT_INST),
    ROW(DEBUG_RECORD_LABEL, "MM", SH_NOT_INST), /* [M loc, M label] */
    /* instructions */
    ROW(INST_FENCE, "*", 0),                    /* [ordering, ssid] */
    ROW(INST_BINOP, "TVL*", SH_DEFINES),        /* [VT, V, opcode, flags?] */
    ROW(INST_CMP, "TVL*", SH_DEFINES),
    ROW(INST_CMP2, "TVL*", SH_DEFINES),         /* [VT, V, pred, fmf?] */
    /* [VT, destty, castop, flags?]: nneg, nuw/nsw, fast-math flags */
    ROW(INST_CAST, "TYL*", SH_DEFINES),
    ROW(INST_GEP_OLD, "+", SH_DEFINES),         /* [VT*] */
    ROW(INST_INBOUNDS_GEP_OLD, "+", SH_DEFINES),
    /* [flags, ty, VT*]: flags was inbounds (0/1) before LLVM 19 */
    ROW(INST_GEP, "LY+", SH_DEFINES),
    ROW(INST_SELECT, "TVV", SH_DEFINES),        /* [VT, V, V] */
    ROW(INST_VSELECT, "TVT*", SH_DEFINES),      /* [VT, V, VT, fmf?] */
    ROW(INST_EXTRACTELT, "TT", SH_DEFINES),     /* [VT, VT] */
    ROW(INST_INSERTELT, "TVT", SH_DEFINES),     /* [VT, V, VT] */
    ROW(INST_SHUFFLEVEC, "TVT", SH_DEFINES),    /* [VT, V, VT] */
    ROW(INST_RET, "+", SH_TERM),                /* [] or [VT] */
    ROW(INST_BR, "B?BV", SH_TERM),              /* [bb] or [bb, bb, V] */
    ROW(INST_SWITCH, NULL, SH_TERM),
    ROW(INST_INDIRECTBR, "YV_", SH_TERM),       /* [opty, V, bb*] */
    ROW(INST_INVOKE, NULL, SH_TERM),
    ROW(INST_CALL, NULL, 0),
    ROW(INST_CALLBR, NULL, SH_TERM),
    ROW(INST_UNREACHABLE, "", SH_TERM),
    ROW(INST_PHI, NULL, SH_DEFINES),
    ROW(INST_ALLOCA, "YYA*", SH_DEFINES),       /* [instty, opty, VA, packed] */
    ROW(INST_LOAD, NULL, SH_DEFINES),
    ROW(INST_LOADATOMIC, NULL, SH_DEFINES),
    ROW(INST_VAARG, "YVY", SH_DEFINES),         /* [valistty, V, resty] */
    ROW(INST_STORE_OLD, "TV*", 0),              /* [VT, V, ...] */
    ROW(INST_STOREATOMIC_OLD, "TV*", 0),
    ROW(INST_STORE, "TT*", 0),                  /* [VT, VT, ...] */
    ROW(INST_STOREATOMIC, "TT*", 0),
    ROW(INST_EXTRACTVAL, "T*", SH_DEFINES),     /* [VT, idx+] */
    ROW(INST_INSERTVAL, "TT*", SH_DEFINES),     /* [VT, VT, idx+] */
    ROW(INST_CMPXCHG_OLD, "TVV*", SH_DEFINES),  /* [VT, V, V, ...] */
    ROW(INST_CMPXCHG, "TTV*", SH_DEFINES),      /* [VT, VT, V, ...] */
    ROW(INST_ATOMICRMW_OLD, "TV*", SH_DEFINES), /* [VT, V, ...] */
    ROW(INST_ATOMICRMW, "TT*", SH_DEFINES),     /* [VT, VT, ...] */
    ROW(INST_RESUME, "T", SH_TERM),             /* [VT] */
    ROW(INST_LANDINGPAD_OLD, NULL, SH_DEFINES),
    ROW(INST_LANDINGPAD, NULL, SH_DEFINES),
    ROW(INST_CLEANUPRET, "V?B", SH_TERM),       /* [V, bb?] */
    ROW(INST_CATCHRET, "V?B", SH_TERM),         /* [V, bb] */
    ROW(INST_CATCHPAD, "VL+", SH_DEFINES),      /* [V, n, VT*] */
    ROW(INST_CLEANUPPAD, "VL+", SH_DEFINES),
    /* [V, n, bb*n, unwind bb?] */
    ROW(INST_CATCHSWITCH, "VL_", SH_DEFINES | SH_TERM),
    ROW(INST_UNOP, "TL*", SH_DEFINES),          /* [VT, opcode, fmf?] */
    ROW(INST_FREEZE, "T", SH_DEFINES),          /* [VT] */
};
#undef ROW

/* Run a script of shapes[] over it->rec from it->slot on.  A walk of a
 * body runs this once per record (it costs about 7 % more instructions
 * than a switch of hand-written sequences did): the letters that take an
 * operand as it stands are put here, only values call out. */
static int run_script(bcq_insts *it, const char *ops, bcq_error *err)
{
    size_t n = it->rec->nops;
    for (; *ops; ops++) {
        uint8_t kind;
        switch (*ops) {
        case 'L':
            kind = BCQ_OPND_LITERAL;
            break;
        case 'Y':
            kind = BCQ_OPND_TYPE;
            break;
        case 'B':
            kind = BCQ_OPND_BLOCK;
            break;
        case 'A':
            kind = BCQ_OPND_VALUE;
            break;
        case 'T':
            RETURN_IF_ERR(op_vt(it, err));
            continue;
        case 'V':
            RETURN_IF_ERR(op_v(it, err));
            continue;
        case 'S':
            RETURN_IF_ERR(op_vs(it, err));
            continue;
        case 'M':
            RETURN_IF_ERR(op_m(it, err));
            continue;
        case 'P':
            RETURN_IF_SHORT(1);
            md_plus1(it);
            continue;
        case '?':
            if (it->slot >= n)
                return 0;
            continue;
        case '*':
            rest_k(it);
            return 0;
        case '+':
            return rest_vt(it, err);
        default: /* '=' and '_' */
            kind = *ops == '=' ? BCQ_OPND_VALUE : BCQ_OPND_BLOCK;
            while (it->slot < n)
                put(it, kind, it->rec->ops[it->slot]);
            return 0;
        }
        RETURN_IF_SHORT(1);
        put(it, kind, it->rec->ops[it->slot]);
    }
    return 0;
}

/* The codes whose layout depends on their operands; *defines is set for
 * calls (by their function type). */
static int classify_code(bcq_insts *it, int *defines, bcq_error *err)
{
    const bcq_record *r = it->rec;
    const bcq__type *fty;
    size_t n = r->nops;
    switch (r->code) {
    case BCQ__FUNC_CODE_OPERAND_BUNDLE:
        /* [tag, (VT | OB_METADATA M-relative)*] */
        RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
        while (it->slot < n) {
            if ((uint32_t)r->ops[it->slot] != OB_METADATA_MARK) {
                RETURN_IF_ERR(op_vt(it, err));
                continue;
            }
            RETURN_IF_ERR(op_k(it, BCQ_OPND_LITERAL, err));
            RETURN_IF_SHORT(1);
            put(it, BCQ_OPND_METADATA, rel(it, r->ops[it->slot]));
        }
        return 0;
    case BCQ__FUNC_CODE_INST_SWITCH:
        RETURN_IF_SHORT(1);
        if ((r->ops[0] >> 16) == 0x4B5) /* SWITCH_INST_MAGIC */
            return switch_ranges(it, err);
        /* [opty, V, default, (VA, bb)*] */
        RETURN_IF_ERR(run_script(it, "YVB", err));
        while (it->slot < n)
            RETURN_IF_ERR(run_script(it, "AB", err));
        return 0;
    case BCQ__FUNC_CODE_INST_INVOKE: {
        /* [attr, cc, normal, unwind, fnty?, VT, args] */
        RETURN_IF_SHORT(2);
        int explicit_ty = (r->ops[1] >> 13) & 1;
        RETURN_IF_ERR(run_script(it, "LLBB", err));
        RETURN_IF_ERR(call_type(it, explicit_ty, &fty, err));
        RETURN_IF_ERR(call_args(it, fty, 0, err));
        *defines = yields(it, fty);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_CALL: { /* [attr, cc, fmf?, fnty?, VT, args] */
        RETURN_IF_SHORT(2);
        uint64_t cc = r->ops[1];
        RETURN_IF_ERR(run_script(it, (cc >> 17) & 1 ? "LLL" : "LL", err));
        RETURN_IF_ERR(call_type(it, (cc >> 15) & 1, &fty, err));
        RETURN_IF_ERR(call_args(it, fty, 1, err));
        *defines = yields(it, fty);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_CALLBR: {
        /* [attr, cc, default, n, bb*n, fnty?, VT, args] */
        RETURN_IF_SHORT(4);
        uint64_t cc = r->ops[1], nind = r->ops[3];
        RETURN_IF_ERR(run_script(it, "LLBL", err));
        if (nind > n - it->slot)
            return fail_rec(it, BCQ_E_BAD_RECORD, err, "too few operands");
        for (uint64_t i = 0; i < nind; i++)
            put(it, BCQ_OPND_BLOCK, r->ops[it->slot]);
        RETURN_IF_ERR(call_type(it, (cc >> 15) & 1, &fty, err));
        RETURN_IF_ERR(call_args(it, fty, 1, err));
        *defines = yields(it, fty);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_PHI: { /* [ty, (VS, bb)*, fmf?] */
        RETURN_IF_ERR(op_k(it, BCQ_OPND_TYPE, err));
        size_t pairs = (n - 1) / 2;
        for (size_t i = 0; i < pairs; i++)
            RETURN_IF_ERR(run_script(it, "SB", err));
        rest_k(it);
        return 0;
    }
    case BCQ__FUNC_CODE_INST_LOAD: /* [VT, ty?, align, vol] */
        RETURN_IF_ERR(op_vt(it, err));
        return run_script(it, n - it->slot == 3 ? "Y*" : "*", err);
    case BCQ__FUNC_CODE_INST_LOADATOMIC:
        /* [VT, ty?, align, vol, ordering, ssid, elementwise?]: the type is
         * there when 5 or more follow the pointer */
        RETURN_IF_ERR(op_vt(it, err));
        return run_script(it, n - it->slot >= 5 ? "Y*" : "*", err);
    case BCQ__FUNC_CODE_INST_LANDINGPAD_OLD:
        /* [ty, VT persfn, cleanup, n, (type, VT)*] */
    case BCQ__FUNC_CODE_INST_LANDINGPAD: /* [ty, cleanup, n, (type, VT)*] */
        RETURN_IF_ERR(op_k(it, BCQ_OPND_TYPE, err));
        if (r->code == BCQ__FUNC_CODE_INST_LANDINGPAD_OLD)
            RETURN_IF_ERR(op_vt(it, err));
        RETURN_IF_ERR(run_script(it, "LL", err));
        while (it->slot < n)
            RETURN_IF_ERR(run_script(it, "LT", err));
        return 0;
    default: /* shapes[] names no other code without a script */
        return 0;
    }
}

/* Classify the operands of it->rec by shapes[]; *defines: yields a value;
 * *term: ends its basic block; *inst: is an instruction. */
static int classify(bcq_insts *it, int *defines, int *term, int *inst,
                    bcq_error *err)
{
    const bcq_record *r = it->rec;
    const shape *sh = r->code < sizeof shapes / sizeof shapes[0]
                          ? &shapes[r->code] : NULL;
    it->slot = 0;
    it->callee = BCQ_NONE;
    *defines = *term = 0;
    *inst = 1;
    if (!sh || !(sh->flags & SH_KNOWN))
        return bcq__fail(err, BCQ_E_UNSUPPORTED, r->bit,
                         "FUNCTION_BLOCK record code %u: no LLVM release "
                         "through 22 writes it, whether it yields a value "
                         "is not known: numbering stops",
                         r->code);
    *defines = (sh->flags & SH_DEFINES) != 0;
    *term = (sh->flags & SH_TERM) != 0;
    *inst = !(sh->flags & SH_NOT_INST);
    return sh->ops ? run_script(it, sh->ops, err)
                   : classify_code(it, defines, err);
}

int bcq_insts_open(const bcq_file *f, const bcq_function *fn, bcq_insts **out,
                   bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !fn || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *out = NULL;
    const bcq_module *mod;
    const bcq__types *t;
    /* of the other global values, only what the lite decode reads: their
     * kind, and a callee's type (a thin entry's from its record); an
     * error in another record's fields is not this function's */
    int rc = bcq__module_lite(f, fn->module, &mod, err);
    if (rc)
        return rc;
    /* a thin entry (the lite decode's) has not read whether it is a
     * declaration: fn's, whose record is the one */
    if (fn->value_id >= mod->nglobals ||
        ((bcq__gv_of(mod, fn->value_id)->bits & BCQ__GV_THIN)
             ? bcq__gv_kind(mod, fn->value_id) != BCQ_GV_FUNCTION ||
                   fn->global.is_declaration
             : !bcq__gv_is_definition(mod, fn->value_id)) ||
        fn->global.record_bit != bcq__gv_of(mod, fn->value_id)->record_bit)
        return bcq__fail(err, BCQ_E_INVAL, 0,
                         "not a function of this file's module %zu",
                         fn->module);
    if (mod->version < 1)
        return bcq__fail(err, BCQ_E_UNSUPPORTED, fn->block.bit,
                         "module version 0 (absolute value ids) is not "
                         "resolved by the instruction view");
    if ((rc = bcq__types_get(f, fn->module, &t, err)))
        return rc;
    const bcq__type *fty = bcq__type_function(t, fn->global.type_id);
    if (!fty)
        return bcq__fail(err, BCQ_E_BAD_RECORD, fn->global.record_bit,
                         "FUNCTION record (value %zu): type %llu is not a "
                         "function type",
                         fn->value_id,
                         (unsigned long long)fn->global.type_id);
    bcq_insts *it = bcq__zalloc(sizeof *it);
    if (!it)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    it->f = f;
    it->mod = mod;
    it->consts.f = f;
    it->t = t;
    it->module_values = mod->nglobals + t->nconsts;
    it->nargs = fty->count;
    it->next = it->module_values + it->nargs;
    it->fn_bit = fn->block.bit;
    if ((rc = bcq_reader_open(f, &fn->block, &it->r, err))) {
        free(it);
        return rc;
    }
    *out = it;
    return 0;
}

uint64_t bcq__insts_values(const bcq_insts *it)
{
    return it->next;
}

const bcq__consts *bcq__insts_consts(const bcq_insts *it)
{
    return it->has_consts ? &it->consts : NULL;
}

void bcq_insts_frame(const bcq_insts *it, uint64_t *module_values,
                     uint64_t *nargs)
{
    if (module_values)
        *module_values = it ? it->module_values : 0;
    if (nargs)
        *nargs = it ? it->nargs : 0;
}

/* Decode a function-level CONSTANTS block just returned as a sub-block
 * into it->consts (every record but SETTYPE defines a value), then check
 * what its operands name. */
static int read_constants(bcq_insts *it, const bcq_block *bl, bcq_error *err)
{
    bcq__consts *t = &it->consts;
    if (!it->has_consts) {
        t->first = it->next;
        t->nglobals = it->mod->nglobals;
        t->module_end = it->module_values;
        it->has_consts = 1;
    } else if (t->first + t->n != it->next)
        return bcq__fail(err, BCQ_E_UNSUPPORTED, bl->bit,
                         "a second CONSTANTS block after instructions (no "
                         "LLVM writes one): its values are not numbered");
    bcq__consts_begin_block(t);
    int rc = bcq_reader_enter(it->r, err);
    while (rc == 0) {
        bcq_entry e;
        if ((rc = bcq_reader_next(it->r, &e, err)))
            break;
        if (e.kind == BCQ_ENTRY_END && e.depth == 1)
            break;
        if (e.kind == BCQ_ENTRY_RECORD && e.depth == 1)
            rc = bcq__consts_record(t, it->t, &e.record, err);
    }
    if (rc == 0)
        rc = bcq__consts_check(t, err);
    it->next = t->first + t->n;
    return rc;
}

int bcq_insts_constant(const bcq_insts *it, uint64_t value_id,
                       bcq_constant *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!it || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (value_id >= it->mod->nglobals && value_id < it->module_values)
        return bcq_constant_get(it->f, it->mod->index, value_id, out, err);
    const bcq__consts *t = &it->consts;
    if (!it->has_consts || value_id < t->first || value_id - t->first >= t->n)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "value %llu is not a constant read so far",
                         (unsigned long long)value_id);
    bcq__consts_fill(t, value_id, out);
    return 0;
}

/* Records that LLVM applies to the last instruction read (getLastInstruction):
 * in its basic block, though a terminator may have ended it. */
static int of_last_instruction(unsigned code)
{
    switch (code) {
    case BCQ__FUNC_CODE_DEBUG_LOC:
    case BCQ__FUNC_CODE_DEBUG_LOC_AGAIN:
    case BCQ__FUNC_CODE_DEBUG_RECORD_VALUE:
    case BCQ__FUNC_CODE_DEBUG_RECORD_DECLARE:
    case BCQ__FUNC_CODE_DEBUG_RECORD_ASSIGN:
    case BCQ__FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE:
    case BCQ__FUNC_CODE_DEBUG_RECORD_LABEL:
    case BCQ__FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE:
        return 1;
    default:
        return 0;
    }
}

static int next_entry(bcq_insts *it, bcq_inst *out, bcq_error *err)
{
    memset(out, 0, sizeof *out);
    out->value = BCQ_NO_VALUE;
    out->bb = it->bb;
    for (;;) {
        bcq_entry e;
        int rc = bcq_reader_next(it->r, &e, err);
        if (rc)
            return rc;
        if (e.kind == BCQ_ENTRY_END)
            return BCQ_END; /* of the body: the reader says so again */
        if (e.kind == BCQ_ENTRY_SUBBLOCK) {
            out->kind = BCQ_INST_SUBBLOCK;
            out->block = e.block;
            out->first_value = out->value_end = it->next;
            if (e.block.id == BCQ__CONSTANTS_BLOCK_ID) {
                if ((rc = read_constants(it, &e.block, err)))
                    return rc;
                out->value_end = it->next;
            }
            out->name = bcq_block_name(it->f, e.block.id, e.block.bit);
            return 0;
        }
        if (it->next >= UINT32_MAX)
            return bcq__fail(err, BCQ_E_IMPLAUSIBLE, e.record.bit,
                             "more than 2^32 values: relative ids are 32-bit");
        out->kind = BCQ_INST_RECORD;
        out->record = e.record;
        size_t need = e.record.nops ? e.record.nops : 1;
        if ((rc = bcq__grow((void **)&it->kinds, &it->cap, need, 1, err)) ||
            (rc = bcq__grow((void **)&it->vals, &it->capv, need,
                            sizeof *it->vals, err)))
            return rc;
        it->rec = &out->record;
        int defines, term, inst;
        if ((rc = classify(it, &defines, &term, &inst, err)))
            return rc;
        /* Operands past those a code's script reads (LLVM ignores or
         * refuses them): shown as literals, never left unwritten. */
        rest_k(it);
        out->kinds = it->kinds;
        out->vals = it->vals;
        out->callee = it->callee;
        out->name = bcq__ir_inst_name(e.record.code);
        out->is_instruction = inst;
        if (defines)
            out->value = it->next++;
        if (of_last_instruction(e.record.code))
            out->bb = it->last_bb;
        else if (inst)
            it->last_bb = it->bb;
        if (term)
            it->bb++;
        return 0;
    }
}

int bcq_insts_next(bcq_insts *it, bcq_inst *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!it || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (it->status) {
        if (err)
            *err = it->saved;
        return it->status;
    }
    bcq_error mine;
    bcq__error_clear(&mine);
    int rc = next_entry(it, out, &mine);
    if (rc) {
        bcq__error_context(&mine, BCQ__FUNCTION_BLOCK_ID, it->fn_bit);
        it->status = rc;
        it->saved = mine;
        if (err)
            *err = mine;
    }
    return rc;
}

void bcq_insts_close(bcq_insts *it)
{
    if (!it)
        return;
    bcq_reader_close(it->r);
    bcq__refund(bcq__fbudget(it->f), &it->consts.acct);
    free(it->consts.v);
    free(it->consts.ops);
    free(it->kinds);
    free(it->vals);
    free(it);
}

