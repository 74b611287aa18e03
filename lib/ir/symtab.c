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
 * LLVM's reader trusts all of it.  bcq_symtab_get checks the header, every
 * Range, the module ranges and the strings of comdats, uncommons and
 * dependent libraries, then every symbol's own entries (name and IR name
 * inside the STRTAB, comdat index, the uncommon entry it takes) in one
 * linear pass, and keeps the result in the handle (struct symchk, built
 * once and published like a module's parts): the symbols before the first
 * damaged one ("clean") are read by bcq_symtab_next with no check that can
 * fail; from the first damaged one on, each is checked as it is read, so
 * a damaged symbol is still reported with its field and byte and the rest
 * of the table stays usable.
 *
 * The same pass gives each symbol its value id from its position
 * (symmap.c has the rule): within a module, LLVM's writer puts the
 * functions first, every one executable and not indirect, then the
 * variables, neither executable nor indirect, then the aliases (indirect)
 * and ifuncs, then the inline-assembly symbols, which have no IR name
 * (ModuleSymbolTable::getSymbolFlags, irsymtab::Builder::addSymbol).  So
 * the run of executable non-indirect symbols counts the functions and the
 * next run of non-executable non-indirect ones the variables, both taken
 * only up to the last symbol that has an IR name: a symbol with none past
 * it is an assembly symbol or an unnamed global value at the end of the
 * module, which the table alone cannot tell apart (value id BCQ_NONE;
 * bcq_symtab_global() decides from the module).
 */
#include "config.h"

#include <stdlib.h>
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
    return ((uint64_t)(c->st->blob.ptr - bcq__fs(c->f)->data) + off) * 8;
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

/* One module of the checked table: its symbols [begin, end), the first
 * uncommon entry its walk takes, and the runs that give its value ids
 * (nf functions, then nv variables; named_end: one past its last symbol
 * with an IR name; all three relative to begin). */
typedef struct symmod {
    uint32_t begin, end, unc;
    uint32_t nf, nv, named_end;
} symmod;

/* The table as bcq_symtab_get checked it, kept by the handle. */
typedef struct symchk {
    bcq_symtab st;    /* what bcq_symtab_get hands out (checked = this) */
    int rc;           /* 0; BCQ_E_STALE (the table usable all the same); or
                         why the table is refused (st: what was read) */
    bcq_error failed; /* the error of rc */
    size_t nclean;    /* symbols [0, nclean) are read without checks */
    size_t charged;
    const uint8_t *syms; /* the symbol array */
    symmod mods[];    /* st.nmodules */
} symchk;

static void symchk_drop(void *c) { free(c); }

void bcq__symchk_close(const bcq_file *f, void *c)
{
    if (!c)
        return;
    bcq__refund(bcq__fbudget(f), &((symchk *)c)->charged);
    free(c);
}

static uint32_t w32(const uint8_t *p) { return bcq__le32(p); }

#define KIND_BITS (BCQ_IRSYM_EXECUTABLE | BCQ_IRSYM_INDIRECT)

/* The runs of one module's n symbols at p that give value ids. */
static void module_runs(const uint8_t *p, size_t n, symmod *m)
{
    size_t k = 0, named_end = n;
    while (k < n && (w32(p + k * SYMBOL_SIZE + 20) & KIND_BITS) ==
                        BCQ_IRSYM_EXECUTABLE)
        k++;
    size_t nf = k;
    while (k < n && (w32(p + k * SYMBOL_SIZE + 20) & KIND_BITS) == 0)
        k++;
    while (named_end > 0 && w32(p + (named_end - 1) * SYMBOL_SIZE + 12) == 0)
        named_end--;
    size_t vend = k < named_end ? k : named_end;
    m->nf = (uint32_t)(nf < named_end ? nf : named_end);
    m->nv = (uint32_t)(vend - m->nf);
    m->named_end = (uint32_t)named_end;
}

/* Whether none of one module's n symbols at p needs a check when read:
 * every test folded into a maximum or a sum (names' ends, comdat index +
 * 1, uncommon entries taken), so the loop has no branch on the data. */
static int module_clean(const bcq_symtab *st, const uint8_t *p, size_t n,
                        const symmod *m)
{
    uint64_t maxend = 0;
    uint32_t maxc = 0;
    size_t nunc = 0;
    for (size_t k = 0; k < n; k++, p += SYMBOL_SIZE) {
        uint64_t e1 = (uint64_t)w32(p) + w32(p + 4),
                 e2 = (uint64_t)w32(p + 8) + w32(p + 12);
        uint64_t e = e1 > e2 ? e1 : e2;
        uint32_t c = w32(p + 16) + 1u;
        maxend = e > maxend ? e : maxend;
        maxc = c > maxc ? c : maxc;
        nunc += w32(p + 20) >> 2 & 1u;
    }
    return maxend <= st->strtab.len && maxc <= st->ncomdats &&
           nunc <= st->nuncommons - m->unc;
}

/* Whether symbol i (at p; uncommon cursor u) passes bcq_symtab_next's
 * checks; advances *u past the entry it takes. */
static int symbol_ok(const bcq_symtab *st, const uint8_t *p, size_t *u)
{
    if (!bcq__range_ok(w32(p), w32(p + 4), st->strtab.len) ||
        !bcq__range_ok(w32(p + 8), w32(p + 12), st->strtab.len) ||
        w32(p + 16) + 1u > st->ncomdats)
        return 0;
    if (!(w32(p + 20) & BCQ_IRSYM_HAS_UNCOMMON))
        return 1;
    return (*u)++ < st->nuncommons;
}

/* Fill c->mods and c->nclean from the table in c->st. */
static void check_symbols(symchk *c)
{
    const bcq_symtab *st = &c->st;
    c->nclean = st->nsymbols;
    for (size_t i = 0; i < st->nmodules; i++) {
        size_t off = st->modules_off + i * MODULE_SIZE;
        symmod *m = &c->mods[i];
        m->begin = word(&st->blob, off);
        m->end = word(&st->blob, off + 4);
        m->unc = word(&st->blob, off + 8);
        const uint8_t *p = c->syms + (size_t)m->begin * SYMBOL_SIZE;
        module_runs(p, m->end - m->begin, m);
        if (c->nclean != st->nsymbols ||
            module_clean(st, p, m->end - m->begin, m))
            continue;
        /* the first damaged symbol: every one from it on is checked when
         * it is read */
        size_t u = m->unc;
        for (size_t k = m->begin; k < m->end; k++, p += SYMBOL_SIZE)
            if (!symbol_ok(st, p, &u)) {
                c->nclean = k;
                break;
            }
    }
}

/* Check the file's table and describe it in *out (the work of
 * bcq_symtab_get, done once per handle). */
static int check_table(const bcq_file *f, size_t nmods, bcq_symtab *out,
                       bcq_error *err)
{
    int rc;
    if (bcq__fs(f)->ir->symtab_block == BCQ_NONE)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0, "the file has no SYMTAB");
    uint64_t at = bcq__file_bit(f, bcq__fs(f)->index.v[bcq__fs(f)->ir->symtab_block].enter_bit);
    if (bcq__fs(f)->ir->symtab_strtab == BCQ_NONE)
        return bcq__fail(err, BCQ_E_NOT_FOUND, at,
                         "no STRTAB after the SYMTAB block");
    out->bit = at;
    out->blob_bit = 0;
    if ((rc = bcq__block_blob(f, bcq__fs(f)->ir->symtab_block, BCQ__SYMTAB_BLOB, &out->blob, err)) ||
        (rc = bcq__block_blob(f, bcq__fs(f)->ir->symtab_strtab, BCQ__STRTAB_BLOB,
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

/* Build the handle's checked table: check_table, then the symbols' pass. */
static int build(const bcq_file *f, size_t nmods, const symchk **out,
                 bcq_error *err)
{
    bcq_symtab t;
    bcq_error local;
    bcq__error_clear(&local);
    memset(&t, 0, sizeof t);
    int rc = check_table(f, nmods, &t, &local);
    /* Out of memory or over the budget: a later call may succeed, so
     * nothing is kept.  Any other failure is the file's: kept, with what
     * was read of the table, so it costs once (as a module part's). */
    if (rc == BCQ_E_NOMEM || rc == BCQ_E_LIMIT) {
        if (err)
            *err = local;
        return rc;
    }
    int usable = rc == 0 || rc == BCQ_E_STALE;
    size_t acct = 0,
           n = sizeof(symchk) + (usable ? t.nmodules : 0) * sizeof(symmod);
    symchk *c;
    int arc = bcq__fzalloc(bcq__fbudget(f), &acct, n, (void **)&c, err);
    if (arc)
        return arc;
    c->st = t;
    c->st.checked = usable ? c : NULL;
    c->rc = rc;
    c->failed = local;
    if (usable) {
        c->syms = t.blob.ptr + t.symbols_off;
        check_symbols(c);
    }
    c->charged = acct;
    *out = bcq__publish(&bcq__fs(f)->ir->symtab, c, symchk_drop, bcq__fbudget(f),
                        &acct);
    return 0;
}

int bcq_symtab_get(const bcq_file *f, bcq_symtab *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    memset(out, 0, sizeof *out);
    int rc = bcq__ir_check(f, err);
    if (rc)
        return rc;
    size_t nmods = bcq__fs(f)->ir->nmods;
    const symchk *c = atomic_load_explicit(&bcq__fs(f)->ir->symtab,
                                           memory_order_acquire);
    if (!c && (rc = build(f, nmods, &c, err)))
        return rc;
    *out = c->st;
    if (c->rc && err)
        *err = c->failed;
    return c->rc;
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

/* Value id of the symbol at position k of module m (symmap.c's rule on
 * the runs the check found). */
static size_t position_id(const symmod *m, size_t k)
{
    if (k < m->nf)
        return m->nv + k;
    if (k < (size_t)m->nf + m->nv)
        return k - m->nf;
    return k < m->named_end ? k : BCQ_NONE;
}

/* The common size of uncommon entry u (< nuncommons). */
static uint64_t common_size(const bcq_symtab *st, size_t u)
{
    size_t uo = st->uncommons_off + u * uncommon_size(st->version);
    if (st->version < 4)
        return word(&st->blob, uo);
    return (uint64_t)word(&st->blob, uo) |
           (uint64_t)word(&st->blob, uo + 4) << 32;
}

/* The uncommon entry at index u into *out (u < nuncommons). */
static void read_uncommon(const bcq_symtab *st, size_t u,
                          bcq_symtab_symbol *out)
{
    size_t uo = st->uncommons_off + u * uncommon_size(st->version) +
                (st->version >= 4 ? 8 : 4);
    out->common_size = common_size(st, u);
    out->common_align = word(&st->blob, uo);
    out->coff_weak_fallback = str(st, uo + 4); /* checked by the get */
    out->section = str(st, uo + 12);
}

/* A symbol at or past the first damaged one: each entry checked as it is
 * read, the message naming the field and err->bit its byte. */
static int read_checked(const bcq_symtab *st, size_t i, bcq_symtab_iter *it,
                        bcq_symtab_symbol *out, bcq_error *err)
{
    size_t off = st->symbols_off + i * SYMBOL_SIZE;
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
    if ((out->flags & BCQ_IRSYM_HAS_UNCOMMON) &&
        it->uncommon >= st->nuncommons)
        return BAD_SYM(st, err, off + 20,
                       "SYMTAB symbol %zu needs uncommon entry %zu of %zu", i,
                       it->uncommon, st->nuncommons);
    return 0;
}

/* Enter the module that holds symbol i (< nsymbols), from it->module on;
 * entering at its first symbol restarts the uncommon walk at its UncBegin
 * (LLVM's Reader::module_symbols). */
static int enter_module(const symchk *c, bcq_symtab_iter *it, size_t i)
{
    size_t m = it->module;
    while (m < c->st.nmodules && c->mods[m].end <= i)
        m++;
    if (m >= c->st.nmodules || i < c->mods[m].begin)
        return BCQ_E_INVAL; /* an iterator set by hand */
    if (i == c->mods[m].begin)
        it->uncommon = c->mods[m].unc;
    it->module = m;
    it->module_end = c->mods[m].end;
    return 0;
}

int bcq_symtab_next(const bcq_symtab *st, bcq_symtab_iter *it,
                    bcq_symtab_symbol *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!st || !st->checked || !it || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    /* Everything is read through the handle's copy, which the get
     * checked; the caller's *st only leads to it. */
    const symchk *c = st->checked;
    st = &c->st;
    size_t i = it->next;
    if (i >= it->module_end) {
        if (it->one_module || i >= st->nsymbols)
            return BCQ_END;
        if (enter_module(c, it, i))
            return bcq__fail(err, BCQ_E_INVAL, 0,
                             "iterator past its module");
    }
    it->next = i + 1;
    const symmod *m = &c->mods[it->module];
    out->index = i;
    out->module = it->module;
    out->value_id = position_id(m, i - m->begin);
    out->common_size = 0;
    out->common_align = 0;
    /* two stores each, not a chained assignment: gcc re-reads the first
     * span as one 16-byte load, which stalls on the two 8-byte stores */
    out->coff_weak_fallback = (bcq_span){NULL, 0};
    out->section = (bcq_span){NULL, 0};
    if (i >= c->nclean) {
        int rc = read_checked(st, i, it, out, err);
        if (rc)
            return rc;
    } else {
        const uint8_t *p = c->syms + i * SYMBOL_SIZE;
        uint32_t no = w32(p), nn = w32(p + 4), io = w32(p + 8),
                 in = w32(p + 12);
        out->name = (bcq_span){nn ? st->strtab.ptr + no : NULL, nn};
        out->ir_name = (bcq_span){in ? st->strtab.ptr + io : NULL, in};
        out->comdat = (int32_t)w32(p + 16);
        out->flags = w32(p + 20);
    }
    if ((out->flags & BCQ_IRSYM_HAS_UNCOMMON) &&
        it->uncommon < st->nuncommons)
        read_uncommon(st, it->uncommon++, out);
    return 0;
}

/* Copy n clean symbols at p into out, value ids k + delta (or BCQ_NONE
 * when none): one run of the value-id rule.  *unc is the uncommon walk's
 * cursor, moved past the entries they take. */
static void copy_run(const bcq_symtab *st, const uint8_t *p, size_t n,
                     uint32_t module, size_t k, size_t delta, int none,
                     size_t *unc, bcq_symtab_entry *out)
{
    const uint8_t *str = st->strtab.ptr;
    for (size_t j = 0; j < n; j++, p += SYMBOL_SIZE, out++) {
        uint32_t nn = w32(p + 4), fl = w32(p + 20);
        out->name = nn ? str + w32(p) : NULL;
        out->value_id = none ? BCQ_NONE : k + j + delta;
        out->common_size = 0;
        out->name_len = nn;
        out->flags = fl;
        out->module = module;
        out->comdat = (int32_t)w32(p + 16);
        if (fl & BCQ_IRSYM_HAS_UNCOMMON) {
            if (*unc < st->nuncommons)
                out->common_size = common_size(st, *unc);
            ++*unc;
        }
    }
}

/* Copy clean symbols [i, end) of module mi into out, run by run, moving
 * the uncommon cursor *unc. */
static void copy_clean(const symchk *c, size_t mi, size_t i, size_t end,
                       size_t *unc, bcq_symtab_entry *out)
{
    const symmod *m = &c->mods[mi];
    const uint8_t *p = c->syms + i * SYMBOL_SIZE;
    size_t k = i - m->begin, kend = end - m->begin;
    const size_t stop[4] = {m->nf, (size_t)m->nf + m->nv, m->named_end,
                            SIZE_MAX};
    const size_t delta[4] = {m->nv, (size_t)0 - m->nf, 0, 0};
    for (int run = 0; run < 4 && k < kend; run++) {
        if (k >= stop[run])
            continue;
        size_t n = (stop[run] < kend ? stop[run] : kend) - k;
        copy_run(&c->st, p, n, (uint32_t)mi, k, delta[run], run == 3, unc,
                 out);
        k += n;
        p += n * SYMBOL_SIZE;
        out += n;
    }
}

int bcq_symtab_read(const bcq_symtab *st, bcq_symtab_iter *it,
                    bcq_symtab_entry *out, size_t cap, size_t *n,
                    bcq_error *err)
{
    bcq__error_clear(err);
    if (n)
        *n = 0;
    if (!st || !st->checked || !it || !out || !cap || !n)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const symchk *c = st->checked;
    size_t i = it->next;
    if (i >= it->module_end) {
        if (it->one_module || i >= c->st.nsymbols)
            return BCQ_END;
        if (enter_module(c, it, i))
            return bcq__fail(err, BCQ_E_INVAL, 0,
                             "iterator past its module");
    }
    if (i >= c->nclean) { /* checked one at a time, as next reads it */
        bcq_symtab_symbol s;
        int rc = bcq_symtab_next(st, it, &s, err);
        if (rc)
            return rc;
        *out = (bcq_symtab_entry){s.name.ptr, s.value_id, s.common_size,
                                  (uint32_t)s.name.len, s.flags,
                                  (uint32_t)s.module, s.comdat};
        *n = 1;
        return 0;
    }
    /* within the module and the clean range */
    size_t end = it->module_end < c->nclean ? it->module_end : c->nclean;
    if (end - i > cap)
        end = i + cap;
    copy_clean(c, it->module, i, end, &it->uncommon, out);
    it->next = end;
    *n = end - i;
    return 0;
}
