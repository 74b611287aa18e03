/*
 * eh.c - the funclet exception-handling instructions (catchswitch,
 * catchpad, cleanuppad, catchret, cleanupret) as AsmWriter's
 * printInstruction writes them.  Their records (BitcodeWriter's
 * writeInstruction; the instruction view gives the operands absolute):
 *
 *   CATCHSWITCH  [parent pad V, n, handler bb * n, unwind bb?]
 *   CATCHPAD     [parent pad V, n, argument VT * n]
 *   CLEANUPPAD   [parent pad V, n, argument VT * n]
 *   CATCHRET     [catch pad V, successor bb]
 *   CLEANUPRET   [cleanup pad V, unwind bb?]
 *
 * A pad is a token; the outermost parent is the constant "none", which
 * the bitcode writes as a NULL constant of type token.
 */
#include "config.h"

#include "asm/func.h"

int bcq__fn_print_eh(fstate *s, const finst *f)
{
    bcq__text *t = s->t;
    cur c = {s, f, 0};
    uint64_t pad, n, x, id, ty;
    int rc;
    if ((rc = bcq__fn_v1(&c, &pad)))
        return rc;
    switch (f->code) {
    case BCQ__FUNC_CODE_INST_CATCHSWITCH:
        if ((rc = bcq__fn_lit(&c, &n)))
            return rc;
        bcq__puts(t, "catchswitch within ");
        bcq__fn_put_val(s, pad);
        bcq__puts(t, " [");
        for (uint64_t k = 0; k < n; k++) {
            if ((rc = bcq__fn_lit(&c, &x)))
                return rc;
            bcq__puts(t, k ? ", label " : "label ");
            bcq__fn_put_block(s, t, x);
        }
        bcq__puts(t, "] unwind ");
        if (left(&c)) {
            (void)bcq__fn_lit(&c, &x);
            bcq__puts(t, "label ");
            bcq__fn_put_block(s, t, x);
        } else {
            bcq__puts(t, "to caller");
        }
        break;
    case BCQ__FUNC_CODE_INST_CATCHPAD:
    case BCQ__FUNC_CODE_INST_CLEANUPPAD:
        if ((rc = bcq__fn_lit(&c, &n)))
            return rc;
        bcq__puts(t, f->code == BCQ__FUNC_CODE_INST_CATCHPAD
                         ? "catchpad within "
                         : "cleanuppad within ");
        bcq__fn_put_val(s, pad);
        bcq__puts(t, " [");
        for (uint64_t k = 0; k < n; k++) {
            if ((rc = bcq__fn_vt(&c, &id, &ty)))
                return rc;
            if (k)
                bcq__puts(t, ", ");
            bcq__fn_put_tv(s, ty, id);
        }
        bcq__putc(t, ']');
        break;
    case BCQ__FUNC_CODE_INST_CATCHRET:
        if ((rc = bcq__fn_lit(&c, &x)))
            return rc;
        bcq__puts(t, "catchret from ");
        bcq__fn_put_val(s, pad);
        bcq__puts(t, " to label ");
        bcq__fn_put_block(s, t, x);
        break;
    case BCQ__FUNC_CODE_INST_CLEANUPRET:
        bcq__puts(t, "cleanupret from ");
        bcq__fn_put_val(s, pad);
        bcq__puts(t, " unwind ");
        if (left(&c)) {
            (void)bcq__fn_lit(&c, &x);
            bcq__puts(t, "label ");
            bcq__fn_put_block(s, t, x);
        } else {
            bcq__puts(t, "to caller");
        }
        break;
    default:
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                    "not an exception-handling instruction");
    }
    if (left(&c))
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, f->bit,
                    "exception-handling record too long");
    return t->rc;
}
