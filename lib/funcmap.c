/*
 * funcmap.c - which FUNCTION_BLOCK holds the body of which defined function.
 *
 * Two ways, as LLVM's reader has them (format-facts 3.5, 3.6):
 *  - MODULE_CODE_VSTOFFSET gives the word of the module-level VALUE_SYMTAB;
 *    each VST_CODE_FNENTRY [valueid, offset, ...] in it gives the word of
 *    that function's FUNCTION_BLOCK.  Both count 32-bit words from one word
 *    before the module's IDENTIFICATION block (MODULE block when there is
 *    none), so the bit is start + (offset - 1) * 32, start being the
 *    ENTER_SUBBLOCK of that block (which is word-aligned).
 *  - Without VSTOFFSET the k-th FUNCTION_BLOCK of the module belongs to the
 *    k-th FUNCTION record that is a definition (the writer emits bodies in
 *    M.functions() order, skipping declarations).
 * The map is built from the module's global values (bcq_module_get), the
 * file's index (FUNCTION_BLOCKs are direct children of the MODULE_BLOCK in
 * it) and, with VSTOFFSET, one read of the VALUE_SYMTAB's own records.  LLVM
 * only asserts that an FNENTRY lands on a function block; here every target
 * is checked, and so is a one-to-one pairing, so that a lookup never hands
 * out another block than the one asked for.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

enum { ID_FUNCTION = 12, ID_VALUE_SYMTAB = 14, VST_FNENTRY = 3 };

typedef struct fentry {
    size_t gv;          /* value id */
    size_t block;       /* index position of its FUNCTION_BLOCK */
    size_t order_block; /* the block definition order pairs it with */
    int via_vst;
} fentry;

struct bcq__funcmap {
    size_t n;
    fentry *v; /* in definition order, so value ids increase */
};

void bcq__funcmap_free(void *p)
{
    struct bcq__funcmap *m = p;
    if (m) {
        free(m->v);
        free(m);
    }
}

/* State of one build. */
typedef struct build {
    const bcq_file *f;
    const bcq_module *mod;
    size_t *blocks; /* the module's FUNCTION_BLOCKs, file order */
    size_t nblocks;
    struct bcq__funcmap *map;
    size_t *def_of_gv;    /* value id -> definition index or BCQ_NONE */
    size_t *def_of_block; /* position in blocks -> definition, or BCQ_NONE */
    uint64_t base;        /* stream bit of the module's first block */
    size_t acct, tmp;     /* charged: the map kept, the temporaries */
} build;

static uint64_t sbit(const bcq_file *f, size_t i)
{
    return f->index.v[i].enter_bit;
}

/* Position in b->blocks of the FUNCTION_BLOCK entered at stream bit, or
 * BCQ_NONE (binary search: the blocks are in file order). */
static size_t block_at_bit(const build *b, uint64_t bit)
{
    size_t lo = 0, hi = b->nblocks;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        uint64_t at = sbit(b->f, b->blocks[mid]);
        if (at == bit)
            return mid;
        if (at < bit)
            lo = mid + 1;
        else
            hi = mid;
    }
    return BCQ_NONE;
}

/* Stream bit of word offset w (VSTOFFSET, FNENTRY), or UINT64_MAX when it
 * lies outside the stream. */
static uint64_t word_bit(const build *b, uint64_t w)
{
    uint64_t stream = (uint64_t)b->f->stream_len * 8;
    if (w == 0 || b->base > stream || w - 1 > (stream - b->base) / 32)
        return UINT64_MAX;
    return b->base + (w - 1) * 32;
}

static int on_fnentry(void *arg, const bcq_record *r, bcq_error *err)
{
    build *b = arg;
    const bcq_file *f = b->f;
    if (r->code != VST_FNENTRY) /* VST_ENTRY (v1 names): not needed here */
        return 0;
    if (r->nops < 2)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->offset_bits,
                         "FNENTRY record has %zu operands, needs 2",
                         r->nops);
    uint64_t id = r->ops[0], w = r->ops[1];
    if (id >= b->mod->nglobals || b->def_of_gv[id] == BCQ_NONE)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->offset_bits,
                         "FNENTRY for value %llu, which is not a defined "
                         "function of module %zu",
                         (unsigned long long)id, b->mod->index);
    uint64_t bit = word_bit(b, w);
    size_t k = bit == UINT64_MAX ? BCQ_NONE : block_at_bit(b, bit);
    if (k == BCQ_NONE)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->offset_bits,
                         "FNENTRY for value %llu: word %llu (bit %llu) is "
                         "not the start of a FUNCTION_BLOCK of module %zu",
                         (unsigned long long)id, (unsigned long long)w,
                         (unsigned long long)(bit == UINT64_MAX
                                                  ? bit
                                                  : bcq__file_bit(f, bit)),
                         b->mod->index);
    size_t d = b->def_of_gv[id];
    fentry *e = &b->map->v[d];
    if (e->via_vst)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->offset_bits,
                         "second FNENTRY for value %llu",
                         (unsigned long long)id);
    if (b->def_of_block[k] != BCQ_NONE)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->offset_bits,
                         "FNENTRY for value %llu names the FUNCTION_BLOCK "
                         "at bit %llu, already given to value %zu",
                         (unsigned long long)id,
                         (unsigned long long)bcq__file_bit(f, bit),
                         b->map->v[b->def_of_block[k]].gv);
    b->def_of_block[k] = d;
    e->block = b->blocks[k];
    e->via_vst = 1;
    return 0;
}

/* Read the module-level VALUE_SYMTAB that VSTOFFSET names. */
static int read_vst(build *b, const bcq__module *im, bcq_error *err)
{
    const bcq_file *f = b->f;
    const bcq_module *mod = b->mod;
    uint64_t bit = word_bit(b, mod->vstoffset);
    size_t vst;
    if (bit == UINT64_MAX || !bcq__index_lookup(&f->index, bit, &vst) ||
        f->index.v[vst].parent != mod->module_block ||
        f->index.v[vst].block_id != ID_VALUE_SYMTAB)
        return bcq__fail(err, BCQ_E_BAD_RECORD, im->vstoffset_bit,
                         "VSTOFFSET %llu (bit %llu) is not the start of "
                         "module %zu's VALUE_SYMTAB",
                         (unsigned long long)mod->vstoffset,
                         (unsigned long long)(bit == UINT64_MAX
                                                  ? bit
                                                  : bcq__file_bit(f, bit)),
                         mod->index);
    return bcq__each_record(f, vst, on_fnentry, b, err);
}

static int make_map(build *b, const bcq__module *im, bcq_error *err)
{
    const bcq_file *f = b->f;
    const bcq_module *mod = b->mod;
    size_t first, end, ndef = 0;
    bcq__module_span(f, mod->module_block, &first, &end);
    for (size_t i = 0; i < mod->nglobals; i++)
        ndef += mod->globals[i].kind == BCQ_GV_FUNCTION &&
                !mod->globals[i].is_declaration;
    /* every count below is bounded by records or blocks already held, and
     * charged to the budget first */
    size_t nb = end - first + 1;
    int rc;
    if ((rc = bcq__charge(f, &b->acct,
                          sizeof *b->map + (ndef + 1) * sizeof *b->map->v,
                          err)) ||
        (rc = bcq__charge(f, &b->tmp,
                          nb * (sizeof *b->blocks + sizeof *b->def_of_block) +
                              (mod->nglobals + 1) * sizeof *b->def_of_gv,
                          err)))
        return rc;
    b->map = calloc(1, sizeof *b->map);
    b->blocks = malloc((end - first + 1) * sizeof *b->blocks);
    b->def_of_gv = malloc((mod->nglobals + 1) * sizeof *b->def_of_gv);
    b->def_of_block = malloc((end - first + 1) * sizeof *b->def_of_block);
    if (b->map)
        b->map->v = calloc(ndef + 1, sizeof *b->map->v);
    if (!b->map || !b->map->v || !b->blocks || !b->def_of_gv ||
        !b->def_of_block)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    for (size_t i = first; i < end; i++)
        if (f->index.v[i].parent == mod->module_block &&
            f->index.v[i].block_id == ID_FUNCTION) {
            b->def_of_block[b->nblocks] = BCQ_NONE;
            b->blocks[b->nblocks++] = i;
        }
    for (size_t i = 0; i < mod->nglobals; i++) {
        const bcq_global *g = &mod->globals[i];
        b->def_of_gv[i] = BCQ_NONE;
        if (g->kind != BCQ_GV_FUNCTION || g->is_declaration)
            continue;
        fentry *e = &b->map->v[b->map->n];
        e->gv = i;
        e->order_block = b->map->n < b->nblocks ? b->blocks[b->map->n]
                                                : BCQ_NONE;
        e->block = e->order_block;
        b->def_of_gv[i] = b->map->n++;
    }
    if (b->nblocks != ndef) {
        uint64_t at = b->nblocks > ndef ? sbit(f, b->blocks[ndef])
                                        : f->index.v[mod->module_block]
                                              .enter_bit;
        return bcq__fail(err, BCQ_E_BAD_BLOCK, bcq__file_bit(f, at),
                         "module %zu has %zu FUNCTION_BLOCKs for %zu defined "
                         "functions",
                         mod->index, b->nblocks, ndef);
    }
    if (!mod->has_vstoffset)
        return 0;
    if ((rc = read_vst(b, im, err)))
        return rc;
    for (size_t d = 0; d < b->map->n; d++)
        if (!b->map->v[d].via_vst)
            return bcq__fail(err, BCQ_E_BAD_BLOCK,
                             bcq__file_bit(f, f->index.v[mod->module_block]
                                                  .enter_bit),
                             "defined function (value %zu) of module %zu "
                             "has no FNENTRY",
                             b->map->v[d].gv, mod->index);
    return 0;
}

/* The entry of the public functions: check the arguments (ok: the output
 * pointer), then the map of module m, built on first use. */
static int get_map(const bcq_file *f, size_t m, const void *ok,
                   const bcq_module **modp, const struct bcq__funcmap **out,
                   bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !ok)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq_module *mod;
    int rc = bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    *modp = mod;
    _Atomic(void *) *slot = &f->mods[m].funcs;
    void *have = atomic_load_explicit(slot, memory_order_acquire);
    if (!have) {
        build b;
        memset(&b, 0, sizeof b);
        b.f = f;
        b.mod = mod;
        size_t first = mod->ident_block != BCQ_NONE ? mod->ident_block
                                                    : mod->module_block;
        b.base = sbit(f, first);
        rc = make_map(&b, (const bcq__module *)mod, err);
        free(b.blocks);
        free(b.def_of_gv);
        free(b.def_of_block);
        bcq__refund(f, &b.tmp);
        if (rc) {
            bcq__funcmap_free(b.map);
            bcq__refund(f, &b.acct);
            return rc;
        }
        have = bcq__publish(slot, b.map, bcq__funcmap_free, f, &b.acct);
    }
    *out = have;
    return 0;
}

static void fill(const bcq_file *f, const bcq_module *mod,
                 const struct bcq__funcmap *map, size_t d, bcq_function *out)
{
    const fentry *e = &map->v[d];
    memset(out, 0, sizeof *out);
    out->module = mod->index;
    out->def_index = d;
    out->value_id = e->gv;
    out->global = &mod->globals[e->gv];
    bcq_block_at(f, e->block, &out->block);
    out->end_bits = out->block.body_bits + out->block.words * 32;
    out->body.ptr = f->data + out->block.body_bits / 8;
    out->body.len = (size_t)out->block.words * 4;
    out->via_vst = e->via_vst;
    out->order_block = e->order_block;
}

int bcq_function_count(const bcq_file *f, size_t m, size_t *count,
                       bcq_error *err)
{
    const bcq_module *mod;
    const struct bcq__funcmap *map;
    int rc = get_map(f, m, count, &mod, &map, err);
    if (count)
        *count = rc == 0 ? map->n : 0;
    return rc;
}

int bcq_function_at(const bcq_file *f, size_t m, size_t def_index,
                    bcq_function *out, bcq_error *err)
{
    const bcq_module *mod;
    const struct bcq__funcmap *map;
    int rc = get_map(f, m, out, &mod, &map, err);
    if (rc)
        return rc;
    if (def_index >= map->n)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no defined function %zu (module %zu has %zu)",
                         def_index, m, map->n);
    fill(f, mod, map, def_index, out);
    return 0;
}

int bcq_function_by_value(const bcq_file *f, size_t m, size_t value_id,
                          bcq_function *out, bcq_error *err)
{
    const bcq_module *mod;
    const struct bcq__funcmap *map;
    int rc = get_map(f, m, out, &mod, &map, err);
    if (rc)
        return rc;
    if (value_id >= mod->nglobals ||
        mod->globals[value_id].kind != BCQ_GV_FUNCTION)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "value %zu of module %zu is not a function",
                         value_id, m);
    if (mod->globals[value_id].is_declaration)
        return bcq__fail(err, BCQ_E_NO_BODY,
                         mod->globals[value_id].record_bits,
                         "function (value %zu) of module %zu is a "
                         "declaration",
                         value_id, m);
    size_t lo = 0, hi = map->n; /* value ids increase with definitions */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (map->v[mid].gv < value_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    fill(f, mod, map, lo, out); /* a definition: it is in the map */
    return 0;
}

int bcq_function_find(const bcq_file *f, size_t m, const char *name,
                      size_t len, bcq_function *out, bcq_error *err)
{
    size_t id;
    int rc = bcq_global_find(f, m, name, len, &id, err);
    if (rc)
        return rc;
    if (!out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    return bcq_function_by_value(f, m, id, out, err);
}
