/*
 * stream.c - hostile stream shapes (blocklens, widths, nesting, the
 * container, what follows the last block), each opened with
 * flags 0 -- every level then indexed -- and with BCQ_OPEN_DEEP: the same
 * result either way ("levels" and "deep" lines), since none of them is
 * inside a lazily indexed block.
 *
 * Offset rules (lib/bitstream/index.c, record.c, abbrev.c,
 * lib/container/container.c): a primitive that cannot be read is reported
 * at its first bit; an undefined abbrev id at the id; ENTER_SUBBLOCK
 * width errors at the width VBR; a blocklen past its container at the
 * blocklen word; END_BLOCK before the blocklen end at the END_BLOCK id; a
 * read crossing a block's end (not the stream's) is BCQ_E_BAD_BLOCK at
 * that read; array/blob lengths at the length VBR; a malformed
 * DEFINE_ABBREV at the operand that breaks it; BCQ_E_TOO_DEEP at the
 * ENTER_SUBBLOCK id of depth index 64; wrapper offset at bit 64, size at
 * bit 96.
 *
 * Streams with the magic 'TEST' are walked whole by any open; their block
 * ids mean nothing and are written as numbers (8, 9, 10).
 */
#include "config.h"

#include "gen-bad.h"

#define FAIL(x, c, a) ((x)->code = (c), (x)->at = (a))
#define CTX(x, id, bit) ((x)->in_id = (id), (x)->in_bit = (bit))


/* Top-level blocklen past the stream: 'TEST' block 9 (arg 0), 'TEST'
 * block 13 with 0xFFFFFFFF (1), an IR IDENTIFICATION block, which the
 * open jumps over (13), and both (14). */
static void h_len_past_stream(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    uint64_t len;
    if (arg >= 13)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    bw_enter_raw(w, 2, arg ? 13 : 9, 3,
                 arg == 1 || arg == 14 ? UINT32_MAX : 100, &len);
    tu_rec(w, 3, 1, 5);
    bw_end_raw(w, 3);
    FAIL(x, BCQ_E_TRUNCATED, len);
}

static void h_len_past_parent(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    uint64_t len;
    (void)arg;
    bw_magic(w, "TEST");
    uint64_t p = bw_enter(w, 2, 8, 3);
    bw_enter_raw(w, 3, 9, 3, 4, &len);
    bw_end_raw(w, 3);
    bw_end(w, 3);
    bw_enter(w, 2, 10, 3);
    for (int i = 0; i < 10; i++)
        tu_rec(w, 3, 1, 1);
    bw_end(w, 3);
    FAIL(x, BCQ_E_BAD_BLOCK, len);
    CTX(x, 8, p);
}

/* A block (id, in a block of width outer) whose blocklen says 1 word for 2
 * words of content: the second record's count VBR (body bits 30..35)
 * crosses the end: BCQ_E_BAD_BLOCK there, in the block's context.  (Also
 * used by body.c.) */
void gb_short_block(bw *w, tu_expect *x, unsigned outer, unsigned id)
{
    uint64_t len;
    uint64_t e = bw_enter_raw(w, outer, id, 3, 1, &len);
    tu_rec(w, 3, 1, 5);
    uint64_t r2 = tu_rec(w, 3, 1, 6);
    bw_end_raw(w, 3);
    ck_assert_uint_eq(r2 + 9, len + 32 + 30);
    FAIL(x, BCQ_E_BAD_BLOCK, r2 + 9);
    CTX(x, id, e);
}

static void h_len_short(gb_case *c, tu_expect *x, int arg)
{
    if (arg)
        bw_magic_ir(&c->w);
    else
        bw_magic(&c->w, "TEST");
    gb_short_block(&c->w, x, 2, arg ? TU_MODULE_BLOCK_ID : 9);
}

static void h_len_long(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    unsigned id = arg ? TU_MODULE_BLOCK_ID : 9;
    if (arg)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    uint64_t e = bw_enter_raw(w, 2, id, 3, 2, NULL);
    tu_rec(w, 3, 1, 5);
    uint64_t end = bw_end_raw(w, 3);
    bw_fixed(w, 32, 0);
    FAIL(x, BCQ_E_BAD_BLOCK, end);
    CTX(x, id, e);
}

static void h_width(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    bw_magic(w, "TEST");
    uint64_t e = bw_enter_raw(w, 2, 9, (uint64_t)arg, 1, NULL);
    bw_end_raw(w, 3);
    FAIL(x, BCQ_E_BAD_BLOCK, e + 2 + 8);
}

static void h_width_nested(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    bw_magic(w, "TEST");
    uint64_t p = bw_enter(w, 2, 8, 3);
    uint64_t e = bw_enter_raw(w, 3, 9, (uint64_t)arg, 1, NULL);
    bw_end_raw(w, 3);
    bw_end(w, 3);
    FAIL(x, BCQ_E_BAD_BLOCK, e + 3 + 8);
    CTX(x, 8, p);
}

static void h_enter_fields(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    bw_magic(w, "TEST");
    if (arg == 0) {
        bw_fixed(w, 2, 1);
        bw_vbr(w, 8, 9);
        bw_vbr_chunks(w, 4, 30, 7, 1);
        FAIL(x, BCQ_E_BAD_VBR, 32 + 10);
    } else {
        bw_enter_raw(w, 2, UINT64_C(1) << 32, 3, 1, NULL);
        FAIL(x, BCQ_E_BAD_BLOCK, 32 + 2);
    }
    bw_align32(w);
    bw_fixed(w, 64, 0);
}

static void h_short_file(gb_case *c, tu_expect *x, int arg)
{
    bw_magic_ir(&c->w);
    c->has_size = 1;
    c->size = (size_t)arg;
    /* Empty: nothing; a prefix of the magic: bitcode cut short. */
    FAIL(x, arg ? BCQ_E_TRUNCATED : BCQ_E_NOT_BITCODE, 0);
}

static void h_wrapper(gb_case *c, tu_expect *x, int arg)
{
    bw in;
    bw_init(&in);
    if (arg == 6) {
        bw_magic(&in, "TEST");
        bw_enter(&in, 2, 9, 3);
        bw_end(&in, 3);
    } else {
        tu_small_ir(&in);
    }
    uint32_t n = (uint32_t)bw_size(&in);
    static const uint32_t offs[] = {20, 16, 4000, 20, 20, 20, 24, 21};
    uint32_t size = arg == 3 ? n + 8 : arg == 4 ? UINT32_MAX
                  : arg == 5 ? 3 : n;
    bw_wrap(&c->w, offs[arg] == 4000 ? 20 : offs[arg], size, &in, 7);
    if (offs[arg] == 4000)
        bw_patch32(&c->w, 64, 4000);
    /* A header cut short or a size past the end is a file cut short
     * (TRUNCATED); offsets no cut can make are BAD_WRAPPER. */
    static const int codes[] = {BCQ_E_TRUNCATED, BCQ_E_BAD_WRAPPER,
                                BCQ_E_BAD_WRAPPER, BCQ_E_TRUNCATED,
                                BCQ_E_TRUNCATED, BCQ_E_BAD_WRAPPER,
                                BCQ_E_NOT_BITCODE, 0};
    static const uint64_t ats[] = {32, 64, 64, 96, 96, 96, 24 * 8, 0};
    FAIL(x, codes[arg], ats[arg]);
    if (arg == 0) {
        c->has_size = 1;
        c->size = 16;
    }
    x->blocks = 1;
    bw_free(&in);
}

static void h_wrapped_error(gb_case *c, tu_expect *x, int arg)
{
    bw in;
    bw_init(&in);
    bw_magic_ir(&in);
    uint64_t len;
    uint64_t m = arg ? bw_enter_raw(&in, 2, TU_MODULE_BLOCK_ID, 3, 3, &len)
                     : bw_enter(&in, 2, TU_MODULE_BLOCK_ID, 3);
    uint64_t id = bw_bitpos(&in);
    bw_fixed(&in, 3, 4);
    if (arg)
        bw_end_raw(&in, 3);
    else
        bw_end(&in, 3);
    bw_wrap(&c->w, 24, (uint32_t)bw_size(&in), &in, 16);
    if (arg) {
        FAIL(x, BCQ_E_TRUNCATED, 24 * 8 + len);
    } else {
        FAIL(x, BCQ_E_BAD_ABBREV, 24 * 8 + id);
        CTX(x, TU_MODULE_BLOCK_ID, 24 * 8 + m);
    }
    bw_free(&in);
}

static void h_garbage(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    if (arg == 1) {
        bw_magic(w, "TEST");
        bw_enter(w, 2, 9, 3);
        bw_end(w, 3);
    } else {
        tu_small_ir(w);
    }
    uint64_t g = bw_bitpos(w);
    static const char *const junk[] = {"\xFF\xFF\xFF\xFF", "\x02\0\0\0",
                                       "\0\0\0\0\0\0\0\x04", "\x01"};
    static const size_t len[] = {4, 4, 8, 1};
    bw_bytes(w, junk[arg], len[arg]);
    FAIL(x, arg == 3 ? BCQ_E_TRUNCATED : BCQ_E_BAD_BLOCK,
         arg == 3 ? g + 2 : g);
}

static void h_zeros(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    if (arg > 0)
        tu_small_ir(w);
    else if (arg == 0)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    for (int i = 0; i < (arg < 0 ? 4 * (-arg - 1) : arg); i++)
        bw_fixed(w, 8, 0);
    x->blocks = arg > 0 ? 1 : 0;
    if (arg == -1)
        FAIL(x, BCQ_E_NOT_BITCODE, 0); /* 'TEST' alone: text */
    else if (arg < 0)
        FAIL(x, BCQ_E_NOT_BITCODE, 32);
}

static void h_first_not_enter(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    if (arg == 2)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    if (arg == 1)
        bw_bytes(w, "\0\0\0\0\x05", 5);
    else
        bw_bytes(w, "\x02\0\0\0", 4);
    FAIL(x, arg == 2 ? BCQ_E_BAD_BLOCK : BCQ_E_NOT_BITCODE, 32);
}

static void h_valid_edges(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    const bw_op one[] = {{BW_LIT, 1}};
    bw_magic(w, "TEST");
    bw_enter(w, 2, 9, arg ? 3 : 1);
    if (arg)
        bw_define_abbrev(w, 3, 1, one);
    bw_enter(w, arg ? 3 : 1, 10, arg ? 3 : 32);
    bw_end(w, arg ? 3 : 32);
    if (arg)
        bw_fixed(w, 3, 4);
    bw_end(w, arg ? 3 : 1);
    x->blocks = 2;
}

static void h_len_zero(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    uint64_t len;
    bw_magic(w, "TEST");
    uint64_t e = bw_enter_raw(w, 2, 9, 3, 0, &len);
    if (!arg)
        bw_end_raw(w, 3);
    FAIL(x, arg ? BCQ_E_TRUNCATED : BCQ_E_BAD_BLOCK, len + 32);
    CTX(x, 9, e);
}

/* n nested blocks: 'TEST' blocks 9 (arg 0) or IR MODULE_BLOCKs (1). */
static void h_nest(gb_case *c, tu_expect *x, int arg)
{
    bw *w = &c->w;
    unsigned n = arg ? 80 : 64;
    uint64_t at[65];
    if (arg)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    bw_nest(w, 2, arg ? TU_MODULE_BLOCK_ID : 9, n, at, 65);
    if (n <= 64) {
        x->blocks = n;
        return;
    }
    FAIL(x, BCQ_E_TOO_DEEP, at[64]);
    CTX(x, arg ? TU_MODULE_BLOCK_ID : 9, at[63]);
}

static const gb_table_case hcases[] = {
    {"valid_widths_1_32", h_valid_edges, 0,
     "Valid edge shapes open: abbrev widths 1 and 32."},
    {"valid_abbrev_after_child", h_valid_edges, 1,
     "Valid edge shapes open: a DEFINE_ABBREV survives a child block and "
     "is used after it."},
    {"len_zero", h_len_zero, 0,
     "Blocklen 0 on a walked block: the END_BLOCK id is read past the "
     "(empty) body: BCQ_E_BAD_BLOCK at the body's first bit."},
    {"len_zero_at_stream_end", h_len_zero, 1,
     "Blocklen 0 on a walked block, and the stream ends there too: "
     "BCQ_E_TRUNCATED at the body's first bit."},
    {"len_past_stream", h_len_past_stream, 0,
     "A top-level blocklen past the end of the stream is what a cut file "
     "looks like: BCQ_E_TRUNCATED at the blocklen word (a walked block)."},
    {"len_past_stream_huge", h_len_past_stream, 1,
     "A top-level blocklen of 0xFFFFFFFF is BCQ_E_TRUNCATED at the "
     "blocklen word (no overflow)."},
    {"len_past_stream_lazy", h_len_past_stream, 13,
     "A top-level blocklen past the end of the stream is BCQ_E_TRUNCATED "
     "at the blocklen word, on a block the IR open jumps over "
     "(IDENTIFICATION)."},
    {"len_past_stream_huge_lazy", h_len_past_stream, 14,
     "The same with blocklen 0xFFFFFFFF."},
    {"len_past_parent", h_len_past_parent, 0,
     "A child's blocklen past its parent's end is BCQ_E_BAD_BLOCK at the "
     "child's blocklen word, in the parent's context, though the stream "
     "goes on long enough."},
    {"len_short", h_len_short, 0,
     "Content past the blocklen of a descended block ('TEST' block 9) is "
     "BCQ_E_BAD_BLOCK at the read that crossed the end: the second "
     "record's count VBR, in the block's context."},
    {"len_short_module", h_len_short, 1,
     "The same in an IR MODULE_BLOCK, which the open always descends."},
    {"len_long", h_len_long, 0,
     "END_BLOCK before the end that blocklen gives is BCQ_E_BAD_BLOCK at "
     "the END_BLOCK abbrev id ('TEST' block 9)."},
    {"len_long_module", h_len_long, 1,
     "The same in an IR MODULE_BLOCK."},
    {"width0", h_width, 0,
     "ENTER_SUBBLOCK abbrev width 0 is BCQ_E_BAD_BLOCK at the width VBR "
     "(after the 2-bit id and the vbr8 block id)."},
    {"width33", h_width, 33, "The same with width 33."},
    {"width0_nested", h_width_nested, 0,
     "Width 0 in a nested ENTER_SUBBLOCK: BCQ_E_BAD_BLOCK at the width "
     "VBR, in the parent's context."},
    {"width33_nested", h_width_nested, 33, "The same with width 33."},
    {"width_vbr_long", h_enter_fields, 0,
     "An ENTER_SUBBLOCK width VBR over 64 bits is BCQ_E_BAD_VBR at the "
     "width VBR."},
    {"block_id_huge", h_enter_fields, 1,
     "An ENTER_SUBBLOCK block id over 32 bits is BCQ_E_BAD_BLOCK at the "
     "block id VBR."},
    {"short_file0", h_short_file, 0,
     "An empty input is BCQ_E_NOT_BITCODE at bit 0."},
    {"short_file1", h_short_file, 1,
     "The IR magic cut short, \"B\": BCQ_E_TRUNCATED at bit 0."},
    {"short_file2", h_short_file, 2, "The same: \"BC\"."},
    {"short_file3", h_short_file, 3, "The same: \"BC\\xC0\"."},
    {"wrapper_short", h_wrapper, 0,
     "A wrapper header shorter than 20 bytes is a file cut short: "
     "BCQ_E_TRUNCATED at bit 32."},
    {"wrapper_offset_header", h_wrapper, 1,
     "A wrapper offset inside the header is BCQ_E_BAD_WRAPPER at bit 64."},
    {"wrapper_offset_past", h_wrapper, 2,
     "A wrapper offset past the input is BCQ_E_BAD_WRAPPER at bit 64."},
    {"wrapper_size_past", h_wrapper, 3,
     "A wrapper size past the input is a file cut short: BCQ_E_TRUNCATED "
     "at bit 96."},
    {"wrapper_size_huge", h_wrapper, 4,
     "A wrapper size of 0xFFFFFFFF is BCQ_E_TRUNCATED at bit 96 (no "
     "overflow)."},
    {"wrapper_size_small", h_wrapper, 5,
     "A wrapper size under 4 bytes is BCQ_E_BAD_WRAPPER at bit 96."},
    {"wrapper_not_ir", h_wrapper, 6,
     "A wrapped stream without 'BC' 0xC0DE is BCQ_E_NOT_BITCODE at the "
     "wrapper offset (24)."},
    {"wrapper_odd_offset_ok", h_wrapper, 7,
     "A valid wrapper at odd offset 21 with 0xAA padding after the stream "
     "opens (the padding is not part of the stream)."},
    {"wrapped_undef_abbrev", h_wrapped_error, 0,
     "Offsets of errors inside a wrapped stream count from the start of "
     "the input, the wrapper offset (24) included: an undefined abbrev id "
     "in MODULE."},
    {"wrapped_len_past_size", h_wrapped_error, 1,
     "The same: a blocklen that runs past the wrapper's size but not past "
     "the file is a stream cut short, BCQ_E_TRUNCATED at its blocklen "
     "word."},
    {"garbage_ff", h_garbage, 0,
     "After the last top-level block only zero bytes may follow; 0xFF "
     "(abbrev id 3) after an IR MODULE is BCQ_E_BAD_BLOCK at that id."},
    {"garbage_test", h_garbage, 1,
     "The same, abbrev id 2 after a 'TEST' block (not the first item, so "
     "not BCQ_E_NOT_BITCODE)."},
    {"garbage_zero_word_then_byte", h_garbage, 2,
     "The same, a zero word then a non-zero byte (abbrev id 0)."},
    {"garbage_enter", h_garbage, 3,
     "A lone 0x01 after the last block looks like ENTER_SUBBLOCK: "
     "BCQ_E_TRUNCATED at its block id VBR."},
    {"magic_only", h_zeros, 0,
     "The IR magic alone (an empty module file) opens."},
    {"foreign_magic_only", h_zeros, -1,
     "Four printable bytes alone are text: BCQ_E_NOT_BITCODE at bit 0."},
    {"foreign_magic_zeros", h_zeros, -2,
     "The same, with zero padding."},
    {"zeros1", h_zeros, 1,
     "Zero padding after the last top-level block is accepted, as LLVM "
     "does: 1 byte."},
    {"zeros3", h_zeros, 3, "The same: 3 bytes."},
    {"zeros4", h_zeros, 4, "The same: 4 bytes."},
    {"zeros12", h_zeros, 12, "The same: 12 bytes."},
    {"first_not_enter", h_first_not_enter, 0,
     "A non-IR magic whose first item is not ENTER_SUBBLOCK (abbrev id 2) "
     "is BCQ_E_NOT_BITCODE at bit 32."},
    {"first_end_block", h_first_not_enter, 1,
     "The same: END_BLOCK before a non-zero byte."},
    {"first_not_enter_ir", h_first_not_enter, 2,
     "After the IR magic, a first item that is not ENTER_SUBBLOCK is "
     "BCQ_E_BAD_BLOCK at bit 32."},
    {"deep_64_ok", h_nest, 0,
     "64 nested levels (depths 0..63) are allowed."},
    {"deep_80_modules", h_nest, 1,
     "80 nested IR MODULE_BLOCKs (all descended): BCQ_E_TOO_DEEP at the "
     "ENTER_SUBBLOCK id of depth index 64, in the context of the depth-63 "
     "block."},
};

/* Every case of t; both: the builder's x for "levels" and "deep". */
static void table(const gb_table_case *t, size_t n, int both)
{
    for (size_t i = 0; i < n; i++) {
        gb_case c;
        tu_expect x = tu_expect_none();
        gb_begin(&c, t[i].name, t[i].rule);
        t[i].build(&c, &x, t[i].arg);
        if (both)
            gb_both(&c, &x);
        gb_emit(&c);
    }
}

void gb_table(const gb_table_case *t, size_t n)
{
    table(t, n, 1);
}

void gb_table_own(const gb_table_case *t, size_t n)
{
    table(t, n, 0);
}


void gb_stream_cases(void)
{
    gb_table(hcases, sizeof hcases / sizeof hcases[0]);
}
