/* check_object.c - bitcode inside ELF, Mach-O and COFF objects and
 * universal binaries (lib/container/elf.c, macho.c, coff.c, object.c), on
 * the fixtures of tests/data/obj (gen-obj.sh): the section bcq finds is
 * the one llvm-readobj lists (NAME.sections), the open is zero-copy, and
 * every header field, patched, gives its exact error. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const struct fixture {
    const char *file;
    bcq_kind kind;
    unsigned bits;
    int be;
    const char *arch, *triple;
} fixtures[] = {
    {"elf64.o", BCQ_KIND_ELF, 64, 0, "x86_64", "x86_64-unknown-linux-gnu"},
    {"elf32.o", BCQ_KIND_ELF, 32, 0, "i386", "i686-unknown-linux-gnu"},
    {"elfbe.o", BCQ_KIND_ELF, 64, 1, "ppc64", "powerpc64-unknown-linux-gnu"},
    {"macho.o", BCQ_KIND_MACHO, 64, 0, "x86_64", "x86_64-apple-macosx10.15"},
    {"coff.obj", BCQ_KIND_COFF, 64, 0, "x86_64", "x86_64-pc-windows-msvc"},
    {"fatlto.o", BCQ_KIND_ELF, 64, 0, "x86_64", "x86_64-unknown-linux-gnu"},
};

static uint8_t *obj(const char *file, size_t *n)
{
    char name[64];
    snprintf(name, sizeof name, "obj/%s", file);
    return tu_read_fixture(name, n);
}

/* NAME.sections: "name offset size" of the bitcode section. */
static void expected_section(const char *file, char *name, size_t *off,
                             size_t *size)
{
    char path[64];
    snprintf(path, sizeof path, "obj/%.*s.sections",
             (int)(strrchr(file, '.') - file), file);
    char *t = tu_read_text(tu_fixture_path(path));
    ck_assert_ptr_nonnull(t);
    ck_assert_int_eq(sscanf(t, "%23s %zu %zu", name, off, size), 3);
    free(t);
}

START_TEST(fixture_sections)
{
    const struct fixture *x = &fixtures[_i];
    size_t n;
    uint8_t *p = obj(x->file, &n);
    char name[24];
    size_t off, size;
    expected_section(x->file, name, &off, &size);
    ck_assert_int_eq(bcq_identify(p, n), x->kind);
    bcq_object o;
    bcq_error e;
    ck_assert_int_eq(bcq_find_bitcode(p, n, NULL, &o, &e), 0);
    ck_assert_int_eq(o.kind, x->kind);
    ck_assert_uint_eq(o.bits, x->bits);
    ck_assert_int_eq(o.big_endian, x->be);
    ck_assert_str_eq(o.arch, x->arch);
    ck_assert_uint_eq(o.section_off, off);
    ck_assert_uint_eq(o.section_size, size);
    ck_assert_str_eq(o.section, strcmp(name, "__bitcode") ? name
                                                          : "__LLVM,__bitcode");
    ck_assert_uint_eq(o.slice_off, 0);
    ck_assert_uint_eq(o.slice_size, n);
    /* The open is zero-copy: the stream lies in the section, in p. */
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(p, n, NULL, &f, &e), 0);
    bcq_span d = bcq_file_data(f), s = bcq_file_stream(f);
    ck_assert_ptr_eq(d.ptr, p);
    ck_assert(s.ptr >= p + off && s.ptr + s.len <= p + off + size);
    bcq_object fo;
    ck_assert_int_eq(bcq_file_object(f, &fo), 0);
    ck_assert_int_eq(memcmp(&fo, &o, sizeof o), 0);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), 0);
    /* (clang adds the OS version: macosx10.15.0, windows-msvc19.x) */
    ck_assert_uint_ge(m->triple.len, strlen(x->triple));
    ck_assert_int_eq(memcmp(m->triple.ptr, x->triple, strlen(x->triple)), 0);
    /* Positions count from the start of the object. */
    ck_assert_uint_ge(m->bit, (uint64_t)off * 8);
    bcq_close(f);
    free(p);
}
END_TEST

START_TEST(no_bitcode)
{
    static const struct {
        const char *file, *says;
    } cases[] = {
        {"native.o", "ELF 64-bit little-endian object (x86_64) has no "
                     ".llvmbc or .llvm.lto section"},
        {"native-macho.o", "Mach-O 64-bit little-endian object (x86_64) has "
                           "no __LLVM,__bitcode section"},
        {"native-coff.obj", "COFF 64-bit object (x86_64) has no .llvmbc "
                            "section"},
        {"marker.o", "-fembed-bitcode=marker placeholder"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t n;
        uint8_t *p = obj(cases[i].file, &n);
        bcq_object o;
        bcq_error e;
        ck_assert_int_eq(bcq_find_bitcode(p, n, NULL, &o, &e),
                         BCQ_E_NO_BITCODE);
        ck_assert_uint_eq(o.section_size, 0);
        ck_assert_msg(strstr(e.message, cases[i].says), "%s: %s",
                      cases[i].file, e.message);
        bcq_file *f = (bcq_file *)1;
        ck_assert_int_eq(bcq_open_mem(p, n, NULL, &f, &e), BCQ_E_NO_BITCODE);
        ck_assert_ptr_null(f);
        free(p);
    }
}
END_TEST

/* fat.o: llvm-lipo of the x86_64 and arm64 objects, whose slices are
 * their (wrapped) bitcode. */
START_TEST(universal)
{
    size_t n;
    uint8_t *p = obj("fat.o", &n);
    ck_assert_int_eq(bcq_identify(p, n), BCQ_KIND_MACHO_UNIVERSAL);
    bcq_slice s[2];
    size_t ns;
    bcq_error e;
    ck_assert_int_eq(bcq_universal_slices(p, n, s, 1, &ns, &e), BCQ_E_RANGE);
    ck_assert_uint_eq(ns, 2);
    ck_assert_int_eq(bcq_universal_slices(p, n, s, 2, &ns, &e), 0);
    ck_assert_str_eq(s[0].arch, "x86_64");
    ck_assert_str_eq(s[1].arch, "arm64");
    ck_assert_uint_eq(s[0].cputype, 0x01000007u);
    bcq_object o;
    ck_assert_int_eq(bcq_find_bitcode(p, n, NULL, &o, &e), BCQ_E_AMBIGUOUS);
    ck_assert_ptr_nonnull(strstr(e.message, "x86_64, arm64"));
    ck_assert_int_eq(bcq_find_bitcode(p, n, "ppc", &o, &e), BCQ_E_NOT_FOUND);
    const char *triples[] = {"x86_64-apple-macosx10.15.0",
                             "arm64-apple-macosx11.0.0"};
    for (int i = 0; i < 2; i++) {
        ck_assert_int_eq(bcq_find_bitcode(p, n, s[i].arch, &o, &e), 0);
        ck_assert_uint_eq(o.slice_off, s[i].offset);
        ck_assert_uint_eq(o.slice_size, s[i].size);
        ck_assert_uint_eq(o.section_off, s[i].offset);
        ck_assert_int_eq(o.kind, BCQ_KIND_MACHO_UNIVERSAL);
        bcq_open_options opt = BCQ_OPEN_OPTIONS_INIT;
        opt.arch = s[i].arch;
        bcq_file *f;
        ck_assert_int_eq(bcq_open_mem(p, n, &opt, &f, &e), 0);
        const bcq_module *m;
        ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), 0);
        ck_assert_uint_eq(m->triple.len, strlen(triples[i]));
        ck_assert_int_eq(memcmp(m->triple.ptr, triples[i], m->triple.len), 0);
        ck_assert(bcq_file_stream(f).ptr > p + s[i].offset);
        bcq_close(f);
    }
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(p, n, NULL, &f, &e), BCQ_E_AMBIGUOUS);
    free(p);
}
END_TEST

static void put(uint8_t *p, size_t at, unsigned bytes, uint64_t v, int be);

/* fat-macho.o: the same objects as Mach-O slices (gen-obj.sh writes the
 * fat header): each slice's __LLVM,__bitcode, offsets from the start of
 * the whole file. */
START_TEST(universal_macho)
{
    size_t n;
    uint8_t *p = obj("fat-macho.o", &n);
    char name[24];
    size_t off, size;
    expected_section("macho.o", name, &off, &size);
    bcq_slice s[2];
    size_t ns;
    bcq_error e;
    ck_assert_int_eq(bcq_universal_slices(p, n, s, 2, &ns, &e), 0);
    ck_assert_uint_eq(s[0].offset, 4096);
    bcq_object o;
    ck_assert_int_eq(bcq_find_bitcode(p, n, "x86_64", &o, &e), 0);
    ck_assert_int_eq(o.kind, BCQ_KIND_MACHO);
    ck_assert_str_eq(o.section, "__LLVM,__bitcode");
    ck_assert_uint_eq(o.slice_off, 4096);
    ck_assert_uint_eq(o.section_off, 4096 + off);
    ck_assert_uint_eq(o.section_size, size);
    ck_assert_int_eq(bcq_find_bitcode(p, n, "arm64", &o, &e), 0);
    ck_assert_uint_eq(o.slice_off, s[1].offset);
    ck_assert(o.section_off > s[1].offset &&
              o.section_off + o.section_size <= s[1].offset + s[1].size);
    /* an error inside a slice names its byte in the whole file */
    uint8_t *q = malloc(n);
    memcpy(q, p, n);
    put(q, 4096 + 16, 4, 0xffffffffu, 0); /* x86_64 slice's ncmds */
    ck_assert_int_eq(bcq_find_bitcode(q, n, "x86_64", &o, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_uint_eq(e.bit, (4096 + 16) * 8);
    free(q);
    free(p);
}
END_TEST

/* ---------------------------------------------------------- hostile */

static void put(uint8_t *p, size_t at, unsigned bytes, uint64_t v, int be)
{
    for (unsigned i = 0; i < bytes; i++)
        p[at + (be ? bytes - 1 - i : i)] = (uint8_t)(v >> (8 * i));
}

static uint64_t get(const uint8_t *p, size_t at, unsigned bytes, int be)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < bytes; i++)
        v |= (uint64_t)p[at + (be ? bytes - 1 - i : i)] << (8 * i);
    return v;
}

typedef struct patch {
    size_t at;
    unsigned bytes;
    uint64_t value;
    int code;
    uint64_t bit; /* UINT64_MAX: any */
    const char *says;
} patch;

static void try_patches(const char *file, const patch *v, size_t count,
                        int be)
{
    size_t n;
    uint8_t *orig = obj(file, &n);
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = malloc(n);
        memcpy(p, orig, n);
        put(p, v[i].at, v[i].bytes, v[i].value, be);
        bcq_object o;
        bcq_error e;
        int rc = bcq_find_bitcode(p, n, NULL, &o, &e);
        ck_assert_msg(rc == v[i].code, "%s patch %zu: %s, want %s (%s)",
                      file, i, bcq_status_name(rc),
                      bcq_status_name(v[i].code), e.message);
        if (v[i].bit != UINT64_MAX)
            ck_assert_msg(e.bit == v[i].bit, "%s patch %zu: bit %llu, want "
                          "%llu (%s)", file, i, (unsigned long long)e.bit,
                          (unsigned long long)v[i].bit, e.message);
        if (v[i].says)
            ck_assert_msg(strstr(e.message, v[i].says), "%s patch %zu: %s",
                          file, i, e.message);
        bcq_file *f;
        ck_assert_int_eq(bcq_open_mem(p, n, NULL, &f, &e), v[i].code);
        free(p);
    }
    free(orig);
}

START_TEST(elf_hostile)
{
    size_t n;
    uint8_t *p = obj("elf64.o", &n);
    char name[24];
    size_t off, size;
    expected_section("elf64.o", name, &off, &size);
    uint64_t shoff = get(p, 40, 8, 0), shnum = get(p, 60, 2, 0),
             strndx = get(p, 62, 2, 0);
    size_t bc = 0; /* the .llvmbc section header */
    for (size_t i = 1; i < shnum; i++)
        if (get(p, shoff + i * 64 + 24, 8, 0) == off)
            bc = shoff + i * 64;
    ck_assert_uint_ne(bc, 0);
    size_t names = shoff + strndx * 64;
    free(p);
    const patch v[] = {
        {4, 1, 3, BCQ_E_BAD_CONTAINER, 32, "EI_CLASS"},
        {5, 1, 0, BCQ_E_BAD_CONTAINER, 40, "EI_DATA"},
        {40, 8, n, BCQ_E_TRUNCATED, 40 * 8, "section header table"},
        {40, 8, UINT64_MAX, BCQ_E_TRUNCATED, 40 * 8, NULL},
        {58, 2, 40, BCQ_E_BAD_CONTAINER, 58 * 8, "e_shentsize"},
        {60, 2, 0xffff, BCQ_E_TRUNCATED, 60 * 8, "section headers"},
        {62, 2, shnum, BCQ_E_BAD_CONTAINER, 62 * 8, "e_shstrndx"},
        {names + 24, 8, n, BCQ_E_TRUNCATED, (names + 24) * 8, "name table"},
        {names + 32, 8, UINT64_MAX, BCQ_E_TRUNCATED, (names + 24) * 8, NULL},
        {names + 4, 4, 8, BCQ_E_BAD_CONTAINER, (names + 4) * 8, "SHT_NOBITS"},
        {shoff + 64, 4, 0xffffffffu, BCQ_E_BAD_CONTAINER, (shoff + 64) * 8,
         "sh_name"},
        {bc + 24, 8, n, BCQ_E_TRUNCATED, (bc + 24) * 8, "runs past"},
        {bc + 24, 8, UINT64_MAX, BCQ_E_TRUNCATED, (bc + 24) * 8, NULL},
        {bc + 32, 8, UINT64_MAX, BCQ_E_TRUNCATED, (bc + 24) * 8, NULL},
        {bc + 32, 8, 1, BCQ_E_NO_BITCODE, (bc + 24) * 8, "marker"},
        {bc + 4, 4, 8, BCQ_E_BAD_CONTAINER, (bc + 4) * 8, "SHT_NOBITS"},
        {40, 8, 0, BCQ_E_NO_BITCODE, 0, "no .llvmbc"},
    };
    try_patches("elf64.o", v, sizeof v / sizeof v[0], 0);
    /* Extended numbering: e_shnum 0 takes the count from section 0. */
    p = obj("elf64.o", &n);
    put(p, shoff + 32, 8, shnum, 0);
    put(p, 60, 2, 0, 0);
    bcq_object o;
    ck_assert_int_eq(bcq_find_bitcode(p, n, NULL, &o, NULL), 0);
    ck_assert_uint_eq(o.section_off, off);
    put(p, shoff + 40, 4, (uint32_t)strndx, 0);
    put(p, 62, 2, 0xffff, 0); /* SHN_XINDEX: the index in its sh_link */
    ck_assert_int_eq(bcq_find_bitcode(p, n, NULL, &o, NULL), 0);
    ck_assert_uint_eq(o.section_off, off);
    free(p);
}
END_TEST

START_TEST(elfbe_hostile)
{
    size_t n;
    uint8_t *p = obj("elfbe.o", &n);
    uint64_t shnum = get(p, 60, 2, 1);
    free(p);
    const patch v[] = {
        {40, 8, n + 1, BCQ_E_TRUNCATED, 40 * 8, NULL},
        {62, 2, shnum + 5, BCQ_E_BAD_CONTAINER, 62 * 8, "e_shstrndx"},
    };
    try_patches("elfbe.o", v, sizeof v / sizeof v[0], 1);
}
END_TEST

START_TEST(macho_hostile)
{
    size_t n;
    uint8_t *p = obj("macho.o", &n);
    char name[24];
    size_t off, size;
    expected_section("macho.o", name, &off, &size);
    /* the first load command is the one segment, and __bitcode one of its
     * 80-byte sections */
    ck_assert_uint_eq(get(p, 32, 4, 0), 0x19);
    uint32_t nsects = (uint32_t)get(p, 32 + 64, 4, 0);
    size_t bc = 0;
    for (uint32_t k = 0; k < nsects; k++)
        if (get(p, 32 + 72 + k * 80 + 48, 4, 0) == off)
            bc = 32 + 72 + k * 80;
    ck_assert_uint_ne(bc, 0);
    free(p);
    const patch v[] = {
        {16, 4, 0xffffffffu, BCQ_E_BAD_CONTAINER, 16 * 8, "load commands"},
        {20, 4, n, BCQ_E_TRUNCATED, 20 * 8, "sizeofcmds"},
        {36, 4, 0, BCQ_E_BAD_CONTAINER, 36 * 8, "cmdsize 0"},
        {36, 4, 12, BCQ_E_BAD_CONTAINER, 36 * 8, "multiple of 8"},
        {36, 4, 0x7ffffff8u, BCQ_E_BAD_CONTAINER, 36 * 8, NULL},
        {32 + 64, 4, 1000, BCQ_E_BAD_CONTAINER, (32 + 64) * 8, "sections"},
        {bc + 48, 4, n, BCQ_E_TRUNCATED, (bc + 40) * 8, "runs past"},
        {bc + 40, 8, UINT64_MAX, BCQ_E_TRUNCATED, (bc + 40) * 8, NULL},
        {bc + 16, 1, 'X', BCQ_E_NO_BITCODE, 0, "no __LLVM,__bitcode"},
    };
    try_patches("macho.o", v, sizeof v / sizeof v[0], 0);
}
END_TEST

START_TEST(universal_hostile)
{
    size_t n;
    uint8_t *p = obj("fat.o", &n);
    uint64_t off0 = get(p, 16, 4, 1);
    free(p);
    const patch v[] = {
        /* 43 and more: a Java class file's version, as LLVM reads it */
        {4, 4, 1000, BCQ_E_NOT_BITCODE, 0, "Java class"},
        {4, 4, 0, BCQ_E_BAD_CONTAINER, 32, "no slice"},
        {16, 4, n, BCQ_E_TRUNCATED, 16 * 8, "past the end"},
        {20, 4, 0xffffffffu, BCQ_E_TRUNCATED, 16 * 8, NULL},
        {16, 4, 8, BCQ_E_BAD_CONTAINER, 16 * 8, "slice table"},
        {36, 4, off0, BCQ_E_BAD_CONTAINER, 36 * 8, "overlaps slice 0"},
    };
    try_patches("fat.o", v, sizeof v / sizeof v[0], 1);
    /* With one slice left, NULL picks it. */
    p = obj("fat.o", &n);
    put(p, 4, 4, 1, 1);
    bcq_object o;
    ck_assert_int_eq(bcq_find_bitcode(p, n, NULL, &o, NULL), 0);
    ck_assert_str_eq(o.arch, "x86_64");
    free(p);
}
END_TEST

START_TEST(coff_hostile)
{
    size_t n;
    uint8_t *p = obj("coff.obj", &n);
    char name[24];
    size_t off, size;
    expected_section("coff.obj", name, &off, &size);
    size_t table = 20 + get(p, 16, 2, 0), nsect = get(p, 2, 2, 0), bc = 0;
    for (size_t i = 0; i < nsect; i++)
        if (memcmp(p + table + i * 40, ".llvmbc", 8) == 0)
            bc = table + i * 40;
    ck_assert_uint_ne(bc, 0);
    free(p);
    const patch v[] = {
        {2, 2, 0xffff, BCQ_E_TRUNCATED, 16, "section headers"},
        {16, 2, 0xffff, BCQ_E_TRUNCATED, 16, NULL},
        {8, 4, n, BCQ_E_TRUNCATED, 64, "symbols"},
        {12, 4, 0x7fffffffu, BCQ_E_TRUNCATED, 64, NULL},
        {bc, 8, 0x7832312f /* "/12x" */, BCQ_E_BAD_CONTAINER, bc * 8,
         "decimal"},
        {bc, 8, 0x39393939392f /* "/99999" */, BCQ_E_BAD_CONTAINER, bc * 8,
         "string table"},
        {bc, 8, 0x2f /* "/" */, BCQ_E_BAD_CONTAINER, bc * 8, "offset"},
        {bc + 20, 4, n, BCQ_E_TRUNCATED, (bc + 16) * 8, "runs past"},
        {bc + 16, 4, 0xffffffffu, BCQ_E_TRUNCATED, (bc + 16) * 8, NULL},
        {bc + 1, 1, 'X', BCQ_E_NO_BITCODE, 0, "no .llvmbc"},
    };
    try_patches("coff.obj", v, sizeof v / sizeof v[0], 0);
}
END_TEST

/* A bigobj COFF object (clang writes one only past 65279 sections), built
 * here around coff.obj's bitcode: its header, one section header, the
 * bitcode, an empty string table. */
START_TEST(coff_bigobj)
{
    size_t n;
    uint8_t *src = obj("coff.obj", &n);
    char name[24];
    size_t off, size;
    expected_section("coff.obj", name, &off, &size);
    static const uint8_t cls[16] = {0xc7, 0xa1, 0xba, 0xd1, 0xee, 0xba,
                                    0xa9, 0x4b, 0xaf, 0x20, 0xfa, 0xf6,
                                    0x6a, 0xa4, 0xdc, 0xb8};
    size_t m = 56 + 40 + size + 4;
    uint8_t *p = calloc(1, m);
    put(p, 2, 2, 0xffff, 0);
    put(p, 4, 2, 2, 0);
    put(p, 6, 2, 0x8664, 0);
    memcpy(p + 12, cls, 16);
    put(p, 44, 4, 1, 0);               /* one section */
    put(p, 48, 4, 56 + 40 + size, 0);  /* no symbols, then the strings */
    memcpy(p + 56, ".llvmbc", 7);
    put(p, 56 + 16, 4, size, 0);
    put(p, 56 + 20, 4, 96, 0);
    memcpy(p + 96, src + off, size);
    put(p, 96 + size, 4, 4, 0);
    ck_assert_int_eq(bcq_identify(p, m), BCQ_KIND_COFF);
    bcq_object o;
    bcq_error e;
    ck_assert_int_eq(bcq_find_bitcode(p, m, NULL, &o, &e), 0);
    ck_assert_uint_eq(o.section_off, 96);
    ck_assert_uint_eq(o.section_size, size);
    ck_assert_str_eq(o.arch, "x86_64");
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(p, m, NULL, &f, &e), 0);
    bcq_close(f);
    put(p, 44, 4, 0xffffffffu, 0);
    ck_assert_int_eq(bcq_find_bitcode(p, m, NULL, &o, &e), BCQ_E_TRUNCATED);
    ck_assert_uint_eq(e.bit, 44 * 8);
    free(p);
    free(src);
}
END_TEST

/* Every fixture cut at every length: a clean refusal (the cut is past the
 * end of something: TRUNCATED; a header left without its table or its
 * bitcode: a container error; too short to be named: NOT_BITCODE), never
 * a bitstream error such as BCQ_E_BAD_BLOCK, never a read past the cut. */
START_TEST(cut_every_byte)
{
    static const char *const files[] = {"elf64.o", "elf32.o", "elfbe.o",
                                        "macho.o", "coff.obj", "fat.o",
                                        "fatlto.o", "fat-macho.o"};
    size_t n;
    uint8_t *p = obj(files[_i], &n);
    /* What the whole file's open reads ends with the bitcode; a cut past
     * it may open (the rest of an object is not read). */
    bcq_object whole;
    ck_assert_int_eq(bcq_find_bitcode(p, n, "arm64", &whole, NULL) == 0 ||
                         bcq_find_bitcode(p, n, NULL, &whole, NULL) == 0,
                     1);
    const size_t needed = whole.section_off + whole.section_size;
    for (size_t cut = 0; cut < n; cut++) {
        uint8_t *q = malloc(cut ? cut : 1);
        memcpy(q, p, cut);
        bcq_open_options opt = BCQ_OPEN_OPTIONS_INIT;
        opt.arch = "arm64"; /* fat.o: its last slice */
        opt.flags = BCQ_OPEN_DEEP;
        bcq_file *f = NULL;
        bcq_error e;
        int rc = bcq_open_mem(q, cut, &opt, &f, &e);
        ck_assert_msg(rc == BCQ_E_TRUNCATED || rc == BCQ_E_BAD_CONTAINER ||
                          rc == BCQ_E_NOT_BITCODE || rc == BCQ_E_NO_BITCODE ||
                          (rc == 0 && cut >= needed),
                      "%s cut at %zu: %s (%s)", files[_i], cut,
                      bcq_status_name(rc), e.message);
        bcq_close(f);
        free(q);
    }
    free(p);
}
END_TEST

Suite *make_object_suite(void)
{
    Suite *s = suite_create("object");
    TCase *t = tcase_create("core");
    tcase_add_loop_test(t, fixture_sections, 0,
                        (int)(sizeof fixtures / sizeof fixtures[0]));
    tcase_add_test(t, no_bitcode);
    tcase_add_test(t, universal);
    tcase_add_test(t, universal_macho);
    tcase_add_test(t, elf_hostile);
    tcase_add_test(t, elfbe_hostile);
    tcase_add_test(t, macho_hostile);
    tcase_add_test(t, universal_hostile);
    tcase_add_test(t, coff_hostile);
    tcase_add_test(t, coff_bigobj);
    tcase_add_loop_test(t, cut_every_byte, 0, 8);
    suite_add_tcase(s, t);
    return s;
}
