/*
 * records.c - hostile contents of a block: VBRs, counts and lengths, and
 * abbreviations (undefined ids, malformed DEFINE_ABBREVs), each opened
 * with flags 0 -- every level then indexed -- and with BCQ_OPEN_DEEP
 * ("levels" and "deep" lines, the same: none is inside a lazily indexed
 * block).  The offset rules are those of stream.c; 'TEST' streams use
 * arbitrary block ids, written as numbers.
 */
#include "config.h"

#include <stdlib.h>

#include "gen-bad.h"

#define FAIL(x, c, a) ((x)->code = (c), (x)->at = (a))
#define CTX(x, id, bit) ((x)->in_id = (id), (x)->in_bit = (bit))

static const bw_op ab_array8[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 8}};
static const bw_op ab_blob[] = {{BW_LIT, 1}, {BW_BLOB, 0}};


static void h_vbr_long(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    (void)arg;
    bw_magic(w, "TEST");
    uint64_t e = bw_enter(w, 2, 9, 3);
    bw_fixed(w, 3, 3);
    bw_vbr(w, 6, 1);
    bw_vbr(w, 6, 1);
    uint64_t op = bw_bitpos(w);
    bw_vbr_chunks(w, 6, 14, 0x1F, 0);
    bw_end(w, 3);
    FAIL(x, BCQ_E_BAD_VBR, op);
    CTX(x, 9, e);
}

static void h_vbr_cut(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    bw_magic(w, "TEST");
    uint64_t e = bw_enter(w, 2, 9, 3);
    bw_fixed(w, 3, 3);
    bw_vbr(w, 6, 1);
    bw_vbr(w, 6, 1);
    uint64_t op = bw_bitpos(w);
    bw_vbr_chunks(w, 6, 8, 0x1F, 1); /* to body bit 63, no END_BLOCK */
    bw_pop(w);
    FAIL(x, arg ? BCQ_E_BAD_BLOCK : BCQ_E_TRUNCATED, op);
    CTX(x, 9, e);
    if (arg) {
        bw_enter(w, 2, 10, 3);
        bw_end(w, 3);
    }
}

/* A block of padding: one blob of n bytes (so that "what remains" in the
 * stream is larger than what remains in the block before it). */
static void filler(bw *w, size_t n)
{
    bw_enter(w, 2, 10, 3);
    bw_define_abbrev(w, 3, 2, ab_blob);
    bw_fixed(w, 3, 4);
    uint8_t *z = calloc(1, n);
    bw_blob(w, z, n);
    free(z);
    bw_end(w, 3);
}

/* An array (arg 0) or blob (1) of an abbreviated record, or the operand
 * count of an unabbreviated one (2), of 100. */
static void h_too_long(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    bw_magic(w, "TEST");
    uint64_t e = bw_enter(w, 2, 9, 4);
    if (arg < 2) {
        bw_define_abbrev(w, 4, arg ? 2 : 3, arg ? ab_blob : ab_array8);
        bw_fixed(w, 4, 4);
    } else {
        bw_fixed(w, 4, 3);
        bw_vbr(w, 6, 1);
    }
    uint64_t len = bw_bitpos(w);
    bw_vbr(w, 6, 100);
    bw_fixed(w, 32, 0x01020304);
    bw_end(w, 4);
    filler(w, 400);
    FAIL(x, BCQ_E_IMPLAUSIBLE, len);
    CTX(x, 9, e);
}

static void h_undef(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    const bw_op one[] = {{BW_LIT, 1}};
    bw_magic(w, "TEST");
    if (arg == 1) {
        bw_enter(w, 2, 9, 3);
        bw_define_abbrev(w, 3, 1, one);
        bw_fixed(w, 3, 4);
        bw_end(w, 3);
    }
    uint64_t e = bw_enter(w, 2, arg == 2 ? 8 : 10, 3);
    if (arg == 2) {
        bw_enter(w, 3, 9, 3);
        bw_define_abbrev(w, 3, 1, one);
        bw_fixed(w, 3, 4);
        bw_end(w, 3);
    }
    uint64_t id = bw_bitpos(w);
    bw_fixed(w, 3, 4);
    bw_end(w, 3);
    FAIL(x, BCQ_E_BAD_ABBREV, id);
    CTX(x, arg == 2 ? 8 : 10, e);
}

/* DEFINE_ABBREV bodies that break a rule, the index of the operand that
 * breaks it (its count when there is none), and the status. */
static const struct {
    size_t n;
    bw_op ops[4];
    size_t bad;
    int code;
} bad_abbrevs[] = {
    {2, {{BW_LIT, 1}, {6, 0}}, 1, BCQ_E_BAD_ABBREV},
    {2, {{BW_LIT, 1}, {0, 0}}, 1, BCQ_E_BAD_ABBREV},
    {2, {{BW_LIT, 1}, {BW_ARRAY, 0}}, 1, BCQ_E_BAD_ABBREV},
    {3, {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_ARRAY, 0}}, 2, BCQ_E_BAD_ABBREV},
    {2, {{BW_LIT, 1}, {BW_FIXED, 65}}, 1, BCQ_E_BAD_ABBREV},
    {2, {{BW_LIT, 1}, {BW_VBR, 1}}, 1, BCQ_E_BAD_ABBREV},
    {0, {{0, 0}}, 0, BCQ_E_BAD_ABBREV},
    /* accepted; the record using it has a blob length from the bits
     * after the literal: far more than what remains */
    {3, {{BW_LIT, 1}, {BW_BLOB, 0}, {BW_FIXED, 3}}, 3, BCQ_E_IMPLAUSIBLE},
};

static void h_bad_abbrev(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    bw_magic(w, "TEST");
    uint64_t e = bw_enter(w, 2, 9, 4);
    size_t n = bad_abbrevs[arg].n, bad = bad_abbrevs[arg].bad;
    uint64_t d = bw_define_abbrev(w, 4, n, bad_abbrevs[arg].ops);
    uint64_t id = bw_bitpos(w);
    bw_fixed(w, 4, 4);
    bw_fixed(w, 32, 0x55555555);
    bw_end(w, 4);
    uint64_t at = id + 4; /* the record: after its id (the literal) */
    if (bad < n || n == 0) { /* the operand: after the id, count, the rest */
        bw t;
        bw_init(&t);
        bw_abbrev_body(&t, bad, bad_abbrevs[arg].ops);
        at = d + 4 + (bad ? bw_bitpos(&t) : 0);
        bw_free(&t);
    }
    FAIL(x, bad_abbrevs[arg].code, at);
    CTX(x, 9, e);
}

static void h_bi_abbrev_first(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    const bw_op one[] = {{BW_LIT, 1}};
    (void)arg;
    bw_magic_ir(w);
    uint64_t e = bw_enter(w, 2, TU_BLOCKINFO_BLOCK_ID, 2);
    uint64_t d = bw_define_abbrev(w, 2, 1, one);
    bw_end(w, 2);
    FAIL(x, BCQ_E_BAD_ABBREV, d);
    CTX(x, TU_BLOCKINFO_BLOCK_ID, e);
}

static const gb_table_case hcases[] = {
    {"vbr_long", h_vbr_long, 0,
     "A VBR operand of more than 64 bits (vbr6 with every continuation bit "
     "set for 14 chunks) is BCQ_E_BAD_VBR at the VBR's first bit."},
    {"vbr_cut_by_stream", h_vbr_cut, 0,
     "A VBR cut by the end of the stream is BCQ_E_TRUNCATED at its first "
     "bit (its block ends with the stream)."},
    {"vbr_cut_by_block", h_vbr_cut, 1,
     "A VBR cut by its block's end, another block following, is "
     "BCQ_E_BAD_BLOCK at its first bit."},
    {"array_too_long", h_too_long, 0,
     "An array longer than what remains of its block is BCQ_E_IMPLAUSIBLE "
     "at its length VBR, though the stream after the block would hold "
     "it."},
    {"blob_too_long", h_too_long, 1,
     "The same for a blob."},
    {"count_too_long", h_too_long, 2,
     "The same for the operand count of an unabbreviated record."},
    {"undef_abbrev", h_undef, 0,
     "An abbrev id with no definition in scope is BCQ_E_BAD_ABBREV at the "
     "id: none defined."},
    {"undef_abbrev_sibling", h_undef, 1,
     "The same: defined in a sibling block only."},
    {"undef_abbrev_after_child", h_undef, 2,
     "The same: defined in a child that has ended (the parent's "
     "context)."},
    {"abbrev_encoding_6", h_bad_abbrev, 0,
     "DEFINE_ABBREV with operand encoding 6: BCQ_E_BAD_ABBREV at that "
     "operand."},
    {"abbrev_encoding_0", h_bad_abbrev, 1,
     "DEFINE_ABBREV with operand encoding 0: BCQ_E_BAD_ABBREV at that "
     "operand."},
    {"abbrev_array_last", h_bad_abbrev, 2,
     "DEFINE_ABBREV whose Array is the last operand (it needs an element "
     "type): BCQ_E_BAD_ABBREV at the Array."},
    {"abbrev_array_of_array", h_bad_abbrev, 3,
     "DEFINE_ABBREV whose Array's element is an Array: BCQ_E_BAD_ABBREV "
     "at the second Array."},
    {"abbrev_fixed_65", h_bad_abbrev, 4,
     "DEFINE_ABBREV with Fixed(65): BCQ_E_BAD_ABBREV at that operand."},
    {"abbrev_vbr_1", h_bad_abbrev, 5,
     "DEFINE_ABBREV with VBR(1), which carries no value bits: "
     "BCQ_E_BAD_ABBREV at that operand."},
    {"abbrev_empty", h_bad_abbrev, 6,
     "DEFINE_ABBREV with no operand: BCQ_E_BAD_ABBREV at its operand "
     "count."},
    {"abbrev_blob_not_last", h_bad_abbrev, 7,
     "DEFINE_ABBREV with a Blob before another operand is accepted; the "
     "record using it reads a blob length far past what remains: "
     "BCQ_E_IMPLAUSIBLE at that length."},
    {"bi_abbrev_before_setbid", h_bi_abbrev_first, 0,
     "BLOCKINFO with DEFINE_ABBREV before SETBID is BCQ_E_BAD_ABBREV at "
     "the DEFINE_ABBREV id, in BLOCKINFO's context."},
};

void gb_record_cases(void)
{
    gb_table(hcases, sizeof hcases / sizeof hcases[0]);
}
