/*
 * bcq.h - the public interface of libbcq, a zero-copy reader of LLVM bitcode
 * and other LLVM bitstream files.
 *
 * OWNERSHIP AND LIFETIME
 *   A bcq_file owns one input: either a read-only mapping of a path, or
 *   for a file of at most 256 KiB one heap buffer read whole
 *   (bcq_open_path), or a borrowed caller buffer (bcq_open_mem), plus its
 *   block index -- for LLVM IR the top level, indexed when it was opened,
 *   and the levels below, indexed one at a time on demand and kept (with
 *   BCQ_OPEN_DEEP, and for other bitstreams, every block at open) -- and
 *   what its queries decode and keep.  Every pointer the library hands out
 *   (bcq_span, block names, record blobs) is a const view into the input or
 *   into the handle, valid until bcq_close(), except the buffers of a
 *   bcq_reader or a bcq_insts view (record operands, operand kinds and
 *   values), valid until the next call on that reader or view.  The
 *   bcq_file of an archive member (bcq_archive_member_file) belongs to its
 *   archive: for it, read bcq_archive_member_release() of that member, or
 *   bcq_archive_close(), wherever bcq_close() is named.
 *
 * ERRORS
 *   Functions return an int status: 0 (BCQ_OK) on success, a negative
 *   bcq_status on failure, BCQ_END (1) at the end of an iteration.  Most
 *   take a trailing `bcq_error *err` that may be NULL; when given, every
 *   call clears it on entry and fills it on failure: the code, a message,
 *   the bit where the input went wrong and the innermost enclosing block.
 *   There is no global or thread-local "last error".  The library never
 *   prints, never exits and never aborts because of input.
 *   Each function's comment lists the codes it returns, one per line
 *   with its condition ("@return 0 on success, or" then "- BCQ_E_X: when";
 *   a line "- the errors of bcq_y()" takes in every code bcq_y() lists),
 *   with two rules stated here once:
 *   - NOMEM/LIMIT: every function that takes a bcq_error, bcq_symtab_next
 *     and bcq_symtab_read aside, may allocate (opening, a query that decodes and keeps
 *     something, a reader or view and what it reads), and so may also
 *     return BCQ_E_NOMEM (malloc failed, or a size would overflow) or
 *     BCQ_E_LIMIT (the handle's heap limit, bcq_open_options.heap_limit,
 *     would be passed, or the stream passes one of the caps on
 *     abbreviations and BLOCKINFO of LIMITS in libbcq(3)).  Both leave the
 *     handle usable; a later call may succeed.  The functions without a
 *     bcq_error never return either.
 *   - "The bitstream errors" of some blocks are the codes that reading
 *     them may give: BCQ_E_TRUNCATED, BCQ_E_BAD_BLOCK, BCQ_E_BAD_ABBREV,
 *     BCQ_E_BAD_RECORD, BCQ_E_BAD_VBR, BCQ_E_TOO_DEEP and
 *     BCQ_E_IMPLAUSIBLE (what each means: ERRORS in libbcq(3)).  The
 *     bitstream errors of a block include those of the BLOCKINFO in force
 *     there when it is parsed on first use (a module's, see
 *     bcq_reader_open): the same error on every use.
 *   A part of a module that the handle builds once and keeps (the module's
 *   facts, its function map, type table, constants and summary, a global
 *   value's references) and that cannot be built keeps its failure: every
 *   later query that needs it returns the same code and error (bit, block,
 *   message) at once, without reading the input again, whether or not the
 *   first caller passed an err.  BCQ_E_NOMEM and BCQ_E_LIMIT are not kept.
 *
 * ITERATION
 *   Every iterator (bcq_reader_next, bcq_insts_next, bcq_symtab_next,
 *   bcq_symtab_read, and those to come) follows one convention: it returns 0 with *out filled
 *   while there is an item, then BCQ_END (err cleared as on success, *out
 *   unspecified) on that and every later call, or a negative code on
 *   failure.  A failure on valid arguments is sticky (every later call
 *   returns the same code) unless the function says otherwise:
 *   bcq_symtab_next and bcq_symtab_read report a damaged symbol and go on
 *   with the next.
 *
 * POSITIONS
 *   Every bit position in the API counts bits from the start of the input
 *   (the first byte of the mapping or of the caller's buffer, wrapper
 *   header included), and every such field or parameter is named bit or
 *   *_bit.  The few other offsets are raw values of the file and say what
 *   they count: bcq_module.vstoffset (32-bit words, as the record holds
 *   it) and bcq_symtab's *_off (bytes into the SYMTAB blob).
 *
 * THREADS
 *   A bcq_file may be shared by any number of threads once opened; the
 *   functions that take `const bcq_file *` do not modify what another thread
 *   can observe (lazily built parts are built once and published atomically).
 *   A bcq_reader or bcq_insts view belongs to one thread at a time.
 *
 * STABILITY
 *   Everything declared here is covered by the soname and the version node
 *   (README, "Versions").  The parts listed below are not yet stable: they
 *   may change in a minor release; an incompatible change still moves the
 *   soname and version node, as README states, so a program built against
 *   one release never misreads another -- but it may need changes to build
 *   against the next.  Each of their comments carries the line
 *   "Not yet stable (STABILITY)."  They are:
 *   - the assembly writer: the "assembly text" section, bcq_sink_fn,
 *     bcq_textbuf, bcq_textbuf_sink(), bcq_textbuf_free(), bcq_asm_*();
 *     and the llvm-dis spellings of global values it shares,
 *     bcq_global_slot(), bcq_global_spelling(),
 *     bcq_global_find_spelled(), bcq_global_locate() and
 *     bcq_global_brief;
 *   - the linker-symbol view: the "linksyms" section, bcq_linksyms,
 *     bcq_linksyms_get(), bcq_linksyms_free(), BCQ_LINKSYMS_RECORDS;
 *   - the facts of the "what stays" section: BCQ_KEEP_*,
 *     bcq_global_keep(), bcq_global_comdat(), bcq_global_base(),
 *     bcq_function_empty();
 *   - the statistics of the "stats" section: bcq_stat_bodies_read(),
 *     bcq_stat_heap(), bcq_stat_heap_limit().
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
#define BCQ_VERSION_MINOR 2
#define BCQ_VERSION_PATCH 15

/*
 * Status codes.  XX(NAME, value, message).  Append-only: values are pinned
 * and never reused.  Errors are negative; BCQ_END (positive) is no error:
 * it ends an iteration (ITERATION above).  ERRORS in libbcq(3) says when
 * each occurs.
 */
#define BCQ_STATUS_MAP(XX)                                                    \
    XX(OK, 0, "success")                                                      \
    XX(END, 1, "no more items")                                               \
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
    XX(E_UNSUPPORTED, -16, "unsupported construct")                          \
    XX(E_STALE, -17, "symbol table does not describe this file")           \
    XX(E_NO_BODY, -18, "function is a declaration, it has no body")        \
    XX(E_LIMIT, -19, "a limit of the handle or of the format was reached") \
    XX(E_NO_BITCODE, -20, "object file without embedded bitcode")          \
    XX(E_BAD_CONTAINER, -21, "malformed object file or archive")            \
    XX(E_AMBIGUOUS, -22, "several slices match: choose one")                  \
    XX(E_BAD_SCRIPT, -23, "malformed linker script")

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
    int code;           /**< a bcq_status */
    int sys_errno;      /**< errno for BCQ_E_IO, else usually 0 */
    uint64_t bit;       /**< the fault, bits from the start of the input
                             (0 for most faults outside it: arguments,
                             memory) */
    unsigned block_id;  /**< innermost enclosing block, or UINT32_MAX */
    uint64_t block_bit; /**< its ENTER_SUBBLOCK, bits from the start of
                             the input, or UINT64_MAX */
    char message[128];  /**< human-readable, NUL-terminated */
} bcq_error;

/** The outer container the bitstream was found in. */
typedef enum bcq_container {
    BCQ_CONTAINER_RAW = 0,     /**< 'BC' 0xC0DE at byte 0 */
    BCQ_CONTAINER_WRAPPER = 1, /**< 0x0B17C0DE wrapper header */
    BCQ_CONTAINER_OTHER = 2    /**< another bitstream magic (CPCH, DIAG, ...) */
} bcq_container;

/** Flags for bcq_open_options.flags.  Without BCQ_OPEN_DEEP the open of
 *  an LLVM IR file indexes its top level only and reads the preamble of
 *  each MODULE_BLOCK (its entries up to its first sub-block that is not a
 *  BLOCKINFO); each level below is indexed the first time
 *  bcq_block_children() or a query needs it.  A bitstream that is not LLVM
 *  IR is indexed whole at open either way. */
enum {
    BCQ_OPEN_NO_MMAP = 1u << 0, /**< read() the file into memory instead of mmap */
    BCQ_OPEN_DEEP = 1u << 1,    /**< index every block at open, function
                                     bodies too, in the one flat index */
    BCQ_OPEN_THIN_LOCAL = 1u << 2, /**< a thin archive's members must be
                                     relative paths without a ".."
                                     component (bcq_archive_open_path);
                                     for archives from untrusted hands */
    BCQ_OPEN_ARCHIVE_INDEX = 1u << 3 /**< bcq_archive_open_*(): read the
                                     symbol index and the long-name
                                     table only, not every member header
                                     (since 0.2.7; see
                                     bcq_archive_member_at()) */
};

/** How to open an input.  Initialize with BCQ_OPEN_OPTIONS_INIT (or set
 *  size to sizeof(bcq_open_options) and zero the rest), then set what you
 *  need; a NULL options pointer means the defaults.  size is what keeps
 *  programs built against another version of bcq working: fields past size
 *  take their defaults, and a larger struct from a newer bcq.h is accepted
 *  when the fields this library does not know are zero. */
typedef struct bcq_open_options {
    size_t size;       /**< sizeof(bcq_open_options) */
    unsigned flags;    /**< BCQ_OPEN_* */
    size_t heap_limit; /**< bytes the handle may hold on the heap; 0: the
                            default, 4 x input size + 64 MiB (LIMITS in
                            libbcq(3)).  Past it a query fails with
                            BCQ_E_LIMIT and the handle stays usable. */
    const char *arch;  /**< a Mach-O universal binary: the name of the
                            slice to open ("x86_64", "arm64", ... as
                            bcq_slice.arch spells it); NULL: its only
                            slice (BCQ_E_AMBIGUOUS when it has several).
                            Ignored for other inputs.  Borrowed for the
                            call only. */
} bcq_open_options;

#define BCQ_OPEN_OPTIONS_INIT {sizeof(bcq_open_options), 0, 0, NULL}

/** One block of the index. */
typedef struct bcq_block {
    size_t index;          /**< position in the file's index, or BCQ_NONE */
    size_t parent;         /**< index of the enclosing block, or BCQ_NONE
                                (top level, or the enclosing block is not
                                in the index) */
    unsigned id;           /**< block id (8 = MODULE_BLOCK, ...) */
    unsigned depth;        /**< 0 for top-level blocks */
    unsigned abbrev_width; /**< abbreviation id width inside the block */
    unsigned flags;        /**< BCQ_BLOCK_* */
    uint64_t bit;          /**< its ENTER_SUBBLOCK abbrev id, bits from the
                                start of the input */
    uint64_t body_bit;     /**< first bit of the body, bits from the start
                                of the input */
    uint64_t words;        /**< body length in 32-bit words (blocklen) */
} bcq_block;

enum {
    /** The block's children are not in the file's index: each top-level
     *  block of LLVM IR after an open without BCQ_OPEN_DEEP, and each block
     *  found outside the index (in a level indexed on demand, by a reader
     *  or by a function lookup), a BLOCKINFO aside.  bcq_block_children()
     *  indexes its children, one level, on first use. */
    BCQ_BLOCK_LAZY = 1u << 0
};

/** Block ids of LLVM IR, for the calls that take one (bcq_block_find(),
 *  bcq_stat_bodies_read(), bcq_block.id): LLVM's bitc::BlockIDs, with the
 *  bitstream's own BLOCKINFO (doc/format.md 3.5, 4). */
enum {
    BCQ_BLOCKINFO_BLOCK = 0,
    BCQ_MODULE_BLOCK = 8,
    BCQ_PARAMATTR_BLOCK = 9,
    BCQ_PARAMATTR_GROUP_BLOCK = 10,
    BCQ_CONSTANTS_BLOCK = 11,
    BCQ_FUNCTION_BLOCK = 12,
    BCQ_IDENTIFICATION_BLOCK = 13,
    BCQ_VALUE_SYMTAB_BLOCK = 14,
    BCQ_METADATA_BLOCK = 15,
    BCQ_METADATA_ATTACHMENT_BLOCK = 16,
    BCQ_TYPE_BLOCK = 17,           /**< TYPE_BLOCK_ID_NEW */
    BCQ_USELIST_BLOCK = 18,
    BCQ_MODULE_STRTAB_BLOCK = 19,
    BCQ_GLOBALVAL_SUMMARY_BLOCK = 20,
    BCQ_OPERAND_BUNDLE_TAGS_BLOCK = 21,
    BCQ_METADATA_KIND_BLOCK = 22,
    BCQ_STRTAB_BLOCK = 23,
    BCQ_FULL_LTO_GLOBALVAL_SUMMARY_BLOCK = 24,
    BCQ_SYMTAB_BLOCK = 25,
    BCQ_SYNC_SCOPE_NAMES_BLOCK = 26
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
 * Open the file at @p path read-only, map it and index it.  A regular
 * file of at most 256 KiB is read into one heap buffer instead (as with
 * BCQ_OPEN_NO_MMAP at any size): below that size one read(2) costs less
 * than mmap(2), the page faults and munmap(2) (bench/symtab; LLVM's
 * MemoryBuffer::getFile reads below 16 KiB).  Views are valid until
 * bcq_close() either way; the buffer is not charged to the heap limit.
 * @param opts   NULL for the defaults, or options (bcq_open_options).
 * @param out    receives the handle; set to NULL on failure.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: a NULL path or out, a flag this library does not
 *           know, opts->size too small;
 *         - BCQ_E_UNSUPPORTED: opts from a newer bcq.h with a field this
 *           library does not know set;
 *         - BCQ_E_IO: the file could not be opened, stat'ed or read, or is a
 *           directory -- when mmap fails the file is read instead;
 *           err->sys_errno says why;
 *         and, for an error in what the open reads -- the container, then
 *         the top level and each MODULE_BLOCK's preamble (with BCQ_OPEN_DEEP,
 *         or in a bitstream that is not LLVM IR, every block):
 *         - BCQ_E_NOT_BITCODE: an empty input; one that bcq_identify() names
 *           as anything but bitcode, a bitstream or an object -- an archive
 *           too, which opens with bcq_archive_open_*() -- the message naming
 *           it; binary data without a printable 4-byte magic; a wrapped
 *           stream without 'BC' 0xC0DE; a stream that is not LLVM IR with no
 *           block, or something else, right after its magic;
 *         - BCQ_E_TRUNCATED: also for an input cut inside its magic or
 *           wrapper header;
 *         - BCQ_E_BAD_WRAPPER: a malformed wrapper header;
 *         - the errors of bcq_find_bitcode() for an object or a universal
 *           binary: BCQ_E_NO_BITCODE, BCQ_E_BAD_CONTAINER, BCQ_E_AMBIGUOUS
 *           without opts->arch, BCQ_E_NOT_FOUND for an arch it lacks,
 *           BCQ_E_UNSUPPORTED;
 *         - the bitstream errors (ERRORS) of the top level, of the blocks the
 *           open walks and of each BLOCKINFO it parses (a preamble's is only
 *           located).
 * An IDENTIFICATION_BLOCK without its MODULE_BLOCK does not fail the open
 * (see bcq_module_count).
 * Close with bcq_close().
 */
BCQ_API int bcq_open_path(const char *path, const bcq_open_options *opts,
                          bcq_file **out, bcq_error *err);

/**
 * Like bcq_open_path() over @p size bytes at @p data, which are borrowed, not
 * copied: they must stay unchanged and readable until bcq_close().  @p data
 * needs no alignment.  BCQ_OPEN_NO_MMAP has no effect here.
 * @return what bcq_open_path() returns, BCQ_E_IO aside, with
 *         - BCQ_E_INVAL: also for a NULL @p data with a nonzero @p size.
 */
BCQ_API int bcq_open_mem(const void *data, size_t size,
                         const bcq_open_options *opts, bcq_file **out,
                         bcq_error *err);

/** Release the handle, its index and its mapping.  NULL is allowed.  Every
 *  span, bcq_reader and bcq_insts view obtained from @p f must be out of
 *  use. */
BCQ_API void bcq_close(bcq_file *f);

/** The whole input (mapping or caller buffer); {NULL, 0} for NULL.
 *  Kept for compatibility; prefer bcq_file_info_get(). */
BCQ_API bcq_span bcq_file_data(const bcq_file *f);

/** The container the bitstream was found in; BCQ_CONTAINER_RAW for NULL.
 *  Kept for compatibility; prefer bcq_file_info_get(). */
BCQ_API bcq_container bcq_file_container(const bcq_file *f);

/** The bitstream inside the container, magic included; {NULL, 0} for
 *  NULL.  Kept for compatibility; prefer bcq_file_info_get(). */
BCQ_API bcq_span bcq_file_stream(const bcq_file *f);

/** The four magic bytes of the bitstream read as a little-endian word, the
 *  first byte in the low 8 bits ('B','C',0xC0,0xDE: 0xDEC04342); 0 for
 *  NULL.  Kept for compatibility; prefer bcq_file_info_get(). */
BCQ_API uint32_t bcq_file_magic(const bcq_file *f);

/** Nonzero when the bitstream is LLVM IR ('BC' 0xC0DE); 0 for NULL.
 *  Kept for compatibility; prefer bcq_file_info_get(). */
BCQ_API int bcq_file_is_ir(const bcq_file *f);

/** The 5 words of the wrapper header (magic, version, offset, size, cputype).
 *  Kept for compatibility; prefer bcq_file_info_get().
 *  @return 0 on success, or
 *          - BCQ_E_NOT_FOUND: the file has no wrapper;
 *          - BCQ_E_INVAL: @p f or @p out is NULL. */
BCQ_API int bcq_file_wrapper(const bcq_file *f, uint32_t out[5]);

/** What a bcq_file is, in one call (bcq_file_info_get()): the facts of
 *  bcq_file_data(), bcq_file_stream(), bcq_file_container(),
 *  bcq_file_magic(), bcq_file_is_ir() and bcq_file_wrapper(), which are
 *  kept for compatibility.  Extensible as bcq_open_options is: set size
 *  (BCQ_FILE_INFO_INIT), and the library fills what fits in it. */
typedef struct bcq_file_info {
    size_t size;            /**< set by the caller: sizeof(bcq_file_info) */
    bcq_span data;          /**< the whole input (bcq_file_data()) */
    bcq_span stream;        /**< the bitstream, magic included
                                 (bcq_file_stream()) */
    bcq_container container; /**< bcq_file_container() */
    uint32_t magic;         /**< bcq_file_magic() */
    int is_ir;              /**< bcq_file_is_ir(): nonzero for LLVM IR */
    int has_wrapper;        /**< nonzero when wrapper[] holds the header */
    uint32_t wrapper[5];    /**< bcq_file_wrapper(): magic, version,
                                 offset, size, cputype; zeros without a
                                 wrapper */
} bcq_file_info;

#define BCQ_FILE_INFO_INIT {sizeof(bcq_file_info), {NULL, 0}, {NULL, 0}, \
                            BCQ_CONTAINER_RAW, 0, 0, 0, {0, 0, 0, 0, 0}}

/**
 * Fill *@p out with what @p f is.  out->size must be set first
 * (BCQ_FILE_INFO_INIT); bytes of *out past the fields this library knows,
 * up to out->size, are zeroed, and out->size is left as set.  Reads
 * nothing, allocates nothing.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: @p f or @p out is NULL, or out->size is smaller
 *           than sizeof(bcq_file_info) of this bcq.h.
 */
BCQ_API int bcq_file_info_get(const bcq_file *f, bcq_file_info *out);

/* ------------------------------------------------------------ containers
 * What a linker is handed: bitcode (raw or wrapped), objects that carry
 * bitcode in a section, universal Mach-O binaries of several objects, and
 * ar archives of any of these.  bcq_open_path() and bcq_open_mem() open
 * bitcode, wrapped bitcode and the bitcode of an object (one slice of a
 * universal binary); archives open with bcq_archive_open_path() or
 * bcq_archive_open_mem(), and each member as its own bcq_file.  Every
 * size, offset and count of a container header is checked before use
 * (doc/format.md 15). */

/** What an input is, from its first bytes (bcq_identify()). */
typedef enum bcq_kind {
    BCQ_KIND_UNKNOWN = 0,      /**< none of the kinds below */
    BCQ_KIND_EMPTY,            /**< no bytes at all */
    BCQ_KIND_BITCODE,          /**< LLVM IR bitcode, 'BC' 0xC0DE */
    BCQ_KIND_WRAPPER,          /**< the bitcode wrapper, 0x0B17C0DE */
    BCQ_KIND_BITSTREAM,        /**< another LLVM bitstream: clang's
                                    serialized diagnostics ('DIAG'),
                                    precompiled headers ('CPCH'),
                                    remarks ('RMRK') */
    BCQ_KIND_ELF,              /**< ELF, 32/64-bit, either byte order */
    BCQ_KIND_MACHO,            /**< Mach-O, 32/64-bit, either byte order */
    BCQ_KIND_MACHO_UNIVERSAL,  /**< Mach-O universal ("fat") binary */
    BCQ_KIND_COFF,             /**< COFF object (regular or bigobj) */
    BCQ_KIND_ARCHIVE,          /**< ar archive, "!<arch>\n" (GNU, SysV,
                                    BSD, Windows) */
    BCQ_KIND_THIN_ARCHIVE,     /**< thin ar archive, "!<thin>\n" */
    BCQ_KIND_PE,               /**< PE/COFF image ("MZ"), an .exe or .dll */
    BCQ_KIND_WASM,             /**< WebAssembly module, "\0asm" */
    BCQ_KIND_GZIP,             /**< gzip data */
    BCQ_KIND_ZSTD,             /**< zstd frame */
    BCQ_KIND_XZ,               /**< xz data */
    BCQ_KIND_BZIP2,            /**< bzip2 data */
    BCQ_KIND_ZIP,              /**< zip archive (a .jar, ...) */
    BCQ_KIND_JAVA_CLASS,       /**< Java class file (0xCAFEBABE with a class
                                    file version, not a slice count) */
    BCQ_KIND_SCRIPT,           /**< "#!" script */
    BCQ_KIND_LLVM_TEXT,        /**< LLVM assembly text (a .ll file) */
    BCQ_KIND_TEXT              /**< other text (printable bytes only) */
} bcq_kind;

/** What @p size bytes at @p data are, from their first bytes only: no
 *  header is validated (bcq_find_bitcode() and the opens do that).  Never
 *  fails; reads at most the first 512 bytes.  NULL with a size is
 *  BCQ_KIND_UNKNOWN. */
BCQ_API bcq_kind bcq_identify(const void *data, size_t size);

/** A short name of a kind ("ELF object", "ar archive", "gzip data", ...);
 *  "unknown data" for values not in the enum.  Static storage. */
BCQ_API const char *bcq_kind_name(bcq_kind k);

/* ------------------------------------------------------------------ *
 * Linker scripts: the input lists of GNU ld scripts (libc.so, libm.a)
 * ------------------------------------------------------------------ */

/** One input named by a linker script (bcq_script_parse()). */
typedef struct bcq_script_entry {
    bcq_span path;     /**< the name as written, quotes removed; for -lNAME
                            only NAME.  A view into the script's bytes,
                            valid as long as they are */
    int is_lib;        /**< written -lNAME: a library to search for */
    int as_needed;     /**< inside AS_NEEDED(...) */
    int in_group;      /**< inside GROUP(...) (not INPUT(...)) */
    size_t offset;     /**< the byte offset of its token in the script */
    unsigned line;     /**< its line, from 1 */
    unsigned column;   /**< its column, from 1 (bytes) */
} bcq_script_entry;

/** The most entries one script may name (BCQ_E_LIMIT beyond). */
#define BCQ_SCRIPT_MAX_ENTRIES 65536u

/**
 * Read the linker script of @p size bytes at @p data (not copied, not
 * NUL-terminated) as ld.lld reads an input that is no object, archive or
 * bitcode: tokens as lld's ScriptLexer splits them (comments between
 * "/" "*" and "*" "/" or from '#' to the end of the line, quoted strings
 * without escapes, words of [A-Za-z0-9_.$/\~=+[]*?!^:-], any other byte a
 * token of its own), and the commands that name inputs:
 *
 *     GROUP ( list )   INPUT ( list )   list: NAME | -lNAME | AS_NEEDED ( NAME... )
 *     OUTPUT_FORMAT ( NAME [, NAME, NAME] )   (ignored)      ;  (ignored)
 *
 * The names of a list may also be separated by commas, as GNU ld allows
 * (ld.lld 14 and 19 take a comma for a file name).  Any other command
 * (SECTIONS, ENTRY, SEARCH_DIR, INCLUDE, ...) is refused.  One pass, no
 * recursion: AS_NEEDED inside AS_NEEDED is refused, not nested.
 *
 * The entries are written to @p out, in script order, up to @p cap of them
 * (@p out may be NULL when @p cap is 0); *@p count is set to the number the
 * script names, also when that is more than @p cap (then BCQ_E_RANGE: call
 * again with a larger array, as with snprintf).  Their paths are views
 * into @p data.  No memory is allocated.
 * @return 0; BCQ_E_RANGE (more than @p cap entries: *count says how many);
 *         BCQ_E_BAD_SCRIPT (an unterminated comment or quote, a missing
 *         "(" or ")", the end of the input inside a list, a stray token);
 *         BCQ_E_UNSUPPORTED (a command other than those above, or
 *         AS_NEEDED nested: the message names it); BCQ_E_LIMIT (more than
 *         BCQ_SCRIPT_MAX_ENTRIES entries); BCQ_E_INVAL (NULL @p count, NULL
 *         @p data with a size, NULL @p out with a @p cap).  On an error
 *         err->bit is 8 times the byte offset of the token at fault and the
 *         message gives its line and column ("3:1: unsupported linker
 *         script command SECTIONS"); *count is the entries before it.
 */
BCQ_API int bcq_script_parse(const void *data, size_t size,
                             bcq_script_entry *out, size_t cap,
                             size_t *count, bcq_error *err);

/** Where the bitcode of an object lies (bcq_find_bitcode(),
 *  bcq_file_object()).  Offsets are bytes from the start of the input. */
typedef struct bcq_object {
    bcq_kind kind;         /**< BCQ_KIND_ELF, _MACHO or _COFF; or
                                BCQ_KIND_MACHO_UNIVERSAL for a slice that
                                is bare bitcode (llvm-lipo makes those of
                                objects with embedded bitcode): the slice
                                is then the section, named "" */
    unsigned bits;         /**< 32 or 64 */
    int big_endian;        /**< nonzero for a big-endian object */
    uint32_t machine;      /**< e_machine, cputype or the COFF Machine */
    char arch[16];         /**< the architecture's name ("x86_64",
                                "i386", "aarch64", "arm64", "ppc64", ...),
                                NUL-terminated; "" when not known */
    size_t slice_off;      /**< the object: where it starts (a slice of a
                                universal binary), else 0 */
    size_t slice_size;     /**< and its size (the input's, else) */
    size_t section_off;    /**< the section holding the bitcode */
    size_t section_size;   /**< its size; 0 with BCQ_E_NO_BITCODE */
    char section[24];      /**< its name: ".llvmbc", ".llvm.lto",
                                "__LLVM,__bitcode"; "" when none */
} bcq_object;

/**
 * Find the bitcode inside an object, without opening it: the section that
 * LLVM's IRObjectFile::findBitcodeInMemBuffer takes (ELF ".llvmbc" or
 * ".llvm.lto" (SHT_LLVM_LTO too), Mach-O "__LLVM,__bitcode", COFF
 * ".llvmbc"), in an ELF, Mach-O or COFF object, or in the slice @p arch
 * of a universal binary (NULL: its only slice).  Bitcode and wrapped
 * bitcode are found too, as a section of the whole input with kind
 * BCQ_KIND_BITCODE or BCQ_KIND_WRAPPER.
 * @param out  filled on success and, for an object without bitcode, with
 *             BCQ_E_NO_BITCODE (section_size 0).
 * @return 0 on success, or
 *         - BCQ_E_NO_BITCODE: an object with no such section, or only the
 *           one-byte marker of -fembed-bitcode=marker; the message names the
 *           object's kind;
 *         - BCQ_E_NOT_BITCODE: not an object: the message names what it is,
 *           bcq_kind_name();
 *         - BCQ_E_AMBIGUOUS: a universal binary of several slices and a NULL
 *           @p arch;
 *         - BCQ_E_NOT_FOUND: no slice @p arch; the message lists them;
 *         - BCQ_E_TRUNCATED: a header, table or section that runs past the
 *           end of the input;
 *         - BCQ_E_BAD_CONTAINER: a malformed header, table or load command:
 *           err->bit is its byte offset times 8 and the message names the
 *           container;
 *         - BCQ_E_UNSUPPORTED: a slice that is itself an archive;
 *         - BCQ_E_INVAL: NULL @p out, or NULL @p data with a size.
 */
BCQ_API int bcq_find_bitcode(const void *data, size_t size, const char *arch,
                             bcq_object *out, bcq_error *err);

/** The object @p f was opened from, when it was one.
 *  @return 0 on success, or
 *          - BCQ_E_NOT_FOUND: plain or wrapped bitcode, another bitstream;
 *          - BCQ_E_INVAL: NULL. */
BCQ_API int bcq_file_object(const bcq_file *f, bcq_object *out);

/** One slice of a universal binary (bcq_universal_slices()). */
typedef struct bcq_slice {
    char arch[16];     /**< its name, as `lipo -info` and `llvm-nm` spell
                            it ("x86_64", "arm64", "i386", ...; "" plus
                            cputype for one bcq does not know) */
    uint32_t cputype;
    uint32_t cpusubtype;
    size_t offset;     /**< bytes from the start of the input */
    size_t size;
} bcq_slice;

/**
 * The slices of a universal Mach-O binary, in table order.
 * @param out   room for @p cap slices (may be NULL when cap is 0).
 * @param n     receives the number of slices.
 * @return 0 on success, or
 *         - BCQ_E_RANGE: cap < *n; the first cap are written;
 *         - BCQ_E_NOT_BITCODE: not a universal binary;
 *         - BCQ_E_TRUNCATED: a slice outside the input, overlapping the
 *           table, more than 64 slices;
 *         - BCQ_E_BAD_CONTAINER: a slice outside the input, overlapping the
 *           table, more than 64 slices;
 *         - BCQ_E_INVAL: NULL @p n, NULL @p data with a size.
 */
BCQ_API int bcq_universal_slices(const void *data, size_t size,
                                 bcq_slice *out, size_t cap, size_t *n,
                                 bcq_error *err);

/* -------------------------------------------------------------- archives */

typedef struct bcq_archive bcq_archive;

/** An archive's format. */
typedef enum bcq_archive_format {
    BCQ_ARCHIVE_GNU = 1,  /**< GNU/SysV: "name/", "//" long names, "/" and
                               "/SYM64/" symbol index (also Windows .lib,
                               whose second "/" member is skipped) */
    BCQ_ARCHIVE_BSD = 2,  /**< BSD/Darwin: "#1/LEN" names, "__.SYMDEF" */
    BCQ_ARCHIVE_THIN = 3  /**< GNU thin: members are paths, not data */
} bcq_archive_format;

/**
 * Open the ar archive at @p path: map it (as bcq_open_path() maps a file)
 * and read its member headers and symbol index; no member is opened.
 * Costs a fixed 154 bytes per member (bench/archive); each member opened
 * through bcq_archive_member_file() costs what its own bcq_file costs, until
 * bcq_archive_member_release() of it or bcq_archive_close().
 * @p opts apply to the members' files too (flags, heap_limit per member,
 * arch for a member that is a universal binary).  A thin archive's
 * members are files named relative to the archive's directory (absolute
 * paths and ".." are allowed, as GNU ld, lld and llvm-ar allow them,
 * unless BCQ_OPEN_THIN_LOCAL); each must be a regular file, and one that
 * is itself an archive is refused (no nesting, no loops).
 * @return 0 on success, or
 *         - BCQ_E_INVAL: options, as bcq_open_path();
 *         - BCQ_E_UNSUPPORTED: options, as bcq_open_path();
 *         - BCQ_E_IO: as bcq_open_path();
 *         - BCQ_E_NOT_BITCODE: not an ar archive; the message names what it
 *           is;
 *         - BCQ_E_TRUNCATED: a header or member that runs past the end;
 *         - BCQ_E_BAD_CONTAINER: a header's size not decimal, a missing "`\n"
 *           terminator, a long-name offset outside "//", a symbol index entry
 *           naming no member header, ...: err->bit is the byte offset times 8
 *           of the faulty field, the message names it.
 * Close with bcq_archive_close().
 *
 * With BCQ_OPEN_ARCHIVE_INDEX in opts->flags (since 0.2.7) the open reads
 * the archive's magic and the special members archivers write before the
 * first member -- the symbol index and the long-name table -- and stops
 * at the first member's header: the pages of the members are not touched,
 * which is what a linker wants of a large library it takes a few members
 * from (ld.lld 14, GNU ld and gold read an archive so).  The index's
 * offsets are only checked to lie inside the archive; a member is read
 * and checked when bcq_archive_member_at() asks for it.  Every call that
 * numbers members (bcq_archive_count(), _member(), _find(),
 * _member_data(), _member_file(), bcq_archive_symbol(), and
 * bcq_archive_get_format() and _info_get(), since a BSD name may be any
 * member's) reads the member headers on its first use, once for the
 * handle, from any thread; a header that fails that walk makes the
 * archive count 0 members, and _member_data() and _member_file() return
 * that failure, with its message.  A thin archive is read whole either
 * way (its headers are all it holds).
 */
BCQ_API int bcq_archive_open_path(const char *path,
                                  const bcq_open_options *opts,
                                  bcq_archive **out, bcq_error *err);

/** Like bcq_archive_open_path() over borrowed bytes (as bcq_open_mem()).
 *  A thin archive opened from memory names its members relative to the
 *  current directory.
 *  @return what bcq_archive_open_path() returns, with
 *          - BCQ_E_INVAL: also for a NULL @p data with a nonzero @p size. */
BCQ_API int bcq_archive_open_mem(const void *data, size_t size,
                                 const bcq_open_options *opts,
                                 bcq_archive **out, bcq_error *err);

/** Release the archive, every member file opened through it and not yet
 *  released (their handles and views become invalid) and its mapping.
 *  NULL is allowed. */
BCQ_API void bcq_archive_close(bcq_archive *a);

/** The archive's format; 0 for NULL.  Kept for compatibility; prefer
 *  bcq_archive_info_get(). */
BCQ_API bcq_archive_format bcq_archive_get_format(const bcq_archive *a);

/** The whole archive (mapping or caller buffer); {NULL, 0} for NULL.
 *  Kept for compatibility; prefer bcq_archive_info_get(). */
BCQ_API bcq_span bcq_archive_data(const bcq_archive *a);

/** Number of members, the symbol index and long-name table not counted;
 *  0 for NULL.  Kept for compatibility; prefer bcq_archive_info_get(). */
BCQ_API size_t bcq_archive_count(const bcq_archive *a);

/** What an archive is, in one call (bcq_archive_info_get()): the facts of
 *  bcq_archive_get_format(), bcq_archive_data(), bcq_archive_count() and
 *  bcq_archive_symbol_count(), which are kept for compatibility.
 *  Extensible as bcq_open_options is: set size (BCQ_ARCHIVE_INFO_INIT). */
typedef struct bcq_archive_info {
    size_t size;               /**< set by the caller:
                                    sizeof(bcq_archive_info) */
    bcq_archive_format format; /**< bcq_archive_get_format() */
    bcq_span data;             /**< the whole archive
                                    (bcq_archive_data()) */
    size_t nmembers;           /**< bcq_archive_count() */
    size_t nsymbols;           /**< bcq_archive_symbol_count() */
} bcq_archive_info;

#define BCQ_ARCHIVE_INFO_INIT {sizeof(bcq_archive_info), \
                               (bcq_archive_format)0, {NULL, 0}, 0, 0}

/**
 * Fill *@p out with what @p a is, as bcq_file_info_get() fills a
 * bcq_file_info (out->size first).  Reads nothing, allocates nothing.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: @p a or @p out is NULL, or out->size is smaller
 *           than sizeof(bcq_archive_info) of this bcq.h.
 */
BCQ_API int bcq_archive_info_get(const bcq_archive *a, bcq_archive_info *out);

/** One member of an archive.  Offsets are bytes from the start of the
 *  archive. */
typedef struct bcq_member {
    size_t index;       /**< its position among the members, from 0 */
    bcq_span name;      /**< its name, a view into the archive (a GNU
                             name without its '/', a long name from "//",
                             a BSD "#1/" name from its data); for a thin
                             archive the path as stored */
    uint64_t header_off; /**< its 60-byte header */
    uint64_t data_off;   /**< its data (BSD: past the long name); 0 for a
                              thin member, whose data is in its own file */
    uint64_t size;       /**< its data's size (BSD: without the name) */
    uint64_t mtime;      /**< the header's fields, 0 where blank */
    unsigned uid, gid, mode;
} bcq_member;

/** Member @p i.
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: no member @p i (i >= bcq_archive_count());
 *          - BCQ_E_INVAL: NULL. */
BCQ_API int bcq_archive_member(const bcq_archive *a, size_t i,
                               bcq_member *out);

/** The first member named @p name (@p len bytes).
 *  @return 0 with *i set, or
 *          - BCQ_E_NOT_FOUND: no member has that name;
 *          - BCQ_E_INVAL: NULL. */
BCQ_API int bcq_archive_find(const bcq_archive *a, const char *name,
                             size_t len, size_t *i);

/**
 * The bytes of member @p i: a view into the archive (valid until
 * bcq_archive_close()), or for a thin archive into the member's own file,
 * mapped on first use and kept until bcq_archive_member_release() of @p i
 * or bcq_archive_close().  Safe from several threads.
 * @return 0 on success, or
 *         - BCQ_E_RANGE: no member @p i;
 *         - BCQ_E_IO: a thin member that cannot be opened, or is not a
 *           regular file;
 *         - BCQ_E_BAD_CONTAINER: a thin member's path refused by
 *           BCQ_OPEN_THIN_LOCAL;
 *         - BCQ_E_INVAL: NULL.
 */
BCQ_API int bcq_archive_member_data(const bcq_archive *a, size_t i,
                                    bcq_span *out, bcq_error *err);

/**
 * Member @p i opened as a bcq_file over the archive's mapping (no copy, no
 * new mapping; a thin member over its own file's), as bcq_open_mem() would
 * open its bytes: bitcode, wrapped bitcode, an object with bitcode.  The
 * first call opens it, and the handle is kept and shared: every later call,
 * from any thread, returns the same one, until bcq_archive_member_release()
 * of @p i or bcq_archive_close(), which close it (never pass it to
 * bcq_close(), which ignores it); after a release the next call opens the
 * member again, as the first did.  A failed open is not kept: the next
 * call tries again.  Positions in the member's file count from the start
 * of the member's data.  Costs what bcq_archive_member_data(),
 * bcq_open_mem() and, at the release, bcq_close() cost.
 * @return 0 on success, or
 *         - BCQ_E_RANGE: no member @p i;
 *         - the errors of bcq_archive_member_data() and of bcq_open_mem() on
 *           its bytes (BCQ_E_NOT_BITCODE for a native member or one that is
 *           an archive, BCQ_E_NO_BITCODE for an object without bitcode);
 *         - BCQ_E_INVAL: NULL.
 */
BCQ_API int bcq_archive_member_file(const bcq_archive *a, size_t i,
                                    const bcq_file **out, bcq_error *err);

/**
 * Close what the archive keeps of member @p i -- its bcq_file from
 * bcq_archive_member_file(), and for a thin archive the mapping of the
 * member's own file -- before bcq_archive_close(), so that a caller that
 * walks the members one by one holds one member at a time.  Everything
 * obtained from that member becomes invalid: its bcq_file and every span,
 * module, symbol table, function, reader and instruction view from it,
 * and, for a thin archive, the spans bcq_archive_member_data() gave for
 * @p i (a regular archive's spans point into the archive and stay
 * valid).
 * The other members and the archive itself are not touched.  A later
 * bcq_archive_member_file() or bcq_archive_member_data() of @p i opens or
 * maps the member again, as the first call did (a new handle, with the
 * same answers).  Releasing a member not opened, releasing it twice, an
 * index out of range and NULL do nothing.
 *
 * Threads: the member's file is shared by every thread that got it, so
 * the caller alone knows when no one uses it.  Call this only when no
 * thread still uses anything from member @p i or is inside a call on
 * member @p i of this archive (bcq_archive_member_file(),
 * bcq_archive_member_data(), bcq_archive_member_release()); calls on the
 * other members may run meanwhile, from any thread.
 */
BCQ_API void bcq_archive_member_release(bcq_archive *a, size_t i);

/** Number of entries of the archive's symbol index ("/", "/SYM64/",
 *  "__.SYMDEF"); 0 without one, or for NULL.  Kept for compatibility;
 *  prefer bcq_archive_info_get(). */
BCQ_API size_t bcq_archive_symbol_count(const bcq_archive *a);

/** Entry @p k of the symbol index, in its order: the symbol's name (a view
 *  into the archive) and the member that defines it.
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: k >= bcq_archive_symbol_count();
 *          - BCQ_E_INVAL: NULL. */
BCQ_API int bcq_archive_symbol(const bcq_archive *a, size_t k,
                               bcq_span *name, size_t *member);

/** Entry @p k of the symbol index, as the index itself gives it: the
 *  symbol's name (a view into the archive) and the offset of its
 *  member's header, for bcq_archive_member_at().  Reads no member header,
 *  so it is what an archive opened with BCQ_OPEN_ARCHIVE_INDEX answers
 *  without its walk (since 0.2.7).
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: k >= bcq_archive_symbol_count();
 *          - BCQ_E_INVAL: NULL. */
BCQ_API int bcq_archive_symbol_at(const bcq_archive *a, size_t k,
                                  bcq_span *name, uint64_t *header_off);

/**
 * The member whose 60-byte header is at byte @p header_off of the archive
 * (bcq_archive_symbol_at() gives these offsets), into *@p out (since
 * 0.2.7).  For an archive opened with BCQ_OPEN_ARCHIVE_INDEX the header is
 * read and checked here, as the walk checks each header, its long name
 * looked up in the long-name table; out->index is then BCQ_NONE (a
 * member's number needs the walk: bcq_archive_member() and the calls by
 * number).  Otherwise, and for a thin archive, the offset must be that of
 * a member of the table, and out->index is its number.  The member's bytes
 * are then bcq_archive_data() from out->data_off, out->size of them (a
 * thin member's are its own file's: bcq_archive_member_data() of
 * out->index); open them with bcq_open_mem() or bcq_native_open_mem().
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: (a table read) no member's header is there;
 *         - BCQ_E_BAD_CONTAINER: (BCQ_OPEN_ARCHIVE_INDEX) no header there,
 *           the archive's symbol index or long-name table there, or a
 *           field of the header as bcq_archive_open_path() refuses it;
 *           err->bit is the byte offset times 8 of the faulty field;
 *         - BCQ_E_TRUNCATED: a header or member that runs past the end;
 *         - BCQ_E_INVAL: NULL.
 */
BCQ_API int bcq_archive_member_at(const bcq_archive *a, uint64_t header_off,
                                  bcq_member *out, bcq_error *err);

/* ------------------------------------------------------- native symbols
 * The symbol tables of a native object -- what llvm-nm lists for an object
 * without bitcode, a native archive member or a shared object -- read in
 * place, as facts: no letters, no sorting (that is the caller's policy; bcq
 * symbols applies llvm-nm's).  ELF (32/64-bit, either byte order),
 * Mach-O (thin, or one slice of a universal binary; 32/64-bit, either byte
 * order) and COFF (objects, bigobj objects, PE images) (doc/format.md
 * 15.7).  Opening reads and checks the headers, the section header table
 * and the headers of the symbol tables and their string tables (Mach-O:
 * the mach header, the load commands and LC_SYMTAB's symbol and string
 * tables); a symbol is read and checked when asked for, so a damaged
 * symbol fails alone.
 *
 * Mach-O symbols (<mach-o/nlist.h>) fill the ELF-shaped bcq_native_symbol
 * so: binding BCQ_NSYM_GLOBAL for N_EXT, else BCQ_NSYM_LOCAL, and
 * BCQ_NSYM_WEAK for N_EXT with N_WEAK_REF or N_WEAK_DEF (0x40, 0x80) in
 * n_desc; visibility 2 (hidden) for N_PEXT, else 0; type BCQ_NSYM_NOTYPE,
 * or BCQ_NSYM_TYPE_OTHER for a debugger entry (n_type & 0xe0, N_STAB: a
 * stab, where BCQ_NSYM_RESERVED); where from n_type & N_TYPE: N_UNDF is
 * BCQ_NSYM_UNDEF, or with N_EXT and a nonzero n_value BCQ_NSYM_IN_COMMON
 * (size = n_value, common_align = 1 << ((n_desc >> 8) & 0xf)); N_PBUD
 * (prebound undefined) BCQ_NSYM_UNDEF; N_ABS BCQ_NSYM_ABS; N_SECT
 * BCQ_NSYM_IN_SECTION (section = n_sect, counting the sections of the
 * LC_SEGMENT / LC_SEGMENT_64 commands from 1; n_sect 0 gives no section
 * facts); N_INDR BCQ_NSYM_RESERVED, with version the name it stands for
 * (n_value, an offset into the string table) and version_defined 1, or
 * version empty and version_defined 0 when n_value lies outside the
 * table; undefined values BCQ_NSYM_RESERVED.  The name is the string at
 * n_strx up to its NUL or the end of the string table; n_strx 0 is no
 * name.  An n_strx past the string table fails the symbol
 * (BCQ_E_BAD_CONTAINER) with every other field filled and name {NULL,
 * 0} (llvm-nm lists such a symbol as "bad string index"); an n_sect that
 * names no section fails it with every field filled but the section facts
 * (llvm-nm gives it 's').  value is n_value (an
 * address already, in objects too), size 0 but for commons; section_name
 * is the section's sectname (the segment: bcq_native_section_get()),
 * section_flags its flags, section_type flags & 0xff (S_ZEROFILL, ...),
 * section_addr its addr, section_class BCQ_NSEC_ALLOC unless
 * S_ATTR_DEBUG, _WRITE for a __DATA* segment other than __DATA_CONST,
 * _EXEC for S_ATTR_PURE_INSTRUCTIONS or S_ATTR_SOME_INSTRUCTIONS, _NOBITS
 * for the zerofill types; raw_info is n_type, raw_other n_sect (n_desc is
 * not kept: binding and common_align carry what llvm-nm uses of it).
 * There is no null symbol, no dynamic table (BCQ_NATIVE_DYNSYM counts 0)
 * and no version.
 *
 * COFF, in the fields below (LLVM's COFFObjectFile is the model): one
 * table, BCQ_NATIVE_SYMTAB; its indices are record indices, aux records
 * counted, as relocations and LLVM's getSymbolIndex count them: walk it
 * from 0 by 1 + raw_other (a record inside a symbol's aux records reads
 * as a symbol of those bytes, checked like any other).  binding: GLOBAL
 * for IMAGE_SYM_CLASS_EXTERNAL, WEAK for IMAGE_SYM_CLASS_WEAK_EXTERNAL,
 * LOCAL for any other class (static, label, file, section, ...).  type:
 * FILE for IMAGE_SYM_CLASS_FILE, SECTION for a section definition (a
 * static symbol with aux records, or an external absolute one with them:
 * LLVM's isSectionDefinition), FUNC when the Type's complex type is
 * IMAGE_SYM_DTYPE_FUNCTION (0x20), else NOTYPE.  where, by SectionNumber:
 * > 0 IN_SECTION (section = the 1-based number; section_name with "/NNN"
 * and "//" base64 names resolved; section_flags =
 * Characteristics; section_type 0; section_addr = VirtualAddress, plus
 * ImageBase in a PE image; section_class EXEC for CNT_CODE or
 * MEM_EXECUTE, NOBITS for CNT_UNINITIALIZED_DATA, WRITE for MEM_WRITE,
 * ALLOC unless LNK_REMOVE, LNK_INFO or MEM_DISCARDABLE); -1 ABS; -2
 * (IMAGE_SYM_DEBUG) and other negative numbers RESERVED (section holds
 * the number as an int32_t); 0: IN_COMMON for an external (or section
 * class) symbol whose Value is not 0 (size = Value, common_align 0), for
 * a weak external with its aux record UNDEF unless the record's
 * Characteristics is IMAGE_WEAK_EXTERN_SEARCH_ALIAS (3), which LLVM takes
 * as defined through the alias: then RESERVED (section 0); section_flags
 * holds that Characteristics; else UNDEF.  value = Value; size 0 but for
 * a common; visibility 0; raw_info = StorageClass; raw_other =
 * NumberOfAuxSymbols; version empty.  bcq_native_info: kind BCQ_KIND_COFF
 * (a PE image too), type RELOCATABLE for an object, SHARED for a PE image
 * with IMAGE_FILE_DLL, else EXECUTABLE; raw_type = the file header's
 * Characteristics; bits 64 for x86-64 and AArch64 machines, else 32;
 * machine = Machine; nsections = NumberOfSections; has_dynsym 0. */

typedef struct bcq_native bcq_native;

/** What kind of native file (bcq_native_info.type), from ELF's e_type,
 *  Mach-O's filetype (COFF: an object, or a PE image and its
 *  IMAGE_FILE_DLL bit). */
typedef enum bcq_native_type {
    BCQ_NATIVE_OTHER = 0,       /**< ET_NONE, ET_CORE, OS/processor types;
                                     Mach-O's other filetypes */
    BCQ_NATIVE_RELOCATABLE = 1, /**< ET_REL, MH_OBJECT: an object (.o) */
    BCQ_NATIVE_EXECUTABLE = 2,  /**< ET_EXEC, MH_EXECUTE */
    BCQ_NATIVE_SHARED = 3       /**< ET_DYN: a shared object (or PIE);
                                     MH_DYLIB, MH_BUNDLE */
} bcq_native_type;

/** The tables bcq_native_symbol_count() and _at() select. */
typedef enum bcq_native_table {
    BCQ_NATIVE_SYMTAB = 0, /**< the static table: ELF's first SHT_SYMTAB
                                (.symtab), Mach-O's LC_SYMTAB, COFF's
                                symbol table, what
                                `llvm-nm` lists */
    BCQ_NATIVE_DYNSYM = 1  /**< the dynamic table: ELF's first SHT_DYNSYM
                                (.dynsym), what `llvm-nm -D` lists */
} bcq_native_table;

/** Facts about a native file (bcq_native_get_info()).  Starts with its
 *  size, as bcq_file_info does (BCQ_NATIVE_INFO_INIT). */
typedef struct bcq_native_info {
    size_t size;        /**< the caller sets sizeof(bcq_native_info) */
    bcq_kind kind;      /**< BCQ_KIND_ELF, BCQ_KIND_MACHO or
                             BCQ_KIND_COFF */
    unsigned type;      /**< a bcq_native_type */
    uint32_t raw_type;  /**< e_type (Mach-O: filetype) as stored */
    unsigned bits;      /**< 32 or 64 (the address size) */
    int big_endian;     /**< nonzero for a big-endian file */
    uint32_t machine;   /**< e_machine (Mach-O: cputype) */
    char arch[16];      /**< as bcq_object.arch ("x86_64", ...); "" when
                             not known */
    size_t nsections;   /**< section headers (extended numbering followed;
                             Mach-O: the sections of all segments) */
    int has_symtab;     /**< a BCQ_NATIVE_SYMTAB table exists */
    int has_dynsym;     /**< a BCQ_NATIVE_DYNSYM table exists */
} bcq_native_info;

#define BCQ_NATIVE_INFO_INIT                                                 \
    {sizeof(bcq_native_info), BCQ_KIND_UNKNOWN, 0, 0, 0, 0, 0, {0}, 0, 0, 0}

/** A symbol's binding (bcq_native_symbol.binding): ELF's STB_*. */
typedef enum bcq_nsym_binding {
    BCQ_NSYM_LOCAL = 0,
    BCQ_NSYM_GLOBAL = 1,
    BCQ_NSYM_WEAK = 2,
    BCQ_NSYM_GNU_UNIQUE = 3, /**< STB_GNU_UNIQUE (10) */
    BCQ_NSYM_BINDING_OTHER = 4 /**< any other value (raw_info says which) */
} bcq_nsym_binding;

/** A symbol's type (bcq_native_symbol.type): ELF's STT_*. */
typedef enum bcq_nsym_type {
    BCQ_NSYM_NOTYPE = 0,
    BCQ_NSYM_OBJECT = 1,
    BCQ_NSYM_FUNC = 2,
    BCQ_NSYM_SECTION = 3,
    BCQ_NSYM_FILE = 4,
    BCQ_NSYM_COMMON = 5,
    BCQ_NSYM_TLS = 6,
    BCQ_NSYM_IFUNC = 7,     /**< STT_GNU_IFUNC (10) */
    BCQ_NSYM_TYPE_OTHER = 8 /**< any other value (raw_info says which) */
} bcq_nsym_type;

/** Where a symbol is defined (bcq_native_symbol.where). */
typedef enum bcq_nsym_where {
    BCQ_NSYM_UNDEF = 0,    /**< SHN_UNDEF: undefined */
    BCQ_NSYM_ABS = 1,      /**< SHN_ABS: an absolute value */
    BCQ_NSYM_IN_COMMON = 2, /**< SHN_COMMON: a common block */
    BCQ_NSYM_IN_SECTION = 3, /**< a real section (SHN_XINDEX followed):
                                  section and the section_* fields */
    BCQ_NSYM_RESERVED = 4  /**< another reserved index (0xff00 and up):
                                section holds it, no section facts */
} bcq_nsym_where;

/** Section facts, in bcq_native_symbol.section_class: what a symbol's
 *  section holds, independent of the format (ELF: SHF_ALLOC, SHF_WRITE,
 *  SHF_EXECINSTR, SHT_NOBITS; Mach-O: not S_ATTR_DEBUG, a __DATA*
 *  segment but __DATA_CONST, S_ATTR_PURE_INSTRUCTIONS or
 *  S_ATTR_SOME_INSTRUCTIONS, the zerofill section types). */
enum {
    BCQ_NSEC_ALLOC = 1u << 0,  /**< occupies memory at run time */
    BCQ_NSEC_WRITE = 1u << 1,  /**< writable */
    BCQ_NSEC_EXEC = 1u << 2,   /**< executable code */
    BCQ_NSEC_NOBITS = 1u << 3  /**< zero-filled, no bytes in the file */
};

/** One symbol of a native table (bcq_native_symbol_at()). */
typedef struct bcq_native_symbol {
    size_t index;          /**< its index in the table (0: ELF's null
                                symbol; Mach-O has none) */
    bcq_span name;         /**< its name, a view into the string table
                                (empty for none); not NUL-terminated */
    uint64_t value;        /**< st_value as stored (for a common symbol,
                                its alignment) */
    uint64_t size;         /**< st_size */
    unsigned binding;      /**< a bcq_nsym_binding */
    unsigned type;         /**< a bcq_nsym_type */
    unsigned visibility;   /**< ELF STV_*: 0 default, 1 internal, 2 hidden,
                                3 protected */
    unsigned where;        /**< a bcq_nsym_where */
    uint32_t section;      /**< the section index (BCQ_NSYM_IN_SECTION),
                                else st_shndx as stored */
    bcq_span section_name; /**< BCQ_NSYM_IN_SECTION: the section's name,
                                a view into the section name table (empty
                                when the file has none) */
    unsigned section_class; /**< BCQ_NSYM_IN_SECTION: BCQ_NSEC_* bits */
    uint64_t section_flags; /**< BCQ_NSYM_IN_SECTION: sh_flags as stored */
    uint32_t section_type;  /**< BCQ_NSYM_IN_SECTION: sh_type as stored */
    uint64_t section_addr;  /**< BCQ_NSYM_IN_SECTION: sh_addr */
    uint64_t common_align;  /**< a common symbol (BCQ_NSYM_IN_COMMON or
                                 BCQ_NSYM_COMMON): its alignment, else 0 */
    uint8_t raw_info;       /**< st_info as stored */
    uint8_t raw_other;      /**< st_other as stored */
    bcq_span version;       /**< BCQ_NATIVE_DYNSYM: the name of the
                                 symbol's version (SHT_GNU_versym, with
                                 SHT_GNU_verdef / SHT_GNU_verneed), a view
                                 into their string table; empty when the
                                 symbol is unversioned or the file has no
                                 versions */
    int version_defined;    /**< the version is one this file defines
                                 (SHT_GNU_verdef), not one it needs */
    int version_hidden;     /**< the versym entry's hidden bit (0x8000):
                                 not the default version */
} bcq_native_symbol;

/** A section of a native file (bcq_native_section_get()).  Starts with
 *  its size (BCQ_NATIVE_SECTION_INIT), as bcq_native_info does. */
typedef struct bcq_native_section {
    size_t size;      /**< the caller sets sizeof(bcq_native_section) */
    size_t index;     /**< the number symbols use for it (ELF: the section
                           header index; Mach-O: n_sect, from 1) */
    bcq_span name;    /**< ELF: its name in the section name table (empty
                           when the file has none); Mach-O: sectname (at
                           most 16 bytes); COFF: its name, a "/NNN" or
                           "//" long one resolved.  Not NUL-terminated */
    bcq_span segment; /**< Mach-O: segname (at most 16 bytes); else
                           empty */
    uint64_t addr;    /**< sh_addr; Mach-O: addr; COFF: VirtualAddress
                           (plus ImageBase in a PE image) */
    uint64_t bytes;   /**< sh_size; Mach-O: size; COFF: SizeOfRawData */
    uint64_t offset;  /**< sh_offset; Mach-O: offset (file offset); COFF:
                           PointerToRawData */
    uint64_t flags;   /**< sh_flags; Mach-O: flags, attributes included;
                           COFF: Characteristics */
    uint32_t type;    /**< sh_type; Mach-O: flags & 0xff (S_REGULAR, ...);
                           COFF: 0 */
    unsigned section_class; /**< BCQ_NSEC_* bits, as in
                                 bcq_native_symbol.section_class */
} bcq_native_section;

#define BCQ_NATIVE_SECTION_INIT                                              \
    {sizeof(bcq_native_section), 0, {0, 0}, {0, 0}, 0, 0, 0, 0, 0, 0}

/**
 * Open the native object, executable or shared object of @p size bytes at
 * @p data (borrowed: it must stay valid and unchanged until
 * bcq_native_close(); an archive member's bcq_archive_member_data() view
 * will do).  Nothing is allocated but the handle; nothing is copied.
 * @p opts may be NULL; its flags are ignored here, its arch picks the
 * slice of a universal Mach-O binary (NULL: its only slice), as for
 * bcq_open_mem(): the symbols and sections are then the slice's (views
 * into it, section offsets from its start).
 * @return 0; BCQ_E_UNSUPPORTED (a universal slice that is an archive); BCQ_E_AMBIGUOUS (a universal binary
 *         of several slices and no arch); BCQ_E_NOT_FOUND (no slice of
 *         that arch); BCQ_E_NOT_BITCODE (not a native object at all:
 *         the message names what it is, bcq_kind_name()); BCQ_E_TRUNCATED
 *         (the header, the section header table, a symbol table, its
 *         string table or its SHT_SYMTAB_SHNDX table runs past the end);
 *         BCQ_E_BAD_CONTAINER
 *         (a malformed header or table: a wrong e_shentsize or sh_entsize,
 *         a size that is not a multiple of its entries, an sh_link that
 *         names no string table, a string table without its final NUL,
 *         a version table (SHT_GNU_versym shorter than .dynsym, a
 *         SHT_GNU_verdef or SHT_GNU_verneed entry outside its section or
 *         naming a string outside its string table), ...; Mach-O: a
 *         load command smaller than 8 bytes, not a multiple of 4 (32-bit)
 *         or 8 (64-bit), outside sizeofcmds, more commands than sizeofcmds
 *         holds, a segment's sections outside its command, a second
 *         LC_SYMTAB or one not of 24 bytes: err->bit is the field's byte
 *         offset times 8, the message names the section or command;
 *         BCQ_E_TRUNCATED also for sizeofcmds, LC_SYMTAB's symbols or
 *         string table past the end);
 *         COFF: BCQ_E_TRUNCATED (the header, the section headers, the
 *         symbol records or the string table past the end),
 *         BCQ_E_BAD_CONTAINER (a string table of more than 4 bytes not
 *         ending in a NUL; a PE image without its signature or with an
 *         unknown optional header);
 *         BCQ_E_INVAL (NULL @p out, NULL @p data with a size);
 *         BCQ_E_NOMEM (the version map: at most 256 KiB, only for a file
 *         with versions).
 */
BCQ_API int bcq_native_open_mem(const void *data, size_t size,
                                const bcq_open_options *opts,
                                bcq_native **out, bcq_error *err);

/** Like bcq_native_open_mem() over the file at @p path, mapped as
 *  bcq_open_path() maps it (BCQ_OPEN_NO_MMAP reads it); the handle owns the
 *  mapping.  Also BCQ_E_IO. */
BCQ_API int bcq_native_open_path(const char *path,
                                 const bcq_open_options *opts,
                                 bcq_native **out, bcq_error *err);

/** Release the handle (and its mapping, from bcq_native_open_path()); the
 *  spans it gave become invalid.  NULL is allowed. */
BCQ_API void bcq_native_close(bcq_native *n);

/** The whole input (the mapping of bcq_native_open_path() or the
 *  caller's bytes), as bcq_file_data(): the symbols' views point into
 *  it.  {NULL, 0} for NULL.  Valid until bcq_native_close(). */
BCQ_API bcq_span bcq_native_data(const bcq_native *n);

/** Facts about the file into *out, whose size field the caller set
 *  (BCQ_NATIVE_INFO_INIT): the size convention of bcq_file_info_get().
 *  @return 0 on success, or
 *  - BCQ_E_INVAL: NULL @p n or @p out, or out->size smaller than this
 *    header's bcq_native_info. */
BCQ_API int bcq_native_get_info(const bcq_native *n, bcq_native_info *out);

/** The number of entries of table @p table (a bcq_native_table), ELF's
 *  null symbol included (Mach-O: nsyms, stabs included); 0 when the file
 *  has no such table, for an unknown table and for NULL. */
BCQ_API size_t bcq_native_symbol_count(const bcq_native *n, unsigned table);

/**
 * Symbol @p i of table @p table, read and checked now: every view in
 * @p out points into the input and is valid until bcq_native_close().
 * A damaged symbol fails alone; the others stay readable.  Safe from
 * several threads (nothing is kept).
 * @return 0; BCQ_E_RANGE (no symbol @p i, or no such table);
 *         BCQ_E_BAD_CONTAINER (st_name past the string table, a section
 *         index past the section headers, SHN_XINDEX without an
 *         SHT_SYMTAB_SHNDX entry, a section name outside the section name
 *         table, a dynamic symbol's version index that no SHT_GNU_verdef or
 *         SHT_GNU_verneed entry defines; Mach-O: n_strx past the string
 *         table, an N_SECT symbol's n_sect past the sections; COFF: a
 *         long name past the string table, a SectionNumber past the
 *         section headers, a section name that is not a string of the
 *         string table, aux records past the table: the message names the
 *         symbol, "ELF symbol 12: name offset 70000 past .strtab (1200
 *         bytes)", err->bit the field);
 *         BCQ_E_INVAL (NULL).
 */
BCQ_API int bcq_native_symbol_at(const bcq_native *n, unsigned table,
                                 size_t i, bcq_native_symbol *out,
                                 bcq_error *err);

/** The number of sections: ELF's section headers (indices 0 .. count - 1,
 *  0 the null section), Mach-O's sections (n_sect 1 .. count), COFF's
 *  (SectionNumber 1 .. count).  0 for NULL.  Equal to
 *  bcq_native_info.nsections. */
BCQ_API size_t bcq_native_section_count(const bcq_native *n);

/**
 * Section @p index -- the number the format's symbols name it by
 * (bcq_native_symbol.section): ELF 0 .. count - 1, Mach-O and COFF
 * 1 .. count --
 * into *out, whose size field the caller set (BCQ_NATIVE_SECTION_INIT:
 * the size convention of bcq_file_info_get()).  Read and checked now;
 * the views point into the input and are valid until bcq_native_close().
 * Safe from several threads (nothing is kept).
 * @return 0; BCQ_E_RANGE (no section @p index); BCQ_E_BAD_CONTAINER
 *         (ELF: its name outside the section name table; COFF: a "/NNN"
 *         long name outside the string table; err->bit the header);
 *         BCQ_E_INVAL (NULL, or out->size smaller than this header's
 *         bcq_native_section).
 */
BCQ_API int bcq_native_section_get(const bcq_native *n, size_t index,
                                   bcq_native_section *out, bcq_error *err);

/* ---------------------------------------------------------------- inputs
 * One open for whatever a linker is handed -- bitcode (raw or wrapped), an
 * object or universal binary with bitcode, an archive or a thin archive --
 * and one walk over the modules it holds, member by member: each member's
 * file is opened when the walk reaches it (bcq_archive_member_file()), and
 * may be released behind it (bcq_archive_member_release() on
 * bcq_input_archive()). */

typedef struct bcq_input bcq_input;

/**
 * Open the input at @p path: map it once, tell its kind from its bytes
 * (bcq_identify()), and open it as an archive (bcq_archive_open_path(): a
 * regular or thin ar archive; no member is opened) or as one file
 * (bcq_open_path(): anything else).  @p opts apply as there (to the
 * members' files too).
 * @return 0 on success, or
 *         - the errors of bcq_archive_open_path() for an archive and of
 *           bcq_open_path() otherwise (BCQ_E_NOT_BITCODE names what the input
 *           is).
 * Close with bcq_input_close().
 */
BCQ_API int bcq_input_open_path(const char *path,
                                const bcq_open_options *opts,
                                bcq_input **out, bcq_error *err);

/** Like bcq_input_open_path() over borrowed bytes (bcq_open_mem(),
 *  bcq_archive_open_mem()).
 *  @return what bcq_input_open_path() returns, with
 *          - BCQ_E_INVAL: also for a NULL @p data with a nonzero @p size. */
BCQ_API int bcq_input_open_mem(const void *data, size_t size,
                               const bcq_open_options *opts, bcq_input **out,
                               bcq_error *err);

/** Release the input: its file or its archive (with every member file
 *  opened through it).  NULL is allowed. */
BCQ_API void bcq_input_close(bcq_input *in);

/** The input's archive, or NULL when the input is one file (or NULL).
 *  Owned by the input; valid until bcq_input_close(). */
BCQ_API bcq_archive *bcq_input_archive(const bcq_input *in);

/** The input's file when it is not an archive, else NULL.  Owned by the
 *  input; valid until bcq_input_close(). */
BCQ_API const bcq_file *bcq_input_file(const bcq_input *in);

/** Where bcq_input_next() stands; start from {0}. */
typedef struct bcq_input_iter {
    size_t member; /**< the unit: the archive member (0 for a file) */
    size_t module; /**< the next module in it */
} bcq_input_iter;

/** One module of an input. */
typedef struct bcq_input_module {
    size_t member;         /**< the archive member holding it; 0 for a
                                file */
    bcq_span member_name;  /**< that member's name (bcq_member.name);
                                empty for a file */
    const bcq_file *file;  /**< the file holding it: the input's own, or
                                the member's (bcq_archive_member_file():
                                valid until the member is released or the
                                input closed); NULL when the member's file
                                could not be opened */
    size_t module;         /**< its index in file (bcq_module_get()) */
    size_t nmodules;       /**< modules in file */
} bcq_input_module;

/**
 * The next module of the input, in file order: a file's modules, or each
 * member's in member order.  A member whose file cannot be opened (a
 * native object, an object without bitcode, a thin member's missing file,
 * damaged bitcode) gives that error once, with *out naming the member
 * (file NULL), and the walk goes on with the next member; the same for a
 * file that holds no module (bcq_module_count()'s error).  Iterators are
 * the caller's: several may walk one input, from several threads.
 * @return 0 on success, or
 *         - BCQ_END: after the last module (ITERATION);
 *         - the errors of bcq_archive_member_file() and bcq_module_count()
 *           for the unit *out names;
 *         - BCQ_E_INVAL: NULL.
 */
BCQ_API int bcq_input_next(bcq_input *in, bcq_input_iter *it,
                           bcq_input_module *out, bcq_error *err);

/* ----------------------------------------------------------- block index */

/** Number of blocks in the file's index (file order): the top-level blocks
 *  after an open of LLVM IR without BCQ_OPEN_DEEP, every block after a deep
 *  open or of a bitstream that is not LLVM IR.  Levels indexed later by
 *  bcq_block_children() are kept apart and not counted here.  0 for
 *  NULL. */
BCQ_API size_t bcq_block_count(const bcq_file *f);

/** Block @p i of the file's index (see bcq_block_count()).
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: i >= bcq_block_count();
 *          - BCQ_E_INVAL: NULL. */
BCQ_API int bcq_block_at(const bcq_file *f, size_t i, bcq_block *out);

/**
 * First block with id @p block_id at index >= @p from.  Only the file's
 * index is searched (see bcq_block_count()): after an open of LLVM IR
 * without BCQ_OPEN_DEEP it holds no FUNCTION_BLOCK, which
 * bcq_block_children() and the function lookups reach instead.
 * @return 0 with *index set, or
 *         - BCQ_E_NOT_FOUND: no such block at or after @p from;
 *         - BCQ_E_INVAL: NULL.
 */
BCQ_API int bcq_block_find(const bcq_file *f, unsigned block_id, size_t from,
                           size_t *index);

/**
 * Direct sub-blocks of @p parent, in file order.  @p parent must come from
 * bcq_block_at(), bcq_block_children(), a reader's sub-block entry or a
 * bcq_function of this file.  The children of a block of the file's index
 * that is not BCQ_BLOCK_LAZY come from the index.  Those of any other block
 * (BCQ_BLOCK_LAZY, or not in the index) are indexed on first use, that one
 * level only: the block's
 * records are stepped over and each child's body jumped by its blocklen.
 * The level is kept and shared by later calls and by other threads.  Its
 * children carry index == BCQ_NONE, parent == parent->index (BCQ_NONE when
 * @p parent is not in the index) and flags BCQ_BLOCK_LAZY (0 for a
 * BLOCKINFO).  Writes at most @p cap blocks to @p out (which may be NULL
 * when cap is 0) and sets *count to the number of children.
 * @return 0 on success, or
 *         - BCQ_E_RANGE: when cap < *count (the first cap are written);
 *         - BCQ_E_INVAL: NULL, or a block that does not describe a block of
 *           this file;
 *         - the bitstream errors (ERRORS) of indexing that level: the block's
 *           own entries, each child's header, and each BLOCKINFO child,
 *           parsed to check it.
 * A level that failed is not kept: a later call walks it again and returns
 * the same error.
 */
BCQ_API int bcq_block_children(const bcq_file *f, const bcq_block *parent,
                               bcq_block *out, size_t cap, size_t *count,
                               bcq_error *err);

/** Name of a block id as LLVM's tools print it: "BLOCKINFO_BLOCK" for 0,
 *  NULL for the reserved ids 1..7; else from the file's BLOCKINFO
 *  BLOCKNAME records (for the BLOCKINFO in force at bit @p at_bit, bits
 *  from the start of the input; pass UINT64_MAX for the last), else the
 *  built-in LLVM IR table for IR files, else NULL (also for a NULL @p f).
 *  A module's BLOCKINFO not parsed yet is parsed here; one that cannot be
 *  parsed names nothing (its error is reported by the queries that read
 *  the module).  A NUL-terminated string valid until bcq_close(). */
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
    uint64_t bit;       /**< its abbrev id, bits from the start of the
                             input */
    uint64_t end_bit;   /**< first bit after the record, bits from the
                             start of the input */
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
 * bcq_block_children(), another reader or a bcq_function).  Abbreviations
 * from the BLOCKINFO in force at the block's position apply; a BLOCKINFO of
 * a module's preamble is parsed here if no query did before.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL, or a block that does not describe a block of
 *           this file;
 *         - the bitstream errors (ERRORS) of that BLOCKINFO (the same on
 *           every call).
 */
BCQ_API int bcq_reader_open(const bcq_file *f, const bcq_block *b,
                            bcq_reader **out, bcq_error *err);

/**
 * Decode the next entry.  After a BCQ_ENTRY_SUBBLOCK, call
 * bcq_reader_enter() to read its body through this reader (its records then
 * come with depth + 1); otherwise the next call skips the sub-block by its
 * blocklen.  The END of the root block is the last entry (depth 0).  A
 * BLOCKINFO sub-block met on the way is parsed to check it, entered or not.
 * @return 0 on success, or
 *         - BCQ_END: after the root's END (ITERATION);
 *         - BCQ_E_INVAL: NULL;
 *         - the bitstream errors (ERRORS) of the entries it decodes and of
 *           the BLOCKINFO sub-blocks it meets.
 * After an error (of this call or of bcq_reader_enter()) every call returns
 * it again (ITERATION).
 */
BCQ_API int bcq_reader_next(bcq_reader *r, bcq_entry *out, bcq_error *err);

/** Enter the sub-block just returned by bcq_reader_next() (its header was
 *  read and checked there).  A BLOCKINFO sub-block is entered as data: its
 *  SETBID, BLOCKNAME and SETRECORDNAME records are yielded.
 *  @return 0 on success, or
 *          - BCQ_E_INVAL: NULL, or the last entry was not a sub-block. */
BCQ_API int bcq_reader_enter(bcq_reader *r, bcq_error *err);

/** Bit position of the reader, bits from the start of the input; 0 for
 *  NULL. */
BCQ_API uint64_t bcq_reader_tell(const bcq_reader *r);

/** Free a reader.  NULL is allowed. */
BCQ_API void bcq_reader_close(bcq_reader *r);

/* --------------------------------------------------------------- modules
 * An IR file holds one or more modules: an optional IDENTIFICATION_BLOCK
 * followed by a MODULE_BLOCK.  They are grouped as LLVM does
 * (getBitcodeFileContents): a STRTAB block serves every earlier module that
 * has none yet; the first SYMTAB block of the file goes with the next STRTAB
 * (see bcq_symtab_get).  Module facts are decoded on the first
 * bcq_module_get() and kept, from the MODULE_BLOCK's own records (and, in
 * version 0 and 1 files, its module-level VALUE_SYMTAB, which holds the
 * names), each sub-block jumped by its blocklen.  From the module's first
 * FUNCTION_BLOCK the decode jumps to the VALUE_SYMTAB that
 * MODULE_CODE_VSTOFFSET names, when its header stands there, past that
 * body and inside the module (else each body's header is read to jump
 * it): no function body, METADATA or CONSTANTS block is decoded.
 * The global values are kept compactly, at most 64 bytes each, names (in
 * version 2 modules) as views of the STRTAB; one with a partition, or with
 * a field too wide for that form, is kept whole besides.
 * bcq_module_global() gives each as a bcq_global. */

/** Linkage, numbered as LLVM's GlobalValue::LinkageTypes. */
typedef enum bcq_linkage {
    BCQ_LINKAGE_EXTERNAL = 0,
    BCQ_LINKAGE_AVAILABLE_EXTERNALLY = 1,
    BCQ_LINKAGE_LINKONCE_ANY = 2,
    BCQ_LINKAGE_LINKONCE_ODR = 3,
    BCQ_LINKAGE_WEAK_ANY = 4,
    BCQ_LINKAGE_WEAK_ODR = 5,
    BCQ_LINKAGE_APPENDING = 6,
    BCQ_LINKAGE_INTERNAL = 7,
    BCQ_LINKAGE_PRIVATE = 8,
    BCQ_LINKAGE_EXTERN_WEAK = 9,
    BCQ_LINKAGE_COMMON = 10
} bcq_linkage;

typedef enum bcq_gv_kind {
    BCQ_GV_VARIABLE = 0, /**< MODULE_CODE_GLOBALVAR */
    BCQ_GV_FUNCTION = 1, /**< MODULE_CODE_FUNCTION */
    BCQ_GV_ALIAS = 2,    /**< MODULE_CODE_ALIAS, ALIAS_OLD */
    BCQ_GV_IFUNC = 3     /**< MODULE_CODE_IFUNC */
} bcq_gv_kind;

enum { BCQ_VISIBILITY_DEFAULT = 0, BCQ_VISIBILITY_HIDDEN = 1,
       BCQ_VISIBILITY_PROTECTED = 2 };
enum { BCQ_DLL_DEFAULT = 0, BCQ_DLL_IMPORT = 1, BCQ_DLL_EXPORT = 2 };
enum { BCQ_TLS_NONE = 0, BCQ_TLS_GENERAL_DYNAMIC = 1,
       BCQ_TLS_LOCAL_DYNAMIC = 2, BCQ_TLS_INITIAL_EXEC = 3,
       BCQ_TLS_LOCAL_EXEC = 4 };
enum { BCQ_UNNAMED_ADDR_NONE = 0, BCQ_UNNAMED_ADDR_GLOBAL = 1,
       BCQ_UNNAMED_ADDR_LOCAL = 2 };
/** Comdat selection kinds, numbered as LLVM's Comdat::SelectionKind. */
enum { BCQ_COMDAT_ANY = 0, BCQ_COMDAT_EXACT_MATCH = 1, BCQ_COMDAT_LARGEST = 2,
       BCQ_COMDAT_NO_DEDUPLICATE = 3, BCQ_COMDAT_SAME_SIZE = 4 };

typedef struct bcq_comdat {
    bcq_span name;
    unsigned selection; /**< BCQ_COMDAT_* */
} bcq_comdat;

/** One global value: a GLOBALVAR, FUNCTION, ALIAS or IFUNC record, as
 *  bcq_module_global() fills it. */
typedef struct bcq_global {
    size_t value_id;       /**< its value id: record order in the module */
    bcq_gv_kind kind;
    bcq_span name;         /**< v2: slice of the STRTAB blob (zero-copy);
                                v0/v1: from the module-level VALUE_SYMTAB;
                                empty when unnamed */
    unsigned linkage;      /**< bcq_linkage (obsolete codes upgraded) */
    unsigned visibility;   /**< BCQ_VISIBILITY_*; default for local linkage */
    unsigned dll_storage;  /**< BCQ_DLL_* */
    unsigned tls;          /**< BCQ_TLS_* (variables and aliases) */
    unsigned unnamed_addr; /**< BCQ_UNNAMED_ADDR_* */
    int is_declaration;    /**< function prototype or variable without
                                initializer; never for aliases and ifuncs */
    int dso_local;         /**< as written, or inferred as LLVM does */
    int is_constant;       /**< variables: "constant" */
    int has_implicit_comdat; /**< old weak/linkonce codes: own-name comdat */
    size_t comdat;         /**< index into the module's comdats, or BCQ_NONE */
    bcq_span section;      /**< section name, empty if none */
    bcq_span gc;           /**< functions: GC name, empty if none */
    bcq_span partition;    /**< partition name, empty if none */
    unsigned calling_conv; /**< functions: LLVM CallingConv id */
    unsigned address_space;
    unsigned align_log2p1; /**< alignment as encoded: 0 none, else log2+1 */
    uint64_t type_id;      /**< the record's type-table index, undecoded */
    uint64_t aliasee;      /**< aliases/ifuncs: value id of the aliasee or
                                resolver (may be a constant, not a global) */
    size_t initializer;    /**< variables: value id of the initializer (a
                                global value or a module constant), or
                                BCQ_NONE (a declaration) */
    size_t personality, prefix, prologue; /**< functions: value ids of the
                                personality function, prefix data and
                                prologue data (usually module constants),
                                or BCQ_NONE */
    uint64_t record_bit;   /**< abbrev id of the record, bits from the
                                start of the input */
} bcq_global;

typedef struct bcq_module {
    size_t index;          /**< position in the file, from 0 */
    uint64_t bit;          /**< its first block (IDENTIFICATION, else
                                MODULE), bits from the start of the input */
    size_t ident_block;    /**< block index of its IDENTIFICATION, or BCQ_NONE */
    size_t module_block;   /**< block index of its MODULE_BLOCK */
    size_t strtab_block;   /**< block index of the STRTAB serving it, or
                                BCQ_NONE */
    bcq_span producer;     /**< IDENTIFICATION STRING, e.g. "LLVM14.0.6" */
    int has_epoch;
    uint64_t epoch;
    unsigned version;      /**< MODULE_CODE_VERSION: 0, 1 or 2 */
    bcq_span triple, datalayout, source_filename, inline_asm;
    int has_hash;
    uint32_t hash[5];      /**< MODULE_CODE_HASH (ThinLTO) */
    int has_vstoffset;
    uint64_t vstoffset;    /**< MODULE_CODE_VSTOFFSET as written: 32-bit
                                words from one word before bit */
    const bcq_span *sections;   size_t nsections;  /**< SECTIONNAME table */
    const bcq_span *gc_names;   size_t ngc_names;  /**< GCNAME table */
    const bcq_span *deplibs;    size_t ndeplibs;   /**< obsolete DEPLIB
        records; current LLVM keeps dependent libraries in metadata, which
        bcq does not read: see bcq_symtab_deplib() */
    const bcq_comdat *comdats;  size_t ncomdats;
    size_t nglobals;       /**< global values: bcq_module_global() */
    bcq_span strtab;       /**< the STRTAB blob serving it, or empty */
} bcq_module;

/**
 * Number of modules in an IR file.  Reads nothing: the modules were
 * grouped at open.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL;
 *         - BCQ_E_NOT_IR: for another bitstream;
 *         - BCQ_E_BAD_BLOCK: when the top level breaks LLVM's rules (an
 *           IDENTIFICATION_BLOCK not followed by a MODULE_BLOCK; the open
 *           does not fail for it, every module query does).
 */
BCQ_API int bcq_module_count(const bcq_file *f, size_t *count,
                             bcq_error *err);

/**
 * Facts and global values of module @p m (each global value through
 * bcq_module_global()).  Decoded on the first call and kept (published
 * atomically; a failed decode is retried by the next call); *out and
 * everything it points to stay valid until bcq_close().
 * Unknown records and unknown trailing fields are skipped.
 * @return 0 on success, or
 *         - the errors of bcq_module_count() (BCQ_E_INVAL also for a NULL @p
 *           out);
 *         - BCQ_E_RANGE: no module m;
 *         - BCQ_E_BAD_RECORD: a record too short, a string character above
 *           255, a section/GC/comdat id or a name slice outside its table, a
 *           calling convention above LLVM's CallingConv::MaxID (1023), a HASH
 *           of other than five 32-bit words, a VALUE_SYMTAB entry naming no
 *           global value before it -- the message names the record;
 *         - BCQ_E_UNSUPPORTED: VERSION > 2;
 *         - BCQ_E_IMPLAUSIBLE: more than 2^32 - 4 global values, a name of 4
 *           GiB or more;
 *         - the bitstream errors (ERRORS) of the blocks it reads: the
 *           IDENTIFICATION_BLOCK, the STRTAB, the MODULE_BLOCK's own entries
 *           and each sub-block's header (and, in version 0 and 1 modules, the
 *           module-level VALUE_SYMTAB), the module's BLOCKINFO among them.
 */
BCQ_API int bcq_module_get(const bcq_file *f, size_t m,
                           const bcq_module **out, bcq_error *err);

/**
 * Global value @p i (its value id: record order) of module @p mod, from
 * bcq_module_get(), into *out.  The module keeps its global values
 * compactly (at most 64 bytes each, names as views of the STRTAB); this
 * fills the full view, in constant time, allocating nothing.  The spans in
 * *out stay valid until bcq_close().
 * @return 0 on success, or
 *         - BCQ_E_RANGE: i >= mod->nglobals;
 *         - BCQ_E_INVAL: NULL.
 */
BCQ_API int bcq_module_global(const bcq_module *mod, size_t i,
                              bcq_global *out);

/** LLVM IR spelling of a linkage ("external", "linkonce_odr", ...), or
 *  NULL.  Static storage. */
BCQ_API const char *bcq_linkage_name(unsigned linkage);

/**
 * How the linker sees global value @p i of module @p mod, as LLVM's
 * ModuleSymbolTable reports it (llvm-nm, irsymtab).  BCQ_SYM_* bits; 0
 * when @p i is out of range or @p mod is NULL.  @p mod must come from
 * bcq_module_get() (for this and bcq_global_symbol_name(): alias chains
 * and the numbers of unnamed globals are resolved there, once); constant
 * time.
 */
BCQ_API unsigned bcq_global_symbol_flags(const bcq_module *mod, size_t i);
enum {
    BCQ_SYM_UNDEFINED = 1u << 0,       /**< declaration or
                                            available_externally */
    BCQ_SYM_GLOBAL = 1u << 1,          /**< not local linkage */
    BCQ_SYM_WEAK = 1u << 2,            /**< linkonce, weak, extern_weak */
    BCQ_SYM_COMMON = 1u << 3,
    BCQ_SYM_INDIRECT = 1u << 4,        /**< alias */
    BCQ_SYM_FORMAT_SPECIFIC = 1u << 5, /**< private, "llvm." names, section
                                            "llvm.metadata" */
    BCQ_SYM_HIDDEN = 1u << 6,          /**< hidden, not local, defined */
    BCQ_SYM_CONST = 1u << 7,           /**< constant variable */
    BCQ_SYM_EXECUTABLE = 1u << 8       /**< function or ifunc, or an alias
                                            whose aliasee is one of them */
};

/**
 * The symbol name of global value @p i of @p mod as the target's object
 * files spell it (LLVM's
 * Mangler, as ModuleSymbolTable prints it): a leading "\1" is dropped and
 * turns mangling off; otherwise the private prefix (private linkage) or the
 * global prefix (Mach-O, 32-bit Windows x86: '_') from the data layout's
 * "m:" mode is added, and dllimport names get "__imp_" in front.  Writes at
 * most @p cap bytes (NUL-terminated when cap > 0) and sets *len to the full
 * length.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: @p i out of range, a NULL @p mod or @p len, a NULL
 *           @p buf with cap > 0; nothing is written;
 *         - BCQ_E_RANGE: when cap <= *len (truncated; reported before
 *           BCQ_E_UNSUPPORTED);
 *         - BCQ_E_UNSUPPORTED: for 32-bit Windows stdcall and fastcall
 *           functions and vectorcall functions (and aliases of them), whose
 *           "@N" suffix needs the size of every parameter (the type table):
 *           their name is then written without the suffix.
 * The irsymtab (bcq_symtab_next) has the exact name.
 */
BCQ_API int bcq_global_symbol_name(const bcq_module *mod, size_t i,
                                   char *buf, size_t cap, size_t *len);

/* ---------------------------------------------------------------- symtab
 * The SYMTAB blob: LLVM's irsymtab (llvm/Object/IRSymtab.h), the table lld
 * and the gold plugin read instead of the IR.  Read in place; bcq_symtab_get
 * checks every offset and count against the blob and the STRTAB once, so the
 * accessors below cannot read outside them. */

/** irsymtab symbol flag bits (Symbol::Flags). */
enum {
    BCQ_IRSYM_VISIBILITY_MASK = 3u,     /**< BCQ_VISIBILITY_* */
    BCQ_IRSYM_HAS_UNCOMMON = 1u << 2,
    BCQ_IRSYM_UNDEFINED = 1u << 3,
    BCQ_IRSYM_WEAK = 1u << 4,
    BCQ_IRSYM_COMMON = 1u << 5,
    BCQ_IRSYM_INDIRECT = 1u << 6,
    BCQ_IRSYM_USED = 1u << 7,
    BCQ_IRSYM_TLS = 1u << 8,
    BCQ_IRSYM_MAY_OMIT = 1u << 9,
    BCQ_IRSYM_GLOBAL = 1u << 10,
    BCQ_IRSYM_FORMAT_SPECIFIC = 1u << 11,
    BCQ_IRSYM_UNNAMED_ADDR = 1u << 12,
    BCQ_IRSYM_EXECUTABLE = 1u << 13
};

/** A checked view of the SYMTAB blob; fill with bcq_symtab_get(). */
typedef struct bcq_symtab {
    bcq_span blob;         /**< the SYMTAB blob */
    bcq_span strtab;       /**< the STRTAB blob its strings point into */
    uint64_t bit;          /**< the SYMTAB block, bits from the start of
                                the input */
    uint64_t blob_bit;     /**< the blob's first byte, bits from the start
                                of the input */
    uint32_t version;      /**< 3 (LLVM 14) or 4 (64-bit common size) */
    bcq_span producer, triple, source_filename, coff_linker_opts;
    size_t nmodules, ncomdats, nsymbols, nuncommons, ndeplibs;
    /* byte offsets of the arrays in the blob (checked) */
    uint32_t modules_off, comdats_off, symbols_off, uncommons_off,
        deplibs_off;
    const void *checked;   /**< the handle's checked copy of the table,
                                set by bcq_symtab_get() and valid until
                                bcq_close(); the iterator reads through it,
                                so change no field of a filled bcq_symtab */
} bcq_symtab;

typedef struct bcq_symtab_symbol {
    size_t index;          /**< position in the symbol array */
    size_t module;         /**< module whose range holds it */
    bcq_span name;         /**< mangled name ("_main" on Mach-O) */
    bcq_span ir_name;      /**< IR name; empty for module-asm symbols */
    int32_t comdat;        /**< comdat index, or -1 */
    uint32_t flags;        /**< BCQ_IRSYM_* bits */
    size_t value_id;       /**< its global value in module `module`, from
                                its position (see bcq_symtab_next), or
                                BCQ_NONE */
    /* Uncommon data, when flags & BCQ_IRSYM_HAS_UNCOMMON (else zero): */
    uint64_t common_size;
    uint32_t common_align;
    bcq_span coff_weak_fallback, section;
} bcq_symtab_symbol;

/** Iteration state for bcq_symtab_next() (ITERATION).  Zero it to walk
 *  the whole table, every module's symbols in turn; or fill it with
 *  bcq_symtab_module_iter() to walk one module's.  Opaque otherwise: set
 *  no field by hand. */
typedef struct bcq_symtab_iter {
    size_t next, module, uncommon;
    size_t module_end; /**< where the current module's symbols end */
    int one_module;    /**< nonzero: BCQ_END at module_end */
} bcq_symtab_iter;

/**
 * Find, check and describe the file's irsymtab: the first SYMTAB block
 * with the first STRTAB after it.  Nothing is copied.  Everything is
 * checked here, once per handle: the layout (header, every array inside
 * the blob, module ranges, the strings of the header, comdats, uncommon
 * entries and dependent libraries against the STRTAB), then every
 * symbol's own entries (name and IR name inside the STRTAB, comdat index,
 * the uncommon entry it takes) in one linear pass over the symbol array,
 * which also gives each symbol its value id (bcq_symtab_next()).  The
 * result is kept by the handle (24 bytes a module beside a fixed ~400),
 * a failure too (but BCQ_E_NOMEM and BCQ_E_LIMIT), and a later call on
 * the same handle costs a copy of *out and of the error.  So the
 * symbols before the first damaged one are read with no check that can
 * fail (bcq_symtab_read(), bcq_symtab_next()), and from a damaged one on
 * each is checked as it is read: a damaged symbol is still reported with
 * its field and byte, and the rest of the table stays usable.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL;
 *         - the errors of bcq_module_count() (BCQ_E_NOT_IR, and
 *           BCQ_E_BAD_BLOCK for a top level that breaks LLVM's module
 *           layout);
 *         - BCQ_E_NOT_FOUND: no SYMTAB block, no STRTAB after it, or a SYMTAB
 *           without a blob or with an empty one, which LLVM too reads as no
 *           table;
 *         - BCQ_E_UNSUPPORTED: a version other than 3 and 4: the layout of
 *           others is unknown;
 *         - BCQ_E_BAD_RECORD: a blob shorter than the header, an offset, size
 *           or count outside the blob or the STRTAB, module ranges out of
 *           order or not covering the symbols: the message names the field,
 *           err->bit points at its byte in the blob;
 *         - BCQ_E_STALE: the table describes another number of modules than
 *           the file holds: LLVM then rebuilds it from the IR; *out is still
 *           filled and usable;
 *         - the bitstream errors (ERRORS) of the SYMTAB and STRTAB blocks,
 *           which the open walk jumped over.
 */
BCQ_API int bcq_symtab_get(const bcq_file *f, bcq_symtab *out,
                           bcq_error *err);

/**
 * Next symbol of @p st (in table order) into *out, its entries checked as
 * it is read: from a zeroed @p it, every symbol of the table, module 0's
 * first; from bcq_symtab_module_iter(), the symbols of that one module.
 * Within a module the symbols come in LLVM's ModuleSymbolTable order: one
 * per global value (its functions, then its variables, aliases and
 * ifuncs), then those of its module-level inline assembly
 * (bcq_symtab_global() gives each its global value).  @p err may be
 * NULL.
 *
 * value_id is the symbol's global value from its position alone, by the
 * order LLVM's writer gives the table (doc/format.md 8.9): a module's
 * functions come first, each flagged BCQ_IRSYM_EXECUTABLE and not
 * BCQ_IRSYM_INDIRECT, then its variables, flagged neither, then its
 * aliases (INDIRECT) and ifuncs, then its assembly symbols, which have no
 * IR name; value ids count the variables first.  Counting the two runs
 * gives every symbol up to the module's last one with an IR name its id
 * without reading the module; a symbol without an IR name past that one
 * is an assembly symbol or an unnamed value that ends the module's list,
 * which the table alone cannot tell apart: BCQ_NONE, and
 * bcq_symtab_global() decides from the module.  The id trusts the
 * table's order (every LLVM from 5 to 22 writes it so: tests/check_symmap
 * compares every fixture's ids with the module's); bcq_symtab_global()
 * confirms one against the module's name.
 * @return 0 on success, or
 *         - BCQ_END: after the last (ITERATION);
 *         - BCQ_E_BAD_RECORD: its name or IR name outside the STRTAB, its
 *           comdat index out of range, or an uncommon entry it needs past the
 *           table: the message names the field, err->bit points at its byte
 *           in the blob; the iterator has moved past the symbol, so the next
 *           call goes on;
 *         - BCQ_E_INVAL: NULL, a table that bcq_symtab_get did not fill, or
 *           an iterator whose fields were set by hand.
 * The iterator reads through st->checked, the handle's checked copy: the
 * other fields of *st are the caller's to read, not to change.
 */
BCQ_API int bcq_symtab_next(const bcq_symtab *st, bcq_symtab_iter *it,
                            bcq_symtab_symbol *out, bcq_error *err);

/** A symbol as a linker's symbol loop needs it (bcq_symtab_read()): 40
 *  bytes; of the uncommon data only the common size. */
typedef struct bcq_symtab_entry {
    const uint8_t *name;   /**< mangled name, name_len bytes in the STRTAB
                                (not NUL-terminated); NULL when empty */
    size_t value_id;       /**< as bcq_symtab_symbol.value_id */
    uint64_t common_size;  /**< as bcq_symtab_symbol.common_size */
    uint32_t name_len;
    uint32_t flags;        /**< BCQ_IRSYM_* bits */
    uint32_t module;       /**< module whose range holds it */
    int32_t comdat;        /**< comdat index, or -1 */
} bcq_symtab_entry;

/**
 * Up to @p cap next symbols of @p st into out[0..*n), the iterator moved
 * past them: what bcq_symtab_next() gives, without the IR name and the
 * uncommon data but the common size, for a caller that reads every symbol
 * of many tables.  The
 * symbols bcq_symtab_get() found clean are copied with no further check,
 * a few loads and stores each; one batch never crosses a damaged symbol:
 * the batch before it ends early, and the next call reports it.  @p err
 * may be NULL.
 * @return 0 with *n >= 1, or
 *         - BCQ_END: with *n == 0 after the last symbol (and on every later
 *           call);
 *         - BCQ_E_BAD_RECORD: with *n == 0 for a damaged symbol, as
 *           bcq_symtab_next() reports it (the iterator has moved past it: the
 *           next call goes on);
 *         - BCQ_E_INVAL: a NULL argument, a @p cap of 0, or a table
 *           bcq_symtab_get() did not fill.
 */
BCQ_API int bcq_symtab_read(const bcq_symtab *st, bcq_symtab_iter *it,
                            bcq_symtab_entry *out, size_t cap, size_t *n,
                            bcq_error *err);

/** Module @p i of the table: its symbols are [*begin, *end), its first
 *  uncommon entry *unc_begin (each pointer may be NULL).
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: no module @p i;
 *          - BCQ_E_INVAL: NULL @p st, or a table whose arrays do not lie
 *            inside its blob. */
BCQ_API int bcq_symtab_module(const bcq_symtab *st, size_t i, size_t *begin,
                              size_t *end, size_t *unc_begin);

/**
 * Start *it at module @p m of @p st, so that bcq_symtab_next() returns
 * exactly that module's symbols, in table order, then BCQ_END: the way to
 * read one module's symbols (a module of the table is the module of the
 * file with the same index, when bcq_symtab_get() returned 0).  Reads
 * nothing but the module's entry; allocates nothing.
 * @code
 *   bcq_symtab_iter it;
 *   bcq_symtab_symbol sym;
 *   bcq_symtab_module_iter(&st, m, &it);
 *   while ((rc = bcq_symtab_next(&st, &it, &sym, &err)) == 0)
 *       use(&sym);   // sym.module == m
 * @endcode
 * @return 0 on success, or
 *         - BCQ_E_RANGE: no module m; *it untouched;
 *         - BCQ_E_INVAL: as bcq_symtab_module(), or a NULL @p it.
 */
BCQ_API int bcq_symtab_module_iter(const bcq_symtab *st, size_t m,
                                   bcq_symtab_iter *it);

/**
 * The global value a symbol stands for: *value_id is its value id in
 * module sym->module of @p f (as bcq_module_global() numbers them), or
 * BCQ_NONE for a symbol of the module's inline assembly.  @p st is the
 * table bcq_symtab_get() filled for @p f and @p sym a symbol
 * bcq_symtab_next() read from it.
 *
 * No name is looked up in a table LLVM wrote: LLVM's irsymtab has one
 * symbol per global value, in ModuleSymbolTable order (the module's
 * functions, then its variables, aliases and ifuncs, each in record
 * order), then the inline-assembly symbols, while value ids count the
 * variables first (doc/format.md 8.9).  The symbol's position in its
 * module's range gives the value id from the module's counts of each kind
 * (kept by bcq_module_get(): constant time, nothing allocated), and one
 * compare of the symbol's IR name with that value's name confirms it (an
 * unnamed global value, whose IR name is empty, has the position alone).
 * When they differ (a table from another producer, or patched, or one
 * that does not describe this file), the IR name is looked up instead,
 * as bcq_global_find() does (the first global value of that name); a
 * symbol without an IR name is an inline-assembly symbol when it stands
 * past the module's global values.  So is a module whose value ids do not
 * come grouped by kind (no LLVM writes one) answered by name.
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: no global value of the module has the symbol's
 *           IR name; or the symbol has none and stands among the module's
 *           global values, where the value at its position is named or the
 *           ids are not grouped: the table does not describe this file;
 *           err->bit points at the symbol's IRName in the blob;
 *         - BCQ_E_INVAL: a NULL argument, a @p sym whose module or index is
 *           not in @p st's ranges, or a table as bcq_symtab_module() refuses
 *           it;
 *         - the errors of bcq_module_get() for sym->module (BCQ_E_RANGE when
 *           the file has no such module) and, when the name is looked up,
 *           BCQ_E_NOMEM or BCQ_E_LIMIT of the name index (bcq_global_find()).
 */
BCQ_API int bcq_symtab_global(const bcq_file *f, const bcq_symtab *st,
                              const bcq_symtab_symbol *sym, size_t *value_id,
                              bcq_error *err);

/** Comdat @p i: name and selection kind (BCQ_COMDAT_*; each pointer may
 *  be NULL).
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: no comdat @p i;
 *          - BCQ_E_INVAL: as bcq_symtab_module(). */
BCQ_API int bcq_symtab_comdat(const bcq_symtab *st, size_t i, bcq_span *name,
                              unsigned *selection);

/** Dependent library @p i (ELF "#pragma comment(lib)").
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: no dependent library @p i;
 *          - BCQ_E_INVAL: as bcq_symtab_module(), or a NULL @p out. */
BCQ_API int bcq_symtab_deplib(const bcq_symtab *st, size_t i, bcq_span *out);

/* -------------------------------------------------------------- linksyms
 * Not yet stable (STABILITY): every declaration of this section.
 * One linker-symbol view of a file, whatever it holds: every symbol in one
 * vocabulary (bcq_symtab_symbol, BCQ_IRSYM_* bits), from the SYMTAB when
 * it is usable and from the module records otherwise -- the choice LLVM's
 * own readers make (irsymtab::readBitcode rebuilds a missing or stale
 * table from the IR). */

/** bcq_linksyms_get()'s @p how: the module records, not the SYMTAB, are
 *  the source (for a tool that needs what only records say, as llvm-nm's
 *  Darwin 's' for constants: bcq_global_symbol_flags() of the value). */
enum { BCQ_LINKSYMS_RECORDS = 1u };

/** A file's symbols as a linker reads them (bcq_linksyms_get()).  The
 *  library allocates it, so fields may be added at the end within the
 *  soname; read it, never copy or build it. */
typedef struct bcq_linksyms {
    /** The symbols, module by module, in ModuleSymbolTable's order: each
     *  module's functions, variables, aliases and ifuncs (record order
     *  within each), then its inline-assembly symbols.  index is the
     *  position in v; value_id the global value (BCQ_NONE for an assembly
     *  symbol); comdat an index into comdats, or -1. */
    const bcq_symtab_symbol *v;
    size_t n;
    const bcq_span *comdats; /**< comdat names, numbered per file */
    size_t ncomdats;
    int from_symtab;       /**< 1: v is the SYMTAB's; 0: the records' */
    size_t unsuffixed;     /**< records: 32-bit Windows decorated names
                                written without their "@N" (no lined-up
                                table to take them from) */
    size_t asm_unlisted;   /**< records: modules with inline assembly whose
                                symbols are not listed (no lined-up table:
                                they need an assembler) */
    size_t damaged;        /**< records: damaged assembly entries of the
                                table left out */
} bcq_linksyms;

/**
 * The linker symbols of module @p module of @p f (BCQ_NONE: every module)
 * into a new *out; free it with bcq_linksyms_free() (before bcq_close():
 * names are views of the input, or of *out for names made from records).
 *
 * The SYMTAB is the source when bcq_symtab_get() accepts it, it describes
 * as many modules as the file has, and every entry of the modules asked
 * for reads clean; otherwise (or with BCQ_LINKSYMS_RECORDS in @p how) the
 * module records are, and give what irsymtab's builder would: the flags of
 * bcq_global_symbol_flags() as BCQ_IRSYM_* bits, with the visibility,
 * BCQ_IRSYM_TLS, BCQ_IRSYM_UNNAMED_ADDR, BCQ_IRSYM_MAY_OMIT
 * (GlobalValue::canBeOmittedFromSymbolTable) and BCQ_IRSYM_USED (named by
 * llvm.used or llvm.compiler.used), names by bcq_global_symbol_name().
 * Where a module's range of the table still lines up with its records
 * (same IR names in the same order, read clean) it lends what records
 * cannot tell: a decorated name's "@N", whether an alias through a
 * constant expression is code, the uncommon data, and the inline-assembly
 * symbols.  From records, common_size is 0 unless so lent.
 *
 * Cost: from the table, one pass over it and a copy of each symbol (one
 * bcq_symtab_symbol); a linker's hot loop that needs no more reads bcq_symtab_read()
 * directly.  From records, the modules' global values, their llvm.used
 * and llvm.compiler.used lists (module constants), no function body.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL @p f or @p out, unknown bits in @p how;
 *         - BCQ_E_RANGE: no module @p module;
 *         - the errors of bcq_module_count() and bcq_module_get(), and of
 *           bcq_global_keep() for the lists (records only);
 *         - BCQ_E_NOMEM.
 * *out is NULL on error.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_linksyms_get(const bcq_file *f, size_t module, unsigned how,
                             bcq_linksyms **out, bcq_error *err);

/** Free what bcq_linksyms_get() made; NULL is a no-op.
 *  Not yet stable (STABILITY). */
BCQ_API void bcq_linksyms_free(bcq_linksyms *ls);

/* ------------------------------------------------------------- functions
 * The defined functions of a module and their FUNCTION_BLOCKs.  The map is
 * built on the first call that needs it and kept (published atomically):
 * through MODULE_CODE_VSTOFFSET, whose module-level VALUE_SYMTAB gives per
 * FNENTRY a value id and the 32-bit word (counted from one word before the
 * module's IDENTIFICATION, else MODULE, block) where its FUNCTION_BLOCK
 * starts, as LLVM's lazy loader does; without VSTOFFSET the module's level
 * is indexed and the k-th FUNCTION_BLOCK of the module belongs to its k-th
 * FUNCTION record that is a definition.  The map is checked as a whole
 * without reading any body: one FNENTRY per definition, no word named
 * twice, every target inside the run of bodies from the module's first
 * FUNCTION_BLOCK to the VALUE_SYMTAB, that first one named; with
 * BCQ_OPEN_DEEP every target is also checked against the module's
 * FUNCTION_BLOCKs in the index.  A function's header is read and checked
 * when that function is asked for; no other body is read. */

/** A defined function and the exact extent of its body. */
typedef struct bcq_function {
    size_t module;        /**< module index */
    size_t def_index;     /**< position among the module's definitions
                               (FUNCTION record order) */
    size_t value_id;      /**< its value id (bcq_module_global()) */
    bcq_global global;    /**< its FUNCTION record: name, linkage... (a
                               copy, as bcq_module_global() fills it) */
    bcq_block block;      /**< its FUNCTION_BLOCK, as its header gives it;
                               the block's bits are [block.bit,
                               end_bit).  block.index: its position after
                               a BCQ_OPEN_DEEP open, else BCQ_NONE with
                               block.flags BCQ_BLOCK_LAZY; block.parent:
                               the module's MODULE_BLOCK */
    uint64_t end_bit;     /**< first bit after the block's END_BLOCK,
                               bits from the start of the input */
    bcq_span body;        /**< the body words (block.words * 4 bytes from
                               bit block.body_bit), zero-copy: what to hash,
                               copy or cache */
    int via_vst;          /**< paired through an FNENTRY (else by order) */
    size_t order_block;   /**< after a BCQ_OPEN_DEEP open, index of the
                               FUNCTION_BLOCK that definition order pairs
                               it with (equals block.index in every file
                               LLVM writes); else BCQ_NONE */
} bcq_function;

/**
 * Number of defined functions of module @p m (builds the map).
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL;
 *         - the errors of bcq_module_get() (BCQ_E_RANGE, BCQ_E_NOT_IR, ...);
 *         - BCQ_E_BAD_RECORD: VSTOFFSET not at the module's VALUE_SYMTAB, an
 *           FNENTRY with fewer than 2 operands, one that names no defined
 *           function or whose word lies outside the module's run of bodies
 *           (with BCQ_OPEN_DEEP: is not the start of one of its
 *           FUNCTION_BLOCKs), or a second FNENTRY for one value or one block:
 *           the message says which, err->bit points at the record;
 *         - BCQ_E_BAD_BLOCK: a defined function has no FNENTRY, the module's
 *           first FUNCTION_BLOCK has none, or, without VSTOFFSET or with
 *           BCQ_OPEN_DEEP, the module has another number of FUNCTION_BLOCKs
 *           than defined functions;
 *         - the bitstream errors (ERRORS) of the module's VALUE_SYMTAB and,
 *           without VSTOFFSET, of indexing the module's level.
 */
BCQ_API int bcq_function_count(const bcq_file *f, size_t m, size_t *count,
                               bcq_error *err);

/** Defined function number @p def_index of module @p m.  Reads and checks
 *  that function's header, no other body.
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: no definition def_index;
 *          - BCQ_E_BAD_RECORD: for this function alone (its FNENTRY names no
 *            FUNCTION_BLOCK header inside the module's run of bodies;
 *            err->bit points at the FNENTRY, or at the block when paired by
 *            order);
 *          - the errors of bcq_function_count() (BCQ_E_INVAL also for a NULL
 *            @p out). */
BCQ_API int bcq_function_at(const bcq_file *f, size_t m, size_t def_index,
                            bcq_function *out, bcq_error *err);

/** The function whose value id is @p value_id in module @p m.  Reads and
 *  checks that function's header, no other body.
 *  @return 0 on success, or
 *          - BCQ_E_NOT_FOUND: no global value with that id, or not a
 *            function;
 *          - BCQ_E_NO_BODY: a declaration;
 *          - BCQ_E_BAD_RECORD: for this function alone (as
 *            bcq_function_at());
 *          - the errors of bcq_function_count() (BCQ_E_INVAL also for a NULL
 *            @p out). */
BCQ_API int bcq_function_by_value(const bcq_file *f, size_t m,
                                  size_t value_id, bcq_function *out,
                                  bcq_error *err);

/**
 * Value id of the global value named @p name (@p len bytes, the IR name:
 * "main", "_Z3fooi", without the Mach-O '_' prefix) in module @p m.  The
 * module's first lookup scans its names; the second builds a hash index of
 * them (kept), and later calls cost O(len).  When a hostile file names two
 * values alike the first wins.
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: no global value has the name; always for @p len
 *           0;
 *         - BCQ_E_INVAL: a NULL @p f or @p value_id, a NULL @p name with len
 *           > 0;
 *         - the errors of bcq_module_get().
 */
BCQ_API int bcq_global_find(const bcq_file *f, size_t m, const char *name,
                            size_t len, size_t *value_id, bcq_error *err);

/**
 * llvm-dis's slot of global value @p i of @p mod (from bcq_module_get()),
 * when it is unnamed: the N of "@N" (SlotTracker numbers the unnamed
 * variables, then aliases, ifuncs and functions, each in module order,
 * from 0).  Constant time, nothing read or allocated.
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: the value has a name;
 *         - BCQ_E_RANGE: i >= mod->nglobals;
 *         - BCQ_E_INVAL: a NULL argument.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_global_slot(const bcq_module *mod, size_t i, size_t *slot);

/**
 * The name of global value @p i of @p mod (from bcq_module_get()) as
 * llvm-dis writes it: "@name" when every byte is a letter, digit or one
 * of "-._" (not '$') and the first is not a digit, else "@\"...\"" with '\\'
 * doubled and '"' and bytes outside 0x20..0x7e as \XX (upper-case hex),
 * as llvm-dis 14, 19 and 22 write them; "@N" for an
 * unnamed value (bcq_global_slot()).  Writes at most @p cap bytes
 * (NUL-terminated when cap > 0) and sets *len to the full length, the NUL
 * not counted; allocates nothing.
 * @return 0 on success, or
 *         - BCQ_E_RANGE: i out of range: nothing written; or cap <= *len:
 *           truncated;
 *         - BCQ_E_INVAL: a NULL @p mod or @p len, a NULL @p buf with cap > 0.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_global_spelling(const bcq_module *mod, size_t i, char *buf,
                                size_t cap, size_t *len);

/**
 * Value id of the global value of module @p m that llvm-dis spells as the
 * @p len bytes at @p s: "@N" (the unnamed value of slot N,
 * bcq_global_slot()), "@name" (the bytes LLParser reads bare: those
 * llvm-dis leaves bare and '$', which it quotes) or
 * "@\"...\"" (unescaped as LLParser does: \\ a backslash, \XX a byte,
 * another backslash kept), the name then found as bcq_global_find() finds
 * it.  The module's names are read by bcq_module_get(); an unquoted name
 * costs no allocation, a quoted one one of @p len bytes.
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: no such value, or @p s is no spelling llvm-dis
 *           writes: no '@', a bare name with other bytes, a quote inside
 *           quotes, digits followed by others;
 *         - BCQ_E_INVAL: a NULL @p f or @p value_id, a NULL @p s with len >
 *           0;
 *         - BCQ_E_NOMEM;
 *         - the errors of bcq_global_find() and bcq_module_get().
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_global_find_spelled(const bcq_file *f, size_t m,
                                    const char *s, size_t len,
                                    size_t *value_id, bcq_error *err);

/** What bcq_global_locate() tells of the value it finds. */
typedef struct bcq_global_brief {
    size_t value_id;
    bcq_gv_kind kind;
    unsigned linkage;    /* BCQ_LINKAGE_* */
    int is_declaration;
    uint64_t record_bit; /* its GLOBALVAR, FUNCTION, ALIAS or IFUNC record */
} bcq_global_brief;

/** bcq_global_locate()'s flags: @p s is llvm-dis's spelling, as
 * bcq_global_find_spelled() takes it; without it, the name itself, as
 * bcq_global_find() takes it. */
#define BCQ_LOCATE_SPELLED 1u

/**
 * The global value of module @p m that bcq_global_find() (or, with
 * BCQ_LOCATE_SPELLED, bcq_global_find_spelled()) finds, without decoding
 * the module whole: of the module only what bcq_asm_open() and
 * bcq_insts_open() read are read -- its module-level records, and of each
 * global value record its name, the rest of the record stepped over
 * (doc/format.md 12.5).  The four fields after the name (type, and the
 * kind's declaration, linkage and address-space fields) are read of the
 * value found, of unnamed values, aliases and ifuncs, of the first record
 * of each run of them, of an abbreviated one and of one the run leaves
 * to the generic reader (32 operands or more, one near the block's end;
 * in a version-1 module, of all).  A damaged field in another value's
 * record is therefore not seen here unless it is one of those four, and
 * none past them ever is, where bcq_module_get() reports every one; one
 * in the found value's four fields is.  For a tool that prints or walks one function of a
 * large module: `bcq dis` finds its names so.
 * @param out filled on success (no pointer into anything).
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: as bcq_global_find() or
 *           bcq_global_find_spelled();
 *         - BCQ_E_INVAL: a NULL @p f or @p out, a NULL @p s with len > 0,
 *           an unknown flag;
 *         - BCQ_E_NOMEM;
 *         - the errors of reading the module as above: those of
 *           bcq_module_get() for what it reads.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_global_locate(const bcq_file *f, size_t m, const char *s,
                              size_t len, unsigned flags,
                              bcq_global_brief *out, bcq_error *err);

/** bcq_global_find() then bcq_function_by_value().
 *  @return 0 on success, or
 *          - the errors of bcq_global_find() (BCQ_E_NOT_FOUND when no global
 *            value has the name) and of bcq_function_by_value()
 *            (BCQ_E_NOT_FOUND when it is not a function, BCQ_E_NO_BODY when
 *            it is only declared, BCQ_E_BAD_RECORD for this function alone,
 *            BCQ_E_INVAL for a NULL @p out, the errors of
 *            bcq_function_count()). */
BCQ_API int bcq_function_find(const bcq_file *f, size_t m, const char *name,
                              size_t len, bcq_function *out, bcq_error *err);

/* ------------------------------------------------------ instruction view
 * The records of one function body with their instruction names and, for
 * module version >= 1, their operands resolved: relative value ids made
 * absolute against the running value count (phi's sign-rotated VBRs too),
 * type ids, basic-block numbers, metadata ids and literals told apart.
 * Value numbering follows LLVM's reader: the module's global values, then
 * its module-level constants, then the function's arguments, its CONSTANTS
 * and the instructions that yield a value.  Whether a call yields one, and
 * how many of its arguments are fixed, is read from the module's
 * TYPE_BLOCK, decoded on first use and kept; so is the count of
 * module-level constants.  Nothing else outside the body is read.
 *
 * Every FUNCTION_BLOCK record code that an LLVM release writes, through
 * LLVM 22, is read as LLVM 22's reader reads it, the forms that only older
 * releases wrote (LLVM 3.x on) included: the debug records of LLVM 19 on
 * (DEBUG_RECORD_*), BLOCKADDR_USERS, FREEZE, CALLBR, and the flags that
 * newer releases add to older records (a GEP's no-wrap flags, nneg,
 * nuw/nsw on trunc, disjoint, samesign, fast-math flags), which are
 * literals.  One record is one instruction: where LLVM's reader upgrades
 * an old form into two (a cmpxchg of before LLVM 3.5 followed by an
 * extractvalue; a bitcast between address spaces), llvm-dis shows one
 * more instruction than the view, and the numbering is the same. */

typedef struct bcq_insts bcq_insts;

/** What an operand is (bcq_inst.kinds). */
enum {
    BCQ_OPND_LITERAL = 0, /**< flags, opcodes, alignment...: raw value */
    BCQ_OPND_VALUE = 1,   /**< a value: vals[i] is its absolute id */
    BCQ_OPND_TYPE = 2,    /**< a type-table index */
    BCQ_OPND_BLOCK = 3,   /**< a basic-block number of the function */
    BCQ_OPND_METADATA = 4 /**< a metadata id, resolved as the value ids:
                               a call's metadata-typed argument (as for
                               llvm.dbg.value), an operand bundle's
                               metadata input, a debug record's location,
                               variable, expression..., a DEBUG_LOC's
                               scope and inlined-at (stored + 1 there; 0,
                               none, is a literal) */
};

/** "Defines no value". */
#define BCQ_NO_VALUE UINT64_MAX

typedef enum bcq_inst_kind {
    BCQ_INST_RECORD = 1,   /**< a record of the FUNCTION_BLOCK itself */
    BCQ_INST_SUBBLOCK = 2  /**< a sub-block (CONSTANTS, METADATA, ...),
                                stepped over; CONSTANTS define the values
                                [first_value, value_end) */
} bcq_inst_kind;

typedef struct bcq_inst {
    bcq_inst_kind kind;
    bcq_record record;    /**< BCQ_INST_RECORD: the raw record */
    bcq_block block;      /**< BCQ_INST_SUBBLOCK: the sub-block */
    const char *name;     /**< a record: LLVM's name of its code without
                               FUNC_CODE_ ("INST_CALL", "INST_FREEZE",
                               "DECLAREBLOCKS", "DEBUG_RECORD_VALUE"...);
                               a sub-block: its block name; or NULL */
    uint64_t value;       /**< value id the record defines, or BCQ_NO_VALUE */
    uint64_t first_value, value_end; /**< values defined by a CONSTANTS
                                sub-block (empty otherwise) */
    uint64_t bb;          /**< basic block the record belongs to (that of
                               the last instruction for DEBUG_LOC,
                               DEBUG_LOC_AGAIN and the debug records) */
    const uint8_t *kinds; /**< per record operand: BCQ_OPND_* */
    const uint64_t *vals; /**< per record operand: absolute value id for
                               BCQ_OPND_VALUE, metadata id for
                               BCQ_OPND_METADATA, else the raw operand */
    int is_instruction;   /**< 1: the record is an instruction of the
                               function (INST_*: a line of llvm-dis's
                               body); 0: a sub-block, or a record that is
                               not one: DECLAREBLOCKS, DEBUG_LOC,
                               DEBUG_LOC_AGAIN, OPERAND_BUNDLE,
                               BLOCKADDR_USERS, DEBUG_RECORD_* (llvm-dis
                               prints these as "#dbg_..." lines).  Only
                               instructions define values. */
    size_t callee;        /**< CALL, INVOKE, CALLBR: the operand that is
                               the callee; else BCQ_NONE */
} bcq_inst;

/**
 * Start the instruction view of @p fn (from bcq_function_at() and co).
 * Decodes the module's type table and counts its constants on first use.
 * Of the module's global value records it reads, unless bcq_module_get()
 * has decoded them, only the name and the four fields after it (type,
 * linkage, declaration: doc/format.md 12.5), so a damaged field later in
 * another value's record, which bcq_module_get() reports, does not stop
 * it.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL, or @p fn is not a defined function of this
 *           file's module fn->module, or its block is not a block of this
 *           file;
 *         - the errors of bcq_module_get() for fn->module, for the fields
 *           it reads;
 *         - BCQ_E_UNSUPPORTED: module version 0: absolute operands are not
 *           resolved by this view; a type record code that no LLVM release
 *           through 22 writes, after which type ids cannot be numbered;
 *         - BCQ_E_BAD_RECORD: the function's type is not a function type, a
 *           POINTER or FUNCTION type record too short;
 *         - the bitstream errors (ERRORS) of the module-level TYPE_BLOCK and
 *           CONSTANTS blocks, and of the BLOCKINFO in force at the body (see
 *           bcq_reader_open()).
 */
BCQ_API int bcq_insts_open(const bcq_file *f, const bcq_function *fn,
                           bcq_insts **out, bcq_error *err);

/** Values numbered before the body: global values plus module-level
 *  constants (*module_values) and the function's arguments (*nargs), which
 *  take ids module_values .. module_values + nargs - 1.  Either pointer may
 *  be NULL; both get 0 for a NULL @p it. */
BCQ_API void bcq_insts_frame(const bcq_insts *it, uint64_t *module_values,
                             uint64_t *nargs);

/**
 * Next record (or sub-block) of the body.  Buffers of *out stay valid until
 * the next call on @p it.  A CONSTANTS sub-block is read through to count
 * the values it defines; other sub-blocks are stepped over.
 * @return 0 on success, or
 *         - BCQ_END: after the END_BLOCK (ITERATION);
 *         - BCQ_E_INVAL: NULL; not sticky;
 *         - BCQ_E_UNSUPPORTED: where the numbering cannot go on without
 *           building IR (a record code that no LLVM release through 22
 *           writes; a call, invoke or callbr without an explicit function
 *           type, as early LLVM 3.x releases wrote them, whose callee is not
 *           a global function);
 *         - BCQ_E_BAD_RECORD: an operand missing, a debug record or DEBUG_LOC
 *           too short, a call's function type outside the table or not a
 *           function type, more call arguments than a fixed parameter list
 *           has, a case-range switch on a type that is not an integer type;
 *         - BCQ_E_IMPLAUSIBLE: 2^32 values or more: relative ids are 32-bit;
 *         - the bitstream errors (ERRORS) of the body and of its CONSTANTS
 *           sub-blocks.
 * Value ids are not checked against the values defined so far.  After an
 * error every call returns it again, with the same err (ITERATION).
 */
BCQ_API int bcq_insts_next(bcq_insts *it, bcq_inst *out, bcq_error *err);

/** Free the view.  NULL is allowed. */
BCQ_API void bcq_insts_close(bcq_insts *it);

/* ------------------------------------------------------------- constants
 * The records of CONSTANTS blocks, decoded on demand: what each constant
 * is and which values it is made of.  Constants take value ids after the
 * global values (module level) or after the arguments (in a function,
 * bcq_insts_frame()), one per record but SETTYPE; their operands are
 * absolute value ids and may point forward (doc/format.md 6.2, 12).
 * Literal payloads (integer, float, string and data values, inline asm
 * text) are not kept: read them with a bcq_reader. */

/** What a constant is (bcq_constant.kind). */
enum {
    BCQ_CONST_LEAF = 1,         /**< no value operand: null, undef, poison,
                                     integer, float, string, data, inline
                                     asm, and codes no LLVM release knows
                                     (LLVM reads those as undef) */
    BCQ_CONST_AGGREGATE = 2,    /**< struct, array or vector: its elements */
    BCQ_CONST_EXPR = 3,         /**< a constant expression (CE_* codes) */
    BCQ_CONST_BLOCKADDRESS = 4, /**< ops[0]: the function; extra: the
                                     basic block */
    BCQ_CONST_DSO_LOCAL_EQUIVALENT = 5, /**< ops[0]: the global value */
    BCQ_CONST_NO_CFI = 6,       /**< ops[0]: the function */
    BCQ_CONST_PTRAUTH = 7       /**< ops: pointer, key, discriminator,
                                     address discriminator (and LLVM 22's
                                     deactivation symbol) */
};

typedef struct bcq_constant {
    uint64_t value_id;   /**< its value id */
    unsigned code;       /**< the CONSTANTS record code (LLVM's CST_CODE_*) */
    const char *name;    /**< the code's name as llvm-bcanalyzer prints it,
                              or NULL */
    unsigned kind;       /**< BCQ_CONST_* */
    uint64_t type_id;    /**< its type (the SETTYPE in force) */
    uint64_t extra;      /**< CE_BINOP, CE_CAST, CE_UNOP: the opcode as
                              written; CE_CMP: the predicate; GEPs: the
                              flags (inbounds, nusw, nuw as LLVM writes
                              them); BLOCKADDRESS: the basic-block number;
                              else 0 */
    size_t nops;         /**< value operands */
    const uint32_t *ops; /**< their absolute value ids (global values or
                              constants: checked); NULL when nops is 0 */
} bcq_constant;

/**
 * The module-level constant with value id @p value_id of module @p m.  The
 * module's CONSTANTS blocks are decoded as a whole on the first call (and
 * kept, published once: threads may share the handle); *out's ops stay
 * valid until the file is closed.
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: @p value_id is not a module-level constant: a
 *           global value, or past them;
 *         - BCQ_E_INVAL: NULL;
 *         - the errors of bcq_module_get();
 *         - BCQ_E_UNSUPPORTED: the module's type table, see bcq_insts_open();
 *         - BCQ_E_BAD_RECORD: a record too short for its code, an operand
 *           that names no global value or module constant, a SETTYPE outside
 *           the type table: the message says which, err->bit points at the
 *           record;
 *         - BCQ_E_LIMIT;
 *         - the bitstream errors (ERRORS) of the module's CONSTANTS blocks.
 */
BCQ_API int bcq_constant_get(const bcq_file *f, size_t m, uint64_t value_id,
                             bcq_constant *out, bcq_error *err);

/**
 * A constant of the function that @p it views: one of its CONSTANTS
 * block that bcq_insts_next() has passed (those come before the first
 * instruction in every file LLVM writes), or a module-level one.
 * *out's ops stay valid until @p it is closed (function constants) or the
 * file is (module constants).
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: not a constant seen so far;
 *         - BCQ_E_INVAL: NULL;
 *         - the errors of bcq_constant_get() for module constants.
 */
BCQ_API int bcq_insts_constant(const bcq_insts *it, uint64_t value_id,
                               bcq_constant *out, bcq_error *err);

/* ------------------------------------------------------------ references
 * What a global value uses: the global values its definition names, as
 * LLVM's GlobalDCE follows them, without building IR.  A function's body
 * (instruction operands, directly or inside constants, and operand
 * bundles), its personality, prefix and prologue; a variable's
 * initializer; an alias's aliasee; an ifunc's resolver.  References made
 * only through metadata (debug info, debug records, metadata call
 * arguments) are not references. */

/** How a global value is referenced (bcq_ref.kind). */
typedef enum bcq_ref_kind {
    BCQ_REF_CALL = 1,        /**< the callee of a call, invoke or callbr
                                  (through pointer casts) */
    BCQ_REF_ADDRESS = 2,     /**< any other use in a body: address taken,
                                  loaded, stored, compared, ... */
    BCQ_REF_INITIALIZER = 3, /**< in a variable's initializer */
    BCQ_REF_ALIASEE = 4,     /**< in an alias's aliasee */
    BCQ_REF_RESOLVER = 5,    /**< in an ifunc's resolver */
    BCQ_REF_PERSONALITY = 6, /**< in a function's personality */
    BCQ_REF_PREFIX = 7,      /**< in a function's prefix data */
    BCQ_REF_PROLOGUE = 8     /**< in a function's prologue data */
} bcq_ref_kind;

/** "call", "address", ... for a bcq_ref_kind; NULL for another value. */
BCQ_API const char *bcq_ref_kind_name(unsigned kind);

/** Where references are read from (bcq_refs_get()). */
typedef enum bcq_ref_source {
    BCQ_REFS_BODY = 0,   /**< the definition itself: for a function, its
                              body is decoded (that body only) */
    BCQ_REFS_SUMMARY = 1, /**< the module's summary block (ThinLTO or full
                              LTO): no body is decoded; what a summary
                              leaves out by design is in doc/format.md 14.7 */
    BCQ_REFS_AUTO = 2    /**< the summary where the module has one with an
                              entry for the value, else the definition
                              (BCQ_REFS_BODY): what a linker's walk wants,
                              in one call.  Ifuncs, llvm.used and the other
                              values a summary leaves out come from their
                              definitions, never as BCQ_E_NOT_FOUND */
} bcq_ref_source;

typedef struct bcq_ref {
    size_t value_id;     /**< the global value referenced */
    bcq_ref_kind kind;
} bcq_ref;

/**
 * The references of global value @p value_id of module @p m, sorted by
 * value id then kind, each (value, kind) pair once.  Computed on the first
 * call for that value and source and kept (published once: threads may
 * share the handle); *refs stays valid until the file is closed.  A
 * declaration has none (*n = 0).
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL, or an unknown @p source;
 *         - BCQ_E_RANGE: no global value @p value_id;
 *         - BCQ_E_NOT_FOUND: BCQ_REFS_SUMMARY of a module without a summary
 *           block, or of a value it has no entry for; never for
 *           BCQ_REFS_AUTO;
 *         - with BCQ_REFS_AUTO, the errors of bcq_summary_info_get() but
 *           BCQ_E_NOT_FOUND (a summary that does not read is an error, not a
 *           reason to fall back);
 *         - the errors of bcq_module_get(), bcq_function_by_value(),
 *           bcq_insts_open(), bcq_insts_next() and bcq_constant_get() for
 *           what it decodes;
 *         - BCQ_E_BAD_RECORD: also for an operand that names no value (past
 *           the function's values, or a constant operand that is not a global
 *           value or constant);
 *         - BCQ_E_LIMIT.
 */
BCQ_API int bcq_refs_get(const bcq_file *f, size_t m, size_t value_id,
                         bcq_ref_source source, const bcq_ref **refs,
                         size_t *n, bcq_error *err);
/* ------------------------------------------------------------ what stays
 * Not yet stable (STABILITY): every declaration of this section.
 * Facts a linker needs beside references to compute what LLVM keeps of a
 * link (llvm-link, then opt -passes='internalize,globaldce' with the
 * roots as -internalize-public-api-list): why a global value is kept
 * whatever references it, its comdat group as GlobalDCE groups it, the
 * object an alias names, and whether a function's body is empty.  Facts
 * about one module, not a linker's policy: doc/linking.md 4 shows the
 * walk they make, and tests/check_keep.c makes it with nothing else. */

/** Why a global value is kept whatever references it
 *  (bcq_global_keep()).  Each bit is a reason; BCQ_KEEP_CTOR_EMPTY is a
 *  fact that is no reason. */
enum {
    BCQ_KEEP_USED = 1u << 0,           /**< named by llvm.used's initializer
                                            (directly or through constant
                                            expressions) */
    BCQ_KEEP_COMPILER_USED = 1u << 1,  /**< named by llvm.compiler.used's */
    BCQ_KEEP_CTOR = 1u << 2,           /**< named by an llvm.global_ctors
                                            entry that GlobalDCE keeps: its
                                            function or its data */
    BCQ_KEEP_DTOR = 1u << 3,           /**< named by llvm.global_dtors */
    BCQ_KEEP_DLLEXPORT = 1u << 4,      /**< a dllexport definition:
                                            Internalize preserves it */
    BCQ_KEEP_EXTERNALLY_INITIALIZED = 1u << 5, /**< an
                                            externally_initialized variable
                                            definition: Internalize
                                            preserves it */
    BCQ_KEEP_IFUNC = 1u << 6,          /**< an ifunc: Internalize does not
                                            walk ifuncs, so it keeps its
                                            linkage */
    BCQ_KEEP_NAME = 1u << 7,           /**< a definition with a name
                                            Internalize always preserves:
                                            the four lists of
                                            BCQ_KEEP_LIST,
                                            llvm.global.annotations,
                                            __stack_chk_fail,
                                            __stack_chk_guard (on AIX
                                            __ssp_canary_word; for NVPTX and
                                            AMDGPU also __llvm_rpc_client) */
    BCQ_KEEP_LIST = 1u << 8,           /**< llvm.used, llvm.compiler.used,
                                            llvm.global_ctors or
                                            llvm.global_dtors itself (a
                                            definition): what it names
                                            carries the flags above, so a
                                            walk need not follow its
                                            references -- and must not
                                            follow llvm.global_ctors' into
                                            the constructors GlobalDCE
                                            drops */
    BCQ_KEEP_COMDAT = 1u << 9,         /**< a definition in a comdat with
                                            a member Internalize preserves
                                            (dllexport, externally
                                            initialized, a preserved name,
                                            named by llvm.used): it leaves
                                            the whole group external */
    BCQ_KEEP_CTOR_EMPTY = 1u << 15     /**< no reason: the function of an
                                            llvm.global_ctors entry that
                                            GlobalDCE removes first, its
                                            body being empty
                                            (bcq_function_empty()) */
};
/** The reasons: a global value with one of these bits is kept. */
#define BCQ_KEEP_REASONS 0x3ffu

/**
 * Why global value @p value_id of module @p m is kept whatever references
 * it, as LLVM's Internalize and GlobalDCE passes decide for a module whose
 * roots are given apart (-internalize-public-api-list): *flags gets
 * BCQ_KEEP_* bits, 0 when only references (or the roots) can keep it.
 *
 * The rules, from Internalize's shouldPreserveGV and internalizeModule and
 * GlobalDCE's run and optimizeGlobalCtorsList (LLVM 14 to 22): GlobalDCE
 * keeps a definition whose linkage it may not discard (not local, not
 * linkonce, not available_externally); Internalize makes every function,
 * variable and alias local but the preserved ones, so such a definition
 * stays only when Internalize preserves it (BCQ_KEEP_DLLEXPORT,
 * BCQ_KEEP_EXTERNALLY_INITIALIZED, BCQ_KEEP_NAME), preserves a member of
 * its comdat (BCQ_KEEP_COMDAT: checkComdat) or does not look at it
 * (BCQ_KEEP_IFUNC); those five bits are set only for a definition of such
 * a linkage.  The appending lists are kept, and so is what they name:
 * BCQ_KEEP_USED, _COMPILER_USED, _CTOR and _DTOR are set on every global
 * value their initializers reach through constants (a declaration too:
 * in a link, the symbol's definition elsewhere is what is kept).
 * GlobalDCE first removes from llvm.global_ctors each entry whose function
 * is a definition with an empty body (bcq_function_empty()), when the list
 * is one optimizeGlobalCtorsList reads (an array of entries each naming a
 * function without parameters, or null; else no entry is removed): that
 * function gets BCQ_KEEP_CTOR_EMPTY instead of BCQ_KEEP_CTOR, and the
 * entry's data nothing.  @p source says where emptiness is read, as for
 * bcq_function_empty(); it matters only for those functions and their
 * entries' data (one of bcq_refs_get()'s sources: BCQ_REFS_BODY decodes
 * the function's body once, kept with its references).  An entry whose
 * data is a constant other than null, a global value or a cast of one is
 * taken as kept (no LLVM writes one).
 *
 * Not covered, as they depend on the roots: the roots themselves, and the
 * members of a root's comdat that Internalize leaves external with it
 * (its definitions of a linkage GlobalDCE keeps); nor that a comdat is
 * kept whole by one kept member (bcq_global_comdat()).  The lists and
 * comdats are read on the module's first call (module constants, no
 * function body) and kept, published once; a later call costs a lookup
 * (and, for a constructor, its emptiness).
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL @p f or @p flags, or an unknown @p source;
 *         - BCQ_E_RANGE: no global value @p value_id;
 *         - the errors of bcq_module_get() and bcq_constant_get() (a list
 *           whose initializer names no global value or module constant:
 *           BCQ_E_BAD_RECORD);
 *         - the errors of bcq_insts_open() for the module's type table (the
 *           parameters of a constructor);
 *         - the errors of bcq_global_comdat() for a module with comdats;
 *         - for a value in an entry GlobalDCE may remove, the errors of
 *           bcq_function_empty() for that entry's function.
 * A failure (but BCQ_E_NOMEM and BCQ_E_LIMIT) is kept: every later call for
 * the module returns it.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_global_keep(const bcq_file *f, size_t m, size_t value_id,
                            bcq_ref_source source, unsigned *flags,
                            bcq_error *err);

/**
 * The comdat of global value @p value_id of module @p m as LLVM's
 * GlobalValue::getComdat() answers, the group GlobalDCE keeps whole when
 * one member lives: a function's or variable's own (bcq_global.comdat),
 * an alias's that of the object it names (bcq_global_base()), none for
 * an ifunc (its record has no comdat).  *comdat is an index into the
 * module's comdats, or BCQ_NONE.  A value with has_implicit_comdat (the
 * old weak and linkonce linkage codes; LLVM gives it a comdat of its own
 * name, which is not one of the module's) has none here.  Constant time
 * for an object; an alias costs what bcq_global_base() costs.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL @p f or @p comdat;
 *         - BCQ_E_RANGE: no global value @p value_id;
 *         - the errors of bcq_global_base().
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_global_comdat(const bcq_file *f, size_t m, size_t value_id,
                              size_t *comdat, bcq_error *err);

/**
 * The global object global value @p value_id of module @p m stands for:
 * a function or variable itself; for an alias, the object its aliasee
 * finally names, as GlobalValue::getAliaseeObject() finds it (through
 * aliases and the constant expressions bitcast, inttoptr, ptrtoint,
 * getelementptr -- their first operand -- and add and sub of one object
 * and a constant); for an ifunc, its resolver function, as
 * GlobalIFunc::getResolverFunction() finds it (through aliases and
 * bitcast and addrspacecast).  *base is its value id, or BCQ_NONE when
 * there is none (an aliasee that is another constant, an add of two
 * objects, an alias cycle, an ifunc whose resolver is no function).  The
 * walk is bounded: 64 aliases and constant expressions at most, nested 16
 * deep at most; past that, BCQ_NONE.  Reads the module's constants
 * (bcq_constant_get()) when an aliasee is a constant expression.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL @p f or @p base;
 *         - BCQ_E_RANGE: no global value @p value_id;
 *         - the errors of bcq_module_get() and of bcq_constant_get() for the
 *           module's constants.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_global_base(const bcq_file *f, size_t m, size_t value_id,
                            size_t *base, bcq_error *err);

/**
 * Whether function @p value_id of module @p m has an empty body, as
 * GlobalDCE's isEmptyFunction() decides: its entry block's first
 * instruction that is not a call of a debug or pseudo-probe intrinsic
 * (llvm.dbg.*, llvm.pseudoprobe; debug records are no instructions) is a
 * "ret" without a value.  *empty is 1 or 0; 0 for a declaration.
 * From @p source: BCQ_REFS_BODY decodes the body (the decode that gives
 * its bcq_refs_get() references, done once for both and kept);
 * BCQ_REFS_SUMMARY reads the module's summary entry and the function's
 * type, no body: empty when the function returns void and the entry
 * counts one instruction, no call and no reference -- a body that is
 * "unreachable" alone reads as empty too, which the summary does not tell
 * apart; BCQ_REFS_AUTO: the summary where it has an entry for the
 * function, else the body.
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL @p f or @p empty, an unknown @p source;
 *         - BCQ_E_RANGE: no global value @p value_id;
 *         - BCQ_E_NOT_FOUND: not a function; BCQ_REFS_SUMMARY without a
 *           summary entry for it;
 *         - the errors of bcq_refs_get() for that source (body or summary);
 *         - with the summary, the errors of bcq_insts_open() for the module's
 *           type table.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_function_empty(const bcq_file *f, size_t m, size_t value_id,
                               bcq_ref_source source, int *empty,
                               bcq_error *err);

/* ------------------------------------------------------------- summaries
 * A module's own summary: the GLOBALVAL_SUMMARY_BLOCK (id 20) that
 * -flto=thin writes, or the FULL_LTO_GLOBALVAL_SUMMARY_BLOCK (id 24) of
 * -flto and of split LTO units, inside the MODULE_BLOCK.  It has an entry
 * per global value the module defines (and per declaration whose
 * definition is in module-level asm): its flags, and for a function its
 * instruction count, references and calls, for a variable the references
 * of its initializer, for an alias its aliasee -- what a linker needs to
 * walk a link without decoding a function body.  Read on the module's
 * first summary query, checked as a whole and kept (published
 * atomically; a failed read is retried by the next call).
 * Value ids are the module's (bcq_module_global).  An id at or past the
 * module's nglobals names a value the module does not have (the profiled
 * target of an indirect call, a value referenced through profile data),
 * which the summary knows by GUID only: bcq_summary_guid.
 * doc/format.md 14 gives the records per summary version (1 to 14; LLVM
 * 14 writes 9, LLVM 19 10), and what a summary leaves out. */

/** What a summary entry describes (bcq_summary.kind). */
enum {
    BCQ_SUMMARY_FUNCTION = 1, /**< FS_PERMODULE, _PROFILE, _RELBF */
    BCQ_SUMMARY_VARIABLE = 2, /**< FS_PERMODULE_GLOBALVAR_INIT_REFS,
                                   _VTABLE_GLOBALVAR_INIT_REFS */
    BCQ_SUMMARY_ALIAS = 3     /**< FS_ALIAS */
};

/** bcq_summary.flags, LLVM's GlobalValueSummary::GVFlags as written:
 *  linkage in bits 0-3 (bcq_linkage), visibility in bits 8-9
 *  (BCQ_VISIBILITY_*), and these.  Summary versions 1 and 2 had no live
 *  and import bits: LLVM reads every value of them as live and not
 *  eligible to import. */
#define BCQ_SUMFLAG_LINKAGE(flags) ((unsigned)((flags)&15u))
#define BCQ_SUMFLAG_VISIBILITY(flags) ((unsigned)((flags) >> 8 & 3u))
enum {
    BCQ_SUMFLAG_NOT_ELIGIBLE_TO_IMPORT = 1u << 4,
    BCQ_SUMFLAG_LIVE = 1u << 5,
    BCQ_SUMFLAG_DSO_LOCAL = 1u << 6,
    BCQ_SUMFLAG_CAN_AUTO_HIDE = 1u << 7,
    BCQ_SUMFLAG_IMPORT_AS_DECLARATION = 1u << 10
};

/** bcq_summary.fflags, LLVM's FunctionSummary::FFlags (version 4 on). */
enum {
    BCQ_SUMF_READ_NONE = 1u << 0,
    BCQ_SUMF_READ_ONLY = 1u << 1,
    BCQ_SUMF_NO_RECURSE = 1u << 2,
    BCQ_SUMF_RETURN_DOES_NOT_ALIAS = 1u << 3,
    BCQ_SUMF_NO_INLINE = 1u << 4,
    BCQ_SUMF_ALWAYS_INLINE = 1u << 5,
    BCQ_SUMF_NO_UNWIND = 1u << 6,
    BCQ_SUMF_MAY_THROW = 1u << 7,
    BCQ_SUMF_HAS_UNKNOWN_CALL = 1u << 8,
    BCQ_SUMF_MUST_BE_UNREACHABLE = 1u << 9
};

/** bcq_summary.varflags, LLVM's GlobalVarSummary::GVarFlags (version 5
 *  on); the vcall visibility (0 public, 1 linkage unit, 2 translation
 *  unit) is varflags >> 3. */
enum {
    BCQ_SUMV_READ_ONLY = 1u << 0,
    BCQ_SUMV_WRITE_ONLY = 1u << 1,
    BCQ_SUMV_CONSTANT = 1u << 2
};

/** bcq_summary_edge.flags of a reference: how the function uses the
 *  variable (version 5 on: read-only, 7 on: write-only). */
enum {
    BCQ_SUMREF_READONLY = 1u << 0,
    BCQ_SUMREF_WRITEONLY = 1u << 1
};

/** bcq_summary_edge.flags of a call: the hotness (FS_PERMODULE_PROFILE: 0
 *  unknown, 1 cold, 2 none, 3 hot, 4 critical) in bits 0-2, a tail call
 *  (PROFILE, RELBF) in bit 3, the relative block frequency of
 *  FS_PERMODULE_RELBF in bits 4-31; all 0 for FS_PERMODULE and in
 *  version 1. */
#define BCQ_SUMCALL_HOTNESS(flags) ((unsigned)((flags)&7u))
#define BCQ_SUMCALL_RELBF(flags) ((uint32_t)(flags) >> BCQ_SUMCALL_RELBF_SHIFT)
enum {
    BCQ_SUMCALL_TAIL = 1u << 3,
    BCQ_SUMCALL_RELBF_SHIFT = 4
};

/** One reference or call of a summary entry. */
typedef struct bcq_summary_edge {
    uint32_t value_id; /**< a global value of the module (< nglobals), or
                            an id known by GUID only (bcq_summary_guid) */
    uint32_t flags;    /**< BCQ_SUMREF_* or BCQ_SUMCALL_* */
} bcq_summary_edge;

/** One virtual function of a vtable
 *  (FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS, -fwhole-program-vtables). */
typedef struct bcq_summary_vfunc {
    uint64_t offset;   /**< byte offset of its slot in the vtable */
    uint32_t value_id; /**< the function, as bcq_summary_edge.value_id */
} bcq_summary_vfunc;

/** A module's summary as a whole. */
typedef struct bcq_summary_info {
    unsigned block_id; /**< 20 (GLOBALVAL_SUMMARY_BLOCK) or 24
                            (FULL_LTO_GLOBALVAL_SUMMARY_BLOCK) */
    uint64_t version;  /**< FS_VERSION: 1 to 14 */
    int has_flags;
    uint64_t flags;    /**< FS_FLAGS, 0 without one (per module: 8 split
                            LTO unit, 0x200 unified LTO) */
    size_t nentries;   /**< entries, bcq_summary_at(0 .. nentries - 1) */
    size_t nguids;     /**< value ids known by GUID only */
    uint64_t bit;      /**< the block's ENTER_SUBBLOCK, bits from the start
                            of the input */
} bcq_summary_info;

/** One entry.  The arrays are views into the handle, valid until
 *  bcq_close(); NULL when empty. */
typedef struct bcq_summary {
    size_t index;          /**< position among the entries (record
                                order) */
    size_t value_id;       /**< the global value it describes */
    unsigned kind;         /**< BCQ_SUMMARY_*, the value's own kind */
    unsigned code;         /**< its record's code (FS_PERMODULE = 1,
                                _PROFILE = 2, _GLOBALVAR_INIT_REFS = 3,
                                ALIAS = 7, _RELBF = 19,
                                _VTABLE_GLOBALVAR_INIT_REFS = 23) */
    uint64_t flags;        /**< BCQ_SUMFLAG_*, as written */
    uint64_t insts;        /**< functions: instruction count */
    uint64_t fflags;       /**< functions: BCQ_SUMF_* (0 before
                                version 4) */
    uint64_t varflags;     /**< variables: BCQ_SUMV_* (0 before
                                version 5) */
    const bcq_summary_edge *refs;   /**< what it references other than
                                         as a direct callee (functions:
                                         read-only, then write-only refs
                                         last, flagged) */
    size_t nrefs;
    const bcq_summary_edge *calls;  /**< functions: the direct callees,
                                         and profiled indirect ones */
    size_t ncalls;
    const bcq_summary_vfunc *vfuncs; /**< vtables: their functions */
    size_t nvfuncs;
    size_t aliasee;        /**< aliases: the value id of the function or
                                variable it finally names (which has an
                                entry); else BCQ_NONE */
    uint64_t bit;          /**< its record, bits from the start of the
                                input */
} bcq_summary;

/**
 * The summary of module @p m: its block, version, flags and counts.
 * Reads and checks the whole summary on the module's first summary query
 * (and, in a module with function bodies, indexes the module's level to
 * find it: the summary stands after the bodies, which the module's decode
 * jumps over); no function body is decoded.
 * @return 0 on success, or
 *         - BCQ_E_NOT_FOUND: the module has no summary block;
 *         - BCQ_E_INVAL: NULL @p f or @p out;
 *         - the errors of bcq_module_get() (BCQ_E_RANGE, BCQ_E_NOT_IR, ...);
 *         - BCQ_E_BAD_BLOCK: two summary blocks in the module;
 *         - BCQ_E_BAD_RECORD: a record that breaks LLVM's layout, the message
 *           names it and the field, err->bit points at it: the block does not
 *           begin with VERSION, VERSION 0, a record with fewer operands than
 *           its version needs, a count larger than the operands that follow
 *           it, calls or vtable pairs that do not divide into whole edges, a
 *           summarized value id that is not a global value of the module of
 *           the record's kind or has a second entry, an edge id that is no
 *           global value and no earlier VALUE_GUID named, a VALUE_GUID for a
 *           global value's id or a second one for an id, an alias whose
 *           aliasee has no function or variable entry before it;
 *         - BCQ_E_UNSUPPORTED: a VERSION above 14, or a record of a combined
 *           index: a ThinLTO index file, not a module's own summary;
 *         - the bitstream errors (ERRORS) of the summary block and, where the
 *           module's level is indexed, of that level.
 */
BCQ_API int bcq_summary_info_get(const bcq_file *f, size_t m,
                                 bcq_summary_info *out, bcq_error *err);

/** The entry of global value @p value_id of module @p m.
 *  @return 0 on success, or
 *          - BCQ_E_NOT_FOUND: no summary, or no entry for that value: a
 *            declaration, an ifunc, an id past nglobals;
 *          - the errors of bcq_summary_info_get(). */
BCQ_API int bcq_summary_get(const bcq_file *f, size_t m, size_t value_id,
                            bcq_summary *out, bcq_error *err);

/** Entry @p i (record order) of module @p m's summary.
 *  @return 0 on success, or
 *          - BCQ_E_RANGE: i >= nentries;
 *          - the errors of bcq_summary_info_get(). */
BCQ_API int bcq_summary_at(const bcq_file *f, size_t m, size_t i,
                           bcq_summary *out, bcq_error *err);

/** The GUID the summary of module @p m gives to @p value_id (an
 *  FS_VALUE_GUID record: an id the module has no value for).  The GUIDs
 *  of the module's own values are not stored: LLVM computes them from
 *  their names.
 *  @return 0 on success, or
 *          - BCQ_E_NOT_FOUND: no summary, or no VALUE_GUID for the id;
 *          - the errors of bcq_summary_info_get() (BCQ_E_INVAL also for a
 *            NULL @p guid). */
BCQ_API int bcq_summary_guid(const bcq_file *f, size_t m, size_t value_id,
                             uint64_t *guid, bcq_error *err);

/* -------------------------------------------------------- assembly text
 * Not yet stable (STABILITY): every declaration of this section.
 * LLVM assembly text, as llvm-dis prints it, of the parts of a module:
 * types, constants, names, and whole global values (bcq_asm_global).  The
 * printer reads what it prints lazily: the module's records, its type
 * table and attribute groups once per bcq_asm, of the module's constants
 * those it prints, and of a function only that function's body.
 *
 * Text goes through a caller's sink: a function called with successive
 * pieces of text (not NUL-terminated) that returns 0 to go on or a
 * nonzero value to stop (that value is then returned by the printing
 * call, which should be a negative bcq_status).  The library writes into
 * the sink only text that is whole: each printing call builds its text
 * first and hands it over only when it succeeded, so a failed call writes
 * nothing.  bcq_textbuf_sink() is a ready sink that appends to a growing
 * buffer.
 *
 * Numbering exception: llvm-dis numbers attribute groups (#N) and
 * metadata nodes (!N) over the whole module; bcq prints, for a function's
 * attribute group, the group id the bitcode gives it (its
 * PARAMATTR_GROUP entry's id), and for a metadata node its metadata id
 * in the bitcode (the module's METADATA block first, then the
 * function's).  An instruction's location from a DEBUG_LOC record names
 * no node.  LLVM unites it with the file's LOCATION node of the same
 * fields (not distinct) when there is one; bcq looks for that node among
 * the nodes the value's own text prints (a debug record's location, an
 * attachment, a metadata operand), so that the location prints as that
 * node's id wherever llvm-dis would show the two as one, without reading
 * every node of the module.  Otherwise it prints as a number after the
 * module's and the function's metadata ids: that count plus the
 * position, among the function's DEBUG_LOC records, of the first that
 * gives the same fields (unique within the function only).  Node
 * definitions ("!N = ...") are not printed.  Everything else is
 * llvm-dis's text byte for byte: the tests compare with llvm-dis of the
 * release that wrote each fixture. */

/** A sink: receives @p n bytes at @p s (not NUL-terminated); returns 0 to
 *  go on, or a status that the printing call returns at once. */
typedef int (*bcq_sink_fn)(void *ctx, const char *s, size_t n);

/** A growing buffer for bcq_textbuf_sink().  Start from all zeros
 *  (BCQ_TEXTBUF_INIT); ptr is NUL-terminated once anything was written;
 *  free with bcq_textbuf_free().  The caller owns it. */
typedef struct bcq_textbuf {
    char *ptr;  /**< the text, NUL-terminated (NULL while empty) */
    size_t len; /**< bytes of text, without the NUL */
    size_t cap; /**< bytes allocated */
} bcq_textbuf;

#define BCQ_TEXTBUF_INIT {NULL, 0, 0}

/** A sink that appends to the bcq_textbuf @p textbuf.
 *  @return 0 on success, or
 *          - BCQ_E_NOMEM: the buffer is left as it was;
 *          - BCQ_E_INVAL: NULL @p textbuf, or NULL @p s with n > 0.
 *  Not yet stable (STABILITY). */
BCQ_API int bcq_textbuf_sink(void *textbuf, const char *s, size_t n);

/** Free a bcq_textbuf's memory and zero it.  NULL is allowed.
 *  Not yet stable (STABILITY). */
BCQ_API void bcq_textbuf_free(bcq_textbuf *b);

/** A printer for one module: what it has read of the module (type table,
 *  module constants, global value records it printed, attribute groups,
 *  the last metadata records it read), the text of what it prints again
 *  (types, a function attribute group's comment line, an attachment), and
 *  the storage of its last print (the text, a function's arrays), reused.
 *  Opaque;
 *  the caller's: belongs to one thread at a time, must be closed before
 *  its file.  Its heap is not charged to the file's (bcq_stat_heap), but
 *  bounded by the size of the input. */
typedef struct bcq_asm bcq_asm;

/**
 * Open a printer on module @p m of @p f.  Reads the module's facts as
 * bcq_module_get() does but, of each global value record, only the name
 * and the four fields after it (doc/format.md 12.5; a value's record is
 * read whole when that value is printed, and its errors are then that
 * print's), its TYPE_BLOCK, its PARAMATTR and PARAMATTR_GROUP blocks, and
 * steps over its module-level CONSTANTS block, keeping where each
 * constant is (a constant's record is read when it is printed; a module
 * with several such blocks has them read whole); no function body.
 * @param out  receives the printer (NULL on failure); bcq_asm_close().
 * @return 0 on success, or
 *         - BCQ_E_INVAL: NULL;
 *         - the errors of bcq_module_get() for what it reads;
 *         - BCQ_E_UNSUPPORTED: module version 0, whose operands are absolute;
 *           a type record code no LLVM release through 22 writes;
 *         - BCQ_E_BAD_RECORD: a type, constant or attribute record too short,
 *           a struct name without a struct after it;
 *         - BCQ_E_NOMEM: more than the input's size can explain;
 *         - BCQ_E_LIMIT: more than the input's size can explain;
 *         - the bitstream errors (ERRORS) of the blocks it reads.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_asm_open(const bcq_file *f, size_t m, bcq_asm **out,
                         bcq_error *err);

/** Free a printer.  NULL is allowed.
 *  Not yet stable (STABILITY). */
BCQ_API void bcq_asm_close(bcq_asm *a);

/**
 * Type @p type_id of the module's table as llvm-dis prints it (AsmWriter's
 * TypePrinting::print): "i32", "ptr", "ptr addrspace(1)", "i8*" in a
 * module with typed pointers, "{ i32, ptr }", "<{ i8 }>", "%struct.foo"
 * (a named struct by its name; "%N" for an unnamed identified struct, N
 * its position among them), "[3 x i8]", "<4 x float>",
 * "<vscale x 4 x i32>", "i32 (ptr, ...)", "target(\"name\", i32, 1)".
 * @return 0 on success, or
 *         - the sink's status;
 *         - BCQ_E_INVAL: NULL @p a or @p sink;
 *         - BCQ_E_RANGE: @p type_id past the table;
 *         - BCQ_E_BAD_RECORD: a type that names a type past the table, or
 *           nests deeper than 64: a cycle; err->bit points at its record.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_asm_type(bcq_asm *a, uint64_t type_id, bcq_sink_fn sink,
                         void *ctx, bcq_error *err);

/** bcq_asm_constant() flags. */
enum {
    BCQ_ASM_TYPED = 1u << 0 /**< print the type first, as an operand:
                                 "i32 5" rather than "5" */
};

/**
 * The global value or module-level constant @p value_id as llvm-dis writes
 * it as an operand (AsmWriter's WriteConstantInternal): a global value by
 * its name (bcq_asm_global_name); integers in decimal, signed ("i1" as
 * true/false); floats in decimal when "%.6e" reads back exactly, else in
 * hexadecimal (0x... of the double for float and double, 0xH half, 0xR
 * bfloat, 0xK x86_fp80, 0xL fp128, 0xM ppc_fp128); c"..." for arrays of
 * i8, with '\\' doubled and \XX for '"' and bytes outside 0x20..0x7e;
 * arrays,
 * vectors and structs element by element; zeroinitializer, null, none,
 * undef, poison; constant expressions (casts, getelementptr, binary
 * operators, compares, select, extract/insertelement, shufflevector);
 * blockaddress(@f, %bb), dso_local_equivalent, no_cfi; inline asm
 * ("asm sideeffect \"nop\", \"~{memory}\"", every flag and record
 * version).
 * @return 0 on success, or
 *         - the sink's status;
 *         - BCQ_E_INVAL: NULL @p a or @p sink, an unknown flag;
 *         - BCQ_E_NOT_FOUND: @p value_id is neither a global value nor a
 *           module constant;
 *         - BCQ_E_UNSUPPORTED: a form this printer does not print yet, named
 *           in the message: ptrauth, blockaddress (which bcq_asm_global()
 *           prints), integers wider than 64 bits;
 *         - BCQ_E_BAD_RECORD: a record too short, an operand that names no
 *           value, a constant that contains itself or nests deeper than 64;
 *         - BCQ_E_LIMIT: the text would pass 16 bytes per input byte plus 1
 *           MiB: a DAG of shared constants.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_asm_constant(bcq_asm *a, uint64_t value_id, unsigned flags,
                             bcq_sink_fn sink, void *ctx, bcq_error *err);

/**
 * The name of global value @p value_id as llvm-dis writes it: "@name"
 * when every byte is a letter, digit or one of "-._" and the first is no
 * digit, else "@\"...\"" with '\\' doubled and '"' and bytes outside
 * 0x20..0x7e as \XX; an unnamed global value is "@N", N its slot
 * (bcq_global_slot(): as bcq_global_spelling() spells it).
 * @return 0 on success, or
 *         - the sink's status;
 *         - BCQ_E_INVAL: NULL;
 *         - BCQ_E_RANGE: no such global value.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_asm_global_name(bcq_asm *a, size_t value_id,
                                bcq_sink_fn sink, void *ctx, bcq_error *err);

/**
 * Write @p name (@p len bytes) with the sigil @p sigil ('@', '%', '$' or
 * 0 for a label) as llvm-dis writes names (bare or quoted, as
 * bcq_asm_global_name()).
 * @return 0 on success, or
 *         - the sink's status;
 *         - BCQ_E_INVAL: NULL @p sink, NULL @p name with len > 0.
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_asm_ident(char sigil, const char *name, size_t len,
                          bcq_sink_fn sink, void *ctx);

/**
 * The definition of global value @p value_id as llvm-dis prints it, each
 * line ended by '\n': a variable's line ("@x = dso_local global i32 5,
 * align 4"), an alias's or ifunc's, a function declaration's "declare"
 * line, or a function definition: its "; Function Attrs:" line where
 * llvm-dis prints one, the "define" line, each basic block (a label and
 * "; preds =" comment but for the entry block) with its instructions, and
 * "}".  Local values are numbered as llvm-dis numbers them, named ones by
 * the function's VALUE_SYMTAB.  The function's attribute group prints as
 * "#G", G the bitcode's group id (see the numbering exception above).
 * A blockaddress of another function's block names it as that function's
 * numbering does: that function's body is read too (at most 16 other
 * functions per call, else BCQ_E_LIMIT).
 * An intrinsic's declaration ("llvm." name) prints the attributes of
 * LLVM's own table, which llvm-dis prints in place of the file's: the
 * library carries the tables of LLVM 14 and 19 (target-independent
 * intrinsics and those of x86, amdgcn, nvvm, spv and bpf) and takes the
 * release from the module's producer; its "#G" stays the file's group.
 * Another release, another target's intrinsic or an "llvm." name that is
 * no intrinsic is BCQ_E_UNSUPPORTED.
 * Metadata attachments print as llvm-dis prints them: an instruction's
 * (", !dbg !N" first, then by kind id), a definition's (before " {"), a
 * declaration's (after "declare") and a variable's (before its
 * attribute group), kinds named by the module's METADATA_KIND records;
 * operand bundles (" [ \"tag\"(i32 %x) ]") and inline asm callees too.
 * A value that cannot be printed whole is an error and nothing is
 * written.
 * @return 0 on success, or
 *         - the sink's status;
 *         - BCQ_E_INVAL: NULL;
 *         - BCQ_E_RANGE: no such global value;
 *         - BCQ_E_UNSUPPORTED: something this printer does not print yet: an
 *           instruction, constant, attribute, or metadata operand; the
 *           message names it and err->bit points at its record;
 *         - the errors of bcq_asm_constant() and bcq_asm_type();
 *         - the errors bcq_module_get() reports for this value's record
 *           (BCQ_E_BAD_RECORD: a section, comdat or GC id past its table...),
 *           which the printer reads whole here, and BCQ_E_BAD_RECORD for
 *           an alignment past 2^32, which LLVM's reader refuses;
 *         - for a definition, the errors of bcq_function_by_value() for
 *           this function's FNENTRY (found by reading the VALUE_SYMTAB up
 *           to it: the checks of the whole map are not made),
 *           bcq_insts_open() and bcq_insts_next(), and BCQ_E_BAD_RECORD for
 *           an operand that names no value or a type that does not fit,
 *           or a second DECLAREBLOCKS (or one after the block names);
 *         - BCQ_E_BAD_RECORD for an offset of the module's METADATA_INDEX
 *           that does not hold (0, or a place at or past the index), in
 *           the group of 16 of an id the print looks up, or a record that
 *           defines an id after the index where a declaration's or
 *           variable's attachments are read (both checked as far as the
 *           print needs them).
 * Not yet stable (STABILITY).
 */
BCQ_API int bcq_asm_global(bcq_asm *a, size_t value_id, bcq_sink_fn sink,
                           void *ctx, bcq_error *err);

/** LLVM's spelling of a binary operator's bitcode code (BinaryOpcodes:
 *  0 add, 1 sub, ... 12 xor), the floating-point form ("fadd", "fsub",
 *  "fmul", "fdiv", "frem") when @p fp is nonzero; NULL for other codes
 *  (and for the shifts and logic operators with @p fp).  Static
 *  storage.
 *  Not yet stable (STABILITY). */
BCQ_API const char *bcq_asm_binop_name(unsigned code, int fp);

/** LLVM's spelling of a cast's bitcode code (CastOpcodes: 0 trunc, 1
 *  zext, ... 12 addrspacecast), or NULL.  Static storage.
 *  Not yet stable (STABILITY). */
BCQ_API const char *bcq_asm_cast_name(unsigned code);

/** LLVM's spelling of a compare predicate (CmpInst::Predicate: 0..15 the
 *  fcmp ones, "false" to "true"; 32..41 the icmp ones, "eq" to "sle"), or
 *  NULL.  Static storage.
 *  Not yet stable (STABILITY). */
BCQ_API const char *bcq_asm_predicate_name(unsigned pred);

/** LLVM's spelling of an atomic ordering's bitcode code (AtomicOrderingCodes:
 *  0 notatomic (""), 1 unordered, 2 monotonic, 3 acquire, 4 release, 5
 *  acq_rel, 6 seq_cst), or NULL.  Static storage.
 *  Not yet stable (STABILITY). */
BCQ_API const char *bcq_asm_ordering_name(unsigned code);

/** LLVM's spelling of an atomicrmw operation's bitcode code (RMWOperations:
 *  0 xchg, 1 add, ...), or NULL.  Static storage.
 *  Not yet stable (STABILITY). */
BCQ_API const char *bcq_asm_rmw_name(unsigned code);

/** LLVM's spelling of a calling convention (CallingConv::ID: 8 "fastcc",
 *  64 "x86_stdcallcc", ...); NULL for 0 (C, which llvm-dis leaves out) and
 *  for an id without a name, which llvm-dis prints as "cc<id>".  Static
 *  storage.
 *  Not yet stable (STABILITY). */
BCQ_API const char *bcq_asm_callconv_name(unsigned cc);

/** LLVM's spelling of an attribute kind's bitcode code (AttributeKindCodes:
 *  1 "align", 14 "noinline", 68 "noundef", ...), or NULL.  Static
 *  storage.
 *  Not yet stable (STABILITY). */
BCQ_API const char *bcq_asm_attr_name(unsigned code);

/* ----------------------------------------------------------------- stats
 * Not yet stable (STABILITY): every declaration of this section. */

/**
 * How many times a body of a block with id @p block_id was decoded since the
 * file was opened: by a reader (bcq_reader_open, bcq_reader_enter), by
 * the indexing of a block's level (whether bcq_block_children() or another
 * query asked for it), or by the module and symbol queries.  The walk of
 * bcq_open_*() is not counted.  Lets a caller (and the tests) check that a
 * query stayed away from function bodies and metadata.  Ids >= 64 are
 * counted together under 63.  0 for NULL.
 * Not yet stable (STABILITY).
 */
BCQ_API uint64_t bcq_stat_bodies_read(const bcq_file *f, unsigned block_id);

/**
 * Bytes of heap the handle holds now: its block index, the levels indexed
 * on demand and their table, parsed BLOCKINFOs, decoded modules, function
 * maps, name hashes, type tables, summaries and the failures kept of
 * those that could not be built (the handle's own
 * fixed-size struct and allocator overhead not counted).  Readers and
 * instruction views are the caller's and are not included.  Safe to call
 * from any thread.  0 for NULL.
 * Not yet stable (STABILITY).
 */
BCQ_API size_t bcq_stat_heap(const bcq_file *f);

/**
 * The most bcq_stat_heap() may reach for this handle:
 * bcq_open_options.heap_limit, or by default 4 bytes per input byte plus
 * 64 MiB, whatever the file says.  An open or query that would need more
 * fails with BCQ_E_LIMIT (and the handle stays usable for other queries).
 * Temporaries of a query that is still running count too.  0 for NULL.
 * Not yet stable (STABILITY).
 */
BCQ_API size_t bcq_stat_heap_limit(const bcq_file *f);

#ifdef __cplusplus
}
#endif
#endif /* BCQ_H */
