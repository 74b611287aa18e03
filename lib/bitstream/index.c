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
 * jumped with its blocklen.  In LLVM IR nothing below the top level is
 * indexed at open, so a SYMTAB query never touches a page of the module:
 * the inside of a block is indexed one level at a time, the first time a
 * query asks for its children (subindex.c: walk(..., WALK_LEVEL)).  The one
 * look inside a MODULE_BLOCK at open is its preamble: the entries up to its
 * first sub-block that is not a BLOCKINFO, where LLVM's writer puts the
 * module's BLOCKINFO (ModuleBitcodeWriter::write: writeModuleVersion, then
 * writeBlockInfo; doc/libbcq.3, BLOCKINFO).  Those BLOCKINFOs are parsed and
 * apply to everything after them; one met later inside the module is
 * checked when it is read but takes no effect (BCQ_OPEN_DEEP aside), so a
 * body decodes the same whichever query reached it first.  BCQ_OPEN_DEEP,
 * and every bitstream that is not LLVM IR (it has no known layout), is
 * walked whole at open.  Records met on the way are stepped over, never
 * stored.
 *
 * What the walk checks, cheaply: each body lies inside its parent (and the
 * top level inside the stream); a descended block's END_BLOCK is exactly
 * where its blocklen says; content never runs past that point; the top level
 * holds only blocks and ends at the end of the stream, or where only zero
 * bytes remain (LLVM tolerates such padding); nesting stays below
 * BCQ__MAX_DEPTH.  The walk is iterative: depth costs no C stack.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define MODULE_BLOCK_ID 8u
#define FUNCTION_BLOCK_ID 12u
#define IDENTIFICATION_BLOCK_ID 13u
#define VSTOFFSET_CODE 13u /* in MODULE_BLOCK */
#define AHEAD_MIN_BITS ((uint64_t)64 << 23) /* 64 MiB */

/* The walk is at stream bit pos: prefetch the header of the body a few
 * entries ahead. */
static inline void ahead_touch(const bcq_file *f, bcq__ahead *a,
                                    uint64_t pos)
{
    while (a->next < a->n && a->bits[a->next] <= pos)
        a->next++;
    size_t k = a->next + 8;
    if (k < a->n && a->bits[k] / 8 < f->stream_len)
        __builtin_prefetch(f->data + f->stream_off + a->bits[k] / 8);
}

/* One open block of the walk. */
typedef struct level {
    uint64_t limit; /* end of body (stream bits) */
    uint64_t enter_bit;
    uint32_t entry;      /* its index in out, UINT32_MAX for the root */
    uint32_t block_id;
    size_t scope;        /* first abbreviation of its scope */
    size_t pool;         /* pool size when it was entered */
    unsigned width;
} level;

static void free_blockvec(bcq__blockvec *v)
{
    free(v->v);
    v->v = NULL;
    v->n = v->cap = 0;
}

int bcq__enter_read(bcq__cursor *c, uint64_t enter_bit, uint64_t limit_bit,
                    bcq__enter *out, bcq_error *err)
{
    uint64_t at = c->pos, id, width, words;
    int rc;
    if ((rc = bcq__read_vbr(c, 8, &id)))
        return bcq__fail(err, rc, at, "ENTER_SUBBLOCK: %s in the block id",
                         rc == BCQ_E_TRUNCATED ? "stream ends" : "bad VBR");
    if (id > UINT32_MAX)
        return bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                         "ENTER_SUBBLOCK: block id %llu does not fit 32 bits",
                         (unsigned long long)id);
    at = c->pos;
    if ((rc = bcq__read_vbr(c, 4, &width)))
        return bcq__fail(err, rc, at, "ENTER_SUBBLOCK: %s in the abbrev width",
                         rc == BCQ_E_TRUNCATED ? "stream ends" : "bad VBR");
    /* LLVM's EnterSubBlock refuses width 0 and widths above its chunk size
     * (tests width0_block, width33_block). */
    if (width == 0 || width > BCQ__MAX_WIDTH)
        return bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                         "ENTER_SUBBLOCK: abbrev width %llu not in 1..32",
                         (unsigned long long)width);
    if ((rc = bcq__align32(c)))
        return bcq__fail(err, rc, c->pos, "ENTER_SUBBLOCK: stream ends");
    at = c->pos;
    if ((rc = bcq__read_fixed(c, 32, &words)))
        return bcq__fail(err, rc, at, "ENTER_SUBBLOCK: stream ends in blocklen");
    /* The body must lie inside the enclosing block or stream (tests
     * blocklen_past_end, child_outside_parent). */
    if (!bcq__range_ok(c->pos, words * 32, limit_bit))
        return bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                         "block %llu: blocklen of %llu words runs past the "
                         "end of its %s",
                         (unsigned long long)id, (unsigned long long)words,
                         "container");
    out->enter_bit = enter_bit;
    out->body_bit = c->pos;
    out->end_bit = c->pos + words * 32;
    out->block_id = (uint32_t)id;
    out->words = (uint32_t)words;
    out->width = (unsigned)width;
    return 0;
}

static int push_entry(const bcq_file *f, size_t *acct, bcq__blockvec *out,
                      const bcq__enter *e, uint32_t parent, unsigned depth,
                      bcq_error *err)
{
    if (out->n >= UINT32_MAX - 1)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, e->enter_bit,
                         "too many blocks");
    if (out->n == out->cap) { /* the call only when it must grow */
        int rc = bcq__fgrow(f, acct, (void **)&out->v, &out->cap, out->n + 1,
                            sizeof *out->v, err);
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

static int all_zero(const uint8_t *p, uint64_t from_byte, uint64_t end_byte)
{
    for (uint64_t i = from_byte; i < end_byte; i++)
        if (p[i])
            return 0;
    return 1;
}

/* Parse the BLOCKINFO entered at stream bit enter, its body at
 * [body, end) with abbreviation ids width bits wide; errors in its
 * context, their bit stream-relative (as everywhere below the API). */
static int parse_at(const bcq_file *f, uint64_t enter, uint64_t body,
                    uint64_t end, unsigned width, bcq__blockinfo **out,
                    bcq_error *err)
{
    bcq__cursor c = bcq__file_cursor(f);
    c.pos = body;
    c.size_bits = end;
    int rc = bcq__blockinfo_parse(&c, width, end, out, err);
    if (rc) {
        rc = bcq__overrun(err, rc, end, (uint64_t)f->stream_len * 8);
        bcq__error_context(err, 0, bcq__file_bit(f, enter));
        return rc;
    }
    (*out)->enter_bit = enter;
    (*out)->end_bit = end;
    return 0;
}

/* A BLOCKINFO whose header e was just read, c at its body: parse (and so
 * check) it and leave c after it.  mf: keep it there, in force from its
 * end on (*bi follows it); NULL: it takes no effect (a BLOCKINFO inside a
 * lazily indexed level, doc/libbcq.3 BLOCKINFO; LLVM's IR reader skips one
 * in a function body: parseFunctionBody has no BLOCKINFO case). */
static int read_blockinfo(const bcq_file *f, bcq_file *mf, bcq__cursor *c,
                          const bcq__enter *e, const bcq__blockinfo **bi,
                          bcq_error *err)
{
    bcq__blockinfo *nb;
    int rc = parse_at(f, e->enter_bit, e->body_bit, e->end_bit, e->width,
                      &nb, err);
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

/* The preamble of a MODULE_BLOCK m, read by the opening walk of an IR file
 * (see the head of this file): its entries up to the first sub-block that
 * is not a BLOCKINFO, or its END_BLOCK (checked by whoever reads the module
 * through).  BLOCKINFOs there are located in mf, and parsed when a query
 * first needs one: a SYMTAB query never does. */
static int module_preamble(bcq_file *mf, const bcq__enter *m,
                           const bcq__blockinfo *const *bi, bcq_error *err)
{
    bcq__cursor c = bcq__file_cursor(mf);
    const uint64_t stream_bits = c.size_bits;
    c.pos = m->body_bit;
    c.size_bits = m->end_bit;
    bcq__abbrevs ab = {0};
    int rc = bcq__scope_open(&ab, *bi, m->block_id, err);
    while (rc == 0) {
        uint64_t at = c.pos, id;
        if ((rc = bcq__read_fixed(&c, m->width, &id))) {
            bcq__fail(err, rc, at, "stream ends where an abbreviation id "
                                   "was expected");
            break;
        }
        if (id == 0)
            break;
        if (id == 2) {
            rc = bcq__abbrev_read(&c, &ab, err);
            continue;
        }
        if (id != 1) {
            bcq_record r;
            rc = bcq__record_read(&c, (unsigned)id, at, &ab, 0, NULL, &r,
                                  err);
            continue;
        }
        bcq__enter e;
        if ((rc = bcq__enter_read(&c, at, m->end_bit, &e, err)) ||
            e.block_id != 0)
            break;
        rc = bcq__file_add_blockinfo(mf, &e, NULL, m->end_bit, err);
        c.pos = e.end_bit;
    }
    if (rc) {
        rc = bcq__overrun(err, rc, m->end_bit, stream_bits);
        bcq__error_context(err, m->block_id, bcq__file_bit(mf, m->enter_bit));
    }
    bcq__abbrevs_free(&ab);
    return rc;
}

/* Where FNENTRY and VSTOFFSET words of the module whose MODULE_BLOCK is
 * entered at stream bit mod count from: its IDENTIFICATION block right
 * before it at the top level, else the MODULE_BLOCK itself. */
static uint64_t module_base(const bcq_file *f, uint64_t mod)
{
    size_t i;
    if (bcq__index_lookup(&f->index, mod, &i) && i > 0) {
        const bcq__block *prev = &f->index.v[i - 1];
        if (prev->depth == 0 && prev->block_id == IDENTIFICATION_BLOCK_ID)
            return prev->enter_bit;
    }
    return mod;
}

/* The walk proper.  mf: the file when this is the opening walk (BLOCKINFOs
 * found are kept in it), NULL for a lazy walk of one level.  mode:
 * BCQ__WALK_OPEN (the top level; all of it in a stream that is not IR),
 * BCQ__WALK_DEEP (everything), BCQ__WALK_LEVEL (the root's direct
 * children, each flagged LAZY). */
static int walk(const bcq_file *f, bcq_file *mf, const bcq__enter *root,
                unsigned depth0, int mode, bcq__blockvec *out, size_t *acct,
                bcq_error *err)
{
    bcq__cursor c = bcq__file_cursor(f);
    const uint64_t stream_bits = c.size_bits;
    level stack[BCQ__MAX_DEPTH + 1];
    unsigned sp = 0;
    bcq__abbrevs ab = {0};
    const bcq__blockinfo *bi;
    int rc = 0;
    /* The lazy walk of a module's level: its VSTOFFSET and the list of its
     * bodies to fetch ahead (ahead.c). */
    const int look_ahead = mode == BCQ__WALK_LEVEL && root && f->is_ir &&
                           root->block_id == MODULE_BLOCK_ID;
    const int descend =
        mode == BCQ__WALK_DEEP || (mode == BCQ__WALK_OPEN && !f->is_ir);
    bcq__ahead ahead = {0};
    bcq__ops vops = {0};
    uint64_t mod_base = 0, vst_word = 0;

    if (root) {
        c.pos = root->body_bit;
        c.size_bits = root->end_bit;
        if ((rc = bcq__blockinfo_in_force(f, root->enter_bit, &bi, err)))
            goto out;
        stack[0] = (level){root->end_bit, root->enter_bit, UINT32_MAX,
                           root->block_id, 0, 0, root->width};
        if ((rc = bcq__scope_open(&ab, bi, root->block_id, err)))
            goto out;
        if (look_ahead)
            mod_base = module_base(f, root->enter_bit);
    } else {
        c.pos = 32; /* after the magic */
        bi = NULL;
        stack[0] = (level){stream_bits, 0, UINT32_MAX, UINT32_MAX, 0, 0, 2};
    }

    for (;;) {
        level *L = &stack[sp];
        const int top = (sp == 0 && !root);
        uint64_t at = c.pos, id;
        if (top) {
            /* The top level ends at the end of the stream, or where only
             * zero padding remains (tests trailing_zeros, trailing_garbage). */
            if (at == stream_bits ||
                ((at & 31) == 0 && all_zero(c.base, at / 8, stream_bits / 8)))
                break;
        }
        if ((rc = bcq__read_fixed(&c, L->width, &id))) {
            bcq__fail(err, rc, at, "stream ends where an abbreviation id "
                                   "was expected");
            rc = bcq__overrun(err, rc, L->limit, stream_bits);
            goto out;
        }
        if (top && id != 1) {
            rc = bcq__fail(err, f->is_ir || at > 32 ? BCQ_E_BAD_BLOCK
                                                    : BCQ_E_NOT_BITCODE,
                           at, "abbreviation id %llu at the top level, where "
                               "only blocks may stand",
                           (unsigned long long)id);
            goto out;
        }
        if (id == 0) { /* END_BLOCK */
            if ((rc = bcq__align32(&c))) {
                bcq__fail(err, rc, at, "stream ends in END_BLOCK");
                rc = bcq__overrun(err, rc, L->limit, stream_bits);
                goto out;
            }
            /* END_BLOCK must be where blocklen says (test blocklen_long). */
            if (c.pos != L->limit) {
                rc = bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                               "END_BLOCK %llu bits before the end that "
                               "blocklen gives",
                               (unsigned long long)(L->limit - c.pos));
                goto out;
            }
            if (sp == 0)
                break; /* end of the root of a lazy walk */
            ab.n = L->scope;
            ab.npool = L->pool;
            sp--;
            c.size_bits = stack[sp].limit;
            continue;
        }
        if (id == 1) { /* ENTER_SUBBLOCK */
            bcq__enter e;
            unsigned depth = depth0 + sp;
            if ((rc = bcq__enter_read(&c, at, L->limit, &e, err))) {
                rc = bcq__overrun(err, rc, L->limit, stream_bits);
                goto out;
            }
            if (depth >= BCQ__MAX_DEPTH) {
                rc = bcq__fail(err, BCQ_E_TOO_DEEP, at,
                               "blocks nested more than %u deep",
                               BCQ__MAX_DEPTH);
                goto out;
            }
            if ((rc = push_entry(f, acct, out, &e, L->entry, depth, err)))
                goto out;
            if (e.block_id == 0) { /* BLOCKINFO: parse (and check) it now */
                if ((rc = read_blockinfo(f, mf, &c, &e, &bi, err)))
                    goto out;
                continue;
            }
            if (!descend) {
                out->v[out->n - 1].flags |= BCQ_BLOCK_LAZY;
                c.pos = e.end_bit;
                if (mode == BCQ__WALK_OPEN && e.block_id == MODULE_BLOCK_ID &&
                    (rc = module_preamble(mf, &e, &bi, err)))
                    goto out;
                if (look_ahead && e.block_id == FUNCTION_BLOCK_ID &&
                    L->block_id == MODULE_BLOCK_ID) {
                    uint64_t vst = mod_base + (vst_word - 1) * 32;
                    /* Reading the list costs more than it saves below
                     * some tens of MB of bodies (bench/, on this machine:
                     * +0.1 ms for a 6 MB module, +0.4 ms for 46 MB,
                     * -4 ms for 108 MB, -8 ms for 134 MB): only for runs
                     * of bodies of 64 MiB and more. */
                    if (!ahead.tried && vst_word && vst > c.pos &&
                        (vst - c.pos >= AHEAD_MIN_BITS ||
                         (f->flags & BCQ__OPEN_AHEAD_ALWAYS)))
                        bcq__ahead_plan(f, bi, L->width, mod_base, vst,
                                        L->limit, &ahead);
                    ahead.tried = 1;
                    ahead_touch(f, &ahead, c.pos);
                }
                continue;
            }
            sp++;
            stack[sp] = (level){e.end_bit, at, (uint32_t)(out->n - 1),
                                e.block_id, ab.n, ab.npool, e.width};
            c.size_bits = e.end_bit;
            if ((rc = bcq__scope_open(&ab, bi, e.block_id, err)))
                goto out;
            continue;
        }
        if (id == 2) { /* DEFINE_ABBREV: local to the open block */
            if ((rc = bcq__abbrev_read(&c, &ab, err))) {
                rc = bcq__overrun(err, rc, L->limit, stream_bits);
                goto out;
            }
            continue;
        }
        bcq_record r;
        if ((rc = bcq__record_read(&c, (unsigned)id, at, &ab, L->scope, NULL,
                                   &r, err))) {
            rc = bcq__overrun(err, rc, L->limit, stream_bits);
            goto out;
        }
        if (look_ahead && r.code == VSTOFFSET_CODE &&
            L->block_id == MODULE_BLOCK_ID) {
            /* read again for its operand (once per module) */
            bcq__cursor t = c;
            t.pos = at + L->width;
            bcq_record v;
            if (bcq__record_read(&t, (unsigned)id, at, &ab, L->scope, &vops,
                                 &v, NULL) == 0 &&
                v.nops >= 1 && v.ops[0] >= 1 &&
                v.ops[0] <= (UINT64_MAX - mod_base) / 32)
                vst_word = v.ops[0];
        }
    }
out:
    if (rc && sp > 0)
        bcq__error_context(err, stack[sp].block_id,
                           bcq__file_bit(f, stack[sp].enter_bit));
    else if (rc && root)
        bcq__error_context(err, root->block_id,
                           bcq__file_bit(f, root->enter_bit));
    if (rc && err && err->code)
        err->bit_offset = bcq__file_bit(f, err->bit_offset);
    bcq__abbrevs_free(&ab);
    bcq__ahead_free(f, &ahead);
    free(vops.v);
    return rc;
}

int bcq__index_walk(const bcq_file *f, const bcq__enter *enter,
                    unsigned depth0, bcq__subindex *out, size_t *acct,
                    bcq_error *err)
{
    return walk(f, NULL, enter, depth0, BCQ__WALK_LEVEL, &out->blocks, acct,
                err);
}

void bcq__subindex_free(bcq__subindex *s)
{
    free_blockvec(&s->blocks);
    free(s);
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
    return bcq__read_fixed(&c, width, &id) == 0 && id == 1 &&
           bcq__enter_read(&c, pos, limit, out, NULL) == 0 &&
           out->block_id == block_id;
}

/* The walk grows the index by doubling; once it is done, give back the
 * unused tail so the index costs its 32 bytes per block and no more. */
void bcq__shrink(const bcq_file *f, void **v, size_t *cap, size_t n,
                 size_t elem)
{
    if (n == 0 || n >= *cap)
        return;
    void *p = realloc(*v, n * elem);
    if (!p)
        return; /* keeping the larger block is fine */
    size_t spare = (*cap - n) * elem;
    bcq__refund(f, &spare);
    *v = p;
    *cap = n;
}

int bcq__index_build(bcq_file *f, bcq_error *err)
{
    f->heap_limit = bcq__heap_limit(f->size);
    int rc = walk(f, f, NULL, 0,
                  (f->flags & BCQ_OPEN_DEEP) ? BCQ__WALK_DEEP : BCQ__WALK_OPEN,
                  &f->index, NULL, err);
    if (rc == 0)
        bcq__shrink(f, (void **)&f->index.v, &f->index.cap, f->index.n,
                    sizeof *f->index.v);
    if (rc == 0)
        bcq__shrink(f, (void **)&f->blockinfos, &f->capblockinfos,
                    f->nblockinfos, sizeof *f->blockinfos);
    /* A foreign magic with no block after it is no bitstream we can show
     * (an IR magic alone is an empty module file, as LLVM reads it). */
    if (rc == 0 && !f->is_ir && f->index.n == 0)
        rc = bcq__fail(err, BCQ_E_NOT_BITCODE,
                       bcq__file_bit(f, 32),
                       "no block after the 4-byte magic");
    if (rc == 0 && f->is_ir)
        rc = bcq__modules_group(f, err);
    return rc;
}

void bcq__index_free(bcq_file *f)
{
    free_blockvec(&f->index);
    for (size_t i = 0; i < f->nblockinfos; i++)
        bcq__blockinfo_free(atomic_load(&f->blockinfos[i].bi));
    free(f->blockinfos);
    bcq__levels *lv = atomic_load(&f->levels);
    for (size_t b = 0; lv && b <= lv->mask; b++) {
        bcq__subindex *s = atomic_load(&lv->bucket[b]);
        while (s) {
            bcq__subindex *n = s->next;
            bcq__subindex_free(s);
            s = n;
        }
    }
    free(lv);
}

int bcq__file_add_blockinfo(bcq_file *f, const bcq__enter *e,
                            bcq__blockinfo *bi, uint64_t scope_end,
                            bcq_error *err)
{
    int rc = bcq__fgrow(f, NULL, (void **)&f->blockinfos, &f->capblockinfos,
                        f->nblockinfos + 1, sizeof *f->blockinfos, err);
    if (rc == 0 && bi)
        rc = bcq__charge(f, NULL, bcq__blockinfo_bytes(bi), err);
    if (rc)
        return rc;
    bcq__bislot *s = &f->blockinfos[f->nblockinfos++];
    s->enter_bit = e->enter_bit;
    s->body_bit = e->body_bit;
    s->end_bit = e->end_bit;
    s->width = e->width;
    s->scope_end = scope_end;
    atomic_init(&s->bi, bi);
    return 0;
}

/* The last slot ending at or before pos whose scope holds pos (few per
 * file: one per module in IR), or NULL.  A module's BLOCKINFO serves that
 * module only, as LLVM's IR reader reads it (parseModule); the STRTAB and
 * SYMTAB after it are read without it (as LLVM's readers of those blobs
 * do), so a SYMTAB query never parses it. */
static const bcq__bislot *slot_at(const bcq_file *f, uint64_t pos)
{
    if (pos == UINT64_MAX) /* "the last" (bcq_block_name) */
        return f->nblockinfos ? &f->blockinfos[f->nblockinfos - 1] : NULL;
    for (size_t i = f->nblockinfos; i-- > 0;)
        if (f->blockinfos[i].end_bit <= pos && pos < f->blockinfos[i].scope_end)
            return &f->blockinfos[i];
    return NULL;
}

const bcq__bislot *bcq__file_bislot(const bcq_file *f, uint64_t pos)
{
    for (size_t i = 0; i < f->nblockinfos; i++)
        if (f->blockinfos[i].enter_bit == pos)
            return &f->blockinfos[i];
    return NULL;
}

/* Parse a located BLOCKINFO and publish it (parse_at's errors). */
static int parse_slot(const bcq_file *f, bcq__bislot *s,
                      const bcq__blockinfo **out, bcq_error *err)
{
    bcq__blockinfo *nb;
    int rc = parse_at(f, s->enter_bit, s->body_bit, s->end_bit, s->width,
                      &nb, err);
    if (rc)
        return rc;
    size_t acct = 0;
    if ((rc = bcq__charge(f, &acct, bcq__blockinfo_bytes(nb), err))) {
        bcq__blockinfo_free(nb);
        return rc;
    }
    bcq__blockinfo *have = NULL;
    if (!atomic_compare_exchange_strong_explicit(&s->bi, &have, nb,
                                                 memory_order_acq_rel,
                                                 memory_order_acquire)) {
        bcq__blockinfo_free(nb); /* another thread published first */
        bcq__refund(f, &acct);
        nb = have;
    }
    *out = nb;
    return 0;
}

int bcq__blockinfo_in_force(const bcq_file *f, uint64_t pos,
                            const bcq__blockinfo **out, bcq_error *err)
{
    *out = NULL;
    bcq__bislot *s = (bcq__bislot *)slot_at(f, pos);
    if (!s)
        return 0;
    *out = atomic_load_explicit(&s->bi, memory_order_acquire);
    return *out ? 0 : parse_slot(f, s, out, err);
}

const bcq__blockinfo *bcq__file_blockinfo_at(const bcq_file *f, uint64_t pos)
{
    const bcq__blockinfo *bi;
    return bcq__blockinfo_in_force(f, pos, &bi, NULL) == 0 ? bi : NULL;
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
    out->offset_bits = bcq__file_bit(f, b->enter_bit);
    out->body_bits = out->offset_bits + b->body_delta;
    out->words = b->words;
}

size_t bcq_block_count(const bcq_file *f)
{
    return f ? f->index.n : 0;
}

int bcq_block_at(const bcq_file *f, size_t i, bcq_block *out)
{
    if (!f || !out)
        return BCQ_E_INVAL;
    if (i >= f->index.n)
        return BCQ_E_RANGE;
    bcq__block_export(f, &f->index, i, 1, out);
    return 0;
}

int bcq_block_find(const bcq_file *f, unsigned block_id, size_t from,
                   size_t *index)
{
    if (!f || !index)
        return BCQ_E_INVAL;
    for (size_t i = from; i < f->index.n; i++) {
        if (f->index.v[i].block_id == block_id) {
            *index = i;
            return 0;
        }
    }
    return BCQ_E_NOT_FOUND;
}
