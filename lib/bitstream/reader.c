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
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct rlevel {
    uint64_t limit;
    uint64_t enter_bit;
    uint32_t block_id;
    unsigned width;
    size_t scope, pool;
} rlevel;

struct bcq_reader {
    const bcq_file *f;
    bcq__cursor c;
    uint64_t stream_bits;
    rlevel stack[BCQ__MAX_DEPTH + 1];
    unsigned sp;
    unsigned base_depth; /* depth of the root block in the file */
    bcq__abbrevs ab;
    bcq__ops ops;
    const bcq__blockinfo *bi;
    int pending;        /* last entry was a sub-block not yet entered/skipped */
    bcq__enter sub;
    int done;
    int failed;
};

static int fail_ctx(bcq_reader *r, bcq_error *err, int rc)
{
    rlevel *L = &r->stack[r->sp];
    rc = bcq__overrun(err, rc, L->limit, r->stream_bits);
    bcq__error_context(err, L->block_id, bcq__file_bit(r->f, L->enter_bit));
    if (err && err->code)
        err->bit_offset = bcq__file_bit(r->f, err->bit_offset);
    r->failed = rc;
    return rc;
}

int bcq_reader_open(const bcq_file *f, const bcq_block *b, bcq_reader **out,
                    bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (!f || !b || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq__enter e;
    int rc = bcq__block_check(f, b, &e, err);
    if (rc)
        return rc;
    bcq_reader *r = calloc(1, sizeof *r);
    if (!r)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    r->f = f;
    r->c = bcq__file_cursor(f);
    r->stream_bits = r->c.size_bits;
    r->c.pos = e.body_bit;
    r->c.size_bits = e.end_bit;
    r->base_depth = b->depth;
    r->stack[0] = (rlevel){e.end_bit, e.enter_bit, e.block_id, e.width, 0, 0};
    rc = bcq__blockinfo_in_force(f, e.enter_bit, &r->bi, err);
    if (rc && err && err->code)
        err->bit_offset = bcq__file_bit(f, err->bit_offset);
    bcq__stat_body(f, e.block_id);
    if (rc == 0 && b->id != 0)
        rc = bcq__scope_open(&r->ab, r->bi, b->id, err);
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
    bcq__abbrevs_free(&r->ab);
    free(r->ops.v);
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
    bcq__cursor bc = r->c;
    bc.pos = e->body_bit;
    bc.size_bits = e->end_bit;
    bcq__blockinfo *nb;
    int rc = bcq__blockinfo_parse(&bc, e->width, e->end_bit, &nb, err);
    if (rc) {
        rc = bcq__overrun(err, rc, e->end_bit, r->stream_bits);
        bcq__error_context(err, 0, bcq__file_bit(f, e->enter_bit));
        return rc;
    }
    bcq__blockinfo_free(nb);
    return 0;
}

void bcq__reader_jump(bcq_reader *r, uint64_t pos)
{
    if (r && r->pending && !r->failed && pos >= r->sub.end_bit &&
        pos <= r->stack[r->sp].limit)
        r->sub.end_bit = pos;
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
    if (r->done) {
        out->kind = BCQ_ENTRY_END;
        out->block_id = r->stack[0].block_id;
        return 0;
    }
    for (;;) {
        rlevel *L = &r->stack[r->sp];
        uint64_t at = r->c.pos, id;
        int rc = bcq__read_fixed(&r->c, L->width, &id);
        if (rc) {
            bcq__fail(err, rc, at,
                      "stream ends where an abbreviation id was expected");
            return fail_ctx(r, err, rc);
        }
        if (id == 0) { /* END_BLOCK */
            if ((rc = bcq__align32(&r->c))) {
                bcq__fail(err, rc, at, "stream ends in END_BLOCK");
                return fail_ctx(r, err, rc);
            }
            if (r->c.pos != L->limit) {
                bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                          "END_BLOCK %llu bits before the end that blocklen "
                          "gives",
                          (unsigned long long)(L->limit - r->c.pos));
                return fail_ctx(r, err, BCQ_E_BAD_BLOCK);
            }
            out->kind = BCQ_ENTRY_END;
            out->depth = r->sp;
            out->block_id = L->block_id;
            if (r->sp == 0) {
                r->done = 1;
            } else {
                r->ab.n = L->scope;
                r->ab.npool = L->pool;
                r->sp--;
                r->c.size_bits = r->stack[r->sp].limit;
            }
            return 0;
        }
        if (id == 1) { /* ENTER_SUBBLOCK */
            bcq__enter e;
            if ((rc = bcq__enter_read(&r->c, at, L->limit, &e, err)))
                return fail_ctx(r, err, rc);
            if (r->base_depth + r->sp + 1 >= BCQ__MAX_DEPTH) {
                bcq__fail(err, BCQ_E_TOO_DEEP, at,
                          "blocks nested more than %u deep", BCQ__MAX_DEPTH);
                return fail_ctx(r, err, BCQ_E_TOO_DEEP);
            }
            if (e.block_id == 0 && (rc = apply_blockinfo(r, &e, err)))
                return fail_ctx(r, err, rc);
            r->sub = e;
            r->pending = 1;
            out->kind = BCQ_ENTRY_SUBBLOCK;
            out->depth = r->sp;
            out->block_id = e.block_id;
            bcq_block *b = &out->block;
            b->index = bcq__index_position(r->f, at);
            b->parent = BCQ_NONE;
            if (b->index != BCQ_NONE && r->f->index.v[b->index].parent !=
                                            UINT32_MAX)
                b->parent = r->f->index.v[b->index].parent;
            b->id = e.block_id;
            b->depth = r->base_depth + r->sp + 1;
            b->abbrev_width = e.width;
            /* not in the file's index: its children are indexed on
             * demand, as those of a block of a lazily indexed level */
            b->flags = b->index != BCQ_NONE ? r->f->index.v[b->index].flags
                       : e.block_id != 0    ? BCQ_BLOCK_LAZY
                                            : 0;
            b->offset_bits = bcq__file_bit(r->f, at);
            b->body_bits = bcq__file_bit(r->f, e.body_bit);
            b->words = e.words;
            return 0;
        }
        if (id == 2) { /* DEFINE_ABBREV */
            if ((rc = bcq__abbrev_read(&r->c, &r->ab, err)))
                return fail_ctx(r, err, rc);
            continue;
        }
        bcq_record *rec = &out->record;
        if ((rc = bcq__record_read(&r->c, (unsigned)id, at, &r->ab, L->scope,
                                   &r->ops, rec, err)))
            return fail_ctx(r, err, rc);
        rec->offset_bits = bcq__file_bit(r->f, rec->offset_bits);
        rec->end_bits = bcq__file_bit(r->f, rec->end_bits);
        out->kind = BCQ_ENTRY_RECORD;
        out->depth = r->sp;
        out->block_id = L->block_id;
        return 0;
    }
}

int bcq_reader_enter(bcq_reader *r, bcq_error *err)
{
    bcq__error_clear(err);
    if (!r || !r->pending)
        return bcq__fail(err, BCQ_E_INVAL, 0,
                         "the last entry was not a sub-block");
    r->pending = 0;
    rlevel *L = &r->stack[++r->sp];
    *L = (rlevel){r->sub.end_bit, r->sub.enter_bit, r->sub.block_id,
                  r->sub.width, r->ab.n, r->ab.npool};
    r->c.pos = r->sub.body_bit;
    r->c.size_bits = r->sub.end_bit;
    bcq__stat_body(r->f, r->sub.block_id);
    /* BLOCKINFO's own records are read raw: its DEFINE_ABBREVs describe
     * other blocks, so none of them enters this scope. */
    if (r->sub.block_id == 0)
        return 0;
    int rc = bcq__scope_open(&r->ab, r->bi, r->sub.block_id, err);
    if (rc)
        r->failed = rc;
    return rc;
}
