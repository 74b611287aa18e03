/*
 * link.h - bcq link: a linker's first phase over LTO inputs, as a small
 * layer over the public API (doc/linking.md walks through it).
 *
 *   resolve.c   the inputs, their symbols and ld.lld's resolution rules:
 *               which archive members are extracted, which definition of
 *               each symbol prevails (--why-extract)
 *   live.c      what the roots reach over the references of each global
 *               value (bcq_refs_get), across modules through the symbols
 *   resolution.c  what lld tells LTO of each bitcode symbol
 *   script.c    linker scripts and -l: where lld looks for the inputs
 *               a script names (bcq_script_parse reads it)
 *   linksyms.c  one input's symbols (its SYMTAB, else its module records)
 *               and the name table
 *   link.c      the command: options, phases, output
 *   pool.c      -j N: run a function over indices on N threads
 *
 * Everything here reads inputs through bcq.h only; nothing is copied out
 * of the mappings but the names the module records path must spell.
 */
#ifndef BCQ_LINK_H
#define BCQ_LINK_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "bcq.h"
#include "bcq-link.h"

#define LK_NONE ((uint32_t)-1)

/* One symbol of one input, as resolution needs it. */
enum { LKS_UNDEF = 1, LKS_WEAK = 2, LKS_COMMON = 4, LKS_ABS = 8,
       LKS_OMIT = 16 /* a bitcode symbol that may be omitted from the
                        dynamic symbol table (BCQ_IRSYM_MAY_OMIT) */ };
/* and the symbol's ELF visibility (STV_*) in bits 8-9 */
#define LKS_VIS_SHIFT 8
#define LKS_VIS(flags) ((unsigned)((flags) >> LKS_VIS_SHIFT) & 3u)
typedef struct lk_fsym {
    const char *name;  /* a view into the input, or into syms.ls */
    uint32_t len;
    uint32_t flags;    /* LKS_* */
    uint32_t module;   /* module of the file */
    uint32_t comdat;   /* index into the file's comdat names, or LK_NONE */
    uint32_t value;    /* its global value in the module (the SYMTAB's
                          value id, or the record's), or LK_NONE */
    uint32_t sym;      /* the link's symbol it resolved to (resolve.c
                          sets it as it interns the name), or LK_NONE */
    uint64_t size;     /* commons: size in bytes (0 when unknown) */
} lk_fsym;

/* One input's symbols. */
typedef struct lk_syms {
    lk_fsym *v;
    size_t n, cap;
    const bcq_span *comdats; /* comdat names, as the file numbers them */
    size_t ncomdats;
    bcq_linksyms *ls;  /* the library's view the names point into */
    int from_symtab;   /* 1: SYMTAB, 0: module records */
} lk_syms;

/* Read f's symbols (global, not format-specific) from the library's
 * linker-symbol view (bcq_linksyms_get: its SYMTAB when it has a usable
 * one, else every module's records).  defined_only: leave out
 * undefined symbols (what a lazy member contributes).  0 or a bcq status
 * (err filled). */
int lk_syms_read(const bcq_file *f, int defined_only, lk_syms *out,
                 bcq_error *err);
void lk_syms_free(lk_syms *s);
/* A native ELF object's (.symtab) or shared object's (.dynsym) global
 * symbols, lld's way (linksyms.c); *shared set to 1 for a shared object.
 * 0, or the errors of bcq_native_open_mem, or BCQ_E_UNSUPPORTED for an
 * ELF file of another type. */
int lk_native_syms_read(const void *data, size_t size, int defined_only,
                        int *shared, lk_syms *out, bcq_error *err);
/* Make room for need elements of size bytes in the array *pp of *cap
 * (doubling, from 8); 0 or BCQ_E_NOMEM (the array is then untouched). */
int lk_grow(void *pp, size_t *cap, size_t need, size_t size);

/* One name of an archive's symbol index (a view into the archive). */
typedef struct lk_ixname {
    const char *name;
    uint32_t len;
    uint32_t member;
} lk_ixname;

/* What an input holds once it is more than a lazy member of an archive
 * read by its index: every input's but those (lk_input.ld), made for
 * them when they are extracted -- so the 1 948 lazy members of libc.a
 * cost 56 bytes each, not this too (doc/linking.md 3.4). */
typedef struct lk_load {
    bcq_archive *ar;    /* for an archive */
    bcq_file *own;      /* a file opened here (closed by lk_free) */
    const bcq_file *f;  /* the file read: own, or the member's shared one */
    lk_syms lazy;       /* a member's defined symbols, read ahead (their
                           names are keys of the symbol table: kept) */
    lk_syms syms;       /* all its symbols, once loaded */
    uint8_t *kept;      /* per comdat of syms: this input kept it */
    int rc;             /* the status of its lazy read ... */
    bcq_error *err;     /* ... and what went wrong (NULL when nothing) */
    uint64_t lazy_bodies; /* FUNCTION_BLOCK bodies its lazy read decoded */
    uint32_t mod0, nmods; /* its modules in lk_link.mods, once loaded */
    uint8_t *res;       /* per symbol of syms: BCQ_LINK_RES_* (resolution.c) */
    size_t res_first;   /* its first resolution in the link's order */
    char *lto_name;     /* lld's name of it for LTO (resolution.c) */
    bcq_span bytes;     /* a native file's bytes (a mapping of its own, or
                           a member's view into its archive's) */
    bcq_native *nat;    /* a native file given: its handle, which holds
                           its mapping (lk_free closes it) */
    lk_ixname *ix;      /* an archive: its symbol index, grouped by member
                           (resolve.c, index_of) */
    uint32_t *ix_perm;  /* an archive read by its index: the index's
                           entries grouped by member, when the index does
                           not group them */
} lk_load;

/* Inputs: a file named on the command line (loaded), an archive (its
 * members are inputs of their own, lazy until extracted). */
enum { LK_LAZY = 0, LK_LOADED = 1, LK_EXTRACTED = 2, LK_ARCHIVE = 3,
       LK_SKIPPED = 4 };
typedef struct lk_input {
    char *label;        /* lld's spelling: "main.o", "liba.a(a1.o)"; NULL
                           for a member of an archive read by its index
                           until lk_label makes it */
    uint32_t archive;   /* for a member: its archive's input, else LK_NONE */
    uint32_t member;    /* a member of an archive read whole: its number */
    uint8_t state;      /* LK_* */
    uint8_t native;     /* LK_NATIVE_*: what its symbols are */
    uint8_t has_ix;     /* a member of an archive that has an index */
    uint8_t whole;      /* an archive given under --whole-archive: every
                           member loaded in order, none lazy */
    uint8_t lazy_ix;    /* its lazy names are those entries of its
                           archive's ix, read in place (lazy stays empty) */
    uint8_t by_index;   /* an archive read by its index alone
                           (BCQ_OPEN_ARCHIVE_INDEX), or a member of one:
                           found by its header's offset (hdr), its lazy
                           names the index's entries for it (ix_first,
                           ix_n: entries of its archive's index, or of
                           its ix_perm), its bytes untouched until
                           extracted */
    uint32_t ix_first, ix_n; /* a member: its entries of the index */
    uint64_t hdr;       /* such a member's header offset */
    _Atomic(char *) xlabel; /* such a member's label, made when first
                               asked for (lk_label) */
    lk_load *ld;        /* NULL only for a lazy member of an archive read
                           by its index */
} lk_input;

/* lk_input.native: bitcode (0), a native object, a shared object */
enum { LK_NATIVE_NO = 0, LK_NATIVE_OBJECT = 1, LK_NATIVE_SHARED = 2 };

/* The symbol table, ld.lld's states. */
enum { SYM_UNDEF = 1, SYM_LAZY = 2, SYM_DEFINED = 3, SYM_COMMON = 4,
       SYM_SHARED = 5 };
typedef struct lk_sym {
    const char *name;
    uint32_t len;
    uint8_t state;      /* SYM_* */
    uint8_t weak;       /* undefined: every reference weak; lazy: a weak
                           reference is waiting; defined: a weak definition */
    uint8_t live_undef; /* undefined and referenced by live code */
    uint8_t undef_kind; /* bcq_gv_kind of that reference's declaration */
    uint8_t regular;    /* isUsedInRegularObj: the entry, a -u name, a
                           symbol a native object names */
    uint8_t dynamic;    /* exportDynamic: a shared object names it, or
                           (-shared, --export-dynamic) an object does */
    uint8_t vis;        /* the visibility of every non-shared instance
                           merged (getMinVisibility): ELF STV_* */
    uint8_t vlocal;     /* a version script makes it local (version.c) */
    uint8_t absolute;   /* DEFINED by a native SHN_ABS symbol */
    uint32_t file;      /* UNDEF: first referencing input; LAZY: the
                           member; DEFINED/COMMON: the defining input */
    uint32_t module;    /* DEFINED/COMMON: module of the file */
    uint32_t def;       /* DEFINED/COMMON: index in lk_link.mods and */
    uint32_t vid;       /* value id of the prevailing definition, or
                           LK_NONE (module asm) */
    uint32_t hash;      /* its name's hash (resolve.c; in what was padding) */
    uint64_t size;      /* COMMON: size */
} lk_sym;

/* One module of a loaded input. */
typedef struct lk_mod {
    uint32_t input;
    size_t m;
    const bcq_module *mod;
    uint32_t *gsym;     /* per value id: the symbol, or LK_NONE (local) */
    uint8_t *def;       /* per value id: a definition of this link (not a
                           declaration, not in a comdat another input
                           kept, not module-level "llvm." data) */
    uint8_t *live;
    uint8_t *how;       /* per value id: how the walk reached it (live.c) */
    uint32_t *cmembers; /* value ids grouped by comdat ... */
    uint32_t *cstart;   /* ... comdat c's are cmembers[cstart[c] ..
                           cstart[c + 1]) */
    uint32_t *gcomdat;  /* per value id: its comdat (an alias: its aliasee
                           object's), or LK_NONE */
    uint8_t *ckept;     /* per comdat: this input kept it */
    uint8_t *cdone;     /* per comdat: its members are marked */
    int rc;             /* the status of its decode; err says more */
    bcq_error err;
} lk_mod;

typedef struct lk_why {
    const char *reference; /* a label, "<internal>", "--entry" */
    uint32_t extracted;
    uint32_t sym;
} lk_why;

typedef struct lk_link {
    /* options */
    const char *entry;
    const char **undef;  size_t nundef;
    unsigned jobs;
    int from;            /* LK_FROM_* */
    int want_why;
    const char *const *libdirs; size_t nlibdirs; /* -L, in order */
    int shared, export_dynamic; /* -shared, --export-dynamic */
    int whole;           /* --whole-archive is on (lk_add_path) */
    int fat_lto;         /* --fat-lto-objects: .llvm.lto is bitcode */
    const char *const *vscripts; size_t nvscripts; /* --version-script */
    /* state */
    lk_input *in;        size_t nin, capin;
    struct lk_chunk *labels; /* the inputs' labels, in chunks (resolve.c) */
    lk_sym *sym;         size_t nsym, capsym;
    uint32_t *hash;      size_t hcap;      /* symbol index + 1, 0 empty */
    uint32_t *chash;     size_t chcap, ncomdat; /* kept comdats */
    const char **cname;  uint32_t *clen; uint32_t *cowner; size_t capc;
    lk_mod *mods;        size_t nmods, capmods;
    lk_why *why;         size_t nwhy, capwhy;
    uint32_t *order;     size_t norder, caporder; /* bitcode inputs, in
                                                     parse order */
    size_t nres;         /* resolutions, all inputs */
    size_t members, extracted, archives;
    size_t scripts;      /* linker scripts read (script.c bounds them) */
    int failed;          /* an input failed (the note FAILED was sent) */
    int dup;             /* a duplicate symbol (errmsg) */
    char errmsg[512];
    bcq_link_note_fn note; /* the caller's (note.c) */
    void *note_arg;
    bcq_error first;     /* the first failure, for bcq_link_run's err */
    int first_rc;
} lk_link;

enum { LK_FROM_AUTO = 0, LK_FROM_BODY = 1, LK_FROM_SUMMARY = 2 };

/* resolve.c */
/* What the file at path is: a bcq_kind, LK_KIND_SHARED (an ELF shared
 * object), or -1 when it cannot be read. */
enum { LK_KIND_SHARED = 1000 };
int lk_kind_of_path(const char *path);
/* Add a file that is no script, of that kind (archive, object, shared). */
int lk_add_file(lk_link *lk, const char *path, int kind);
/* Input i's label; a member of an archive read by its index gets one when
 * first asked (its header read then), from any thread; NULL when out of
 * memory or its header is damaged. */
const char *lk_label(const lk_link *lk, uint32_t i);
/* Member in's bcq_member, found by number or by its header's offset. */
int lk_member(const lk_link *lk, const lk_input *in, bcq_member *mb,
              bcq_error *err);

/* script.c: add one command-line input: -lNAME searched for in the -L
 * directories, a linker script's inputs in its place (nested scripts on
 * an explicit stack, 16 deep), any other file by lk_add_file. */
int lk_add_path(lk_link *lk, const char *arg);
/* script.c: lk_add_path for each command-line input, in order. */
int lk_add_inputs(lk_link *lk, const char *const *paths, size_t n);
int lk_resolve(lk_link *lk);
void lk_free(lk_link *lk);
uint32_t lk_find(const lk_link *lk, const char *name, size_t len);
/* The input that kept the comdat of that name, or LK_NONE. */
uint32_t lk_comdat_owner(const lk_link *lk, bcq_span name);

/* resolution.c: each parsed input's res[] and lto_name, the order */
int lk_resolution(lk_link *lk);
/* The runtime library calls whose lazy bitcode definitions lld extracts
 * before LTO, in its order (libcall-table.c, gen-libcalls.sh). */
extern const char *const lk_libcall_names[];
extern const size_t lk_libcall_count;
/* Whether s goes into the output's dynamic symbol table as a definition
 * would (Symbol::includeInDynsym): exported and not made local by its
 * visibility (computeBinding). */
int lk_exported(const lk_sym *s);
/* Mark the symbols the version scripts make local (version.c). */
int lk_version_scripts(lk_link *lk);
/* A script's failure, noted as lk_fail does, its message "LINE:COL: what
 * A" (script.c). */
int lk_script_fail(lk_link *lk, const char *label, int code, uint64_t bit,
                   const char *fmt, const char *a, size_t alen,
                   unsigned line, unsigned col);
struct stat;
/* The text file at path (at most 1 MiB) read into *data (malloc'ed),
 * *size; what names it in messages (script.c). */
int lk_read_text(lk_link *lk, const char *path, const char *what,
                 uint8_t **data, size_t *size, struct stat *st);

/* live.c */
int lk_map_modules(lk_link *lk);
int lk_reach(lk_link *lk);

/* pool.c: fn(ctx, i) for i in [0, n) on jobs threads (the calling
 * thread among them); returns the first nonzero fn result, in index
 * order. */
int lk_parallel(size_t n, unsigned jobs, int (*fn)(void *ctx, size_t i),
                void *ctx);

/* note.c: *err (when not NULL) cleared and set to code with message msg,
 * at no place (bit 0, no block); returns code */
int lk_error(bcq_error *err, int code, const char *msg);
/* note.c: a failure of an input, noted once (the first wins); returns rc */
int lk_fail(lk_link *lk, const char *label, int rc, const bcq_error *err);
/* note.c: a note of kind (BCQ_LINK_NOTE_*) to the caller, if any */
void lk_note(const lk_link *lk, int kind, const char *input,
             const bcq_error *err, const char *message);

#endif
