/*
 * attach.c - metadata attachments as llvm-dis prints them (AsmWriter.cpp's
 * printMetadataAttachments, with printMetadataIdentifier for the kind
 * name), and the two name tables they and operand bundles need, read on
 * first use: the module's METADATA_KIND records (kind id -> name; the
 * METADATA_KIND_BLOCK, or the module's METADATA block in files older than
 * that block) and its OPERAND_BUNDLE_TAGS block (tag id = position).
 *
 * Where the attachments come from (BitcodeReader.cpp, MetadataLoader.cpp):
 * a defined function's and its instructions' from the METADATA_ATTACHMENT
 * block of its body (parseMetadataAttachment: [inst, (kind, node)*] for an
 * instruction, [(kind, node)*] for the function), a declaration's and a
 * variable's from GLOBAL_DECL_ATTACHMENT records of the module's METADATA
 * block (md.c keeps them), an instruction's !dbg from DEBUG_LOC (func.c).
 *
 * Order: an instruction's !dbg first, then the others by kind id, one per
 * kind (Instruction::getAllMetadata; setMetadata replaces, so the last
 * record of a kind wins); a global object's by kind id, every one kept in
 * file order (parseGlobalObjectAttachment uses addMetadata: "!type" may
 * repeat).  The kind id sorted by is the file's: it is the reading
 * LLVM's own when the same release wrote the file (both number the fixed
 * kinds first, then the others in the order the file lists them).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

void bcq__anames_free(bcq__anames *t)
{
    free(t->id);
    free(t->off);
    free(t->len);
    free(t->buf);
    free(t->byid);
    memset(t, 0, sizeof *t);
}

static int push_name(bcq__anames *t, uint64_t id, const uint64_t *ch,
                     size_t n, uint64_t bit, bcq_error *err)
{
    int rc;
    if ((rc = bcq__grow((void **)&t->id, &t->capid, t->n + 1,
                        sizeof *t->id, err)) ||
        (rc = bcq__grow((void **)&t->off, &t->capoff, t->n + 1,
                        sizeof *t->off, err)) ||
        (rc = bcq__grow((void **)&t->len, &t->caplen, t->n + 1,
                        sizeof *t->len, err)) ||
        (rc = bcq__grow((void **)&t->buf, &t->capbuf, t->nbuf + n + 1, 1,
                        err)))
        return rc;
    if (t->nbuf > UINT32_MAX - n)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, bit, "names too long");
    for (size_t i = 0; i < n; i++) {
        if (ch[i] > 255)
            return bcq__fail(err, BCQ_E_BAD_RECORD, bit,
                             "a name character above 255");
        t->buf[t->nbuf + i] = (char)ch[i];
    }
    t->id[t->n] = id;
    t->off[t->n] = (uint32_t)t->nbuf;
    t->len[t->n++] = (uint32_t)n;
    t->nbuf += n;
    return 0;
}

/* KIND [id, name...] */
static int on_kind(void *arg, const bcq_record *r, bcq_error *err)
{
    if (r->code != BCQ__METADATA_KIND)
        return 0;
    if (r->nops < 1)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "a METADATA_KIND record without its id");
    return push_name(arg, r->ops[0], r->ops + 1, r->nops - 1, r->bit, err);
}

/* OPERAND_BUNDLE_TAG [name...]: ids by position */
static int on_tag(void *arg, const bcq_record *r, bcq_error *err)
{
    bcq__anames *t = arg;
    if (r->code != BCQ__OPERAND_BUNDLE_TAG)
        return 0;
    return push_name(t, t->n, r->ops, r->nops, r->bit, err);
}

/* The table's positions by id (a lookup is a binary search, whatever
 * order a hostile file gives its records). */
typedef struct idpos {
    uint64_t id;
    size_t pos;
} idpos;

static int by_id(const void *x, const void *y)
{
    const idpos *p = x, *q = y;
    if (p->id != q->id)
        return p->id < q->id ? -1 : 1;
    return p->pos < q->pos ? -1 : p->pos > q->pos;
}

static int index_names(bcq__anames *t, bcq_error *err)
{
    t->byid = malloc((t->n ? t->n : 1) * sizeof *t->byid);
    if (!t->byid)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    int sorted = 1;
    for (size_t i = 0; i < t->n; i++) {
        t->byid[i] = i;
        if (i && t->id[i] <= t->id[i - 1])
            sorted = 0;
    }
    if (sorted) /* every file LLVM writes */
        return 0;
    idpos *v = malloc(t->n * sizeof *v);
    if (!v)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    for (size_t i = 0; i < t->n; i++) {
        v[i].id = t->id[i];
        v[i].pos = i;
    }
    qsort(v, t->n, sizeof *v, by_id);
    for (size_t i = 0; i < t->n; i++)
        t->byid[i] = v[i].pos;
    free(v);
    return 0;
}

/* Read the table once from the module's blocks of id `block` (and, for
 * kinds without such a block, from its METADATA blocks); a failure is
 * kept with its error, as the module's other parts keep theirs. */
static int names_read(struct bcq_asm *a, bcq__anames *t, unsigned block,
                      int (*fn)(void *, const bcq_record *, bcq_error *),
                      bcq_error *err)
{
    if (t->status <= 0) {
        if (t->status < 0)
            bcq__error_copy(err, &t->err);
        return t->status;
    }
    const bcq__module *im = (const bcq__module *)a->mod;
    int rc = 0, found = 0;
    bcq__error_clear(&t->err);
    for (size_t i = 0; rc == 0 && i < im->nsubs; i++)
        if (im->subs[i].id == block) {
            found = 1;
            rc = bcq__each_record_of(a->f, &im->subs[i], fn, t, &t->err);
        }
    if (!found && block == BCQ__METADATA_KIND_BLOCK_ID)
        for (size_t i = 0; rc == 0 && i < im->nsubs; i++)
            if (im->subs[i].id == BCQ__METADATA_BLOCK_ID)
                rc = bcq__each_record_of(a->f, &im->subs[i], fn, t, &t->err);
    if (rc == 0)
        rc = index_names(t, &t->err);
    t->status = rc;
    if (rc)
        bcq__error_copy(err, &t->err);
    return rc;
}

int bcq__akinds(struct bcq_asm *a, bcq_error *err)
{
    return names_read(a, &a->kinds, BCQ__METADATA_KIND_BLOCK_ID, on_kind,
                      err);
}

int bcq__atags(struct bcq_asm *a, bcq_error *err)
{
    return names_read(a, &a->tags, BCQ__OPERAND_BUNDLE_TAGS_BLOCK_ID, on_tag,
                      err);
}

int bcq__aname_get(const bcq__anames *t, uint64_t id, const char **s,
                   size_t *len)
{
    /* the first record of the id (MDKindMap.insert keeps the first) */
    size_t lo = 0, hi = t->byid ? t->n : 0;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->id[t->byid[mid]] < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == (t->byid ? t->n : 0) || t->id[t->byid[lo]] != id)
        return 0;
    size_t k = t->byid[lo];
    *s = t->buf ? t->buf + t->off[k] : t->buf;
    *len = t->len[k];
    return 1;
}

/* printMetadataIdentifier: letters and "-$._" as they are (digits too but
 * first), every other byte as \XX. */
static void put_kind_name(bcq__text *t, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    if (n == 0) {
        bcq__puts(t, "<empty name> ");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 c == '-' || c == '$' || c == '.' || c == '_' ||
                 (i > 0 && c >= '0' && c <= '9');
        if (ok)
            bcq__putc(t, (char)c);
        else {
            char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
            bcq__putn(t, e, 3);
        }
    }
}

typedef struct apair {
    uint64_t kind, md;
    size_t pos;
} apair;

static int by_kind(const void *x, const void *y)
{
    const apair *p = x, *q = y;
    if (p->kind != q->kind)
        return p->kind < q->kind ? -1 : 1;
    return p->pos < q->pos ? -1 : p->pos > q->pos;
}

static int is_dbg(const bcq__anames *k, uint64_t kind)
{
    const char *s;
    size_t n;
    /* the printer's own table (bcq_asm belongs to one thread at a time) */
    uint8_t *known = kind < 64 ? &((bcq__anames *)k)->dbg[kind] : NULL;
    if (known && *known)
        return *known == 2;
    int yes =
        bcq__aname_get(k, kind, &s, &n) && n == 3 && !memcmp(s, "dbg", 3);
    if (known)
        *known = yes ? 2 : 1;
    return yes;
}

/* sep and "!kind node"; *start: where the text after sep begins. */
static int put_pair(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                    const bcq__amds *local, const char *sep, uint64_t kind,
                    uint64_t md, size_t *start)
{
    const char *s;
    size_t len;
    if (!bcq__aname_get(&a->kinds, kind, &s, &len)) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, 0,
                  "a metadata attachment of kind %llu, which the module "
                  "does not name",
                  (unsigned long long)kind);
        return bcq__text_fail(t, BCQ_E_BAD_RECORD);
    }
    bcq__puts(t, sep);
    *start = t->buf.len;
    bcq__putc(t, '!');
    put_kind_name(t, s, len);
    bcq__putc(t, ' ');
    bcq__put_md(a, t, v, local, md);
    return t->rc;
}

/* One attachment of a kind other than dbg: its text kept when it is a
 * module node printed by its number (what it prints depends on the kind
 * and the node alone; a LOCATION's is looked at as the body prints, and
 * a function's own node is another function's another node). */
static int put_one(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                   const bcq__amds *local, const char *sep, uint64_t kind,
                   uint64_t md)
{
    const size_t k = (size_t)((kind * 31 + md) % 16);
    if (a->att1[k].len && a->att1[k].kind == kind && a->att1[k].md == md) {
        bcq__puts(t, sep);
        bcq__putn(t, a->att1[k].text, a->att1[k].len);
        return t->rc;
    }
    size_t start = 0;
    if (put_pair(a, t, v, local, sep, kind, md, &start))
        return t->rc;
    const size_t n = t->buf.len - start;
    if (md < a->md.count && a->mdcode && a->mdcode[md] &&
        a->mdcode[md] - 1u != BCQ__METADATA_LOCATION &&
        n < sizeof a->att1[k].text) {
        a->att1[k].kind = kind;
        a->att1[k].md = md;
        a->att1[k].len = (uint8_t)n;
        memcpy(a->att1[k].text, t->buf.ptr + start, n);
    }
    return t->rc;
}

/* An instruction's location: sep "!dbg !loc". */
static void put_loc(bcq__text *t, const char *sep, uint64_t loc)
{
    bcq__puts(t, sep);
    bcq__puts(t, "!dbg !");
    bcq__putu(t, loc);
}

int bcq__put_attachments(struct bcq_asm *a, bcq__text *t,
                         const bcq__vctx *v, const bcq__amds *local,
                         const char *sep, uint64_t loc, const uint64_t *pairs,
                         size_t n, int last_wins)
{
    int rc;
    if (t->rc)
        return t->rc;
    n /= 2;
    if (n == 0 && loc == UINT64_MAX)
        return 0;
    if ((rc = bcq__akinds(a, t->err)) || (rc = bcq__amds_module(a, t->err)))
        return bcq__text_fail(t, rc);
    if (n <= 1 && (n == 0 || !is_dbg(&a->kinds, pairs[0]))) {
        /* the usual: a location, and one attachment of another kind
         * (what the loop below prints for them, without its sort) */
        if (loc != UINT64_MAX)
            put_loc(t, sep, loc);
        return n ? put_one(a, t, v, local, sep, pairs[0], pairs[1]) : t->rc;
    }
    /* an instruction has one to three: on the stack, sorted in place */
    apair few[8];
    apair *p = n <= 8 ? few : malloc(n * sizeof *p);
    if (!p) {
        bcq__fail(t->err, BCQ_E_NOMEM, 0, "out of memory");
        return bcq__text_fail(t, BCQ_E_NOMEM);
    }
    int dbg_pair = 0;
    for (size_t i = 0; i < n; i++) {
        p[i].kind = pairs[2 * i];
        p[i].md = pairs[2 * i + 1];
        p[i].pos = i;
        if (last_wins && is_dbg(&a->kinds, p[i].kind))
            dbg_pair = 1;
    }
    bcq__sort(p, n, sizeof *p, by_kind); /* by kind, then position */
    /* an instruction's location: DEBUG_LOC's, unless an attachment of
     * kind dbg replaced it (setMetadata(MD_dbg) sets the location) */
    if (loc != UINT64_MAX && !dbg_pair)
        put_loc(t, sep, loc);
    /* the dbg kind first (for an instruction it is its location) */
    for (int pass = 0; pass < 2 && !t->rc; pass++)
        for (size_t i = 0; i < n && !t->rc; i++) {
            if (is_dbg(&a->kinds, p[i].kind) != (pass == 0))
                continue;
            if (last_wins && i + 1 < n && p[i + 1].kind == p[i].kind)
                continue;
            size_t start;
            (void)put_pair(a, t, v, local, sep, p[i].kind, p[i].md, &start);
        }
    if (p != few)
        free(p);
    return t->rc;
}

/* The GLOBAL_DECL_ATTACHMENT records by value id, in file order among
 * equal ids (so that printing each global value costs a search). */
static int index_decls(bcq__amds *m, bcq_error *err)
{
    if (m->dbyvalue)
        return 0;
    idpos *v = malloc((m->ndecl ? m->ndecl : 1) * sizeof *v);
    m->dbyvalue = malloc((m->ndecl ? m->ndecl : 1) * sizeof *m->dbyvalue);
    if (!v || !m->dbyvalue) {
        free(v);
        free(m->dbyvalue);
        m->dbyvalue = NULL;
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    }
    for (size_t i = 0; i < m->ndecl; i++) {
        v[i].id = m->dn[i] ? m->ops[m->dfirst[i]] : UINT64_MAX;
        v[i].pos = i;
    }
    qsort(v, m->ndecl, sizeof *v, by_id);
    for (size_t i = 0; i < m->ndecl; i++)
        m->dbyvalue[i] = v[i].pos;
    free(v);
    return 0;
}

int bcq__put_global_attachments(struct bcq_asm *a, bcq__text *t, size_t id,
                                const char *sep)
{
    int rc = bcq__amds_module(a, t->err);
    if (rc || (rc = bcq__amds_decls(a, t->err)) ||
        (rc = index_decls(&a->md, t->err)))
        return bcq__text_fail(t, rc);
    const bcq__amds *m = &a->md;
    size_t lo = 0, hi = m->ndecl;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        size_t j = m->dbyvalue[mid];
        uint64_t v = m->dn[j] ? m->ops[m->dfirst[j]] : UINT64_MAX;
        if (v < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t s = lo; s < m->ndecl; s++) {
        size_t i = m->dbyvalue[s];
        if (m->dn[i] < 1 || !m->ops || m->ops[m->dfirst[i]] != id)
            break;
        const uint64_t *o = m->ops + m->dfirst[i];
        if (m->dn[i] % 2 == 0) {
            bcq__fail(t->err, BCQ_E_BAD_RECORD, 0,
                      "a GLOBAL_DECL_ATTACHMENT of an even length");
            return bcq__text_fail(t, BCQ_E_BAD_RECORD);
        }
        bcq__vctx v = {NULL, NULL, NULL, NULL};
        /* one record per value in every file LLVM writes; a second is
         * printed after the first */
        if ((rc = bcq__put_attachments(a, t, &v, NULL, sep, UINT64_MAX,
                                       o + 1, m->dn[i] - 1, 0)))
            return rc;
    }
    return t->rc;
}
