/*
 * reader.c - decode the entries of one block lazily, straight from the
 * input (BitCodeFormat.rst "Blocks", "Data Records", "Abbreviations").
 *
 * A reader is opened on one block of the index (or a sub-block another
 * reader found) and yields its records, its sub-blocks and its END_BLOCK in
 * file order.  DEFINE_ABBREV is consumed into the current scope; abbrevs of
 * the BLOCKINFO in force at the block apply first.  A sub-block is skipped by
 * its blocklen unless the caller enters it.  A BLOCKINFO met on the way is checked;
 * when the opening walk parsed it (it is not inside a lazily indexed body)
 * it applies to the blocks after it whether it is entered or not.  The reader
 * owns only its scopes and its operand buffer: blobs are views into the
 * input.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "bitstream/bitstream.h"

struct bcq_reader {
    const bcq_file *f;
    bcq__cursor c;
    uint64_t stream_bits;
    bcq__frame stack[BCQ__MAX_DEPTH + 1];
    unsigned sp;
    unsigned base_depth; /* depth of the root block in the file */
    bcq__adv adv;
    bcq__abbrevs ab;
    bcq__ops ops;
    const bcq__blockinfo *bi;
    int pending;        /* last entry was a sub-block not yet entered/skipped */
    bcq__enter sub;
    int done;
    int failed;
    /* Where ab and ops start: enough for a small block's abbreviations
     * and records (a SYMTAB or STRTAB blob, most function bodies), so
     * that opening and reading it allocates nothing. */
    bcq__abbrev inl_list[16];
    bcq__abbrev_op inl_pool[64];
    uint64_t inl_ops[64];
};

static int fail_ctx(bcq_reader *r, bcq_error *err, int rc)
{
    bcq__frame *L = &r->stack[r->sp];
    bcq__error_context(err, L->block_id, bcq__file_bit(r->f, L->enter_bit));
    if (err && err->code)
        err->bit = bcq__file_bit(r->f, err->bit);
    r->failed = rc;
    return rc;
}

/* Set up *r on block b: the work of bcq_reader_open on a reader the caller
 * holds (bcq__each_record_of keeps it on its stack: no allocation for a
 * reader that lives for one call).  On failure *r holds nothing to free
 * but what reader_fini frees. */
static int reader_init(const bcq_file *f, const bcq_block *b, bcq_reader *r,
                       bcq_error *err)
{
    bcq__enter e;
    /* Not zeroed whole: the frame stack (BCQ__MAX_DEPTH frames, 3 KB) is
     * written as blocks are entered and never read above sp; zeroing it
     * cost more than reading a SYMTAB blob.  Everything else starts
     * zeroed. */
    memset(r, 0, offsetof(bcq_reader, stack));
    memset((char *)r + offsetof(bcq_reader, sp), 0,
           offsetof(bcq_reader, inl_list) - offsetof(bcq_reader, sp));
    r->ab.list = r->ab.inl_list = r->inl_list;
    r->ab.cap = sizeof r->inl_list / sizeof *r->inl_list;
    r->ab.pool = r->ab.inl_pool = r->inl_pool;
    r->ab.cappool = sizeof r->inl_pool / sizeof *r->inl_pool;
    r->ops.v = r->ops.inl = r->inl_ops;
    r->ops.cap = sizeof r->inl_ops / sizeof *r->inl_ops;
    int rc = bcq__block_check(f, b, &e, err);
    if (rc)
        return rc;
    r->f = f;
    r->c = bcq__file_cursor(f);
    r->stream_bits = r->c.size_bits;
    r->c.pos = e.body_bit;
    r->c.size_bits = e.end_bit;
    r->base_depth = b->depth;
    r->stack[0] = (bcq__frame){e.end_bit, e.enter_bit, e.block_id,
                               UINT32_MAX, e.width, b->depth + 1, 0, 0};
    rc = bcq__blockinfo_in_force(f, e.enter_bit, &r->bi, err);
    if (rc && err && err->code)
        err->bit = bcq__file_bit(f, err->bit);
    bcq__stat_body(f, e.block_id);
    if (rc == 0 && b->id != BCQ__BLOCKINFO_BLOCK_ID)
        rc = bcq__scope_open(&r->ab, r->bi, b->id, err);
    return rc;
}

static void reader_fini(bcq_reader *r)
{
    bcq__abbrevs_free(&r->ab);
    if (r->ops.v != r->ops.inl)
        free(r->ops.v);
}

int bcq_reader_open(const bcq_file *f, const bcq_block *b, bcq_reader **out,
                    bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (!f || !b || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq_reader *r = malloc(sizeof *r);
    if (!r)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    int rc = reader_init(f, b, r, err);
    if (rc) {
        bcq_reader_close(r);
        return rc;
    }
    *out = r;
    return 0;
}

void bcq_reader_close(bcq_reader *r)
{
    if (!r)
        return;
    reader_fini(r);
    free(r);
}

uint64_t bcq_reader_tell(const bcq_reader *r)
{
    return r ? bcq__file_bit(r->f, r->c.pos) : 0;
}

/* A BLOCKINFO sub-block takes effect when the opening walk parsed it.  One
 * inside a lazily indexed body is parsed to check it, as the lazy walk does,
 * but never takes effect (see walk() in index.c), so that a block decodes
 * the same however it is reached. */
static int apply_blockinfo(bcq_reader *r, const bcq__enter *e, bcq_error *err)
{
    const bcq_file *f = r->f;
    if (bcq__file_bislot(f, e->enter_bit)) /* parsed, or parsed now */
        return bcq__blockinfo_in_force(f, e->end_bit, &r->bi, err);
    bcq__blockinfo *nb;
    int rc = bcq__blockinfo_parse_at(f, e, &nb, err);
    if (rc == 0)
        bcq__blockinfo_free(nb);
    return rc;
}

void bcq__reader_jump(bcq_reader *r, uint64_t pos)
{
    if (r && r->pending && !r->failed && pos >= r->sub.end_bit &&
        pos <= r->stack[r->sp].limit)
        r->sub.end_bit = pos;
}

void bcq__reader_keep(bcq_reader *r, size_t keep, uint64_t codes)
{
    r->ops.keep = keep;
    r->ops.keep_codes = codes;
}

size_t bcq__reader_total(const bcq_reader *r)
{
    return r->ops.total;
}

/* The records after one just read with abbreviation id, while they use
 * it too, stepped without bcq__advance: one window for the id and one for
 * each VBR operand, under half a step (a VALUE_SYMTAB's FNENTRYs, found
 * for a function's body).  Only for an abbreviation whose code is a
 * literal and whose other operands are scalars, as LLVM's FNENTRY one.
 * Stops, c->pos at the entry, at another id or at what the exact path
 * must judge: a window within 8 bytes of the limit, a VBR value longer
 * than a window, a record past the limit (skip_fast's rules in record.c:
 * what is stepped here the exact path accepts, with the same end).  At
 * most room records, each one's stream-relative bit into bits[]; the
 * records stepped, all with the abbreviation's code. */
static size_t abbrev_run(bcq__cursor *c, unsigned width, uint64_t id,
                         const bcq__abbrev_op *op, uint32_t nops,
                         size_t room, uint64_t *bits)
{
    if (nops < 1 || op[0].kind != BCQ__OP_LITERAL || width < 2 || width > 32)
        return 0;
    for (uint32_t i = 1; i < nops; i++)
        if (op[i].kind == BCQ__OP_ARRAY || op[i].kind == BCQ__OP_BLOB)
            return 0;
    const uint64_t idmask = (UINT64_C(1) << width) - 1;
    const uint64_t lim = c->size_bits >> 3;
    size_t n = 0;
    if (nops == 3 && op[1].kind == BCQ__OP_VBR && op[2].kind == BCQ__OP_VBR) {
        /* LLVM's FNENTRY [id, VBR8, VBR8], without the loop over the
         * operands: three loads of 8 bytes, the loop's, where 24 bytes
         * remain (an id of at most 32 bits and two values that end within
         * their 57-bit windows end 146 bits after the record's start, so
         * no load nears the limit and the loop's tests there all pass);
         * the records nearer the limit, and a value longer than a window,
         * are the loop's below.  A module of 100 000 functions steps half
         * of its FNENTRYs to find one: 130 instructions a record in the
         * loop. */
        const uint64_t e1 = bcq__vbr_ends((unsigned)op[1].value),
                       e2 = bcq__vbr_ends((unsigned)op[2].value);
        while (n < room && (c->pos >> 3) + 24 <= lim) {
            const uint64_t at = c->pos;
            if ((bcq__peek57_in(c, at) & idmask) != id)
                return n;
            uint64_t p = at + width;
            const uint64_t a = ~bcq__peek57_in(c, p) & e1;
            if (!a)
                break; /* the loop's exact path judges it */
            p += (uint64_t)__builtin_ctzll(a) + 1;
            const uint64_t b = ~bcq__peek57_in(c, p) & e2;
            if (!b)
                break;
            p += (uint64_t)__builtin_ctzll(b) + 1;
            /* never, 24 bytes before the limit: the loop's test */
            if (p > c->size_bits)
                break;
            c->pos = p;
            bits[n++] = at;
        }
    }
    while (n < room) {
        const uint64_t at = c->pos;
        uint64_t p = at;
        if ((p >> 3) + 8 > lim || (bcq__peek57_in(c, p) & idmask) != id)
            break;
        p += width;
        uint32_t i = 1;
        for (; i < nops; i++) {
            const unsigned k = op[i].kind;
            if (k == BCQ__OP_FIXED) {
                p += op[i].value; /* <= 32 */
            } else if (k == BCQ__OP_CHAR6) {
                p += 6;
            } else if (k == BCQ__OP_VBR) {
                if ((p >> 3) + 8 > lim)
                    break;
                uint64_t e = ~bcq__peek57_in(c, p) &
                             bcq__vbr_ends((unsigned)op[i].value);
                if (!e)
                    break;
                p += (uint64_t)__builtin_ctzll(e) + 1;
            }
        }
        if (i < nops || p > c->size_bits)
            break;
        c->pos = p;
        bits[n++] = at;
    }
    return n;
}

size_t bcq__reader_find_records(bcq_reader *r, unsigned code, size_t count,
                                uint64_t *bits)
{
    size_t found = 0;
    if (!r || r->failed || r->done || r->sp != 0)
        return 0;
    if (r->pending) {
        r->c.pos = r->sub.end_bit; /* the last sub-block, by its blocklen */
        r->pending = 0;
    }
    const uint64_t off = (uint64_t)bcq__fs(r->f)->where.stream_off * 8;
    bcq_record rec;
    bcq__adv *a = &r->adv;
    a->rec = &rec;
    while (found < count) {
        /* bcq_reader_next's step at the root level, records undecoded */
        int rc = bcq__advance(&r->c, &r->stack[0], r->stream_bits, &r->ab,
                              NULL, 0, a, NULL);
        if (rc) {
            r->failed = rc;
            break;
        }
        if (a->kind == BCQ__ADV_END) {
            r->done = 1;
            break;
        }
        if (a->kind == BCQ__ADV_BLOCK) {
            if (a->sub.block_id == BCQ__BLOCKINFO_BLOCK_ID &&
                (rc = apply_blockinfo(r, &a->sub, NULL))) {
                r->failed = rc;
                break;
            }
            r->c.pos = a->sub.end_bit; /* skipped by its blocklen */
            continue;
        }
        if (rec.code != code)
            continue;
        bits[found++] = rec.bit + off;
        /* the records after it with its abbreviation, the short way */
        if (a->id >= BCQ__FIRST_APP_ABBREV && found < count) {
            const bcq__abbrev *ab =
                &r->ab.list[r->stack[0].scope + a->id - BCQ__FIRST_APP_ABBREV];
            size_t n = abbrev_run(&r->c, r->stack[0].width, a->id,
                                  bcq__abbrev_ops(&r->ab, ab), ab->nops,
                                  count - found, bits + found);
            for (size_t i = 0; i < n; i++)
                bits[found + i] += off;
            found += n;
        }
    }
    return found;
}

/*
 * One record of a run whose first two operands are kept (a version-2
 * global value record: its name pair, ir/module.c's thin entry), read from
 * five loads that all stand at fixed places from the record's start: the
 * abbreviation id, code and count at at, and four windows of VBR6 chunks
 * from the first operand on, 54 bits apart.  The loads do not wait for one
 * another, so stepping a run is one link of loads a record instead of four
 * (the name, its length, then the windows of the rest, each at the place
 * the last gave).  Its end, with the code, count and two operands; 0 to
 * decline (near the limit, another shape, a name pair not in the first
 * window, an end past the fourth window or a long value across windows:
 * bcq__reader_run's general path then reads the record).  A record it
 * reads lies inside the loaded windows, so inside the block, and each of
 * its values has at most 12 chunks (bcq__vbr6_nth_end): the general
 * path's values and end.
 */
static inline uint64_t run_record2(const bcq__cursor *c, uint64_t at,
                                   unsigned width, uint64_t idmask,
                                   uint64_t codes, unsigned *code,
                                   unsigned *n, uint64_t ops[2])
{
    const uint64_t E = bcq__vbr_ends(6);
    const uint64_t p = at + width + 12;
    if (((p + 162) >> 3) + 8 > c->size_bits >> 3)
        return 0;
    uint64_t h = bcq__peek57_in(c, at);
    const uint64_t w0 = bcq__peek57_in(c, p);
    const uint64_t ea = ~w0 & E, eb = ~bcq__peek57_in(c, p + 54) & E,
                   ec = ~bcq__peek57_in(c, p + 108) & E,
                   ed = ~bcq__peek57_in(c, p + 162) & E;
    if ((h & idmask) != BCQ__UNABBREV_RECORD)
        return 0;
    h >>= width;
    *code = (unsigned)(h & 63), *n = (unsigned)(h >> 6 & 63);
    if ((*code & 32) || (*n & 32) || !(codes >> *code & 1) || *n < 2)
        return 0;
    const uint64_t second = ea & (ea - 1);
    if (!second)
        return 0; /* the name pair ends past the first window */
    const unsigned l1 = (unsigned)__builtin_ctzll(ea) + 1;
    const unsigned l2 = (unsigned)__builtin_ctzll(second) + 1;
    const uint64_t end = bcq__vbr6_nth_end(ea, eb, ec, ed, *n);
    if (end == UINT64_MAX)
        return 0;
    ops[0] = bcq__vbr6_join(w0, l1);
    ops[1] = bcq__vbr6_join(w0 >> l1, l2 - l1);
    return p + end;
}

/* A record of the run read, at..end (the exact path's end), code, count n
 * and its first k operands in rec->ops: the reader moved past it and fn
 * told (bcq__reader_run's answer when nonzero). */
static inline __attribute__((always_inline)) int
run_give(bcq_reader *r, bcq_record *rec, uint64_t at, uint64_t end,
         uint64_t off, unsigned code, size_t k, unsigned n,
         int (*fn)(void *arg, const bcq_record *rec, size_t total,
                   bcq_error *err),
         void *arg, bcq_error *err)
{
    r->c.pos = end;
    rec->code = code;
    rec->nops = k;
    rec->bit = at + off;
    rec->end_bit = end + off;
    r->ops.total = n;
    return fn(arg, rec, n, err);
}

int bcq__reader_run(bcq_reader *r, size_t keep, uint64_t codes,
                    int (*fn)(void *arg, const bcq_record *rec, size_t total,
                              bcq_error *err),
                    void *arg, bcq_error *err)
{
    if (!r || r->failed || r->pending || r->done || keep > BCQ__RUN_KEEP)
        return 0;
    const unsigned width = r->stack[r->sp].width;
    if (width < 2 || width > 32)
        return 0;
    const uint64_t idmask = (UINT64_C(1) << width) - 1;
    const uint64_t off = (uint64_t)bcq__fs(r->f)->where.stream_off * 8;
    bcq__cursor *c = &r->c;
    uint64_t ops[BCQ__RUN_KEEP];
    bcq_record rec;
    memset(&rec, 0, sizeof rec);
    rec.abbrev_id = BCQ__UNABBREV_RECORD;
    rec.array_start = BCQ_NONE;
    rec.ops = ops;
    for (;;) {
        const uint64_t at = c->pos;
        if (keep == 2) {
            unsigned code, n;
            const uint64_t end =
                run_record2(c, at, width, idmask, codes, &code, &n, ops);
            if (end) {
                int rc = run_give(r, &rec, at, end, off, code, 2, n, fn, arg,
                                  err);
                if (rc)
                    return rc;
                continue;
            }
        }
        /* the abbreviation id, a one-chunk code and a one-chunk count
         * from one window: width + 12 <= 44 bits */
        if ((at >> 3) + 8 > c->size_bits >> 3)
            return 0;
        uint64_t w = bcq__peek57_in(c, at);
        if ((w & idmask) != BCQ__UNABBREV_RECORD)
            return 0;
        w >>= width;
        const unsigned code = (unsigned)(w & 63), n = (unsigned)(w >> 6 & 63);
        if ((code & 32) || (n & 32) || !(codes >> code & 1))
            return 0;
        uint64_t p = at + width + 12;
        if (n > (c->size_bits - p) / 6)
            return 0; /* the exact path's BCQ_E_IMPLAUSIBLE */
        const size_t k = n < keep ? n : keep;
        bcq__cursor t = *c;
        t.pos = p;
        size_t got = 0;
        if (k) {
            /* the first operand (a name offset, four or five chunks)
             * joined without a loop; it ends in this window or the
             * exact path reads the record */
            if ((p >> 3) + 8 > c->size_bits >> 3)
                return 0;
            const uint64_t w0 = bcq__peek57_in(c, p);
            const uint64_t e = ~w0 & bcq__vbr_ends(6);
            if (!e)
                return 0;
            const unsigned len = (unsigned)__builtin_ctzll(e) + 1;
            ops[0] = bcq__vbr6_join(w0, len);
            t.pos = p + len;
            got = 1;
        }
        if (got + bcq__read_vbrs(&t, 6, ops + got, k - got) != k ||
            (n > k && bcq__skip_vbr6s_wide(&t, n - k)))
            return 0;
        int rc = run_give(r, &rec, at, t.pos, off, code, k, n, fn, arg, err);
        if (rc)
            return rc;
    }
}

int bcq__reader_record_at(bcq_reader *r, uint64_t pos, bcq_record *out,
                          bcq_error *err)
{
    bcq__error_clear(err);
    if (!r || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (r->failed)
        return bcq__fail(err, r->failed, bcq__file_bit(r->f, r->c.pos),
                         "reader stopped by an earlier error");
    uint64_t off = bcq__file_bit(r->f, 0), sp_pos = pos - off;
    /* inside the root block's body: past its header, before its end */
    if (r->sp != 0 || pos < off || sp_pos <= r->stack[0].enter_bit ||
        sp_pos >= r->stack[0].limit)
        return bcq__fail(err, BCQ_E_RANGE, pos,
                         "a record offset outside its block");
    r->c.pos = sp_pos;
    r->pending = 0;
    r->done = 0;
    size_t nab = r->ab.n;
    bcq_entry e;
    int rc = bcq_reader_next(r, &e, err);
    if (rc == 0 && (e.kind != BCQ_ENTRY_RECORD || r->ab.n != nab)) {
        /* an abbreviation defined here would be defined again by each
         * jump that reads it: the reader stops */
        rc = bcq__fail(err, BCQ_E_BAD_RECORD, pos,
                       "no record at a record offset");
        r->failed = rc;
    } else if (rc == BCQ_END)
        rc = bcq__fail(err, BCQ_E_BAD_RECORD, pos,
                       "no record at a record offset");
    if (rc == 0)
        *out = e.record;
    return rc;
}

/* The root block's body as a cursor, and pos (an input bit) in it: 0
 * when pos lies inside it and the reader stands at the root level (whose
 * abbreviations are then the last in r->ab). */
static int root_cursor(const bcq_reader *r, uint64_t pos, bcq__cursor *c)
{
    const uint64_t off = bcq__file_bit(r->f, 0);
    if (r->failed || r->sp != 0 || pos < off ||
        pos - off <= r->stack[0].enter_bit || pos - off >= r->stack[0].limit)
        return 1;
    *c = r->c;
    c->size_bits = r->stack[0].limit;
    c->pos = pos - off;
    return 0;
}

int bcq__reader_varray_at(const bcq_reader *r, uint64_t pos,
                          bcq__varray *out)
{
    bcq__cursor c;
    uint64_t id, n;
    if (!r || !out || root_cursor(r, pos, &c))
        return 1;
    const bcq__frame *L = &r->stack[0];
    if (bcq__read_fixed(&c, L->width, &id) || id < BCQ__FIRST_APP_ABBREV ||
        id - BCQ__FIRST_APP_ABBREV >= r->ab.n - L->scope)
        return 1;
    const bcq__abbrev *ab =
        &r->ab.list[L->scope + id - BCQ__FIRST_APP_ABBREV];
    const bcq__abbrev_op *op = bcq__abbrev_ops(&r->ab, ab);
    if (ab->nops != 3 || op[0].kind != BCQ__OP_LITERAL ||
        op[0].value > UINT32_MAX || op[1].kind != BCQ__OP_ARRAY ||
        op[2].kind != BCQ__OP_VBR || op[2].value < 2 || op[2].value > 32)
        return 1;
    /* the array's length, checked as read_abbrev checks it */
    if (bcq__read_vbr(&c, 6, &n) || n > bcq__cursor_left(&c) / op[2].value)
        return 1;
    out->code = (unsigned)op[0].value;
    out->width = (unsigned)op[2].value;
    out->count = n;
    out->bit = c.pos + bcq__file_bit(r->f, 0);
    return 0;
}

size_t bcq__reader_vbrs(const bcq_reader *r, uint64_t *bit, unsigned width,
                        uint64_t *out, size_t n)
{
    bcq__cursor c;
    size_t k;
    if (!r || width < 2 || width > 32 || root_cursor(r, *bit, &c))
        return 0;
    /* a window at a time, the last values one by one */
    k = (size_t)bcq__read_vbrs(&c, width, out, n);
    while (k < n && bcq__read_vbr(&c, width, &out[k]) == 0)
        k++;
    *bit = c.pos + bcq__file_bit(r->f, 0);
    return k;
}

size_t bcq__reader_vbr6_sum(const bcq_reader *r, uint64_t *bit, size_t n,
                            uint64_t *sum, int *zero)
{
    bcq__cursor c;
    *sum = 0;
    *zero = 0;
    if (!r || root_cursor(r, *bit, &c))
        return 0;
    /* a window at a time, the last values one by one */
    size_t k = (size_t)bcq__sum_vbr6s(&c, n, sum, zero);
    uint64_t v;
    while (k < n && bcq__read_vbr(&c, 6, &v) == 0) {
        *sum = v > UINT64_MAX - *sum ? UINT64_MAX : *sum + v; /* held */
        *zero |= v == 0;
        k++;
    }
    *bit = c.pos + bcq__file_bit(r->f, 0);
    return k;
}

int bcq__reader_seek(bcq_reader *r, uint64_t pos)
{
    bcq__cursor c;
    if (!r || root_cursor(r, pos, &c))
        return 1;
    r->c.pos = c.pos;
    r->pending = 0;
    r->done = 0;
    return 0;
}

int bcq_reader_next(bcq_reader *r, bcq_entry *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!r || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (r->failed)
        return bcq__fail(err, r->failed, bcq__file_bit(r->f, r->c.pos),
                         "reader stopped by an earlier error");
    *out = (bcq_entry){0}; /* not memset: rep stos is slow for 144 bytes */
    if (r->pending) {
        r->c.pos = r->sub.end_bit; /* skip the sub-block by its blocklen */
        r->pending = 0;
    }
    if (r->done)
        return BCQ_END;
    bcq__adv *a = &r->adv;
    a->rec = &out->record;
    bcq__frame *L = &r->stack[r->sp];
    int rc = bcq__advance(&r->c, L, r->stream_bits, &r->ab, &r->ops, 0, a,
                          err);
    if (rc)
        return fail_ctx(r, err, rc);
    if (a->kind == BCQ__ADV_END) {
        out->kind = BCQ_ENTRY_END;
        out->depth = r->sp;
        out->block_id = L->block_id;
        if (r->sp == 0) {
            r->done = 1;
        } else {
            bcq__scope_close(&r->ab, L);
            r->sp--;
            r->c.size_bits = r->stack[r->sp].limit;
        }
        return 0;
    }
    if (a->kind == BCQ__ADV_RECORD) {
        bcq_record *rec = &out->record;
        rec->bit = bcq__file_bit(r->f, rec->bit);
        rec->end_bit = bcq__file_bit(r->f, rec->end_bit);
        out->kind = BCQ_ENTRY_RECORD;
        out->depth = r->sp;
        out->block_id = L->block_id;
        return 0;
    }
    /* a sub-block */
    const bcq__enter e = a->sub;
    const uint64_t at = a->at;
    if (e.block_id == BCQ__BLOCKINFO_BLOCK_ID &&
        (rc = apply_blockinfo(r, &e, err)))
        return fail_ctx(r, err, rc);
    r->sub = e;
    r->pending = 1;
    out->kind = BCQ_ENTRY_SUBBLOCK;
    out->depth = r->sp;
    out->block_id = e.block_id;
    bcq_block *b = &out->block;
    b->index = bcq__index_position(r->f, at);
    b->parent = BCQ_NONE;
    if (b->index != BCQ_NONE && bcq__fs(r->f)->index.v[b->index].parent != UINT32_MAX)
        b->parent = bcq__fs(r->f)->index.v[b->index].parent;
    b->id = e.block_id;
    b->depth = L->child_depth;
    b->abbrev_width = e.width;
    /* not in the file's index: its children are indexed on demand, as
     * those of a block of a lazily indexed level */
    b->flags = b->index != BCQ_NONE ? bcq__fs(r->f)->index.v[b->index].flags
               : e.block_id != BCQ__BLOCKINFO_BLOCK_ID ? BCQ_BLOCK_LAZY
                                                       : 0;
    b->bit = bcq__file_bit(r->f, at);
    b->body_bit = bcq__file_bit(r->f, e.body_bit);
    b->words = e.words;
    return 0;
}

int bcq_reader_enter(bcq_reader *r, bcq_error *err)
{
    bcq__error_clear(err);
    if (!r || !r->pending)
        return bcq__fail(err, BCQ_E_INVAL, 0,
                         "the last entry was not a sub-block");
    r->pending = 0;
    unsigned depth = r->stack[r->sp].child_depth + 1;
    bcq__frame *L = &r->stack[++r->sp];
    *L = (bcq__frame){r->sub.end_bit, r->sub.enter_bit, r->sub.block_id,
                      UINT32_MAX, r->sub.width, depth, r->ab.n, r->ab.npool};
    r->c.pos = r->sub.body_bit;
    r->c.size_bits = r->sub.end_bit;
    bcq__stat_body(r->f, r->sub.block_id);
    /* BLOCKINFO's own records are read raw: its DEFINE_ABBREVs describe
     * other blocks, so none of them enters this scope. */
    if (r->sub.block_id == BCQ__BLOCKINFO_BLOCK_ID)
        return 0;
    int rc = bcq__scope_open(&r->ab, r->bi, r->sub.block_id, err);
    if (rc)
        r->failed = rc;
    return rc;
}

/* ------------------------------------------------- records of a block */

int bcq__each_record(const bcq_file *f, size_t i,
                     int (*fn)(void *arg, const bcq_record *r, bcq_error *err),
                     void *arg, bcq_error *err)
{
    bcq_block b;
    bcq_block_at(f, i, &b);
    return bcq__each_record_of(f, &b, fn, arg, err);
}

/* The records of one block for an internal caller: the entry loop of
 * bcq_reader_next without what only the public entry needs (clearing the
 * caller's error and zeroing a 144-byte entry at every call, the checks of
 * a reader that may have been entered): the same records, sub-blocks
 * skipped by blocklen and BLOCKINFOs applied as bcq_reader_next does, the
 * same errors with the same context. */
static int each_record(const bcq_file *f, const bcq_block *bp,
                       int (*fn)(void *arg, const bcq_record *r,
                                 bcq_error *err),
                       void *arg, int want_ops, uint64_t codes,
                       bcq_error *err)
{
    const bcq_block b = *bp;
    bcq_reader r;
    bcq__error_clear(err);
    int rc = reader_init(f, &b, &r, err);
    if (rc) {
        reader_fini(&r);
        return rc;
    }
    const uint64_t off = (uint64_t)bcq__fs(f)->where.stream_off * 8;
    bcq_record rec;
    bcq__adv *a = &r.adv;
    a->rec = &rec;
    bcq__stepped run[32];
    for (;;) {
        int wanted = 0;
        if (!want_ops) {
            /* the records bcq__records_step takes, the short way; the
             * entry it stops at (a wanted record among them) goes through
             * bcq__advance below */
            size_t n = bcq__records_step(&r.c, &r.stack[0], &r.ab, codes,
                                         sizeof run / sizeof *run, run,
                                         &wanted);
            rec.has_blob = 0;
            rec.blob.ptr = NULL;
            rec.blob.len = 0;
            for (size_t i = 0; i < n && rc == 0; i++) {
                rec.nops = run[i].nops;
                rec.ops = run[i].nops ? &run[i].op : NULL;
                rec.code = run[i].code;
                rec.abbrev_id = run[i].abbrev_id;
                rec.array_start = run[i].array ? 0 : BCQ_NONE;
                rec.bit = run[i].bit + off;
                rec.end_bit = run[i].end + off;
                rc = fn(arg, &rec, err);
            }
            if (rc)
                break;
            if (n == sizeof run / sizeof *run)
                continue;
        }
        if ((rc = bcq__advance(&r.c, &r.stack[0], r.stream_bits, &r.ab,
                               want_ops || wanted ? &r.ops : NULL, 0, a,
                               err))) {
            fail_ctx(&r, err, rc);
            break;
        }
        if (a->kind == BCQ__ADV_END)
            break;
        if (a->kind == BCQ__ADV_BLOCK) {
            if (a->sub.block_id == BCQ__BLOCKINFO_BLOCK_ID &&
                (rc = apply_blockinfo(&r, &a->sub, err))) {
                fail_ctx(&r, err, rc);
                break;
            }
            r.c.pos = a->sub.end_bit; /* skipped by its blocklen */
            continue;
        }
        if (!want_ops && !wanted && rec.code < 64 &&
            (codes >> rec.code & 1)) {
            /* a record the caller wants whole: read again from its
             * abbreviation id, with its operands (the same record: the
             * step accepts exactly what the decoder accepts) */
            r.c.pos = a->at;
            if ((rc = bcq__advance(&r.c, &r.stack[0], r.stream_bits, &r.ab,
                                   &r.ops, 0, a, err))) {
                fail_ctx(&r, err, rc);
                break;
            }
        }
        rec.bit += off;
        rec.end_bit += off;
        if ((rc = fn(arg, &rec, err)))
            break;
    }
    reader_fini(&r);
    if (rc)
        bcq__error_context(err, b.id, b.bit);
    return rc;
}

int bcq__each_record_of(const bcq_file *f, const bcq_block *b,
                        int (*fn)(void *arg, const bcq_record *r,
                                  bcq_error *err),
                        void *arg, bcq_error *err)
{
    return each_record(f, b, fn, arg, 1, 0, err);
}

int bcq__each_record_code_of(const bcq_file *f, const bcq_block *b,
                             int (*fn)(void *arg, const bcq_record *r,
                                       bcq_error *err),
                             void *arg, bcq_error *err)
{
    return each_record(f, b, fn, arg, 0, 0, err);
}

int bcq__each_record_some_of(const bcq_file *f, const bcq_block *b,
                             uint64_t codes,
                             int (*fn)(void *arg, const bcq_record *r,
                                       bcq_error *err),
                             void *arg, bcq_error *err)
{
    return each_record(f, b, fn, arg, 0, codes, err);
}

/* As LLVM's readBlobInRecord: the last record with the code wins; a block
 * without one gives an empty blob. */
typedef struct blobarg {
    unsigned code;
    bcq_span *out;
} blobarg;

static int take_blob(void *arg, const bcq_record *r, bcq_error *err)
{
    (void)err;
    const blobarg *b = arg;
    if (r->code == b->code && r->has_blob)
        *b->out = r->blob;
    return 0;
}

/* The shape every LLVM release writes a STRTAB and a SYMTAB in (the
 * writer's writeBlob: the block entered with abbreviation width w, one
 * DEFINE_ABBREV [literal code, blob], one record through it, END_BLOCK),
 * read directly: reader_init's abbreviation scope and the entry loop cost
 * more than the rest of a small object's open.  Returns 1 with *out set
 * when the block has exactly that shape with `code`, no BLOCKINFO
 * abbreviation in force for it, and ends where its blocklen says; 0 for
 * anything else, which the general reader then reads, with its errors. */
static int blob_shape(const bcq_file *f, const bcq_block *b, unsigned code,
                      bcq_span *out)
{
    /* the block as the index found it at open (checked then) */
    const uint64_t base = (uint64_t)bcq__fs(f)->where.stream_off * 8;
    const unsigned w = b->abbrev_width;
    const bcq__blockinfo *bi;
    if (b->index == BCQ_NONE || code > 127 || w < 3 || w > 16 ||
        bcq__blockinfo_in_force(f, b->bit - base, &bi, NULL))
        return 0;
    if (bi) {
        const bcq__bi_block *bb = bcq__blockinfo_find(bi, b->id);
        if (bb && bb->nabbrevs)
            return 0;
    }
    /* the cursor spans the stream, not the block: a read near the block's
     * end then stays on the one-load path of bcq__peek57; the block's end
     * is checked below */
    bcq__cursor c = bcq__file_cursor(f);
    c.pos = b->body_bit - base;
    const uint64_t end = c.pos + (uint64_t)b->words * 32;
    if (end > c.size_bits)
        return 0;
    /* DEFINE_ABBREV (2), two operands (vbr5), literal (1) `code` (vbr8,
     * one chunk), not literal (0), blob (fixed3 5): w + 18 bits */
    const unsigned n = w + 18;
    const uint64_t want = 2 | (uint64_t)2 << w | (uint64_t)1 << (w + 5) |
                          (uint64_t)code << (w + 6) | (uint64_t)5 << (w + 15);
    uint64_t v, id, len;
    if (bcq__read_fixed(&c, n, &v) || v != want ||
        /* the record, through the block's first abbreviation (id 4) */
        bcq__read_fixed(&c, w, &id) || id != 4 ||
        bcq__read_vbr(&c, 6, &len) || bcq__align32(&c) || c.pos > end ||
        len > (end - c.pos) / 8)
        return 0;
    const uint8_t *ptr = c.base + c.pos / 8;
    c.pos += len * 8;
    /* END_BLOCK in the 32-bit word after the blob, which is the block's
     * last (its end aligns to 32): read as one word, since it is often the
     * stream's last and bcq__peek57 assembles those byte by byte */
    if (bcq__align32(&c) || c.pos + 32 != end)
        return 0;
    const uint8_t *q = c.base + c.pos / 8;
    uint32_t word = (uint32_t)q[0] | (uint32_t)q[1] << 8 |
                    (uint32_t)q[2] << 16 | (uint32_t)q[3] << 24;
    if (word & ((UINT32_C(1) << w) - 1))
        return 0;
    bcq__stat_body(f, b->id);
    out->ptr = ptr;
    out->len = (size_t)len;
    return 1;
}

int bcq__block_blob(const bcq_file *f, size_t block, unsigned code,
                    bcq_span *out, bcq_error *err)
{
    out->ptr = NULL;
    out->len = 0;
    bcq_block b;
    bcq_block_at(f, block, &b);
    bcq__error_clear(err);
    if (blob_shape(f, &b, code, out))
        return 0;
    blobarg a = {code, out};
    return bcq__each_record_of(f, &b, take_blob, &a, err);
}
