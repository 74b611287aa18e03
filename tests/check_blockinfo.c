/*
 * check_blockinfo.c - the BLOCKINFO block (lib/blockinfo.c, BitCodeFormat.rst
 * "BLOCKINFO Block", format-facts 3.3), checked through the public API:
 * streams built with the bit writer are opened with bcq_open_mem, names are
 * asked with bcq_block_name/bcq_record_name and abbreviations are observed
 * by decoding records with a bcq_reader.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "bitwriter.h"
#include "suites.h"

#define NOPS(a) (sizeof(a) / sizeof((a)[0]))

/* BLOCKINFO records (unabbreviated, as LLVM writes them). */
static uint64_t setbid(bw *w, unsigned width, uint64_t id)
{
    return bw_unabbrev(w, width, 1, 1, &id);
}

/* BLOCKNAME [chars] (code 2) or SETRECORDNAME [code, chars] (code 3). */
static uint64_t name_rec(bw *w, unsigned width, unsigned code, int has_rc,
                         uint64_t rc, const char *s)
{
    uint64_t ops[64];
    size_t n = 0;
    if (has_rc)
        ops[n++] = rc;
    for (; *s; s++)
        ops[n++] = (unsigned char)*s;
    return bw_unabbrev(w, width, code, n, ops);
}
#define BLOCKNAME(w, wd, s) name_rec(w, wd, 2, 0, 0, s)
#define RECNAME(w, wd, c, s) name_rec(w, wd, 3, 1, c, s)

/* An open file over an exactly sized copy of the writer's bytes. */
typedef struct opened {
    bcq_file *f;
    uint8_t *buf;
    int rc;
    bcq_error err;
} opened;

static opened open_w(const bw *w, unsigned flags)
{
    opened o;
    size_t n = bw_size(w);
    o.buf = bw_dup(w, n);
    o.rc = bcq_open_mem(o.buf, n, flags, &o.f, &o.err);
    return o;
}

static void close_o(opened *o)
{
    bcq_close(o->f);
    free(o->buf);
}

/* The blocks of o in file order, depth first: the index, with the levels
 * of LAZY blocks indexed on demand; a level that fails to index counts as
 * empty.  At most cap; returns how many. */
static size_t tree(const bcq_file *f, const bcq_block *b, bcq_block *out,
                   size_t n, size_t cap)
{
    if (n < cap)
        out[n] = *b;
    n++;
    if (!(b->flags & BCQ_BLOCK_LAZY))
        return n;
    bcq_block kids[16];
    size_t nk;
    if (bcq_block_children(f, b, kids, 16, &nk, NULL))
        return n;
    for (size_t i = 0; i < nk; i++)
        n = tree(f, &kids[i], out, n, cap);
    return n;
}

static size_t tree_all(const opened *o, bcq_block *out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < bcq_block_count(o->f); i++) {
        bcq_block b;
        ck_assert_int_eq(bcq_block_at(o->f, i, &b), 0);
        if (b.flags & BCQ_BLOCK_LAZY)
            n = tree(o->f, &b, out, n, cap); /* it, then its levels */
        else if (n++ < cap)
            out[n - 1] = b;
    }
    return n;
}

/* Block i of that order, and how many there are. */
static bcq_block block_at(const opened *o, size_t i)
{
    bcq_block all[64];
    size_t n = tree_all(o, all, 64);
    ck_assert_uint_lt(i, n);
    return all[i];
}

static size_t tree_count(const opened *o)
{
    bcq_block all[64];
    return tree_all(o, all, 64);
}

/* The next entry of a reader, which must succeed. */
static bcq_entry next_ok(bcq_reader *r)
{
    bcq_entry e;
    bcq_error err;
    int rc = bcq_reader_next(r, &e, &err);
    ck_assert_msg(rc == 0, "reader: %s at bit %llu", err.message,
                  (unsigned long long)err.bit_offset);
    return e;
}

/* Rule: SETBID / DEFINE_ABBREV / BLOCKNAME / SETRECORDNAME are parsed:
 * the names come back through bcq_block_name/bcq_record_name from the
 * BLOCKINFO's end on (not before), and the BLOCKINFO abbreviation takes
 * id 4 before the block's own DEFINE_ABBREV (id 5). */
START_TEST(bi_names_and_abbrev_ids)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 0, 3);
    setbid(&w, 3, 9);
    const bw_op a[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
    bw_define_abbrev(&w, 3, NOPS(a), a);
    BLOCKNAME(&w, 3, "foo");
    RECNAME(&w, 3, 7, "bar");
    RECNAME(&w, 3, 20, "baz");
    const uint64_t unknown[] = {1, 2};
    bw_unabbrev(&w, 3, 50, 2, unknown); /* unknown codes are ignored */
    bw_end(&w, 3);
    uint64_t bi_end = bw_bitpos(&w);
    uint64_t b9 = bw_enter(&w, 2, 9, 4);
    const bw_op local[] = {{BW_LIT, 20}, {BW_VBR, 6}};
    bw_define_abbrev(&w, 4, NOPS(local), local);
    uint64_t r1 = bw_bitpos(&w);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 200);
    uint64_t r2 = bw_bitpos(&w);
    bw_fixed(&w, 4, 5);
    bw_vbr(&w, 6, 1234);
    const uint64_t two[] = {1, 2};
    uint64_t r3 = bw_unabbrev(&w, 4, 3, 2, two);
    bw_end(&w, 4);

    opened o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 2);
    ck_assert_uint_eq(block_at(&o, 0).id, 0);
    bcq_block b = block_at(&o, 1);
    ck_assert_uint_eq(b.id, 9);
    ck_assert_uint_eq(b.offset_bits, b9);
    ck_assert_str_eq(bcq_block_name(o.f, 9, UINT64_MAX), "foo");
    ck_assert_str_eq(bcq_block_name(o.f, 9, bi_end), "foo");
    ck_assert_ptr_null(bcq_block_name(o.f, 9, bi_end - 1));
    ck_assert_str_eq(bcq_record_name(o.f, 9, 7, UINT64_MAX), "bar");
    ck_assert_str_eq(bcq_record_name(o.f, 9, 20, b9), "baz");
    ck_assert_ptr_null(bcq_record_name(o.f, 9, 3, UINT64_MAX));
    ck_assert_ptr_null(bcq_record_name(o.f, 9, 7, 32));
    ck_assert_ptr_null(bcq_block_name(o.f, 10, UINT64_MAX));
    ck_assert_str_eq(bcq_block_name(o.f, 0, UINT64_MAX), "BLOCKINFO_BLOCK");
    ck_assert_str_eq(bcq_record_name(o.f, 0, 1, UINT64_MAX), "SETBID");

    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    bcq_entry e = next_ok(r);
    ck_assert_int_eq(e.kind, BCQ_ENTRY_RECORD);
    ck_assert_uint_eq(e.record.abbrev_id, 4);
    ck_assert_uint_eq(e.record.code, 7);
    ck_assert_uint_eq(e.record.nops, 1);
    ck_assert_uint_eq(e.record.ops[0], 200);
    ck_assert_uint_eq(e.record.offset_bits, r1);
    e = next_ok(r);
    ck_assert_uint_eq(e.record.abbrev_id, 5);
    ck_assert_uint_eq(e.record.code, 20);
    ck_assert_uint_eq(e.record.ops[0], 1234);
    ck_assert_uint_eq(e.record.offset_bits, r2);
    e = next_ok(r);
    ck_assert_uint_eq(e.record.abbrev_id, 3);
    ck_assert_uint_eq(e.record.code, 3);
    ck_assert_uint_eq(e.record.offset_bits, r3);
    e = next_ok(r);
    ck_assert_int_eq(e.kind, BCQ_ENTRY_END);
    ck_assert_uint_eq(e.block_id, 9);
    bcq_reader_close(r);
    close_o(&o);
    bw_free(&w);
}
END_TEST

/* Rule: a reader opened on the BLOCKINFO block yields its SETBID,
 * BLOCKNAME and SETRECORDNAME records as data (DEFINE_ABBREV consumed). */
START_TEST(bi_read_as_data)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 0, 2);
    setbid(&w, 2, 12);
    const bw_op a[] = {{BW_LIT, 1}};
    bw_define_abbrev(&w, 2, NOPS(a), a);
    BLOCKNAME(&w, 2, "fn");
    RECNAME(&w, 2, 4, "x");
    bw_end(&w, 2);
    opened o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    bcq_block b = block_at(&o, 0);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    static const unsigned codes[] = {1, 2, 3};
    static const size_t nops[] = {1, 2, 2};
    for (int i = 0; i < 3; i++) {
        bcq_entry e = next_ok(r);
        ck_assert_int_eq(e.kind, BCQ_ENTRY_RECORD);
        ck_assert_uint_eq(e.record.code, codes[i]);
        ck_assert_uint_eq(e.record.nops, nops[i]);
    }
    ck_assert_int_eq(next_ok(r).kind, BCQ_ENTRY_END);
    bcq_reader_close(r);
    ck_assert_str_eq(bcq_block_name(o.f, 12, UINT64_MAX), "fn");
    ck_assert_str_eq(bcq_record_name(o.f, 12, 4, UINT64_MAX), "x");
    close_o(&o);
    bw_free(&w);
}
END_TEST

/* Rule: SETBID for the same id again adds to its list: abbreviations of a
 * block id take ids 4, 5, ... in definition order across SETBIDs, other
 * ids' definitions in between do not count, local ones follow. */
START_TEST(bi_setbid_accumulates)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 0, 2);
    const bw_op a9a[] = {{BW_LIT, 1}, {BW_FIXED, 4}};
    const bw_op a10[] = {{BW_LIT, 2}};
    const bw_op a9b[] = {{BW_LIT, 3}, {BW_VBR, 6}};
    setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, NOPS(a9a), a9a);
    setbid(&w, 2, 10);
    bw_define_abbrev(&w, 2, NOPS(a10), a10);
    setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, NOPS(a9b), a9b);
    bw_end(&w, 2);
    bw_enter(&w, 2, 9, 3);
    const bw_op loc[] = {{BW_LIT, 4}};
    bw_define_abbrev(&w, 3, NOPS(loc), loc);
    bw_fixed(&w, 3, 4);
    bw_fixed(&w, 4, 11);
    bw_fixed(&w, 3, 5);
    bw_vbr(&w, 6, 22);
    bw_fixed(&w, 3, 6);
    bw_end(&w, 3);
    bw_enter(&w, 2, 10, 3);
    bw_fixed(&w, 3, 4);
    bw_end(&w, 3);
    opened o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 3);
    bcq_block b = block_at(&o, 1);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    static const unsigned codes[] = {1, 3, 4};
    static const size_t nops[] = {1, 1, 0};
    static const uint64_t op0[] = {11, 22, 0};
    for (int i = 0; i < 3; i++) {
        bcq_entry e = next_ok(r);
        ck_assert_uint_eq(e.record.abbrev_id, 4 + (unsigned)i);
        ck_assert_uint_eq(e.record.code, codes[i]);
        ck_assert_uint_eq(e.record.nops, nops[i]);
        if (nops[i])
            ck_assert_uint_eq(e.record.ops[0], op0[i]);
    }
    ck_assert_int_eq(next_ok(r).kind, BCQ_ENTRY_END);
    bcq_reader_close(r);
    b = block_at(&o, 2);
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    bcq_entry e = next_ok(r);
    ck_assert_uint_eq(e.record.code, 2);
    ck_assert_uint_eq(e.record.nops, 0);
    bcq_reader_close(r);
    close_o(&o);
    bw_free(&w);
}
END_TEST

/* Rule: BLOCKNAME given twice keeps the last; SETRECORDNAME given twice
 * for one code answers the first; an empty BLOCKNAME falls back to the
 * built-in IR name; codes without a SETRECORDNAME use the IR table. */
START_TEST(bi_name_precedence)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, 0, 2);
    setbid(&w, 2, 12);
    BLOCKNAME(&w, 2, "");
    setbid(&w, 2, 11);
    BLOCKNAME(&w, 2, "a");
    BLOCKNAME(&w, 2, "b");
    RECNAME(&w, 2, 1, "x");
    RECNAME(&w, 2, 1, "y");
    bw_end(&w, 2);
    bw_enter(&w, 2, 8, 3);
    bw_end(&w, 3);
    opened o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_str_eq(bcq_block_name(o.f, 12, UINT64_MAX), "FUNCTION_BLOCK");
    ck_assert_str_eq(bcq_block_name(o.f, 11, UINT64_MAX), "b");
    ck_assert_str_eq(bcq_record_name(o.f, 11, 1, UINT64_MAX), "x");
    ck_assert_str_eq(bcq_record_name(o.f, 11, 9, UINT64_MAX), "CSTRING");
    ck_assert_str_eq(bcq_block_name(o.f, 11, 0), "CONSTANTS_BLOCK");
    close_o(&o);
    bw_free(&w);
}
END_TEST

/* Rule: a BLOCKINFO inside MODULE_BLOCK takes effect at open when it
 * stands in the module's preamble, before any other sub-block, where
 * every LLVM writer puts it (the next test).  This one comes after a block
 * 9: without BCQ_OPEN_DEEP it is indexed and checked with the module's
 * level but takes no effect (the open does not read that far, and what a
 * block means must not depend on which query indexed the module first):
 * both blocks 9 fail at their id 4 with BCQ_E_BAD_ABBREV and keep LLVM's
 * name.  BCQ_OPEN_DEEP applies it from its end on, as llvm-bcanalyzer
 * does: the early block fails the open. */
START_TEST(bi_inside_module_applies_after)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    uint64_t mod = bw_enter(&w, 2, 8, 3);
    uint64_t early = bw_enter(&w, 3, 9, 4);
    uint64_t bad_id = bw_bitpos(&w);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 1);
    bw_end(&w, 4);
    bw_enter(&w, 3, 0, 2);
    setbid(&w, 2, 9);
    const bw_op a[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
    bw_define_abbrev(&w, 2, NOPS(a), a);
    BLOCKNAME(&w, 2, "mine");
    bw_end(&w, 2);
    uint64_t late = bw_enter(&w, 3, 9, 4);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 55);
    bw_end(&w, 4);
    bw_end(&w, 3);

    opened o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 1);
    ck_assert_uint_eq(tree_count(&o), 4);
    bcq_block b1 = block_at(&o, 1), b3 = block_at(&o, 3);
    ck_assert_uint_eq(b1.offset_bits, early);
    ck_assert_uint_eq(b3.offset_bits, late);
    ck_assert_uint_eq(b1.flags & BCQ_BLOCK_LAZY, BCQ_BLOCK_LAZY);
    ck_assert_str_eq(bcq_block_name(o.f, 9, early), "PARAMATTR_BLOCK");
    ck_assert_str_eq(bcq_block_name(o.f, 9, late), "PARAMATTR_BLOCK");

    bcq_reader *r;
    bcq_entry e;
    bcq_error err;
    ck_assert_int_eq(bcq_reader_open(o.f, &b1, &r, NULL), 0);
    ck_assert_int_eq(bcq_reader_next(r, &e, &err), BCQ_E_BAD_ABBREV);
    ck_assert_int_eq(err.code, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(err.bit_offset, bad_id);
    ck_assert_uint_eq(err.block_id, 9);
    ck_assert_uint_eq(err.block_bit_offset, early);
    bcq_reader_close(r);
    ck_assert_int_eq(bcq_reader_open(o.f, &b3, &r, NULL), 0);
    ck_assert_int_eq(bcq_reader_next(r, &e, &err), BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(err.bit_offset, late + 64);
    bcq_reader_close(r);
    close_o(&o);

    o = open_w(&w, BCQ_OPEN_DEEP);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_ABBREV);
    ck_assert_ptr_null(o.f);
    ck_assert_uint_eq(o.err.bit_offset, bad_id);
    ck_assert_uint_eq(o.err.block_id, 9);
    ck_assert_uint_eq(o.err.block_bit_offset, early);
    free(o.buf);
    (void)mod;
    bw_free(&w);
}
END_TEST

/* Rule: a reader walking MODULE_BLOCK applies a BLOCKINFO it meets on the
 * way, entered or skipped, to the sub-blocks after it: entering the early
 * block 9 fails at its id 4 (BCQ_E_BAD_ABBREV), entering the late one
 * decodes id 4 with the BLOCKINFO's abbreviation. */
START_TEST(bi_reader_meets_blockinfo)
{
    for (int enter_bi = 0; enter_bi < 2; enter_bi++) {
        bw w;
        bw_init(&w);
        bw_magic_ir(&w);
        bw_enter(&w, 2, 8, 3);
        bw_enter(&w, 3, 0, 2);
        setbid(&w, 2, 9);
        const bw_op a[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
        bw_define_abbrev(&w, 2, NOPS(a), a);
        bw_end(&w, 2);
        bw_enter(&w, 3, 9, 4);
        bw_fixed(&w, 4, 4);
        bw_fixed(&w, 8, 66);
        bw_end(&w, 4);
        bw_end(&w, 3);
        opened o = open_w(&w, 0);
        ck_assert_int_eq(o.rc, 0);
        bcq_block m = block_at(&o, 0);
        bcq_reader *r;
        ck_assert_int_eq(bcq_reader_open(o.f, &m, &r, NULL), 0);
        bcq_entry e = next_ok(r);
        ck_assert_int_eq(e.kind, BCQ_ENTRY_SUBBLOCK);
        ck_assert_uint_eq(e.block.id, 0);
        if (enter_bi) {
            ck_assert_int_eq(bcq_reader_enter(r, NULL), 0);
            e = next_ok(r);
            ck_assert_uint_eq(e.record.code, 1); /* SETBID, as data */
            ck_assert_uint_eq(e.depth, 1);
            ck_assert_int_eq(next_ok(r).kind, BCQ_ENTRY_END);
        }
        e = next_ok(r);
        ck_assert_int_eq(e.kind, BCQ_ENTRY_SUBBLOCK);
        ck_assert_uint_eq(e.block.id, 9);
        ck_assert_int_eq(bcq_reader_enter(r, NULL), 0);
        e = next_ok(r);
        ck_assert_uint_eq(e.record.code, 7);
        ck_assert_uint_eq(e.record.ops[0], 66);
        ck_assert_uint_eq(e.depth, 1);
        bcq_reader_close(r);
        close_o(&o);
        bw_free(&w);
    }
}
END_TEST

/* Rule: a BLOCKINFO takes effect only when the opening walk parsed it.
 * Inside a lazily indexed block (here FUNCTION_BLOCK, jumped at open
 * without BCQ_OPEN_DEEP) it is listed as a child but ignored -- as LLVM's
 * IR reader skips it there -- so what the body means cannot depend on
 * whether, or by which thread, the body was indexed first.  With flags 0
 * the CONSTANTS block after it therefore uses an undefined id 4: indexing
 * the body and reading that block both fail with BCQ_E_BAD_ABBREV at the
 * record's id, before and after the other.  With BCQ_OPEN_DEEP the walk
 * parses it and id 4 decodes with its abbreviation, as in
 * llvm-bcanalyzer. */
START_TEST(bi_inside_lazy_block)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, 8, 3);
    bw_enter(&w, 3, 12, 4);
    bw_enter(&w, 4, 0, 2);
    setbid(&w, 2, 11);
    const bw_op a[] = {{BW_LIT, 5}, {BW_FIXED, 8}};
    bw_define_abbrev(&w, 2, NOPS(a), a);
    bw_end(&w, 2);
    uint64_t cst = bw_enter(&w, 4, 11, 4);
    uint64_t rec = bw_bitpos(&w);
    bw_fixed(&w, 4, 4);
    bw_fixed(&w, 8, 42);
    bw_end(&w, 4);
    bw_end(&w, 4);
    bw_end(&w, 3);
    for (int deep = 1; deep >= 0; deep--) {
        opened o = open_w(&w, deep ? BCQ_OPEN_DEEP : 0);
        ck_assert_int_eq(o.rc, 0);
        ck_assert_uint_eq(tree_count(&o), 4);
        bcq_block fn = block_at(&o, 1), kids[2], cb;
        bcq_error err;
        size_t n = 0;
        if (!deep) { /* the body's level: the CONSTANTS block is jumped */
            ck_assert_int_eq(bcq_block_children(o.f, &fn, kids, 2, &n, NULL),
                             0);
            ck_assert_uint_eq(n, 2);
            for (int k = 0; k < 2; k++) { /* same answer twice */
                size_t m;
                ck_assert_int_eq(
                    bcq_block_children(o.f, &kids[1], NULL, 0, &m, &err),
                    BCQ_E_BAD_ABBREV);
                ck_assert_uint_eq(err.bit_offset, rec);
            }
        }
        if (deep) {
            ck_assert_int_eq(bcq_block_children(o.f, &fn, kids, 2, &n, NULL),
                             0);
            ck_assert_uint_eq(n, 2);
            ck_assert_uint_eq(kids[0].id, 0);
            ck_assert_uint_eq(kids[1].id, 11);
            cb = kids[1];
        } else {
            /* the CONSTANTS block as a reader of the body finds it */
            bcq_reader *fr;
            bcq_entry e;
            ck_assert_int_eq(bcq_reader_open(o.f, &fn, &fr, NULL), 0);
            do
                ck_assert_int_eq(bcq_reader_next(fr, &e, NULL), 0);
            while (e.kind != BCQ_ENTRY_SUBBLOCK || e.block.id != 11);
            cb = e.block;
            bcq_reader_close(fr);
        }
        ck_assert_uint_eq(cb.offset_bits, cst);
        bcq_reader *r;
        ck_assert_int_eq(bcq_reader_open(o.f, &cb, &r, NULL), 0);
        bcq_entry e;
        int rc = bcq_reader_next(r, &e, &err);
        if (deep) {
            ck_assert_msg(rc == 0, "DEEP: %s at bit %llu", err.message,
                          (unsigned long long)err.bit_offset);
            ck_assert_uint_eq(e.record.code, 5);
            ck_assert_uint_eq(e.record.ops[0], 42);
        } else {
            ck_assert_int_eq(rc, BCQ_E_BAD_ABBREV);
            ck_assert_uint_eq(err.bit_offset, rec);
        }
        bcq_reader_close(r);
        close_o(&o);
    }
    bw_free(&w);
}
END_TEST

/* Rule: whatever reach a BLOCKINFO inside a lazy body has, it is the same
 * for every position after that body: after bcq_block_children indexed
 * FUNCTION_BLOCK (which holds a BLOCKINFO naming block 11 "xy" and giving
 * it abbreviation [lit 5]), two module-level blocks 11 after the function
 * -- one starting right at its end, one later -- get the same name and
 * decode their id 4 the same way (with flags 0 and BCQ_OPEN_DEEP).
 * Regression (off by one): bcq__file_blockinfo_at skipped a sub-index's
 * BLOCKINFOs only when pos > s->end_bit, so the block starting exactly at
 * the function's end was named "xy" and decoded id 4 while the later one
 * got "CONSTANTS_BLOCK" and BCQ_E_BAD_ABBREV (flags 0). */
START_TEST(bi_lazy_blockinfo_reach)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    bw_enter(&w, 2, 8, 3);
    bw_enter(&w, 3, 12, 4);
    bw_enter(&w, 4, 0, 2);
    setbid(&w, 2, 11);
    BLOCKNAME(&w, 2, "xy");
    const bw_op a[] = {{BW_LIT, 5}};
    bw_define_abbrev(&w, 2, NOPS(a), a);
    bw_end(&w, 2);
    bw_end(&w, 4);
    uint64_t at[2];
    for (int k = 0; k < 2; k++) {
        at[k] = bw_enter(&w, 3, 11, 4);
        bw_fixed(&w, 4, 4);
        bw_end(&w, 4);
        bw_unabbrev(&w, 3, 1, 0, NULL); /* the second starts later */
    }
    bw_end(&w, 3);
    for (int deep = 1; deep >= 0; deep--) {
        opened o = open_w(&w, deep ? BCQ_OPEN_DEEP : 0);
        ck_assert_int_eq(o.rc, 0);
        bcq_block fn = block_at(&o, 1);
        ck_assert_uint_eq(fn.id, 12);
        size_t n;
        bcq_block kid;
        ck_assert_int_eq(bcq_block_children(o.f, &fn, &kid, 1, &n, NULL), 0);
        ck_assert_uint_eq(fn.body_bits + fn.words * 32, at[0]);
        const char *n0 = bcq_block_name(o.f, 11, at[0]);
        const char *n1 = bcq_block_name(o.f, 11, at[1]);
        ck_assert_msg(n0 && n1 && strcmp(n0, n1) == 0,
                      "flags %d: \"%s\" at the function's end, \"%s\" after",
                      deep, n0 ? n0 : "(null)", n1 ? n1 : "(null)");
        int rcs[2];
        for (int k = 0; k < 2; k++) {
            bcq_block b = block_at(&o, 3 + (size_t)k);
            ck_assert_uint_eq(b.offset_bits, at[k]);
            bcq_reader *r;
            bcq_entry e;
            ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
            rcs[k] = bcq_reader_next(r, &e, NULL);
            bcq_reader_close(r);
        }
        ck_assert_int_eq(rcs[0], rcs[1]);
        close_o(&o);
    }
    bw_free(&w);
}
END_TEST

/* Rule: a second BLOCKINFO replaces the first for the blocks after it
 * (not merged): block 9's id 4 changes meaning, a name given only by the
 * first BLOCKINFO is gone after the second, and an id defined only by the
 * first is undefined after the second (BCQ_E_BAD_ABBREV at the id). */
START_TEST(bi_second_replaces_first)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 0, 2);
    setbid(&w, 2, 9);
    const bw_op a1[] = {{BW_LIT, 7}, {BW_FIXED, 8}};
    const bw_op a2[] = {{BW_LIT, 8}};
    bw_define_abbrev(&w, 2, NOPS(a1), a1);
    bw_define_abbrev(&w, 2, NOPS(a2), a2);
    BLOCKNAME(&w, 2, "one");
    setbid(&w, 2, 10);
    BLOCKNAME(&w, 2, "ten");
    RECNAME(&w, 2, 1, "r1");
    bw_end(&w, 2);
    uint64_t first9 = bw_enter(&w, 2, 9, 3);
    bw_fixed(&w, 3, 4);
    bw_fixed(&w, 8, 1);
    bw_fixed(&w, 3, 5);
    bw_end(&w, 3);
    bw_enter(&w, 2, 0, 2);
    setbid(&w, 2, 9);
    const bw_op b1[] = {{BW_LIT, 9}, {BW_CHAR6, 0}};
    bw_define_abbrev(&w, 2, NOPS(b1), b1);
    BLOCKNAME(&w, 2, "two");
    bw_end(&w, 2);
    bw_enter(&w, 2, 9, 3);
    bw_fixed(&w, 3, 4);
    bw_char6(&w, 'q');
    bw_end(&w, 3);

    opened o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, 0);
    ck_assert_uint_eq(bcq_block_count(o.f), 4);
    ck_assert_str_eq(bcq_block_name(o.f, 9, first9), "one");
    ck_assert_str_eq(bcq_block_name(o.f, 10, first9), "ten");
    ck_assert_str_eq(bcq_record_name(o.f, 10, 1, first9), "r1");
    ck_assert_str_eq(bcq_block_name(o.f, 9, UINT64_MAX), "two");
    ck_assert_ptr_null(bcq_block_name(o.f, 10, UINT64_MAX));
    ck_assert_ptr_null(bcq_record_name(o.f, 10, 1, UINT64_MAX));
    bcq_block b = block_at(&o, 1);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    bcq_entry e = next_ok(r);
    ck_assert_uint_eq(e.record.code, 7);
    ck_assert_uint_eq(e.record.ops[0], 1);
    e = next_ok(r);
    ck_assert_uint_eq(e.record.code, 8);
    bcq_reader_close(r);
    b = block_at(&o, 3);
    ck_assert_int_eq(bcq_reader_open(o.f, &b, &r, NULL), 0);
    e = next_ok(r);
    ck_assert_uint_eq(e.record.code, 9);
    ck_assert_uint_eq(e.record.ops[0], 'q');
    bcq_reader_close(r);
    close_o(&o);
    bw_free(&w);

    /* the same, with the last block using id 5 (only the first had it) */
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 0, 2);
    setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, NOPS(a1), a1);
    bw_define_abbrev(&w, 2, NOPS(a2), a2);
    bw_end(&w, 2);
    bw_enter(&w, 2, 0, 2);
    setbid(&w, 2, 9);
    bw_define_abbrev(&w, 2, NOPS(b1), b1);
    bw_end(&w, 2);
    uint64_t last = bw_enter(&w, 2, 9, 3);
    uint64_t id5 = bw_bitpos(&w);
    bw_fixed(&w, 3, 5);
    bw_end(&w, 3);
    o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_ABBREV);
    ck_assert_uint_eq(o.err.bit_offset, id5);
    ck_assert_uint_eq(o.err.block_id, 9);
    ck_assert_uint_eq(o.err.block_bit_offset, last);
    free(o.buf);
    bw_free(&w);
}
END_TEST

/* The malformed BLOCKINFO bodies (DEFINE_ABBREV, BLOCKNAME or
 * SETRECORDNAME before SETBID, a nested block, an abbreviated record, an
 * empty SETBID or SETRECORDNAME, a SETBID over 32 bits) are cases of the
 * hostile corpus: tests/data/bad/bi_*_test and bi_*_ir (check_bad.c). */

/* Rule: BLOCKINFO's END_BLOCK must be where blocklen says (one word
 * early: BCQ_E_BAD_BLOCK at the END_BLOCK id), and content running past
 * blocklen is BCQ_E_BAD_BLOCK at the read that crossed the end (here a
 * SETBID's operand VBR). */
START_TEST(bi_blocklen_mismatch)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    uint64_t len_bit;
    bw_enter_raw(&w, 2, 0, 3, 2, &len_bit); /* body is 1 word, says 2 */
    setbid(&w, 3, 9);
    uint64_t end = bw_end_raw(&w, 3);
    bw_fixed(&w, 32, 0);
    bw_enter(&w, 2, 9, 3);
    bw_end(&w, 3);
    opened o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_BLOCK);
    ck_assert_uint_eq(o.err.bit_offset, end);
    ck_assert_uint_eq(o.err.block_id, 0);
    free(o.buf);

    /* blocklen 1 word but the body is 2: SETBID takes bits 0..20 of the
     * body, BLOCKNAME's id and code 21..29, its count VBR (30..35) crosses
     * the end of the word */
    bw_free(&w);
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter_raw(&w, 2, 0, 3, 1, &len_bit);
    uint64_t body = bw_bitpos(&w);
    setbid(&w, 3, 9);
    uint64_t bn = BLOCKNAME(&w, 3, "abcd");
    bw_end_raw(&w, 3);
    bw_enter(&w, 2, 9, 3);
    bw_end(&w, 3);
    o = open_w(&w, 0);
    ck_assert_int_eq(o.rc, BCQ_E_BAD_BLOCK);
    ck_assert_uint_eq(bn, body + 21);
    ck_assert_uint_eq(o.err.bit_offset, bn + 3 + 6);
    ck_assert_uint_eq(o.err.block_id, 0);
    free(o.buf);
    bw_free(&w);
}
END_TEST

Suite *make_blockinfo_suite(void)
{
    Suite *s = suite_create("blockinfo");
    TCase *tc = tcase_create("blockinfo");
    tcase_add_test(tc, bi_names_and_abbrev_ids);
    tcase_add_test(tc, bi_read_as_data);
    tcase_add_test(tc, bi_setbid_accumulates);
    tcase_add_test(tc, bi_name_precedence);
    tcase_add_test(tc, bi_inside_module_applies_after);
    tcase_add_test(tc, bi_reader_meets_blockinfo);
    tcase_add_test(tc, bi_inside_lazy_block);
    tcase_add_test(tc, bi_lazy_blockinfo_reach);
    tcase_add_test(tc, bi_second_replaces_first);
    tcase_add_test(tc, bi_blocklen_mismatch);
    suite_add_tcase(s, tc);
    return s;
}
