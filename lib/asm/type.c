/*
 * type.c - the module's type table as the printer needs it (every field
 * of each TYPE_BLOCK_ID_NEW record: LLVMBitCodes.h TypeCodes,
 * BitcodeReader.cpp's parseTypeTableBody; doc/format.md) and types as
 * text, as AsmWriter.cpp's TypePrinting::print writes them.
 *
 * Every record but NUMENTRY and STRUCT_NAME defines the next type id;
 * STRUCT_NAME names the next STRUCT_NAMED, OPAQUE or TARGET_TYPE.  Type
 * operands may point forward (a struct that holds a pointer to itself), so
 * they are checked when printed, not when read; a type that contains itself
 * other than through a named struct is cut by a depth cap.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

void bcq__atypes_free(bcq__atypes *t)
{
    free(t->v);
    free(t->elems);
    free(t->names);
    free(t->keys);
    bcq_textbuf_free(&t->said);
    free(t->said_off);
    free(t->said_len);
    memset(t, 0, sizeof *t);
}

typedef struct tread {
    struct bcq_asm *a;
    int has_name;
    uint32_t name, name_len;
    uint64_t bits; /* the TYPE block's, a cap on NUMENTRY's hint */
} tread;

static int add_elems(bcq__atypes *t, bcq__atype *ty, const bcq_record *r,
                     size_t from, bcq_error *err)
{
    size_t n = r->nops - from;
    int rc = bcq__grow((void **)&t->elems, &t->capelems, t->nelems + n,
                       sizeof *t->elems, err);
    if (rc)
        return rc;
    if (t->nelems > UINT32_MAX - n)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "type table: too many elements");
    ty->first = (uint32_t)t->nelems;
    ty->n = (uint32_t)n;
    if (n) /* no memcpy of nothing from or to NULL */
        memcpy(t->elems + t->nelems, r->ops + from, n * sizeof *r->ops);
    t->nelems += n;
    return 0;
}

static int short_rec(const bcq_record *r, size_t need, bcq_error *err)
{
    return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                     "type record %u has %zu operands, needs %zu", r->code,
                     r->nops, need);
}

static int on_type(void *arg, const bcq_record *r, bcq_error *err)
{
    tread *tr = arg;
    bcq__atypes *t = &tr->a->types;
    int rc;
    if (r->code == BCQ__TYPE_CODE_NUMENTRY) {
        /* the table sized at once, as lib/ir/types.c's */
        size_t want = bcq__types_hint(r, tr->bits, sizeof *t->v);
        if (t->n == 0 && want)
            (void)bcq__grow((void **)&t->v, &t->cap, want, sizeof *t->v,
                            NULL);
        return 0;
    }
    if (r->code == BCQ__TYPE_CODE_STRUCT_NAME) {
        /* the characters, one per operand */
        if ((rc = bcq__grow((void **)&t->names, &t->capnames,
                            t->nnames + r->nops + 1, 1, err)))
            return rc;
        if (t->nnames > UINT32_MAX - r->nops)
            return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                             "type names too long");
        for (size_t i = 0; i < r->nops; i++) {
            if (r->ops[i] > 255)
                return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                                 "STRUCT_NAME character %zu above 255", i);
            t->names[t->nnames + i] = (char)r->ops[i];
        }
        tr->has_name = 1;
        tr->name = (uint32_t)t->nnames;
        tr->name_len = (uint32_t)r->nops;
        t->nnames += r->nops;
        return 0;
    }
    if (r->code > BCQ__TYPE_CODE_TARGET_TYPE || r->code == 0)
        return bcq__fail(err, BCQ_E_UNSUPPORTED, r->bit,
                         "type record code %u: no LLVM release through 22 "
                         "writes it",
                         r->code);
    if ((rc = bcq__grow((void **)&t->v, &t->cap, t->n + 1, sizeof *t->v,
                        err)))
        return rc;
    bcq__atype *ty = &t->v[t->n];
    memset(ty, 0, sizeof *ty);
    ty->code = (uint8_t)r->code;
    ty->bit = r->bit;
    const uint64_t *o = r->ops;
    switch (r->code) {
    case BCQ__TYPE_CODE_INTEGER:
        if (r->nops < 1)
            return short_rec(r, 1, err);
        /* LLVM's widths stop at 2^23 */
        if (o[0] < 1 || o[0] > (1u << 23))
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "integer type of width %llu",
                             (unsigned long long)o[0]);
        ty->aux = (uint32_t)o[0];
        break;
    case BCQ__TYPE_CODE_POINTER:
        if (r->nops < 1)
            return short_rec(r, 1, err);
        ty->count = o[0];
        ty->aux = r->nops > 1 ? (uint32_t)(o[1] & 0xffffff) : 0;
        break;
    case BCQ__TYPE_CODE_OPAQUE_POINTER:
        ty->aux = r->nops > 0 ? (uint32_t)(o[0] & 0xffffff) : 0;
        break;
    case BCQ__TYPE_CODE_FUNCTION_OLD:
    case BCQ__TYPE_CODE_FUNCTION: {
        size_t ret = r->code == BCQ__TYPE_CODE_FUNCTION ? 1 : 2;
        if (r->nops < ret + 1)
            return short_rec(r, ret + 1, err);
        ty->flag = o[0] != 0;
        ty->count = o[ret];
        if ((rc = add_elems(t, ty, r, ret + 1, err)))
            return rc;
        break;
    }
    case BCQ__TYPE_CODE_ARRAY:
    case BCQ__TYPE_CODE_VECTOR:
        if (r->nops < 2)
            return short_rec(r, 2, err);
        ty->count = o[0];
        ty->flag = r->code == BCQ__TYPE_CODE_VECTOR && r->nops > 2 && o[2];
        if ((rc = add_elems(t, ty, r, 1, err)))
            return rc;
        ty->n = 1;
        break;
    case BCQ__TYPE_CODE_STRUCT_ANON:
    case BCQ__TYPE_CODE_STRUCT_NAMED:
        if (r->nops < 1)
            return short_rec(r, 1, err);
        ty->flag = o[0] != 0;
        if ((rc = add_elems(t, ty, r, 1, err)))
            return rc;
        break;
    case BCQ__TYPE_CODE_TARGET_TYPE:
        if (r->nops < 1 || o[0] > r->nops - 1)
            return short_rec(r, 1, err);
        ty->aux = (uint32_t)o[0];
        if ((rc = add_elems(t, ty, r, 1, err)))
            return rc;
        break;
    default:
        break;
    }
    if (r->code == BCQ__TYPE_CODE_STRUCT_NAMED ||
        r->code == BCQ__TYPE_CODE_OPAQUE ||
        r->code == BCQ__TYPE_CODE_TARGET_TYPE) {
        if (tr->has_name) {
            ty->name = tr->name;
            ty->name_len = tr->name_len;
        } else if (r->code != BCQ__TYPE_CODE_TARGET_TYPE)
            ty->slot = tr->a->nstructs++ + 1; /* 1-based: 0 is named */
        tr->has_name = 0;
    }
    t->n++;
    return 0;
}

int bcq__atypes_read(struct bcq_asm *a, const bcq_block *b, bcq_error *err)
{
    tread tr;
    memset(&tr, 0, sizeof tr);
    tr.a = a;
    tr.bits = b->words * 32;
    return bcq__each_record_of(a->f, b, on_type, &tr, err);
}

int bcq__atypes_read_fed(struct bcq_asm *a, const bcq_block *b)
{
    tread tr;
    memset(&tr, 0, sizeof tr);
    tr.a = a;
    tr.bits = b->words * 32;
    bcq__types_feed fd = {on_type, &tr, 0, 0};
    const bcq__types *t;
    const unsigned nstructs = a->nstructs;
    if (bcq__types_get_fed(a->f, a->m, &t, &fd, NULL) == 0 && fd.fed &&
        fd.rc == 0)
        return 1;
    /* the table was there already (no records fed), or a failure: the
     * printer's own read of the block, which says its error as ever,
     * from where the records fed left nothing (its types and its count
     * of unnamed structs) */
    bcq__atypes_free(&a->types);
    a->nstructs = nstructs;
    return 0;
}

const bcq__atype *bcq__atype_at(const struct bcq_asm *a, uint64_t id)
{
    return id < a->types.n ? &a->types.v[id] : NULL;
}

static void put_type(struct bcq_asm *a, bcq__text *t, uint64_t id,
                     unsigned depth);

static void put_list(struct bcq_asm *a, bcq__text *t, const bcq__atype *ty,
                     size_t n, unsigned depth)
{
    for (size_t i = 0; i < n; i++) {
        if (i)
            bcq__puts(t, ", ");
        put_type(a, t, a->types.elems[ty->first + i], depth + 1);
    }
}

static void put_type(struct bcq_asm *a, bcq__text *t, uint64_t id,
                     unsigned depth)
{
    const bcq__atype *ty = bcq__atype_at(a, id);
    if (t->rc)
        return;
    if (!ty) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, 0,
                  "type %llu is past the type table (%zu types)",
                  (unsigned long long)id, a->types.n);
        bcq__text_fail(t, BCQ_E_BAD_RECORD);
        return;
    }
    if (depth > BCQ__ASM_DEPTH) {
        bcq__fail(t->err, BCQ_E_BAD_RECORD, ty->bit,
                  "type %llu nests deeper than %d: a cycle",
                  (unsigned long long)id, BCQ__ASM_DEPTH);
        bcq__text_fail(t, BCQ_E_BAD_RECORD);
        return;
    }
    switch (ty->code) {
    case BCQ__TYPE_CODE_VOID: bcq__puts(t, "void"); return;
    case BCQ__TYPE_CODE_FLOAT: bcq__puts(t, "float"); return;
    case BCQ__TYPE_CODE_DOUBLE: bcq__puts(t, "double"); return;
    case BCQ__TYPE_CODE_LABEL: bcq__puts(t, "label"); return;
    case BCQ__TYPE_CODE_HALF: bcq__puts(t, "half"); return;
    case BCQ__TYPE_CODE_BFLOAT: bcq__puts(t, "bfloat"); return;
    case BCQ__TYPE_CODE_X86_FP80: bcq__puts(t, "x86_fp80"); return;
    case BCQ__TYPE_CODE_FP128: bcq__puts(t, "fp128"); return;
    case BCQ__TYPE_CODE_PPC_FP128: bcq__puts(t, "ppc_fp128"); return;
    case BCQ__TYPE_CODE_METADATA: bcq__puts(t, "metadata"); return;
    case BCQ__TYPE_CODE_X86_MMX: bcq__puts(t, "x86_mmx"); return;
    case BCQ__TYPE_CODE_X86_AMX: bcq__puts(t, "x86_amx"); return;
    case BCQ__TYPE_CODE_TOKEN: bcq__puts(t, "token"); return;
    case BCQ__TYPE_CODE_INTEGER:
        bcq__putc(t, 'i');
        bcq__putu(t, ty->aux);
        return;
    case BCQ__TYPE_CODE_OPAQUE_POINTER:
        bcq__puts(t, "ptr");
        if (ty->aux) {
            bcq__puts(t, " addrspace(");
            bcq__putu(t, ty->aux);
            bcq__putc(t, ')');
        }
        return;
    case BCQ__TYPE_CODE_POINTER:
        put_type(a, t, ty->count, depth + 1);
        if (ty->aux) {
            bcq__puts(t, " addrspace(");
            bcq__putu(t, ty->aux);
            bcq__putc(t, ')');
        }
        bcq__putc(t, '*');
        return;
    case BCQ__TYPE_CODE_FUNCTION_OLD:
    case BCQ__TYPE_CODE_FUNCTION:
        put_type(a, t, ty->count, depth + 1);
        bcq__puts(t, " (");
        put_list(a, t, ty, ty->n, depth);
        if (ty->flag)
            bcq__puts(t, ty->n ? ", ..." : "...");
        bcq__putc(t, ')');
        return;
    case BCQ__TYPE_CODE_ARRAY:
    case BCQ__TYPE_CODE_VECTOR:
        bcq__putc(t, ty->code == BCQ__TYPE_CODE_ARRAY ? '[' : '<');
        if (ty->flag)
            bcq__puts(t, "vscale x ");
        bcq__putu(t, ty->count);
        bcq__puts(t, " x ");
        put_type(a, t, a->types.elems[ty->first], depth + 1);
        bcq__putc(t, ty->code == BCQ__TYPE_CODE_ARRAY ? ']' : '>');
        return;
    case BCQ__TYPE_CODE_STRUCT_NAMED:
    case BCQ__TYPE_CODE_OPAQUE:
        if (ty->name_len || !ty->slot) {
            const uint8_t *nm = (const uint8_t *)a->types.names + ty->name;
            uint8_t *sp = &((bcq__atype *)ty)->spell; /* a's own table */
            if (*sp == 0)
                *sp = bcq__ll_bare(nm, ty->name_len) ? 1 : 2;
            if (*sp == 1) {
                bcq__putc(t, '%');
                bcq__putn(t, (const char *)nm, ty->name_len);
            } else
                bcq__put_ident(t, '%', nm, ty->name_len);
        } else {
            bcq__putc(t, '%');
            bcq__putu(t, ty->slot - 1);
        }
        return;
    case BCQ__TYPE_CODE_STRUCT_ANON:
        if (ty->flag)
            bcq__putc(t, '<');
        if (ty->n == 0)
            bcq__puts(t, "{}");
        else {
            bcq__puts(t, "{ ");
            put_list(a, t, ty, ty->n, depth);
            bcq__puts(t, " }");
        }
        if (ty->flag)
            bcq__putc(t, '>');
        return;
    case BCQ__TYPE_CODE_TARGET_TYPE:
        bcq__puts(t, "target(\"");
        bcq__put_escaped(t, (const uint8_t *)a->types.names + ty->name,
                         ty->name_len);
        bcq__putc(t, '"');
        for (uint32_t i = 0; i < ty->n; i++) {
            bcq__puts(t, ", ");
            if (i < ty->aux)
                put_type(a, t, a->types.elems[ty->first + i], depth + 1);
            else
                bcq__putu(t, a->types.elems[ty->first + i]);
        }
        bcq__putc(t, ')');
        return;
    default:
        bcq__fail(t->err, BCQ_E_UNSUPPORTED, ty->bit,
                  "type record code %u", ty->code);
        bcq__text_fail(t, BCQ_E_UNSUPPORTED);
        return;
    }
}

void bcq__put_type(struct bcq_asm *a, bcq__text *t, uint64_t id)
{
    bcq__atypes *ts = &a->types;
    if (id < ts->n && ts->said_len && ts->said_len[id]) {
        bcq__putn(t, ts->said.ptr + ts->said_off[id], ts->said_len[id] - 1);
        return;
    }
    size_t mark = t->buf.len;
    int failed = t->rc != 0;
    put_type(a, t, id, 0);
    /* kept when whole and of a sane size; a failure keeps nothing, so
     * its error is said again the next time */
    size_t n = t->buf.len - mark;
    if (failed || t->rc || id >= ts->n || n >= UINT32_MAX - 1 ||
        ts->said.len > UINT32_MAX - n)
        return;
    if (!ts->said_len) {
        ts->said_off = calloc(ts->n, sizeof *ts->said_off);
        ts->said_len = calloc(ts->n, sizeof *ts->said_len);
        if (!ts->said_off || !ts->said_len) {
            free(ts->said_off);
            free(ts->said_len);
            ts->said_off = ts->said_len = NULL;
            return; /* no cache: printed each time, as before */
        }
    }
    uint32_t off = (uint32_t)ts->said.len;
    if (bcq_textbuf_sink(&ts->said, t->buf.ptr + mark, n) == 0) {
        ts->said_off[id] = off;
        ts->said_len[id] = (uint32_t)n + 1;
    }
}

/* The index of the types the printer looks up by shape (an instruction's
 * result type: i1 for a compare, a pointer to what a GEP or alloca
 * yields, a vector, cmpxchg's { T, i1 }): one sorted array, so that a
 * lookup costs O(log n) whatever the table holds, and the first type of a
 * shape wins as a scan would find it. */
static int key_cmp(const void *x, const void *y)
{
    const bcq__tkey *a = x, *b = y;
    for (int i = 0; i < 4; i++)
        if (a->k[i] != b->k[i])
            return a->k[i] < b->k[i] ? -1 : 1;
    return a->id < b->id ? -1 : a->id > b->id;
}

int bcq__atypes_index(struct bcq_asm *a, bcq_error *err)
{
    bcq__atypes *t = &a->types;
    /* the room now, so that no lookup fails for want of memory */
    t->keys = malloc((t->n ? t->n : 1) * sizeof *t->keys);
    if (!t->keys)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    return 0;
}

static void make_keys(bcq__atypes *t)
{
    size_t n = 0;
    for (size_t i = 0; i < t->n; i++) {
        const bcq__atype *ty = &t->v[i];
        bcq__tkey *k = &t->keys[n];
        memset(k, 0, sizeof *k);
        k->k[0] = ty->code;
        k->id = i;
        switch (ty->code) {
        case BCQ__TYPE_CODE_INTEGER:
        case BCQ__TYPE_CODE_OPAQUE_POINTER:
            k->k[1] = ty->aux;
            break;
        case BCQ__TYPE_CODE_POINTER:
            k->k[1] = ty->count;
            k->k[2] = ty->aux;
            break;
        case BCQ__TYPE_CODE_VECTOR:
            k->k[1] = ty->count;
            k->k[2] = t->elems[ty->first];
            k->k[3] = ty->flag;
            break;
        case BCQ__TYPE_CODE_STRUCT_ANON:
            if (ty->n != 2)
                continue;
            k->k[1] = t->elems[ty->first];
            k->k[2] = t->elems[ty->first + 1];
            k->k[3] = ty->flag;
            break;
        case BCQ__TYPE_CODE_TOKEN: /* no shape: the pads' type (eh.c) */
            break;
        default:
            continue;
        }
        n++;
    }
    qsort(t->keys, n, sizeof *t->keys, key_cmp);
    t->nkeys = n;
    t->keyed = 1;
}

uint64_t bcq__atype_lookup(const struct bcq_asm *a, unsigned code,
                           uint64_t k1, uint64_t k2, uint64_t k3)
{
    /* the printer's cache: a is never a const object (bcq__asm_grec) */
    bcq__atypes *t = (bcq__atypes *)&a->types;
    if (!t->keyed)
        make_keys(t);
    bcq__tkey want = {{code, k1, k2, k3}, 0};
    size_t lo = 0, hi = t->nkeys;
    while (lo < hi) { /* the first key >= want */
        size_t mid = lo + (hi - lo) / 2;
        if (key_cmp(&t->keys[mid], &want) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < t->nkeys && !memcmp(t->keys[lo].k, want.k, sizeof want.k))
        return t->keys[lo].id;
    return UINT64_MAX;
}

uint64_t bcq__atype_find_int(const struct bcq_asm *a, unsigned width)
{
    if (width > 64)
        return bcq__atype_lookup(a, BCQ__TYPE_CODE_INTEGER, width, 0, 0);
    /* kept, as bcq__atype_find_ptr's: every compare asks for i1 */
    bcq__atypes *t = (bcq__atypes *)&a->types;
    if (!t->ints[width])
        t->ints[width] =
            bcq__atype_lookup(a, BCQ__TYPE_CODE_INTEGER, width, 0, 0) + 1;
    return t->ints[width] - 1;
}

uint64_t bcq__atype_find_ptr(const struct bcq_asm *a, uint64_t pointee,
                             unsigned addrspace)
{
    /* the table is the printer's own, filled as it is asked (bcq_asm
     * belongs to one thread at a time; as bcq__asm_grec) */
    bcq__atypes *t = (bcq__atypes *)&a->types;
    size_t h = (size_t)((pointee * 0x9E3779B97F4A7C15u + addrspace) >> 58);
    if (t->ptrs[h].valid && t->ptrs[h].pointee == pointee &&
        t->ptrs[h].addrspace == addrspace)
        return t->ptrs[h].id;
    uint64_t o = bcq__atype_lookup(a, BCQ__TYPE_CODE_OPAQUE_POINTER,
                                   addrspace, 0, 0);
    uint64_t p = bcq__atype_lookup(a, BCQ__TYPE_CODE_POINTER, pointee,
                                   addrspace, 0);
    t->ptrs[h].pointee = pointee;
    t->ptrs[h].addrspace = addrspace;
    t->ptrs[h].id = o < p ? o : p;
    t->ptrs[h].valid = 1;
    return t->ptrs[h].id;
}

int bcq__atype_is_fp(const struct bcq_asm *a, uint64_t id)
{
    const bcq__atype *ty = bcq__atype_at(a, id);
    if (ty && ty->code == BCQ__TYPE_CODE_VECTOR)
        ty = bcq__atype_at(a, a->types.elems[ty->first]);
    if (!ty)
        return 0;
    switch (ty->code) {
    case BCQ__TYPE_CODE_FLOAT: case BCQ__TYPE_CODE_DOUBLE:
    case BCQ__TYPE_CODE_HALF: case BCQ__TYPE_CODE_BFLOAT:
    case BCQ__TYPE_CODE_X86_FP80: case BCQ__TYPE_CODE_FP128:
    case BCQ__TYPE_CODE_PPC_FP128:
        return 1;
    default:
        return 0;
    }
}

uint64_t bcq__atype_elem(const struct bcq_asm *a, uint64_t id, uint64_t k)
{
    const bcq__atype *ty = bcq__atype_at(a, id);
    if (!ty)
        return UINT64_MAX;
    switch (ty->code) {
    case BCQ__TYPE_CODE_ARRAY:
    case BCQ__TYPE_CODE_VECTOR:
        return a->types.elems[ty->first];
    case BCQ__TYPE_CODE_STRUCT_ANON:
    case BCQ__TYPE_CODE_STRUCT_NAMED:
        return k < ty->n ? a->types.elems[ty->first + k] : UINT64_MAX;
    default:
        return UINT64_MAX;
    }
}

int bcq_asm_type(bcq_asm *a, uint64_t type_id, bcq_sink_fn sink, void *ctx,
                 bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !sink)
        return bcq__fail(err, BCQ_E_INVAL, 0, "NULL printer or sink");
    if (type_id >= a->types.n)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "type %llu is past the type table (%zu types)",
                         (unsigned long long)type_id, a->types.n);
    bcq__text t;
    bcq__text_init(&t, a->limit, err);
    bcq__put_type(a, &t, type_id);
    int rc = bcq__text_flush(&t, sink, ctx);
    bcq__text_free(&t);
    return rc;
}
