/*
 * symbols.c - the symbols command: the symbols of every module, as
 * `llvm-nm FILE` (LLVM 14) prints them for bitcode, or as JSON with every
 * field of every global value.
 *
 * llvm-nm reads bitcode through LLVM's ModuleSymbolTable: per module, the
 * functions, then the global variables, aliases and ifuncs (record order
 * within each kind), then the symbols that module-level inline assembly
 * defines or uses; all modules in one list, sorted by name with std::sort
 * (nmsort.c).  Format-specific symbols (private, "llvm." names, section
 * "llvm.metadata") are not shown.  The letter comes from the symbol flags
 * (mangle.c): w/W weak, U undefined, C common, else t/T for executable
 * symbols (functions, ifuncs, aliases of them, assembly), s/S for Darwin
 * constants and d/D for other data (upper case when global).  Defined symbols show
 * dashes where an object file has an address: 16 for 64-bit targets, 8 else.
 *
 * The symbols come from the library's linker-symbol view
 * (bcq_linksyms_get): the file's SYMTAB, which LLVM built from the same
 * ModuleSymbolTable, when it is usable, else the module records -- which
 * Mach-O files always take, for Darwin's 's' (BCQ_SYM_CONST is not in the
 * table), as does the JSON listing.  Inline assembly symbols need an
 * assembler to be found; the view lends them from the table, and the
 * command says so on stderr when a module has inline assembly and the
 * file has no usable SYMTAB.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "nmsort.h"
#include "triple.h"

typedef struct nmsym {
    const char *name; /* into the names arena */
    size_t len;
    char type;
    unsigned char defined;
} nmsym;

typedef struct symlist {
    nmsym *v;
    size_t n, cap;
    char *names; /* one buffer of all names, grown as needed */
    size_t nlen, ncap;
} symlist;

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fprintf(stderr, "%s: out of memory\n", progname);
        exit(EXIT_BADINPUT);
    }
    return q;
}

/* Names are kept as offsets while the buffer grows, fixed up at the end. */
static void add(symlist *l, const char *name, size_t len, char type,
                int defined)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 256;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    while (l->ncap - l->nlen < len) {
        l->ncap = l->ncap ? 2 * l->ncap : 4096;
        l->names = xrealloc(l->names, l->ncap);
    }
    if (len) /* an empty name (rustc's module asm writes one) may come
                before any buffer exists: no memcpy to NULL */
        memcpy(l->names + l->nlen, name, len);
    l->v[l->n++] = (nmsym){(const char *)(uintptr_t)l->nlen, len, type,
                           (unsigned char)defined};
    l->nlen += len;
}

static int name_less(const void *a, const void *b)
{
    const nmsym *x = a, *y = b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = n ? memcmp(x->name, y->name, n) : 0;
    return c < 0 || (c == 0 && x->len < y->len);
}

/* llvm-nm's letter for a symbol of a bitcode file: executable symbols
 * are text; on Darwin a constant variable is 's', any other data 'd'. */
static char nm_letter(unsigned flags, int darwin)
{
    if (flags & BCQ_SYM_WEAK)
        return (flags & BCQ_SYM_UNDEFINED) ? 'w' : 'W';
    if (flags & BCQ_SYM_UNDEFINED)
        return 'U';
    if (flags & BCQ_SYM_COMMON)
        return 'C';
    char c = (flags & BCQ_SYM_EXECUTABLE)             ? 't'
             : (darwin && (flags & BCQ_SYM_CONST)) ? 's'
                                                   : 'd';
    return (flags & BCQ_SYM_GLOBAL) ? (char)(c - 'a' + 'A') : c;
}

/* The same letter from the view's BCQ_IRSYM_* flags; cnst: a constant
 * variable (BCQ_SYM_CONST, Darwin's 's'). */
static char irsym_letter(uint32_t fl, int cnst, int darwin)
{
    unsigned f = 0;
    if (fl & BCQ_IRSYM_WEAK)
        f |= BCQ_SYM_WEAK;
    if (fl & BCQ_IRSYM_UNDEFINED)
        f |= BCQ_SYM_UNDEFINED;
    if (fl & BCQ_IRSYM_COMMON)
        f |= BCQ_SYM_COMMON;
    if (fl & BCQ_IRSYM_GLOBAL)
        f |= BCQ_SYM_GLOBAL;
    if (fl & BCQ_IRSYM_EXECUTABLE)
        f |= BCQ_SYM_EXECUTABLE;
    if (cnst)
        f |= BCQ_SYM_CONST;
    return nm_letter(f, darwin);
}

typedef struct ctx {
    const char *file;
    bcq_file *f;
    int records;         /* the view from the records (Darwin, JSON) */
    int json;
    int wide, darwin;    /* of the file's first module, as llvm-nm */
    size_t nseen;        /* symbols met, shown or not */
    size_t unsuffixed;   /* Microsoft-decorated names bcq could not finish */
    /* Kept from one file to the next, grown to the largest: over many
     * files nothing is allocated per file. */
    symlist list;
    struct natsym *natv; /* a native object's symbols (native path) */
    size_t nnat, natcap;
    char *vnames;        /* -D: "name@version" and "name@@version" */
    size_t vlen, vcap;
    size_t *at;          /* JSON: each global value's place in the view */
    size_t nat;
} ctx;

static ctx the_ctx;

/* Make *p hold n elements of size sz: grown (doubling), never shrunk. */
static void *grow(void *p, size_t *cap, size_t n, size_t sz)
{
    if (n <= *cap)
        return p;
    size_t c = *cap ? *cap : 64;
    while (c < n)
        c *= 2;
    if (c > SIZE_MAX / sz) {
        fprintf(stderr, "%s: out of memory\n", progname);
        exit(EXIT_BADINPUT);
    }
    *cap = c;
    return xrealloc(p, c * sz);
}

/* Start a file: its own fields cleared, the buffers kept. */
static void ctx_start(ctx *c, const char *file, int json)
{
    c->file = file;
    c->f = NULL;
    c->records = 0;
    c->json = json;
    c->wide = c->darwin = 0;
    c->nseen = c->unsuffixed = 0;
    c->list.n = c->list.nlen = 0;
}

void symbols_release(void)
{
    ctx *c = &the_ctx;
    free(c->list.v);
    free(c->list.names);
    free(c->at);
    free(c->natv);
    free(c->vnames);
    memset(c, 0, sizeof *c);
}

static void json_global(ctx *c, const bcq_module *m, const bcq_global *g,
                        const char *sym, size_t symlen, char letter)
{
    static const char *const kinds[] = {"variable", "function", "alias",
                                        "ifunc"};
    static const char *const vis[] = {"default", "hidden", "protected"};
    static const char *const dll[] = {"default", "dllimport", "dllexport"};
    static const char *const tls[] = {"none", "generaldynamic",
                                      "localdynamic", "initialexec",
                                      "localexec"};
    static const char *const ua[] = {"none", "unnamed_addr",
                                     "local_unnamed_addr"};
    (void)c;
    out_str("{\"module\":");
    out_u64(m->index);
    out_str(",\"value_id\":");
    out_u64(g->value_id);
    out_str(",\"kind\":\"");
    out_str(kinds[g->kind & 3]);
    out_str("\",\"name\":");
    out_json_span(g->name);
    out_str(",\"symbol\":");
    out_json_span((bcq_span){(const uint8_t *)sym, symlen});
    out_str(",\"nm\":\"");
    out_ch(letter);
    out_str("\",\"linkage\":\"");
    out_str(bcq_linkage_name(g->linkage));
    out_str("\",\"visibility\":\"");
    out_str(vis[g->visibility % 3]);
    out_str("\",\"declaration\":");
    out_str(g->is_declaration ? "true" : "false");
    out_str(",\"dll_storage\":\"");
    out_str(dll[g->dll_storage % 3]);
    out_str("\",\"thread_local\":\"");
    out_str(tls[g->tls % 5]);
    out_str("\",\"unnamed_addr\":\"");
    out_str(ua[g->unnamed_addr % 3]);
    out_str("\",\"dso_local\":");
    out_str(g->dso_local ? "true" : "false");
    if (g->kind == BCQ_GV_VARIABLE) {
        out_str(",\"constant\":");
        out_str(g->is_constant ? "true" : "false");
    }
    out_str(",\"section\":");
    if (g->section.len)
        out_json_span(g->section);
    else
        out_str("null");
    out_str(",\"comdat\":");
    if (g->comdat != BCQ_NONE && g->comdat < m->ncomdats)
        out_json_span(m->comdats[g->comdat].name);
    else
        out_str("null");
    if (g->gc.len) {
        out_str(",\"gc\":");
        out_json_span(g->gc);
    }
    out_str(",\"record_bits\":");
    out_u64(g->record_bit);
    out_str("}\n");
}

/* Is symbol y a constant variable (BCQ_SYM_CONST: Darwin's 's')?  Asked
 * of the module's records, only for Darwin. */
static int is_const(const ctx *c, const bcq_symtab_symbol *y)
{
    const bcq_module *m;
    return c->darwin && y->value_id != BCQ_NONE &&
           bcq_module_get(c->f, y->module, &m, NULL) == 0 &&
           (bcq_global_symbol_flags(m, y->value_id) & BCQ_SYM_CONST);
}

/* Module m's global values as JSON, in record order, each with its symbol
 * from the view of the records. */
static int do_module(ctx *c, const bcq_module *m, bcq_error *err)
{
    bcq_linksyms *ls;
    int rc = bcq_linksyms_get(c->f, m->index, BCQ_LINKSYMS_RECORDS, &ls, err);
    if (rc)
        return rc;
    c->unsuffixed += ls->unsuffixed;
    c->at = grow(c->at, &c->nat, m->nglobals + 1, sizeof *c->at);
    for (size_t i = 0; i < ls->n; i++)
        if (ls->v[i].value_id < m->nglobals)
            c->at[ls->v[i].value_id] = i;
    for (size_t vi = 0; vi < m->nglobals; vi++) {
        const bcq_symtab_symbol *y = &ls->v[c->at[vi]];
        bcq_global g;
        bcq_module_global(m, vi, &g);
        c->nseen++;
        json_global(c, m, &g, (const char *)y->name.ptr, y->name.len,
                    irsym_letter(y->flags, is_const(c, y), c->darwin));
    }
    bcq_linksyms_free(ls);
    return 0;
}

/* A symbol's name, or with demangle (-C) as c++filt prints it (llvm-nm
 * sorts by the mangled name and demangles what it prints). */
static void out_name(const char *name, size_t len, int demangle)
{
    char *d = demangle ? cli_demangle(name, len) : NULL;
    if (d)
        out_str(d);
    else
        out_mem(name, len);
    free(d);
}

/* A Mach-O symbol's name with -C: llvm-nm (14: StripUnderscore for
 * Mach-O; 19: "__Z" is an Itanium encoding too) demangles it without the
 * leading '_' the Darwin ABI adds; a name that does not demangle so
 * prints whole. */
static void out_macho_name(const char *name, size_t len, int demangle)
{
    char *d = demangle && len > 1 && name[0] == '_'
                  ? cli_demangle(name + 1, len - 1)
                  : NULL;
    if (d)
        out_str(d);
    else
        out_mem(name, len);
    free(d);
}

static void print_list(symlist *l, int wide, int demangle)
{
    for (size_t i = 0; i < l->n; i++)
        l->v[i].name = l->names + (uintptr_t)l->v[i].name;
    nmsym tmp;
    nm_sort(l->v, l->n, sizeof *l->v, name_less, &tmp);
    for (size_t i = 0; i < l->n; i++) {
        const nmsym *s = &l->v[i];
        unsigned w = wide ? 16 : 8;
        if (s->defined)
            out_mem("----------------", w);
        else
            out_indent(w);
        out_ch(' ');
        out_ch(s->type);
        out_ch(' ');
        out_name(s->name, s->len, demangle);
        out_ch('\n');
    }
}

/* What llvm-nm takes from a target triple: Mach-O or not, 64-bit or not.
 * The answer for the last triple is kept: the files of one build share
 * one, and over a thousand files this parse was the CLI's largest cost
 * after the output. */
typedef struct triple_facts {
    int macho, wide;
} triple_facts;

static triple_facts facts_of(bcq_span t)
{
    static char last[128];
    static size_t lastlen = SIZE_MAX;
    static triple_facts known;
    if (t.len == lastlen && (!t.len || !memcmp(t.ptr, last, t.len)))
        return known;
    known.macho = triple_format(t) == FMT_MACHO;
    known.wide = triple_is_64bit(t);
    lastlen = SIZE_MAX; /* a triple too long to keep: nothing kept */
    if (t.len <= sizeof last) {
        if (t.len)
            memcpy(last, t.ptr, t.len);
        lastlen = t.len;
    }
    return known;
}

/* Whether a name holds "__unnamed_": a private unnamed global (the
 * mangler's ".L__unnamed_N").  The table's writer (irsymtab::build) named
 * it and so took a number, where llvm-nm skips format-specific symbols
 * before naming any and numbers the unnamed globals after it one lower
 * (tests/data/ll/globals-*.bc): such a table is not llvm-nm's listing, and
 * the records (lib/ir/module.c numbers as llvm-nm does) are read instead. */
static int has_unnamed(const uint8_t *p, size_t n)
{
    static const char key[] = "__unnamed_";
    for (size_t i = 0; i + sizeof key - 1 <= n; i++)
        if (memcmp(p + i, key, sizeof key - 1) == 0)
            return 1;
    return 0;
}

static int table_numbers_unnamed(const bcq_linksyms *ls)
{
    for (size_t i = 0; ls->from_symtab && i < ls->n; i++)
        if ((ls->v[i].flags & BCQ_IRSYM_FORMAT_SPECIFIC) &&
            has_unnamed(ls->v[i].name.ptr, ls->v[i].name.len))
            return 1;
    return 0;
}

/* The text listing of the modules [first, last) of the file, from one
 * view of them (nothing decoded when the SYMTAB is usable: a table is
 * what an archive of LTO objects then costs per member).  A module with
 * inline assembly whose symbols the view could not list is named. */
static int list_text(ctx *c, size_t first, size_t last, size_t n,
                     bcq_error *err)
{
    unsigned how = c->records ? BCQ_LINKSYMS_RECORDS : 0;
    bcq_linksyms *ls;
    size_t sel = last - first == n ? BCQ_NONE : first;
    int rc = bcq_linksyms_get(c->f, sel, how, &ls, err);
    if (rc == 0 && table_numbers_unnamed(ls)) {
        bcq_linksyms_free(ls);
        how = BCQ_LINKSYMS_RECORDS;
        rc = bcq_linksyms_get(c->f, sel, how, &ls, err);
    }
    if (rc)
        return rc;
    c->unsuffixed += ls->unsuffixed;
    for (size_t i = 0; i < ls->n; i++) {
        const bcq_symtab_symbol *y = &ls->v[i];
        c->nseen++;
        if (y->flags & BCQ_IRSYM_FORMAT_SPECIFIC)
            continue;
        add(&c->list, (const char *)y->name.ptr, y->name.len,
            irsym_letter(y->flags, is_const(c, y), c->darwin),
            !(y->flags & BCQ_IRSYM_UNDEFINED));
    }
    size_t unlisted = ls->asm_unlisted;
    bcq_linksyms_free(ls);
    /* rare: which modules, one view each */
    for (size_t m = first; unlisted && m < last; m++) {
        if (bcq_linksyms_get(c->f, m, how, &ls, NULL) != 0)
            continue;
        if (ls->asm_unlisted)
            err_printf("%s: %s: module %zu has inline assembly and the file "
                       "no usable SYMTAB: its symbols are not listed\n",
                       progname, c->file, m);
        bcq_linksyms_free(ls);
    }
    return 0;
}

/* The symbols of the modules --module selects (default all) of the n in
 * the file. */
static int list_modules(ctx *c, const cli_opts *o, size_t n, bcq_error *err,
                        int *status)
{
    size_t first = 0, last = n;
    if (o->have_module && o->module != BCQ_ALL_MODULES) {
        if (o->module >= n) {
            err_printf("%s: %s: no module %zu (the file has %zu)\n",
                       progname, c->file, o->module, n);
            *status = EXIT_NOTFOUND;
            return 0;
        }
        first = o->module;
        last = first + 1;
    }
    /* llvm-nm takes the address width and the Darwin rule from the first
     * module; the table's triple is that module's, and answers without
     * decoding it.  Darwin files and JSON read the records. */
    bcq_symtab st;
    int rc = 0;
    triple_facts tf = {0, 0};
    int have_st = bcq_symtab_get(c->f, &st, NULL) == 0;
    if (have_st)
        tf = facts_of(st.triple);
    c->records = c->json || !have_st || tf.macho;
    const bcq_module *m0;
    if (c->records && n && (rc = bcq_module_get(c->f, 0, &m0, err)) == 0)
        tf = facts_of(m0->triple);
    c->wide = tf.wide;
    c->darwin = tf.macho;
    if (rc || !n)
        return rc;
    if (!c->json)
        return list_text(c, first, last, n, err);
    unit_header();
    for (size_t i = first; i < last && rc == 0; i++) {
        const bcq_module *m;
        if ((rc = bcq_module_get(c->f, i, &m, err)) == 0)
            rc = do_module(c, m, err);
    }
    return rc;
}

/* ---- native objects: llvm-nm's listing of an ELF symbol table
 * (llvm-nm.cpp getNMTypeChar, getSymbolNMTypeChar for ELF; the symbol
 * flags of ELFObjectFile::getSymbolFlags) or of a Mach-O LC_SYMTAB (the
 * same for MachOObjectFile, below), from the facts the library gives
 * (bcq_native_symbol_at, bcq_native_section_get). */

typedef struct natsym {
    const char *name; /* a view into the input, or (versioned) an offset
                         into vnames until all are read */
    size_t len;
    int composed;
    int hidden; /* format-specific: sorted with the others, not printed */
    uint64_t addr, size;
    uint64_t key; /* the name's first 8 bytes, big-endian, 0-padded */
    char type;
    bcq_span indirect; /* Mach-O 'I': the name it stands for ({NULL, 0}:
                          outside the string table, "?") */
} natsym;

/* A name's first 8 bytes as a big-endian number, 0 past its end: names
 * hold no NUL, so comparing keys orders as memcmp then length would,
 * and equal keys leave it to them. */
static uint64_t name_key(const char *name, size_t len)
{
    unsigned char b[8] = {0};
    if (len)
        memcpy(b, name, len < 8 ? len : 8);
    return (uint64_t)b[0] << 56 | (uint64_t)b[1] << 48 |
           (uint64_t)b[2] << 40 | (uint64_t)b[3] << 32 |
           (uint64_t)b[4] << 24 | (uint64_t)b[5] << 16 |
           (uint64_t)b[6] << 8 | (uint64_t)b[7];
}

/* llvm-nm's order: std::sort on (name, size, address); most pairs of
 * names differ in their first 8 bytes (the keys). */
static int nat_less(const void *a, const void *b)
{
    const natsym *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = n ? memcmp(x->name, y->name, n) : 0;
    if (c || x->len != y->len)
        return c < 0 || (c == 0 && x->len < y->len);
    if (x->size != y->size)
        return x->size < y->size;
    return x->addr < y->addr;
}

static int starts(const bcq_native_symbol *s, const char *p)
{
    size_t n = strlen(p);
    return s->name.len >= n && memcmp(s->name.ptr, p, n) == 0;
}

/* SF_FormatSpecific: section and file symbols, the null symbol, ARM and
 * AArch64 mapping symbols -- not listed. */
static int format_specific(const bcq_native_symbol *s, uint32_t machine)
{
    if (s->index == 0 || s->type == BCQ_NSYM_SECTION ||
        s->type == BCQ_NSYM_FILE)
        return 1;
    if (machine == 183) /* EM_AARCH64 */
        return starts(s, "$d") || starts(s, "$x");
    if (machine == 40) /* EM_ARM */
        return starts(s, "$d") || starts(s, "$t") || starts(s, "$a");
    if (machine == 243) /* EM_RISCV */
        return starts(s, "$d") || starts(s, "$x");
    return 0;
}

/* Machines with mapping symbols (ARM, AArch64, C-SKY, RISC-V): llvm-nm 19
 * keeps their format-specific symbols in the list it sorts and drops them
 * when it prints, which moves ties (equal name, size and address: the
 * unnamed symbols of RISC-V's -g objects) as std::sort moves them. */
static int sorts_hidden(uint32_t machine)
{
    return machine == 40 || machine == 183 || machine == 252 ||
           machine == 243;
}

/* getSymbolNMTypeChar for ELF: the section decides. */
static char elf_section_char(const bcq_native_symbol *s)
{
    if (s->binding == BCQ_NSYM_GNU_UNIQUE)
        return 'u';
    if (s->binding != BCQ_NSYM_GLOBAL && s->binding != BCQ_NSYM_LOCAL)
        return '?';
    if (s->where != BCQ_NSYM_IN_SECTION)
        return '?';
    unsigned k = s->section_class;
    if (k & BCQ_NSEC_EXEC)
        return 't';
    if (k & BCQ_NSEC_NOBITS)
        return 'b';
    if (k & BCQ_NSEC_ALLOC)
        return (k & BCQ_NSEC_WRITE) ? 'd' : 'r';
    if (s->section_name.len >= 6 &&
        memcmp(s->section_name.ptr, ".debug", 6) == 0)
        return 'N';
    if (!(k & BCQ_NSEC_WRITE))
        return 'n';
    return '?';
}

/* getNMTypeChar: weak, undefined, common, absolute, then the section. */
static char native_letter(const bcq_native_symbol *s)
{
    int global = s->binding != BCQ_NSYM_LOCAL;
    /* an ifunc is 'i' before anything else, weak or not (libc.a's
     * memcpy, libm.a's atan: llvm-nm 14 and 19) */
    if (s->type == BCQ_NSYM_IFUNC && s->where != BCQ_NSYM_UNDEF)
        return 'i';
    if (s->binding == BCQ_NSYM_WEAK) {
        char r = s->type == BCQ_NSYM_OBJECT ? 'v' : 'w';
        return s->where == BCQ_NSYM_UNDEF ? r : (char)(r - 'a' + 'A');
    }
    if (s->where == BCQ_NSYM_UNDEF)
        return 'U';
    if (s->type == BCQ_NSYM_COMMON || s->where == BCQ_NSYM_IN_COMMON)
        return 'C';
    char r;
    if (s->where == BCQ_NSYM_ABS) {
        r = 'a';
    } else {
        r = elf_section_char(s);
        if (s->binding == BCQ_NSYM_GNU_UNIQUE)
            return r;
    }
    return global && r >= 'a' && r <= 'z' ? (char)(r - 'a' + 'A') : r;
}

/* ELFObjectFile::getSymbolAddress: st_value (ARM and MIPS functions
 * without their Thumb / microMIPS bit), plus in a relocatable object the
 * section's address (a linked file's values are addresses already). */
static uint64_t native_addr(const bcq_native_symbol *s,
                            const bcq_native_info *info)
{
    const uint32_t machine = info->machine;
    uint64_t v = s->value;
    if (s->where == BCQ_NSYM_ABS)
        return v;
    if ((machine == 40 || machine == 8) && s->type == BCQ_NSYM_FUNC)
        v &= ~(uint64_t)1;
    if (s->where == BCQ_NSYM_IN_SECTION &&
        info->type == BCQ_NATIVE_RELOCATABLE)
        v += s->section_addr;
    return v;
}

/* ---- COFF (objects and PE images): llvm-nm's getSymbolNMTypeChar for
 * COFFObjectFile and the flags of COFFObjectFile::getSymbolFlags, from
 * bcq_native_symbol's COFF mapping (include/bcq.h). */

static int coff_starts(bcq_span n, const char *p)
{
    size_t k = strlen(p);
    return n.len >= k && memcmp(n.ptr, p, k) == 0;
}

/* The section decides: ".debug"/".sxdata" symbol names 'N', ".idata"
 * sections 'i', IMAGE_SYM_DEBUG 'n', then the Characteristics. */
static char coff_section_char(const bcq_native_symbol *s)
{
    if (coff_starts(s->name, ".debug") || coff_starts(s->name, ".sxdata"))
        return 'N';
    uint64_t ch = 0;
    if (s->where == BCQ_NSYM_IN_SECTION) {
        if (coff_starts(s->section_name, ".idata"))
            return 'i';
        ch = s->section_flags;
    }
    if (s->where == BCQ_NSYM_RESERVED && (int32_t)s->section == -2)
        return 'n'; /* IMAGE_SYM_DEBUG */
    if (ch & 0x20) /* IMAGE_SCN_CNT_CODE */
        return 't';
    if (ch & 0x40) /* IMAGE_SCN_CNT_INITIALIZED_DATA */
        return (ch & 0x80000000u) ? 'd' : 'r'; /* IMAGE_SCN_MEM_WRITE */
    if (ch & 0x80) /* IMAGE_SCN_CNT_UNINITIALIZED_DATA */
        return 'b';
    if (ch & 0x200) /* IMAGE_SCN_LNK_INFO */
        return 'i';
    return s->type == BCQ_NSYM_SECTION ? 's' : '?';
}

/* getNMTypeChar on COFF's flags: SF_Weak only with the weak external's
 * aux record (undefined unless it searches for an alias: where UNDEF);
 * SF_Undefined for an external of section 0 and value 0; SF_Global for
 * external and weak external classes.  isObject is ELF's: never 'v'. */
static char coff_letter(const bcq_native_symbol *s)
{
    const int global = s->binding != BCQ_NSYM_LOCAL;
    if (s->binding == BCQ_NSYM_WEAK && s->raw_other)
        return s->where == BCQ_NSYM_UNDEF ? 'w' : 'W';
    if (s->binding == BCQ_NSYM_GLOBAL && s->where == BCQ_NSYM_UNDEF)
        return 'U';
    if (s->where == BCQ_NSYM_IN_COMMON)
        return 'C';
    char r = s->where == BCQ_NSYM_ABS ? 'a' : coff_section_char(s);
    return global && r >= 'a' && r <= 'z' ? (char)(r - 'a' + 'A') : r;
}

/* One COFF symbol into y (COFFObjectFile::getSymbolAddress: the value,
 * plus the section's address, which bcq gives with ImageBase for a PE
 * image; llvm-nm sorts COFF symbols with size 0).  0: not listed
 * (SF_FormatSpecific: file records and section definitions). */
static int coff_sym(natsym *y, const bcq_native_symbol *s)
{
    if (s->type == BCQ_NSYM_FILE || s->type == BCQ_NSYM_SECTION)
        return 0;
    *y = (natsym){.name = (const char *)s->name.ptr,
                  .len = s->name.len,
                  .addr = s->value + (s->where == BCQ_NSYM_IN_SECTION
                                          ? s->section_addr
                                          : 0),
                  .type = coff_letter(s)};
    return 1;
}

/* ---- Mach-O: llvm-nm's letter from MachOObjectFile::getSymbolFlags
 * (N_EXT global; N_EXT N_UNDF undefined, or common when n_value is not 0;
 * N_ABS absolute; stabs format-specific) and getSymbolNMTypeChar for
 * Mach-O (N_INDR 'i', N_SECT by the section's segname and sectname).
 * Mach-O weak symbols have no letter of their own: getNMTypeChar tests
 * SF_Weak for the other formats only. */
#define MACHO_N_TYPE 0x0eu
#define MACHO_N_EXT 0x01u
#define MACHO_N_STAB 0xe0u

static int span_eq(bcq_span s, const char *w)
{
    size_t k = strlen(w);
    return s.len == k && memcmp(s.ptr, w, k) == 0;
}

/* The letter of an N_SECT symbol of section k: 't' for __TEXT,__text
 * (and a 64-bit MH_KEXT_BUNDLE's __TEXT_EXEC,__text), 'd' __DATA,__data,
 * 'b' __DATA,__bss, else 's' (no section, or one that does not read, as
 * well).  cache[k]: the answer once found. */
static char macho_section_char(const bcq_native *n,
                               const bcq_native_info *info, unsigned k,
                               char *cache)
{
    if (cache[k])
        return cache[k];
    bcq_native_section sec = BCQ_NATIVE_SECTION_INIT;
    char r = 's';
    if (k && bcq_native_section_get(n, k, &sec, NULL) == 0) {
        if (span_eq(sec.name, "__text") &&
            (span_eq(sec.segment, "__TEXT") ||
             (info->bits == 64 && info->raw_type == 11 /* MH_KEXT_BUNDLE */
              && span_eq(sec.segment, "__TEXT_EXEC"))))
            r = 't';
        else if (span_eq(sec.segment, "__DATA") && span_eq(sec.name, "__data"))
            r = 'd';
        else if (span_eq(sec.segment, "__DATA") && span_eq(sec.name, "__bss"))
            r = 'b';
    }
    return cache[k] = r;
}

static char macho_letter(const bcq_native_symbol *s, const bcq_native *n,
                         const bcq_native_info *info, char *cache)
{
    const unsigned t = s->raw_info, ty = t & MACHO_N_TYPE;
    const int ext = (t & MACHO_N_EXT) != 0;
    if (ext && ty == 0)
        return s->value ? 'C' : 'U';
    char r = '?';
    if (ty == 0x2) /* N_ABS */
        r = 'a';
    else if (ty == 0xa) /* N_INDR */
        r = 'i';
    else if (ty == 0xe) /* N_SECT */
        r = macho_section_char(n, info, s->raw_other, cache);
    return ext && r >= 'a' && r <= 'z' ? (char)(r - 'a' + 'A') : r;
}

/* y's name as llvm-nm -D spells a versioned one, in c->vnames (an
 * offset until every symbol is read: the buffer moves as it grows). */
static void compose(ctx *c, natsym *y, const bcq_native_symbol *s)
{
    int dflt = s->version_defined && !s->version_hidden &&
               s->where != BCQ_NSYM_UNDEF;
    size_t need = s->name.len + 2 + s->version.len;
    c->vnames = grow(c->vnames, &c->vcap, c->vlen + need, 1);
    char *d = c->vnames + c->vlen;
    if (s->name.len)
        memcpy(d, s->name.ptr, s->name.len);
    d += s->name.len;
    *d++ = '@';
    if (dflt)
        *d++ = '@';
    memcpy(d, s->version.ptr, s->version.len);
    y->name = (const char *)(uintptr_t)c->vlen;
    y->len = s->name.len + 1 + (size_t)dflt + s->version.len;
    y->composed = 1;
    c->vlen += y->len;
}

/* printf's "%08" PRIx64: at least 8 hex digits, more when needed. */
static unsigned hex_digits(uint64_t v)
{
    unsigned d = 8;
    while (d < 16 && (v >> (4 * d)) != 0)
        d++;
    return d;
}

/* One native unit: its table listed as llvm-nm (-D: llvm-nm -D) lists
 * it.  0, or the exit status of the error reported. */
static int list_native(ctx *c, const char *file, const cli_opts *o)
{
    bcq_error err;
    bcq_native *n;
    int rc = cli_open_native(file, &n, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    bcq_native_get_info(n, &info);
    const int coff = info.kind == BCQ_KIND_COFF;
    if (coff && o->dynamic) { /* llvm-nm -D on COFF, as on IR */
        unit_header();
        err_printf("%s: %s: File format has no dynamic symbol table\n",
                   progname, file);
        bcq_native_close(n);
        return EXIT_NOTFOUND;
    }
    unsigned t = o->dynamic ? BCQ_NATIVE_DYNSYM : BCQ_NATIVE_SYMTAB;
    size_t count = bcq_native_symbol_count(n, t);
    const int macho = info.kind == BCQ_KIND_MACHO;
    if (macho && o->dynamic) {
        /* llvm-nm -D: an ELF table only (as for IR) */
        unit_header();
        err_printf("%s: %s: File format has no dynamic symbol table\n",
                   progname, file);
        bcq_native_close(n);
        return EXIT_NOTFOUND;
    }
    char cache[256]; /* Mach-O: the letter of each n_sect */
    if (macho)
        memset(cache, 0, sizeof cache);
    c->nnat = 0;
    c->vlen = 0;
    c->natv = grow(c->natv, &c->natcap, count, sizeof *c->natv);
    size_t step = 1;
    for (size_t i = 0; i < count; i += step) {
        bcq_native_symbol s;
        if ((rc = bcq_native_symbol_at(n, t, i, &s, &err)) != 0 &&
            !(macho && rc == BCQ_E_BAD_CONTAINER)) {
            int st = report(file, rc, &err, NULL);
            bcq_native_close(n);
            return st;
        }
        if (coff) { /* records: past the symbol's aux records */
            step = 1 + (size_t)s.raw_other;
            c->nnat += (size_t)coff_sym(&c->natv[c->nnat], &s);
            continue;
        }
        if (macho) {
            /* every entry is a symbol (no null one); stabs are
             * format-specific.  A damaged symbol (bcq.h: every field
             * filled but the bad one) is listed as llvm-nm lists it: a
             * name outside the string table as "bad string index", an
             * n_sect naming no section 's' */
            if (s.raw_info & MACHO_N_STAB)
                continue;
            natsym *y = &c->natv[c->nnat++];
            y->hidden = y->composed = 0;
            if (!s.name.ptr)
                s.name = (bcq_span){(const uint8_t *)"bad string index", 16};
            y->name = (const char *)s.name.ptr;
            y->len = s.name.len;
            y->size = 0;
            y->addr = s.value;
            y->type = macho_letter(&s, n, &info, cache);
            y->indirect = s.version_defined ? s.version
                                            : (bcq_span){NULL, 0};
            continue;
        }
        if (i == 0)
            continue; /* ELFObjectFile::symbol_begin starts at 1: the null
                         symbol is not even sorted */
        int hidden = format_specific(&s, info.machine);
        if (hidden && !sorts_hidden(info.machine))
            continue;
        natsym *y = &c->natv[c->nnat++];
        y->hidden = hidden;
        y->name = (const char *)s.name.ptr;
        y->len = s.name.len;
        if (s.type == BCQ_NSYM_SECTION && !s.name.len) {
            /* ELFObjectFile::getSymbolName: an unnamed section symbol is
             * named by its section (it sorts as such) */
            y->name = (const char *)s.section_name.ptr;
            y->len = s.section_name.len;
        }
        y->composed = 0;
        if (s.version.len) /* llvm-nm -D: "@@" for the default version of
                              a definition, else "@" */
            compose(c, y, &s);
        y->size = s.size;
        y->addr = native_addr(&s, &info);
        y->type = native_letter(&s);
    }
    for (size_t i = 0; i < c->nnat; i++) {
        if (c->natv[i].composed)
            c->natv[i].name = c->vnames + (uintptr_t)c->natv[i].name;
        c->natv[i].key = name_key(c->natv[i].name, c->natv[i].len);
    }
    natsym tmp;
    nm_sort(c->natv, c->nnat, sizeof *c->natv, nat_less, &tmp);
    unit_header();
    unsigned w = info.bits == 64 && !coff ? 16 : 8; /* COFF: always 8
                                                        (isSymbolList64Bit) */
    for (size_t i = 0; i < c->nnat; i++) {
        const natsym *y = &c->natv[i];
        if (y->hidden)
            continue;
        if (y->type == 'U' || y->type == 'w' || y->type == 'v' ||
            (macho && y->type == 'I'))
            out_indent(w);
        else if (coff) /* "%08" PRIx64: a PE image's ImageBase can need
                          more digits */
            out_hex(y->addr, hex_digits(y->addr));
        else
            out_hex(y->addr, w);
        out_ch(' ');
        out_ch(y->type);
        out_ch(' ');
        if (macho)
            out_macho_name(y->name, y->len, o->demangle);
        else
            out_name(y->name, y->len, o->demangle);
        if (macho && y->type == 'I') {
            out_str(" (indirect for ");
            if (y->indirect.ptr)
                out_mem((const char *)y->indirect.ptr, y->indirect.len);
            else
                out_ch('?');
            out_ch(')');
        }
        out_ch('\n');
    }
    if (count <= (size_t)!(coff || macho)) { /* ELF: nothing past the null
                                                symbol; llvm-nm's symbols()
                                                is empty */
        char buf[4096];
        err_printf("%s: no symbols\n", cli_nm_name(file, buf, sizeof buf));
    }
    bcq_native_close(n);
    return 0;
}

int cmd_symbols(const char *file, const cli_opts *o)
{
    ctx *c = &the_ctx;
    ctx_start(c, file, o->json);
    bcq_error err;
    /* a member the walk found to be ELF without bitcode: not looked for
     * again (the second search was a sixth of bcq symbols libc.a) */
    if (!o->json && cli_known_native())
        return list_native(c, file, o);
    /* first without a message: a native object (most members of a
     * system archive) answers BCQ_E_NO_BITCODE, whose text would be
     * formatted for nothing; any other failure is opened again for it */
    int rc = cli_open(file, NULL, &c->f, NULL);
    if (rc && (rc != BCQ_E_NO_BITCODE || o->json))
        rc = cli_open(file, NULL, &c->f, &err);
    if (rc == 0 && o->dynamic) {
        /* llvm-nm -D on IR: the unit's header, then an error; the other
         * units still run */
        unit_header();
        err_printf("%s: %s: File format has no dynamic symbol table\n",
                   progname, file);
        bcq_close(c->f);
        c->f = NULL;
        return EXIT_NOTFOUND;
    }
    if (o->dynamic && rc != BCQ_E_NO_BITCODE && !c->f)
        return list_native(c, file, o); /* it says why not, if not */
    if (rc == BCQ_E_NO_BITCODE && !o->json) /* a native object */
        return list_native(c, file, o);
    bcq_native *pe; /* a PE image: not an object, but it has symbols */
    if (rc == BCQ_E_NOT_BITCODE && !o->json &&
        cli_open_native(file, &pe, NULL) == 0) {
        bcq_native_close(pe);
        return list_native(c, file, o);
    }
    if (rc)
        return report(file, rc, &err, NULL);
    size_t n;
    int status = 0;
    if ((rc = bcq_module_count(c->f, &n, &err)) == 0)
        rc = list_modules(c, o, n, &err, &status);
    if (rc == 0 && status == 0 && !c->json) {
        unit_header(); /* llvm-nm prints it for a file without symbols too */
        print_list(&c->list, c->wide, o->demangle);
    }
    if (c->unsuffixed)
        err_printf("%s: %s: %zu stdcall/fastcall/vectorcall names lack "
                   "their \"@N\" suffix: it needs the type table, and the "
                   "file has no usable SYMTAB to take it from\n",
                   progname, file, c->unsuffixed);
    if (rc == 0 && status == 0 && !c->json && c->nseen == 0)
        err_printf("%s: no symbols\n", file); /* as llvm-nm */
    if (rc)
        status = report(file, rc, &err, c->f);
    bcq_close(c->f);
    c->f = NULL;
    return status;
}
