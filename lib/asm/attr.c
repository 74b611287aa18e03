/*
 * attr.c - attribute groups and lists (PARAMATTR_GROUP_BLOCK_ID and
 * PARAMATTR_BLOCK_ID: BitcodeReader.cpp's parseAttrKind and
 * parseAttributeGroupBlock; doc/format.md) and attributes as text, as
 * Attribute::getAsString and AsmWriter.cpp's writeAttributeSet write
 * them.  A group's attributes are kept in record order, which is the
 * sorted order of the AttributeSet the writer iterated.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

void bcq__attrs_free(bcq__attrs *s)
{
    free(s->groups);
    free(s->gops);
    free(s->lfirst);
    free(s->ln);
    free(s->lops);
    free(s->lref);
    free(s->lres);
    free(s->gref);
    free(s->ctext);
    memset(s, 0, sizeof *s);
}

static int on_group(void *arg, const bcq_record *r, bcq_error *err)
{
    bcq__attrs *s = &((struct bcq_asm *)arg)->attrs;
    int rc;
    if (r->code != BCQ__PARAMATTR_GRP_CODE_ENTRY)
        return 0;
    if (r->nops < 2)
        return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                         "attribute group record has %zu operands",
                         r->nops);
    if ((rc = bcq__grow((void **)&s->groups, &s->capgroups, s->ngroups + 1,
                        sizeof *s->groups, err)) ||
        (rc = bcq__grow((void **)&s->gops, &s->capgops,
                        s->ngops + r->nops - 2, sizeof *s->gops, err)))
        return rc;
    if (s->ngops > UINT32_MAX - r->nops)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "attribute groups too large");
    bcq__agroup *g = &s->groups[s->ngroups++];
    memset(g, 0, sizeof *g);
    g->id = r->ops[0];
    g->index = r->ops[1];
    g->bit = r->bit;
    g->first = (uint32_t)s->ngops;
    g->n = (uint32_t)(r->nops - 2);
    if (r->nops > 2) /* no memcpy of nothing from or to NULL */
        memcpy(s->gops + s->ngops, r->ops + 2,
               (r->nops - 2) * sizeof *r->ops);
    s->ngops += r->nops - 2;
    return 0;
}

static int on_list(void *arg, const bcq_record *r, bcq_error *err)
{
    bcq__attrs *s = &((struct bcq_asm *)arg)->attrs;
    int rc;
    if (r->code == BCQ__PARAMATTR_CODE_ENTRY_OLD)
        return bcq__fail(err, BCQ_E_UNSUPPORTED, r->bit,
                         "attributes in the pre-3.3 form (PARAMATTR "
                         "ENTRY_OLD)");
    if (r->code != BCQ__PARAMATTR_CODE_ENTRY)
        return 0;
    if ((rc = bcq__grow((void **)&s->lfirst, &s->caplists, s->nlists + 1,
                        sizeof *s->lfirst, err)) ||
        (rc = bcq__grow((void **)&s->ln, &s->caplists2, s->nlists + 1,
                        sizeof *s->ln, err)) ||
        (rc = bcq__grow((void **)&s->lops, &s->caplops, s->nlops + r->nops,
                        sizeof *s->lops, err)))
        return rc;
    if (s->nlops > UINT32_MAX - r->nops)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "attribute lists too large");
    s->lfirst[s->nlists] = (uint32_t)s->nlops;
    s->ln[s->nlists++] = (uint32_t)r->nops;
    if (r->nops)
        memcpy(s->lops + s->nlops, r->ops, r->nops * sizeof *r->ops);
    s->nlops += r->nops;
    return 0;
}

int bcq__attrs_read_groups(struct bcq_asm *a, const bcq_block *b,
                           bcq_error *err)
{
    return bcq__each_record_of(a->f, b, on_group, a, err);
}

int bcq__attrs_read_lists(struct bcq_asm *a, const bcq_block *b,
                          bcq_error *err)
{
    return bcq__each_record_of(a->f, b, on_list, a, err);
}

/* Resolve a list's entries once, on first use: each one's group by id
 * (the last group of an id wins, as LLVM's reader map keeps it) and the
 * list sorted by index, so that a lookup costs O(log n) whatever a hostile
 * file holds.  An entry naming no group is dropped. */
typedef struct bcq__gref {
    uint64_t id;
    size_t pos;
} gref;

static int gref_cmp(const void *x, const void *y)
{
    const gref *a = x, *b = y;
    if (a->id != b->id)
        return a->id < b->id ? -1 : 1;
    return a->pos < b->pos ? -1 : a->pos > b->pos; /* later last */
}

static int lref_cmp(const void *x, const void *y)
{
    const bcq__lref *a = x, *b = y;
    if (a->index != b->index)
        return a->index < b->index ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

/* A list holds a few entries (function, return, some parameters), and a
 * module has a thousand lists: qsort's set-up per call cost more than the
 * sorting (a fifth of bcq_asm_open on SQLite): bcq__sort. */
static void sort_lrefs(bcq__lref *v, size_t n)
{
    bcq__sort(v, n, sizeof *v, lref_cmp);
}

int bcq__attrs_resolve(struct bcq_asm *a, bcq_error *err)
{
    bcq__attrs *s = &a->attrs;
    s->gref = malloc((s->ngroups ? s->ngroups : 1) * sizeof *s->gref);
    s->lref = malloc((s->nlops ? s->nlops : 1) * sizeof *s->lref);
    s->lres = calloc(s->nlists ? s->nlists : 1, 1);
    if (!s->gref || !s->lref || !s->lres)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    for (size_t i = 0; i < s->ngroups; i++)
        s->gref[i] = (gref){s->groups[i].id, i};
    qsort(s->gref, s->ngroups, sizeof *s->gref, gref_cmp);
    return 0;
}

static void resolve_list(bcq__attrs *s, size_t l)
{
    const gref *g = s->gref;
    bcq__lref *out = s->lref + s->lfirst[l];
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->ln[l]; i++) {
        uint64_t id = s->lops[s->lfirst[l] + i];
        size_t lo = 0, hi = s->ngroups;
        while (lo < hi) { /* the last gref of id: first > id, minus 1 */
            size_t mid = lo + (hi - lo) / 2;
            if (g[mid].id <= id)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo == 0 || g[lo - 1].id != id)
            continue;
        const bcq__agroup *grp = &s->groups[g[lo - 1].pos];
        out[n++] = (bcq__lref){grp->index, i, grp};
    }
    sort_lrefs(out, n);
    s->ln[l] = n;
    s->lres[l] = 1;
}

const bcq__agroup *bcq__attrs_group(const struct bcq_asm *a, uint64_t list,
                                    uint64_t index)
{
    /* the printer's cache: a is never a const object (bcq__asm_grec) */
    bcq__attrs *s = &((struct bcq_asm *)a)->attrs;
    if (list == 0 || list > s->nlists || !s->lres)
        return NULL;
    if (!s->lres[list - 1])
        resolve_list(s, (size_t)(list - 1));
    const bcq__lref *r = s->lref + s->lfirst[list - 1];
    size_t lo = 0, hi = s->ln[list - 1];
    while (lo < hi) { /* the first entry of index: first in the list wins */
        size_t mid = lo + (hi - lo) / 2;
        if (r[mid].index < index)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < s->ln[list - 1] && r[lo].index == index ? r[lo].group
                                                         : NULL;
}

static void unsupported(bcq__text *t, const bcq__agroup *g, const char *what)
{
    bcq__fail(t->err, BCQ_E_UNSUPPORTED, g->bit, "attribute %s", what);
    bcq__text_fail(t, BCQ_E_UNSUPPORTED);
}

/* MemoryEffects as Attribute::getAsString prints it: two bits (ModRef)
 * per location; the value of the other locations first when it is not
 * none (or when everything is none), then each location that differs
 * from it.  LLVM 19 packs three locations (argmem, inaccessiblemem,
 * other) in 6 bits.  LLVM 22's writer packs six in 12 bits (argmem,
 * inaccessiblemem, errnomem, other, target_mem0, target_mem1) and sets
 * bit 56, by which its reader (parseAttributeGroupBlock) tells the new
 * layout from an old one; LLVM 20 and 21 wrote 8 bits (errnomem added)
 * without that bit, which is refused rather than guessed. */
#define BCQ__MEM_V22 (UINT64_C(1) << 56)

static void put_memory(bcq__text *t, const bcq__agroup *g, uint64_t v)
{
    static const char *const mr[] = {"none", "read", "write", "readwrite"};
    static const char *const loc19[] = {"argmem: ", "inaccessiblemem: ",
                                        NULL};
    static const char *const loc22[] = {
        "argmem: ",   "inaccessiblemem: ", "errnomem: ",
        NULL,         "target_mem0: ",     "target_mem1: "};
    const char *const *loc;
    unsigned nloc, olds;
    if (v & BCQ__MEM_V22) {
        v &= ~BCQ__MEM_V22;
        if (v >> 12) {
            unsupported(t, g, "memory() with locations past LLVM 22's");
            return;
        }
        loc = loc22, nloc = 6, olds = 3;
    } else if (v >> 6) {
        unsupported(t, g, "memory() in LLVM 20/21's layout");
        return;
    } else {
        loc = loc19, nloc = 3, olds = 2;
    }
    unsigned other = (unsigned)(v >> (2 * olds) & 3);
    int first = 1;
    bcq__puts(t, "memory(");
    if (other != 0 || v == 0) {
        bcq__puts(t, mr[other]);
        first = 0;
    }
    for (unsigned l = 0; l < nloc; l++) {
        unsigned m = (unsigned)(v >> (2 * l) & 3);
        if (l == olds || m == other)
            continue;
        if (!first)
            bcq__puts(t, ", ");
        first = 0;
        bcq__puts(t, loc[l]);
        bcq__puts(t, mr[m]);
    }
    bcq__putc(t, ')');
}

/* CaptureComponents (one nibble) as ModRef.cpp's operator<< prints them:
 * bit 0 address_is_null, bits 0-1 address, bit 2 read_provenance, bits
 * 2-3 provenance.  0: the nibble is not one LLVM makes. */
static int put_components(bcq__text *t, unsigned c)
{
    if ((c & 3) == 2 || (c & 12) == 8)
        return 0;
    if (c == 0) {
        bcq__puts(t, "none");
        return 1;
    }
    if (c & 3)
        bcq__puts(t, (c & 3) == 3 ? "address" : "address_is_null");
    if ((c & 3) && (c & 12))
        bcq__puts(t, ", ");
    if (c & 12)
        bcq__puts(t, (c & 12) == 12 ? "provenance" : "read_provenance");
    return 1;
}

/* captures(...) (CaptureInfo's operator<<): the value is the other
 * components << 4 | the return components (Attribute::getCaptureInfo);
 * "ret: ..." only when the two differ, after the others unless those
 * are none. */
static void put_captures(bcq__text *t, const bcq__agroup *g, uint64_t v)
{
    unsigned other = (unsigned)(v >> 4 & 15), ret = (unsigned)(v & 15);
    int ok = 1;
    if (v >> 8) {
        unsupported(t, g, "captures() with bits past LLVM 22's");
        return;
    }
    bcq__puts(t, "captures(");
    if (other == ret) {
        ok = put_components(t, other);
    } else {
        if (other != 0) {
            ok = put_components(t, other);
            bcq__puts(t, ", ");
        }
        bcq__puts(t, "ret: ");
        ok = ok && put_components(t, ret);
    }
    if (!ok) {
        unsupported(t, g, "captures() with components LLVM does not make");
        return;
    }
    bcq__putc(t, ')');
}

/* initializes((lo, hi), ...): a ConstantRangeList
 * (parseAttributeGroupBlock's encoding 8; ConstantRangeList::print). The
 * index after it, or n + 1 after a failure. */
static size_t put_range_list(bcq__text *t, const bcq__agroup *g,
                             const char *name, const uint64_t *o, size_t n,
                             size_t i)
{
    if (i + 2 > n || o[i + 1] > 64 || o[i] > (n - i - 2) / 2) {
        unsupported(t, g, "range list cut short or wider than 64 bits");
        return n + 1;
    }
    uint64_t count = o[i];
    i += 2;
    bcq__puts(t, name);
    bcq__putc(t, '(');
    for (uint64_t k = 0; k < count; k++, i += 2) {
        bcq__puts(t, k ? ", (" : "(");
        bcq__puti(t, bcq__sign_rotated(o[i]));
        bcq__puts(t, ", ");
        bcq__puti(t, bcq__sign_rotated(o[i + 1]));
        bcq__putc(t, ')');
    }
    bcq__putc(t, ')');
    return i;
}

/* nofpclass(...): FPClassTest bits (signaling nan, quiet nan, -inf,
 * -normal, -subnormal, -0, +0, +subnormal, +normal, +inf), as
 * FPClassTest's operator<< prints them: the widest names first, each
 * taking its bits out of what is left. */
static void put_fpclass(bcq__text *t, const bcq__agroup *g, uint64_t v)
{
    static const struct {
        unsigned bits;
        const char *name;
    } nm[] = {{0x3ff, "all"},  {0x003, "nan"},   {0x001, "snan"},
              {0x002, "qnan"}, {0x204, "inf"},   {0x004, "ninf"},
              {0x200, "pinf"}, {0x060, "zero"},  {0x020, "nzero"},
              {0x040, "pzero"}, {0x090, "sub"},  {0x010, "nsub"},
              {0x080, "psub"}, {0x108, "norm"},  {0x008, "nnorm"},
              {0x100, "pnorm"}};
    if (v == 0 || v >> 10) {
        unsupported(t, g, v ? "nofpclass() with bits past LLVM 22's"
                            : "nofpclass() of no class");
        return;
    }
    int first = 1;
    bcq__puts(t, "nofpclass(");
    for (size_t k = 0; k < sizeof nm / sizeof nm[0]; k++) {
        if ((v & nm[k].bits) != nm[k].bits)
            continue;
        if (!first)
            bcq__putc(t, ' ');
        first = 0;
        bcq__puts(t, nm[k].name);
        v &= ~(uint64_t)nm[k].bits;
    }
    bcq__putc(t, ')');
}

static void put_int_attr(bcq__text *t, const bcq__agroup *g, unsigned kind,
                         uint64_t v)
{
    const char *name = bcq_asm_attr_name(kind);
    switch (kind) {
    case 1: /* align: its low 32 bits (bcq__put_attrs), as an Align holds
               them: the power of two at or below */
        bcq__puts(t, "align ");
        bcq__putu(t, UINT64_C(1) << (31 - __builtin_clz((uint32_t)v)));
        return;
    case 25: /* alignstack: the same */
        bcq__puts(t, "alignstack(");
        bcq__putu(t, UINT64_C(1) << (31 - __builtin_clz((uint32_t)v)));
        bcq__putc(t, ')');
        return;
    case 41: case 42: /* dereferenceable(_or_null) */
        bcq__puts(t, name);
        bcq__putc(t, '(');
        bcq__putu(t, v);
        bcq__putc(t, ')');
        return;
    case 51: /* allocsize: elem << 32 | (num or 0xffffffff) */
        bcq__puts(t, "allocsize(");
        bcq__putu(t, v >> 32);
        if ((v & 0xffffffffu) != 0xffffffffu) {
            bcq__putc(t, ',');
            bcq__putu(t, v & 0xffffffffu);
        }
        bcq__putc(t, ')');
        return;
    case 74: /* vscale_range: min << 32 | max */
        bcq__puts(t, "vscale_range(");
        bcq__putu(t, v >> 32);
        bcq__putc(t, ',');
        bcq__putu(t, v & 0xffffffffu);
        bcq__putc(t, ')');
        return;
    case 33: /* uwtable: 2 async is the default */
        bcq__puts(t, v == 1 ? "uwtable(sync)" : "uwtable");
        return;
    case 82: { /* allockind: AllocFnKind's bits, named in this order
                  (Attribute::getAsString; other bits are not named) */
        static const char *const part[] = {"alloc", "realloc", "free",
                                           "uninitialized", "zeroed",
                                           "aligned"};
        bcq__puts(t, "allockind(\"");
        int any = 0;
        for (unsigned b = 0; b < sizeof part / sizeof *part; b++) {
            if (!(v >> b & 1))
                continue;
            if (any)
                bcq__putc(t, ',');
            any = 1;
            bcq__puts(t, part[b]);
        }
        bcq__puts(t, "\")");
        return;
    }
    case 86:
        put_memory(t, g, v);
        return;
    case 102:
        put_captures(t, g, v);
        return;
    case 87:
        put_fpclass(t, g, v);
        return;
    default:
        unsupported(t, g, name ? name : "of an unknown kind");
        return;
    }
}

void bcq__put_attrs(struct bcq_asm *a, bcq__text *t, const bcq__agroup *g,
                    int fn_comment)
{
    const uint64_t *o =
        a->attrs.gops ? a->attrs.gops + g->first : a->attrs.gops;
    size_t n = g->n, i = 0;
    int first = 1;
    while (i < n && !t->rc) {
        uint64_t enc = o[i++];
        if (enc == 3 || enc == 4) { /* string attribute, [value] */
            size_t k0 = i;
            while (i < n && o[i] != 0)
                i++;
            size_t klen = i - k0, v0 = ++i, vlen = 0;
            if (enc == 4) {
                while (i < n && o[i] != 0)
                    i++;
                vlen = i - v0;
                i++;
            }
            if (i > n + 0 && (i - 1) >= n) {
                unsupported(t, g, "string not terminated");
                return;
            }
            if (fn_comment)
                continue;
            if (!first)
                bcq__putc(t, ' ');
            first = 0;
            bcq__putc(t, '"');
            for (size_t k = 0; k < klen; k++) {
                uint8_t c = (uint8_t)o[k0 + k];
                bcq__put_escaped(t, &c, 1);
            }
            bcq__putc(t, '"');
            if (enc == 4 && vlen) {
                bcq__puts(t, "=\"");
                for (size_t k = 0; k < vlen; k++) {
                    uint8_t c = (uint8_t)o[v0 + k];
                    bcq__put_escaped(t, &c, 1);
                }
                bcq__putc(t, '"');
            }
            continue;
        }
        if (i >= n) {
            unsupported(t, g, "record cut short");
            return;
        }
        unsigned kind = (unsigned)o[i++];
        const char *name = bcq_asm_attr_name(kind);
        if (!name) {
            unsupported(t, g, "of an unknown kind");
            return;
        }
        /* align and alignstack go through an unsigned
         * (AttrBuilder::addAlignmentAttr, addStackAlignmentAttr): a value
         * whose low 32 bits are 0 (LLVM 15 and later write 4294967296)
         * is no attribute for the reader, so llvm-dis prints none */
        if (enc == 1 && (kind == 1 || kind == 25) && i < n &&
            (uint32_t)o[i] == 0) {
            i++;
            continue;
        }
        if (!first)
            bcq__putc(t, ' ');
        first = 0;
        switch (enc) {
        case 0: /* enum */
            bcq__puts(t, name);
            break;
        case 1: /* int */
            if (i >= n) {
                unsupported(t, g, "record cut short");
                return;
            }
            put_int_attr(t, g, kind, o[i++]);
            break;
        case 6: /* type attribute with its type (parseAttributeGroupBlock:
                   HasType is encoding 6) */
            if (i >= n) {
                unsupported(t, g, "record cut short");
                return;
            }
            bcq__puts(t, name);
            bcq__putc(t, '(');
            bcq__put_type(a, t, o[i++]);
            bcq__putc(t, ')');
            break;
        case 5: /* type attribute without its type */
            bcq__puts(t, name);
            break;
        case 8: /* constant range list: count, bit width, (lower, upper)* */
            i = put_range_list(t, g, name, o, n, i);
            break;
        case 7: { /* constant range: bitwidth, lower, upper */
            if (i + 3 > n || o[i] > 64) {
                unsupported(t, g, "range() wider than 64 bits");
                return;
            }
            uint64_t w = o[i];
            int64_t lo = bcq__sign_rotated(o[i + 1]),
                    hi = bcq__sign_rotated(o[i + 2]);
            i += 3;
            bcq__puts(t, "range(i");
            bcq__putu(t, w);
            bcq__putc(t, ' ');
            bcq__puti(t, lo);
            bcq__puts(t, ", ");
            bcq__puti(t, hi);
            bcq__putc(t, ')');
            break;
        }
        default:
            unsupported(t, g, "encoding past LLVM 19's");
            return;
        }
    }
}

void bcq__put_attrs_comment(struct bcq_asm *a, bcq__text *t,
                            const bcq__agroup *g)
{
    bcq__attrs *s = &a->attrs;
    bcq__agroup *w = (bcq__agroup *)g; /* the printer's own table */
    if (w->ccached) {
        bcq__putn(t, s->ctext + w->coff, w->clen);
        return;
    }
    const size_t start = t->buf.len;
    bcq__put_attrs(a, t, g, 1);
    const size_t len = t->buf.len - start;
    if (t->rc || len > UINT32_MAX || s->nctext > UINT32_MAX - len ||
        bcq__grow((void **)&s->ctext, &s->capctext, s->nctext + len + 1, 1,
                  NULL))
        return; /* not kept: printed again next time */
    if (len)
        memcpy(s->ctext + s->nctext, t->buf.ptr + start, len);
    w->coff = (uint32_t)s->nctext;
    w->clen = (uint32_t)len;
    w->ccached = 1;
    s->nctext += len;
}

void bcq__put_attrs_between(struct bcq_asm *a, bcq__text *t,
                            const bcq__agroup *g, const char *before,
                            const char *after)
{
    size_t mark = t->buf.len;
    bcq__puts(t, before);
    size_t start = t->buf.len;
    bcq__put_attrs(a, t, g, 0);
    if (!t->rc && t->buf.len == start) {
        t->buf.len = mark;
        if (t->buf.ptr)
            t->buf.ptr[mark] = '\0';
        return;
    }
    bcq__puts(t, after);
}
