/*
 * ahead.c - fetch the function bodies' headers ahead of the walk that
 * indexes a module's level (bcq_block_children of a MODULE_BLOCK).
 *
 * The walk finds each FUNCTION_BLOCK from the blocklen of the one before
 * it: one dependent load per body, each missing the TLB and the caches, so
 * a module of 60 000 bodies costs 60 000 memory latencies in a row.  The
 * module-level VALUE_SYMTAB, which VSTOFFSET points at, lists where every
 * body starts (FNENTRY); with that list the walk can ask for the headers a
 * few bodies ahead, and the misses overlap.
 *
 * Nothing here decides anything: the list only steers prefetches, which
 * never fault and never change what the walk reads.  A VALUE_SYMTAB that
 * cannot be read, or entries that point anywhere, just leave the list
 * short or empty; lib/funcmap.c checks every FNENTRY when a function is
 * looked up.
 */
#include <stdlib.h>

#include "internal.h"
#include "ir/ids.h"

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

void bcq__ahead_plan(const bcq_file *f, const bcq__blockinfo *bi,
                     unsigned width, uint64_t base, uint64_t vst,
                     uint64_t limit, bcq__ahead *a)
{
    a->tried = 1;
    bcq__cursor c = bcq__file_cursor(f);
    if (vst >= limit || limit > c.size_bits)
        return;
    c.pos = vst;
    c.size_bits = limit;
    uint64_t id;
    bcq__enter e;
    if (bcq__read_fixed(&c, width, &id) || id != 1 ||
        bcq__enter_read(&c, vst, limit, &e, NULL) ||
        e.block_id != BCQ__VALUE_SYMTAB_BLOCK_ID)
        return;
    c.size_bits = e.end_bit;
    bcq__abbrevs ab = {0};
    bcq__ops ops = {0};
    bcq_record r;
    if (bcq__scope_open(&ab, bi, BCQ__VALUE_SYMTAB_BLOCK_ID, NULL) == 0) {
        for (;;) {
            uint64_t at = c.pos;
            if (bcq__read_fixed(&c, e.width, &id) || id == 0 || id == 1)
                break; /* the end, or a sub-block LLVM never writes here */
            if (id == 2) {
                if (bcq__abbrev_read(&c, &ab, NULL))
                    break;
                continue;
            }
            if (bcq__record_read(&c, (unsigned)id, at, &ab, 0, &ops, &r,
                                 NULL))
                break;
            if (r.code != BCQ__VST_CODE_FNENTRY || r.nops < 2 ||
                r.ops[1] == 0 || r.ops[1] > (UINT64_MAX - base) / 32)
                continue;
            if (bcq__fgrow(f, &a->charged, (void **)&a->bits, &a->cap,
                           a->n + 1, sizeof *a->bits, NULL))
                break;
            a->bits[a->n++] = base + (r.ops[1] - 1) * 32;
        }
    }
    bcq__abbrevs_free(&ab);
    free(ops.v);
    /* LLVM writes them in body order; sort only if a file did not */
    for (size_t i = 1; i < a->n; i++)
        if (a->bits[i - 1] > a->bits[i]) {
            qsort(a->bits, a->n, sizeof *a->bits, cmp_u64);
            break;
        }
}

void bcq__ahead_free(const bcq_file *f, bcq__ahead *a)
{
    free(a->bits);
    bcq__refund(f, &a->charged);
    *a = (bcq__ahead){0};
}
