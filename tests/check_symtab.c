/*
 * check_symtab.c - the irsymtab in the SYMTAB blob (lib/symtab.c).
 *
 * Truth for the fixtures is tests/data/NAME.symtab (llvm-lto2 dump-symtab,
 * LLVM 14): each table is compared with it line by line (dump_cmp), and
 * chosen symbols again with literals copied from it.  The dump shows only
 * global, non-format-specific symbols and neither the USED nor the
 * UNNAMED_ADDR bit; where literals have those, the comment says why.
 * Hostile tables: o0.bc with words of its blob changed (the blob is not
 * checksummed, so the file still opens), and streams built with the bit
 * writer.
 */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "bitwriter.h"
#include "suites.h"
#include "testutil.h"

#define G BCQ_IRSYM_GLOBAL
#define U BCQ_IRSYM_UNDEFINED
#define W BCQ_IRSYM_WEAK
#define C BCQ_IRSYM_COMMON
#define I BCQ_IRSYM_INDIRECT
#define O BCQ_IRSYM_MAY_OMIT
#define T BCQ_IRSYM_TLS
#define X BCQ_IRSYM_EXECUTABLE
#define UNC BCQ_IRSYM_HAS_UNCOMMON
#define UA BCQ_IRSYM_UNNAMED_ADDR
#define HID BCQ_VISIBILITY_HIDDEN
#define PROT BCQ_VISIBILITY_PROTECTED
#define BAD BCQ_E_BAD_RECORD

typedef struct tab {
    bcq_file *f;
    void *keep;
    bcq_symtab st;
} tab;

static void tab_open(tab *t, const char *name, int mode)
{
    bcq_error e;
    ck_assert_int_eq(tu_open(name, mode, 0, &t->f, &t->keep, &e), 0);
    int rc = bcq_symtab_get(t->f, &t->st, &e);
    ck_assert_msg(rc == 0, "%s: %s (%s)", name, bcq_status_name(rc),
                  e.message);
}

static void tab_close(tab *t)
{
    bcq_close(t->f);
    free(t->keep);
}

/* ----------------------------------------------- comparison with the dump */

static const char *const kind_names[] = {"any", "exactmatch", "largest",
                                         "nodeduplicate", "samesize"};

/* Next non-empty line of *p (NUL-terminated in place), or NULL. */
static char *next_line(char **p)
{
    *p += strspn(*p, "\n");
    if (!**p)
        return NULL;
    char *l = *p;
    *p += strcspn(l, "\n");
    if (**p)
        *(*p)++ = 0;
    return l;
}

/* The next line must be the detail line "         <fmt...>". */
static void detail(char **p, const char *fmt, ...)
{
    char want[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(want, sizeof want, fmt, ap);
    va_end(ap);
    char *l = next_line(p);
    ck_assert_msg(l && !strncmp(l, "         ", 9), "no '%s'", want);
    ck_assert_str_eq(l + 9, want);
}

/* Compare the table of NAME.bc with NAME.symtab: version, dependent
 * libraries, then each symbol line and its detail lines (the other header
 * lines are checked by `literals`).  Returns the number of symbol lines
 * (global, non-format-specific symbols). */
static size_t dump_cmp(const char *name)
{
    static const char flag_chars[] = "UCWIOTX";
    static const uint32_t flag_bits[] = {U, C, W, I, O, T, X};
    tab t;
    char path[64];
    snprintf(path, sizeof path, "%s.bc", name);
    tab_open(&t, path, 0);
    const bcq_symtab *st = &t.st;
    snprintf(path, sizeof path, "%s.symtab", name);
    char *text = tu_read_text(tu_fixture_path(path)), *p = text, *l;
    ck_assert_ptr_nonnull(l = next_line(&p));
    ck_assert(!strncmp(l, "version: ", 9));
    ck_assert_uint_eq(st->version, strtoul(l + 9, NULL, 10));
    int coff = 0;
    size_t ndeps = 0;
    /* header lines start with a lower-case letter */
    while ((l = next_line(&p)) && l[0] >= 'a' && l[0] <= 'z') {
        coff |= !strncmp(l, "linker opts: ", 13);
        if (strncmp(l, "dependent libraries:", 20))
            continue;
        for (char *q = l + 20; *q; ndeps++) { /* ` "lib"` each */
            ck_assert(q[0] == ' ' && q[1] == '"');
            char *end = strchr(q + 2, '"');
            *end = 0;
            bcq_span d;
            ck_assert_int_eq(bcq_symtab_deplib(st, ndeps, &d), 0);
            ck_span(d, q + 2);
            q = end + 1;
        }
    }
    ck_assert_uint_eq(ndeps, st->ndeplibs);
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    size_t lines = 0;
    while (bcq_symtab_next(st, &it, &s, NULL) == 0) {
        if (!(s.flags & G) || (s.flags & BCQ_IRSYM_FORMAT_SPECIFIC))
            continue;
        ck_assert_msg(l && l[0] != ' ', "%s: symbol %zu not in the dump",
                      name, s.index);
        unsigned vis = s.flags & BCQ_IRSYM_VISIBILITY_MASK;
        char fl[9] = {vis == HID ? 'H' : vis == PROT ? 'P' : 'D'};
        for (int k = 0; k < 7; k++)
            fl[k + 1] = (s.flags & flag_bits[k]) ? flag_chars[k] : '-';
        ck_assert_msg(!strncmp(l, fl, 8) && l[8] == ' ', "%s: '%s' for '%s'",
                      name, fl, l);
        ck_span(s.name, l + 9);
        lines++;
        /* the detail lines, in the order dump-symtab prints them */
        if (s.flags & C)
            detail(&p, "size %llu align %u",
                   (unsigned long long)s.common_size, s.common_align);
        if (s.comdat != -1) {
            bcq_span cn;
            unsigned kind;
            ck_assert_int_eq(
                bcq_symtab_comdat(st, (size_t)s.comdat, &cn, &kind), 0);
            ck_assert_uint_lt(kind, 5);
            detail(&p, "comdat %s %.*s", kind_names[kind], (int)cn.len,
                   (const char *)cn.ptr);
        }
        if (coff && (s.flags & W) && (s.flags & I))
            detail(&p, "fallback %.*s", (int)s.coff_weak_fallback.len,
                   (const char *)s.coff_weak_fallback.ptr);
        if (s.section.len)
            detail(&p, "section %.*s", (int)s.section.len,
                   (const char *)s.section.ptr);
        l = next_line(&p);
    }
    ck_assert_msg(l == NULL, "%s: dump has more: '%s'", name, l);
    free(text);
    tab_close(&t);
    return lines;
}

/* Symbol lines of each NAME.symtab (grep -c '^[DHP]'). */
START_TEST(matches_dump)
{
    static const struct { const char *name; size_t lines; } fx[] = {
        {"o0", 19},   {"link", 79},    {"cxx", 28},   {"split", 43},
        {"coff", 29}, {"deplibs", 2},  {"macho", 14}, {"coff32", 16}};
    ck_assert_uint_eq(dump_cmp(fx[_i].name), fx[_i].lines);
}
END_TEST

/* ------------------------------------------------- literals from the dumps */

typedef struct want {
    const char *name, *ir; /* ir NULL: same as name */
    uint32_t flags;
    const char *comdat; /* NULL: none */
    unsigned kind;      /* BCQ_COMDAT_* */
    uint64_t size;
    uint32_t align;
    const char *section, *fallback;
} want;

static void check_want(const bcq_symtab *st, size_t module, const want *w)
{
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    int rc;
    while ((rc = bcq_symtab_next(st, &it, &s, NULL)) == 0)
        if (s.module == module && tu_span_is(s.name, w->name))
            break;
    ck_assert_msg(rc == 0, "no symbol %s in module %zu", w->name, module);
    ck_span(s.ir_name, w->ir ? w->ir : w->name);
    ck_assert_msg(s.flags == w->flags, "%s: flags %#x, want %#x", w->name,
                  s.flags, w->flags);
    bcq_span cn = {NULL, 0};
    unsigned kind = 0;
    if (w->comdat)
        ck_assert_int_eq(bcq_symtab_comdat(st, (size_t)s.comdat, &cn, &kind),
                         0);
    else
        ck_assert_int_eq(s.comdat, -1);
    ck_span(cn, w->comdat ? w->comdat : "");
    ck_assert_uint_eq(kind, w->kind);
    ck_assert_uint_eq(s.common_size, w->size);
    ck_assert_uint_eq(s.common_align, w->align);
    ck_span(s.section, w->section ? w->section : "");
    ck_span(s.coff_weak_fallback, w->fallback ? w->fallback : "");
}

/* From NAME.symtab.  UNNAMED_ADDR: unnamed_addr in link.ll (f_lo_odr_ua,
 * v_lo_odr_ua), cxx.ll and split.*.ll.  USED: LLVM marks undefined module
 * asm symbols and runtime library call names (sqrt) used. */
static const want w_o0[] = {
    {.name = "ext_fn", .flags = G | U | X},
    {.name = "g_weak", .flags = G | W},
    {.name = "g_hidden", .flags = G | HID},
    {.name = "g_protected", .flags = G | PROT},
    {.name = "t_local", .flags = G | T},
    {.name = "g_sectioned", .flags = G | UNC, .section = ".bcq_data"},
    {.name = "g_tentative", .flags = G | C | UNC, .size = 4, .align = 4},
    {.name = "entry_alias", .flags = G | I | X}};
static const want w_link[] = {
    {.name = "f_lo_odr_ua", .flags = G | W | O | X | UA},
    {.name = "lo_fn_in_comdat", .flags = G | HID | W | X,
     .comdat = "lo_fn_in_comdat"},
    {.name = "f_in_comdat_exact", .flags = G | W | X, .comdat = "c_exact",
     .kind = BCQ_COMDAT_EXACT_MATCH},
    {.name = "f_section", .flags = G | X | UNC, .section = ".text.bcq"},
    {.name = "v_common_big", .flags = G | C | UNC, .size = 100, .align = 32},
    {.name = "t_common", .flags = G | C | T | UNC, .size = 4, .align = 4},
    {.name = "v_lo_odr_lua_const", .flags = G | W | O},
    {.name = "c_largest", .flags = G | W, .comdat = "c_largest",
     .kind = BCQ_COMDAT_LARGEST},
    {.name = "c_nodedup", .flags = G, .comdat = "c_nodedup",
     .kind = BCQ_COMDAT_NO_DEDUPLICATE},
    {.name = "c_same", .flags = G | W, .comdat = "c_same",
     .kind = BCQ_COMDAT_SAME_SIZE},
    {.name = "a_in_comdat", .flags = G | I, .comdat = "c_any"},
    {.name = "i_weak_hidden", .flags = G | HID | W | X},
    {.name = "raw_name", .ir = "\001raw_name", .flags = G},
    {.name = "asm_undef", .ir = "", .flags = G | U | X | BCQ_IRSYM_USED},
    {.name = "fn_versioned@@VER_2", .ir = "", .flags = G | X}};
static const want w_coff[] = {
    {.name = "__imp_f_import", .ir = "f_import", .flags = G | U | X},
    {.name = "a_weak_fn", .flags = G | W | I | X | UNC,
     .fallback = "f_target"},
    {.name = "a_weak_var", .flags = G | W | I | UNC, .fallback = "v_external"},
    {.name = "a_strong", .flags = G | I | X},
    {.name = "v_section", .flags = G | UNC, .section = ".bcq$a"},
    {.name = "f_inline", .flags = G | W | X, .comdat = "f_inline"}};
static const want w_macho[] = {
    {.name = "_weak_fn", .ir = "weak_fn", .flags = G | W | X},
    {.name = "custom_label", .ir = "\001custom_label", .flags = G},
    {.name = "_m_sectioned", .ir = "m_sectioned", .flags = G | UNC,
     .section = "__DATA,__bcq"},
    {.name = "_m_tentative", .ir = "m_tentative", .flags = G | C | UNC,
     .size = 4, .align = 4},
    {.name = "_m_weak_import", .ir = "m_weak_import", .flags = G | U | W}};
static const want w_dep[] = {
    {.name = "dep_half_norm", .flags = G | X},
    {.name = "sqrt", .flags = G | U | X | BCQ_IRSYM_USED}};
static const want w_cxx[] = {
    {.name = "_ZN6shapes5ShapeD2Ev", .flags = G | W | O | X | UA,
     .comdat = "_ZN6shapes5ShapeD2Ev"},
    {.name = "__cxa_pure_virtual", .flags = G | U | X | UA}};

#define FX(file, triple, src, w) {file, triple, src, w, sizeof w / sizeof *w}
static const struct fixture {
    const char *file, *triple, *src;
    const want *w;
    size_t n;
} fixtures[] = {
    FX("o0.bc", "x86_64-pc-linux-gnu", "src/a.c", w_o0),
    FX("link.bc", "x86_64-pc-linux-gnu", "link.ll", w_link),
    FX("coff.bc", "x86_64-pc-windows-msvc19.20.0", "coff.ll", w_coff),
    FX("macho.bc", "arm64-apple-macosx11.0.0", "src/macho.c", w_macho),
    FX("deplibs.bc", "x86_64-pc-linux-gnu", "src/deplibs.c", w_dep),
    FX("cxx.bc", "x86_64-pc-linux-gnu", "src/vt.cpp", w_cxx)};

/* Header and chosen symbols of each fixture (loop: fixture, open mode). */
START_TEST(literals)
{
    const struct fixture *fx = &fixtures[_i / 2];
    tab t;
    tab_open(&t, fx->file, _i % 2);
    const bcq_symtab *st = &t.st;
    ck_assert_uint_eq(st->version, 3); /* "version: 3" */
    ck_span(st->producer, "14.0.6");   /* "producer: 14.0.6" */
    ck_span(st->triple, fx->triple);
    ck_span(st->source_filename, fx->src);
    ck_span(st->coff_linker_opts,
            _i / 2 != 2 ? ""
                        : " /DEFAULTLIB:kernel32.lib /DEFAULTLIB:bcq.lib "
                          "/INCLUDE:f_target /merge:.bcq=.data "
                          "/EXPORT:f_export /EXPORT:v_export,DATA "
                          "/EXPORT:v_export_const,DATA /EXPORT:c_same,DATA "
                          "/EXPORT:a_export");
    for (size_t k = 0; k < fx->n; k++)
        check_want(st, 0, &fx->w[k]);
    /* one module; one symbol per global value, then the module-asm ones
     * (link: the 8 names of link.nm that no global has) */
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(t.f, 0, &m, NULL), 0);
    ck_assert(st->strtab.ptr == m->strtab.ptr && st->strtab.len == m->strtab.len);
    ck_assert_uint_eq(st->nsymbols, m->nglobals + (_i / 2 == 1 ? 8 : 0));
    size_t b, e, u;
    ck_assert_uint_eq(st->nmodules, 1);
    ck_assert_int_eq(bcq_symtab_module(st, 0, &b, &e, &u), 0);
    ck_assert(b == 0 && e == st->nsymbols && u == 0);
    /* deplibs.symtab: dependent libraries: "m" "bcq-dep" */
    static const char *const dl[] = {"m", "bcq-dep"};
    bcq_span sp;
    ck_assert_uint_eq(st->ndeplibs, _i / 2 == 4 ? 2 : 0);
    for (size_t k = 0; k < st->ndeplibs; k++) {
        ck_assert_int_eq(bcq_symtab_deplib(st, k, &sp), 0);
        ck_span(sp, dl[k]);
    }
    /* comdats: link 6, cxx 16 (the distinct names of the comdat lines) */
    static const size_t ncd[] = {0, 6, 6, 0, 0, 16};
    ck_assert_uint_eq(st->ncomdats, ncd[_i / 2]);
    tab_close(&t);
}
END_TEST

/* split.bc: two modules, one table.  The ranges are the modules' global
 * value counts (37 and 15; no module asm); in the dump module 1 starts at
 * the second "DU-----X __cxa_pure_virtual". */
START_TEST(split_modules)
{
    tab t;
    tab_open(&t, "split.bc", _i);
    const bcq_module *m0, *m1;
    ck_assert_int_eq(bcq_module_get(t.f, 0, &m0, NULL), 0);
    ck_assert_int_eq(bcq_module_get(t.f, 1, &m1, NULL), 0);
    ck_assert(m0->nglobals == 37 && m1->nglobals == 15);
    ck_assert(t.st.nmodules == 2 && t.st.nsymbols == 52);
    size_t b, e, u;
    ck_assert_int_eq(bcq_symtab_module(&t.st, 0, &b, &e, &u), 0);
    ck_assert(b == 0 && e == 37 && u == 0);
    ck_assert_int_eq(bcq_symtab_module(&t.st, 1, &b, &e, &u), 0);
    ck_assert(b == 37 && e == 52 && u == 0);
    ck_assert_int_eq(bcq_symtab_module(&t.st, 2, &b, &e, &u), BCQ_E_RANGE);
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    size_t n = 0;
    for (; bcq_symtab_next(&t.st, &it, &s, NULL) == 0; n++)
        ck_assert(s.index == n && s.module == (n >= 37));
    ck_assert_uint_eq(n, 52);
    /* declared in module 0, defined in module 1 */
    want w = {.name = "_ZTVN6shapes5ShapeE", .flags = G | U | UA};
    check_want(&t.st, 0, &w);
    w.flags = G | UA;
    check_want(&t.st, 1, &w);
    want v = {.name = "_ZTVN6shapes4RectE", .flags = G | W | O | UA,
              .comdat = "_ZTVN6shapes4RectE"};
    check_want(&t.st, 1, &v);
    tab_close(&t);
}
END_TEST

/* No SYMTAB: llvm-lto2 rebuilt those dumps from the IR (no "version:"). */
START_TEST(not_found_and_not_ir)
{
    static const char *const none[] = {"multi", "cat", "nosym"};
    char name[64];
    bcq_file *f;
    void *keep;
    bcq_error e;
    bcq_symtab st;
    for (int k = 0; k < 3; k++) {
        snprintf(name, sizeof name, "%s.bc", none[k]);
        ck_assert_int_eq(tu_open(name, _i, 0, &f, &keep, &e), 0);
        ck_assert_int_eq(bcq_symtab_get(f, &st, &e), BCQ_E_NOT_FOUND);
        ck_assert_int_eq(e.code, BCQ_E_NOT_FOUND);
        bcq_close(f);
        free(keep);
        snprintf(name, sizeof name, "%s.symtab", none[k]);
        char *text = tu_read_text(tu_fixture_path(name));
        ck_assert_ptr_null(strstr(text, "version:"));
        free(text);
    }
    ck_assert_int_eq(tu_open("diag.dia", _i, 0, &f, &keep, &e), 0);
    ck_assert_int_eq(bcq_symtab_get(f, &st, &e), BCQ_E_NOT_IR);
    ck_assert_int_eq(e.code, BCQ_E_NOT_IR);
    ck_assert_int_eq(bcq_symtab_get(f, NULL, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_get(NULL, &st, &e), BCQ_E_INVAL);
    bcq_close(f);
    free(keep);
}
END_TEST

START_TEST(accessors)
{
    tab t;
    tab_open(&t, "link.bc", 0);
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    size_t n = 0, b;
    while (bcq_symtab_next(&t.st, &it, &s, NULL) == 0)
        n++;
    ck_assert_uint_eq(n, t.st.nsymbols);
    ck_assert_int_eq(bcq_symtab_next(&t.st, &it, &s, NULL), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_symtab_next(&t.st, &it, &s, NULL), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_symtab_next(&t.st, NULL, &s, NULL), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_next(&t.st, &it, NULL, NULL), BCQ_E_INVAL);
    bcq_span sp;
    unsigned kind;
    ck_assert_int_eq(bcq_symtab_module(&t.st, 1, &b, NULL, NULL), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_symtab_comdat(&t.st, 6, &sp, &kind), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_symtab_deplib(&t.st, 0, &sp), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_symtab_deplib(&t.st, 0, NULL), BCQ_E_INVAL);
    bcq_symtab z;
    memset(&z, 0, sizeof z);
    memset(&it, 0, sizeof it);
    ck_assert_int_eq(bcq_symtab_next(&z, &it, &s, NULL), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_module(&z, 0, &b, NULL, NULL), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_comdat(&z, 0, &sp, &kind), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_deplib(&z, 0, &sp), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_next(NULL, &it, &s, NULL), BCQ_E_INVAL);
    z = t.st; /* a caller-altered count past the blob is refused where a
                 symbol would lie outside it (each read is checked) */
    z.nsymbols = t.st.blob.len;
    int rc;
    size_t got = 0;
    while ((rc = bcq_symtab_next(&z, &it, &s, NULL)) == 0 ||
           rc == BCQ_E_BAD_RECORD) /* what lies past the table is no symbol */
        got++;
    ck_assert_int_eq(rc, BCQ_E_INVAL);
    ck_assert_uint_eq(got, (t.st.blob.len - t.st.symbols_off) / 24);
    tab_close(&t);
}
END_TEST

/* ------------------------------------------------ hostile: mutated o0.bc
 * o0's blob (asserted below): header 0..75, module 76 {Begin, End,
 * UncBegin}, 27 symbols of 24 bytes from 88 {Name, IRName, Comdat, Flags},
 * 2 uncommons of 24 bytes from 736 (symbols 19 and 20 use them) {Size,
 * Align, Fallback, Section}; 784 bytes, STRTAB 270.  Errors point at the
 * Str or Range that is wrong (its first byte), the module entry, or the
 * flags of the symbol that runs out of uncommons. */
static const struct mut {
    const char *what;
    uint32_t f1, v1, f2, v2; /* words to change (f2 0: none) */
    int code;
    uint32_t at; /* blob byte of the error */
} muts[] = {
    {"producer offset past STRTAB", 4, 271, 0, 0, BAD, 4},
    {"producer empty at STRTAB end", 4, 270, 8, 0, 0, 0},
    {"producer 0xFFFFFFF0+0x20 wraps", 4, 0xFFFFFFF0u, 8, 0x20, BAD, 4},
    {"producer 0x10+0xFFFFFFF8 wraps", 4, 0x10, 8, 0xFFFFFFF8u, BAD, 4},
    {"version 5", 0, 5, 0, 0, BCQ_E_UNSUPPORTED, 0},
    {"version 2", 0, 2, 0, 0, BCQ_E_UNSUPPORTED, 0},
    /* 2 uncommons of 28 bytes need 56, 48 remain */
    {"version 4 on v3 data", 0, 4, 0, 0, BAD, 36},
    {"no modules: coverage", 16, 0, 0, 0, BAD, 12},
    /* module 1 would be symbol 0: Begin = its name offset 95, not 27 */
    {"2 modules", 16, 2, 0, 0, BAD, 88},
    {"comdats offset past blob", 20, 785, 0, 0, BAD, 20},
    {"symbols offset past blob", 28, 788, 0, 0, BAD, 28},
    {"30 symbols, 29 fit", 32, 30, 0, 0, BAD, 28},
    {"symbol count * 24 wraps", 32, 0x0AAAAAABu, 0, 0, BAD, 28},
    {"3 uncommons, 2 fit", 40, 3, 0, 0, BAD, 36},
    {"triple past STRTAB", 44, 0xFFFFFFFFu, 0, 0, BAD, 44},
    {"source filename size", 56, 271, 0, 0, BAD, 52},
    {"linker opts", 60, 300, 64, 1, BAD, 60},
    {"deplibs offset past blob", 68, 785, 0, 0, BAD, 68},
    {"1 deplib at blob end", 72, 1, 0, 0, BAD, 68},
    {"symbol 3 name past STRTAB", 160, 270, 164, 1, BAD, 160},
    {"symbol 3 IR name size", 172, 271, 0, 0, BAD, 168},
    {"symbol 0 comdat 0 of 0", 104, 0, 0, 0, BAD, 104},
    {"symbol 0 comdat -2", 104, 0xFFFFFFFEu, 0, 0, BAD, 104},
    {"module Begin 1", 76, 1, 0, 0, BAD, 76},
    {"module End 26: coverage", 80, 26, 0, 0, BAD, 12},
    {"module End 28", 80, 28, 0, 0, BAD, 76},
    {"module UncBegin 3", 84, 3, 0, 0, BAD, 84},
    /* symbol 20 then needs uncommon 2 of 2 */
    {"module UncBegin 1", 84, 1, 0, 0, BAD, 88 + 20 * 24 + 20},
    {"HAS_UNCOMMON on symbol 21", 88 + 21 * 24 + 20, G | UNC, 0, 0, BAD,
     88 + 21 * 24 + 20},
    {"HAS_UNCOMMON on symbol 0", 88 + 20, G | X | UNC, 0, 0, BAD,
     88 + 20 * 24 + 20},
    {"uncommon 0 section past STRTAB", 752, 271, 0, 0, BAD, 752},
    {"uncommon 1 fallback size", 772, 271, 0, 0, BAD, 768}};
#define NMUT ((int)(sizeof muts / sizeof *muts))

static void put32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}

START_TEST(mutated_o0)
{
    const struct mut *m = &muts[_i];
    size_t size;
    uint8_t *data = tu_read_fixture("o0.bc", &size);
    bcq_file *f;
    bcq_symtab st;
    ck_assert_int_eq(bcq_open_mem(data, size, 0, &f, NULL), 0);
    ck_assert_int_eq(bcq_symtab_get(f, &st, NULL), 0);
    ck_assert(st.blob.len == 784 && st.strtab.len == 270 &&
              st.modules_off == 76 && st.nmodules == 1 &&
              st.comdats_off == 88 && st.ncomdats == 0 &&
              st.symbols_off == 88 && st.nsymbols == 27 &&
              st.uncommons_off == 736 && st.nuncommons == 2 &&
              st.deplibs_off == 784 && st.ndeplibs == 0);
    size_t blob = (size_t)(st.blob.ptr - data);
    uint64_t block = st.offset_bits;
    bcq_close(f);
    put32(data + blob + m->f1, m->v1);
    if (m->f2)
        put32(data + blob + m->f2, m->v2);
    bcq_error e;
    ck_assert_int_eq(bcq_open_mem(data, size, 0, &f, &e), 0);
    int rc = bcq_symtab_get(f, &st, &e);
    /* a symbol's own entries are checked when it is read */
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol sym;
    while (rc == 0 && (rc = bcq_symtab_next(&st, &it, &sym, &e)) == 0)
        ;
    if (rc == BCQ_E_NOT_FOUND)
        rc = 0;
    ck_assert_msg(rc == m->code, "%s: %s (%s), want %s", m->what,
                  bcq_status_name(rc), e.message, bcq_status_name(m->code));
    if (rc == 0) {
        ck_assert_uint_eq(st.producer.len, 0);
    } else {
        ck_assert_int_eq(e.code, rc);
        ck_assert_msg(e.bit_offset == (blob + m->at) * 8,
                      "%s: bit %llu, want %llu (%s)", m->what,
                      (unsigned long long)e.bit_offset,
                      (unsigned long long)(blob + m->at) * 8, e.message);
        ck_assert_uint_eq(e.block_id, 25);
        ck_assert_uint_eq(e.block_bit_offset, block);
    }
    bcq_close(f);
    free(data);
}
END_TEST

/* ---------------------------------------------- hostile: hand-built files
 * fmods MODULE blocks (just VERSION 2), SYMTAB, STRTAB.  The table: "big",
 * a common with an uncommon entry (size csize, align 16, section ".sec"),
 * and "t", undefined.  With 2 modules "t" is module 0 and "big" module 1,
 * whose UncBegin 1 skips a decoy entry 0 (size 7, align 1): the walk must
 * restart at each module's UncBegin. */
static const char tb_str[] = "14.0.6bigts.c.sec";

static void put_sym(uint8_t *s, uint32_t off, uint32_t len, uint32_t flags)
{
    put32(s, off), put32(s + 4, len), put32(s + 8, off), put32(s + 12, len);
    put32(s + 16, UINT32_MAX), put32(s + 20, flags);
}

static size_t make_table(uint8_t *b, uint32_t version, unsigned nmods,
                         uint64_t csize)
{
    uint32_t us = version >= 4 ? 28 : 24, mods = 76, syms = mods + 12 * nmods,
             unc = syms + 48, end = unc + us * nmods;
    /* Version, Producer "14.0.6", Modules, Comdats, Symbols, Uncommons,
     * TargetTriple "t", SourceFileName "s.c", COFFLinkerOpts, DepLibs */
    const uint32_t hdr[19] = {version, 0, 6, mods, nmods, syms, 0, syms, 2,
                              unc, nmods, 9, 1, 10, 3, 0, 0, end, 0};
    memset(b, 0, end);
    for (int k = 0; k < 19; k++)
        put32(b + 4 * k, hdr[k]);
    for (unsigned k = 0; k < nmods; k++) { /* {0,2,0} or {0,1,0} {1,2,1} */
        put32(b + mods + 12 * k, k);
        put32(b + mods + 12 * k + 4, nmods == 1 ? 2 : k + 1);
        put32(b + mods + 12 * k + 8, k);
    }
    put_sym(b + syms + (nmods == 2 ? 24 : 0), 6, 3, G | C | UNC); /* big */
    put_sym(b + syms + (nmods == 2 ? 0 : 24), 9, 1, G | U);       /* t */
    uint8_t *u = b + unc;
    if (nmods == 2) /* the decoy */
        put32(u, 7), put32(u + us - 20, 1), u += us;
    put32(u, (uint32_t)csize);
    if (version >= 4)
        put32(u + 4, (uint32_t)(csize >> 32));
    put32(u + us - 20, 16);                      /* align */
    put32(u + us - 8, 13), put32(u + us - 4, 4); /* section ".sec" */
    return end;
}

static const struct spec {
    const char *what;
    uint32_t version, patch_version; /* the table's; written (0: same) */
    unsigned tmods, fmods;           /* modules of the table, the file */
    uint64_t csize;
    int blob;   /* 0 no record, 1 table, 2 empty, 3 40 bytes, 4 3 then 1 */
    int strtab; /* 1 after SYMTAB, 0 none, -1 only before */
    int code;
} specs[] = {
    {"v4, 64-bit common size", 4, 0, 1, 1, UINT64_C(0x100000000), 1, 1, 0},
    {"v3", 3, 0, 1, 1, 0x12345678, 1, 1, 0},
    {"last blob record wins", 3, 0, 1, 1, 0x12345678, 4, 1, 0},
    {"2-module v4 table, 1 module", 4, 0, 2, 1, 5, 1, 1, BCQ_E_STALE},
    {"2-module v3 table, 1 module", 3, 0, 2, 1, 0x42, 1, 1, BCQ_E_STALE},
    {"1-module table, 2 modules", 3, 0, 1, 2, 5, 1, 1, BCQ_E_STALE},
    {"version 4 on v3 data", 3, 4, 1, 1, 5, 1, 1, BAD},
    {"40-byte blob", 3, 0, 1, 1, 5, 3, 1, BAD},
    {"empty blob", 3, 0, 1, 1, 5, 2, 1, BCQ_E_NOT_FOUND},
    {"no blob record", 3, 0, 1, 1, 5, 0, 1, BCQ_E_NOT_FOUND},
    {"no STRTAB", 3, 0, 1, 1, 5, 1, 0, BCQ_E_NOT_FOUND},
    {"STRTAB only before", 3, 0, 1, 1, 5, 1, -1, BCQ_E_NOT_FOUND}};
#define NBUILT ((int)(sizeof specs / sizeof *specs))

/* A block holding records [1, blob] (abbreviated: Literal 1, Blob). */
static void blob_block(bw *w, unsigned id, int nblobs, const void *const *p,
                       const size_t *n)
{
    static const bw_op ab_blob[] = {{BW_LIT, 1}, {BW_BLOB, 0}};
    bw_enter(w, 2, id, 3);
    if (nblobs)
        bw_define_abbrev(w, 3, 2, ab_blob);
    for (int k = 0; k < nblobs; k++) {
        bw_fixed(w, 3, 4);
        bw_blob(w, p[k], n[k]);
    }
    bw_end(w, 3);
}

START_TEST(built_tables)
{
    const struct spec *sp = &specs[_i];
    uint8_t tb[256], junk[40];
    size_t n = make_table(tb, sp->version, sp->tmods, sp->csize);
    memset(junk, 0xEE, sizeof junk);
    if (sp->patch_version)
        put32(tb, sp->patch_version);
    const void *str = tb_str, *blobs[2] = {junk, tb};
    size_t strn = sizeof tb_str - 1, lens[2] = {sp->blob == 2 ? 0 : 40, n};
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    if (sp->strtab < 0)
        blob_block(&w, 23, 1, &str, &strn);
    for (unsigned k = 0; k < sp->fmods; k++) {
        uint64_t v = 2;
        bw_enter(&w, 2, 8, 3);
        bw_unabbrev(&w, 3, 1, 1, &v);
        bw_end(&w, 3);
    }
    uint64_t at = bw_bitpos(&w);
    int first = sp->blob == 1 ? 1 : 0, count = sp->blob == 4 ? 2 : !!sp->blob;
    blob_block(&w, 25, count, blobs + first, lens + first);
    if (sp->strtab > 0)
        blob_block(&w, 23, 1, &str, &strn);
    size_t size = bw_size(&w);
    uint8_t *data = bw_dup(&w, size);
    bw_free(&w);
    bcq_file *f;
    bcq_error e;
    bcq_symtab st;
    ck_assert_int_eq(bcq_open_mem(data, size, 0, &f, &e), 0);
    int rc = bcq_symtab_get(f, &st, &e);
    ck_assert_msg(rc == sp->code, "%s: %s (%s)", sp->what,
                  bcq_status_name(rc), e.message);
    if (rc)
        ck_assert_int_eq(e.code, rc);
    if (sp->patch_version) { /* at the uncommons Range */
        ck_assert_uint_eq(e.bit_offset, (size_t)(st.blob.ptr - data + 36) * 8);
        ck_assert(e.block_id == 25 && e.block_bit_offset == at);
    } else if (rc == BCQ_E_BAD_RECORD) { /* a short blob: its first byte */
        ck_assert_uint_eq(e.bit_offset, (size_t)(st.blob.ptr - data) * 8);
        ck_assert(e.block_id == 25 && e.block_bit_offset == at);
    } else if (rc) /* at the SYMTAB block */
        ck_assert_uint_eq(e.bit_offset, at);
    if (rc == 0 || rc == BCQ_E_STALE) { /* STALE: filled all the same */
        ck_assert(st.offset_bits == at && st.version == sp->version &&
                  st.blob.len == n && st.nmodules == sp->tmods &&
                  st.nuncommons == sp->tmods);
        ck_span(st.producer, "14.0.6");
        ck_span(st.triple, "t");
        ck_span(st.source_filename, "s.c");
        bcq_symtab_iter it = {0};
        bcq_symtab_symbol s;
        for (int k = 0; k < 2; k++) {
            ck_assert_int_eq(bcq_symtab_next(&st, &it, &s, NULL), 0);
            if (tu_span_is(s.name, "big")) {
                ck_assert_uint_eq(s.flags, G | C | UNC);
                ck_assert_uint_eq(s.module, sp->tmods - 1);
                ck_assert_uint_eq(s.common_size, sp->csize);
                ck_assert_uint_eq(s.common_align, 16);
                ck_span(s.section, ".sec");
            } else {
                ck_span(s.name, "t");
                ck_assert(s.flags == (G | U) && s.module == 0 &&
                          s.common_size == 0 && s.common_align == 0);
            }
        }
        ck_assert_int_eq(bcq_symtab_next(&st, &it, &s, NULL), BCQ_E_NOT_FOUND);
    }
    bcq_close(f);
    free(data);
}
END_TEST

Suite *make_symtab_suite(void)
{
    Suite *s = suite_create("symtab");
    TCase *t = tcase_create("fixtures");
    tcase_add_loop_test(t, matches_dump, 0, 8);
    tcase_add_loop_test(t, literals, 0, 12);
    tcase_add_loop_test(t, split_modules, 0, 2);
    tcase_add_loop_test(t, not_found_and_not_ir, 0, 2);
    tcase_add_test(t, accessors);
    suite_add_tcase(s, t);
    t = tcase_create("hostile");
    tcase_add_loop_test(t, mutated_o0, 0, NMUT);
    tcase_add_loop_test(t, built_tables, 0, NBUILT);
    suite_add_tcase(s, t);
    return s;
}
