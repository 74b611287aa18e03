/*
 * gvals.c - the global values as the printer needs them beyond
 * bcq_global: the operands of each GLOBALVAR, FUNCTION, ALIAS and IFUNC
 * record (explicit type, externally_initialized, attributes...: the
 * fields of parseGlobalVarRecord and parseFunctionRecord), read once by
 * bcq_asm_open, and their names as llvm-dis writes them, an unnamed one
 * as "@N" by the slot SlotTracker's processModule gives it (the IR layer
 * keeps it: bcq_global_slot).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

/*
 * The entries are a hash on the id (open addressing, linear probing, at
 * most half full), not an array of every global's: a print looks at the
 * few globals it names, and the array was 24 bytes a global, zeroed at
 * open -- 3 MB of fresh heap and 3.4 M instructions of memset for the
 * 127 582 globals of the synthetic module (bench/results/
 * vm-2026-11-28-dis-memory.md).  Only the reading of every record (the
 * fallback of bcq__asm_grec) fills it whole.
 */
static size_t grec_slot(const struct bcq_asm *a, size_t i)
{
    /* a product with an odd constant: the low bits of consecutive ids
     * stay distinct, and a run of them spreads over the table */
    return (size_t)((uint32_t)i * UINT32_C(2654435769)) & (a->capgrec - 1);
}

static const bcq__grec *grec_find(const struct bcq_asm *a, size_t i)
{
    if (!a->capgrec)
        return NULL;
    for (size_t k = grec_slot(a, i);; k = (k + 1) & (a->capgrec - 1)) {
        const bcq__grec *g = &a->grec[k];
        if (g->key == 0)
            return NULL;
        if (g->key == i + 1)
            return g;
    }
}

bcq__grec *bcq__grec_at(struct bcq_asm *a, size_t i)
{
    const bcq__grec *found = grec_find(a, i);
    if (found)
        return (bcq__grec *)found;
    if (2 * (a->usedgrec + 1) > a->capgrec) {
        /* twice the room; i < nglobals < UINT32_MAX, so the table never
         * needs more than 2^33 entries */
        size_t cap = a->capgrec ? 2 * a->capgrec : 64;
        bcq__grec *old = a->grec;
        size_t oldcap = a->capgrec;
        if (cap > SIZE_MAX / sizeof *old ||
            !(a->grec = calloc(cap, sizeof *a->grec))) {
            a->grec = old;
            return NULL;
        }
        a->capgrec = cap;
        for (size_t k = 0; k < oldcap; k++) {
            if (old[k].key == 0)
                continue;
            size_t s = grec_slot(a, old[k].key - 1);
            while (a->grec[s].key)
                s = (s + 1) & (cap - 1);
            a->grec[s] = old[k];
        }
        free(old);
    }
    size_t s = grec_slot(a, i);
    while (a->grec[s].key)
        s = (s + 1) & (a->capgrec - 1);
    a->usedgrec++;
    a->grec[s].key = (uint32_t)(i + 1);
    return &a->grec[s];
}

unsigned bcq__grec_code(const struct bcq_asm *a, size_t i)
{
    const bcq__grec *g = grec_find(a, i);
    return g ? g->code : 0;
}

void bcq__grec_free(struct bcq_asm *a)
{
    for (size_t k = 0; k < a->capgrec; k++)
        if (a->grec[k].state == 1)
            free(a->grec[k].own);
    free(a->grec);
    a->grec = NULL;
    a->capgrec = a->usedgrec = 0;
}

/* Operands before global value i's fields: version 2's name pair.  A
 * thin entry was made under version 2, whatever a later VERSION record
 * said (the module's version is the last one). */
static size_t name_ops(const struct bcq_asm *a, size_t i)
{
    return (i < a->mod->nglobals &&
            (bcq__gv_of(a->mod, i)->bits & BCQ__GV_THIN)) ||
                   a->mod->version >= 2
               ? 2
               : 0;
}

static int on_module_record(void *arg, const bcq_record *r, bcq_error *err)
{
    struct bcq_asm *a = arg;
    int rc;
    switch (r->code) {
    case 7: case 8: case 9: case 14: case 18: /* GLOBALVAR, FUNCTION,
                                               ALIAS_OLD, ALIAS, IFUNC */
        break;
    default:
        return 0;
    }
    /* version 2 records open with the name's strtab offset and size */
    size_t skip = name_ops(a, a->ngrec);
    size_t n = r->nops > skip ? r->nops - skip : 0;
    if (a->ngrec >= a->mod->nglobals)
        return 0; /* bcq_module_get counted them: cannot happen */
    if ((rc = bcq__grow((void **)&a->gops, &a->capgops, a->ngops + n,
                        sizeof *a->gops, err)))
        return rc;
    if (a->ngops > UINT32_MAX - n)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "global value records too large");
    bcq__grec *g = bcq__grec_at(a, a->ngrec);
    if (!g)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    a->ngrec++;
    if (g->state == 1)
        return 0; /* read alone before */
    g->state = 2;
    g->first = (uint32_t)a->ngops;
    g->n = (uint32_t)n;
    g->code = (uint8_t)r->code;
    if (n)
        memcpy(a->gops + a->ngops, r->ops + skip, n * sizeof *r->ops);
    a->ngops += n;
    return 0;
}

static int is_global_record(unsigned code)
{
    return code == 7 || code == 8 || code == 9 || code == 14 || code == 18;
}

/* Global value i's record alone, read where bcq_module_get found it
 * (bcq_global.record_bit) by a reader on the MODULE_BLOCK that has read
 * the module's abbreviations: LLVM's writer defines them all before the
 * first global value record (writeModuleInfo).  Any failure here sends
 * the caller to the reading of every record, as before. */
static int read_alone(struct bcq_asm *a, size_t i)
{
    bcq_global gl;
    bcq_record r;
    bcq_entry e;
    int rc;
    if (i >= a->mod->nglobals)
        return BCQ_E_RANGE;
    gl.record_bit = bcq__gv_of(a->mod, i)->record_bit;
    if (!a->gvr) {
        bcq_block b;
        if ((rc = bcq_block_at(a->f, a->mod->module_block, &b)) ||
            (rc = bcq_reader_open(a->f, &b, &a->gvr, NULL)))
            return rc;
        /* on to the first global value record (sub-blocks stepped over
         * by their length) */
        while ((rc = bcq_reader_next(a->gvr, &e, NULL)) == 0 &&
               !(e.kind == BCQ_ENTRY_RECORD &&
                 is_global_record(e.record.code)))
            if (e.kind == BCQ_ENTRY_END)
                return BCQ_E_NOT_FOUND;
        if (rc)
            return rc;
    }
    if ((rc = bcq__reader_record_at(a->gvr, gl.record_bit, &r, NULL)))
        return rc;
    size_t skip = name_ops(a, i);
    size_t n = r.nops > skip ? r.nops - skip : 0;
    if (!is_global_record(r.code) || n > UINT32_MAX)
        return BCQ_E_BAD_RECORD;
    uint64_t *own = malloc((n ? n : 1) * sizeof *own);
    bcq__grec *g = own ? bcq__grec_at(a, i) : NULL;
    if (!g) {
        free(own);
        return BCQ_E_NOMEM;
    }
    g->own = own;
    if (n)
        memcpy(g->own, r.ops + skip, n * sizeof *g->own);
    g->n = (uint32_t)n;
    g->code = (uint8_t)r.code;
    g->state = 1;
    return 0;
}

/* Records are read on use: bcq_asm_open reading every one of them cost a
 * third of printing one function of a module of 100 000 functions.  The
 * printer is const to its callers here; what it caches is not part of
 * what it prints (a is never a const object: bcq_asm_open allocates it). */
int bcq__asm_grec(const struct bcq_asm *ca, size_t i, const uint64_t **ops,
                  size_t *n)
{
    struct bcq_asm *a = (struct bcq_asm *)ca;
    if (i >= a->mod->nglobals)
        return BCQ_E_RANGE;
    const bcq__grec *g = grec_find(a, i);
    if ((!g || g->state == 0) && read_alone(a, i) != 0 && a->gv_all == 0) {
        /* every record, in order, as before (the first error stays) */
        int rc = bcq__each_record(a->f, a->mod->module_block,
                                  on_module_record, a, NULL);
        a->gv_all = rc ? (rc < 0 ? rc : BCQ_E_BAD_RECORD) : 1;
    }
    g = grec_find(a, i); /* entries made since may have moved it */
    if (!g || g->state == 0)
        return a->gv_all < 0 ? a->gv_all : BCQ_E_RANGE;
    *ops = g->state == 1 ? g->own : a->gops + g->first;
    *n = g->n;
    return 0;
}

/* Global value id of a lite decode from its record (read once:
 * bcq__asm_grec), through bcq_module_get's parse (whole) or the lite
 * decode's; *out holds its name and record bit, which are kept (the name
 * pair read as empty). */
static int parse_again(const struct bcq_asm *a, size_t id, int whole,
                       bcq_global *out, bcq_error *err)
{
    const uint64_t *o;
    size_t n;
    int rc = bcq__asm_grec(a, id, &o, &n);
    if (rc)
        return bcq__fail(err, rc < 0 ? rc : BCQ_E_BAD_RECORD,
                         out->record_bit, "global value %zu: its record "
                         "cannot be read",
                         id);
    /* a thin entry was made under version 2 (a later VERSION record
     * does not change what its record holds) */
    const size_t skip = name_ops(a, id);
    const unsigned version = skip ? 2 : a->mod->version;
    uint64_t inl[40], *ops = inl;
    if (n + skip > 40 && (n > SIZE_MAX / sizeof *ops - skip ||
                          !(ops = malloc((n + skip) * sizeof *ops))))
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    memset(ops, 0, skip * sizeof *ops); /* an empty name: the decode's is
                                           kept */
    if (n)
        memcpy(ops + skip, o, n * sizeof *ops);
    bcq_record r;
    memset(&r, 0, sizeof r);
    r.code = bcq__grec_code(a, id);
    r.ops = ops;
    r.nops = n + skip;
    r.bit = out->record_bit;
    bcq__modctx cx;
    memset(&cx, 0, sizeof cx);
    cx.f = a->f;
    cx.mod = (bcq_module *)a->mod; /* read, not written, by the parse */
    cx.strtab = a->mod->strtab;
    cx.version = version;
    cx.sections = a->mod->sections;
    cx.nsections = a->mod->nsections;
    cx.gcs = a->mod->gc_names;
    cx.ngcs = a->mod->ngc_names;
    cx.ncomdats = a->mod->ncomdats;
    cx.next_value = id;
    bcq_span name = out->name;
    rc = whole ? bcq__global_parse(&cx, &r, out, err)
               : bcq__global_parse_lite(&cx, &r, r.nops, out, err);
    if (ops != inl)
        free(ops);
    if (rc) {
        bcq_block b;
        if (bcq_block_at(a->f, a->mod->module_block, &b) == 0)
            bcq__error_context(err, BCQ__MODULE_BLOCK_ID, b.bit);
        return rc;
    }
    out->name = name;
    return 0;
}

/* whole: bcq__asm_global; else bcq__asm_lite_global */
static int asm_global(const struct bcq_asm *a, size_t id, int whole,
                      bcq_global *out, bcq_error *err)
{
    const bcq__module *im = (const bcq__module *)a->mod;
    if (id >= a->mod->nglobals)
        return bcq__fail(err, BCQ_E_RANGE, 0, "no global value %zu", id);
    const bcq__gv *v = bcq__gv_of(a->mod, id);
    if (!im->lite || (!whole && !(v->bits & BCQ__GV_THIN))) {
        bcq_module_global(a->mod, id, out); /* id in range: 0 */
        return 0;
    }
    /* the lite decode read the first fields, or (thin) the name alone:
     * the record again, unless it was the last one read */
    struct bcq_asm *w = (struct bcq_asm *)a; /* its cache: see
                                                bcq__asm_grec */
    if (w->lastg[whole].valid && w->lastg[whole].id == id) {
        *out = w->lastg[whole].g;
        return 0;
    }
    memset(out, 0, sizeof *out);
    out->name = bcq__gv_name(a->mod, id);
    out->record_bit = v->record_bit;
    int rc = parse_again(a, id, whole, out, err);
    if (rc == 0) {
        w->lastg[whole].valid = 1;
        w->lastg[whole].id = id;
        w->lastg[whole].g = *out;
    }
    return rc;
}

int bcq__asm_global(const struct bcq_asm *a, size_t id, bcq_global *out,
                    bcq_error *err)
{
    return asm_global(a, id, 1, out, err);
}

int bcq__asm_lite_global(const struct bcq_asm *a, size_t id, bcq_global *out,
                         bcq_error *err)
{
    return asm_global(a, id, 0, out, err);
}

void bcq__put_global_name(struct bcq_asm *a, bcq__text *t, size_t id)
{
    bcq_span name = bcq__gv_name(a->mod, id);
    size_t slot;
    if (bcq_global_slot(a->mod, id, &slot) == 0) {
        bcq__putc(t, '@');
        bcq__putu(t, slot);
        return;
    }
    /* whether it is bare, looked at once (a callee is printed at each
     * call) */
    bcq__grec *g = bcq__grec_at(a, id);
    uint8_t bare = g ? g->spell : 0;
    if (bare == 0) {
        bare = bcq__ll_bare(name.ptr, name.len) ? 1 : 2;
        if (g)
            g->spell = bare;
    }
    if (bare == 1) {
        bcq__putc(t, '@');
        bcq__putn(t, (const char *)name.ptr, name.len);
        return;
    }
    bcq__put_ident(t, '@', name.ptr, name.len);
}

int bcq_asm_global_name(bcq_asm *a, size_t value_id, bcq_sink_fn sink,
                        void *ctx, bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !sink)
        return bcq__fail(err, BCQ_E_INVAL, 0, "NULL printer or sink");
    if (value_id >= a->mod->nglobals)
        return bcq__fail(err, BCQ_E_RANGE, 0, "no global value %zu",
                         value_id);
    bcq__text t;
    bcq__text_init(&t, a->limit, err);
    bcq__put_global_name(a, &t, value_id);
    int rc = bcq__text_flush(&t, sink, ctx);
    bcq__text_free(&t);
    return rc;
}

int bcq__gvals_read(struct bcq_asm *a, bcq_error *err)
{
    /* the records are read on use (bcq__asm_grec); the unnamed values'
     * slots are the IR layer's (bcq_global_slot) */
    (void)a;
    (void)err;
    return 0;
}
