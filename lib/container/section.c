/*
 * section.c - what the object readers (elf.c, macho.c, coff.c) share: an
 * object's name for messages, the checks on the bitcode section they
 * found, and the refusal of an object without one (doc/format.md 15).
 * Below object.c, which dispatches to the readers.
 */
#include "config.h"

#include <stdio.h>

#include "container/container.h"

const char *bcq__object_name(const bcq_object *o, char *buf, size_t cap)
{
    const char *kind = o->kind == BCQ_KIND_ELF     ? "ELF"
                       : o->kind == BCQ_KIND_COFF  ? "COFF"
                                                   : "Mach-O";
    snprintf(buf, cap, "%s %u-bit %sobject%s%s%s", kind, o->bits,
             o->kind == BCQ_KIND_COFF ? ""
             : o->big_endian          ? "big-endian "
                                      : "little-endian ",
             o->arch[0] ? " (" : "", o->arch, o->arch[0] ? ")" : "");
    return buf;
}

int bcq__object_section(bcq_object *o, const char *name, uint64_t off,
                        uint64_t size, size_t n, uint64_t field_bit,
                        bcq_error *err)
{
    char d[64];
    if (!bcq__range_ok(off, size, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, field_bit,
                         "%s: section %s at %llu, %llu bytes, runs past the "
                         "end of the object (%zu bytes)",
                         bcq__object_name(o, d, sizeof d), name,
                         (unsigned long long)off, (unsigned long long)size,
                         n);
    snprintf(o->section, sizeof o->section, "%s", name);
    o->section_off = (size_t)off;
    o->section_size = (size_t)size;
    if (size <= 1) {
        o->section_size = 0;
        return bcq__fail(err, BCQ_E_NO_BITCODE, field_bit,
                         "%s has only the -fembed-bitcode=marker "
                         "placeholder in %s, no bitcode",
                         bcq__object_name(o, d, sizeof d), name);
    }
    return 0;
}

int bcq__object_none(const bcq_object *o, bcq_error *err)
{
    char d[64];
    if (!err || err->code) /* no message wanted (bcq__fail keeps the first) */
        return BCQ_E_NO_BITCODE;
    return bcq__fail(err, BCQ_E_NO_BITCODE, 0, "%s has no %s section",
                     bcq__object_name(o, d, sizeof d),
                     o->kind == BCQ_KIND_ELF    ? ".llvmbc or .llvm.lto"
                     : o->kind == BCQ_KIND_COFF ? ".llvmbc"
                                                : "__LLVM,__bitcode");
}
