/*
 * testutil.h - helpers shared by the tests: the LLVM numbers they write and
 * look for, bit-writer builders of modules and IR skeletons, span checks,
 * fixtures, and the expectation a hostile input must meet.
 *
 * Three parts, three link needs:
 *   - the LLVM numbers (an enum) and the span checks (macros, static
 *     inline) need nothing: the exerciser (tests/exercise*.c) and the
 *     public-API suite (check_bcq_export.c) use them too;
 *   - the builders (tests/testutil-build.c) need only the bit writer: the
 *     corpus generator (tests/gen-bad/) links them without the library;
 *   - the rest (tests/testutil.c) is for the Check suites; the part at the
 *     end only for those that include internals.h first.
 */
#ifndef BCQ_TESTUTIL_H
#define BCQ_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bcq.h"
#include "bitwriter.h"

/* ----------------------------------------------------- the LLVM numbers
 * Every LLVM block id and record code a test writes or looks for, here
 * and nowhere else, each named after its enumerator in LLVM's
 * llvm/Bitcode/LLVMBitCodes.h (namespace bitc; BitCodeEnums.h for
 * BLOCKINFO) with TU_ in front.  The library gets its own copy in
 * lib/ir/ids.h (BCQ__MODULE_BLOCK_ID, ...): when it lands, these can be
 * defined from it.  Streams with a foreign magic ('TEST') use arbitrary
 * block ids, written as plain numbers where they are built. */

/* Block ids. */
enum {
    TU_BLOCKINFO_BLOCK_ID = 0,          /* bitc::BLOCKINFO_BLOCK_ID */
    TU_MODULE_BLOCK_ID = 8,             /* bitc::MODULE_BLOCK_ID */
    TU_PARAMATTR_BLOCK_ID = 9,          /* bitc::PARAMATTR_BLOCK_ID */
    TU_PARAMATTR_GROUP_BLOCK_ID = 10,   /* bitc::PARAMATTR_GROUP_BLOCK_ID */
    TU_CONSTANTS_BLOCK_ID = 11,         /* bitc::CONSTANTS_BLOCK_ID */
    TU_FUNCTION_BLOCK_ID = 12,          /* bitc::FUNCTION_BLOCK_ID */
    TU_IDENTIFICATION_BLOCK_ID = 13,    /* bitc::IDENTIFICATION_BLOCK_ID */
    TU_VALUE_SYMTAB_BLOCK_ID = 14,      /* bitc::VALUE_SYMTAB_BLOCK_ID */
    TU_METADATA_BLOCK_ID = 15,          /* bitc::METADATA_BLOCK_ID */
    TU_METADATA_ATTACHMENT_ID = 16,     /* bitc::METADATA_ATTACHMENT_ID */
    TU_TYPE_BLOCK_ID_NEW = 17,          /* bitc::TYPE_BLOCK_ID_NEW */
    TU_GLOBALVAL_SUMMARY_BLOCK_ID = 20, /* bitc::GLOBALVAL_SUMMARY_BLOCK_ID */
    TU_STRTAB_BLOCK_ID = 23,            /* bitc::STRTAB_BLOCK_ID */
    TU_FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID = 24,
                                /* bitc::FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID */
    TU_SYMTAB_BLOCK_ID = 25             /* bitc::SYMTAB_BLOCK_ID */
};

/* BLOCKINFO records (bitc::BlockInfoCodes). */
enum {
    TU_BLOCKINFO_CODE_SETBID = 1,       /* bitc::BLOCKINFO_CODE_SETBID */
    TU_BLOCKINFO_CODE_BLOCKNAME = 2,    /* bitc::BLOCKINFO_CODE_BLOCKNAME */
    TU_BLOCKINFO_CODE_SETRECORDNAME = 3 /* ...CODE_SETRECORDNAME */
};

/* IDENTIFICATION_BLOCK records. */
enum {
    TU_IDENTIFICATION_CODE_STRING = 1, /* bitc::IDENTIFICATION_CODE_STRING */
    TU_IDENTIFICATION_CODE_EPOCH = 2   /* bitc::IDENTIFICATION_CODE_EPOCH */
};

/* MODULE_BLOCK records (bitc::ModuleCodes). */
enum {
    TU_MODULE_CODE_VERSION = 1,         /* bitc::MODULE_CODE_VERSION */
    TU_MODULE_CODE_TRIPLE = 2,          /* bitc::MODULE_CODE_TRIPLE */
    TU_MODULE_CODE_DATALAYOUT = 3,      /* bitc::MODULE_CODE_DATALAYOUT */
    TU_MODULE_CODE_ASM = 4,             /* bitc::MODULE_CODE_ASM */
    TU_MODULE_CODE_SECTIONNAME = 5,     /* bitc::MODULE_CODE_SECTIONNAME */
    TU_MODULE_CODE_DEPLIB = 6,          /* bitc::MODULE_CODE_DEPLIB */
    TU_MODULE_CODE_GLOBALVAR = 7,       /* bitc::MODULE_CODE_GLOBALVAR */
    TU_MODULE_CODE_FUNCTION = 8,        /* bitc::MODULE_CODE_FUNCTION */
    TU_MODULE_CODE_GCNAME = 11,         /* bitc::MODULE_CODE_GCNAME */
    TU_MODULE_CODE_COMDAT = 12,         /* bitc::MODULE_CODE_COMDAT */
    TU_MODULE_CODE_VSTOFFSET = 13,      /* bitc::MODULE_CODE_VSTOFFSET */
    TU_MODULE_CODE_ALIAS = 14,          /* bitc::MODULE_CODE_ALIAS */
    TU_MODULE_CODE_SOURCE_FILENAME = 16,/* bitc::MODULE_CODE_SOURCE_FILENAME */
    TU_MODULE_CODE_HASH = 17            /* bitc::MODULE_CODE_HASH */
};

/* VALUE_SYMTAB records (bitc::ValueSymtabCodes). */
enum {
    TU_VST_CODE_ENTRY = 1,   /* bitc::VST_CODE_ENTRY */
    TU_VST_CODE_BBENTRY = 2, /* bitc::VST_CODE_BBENTRY */
    TU_VST_CODE_FNENTRY = 3  /* bitc::VST_CODE_FNENTRY */
};

/* The one record of a STRTAB and of a SYMTAB block. */
enum {
    TU_STRTAB_BLOB = 1, /* bitc::STRTAB_BLOB */
    TU_SYMTAB_BLOB = 1  /* bitc::SYMTAB_BLOB */
};

/* TYPE_BLOCK_ID_NEW records (bitc::TypeCodes). */
enum {
    TU_TYPE_CODE_NUMENTRY = 1,  /* bitc::TYPE_CODE_NUMENTRY */
    TU_TYPE_CODE_VOID = 2,      /* bitc::TYPE_CODE_VOID */
    TU_TYPE_CODE_LABEL = 5,     /* bitc::TYPE_CODE_LABEL */
    TU_TYPE_CODE_INTEGER = 7,   /* bitc::TYPE_CODE_INTEGER */
    TU_TYPE_CODE_POINTER = 8,   /* bitc::TYPE_CODE_POINTER */
    TU_TYPE_CODE_ARRAY = 11,    /* bitc::TYPE_CODE_ARRAY */
    TU_TYPE_CODE_METADATA = 16, /* bitc::TYPE_CODE_METADATA */
    TU_TYPE_CODE_FUNCTION = 21, /* bitc::TYPE_CODE_FUNCTION */
    TU_TYPE_CODE_OPAQUE_POINTER = 25, /* bitc::TYPE_CODE_OPAQUE_POINTER */
    TU_TYPE_CODE_TARGET_TYPE = 26     /* bitc::TYPE_CODE_TARGET_TYPE */
};

/* CONSTANTS_BLOCK records (bitc::ConstantsCodes): TU_CST_CODE_X is
 * LLVM's bitc::CST_CODE_X. */
enum {
    TU_CST_CODE_SETTYPE = 1,
    TU_CST_CODE_NULL = 2,
    TU_CST_CODE_UNDEF = 3,
    TU_CST_CODE_INTEGER = 4,
    TU_CST_CODE_WIDE_INTEGER = 5,
    TU_CST_CODE_FLOAT = 6,
    TU_CST_CODE_AGGREGATE = 7,
    TU_CST_CODE_STRING = 8,
    TU_CST_CODE_CSTRING = 9,
    TU_CST_CODE_CE_BINOP = 10,
    TU_CST_CODE_CE_CAST = 11,
    TU_CST_CODE_CE_GEP_OLD = 12, /* LLVM 14: CST_CODE_CE_GEP */
    TU_CST_CODE_CE_CMP = 17,
    TU_CST_CODE_CE_INBOUNDS_GEP = 20,
    TU_CST_CODE_BLOCKADDRESS = 21,
    TU_CST_CODE_DATA = 22,
    TU_CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD = 24, /* LLVM 14: ..._INDEX */
    TU_CST_CODE_POISON = 26
};

/* Operands of constant expressions: bitc::CAST_BITCAST (CastOpcodes) and
 * CmpInst::ICMP_NE (a CE_CMP predicate, llvm/IR/InstrTypes.h). */
enum { TU_CAST_BITCAST = 11, TU_ICMP_NE = 33 };

/* FUNCTION_BLOCK records (bitc::FunctionCodes): TU_FUNC_CODE_X is LLVM's
 * bitc::FUNC_CODE_X. */
enum {
    TU_FUNC_CODE_DECLAREBLOCKS = 1,
    TU_FUNC_CODE_INST_BINOP = 2,
    TU_FUNC_CODE_INST_CAST = 3,
    TU_FUNC_CODE_INST_GEP_OLD = 4,
    TU_FUNC_CODE_INST_SELECT = 5,
    TU_FUNC_CODE_INST_EXTRACTELT = 6,
    TU_FUNC_CODE_INST_INSERTELT = 7,
    TU_FUNC_CODE_INST_SHUFFLEVEC = 8,
    TU_FUNC_CODE_INST_CMP = 9,
    TU_FUNC_CODE_INST_RET = 10,
    TU_FUNC_CODE_INST_BR = 11,
    TU_FUNC_CODE_INST_SWITCH = 12,
    TU_FUNC_CODE_INST_INVOKE = 13,
    TU_FUNC_CODE_INST_UNREACHABLE = 15,
    TU_FUNC_CODE_INST_PHI = 16,
    TU_FUNC_CODE_INST_ALLOCA = 19,
    TU_FUNC_CODE_INST_LOAD = 20,
    TU_FUNC_CODE_INST_VAARG = 23,
    TU_FUNC_CODE_INST_STORE_OLD = 24,
    TU_FUNC_CODE_INST_EXTRACTVAL = 26,
    TU_FUNC_CODE_INST_INSERTVAL = 27,
    TU_FUNC_CODE_INST_CMP2 = 28,
    TU_FUNC_CODE_INST_VSELECT = 29,
    TU_FUNC_CODE_INST_INDIRECTBR = 31,
    TU_FUNC_CODE_DEBUG_LOC_AGAIN = 33,
    TU_FUNC_CODE_INST_CALL = 34,
    TU_FUNC_CODE_DEBUG_LOC = 35,
    TU_FUNC_CODE_INST_FENCE = 36,
    TU_FUNC_CODE_INST_CMPXCHG_OLD = 37,
    TU_FUNC_CODE_INST_ATOMICRMW_OLD = 38,
    TU_FUNC_CODE_INST_RESUME = 39,
    TU_FUNC_CODE_INST_LANDINGPAD_OLD = 40,
    TU_FUNC_CODE_INST_LOADATOMIC = 41,
    TU_FUNC_CODE_INST_GEP = 43,
    TU_FUNC_CODE_INST_STORE = 44,
    TU_FUNC_CODE_INST_STOREATOMIC = 45,
    TU_FUNC_CODE_INST_CMPXCHG = 46,
    TU_FUNC_CODE_INST_LANDINGPAD = 47,
    TU_FUNC_CODE_INST_CLEANUPRET = 48,
    TU_FUNC_CODE_INST_CATCHRET = 49,
    TU_FUNC_CODE_INST_CATCHPAD = 50,
    TU_FUNC_CODE_INST_CLEANUPPAD = 51,
    TU_FUNC_CODE_INST_CATCHSWITCH = 52,
    TU_FUNC_CODE_OPERAND_BUNDLE = 55,
    TU_FUNC_CODE_INST_UNOP = 56,
    TU_FUNC_CODE_INST_CALLBR = 57,
    TU_FUNC_CODE_INST_FREEZE = 58,
    TU_FUNC_CODE_INST_ATOMICRMW = 59,
    TU_FUNC_CODE_BLOCKADDR_USERS = 60,
    TU_FUNC_CODE_DEBUG_RECORD_VALUE = 61,
    TU_FUNC_CODE_DEBUG_RECORD_DECLARE = 62,
    TU_FUNC_CODE_DEBUG_RECORD_ASSIGN = 63,
    TU_FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE = 64,
    TU_FUNC_CODE_DEBUG_RECORD_LABEL = 65,
    TU_FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE = 66
};

/* ------------------------------------------------------------- builders
 * Bit-writer builders (tests/testutil-build.c).  Widths are the abbrev id
 * widths of the block written into, as for the bw_* functions. */

/* UNABBREV_RECORD [code, op]; returns the bit of its abbrev id. */
uint64_t tu_rec(bw *w, unsigned width, uint64_t code, uint64_t op);
/* UNABBREV_RECORD [code, ops...] with the operands listed, or none. */
#define TU_REC(w, width, code, ...)                                           \
    bw_unabbrev((w), (width), (code),                                        \
                sizeof((uint64_t[]){__VA_ARGS__}) / sizeof(uint64_t),         \
                (uint64_t[]){__VA_ARGS__})
#define TU_REC0(w, width, code) bw_unabbrev((w), (width), (code), 0, NULL)
/* UNABBREV_RECORD [code, the bytes of s...] (up to 256 of them). */
uint64_t tu_str_rec(bw *w, unsigned width, uint64_t code, const char *s);

/* BLOCKINFO records, unabbreviated as LLVM writes them: SETBID [id],
 * BLOCKNAME [chars], SETRECORDNAME [code, chars]. */
uint64_t tu_setbid(bw *w, unsigned width, uint64_t id);
uint64_t tu_blockname(bw *w, unsigned width, const char *s);
uint64_t tu_recname(bw *w, unsigned width, uint64_t code, const char *s);

/* A top-level block (width 3) holding an abbreviation [literal 1, Blob]
 * and one record with n bytes at p through it, as STRTAB and SYMTAB
 * blocks are (id TU_STRTAB_BLOCK_ID, ...).  Returns the ENTER bit;
 * *blob_bit (may be NULL) gets the bit of the blob's first byte. */
uint64_t tu_blob_block(bw *w, unsigned id, const void *p, size_t n,
                       uint64_t *blob_bit);
/* The same with nblobs such records (the abbreviation only when
 * nblobs > 0). */
uint64_t tu_blobs_block(bw *w, unsigned id, size_t nblobs,
                        const void *const *p, const size_t *n);

/* The start of a module: ENTER MODULE_BLOCK from the top level (width 2)
 * with abbrev width `width`, then VERSION [version] unless version < 0.
 * Returns the ENTER bit; close it with bw_end(w, width). */
uint64_t tu_module_begin(bw *w, unsigned width, int version);

/* A whole IR file holding one module: the IR magic, MODULE_BLOCK (width
 * 3) { VERSION 2 }.  Returns the MODULE_BLOCK's ENTER bit. */
uint64_t tu_small_ir(bw *w);

/* ---------------------------------------------------------------- spans */

/* s holds exactly the NUL-terminated z. */
static inline int tu_span_is(bcq_span s, const char *z)
{
    return s.len == strlen(z) && (s.len == 0 || memcmp(s.ptr, z, s.len) == 0);
}

/* A span over the NUL-terminated z (without the NUL). */
static inline bcq_span tu_span(const char *z)
{
    bcq_span s = {(const uint8_t *)z, strlen(z)};
    return s;
}

/* Assert (Check) that span s holds exactly z. */
#define ck_span(s, z)                                                         \
    ck_assert_msg(tu_span_is((s), (z)), "got '%.*s', want '%s'",              \
                  (int)(s).len, (s).len ? (const char *)(s).ptr : "", (z))

/* Elements of an array. */
#define TU_NOPS(a) (sizeof(a) / sizeof((a)[0]))

/* ------------------------------------------------------------- fixtures */

/* Read tests/data/<name> into a malloc'ed buffer (aborts the test on
 * failure).  *size receives its length. */
uint8_t *tu_read_fixture(const char *name, size_t *size);

/* Full path of tests/data/<name> in a static buffer. */
const char *tu_fixture_path(const char *name);

/* Open fixture <name> through bcq_open_path (mode 0) or bcq_open_mem
 * (mode 1, the buffer is returned in *keep and must be freed after
 * bcq_close).  Every file-level test runs in both modes. */
int tu_open(const char *name, int mode, unsigned flags, bcq_file **out,
            void **keep, bcq_error *err);

/* The k-th FUNCTION_BLOCK (from 0) among the children of the file's first
 * MODULE_BLOCK, whatever the open flags (the module's level is indexed on
 * demand after a default open).  0, BCQ_E_NOT_FOUND or an error. */
int tu_function_block(const bcq_file *f, size_t k, bcq_block *out);

/* Global value i of m as bcq_module_global() fills it, in one of 64
 * per-thread slots reused in turn (NULL when i is out of range): for
 * tests that look at a few at a time. */
const bcq_global *tu_global(const bcq_module *m, size_t i);

/* The IR fixtures of tests/data (many.bc is the one made for the page
 * tests of check_pages.c). */
extern const char *const tu_ir_fixtures[];
#define TU_N_IR_FIXTURES 17

/* Every block of fixture <name> as BCQ_OPEN_DEEP indexes it, in file
 * order: a malloc'ed array of *n blocks. */
bcq_block *tu_deep_blocks(const char *name, size_t *n);

/* Read a whole text file into a NUL-terminated malloc'ed string. */
char *tu_read_text(const char *path);

/* ----------------------------------------------------- opening streams */

/* A handle over an exactly sized copy of a writer's bytes (so that ASan
 * sees a read past the end): rc and err are bcq_open_mem's. */
typedef struct tu_opened {
    bcq_file *f;
    uint8_t *buf;
    int rc;
    bcq_error err;
} tu_opened;

tu_opened tu_open_bw(const bw *w, unsigned flags);
/* bcq_close, then free the copy. */
void tu_close(tu_opened *o);

/* The next entry of a reader, which must succeed. */
bcq_entry tu_next_ok(bcq_reader *r);

/* The blocks of f in file order, depth first: the file's index, with the
 * levels below each BCQ_BLOCK_LAZY block indexed on demand (at most 16
 * children a level; a level that fails to index counts as empty).  Writes
 * at most cap to out; returns how many there are. */
size_t tu_blocks_dfs(const bcq_file *f, bcq_block *out, size_t cap);
/* Block i of that order (there must be one), and how many (up to 64). */
bcq_block tu_block_dfs(const bcq_file *f, size_t i);
size_t tu_count_dfs(const bcq_file *f);

/* ------------------------------------------------- hostile expectations
 * What a hostile input must give (tests/check_bad.c, check_hostile.c):
 * the status, and for an error the bit it names and its enclosing block
 * (both pinned: UINT32_MAX / UINT64_MAX when there is none), or on
 * success the number of blocks. */
typedef struct tu_expect {
    int code;         /* a bcq_status; 0: success */
    uint64_t at;      /* err.bit ... */
    int at_after;     /* ... or only: err.bit > at */
    unsigned in_id;   /* err.block_id (UINT32_MAX: none) */
    uint64_t in_bit;  /* err.block_bit (UINT64_MAX: none) */
    size_t blocks;    /* on success: blocks found */
} tu_expect;

/* Success with no block, no context: fill in the rest. */
static inline tu_expect tu_expect_none(void)
{
    tu_expect x = {0, 0, 0, UINT32_MAX, UINT64_MAX, 0};
    return x;
}

/* rc and err must be what x says: the code, err.code, and for an error
 * the bit and the context.  what names the call in a failure message. */
void tu_check_err(int rc, const bcq_error *err, const tu_expect *x,
                  const char *what);

/* Index every level below b, depth first (bcq_block_children on each
 * BCQ_BLOCK_LAZY block): *count (not reset) gets b and the blocks found;
 * the first failure is returned with err filled. */
int tu_expand(const bcq_file *f, const bcq_block *b, size_t *count,
              bcq_error *err);
/* The same from the top: every block of the file's index and every
 * level below them; *count is set to the blocks found. */
int tu_expand_all(const bcq_file *f, size_t *count, bcq_error *err);

/* Open data[0..n) with flags, then index every level (which a default
 * open leaves to the queries that need it): the first failure, or the
 * number of blocks, must be x's.  name: for failure messages. */
void tu_check_open(const uint8_t *data, size_t n, unsigned flags,
                   const tu_expect *x, const char *name);

/* ------------------------------------------------ one record (internals)
 * For the suites that include internals.h before this header: one record
 * decoded with bcq__record_read (lib/bitstream/record.c) from the bit just
 * after its abbrev id, abbrev ids TU_RECFX_WIDTH bits wide, the stream
 * copied into an exactly sized buffer. */
#ifdef BCQ_TESTS_INTERNALS_H
#define TU_RECFX_WIDTH 4u

/* A stream under construction plus the scope its abbreviations go to. */
typedef struct tu_recfx {
    bw w;
    bcq__abbrevs a;
    bcq__ops ops;
    uint8_t *buf;
    size_t size;
    bcq_record rec;
    bcq_error err;
} tu_recfx;

/* Start: a few bits of junk first, so that nothing starts at bit 0. */
void tu_recfx_init(tu_recfx *x);
void tu_recfx_free(tu_recfx *x);
/* Define an abbreviation in x->a from its operand list. */
void tu_recfx_define(tu_recfx *x, size_t nops, const bw_op *ops);
/* Write an abbrev id; returns its bit. */
uint64_t tu_recfx_id(tu_recfx *x, unsigned id);
/* Freeze the stream (exact size) and decode the record whose id is at
 * id_bit, scope [first, a.n), operands to x->ops unless skip.  Returns the
 * status; *end (may be NULL) gets the cursor afterwards. */
int tu_recfx_read(tu_recfx *x, uint64_t id_bit, size_t first, int skip,
                  uint64_t *end);
/* The record at id_bit must fail with code at bit at. */
void tu_recfx_expect_err(tu_recfx *x, uint64_t id_bit, size_t first,
                         int code, uint64_t at);
#endif

#endif
