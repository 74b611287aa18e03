/*
 * macho.c - the bitcode section of a Mach-O object, and the slices of a
 * universal ("fat") binary (doc/format.md 15.3).
 *
 * Mach-O (<mach-o/loader.h>): a mach_header (28 bytes) or mach_header_64
 * (32), either byte order, then ncmds load commands in sizeofcmds bytes;
 * LC_SEGMENT / LC_SEGMENT_64 carry section headers, and the section whose
 * segment is "__LLVM" and name "__bitcode" holds the bitcode (LLVM's
 * MachOObjectFile::isSectionBitcode).  The load commands are checked as
 * MachOObjectFile's constructor checks them: each at least 8 bytes, a
 * multiple of 4 (32-bit) or 8 (64-bit), inside sizeofcmds; a segment's
 * section headers inside its command.
 *
 * Universal (<mach-o/fat.h>): big-endian fat_header, then nfat_arch
 * fat_arch entries (20 bytes) or fat_arch_64 (32 bytes, magic 0xcafebabf);
 * each slice lies inside the input, after the table, apart from the
 * others.  Slices are named as lipo and llvm-nm --arch name them.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "container/container.h"

#define LC_SEGMENT 0x1u
#define LC_SEGMENT_64 0x19u
#define MAX_SLICES 64u

/* The architecture name of cputype/cpusubtype (llvm::MachO's
 * getArchitectureName / lipo's names). */
const char *bcq__macho_arch(uint32_t cpu, uint32_t sub)
{
    sub &= 0x00ffffffu; /* the capability bits are not part of the name */
    switch (cpu) {
    case 7: return "i386";
    case 0x01000007u: return sub == 8 ? "x86_64h" : "x86_64";
    case 12:
        switch (sub) {
        case 5: return "armv4t";
        case 6: return "armv6";
        case 7: return "armv5e";
        case 9: return "armv7";
        case 10: return "armv7f";
        case 11: return "armv7s";
        case 12: return "armv7k";
        case 14: return "armv6m";
        case 15: return "armv7m";
        case 16: return "armv7em";
        default: return "arm";
        }
    case 0x0100000cu: return sub == 2 ? "arm64e" : "arm64";
    case 0x0200000cu: return "arm64_32";
    case 18: return "ppc";
    case 0x01000012u: return "ppc64";
    default: return "";
    }
}

/* segname/sectname: 16 bytes, NUL-padded or exactly 16 characters. */
static int name16(const uint8_t *p, const char *want)
{
    size_t k = strlen(want);
    return memcmp(p, want, k) == 0 && (k == 16 || p[k] == 0);
}

int bcq__macho_header(const uint8_t *p, size_t n, bcq__machohdr *h,
                      bcq_error *err)
{
    memset(h, 0, sizeof *h);
    if (n < 4)
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "Mach-O header cut short: %zu bytes", n);
    const int be = h->be = p[0] == 0xfe;
    h->is64 = (be ? p[3] : p[0]) == 0xcf;
    h->hsize = h->is64 ? 32 : 28;
    if (n < h->hsize)
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "Mach-O header of %zu bytes, input has %zu",
                         h->hsize, n);
    h->cputype = bcq__rd32(p + 4, be);
    h->cpusubtype = bcq__rd32(p + 8, be);
    h->filetype = bcq__rd32(p + 12, be);
    h->ncmds = bcq__rd32(p + 16, be);
    h->sizeofcmds = bcq__rd32(p + 20, be);
    /* LLVM: "load commands extend past the end of the file"
     * (macho_sizeofcmds_past) */
    if (!bcq__range_ok(h->hsize, h->sizeofcmds, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, 20 * 8,
                         "Mach-O header: sizeofcmds %u runs past the end of "
                         "the input (%zu bytes)",
                         h->sizeofcmds, n);
    /* every command is at least 8 bytes (macho_ncmds_lie) */
    if (h->ncmds > h->sizeofcmds / 8)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, 16 * 8,
                         "Mach-O header: %u load commands cannot fit in "
                         "sizeofcmds %u",
                         h->ncmds, h->sizeofcmds);
    return 0;
}

int bcq__macho_find(const uint8_t *p, size_t n, bcq_object *o,
                    bcq_error *err)
{
    bcq__machohdr h;
    int rc = bcq__macho_header(p, n, &h, err);
    o->kind = BCQ_KIND_MACHO;
    o->bits = h.is64 ? 64 : 32;
    o->big_endian = h.be;
    if (rc)
        return rc;
    const int be = h.be, is64 = h.is64;
    const size_t hsize = h.hsize;
    o->machine = h.cputype;
    snprintf(o->arch, sizeof o->arch, "%s",
             bcq__macho_arch(o->machine, h.cpusubtype));
    const uint32_t ncmds = h.ncmds, sizeofcmds = h.sizeofcmds;
    const unsigned align = is64 ? 8 : 4;
    const size_t seg_hdr = is64 ? 72 : 56, sect_size = is64 ? 80 : 68;
    size_t at = hsize, end = hsize + sizeofcmds;
    for (uint32_t c = 0; c < ncmds; c++) {
        if (end - at < 8)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                             "Mach-O load command %u at %zu: past sizeofcmds",
                             c, at);
        uint32_t cmd = bcq__rd32(p + at, be), size = bcq__rd32(p + at + 4, be);
        if (size < 8 || size % align || size > end - at)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 4) * 8,
                             "Mach-O load command %u at %zu: cmdsize %u (at "
                             "least 8, a multiple of %u, inside sizeofcmds)",
                             c, at, size, align);
        if (cmd == (is64 ? LC_SEGMENT_64 : LC_SEGMENT)) {
            if (size < seg_hdr)
                return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + 4) * 8,
                                 "Mach-O segment command %u at %zu: cmdsize "
                                 "%u is shorter than its header (%zu)",
                                 c, at, size, seg_hdr);
            uint32_t nsects = bcq__rd32(p + at + (is64 ? 64 : 48), be);
            if (nsects > (size - seg_hdr) / sect_size)
                return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                                 (at + (is64 ? 64 : 48)) * 8,
                                 "Mach-O segment command %u at %zu: %u "
                                 "sections do not fit in cmdsize %u",
                                 c, at, nsects, size);
            for (uint32_t k = 0; k < nsects; k++) {
                const uint8_t *sh = p + at + seg_hdr + k * sect_size;
                if (!name16(sh, "__bitcode") || !name16(sh + 16, "__LLVM"))
                    continue;
                uint64_t ssize = is64 ? bcq__rd64(sh + 40, be)
                                      : bcq__rd32(sh + 36, be);
                uint32_t soff = bcq__rd32(sh + (is64 ? 48 : 40), be);
                return bcq__object_section(
                    o, "__LLVM,__bitcode", soff, ssize, n,
                    (uint64_t)(sh - p + (is64 ? 40 : 36)) * 8, err);
            }
        }
        at += size;
    }
    return bcq__object_none(o, err);
}

/* The slice table of a universal binary, checked; *count slices into out
 * (room for MAX_SLICES). */
static int read_slices(const uint8_t *p, size_t n, bcq_slice *out,
                       size_t *count, bcq_error *err)
{
    if (n < 8)
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "universal header of 8 bytes, input has %zu", n);
    const int is64 = p[3] == 0xbf;
    const uint32_t nfat = bcq__rd32(p + 4, 1);
    const size_t ent = is64 ? 32 : 20;
    if (nfat > MAX_SLICES)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, 4 * 8,
                         "universal header: %u slices (bcq reads at most "
                         "%u)",
                         nfat, MAX_SLICES);
    if (nfat == 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, 4 * 8,
                         "universal header: no slice");
    const size_t table_end = 8 + (size_t)nfat * ent;
    if (table_end > n)
        return bcq__fail(err, BCQ_E_TRUNCATED, 4 * 8,
                         "universal header: %u slice entries run past the "
                         "end of the input (%zu bytes)",
                         nfat, n);
    for (uint32_t i = 0; i < nfat; i++) {
        const uint8_t *e = p + 8 + (size_t)i * ent;
        const uint64_t off_bit = (uint64_t)(e - p + 8) * 8;
        uint32_t cpu = bcq__rd32(e, 1), sub = bcq__rd32(e + 4, 1);
        uint64_t off = is64 ? bcq__rd64(e + 8, 1) : bcq__rd32(e + 8, 1);
        uint64_t size = is64 ? bcq__rd64(e + 16, 1) : bcq__rd32(e + 12, 1);
        if (!bcq__range_ok(off, size, n))
            return bcq__fail(err, BCQ_E_TRUNCATED, off_bit,
                             "universal slice %u: %llu bytes at %llu run "
                             "past the end of the input (%zu bytes)",
                             i, (unsigned long long)size,
                             (unsigned long long)off, n);
        if (off < table_end && size)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, off_bit,
                             "universal slice %u at %llu overlaps the slice "
                             "table (ends at %zu)",
                             i, (unsigned long long)off, table_end);
        for (uint32_t k = 0; k < i; k++)
            if (size && out[k].size && off < out[k].offset + out[k].size &&
                out[k].offset < off + size)
                return bcq__fail(err, BCQ_E_BAD_CONTAINER, off_bit,
                                 "universal slice %u overlaps slice %u", i,
                                 k);
        bcq_slice *s = &out[i];
        memset(s, 0, sizeof *s);
        const char *a = bcq__macho_arch(cpu, sub);
        if (*a)
            snprintf(s->arch, sizeof s->arch, "%s", a);
        else
            snprintf(s->arch, sizeof s->arch, "cpu%u", (unsigned)cpu);
        s->cputype = cpu;
        s->cpusubtype = sub;
        s->offset = (size_t)off;
        s->size = (size_t)size;
    }
    *count = nfat;
    return 0;
}

int bcq_universal_slices(const void *data, size_t size, bcq_slice *out,
                         size_t cap, size_t *n, bcq_error *err)
{
    bcq__error_clear(err);
    if (!n || (!data && size) || (!out && cap))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *n = 0;
    if (bcq_identify(data, size) != BCQ_KIND_MACHO_UNIVERSAL) {
        char d[96];
        return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                         "the input is %s, not a universal binary",
                         bcq__describe(data, size, d, sizeof d));
    }
    bcq_slice all[MAX_SLICES];
    size_t count = 0;
    int rc = read_slices(data, size, all, &count, err);
    if (rc)
        return rc;
    *n = count;
    memcpy(out, all, (count < cap ? count : cap) * sizeof *out);
    if (cap < count)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "%zu slices, room for %zu", count, cap);
    return 0;
}

static void list_arches(const bcq_slice *s, size_t count, char *buf,
                        size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < count && len + 1 < cap; i++) {
        int k = snprintf(buf + len, cap - len, "%s%s", i ? ", " : "",
                         s[i].arch);
        if (k < 0)
            break;
        len += (size_t)k;
    }
}

int bcq__universal_slice(const uint8_t *p, size_t n, const char *arch,
                         bcq_slice *out, bcq_error *err)
{
    bcq_slice s[MAX_SLICES];
    size_t count = 0;
    int rc = read_slices(p, n, s, &count, err);
    if (rc)
        return rc;
    char names[80];
    size_t pick = count;
    if (!arch) {
        if (count != 1) {
            list_arches(s, count, names, sizeof names);
            return bcq__fail(err, BCQ_E_AMBIGUOUS, 0,
                             "a universal binary of %zu slices (%s): "
                             "choose one by its architecture",
                             count, names);
        }
        pick = 0;
    } else {
        for (size_t i = 0; i < count && pick == count; i++)
            if (strcmp(s[i].arch, arch) == 0)
                pick = i;
        if (pick == count) {
            list_arches(s, count, names, sizeof names);
            return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                             "no slice for architecture '%.16s' (the "
                             "universal binary has %s)",
                             arch, names);
        }
    }
    *out = s[pick];
    return 0;
}

int bcq__universal_find(const uint8_t *p, size_t n, const char *arch,
                        bcq_object *o, bcq_error *err)
{
    bcq_slice s[1];
    const size_t pick = 0;
    int rc = bcq__universal_slice(p, n, arch, &s[0], err);
    if (rc)
        return rc;
    const uint8_t *sp = p + s[pick].offset;
    const size_t sn = s[pick].size;
    bcq_kind k = bcq_identify(sp, sn);
    if (k == BCQ_KIND_MACHO) {
        rc = bcq__macho_find(sp, sn, o, err);
        if (err && rc && err->code == rc)
            err->bit += (uint64_t)s[pick].offset * 8;
        o->section_off += s[pick].offset;
    } else if (k == BCQ_KIND_BITCODE || k == BCQ_KIND_WRAPPER) {
        /* A slice of bare (usually wrapped) bitcode, as llvm-lipo makes
         * of objects with embedded bitcode: the slice is the section. */
        o->kind = BCQ_KIND_MACHO_UNIVERSAL;
        o->machine = s[pick].cputype;
        o->bits = (s[pick].cputype & 0x01000000u) ? 64 : 32;
        o->section_off = s[pick].offset;
        o->section_size = sn;
        rc = 0;
    } else if (k == BCQ_KIND_ARCHIVE || k == BCQ_KIND_THIN_ARCHIVE) {
        return bcq__fail(err, BCQ_E_UNSUPPORTED,
                         (uint64_t)s[pick].offset * 8,
                         "universal slice %s is an archive: bcq does not "
                         "open archives inside universal binaries",
                         s[pick].arch);
    } else {
        char d[96];
        return bcq__fail(err, BCQ_E_NOT_BITCODE, (uint64_t)s[pick].offset * 8,
                         "universal slice %s is %s", s[pick].arch,
                         bcq__describe(sp, sn, d, sizeof d));
    }
    memcpy(o->arch, s[pick].arch, sizeof o->arch);
    o->slice_off = s[pick].offset;
    o->slice_size = sn;
    return rc;
}
