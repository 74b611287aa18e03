/*
 * md.c - metadata as far as the printer prints it yet: the numbering of
 * metadata ids (MetadataLoader's parseOneMetadata: every record of a
 * METADATA block defines the next id but NAME, NAMED_NODE, KIND,
 * GLOBAL_DECL_ATTACHMENT, INDEX_OFFSET and INDEX, and STRINGS defines one
 * per string; a function's METADATA block goes on after the module's),
 * and the forms llvm-dis prints inline (AsmWriter.cpp's
 * WriteAsOperandInternal for metadata, writeDIExpression, writeDIArgList):
 * a value as metadata ("i32 %0", "ptr @g"), !DIExpression(...),
 * !DIArgList(...).  Every other node
 * prints as "!N", N bcq's own number: its metadata id (llvm-dis numbers
 * nodes over the whole module, include/bcq.h).  The module's block is
 * read whole, or, with a METADATA_INDEX, one id's record when it is
 * needed (md_index); bcq__amd_get is the one way to an id either way.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

/* md_index keeps the position of every MD_STEP-th id of the index: 16
 * bytes for 16 ids instead of 8 bytes each (2.5 MB, two fresh 2 MiB pages
 * on the synthetic module, for the few ids a print reads).  A lookup reads
 * up to 16 offsets again: 32 cost sqlite3VdbeExec of a -g file 2% more
 * instructions, 8 the walk of the synthetic module's index 2%. */
#define MD_STEP 16

void bcq__amds_free(bcq__amds *m)
{
    free(m->code);
    free(m->first);
    free(m->n);
    free(m->ops);
    free(m->dfirst);
    free(m->dn);
    free(m->dbyvalue);
    memset(m, 0, sizeof *m);
}

static int defines_none(unsigned code)
{
    switch (code) {
    case BCQ__METADATA_NAME:
    case BCQ__METADATA_NAMED_NODE:
    case BCQ__METADATA_KIND:
    case BCQ__METADATA_GLOBAL_DECL_ATTACHMENT:
    case BCQ__METADATA_INDEX_OFFSET:
    case BCQ__METADATA_INDEX:
        return 1;
    default:
        return 0;
    }
}

static int push(bcq__amds *m, unsigned code, const uint64_t *ops, size_t n,
                uint64_t bit, bcq_error *err)
{
    int rc;
    if ((rc = bcq__grow((void **)&m->code, &m->capcode, m->count + 1, 1,
                        err)) ||
        (rc = bcq__grow((void **)&m->first, &m->capfirst, m->count + 1,
                        sizeof *m->first, err)) ||
        (rc = bcq__grow((void **)&m->n, &m->capn, m->count + 1,
                        sizeof *m->n, err)) ||
        (rc = bcq__grow((void **)&m->ops, &m->capops, m->nops + n,
                        sizeof *m->ops, err)))
        return rc;
    if (m->nops > UINT32_MAX - n || m->count >= UINT32_MAX)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, bit, "too much metadata");
    m->code[m->count] = code > 255 ? 255 : (uint8_t)code;
    m->first[m->count] = (uint32_t)m->nops;
    m->n[m->count++] = (uint32_t)n;
    if (n)
        memcpy(m->ops + m->nops, ops, n * sizeof *ops);
    m->nops += n;
    return 0;
}

/* GLOBAL_DECL_ATTACHMENT: kept for the declaration or variable it names
 * (attach.c), defines no id. */
static int keep_decl(bcq__amds *m, const bcq_record *r, bcq_error *err)
{
    int rc;
    if ((rc = bcq__grow((void **)&m->dfirst, &m->capdfirst, m->ndecl + 1,
                        sizeof *m->dfirst, err)) ||
        (rc = bcq__grow((void **)&m->dn, &m->capdn, m->ndecl + 1,
                        sizeof *m->dn, err)) ||
        (rc = bcq__grow((void **)&m->ops, &m->capops, m->nops + r->nops,
                        sizeof *m->ops, err)))
        return rc;
    if (m->nops > UINT32_MAX - r->nops)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit, "too much metadata");
    m->dfirst[m->ndecl] = (uint32_t)m->nops;
    m->dn[m->ndecl++] = (uint32_t)r->nops;
    if (r->nops)
        memcpy(m->ops + m->nops, r->ops, r->nops * sizeof *r->ops);
    m->nops += r->nops;
    return 0;
}

static int on_md(void *arg, const bcq_record *r, bcq_error *err)
{
    bcq__amds *m = arg;
    if (r->code == BCQ__METADATA_GLOBAL_DECL_ATTACHMENT)
        return keep_decl(m, r, err);
    if (defines_none(r->code))
        return 0;
    if (r->code == BCQ__METADATA_STRINGS) {
        /* [count, offsetsize] + blob: count strings, each an id; each is
         * at least one bit of the blob's lengths */
        if (r->nops < 1 || r->ops[0] > (uint64_t)r->blob.len * 8)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "METADATA_STRINGS of an implausible count");
        for (uint64_t i = 0; i < r->ops[0]; i++) {
            int rc = push(m, r->code, NULL, 0, r->bit, err);
            if (rc)
                return rc;
        }
        return 0;
    }
    /* only what is printed inline keeps its operands, and a location:
     * a DEBUG_LOC that gives the same is that node (fmeta.c) */
    int keep = r->code == BCQ__METADATA_VALUE ||
               r->code == BCQ__METADATA_EXPRESSION ||
               r->code == BCQ__METADATA_ARG_LIST ||
               r->code == BCQ__METADATA_LOCATION;
    return push(m, r->code, keep ? r->ops : NULL, keep ? r->nops : 0, r->bit,
                err);
}

int bcq__amds_read(struct bcq_asm *a, bcq__amds *m, const bcq_block *b,
                   bcq_error *err)
{
    return bcq__each_record_of(a->f, b, on_md, m, err);
}

/* The lazy way, as LLVM's MetadataLoader does with a module's index (its
 * lazyLoadModuleMetadataBlock; BitcodeWriter's writeModuleMetadata): a
 * block that opens with METADATA_STRINGS records and a
 * METADATA_INDEX_OFFSET [lo32, hi32], the offset from the end of that
 * record to a METADATA_INDEX whose operands are the bit distances between
 * the records of the ids after the strings (the first from the same end),
 * and after the index only records that define no id: the named
 * metadata, then the GLOBAL_DECL_ATTACHMENT records.  Then the count is
 * the strings' plus the index's, and an id's record is read where the
 * index says when it is printed (bcq__amd_get): one record instead of
 * every record of the block (on the 134 MB synthetic module 45% of
 * printing a function).  LLVM's writer emits every abbreviation of the
 * block before the index offset for this; a jump that meets another fails
 * (bcq__reader_record_at).
 *
 * Only the shape is checked here; the offsets are summed, and checked
 * (each record after the one before it, the first at the offset record's
 * end or after, all before the index), group by group as far as the ids
 * looked up need them (md_check): a print of one function of the
 * synthetic module needs a third to two thirds of its 313 119, and
 * summing all of them was a tenth of its `bcq dis`.  The records after
 * the index are read when a declaration or variable is printed
 * (bcq__amds_decls), as they are only its attachments.  A block of
 * another shape is read whole (*lazy 0); an offset that does not hold is
 * BCQ_E_BAD_RECORD where an id needs it.  Within those bounds the offsets
 * are trusted, as LLVM trusts them: a hostile index can make ids print as
 * other records, never read outside the block. */
static int md_index(struct bcq_asm *a, const bcq_block *b, int *lazy,
                    bcq_error *err)
{
    bcq__amds *m = &a->md;
    bcq_reader *r;
    bcq_entry e;
    uint64_t nstr = 0, *ck = NULL;
    int rc;
    *lazy = 0;
    if (bcq_reader_open(a->f, b, &r, NULL) != 0)
        return 0; /* the whole read says why */
    while ((rc = bcq_reader_next(r, &e, NULL)) == 0 &&
           e.kind == BCQ_ENTRY_RECORD &&
           e.record.code == BCQ__METADATA_STRINGS) {
        /* as on_md: each string at least one bit of the blob's lengths */
        if (e.record.nops < 1 ||
            e.record.ops[0] > (uint64_t)e.record.blob.len * 8 ||
            nstr + e.record.ops[0] > UINT32_MAX)
            goto whole;
        nstr += e.record.ops[0];
    }
    if (rc || e.kind != BCQ_ENTRY_RECORD ||
        e.record.code != BCQ__METADATA_INDEX_OFFSET || e.record.nops != 2 ||
        e.record.ops[0] > UINT32_MAX || e.record.ops[1] > UINT32_MAX)
        goto whole;
    uint64_t at = bcq_reader_tell(r);
    uint64_t off = e.record.ops[0] | e.record.ops[1] << 32;
    if (off > UINT64_MAX - at)
        goto whole;
    uint64_t ipos = at + off;
    bcq__varray ix;
    if (bcq__reader_varray_at(r, ipos, &ix) != 0 ||
        ix.code != BCQ__METADATA_INDEX || ix.count > UINT32_MAX - nstr)
        goto whole;
    /* the offsets become positions, kept for every MD_STEP-th id only
     * (an id's is found from the one before it, md_pos), and one more for
     * the index's end; the first known now */
    const size_t n = (size_t)ix.count;
    ck = malloc((n / MD_STEP + 2) * 2 * sizeof *ck);
    if (!ck) {
        bcq_reader_close(r);
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    }
    ck[0] = at;
    ck[1] = ix.bit;
    a->mdr = r;
    a->mdck = ck;
    a->mdn = n;
    a->mdgood = 0;
    a->mdipos = ipos;
    a->mdblock = *b;
    a->mdrest = 1;
    a->mdwidth = ix.width;
    a->mdstr = nstr;
    m->count = (size_t)(nstr + n);
    *lazy = 1;
    return 0;
whole:
    bcq_reader_close(r);
    return 0;
}

/* The index's offsets of group g (ids mdstr + 16 g ...) checked, and
 * those of every group before it: each group's sum gives the next
 * group's position (md_index). */
static int md_check(struct bcq_asm *a, size_t g, bcq_error *err)
{
    while (a->mdgood <= g && a->mdgood * MD_STEP < a->mdn) {
        const size_t v = a->mdgood, k = v * MD_STEP;
        const size_t want = a->mdn - k < MD_STEP ? a->mdn - k : MD_STEP;
        uint64_t at = a->mdck[2 * v], bit = a->mdck[2 * v + 1];
        const uint64_t ipos = a->mdipos;
        int bad = 0;
        if (k && a->mdwidth == 6) {
            /* summed, not kept (LLVM writes VBR6): no offset 0 and the
             * group's last position before the index is every one's */
            uint64_t sum;
            int zero;
            bad = bcq__reader_vbr6_sum(a->mdr, &bit, want, &sum, &zero) !=
                      want ||
                  zero || sum >= ipos - at;
            if (!bad)
                at += sum;
        } else {
            uint64_t d[MD_STEP];
            bad = bcq__reader_vbrs(a->mdr, &bit, a->mdwidth, d, want) != want;
            /* at < ipos holds: each record after the last, before the
             * index */
            for (size_t i = 0; !bad && i < want; i++) {
                bad = (k + i && d[i] == 0) || d[i] >= ipos - at;
                at += d[i];
            }
        }
        if (bad)
            return bcq__fail(err, BCQ_E_BAD_RECORD, a->mdck[2 * v + 1],
                             "METADATA_INDEX: an offset of ids %llu to %llu "
                             "is not after the one before it, or past the "
                             "index",
                             (unsigned long long)(a->mdstr + k),
                             (unsigned long long)(a->mdstr + k + want - 1));
        a->mdck[2 * (v + 1)] = at;
        a->mdck[2 * (v + 1) + 1] = bit;
        a->mdgood = v + 1;
    }
    return 0;
}

/* The records after the index, read by a reader of their own: one that
 * stops on an error there, or meets an abbreviation defined there, leaves
 * the lookups of ids through a->mdr as they were (whichever is printed
 * first).  Its abbreviations are those defined before the index offset,
 * as a->mdr's are (md_index). */
static int read_rest(struct bcq_asm *a, bcq_error *err)
{
    bcq__amds *m = &a->md;
    bcq_reader *r;
    bcq_entry e;
    /* the index's end: after its last offset (or its first, of none) */
    const size_t groups = (a->mdn + MD_STEP - 1) / MD_STEP;
    int rc = groups ? md_check(a, groups - 1, err) : 0;
    if (rc || (rc = bcq_reader_open(a->f, &a->mdblock, &r, err)))
        return rc;
    while ((rc = bcq_reader_next(r, &e, err)) == 0 &&
           e.kind == BCQ_ENTRY_RECORD &&
           e.record.code != BCQ__METADATA_INDEX_OFFSET)
        ;
    if (rc == 0 && (e.kind != BCQ_ENTRY_RECORD ||
                    bcq__reader_seek(r, a->mdck[2 * groups + 1])))
        rc = bcq__fail(err, BCQ_E_BAD_RECORD, a->mdck[2 * groups + 1],
                       "METADATA_INDEX: no record after it");
    /* after the index: names, named nodes, global attachments */
    while (rc == 0 && (rc = bcq_reader_next(r, &e, err)) == 0 &&
           e.kind != BCQ_ENTRY_END) {
        if (e.kind != BCQ_ENTRY_RECORD || !defines_none(e.record.code))
            rc = bcq__fail(err, BCQ_E_BAD_RECORD,
                           e.kind == BCQ_ENTRY_RECORD ? e.record.bit
                                                      : e.block.bit,
                           "after the METADATA_INDEX, a block or a record "
                           "that defines a metadata id");
        else if (e.record.code == BCQ__METADATA_GLOBAL_DECL_ATTACHMENT)
            rc = keep_decl(m, &e.record, err);
    }
    bcq_reader_close(r);
    return rc == BCQ_END ? 0 : rc;
}

int bcq__amds_decls(struct bcq_asm *a, bcq_error *err)
{
    if (!a->mdr || a->mdrest == 0)
        return 0; /* read whole (on_md kept them), or read */
    if (a->mdrest < 0) { /* failed before: the same answer */
        bcq__error_copy(err, &a->mdrest_err);
        return a->mdrest;
    }
    /* an error of its own: a reader clears the one it is given, which
     * may hold the print's first failure (a printer checks once, at the
     * end) */
    bcq__error_clear(&a->mdrest_err);
    int rc = read_rest(a, &a->mdrest_err);
    if (rc) {
        a->md.ndecl = 0;
        a->md.nops = 0;
        a->mdrest = rc;
        bcq__error_copy(err, &a->mdrest_err);
        return rc;
    }
    a->mdrest = 0;
    return 0;
}

int bcq__amds_module(struct bcq_asm *a, bcq_error *err)
{
    /* read once; a failure is kept with its error, as the module's parts
     * keep theirs (include/bcq.h ERRORS) */
    if (a->md_status <= 0) {
        if (a->md_status < 0)
            bcq__error_copy(err, &a->md_err);
        return a->md_status;
    }
    const bcq__module *im = (const bcq__module *)a->mod;
    int rc = 0, lazy = 0;
    size_t nmd = 0, at = 0;
    bcq__error_clear(&a->md_err);
    for (size_t i = 0; i < im->nsubs; i++)
        if (im->subs[i].id == BCQ__METADATA_BLOCK_ID) {
            nmd++;
            at = i;
        }
    if (nmd == 1) /* the index describes one block */
        rc = md_index(a, &im->subs[at], &lazy, &a->md_err);
    for (size_t i = 0; rc == 0 && !lazy && i < im->nsubs; i++)
        if (im->subs[i].id == BCQ__METADATA_BLOCK_ID)
            rc = bcq__amds_read(a, &a->md, &im->subs[i], &a->md_err);
    a->md_status = rc;
    if (rc)
        bcq__error_copy(err, &a->md_err);
    return rc;
}

/* The input bit of the record of id mdstr + k: from the position kept
 * for the MD_STEP-th id at or before it and the offsets after that one,
 * read again where the index lies (md_check checks its group first). */
static int md_pos(struct bcq_asm *a, uint64_t k, uint64_t *pos,
                  bcq_error *err)
{
    uint64_t d[MD_STEP];
    int rc = md_check(a, (size_t)(k / MD_STEP), err);
    if (rc)
        return rc;
    const uint64_t *c = &a->mdck[2 * (k / MD_STEP)];
    uint64_t at = c[0], bit = c[1];
    size_t want = (size_t)(k % MD_STEP) + 1;
    if (bcq__reader_vbrs(a->mdr, &bit, a->mdwidth, d, want) != want)
        return bcq__fail(err, BCQ_E_BAD_RECORD, bit,
                         "METADATA_INDEX: offset %llu cannot be read again",
                         (unsigned long long)k);
    for (size_t i = 0; i < want; i++)
        at += d[i];
    *pos = at;
    return 0;
}

int bcq__amd_get(struct bcq_asm *a, const bcq__amds *local, uint64_t id,
                 unsigned *code, const uint64_t **o, size_t *n,
                 bcq_error *err)
{
    const bcq__amds *m = &a->md;
    uint64_t k = id;
    if (id < a->md.count && a->mdr) {
        if (id < a->mdstr) {
            *code = BCQ__METADATA_STRINGS;
            *o = NULL;
            *n = 0;
            return 0;
        }
        bcq__mdhit *h = &a->mdhit[id % BCQ__MDHITS];
        if (h->key == id + 1) {
            *code = h->code;
            *o = h->ops;
            *n = h->n;
            return 0;
        }
        bcq_record r;
        uint64_t pos = 0;
        int rc = md_pos(a, id - a->mdstr, &pos, err);
        if (rc || (rc = bcq__reader_record_at(a->mdr, pos, &r, err)))
            return rc;
        *code = r.code;
        *o = r.ops;
        *n = r.nops;
        if (r.nops <= BCQ__MDHIT_OPS) {
            /* *o points at the copy: valid, as the reader's buffer was,
             * until the next lookup */
            h->key = id + 1;
            h->code = r.code;
            h->n = (uint32_t)r.nops;
            if (r.nops)
                memcpy(h->ops, r.ops, r.nops * sizeof *r.ops);
            *o = h->ops;
        }
        return 0;
    }
    if (id >= a->md.count) {
        m = local;
        k = local ? id - local->base : 0;
        if (!local || id < local->base || k >= local->count)
            return bcq__fail(err, BCQ_E_BAD_RECORD, 0,
                             "metadata %llu: past the metadata read",
                             (unsigned long long)id);
    }
    *code = m->code[k];
    *o = m->ops ? m->ops + m->first[k] : m->ops; /* none: all empty */
    *n = m->n[k];
    return 0;
}

/* DWARF operations a DIExpression holds, with their argument counts. */
static const char *dw_op(uint64_t op, unsigned *nargs)
{
    *nargs = 0;
    switch (op) {
    case 0x06: return "DW_OP_deref";
    case 0x10: *nargs = 1; return "DW_OP_constu";
    case 0x11: *nargs = 1; return "DW_OP_consts";
    case 0x12: return "DW_OP_dup";
    case 0x16: return "DW_OP_swap";
    case 0x18: return "DW_OP_xderef";
    case 0x1a: return "DW_OP_and";
    case 0x1b: return "DW_OP_div";
    case 0x1c: return "DW_OP_minus";
    case 0x1d: return "DW_OP_mod";
    case 0x1e: return "DW_OP_mul";
    case 0x1f: return "DW_OP_neg";
    case 0x20: return "DW_OP_not";
    case 0x21: return "DW_OP_or";
    case 0x22: return "DW_OP_plus";
    case 0x23: *nargs = 1; return "DW_OP_plus_uconst";
    case 0x24: return "DW_OP_shl";
    case 0x25: return "DW_OP_shr";
    case 0x26: return "DW_OP_shra";
    case 0x27: return "DW_OP_xor";
    case 0x9f: return "DW_OP_stack_value";
    case 0x14: return "DW_OP_over";
    case 0x19: return "DW_OP_abs";
    case 0x29: return "DW_OP_eq";
    case 0x2a: return "DW_OP_ge";
    case 0x2b: return "DW_OP_gt";
    case 0x2c: return "DW_OP_le";
    case 0x2d: return "DW_OP_lt";
    case 0x2e: return "DW_OP_ne";
    case 0x30: return "DW_OP_lit0";
    case 0x90: *nargs = 1; return "DW_OP_regx";
    case 0x92: *nargs = 2; return "DW_OP_bregx";
    case 0x94: *nargs = 1; return "DW_OP_deref_size";
    case 0x97: return "DW_OP_push_object_address";
    case 0x1000: *nargs = 2; return "DW_OP_LLVM_fragment";
    case 0x1001: *nargs = 2; return "DW_OP_LLVM_convert";
    case 0x1002: *nargs = 1; return "DW_OP_LLVM_tag_offset";
    case 0x1003: *nargs = 1; return "DW_OP_LLVM_entry_value";
    case 0x1004: return "DW_OP_LLVM_implicit_pointer";
    case 0x1005: *nargs = 1; return "DW_OP_LLVM_arg";
    case 0x1006: *nargs = 2; return "DW_OP_LLVM_extract_bits_sext";
    case 0x1007: *nargs = 2; return "DW_OP_LLVM_extract_bits_zext";
    default: return NULL;
    }
}

/* A DW_ATE_* name (AttributeEncodingString), or NULL. */
static const char *dw_ate(uint64_t e)
{
    static const char *const t[] = {
        NULL, "DW_ATE_address", "DW_ATE_boolean", "DW_ATE_complex_float",
        "DW_ATE_float", "DW_ATE_signed", "DW_ATE_signed_char",
        "DW_ATE_unsigned", "DW_ATE_unsigned_char", "DW_ATE_imaginary_float",
        "DW_ATE_packed_decimal", "DW_ATE_numeric_string", "DW_ATE_edited",
        "DW_ATE_signed_fixed", "DW_ATE_unsigned_fixed",
        "DW_ATE_decimal_float", "DW_ATE_UTF", "DW_ATE_UCS", "DW_ATE_ASCII"};
    return e < sizeof t / sizeof *t ? t[e] : NULL;
}

static void unsupported(bcq__text *t, const char *what)
{
    bcq__fail(t->err, BCQ_E_UNSUPPORTED, 0, "metadata: %s", what);
    bcq__text_fail(t, BCQ_E_UNSUPPORTED);
}

static void put_expression(bcq__text *t, const uint64_t *o, size_t n)
{
    if (n < 1 || (o[0] >> 1) < 3) {
        unsupported(t, "a DIExpression of a version before 3");
        return;
    }
    bcq__puts(t, "!DIExpression(");
    for (size_t i = 1; i < n;) {
        unsigned na;
        const char *name = dw_op(o[i], &na);
        if (!name || n - i - 1 < na) {
            unsupported(t, "a DWARF operation not printed yet");
            return;
        }
        if (i > 1)
            bcq__puts(t, ", ");
        bcq__puts(t, name);
        /* DW_OP_LLVM_convert: a size and an encoding, by name */
        const char *ate = o[i] == 0x1001 ? dw_ate(o[i + 2]) : NULL;
        if (o[i] == 0x1001 && !ate) {
            unsupported(t, "a DW_OP_LLVM_convert of an unknown encoding");
            return;
        }
        i++;
        for (unsigned k = 0; k < na; k++, i++) {
            bcq__puts(t, ", ");
            if (ate && k == 1)
                bcq__puts(t, ate);
            else
                bcq__putu(t, o[i]);
        }
    }
    bcq__putc(t, ')');
}

int bcq__amd_location_key(const uint64_t *o, size_t c, uint64_t id,
                          bcq__aloc *out)
{
    /* LOCATION [distinct, line, col, scope, ia + 1, implicit?, atom
     * group?, atom rank?] (MetadataLoader's parseOneMetadata), kept by its
     * fields as DEBUG_LOC gives them */
    if (c < 5 || (o[0] & 1))
        return 0;
    out->k[0] = o[1];
    out->k[1] = o[2];
    out->k[2] = o[3] + 1;
    out->k[3] = o[4];
    for (size_t j = 5; j < 8; j++)
        out->k[j - 1] = j < c ? o[j] : 0;
    out->id = id;
    return 1;
}

/* A LOCATION node the text prints, while a->seeing: its id, for the
 * function's locations to take its number (fmeta.c, which reads its
 * fields and leaves out a distinct one). */
static void saw_location(struct bcq_asm *a, bcq__text *t, uint64_t id)
{
    if (a->nseen && a->seen[a->nseen - 1] == id)
        return;
    int rc = bcq__grow((void **)&a->seen, &a->capseen, a->nseen + 1,
                       sizeof *a->seen, t->err);
    if (rc) {
        bcq__text_fail(t, rc);
        return;
    }
    a->seen[a->nseen++] = id;
}

void bcq__put_md(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                 const bcq__amds *local, uint64_t id)
{
    unsigned code;
    const uint64_t *o;
    size_t n;
    if (t->rc)
        return;
    /* A module node printed as a reference: its code kept from the first
     * time, not its record read again (every load and store of a function
     * names its !tbaa node; a third of the metadata's cost of printing
     * sqlite3VdbeExec).  Codes of the other kinds are not kept: those
     * print their operands. */
    uint8_t *kept = NULL;
    if (id < a->md.count) {
        if (!a->mdcode && a->md.count <= SIZE_MAX / 2)
            a->mdcode = calloc(a->md.count, 1); /* none: no cache */
        kept = a->mdcode ? &a->mdcode[id] : NULL;
    }
    if (kept && *kept) {
        code = *kept - 1u;
        goto reference;
    }
    int rc = bcq__amd_get(a, local, id, &code, &o, &n, t->err);
    if (rc) {
        bcq__text_fail(t, rc);
        return;
    }
    switch (code) {
    case BCQ__METADATA_VALUE: /* [ty, val] */
        if (n < 2) {
            unsupported(t, "a VALUE record too short");
            return;
        }
        {
            /* copies: printing the value may look up metadata again */
            uint64_t ty = o[0], val = o[1];
            bcq__put_type(a, t, ty);
            bcq__putc(t, ' ');
            bcq__put_value(a, t, v, val, 0);
        }
        return;
    case BCQ__METADATA_EXPRESSION:
        put_expression(t, o, n);
        return;
    case BCQ__METADATA_STRINGS:
    case BCQ__METADATA_STRING_OLD:
        unsupported(t, "a metadata string operand");
        return;
    case BCQ__METADATA_ARG_LIST: { /* [value as metadata...] */
        /* a copy: the elements' lookups may reuse the buffer o is in */
        uint64_t *e = malloc((n ? n : 1) * sizeof *e);
        if (!e) {
            bcq__fail(t->err, BCQ_E_NOMEM, 0, "out of memory");
            bcq__text_fail(t, BCQ_E_NOMEM);
            return;
        }
        if (n)
            memcpy(e, o, n * sizeof *e);
        bcq__puts(t, "!DIArgList(");
        for (size_t i = 0; i < n && !t->rc; i++) {
            unsigned ec;
            const uint64_t *eo;
            size_t en;
            if (i)
                bcq__puts(t, ", ");
            /* each a value: one level, never a list again */
            if (bcq__amd_get(a, local, e[i], &ec, &eo, &en, t->err) ||
                ec != BCQ__METADATA_VALUE) {
                unsupported(t, "a DIArgList element that is no value");
                break;
            }
            bcq__put_md(a, t, v, local, e[i]);
        }
        free(e);
        if (!t->rc)
            bcq__putc(t, ')');
        return;
    }
    default:
        if (kept && code < 255)
            *kept = (uint8_t)(code + 1);
    reference:
        if (a->seeing && code == BCQ__METADATA_LOCATION)
            saw_location(a, t, id);
        bcq__putc(t, '!');
        bcq__putu(t, id);
        return;
    }
}
