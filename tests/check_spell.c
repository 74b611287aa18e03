/*
 * check_spell.c - global value names as llvm-dis spells them
 * (lib/ir/spell.c): the slots of unnamed values, the spelling, and the
 * lookup by spelling, on symmap.bc (unnamed values of all four kinds:
 * llvm-dis's symmap.ll numbers variables @0 @1, the alias @2, the ifunc
 * @3, the function @4) and spelling.bc (quoted and escaped names), each
 * opened by path and from memory.
 */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const bcq_module *open_module(const char *name, int mode,
                                     bcq_file **f, void **keep)
{
    const bcq_module *mod;
    ck_assert_int_eq(tu_open(name, mode, 0, f, keep, NULL), 0);
    ck_assert_int_eq(bcq_module_get(*f, 0, &mod, NULL), 0);
    return mod;
}

/* value id -> slot, from symmap.ll */
START_TEST(slots)
{
    static const struct { size_t id, slot; } want[] = {
        {0, 0}, {2, 1}, {8, 2}, {11, 3}, {4, 4}};
    bcq_file *f;
    void *keep;
    const bcq_module *mod = open_module("symmap.bc", _i, &f, &keep);
    size_t slot = 99, unnamed = 0;
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        ck_assert_int_eq(bcq_global_slot(mod, want[k].id, &slot), 0);
        ck_assert_uint_eq(slot, want[k].slot);
    }
    for (size_t i = 0; i < mod->nglobals; i++)
        unnamed += bcq_global_slot(mod, i, &slot) == 0;
    ck_assert_uint_eq(unnamed, 5);
    ck_assert_int_eq(bcq_global_slot(mod, 1, &slot), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_global_slot(mod, mod->nglobals, &slot), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_global_slot(NULL, 0, &slot), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_slot(mod, 0, NULL), BCQ_E_INVAL);
    /* and back: "@N" finds the value */
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        char s[8];
        size_t id = 99;
        s[0] = '@';
        s[1] = (char)('0' + want[k].slot);
        ck_assert_int_eq(bcq_global_find_spelled(f, 0, s, 2, &id, NULL), 0);
        ck_assert_uint_eq(id, want[k].id);
    }
    bcq_close(f);
    free(keep);
}
END_TEST

static void spelled_is(const bcq_module *mod, size_t id, const char *want)
{
    char buf[64];
    size_t len = 0;
    ck_assert_int_eq(bcq_global_spelling(mod, id, buf, sizeof buf, &len), 0);
    ck_assert_str_eq(buf, want);
    ck_assert_uint_eq(len, strlen(want));
}

/* spelling.ll as llvm-dis 14 wrote it: value ids 0..7 are the variables
 * in order, 8..11 the functions, 12 the alias */
START_TEST(spelling)
{
    bcq_file *f;
    void *keep;
    const bcq_module *mod = open_module("spelling.bc", _i, &f, &keep);
    spelled_is(mod, 0, "@0");
    spelled_is(mod, 1, "@\"a\\22b\"");
    spelled_is(mod, 2, "@\"back\\\\slash\"");
    spelled_is(mod, 3, "@\"tab\\09x\"");
    spelled_is(mod, 4, "@\"0\"");
    spelled_is(mod, 5, "@\"@0\"");
    spelled_is(mod, 6, "@\"\\C3\\A9t\\C3\\A9\"");
    spelled_is(mod, 7, "@1");
    spelled_is(mod, 10, "@\"f n\"");
    spelled_is(mod, 11, "@5");
    spelled_is(mod, 12, "@2");
    /* short buffers: truncated, NUL-terminated, the full length told */
    char buf[4];
    size_t len = 0;
    ck_assert_int_eq(bcq_global_spelling(mod, 10, buf, sizeof buf, &len),
                     BCQ_E_RANGE);
    ck_assert_uint_eq(len, 6);
    ck_assert_str_eq(buf, "@\"f");
    ck_assert_int_eq(bcq_global_spelling(mod, 10, NULL, 0, &len), BCQ_E_RANGE);
    ck_assert_uint_eq(len, 6);
    ck_assert_int_eq(bcq_global_spelling(mod, 99, buf, sizeof buf, &len),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_global_spelling(mod, 0, NULL, 4, &len), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_spelling(mod, 0, buf, 4, NULL), BCQ_E_INVAL);
    bcq_close(f);
    free(keep);
}
END_TEST

/* each spelling finds its value; others find nothing */
START_TEST(find)
{
    static const struct { const char *s; size_t id; } ok[] = {
        {"@0", 0},           {"@00", 0},
        {"@\"a\\22b\"", 1},  {"@\"back\\\\slash\"", 2},
        {"@\"back\\5Cslash\"", 2}, {"@\"tab\\09x\"", 3},
        {"@\"0\"", 4},       {"@\"@0\"", 5},
        {"@\"\\c3\\a9t\\C3\\A9\"", 6}, {"@1", 7},
        {"@\"f n\"", 10},    {"@5", 11},
        {"@2", 12},          {"@\"\\5\"", BCQ_NONE}};
    static const char *const none[] = {
        "", "@", "0", "f n", "@f n", "@\"f n", "@\"f\"n\"", "@6", "@13",
        "@1x", "@99999999999999999999999999", "@\"\"", "@\"nosuch\"",
        "@-x"};
    bcq_file *f;
    void *keep;
    bcq_error err;
    open_module("spelling.bc", _i, &f, &keep);
    for (size_t k = 0; k < sizeof ok / sizeof ok[0]; k++) {
        size_t id = 99;
        int rc = bcq_global_find_spelled(f, 0, ok[k].s, strlen(ok[k].s), &id,
                                         &err);
        if (ok[k].id == BCQ_NONE) { /* "\5" stays: a name no value has */
            ck_assert_int_eq(rc, BCQ_E_NOT_FOUND);
            continue;
        }
        ck_assert_msg(rc == 0, "%s: %d", ok[k].s, rc);
        ck_assert_uint_eq(id, ok[k].id);
    }
    for (size_t k = 0; k < sizeof none / sizeof none[0]; k++) {
        size_t id = 99;
        ck_assert_int_eq(bcq_global_find_spelled(f, 0, none[k],
                                                 strlen(none[k]), &id, &err),
                         BCQ_E_NOT_FOUND);
        ck_assert_int_eq(err.code, BCQ_E_NOT_FOUND);
    }
    size_t id;
    ck_assert_int_eq(bcq_global_find_spelled(NULL, 0, "@0", 2, &id, NULL),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_find_spelled(f, 0, NULL, 2, &id, NULL),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_find_spelled(f, 0, "@0", 2, NULL, NULL),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_global_find_spelled(f, 1, "@0", 2, &id, NULL),
                     BCQ_E_RANGE);
    bcq_close(f);
    free(keep);
}
END_TEST

Suite *make_spell_suite(void)
{
    Suite *s = suite_create("spell");
    TCase *t = tcase_create("core");
    tcase_add_loop_test(t, slots, 0, 2);
    tcase_add_loop_test(t, spelling, 0, 2);
    tcase_add_loop_test(t, find, 0, 2);
    suite_add_tcase(s, t);
    return s;
}
