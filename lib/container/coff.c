/*
 * coff.c - the bitcode section of a COFF object (doc/format.md 15.4).
 *
 * The PE/COFF specification's object layout: a 20-byte file header
 * (Machine, NumberOfSections, ..., PointerToSymbolTable, NumberOfSymbols,
 * SizeOfOptionalHeader), or the 56-byte bigobj header (ANON_OBJECT_HEADER_
 * BIGOBJ, 32-bit section count) of /bigobj objects; then 40-byte section
 * headers.  A section name of 8 bytes is inline; "/NNN" is a decimal
 * offset into the string table that follows the symbol table (18-byte
 * symbols, 20 in bigobj), whose first 4 bytes are its size.  The first
 * section named ".llvmbc" holds the bitcode (clang -fembed-bitcode; the
 * section IRObjectFile::findBitcodeInObject takes).  "//" base64 names,
 * for string tables past 10^7 bytes, never name ".llvmbc" and are passed
 * over.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "container/container.h"

static const char *machine_arch(unsigned m)
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

/* The name of the section header at sh (its byte offset at): inline, or
 * "/NNN" in the string table [strtab, strtab + strsize).  0 with *name
 * (NUL-terminated within its table, or a copy of the 8 bytes in buf). */
static int section_name(const uint8_t *p, size_t n, size_t at,
                        uint64_t strtab, uint64_t strsize, char buf[9],
                        const char **name, bcq_error *err)
{
    const uint8_t *sh = p + at;
    memcpy(buf, sh, 8);
    buf[8] = '\0';
    *name = buf;
    if (sh[0] != '/' || sh[1] == '/')
        return 0;
    uint64_t off = 0;
    size_t k = 1;
    for (; k < 8 && sh[k] && sh[k] != ' '; k++) {
        if (sh[k] < '0' || sh[k] > '9')
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (uint64_t)at * 8,
                             "COFF section header at %zu: name \"%.8s\" is "
                             "not '/' and a decimal offset",
                             at, (const char *)sh);
        off = off * 10 + (uint64_t)(sh[k] - '0');
    }
    if (k == 1)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (uint64_t)at * 8,
                         "COFF section header at %zu: name \"/\" without "
                         "an offset",
                         at);
    if (off < 4 || off >= strsize ||
        !memchr(p + strtab + off, 0, (size_t)(strsize - off)))
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (uint64_t)at * 8,
                         "COFF section header at %zu: name offset %llu is "
                         "not a string of the string table (%llu bytes)",
                         at, (unsigned long long)off,
                         (unsigned long long)strsize);
    (void)n;
    *name = (const char *)p + strtab + off;
    return 0;
}

int bcq__coff_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err)
{
    /* identify.c took the input as COFF: 20 bytes and a known Machine, or
     * the bigobj signature and class id (32 bytes seen). */
    const int big = p[0] == 0 && p[1] == 0;
    const size_t hsize = big ? 56 : 20;
    o->kind = BCQ_KIND_COFF;
    o->big_endian = 0;
    if (n < hsize)
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "COFF%s header of %zu bytes, input has %zu",
                         big ? " bigobj" : "", hsize, n);
    o->machine = bcq__rd16(p + (big ? 6 : 0), 0);
    o->bits = o->machine == 0x014c || o->machine == 0x01c4 ||
                      o->machine == 0x01c0
                  ? 32
                  : 64;
    snprintf(o->arch, sizeof o->arch, "%s", machine_arch(o->machine));
    uint64_t nsect, symptr, nsym, table;
    size_t at_nsect;
    unsigned symsize;
    if (big) {
        at_nsect = 44;
        nsect = bcq__rd32(p + 44, 0);
        symptr = bcq__rd32(p + 48, 0);
        nsym = bcq__rd32(p + 52, 0);
        table = 56;
        symsize = 20;
    } else {
        at_nsect = 2;
        nsect = bcq__rd16(p + 2, 0);
        symptr = bcq__rd32(p + 8, 0);
        nsym = bcq__rd32(p + 12, 0);
        table = 20 + (uint64_t)bcq__rd16(p + 16, 0);
        symsize = 18;
    }
    if (table > n || nsect > (n - table) / 40)
        return bcq__fail(err, BCQ_E_TRUNCATED, at_nsect * 8,
                         "COFF header: %llu section headers at %llu run past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)nsect, (unsigned long long)table,
                         n);
    /* The string table, only if a name needs it: after the symbols. */
    uint64_t strtab = 0, strsize = 0;
    if (symptr) {
        if (symptr > n || nsym > (n - symptr) / symsize ||
            n - symptr - nsym * symsize < 4)
            return bcq__fail(err, BCQ_E_TRUNCATED, (big ? 48 : 8) * 8,
                             "COFF header: %llu symbols at %llu and the "
                             "string table's size run past the end of the "
                             "input (%zu bytes)",
                             (unsigned long long)nsym,
                             (unsigned long long)symptr, n);
        strtab = symptr + nsym * symsize;
        strsize = bcq__rd32(p + strtab, 0);
        if (!bcq__range_ok(strtab, strsize, n))
            return bcq__fail(err, BCQ_E_TRUNCATED, strtab * 8,
                             "COFF string table of %llu bytes at %llu runs "
                             "past the end of the input (%zu bytes)",
                             (unsigned long long)strsize,
                             (unsigned long long)strtab, n);
    }
    for (uint64_t i = 0; i < nsect; i++) {
        const size_t at = (size_t)(table + i * 40);
        char buf[9];
        const char *name;
        int rc = section_name(p, n, at, strtab, strsize, buf, &name, err);
        if (rc)
            return rc;
        if (strcmp(name, ".llvmbc") != 0)
            continue;
        return bcq__object_section(o, ".llvmbc", bcq__rd32(p + at + 20, 0),
                                   bcq__rd32(p + at + 16, 0), n,
                                   ((uint64_t)at + 16) * 8, err);
    }
    return bcq__object_none(o, err);
}
