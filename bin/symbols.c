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
 * Inline assembly symbols need an assembler to be found; bcq takes them
 * from the module's entries of the file's SYMTAB, which LLVM built with
 * one, and says so on stderr when a module has inline assembly and the file
 * has no usable SYMTAB.  The SYMTAB also gives the exact name where bcq
 * cannot mangle one itself (32-bit Windows stdcall/fastcall "@N").
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

/* The same letter from irsymtab flags (an inline-assembly symbol, or any
 * symbol listed from the SYMTAB alone: from_symtab). */
static char asm_letter(uint32_t fl)
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
    return nm_letter(f, 0);
}

typedef struct ctx {
    const char *file;
    bcq_file *f;
    bcq_symtab st;
    int have_st;
    int json;
    int wide, darwin;    /* of the file's first module, as llvm-nm */
    size_t nseen;        /* symbols met, shown or not */
    size_t unsuffixed;   /* Microsoft-decorated names bcq could not finish */
    /* Kept from one file to the next, grown to the largest: over many
     * files nothing is allocated per file. */
    symlist list;
    char *buf;           /* one symbol name */
    size_t cap;
    size_t *order;       /* a module's global values in llvm-nm's order */
    size_t norder;
    unsigned char *kind; /* a module's global value kinds */
    size_t nkind;
    bcq_symtab_symbol *exact; /* each global value's SYMTAB entry */
    size_t nexact;
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
    c->have_st = 0;
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
    free(c->buf);
    free(c->order);
    free(c->kind);
    free(c->exact);
    memset(c, 0, sizeof *c);
}

/* Symbol name of g, in c->buf. */
static size_t symbol_name(ctx *c, const bcq_module *m, size_t vi,
                          const bcq_symtab_symbol *exact)
{
    size_t len;
    for (;;) {
        int rc = bcq_global_symbol_name(m, vi, c->buf, c->cap, &len);
        if (rc == BCQ_E_RANGE) {
            c->cap = len + 1;
            c->buf = xrealloc(c->buf, c->cap);
            continue;
        }
        if (rc == BCQ_E_UNSUPPORTED && exact) {
            /* the table's mangled name is the exact one */
            if (c->cap <= exact->name.len) {
                c->cap = exact->name.len + 1;
                c->buf = xrealloc(c->buf, c->cap);
            }
            memcpy(c->buf, exact->name.ptr, exact->name.len);
            len = exact->name.len;
        } else if (rc == BCQ_E_UNSUPPORTED) {
            c->unsuffixed++;
        }
        return len;
    }
}

/* The SYMTAB entries of module mi when they line up with its global values
 * (same count first, same IR names in ModuleSymbolTable order), so that
 * entries [first + nglobals, end) are its inline-assembly symbols. */
static int symtab_module(const ctx *c, const bcq_module *m,
                         const size_t *order, size_t *first, size_t *end)
{
    if (!c->have_st ||
        bcq_symtab_module(&c->st, m->index, first, end, NULL) != 0 ||
        *end - *first < m->nglobals)
        return 0;
    bcq_symtab_iter it;
    bcq_symtab_symbol s;
    if (bcq_symtab_module_iter(&c->st, m->index, &it) != 0)
        return 0;
    for (size_t k = 0; k < m->nglobals; k++) {
        if (bcq_symtab_next(&c->st, &it, &s, NULL) != 0)
            return 0;
        bcq_global g;
        bcq_module_global(m, order[k], &g);
        bcq_span n = g.name;
        if (s.ir_name.len != n.len ||
            (n.len && memcmp(s.ir_name.ptr, n.ptr, n.len) != 0))
            return 0;
    }
    return 1;
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

static int do_module(ctx *c, const bcq_module *m, bcq_error *err)
{
    (void)err;
    /* ModuleSymbolTable order: functions, variables, aliases, ifuncs */
    c->order = grow(c->order, &c->norder, m->nglobals + 1, sizeof *c->order);
    size_t *order = c->order;
    size_t k = 0;
    static const bcq_gv_kind kinds[] = {BCQ_GV_FUNCTION, BCQ_GV_VARIABLE,
                                        BCQ_GV_ALIAS, BCQ_GV_IFUNC};
    c->kind = grow(c->kind, &c->nkind, m->nglobals + 1, 1);
    unsigned char *kind = c->kind;
    for (size_t i = 0; i < m->nglobals; i++) {
        bcq_global g;
        bcq_module_global(m, i, &g);
        kind[i] = (unsigned char)g.kind;
    }
    for (size_t q = 0; q < 4; q++)
        for (size_t i = 0; i < m->nglobals; i++)
            if (kind[i] == kinds[q])
                order[k++] = i;
    size_t first = 0, end = 0;
    int lined_up = symtab_module(c, m, order, &first, &end);
    /* the table's entry of each global value, where the table lines up */
    bcq_symtab_symbol *exact = NULL;
    bcq_symtab_iter it = {0};
    if (lined_up) { /* module m's symbols: its global values', then asm */
        bcq_symtab_module_iter(&c->st, m->index, &it);
        c->exact = grow(c->exact, &c->nexact, m->nglobals + 1,
                        sizeof *c->exact);
        exact = c->exact;
        for (k = 0; k < m->nglobals; k++)
            bcq_symtab_next(&c->st, &it, &exact[order[k]], NULL);
    }
    /* JSON: record (value id) order; text: llvm-nm's input order */
    for (k = 0; k < m->nglobals; k++) {
        size_t vi = c->json ? k : order[k];
        bcq_global gb;
        bcq_module_global(m, vi, &gb);
        const bcq_global *g = &gb;
        unsigned fl = bcq_global_symbol_flags(m, vi);
        /* An alias through a constant expression (a bitcast, a GEP) names
         * its object in the module's CONSTANTS, which bcq does not read;
         * the table, built by LLVM, knows whether it is code. */
        if (exact && g->kind == BCQ_GV_ALIAS) {
            fl &= ~(unsigned)BCQ_SYM_EXECUTABLE;
            if (exact[vi].flags & BCQ_IRSYM_EXECUTABLE)
                fl |= BCQ_SYM_EXECUTABLE;
        }
        c->nseen++;
        size_t len = symbol_name(c, m, vi, exact ? &exact[vi] : NULL);
        char letter = nm_letter(fl, c->darwin);
        if (c->json) {
            json_global(c, m, g, c->buf, len, letter);
            continue;
        }
        if (fl & BCQ_SYM_FORMAT_SPECIFIC)
            continue;
        add(&c->list, c->buf, len, letter, !(fl & BCQ_SYM_UNDEFINED));
    }
    if (c->json || !m->inline_asm.len)
        return 0;
    if (!lined_up) {
        err_printf("%s: %s: module %zu has inline assembly and the file no "
                   "usable SYMTAB: its symbols are not listed\n",
                   progname, c->file, m->index);
        return 0;
    }
    bcq_symtab_symbol s;
    int src;
    while (it.next < end &&
           ((src = bcq_symtab_next(&c->st, &it, &s, NULL)) == 0 ||
            src == BCQ_E_BAD_RECORD)) {
        if (src) /* a damaged entry: the others are still listed */
            continue;
        c->nseen++;
        if (s.flags & BCQ_IRSYM_FORMAT_SPECIFIC)
            continue;
        add(&c->list, (const char *)s.name.ptr, s.name.len,
            asm_letter(s.flags), !(s.flags & BCQ_IRSYM_UNDEFINED));
    }
    return 0;
}

static void print_list(symlist *l, int wide)
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
        out_mem(s->name, s->len);
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

/* The text listing straight from the file's SYMTAB, when it has a usable
 * one: LLVM builds the irsymtab from the same ModuleSymbolTable llvm-nm
 * walks (IRObjectFile), in the same order, with the mangled names and the
 * flags the letters need -- all but one: Darwin's 's' for constants
 * (BCQ_SYM_CONST), which the table does not record, so Mach-O files take
 * the module records.  0 (nothing added) when the table is missing,
 * stale or damaged anywhere, or when it numbers unnamed globals otherwise
 * than llvm-nm (has_unnamed): the caller then reads the modules.  What an
 * archive of LTO objects costs per member is then the table alone. */
/* Whether a name holds "__unnamed_": a private unnamed global (the
 * mangler's ".L__unnamed_N").  The table's writer (irsymtab::build) named
 * it and so took a number, where llvm-nm skips format-specific symbols
 * before naming any and numbers the unnamed globals after it one lower
 * (tests/data/ll/globals-*.bc). */
static int has_unnamed(const uint8_t *p, size_t n)
{
    static const char key[] = "__unnamed_";
    for (size_t i = 0; i + sizeof key - 1 <= n; i++)
        if (memcmp(p + i, key, sizeof key - 1) == 0)
            return 1;
    return 0;
}

static int from_symtab(ctx *c)
{
    if (!c->have_st)
        return 0;
    triple_facts tf = facts_of(c->st.triple);
    if (tf.macho)
        return 0;
    /* One pass: a damaged entry anywhere takes back what was added, since
     * the module records then say more than the table. */
    size_t n0 = c->list.n, len0 = c->list.nlen, seen0 = c->nseen;
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    int rc;
    while ((rc = bcq_symtab_next(&c->st, &it, &s, NULL)) == 0) {
        c->nseen++;
        if ((s.flags & BCQ_IRSYM_FORMAT_SPECIFIC) &&
            has_unnamed(s.name.ptr, s.name.len))
            break; /* the module records number as llvm-nm does */
        if (s.flags & BCQ_IRSYM_FORMAT_SPECIFIC)
            continue;
        add(&c->list, (const char *)s.name.ptr, s.name.len,
            asm_letter(s.flags), !(s.flags & BCQ_IRSYM_UNDEFINED));
    }
    if (rc != BCQ_END) {
        c->list.n = n0;
        c->list.nlen = len0;
        c->nseen = seen0;
        return 0;
    }
    c->wide = tf.wide;
    return 1;
}

/* The symbols of the modules --module selects (default all) of the n in
 * the file, from their records. */
static int from_modules(ctx *c, const cli_opts *o, size_t n, bcq_error *err,
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
     * module */
    const bcq_module *m0;
    int rc = 0;
    if (n && (rc = bcq_module_get(c->f, 0, &m0, err)) == 0) {
        triple_facts tf = facts_of(m0->triple);
        c->wide = tf.wide;
        c->darwin = tf.macho;
    }
    if (rc == 0 && c->json)
        unit_header();
    for (size_t i = first; i < last && rc == 0; i++) {
        const bcq_module *m;
        if ((rc = bcq_module_get(c->f, i, &m, err)) == 0)
            rc = do_module(c, m, err);
    }
    return rc;
}

int cmd_symbols(const char *file, const cli_opts *o)
{
    ctx *c = &the_ctx;
    ctx_start(c, file, o->json);
    bcq_error err;
    int rc = cli_open(file, NULL, &c->f, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    size_t n;
    int status = 0;
    if ((rc = bcq_module_count(c->f, &n, &err)) == 0) {
        c->have_st = bcq_symtab_get(c->f, &c->st, NULL) == 0;
        if (c->json || (o->have_module && o->module != BCQ_ALL_MODULES) ||
            !from_symtab(c))
            rc = from_modules(c, o, n, &err, &status);
    }
    if (rc == 0 && status == 0 && !c->json) {
        unit_header(); /* llvm-nm prints it for a file without symbols too */
        print_list(&c->list, c->wide);
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
