/*
 * object.c - the bitcode of an object: which reader takes the input
 * (elf.c, macho.c, coff.c), and the section it names.  LLVM's
 * IRObjectFile::findBitcodeInMemBuffer does the same for lld and llvm-nm:
 * plain or wrapped bitcode is its own section; an object gives its
 * ".llvmbc" / ".llvm.lto" / "__LLVM,__bitcode" section (doc/format.md 15).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "container/container.h"

int bcq_find_bitcode(const void *data, size_t size, const char *arch,
                     bcq_object *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!out || (!data && size))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const uint8_t *p = data;
    memset(out, 0, sizeof *out);
    out->slice_size = size;
    bcq_kind k = bcq_identify(p, size);
    out->kind = k;
    int rc;
    switch (k) {
    case BCQ_KIND_BITCODE:
    case BCQ_KIND_WRAPPER:
        out->section_size = size;
        return 0;
    case BCQ_KIND_ELF:
        rc = bcq__elf_find(p, size, out, err);
        break;
    case BCQ_KIND_MACHO:
        rc = bcq__macho_find(p, size, out, err);
        break;
    case BCQ_KIND_MACHO_UNIVERSAL:
        rc = bcq__universal_find(p, size, arch, out, err);
        break;
    case BCQ_KIND_COFF:
        rc = bcq__coff_find(p, size, out, err);
        break;
    default: {
        char d[96];
        return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                         "the input is %s, not an object with bitcode",
                         bcq__describe(p, size, d, sizeof d));
    }
    }
    return rc;
}
