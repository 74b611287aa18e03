/*
 * cli.h - what the units of the bcq tool share: exit codes, the output
 * buffer, error reports, and the commands.
 */
#ifndef BCQ_CLI_H
#define BCQ_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "bcq.h"

#define EXIT_NOTFOUND 1
#define EXIT_USAGE 2
#define EXIT_BADINPUT 3

extern const char *progname;

/* heap.c: the process's heap on huge pages where offered (first in
 * main) */
void heap_hint(void);

/* ---- output (out.c): one buffer of our own; stdio's per-call locking
 * costs more than the decoding of a dump. */
extern char obuf[1 << 16];
extern size_t olen;
void die_write(void);
void out_flush(void);
void out_mem_slow(const void *p, size_t n);
/* Append n bytes; short ones (most of a dump) without a call. */
static inline void out_mem(const void *p, size_t n)
{
    if (n <= 16 && sizeof obuf - olen >= 16) {
        const char *s = p;
        for (size_t i = 0; i < n; i++)
            obuf[olen + i] = s[i];
        olen += n;
        return;
    }
    out_mem_slow(p, n);
}

static inline void out_ch(int c)
{
    if (olen == sizeof obuf)
        out_flush();
    obuf[olen++] = (char)c;
}
void out_str(const char *s);
/* A string literal, its length known at compile time. */
#define out_lit(s) out_mem("" s, sizeof(s) - 1)
void out_span(bcq_span s);
void out_indent(unsigned n);
void out_u64(uint64_t v);
void out_i64(uint64_t raw);
void out_hex(uint64_t v, unsigned digits);
void out_json_str(const char *s);
void out_json_span(bcq_span s);
/* "key":value, after a comma unless first */
void out_json_field_span(int first, const char *key, bcq_span v);
void out_json_field_u64(int first, const char *key, uint64_t v);
/* Write to stderr after what is pending on stdout, so that on a shared
 * terminal or file a message follows the output it comes after. */
void err_printf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* ---- errors (out.c) */
/* Print what went wrong with FILE (message, bit offset, enclosing block,
 * status name) and return the exit status for rc. */
int report(const char *file, int rc, const bcq_error *err, const bcq_file *f);
int usage_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
const char *block_label(const bcq_file *f, unsigned id, uint64_t at,
                        char *buf, size_t n);
int parse_index(const char *s, size_t *out);

/* ---- global value names (gvname.c): llvm-dis's spelling */
/* Value id of the global value arg names in module m: "@N", "@name",
 * "@\"...\"" or "\"...\"" as llvm-dis spells it, else the name as given,
 * else for digits alone "@" and them.  A bcq status (BCQ_E_NOT_FOUND). */
int gv_find(const bcq_file *f, size_t m, const char *arg, size_t *id,
            bcq_error *err);
/* gv_find by bcq_global_locate: the module is not decoded whole (dis, and
 * function --ll, which print one value). */
int gv_locate(const bcq_file *f, size_t m, const char *arg,
              bcq_global_brief *b, bcq_error *err);
/* The name as bcq prints it: llvm-dis's spelling without the '@' of a
 * named value, "@N" for an unnamed one.  Malloc'ed; NULL when out of
 * memory or no such value. */
char *gv_name(const bcq_module *mod, size_t id);
/* gv_name on the output, as text or a JSON string (exits when out of
 * memory). */
void out_gv_name(const bcq_module *mod, size_t id);
void out_json_gv_name(const bcq_module *mod, size_t id);

/* ---- commands */
#define BCQ_ALL_MODULES ((size_t)-1)
typedef struct cli_opts {
    const char *name; /* function: NAME */
    char **names;     /* dis: NAME... */
    int nnames;
    int insts, raw, count, ll;
    int from_summary; /* refs: --from summary */
    int json;
    int dynamic; /* symbols -D: the dynamic symbol table (.dynsym) */
    int demangle; /* symbols -C: names as c++filt prints them */
    int native;  /* the command lists native objects too (symbols): an
                    archive's native members are run, not named and
                    skipped (input.c) */
    int have_block;
    size_t block;
    int have_module;
    size_t module; /* BCQ_ALL_MODULES: all */
    const char *arch; /* --arch: a universal binary's slice */
    int probe; /* function, refs over a whole archive: a member that does
                  not define NAME is passed over quietly (input.c) */
    int multi; /* several FILEs given: each file's output comes after a
                  header naming it (input.c) */
    int own_header; /* the command prints its unit's header itself, with
                       unit_header(), once the unit opened (input.c) */
} cli_opts;

int cmd_blocks(const char *file, const cli_opts *o);        /* dump.c */
int cmd_dump(const char *file, const cli_opts *o);          /* dump.c */
int cmd_symbols(const char *file, const cli_opts *o);       /* symbols.c */
int cmd_symtab(const char *file, const cli_opts *o);        /* symtab.c */
int cmd_info(const char *file, const cli_opts *o);          /* info.c */
int cmd_strtab(const char *file, const cli_opts *o);        /* info.c */
int cmd_function(const char *file, const cli_opts *o);      /* function.c */
int cmd_functions(const char *file, const cli_opts *o);     /* function.c */
int cmd_refs(const char *file, const cli_opts *o);          /* refs.c */
int cmd_dis(const char *file, const cli_opts *o);           /* dis.c */

/* ---- inputs (input.c) */
/* Run the command run on each unit FILE names (input.c says which):
 * single: function and refs, which stop at the first member that defines
 * o->name. */
int run_input(const char *file, int (*run)(const char *, const cli_opts *),
              const cli_opts *o, int single);
/* Open the unit being run (FILE, a member, a slice) with the command's
 * options: what the commands call in place of bcq_open_path. */
int cli_open(const char *label, const bcq_open_options *opts, bcq_file **f,
             bcq_error *err);
int cmd_members(const char *file, const cli_opts *o); /* members.c */
/* members on one ARCHIVE of the command line, after its header when
 * several are given (input.c). */
int run_members(const char *file, const cli_opts *o);
/* Print the header of the unit being run (a file among several, an
 * archive member, a slice) if it has one and it is not printed yet.  The
 * commands with own_header call it where their output for the unit
 * begins, so that a unit that cannot be read prints no header, as llvm-nm
 * prints none for it (input.c). */
void unit_header(void);
/* Free what symbols keeps from one file to the next (symbols.c), and
 * the buffer small files are read into (input.c). */
void symbols_release(void);
void input_release(void);
/* Open the unit being run as a native object (symbols), as cli_open
 * opens it as bitcode. */
int cli_open_native(const char *label, bcq_native **n, bcq_error *err);
/* Whether the unit being run is an archive member already known to be a
 * native ELF object without bitcode (the walk of the members looked for
 * its bitcode and found none): a command may open it with
 * cli_open_native at once, cli_open would answer BCQ_E_NO_BITCODE. */
int cli_known_native(void);
/* The unit's name as llvm-nm writes it in a warning: "FILE" or
 * "ARCHIVE:MEMBER". */
const char *cli_nm_name(const char *label, char *buf, size_t cap);
/* The kind of the file at path (bcq_kind), from its first 512 bytes; -1
 * when it cannot be read (the open reports why) (input.c). */
int kind_of_path(const char *path);

/* demangle.c: the name of len bytes as c++filt prints it, in a malloc'd
 * string for the caller to free, or NULL when it is not a mangled name (or
 * this bcq has no demangler: cli_can_demangle() is 0). */
int cli_can_demangle(void);
char *cli_demangle(const char *name, size_t len);
/* bcq link ARGS... (link.c): its own options, after the command name. */
int cmd_link(int argc, char **argv);
/* The container chain of the unit being run, f its file (info): archive,
 * member, universal slice, object, section, wrapper, stream. */
void out_chain(const bcq_file *f, int json);

/* Open FILE and select its modules; NULL with *status set (the error
 * reported) on failure (info.c). */
bcq_file *open_modules(const char *file, const cli_opts *o, int dflt_all,
                       size_t *first, size_t *last, int *status);
/* Block b and everything inside it in the dump format (dump.c). */
int dump_one_block(const bcq_file *f, const bcq_block *b, bcq_error *err);

#endif
