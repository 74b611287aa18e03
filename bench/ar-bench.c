/*
 * ar-bench.c - in-process figures of libbcq on one archive (bench/archive
 * builds it against the tree's lib/.libs/libbcq.a).
 *
 * Usage: ar-bench [-n REPS] ARCHIVE
 *
 * Prints "key median_seconds min_seconds" for timings (a warm-up, then
 * REPS fresh runs) and "key value" for sizes:
 *   ar_open        bcq_archive_open_path + bcq_archive_close (headers and
 *                  symbol index read, no member opened)
 *   ar_symtab      open + every member through bcq_archive_member_file +
 *                  its SYMTAB, every symbol (what `bcq symbols ARCHIVE`
 *                  reads of an LTO member) + close
 *   ar_symbols     the same, from every module's records instead: each
 *                  global value's symbol flags and name (the path of
 *                  members without a SYMTAB, and of --json) + close
 *   member_mem     per member (the figure divided by the members):
 *                  bcq_archive_member_data + bcq_open_mem + a module count
 *                  + bcq_close, on an archive already open
 *   member_file    per member: bcq_archive_member_file + a module count,
 *                  every member kept until bcq_archive_close (not timed)
 *   member_kept    the same with bcq_archive_close timed too
 *   member_release per member: bcq_archive_member_file + a module count
 *                  + bcq_archive_member_release
 *   ar_members     the number of members
 *   heap_open      bytes of heap (glibc mallinfo2) the archive holds open,
 *                  no member opened; heap_per_member that over the members
 *   heap_all       the same after every member was opened
 */
#define _GNU_SOURCE
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bcq.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static const char *path;
static size_t sink;

static void die(const char *what, const bcq_error *e)
{
    fprintf(stderr, "ar-bench: %s: %s\n", what, e ? e->message : "");
    exit(1);
}

static void ar_open(void)
{
    bcq_archive *a;
    bcq_error e;
    if (bcq_archive_open_path(path, NULL, &a, &e))
        die(path, &e);
    sink += bcq_archive_count(a);
    bcq_archive_close(a);
}

static void open_all(bcq_archive *a)
{
    for (size_t i = 0; i < bcq_archive_count(a); i++) {
        const bcq_file *f;
        bcq_error e;
        if (bcq_archive_member_file(a, i, &f, &e))
            continue; /* not bitcode */
        size_t nm;
        if (bcq_module_count(f, &nm, &e))
            die("module count", &e);
        for (size_t m = 0; m < nm; m++) {
            const bcq_module *mod;
            if (bcq_module_get(f, m, &mod, &e))
                die("module", &e);
            for (size_t g = 0; g < mod->nglobals; g++) {
                unsigned flags = bcq_global_symbol_flags(mod, g);
                char buf[512];
                size_t len;
                if (bcq_global_symbol_name(mod, g, buf, sizeof buf, &len) == 0)
                    sink += len + flags;
            }
        }
    }
}

/* What `bcq symbols` reads of a member with a SYMTAB: the table alone. */
static void ar_symtab(void)
{
    bcq_archive *a;
    bcq_error e;
    if (bcq_archive_open_path(path, NULL, &a, &e))
        die(path, &e);
    for (size_t i = 0; i < bcq_archive_count(a); i++) {
        const bcq_file *f;
        bcq_symtab st;
        if (bcq_archive_member_file(a, i, &f, &e) ||
            bcq_symtab_get(f, &st, &e))
            continue;
        bcq_symtab_iter it = {0};
        bcq_symtab_symbol s;
        while (bcq_symtab_next(&st, &it, &s, NULL) == 0)
            sink += s.name.len + s.flags;
    }
    bcq_archive_close(a);
}

static void ar_symbols(void)
{
    bcq_archive *a;
    bcq_error e;
    if (bcq_archive_open_path(path, NULL, &a, &e))
        die(path, &e);
    open_all(a);
    bcq_archive_close(a);
}

/* The three ways to open every member, each timed alone on an archive
 * opened outside the timing. */
static bcq_archive *member_ar;

static void count_modules(const bcq_file *f)
{
    size_t nm;
    if (bcq_module_count(f, &nm, NULL) == 0)
        sink += nm;
}

static void member_mem(void)
{
    for (size_t i = 0; i < bcq_archive_count(member_ar); i++) {
        bcq_span d;
        bcq_file *f;
        if (bcq_archive_member_data(member_ar, i, &d, NULL) ||
            bcq_open_mem(d.ptr, d.len, NULL, &f, NULL))
            continue;
        count_modules(f);
        bcq_close(f);
    }
}

static void member_file(void)
{
    for (size_t i = 0; i < bcq_archive_count(member_ar); i++) {
        const bcq_file *f;
        if (bcq_archive_member_file(member_ar, i, &f, NULL) == 0)
            count_modules(f);
    }
}

static void member_release(void)
{
    for (size_t i = 0; i < bcq_archive_count(member_ar); i++) {
        const bcq_file *f;
        if (bcq_archive_member_file(member_ar, i, &f, NULL) == 0)
            count_modules(f);
        bcq_archive_member_release(member_ar, i);
    }
}

static void member_open(void)
{
    bcq_error e;
    if (bcq_archive_open_path(path, NULL, &member_ar, &e))
        die(path, &e);
}

static void member_close(void)
{
    bcq_archive_close(member_ar);
    member_ar = NULL;
}

static void member_kept(void)
{
    member_file();
    member_close();
}

/* Median and minimum of reps runs of fn (after a warm-up), each between
 * a fresh member_open and a member_close outside the timing (kept: the
 * close inside), per member. */
static void per_member(const char *key, void (*fn)(void), int kept, int reps)
{
    double *t = malloc(sizeof *t * (size_t)reps);
    size_t n = 0;
    for (int i = -1; i < reps; i++) {
        member_open();
        n = bcq_archive_count(member_ar);
        double t0 = now();
        fn();
        double t1 = now();
        if (!kept)
            member_close();
        if (i >= 0)
            t[i] = (t1 - t0) / (double)(n ? n : 1);
    }
    qsort(t, (size_t)reps, sizeof *t, cmp);
    printf("%s %.9f %.9f\n", key, t[reps / 2], t[0]);
    free(t);
}

static void timeit(const char *key, void (*fn)(void), int reps)
{
    double *t = malloc(sizeof *t * (size_t)reps);
    fn();
    for (int i = 0; i < reps; i++) {
        double t0 = now();
        fn();
        t[i] = now() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp);
    printf("%s %.6f %.6f\n", key, t[reps / 2], t[0]);
    free(t);
}

int main(int argc, char **argv)
{
    int reps = 7;
    int i = 1;
    if (i + 1 < argc && !strcmp(argv[i], "-n")) {
        reps = atoi(argv[i + 1]);
        i += 2;
    }
    if (i + 1 != argc || reps < 1) {
        fprintf(stderr, "usage: ar-bench [-n REPS] ARCHIVE\n");
        return 2;
    }
    path = argv[i];
    size_t h0 = mallinfo2().uordblks;
    bcq_archive *a;
    bcq_error e;
    if (bcq_archive_open_path(path, NULL, &a, &e))
        die(path, &e);
    size_t h1 = mallinfo2().uordblks;
    size_t n = bcq_archive_count(a);
    open_all(a);
    size_t h2 = mallinfo2().uordblks;
    bcq_archive_close(a);
    printf("ar_members %zu\n", n);
    printf("heap_open %zu\n", h1 - h0);
    printf("heap_per_member %.1f\n", n ? (double)(h1 - h0) / (double)n : 0.0);
    printf("heap_all %zu\n", h2 - h0);
    timeit("ar_open", ar_open, reps);
    timeit("ar_symtab", ar_symtab, reps);
    timeit("ar_symbols", ar_symbols, reps);
    per_member("member_mem", member_mem, 0, reps);
    per_member("member_file", member_file, 0, reps);
    per_member("member_kept", member_kept, 1, reps);
    per_member("member_release", member_release, 0, reps);
    return sink == 42; /* keep sink alive */
}
