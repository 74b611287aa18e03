/*
 * machosym.c - the symbol table of a thin Mach-O file, in place
 * (doc/format.md 15.7).
 *
 * <mach-o/loader.h>, <mach-o/nlist.h>: a mach_header (28 bytes) or
 * mach_header_64 (32), either byte order, then ncmds load commands in
 * sizeofcmds bytes.  LC_SYMTAB (24 bytes) gives symoff/nsyms, the nlist
 * (12 bytes) or nlist_64 (16) entries, and stroff/strsize, the string
 * table; LC_SEGMENT / LC_SEGMENT_64 carry the section headers (section,
 * 68 bytes; section_64, 80), numbered from 1 in load-command order, which
 * is what a symbol's n_sect counts (either kind in a file of either
 * width, as LLVM reads them).  The checks are those of LLVM's
 * MachOObjectFile constructor: each command at least 8 bytes, a multiple
 * of 4 (32-bit) or 8 (64-bit), inside sizeofcmds; one LC_SYMTAB of
 * exactly 24 bytes whose tables lie inside the input; a segment's section
 * headers inside its command.  A symbol is read when asked for: n_strx
 * inside the string table and an N_SECT symbol's n_sect naming a section
 * are checked then (getSymbolName's "bad string index", getSymbolSection's
 * "Invalid section index"), so a damaged symbol fails alone.
 *
 * Nothing is allocated: the parse keeps offsets, and section k is found
 * by walking the (checked) load commands again -- a few per file.  Every
 * check is bcq__range_ok on 64-bit values; errors carry bit = byte offset
 * * 8 of the faulty field (tests/data/bad/macho_*).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "container/container.h"

#define LC_SEGMENT 0x1u
#define LC_SYMTAB 0x2u
#define LC_SEGMENT_64 0x19u
#define N_STAB 0xe0u
#define N_PEXT 0x10u
#define N_TYPE 0x0eu
#define N_EXT 0x01u
#define N_UNDF 0x0u
#define N_ABS 0x2u
#define N_SECT 0xeu
#define N_PBUD 0xcu
#define N_INDR 0xau
#define N_WEAK_REF 0x40u
#define N_WEAK_DEF 0x80u
#define SECTION_TYPE 0xffu
#define S_ZEROFILL 0x1u
#define S_GB_ZEROFILL 0xcu
#define S_THREAD_LOCAL_ZEROFILL 0x12u
#define S_ATTR_PURE_INSTRUCTIONS 0x80000000u
#define S_ATTR_DEBUG 0x02000000u
#define S_ATTR_SOME_INSTRUCTIONS 0x400u

/* A segment command's header and section sizes, by its own kind: LLVM
 * reads LC_SEGMENT and LC_SEGMENT_64 in a file of either width
 * (parseSegmentLoadCommand), each with its own layout. */
static size_t seg_size(int seg64)
{
    return seg64 ? 72 : 56;
}

static size_t sect_size(int seg64)
{
    return seg64 ? 80 : 68;
}

static size_t nlist_size(const bcq__machosyms *m)
{
    return m->is64 ? 16 : 12;
}

int bcq__machosyms_parse(const uint8_t *p, size_t n, bcq__machosyms *m,
                         bcq_error *err)
{
    memset(m, 0, sizeof *m);
    m->p = p;
    m->n = n;
    bcq__machohdr h;
    int rc = bcq__macho_header(p, n, &h, err);
    m->be = h.be;
    m->is64 = h.is64;
    if (rc)
        return rc;
    const int be = h.be;
    const size_t hsize = h.hsize;
    m->cputype = h.cputype;
    m->filetype = h.filetype;
    snprintf(m->arch, sizeof m->arch, "%s",
             bcq__macho_arch(m->cputype, h.cpusubtype));
    const uint32_t ncmds = h.ncmds, sizeofcmds = h.sizeofcmds;
    m->ncmds = ncmds;
    const unsigned align = m->is64 ? 8 : 4;
    const size_t end = hsize + sizeofcmds;
    size_t at = hsize;
    for (uint32_t c = 0; c < ncmds; c++) {
        if (end - at < 8)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                             "Mach-O load command %u at %zu: past sizeofcmds",
                             c, at);
        const uint32_t cmd = bcq__rd32(p + at, be);
        const uint32_t size = bcq__rd32(p + at + 4, be);
        /* LLVM: "load command N cmdsize too small" / "not a multiple of
         * 8" / "extends past end of file"; a cmdsize of 0 would never
         * advance (macho_cmdsize_zero) */
        if (size < 8 || size % align || size > end - at)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 4) * 8,
                             "Mach-O load command %u at %zu: cmdsize %u (at "
                             "least 8, a multiple of %u, inside sizeofcmds)",
                             c, at, size, align);
        if (cmd == LC_SEGMENT || cmd == LC_SEGMENT_64) {
            const int s64 = cmd == LC_SEGMENT_64;
            const size_t at_n = at + (s64 ? 64 : 48);
            if (size < seg_size(s64))
                return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 4) * 8,
                                 "Mach-O segment command %u at %zu: cmdsize "
                                 "%u is shorter than its header (%zu)",
                                 c, at, size, seg_size(s64));
            uint32_t nsects = bcq__rd32(p + at_n, be);
            if (nsects > (size - seg_size(s64)) / sect_size(s64))
                return bcq__fail(err, BCQ_E_BAD_CONTAINER, at_n * 8,
                                 "Mach-O segment command %u at %zu: %u "
                                 "sections do not fit in cmdsize %u",
                                 c, at, nsects, size);
            m->nsects += nsects;
        } else if (cmd == LC_SYMTAB) {
            /* LLVM: "more than one LC_SYMTAB command", "LC_SYMTAB command
             * N has incorrect cmdsize" */
            if (m->has_symtab)
                return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                                 "Mach-O load command %u at %zu: a second "
                                 "LC_SYMTAB",
                                 c, at);
            if (size != 24)
                return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 4) * 8,
                                 "Mach-O LC_SYMTAB at %zu: cmdsize %u, not "
                                 "24",
                                 at, size);
            m->has_symtab = 1;
            m->symtab_at = at;
            m->symoff = bcq__rd32(p + at + 8, be);
            m->nsyms = bcq__rd32(p + at + 12, be);
            m->stroff = bcq__rd32(p + at + 16, be);
            m->strsize = bcq__rd32(p + at + 20, be);
        }
        at += size;
    }
    /* each section's header, numbered as n_sect numbers it: the walk
     * above checked every command and count */
    if (m->nsects && !(m->sect = malloc(m->nsects * sizeof *m->sect)))
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    uint64_t k = 0;
    at = hsize;
    for (uint32_t c = 0; c < ncmds && m->nsects; c++) {
        const uint32_t cmd = bcq__rd32(p + at, be);
        if (cmd == LC_SEGMENT || cmd == LC_SEGMENT_64) {
            const int s64 = cmd == LC_SEGMENT_64;
            const uint32_t ns = bcq__rd32(p + at + (s64 ? 64 : 48), be);
            for (uint32_t j = 0; j < ns; j++)
                m->sect[k++] = (at + seg_size(s64) + j * sect_size(s64)) |
                               ((uint64_t)s64 << 63);
        }
        at += bcq__rd32(p + at + 4, be);
    }
    if (!m->has_symtab)
        return 0;
    const size_t st = m->symtab_at;
    /* LLVM: "symoff field ... extends past the end of the file", "symoff
     * field plus nsyms field times sizeof(struct nlist) ..."
     * (macho_symtab_past): the count first, so that no product overflows */
    if (m->symoff > n || m->nsyms > (n - m->symoff) / nlist_size(m))
        return bcq__fail(err, BCQ_E_TRUNCATED,
                         (st + (m->symoff > n ? 8 : 12)) * 8,
                         "Mach-O LC_SYMTAB: %llu symbols at %llu run past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)m->nsyms,
                         (unsigned long long)m->symoff, n);
    /* macho_strtab_past */
    if (!bcq__range_ok(m->stroff, m->strsize, n))
        return bcq__fail(err, BCQ_E_TRUNCATED,
                         (st + (m->stroff > n ? 16 : 20)) * 8,
                         "Mach-O LC_SYMTAB: string table at %llu (+%llu "
                         "bytes) runs past the end of the input (%zu bytes)",
                         (unsigned long long)m->stroff,
                         (unsigned long long)m->strsize, n);
    return 0;
}

/* The header of section k (1 .. nsects), as a byte offset, and in *s64
 * its layout (the parse's table). */
static uint64_t sect_at(const bcq__machosyms *m, uint64_t k, int *s64)
{
    const uint64_t e = m->sect[k - 1];
    *s64 = (int)(e >> 63);
    return e & ~(UINT64_C(1) << 63);
}

void bcq__machosyms_free(bcq__machosyms *m)
{
    free(m->sect);
    m->sect = NULL;
}

/* A 16-byte name field: NUL-padded, or all 16 bytes. */
static bcq_span name16(const uint8_t *p)
{
    const uint8_t *z = memchr(p, 0, 16);
    return (bcq_span){p, z ? (size_t)(z - p) : 16};
}

static int span_is(bcq_span s, const char *w)
{
    size_t k = strlen(w);
    return s.len >= k && memcmp(s.ptr, w, k) == 0;
}

int bcq__machosyms_section(const bcq__machosyms *m, uint64_t k,
                           bcq_native_section *out, bcq_error *err)
{
    if (k == 0 || k > m->nsects)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "Mach-O section %llu: no such section (%llu, "
                         "numbered from 1)",
                         (unsigned long long)k,
                         (unsigned long long)m->nsects);
    int s64 = 0;
    const uint8_t *s = m->p + sect_at(m, k, &s64);
    const int be = m->be;
    out->index = (size_t)k;
    out->name = name16(s);
    out->segment = name16(s + 16);
    if (s64) {
        out->addr = bcq__rd64(s + 32, be);
        out->bytes = bcq__rd64(s + 40, be);
        out->offset = bcq__rd32(s + 48, be);
        out->flags = bcq__rd32(s + 64, be);
    } else {
        out->addr = bcq__rd32(s + 32, be);
        out->bytes = bcq__rd32(s + 36, be);
        out->offset = bcq__rd32(s + 40, be);
        out->flags = bcq__rd32(s + 56, be);
    }
    const uint32_t f = (uint32_t)out->flags, t = f & SECTION_TYPE;
    out->type = t;
    out->section_class =
        (f & S_ATTR_DEBUG ? 0 : BCQ_NSEC_ALLOC) |
        (span_is(out->segment, "__DATA") &&
                 !span_is(out->segment, "__DATA_CONST")
             ? BCQ_NSEC_WRITE
             : 0) |
        (f & (S_ATTR_PURE_INSTRUCTIONS | S_ATTR_SOME_INSTRUCTIONS)
             ? BCQ_NSEC_EXEC
             : 0) |
        (t == S_ZEROFILL || t == S_GB_ZEROFILL ||
                 t == S_THREAD_LOCAL_ZEROFILL
             ? BCQ_NSEC_NOBITS
             : 0);
    return 0;
}

/* The string at offset off (< strsize) of the string table: up to its
 * NUL, or to the end of the table. */
static bcq_span table_string(const bcq__machosyms *m, uint64_t off)
{
    const uint8_t *s = m->p + m->stroff + off;
    const uint8_t *z = memchr(s, 0, (size_t)(m->strsize - off));
    return (bcq_span){s, z ? (size_t)(z - s) : (size_t)(m->strsize - off)};
}

/* Symbol i's name, last, so that a bad n_strx leaves every other field
 * filled and the name {NULL, 0} (llvm-nm lists such a symbol as "bad
 * string index").  n_strx 0 is no name (LLVM getSymbolName); LLVM reads a
 * name anywhere in the file, bcq only inside the string table
 * (macho_strx_past). */
static int sym_name(const bcq__machosyms *m, size_t i, uint64_t at,
                    uint32_t strx, bcq_native_symbol *out, bcq_error *err)
{
    if (strx == 0)
        return 0;
    if (strx >= m->strsize) {
        out->name = (bcq_span){NULL, 0};
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                         "Mach-O symbol %zu: n_strx %u past the string "
                         "table (%llu bytes)",
                         i, strx, (unsigned long long)m->strsize);
    }
    out->name = table_string(m, strx);
    return 0;
}

int bcq__machosyms_get(const bcq__machosyms *m, size_t i,
                       bcq_native_symbol *out, bcq_error *err)
{
    if (!m->has_symtab || i >= m->nsyms)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "Mach-O symbol %zu: no such symbol", i);
    const int be = m->be;
    const uint64_t at = m->symoff + (uint64_t)i * nlist_size(m);
    const uint8_t *p = m->p + at;
    const uint32_t strx = bcq__rd32(p, be);
    const uint8_t type = p[4], sect = p[5];
    const uint16_t desc = bcq__rd16(p + 6, be);
    memset(out, 0, sizeof *out);
    out->index = i;
    out->value = m->is64 ? bcq__rd64(p + 8, be) : bcq__rd32(p + 8, be);
    out->raw_info = type;
    out->raw_other = sect;
    out->section = sect;
    out->version = (bcq_span){(const uint8_t *)"", 0};
    out->section_name = out->version;
    out->name = out->version;
    out->binding = (type & N_EXT) ? BCQ_NSYM_GLOBAL : BCQ_NSYM_LOCAL;
    if ((type & N_EXT) && (desc & (N_WEAK_REF | N_WEAK_DEF)))
        out->binding = BCQ_NSYM_WEAK;
    out->visibility = (type & N_PEXT) ? 2 : 0;
    out->type = BCQ_NSYM_NOTYPE;
    if (type & N_STAB) { /* a debugger entry: n_type is its stab code */
        out->type = BCQ_NSYM_TYPE_OTHER;
        out->where = BCQ_NSYM_RESERVED;
        return sym_name(m, i, at, strx, out, err);
    }
    switch (type & N_TYPE) {
    case N_UNDF:
        out->where = BCQ_NSYM_UNDEF;
        if ((type & N_EXT) && out->value) {
            /* a common block: n_value its size, GET_COMM_ALIGN its
             * alignment's log2 */
            out->where = BCQ_NSYM_IN_COMMON;
            out->size = out->value;
            out->common_align = (uint64_t)1 << ((desc >> 8) & 0xf);
        }
        break;
    case N_PBUD:
        out->where = BCQ_NSYM_UNDEF;
        break;
    case N_ABS:
        out->where = BCQ_NSYM_ABS;
        break;
    case N_SECT: {
        out->where = BCQ_NSYM_IN_SECTION;
        if (sect == 0)
            break; /* NO_SECT: LLVM's section_end, no facts */
        /* LLVM getSymbolSection: "Invalid section index"
         * (macho_nsect_past) */
        if (sect > m->nsects) {
            int rc = sym_name(m, i, at, strx, out, err);
            return rc ? rc
                      : bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 5) * 8,
                                  "Mach-O symbol %zu: n_sect %u names no "
                                  "section (%llu sections)",
                                  i, sect, (unsigned long long)m->nsects);
        }
        bcq_native_section sec;
        bcq__machosyms_section(m, sect, &sec, NULL);
        out->section_name = sec.name;
        out->section_flags = sec.flags;
        out->section_type = sec.type;
        out->section_addr = sec.addr;
        out->section_class = sec.section_class;
        break;
    }
    case N_INDR: /* n_value: the string offset of the name it stands for
                    (LLVM getIndirectName: inside the string table) */
        out->where = BCQ_NSYM_RESERVED;
        if (out->value < m->strsize) {
            out->version = table_string(m, out->value);
            out->version_defined = 1;
        }
        break;
    default: /* values <mach-o/nlist.h> does not define */
        out->where = BCQ_NSYM_RESERVED;
        break;
    }
    return sym_name(m, i, at, strx, out, err);
}
