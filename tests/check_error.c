/* check_error.c - status codes, messages and the error struct (lib/base/error.c). */
#include "config.h"

#include <check.h>
#include <string.h>

#include "internals.h"
#include "suites.h"

/* The values are pinned: a renumbering breaks callers compiled earlier. */
START_TEST(codes_pinned)
{
    ck_assert_int_eq(BCQ_OK, 0);
    ck_assert_int_eq(BCQ_E_INVAL, -1);
    ck_assert_int_eq(BCQ_E_IO, -2);
    ck_assert_int_eq(BCQ_E_NOMEM, -3);
    ck_assert_int_eq(BCQ_E_NOT_BITCODE, -4);
    ck_assert_int_eq(BCQ_E_BAD_WRAPPER, -5);
    ck_assert_int_eq(BCQ_E_TRUNCATED, -6);
    ck_assert_int_eq(BCQ_E_BAD_BLOCK, -7);
    ck_assert_int_eq(BCQ_E_BAD_ABBREV, -8);
    ck_assert_int_eq(BCQ_E_BAD_RECORD, -9);
    ck_assert_int_eq(BCQ_E_BAD_VBR, -10);
    ck_assert_int_eq(BCQ_E_TOO_DEEP, -11);
    ck_assert_int_eq(BCQ_E_IMPLAUSIBLE, -12);
    ck_assert_int_eq(BCQ_E_RANGE, -13);
    ck_assert_int_eq(BCQ_E_NOT_FOUND, -14);
    ck_assert_int_eq(BCQ_E_NOT_IR, -15);
    ck_assert_int_eq(BCQ_E_UNSUPPORTED, -16);
    ck_assert_int_eq(BCQ_E_STALE, -17);
    ck_assert_int_eq(BCQ_E_NO_BODY, -18);
    ck_assert_int_eq(BCQ_E_LIMIT, -19);
    ck_assert_int_eq(BCQ_E_NO_BITCODE, -20);
    ck_assert_int_eq(BCQ_E_BAD_CONTAINER, -21);
    ck_assert_int_eq(BCQ_E_AMBIGUOUS, -22);
    ck_assert_int_eq(BCQ_E_BAD_SCRIPT, -23);
}
END_TEST

/* Every code has its own message and symbolic name, from the one map. */
START_TEST(strings_for_every_code)
{
    static const int codes[] = {
#define XX(n, v, m) v,
        BCQ_STATUS_MAP(XX)
#undef XX
    };
    size_t n = sizeof codes / sizeof codes[0];
    ck_assert_uint_eq(n, 25);
    for (size_t i = 0; i < n; i++) {
        ck_assert_str_ne(bcq_strerror(codes[i]), "unknown error");
        ck_assert_ptr_nonnull(bcq_status_name(codes[i]));
        for (size_t k = 0; k < i; k++)
            ck_assert_str_ne(bcq_strerror(codes[i]), bcq_strerror(codes[k]));
    }
    ck_assert_str_eq(bcq_status_name(BCQ_E_TRUNCATED), "BCQ_E_TRUNCATED");
    ck_assert_str_eq(bcq_strerror(BCQ_OK), "success");
    ck_assert_str_eq(bcq_strerror(-999), "unknown error");
    ck_assert_ptr_null(bcq_status_name(5));
}
END_TEST

/* The first error wins; context is added once; NULL err is allowed. */
START_TEST(first_error_wins)
{
    bcq_error e;
    bcq__error_clear(&e);
    ck_assert_int_eq(e.code, 0);
    ck_assert_uint_eq(e.block_id, UINT32_MAX);
    ck_assert_int_eq(bcq__fail(&e, BCQ_E_TRUNCATED, 77, "first %d", 1),
                     BCQ_E_TRUNCATED);
    ck_assert_int_eq(bcq__fail(&e, BCQ_E_BAD_BLOCK, 99, "second"),
                     BCQ_E_BAD_BLOCK);
    ck_assert_int_eq(e.code, BCQ_E_TRUNCATED);
    ck_assert_uint_eq(e.bit, 77);
    ck_assert_str_eq(e.message, "first 1");
    bcq__error_context(&e, 12, 4096);
    bcq__error_context(&e, 8, 32);
    ck_assert_uint_eq(e.block_id, 12);
    ck_assert_uint_eq(e.block_bit, 4096);
    ck_assert_int_eq(bcq__fail(NULL, BCQ_E_RANGE, 0, "x"), BCQ_E_RANGE);
}
END_TEST

/* Truncation inside a block that ends before the stream is a blocklen
 * problem; at the stream's end it stays truncation. */
START_TEST(overrun_recode)
{
    bcq_error e;
    bcq__error_clear(&e);
    bcq__fail(&e, BCQ_E_TRUNCATED, 40, "short");
    ck_assert_int_eq(bcq__overrun(&e, BCQ_E_TRUNCATED, 64, 128),
                     BCQ_E_BAD_BLOCK);
    ck_assert_int_eq(e.code, BCQ_E_BAD_BLOCK);
    ck_assert_ptr_nonnull(strstr(e.message, "short"));
    bcq__error_clear(&e);
    bcq__fail(&e, BCQ_E_TRUNCATED, 40, "short");
    ck_assert_int_eq(bcq__overrun(&e, BCQ_E_TRUNCATED, 128, 128),
                     BCQ_E_TRUNCATED);
    ck_assert_int_eq(bcq__overrun(NULL, BCQ_E_BAD_VBR, 64, 128),
                     BCQ_E_BAD_VBR);
}
END_TEST

/* The range check never overflows. */
START_TEST(range_ok)
{
    ck_assert(bcq__range_ok(0, 0, 0));
    ck_assert(bcq__range_ok(10, 5, 15));
    ck_assert(!bcq__range_ok(10, 6, 15));
    ck_assert(!bcq__range_ok(16, 0, 15));
    ck_assert(!bcq__range_ok(1, UINT64_MAX, UINT64_MAX));
    ck_assert(!bcq__range_ok(UINT64_MAX, 2, UINT64_MAX));
    ck_assert(bcq__range_ok(UINT64_MAX, 0, UINT64_MAX));
}
END_TEST

START_TEST(version_string)
{
    ck_assert_str_eq(bcq_version(), "0.2.15");
}
END_TEST

Suite *make_error_suite(void)
{
    Suite *s = suite_create("error");
    TCase *t = tcase_create("core");
    tcase_add_test(t, codes_pinned);
    tcase_add_test(t, strings_for_every_code);
    tcase_add_test(t, first_error_wins);
    tcase_add_test(t, overrun_recode);
    tcase_add_test(t, range_ok);
    tcase_add_test(t, version_string);
    suite_add_tcase(s, t);
    return s;
}
