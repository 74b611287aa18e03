/*
 * check_symtab_hostile.c - hostile irsymtabs (lib/ir/symtab.c): o0.bc with
 * words of its SYMTAB blob changed (the blob is not checksummed, so the
 * file still opens) and streams built with the bit writer.  Each gets the
 * exact status and, for an error, the byte of the blob it names.  The
 * fixtures against llvm-lto2's dump: check_symtab.c.
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "suites.h"
#include "testutil.h"

#define G BCQ_IRSYM_GLOBAL
#define U BCQ_IRSYM_UNDEFINED
#define C BCQ_IRSYM_COMMON
#define X BCQ_IRSYM_EXECUTABLE
#define UNC BCQ_IRSYM_HAS_UNCOMMON
#define BAD BCQ_E_BAD_RECORD

/* ------------------------------------------------ hostile: mutated o0.bc
 * o0's blob (asserted below): header 0..75, module 76 {Begin, End,
 * UncBegin}, 27 symbols of 24 bytes from 88 {Name, IRName, Comdat, Flags},
 * 2 uncommons of 24 bytes from 736 (symbols 19 and 20 use them) {Size,
 * Align, Fallback, Section}; 784 bytes, STRTAB 270.  Errors point at the
 * Str or Range that is wrong (its first byte), the module entry, or the
 * flags of the symbol that runs out of uncommons. */
static const struct mut {
    const char *what;
    uint32_t f1, v1, f2, v2; /* words to change (f2 0: none) */
    int code;
    uint32_t at; /* blob byte of the error */
} muts[] = {
    {"producer offset past STRTAB", 4, 271, 0, 0, BAD, 4},
    {"producer empty at STRTAB end", 4, 270, 8, 0, 0, 0},
    {"producer 0xFFFFFFF0+0x20 wraps", 4, 0xFFFFFFF0u, 8, 0x20, BAD, 4},
    {"producer 0x10+0xFFFFFFF8 wraps", 4, 0x10, 8, 0xFFFFFFF8u, BAD, 4},
    {"version 5", 0, 5, 0, 0, BCQ_E_UNSUPPORTED, 0},
    {"version 2", 0, 2, 0, 0, BCQ_E_UNSUPPORTED, 0},
    /* 2 uncommons of 28 bytes need 56, 48 remain */
    {"version 4 on v3 data", 0, 4, 0, 0, BAD, 36},
    {"no modules: coverage", 16, 0, 0, 0, BAD, 12},
    /* module 1 would be symbol 0: Begin = its name offset 95, not 27 */
    {"2 modules", 16, 2, 0, 0, BAD, 88},
    {"comdats offset past blob", 20, 785, 0, 0, BAD, 20},
    {"symbols offset past blob", 28, 788, 0, 0, BAD, 28},
    {"30 symbols, 29 fit", 32, 30, 0, 0, BAD, 28},
    {"symbol count * 24 wraps", 32, 0x0AAAAAABu, 0, 0, BAD, 28},
    {"3 uncommons, 2 fit", 40, 3, 0, 0, BAD, 36},
    {"triple past STRTAB", 44, 0xFFFFFFFFu, 0, 0, BAD, 44},
    {"source filename size", 56, 271, 0, 0, BAD, 52},
    {"linker opts", 60, 300, 64, 1, BAD, 60},
    {"deplibs offset past blob", 68, 785, 0, 0, BAD, 68},
    {"1 deplib at blob end", 72, 1, 0, 0, BAD, 68},
    {"symbol 3 name past STRTAB", 160, 270, 164, 1, BAD, 160},
    {"symbol 3 IR name size", 172, 271, 0, 0, BAD, 168},
    {"symbol 0 comdat 0 of 0", 104, 0, 0, 0, BAD, 104},
    {"symbol 0 comdat -2", 104, 0xFFFFFFFEu, 0, 0, BAD, 104},
    {"module Begin 1", 76, 1, 0, 0, BAD, 76},
    {"module End 26: coverage", 80, 26, 0, 0, BAD, 12},
    {"module End 28", 80, 28, 0, 0, BAD, 76},
    {"module UncBegin 3", 84, 3, 0, 0, BAD, 84},
    /* symbol 20 then needs uncommon 2 of 2 */
    {"module UncBegin 1", 84, 1, 0, 0, BAD, 88 + 20 * 24 + 20},
    {"HAS_UNCOMMON on symbol 21", 88 + 21 * 24 + 20, G | UNC, 0, 0, BAD,
     88 + 21 * 24 + 20},
    {"HAS_UNCOMMON on symbol 0", 88 + 20, G | X | UNC, 0, 0, BAD,
     88 + 20 * 24 + 20},
    {"uncommon 0 section past STRTAB", 752, 271, 0, 0, BAD, 752},
    {"uncommon 1 fallback size", 772, 271, 0, 0, BAD, 768}};
#define NMUT ((int)(sizeof muts / sizeof *muts))

static void put32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}

START_TEST(mutated_o0)
{
    const struct mut *m = &muts[_i];
    size_t size;
    uint8_t *data = tu_read_fixture("o0.bc", &size);
    bcq_file *f;
    bcq_symtab st;
    ck_assert_int_eq(bcq_open_mem(data, size, NULL, &f, NULL), 0);
    ck_assert_int_eq(bcq_symtab_get(f, &st, NULL), 0);
    ck_assert(st.blob.len == 784 && st.strtab.len == 270 &&
              st.modules_off == 76 && st.nmodules == 1 &&
              st.comdats_off == 88 && st.ncomdats == 0 &&
              st.symbols_off == 88 && st.nsymbols == 27 &&
              st.uncommons_off == 736 && st.nuncommons == 2 &&
              st.deplibs_off == 784 && st.ndeplibs == 0);
    size_t blob = (size_t)(st.blob.ptr - data);
    uint64_t block = st.bit;
    bcq_close(f);
    put32(data + blob + m->f1, m->v1);
    if (m->f2)
        put32(data + blob + m->f2, m->v2);
    bcq_error e;
    ck_assert_int_eq(bcq_open_mem(data, size, NULL, &f, &e), 0);
    int rc = bcq_symtab_get(f, &st, &e);
    /* a damaged symbol is reported when it is read, by bcq_symtab_next and
     * bcq_symtab_read alike, and the walk goes on past it */
    if (rc == 0) {
        bcq_symtab_iter a = {0}, b = {0};
        bcq_symtab_symbol sym;
        bcq_symtab_entry v[5];
        bcq_error eb;
        size_t n, got = 0, bad = 0;
        int rb, first = 0;
        while ((rb = bcq_symtab_read(&st, &b, v, 5, &n, &eb)) != BCQ_END) {
            if (rb) {
                ck_assert_uint_eq(n, 0);
                ck_assert_int_eq(rb, m->code);
                if (!bad++)
                    first = 1;
            }
            got += n;
            if (first) { /* next gives the same error at the same place */
                first = 0;
                while ((rc = bcq_symtab_next(&st, &a, &sym, &e)) == 0)
                    ;
                ck_assert_int_eq(rc, rb);
                ck_assert_uint_eq(e.bit, eb.bit);
                ck_assert_str_eq(e.message, eb.message);
            }
        }
        ck_assert_uint_eq(got + bad, st.nsymbols); /* every one accounted */
        if (!bad)
            while ((rc = bcq_symtab_next(&st, &a, &sym, &e)) == 0)
                ;
    }
    if (rc == BCQ_END)
        rc = 0;
    ck_assert_msg(rc == m->code, "%s: %s (%s), want %s", m->what,
                  bcq_status_name(rc), e.message, bcq_status_name(m->code));
    if (rc == 0) {
        ck_assert_uint_eq(st.producer.len, 0);
    } else {
        ck_assert_int_eq(e.code, rc);
        ck_assert_msg(e.bit == (blob + m->at) * 8,
                      "%s: bit %llu, want %llu (%s)", m->what,
                      (unsigned long long)e.bit,
                      (unsigned long long)(blob + m->at) * 8, e.message);
        ck_assert_uint_eq(e.block_id, TU_SYMTAB_BLOCK_ID);
        ck_assert_uint_eq(e.block_bit, block);
    }
    bcq_close(f);
    free(data);
}
END_TEST

/* ---------------------------------------------- hostile: hand-built files
 * fmods MODULE blocks (just VERSION 2), SYMTAB, STRTAB.  The table: "big",
 * a common with an uncommon entry (size csize, align 16, section ".sec"),
 * and "t", undefined.  With 2 modules "t" is module 0 and "big" module 1,
 * whose UncBegin 1 skips a decoy entry 0 (size 7, align 1): the walk must
 * restart at each module's UncBegin. */
static const char tb_str[] = "14.0.6bigts.c.sec";

static void put_sym(uint8_t *s, uint32_t off, uint32_t len, uint32_t flags)
{
    put32(s, off), put32(s + 4, len), put32(s + 8, off), put32(s + 12, len);
    put32(s + 16, UINT32_MAX), put32(s + 20, flags);
}

static size_t make_table(uint8_t *b, uint32_t version, unsigned nmods,
                         uint64_t csize)
{
    uint32_t us = version >= 4 ? 28 : 24, mods = 76, syms = mods + 12 * nmods,
             unc = syms + 48, end = unc + us * nmods;
    /* Version, Producer "14.0.6", Modules, Comdats, Symbols, Uncommons,
     * TargetTriple "t", SourceFileName "s.c", COFFLinkerOpts, DepLibs */
    const uint32_t hdr[19] = {version, 0, 6, mods, nmods, syms, 0, syms, 2,
                              unc, nmods, 9, 1, 10, 3, 0, 0, end, 0};
    memset(b, 0, end);
    for (int k = 0; k < 19; k++)
        put32(b + 4 * k, hdr[k]);
    for (unsigned k = 0; k < nmods; k++) { /* {0,2,0} or {0,1,0} {1,2,1} */
        put32(b + mods + 12 * k, k);
        put32(b + mods + 12 * k + 4, nmods == 1 ? 2 : k + 1);
        put32(b + mods + 12 * k + 8, k);
    }
    put_sym(b + syms + (nmods == 2 ? 24 : 0), 6, 3, G | C | UNC); /* big */
    put_sym(b + syms + (nmods == 2 ? 0 : 24), 9, 1, G | U);       /* t */
    uint8_t *u = b + unc;
    if (nmods == 2) /* the decoy */
        put32(u, 7), put32(u + us - 20, 1), u += us;
    put32(u, (uint32_t)csize);
    if (version >= 4)
        put32(u + 4, (uint32_t)(csize >> 32));
    put32(u + us - 20, 16);                      /* align */
    put32(u + us - 8, 13), put32(u + us - 4, 4); /* section ".sec" */
    return end;
}

static const struct spec {
    const char *what;
    uint32_t version, patch_version; /* the table's; written (0: same) */
    unsigned tmods, fmods;           /* modules of the table, the file */
    uint64_t csize;
    int blob;   /* 0 no record, 1 table, 2 empty, 3 40 bytes, 4 3 then 1 */
    int strtab; /* 1 after SYMTAB, 0 none, -1 only before */
    int code;
} specs[] = {
    {"v4, 64-bit common size", 4, 0, 1, 1, UINT64_C(0x100000000), 1, 1, 0},
    {"v3", 3, 0, 1, 1, 0x12345678, 1, 1, 0},
    {"last blob record wins", 3, 0, 1, 1, 0x12345678, 4, 1, 0},
    {"2-module v4 table, 1 module", 4, 0, 2, 1, 5, 1, 1, BCQ_E_STALE},
    {"2-module v3 table, 1 module", 3, 0, 2, 1, 0x42, 1, 1, BCQ_E_STALE},
    {"1-module table, 2 modules", 3, 0, 1, 2, 5, 1, 1, BCQ_E_STALE},
    {"version 4 on v3 data", 3, 4, 1, 1, 5, 1, 1, BAD},
    {"40-byte blob", 3, 0, 1, 1, 5, 3, 1, BAD},
    {"empty blob", 3, 0, 1, 1, 5, 2, 1, BCQ_E_NOT_FOUND},
    {"no blob record", 3, 0, 1, 1, 5, 0, 1, BCQ_E_NOT_FOUND},
    {"no STRTAB", 3, 0, 1, 1, 5, 1, 0, BCQ_E_NOT_FOUND},
    {"STRTAB only before", 3, 0, 1, 1, 5, 1, -1, BCQ_E_NOT_FOUND}};
#define NBUILT ((int)(sizeof specs / sizeof *specs))

START_TEST(built_tables)
{
    const struct spec *sp = &specs[_i];
    uint8_t tb[256], junk[40];
    size_t n = make_table(tb, sp->version, sp->tmods, sp->csize);
    memset(junk, 0xEE, sizeof junk);
    if (sp->patch_version)
        put32(tb, sp->patch_version);
    const void *str = tb_str, *blobs[2] = {junk, tb};
    size_t strn = sizeof tb_str - 1, lens[2] = {sp->blob == 2 ? 0 : 40, n};
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    if (sp->strtab < 0)
        tu_blobs_block(&w, TU_STRTAB_BLOCK_ID, 1, &str, &strn);
    for (unsigned k = 0; k < sp->fmods; k++) {
        tu_module_begin(&w, 3, 2);
        bw_end(&w, 3);
    }
    uint64_t at = bw_bitpos(&w);
    int first = sp->blob == 1 ? 1 : 0, count = sp->blob == 4 ? 2 : !!sp->blob;
    tu_blobs_block(&w, TU_SYMTAB_BLOCK_ID, (size_t)count, blobs + first,
                   lens + first);
    if (sp->strtab > 0)
        tu_blobs_block(&w, TU_STRTAB_BLOCK_ID, 1, &str, &strn);
    size_t size = bw_size(&w);
    uint8_t *data = bw_dup(&w, size);
    bw_free(&w);
    bcq_file *f;
    bcq_error e;
    bcq_symtab st;
    ck_assert_int_eq(bcq_open_mem(data, size, NULL, &f, &e), 0);
    int rc = bcq_symtab_get(f, &st, &e);
    ck_assert_msg(rc == sp->code, "%s: %s (%s)", sp->what,
                  bcq_status_name(rc), e.message);
    { /* the handle keeps the answer, a failure too: a second call gives
         the same without reading the SYMTAB block again */
        bcq_symtab again;
        bcq_error e2;
        uint64_t reads = bcq_stat_bodies_read(f, TU_SYMTAB_BLOCK_ID);
        ck_assert_int_eq(bcq_symtab_get(f, &again, &e2), rc);
        ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_SYMTAB_BLOCK_ID), reads);
        ck_assert(e2.code == e.code && e2.bit == e.bit &&
                  e2.block_id == e.block_id && e2.block_bit == e.block_bit);
        ck_assert_str_eq(e2.message, e.message);
        ck_assert(again.blob.ptr == st.blob.ptr && again.bit == st.bit);
    }
    if (rc)
        ck_assert_int_eq(e.code, rc);
    if (sp->patch_version) { /* at the uncommons Range */
        ck_assert_uint_eq(e.bit, (size_t)(st.blob.ptr - data + 36) * 8);
        ck_assert(e.block_id == TU_SYMTAB_BLOCK_ID &&
                  e.block_bit == at);
    } else if (rc == BCQ_E_BAD_RECORD) { /* a short blob: its first byte */
        ck_assert_uint_eq(e.bit, (size_t)(st.blob.ptr - data) * 8);
        ck_assert(e.block_id == TU_SYMTAB_BLOCK_ID &&
                  e.block_bit == at);
    } else if (rc) /* at the SYMTAB block */
        ck_assert_uint_eq(e.bit, at);
    if (rc == 0 || rc == BCQ_E_STALE) { /* STALE: filled all the same */
        ck_assert(st.bit == at && st.version == sp->version &&
                  st.blob.len == n && st.nmodules == sp->tmods &&
                  st.nuncommons == sp->tmods);
        ck_span(st.producer, "14.0.6");
        ck_span(st.triple, "t");
        ck_span(st.source_filename, "s.c");
        bcq_symtab_iter it = {0};
        bcq_symtab_symbol s;
        for (int k = 0; k < 2; k++) {
            ck_assert_int_eq(bcq_symtab_next(&st, &it, &s, NULL), 0);
            if (tu_span_is(s.name, "big")) {
                ck_assert_uint_eq(s.flags, G | C | UNC);
                ck_assert_uint_eq(s.module, sp->tmods - 1);
                ck_assert_uint_eq(s.common_size, sp->csize);
                ck_assert_uint_eq(s.common_align, 16);
                ck_span(s.section, ".sec");
            } else {
                ck_span(s.name, "t");
                ck_assert(s.flags == (G | U) && s.module == 0 &&
                          s.common_size == 0 && s.common_align == 0);
            }
        }
        ck_assert_int_eq(bcq_symtab_next(&st, &it, &s, NULL), BCQ_END);
        /* the batch reader: the same symbols, the common size included */
        bcq_symtab_iter ib = {0};
        bcq_symtab_entry v[4];
        size_t nb, got = 0;
        while (bcq_symtab_read(&st, &ib, v, 4, &nb, NULL) == 0)
            for (size_t k = 0; k < nb; k++, got++)
                if (v[k].name_len == 3)
                    ck_assert(v[k].common_size == sp->csize &&
                              v[k].module == sp->tmods - 1);
                else
                    ck_assert(v[k].common_size == 0 && v[k].module == 0);
        ck_assert_uint_eq(got, 2);
    }
    bcq_close(f);
    free(data);
}
END_TEST

Suite *make_symtab_hostile_suite(void)
{
    Suite *s = suite_create("symtab_hostile");
    TCase *tc = tcase_create("hostile");
    tcase_add_loop_test(tc, mutated_o0, 0, NMUT);
    tcase_add_loop_test(tc, built_tables, 0, NBUILT);
    suite_add_tcase(s, tc);
    return s;
}
