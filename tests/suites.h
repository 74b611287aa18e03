/* suites.h - one Check suite per library unit; tests/check_bcq.c runs them
 * all.  Each tests/check_<unit>.c defines its make_<unit>_suite(). */
#ifndef BCQ_TEST_SUITES_H
#define BCQ_TEST_SUITES_H

#include <check.h>

/* A passed assertion records nothing.  Check's own ck_assert_msg (every
 * ck_assert* is built on it) marks a point at each passed assertion, one
 * write(2) to its log, and the suites pass millions of them: 2.6 M in
 * hostile alone, 5 s on this VM, half of it in the kernel, and far more
 * under ASan and valgrind in .ci/run.  A failure still names its own file
 * and line; a crash or a timeout is placed at the test's last
 * mark_point() instead of its last passed assertion. */
#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                                               \
    ((expr) ? (void)0                                                          \
            : _ck_assert_failed(__FILE__, __LINE__,                            \
                                "Assertion '" #expr "' failed", ##__VA_ARGS__))

#define BCQ_SUITES(XX)                                                        \
    XX(error)                                                                 \
    XX(huge)                                                                  \
    XX(map)                                                                   \
    XX(container)                                                             \
    XX(object)                                                                \
    XX(native)                                                                \
    XX(archive)                                                               \
    XX(script)                                                                \
    XX(input)                                                                 \
    XX(bitcursor)                                                             \
    XX(abbrev)                                                                \
    XX(record)                                                                \
    XX(record_bad)                                                            \
    XX(blockinfo)                                                             \
    XX(blockinfo_scope)                                                       \
    XX(index)                                                                 \
    XX(subindex)                                                              \
    XX(reader)                                                                \
    XX(names)                                                                 \
    XX(hostile)                                                               \
    XX(bad)                                                                   \
    XX(fixtures)                                                              \
    XX(module)                                                                \
    XX(symtab)                                                                \
    XX(symtab_hostile)                                                        \
    XX(symmap)                                                                \
    XX(mangle)                                                                \
    XX(mangle_hand)                                                           \
    XX(function)                                                              \
    XX(funcmap)                                                               \
    XX(insts)                                                                 \
    XX(summary)                                                               \
    XX(summary_hostile)                                                       \
    XX(refs_summary)                                                          \
    XX(insts19)                                                               \
    XX(constants)                                                             \
    XX(constants_dump)                                                        \
    XX(refs)                                                                  \
    XX(refs_hand)                                                             \
    XX(keep)                                                                  \
    XX(linksyms)                                                              \
    XX(threads)                                                               \
    XX(memo)                                                                  \
    XX(budget)                                                                \
    XX(ahead)                                                                 \
    XX(lazy)                                                                  \
    XX(pages)                                                                 \
    XX(asm)                                                                   \
    XX(spell)

#define BCQ__DECL_SUITE(u) Suite *make_##u##_suite(void);
BCQ_SUITES(BCQ__DECL_SUITE)
#undef BCQ__DECL_SUITE

#endif
