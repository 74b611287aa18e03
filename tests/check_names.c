/* check_names.c - block and record names (lib/ir/names.c, lib/bitstream/biscope.c):
 * the built-in table for LLVM IR, names from BLOCKINFO for other streams. */
#include "config.h"

#include <check.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

START_TEST(ir_tables)
{
    ck_assert_str_eq(bcq__ir_block_name(8), "MODULE_BLOCK");
    ck_assert_str_eq(bcq__ir_block_name(13), "IDENTIFICATION_BLOCK_ID");
    ck_assert_str_eq(bcq__ir_block_name(17), "TYPE_BLOCK_ID");
    ck_assert_str_eq(bcq__ir_block_name(14), "VALUE_SYMTAB");
    ck_assert_str_eq(bcq__ir_block_name(23), "STRTAB_BLOCK");
    ck_assert_str_eq(bcq__ir_block_name(25), "SYMTAB_BLOCK");
    ck_assert_ptr_null(bcq__ir_block_name(26)); /* UnknownBlock26 */
    ck_assert_ptr_null(bcq__ir_block_name(1000));
    ck_assert_str_eq(bcq__ir_record_name(8, 1), "VERSION");
    ck_assert_str_eq(bcq__ir_record_name(8, 13), "VSTOFFSET");
    ck_assert_str_eq(bcq__ir_record_name(12, 34), "INST_CALL");
    ck_assert_str_eq(bcq__ir_record_name(14, 3), "FNENTRY");
    ck_assert_str_eq(bcq__ir_record_name(15, 35), "STRINGS");
    ck_assert_str_eq(bcq__ir_record_name(18, 1), "USELIST_CODE_DEFAULT");
    /* current LLVM's names, a superset of 14's */
    ck_assert_str_eq(bcq__ir_record_name(12, 61), "DEBUG_RECORD_VALUE");
    ck_assert_ptr_null(bcq__ir_record_name(8, 18)); /* IFUNC: unnamed */
    ck_assert_ptr_null(bcq__ir_record_name(12, 100000));
    ck_assert_ptr_null(bcq__ir_record_name(99999, 1));
}
END_TEST

/* diag.dia names its blocks in BLOCKINFO: Meta (8), Diag (9); the IR
 * table does not apply to a foreign stream. */
START_TEST(blockinfo_names)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("diag.dia"), NULL, &f, NULL),
                     0);
    ck_assert_str_eq(bcq_block_name(f, 8, UINT64_MAX), "Meta");
    ck_assert_str_eq(bcq_block_name(f, 9, UINT64_MAX), "Diag");
    ck_assert_str_eq(bcq_record_name(f, 8, 1, UINT64_MAX), "Version");
    ck_assert_str_eq(bcq_record_name(f, 9, 2, UINT64_MAX), "DiagInfo");
    ck_assert_ptr_null(bcq_block_name(f, 12, UINT64_MAX));
    ck_assert_ptr_null(bcq_record_name(f, 8, 99, UINT64_MAX));
    /* before the BLOCKINFO (bit 32) no name is in force */
    ck_assert_ptr_null(bcq_block_name(f, 8, 32));
    ck_assert_str_eq(bcq_block_name(f, 0, 0), "BLOCKINFO_BLOCK");
    ck_assert_str_eq(bcq_record_name(f, 0, 1, 0), "SETBID");
    bcq_close(f);
}
END_TEST

START_TEST(ir_file_names)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    ck_assert_str_eq(bcq_block_name(f, 12, 0), "FUNCTION_BLOCK");
    ck_assert_str_eq(bcq_record_name(f, 12, 2, 0), "INST_BINOP");
    ck_assert_ptr_null(bcq_block_name(f, 5, 0)); /* reserved ids 1..7 */
    ck_assert_ptr_null(bcq_record_name(f, 5, 1, 0));
    ck_assert_ptr_null(bcq_block_name(NULL, 8, 0));
    bcq_close(f);
}
END_TEST

Suite *make_names_suite(void)
{
    Suite *s = suite_create("names");
    TCase *t = tcase_create("core");
    tcase_add_test(t, ir_tables);
    tcase_add_test(t, blockinfo_names);
    tcase_add_test(t, ir_file_names);
    suite_add_tcase(s, t);
    return s;
}
