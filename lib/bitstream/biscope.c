/*
 * biscope.c - the BLOCKINFOs of a file and which one is in force where
 * (doc/format.md 3.5), and the names of block ids and record codes.
 *
 * The opening walk keeps each BLOCKINFO it meets in a slot: parsed at once
 * when it stands at the top level or, without a format, anywhere the walk
 * descends; only located when it stands in the preamble of a block the
 * format names (LLVM IR: a MODULE_BLOCK), and parsed by the first query
 * that needs it, published with a compare-and-swap.  A preamble's BLOCKINFO
 * serves that block only.
 */
#include "config.h"

#include <stdlib.h>

#include "bitstream/bitstream.h"

int bcq__blockinfo_parse_at(const bcq_file *f, const bcq__enter *e,
                            bcq__blockinfo **out, bcq_error *err)
{
    bcq__cursor c = bcq__file_cursor(f);
    int rc = bcq__blockinfo_parse(&c, e, out, err);
    if (rc) {
        bcq__error_context(err, BCQ__BLOCKINFO_BLOCK_ID,
                           bcq__file_bit(f, e->enter_bit));
        return rc;
    }
    (*out)->enter_bit = e->enter_bit;
    (*out)->end_bit = e->end_bit;
    return 0;
}

void bcq__blockinfos_free(bcq_file *f)
{
    for (size_t i = 0; i < bcq__fs(f)->nblockinfos; i++)
        bcq__blockinfo_free(atomic_load(&bcq__fs(f)->blockinfos[i].bi));
    free(bcq__fs(f)->blockinfos);
    bcq__fs(f)->blockinfos = NULL;
    bcq__fs(f)->nblockinfos = bcq__fs(f)->capblockinfos = 0;
}

int bcq__file_add_blockinfo(bcq_file *f, const bcq__enter *e,
                            bcq__blockinfo *bi, uint64_t scope_end,
                            bcq_error *err)
{
    int rc = bcq__fgrow(bcq__fbudget(f), NULL, (void **)&bcq__fs(f)->blockinfos, &bcq__fs(f)->capblockinfos,
                        bcq__fs(f)->nblockinfos + 1, sizeof *bcq__fs(f)->blockinfos, err);
    if (rc == 0 && bi)
        rc = bcq__charge(bcq__fbudget(f), NULL, bcq__blockinfo_bytes(bi), err);
    if (rc)
        return rc;
    bcq__bislot *s = &bcq__fs(f)->blockinfos[bcq__fs(f)->nblockinfos++];
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
        return bcq__fs(f)->nblockinfos ? &bcq__fs(f)->blockinfos[bcq__fs(f)->nblockinfos - 1] : NULL;
    for (size_t i = bcq__fs(f)->nblockinfos; i-- > 0;)
        if (bcq__fs(f)->blockinfos[i].end_bit <= pos && pos < bcq__fs(f)->blockinfos[i].scope_end)
            return &bcq__fs(f)->blockinfos[i];
    return NULL;
}

const bcq__bislot *bcq__file_bislot(const bcq_file *f, uint64_t pos)
{
    for (size_t i = 0; i < bcq__fs(f)->nblockinfos; i++)
        if (bcq__fs(f)->blockinfos[i].enter_bit == pos)
            return &bcq__fs(f)->blockinfos[i];
    return NULL;
}

/* Parse a located BLOCKINFO and publish it (bcq__blockinfo_parse_at's
 * errors). */
static int parse_slot(const bcq_file *f, bcq__bislot *s,
                      const bcq__blockinfo **out, bcq_error *err)
{
    bcq__blockinfo *nb;
    bcq__enter e = {s->enter_bit, s->body_bit, s->end_bit, 0, 0, s->width};
    int rc = bcq__blockinfo_parse_at(f, &e, &nb, err);
    if (rc)
        return rc;
    size_t acct = 0;
    if ((rc = bcq__charge(bcq__fbudget(f), &acct, bcq__blockinfo_bytes(nb), err))) {
        bcq__blockinfo_free(nb);
        return rc;
    }
    bcq__blockinfo *have = NULL;
    if (!atomic_compare_exchange_strong_explicit(&s->bi, &have, nb,
                                                 memory_order_acq_rel,
                                                 memory_order_acquire)) {
        bcq__blockinfo_free(nb); /* another thread published first */
        bcq__refund(bcq__fbudget(f), &acct);
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

/* ------------------------------------------------------------ public names */

/* What the BLOCKINFO in force at input bit at_bit (UINT64_MAX: the last)
 * says about block_id. */
static const bcq__bi_block *names_at(const bcq_file *f, unsigned block_id,
                                     uint64_t at_bit)
{
    uint64_t base = (uint64_t)bcq__fs(f)->where.stream_off * 8;
    uint64_t pos = at_bit == UINT64_MAX ? UINT64_MAX
                   : at_bit < base      ? 0
                                        : at_bit - base;
    return bcq__blockinfo_find(bcq__file_blockinfo_at(f, pos), block_id);
}

const char *bcq_block_name(const bcq_file *f, unsigned block_id,
                           uint64_t at_bit)
{
    if (!f)
        return NULL;
    if (block_id == BCQ__BLOCKINFO_BLOCK_ID)
        return "BLOCKINFO_BLOCK";
    if (block_id < BCQ__FIRST_APP_BLOCK_ID)
        return NULL; /* reserved ids are never named, as in LLVM's tools */
    const bcq__bi_block *b = names_at(f, block_id, at_bit);
    if (b && b->name && b->name[0])
        return b->name;
    return bcq__fs(f)->format && bcq__fs(f)->format->block_name ? bcq__fs(f)->format->block_name(block_id)
                                             : NULL;
}

const char *bcq_record_name(const bcq_file *f, unsigned block_id,
                            unsigned code, uint64_t at_bit)
{
    if (!f || (block_id != BCQ__BLOCKINFO_BLOCK_ID &&
               block_id < BCQ__FIRST_APP_BLOCK_ID))
        return NULL;
    const bcq__bi_block *b = names_at(f, block_id, at_bit);
    if (b) {
        for (size_t i = 0; i < b->nrecnames; i++)
            if (b->recnames[i].code == code)
                return b->recnames[i].name;
    }
    if (block_id == BCQ__BLOCKINFO_BLOCK_ID) {
        switch (code) {
        case BCQ__BLOCKINFO_CODE_SETBID:
            return "SETBID";
        case BCQ__BLOCKINFO_CODE_BLOCKNAME:
            return "BLOCKNAME";
        case BCQ__BLOCKINFO_CODE_SETRECORDNAME:
            return "SETRECORDNAME";
        default:
            return NULL;
        }
    }
    return bcq__fs(f)->format && bcq__fs(f)->format->record_name
               ? bcq__fs(f)->format->record_name(block_id, code)
               : NULL;
}
