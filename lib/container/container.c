/*
 * container.c - find the bitstream inside the input.
 *
 * An object (ELF, Mach-O, COFF, a slice of a universal binary) holds its
 * bitcode in a section (object.c finds it); the section, or the whole input
 * when it is no object, holds either the stream itself or the wrapper.
 *
 * BitCodeFormat.rst "Bitcode Wrapper Format": five little-endian words
 * [0x0B17C0DE, version, offset, size, cputype]; the bitstream is the size
 * bytes at offset from the wrapper's start (doc/format.md 1.2: clang pads
 * the file past it).  Without the wrapper the bitstream is the whole
 * region, starting with a 4-byte magic: 'BC' 0xC0DE for LLVM IR, or
 * another application's ('CPCH', 'DIAG', 'RMRK'), which is indexed and
 * dumped but not interpreted as IR.  Whatever else the input is gets
 * BCQ_E_NOT_BITCODE naming its kind (identify.c); an archive is opened by
 * bcq_archive_open_*, not here.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "container/container.h"

#define BCQ__WRAPPER_MAGIC 0x0B17C0DEu
#define BCQ__IR_MAGIC 0xDEC04342u /* 'B' 'C' 0xC0 0xDE read little-endian */

/* The wrapper or stream in [off, off + len) of data.  Positions in errors
 * count from the start of the input. */
static int detect_region(const uint8_t *data, bcq__where *w, size_t off,
                         size_t len, bcq_error *err)
{
    const uint8_t *p = data + off;
    const uint64_t base = (uint64_t)off * 8;
    if (len < 4)
        return bcq__fail(err, len ? BCQ_E_TRUNCATED : BCQ_E_NOT_BITCODE, base,
                         "input of %zu bytes is too short for a bitstream",
                         len);
    uint32_t m = bcq__le32(p);
    w->stream_off = off;
    w->stream_len = len;
    w->container = BCQ_CONTAINER_RAW;
    if (m == BCQ__WRAPPER_MAGIC) {
        /* A header cut short, or a size past the end, is a file cut short
         * (BCQ_E_TRUNCATED); offsets that cannot be are BAD_WRAPPER. */
        if (len < 20)
            return bcq__fail(err, BCQ_E_TRUNCATED, base + 32,
                             "wrapper header needs 20 bytes, input has %zu",
                             len);
        for (int i = 0; i < 5; i++)
            w->wrapper[i] = bcq__le32(p + 4 * i);
        uint32_t woff = w->wrapper[2], size = w->wrapper[3];
        /* The offset must leave the header intact and, with the size, lie
         * inside the input (tests: wrapper_offset_*, wrapper_size_*). */
        if (woff < 20 || woff > len)
            return bcq__fail(err, BCQ_E_BAD_WRAPPER, base + 64,
                             "wrapper offset %u outside the input (%zu bytes)",
                             woff, len);
        if (!bcq__range_ok(woff, size, len))
            return bcq__fail(err, BCQ_E_TRUNCATED, base + 96,
                             "wrapper size %u at offset %u runs past the end "
                             "of the input (%zu bytes): the input is cut "
                             "short",
                             size, woff, len);
        if (size < 4)
            return bcq__fail(err, BCQ_E_BAD_WRAPPER, base + 96,
                             "wrapper size %u is too short for a bitstream",
                             size);
        w->container = BCQ_CONTAINER_WRAPPER;
        w->stream_off = off + woff;
        w->stream_len = size;
        m = bcq__le32(p + woff);
        if (m != BCQ__IR_MAGIC)
            return bcq__fail(err, BCQ_E_NOT_BITCODE, base + (uint64_t)woff * 8,
                             "wrapped stream does not start with 'BC' 0xC0DE");
    }
    w->magic = m;
    w->is_ir = (m == BCQ__IR_MAGIC);
    if (!w->is_ir && w->container == BCQ_CONTAINER_RAW)
        w->container = BCQ_CONTAINER_OTHER;
    return 0;
}

int bcq__container_detect(const uint8_t *data, size_t size, const char *arch,
                          bcq__where *w, bcq_error *err)
{
    /* The first bytes of a magic and nothing more: bitcode cut short. */
    if (size && size < 4 &&
        (memcmp(data, "BC\xc0\xde", size) == 0 ||
         memcmp(data, "\xde\xc0\x17\x0b", size) == 0))
        return bcq__fail(err, BCQ_E_TRUNCATED, 0,
                         "input of %zu bytes is the start of a bitcode "
                         "magic: the input is cut short",
                         size);
    bcq_kind k = bcq_identify(data, size);
    switch (k) {
    case BCQ_KIND_ELF:
    case BCQ_KIND_MACHO:
    case BCQ_KIND_MACHO_UNIVERSAL:
    case BCQ_KIND_COFF: {
        int rc = bcq_find_bitcode(data, size, arch, &w->object, err);
        if (rc)
            return rc;
        w->has_object = 1;
        return detect_region(data, w, w->object.section_off,
                             w->object.section_size, err);
    }
    case BCQ_KIND_BITCODE:
    case BCQ_KIND_WRAPPER:
        return detect_region(data, w, 0, size, err);
    case BCQ_KIND_EMPTY:
        return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                         "the input is empty (0 bytes)");
    case BCQ_KIND_ARCHIVE:
    case BCQ_KIND_THIN_ARCHIVE: {
        char d[96];
        const char *what = bcq__describe(data, size, d, sizeof d);
        return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                         "the input is %s %s: open its members "
                         "(bcq_archive_open_*, ARCHIVE(MEMBER) in bcq)",
                         strchr("aeiou", what[0]) && what[0] ? "an" : "a",
                         what);
    }
    default:
        break;
    }
    /* Another bitstream, or a 4-byte magic bcq does not know: the stream
     * layer decides (a magic followed by a block is a bitstream of another
     * application; anything else is refused there).  Kinds identified as
     * foreign are refused here, by name. */
    if (k != BCQ_KIND_UNKNOWN && k != BCQ_KIND_BITSTREAM) {
        char d[96];
        return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                         "the input is %s, not bitcode",
                         bcq__describe(data, size, d, sizeof d));
    }
    return detect_region(data, w, 0, size, err);
}
