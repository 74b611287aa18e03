/*
 * check_native.c - bcq_native (lib/container/elfsym.c, machosym.c,
 * coffsym.c, lib/file/native.c) on the fixtures of tests/data/native
 * (gen.sh): the facts of each kind of symbol, through
 * bcq_native_open_path and bcq_native_open_mem alike; the Mach-O and COFF
 * mappings and the sections (bcq_native_section_get); the refusals of
 * what is no native object; every fixture cut at every length (a clean
 * refusal or a readable table, never a read past the cut: the copy is
 * exactly sized, for ASan and valgrind).  The hostile tables are the
 * elf_*, macho_* and coff_* cases of tests/data/bad (suite bad).  COFF
 * facts are checked against llvm-readobj --symbols / --sections of the
 * fixtures.
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "internals.h" /* bcq__coffsyms_section */
#include "suites.h"
#include "testutil.h"

static bcq_native *open_fixture(const char *file, int mode, void **keep)
{
    char name[64];
    snprintf(name, sizeof name, "native/%s", file);
    bcq_native *n = NULL;
    bcq_error err;
    int rc;
    *keep = NULL;
    if (mode == 0) {
        rc = bcq_native_open_path(tu_fixture_path(name), NULL, &n, &err);
    } else {
        size_t size;
        *keep = tu_read_fixture(name, &size);
        rc = bcq_native_open_mem(*keep, size, NULL, &n, &err);
    }
    ck_assert_msg(rc == 0, "%s: %s (%s)", file, bcq_status_name(rc),
                  err.message);
    return n;
}

/* The first symbol of table t named name. */
static bcq_native_symbol find(const bcq_native *n, unsigned t,
                              const char *name)
{
    bcq_native_symbol s;
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    bcq_native_get_info(n, &info);
    const int coff = info.kind == BCQ_KIND_COFF;
    size_t len = strlen(name), count = bcq_native_symbol_count(n, t);
    for (size_t i = 0; i < count; i += coff ? 1 + (size_t)s.raw_other : 1) {
        ck_assert_int_eq(bcq_native_symbol_at(n, t, i, &s, NULL), 0);
        ck_assert_uint_eq(s.index, i);
        if (s.name.len == len && !memcmp(s.name.ptr, name, len))
            return s;
    }
    ck_abort_msg("no symbol %s", name);
    return s;
}

START_TEST(facts)
{
    void *keep;
    bcq_native *n = open_fixture("syms.o", _i, &keep);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    ck_assert_int_eq(bcq_native_get_info(n, &info), 0);
    ck_assert_int_eq(info.kind, BCQ_KIND_ELF);
    ck_assert_uint_eq(info.type, BCQ_NATIVE_RELOCATABLE);
    ck_assert_uint_eq(info.bits, 64);
    ck_assert_int_eq(info.big_endian, 0);
    ck_assert_str_eq(info.arch, "x86_64");
    ck_assert_int_eq(info.has_symtab, 1);
    ck_assert_int_eq(info.has_dynsym, 0);
    ck_assert_uint_eq(info.size, sizeof info);
    /* the size convention: a smaller struct is refused, a larger one
     * (a newer header) has the bytes this library does not know zeroed */
    bcq_native_info small = BCQ_NATIVE_INFO_INIT;
    small.size = sizeof small - 1;
    ck_assert_int_eq(bcq_native_get_info(n, &small), BCQ_E_INVAL);
    struct {
        bcq_native_info i;
        unsigned char more[8];
    } big;
    memset(&big, 0xff, sizeof big);
    big.i.size = sizeof big;
    ck_assert_int_eq(bcq_native_get_info(n, &big.i), 0);
    ck_assert_uint_eq(big.i.size, sizeof big);
    ck_assert_uint_eq(big.i.bits, 64);
    for (size_t k = 0; k < sizeof big.more; k++)
        ck_assert_uint_eq(big.more[k], 0);
    ck_assert_uint_eq(bcq_native_symbol_count(n, BCQ_NATIVE_DYNSYM), 0);
    ck_assert_uint_gt(bcq_native_symbol_count(n, BCQ_NATIVE_SYMTAB), 10);
    ck_assert_uint_eq(bcq_native_symbol_count(n, 7), 0);

    bcq_native_symbol s;
    ck_assert_int_eq(bcq_native_symbol_at(n, 0, 0, &s, NULL), 0);
    ck_assert_uint_eq(s.name.len, 0); /* the null symbol */
    ck_assert_uint_eq(s.where, BCQ_NSYM_UNDEF);

    s = find(n, 0, "text_global");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GLOBAL);
    ck_assert_uint_eq(s.type, BCQ_NSYM_FUNC);
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_SECTION);
    ck_assert_uint_eq(s.section_class, BCQ_NSEC_ALLOC | BCQ_NSEC_EXEC);
    ck_assert(s.section_name.len >= 5 &&
              !memcmp(s.section_name.ptr, ".text", 5));
    ck_assert_uint_gt(s.size, 0);

    s = find(n, 0, "bss_global");
    ck_assert_uint_eq(s.type, BCQ_NSYM_OBJECT);
    ck_assert(s.section_class & BCQ_NSEC_NOBITS);
    ck_assert(s.section_class & BCQ_NSEC_WRITE);

    s = find(n, 0, "ro_global");
    ck_assert_uint_eq(s.section_class, BCQ_NSEC_ALLOC);

    s = find(n, 0, "common_sym");
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_COMMON);
    ck_assert_uint_eq(s.common_align, 4);

    s = find(n, 0, "tls_global");
    ck_assert_uint_eq(s.type, BCQ_NSYM_TLS);

    s = find(n, 0, "ifunc_sym");
    ck_assert_uint_eq(s.type, BCQ_NSYM_IFUNC);

    s = find(n, 0, "hidden_func");
    ck_assert_uint_eq(s.visibility, 2);

    s = find(n, 0, "weak_undef");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_WEAK);
    ck_assert_uint_eq(s.where, BCQ_NSYM_UNDEF);

    bcq_error err;
    size_t k = bcq_native_symbol_count(n, 0);
    ck_assert_int_eq(bcq_native_symbol_at(n, 0, k, &s, &err), BCQ_E_RANGE);
    ck_assert_int_eq(err.code, BCQ_E_RANGE);
    ck_assert_int_eq(bcq_native_symbol_at(n, 1, 0, &s, &err), BCQ_E_RANGE);
    bcq_native_close(n);
    free(keep);
}
END_TEST

START_TEST(unique_and_dynsym)
{
    void *keep;
    bcq_native *n = open_fixture("uniq.o", _i, &keep);
    bcq_native_symbol s = find(n, 0, "_ZN1SIiE1nE");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GNU_UNIQUE);
    bcq_native_close(n);
    free(keep);

    n = open_fixture("libsmall.so", _i, &keep);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    bcq_native_get_info(n, &info);
    ck_assert_uint_eq(info.type, BCQ_NATIVE_SHARED);
    ck_assert_int_eq(info.has_dynsym, 1);
    s = find(n, BCQ_NATIVE_DYNSYM, "text_global");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GLOBAL);
    bcq_native_close(n);
    free(keep);

    n = open_fixture("libver.so", _i, &keep);
    s = find(n, BCQ_NATIVE_DYNSYM, "puts");
    ck_assert_uint_eq(s.version.len, 11);
    ck_assert(!memcmp(s.version.ptr, "GLIBC_2.2.5", 11));
    ck_assert_int_eq(s.version_defined, 0);
    s = find(n, BCQ_NATIVE_DYNSYM, "data_global");
    ck_assert(s.version.len == 2 && !memcmp(s.version.ptr, "V2", 2));
    ck_assert_int_eq(s.version_defined, 1);
    ck_assert_int_eq(s.version_hidden, 0);
    s = find(n, BCQ_NATIVE_SYMTAB, "data_global");
    ck_assert_uint_eq(s.version.len, 0); /* versions: .dynsym only */
    bcq_native_close(n);
    free(keep);

    n = open_fixture("syms-mips.o", _i, &keep);
    bcq_native_get_info(n, &info);
    ck_assert_uint_eq(info.bits, 32);
    ck_assert_int_eq(info.big_endian, 1);
    s = find(n, 0, "text_global");
    ck_assert_uint_eq(s.type, BCQ_NSYM_FUNC);
    bcq_native_close(n);
    free(keep);
}
END_TEST

START_TEST(refusals)
{
    bcq_native *n = (bcq_native *)1;
    bcq_error err;
    size_t size;
    uint8_t *p = tu_read_fixture("native/mixed.a", &size);
    ck_assert_int_eq(bcq_native_open_mem(p, size, NULL, &n, &err),
                     BCQ_E_NOT_BITCODE);
    ck_assert_ptr_null(n);
    free(p);
    /* a universal binary: its slice by arch, else refused */
    p = tu_read_fixture("native/macho-fat", &size);
    ck_assert_int_eq(bcq_native_open_mem(p, size, NULL, &n, &err),
                     BCQ_E_AMBIGUOUS);
    ck_assert_ptr_null(n);
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.arch = "x86_64";
    ck_assert_int_eq(bcq_native_open_mem(p, size, &o, &n, &err),
                     BCQ_E_NOT_FOUND);
    o.arch = "arm64";
    ck_assert_int_eq(bcq_native_open_mem(p, size, &o, &n, &err), 0);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    bcq_native_get_info(n, &info);
    ck_assert_int_eq(info.kind, BCQ_KIND_MACHO);
    ck_assert_str_eq(info.arch, "arm64");
    bcq_native_symbol s = find(n, 0, "_text_global");
    ck_assert(s.name.ptr > p + 16384); /* a view into the slice */
    bcq_native_section sec = BCQ_NATIVE_SECTION_INIT;
    ck_assert_int_eq(bcq_native_section_get(n, 1, &sec, &err), 0);
    ck_assert(sec.name.ptr > p + 16384 && sec.name.ptr < p + size);
    bcq_native_close(n);
    free(p);
    p = tu_read_fixture("obj/native-coff.obj", &size); /* COFF: read */
    ck_assert_int_eq(bcq_native_open_mem(p, size, NULL, &n, &err), 0);
    bcq_native_close(n);
    free(p);
    ck_assert_int_eq(bcq_native_open_mem(NULL, 4, NULL, &n, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_native_open_path(tu_fixture_path("native/nosuch"),
                                          NULL, &n, &err),
                     BCQ_E_IO);
    ck_assert_int_eq(bcq_native_get_info(NULL, NULL), BCQ_E_INVAL);
    ck_assert_uint_eq(bcq_native_symbol_count(NULL, 0), 0);
    bcq_native_close(NULL);
}
END_TEST

static int span_is(bcq_span s, const char *w)
{
    return s.len == strlen(w) && !memcmp(s.ptr, w, s.len);
}

/* A Mach-O object (gen.sh, macho.c): the header's facts and the mapping
 * bcq.h documents, symbol by symbol (llvm-objdump --macho --syms). */
START_TEST(macho_facts)
{
    void *keep;
    bcq_native *n = open_fixture("macho-x86_64.o", _i, &keep);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    ck_assert_int_eq(bcq_native_get_info(n, &info), 0);
    ck_assert_int_eq(info.kind, BCQ_KIND_MACHO);
    ck_assert_uint_eq(info.type, BCQ_NATIVE_RELOCATABLE);
    ck_assert_uint_eq(info.raw_type, 1); /* MH_OBJECT */
    ck_assert_uint_eq(info.bits, 64);
    ck_assert_int_eq(info.big_endian, 0);
    ck_assert_uint_eq(info.machine, 0x01000007u);
    ck_assert_str_eq(info.arch, "x86_64");
    ck_assert_uint_eq(info.nsections, 7);
    ck_assert_int_eq(info.has_symtab, 1);
    ck_assert_int_eq(info.has_dynsym, 0);
    ck_assert_uint_eq(bcq_native_symbol_count(n, BCQ_NATIVE_DYNSYM), 0);
    bcq_native_symbol s;
    ck_assert_int_eq(bcq_native_symbol_at(n, BCQ_NATIVE_DYNSYM, 0, &s, NULL),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_native_symbol_at(n, BCQ_NATIVE_SYMTAB,
                                          bcq_native_symbol_count(n, 0), &s,
                                          NULL),
                     BCQ_E_RANGE);

    s = find(n, 0, "_text_global");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GLOBAL);
    ck_assert_uint_eq(s.type, BCQ_NSYM_NOTYPE);
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_SECTION);
    ck_assert_uint_eq(s.section, 1);
    ck_assert(span_is(s.section_name, "__text"));
    ck_assert_uint_eq(s.section_class, BCQ_NSEC_ALLOC | BCQ_NSEC_EXEC);
    ck_assert_uint_eq(s.section_flags, 0x80000400u);
    ck_assert_uint_eq(s.section_type, 0);
    ck_assert_uint_eq(s.value, 0x50);
    ck_assert_uint_eq(s.raw_info, 0x0f); /* N_SECT | N_EXT */
    ck_assert_uint_eq(s.raw_other, 1);

    s = find(n, 0, "_hidden_func"); /* N_PEXT */
    ck_assert_uint_eq(s.visibility, 2);
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GLOBAL);
    s = find(n, 0, "_weak_func"); /* N_WEAK_DEF */
    ck_assert_uint_eq(s.binding, BCQ_NSYM_WEAK);
    s = find(n, 0, "_weak_undef"); /* N_WEAK_REF */
    ck_assert_uint_eq(s.binding, BCQ_NSYM_WEAK);
    ck_assert_uint_eq(s.where, BCQ_NSYM_UNDEF);
    s = find(n, 0, "_undef_data");
    ck_assert_uint_eq(s.where, BCQ_NSYM_UNDEF);
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GLOBAL);
    s = find(n, 0, "_common_sym");
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_COMMON);
    ck_assert_uint_eq(s.size, 4);
    ck_assert_uint_eq(s.common_align, 4);
    s = find(n, 0, "_abs_sym");
    ck_assert_uint_eq(s.where, BCQ_NSYM_ABS);
    ck_assert_uint_eq(s.value, 0x42);
    s = find(n, 0, "_abs_local");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_LOCAL);
    s = find(n, 0, "_bss_local");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_LOCAL);
    ck_assert_uint_eq(s.section, 5);
    ck_assert(span_is(s.section_name, "__bss"));
    ck_assert_uint_eq(s.section_type, 1); /* S_ZEROFILL */
    ck_assert_uint_eq(s.section_class,
                      BCQ_NSEC_ALLOC | BCQ_NSEC_WRITE | BCQ_NSEC_NOBITS);
    ck_assert_uint_eq(s.section_addr, 0x290);
    s = find(n, 0, "_ro_global");
    ck_assert(span_is(s.section_name, "__const"));
    ck_assert_uint_eq(s.section_class, BCQ_NSEC_ALLOC);
    bcq_native_close(n);
    free(keep);

    /* linked files (ld64.lld): their filetypes */
    n = open_fixture("libmacho.dylib", _i, &keep);
    bcq_native_get_info(n, &info);
    ck_assert_uint_eq(info.type, BCQ_NATIVE_SHARED);
    ck_assert_uint_eq(info.raw_type, 6); /* MH_DYLIB */
    bcq_native_close(n);
    free(keep);
    n = open_fixture("macho-exe", _i, &keep);
    bcq_native_get_info(n, &info);
    ck_assert_uint_eq(info.type, BCQ_NATIVE_EXECUTABLE);
    ck_assert_uint_eq(info.raw_type, 2); /* MH_EXECUTE */
    s = find(n, 0, "__mh_execute_header");
    ck_assert_uint_eq(s.value, 0x100000000u);
    bcq_native_close(n);
    free(keep);

    n = open_fixture("macho-i386.o", _i, &keep);
    bcq_native_get_info(n, &info);
    ck_assert_uint_eq(info.bits, 32);
    ck_assert_uint_eq(info.machine, 7);
    ck_assert_str_eq(info.arch, "i386");
    s = find(n, 0, "_data_global");
    ck_assert(span_is(s.section_name, "__data"));
    ck_assert_uint_eq(s.section_class, BCQ_NSEC_ALLOC | BCQ_NSEC_WRITE);
    bcq_native_close(n);
    free(keep);
}
END_TEST

/* The kinds an assembler does not write (tests/data/bad/macho_kinds,
 * tests/gen-bad/macho.c): N_INDR, a stab, N_PBUD, NO_SECT. */
START_TEST(macho_kinds)
{
    size_t size;
    uint8_t *p = tu_read_fixture(_i ? "bad/macho32_kinds.bin"
                                    : "bad/macho_kinds.bin",
                                 &size);
    bcq_native *n;
    ck_assert_int_eq(bcq_native_open_mem(p, size, NULL, &n, NULL), 0);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    bcq_native_get_info(n, &info);
    ck_assert_int_eq(info.big_endian, _i);
    ck_assert_uint_eq(bcq_native_symbol_count(n, 0), 13);
    bcq_native_symbol s = find(n, 0, "_i");
    ck_assert_uint_eq(s.where, BCQ_NSYM_RESERVED);
    ck_assert(span_is(s.version, "_f"));
    ck_assert_int_eq(s.version_defined, 1);
    s = find(n, 0, "_x"); /* n_value outside the string table */
    ck_assert_uint_eq(s.version.len, 0);
    ck_assert_int_eq(s.version_defined, 0);
    s = find(n, 0, "_c");
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_COMMON);
    ck_assert_uint_eq(s.size, 16);
    ck_assert_uint_eq(s.common_align, 8);
    s = find(n, 0, "stab");
    ck_assert_uint_eq(s.type, BCQ_NSYM_TYPE_OTHER);
    ck_assert_uint_eq(s.raw_info, 0x24);
    s = find(n, 0, "_p"); /* N_PBUD */
    ck_assert_uint_eq(s.where, BCQ_NSYM_UNDEF);
    s = find(n, 0, "_w"); /* weak private extern */
    ck_assert_uint_eq(s.binding, BCQ_NSYM_WEAK);
    ck_assert_uint_eq(s.visibility, 2);
    s = find(n, 0, "_z"); /* N_SECT, NO_SECT */
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_SECTION);
    ck_assert_uint_eq(s.section, 0);
    ck_assert_uint_eq(s.section_name.len, 0);
    bcq_native_close(n);
    free(p);
}
END_TEST

/* bcq_native_section_get on ELF (indices 0 .. count - 1) and Mach-O
 * (n_sect 1 .. count), against llvm-readobj --sections. */
START_TEST(sections)
{
    void *keep;
    bcq_native *n = open_fixture("syms.o", _i, &keep);
    bcq_native_section sec = BCQ_NATIVE_SECTION_INIT;
    bcq_error err;
    ck_assert_uint_eq(bcq_native_section_count(n), 13);
    ck_assert_int_eq(bcq_native_section_get(n, 0, &sec, &err), 0);
    ck_assert_uint_eq(sec.size, sizeof sec);
    ck_assert_uint_eq(sec.index, 0);
    ck_assert_uint_eq(sec.name.len, 0); /* the null section */
    ck_assert_int_eq(bcq_native_section_get(n, 1, &sec, &err), 0);
    ck_assert(span_is(sec.name, ".text"));
    ck_assert_uint_eq(sec.segment.len, 0);
    ck_assert_uint_eq(sec.type, 1); /* SHT_PROGBITS */
    ck_assert_uint_eq(sec.offset, 0x40);
    ck_assert_uint_eq(sec.bytes, 91);
    ck_assert_uint_eq(sec.section_class, BCQ_NSEC_ALLOC | BCQ_NSEC_EXEC);
    ck_assert_int_eq(bcq_native_section_get(n, 4, &sec, &err), 0);
    ck_assert(span_is(sec.name, ".bss"));
    ck_assert_uint_eq(sec.type, 8); /* SHT_NOBITS */
    ck_assert_uint_eq(sec.offset, 0xa4);
    ck_assert_uint_eq(sec.bytes, 4);
    ck_assert_uint_eq(sec.section_class,
                      BCQ_NSEC_ALLOC | BCQ_NSEC_WRITE | BCQ_NSEC_NOBITS);
    /* a symbol's section is the section of that index */
    bcq_native_symbol s = find(n, 0, "text_global");
    ck_assert_int_eq(bcq_native_section_get(n, s.section, &sec, &err), 0);
    ck_assert(sec.name.ptr == s.section_name.ptr);
    ck_assert_int_eq(bcq_native_section_get(n, 13, &sec, &err),
                     BCQ_E_RANGE);
    ck_assert_int_eq(err.code, BCQ_E_RANGE);
    bcq_native_close(n);
    free(keep);

    n = open_fixture("macho-x86_64.o", _i, &keep);
    ck_assert_uint_eq(bcq_native_section_count(n), 7);
    ck_assert_int_eq(bcq_native_section_get(n, 0, &sec, &err), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_native_section_get(n, 8, &sec, &err), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_native_section_get(n, 1, &sec, &err), 0);
    ck_assert_uint_eq(sec.index, 1);
    ck_assert(span_is(sec.name, "__text"));
    ck_assert(span_is(sec.segment, "__TEXT"));
    ck_assert_uint_eq(sec.addr, 0);
    ck_assert_uint_eq(sec.bytes, 0x9b);
    ck_assert_uint_eq(sec.offset, 792);
    ck_assert_uint_eq(sec.flags, 0x80000400u);
    ck_assert_uint_eq(sec.type, 0);
    ck_assert_int_eq(bcq_native_section_get(n, 4, &sec, &err), 0);
    ck_assert(span_is(sec.name, "__cstring"));
    ck_assert_uint_eq(sec.type, 2); /* S_CSTRING_LITERALS */
    ck_assert_int_eq(bcq_native_section_get(n, 5, &sec, &err), 0);
    ck_assert(span_is(sec.name, "__bss"));
    ck_assert(span_is(sec.segment, "__DATA"));
    ck_assert_uint_eq(sec.addr, 0x290);
    ck_assert_uint_eq(sec.bytes, 4);
    ck_assert_uint_eq(sec.offset, 0);
    ck_assert_uint_eq(sec.type, 1);
    ck_assert_int_eq(bcq_native_section_get(n, 6, &sec, &err), 0);
    /* a sectname of all 16 bytes, no NUL */
    ck_assert(span_is(sec.name, "__compact_unwind"));
    ck_assert(span_is(sec.segment, "__LD"));
    ck_assert_uint_eq(sec.section_class, 0); /* S_ATTR_DEBUG */
    /* the size convention */
    sec.size = sizeof sec - 1;
    ck_assert_int_eq(bcq_native_section_get(n, 1, &sec, &err), BCQ_E_INVAL);
    struct {
        bcq_native_section s;
        unsigned char more[8];
    } big;
    memset(&big, 0xff, sizeof big);
    big.s.size = sizeof big;
    ck_assert_int_eq(bcq_native_section_get(n, 1, &big.s, NULL), 0);
    ck_assert_uint_eq(big.s.size, sizeof big);
    for (size_t k = 0; k < sizeof big.more; k++)
        ck_assert_uint_eq(big.more[k], 0);
    ck_assert_int_eq(bcq_native_section_get(NULL, 1, &sec, NULL),
                     BCQ_E_INVAL);
    ck_assert_uint_eq(bcq_native_section_count(NULL), 0);
    bcq_native_close(n);
    free(keep);
}
END_TEST

/* Every cut of a fixture: an exactly sized copy, every symbol of both
 * tables read when it opens. */
/* coff-mingw.o (x86-64, -ffunction-sections), values from llvm-readobj */
START_TEST(coff_facts)
{
    void *keep;
    bcq_native *n = open_fixture(_i < 2 ? "coff-mingw.o" : "coff-big.o",
                                 _i & 1, &keep);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    ck_assert_int_eq(bcq_native_get_info(n, &info), 0);
    ck_assert_int_eq(info.kind, BCQ_KIND_COFF);
    ck_assert_uint_eq(info.type, BCQ_NATIVE_RELOCATABLE);
    ck_assert_uint_eq(info.bits, 64);
    ck_assert_uint_eq(info.machine, 0x8664);
    ck_assert_str_eq(info.arch, "x86_64");
    ck_assert_uint_eq(info.nsections, 23);
    ck_assert_int_eq(info.has_symtab, 1);
    ck_assert_int_eq(info.has_dynsym, 0);
    ck_assert_uint_eq(bcq_native_symbol_count(n, BCQ_NATIVE_DYNSYM), 0);
    ck_assert_int_eq(bcq_native_symbol_at(n, BCQ_NATIVE_DYNSYM, 0, NULL,
                                          NULL),
                     BCQ_E_INVAL);
    /* the first record: the section definition of .text (aux 1) */
    bcq_native_symbol s;
    ck_assert_int_eq(bcq_native_symbol_at(n, 0, 0, &s, NULL), 0);
    ck_assert(span_is(s.name, ".text"));
    ck_assert_uint_eq(s.type, BCQ_NSYM_SECTION);
    ck_assert_uint_eq(s.binding, BCQ_NSYM_LOCAL);
    ck_assert_uint_eq(s.raw_info, 3);  /* IMAGE_SYM_CLASS_STATIC */
    ck_assert_uint_eq(s.raw_other, 1); /* one aux record */
    /* a long name in a long-named section: "/238" resolved */
    s = find(n, 0, "a_rather_long_function_name");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GLOBAL);
    ck_assert_uint_eq(s.type, BCQ_NSYM_FUNC);
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_SECTION);
    ck_assert_uint_eq(s.section, 4);
    ck_assert(span_is(s.section_name, ".text$a_rather_long_function_name"));
    ck_assert_uint_eq(s.section_flags, 0x60501020);
    ck_assert_uint_eq(s.section_class,
                      BCQ_NSEC_ALLOC | BCQ_NSEC_EXEC);
    ck_assert_uint_eq(s.section_type, 0);
    ck_assert_uint_eq(s.size, 0);
    /* a weak external searching for its alias: not undefined (LLVM) */
    s = find(n, 0, "weak_data");
    ck_assert_uint_eq(s.binding, BCQ_NSYM_WEAK);
    ck_assert_uint_eq(s.raw_info, 0x69);
    ck_assert_uint_eq(s.where, BCQ_NSYM_RESERVED);
    ck_assert_uint_eq(s.section, 0);
    ck_assert_uint_eq(s.section_flags, 3); /* Search: Alias */
    s = find(n, 0, "common_sym"); /* Value 4, section 0: a common */
    ck_assert_uint_eq(s.where, BCQ_NSYM_IN_COMMON);
    ck_assert_uint_eq(s.value, 4);
    ck_assert_uint_eq(s.size, 4);
    s = find(n, 0, "undef_data");
    ck_assert_uint_eq(s.where, BCQ_NSYM_UNDEF);
    ck_assert_uint_eq(s.binding, BCQ_NSYM_GLOBAL);
    s = find(n, 0, "@feat.00"); /* 8 bytes: a short name, no NUL */
    ck_assert_uint_eq(s.where, BCQ_NSYM_ABS);
    ck_assert_uint_eq(s.binding, BCQ_NSYM_LOCAL);
    s = find(n, 0, "bss_local");
    ck_assert_uint_eq(s.section, 18);
    ck_assert(span_is(s.section_name, ".bss$bss_local"));
    ck_assert_uint_eq(s.section_class,
                      BCQ_NSEC_ALLOC | BCQ_NSEC_WRITE | BCQ_NSEC_NOBITS);
    s = find(n, 0, ".file");
    ck_assert_uint_eq(s.type, BCQ_NSYM_FILE);
    ck_assert_uint_eq(s.where, BCQ_NSYM_RESERVED);
    ck_assert_int_eq((int32_t)s.section, -2); /* IMAGE_SYM_DEBUG */
    ck_assert_int_eq(bcq_native_symbol_at(n, 0, 100000, &s, NULL),
                     BCQ_E_RANGE);
    bcq_native_close(n);
    free(keep);
}
END_TEST

/* A PE image: ImageBase in the section addresses; the section lookup the
 * handle will give (bcq__coffsyms_section). */
START_TEST(coff_pe)
{
    void *keep;
    bcq_native *n = open_fixture(_i ? "coff-pe32.dll" : "coff-pe.exe", 1,
                                 &keep);
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    ck_assert_int_eq(bcq_native_get_info(n, &info), 0);
    ck_assert_int_eq(info.kind, BCQ_KIND_COFF);
    ck_assert_uint_eq(info.type, _i ? BCQ_NATIVE_SHARED
                                    : BCQ_NATIVE_EXECUTABLE);
    ck_assert_uint_eq(info.bits, _i ? 32 : 64);
    bcq_native_symbol s = find(n, 0, _i ? "_data_global" : "data_global");
    ck_assert(span_is(s.section_name, ".data"));
    ck_assert_uint_eq(s.section_addr, _i ? 0x10004000 : 0x140004000);
    ck_assert_uint_eq(s.section_class, BCQ_NSEC_ALLOC | BCQ_NSEC_WRITE);
    bcq__coffsyms c;
    bcq_span d = bcq_native_data(n);
    ck_assert_int_eq(bcq__coffsyms_parse(d.ptr, d.len, &c, NULL), 0);
    bcq_span name;
    uint64_t addr, bytes, off;
    uint32_t ch;
    ck_assert_int_eq(bcq__coffsyms_section(&c, 1, &name, &addr, &bytes,
                                           &off, &ch, NULL),
                     0);
    ck_assert(span_is(name, ".text"));
    ck_assert_uint_eq(addr, _i ? 0x10001000 : 0x140001000);
    ck_assert_uint_eq(ch, 0x60000020);
    ck_assert_uint_ne(bytes, 0);
    ck_assert_uint_ne(off, 0);
    ck_assert_int_eq(bcq__coffsyms_section(&c, 0, &name, NULL, NULL, NULL,
                                           NULL, NULL),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq__coffsyms_section(&c, 1000, NULL, NULL, NULL,
                                           NULL, NULL, NULL),
                     BCQ_E_RANGE);
    /* the same through the public call, numbered as the symbols number
     * their sections (from 1) */
    bcq_native_section sec = BCQ_NATIVE_SECTION_INIT;
    ck_assert_int_eq(bcq_native_section_get(n, 1, &sec, NULL), 0);
    ck_assert(span_is(sec.name, ".text"));
    ck_assert_uint_eq(sec.index, 1);
    ck_assert_uint_eq(sec.addr, addr);
    ck_assert_uint_eq(sec.bytes, bytes);
    ck_assert_uint_eq(sec.offset, off);
    ck_assert_uint_eq(sec.flags, 0x60000020);
    ck_assert_uint_eq(sec.type, 0);
    ck_assert_uint_eq(sec.section_class, BCQ_NSEC_ALLOC | BCQ_NSEC_EXEC);
    ck_assert_uint_eq(sec.segment.len, 0);
    ck_assert_uint_eq(bcq_native_section_count(n), info.nsections);
    ck_assert_int_eq(bcq_native_section_get(n, 0, &sec, NULL), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_native_section_get(n, info.nsections + 1, &sec,
                                            NULL),
                     BCQ_E_RANGE);
    bcq_native_close(n);
    free(keep);
}
END_TEST

/* Section names "//" and base64 digits (LLVM's decodeBase64StringEntry,
 * for string tables past 10^7 bytes), on the honest hostile-corpus
 * object: "//AAAAAX" is offset 23, the "/23" of coff_ok.bin. */
START_TEST(coff_base64_name)
{
    static const struct {
        const char name[9];
        int rc;
    } t[] = {{"//AAAAAX", 0},
             {"//X", 0},
             {"//", BCQ_E_BAD_CONTAINER},
             {"//AAAA!X", BCQ_E_BAD_CONTAINER},
             {"//////", BCQ_E_BAD_CONTAINER}}; /* 2^36 - 1: past it */
    size_t size;
    uint8_t *p = tu_read_fixture("bad/coff_ok.bin", &size);
    memcpy(p + 20, t[_i].name, 8);
    bcq_native *n;
    bcq_error err;
    ck_assert_int_eq(bcq_native_open_mem(p, size, NULL, &n, &err), 0);
    bcq_native_symbol s;
    ck_assert_int_eq(bcq_native_symbol_at(n, 0, 0, &s, &err), t[_i].rc);
    if (t[_i].rc == 0)
        ck_assert(span_is(s.section_name, ".text$a_rather_long"));
    bcq_native_close(n);
    free(p);
}
END_TEST

START_TEST(cut_every_byte)
{
    static const char *const files[] = {
        "syms.o",         "syms32.o",     "syms-mips.o",  "libsmall.so",
        "macho-x86_64.o", "macho-i386.o", "coff-i386.o",  "coff-big.o",
        "coff-pe32.dll"};
    size_t n;
    char name[64];
    snprintf(name, sizeof name, "native/%s", files[_i]);
    uint8_t *p = tu_read_fixture(name, &n);
    for (size_t cut = 0; cut <= n; cut++) {
        uint8_t *q = malloc(cut ? cut : 1);
        memcpy(q, p, cut);
        bcq_native *h = NULL;
        bcq_error e;
        int rc = bcq_native_open_mem(q, cut, NULL, &h, &e);
        ck_assert_msg(rc == 0 || rc == BCQ_E_TRUNCATED ||
                          rc == BCQ_E_BAD_CONTAINER ||
                          rc == BCQ_E_NOT_BITCODE,
                      "%s cut at %zu: %s (%s)", files[_i], cut,
                      bcq_status_name(rc), e.message);
        for (unsigned t = 0; rc == 0 && t < 2; t++)
            for (size_t i = 0; i < bcq_native_symbol_count(h, t); i++) {
                bcq_native_symbol s;
                int r = bcq_native_symbol_at(h, t, i, &s, &e);
                ck_assert(r == 0 || r == BCQ_E_BAD_CONTAINER);
            }
        for (size_t k = 0; rc == 0 && k <= bcq_native_section_count(h);
             k++) {
            bcq_native_section sec = BCQ_NATIVE_SECTION_INIT;
            int r = bcq_native_section_get(h, k, &sec, &e);
            ck_assert(r == 0 || r == BCQ_E_BAD_CONTAINER ||
                      r == BCQ_E_RANGE);
        }
        bcq_native_close(h);
        free(q);
    }
    free(p);
}
END_TEST

Suite *make_native_suite(void)
{
    Suite *s = suite_create("native");
    TCase *t = tcase_create("core");
    tcase_add_loop_test(t, facts, 0, 2);
    tcase_add_loop_test(t, unique_and_dynsym, 0, 2);
    tcase_add_test(t, refusals);
    tcase_add_loop_test(t, macho_facts, 0, 2);
    tcase_add_loop_test(t, macho_kinds, 0, 2);
    tcase_add_loop_test(t, sections, 0, 2);
    tcase_add_loop_test(t, cut_every_byte, 0, 9);
    tcase_add_loop_test(t, coff_facts, 0, 4);
    tcase_add_loop_test(t, coff_pe, 0, 2);
    tcase_add_loop_test(t, coff_base64_name, 0, 5);
    suite_add_tcase(s, t);
    return s;
}
