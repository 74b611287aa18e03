/*
 * entry.c - the part of the entry loop (bcq__advance, bitstream.h) that is
 * not inline: the ENTER_SUBBLOCK header (BitCodeFormat.rst "ENTER_SUBBLOCK
 * Encoding"), also read alone by bcq__block_probe.
 *
 *   ENTER_SUBBLOCK: [1, blockid vbr8, newabbrevlen vbr4, <align32>,
 *                    blocklen fixed32]   then blocklen 32-bit words of body
 */
#include "config.h"

#include "bitstream/bitstream.h"

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
     * blocklen_past_end, child_outside_parent).  Past the end of the
     * stream itself is what a cut file looks like: TRUNCATED; past the end
     * of an enclosing block that the stream holds whole is a malformed
     * block. */
    if (!bcq__range_ok(c->pos, words * 32, limit_bit)) {
        if (limit_bit >= c->size_bits)
            return bcq__fail(err, BCQ_E_TRUNCATED, at,
                             "block %llu: blocklen of %llu words runs past "
                             "the end of the stream (%llu bytes): the input "
                             "is cut short",
                             (unsigned long long)id, (unsigned long long)words,
                             (unsigned long long)(c->size_bits / 8));
        return bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                         "block %llu: blocklen of %llu words runs past the "
                         "end of its enclosing block",
                         (unsigned long long)id, (unsigned long long)words);
    }
    out->enter_bit = enter_bit;
    out->body_bit = c->pos;
    out->end_bit = c->pos + words * 32;
    out->block_id = (uint32_t)id;
    out->words = (uint32_t)words;
    out->width = (unsigned)width;
    return 0;
}
