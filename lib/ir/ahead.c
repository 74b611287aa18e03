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
 * short or empty; lib/ir/funcmap.c checks every FNENTRY when a function is
 * looked up.
 */
#include "config.h"

#include <stdlib.h>

#include "ir/ir.h"

#define AHEAD_MIN_BITS ((uint64_t)64 << 23) /* 64 MiB */

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
    bcq__enter e;
    if (!bcq__block_probe(f, vst, width, limit, BCQ__VALUE_SYMTAB_BLOCK_ID,
                          &e))
        return;
    c.pos = e.body_bit;
    c.size_bits = e.end_bit;
    bcq__abbrevs ab = {0};
    bcq__ops ops = {0};
    bcq_record r;
    if (bcq__scope_open(&ab, bi, BCQ__VALUE_SYMTAB_BLOCK_ID, NULL) == 0) {
        const bcq__frame L = {e.end_bit, e.enter_bit, e.block_id,
                              UINT32_MAX, e.width, 0, 0, 0};
        bcq__adv adv = {.rec = &r};
        /* up to the end, an error, or a sub-block LLVM never writes here */
        while (bcq__advance(&c, &L, limit, &ab, &ops, 0, &adv, NULL) == 0 &&
               adv.kind == BCQ__ADV_RECORD) {
            if (r.code != BCQ__VST_CODE_FNENTRY || r.nops < 2 ||
                r.ops[1] == 0 || r.ops[1] > (UINT64_MAX - base) / 32)
                continue;
            if (bcq__fgrow(bcq__fbudget(f), &a->charged, (void **)&a->bits,
                           &a->cap, a->n + 1, sizeof *a->bits, NULL))
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
    bcq__refund(bcq__fbudget(f), &a->charged);
    *a = (bcq__ahead){0};
}

/* ---------------------------------------------------------------- hooks
 * The walk that indexes a MODULE_BLOCK's level (bcq_block_children) steps
 * its records and jumps its sub-blocks.  These hooks note VSTOFFSET when
 * the walk steps over it and, at the first FUNCTION_BLOCK, read the list
 * of bodies (bcq__ahead_plan) when the run of bodies is long enough to pay
 * for it; then they prefetch a few bodies ahead of each jump. */
typedef struct hookstate {
    const bcq_file *f;
    uint64_t mod_base, vst_word;
    bcq__ops ops;
    bcq__ahead ahead;
} hookstate;

/* Where FNENTRY and VSTOFFSET words of the module whose MODULE_BLOCK is
 * entered at stream bit mod count from: its IDENTIFICATION block right
 * before it at the top level, else the MODULE_BLOCK itself (doc/format.md
 * 5.1). */
static uint64_t module_base(const bcq_file *f, uint64_t mod)
{
    size_t i;
    if (bcq__index_lookup(&bcq__fs(f)->index, mod, &i) && i > 0) {
        const bcq__block *prev = &bcq__fs(f)->index.v[i - 1];
        if (prev->depth == 0 && prev->block_id == BCQ__IDENTIFICATION_BLOCK_ID)
            return prev->enter_bit;
    }
    return mod;
}

void *bcq__ahead_begin(const bcq_file *f, const bcq__enter *root)
{
    if (root->block_id != BCQ__MODULE_BLOCK_ID)
        return NULL;
    hookstate *h = calloc(1, sizeof *h);
    if (!h)
        return NULL; /* no look-ahead: the walk is the same without */
    h->f = f;
    h->mod_base = module_base(f, root->enter_bit);
    return h;
}

void bcq__ahead_record(void *st, const bcq__adv *a, bcq__cursor after_id,
                       const bcq__abbrevs *ab, const bcq__frame *L)
{
    hookstate *h = st;
    if (a->rec->code != BCQ__MODULE_CODE_VSTOFFSET || h->vst_word)
        return;
    /* read again for its operand (once per module) */
    bcq_record v;
    after_id.pos = a->at + L->width;
    if (bcq__record_read(&after_id, (unsigned)a->id, a->at, ab, L->scope,
                         &h->ops, &v, NULL) == 0 &&
        v.nops >= 1 && v.ops[0] >= 1 &&
        v.ops[0] <= (UINT64_MAX - h->mod_base) / 32)
        h->vst_word = v.ops[0];
}

/* The walk is at stream bit pos: prefetch the header of the body a few
 * entries ahead. */
static inline void touch(const bcq_file *f, bcq__ahead *a, uint64_t pos)
{
    while (a->next < a->n && a->bits[a->next] <= pos)
        a->next++;
    size_t k = a->next + 8;
    if (k < a->n && a->bits[k] / 8 < bcq__fs(f)->where.stream_len)
        __builtin_prefetch(bcq__fs(f)->data + bcq__fs(f)->where.stream_off + a->bits[k] / 8);
}

void bcq__ahead_child(void *st, const bcq__enter *e,
                      const bcq__blockinfo *bi, const bcq__frame *L)
{
    hookstate *h = st;
    if (e->block_id != BCQ__FUNCTION_BLOCK_ID)
        return;
    const bcq_file *f = h->f;
    uint64_t pos = e->end_bit;
    if (!h->ahead.tried && h->vst_word) {
        uint64_t vst = h->mod_base + (h->vst_word - 1) * 32;
        /* Reading the list costs more than it saves below some tens of MB
         * of bodies (bench/, on a 2-core VM: +0.1 ms for a 6 MB module,
         * +0.4 ms for 46 MB, -4 ms for 108 MB, -8 ms for 134 MB): only for
         * runs of bodies of 64 MiB and more. */
        if (vst > pos && (vst - pos >= AHEAD_MIN_BITS ||
                          (bcq__fs(f)->flags & BCQ__OPEN_AHEAD_ALWAYS)))
            bcq__ahead_plan(f, bi, L->width, h->mod_base, vst, L->limit,
                            &h->ahead);
    }
    h->ahead.tried = 1;
    touch(f, &h->ahead, pos);
}

void bcq__ahead_end(void *st)
{
    hookstate *h = st;
    bcq__ahead_free(h->f, &h->ahead);
    free(h->ops.v);
    free(h);
}
