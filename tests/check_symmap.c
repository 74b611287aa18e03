/*
 * check_symmap.c - irsymtab symbol -> global value (lib/ir/symmap.c) and
 * one module's walk (bcq_symtab_module_iter, lib/ir/symtab.c).
 *
 * Truth: on every fixture whose file holds a SYMTAB, each symbol of module
 * m maps to the global value LLVM's ModuleSymbolTable puts at its position
 * (the module's functions, variables, aliases, ifuncs, each in value id
 * order: computed here the slow way from the kinds), whose name is the
 * symbol's IR name; the symbols past the global values have no IR name and
 * are module-asm symbols (link.bc's 8: the names of link.nm no global
 * has).  That no name was looked up is read from the module's lookup
 * counter and name index (namehash.c), both untouched.  Hostile tables
 * (o0.bc and link.bc with entries of the blob changed, a foreign table, a
 * module whose ids are not grouped) still answer right, by name, or say
 * BCQ_E_NOT_FOUND at the symbol's IRName.
 */
#include "config.h"

#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "internals.h"
#include "suites.h"
#include "testutil.h"

static void put32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}

static int same(bcq_span a, bcq_span b)
{
    return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, a.len) == 0);
}

/* Name lookups module m has made so far, and whether it built its index. */
static unsigned lookups(const bcq_file *f, size_t m)
{
    const bcq__modslot *s = &bcq__fs(f)->ir->mods[m];
    return atomic_load(&s->finds) + (atomic_load(&s->names) != NULL);
}

/* ModuleSymbolTable order of mod's global values: a malloc'ed array. */
static size_t *symtab_order(const bcq_module *mod)
{
    static const bcq_gv_kind kinds[] = {BCQ_GV_FUNCTION, BCQ_GV_VARIABLE,
                                        BCQ_GV_ALIAS, BCQ_GV_IFUNC};
    size_t *order = malloc((mod->nglobals + 1) * sizeof *order), k = 0;
    ck_assert_ptr_nonnull(order);
    for (size_t q = 0; q < 4; q++)
        for (size_t i = 0; i < mod->nglobals; i++)
            if (tu_global(mod, i)->kind == kinds[q])
                order[k++] = i;
    ck_assert_uint_eq(k, mod->nglobals);
    return order;
}

/* Every symbol of the table of fixture name (opened in mode), module by
 * module; the number of module-asm symbols, or BCQ_NONE for a file
 * without a SYMTAB. */
static size_t map_all(const char *name, int mode)
{
    bcq_file *f;
    void *keep;
    bcq_error e;
    ck_assert_int_eq(tu_open(name, mode, 0, &f, &keep, &e), 0);
    bcq_symtab st;
    int rc = bcq_symtab_get(f, &st, &e);
    if (rc == BCQ_E_NOT_FOUND) { /* multi, cat, nosym */
        bcq_close(f);
        free(keep);
        return BCQ_NONE;
    }
    ck_assert_msg(rc == 0, "%s: %s", name, e.message);
    size_t nasm = 0, seen = 0, named = 0, named_ids = 0;
    for (size_t m = 0; m < st.nmodules; m++) {
        const bcq_module *mod;
        ck_assert_int_eq(bcq_module_get(f, m, &mod, &e), 0);
        size_t *order = symtab_order(mod), b, end;
        ck_assert_int_eq(bcq_symtab_module(&st, m, &b, &end, NULL), 0);
        ck_assert_uint_ge(end - b, mod->nglobals);
        unsigned char *hit = calloc(mod->nglobals + 1, 1);
        bcq_symtab_iter it;
        bcq_symtab_symbol s;
        ck_assert_int_eq(bcq_symtab_module_iter(&st, m, &it), 0);
        size_t k = 0;
        while ((rc = bcq_symtab_next(&st, &it, &s, &e)) == 0) {
            ck_assert(s.module == m && s.index == b + k);
            size_t v = 12345;
            rc = bcq_symtab_global(f, &st, &s, &v, &e);
            ck_assert_msg(rc == 0, "%s: symbol %zu: %s", name, s.index,
                          e.message);
            ck_assert_int_eq(e.code, 0);
            /* the id the table alone gives: the same, or none for a
             * symbol without an IR name (asm, or an unnamed value at the
             * end of the module) */
            if (s.value_id != BCQ_NONE)
                ck_assert_msg(s.value_id == v, "%s: symbol %zu: %zu by "
                              "position, %zu by the module", name, s.index,
                              s.value_id, v);
            else
                ck_assert_uint_eq(s.ir_name.len, 0);
            named_ids += s.value_id != BCQ_NONE;
            named += s.ir_name.len != 0;
            if (k < mod->nglobals) {
                ck_assert_msg(v == order[k], "%s: symbol %zu -> %zu, not %zu",
                              name, s.index, v, order[k]);
                ck_assert(same(tu_global(mod, v)->name, s.ir_name));
                ck_assert(!hit[v]);
                hit[v] = 1;
            } else {
                ck_assert_uint_eq(v, BCQ_NONE);
                ck_assert_uint_eq(s.ir_name.len, 0);
                nasm++;
            }
            k++;
        }
        ck_assert_int_eq(rc, BCQ_END);
        ck_assert_uint_eq(k, end - b);
        seen += k;
        ck_assert_msg(lookups(f, m) == 0, "%s: module %zu looked names up",
                      name, m);
        free(hit);
        free(order);
    }
    ck_assert_uint_eq(seen, st.nsymbols);
    ck_assert_uint_ge(named_ids, named); /* every named symbol has its id */
    /* nothing but module records was read */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 0); /* FUNCTION_BLOCK */
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 15), 0); /* METADATA_BLOCK */
    bcq_close(f);
    free(keep);
    return nasm;
}

/* The fixtures (_i / 2), in both open modes: link.bc has 8 module-asm
 * symbols, no other has any; multi, cat and nosym have no SYMTAB. */
START_TEST(fixtures_map_by_position)
{
    const char *name = tu_ir_fixtures[_i / 2];
    size_t nasm = map_all(name, _i % 2);
    if (nasm != BCQ_NONE)
        ck_assert_uint_eq(nasm, strcmp(name, "link.bc") ? 0 : 8);
    else
        ck_assert(!strcmp(name, "multi.bc") || !strcmp(name, "cat.bc") ||
                  !strcmp(name, "nosym.bc"));
}
END_TEST

/* symmap.bc (src/symmap.ll): each symbol, in table order, with the value
 * id llvm-dis's symmap.ll gives its global value: the variables @0,
 * v_named, @1, v_ext are 0-3, the functions @4, f_named, f_decl, resolver
 * 4-7, the aliases @2, a_named 8-9, the ifuncs i_named, @3 10-11 (llvm-dis
 * numbers unnamed values its own way).  The names are symmap.symtab's:
 * LLVM's Mangler numbers the unnamed in ModuleSymbolTable order, so
 * __unnamed_1 is the first function.  The last two are the module asm's. */
START_TEST(unnamed_values_by_position)
{
    static const struct {
        const char *name;
        size_t value;
        bcq_gv_kind kind;
    } want[] = {
        {"__unnamed_1", 4, BCQ_GV_FUNCTION}, {"f_named", 5, BCQ_GV_FUNCTION},
        {"f_decl", 6, BCQ_GV_FUNCTION},      {"resolver", 7, BCQ_GV_FUNCTION},
        {"__unnamed_2", 0, BCQ_GV_VARIABLE}, {"v_named", 1, BCQ_GV_VARIABLE},
        {"__unnamed_3", 2, BCQ_GV_VARIABLE}, {"v_ext", 3, BCQ_GV_VARIABLE},
        {"__unnamed_4", 8, BCQ_GV_ALIAS},    {"a_named", 9, BCQ_GV_ALIAS},
        {"i_named", 10, BCQ_GV_IFUNC},       {"__unnamed_5", 11, BCQ_GV_IFUNC},
        {"asm_weak", BCQ_NONE, 0},           {"asm_def", BCQ_NONE, 0}};
    ck_assert_uint_eq(map_all("symmap.bc", _i), 2);
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("symmap.bc", _i, 0, &f, &keep, NULL), 0);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(f, &st, NULL), 0);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    ck_assert_uint_eq(mod->nglobals, 12);
    bcq_symtab_iter it;
    bcq_symtab_symbol s;
    ck_assert_int_eq(bcq_symtab_module_iter(&st, 0, &it), 0);
    size_t k = 0, v, unnamed = 0;
    while (bcq_symtab_next(&st, &it, &s, NULL) == 0) {
        ck_assert_uint_lt(k, TU_NOPS(want));
        ck_span(s.name, want[k].name);
        ck_assert_int_eq(bcq_symtab_global(f, &st, &s, &v, NULL), 0);
        ck_assert_uint_eq(v, want[k].value);
        /* by position alone: the same, but for the unnamed ifunc that
         * ends the module's values, which the table cannot tell from the
         * asm symbols after it */
        ck_assert_uint_eq(s.value_id, k == 11 ? BCQ_NONE : want[k].value);
        if (v != BCQ_NONE) {
            ck_assert_int_eq(tu_global(mod, v)->kind, want[k].kind);
            unnamed += s.ir_name.len == 0;
        }
        k++;
    }
    ck_assert_uint_eq(k, TU_NOPS(want));
    ck_assert_uint_eq(unnamed, 5);
    ck_assert_uint_eq(lookups(f, 0), 0);
    bcq_close(f);
    free(keep);
}
END_TEST

/* The clang 19 fixtures of tests/data/v19, when there are any. */
START_TEST(v19_fixtures_map_by_position)
{
    DIR *d = opendir(tu_fixture_path("v19"));
    if (!d)
        return; /* none committed yet */
    struct dirent *de;
    size_t files = 0;
    char name[300];
    while ((de = readdir(d)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n < 4 || n > 200 || strcmp(de->d_name + n - 3, ".bc"))
            continue;
        snprintf(name, sizeof name, "v19/%s", de->d_name);
        map_all(name, 1);
        files++;
    }
    closedir(d);
    ck_assert_uint_gt(files, 0);
}
END_TEST

/* One module's walk gives exactly the symbols the whole walk gives for it,
 * uncommon entries included (o0: symbols 19 and 20 have them; split: two
 * modules of 37 and 15). */
START_TEST(module_iter_matches_walk)
{
    static const char *const names[] = {"o0.bc", "split.bc", "link.bc",
                                        "coff.bc"};
    bcq_file *f;
    void *keep;
    bcq_error e;
    ck_assert_int_eq(tu_open(names[_i], 0, 0, &f, &keep, &e), 0);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(f, &st, &e), 0);
    bcq_symtab_symbol *all = calloc(st.nsymbols + 1, sizeof *all), s;
    bcq_symtab_iter it;
    memset(&it, 0, sizeof it);
    size_t n = 0;
    while (bcq_symtab_next(&st, &it, &all[n], NULL) == 0)
        n++;
    ck_assert_uint_eq(n, st.nsymbols);
    for (size_t m = 0; m < st.nmodules; m++) {
        size_t b, end, k;
        ck_assert_int_eq(bcq_symtab_module(&st, m, &b, &end, NULL), 0);
        ck_assert_int_eq(bcq_symtab_module_iter(&st, m, &it), 0);
        for (k = b; bcq_symtab_next(&st, &it, &s, &e) == 0; k++) {
            ck_assert_uint_lt(k, end);
            ck_assert(s.index == all[k].index && s.module == m &&
                      all[k].module == m && same(s.name, all[k].name) &&
                      same(s.ir_name, all[k].ir_name) &&
                      s.comdat == all[k].comdat && s.flags == all[k].flags &&
                      s.common_size == all[k].common_size &&
                      s.common_align == all[k].common_align &&
                      same(s.section, all[k].section) &&
                      same(s.coff_weak_fallback, all[k].coff_weak_fallback));
        }
        ck_assert_uint_eq(k, end);
        ck_assert_int_eq(e.code, 0); /* BCQ_END clears it */
        ck_assert_int_eq(bcq_symtab_next(&st, &it, &s, NULL), BCQ_END);
    }
    if (_i == 0) /* o0: the uncommon entries were met */
        ck_assert(all[19].section.len && all[20].common_size == 4);
    if (_i == 1) {
        ck_assert_int_eq(bcq_symtab_module_iter(&st, 1, &it), 0);
        ck_assert_int_eq(bcq_symtab_next(&st, &it, &s, NULL), 0);
        ck_assert(s.index == 37 && s.module == 1);
    }
    ck_assert_int_eq(bcq_symtab_module_iter(&st, st.nmodules, &it),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_symtab_module_iter(&st, 0, NULL), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_module_iter(NULL, 0, &it), BCQ_E_INVAL);
    free(all);
    bcq_close(f);
    free(keep);
}
END_TEST

/* ------------------------------------------------------------- hostile */

/* Fixture name with words of its SYMTAB blob changed (not checksummed: the
 * file still opens); *blob: the blob's byte offset in the returned copy. */
typedef struct patched {
    uint8_t *data;
    size_t size, blob;
    bcq_file *f;
    bcq_symtab st;
} patched;

static void patch_open(patched *p, const char *name,
                       void (*edit)(uint8_t *blob, const bcq_symtab *st))
{
    p->data = tu_read_fixture(name, &p->size);
    ck_assert_int_eq(bcq_open_mem(p->data, p->size, NULL, &p->f, NULL), 0);
    ck_assert_int_eq(bcq_symtab_get(p->f, &p->st, NULL), 0);
    p->blob = (size_t)(p->st.blob.ptr - p->data);
    bcq_close(p->f);
    edit(p->data + p->blob, &p->st);
    bcq_error e;
    ck_assert_int_eq(bcq_open_mem(p->data, p->size, NULL, &p->f, &e), 0);
    ck_assert_int_eq(bcq_symtab_get(p->f, &p->st, &e), 0);
}

static void patch_close(patched *p)
{
    bcq_close(p->f);
    free(p->data);
}

/* Symbol i of the table (read with the whole walk). */
static bcq_symtab_symbol sym_at(const bcq_symtab *st, size_t i)
{
    bcq_symtab_iter it;
    bcq_symtab_symbol s;
    memset(&it, 0, sizeof it);
    do
        ck_assert_int_eq(bcq_symtab_next(st, &it, &s, NULL), 0);
    while (s.index != i);
    return s;
}

/* o0's blob: 27 symbols of 24 bytes from byte 88 (check_symtab_hostile.c
 * asserts the layout), {Name, IRName, Comdat, Flags}. */
#define O0_SYM(i) (88u + 24u * (i))

static void swap_0_1(uint8_t *b, const bcq_symtab *st)
{
    (void)st;
    uint8_t t[24];
    memcpy(t, b + O0_SYM(0), 24);
    memcpy(b + O0_SYM(0), b + O0_SYM(1), 24);
    memcpy(b + O0_SYM(1), t, 24);
}

/* Symbols 0 and 1 swapped: the table no longer lines up with the module;
 * both are found by name, the others still by position. */
START_TEST(swapped_symbols_found_by_name)
{
    patched p;
    patch_open(&p, "o0.bc", swap_0_1);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(p.f, 0, &mod, NULL), 0);
    size_t *order = symtab_order(mod);
    bcq_symtab_iter it;
    bcq_symtab_symbol s;
    bcq_error e;
    ck_assert_int_eq(bcq_symtab_module_iter(&p.st, 0, &it), 0);
    size_t k = 0, v;
    while (bcq_symtab_next(&p.st, &it, &s, NULL) == 0) {
        ck_assert_int_eq(bcq_symtab_global(p.f, &p.st, &s, &v, &e), 0);
        ck_assert(same(tu_global(mod, v)->name, s.ir_name));
        size_t want = k < 2 ? order[1 - k] : order[k];
        ck_assert_uint_eq(v, want);
        if (k == 0)
            ck_assert_uint_eq(lookups(p.f, 0), 1); /* symbol 0: by name */
        if (k == 1)
            ck_assert_uint_eq(lookups(p.f, 0), 3); /* 2nd: builds the index */
        k++;
    }
    ck_assert_uint_eq(lookups(p.f, 0), 3); /* the rest by position */
    ck_assert_uint_eq(k, 27);
    free(order);
    patch_close(&p);
}
END_TEST

/* Symbol 3's IR name := the producer string (header bytes 4..11), which
 * no global has; symbol 0's IR name emptied, where a named function
 * stands: both BCQ_E_NOT_FOUND at the symbol's IRName. */
static void foreign_names(uint8_t *b, const bcq_symtab *st)
{
    (void)st;
    memcpy(b + O0_SYM(3) + 8, b + 4, 8);
    put32(b + O0_SYM(0) + 12, 0);
}

START_TEST(foreign_names_not_found)
{
    patched p;
    patch_open(&p, "o0.bc", foreign_names);
    static const size_t which[] = {3, 0};
    for (int k = 0; k < 2; k++) {
        bcq_symtab_symbol s = sym_at(&p.st, which[k]);
        ck_span(s.ir_name, k == 0 ? "14.0.6" : "");
        bcq_error e;
        size_t v = 777;
        ck_assert_int_eq(bcq_symtab_global(p.f, &p.st, &s, &v, &e),
                         BCQ_E_NOT_FOUND);
        ck_assert_int_eq(e.code, BCQ_E_NOT_FOUND);
        ck_assert_uint_eq(v, 777);
        ck_assert_uint_eq(e.bit, (p.blob + O0_SYM(which[k]) + 8) * 8);
        ck_assert(e.block_id == TU_SYMTAB_BLOCK_ID && e.block_bit == p.st.bit);
    }
    /* the symbols around them are unaffected */
    bcq_symtab_symbol s = sym_at(&p.st, 4);
    size_t v;
    ck_assert_int_eq(bcq_symtab_global(p.f, &p.st, &s, &v, NULL), 0);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(p.f, 0, &mod, NULL), 0);
    ck_assert(same(tu_global(mod, v)->name, s.ir_name));
    patch_close(&p);
}
END_TEST

/* link.bc: its first asm symbol (its 8 asm symbols end the table) given
 * the IR name of symbol 0: found by name; the other asm symbols stay
 * BCQ_NONE. */
static void asm_named(uint8_t *b, const bcq_symtab *st)
{
    size_t first_asm = st->nsymbols - 8;
    memcpy(b + st->symbols_off + 24 * first_asm + 8, b + st->symbols_off + 8,
           8);
}

START_TEST(asm_symbol_with_ir_name)
{
    patched p;
    patch_open(&p, "link.bc", asm_named);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(p.f, 0, &mod, NULL), 0);
    size_t link_first_asm = mod->nglobals;
    ck_assert_uint_eq(p.st.nsymbols, link_first_asm + 8);
    bcq_symtab_symbol s0 = sym_at(&p.st, 0),
                      sa = sym_at(&p.st, link_first_asm),
                      sb = sym_at(&p.st, link_first_asm + 1);
    size_t v0, va, vb;
    ck_assert_int_eq(bcq_symtab_global(p.f, &p.st, &s0, &v0, NULL), 0);
    ck_assert_int_eq(bcq_symtab_global(p.f, &p.st, &sa, &va, NULL), 0);
    ck_assert_int_eq(bcq_symtab_global(p.f, &p.st, &sb, &vb, NULL), 0);
    ck_assert(va == v0 && va != BCQ_NONE && vb == BCQ_NONE);
    ck_assert_uint_eq(lookups(p.f, 0), 1);
    patch_close(&p);
}
END_TEST

/* o0.bc's table asked about o2.bc's module (the same source at -O2, which
 * lost clamp and s_msg): a table that does not describe the file.  Every
 * answer names a global of that IR name, or is BCQ_E_NOT_FOUND; some are
 * each. */
START_TEST(foreign_table)
{
    bcq_file *fo, *fg;
    void *ko, *kg;
    ck_assert_int_eq(tu_open("o0.bc", _i, 0, &fo, &ko, NULL), 0);
    ck_assert_int_eq(tu_open("o2.bc", _i, 0, &fg, &kg, NULL), 0);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(fo, &st, NULL), 0);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(fg, 0, &mod, NULL), 0);
    bcq_symtab_iter it;
    bcq_symtab_symbol s;
    ck_assert_int_eq(bcq_symtab_module_iter(&st, 0, &it), 0);
    size_t found = 0, missing = 0, v;
    bcq_error e;
    while (bcq_symtab_next(&st, &it, &s, NULL) == 0) {
        int rc = bcq_symtab_global(fg, &st, &s, &v, &e);
        if (rc == 0) {
            ck_assert(same(tu_global(mod, v)->name, s.ir_name));
            found++;
        } else {
            ck_assert_int_eq(rc, BCQ_E_NOT_FOUND);
            ck_assert_int_eq(e.code, rc);
            missing++;
        }
    }
    ck_assert(found > 0 && missing > 0);
    /* split.bc's module 1 asked of o0.bc, which has one module */
    bcq_file *fs;
    void *ks;
    ck_assert_int_eq(tu_open("split.bc", _i, 0, &fs, &ks, NULL), 0);
    bcq_symtab ss;
    ck_assert_int_eq(bcq_symtab_get(fs, &ss, NULL), 0);
    s = sym_at(&ss, 40);
    ck_assert_uint_eq(s.module, 1);
    ck_assert_int_eq(bcq_symtab_global(fo, &ss, &s, &v, &e), BCQ_E_RANGE);
    ck_assert_int_eq(e.code, BCQ_E_RANGE);
    bcq_close(fs);
    free(ks);
    bcq_close(fo);
    bcq_close(fg);
    free(ko);
    free(kg);
}
END_TEST

/* A module whose value ids do not come grouped by kind (no LLVM writes
 * one; made here by clearing the decode's flag) is answered by name. */
START_TEST(ungrouped_module_by_name)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("o0.bc", 0, 0, &f, &keep, NULL), 0);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    ck_assert(((const bcq__module *)mod)->kinds_grouped);
    ((bcq__module *)mod)->kinds_grouped = 0;
    size_t *order = symtab_order(mod), k = 0, v;
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(f, &st, NULL), 0);
    bcq_symtab_iter it;
    bcq_symtab_symbol s;
    ck_assert_int_eq(bcq_symtab_module_iter(&st, 0, &it), 0);
    while (bcq_symtab_next(&st, &it, &s, NULL) == 0) {
        ck_assert_int_eq(bcq_symtab_global(f, &st, &s, &v, NULL), 0);
        ck_assert_uint_eq(v, order[k++]);
    }
    ck_assert_uint_eq(lookups(f, 0), 3); /* a scan, a 2nd, the index */
    free(order);
    bcq_close(f);
    free(keep);
}
END_TEST

/* Arguments the call refuses, and a file that is not IR. */
START_TEST(arguments)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("o0.bc", 0, 0, &f, &keep, NULL), 0);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(f, &st, NULL), 0);
    bcq_symtab_symbol s = sym_at(&st, 5), t;
    size_t v = 99;
    bcq_error e;
    ck_assert_int_eq(bcq_symtab_global(NULL, &st, &s, &v, &e), BCQ_E_INVAL);
    ck_assert_int_eq(e.code, BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_global(f, NULL, &s, &v, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_global(f, &st, NULL, &v, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_symtab_global(f, &st, &s, NULL, &e), BCQ_E_INVAL);
    t = s;
    t.module = 1; /* not a module of the table */
    ck_assert_int_eq(bcq_symtab_global(f, &st, &t, &v, &e), BCQ_E_INVAL);
    t = s;
    t.index = st.nsymbols; /* not in module 0's range */
    ck_assert_int_eq(bcq_symtab_global(f, &st, &t, &v, &e), BCQ_E_INVAL);
    t = s;
    t.ir_name.ptr = NULL; /* a length without bytes */
    ck_assert_int_eq(bcq_symtab_global(f, &st, &t, &v, &e), BCQ_E_INVAL);
    bcq_symtab z;
    memset(&z, 0, sizeof z);
    ck_assert_int_eq(bcq_symtab_global(f, &z, &s, &v, &e), BCQ_E_INVAL);
    ck_assert_uint_eq(v, 99);
    ck_assert_int_eq(bcq_symtab_global(f, &st, &s, &v, NULL), 0);
    ck_assert_uint_ne(v, 99);
    /* o0's table and symbol, asked of a file that is not IR */
    bcq_file *fd;
    void *kd;
    ck_assert_int_eq(tu_open("diag.dia", 0, 0, &fd, &kd, NULL), 0);
    ck_assert_int_eq(bcq_symtab_global(fd, &st, &s, &v, &e), BCQ_E_NOT_IR);
    ck_assert_int_eq(e.code, BCQ_E_NOT_IR);
    bcq_close(fd);
    free(kd);
    bcq_close(f);
    free(keep);
}
END_TEST

Suite *make_symmap_suite(void)
{
    Suite *s = suite_create("symmap");
    TCase *t = tcase_create("symmap");
    tcase_add_loop_test(t, fixtures_map_by_position, 0,
                        2 * TU_N_IR_FIXTURES);
    tcase_add_test(t, v19_fixtures_map_by_position);
    tcase_add_loop_test(t, unnamed_values_by_position, 0, 2);
    tcase_add_loop_test(t, module_iter_matches_walk, 0, 4);
    tcase_add_test(t, swapped_symbols_found_by_name);
    tcase_add_test(t, foreign_names_not_found);
    tcase_add_test(t, asm_symbol_with_ir_name);
    tcase_add_loop_test(t, foreign_table, 0, 2);
    tcase_add_test(t, ungrouped_module_by_name);
    tcase_add_test(t, arguments);
    suite_add_tcase(s, t);
    return s;
}
