/* check_insts19.c - lib/ir/insts.c on hand-built records: the operand
 * layout of each FUNCTION_BLOCK code that LLVM 15 to 22 added or extended
 * (debug records, BLOCKADDR_USERS, operand-bundle metadata, GEP no-wrap
 * flags, nneg, trunc nuw/nsw, disjoint, samesign, LOADATOMIC's elementwise
 * form, DEBUG_LOC's atom group), and of the forms and codes around them
 * (calls, callbr, invoke, FREEZE, RESUME, LANDINGPAD, loads, stores, both
 * switch forms), as LLVM 22's parseFunctionBody reads them; the records
 * that are not instructions; truncated records (BCQ_E_BAD_RECORD) and
 * codes no LLVM release writes (BCQ_E_UNSUPPORTED).
 *
 * Every case is one version-1 module (no STRTAB): a TYPE_BLOCK that starts
 * with a TARGET_TYPE (LLVM 16 on: the table must go on past it), three
 * functions @f i32(i32, i32) (defined), @g void(metadata x 3) and
 * @h void(label) (declared): values %0 %1 %2; @f's arguments %3 %4; then
 * @f's body: DECLAREBLOCKS [3], %5 = add %3, %4, and the record under test
 * at next value 6.  The layouts come from LLVM's BitcodeReader.cpp. */
#include "config.h"

#include <check.h>
#include <stdint.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

/* Type ids of the module. */
enum {
    T_TARGET, T_VOID, T_I32, T_FN, T_MD, T_LABEL, T_PTR, T_FN_MD, T_FN_LABEL,
    T_I128
};

#define FWD 0xFFFFFFFFu /* relative id of next + 1: a forward reference */
#define MAGIC (0x4B5ull << 16) /* the case-range switch */
#define CC_EXPLICIT (1u << 15)
#define CC_FMF (1u << 17)

/* One record: code and operands. */
typedef struct trec {
    unsigned code;
    size_t n;
    uint64_t ops[16];
} trec;

/* Write the module with @f's body: the prelude, then recs; *bits gets the
 * abbrev id bit of each of recs. */
static tu_opened build(const trec *recs, size_t nrecs, uint64_t *bits,
                       unsigned extra_type)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, 1);
    bw_enter(&w, 3, TU_TYPE_BLOCK_ID_NEW, 4);
    TU_REC(&w, 4, TU_TYPE_CODE_NUMENTRY, 10);
    TU_REC(&w, 4, TU_TYPE_CODE_TARGET_TYPE, 0);           /* T_TARGET */
    TU_REC0(&w, 4, TU_TYPE_CODE_VOID);                    /* T_VOID */
    TU_REC(&w, 4, TU_TYPE_CODE_INTEGER, 32);              /* T_I32 */
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, T_I32, T_I32, T_I32);
    TU_REC0(&w, 4, TU_TYPE_CODE_METADATA);                /* T_MD */
    TU_REC0(&w, 4, TU_TYPE_CODE_LABEL);                   /* T_LABEL */
    TU_REC(&w, 4, TU_TYPE_CODE_OPAQUE_POINTER, 0);        /* T_PTR */
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, T_VOID, T_MD, T_MD, T_MD);
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, T_VOID, T_LABEL);
    TU_REC(&w, 4, TU_TYPE_CODE_INTEGER, 128);             /* T_I128 */
    if (extra_type)
        TU_REC0(&w, 4, extra_type);
    bw_end(&w, 4);
    /* FUNCTION [type, cc, isproto, linkage, paramattr, align, section,
     * visibility] */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, T_FN, 0, 0, 0, 0, 0, 0, 0);
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, T_FN_MD, 0, 1, 0, 0, 0, 0, 0);
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, T_FN_LABEL, 0, 1, 0, 0, 0, 0, 0);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
    TU_REC(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 3);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_BINOP, 2, 1, 0); /* %5 = add %3, %4 */
    for (size_t i = 0; i < nrecs; i++)
        bits[i] = bw_unabbrev(&w, 4, recs[i].code, recs[i].n, recs[i].ops);
    bw_end(&w, 4);
    bw_end(&w, 3);
    tu_opened o = tu_open_bw(&w, 0);
    bw_free(&w);
    ck_assert_msg(o.rc == 0, "open: %s", o.err.message);
    return o;
}

/* Open the view of @f; the status of bcq_insts_open. */
static int open_f(tu_opened *o, bcq_insts **it, bcq_error *err)
{
    bcq_function fn;
    ck_assert_int_eq(bcq_function_at(o->f, 0, 0, &fn, NULL), 0);
    ck_assert_uint_eq(fn.value_id, 0);
    return bcq_insts_open(o->f, &fn, it, err);
}

/* Step past DECLAREBLOCKS and %5. */
static void prelude(bcq_insts *it)
{
    uint64_t mv, nargs;
    bcq_insts_frame(it, &mv, &nargs);
    ck_assert_uint_eq(mv, 3);
    ck_assert_uint_eq(nargs, 2);
    bcq_inst in;
    ck_assert_int_eq(bcq_insts_next(it, &in, NULL), 0);
    ck_assert_str_eq(in.name, "DECLAREBLOCKS");
    ck_assert_int_eq(in.is_instruction, 0);
    ck_assert_int_eq(bcq_insts_next(it, &in, NULL), 0);
    ck_assert_uint_eq(in.value, 5);
    ck_assert_int_eq(in.is_instruction, 1);
}

/* A record and what the view must make of it: kinds as letters (L
 * literal, V value, T type, B block, M metadata), vals, whether it defines
 * %6, is an instruction, ends basic block 0. */
static const struct lay {
    trec r;
    const char *kinds;
    uint64_t vals[16];
    int value, inst, term;
    const char *name;
} lays[] = {
    /* debug records: [M loc, M var, M expr, M value-or-address...] */
    {{TU_FUNC_CODE_DEBUG_RECORD_VALUE, 4, {10, 11, 12, 13}}, "MMMM",
     {10, 11, 12, 13}, 0, 0, 0, "DEBUG_RECORD_VALUE"},
    {{TU_FUNC_CODE_DEBUG_RECORD_DECLARE, 4, {10, 11, 12, 13}}, "MMMM",
     {10, 11, 12, 13}, 0, 0, 0, "DEBUG_RECORD_DECLARE"},
    {{TU_FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE, 4, {10, 11, 12, 13}}, "MMMM",
     {10, 11, 12, 13}, 0, 0, 0, "DEBUG_RECORD_DECLARE_VALUE"},
    {{TU_FUNC_CODE_DEBUG_RECORD_ASSIGN, 7, {1, 2, 3, 4, 5, 6, 7}}, "MMMMMMM",
     {1, 2, 3, 4, 5, 6, 7}, 0, 0, 0, "DEBUG_RECORD_ASSIGN"},
    /* VALUE_SIMPLE: the value relative (6 - 1 = %5), a forward one with
     * its type */
    {{TU_FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE, 4, {10, 11, 12, 1}}, "MMMV",
     {10, 11, 12, 5}, 0, 0, 0, "DEBUG_RECORD_VALUE_SIMPLE"},
    {{TU_FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE, 5, {10, 11, 12, FWD, T_I32}},
     "MMMVT", {10, 11, 12, 7, T_I32}, 0, 0, 0, "DEBUG_RECORD_VALUE_SIMPLE"},
    {{TU_FUNC_CODE_DEBUG_RECORD_LABEL, 2, {5, 6}}, "MM", {5, 6}, 0, 0, 0,
     "DEBUG_RECORD_LABEL"},
    /* BLOCKADDR_USERS: absolute ids of functions */
    {{TU_FUNC_CODE_BLOCKADDR_USERS, 2, {0, 2}}, "VV", {0, 2}, 0, 0, 0,
     "BLOCKADDR_USERS"},
    /* operand bundles: VT, or the OB_METADATA mark and a relative
     * metadata id */
    {{TU_FUNC_CODE_OPERAND_BUNDLE, 4, {0, 1, 0x80000000u, 2}}, "LVLM",
     {0, 5, 0x80000000u, 4}, 0, 0, 0, "OPERAND_BUNDLE"},
    {{TU_FUNC_CODE_OPERAND_BUNDLE, 3, {1, FWD, T_I32}}, "LVT", {1, 7, T_I32},
     0, 0, 0, "OPERAND_BUNDLE"},
    /* DEBUG_LOC: scope and inlined-at are metadata id + 1, 0 none; then
     * implicit and (LLVM 21 on) atom group and rank */
    {{TU_FUNC_CODE_DEBUG_LOC, 4, {3, 4, 7, 0}}, "LLML", {3, 4, 6, 0}, 0, 0, 0,
     "DEBUG_LOC"},
    {{TU_FUNC_CODE_DEBUG_LOC, 7, {3, 4, 7, 9, 1, 5, 2}}, "LLMMLLL",
     {3, 4, 6, 8, 1, 5, 2}, 0, 0, 0, "DEBUG_LOC"},
    {{TU_FUNC_CODE_DEBUG_LOC_AGAIN, 0, {0}}, "", {0}, 0, 0, 0,
     "DEBUG_LOC_AGAIN"},
    /* instructions and the flags newer LLVM adds */
    {{TU_FUNC_CODE_INST_FREEZE, 1, {1}}, "V", {5}, 1, 1, 0, "INST_FREEZE"},
    {{TU_FUNC_CODE_INST_CAST, 4, {1, T_I32, 1, 1}}, "VTLL", /* zext nneg */
     {5, T_I32, 1, 1}, 1, 1, 0, "INST_CAST"},
    {{TU_FUNC_CODE_INST_CAST, 4, {1, T_I32, 0, 3}}, "VTLL", /* trunc nuw nsw */
     {5, T_I32, 0, 3}, 1, 1, 0, "INST_CAST"},
    {{TU_FUNC_CODE_INST_GEP, 4, {3, T_I32, 1, 2}}, "LTVV", /* inbounds nusw */
     {3, T_I32, 5, 4}, 1, 1, 0, "INST_GEP"},
    {{TU_FUNC_CODE_INST_BINOP, 4, {1, 2, 11, 1}}, "VVLL", /* or disjoint */
     {5, 4, 11, 1}, 1, 1, 0, "INST_BINOP"},
    {{TU_FUNC_CODE_INST_CMP2, 4, {1, 2, 32, 1}}, "VVLL", /* icmp samesign */
     {5, 4, 32, 1}, 1, 1, 0, "INST_CMP2"},
    {{TU_FUNC_CODE_INST_UNOP, 3, {1, 0, 8}}, "VLL", {5, 0, 8}, 1, 1, 0,
     "INST_UNOP"},
    /* call @f(%5, %4) with fast-math flags and an explicit type */
    {{TU_FUNC_CODE_INST_CALL, 7, {0, CC_EXPLICIT | CC_FMF, 8, T_FN, 6, 1, 2}},
     "LLLTVVV", {0, CC_EXPLICIT | CC_FMF, 8, T_FN, 0, 5, 4}, 1, 1, 0,
     "INST_CALL"},
    /* call @g(metadata x 3): metadata arguments are relative ids */
    {{TU_FUNC_CODE_INST_CALL, 7, {0, CC_EXPLICIT, T_FN_MD, 5, 3, 2, 1}},
     "LLTVMMM", {0, CC_EXPLICIT, T_FN_MD, 1, 3, 4, 5}, 0, 1, 0, "INST_CALL"},
    /* callbr @h(label bb2) to bb1 [bb2]: a label parameter is a block */
    {{TU_FUNC_CODE_INST_CALLBR, 8,
      {0, CC_EXPLICIT, 1, 1, 2, T_FN_LABEL, 4, 2}},
     "LLBLBTVB", {0, CC_EXPLICIT, 1, 1, 2, T_FN_LABEL, 2, 2}, 0, 1, 1,
     "INST_CALLBR"},
    /* invoke @f(%5, %4) to bb1 unwind bb2: explicit type is bit 13 */
    {{TU_FUNC_CODE_INST_INVOKE, 8, {0, 1u << 13, 1, 2, T_FN, 6, 1, 2}},
     "LLBBTVVV", {0, 1u << 13, 1, 2, T_FN, 0, 5, 4}, 1, 1, 1, "INST_INVOKE"},
    {{TU_FUNC_CODE_INST_RESUME, 1, {1}}, "V", {5}, 0, 1, 1, "INST_RESUME"},
    /* landingpad [ty, cleanup, n, (clause type, VT)*] */
    {{TU_FUNC_CODE_INST_LANDINGPAD, 5, {T_I32, 1, 1, 0, 1}}, "TLLLV",
     {T_I32, 1, 1, 0, 5}, 1, 1, 0, "INST_LANDINGPAD"},
    /* loads: the type is there when 3 (LOAD) or 5 and more (LOADATOMIC;
     * a 7th, elementwise, after LLVM 22) follow the pointer */
    {{TU_FUNC_CODE_INST_LOAD, 4, {1, T_I32, 4, 0}}, "VTLL", {5, T_I32, 4, 0},
     1, 1, 0, "INST_LOAD"},
    {{TU_FUNC_CODE_INST_LOAD, 3, {1, 4, 0}}, "VLL", {5, 4, 0}, 1, 1, 0,
     "INST_LOAD"},
    {{TU_FUNC_CODE_INST_LOADATOMIC, 6, {1, T_I32, 4, 0, 4, 1}}, "VTLLLL",
     {5, T_I32, 4, 0, 4, 1}, 1, 1, 0, "INST_LOADATOMIC"},
    {{TU_FUNC_CODE_INST_LOADATOMIC, 7, {1, T_I32, 4, 0, 4, 1, 1}}, "VTLLLLL",
     {5, T_I32, 4, 0, 4, 1, 1}, 1, 1, 0, "INST_LOADATOMIC"},
    {{TU_FUNC_CODE_INST_LOADATOMIC, 5, {1, 4, 0, 4, 1}}, "VLLLL",
     {5, 4, 0, 4, 1}, 1, 1, 0, "INST_LOADATOMIC"},
    {{TU_FUNC_CODE_INST_STORE, 5, {1, FWD, T_I32, 4, 0}}, "VVTLL",
     {5, 7, T_I32, 4, 0}, 0, 1, 0, "INST_STORE"},
    {{TU_FUNC_CODE_INST_ATOMICRMW, 7, {1, 2, 0, 0, 2, 1, 2}}, "VVLLLLL",
     {5, 4, 0, 0, 2, 1, 2}, 1, 1, 0, "INST_ATOMICRMW"},
    {{TU_FUNC_CODE_INST_CMPXCHG, 8, {1, 2, 1, 0, 2, 1, 2, 0}}, "VVVLLLLL",
     {5, 4, 5, 0, 2, 1, 2, 0}, 1, 1, 0, "INST_CMPXCHG"},
    /* switch [opty, V, default, (VA, bb)*] */
    {{TU_FUNC_CODE_INST_SWITCH, 7, {T_I32, 1, 0, 7, 1, 8, 2}}, "TVBVBVB",
     {T_I32, 5, 0, 7, 1, 8, 2}, 0, 1, 1, "INST_SWITCH"},
    /* case ranges on i32: case 7 -> bb1, case 8..9 -> bb2 */
    {{TU_FUNC_CODE_INST_SWITCH, 14,
      {MAGIC, T_I32, 1, 0, 2, 1, 1, 7, 1, 1, 0, 8, 9, 2}},
     "LTVBLLLLBLLLLB", {MAGIC, T_I32, 5, 0, 2, 1, 1, 7, 1, 1, 0, 8, 9, 2}, 0,
     1, 1, "INST_SWITCH"},
    /* on i128: word counts before the words; case 2-word..1-word -> bb1 */
    {{TU_FUNC_CODE_INST_SWITCH, 13,
      {MAGIC, T_I128, 1, 0, 1, 1, 0, 2, 1, 2, 1, 5, 1}},
     "LTVBLLLLLLLLB", {MAGIC, T_I128, 5, 0, 1, 1, 0, 2, 1, 2, 1, 5, 1}, 0, 1,
     1, "INST_SWITCH"},
};

START_TEST(layout)
{
    const struct lay *L = &lays[_i];
    uint64_t bit;
    tu_opened o = build(&L->r, 1, &bit, 0);
    bcq_insts *it;
    bcq_error err;
    ck_assert_msg(open_f(&o, &it, &err) == 0, "%s", err.message);
    prelude(it);
    bcq_inst in;
    int rc = bcq_insts_next(it, &in, &err);
    ck_assert_msg(rc == 0, "%s: %s", L->name, err.message);
    ck_assert_int_eq(in.kind, BCQ_INST_RECORD);
    ck_assert_uint_eq(in.record.bit, bit);
    ck_assert_str_eq(in.name, L->name);
    ck_assert_int_eq(in.is_instruction, L->inst);
    ck_assert_uint_eq(in.value, L->value ? 6 : BCQ_NO_VALUE);
    ck_assert_uint_eq(in.bb, 0);
    ck_assert_uint_eq(in.record.nops, strlen(L->kinds));
    for (size_t i = 0; i < in.record.nops; i++) {
        static const char letter[] = "LVTBM"; /* by BCQ_OPND_* */
        ck_assert_uint_le(in.kinds[i], BCQ_OPND_METADATA);
        ck_assert_msg(letter[in.kinds[i]] == L->kinds[i] &&
                          in.vals[i] == L->vals[i],
                      "%s operand %zu: %c %llu, want %c %llu", L->name, i,
                      letter[in.kinds[i]], (unsigned long long)in.vals[i],
                      L->kinds[i], (unsigned long long)L->vals[i]);
    }
    ck_assert_int_eq(bcq_insts_next(it, &in, &err), BCQ_END);
    bcq_insts_close(it);
    tu_close(&o);
}
END_TEST

/* Whether a record ended basic block 0 shows in the next one's bb; the
 * records that belong to the last instruction stay in its block. */
START_TEST(blocks)
{
    const struct lay *L = &lays[_i];
    trec recs[] = {L->r, {TU_FUNC_CODE_DEBUG_LOC, 4, {1, 2, 3, 0}},
                   {TU_FUNC_CODE_DEBUG_RECORD_VALUE, 4, {1, 2, 3, 4}},
                   {TU_FUNC_CODE_OPERAND_BUNDLE, 2, {0, 1}},
                   {TU_FUNC_CODE_INST_UNREACHABLE, 0, {0}}};
    uint64_t bits[5];
    tu_opened o = build(recs, 5, bits, 0);
    bcq_insts *it;
    ck_assert_int_eq(open_f(&o, &it, NULL), 0);
    prelude(it);
    bcq_inst in;
    uint64_t last = 0; /* the bb of the last instruction */
    for (size_t i = 0; i < 5; i++) {
        ck_assert_int_eq(bcq_insts_next(it, &in, NULL), 0);
        if (i == 1 || i == 2) /* DEBUG_LOC, the debug record */
            ck_assert_uint_eq(in.bb, last);
        else if (i == 0)
            ck_assert_uint_eq(in.bb, 0);
        else
            ck_assert_uint_eq(in.bb, L->term ? 1 : 0);
        if (in.is_instruction)
            last = in.bb;
    }
    ck_assert_int_eq(bcq_insts_next(it, &in, NULL), BCQ_END);
    bcq_insts_close(it);
    tu_close(&o);
}
END_TEST

/* Records one operand short, or inconsistent: BCQ_E_BAD_RECORD at the
 * record, sticky, in @f's FUNCTION_BLOCK. */
static const trec bad[] = {
    {TU_FUNC_CODE_DEBUG_RECORD_VALUE, 3, {10, 11, 12}},
    {TU_FUNC_CODE_DEBUG_RECORD_DECLARE, 0, {0}},
    {TU_FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE, 2, {10, 11}},
    {TU_FUNC_CODE_DEBUG_RECORD_ASSIGN, 6, {1, 2, 3, 4, 5, 6}},
    {TU_FUNC_CODE_DEBUG_RECORD_LABEL, 1, {5}},
    {TU_FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE, 3, {10, 11, 12}},
    {TU_FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE, 4, {10, 11, 12, FWD}},
    {TU_FUNC_CODE_OPERAND_BUNDLE, 2, {0, 0x80000000u}},
    {TU_FUNC_CODE_OPERAND_BUNDLE, 2, {0, FWD}},
    {TU_FUNC_CODE_DEBUG_LOC, 3, {3, 4, 7}},
    {TU_FUNC_CODE_INST_FREEZE, 0, {0}},
    {TU_FUNC_CODE_INST_SWITCH, 5, {MAGIC, T_I32, 1, 0, 5}},
    {TU_FUNC_CODE_INST_SWITCH, 8, {MAGIC, T_I128, 1, 0, 1, 1, 1, 1000}},
    {TU_FUNC_CODE_INST_SWITCH, 7, {MAGIC, T_I32, 1, 0, 1, 1000000, 1}},
    {TU_FUNC_CODE_INST_SWITCH, 5, {MAGIC, T_PTR, 1, 0, 0}},
    {TU_FUNC_CODE_INST_CALLBR, 4, {0, CC_EXPLICIT, 1, 9}},
};

START_TEST(truncated)
{
    uint64_t bit;
    tu_opened o = build(&bad[_i], 1, &bit, 0);
    bcq_insts *it;
    ck_assert_int_eq(open_f(&o, &it, NULL), 0);
    prelude(it);
    bcq_inst in;
    bcq_error err, again;
    ck_assert_int_eq(bcq_insts_next(it, &in, &err), BCQ_E_BAD_RECORD);
    ck_assert_int_eq(err.code, BCQ_E_BAD_RECORD);
    ck_assert_uint_eq(err.bit, bit);
    ck_assert_uint_eq(err.block_id, TU_FUNCTION_BLOCK_ID);
    ck_assert_int_eq(bcq_insts_next(it, &in, &again), BCQ_E_BAD_RECORD);
    ck_assert_str_eq(again.message, err.message);
    bcq_insts_close(it);
    tu_close(&o);
}
END_TEST

/* Codes no LLVM release writes (14, 67, 1000): BCQ_E_UNSUPPORTED, with a
 * message that says so (not "LLVM 14" any more). */
START_TEST(unknown_code)
{
    static const unsigned codes[] = {14, 67, 1000};
    trec r = {codes[_i], 1, {1}};
    uint64_t bit;
    tu_opened o = build(&r, 1, &bit, 0);
    bcq_insts *it;
    ck_assert_int_eq(open_f(&o, &it, NULL), 0);
    prelude(it);
    bcq_inst in;
    bcq_error err;
    ck_assert_int_eq(bcq_insts_next(it, &in, &err), BCQ_E_UNSUPPORTED);
    ck_assert_uint_eq(err.bit, bit);
    ck_assert_ptr_nonnull(strstr(err.message, "no LLVM release through 22"));
    ck_assert_ptr_null(strstr(err.message, "LLVM 14"));
    bcq_insts_close(it);
    tu_close(&o);
}
END_TEST

/* A type code after TARGET_TYPE that no release writes (27 is LLVM 23's
 * BYTE; 40): the table stops, the view does not open. */
START_TEST(unknown_type)
{
    static const unsigned codes[] = {27, 40};
    tu_opened o = build(NULL, 0, NULL, codes[_i]);
    bcq_insts *it = (bcq_insts *)&o;
    bcq_error err;
    ck_assert_int_eq(open_f(&o, &it, &err), BCQ_E_UNSUPPORTED);
    ck_assert_ptr_null(it);
    ck_assert_ptr_nonnull(strstr(err.message, "no LLVM release through 22"));
    tu_close(&o);
}
END_TEST

Suite *make_insts19_suite(void)
{
    Suite *s = suite_create("insts19");
    TCase *tc = tcase_create("core");
    const int nlays = (int)(sizeof lays / sizeof lays[0]);
    tcase_add_loop_test(tc, layout, 0, nlays);
    tcase_add_loop_test(tc, blocks, 0, nlays);
    tcase_add_loop_test(tc, truncated, 0, (int)(sizeof bad / sizeof bad[0]));
    tcase_add_loop_test(tc, unknown_code, 0, 3);
    tcase_add_loop_test(tc, unknown_type, 0, 2);
    suite_add_tcase(s, tc);
    return s;
}
