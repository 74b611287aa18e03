/*
 * symtab.c - the irsymtab in the SYMTAB blob, read in place.
 *
 * Layout (doc/format.md 8; LLVM's llvm/Object/IRSymtab.h, storage::):
 * little-endian 32-bit words, no alignment.  Header of 19 words: Version,
 * Producer (Str), Modules, Comdats, Symbols, Uncommons (Range), TargetTriple,
 * SourceFileName, COFFLinkerOpts (Str), DependentLibraries (Range of Str).
 * A Str is {offset, size} into the STRTAB blob; a Range is {offset, count}
 * with the offset in bytes into the SYMTAB blob.  Module {Begin, End,
 * UncBegin} 12 bytes, Comdat {Name, SelectionKind} 12, Symbol {Name,
 * IRName, ComdatIndex, Flags} 24, Uncommon {CommonSize, CommonAlign,
 * COFFWeakExternFallbackName, SectionName}: 24 bytes in version 3 (LLVM 14),
 * 28 in version 4 where CommonSize is 64-bit.
 *
 * LLVM's reader trusts all of it.  bcq_symtab_get checks every Str, Range,
 * module range, comdat index and the uncommon walk once, so that the
 * accessors can read without further checks.
 */
#include "config.h"

#include <string.h>

#include "ir/ir.h"

#define HDR_SIZE 76u
#define MODULE_SIZE 12u
#define COMDAT_SIZE 12u
#define SYMBOL_SIZE 24u
#define STR_SIZE 8u

static size_t uncommon_size(uint32_t version)
{
    return version >= 4 ? 28u : 24u;
}

static uint32_t word(const bcq_span *b, size_t off)
{
    return bcq__le32(b->ptr + off);
}

typedef struct ctx {
    const bcq_file *f;
    bcq_symtab *st;
    bcq_error *err;
} ctx;

/* Bit position (from input start) of byte off of the SYMTAB blob. */
static uint64_t blob_bit(const ctx *c, size_t off)
{
    return ((uint64_t)(c->st->blob.ptr - c->f->data) + off) * 8;
}

/* Fail at byte off of the blob, inside the SYMTAB block. */
#define BAD(c, off, code, ...)                                                \
    in_symtab((c), bcq__fail((c)->err, (code), blob_bit((c), (off)),        \
                             __VA_ARGS__))

static int in_symtab(const ctx *c, int rc)
{
    bcq__error_context(c->err, BCQ__SYMTAB_BLOCK_ID, c->st->bit);
    return rc;
}

/* A symbol's field at byte off of the blob is wrong: BCQ_E_BAD_RECORD
 * there, in the SYMTAB's context. */
static int sym_context(const bcq_symtab *st, bcq_error *err, int rc)
{
    bcq__error_context(err, BCQ__SYMTAB_BLOCK_ID, st->bit);
    return rc;
}
#define BAD_SYM(st, err, off, ...)                                            \
    sym_context((st), (err),                                                 \
                bcq__fail((err), BCQ_E_BAD_RECORD,                           \
                          (st)->blob_bit + (uint64_t)(off)*8, __VA_ARGS__))

/* The Str at byte off of the blob, checked against the STRTAB; *out (may
 * be NULL) gets the string. */
static int sym_str(const bcq_symtab *st, size_t off, const char *what,
                   bcq_span *out, bcq_error *err)
{
    uint32_t o = word(&st->blob, off), n = word(&st->blob, off + 4);
    if (!bcq__range_ok(o, n, st->strtab.len))
        return BAD_SYM(st, err, off,
                       "SYMTAB %s: string at %lu+%lu outside the %zu-byte "
                       "STRTAB",
                       what, (unsigned long)o, (unsigned long)n,
                       st->strtab.len);
    if (out) {
        out->ptr = n ? st->strtab.ptr + o : NULL;
        out->len = n;
    }
    return 0;
}

/* The same, for bcq_symtab_get (blob_bit set first). */
static int str_at(const ctx *c, size_t off, const char *what, bcq_span *out)
{
    return sym_str(c->st, off, what, out, c->err);
}

/* A Range at byte off: count elements of elem bytes inside the blob. */
static int range_at(const ctx *c, size_t off, size_t elem, const char *what,
                    uint32_t *where, size_t *count)
{
    uint32_t o = word(&c->st->blob, off), n = word(&c->st->blob, off + 4);
    size_t len = c->st->blob.len;
    if (o > len || n > (len - o) / elem)
        return BAD(c, off, BCQ_E_BAD_RECORD,
                   "SYMTAB %s: %lu entries at byte %lu do not fit the "
                   "%zu-byte blob",
                   what, (unsigned long)n, (unsigned long)o, len);
    *where = o;
    *count = n;
    return 0;
}

static int check_modules(const ctx *c)
{
    const bcq_symtab *st = c->st;
    uint32_t expect = 0, unc = 0;
    for (size_t i = 0; i < st->nmodules; i++) {
        size_t off = st->modules_off + i * MODULE_SIZE;
        uint32_t b = word(&st->blob, off), e = word(&st->blob, off + 4),
                 u = word(&st->blob, off + 8);
        if (b != expect || e < b || e > st->nsymbols)
            return BAD(c, off, BCQ_E_BAD_RECORD,
                       "SYMTAB module %zu: symbols [%lu, %lu) out of order",
                       i, (unsigned long)b, (unsigned long)e);
        if (u < unc || u > st->nuncommons)
            return BAD(c, off + 8, BCQ_E_BAD_RECORD,
                       "SYMTAB module %zu: first uncommon %lu of %zu", i,
                       (unsigned long)u, st->nuncommons);
        expect = e;
        unc = u;
    }
    if (expect != st->nsymbols)
        return BAD(c, 12, BCQ_E_BAD_RECORD,
                   "SYMTAB modules cover %lu of %zu symbols",
                   (unsigned long)expect, st->nsymbols);
    return 0;
}

static int check_entries(const ctx *c)
{
    const bcq_symtab *st = c->st;
    int rc;
    for (size_t i = 0; i < st->ncomdats; i++)
        if ((rc = str_at(c, st->comdats_off + i * COMDAT_SIZE, "comdat name",
                         NULL)))
            return rc;
    size_t us = uncommon_size(st->version), strs = us - 2 * STR_SIZE;
    for (size_t i = 0; i < st->nuncommons; i++) {
        size_t off = st->uncommons_off + i * us;
        if ((rc = str_at(c, off + strs, "weak external fallback", NULL)) ||
            (rc = str_at(c, off + strs + STR_SIZE, "section name", NULL)))
            return rc;
    }
    for (size_t i = 0; i < st->ndeplibs; i++)
        if ((rc = str_at(c, st->deplibs_off + i * STR_SIZE,
                         "dependent library", NULL)))
            return rc;
    return 0;
}

int bcq_symtab_get(const bcq_file *f, bcq_symtab *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    memset(out, 0, sizeof *out);
    size_t nmods;
    int rc = bcq_module_count(f, &nmods, err);
    if (rc)
        return rc;
    if (f->ir->symtab_block == BCQ_NONE)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0, "the file has no SYMTAB");
    uint64_t at = bcq__file_bit(f, f->index.v[f->ir->symtab_block].enter_bit);
    if (f->ir->symtab_strtab == BCQ_NONE)
        return bcq__fail(err, BCQ_E_NOT_FOUND, at,
                         "no STRTAB after the SYMTAB block");
    out->bit = at;
    out->blob_bit = 0;
    if ((rc = bcq__block_blob(f, f->ir->symtab_block, BCQ__SYMTAB_BLOB, &out->blob, err)) ||
        (rc = bcq__block_blob(f, f->ir->symtab_strtab, BCQ__STRTAB_BLOB,
                                 &out->strtab, err)))
        return rc;
    ctx c = {f, out, err};
    out->blob_bit = blob_bit(&c, 0);
    if (out->blob.len == 0) /* LLVM too reads this as "no symbol table" */
        return bcq__fail(err, BCQ_E_NOT_FOUND, at,
                         "the SYMTAB block holds no blob");
    if (out->blob.len < HDR_SIZE)
        return in_symtab(&c, bcq__fail(err, BCQ_E_BAD_RECORD, blob_bit(&c, 0),
                                       "SYMTAB blob of %zu bytes, shorter "
                                       "than the %u-byte header",
                                       out->blob.len, HDR_SIZE));
    out->version = word(&out->blob, 0);
    if (out->version != 3 && out->version != 4)
        return BAD(&c, 0, BCQ_E_UNSUPPORTED,
                   "SYMTAB version %lu (bcq reads 3 and 4)",
                   (unsigned long)out->version);
    if ((rc = str_at(&c, 4, "producer", &out->producer)) ||
        (rc = range_at(&c, 12, MODULE_SIZE, "modules", &out->modules_off,
                       &out->nmodules)) ||
        (rc = range_at(&c, 20, COMDAT_SIZE, "comdats", &out->comdats_off,
                       &out->ncomdats)) ||
        (rc = range_at(&c, 28, SYMBOL_SIZE, "symbols", &out->symbols_off,
                       &out->nsymbols)) ||
        (rc = range_at(&c, 36, uncommon_size(out->version), "uncommons",
                       &out->uncommons_off, &out->nuncommons)) ||
        (rc = str_at(&c, 44, "target triple", &out->triple)) ||
        (rc = str_at(&c, 52, "source file name", &out->source_filename)) ||
        (rc = str_at(&c, 60, "COFF linker options",
                     &out->coff_linker_opts)) ||
        (rc = range_at(&c, 68, STR_SIZE, "dependent libraries",
                       &out->deplibs_off, &out->ndeplibs)) ||
        (rc = check_modules(&c)) || (rc = check_entries(&c)))
        return rc;
    if (out->nmodules != nmods)
        return bcq__fail(err, BCQ_E_STALE, at,
                         "SYMTAB describes %zu modules, the file has %zu",
                         out->nmodules, nmods);
    return 0;
}

/* ------------------------------------------------------------ accessors */

/* Re-check a caller-held table cheaply: the arrays must still lie inside
 * the blob it names (the struct is the caller's). */
static int st_ok(const bcq_symtab *st)
{
    if (!st || !st->blob.ptr || st->blob.len < HDR_SIZE)
        return 0;
    size_t len = st->blob.len;
    return st->modules_off <= len &&
           st->nmodules <= (len - st->modules_off) / MODULE_SIZE &&
           st->comdats_off <= len &&
           st->ncomdats <= (len - st->comdats_off) / COMDAT_SIZE &&
           st->symbols_off <= len &&
           st->nsymbols <= (len - st->symbols_off) / SYMBOL_SIZE &&
           st->uncommons_off <= len &&
           st->nuncommons <=
               (len - st->uncommons_off) / uncommon_size(st->version) &&
           st->deplibs_off <= len &&
           st->ndeplibs <= (len - st->deplibs_off) / STR_SIZE;
}

static bcq_span str(const bcq_symtab *st, size_t off)
{
    uint32_t o = word(&st->blob, off), n = word(&st->blob, off + 4);
    bcq_span s = {NULL, 0};
    if (n && bcq__range_ok(o, n, st->strtab.len)) {
        s.ptr = st->strtab.ptr + o;
        s.len = n;
    }
    return s;
}

int bcq_symtab_module(const bcq_symtab *st, size_t i, size_t *begin,
                      size_t *end, size_t *unc_begin)
{
    if (!st_ok(st))
        return BCQ_E_INVAL;
    if (i >= st->nmodules)
        return BCQ_E_RANGE;
    size_t off = st->modules_off + i * MODULE_SIZE;
    if (begin)
        *begin = word(&st->blob, off);
    if (end)
        *end = word(&st->blob, off + 4);
    if (unc_begin)
        *unc_begin = word(&st->blob, off + 8);
    return 0;
}

/* One module's walk: the iterator stands at its first symbol and uncommon
 * entry, as bcq_symtab_next leaves it on entering the module, and stops at
 * its end. */
int bcq_symtab_module_iter(const bcq_symtab *st, size_t m,
                           bcq_symtab_iter *it)
{
    size_t b, e, u;
    if (!it)
        return BCQ_E_INVAL;
    int rc = bcq_symtab_module(st, m, &b, &e, &u);
    if (rc)
        return rc;
    it->next = b;
    it->module = m;
    it->uncommon = u;
    it->module_end = e;
    it->one_module = 1;
    return 0;
}

int bcq_symtab_comdat(const bcq_symtab *st, size_t i, bcq_span *name,
                      unsigned *selection)
{
    if (!st_ok(st))
        return BCQ_E_INVAL;
    if (i >= st->ncomdats)
        return BCQ_E_RANGE;
    size_t off = st->comdats_off + i * COMDAT_SIZE;
    if (name)
        *name = str(st, off);
    if (selection)
        *selection = word(&st->blob, off + 8);
    return 0;
}

int bcq_symtab_deplib(const bcq_symtab *st, size_t i, bcq_span *out)
{
    if (!st_ok(st) || !out)
        return BCQ_E_INVAL;
    if (i >= st->ndeplibs)
        return BCQ_E_RANGE;
    *out = str(st, st->deplibs_off + i * STR_SIZE);
    return 0;
}

/* Whether n bytes at byte off lie inside the blob.  The iterator's reads
 * are checked this way, one at a time, rather than through st_ok(): the
 * caller owns *st, and a check per read costs no division. */
static int in_blob(const bcq_symtab *st, size_t off, size_t n)
{
    return bcq__range_ok(off, n, st->blob.len);
}

int bcq_symtab_next(const bcq_symtab *st, bcq_symtab_iter *it,
                    bcq_symtab_symbol *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!st || !st->blob.ptr || !it || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (it->next >= st->nsymbols ||
        (it->one_module && it->next >= it->module_end))
        return BCQ_END;
    /* Every read is checked against the blob where it is made (the caller
     * owns *st); the symbol's own entries are checked here, once, rather
     * than by bcq_symtab_get in a pass of its own. */
    size_t i = it->next, off;
    if (__builtin_mul_overflow(i, (size_t)SYMBOL_SIZE, &off) ||
        __builtin_add_overflow(off, st->symbols_off, &off) ||
        !in_blob(st, off, SYMBOL_SIZE))
        return bcq__fail(err, BCQ_E_INVAL, 0, "symbol %zu outside the blob",
                         i);
    /* Find the module holding the symbol; entering a module restarts the
     * uncommon walk at its UncBegin (LLVM's Reader::module_symbols).  The
     * iterator keeps the current module's end, so a symbol of the same
     * module costs one compare. */
    while (i >= it->module_end && it->module < st->nmodules) {
        size_t mo = st->modules_off + it->module * MODULE_SIZE;
        if (it->module > (SIZE_MAX - st->modules_off) / MODULE_SIZE ||
            !in_blob(st, mo, MODULE_SIZE))
            return bcq__fail(err, BCQ_E_INVAL, 0,
                             "module %zu outside the blob", it->module);
        if (i == word(&st->blob, mo))
            it->uncommon = word(&st->blob, mo + 8);
        if (i < word(&st->blob, mo + 4)) {
            it->module_end = word(&st->blob, mo + 4);
            break;
        }
        it->module++;
    }
    it->next++;
    out->index = i;
    out->module = it->module;
    int rc;
    if ((rc = sym_str(st, off, "symbol name", &out->name, err)) ||
        (rc = sym_str(st, off + 8, "symbol IR name", &out->ir_name, err)))
        return rc;
    out->comdat = (int32_t)word(&st->blob, off + 16);
    if (out->comdat != -1 && (uint32_t)out->comdat >= st->ncomdats)
        return BAD_SYM(st, err, off + 16,
                       "SYMTAB symbol %zu: comdat index %lu of %zu", i,
                       (unsigned long)(uint32_t)out->comdat, st->ncomdats);
    out->flags = word(&st->blob, off + 20);
    out->common_size = 0;
    out->common_align = 0;
    out->coff_weak_fallback = out->section = (bcq_span){NULL, 0};
    if (!(out->flags & BCQ_IRSYM_HAS_UNCOMMON))
        return 0;
    size_t us = uncommon_size(st->version);
    if (it->uncommon >= st->nuncommons ||
        it->uncommon > (SIZE_MAX - st->uncommons_off) / us ||
        !in_blob(st, st->uncommons_off + it->uncommon * us, us))
        return BAD_SYM(st, err, off + 20,
                       "SYMTAB symbol %zu needs uncommon entry %zu of %zu", i,
                       it->uncommon, st->nuncommons);
    size_t uo = st->uncommons_off + it->uncommon++ * us;
    if (st->version >= 4) {
        out->common_size = (uint64_t)word(&st->blob, uo) |
                           (uint64_t)word(&st->blob, uo + 4) << 32;
        uo += 8;
    } else {
        out->common_size = word(&st->blob, uo);
        uo += 4;
    }
    out->common_align = word(&st->blob, uo);
    out->coff_weak_fallback = str(st, uo + 4); /* checked by the get */
    out->section = str(st, uo + 12);
    return 0;
}
