/*
 * coffsym.c - the symbol table of a COFF object or PE image, in place
 * (doc/format.md 15.7).
 *
 * The PE/COFF specification's layout, read as LLVM's COFFObjectFile reads
 * it: the file header (or the bigobj header) and the section headers as
 * coff.c checks them (bcq__coff_header); NumberOfSymbols records of 18
 * bytes (20 in bigobj: a 32-bit SectionNumber) at PointerToSymbolTable;
 * the string table right after them, its first 4 bytes its size (a size
 * under 4 is an empty table, as LLVM takes cvtres's 0; a larger one must
 * end in a NUL, "string table missing null terminator").  A PE image
 * (MZ, e_lfanew, "PE\0\0") has the same header after the signature, then
 * its optional header, whose ImageBase its addresses add.
 *
 *   record:  Name[8] | Value u32 | SectionNumber i16 (bigobj i32) |
 *            Type u16 | StorageClass u8 | NumberOfAuxSymbols u8
 *   Name:    8 bytes inline, NUL padded (not terminated when 8 long), or
 *            4 zero bytes and a u32 offset into the string table
 *
 * Symbols are counted in records, as LLVM's getSymbolIndex counts them:
 * the aux records of a symbol follow it, and a walk steps by 1 +
 * NumberOfAuxSymbols (raw_other) from 0, as COFFObjectFile::moveSymbolNext
 * does.  A symbol is read and checked when asked for, so that a damaged
 * symbol fails alone; every offset is checked with bcq__range_ok or
 * against a count the input was found to hold.  Errors carry bit = byte
 * offset * 8 of the faulty field (tests/data/bad/coff_*).
 */
#include "config.h"

#include <string.h>

#include "container/container.h"

#define SYM_UNDEFINED 0
#define SYM_ABSOLUTE (-1)
#define SYM_DEBUG (-2)
#define CLASS_EXTERNAL 2u
#define CLASS_STATIC 3u
#define CLASS_FILE 0x67u
#define CLASS_SECTION 0x68u
#define CLASS_WEAK_EXTERNAL 0x69u
#define DTYPE_FUNCTION 2u
#define WEAK_SEARCH_ALIAS 3u
#define SCN_CNT_CODE 0x20u
#define SCN_CNT_UNINITIALIZED_DATA 0x80u
#define SCN_LNK_INFO 0x200u
#define SCN_LNK_REMOVE 0x800u
#define SCN_MEM_DISCARDABLE 0x02000000u
#define SCN_MEM_EXECUTE 0x20000000u
#define SCN_MEM_WRITE 0x80000000u
#define MAX_SECTIONS16 0xfeffu /* COFF::MaxNumberOfSections16 */

/* A PE image: the COFF header after "PE\0\0" at e_lfanew, and ImageBase
 * from the optional header (PE32 0x10b: 4 bytes at 28; PE32+ 0x20b: 8
 * bytes at 24). */
static int pe_header(const uint8_t *p, size_t n, bcq__coffsyms *c,
                     bcq_error *err)
{
    /* coff_pe_short */
    if (n < 0x40)
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "PE image: the MZ header of 64 bytes, input has %zu",
                         n);
    uint64_t pe = bcq__rd32(p + 0x3c, 0);
    if (!bcq__range_ok(pe, 4, n) || memcmp(p + pe, "PE\0\0", 4) != 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, 0x3c * 8,
                         "PE image: e_lfanew %llu names no \"PE\\0\\0\" "
                         "signature inside the input (%zu bytes)",
                         (unsigned long long)pe, n);
    int rc = bcq__coff_header(p, n, (size_t)pe + 4, &c->h, err);
    if (rc)
        return rc;
    const uint64_t opt = pe + 24;
    if (c->h.opt_size < 32 || !bcq__range_ok(opt, 32, n))
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (pe + 20) * 8,
                         "PE image: an optional header of %u bytes has no "
                         "ImageBase",
                         c->h.opt_size);
    unsigned magic = bcq__rd16(p + opt, 0);
    if (magic == 0x10b)
        c->image_base = bcq__rd32(p + opt + 28, 0);
    else if (magic == 0x20b)
        c->image_base = bcq__rd64(p + opt + 24, 0);
    else
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, opt * 8,
                         "PE image: optional header magic 0x%x, not PE32 "
                         "(0x10b) or PE32+ (0x20b)",
                         magic);
    c->pe = 1;
    return 0;
}

int bcq__coffsyms_parse(const uint8_t *p, size_t n, bcq__coffsyms *c,
                        bcq_error *err)
{
    memset(c, 0, sizeof *c);
    c->p = p;
    c->n = n;
    int rc = n >= 2 && p[0] == 'M' && p[1] == 'Z'
                 ? pe_header(p, n, c, err)
                 : bcq__coff_header(p, n, 0, &c->h, err);
    if (rc)
        return rc;
    c->str_size = c->h.str_size < 4 ? 4 : c->h.str_size;
    /* coff_strtab_nul: LLVM's "string table missing null terminator";
     * with it every offset below the size starts a terminated string */
    if (c->h.sym_off && c->h.str_size > 4 &&
        p[c->h.str_off + c->h.str_size - 1] != 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, c->h.str_off * 8,
                         "COFF string table of %llu bytes at %llu does not "
                         "end in a NUL",
                         (unsigned long long)c->h.str_size,
                         (unsigned long long)c->h.str_off);
    return 0;
}

/* Section number k (1-based, below nsect+1: the caller checked) at its
 * header's byte offset. */
static size_t sect_at(const bcq__coffsyms *c, uint64_t k)
{
    return (size_t)(c->h.sect_off + (k - 1) * 40);
}

int bcq__coffsyms_section(const bcq__coffsyms *c, uint32_t number,
                          bcq_span *name, uint64_t *addr, uint64_t *bytes,
                          uint64_t *offset, uint32_t *characteristics,
                          bcq_error *err)
{
    if (number == 0 || number > c->h.nsect)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "COFF section %u: no such section (%llu)", number,
                         (unsigned long long)c->h.nsect);
    const size_t at = sect_at(c, number);
    const uint8_t *s = c->p + at;
    if (name) {
        int rc = bcq__coff_section_name(c->p, &c->h, at, name, err);
        if (rc)
            return rc;
    }
    if (addr)
        *addr = bcq__rd32(s + 12, 0) + c->image_base;
    if (bytes)
        *bytes = bcq__rd32(s + 16, 0);
    if (offset)
        *offset = bcq__rd32(s + 20, 0);
    if (characteristics)
        *characteristics = bcq__rd32(s + 36, 0);
    return 0;
}

/* The format-independent classes of a section's Characteristics. */
unsigned bcq__coff_class(uint32_t ch)
{
    unsigned k = 0;
    if (ch & (SCN_CNT_CODE | SCN_MEM_EXECUTE))
        k |= BCQ_NSEC_EXEC;
    if (ch & SCN_CNT_UNINITIALIZED_DATA)
        k |= BCQ_NSEC_NOBITS;
    if (ch & SCN_MEM_WRITE)
        k |= BCQ_NSEC_WRITE;
    if (!(ch & (SCN_LNK_REMOVE | SCN_LNK_INFO | SCN_MEM_DISCARDABLE)))
        k |= BCQ_NSEC_ALLOC;
    return k;
}

int bcq__coffsyms_get(const bcq__coffsyms *c, size_t i,
                      bcq_native_symbol *out, bcq_error *err)
{
    const bcq__coffhdr *h = &c->h;
    if (!h->sym_off || i >= h->nsym)
        return bcq__fail(err, BCQ_E_RANGE, 0, "COFF symbol %zu: no such "
                         "symbol", i);
    const uint64_t at = h->sym_off + (uint64_t)i * h->symsize;
    const uint8_t *r = c->p + at;
    const int big = h->big;
    const unsigned sclass = r[big ? 18 : 16], naux = r[big ? 19 : 17];
    memset(out, 0, sizeof *out);
    out->index = i;
    out->value = bcq__rd32(r + 8, 0);
    out->raw_info = (uint8_t)sclass;
    out->raw_other = (uint8_t)naux;
    out->version = out->section_name = (bcq_span){(const uint8_t *)"", 0};
    /* coff_aux_past: the aux records belong to the table */
    if (naux > h->nsym - 1 - i)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + (big ? 19 : 17)) * 8,
                         "COFF symbol %zu: %u aux records run past the %llu "
                         "records of the symbol table",
                         i, naux, (unsigned long long)h->nsym);
    if (bcq__rd32(r, 0) == 0) {
        uint32_t off = bcq__rd32(r + 4, 0);
        /* coff_sym_name_past: LLVM's getString, "string table empty" or
         * past its end */
        if (c->str_size <= 4 || off >= c->str_size)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 4) * 8,
                             "COFF symbol %zu: name offset %u past the "
                             "string table (%llu bytes)",
                             i, off, (unsigned long long)c->str_size);
        const uint8_t *s = c->p + h->str_off + off;
        out->name = (bcq_span){s, strlen((const char *)s)};
    } else {
        const uint8_t *z = memchr(r, 0, 8);
        out->name = (bcq_span){r, z ? (size_t)(z - r) : 8};
    }
    int32_t sec;
    if (big) {
        sec = (int32_t)bcq__rd32(r + 12, 0);
    } else {
        uint16_t s16 = bcq__rd16(r + 12, 0);
        sec = s16 <= MAX_SECTIONS16 ? s16 : (int16_t)s16;
    }
    const unsigned type = bcq__rd16(r + (big ? 16 : 14), 0);
    out->section = (uint32_t)sec;
    out->binding = sclass == CLASS_EXTERNAL        ? BCQ_NSYM_GLOBAL
                   : sclass == CLASS_WEAK_EXTERNAL ? BCQ_NSYM_WEAK
                                                   : BCQ_NSYM_LOCAL;
    /* LLVM's isSectionDefinition: a static symbol with aux records (or
     * C++/CLI's external absolute one) */
    if (sclass == CLASS_FILE)
        out->type = BCQ_NSYM_FILE;
    else if (naux && (sclass == CLASS_STATIC ||
                      (sclass == CLASS_EXTERNAL && sec == SYM_ABSOLUTE)))
        out->type = BCQ_NSYM_SECTION;
    else if (((type & 0xf0u) >> 4) == DTYPE_FUNCTION)
        out->type = BCQ_NSYM_FUNC;
    else
        out->type = BCQ_NSYM_NOTYPE;
    if (sec > 0) {
        /* coff_sym_sect_past: LLVM's getSection, "section index out of
         * range" */
        if ((uint64_t)sec > h->nsect)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 12) * 8,
                             "COFF symbol %zu: section number %ld past the "
                             "%llu section headers",
                             i, (long)sec, (unsigned long long)h->nsect);
        uint32_t ch;
        /* coff_secname_past: the section's "/NNN" name */
        if (bcq__coffsyms_section(c, (uint32_t)sec, &out->section_name,
                                  &out->section_addr, NULL, NULL, &ch,
                                  NULL) != 0)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                             (uint64_t)sect_at(c, (uint64_t)sec) * 8,
                             "COFF symbol %zu: the name of its section %ld "
                             "is not a string of the string table",
                             i, (long)sec);
        out->where = BCQ_NSYM_IN_SECTION;
        out->section_flags = ch;
        out->section_class = bcq__coff_class(ch);
    } else if (sec == SYM_ABSOLUTE) {
        out->where = BCQ_NSYM_ABS;
    } else if (sec != SYM_UNDEFINED) {
        out->where = BCQ_NSYM_RESERVED; /* IMAGE_SYM_DEBUG, ... */
    } else if (sclass == CLASS_WEAK_EXTERNAL && naux) {
        /* the aux record: TagIndex u32, Characteristics u32.  LLVM's
         * getSymbolFlags: undefined unless the search is for an alias */
        uint32_t wch = bcq__rd32(r + h->symsize + 4, 0);
        out->section_flags = wch;
        out->where = wch == WEAK_SEARCH_ALIAS ? BCQ_NSYM_RESERVED
                                              : BCQ_NSYM_UNDEF;
    } else if ((sclass == CLASS_EXTERNAL || sclass == CLASS_SECTION) &&
               out->value != 0) {
        out->where = BCQ_NSYM_IN_COMMON; /* LLVM's isCommon */
        out->size = out->value;
    } else {
        out->where = BCQ_NSYM_UNDEF;
    }
    return 0;
}
