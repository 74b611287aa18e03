/* check_map.c - constructors and destructor (lib/file/open.c). */
#include "config.h"

#define _GNU_SOURCE
#include <check.h>
#include <errno.h>
#include <stddef.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

/* A file of at most BCQ__READ_MAX bytes is read into one buffer, a larger
 * one mapped (forced here with the internal BCQ__OPEN_MAP_ALWAYS), and
 * BCQ_OPEN_NO_MMAP reads whatever the size: the same bytes and blocks. */
START_TEST(open_path_mmap_and_read_agree)
{
    bcq_file *a, *b, *c;
    bcq_error e;
    const char *path = tu_fixture_path("o0.bc");
    ck_assert_int_eq(
        bcq__open_path_internal(path, BCQ__OPEN_MAP_ALWAYS, &a, &e), 0);
    ck_assert_int_eq(
        bcq__open_path_internal(path, BCQ_OPEN_NO_MMAP, &b, &e), 0);
    ck_assert_int_eq(bcq_open_path(path, NULL, &c, &e), 0);
    ck_assert_ptr_nonnull(a->map_base); /* mapped, not copied */
    ck_assert_ptr_null(a->owned);
    ck_assert_ptr_null(b->map_base);
    ck_assert_ptr_nonnull(b->owned);
    ck_assert_ptr_null(c->map_base); /* 5 468 bytes: read */
    ck_assert_ptr_nonnull(c->owned);
    bcq_span da = bcq_file_data(a), db = bcq_file_data(b),
             dc = bcq_file_data(c);
    ck_assert_uint_eq(da.len, 5468);
    ck_assert_uint_eq(da.len, db.len);
    ck_assert_uint_eq(da.len, dc.len);
    ck_assert_int_eq(memcmp(da.ptr, db.ptr, da.len), 0);
    ck_assert_int_eq(memcmp(da.ptr, dc.ptr, da.len), 0);
    ck_assert_uint_eq(bcq_block_count(a), bcq_block_count(b));
    ck_assert_uint_eq(bcq_block_count(a), bcq_block_count(c));
    bcq_close(a);
    bcq_close(b);
    bcq_close(c);
}
END_TEST

/* Past BCQ__READ_MAX the default open maps: a file one byte longer than
 * the bound (o0.bc inside a wrapper whose size field covers it only). */
START_TEST(open_path_maps_large)
{
    size_t n;
    uint8_t *p = tu_read_fixture("o0.bc", &n);
    size_t big = BCQ__READ_MAX + 1;
    uint8_t *w = calloc(1, big);
    ck_assert_ptr_nonnull(w);
    /* the bitcode wrapper header: magic, version, offset, size, cputype */
    const uint32_t hdr[5] = {0x0B17C0DEu, 0, 20, (uint32_t)n, 0};
    for (int i = 0; i < 5; i++)
        for (int k = 0; k < 4; k++)
            w[i * 4 + k] = (uint8_t)(hdr[i] >> (8 * k));
    memcpy(w + 20, p, n);
    char tmpl[] = "/tmp/bcq-map-XXXXXX";
    int fd = mkstemp(tmpl);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, w, big), (ssize_t)big);
    close(fd);
    bcq_file *f;
    bcq_error e;
    int rc = bcq_open_path(tmpl, NULL, &f, &e);
    unlink(tmpl);
    ck_assert_msg(rc == 0, "%s", e.message);
    ck_assert_ptr_nonnull(f->map_base);
    ck_assert_ptr_null(f->owned);
    ck_assert_uint_eq(bcq_file_data(f).len, big);
    ck_assert_uint_eq(bcq_file_stream(f).len, n);
    bcq_close(f);
    free(w);
    free(p);
}
END_TEST

/* The memory constructor borrows: results point into the caller's bytes. */
START_TEST(open_mem_borrows)
{
    size_t n;
    uint8_t *p = tu_read_fixture("o0.bc", &n);
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem(p, n, NULL, &f, NULL), 0);
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
    ck_assert_int_eq(bcq_open_path("/nonexistent/x.bc", NULL, &f, &e), BCQ_E_IO);
    ck_assert_ptr_null(f);
    ck_assert_int_eq(e.code, BCQ_E_IO);
    ck_assert_int_eq(e.sys_errno, ENOENT);
    ck_assert_ptr_nonnull(strstr(e.message, "/nonexistent/x.bc"));
    ck_assert_int_eq(bcq_open_path(BCQ_TEST_DATA, NULL, &f, &e), BCQ_E_IO);
    ck_assert_int_eq(e.sys_errno, EISDIR);
    ck_assert_int_eq(bcq_open_path(NULL, NULL, &f, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq__open_path_internal("x", 1u << 20, &f, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_mem(NULL, 4, NULL, &f, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_mem("BC\xc0\xde", 4, NULL, NULL, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_mem(NULL, 0, NULL, &f, &e), BCQ_E_NOT_BITCODE);
    bcq_close(NULL); /* allowed */
}
END_TEST

/* bcq_open_options: the size field keeps old and new callers working; a
 * field this library does not know must not be silently dropped; the
 * internal flags are refused; heap_limit replaces the default budget. */
START_TEST(open_options)
{
    const char *o2 = tu_fixture_path("o2.bc");
    bcq_file *f = (bcq_file *)1;
    bcq_error e;
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    ck_assert_uint_eq(o.size, sizeof o);
    ck_assert_int_eq(bcq_open_path(o2, &o, &f, &e), 0);
    bcq_close(f);
    /* too small to hold flags */
    o.size = 0;
    ck_assert_int_eq(bcq_open_path(o2, &o, &f, &e), BCQ_E_INVAL);
    ck_assert_ptr_null(f);
    ck_assert_ptr_nonnull(strstr(e.message, "size"));
    /* an older caller's struct without heap_limit: the default */
    o.size = offsetof(bcq_open_options, heap_limit);
    o.heap_limit = 1; /* past its size: not read */
    ck_assert_int_eq(bcq_open_path(o2, &o, &f, &e), 0);
    ck_assert_uint_gt(bcq_stat_heap_limit(f), 64u << 20);
    bcq_close(f);
    /* a newer caller's larger struct: zero tail accepted, else refused */
    struct {
        bcq_open_options o;
        uint64_t newer;
    } big = {BCQ_OPEN_OPTIONS_INIT, 0};
    big.o.size = sizeof big;
    ck_assert_int_eq(bcq_open_path(o2, &big.o, &f, &e), 0);
    bcq_close(f);
    big.newer = 1;
    ck_assert_int_eq(bcq_open_path(o2, &big.o, &f, &e), BCQ_E_UNSUPPORTED);
    ck_assert_ptr_null(f);
    /* unknown and internal flags */
    o = (bcq_open_options)BCQ_OPEN_OPTIONS_INIT;
    o.flags = 1u << 20;
    ck_assert_int_eq(bcq_open_path(o2, &o, &f, &e), BCQ_E_INVAL);
    o.flags = BCQ__OPEN_AHEAD_ALWAYS;
    ck_assert_int_eq(bcq_open_path(o2, &o, &f, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_mem("BC\xc0\xde", 4, &o, &f, &e), BCQ_E_INVAL);
    /* heap_limit: the handle's budget */
    o.flags = 0;
    o.heap_limit = (size_t)1 << 30;
    ck_assert_int_eq(bcq_open_path(o2, &o, &f, &e), 0);
    ck_assert_uint_eq(bcq_stat_heap_limit(f), (size_t)1 << 30);
    bcq_close(f);
    o.heap_limit = 64; /* less than the index needs */
    o.flags = BCQ_OPEN_DEEP;
    ck_assert_int_eq(bcq_open_path(o2, &o, &f, &e), BCQ_E_LIMIT);
    ck_assert_ptr_null(f);
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
    ck_assert_int_eq(bcq_open_path(path, NULL, &f, &e), BCQ_E_NOT_BITCODE);
    ck_assert_uint_eq(e.bit, 0);
    unlink(path);
}
END_TEST

/* A bare magic is a valid, empty stream. */
START_TEST(magic_only)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_mem("BC\xc0\xde", 4, NULL, &f, NULL), 0);
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
    tcase_add_test(t, open_path_maps_large);
    tcase_add_test(t, open_mem_borrows);
    tcase_add_test(t, open_errors);
    tcase_add_test(t, open_options);
    tcase_add_test(t, empty_file);
    tcase_add_test(t, magic_only);
    tcase_add_test(t, off_t_is_64_bit);
    suite_add_tcase(s, t);
    return s;
}
