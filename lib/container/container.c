/*
 * container.c - find the bitstream inside the input.
 *
 * BitCodeFormat.rst "Bitcode Wrapper Format": five little-endian words
 * [0x0B17C0DE, version, offset, size, cputype]; the bitstream is the size
 * bytes at offset (doc/format.md 1.2: clang pads the file past it).  Without
 * the wrapper the bitstream is the whole input, starting with a 4-byte magic:
 * 'BC' 0xC0DE for LLVM IR, or another application's ('CPCH', 'DIAG', 'RMRK'),
 * which is indexed and dumped but not interpreted as IR.
 *
 * Object-file sections and archive members will be further containers; this
 * unit is the one place that turns an input into bitstream byte ranges.
 */
#include "config.h"

#include "container/container.h"

#define BCQ__WRAPPER_MAGIC 0x0B17C0DEu
#define BCQ__IR_MAGIC 0xDEC04342u /* 'B' 'C' 0xC0 0xDE read little-endian */

int bcq__container_detect(bcq_file *f, bcq_error *err)
{
    if (f->size < 4)
        return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                         "input of %zu bytes is too short for a bitstream",
                         f->size);
    uint32_t m = bcq__le32(f->data);
    f->stream_off = 0;
    f->stream_len = f->size;
    f->container = BCQ_CONTAINER_RAW;
    if (m == BCQ__WRAPPER_MAGIC) {
        if (f->size < 20)
            return bcq__fail(err, BCQ_E_BAD_WRAPPER, 32,
                             "wrapper header needs 20 bytes, input has %zu",
                             f->size);
        for (int i = 0; i < 5; i++)
            f->wrapper[i] = bcq__le32(f->data + 4 * i);
        uint32_t off = f->wrapper[2], size = f->wrapper[3];
        /* The offset must leave the header intact and, with the size, lie
         * inside the input (tests: wrapper_offset_*, wrapper_size_*). */
        if (off < 20 || off > f->size)
            return bcq__fail(err, BCQ_E_BAD_WRAPPER, 64,
                             "wrapper offset %u outside the input (%zu bytes)",
                             off, f->size);
        if (!bcq__range_ok(off, size, f->size))
            return bcq__fail(err, BCQ_E_BAD_WRAPPER, 96,
                             "wrapper size %u at offset %u runs past the end "
                             "of the input (%zu bytes)",
                             size, off, f->size);
        if (size < 4)
            return bcq__fail(err, BCQ_E_BAD_WRAPPER, 96,
                             "wrapper size %u is too short for a bitstream",
                             size);
        f->container = BCQ_CONTAINER_WRAPPER;
        f->stream_off = off;
        f->stream_len = size;
        m = bcq__le32(f->data + off);
        if (m != BCQ__IR_MAGIC)
            return bcq__fail(err, BCQ_E_NOT_BITCODE, (uint64_t)off * 8,
                             "wrapped stream does not start with 'BC' 0xC0DE");
    }
    f->magic = m;
    f->is_ir = (m == BCQ__IR_MAGIC);
    if (!f->is_ir && f->container == BCQ_CONTAINER_RAW)
        f->container = BCQ_CONTAINER_OTHER;
    return 0;
}
