/*
 * identify.c - what an input is, from its first bytes: the magic numbers
 * LLVM's identify_magic (llvm/BinaryFormat/Magic.cpp) knows for the formats
 * bcq reads, plus the common foreign ones a user hands a bitcode tool by
 * mistake, so that the refusal can name them (doc/format.md 15.1).
 * Nothing here validates a header; the readers do.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "container/container.h"

static int has(const uint8_t *p, size_t n, const char *m, size_t len)
{
    return n >= len && memcmp(p, m, len) == 0;
}

static uint16_t le16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

/* COFF has no magic: its header starts with the Machine field.  The
 * machines LLVM's identify_magic takes as COFF objects. */
static int coff_machine(uint16_t m)
{
    switch (m) {
    case 0x014c: /* i386 */
    case 0x8664: /* x86-64 */
    case 0xaa64: /* arm64 */
    case 0xa641: /* arm64ec */
    case 0xa64e: /* arm64x */
    case 0x01c4: /* armnt */
    case 0x01c0: /* arm */
        return 1;
    default:
        return 0;
    }
}

/* The bigobj COFF header: Sig1 0, Sig2 0xFFFF, Version 2, Machine, ...,
 * then a fixed class id (LLVM's COFF::BigObjMagic). */
static const uint8_t bigobj_class[16] = {
    0xc7, 0xa1, 0xba, 0xd1, 0xee, 0xba, 0xa9, 0x4b,
    0xaf, 0x20, 0xfa, 0xf6, 0x6a, 0xa4, 0xdc, 0xb8};

static int is_text(const uint8_t *p, size_t n)
{
    size_t m = n < 512 ? n : 512;
    for (size_t i = 0; i < m; i++) {
        uint8_t c = p[i];
        if (c >= 0x20 && c != 0x7f)
            continue; /* printable ASCII and UTF-8 bytes */
        if (c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v')
            continue;
        return 0;
    }
    return m > 0;
}

/* LLVM assembly: what llvm-dis writes first, or a module's usual first
 * lines when written by hand. */
static int is_llvm_text(const uint8_t *p, size_t n)
{
    static const char *const starts[] = {
        "; ModuleID", "source_filename", "target datalayout",
        "target triple", "define ", "declare ", "@", "%"};
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++)
        if (has(p, n, starts[i], strlen(starts[i])))
            return 1;
    return 0;
}

bcq_kind bcq_identify(const void *data, size_t size)
{
    const uint8_t *p = data;
    size_t n = size;
    if (!p)
        return n ? BCQ_KIND_UNKNOWN : BCQ_KIND_EMPTY;
    if (n == 0)
        return BCQ_KIND_EMPTY;
    if (has(p, n, "BC\xc0\xde", 4))
        return BCQ_KIND_BITCODE;
    if (has(p, n, "\xde\xc0\x17\x0b", 4))
        return BCQ_KIND_WRAPPER;
    if (has(p, n, "CPCH", 4) || has(p, n, "DIAG", 4) || has(p, n, "RMRK", 4))
        return BCQ_KIND_BITSTREAM;
    if (has(p, n, "\x7f" "ELF", 4))
        return BCQ_KIND_ELF;
    if (has(p, n, "\xfe\xed\xfa\xce", 4) || has(p, n, "\xce\xfa\xed\xfe", 4) ||
        has(p, n, "\xfe\xed\xfa\xcf", 4) || has(p, n, "\xcf\xfa\xed\xfe", 4))
        return BCQ_KIND_MACHO;
    if (has(p, n, "\xca\xfe\xba\xbe", 4) || has(p, n, "\xca\xfe\xba\xbf", 4)) {
        /* Java class files share the magic; their next word is a version
         * (45 and up), a universal binary's a slice count (LLVM takes
         * fewer than 43 as universal). */
        if (n >= 8 && p[4] == 0 && p[5] == 0 && p[6] == 0 && p[7] < 43)
            return BCQ_KIND_MACHO_UNIVERSAL;
        if (n < 8)
            return BCQ_KIND_MACHO_UNIVERSAL; /* cut short: the reader says so */
        return BCQ_KIND_JAVA_CLASS;
    }
    if (has(p, n, "!<arch>\n", 8))
        return BCQ_KIND_ARCHIVE;
    if (has(p, n, "!<thin>\n", 8))
        return BCQ_KIND_THIN_ARCHIVE;
    if (has(p, n, "\0asm", 4))
        return BCQ_KIND_WASM;
    if (has(p, n, "\x1f\x8b", 2))
        return BCQ_KIND_GZIP;
    if (has(p, n, "\x28\xb5\x2f\xfd", 4))
        return BCQ_KIND_ZSTD;
    if (has(p, n, "\xfd" "7zXZ\0", 6))
        return BCQ_KIND_XZ;
    if (has(p, n, "BZh", 3))
        return BCQ_KIND_BZIP2;
    if (has(p, n, "PK\x03\x04", 4) || has(p, n, "PK\x05\x06", 4))
        return BCQ_KIND_ZIP;
    if (has(p, n, "MZ", 2))
        return BCQ_KIND_PE;
    if (n >= 20 && coff_machine(le16(p)))
        return BCQ_KIND_COFF;
    if (n >= 32 && le16(p) == 0 && le16(p + 2) == 0xffff && le16(p + 4) >= 2 &&
        memcmp(p + 12, bigobj_class, 16) == 0)
        return BCQ_KIND_COFF;
    if (has(p, n, "#!", 2))
        return BCQ_KIND_SCRIPT;
    if (is_text(p, n))
        return is_llvm_text(p, n) ? BCQ_KIND_LLVM_TEXT : BCQ_KIND_TEXT;
    return BCQ_KIND_UNKNOWN;
}

const char *bcq_kind_name(bcq_kind k)
{
    switch (k) {
    case BCQ_KIND_EMPTY: return "empty input";
    case BCQ_KIND_BITCODE: return "LLVM bitcode";
    case BCQ_KIND_WRAPPER: return "wrapped LLVM bitcode";
    case BCQ_KIND_BITSTREAM: return "LLVM bitstream";
    case BCQ_KIND_ELF: return "ELF object";
    case BCQ_KIND_MACHO: return "Mach-O object";
    case BCQ_KIND_MACHO_UNIVERSAL: return "Mach-O universal binary";
    case BCQ_KIND_COFF: return "COFF object";
    case BCQ_KIND_ARCHIVE: return "ar archive";
    case BCQ_KIND_THIN_ARCHIVE: return "thin ar archive";
    case BCQ_KIND_PE: return "PE executable";
    case BCQ_KIND_WASM: return "WebAssembly module";
    case BCQ_KIND_GZIP: return "gzip data";
    case BCQ_KIND_ZSTD: return "zstd data";
    case BCQ_KIND_XZ: return "xz data";
    case BCQ_KIND_BZIP2: return "bzip2 data";
    case BCQ_KIND_ZIP: return "zip archive";
    case BCQ_KIND_JAVA_CLASS: return "Java class file";
    case BCQ_KIND_SCRIPT: return "script";
    case BCQ_KIND_LLVM_TEXT: return "LLVM assembly text";
    case BCQ_KIND_TEXT: return "text";
    case BCQ_KIND_UNKNOWN:
    default: return "unknown data";
    }
}

const char *bcq__describe(const uint8_t *p, size_t n, char *buf, size_t cap)
{
    bcq_kind k = bcq_identify(p, n);
    const char *name = bcq_kind_name(k);
    switch (k) {
    case BCQ_KIND_ELF:
        if (n >= 18) {
            static const char *const types[] = {"", "relocatable ",
                                                "executable ", "shared ",
                                                "core "};
            unsigned t = p[5] == 2 ? (unsigned)(p[16] << 8 | p[17])
                                   : (unsigned)(p[16] | p[17] << 8);
            snprintf(buf, cap, "ELF %s-bit %s %s%s",
                     p[4] == 2 ? "64" : p[4] == 1 ? "32" : "?",
                     p[5] == 2 ? "MSB" : "LSB", t < 5 ? types[t] : "",
                     t == 1 ? "object" : "file");
            return buf;
        }
        break;
    case BCQ_KIND_MACHO:
        snprintf(buf, cap, "Mach-O %s-bit %s object",
                 (p[0] == 0xcf || p[3] == 0xcf) ? "64" : "32",
                 p[0] == 0xfe ? "big-endian" : "little-endian");
        return buf;
    case BCQ_KIND_ARCHIVE:
        /* GNU names end in '/', BSD ones start "#1/" or "__.SYMDEF". */
        if (n >= 68 && (memcmp(p + 8, "#1/", 3) == 0 ||
                        memcmp(p + 8, "__.SYMDEF", 9) == 0))
            name = "ar archive (BSD)";
        else
            name = "ar archive (GNU)";
        break;
    case BCQ_KIND_UNKNOWN:
        if (n >= 4) {
            snprintf(buf, cap, "unknown data (first bytes %02x %02x %02x %02x)",
                     p[0], p[1], p[2], p[3]);
            return buf;
        }
        break;
    default:
        break;
    }
    snprintf(buf, cap, "%s", name);
    return buf;
}
