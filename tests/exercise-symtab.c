/*
 * exercise-symtab.c - the exerciser's walk of the SYMTAB: the table, its
 * modules, comdats, dependent libraries and every symbol.  See exercise.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise-impl.h"
#include "testutil.h" /* the LLVM numbers only */

/* -------------------------------------------------------------- symtab */

/* bcq_symtab_global on a symbol just read: its module's global value of
 * that IR name, or BCQ_NONE for a symbol without one; the module's errors
 * (RANGE for a stale table's extra module), NOT_FOUND. */
static void ex_check_global(ex *x, const bcq_file *f, const bcq_symtab *st,
                            const bcq_symtab_symbol *sym)
{
    size_t v = 12345;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_symtab_global(f, st, sym, &v, &e);
    ex_check_rc(x, "bcq_symtab_global", rc, M(BCQ_E_NOT_FOUND) | MGET_SET,
                &e);
    if (rc)
        return;
    ex_mix(x, v);
    if (v == BCQ_NONE) {
        REQUIRE(sym->ir_name.len == 0, "bcq_symtab_global: symbol %zu "
                                       "with an IR name is module asm",
                sym->index);
        return;
    }
    const bcq_module *mod;
    rc = bcq_module_get(f, sym->module, &mod, NULL);
    REQUIRE(rc == 0 && v < mod->nglobals,
            "bcq_symtab_global: symbol %zu -> value %zu (module %d)",
            sym->index, v, rc);
    bcq_span n = ex_gv_at(mod, v)->name;
    REQUIRE(n.len == sym->ir_name.len &&
                (n.len == 0 || memcmp(n.ptr, sym->ir_name.ptr, n.len) == 0),
            "bcq_symtab_global: symbol %zu -> value %zu of another name",
            sym->index, v);
}

/* One module's walk: that module's symbols, in order, then BCQ_END. */
static void ex_walk_module_symbols(ex *x, const bcq_symtab *st, size_t m,
                                   size_t b, size_t en)
{
    bcq_symtab_iter it;
    int rc = bcq_symtab_module_iter(st, m, &it);
    ex_check_code(x, "bcq_symtab_module_iter", rc, 0);
    size_t k = b;
    bcq_symtab_symbol sym;
    while (ex_more(x) &&
           ((rc = bcq_symtab_next(st, &it, &sym, NULL)) == 0 ||
            rc == BCQ_E_BAD_RECORD)) {
        REQUIRE(k < en && (rc || (sym.index == k && sym.module == m)),
                "bcq_symtab_module_iter(%zu): symbol %zu of [%zu, %zu)", m,
                k, b, en);
        k++;
        ex_spend(x, 1);
    }
    REQUIRE(rc == BCQ_END || !ex_more(x),
            "bcq_symtab_module_iter(%zu): walk ended with %d", m, rc);
    REQUIRE(rc != BCQ_END || k == en,
            "bcq_symtab_module_iter(%zu): %zu symbols of [%zu, %zu)", m,
            k - b, b, en);
}

void ex_walk_symtab(ex *x, const bcq_file *f)
{
    bcq_symtab st;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_symtab_get(f, &st, &e);
    ex_check_rc(x, "bcq_symtab_get", rc, SYMTAB_SET, &e);
    if (!bcq_file_is_ir(f))
        REQUIRE(rc == BCQ_E_NOT_IR, "bcq_symtab_get on a non-IR file: %d",
                rc);
    if (rc != 0 && rc != BCQ_E_STALE)
        return;
    REQUIRE(st.version == 3 || st.version == 4, "symtab version %u",
            st.version);
    ex_check_in(x, "symtab blob", st.blob);
    ex_check_in(x, "symtab strtab", st.strtab);
    ex_check_within(x, "symtab producer", st.producer, st.strtab);
    ex_check_within(x, "symtab triple", st.triple, st.strtab);
    ex_check_within(x, "symtab source_filename", st.source_filename, st.strtab);
    ex_check_within(x, "symtab coff_linker_opts", st.coff_linker_opts,
                    st.strtab);
    REQUIRE(st.bit < x->bits, "symtab at bit %llu",
            (unsigned long long)st.bit);
    size_t prev_end = 0;
    for (size_t i = 0; i < st.nmodules && ex_more(x); i++) {
        size_t b = 0, en = 0, u = 0;
        rc = bcq_symtab_module(&st, i, &b, &en, &u);
        ex_check_code(x, "bcq_symtab_module", rc, 0);
        REQUIRE(b == prev_end && b <= en && en <= st.nsymbols &&
                    u <= st.nuncommons,
                "symtab module %zu: [%zu, %zu) uncommon %zu", i, b, en, u);
        prev_end = en;
        ex_walk_module_symbols(x, &st, i, b, en);
    }
    size_t b, en, u;
    rc = bcq_symtab_module(&st, st.nmodules, &b, &en, &u);
    ex_check_code(x, "bcq_symtab_module(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_symtab_module(count): %d", rc);
    for (size_t i = 0; i < st.ncomdats && ex_more(x); i++) {
        bcq_span name;
        unsigned sel;
        rc = bcq_symtab_comdat(&st, i, &name, &sel);
        ex_check_code(x, "bcq_symtab_comdat", rc, 0);
        ex_check_within(x, "symtab comdat name", name, st.strtab);
    }
    bcq_span s;
    unsigned sel;
    rc = bcq_symtab_comdat(&st, st.ncomdats, &s, &sel);
    ex_check_code(x, "bcq_symtab_comdat(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_symtab_comdat(count): %d", rc);
    for (size_t i = 0; i < st.ndeplibs && ex_more(x); i++) {
        rc = bcq_symtab_deplib(&st, i, &s);
        ex_check_code(x, "bcq_symtab_deplib", rc, 0);
        ex_check_within(x, "symtab deplib", s, st.strtab);
    }
    rc = bcq_symtab_deplib(&st, st.ndeplibs, &s);
    ex_check_code(x, "bcq_symtab_deplib(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_symtab_deplib(count): %d", rc);

    bcq_symtab_iter it;
    memset(&it, 0, sizeof it);
    size_t i = 0;
    for (;; i++) {
        if (!ex_more(x))
            return;
        bcq_symtab_symbol sym;
        ex_poison(&e);
        rc = bcq_symtab_next(&st, &it, &sym, &e);
        if (rc == BCQ_END) {
            ex_end_of_iteration(x, "bcq_symtab_next", &e);
            REQUIRE(bcq_symtab_next(&st, &it, &sym, NULL) == BCQ_END,
                    "bcq_symtab_next after BCQ_END");
            break;
        }
        /* a damaged entry fails that symbol alone: the walk goes on */
        ex_check_rc(x, "bcq_symtab_next", rc, M(BCQ_E_BAD_RECORD), &e);
        if (rc == BCQ_E_BAD_RECORD) {
            REQUIRE(it.next == i + 1, "bcq_symtab_next: a damaged symbol %zu "
                                      "left the iterator at %zu",
                    i, it.next);
            continue;
        }
        if (rc)
            break;
        x->st->symbols++;
        REQUIRE(sym.index == i && i < st.nsymbols, "symtab symbol %zu says "
                                                   "index %zu of %zu",
                i, sym.index, st.nsymbols);
        REQUIRE(sym.module < st.nmodules, "symtab symbol %zu in module %zu "
                                          "of %zu",
                i, sym.module, st.nmodules);
        rc = bcq_symtab_module(&st, sym.module, &b, &en, &u);
        REQUIRE(rc == 0 && b <= i && i < en,
                "symtab symbol %zu in module %zu [%zu, %zu)", i, sym.module,
                b, en);
        REQUIRE(sym.comdat == -1 ||
                    (sym.comdat >= 0 && (size_t)sym.comdat < st.ncomdats),
                "symtab symbol %zu: comdat %d of %zu", i, (int)sym.comdat,
                st.ncomdats);
        ex_check_within(x, "symtab symbol name", sym.name, st.strtab);
        ex_check_within(x, "symtab symbol IR name", sym.ir_name, st.strtab);
        ex_check_within(x, "symtab weak fallback", sym.coff_weak_fallback,
                        st.strtab);
        ex_check_within(x, "symtab section", sym.section, st.strtab);
        ex_mix(x, sym.flags);
        ex_spend(x, 2);
        ex_check_global(x, f, &st, &sym);
    }
    REQUIRE(i == st.nsymbols, "bcq_symtab_next gave %zu symbols of %zu", i,
            st.nsymbols);
}

