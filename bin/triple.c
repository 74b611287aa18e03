/*
 * triple.c - object format and pointer width of a target triple
 * ("arch-vendor-os-environment"), as LLVM's Triple decides them.
 */
#include "config.h"

#include <string.h>

#include "triple.h"

/* Component k (0 = arch) of the triple, as a span. */
static bcq_span component(bcq_span t, unsigned k)
{
    size_t i = 0;
    for (unsigned n = 0; n < k; n++) {
        while (i < t.len && t.ptr[i] != '-')
            i++;
        if (i < t.len)
            i++;
        else
            return (bcq_span){NULL, 0};
    }
    size_t j = i;
    while (j < t.len && t.ptr[j] != '-')
        j++;
    return (bcq_span){t.ptr + i, j - i};
}

static int has_prefix(bcq_span s, const char *p)
{
    size_t n = strlen(p);
    return s.len >= n && memcmp(s.ptr, p, n) == 0;
}

static int is(bcq_span s, const char *p)
{
    return s.len == strlen(p) && memcmp(s.ptr, p, s.len) == 0;
}

static int ends_with(bcq_span s, const char *p)
{
    size_t n = strlen(p);
    return s.len >= n && memcmp(s.ptr + s.len - n, p, n) == 0;
}

objfmt triple_format(bcq_span t)
{
    bcq_span arch = component(t, 0), os = component(t, 2),
             env = component(t, 3);
    /* an explicit object format in the environment wins */
    if (ends_with(env, "elf"))
        return FMT_ELF;
    if (ends_with(env, "coff"))
        return FMT_COFF;
    if (ends_with(env, "macho"))
        return FMT_MACHO;
    if (has_prefix(arch, "wasm"))
        return FMT_WASM;
    if (has_prefix(os, "aix"))
        return FMT_XCOFF;
    if (has_prefix(os, "zos"))
        return FMT_GOFF;
    if (has_prefix(os, "darwin") || has_prefix(os, "macos") ||
        has_prefix(os, "ios") || has_prefix(os, "tvos") ||
        has_prefix(os, "watchos") || has_prefix(os, "driverkit"))
        return FMT_MACHO;
    if (has_prefix(os, "windows") || has_prefix(os, "win32") ||
        has_prefix(os, "mingw") || has_prefix(os, "cygwin") ||
        has_prefix(os, "uefi"))
        return FMT_COFF;
    return FMT_ELF;
}

int triple_is_64bit(bcq_span t)
{
    static const char *const arch64[] = {
        "x86_64", "amd64", "aarch64", "aarch64_be", "arm64", "arm64e",
        "ppc64", "ppc64le", "powerpc64", "powerpc64le", "mips64", "mips64el",
        "mips64r6", "mips64r6el", "mipsisa64r6", "mipsisa64r6el", "riscv64",
        "sparcv9", "sparc64", "s390x", "systemz", "nvptx64", "amdgcn",
        "wasm64", "bpf", "bpfel", "bpfeb", "le64", "amdil64", "hsail64",
        "spir64", "spirv64", "renderscript64", "ve", "loongarch64"};
    bcq_span arch = component(t, 0);
    for (size_t i = 0; i < sizeof arch64 / sizeof arch64[0]; i++)
        if (is(arch, arch64[i]))
            return 1;
    return 0;
}
