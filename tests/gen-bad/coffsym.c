/*
 * coffsym.c - hostile COFF symbol and string tables (coff_*): a small
 * x86-64 object with one section whose name is long ("/4"), three
 * symbols without aux records ("f" in the section, a long name in it, an
 * undefined "undef") and a string table, honest (coff_ok) and lying in one
 * field each.  Scope "native" (tests/check_bad.c): bcq_native_open_mem,
 * then every symbol record; the bit is the faulty field's byte offset
 * times 8 (lib/container/coffsym.c, doc/format.md 15.7).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gen-bad.h"

enum { SECT = 20, SYM = 60, NSYM = 3, STR = SYM + 18 * NSYM };

static void put(uint8_t *b, size_t at, unsigned bytes, uint64_t v)
{
    for (unsigned i = 0; i < bytes; i++)
        b[at + i] = (uint8_t)(v >> 8 * i);
}

enum lie {
    L_NONE,
    L_NSECT_PAST,
    L_SYMTAB_PAST,
    L_STRTAB_PAST,
    L_STRTAB_NUL,
    L_SYM_NAME_PAST,
    L_SYM_SECT_PAST,
    L_AUX_PAST,
    L_SECNAME_PAST
};

static void coff_case(gb_case *c, tu_expect *x, int lie)
{
    /* string table: size, the long symbol name at 4, the section's at 23 */
    static const char strs[] = "a_rather_long_name\0.text$a_rather_long";
    uint8_t b[256] = {0};
    const size_t strsize = 4 + sizeof strs;
    const size_t n = STR + strsize;
    put(b, 0, 2, 0x8664);
    put(b, 2, 2, 1);   /* NumberOfSections */
    put(b, 8, 4, SYM); /* PointerToSymbolTable */
    put(b, 12, 4, NSYM);
    memcpy(b + SECT, "/23", 3);
    put(b, SECT + 36, 4, 0x60500020); /* code, execute, read */
    /* f: short name, section 1, a function, external */
    memcpy(b + SYM, "f", 1);
    put(b, SYM + 12, 2, 1);
    put(b, SYM + 14, 2, 0x20);
    b[SYM + 16] = 2;
    /* the long name: offset 4 */
    put(b, SYM + 18 + 4, 4, 4);
    put(b, SYM + 18 + 8, 4, 16);
    put(b, SYM + 18 + 12, 2, 1);
    b[SYM + 18 + 16] = 2;
    /* undef: section 0, value 0, external */
    memcpy(b + SYM + 36, "undef", 5);
    b[SYM + 36 + 16] = 2;
    put(b, STR, 4, strsize);
    memcpy(b + STR + 4, strs, sizeof strs);
    int code = BCQ_E_BAD_CONTAINER;
    uint64_t at = 0;
    size_t count = 0; /* symbols read when one fails */
    switch (lie) {
    case L_NONE:
        break;
    case L_NSECT_PAST:
        put(b, 2, 2, 1000);
        code = BCQ_E_TRUNCATED;
        at = 2;
        break;
    case L_SYMTAB_PAST:
        put(b, 8, 4, 0xfffffff0u);
        code = BCQ_E_TRUNCATED;
        at = 8;
        break;
    case L_STRTAB_PAST:
        put(b, STR, 4, 0xfffffff0u);
        code = BCQ_E_TRUNCATED;
        at = STR;
        break;
    case L_STRTAB_NUL:
        b[n - 1] = 'x';
        at = STR;
        break;
    case L_SYM_NAME_PAST:
        put(b, SYM + 18 + 4, 4, 1000);
        at = SYM + 18 + 4;
        count = 2;
        break;
    case L_SYM_SECT_PAST:
        put(b, SYM + 12, 2, 5);
        at = SYM + 12;
        count = 2;
        break;
    case L_AUX_PAST:
        b[SYM + 36 + 17] = 3;
        at = SYM + 36 + 17;
        count = 2;
        break;
    case L_SECNAME_PAST:
        memcpy(b + SECT, "/999999", 7);
        at = SECT;
        count = 1; /* undef, outside any section */
        break;
    }
    bw_bytes(&c->w, b, n);
    gb_line *l;
    if (lie == L_NONE) {
        l = gb_line_add(c, "native", x);
        l->has_count = 1;
        l->count = NSYM;
        return;
    }
    *x = gb_fail(code, at * 8);
    l = gb_line_add(c, "native", x);
    if (lie == L_SYM_NAME_PAST)
        snprintf(l->msg, sizeof l->msg,
                 "COFF symbol 1: name offset 1000 past the string table "
                 "(%zu bytes)",
                 strsize);
    if (count) {
        l->has_count = 1; /* the other symbols stay readable */
        l->count = count;
    }
}

void gb_coff_cases(void)
{
    static const gb_table_case t[] = {
        {"coff_ok", coff_case, L_NONE,
         "An honest x86-64 COFF object: one section with a long name, "
         "three symbols (a short name, a long one, an undefined one)."},
        {"coff_nsect_past", coff_case, L_NSECT_PAST,
         "NumberOfSections counts more headers than the input holds."},
        {"coff_symtab_past", coff_case, L_SYMTAB_PAST,
         "PointerToSymbolTable lies past the end of the input."},
        {"coff_strtab_past", coff_case, L_STRTAB_PAST,
         "The string table's size field says 4 GB."},
        {"coff_strtab_nul", coff_case, L_STRTAB_NUL,
         "The string table's last byte is not NUL: a name could run off "
         "its end (LLVM: string table missing null terminator)."},
        {"coff_sym_name_past", coff_case, L_SYM_NAME_PAST,
         "Symbol 1's long name offset is past the string table; symbols 0 "
         "and 2 stay readable."},
        {"coff_sym_sect_past", coff_case, L_SYM_SECT_PAST,
         "Symbol 0's SectionNumber 5 is past the one section header."},
        {"coff_aux_past", coff_case, L_AUX_PAST,
         "Symbol 2, the last record, claims 3 aux records."},
        {"coff_secname_past", coff_case, L_SECNAME_PAST,
         "The section's long name \"/999999\" is past the string table: "
         "the two symbols defined in it fail, the undefined one is read."},
    };
    /* scope native only: the bitcode scopes have nothing to say */
    gb_table_own(t, sizeof t / sizeof t[0]);
}
