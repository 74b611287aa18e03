/*
 * ir-refs.c - what the constant and reference queries (bcq_constant_get,
 * bcq_refs_get from the body) must give for the lies of ir.c: on the
 * honest file every global value's references and the module constant;
 * on the lies about constants and operands the error, at the record or
 * field ir.c wrote at fault, with the message the queries document.
 *
 * The file's values (ir.c): v0 @gv (initializer v6, i32 2), v1 @f (calls
 * itself), v2 @g (declared), v3 @h, v4 @al (aliases @f), v5 @al2 (aliases
 * @al); @f's body numbers %7 (argument), %8 (constant), %9 to %11.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir.h"

/* "refs STATUS value=V refs=LIST" on success, the error otherwise. */
static gb_line *refs(gb_case *c, size_t value, const tu_expect *x,
                     const char *list)
{
    gb_line *l = gb_line_add(c, "refs", x);
    snprintf(l->fields, sizeof l->fields, "value=%zu%s%s", value,
             x->code ? "" : " refs=", x->code ? "" : list);
    return l;
}

static void refs_ok(gb_case *c, size_t value, const char *list)
{
    tu_expect ok = tu_expect_none();
    refs(c, value, &ok, list);
}

static void refs_fail(gb_case *c, size_t value, const tu_expect *x,
                      const char *msg)
{
    gb_line *l = refs(c, value, x, NULL);
    snprintf(l->msg, sizeof l->msg, "%s", msg);
}

/* "constant STATUS value=V code=C kind=K ops=LIST" on success. */
static void constant_ok(gb_case *c, uint64_t value, unsigned code,
                        unsigned kind, const char *ops)
{
    tu_expect ok = tu_expect_none();
    gb_line *l = gb_line_add(c, "constant", &ok);
    snprintf(l->fields, sizeof l->fields, "value=%llu code=%u kind=%u ops=%s",
             (unsigned long long)value, code, kind, ops);
}

static void constant_fail(gb_case *c, uint64_t value, const tu_expect *x,
                          const char *msg)
{
    gb_line *l = gb_line_add(c, "constant", x);
    snprintf(l->fields, sizeof l->fields, "value=%llu",
             (unsigned long long)value);
    snprintf(l->msg, sizeof l->msg, "%s", msg);
}

void gb_ir_refs_expect(gb_case *c, enum lie lie, const irfile *r)
{
    const irpos *p = &r->p;
    char msg[128];
    tu_expect x;
    switch (lie) {
    case L_NONE:
        constant_ok(c, 6, TU_CST_CODE_INTEGER, BCQ_CONST_LEAF, "none");
        x = gb_fail(BCQ_E_NOT_FOUND, 0);
        constant_fail(c, 7, &x, "value 7 is not a constant of module 0 "
                                "(they are 6 to 7)");
        refs_ok(c, 0, "none");
        refs_ok(c, 1, "1:call");
        refs_ok(c, 2, "none");
        refs_ok(c, 3, "none");
        refs_ok(c, 4, "1:aliasee");
        refs_ok(c, 5, "4:aliasee");
        x = gb_fail(BCQ_E_RANGE, 0);
        refs_fail(c, 6, &x, "no global value 6 (module 0 has 6)");
        break;
    case L_ALIAS_CYCLE: /* al -> al2 -> al: no constant to walk */
        refs_ok(c, 4, "5:aliasee");
        refs_ok(c, 5, "4:aliasee");
        break;
    case L_ALIAS_SELF:
        refs_ok(c, 4, "4:aliasee");
        refs_ok(c, 5, "4:aliasee");
        break;
    case L_CST_SELF:
        constant_ok(c, 7, TU_CST_CODE_AGGREGATE, BCQ_CONST_AGGREGATE, "7,1");
        refs_ok(c, 0, "1:initializer");
        refs_ok(c, 1, "1:call");
        refs_ok(c, 3, "none");
        break;
    case L_CST_PAIR:
        constant_ok(c, 7, TU_CST_CODE_AGGREGATE, BCQ_CONST_AGGREGATE, "8,1");
        constant_ok(c, 8, TU_CST_CODE_AGGREGATE, BCQ_CONST_AGGREGATE, "7,4");
        refs_ok(c, 0, "1:initializer,4:initializer");
        refs_ok(c, 1, "1:call");
        break;
    case L_CST_CAST_CYCLE: /* the callee: casts stripped 64 deep, then a
                              walk of both */
        constant_ok(c, 7, TU_CST_CODE_CE_CAST, BCQ_CONST_EXPR, "8");
        constant_ok(c, 8, TU_CST_CODE_CE_CAST, BCQ_CONST_EXPR, "7");
        refs_ok(c, 1, "none");
        refs_ok(c, 3, "none");
        refs_ok(c, 0, "none");
        break;
    case L_CST_PAST:
        x = gb_fail_in(BCQ_E_BAD_RECORD, p->cst_bad, TU_CONSTANTS_BLOCK_ID,
                       p->cst);
        snprintf(msg, sizeof msg, "constant 7: operand 1 names value 8, not "
                                  "a global value (6) or constant");
        constant_fail(c, 6, &x, msg);
        refs_fail(c, 0, &x, msg); /* its initializer is a constant */
        refs_ok(c, 4, "1:aliasee"); /* needs none */
        break;
    case L_CST_OVERRUN: /* the count, 12 bits, then what the block holds */
        x = gb_fail_in(BCQ_E_IMPLAUSIBLE, p->cst_bad, TU_CONSTANTS_BLOCK_ID,
                       p->cst);
        snprintf(msg, sizeof msg, "record: 1000 operands but %llu bits left",
                 (unsigned long long)(p->cst_end - p->cst_bad - 12));
        constant_fail(c, 6, &x, msg);
        refs_fail(c, 0, &x, msg);
        break;
    case L_SETTYPE_OUT:
        x = gb_fail_in(BCQ_E_BAD_RECORD, p->cst_bad, TU_CONSTANTS_BLOCK_ID,
                       p->cst);
        constant_fail(c, 6, &x, "CONSTANTS SETTYPE record: type 40, the "
                                "table has 6");
        break;
    case L_INIT_PAST:
        x = gb_fail(BCQ_E_BAD_RECORD, p->gv);
        refs_fail(c, 0, &x, "its initializer is value 99, not a global value "
                            "or module constant (7 of them)");
        refs_ok(c, 1, "1:call");
        break;
    case L_FN_CST_ARG:
    case L_FN_CST_PAST:
        x = gb_fail_in(BCQ_E_BAD_RECORD, p->fn_bad, TU_FUNCTION_BLOCK_ID,
                       p->fn[0]);
        snprintf(msg, sizeof msg, "constant 9: operand 0 names value %d, not "
                                  "a global value (6) or constant",
                 lie == L_FN_CST_ARG ? 7 : 20);
        refs_fail(c, 1, &x, msg);
        constant_ok(c, 6, TU_CST_CODE_INTEGER, BCQ_CONST_LEAF, "none");
        refs_ok(c, 0, "none");
        break;
    case L_CASE_WIDE: /* h's values: the 7 of the module */
        x = gb_fail(BCQ_E_BAD_RECORD, p->fn_bad);
        refs_fail(c, 3, &x, "an operand names value 4294967297, the "
                            "function defines 7");
        refs_ok(c, 1, "1:call");
        break;
    case L_PHI_FORWARD:
    case L_OPND_PAST:
        x = gb_fail(BCQ_E_BAD_RECORD, p->fn_bad);
        snprintf(msg, sizeof msg, "an operand names value %d, the function "
                                  "defines 12",
                 lie == L_PHI_FORWARD ? 14 : 40);
        refs_fail(c, 1, &x, msg);
        refs_ok(c, 4, "1:aliasee");
        break;
    default:
        break;
    }
}
