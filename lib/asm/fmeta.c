/*
 * fmeta.c - the metadata of a function body that llvm-dis prints with its
 * instructions and define line: the locations DEBUG_LOC and
 * DEBUG_LOC_AGAIN give (parseFunctionBody), the METADATA_ATTACHMENT block
 * (parseMetadataAttachment), and their text (attach.c).
 *
 * Numbering: a location DEBUG_LOC gives is a DILocation LLVM makes by its
 * fields, uniqued (DILocation::get): the file's LOCATION node with the
 * same fields when there is one (not distinct), and llvm-dis prints it
 * with that node's number.  bcq looks for that node only among those the
 * value's own text prints (bcq__put_md: a debug record's location, an
 * attachment, a metadata operand), where the two numbers are seen side by
 * side: a location of the same fields as one of them prints as its
 * metadata id (the body is printed with numbers of its own, and those
 * are rewritten in the text once the printed nodes are known:
 * bcq__fn_locations_settle).  Every other location prints as a number
 * after the file's ids:
 * the module's metadata count plus the function's, plus the position
 * among the function's DEBUG_LOC records of the first that gives the
 * same fields.  Such numbers are unique within the function; another
 * function may use the same number for another location
 * (include/bcq.h).  Finding the node among all of the module's would
 * read every record of its METADATA block: a fifth of printing one
 * function of a module of 300 000 nodes.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/func.h"

/* METADATA_ATTACHMENT [inst?, (kind, node)*] */
int bcq__fn_on_attachment(void *arg, const bcq_record *r, bcq_error *err)
{
    fstate *s = arg;
    int rc;
    if (r->code != BCQ__METADATA_ATTACHMENT)
        return 0;
    if ((rc = bcq__grow((void **)&s->aops, &s->capaops, s->naops + r->nops,
                        sizeof *s->aops, err)) ||
        (rc = bcq__grow((void **)&s->afirst, &s->capafirst, s->natt + 1,
                        sizeof *s->afirst, err)) ||
        (rc = bcq__grow((void **)&s->an, &s->capan, s->natt + 1,
                        sizeof *s->an, err)))
        return rc;
    if (s->naops > UINT32_MAX - r->nops || s->natt >= UINT32_MAX - 1)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "attachments too long");
    s->afirst[s->natt] = (uint32_t)s->naops;
    s->an[s->natt++] = (uint32_t)r->nops;
    if (r->nops)
        memcpy(s->aops + s->naops, r->ops, r->nops * sizeof *r->ops);
    s->naops += r->nops;
    return 0;
}

/* DEBUG_LOC [line, col, scope+1, ia+1, implicit?, atom group?, atom
 * rank?] of the last instruction (getLastInstruction); DEBUG_LOC_AGAIN
 * gives it the location of the last DEBUG_LOC. */
int bcq__fn_debug_loc(fstate *s, const bcq_record *r)
{
    int rc;
    if (s->last_inst == SIZE_MAX)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, r->bit,
                    "a debug location before any instruction");
    if (r->code == BCQ__FUNC_CODE_DEBUG_LOC_AGAIN) {
        if (!s->nloc)
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, r->bit,
                        "DEBUG_LOC_AGAIN without a DEBUG_LOC before it");
        s->ins[s->last_inst].loc = (uint32_t)s->nloc;
        return 0;
    }
    if (r->nops < 4 || r->nops > 7)
        return bcq__fn_fail(s, BCQ_E_BAD_RECORD, r->bit,
                    "a DEBUG_LOC of other than 4 to 7 fields");
    if ((rc = bcq__grow((void **)&s->lockey, &s->caplockey, 7 * (s->nloc + 1),
                        sizeof *s->lockey, s->t->err)))
        return bcq__text_fail(s->t, rc);
    if (s->nloc >= UINT32_MAX - 1)
        return bcq__fn_fail(s, BCQ_E_IMPLAUSIBLE, r->bit, "body too large");
    uint64_t *k = s->lockey + 7 * s->nloc++;
    for (size_t i = 0; i < 7; i++)
        k[i] = i < r->nops ? r->ops[i] : 0;
    s->ins[s->last_inst].loc = (uint32_t)s->nloc;
    return 0;
}

typedef struct lockey {
    uint64_t k[7];
    size_t pos;
} lockey;

static int by_fields7(const uint64_t *p, const uint64_t *q)
{
    for (int i = 0; i < 7; i++)
        if (p[i] != q[i])
            return p[i] < q[i] ? -1 : 1;
    return 0;
}

static int by_key(const void *x, const void *y)
{
    const lockey *p = x, *q = y;
    int c = by_fields7(p->k, q->k);
    return c ? c : (p->pos < q->pos ? -1 : p->pos > q->pos);
}

/* A location's fields, mixed (each field through a multiply and a
 * shift, as a 64-bit finalizer does). */
static size_t hash7(const uint64_t *k)
{
    uint64_t h = 0;
    for (int i = 0; i < 7; i++) {
        h = (h ^ k[i]) * UINT64_C(0x9E3779B97F4A7C15);
        h ^= h >> 29;
    }
    return (size_t)h;
}

/* The slot of location fields k in the hash (*found: 1, it is there; 0,
 * it is empty), or SIZE_MAX when BCQ__LOC_PROBES slots from its home hold
 * neither: a body whose fields gather there (only a hostile one) is
 * numbered by the sort, whose time its fields cannot stretch. */
#define BCQ__LOC_PROBES 64
static size_t loc_slot(const fstate *s, const uint64_t *k, int *found)
{
    const size_t mask = s->nlochash - 1;
    size_t x = hash7(k) & mask;
    for (int p = 0; p < BCQ__LOC_PROBES; p++, x = (x + 1) & mask) {
        uint32_t e = s->lochash[x];
        if (e == 0) {
            *found = 0;
            return x;
        }
        if (!memcmp(s->lockey + 7 * (size_t)(e - 1), k, 7 * sizeof *k)) {
            *found = 1;
            return x;
        }
    }
    return SIZE_MAX;
}

/* locnum by the hash: 0, or 1 when a probe went too long (the sort then),
 * or a failure.  The first of each fields is the one kept. */
static int number_by_hash(fstate *s, uint64_t base)
{
    size_t cap = 64;
    while (cap < 2 * s->nloc) /* nloc < UINT32_MAX: no overflow */
        cap *= 2;
    int rc = bcq__grow((void **)&s->lochash, &s->caplochash, cap,
                       sizeof *s->lochash, s->t->err);
    if (rc)
        return bcq__text_fail(s->t, rc);
    memset(s->lochash, 0, cap * sizeof *s->lochash);
    s->nlochash = cap;
    for (size_t i = 0; i < s->nloc; i++) {
        int found;
        size_t x = loc_slot(s, s->lockey + 7 * i, &found);
        if (x == SIZE_MAX) {
            s->nlochash = 0;
            return 1;
        }
        if (!found)
            s->lochash[x] = (uint32_t)(i + 1); /* nloc < UINT32_MAX */
        s->locnum[i] = base + (s->lochash[x] - 1); /* its own, for now */
    }
    return 0;
}

/* locnum by a sort of the fields (their order kept for
 * bcq__fn_locations_settle: the positions alone, as the keys, 64 bytes a
 * location, would keep a megabyte from the text of a large body). */
static int number_by_sort(fstate *s, uint64_t base)
{
    /* the keys in the printer's, kept from one print to the next (a
     * body's 20 000 locations are a megabyte, fresh pages at each print
     * on a heap that gives large blocks back) */
    struct bcq_asm *a = s->a;
    void *held = a->spare.lkeys;
    size_t caph = a->spare.caplkeys;
    a->spare.lkeys = NULL; /* a nested print takes its own */
    a->spare.caplkeys = 0;
    int rc = bcq__grow(&held, &caph, s->nloc, sizeof(lockey), s->t->err);
    lockey *keys = held;
    s->locorder = rc ? NULL : malloc(s->nloc * sizeof *s->locorder);
    if (rc || !s->locorder) {
        free(held);
        return bcq__fn_fail(s, BCQ_E_NOMEM, 0, "out of memory");
    }
    for (size_t i = 0; i < s->nloc; i++) {
        memcpy(keys[i].k, s->lockey + 7 * i, sizeof keys[i].k);
        keys[i].pos = i;
    }
    qsort(keys, s->nloc, sizeof *keys, by_key);
    uint64_t num = 0;
    for (size_t i = 0; i < s->nloc; i++) {
        if (i == 0 || memcmp(keys[i].k, keys[i - 1].k, sizeof keys[i].k))
            num = base + keys[i].pos; /* a number of its own, for now */
        s->locnum[keys[i].pos] = num;
        s->locorder[i] = (uint32_t)keys[i].pos; /* nloc < UINT32_MAX */
    }
    if (!a->spare.lkeys) {
        a->spare.lkeys = held;
        a->spare.caplkeys = caph;
    } else
        free(held);
    return 0;
}

int bcq__fn_attachments_resolve(fstate *s)
{
    int rc;
    if (s->natt == 0 && s->nloc == 0)
        return 0;
    if ((rc = bcq__amds_module(s->a, s->t->err)))
        return bcq__text_fail(s->t, rc);
    /* instruction k of the body (InstructionList: debug records are
     * none) is the k-th finst that is no debug record */
    size_t ninst = 0;
    for (size_t i = 0; i < s->nins; i++)
        ninst += !s->ins[i].dbg;
    size_t *of = malloc((ninst ? ninst : 1) * sizeof *of);
    if (!of)
        return bcq__fn_fail(s, BCQ_E_NOMEM, 0, "out of memory");
    for (size_t i = 0, k = 0; i < s->nins; i++)
        if (!s->ins[i].dbg)
            of[k++] = i;
    for (size_t r = 0; r < s->natt; r++) {
        if (s->an[r] % 2 == 0)
            continue; /* the function's own */
        uint64_t k = s->aops[s->afirst[r]];
        if (k >= ninst) {
            free(of);
            return bcq__fn_fail(s, BCQ_E_BAD_RECORD, 0,
                        "an attachment to an instruction past the body");
        }
        finst *f = &s->ins[of[k]];
        if (f->att) {
            free(of);
            return bcq__fn_fail(s, BCQ_E_UNSUPPORTED, 0,
                        "two attachment records of one instruction");
        }
        f->att = (uint32_t)(r + 1);
    }
    free(of);
    if (s->nloc == 0)
        return 0;
    /* each location: the number of the first with its fields */
    uint64_t base = s->a->md.count + (s->has_fmd ? s->fmd.count : 0);
    if ((rc = bcq__grow((void **)&s->locnum, &s->caplocnum, s->nloc,
                        sizeof *s->locnum, s->t->err)))
        return bcq__text_fail(s->t, rc);
    if ((rc = number_by_hash(s, base)) != 1)
        return rc;
    return number_by_sort(s, base);
}

static int by_u64(const void *x, const void *y)
{
    uint64_t p = *(const uint64_t *)x, q = *(const uint64_t *)y;
    return (p > q) - (p < q);
}

static int by_aloc(const void *x, const void *y)
{
    const bcq__aloc *p = x, *q = y;
    int c = by_fields7(p->k, q->k);
    return c ? c : (p->id > q->id) - (p->id < q->id);
}

int bcq__fn_locations_settle(fstate *s, size_t mark)
{
    struct bcq_asm *a = s->a;
    const uint32_t *order = s->locorder;
    uint64_t base = a->md.count + (s->has_fmd ? s->fmd.count : 0);
    if ((!order && !s->nlochash) || !a->nseen)
        return 0;
    /* the nodes seen, once each, by their fields (of two with the same,
     * the lower id): each looked up in the hash, or (after the sort) one
     * walk beside the locations' sorted keys */
    qsort(a->seen, a->nseen, sizeof *a->seen, by_u64);
    size_t nid = 0;
    for (size_t j = 0; j < a->nseen; j++)
        if (j == 0 || a->seen[j] != a->seen[j - 1])
            a->seen[nid++] = a->seen[j];
    a->nseen = nid;
    bcq__aloc *al = malloc(nid * sizeof *al);
    if (!al)
        return bcq__fn_fail(s, BCQ_E_NOMEM, 0, "out of memory");
    size_t nal = 0;
    for (size_t j = 0; j < nid; j++) {
        unsigned code;
        const uint64_t *o;
        size_t n;
        int rc = bcq__amd_get(a, s->has_fmd ? &s->fmd : NULL, a->seen[j],
                              &code, &o, &n, s->t->err);
        if (rc) {
            free(al);
            return bcq__text_fail(s->t, rc);
        }
        if (code == BCQ__METADATA_LOCATION &&
            bcq__amd_location_key(o, n, a->seen[j], &al[nal]))
            nal++;
    }
    int changed = 0;
    if (!order) {
        /* by id: the first node of a location's fields is its lowest */
        for (size_t j = 0; j < nal; j++) {
            int found;
            size_t x = loc_slot(s, al[j].k, &found);
            if (x == SIZE_MAX || !found)
                continue;
            const size_t lead = s->lochash[x] - 1;
            if (s->locnum[lead] >= base) {
                s->locnum[lead] = al[j].id;
                changed = 1;
            }
        }
        /* the others of each location: the number of the first */
        for (size_t i = 0; changed && i < s->nloc; i++)
            if (s->locnum[i] >= base && s->locnum[s->locnum[i] - base] < base)
                s->locnum[i] = s->locnum[s->locnum[i] - base];
        free(al);
        al = NULL;
        nal = 0;
    } else
        qsort(al, nal, sizeof *al, by_aloc);
#define KEY(i) (s->lockey + 7 * (size_t)order[i])
    for (size_t i = 0, j = 0; order && i < s->nloc && j < nal;) {
        int c = by_fields7(KEY(i), al[j].k);
        if (c > 0) {
            j++;
            continue;
        }
        /* order[i .. e): one location's DEBUG_LOCs, all numbered alike */
        size_t e = i + 1;
        while (e < s->nloc && by_fields7(KEY(e), KEY(i)) == 0)
            e++;
        if (c == 0 && s->locnum[order[i]] >= base) {
            for (size_t k = i; k < e; k++)
                s->locnum[order[k]] = al[j].id;
            changed = 1;
        }
        i = e;
    }
#undef KEY
    free(al);
    if (!changed)
        return 0;
    /* Each printed number that changed, rewritten in place: a node's id
     * is below base, every number of its own at least base, so the new
     * one is never longer and the text after it only moves down. */
    bcq__text *t = s->t;
    char *txt = t->buf.ptr;
    size_t rd = mark, wr = mark;
    for (size_t k = 0; k < s->nlocat; k++) {
        size_t at = s->locat[k].at;
        if (at < rd || at > t->buf.len || t->buf.len - at < 8 ||
            memcmp(txt + at, ", !dbg !", 8) != 0)
            continue; /* an attachment of kind dbg printed instead */
        at += 8;
        size_t end = at;
        while (end < t->buf.len && txt[end] >= '0' && txt[end] <= '9')
            end++;
        char num[BCQ__UDEC];
        const size_t from = bcq__udec(num, s->locnum[s->locat[k].loc]);
        const size_t len = sizeof num - from;
        const char *d = num + from;
        if (len > end - at || (len == end - at && !memcmp(d, txt + at, len)))
            continue; /* unchanged (or, never, longer) */
        memmove(txt + wr, txt + rd, at - rd);
        wr += at - rd;
        memcpy(txt + wr, d, len);
        wr += len;
        rd = end;
    }
    memmove(txt + wr, txt + rd, t->buf.len - rd);
    t->buf.len = wr + (t->buf.len - rd);
    txt[t->buf.len] = '\0';
    return 0;
}

static int put_pairs(fstate *s, const char *sep, uint64_t loc,
                     const uint64_t *pairs, size_t n, int last_wins)
{
    bcq__vctx v;
    bcq__fn_vctx(s, &v);
    return bcq__put_attachments(s->a, s->t, &v, s->has_fmd ? &s->fmd : NULL,
                                sep, loc, pairs, n, last_wins);
}

int bcq__fn_put_inst_attachments(fstate *s, const finst *f)
{
    uint64_t loc = f->loc ? s->locnum[f->loc - 1] : UINT64_MAX;
    if (f->loc && s->a->seeing) { /* its place, for settle */
        /* room for every instruction at once: no copy as it grows */
        size_t need = s->nlocat < s->nins ? s->nins : s->nlocat + 1;
        int rc = bcq__grow((void **)&s->locat, &s->caplocat, need,
                           sizeof *s->locat, s->t->err);
        if (rc)
            return bcq__text_fail(s->t, rc);
        s->locat[s->nlocat++] = (struct locplace){s->t->buf.len, f->loc - 1};
    }
    if (!f->att)
        return put_pairs(s, ", ", loc, NULL, 0, 1);
    size_t r = f->att - 1;
    return put_pairs(s, ", ", loc, s->aops + s->afirst[r] + 1, s->an[r] - 1,
                     1);
}

int bcq__fn_put_fn_attachments(fstate *s)
{
    /* one record in every file LLVM writes; more are taken together, as
     * each adds to the function's */
    size_t n = 0;
    for (size_t r = 0; r < s->natt; r++)
        if (s->an[r] % 2 == 0)
            n += s->an[r];
    if (n == 0)
        return 0;
    uint64_t *p = malloc(n * sizeof *p);
    if (!p)
        return bcq__fn_fail(s, BCQ_E_NOMEM, 0, "out of memory");
    n = 0;
    for (size_t r = 0; r < s->natt; r++)
        if (s->an[r] % 2 == 0 && s->an[r]) {
            memcpy(p + n, s->aops + s->afirst[r], s->an[r] * sizeof *p);
            n += s->an[r];
        }
    int rc = put_pairs(s, " ", UINT64_MAX, p, n, 0);
    free(p);
    return rc;
}
