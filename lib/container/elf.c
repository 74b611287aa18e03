/*
 * elf.c - the bitcode section of an ELF object (doc/format.md 15.2).
 *
 * ELF, 32 or 64-bit, either byte order (the System V gABI; elf.h's
 * Elf32_Ehdr/Elf64_Ehdr and Elf*_Shdr layouts).  The section header table
 * is walked in order and the first section that LLVM's
 * ELFObjectFile::isSectionBitcode / ObjectFile::isSectionBitcode accepts
 * is taken, as IRObjectFile::findBitcodeInObject takes it: type
 * SHT_LLVM_LTO, or name ".llvmbc" (clang -fembed-bitcode) or ".llvm.lto"
 * (-ffat-lto-objects).  Extended numbering (e_shnum 0 with the count in
 * section 0's sh_size, e_shstrndx SHN_XINDEX with the index in its sh_link)
 * is followed.  Nothing else is read: no program headers, no symbols.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "container/container.h"

#define SHT_NOBITS 8u
#define SHT_LLVM_LTO 0x6fff4c0cu
#define SHN_XINDEX 0xffffu

const char *bcq__elf_arch(unsigned m, int is64, int be)
{
    switch (m) {
    case 3: return "i386";
    case 62: return "x86_64";
    case 183: return be ? "aarch64_be" : "aarch64";
    case 40: return be ? "armeb" : "arm";
    case 8: return is64 ? (be ? "mips64" : "mips64el") : (be ? "mips" : "mipsel");
    case 20: return "ppc";
    case 21: return be ? "ppc64" : "ppc64le";
    case 22: return "s390x";
    case 243: return is64 ? "riscv64" : "riscv32";
    case 2: return "sparc";
    case 43: return "sparcv9";
    case 247: return "bpf";
    case 258: return is64 ? "loongarch64" : "loongarch32";
    case 164: return "hexagon";
    default: return "";
    }
}

typedef bcq__elf_shdr shdr;

void bcq__elf_read_shdr(const uint8_t *p, int is64, int be, bcq__elf_shdr *s)
{
    s->name = bcq__rd32(p, be);
    s->type = bcq__rd32(p + 4, be);
    if (is64) {
        s->flags = bcq__rd64(p + 8, be);
        s->addr = bcq__rd64(p + 16, be);
        s->offset = bcq__rd64(p + 24, be);
        s->size = bcq__rd64(p + 32, be);
        s->link = bcq__rd32(p + 40, be);
        s->entsize = bcq__rd64(p + 56, be);
    } else {
        s->flags = bcq__rd32(p + 8, be);
        s->addr = bcq__rd32(p + 12, be);
        s->offset = bcq__rd32(p + 16, be);
        s->size = bcq__rd32(p + 20, be);
        s->link = bcq__rd32(p + 24, be);
        s->entsize = bcq__rd32(p + 36, be);
    }
}

/* The identification and the header's size: the one check of both ELF
 * readers (this one and elfsym.c). */
int bcq__elf_header(const uint8_t *p, size_t n, int *is64, int *be,
                    bcq_error *err)
{
    if (n < 16)
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "ELF identification of 16 bytes, input has %zu", n);
    if (p[4] != 1 && p[4] != 2)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, 4 * 8,
                         "ELF header: EI_CLASS %u is neither 32 (1) nor "
                         "64-bit (2)",
                         p[4]);
    if (p[5] != 1 && p[5] != 2)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, 5 * 8,
                         "ELF header: EI_DATA %u is neither LSB (1) nor MSB "
                         "(2)",
                         p[5]);
    *is64 = p[4] == 2;
    *be = p[5] == 2;
    const size_t ehsize = *is64 ? 64 : 52;
    if (n < ehsize)
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "ELF%s header of %zu bytes, input has %zu",
                         *is64 ? "64" : "32", ehsize, n);
    return 0;
}

int bcq__elf_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err)
{
    char d[64];
    int is64 = 0, be = 0;
    if (n >= 6 && (p[4] == 1 || p[4] == 2) && (p[5] == 1 || p[5] == 2)) {
        o->kind = BCQ_KIND_ELF;
        o->bits = p[4] == 2 ? 64 : 32;
        o->big_endian = p[5] == 2;
    }
    int rc = bcq__elf_header(p, n, &is64, &be, err);
    if (rc)
        return rc;
    const size_t shentsize = is64 ? 64 : 40;
    o->machine = bcq__rd16(p + 18, be);
    bcq__str_copy(o->arch, sizeof o->arch, bcq__elf_arch(o->machine, is64, be));
    const uint64_t shoff = is64 ? bcq__rd64(p + 40, be) : bcq__rd32(p + 32, be);
    const size_t at_ent = is64 ? 58 : 46, at_num = at_ent + 2,
                 at_strndx = at_ent + 4;
    unsigned entsize = bcq__rd16(p + at_ent, be);
    uint64_t shnum = bcq__rd16(p + at_num, be);
    uint64_t strndx = bcq__rd16(p + at_strndx, be);
    if (shoff == 0)
        return bcq__object_none(o, err); /* no section table at all */
    if (entsize != shentsize)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at_ent * 8,
                         "ELF header: e_shentsize %u, not the %zu bytes of "
                         "an Elf%s_Shdr",
                         entsize, shentsize, is64 ? "64" : "32");
    if (!bcq__range_ok(shoff, shentsize, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (is64 ? 40 : 32) * 8,
                         "ELF header: section header table at %llu runs past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)shoff, n);
    if (shnum == 0 || strndx == SHN_XINDEX) { /* extended numbering */
        shdr s0;
        bcq__elf_read_shdr(p + shoff, is64, be, &s0);
        if (shnum == 0)
            shnum = s0.size;
        if (strndx == SHN_XINDEX)
            strndx = s0.link;
    }
    /* Count first, so that the product cannot overflow. */
    if (shnum > (n - shoff) / shentsize)
        return bcq__fail(err, BCQ_E_TRUNCATED, at_num * 8,
                         "ELF header: %llu section headers at %llu run past "
                         "the end of the input (%zu bytes)",
                         (unsigned long long)shnum, (unsigned long long)shoff,
                         n);
    if (strndx >= shnum)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at_strndx * 8,
                         "ELF header: e_shstrndx %llu names no section (%llu "
                         "sections)",
                         (unsigned long long)strndx,
                         (unsigned long long)shnum);
    shdr st;
    const uint64_t st_at = shoff + strndx * shentsize;
    bcq__elf_read_shdr(p + st_at, is64, be, &st);
    if (st.type == SHT_NOBITS)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, st_at * 8 + 32,
                         "ELF section header %llu: the section name table "
                         "has no bytes (SHT_NOBITS)",
                         (unsigned long long)strndx);
    if (!bcq__range_ok(st.offset, st.size, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, st_at * 8 + (is64 ? 24 : 16) * 8,
                         "ELF section header %llu: the section name table "
                         "at %llu, %llu bytes, runs past the end of the "
                         "input (%zu bytes)",
                         (unsigned long long)strndx,
                         (unsigned long long)st.offset,
                         (unsigned long long)st.size, n);
    const uint8_t *names = p + st.offset;
    /* A name table that ends in a NUL holds a string at every offset
     * below its size: checked once here, not with a memchr per section.
     * Only sh_name and sh_type are read until a section is taken (a
     * native member is walked whole to learn it has no bitcode: the
     * largest cost of bcq link and bcq symbols on libc.a). */
    const int nul_ended = st.size && names[st.size - 1] == 0;
    for (uint64_t i = 1; i < shnum; i++) {
        const uint64_t at = shoff + i * shentsize;
        const uint32_t s_name = bcq__rd32(p + at, be),
                       s_type = bcq__rd32(p + at + 4, be);
        if (s_name >= st.size ||
            (!nul_ended &&
             !memchr(names + s_name, 0, (size_t)(st.size - s_name))))
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                             "ELF section header %llu: sh_name %u is not a "
                             "string of the name table (%llu bytes)",
                             (unsigned long long)i, s_name,
                             (unsigned long long)st.size);
        const char *name = (const char *)names + s_name;
        /* both names start ".l": strcmp only for those */
        const int dl = name[0] == '.' && name[1] == 'l';
        int lto = s_type == SHT_LLVM_LTO ||
                  (dl && strcmp(name, ".llvm.lto") == 0);
        if (!lto && !(dl && strcmp(name, ".llvmbc") == 0))
            continue;
        shdr s;
        bcq__elf_read_shdr(p + at, is64, be, &s);
        if (s.type == SHT_NOBITS)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8 + 32,
                             "%s: section %s has no bytes (SHT_NOBITS)",
                             bcq__object_name(o, d, sizeof d), name);
        return bcq__object_section(o, lto ? ".llvm.lto" : ".llvmbc", s.offset,
                                   s.size, n,
                                   at * 8 + (is64 ? 24 : 16) * 8, err);
    }
    return bcq__object_none(o, err);
}
