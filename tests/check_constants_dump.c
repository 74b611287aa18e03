/* check_constants_dump.c - lib/ir/constants.c against llvm-bcanalyzer:
 * every CONSTANTS record of every IR fixture's committed dump
 * (tests/data/NAME.bcanalyzer), module-level ones through
 * bcq_constant_get() and a function's through bcq_insts_constant(), must
 * be the constant bcq decodes: the same code and name, the SETTYPE in
 * force, and the value operands, kind and extra that the record's layout
 * gives (worked out here from the dump's operands, independently of the
 * library). */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* strdup, strtok_r */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

/* One record of a dump: its tag name, code and operands (the first
 * MAXOPS of them; n counts them all). */
#define MAXOPS 256
typedef struct drec {
    char name[32];
    unsigned code;
    size_t n;
    uint64_t op[MAXOPS];
} drec;

/* Parse "<NAME codeid=C [abbrevid=A] op0=.. op1=../>" into *r, or
 * "<UnknownCodeC op0=../>" for a code LLVM 14's llvm-bcanalyzer has no
 * name for (name "": bcq must give NULL); 0 when the line is no record. */
static int parse_rec(const char *line, drec *r)
{
    while (*line == ' ')
        line++;
    if (*line != '<' || line[1] == '/')
        return 0;
    const char *sp = strchr(line, ' ');
    const char *cid = strstr(line, " codeid=");
    if (!strncmp(line, "<UnknownCode", 12)) {
        r->name[0] = 0;
        r->code = (unsigned)strtoul(line + 12, NULL, 10);
    } else if (sp && cid == sp) {
        size_t len = (size_t)(sp - line - 1);
        ck_assert_uint_lt(len, sizeof r->name);
        memcpy(r->name, line + 1, len);
        r->name[len] = 0;
        r->code = (unsigned)strtoul(cid + 8, NULL, 10);
    } else {
        return 0;
    }
    r->n = 0;
    char key[16];
    for (;;) {
        snprintf(key, sizeof key, " op%zu=", r->n);
        const char *p = strstr(line, key);
        if (!p)
            break;
        if (r->n < MAXOPS)
            r->op[r->n] = strtoull(p + strlen(key), NULL, 10);
        line = p + 1;
        r->n++;
    }
    return 1;
}

/* What bcq must say of a dump record: kind, extra, value operands. */
typedef struct want {
    unsigned kind;
    uint64_t extra;
    size_t n;
    uint64_t ops[MAXOPS];
} want;

static void expect_of(const drec *r, want *w)
{
    memset(w, 0, sizeof *w);
    w->kind = BCQ_CONST_EXPR;
    ck_assert_msg(r->n <= MAXOPS || r->code == TU_CST_CODE_DATA ||
                      r->code == TU_CST_CODE_STRING ||
                      r->code == TU_CST_CODE_CSTRING,
                  "%s with %zu operands: more than this test keeps",
                  r->name, r->n);
    switch (r->code) {
    case TU_CST_CODE_AGGREGATE: /* every operand */
        w->kind = BCQ_CONST_AGGREGATE;
        for (size_t i = 0; i < r->n; i++)
            w->ops[w->n++] = r->op[i];
        return;
    case TU_CST_CODE_CE_CAST: /* [opcode, type, value] */
        w->extra = r->op[0];
        w->ops[w->n++] = r->op[2];
        return;
    case TU_CST_CODE_CE_BINOP: /* [opcode, lhs, rhs, flags?] */
        w->extra = r->op[0];
        w->ops[w->n++] = r->op[1];
        w->ops[w->n++] = r->op[2];
        return;
    case TU_CST_CODE_CE_CMP: /* [type, lhs, rhs, predicate] */
        w->extra = r->op[3];
        w->ops[w->n++] = r->op[1];
        w->ops[w->n++] = r->op[2];
        return;
    case TU_CST_CODE_CE_GEP_OLD:
    case TU_CST_CODE_CE_INBOUNDS_GEP: /* [pointee type if odd, (type,
                                         value)*] */
        w->extra = r->code == TU_CST_CODE_CE_INBOUNDS_GEP;
        for (size_t i = r->n % 2 + 1; i < r->n; i += 2)
            w->ops[w->n++] = r->op[i];
        return;
    case TU_CST_CODE_CE_GEP_WITH_INRANGE_INDEX_OLD: /* [pointee type,
                       inbounds | inrange index << 1, (type, value)*] */
        w->extra = r->op[1] & 1;
        for (size_t i = 3; i < r->n; i += 2)
            w->ops[w->n++] = r->op[i];
        return;
    case TU_CST_CODE_BLOCKADDRESS: /* [type, function, block] */
        w->kind = BCQ_CONST_BLOCKADDRESS;
        w->extra = r->op[2];
        w->ops[w->n++] = r->op[1];
        return;
    case TU_CST_CODE_NULL:
    case TU_CST_CODE_UNDEF:
    case TU_CST_CODE_INTEGER:
    case TU_CST_CODE_WIDE_INTEGER:
    case TU_CST_CODE_FLOAT:
    case TU_CST_CODE_STRING:
    case TU_CST_CODE_CSTRING:
    case TU_CST_CODE_DATA:
    case TU_CST_CODE_POISON:
        w->kind = BCQ_CONST_LEAF;
        return;
    default:
        ck_abort_msg("a fixture holds %s (code %u): teach this test its "
                     "layout", r->name, r->code);
    }
}

/* c must be what the dump record r says, with type in force. */
static void check_one(const bcq_constant *c, const drec *r, uint64_t type,
                      const char *where)
{
    want w;
    expect_of(r, &w);
    ck_assert_msg(c->code == r->code, "%s: code %u, dump %u", where, c->code,
                  r->code);
    if (r->name[0])
        ck_assert_msg(c->name && strcmp(c->name, r->name) == 0,
                      "%s: name %s, dump %s", where,
                      c->name ? c->name : "NULL", r->name);
    else
        ck_assert_msg(c->name == NULL, "%s: name %s for UnknownCode%u",
                      where, c->name, r->code);
    ck_assert_msg(c->type_id == type, "%s: type %llu, SETTYPE %llu", where,
                  (unsigned long long)c->type_id, (unsigned long long)type);
    ck_assert_msg(c->kind == w.kind, "%s: kind %u, want %u", where, c->kind,
                  w.kind);
    ck_assert_msg(c->extra == w.extra, "%s: extra %llu, want %llu", where,
                  (unsigned long long)c->extra, (unsigned long long)w.extra);
    ck_assert_msg(c->nops == w.n, "%s: %zu operands, want %zu", where,
                  c->nops, w.n);
    for (size_t i = 0; i < w.n; i++)
        ck_assert_msg(c->ops[i] == w.ops[i], "%s: operand %zu is %u, want "
                                             "%llu",
                      where, i, c->ops[i], (unsigned long long)w.ops[i]);
}

/* The constants of one function: the k-th FUNCTION_BLOCK of module m,
 * whose CONSTANTS records (recs[0..n)) the dump lists. */
static void check_function(const bcq_file *f, size_t m, size_t k,
                           const drec *recs, const uint64_t *types, size_t n,
                           const char *fixture)
{
    bcq_function fn;
    bcq_error err;
    ck_assert_msg(bcq_function_at(f, m, k, &fn, &err) == 0, "%s: %s",
                  fixture, err.message);
    bcq_insts *it;
    ck_assert_int_eq(bcq_insts_open(f, &fn, &it, &err), 0);
    bcq_inst in;
    bcq_constant c;
    int rc, seen = 0;
    while ((rc = bcq_insts_next(it, &in, &err)) == 0) {
        if (in.kind != BCQ_INST_SUBBLOCK ||
            in.block.id != TU_CONSTANTS_BLOCK_ID)
            continue;
        ck_assert_msg(!seen, "%s: two CONSTANTS blocks in a function",
                      fixture);
        seen = 1;
        ck_assert_uint_eq(in.value_end - in.first_value, n);
        for (size_t j = 0; j < n; j++) {
            char where[160];
            snprintf(where, sizeof where, "%s module %zu function %zu "
                                          "constant %zu",
                     fixture, m, k, j);
            ck_assert_msg(bcq_insts_constant(it, in.first_value + j, &c,
                                             &err) == 0,
                          "%s: %s", where, err.message);
            ck_assert_uint_eq(c.value_id, in.first_value + j);
            check_one(&c, &recs[j], types[j], where);
        }
        /* one past them: an instruction or nothing, not a constant */
        ck_assert_int_eq(bcq_insts_constant(it, in.value_end, &c, &err),
                         BCQ_E_NOT_FOUND);
    }
    ck_assert_msg(rc == BCQ_END, "%s: %s", fixture, err.message);
    ck_assert_int_eq(seen, n > 0);
    bcq_insts_close(it);
}

/* Every CONSTANTS record of fixture tu_ir_fixtures[_i]. */
START_TEST(constants_as_bcanalyzer)
{
    const char *fixture = tu_ir_fixtures[_i];
    char dump[256];
    snprintf(dump, sizeof dump, "%.*s.bcanalyzer",
             (int)(strlen(fixture) - 3), fixture);
    char *text = tu_read_text(tu_fixture_path(dump));
    bcq_file *f;
    bcq_error err;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(fixture), NULL, &f, &err),
                     0);
    static drec recs[4096];
    static uint64_t types[4096];
    size_t n = 0, modules = 0, checked = 0;
    long m = -1, fnk = -1; /* the module, the function (or -1: module) */
    int in_cst = 0;
    uint64_t type = UINT64_MAX;
    const bcq_module *mod = NULL;
    char *save;
    for (char *line = strtok_r(text, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        const char *t = line + strspn(line, " ");
        size_t depth = (size_t)(t - line) / 2;
        if (depth == 0 && !strncmp(t, "<MODULE_BLOCK", 13)) {
            m++;
            fnk = -1;
            ck_assert_int_eq(bcq_module_get(f, (size_t)m, &mod, &err), 0);
            modules++;
        } else if (depth == 1 && !strncmp(t, "<FUNCTION_BLOCK", 15)) {
            fnk++;
            n = 0;
        } else if (depth == 1 && !strncmp(t, "</FUNCTION_BLOCK", 16)) {
            check_function(f, (size_t)m, (size_t)fnk, recs, types, n,
                           fixture);
            checked += n;
            n = 0;
        } else if (!strncmp(t, "<CONSTANTS_BLOCK", 16)) {
            ck_assert(depth == 1 || (depth == 2 && fnk >= 0));
            in_cst = 1;
            type = UINT64_MAX;
            if (depth == 1)
                n = 0;
        } else if (!strncmp(t, "</CONSTANTS_BLOCK", 17)) {
            in_cst = 0;
            if (fnk >= 0)
                continue;
            /* the module's: value ids from its global values on */
            bcq_constant c;
            for (size_t j = 0; j < n; j++) {
                char where[160];
                snprintf(where, sizeof where, "%s module %ld constant %zu",
                         fixture, m, j);
                uint64_t id = mod->nglobals + j;
                ck_assert_msg(bcq_constant_get(f, (size_t)m, id, &c, &err) ==
                                  0,
                              "%s: %s", where, err.message);
                ck_assert_uint_eq(c.value_id, id);
                check_one(&c, &recs[j], types[j], where);
            }
            ck_assert_int_eq(bcq_constant_get(f, (size_t)m,
                                              mod->nglobals + n, &c, &err),
                             BCQ_E_NOT_FOUND);
            checked += n;
        } else if (in_cst) {
            drec r;
            if (!parse_rec(t, &r))
                continue;
            if (r.code == TU_CST_CODE_SETTYPE) {
                type = r.op[0];
                continue;
            }
            ck_assert_uint_lt(n, TU_NOPS(recs));
            recs[n] = r;
            types[n++] = type;
        }
    }
    ck_assert_uint_gt(modules, 0);
    ck_assert_uint_gt(checked, 0);
    bcq_close(f);
    free(text);
}
END_TEST

Suite *make_constants_dump_suite(void)
{
    Suite *s = suite_create("constants_dump");
    TCase *tc = tcase_create("core");
    tcase_add_loop_test(tc, constants_as_bcanalyzer, 0, TU_N_IR_FIXTURES);
    suite_add_tcase(s, tc);
    return s;
}
