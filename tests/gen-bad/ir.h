/* ir.h - the IR file of ir.c and its lies, shared with ir-expect.c. */
#ifndef BCQ_GEN_BAD_IR_H
#define BCQ_GEN_BAD_IR_H

#include "gen-bad.h"

enum lie {
    L_NONE, L_NO_VSTOFFSET, L_FNENTRY_INSIDE, L_FNENTRY_DUP_VALUE,
    L_FNENTRY_DUP_BLOCK, L_FNENTRY_DECL, L_FNENTRY_MISSING,
    L_VSTOFFSET_PAST, L_VSTOFFSET_AT_FUNC, L_EXTRA_FUNC_BLOCK,
    L_NAME_OUTSIDE, L_SECTION_ID, L_COMDAT_ID, L_VERSION3, L_VERSION1,
    L_ALIAS_CYCLE, L_ALIAS_SELF, L_OLD_CALL, L_UNKNOWN_INST, L_BR_EXTRA,
    L_BAD_FN_TYPE, L_TYPE_UNKNOWN, L_CALL_ARGS_SHORT, L_PHI_FORWARD,
    L_ST_VERSION, L_ST_NSYMS, L_ST_STALE, L_ST_STR_OUT, L_ST_COMDAT,
    L_ST_MODULE_RANGE, L_ST_UNCOMMON, L_ST_SHORT, L_NO_STRTAB,
    L_IDENT_ALONE, L_TWO_MODULES, L_WRAPPED, L_STDCALL, L_COMDATS,
    L_SECTIONS_GC, L_DEPLIBS, L_MODULE_ASM, L_HASH, L_MANY_INSTS,
    L_CST_SELF, L_CST_PAIR, L_CST_CAST_CYCLE, L_CST_PAST, L_CST_OVERRUN,
    L_SETTYPE_OUT, L_INIT_PAST, L_FN_CST_ARG, L_FN_CST_PAST, L_OPND_PAST,
    L_CASE_WIDE, L_BAD_CC, L_NLIES
};

/* The STRTAB (ir.c): names, then the SYMTAB's strings, at these offsets. */
extern const char gb_strtab[];
enum { S_GV = 0, S_F = 2, S_G = 3, S_H = 4, S_AL = 5, S_AL2 = 7,
       S_PROD = 10, S_TRIPLE = 16, S_SRC = 35, S_CDT = 38, S_LEN = 41 };

/* Where things are (bits from the start of the stream). */
typedef struct irpos {
    uint64_t ident, vst, fn[3];        /* blocks the records point at */
    uint64_t module, version, gv, fn_g, vstoffset, fnentry_h; /* to expect */
    uint64_t cst, cst_bad, cst_end; /* module CONSTANTS block (ENTER bit,
                                       the field at fault, its end) */
    uint64_t fn_bad;           /* the bad record in a body */
} irpos;

static inline uint64_t word_of(const irpos *p, uint64_t bit)
{
    return (bit - p->ident) / 32 + 1; /* from one word before IDENT */
}

/* The file, and where its SYMTAB block and blob are. */
typedef struct irfile {
    irpos p;
    uint64_t symtab, blob;
    size_t blob_len;
    uint32_t syms;
} irfile;

/* What each query must give for the file r with lie (ir-expect.c). */
void gb_ir_expect(gb_case *c, enum lie lie, const irfile *r);
/* What the constant and reference queries must give (ir-refs.c). */
void gb_ir_refs_expect(gb_case *c, enum lie lie, const irfile *r);

#endif
