/*
 * timeit.c - wall time of a whole process, median of N runs.
 *
 * Usage: timeit [-n N] [-w W] [-o OUT] CMD [ARG...]
 *
 * Runs CMD W times as a warm-up (default 1), then N times (default 5), each
 * with stdin from /dev/null and stdout to OUT (default /dev/null); stderr is
 * kept.  Each run is timed from fork() to the return of wait4() with
 * CLOCK_MONOTONIC.  Prints one line:
 *
 *     median_seconds min_seconds max_seconds max_rss_kb
 *
 * (max_rss_kb: the largest ru_maxrss of the timed runs).  Exits 1 with a
 * message when a run fails (exit status other than 0, or a signal).
 */
#include "config.h"

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void usage(void)
{
    fprintf(stderr, "usage: timeit [-n N] [-w W] [-o OUT] CMD [ARG...]\n");
    exit(2);
}

/* One run: seconds, and the child's max RSS in *rss_kb. */
static double run(char **argv, const char *out, long *rss_kb)
{
    double t0 = now();
    pid_t pid = fork();
    if (pid < 0) {
        perror("timeit: fork");
        exit(1);
    }
    if (pid == 0) {
        int in = open("/dev/null", O_RDONLY);
        int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || fd < 0 || dup2(in, 0) < 0 || dup2(fd, 1) < 0) {
            perror("timeit: redirect");
            _exit(127);
        }
        close(in);
        close(fd);
        execvp(argv[0], argv);
        fprintf(stderr, "timeit: %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    int st;
    struct rusage ru;
    while (wait4(pid, &st, 0, &ru) < 0) {
        if (errno != EINTR) {
            perror("timeit: wait4");
            exit(1);
        }
    }
    double t = now() - t0;
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        fprintf(stderr, "timeit: %s failed (%s %d)\n", argv[0],
                WIFEXITED(st) ? "exit status" : "signal",
                WIFEXITED(st) ? WEXITSTATUS(st) : WTERMSIG(st));
        exit(1);
    }
    *rss_kb = ru.ru_maxrss;
    return t;
}

int main(int argc, char **argv)
{
    int n = 5, w = 1, opt;
    const char *out = "/dev/null";
    while ((opt = getopt(argc, argv, "+n:w:o:")) != -1) {
        switch (opt) {
        case 'n': n = atoi(optarg); break;
        case 'w': w = atoi(optarg); break;
        case 'o': out = optarg; break;
        default: usage();
        }
    }
    if (optind >= argc || n < 1 || w < 0)
        usage();
    char **cmd = argv + optind;
    double *t = malloc(sizeof *t * (size_t)n);
    long rss = 0, maxrss = 0;
    if (!t)
        return 1;
    for (int i = 0; i < w; i++)
        run(cmd, out, &rss);
    for (int i = 0; i < n; i++) {
        t[i] = run(cmd, out, &rss);
        if (rss > maxrss)
            maxrss = rss;
    }
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("%.6f %.6f %.6f %ld\n", t[n / 2], t[0], t[n - 1], maxrss);
    free(t);
    return 0;
}
