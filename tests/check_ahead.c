/*
 * check_ahead.c - the list of function bodies the opening walk fetches
 * ahead (lib/ir/ahead.c) when a module's level is indexed: FNENTRY word offsets of the module-level
 * VALUE_SYMTAB turned into the stream bits of the FUNCTION_BLOCKs.
 *
 * The list only steers prefetches, so what matters is that it is right on
 * real files (else it is useless) and harmless on anything else.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "bitwriter.h"
#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const char *const ir[] = {"o0.bc",    "o2.bc",   "g.bc",
                                 "thinlto.bc", "wrapper.bc", "cxx.bc",
                                 "link.bc",  "insts.bc", "multi.bc"};

/* Rule: on clang's files the list is exactly the FUNCTION_BLOCKs of the
 * module, in file order, as the (deep) index found them by walking. */
START_TEST(plan_matches_the_walk)
{
    bcq_file *f;
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(ir[_i]), BCQ_OPEN_DEEP, &f,
                                   NULL),
                     0);
    size_t nm;
    ck_assert_int_eq(bcq_module_count(f, &nm, NULL), 0);
    for (size_t m = 0; m < nm; m++) {
        const bcq_module *mod;
        ck_assert_int_eq(bcq_module_get(f, m, &mod, NULL), 0);
        ck_assert(mod->has_vstoffset);
        const bcq__block *mb = &bcq__fs(f)->index.v[mod->module_block];
        size_t first = mod->ident_block != BCQ_NONE ? mod->ident_block
                                                    : mod->module_block;
        uint64_t base = bcq__fs(f)->index.v[first].enter_bit;
        bcq__ahead a = {0};
        uint64_t vst = base + (mod->vstoffset - 1) * 32;
        /* the module's BLOCKINFO, in force where the VST is */
        bcq__ahead_plan(f, bcq__file_blockinfo_at(f, vst), mb->width, base,
                        vst,
                        mb->enter_bit + mb->body_delta + 32 * (uint64_t)mb->words,
                        &a);
        ck_assert(a.tried);
        size_t k = 0;
        uint64_t mend = mb->enter_bit + mb->body_delta + 32 * (uint64_t)mb->words;
        for (size_t i = mod->module_block + 1;
             i < bcq__fs(f)->index.n && bcq__fs(f)->index.v[i].enter_bit < mend; i++)
            if (bcq__fs(f)->index.v[i].block_id == TU_FUNCTION_BLOCK_ID &&
                bcq__fs(f)->index.v[i].parent == mod->module_block) {
                ck_assert_uint_lt(k, a.n);
                ck_assert_uint_eq(a.bits[k], bcq__fs(f)->index.v[i].enter_bit);
                k++;
            }
        ck_assert_uint_gt(k, 0);
        ck_assert_uint_eq(k, a.n);
        ck_assert_uint_gt(bcq_stat_heap(f), 0);
        bcq__ahead_free(f, &a);
        ck_assert_ptr_null(a.bits);
    }
    bcq_close(f);
}
END_TEST

/* The level of the first MODULE_BLOCK of f. */
static const bcq__subindex *module_level(const bcq_file *f)
{
    size_t mi;
    ck_assert_int_eq(bcq_block_find(f, TU_MODULE_BLOCK_ID, 0, &mi), 0);
    bcq_block mb;
    ck_assert_int_eq(bcq_block_at(f, mi, &mb), 0);
    const bcq__subindex *lv;
    ck_assert_int_eq(bcq__level_get(f, &mb, &lv, NULL), 0);
    return lv;
}

/* Rule: indexing a module's level gives the same blocks with the
 * look-ahead as without (it only prefetches); on every IR fixture, block
 * by block. */
START_TEST(walk_unchanged)
{
    bcq_file *a, *b;
    const char *path = tu_fixture_path(ir[_i]);
    ck_assert_int_eq(bcq_open_path(path, NULL, &a, NULL), 0);
    ck_assert_int_eq(bcq__open_path_internal(path, BCQ__OPEN_AHEAD_ALWAYS, &b, NULL), 0);
    const bcq__subindex *la = module_level(a), *lb = module_level(b);
    ck_assert_uint_gt(la->blocks.n, 0);
    ck_assert_uint_eq(la->blocks.n, lb->blocks.n);
    for (size_t i = 0; i < la->blocks.n; i++) { /* field by field: padding */
        const bcq__block *x = &la->blocks.v[i], *y = &lb->blocks.v[i];
        ck_assert_uint_eq(x->enter_bit, y->enter_bit);
        ck_assert_uint_eq(x->words, y->words);
        ck_assert_uint_eq(x->parent, y->parent);
        ck_assert_uint_eq(x->block_id, y->block_id);
        ck_assert_uint_eq(x->body_delta, y->body_delta);
        ck_assert_uint_eq(x->width, y->width);
        ck_assert_uint_eq(x->flags, y->flags);
        ck_assert_uint_eq(x->depth, y->depth);
    }
    ck_assert_uint_eq(bcq_stat_heap(a), bcq_stat_heap(b));
    bcq_close(a);
    bcq_close(b);
}
END_TEST

/* Rule: anything else gives a short or empty list and no failure: a VST
 * position past the limit, at a block that is not a VALUE_SYMTAB, at a
 * record, or at bit 0; all that was charged for it is given back. */
START_TEST(plan_on_nonsense)
{
    bcq_file *f;
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path("o2.bc"), BCQ_OPEN_DEEP, &f,
                                   NULL),
                     0);
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    const bcq__block *mb = &bcq__fs(f)->index.v[mod->module_block];
    uint64_t end = mb->enter_bit + mb->body_delta + 32 * (uint64_t)mb->words;
    size_t heap = bcq_stat_heap(f);
    const uint64_t where[] = {end + 32, end, 0, mb->enter_bit,
                              mb->enter_bit + mb->body_delta + 5,
                              bcq__fs(f)->index.v[mod->module_block + 1].enter_bit};
    for (size_t i = 0; i < sizeof where / sizeof where[0]; i++) {
        bcq__ahead a = {0};
        bcq__ahead_plan(f, NULL, mb->width, 0, where[i], end, &a);
        ck_assert(a.tried);
        ck_assert_uint_eq(a.n, 0);
        bcq__ahead_free(f, &a);
        ck_assert_uint_eq(bcq_stat_heap(f), heap);
    }
    bcq_close(f);
}
END_TEST

/* Rule: FNENTRYs out of body order come out sorted (the walk advances
 * through the list by position). */
START_TEST(plan_sorts)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    uint64_t vst = bw_enter(&w, 2, TU_VALUE_SYMTAB_BLOCK_ID, 4);
    const uint64_t e[][2] = {{0, 9}, {1, 3}, {2, 7}, {3, 5}};
    for (int i = 0; i < 4; i++)
        bw_unabbrev(&w, 4, TU_VST_CODE_FNENTRY, 2, e[i]);
    tu_rec(&w, 4, TU_VST_CODE_ENTRY, 1); /* not an FNENTRY: ignored */
    bw_end(&w, 4);
    size_t size = bw_size(&w);
    uint8_t *p = bw_dup(&w, size);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(p, size, NULL, &f, NULL), 0);
    bcq__ahead a = {0};
    bcq__ahead_plan(f, NULL, 2, 1000, vst, (uint64_t)size * 8, &a);
    ck_assert_uint_eq(a.n, 4);
    const uint64_t want[] = {1000 + 2 * 32, 1000 + 4 * 32, 1000 + 6 * 32,
                             1000 + 8 * 32};
    for (int i = 0; i < 4; i++)
        ck_assert_uint_eq(a.bits[i], want[i]);
    bcq__ahead_free(f, &a);
    bcq_close(f);
    free(p);
    bw_free(&w);
}
END_TEST

Suite *make_ahead_suite(void)
{
    Suite *s = suite_create("ahead");
    TCase *tc = tcase_create("core");
    tcase_add_loop_test(tc, plan_matches_the_walk, 0,
                        (int)(sizeof ir / sizeof ir[0]));
    tcase_add_loop_test(tc, walk_unchanged, 0, (int)(sizeof ir / sizeof ir[0]));
    tcase_add_test(tc, plan_on_nonsense);
    tcase_add_test(tc, plan_sorts);
    suite_add_tcase(s, tc);
    return s;
}
