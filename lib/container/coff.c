/*
 * coff.c - the bitcode section of a COFF object (doc/format.md 15.4).
 *
 * The PE/COFF specification's object layout: a 20-byte file header
 * (Machine, NumberOfSections, ..., PointerToSymbolTable, NumberOfSymbols,
 * SizeOfOptionalHeader), or the 56-byte bigobj header (ANON_OBJECT_HEADER_
 * BIGOBJ, 32-bit section count) of /bigobj objects; then 40-byte section
 * headers.  A section name of 8 bytes is inline; "/NNN" is a decimal
 * offset into the string table that follows the symbol table (18-byte
 * symbols, 20 in bigobj), whose first 4 bytes are its size; "//" and
 * base64 digits, for string tables past 10^7 bytes, the same.  The first
 * section named ".llvmbc" holds the bitcode (clang -fembed-bitcode; the
 * section IRObjectFile::findBitcodeInObject takes).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "container/container.h"

const char *bcq__coff_arch(unsigned m)
{
    switch (m) {
    case 0x014c: return "i386";
    case 0x8664: return "x86_64";
    case 0xaa64: return "arm64";
    case 0xa641: return "arm64ec";
    case 0xa64e: return "arm64x";
    case 0x01c4: return "thumbv7";
    case 0x01c0: return "arm";
    default: return "";
    }
}

/* The offset a "/NNN" (decimal) or "//XXXXXX" (up to 6 base64 digits,
 * A-Z a-z 0-9 + /, for string tables past 10^7 bytes: LLVM's
 * decodeBase64StringEntry) section name gives, the 8 bytes at sh; -1 when
 * the digits are not digits (or none). */
static int64_t name_offset(const uint8_t *sh)
{
    const int b64 = sh[1] == '/';
    int64_t off = 0;
    size_t k = b64 ? 2 : 1;
    const size_t first = k;
    for (; k < 8 && sh[k] && !(sh[k] == ' ' && !b64); k++) {
        const uint8_t ch = sh[k];
        int v;
        if (!b64)
            v = ch >= '0' && ch <= '9' ? ch - '0' : -1;
        else
            v = ch >= 'A' && ch <= 'Z'   ? ch - 'A'
                : ch >= 'a' && ch <= 'z' ? ch - 'a' + 26
                : ch >= '0' && ch <= '9' ? ch - '0' + 52
                : ch == '+'              ? 62
                : ch == '/'              ? 63
                                         : -1;
        if (v < 0)
            return -1;
        off = off * (b64 ? 64 : 10) + v;
    }
    return k == first ? -1 : off;
}

/* The name of the section header at byte at: inline (up to 8 bytes, NUL
 * padded), or "/NNN" / "//XXXXXX" in the string table h->str_off,
 * h->str_size (LLVM's COFFObjectFile::getSectionName).  0 with *name a
 * view into the input. */
int bcq__coff_section_name(const uint8_t *p, const bcq__coffhdr *h,
                           size_t at, bcq_span *name, bcq_error *err)
{
    const uint8_t *sh = p + at;
    const uint8_t *z = memchr(sh, 0, 8);
    *name = (bcq_span){sh, z ? (size_t)(z - sh) : 8};
    if (sh[0] != '/')
        return 0;
    /* coff_secname_digits */
    const int64_t off = name_offset(sh);
    if (off < 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (uint64_t)at * 8,
                         "COFF section header at %zu: name \"%.8s\" is "
                         "not '/' and a decimal offset or '//' and a "
                         "base64 one",
                         at, (const char *)sh);
    /* coff_secname_past: LLVM's getString, "string table empty" (4
     * bytes or fewer) or past its end -- an offset below 4 reads from the
     * table's size field, as LLVM's does; the string must end inside the
     * table */
    const uint8_t *s = p + h->str_off + off;
    if (h->str_size <= 4 || (uint64_t)off >= h->str_size ||
        !(z = memchr(s, 0, (size_t)(h->str_size - (uint64_t)off))))
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (uint64_t)at * 8,
                         "COFF section header at %zu: name offset %lld is "
                         "not a string of the string table (%llu bytes)",
                         at, (long long)off,
                         (unsigned long long)h->str_size);
    *name = (bcq_span){s, (size_t)(z - s)};
    return 0;
}

int bcq__coff_header(const uint8_t *p, size_t n, size_t at,
                     bcq__coffhdr *h, bcq_error *err)
{
    /* identify.c took the input as COFF: 20 bytes and a known Machine, or
     * the bigobj signature and class id (32 bytes seen); a PE image's
     * caller gives the header's place after "PE\0\0". */
    const uint8_t *q = p + at;
    memset(h, 0, sizeof *h);
    h->big = at == 0 && n >= 4 && q[0] == 0 && q[1] == 0 && q[2] == 0xff &&
             q[3] == 0xff;
    const size_t hsize = h->big ? 56 : 20;
    if (!bcq__range_ok(at, hsize, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (uint64_t)at * 8,
                         "COFF%s header of %zu bytes, input has %zu",
                         h->big ? " bigobj" : "", hsize, n);
    h->machine = bcq__rd16(q + (h->big ? 6 : 0), 0);
    size_t at_nsect, at_ptr;
    if (h->big) {
        at_nsect = 44;
        at_ptr = 48;
        h->nsect = bcq__rd32(q + 44, 0);
        h->sym_off = bcq__rd32(q + 48, 0);
        h->nsym = bcq__rd32(q + 52, 0);
        h->sect_off = 56;
        h->symsize = 20;
    } else {
        at_nsect = 2;
        at_ptr = 8;
        h->nsect = bcq__rd16(q + 2, 0);
        h->sym_off = bcq__rd32(q + 8, 0);
        h->nsym = bcq__rd32(q + 12, 0);
        h->opt_size = bcq__rd16(q + 16, 0);
        h->characteristics = bcq__rd16(q + 18, 0);
        h->sect_off = at + 20 + h->opt_size;
        h->symsize = 18;
    }
    h->at_ptr = at + at_ptr;
    /* coff_nsect_past */
    if (h->sect_off > n || h->nsect > (n - h->sect_off) / 40)
        return bcq__fail(err, BCQ_E_TRUNCATED, (uint64_t)(at + at_nsect) * 8,
                         "COFF header: %llu section headers at %llu run past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)h->nsect,
                         (unsigned long long)h->sect_off, n);
    if (!h->sym_off)
        return 0; /* no symbols, no string table */
    /* coff_symtab_past: the records, then the string table's size */
    if (h->sym_off > n || h->nsym > (n - h->sym_off) / h->symsize ||
        n - h->sym_off - h->nsym * h->symsize < 4)
        return bcq__fail(err, BCQ_E_TRUNCATED, (uint64_t)h->at_ptr * 8,
                         "COFF header: %llu symbols at %llu and the "
                         "string table's size run past the end of the "
                         "input (%zu bytes)",
                         (unsigned long long)h->nsym,
                         (unsigned long long)h->sym_off, n);
    h->str_off = h->sym_off + h->nsym * h->symsize;
    h->str_size = bcq__rd32(p + h->str_off, 0);
    /* coff_strtab_past */
    if (!bcq__range_ok(h->str_off, h->str_size, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, h->str_off * 8,
                         "COFF string table of %llu bytes at %llu runs "
                         "past the end of the input (%zu bytes)",
                         (unsigned long long)h->str_size,
                         (unsigned long long)h->str_off, n);
    return 0;
}

int bcq__coff_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err)
{
    bcq__coffhdr h;
    o->kind = BCQ_KIND_COFF;
    o->big_endian = 0;
    int rc = bcq__coff_header(p, n, 0, &h, err);
    if (h.symsize) { /* the header was read */
        o->machine = h.machine;
        o->bits = h.machine == 0x014c || h.machine == 0x01c4 ||
                          h.machine == 0x01c0
                      ? 32
                      : 64;
        snprintf(o->arch, sizeof o->arch, "%s", bcq__coff_arch(h.machine));
    }
    if (rc)
        return rc;
    for (uint64_t i = 0; i < h.nsect; i++) {
        const size_t at = (size_t)(h.sect_off + i * 40);
        bcq_span name;
        rc = bcq__coff_section_name(p, &h, at, &name, err);
        if (rc)
            return rc;
        if (name.len != 7 || memcmp(name.ptr, ".llvmbc", 7) != 0)
            continue;
        return bcq__object_section(o, ".llvmbc", bcq__rd32(p + at + 20, 0),
                                   bcq__rd32(p + at + 16, 0), n,
                                   ((uint64_t)at + 16) * 8, err);
    }
    return bcq__object_none(o, err);
}
