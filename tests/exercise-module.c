/*
 * exercise-module.c - the exerciser's walk of modules: facts, global
 * values, symbol names and flags, lookups by name, version 0/1 names, and
 * the laziness bcq.h promises for these queries.  See exercise.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise-impl.h"
#include "testutil.h" /* the LLVM numbers only */

/* ------------------------------------------------------------- modules */

static void check_module_facts(ex *x, const bcq_file *f, size_t m,
                               const bcq_module *mod)
{
    size_t n = bcq_block_count(f);
    bcq_block b;
    REQUIRE(mod->index == m, "module %zu says index %zu", m, mod->index);
    REQUIRE(mod->module_block < n, "module %zu: MODULE_BLOCK %zu of %zu", m,
            mod->module_block, n);
    bcq_block_at(f, mod->module_block, &b);
    REQUIRE(b.id == TU_MODULE_BLOCK_ID && b.depth == 0,
            "module %zu: its block %zu has id %u depth %u", m,
            mod->module_block, b.id, b.depth);
    uint64_t first = b.bit;
    if (mod->ident_block != BCQ_NONE) {
        REQUIRE(mod->ident_block < mod->module_block,
                "module %zu: IDENTIFICATION %zu after MODULE %zu", m,
                mod->ident_block, mod->module_block);
        bcq_block_at(f, mod->ident_block, &b);
        REQUIRE(b.id == TU_IDENTIFICATION_BLOCK_ID,
                "module %zu: IDENTIFICATION block has id %u", m,
                b.id);
        first = b.bit;
    }
    REQUIRE(mod->bit == first, "module %zu at bit %llu, its first "
                                       "block at %llu",
            m, (unsigned long long)mod->bit,
            (unsigned long long)first);
    if (mod->strtab_block != BCQ_NONE) {
        REQUIRE(mod->strtab_block < n, "module %zu: STRTAB block %zu", m,
                mod->strtab_block);
        bcq_block_at(f, mod->strtab_block, &b);
        REQUIRE(b.id == TU_STRTAB_BLOCK_ID,
                "module %zu: STRTAB block has id %u", m, b.id);
    }
    REQUIRE(mod->version <= 2, "module %zu: version %u", m, mod->version);
    ex_check_in(x, "module strtab", mod->strtab);
    ex_check_span(x, "producer", mod->producer);
    ex_check_span(x, "triple", mod->triple);
    ex_check_span(x, "datalayout", mod->datalayout);
    ex_check_span(x, "source_filename", mod->source_filename);
    ex_check_span(x, "inline_asm", mod->inline_asm);
    ex_mix(x, mod->version);
    ex_mix(x, mod->nglobals);
    REQUIRE(mod->nsections == 0 || mod->sections, "sections at NULL");
    REQUIRE(mod->ngc_names == 0 || mod->gc_names, "GC names at NULL");
    REQUIRE(mod->ndeplibs == 0 || mod->deplibs, "deplibs at NULL");
    REQUIRE(mod->ncomdats == 0 || mod->comdats, "comdats at NULL");
    bcq_global probe;
    REQUIRE(bcq_module_global(mod, mod->nglobals, &probe) == BCQ_E_RANGE,
            "bcq_module_global past the last global: not BCQ_E_RANGE");
    REQUIRE(bcq_module_global(mod, 0, NULL) == BCQ_E_INVAL,
            "bcq_module_global(NULL out): not BCQ_E_INVAL");
    REQUIRE(mod->nglobals <= x->bits, "%zu globals in %llu bits",
            mod->nglobals, (unsigned long long)x->bits);
    for (size_t i = 0; i < mod->nsections && ex_more(x); i++)
        ex_check_span(x, "section name", mod->sections[i]);
    for (size_t i = 0; i < mod->ngc_names && ex_more(x); i++)
        ex_check_span(x, "GC name", mod->gc_names[i]);
    for (size_t i = 0; i < mod->ndeplibs && ex_more(x); i++)
        ex_check_span(x, "deplib", mod->deplibs[i]);
    for (size_t i = 0; i < mod->ncomdats && ex_more(x); i++) {
        const bcq_comdat *c = &mod->comdats[i];
        if (mod->version >= 2)
            ex_check_within(x, "comdat name (STRTAB)", c->name, mod->strtab);
        else
            ex_check_span(x, "comdat name", c->name);
        REQUIRE(c->selection <= BCQ_COMDAT_SAME_SIZE,
                "comdat %zu: selection %u", i, c->selection);
        ex_spend(x, 1);
    }
}

/* Version 0/1 names: "v0/v1: from the module-level VALUE_SYMTAB" -- each
 * VST_ENTRY [valueid, namechar...] and FNENTRY [valueid, offset,
 * namechar...] of a VALUE_SYMTAB directly in the MODULE_BLOCK names a
 * global value (the last one wins).  Read them here with a reader and
 * compare. */
static void check_v1_names(ex *x, const bcq_file *f, const bcq_module *mod)
{
    if (mod->version >= 2 || mod->nglobals == 0 || !ex_more(x))
        return;
    size_t n = bcq_block_count(f);
    uint64_t *hash = calloc(mod->nglobals, sizeof *hash);
    size_t *len = calloc(mod->nglobals, sizeof *len);
    uint8_t *named = calloc(mod->nglobals, 1);
    if (!hash || !len || !named)
        goto out;
    bcq_block b;
    for (size_t i = mod->module_block + 1; i < n && ex_more(x); i++) {
        if (bcq_block_at(f, i, &b) != 0 || b.depth == 0)
            break;
        if (b.parent != mod->module_block ||
            b.id != TU_VALUE_SYMTAB_BLOCK_ID)
            continue;
        bcq_reader *r;
        if (bcq_reader_open(f, &b, &r, NULL) != 0)
            goto out;
        for (;;) {
            bcq_entry e;
            if (bcq_reader_next(r, &e, NULL) != 0) { /* then module_get
                                                        failed too */
                bcq_reader_close(r);
                goto out;
            }
            ex_spend(x, 1);
            if (e.kind == BCQ_ENTRY_END && e.depth == 0)
                break;
            if (e.kind != BCQ_ENTRY_RECORD || e.depth != 0)
                continue;
            const bcq_record *rec = &e.record;
            size_t first = rec->code == TU_VST_CODE_ENTRY     ? 1
                           : rec->code == TU_VST_CODE_FNENTRY ? 2
                                                              : 0;
            if (!first || rec->nops < first || rec->ops[0] >= mod->nglobals)
                continue;
            uint64_t h = 14695981039346656037u;
            for (size_t k = first; k < rec->nops; k++)
                h = (h ^ (rec->ops[k] & 0xff)) * 1099511628211u;
            size_t id = (size_t)rec->ops[0];
            hash[id] = h;
            len[id] = rec->nops - first;
            named[id] = 1;
            ex_spend(x, rec->nops / 16);
        }
        bcq_reader_close(r);
    }
    for (size_t id = 0; id < mod->nglobals; id++) {
        if (!named[id])
            continue;
        bcq_span s = ex_gv_at(mod, id)->name;
        uint64_t h = 14695981039346656037u;
        for (size_t k = 0; k < s.len; k++)
            h = (h ^ s.ptr[k]) * 1099511628211u;
        if (s.len != len[id] || h != hash[id]) {
            V("version-%u module: global %zu is named \"%.*s\", its "
              "VALUE_SYMTAB entry gives another %zu-byte name",
              mod->version, id, (int)(s.len > 64 ? 64 : s.len),
              (const char *)s.ptr, len[id]);
        }
    }
out:
    free(hash);
    free(len);
    free(named);
}

/* Every global value: its fields, flags, symbol name, and its lookups by
 * name.  fcount_rc/ndefs: what bcq_function_count said. */
static void check_globals(ex *x, const bcq_file *f, size_t m,
                          const bcq_module *mod, int fcount_rc)
{
    size_t ndefs = 0;
    char small[8];
    for (size_t i = 0; i < mod->nglobals && ex_more(x); i++) {
        bcq_global gcopy;
        REQUIRE(bcq_module_global(mod, i, &gcopy) == 0,
                "bcq_module_global(%zu) of %zu failed", i, mod->nglobals);
        const bcq_global *g = &gcopy;
        x->st->globals++;
        ex_spend(x, 4);
        REQUIRE(g->value_id == i, "global %zu has value id %zu", i,
                g->value_id);
        REQUIRE(g->kind <= BCQ_GV_IFUNC, "global %zu: kind %d", i,
                (int)g->kind);
        REQUIRE(bcq_linkage_name(g->linkage) != NULL,
                "global %zu: linkage %u has no name", i, g->linkage);
        REQUIRE(g->visibility <= 2 && g->dll_storage <= 2 && g->tls <= 4 &&
                    g->unnamed_addr <= 2,
                "global %zu: visibility %u dll %u tls %u unnamed_addr %u", i,
                g->visibility, g->dll_storage, g->tls, g->unnamed_addr);
        REQUIRE(g->comdat == BCQ_NONE || g->comdat < mod->ncomdats,
                "global %zu: comdat %zu of %zu", i, g->comdat, mod->ncomdats);
        REQUIRE(!g->is_declaration || g->kind == BCQ_GV_VARIABLE ||
                    g->kind == BCQ_GV_FUNCTION,
                "global %zu: a declared alias or ifunc", i);
        REQUIRE(g->record_bit >= mod->bit &&
                    g->record_bit < x->send,
                "global %zu: record at bit %llu", i,
                (unsigned long long)g->record_bit);
        if (mod->version >= 2)
            ex_check_within(x, "global name (STRTAB)", g->name, mod->strtab);
        else
            ex_check_span(x, "global name", g->name);
        ex_check_span(x, "global section", g->section);
        ex_check_span(x, "global gc", g->gc);
        ex_check_span(x, "global partition", g->partition);
        if (g->kind == BCQ_GV_FUNCTION && !g->is_declaration)
            ndefs++;
        ex_mix(x, g->kind | (uint64_t)g->linkage << 8);

        unsigned fl = bcq_global_symbol_flags(mod, i);
        REQUIRE((fl & ~0x1ffu) == 0, "global %zu: symbol flags %#x", i, fl);
        ex_mix(x, fl);
        ex_spend(x, g->kind == BCQ_GV_ALIAS ? mod->nglobals / 64 : 0);

        /* symbol name: RANGE first when it does not fit, then in full */
        size_t len = 0, len2 = 0;
        ex_spend(x, 1 + (mod->datalayout.len + g->name.len) / 32 +
                        (g->name.len ? 0 : mod->nglobals / 32));
        int rc = bcq_global_symbol_name(mod, i, NULL, 0, &len);
        ex_check_code(x, "bcq_global_symbol_name(cap 0)", rc, M(BCQ_E_RANGE));
        REQUIRE(rc == BCQ_E_RANGE, "bcq_global_symbol_name(cap 0): %d", rc);
        REQUIRE(len <= g->name.len + 64, "global %zu: a %zu-byte symbol name "
                                         "for a %zu-byte name",
                i, len, g->name.len);
        memset(small, 'x', sizeof small);
        rc = bcq_global_symbol_name(mod, i, small, sizeof small, &len2);
        ex_check_code(x, "bcq_global_symbol_name(small)", rc,
                      M(BCQ_E_RANGE) | M(BCQ_E_UNSUPPORTED));
        REQUIRE(len2 == len, "symbol name length %zu, then %zu", len, len2);
        REQUIRE((rc == BCQ_E_RANGE) == (len >= sizeof small),
                "bcq_global_symbol_name: %s for %zu bytes in %zu",
                bcq_status_name(rc), len, sizeof small);
        /* (the name itself may hold NUL bytes) */
        REQUIRE(small[len < sizeof small ? len : sizeof small - 1] == 0,
                "bcq_global_symbol_name(small): not NUL-terminated where "
                "expected");
        char *buf = malloc(len + 1);
        if (buf) {
            rc = bcq_global_symbol_name(mod, i, buf, len + 1, &len2);
            ex_check_code(x, "bcq_global_symbol_name", rc,
                          M(BCQ_E_UNSUPPORTED));
            REQUIRE(len2 == len && buf[len] == 0,
                    "bcq_global_symbol_name: length %zu then %zu", len, len2);
            ex_mix_bytes(x, buf, len);
            free(buf);
        }

        /* lookups by name */
        bcq_error e;
        size_t id = BCQ_NONE;
        ex_poison(&e);
        rc = bcq_global_find(f, m, (const char *)g->name.ptr, g->name.len, &id,
                             &e);
        ex_check_rc(x, "bcq_global_find", rc, M(BCQ_E_NOT_FOUND), &e);
        if (g->name.len) {
            REQUIRE(rc == 0, "bcq_global_find: global %zu not found by its "
                             "name",
                    i);
            REQUIRE(id <= i && ex_gv_at(mod, id)->name.len == g->name.len &&
                        memcmp(ex_gv_at(mod, id)->name.ptr, g->name.ptr,
                               g->name.len) == 0,
                    "bcq_global_find(name of %zu) = %zu", i, id);
        }
        bcq_function fn;
        ex_poison(&e);
        rc = bcq_function_find(f, m, (const char *)g->name.ptr, g->name.len,
                               &fn, &e);
        ex_check_rc(x, "bcq_function_find", rc,
                    M(BCQ_E_NOT_FOUND) | M(BCQ_E_NO_BODY) | FCOUNT_SET, &e);
        if (g->name.len && fcount_rc == 0) {
            const bcq_global *h = ex_gv_at(mod, id);
            int want = h->kind != BCQ_GV_FUNCTION ? BCQ_E_NOT_FOUND
                       : h->is_declaration        ? BCQ_E_NO_BODY
                                                  : 0;
            /* a definition whose FNENTRY names no FUNCTION_BLOCK header:
             * that lookup alone fails, the same whichever way */
            if (want == 0 && rc == BCQ_E_BAD_RECORD)
                want = bcq_function_by_value(f, m, id, &fn, NULL);
            REQUIRE(rc == want, "bcq_function_find(name of %zu): %s, want %s",
                    i, bcq_status_name(rc), bcq_status_name(want));
            if (rc == 0)
                REQUIRE(fn.value_id == id &&
                            fn.global.record_bit == h->record_bit,
                        "bcq_function_find(name of %zu): value %zu, want %zu",
                        i, fn.value_id, id);
        }
        ex_poison(&e);
        rc = bcq_function_by_value(f, m, i, &fn, &e);
        ex_check_rc(x, "bcq_function_by_value", rc,
                    M(BCQ_E_NOT_FOUND) | M(BCQ_E_NO_BODY) | FCOUNT_SET, &e);
        if (fcount_rc == 0) {
            int want = g->kind != BCQ_GV_FUNCTION ? BCQ_E_NOT_FOUND
                       : g->is_declaration        ? BCQ_E_NO_BODY
                                                  : 0;
            if (want == 0 && rc == BCQ_E_BAD_RECORD) /* as above */
                want = bcq_function_by_value(f, m, i, &fn, NULL);
            REQUIRE(rc == want, "bcq_function_by_value(%zu): %s, want %s", i,
                    bcq_status_name(rc), bcq_status_name(want));
            if (rc == 0)
                REQUIRE(fn.value_id == i &&
                            fn.global.record_bit == g->record_bit &&
                            fn.module == m,
                        "bcq_function_by_value(%zu) gave value %zu", i,
                        fn.value_id);
        } else {
            REQUIRE(rc != 0, "bcq_function_by_value succeeded where "
                             "bcq_function_count failed");
        }
    }
    if (fcount_rc == 0 && !x->st->budget_hit) {
        size_t count = 0;
        bcq_function_count(f, m, &count, NULL);
        REQUIRE(count == ndefs, "module %zu: %zu functions counted, %zu "
                                "defined FUNCTION records",
                m, count, ndefs);
    }
}

/* One function's body: raw records, then the instruction view, which must
 * see the same records when both get to the END. */
void ex_walk_modules(ex *x, const bcq_file *f)
{
    bcq_error e;
    size_t n = 99;
    ex_poison(&e);
    int rc = bcq_module_count(f, &n, &e);
    ex_check_rc(x, "bcq_module_count", rc, MCOUNT_SET, &e);
    REQUIRE(bcq_file_is_ir(f) || rc == BCQ_E_NOT_IR,
            "bcq_module_count on a non-IR file: %d", rc);
    size_t again = 0;
    REQUIRE(bcq_module_count(f, &again, NULL) == rc,
            "bcq_module_count with a NULL err: another status");
    if (rc)
        return;
    REQUIRE(again == n && n <= bcq_block_count(f),
            "%zu modules, then %zu; %zu blocks", n, again,
            bcq_block_count(f));
    for (size_t m = 0; m < n && ex_more(x); m++) {
        const bcq_module *mod = NULL;
        ex_poison(&e);
        rc = bcq_module_get(f, m, &mod, &e);
        ex_check_rc(x, "bcq_module_get", rc, MGET_SET & ~M(BCQ_E_RANGE), &e);
        if (rc) {
            /* "a failed decode is retried by the next call" */
            ex_poison(&e);
            int rc2 = bcq_module_get(f, m, &mod, &e);
            ex_check_rc(x, "bcq_module_get again", rc2, MGET_SET, &e);
            REQUIRE(rc2 == rc, "bcq_module_get: %s, then %s",
                    bcq_status_name(rc), bcq_status_name(rc2));
            size_t cnt;
            ex_poison(&e);
            rc2 = bcq_function_count(f, m, &cnt, &e);
            ex_check_rc(x, "bcq_function_count on a broken module", rc2,
                        FCOUNT_SET, &e);
            REQUIRE(rc2 != 0, "bcq_function_count succeeded on a module "
                              "bcq_module_get refuses");
            ex_walk_lite(x, f, m);
            continue;
        }
        const bcq_module *mod2 = NULL;
        rc = bcq_module_get(f, m, &mod2, NULL);
        REQUIRE(rc == 0 && mod2 == mod, "bcq_module_get: a second call gave "
                                        "%d, %p (first %p)",
                rc, (const void *)mod2, (const void *)mod);
        x->st->modules++;
        check_module_facts(x, f, m, mod);
        check_v1_names(x, f, mod);
        int fcount_rc = 0;
        ex_walk_functions(x, f, m, mod, &fcount_rc);
        check_globals(x, f, m, mod, fcount_rc);
        ex_walk_summary(x, f, m, mod);
        ex_walk_refs(x, f, m, mod);
        ex_walk_asm(x, f, m, mod);
    }
    const bcq_module *mod = NULL;
    ex_poison(&e);
    rc = bcq_module_get(f, n, &mod, &e);
    ex_check_rc(x, "bcq_module_get(count)", rc, M(BCQ_E_RANGE), &e);
    REQUIRE(rc == BCQ_E_RANGE, "bcq_module_get(count): %d", rc);
}

/* The laziness bcq.h promises, on a handle nothing has read from yet:
 * "Module facts are decoded from the MODULE_BLOCK's own records ... no
 * function body, METADATA or CONSTANTS block is read"; the SYMTAB is read
 * in place; "No function body is read to build the map" (of functions);
 * finding one hands out its extent without reading it. */
void ex_check_lazy_promises(ex *x, const bcq_file *f)
{
    size_t n = 0;
    if (bcq_module_count(f, &n, NULL) != 0)
        return;
    /* the SYMTAB: the top-level blocks that hold it, nothing inside a
     * MODULE_BLOCK */
    bcq_symtab st;
    bcq_symtab_get(f, &st, NULL);
    REQUIRE(bcq_stat_bodies_read(f, TU_MODULE_BLOCK_ID) == 0,
            "bcq_symtab_get read %llu MODULE_BLOCK bodies",
            (unsigned long long)bcq_stat_bodies_read(f, TU_MODULE_BLOCK_ID));
    char buf[64];
    size_t len;
    for (size_t m = 0; m < n && ex_more(x); m++) {
        const bcq_module *mod;
        if (bcq_module_get(f, m, &mod, NULL) != 0)
            continue;
        for (size_t i = 0; i < mod->nglobals && i < 256; i++) {
            bcq_global_symbol_flags(mod, i);
            bcq_global_symbol_name(mod, i, buf, sizeof buf,
                                   &len);
        }
        ex_spend(x, 16);
    }
    static const unsigned untouched[] = {
        TU_CONSTANTS_BLOCK_ID, TU_FUNCTION_BLOCK_ID, TU_METADATA_BLOCK_ID};
    for (size_t k = 0; k < 3; k++)
        REQUIRE(bcq_stat_bodies_read(f, untouched[k]) == 0,
                "modules, globals and SYMTAB read %llu bodies of block id %u",
                (unsigned long long)bcq_stat_bodies_read(f, untouched[k]),
                untouched[k]);
    for (size_t m = 0; m < n && ex_more(x); m++) {
        size_t cnt = 0;
        bcq_function fn;
        bcq_summary_info in; /* "no function body is decoded" */
        bcq_summary_info_get(f, m, &in, NULL);
        if (bcq_function_count(f, m, &cnt, NULL) == 0 && cnt > 0 &&
            bcq_function_at(f, m, cnt - 1, &fn, NULL) == 0) {
            const bcq_global *g = &fn.global;
            bcq_function_find(f, m, (const char *)g->name.ptr, g->name.len,
                              &fn, NULL);
        }
        ex_spend(x, 16);
    }
    REQUIRE(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID) == 0,
            "building the function map, finding a function and reading the "
            "summary read %llu function bodies",
            (unsigned long long)bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID));
}

