/*
 * ir.c - a small but complete IR file (identification, types, globals,
 * aliases, constants, function bodies with calls, phi and switch, a
 * VALUE_SYMTAB of FNENTRYs, SYMTAB and STRTAB; llvm-dis reads ir_ok.bin)
 * in lying variants, each bending one thing.  Every variant but
 * ir_cst_overrun is a sound bitstream (it opens, every level indexes);
 * the lie shows in the module, function-map, SYMTAB, constant and
 * reference queries, each expected with the status, the bit and the
 * enclosing block, and the message those queries document ("the message
 * names the record / field").
 *
 *   v0 @gv   global i32, initializer the module constant (value 6)
 *   v1 @f    define i32 @f(i32)     type 2
 *   v2 @g    declare i32 @g(i32)
 *   v3 @h    define void @h()       type 4
 *   v4 @al   alias of @f
 *   v5 @al2  alias of @al
 *
 * types: 0 i32, 1 void, 2 i32(i32), 3 ptr to 2, 4 void(), 5 label.
 * f: bb0 { %8 = add %7, %8const; %10 = call @f(%9); br bb1 }
 *    bb1 { %11 = phi [%10, bb0]; ret %11 }    (arg %7, constant %8)
 * h: bb0 { switch %6, bb1 [%6 -> bb2] } bb1 { ret } bb2 { unreachable }
 *
 * Positions (VSTOFFSET, FNENTRY words) are recomputed until they stop
 * moving.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir.h"

static const struct {
    const char *name;
    const char *rule;
} lies[L_NLIES] = {
    {"ir_ok", "The file as it should be."},
    {"ir_no_vstoffset", "No VSTOFFSET: functions paired by order."},
    {"ir_fnentry_inside", "@f's FNENTRY names a word inside its block, "
                          "so the first FUNCTION_BLOCK has none."},
    {"ir_fnentry_dup_value", "Two FNENTRYs for value 1 (@f)."},
    {"ir_fnentry_dup_block", "@h's FNENTRY names @f's block."},
    {"ir_fnentry_decl", "An FNENTRY for the declaration @g."},
    {"ir_fnentry_missing", "No FNENTRY for @h."},
    {"ir_vstoffset_past", "VSTOFFSET far past the end of the file."},
    {"ir_vstoffset_at_func", "VSTOFFSET names @f's FUNCTION_BLOCK."},
    {"ir_extra_func_block", "A third FUNCTION_BLOCK that no FNENTRY "
                            "names (seen by a deep open only)."},
    {"ir_name_outside_strtab", "@gv's name lies outside the STRTAB."},
    {"ir_section_id", "@gv names section 5 of none."},
    {"ir_comdat_id", "@gv names comdat 3 of none."},
    {"ir_version3", "Module VERSION 3, which LLVM does not know."},
    {"ir_version1", "Module VERSION 1: names in the module-level "
                    "VALUE_SYMTAB, not the STRTAB."},
    {"ir_alias_cycle", "@al aliases @al2, which aliases @al."},
    {"ir_alias_self", "@al aliases itself."},
    {"ir_old_call", "A call without an explicit function type whose callee "
                    "is @gv, not a function."},
    {"ir_unknown_inst", "An instruction record code 99."},
    {"ir_br_extra_ops", "A br with extra operands."},
    {"ir_bad_fn_type", "@f's type id 77 is no type."},
    {"ir_type_unknown", "A type record code 77 in the TYPE_BLOCK."},
    {"ir_call_args_short", "A call missing its argument."},
    {"ir_phi_forward", "A phi with a forward reference."},
    {"ir_symtab_version5", "SYMTAB version 5."},
    {"ir_symtab_nsyms", "SYMTAB with 0x10000000 symbols."},
    {"ir_symtab_stale", "SYMTAB describing 2 modules of a 1-module file."},
    {"ir_symtab_str_out", "SYMTAB producer string outside the STRTAB."},
    {"ir_symtab_comdat", "SYMTAB symbol 1 names comdat 7 of 1."},
    {"ir_symtab_module_range", "SYMTAB module 0's symbol range runs past "
                               "the symbols."},
    {"ir_symtab_uncommon", "SYMTAB with no uncommon entry for @gv, which "
                           "says it has one."},
    {"ir_symtab_short", "SYMTAB blob shorter than its header."},
    {"ir_no_strtab", "No STRTAB."},
    {"ir_ident_alone", "IDENTIFICATION followed by the SYMTAB, the "
                       "MODULE_BLOCK only after the STRTAB."},
    {"ir_two_modules", "A second module (no VSTOFFSET), one SYMTAB for "
                       "one module."},
    {"ir_wrapped", "The file in a wrapper."},
    {"ir_stdcall_x86", "A 32-bit x86 data layout and x86_stdcallcc "
                       "functions."},
    {"ir_comdats", "A comdat, used by @gv and @f."},
    {"ir_sections_gc", "A section and a GC name, used by @gv and @f."},
    {"ir_deplibs", "An obsolete DEPLIB record."},
    {"ir_module_asm", "Module inline asm."},
    {"ir_hash", "A module HASH record."},
    {"ir_many_insts", "@f holds one record of nearly every instruction "
                      "code."},
    {"ir_cst_self", "A module constant, @gv's initializer, is an array "
                    "that holds itself and @f.  Its operands name "
                    "constants, so bcq accepts it; a reference walk visits "
                    "each constant once and ends.  (LLVM 14's reader "
                    "builds the cycle through its forward-reference "
                    "placeholders; llvm-dis then recurses printing it "
                    "until it crashes.)"},
    {"ir_cst_pair", "Two arrays hold each other, and @f and @al; @gv's "
                    "initializer is the first.  (LLVM 14's reader aborts: "
                    "type mismatch in the constant table.)"},
    {"ir_cst_cast_cycle", "Two bitcasts of each other (v7, v8), the "
                          "callee of @f's call and the condition of @h's "
                          "switch: a walk through them finds no global "
                          "value, and ends.  (LLVM 14's reader refuses "
                          "the record.)"},
    {"ir_cst_past", "A module constant's operand names value 8, the first "
                    "id past the constants."},
    {"ir_cst_overrun", "An AGGREGATE record of the module's CONSTANTS "
                       "block says 1000 operands; the block holds a few "
                       "bits."},
    {"ir_settype_out", "A SETTYPE names type 40; the table has 6."},
    {"ir_init_past", "@gv's initializer is value 99, past every value."},
    {"ir_fn_cst_arg", "A constant of @f's body names its argument %7."},
    {"ir_fn_cst_past", "A constant of @f's body names value 20, past its "
                       "constants."},
    {"ir_opnd_past", "An add in @f names value 40 (a forward reference "
                     "with its type), past the function's 12 values."},
    {"ir_case_wide", "@h's switch case value is the absolute value id "
                     "2^32 + 1: past 32-bit value ids, not value 1."},
    {"ir_bad_cc", "@g's calling convention is 2000, past LLVM's "
                  "CallingConv::MaxID (1023).  The lite decode reads only "
                  "the name of the records after the first of a run (thin), "
                  "so only a query of @g itself meets it."},
};

/* STRTAB: names, then the SYMTAB's strings (offsets in ir.h). */
const char gb_strtab[] = "gvfghalal2" "14.0.6" "x86_64-pc-linux-gnu"
                         "s.c" "cdt";
_Static_assert(sizeof gb_strtab - 1 == S_LEN, "S_LEN");

/* A body of f (i32 (i32), value 1; values up to 6 are module values, the
 * argument %7) with one record of nearly every instruction code the
 * instruction view knows, operands chosen so that each one numbers: a
 * relative operand 1 is the value just before.  Codes that end a basic
 * block come last. */
static void many_insts(bw *w)
{
    uint64_t nv = 8; /* the next value id */
#define DEF(c, ...) (TU_REC(w, 4, TU_FUNC_CODE_##c, __VA_ARGS__), nv++)
#define USE(c, ...) TU_REC(w, 4, TU_FUNC_CODE_##c, __VA_ARGS__)
    USE(DECLAREBLOCKS, 12);
    DEF(INST_CAST, 1, 0, 0);
    DEF(INST_GEP_OLD, 1, 1);
    DEF(INST_GEP, 0, 0, 1, 1);
    DEF(INST_SELECT, 1, 1, 1);
    DEF(INST_VSELECT, 1, 1, 1);
    DEF(INST_EXTRACTELT, 1, 1);
    DEF(INST_INSERTELT, 1, 1, 1);
    DEF(INST_SHUFFLEVEC, 1, 1, 1);
    DEF(INST_CMP, 1, 1, 0);
    DEF(INST_CMP2, 1, 1, 0, 0);
    DEF(INST_ALLOCA, 0, 0, 1, 0);
    DEF(INST_LOAD, 1, 0, 0, 0);                 /* [op, ty, align, vol] */
    DEF(INST_LOADATOMIC, 1, 0, 0, 0, 0, 0);
    DEF(INST_VAARG, 0, 1, 0);
    USE(INST_STORE, 1, 1, 0, 0);
    USE(INST_STORE_OLD, 1, 1, 0, 0);
    USE(INST_STOREATOMIC, 1, 1, 0, 0, 0, 0);
    DEF(INST_EXTRACTVAL, 1, 0);
    DEF(INST_INSERTVAL, 1, 1, 0);
    USE(INST_FENCE, 0, 0);
    DEF(INST_CMPXCHG, 1, 1, 1, 0, 0, 0);
    DEF(INST_CMPXCHG_OLD, 1, 1, 1, 0);
    DEF(INST_ATOMICRMW, 1, 1, 0, 0);
    DEF(INST_ATOMICRMW_OLD, 1, 1, 0);
    DEF(INST_UNOP, 1, 0);
    DEF(INST_FREEZE, 1);
    USE(OPERAND_BUNDLE, 0, 1);
    DEF(INST_CALL, 0, 1 << 15 | 1 << 17, 0, 2, nv - 1, 1); /* with fmf */
    USE(INST_CALL, 0, 1 << 15, 7, nv - 1, 3);      /* void(metadata) */
    USE(INST_CALL, 0, 1 << 15, 8, nv - 1, 2);      /* void(label) */
    TU_REC0(w, 4, TU_FUNC_CODE_DEBUG_LOC_AGAIN);
    DEF(INST_CATCHPAD, 1, 1, 1);
    DEF(INST_CLEANUPPAD, 1, 0);
    DEF(INST_LANDINGPAD, 0, 1, 1, 0, 1);
    DEF(INST_LANDINGPAD_OLD, 0, 1, 1, 1, 0, 1);
    DEF(INST_PHI, 0, 2, 0, 3, 1);                  /* two pairs */
    DEF(INST_CATCHSWITCH, 1, 1, 1, 2);             /* ends bb0 */
    USE(INST_CLEANUPRET, 1, 2);
    USE(INST_CATCHRET, 1, 3);
    USE(INST_SWITCH, UINT64_C(0x4B5) << 16, 0, 1, 4, 1, 1, 1, 32, 5,
        5);                                        /* old form */
    USE(INST_INDIRECTBR, 0, 1, 5, 6);
    DEF(INST_INVOKE, 0, 1 << 13, 7, 8, 2, nv - 1, 1);
    DEF(INST_CALLBR, 0, 1 << 15, 9, 1, 10, 2, nv - 1, 1);
    USE(INST_RESUME, 1);
    USE(INST_RET, 1);
#undef DEF
#undef USE
}

/* The module constants after v6 (i32 2) that a lie adds; p->cst_bad
 * gets the bit of the field at fault. */
static void module_constants(bw *w, enum lie lie, irpos *p)
{
    switch (lie) {
    case L_CST_SELF:
        tu_rec(w, 4, TU_CST_CODE_SETTYPE, 6);
        TU_REC(w, 4, TU_CST_CODE_AGGREGATE, 7, 1); /* v7 = [v7, @f] */
        break;
    case L_CST_PAIR:
        tu_rec(w, 4, TU_CST_CODE_SETTYPE, 6);
        TU_REC(w, 4, TU_CST_CODE_AGGREGATE, 8, 1); /* v7 = [v8, @f] */
        TU_REC(w, 4, TU_CST_CODE_AGGREGATE, 7, 4); /* v8 = [v7, @al] */
        break;
    case L_CST_CAST_CYCLE:
        tu_rec(w, 4, TU_CST_CODE_SETTYPE, 3);
        TU_REC(w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 3, 8); /* v7 */
        TU_REC(w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 3, 7); /* v8 */
        break;
    case L_CST_PAST:                               /* v7 = { @f, v8 } */
        p->cst_bad = TU_REC(w, 4, TU_CST_CODE_AGGREGATE, 1, 8);
        break;
    case L_CST_OVERRUN: /* UNABBREV_RECORD [AGGREGATE, 1000 ops, 1, 1] */
        bw_fixed(w, 4, 3);
        bw_vbr(w, 6, TU_CST_CODE_AGGREGATE);
        p->cst_bad = bw_bitpos(w); /* the operand count */
        bw_vbr(w, 6, 1000);
        bw_vbr(w, 6, 1);
        bw_vbr(w, 6, 1);
        break;
    case L_SETTYPE_OUT:
        p->cst_bad = tu_rec(w, 4, TU_CST_CODE_SETTYPE, 40);
        break;
    default:
        break;
    }
}

#define MOD(c) TU_MODULE_CODE_##c
#define TYPE(c) TU_TYPE_CODE_##c
#define FUNC(c) TU_FUNC_CODE_##c

/* The module's records and blocks (from its IDENTIFICATION on). */
static void ir_module(bw *w, enum lie lie, irpos *p, const irpos *prev)
{
    int v2 = lie != L_VERSION1;
    /* module constants after v6: the function's values come after them,
     * its operands naming a global value move by as many */
    unsigned extra = lie == L_CST_SELF            ? 1
                     : lie == L_CST_PAIR ||
                               lie == L_CST_CAST_CYCLE ? 2
                                                       : 0;
    p->ident = bw_enter(w, 2, TU_IDENTIFICATION_BLOCK_ID, 5);
    tu_str_rec(w, 5, TU_IDENTIFICATION_CODE_STRING, "LLVM14.0.6");
    tu_rec(w, 5, TU_IDENTIFICATION_CODE_EPOCH, 0);
    bw_end(w, 5);
    if (lie == L_IDENT_ALONE)
        return;

    p->module = bw_enter(w, 2, TU_MODULE_BLOCK_ID, 3);
    p->version = tu_rec(w, 3, MOD(VERSION),
                        lie == L_VERSION3 ? 3 : v2 ? 2 : 1);
    /* BLOCKINFO with an abbreviation for VALUE_SYMTAB FNENTRYs */
    bw_enter(w, 3, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(w, 2, TU_VALUE_SYMTAB_BLOCK_ID);
    static const bw_op fnentry_ab[] = {
        {BW_LIT, TU_VST_CODE_FNENTRY}, {BW_VBR, 8}, {BW_VBR, 8}};
    bw_define_abbrev(w, 2, 3, fnentry_ab);
    bw_end(w, 2);

    bw_enter(w, 3, TU_TYPE_BLOCK_ID_NEW, 4);
    tu_rec(w, 4, TYPE(NUMENTRY),
           lie == L_CST_SELF || lie == L_CST_PAIR ? 7 : 6);
    tu_rec(w, 4, TYPE(INTEGER), 32);            /* 0 i32 */
    TU_REC0(w, 4, TYPE(VOID));                  /* 1 void */
    TU_REC(w, 4, TYPE(FUNCTION), 0, 0, 0);      /* 2 i32(i32) */
    TU_REC(w, 4, TYPE(POINTER), 2, 0);          /* 3 ptr to 2 */
    TU_REC(w, 4, TYPE(FUNCTION), 0, 1);         /* 4 void() */
    if (lie == L_TYPE_UNKNOWN)
        tu_rec(w, 4, 77, 1);                    /* no such code */
    TU_REC0(w, 4, TYPE(LABEL));                 /* 5 label */
    if (lie == L_CST_SELF || lie == L_CST_PAIR)
        TU_REC(w, 4, TYPE(ARRAY), 2, 3);        /* 6 [2 x i32(i32)*] */
    if (lie == L_MANY_INSTS) {
        TU_REC0(w, 4, TYPE(METADATA));          /* 6 metadata */
        TU_REC(w, 4, TYPE(FUNCTION), 0, 1, 6);  /* 7 void(metadata) */
        TU_REC(w, 4, TYPE(FUNCTION), 0, 1, 5);  /* 8 void(label) */
    }
    bw_end(w, 4);

    tu_str_rec(w, 3, MOD(TRIPLE), "x86_64-pc-linux-gnu");
    tu_str_rec(w, 3, MOD(DATALAYOUT),
               lie == L_STDCALL ? "e-m:x-p:32:32-i64:64"
                                : "e-m:e-i64:64-n8:16:32:64-S128");
    tu_str_rec(w, 3, MOD(SOURCE_FILENAME), "s.c");
    if (lie == L_MODULE_ASM)
        tu_str_rec(w, 3, MOD(ASM), "foo: ret");
    if (lie == L_SECTIONS_GC) {
        tu_str_rec(w, 3, MOD(SECTIONNAME), ".text.hot");
        tu_str_rec(w, 3, MOD(GCNAME), "shadow-stack");
    }
    if (lie == L_DEPLIBS)
        tu_str_rec(w, 3, MOD(DEPLIB), "m");
    if (lie == L_HASH)
        TU_REC(w, 3, MOD(HASH), 1, 2, 3, 4, 5);
    if (lie == L_COMDATS || lie == L_ST_COMDAT) /* [off, size, sel] */
        TU_REC(w, 3, MOD(COMDAT), S_CDT, 3, 2);

    /* the global values; v2 records start with (strtab offset, size) */
    uint64_t name_off = lie == L_NAME_OUTSIDE ? 1000 : S_GV;
    uint64_t sec = lie == L_SECTION_ID ? 5 : lie == L_SECTIONS_GC ? 1 : 0;
    uint64_t cdt = lie == L_COMDAT_ID ? 3 : lie == L_COMDATS ? 1 : 0;
    uint64_t gc = lie == L_SECTIONS_GC ? 1 : 0;
    uint64_t cc = lie == L_STDCALL ? 64 : 0;
    uint64_t ftype = lie == L_BAD_FN_TYPE ? 77 : 2;
#define NAME(off, len) v2 ? (off) : 0, v2 ? (len) : 0
    uint64_t init = lie == L_CST_SELF || lie == L_CST_PAIR ? 8 /* v7 */
                    : lie == L_INIT_PAST                   ? 100
                                                           : 7; /* v6 */
    uint64_t gv[] = {NAME(name_off, 2), 0, 3, init, 0, 3, sec, 0, 0, 0, 0,
                     0, cdt};
    uint64_t fn_f[] = {NAME(S_F, 1), ftype, cc, 0, 0, 0, 0, sec, 0, gc, 0,
                       0, 0, cdt, 0, 0, 1};
    uint64_t fn_g[] = {NAME(S_G, 1), 2, lie == L_BAD_CC ? 2000 : cc, 1, 0,
                       0, 0, 0, 0, 0};
    uint64_t fn_h[] = {NAME(S_H, 1), 4, 0, 0, 3, 0, 0, 0, 0, 0}; /* internal */
    uint64_t al[] = {NAME(S_AL, 2), 2, 0,
                     lie == L_ALIAS_CYCLE ? 5 : lie == L_ALIAS_SELF ? 4 : 1,
                     0, 0};
    uint64_t al2[] = {NAME(S_AL2, 3), 2, 0, 4, 0, 1};
#undef NAME
    size_t skip = v2 ? 0 : 2;
    p->gv = bw_unabbrev(w, 3, MOD(GLOBALVAR), sizeof gv / 8 - skip,
                        gv + skip);
    bw_unabbrev(w, 3, MOD(FUNCTION), sizeof fn_f / 8 - skip, fn_f + skip);
    p->fn_g = bw_unabbrev(w, 3, MOD(FUNCTION), sizeof fn_g / 8 - skip,
                          fn_g + skip);
    bw_unabbrev(w, 3, MOD(FUNCTION), sizeof fn_h / 8 - skip, fn_h + skip);
    bw_unabbrev(w, 3, MOD(ALIAS), sizeof al / 8 - skip, al + skip);
    bw_unabbrev(w, 3, MOD(ALIAS), sizeof al2 / 8 - skip, al2 + skip);

    uint64_t vst_word = word_of(prev, prev->vst);
    if (lie == L_VSTOFFSET_PAST)
        vst_word = UINT64_C(1) << 36;
    if (lie == L_VSTOFFSET_AT_FUNC)
        vst_word = word_of(prev, prev->fn[0]);
    if (lie != L_NO_VSTOFFSET)
        p->vstoffset = tu_rec(w, 3, MOD(VSTOFFSET), vst_word);

    p->cst = bw_enter(w, 3, TU_CONSTANTS_BLOCK_ID, 4); /* constants: v6 */
    tu_rec(w, 4, TU_CST_CODE_SETTYPE, 0);     /* i32 */
    tu_rec(w, 4, TU_CST_CODE_INTEGER, 4);     /* 2 */
    module_constants(w, lie, p);
    bw_end(w, 4);
    p->cst_end = bw_bitpos(w);

    /* f: values 0..5 globals, 6 constant, 7 argument */
    p->fn[0] = bw_enter(w, 3, TU_FUNCTION_BLOCK_ID, 4);
    if (lie == L_MANY_INSTS) {
        many_insts(w);
    } else {
        tu_rec(w, 4, FUNC(DECLAREBLOCKS), 2);
        bw_enter(w, 4, TU_CONSTANTS_BLOCK_ID, 4);
        tu_rec(w, 4, TU_CST_CODE_SETTYPE, 0);
        tu_rec(w, 4, TU_CST_CODE_INTEGER, 6);   /* %8 = i32 3 */
        if (lie == L_FN_CST_ARG)                 /* { %7 } */
            p->fn_bad = tu_rec(w, 4, TU_CST_CODE_AGGREGATE, 7);
        if (lie == L_FN_CST_PAST)                /* { %20 } */
            p->fn_bad = tu_rec(w, 4, TU_CST_CODE_AGGREGATE, 20);
        bw_end(w, 4);
        if (lie == L_OPND_PAST) /* %9 = add %40 (type i32), %8 */
            p->fn_bad = TU_REC(w, 4, FUNC(INST_BINOP),
                               (uint32_t)(9 - 40), 0, 1, 0);
        else                                     /* %9 = add %7, %8 */
            TU_REC(w, 4, FUNC(INST_BINOP), 2, 1, 0);
        if (lie == L_OLD_CALL)                   /* callee @gv */
            TU_REC(w, 4, FUNC(INST_CALL), 0, 0, 10, 1);
        else if (lie == L_CALL_ARGS_SHORT)       /* no argument */
            TU_REC(w, 4, FUNC(INST_CALL), 0, 1 << 15, 2, 9);
        else if (lie == L_CST_CAST_CYCLE)        /* call v7(%11) */
            TU_REC(w, 4, FUNC(INST_CALL), 0, 1 << 15, 2, 5, 1);
        else                                     /* %10 = call @f(%9) */
            TU_REC(w, 4, FUNC(INST_CALL), 0, 1 << 15, 2, 9 + extra, 1);
        if (lie == L_UNKNOWN_INST)
            TU_REC(w, 4, 99, 1, 2, 3);
        if (lie == L_BR_EXTRA)
            TU_REC(w, 4, FUNC(INST_BR), 1, 1, 1, 7, 7, 7, 7, 7, 7);
        else
            tu_rec(w, 4, FUNC(INST_BR), 1);      /* br bb1 */
        if (lie == L_PHI_FORWARD)                /* a forward ref: %14 */
            p->fn_bad = TU_REC(w, 4, FUNC(INST_PHI), 0, 2, 0, 7, 1);
        else                                     /* %11 = phi [%10, bb0] */
            TU_REC(w, 4, FUNC(INST_PHI), 0, 2, 0);
        tu_rec(w, 4, FUNC(INST_RET), 1);         /* ret %11 */
        TU_REC0(w, 4, FUNC(DEBUG_LOC_AGAIN));
    }
    bw_end(w, 4);

    /* h: value 6 is the constant; no arguments */
    p->fn[1] = bw_enter(w, 3, TU_FUNCTION_BLOCK_ID, 4);
    tu_rec(w, 4, FUNC(DECLAREBLOCKS), 3);
    /* switch v6: bb1 [v6: bb2] (v8, a cast, in ir_cst_cast_cycle) */
    uint64_t sw = TU_REC(w, 4, FUNC(INST_SWITCH), 0,
                         lie == L_CST_CAST_CYCLE ? 1 : 1 + extra, 1,
                         lie == L_CASE_WIDE ? (UINT64_C(1) << 32) + 1 : 6,
                         2);
    if (lie == L_CASE_WIDE)
        p->fn_bad = sw;
    TU_REC0(w, 4, FUNC(INST_RET));
    TU_REC0(w, 4, FUNC(INST_UNREACHABLE));
    bw_end(w, 4);
    if (lie == L_EXTRA_FUNC_BLOCK) {
        p->fn[2] = bw_enter(w, 3, TU_FUNCTION_BLOCK_ID, 4);
        TU_REC0(w, 4, FUNC(INST_UNREACHABLE));
        bw_end(w, 4);
    }

    p->vst = bw_enter(w, 3, TU_VALUE_SYMTAB_BLOCK_ID, 4);
    uint64_t wf = word_of(prev, prev->fn[0]), wh = word_of(prev, prev->fn[1]);
    if (lie == L_FNENTRY_INSIDE)
        wf++;
    if (lie == L_FNENTRY_DUP_BLOCK)
        wh = wf;
    if (v2) {
        bw_fixed(w, 4, 4);                  /* FNENTRY via BLOCKINFO abbrev */
        bw_vbr(w, 8, 1);
        bw_vbr(w, 8, wf);
    } else { /* v1: ENTRY [value, name...], FNENTRY [value, word, name...] */
        TU_REC(w, 4, TU_VST_CODE_ENTRY, 0, 'g', 'v');
        TU_REC(w, 4, TU_VST_CODE_ENTRY, 2, 'g');
        TU_REC(w, 4, TU_VST_CODE_ENTRY, 4, 'a', 'l');
        TU_REC(w, 4, TU_VST_CODE_ENTRY, 5, 'a', 'l', '2');
        TU_REC(w, 4, TU_VST_CODE_FNENTRY, 1, wf, 'f');
    }
    if (lie != L_FNENTRY_MISSING) {
        uint64_t id = lie == L_FNENTRY_DUP_VALUE ? 1
                      : lie == L_FNENTRY_DECL    ? 2
                                                 : 3;
        if (v2)
            p->fnentry_h = TU_REC(w, 4, TU_VST_CODE_FNENTRY, id, wh);
        else
            p->fnentry_h = TU_REC(w, 4, TU_VST_CODE_FNENTRY, id, wh, 'h');
    }
    bw_end(w, 4);
    bw_end(w, 3);
}

/* The SYMTAB blob (LLVM's irsymtab, version 3) into b; its length.  The
 * symbols start at byte *syms. */
static size_t symtab_blob(uint8_t *b, enum lie lie, uint32_t *syms_out)
{
    memset(b, 0, 512);
#define PUT(off, v)                                                           \
    do {                                                                      \
        uint32_t v_ = (uint32_t)(v);                                          \
        memcpy(b + (off), &v_, 4);                                            \
    } while (0)
    unsigned nsym = 6, nmods = lie == L_ST_STALE ? 2 : 1;
    uint32_t mods = 76, cdts = mods + 12 * nmods, syms = cdts + 12;
    uint32_t uncs = syms + 24 * nsym, end = uncs + 24;
    *syms_out = syms;
    PUT(0, lie == L_ST_VERSION ? 5 : 3);
    PUT(4, S_PROD);
    PUT(8, lie == L_ST_STR_OUT ? 4000 : 6);
    PUT(12, mods);
    PUT(16, nmods);
    PUT(20, cdts);
    PUT(24, lie == L_ST_COMDAT || lie == L_COMDATS ? 1 : 0);
    PUT(28, syms);
    PUT(32, lie == L_ST_NSYMS ? 0x10000000 : nsym);
    PUT(36, uncs);
    PUT(40, lie == L_ST_UNCOMMON ? 0 : 1);
    PUT(44, S_TRIPLE);
    PUT(48, 19);
    PUT(52, S_SRC);
    PUT(56, 3);
    PUT(68, end);
    PUT(72, 0);
    /* modules */
    PUT(mods, 0);
    PUT(mods + 4, lie == L_ST_MODULE_RANGE ? nsym + 1 : nsym);
    PUT(mods + 8, 0);
    if (nmods == 2) {
        PUT(mods + 12, nsym);
        PUT(mods + 16, nsym);
        PUT(mods + 20, 1);
    }
    PUT(cdts, S_CDT);
    PUT(cdts + 4, 3);
    PUT(cdts + 8, 1);
    static const uint32_t names[6][2] = {
        {S_GV, 2}, {S_F, 1}, {S_G, 1}, {S_H, 1}, {S_AL, 2}, {S_AL2, 3}};
    static const uint32_t flags[6] = {
        1u << 10 | 1u << 2,             /* gv: global, uncommon */
        1u << 10 | 1u << 13,            /* f */
        1u << 10 | 1u << 13 | 1u << 3,  /* g: undefined */
        1u << 10 | 1u << 13,            /* h */
        1u << 10 | 1u << 6 | 1u << 13,  /* al: indirect */
        1u << 10 | 1u << 6 | 1u << 13}; /* al2 */
    for (unsigned i = 0; i < nsym; i++) {
        uint32_t s = syms + 24 * i;
        PUT(s, names[i][0]);
        PUT(s + 4, names[i][1]);
        PUT(s + 8, names[i][0]);
        PUT(s + 12, names[i][1]);
        PUT(s + 16, lie == L_ST_COMDAT && i == 1 ? 7 : UINT32_MAX);
        PUT(s + 20, flags[i]);
    }
    /* one uncommon (gv): common size 4, align 4, no fallback, section */
    PUT(uncs, 4);
    PUT(uncs + 4, 4);
    PUT(uncs + 16, S_SRC);
    PUT(uncs + 20, 3);
#undef PUT
    return lie == L_ST_SHORT ? 40 : end;
}

static void ir_file(bw *w, enum lie lie, irfile *r, const irpos *prev)
{
    bw_magic_ir(w);
    ir_module(w, lie, &r->p, prev);
    if (lie == L_TWO_MODULES) { /* a second one, paired by order */
        irpos p2, none;
        memset(&p2, 0, sizeof p2);
        memset(&none, 0, sizeof none);
        ir_module(w, L_NO_VSTOFFSET, &p2, &none);
    }
    uint8_t st[512];
    r->blob_len = symtab_blob(st, lie, &r->syms);
    r->symtab = tu_blob_block(w, TU_SYMTAB_BLOCK_ID, st, r->blob_len,
                              &r->blob);
    if (lie != L_NO_STRTAB)
        tu_blob_block(w, TU_STRTAB_BLOCK_ID, gb_strtab, S_LEN, NULL);
    if (lie == L_IDENT_ALONE) { /* a MODULE after the STRTAB */
        tu_module_begin(w, 3, 2);
        bw_end(w, 3);
    }
}

void gb_ir_cases(void)
{
    for (int lie = 0; lie < L_NLIES; lie++) {
        irpos prev;
        irfile r;
        memset(&prev, 0, sizeof prev);
        prev.ident = 32;
        prev.vst = prev.fn[0] = prev.fn[1] = prev.fn[2] = 32;
        gb_case c;
        for (int pass = 0; pass < 8; pass++) {
            gb_begin(&c, lies[lie].name, lies[lie].rule);
            memset(&r, 0, sizeof r);
            ir_file(&c.w, (enum lie)lie, &r, &prev);
            if (memcmp(&r.p, &prev, sizeof prev) == 0)
                break;
            prev = r.p;
            bw_free(&c.w);
        }
        if (lie == L_WRAPPED) {
            bw outer;
            bw_init(&outer);
            bw_wrap(&outer, 20, (uint32_t)bw_size(&c.w), &c.w, 12);
            bw_free(&c.w);
            c.w = outer;
        }
        gb_ir_expect(&c, (enum lie)lie, &r);
        gb_ir_refs_expect(&c, (enum lie)lie, &r);
        gb_emit(&c);
    }
}
