/*
 * check_mangle.c - a global value as the linker sees it (lib/ir/mangle.c):
 * bcq_global_symbol_flags and bcq_global_symbol_name on the globals of
 * bcq_module_get.  Truth: tests/data/NAME.ll (linkages), NAME.nm (llvm-nm:
 * the names) and NAME.symtab / the SYMTAB blob (LLVM 14's irsymtab, built
 * with the same ModuleSymbolTable flags and Mangler names).  Hand-made
 * modules (data layout modes, alias chains): check_mangle_hand.c.
 */
#include "config.h"

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
    suite_add_tcase(s, t);
    return s;
}
