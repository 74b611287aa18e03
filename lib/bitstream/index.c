/*
 * index.c - the block index (BitCodeFormat.rst "Blocks", "ENTER_SUBBLOCK
 * Encoding", "END_BLOCK Encoding").
 *
 *   ENTER_SUBBLOCK: [1, blockid vbr8, newabbrevlen vbr4, <align32>,
 *                    blocklen fixed32]   then blocklen 32-bit words of body
 *   END_BLOCK:      [0, <align32>]
 *
 * Opening a file walks the top level once: every ENTER_SUBBLOCK there
 * becomes a 32-byte entry of a flat array in file order, and each body is
 * jumped with its blocklen.  With a format (bcq__fs(f)->format: LLVM IR) nothing
 * below the top level is indexed at open, so a SYMTAB query never touches
 * a page of a module: the inside of a block is indexed one level at a
 * time, the first time a query asks for its children (subindex.c: walk
 * in WALK_LEVEL).  The one look inside a block at open is the preamble of
 * the blocks the format names (LLVM IR: MODULE_BLOCK): the entries up to
 * its first sub-block that is not a BLOCKINFO, where LLVM's writer puts
 * the module's BLOCKINFO (ModuleBitcodeWriter::write: writeModuleVersion,
 * then writeBlockInfo; doc/format.md 3.4).  Those BLOCKINFOs are located
 * there, parsed on first use, and serve that block; one met later inside
 * it is checked when it is read but takes no effect (BCQ_OPEN_DEEP aside),
 * so a body decodes the same whichever query reached it first.
 * BCQ_OPEN_DEEP, and every bitstream without a format (it has no known
 * layout), is walked whole at open.  Records met on the way are stepped over, never
 * stored.
 *
 * What the walk checks, cheaply: each body lies inside its parent (and the
 * top level inside the stream); a descended block's END_BLOCK is exactly
 * where its blocklen says; content never runs past that point; the top level
 * holds only blocks and ends at the end of the stream, or where only zero
 * bytes remain (LLVM tolerates such padding); nesting stays below
 * BCQ__MAX_DEPTH.  The walk is iterative: depth costs no C stack.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bitstream/bitstream.h"

enum { WALK_OPEN = 0, WALK_DEEP = 1, WALK_LEVEL = 2 };

static void free_blockvec(bcq__blockvec *v)
{
    free(v->v);
    v->v = NULL;
    v->n = v->cap = 0;
}

static int push_entry(const bcq_file *f, size_t *acct, bcq__blockvec *out,
                      const bcq__enter *e, uint32_t parent, unsigned depth,
                      bcq_error *err)
{
    if (out->n >= UINT32_MAX - 1)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, e->enter_bit,
                         "too many blocks");
    if (out->n == out->cap) { /* the call only when it must grow */
        int rc = bcq__fgrow(bcq__fbudget(f), acct, (void **)&out->v,
                            &out->cap, out->n + 1, sizeof *out->v, err);
        if (rc)
            return rc;
    }
    bcq__block *b = &out->v[out->n++];
    b->enter_bit = e->enter_bit;
    b->words = e->words;
    b->parent = parent;
    b->block_id = e->block_id;
    b->body_delta = (uint16_t)(e->body_bit - e->enter_bit);
    b->width = (uint8_t)e->width;
    b->flags = 0;
    b->depth = (uint16_t)depth;
    return 0;
}

/* What may follow the last top-level block (doc/format.md 2.6): zero
 * bytes, or fewer than 8 newlines -- the padding llvm-ar and ld64 put at
 * the end of a BSD archive member to align the next one to 8 bytes, which
 * `ar p` extracts with the member. */
static int all_zero(const uint8_t *p, uint64_t from_byte, uint64_t end_byte)
{
    int newlines = end_byte - from_byte < 8;
    for (uint64_t i = from_byte; i < end_byte; i++)
        if (p[i] && !(newlines && p[i] == '\n'))
            return 0;
    return 1;
}

/* A BLOCKINFO whose header e was just read, c at its body: parse (and so
 * check) it and leave c after it.  mf: keep it there, in force from its
 * end on (*bi follows it); NULL: it takes no effect (a BLOCKINFO inside a
 * lazily indexed level, doc/format.md 3.5; LLVM's IR reader skips one in a
 * function body: parseFunctionBody has no BLOCKINFO case). */
static int read_blockinfo(const bcq_file *f, bcq_file *mf, bcq__cursor *c,
                          const bcq__enter *e, const bcq__blockinfo **bi,
                          bcq_error *err)
{
    bcq__blockinfo *nb;
    int rc = bcq__blockinfo_parse_at(f, e, &nb, err);
    if (rc)
        return rc;
    c->pos = e->end_bit;
    if (!mf) {
        bcq__blockinfo_free(nb);
        return 0;
    }
    if ((rc = bcq__file_add_blockinfo(mf, e, nb, UINT64_MAX, err))) {
        bcq__blockinfo_free(nb);
        return rc;
    }
    *bi = nb;
    return 0;
}

/* The preamble of the block m, read by the opening walk when the format
 * asks for it (see the head of this file): its entries up to the first
 * sub-block that is not a BLOCKINFO, or its END_BLOCK (checked by whoever
 * reads the block through).  BLOCKINFOs there are located in mf, and
 * parsed when a query first needs one: a SYMTAB query never does. */
static int preamble(bcq_file *mf, const bcq__enter *m,
                    const bcq__blockinfo *const *bi, bcq_error *err)
{
    bcq__cursor c = bcq__file_cursor(mf);
    const uint64_t stream_bits = c.size_bits;
    c.pos = m->body_bit;
    c.size_bits = m->end_bit;
    bcq__abbrevs ab = {0};
    bcq__frame L = {m->end_bit, m->enter_bit, m->block_id, UINT32_MAX,
                    m->width, 1, 0, 0};
    bcq_record rec;
    bcq__adv a = {.rec = &rec};
    int rc = bcq__scope_open(&ab, *bi, m->block_id, err);
    while (rc == 0 &&
           (rc = bcq__advance(&c, &L, stream_bits, &ab, NULL, BCQ__ADV_STEP,
                              &a, err)) == 0 &&
           a.kind != BCQ__ADV_END) {
        if (a.kind != BCQ__ADV_BLOCK)
            continue;
        if (a.sub.block_id != BCQ__BLOCKINFO_BLOCK_ID)
            break;
        rc = bcq__file_add_blockinfo(mf, &a.sub, NULL, m->end_bit, err);
        c.pos = a.sub.end_bit;
    }
    if (rc)
        bcq__error_context(err, m->block_id, bcq__file_bit(mf, m->enter_bit));
    bcq__abbrevs_free(&ab);
    return rc;
}

/* The hooks of the format for a level walk of root, or NULL. */
static void *level_begin(const bcq_file *f, const bcq__enter *root)
{
    const bcq__format *fm = bcq__fs(f)->format;
    return fm && fm->level_begin ? fm->level_begin(f, root) : NULL;
}

/* The walk proper.  mf: the file when this is the opening walk (BLOCKINFOs
 * found are kept in it), NULL for a lazy walk of one level.  mode:
 * WALK_OPEN (the top level; all of it in a stream without a format),
 * WALK_DEEP (everything), WALK_LEVEL (the root's direct children, each
 * flagged LAZY). */
static int walk(const bcq_file *f, bcq_file *mf, const bcq__enter *root,
                unsigned depth0, int mode, bcq__blockvec *out, size_t *acct,
                bcq_error *err)
{
    bcq__cursor c = bcq__file_cursor(f);
    const uint64_t stream_bits = c.size_bits;
    const bcq__format *fm = bcq__fs(f)->format;
    bcq__frame stack[BCQ__MAX_DEPTH + 1];
    unsigned sp = 0;
    bcq__abbrevs ab = {0};
    const bcq__blockinfo *bi;
    bcq_record rec;
    bcq__adv a = {.rec = &rec};
    int rc = 0;
    const int descend = mode == WALK_DEEP || (mode == WALK_OPEN && !fm);
    void *hook = mode == WALK_LEVEL && root ? level_begin(f, root) : NULL;

    if (root) {
        c.pos = root->body_bit;
        c.size_bits = root->end_bit;
        if ((rc = bcq__blockinfo_in_force(f, root->enter_bit, &bi, err)))
            goto out;
        stack[0] = (bcq__frame){root->end_bit, root->enter_bit,
                                root->block_id, UINT32_MAX, root->width,
                                depth0, 0, 0};
        if ((rc = bcq__scope_open(&ab, bi, root->block_id, err)))
            goto out;
    } else {
        c.pos = 32; /* after the magic */
        bi = NULL;
        stack[0] = (bcq__frame){stream_bits, 0, UINT32_MAX, UINT32_MAX, 2,
                                0, 0, 0};
    }

    for (;;) {
        bcq__frame *L = &stack[sp];
        const int top = (sp == 0 && !root);
        if (top) {
            /* The top level holds blocks only, up to the end of the stream
             * or to where only zero padding remains (doc/format.md 2.6;
             * tests trailing_zeros, trailing_garbage). */
            uint64_t at = c.pos;
            if (at == stream_bits ||
                ((at & 31) == 0 && all_zero(c.base, at / 8, stream_bits / 8)))
                break;
        }
        if ((rc = bcq__advance(&c, L, stream_bits, &ab, NULL,
                               BCQ__ADV_STEP |
                                   (top ? BCQ__ADV_BLOCKS_ONLY : 0),
                               &a, err)))
            goto out;
        switch (a.kind) {
        case BCQ__ADV_OTHER:
            rc = bcq__fail(err, bcq__fs(f)->where.is_ir || a.at > 32 ? BCQ_E_BAD_BLOCK
                                                      : BCQ_E_NOT_BITCODE,
                           a.at, "abbreviation id %llu at the top level, "
                                 "where only blocks may stand",
                           (unsigned long long)a.id);
            goto out;
        case BCQ__ADV_END:
            if (sp == 0)
                goto out; /* end of the root of a lazy walk */
            bcq__scope_close(&ab, L);
            sp--;
            c.size_bits = stack[sp].limit;
            continue;
        case BCQ__ADV_RECORD:
            if (hook && fm->level_record)
                fm->level_record(hook, &a, c, &ab, L);
            continue;
        default:
            break;
        }
        /* a sub-block */
        const bcq__enter *e = &a.sub;
        if ((rc = push_entry(f, acct, out, e, L->entry, L->child_depth,
                             err)))
            goto out;
        if (e->block_id == BCQ__BLOCKINFO_BLOCK_ID) {
            /* parse (and so check) it now */
            if ((rc = read_blockinfo(f, mf, &c, e, &bi, err)))
                goto out;
            continue;
        }
        if (!descend) {
            out->v[out->n - 1].flags |= BCQ_BLOCK_LAZY;
            c.pos = e->end_bit;
            if (mode == WALK_OPEN && e->block_id == fm->preamble_block &&
                (rc = preamble(mf, e, &bi, err)))
                goto out;
            if (hook && fm->level_child)
                fm->level_child(hook, e, bi, L);
            continue;
        }
        sp++;
        stack[sp] = (bcq__frame){e->end_bit, e->enter_bit, e->block_id,
                                 (uint32_t)(out->n - 1), e->width,
                                 L->child_depth + 1, ab.n, ab.npool};
        c.size_bits = e->end_bit;
        if ((rc = bcq__scope_open(&ab, bi, e->block_id, err)))
            goto out;
    }
out:
    if (rc && sp > 0)
        bcq__error_context(err, stack[sp].block_id,
                           bcq__file_bit(f, stack[sp].enter_bit));
    else if (rc && root)
        bcq__error_context(err, root->block_id,
                           bcq__file_bit(f, root->enter_bit));
    if (rc && err && err->code)
        err->bit = bcq__file_bit(f, err->bit);
    bcq__abbrevs_free(&ab);
    if (hook && fm->level_end)
        fm->level_end(hook);
    return rc;
}

int bcq__index_walk(const bcq_file *f, const bcq__enter *enter,
                    unsigned depth0, bcq__blockvec *out, size_t *acct,
                    bcq_error *err)
{
    return walk(f, NULL, enter, depth0, WALK_LEVEL, out, acct, err);
}

int bcq__block_probe(const bcq_file *f, uint64_t pos, unsigned width,
                     uint64_t limit, unsigned block_id, bcq__enter *out)
{
    bcq__cursor c = bcq__file_cursor(f);
    if (limit > c.size_bits || pos >= limit || width == 0 ||
        width > BCQ__MAX_WIDTH)
        return 0;
    c.pos = pos;
    c.size_bits = limit;
    uint64_t id;
    return bcq__read_fixed(&c, width, &id) == 0 &&
           id == BCQ__ENTER_SUBBLOCK &&
           bcq__enter_read(&c, pos, limit, out, NULL) == 0 &&
           out->block_id == block_id;
}

int bcq__index_build(bcq_file *f, bcq_error *err)
{
    int rc = walk(f, f, NULL, 0,
                  (bcq__fs(f)->flags & BCQ_OPEN_DEEP) ? WALK_DEEP : WALK_OPEN,
                  &bcq__fs(f)->index, NULL, err);
    if (rc == 0)
        bcq__shrink(bcq__fbudget(f), (void **)&bcq__fs(f)->index.v, &bcq__fs(f)->index.cap,
                    bcq__fs(f)->index.n, sizeof *bcq__fs(f)->index.v);
    if (rc == 0)
        bcq__shrink(bcq__fbudget(f), (void **)&bcq__fs(f)->blockinfos,
                    &bcq__fs(f)->capblockinfos, bcq__fs(f)->nblockinfos,
                    sizeof *bcq__fs(f)->blockinfos);
    /* A foreign magic with no block after it is no bitstream we can show
     * (an IR magic alone is an empty module file, as LLVM reads it). */
    if (rc == 0 && !bcq__fs(f)->where.is_ir && bcq__fs(f)->index.n == 0)
        rc = bcq__fail(err, BCQ_E_NOT_BITCODE, bcq__file_bit(f, 32),
                       "no block after the 4-byte magic");
    return rc;
}

void bcq__index_free(bcq_file *f)
{
    free_blockvec(&bcq__fs(f)->index);
    bcq__blockinfos_free(f);
}

/* Binary search of v (sorted by position) for a block that starts at
 * stream bit pos. */
int bcq__index_lookup(const bcq__blockvec *v, uint64_t pos, size_t *out)
{
    size_t lo = 0, hi = v->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v->v[mid].enter_bit < pos)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < v->n && v->v[lo].enter_bit == pos) {
        *out = lo;
        return 1;
    }
    return 0;
}

size_t bcq__index_position(const bcq_file *f, uint64_t stream_bit)
{
    size_t i;
    return bcq__index_lookup(&bcq__fs(f)->index, stream_bit, &i) ? i : BCQ_NONE;
}

/* ------------------------------------------------------------ public API */

void bcq__block_export(const bcq_file *f, const bcq__blockvec *v, size_t i,
                       int in_index, bcq_block *out)
{
    const bcq__block *b = &v->v[i];
    out->index = in_index ? i : BCQ_NONE;
    out->parent = (in_index && b->parent != UINT32_MAX) ? b->parent : BCQ_NONE;
    out->id = b->block_id;
    out->depth = b->depth;
    out->abbrev_width = b->width;
    out->flags = b->flags;
    out->bit = bcq__file_bit(f, b->enter_bit);
    out->body_bit = out->bit + b->body_delta;
    out->words = b->words;
}

size_t bcq_block_count(const bcq_file *f)
{
    return f ? bcq__fs(f)->index.n : 0;
}

int bcq_block_at(const bcq_file *f, size_t i, bcq_block *out)
{
    if (!f || !out)
        return BCQ_E_INVAL;
    if (i >= bcq__fs(f)->index.n)
        return BCQ_E_RANGE;
    bcq__block_export(f, &bcq__fs(f)->index, i, 1, out);
    return 0;
}

int bcq_block_find(const bcq_file *f, unsigned block_id, size_t from,
                   size_t *index)
{
    if (!f || !index)
        return BCQ_E_INVAL;
    for (size_t i = from; i < bcq__fs(f)->index.n; i++) {
        if (bcq__fs(f)->index.v[i].block_id == block_id) {
            *index = i;
            return 0;
        }
    }
    return BCQ_E_NOT_FOUND;
}

uint64_t bcq_stat_bodies_read(const bcq_file *f, unsigned block_id)
{
    if (!f)
        return 0;
    unsigned i = block_id < BCQ__NSTATS ? block_id : BCQ__NSTATS - 1;
    return atomic_load_explicit(&bcq__fs((bcq_file *)f)->stats[i],
                                memory_order_relaxed);
}
