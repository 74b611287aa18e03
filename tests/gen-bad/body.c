/*
 * body.c - hostile function bodies (lazy: jumped by the default open) and
 * hostile BLOCKINFO blocks.
 */
#include "config.h"

#include <stdio.h>

#include "gen-bad.h"

static const bw_op ab_array8[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 8}};
static const bw_op ab_blob[] = {{BW_LIT, 1}, {BW_BLOB, 0}};
static const bw_op one[] = {{BW_LIT, 1}};

#define FAIL(x, c, a) ((x)->code = (c), (x)->at = (a))
#define CTX(x, id, bit) ((x)->in_id = (id), (x)->in_bit = (bit))

/* ------------------------------------------------------------ lazy bodies
 * IR: MODULE (width 3) { VERSION, FUNCTION_BLOCK (width 4) { body } }.
 * The open jumps over the FUNCTION_BLOCK, so with flags 0 it succeeds, and
 * so does indexing the module's level, which lists the FUNCTION_BLOCK as
 * BCQ_BLOCK_LAZY; then indexing the levels below it (twice: a failed walk
 * publishes nothing), a reader entering everything in it, and a
 * BCQ_OPEN_DEEP open must all fail with the same code, bit and enclosing
 * block.  Each body builder fills in the fault (the enclosing block is the
 * FUNCTION_BLOCK unless it says otherwise) and may ask for no END_BLOCK
 * (no_end). */
typedef struct lctx {
    tu_expect x;
    int no_end;
    int level_first; /* indexing level by level meets another fault first */
} lctx;
typedef void (*lbody)(bw *w, lctx *l);

static void l_undef(bw *w, lctx *l)
{
    FAIL(&l->x, BCQ_E_BAD_ABBREV, bw_bitpos(w));
    bw_fixed(w, 4, 4);
}
static void l_vbr_long(bw *w, lctx *l)
{
    bw_fixed(w, 4, 3);
    bw_vbr(w, 6, 1);
    bw_vbr(w, 6, 1);
    FAIL(&l->x, BCQ_E_BAD_VBR, bw_bitpos(w));
    bw_vbr_chunks(w, 6, 14, 0x1F, 1);
}
static void l_array_long(bw *w, lctx *l)
{
    bw_define_abbrev(w, 4, 3, ab_array8);
    bw_fixed(w, 4, 4);
    FAIL(&l->x, BCQ_E_IMPLAUSIBLE, bw_bitpos(w));
    bw_vbr(w, 6, 1000);
}
static void l_blob_long(bw *w, lctx *l)
{
    bw_define_abbrev(w, 4, 2, ab_blob);
    bw_fixed(w, 4, 4);
    FAIL(&l->x, BCQ_E_IMPLAUSIBLE, bw_bitpos(w));
    bw_vbr(w, 6, 1000);
}
static void l_count_long(bw *w, lctx *l)
{
    bw_fixed(w, 4, 3);
    bw_vbr(w, 6, 1);
    FAIL(&l->x, BCQ_E_IMPLAUSIBLE, bw_bitpos(w));
    bw_vbr(w, 6, 1000);
}
static void l_bad_encoding(bw *w, lctx *l)
{
    const bw_op ops[] = {{BW_LIT, 1}, {6, 0}};
    uint64_t d = bw_define_abbrev(w, 4, 2, ops);
    FAIL(&l->x, BCQ_E_BAD_ABBREV, d + 4 + 5 + 9);
}
static void l_no_end(bw *w, lctx *l)
{
    TU_REC0(w, 4, 1);
    TU_REC0(w, 4, 1); /* 2 x 16 bits: one word exactly */
    FAIL(&l->x, BCQ_E_BAD_BLOCK, bw_bitpos(w));
    l->no_end = 1;
}
static void l_vbr_cut(bw *w, lctx *l)
{
    bw_fixed(w, 4, 3);
    bw_vbr(w, 6, 1);
    bw_vbr(w, 6, 1);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, bw_bitpos(w));
    bw_vbr_chunks(w, 6, 8, 0x1F, 1); /* 16 + 48 bits: the word is full */
    l->no_end = 1;
}
static void l_child_past(bw *w, lctx *l)
{
    uint64_t len;
    bw_enter_raw(w, 4, TU_CONSTANTS_BLOCK_ID, 3, 50, &len);
    bw_end_raw(w, 3);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, len);
}
static void l_child_short(bw *w, lctx *l)
{
    gb_short_block(w, &l->x, 4, TU_CONSTANTS_BLOCK_ID);
    l->level_first = 1;
}
static void l_child_long(bw *w, lctx *l)
{
    uint64_t e = bw_enter_raw(w, 4, TU_CONSTANTS_BLOCK_ID, 3, 2, NULL);
    tu_rec(w, 3, 1, 1);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, bw_end_raw(w, 3));
    CTX(&l->x, TU_CONSTANTS_BLOCK_ID, e);
    bw_fixed(w, 32, 0);
}
static void l_child_width0(bw *w, lctx *l)
{
    uint64_t e = bw_enter_raw(w, 4, TU_CONSTANTS_BLOCK_ID, 0, 0, NULL);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, e + 4 + 8);
}
static void l_child_width33(bw *w, lctx *l)
{
    uint64_t e = bw_enter_raw(w, 4, TU_CONSTANTS_BLOCK_ID, 33, 0, NULL);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, e + 4 + 8);
}
static void l_deep(bw *w, lctx *l)
{
    uint64_t at[63];
    bw_nest(w, 4, TU_CONSTANTS_BLOCK_ID, 100, at, 63);
    FAIL(&l->x, BCQ_E_TOO_DEEP, at[62]);
    CTX(&l->x, TU_CONSTANTS_BLOCK_ID, at[61]);
}
static void l_bi_abbrev_first(bw *w, lctx *l)
{
    uint64_t e = bw_enter(w, 4, TU_BLOCKINFO_BLOCK_ID, 2);
    FAIL(&l->x, BCQ_E_BAD_ABBREV, bw_define_abbrev(w, 2, 1, one));
    CTX(&l->x, TU_BLOCKINFO_BLOCK_ID, e);
    bw_end(w, 2);
}

static const struct {
    const char *name;
    lbody body;
    const char *rule;
} lcases[] = {
    {"lazy_undef", l_undef,
     "An undefined abbrev id: BCQ_E_BAD_ABBREV at the id."},
    {"lazy_vbr_long", l_vbr_long,
     "A VBR operand over 64 bits: BCQ_E_BAD_VBR at its first bit."},
    {"lazy_array_long", l_array_long,
     "An array length larger than what remains: BCQ_E_IMPLAUSIBLE at the "
     "length VBR."},
    {"lazy_blob_long", l_blob_long,
     "A blob length larger than what remains: BCQ_E_IMPLAUSIBLE at the "
     "length VBR."},
    {"lazy_count_long", l_count_long,
     "An unabbreviated operand count larger than what remains: "
     "BCQ_E_IMPLAUSIBLE at the count VBR."},
    {"lazy_bad_encoding", l_bad_encoding,
     "DEFINE_ABBREV with encoding 6: BCQ_E_BAD_ABBREV at that operand "
     "(id 4 bits, count 5, literal operand 9)."},
    {"lazy_no_end", l_no_end,
     "A body that fills its blocklen without END_BLOCK: reading the next "
     "abbrev id crosses the end: BCQ_E_BAD_BLOCK at the body's end."},
    {"lazy_vbr_cut", l_vbr_cut,
     "A VBR cut by the body's end (the stream goes on): BCQ_E_BAD_BLOCK at "
     "the VBR's first bit."},
    {"lazy_child_past", l_child_past,
     "A child whose blocklen runs past the FUNCTION_BLOCK's end: "
     "BCQ_E_BAD_BLOCK at the child's blocklen word."},
    {"lazy_child_short", l_child_short,
     "A child with a short blocklen (content crosses it): BCQ_E_BAD_BLOCK "
     "in the child's context.  Level by level, the body's own level is "
     "indexed first: it jumps the child by its too short blocklen, lands "
     "inside the child's records and fails there, somewhere after the "
     "body's start, in the body's context."},
    {"lazy_child_long", l_child_long,
     "A child with a long blocklen (END_BLOCK early): BCQ_E_BAD_BLOCK at "
     "the END_BLOCK id, in the child's context."},
    {"lazy_child_width0", l_child_width0,
     "A child with abbrev width 0: BCQ_E_BAD_BLOCK at its width VBR."},
    {"lazy_child_width33", l_child_width33,
     "A child with abbrev width 33: BCQ_E_BAD_BLOCK at its width VBR."},
    {"lazy_deep", l_deep,
     "100 blocks nested in FUNCTION_BLOCK (depth 1): the one at depth "
     "index 64 (the 63rd) is BCQ_E_TOO_DEEP at its ENTER_SUBBLOCK id, in "
     "the context of the depth-63 block."},
    {"lazy_bi_abbrev_first", l_bi_abbrev_first,
     "A BLOCKINFO inside the body with DEFINE_ABBREV before SETBID: "
     "BCQ_E_BAD_ABBREV at the DEFINE_ABBREV id, in BLOCKINFO's context "
     "(regression: the reader used to name the FUNCTION_BLOCK instead)."},
};

static void lazy_cases(void)
{
    for (size_t i = 0; i < sizeof lcases / sizeof lcases[0]; i++) {
        gb_case c;
        gb_begin(&c, lcases[i].name, lcases[i].rule);
        bw *w = &c.w;
        bw_magic_ir(w);
        tu_module_begin(w, 3, 2);
        lctx l = {tu_expect_none(), 0, 0};
        uint64_t fn = bw_enter(w, 3, TU_FUNCTION_BLOCK_ID, 4);
        CTX(&l.x, TU_FUNCTION_BLOCK_ID, fn);
        lcases[i].body(w, &l);
        if (l.no_end)
            bw_pop(w);
        else
            bw_end(w, 4);
        bw_end(w, 3);

        tu_expect ok = gb_ok(1);
        gb_line_add(&c, "open", &ok);
        gb_line *f = gb_line_add(&c, "fn", &ok);
        f->has_fn = 1;
        f->fn = fn;
        if (l.level_first) {
            tu_expect lv = gb_fail_in(BCQ_E_BAD_BLOCK, fn,
                                      TU_FUNCTION_BLOCK_ID, fn);
            lv.at_after = 1;
            gb_line_add(&c, "fn-levels", &lv);
        } else {
            gb_line_add(&c, "fn-levels", &l.x);
        }
        gb_line_add(&c, "fn-read", &l.x);
        gb_line_add(&c, "deep", &l.x);
        gb_emit(&c);
    }
}

/* -------------------------------------------------------------- BLOCKINFO
 * Malformed BLOCKINFO bodies: each writes the body of a BLOCKINFO of width
 * 3 and returns the bit where it must fail, in BLOCKINFO's context. */
typedef uint64_t (*bi_body)(bw *w);

static uint64_t body_abbrev_first(bw *w)
{
    return bw_define_abbrev(w, 3, 1, one);
}
static uint64_t body_name_first(bw *w)
{
    return tu_blockname(w, 3, "x");
}
static uint64_t body_recname_first(bw *w)
{
    return tu_recname(w, 3, 1, "x");
}
static uint64_t body_nested(bw *w)
{
    tu_setbid(w, 3, 9);
    uint64_t at = bw_enter(w, 3, 9, 2);
    bw_end(w, 2);
    return at;
}
static uint64_t body_abbreviated(bw *w)
{
    tu_setbid(w, 3, 9);
    bw_define_abbrev(w, 3, 1, one);
    uint64_t at = bw_bitpos(w);
    bw_fixed(w, 3, 4);
    return at;
}
static uint64_t body_setbid_empty(bw *w)
{
    return TU_REC0(w, 3, TU_BLOCKINFO_CODE_SETBID);
}
static uint64_t body_recname_empty(bw *w)
{
    tu_setbid(w, 3, 9);
    return TU_REC0(w, 3, TU_BLOCKINFO_CODE_SETRECORDNAME);
}
static uint64_t body_setbid_huge(bw *w)
{
    return tu_setbid(w, 3, UINT64_C(1) << 32);
}

static const struct {
    const char *name;
    bi_body body;
    int code;
    const char *rule;
} bi_bad[] = {
    {"bi_abbrev_first", body_abbrev_first, BCQ_E_BAD_ABBREV,
     "DEFINE_ABBREV before any SETBID: BCQ_E_BAD_ABBREV at its id."},
    {"bi_name_first", body_name_first, BCQ_E_BAD_RECORD,
     "BLOCKNAME before any SETBID: BCQ_E_BAD_RECORD at its id."},
    {"bi_recname_first", body_recname_first, BCQ_E_BAD_RECORD,
     "SETRECORDNAME before any SETBID: BCQ_E_BAD_RECORD at its id."},
    {"bi_nested", body_nested, BCQ_E_BAD_BLOCK,
     "A block nested in BLOCKINFO: BCQ_E_BAD_BLOCK at its ENTER."},
    {"bi_abbreviated", body_abbreviated, BCQ_E_BAD_ABBREV,
     "An abbreviated record in BLOCKINFO (it has no abbreviations of its "
     "own, the DEFINE_ABBREV went to block 9): BCQ_E_BAD_ABBREV."},
    {"bi_setbid_empty", body_setbid_empty, BCQ_E_BAD_RECORD,
     "SETBID without an operand: BCQ_E_BAD_RECORD at its id."},
    {"bi_recname_empty", body_recname_empty, BCQ_E_BAD_RECORD,
     "SETRECORDNAME without a code: BCQ_E_BAD_RECORD at its id."},
    {"bi_setbid_huge", body_setbid_huge, BCQ_E_BAD_RECORD,
     "SETBID with an id above 32 bits: BCQ_E_BAD_RECORD at its id."},
};

/* Each malformed body at the top level of a 'TEST' stream (walked whole
 * by the open) and inside the MODULE_BLOCK of an IR stream (failing an
 * open with BCQ_OPEN_DEEP, and, after a default open, which only locates
 * it, the first query that needs the module's BLOCKINFO). */
static void blockinfo_bad_cases(void)
{
    for (size_t i = 0; i < sizeof bi_bad / sizeof bi_bad[0]; i++) {
        for (int ir = 0; ir < 2; ir++) {
            char name[64], rule[512];
            snprintf(name, sizeof name, "%s_%s", bi_bad[i].name,
                     ir ? "ir" : "test");
            snprintf(rule, sizeof rule, "%s (In %s.)", bi_bad[i].rule,
                     ir ? "the MODULE_BLOCK of an IR stream: an open with "
                          "BCQ_OPEN_DEEP fails, and after a default open "
                          "the module query, twice"
                        : "a 'TEST' stream, walked whole by the open");
            gb_case c;
            gb_begin(&c, name, rule);
            bw *w = &c.w;
            if (ir) {
                bw_magic_ir(w);
                bw_enter(w, 2, TU_MODULE_BLOCK_ID, 3);
            } else {
                bw_magic(w, "TEST");
            }
            uint64_t enter = bw_enter(w, ir ? 3 : 2, TU_BLOCKINFO_BLOCK_ID, 3);
            uint64_t at = bi_bad[i].body(w);
            bw_end(w, 3);
            if (ir)
                bw_end(w, 3);
            tu_expect x = gb_fail_in(bi_bad[i].code, at,
                                     TU_BLOCKINFO_BLOCK_ID, enter);
            if (ir) {
                gb_line_add(&c, "deep", &x);
                gb_line_add(&c, "module", &x);
            } else {
                gb_line_add(&c, "open", &x);
            }
            gb_emit(&c);
        }
    }
}

/* BLOCKINFO shapes that open: names and abbreviations in a non-IR stream,
 * a second BLOCKINFO, and one inside a function body. */
static void blockinfo_cases(void)
{
    static const bw_op fa[] = {{BW_LIT, 2}, {BW_VBR, 6}};
    gb_case c;
    bw *w = &c.w;

    gb_begin(&c, "bi_names_abbrevs",
             "A non-IR stream (magic DIAG, as clang's .dia) whose BLOCKINFO "
             "names its blocks and records and defines an abbreviation that "
             "a block then uses: it opens.");
    bw_magic(w, "DIAG");
    bw_enter(w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(w, 2, 9);
    tu_blockname(w, 2, "Diag");
    tu_recname(w, 2, 2, "Loc");
    bw_define_abbrev(w, 2, 2, fa);
    tu_setbid(w, 2, 10);
    tu_blockname(w, 2, "Meta");
    bw_end(w, 2);
    bw_enter(w, 2, 9, 3);
    bw_fixed(w, 3, 4); /* abbrev 4 of BLOCKINFO */
    bw_vbr(w, 6, 77);
    TU_REC(w, 3, 2, 1, 2, 3);
    bw_end(w, 3);
    bw_enter(w, 2, 10, 3);
    tu_rec(w, 3, 1, 1);
    bw_end(w, 3);
    tu_expect x = gb_ok(w->nblocks);
    gb_both(&c, &x);
    gb_emit(&c);

    gb_begin(&c, "bi_second_replaces",
             "Two BLOCKINFOs in a 'TEST' stream, each followed by a block "
             "using its abbreviation 4 (the second replaces the first): it "
             "opens.");
    bw_magic(w, "TEST");
    for (unsigned k = 0; k < 2; k++) {
        bw_enter(w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
        tu_setbid(w, 2, 9);
        tu_blockname(w, 2, k ? "Second" : "First");
        bw_define_abbrev(w, 2, k ? 1 : 2, k ? one : fa);
        bw_end(w, 2);
        bw_enter(w, 2, 9, 3);
        bw_fixed(w, 3, 4);
        if (!k)
            bw_vbr(w, 6, 3);
        bw_end(w, 3);
    }
    x = gb_ok(w->nblocks);
    gb_both(&c, &x);
    gb_emit(&c);

    gb_begin(&c, "bi_inside_function",
             "A BLOCKINFO inside a function body takes effect only when the "
             "opening walk parses it (BCQ_OPEN_DEEP): a CONSTANTS block after "
             "it in the body, and another after the body in the module, use "
             "the abbreviation it gives.  Levels indexed on demand ignore "
             "it: the first of them, met depth first, is BCQ_E_BAD_ABBREV at "
             "its id 4; deep: it opens.");
    bw_magic_ir(w);
    tu_module_begin(w, 3, 2);
    bw_enter(w, 3, TU_FUNCTION_BLOCK_ID, 4);
    bw_enter(w, 4, TU_BLOCKINFO_BLOCK_ID, 2);
    tu_setbid(w, 2, TU_CONSTANTS_BLOCK_ID);
    bw_define_abbrev(w, 2, 2, fa);
    bw_end(w, 2);
    uint64_t cst = bw_enter(w, 4, TU_CONSTANTS_BLOCK_ID, 3);
    uint64_t id = bw_bitpos(w);
    bw_fixed(w, 3, 4);
    bw_vbr(w, 6, 5);
    bw_end(w, 3);
    bw_end(w, 4);
    bw_enter(w, 3, TU_CONSTANTS_BLOCK_ID, 3);
    bw_fixed(w, 3, 4);
    bw_vbr(w, 6, 5);
    bw_end(w, 3);
    bw_end(w, 3);
    x = gb_fail_in(BCQ_E_BAD_ABBREV, id, TU_CONSTANTS_BLOCK_ID, cst);
    gb_line_add(&c, "levels", &x);
    x = gb_ok(w->nblocks);
    gb_line_add(&c, "deep", &x);
    gb_emit(&c);
}

void gb_body_cases(void)
{
    lazy_cases();
    blockinfo_bad_cases();
    blockinfo_cases();
}
