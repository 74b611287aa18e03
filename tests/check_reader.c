/* check_reader.c - lazy decoding of one block (lib/bitstream/reader.c).  Expected
 * values are those of tests/data/o0.bcanalyzer (llvm-bcanalyzer). */
#include "config.h"
#define _GNU_SOURCE
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

static bcq_file *open_o0(void)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    return f;
}

/* The first FUNCTION_BLOCK of the module. */
static bcq_block first_function(const bcq_file *f)
{
    bcq_block fn;
    ck_assert_int_eq(tu_function_block(f, 0, &fn), 0);
    return fn;
}

/* First FUNCTION_BLOCK of o0.bc: DECLAREBLOCKS op0=7, then CONSTANTS and
 * METADATA sub-blocks, then INST_ALLOCA op0=0 op1=0 op2=29 op3=67. */
START_TEST(function_records_and_skip)
{
    bcq_file *f = open_o0();
    bcq_block fn = first_function(f);
    bcq_reader *r;
    bcq_error e;
    ck_assert_int_eq(bcq_reader_open(f, &fn, &r, &e), 0);
    ck_assert_uint_eq(bcq_reader_tell(r), fn.body_bit);
    bcq_entry en;
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_RECORD);
    ck_assert_uint_eq(en.record.code, TU_FUNC_CODE_DECLAREBLOCKS);
    ck_assert_uint_eq(en.record.abbrev_id, 3);
    ck_assert_uint_eq(en.record.nops, 1);
    ck_assert_uint_eq(en.record.ops[0], 7);
    ck_assert_uint_eq(en.record.array_start, BCQ_NONE);
    ck_assert_uint_eq(en.record.bit, fn.body_bit);
    ck_assert_uint_gt(en.record.end_bit, en.record.bit);
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_SUBBLOCK);
    ck_assert_uint_eq(en.block.id, TU_CONSTANTS_BLOCK_ID);
    ck_assert_uint_eq(en.block.words, 4);
    ck_assert_uint_eq(en.block.depth, 2);
    ck_assert_uint_eq(en.block.index, BCQ_NONE); /* not in a shallow index */
    /* not entered: the next call jumps over it */
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_SUBBLOCK);
    ck_assert_uint_eq(en.block.id, TU_METADATA_BLOCK_ID);
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_RECORD);
    ck_assert_uint_eq(en.record.code, TU_FUNC_CODE_INST_ALLOCA);
    ck_assert_uint_eq(en.record.nops, 4);
    ck_assert_uint_eq(en.record.ops[2], 29);
    ck_assert_uint_eq(en.record.ops[3], 67);
    ck_assert_int_eq(bcq_reader_enter(r, &e), BCQ_E_INVAL); /* not a block */
    /* to the end: END at depth 0, then BCQ_END on every call */
    unsigned records = 2;
    do {
        ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
        records += en.kind == BCQ_ENTRY_RECORD;
    } while (!(en.kind == BCQ_ENTRY_END && en.depth == 0));
    ck_assert_uint_eq(en.block_id, TU_FUNCTION_BLOCK_ID);
    ck_assert_uint_eq(bcq_reader_tell(r), fn.body_bit + 32 * fn.words);
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), BCQ_END);
    ck_assert_int_eq(e.code, 0);
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), BCQ_END);
    ck_assert_uint_gt(records, 30);
    bcq_reader_close(r);
    bcq_reader_close(NULL);
    bcq_close(f);
}
END_TEST

/* Entering a sub-block yields its records one level deeper, then its END;
 * abbreviations from BLOCKINFO apply (CONSTANTS SETTYPE uses abbrev 4). */
START_TEST(enter_constants)
{
    bcq_file *f = open_o0();
    bcq_block fn = first_function(f);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &fn, &r, NULL), 0);
    bcq_entry en;
    ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0); /* DECLAREBLOCKS */
    ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0); /* CONSTANTS */
    ck_assert_int_eq(bcq_reader_enter(r, NULL), 0);
    ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_RECORD);
    ck_assert_uint_eq(en.depth, 1);
    ck_assert_uint_eq(en.block_id, TU_CONSTANTS_BLOCK_ID);
    ck_assert_uint_eq(en.record.code, TU_CST_CODE_SETTYPE);
    ck_assert_uint_eq(en.record.abbrev_id, 4);
    unsigned n = 1;
    for (;;) {
        ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0);
        if (en.kind == BCQ_ENTRY_END)
            break;
        n++;
    }
    ck_assert_uint_eq(en.depth, 1);
    ck_assert_uint_eq(en.block_id, TU_CONSTANTS_BLOCK_ID);
    ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_SUBBLOCK); /* METADATA */
    ck_assert_uint_eq(en.depth, 0);
    bcq_reader_close(r);
    bcq_close(f);
}
END_TEST

/* Blobs are views into the input: the STRTAB's bytes are in the file. */
START_TEST(blob_zero_copy)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("o0.bc", _i, 0, &f, &keep, NULL), 0);
    size_t i;
    ck_assert_int_eq(bcq_block_find(f, TU_STRTAB_BLOCK_ID, 0, &i), 0);
    bcq_block b;
    bcq_block_at(f, i, &b);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, NULL), 0);
    bcq_entry en;
    ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_RECORD);
    ck_assert(en.record.has_blob);
    bcq_span d = bcq_file_data(f);
    ck_assert(en.record.blob.ptr > d.ptr &&
              en.record.blob.ptr + en.record.blob.len <= d.ptr + d.len);
    ck_assert_uint_eq((size_t)(en.record.blob.ptr - d.ptr) % 4, 0);
    /* the STRTAB holds the names of the module, then the producer */
    ck_assert_ptr_nonnull(memmem(en.record.blob.ptr, en.record.blob.len,
                                 "14.0.6", 6));
    bcq_reader_close(r);
    bcq_close(f);
    free(keep);
}
END_TEST

/* The identification string uses an Array of Char6: array_start marks it. */
START_TEST(array_start_identification)
{
    bcq_file *f = open_o0();
    bcq_block b;
    bcq_block_at(f, 0, &b);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, NULL), 0);
    bcq_entry en;
    ck_assert_int_eq(bcq_reader_next(r, &en, NULL), 0);
    ck_assert_uint_eq(en.record.code, 1);
    ck_assert_uint_eq(en.record.array_start, 0);
    ck_assert_uint_eq(en.record.nops, 10);
    char s[11];
    for (int k = 0; k < 10; k++)
        s[k] = (char)en.record.ops[k];
    s[10] = 0;
    ck_assert_str_eq(s, "LLVM14.0.6");
    bcq_reader_close(r);
    bcq_close(f);
}
END_TEST

START_TEST(bad_arguments)
{
    bcq_file *f = open_o0();
    bcq_reader *r;
    bcq_error e;
    bcq_block b;
    bcq_block_at(f, 0, &b);
    ck_assert_int_eq(bcq_reader_open(NULL, &b, &r, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_reader_open(f, NULL, &r, &e), BCQ_E_INVAL);
    b.words = 1u << 30; /* past the end of the file */
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, &e), BCQ_E_INVAL);
    bcq_block_at(f, 0, &b);
    b.abbrev_width = 40;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_reader_next(NULL, NULL, &e), BCQ_E_INVAL);
    bcq_close(f);
}
END_TEST

/* bcq__each_record_some_of: the records bcq__each_record_of gives, in
 * order, at the same bits, those whose code is in the mask with their
 * operands and the others stepped over (no operands). */
typedef struct seen {
    size_t n;
    unsigned code[4096];
    uint64_t bit[4096], end[4096];
    size_t nops[4096];
    uint64_t sum[4096];
} seen;

static int on_seen(void *arg, const bcq_record *r, bcq_error *err)
{
    (void)err;
    seen *s = arg;
    if (s->n < 4096) {
        s->code[s->n] = r->code;
        s->bit[s->n] = r->bit;
        s->end[s->n] = r->end_bit;
        s->nops[s->n] = r->nops;
        uint64_t h = 0;
        for (size_t i = 0; i < r->nops; i++)
            h = h * 1000003u + r->ops[i];
        s->sum[s->n] = h;
    }
    s->n++;
    return 0;
}

START_TEST(some_records_whole)
{
    bcq_file *f = open_o0();
    bcq_block fn = first_function(f);
    static seen all, some;
    memset(&all, 0, sizeof all);
    memset(&some, 0, sizeof some);
    ck_assert_int_eq(bcq__each_record_of(f, &fn, on_seen, &all, NULL), 0);
    const uint64_t mask = UINT64_C(1) << TU_FUNC_CODE_INST_ALLOCA |
                          UINT64_C(1) << TU_FUNC_CODE_DECLAREBLOCKS;
    ck_assert_int_eq(bcq__each_record_some_of(f, &fn, mask, on_seen, &some,
                                              NULL), 0);
    ck_assert_uint_eq(some.n, all.n);
    ck_assert_uint_lt(all.n, 4096);
    size_t whole = 0;
    for (size_t i = 0; i < all.n; i++) {
        ck_assert_uint_eq(some.code[i], all.code[i]);
        ck_assert_uint_eq(some.bit[i], all.bit[i]);
        ck_assert_uint_eq(some.end[i], all.end[i]);
        if (all.code[i] < 64 && (mask >> all.code[i] & 1)) {
            ck_assert_uint_eq(some.nops[i], all.nops[i]);
            ck_assert_uint_eq(some.sum[i], all.sum[i]);
            whole++;
        } else
            ck_assert_uint_eq(some.nops[i], 0);
    }
    ck_assert_uint_ge(whole, 2); /* DECLAREBLOCKS and an ALLOCA at least */
    bcq_close(f);
}
END_TEST

/* The same on every block of fixtures of three producers' shapes (the
 * step mode's own loop, bcq__records_step, takes most records there), with
 * masks that want nothing, code 1 (a CONSTANTS block's SETTYPE, which it
 * reads whole) and every odd code. */
START_TEST(some_records_every_block)
{
    static const char *const names[] = {"g.bc", "many.bc", "insts.bc",
                                        "cxx.bc", "refs-cxx-main-thin.bc"};
    static const uint64_t masks[] = {0, UINT64_C(1) << 1,
                                     UINT64_C(0xaaaaaaaaaaaaaaaa)};
    static seen all, some;
    size_t blocks = 0, records = 0;
    for (size_t fi = 0; fi < sizeof names / sizeof *names; fi++) {
        bcq_file *f;
        ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(names[fi]),
                                                 BCQ_OPEN_DEEP, &f, NULL),
                         0);
        for (size_t i = 0; i < bcq_block_count(f); i++) {
            bcq_block b;
            ck_assert_int_eq(bcq_block_at(f, i, &b), 0);
            if (b.id == 0) /* BLOCKINFO: read raw */
                continue;
            memset(&all, 0, sizeof all);
            ck_assert_int_eq(bcq__each_record_of(f, &b, on_seen, &all, NULL),
                             0);
            for (size_t m = 0; m < sizeof masks / sizeof *masks; m++) {
                memset(&some, 0, sizeof some);
                ck_assert_int_eq(bcq__each_record_some_of(f, &b, masks[m],
                                                          on_seen, &some,
                                                          NULL),
                                 0);
                ck_assert_uint_eq(some.n, all.n);
                for (size_t k = 0; k < all.n && k < 4096; k++) {
                    ck_assert_uint_eq(some.code[k], all.code[k]);
                    ck_assert_uint_eq(some.bit[k], all.bit[k]);
                    ck_assert_uint_eq(some.end[k], all.end[k]);
                    if (all.code[k] < 64 && (masks[m] >> all.code[k] & 1)) {
                        ck_assert_uint_eq(some.nops[k], all.nops[k]);
                        ck_assert_uint_eq(some.sum[k], all.sum[k]);
                    } else {
                        ck_assert_uint_eq(some.nops[k], 0);
                    }
                }
            }
            blocks++;
            records += all.n;
        }
        bcq_close(f);
    }
    ck_assert_uint_gt(blocks, 100);
    ck_assert_uint_gt(records, 10000);
}
END_TEST

/* One record as a walk saw it: code, bits, kept operands, total. */
typedef struct kept {
    size_t n;
    unsigned code[4096];
    uint64_t bit[4096], end[4096], sum[4096];
    size_t nops[4096], total[4096];
} kept;

static void keep_one(kept *k, const bcq_record *r, size_t total)
{
    ck_assert_uint_lt(k->n, 4096);
    k->code[k->n] = r->code;
    k->bit[k->n] = r->bit;
    k->end[k->n] = r->end_bit;
    k->nops[k->n] = r->nops;
    k->total[k->n] = total;
    uint64_t sum = 0;
    for (size_t i = 0; i < r->nops; i++)
        sum = sum * 1000003u + r->ops[i];
    k->sum[k->n++] = sum;
}

static int on_run(void *arg, const bcq_record *r, size_t total,
                  bcq_error *err)
{
    (void)err;
    keep_one(arg, r, total);
    return 0;
}

/* The module block's records walked with bcq_reader_next alone
 * (bcq__reader_keep in force, keep operands) or with bcq__reader_run after
 * each record of the kept codes. */
static void walk_module(const bcq_file *f, int run, size_t keep,
                        uint64_t codes, kept *k, size_t *runs)
{
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    bcq_block b;
    ck_assert_int_eq(bcq_block_at(f, m->module_block, &b), 0);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, NULL), 0);
    bcq__reader_keep(r, keep, codes);
    bcq_entry e;
    k->n = 0;
    *runs = 0;
    while (bcq_reader_next(r, &e, NULL) == 0) {
        if (e.kind == BCQ_ENTRY_END)
            break;
        if (e.kind != BCQ_ENTRY_RECORD)
            continue;
        keep_one(k, &e.record, bcq__reader_total(r));
        if (run && e.record.code < 64 && (codes >> e.record.code & 1)) {
            size_t before = k->n;
            ck_assert_int_eq(
                bcq__reader_run(r, keep, codes, on_run, k, NULL), 0);
            *runs += k->n - before;
        }
    }
    bcq_reader_close(r);
}

/* bcq__reader_run: the records of a run, the first keep operands of each,
 * their operand counts and ends, as bcq_reader_next gives them with
 * bcq__reader_keep; what it does not take (abbreviated records, other
 * codes, sub-blocks) left to bcq_reader_next. */
START_TEST(reader_run_same_records)
{
    bcq_file *f = open_o0();
    static kept one, two;
    size_t runs;
    /* GLOBALVAR 7, FUNCTION 8; keep 2 is the name pair (run_record2's
     * loads at fixed places), keep 3 the general path */
    const uint64_t codes = UINT64_C(1) << 7 | UINT64_C(1) << 8;
    const size_t keep = (size_t)_i;
    walk_module(f, 0, keep, codes, &one, &runs);
    walk_module(f, 1, keep, codes, &two, &runs);
    ck_assert_uint_gt(runs, 10); /* the run took most of them */
    ck_assert_uint_eq(two.n, one.n);
    size_t prefixes = 0;
    for (size_t i = 0; i < one.n; i++) {
        ck_assert_uint_eq(two.code[i], one.code[i]);
        ck_assert_uint_eq(two.bit[i], one.bit[i]);
        ck_assert_uint_eq(two.end[i], one.end[i]);
        ck_assert_uint_eq(two.nops[i], one.nops[i]);
        ck_assert_uint_eq(two.total[i], one.total[i]);
        ck_assert(two.sum[i] == one.sum[i]);
        prefixes += one.code[i] == 8 && one.nops[i] == keep &&
                    one.total[i] > keep;
    }
    ck_assert_uint_gt(prefixes, 10); /* prefixes, not whole records */
    bcq_close(f);
}
END_TEST

/* bcq__reader_varray_at, bcq__reader_vbrs and bcq__reader_seek on the
 * module METADATA block of many.bc (clang 14 -g): its METADATA_INDEX,
 * found through METADATA_INDEX_OFFSET as md.c finds it, is a literal code
 * and an array of VBR6; read where it lies, a few elements at a time, it
 * holds what bcq__reader_record_at reads of it, and the reader sought to
 * its end reads on as after that read.  Any other record is another
 * shape (1). */
START_TEST(varray_metadata_index)
{
    bcq_file *f;
    ck_assert_int_eq(
        bcq_open_path(tu_fixture_path("many.bc"), NULL, &f, NULL), 0);
    bcq_block b, mb;
    bcq_reader *r, *w;
    bcq_entry e;
    size_t i;
    for (i = 0; i < bcq_block_count(f); i++) {
        ck_assert_int_eq(bcq_block_at(f, i, &mb), 0);
        if (mb.id == 8) /* MODULE_BLOCK */
            break;
    }
    ck_assert_uint_lt(i, bcq_block_count(f));
    ck_assert_int_eq(bcq_reader_open(f, &mb, &r, NULL), 0);
    do /* its METADATA_BLOCK */
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), 0);
    while (e.kind != BCQ_ENTRY_SUBBLOCK || e.block_id != 15);
    b = e.block;
    bcq_reader_close(r);
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, NULL), 0);
    ck_assert_int_eq(bcq_reader_open(f, &b, &w, NULL), 0);
    do
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), 0);
    while (e.kind != BCQ_ENTRY_RECORD || e.record.code != 38); /* OFFSET */
    bcq__varray ix;
    ck_assert_int_eq(bcq__reader_varray_at(r, e.record.bit, &ix), 1);
    uint64_t ipos = bcq_reader_tell(r) + (e.record.ops[0] |
                                          e.record.ops[1] << 32);
    ck_assert_int_eq(bcq__reader_varray_at(r, ipos, &ix), 0);
    ck_assert_uint_eq(ix.code, 39); /* METADATA_INDEX */
    ck_assert_uint_eq(ix.width, 6);
    ck_assert_uint_gt(ix.bit, ipos);
    /* w: the whole record, and the entry after it */
    do
        ck_assert_int_eq(bcq_reader_next(w, &e, NULL), 0);
    while (e.kind != BCQ_ENTRY_RECORD || e.record.code != 38);
    bcq_record whole;
    ck_assert_int_eq(bcq__reader_record_at(w, ipos, &whole, NULL), 0);
    ck_assert_uint_eq(whole.nops, ix.count);
    ck_assert_uint_gt(ix.count, 50);
    uint64_t bit = ix.bit, v[7];
    for (size_t k = 0; k < ix.count;) {
        size_t want = ix.count - k < 7 ? (size_t)(ix.count - k) : 7;
        ck_assert_uint_eq(bcq__reader_vbrs(r, &bit, 6, v, want), want);
        for (size_t j = 0; j < want; j++, k++)
            ck_assert(v[j] == whole.ops[k]);
    }
    ck_assert(bit == whole.end_bit);
    uint64_t out = bcq_reader_tell(w); /* the index's end */
    ck_assert(out == bit);
    ck_assert_int_eq(bcq__reader_seek(r, bit), 0);
    bcq_entry a, c;
    ck_assert_int_eq(bcq_reader_next(r, &a, NULL), 0);
    ck_assert_int_eq(bcq_reader_next(w, &c, NULL), 0);
    ck_assert_int_eq(a.kind, c.kind);
    ck_assert_uint_eq(a.record.code, c.record.code);
    ck_assert(a.record.bit == c.record.bit && a.record.bit >= out);
    ck_assert_int_eq(bcq__reader_seek(r, 0), 1);
    ck_assert_uint_eq(bcq__reader_vbrs(r, &out, 1, v, 1), 0); /* width */
    bcq_reader_close(r);
    bcq_reader_close(w);
    bcq_close(f);
}
END_TEST

/* The bits of the records of one code a walk of b meets (at most 4096). */
static size_t walked_bits(const bcq_file *f, const bcq_block *b,
                          unsigned code, uint64_t *out)
{
    static seen all;
    memset(&all, 0, sizeof all);
    ck_assert_int_eq(bcq__each_record_of(f, b, on_seen, &all, NULL), 0);
    size_t n = 0;
    for (size_t i = 0; i < all.n; i++)
        if (all.code[i] == code)
            out[n++] = all.bit[i];
    return n;
}

/* bcq__reader_find_records: the records of one code at the root level,
 * found a few at a time by a reader that resumes where it stopped, are
 * those a walk meets, at the same bits; past the last, fewer. */
START_TEST(find_records_resumes)
{
    bcq_file *f = open_o0();
    bcq_block fn = first_function(f);
    uint64_t want[4096];
    size_t nwant = walked_bits(f, &fn, TU_FUNC_CODE_INST_STORE, want);
    ck_assert_uint_ge(nwant, 3);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &fn, &r, NULL), 0);
    uint64_t got[4096];
    size_t n = bcq__reader_find_records(r, TU_FUNC_CODE_INST_STORE, 1, got);
    ck_assert_uint_eq(n, 1);
    n += bcq__reader_find_records(r, TU_FUNC_CODE_INST_STORE, 2, got + n);
    ck_assert_uint_eq(n, 3);
    n += bcq__reader_find_records(r, TU_FUNC_CODE_INST_STORE, 4096 - n,
                                  got + n);
    ck_assert_uint_eq(n, nwant);
    for (size_t i = 0; i < n; i++)
        ck_assert_uint_eq(got[i], want[i]);
    ck_assert_uint_eq(bcq__reader_find_records(r, TU_FUNC_CODE_INST_STORE,
                                               1, got), 0);
    bcq_reader_close(r);
    bcq_close(f);
}
END_TEST

/* The same for a module's VALUE_SYMTAB, whose FNENTRYs share one
 * abbreviation (the run stepped without the entry loop, reader.c's
 * abbrev_run, [id, VBR8, VBR8] by its own loop where 24 bytes remain):
 * found 1, 2, 3 and the rest at a time, they are those a walk meets, at
 * the same bits; in o0.bc (11, most within 24 bytes of the end) and in
 * many.bc (301). */
static void fnentries_found(const char *fixture, size_t least)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(fixture), NULL, &f, NULL),
                     0);
    size_t mi, nkids, i = 0;
    static bcq_block kids[1024]; /* many.bc's 301 bodies among them */
    bcq_block mod, vst;
    ck_assert_int_eq(bcq_block_find(f, 8, 0, &mi), 0); /* MODULE_BLOCK */
    ck_assert_int_eq(bcq_block_at(f, mi, &mod), 0);
    ck_assert_int_eq(bcq_block_children(f, &mod, kids, 1024, &nkids, NULL),
                     0);
    while (i < nkids && kids[i].id != 14) /* VALUE_SYMTAB */
        i++;
    ck_assert_uint_lt(i, nkids);
    vst = kids[i];
    static uint64_t want[4096], got[4096];
    size_t nwant = walked_bits(f, &vst, 3 /* VST_CODE_FNENTRY */, want);
    ck_assert_uint_ge(nwant, least); /* llvm-bcanalyzer's count */
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &vst, &r, NULL), 0);
    size_t n = 0;
    for (size_t step = 1; step <= 3; step++) {
        ck_assert_uint_eq(bcq__reader_find_records(r, 3, step, got + n), step);
        n += step;
    }
    n += bcq__reader_find_records(r, 3, 4096 - n, got + n);
    ck_assert_uint_eq(n, nwant);
    for (size_t k = 0; k < n; k++)
        ck_assert_uint_eq(got[k], want[k]);
    ck_assert_uint_eq(bcq__reader_find_records(r, 3, 1, got), 0);
    bcq_reader_close(r);
    bcq_close(f);
}

START_TEST(find_records_abbrev_run)
{
    fnentries_found("o0.bc", 11);
    fnentries_found("many.bc", 301);
}
END_TEST

/* bcq__reader_record_at: a record read again where it starts, backwards
 * too; outside the body BCQ_E_RANGE; where no record starts (a sub-block)
 * BCQ_E_BAD_RECORD, after which the reader stays stopped. */
START_TEST(record_at_offsets)
{
    bcq_file *f = open_o0();
    bcq_block fn = first_function(f);
    bcq_reader *r;
    bcq_error e;
    bcq_entry en;
    bcq_record rec;
    ck_assert_int_eq(bcq_reader_open(f, &fn, &r, &e), 0);
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0); /* DECLAREBLOCKS */
    uint64_t first = en.record.bit;
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0); /* CONSTANTS */
    ck_assert_int_eq(en.kind, BCQ_ENTRY_SUBBLOCK);
    uint64_t sub = en.block.bit;
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0); /* METADATA */
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
    ck_assert_uint_eq(en.record.code, TU_FUNC_CODE_INST_ALLOCA);
    uint64_t alloca_bit = en.record.bit;
    ck_assert_int_eq(bcq__reader_record_at(r, first, &rec, &e), 0);
    ck_assert_uint_eq(rec.code, TU_FUNC_CODE_DECLAREBLOCKS);
    ck_assert_uint_eq(rec.nops, 1);
    ck_assert_uint_eq(rec.ops[0], 7);
    ck_assert_int_eq(bcq__reader_record_at(r, alloca_bit, &rec, &e), 0);
    ck_assert_uint_eq(rec.code, TU_FUNC_CODE_INST_ALLOCA);
    ck_assert_uint_eq(rec.nops, 4);
    ck_assert_uint_eq(rec.ops[2], 29);
    /* the reader goes on after it, as bcq_reader_next would */
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
    ck_assert_int_eq(bcq__reader_record_at(r, fn.bit, &rec, &e), BCQ_E_RANGE);
    ck_assert_int_eq(bcq__reader_record_at(r, fn.body_bit + fn.words * 32,
                                           &rec, &e),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq__reader_record_at(r, sub, &rec, &e),
                     BCQ_E_BAD_RECORD);
    ck_assert_int_eq(bcq__reader_record_at(r, first, &rec, &e),
                     BCQ_E_BAD_RECORD);
    bcq_reader_close(r);
    bcq_close(f);
}
END_TEST

Suite *make_reader_suite(void)
{
    Suite *s = suite_create("reader");
    TCase *t = tcase_create("core");
    tcase_add_test(t, function_records_and_skip);
    tcase_add_test(t, enter_constants);
    tcase_add_loop_test(t, blob_zero_copy, 0, 2);
    tcase_add_test(t, array_start_identification);
    tcase_add_test(t, bad_arguments);
    tcase_add_test(t, record_at_offsets);
    tcase_add_test(t, some_records_whole);
    tcase_add_test(t, some_records_every_block);
    tcase_add_loop_test(t, reader_run_same_records, 2, 4);
    tcase_add_test(t, varray_metadata_index);
    tcase_add_test(t, find_records_resumes);
    tcase_add_test(t, find_records_abbrev_run);
    suite_add_tcase(s, t);
    return s;
}
