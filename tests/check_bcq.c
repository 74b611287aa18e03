/* check_bcq.c - the unit-test runner: every suite of tests/suites.h,
 * linked against the internal convenience library so internal units are
 * testable.  Set BCQ_SUITE=name to run one suite, or a list of names
 * separated by spaces; BCQ_SUITE_NOT=list runs all the others (make check
 * runs the suites in two halves this way, tests/check_bcq-heavy.sh and
 * tests/check_bcq-rest.sh, so that both run beside the other tests: a
 * test program's log waits in make's queue behind every script).
 *
 * Each suite runs in a process of its own (unless CK_FORK=no, for a
 * debugger).  One SRunner over all suites kept one parent process for
 * the whole run, and under ASan that parent's heap grew to hundreds of
 * MB; every test's child inherited it and LeakSanitizer scanned it at
 * each child's exit: the ASan run took 39 minutes where the suites run
 * one by one take 4.5. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "suites.h"

static int run_one(Suite *(*make)(void))
{
    SRunner *sr = srunner_create(make());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed;
}

/* the suite in a child process: 0 when all its tests passed */
static int run_forked(const char *name, Suite *(*make)(void))
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        perror("check_bcq: fork");
        return 1;
    }
    if (pid == 0)
        _exit(run_one(make) ? EXIT_FAILURE : EXIT_SUCCESS);
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) { /* only a signal may interrupt the wait */
            perror("check_bcq: waitpid");
            return 1;
        }
    if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
        return 0;
    if (WIFSIGNALED(st))
        fprintf(stderr, "check_bcq: suite %s: killed by signal %d\n", name,
                WTERMSIG(st));
    else
        fprintf(stderr, "check_bcq: suite %s failed\n", name);
    return 1;
}

/* whether name is one of the space-separated names of list */
static int listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        while (*p == ' ')
            p++;
        size_t k = strcspn(p, " ");
        if (k == n && strncmp(p, name, n) == 0)
            return 1;
        p += k;
    }
    return 0;
}

int main(void)
{
    const char *only = getenv("BCQ_SUITE");
    const char *not = getenv("BCQ_SUITE_NOT");
    const char *fork_env = getenv("CK_FORK");
    int in_process = fork_env && strcmp(fork_env, "no") == 0;
    int ran = 0, failed = 0;
#define BCQ__RUN(u)                                                           \
    if ((!only || listed(only, #u)) && (!not || !listed(not, #u))) {         \
        ran++;                                                                \
        failed += in_process ? run_one(make_##u##_suite) != 0                 \
                             : run_forked(#u, make_##u##_suite);              \
    }
    BCQ_SUITES(BCQ__RUN)
#undef BCQ__RUN
    if (!ran)
        return 77;
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
