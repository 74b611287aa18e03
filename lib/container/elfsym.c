/*
 * elfsym.c - the symbol tables of an ELF file, in place (doc/format.md
 * 15.7).
 *
 * The System V gABI's Elf32/Elf64 layouts, either byte order, every field
 * read byte by byte (an object in an archive sits at any even offset).
 * The tables are the first SHT_SYMTAB and the first SHT_DYNSYM of the
 * section header table, as LLVM's ELFObjectFile takes them (DotSymtabSec,
 * DotDynSymSec), each with the string table its sh_link names and the
 * SHT_SYMTAB_SHNDX table whose sh_link names it.  The parse checks every
 * header it uses and keeps offsets; nothing is allocated or copied.  A
 * symbol is read when asked for: its name offset, its section index (an
 * SHN_XINDEX through the SHT_SYMTAB_SHNDX table) and that section's name
 * are checked then, so that a damaged symbol fails alone, as
 * ELFObjectFile's accessors fail per symbol.
 *
 * Every check is a range check of bcq__range_ok (lib/base) on 64-bit
 * values, or a count compared with what the rest of the input can hold
 * before a product is formed: no read outside the n bytes.  Errors carry
 * bit = byte offset * 8 of the faulty field (tests/data/bad/elf_*).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "container/container.h"

#define SHT_SYMTAB 2u
#define SHT_STRTAB 3u
#define SHT_NOBITS 8u
#define SHT_DYNSYM 11u
#define SHT_SYMTAB_SHNDX 18u
#define SHT_GNU_VERDEF 0x6ffffffdu
#define SHT_GNU_VERNEED 0x6ffffffeu
#define SHT_GNU_VERSYM 0x6fffffffu
#define VERSYM_VERSION 0x7fffu
#define VERSYM_HIDDEN 0x8000u
#define SHF_WRITE 1u
#define SHF_ALLOC 2u
#define SHF_EXECINSTR 4u
#define SHN_UNDEF 0u
#define SHN_LORESERVE 0xff00u
#define SHN_ABS 0xfff1u
#define SHN_COMMON 0xfff2u
#define SHN_XINDEX 0xffffu

typedef bcq__elf_shdr shdr;

static size_t shdr_size(const bcq__elfsyms *e)
{
    return e->is64 ? 64 : 40;
}

static size_t sym_size(const bcq__elfsyms *e)
{
    return e->is64 ? 24 : 16;
}

/* Byte offset, inside a section header, of sh_offset and sh_link, and of
 * sh_entsize (for the messages' bits). */
#define AT_OFFSET(e) ((e)->is64 ? 24u : 16u)
#define AT_LINK(e) ((e)->is64 ? 40u : 24u)
#define AT_ENTSIZE(e) ((e)->is64 ? 56u : 36u)

/* Section i's header (i < shnum: inside the input, checked at parse). */
static uint64_t read_shdr(const bcq__elfsyms *e, uint64_t i, shdr *s)
{
    const uint64_t at = e->shoff + i * shdr_size(e);
    bcq__elf_read_shdr(e->p + at, e->is64, e->be, s);
    return at;
}

/* Section i's sh_type and sh_link alone (i < shnum), for the walks that
 * look for a kind of section: the whole header is read only for the one
 * taken. */
static uint32_t sh_type(const bcq__elfsyms *e, uint64_t i)
{
    return bcq__rd32(e->p + e->shoff + i * shdr_size(e) + 4, e->be);
}

static uint32_t sh_link(const bcq__elfsyms *e, uint64_t i)
{
    return bcq__rd32(e->p + e->shoff + i * shdr_size(e) + AT_LINK(e), e->be);
}

/* The name of a section, a NUL-terminated string of the section name
 * table; 0, or -1 when the offset is not one. */
static int sec_name(const bcq__elfsyms *e, uint32_t off, bcq_span *out)
{
    *out = (bcq_span){(const uint8_t *)"", 0};
    if (e->names_size == 0)
        return 0;
    if (off >= e->names_size)
        return -1;
    const uint8_t *s = e->p + e->names_off + off;
    const uint8_t *z = memchr(s, 0, (size_t)(e->names_size - off));
    if (!z)
        return -1;
    *out = (bcq_span){s, (size_t)(z - s)};
    return 0;
}

/* A section's name for a message: its own, or dflt. */
static const char *label(const bcq__elfsyms *e, uint64_t sec,
                         const char *dflt, char *buf, size_t cap)
{
    shdr s;
    bcq_span nm;
    read_shdr(e, sec, &s);
    if (sec_name(e, s.name, &nm) != 0 || nm.len == 0)
        return dflt;
    snprintf(buf, cap, "%.*s", (int)(nm.len > 40 ? 40 : nm.len),
             (const char *)nm.ptr);
    return buf;
}

/* The header, the section header table and the section name table. */
static int parse_headers(const uint8_t *p, size_t n, bcq__elfsyms *e,
                         bcq_error *err)
{
    int is64, be;
    int rc = bcq__elf_header(p, n, &is64, &be, err);
    if (rc)
        return rc;
    e->is64 = is64;
    e->be = be;
    e->type = bcq__rd16(p + 16, e->be);
    e->machine = bcq__rd16(p + 18, e->be);
    bcq__str_copy(e->arch, sizeof e->arch,
                  bcq__elf_arch(e->machine, e->is64, e->be));
    const size_t at_shoff = e->is64 ? 40 : 32, at_ent = e->is64 ? 58 : 46,
                 at_num = at_ent + 2, at_strndx = at_ent + 4;
    e->shoff = e->is64 ? bcq__rd64(p + at_shoff, e->be)
                       : bcq__rd32(p + at_shoff, e->be);
    if (e->shoff == 0)
        return 0; /* no section header table: no symbols */
    const size_t shentsize = shdr_size(e);
    unsigned entsize = bcq__rd16(p + at_ent, e->be);
    uint64_t shnum = bcq__rd16(p + at_num, e->be);
    uint64_t strndx = bcq__rd16(p + at_strndx, e->be);
    /* LLVM: "invalid e_shentsize" (elf_shentsize) */
    if (entsize != shentsize)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at_ent * 8,
                         "ELF header: e_shentsize %u, not the %zu bytes of "
                         "an Elf%s_Shdr",
                         entsize, shentsize, e->is64 ? "64" : "32");
    /* elf_shoff_past */
    if (!bcq__range_ok(e->shoff, shentsize, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, at_shoff * 8,
                         "ELF header: section header table at %llu runs past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)e->shoff, n);
    e->shnum = 1;
    if (shnum == 0 || strndx == SHN_XINDEX) { /* extended numbering */
        shdr s0;
        read_shdr(e, 0, &s0);
        if (shnum == 0)
            shnum = s0.size;
        if (strndx == SHN_XINDEX)
            strndx = s0.link;
    }
    /* Count first, so that no product overflows (elf_shnum_past). */
    if (shnum > (n - e->shoff) / shentsize)
        return bcq__fail(err, BCQ_E_TRUNCATED, at_num * 8,
                         "ELF header: %llu section headers at %llu run past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)shnum,
                         (unsigned long long)e->shoff, n);
    e->shnum = shnum;
    if (strndx == SHN_UNDEF || shnum == 0)
        return 0; /* no section names */
    if (strndx >= shnum)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at_strndx * 8,
                         "ELF header: e_shstrndx %llu names no section (%llu "
                         "sections)",
                         (unsigned long long)strndx,
                         (unsigned long long)shnum);
    shdr st;
    uint64_t at = read_shdr(e, strndx, &st);
    if (st.type == SHT_NOBITS)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8 + 32,
                         "ELF section header %llu: the section name table "
                         "has no bytes (SHT_NOBITS)",
                         (unsigned long long)strndx);
    if (!bcq__range_ok(st.offset, st.size, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (at + AT_OFFSET(e)) * 8,
                         "ELF section header %llu: the section name table "
                         "at %llu, %llu bytes, runs past the end of the "
                         "input (%zu bytes)",
                         (unsigned long long)strndx,
                         (unsigned long long)st.offset,
                         (unsigned long long)st.size, n);
    e->names_off = st.offset;
    e->names_size = st.size;
    return 0;
}

/* Table t (its section sec, header s at byte at): entries, string table,
 * extended section indices. */
static int parse_table(bcq__elfsyms *e, unsigned t, uint64_t sec,
                       const shdr *s, uint64_t at, bcq_error *err)
{
    char b1[48], b2[48];
    /* the tables' names, for messages: formatted on a failure only (an
     * object without bitcode is opened once more as native, and its
     * messages were 5% of bcq symbols on libc.a) */
#define TN label(e, sec, t ? ".dynsym" : ".symtab", b1, sizeof b1)
#define SN label(e, s->link, t ? ".dynstr" : ".strtab", b2, sizeof b2)
    const size_t es = sym_size(e);
    bcq__elftab *tab = &e->tab[t];
    tab->present = 1;
    tab->sec = sec;
    if (s->size == 0)
        return 0; /* an empty table */
    /* LLVM: "invalid sh_entsize" (elf_symtab_entsize) */
    if (s->entsize != es)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                         (at + AT_ENTSIZE(e)) * 8,
                         "ELF section header %llu (%s): sh_entsize %llu, "
                         "not the %zu bytes of an Elf%s_Sym",
                         (unsigned long long)sec, TN,
                         (unsigned long long)s->entsize, es,
                         e->is64 ? "64" : "32");
    /* LLVM: "size is not a multiple of sh_entsize" (elf_symtab_partial) */
    if (s->size % es)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + AT_OFFSET(e)) * 8,
                         "ELF section header %llu (%s): %llu bytes are not "
                         "a whole number of %zu-byte symbols",
                         (unsigned long long)sec, TN,
                         (unsigned long long)s->size, es);
    /* elf_symtab_past */
    if (!bcq__range_ok(s->offset, s->size, e->n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (at + AT_OFFSET(e)) * 8,
                         "ELF section header %llu (%s): %llu bytes at %llu "
                         "run past the end of the input (%zu bytes)",
                         (unsigned long long)sec, TN,
                         (unsigned long long)s->size,
                         (unsigned long long)s->offset, e->n);
    /* The string table (LLVM getStringTableForSymtab, getStringTable):
     * elf_strtab_link, elf_strtab_type, elf_strtab_past, elf_strtab_nul. */
    if (s->link == 0 || s->link >= e->shnum)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + AT_LINK(e)) * 8,
                         "ELF section header %llu (%s): sh_link %u names no "
                         "string table (%llu sections)",
                         (unsigned long long)sec, TN, s->link,
                         (unsigned long long)e->shnum);
    shdr ss;
    uint64_t sat = read_shdr(e, s->link, &ss);
    if (ss.type != SHT_STRTAB)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, sat * 8 + 32,
                         "ELF section header %u (%s), the string table of "
                         "%s: sh_type %u, not SHT_STRTAB",
                         s->link, SN, TN, ss.type);
    if (!bcq__range_ok(ss.offset, ss.size, e->n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (sat + AT_OFFSET(e)) * 8,
                         "ELF section header %u (%s): %llu bytes at %llu run "
                         "past the end of the input (%zu bytes)",
                         s->link, SN, (unsigned long long)ss.size,
                         (unsigned long long)ss.offset, e->n);
    if (ss.size == 0 || e->p[ss.offset + ss.size - 1] != 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                         (ss.size ? ss.offset + ss.size - 1 : sat) * 8,
                         "ELF section header %u (%s): the string table %s",
                         s->link, SN,
                         ss.size ? "does not end in a NUL byte" : "is empty");
    tab->str_off = ss.offset;
    tab->str_size = ss.size;
    tab->str_sec = s->link;
    tab->off = s->offset;
    tab->count = s->size / es;
    /* The extended section indices: the SHT_SYMTAB_SHNDX that links to
     * this table, one 32-bit word per symbol (elf_shndx_short). */
    for (uint64_t i = 1; i < e->shnum; i++) {
        if (sh_type(e, i) != SHT_SYMTAB_SHNDX || sh_link(e, i) != sec)
            continue;
        shdr x;
        uint64_t xat = read_shdr(e, i, &x);
        if (!bcq__range_ok(x.offset, x.size, e->n))
            return bcq__fail(err, BCQ_E_TRUNCATED, (xat + AT_OFFSET(e)) * 8,
                             "ELF section header %llu (SHT_SYMTAB_SHNDX of "
                             "%s): %llu bytes at %llu run past the end of "
                             "the input (%zu bytes)",
                             (unsigned long long)i, TN,
                             (unsigned long long)x.size,
                             (unsigned long long)x.offset, e->n);
        if (x.size / 4 != tab->count || x.size % 4)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                             (xat + AT_OFFSET(e)) * 8,
                             "ELF section header %llu: SHT_SYMTAB_SHNDX of "
                             "%llu bytes for the %llu symbols of %s",
                             (unsigned long long)i,
                             (unsigned long long)x.size,
                             (unsigned long long)tab->count, TN);
        tab->shndx_off = x.offset;
        tab->shndx_count = x.size / 4;
        break;
    }
    return 0;
#undef TN
#undef SN
}

/* The string table section sec names (sh_link of the section at byte
 * at, for a message about what): SHT_STRTAB, inside the input, ending in
 * a NUL (elf_ver_strtab). */
static int strtab_of(const bcq__elfsyms *e, uint32_t sec, uint64_t at,
                     const char *what, uint64_t *off, uint64_t *size,
                     bcq_error *err)
{
    if (sec == 0 || sec >= e->shnum)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + AT_LINK(e)) * 8,
                         "ELF %s: sh_link %u names no string table", what,
                         sec);
    shdr ss;
    uint64_t sat = read_shdr(e, sec, &ss);
    if (ss.type != SHT_STRTAB || !bcq__range_ok(ss.offset, ss.size, e->n) ||
        ss.size == 0 || e->p[ss.offset + ss.size - 1] != 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, sat * 8,
                         "ELF %s: its string table (section %u) is not an "
                         "SHT_STRTAB inside the input ending in a NUL",
                         what, sec);
    *off = ss.offset;
    *size = ss.size;
    return 0;
}

/* Record version index ndx (pass 2) or raise *max to it (pass 1). */
static void ver_note(bcq__elfsyms *e, unsigned ndx, uint64_t name, int def,
                     size_t *max)
{
    ndx &= VERSYM_VERSION;
    if (!e->vmap) {
        if (ndx + (size_t)1 > *max)
            *max = ndx + (size_t)1;
        return;
    }
    e->vmap[ndx] = name | (def ? BCQ__VER_DEF : 0) | BCQ__VER_SET;
}

/* The entries of SHT_GNU_verdef (def) or SHT_GNU_verneed, as LLVM's
 * getVersionDefinitions / getVersionDependencies walk them: sh_info
 * entries chained by vd_next / vn_next, each with its aux entries chained
 * by vda_next / vna_next (a definition's name is its first aux's).  Each
 * entry must lie inside the section and each name inside the string
 * table; the walk is bounded by what the section can hold
 * (elf_verdef_past, elf_verneed_loop). */
static int ver_walk(bcq__elfsyms *e, int def, uint64_t sec, size_t *max,
                    bcq_error *err)
{
    shdr s;
    uint64_t at = read_shdr(e, sec, &s);
    const char *what = def ? "SHT_GNU_verdef" : "SHT_GNU_verneed";
    uint64_t so = 0, ss = 0;
    int rc = strtab_of(e, s.link, at, what, &so, &ss, err);
    if (rc)
        return rc;
    if (def) {
        e->vdef_str_off = so;
        e->vdef_str_size = ss;
    } else {
        e->vneed_str_off = so;
        e->vneed_str_size = ss;
    }
    if (!bcq__range_ok(s.offset, s.size, e->n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (at + AT_OFFSET(e)) * 8,
                         "ELF %s: %llu bytes at %llu run past the end of the "
                         "input (%zu bytes)",
                         what, (unsigned long long)s.size,
                         (unsigned long long)s.offset, e->n);
    const uint8_t *b = e->p + s.offset;
    const unsigned esz = def ? 20 : 16, asz = def ? 8 : 16;
    uint32_t info = bcq__rd32(e->p + at + (e->is64 ? 44 : 28), e->be);
    /* every entry and aux entry costs at least 8 bytes of the section */
    uint64_t budget = s.size / 8 + 1;
    uint64_t pos = 0;
    for (uint32_t k = 0; k < info; k++) {
        if (!bcq__range_ok(pos, esz, s.size) || budget-- == 0)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                             (s.offset + (pos < s.size ? pos : 0)) * 8,
                             "ELF %s: entry %u of %u lies outside the "
                             "section (%llu bytes)",
                             what, k, info, (unsigned long long)s.size);
        const uint8_t *v = b + pos;
        unsigned cnt = bcq__rd16(v + (def ? 6 : 2), e->be);
        uint64_t apos = pos + bcq__rd32(v + (def ? 12 : 8), e->be);
        for (unsigned j = 0; j < cnt; j++) {
            if (!bcq__range_ok(apos, asz, s.size) || budget-- == 0)
                return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                                 (s.offset + pos) * 8,
                                 "ELF %s: entry %u: aux entry %u lies "
                                 "outside the section (%llu bytes)",
                                 what, k, j, (unsigned long long)s.size);
            const uint8_t *a = b + apos;
            uint32_t name = bcq__rd32(a + (def ? 0 : 8), e->be);
            if (name >= ss)
                return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                                 (s.offset + apos) * 8,
                                 "ELF %s: entry %u: name offset %u past its "
                                 "string table (%llu bytes)",
                                 what, k, name, (unsigned long long)ss);
            if (def && j == 0)
                ver_note(e, bcq__rd16(v + 4, e->be), name, 1, max);
            else if (!def)
                ver_note(e, bcq__rd16(a + 6, e->be), name, 0, max);
            apos += bcq__rd32(a + (def ? 4 : 12), e->be);
        }
        if (def && cnt == 0) /* no name: the table's final NUL, "" */
            ver_note(e, bcq__rd16(v + 4, e->be), ss - 1, 1, max);
        pos += bcq__rd32(v + (def ? 16 : 12), e->be);
    }
    return 0;
}

/* The versions of .dynsym: SHT_GNU_versym, one 16-bit index per symbol,
 * and the map from index to name built from SHT_GNU_verdef and
 * SHT_GNU_verneed (LLVM's loadVersionMap: definitions, then needs). */
static int parse_versions(bcq__elfsyms *e, bcq_error *err)
{
    uint64_t vs = 0, vd = 0, vn = 0;
    for (uint64_t i = 1; i < e->shnum; i++) {
        const uint32_t type = sh_type(e, i);
        if (type == SHT_GNU_VERSYM && !vs)
            vs = i;
        else if (type == SHT_GNU_VERDEF && !vd)
            vd = i;
        else if (type == SHT_GNU_VERNEED && !vn)
            vn = i;
    }
    if (!vs || !e->tab[1].present || e->tab[1].count == 0)
        return 0;
    shdr s;
    uint64_t at = read_shdr(e, vs, &s);
    /* elf_versym_short */
    if (!bcq__range_ok(s.offset, s.size, e->n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (at + AT_OFFSET(e)) * 8,
                         "ELF SHT_GNU_versym: %llu bytes at %llu run past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)s.size,
                         (unsigned long long)s.offset, e->n);
    if (s.size / 2 < e->tab[1].count)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + AT_OFFSET(e)) * 8,
                         "ELF SHT_GNU_versym: %llu entries for the %llu "
                         "symbols of .dynsym",
                         (unsigned long long)(s.size / 2),
                         (unsigned long long)e->tab[1].count);
    size_t max = 2;
    int rc = 0;
    if (vd)
        rc = ver_walk(e, 1, vd, &max, err);
    if (rc == 0 && vn)
        rc = ver_walk(e, 0, vn, &max, err);
    if (rc)
        return rc;
    /* at most 0x8000 indices: 256 KiB */
    e->vmap = bcq__zalloc(max * sizeof *e->vmap);
    if (!e->vmap)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    e->nvmap = max;
    if (vd)
        ver_walk(e, 1, vd, &max, NULL);
    if (vn)
        ver_walk(e, 0, vn, &max, NULL);
    e->versym_off = s.offset;
    return 0;
}

void bcq__elfsyms_free(bcq__elfsyms *e)
{
    free(e->vmap);
    e->vmap = NULL;
    e->nvmap = 0;
}

int bcq__elfsyms_parse(const uint8_t *p, size_t n, bcq__elfsyms *e,
                       bcq_error *err)
{
    memset(e, 0, sizeof *e);
    e->p = p;
    e->n = n;
    int rc = parse_headers(p, n, e, err);
    if (rc || e->shoff == 0)
        return rc;
    for (uint64_t i = 1; i < e->shnum; i++) {
        const uint32_t type = sh_type(e, i);
        unsigned t = type == SHT_SYMTAB   ? 0
                     : type == SHT_DYNSYM ? 1
                                          : 2;
        if (t == 2 || e->tab[t].present)
            continue; /* LLVM takes the first of each */
        shdr s;
        uint64_t at = read_shdr(e, i, &s);
        if ((rc = parse_table(e, t, i, &s, at, err)) != 0)
            return rc;
    }
    if ((rc = parse_versions(e, err)) != 0)
        bcq__elfsyms_free(e);
    return rc;
}

static unsigned map_binding(unsigned b)
{
    switch (b) {
    case 0: return BCQ_NSYM_LOCAL;
    case 1: return BCQ_NSYM_GLOBAL;
    case 2: return BCQ_NSYM_WEAK;
    case 10: return BCQ_NSYM_GNU_UNIQUE;
    default: return BCQ_NSYM_BINDING_OTHER;
    }
}

static unsigned map_type(unsigned t)
{
    if (t <= 6)
        return t; /* NOTYPE .. TLS share their numbers */
    return t == 10 ? BCQ_NSYM_IFUNC : BCQ_NSYM_TYPE_OTHER;
}

int bcq__elfsyms_get(const bcq__elfsyms *e, unsigned t, size_t i,
                     bcq_native_symbol *out, bcq_error *err)
{
    const char *what = t ? "ELF dynamic symbol" : "ELF symbol";
    if (t > 1 || !e->tab[t].present || i >= e->tab[t].count)
        return bcq__fail(err, BCQ_E_RANGE, 0, "%s %zu: no such symbol",
                         what, i);
    const bcq__elftab *tab = &e->tab[t];
    const int be = e->be;
    const uint64_t at = tab->off + (uint64_t)i * sym_size(e);
    const uint8_t *p = e->p + at;
    uint32_t name = bcq__rd32(p, be);
    uint8_t info, other;
    uint16_t shndx;
    size_t at_shndx;
    memset(out, 0, sizeof *out);
    out->index = i;
    if (e->is64) {
        info = p[4];
        other = p[5];
        shndx = bcq__rd16(p + 6, be);
        at_shndx = 6;
        out->value = bcq__rd64(p + 8, be);
        out->size = bcq__rd64(p + 16, be);
    } else {
        out->value = bcq__rd32(p + 4, be);
        out->size = bcq__rd32(p + 8, be);
        info = p[12];
        other = p[13];
        shndx = bcq__rd16(p + 14, be);
        at_shndx = 14;
    }
    out->raw_info = info;
    out->raw_other = other;
    out->binding = map_binding(info >> 4);
    out->type = map_type(info & 15);
    out->visibility = other & 3;
    char b[48];
    /* LLVM: "st_name (0x...) is past the end of the string table"
     * (elf_sym_name_past); the table ends in a NUL (parse). */
    if (name >= tab->str_size)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                         "%s %zu: name offset %u past %s (%llu bytes)", what,
                         i, name,
                         label(e, tab->str_sec, t ? ".dynstr" : ".strtab", b,
                               sizeof b),
                         (unsigned long long)tab->str_size);
    const uint8_t *s = e->p + tab->str_off + name;
    out->name = (bcq_span){s, strlen((const char *)s)};
    uint64_t sec = shndx;
    if (shndx == SHN_UNDEF) {
        out->where = BCQ_NSYM_UNDEF;
    } else if (shndx == SHN_ABS) {
        out->where = BCQ_NSYM_ABS;
    } else if (shndx == SHN_COMMON) {
        out->where = BCQ_NSYM_IN_COMMON;
    } else if (shndx == SHN_XINDEX) {
        /* elf_sym_xindex */
        if (i >= tab->shndx_count)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + at_shndx) * 8,
                             "%s %zu: SHN_XINDEX without an "
                             "SHT_SYMTAB_SHNDX entry",
                             what, i);
        sec = bcq__rd32(e->p + tab->shndx_off + 4 * (uint64_t)i, be);
        out->where = BCQ_NSYM_IN_SECTION;
    } else if (shndx >= SHN_LORESERVE) {
        out->where = BCQ_NSYM_RESERVED;
    } else {
        out->where = BCQ_NSYM_IN_SECTION;
    }
    out->section = (uint32_t)sec;
    if (out->where == BCQ_NSYM_IN_SECTION) {
        /* LLVM: "invalid section index" (elf_sym_shndx_past) */
        if (sec >= e->shnum)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + at_shndx) * 8,
                             "%s %zu: section index %llu past the %llu "
                             "section headers",
                             what, i, (unsigned long long)sec,
                             (unsigned long long)e->shnum);
        /* the four fields used, not the whole header */
        const uint64_t hat = e->shoff + sec * shdr_size(e);
        const uint8_t *hp = e->p + hat;
        shdr h;
        h.name = bcq__rd32(hp, be);
        h.type = bcq__rd32(hp + 4, be);
        if (e->is64) {
            h.flags = bcq__rd64(hp + 8, be);
            h.addr = bcq__rd64(hp + 16, be);
        } else {
            h.flags = bcq__rd32(hp + 8, be);
            h.addr = bcq__rd32(hp + 12, be);
        }
        /* elf_sec_name_past */
        if (sec_name(e, h.name, &out->section_name) != 0)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, hat * 8,
                             "%s %zu: the name of its section %llu (offset "
                             "%u) is not a string of the section name table",
                             what, i, (unsigned long long)sec, h.name);
        out->section_flags = h.flags;
        out->section_type = h.type;
        out->section_addr = h.addr;
        out->section_class = (h.flags & SHF_ALLOC ? BCQ_NSEC_ALLOC : 0) |
                             (h.flags & SHF_WRITE ? BCQ_NSEC_WRITE : 0) |
                             (h.flags & SHF_EXECINSTR ? BCQ_NSEC_EXEC : 0) |
                             (h.type == SHT_NOBITS ? BCQ_NSEC_NOBITS : 0);
    }
    if (out->where == BCQ_NSYM_IN_COMMON || out->type == BCQ_NSYM_COMMON)
        out->common_align = out->value;
    out->version = (bcq_span){(const uint8_t *)"", 0};
    if (t == 1 && e->vmap) {
        const uint64_t vat = e->versym_off + 2 * (uint64_t)i;
        unsigned v = bcq__rd16(e->p + vat, be), idx = v & VERSYM_VERSION;
        if (idx > 1) {
            /* LLVM: "SHT_GNU_versym section refers to a version index N
             * which is missing" (elf_versym_missing) */
            if (idx >= e->nvmap || !(e->vmap[idx] & BCQ__VER_SET))
                return bcq__fail(err, BCQ_E_BAD_CONTAINER, vat * 8,
                                 "%s %zu: version index %u is defined by no "
                                 "SHT_GNU_verdef or SHT_GNU_verneed entry",
                                 what, i, idx);
            uint64_t m = e->vmap[idx];
            int def = (m & BCQ__VER_DEF) != 0;
            const uint8_t *vn = e->p +
                                (def ? e->vdef_str_off : e->vneed_str_off) +
                                (uint32_t)m;
            out->version = (bcq_span){vn, strlen((const char *)vn)};
            out->version_defined = def;
            out->version_hidden = (v & VERSYM_HIDDEN) != 0;
        }
    }
    return 0;
}

int bcq__elfsyms_section(const bcq__elfsyms *e, uint64_t k,
                         bcq_native_section *out, bcq_error *err)
{
    if (e->shoff == 0 || k >= e->shnum)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "ELF section %llu: no such section (%llu section "
                         "headers)",
                         (unsigned long long)k, (unsigned long long)e->shnum);
    shdr h;
    uint64_t at = read_shdr(e, k, &h);
    /* elf_sec_name_past, as a symbol's section name */
    if (sec_name(e, h.name, &out->name) != 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                         "ELF section %llu: its name (offset %u) is not a "
                         "string of the section name table",
                         (unsigned long long)k, h.name);
    out->index = (size_t)k;
    out->segment = (bcq_span){(const uint8_t *)"", 0};
    out->addr = h.addr;
    out->bytes = h.size;
    out->offset = h.offset;
    out->flags = h.flags;
    out->type = h.type;
    out->section_class = (h.flags & SHF_ALLOC ? BCQ_NSEC_ALLOC : 0) |
                         (h.flags & SHF_WRITE ? BCQ_NSEC_WRITE : 0) |
                         (h.flags & SHF_EXECINSTR ? BCQ_NSEC_EXEC : 0) |
                         (h.type == SHT_NOBITS ? BCQ_NSEC_NOBITS : 0);
    return 0;
}
