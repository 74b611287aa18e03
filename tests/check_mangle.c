/*
 * check_mangle.c - a global value as the linker sees it (lib/mangle.c):
 * bcq_global_symbol_flags and bcq_global_symbol_name on the globals of
 * bcq_module_get.  Truth: tests/data/NAME.ll (linkages), NAME.nm (llvm-nm:
 * the names) and NAME.symtab / the SYMTAB blob (LLVM 14's irsymtab, built
 * with the same ModuleSymbolTable flags and Mangler names).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

#define UND BCQ_SYM_UNDEFINED
#define GLO BCQ_SYM_GLOBAL
#define WEAK BCQ_SYM_WEAK
#define COM BCQ_SYM_COMMON
#define IND BCQ_SYM_INDIRECT
#define FS BCQ_SYM_FORMAT_SPECIFIC
#define HID BCQ_SYM_HIDDEN
#define CON BCQ_SYM_CONST
#define EXE BCQ_SYM_EXECUTABLE

typedef struct fx {
    bcq_file *f;
    void *keep;
    const bcq_module *m;
} fx;

static void fx_open(fx *x, const char *name, int mode, size_t module)
{
    bcq_error e;
    ck_assert_int_eq(tu_open(name, mode, 0, &x->f, &x->keep, &e), 0);
    int rc = bcq_module_get(x->f, module, &x->m, &e);
    ck_assert_msg(rc == 0, "%s: %s", name, e.message);
}

static void fx_close(fx *x)
{
    bcq_close(x->f);
    free(x->keep);
}

/* The global named `name` (as in the IR, "\1" included). */
static const bcq_global *find(const bcq_module *m, const char *name)
{
    for (size_t i = 0; i < m->nglobals; i++)
        if (tu_span_is(tu_global(m, i)->name, name))
            return tu_global(m, i);
    ck_abort_msg("no global %s", name);
    return NULL;
}

/* bcq_global_symbol_name of `name` must give rc and `want`. */
static void expect_name(const bcq_module *m, const char *name, int rc,
                        const char *want)
{
    char buf[256];
    size_t len = 12345;
    int got = bcq_global_symbol_name(m, find(m, name)->value_id, buf, sizeof buf, &len);
    ck_assert_msg(got == rc, "%s: rc %d, want %d", name, got, rc);
    ck_assert_str_eq(buf, want);
    ck_assert_uint_eq(len, strlen(want));
}

/* -------------------------------------------------------------- flags */

/* link.ll: one global per linkage and property; expected bits follow
 * ModuleSymbolTable::getSymbolFlags (the irsymtab bits in link.symtab). */
START_TEST(link_flags)
{
    static const struct { const char *name; unsigned flags; } t[] = {
        {"v_external", GLO},
        {"v_private", FS}, /* private */
        {".str", FS | CON},
        {"f_private", FS | EXE},
        {"a_private", FS | IND},
        {"v_internal", 0},
        {"v_const_internal", CON},
        {"f_internal", EXE},
        {"v_avail_ext", UND | GLO}, /* available_externally */
        {"f_avail_ext", UND | GLO | EXE},
        {"v_linkonce", GLO | WEAK},
        {"v_weak", GLO | WEAK},
        {"v_linkonce_odr", GLO | WEAK},
        {"v_weak_odr", GLO | WEAK},
        {"f_linkonce", GLO | WEAK | EXE},
        {"v_extern_weak", UND | GLO | WEAK},
        {"f_extern_weak", UND | GLO | WEAK | EXE},
        {"v_common", GLO | COM},
        {"t_common", GLO | COM},
        {"v_decl", UND | GLO},
        {"v_decl_hidden", UND | GLO}, /* hidden, not defined */
        {"v_decl_const", UND | GLO | CON},
        {"f_decl", UND | GLO | EXE},
        {"v_hidden", GLO | HID},
        {"f_hidden", GLO | HID | EXE},
        {"v_weak_hidden", GLO | WEAK | HID},
        {"lo_fn_in_comdat", GLO | WEAK | HID | EXE},
        {"v_protected", GLO},
        {"v_const", GLO | CON},
        {"v_lo_odr_ua", GLO | WEAK | CON},
        {"v_appending", GLO},
        {"llvm.used", GLO | FS},           /* "llvm." and llvm.metadata */
        {"llvm.global_ctors", GLO | FS},   /* "llvm." */
        {"llvm.trap", UND | GLO | FS | EXE},
        {"v_meta", GLO | FS},              /* section "llvm.metadata" */
        {"v_section", GLO},
        {"a_fn", GLO | IND | EXE},         /* alias to a function */
        {"a_var", GLO | IND},              /* alias to a variable */
        {"a_weak", GLO | WEAK | IND},
        {"a_internal", IND},
        {"a_hidden", GLO | HID | IND | EXE},
        {"a_weak_odr", GLO | WEAK | IND | EXE},
        {"a_gep", GLO | IND},              /* to a GEP of v_bss */
        {"a_to_alias", GLO | IND},         /* to a_var, to v_external */
        {"i_fn", GLO | EXE},               /* ifunc */
        {"i_internal", EXE},
        {"i_weak_hidden", GLO | WEAK | HID | EXE}};
    fx x;
    fx_open(&x, "link.bc", _i, 0);
    for (size_t k = 0; k < sizeof t / sizeof *t; k++) {
        unsigned got = bcq_global_symbol_flags(x.m, find(x.m, t[k].name)->value_id);
        ck_assert_msg(got == t[k].flags, "%s: %#x, want %#x", t[k].name, got,
                      t[k].flags);
    }
    ck_assert_uint_eq(bcq_global_symbol_flags(NULL, 0), 0);
    ck_assert_uint_eq(bcq_global_symbol_flags(x.m, x.m->nglobals), 0);
    fx_close(&x);
}
END_TEST

/* -------------------------------------------------- against the irsymtab */

/* Every irsymtab symbol that names a global: same flags (the bits both
 * have) and the same name; stdcall & co. give BCQ_E_UNSUPPORTED and the
 * irsymtab name is ours plus "@N". */
START_TEST(agrees_with_irsymtab)
{
    static const char *const files[] = {"o0.bc",  "link.bc",  "cxx.bc",
                                        "split.bc", "coff.bc", "coff32.bc",
                                        "macho.bc", "deplibs.bc"};
    static const struct { uint32_t ir; unsigned sym; } map[] = {
        {BCQ_IRSYM_UNDEFINED, UND},     {BCQ_IRSYM_GLOBAL, GLO},
        {BCQ_IRSYM_WEAK, WEAK},         {BCQ_IRSYM_COMMON, COM},
        {BCQ_IRSYM_INDIRECT, IND},      {BCQ_IRSYM_FORMAT_SPECIFIC, FS},
        {BCQ_IRSYM_EXECUTABLE, EXE}};
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open(files[_i], 0, 0, &f, &keep, NULL), 0);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(f, &st, NULL), 0);
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    size_t named = 0, unsupported = 0;
    while (bcq_symtab_next(&st, &it, &s, NULL) == 0) {
        if (s.ir_name.len == 0)
            continue; /* module asm */
        const bcq_module *m;
        ck_assert_int_eq(bcq_module_get(f, s.module, &m, NULL), 0);
        const bcq_global *g = NULL;
        for (size_t i = 0; i < m->nglobals && !g; i++)
            if (tu_global(m, i)->name.len == s.ir_name.len &&
                !memcmp(tu_global(m, i)->name.ptr, s.ir_name.ptr, s.ir_name.len))
                g = tu_global(m, i);
        ck_assert_msg(g != NULL, "%s: no global %.*s", files[_i],
                      (int)s.ir_name.len, (const char *)s.ir_name.ptr);
        unsigned fl = bcq_global_symbol_flags(m, g->value_id), want = 0;
        for (size_t k = 0; k < sizeof map / sizeof *map; k++)
            if (s.flags & map[k].ir)
                want |= map[k].sym;
        if ((s.flags & BCQ_IRSYM_VISIBILITY_MASK) == BCQ_VISIBILITY_HIDDEN &&
            (want & GLO) && !(want & UND))
            want |= HID;
        ck_assert_msg((fl & ~(unsigned)CON) == want, "%s %.*s: %#x, want %#x",
                      files[_i], (int)s.name.len, (const char *)s.name.ptr,
                      fl, want);
        char buf[256];
        size_t len;
        int rc = bcq_global_symbol_name(m, g->value_id, buf, sizeof buf, &len);
        ck_assert_uint_eq(len, strlen(buf));
        if (rc == BCQ_E_UNSUPPORTED) {
            unsupported++;
            ck_assert_uint_gt(s.name.len, len);
            ck_assert(!memcmp(s.name.ptr, buf, len) && s.name.ptr[len] == '@');
        } else {
            ck_assert_int_eq(rc, 0);
            ck_assert_msg(tu_span_is(s.name, buf), "%s: '%s' for '%.*s'",
                          files[_i], buf, (int)s.name.len,
                          (const char *)s.name.ptr);
        }
        named++;
    }
    /* the globals of all modules: o0 27, link 92, cxx 35, split 37 + 15,
     * coff 33, coff32 18, macho 19, deplibs 3 */
    static const size_t nglobals[] = {27, 92, 35, 52, 33, 18, 19, 3};
    ck_assert_uint_eq(named, nglobals[_i]);
    /* coff32.nm: 8 names with "@N": stdcall, fastcall, vectorcall */
    ck_assert_uint_eq(unsupported, _i == 5 ? 8 : 0);
    bcq_close(f);
    free(keep);
}
END_TEST

/* --------------------------------------------------------- against nm */

/* Each non-format-specific global's name is a name of NAME.nm ("ADDR L
 * name" or "  L name"); the rest of NAME.nm are the module-asm symbols of
 * the irsymtab (ir_name empty). */
START_TEST(names_in_nm)
{
    static const char *const files[] = {"link", "macho", "coff"};
    static const size_t asm_only[] = {8, 0, 0}; /* link.ll module asm */
    static const size_t lib[] = {82, 17, 31};   /* NAME.nm lines - asm */
    char path[64];
    snprintf(path, sizeof path, "%s.nm", files[_i]);
    char *text = tu_read_text(tu_fixture_path(path));
    char *names[128];
    size_t n = 0;
    for (char *l = strtok(text, "\n"); l; l = strtok(NULL, "\n")) {
        while (*l == '-' || *l == ' ')
            l++;
        ck_assert(l[0] && l[1] == ' ');
        ck_assert_uint_lt(n, 128);
        names[n++] = l + 2;
    }
    ck_assert_uint_eq(n, lib[_i] + asm_only[_i]);
    int used[128] = {0};
    fx x;
    snprintf(path, sizeof path, "%s.bc", files[_i]);
    fx_open(&x, path, 0, 0);
    size_t count = 0;
    for (size_t i = 0; i < x.m->nglobals; i++) {
        const bcq_global *g = tu_global(x.m, i);
        if (bcq_global_symbol_flags(x.m, g->value_id) & FS)
            continue;
        char buf[256];
        size_t len;
        ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, sizeof buf, &len),
                         0);
        size_t k = 0;
        while (k < n && (used[k] || strcmp(names[k], buf)))
            k++;
        ck_assert_msg(k < n, "%s: '%s' not in nm", files[_i], buf);
        used[k] = 1;
        count++;
    }
    ck_assert_uint_eq(count, lib[_i]);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(x.f, &st, NULL), 0);
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    while (bcq_symtab_next(&st, &it, &s, NULL) == 0) {
        if (s.ir_name.len)
            continue;
        size_t k = 0;
        while (k < n && (used[k] || !tu_span_is(s.name, names[k])))
            k++;
        ck_assert_msg(k < n, "asm %.*s not in nm", (int)s.name.len,
                      (const char *)s.name.ptr);
        used[k] = 1;
        count++;
    }
    ck_assert_uint_eq(count, n);
    fx_close(&x);
    free(text);
}
END_TEST

/* ----------------------------------------------------- target spellings */

/* macho.nm / macho.symtab: '_' in front, none for the "\1" asm labels,
 * "L_" for private. */
START_TEST(macho_names)
{
    fx x;
    fx_open(&x, "macho.bc", _i, 0);
    expect_name(x.m, "m_init", 0, "_m_init");
    expect_name(x.m, "macho_entry", 0, "_macho_entry");
    expect_name(x.m, "helper", 0, "_helper");      /* internal */
    expect_name(x.m, "m_weak_import", 0, "_m_weak_import");
    expect_name(x.m, "\001custom_label", 0, "custom_label");
    expect_name(x.m, "\001custom_ext", 0, "custom_ext");
    expect_name(x.m, ".str", 0, "L_.str");
    expect_name(x.m, ".str.1", 0, "L_.str.1");
    fx_close(&x);
}
END_TEST

/* coff.nm: "__imp_" for dllimport, no '_' on x86-64, ".L" private;
 * coff32.nm: '_' for C names, "@N" names unsupported, '?' and "\1" as is. */
START_TEST(coff_names)
{
    fx x;
    fx_open(&x, "coff.bc", _i, 0);
    expect_name(x.m, "f_import", 0, "__imp_f_import");
    expect_name(x.m, "v_import", 0, "__imp_v_import");
    expect_name(x.m, "v_export", 0, "v_export");
    expect_name(x.m, "f_target", 0, "f_target");
    expect_name(x.m, ".str", 0, ".L.str");
    fx_close(&x);
    fx_open(&x, "coff32.bc", _i, 0);
    expect_name(x.m, "f_cdecl", 0, "_f_cdecl");
    expect_name(x.m, "f_decl_cdecl", 0, "_f_decl_cdecl");
    expect_name(x.m, "user", 0, "_user");
    expect_name(x.m, "v_data", 0, "_v_data");
    expect_name(x.m, "v_static", 0, "_v_static");
    expect_name(x.m, "v_import", 0, "__imp__v_import");
    expect_name(x.m, "?f_cxx@@YAHH@Z", 0, "?f_cxx@@YAHH@Z");
    expect_name(x.m, "?v_cxx@@3HA", 0, "?v_cxx@@3HA");
    expect_name(x.m, "\001f_raw", 0, "f_raw");
    expect_name(x.m, "\001v_raw", 0, "v_raw");
    /* nm: _f_stdcall@8, @f_fastcall@8, f_vectorcall@@16, ... */
    const int UNS = BCQ_E_UNSUPPORTED;
    expect_name(x.m, "f_stdcall", UNS, "_f_stdcall");
    expect_name(x.m, "f_stdcall0", UNS, "_f_stdcall0");
    expect_name(x.m, "f_static_stdcall", UNS, "_f_static_stdcall");
    expect_name(x.m, "f_fastcall", UNS, "@f_fastcall");
    expect_name(x.m, "f_decl_fastcall", UNS, "@f_decl_fastcall");
    expect_name(x.m, "f_vectorcall", UNS, "f_vectorcall");
    expect_name(x.m, "f_import_stdcall", UNS, "__imp__f_import_stdcall");
    fx_close(&x);
}
END_TEST

/* ------------------------------------------------------ buffer contract */

START_TEST(small_buffers)
{
    fx x;
    fx_open(&x, "link.bc", 0, 0);
    const bcq_global *g = find(x.m, "v_external");
    char buf[16];
    size_t len = 0;
    memset(buf, 'Z', sizeof buf);
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 4, &len),
                     BCQ_E_RANGE);
    ck_assert_uint_eq(len, 10);
    ck_assert_str_eq(buf, "v_e");
    ck_assert_int_eq(buf[4], 'Z');
    len = 0;
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, NULL, 0, &len),
                     BCQ_E_RANGE);
    ck_assert_uint_eq(len, 10);
    memset(buf, 'Z', sizeof buf);
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 0, &len),
                     BCQ_E_RANGE);
    ck_assert_int_eq(buf[0], 'Z'); /* cap 0: nothing written */
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 10, &len),
                     BCQ_E_RANGE); /* no room for the NUL */
    ck_assert_str_eq(buf, "v_externa");
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 11, &len), 0);
    ck_assert_str_eq(buf, "v_external");
    ck_assert_uint_eq(len, 10);
    g = find(x.m, "v_private");
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 3, &len),
                     BCQ_E_RANGE);
    ck_assert_str_eq(buf, ".L");
    ck_assert_uint_eq(len, 11); /* ".Lv_private" */
    ck_assert_int_eq(bcq_global_symbol_name(NULL, g->value_id, buf, 16, &len),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_symbol_name(x.m, x.m->nglobals, buf, 16, &len),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 16, NULL),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, NULL, 16, &len),
                     BCQ_E_INVAL);
    fx_close(&x);
    /* truncated "\1" name; truncation is reported before UNSUPPORTED */
    fx_open(&x, "macho.bc", 0, 0);
    g = find(x.m, "\001custom_label");
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 5, &len),
                     BCQ_E_RANGE);
    ck_assert_str_eq(buf, "cust");
    ck_assert_uint_eq(len, 12);
    fx_close(&x);
    fx_open(&x, "coff32.bc", 0, 0);
    g = find(x.m, "f_stdcall");
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 4, &len),
                     BCQ_E_RANGE);
    ck_assert_str_eq(buf, "_f_");
    ck_assert_uint_eq(len, 10);
    /* with room, the missing suffix is reported */
    ck_assert_int_eq(bcq_global_symbol_name(x.m, g->value_id, buf, 11, &len),
                     BCQ_E_UNSUPPORTED);
    ck_assert_str_eq(buf, "_f_stdcall");
    fx_close(&x);
}
END_TEST

/* ------------------------------------------- hand-made modules (no file) */

/* What bcq_module_get does after decoding, for a hand-made module: pack
 * its bcq_global array (kept in hand_g, which the tests change between
 * queries) and resolve it.  HFLAGS and HNAME query global &g[i] after
 * packing the array as it stands. */
static bcq__module *hand_dm;
static const bcq_global *hand_g;

static void repack(void)
{
    bcq__module *dm = hand_dm;
    size_t n = dm->pub.nglobals;
    free(dm->gv);
    dm->gv = calloc(n ? n : 1, sizeof *dm->gv);
    ck_assert_ptr_nonnull(dm->gv);
    for (size_t i = 0; i < n; i++) {
        bcq_global g = hand_g[i];
        g.value_id = i;
        ck_assert_int_eq(bcq__gv_pack(&g, 0, 0, &dm->gv[i]), 0);
    }
    ck_assert_int_eq(bcq__module_resolve(dm, NULL), 0);
}

static void hand(bcq__module *dm, const bcq_global *g)
{
    hand_dm = dm;
    hand_g = g;
}

static void hand_free(bcq__module *dm)
{
    bcq__arena_free(&dm->arena);
    free(dm->gv);
    dm->gv = NULL;
}

#define HFLAGS(m, gp) (repack(), bcq_global_symbol_flags((m), (size_t)((gp)-hand_g)))
#define HNAME(m, gp, ...)                                                     \
    (repack(), bcq_global_symbol_name((m), (size_t)((gp)-hand_g), __VA_ARGS__))

#define sp tu_span

/* The "m:" mode of the data layout picks the prefixes (LLVM's
 * DataLayout::getGlobalPrefix / getPrivateGlobalPrefix); unnamed globals
 * are "__unnamed_N", N counting unnamed globals from 1. */
START_TEST(mangling_modes)
{
    static const struct { const char *dl, *priv, *ext, *anon; } t[] = {
        {"e-m:e-i64:64", ".Lp", "x", "__unnamed_2"},
        {"e-m:o-i64:64", "L_p", "_x", "___unnamed_2"},
        {"e-m:x-p:32:32", "L_p", "_x", "___unnamed_2"},
        {"e-m:w-i64:64", ".Lp", "x", "__unnamed_2"},
        {"E-m:m-p:32:32", "$p", "x", "__unnamed_2"},
        {"E-m:a-p:32:32", "L..p", "x", "__unnamed_2"},
        {"E-m:l-i64:64", "@p", "x", "__unnamed_2"},
        {"e-i64:64", "p", "x", "__unnamed_2"},
        {"m:o", "L_p", "_x", "___unnamed_2"}};
    bcq_global g[4];
    memset(g, 0, sizeof g);
    for (size_t i = 0; i < 4; i++)
        g[i].value_id = i;
    g[1].name = sp("p");
    g[1].linkage = BCQ_LINKAGE_PRIVATE;
    g[2].name = sp("x");
    /* g[0], g[3]: unnamed variables */
    bcq__module dm;
    memset(&dm, 0, sizeof dm);
    bcq_module *m = &dm.pub;
    hand(&dm, g);
    m->nglobals = 4;
    m->datalayout = sp(t[_i].dl);
    repack();
    char buf[64];
    size_t len;
    ck_assert_int_eq(HNAME(m, &g[1], buf, 64, &len), 0);
    ck_assert_str_eq(buf, t[_i].priv);
    ck_assert_int_eq(HNAME(m, &g[2], buf, 64, &len), 0);
    ck_assert_str_eq(buf, t[_i].ext);
    ck_assert_int_eq(HNAME(m, &g[3], buf, 64, &len), 0);
    ck_assert_str_eq(buf, t[_i].anon);
    ck_assert_int_eq(HNAME(m, &g[0], buf, 64, &len), 0);
    ck_assert_int_eq(buf[len - 1], '1');
    /* "\1" turns all of it off, the private prefix too */
    g[1].name = sp("\001raw");
    ck_assert_int_eq(HNAME(m, &g[1], buf, 64, &len), 0);
    ck_assert_str_eq(buf, "raw");
    hand_free(&dm);
}
END_TEST

/* Aliases are followed through aliases to the object; a loop, or an
 * aliasee that is not a global (a constant), is not executable. */
START_TEST(alias_chains)
{
    bcq_global g[5];
    memset(g, 0, sizeof g);
    g[0].kind = BCQ_GV_FUNCTION;
    g[0].name = sp("f");
    for (size_t i = 1; i < 5; i++) {
        g[i].kind = BCQ_GV_ALIAS;
        g[i].name = sp("a");
    }
    g[1].aliasee = 2; /* a1 -> a2 -> f */
    g[2].aliasee = 0;
    g[3].aliasee = 4; /* a3 <-> a4 */
    g[4].aliasee = 3;
    bcq__module dm;
    memset(&dm, 0, sizeof dm);
    bcq_module *m = &dm.pub;
    hand(&dm, g);
    m->nglobals = 4; /* a3's aliasee 4 is then past the globals */
    repack();
    ck_assert_uint_eq(HFLAGS(m, &g[1]), GLO | IND | EXE);
    ck_assert_uint_eq(HFLAGS(m, &g[3]), GLO | IND);
    m->nglobals = 5;
    repack();
    ck_assert_uint_eq(HFLAGS(m, &g[3]), GLO | IND);
    g[0].kind = BCQ_GV_IFUNC;
    ck_assert_uint_eq(HFLAGS(m, &g[1]), GLO | IND | EXE);
    g[0].kind = BCQ_GV_VARIABLE;
    ck_assert_uint_eq(HFLAGS(m, &g[1]), GLO | IND);
    /* an alias is named after the convention of the function it names
     * (LLVM's Mangler takes the aliasee object's calling convention) */
    char buf[16];
    size_t len;
    m->datalayout = sp("e-m:x-p:32:32");
    g[0].kind = BCQ_GV_FUNCTION;
    g[0].calling_conv = 65; /* x86_fastcallcc */
    ck_assert_int_eq(HNAME(m, &g[1], buf, 16, &len),
                     BCQ_E_UNSUPPORTED);
    ck_assert_str_eq(buf, "@a");
    g[0].calling_conv = 64; /* x86_stdcallcc */
    ck_assert_int_eq(HNAME(m, &g[1], buf, 16, &len),
                     BCQ_E_UNSUPPORTED);
    ck_assert_str_eq(buf, "_a");
    g[0].kind = BCQ_GV_VARIABLE;
    ck_assert_int_eq(HNAME(m, &g[1], buf, 16, &len), 0);
    ck_assert_str_eq(buf, "_a");
    /* hidden counts for defined, non-local globals only */
    g[0].visibility = BCQ_VISIBILITY_HIDDEN;
    ck_assert_uint_eq(HFLAGS(m, &g[0]), GLO | HID);
    g[0].linkage = BCQ_LINKAGE_INTERNAL;
    ck_assert_uint_eq(HFLAGS(m, &g[0]), 0);
    hand_free(&dm);
}
END_TEST

/* Rule: alias chains and unnamed numbers are resolved once per module, in
 * linear time: 200 000 aliases in one cycle and a chain of 100 000 to a
 * function (a file can hold that in a few hundred KB) answer at once, and
 * right: the cycle names no object, the chain ends at the function; the
 * unnamed are numbered functions first, then variables, then aliases. */
START_TEST(alias_chains_linear)
{
    enum { N = 300001 };
    bcq_global *g = calloc(N, sizeof *g);
    ck_assert_ptr_nonnull(g);
    for (size_t i = 0; i < N; i++) {
        g[i].value_id = i;
        g[i].kind = BCQ_GV_ALIAS;
        g[i].aliasee = i < 200000 ? (i + 1) % 200000 : i + 1;
    }
    g[N - 1].kind = BCQ_GV_FUNCTION; /* the end of the chain */
    g[5].kind = BCQ_GV_VARIABLE;     /* a variable: unnamed no. 2 */
    g[5].aliasee = 0;
    g[4].aliasee = 6; /* the cycle is now 6 .. 199999, 0 .. 4 -> 6 */
    bcq__module dm;
    memset(&dm, 0, sizeof dm);
    bcq_module *m = &dm.pub;
    hand(&dm, g);
    m->nglobals = N;
    repack();
    ck_assert_uint_eq(HFLAGS(m, &g[7]), GLO | IND);
    ck_assert_uint_eq(HFLAGS(m, &g[0]), GLO | IND);
    ck_assert_uint_eq(HFLAGS(m, &g[200000]),
                      GLO | IND | EXE);
    ck_assert_uint_eq(HFLAGS(m, &g[N - 2]), GLO | IND | EXE);
    char buf[32];
    size_t len;
    ck_assert_int_eq(HNAME(m, &g[N - 1], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_1");
    ck_assert_int_eq(HNAME(m, &g[5], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_2");
    ck_assert_int_eq(HNAME(m, &g[0], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_3");
    ck_assert_int_eq(HNAME(m, &g[N - 2], buf, 32, &len), 0);
    ck_assert_str_eq(buf, "__unnamed_300001");
    hand_free(&dm);
    free(g);
}
END_TEST

Suite *make_mangle_suite(void)
{
    Suite *s = suite_create("mangle");
    TCase *t = tcase_create("core");
    tcase_add_loop_test(t, link_flags, 0, 2);
    tcase_add_loop_test(t, agrees_with_irsymtab, 0, 8);
    tcase_add_loop_test(t, names_in_nm, 0, 3);
    tcase_add_loop_test(t, macho_names, 0, 2);
    tcase_add_loop_test(t, coff_names, 0, 2);
    tcase_add_test(t, small_buffers);
    tcase_add_loop_test(t, mangling_modes, 0, 9);
    tcase_add_test(t, alias_chains);
    tcase_add_test(t, alias_chains_linear);
    suite_add_tcase(s, t);
    return s;
}
