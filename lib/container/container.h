/*
 * container.h - the container layer: what an input is (identify.c), where
 * the bitstream lies in it (a raw stream, the wrapper header, a section of
 * an ELF, Mach-O or COFF object, a slice of a universal binary: object.c,
 * elf.c, macho.c, coff.c), the members of an ar archive (ar.c), and what
 * kind of stream it is (container.c).  Depends on lib/base only: it finds
 * the bytes, the layer above (lib/bitstream) decodes them, and lib/file,
 * which composes the handle, keeps what it found.  doc/format.md 15.
 *
 * Every reader here takes the input as (p, n) and reports offsets as bytes
 * from p; errors carry bit = byte offset * 8 of the faulty field and a
 * message that names the container ("ELF section header 3: ...").
 */
#ifndef BCQ_CONTAINER_H
#define BCQ_CONTAINER_H

#include "base/base.h"

/* Where the bitstream lies in an input, and what it is. */
typedef struct bcq__where {
    bcq_object object; /* the object the bitcode came from ... */
    int has_object;    /* ... when it came from one (bcq_file_object) */
    bcq_container container;
    uint32_t wrapper[5];
    size_t stream_off; /* byte offset of the bitstream in the input */
    size_t stream_len;
    uint32_t magic;
    int is_ir;
} bcq__where;

/* Find the container and the bitstream in the size bytes at data (fills
 * all of *w; arch picks a universal binary's slice).  0, or the error of
 * bcq_open_mem's container part, w then partly filled. */
int bcq__container_detect(const uint8_t *data, size_t size, const char *arch,
                          bcq__where *w, bcq_error *err);

/* The NUL-terminated src into dst[cap] (cap > 0), cut to fit: what
 * snprintf(dst, cap, "%s", src) writes, without its formatting machinery
 * (the architecture name of every ELF member: 3% of bcq symbols libc.a). */
static inline void bcq__str_copy(char *dst, size_t cap, const char *src)
{
    size_t n = strlen(src);
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

/* ---- fields of either byte order, read byte by byte (headers need no
 * alignment: an object inside an archive sits at any even offset). */
static inline uint16_t bcq__rd16(const uint8_t *p, int be)
{
    return be ? (uint16_t)(p[0] << 8 | p[1]) : (uint16_t)(p[0] | p[1] << 8);
}
static inline uint32_t bcq__rd32(const uint8_t *p, int be)
{
    return be ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
                    (uint32_t)p[2] << 8 | p[3]
              : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 |
                    (uint32_t)p[1] << 8 | p[0];
}
static inline uint64_t bcq__rd64(const uint8_t *p, int be)
{
    uint64_t a = bcq__rd32(p, be), b = bcq__rd32(p + 4, be);
    return be ? a << 32 | b : b << 32 | a;
}

/* ---- identify.c */
/* A longer description than bcq_kind_name for messages: "ELF 64-bit LSB
 * relocatable object (x86-64)", "ar archive (GNU)", ...  Writes at most n
 * bytes, NUL-terminated; returns buf. */
const char *bcq__describe(const uint8_t *p, size_t n, char *buf, size_t cap);

/* ---- the object readers (elf.c, macho.c, coff.c).  Each is called only
 * when bcq_identify gave its kind, fills o (kind, bits, big_endian,
 * machine, arch, slice_off/size = 0/n, section_off/size, section) and
 * returns 0, BCQ_E_NO_BITCODE (o filled, section_size 0),
 * BCQ_E_TRUNCATED or BCQ_E_BAD_CONTAINER. */
int bcq__elf_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err);
/* One ELF section header, decoded (elf.c): its fields at p, of the class
 * and byte order given (the caller checked that they lie in the input). */
typedef struct bcq__elf_shdr {
    uint32_t name, type, link;
    uint64_t flags, addr, offset, size, entsize;
} bcq__elf_shdr;
void bcq__elf_read_shdr(const uint8_t *p, int is64, int be, bcq__elf_shdr *s);
/* An ELF file's identification (EI_CLASS, EI_DATA) and header size
 * checked: 0 with *is64 and *be set, or BCQ_E_TRUNCATED /
 * BCQ_E_BAD_CONTAINER. */
int bcq__elf_header(const uint8_t *p, size_t n, int *is64, int *be,
                    bcq_error *err);
int bcq__coff_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err);
/* coff.c: a COFF file header (or bigobj header), checked against the n
 * input bytes at p: the section headers and, when PointerToSymbolTable is
 * not 0, the symbol records and the string table inside the input.  at:
 * the header's offset (0 for an object, after "PE\0\0" in a PE image).
 * Offsets are from p.  0, or BCQ_E_TRUNCATED (symsize 0 when the header
 * itself was short). */
typedef struct bcq__coffhdr {
    int big;                  /* ANON_OBJECT_HEADER_BIGOBJ */
    uint32_t machine, characteristics, opt_size;
    uint64_t sect_off, nsect; /* 40-byte section headers */
    uint64_t sym_off, nsym;   /* records (aux included); sym_off 0: none */
    unsigned symsize;         /* 18, or 20 in bigobj */
    uint64_t str_off, str_size; /* str_size as stored */
    size_t at_ptr;            /* byte offset of PointerToSymbolTable */
} bcq__coffhdr;
int bcq__coff_header(const uint8_t *p, size_t n, size_t at, bcq__coffhdr *h,
                     bcq_error *err);
/* The name of the section header at byte at (inline, or "/NNN" or
 * "//" and base64 digits in h's string table), a view into p.  0 or
 * BCQ_E_BAD_CONTAINER. */
int bcq__coff_section_name(const uint8_t *p, const bcq__coffhdr *h,
                           size_t at, bcq_span *name, bcq_error *err);
/* The architecture's name of a COFF Machine ("x86_64", ...; "" unknown). */
const char *bcq__coff_arch(unsigned machine);
/* A thin Mach-O object. */
int bcq__macho_find(const uint8_t *p, size_t n, bcq_object *o,
                    bcq_error *err);
/* The slice of a universal binary chosen by arch (NULL: the only one):
 * 0 with *out its entry, or BCQ_E_AMBIGUOUS (several, no arch),
 * BCQ_E_NOT_FOUND (no slice of that arch), or the errors of the slice
 * table (BCQ_E_TRUNCATED, BCQ_E_BAD_CONTAINER, ...). */
int bcq__universal_slice(const uint8_t *p, size_t n, const char *arch,
                         bcq_slice *out, bcq_error *err);
/* The slice of a universal binary chosen by arch (NULL: the only one),
 * then its object (offsets still from p; slice_off/size set).  An error's
 * bit counts from p. */
int bcq__universal_find(const uint8_t *p, size_t n, const char *arch,
                        bcq_object *o, bcq_error *err);

/* object.c: what the readers share.  The object's name for messages
 * ("ELF 64-bit object (x86_64)").  bcq__object_section takes the bitcode
 * section [off, off + size) of the n-byte object whose header fields at
 * field_bit gave them: past the end is BCQ_E_TRUNCATED; one byte or none
 * is the placeholder -fembed-bitcode=marker leaves (clang writes a single
 * 0 byte), BCQ_E_NO_BITCODE; else o's section fields are set. */
const char *bcq__object_name(const bcq_object *o, char *buf, size_t cap);
int bcq__object_section(bcq_object *o, const char *name, uint64_t off,
                        uint64_t size, size_t n, uint64_t field_bit,
                        bcq_error *err);
/* BCQ_E_NO_BITCODE for o, which has no bitcode section. */
int bcq__object_none(const bcq_object *o, bcq_error *err);

/* ---- ar.c: an ar archive's member table and symbol index, as views
 * into the archive (doc/format.md 15.5). */
typedef struct bcq__ar_member {
    uint64_t header_off, data_off, size; /* data_off 0: a thin member */
    uint64_t name_off, mtime;            /* the name: a view at name_off */
    uint32_t name_len, mode, uid, gid;
} bcq__ar_member;

typedef struct bcq__ar_symbol {
    uint64_t name_off, header_off; /* header_off: its member's header */
    uint32_t name_len, member;     /* member: UINT32_MAX when lazy */
} bcq__ar_symbol;

typedef struct bcq__ar {
    bcq_archive_format format;
    bcq__ar_member *m; /* in archive order, header offsets ascending */
    size_t n;
    bcq__ar_symbol *sym; /* the symbol index, in its order */
    size_t nsym;
    uint64_t names_off, names_size; /* the "//" table (size 0: none) */
    int thin;
    int lazy; /* read by its index alone: m is empty, sym[].member unset */
} bcq__ar;

/* Read the member headers, the long-name table and the symbol index of
 * the n-byte archive at p (its magic checked by the caller); lazy: only
 * the tables at its start (the symbol index and "//", which archivers
 * write before the first member) and no member header, the index's
 * offsets checked only to lie inside the archive -- unless it is thin,
 * which is read whole either way (its headers are all it holds).  0, or
 * BCQ_E_TRUNCATED / BCQ_E_BAD_CONTAINER / BCQ_E_NOMEM with nothing held. */
int bcq__ar_parse(const uint8_t *p, size_t n, int lazy, bcq__ar *out,
                  bcq_error *err);
/* The member whose header is at off in archive a (parsed from p, n):
 * the header read and checked as the walk checks it, which must be an
 * ordinary member's.  0, or BCQ_E_BAD_CONTAINER / BCQ_E_TRUNCATED. */
int bcq__ar_member_at(const uint8_t *p, size_t n, const bcq__ar *a,
                      uint64_t off, bcq__ar_member *out, bcq_error *err);
/* The number of the member whose header is at off in a's table, or -1. */
long bcq__ar_find_member(const bcq__ar *a, uint64_t off);
void bcq__ar_free(bcq__ar *a);

/* ---- elfsym.c: an ELF file's symbol tables, in place (doc/format.md
 * 15.7).  Nothing is allocated: the parse checks the headers and keeps
 * offsets; each symbol is read and checked when asked for. */
typedef struct bcq__elftab {
    int present;
    uint64_t sec;            /* its section index */
    uint64_t off, count;     /* entries at off */
    uint64_t str_off, str_size; /* the linked string table */
    uint64_t str_sec;
    uint64_t shndx_off, shndx_count; /* SHT_SYMTAB_SHNDX; count 0: none */
} bcq__elftab;

typedef struct bcq__elfsyms {
    const uint8_t *p;
    size_t n;
    int is64, be;
    uint32_t type, machine;
    char arch[16];
    uint64_t shoff, shnum;
    uint64_t names_off, names_size; /* the section name table; size 0:
                                       none */
    bcq__elftab tab[2];             /* BCQ_NATIVE_SYMTAB, _DYNSYM */
    /* symbol versions of .dynsym: SHT_GNU_versym at versym_off (0: none);
     * vmap[index] = name offset | BCQ__VER_DEF | BCQ__VER_SET, the name in
     * the verdef (BCQ__VER_DEF) or verneed string table */
    uint64_t versym_off;
    uint64_t *vmap; /* bcq__zalloc'ed: bcq__elfsyms_free */
    size_t nvmap;
    uint64_t vdef_str_off, vdef_str_size, vneed_str_off, vneed_str_size;
} bcq__elfsyms;
#define BCQ__VER_DEF ((uint64_t)1 << 32)
#define BCQ__VER_SET ((uint64_t)1 << 33)
void bcq__elfsyms_free(bcq__elfsyms *e);

/* Check the ELF header, the section header table and the symbol tables'
 * headers of the n bytes at p (an ELF, bcq_identify says).  0, or
 * BCQ_E_TRUNCATED / BCQ_E_BAD_CONTAINER. */
int bcq__elfsyms_parse(const uint8_t *p, size_t n, bcq__elfsyms *e,
                       bcq_error *err);
/* Symbol i of table t, checked.  0, BCQ_E_RANGE, BCQ_E_BAD_CONTAINER. */
int bcq__elfsyms_get(const bcq__elfsyms *e, unsigned t, size_t i,
                     bcq_native_symbol *out, bcq_error *err);
/* The header of section k (0 .. shnum - 1) as bcq_native_section_get
 * gives it.  0, BCQ_E_RANGE, BCQ_E_BAD_CONTAINER (a name outside the
 * section name table). */
int bcq__elfsyms_section(const bcq__elfsyms *e, uint64_t k,
                         bcq_native_section *out, bcq_error *err);
/* elf.c: the architecture's name of an ELF e_machine. */
const char *bcq__elf_arch(unsigned machine, int is64, int be);

/* ---- coffsym.c: a COFF object's (or PE image's) symbol table, in place
 * (doc/format.md 15.7).  Nothing is allocated; a symbol is read and
 * checked when asked for.  Symbol indices are record indices, as LLVM's
 * COFFObjectFile::getSymbolIndex counts them (relocations name them so):
 * a symbol's NumberOfAuxSymbols records follow it, and a walk steps by
 * 1 + raw_other from 0. */
typedef struct bcq__coffsyms {
    const uint8_t *p;
    size_t n;
    bcq__coffhdr h;
    int pe;              /* a PE image (MZ, "PE\0\0", optional header) */
    uint64_t image_base; /* PE: the optional header's ImageBase */
    uint64_t str_size;   /* the string table's usable size (4 when less) */
} bcq__coffsyms;
int bcq__coffsyms_parse(const uint8_t *p, size_t n, bcq__coffsyms *c,
                        bcq_error *err);
/* Symbol record i, checked.  0, BCQ_E_RANGE, BCQ_E_BAD_CONTAINER,
 * the latter also for aux records past the table. */
int bcq__coffsyms_get(const bcq__coffsyms *c, size_t i,
                      bcq_native_symbol *out, bcq_error *err);
/* Section number (1-based, as a symbol's SectionNumber) facts: name (long
 * names resolved), VirtualAddress (+ ImageBase in a PE image),
 * SizeOfRawData, PointerToRawData, Characteristics.  Any output may be
 * NULL.  0, BCQ_E_RANGE (no such section), BCQ_E_BAD_CONTAINER (name). */
int bcq__coffsyms_section(const bcq__coffsyms *c, uint32_t number,
                          bcq_span *name, uint64_t *addr, uint64_t *bytes,
                          uint64_t *offset, uint32_t *characteristics,
                          bcq_error *err);
/* The BCQ_NSEC_* classes of a section's Characteristics. */
unsigned bcq__coff_class(uint32_t characteristics);
/* ---- machosym.c: a thin Mach-O file's LC_SYMTAB and sections, in place
 * (doc/format.md 15.7).  The parse checks the load commands and keeps
 * offsets, one per section (8 bytes per 68 or more of the input, freed by
 * bcq__machosyms_free): a symbol's section is then found at once, not by
 * walking load commands that a hostile file can make as many as its
 * sections' symbols; each symbol is read and checked when asked for. */
typedef struct bcq__machosyms {
    const uint8_t *p;
    size_t n;
    int is64, be;
    uint32_t cputype, filetype, ncmds;
    char arch[16];
    uint64_t nsects;                       /* sections, numbered 1.. */
    int has_symtab;
    uint64_t symtab_at;                    /* the LC_SYMTAB command */
    uint64_t symoff, nsyms, stroff, strsize;
    uint64_t *sect;     /* per section 1 .. nsects: its header's offset,
                           bit 63 set for a section_64 (malloc'ed) */
} bcq__machosyms;

void bcq__machosyms_free(bcq__machosyms *m);

/* Check the header, the load commands and LC_SYMTAB's tables of the n
 * bytes at p (a thin Mach-O, bcq_identify says).  0, or BCQ_E_TRUNCATED /
 * BCQ_E_BAD_CONTAINER / BCQ_E_NOMEM; bcq__machosyms_free either way. */
int bcq__machosyms_parse(const uint8_t *p, size_t n, bcq__machosyms *m,
                         bcq_error *err);
/* Symbol i, checked.  0, BCQ_E_RANGE, BCQ_E_BAD_CONTAINER. */
int bcq__machosyms_get(const bcq__machosyms *m, size_t i,
                       bcq_native_symbol *out, bcq_error *err);
/* Section k (1 .. nsects, as n_sect counts).  0 or BCQ_E_RANGE; out's
 * size field is left alone. */
int bcq__machosyms_section(const bcq__machosyms *m, uint64_t k,
                           bcq_native_section *out, bcq_error *err);
/* macho.c: the architecture's name of a cputype/cpusubtype ("x86_64",
 * "arm64", ...; "" when not known). */
const char *bcq__macho_arch(uint32_t cpu, uint32_t sub);
/* macho.c: a thin Mach-O's mach header and its load commands' count and
 * size, checked as MachOObjectFile's constructor checks them (sizeofcmds
 * inside the input, at most sizeofcmds / 8 commands); shared by the
 * bitcode search and machosym.c.  0, BCQ_E_TRUNCATED or
 * BCQ_E_BAD_CONTAINER; is64 and be are set whatever the outcome once 4
 * bytes are there. */
typedef struct bcq__machohdr {
    int is64, be;
    size_t hsize;
    uint32_t cputype, cpusubtype, filetype, ncmds, sizeofcmds;
} bcq__machohdr;
int bcq__macho_header(const uint8_t *p, size_t n, bcq__machohdr *h,
                      bcq_error *err);

#endif /* BCQ_CONTAINER_H */
