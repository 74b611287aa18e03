/*
 * globals.c - global values (GLOBALVAR, FUNCTION, ALIAS, IFUNC records) and
 * comdats of a module, decoded from their operands.
 *
 * Field layouts are those LLVM's reader accepts (doc/format.md 7; LLVM's
 * BitcodeReader parseGlobalVarRecord / parseFunctionRecord /
 * parseGlobalIndirectSymbolRecord / parseComdatRecord).  In version-2
 * modules every such record starts with the (offset, size) of its name in
 * the STRTAB blob; the rest is the version-1 layout.  Fields past the ones
 * LLVM requires are optional: a short record takes the defaults LLVM takes,
 * and fields after the ones known here (a newer producer's) are ignored.
 */
#include "config.h"

#include <string.h>

#include "ir/ir.h"

static const char *record_name(unsigned code)
{
    switch (code) {
    case BCQ__MODULE_CODE_GLOBALVAR: return "GLOBALVAR";
    case BCQ__MODULE_CODE_FUNCTION: return "FUNCTION";
    case BCQ__MODULE_CODE_ALIAS_OLD: return "ALIAS_OLD";
    case BCQ__MODULE_CODE_ALIAS: return "ALIAS";
    case BCQ__MODULE_CODE_IFUNC: return "IFUNC";
    default: return "COMDAT";
    }
}

int bcq__record_string(bcq__modctx *cx, const bcq_record *rec, size_t first,
                       bcq_span *out, bcq_error *err)
{
    size_t n = rec->nops > first ? rec->nops - first : 0;
    char *p = bcq__arena_alloc(cx->arena, n + 1, err);
    if (!p)
        return cx->arena->status;
    for (size_t i = 0; i < n; i++) {
        uint64_t c = rec->ops[first + i];
        if (c > 255)
            return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                             "character %llu of a string record exceeds 255",
                             (unsigned long long)c);
        p[i] = (char)c;
    }
    p[n] = '\0';
    out->ptr = (const uint8_t *)p;
    out->len = n;
    return 0;
}

/* A slice (offset, size) of the STRTAB blob named by a record, checked
 * without computing offset + size (which may wrap). */
static int strtab_slice(const bcq__modctx *cx, const bcq_record *rec,
                        size_t value, const char *what, uint64_t off,
                        uint64_t size, bcq_span *out, bcq_error *err)
{
    if (!bcq__range_ok(off, size, cx->strtab.len))
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "%s record (value %zu): %s at %llu+%llu outside "
                         "the %zu-byte STRTAB",
                         record_name(rec->code), value, what,
                         (unsigned long long)off, (unsigned long long)size,
                         cx->strtab.len);
    out->ptr = size ? cx->strtab.ptr + off : NULL;
    out->len = (size_t)size;
    return 0;
}

static unsigned comdat_kind(uint64_t v)
{
    /* bitc::COMDAT_SELECTION_KIND_* 1..5 -> Comdat::SelectionKind 0..4;
     * LLVM maps unknown kinds to "any". */
    return v >= 1 && v <= 5 ? (unsigned)(v - 1) : BCQ_COMDAT_ANY;
}

int bcq__comdat_parse(bcq__modctx *cx, const bcq_record *rec,
                      bcq_comdat *out, bcq_error *err)
{
    memset(out, 0, sizeof *out);
    if (cx->version >= 2) {
        if (rec->nops < 3)
            return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                             "COMDAT record has %zu operands, needs 3",
                             rec->nops);
        out->selection = comdat_kind(rec->ops[2]);
        return strtab_slice(cx, rec, cx->ncomdats, "name", rec->ops[0],
                            rec->ops[1], &out->name, err);
    }
    if (rec->nops < 2 || rec->ops[1] > rec->nops - 2)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "COMDAT record too short for its name");
    out->selection = comdat_kind(rec->ops[0]);
    bcq_record sub = *rec;
    sub.nops = 2 + (size_t)rec->ops[1];
    return bcq__record_string(cx, &sub, 2, &out->name, err);
}

static unsigned linkage_of(uint64_t raw, int *implicit_comdat)
{
    /* LLVM's getDecodedLinkage, obsolete codes included (0, 5, 6, 15 and
     * unknown codes are external); 16 marks the obsolete codes that imply
     * a comdat (1, 4, 10, 11).  A table: this runs for every global value
     * record of the lite decode. */
    enum { C = 16 };
    static const uint8_t decoded[20] = {
        BCQ_LINKAGE_EXTERNAL,          BCQ_LINKAGE_WEAK_ANY | C,
        BCQ_LINKAGE_APPENDING,         BCQ_LINKAGE_INTERNAL,
        BCQ_LINKAGE_LINKONCE_ANY | C,  BCQ_LINKAGE_EXTERNAL,
        BCQ_LINKAGE_EXTERNAL,          BCQ_LINKAGE_EXTERN_WEAK,
        BCQ_LINKAGE_COMMON,            BCQ_LINKAGE_PRIVATE,
        BCQ_LINKAGE_WEAK_ODR | C,      BCQ_LINKAGE_LINKONCE_ODR | C,
        BCQ_LINKAGE_AVAILABLE_EXTERNALLY, BCQ_LINKAGE_PRIVATE,
        BCQ_LINKAGE_PRIVATE,           BCQ_LINKAGE_EXTERNAL,
        BCQ_LINKAGE_WEAK_ANY,          BCQ_LINKAGE_WEAK_ODR,
        BCQ_LINKAGE_LINKONCE_ANY,      BCQ_LINKAGE_LINKONCE_ODR};
    const unsigned d = raw < 20 ? decoded[raw] : BCQ_LINKAGE_EXTERNAL;
    *implicit_comdat = (d & C) != 0;
    return d & (C - 1);
}

static int is_local(unsigned linkage)
{
    return linkage == BCQ_LINKAGE_INTERNAL || linkage == BCQ_LINKAGE_PRIVATE;
}

static unsigned small(uint64_t v, unsigned max, unsigned dflt)
{
    return v <= max ? (unsigned)v : dflt;
}

/* The field at i of the layout after the name pair, or dflt when the record
 * is shorter. */
typedef struct fields {
    const uint64_t *v;
    size_t n;
} fields;

static uint64_t at(fields r, size_t i, uint64_t dflt)
{
    return i < r.n ? r.v[i] : dflt;
}

static int table_ref(const bcq_record *rec, size_t value, const char *what,
                     uint64_t id, const bcq_span *tab, size_t n,
                     bcq_span *out, uint32_t *id_out, bcq_error *err)
{
    if (id == 0)
        return 0;
    if (id - 1 >= n)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "%s record (value %zu): %s id %llu, the module has "
                         "%zu",
                         record_name(rec->code), value, what,
                         (unsigned long long)id, n);
    *out = tab[id - 1];
    *id_out = (uint32_t)id; /* id <= n, which a module's records bound */
    return 0;
}

static int comdat_ref(const bcq__modctx *cx, const bcq_record *rec,
                      size_t value, uint64_t id, bcq_global *g,
                      bcq_error *err)
{
    if (id == 0)
        return 0;
    if (id > cx->ncomdats)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "%s record (value %zu): comdat id %llu, the module "
                         "has %zu",
                         record_name(rec->code), value,
                         (unsigned long long)id, cx->ncomdats);
    g->comdat = (size_t)(id - 1);
    return 0;
}

/* A value id written plus one (0: none), as GLOBALVAR's initid and
 * FUNCTION's prologue, prefix and personality fields are (LLVM's
 * parseGlobalVarRecord, parseFunctionRecord). */
static size_t id_plus1(uint64_t v)
{
    return v == 0 || v - 1 >= (uint64_t)BCQ_NONE ? BCQ_NONE : (size_t)(v - 1);
}

static int parse_var(bcq__modctx *cx, const bcq_record *rec, fields r,
                     bcq_global *g, bcq_error *err)
{
    size_t value = g->value_id;
    /* [type, isconst|explicit<<1|addrspace<<2, initid, linkage, alignment,
     *  section, visibility, threadlocal, unnamed_addr, ext_init,
     *  dllstorage, comdat, attributes, dso_local, partition off, size] */
    if (r.n < 6)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "GLOBALVAR record (value %zu) has %zu fields, "
                         "needs 6",
                         value, r.n);
    g->kind = BCQ_GV_VARIABLE;
    g->type_id = r.v[0];
    g->is_constant = (int)(r.v[1] & 1);
    if (r.v[1] & 2)
        g->address_space = (unsigned)(r.v[1] >> 2 & 0xffffff);
    g->is_declaration = r.v[2] == 0;
    g->initializer = id_plus1(r.v[2]);
    g->align_log2p1 = small(r.v[4], 255, 0);
    int rc = table_ref(rec, value, "section", r.v[5], cx->sections,
                       cx->nsections, &g->section, &cx->section_id, err);
    if (rc)
        return rc;
    if (!is_local(g->linkage))
        g->visibility = small(at(r, 6, 0), 2, BCQ_VISIBILITY_DEFAULT);
    uint64_t tls = at(r, 7, 0);
    g->tls = tls == 0 ? BCQ_TLS_NONE : small(tls, 4, BCQ_TLS_GENERAL_DYNAMIC);
    g->unnamed_addr = small(at(r, 8, 0), 2, BCQ_UNNAMED_ADDR_NONE);
    cx->ext_init = at(r, 9, 0) != 0;
    if (r.n > 10)
        g->dll_storage = small(r.v[10], 2, BCQ_DLL_DEFAULT);
    if (r.n > 11 && (rc = comdat_ref(cx, rec, value, r.v[11], g, err)))
        return rc;
    if (r.n > 13)
        g->dso_local = r.v[13] != 0;
    if (r.n > 15)
        rc = strtab_slice(cx, rec, value, "partition", r.v[14], r.v[15],
                          &g->partition, err);
    return rc;
}

static int parse_function(bcq__modctx *cx, const bcq_record *rec,
                          fields r, bcq_global *g, bcq_error *err)
{
    size_t value = g->value_id;
    /* [type, callingconv, isproto, linkage, paramattr, alignment, section,
     *  visibility, gc, unnamed_addr, prologuedata, dllstorage, comdat,
     *  prefixdata, personalityfn, dso_local, addrspace, partition off,
     *  partition size, preferred alignment] */
    if (r.n < 8)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "FUNCTION record (value %zu) has %zu fields, "
                         "needs 8",
                         value, r.n);
    g->kind = BCQ_GV_FUNCTION;
    g->type_id = r.v[0];
    if (r.v[1] > 1023) /* CallingConv::MaxID */
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "FUNCTION record (value %zu): calling convention "
                         "%llu",
                         value, (unsigned long long)r.v[1]);
    g->calling_conv = (unsigned)r.v[1];
    g->is_declaration = r.v[2] != 0;
    g->align_log2p1 = small(r.v[5], 255, 0);
    int rc = table_ref(rec, value, "section", r.v[6], cx->sections,
                       cx->nsections, &g->section, &cx->section_id, err);
    if (rc)
        return rc;
    if (!is_local(g->linkage))
        g->visibility = small(r.v[7], 2, BCQ_VISIBILITY_DEFAULT);
    if ((rc = table_ref(rec, value, "GC name", at(r, 8, 0), cx->gcs,
                        cx->ngcs, &g->gc, &cx->gc_id, err)))
        return rc;
    g->unnamed_addr = small(at(r, 9, 0), 2, BCQ_UNNAMED_ADDR_NONE);
    g->prologue = id_plus1(at(r, 10, 0));
    g->prefix = id_plus1(at(r, 13, 0));
    g->personality = id_plus1(at(r, 14, 0));
    if (r.n > 11)
        g->dll_storage = small(r.v[11], 2, BCQ_DLL_DEFAULT);
    if (r.n > 12 && (rc = comdat_ref(cx, rec, value, r.v[12], g, err)))
        return rc;
    if (r.n > 15)
        g->dso_local = r.v[15] != 0;
    if (r.n > 16)
        g->address_space = small(r.v[16], 0xffffff, 0);
    if (r.n > 18)
        return strtab_slice(cx, rec, value, "partition", r.v[17], r.v[18],
                            &g->partition, err);
    return 0;
}

static int parse_indirect(const bcq__modctx *cx, const bcq_record *rec,
                          fields r, bcq_global *g, bcq_error *err)
{
    (void)cx;
    /* ALIAS_OLD [type, aliasee, linkage, visibility, dll, tls, unnamed,
     *            dso_local]
     * ALIAS     [type, addrspace, aliasee, linkage, visibility, dll, tls,
     *            unnamed, dso_local, partition off, size]
     * IFUNC     [type, addrspace, resolver, linkage, visibility, dso_local,
     *            partition off, size] */
    int old = rec->code == BCQ__MODULE_CODE_ALIAS_OLD;
    size_t need = old ? 3 : 4;
    if (r.n < need)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "%s record (value %zu) has %zu fields, needs %zu",
                         record_name(rec->code), g->value_id, r.n, need);
    g->kind =
        rec->code == BCQ__MODULE_CODE_IFUNC ? BCQ_GV_IFUNC : BCQ_GV_ALIAS;
    size_t i = 0;
    g->type_id = r.v[i++];
    if (!old)
        g->address_space = small(r.v[i++], 0xffffff, 0);
    g->aliasee = r.v[i++];
    i++; /* linkage, decoded by the caller */
    if (i < r.n) {
        if (!is_local(g->linkage))
            g->visibility = small(r.v[i], 2, BCQ_VISIBILITY_DEFAULT);
        i++;
    }
    if (rec->code != BCQ__MODULE_CODE_IFUNC) {
        if (i < r.n)
            g->dll_storage = small(r.v[i++], 2, BCQ_DLL_DEFAULT);
        if (i < r.n) {
            uint64_t tls = r.v[i++];
            g->tls = tls == 0 ? BCQ_TLS_NONE
                              : small(tls, 4, BCQ_TLS_GENERAL_DYNAMIC);
        }
        if (i < r.n)
            g->unnamed_addr = small(r.v[i++], 2, BCQ_UNNAMED_ADDR_NONE);
    }
    if (i < r.n)
        g->dso_local = r.v[i++] != 0;
    if (i + 1 < r.n)
        return strtab_slice(cx, rec, g->value_id, "partition", r.v[i],
                            r.v[i + 1], &g->partition, err);
    return 0;
}

/* The name pair of a version-2 record; fields: what follows it. */
static int name_pair(bcq__modctx *cx, const bcq_record *rec, size_t value,
                     bcq_global *g, bcq_error *err)
{
    if (rec->nops < 2)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "%s record (value %zu) has no name operands",
                         record_name(rec->code), value);
    return strtab_slice(cx, rec, value, "name", rec->ops[0], rec->ops[1],
                        &g->name, err);
}

/* A global value at LLVM's defaults, before its record's fields. */
static void defaults(bcq__modctx *cx, const bcq_record *rec, bcq_global *g)
{
    memset(g, 0, sizeof *g);
    cx->section_id = cx->gc_id = 0;
    cx->ext_init = 0;
    g->value_id = cx->next_value;
    g->comdat = BCQ_NONE;
    g->initializer = g->personality = g->prefix = g->prologue = BCQ_NONE;
    g->record_bit = rec->bit;
}

int bcq__global_parse(bcq__modctx *cx, const bcq_record *rec,
                      bcq_global *g, bcq_error *err)
{
    size_t value = cx->next_value;
    defaults(cx, rec, g);
    fields r = {rec->ops, rec->nops};
    int rc;
    if (cx->version >= 2) {
        if ((rc = name_pair(cx, rec, value, g, err)))
            return rc;
        r.v += 2;
        r.n -= 2;
    }
    /* The linkage sits at a different place in each layout. */
    size_t li = rec->code == BCQ__MODULE_CODE_GLOBALVAR  ? 3
                : rec->code == BCQ__MODULE_CODE_FUNCTION ? 3
                : rec->code == BCQ__MODULE_CODE_ALIAS_OLD ? 2
                                              : 3;
    uint64_t raw = at(r, li, 0);
    g->linkage = linkage_of(raw, &g->has_implicit_comdat);
    if (rec->code == BCQ__MODULE_CODE_GLOBALVAR)
        rc = parse_var(cx, rec, r, g, err);
    else if (rec->code == BCQ__MODULE_CODE_FUNCTION)
        rc = parse_function(cx, rec, r, g, err);
    else
        rc = parse_indirect(cx, rec, r, g, err);
    if (rc)
        return rc;
    /* Old weak/linkonce codes imply an own-name comdat only when the
     * record predates the comdat field. */
    size_t comdat_field = rec->code == BCQ__MODULE_CODE_GLOBALVAR  ? 11
                          : rec->code == BCQ__MODULE_CODE_FUNCTION ? 12
                                                       : 0;
    if (r.n > comdat_field)
        g->has_implicit_comdat = 0;
    /* Without a DLL storage field, the obsolete linkages 5 and 6 meant
     * dllimport and dllexport (LLVM's upgradeDLLImportExportLinkage). */
    size_t dll_field = rec->code == BCQ__MODULE_CODE_GLOBALVAR  ? 10
                       : rec->code == BCQ__MODULE_CODE_FUNCTION ? 11
                       : rec->code == BCQ__MODULE_CODE_IFUNC    ? SIZE_MAX
                       : rec->code == BCQ__MODULE_CODE_ALIAS_OLD ? 4
                                                     : 5;
    if (r.n <= dll_field && (raw == 5 || raw == 6))
        g->dll_storage = raw == 5 ? BCQ_DLL_IMPORT : BCQ_DLL_EXPORT;
    /* LLVM's inferDSOLocal. */
    if (is_local(g->linkage) || (g->visibility != BCQ_VISIBILITY_DEFAULT &&
                                 g->linkage != BCQ_LINKAGE_EXTERN_WEAK))
        g->dso_local = 1;
    return 0;
}

/* What the lite decode reads of a global value record (the name pair
 * and four fields: bcq__global_parse_lite). */
typedef struct lite {
    bcq_span name;
    uint64_t type_id, op; /* op: initializer, aliasee or resolver, or
                             BCQ_NONE */
    unsigned kind, linkage, cc, address_space;
    int implicit_comdat, decl, is_constant;
} lite;

static inline __attribute__((always_inline)) int
read_lite(bcq__modctx *cx, const bcq_record *rec, size_t total, lite *l,
          bcq_error *err)
{
    size_t value = cx->next_value;
    fields r = {rec->ops, rec->nops};
    int rc;
    l->name.ptr = NULL;
    l->name.len = 0;
    l->type_id = 0;
    l->linkage = 0;
    l->implicit_comdat = 0;
    if (cx->version >= 2) {
        if (rec->nops < 2 || !bcq__range_ok(rec->ops[0], rec->ops[1],
                                            cx->strtab.len)) {
            bcq_global g; /* name_pair says what is wrong */
            return (rc = name_pair(cx, rec, value, &g, err)) ? rc
                                                             : BCQ_E_INVAL;
        }
        l->name.ptr = rec->ops[1] ? cx->strtab.ptr + rec->ops[0] : NULL;
        l->name.len = (size_t)rec->ops[1];
        r.v += 2;
        r.n -= 2;
        total -= 2; /* >= nops >= 2 */
    }
    /* the same checks as the whole parse makes of these fields */
    const unsigned code = rec->code;
    const int old = code == BCQ__MODULE_CODE_ALIAS_OLD;
    const size_t need = bcq__thin_need(code) - 2; /* after the name */
    if (total < need)
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "%s record (value %zu) has %zu fields, needs %zu",
                         record_name(code), value, total, need);
    if (r.n < (old ? 3u : 4u)) /* the caller keeps four after the name */
        return bcq__fail(err, BCQ_E_INVAL, rec->bit,
                         "%s record (value %zu): %zu fields kept",
                         record_name(code), value, r.n);
    l->linkage = linkage_of(r.v[old ? 2 : 3], &l->implicit_comdat);
    l->type_id = r.v[0];
    l->op = BCQ_NONE;
    l->cc = l->address_space = 0;
    l->decl = l->is_constant = 0;
    if (code == BCQ__MODULE_CODE_GLOBALVAR) {
        l->kind = BCQ_GV_VARIABLE;
        l->is_constant = (int)(r.v[1] & 1);
        if (r.v[1] & 2)
            l->address_space = (unsigned)(r.v[1] >> 2 & 0xffffff);
        l->decl = r.v[2] == 0;
        l->op = id_plus1(r.v[2]);
    } else if (code == BCQ__MODULE_CODE_FUNCTION) {
        l->kind = BCQ_GV_FUNCTION;
        if (r.v[1] > 1023) /* CallingConv::MaxID */
            return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                             "FUNCTION record (value %zu): calling "
                             "convention %llu",
                             value, (unsigned long long)r.v[1]);
        l->cc = (unsigned)r.v[1];
        l->decl = r.v[2] != 0;
    } else {
        l->kind = code == BCQ__MODULE_CODE_IFUNC ? BCQ_GV_IFUNC : BCQ_GV_ALIAS;
        if (!old)
            l->address_space = small(r.v[1], 0xffffff, 0);
        l->op = r.v[old ? 1 : 2];
    }
    return 0;
}

int bcq__global_parse_lite(bcq__modctx *cx, const bcq_record *rec,
                           size_t total, bcq_global *g, bcq_error *err)
{
    lite l;
    int rc = read_lite(cx, rec, total, &l, err);
    if (rc)
        return rc;
    defaults(cx, rec, g);
    g->name = l.name;
    g->kind = (bcq_gv_kind)l.kind;
    g->type_id = l.type_id;
    g->linkage = l.linkage;
    g->has_implicit_comdat = l.implicit_comdat;
    g->is_declaration = l.decl;
    g->is_constant = l.is_constant;
    g->address_space = l.address_space;
    g->calling_conv = l.cc;
    if (l.kind == BCQ_GV_VARIABLE)
        g->initializer = l.op;
    else if (l.kind != BCQ_GV_FUNCTION)
        g->aliasee = l.op;
    return 0;
}

int bcq__global_pack_lite(bcq__modctx *cx, const bcq_record *rec,
                          size_t total, bcq__gv *out, bcq_error *err)
{
    lite l;
    int rc = read_lite(cx, rec, total, &l, err);
    if (rc)
        return rc;
    /* what a bcq__gv cannot hold: bcq__global_parse_lite and
     * bcq__gv_pack, which keep it whole */
    if (l.name.len > UINT32_MAX || l.type_id >= UINT32_MAX ||
        (l.op >= UINT32_MAX && l.op != BCQ_NONE))
        return 1;
    /* bcq__gv_pack of bcq__global_parse_lite's answer */
    out->name = l.name.ptr;
    out->name_len = (uint32_t)l.name.len;
    out->record_bit = rec->bit;
    out->type_id = (uint32_t)l.type_id;
    out->aliasee = l.op == BCQ_NONE ? UINT32_MAX : (uint32_t)l.op;
    out->section = out->comdat = 0;
    out->bits = l.kind | l.linkage << 2 | (l.decl ? BCQ__GV_DECL : 0) |
                (l.is_constant ? BCQ__GV_CONSTANT : 0) |
                (l.implicit_comdat ? BCQ__GV_IMPLICIT_COMDAT : 0);
    out->object = UINT32_MAX;
    out->unnamed_no = 0;
    out->address_space = l.address_space;
    out->calling_conv = (uint16_t)l.cc;
    out->align_log2p1 = 0;
    out->gc = 0;
    return 0;
}

int bcq__global_thin_fail(bcq__modctx *cx, const bcq_record *rec,
                          size_t total, bcq_error *err)
{
    const uint64_t *v = rec->ops;
    const unsigned code = rec->code;
    if (cx->version < 2)
        return bcq__fail(err, BCQ_E_INVAL, rec->bit,
                         "%s record: no name pair in version %u",
                         record_name(code), cx->version);
    if (rec->nops < 2 || !bcq__range_ok(v[0], v[1], cx->strtab.len)) {
        bcq_global g; /* name_pair says what is wrong */
        int rc = name_pair(cx, rec, cx->next_value, &g, err);
        return rc ? rc : BCQ_E_INVAL;
    }
    const size_t need = bcq__thin_need(code);
    if (total < need) /* read_lite's message: fields after the name */
        return bcq__fail(err, BCQ_E_BAD_RECORD, rec->bit,
                         "%s record (value %zu) has %zu fields, needs %zu",
                         record_name(code), cx->next_value, total - 2,
                         need - 2);
    if (v[1] > UINT32_MAX) /* a bcq__gv's name length; v1 names the same */
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, rec->bit,
                         "a name of %llu bytes", (unsigned long long)v[1]);
    return bcq__fail(err, BCQ_E_INVAL, rec->bit,
                     "%s record: nothing wrong for a thin entry",
                     record_name(code));
}

const char *bcq_linkage_name(unsigned linkage)
{
    static const char *const names[] = {
        "external",    "available_externally", "linkonce", "linkonce_odr",
        "weak",        "weak_odr",             "appending", "internal",
        "private",     "extern_weak",          "common"};
    return linkage < sizeof names / sizeof names[0] ? names[linkage] : NULL;
}
