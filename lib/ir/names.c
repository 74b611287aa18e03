/*
 * names.c - symbolic names for LLVM IR bitstream blocks and records.
 *
 * The strings below are the labels that the llvm-bcanalyzer tool prints for
 * an LLVM IR bitstream, i.e. the names produced by the GetBlockName() and
 * GetCodeName() helpers in upstream LLVM's lib/Bitcode/Reader/
 * BitcodeAnalyzer.cpp (current main branch, which knows a superset of the
 * codes LLVM 14 knows).  The numeric block ids and record codes are the
 * values of the enums in llvm/Bitcode/LLVMBitCodes.h and
 * llvm/Bitstream/BitCodes.h.  The tables are our own arrangement of that
 * information; a few quirks are intentional because the analyzer has them:
 *   - some block labels keep an "_ID" suffix (PARAMATTR_GROUP_BLOCK_ID,
 *     IDENTIFICATION_BLOCK_ID, TYPE_BLOCK_ID, USELIST_BLOCK_ID), others do
 *     not, and the value symbol table is just "VALUE_SYMTAB";
 *   - block 17 (the "new" type block) is labelled TYPE_BLOCK_ID;
 *   - block 26 (sync scope names) has no label upstream;
 *   - PARAMATTR codes 1 and 2 are both "ENTRY";
 *   - constants code 21 keeps its prefix: "CST_CODE_BLOCKADDRESS";
 *   - use-list codes keep their prefix ("USELIST_CODE_DEFAULT"/"_BB");
 *   - constants code 12 (the pre-LLVM-19 GEP) has no label upstream, the
 *     label "CE_GEP" belongs to code 32;
 *   - the two summary blocks (20 and 24) share one code table.
 *
 * Codes that the analyzer does not name (e.g. MODULE_CODE_IFUNC) are
 * deliberately absent so that callers can print "UnknownCodeN" exactly
 * where llvm-bcanalyzer does.
 */
#include "config.h"

#include <stddef.h>

#include "ir/ir.h"

/* A dense code -> label table; unnamed slots are NULL. */
struct bcq_code_table {
    const char *const *names;
    unsigned count;
};

#define BCQ_TABLE(arr) { arr, (unsigned)(sizeof(arr) / sizeof(arr[0])) }

/* Block 0: the standard BLOCKINFO block. */
static const char *const blockinfo_codes[] = {
    [1] = "SETBID",
    [2] = "BLOCKNAME",
    [3] = "SETRECORDNAME",
};

/* Block 8. */
static const char *const module_codes[] = {
    [1] = "VERSION",
    [2] = "TRIPLE",
    [3] = "DATALAYOUT",
    [4] = "ASM",
    [5] = "SECTIONNAME",
    [6] = "DEPLIB",
    [7] = "GLOBALVAR",
    [8] = "FUNCTION",
    /* 9 (old alias) and 10 are unnamed */
    [11] = "GCNAME",
    [12] = "COMDAT",
    [13] = "VSTOFFSET",
    [14] = "ALIAS",
    [15] = "METADATA_VALUES_UNUSED",
    [16] = "SOURCE_FILENAME",
    [17] = "HASH",
    /* 18 (ifunc) is unnamed */
};

/* Block 9. */
static const char *const paramattr_codes[] = {
    [1] = "ENTRY", /* old-style entry */
    [2] = "ENTRY",
};

/* Block 10. */
static const char *const paramattr_group_codes[] = {
    [3] = "ENTRY",
};

/* Block 11. */
static const char *const constants_codes[] = {
    [1] = "SETTYPE",
    [2] = "NULL",
    [3] = "UNDEF",
    [4] = "INTEGER",
    [5] = "WIDE_INTEGER",
    [6] = "FLOAT",
    [7] = "AGGREGATE",
    [8] = "STRING",
    [9] = "CSTRING",
    [10] = "CE_BINOP",
    [11] = "CE_CAST",
    /* 12: old GEP, unnamed upstream (LLVM 14 printed CE_GEP) */
    [13] = "CE_SELECT",
    [14] = "CE_EXTRACTELT",
    [15] = "CE_INSERTELT",
    [16] = "CE_SHUFFLEVEC",
    [17] = "CE_CMP",
    /* 18: old inline asm, unnamed */
    [19] = "CE_SHUFVEC_EX",
    [20] = "CE_INBOUNDS_GEP",
    [21] = "CST_CODE_BLOCKADDRESS",
    [22] = "DATA",
    /* 23, 24: unnamed */
    [25] = "CE_UNOP",
    /* 26 (poison): unnamed */
    [27] = "DSO_LOCAL_EQUIVALENT",
    /* 28: unnamed */
    [29] = "NO_CFI_VALUE",
    [30] = "INLINEASM",
    /* 31: unnamed */
    [32] = "CE_GEP",
    [33] = "PTRAUTH",
};

/* Block 12. */
static const char *const function_codes[] = {
    [1] = "DECLAREBLOCKS",
    [2] = "INST_BINOP",
    [3] = "INST_CAST",
    [4] = "INST_GEP_OLD",
    [5] = "INST_SELECT",
    [6] = "INST_EXTRACTELT",
    [7] = "INST_INSERTELT",
    [8] = "INST_SHUFFLEVEC",
    [9] = "INST_CMP",
    [10] = "INST_RET",
    [11] = "INST_BR",
    [12] = "INST_SWITCH",
    [13] = "INST_INVOKE",
    [15] = "INST_UNREACHABLE",
    [16] = "INST_PHI",
    [19] = "INST_ALLOCA",
    [20] = "INST_LOAD",
    [23] = "INST_VAARG",
    [26] = "INST_EXTRACTVAL",
    [27] = "INST_INSERTVAL",
    [28] = "INST_CMP2",
    [29] = "INST_VSELECT",
    [30] = "INST_INBOUNDS_GEP_OLD",
    [33] = "DEBUG_LOC_AGAIN",
    [34] = "INST_CALL",
    [35] = "DEBUG_LOC",
    [36] = "INST_FENCE",
    [41] = "INST_LOADATOMIC",
    [43] = "INST_GEP",
    [44] = "INST_STORE",
    [45] = "INST_STOREATOMIC",
    [46] = "INST_CMPXCHG",
    [48] = "INST_CLEANUPRET",
    [49] = "INST_CATCHRET",
    [50] = "INST_CATCHPAD",
    [55] = "OPERAND_BUNDLE",
    [56] = "INST_UNOP",
    [57] = "INST_CALLBR",
    [59] = "INST_ATOMICRMW",
    [60] = "BLOCKADDR_USERS",
    [61] = "DEBUG_RECORD_VALUE",
    [62] = "DEBUG_RECORD_DECLARE",
    [63] = "DEBUG_RECORD_ASSIGN",
    [64] = "DEBUG_RECORD_VALUE_SIMPLE",
    [65] = "DEBUG_RECORD_LABEL",
    [66] = "DEBUG_RECORD_DECLARE_VALUE",
};

/* Block 13. */
static const char *const identification_codes[] = {
    [1] = "STRING",
    [2] = "EPOCH",
};

/* Block 14. */
static const char *const value_symtab_codes[] = {
    [1] = "ENTRY",
    [2] = "BBENTRY",
    [3] = "FNENTRY",
    [5] = "COMBINED_ENTRY",
};

/* Block 15. */
static const char *const metadata_codes[] = {
    [1] = "STRING_OLD",
    [2] = "VALUE",
    [3] = "NODE",
    [4] = "NAME",
    [5] = "DISTINCT_NODE",
    [6] = "KIND",
    [7] = "LOCATION",
    [8] = "OLD_NODE",
    [9] = "OLD_FN_NODE",
    [10] = "NAMED_NODE",
    /* 11 (attachment) lives in block 16 */
    [12] = "GENERIC_DEBUG",
    [13] = "SUBRANGE",
    [14] = "ENUMERATOR",
    [15] = "BASIC_TYPE",
    [16] = "FILE",
    [17] = "DERIVED_TYPE",
    [18] = "COMPOSITE_TYPE",
    [19] = "SUBROUTINE_TYPE",
    [20] = "COMPILE_UNIT",
    [21] = "SUBPROGRAM",
    [22] = "LEXICAL_BLOCK",
    [23] = "LEXICAL_BLOCK_FILE",
    [24] = "NAMESPACE",
    [25] = "TEMPLATE_TYPE",
    [26] = "TEMPLATE_VALUE",
    [27] = "GLOBAL_VAR",
    [28] = "LOCAL_VAR",
    [29] = "EXPRESSION",
    [30] = "OBJC_PROPERTY",
    [31] = "IMPORTED_ENTITY",
    [32] = "MODULE",
    [33] = "MACRO",
    [34] = "MACRO_FILE",
    [35] = "STRINGS",
    [36] = "GLOBAL_DECL_ATTACHMENT",
    [37] = "GLOBAL_VAR_EXPR",
    [38] = "INDEX_OFFSET",
    [39] = "INDEX",
    /* 40..45 (label, string type, common block, generic subrange, ...)
       are unnamed */
    [46] = "ARG_LIST",
    /* 47.. (assign id, subrange type, fixed point type) are unnamed */
};

/* Block 16. */
static const char *const metadata_attachment_codes[] = {
    [11] = "ATTACHMENT",
};

/* Block 17. */
static const char *const type_codes[] = {
    [1] = "NUMENTRY",
    [2] = "VOID",
    [3] = "FLOAT",
    [4] = "DOUBLE",
    [5] = "LABEL",
    [6] = "OPAQUE",
    [7] = "INTEGER",
    [8] = "POINTER",
    /* 9 (old function type) is unnamed */
    [10] = "HALF",
    [11] = "ARRAY",
    [12] = "VECTOR",
    [13] = "X86_FP80",
    [14] = "FP128",
    [15] = "PPC_FP128",
    [16] = "METADATA",
    [17] = "X86_MMX",
    [18] = "STRUCT_ANON",
    [19] = "STRUCT_NAME",
    [20] = "STRUCT_NAMED",
    [21] = "FUNCTION",
    [22] = "TOKEN",
    [23] = "BFLOAT",
    /* 24.. (x86_amx, opaque pointer, target type, ...) are unnamed */
};

/* Block 18. */
static const char *const uselist_codes[] = {
    [1] = "USELIST_CODE_DEFAULT",
    [2] = "USELIST_CODE_BB",
};

/* Block 19. */
static const char *const module_strtab_codes[] = {
    [1] = "ENTRY",
    [2] = "HASH",
};

/* Blocks 20 and 24 (per-module / combined / full-LTO summaries). */
static const char *const summary_codes[] = {
    [1] = "PERMODULE",
    [2] = "PERMODULE_PROFILE",
    [3] = "PERMODULE_GLOBALVAR_INIT_REFS",
    [4] = "COMBINED",
    [5] = "COMBINED_PROFILE",
    [6] = "COMBINED_GLOBALVAR_INIT_REFS",
    [7] = "ALIAS",
    [8] = "COMBINED_ALIAS",
    [9] = "COMBINED_ORIGINAL_NAME",
    [10] = "VERSION",
    [11] = "TYPE_TESTS",
    [12] = "TYPE_TEST_ASSUME_VCALLS",
    [13] = "TYPE_CHECKED_LOAD_VCALLS",
    [14] = "TYPE_TEST_ASSUME_CONST_VCALL",
    [15] = "TYPE_CHECKED_LOAD_CONST_VCALL",
    [16] = "VALUE_GUID",
    [17] = "CFI_FUNCTION_DEFS",
    [18] = "CFI_FUNCTION_DECLS",
    [19] = "PERMODULE_RELBF",
    [20] = "FLAGS",
    [21] = "TYPE_ID",
    [22] = "TYPE_ID_METADATA",
    [23] = "PERMODULE_VTABLE_GLOBALVAR_INIT_REFS",
    [24] = "BLOCK_COUNT",
    [25] = "PARAM_ACCESS",
    [26] = "PERMODULE_CALLSITE_INFO",
    [27] = "PERMODULE_ALLOC_INFO",
    [28] = "COMBINED_CALLSITE_INFO",
    [29] = "COMBINED_ALLOC_INFO",
    [30] = "STACK_IDS",
    [31] = "ALLOC_CONTEXT_IDS",
    [32] = "CONTEXT_RADIX_TREE_ARRAY",
    [33] = "COMBINED_ALLOC_INFO_NO_CONTEXT",
};

/* Block 21. */
static const char *const operand_bundle_tags_codes[] = {
    [1] = "OPERAND_BUNDLE_TAG",
};

/* Block 22. */
static const char *const metadata_kind_codes[] = {
    [6] = "KIND",
};

/* Blocks 23 (STRTAB) and 25 (SYMTAB): a single blob record each. */
static const char *const blob_codes[] = {
    [1] = "BLOB",
};

struct bcq_block_entry {
    const char *name;
    struct bcq_code_table codes;
};

/* Indexed by block id; ids 1..7 are reserved by the bitstream format and
   unnamed, id 26 (sync scope names) is unnamed upstream. */
static const struct bcq_block_entry block_table[] = {
    [0] = { "BLOCKINFO_BLOCK", BCQ_TABLE(blockinfo_codes) },
    [8] = { "MODULE_BLOCK", BCQ_TABLE(module_codes) },
    [9] = { "PARAMATTR_BLOCK", BCQ_TABLE(paramattr_codes) },
    [10] = { "PARAMATTR_GROUP_BLOCK_ID", BCQ_TABLE(paramattr_group_codes) },
    [11] = { "CONSTANTS_BLOCK", BCQ_TABLE(constants_codes) },
    [12] = { "FUNCTION_BLOCK", BCQ_TABLE(function_codes) },
    [13] = { "IDENTIFICATION_BLOCK_ID", BCQ_TABLE(identification_codes) },
    [14] = { "VALUE_SYMTAB", BCQ_TABLE(value_symtab_codes) },
    [15] = { "METADATA_BLOCK", BCQ_TABLE(metadata_codes) },
    [16] = { "METADATA_ATTACHMENT_BLOCK",
             BCQ_TABLE(metadata_attachment_codes) },
    [17] = { "TYPE_BLOCK_ID", BCQ_TABLE(type_codes) },
    [18] = { "USELIST_BLOCK_ID", BCQ_TABLE(uselist_codes) },
    [19] = { "MODULE_STRTAB_BLOCK", BCQ_TABLE(module_strtab_codes) },
    [20] = { "GLOBALVAL_SUMMARY_BLOCK", BCQ_TABLE(summary_codes) },
    [21] = { "OPERAND_BUNDLE_TAGS_BLOCK",
             BCQ_TABLE(operand_bundle_tags_codes) },
    [22] = { "METADATA_KIND_BLOCK", BCQ_TABLE(metadata_kind_codes) },
    [23] = { "STRTAB_BLOCK", BCQ_TABLE(blob_codes) },
    [24] = { "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK", BCQ_TABLE(summary_codes) },
    [25] = { "SYMTAB_BLOCK", BCQ_TABLE(blob_codes) },
};

#define BCQ_NBLOCKS ((unsigned)(sizeof(block_table) / sizeof(block_table[0])))

const char *bcq__ir_block_name(unsigned block_id)
{
    if (block_id >= BCQ_NBLOCKS)
        return NULL;
    return block_table[block_id].name;
}

const char *bcq__ir_record_name(unsigned block_id, unsigned code)
{
    const struct bcq_code_table *t;

    if (block_id >= BCQ_NBLOCKS)
        return NULL;
    t = &block_table[block_id].codes;
    if (t->names == NULL || code >= t->count)
        return NULL;
    return t->names[code];
}
