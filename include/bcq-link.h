/**
 * @file bcq-link.h
 * @brief libbcq-link: a linker's first phase over LTO inputs, as a library.
 *
 * What `bcq link` does, for a tool that embeds it: ld.lld's symbol
 * resolution over bitcode objects and archives (which members are
 * extracted, which definition of each symbol prevails; lld's rules, as
 * doc/linking.md 3 lists them), then what the roots reach by LLVM's
 * Internalize and GlobalDCE rules (doc/linking.md 4), from the facts
 * libbcq gives (bcq_linksyms_get, bcq_global_keep, bcq_global_comdat,
 * bcq_refs_get).  lld's policy lives here, not in libbcq.
 *
 * A separate library with its own version: libbcq-link.so.1, version node
 * BCQ_LINK_1, over libbcq.so.1.  It prints nothing and never exits: what
 * lld would say (a warning, a skipped input, a failed input, a duplicate
 * symbol) goes to the caller's note callback.  Threads: bcq_link_run uses
 * opts->jobs threads of its own (POSIX threads) and joins them before it
 * returns; a finished bcq_link is read-only and may be read by several
 * threads.
 *
 * Errors: bcq_status codes of bcq.h, with a bcq_error.
 */
#ifndef BCQ_LINK_API_H
#define BCQ_LINK_API_H

#include "bcq.h"

#ifdef __cplusplus
extern "C" {
#endif

#define BCQ_LINK_VERSION_MAJOR 0
#define BCQ_LINK_VERSION_MINOR 5
#define BCQ_LINK_VERSION_PATCH 1

/** "0.5.1": the version of the libbcq-link loaded.  Static storage. */
BCQ_API const char *bcq_link_version(void);

/** One finished link: its inputs, symbols, modules and live values.
 *  Owned by the caller; bcq_link_free() releases it and every view it
 *  gave (labels, names, module pointers, live flags, files). */
typedef struct bcq_link bcq_link;

/** What a note says (bcq_link_note.kind). */
enum {
    BCQ_LINK_NOTE_WARNING = 1,  /**< lld would warn: message (e.g. "cannot
                                     find entry symbol main") */
    BCQ_LINK_NOTE_SKIPPED = 2,  /**< an archive member that holds no
                                     bitcode, or a shared library: its
                                     symbols are not read (input, err:
                                     why) */
    BCQ_LINK_NOTE_FAILED = 3,   /**< the first input that failed (input,
                                     code, err); the link stops */
    BCQ_LINK_NOTE_DUPLICATE = 4 /**< two strong definitions: message in
                                     lld's words ("duplicate symbol: NAME\n
                                     >>> defined in A\n>>> defined in B");
                                     once, the first */
};

/** A note, valid during the callback only. */
typedef struct bcq_link_note {
    int kind;              /**< BCQ_LINK_NOTE_* */
    const char *input;     /**< the input's label ("a.o", "lib.a(m.o)"),
                                or NULL */
    int code;              /**< FAILED: the bcq status; else 0 */
    const bcq_error *err;  /**< FAILED, SKIPPED: what went wrong, or NULL */
    const char *message;   /**< WARNING, DUPLICATE, SKIPPED: the text */
} bcq_link_note;

/** The caller's note callback: called on the calling thread of
 *  bcq_link_run(), in the order lld would report. */
typedef void (*bcq_link_note_fn)(void *arg, const bcq_link_note *note);

/** Options of bcq_link_run(); start from BCQ_LINK_OPTIONS_INIT. */
typedef struct bcq_link_options {
    size_t size;                     /**< sizeof(bcq_link_options) as the
                                          caller was built: fields past it
                                          keep their defaults, and a later
                                          bcq-link.h may add fields at the
                                          end compatibly (bytes this
                                          library does not know must be
                                          zero) */
    const char *entry;               /**< -e: the entry symbol ("main");
                                          "": none (a shared object's) */
    const char *const *undefined;    /**< -u: names referenced before any
                                          input */
    size_t nundefined;
    unsigned jobs;                   /**< threads, 1 to 256 */
    bcq_ref_source source;           /**< where references come from:
                                          BCQ_REFS_AUTO (summary where it
                                          has the value, else the body),
                                          BCQ_REFS_BODY or BCQ_REFS_SUMMARY */
    int why_extract;                 /**< keep why each member was
                                          extracted (bcq_link_why_get) */
    bcq_link_note_fn note;           /**< NULL: notes are dropped */
    void *note_arg;
    const char *const *search_dirs;  /**< -L: the library search path, in
                                          order (for -lNAME inputs and the
                                          names of linker scripts) */
    size_t nsearch_dirs;
    /* since libbcq-link 0.3.0 */
    int shared;                      /**< -shared: the output is a shared
                                          object.  Every defined symbol of
                                          default or protected visibility
                                          is exported (a root, "x" in the
                                          resolution file) but a bitcode
                                          one that may be omitted
                                          (BCQ_IRSYM_MAY_OMIT), and only a
                                          non-default visibility makes a
                                          definition final ("l").  With
                                          entry "" no entry symbol. */
    int export_dynamic;              /**< --export-dynamic (-E): an
                                          executable that exports its
                                          symbols as -shared does (the
                                          "l" rule stays the
                                          executable's) */
    const char *const *version_scripts; /**< --version-script: the
                                          paths of GNU ld version
                                          scripts; a symbol one makes
                                          local ("local: *;") is not
                                          exported.  "extern \"C++\""
                                          patterns are refused
                                          (BCQ_E_BAD_SCRIPT) */
    size_t nversion_scripts;
    /* since libbcq-link 0.4.0 */
    int fat_lto_objects;             /**< --fat-lto-objects (ld.lld 17
                                          and later): an ELF object with
                                          a .llvm.lto section (clang
                                          -ffat-lto-objects) is read as
                                          that bitcode.  Otherwise, and
                                          always for .llvmbc (clang
                                          -fembed-bitcode), an ELF object
                                          is native, as ld.lld reads it */
} bcq_link_options;

#define BCQ_LINK_OPTIONS_INIT                                                 \
    { sizeof(bcq_link_options), "main", NULL, 0, 1, BCQ_REFS_AUTO, 0, NULL,  \
      NULL, NULL, 0, 0, 0, NULL, 0, 0 }

/**
 * Link the inputs @p paths (n of them, in command-line order: bitcode
 * files, ELF objects and shared objects (native, as ld.lld reads them:
 * since 0.4.0 an object's embedded bitcode is read only as
 * opts->fat_lto_objects says), archives of them, GNU ld linker
 * scripts naming such inputs, and "-lNAME" for a library found in
 * opts->search_dirs as ld.lld finds it: libNAME.so, then libNAME.a, in
 * each directory in turn; "-l:FILE" for FILE there; and, since 0.3.0,
 * "--whole-archive" and "--no-whole-archive" between them: an archive
 * given while it is on has every member loaded in its place, in order,
 * none lazy and none in bcq_link_why_get) with @p opts
 * (NULL: BCQ_LINK_OPTIONS_INIT): open each input, resolve as ld.lld does
 * (members extracted on demand), map the loaded modules' global values to
 * symbols, and walk what the roots (the entry symbol, -u names, and what
 * Internalize and GlobalDCE keep) reach.  *out is the finished link; read
 * it with the getters below, free it with bcq_link_free().
 *
 * A duplicate symbol is no failure of the call: the link finishes, its
 * summary says so (bcq_link_summary.duplicate) and the note DUPLICATE
 * carries lld's message.
 * @return 0 with *out; on failure *out is still a link holding what was
 *         done so far (free it), and the status is that of the first input
 *         that failed (note FAILED, err filled: the errors of
 *         bcq_open_path(), bcq_archive_open_path(), bcq_linksyms_get(),
 *         bcq_module_get(), bcq_global_keep(), bcq_refs_get(); for a
 *         linker script those of bcq_script_parse(), BCQ_E_NOT_FOUND for a
 *         name found nowhere ("s.ld:2:7: unable to find libx.a"),
 *         BCQ_E_LIMIT for scripts nested deeper than 16 or larger than
 *         1 MiB, BCQ_E_UNSUPPORTED for a script that names itself through
 *         others (the message names it)), or
 *         BCQ_E_NOMEM, or BCQ_E_INVAL (NULL @p out, n of 0, a NULL path,
 *         jobs out of range, an unknown source; *out NULL then).
 */
BCQ_API int bcq_link_run(const char *const *paths, size_t n,
                         const bcq_link_options *opts, bcq_link **out,
                         bcq_error *err);

/** Free a link and everything it gave; NULL is a no-op. */
BCQ_API void bcq_link_free(bcq_link *lk);

/** Counts of a finished link. */
typedef struct bcq_link_summary {
    size_t inputs;     /**< the paths given */
    size_t archives;   /**< of them, archives */
    size_t members;    /**< the archives' members: since 0.5.0, of an
                            archive with a symbol index, the members
                            its index names (doc/linking.md 3.4) */
    size_t extracted;  /**< members extracted */
    int duplicate;     /**< a duplicate symbol was met */
} bcq_link_summary;

/** The counts of @p lk into *out.  @return 0, BCQ_E_INVAL (NULL). */
BCQ_API int bcq_link_summary_get(const bcq_link *lk, bcq_link_summary *out);

/** FUNCTION_BLOCK bodies decoded for the link: every input's
 *  bcq_link_input.bodies_read summed, without asking for each input
 *  (which, for a member of an archive read by its index, reads the
 *  member's header to make its label).  0 for NULL.  Since 0.5.0. */
BCQ_API uint64_t bcq_link_bodies_read(const bcq_link *lk);

/** An input's state (bcq_link_input.state). */
enum {
    BCQ_LINK_LAZY = 0,      /**< a member not extracted */
    BCQ_LINK_LOADED = 1,    /**< a file given on the command line */
    BCQ_LINK_EXTRACTED = 2, /**< a member extracted */
    BCQ_LINK_ARCHIVE = 3,   /**< an archive (its members are inputs too) */
    BCQ_LINK_SKIPPED = 4    /**< a member bcq does not read: neither
                                 bitcode nor a native ELF object (a
                                 Mach-O or COFF object, a shared object
                                 in an archive) */
};

/** One input: a path given, or an archive's member. */
typedef struct bcq_link_input {
    const char *label;     /**< lld's spelling: "main.o", "liba.a(a1.o)" */
    int state;             /**< BCQ_LINK_* */
    size_t archive;        /**< a member's archive input, else BCQ_NONE */
    const bcq_file *file;  /**< its file (loaded or extracted; a lazy
                                member's after its symbols were read), or
                                NULL (and for a native input, whose
                                symbols come from its ELF symbol table);
                                valid until bcq_link_free() */
    uint64_t bodies_read;  /**< FUNCTION_BLOCK bodies decoded for it */
} bcq_link_input;

/** Number of inputs (paths and members, in order: an archive's members
 *  -- of an archive with a symbol index, since 0.5.0, the members its
 *  index names, in archive order, each read (its header, for its label)
 *  only when extracted or asked for here --
 *  follow it). */
BCQ_API size_t bcq_link_input_count(const bcq_link *lk);
/** Input @p i.  @return 0, BCQ_E_RANGE, BCQ_E_INVAL (NULL). */
BCQ_API int bcq_link_input_get(const bcq_link *lk, size_t i,
                               bcq_link_input *out);

/** One module of a loaded or extracted input, with its live values. */
typedef struct bcq_link_module {
    size_t input;             /**< its input */
    size_t module;            /**< its index in that input's file */
    const bcq_module *mod;
    const unsigned char *live; /**< mod->nglobals flags: nonzero when the
                                    value is live (a definition of this
                                    link the roots reach) */
} bcq_link_module;

BCQ_API size_t bcq_link_module_count(const bcq_link *lk);
/** Module @p i.  @return 0, BCQ_E_RANGE, BCQ_E_INVAL (NULL). */
BCQ_API int bcq_link_module_get(const bcq_link *lk, size_t i,
                                bcq_link_module *out);

/** A symbol's state after resolution (bcq_link_symbol.state). */
enum {
    BCQ_LINK_SYM_UNDEFINED = 1, /**< referenced, defined nowhere */
    BCQ_LINK_SYM_LAZY = 2,      /**< defined by a member not extracted */
    BCQ_LINK_SYM_DEFINED = 3,
    BCQ_LINK_SYM_COMMON = 4,
    BCQ_LINK_SYM_SHARED = 5     /**< defined by a shared object only */
};

/** One symbol of the link's table. */
typedef struct bcq_link_symbol {
    bcq_span name;          /**< the mangled name */
    int state;              /**< BCQ_LINK_SYM_* */
    int weak;               /**< undefined: every reference weak; defined:
                                 a weak definition */
    int live_undefined;     /**< undefined and referenced by live code */
    bcq_gv_kind undefined_kind; /**< the kind of that reference's
                                     declaration */
    size_t input;           /**< undefined: the first referencing input;
                                 lazy: the member; defined, common: the
                                 defining input; BCQ_NONE for -u alone */
    size_t module;          /**< defined, common: the module of that input's
                                 file; BCQ_NONE when the input is native */
    size_t value_id;        /**< defined: the prevailing global value, or
                                 BCQ_NONE (module asm) */
    uint64_t common_size;   /**< common: the size */
} bcq_link_symbol;

BCQ_API size_t bcq_link_symbol_count(const bcq_link *lk);
/** Symbol @p i (in the order names were first met).
 *  @return 0, BCQ_E_RANGE, BCQ_E_INVAL (NULL). */
BCQ_API int bcq_link_symbol_get(const bcq_link *lk, size_t i,
                                bcq_link_symbol *out);

/** Why a member was extracted (opts->why_extract): lld's --why-extract
 *  line "reference\textracted\tsymbol". */
typedef struct bcq_link_why {
    const char *reference;  /**< the referencing input's label,
                                 "<internal>" or "--entry" */
    size_t extracted;       /**< the member's input */
    size_t symbol;          /**< the symbol */
} bcq_link_why;

BCQ_API size_t bcq_link_why_count(const bcq_link *lk);
/** Record @p i, in lld's order.  @return 0, BCQ_E_RANGE, BCQ_E_INVAL. */
BCQ_API int bcq_link_why_get(const bcq_link *lk, size_t i,
                             bcq_link_why *out);

/* ------------------------------------------------------------ for LTO
 * What lld tells LTO of each symbol of each bitcode input: the
 * lto::SymbolResolution its BitcodeCompiler::add fills, which
 * `ld.lld -save-temps` writes as OUT.resolution.txt and `llvm-lto2 run -r`
 * reads back.  The link is an executable's (bcq link makes no other). */

/** The flags of a resolution: the letters of the resolution file. */
enum {
    BCQ_LINK_RES_PREVAILING = 1, /**< 'p': this input's definition is
                                      the one the link keeps */
    BCQ_LINK_RES_FINAL = 2,      /**< 'l': the symbol's definition is
                                      final in the linkage unit (it is
                                      Defined when this input's turn
                                      comes: see doc/linking.md) */
    BCQ_LINK_RES_VISIBLE = 4,    /**< 'x': visible to regular objects
                                      (the entry symbol, -u names) */
    BCQ_LINK_RES_REDEFINED = 8   /**< 'r': linker-redefined (--wrap,
                                      --defsym: not modelled, never set) */
};

/** One bitcode input in the order lld hands them to LTO: the order
 *  they were parsed in (a file given, then at once each member its
 *  parse extracted). */
typedef struct bcq_link_lto_input {
    size_t input;      /**< its input (bcq_link_input_get) */
    const char *name;  /**< lld's name for it: the path as given; for an
                            archive member "ARCHIVE(NAME at OFFSET)", NAME
                            the member name's last component, OFFSET its
                            header's offset; valid until bcq_link_free() */
    size_t first;      /**< its resolutions are [first, first + count) */
    size_t count;
} bcq_link_lto_input;

/** Number of bitcode inputs handed to LTO (loaded and extracted). */
BCQ_API size_t bcq_link_lto_input_count(const bcq_link *lk);
/** The @p k-th, in LTO order.
 *  @return 0 on success, or
 *  - BCQ_E_RANGE: k >= bcq_link_lto_input_count();
 *  - BCQ_E_INVAL: NULL @p lk or @p out. */
BCQ_API int bcq_link_lto_input_get(const bcq_link *lk, size_t k,
                                   bcq_link_lto_input *out);

/** One symbol's resolution. */
typedef struct bcq_link_resolution {
    size_t input;    /**< its input */
    bcq_span name;   /**< the symbol's name, as the input's symbol table
                          (or module) gives it; a view valid until
                          bcq_link_free() */
    unsigned flags;  /**< BCQ_LINK_RES_* */
} bcq_link_resolution;

/** Number of resolutions: every symbol of every bitcode input handed to
 *  LTO, inputs in LTO order, each input's symbols in its symbol table's
 *  order. */
BCQ_API size_t bcq_link_resolution_count(const bcq_link *lk);
/** Resolution @p i.
 *  @return 0 on success, or
 *  - BCQ_E_RANGE: i >= bcq_link_resolution_count();
 *  - BCQ_E_INVAL: NULL @p lk or @p out. */
BCQ_API int bcq_link_resolution_get(const bcq_link *lk, size_t i,
                                    bcq_link_resolution *out);

#ifdef __cplusplus
}
#endif

#endif
