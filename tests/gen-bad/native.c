/*
 * native.c - hostile ELF symbol and string tables (elf_*): a small
 * relocatable object, ELF64 little-endian or ELF32 big-endian, with
 * .text, .bss, .symtab, .strtab and .shstrtab, honest (elf_ok,
 * elf32_msb_ok) and lying in one field each.  Scope "native"
 * (tests/check_bad.c): bcq_native_open_mem, then every symbol; the bit is
 * the faulty field's byte offset times 8 (lib/container/elfsym.c,
 * doc/format.md 15.7).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gen-bad.h"

/* The layout of the object, every offset in bytes. */
typedef struct elf {
    uint8_t b[1024];
    size_t n;
    int is64, be;
    size_t ehsize, shent, symsize;
    size_t text, sym, str, shstr, sh; /* data offsets, section headers */
    size_t versym, verdef;            /* with versions */
    unsigned nsec;
} elf;

enum { S_NULL, S_TEXT, S_BSS, S_SYMTAB, S_STRTAB, S_SHSTRTAB, NSEC,
       /* with versions: .dynsym (over the same symbols), SHT_GNU_versym,
        * SHT_GNU_verdef */
       S_DYNSYM = NSEC, S_VERSYM, S_VERDEF, NSEC_VER };

static void put(elf *e, size_t at, unsigned bytes, uint64_t v)
{
    for (unsigned i = 0; i < bytes; i++) {
        unsigned shift = 8 * (e->be ? bytes - 1 - i : i);
        e->b[at + i] = (uint8_t)(v >> shift);
    }
}

/* A word of the class: 8 bytes in ELF64, 4 in ELF32. */
static void putw(elf *e, size_t at, uint64_t v)
{
    put(e, at, e->is64 ? 8 : 4, v);
}

static size_t align8(size_t v)
{
    return (v + 7) & ~(size_t)7;
}

static size_t shdr_at(const elf *e, unsigned i)
{
    return e->sh + i * e->shent;
}

static void shdr(elf *e, unsigned i, uint32_t name, uint32_t type,
                 uint64_t flags, uint64_t off, uint64_t size, uint32_t link,
                 uint32_t info, uint64_t entsize)
{
    size_t a = shdr_at(e, i);
    put(e, a, 4, name);
    put(e, a + 4, 4, type);
    if (e->is64) {
        put(e, a + 8, 8, flags);
        put(e, a + 24, 8, off);
        put(e, a + 32, 8, size);
        put(e, a + 40, 4, link);
        put(e, a + 44, 4, info);
        put(e, a + 48, 8, 1);
        put(e, a + 56, 8, entsize);
    } else {
        put(e, a + 8, 4, flags);
        put(e, a + 16, 4, off);
        put(e, a + 20, 4, size);
        put(e, a + 24, 4, link);
        put(e, a + 28, 4, info);
        put(e, a + 32, 4, 1);
        put(e, a + 36, 4, entsize);
    }
}

static size_t sym_at(const elf *e, unsigned i)
{
    return e->sym + i * e->symsize;
}

static void sym(elf *e, unsigned i, uint32_t name, unsigned info,
                uint16_t shndx, uint64_t value, uint64_t size)
{
    size_t a = sym_at(e, i);
    put(e, a, 4, name);
    if (e->is64) {
        e->b[a + 4] = (uint8_t)info;
        put(e, a + 6, 2, shndx);
        put(e, a + 8, 8, value);
        put(e, a + 16, 8, size);
    } else {
        put(e, a + 4, 4, value);
        put(e, a + 8, 4, size);
        e->b[a + 12] = (uint8_t)info;
        put(e, a + 14, 2, shndx);
    }
}

/* Offset of a field: the symbol's st_shndx, a header's sh_offset,
 * sh_link, sh_entsize. */
static size_t at_shndx(const elf *e, unsigned i)
{
    return sym_at(e, i) + (e->is64 ? 6 : 14);
}
static size_t at_offset(const elf *e, unsigned s)
{
    return shdr_at(e, s) + (e->is64 ? 24 : 16);
}
static size_t at_link(const elf *e, unsigned s)
{
    return shdr_at(e, s) + (e->is64 ? 40 : 24);
}
static size_t at_entsize(const elf *e, unsigned s)
{
    return shdr_at(e, s) + (e->is64 ? 56 : 36);
}

static const char strtab[] = "\0f\0b"; /* 5 bytes with the final NUL */
static const char shstrtab[] = "\0.text\0.bss\0.symtab\0.strtab\0.shstrtab";

/* The honest object: symbols 0 (null), 1 "b" (local object in .bss),
 * 2 "f" (global function in .text).  With versions (ver), the same
 * symbols are a .dynsym too, and symbol 2 has version 2, defined by the
 * one SHT_GNU_verdef entry, named "f". */
static void build(elf *e, int is64, int be, int ver)
{
    memset(e, 0, sizeof *e);
    e->is64 = is64;
    e->be = be;
    e->ehsize = is64 ? 64 : 52;
    e->shent = is64 ? 64 : 40;
    e->symsize = is64 ? 24 : 16;
    e->text = e->ehsize;
    e->sym = align8(e->text + 4);
    e->str = e->sym + 3 * e->symsize;
    e->shstr = align8(e->str + sizeof strtab);
    e->sh = align8(e->shstr + sizeof shstrtab);
    e->nsec = NSEC;
    if (ver) {
        e->versym = e->sh;
        e->verdef = align8(e->versym + 6);
        e->sh = align8(e->verdef + 28);
        e->nsec = NSEC_VER;
    }
    e->n = e->sh + e->nsec * e->shent;
    memcpy(e->b, "\177ELF", 4);
    e->b[4] = is64 ? 2 : 1;
    e->b[5] = be ? 2 : 1;
    e->b[6] = 1;
    put(e, 16, 2, 1);               /* ET_REL */
    put(e, 18, 2, is64 ? 62 : 8);   /* x86-64, MIPS */
    put(e, 20, 4, 1);
    putw(e, is64 ? 40 : 32, e->sh); /* e_shoff */
    size_t at_ent = is64 ? 58 : 46;
    put(e, at_ent - 6, 2, (uint16_t)e->ehsize);
    put(e, at_ent, 2, (uint16_t)e->shent);
    put(e, at_ent + 2, 2, e->nsec);
    put(e, at_ent + 4, 2, S_SHSTRTAB);
    memcpy(e->b + e->text, "\xc3\xc3\xc3\xc3", 4);
    memcpy(e->b + e->str, strtab, sizeof strtab);
    memcpy(e->b + e->shstr, shstrtab, sizeof shstrtab);
    shdr(e, S_TEXT, 1, 1, 6, e->text, 4, 0, 0, 0);
    shdr(e, S_BSS, 7, 8, 3, e->sym, 8, 0, 0, 0);
    shdr(e, S_SYMTAB, 12, 2, 0, e->sym, 3 * e->symsize, S_STRTAB, 2,
         e->symsize);
    shdr(e, S_STRTAB, 20, 3, 0, e->str, sizeof strtab, 0, 0, 0);
    shdr(e, S_SHSTRTAB, 28, 3, 0, e->shstr, sizeof shstrtab, 0, 0, 0);
    sym(e, 1, 3, 0x01, S_BSS, 0, 4);
    sym(e, 2, 1, 0x12, S_TEXT, 0, 4);
    if (!ver)
        return;
    shdr(e, S_DYNSYM, 0, 11, 2, e->sym, 3 * e->symsize, S_STRTAB, 2,
         e->symsize);
    shdr(e, S_VERSYM, 0, 0x6fffffff, 2, e->versym, 6, S_DYNSYM, 0, 2);
    shdr(e, S_VERDEF, 0, 0x6ffffffd, 2, e->verdef, 28, S_STRTAB, 1, 0);
    put(e, e->versym + 2, 2, 1); /* symbol 1: global, unversioned */
    put(e, e->versym + 4, 2, 2); /* symbol 2: version 2 */
    put(e, e->verdef, 2, 1);      /* vd_version */
    put(e, e->verdef + 4, 2, 2);  /* vd_ndx */
    put(e, e->verdef + 6, 2, 1);  /* vd_cnt */
    put(e, e->verdef + 12, 4, 20); /* vd_aux */
    put(e, e->verdef + 20, 4, 1);  /* vda_name: "f" */
}

enum lie {
    L_NONE,
    L_SHENTSIZE,
    L_SHOFF_PAST,
    L_SHNUM_PAST,
    L_SHSTRNDX,
    L_SYMTAB_ENTSIZE,
    L_SYMTAB_PARTIAL,
    L_SYMTAB_PAST,
    L_STRTAB_LINK,
    L_STRTAB_TYPE,
    L_STRTAB_PAST,
    L_STRTAB_NUL,
    L_SYM_NAME_PAST,
    L_SYM_SHNDX_PAST,
    L_SYM_XINDEX,
    L_SEC_NAME_PAST,
    /* with versions */
    L_VER_NONE,
    L_VERSYM_SHORT,
    L_VERDEF_PAST,
    L_VERDEF_LOOP,
    L_VERDEF_NAME_PAST,
    L_VERSYM_MISSING
};

static void native_case(gb_case *c, tu_expect *x, int arg)
{
    elf e;
    int lie = arg & 0xff, msb32 = arg >> 8;
    build(&e, !msb32, msb32, lie >= L_VER_NONE);
    const size_t at_ent = e.is64 ? 58 : 46;
    uint64_t at = 0;
    int code = BCQ_E_BAD_CONTAINER;
    gb_line *l;
    switch (lie) {
    case L_NONE:
        break;
    case L_SHENTSIZE:
        put(&e, at_ent, 2, e.shent - 1);
        at = at_ent;
        break;
    case L_SHOFF_PAST:
        putw(&e, e.is64 ? 40 : 32, e.n - 8);
        at = e.is64 ? 40 : 32;
        code = BCQ_E_TRUNCATED;
        break;
    case L_SHNUM_PAST:
        put(&e, at_ent + 2, 2, 0xfeff);
        at = at_ent + 2;
        code = BCQ_E_TRUNCATED;
        break;
    case L_SHSTRNDX:
        put(&e, at_ent + 4, 2, 40);
        at = at_ent + 4;
        break;
    case L_SYMTAB_ENTSIZE:
        putw(&e, at_entsize(&e, S_SYMTAB), e.symsize - 8);
        at = at_entsize(&e, S_SYMTAB);
        break;
    case L_SYMTAB_PARTIAL:
        putw(&e, at_offset(&e, S_SYMTAB) + (e.is64 ? 8 : 4),
             3 * e.symsize - 1);
        at = at_offset(&e, S_SYMTAB);
        break;
    case L_SYMTAB_PAST:
        /* an offset whose end wraps around: range_ok, not off + size */
        putw(&e, at_offset(&e, S_SYMTAB),
             e.is64 ? UINT64_MAX - 8 : UINT32_MAX - 8);
        at = at_offset(&e, S_SYMTAB);
        code = BCQ_E_TRUNCATED;
        break;
    case L_STRTAB_LINK:
        put(&e, at_link(&e, S_SYMTAB), 4, 99);
        at = at_link(&e, S_SYMTAB);
        break;
    case L_STRTAB_TYPE:
        put(&e, at_link(&e, S_SYMTAB), 4, S_TEXT);
        at = shdr_at(&e, S_TEXT) + 4;
        break;
    case L_STRTAB_PAST:
        putw(&e, at_offset(&e, S_STRTAB) + (e.is64 ? 8 : 4), e.n);
        at = at_offset(&e, S_STRTAB);
        code = BCQ_E_TRUNCATED;
        break;
    case L_STRTAB_NUL:
        e.b[e.str + sizeof strtab - 1] = 'x';
        at = e.str + sizeof strtab - 1;
        break;
    case L_SYM_NAME_PAST:
        put(&e, sym_at(&e, 1), 4, 1000);
        at = sym_at(&e, 1);
        break;
    case L_SYM_SHNDX_PAST:
        put(&e, at_shndx(&e, 2), 2, 50);
        at = at_shndx(&e, 2);
        break;
    case L_SYM_XINDEX:
        put(&e, at_shndx(&e, 2), 2, 0xffff);
        at = at_shndx(&e, 2);
        break;
    case L_SEC_NAME_PAST:
        put(&e, shdr_at(&e, S_TEXT), 4, 5000);
        at = shdr_at(&e, S_TEXT);
        break;
    case L_VER_NONE:
        break;
    case L_VERSYM_SHORT:
        putw(&e, at_offset(&e, S_VERSYM) + (e.is64 ? 8 : 4), 4);
        at = at_offset(&e, S_VERSYM);
        break;
    case L_VERDEF_PAST:
        put(&e, e.verdef + 12, 4, 1000); /* vd_aux */
        at = e.verdef;
        break;
    case L_VERDEF_LOOP:
        /* sh_info: a million entries, vd_next 0: the same entry again and
         * again, until the walk has visited more than the section holds */
        put(&e, shdr_at(&e, S_VERDEF) + (e.is64 ? 44 : 28), 4, 1000000);
        at = e.verdef;
        break;
    case L_VERDEF_NAME_PAST:
        put(&e, e.verdef + 20, 4, 1000);
        at = e.verdef + 20;
        break;
    case L_VERSYM_MISSING:
        put(&e, e.versym + 4, 2, 5);
        at = e.versym + 4;
        break;
    }
    bw_bytes(&c->w, e.b, e.n);
    if (lie == L_NONE || lie == L_VER_NONE) {
        l = gb_line_add(c, "native", x);
        l->has_count = 1;
        l->count = lie == L_NONE ? 3 : 6;
        return;
    }
    *x = gb_fail(code, at * 8);
    l = gb_line_add(c, "native", x);
    if (lie == L_SYM_NAME_PAST)
        snprintf(l->msg, sizeof l->msg,
                 "ELF symbol 1: name offset 1000 past .strtab (5 bytes)");
    if (lie >= L_SYM_NAME_PAST && lie < L_VER_NONE) {
        l->has_count = 1; /* the other symbols stay readable */
        l->count = 2;
    }
    if (lie == L_VERSYM_MISSING) {
        l->has_count = 1; /* .symtab's 3, .dynsym's 0 and 1 */
        l->count = 5;
    }
}

void gb_native_cases(void)
{
#define M (1 << 8) /* ELF32 big-endian */
    static const gb_table_case t[] = {
        {"elf_ok", native_case, L_NONE,
         "An honest ELF64 LSB object: three symbols, every one readable."},
        {"elf32_msb_ok", native_case, M | L_NONE,
         "The same object as ELF32 MSB (MIPS)."},
        {"elf_shentsize", native_case, L_SHENTSIZE,
         "e_shentsize is not the size of an Elf64_Shdr."},
        {"elf_shoff_past", native_case, L_SHOFF_PAST,
         "The section header table starts 8 bytes before the end."},
        {"elf_shnum_past", native_case, L_SHNUM_PAST,
         "e_shnum counts more headers than the rest of the input holds."},
        {"elf_shstrndx", native_case, L_SHSTRNDX,
         "e_shstrndx names no section."},
        {"elf_symtab_entsize", native_case, L_SYMTAB_ENTSIZE,
         "The symbol table's sh_entsize is not the size of an Elf64_Sym."},
        {"elf_symtab_partial", native_case, L_SYMTAB_PARTIAL,
         "The symbol table's size is not a whole number of symbols."},
        {"elf_symtab_past", native_case, L_SYMTAB_PAST,
         "The symbol table's sh_offset is so large that offset + size "
         "wraps around 2^64: refused by the range check, never read."},
        {"elf32_symtab_past", native_case, M | L_SYMTAB_PAST,
         "The same in ELF32 MSB: offset + size wraps around 2^32."},
        {"elf_strtab_link", native_case, L_STRTAB_LINK,
         "The symbol table's sh_link names no section."},
        {"elf_strtab_type", native_case, L_STRTAB_TYPE,
         "The symbol table's sh_link names .text, not an SHT_STRTAB."},
        {"elf_strtab_past", native_case, L_STRTAB_PAST,
         "The string table runs past the end of the input."},
        {"elf_strtab_nul", native_case, L_STRTAB_NUL,
         "The string table's last byte is not NUL: a name could run off "
         "its end."},
        {"elf_sym_name_past", native_case, L_SYM_NAME_PAST,
         "Symbol 1's st_name is past the end of .strtab; symbols 0 and 2 "
         "stay readable."},
        {"elf32_sym_name_past", native_case, M | L_SYM_NAME_PAST,
         "The same in ELF32 MSB."},
        {"elf_sym_shndx_past", native_case, L_SYM_SHNDX_PAST,
         "Symbol 2's st_shndx is past the section headers."},
        {"elf_sym_xindex", native_case, L_SYM_XINDEX,
         "Symbol 2's st_shndx is SHN_XINDEX and there is no "
         "SHT_SYMTAB_SHNDX table."},
        {"elf_sec_name_past", native_case, L_SEC_NAME_PAST,
         "The sh_name of .text, symbol 2's section, is past the section "
         "name table."},
        {"elf_ver_ok", native_case, L_VER_NONE,
         "An honest object with a .dynsym, SHT_GNU_versym and one "
         "SHT_GNU_verdef entry: six symbols, every one readable."},
        {"elf32_ver_ok", native_case, M | L_VER_NONE,
         "The same as ELF32 MSB."},
        {"elf_versym_short", native_case, L_VERSYM_SHORT,
         "SHT_GNU_versym has 2 entries for the 3 symbols of .dynsym."},
        {"elf_verdef_past", native_case, L_VERDEF_PAST,
         "The verdef entry's vd_aux points past the section."},
        {"elf_verdef_loop", native_case, L_VERDEF_LOOP,
         "sh_info promises a million verdef entries and vd_next is 0: "
         "the walk stops when it has visited more than the section holds."},
        {"elf_verdef_name_past", native_case, L_VERDEF_NAME_PAST,
         "The verdaux's vda_name is past the string table."},
        {"elf_versym_missing", native_case, L_VERSYM_MISSING,
         "Symbol 2's version index 5 is defined by no verdef or verneed "
         "entry: that symbol fails, the others are read."},
    };
#undef M
    /* scope native only: the bitcode scopes have nothing to say */
    gb_table_own(t, sizeof t / sizeof t[0]);
}
