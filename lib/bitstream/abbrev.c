/*
 * abbrev.c - abbreviation definitions and scopes (BitCodeFormat.rst
 * "Abbreviations", "DEFINE_ABBREV Encoding").
 *
 *   [DEFINE_ABBREV, numabbrevops vbr5, op0, op1, ...]
 *   op = [isliteral fixed1, litvalue vbr8]          literal
 *      | [isliteral fixed1, encoding fixed3, value vbr5]   Fixed(1), VBR(2)
 *      | [isliteral fixed1, encoding fixed3]        Array(3), Char6(4), Blob(5)
 *
 * Checks beyond the spec's words (doc/format.md 3.1), each with the case of
 * tests/check_abbrev.c that hits it:
 *   - at least one operand ("abbrev_no_ops");
 *   - numabbrevops no larger than the bits left, since each operand costs at
 *     least one bit ("abbrev_implausible_count");
 *   - encodings 0, 6, 7 are invalid ("abbrev_bad_encoding");
 *   - Fixed/VBR wider than 32 bits are rejected, as upstream LLVM does
 *     ("abbrev_width_33"); Fixed(0)/VBR(0) read as the literal 0 ("width0");
 *     VBR(1) carries no payload bits and is rejected ("abbrev_vbr1");
 *   - the first operand (the record code) is not an Array or a Blob;
 *   - an Array is second to last and its element is Fixed(>0), VBR or Char6.
 */
#include "config.h"

#include <stdlib.h>

#include "bitstream/bitstream.h"

void bcq__abbrevs_free(bcq__abbrevs *a)
{
    if (a->list != a->inl_list)
        free(a->list);
    if (a->pool != a->inl_pool)
        free(a->pool);
    a->list = NULL;
    a->pool = NULL;
    a->inl_list = NULL;
    a->inl_pool = NULL;
    a->n = a->cap = a->npool = a->cappool = 0;
}

int bcq__abbrevs_push(bcq__abbrevs *a, const bcq__abbrev *ab, bcq_error *err)
{
    int rc = bcq__grow_from((void **)&a->list, &a->cap, a->n + 1,
                            sizeof *a->list, a->inl_list, err);
    if (rc)
        return rc;
    a->list[a->n++] = *ab;
    return 0;
}

static int bad(bcq_error *err, uint64_t at, const char *what)
{
    return bcq__fail(err, BCQ_E_BAD_ABBREV, at, "DEFINE_ABBREV: %s", what);
}

/* Map a cursor status to an error at the position of the failed read. */
static int rd(bcq_error *err, int rc, uint64_t at, const char *what)
{
    if (rc == BCQ_E_TRUNCATED)
        return bcq__fail(err, rc, at, "DEFINE_ABBREV: stream ends in %s",
                         what);
    return bcq__fail(err, rc, at, "DEFINE_ABBREV: bad VBR in %s", what);
}

int bcq__abbrev_read(bcq__cursor *c, bcq__abbrevs *a, bcq_error *err)
{
    uint64_t at = c->pos, n;
    int rc = bcq__read_vbr(c, 5, &n);
    if (rc)
        return rd(err, rc, at, "the operand count");
    if (n == 0)
        return bad(err, at, "no operands");
    if (n > bcq__cursor_left(c))
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, at,
                         "DEFINE_ABBREV: %llu operands but %llu bits left",
                         (unsigned long long)n,
                         (unsigned long long)bcq__cursor_left(c));
    /* Caps of doc/libbcq.3 (LIMITS): an abbreviation of LLVM has a
     * handful of operands and a block a dozen abbreviations. */
    if (n > BCQ__MAX_ABBREV_OPS)
        return bcq__fail(err, BCQ_E_LIMIT, at,
                         "DEFINE_ABBREV: %llu operands, more than the %u "
                         "allowed",
                         (unsigned long long)n, BCQ__MAX_ABBREV_OPS);
    if (a->n >= BCQ__MAX_ABBREVS)
        return bcq__fail(err, BCQ_E_LIMIT, at,
                         "DEFINE_ABBREV: more than %u abbreviations in scope",
                         BCQ__MAX_ABBREVS);
    rc = bcq__grow_from((void **)&a->pool, &a->cappool, a->npool + (size_t)n,
                        sizeof *a->pool, a->inl_pool, err);
    if (rc)
        return rc;
    bcq__abbrev ab = {NULL, (uint32_t)a->npool, 0};
    unsigned literals = 0;
    bcq__abbrev_op *ops = a->pool + a->npool;
    for (uint64_t i = 0; i < n; i++) {
        uint64_t opat = c->pos, lit, enc, val = 0;
        if ((rc = bcq__read_fixed(c, 1, &lit)))
            return rd(err, rc, opat, "an operand");
        bcq__abbrev_op op;
        if (lit) {
            if ((rc = bcq__read_vbr(c, 8, &val)))
                return rd(err, rc, opat + 1, "a literal");
            op.kind = BCQ__OP_LITERAL;
            op.value = val;
        } else {
            if ((rc = bcq__read_fixed(c, 3, &enc)))
                return rd(err, rc, opat + 1, "an encoding");
            if (enc == 1 || enc == 2) {
                if ((rc = bcq__read_vbr(c, 5, &val)))
                    return rd(err, rc, opat + 4, "a width");
                if (val > BCQ__MAX_WIDTH)
                    return bcq__fail(err, BCQ_E_BAD_ABBREV, opat,
                                     "DEFINE_ABBREV: %s width %llu > 32",
                                     enc == 1 ? "Fixed" : "VBR",
                                     (unsigned long long)val);
                if (enc == 2 && val == 1)
                    return bad(err, opat, "VBR width 1 carries no value bits");
            } else if (enc < 3 || enc > 5) {
                return bcq__fail(err, BCQ_E_BAD_ABBREV, opat,
                                 "DEFINE_ABBREV: invalid encoding %llu",
                                 (unsigned long long)enc);
            }
            if ((enc == 1 || enc == 2) && val == 0) {
                op.kind = BCQ__OP_LITERAL; /* Fixed(0)/VBR(0) read as 0 */
                op.value = 0;
            } else {
                op.kind = (uint8_t)(enc == 1   ? BCQ__OP_FIXED
                                    : enc == 2 ? BCQ__OP_VBR
                                    : enc == 3 ? BCQ__OP_ARRAY
                                    : enc == 4 ? BCQ__OP_CHAR6
                                               : BCQ__OP_BLOB);
                op.value = val;
            }
        }
        if (i == 0 && (op.kind == BCQ__OP_ARRAY || op.kind == BCQ__OP_BLOB))
            return bad(err, opat, "the record code is an Array or a Blob");
        if (op.kind == BCQ__OP_ARRAY && i + 2 != n)
            return bad(err, opat, "Array is not the second to last operand");
        /* The element must be Fixed, VBR or Char6, as in upstream LLVM's
         * readRecord; Fixed(0) became a literal above and is refused too,
         * so every element costs at least one bit ("array_literal_elem"). */
        if (i > 0 && ops[i - 1].kind == BCQ__OP_ARRAY &&
            (op.kind == BCQ__OP_ARRAY || op.kind == BCQ__OP_BLOB ||
             op.kind == BCQ__OP_LITERAL))
            return bad(err, opat,
                       "Array element is not Fixed, VBR or Char6");
        ops[i] = op;
        if (op.kind == BCQ__OP_LITERAL && ++literals > BCQ__MAX_ABBREV_LITERALS)
            return bcq__fail(err, BCQ_E_LIMIT, opat,
                             "DEFINE_ABBREV: more than %u literal operands",
                             BCQ__MAX_ABBREV_LITERALS);
    }
    ab.nops = (uint32_t)n;
    rc = bcq__abbrevs_push(a, &ab, err);
    if (rc)
        return rc;
    a->npool += (size_t)n;
    return 0;
}
