/*
 * bcq.h - the public interface of libbcq, a zero-copy reader of LLVM bitcode
 * and other LLVM bitstream files.
 *
 * OWNERSHIP AND LIFETIME
 *   A bcq_file owns one input: either a read-only mapping of a path
 *   (bcq_open_path) or a borrowed caller buffer (bcq_open_mem), plus the block
 *   index built when it was opened.  Every pointer the library hands out
 *   (bcq_span, block names, record operands' blobs) is a const view into the
 *   input or into the handle; spans stay valid until bcq_close().  Buffers a
 *   bcq_reader hands out (record operands) stay valid until the next call on
 *   that reader.
 *
 * ERRORS
 *   Functions return an int status: 0 (BCQ_OK) on success, a negative
 *   bcq_status on failure.  Most take a trailing `bcq_error *err` that may be
 *   NULL; when given, it receives the code, a message, the bit offset (from
 *   the start of the input) where the input went wrong and the innermost
 *   enclosing block.  There is no global or thread-local "last error".
 *   The library never prints, never exits and never aborts because of input.
 *
 * THREADS
 *   A bcq_file may be shared by any number of threads once opened; the
 *   functions that take `const bcq_file *` do not modify what another thread
 *   can observe (lazily built parts are built once and published atomically).
 *   A bcq_reader belongs to one thread at a time.
 */
#ifndef BCQ_H
#define BCQ_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(BCQ_BUILDING) && defined(__GNUC__)
#define BCQ_API __attribute__((visibility("default")))
#else
#define BCQ_API
#endif

#define BCQ_VERSION_MAJOR 0
#define BCQ_VERSION_MINOR 1
#define BCQ_VERSION_PATCH 0

/*
 * Status codes.  XX(NAME, value, message).  Append-only: values are pinned
 * and never reused.
 */
#define BCQ_STATUS_MAP(XX)                                                    \
    XX(OK, 0, "success")                                                      \
    XX(E_INVAL, -1, "invalid argument")                                       \
    XX(E_IO, -2, "input/output error")                                        \
    XX(E_NOMEM, -3, "out of memory")                                          \
    XX(E_NOT_BITCODE, -4, "not a bitstream file")                             \
    XX(E_BAD_WRAPPER, -5, "malformed bitcode wrapper header")                 \
    XX(E_TRUNCATED, -6, "unexpected end of stream")                           \
    XX(E_BAD_BLOCK, -7, "malformed block")                                    \
    XX(E_BAD_ABBREV, -8, "malformed or undefined abbreviation")               \
    XX(E_BAD_RECORD, -9, "malformed record")                                  \
    XX(E_BAD_VBR, -10, "unterminated or oversized VBR value")                 \
    XX(E_TOO_DEEP, -11, "blocks nested too deeply")                           \
    XX(E_IMPLAUSIBLE, -12, "count larger than the remaining input")           \
    XX(E_RANGE, -13, "index or buffer size out of range")                     \
    XX(E_NOT_FOUND, -14, "not found")                                         \
    XX(E_NOT_IR, -15, "not LLVM IR bitcode")                                  \
    XX(E_UNSUPPORTED, -16, "unsupported construct")

typedef enum bcq_status {
#define BCQ__STATUS_ENUM(name, value, msg) BCQ_##name = value,
    BCQ_STATUS_MAP(BCQ__STATUS_ENUM)
#undef BCQ__STATUS_ENUM
} bcq_status;

/** "No such index": the parent of a top-level block, and so on. */
#define BCQ_NONE ((size_t)-1)

/** A read-only view into the input (or into the handle). Not NUL-terminated. */
typedef struct bcq_span {
    const uint8_t *ptr;
    size_t len;
} bcq_span;

/** Where and why something failed.  Every function taking one clears it on
 *  entry and fills it on failure; within one call the first error wins. */
typedef struct bcq_error {
    int code;                  /**< a bcq_status */
    int sys_errno;             /**< errno for BCQ_E_IO, else usually 0 */
    uint64_t bit_offset;       /**< fault position, bits from start of input */
    unsigned block_id;         /**< innermost enclosing block, or UINT32_MAX */
    uint64_t block_bit_offset; /**< its ENTER_SUBBLOCK position, or UINT64_MAX */
    char message[128];         /**< human-readable, NUL-terminated */
} bcq_error;

/** The outer container the bitstream was found in. */
typedef enum bcq_container {
    BCQ_CONTAINER_RAW = 0,     /**< 'BC' 0xC0DE at byte 0 */
    BCQ_CONTAINER_WRAPPER = 1, /**< 0x0B17C0DE wrapper header */
    BCQ_CONTAINER_OTHER = 2    /**< another bitstream magic (CPCH, DIAG, ...) */
} bcq_container;

/** Flags for bcq_open_path() / bcq_open_mem(). */
enum {
    BCQ_OPEN_NO_MMAP = 1u << 0, /**< read() the file into memory instead of mmap */
    BCQ_OPEN_DEEP = 1u << 1     /**< index every block, function bodies too */
};

/** One block of the index. */
typedef struct bcq_block {
    size_t index;          /**< position in the file's index, or BCQ_NONE */
    size_t parent;         /**< index of the enclosing block, or BCQ_NONE */
    unsigned id;           /**< block id (8 = MODULE_BLOCK, ...) */
    unsigned depth;        /**< 0 for top-level blocks */
    unsigned abbrev_width; /**< abbreviation id width inside the block */
    unsigned flags;        /**< BCQ_BLOCK_* */
    uint64_t offset_bits;  /**< ENTER_SUBBLOCK abbrev id, bits from input start */
    uint64_t body_bits;    /**< first bit of the body, bits from input start */
    uint64_t words;        /**< body length in 32-bit words (blocklen) */
} bcq_block;

enum {
    /** The block's sub-blocks are not in the file's index yet (a function
     *  body of a file opened without BCQ_OPEN_DEEP).  bcq_block_children()
     *  indexes them on demand. */
    BCQ_BLOCK_LAZY = 1u << 0
};

/* ---------------------------------------------------------------- basics */

/** Library version as "MAJOR.MINOR.PATCH". Static storage. */
BCQ_API const char *bcq_version(void);

/** Message for a status code; "unknown error" for values not in the map.
 *  Static storage. */
BCQ_API const char *bcq_strerror(int status);

/** Symbolic name of a status code ("BCQ_E_TRUNCATED"), or NULL. */
BCQ_API const char *bcq_status_name(int status);

/* ------------------------------------------------------------ open/close */

typedef struct bcq_file bcq_file;

/**
 * Open the file at @p path read-only, map it (or read it, with
 * BCQ_OPEN_NO_MMAP) and index it.
 * @param flags  BCQ_OPEN_* bits.
 * @param out    receives the handle; set to NULL on failure.
 * @return 0, or BCQ_E_INVAL (NULL argument, unknown flag), BCQ_E_IO (the
 *         file could not be opened, stat'ed or read -- when mmap fails the
 *         file is read instead; err->sys_errno says why), BCQ_E_NOMEM, or any error of the index walk
 *         (BCQ_E_NOT_BITCODE, BCQ_E_BAD_WRAPPER, BCQ_E_TRUNCATED,
 *         BCQ_E_BAD_BLOCK, BCQ_E_BAD_ABBREV, BCQ_E_BAD_RECORD, BCQ_E_BAD_VBR,
 *         BCQ_E_TOO_DEEP, BCQ_E_IMPLAUSIBLE).
 * Close with bcq_close().
 */
BCQ_API int bcq_open_path(const char *path, unsigned flags, bcq_file **out,
                          bcq_error *err);

/**
 * Like bcq_open_path() over @p size bytes at @p data, which are borrowed, not
 * copied: they must stay unchanged and readable until bcq_close().  @p data
 * needs no alignment.
 */
BCQ_API int bcq_open_mem(const void *data, size_t size, unsigned flags,
                         bcq_file **out, bcq_error *err);

/** Release the handle, its index and its mapping.  NULL is allowed.  Every
 *  span and bcq_reader obtained from @p f must be out of use. */
BCQ_API void bcq_close(bcq_file *f);

/** The whole input (mapping or caller buffer). */
BCQ_API bcq_span bcq_file_data(const bcq_file *f);

/** The container the bitstream was found in. */
BCQ_API bcq_container bcq_file_container(const bcq_file *f);

/** The bitstream inside the container, magic included. */
BCQ_API bcq_span bcq_file_stream(const bcq_file *f);

/** The four magic bytes of the bitstream (e.g. 'B','C',0xC0,0xDE). */
BCQ_API uint32_t bcq_file_magic(const bcq_file *f);

/** Nonzero when the bitstream is LLVM IR ('BC' 0xC0DE). */
BCQ_API int bcq_file_is_ir(const bcq_file *f);

/** The 5 words of the wrapper header (magic, version, offset, size, cputype).
 *  @return 0, or BCQ_E_NOT_FOUND when the file has no wrapper. */
BCQ_API int bcq_file_wrapper(const bcq_file *f, uint32_t out[5]);

/* ----------------------------------------------------------- block index */

/** Number of blocks in the index (file order). */
BCQ_API size_t bcq_block_count(const bcq_file *f);

/** Block @p i of the index.  @return 0 or BCQ_E_RANGE. */
BCQ_API int bcq_block_at(const bcq_file *f, size_t i, bcq_block *out);

/**
 * First block with id @p block_id at index >= @p from.
 * @return 0 with *index set, or BCQ_E_NOT_FOUND.
 */
BCQ_API int bcq_block_find(const bcq_file *f, unsigned block_id, size_t from,
                           size_t *index);

/**
 * Direct sub-blocks of @p parent, in file order.  @p parent must come from
 * bcq_block_at(), bcq_block_children() or a reader's sub-block entry.  For a
 * BCQ_BLOCK_LAZY block this indexes its body on first use (the result is kept
 * and shared by later calls and by other threads); the children then carry
 * index == BCQ_NONE.  Writes at most @p cap blocks to @p out (which may be
 * NULL when cap is 0) and sets *count to the number of children.
 * @return 0, BCQ_E_RANGE when cap < *count (the first cap are written), or
 *         an error of the walk of a lazy body.
 */
BCQ_API int bcq_block_children(const bcq_file *f, const bcq_block *parent,
                               bcq_block *out, size_t cap, size_t *count,
                               bcq_error *err);

/** Name of a block id as LLVM's tools print it: "BLOCKINFO_BLOCK" for 0,
 *  NULL for the reserved ids 1..7; else from the file's BLOCKINFO
 *  BLOCKNAME records (for the BLOCKINFO in force at @p at_bit, bits from
 *  input start; pass UINT64_MAX for the last), else the built-in LLVM IR
 *  table for IR files, else NULL.  Span/NUL-terminated string valid until
 *  bcq_close(). */
BCQ_API const char *bcq_block_name(const bcq_file *f, unsigned block_id,
                                   uint64_t at_bit);

/** Name of record @p code in block @p block_id, same sources and rules as
 *  bcq_block_name(); NULL when unknown. */
BCQ_API const char *bcq_record_name(const bcq_file *f, unsigned block_id,
                                    unsigned code, uint64_t at_bit);

/* ---------------------------------------------------------------- reader */

typedef struct bcq_reader bcq_reader;

typedef enum bcq_entry_kind {
    BCQ_ENTRY_RECORD = 1,   /**< a data record (DEFINE_ABBREV is consumed) */
    BCQ_ENTRY_SUBBLOCK = 2, /**< ENTER_SUBBLOCK: enter or skip it */
    BCQ_ENTRY_END = 3       /**< END_BLOCK of the current block */
} bcq_entry_kind;

/** One decoded record.  ops stays valid until the next call on the reader;
 *  blob points into the input and stays valid until bcq_close(). */
typedef struct bcq_record {
    unsigned code;
    unsigned abbrev_id; /**< 3 = UNABBREV_RECORD, >= 4 defined abbreviation */
    size_t nops;        /**< operands after the code (blob excluded) */
    const uint64_t *ops;
    size_t array_start; /**< ops[array_start..nops) are the elements of the
                             abbreviation's Array operand; BCQ_NONE when the
                             record has no Array (unabbreviated, or none) */
    int has_blob;
    bcq_span blob;
    uint64_t offset_bits; /**< abbrev id of the record, bits from input start */
    uint64_t end_bits;    /**< first bit after the record */
} bcq_record;

/** What bcq_reader_next() found. */
typedef struct bcq_entry {
    bcq_entry_kind kind;
    unsigned depth;     /**< depth of the entry relative to the reader's root
                             block: 0 for its own records, END and sub-blocks */
    unsigned block_id;  /**< the block the entry belongs to (END: that ends) */
    bcq_record record;  /**< BCQ_ENTRY_RECORD */
    bcq_block block;    /**< BCQ_ENTRY_SUBBLOCK: the sub-block */
} bcq_entry;

/**
 * Start decoding the body of block @p b (from bcq_block_at(),
 * bcq_block_children() or another reader).  Abbreviations from the
 * BLOCKINFO in force at the block's position apply.
 * @return 0, BCQ_E_INVAL, BCQ_E_NOMEM.
 */
BCQ_API int bcq_reader_open(const bcq_file *f, const bcq_block *b,
                            bcq_reader **out, bcq_error *err);

/**
 * Decode the next entry.  After a BCQ_ENTRY_SUBBLOCK, call
 * bcq_reader_enter() to read its body through this reader (its records then
 * come with depth + 1); otherwise the next call skips the sub-block by its
 * blocklen.  After the END of the root block every call returns
 * BCQ_ENTRY_END again.
 * @return 0, or BCQ_E_TRUNCATED, BCQ_E_BAD_BLOCK, BCQ_E_BAD_ABBREV,
 *         BCQ_E_BAD_RECORD, BCQ_E_BAD_VBR, BCQ_E_IMPLAUSIBLE, BCQ_E_TOO_DEEP,
 *         BCQ_E_NOMEM.  After an error the reader stays in error.
 */
BCQ_API int bcq_reader_next(bcq_reader *r, bcq_entry *out, bcq_error *err);

/** Enter the sub-block just returned by bcq_reader_next() (its header was
 *  read and checked there).
 *  @return 0, BCQ_E_INVAL when the last entry was not a sub-block, or
 *  BCQ_E_NOMEM. A BLOCKINFO sub-block is entered as data: its SETBID,
 *  BLOCKNAME and SETRECORDNAME records are yielded. */
BCQ_API int bcq_reader_enter(bcq_reader *r, bcq_error *err);

/** Bit position of the reader, bits from input start. */
BCQ_API uint64_t bcq_reader_tell(const bcq_reader *r);

/** Free a reader.  NULL is allowed. */
BCQ_API void bcq_reader_close(bcq_reader *r);

#ifdef __cplusplus
}
#endif
#endif /* BCQ_H */
