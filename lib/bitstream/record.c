/*
 * record.c - decode one data record (BitCodeFormat.rst "UNABBREV_RECORD
 * Encoding", "Abbreviated Record Encoding").
 *
 *   UNABBREV_RECORD: [3, code vbr6, numops vbr6, op0 vbr6, op1 vbr6, ...]
 *   abbreviated:     [id, fields as the abbreviation says]
 *
 * Operands go to a growable vector (or nowhere, when the caller only steps
 * over the record); a blob is a view into the input.  Counts read from the
 * input are checked against the bits that remain before anything is
 * allocated (doc/format.md 2.7; isSizePlausible): an operand costs at least
 * six bits unabbreviated, an array element at least its width.
 */
#include "config.h"

#include <stdlib.h>

#include "bitstream/bitstream.h"

static inline int ops_reserve(bcq__ops *o, size_t extra, bcq_error *err)
{
    /* room already (n <= cap): the usual case, no call */
    if (!o || o->cap - o->n >= extra)
        return 0;
    if (extra > SIZE_MAX - o->n)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "too many operands");
    return bcq__grow_from((void **)&o->v, &o->cap, o->n + extra,
                          sizeof *o->v, o->inl, err);
}

static inline void ops_put(bcq__ops *o, uint64_t v)
{
    if (o)
        o->v[o->n++] = v;
}

static int rd(bcq_error *err, int rc, uint64_t at, const char *what)
{
    if (rc == BCQ_E_TRUNCATED)
        return bcq__fail(err, rc, at, "record: stream ends in %s", what);
    return bcq__fail(err, rc, at, "record: VBR of more than 64 bits in %s",
                     what);
}

/* Read one scalar operand (Fixed, VBR, Char6 or literal). */
static inline int read_scalar(bcq__cursor *c, const bcq__abbrev_op *op,
                              uint64_t *v)
{
    switch (op->kind) {
    case BCQ__OP_LITERAL:
        *v = op->value;
        return 0;
    case BCQ__OP_FIXED:
        return bcq__read_fixed(c, (unsigned)op->value, v);
    case BCQ__OP_VBR:
        return bcq__read_vbr(c, (unsigned)op->value, v);
    default: /* CHAR6: arrays and blobs are handled by the caller */
        return bcq__read_char6(c, v);
    }
}

/* Array elements the short way, at most max: the whole Fixed or Char6
 * elements one 57-bit load holds, or VBR elements window after window
 * (bcq__read_vbrs), when 8 bytes remain before the limit; returns how
 * many it took (0: let read_scalar do the next).
 * Same values and end as read_scalar, element by element. */
static uint64_t bulk(bcq__cursor *c, const bcq__abbrev_op *elt, bcq__ops *o,
                     uint64_t max)
{
    if ((c->pos >> 3) + 8 > c->size_bits >> 3)
        return 0;
    unsigned w = elt->kind == BCQ__OP_CHAR6 ? 6u : (unsigned)elt->value;
    if (elt->kind == BCQ__OP_VBR) {
        /* window after window (METADATA_INDEX: 313 000 offsets on the
         * synthetic module, about four a window) */
        uint64_t k = w >= 2 && w <= 32 ? bcq__read_vbrs(c, w, o->v + o->n, max)
                                       : 0;
        o->n += k;
        return k;
    }
    if (w == 0 || w > 57)
        return 0;
    uint64_t bits = bcq__peek57(c, c->pos, 57), mask = (UINT64_C(1) << w) - 1;
    uint64_t k = 0, fit = 57 / w;
    if (fit > max)
        fit = max;
    for (; k < fit; k++, bits >>= w)
        o->v[o->n++] = elt->kind == BCQ__OP_CHAR6
                           ? bcq__char6_decode(bits & 63)
                           : bits & mask;
    c->pos += k * w;
    return k;
}

static unsigned min_bits(const bcq__abbrev_op *op)
{
    return op->kind == BCQ__OP_CHAR6 ? 6u : (unsigned)op->value;
}

static int read_unabbrev(bcq__cursor *c, bcq__ops *ops, bcq_record *out,
                         bcq_error *err)
{
    uint64_t at = c->pos, code, n;
    int rc;
    if ((rc = bcq__read_vbr(c, 6, &code)))
        return rd(err, rc, at, "the code");
    at = c->pos;
    if ((rc = bcq__read_vbr(c, 6, &n)))
        return rd(err, rc, at, "the operand count");
    if (n > bcq__cursor_left(c) / 6)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, at,
                         "record: %llu operands but %llu bits left",
                         (unsigned long long)n,
                         (unsigned long long)bcq__cursor_left(c));
    /* a prefix only (bcq__ops.keep): the rest is stepped over below */
    const uint64_t all = n;
    if (ops && ops->keep && n > ops->keep && code < 64 &&
        (ops->keep_codes >> code & 1))
        n = ops->keep;
    if (ops)
        ops->total = (size_t)all;
    if ((rc = ops_reserve(ops, (size_t)n, err)))
        return rc;
    for (uint64_t i = 0; i < n;) {
        /* Operands are taken from one 57-bit load, as many as end in it:
         * the chunks that end a value are the ones whose high bit is
         * clear (bcq__vbr_ends), each found with one ctz, and a value of
         * several chunks is put together from the same load (at most 9
         * chunks: never BCQ_E_BAD_VBR, the exact path's result).  A value
         * that crosses the window's end starts the next load; only one
         * longer than a window, or the last 8 bytes of the block, go
         * through bcq__read_vbr. */
        if (ops && (c->pos >> 3) + 8 <= c->size_bits >> 3) {
            uint64_t w = bcq__peek57(c, c->pos, 57);
            uint64_t ends = ~w & bcq__vbr_ends(6);
            uint64_t *dst = ops->v + ops->n, left = n - i;
            unsigned start = 0;
            if (ends == bcq__vbr_ends(6) && left >= 9) {
                /* nine one-chunk values (the zeros and flags that fill a
                 * global value's record): no search */
                for (unsigned k = 0; k < 9; k++)
                    dst[k] = w >> (6 * k) & 31;
                dst += 9;
                left -= 9;
                start = 54;
                ends = 0;
            }
            while (ends && left) {
                unsigned end = (unsigned)__builtin_ctzll(ends) + 1;
                uint64_t v = w >> start & 31;
                for (unsigned s = start + 6, d = 5; s < end; s += 6, d += 5)
                    v |= (w >> s & 31) << d;
                ends &= ends - 1;
                *dst++ = v;
                left--;
                start = end;
            }
            if (start) {
                ops->n = (size_t)(dst - ops->v);
                i = n - left;
                c->pos += start;
                continue;
            }
        }
        uint64_t v;
        at = c->pos;
        if ((rc = bcq__read_vbr(c, 6, &v)))
            return rd(err, rc, at, "an operand");
        ops_put(ops, v);
        i++;
    }
    const uint64_t rest = c->pos;
    if (all > n && bcq__skip_vbrs(c, 6, all - n)) {
        /* declined (a long value, the block's last bytes): one by one,
         * with the exact path's errors */
        c->pos = rest;
        for (uint64_t i = n; i < all; i++) {
            uint64_t v;
            at = c->pos;
            if ((rc = bcq__read_vbr(c, 6, &v)))
                return rd(err, rc, at, "an operand");
        }
    }
    if (code > UINT32_MAX)
        return bcq__fail(err, BCQ_E_BAD_RECORD, out->bit,
                         "record code %llu does not fit 32 bits",
                         (unsigned long long)code);
    out->code = (unsigned)code;
    return 0;
}

static int read_abbrev(bcq__cursor *c, const bcq__abbrevs *a,
                       const bcq__abbrev *ab, bcq__ops *ops, bcq_record *out,
                       bcq_error *err)
{
    const bcq__abbrev_op *op = bcq__abbrev_ops(a, ab);
    uint64_t at = c->pos, code;
    int rc;
    if ((rc = read_scalar(c, &op[0], &code)))
        return rd(err, rc, at, "the code");
    if (code > UINT32_MAX)
        return bcq__fail(err, BCQ_E_BAD_RECORD, out->bit,
                         "record code %llu does not fit 32 bits",
                         (unsigned long long)code);
    out->code = (unsigned)code;
    /* room for every scalar operand at once; an array reserves its own */
    if ((rc = ops_reserve(ops, ab->nops, err)))
        return rc;
    for (uint32_t i = 1; i < ab->nops; i++) {
        at = c->pos;
        if (op[i].kind == BCQ__OP_ARRAY) {
            const bcq__abbrev_op *elt = &op[i + 1];
            uint64_t n;
            if ((rc = bcq__read_vbr(c, 6, &n)))
                return rd(err, rc, at, "an array length");
            if (n > bcq__cursor_left(c) / min_bits(elt))
                return bcq__fail(err, BCQ_E_IMPLAUSIBLE, at,
                                 "record: array of %llu elements but %llu "
                                 "bits left",
                                 (unsigned long long)n,
                                 (unsigned long long)bcq__cursor_left(c));
            if ((rc = ops_reserve(ops, (size_t)n, err)))
                return rc;
            out->array_start = ops ? ops->n : 0;
            for (uint64_t k = 0; k < n; k++) {
                if (ops && (k += bulk(c, elt, ops, n - k)) == n)
                    break;
                uint64_t v, eat = c->pos;
                if ((rc = read_scalar(c, elt, &v)))
                    return rd(err, rc, eat, "an array element");
                ops_put(ops, v);
            }
            break; /* the element operand was the last one */
        }
        if (op[i].kind == BCQ__OP_BLOB) {
            uint64_t len;
            if ((rc = bcq__read_vbr(c, 6, &len)))
                return rd(err, rc, at, "a blob length");
            if ((rc = bcq__align32(c)))
                return rd(err, rc, at, "a blob");
            uint64_t start = c->pos;
            /* The data is padded to a multiple of 4 bytes; both must fit
             * ("Blob ends too soon"; test blob_past_end). */
            uint64_t left = bcq__cursor_left(c) / 8;
            if (len > left || ((len + 3) & ~(uint64_t)3) > left)
                return bcq__fail(err, BCQ_E_IMPLAUSIBLE, at,
                                 "record: blob of %llu bytes but %llu bytes "
                                 "left",
                                 (unsigned long long)len,
                                 (unsigned long long)left);
            out->has_blob = 1;
            out->blob.ptr = c->base + start / 8;
            out->blob.len = (size_t)len;
            c->pos = start + ((len + 3) & ~(uint64_t)3) * 8;
            continue;
        }
        uint64_t v;
        if ((rc = read_scalar(c, &op[i], &v)))
            return rd(err, rc, at, "an operand");
        ops_put(ops, v);
    }
    return 0;
}

/*
 * Stepping over a record (ops == NULL: the opening walk, module decode's
 * jumps) is most of what opening a big module costs: tens of thousands of
 * global-value records of a dozen VBR6 operands each.  skip_fast() steps
 * over the common shapes with bcq__skip_vbrs() and plain additions.  It
 * works on a copy of the cursor and answers 1 whenever anything is
 * unusual (near the limit, long values, implausible counts, big codes), and
 * the exact decoder then redoes the record from its start; so a record it
 * accepts is one the exact decoder accepts too, with the same end.
 */
static int skip_fast(bcq__cursor *c, unsigned abbrev_id, const bcq__abbrevs *a,
                     const bcq__abbrev *ab, bcq_record *out)
{
    bcq__cursor t = *c;
    uint64_t code, n;
    if (abbrev_id == BCQ__UNABBREV_RECORD) {
        if (bcq__read_vbr(&t, 6, &code) || bcq__read_vbr(&t, 6, &n) ||
            code > UINT32_MAX || n > bcq__cursor_left(&t) / 6 ||
            bcq__skip_vbrs(&t, 6, n))
            return 1;
    } else {
        const bcq__abbrev_op *op = bcq__abbrev_ops(a, ab);
        if (read_scalar(&t, &op[0], &code) || code > UINT32_MAX)
            return 1;
        for (uint32_t i = 1; i < ab->nops; i++) {
            switch (op[i].kind) {
            case BCQ__OP_LITERAL:
                break;
            case BCQ__OP_FIXED:
                t.pos += op[i].value; /* <= 32: checked at the end */
                break;
            case BCQ__OP_CHAR6:
                t.pos += 6;
                break;
            case BCQ__OP_VBR:
                if (bcq__skip_vbrs(&t, (unsigned)op[i].value, 1))
                    return 1;
                break;
            case BCQ__OP_ARRAY: {
                const bcq__abbrev_op *elt = &op[i + 1];
                if (bcq__read_vbr(&t, 6, &n) || t.pos > t.size_bits ||
                    n > bcq__cursor_left(&t) / min_bits(elt))
                    return 1;
                if (elt->kind == BCQ__OP_VBR) {
                    if (bcq__skip_vbrs(&t, (unsigned)elt->value, n))
                        return 1;
                } else {
                    t.pos += n * min_bits(elt); /* fits: checked above */
                }
                out->array_start = 0;
                i = ab->nops; /* the element was the last operand */
                break;
            }
            default: /* BLOB: rare outside STRTAB/SYMTAB, exact path */
                return 1;
            }
            if (t.pos > t.size_bits)
                return 1;
        }
    }
    if (t.pos > t.size_bits)
        return 1;
    out->code = (unsigned)code;
    c->pos = t.pos;
    return 0;
}

int bcq__record_code(const bcq__cursor *c, unsigned abbrev_id,
                     const bcq__abbrevs *a, size_t first, uint64_t *code)
{
    bcq__cursor t = *c;
    if (abbrev_id == BCQ__UNABBREV_RECORD)
        return bcq__read_vbr(&t, 6, code) ? 1 : 0;
    if (abbrev_id < BCQ__FIRST_APP_ABBREV ||
        (size_t)(abbrev_id - BCQ__FIRST_APP_ABBREV) >= a->n - first)
        return 1;
    const bcq__abbrev *ab = &a->list[first + abbrev_id - BCQ__FIRST_APP_ABBREV];
    if (ab->nops < 1)
        return 1;
    const bcq__abbrev_op *op = bcq__abbrev_ops(a, ab);
    if (op[0].kind != BCQ__OP_LITERAL && op[0].kind != BCQ__OP_FIXED &&
        op[0].kind != BCQ__OP_VBR && op[0].kind != BCQ__OP_CHAR6)
        return 1;
    return read_scalar(&t, &op[0], code) ? 1 : 0;
}

int bcq__record_read(bcq__cursor *c, unsigned abbrev_id, uint64_t id_bit,
                     const bcq__abbrevs *a, size_t first, bcq__ops *ops,
                     bcq_record *out, bcq_error *err)
{
    out->abbrev_id = abbrev_id;
    out->has_blob = 0;
    out->blob.ptr = NULL;
    out->blob.len = 0;
    out->bit = id_bit;
    out->array_start = BCQ_NONE;
    if (ops)
        ops->n = 0;
    int rc;
    /* Ids from 4 up name the abbreviations in scope, BLOCKINFO's first
     * (spec "Abbreviation IDs"; test undefined_abbrev). */
    const int unabbrev = abbrev_id == BCQ__UNABBREV_RECORD;
    const int defined =
        abbrev_id >= BCQ__FIRST_APP_ABBREV &&
        (size_t)(abbrev_id - BCQ__FIRST_APP_ABBREV) < a->n - first;
    const bcq__abbrev *ab =
        defined ? &a->list[first + abbrev_id - BCQ__FIRST_APP_ABBREV] : NULL;
    if (!ops && (unabbrev || defined) &&
        skip_fast(c, abbrev_id, a, ab, out) == 0) {
        out->nops = 0;
        out->ops = NULL;
        out->end_bit = c->pos;
        return 0;
    }
    if (unabbrev) {
        rc = read_unabbrev(c, ops, out, err);
    } else {
        if (!defined)
            return bcq__fail(err, BCQ_E_BAD_ABBREV, id_bit,
                             "abbreviation id %u is not defined", abbrev_id);
        rc = read_abbrev(c, a, ab, ops, out, err);
        if (ops)
            ops->total = ops->n; /* keep is for unabbreviated records */
    }
    if (rc)
        return rc;
    out->nops = ops ? ops->n : 0;
    out->ops = ops ? ops->v : NULL;
    out->end_bit = c->pos;
    return 0;
}

/*
 * The records of a block stepped in a loop of their own, for a caller that
 * wants codes and places only (each_record's step mode, in reader.c): the
 * module-level CONSTANTS block of a large module is tens of thousands of
 * records, and bcq__advance + bcq__record_read + skip_fast cost about 270
 * instructions a record there, most of it the generic entry (the id read
 * and switch, the record's eleven fields, the cursor copies, a switch per
 * operand).  Here one window gives the id and, unabbreviated, the code and
 * count; an abbreviation whose code is a literal is stepped operand by
 * operand with plain additions, a window per VBR.
 *
 * The rules are skip_fast's, and narrower: it stops, with c->pos at the
 * entry, at anything else -- an id other than UNABBREV_RECORD or a defined
 * abbreviation (END_BLOCK, ENTER_SUBBLOCK, DEFINE_ABBREV, an undefined id),
 * an abbreviation whose code is not a literal or that has a blob, a code
 * or count of more than one VBR6 chunk, a window within 8 bytes of the
 * limit, a VBR value longer than a window, an implausible count, a record
 * past the limit -- and before a record whose code (below 64) is in stop,
 * which the caller reads whole (*stopped set) -- unless its abbreviation
 * is [literal code, Fixed]: that one is read here, whole, its operand in
 * out[].op (nops 1; 0 for a record stepped over).  So what it steps over is exactly what the
 * exact path accepts, with the same end; everything else, errors included,
 * is left to bcq__advance.  At most room records; returns how many, each
 * one's bit, end and code (stream bits, as c->pos) in out.
 */
size_t bcq__records_step(bcq__cursor *c, const bcq__frame *L,
                         const bcq__abbrevs *a, uint64_t stop, size_t room,
                         bcq__stepped *out, int *stopped)
{
    *stopped = 0;
    const unsigned width = L->width;
    if (width < 2 || width > 32)
        return 0;
    const uint64_t idmask = (UINT64_C(1) << width) - 1;
    const uint64_t lim = c->size_bits >> 3, size = c->size_bits;
    const size_t first = L->scope, nab = a->n - first;
    size_t n = 0;
    while (n < room) {
        const uint64_t at = c->pos;
        if ((at >> 3) + 8 > lim)
            break;
        uint64_t w = bcq__peek57(c, at, 57);
        const uint64_t id = w & idmask;
        uint64_t p = at + width, code;
        int array = 0;
        if (id == BCQ__UNABBREV_RECORD) {
            /* a one-chunk code and count in the same window */
            w >>= width;
            code = w & 63;
            const uint64_t k = w >> 6 & 63;
            if ((code | k) & 32)
                break;
            p += 12;
            if (k > (size - p) / 6)
                break;
            if (k) {
                bcq__cursor t = *c;
                t.pos = p;
                if (bcq__skip_vbrs(&t, 6, k))
                    break;
                p = t.pos;
            }
        } else if (id >= BCQ__FIRST_APP_ABBREV &&
                   id - BCQ__FIRST_APP_ABBREV < nab) {
            const bcq__abbrev *ab = &a->list[first + id - BCQ__FIRST_APP_ABBREV];
            const bcq__abbrev_op *op = bcq__abbrev_ops(a, ab);
            if (ab->nops < 1 || op[0].kind != BCQ__OP_LITERAL ||
                op[0].value > UINT32_MAX)
                break;
            code = op[0].value;
            if (ab->nops == 2 && op[1].kind == BCQ__OP_FIXED) {
                /* [code, fixed]: read whole, its one operand kept (a
                 * CONSTANTS block's SETTYPE, which the caller may want) */
                p += op[1].value; /* <= 32 (abbrev.c) */
                if (p > size)
                    break;
                out[n].op = bcq__peek57(c, at + width, (unsigned)op[1].value);
                out[n].nops = code < 64 && (stop >> code & 1);
                goto stepped;
            }
            uint32_t i = 1;
            for (; i < ab->nops; i++) {
                const unsigned kind = op[i].kind;
                if (kind == BCQ__OP_FIXED) {
                    p += op[i].value; /* <= 32 (abbrev.c) */
                } else if (kind == BCQ__OP_CHAR6) {
                    p += 6;
                } else if (kind == BCQ__OP_VBR) {
                    if ((p >> 3) + 8 > lim)
                        break;
                    const uint64_t e = ~bcq__peek57(c, p, 57) &
                                       bcq__vbr_ends((unsigned)op[i].value);
                    if (!e)
                        break;
                    p += (uint64_t)__builtin_ctzll(e) + 1;
                } else if (kind == BCQ__OP_ARRAY) {
                    /* the count, one window; the element is the last
                     * operand, never a literal, an array or a blob */
                    const bcq__abbrev_op *elt = &op[i + 1];
                    if ((p >> 3) + 8 > lim || p > size)
                        break;
                    uint64_t cnt;
                    const unsigned len =
                        bcq__vbr_in_window(bcq__peek57(c, p, 57), 57, 6, &cnt);
                    if (!len)
                        break;
                    p += len;
                    const unsigned mb = min_bits(elt);
                    if (p > size || cnt > (size - p) / mb)
                        break;
                    if (elt->kind == BCQ__OP_VBR && cnt) {
                        bcq__cursor t = *c;
                        t.pos = p;
                        if (bcq__skip_vbrs(&t, (unsigned)elt->value, cnt))
                            break;
                        p = t.pos;
                    } else if (elt->kind != BCQ__OP_VBR) {
                        p += cnt * mb;
                    }
                    array = 1;
                    i = ab->nops; /* the element was the last operand */
                    break;
                } else if (kind != BCQ__OP_LITERAL) { /* a blob */
                    break;
                }
            }
            if (i < ab->nops)
                break;
        } else {
            break;
        }
        if (p > size)
            break;
        if (code < 64 && (stop >> code & 1)) {
            *stopped = 1;
            break;
        }
        out[n].nops = 0;
    stepped:
        out[n].bit = at;
        out[n].end = p;
        out[n].code = (unsigned)code;
        out[n].abbrev_id = (unsigned)id;
        out[n].array = array;
        n++;
        c->pos = p;
    }
    return n;
}
