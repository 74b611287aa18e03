/*
 * exercise-refs.c - the exerciser's walk of a module's constants and of
 * the references of its global values (bcq_constant_get, bcq_refs_get
 * from the body), each answer held to bcq.h: documented codes, value ids
 * that name global values (references) or global values and constants
 * (constant operands), kinds that exist and fit the global value, a
 * sorted list without repeats, and the same answer -- the same arrays --
 * a second time; then the linker's facts of each global value
 * (bcq_global_keep, bcq_global_comdat, bcq_global_base,
 * bcq_function_empty, from the body): documented codes, flags that fit
 * the value, indices in range, the same answer a second time.  See
 * exercise.h.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "exercise-impl.h"
#include "testutil.h" /* the LLVM numbers only */

/* The module's constants, from the first id after the global values to
 * the first that is none (or the first error, which must then be the
 * answer again: a failed decode publishes nothing). */
static void walk_constants(ex *x, const bcq_file *f, size_t m,
                           const bcq_module *mod)
{
    bcq_error e;
    bcq_constant c;
    uint64_t id = mod->nglobals, n = 0;
    int rc;
    for (;; id++, n++) {
        if (!ex_more(x))
            return;
        ex_poison(&e);
        memset(&c, 0xA5, sizeof c);
        rc = bcq_constant_get(f, m, id, &c, &e);
        ex_check_rc(x, "bcq_constant_get", rc, CONST_SET, &e);
        if (rc)
            break;
        ex_spend(x, 1 + c.nops / 8);
        REQUIRE(c.value_id == id, "bcq_constant_get(%llu): value %llu",
                (unsigned long long)id, (unsigned long long)c.value_id);
        REQUIRE(c.kind >= BCQ_CONST_LEAF && c.kind <= BCQ_CONST_PTRAUTH,
                "constant %llu: kind %u", (unsigned long long)id, c.kind);
        REQUIRE(c.nops == 0 || c.ops, "constant %llu: %zu operands at NULL",
                (unsigned long long)id, c.nops);
        unsigned k = c.kind;
        REQUIRE((k == BCQ_CONST_LEAF) == (c.nops == 0) &&
                    (k != BCQ_CONST_BLOCKADDRESS || c.nops == 1) &&
                    (k != BCQ_CONST_DSO_LOCAL_EQUIVALENT || c.nops == 1) &&
                    (k != BCQ_CONST_NO_CFI || c.nops == 1) &&
                    (k != BCQ_CONST_PTRAUTH || c.nops == 4 || c.nops == 5),
                "constant %llu: kind %u with %zu operands",
                (unsigned long long)id, k, c.nops);
        REQUIRE(c.code != TU_CST_CODE_SETTYPE,
                "constant %llu is a SETTYPE", (unsigned long long)id);
        ex_check_name(x, "constant name", c.name);
        ex_mix(x, c.code);
        ex_mix(x, c.kind);
        ex_mix(x, c.extra);
        for (size_t i = 0; i < c.nops; i++)
            ex_mix(x, c.ops[i]);
        /* decoded once: the same operands, the same array */
        bcq_constant c2;
        REQUIRE(bcq_constant_get(f, m, id, &c2, NULL) == 0 &&
                    c2.ops == c.ops && c2.nops == c.nops && c2.code == c.code,
                "bcq_constant_get(%llu): another answer the second time",
                (unsigned long long)id);
    }
    if (rc != BCQ_E_NOT_FOUND) { /* the table failed: the same again */
        int rc2 = bcq_constant_get(f, m, mod->nglobals, &c, &e);
        ex_check_rc(x, "bcq_constant_get again", rc2, CONST_SET, &e);
        REQUIRE(rc2 == rc, "bcq_constant_get: %s, then %s",
                bcq_status_name(rc), bcq_status_name(rc2));
        return;
    }
    /* the operands name global values or the constants just seen */
    uint64_t end = mod->nglobals + n;
    for (id = mod->nglobals; id < end && ex_more(x); id++) {
        REQUIRE(bcq_constant_get(f, m, id, &c, NULL) == 0,
                "constant %llu: gone", (unsigned long long)id);
        for (size_t i = 0; i < c.nops; i++)
            REQUIRE(c.ops[i] < end, "constant %llu: operand %zu names %u, "
                                    "the module has %llu values",
                    (unsigned long long)id, i, c.ops[i],
                    (unsigned long long)end);
        ex_spend(x, 1 + c.nops / 8);
    }
    /* a global value is no constant */
    if (mod->nglobals) {
        ex_poison(&e);
        rc = bcq_constant_get(f, m, 0, &c, &e);
        ex_check_rc(x, "bcq_constant_get(global)", rc, CONST_SET, &e);
        REQUIRE(rc == BCQ_E_NOT_FOUND, "bcq_constant_get(0) of a module "
                                       "with global values: %s",
                bcq_status_name(rc));
    }
}

/* Which kinds a global value's references may have. */
static int kind_fits(const bcq_global *g, unsigned kind)
{
    switch (g->kind) {
    case BCQ_GV_VARIABLE:
        return kind == BCQ_REF_INITIALIZER && !g->is_declaration;
    case BCQ_GV_ALIAS:
        return kind == BCQ_REF_ALIASEE;
    case BCQ_GV_IFUNC:
        return kind == BCQ_REF_RESOLVER;
    default: /* functions; a declaration has no body */
        return kind == BCQ_REF_PERSONALITY || kind == BCQ_REF_PREFIX ||
               kind == BCQ_REF_PROLOGUE ||
               (!g->is_declaration &&
                (kind == BCQ_REF_CALL || kind == BCQ_REF_ADDRESS));
    }
}

static void walk_refs(ex *x, const bcq_file *f, size_t m,
                      const bcq_module *mod)
{
    bcq_error e;
    for (size_t i = 0; i < mod->nglobals && ex_more(x); i++) {
        bcq_global g;
        REQUIRE(bcq_module_global(mod, i, &g) == 0, "global %zu", i);
        /* what computing them decodes: a function's body */
        bcq_function fn;
        if (g.kind == BCQ_GV_FUNCTION && !g.is_declaration &&
            bcq_function_by_value(f, m, i, &fn, NULL) == 0)
            ex_spend(x, fn.block.words / 4);
        const bcq_ref *r = (const bcq_ref *)&e;
        size_t n = 99;
        ex_poison(&e);
        int rc = bcq_refs_get(f, m, i, BCQ_REFS_BODY, &r, &n, &e);
        ex_check_rc(x, "bcq_refs_get", rc, REFS_SET, &e);
        ex_spend(x, 1);
        if (rc) {
            /* nothing published: the same answer again */
            const bcq_ref *r2;
            size_t n2;
            bcq_error e2;
            ex_poison(&e2);
            int rc2 = bcq_refs_get(f, m, i, BCQ_REFS_BODY, &r2, &n2, &e2);
            ex_check_rc(x, "bcq_refs_get again", rc2, REFS_SET, &e2);
            REQUIRE(rc2 == rc, "bcq_refs_get(%zu): %s, then %s", i,
                    bcq_status_name(rc), bcq_status_name(rc2));
            continue;
        }
        REQUIRE(n == 0 || r != NULL, "bcq_refs_get(%zu): %zu at NULL", i, n);
        /* each value at most once per kind a function can have */
        REQUIRE(n <= 5 * (uint64_t)mod->nglobals,
                "bcq_refs_get(%zu): %zu references, %zu global values", i, n,
                mod->nglobals);
        ex_spend(x, n / 8);
        for (size_t k = 0; k < n; k++) {
            REQUIRE(r[k].value_id < mod->nglobals,
                    "value %zu: reference %zu names value %zu of %zu", i, k,
                    r[k].value_id, mod->nglobals);
            REQUIRE(bcq_ref_kind_name(r[k].kind) != NULL,
                    "value %zu: reference %zu of kind %d", i, k,
                    (int)r[k].kind);
            REQUIRE(kind_fits(&g, r[k].kind),
                    "value %zu (kind %d%s): a reference of kind %s", i,
                    (int)g.kind, g.is_declaration ? ", declared" : "",
                    bcq_ref_kind_name(r[k].kind));
            REQUIRE(k == 0 || r[k - 1].value_id < r[k].value_id ||
                        (r[k - 1].value_id == r[k].value_id &&
                         r[k - 1].kind < r[k].kind),
                    "value %zu: references %zu and %zu out of order or "
                    "repeated",
                    i, k - 1, k);
            ex_mix(x, r[k].value_id);
            ex_mix(x, r[k].kind);
        }
        /* computed once: the same array */
        const bcq_ref *r2 = NULL;
        size_t n2 = 0;
        REQUIRE(bcq_refs_get(f, m, i, BCQ_REFS_BODY, &r2, &n2, NULL) == 0 &&
                    r2 == r && n2 == n,
                "bcq_refs_get(%zu): another answer the second time", i);
    }
    const bcq_ref *r;
    size_t n;
    ex_poison(&e);
    int rc = bcq_refs_get(f, m, mod->nglobals, BCQ_REFS_BODY, &r, &n, &e);
    ex_check_rc(x, "bcq_refs_get(nglobals)", rc, M(BCQ_E_RANGE), &e);
    REQUIRE(rc == BCQ_E_RANGE, "bcq_refs_get(nglobals): %s",
            bcq_status_name(rc));
}

/* The linker's facts: keep flags, comdat, base object, emptiness. */
static void walk_keep(ex *x, const bcq_file *f, size_t m,
                      const bcq_module *mod)
{
    const uint32_t keep_set = REFS_SET | M(BCQ_E_NOT_FOUND);
    const uint32_t base_set = M(BCQ_E_RANGE) | MGET_SET | CONST_SET;
    bcq_error e;
    for (size_t i = 0; i < mod->nglobals && ex_more(x); i++) {
        bcq_global g;
        REQUIRE(bcq_module_global(mod, i, &g) == 0, "global %zu", i);
        unsigned fl = 0, fl2 = 0;
        ex_poison(&e);
        int rc = bcq_global_keep(f, m, i, BCQ_REFS_BODY, &fl, &e);
        ex_check_rc(x, "bcq_global_keep", rc, keep_set, &e);
        ex_spend(x, 1);
        int rc2 = bcq_global_keep(f, m, i, BCQ_REFS_BODY, &fl2, NULL);
        REQUIRE(rc2 == rc && (rc || fl2 == fl),
                "bcq_global_keep(%zu): %s %#x, then %s %#x", i,
                bcq_status_name(rc), fl, bcq_status_name(rc2), fl2);
        if (rc == 0) {
            REQUIRE(!(fl & ~(BCQ_KEEP_REASONS | BCQ_KEEP_CTOR_EMPTY)),
                    "bcq_global_keep(%zu): flags %#x", i, fl);
            REQUIRE(!(fl & BCQ_KEEP_IFUNC) || g.kind == BCQ_GV_IFUNC,
                    "bcq_global_keep(%zu): IFUNC for kind %d", i,
                    (int)g.kind);
            REQUIRE(!(fl & BCQ_KEEP_CTOR_EMPTY) ||
                        (g.kind == BCQ_GV_FUNCTION && !g.is_declaration),
                    "bcq_global_keep(%zu): CTOR_EMPTY for kind %d", i,
                    (int)g.kind);
            REQUIRE(!(fl & (BCQ_KEEP_DLLEXPORT | BCQ_KEEP_NAME |
                            BCQ_KEEP_LIST | BCQ_KEEP_IFUNC | BCQ_KEEP_COMDAT |
                            BCQ_KEEP_EXTERNALLY_INITIALIZED)) ||
                        !g.is_declaration,
                    "bcq_global_keep(%zu): %#x for a declaration", i, fl);
            ex_mix(x, fl);
        }
        size_t c = 0, b = 0;
        ex_poison(&e);
        rc = bcq_global_comdat(f, m, i, &c, &e);
        ex_check_rc(x, "bcq_global_comdat", rc, base_set, &e);
        REQUIRE(rc || c == BCQ_NONE || c < mod->ncomdats,
                "bcq_global_comdat(%zu): %zu of %zu", i, c, mod->ncomdats);
        ex_poison(&e);
        rc = bcq_global_base(f, m, i, &b, &e);
        ex_check_rc(x, "bcq_global_base", rc, base_set, &e);
        REQUIRE(rc || b == BCQ_NONE || b < mod->nglobals,
                "bcq_global_base(%zu): %zu of %zu", i, b, mod->nglobals);
        REQUIRE(rc || g.kind == BCQ_GV_ALIAS || g.kind == BCQ_GV_IFUNC ||
                    b == i,
                "bcq_global_base(%zu): %zu for an object", i, b);
        int empty = 7;
        ex_poison(&e);
        rc = bcq_function_empty(f, m, i, BCQ_REFS_BODY, &empty, &e);
        ex_check_rc(x, "bcq_function_empty", rc, keep_set, &e);
        REQUIRE(rc || empty == 0 || empty == 1,
                "bcq_function_empty(%zu): %d", i, empty);
        REQUIRE(g.kind == BCQ_GV_FUNCTION || rc == BCQ_E_NOT_FOUND ||
                    rc == BCQ_E_NOMEM,
                "bcq_function_empty(%zu) of kind %d: %s", i, (int)g.kind,
                bcq_status_name(rc));
        ex_mix(x, c);
        ex_mix(x, b);
        ex_mix(x, (uint64_t)empty);
    }
    unsigned fl;
    ex_poison(&e);
    int rc = bcq_global_keep(f, m, mod->nglobals, BCQ_REFS_BODY, &fl, &e);
    ex_check_rc(x, "bcq_global_keep(nglobals)", rc, keep_set, &e);
    REQUIRE(rc != 0, "bcq_global_keep(nglobals): 0");
}

void ex_walk_refs(ex *x, const bcq_file *f, size_t m, const bcq_module *mod)
{
    walk_constants(x, f, m, mod);
    walk_refs(x, f, m, mod);
    walk_keep(x, f, m, mod);
}
