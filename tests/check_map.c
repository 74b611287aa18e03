/* check_map.c - constructors and destructor (lib/map.c). */
#include "config.h"

#define _GNU_SOURCE
#include <check.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

START_TEST(open_path_mmap_and_read_agree)
{
    bcq_file *a, *b;
    bcq_error e;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), 0, &a, &e), 0);
    ck_assert_int_eq(
        bcq_open_path(tu_fixture_path("o0.bc"), BCQ_OPEN_NO_MMAP, &b, &e), 0);
    ck_assert_ptr_nonnull(a->map_base); /* mapped, not copied */
    ck_assert_ptr_null(a->owned);
    ck_assert_ptr_null(b->map_base);
    ck_assert_ptr_nonnull(b->owned);
    bcq_span da = bcq_file_data(a), db = bcq_file_data(b);
    ck_assert_uint_eq(da.len, 5468);
    ck_assert_uint_eq(da.len, db.len);
    ck_assert_int_eq(memcmp(da.ptr, db.ptr, da.len), 0);
    ck_assert_uint_eq(bcq_block_count(a), bcq_block_count(b));
    bcq_close(a);
    bcq_close(b);
}
END_TEST

/* The memory constructor borrows: results point into the caller's bytes. */
START_TEST(open_mem_borrows)
{
    size_t n;
    uint8_t *p = tu_read_fixture("o0.bc", &n);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(p, n, 0, &f, NULL), 0);
    ck_assert_ptr_eq(bcq_file_data(f).ptr, p);
    ck_assert_ptr_eq(bcq_file_stream(f).ptr, p);
    ck_assert_uint_eq(bcq_file_stream(f).len, n);
    bcq_close(f);
    free(p);
}
END_TEST

START_TEST(open_errors)
{
    bcq_file *f = (bcq_file *)1;
    bcq_error e;
    ck_assert_int_eq(bcq_open_path("/nonexistent/x.bc", 0, &f, &e), BCQ_E_IO);
    ck_assert_ptr_null(f);
    ck_assert_int_eq(e.code, BCQ_E_IO);
    ck_assert_int_eq(e.sys_errno, ENOENT);
    ck_assert_ptr_nonnull(strstr(e.message, "/nonexistent/x.bc"));
    ck_assert_int_eq(bcq_open_path(BCQ_TEST_DATA, 0, &f, &e), BCQ_E_IO);
    ck_assert_int_eq(e.sys_errno, EISDIR);
    ck_assert_int_eq(bcq_open_path(NULL, 0, &f, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_path("x", 1u << 20, &f, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_mem(NULL, 4, 0, &f, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_mem("BC\xc0\xde", 4, 0, NULL, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_mem(NULL, 0, 0, &f, &e), BCQ_E_NOT_BITCODE);
    bcq_close(NULL); /* allowed */
}
END_TEST

/* An empty file cannot be mapped; it is read, then refused as too short. */
START_TEST(empty_file)
{
    char path[] = "/tmp/bcq-empty-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    bcq_file *f;
    bcq_error e;
    ck_assert_int_eq(bcq_open_path(path, 0, &f, &e), BCQ_E_NOT_BITCODE);
    ck_assert_uint_eq(e.bit_offset, 0);
    unlink(path);
}
END_TEST

/* A bare magic is a valid, empty stream. */
START_TEST(magic_only)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem("BC\xc0\xde", 4, 0, &f, NULL), 0);
    ck_assert_uint_eq(bcq_block_count(f), 0);
    ck_assert(bcq_file_is_ir(f));
    bcq_close(f);
}
END_TEST

/* Files past 2 GiB: off_t (st_size of bcq_open_path's fstat) is 64-bit in
   this build, also on 32-bit hosts, because every unit includes config.h
   (AC_SYS_LARGEFILE's _FILE_OFFSET_BITS) before any system header. */
START_TEST(off_t_is_64_bit)
{
    ck_assert_uint_eq(sizeof(off_t) * CHAR_BIT, 64);
}
END_TEST

Suite *make_map_suite(void)
{
    Suite *s = suite_create("map");
    TCase *t = tcase_create("core");
    tcase_add_test(t, open_path_mmap_and_read_agree);
    tcase_add_test(t, open_mem_borrows);
    tcase_add_test(t, open_errors);
    tcase_add_test(t, empty_file);
    tcase_add_test(t, magic_only);
    tcase_add_test(t, off_t_is_64_bit);
    suite_add_tcase(s, t);
    return s;
}
