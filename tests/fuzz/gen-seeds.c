/*
 * gen-seeds.c - writes the hostile seed inputs of the fuzzer into a
 * directory (make fuzz-seeds rewrites tests/fuzz/seeds with it).
 *
 * The seeds are small streams built with the test bit writer
 * (tests/bitwriter.c), each aimed at one rule of the library's input
 * checks -- the cases of tests/check_hostile.c, check_blockinfo.c,
 * check_function.c, check_module.c and check_symtab.c, written anew --
 * plus a small but complete IR file (identification, types, globals,
 * aliases, constants, function bodies with calls, phi and switch, a
 * VALUE_SYMTAB of FNENTRYs, SYMTAB and STRTAB) in many lying variants.
 * The fuzzer starts from them and from the fixtures of tests/data; the
 * sweep (tests/mutate.c) runs each through the exerciser in make check.
 *
 * Deterministic: the same program writes the same bytes.  Every seed is
 * under 4 KB.
 *
 *     tests/fuzz/gen-seeds DIR
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../bitwriter.h"

static const char *outdir;
static unsigned nwritten;

static void save(const char *name, const uint8_t *p, size_t n)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", outdir, name);
    FILE *fp = fopen(path, "wb");
    if (!fp || fwrite(p, 1, n, fp) != n || fclose(fp) != 0) {
        perror(path);
        exit(1);
    }
    if (n >= 4096) {
        fprintf(stderr, "gen-seeds: %s is %zu bytes (limit 4096)\n", name, n);
        exit(1);
    }
    nwritten++;
}

static void save_bw(const char *name, bw *w)
{
    save(name, bw_data(w), bw_size(w));
    bw_free(w);
}

/* UNABBREV_RECORD with the operands listed. */
#define REC(w, width, code, ...)                                              \
    bw_unabbrev((w), (width), (code),                                        \
                sizeof((uint64_t[]){__VA_ARGS__}) / sizeof(uint64_t),         \
                (uint64_t[]){__VA_ARGS__})
#define REC0(w, width, code) bw_unabbrev((w), (width), (code), 0, NULL)

/* A record whose operands are the characters of s. */
static void str_rec(bw *w, unsigned width, unsigned code, const char *s)
{
    uint64_t ops[256];
    size_t n = strlen(s);
    for (size_t i = 0; i < n && i < 256; i++)
        ops[i] = (unsigned char)s[i];
    bw_unabbrev(w, width, code, n, ops);
}

static const bw_op ab_blob[] = {{BW_LIT, 1}, {BW_BLOB, 0}};

/* A block holding one blob record (code 1), as STRTAB and SYMTAB are. */
static void blob_block(bw *w, unsigned id, const void *p, size_t n)
{
    bw_enter(w, 2, id, 3);
    bw_define_abbrev(w, 3, 2, ab_blob);
    bw_fixed(w, 3, 4);
    bw_blob(w, p, n);
    bw_end(w, 3);
}

/* ------------------------------------------------------ stream shapes */

static void stream_seeds(void)
{
    bw w;

    /* too short, magic only */
    save("short-1.bc", (const uint8_t *)"B", 1);
    save("short-3.bc", (const uint8_t *)"BC\xC0", 3);
    save("magic-only.bc", (const uint8_t *)"BC\xC0\xDE", 4);
    save("foreign-magic-zeros.bin", (const uint8_t *)"TEST\0\0\0\0", 8);

    /* blocklen past the stream, huge, past the parent, short, long, 0 */
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter_raw(&w, 2, 9, 3, 100, NULL);
    REC(&w, 3, 1, 5);
    bw_end_raw(&w, 3);
    save_bw("len-past-stream.bin", &w);

    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter_raw(&w, 2, 13, 3, UINT32_MAX, NULL);
    REC(&w, 3, 1, 5);
    bw_end_raw(&w, 3);
    save_bw("len-huge-lazy.bc", &w);

    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 8, 3);
    bw_enter_raw(&w, 3, 9, 3, 4, NULL);
    bw_end_raw(&w, 3);
    bw_end(&w, 3);
    bw_enter(&w, 2, 10, 3);
    for (int i = 0; i < 10; i++)
        REC(&w, 3, 1, 1);
    bw_end(&w, 3);
    save_bw("len-past-parent.bin", &w);

    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter_raw(&w, 2, 8, 3, 1, NULL);
    REC(&w, 3, 1, 5);
    REC(&w, 3, 1, 6);
    bw_end_raw(&w, 3);
    save_bw("len-short-module.bc", &w);

    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter_raw(&w, 2, 9, 3, 2, NULL);
    REC(&w, 3, 1, 5);
    bw_end_raw(&w, 3);
    bw_fixed(&w, 32, 0);
    save_bw("len-long.bin", &w);

    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter_raw(&w, 2, 9, 3, 0, NULL);
    bw_end_raw(&w, 3);
    save_bw("len-zero.bin", &w);

    /* abbreviation widths and ENTER fields */
    for (unsigned k = 0; k < 2; k++) {
        bw_init(&w);
        bw_magic(&w, "TEST");
        bw_enter(&w, 2, 8, 3);
        bw_enter_raw(&w, 3, 9, k ? 33 : 0, 1, NULL);
        bw_end_raw(&w, 3);
        bw_end(&w, 3);
        save_bw(k ? "width33-nested.bin" : "width0-nested.bin", &w);
    }
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 9, 1);
    bw_enter(&w, 1, 10, 32);
    bw_end(&w, 32);
    bw_end(&w, 1);
    save_bw("widths-1-32-ok.bin", &w);

    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_fixed(&w, 2, 1);
    bw_vbr(&w, 8, 9);
    bw_vbr_chunks(&w, 4, 30, 7, 1);
    bw_align32(&w);
    bw_fixed(&w, 64, 0);
    save_bw("width-vbr-endless.bin", &w);

    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter_raw(&w, 2, UINT64_C(1) << 40, 3, 1, NULL);
    bw_fixed(&w, 64, 0);
    save_bw("block-id-huge.bin", &w);

    /* VBRs: too long, cut by the stream, cut by the block */
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 9, 3);
    bw_fixed(&w, 3, 3);
    bw_vbr(&w, 6, 1);
    bw_vbr(&w, 6, 1);
    bw_vbr_chunks(&w, 6, 14, 0x1F, 0);
    bw_end(&w, 3);
    save_bw("vbr-over-64.bin", &w);

    for (unsigned k = 0; k < 2; k++) {
        bw_init(&w);
        bw_magic(&w, "TEST");
        bw_enter(&w, 2, 9, 3);
        bw_fixed(&w, 3, 3);
        bw_vbr(&w, 6, 1);
        bw_vbr(&w, 6, 1);
        bw_vbr_chunks(&w, 6, 8, 0x1F, 1);
        bw_pop(&w);
        if (k) {
            bw_enter(&w, 2, 10, 3);
            bw_end(&w, 3);
        }
        save_bw(k ? "vbr-cut-by-block.bin" : "vbr-cut-by-stream.bin", &w);
    }

    /* counts larger than what remains: array, blob, operand count */
    static const bw_op ab_array8[] = {
        {BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 8}};
    for (unsigned k = 0; k < 3; k++) {
        bw_init(&w);
        bw_magic(&w, "TEST");
        bw_enter(&w, 2, 9, 4);
        if (k < 2) {
            bw_define_abbrev(&w, 4, k ? 2 : 3, k ? ab_blob : ab_array8);
            bw_fixed(&w, 4, 4);
        } else {
            bw_fixed(&w, 4, 3);
            bw_vbr(&w, 6, 1);
        }
        bw_vbr(&w, 6, 100000);
        bw_fixed(&w, 32, 0x01020304);
        bw_end(&w, 4);
        blob_block(&w, 10, "padding padding padding padding", 31);
        static const char *const names[] = {"array-too-long.bin",
                                            "blob-too-long.bin",
                                            "count-too-long.bin"};
        save_bw(names[k], &w);
    }

    /* abbreviations: undefined, defined in a sibling, malformed */
    static const bw_op one[] = {{BW_LIT, 1}};
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 9, 3);
    bw_define_abbrev(&w, 3, 1, one);
    bw_fixed(&w, 3, 4);
    bw_end(&w, 3);
    bw_enter(&w, 2, 10, 3);
    bw_fixed(&w, 3, 4);
    bw_end(&w, 3);
    save_bw("abbrev-from-sibling.bin", &w);

    static const struct {
        const char *name;
        size_t n;
        bw_op ops[4];
    } bad_abbrevs[] = {
        {"abbrev-encoding-6.bin", 2, {{BW_LIT, 1}, {6, 0}}},
        {"abbrev-encoding-0.bin", 2, {{BW_LIT, 1}, {0, 0}}},
        {"abbrev-array-last.bin", 2, {{BW_LIT, 1}, {BW_ARRAY, 0}}},
        {"abbrev-array-of-array.bin", 3,
         {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_ARRAY, 0}}},
        {"abbrev-blob-not-last.bin", 3,
         {{BW_LIT, 1}, {BW_BLOB, 0}, {BW_FIXED, 3}}},
        {"abbrev-fixed-65.bin", 2, {{BW_LIT, 1}, {BW_FIXED, 65}}},
        {"abbrev-vbr-1.bin", 2, {{BW_LIT, 1}, {BW_VBR, 1}}},
        {"abbrev-empty.bin", 0, {{0, 0}}},
    };
    for (size_t k = 0; k < sizeof bad_abbrevs / sizeof bad_abbrevs[0];
         k++) {
        bw_init(&w);
        bw_magic(&w, "TEST");
        bw_enter(&w, 2, 9, 4);
        bw_define_abbrev(&w, 4, bad_abbrevs[k].n, bad_abbrevs[k].ops);
        bw_fixed(&w, 4, 4);
        bw_fixed(&w, 32, 0x55555555);
        bw_end(&w, 4);
        save_bw(bad_abbrevs[k].name, &w);
    }

    /* what follows the last block */
    static const struct {
        const char *name;
        const char *bytes;
        size_t n;
    } tails[] = {
        {"tail-ff.bc", "\xFF\xFF\xFF\xFF", 4},
        {"tail-zero-word-then-byte.bc", "\0\0\0\0\0\0\0\x04", 8},
        {"tail-lone-enter.bc", "\x01", 1},
        {"tail-zeros.bc", "\0\0\0", 3},
    };
    for (size_t k = 0; k < sizeof tails / sizeof tails[0]; k++) {
        bw_init(&w);
        bw_magic_ir(&w);
        bw_enter(&w, 2, 8, 3);
        REC(&w, 3, 1, 2);
        bw_end(&w, 3);
        bw_bytes(&w, tails[k].bytes, tails[k].n);
        save_bw(tails[k].name, &w);
    }
    bw_init(&w);
    bw_magic_ir(&w);
    bw_bytes(&w, "\x02\0\0\0", 4);
    save_bw("first-not-enter.bc", &w);

    /* nesting: 64 levels (the limit), 80 levels */
    uint64_t at[1];
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_nest(&w, 2, 9, 64, at, 0);
    save_bw("deep-64-ok.bin", &w);
    bw_init(&w);
    bw_magic_ir(&w);
    bw_nest(&w, 2, 8, 80, at, 0);
    save_bw("deep-80-modules.bc", &w);
}

/* ------------------------------------------------------------ BLOCKINFO */

static void blockinfo_seeds(void)
{
    static const bw_op one[] = {{BW_LIT, 1}};
    static const bw_op fa[] = {{BW_LIT, 2}, {BW_VBR, 6}};
    bw w;

    /* a non-IR stream (like clang's .dia) whose BLOCKINFO names its
     * blocks and records, defines an abbreviation, then a block uses it */
    bw_init(&w);
    bw_magic(&w, "DIAG");
    bw_enter(&w, 2, 0, 2);
    REC(&w, 2, 1, 9);                     /* SETBID 9 */
    str_rec(&w, 2, 2, "Diag");            /* BLOCKNAME */
    REC(&w, 2, 3, 2, 'L', 'o', 'c');      /* SETRECORDNAME 2 "Loc" */
    bw_define_abbrev(&w, 2, 2, fa);
    REC(&w, 2, 1, 10);
    str_rec(&w, 2, 2, "Meta");
    bw_end(&w, 2);
    bw_enter(&w, 2, 9, 3);
    bw_fixed(&w, 3, 4);                   /* abbrev 4 of BLOCKINFO */
    bw_vbr(&w, 6, 77);
    REC(&w, 3, 2, 1, 2, 3);
    bw_end(&w, 3);
    bw_enter(&w, 2, 10, 3);
    REC(&w, 3, 1, 1);
    bw_end(&w, 3);
    save_bw("bi-names-abbrevs.dia", &w);

    /* malformed BLOCKINFO bodies */
    for (unsigned k = 0; k < 6; k++) {
        bw_init(&w);
        bw_magic_ir(&w);
        bw_enter(&w, 2, 8, 3);
        REC(&w, 3, 1, 2);
        bw_enter(&w, 3, 0, 2);
        switch (k) {
        case 0: bw_define_abbrev(&w, 2, 1, one); break; /* before SETBID */
        case 1: str_rec(&w, 2, 2, "x"); break;          /* name first */
        case 2: REC(&w, 2, 1, 12); bw_enter(&w, 2, 11, 2); bw_end(&w, 2);
                break;                                  /* nested block */
        case 3: REC(&w, 2, 1, UINT64_C(1) << 40); break; /* id > 32 bits */
        case 4: REC0(&w, 2, 1); break;                   /* SETBID empty */
        default: REC(&w, 2, 1, 12); REC0(&w, 2, 3); break; /* no code */
        }
        bw_end(&w, 2);
        bw_end(&w, 3);
        static const char *const names[] = {
            "bi-abbrev-before-setbid.bc", "bi-name-before-setbid.bc",
            "bi-nested-block.bc",         "bi-setbid-huge.bc",
            "bi-setbid-empty.bc",         "bi-recname-empty.bc"};
        save_bw(names[k], &w);
    }

    /* a BLOCKINFO inside a function body (lazy): checked, applied only by
     * a deep open; a CONSTANTS block after it uses its abbreviation */
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, 8, 3);
    REC(&w, 3, 1, 2);
    bw_enter(&w, 3, 12, 4);
    bw_enter(&w, 4, 0, 2);
    REC(&w, 2, 1, 11);
    bw_define_abbrev(&w, 2, 2, fa);
    bw_end(&w, 2);
    bw_enter(&w, 4, 11, 3);
    bw_fixed(&w, 3, 4);
    bw_vbr(&w, 6, 5);
    bw_end(&w, 3);
    bw_end(&w, 4);
    bw_enter(&w, 3, 11, 3);
    bw_fixed(&w, 3, 4); /* defined only where the lazy BLOCKINFO applies */
    bw_vbr(&w, 6, 5);
    bw_end(&w, 3);
    bw_end(&w, 3);
    save_bw("bi-inside-function.bc", &w);

    /* two BLOCKINFOs: the second replaces the first */
    bw_init(&w);
    bw_magic(&w, "TEST");
    for (unsigned k = 0; k < 2; k++) {
        bw_enter(&w, 2, 0, 2);
        REC(&w, 2, 1, 9);
        str_rec(&w, 2, 2, k ? "Second" : "First");
        bw_define_abbrev(&w, 2, k ? 1 : 2, k ? one : fa);
        bw_end(&w, 2);
        bw_enter(&w, 2, 9, 3);
        bw_fixed(&w, 3, 4);
        if (!k)
            bw_vbr(&w, 6, 3);
        bw_end(&w, 3);
    }
    save_bw("bi-second-replaces.bin", &w);
}

/* ---------------------------------------------------------- lazy bodies */

/* MODULE { VERSION 2, FUNCTION_BLOCK { body } } with a broken body. */
static void lazy_seeds(void)
{
    static const bw_op ab_array8[] = {
        {BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 8}};
    static const char *const names[] = {
        "lazy-undef-abbrev.bc", "lazy-vbr-over-64.bc", "lazy-array-long.bc",
        "lazy-no-end.bc",       "lazy-child-past.bc",  "lazy-child-width0.bc",
        "lazy-deep.bc",         "lazy-child-short.bc"};
    for (unsigned k = 0; k < sizeof names / sizeof names[0]; k++) {
        bw w;
        bw_init(&w);
        bw_magic_ir(&w);
        bw_enter(&w, 2, 8, 3);
        REC(&w, 3, 1, 2);
        bw_enter(&w, 3, 12, 4);
        int no_end = 0;
        uint64_t at[1];
        switch (k) {
        case 0: bw_fixed(&w, 4, 4); break;
        case 1: bw_fixed(&w, 4, 3); bw_vbr(&w, 6, 1); bw_vbr(&w, 6, 1);
                bw_vbr_chunks(&w, 6, 14, 0x1F, 1); break;
        case 2: bw_define_abbrev(&w, 4, 3, ab_array8); bw_fixed(&w, 4, 4);
                bw_vbr(&w, 6, 1000); break;
        case 3: REC0(&w, 4, 1); REC0(&w, 4, 1); no_end = 1; break;
        case 4: bw_enter_raw(&w, 4, 11, 3, 50, NULL); bw_end_raw(&w, 3);
                break;
        case 5: bw_enter_raw(&w, 4, 11, 0, 0, NULL); break;
        case 6: bw_nest(&w, 4, 11, 100, at, 0); break;
        default: bw_enter_raw(&w, 4, 11, 3, 1, NULL); REC(&w, 3, 1, 5);
                 REC(&w, 3, 1, 6); bw_end_raw(&w, 3); break;
        }
        if (no_end)
            bw_pop(&w);
        else
            bw_end(&w, 4);
        bw_end(&w, 3);
        save_bw(names[k], &w);
    }
}

/* -------------------------------------------------------- a small IR file
 *
 * IDENTIFICATION, MODULE { VERSION, TYPE_BLOCK, TRIPLE, DATALAYOUT,
 * SOURCE_FILENAME, globals v0..v5, VSTOFFSET, CONSTANTS, two
 * FUNCTION_BLOCKs, VALUE_SYMTAB }, SYMTAB, STRTAB.
 *
 *   v0 @gv   global i32, initializer the module constant (value 6)
 *   v1 @f    define i32 @f(i32)     type 2
 *   v2 @g    declare i32 @g(i32)
 *   v3 @h    define void @h()       type 4
 *   v4 @al   alias of @f
 *   v5 @al2  alias of @al
 *
 * types: 0 i32, 1 void, 2 i32(i32), 3 ptr to 2, 4 void(), 5 label.
 * f: bb0 { %8 = add %7, %8const; %10 = call @f(%9); br bb1 }
 *    bb1 { %11 = phi [%10, bb0]; ret %11 }    (arg %7, constant %8)
 * h: bb0 { switch %6, bb1 [%6 -> bb2] } bb1 { ret } bb2 { unreachable }
 *
 * Each lie bends one thing; positions (VSTOFFSET, FNENTRY words) are
 * recomputed until they stop moving. */
enum lie {
    L_NONE, L_NO_VSTOFFSET, L_FNENTRY_INSIDE, L_FNENTRY_DUP_VALUE,
    L_FNENTRY_DUP_BLOCK, L_FNENTRY_DECL, L_FNENTRY_MISSING,
    L_VSTOFFSET_PAST, L_VSTOFFSET_AT_FUNC, L_EXTRA_FUNC_BLOCK,
    L_NAME_OUTSIDE, L_SECTION_ID, L_COMDAT_ID, L_VERSION3, L_VERSION1,
    L_ALIAS_CYCLE, L_ALIAS_SELF, L_OLD_CALL, L_UNKNOWN_INST, L_BR_EXTRA,
    L_BAD_FN_TYPE, L_TYPE_UNKNOWN, L_CALL_ARGS_SHORT, L_PHI_FORWARD,
    L_ST_VERSION, L_ST_NSYMS, L_ST_STALE, L_ST_STR_OUT, L_ST_COMDAT,
    L_ST_MODULE_RANGE, L_ST_UNCOMMON, L_ST_SHORT, L_NO_STRTAB,
    L_IDENT_ALONE, L_TWO_MODULES, L_WRAPPED, L_STDCALL, L_COMDATS,
    L_SECTIONS_GC, L_DEPLIBS, L_MODULE_ASM, L_HASH, L_MANY_INSTS, L_NLIES
};

static const char *const lie_names[L_NLIES] = {
    "ir-ok.bc",                "ir-no-vstoffset.bc",
    "ir-fnentry-inside.bc",    "ir-fnentry-dup-value.bc",
    "ir-fnentry-dup-block.bc", "ir-fnentry-decl.bc",
    "ir-fnentry-missing.bc",   "ir-vstoffset-past.bc",
    "ir-vstoffset-at-func.bc", "ir-extra-func-block.bc",
    "ir-name-outside-strtab.bc", "ir-section-id.bc",
    "ir-comdat-id.bc",         "ir-version3.bc",
    "ir-version1.bc",          "ir-alias-cycle.bc",
    "ir-alias-self.bc",        "ir-old-call.bc",
    "ir-unknown-inst.bc",      "ir-br-extra-ops.bc",
    "ir-bad-fn-type.bc",       "ir-type-unknown.bc",
    "ir-call-args-short.bc",   "ir-phi-forward.bc",
    "ir-symtab-version5.bc",   "ir-symtab-nsyms.bc",
    "ir-symtab-stale.bc",      "ir-symtab-str-out.bc",
    "ir-symtab-comdat.bc",     "ir-symtab-module-range.bc",
    "ir-symtab-uncommon.bc",   "ir-symtab-short.bc",
    "ir-no-strtab.bc",         "ir-ident-alone.bc",
    "ir-two-modules.bc",       "ir-wrapped.bc",
    "ir-stdcall-x86.bc",       "ir-comdats.bc",
    "ir-sections-gc.bc",       "ir-deplibs.bc",
    "ir-module-asm.bc",        "ir-hash.bc",
    "ir-many-insts.bc",
};

/* STRTAB: names, then the SYMTAB's strings. */
static const char strtab[] = "gvfghalal2" "14.0.6" "x86_64-pc-linux-gnu"
                             "s.c" "cdt";
enum { S_GV = 0, S_F = 2, S_G = 3, S_H = 4, S_AL = 5, S_AL2 = 7,
       S_PROD = 10, S_TRIPLE = 16, S_SRC = 35, S_CDT = 38,
       S_LEN = sizeof strtab - 1 };

typedef struct irpos {
    uint64_t ident, vst, fn[3]; /* bits of the blocks */
} irpos;

static uint64_t word_of(const irpos *p, uint64_t bit)
{
    return (bit - p->ident) / 32 + 1; /* from one word before IDENT */
}

/* A body of f (i32 (i32), value 1; values up to 6 are module values, the
 * argument %7) with one record of nearly every instruction code the
 * instruction view knows, operands chosen so that each one numbers: a
 * relative operand 1 is the value just before.  Codes that end a basic
 * block come last. */
static void many_insts(bw *w)
{
    uint64_t nv = 8; /* the next value id */
#define DEF(...) (REC(w, 4, __VA_ARGS__), nv++)
#define USE(...) REC(w, 4, __VA_ARGS__)
    USE(1, 12);                              /* DECLAREBLOCKS */
    DEF(3, 1, 0, 0);                         /* CAST */
    DEF(4, 1, 1);                            /* GEP_OLD */
    DEF(43, 0, 0, 1, 1);                     /* GEP */
    DEF(5, 1, 1, 1);                         /* SELECT */
    DEF(29, 1, 1, 1);                        /* VSELECT */
    DEF(6, 1, 1);                            /* EXTRACTELT */
    DEF(7, 1, 1, 1);                         /* INSERTELT */
    DEF(8, 1, 1, 1);                         /* SHUFFLEVEC */
    DEF(9, 1, 1, 0);                         /* CMP */
    DEF(28, 1, 1, 0, 0);                     /* CMP2 */
    DEF(19, 0, 0, 1, 0);                     /* ALLOCA */
    DEF(20, 1, 0, 0, 0);                     /* LOAD [op, ty, align, vol] */
    DEF(41, 1, 0, 0, 0, 0, 0);               /* LOADATOMIC */
    DEF(23, 0, 1, 0);                        /* VAARG */
    USE(44, 1, 1, 0, 0);                     /* STORE */
    USE(24, 1, 1, 0, 0);                     /* STORE_OLD */
    USE(45, 1, 1, 0, 0, 0, 0);               /* STOREATOMIC */
    DEF(26, 1, 0);                           /* EXTRACTVAL */
    DEF(27, 1, 1, 0);                        /* INSERTVAL */
    USE(36, 0, 0);                           /* FENCE */
    DEF(46, 1, 1, 1, 0, 0, 0);               /* CMPXCHG */
    DEF(37, 1, 1, 1, 0);                     /* CMPXCHG_OLD */
    DEF(59, 1, 1, 0, 0);                     /* ATOMICRMW */
    DEF(38, 1, 1, 0);                        /* ATOMICRMW_OLD */
    DEF(56, 1, 0);                           /* UNOP */
    DEF(58, 1);                              /* FREEZE */
    USE(55, 0, 1);                           /* OPERAND_BUNDLE */
    DEF(34, 0, 1 << 15 | 1 << 17, 0, 2, nv - 1, 1); /* CALL with fmf */
    USE(34, 0, 1 << 15, 7, nv - 1, 3);       /* CALL void(metadata) */
    USE(34, 0, 1 << 15, 8, nv - 1, 2);       /* CALL void(label) */
    USE(33);                                 /* DEBUG_LOC_AGAIN */
    DEF(50, 1, 1, 1);                        /* CATCHPAD */
    DEF(51, 1, 0);                           /* CLEANUPPAD */
    DEF(47, 0, 1, 1, 0, 1);                  /* LANDINGPAD */
    DEF(40, 0, 1, 1, 1, 0, 1);               /* LANDINGPAD_OLD */
    DEF(16, 0, 2, 0, 3, 1);                  /* PHI, two pairs */
    DEF(52, 1, 1, 1, 2);                     /* CATCHSWITCH: ends bb0 */
    USE(48, 1, 2);                           /* CLEANUPRET */
    USE(49, 1, 3);                           /* CATCHRET */
    USE(12, UINT64_C(0x4B5) << 16, 0, 1, 4, 1, 1, 1, 32, 5, 5); /* old SWITCH */
    USE(31, 0, 1, 5, 6);                     /* INDIRECTBR */
    DEF(13, 0, 1 << 13, 7, 8, 2, nv - 1, 1); /* INVOKE */
    DEF(57, 0, 1 << 15, 9, 1, 10, 2, nv - 1, 1); /* CALLBR */
    USE(39, 1);                              /* RESUME */
    USE(10, 1);                              /* RET */
#undef DEF
#undef USE
}

/* The module's records and blocks (from its IDENTIFICATION on). */
static void ir_module(bw *w, enum lie lie, irpos *p, const irpos *prev)
{
    int v2 = lie != L_VERSION1;
    p->ident = bw_enter(w, 2, 13, 5);
    str_rec(w, 5, 1, "LLVM14.0.6");
    REC(w, 5, 2, 0);
    bw_end(w, 5);
    if (lie == L_IDENT_ALONE)
        return;

    bw_enter(w, 2, 8, 3);
    REC(w, 3, 1, lie == L_VERSION3 ? 3 : v2 ? 2 : 1);
    /* BLOCKINFO with an abbreviation for VALUE_SYMTAB FNENTRYs */
    bw_enter(w, 3, 0, 2);
    REC(w, 2, 1, 14);
    static const bw_op fnentry_ab[] = {
        {BW_LIT, 3}, {BW_VBR, 8}, {BW_VBR, 8}};
    bw_define_abbrev(w, 2, 3, fnentry_ab);
    bw_end(w, 2);

    bw_enter(w, 3, 17, 4);
    REC(w, 4, 1, 6);                        /* NUMENTRY */
    REC(w, 4, 7, 32);                       /* 0 i32 */
    REC0(w, 4, 2);                          /* 1 void */
    REC(w, 4, 21, 0, 0, 0);                 /* 2 i32(i32) */
    REC(w, 4, 8, 2, 0);                     /* 3 ptr to 2 */
    REC(w, 4, 21, 0, 1);                    /* 4 void() */
    if (lie == L_TYPE_UNKNOWN)
        REC(w, 4, 77, 1);
    REC0(w, 4, 5);                          /* 5 label */
    if (lie == L_MANY_INSTS) {
        REC0(w, 4, 16);                     /* 6 metadata */
        REC(w, 4, 21, 0, 1, 6);             /* 7 void(metadata) */
        REC(w, 4, 21, 0, 1, 5);             /* 8 void(label) */
    }
    bw_end(w, 4);

    str_rec(w, 3, 2, "x86_64-pc-linux-gnu");
    str_rec(w, 3, 3, lie == L_STDCALL ? "e-m:x-p:32:32-i64:64"
                                      : "e-m:e-i64:64-n8:16:32:64-S128");
    str_rec(w, 3, 16, "s.c");
    if (lie == L_MODULE_ASM)
        str_rec(w, 3, 4, "foo: ret");
    if (lie == L_SECTIONS_GC) {
        str_rec(w, 3, 5, ".text.hot");      /* SECTIONNAME */
        str_rec(w, 3, 11, "shadow-stack");  /* GCNAME */
    }
    if (lie == L_DEPLIBS)
        str_rec(w, 3, 6, "m");              /* DEPLIB (obsolete) */
    if (lie == L_HASH)
        REC(w, 3, 17, 1, 2, 3, 4, 5);
    if (lie == L_COMDATS || lie == L_ST_COMDAT) /* COMDAT [off, size, sel] */
        REC(w, 3, 12, S_CDT, 3, 2);

    /* the global values; v2 records start with (strtab offset, size) */
    uint64_t name_off = lie == L_NAME_OUTSIDE ? 1000 : S_GV;
    uint64_t sec = lie == L_SECTION_ID ? 5 : lie == L_SECTIONS_GC ? 1 : 0;
    uint64_t cdt = lie == L_COMDAT_ID ? 3 : lie == L_COMDATS ? 1 : 0;
    uint64_t gc = lie == L_SECTIONS_GC ? 1 : 0;
    uint64_t cc = lie == L_STDCALL ? 64 : 0;
    uint64_t ftype = lie == L_BAD_FN_TYPE ? 77 : 2;
#define NAME(off, len) v2 ? (off) : 0, v2 ? (len) : 0
    uint64_t gv[] = {NAME(name_off, 2), 0, 3, 7, 0, 3, sec, 0, 0, 0, 0, 0,
                     cdt};
    uint64_t fn_f[] = {NAME(S_F, 1), ftype, cc, 0, 0, 0, 0, sec, 0, gc, 0,
                       0, 0, cdt, 0, 0, 1};
    uint64_t fn_g[] = {NAME(S_G, 1), 2, cc, 1, 0, 0, 0, 0, 0, 0};
    uint64_t fn_h[] = {NAME(S_H, 1), 4, 0, 0, 3, 0, 0, 0, 0, 0}; /* internal */
    uint64_t al[] = {NAME(S_AL, 2), 2, 0,
                     lie == L_ALIAS_CYCLE ? 5 : lie == L_ALIAS_SELF ? 4 : 1,
                     0, 0};
    uint64_t al2[] = {NAME(S_AL2, 3), 2, 0, 4, 0, 1};
#undef NAME
    size_t skip = v2 ? 0 : 2;
    bw_unabbrev(w, 3, 7, sizeof gv / 8 - skip, gv + skip);
    bw_unabbrev(w, 3, 8, sizeof fn_f / 8 - skip, fn_f + skip);
    bw_unabbrev(w, 3, 8, sizeof fn_g / 8 - skip, fn_g + skip);
    bw_unabbrev(w, 3, 8, sizeof fn_h / 8 - skip, fn_h + skip);
    bw_unabbrev(w, 3, 14, sizeof al / 8 - skip, al + skip);
    bw_unabbrev(w, 3, 14, sizeof al2 / 8 - skip, al2 + skip);

    uint64_t vst_word = word_of(prev, prev->vst);
    if (lie == L_VSTOFFSET_PAST)
        vst_word = UINT64_C(1) << 36;
    if (lie == L_VSTOFFSET_AT_FUNC)
        vst_word = word_of(prev, prev->fn[0]);
    if (lie != L_NO_VSTOFFSET)
        REC(w, 3, 13, vst_word);

    bw_enter(w, 3, 11, 4);                  /* module constants: v6 */
    REC(w, 4, 1, 0);                        /* SETTYPE i32 */
    REC(w, 4, 4, 4);                        /* INTEGER 2 */
    bw_end(w, 4);

    /* f: values 0..5 globals, 6 constant, 7 argument */
    if (lie == L_MANY_INSTS) {
        p->fn[0] = bw_enter(w, 3, 12, 4);
        many_insts(w);
        bw_end(w, 4);
        goto body_h;
    }
    p->fn[0] = bw_enter(w, 3, 12, 4);
    REC(w, 4, 1, 2);                        /* DECLAREBLOCKS 2 */
    bw_enter(w, 4, 11, 4);
    REC(w, 4, 1, 0);
    REC(w, 4, 4, 6);                        /* %8 = i32 3 */
    bw_end(w, 4);
    REC(w, 4, 2, 2, 1, 0);                  /* %9 = add %7, %8 */
    if (lie == L_OLD_CALL)
        REC(w, 4, 34, 0, 0, 10, 1);         /* callee @gv: not a function */
    else if (lie == L_CALL_ARGS_SHORT)
        REC(w, 4, 34, 0, 1 << 15, 2, 9);    /* no argument */
    else
        REC(w, 4, 34, 0, 1 << 15, 2, 9, 1); /* %10 = call @f(%9) */
    if (lie == L_UNKNOWN_INST)
        REC(w, 4, 99, 1, 2, 3);
    if (lie == L_BR_EXTRA)
        REC(w, 4, 11, 1, 1, 1, 7, 7, 7, 7, 7, 7);
    else
        REC(w, 4, 11, 1);                   /* br bb1 */
    if (lie == L_PHI_FORWARD)
        REC(w, 4, 16, 0, 2, 0, 7, 1);       /* phi with a forward ref */
    else
        REC(w, 4, 16, 0, 2, 0);             /* %11 = phi [%10, bb0] */
    REC(w, 4, 10, 1);                       /* ret %11 */
    REC0(w, 4, 33);                         /* DEBUG_LOC_AGAIN */
    bw_end(w, 4);

    /* h: value 6 is the constant; no arguments */
body_h:
    p->fn[1] = bw_enter(w, 3, 12, 4);
    REC(w, 4, 1, 3);
    REC(w, 4, 12, 0, 1, 1, 6, 2);           /* switch %6, bb1 [6 -> bb2] */
    REC0(w, 4, 10);                         /* ret void */
    REC0(w, 4, 15);                         /* unreachable */
    bw_end(w, 4);
    if (lie == L_EXTRA_FUNC_BLOCK) {
        p->fn[2] = bw_enter(w, 3, 12, 4);
        REC0(w, 4, 15);
        bw_end(w, 4);
    }

    p->vst = bw_enter(w, 3, 14, 4);
    uint64_t wf = word_of(prev, prev->fn[0]), wh = word_of(prev, prev->fn[1]);
    if (lie == L_FNENTRY_INSIDE)
        wf++;
    if (lie == L_FNENTRY_DUP_BLOCK)
        wh = wf;
    if (v2) {
        bw_fixed(w, 4, 4);                  /* FNENTRY via BLOCKINFO abbrev */
        bw_vbr(w, 8, 1);
        bw_vbr(w, 8, wf);
    } else { /* v1: ENTRY [value, name...], FNENTRY [value, word, name...] */
        REC(w, 4, 1, 0, 'g', 'v');
        REC(w, 4, 1, 2, 'g');
        REC(w, 4, 1, 4, 'a', 'l');
        REC(w, 4, 1, 5, 'a', 'l', '2');
        REC(w, 4, 3, 1, wf, 'f');
    }
    if (lie != L_FNENTRY_MISSING) {
        uint64_t id = lie == L_FNENTRY_DUP_VALUE ? 1
                      : lie == L_FNENTRY_DECL    ? 2
                                                 : 3;
        if (v2)
            REC(w, 4, 3, id, wh);
        else
            REC(w, 4, 3, id, wh, 'h');
    }
    bw_end(w, 4);
    bw_end(w, 3);
}

static size_t symtab_blob(uint8_t *b, enum lie lie)
{
    memset(b, 0, 512);
#define PUT(off, v)                                                           \
    do {                                                                      \
        uint32_t v_ = (uint32_t)(v);                                          \
        memcpy(b + (off), &v_, 4);                                            \
    } while (0)
    unsigned nsym = 6, nmods = lie == L_ST_STALE ? 2 : 1;
    uint32_t mods = 76, cdts = mods + 12 * nmods, syms = cdts + 12;
    uint32_t uncs = syms + 24 * nsym, end = uncs + 24;
    PUT(0, lie == L_ST_VERSION ? 5 : 3);
    PUT(4, S_PROD);
    PUT(8, lie == L_ST_STR_OUT ? 4000 : 6);
    PUT(12, mods);
    PUT(16, nmods);
    PUT(20, cdts);
    PUT(24, lie == L_ST_COMDAT || lie == L_COMDATS ? 1 : 0);
    PUT(28, syms);
    PUT(32, lie == L_ST_NSYMS ? 0x10000000 : nsym);
    PUT(36, uncs);
    PUT(40, lie == L_ST_UNCOMMON ? 0 : 1);
    PUT(44, S_TRIPLE);
    PUT(48, 19);
    PUT(52, S_SRC);
    PUT(56, 3);
    PUT(68, end);
    PUT(72, 0);
    /* modules */
    PUT(mods, 0);
    PUT(mods + 4, lie == L_ST_MODULE_RANGE ? nsym + 1 : nsym);
    PUT(mods + 8, 0);
    if (nmods == 2) {
        PUT(mods + 12, nsym);
        PUT(mods + 16, nsym);
        PUT(mods + 20, 1);
    }
    PUT(cdts, S_CDT);
    PUT(cdts + 4, 3);
    PUT(cdts + 8, 1);
    static const uint32_t names[6][2] = {
        {S_GV, 2}, {S_F, 1}, {S_G, 1}, {S_H, 1}, {S_AL, 2}, {S_AL2, 3}};
    static const uint32_t flags[6] = {
        1u << 10 | 1u << 2,             /* gv: global, uncommon */
        1u << 10 | 1u << 13,            /* f */
        1u << 10 | 1u << 13 | 1u << 3,  /* g: undefined */
        1u << 10 | 1u << 13,            /* h */
        1u << 10 | 1u << 6 | 1u << 13,  /* al: indirect */
        1u << 10 | 1u << 6 | 1u << 13}; /* al2 */
    for (unsigned i = 0; i < nsym; i++) {
        uint32_t s = syms + 24 * i;
        PUT(s, names[i][0]);
        PUT(s + 4, names[i][1]);
        PUT(s + 8, names[i][0]);
        PUT(s + 12, names[i][1]);
        PUT(s + 16, lie == L_ST_COMDAT && i == 1 ? 7 : UINT32_MAX);
        PUT(s + 20, flags[i]);
    }
    /* one uncommon (gv): common size 4, align 4, no fallback, section */
    PUT(uncs, 4);
    PUT(uncs + 4, 4);
    PUT(uncs + 16, S_SRC);
    PUT(uncs + 20, 3);
#undef PUT
    return lie == L_ST_SHORT ? 40 : end;
}

static void ir_file(bw *w, enum lie lie, irpos *p, const irpos *prev)
{
    bw_magic_ir(w);
    ir_module(w, lie, p, prev);
    if (lie == L_TWO_MODULES) { /* a second one, paired by order */
        irpos p2, none;
        memset(&none, 0, sizeof none);
        ir_module(w, L_NO_VSTOFFSET, &p2, &none);
    }
    uint8_t st[512];
    size_t n = symtab_blob(st, lie);
    blob_block(w, 25, st, n);
    if (lie != L_NO_STRTAB)
        blob_block(w, 23, strtab, S_LEN);
    if (lie == L_IDENT_ALONE) { /* a MODULE after the STRTAB, not after it */
        bw_enter(w, 2, 8, 3);
        REC(w, 3, 1, 2);
        bw_end(w, 3);
    }
}

static void ir_seeds(void)
{
    for (int lie = 0; lie < L_NLIES; lie++) {
        irpos prev, p;
        memset(&prev, 0, sizeof prev);
        prev.ident = 32;
        prev.vst = prev.fn[0] = prev.fn[1] = prev.fn[2] = 32;
        bw w;
        for (int pass = 0; pass < 8; pass++) {
            bw_init(&w);
            memset(&p, 0, sizeof p);
            ir_file(&w, (enum lie)lie, &p, &prev);
            if (memcmp(&p, &prev, sizeof p) == 0)
                break;
            prev = p;
            bw_free(&w);
        }
        if (lie == L_WRAPPED) {
            bw outer;
            bw_init(&outer);
            bw_wrap(&outer, 20, (uint32_t)bw_size(&w), &w, 12);
            bw_free(&w);
            w = outer;
        }
        save_bw(lie_names[lie], &w);
    }
}

/* The bit writer reports through Check (ck_assert), which works only in a
 * running test: the generator is one test, run without fork. */
START_TEST(generate)
{
    stream_seeds();
    blockinfo_seeds();
    lazy_seeds();
    ir_seeds();
}
END_TEST

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen-seeds DIR\n");
        return 2;
    }
    outdir = argv[1];
    Suite *s = suite_create("gen-seeds");
    TCase *tc = tcase_create("gen-seeds");
    tcase_add_test(tc, generate);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_SILENT);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    if (failed) {
        fprintf(stderr, "gen-seeds: the bit writer failed\n");
        return 1;
    }
    printf("gen-seeds: %u seeds written to %s\n", nwritten, outdir);
    return 0;
}
