/*
 * check_budget.c - the memory budget of an open file (lib/base/budget.c) and
 * the caps on abbreviations and BLOCKINFO (doc/libbcq.3, LIMITS).
 *
 * Real files stay far below the budget and bcq_stat_heap() tells what they
 * hold; a module of 3-bit global-value records (an abbreviation of
 * literals only) asks for hundreds of times its size and gets BCQ_E_LIMIT,
 * with everything it charged given back.
 */
#include "config.h"

#include <check.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

#include "bitwriter.h"
#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const char *const fixtures[] = {
    "o0.bc",  "o2.bc",    "g.bc",    "thinlto.bc", "wrapper.bc", "cxx.bc",
    "split.bc", "multi.bc", "cat.bc", "link.bc",   "nosym.bc",   "coff.bc",
    "coff32.bc", "macho.bc", "deplibs.bc", "insts.bc", "many.bc",
    "diag.dia"};
#define NFIX (sizeof fixtures / sizeof fixtures[0])

/* Every structure a query can build, for every module. */
static void query_all(bcq_file *f)
{
    size_t nm = 0;
    if (bcq_module_count(f, &nm, NULL))
        return;
    for (size_t m = 0; m < nm; m++) {
        const bcq_module *mod;
        size_t nf = 0, id;
        ck_assert_int_eq(bcq_module_get(f, m, &mod, NULL), 0);
        ck_assert_int_eq(bcq_function_count(f, m, &nf, NULL), 0);
        if (mod->nglobals && tu_global(mod, 0)->name.len)
            ck_assert_int_eq(bcq_global_find(f, m,
                                             (const char *)tu_global(mod, 0)
                                                 ->name.ptr,
                                             tu_global(mod, 0)->name.len, &id,
                                             NULL),
                             0);
        for (size_t k = 0; k < nf; k++) {
            bcq_function fn;
            bcq_insts *it;
            bcq_inst in;
            ck_assert_int_eq(bcq_function_at(f, m, k, &fn, NULL), 0);
            ck_assert_int_eq(bcq_insts_open(f, &fn, &it, NULL), 0);
            while (bcq_insts_next(it, &in, NULL) == 0)
                ;
            bcq_insts_close(it);
        }
    }
}

/* Rule: what a real file holds is charged: after opening, at least its
 * index (32 bytes per block); after every query, more, and never more than
 * the limit, which is 4 bytes per input byte + 64 MiB.  Outside the
 * sanitizers, malloc's own count agrees (the budget does not undercount by
 * more than allocator overhead). */
START_TEST(budget_real_files)
{
    const char *name = fixtures[_i];
    size_t size;
    uint8_t *buf = tu_read_fixture(name, &size);
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    struct mallinfo2 before = mallinfo2();
#endif
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(buf, size, NULL, &f, NULL), 0);
    ck_assert_uint_eq(bcq_stat_heap_limit(f), 4 * size + ((size_t)64 << 20));
    size_t opened = bcq_stat_heap(f);
    ck_assert_uint_ge(opened, 32 * bcq_block_count(f));
    query_all(f);
    size_t all = bcq_stat_heap(f);
    if (bcq_file_is_ir(f))
        ck_assert_uint_gt(all, opened);
    ck_assert_uint_le(all, bcq_stat_heap_limit(f));
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    struct mallinfo2 after = mallinfo2();
    size_t used = (after.uordblks + after.hblkhd) -
                  (before.uordblks + before.hblkhd);
    /* the handle struct, the headers of small allocations, and what
     * mallinfo2 counts as in use though it is free: the queries' freed
     * temporaries (readers, scopes: ~3 KB each) wait in glibc's per-thread
     * cache (massif: a decoded o0.bc holds 6.8 KB, 6.2 KB charged) */
    ck_assert_uint_le(used, all + all / 4 + sizeof *f + 16384);
#endif
    bcq_close(f);
    free(buf);
}
END_TEST

/* A module whose n global values are each one 3-bit record: id 4 of a
 * block of width 3, an abbreviation of literals only (a declaration,
 * unnamed).  Then a STRTAB, as LLVM 5+ files have. */
static uint8_t *amplified(size_t n, size_t *size)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, 2);
    bw_op ops[11] = {{BW_LIT, TU_MODULE_CODE_FUNCTION}};
    for (int i = 1; i < 11; i++)
        ops[i] = (bw_op){BW_LIT, i == 5}; /* isproto = 1 */
    bw_define_abbrev(&w, 3, 11, ops);
    for (size_t i = 0; i < n; i++)
        bw_fixed(&w, 3, 4);
    bw_end(&w, 3);
    tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "x", 1, NULL);
    *size = bw_size(&w);
    uint8_t *p = bw_dup(&w, *size);
    bw_free(&w);
    return p;
}

/* Rule: a small file cannot make bcq hold more than the budget: 1 200 000
 * global values in 450 KB would need over 76 MB at 64 bytes each; the module
 * query fails with BCQ_E_LIMIT, refunds all it charged, fails the same way
 * again, and the handle keeps serving what it can.  The same shape with
 * 2 000 records decodes (the budget is no obstacle to small modules). */
START_TEST(budget_amplified_module)
{
    size_t size;
    uint8_t *p = amplified(1200000, &size);
    ck_assert_uint_lt(size, 480000);
    bcq_file *f;
    bcq_error err;
    ck_assert_int_eq(bcq_open_mem(p, size, NULL, &f, &err), 0);
    size_t before = bcq_stat_heap(f);
    const bcq_module *m;
    for (int round = 0; round < 2; round++) {
        ck_assert_int_eq(bcq_module_get(f, 0, &m, &err), BCQ_E_LIMIT);
        ck_assert_int_eq(err.code, BCQ_E_LIMIT);
        ck_assert_ptr_nonnull(strstr(err.message, "bytes of heap the handle may hold"));
        ck_assert_uint_eq(bcq_stat_heap(f), before);
    }
    ck_assert_uint_eq(bcq_block_count(f), 2);
    bcq_close(f);
    free(p);

    p = amplified(2000, &size);
    ck_assert_int_eq(bcq_open_mem(p, size, NULL, &f, &err), 0);
    ck_assert_int_eq(bcq_module_get(f, 0, &m, &err), 0);
    ck_assert_uint_eq(m->nglobals, 2000);
    ck_assert_int_eq(tu_global(m, 1999)->is_declaration, 1);
    ck_assert_uint_ge(bcq_stat_heap(f), 2000 * 56); /* bcq__gv */
    bcq_close(f);
    free(p);
}
END_TEST

/* Rule: a module of 20 MB gets a first capacity for its global values
 * from its length (a value per KiB: 1.1 MB, so on huge pages, huge.c);
 * what its records do not fill is given back.  With no global value it
 * all is; with three, the heap after the decode holds three (and what
 * any module holds), not the guess. */
START_TEST(budget_guess_given_back)
{
    const size_t big = (size_t)20 << 20;
    uint8_t *filler = calloc(1, big);
    ck_assert_ptr_nonnull(filler);
    for (size_t n = 0; n <= 3; n += 3) {
        bw w;
        bw_init(&w);
        bw_magic_ir(&w);
        tu_module_begin(&w, 3, 2);
        bw_op ops[11] = {{BW_LIT, TU_MODULE_CODE_FUNCTION}};
        for (int i = 1; i < 11; i++)
            ops[i] = (bw_op){BW_LIT, i == 5}; /* declarations */
        bw_define_abbrev(&w, 3, 11, ops);
        for (size_t i = 0; i < n; i++)
            bw_fixed(&w, 3, 4);
        /* a block LLVM does not know, skipped by its length: one blob */
        const bw_op blob[] = {{BW_LIT, 1}, {BW_BLOB, 0}};
        bw_enter(&w, 3, 99, 3);
        bw_define_abbrev(&w, 3, 2, blob);
        bw_fixed(&w, 3, 4);
        bw_blob(&w, filler, big);
        bw_end(&w, 3);
        bw_end(&w, 3);
        tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "x", 1, NULL);
        size_t size = bw_size(&w);
        uint8_t *p = bw_dup(&w, size);
        bw_free(&w);
        bcq_file *f;
        const bcq_module *m;
        ck_assert_int_eq(bcq_open_mem(p, size, NULL, &f, NULL), 0);
        size_t opened = bcq_stat_heap(f);
        ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
        ck_assert_uint_eq(m->nglobals, n);
        /* the guess was 20 480 values of 56 bytes */
        ck_assert_uint_lt(bcq_stat_heap(f) - opened, 64 * 1024);
        bcq_close(f);
        free(p);
    }
    free(filler);
}
END_TEST

/* Open a stream of one block (id 8, width 4) whose body the writer fills,
 * walking it all (BCQ_OPEN_DEEP). */
static int open_block(void (*body)(bw *w, void *arg), void *arg,
                      bcq_error *err)
{
    bw w;
    bw_init(&w);
    bw_magic(&w, "TEST");
    bw_enter(&w, 2, 8, 4);
    body(&w, arg);
    bw_end(&w, 4);
    size_t size = bw_size(&w);
    uint8_t *p = bw_dup(&w, size);
    bw_free(&w);
    bcq_file *f = NULL;
    int rc = bcq__open_mem_internal(p, size, BCQ_OPEN_DEEP, &f, err);
    bcq_close(f);
    free(p);
    return rc;
}

static void many_ops(bw *w, void *arg)
{
    size_t n = *(size_t *)arg;
    bw_op *ops = calloc(n, sizeof *ops);
    for (size_t i = 0; i < n; i++)
        ops[i] = i ? (bw_op){BW_FIXED, 1} : (bw_op){BW_LIT, 7};
    bw_define_abbrev(w, 4, n, ops);
    free(ops);
}

static void many_literals(bw *w, void *arg)
{
    size_t n = *(size_t *)arg;
    bw_op *ops = calloc(n + 1, sizeof *ops);
    for (size_t i = 0; i < n; i++) /* Fixed(0) reads as literal 0 too */
        ops[i] = i % 2 ? (bw_op){BW_FIXED, 0} : (bw_op){BW_LIT, i};
    ops[n] = (bw_op){BW_VBR, 6};
    bw_define_abbrev(w, 4, n + 1, ops);
    free(ops);
}

static void many_abbrevs(bw *w, void *arg)
{
    size_t n = *(size_t *)arg;
    bw_op op = {BW_LIT, 1};
    for (size_t i = 0; i < n; i++)
        bw_define_abbrev(w, 4, 1, &op);
}

/* Rule: an abbreviation has at most 1 024 operands, at most 32 of them
 * literal (they cost no bits: a 60 KB file of 3-bit records using one
 * abbreviation of 20 000 literals made 2e9 operands), and at most 65 536
 * abbreviations are in scope at once: one more is BCQ_E_LIMIT at the
 * DEFINE_ABBREV, exactly at the cap. */
START_TEST(abbrev_caps)
{
    bcq_error err;
    size_t n = 1024;
    ck_assert_int_eq(open_block(many_ops, &n, &err), 0);
    n = 1025;
    ck_assert_int_eq(open_block(many_ops, &n, &err), BCQ_E_LIMIT);
    ck_assert_ptr_nonnull(strstr(err.message, "1025 operands"));
    ck_assert_uint_eq(err.bit, 32 + 64 + 4); /* after the id */
    n = 32;
    ck_assert_int_eq(open_block(many_literals, &n, &err), 0);
    n = 33;
    ck_assert_int_eq(open_block(many_literals, &n, &err), BCQ_E_LIMIT);
    ck_assert_ptr_nonnull(strstr(err.message, "more than 32 literal"));
    n = 65536;
    ck_assert_int_eq(open_block(many_abbrevs, &n, &err), 0);
    n = 65537;
    ck_assert_int_eq(open_block(many_abbrevs, &n, &err), BCQ_E_LIMIT);
    ck_assert_ptr_nonnull(strstr(err.message, "65536 abbreviations"));
}
END_TEST

static void blockinfo_ids(bw *w, void *arg)
{
    size_t n = *(size_t *)arg;
    bw_enter(w, 4, TU_BLOCKINFO_BLOCK_ID, 3);
    for (size_t i = 0; i < n; i++) {
        tu_setbid(w, 3, 100 + i);
        tu_blockname(w, 3, "a");
    }
    bw_end(w, 3);
}

/* Rule: one BLOCKINFO describes at most 256 block ids (its lookups scan
 * them); the 257th SETBID that gets content is BCQ_E_LIMIT. */
START_TEST(blockinfo_cap)
{
    bcq_error err;
    size_t n = 256;
    ck_assert_int_eq(open_block(blockinfo_ids, &n, &err), 0);
    n = 257;
    ck_assert_int_eq(open_block(blockinfo_ids, &n, &err), BCQ_E_LIMIT);
    ck_assert_ptr_nonnull(strstr(err.message, "more than 256 block ids"));
    ck_assert_int_eq(err.block_id, TU_BLOCKINFO_BLOCK_ID);
}
END_TEST

Suite *make_budget_suite(void)
{
    Suite *s = suite_create("budget");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, budget_real_files, 0, (int)NFIX);
    tcase_add_test(tc, budget_amplified_module);
    tcase_add_test(tc, budget_guess_given_back);
    tcase_add_test(tc, abbrev_caps);
    tcase_add_test(tc, blockinfo_cap);
    suite_add_tcase(s, tc);
    return s;
}
