/*
 * names.c - LLVM's spellings of the codes bitcode writes (LLVMBitCodes.h:
 * BinaryOpcodes, CastOpcodes, AtomicOrderingCodes, RMWOperations,
 * AttributeKindCodes; CmpInst::Predicate; CallingConv::ID) as AsmWriter.cpp
 * prints them (getPredicateText, PrintCallingConv, getOrderingName,
 * Attribute::getNameFromAttrKind).  Tables only: no state.
 */
#include "config.h"

#include <stddef.h>

#include "asm/asm.h"

#define NAME_AT(table, i)                                                     \
    ((i) < sizeof table / sizeof table[0] ? table[i] : NULL)

const char *bcq_asm_binop_name(unsigned code, int fp)
{
    /* BinaryOpcodes 0..12; the first five have an fp form (the reader
     * picks it by the operand type, as parseFunctionBody does) */
    static const char *const in[] = {"add", "sub", "mul", "udiv", "sdiv",
                                     "urem", "srem", "shl", "lshr", "ashr",
                                     "and", "or", "xor"};
    static const char *const fl[] = {"fadd", "fsub", "fmul", NULL, "fdiv",
                                     NULL, "frem"};
    /* fp: SDIV is fdiv and SREM frem; UDIV and UREM have no fp form
     * (getDecodedBinaryOpcode refuses them) */
    if (fp)
        return NAME_AT(fl, code);
    return NAME_AT(in, code);
}

const char *bcq_asm_cast_name(unsigned code)
{
    static const char *const t[] = {
        "trunc",  "zext",   "sext",    "fptoui",   "fptosi",
        "uitofp", "sitofp", "fptrunc", "fpext",    "ptrtoint",
        "inttoptr", "bitcast", "addrspacecast"};
    return NAME_AT(t, code);
}

const char *bcq_asm_predicate_name(unsigned pred)
{
    static const char *const fcmp[] = {
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
        "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
    static const char *const icmp[] = {"eq",  "ne",  "ugt", "uge", "ult",
                                       "ule", "sgt", "sge", "slt", "sle"};
    if (pred < 16)
        return fcmp[pred];
    if (pred >= 32)
        return NAME_AT(icmp, pred - 32);
    return NULL;
}

const char *bcq_asm_ordering_name(unsigned code)
{
    static const char *const t[] = {"",        "unordered", "monotonic",
                                    "acquire", "release",   "acq_rel",
                                    "seq_cst"};
    return NAME_AT(t, code);
}

const char *bcq_asm_rmw_name(unsigned code)
{
    static const char *const t[] = {
        "xchg", "add",  "sub",  "and",  "nand", "or",   "xor",
        "max",  "min",  "umax", "umin", "fadd", "fsub", "fmax",
        "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat",
        "fmaximum", "fminimum"}; /* 19, 20: in LLVM 22 */
    return NAME_AT(t, code);
}

const char *bcq_asm_callconv_name(unsigned cc)
{
    switch (cc) {
    case 8: return "fastcc";
    case 9: return "coldcc";
    case 10: return "ghccc";
    case 12: return "webkit_jscc";
    case 13: return "anyregcc";
    case 14: return "preserve_mostcc";
    case 15: return "preserve_allcc";
    case 16: return "swiftcc";
    case 17: return "cxx_fast_tlscc";
    case 18: return "tailcc";
    case 19: return "cfguard_checkcc";
    case 20: return "swifttailcc";
    case 64: return "x86_stdcallcc";
    case 65: return "x86_fastcallcc";
    case 66: return "arm_apcscc";
    case 67: return "arm_aapcscc";
    case 68: return "arm_aapcs_vfpcc";
    case 69: return "msp430_intrcc";
    case 70: return "x86_thiscallcc";
    case 71: return "ptx_kernel";
    case 72: return "ptx_device";
    case 75: return "spir_func";
    case 76: return "spir_kernel";
    case 77: return "intel_ocl_bicc";
    case 78: return "x86_64_sysvcc";
    case 79: return "win64cc";
    case 80: return "x86_vectorcallcc";
    case 83: return "x86_intrcc";
    case 84: return "avr_intrcc";
    case 85: return "avr_signalcc";
    case 87: return "amdgpu_vs";
    case 88: return "amdgpu_gs";
    case 89: return "amdgpu_ps";
    case 90: return "amdgpu_cs";
    case 91: return "amdgpu_kernel";
    case 92: return "x86_regcallcc";
    case 93: return "amdgpu_hs";
    case 95: return "amdgpu_ls";
    case 96: return "amdgpu_es";
    case 97: return "aarch64_vector_pcs";
    case 98: return "aarch64_sve_vector_pcs";
    default: return NULL; /* C (0) is left out; others are "cc<N>" */
    }
}

const char *bcq_asm_attr_name(unsigned code)
{
    /* AttributeKindCodes 1..104 (LLVM 22), in code order */
    static const char *const t[] = {
        NULL, "align", "alwaysinline", "byval", "inlinehint", "inreg",
        "minsize", "naked", "nest", "noalias", "nobuiltin", "nocapture",
        "noduplicate", "noimplicitfloat", "noinline", "nonlazybind",
        "noredzone", "noreturn", "nounwind", "optsize", "readnone",
        "readonly", "returned", "returns_twice", "signext", "alignstack",
        "ssp", "sspreq", "sspstrong", "sret", "sanitize_address",
        "sanitize_thread", "sanitize_memory", "uwtable", "zeroext",
        "builtin", "cold", "optnone", "inalloca", "nonnull", "jumptable",
        "dereferenceable", "dereferenceable_or_null", "convergent",
        "safestack", "argmemonly", "swiftself", "swifterror", "norecurse",
        "inaccessiblememonly", "inaccessiblemem_or_argmemonly", "allocsize",
        "writeonly", "speculatable", "strictfp", "sanitize_hwaddress",
        "nocf_check", "optforfuzzing", "shadowcallstack",
        "speculative_load_hardening", "immarg", "willreturn", "nofree",
        "nosync", "sanitize_memtag", "preallocated", "nomerge",
        "null_pointer_is_valid", "noundef", "byref", "mustprogress",
        "nocallback", "hot", "noprofile", "vscale_range", "swiftasync",
        "nosanitize_coverage", "elementtype",
        "disable_sanitizer_instrumentation", "nosanitize_bounds",
        "allocalign", "allocptr", "allockind", "presplitcoroutine",
        "fn_ret_thunk_extern", "skipprofile", "memory", "nofpclass",
        "optdebug", "writable", "coro_only_destroy_when_complete",
        "dead_on_unwind", "range", "sanitize_numerical_stability",
        "initializes", "hybrid_patchable", "sanitize_realtime",
        "sanitize_realtime_blocking", "coro_elide_safe", "noext",
        "nodivergencesource", "sanitize_type", "captures",
        "dead_on_return", "sanitize_alloc_token"};
    return NAME_AT(t, code);
}
