/* check_input.c - one open for any input (lib/file/input.c): a bitcode
 * file, a file of several modules, an object with bitcode and archives
 * (regular, thin, mixed with native members) through bcq_input_open_path
 * and bcq_input_open_mem, walked module by module with bcq_input_next.
 * Module counts are the MODULE_BLOCKs llvm-bcanalyzer lists in the
 * committed NAME.bcanalyzer; member names are llvm-ar t's (NAME.members). */
#include "config.h"
#define _POSIX_C_SOURCE 200809L

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

/* MODULE_BLOCKs at the top level of llvm-bcanalyzer's dump of NAME.bc */
static size_t llvm_modules(const char *name)
{
    char rel[64];
    snprintf(rel, sizeof rel, "%s.bcanalyzer", name);
    char *t = tu_read_text(tu_fixture_path(rel));
    ck_assert_ptr_nonnull(t);
    size_t n = 0;
    for (char *l = strtok(t, "\n"); l; l = strtok(NULL, "\n"))
        n += strncmp(l, "<MODULE_BLOCK", 13) == 0;
    free(t);
    return n;
}

/* A file: its modules, then BCQ_END, and BCQ_END again. */
START_TEST(one_file)
{
    static const char *const names[] = {"o2", "multi", "wrapper", "split"};
    const char *name = names[_i];
    char rel[64];
    snprintf(rel, sizeof rel, "%s.bc", name);
    bcq_input *in;
    bcq_error e;
    ck_assert_int_eq(bcq_input_open_path(tu_fixture_path(rel), NULL, &in, &e),
                     0);
    ck_assert_ptr_null(bcq_input_archive(in));
    ck_assert_ptr_nonnull(bcq_input_file(in));
    size_t want = llvm_modules(name), got = 0;
    ck_assert_uint_ge(want, 1);
    bcq_input_iter it = {0};
    bcq_input_module m;
    int rc;
    while ((rc = bcq_input_next(in, &it, &m, &e)) == 0) {
        ck_assert_uint_eq(m.member, 0);
        ck_assert_uint_eq(m.member_name.len, 0);
        ck_assert_ptr_eq(m.file, bcq_input_file(in));
        ck_assert_uint_eq(m.module, got);
        ck_assert_uint_eq(m.nmodules, want);
        const bcq_module *mod;
        ck_assert_int_eq(bcq_module_get(m.file, m.module, &mod, &e), 0);
        got++;
    }
    ck_assert_int_eq(rc, BCQ_END);
    ck_assert_uint_eq(got, want);
    ck_assert_int_eq(bcq_input_next(in, &it, &m, &e), BCQ_END);
    bcq_input_close(in);
}
END_TEST

/* An object with bitcode is one file, as bcq_open_path opens it. */
START_TEST(object)
{
    bcq_input *in;
    bcq_error e;
    ck_assert_int_eq(
        bcq_input_open_path(tu_fixture_path("obj/elf64.o"), NULL, &in, &e), 0);
    ck_assert_ptr_null(bcq_input_archive(in));
    bcq_input_iter it = {0};
    bcq_input_module m;
    ck_assert_int_eq(bcq_input_next(in, &it, &m, &e), 0);
    bcq_object o;
    ck_assert_int_eq(bcq_file_object(m.file, &o), 0);
    ck_assert_int_eq(bcq_input_next(in, &it, &m, &e), BCQ_END);
    bcq_input_close(in);
}
END_TEST

/* Archives: one module per bitcode member, in llvm-ar t's order; a native
 * member and a text member give their error once, naming the member, and
 * the walk goes on; the same from memory as from the path. */
START_TEST(archives)
{
    static const char *const names[] = {"gnu", "llvm", "bsd",
                                        "thin", "thinlto", "mixed"};
    const char *name = names[_i];
    char rel[64];
    snprintf(rel, sizeof rel, "ar/%s.members", name);
    char *list = tu_read_text(tu_fixture_path(rel));
    ck_assert_ptr_nonnull(list);
    snprintf(rel, sizeof rel, "ar/%s.a", name);
    char path[4096];
    snprintf(path, sizeof path, "%s", tu_fixture_path(rel));
    size_t size;
    uint8_t *bytes = tu_read_fixture(rel, &size);
    ck_assert_ptr_nonnull(bytes);
    for (int from_mem = 0; from_mem < 2; from_mem++) {
        if (from_mem && !strcmp(name, "thin"))
            continue; /* its members are named from its directory */
        bcq_input *in;
        bcq_error e;
        int rc = from_mem ? bcq_input_open_mem(bytes, size, NULL, &in, &e)
                          : bcq_input_open_path(path, NULL, &in, &e);
        ck_assert_msg(rc == 0, "%s: %s", name, e.message);
        ck_assert_ptr_nonnull(bcq_input_archive(in));
        ck_assert_ptr_null(bcq_input_file(in));
        bcq_input_iter it = {0};
        bcq_input_module m;
        char *copy = strdup(list), *save = NULL;
        size_t k = 0;
        for (char *l = strtok_r(copy, "\n", &save); l;
             l = strtok_r(NULL, "\n", &save), k++) {
            rc = bcq_input_next(in, &it, &m, &e);
            ck_assert_uint_eq(m.member, k);
            ck_assert_msg(m.member_name.len == strlen(l) &&
                              !memcmp(m.member_name.ptr, l, strlen(l)),
                          "%s: member %zu", name, k);
            if (!strcmp(l, "native.o")) {
                ck_assert_int_eq(rc, BCQ_E_NO_BITCODE);
                ck_assert_ptr_null(m.file);
            } else if (!strcmp(l, "notes.txt")) {
                ck_assert_int_eq(rc, BCQ_E_NOT_BITCODE);
                ck_assert_ptr_null(m.file);
            } else {
                ck_assert_msg(rc == 0, "%s %s: %s", name, l, e.message);
                ck_assert_uint_eq(m.module, 0);
                ck_assert_uint_eq(m.nmodules, 1);
                const bcq_file *f;
                ck_assert_int_eq(bcq_archive_member_file(
                                     bcq_input_archive(in), k, &f, &e),
                                 0);
                ck_assert_ptr_eq(f, m.file);
                /* released behind the walk: the walk goes on */
                bcq_archive_member_release(bcq_input_archive(in), k);
            }
        }
        ck_assert_uint_eq(k, bcq_archive_count(bcq_input_archive(in)));
        ck_assert_int_eq(bcq_input_next(in, &it, &m, &e), BCQ_END);
        free(copy);
        bcq_input_close(in);
    }
    free(bytes);
    free(list);
}
END_TEST

/* Two iterators on one input walk the same modules, interleaved. */
START_TEST(two_walks)
{
    bcq_input *in;
    bcq_error e;
    ck_assert_int_eq(
        bcq_input_open_path(tu_fixture_path("ar/gnu.a"), NULL, &in, &e), 0);
    bcq_input_iter a = {0}, b = {0};
    bcq_input_module ma, mb;
    size_t n = 0;
    while (bcq_input_next(in, &a, &ma, &e) == 0) {
        ck_assert_int_eq(bcq_input_next(in, &b, &mb, &e), 0);
        ck_assert_uint_eq(ma.member, mb.member);
        ck_assert_ptr_eq(ma.file, mb.file);
        n++;
    }
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(bcq_input_next(in, &b, &mb, &e), BCQ_END);
    bcq_input_close(in);
}
END_TEST

/* What cannot be opened: the error of bcq_open_path or
 * bcq_archive_open_path, and no handle. */
START_TEST(refused)
{
    bcq_input *in = (bcq_input *)1;
    bcq_error e;
    ck_assert_int_eq(bcq_input_open_path("/nonexistent/x.bc", NULL, &in, &e),
                     BCQ_E_IO);
    ck_assert_ptr_null(in);
    ck_assert_int_eq(bcq_input_open_mem("hello, world\n", 13, NULL, &in, &e),
                     BCQ_E_NOT_BITCODE);
    ck_assert_ptr_null(in);
    /* an archive whose first header is cut: the archive's error */
    static const char cut[] = "!<arch>\nx.o/            0           ";
    ck_assert_int_eq(bcq_input_open_mem(cut, sizeof cut - 1, NULL, &in, &e),
                     BCQ_E_TRUNCATED);
    ck_assert_ptr_null(in);
    ck_assert_int_eq(bcq_input_open_path(NULL, NULL, &in, &e), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_input_open_mem(NULL, 4, NULL, &in, &e), BCQ_E_INVAL);
    bcq_input_iter it = {0};
    bcq_input_module m;
    ck_assert_int_eq(bcq_input_next(NULL, &it, &m, &e), BCQ_E_INVAL);
    ck_assert_ptr_null(bcq_input_archive(NULL));
    ck_assert_ptr_null(bcq_input_file(NULL));
    bcq_input_close(NULL);
}
END_TEST

Suite *make_input_suite(void)
{
    Suite *s = suite_create("input");
    TCase *tc = tcase_create("core");
    tcase_add_loop_test(tc, one_file, 0, 4);
    tcase_add_test(tc, object);
    tcase_add_loop_test(tc, archives, 0, 6);
    tcase_add_test(tc, two_walks);
    tcase_add_test(tc, refused);
    suite_add_tcase(s, tc);
    return s;
}
