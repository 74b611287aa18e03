/*
 * blockinfo.c - the BLOCKINFO block (BitCodeFormat.rst "BLOCKINFO Block").
 *
 *   SETBID [blockid]            later records describe that block id
 *   DEFINE_ABBREV               an abbreviation for the current block id
 *   BLOCKNAME [name chars]      the current block id's name
 *   SETRECORDNAME [code, chars] a record name in the current block id
 *
 * A BLOCKINFO applies to the blocks that start after it (doc/format.md 3.4:
 * clang puts it inside MODULE_BLOCK); a later one replaces it, as in LLVM's
 * readers.  Its abbreviations take the ids from 4 up, before the block's own.
 * Rules enforced here (doc/format.md 3.3; tests in check_blockinfo.c):
 * DEFINE_ABBREV, BLOCKNAME or SETRECORDNAME before any SETBID is an error
 * ("bi_abbrev_before_setbid"), as is a block nested in BLOCKINFO
 * ("bi_nested") and an abbreviated record (BLOCKINFO has no abbreviations of
 * its own).  Unknown record codes are ignored.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bitstream/bitstream.h"

typedef struct tmp_abbrev {
    uint32_t block_id;
    bcq__abbrev ab;
} tmp_abbrev;

void bcq__blockinfo_free(bcq__blockinfo *bi)
{
    if (!bi)
        return;
    for (size_t i = 0; i < bi->nblocks; i++) {
        bcq__bi_block *b = &bi->blocks[i];
        free(b->abbrevs);
        free(b->name);
        for (size_t k = 0; k < b->nrecnames; k++)
            free(b->recnames[k].name);
        free(b->recnames);
    }
    free(bi->blocks);
    bcq__abbrevs_free(&bi->abbrevs);
    free(bi);
}

/* What a parsed BLOCKINFO holds, with malloc's header (about 16 bytes)
 * for each of its many small allocations. */
size_t bcq__blockinfo_bytes(const bcq__blockinfo *bi)
{
    const size_t hdr = 16;
    size_t n = sizeof *bi + bi->nblocks * sizeof *bi->blocks +
               bi->abbrevs.cap * sizeof *bi->abbrevs.list +
               bi->abbrevs.cappool * sizeof *bi->abbrevs.pool + 4 * hdr;
    for (size_t i = 0; i < bi->nblocks; i++) {
        const bcq__bi_block *b = &bi->blocks[i];
        n += b->nabbrevs * sizeof *b->abbrevs +
             b->caprecnames * sizeof *b->recnames +
             (b->name ? strlen(b->name) + 1 + hdr : 0) + 2 * hdr;
        for (size_t k = 0; k < b->nrecnames; k++)
            n += strlen(b->recnames[k].name) + 1 + hdr;
    }
    return n;
}

const bcq__bi_block *bcq__blockinfo_find(const bcq__blockinfo *bi,
                                         unsigned block_id)
{
    if (!bi)
        return NULL;
    for (size_t i = 0; i < bi->nblocks; i++)
        if (bi->blocks[i].block_id == block_id)
            return &bi->blocks[i];
    return NULL;
}

static int get_block(bcq__blockinfo *bi, size_t *cap, uint32_t block_id,
                     bcq__bi_block **out, uint64_t at, bcq_error *err)
{
    for (size_t i = 0; i < bi->nblocks; i++)
        if (bi->blocks[i].block_id == block_id) {
            *out = &bi->blocks[i];
            return 0;
        }
    /* The cap keeps this scan and distribute() linear in the input. */
    if (bi->nblocks >= BCQ__MAX_BI_BLOCKS)
        return bcq__fail(err, BCQ_E_LIMIT, at,
                         "BLOCKINFO describes more than %u block ids",
                         BCQ__MAX_BI_BLOCKS);
    int rc = bcq__grow((void **)&bi->blocks, cap, bi->nblocks + 1,
                       sizeof *bi->blocks, err);
    if (rc)
        return rc;
    bcq__bi_block *b = &bi->blocks[bi->nblocks++];
    memset(b, 0, sizeof *b);
    b->block_id = block_id;
    *out = b;
    return 0;
}

/* Operands [from, n) as a NUL-terminated string (each operand a char). */
static char *ops_string(const bcq_record *r, size_t from, bcq_error *err)
{
    size_t n = r->nops > from ? r->nops - from : 0;
    char *s = malloc(n + 1);
    if (!s) {
        bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        s[i] = (char)r->ops[from + i];
    s[n] = 0;
    return s;
}

static int handle_record(bcq__blockinfo *bi, size_t *capblocks,
                         bcq__bi_block **cur, int64_t *cur_id,
                         const bcq_record *r, bcq_error *err)
{
    switch (r->code) {
    case BCQ__BLOCKINFO_CODE_SETBID:
        if (r->nops < 1 || r->ops[0] > UINT32_MAX)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "BLOCKINFO: SETBID without a valid block id");
        *cur_id = (int64_t)r->ops[0];
        *cur = NULL;
        return 0;
    case BCQ__BLOCKINFO_CODE_BLOCKNAME:
    case BCQ__BLOCKINFO_CODE_SETRECORDNAME:
        break;
    default:
        return 0; /* unknown: ignored, like LLVM */
    }
    if (*cur_id < 0)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "BLOCKINFO: %s before SETBID",
                         r->code == BCQ__BLOCKINFO_CODE_BLOCKNAME ? "BLOCKNAME"
                                                        : "SETRECORDNAME");
    bcq__bi_block *b;
    int rc = get_block(bi, capblocks, (uint32_t)*cur_id, &b,
                       r->bit, err);
    if (rc)
        return rc;
    if (r->code == BCQ__BLOCKINFO_CODE_BLOCKNAME) {
        char *s = ops_string(r, 0, err);
        if (!s)
            return BCQ_E_NOMEM;
        free(b->name);
        b->name = s;
        return 0;
    }
    if (r->nops < 1 || r->ops[0] > UINT32_MAX)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "BLOCKINFO: SETRECORDNAME without a record code");
    rc = bcq__grow((void **)&b->recnames, &b->caprecnames,
                       b->nrecnames + 1, sizeof *b->recnames, err);
    if (rc)
        return rc;
    char *s = ops_string(r, 1, err);
    if (!s)
        return BCQ_E_NOMEM;
    b->recnames[b->nrecnames].code = (uint32_t)r->ops[0];
    b->recnames[b->nrecnames].name = s;
    b->nrecnames++;
    return 0;
}

/* Give every block id its abbreviations as one array, in definition order. */
static int distribute(bcq__blockinfo *bi, size_t *capblocks,
                      const tmp_abbrev *t, size_t nt, bcq_error *err)
{
    bcq__bi_block *unused;
    for (size_t i = 0; i < nt; i++) {
        int rc = get_block(bi, capblocks, t[i].block_id, &unused, 0, err);
        if (rc)
            return rc;
    }
    for (size_t b = 0; b < bi->nblocks; b++) {
        bcq__bi_block *blk = &bi->blocks[b];
        size_t n = 0;
        for (size_t i = 0; i < nt; i++)
            n += t[i].block_id == blk->block_id;
        if (!n)
            continue;
        blk->abbrevs = malloc(n * sizeof *blk->abbrevs);
        if (!blk->abbrevs)
            return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
        for (size_t i = 0; i < nt; i++) {
            if (t[i].block_id != blk->block_id)
                continue;
            bcq__abbrev ab = t[i].ab;
            ab.ops = bi->abbrevs.pool + ab.off; /* pool is final now */
            blk->abbrevs[blk->nabbrevs++] = ab;
        }
    }
    return 0;
}

int bcq__blockinfo_parse(bcq__cursor *c, const bcq__enter *e,
                         bcq__blockinfo **out, bcq_error *err)
{
    bcq__blockinfo *bi = calloc(1, sizeof *bi);
    if (!bi)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    tmp_abbrev *t = NULL;
    size_t nt = 0, capt = 0, capblocks = 0;
    bcq__ops ops = {0};
    bcq__abbrevs none = {0}; /* BLOCKINFO has no abbreviations of its own */
    bcq__bi_block *cur = NULL;
    int64_t cur_id = -1;
    const uint64_t stream_bits = c->size_bits;
    const bcq__frame L = {e->end_bit, e->enter_bit, BCQ__BLOCKINFO_BLOCK_ID,
                          UINT32_MAX, e->width, 0, 0, 0};
    bcq_record r;
    bcq__adv a = {.rec = &r};
    int rc = 0;
    c->pos = e->body_bit;
    c->size_bits = e->end_bit;
    while ((rc = bcq__advance(c, &L, stream_bits, &none, &ops,
                              BCQ__ADV_RAW_ABBREVS, &a, err)) == 0 &&
           a.kind != BCQ__ADV_END) {
        if (a.kind == BCQ__ADV_BLOCK) {
            rc = bcq__fail(err, BCQ_E_BAD_BLOCK, a.at,
                           "BLOCKINFO: a block nested inside BLOCKINFO");
            break;
        }
        if (a.kind == BCQ__ADV_RECORD) {
            if ((rc = handle_record(bi, &capblocks, &cur, &cur_id, &r, err)))
                break;
            continue;
        }
        /* DEFINE_ABBREV: for the block id SETBID chose */
        if (cur_id < 0) {
            rc = bcq__fail(err, BCQ_E_BAD_ABBREV, a.at,
                           "BLOCKINFO: DEFINE_ABBREV before SETBID");
            break;
        }
        bcq__bi_block *blk; /* exists before distribute(), see cap */
        if ((rc = get_block(bi, &capblocks, (uint32_t)cur_id, &blk, a.at,
                            err)))
            break;
        size_t before = bi->abbrevs.n;
        if ((rc = bcq__abbrev_read(c, &bi->abbrevs, err))) {
            rc = bcq__overrun(err, rc, L.limit, stream_bits);
            break;
        }
        if ((rc = bcq__grow((void **)&t, &capt, nt + 1, sizeof *t, err)))
            break;
        t[nt].block_id = (uint32_t)cur_id;
        t[nt].ab = bi->abbrevs.list[before];
        nt++;
    }
    (void)cur;
    c->size_bits = stream_bits;
    if (rc == 0)
        rc = distribute(bi, &capblocks, t, nt, err);
    free(t);
    free(ops.v);
    if (rc) {
        bcq__blockinfo_free(bi);
        return rc;
    }
    *out = bi;
    return 0;
}

int bcq__scope_open(bcq__abbrevs *a, const bcq__blockinfo *bi,
                    unsigned block_id, bcq_error *err)
{
    const bcq__bi_block *b = bcq__blockinfo_find(bi, block_id);
    if (!b)
        return 0;
    for (size_t i = 0; i < b->nabbrevs; i++) {
        int rc = bcq__abbrevs_push(a, &b->abbrevs[i], err);
        if (rc)
            return rc;
    }
    return 0;
}

