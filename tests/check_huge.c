/*
 * check_huge.c - lib/base/huge.c: an array that grows to 1 MiB or more
 * moves to memory of its own, aligned to 2 MiB and advised
 * MADV_HUGEPAGE, with its contents; a smaller one stays where realloc
 * puts it.  Whether the kernel then backs it with huge pages depends on
 * the machine (THP "never", free memory), so the test checks what the
 * library controls: the alignment, the contents, and the advice on the
 * mapping (the "hg" of its VmFlags in /proc/self/smaps), where the
 * kernel has transparent huge pages at all.
 */
#include "config.h"
#define _DEFAULT_SOURCE 1

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "internals.h"
#include "suites.h"

/* The VmFlags of the mapping that holds p: 1 with "hg", 0 without, -1
 * when /proc/self/smaps cannot tell. */
static int advised(const void *p)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    if (!f)
        return -1;
    char line[512];
    int in = 0, ans = -1;
    uintptr_t a = (uintptr_t)p;
    while (fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') &&
            line[0] != ' ' && strncmp(line, "VmFlags", 7) != 0) {
            in = a >= lo && a < hi;
            continue;
        }
        if (in && strncmp(line, "VmFlags:", 8) == 0) {
            ans = strstr(line, " hg") != NULL;
            break;
        }
    }
    fclose(f);
    return ans;
}

static int thp_kernel(void)
{
    FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    if (!f)
        return 0;
    fclose(f);
    return 1;
}

/* A big array: on a huge page boundary, and advised where the kernel
 * has transparent huge pages. */
static void check_moved(const void *v)
{
#ifdef MADV_HUGEPAGE
    ck_assert_uint_eq((uintptr_t)v % BCQ__HUGE_PAGE, 0);
    if (thp_kernel())
        ck_assert_int_eq(advised(v), 1);
#else
    (void)v;
#endif
}

START_TEST(grow_moves_big_arrays)
{
    /* from empty, by bcq__grow, to 1 Mi eight-byte values: each value
     * survives every move, and once the array is 1 MiB it is aligned to
     * 2 MiB and advised */
    uint64_t *v = NULL;
    size_t cap = 0, n = (size_t)1 << 20, bad = 0;
    for (size_t i = 0; i < n; i++) {
        /* counted, not asserted one by one: Check reports every passing
         * assertion to its parent process */
        bad += bcq__grow((void **)&v, &cap, i + 1, sizeof *v, NULL) != 0;
        v[i] = i * 2654435761u;
        if (i == 1000) {
            ck_assert_uint_lt(cap * sizeof *v, BCQ__HUGE_MIN);
            ck_assert_int_eq(advised(v), 0); /* small: left alone */
        }
    }
    for (size_t i = 0; i < n; i++)
        bad += v[i] != i * 2654435761u;
    ck_assert_uint_eq(bad, 0);
    check_moved(v);
    free(v);
}
END_TEST

START_TEST(grow_from_inline_to_big)
{
    /* out of an owner's storage straight to a big array: copied, the
     * storage untouched */
    uint32_t inl[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    uint32_t *v = inl;
    size_t cap = 8, need = BCQ__HUGE_MIN / sizeof *v + 1;
    ck_assert_int_eq(
        bcq__grow_from((void **)&v, &cap, need, sizeof *v, inl, NULL), 0);
    ck_assert_ptr_ne(v, inl);
    ck_assert_uint_ge(cap, need);
    for (uint32_t i = 0; i < 8; i++)
        ck_assert_uint_eq(v[i], i + 1);
    v[need - 1] = 7; /* the whole capacity is usable */
    check_moved(v);
    free(v);
    /* and below the size, plain malloc: no advice */
    uint32_t *w = inl;
    cap = 8;
    ck_assert_int_eq(bcq__grow_from((void **)&w, &cap, 1000, sizeof *w, inl,
                                    NULL),
                     0);
    ck_assert_int_eq(w[7], 8);
    ck_assert_int_ne(advised(w), 1);
    free(w);
}
END_TEST

START_TEST(big_alloc_sizes)
{
    /* just under, at, and past the size; SIZE_MAX fails cleanly */
    size_t sizes[] = {BCQ__HUGE_MIN - 1, BCQ__HUGE_MIN, BCQ__HUGE_MIN + 1,
                      BCQ__HUGE_PAGE, 3 * BCQ__HUGE_PAGE + 12345};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        unsigned char *p = bcq__big_alloc(sizes[k]);
        ck_assert_ptr_nonnull(p);
        p[0] = 1;
        p[sizes[k] - 1] = 2;
#ifdef MADV_HUGEPAGE
        if (sizes[k] >= BCQ__HUGE_MIN)
            ck_assert_uint_eq((uintptr_t)p % BCQ__HUGE_PAGE, 0);
#endif
        free(p);
    }
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    /* (the sanitizers' malloc stops the process instead) */
    ck_assert_ptr_null(bcq__big_alloc(SIZE_MAX));
    ck_assert_ptr_null(bcq__big_alloc(SIZE_MAX - BCQ__HUGE_PAGE + 1));
#endif
}
END_TEST

Suite *make_huge_suite(void)
{
    Suite *s = suite_create("huge");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, grow_moves_big_arrays);
    tcase_add_test(tc, grow_from_inline_to_big);
    tcase_add_test(tc, big_alloc_sizes);
    suite_add_tcase(s, tc);
    return s;
}
