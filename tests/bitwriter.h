/*
 * bitwriter.h - a test-only writer of LLVM bitstreams, so the suites can
 * build well-formed and deliberately malformed inputs without LLVM.
 *
 * Bits are appended least significant first, as the format reads them
 * (BitCodeFormat.rst "Bitstream Format").  Positions are bits from the
 * start of the buffer.  Every function aborts the test (ck_assert) on
 * misuse or out of memory, so callers never check a status.
 *
 * Well-formed building blocks: bw_fixed, bw_vbr, bw_char6, bw_align32,
 * bw_enter/bw_end (blocklen back-patched), bw_unabbrev, bw_define_abbrev,
 * bw_array_*, bw_blob.  Raw pieces for malformed streams: bw_vbr_chunks
 * (any chunk sequence, e.g. one that never terminates), bw_enter_raw (a
 * hand-written blocklen), bw_end_raw (END_BLOCK without popping), bw_patch32
 * (overwrite a 32-bit word afterwards), bw_dup (an exactly sized copy, so
 * ASan catches reads past the end).
 */
#ifndef BCQ_TEST_BITWRITER_H
#define BCQ_TEST_BITWRITER_H

#include <stddef.h>
#include <stdint.h>

/* One open block of bw_enter: where its blocklen word and body are. */
typedef struct bw_open {
    uint64_t len_bit;  /* the 32-bit blocklen placeholder */
    uint64_t body_bit; /* first bit of the body */
} bw_open;

typedef struct bw {
    uint8_t *buf;
    size_t cap;     /* bytes allocated (always zero-filled past nbits) */
    uint64_t nbits; /* bits written */
    bw_open *stack; /* blocks opened by bw_enter */
    size_t depth, capstack;
    size_t nblocks; /* ENTER_SUBBLOCKs written (bw_enter, bw_enter_raw, and
                       those of the stream bw_wrap copied) */
} bw;

/* Operand kinds for bw_define_abbrev: the encodings of the format
 * (BW_FIXED..BW_BLOB, plus the invalid raw encodings 0, 6 and 7 written
 * as given) and BW_LIT for a literal. */
enum {
    BW_FIXED = 1,
    BW_VBR = 2,
    BW_ARRAY = 3,
    BW_CHAR6 = 4,
    BW_BLOB = 5,
    BW_LIT = 0x100
};

typedef struct bw_op {
    unsigned kind;  /* BW_* or a raw encoding 0..7 */
    uint64_t value; /* literal value, or the width of Fixed/VBR */
} bw_op;

void bw_init(bw *w);
void bw_free(bw *w);

/* Append the low nbits (0..64) of v. */
void bw_fixed(bw *w, unsigned nbits, uint64_t v);
/* Append v as VBR-n (2 <= n <= 32), the shortest encoding. */
void bw_vbr(bw *w, unsigned n, uint64_t v);
/* Append nchunks raw VBR-n chunks, each carrying payload (masked to n-1
 * bits).  All but the last have the continuation bit; the last has it too
 * when last_continues (a VBR that never terminates). */
void bw_vbr_chunks(bw *w, unsigned n, unsigned nchunks, uint64_t payload,
                   int last_continues);
/* Append c as a 6-bit character ('a'..'z', 'A'..'Z', '0'..'9', '.', '_'). */
void bw_char6(bw *w, char c);
unsigned bw_char6_code(char c);
/* Pad with zero bits to a multiple of 32. */
void bw_align32(bw *w);
/* Append bytes; the writer must be byte-aligned. */
void bw_bytes(bw *w, const void *p, size_t n);

/* The magics: 'B' 'C' 0xC0 0xDE, or any four bytes ("TEST"). */
void bw_magic_ir(bw *w);
void bw_magic(bw *w, const char m[4]);

/* ENTER_SUBBLOCK in a block of abbrev width cur_width, with a placeholder
 * blocklen that bw_end back-patches.  Returns the bit of the abbrev id. */
uint64_t bw_enter(bw *w, unsigned cur_width, unsigned block_id,
                  unsigned new_width);
/* END_BLOCK in a block of width cur_width, align, pop and patch the
 * blocklen of the innermost bw_enter.  Returns the bit of the abbrev id. */
uint64_t bw_end(bw *w, unsigned cur_width);
/* ENTER_SUBBLOCK with blocklen `words` written as given (nothing pushed).
 * *len_bit (may be NULL) receives the bit of the blocklen word. */
uint64_t bw_enter_raw(bw *w, unsigned cur_width, uint64_t block_id,
                      uint64_t new_width, uint32_t words, uint64_t *len_bit);
/* END_BLOCK and align, nothing popped.  Returns the bit of the abbrev id. */
uint64_t bw_end_raw(bw *w, unsigned cur_width);
/* Close the innermost bw_enter without writing END_BLOCK: align, pop and
 * patch its blocklen (a body that runs to its end with no END_BLOCK). */
void bw_pop(bw *w);
/* Overwrite the 32-bit little-endian word at bit (a multiple of 8). */
void bw_patch32(bw *w, uint64_t bit, uint32_t v);

/* UNABBREV_RECORD [3, code vbr6, nops vbr6, ops vbr6...].  Returns the bit
 * of its abbrev id. */
uint64_t bw_unabbrev(bw *w, unsigned width, uint64_t code, size_t nops,
                     const uint64_t *ops);
/* DEFINE_ABBREV [2, nops vbr5, ops...].  Returns the bit of its id. */
uint64_t bw_define_abbrev(bw *w, unsigned width, size_t nops,
                          const bw_op *ops);
/* The operand list alone (what follows the DEFINE_ABBREV id). */
void bw_abbrev_body(bw *w, size_t nops, const bw_op *ops);

/* Abbreviated-record fields: an Array of char6 (length vbr6, chars), of
 * Fixed(width) or VBR(width) values, and a Blob (length vbr6, align32,
 * bytes, zero padding to 4 bytes; returns the bit of its first byte). */
void bw_array_char6(bw *w, const char *s);
void bw_array_fixed(bw *w, unsigned width, size_t n, const uint64_t *v);
void bw_array_vbr(bw *w, unsigned width, size_t n, const uint64_t *v);
uint64_t bw_blob(bw *w, const void *p, size_t n);

/* A whole wrapper: header [0x0B17C0DE, 0, off, size, cputype 7], zero
 * bytes up to off, the inner stream's bytes, then pad bytes of 0xAA. */
void bw_wrap(bw *w, uint32_t off, uint32_t size, const bw *inner, size_t pad);
/* n nested blocks of id (the first entered from width outer, all of width
 * 2), then their n END_BLOCKs; enter_bit[k] (k < nrec) receives the
 * ENTER_SUBBLOCK bit of nesting level k. */
void bw_nest(bw *w, unsigned outer, unsigned id, unsigned n,
             uint64_t *enter_bit, unsigned nrec);

uint64_t bw_bitpos(const bw *w);
const uint8_t *bw_data(const bw *w);
/* Bytes written, the last one partial if nbits is not a multiple of 8. */
size_t bw_size(const bw *w);
/* A malloc'ed copy of the first n bytes, allocated exactly (at least one
 * byte is allocated so that n == 0 still gives a valid pointer). */
uint8_t *bw_dup(const bw *w, size_t n);

#endif
