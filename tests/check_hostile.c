/*
 * check_hostile.c - malformed streams built with the bit writer, opened with
 * bcq_open_mem (flags 0 and BCQ_OPEN_DEEP) from exactly sized buffers; each
 * must fail with the exact code, the exact bit offset (from the start of the
 * input) and the exact enclosing block, or succeed with the exact count.
 *
 * Offset rules (lib/index.c, record.c, abbrev.c, container.c): a primitive
 * that cannot be read is reported at its first bit; an undefined abbrev id
 * at the id; ENTER_SUBBLOCK width errors at the width VBR; a blocklen past
 * its container at the blocklen word; END_BLOCK before the blocklen end at
 * the END_BLOCK id; a read crossing a block's end (not the stream's) is
 * BCQ_E_BAD_BLOCK at that read; array/blob lengths at the length VBR;
 * BCQ_E_TOO_DEEP at the ENTER_SUBBLOCK id of depth index 64; wrapper
 * offset at bit 64, size at bit 96.
 */
#include "config.h"

#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "bcq.h"
#include "bitwriter.h"
#include "suites.h"
#include "internals.h"

/* What opening a stream must give. */
typedef struct hexp {
    int code;         /* 0: success */
    uint64_t at;      /* err.bit */
    unsigned ctx_id;  /* err.block_id (UINT32_MAX: none) */
    uint64_t ctx_bit; /* err.block_bit (UINT64_MAX: none) */
    int has_size;     /* open only the first size bytes */
    size_t size;
    size_t nblocks;   /* on success */
} hexp;

#define FAIL(x, c, a) ((x)->code = (c), (x)->at = (a))
#define CTX(x, id, bit) ((x)->ctx_id = (id), (x)->ctx_bit = (bit))

static const bw_op ab_array8[] = {{BW_LIT, 1}, {BW_ARRAY, 0}, {BW_FIXED, 8}};
static const bw_op ab_blob[] = {{BW_LIT, 1}, {BW_BLOB, 0}};

static hexp hexp_none(void)
{
    hexp x = {0, 0, UINT32_MAX, UINT64_MAX, 0, 0, 0};
    return x;
}

/* UNABBREV_RECORD [code, op]; returns its id bit. */
static uint64_t rec(bw *w, unsigned width, uint64_t code, uint64_t op)
{
    return bw_unabbrev(w, width, code, 1, &op);
}

/* err must hold code x->code at bit x->at in block x->ctx_*. */
static void check_err(int rc, const bcq_error *err, const hexp *x,
                      const char *what)
{
    ck_assert_msg(rc == x->code, "%s: %s, want %s (%s, bit %llu)", what,
                  bcq_status_name(rc), bcq_status_name(x->code),
                  rc ? err->message : "", (unsigned long long)err->bit);
    ck_assert_int_eq(err->code, rc);
    ck_assert_msg(err->bit == x->at, "%s: bit %llu, want %llu (%s)",
                  what, (unsigned long long)err->bit,
                  (unsigned long long)x->at, err->message);
    ck_assert_msg(err->block_id == x->ctx_id, "%s: context %u, want %u",
                  what, err->block_id, x->ctx_id);
    ck_assert_uint_eq(err->block_bit, x->ctx_bit);
}

/* Index every level of a default open, depth first (bcq_block_children
 * on each LAZY block): *count gets the blocks found, the first failure is
 * returned with err filled. */
static int expand(const bcq_file *f, const bcq_block *b, size_t *count,
                  bcq_error *err)
{
    ++*count;
    if (!(b->flags & BCQ_BLOCK_LAZY))
        return 0;
    size_t n;
    int rc = bcq_block_children(f, b, NULL, 0, &n, err);
    if (rc == BCQ_E_RANGE) /* the count, for no room */
        rc = 0;
    if (rc || n == 0)
        return rc;
    bcq_block *kids = malloc(n * sizeof *kids);
    ck_assert_ptr_nonnull(kids);
    rc = bcq_block_children(f, b, kids, n, &n, err);
    for (size_t i = 0; rc == 0 && i < n; i++)
        rc = expand(f, &kids[i], count, err);
    free(kids);
    return rc;
}

static int expand_all(const bcq_file *f, size_t *count, bcq_error *err)
{
    *count = 0;
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < bcq_block_count(f); i++) {
        bcq_block b;
        ck_assert_int_eq(bcq_block_at(f, i, &b), 0);
        if (b.depth == 0)
            rc = expand(f, &b, count, err);
        else
            ++*count; /* a deep index: every block is there */
    }
    return rc;
}

/* Open, then (flags 0) index every level, which the default open leaves
 * to the queries that need it: the result must be x, whichever way. */
static void check_open(const uint8_t *data, size_t n, unsigned flags,
                       const hexp *x, const char *name)
{
    bcq_file *f = NULL;
    bcq_error err;
    char what[128];
    snprintf(what, sizeof what, "%s, flags %u", name, flags);
    int rc = bcq__open_mem_internal(data, n, flags, &f, &err);
    if (rc == 0) {
        size_t count;
        rc = expand_all(f, &count, &err);
        if (rc == 0 && x->code == 0) {
            ck_assert_uint_eq(count, x->nblocks);
            bcq_close(f);
            return;
        }
        bcq_close(f);
        f = NULL;
    }
    ck_assert_ptr_null(f);
    check_err(rc, &err, x, what);
}

/* ------------------------------------------------------------ table cases
 * Each builder writes a whole input and fills in the expectation; the
 * comment above it names the rule it checks. */
typedef void (*hbuild)(bw *w, hexp *x, int arg);

/* Rule: a top-level blocklen past the end of the stream is BCQ_E_BAD_BLOCK
 * at the blocklen word: a walked block ('TEST'), a block the IR open jumps
 * over (IDENTIFICATION, arg 13), and blocklen 0xFFFFFFFF (no overflow). */
static void h_len_past_stream(bw *w, hexp *x, int arg)
{
    uint64_t len;
    if (arg == 13)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    bw_enter_raw(w, 2, arg ? 13 : 9, 3, arg == 1 ? UINT32_MAX : 100, &len);
    rec(w, 3, 1, 5);
    bw_end_raw(w, 3);
    FAIL(x, BCQ_E_BAD_BLOCK, len);
}

/* Rule: a child's blocklen past its parent's end is BCQ_E_BAD_BLOCK at the
 * child's blocklen word, in the parent's context, though the stream goes
 * on long enough. */
static void h_len_past_parent(bw *w, hexp *x, int arg)
{
    uint64_t len;
    (void)arg;
    bw_magic(w, "TEST");
    uint64_t p = bw_enter(w, 2, 8, 3);
    bw_enter_raw(w, 3, 9, 3, 4, &len);
    bw_end_raw(w, 3);
    bw_end(w, 3);
    bw_enter(w, 2, 10, 3);
    for (int i = 0; i < 10; i++)
        rec(w, 3, 1, 1);
    bw_end(w, 3);
    FAIL(x, BCQ_E_BAD_BLOCK, len);
    CTX(x, 8, p);
}

/* A block (id, in a block of width outer) whose blocklen says 1 word for 2
 * words of content: the second record's count VBR (body bits 30..35)
 * crosses the end: BCQ_E_BAD_BLOCK there, in the block's context. */
static void short_block(bw *w, hexp *x, unsigned outer, unsigned id)
{
    uint64_t len;
    uint64_t e = bw_enter_raw(w, outer, id, 3, 1, &len);
    rec(w, 3, 1, 5);
    uint64_t r2 = rec(w, 3, 1, 6);
    bw_end_raw(w, 3);
    ck_assert_uint_eq(r2 + 9, len + 32 + 30);
    FAIL(x, BCQ_E_BAD_BLOCK, r2 + 9);
    CTX(x, id, e);
}

/* Rule: content past the blocklen of a descended block is BCQ_E_BAD_BLOCK
 * at the read that crossed the end ('TEST' block 9; IR MODULE_BLOCK, which
 * the open always descends). */
static void h_len_short(bw *w, hexp *x, int arg)
{
    if (arg)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    short_block(w, x, 2, arg ? 8 : 9);
}

/* Rule: END_BLOCK before the end that blocklen gives is BCQ_E_BAD_BLOCK at
 * the END_BLOCK abbrev id. */
static void h_len_long(bw *w, hexp *x, int arg)
{
    if (arg)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    uint64_t e = bw_enter_raw(w, 2, arg ? 8 : 9, 3, 2, NULL);
    rec(w, 3, 1, 5);
    uint64_t end = bw_end_raw(w, 3);
    bw_fixed(w, 32, 0);
    FAIL(x, BCQ_E_BAD_BLOCK, end);
    CTX(x, arg ? 8 : 9, e);
}

/* Rule: ENTER_SUBBLOCK abbrev width arg (0 or 33) is BCQ_E_BAD_BLOCK at
 * the width VBR (after the 2-bit id and the vbr8 block id). */
static void h_width(bw *w, hexp *x, int arg)
{
    bw_magic(w, "TEST");
    uint64_t e = bw_enter_raw(w, 2, 9, (uint64_t)arg, 1, NULL);
    bw_end_raw(w, 3);
    FAIL(x, BCQ_E_BAD_BLOCK, e + 2 + 8);
}

/* Rule: the same in a nested ENTER_SUBBLOCK, in the parent's context. */
static void h_width_nested(bw *w, hexp *x, int arg)
{
    bw_magic(w, "TEST");
    uint64_t p = bw_enter(w, 2, 8, 3);
    uint64_t e = bw_enter_raw(w, 3, 9, (uint64_t)arg, 1, NULL);
    bw_end_raw(w, 3);
    bw_end(w, 3);
    FAIL(x, BCQ_E_BAD_BLOCK, e + 3 + 8);
    CTX(x, 8, p);
}

/* Rule: a width VBR over 64 bits is BCQ_E_BAD_VBR at the width VBR; a
 * block id over 32 bits is BCQ_E_BAD_BLOCK at the block id VBR. */
static void h_enter_fields(bw *w, hexp *x, int arg)
{
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

/* Rule: a VBR operand of more than 64 bits (vbr6 with every continuation
 * bit set for 14 chunks) is BCQ_E_BAD_VBR at the VBR's first bit. */
static void h_vbr_long(bw *w, hexp *x, int arg)
{
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

/* Rule: a VBR cut by the end of the stream is BCQ_E_TRUNCATED at its first
 * bit (its block ends with the stream: nothing to recode); arg 1: another
 * block follows, so the cut is by the block's end: BCQ_E_BAD_BLOCK. */
static void h_vbr_cut(bw *w, hexp *x, int arg)
{
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

/* Rule: an array (arg 0) or blob (arg 1) longer than what remains of its
 * block is BCQ_E_IMPLAUSIBLE at its length VBR, though the stream after
 * the block would hold it. */
static void h_too_long(bw *w, hexp *x, int arg)
{
    bw_magic(w, "TEST");
    uint64_t e = bw_enter(w, 2, 9, 4);
    bw_define_abbrev(w, 4, arg ? 2 : 3, arg ? ab_blob : ab_array8);
    bw_fixed(w, 4, 4);
    uint64_t len = bw_bitpos(w);
    bw_vbr(w, 6, 100);
    bw_fixed(w, 32, 0x01020304);
    bw_end(w, 4);
    filler(w, 400);
    FAIL(x, BCQ_E_IMPLAUSIBLE, len);
    CTX(x, 9, e);
}

/* Rule: an abbrev id with no definition in scope is BCQ_E_BAD_ABBREV at
 * the id: none defined (arg 0); defined in a sibling block (arg 1);
 * defined in a child that has ended (arg 2, parent's context). */
static void h_undef(bw *w, hexp *x, int arg)
{
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

/* Rule: BLOCKINFO with DEFINE_ABBREV before SETBID is BCQ_E_BAD_ABBREV at
 * the DEFINE_ABBREV id, in BLOCKINFO's context. */
static void h_bi_abbrev_first(bw *w, hexp *x, int arg)
{
    const bw_op one[] = {{BW_LIT, 1}};
    (void)arg;
    bw_magic_ir(w);
    uint64_t e = bw_enter(w, 2, 0, 2);
    uint64_t d = bw_define_abbrev(w, 2, 1, one);
    bw_end(w, 2);
    FAIL(x, BCQ_E_BAD_ABBREV, d);
    CTX(x, 0, e);
}

/* Rule: an input shorter than 4 bytes (arg bytes of "BC\xC0") is
 * BCQ_E_NOT_BITCODE at bit 0. */
static void h_short_file(bw *w, hexp *x, int arg)
{
    bw_magic_ir(w);
    x->has_size = 1;
    x->size = (size_t)arg;
    FAIL(x, BCQ_E_NOT_BITCODE, 0);
}

/* A small valid IR stream: MODULE { record }. Returns MODULE's bit. */
static uint64_t small_ir(bw *w)
{
    bw_magic_ir(w);
    uint64_t m = bw_enter(w, 2, 8, 3);
    rec(w, 3, 1, 2);
    bw_end(w, 3);
    return m;
}

/* Rule: wrapper header checks: shorter than 20 bytes is BCQ_E_BAD_WRAPPER
 * at bit 32 (arg 0); offset inside the header (1) or past the input (2) at
 * bit 64; size past the input (3), huge (4) or under 4 bytes (5) at bit
 * 96; a wrapped stream without 'BC' 0xC0DE (6) is BCQ_E_NOT_BITCODE at the
 * offset; a valid wrapper at odd offset 21 with 0xAA padding after the
 * stream (7) opens (the padding is not part of the stream). */
static void h_wrapper(bw *w, hexp *x, int arg)
{
    bw in;
    bw_init(&in);
    if (arg == 6) {
        bw_magic(&in, "TEST");
        bw_enter(&in, 2, 9, 3);
        bw_end(&in, 3);
    } else {
        small_ir(&in);
    }
    uint32_t n = (uint32_t)bw_size(&in);
    static const uint32_t offs[] = {20, 16, 4000, 20, 20, 20, 24, 21};
    uint32_t size = arg == 3 ? n + 8 : arg == 4 ? UINT32_MAX
                  : arg == 5 ? 3 : n;
    bw_wrap(w, offs[arg] == 4000 ? 20 : offs[arg], size, &in, 7);
    if (offs[arg] == 4000)
        bw_patch32(w, 64, 4000);
    static const int codes[] = {BCQ_E_BAD_WRAPPER, BCQ_E_BAD_WRAPPER,
                                BCQ_E_BAD_WRAPPER, BCQ_E_BAD_WRAPPER,
                                BCQ_E_BAD_WRAPPER, BCQ_E_BAD_WRAPPER,
                                BCQ_E_NOT_BITCODE, 0};
    static const uint64_t ats[] = {32, 64, 64, 96, 96, 96, 24 * 8, 0};
    FAIL(x, codes[arg], ats[arg]);
    if (arg == 0) {
        x->has_size = 1;
        x->size = 16;
    }
    x->nblocks = 1;
    bw_free(&in);
}

/* Rule: offsets of errors inside a wrapped stream count from the start of
 * the input, the wrapper offset (24) included: an undefined abbrev id in
 * MODULE (arg 0), and a blocklen that runs past the wrapper's size but not
 * past the file (arg 1: BCQ_E_BAD_BLOCK at its blocklen word). */
static void h_wrapped_error(bw *w, hexp *x, int arg)
{
    bw in;
    bw_init(&in);
    bw_magic_ir(&in);
    uint64_t len;
    uint64_t m = arg ? bw_enter_raw(&in, 2, 8, 3, 3, &len)
                     : bw_enter(&in, 2, 8, 3);
    uint64_t id = bw_bitpos(&in);
    bw_fixed(&in, 3, 4);
    if (arg)
        bw_end_raw(&in, 3);
    else
        bw_end(&in, 3);
    bw_wrap(w, 24, (uint32_t)bw_size(&in), &in, 16);
    if (arg) {
        FAIL(x, BCQ_E_BAD_BLOCK, 24 * 8 + len);
    } else {
        FAIL(x, BCQ_E_BAD_ABBREV, 24 * 8 + id);
        CTX(x, 8, 24 * 8 + m);
    }
    bw_free(&in);
}

/* Rule: after the last top-level block only zero bytes may follow; other
 * bytes are BCQ_E_BAD_BLOCK at the abbrev id read there: 0xFF (id 3) after
 * an IR MODULE (arg 0); id 2 after a 'TEST' block (1: not the first item,
 * so not BCQ_E_NOT_BITCODE); a zero word then a non-zero byte (2: id 0);
 * a lone 0x01 looks like ENTER_SUBBLOCK and is BCQ_E_TRUNCATED at its
 * block id VBR (3). */
static void h_garbage(bw *w, hexp *x, int arg)
{
    if (arg == 1) {
        bw_magic(w, "TEST");
        bw_enter(w, 2, 9, 3);
        bw_end(w, 3);
    } else {
        small_ir(w);
    }
    uint64_t g = bw_bitpos(w);
    static const char *const junk[] = {"\xFF\xFF\xFF\xFF", "\x02\0\0\0",
                                       "\0\0\0\0\0\0\0\x04", "\x01"};
    static const size_t len[] = {4, 4, 8, 1};
    bw_bytes(w, junk[arg], len[arg]);
    FAIL(x, arg == 3 ? BCQ_E_TRUNCATED : BCQ_E_BAD_BLOCK,
         arg == 3 ? g + 2 : g);
}

/* Rule: zero padding after the last top-level block (arg bytes, aligned
 * or not) is accepted, as LLVM does; so is the IR magic alone (arg 0, an
 * empty module file); a foreign magic followed by no block, alone (-1) or
 * with zero padding (-2), is BCQ_E_NOT_BITCODE at bit 32. */
static void h_zeros(bw *w, hexp *x, int arg)
{
    if (arg > 0)
        small_ir(w);
    else if (arg == 0)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    for (int i = 0; i < (arg < 0 ? 4 * (-arg - 1) : arg); i++)
        bw_fixed(w, 8, 0);
    x->nblocks = arg > 0 ? 1 : 0;
    if (arg < 0)
        FAIL(x, BCQ_E_NOT_BITCODE, 32);
}

/* Rule: a non-IR magic whose first item is not ENTER_SUBBLOCK is
 * BCQ_E_NOT_BITCODE at bit 32: id 2 (arg 0), END_BLOCK before a non-zero
 * byte (1); after the IR magic the same is BCQ_E_BAD_BLOCK (2). */
static void h_first_not_enter(bw *w, hexp *x, int arg)
{
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

/* Rule: valid edge shapes open: abbrev widths 1 and 32 (arg 0); a
 * DEFINE_ABBREV survives a child block and is used after it (arg 1). */
static void h_valid_edges(bw *w, hexp *x, int arg)
{
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
    x->nblocks = 2;
}

/* Rule: blocklen 0 on a walked block: the END_BLOCK id is read past the
 * (empty) body: BCQ_E_BAD_BLOCK at the body's first bit; when the stream
 * ends there too (arg 1) it is BCQ_E_TRUNCATED. */
static void h_len_zero(bw *w, hexp *x, int arg)
{
    uint64_t len;
    bw_magic(w, "TEST");
    uint64_t e = bw_enter_raw(w, 2, 9, 3, 0, &len);
    if (!arg)
        bw_end_raw(w, 3);
    FAIL(x, arg ? BCQ_E_TRUNCATED : BCQ_E_BAD_BLOCK, len + 32);
    CTX(x, 9, e);
}

static const struct {
    const char *name;
    hbuild build;
    int arg;
} hcases[] = {
    {"valid_widths_1_32", h_valid_edges, 0},
    {"valid_abbrev_after_child", h_valid_edges, 1},
    {"len_zero", h_len_zero, 0},
    {"len_zero_at_stream_end", h_len_zero, 1},
    {"len_past_stream", h_len_past_stream, 0},
    {"len_past_stream_huge", h_len_past_stream, 1},
    {"len_past_stream_lazy", h_len_past_stream, 13},
    {"len_past_parent", h_len_past_parent, 0},
    {"len_short", h_len_short, 0},
    {"len_short_module", h_len_short, 1},
    {"len_long", h_len_long, 0},
    {"len_long_module", h_len_long, 1},
    {"width0", h_width, 0},
    {"width33", h_width, 33},
    {"width0_nested", h_width_nested, 0},
    {"width33_nested", h_width_nested, 33},
    {"width_vbr_long", h_enter_fields, 0},
    {"block_id_huge", h_enter_fields, 1},
    {"vbr_long", h_vbr_long, 0},
    {"vbr_cut_by_stream", h_vbr_cut, 0},
    {"vbr_cut_by_block", h_vbr_cut, 1},
    {"array_too_long", h_too_long, 0},
    {"blob_too_long", h_too_long, 1},
    {"undef_abbrev", h_undef, 0},
    {"undef_abbrev_sibling", h_undef, 1},
    {"undef_abbrev_after_child", h_undef, 2},
    {"bi_abbrev_before_setbid", h_bi_abbrev_first, 0},
    {"short_file0", h_short_file, 0},
    {"short_file1", h_short_file, 1},
    {"short_file2", h_short_file, 2},
    {"short_file3", h_short_file, 3},
    {"wrapper_short", h_wrapper, 0},
    {"wrapper_offset_header", h_wrapper, 1},
    {"wrapper_offset_past", h_wrapper, 2},
    {"wrapper_size_past", h_wrapper, 3},
    {"wrapper_size_huge", h_wrapper, 4},
    {"wrapper_size_small", h_wrapper, 5},
    {"wrapper_not_ir", h_wrapper, 6},
    {"wrapper_odd_offset_ok", h_wrapper, 7},
    {"wrapped_undef_abbrev", h_wrapped_error, 0},
    {"wrapped_len_past_size", h_wrapped_error, 1},
    {"garbage_ff", h_garbage, 0},
    {"garbage_test", h_garbage, 1},
    {"garbage_zero_word_then_byte", h_garbage, 2},
    {"garbage_enter", h_garbage, 3},
    {"magic_only", h_zeros, 0},
    {"foreign_magic_only", h_zeros, -1},
    {"foreign_magic_zeros", h_zeros, -2},
    {"zeros1", h_zeros, 1},
    {"zeros3", h_zeros, 3},
    {"zeros4", h_zeros, 4},
    {"zeros12", h_zeros, 12},
    {"first_not_enter", h_first_not_enter, 0},
    {"first_end_block", h_first_not_enter, 1},
    {"first_not_enter_ir", h_first_not_enter, 2},
};

/* Every case of the table with flags 0 and BCQ_OPEN_DEEP (same result:
 * none of them is inside a lazily indexed block). */
START_TEST(hostile_table)
{
    bw w;
    bw_init(&w);
    hexp x = hexp_none();
    hcases[_i].build(&w, &x, hcases[_i].arg);
    size_t n = x.has_size ? x.size : bw_size(&w);
    uint8_t *buf = bw_dup(&w, n);
    check_open(buf, n, 0, &x, hcases[_i].name);
    check_open(buf, n, BCQ_OPEN_DEEP, &x, hcases[_i].name);
    free(buf);
    bw_free(&w);
}
END_TEST

/* ------------------------------------------------------------ truncation */

/* A valid stream: IDENT(13) {rec}, MODULE(8) {rec, BLOCKINFO, FUNCTION(12)
 * {abbreviated rec, CONSTANTS(11) {rec}}, rec}, STRTAB(23) {blob}.  The
 * top-level blocks' ENTER bits go to enter[], their ends to end[];
 * idx[] counts the index entries each adds (flags 0 / BCQ_OPEN_DEEP). */
static void valid_stream(bw *w, int ir, uint64_t enter[3], uint64_t end[3],
                         size_t idx[2][3])
{
    const bw_op fa[] = {{BW_LIT, 2}, {BW_VBR, 6}};
    if (ir)
        bw_magic_ir(w);
    else
        bw_magic(w, "TEST");
    enter[0] = bw_enter(w, 2, 13, 5);
    rec(w, 5, 1, 3);
    bw_end(w, 5);
    end[0] = bw_bitpos(w);
    enter[1] = bw_enter(w, 2, 8, 3);
    rec(w, 3, 1, 2);
    bw_enter(w, 3, 0, 2);
    rec(w, 2, 1, 12);
    bw_define_abbrev(w, 2, 2, fa);
    bw_end(w, 2);
    bw_enter(w, 3, 12, 4);
    bw_fixed(w, 4, 4);
    bw_vbr(w, 6, 77);
    bw_enter(w, 4, 11, 4);
    rec(w, 4, 4, 99);
    bw_end(w, 4);
    bw_end(w, 4);
    rec(w, 3, 2, 1);
    bw_end(w, 3);
    end[1] = bw_bitpos(w);
    enter[2] = bw_enter(w, 2, 23, 3);
    bw_define_abbrev(w, 3, 2, ab_blob);
    bw_fixed(w, 3, 4);
    bw_blob(w, "hello world", 11);
    bw_end(w, 3);
    end[2] = bw_bitpos(w);
    size_t deep[3] = {1, 4, 1}; /* every level indexed (check_open) */
    (void)ir;
    memcpy(idx[0], deep, sizeof deep);
    memcpy(idx[1], deep, sizeof deep);
}

/* Rule: cutting a valid stream at every 4-byte boundary gives exactly:
 * bit 0 cut: BCQ_E_NOT_BITCODE at 0; a cut between top-level blocks (or
 * after the IR magic): success with the blocks before it ('TEST' alone:
 * BCQ_E_NOT_BITCODE at bit 32); a cut after the
 * first word of a top-level block's header: BCQ_E_TRUNCATED at its
 * blocklen word; a cut anywhere else inside: BCQ_E_BAD_BLOCK at its
 * blocklen word (the body runs past the end).  IR and 'TEST' magic, flags
 * 0 and BCQ_OPEN_DEEP. */
START_TEST(truncated_every_word)
{
    for (int ir = 0; ir < 2; ir++) {
        bw w;
        bw_init(&w);
        uint64_t enter[3], end[3];
        size_t idx[2][3];
        valid_stream(&w, ir, enter, end, idx);
        size_t total = bw_size(&w);
        ck_assert_uint_eq(total % 4, 0);
        for (size_t cut = 0; cut <= total; cut += 4) {
            uint64_t bits = (uint64_t)cut * 8;
            for (int deep = 0; deep < 2; deep++) {
                hexp x = hexp_none();
                if (cut == 0)
                    FAIL(&x, BCQ_E_NOT_BITCODE, 0);
                for (int b = 0; b < 3 && cut; b++) {
                    if (bits >= end[b])
                        x.nblocks += idx[deep][b];
                    else if (bits == enter[b] + 32)
                        FAIL(&x, BCQ_E_TRUNCATED, enter[b] + 32);
                    else if (bits > enter[b] + 32)
                        FAIL(&x, BCQ_E_BAD_BLOCK, enter[b] + 32);
                }
                if (!ir && cut && x.code == 0 && x.nblocks == 0)
                    FAIL(&x, BCQ_E_NOT_BITCODE, 32); /* 'TEST' alone */
                uint8_t *buf = bw_dup(&w, cut);
                check_open(buf, cut, deep ? BCQ_OPEN_DEEP : 0, &x,
                           ir ? "truncated IR" : "truncated TEST");
                free(buf);
            }
        }
        bw_free(&w);
    }
}
END_TEST

/* Rule: a cut at any byte fails cleanly: one of the expected codes, the
 * handle NULL, the offset inside the input, err.code == the status. */
START_TEST(truncated_every_byte)
{
    bw w;
    bw_init(&w);
    uint64_t enter[3], end[3];
    size_t idx[2][3];
    valid_stream(&w, 1, enter, end, idx);
    size_t total = bw_size(&w);
    for (size_t cut = 0; cut < total; cut++) {
        uint8_t *buf = bw_dup(&w, cut);
        bcq_file *f = NULL;
        bcq_error err;
        int rc = bcq__open_mem_internal(buf, cut, BCQ_OPEN_DEEP, &f, &err);
        if (rc == 0) {
            ck_assert_msg(cut % 4 == 0, "cut %zu opened", cut);
            bcq_close(f);
        } else {
            ck_assert_msg(rc == BCQ_E_NOT_BITCODE || rc == BCQ_E_TRUNCATED ||
                              rc == BCQ_E_BAD_BLOCK,
                          "cut %zu: %s", cut, bcq_status_name(rc));
            ck_assert_ptr_null(f);
            ck_assert_int_eq(err.code, rc);
            ck_assert_uint_le(err.bit, (uint64_t)cut * 8);
        }
        free(buf);
    }
    bw_free(&w);
}
END_TEST

/* ------------------------------------------------------------ deep nesting */

static long maxrss_kb(void)
{
    struct rusage ru;
    ck_assert_int_eq(getrusage(RUSAGE_SELF, &ru), 0);
    return ru.ru_maxrss;
}

/* Rule: blocks nested 100 000 deep ('TEST' blocks, or IR MODULE_BLOCKs,
 * both descended) give BCQ_E_TOO_DEEP at the ENTER_SUBBLOCK id of depth
 * index 64, in the context of the depth-63 block, at once (well under a
 * second of CPU) and without memory growing with the depth (peak RSS
 * rises by less than 2 MB while the stream is 1.2 MB). */
START_TEST(deep_100000)
{
    bw w;
    bw_init(&w);
    uint64_t at[65];
    if (_i)
        bw_magic_ir(&w);
    else
        bw_magic(&w, "TEST");
    bw_nest(&w, 2, _i ? 8 : 9, 100000, at, 65);
    size_t n = bw_size(&w);
    uint8_t *buf = bw_dup(&w, n);
    bw_free(&w);
    hexp x = hexp_none();
    FAIL(&x, BCQ_E_TOO_DEEP, at[64]);
    CTX(&x, _i ? 8 : 9, at[63]);
    long rss0 = maxrss_kb();
    clock_t t0 = clock();
    check_open(buf, n, 0, &x, "deep");
    check_open(buf, n, BCQ_OPEN_DEEP, &x, "deep");
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    ck_assert_msg(secs < 1.0, "took %.2f s", secs);
    ck_assert_int_lt(maxrss_kb() - rss0, 2048);
    free(buf);
}
END_TEST

/* Rule: 64 levels (depths 0..63) are allowed: the open indexes all 64 and
 * a reader entering every sub-block reaches depth 63 and ends cleanly. */
START_TEST(deep_64_ok)
{
    bw w;
    bw_init(&w);
    uint64_t at[64];
    bw_magic(&w, "TEST");
    bw_nest(&w, 2, 9, 64, at, 64);
    size_t n = bw_size(&w);
    uint8_t *buf = bw_dup(&w, n);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, NULL), 0);
    ck_assert_uint_eq(bcq_block_count(f), 64);
    bcq_block b;
    ck_assert_int_eq(bcq_block_at(f, 63, &b), 0);
    ck_assert_uint_eq(b.depth, 63);
    ck_assert_uint_eq(b.bit, at[63]);
    ck_assert_int_eq(bcq_block_at(f, 0, &b), 0);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, NULL), 0);
    unsigned subs = 0, ends = 0;
    for (;;) {
        bcq_entry e;
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), 0);
        if (e.kind == BCQ_ENTRY_SUBBLOCK) {
            ck_assert_uint_eq(e.block.depth, subs + 1);
            ck_assert_uint_eq(e.block.bit, at[subs + 1]);
            subs++;
            ck_assert_int_eq(bcq_reader_enter(r, NULL), 0);
        } else {
            ck_assert_int_eq(e.kind, BCQ_ENTRY_END);
            ends++;
            if (e.depth == 0)
                break;
        }
    }
    ck_assert_uint_eq(subs, 63);
    ck_assert_uint_eq(ends, 64);
    bcq_reader_close(r);
    bcq_close(f);
    free(buf);
    bw_free(&w);
}
END_TEST

/* ------------------------------------------------------------ lazy bodies
 * IR: MODULE (width 3) { record, FUNCTION_BLOCK 12 (width 4) { body } }.
 * The open jumps over FUNCTION_BLOCK, so with flags 0 it succeeds; then
 * bcq_block_children on it and a reader entering everything in it must
 * fail exactly as BCQ_OPEN_DEEP's open does.  Each body builder fills in
 * the expectation (context defaults to the FUNCTION_BLOCK) and may ask for
 * no END_BLOCK (no_end). */
typedef struct lctx {
    hexp x;
    int no_end;
    int level_first; /* indexing level by level meets another fault first */
} lctx;
typedef void (*lbody)(bw *w, lctx *l);

/* Rule: an undefined abbrev id: BCQ_E_BAD_ABBREV at the id. */
static void l_undef(bw *w, lctx *l)
{
    FAIL(&l->x, BCQ_E_BAD_ABBREV, bw_bitpos(w));
    bw_fixed(w, 4, 4);
}
/* Rule: a VBR operand over 64 bits: BCQ_E_BAD_VBR at its first bit. */
static void l_vbr_long(bw *w, lctx *l)
{
    bw_fixed(w, 4, 3);
    bw_vbr(w, 6, 1);
    bw_vbr(w, 6, 1);
    FAIL(&l->x, BCQ_E_BAD_VBR, bw_bitpos(w));
    bw_vbr_chunks(w, 6, 14, 0x1F, 1);
}
/* Rule: array / blob / unabbreviated operand count larger than what
 * remains: BCQ_E_IMPLAUSIBLE at the length (count) VBR. */
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
/* Rule: DEFINE_ABBREV with encoding 6: BCQ_E_BAD_ABBREV at that operand
 * (id 4 bits, count 5, literal operand 9). */
static void l_bad_encoding(bw *w, lctx *l)
{
    const bw_op ops[] = {{BW_LIT, 1}, {6, 0}};
    uint64_t d = bw_define_abbrev(w, 4, 2, ops);
    FAIL(&l->x, BCQ_E_BAD_ABBREV, d + 4 + 5 + 9);
}
/* Rule: a body that fills its blocklen without END_BLOCK: reading the
 * next abbrev id crosses the end: BCQ_E_BAD_BLOCK at the body's end. */
static void l_no_end(bw *w, lctx *l)
{
    bw_unabbrev(w, 4, 1, 0, NULL);
    bw_unabbrev(w, 4, 1, 0, NULL); /* 2 x 16 bits: one word exactly */
    FAIL(&l->x, BCQ_E_BAD_BLOCK, bw_bitpos(w));
    l->no_end = 1;
}
/* Rule: a VBR cut by the body's end (the stream goes on): BCQ_E_BAD_BLOCK
 * at the VBR's first bit. */
static void l_vbr_cut(bw *w, lctx *l)
{
    bw_fixed(w, 4, 3);
    bw_vbr(w, 6, 1);
    bw_vbr(w, 6, 1);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, bw_bitpos(w));
    bw_vbr_chunks(w, 6, 8, 0x1F, 1); /* 16 + 48 bits: the word is full */
    l->no_end = 1;
}
/* Rule: a child whose blocklen runs past the FUNCTION_BLOCK's end:
 * BCQ_E_BAD_BLOCK at the child's blocklen word. */
static void l_child_past(bw *w, lctx *l)
{
    uint64_t len;
    bw_enter_raw(w, 4, 11, 3, 50, &len);
    bw_end_raw(w, 3);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, len);
}
/* Rule: a child with a short blocklen (content crosses it) or a long one
 * (END_BLOCK early): BCQ_E_BAD_BLOCK in the child's context. */
/* Level by level, the body's own level is indexed before the child's: it
 * jumps the child by its too short blocklen, lands inside the child's
 * records and fails there, in the body's context. */
static void l_child_short(bw *w, lctx *l)
{
    short_block(w, &l->x, 4, 11);
    l->level_first = 1;
}
static void l_child_long(bw *w, lctx *l)
{
    uint64_t e = bw_enter_raw(w, 4, 11, 3, 2, NULL);
    rec(w, 3, 1, 1);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, bw_end_raw(w, 3));
    CTX(&l->x, 11, e);
    bw_fixed(w, 32, 0);
}
/* Rule: a child with abbrev width 0 or 33: BCQ_E_BAD_BLOCK at its width
 * VBR. */
static void l_child_width0(bw *w, lctx *l)
{
    uint64_t e = bw_enter_raw(w, 4, 11, 0, 0, NULL);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, e + 4 + 8);
}
static void l_child_width33(bw *w, lctx *l)
{
    uint64_t e = bw_enter_raw(w, 4, 11, 33, 0, NULL);
    FAIL(&l->x, BCQ_E_BAD_BLOCK, e + 4 + 8);
}
/* Rule: 100 blocks nested in FUNCTION_BLOCK (depth 1): the one at depth
 * index 64 (the 63rd) is BCQ_E_TOO_DEEP at its ENTER_SUBBLOCK id, in the
 * context of the depth-63 block. */
static void l_deep(bw *w, lctx *l)
{
    uint64_t at[63];
    bw_nest(w, 4, 11, 100, at, 63);
    FAIL(&l->x, BCQ_E_TOO_DEEP, at[62]);
    CTX(&l->x, 11, at[61]);
}
/* Rule: a BLOCKINFO inside the body with DEFINE_ABBREV before SETBID:
 * BCQ_E_BAD_ABBREV at the DEFINE_ABBREV id, in BLOCKINFO's context
 * (regression: the reader used to name the FUNCTION_BLOCK instead). */
static void l_bi_abbrev_first(bw *w, lctx *l)
{
    const bw_op one[] = {{BW_LIT, 1}};
    uint64_t e = bw_enter(w, 4, 0, 2);
    FAIL(&l->x, BCQ_E_BAD_ABBREV, bw_define_abbrev(w, 2, 1, one));
    CTX(&l->x, 0, e);
    bw_end(w, 2);
}

static const struct {
    const char *name;
    lbody body;
} lcases[] = {
    {"undef", l_undef},
    {"vbr_long", l_vbr_long},
    {"array_long", l_array_long},
    {"blob_long", l_blob_long},
    {"count_long", l_count_long},
    {"bad_encoding", l_bad_encoding},
    {"no_end", l_no_end},
    {"vbr_cut", l_vbr_cut},
    {"child_past", l_child_past},
    {"child_short", l_child_short},
    {"child_long", l_child_long},
    {"child_width0", l_child_width0},
    {"child_width33", l_child_width33},
    {"deep", l_deep},
    {"bi_abbrev_first", l_bi_abbrev_first},
};

/* Read all of b, entering every sub-block; the first failure's status. */
static int read_all(const bcq_file *f, const bcq_block *b, bcq_error *err)
{
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, b, &r, err), 0);
    int rc;
    for (;;) {
        bcq_entry e;
        if ((rc = bcq_reader_next(r, &e, err)))
            break;
        if (e.kind == BCQ_ENTRY_SUBBLOCK && (rc = bcq_reader_enter(r, err)))
            break;
        if (e.kind == BCQ_ENTRY_END && e.depth == 0)
            break;
    }
    if (rc) { /* the reader stays in error */
        bcq_entry e;
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), rc);
    }
    bcq_reader_close(r);
    return rc;
}

/* Rule: each malformed FUNCTION_BLOCK body: the open (flags 0) succeeds,
 * the module's level too, which flags the block LAZY; indexing the
 * levels below it (twice: a failed walk publishes nothing), a reader
 * entering everything and a BCQ_OPEN_DEEP open all fail with the same
 * code, bit and enclosing block. */
START_TEST(lazy_body)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, 8, 3);
    rec(&w, 3, 1, 2);
    lctx l = {hexp_none(), 0, 0};
    uint64_t fn_bit = bw_enter(&w, 3, 12, 4);
    CTX(&l.x, 12, fn_bit);
    lcases[_i].body(&w, &l);
    if (l.no_end)
        bw_pop(&w);
    else
        bw_end(&w, 4);
    bw_end(&w, 3);
    size_t n = bw_size(&w);
    uint8_t *buf = bw_dup(&w, n);

    bcq_file *f;
    bcq_error err;
    char what[64], what2[64];
    snprintf(what, sizeof what, "%s children", lcases[_i].name);
    snprintf(what2, sizeof what2, "%s reader", lcases[_i].name);
    ck_assert_int_eq(bcq_open_mem(buf, n, NULL, &f, &err), 0);
    ck_assert_uint_eq(bcq_block_count(f), 1);
    bcq_block mb, fn;
    ck_assert_int_eq(bcq_block_at(f, 0, &mb), 0);
    size_t nk;
    ck_assert_int_eq(bcq_block_children(f, &mb, &fn, 1, &nk, &err), 0);
    ck_assert_uint_eq(nk, 1);
    ck_assert_uint_eq(fn.id, 12);
    ck_assert_uint_eq(fn.bit, fn_bit);
    ck_assert_uint_eq(fn.flags & BCQ_BLOCK_LAZY, BCQ_BLOCK_LAZY);
    for (int again = 0; again < 2; again++) { /* nothing half-published */
        size_t count = 0;
        int rc = expand(f, &fn, &count, &err);
        if (l.level_first) {
            ck_assert_int_eq(rc, BCQ_E_BAD_BLOCK);
            ck_assert_uint_eq(err.block_id, 12);
            ck_assert_uint_eq(err.block_bit, fn_bit);
            ck_assert_uint_gt(err.bit, fn_bit);
            continue;
        }
        check_err(rc, &err, &l.x, what);
    }
    int rc = read_all(f, &fn, &err);
    check_err(rc, &err, &l.x, what2);
    bcq_close(f);
    check_open(buf, n, BCQ_OPEN_DEEP, &l.x, lcases[_i].name);
    free(buf);
    bw_free(&w);
}
END_TEST

Suite *make_hostile_suite(void)
{
    Suite *s = suite_create("hostile");
    TCase *tc = tcase_create("hostile");
    tcase_add_loop_test(tc, hostile_table, 0,
                        (int)(sizeof hcases / sizeof hcases[0]));
    tcase_add_test(tc, truncated_every_word);
    tcase_add_test(tc, truncated_every_byte);
    tcase_add_loop_test(tc, deep_100000, 0, 2);
    tcase_add_test(tc, deep_64_ok);
    tcase_add_loop_test(tc, lazy_body, 0,
                        (int)(sizeof lcases / sizeof lcases[0]));
    suite_add_tcase(s, tc);
    return s;
}
