/* check_bcq.c - the unit-test runner: every suite of tests/suites.h in one
 * SRunner, linked against the internal convenience library so internal
 * units are testable.  Set BCQ_SUITE=name to run one suite. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "suites.h"

int main(void)
{
    const char *only = getenv("BCQ_SUITE");
    SRunner *sr = NULL;
#define BCQ__ADD(u)                                                           \
    if (!only || strcmp(only, #u) == 0) {                                     \
        if (!sr)                                                              \
            sr = srunner_create(make_##u##_suite());                          \
        else                                                                  \
            srunner_add_suite(sr, make_##u##_suite());                        \
    }
    BCQ_SUITES(BCQ__ADD)
#undef BCQ__ADD
    if (!sr)
        return 77;
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
