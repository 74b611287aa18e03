/* check_bcq_export.c - the public API alone, linked against the installed
 * form of the library (libbcq.la, only bcq_ symbols exported): if a
 * function of bcq.h were not exported, this would not link. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "testutil.h" /* the LLVM numbers only: no helper is linked */

static const char *path(const char *name)
{
    static char buf[4096];
    snprintf(buf, sizeof buf, "%s/%s", BCQ_TEST_DATA, name);
    return buf;
}

START_TEST(public_api_roundtrip)
{
    bcq_file *f;
    bcq_error e;
    bcq_open_options deep = BCQ_OPEN_OPTIONS_INIT;
    deep.flags = BCQ_OPEN_DEEP;
    ck_assert_int_eq(bcq_open_path(path("o2.bc"), &deep, &f, &e), 0);
    ck_assert_int_eq(bcq_file_container(f), BCQ_CONTAINER_RAW);
    ck_assert(bcq_file_is_ir(f));
    ck_assert_uint_eq(bcq_file_data(f).len, 7028);
    ck_assert_uint_eq(bcq_file_stream(f).len, 7028);
    ck_assert_uint_eq(bcq_file_magic(f), 0xDEC04342u);
    uint32_t w[5];
    ck_assert_int_eq(bcq_file_wrapper(f, w), BCQ_E_NOT_FOUND);
    bcq_file_info fi = BCQ_FILE_INFO_INIT;
    ck_assert_int_eq(bcq_file_info_get(f, &fi), 0);
    ck_assert_int_eq(fi.container, BCQ_CONTAINER_RAW);
    ck_assert(fi.is_ir && !fi.has_wrapper);
    ck_assert_uint_eq(fi.data.len, 7028);
    ck_assert_uint_eq(fi.stream.len, 7028);
    ck_assert_uint_eq(fi.magic, 0xDEC04342u);
    size_t i;
    ck_assert_int_eq(bcq_block_find(f, TU_FUNCTION_BLOCK_ID, 0, &i), 0);
    bcq_block b;
    ck_assert_int_eq(bcq_block_at(f, i, &b), 0);
    ck_assert_str_eq(bcq_block_name(f, b.id, b.bit), "FUNCTION_BLOCK");
    size_t n;
    int rc = bcq_block_children(f, &b, NULL, 0, &n, &e);
    ck_assert(rc == 0 || rc == BCQ_E_RANGE);
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, &b, &r, &e), 0);
    bcq_entry en;
    ck_assert_int_eq(bcq_reader_next(r, &en, &e), 0);
    ck_assert_int_eq(en.kind, BCQ_ENTRY_RECORD);
    ck_assert_str_eq(
        bcq_record_name(f, TU_FUNCTION_BLOCK_ID, en.record.code, 0),
        "DECLAREBLOCKS");
    ck_assert_uint_gt(bcq_reader_tell(r), b.body_bit);
    bcq_reader_close(r);
    ck_assert_int_eq(bcq_reader_enter(NULL, &e), BCQ_E_INVAL);
    bcq_close(f);
    ck_assert_str_eq(bcq_strerror(BCQ_E_TRUNCATED), "unexpected end of stream");
    ck_assert_str_eq(bcq_status_name(BCQ_E_TOO_DEEP), "BCQ_E_TOO_DEEP");
    ck_assert_ptr_nonnull(bcq_version());
    ck_assert_int_eq(bcq_open_mem("xx", 2, NULL, &f, &e), BCQ_E_NOT_BITCODE);

    bcq_archive *a;
    ck_assert_int_eq(bcq_archive_open_path(path("ar/gnu.a"), NULL, &a, &e), 0);
    bcq_archive_info ai = BCQ_ARCHIVE_INFO_INIT;
    ck_assert_int_eq(bcq_archive_info_get(a, &ai), 0);
    ck_assert_int_eq(ai.format, BCQ_ARCHIVE_GNU);
    ck_assert_uint_eq(ai.nmembers, bcq_archive_count(a));
    ck_assert_uint_eq(ai.nsymbols, bcq_archive_symbol_count(a));
    ck_assert_uint_eq(ai.data.len, bcq_archive_data(a).len);
    bcq_archive_close(a);
}
END_TEST

/* The linker's facts from the shared library (tests/check_keep.c walks
 * with them): o2.bc's ifunc pick is kept for itself and names its
 * resolver. */
START_TEST(linker_facts)
{
    bcq_file *f;
    bcq_error e;
    ck_assert_int_eq(bcq_open_path(path("o2.bc"), NULL, &f, &e), 0);
    size_t pick, res, base, c;
    ck_assert_int_eq(bcq_global_find(f, 0, "pick", 4, &pick, &e), 0);
    ck_assert_int_eq(bcq_global_find(f, 0, "resolve_pick", 12, &res, &e), 0);
    unsigned fl;
    ck_assert_int_eq(bcq_global_keep(f, 0, pick, BCQ_REFS_AUTO, &fl, &e), 0);
    ck_assert_uint_eq(fl, BCQ_KEEP_IFUNC);
    ck_assert_int_eq(bcq_global_base(f, 0, pick, &base, &e), 0);
    ck_assert_uint_eq(base, res);
    ck_assert_int_eq(bcq_global_comdat(f, 0, pick, &c, &e), 0);
    ck_assert_uint_eq(c, BCQ_NONE);
    const bcq_ref *r;
    size_t n;
    ck_assert_int_eq(bcq_refs_get(f, 0, pick, BCQ_REFS_AUTO, &r, &n, &e), 0);
    ck_assert_uint_eq(n, 1);
    ck_assert_uint_eq(r[0].value_id, res);
    int empty = 1;
    ck_assert_int_eq(bcq_function_empty(f, 0, res, BCQ_REFS_AUTO, &empty, &e),
                     0);
    ck_assert_int_eq(empty, 0);
    bcq_close(f);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("export");
    TCase *t = tcase_create("api");
    tcase_add_test(t, public_api_roundtrip);
    tcase_add_test(t, linker_facts);
    suite_add_tcase(s, t);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
