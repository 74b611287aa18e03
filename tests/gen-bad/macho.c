/*
 * macho.c - hostile Mach-O load commands and LC_SYMTAB tables (macho_*):
 * a small object, 64-bit little-endian or 32-bit big-endian, with one
 * segment command of two sections (__TEXT,__text and __DATA,__bss), an
 * LC_SYMTAB, three symbols and their string table, honest (macho_ok,
 * macho32_msb_ok) and lying in one field each.  Scope "native"
 * (tests/check_bad.c): bcq_native_open_mem, then every symbol; the bit is
 * the faulty field's byte offset times 8 (lib/container/machosym.c,
 * doc/format.md 15.7).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gen-bad.h"

typedef struct macho {
    uint8_t b[1024];
    size_t n;
    int is64, be;
    size_t seg, symtab, text, sym, str, nlist;
} macho;

static void put(macho *m, size_t at, unsigned bytes, uint64_t v)
{
    for (unsigned i = 0; i < bytes; i++) {
        unsigned shift = 8 * (m->be ? bytes - 1 - i : i);
        m->b[at + i] = (uint8_t)(v >> shift);
    }
}

static size_t sym_at(const macho *m, unsigned i)
{
    return m->sym + i * m->nlist;
}

static const char strtab[] = "\0_f\0_b\0_u"; /* 10 bytes, final NUL */
/* macho_kinds: the same first three names, then one of each other kind */
static const char kstrtab[] =
    "\0_f\0_b\0_u\0_i\0_c\0stab\0_p\0_l\0_x\0_w\0_ab\0_z\0_li";
#define NKINDS 13u

static void section(macho *m, unsigned k, const char *sect, const char *seg,
                    uint64_t addr, uint64_t size, uint32_t off,
                    uint32_t flags)
{
    size_t a = m->seg + (m->is64 ? 72 : 56) + k * (m->is64 ? 80 : 68);
    memcpy(m->b + a, sect, strlen(sect));
    memcpy(m->b + a + 16, seg, strlen(seg));
    if (m->is64) {
        put(m, a + 32, 8, addr);
        put(m, a + 40, 8, size);
        put(m, a + 48, 4, off);
        put(m, a + 64, 4, flags);
    } else {
        put(m, a + 32, 4, addr);
        put(m, a + 36, 4, size);
        put(m, a + 40, 4, off);
        put(m, a + 56, 4, flags);
    }
}

static void symd(macho *m, unsigned i, uint32_t strx, unsigned type,
                 unsigned sect, unsigned desc, uint64_t value)
{
    size_t a = sym_at(m, i);
    put(m, a, 4, strx);
    m->b[a + 4] = (uint8_t)type;
    m->b[a + 5] = (uint8_t)sect;
    put(m, a + 6, 2, desc);
    put(m, a + 8, m->is64 ? 8 : 4, value);
}

static void sym(macho *m, unsigned i, uint32_t strx, unsigned type,
                unsigned sect, uint64_t value)
{
    symd(m, i, strx, type, sect, 0, value);
}

/* The honest object: symbols 0 "_f" (N_SECT|N_EXT in __text), 1 "_b"
 * (N_SECT in __bss), 2 "_u" (N_UNDF|N_EXT). */
static void build(macho *m, int is64, int be, int kinds)
{
    const unsigned nsyms = kinds ? NKINDS : 3;
    const size_t strsize = kinds ? sizeof kstrtab : sizeof strtab;
    memset(m, 0, sizeof *m);
    m->is64 = is64;
    m->be = be;
    m->nlist = is64 ? 16 : 12;
    m->seg = is64 ? 32 : 28;
    const size_t segsize = is64 ? 72 + 2 * 80 : 56 + 2 * 68;
    m->symtab = m->seg + segsize;
    m->text = m->symtab + 24;
    m->sym = (m->text + 4 + 7) & ~(size_t)7;
    m->str = m->sym + nsyms * m->nlist;
    m->n = m->str + strsize;
    put(m, 0, 4, is64 ? 0xfeedfacfu : 0xfeedfaceu);
    put(m, 4, 4, is64 ? 0x01000007u : 18u); /* x86_64, ppc */
    put(m, 8, 4, 3);
    put(m, 12, 4, 1); /* MH_OBJECT */
    put(m, 16, 4, 2);
    put(m, 20, 4, segsize + 24);
    put(m, m->seg, 4, is64 ? 0x19 : 0x1);
    put(m, m->seg + 4, 4, segsize);
    put(m, m->seg + (is64 ? 64 : 48), 4, 2);
    /* the segment: vmsize 12 (__text, then __bss), the 4 bytes of
     * __text in the file, rwx */
    put(m, m->seg + (is64 ? 32 : 28), is64 ? 8 : 4, 12);
    put(m, m->seg + (is64 ? 40 : 32), is64 ? 8 : 4, m->text);
    put(m, m->seg + (is64 ? 48 : 36), is64 ? 8 : 4, 4);
    put(m, m->seg + (is64 ? 56 : 40), 4, 7);
    put(m, m->seg + (is64 ? 60 : 44), 4, 7);
    section(m, 0, "__text", "__TEXT", 0, 4, (uint32_t)m->text, 0x80000400u);
    section(m, 1, "__bss", "__DATA", 4, 8, 0, 0x1u);
    put(m, m->symtab, 4, 0x2);
    put(m, m->symtab + 4, 4, 24);
    put(m, m->symtab + 8, 4, m->sym);
    put(m, m->symtab + 12, 4, nsyms);
    put(m, m->symtab + 16, 4, m->str);
    put(m, m->symtab + 20, 4, strsize);
    memcpy(m->b + m->text, "\xc3\xc3\xc3\xc3", 4);
    memcpy(m->b + m->str, kinds ? kstrtab : strtab, strsize);
    sym(m, 0, 1, 0x0f, 1, 0);
    sym(m, 1, 4, 0x0e, 2, 4);
    sym(m, 2, 7, 0x01, 0, 0);
    if (!kinds)
        return;
    sym(m, 3, 10, 0x0b, 0, 1);           /* N_INDR|N_EXT for "_f": I */
    symd(m, 4, 13, 0x01, 0, 3 << 8, 16); /* common, 16 bytes, align 8 */
    sym(m, 5, 16, 0x24, 1, 0);           /* a stab (N_FUN): not listed */
    sym(m, 6, 21, 0x0d, 0, 0);           /* N_PBUD|N_EXT: ? */
    sym(m, 7, 24, 0x00, 0, 0);           /* local N_UNDF: ? */
    sym(m, 8, 27, 0x0b, 0, 5000);        /* N_INDR, name outside: "?" */
    symd(m, 9, 30, 0x1f, 1, 0x80, 2);    /* weak private extern: T */
    sym(m, 10, 33, 0x02, 0, 0x99);       /* local N_ABS: a */
    sym(m, 11, 37, 0x0f, 0, 0);          /* N_SECT, NO_SECT: S */
    sym(m, 12, 40, 0x0a, 0, 1);          /* local N_INDR: i */
}

enum lie {
    L_NONE,
    L_SIZEOFCMDS_PAST,
    L_NCMDS_LIE,
    L_CMDSIZE_ZERO,
    L_CMDSIZE_ALIGN,
    L_NSECTS,
    L_SYMTAB_PAST,
    L_NSYMS_PAST,
    L_STRTAB_PAST,
    L_STRX_PAST,
    L_NSECT_PAST,
    L_KINDS
};

static void macho_case(gb_case *c, tu_expect *x, int arg)
{
    macho m;
    int lie = arg & 0xff, msb32 = arg >> 8;
    build(&m, !msb32, msb32, lie == L_KINDS);
    uint64_t at = 0;
    int code = BCQ_E_BAD_CONTAINER;
    gb_line *l;
    switch (lie) {
    case L_NONE:
    case L_KINDS:
        break;
    case L_SIZEOFCMDS_PAST:
        put(&m, 20, 4, m.n);
        at = 20;
        code = BCQ_E_TRUNCATED;
        break;
    case L_NCMDS_LIE:
        put(&m, 16, 4, 1000);
        at = 16;
        break;
    case L_CMDSIZE_ZERO:
        /* a walk that trusted it would never advance */
        put(&m, m.seg + 4, 4, 0);
        at = m.seg + 4;
        break;
    case L_CMDSIZE_ALIGN:
        put(&m, m.seg + 4, 4, (m.is64 ? 72 + 2 * 80 : 56 + 2 * 68) - 2);
        at = m.seg + 4;
        break;
    case L_NSECTS:
        put(&m, m.seg + (m.is64 ? 64 : 48), 4, 100);
        at = m.seg + (m.is64 ? 64 : 48);
        break;
    case L_SYMTAB_PAST:
        /* symoff past the end: refused before nsyms is multiplied */
        put(&m, m.symtab + 8, 4, 0xfffffff0u);
        at = m.symtab + 8;
        code = BCQ_E_TRUNCATED;
        break;
    case L_NSYMS_PAST:
        put(&m, m.symtab + 12, 4, 0x40000000u);
        at = m.symtab + 12;
        code = BCQ_E_TRUNCATED;
        break;
    case L_STRTAB_PAST:
        put(&m, m.symtab + 20, 4, 900);
        at = m.symtab + 20;
        code = BCQ_E_TRUNCATED;
        break;
    case L_STRX_PAST:
        put(&m, sym_at(&m, 1), 4, 1000);
        at = sym_at(&m, 1);
        break;
    case L_NSECT_PAST:
        m.b[sym_at(&m, 0) + 5] = 9;
        at = sym_at(&m, 0) + 5;
        break;
    }
    bw_bytes(&c->w, m.b, m.n);
    if (lie == L_NONE || lie == L_KINDS) {
        l = gb_line_add(c, "native", x);
        l->has_count = 1;
        l->count = lie == L_NONE ? 3 : NKINDS;
        return;
    }
    *x = gb_fail(code, at * 8);
    l = gb_line_add(c, "native", x);
    if (lie == L_STRTAB_PAST)
        snprintf(l->msg, sizeof l->msg,
                 "Mach-O LC_SYMTAB: string table at %zu (+900 bytes) runs "
                 "past the end of the input (%zu bytes)",
                 m.str, m.n);
    if (lie == L_STRX_PAST)
        snprintf(l->msg, sizeof l->msg,
                 "Mach-O symbol 1: n_strx 1000 past the string table (10 "
                 "bytes)");
    if (lie == L_STRX_PAST || lie == L_NSECT_PAST) {
        l->has_count = 1; /* the other symbols stay readable */
        l->count = 2;
    }
}

void gb_macho_cases(void)
{
#define M (1 << 8) /* 32-bit big-endian */
    static const gb_table_case t[] = {
        {"macho_ok", macho_case, L_NONE,
         "An honest 64-bit LSB Mach-O object: three symbols, every one "
         "readable."},
        {"macho32_msb_ok", macho_case, M | L_NONE,
         "The same object as 32-bit MSB (PowerPC)."},
        {"macho_kinds", macho_case, L_KINDS,
         "An honest object with one symbol of each other kind: N_INDR "
         "(its name inside and outside the string table, global and "
         "local), a common with an alignment, a stab, N_PBUD, a local "
         "N_UNDF, a weak private extern, a local N_ABS, N_SECT with "
         "NO_SECT: thirteen symbols, every one readable."},
        {"macho32_kinds", macho_case, M | L_KINDS, "The same as 32-bit MSB."},
        {"macho_sizeofcmds_past", macho_case, L_SIZEOFCMDS_PAST,
         "sizeofcmds runs past the end of the input."},
        {"macho_ncmds_lie", macho_case, L_NCMDS_LIE,
         "ncmds counts more commands than sizeofcmds can hold."},
        {"macho_cmdsize_zero", macho_case, L_CMDSIZE_ZERO,
         "The segment command's cmdsize is 0: refused, the walk cannot "
         "loop."},
        {"macho32_cmdsize_align", macho_case, M | L_CMDSIZE_ALIGN,
         "A 32-bit command's cmdsize is not a multiple of 4."},
        {"macho_cmdsize_align", macho_case, L_CMDSIZE_ALIGN,
         "A 64-bit command's cmdsize is not a multiple of 8."},
        {"macho_nsects", macho_case, L_NSECTS,
         "The segment's nsects headers do not fit in its cmdsize."},
        {"macho_symtab_past", macho_case, L_SYMTAB_PAST,
         "LC_SYMTAB's symoff lies past the end of the input."},
        {"macho_nsyms_past", macho_case, L_NSYMS_PAST,
         "LC_SYMTAB's nsyms symbols run past the end of the input (and "
         "nsyms * 16 would overflow 32 bits)."},
        {"macho_strtab_past", macho_case, L_STRTAB_PAST,
         "LC_SYMTAB's string table runs past the end of the input."},
        {"macho32_strtab_past", macho_case, M | L_STRTAB_PAST,
         "The same in 32-bit MSB."},
        {"macho_strx_past", macho_case, L_STRX_PAST,
         "Symbol 1's n_strx is past the string table; symbols 0 and 2 stay "
         "readable."},
        {"macho_nsect_past", macho_case, L_NSECT_PAST,
         "Symbol 0 is N_SECT with an n_sect that names no section; the "
         "others stay readable."},
    };
#undef M
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        gb_case c;
        tu_expect x = tu_expect_none();
        gb_begin(&c, t[i].name, t[i].rule);
        t[i].build(&c, &x, t[i].arg);
        gb_emit(&c);
    }
}
