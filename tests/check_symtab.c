/*
 * check_symtab.c - the irsymtab in the SYMTAB blob (lib/ir/symtab.c).
 *
 * Truth for the fixtures is tests/data/NAME.symtab (llvm-lto2 dump-symtab,
 * LLVM 14): each table is compared with it line by line (dump_cmp), and
 * chosen symbols again with literals copied from it.  The dump shows only
 * global, non-format-specific symbols and neither the USED nor the
 * UNNAMED_ADDR bit; where literals have those, the comment says why.
 * Hostile tables: check_symtab_hostile.c.
 */
#include "config.h"

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
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
    ck_assert_int_eq(bcq_symtab_next(&t.st, &it, &s, NULL), BCQ_END);
    ck_assert_int_eq(bcq_symtab_next(&t.st, &it, &s, NULL), BCQ_END);
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
    z = t.st; /* a caller-altered count is not believed: the iterator
                 reads through the handle's checked copy */
    z.nsymbols = t.st.blob.len;
    z.blob.len = SIZE_MAX;
    int rc;
    size_t got = 0;
    while ((rc = bcq_symtab_next(&z, &it, &s, NULL)) == 0)
        got++;
    ck_assert_int_eq(rc, BCQ_END);
    ck_assert_uint_eq(got, t.st.nsymbols);
    tab_close(&t);
}
END_TEST

/* bcq_symtab_read gives, batch after batch, what bcq_symtab_next gives
 * one by one: every fixture with a SYMTAB (17 of tests/data and those of
 * v19), batches of 1, 7 and 256, the whole table and each module's. */
static void read_equals_next(const char *name)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open(name, 0, 0, &f, &keep, NULL), 0);
    bcq_symtab st;
    if (bcq_symtab_get(f, &st, NULL) != 0) {
        bcq_close(f);
        free(keep);
        return;
    }
    static const size_t caps[] = {1, 7, 256};
    for (size_t c = 0; c < 3; c++)
        for (size_t m = 0; m <= st.nmodules; m++) {
            /* m == nmodules: the whole table */
            bcq_symtab_iter a = {0}, b = {0};
            if (m < st.nmodules) {
                ck_assert_int_eq(bcq_symtab_module_iter(&st, m, &a), 0);
                ck_assert_int_eq(bcq_symtab_module_iter(&st, m, &b), 0);
            }
            bcq_symtab_entry v[256];
            bcq_symtab_symbol s;
            size_t n, seen = 0;
            int rc;
            while ((rc = bcq_symtab_read(&st, &a, v, caps[c], &n, NULL)) ==
                   0) {
                ck_assert(n >= 1 && n <= caps[c]);
                for (size_t k = 0; k < n; k++, seen++) {
                    ck_assert_int_eq(bcq_symtab_next(&st, &b, &s, NULL), 0);
                    ck_assert_msg(v[k].name == s.name.ptr &&
                                      v[k].name_len == s.name.len &&
                                      v[k].flags == s.flags &&
                                      v[k].module == s.module &&
                                      v[k].comdat == s.comdat &&
                                      v[k].value_id == s.value_id &&
                                      v[k].common_size == s.common_size,
                                  "%s: symbol %zu differs", name, s.index);
                }
            }
            ck_assert_int_eq(rc, BCQ_END);
            ck_assert_uint_eq(n, 0);
            ck_assert_int_eq(bcq_symtab_next(&st, &b, &s, NULL), BCQ_END);
            size_t begin = 0, end = st.nsymbols;
            if (m < st.nmodules)
                bcq_symtab_module(&st, m, &begin, &end, NULL);
            ck_assert_uint_eq(seen, end - begin);
        }
    bcq_symtab_iter it = {0};
    bcq_symtab_entry v[4];
    size_t n = 9;
    ck_assert_int_eq(bcq_symtab_read(&st, &it, v, 0, &n, NULL), BCQ_E_INVAL);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(bcq_symtab_read(NULL, &it, v, 4, &n, NULL), BCQ_E_INVAL);
    bcq_close(f);
    free(keep);
}

START_TEST(read_batches)
{
    read_equals_next(tu_ir_fixtures[_i]);
}
END_TEST

START_TEST(read_batches_v19)
{
    static const char *const v19[] = {
        "v19/c-O2.bc", "v19/cxx-O2.bc", "v19/cxx-O0-g.bc",
        "v19/refs-cxx-shapes-thin.bc", "v19/refs-c-o2.bc"};
    read_equals_next(v19[_i]);
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
    tcase_add_loop_test(t, read_batches, 0, TU_N_IR_FIXTURES);
    tcase_add_loop_test(t, read_batches_v19, 0, 5);
    suite_add_tcase(s, t);
    return s;
}
