/*
 * module.c - the modules of an IR file and their module-level facts.
 *
 * Grouping (doc/format.md 4, LLVM's getBitcodeFileContents): at the top
 * level an IDENTIFICATION_BLOCK must be followed by a MODULE_BLOCK; a
 * STRTAB block serves every earlier module that has none yet (several
 * STRTABs appear in `llvm-cat -b` output); the first SYMTAB block of the
 * file is paired with the first STRTAB after it; other blocks are ignored.
 * The grouping is done at open from the top-level index (no record is
 * read) and never fails the open: bcq dump must still show a file LLVM would
 * refuse.
 *
 * A module's facts are decoded on the first bcq_module_get(): one pass over
 * the MODULE_BLOCK's own records with every sub-block skipped by its
 * blocklen (except, for version < 2, the module-level VALUE_SYMTAB that
 * holds the names) and the run of function bodies jumped at once through
 * VSTOFFSET (on_subblock), plus the IDENTIFICATION block and the STRTAB
 * blob.  Each global value is kept in 56 bytes (bcq__gv; the rare one that
 * does not fit, whole beside them) and unpacked by bcq_module_global().
 * The result is published with a compare-and-swap; a thread that loses the
 * race frees its copy.  A decode that fails is kept failed (memo.c): the
 * input does not change, so a later bcq_module_get() answers the same
 * error without reading the module again.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

void bcq__module_free(const bcq_file *f, bcq__module *m)
{
    if (!m)
        return;
    bcq__arena_free(&m->arena); /* refunds its chunks */
    free(m->gv);
    free(m->priv_no);
    bcq__refund(bcq__fbudget(f), &m->charged);
    free(m);
}

/* --------------------------------------------------------- decode a module */

/* IDENTIFICATION: STRING [strchr x N] (producer), EPOCH [epoch#]. */
static int on_identification(void *arg, const bcq_record *r, bcq_error *err)
{
    bcq__modctx *cx = arg;
    if (r->code == BCQ__IDENTIFICATION_CODE_STRING)
        return bcq__record_string(cx, r, 0, &cx->mod->producer, err);
    if (r->code == BCQ__IDENTIFICATION_CODE_EPOCH) {
        /* LLVM reads op 0 without checking there is one */
        if (r->nops < 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "EPOCH record is empty");
        cx->mod->has_epoch = 1;
        cx->mod->epoch = r->ops[0];
    }
    return 0;
}

/* One growable table of spans (sections, GC names, deplibs). */
typedef struct spanvec {
    bcq_span *v;
    size_t n, cap;
} spanvec;

static int span_push(const bcq_file *f, size_t *acct, spanvec *sv, bcq_span s,
                     bcq_error *err)
{
    int rc = bcq__fgrow(bcq__fbudget(f), acct, (void **)&sv->v, &sv->cap, sv->n + 1,
                        sizeof *sv->v, err);
    if (rc == 0)
        sv->v[sv->n++] = s;
    return rc;
}

/* Copy a temporary vector into the arena (the published module owns no
 * malloc'ed pieces besides its arena). */
static int freeze(bcq__arena *a, const void *src, size_t n, size_t elem,
                  const void **dst, bcq_error *err)
{
    *dst = NULL;
    if (n == 0)
        return 0;
    void *p = bcq__arena_alloc(a, n * elem, err); /* n*elem: held before */
    if (!p)
        return a->status;
    memcpy(p, src, n * elem);
    *dst = p;
    return 0;
}

typedef struct decode {
    bcq__modctx cx;
    spanvec sections, gcs, deplibs;
    bcq_comdat *comdats;
    size_t ncomdats, capcomdats;
    bcq__gv *gv; /* kept by the module (no copy): grown by realloc, which
                    moves no large block (mremap) */
    size_t nglobals, capglobals;
    size_t gacct; /* charged for gv */
    bcq_global *rare; /* the global values that do not fit a bcq__gv */
    size_t nrare, caprare;
    bcq_block *subs; /* module-level sub-blocks met, FUNCTION_BLOCKs aside */
    size_t nsubs, capsubs;
    uint64_t vst_bit;
    size_t tmp; /* bytes charged for the vectors above (budget.c) */
    int lite;     /* bcq__module_lite's decode */
    size_t nthin; /* global values decoded thin (BCQ__GV_THIN) */
    size_t ntodo; /* of them, those complete_thin reads again */
    size_t total; /* operands of the record at hand (the lite decode
                     keeps a prefix) */
} decode;

/* Global value i (cx.next_value) from its record, as the decode keeps it:
 * packed, or whole in the rare list when it does not fit. */
static int put_global(decode *d, const bcq_record *rec, size_t i,
                      bcq_error *err)
{
    int rc;
    if (d->lite) { /* most: straight into their bcq__gv */
        rc = bcq__global_pack_lite(&d->cx, rec, d->total, &d->gv[i], err);
        if (rc <= 0)
            return rc;
    }
    bcq_global g;
    if ((rc = d->lite ? bcq__global_parse_lite(&d->cx, rec, d->total, &g,
                                               err)
                      : bcq__global_parse(&d->cx, rec, &g, err)))
        return rc;
    if (bcq__gv_pack(&g, d->cx.section_id, d->cx.gc_id, &d->gv[i])) {
        if ((rc = bcq__fgrow(bcq__fbudget(d->cx.f), &d->tmp,
                             (void **)&d->rare, &d->caprare, d->nrare + 1,
                             sizeof *d->rare, err)))
            return rc;
        d->rare[d->nrare++] = g;
    }
    if (d->cx.ext_init) /* not in bcq_global: keep.c reads it here */
        d->gv[i].bits |= BCQ__GV_EXT_INIT;
    return 0;
}

static int on_record(decode *d, const bcq_record *rec, bcq_error *err)
{
    bcq_module *m = d->cx.mod;
    bcq_span s;
    int rc = 0;
    switch (rec->code) {
    case BCQ__MODULE_CODE_VERSION: /* [version#] */
        if (rec->nops < 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                             "VERSION record is empty");
        if (rec->ops[0] > 2)
            return bcq__fail(err, BCQ_E_UNSUPPORTED, rec->bit,
                             "module VERSION %llu (LLVM knows 0, 1, 2)",
                             (unsigned long long)rec->ops[0]);
        m->version = (unsigned)rec->ops[0];
        d->cx.version = m->version;
        return 0;
    case BCQ__MODULE_CODE_TRIPLE:
        return bcq__record_string(&d->cx, rec, 0, &m->triple, err);
    case BCQ__MODULE_CODE_DATALAYOUT:
        return bcq__record_string(&d->cx, rec, 0, &m->datalayout, err);
    case BCQ__MODULE_CODE_ASM:
        return bcq__record_string(&d->cx, rec, 0, &m->inline_asm, err);
    case BCQ__MODULE_CODE_SOURCE_FILENAME:
        return bcq__record_string(&d->cx, rec, 0, &m->source_filename, err);
    case BCQ__MODULE_CODE_SECTIONNAME:
    case BCQ__MODULE_CODE_GCNAME:
    case BCQ__MODULE_CODE_DEPLIB: /* obsolete */
        if ((rc = bcq__record_string(&d->cx, rec, 0, &s, err)))
            return rc;
        rc = span_push(d->cx.f, &d->tmp,
                       rec->code == BCQ__MODULE_CODE_SECTIONNAME ? &d->sections
                       : rec->code == BCQ__MODULE_CODE_GCNAME    ? &d->gcs
                                                                 : &d->deplibs,
                       s, err);
        if (rec->code == BCQ__MODULE_CODE_SECTIONNAME) {
            d->cx.sections = d->sections.v;
            d->cx.nsections = d->sections.n;
        } else if (rec->code == BCQ__MODULE_CODE_GCNAME) {
            d->cx.gcs = d->gcs.v;
            d->cx.ngcs = d->gcs.n;
        }
        return rc;
    case BCQ__MODULE_CODE_COMDAT: {
        bcq_comdat c;
        if ((rc = bcq__comdat_parse(&d->cx, rec, &c, err)))
            return rc;
        if ((rc = bcq__fgrow(bcq__fbudget(d->cx.f), &d->tmp, (void **)&d->comdats,
                             &d->capcomdats, d->ncomdats + 1,
                             sizeof *d->comdats, err)))
            return rc;
        d->comdats[d->ncomdats++] = c;
        d->cx.ncomdats = d->ncomdats;
        return 0;
    }
    case BCQ__MODULE_CODE_VSTOFFSET: /* [offset] */
        if (rec->nops < 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                             "VSTOFFSET record is empty");
        m->has_vstoffset = 1;
        m->vstoffset = rec->ops[0];
        d->vst_bit = rec->bit;
        return 0;
    case BCQ__MODULE_CODE_HASH: /* [5 x i32] */
        if (rec->nops != 5)
            return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                             "HASH record has %zu operands, not 5",
                             rec->nops);
        for (int i = 0; i < 5; i++) {
            if (rec->ops[i] > UINT32_MAX)
                return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                                 "HASH word %d exceeds 32 bits", i);
            m->hash[i] = (uint32_t)rec->ops[i];
        }
        m->has_hash = 1;
        return 0;
    case BCQ__MODULE_CODE_GLOBALVAR: /* global values */
    case BCQ__MODULE_CODE_FUNCTION:
    case BCQ__MODULE_CODE_ALIAS_OLD:
    case BCQ__MODULE_CODE_ALIAS:
    case BCQ__MODULE_CODE_IFUNC: {
        /* object and unnamed_no are 32-bit, with three values reserved */
        if (d->nglobals >= UINT32_MAX - 3)
            return bcq__fail(err, BCQ_E_IMPLAUSIBLE, rec->bit,
                             "more than %u global values", UINT32_MAX - 3);
        if ((rc = bcq__fgrow(bcq__fbudget(d->cx.f), &d->gacct, (void **)&d->gv,
                             &d->capglobals, d->nglobals + 1, sizeof *d->gv,
                             err)))
            return rc;
        if ((rc = put_global(d, rec, d->nglobals, err)))
            return rc;
        d->cx.next_value = ++d->nglobals;
        return 0;
    }
    default: /* unknown or not needed here: skipped, as the issue asks for
                files from newer producers */
        return 0;
    }
}

/* A global value record of a run (bcq__reader_run). */
static int on_run(void *arg, const bcq_record *rec, size_t total,
                  bcq_error *err)
{
    decode *d = arg;
    d->total = total;
    /* on_record's lite case without its switch and growth, while there
     * is room */
    if (d->nglobals < d->capglobals && d->nglobals < UINT32_MAX - 3) {
        int rc = bcq__global_pack_lite(&d->cx, rec, total,
                                       &d->gv[d->nglobals], err);
        if (rc <= 0) {
            if (rc == 0)
                d->cx.next_value = ++d->nglobals;
            return rc;
        }
    }
    return on_record(d, rec, err);
}

/* A global value record of a run of a version-2 module's lite decode,
 * its name pair kept: the thin entry (bcq__global_pack_thin), the other
 * fields read only where they are asked (bcq__module_global). */
static int on_run_thin(void *arg, const bcq_record *rec, size_t total,
                       bcq_error *err)
{
    decode *d = arg;
    int rc;
    if (d->nglobals >= UINT32_MAX - 3)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, rec->bit,
                         "more than %u global values", UINT32_MAX - 3);
    if (d->nglobals >= d->capglobals &&
        (rc = bcq__fgrow(bcq__fbudget(d->cx.f), &d->gacct, (void **)&d->gv,
                         &d->capglobals, d->nglobals + 1, sizeof *d->gv,
                         err)))
        return rc;
    bcq__gv *v = &d->gv[d->nglobals];
    if ((rc = bcq__global_pack_thin(&d->cx, rec, total, v, err)))
        return rc;
    d->nthin++;
    d->ntodo += v->name_len == 0 || BCQ__GV_KIND(v->bits) >= BCQ_GV_ALIAS;
    d->cx.next_value = ++d->nglobals;
    return 0;
}

/* Version 0/1 names: the module-level VALUE_SYMTAB (VST_ENTRY
 * [valueid, namechar...], FNENTRY [valueid, offset, namechar...]). */
static int on_vst_record(decode *d, const bcq_record *rec, bcq_error *err)
{
    size_t first;
    if (rec->code == BCQ__VST_CODE_ENTRY)
        first = 1;
    else if (rec->code == BCQ__VST_CODE_FNENTRY)
        first = 2;
    else
        return 0;
    if (rec->nops < first)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "VALUE_SYMTAB record too short");
    uint64_t id = rec->ops[0];
    if (id >= d->nglobals)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "VALUE_SYMTAB names value %llu, the module has %zu "
                         "global values before it",
                         (unsigned long long)id, d->nglobals);
    bcq_span name;
    int rc = bcq__record_string(&d->cx, rec, first, &name, err);
    if (rc)
        return rc;
    if (name.len > UINT32_MAX)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, rec->bit,
                         "a name of %zu bytes", name.len);
    bcq__gv *v = &d->gv[id];
    v->name = name.ptr;
    v->name_len = (uint32_t)name.len;
    for (size_t i = 0; (v->bits & BCQ__GV_RARE) && i < d->nrare; i++)
        if (d->rare[i].value_id == id)
            d->rare[i].name = name;
    return 0;
}

/* Stream bit of word w of the module (VSTOFFSET, FNENTRY count 32-bit
 * words from one word before base), or UINT64_MAX outside the stream. */
uint64_t bcq__module_word_bit(const bcq_file *f, uint64_t base, uint64_t w)
{
    uint64_t stream = (uint64_t)bcq__fs(f)->where.stream_len * 8;
    if (w == 0 || base > stream || w - 1 > (stream - base) / 32)
        return UINT64_MAX;
    return base + (w - 1) * 32;
}

/* A module-level sub-block just returned by the reader (not entered). */
static int on_subblock(const bcq_file *f, bcq__module *mod, decode *d,
                       bcq_reader *r, const bcq_block *b, bcq_error *err)
{
    bcq_module *m = &mod->pub;
    const bcq__block *mb = &bcq__fs(f)->index.v[m->module_block];
    uint64_t at = b->bit - (uint64_t)bcq__fs(f)->where.stream_off * 8;
    if (b->id == BCQ__VALUE_SYMTAB_BLOCK_ID && m->has_vstoffset &&
        !mod->has_vst &&
        at == bcq__module_word_bit(f, mod->base_bit, m->vstoffset)) {
        mod->vst = *b;
        mod->has_vst = 1;
    }
    if (b->id != BCQ__FUNCTION_BLOCK_ID) {
        int rc = bcq__fgrow(bcq__fbudget(f), &d->tmp, (void **)&d->subs, &d->capsubs,
                            d->nsubs + 1, sizeof *d->subs, err);
        if (rc == 0)
            d->subs[d->nsubs++] = *b;
        return rc;
    }
    if (mod->first_fn_bit != UINT64_MAX)
        return 0;
    mod->first_fn_bit = at;
    /* From the first body on, LLVM writes only bodies up to the module's
     * VALUE_SYMTAB (ModuleBitcodeWriter::write; its lazy loader relies on
     * it too: parseModule stops at the first FUNCTION_BLOCK and reaches
     * the VALUE_SYMTAB through VSTOFFSET).  Jump there when VSTOFFSET
     * names a VALUE_SYMTAB header past this body inside the module, so no
     * other body's page is touched; else every header is stepped. */
    if (!m->has_vstoffset)
        return 0;
    uint64_t vst = bcq__module_word_bit(f, mod->base_bit, m->vstoffset);
    uint64_t end = mb->enter_bit + mb->body_delta + 32 * (uint64_t)mb->words;
    bcq__enter e;
    if (vst != UINT64_MAX && vst > at &&
        bcq__block_probe(f, vst, mb->width, end, BCQ__VALUE_SYMTAB_BLOCK_ID,
                         &e))
        bcq__reader_jump(r, vst);
    return 0;
}

static int read_module(const bcq_file *f, bcq__module *mod, decode *d,
                       bcq_error *err)
{
    bcq_block b;
    bcq_block_at(f, mod->pub.module_block, &b);
    bcq_reader *r;
    int rc = bcq_reader_open(f, &b, &r, err);
    if (rc)
        return rc;
    int in_vst = 0;
    /* the lite decode: of each global value record the reader reads, the
     * name pair and the four fields bcq__global_parse_lite reads (the
     * version in force says whether there is a pair); of a version-2
     * run's others, the name pair (on_run_thin) */
    const uint64_t globals = 1u << BCQ__MODULE_CODE_GLOBALVAR |
                             1u << BCQ__MODULE_CODE_FUNCTION |
                             1u << BCQ__MODULE_CODE_ALIAS_OLD |
                             1u << BCQ__MODULE_CODE_ALIAS |
                             1u << BCQ__MODULE_CODE_IFUNC;
    for (;;) {
        bcq_entry e;
        if (d->lite)
            bcq__reader_keep(r, d->cx.version >= 2 ? 6 : 4, globals);
        if ((rc = bcq_reader_next(r, &e, err)))
            break;
        d->total = bcq__reader_total(r);
        if (e.kind == BCQ_ENTRY_END) {
            if (e.depth == 0)
                break;
            in_vst = 0;
            continue;
        }
        if (e.kind == BCQ_ENTRY_SUBBLOCK) {
            if ((rc = on_subblock(f, mod, d, r, &e.block, err)))
                break;
            /* Only the module-level VALUE_SYMTAB of an old module holds
             * anything this query needs; everything else is jumped. */
            if (e.depth == 0 && e.block_id == BCQ__VALUE_SYMTAB_BLOCK_ID &&
                d->cx.version < 2) {
                if ((rc = bcq_reader_enter(r, err)))
                    break;
                in_vst = 1;
            }
            continue;
        }
        rc = in_vst ? on_vst_record(d, &e.record, err)
                    : on_record(d, &e.record, err);
        if (rc)
            break;
        /* the lite decode: the rest of a run of global value records
         * (LLVM writes them one after another) the short way */
        if (d->lite && !in_vst && e.record.code < 64 &&
            (globals >> e.record.code & 1) &&
            (rc = d->cx.version >= 2
                      ? bcq__reader_run(r, 2, globals, on_run_thin, d, err)
                      : bcq__reader_run(r, 4, globals, on_run, d, err)))
            break;
    }
    bcq_reader_close(r);
    /* a VSTOFFSET record after the VALUE_SYMTAB it names (LLVM writes it
     * first, as a placeholder, and backpatches it) */
    uint64_t vst = bcq__module_word_bit(f, mod->base_bit, mod->pub.vstoffset);
    for (size_t i = 0; rc == 0 && mod->pub.has_vstoffset && !mod->has_vst &&
                       i < d->nsubs;
         i++) {
        if (d->subs[i].id == BCQ__VALUE_SYMTAB_BLOCK_ID &&
            d->subs[i].bit == bcq__file_bit(f, vst)) {
            mod->vst = d->subs[i];
            mod->has_vst = 1;
        }
    }
    if (rc)
        bcq__error_context(err, BCQ__MODULE_BLOCK_ID, b.bit);
    return rc;
}

static int by_value_id(const void *a, const void *b)
{
    size_t x = ((const bcq_global *)a)->value_id,
           y = ((const bcq_global *)b)->value_id;
    return (x > y) - (x < y);
}

/* The thin entries whose fields the decode itself needs read whole, as
 * the lite decode reads a record: an unnamed value's (its linkage numbers
 * it, bcq__module_resolve) and an alias's or ifunc's (its aliasee).  With
 * the errors the lite decode would have met there. */
static int complete_thin(const bcq_file *f, bcq__module *mod, decode *d,
                         bcq_error *err)
{
    bcq_reader *r = NULL;
    bcq_block b;
    bcq_block_at(f, mod->pub.module_block, &b);
    const size_t next = d->cx.next_value, rare = d->nrare;
    const unsigned version = d->cx.version;
    d->cx.version = 2; /* in force when they were made thin */
    int rc = 0;
    for (size_t i = 0; rc == 0 && d->ntodo && i < d->nglobals; i++) {
        const bcq__gv *v = &d->gv[i];
        const unsigned k = BCQ__GV_KIND(v->bits);
        if (!(v->bits & BCQ__GV_THIN) ||
            (v->name_len != 0 && k != BCQ_GV_ALIAS && k != BCQ_GV_IFUNC))
            continue;
        bcq_record rec;
        if (!r && (rc = bcq_reader_open(f, &b, &r, err)))
            break;
        if ((rc = bcq__reader_record_at(r, v->record_bit, &rec, err)))
            break;
        d->cx.next_value = i;
        d->total = rec.nops;
        rc = put_global(d, &rec, i, err);
        d->nthin--;
        d->ntodo--;
    }
    bcq_reader_close(r);
    d->cx.next_value = next;
    d->cx.version = version;
    if (rc)
        bcq__error_context(err, BCQ__MODULE_BLOCK_ID, b.bit);
    if (rc == 0 && d->nrare > rare) /* the rare list is in value order */
        bcq__sort(d->rare, d->nrare, sizeof *d->rare, by_value_id);
    return rc;
}

int bcq__gv_pack(const bcq_global *g, uint32_t section_id, uint32_t gc_id,
                 bcq__gv *out)
{
    out->name = g->name.ptr;
    out->name_len = (uint32_t)g->name.len;
    out->record_bit = g->record_bit;
    out->type_id = g->type_id > UINT32_MAX ? UINT32_MAX : (uint32_t)g->type_id;
    uint64_t op = g->kind == BCQ_GV_VARIABLE   ? g->initializer
                  : g->kind == BCQ_GV_FUNCTION ? g->personality
                                               : g->aliasee;
    out->aliasee = op >= UINT32_MAX ? UINT32_MAX : (uint32_t)op;
    out->section = section_id;
    out->comdat = g->comdat == BCQ_NONE ? 0 : (uint32_t)(g->comdat + 1);
    out->bits = (unsigned)g->kind | g->linkage << 2 | g->visibility << 6 |
                g->dll_storage << 8 | g->tls << 10 | g->unnamed_addr << 13 |
                (g->is_declaration ? BCQ__GV_DECL : 0) |
                (g->dso_local ? BCQ__GV_DSO_LOCAL : 0) |
                (g->is_constant ? BCQ__GV_CONSTANT : 0) |
                (g->has_implicit_comdat ? BCQ__GV_IMPLICIT_COMDAT : 0);
    out->object = UINT32_MAX;
    out->unnamed_no = 0;
    out->address_space = g->address_space;
    out->calling_conv = (uint16_t)g->calling_conv;
    out->align_log2p1 = (uint8_t)g->align_log2p1;
    out->gc = (uint8_t)gc_id;
    /* what the fields above cannot hold: kept whole (globals.c bounds
     * linkage, visibility, dll, tls, unnamed_addr, alignment, calling
     * convention and address space to their fields' widths) */
    int rare = g->partition.len || g->name.len > UINT32_MAX ||
               g->type_id >= UINT32_MAX ||
               (op >= UINT32_MAX && op != BCQ_NONE) ||
               g->prefix != BCQ_NONE || g->prologue != BCQ_NONE ||
               (g->comdat != BCQ_NONE && g->comdat >= UINT32_MAX - 1) ||
               gc_id > UINT8_MAX;
    if (rare)
        out->bits |= BCQ__GV_RARE;
    return rare;
}

bcq_span bcq__gv_name_rare(const bcq_module *m, size_t i)
{
    bcq_global g;
    if (bcq_module_global(m, i, &g) == 0)
        return g.name;
    return (bcq_span){NULL, 0};
}

static const bcq_global *rare_of(const bcq__module *mod, size_t i)
{
    size_t lo = 0, hi = mod->nrare; /* in value order */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (mod->rare[mid].value_id < i)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < mod->nrare && mod->rare[lo].value_id == i ? &mod->rare[lo]
                                                          : NULL;
}

/* A thin entry's fields, from its record read again (unabbreviated:
 * bcq__reader_run reads no other), as read_lite reads them. */
static int thin_global(const bcq__module *mod, size_t i, bcq_global *out,
                       bcq_error *err)
{
    bcq_block b;
    bcq_reader *r;
    bcq_record rec;
    bcq_block_at(mod->f, mod->pub.module_block, &b);
    int rc = bcq_reader_open(mod->f, &b, &r, err);
    if (rc)
        return rc;
    if ((rc = bcq__reader_record_at(r, mod->gv[i].record_bit, &rec, err)) ==
        0) {
        bcq__modctx cx;
        memset(&cx, 0, sizeof cx);
        cx.f = mod->f;
        cx.version = 2; /* in force when it was made thin, whatever a
                           later VERSION record said */
        cx.strtab = mod->pub.strtab;
        cx.next_value = i;
        rc = bcq__global_parse_lite(&cx, &rec, rec.nops, out, err);
    }
    bcq_reader_close(r);
    if (rc)
        bcq__error_context(err, BCQ__MODULE_BLOCK_ID, b.bit);
    return rc;
}

int bcq__module_global(const bcq_module *m, size_t i, bcq_global *out,
                       bcq_error *err)
{
    if (!m || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (i >= m->nglobals)
        return bcq__fail(err, BCQ_E_RANGE, 0, "no global value %zu", i);
    const bcq__module *mod = (const bcq__module *)m;
    if (mod->gv[i].bits & BCQ__GV_THIN)
        return thin_global(mod, i, out, err);
    bcq__error_clear(err);
    return bcq_module_global(m, i, out);
}

int bcq_module_global(const bcq_module *m, size_t i, bcq_global *out)
{
    if (!m || !out)
        return BCQ_E_INVAL;
    if (i >= m->nglobals)
        return BCQ_E_RANGE;
    const bcq__module *mod = (const bcq__module *)m;
    const bcq__gv *v = &mod->gv[i];
    if (v->bits & BCQ__GV_THIN) /* only internal lite decodes have them */
        return thin_global(mod, i, out, NULL);
    const bcq_global *r;
    if ((v->bits & BCQ__GV_RARE) && (r = rare_of(mod, i)) != NULL) {
        *out = *r;
        return 0;
    }
    unsigned b = v->bits;
    *out = (bcq_global){0};
    out->value_id = i;
    out->kind = (bcq_gv_kind)BCQ__GV_KIND(b);
    out->name.ptr = v->name;
    out->name.len = v->name_len;
    out->linkage = BCQ__GV_LINKAGE(b);
    out->visibility = BCQ__GV_VISIBILITY(b);
    out->dll_storage = BCQ__GV_DLL(b);
    out->tls = BCQ__GV_TLS(b);
    out->unnamed_addr = BCQ__GV_UNNAMED(b);
    out->is_declaration = (b & BCQ__GV_DECL) != 0;
    out->dso_local = (b & BCQ__GV_DSO_LOCAL) != 0;
    out->is_constant = (b & BCQ__GV_CONSTANT) != 0;
    out->has_implicit_comdat = (b & BCQ__GV_IMPLICIT_COMDAT) != 0;
    out->comdat = v->comdat ? (size_t)v->comdat - 1 : BCQ_NONE;
    if (v->section && v->section <= m->nsections)
        out->section = m->sections[v->section - 1];
    if (v->gc && v->gc <= m->ngc_names)
        out->gc = m->gc_names[v->gc - 1];
    out->calling_conv = v->calling_conv;
    out->address_space = v->address_space;
    out->align_log2p1 = v->align_log2p1;
    out->type_id = v->type_id;
    size_t op = v->aliasee == UINT32_MAX ? BCQ_NONE : v->aliasee;
    out->initializer = out->personality = out->prefix = out->prologue =
        BCQ_NONE;
    if (out->kind == BCQ_GV_VARIABLE)
        out->initializer = op;
    else if (out->kind == BCQ_GV_FUNCTION)
        out->personality = op;
    else
        out->aliasee = v->aliasee;
    out->record_bit = v->record_bit;
    return 0;
}

/*
 * For every global: the object its alias chain ends at, and its number
 * among the unnamed.  Asked per symbol, both took a walk over the module
 * (a cycle of 16 000 aliases made listing the symbols of a 64 KB file take
 * seconds), so they are done here once, in linear time.
 */
int bcq__module_resolve(bcq__module *mod, bcq_error *err)
{
    size_t n = mod->pub.nglobals;
    bcq__gv *gv = mod->gv;
    /* One pass for what every global needs: its own object (an alias's
     * is found below), the counts by kind and of the unnamed, and whether
     * the ids come grouped by kind as LLVM writes them (bcq_gv_kind
     * numbers the kinds in that order): what maps an irsymtab position to
     * a value id (symmap.c).  The passes below run only for a module with
     * aliases, and with unnamed globals. */
    const uint32_t NONE = UINT32_MAX, PENDING = UINT32_MAX - 1,
                   TODO = UINT32_MAX - 2;
    static const unsigned rank[] = {1, 0, 2, 3}; /* by bcq_gv_kind */
    uint32_t count[4] = {0, 0, 0, 0}, unnamed[4] = {0, 0, 0, 0};
    size_t npriv = 0;
    memset(mod->nkind, 0, sizeof mod->nkind);
    mod->kinds_grouped = 1;
    unsigned prev = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned k = BCQ__GV_KIND(gv[i].bits);
        gv[i].object = k == BCQ_GV_ALIAS ? TODO : (uint32_t)i;
        gv[i].unnamed_no = 0;
        mod->nkind[k]++;
        if (k < prev)
            mod->kinds_grouped = 0;
        prev = k;
        if (gv[i].name_len == 0) {
            count[rank[k]]++;
            unnamed[k]++;
            npriv += BCQ__GV_LINKAGE(gv[i].bits) == BCQ_LINKAGE_PRIVATE;
        }
    }
    /* Chains: walk each from its start until a resolved global, an object,
     * a constant (aliasee not a global) or a global seen on this walk (a
     * cycle); then give every global of the walk the answer, found again
     * by following the chain.  Each global is resolved once.  (n is below
     * UINT32_MAX - 3: the decode refuses more.) */
    for (size_t i = 0; mod->nkind[BCQ_GV_ALIAS] && i < n; i++) {
        if (gv[i].object != TODO)
            continue;
        size_t g = i;
        uint32_t answer;
        for (;;) {
            uint32_t o = gv[g].object;
            if (o != TODO) { /* resolved, an object, or a cycle */
                answer = o == PENDING ? NONE : o;
                break;
            }
            gv[g].object = PENDING;
            uint64_t next = gv[g].aliasee;
            if (next >= n) {
                answer = NONE; /* a constant expression: no object */
                break;
            }
            g = (size_t)next;
        }
        for (g = i;;) { /* g is PENDING */
            gv[g].object = answer;
            uint64_t next = gv[g].aliasee;
            if (next >= n || gv[next].object != PENDING)
                break;
            g = (size_t)next;
        }
    }
    /* Unnamed globals are numbered in ModuleSymbolTable's order
     * (functions, variables, aliases, ifuncs), every one: unnamed_no,
     * from 1, which llvm-dis's slot follows within a kind (spell.c).  The
     * Mangler's __unnamed_N skips the private ones, which are never
     * mangled (irsymtab's Builder::addSymbol skips the format-specific
     * symbols before naming them; llvm-nm 19 and 22 agree,
     * tests/data/ll/globals-*.bc): their numbers are kept, sorted, in
     * priv_no, and mangle.c takes off those below a value's. */
    for (unsigned k = 0; k < 4; k++)
        mod->nunnamed[k] = unnamed[k];
    free(mod->priv_no);
    mod->priv_no = NULL;
    mod->npriv = 0;
    if (npriv && !(mod->priv_no = malloc(npriv * sizeof *mod->priv_no)))
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    uint32_t next_no[4] = {0, 0, 0, 0};
    for (uint32_t r = 0, base = 1; r < 4; r++) {
        next_no[r] = base;
        base += count[r];
    }
    const int any = count[0] || count[1] || count[2] || count[3];
    for (size_t i = 0; any && i < n; i++) {
        if (gv[i].name_len != 0)
            continue;
        uint32_t no = next_no[rank[BCQ__GV_KIND(gv[i].bits)]]++;
        gv[i].unnamed_no = no;
        if (BCQ__GV_LINKAGE(gv[i].bits) == BCQ_LINKAGE_PRIVATE)
            mod->priv_no[mod->npriv++] = no;
    }
    /* in order of number: insertion sort, each run of a kind is already
     * ascending (four runs at most interleave) */
    for (size_t i = 1; i < mod->npriv; i++) {
        uint32_t x = mod->priv_no[i];
        size_t j = i;
        for (; j > 0 && mod->priv_no[j - 1] > x; j--)
            mod->priv_no[j] = mod->priv_no[j - 1];
        mod->priv_no[j] = x;
    }
    return 0;
}

static int decode_module(const bcq_file *f, size_t mi, int lite,
                         bcq__module **out, bcq_error *err)
{
    const bcq__modslot *slot = &bcq__fs(f)->ir->mods[mi];
    size_t acct = 0;
    bcq__module *mod;
    int rc = bcq__fzalloc(bcq__fbudget(f), &acct, sizeof *mod, (void **)&mod,
                          err);
    if (rc)
        return rc;
    mod->arena.budget = bcq__fbudget(f);
    mod->charged = acct;
    bcq_module *m = &mod->pub;
    m->index = mi;
    m->ident_block = slot->ident;
    m->module_block = slot->module;
    m->strtab_block = slot->strtab;
    mod->base_bit =
        bcq__fs(f)->index.v[slot->ident != BCQ_NONE ? slot->ident : slot->module]
            .enter_bit;
    mod->first_fn_bit = UINT64_MAX;
    m->bit = bcq__file_bit(f, mod->base_bit);
    decode d;
    memset(&d, 0, sizeof d);
    d.lite = mod->lite = lite;
    d.cx.f = f;
    d.cx.mod = m;
    d.cx.arena = &mod->arena;
    if (slot->strtab != BCQ_NONE)
        rc = bcq__block_blob(f, slot->strtab, BCQ__STRTAB_BLOB, &m->strtab, err);
    d.cx.strtab = m->strtab;
    if (rc == 0 && slot->ident != BCQ_NONE)
        rc = bcq__each_record(f, slot->ident, on_identification, &d.cx, err);
    /* The global values' array sized at once, from one value per KiB of
     * module block (the corpus has 900 to 1 100 bytes a value: SQLite, the
     * synthetic modules): no copy at each doubling (on SQLite a fifth of
     * the page faults of opening a printer were those copies; its pages
     * are now touched once, where each value is put), and a large one
     * starts on huge pages (huge.c) rather than growing into them (220
     * page faults on the synthetic module).  A guess, not a bound: the
     * array still grows past it, bcq__shrink gives the spare back
     * (untouched), and a charge the heap limit refuses is just not made. */
    const size_t guess = bcq__fs(f)->index.v[slot->module].words / 256;
    if (rc == 0 && guess > 0)
        (void)bcq__fgrow(bcq__fbudget(f), &d.gacct, (void **)&d.gv,
                         &d.capglobals, guess, sizeof *d.gv, NULL);
    if (rc == 0)
        rc = read_module(f, mod, &d, err);
    if (rc == 0 && d.ntodo)
        rc = complete_thin(f, mod, &d, err);
    mod->f = f;
    mod->nthin = d.nthin;
    if (rc == 0)
        rc = freeze(&mod->arena, d.sections.v, d.sections.n, sizeof(bcq_span),
                    (const void **)&m->sections, err);
    if (rc == 0)
        rc = freeze(&mod->arena, d.gcs.v, d.gcs.n, sizeof(bcq_span),
                    (const void **)&m->gc_names, err);
    if (rc == 0)
        rc = freeze(&mod->arena, d.deplibs.v, d.deplibs.n, sizeof(bcq_span),
                    (const void **)&m->deplibs, err);
    if (rc == 0)
        rc = freeze(&mod->arena, d.comdats, d.ncomdats, sizeof(bcq_comdat),
                    (const void **)&m->comdats, err);
    if (rc == 0)
        rc = freeze(&mod->arena, d.rare, d.nrare, sizeof(bcq_global),
                    (const void **)&mod->rare, err);
    mod->nrare = d.nrare;
    if (rc == 0 && d.nglobals == 0 && d.gv) { /* a guess with no values */
        free(d.gv);
        d.gv = NULL;
        d.capglobals = 0;
        bcq__refund(bcq__fbudget(f), &d.gacct);
    }
    if (rc == 0) {
        size_t before = d.capglobals;
        bcq__shrink(bcq__fbudget(f), (void **)&d.gv, &d.capglobals, d.nglobals,
                    sizeof *d.gv); /* refunds the spare */
        d.gacct -= (before - d.capglobals) * sizeof *d.gv;
        mod->gv = d.gv;
        mod->charged += d.gacct;
        d.gv = NULL;
        d.gacct = 0;
    }
    if (rc == 0)
        rc = freeze(&mod->arena, d.subs, d.nsubs, sizeof(bcq_block),
                    (const void **)&mod->subs, err);
    mod->nsubs = d.nsubs;
    m->nsections = d.sections.n;
    m->ngc_names = d.gcs.n;
    m->ndeplibs = d.deplibs.n;
    m->ncomdats = d.ncomdats;
    m->nglobals = d.nglobals;
    mod->vstoffset_bit = d.vst_bit;
    if (rc == 0)
        rc = bcq__module_resolve(mod, err);
    free(d.sections.v);
    free(d.gcs.v);
    free(d.deplibs.v);
    free(d.comdats);
    free(d.gv);
    free(d.rare);
    free(d.subs);
    bcq__refund(bcq__fbudget(f), &d.tmp);
    bcq__refund(bcq__fbudget(f), &d.gacct);
    if (rc) {
        bcq__module_free(f, mod);
        return rc;
    }
    *out = mod;
    return 0;
}

int bcq__ir_check(const bcq_file *f, bcq_error *err)
{
    if (!bcq__fs(f)->where.is_ir || !bcq__fs(f)->ir)
        return bcq__fail(err, BCQ_E_NOT_IR, bcq__file_bit(f, 0),
                         "not LLVM IR bitcode (magic 0x%08x)",
                         (unsigned)bcq__fs(f)->where.magic);
    if (bcq__fs(f)->ir->status)
        return bcq__fail(err, bcq__fs(f)->ir->status,
                         bcq__file_bit(f, bcq__fs(f)->ir->bad_bit),
                         "IDENTIFICATION_BLOCK not followed by a "
                         "MODULE_BLOCK");
    return 0;
}

/* The decode of module m kept in the slot at part (built, or lite),
 * made on first use and published once. */
static int module_at(const bcq_file *f, size_t m, size_t part,
                     const bcq_module **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *out = NULL;
    int rc = bcq__ir_check(f, err);
    if (rc)
        return rc;
    if (m >= bcq__fs(f)->ir->nmods)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no module %zu (the file has %zu)", m, bcq__fs(f)->ir->nmods);
    _Atomic(bcq__module *) *slot =
        (_Atomic(bcq__module *) *)((char *)&bcq__fs(f)->ir->mods[m] + part);
    bcq__module *have = atomic_load_explicit(slot, memory_order_acquire);
    if (!have) {
        if ((rc = bcq__memo_failure(f, m, part, err)))
            return rc; /* decoded before, and failed: the same answer */
        bcq__module *mine;
        bcq_error e;
        bcq__error_clear(&e);
        const int lite = part == offsetof(bcq__modslot, lite);
        if ((rc = decode_module(f, m, lite, &mine, &e)))
            return bcq__memo_fail(f, m, part, rc, &e, err);
        if (atomic_compare_exchange_strong_explicit(
                slot, &have, mine, memory_order_acq_rel,
                memory_order_acquire)) {
            have = mine;
        } else { /* another thread published first: use its copy */
            bcq__module_free(f, mine);
        }
    }
    *out = &have->pub;
    return 0;
}

int bcq_module_get(const bcq_file *f, size_t m, const bcq_module **out,
                   bcq_error *err)
{
    return module_at(f, m, offsetof(bcq__modslot, built), out, err);
}

int bcq__module_lite(const bcq_file *f, size_t m, const bcq_module **out,
                     bcq_error *err)
{
    /* the whole decode, when someone made it, is the better answer */
    if (f && out && bcq__fs(f)->ir && m < bcq__fs(f)->ir->nmods) {
        bcq__module *have = atomic_load_explicit(
            &bcq__fs(f)->ir->mods[m].built, memory_order_acquire);
        if (have) {
            bcq__error_clear(err);
            *out = &have->pub;
            return 0;
        }
    }
    return module_at(f, m, offsetof(bcq__modslot, lite), out, err);
}

static int part_of(const bcq_file *f, size_t m, int lite,
                   size_t slot_offset, bcq__part_build build,
                   void (*drop)(void *), void *arg, const bcq_module **modp,
                   void **out, bcq_error *err)
{
    const bcq_module *mod;
    int rc = lite ? bcq__module_lite(f, m, &mod, err)
                  : bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    if (modp)
        *modp = mod;
    _Atomic(void *) *slot =
        (_Atomic(void *) *)((char *)&bcq__fs(f)->ir->mods[m] + slot_offset);
    void *have = atomic_load_explicit(slot, memory_order_acquire);
    if (!have) {
        if ((rc = bcq__memo_failure(f, m, slot_offset, err)))
            return rc; /* built before, and failed: the same answer */
        void *mine = NULL;
        size_t acct = 0;
        bcq_error e;
        bcq__error_clear(&e);
        if ((rc = build(f, mod, arg, &mine, &acct, &e)))
            return bcq__memo_fail(f, m, slot_offset, rc, &e, err);
        have = bcq__publish(slot, mine, drop, bcq__fbudget(f), &acct);
    }
    *out = have;
    return 0;
}

int bcq__module_part(const bcq_file *f, size_t m, size_t slot_offset,
                     bcq__part_build build, void (*drop)(void *), void *arg,
                     const bcq_module **modp, void **out, bcq_error *err)
{
    return part_of(f, m, 0, slot_offset, build, drop, arg, modp, out, err);
}

int bcq__module_part_lite(const bcq_file *f, size_t m, size_t slot_offset,
                          bcq__part_build build, void (*drop)(void *),
                          void *arg, const bcq_module **modp, void **out,
                          bcq_error *err)
{
    return part_of(f, m, 1, slot_offset, build, drop, arg, modp, out, err);
}
