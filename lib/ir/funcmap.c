/*
 * funcmap.c - which FUNCTION_BLOCK holds the body of which defined function.
 *
 * Two ways, as LLVM's reader has them (doc/format.md 5):
 *  - MODULE_CODE_VSTOFFSET gives the word of the module-level VALUE_SYMTAB;
 *    each VST_CODE_FNENTRY [valueid, offset, ...] in it gives the word of
 *    that function's FUNCTION_BLOCK.  Both count 32-bit words from one word
 *    before the module's IDENTIFICATION block (MODULE block when there is
 *    none), so the bit is start + (offset - 1) * 32, start being the
 *    ENTER_SUBBLOCK of that block (which is word-aligned).  This is how
 *    LLVM's lazy loader finds a body (parseValueSymbolTable fills
 *    DeferredFunctionInfo), and it needs no other body's header.
 *  - Without VSTOFFSET the k-th FUNCTION_BLOCK of the module belongs to the
 *    k-th FUNCTION record that is a definition (the writer emits bodies in
 *    M.functions() order, skipping declarations); the module's level is
 *    indexed to find them.
 * The map is built from the module's global values (bcq_module_get, whose
 * decode found the VALUE_SYMTAB at VSTOFFSET and the module's first body)
 * and one read of the VALUE_SYMTAB's records.  LLVM only assumes that an
 * FNENTRY lands on a function block (it does not even read the block id);
 * here the map is checked as a whole without reading any body -- one
 * FNENTRY per definition, no value or target twice, every target inside
 * the run of bodies that starts at the module's first FUNCTION_BLOCK and
 * ends at the VALUE_SYMTAB, the first body named -- and each target's
 * header is checked when its function is asked for, so that a lookup never
 * hands out anything but a FUNCTION_BLOCK of that run.  With BCQ_OPEN_DEEP
 * every target is also checked against the module's children in the
 * index, and their count against the definitions.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct fentry {
    size_t gv;          /* value id */
    uint64_t bit;       /* stream bit of its FUNCTION_BLOCK */
    uint64_t rec_bit;   /* its FNENTRY (input bits); UINT64_MAX: paired by
                           definition order from the module's children */
    size_t order_block; /* deep index: the block definition order pairs it
                           with; else BCQ_NONE */
} fentry;

struct bcq__funcmap {
    size_t n;
    fentry *v;      /* in definition order, so value ids increase */
    uint64_t limit; /* bodies end at or before this stream bit */
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
    const bcq__module *im;
    struct bcq__funcmap *map;
    size_t *def_of_gv; /* value id -> definition index or BCQ_NONE */
    uint64_t *kids;    /* the module's FUNCTION_BLOCK children (stream
                          bits, file order), when the level is known */
    size_t *kid_pos;   /* their index positions (deep index) */
    size_t nkids;
    size_t acct, tmp;  /* charged: the map kept, the temporaries */
} build;

static int deep(const bcq_file *f)
{
    return (bcq__fs(f)->flags & BCQ_OPEN_DEEP) != 0;
}

static uint64_t module_end(const bcq_file *f, const bcq_module *mod)
{
    const bcq__block *mb = &bcq__fs(f)->index.v[mod->module_block];
    return mb->enter_bit + mb->body_delta + 32 * (uint64_t)mb->words;
}

/* The module's FUNCTION_BLOCK children: from the deep index, or from the
 * module's level (indexed now if no query did before). */
static int find_kids(build *b, bcq_error *err)
{
    const bcq_file *f = b->f;
    size_t mi = b->mod->module_block, cap = 0, cap2 = 0;
    int rc;
    if (deep(f)) {
        uint64_t end = module_end(f, b->mod);
        for (size_t i = mi + 1; i < bcq__fs(f)->index.n && bcq__fs(f)->index.v[i].enter_bit < end;
             i++) {
            if (bcq__fs(f)->index.v[i].parent != mi ||
                bcq__fs(f)->index.v[i].block_id != BCQ__FUNCTION_BLOCK_ID)
                continue;
            if ((rc = bcq__fgrow(bcq__fbudget(f), &b->tmp, (void **)&b->kids, &cap,
                                 b->nkids + 1, sizeof *b->kids, err)) ||
                (rc = bcq__fgrow(bcq__fbudget(f), &b->tmp, (void **)&b->kid_pos, &cap2,
                                 b->nkids + 1, sizeof *b->kid_pos, err)))
                return rc;
            b->kids[b->nkids] = bcq__fs(f)->index.v[i].enter_bit;
            b->kid_pos[b->nkids++] = i;
        }
        return 0;
    }
    bcq_block mb;
    bcq_block_at(f, mi, &mb);
    const bcq__subindex *lv;
    if ((rc = bcq__level_get(f, &mb, &lv, err)))
        return rc;
    for (size_t i = 0; i < lv->blocks.n; i++) {
        if (lv->blocks.v[i].block_id != BCQ__FUNCTION_BLOCK_ID)
            continue;
        if ((rc = bcq__fgrow(bcq__fbudget(f), &b->tmp, (void **)&b->kids, &cap,
                             b->nkids + 1, sizeof *b->kids, err)))
            return rc;
        b->kids[b->nkids++] = lv->blocks.v[i].enter_bit;
    }
    return 0;
}

static size_t kid_at_bit(const build *b, uint64_t bit)
{
    size_t lo = 0, hi = b->nkids;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (b->kids[mid] < bit)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < b->nkids && b->kids[lo] == bit ? lo : BCQ_NONE;
}

static int not_a_body(const build *b, const bcq_record *r, uint64_t w,
                      uint64_t bit, bcq_error *err)
{
    return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                     "FNENTRY for value %llu: word %llu (bit %llu) is not "
                     "the start of a FUNCTION_BLOCK of module %zu",
                     (unsigned long long)r->ops[0], (unsigned long long)w,
                     (unsigned long long)(bit == UINT64_MAX
                                              ? bit
                                              : bcq__file_bit(b->f, bit)),
                     b->mod->index);
}

/* 1: not an FNENTRY (VST_ENTRY, v1 names: not needed here); 0: an
 * FNENTRY with its two operands; or the error of a short one. */
static int fnentry(const bcq_record *r, bcq_error *err)
{
    if (r->code != BCQ__VST_CODE_FNENTRY)
        return 1;
    if (r->nops < 2)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "FNENTRY record has %zu operands, needs 2",
                         r->nops);
    return 0;
}

/* Whether stream bit bit lies outside the run of bodies, which goes from
 * the module's first FUNCTION_BLOCK to its VALUE_SYMTAB. */
static int outside_bodies(const build *b, uint64_t bit)
{
    return bit == UINT64_MAX || b->im->first_fn_bit == UINT64_MAX ||
           bit < b->im->first_fn_bit || bit >= b->map->limit;
}

static int on_fnentry(void *arg, const bcq_record *r, bcq_error *err)
{
    build *b = arg;
    int rc = fnentry(r, err);
    if (rc)
        return rc > 0 ? 0 : rc;
    uint64_t id = r->ops[0], w = r->ops[1];
    if (id >= b->mod->nglobals || b->def_of_gv[id] == BCQ_NONE)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "FNENTRY for value %llu, which is not a defined "
                         "function of module %zu",
                         (unsigned long long)id, b->mod->index);
    uint64_t bit = bcq__module_word_bit(b->f, b->im->base_bit, w);
    /* with a deep index the target must be one of the module's bodies */
    if (outside_bodies(b, bit) ||
        (deep(b->f) && kid_at_bit(b, bit) == BCQ_NONE))
        return not_a_body(b, r, w, bit, err);
    fentry *e = &b->map->v[b->def_of_gv[id]];
    if (e->rec_bit != UINT64_MAX)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "second FNENTRY for value %llu",
                         (unsigned long long)id);
    e->bit = bit;
    e->rec_bit = r->bit;
    return 0;
}

static int cmp_bit(const void *x, const void *y)
{
    const fentry *a = *(const fentry *const *)x, *b = *(const fentry *const *)y;
    if (a->bit != b->bit)
        return a->bit < b->bit ? -1 : 1;
    return a->rec_bit < b->rec_bit ? -1 : a->rec_bit > b->rec_bit;
}

/* After the FNENTRYs: every definition has one, no two name one block,
 * and the first body belongs to one of them. */
static int check_targets(build *b, bcq_error *err)
{
    const bcq_file *f = b->f;
    const bcq_module *mod = b->mod;
    struct bcq__funcmap *map = b->map;
    for (size_t d = 0; d < map->n; d++)
        if (map->v[d].rec_bit == UINT64_MAX)
            return bcq__fail(err, BCQ_E_BAD_BLOCK, mod->bit,
                             "defined function (value %zu) of module %zu "
                             "has no FNENTRY",
                             map->v[d].gv, mod->index);
    if (map->n == 0)
        return 0;
    int rc = bcq__charge(bcq__fbudget(f), &b->tmp, map->n * sizeof(fentry *), err);
    if (rc)
        return rc;
    fentry **by = malloc(map->n * sizeof *by);
    if (!by)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    int sorted = 1; /* LLVM writes bodies and FNENTRYs in one order */
    for (size_t d = 0; d < map->n; d++) {
        by[d] = &map->v[d];
        sorted &= d == 0 || cmp_bit(&by[d - 1], &by[d]) < 0;
    }
    if (!sorted)
        qsort(by, map->n, sizeof *by, cmp_bit);
    for (size_t k = 1; k < map->n && rc == 0; k++)
        if (by[k]->bit == by[k - 1]->bit)
            rc = bcq__fail(err, BCQ_E_BAD_RECORD, by[k]->rec_bit,
                           "FNENTRY for value %zu names the FUNCTION_BLOCK "
                           "at bit %llu, already given to value %zu",
                           by[k]->gv,
                           (unsigned long long)bcq__file_bit(f, by[k]->bit),
                           by[k - 1]->gv);
    if (rc == 0 && by[0]->bit != b->im->first_fn_bit)
        rc = bcq__fail(err, BCQ_E_BAD_BLOCK,
                       bcq__file_bit(f, b->im->first_fn_bit),
                       "the first FUNCTION_BLOCK of module %zu has no "
                       "FNENTRY",
                       mod->index);
    free(by);
    return rc;
}

static int make_map(build *b, bcq_error *err)
{
    const bcq_file *f = b->f;
    const bcq_module *mod = b->mod;
    const bcq__module *im = b->im;
    size_t ndef = 0;
    for (size_t i = 0; i < mod->nglobals; i++)
        ndef += bcq__gv_is_definition(mod, i);
    /* every count below is bounded by records already held, and charged
     * to the budget first */
    int rc;
    if ((rc = bcq__charge(bcq__fbudget(f), &b->acct,
                          sizeof *b->map + (ndef + 1) * sizeof *b->map->v,
                          err)) ||
        (rc = bcq__charge(bcq__fbudget(f), &b->tmp,
                          (mod->nglobals + 1) * sizeof *b->def_of_gv, err)))
        return rc;
    b->map = calloc(1, sizeof *b->map);
    b->def_of_gv = malloc((mod->nglobals + 1) * sizeof *b->def_of_gv);
    if (b->map)
        b->map->v = calloc(ndef + 1, sizeof *b->map->v);
    if (!b->map || !b->map->v || !b->def_of_gv)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    b->map->limit = im->has_vst ? im->vst.bit -
                                      (uint64_t)bcq__fs(f)->where.stream_off * 8
                                : module_end(f, mod);
    const int by_order = !mod->has_vstoffset;
    if ((by_order || deep(f)) && (rc = find_kids(b, err)))
        return rc;
    for (size_t i = 0; i < mod->nglobals; i++) {
        b->def_of_gv[i] = BCQ_NONE;
        if (!bcq__gv_is_definition(mod, i))
            continue;
        size_t d = b->map->n++;
        fentry *e = &b->map->v[d];
        e->gv = i;
        e->rec_bit = UINT64_MAX;
        e->bit = d < b->nkids ? b->kids[d] : UINT64_MAX;
        e->order_block = d < b->nkids && b->kid_pos ? b->kid_pos[d] : BCQ_NONE;
        b->def_of_gv[i] = d;
    }
    if ((by_order || deep(f)) && b->nkids != ndef) {
        uint64_t at = b->nkids > ndef ? bcq__file_bit(f, b->kids[ndef])
                                      : bcq__file_bit(f, bcq__fs(f)->index.v[mod->module_block].enter_bit);
        return bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                         "module %zu has %zu FUNCTION_BLOCKs for %zu defined "
                         "functions",
                         mod->index, b->nkids, ndef);
    }
    if (by_order)
        return 0;
    if (!im->has_vst) {
        uint64_t bit = bcq__module_word_bit(f, im->base_bit, mod->vstoffset);
        return bcq__fail(err, BCQ_E_BAD_RECORD, im->vstoffset_bit,
                         "VSTOFFSET %llu (bit %llu) is not the start of "
                         "module %zu's VALUE_SYMTAB",
                         (unsigned long long)mod->vstoffset,
                         (unsigned long long)(bit == UINT64_MAX
                                                  ? bit
                                                  : bcq__file_bit(f, bit)),
                         mod->index);
    }
    if ((rc = bcq__each_record_of(f, &im->vst, on_fnentry, b, err)))
        return rc;
    return check_targets(b, err);
}

/* Build module mod's map (bcq__part_build). */
static int build_map(const bcq_file *f, const bcq_module *mod, void *arg,
                     void **out, size_t *acct, bcq_error *err)
{
    (void)arg;
    build b;
    memset(&b, 0, sizeof b);
    b.f = f;
    b.mod = mod;
    b.im = (const bcq__module *)mod;
    int rc = make_map(&b, err);
    free(b.kids);
    free(b.kid_pos);
    free(b.def_of_gv);
    bcq__refund(bcq__fbudget(f), &b.tmp);
    if (rc) {
        bcq__funcmap_free(b.map);
        bcq__refund(bcq__fbudget(f), &b.acct);
        return rc;
    }
    *out = b.map;
    *acct = b.acct;
    return 0;
}

/* The entry of the public functions: check the arguments (ok: the output
 * pointer), then the map of module m, built on first use (a map that
 * failed stays failed: bcq__module_part). */
static int get_map(const bcq_file *f, size_t m, const void *ok,
                   const bcq_module **modp, const struct bcq__funcmap **out,
                   bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !ok)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    return bcq__module_part(f, m, offsetof(bcq__modslot, funcs), build_map,
                            bcq__funcmap_free, NULL, modp, (void **)out, err);
}

/* Definition d as a bcq_function.  Its header is read here, and only
 * here: a target that is no FUNCTION_BLOCK inside the run of bodies fails
 * the lookup of that function alone. */
static int fill(const bcq_file *f, const bcq_module *mod,
                const struct bcq__funcmap *map, size_t d,
                const bcq_global *g, bcq_function *out, bcq_error *err)
{
    const fentry *e = &map->v[d];
    const bcq__block *mb = &bcq__fs(f)->index.v[mod->module_block];
    bcq__enter h;
    if (!bcq__block_probe(f, e->bit, mb->width, map->limit,
                          BCQ__FUNCTION_BLOCK_ID, &h))
        return bcq__fail(err, BCQ_E_BAD_RECORD,
                         e->rec_bit != UINT64_MAX ? e->rec_bit
                                                  : bcq__file_bit(f, e->bit),
                         "FNENTRY for value %zu: bit %llu is not the start "
                         "of a FUNCTION_BLOCK of module %zu",
                         e->gv, (unsigned long long)bcq__file_bit(f, e->bit),
                         mod->index);
    memset(out, 0, sizeof *out);
    out->module = mod->index;
    out->def_index = d;
    out->value_id = e->gv;
    if (g) /* read by the caller */
        out->global = *g;
    else
        bcq_module_global(mod, e->gv, &out->global);
    bcq_block *b = &out->block;
    b->index = deep(f) ? bcq__index_position(f, e->bit) : BCQ_NONE;
    b->parent = mod->module_block;
    b->id = BCQ__FUNCTION_BLOCK_ID;
    b->depth = mb->depth + 1;
    b->abbrev_width = h.width;
    b->flags = b->index != BCQ_NONE ? bcq__fs(f)->index.v[b->index].flags
                                    : BCQ_BLOCK_LAZY;
    b->bit = bcq__file_bit(f, h.enter_bit);
    b->body_bit = bcq__file_bit(f, h.body_bit);
    b->words = h.words;
    out->end_bit = b->body_bit + b->words * 32;
    out->body.ptr = bcq__fs(f)->data + b->body_bit / 8;
    out->body.len = (size_t)b->words * 4;
    out->via_vst = e->rec_bit != UINT64_MAX;
    out->order_block = e->order_block;
    return 0;
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
    return fill(f, mod, map, def_index, NULL, out, err);
}

/* BCQ_E_NOT_FOUND unless value_id is a function of mod (module m),
 * BCQ_E_NO_BODY if only declared, else 0.  g: NULL, or where the function
 * is read (bcq__module_global: a lite decode's thin entry is read from its
 * record), with that read's errors; have: NULL, or the function as the
 * caller read it.  With neither, the entry says. */
static int defined_function(const bcq_module *mod, size_t m, size_t value_id,
                            bcq_global *g, const bcq_global *have,
                            bcq_error *err)
{
    if (value_id >= mod->nglobals ||
        bcq__gv_kind(mod, value_id) != BCQ_GV_FUNCTION)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "value %zu of module %zu is not a function",
                         value_id, m);
    int rc;
    if (g && (rc = bcq__module_global(mod, value_id, g, err)))
        return rc;
    if (g || have ? (g ? g : have)->is_declaration
                  : !bcq__gv_is_definition(mod, value_id))
        return bcq__fail(err, BCQ_E_NO_BODY,
                         bcq__gv_of(mod, value_id)->record_bit,
                         "function (value %zu) of module %zu is a "
                         "declaration",
                         value_id, m);
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
    if ((rc = defined_function(mod, m, value_id, NULL, NULL, err)))
        return rc;
    size_t lo = 0, hi = map->n; /* value ids increase with definitions */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (map->v[mid].gv < value_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return fill(f, mod, map, lo, NULL, out, err); /* a definition: in the map */
}

/* The lite lookup: the module's VALUE_SYMTAB read up to the FNENTRY of
 * the one function asked for. */
typedef struct seek {
    build b;
    size_t want;
    uint64_t w, rec_bit;
} seek;

static int on_seek(void *arg, const bcq_record *r, bcq_error *err)
{
    seek *s = arg;
    int rc = fnentry(r, err);
    if (rc || r->ops[0] != s->want)
        return rc > 0 ? 0 : rc;
    uint64_t bit = bcq__module_word_bit(s->b.f, s->b.im->base_bit, r->ops[1]);
    if (outside_bodies(&s->b, bit))
        return not_a_body(&s->b, r, r->ops[1], bit, err);
    s->w = bit;
    s->rec_bit = r->bit;
    return BCQ_END; /* found: no further record is read */
}

void bcq__fnseek_free(bcq__fnseek *s)
{
    if (!s)
        return;
    bcq_reader_close(s->step);
    bcq_reader_close(s->read);
    free(s->bit);
    free(s->vid);
    memset(s, 0, sizeof *s);
}

/* A reader of the VALUE_SYMTAB past the abbreviations the block defines
 * before its first record (record_at reads one record, and refuses an
 * abbreviation's definition).  0, or 1 with *r NULL. */
static int vst_reader(const seek *s, bcq_reader **r)
{
    bcq_entry e;
    *r = NULL;
    if (bcq_reader_open(s->b.f, &s->b.im->vst, r, NULL) != 0 ||
        bcq_reader_next(*r, &e, NULL) != 0 || e.kind != BCQ_ENTRY_RECORD) {
        bcq_reader_close(*r);
        *r = NULL;
        return 1;
    }
    return 0;
}

/* c's FNENTRYs stepped 64 further by its stepping reader, from where the
 * last lookup left them; the record bit and value id of the first of the
 * 64 kept.  Keeping every 64th, not all, spares a module of 100 000
 * functions 800 KB of fresh pages, a tenth of a lookup.  1 at the block's
 * end or where it cannot be stepped or read. */
static int step_kept(const seek *s, bcq__fnseek *c)
{
    enum { STEP = 64 };
    uint64_t got_bits[STEP];
    bcq_record rec;
    if (!c->step && bcq_reader_open(s->b.f, &s->b.im->vst, &c->step, NULL))
        return 1;
    if (!c->read && vst_reader(s, &c->read))
        return 1;
    size_t got = bcq__reader_find_records(c->step, BCQ__VST_CODE_FNENTRY,
                                          STEP, got_bits);
    if (!got)
        return 1;
    size_t j = c->n / STEP; /* c->n is a multiple of STEP here */
    if (bcq__grow((void **)&c->bit, &c->cap, j + 1, sizeof *c->bit, NULL) ||
        bcq__grow((void **)&c->vid, &c->capvid, j + 1, sizeof *c->vid,
                  NULL) ||
        bcq__reader_record_at(c->read, got_bits[0], &rec, NULL) != 0 ||
        rec.code != BCQ__VST_CODE_FNENTRY || rec.nops < 2)
        return 1;
    c->bit[j] = got_bits[0];
    c->vid[j] = rec.ops[0];
    c->n += got;
    return got < STEP;
}

/* want's FNENTRY through c.  LLVM writes one FNENTRY per definition, in
 * definition order, which is value order (ModuleBitcodeWriter's
 * writeGlobalValueSymbolTable): the kept value ids increase, and want's
 * FNENTRY is one of the 64 that start at the last kept one at or before
 * it -- found by bisection, then read one by one.  *d: its position among
 * the FNENTRYs.  1 when it is not there (the caller then reads them all:
 * a file LLVM did not write so). */
static int seek_kept(seek *s, bcq__fnseek *c, size_t *d)
{
    enum { STEP = 64 };
    if (c->module != s->b.mod->index) { /* another module's: start again */
        bcq__fnseek_free(c);
        c->module = s->b.mod->index;
    }
    while (!c->end && (c->n == 0 || c->vid[(c->n - 1) / STEP] <= s->want))
        c->end = step_kept(s, c);
    size_t lo = 0, hi = (c->n + STEP - 1) / STEP; /* kept: c->bit, c->vid */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (c->vid[mid] <= s->want)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0 || !c->read)
        return 1;
    const size_t j = lo - 1;
    if (!c->grp_ok || c->grp != j) {
        /* the group's FNENTRYs read once, kept: the next lookups in it
         * (a printer printing a function again, or its neighbours) are
         * a look at 64 ids, not up to 63 records read */
        bcq_record rec;
        bcq_entry e;
        c->grp_ok = 0;
        c->ngrp = 0;
        int rc = bcq__reader_record_at(c->read, c->bit[j], &rec, NULL);
        while (rc == 0) {
            if (rec.code == BCQ__VST_CODE_FNENTRY) { /* counted, as
                                                        find_records does */
                const int two = rec.nops >= 2;
                c->gvid[c->ngrp] = two ? rec.ops[0] : UINT64_MAX;
                c->gword[c->ngrp] = two ? rec.ops[1] : 0;
                c->gbit[c->ngrp] = rec.bit;
                if (++c->ngrp == STEP)
                    break;
            }
            do /* the next record (sub-blocks stepped over) */
                rc = bcq_reader_next(c->read, &e, NULL);
            while (rc == 0 && e.kind == BCQ_ENTRY_SUBBLOCK);
            if (rc == 0 && e.kind == BCQ_ENTRY_END)
                break;
            rec = e.record;
        }
        if (rc) {
            /* a record that cannot be read stops the reader: closed, so
             * the next lookup opens another; what was read before it is
             * still looked at, not kept */
            bcq_reader_close(c->read);
            c->read = NULL;
        } else {
            c->grp = j;
            c->grp_ok = 1;
        }
    }
    for (size_t t = 0; t < c->ngrp; t++) {
        if (c->gvid[t] != s->want)
            continue;
        uint64_t ops[2] = {c->gvid[t], c->gword[t]};
        bcq_record rec;
        memset(&rec, 0, sizeof rec);
        rec.code = BCQ__VST_CODE_FNENTRY;
        rec.ops = ops;
        rec.nops = 2;
        rec.bit = c->gbit[t];
        bcq_error ignore;
        if (on_seek(s, &rec, &ignore) != BCQ_END) /* its checks */
            return 1;
        *d = j * STEP + t;
        return 0;
    }
    return 1;
}

/* on_seek counting the FNENTRYs before the one it finds. */
typedef struct seek_all {
    seek *s;
    size_t d;
} seek_all;

static int on_seek_all(void *arg, const bcq_record *r, bcq_error *err)
{
    seek_all *a = arg;
    int rc = on_seek(a->s, r, err);
    if (rc == 0 && r->code == BCQ__VST_CODE_FNENTRY)
        a->d++;
    return rc;
}

int bcq__function_lite(const bcq_file *f, size_t m, size_t value_id,
                       const bcq_global *known, bcq__fnseek *cache,
                       bcq_function *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq_module *mod;
    int rc = bcq__module_lite(f, m, &mod, err);
    if (rc)
        return rc;
    const bcq__module *im = (const bcq__module *)mod;
    /* the map when it is there; bodies paired by order, a deep open's
     * checks, or a VSTOFFSET that names no VALUE_SYMTAB: the map too, with
     * its errors */
    if (atomic_load_explicit(&bcq__fs(f)->ir->mods[m].funcs,
                             memory_order_acquire) ||
        !mod->has_vstoffset || !im->has_vst || deep(f))
        return bcq_function_by_value(f, m, value_id, out, err);
    bcq_global g;
    if (known && value_id < mod->nglobals &&
        known->record_bit == bcq__gv_of(mod, value_id)->record_bit)
        g = *known; /* the caller read it: a thin entry not read again */
    else
        known = NULL;
    if ((rc = defined_function(mod, m, value_id, known ? NULL : &g, &g,
                               err)))
        return rc;
    struct bcq__funcmap one;
    fentry e = {value_id, UINT64_MAX, UINT64_MAX, BCQ_NONE};
    one.n = 1;
    one.v = &e;
    one.limit = im->vst.bit - (uint64_t)bcq__fs(f)->where.stream_off * 8;
    seek s;
    memset(&s, 0, sizeof s);
    s.b.f = f;
    s.b.mod = mod;
    s.b.im = im;
    s.b.map = &one;
    s.want = value_id;
    seek_all all = {&s, 0};
    size_t d = 0;
    const int kept = cache && seek_kept(&s, cache, &d) == 0;
    rc = kept ? BCQ_END
              : bcq__each_record_of(f, &im->vst, on_seek_all, &all, err);
    if (rc != BCQ_END) {
        if (rc)
            return rc;
        return bcq__fail(err, BCQ_E_BAD_BLOCK, mod->bit,
                         "defined function (value %zu) of module %zu has no "
                         "FNENTRY",
                         value_id, m);
    }
    bcq__error_clear(err);
    e.bit = s.w;
    e.rec_bit = s.rec_bit;
    if ((rc = fill(f, mod, &one, 0, &g, out, err)))
        return rc;
    /* the FNENTRY's position is the definition index where a version-2
     * writer (LLVM 5 on) wrote the block, one FNENTRY per definition in
     * module order (writeGlobalValueSymbolTable); an older writer's
     * FNENTRYs follow its symbol table's order, aliases' among them, so a
     * version-1 module, which has no thin entry, counts its definitions
     * (a scan of the values before it: counting for every version made a
     * warm print of a whole-decoded module's function 30x its walk) */
    out->def_index = kept ? d : all.d;
    if (mod->version < 2) {
        size_t defs = 0;
        for (size_t i = 0; i < value_id; i++)
            defs += bcq__gv_is_definition(mod, i);
        out->def_index = defs;
    }
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
