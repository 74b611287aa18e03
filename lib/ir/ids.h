/*
 * ids.h - the one table of LLVM IR ids: the block ids of an LLVM IR
 * bitstream and, per block, its record codes.  lib/ir names every LLVM
 * block id and record code it uses by the identifiers declared here.
 *
 * Each list is an X-macro whose entries are X(identifier, value, name):
 *   identifier  "BCQ__" and LLVM's own enumerator name (llvm/Bitcode/
 *               LLVMBitCodes.h, namespace llvm::bitc), so that grepping
 *               LLVM for the rest of it finds the definition and its uses;
 *   value       the number LLVM writes;
 *   name        the label llvm-bcanalyzer -dump prints for it in that
 *               block, or NULL where it prints none (UnknownBlockN,
 *               UnknownCodeN).
 * The enums at the end of this header are generated from the lists.
 *
 * Covered: every block id and record code of LLVM 19 through 22 (checked
 * against LLVMBitCodes.h of 19.1 and 22.1), the old codes that readers
 * still accept included.  The names are llvm-bcanalyzer 22's (checked by
 * running it on a record of every code in every block), printed whatever
 * LLVM wrote the file.  Older analyzers name fewer: 19's leaves FS codes
 * 31..33 and DEBUG_RECORD_DECLARE_VALUE unnamed; 14's also CE_GEP (32),
 * PTRAUTH, BLOCKADDR_USERS, the other DEBUG_RECORD_* and FS codes 26..30,
 * and it calls constants code 12 "CE_GEP".
 *
 * Not here: block 0 (BLOCKINFO) and its record codes, which belong to the
 * bitstream format (lib/bitstream), the ids 1..7 it reserves, and operand
 * encodings (cast and binary opcodes, linkages, orderings, attribute
 * kinds, comdat selection kinds, ...).
 *
 * llvm-bcanalyzer's quirks, kept because bcq prints what it prints:
 *   - block labels are not the enumerators: some keep "_ID"
 *     (PARAMATTR_GROUP_BLOCK_ID, IDENTIFICATION_BLOCK_ID,
 *     USELIST_BLOCK_ID), TYPE_BLOCK_ID_NEW is "TYPE_BLOCK_ID",
 *     VALUE_SYMTAB_BLOCK_ID is "VALUE_SYMTAB", METADATA_ATTACHMENT_ID is
 *     "METADATA_ATTACHMENT_BLOCK"; SYNC_SCOPE_NAMES_BLOCK_ID and its code
 *     have no label;
 *   - both PARAMATTR codes are "ENTRY";
 *   - a few code labels keep their prefix: "CST_CODE_BLOCKADDRESS",
 *     "USELIST_CODE_DEFAULT", "USELIST_CODE_BB";
 *   - constants code 12 (CE_GEP_OLD) has no label; "CE_GEP" is code 32;
 *   - METADATA_KIND (6) and METADATA_ATTACHMENT (11) are metadata codes
 *     that LLVM writes in blocks of their own; their lists below repeat
 *     them (declaring nothing new: checked against the metadata codes),
 *     and ATTACHMENT has no label inside METADATA_BLOCK_ID;
 *   - GLOBALVAL_SUMMARY_BLOCK_ID and FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID
 *     share one list of codes.
 */
#ifndef BCQ_IR_IDS_H
#define BCQ_IR_IDS_H

#include <stddef.h> /* NULL in the name column */

#include "bcq.h"

/* ------------------------------------------------------------- block ids */

/* LLVM's BlockIDs; 8 is FIRST_APPLICATION_BLOCKID. */
#define BCQ__IDS_BLOCKS(X)                                                    \
    X(BCQ__MODULE_BLOCK_ID, 8, "MODULE_BLOCK")                                \
    X(BCQ__PARAMATTR_BLOCK_ID, 9, "PARAMATTR_BLOCK")                          \
    X(BCQ__PARAMATTR_GROUP_BLOCK_ID, 10, "PARAMATTR_GROUP_BLOCK_ID")          \
    X(BCQ__CONSTANTS_BLOCK_ID, 11, "CONSTANTS_BLOCK")                         \
    X(BCQ__FUNCTION_BLOCK_ID, 12, "FUNCTION_BLOCK")                           \
    X(BCQ__IDENTIFICATION_BLOCK_ID, 13, "IDENTIFICATION_BLOCK_ID")            \
    X(BCQ__VALUE_SYMTAB_BLOCK_ID, 14, "VALUE_SYMTAB")                         \
    X(BCQ__METADATA_BLOCK_ID, 15, "METADATA_BLOCK")                           \
    X(BCQ__METADATA_ATTACHMENT_ID, 16, "METADATA_ATTACHMENT_BLOCK")           \
    X(BCQ__TYPE_BLOCK_ID_NEW, 17, "TYPE_BLOCK_ID")                            \
    X(BCQ__USELIST_BLOCK_ID, 18, "USELIST_BLOCK_ID")                          \
    X(BCQ__MODULE_STRTAB_BLOCK_ID, 19, "MODULE_STRTAB_BLOCK")                 \
    X(BCQ__GLOBALVAL_SUMMARY_BLOCK_ID, 20, "GLOBALVAL_SUMMARY_BLOCK")         \
    X(BCQ__OPERAND_BUNDLE_TAGS_BLOCK_ID, 21, "OPERAND_BUNDLE_TAGS_BLOCK")     \
    X(BCQ__METADATA_KIND_BLOCK_ID, 22, "METADATA_KIND_BLOCK")                 \
    X(BCQ__STRTAB_BLOCK_ID, 23, "STRTAB_BLOCK")                               \
    X(BCQ__FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID, 24,                           \
      "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK")                                     \
    X(BCQ__SYMTAB_BLOCK_ID, 25, "SYMTAB_BLOCK")                               \
    X(BCQ__SYNC_SCOPE_NAMES_BLOCK_ID, 26, NULL)

/* ---------------------------------------------- record codes, per block */

/* MODULE_BLOCK_ID: ModuleCodes. */
#define BCQ__IDS_MODULE_CODES(X)                                              \
    X(BCQ__MODULE_CODE_VERSION, 1, "VERSION")                                 \
    X(BCQ__MODULE_CODE_TRIPLE, 2, "TRIPLE")                                   \
    X(BCQ__MODULE_CODE_DATALAYOUT, 3, "DATALAYOUT")                           \
    X(BCQ__MODULE_CODE_ASM, 4, "ASM")                                         \
    X(BCQ__MODULE_CODE_SECTIONNAME, 5, "SECTIONNAME")                         \
    X(BCQ__MODULE_CODE_DEPLIB, 6, "DEPLIB")                                   \
    X(BCQ__MODULE_CODE_GLOBALVAR, 7, "GLOBALVAR")                             \
    X(BCQ__MODULE_CODE_FUNCTION, 8, "FUNCTION")                               \
    X(BCQ__MODULE_CODE_ALIAS_OLD, 9, NULL)                                    \
    X(BCQ__MODULE_CODE_GCNAME, 11, "GCNAME")                                  \
    X(BCQ__MODULE_CODE_COMDAT, 12, "COMDAT")                                  \
    X(BCQ__MODULE_CODE_VSTOFFSET, 13, "VSTOFFSET")                            \
    X(BCQ__MODULE_CODE_ALIAS, 14, "ALIAS")                                    \
    X(BCQ__MODULE_CODE_METADATA_VALUES_UNUSED, 15, "METADATA_VALUES_UNUSED")  \
    X(BCQ__MODULE_CODE_SOURCE_FILENAME, 16, "SOURCE_FILENAME")                \
    X(BCQ__MODULE_CODE_HASH, 17, "HASH")                                      \
    X(BCQ__MODULE_CODE_IFUNC, 18, NULL)

/* PARAMATTR_BLOCK_ID: AttributeCodes, the two of this block. */
#define BCQ__IDS_PARAMATTR_CODES(X)                                           \
    X(BCQ__PARAMATTR_CODE_ENTRY_OLD, 1, "ENTRY")                              \
    X(BCQ__PARAMATTR_CODE_ENTRY, 2, "ENTRY")

/* PARAMATTR_GROUP_BLOCK_ID: AttributeCodes, the one of this block. */
#define BCQ__IDS_PARAMATTR_GROUP_CODES(X)                                     \
    X(BCQ__PARAMATTR_GRP_CODE_ENTRY, 3, "ENTRY")

/* CONSTANTS_BLOCK_ID: ConstantsCodes. */
#define BCQ__IDS_CONSTANTS_CODES(X)                                           \
    X(BCQ__CST_CODE_SETTYPE, 1, "SETTYPE")                                    \
    X(BCQ__CST_CODE_NULL, 2, "NULL")                                          \
    X(BCQ__CST_CODE_UNDEF, 3, "UNDEF")                                        \
    X(BCQ__CST_CODE_INTEGER, 4, "INTEGER")                                    \
    X(BCQ__CST_CODE_WIDE_INTEGER, 5, "WIDE_INTEGER")                          \
    X(BCQ__CST_CODE_FLOAT, 6, "FLOAT")                                        \
    X(BCQ__CST_CODE_AGGREGATE, 7, "AGGREGATE")                                \
    X(BCQ__CST_CODE_STRING, 8, "STRING")                                      \
    X(BCQ__CST_CODE_CSTRING, 9, "CSTRING")                                    \
    X(BCQ__CST_CODE_CE_BINOP, 10, "CE_BINOP")                                 \
    X(BCQ__CST_CODE_CE_CAST, 11, "CE_CAST")                                   \
    X(BCQ__CST_CODE_CE_GEP_OLD, 12, NULL)                                     \
    X(BCQ__CST_CODE_CE_SELECT, 13, "CE_SELECT")                               \
    X(BCQ__CST_CODE_CE_EXTRACTELT, 14, "CE_EXTRACTELT")                       \
    X(BCQ__CST_CODE_CE_INSERTELT, 15, "CE_INSERTELT")                         \
    X(BCQ__CST_CODE_CE_SHUFFLEVEC, 16, "CE_SHUFFLEVEC")                       \
    X(BCQ__CST_CODE_CE_CMP, 17, "CE_CMP")                                     \
    X(BCQ__CST_CODE_INLINEASM_OLD, 18, NULL)                                  \
    X(BCQ__CST_CODE_CE_SHUFVEC_EX, 19, "CE_SHUFVEC_EX")                       \
    X(BCQ__CST_CODE_CE_INBOUNDS_GEP, 20, "CE_INBOUNDS_GEP")                   \
    X(BCQ__CST_CODE_BLOCKADDRESS, 21, "CST_CODE_BLOCKADDRESS")                \
    X(BCQ__CST_CODE_DATA, 22, "DATA")                                         \
    X(BCQ__CST_CODE_INLINEASM_OLD2, 23, NULL)                                 \
    X(BCQ__CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD, 24, NULL)                  \
    X(BCQ__CST_CODE_CE_UNOP, 25, "CE_UNOP")                                   \
    X(BCQ__CST_CODE_POISON, 26, NULL)                                         \
    X(BCQ__CST_CODE_DSO_LOCAL_EQUIVALENT, 27, "DSO_LOCAL_EQUIVALENT")         \
    X(BCQ__CST_CODE_INLINEASM_OLD3, 28, NULL)                                 \
    X(BCQ__CST_CODE_NO_CFI_VALUE, 29, "NO_CFI_VALUE")                         \
    X(BCQ__CST_CODE_INLINEASM, 30, "INLINEASM")                               \
    X(BCQ__CST_CODE_CE_GEP_WITH_INRANGE, 31, NULL)                            \
    X(BCQ__CST_CODE_CE_GEP, 32, "CE_GEP")                                     \
    X(BCQ__CST_CODE_PTRAUTH, 33, "PTRAUTH")                                   \
    X(BCQ__CST_CODE_PTRAUTH2, 34, NULL)

/* FUNCTION_BLOCK_ID: FunctionCodes. */
#define BCQ__IDS_FUNCTION_CODES(X)                                            \
    X(BCQ__FUNC_CODE_DECLAREBLOCKS, 1, "DECLAREBLOCKS")                       \
    X(BCQ__FUNC_CODE_INST_BINOP, 2, "INST_BINOP")                             \
    X(BCQ__FUNC_CODE_INST_CAST, 3, "INST_CAST")                               \
    X(BCQ__FUNC_CODE_INST_GEP_OLD, 4, "INST_GEP_OLD")                         \
    X(BCQ__FUNC_CODE_INST_SELECT, 5, "INST_SELECT")                           \
    X(BCQ__FUNC_CODE_INST_EXTRACTELT, 6, "INST_EXTRACTELT")                   \
    X(BCQ__FUNC_CODE_INST_INSERTELT, 7, "INST_INSERTELT")                     \
    X(BCQ__FUNC_CODE_INST_SHUFFLEVEC, 8, "INST_SHUFFLEVEC")                   \
    X(BCQ__FUNC_CODE_INST_CMP, 9, "INST_CMP")                                 \
    X(BCQ__FUNC_CODE_INST_RET, 10, "INST_RET")                                \
    X(BCQ__FUNC_CODE_INST_BR, 11, "INST_BR")                                  \
    X(BCQ__FUNC_CODE_INST_SWITCH, 12, "INST_SWITCH")                          \
    X(BCQ__FUNC_CODE_INST_INVOKE, 13, "INST_INVOKE")                          \
    X(BCQ__FUNC_CODE_INST_UNREACHABLE, 15, "INST_UNREACHABLE")                \
    X(BCQ__FUNC_CODE_INST_PHI, 16, "INST_PHI")                                \
    X(BCQ__FUNC_CODE_INST_ALLOCA, 19, "INST_ALLOCA")                          \
    X(BCQ__FUNC_CODE_INST_LOAD, 20, "INST_LOAD")                              \
    X(BCQ__FUNC_CODE_INST_VAARG, 23, "INST_VAARG")                            \
    X(BCQ__FUNC_CODE_INST_STORE_OLD, 24, NULL)                                \
    X(BCQ__FUNC_CODE_INST_EXTRACTVAL, 26, "INST_EXTRACTVAL")                  \
    X(BCQ__FUNC_CODE_INST_INSERTVAL, 27, "INST_INSERTVAL")                    \
    X(BCQ__FUNC_CODE_INST_CMP2, 28, "INST_CMP2")                              \
    X(BCQ__FUNC_CODE_INST_VSELECT, 29, "INST_VSELECT")                        \
    X(BCQ__FUNC_CODE_INST_INBOUNDS_GEP_OLD, 30, "INST_INBOUNDS_GEP_OLD")      \
    X(BCQ__FUNC_CODE_INST_INDIRECTBR, 31, NULL)                               \
    X(BCQ__FUNC_CODE_DEBUG_LOC_AGAIN, 33, "DEBUG_LOC_AGAIN")                  \
    X(BCQ__FUNC_CODE_INST_CALL, 34, "INST_CALL")                              \
    X(BCQ__FUNC_CODE_DEBUG_LOC, 35, "DEBUG_LOC")                              \
    X(BCQ__FUNC_CODE_INST_FENCE, 36, "INST_FENCE")                            \
    X(BCQ__FUNC_CODE_INST_CMPXCHG_OLD, 37, NULL)                              \
    X(BCQ__FUNC_CODE_INST_ATOMICRMW_OLD, 38, NULL)                            \
    X(BCQ__FUNC_CODE_INST_RESUME, 39, NULL)                                   \
    X(BCQ__FUNC_CODE_INST_LANDINGPAD_OLD, 40, NULL)                           \
    X(BCQ__FUNC_CODE_INST_LOADATOMIC, 41, "INST_LOADATOMIC")                  \
    X(BCQ__FUNC_CODE_INST_STOREATOMIC_OLD, 42, NULL)                          \
    X(BCQ__FUNC_CODE_INST_GEP, 43, "INST_GEP")                                \
    X(BCQ__FUNC_CODE_INST_STORE, 44, "INST_STORE")                            \
    X(BCQ__FUNC_CODE_INST_STOREATOMIC, 45, "INST_STOREATOMIC")                \
    X(BCQ__FUNC_CODE_INST_CMPXCHG, 46, "INST_CMPXCHG")                        \
    X(BCQ__FUNC_CODE_INST_LANDINGPAD, 47, NULL)                               \
    X(BCQ__FUNC_CODE_INST_CLEANUPRET, 48, "INST_CLEANUPRET")                  \
    X(BCQ__FUNC_CODE_INST_CATCHRET, 49, "INST_CATCHRET")                      \
    X(BCQ__FUNC_CODE_INST_CATCHPAD, 50, "INST_CATCHPAD")                      \
    X(BCQ__FUNC_CODE_INST_CLEANUPPAD, 51, NULL)                               \
    X(BCQ__FUNC_CODE_INST_CATCHSWITCH, 52, NULL)                              \
    X(BCQ__FUNC_CODE_OPERAND_BUNDLE, 55, "OPERAND_BUNDLE")                    \
    X(BCQ__FUNC_CODE_INST_UNOP, 56, "INST_UNOP")                              \
    X(BCQ__FUNC_CODE_INST_CALLBR, 57, "INST_CALLBR")                          \
    X(BCQ__FUNC_CODE_INST_FREEZE, 58, NULL)                                   \
    X(BCQ__FUNC_CODE_INST_ATOMICRMW, 59, "INST_ATOMICRMW")                    \
    X(BCQ__FUNC_CODE_BLOCKADDR_USERS, 60, "BLOCKADDR_USERS")                  \
    X(BCQ__FUNC_CODE_DEBUG_RECORD_VALUE, 61, "DEBUG_RECORD_VALUE")            \
    X(BCQ__FUNC_CODE_DEBUG_RECORD_DECLARE, 62, "DEBUG_RECORD_DECLARE")        \
    X(BCQ__FUNC_CODE_DEBUG_RECORD_ASSIGN, 63, "DEBUG_RECORD_ASSIGN")          \
    X(BCQ__FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE, 64,                           \
      "DEBUG_RECORD_VALUE_SIMPLE")                                            \
    X(BCQ__FUNC_CODE_DEBUG_RECORD_LABEL, 65, "DEBUG_RECORD_LABEL")            \
    X(BCQ__FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE, 66,                          \
      "DEBUG_RECORD_DECLARE_VALUE")

/* IDENTIFICATION_BLOCK_ID: IdentificationCodes. */
#define BCQ__IDS_IDENTIFICATION_CODES(X)                                      \
    X(BCQ__IDENTIFICATION_CODE_STRING, 1, "STRING")                           \
    X(BCQ__IDENTIFICATION_CODE_EPOCH, 2, "EPOCH")

/* VALUE_SYMTAB_BLOCK_ID: ValueSymtabCodes. */
#define BCQ__IDS_VALUE_SYMTAB_CODES(X)                                        \
    X(BCQ__VST_CODE_ENTRY, 1, "ENTRY")                                        \
    X(BCQ__VST_CODE_BBENTRY, 2, "BBENTRY")                                    \
    X(BCQ__VST_CODE_FNENTRY, 3, "FNENTRY")                                    \
    X(BCQ__VST_CODE_COMBINED_ENTRY, 5, "COMBINED_ENTRY")

/* METADATA_BLOCK_ID: MetadataCodes (42 and 43 are reserved upstream). */
#define BCQ__IDS_METADATA_CODES(X)                                            \
    X(BCQ__METADATA_STRING_OLD, 1, "STRING_OLD")                              \
    X(BCQ__METADATA_VALUE, 2, "VALUE")                                        \
    X(BCQ__METADATA_NODE, 3, "NODE")                                          \
    X(BCQ__METADATA_NAME, 4, "NAME")                                          \
    X(BCQ__METADATA_DISTINCT_NODE, 5, "DISTINCT_NODE")                        \
    X(BCQ__METADATA_KIND, 6, "KIND")                                          \
    X(BCQ__METADATA_LOCATION, 7, "LOCATION")                                  \
    X(BCQ__METADATA_OLD_NODE, 8, "OLD_NODE")                                  \
    X(BCQ__METADATA_OLD_FN_NODE, 9, "OLD_FN_NODE")                            \
    X(BCQ__METADATA_NAMED_NODE, 10, "NAMED_NODE")                             \
    X(BCQ__METADATA_ATTACHMENT, 11, NULL)                                     \
    X(BCQ__METADATA_GENERIC_DEBUG, 12, "GENERIC_DEBUG")                       \
    X(BCQ__METADATA_SUBRANGE, 13, "SUBRANGE")                                 \
    X(BCQ__METADATA_ENUMERATOR, 14, "ENUMERATOR")                             \
    X(BCQ__METADATA_BASIC_TYPE, 15, "BASIC_TYPE")                             \
    X(BCQ__METADATA_FILE, 16, "FILE")                                         \
    X(BCQ__METADATA_DERIVED_TYPE, 17, "DERIVED_TYPE")                         \
    X(BCQ__METADATA_COMPOSITE_TYPE, 18, "COMPOSITE_TYPE")                     \
    X(BCQ__METADATA_SUBROUTINE_TYPE, 19, "SUBROUTINE_TYPE")                   \
    X(BCQ__METADATA_COMPILE_UNIT, 20, "COMPILE_UNIT")                         \
    X(BCQ__METADATA_SUBPROGRAM, 21, "SUBPROGRAM")                             \
    X(BCQ__METADATA_LEXICAL_BLOCK, 22, "LEXICAL_BLOCK")                       \
    X(BCQ__METADATA_LEXICAL_BLOCK_FILE, 23, "LEXICAL_BLOCK_FILE")             \
    X(BCQ__METADATA_NAMESPACE, 24, "NAMESPACE")                               \
    X(BCQ__METADATA_TEMPLATE_TYPE, 25, "TEMPLATE_TYPE")                       \
    X(BCQ__METADATA_TEMPLATE_VALUE, 26, "TEMPLATE_VALUE")                     \
    X(BCQ__METADATA_GLOBAL_VAR, 27, "GLOBAL_VAR")                             \
    X(BCQ__METADATA_LOCAL_VAR, 28, "LOCAL_VAR")                               \
    X(BCQ__METADATA_EXPRESSION, 29, "EXPRESSION")                             \
    X(BCQ__METADATA_OBJC_PROPERTY, 30, "OBJC_PROPERTY")                       \
    X(BCQ__METADATA_IMPORTED_ENTITY, 31, "IMPORTED_ENTITY")                   \
    X(BCQ__METADATA_MODULE, 32, "MODULE")                                     \
    X(BCQ__METADATA_MACRO, 33, "MACRO")                                       \
    X(BCQ__METADATA_MACRO_FILE, 34, "MACRO_FILE")                             \
    X(BCQ__METADATA_STRINGS, 35, "STRINGS")                                   \
    X(BCQ__METADATA_GLOBAL_DECL_ATTACHMENT, 36, "GLOBAL_DECL_ATTACHMENT")     \
    X(BCQ__METADATA_GLOBAL_VAR_EXPR, 37, "GLOBAL_VAR_EXPR")                   \
    X(BCQ__METADATA_INDEX_OFFSET, 38, "INDEX_OFFSET")                         \
    X(BCQ__METADATA_INDEX, 39, "INDEX")                                       \
    X(BCQ__METADATA_LABEL, 40, NULL)                                          \
    X(BCQ__METADATA_STRING_TYPE, 41, NULL)                                    \
    X(BCQ__METADATA_COMMON_BLOCK, 44, NULL)                                   \
    X(BCQ__METADATA_GENERIC_SUBRANGE, 45, NULL)                               \
    X(BCQ__METADATA_ARG_LIST, 46, "ARG_LIST")                                 \
    X(BCQ__METADATA_ASSIGN_ID, 47, NULL)                                      \
    X(BCQ__METADATA_SUBRANGE_TYPE, 48, NULL)                                  \
    X(BCQ__METADATA_FIXED_POINT_TYPE, 49, NULL)

/* METADATA_ATTACHMENT_ID: one of the MetadataCodes, repeated. */
#define BCQ__IDS_METADATA_ATTACHMENT_CODES(X)                                 \
    X(BCQ__METADATA_ATTACHMENT, 11, "ATTACHMENT")

/* TYPE_BLOCK_ID_NEW: TypeCodes. */
#define BCQ__IDS_TYPE_CODES(X)                                                \
    X(BCQ__TYPE_CODE_NUMENTRY, 1, "NUMENTRY")                                 \
    X(BCQ__TYPE_CODE_VOID, 2, "VOID")                                         \
    X(BCQ__TYPE_CODE_FLOAT, 3, "FLOAT")                                       \
    X(BCQ__TYPE_CODE_DOUBLE, 4, "DOUBLE")                                     \
    X(BCQ__TYPE_CODE_LABEL, 5, "LABEL")                                       \
    X(BCQ__TYPE_CODE_OPAQUE, 6, "OPAQUE")                                     \
    X(BCQ__TYPE_CODE_INTEGER, 7, "INTEGER")                                   \
    X(BCQ__TYPE_CODE_POINTER, 8, "POINTER")                                   \
    X(BCQ__TYPE_CODE_FUNCTION_OLD, 9, NULL)                                   \
    X(BCQ__TYPE_CODE_HALF, 10, "HALF")                                        \
    X(BCQ__TYPE_CODE_ARRAY, 11, "ARRAY")                                      \
    X(BCQ__TYPE_CODE_VECTOR, 12, "VECTOR")                                    \
    X(BCQ__TYPE_CODE_X86_FP80, 13, "X86_FP80")                                \
    X(BCQ__TYPE_CODE_FP128, 14, "FP128")                                      \
    X(BCQ__TYPE_CODE_PPC_FP128, 15, "PPC_FP128")                              \
    X(BCQ__TYPE_CODE_METADATA, 16, "METADATA")                                \
    X(BCQ__TYPE_CODE_X86_MMX, 17, "X86_MMX")                                  \
    X(BCQ__TYPE_CODE_STRUCT_ANON, 18, "STRUCT_ANON")                          \
    X(BCQ__TYPE_CODE_STRUCT_NAME, 19, "STRUCT_NAME")                          \
    X(BCQ__TYPE_CODE_STRUCT_NAMED, 20, "STRUCT_NAMED")                        \
    X(BCQ__TYPE_CODE_FUNCTION, 21, "FUNCTION")                                \
    X(BCQ__TYPE_CODE_TOKEN, 22, "TOKEN")                                      \
    X(BCQ__TYPE_CODE_BFLOAT, 23, "BFLOAT")                                    \
    X(BCQ__TYPE_CODE_X86_AMX, 24, NULL)                                       \
    X(BCQ__TYPE_CODE_OPAQUE_POINTER, 25, NULL)                                \
    X(BCQ__TYPE_CODE_TARGET_TYPE, 26, NULL)

/* USELIST_BLOCK_ID: UseListCodes. */
#define BCQ__IDS_USELIST_CODES(X)                                             \
    X(BCQ__USELIST_CODE_DEFAULT, 1, "USELIST_CODE_DEFAULT")                   \
    X(BCQ__USELIST_CODE_BB, 2, "USELIST_CODE_BB")

/* MODULE_STRTAB_BLOCK_ID: ModulePathSymtabCodes. */
#define BCQ__IDS_MODULE_STRTAB_CODES(X)                                       \
    X(BCQ__MST_CODE_ENTRY, 1, "ENTRY")                                        \
    X(BCQ__MST_CODE_HASH, 2, "HASH")

/* GLOBALVAL_SUMMARY_BLOCK_ID and FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID:
 * GlobalValueSummarySymtabCodes. */
#define BCQ__IDS_GLOBALVAL_SUMMARY_CODES(X)                                   \
    X(BCQ__FS_PERMODULE, 1, "PERMODULE")                                      \
    X(BCQ__FS_PERMODULE_PROFILE, 2, "PERMODULE_PROFILE")                      \
    X(BCQ__FS_PERMODULE_GLOBALVAR_INIT_REFS, 3,                               \
      "PERMODULE_GLOBALVAR_INIT_REFS")                                        \
    X(BCQ__FS_COMBINED, 4, "COMBINED")                                        \
    X(BCQ__FS_COMBINED_PROFILE, 5, "COMBINED_PROFILE")                        \
    X(BCQ__FS_COMBINED_GLOBALVAR_INIT_REFS, 6,                                \
      "COMBINED_GLOBALVAR_INIT_REFS")                                         \
    X(BCQ__FS_ALIAS, 7, "ALIAS")                                              \
    X(BCQ__FS_COMBINED_ALIAS, 8, "COMBINED_ALIAS")                            \
    X(BCQ__FS_COMBINED_ORIGINAL_NAME, 9, "COMBINED_ORIGINAL_NAME")            \
    X(BCQ__FS_VERSION, 10, "VERSION")                                         \
    X(BCQ__FS_TYPE_TESTS, 11, "TYPE_TESTS")                                   \
    X(BCQ__FS_TYPE_TEST_ASSUME_VCALLS, 12, "TYPE_TEST_ASSUME_VCALLS")         \
    X(BCQ__FS_TYPE_CHECKED_LOAD_VCALLS, 13, "TYPE_CHECKED_LOAD_VCALLS")       \
    X(BCQ__FS_TYPE_TEST_ASSUME_CONST_VCALL, 14,                               \
      "TYPE_TEST_ASSUME_CONST_VCALL")                                         \
    X(BCQ__FS_TYPE_CHECKED_LOAD_CONST_VCALL, 15,                              \
      "TYPE_CHECKED_LOAD_CONST_VCALL")                                        \
    X(BCQ__FS_VALUE_GUID, 16, "VALUE_GUID")                                   \
    X(BCQ__FS_CFI_FUNCTION_DEFS, 17, "CFI_FUNCTION_DEFS")                     \
    X(BCQ__FS_CFI_FUNCTION_DECLS, 18, "CFI_FUNCTION_DECLS")                   \
    X(BCQ__FS_PERMODULE_RELBF, 19, "PERMODULE_RELBF")                         \
    X(BCQ__FS_FLAGS, 20, "FLAGS")                                             \
    X(BCQ__FS_TYPE_ID, 21, "TYPE_ID")                                         \
    X(BCQ__FS_TYPE_ID_METADATA, 22, "TYPE_ID_METADATA")                       \
    X(BCQ__FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS, 23,                       \
      "PERMODULE_VTABLE_GLOBALVAR_INIT_REFS")                                 \
    X(BCQ__FS_BLOCK_COUNT, 24, "BLOCK_COUNT")                                 \
    X(BCQ__FS_PARAM_ACCESS, 25, "PARAM_ACCESS")                               \
    X(BCQ__FS_PERMODULE_CALLSITE_INFO, 26, "PERMODULE_CALLSITE_INFO")         \
    X(BCQ__FS_PERMODULE_ALLOC_INFO, 27, "PERMODULE_ALLOC_INFO")               \
    X(BCQ__FS_COMBINED_CALLSITE_INFO, 28, "COMBINED_CALLSITE_INFO")           \
    X(BCQ__FS_COMBINED_ALLOC_INFO, 29, "COMBINED_ALLOC_INFO")                 \
    X(BCQ__FS_STACK_IDS, 30, "STACK_IDS")                                     \
    X(BCQ__FS_ALLOC_CONTEXT_IDS, 31, "ALLOC_CONTEXT_IDS")                     \
    X(BCQ__FS_CONTEXT_RADIX_TREE_ARRAY, 32, "CONTEXT_RADIX_TREE_ARRAY")       \
    X(BCQ__FS_COMBINED_ALLOC_INFO_NO_CONTEXT, 33,                             \
      "COMBINED_ALLOC_INFO_NO_CONTEXT")

/* OPERAND_BUNDLE_TAGS_BLOCK_ID: OperandBundleTagCode. */
#define BCQ__IDS_OPERAND_BUNDLE_TAGS_CODES(X)                                 \
    X(BCQ__OPERAND_BUNDLE_TAG, 1, "OPERAND_BUNDLE_TAG")

/* METADATA_KIND_BLOCK_ID: one of the MetadataCodes, repeated. */
#define BCQ__IDS_METADATA_KIND_CODES(X)                                       \
    X(BCQ__METADATA_KIND, 6, "KIND")

/* STRTAB_BLOCK_ID: StrtabCodes. */
#define BCQ__IDS_STRTAB_CODES(X)                                              \
    X(BCQ__STRTAB_BLOB, 1, "BLOB")

/* SYMTAB_BLOCK_ID: SymtabCodes. */
#define BCQ__IDS_SYMTAB_CODES(X)                                              \
    X(BCQ__SYMTAB_BLOB, 1, "BLOB")

/* SYNC_SCOPE_NAMES_BLOCK_ID: SyncScopeNameCode. */
#define BCQ__IDS_SYNC_SCOPE_NAMES_CODES(X)                                    \
    X(BCQ__SYNC_SCOPE_NAME, 1, NULL)

/* Which list holds the codes of which block: X(block identifier, list). */
#define BCQ__IDS_BLOCK_CODES(X)                                               \
    X(BCQ__MODULE_BLOCK_ID, BCQ__IDS_MODULE_CODES)                            \
    X(BCQ__PARAMATTR_BLOCK_ID, BCQ__IDS_PARAMATTR_CODES)                      \
    X(BCQ__PARAMATTR_GROUP_BLOCK_ID, BCQ__IDS_PARAMATTR_GROUP_CODES)          \
    X(BCQ__CONSTANTS_BLOCK_ID, BCQ__IDS_CONSTANTS_CODES)                      \
    X(BCQ__FUNCTION_BLOCK_ID, BCQ__IDS_FUNCTION_CODES)                        \
    X(BCQ__IDENTIFICATION_BLOCK_ID, BCQ__IDS_IDENTIFICATION_CODES)            \
    X(BCQ__VALUE_SYMTAB_BLOCK_ID, BCQ__IDS_VALUE_SYMTAB_CODES)                \
    X(BCQ__METADATA_BLOCK_ID, BCQ__IDS_METADATA_CODES)                        \
    X(BCQ__METADATA_ATTACHMENT_ID, BCQ__IDS_METADATA_ATTACHMENT_CODES)        \
    X(BCQ__TYPE_BLOCK_ID_NEW, BCQ__IDS_TYPE_CODES)                            \
    X(BCQ__USELIST_BLOCK_ID, BCQ__IDS_USELIST_CODES)                          \
    X(BCQ__MODULE_STRTAB_BLOCK_ID, BCQ__IDS_MODULE_STRTAB_CODES)              \
    X(BCQ__GLOBALVAL_SUMMARY_BLOCK_ID, BCQ__IDS_GLOBALVAL_SUMMARY_CODES)      \
    X(BCQ__OPERAND_BUNDLE_TAGS_BLOCK_ID, BCQ__IDS_OPERAND_BUNDLE_TAGS_CODES)  \
    X(BCQ__METADATA_KIND_BLOCK_ID, BCQ__IDS_METADATA_KIND_CODES)              \
    X(BCQ__STRTAB_BLOCK_ID, BCQ__IDS_STRTAB_CODES)                            \
    X(BCQ__FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID,                               \
      BCQ__IDS_GLOBALVAL_SUMMARY_CODES)                                       \
    X(BCQ__SYMTAB_BLOCK_ID, BCQ__IDS_SYMTAB_CODES)                            \
    X(BCQ__SYNC_SCOPE_NAMES_BLOCK_ID, BCQ__IDS_SYNC_SCOPE_NAMES_CODES)

/* ----------------------------------------------------------------- enums */

#define BCQ__IDS_ENUMERATOR(id, value, name) id = value,
enum bcq__ids_block { BCQ__IDS_BLOCKS(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_module_code { BCQ__IDS_MODULE_CODES(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_paramattr_code {
    BCQ__IDS_PARAMATTR_CODES(BCQ__IDS_ENUMERATOR)
    BCQ__IDS_PARAMATTR_GROUP_CODES(BCQ__IDS_ENUMERATOR)
};
enum bcq__ids_constants_code {
    BCQ__IDS_CONSTANTS_CODES(BCQ__IDS_ENUMERATOR)
};
enum bcq__ids_function_code { BCQ__IDS_FUNCTION_CODES(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_identification_code {
    BCQ__IDS_IDENTIFICATION_CODES(BCQ__IDS_ENUMERATOR)
};
enum bcq__ids_value_symtab_code {
    BCQ__IDS_VALUE_SYMTAB_CODES(BCQ__IDS_ENUMERATOR)
};
enum bcq__ids_metadata_code { BCQ__IDS_METADATA_CODES(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_type_code { BCQ__IDS_TYPE_CODES(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_uselist_code { BCQ__IDS_USELIST_CODES(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_module_strtab_code {
    BCQ__IDS_MODULE_STRTAB_CODES(BCQ__IDS_ENUMERATOR)
};
enum bcq__ids_globalval_summary_code {
    BCQ__IDS_GLOBALVAL_SUMMARY_CODES(BCQ__IDS_ENUMERATOR)
};
enum bcq__ids_operand_bundle_tags_code {
    BCQ__IDS_OPERAND_BUNDLE_TAGS_CODES(BCQ__IDS_ENUMERATOR)
};
enum bcq__ids_strtab_code { BCQ__IDS_STRTAB_CODES(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_symtab_code { BCQ__IDS_SYMTAB_CODES(BCQ__IDS_ENUMERATOR) };
enum bcq__ids_sync_scope_names_code {
    BCQ__IDS_SYNC_SCOPE_NAMES_CODES(BCQ__IDS_ENUMERATOR)
};
#undef BCQ__IDS_ENUMERATOR

/* The repeated metadata codes: the same values, no second declaration. */
#define BCQ__IDS_SAME(id, value, name)                                        \
    _Static_assert(id == value, #id " is not " #value);
BCQ__IDS_METADATA_ATTACHMENT_CODES(BCQ__IDS_SAME)
BCQ__IDS_METADATA_KIND_CODES(BCQ__IDS_SAME)
#undef BCQ__IDS_SAME

/* bcq.h's public block ids are this table's, for callers: the same values
 * (one table; these only check the copy). */
#define BCQ__IDS_PUBLIC(pub, id)                                              \
    _Static_assert((int)(pub) == (int)(id), #pub " differs from " #id);
BCQ__IDS_PUBLIC(BCQ_MODULE_BLOCK, BCQ__MODULE_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_PARAMATTR_BLOCK, BCQ__PARAMATTR_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_PARAMATTR_GROUP_BLOCK, BCQ__PARAMATTR_GROUP_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_CONSTANTS_BLOCK, BCQ__CONSTANTS_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_FUNCTION_BLOCK, BCQ__FUNCTION_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_IDENTIFICATION_BLOCK, BCQ__IDENTIFICATION_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_VALUE_SYMTAB_BLOCK, BCQ__VALUE_SYMTAB_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_METADATA_BLOCK, BCQ__METADATA_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_METADATA_ATTACHMENT_BLOCK, BCQ__METADATA_ATTACHMENT_ID)
BCQ__IDS_PUBLIC(BCQ_TYPE_BLOCK, BCQ__TYPE_BLOCK_ID_NEW)
BCQ__IDS_PUBLIC(BCQ_USELIST_BLOCK, BCQ__USELIST_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_MODULE_STRTAB_BLOCK, BCQ__MODULE_STRTAB_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_GLOBALVAL_SUMMARY_BLOCK, BCQ__GLOBALVAL_SUMMARY_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_OPERAND_BUNDLE_TAGS_BLOCK,
                BCQ__OPERAND_BUNDLE_TAGS_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_METADATA_KIND_BLOCK, BCQ__METADATA_KIND_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_STRTAB_BLOCK, BCQ__STRTAB_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_FULL_LTO_GLOBALVAL_SUMMARY_BLOCK,
                BCQ__FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_SYMTAB_BLOCK, BCQ__SYMTAB_BLOCK_ID)
BCQ__IDS_PUBLIC(BCQ_SYNC_SCOPE_NAMES_BLOCK, BCQ__SYNC_SCOPE_NAMES_BLOCK_ID)
#undef BCQ__IDS_PUBLIC

#endif
