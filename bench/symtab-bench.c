/*
 * symtab-bench.c - a linker's symbol loop with libbcq, in process, on many
 * files (bench/symtab builds it against the tree's lib/.libs/libbcq.a and
 * runs it beside llvm-symtab.cpp, LLVM's side of the same loop).
 *
 * Usage: symtab-bench [-n REPS] [-m read|next|open] FILE...
 *        symtab-bench [-n REPS] -a ARCHIVE
 *
 * For each FILE, a warm-up and REPS fresh runs of: bcq_open_path,
 * bcq_symtab_get, every symbol (-m read: bcq_symtab_read 256 at a time,
 * the default; -m next: bcq_symtab_next one at a time; -m open: no symbol,
 * the open and the get alone), each symbol's flags, name length and the
 * name's first byte read (as a linker reads the name to hash it), and
 * bcq_close; prints "FILE median_seconds min_seconds symbols".
 *
 * -a: the symbol tables of every member of ARCHIVE: bcq_archive_open_path,
 * then per member bcq_archive_member_data + bcq_open_mem + the loop above
 * + bcq_close, then bcq_archive_close; prints "ARCHIVE median min symbols
 * members".
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bcq.h"

static volatile uint64_t sink;
static const char *mode = "read";

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void die(const char *what, int rc, const bcq_error *e)
{
    fprintf(stderr, "symtab-bench: %s: %s\n", what,
            e && e->code ? e->message : bcq_strerror(rc));
    exit(1);
}

/* Every symbol of f's table; the number read. */
static size_t symbols(const bcq_file *f, const char *what)
{
    bcq_symtab st;
    bcq_symtab_iter it = {0};
    bcq_error e;
    size_t n = 0, got;
    int rc = bcq_symtab_get(f, &st, &e);
    if (rc && rc != BCQ_E_STALE)
        die(what, rc, &e);
    if (mode[0] == 'o')
        return 0;
    if (mode[0] == 'n') {
        bcq_symtab_symbol s;
        while ((rc = bcq_symtab_next(&st, &it, &s, NULL)) == 0) {
            sink += s.flags + s.name.len + (s.name.len ? s.name.ptr[0] : 0);
            n++;
        }
    } else {
        bcq_symtab_entry v[256];
        while ((rc = bcq_symtab_read(&st, &it, v, 256, &got, NULL)) == 0)
            for (size_t i = 0; i < got; i++, n++)
                sink += v[i].flags + v[i].name_len +
                        (v[i].name_len ? v[i].name[0] : 0);
    }
    if (rc != BCQ_END)
        die(what, rc, NULL);
    return n;
}

static size_t one_file(const char *path)
{
    bcq_file *f;
    bcq_error e;
    int rc = bcq_open_path(path, NULL, &f, &e);
    if (rc)
        die(path, rc, &e);
    size_t n = symbols(f, path);
    bcq_close(f);
    return n;
}

static size_t nmembers;

static size_t one_archive(const char *path)
{
    bcq_archive *a;
    bcq_error e;
    int rc = bcq_archive_open_path(path, NULL, &a, &e);
    if (rc)
        die(path, rc, &e);
    size_t n = 0, count = bcq_archive_count(a);
    nmembers = count;
    for (size_t i = 0; i < count; i++) {
        bcq_span d;
        bcq_file *f;
        if ((rc = bcq_archive_member_data(a, i, &d, &e)) ||
            (rc = bcq_open_mem(d.ptr, d.len, NULL, &f, &e)))
            die(path, rc, &e);
        n += symbols(f, path);
        bcq_close(f);
    }
    bcq_archive_close(a);
    return n;
}

static void measure(const char *path, int reps, size_t (*fn)(const char *))
{
    double *t = malloc(sizeof *t * (size_t)reps);
    if (!t)
        die("malloc", BCQ_E_NOMEM, NULL);
    size_t n = fn(path);
    for (int i = 0; i < reps; i++) {
        double t0 = now();
        fn(path);
        t[i] = now() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp);
    printf("%s %.9f %.9f %zu", path, t[reps / 2], t[0], n);
    if (fn == one_archive)
        printf(" %zu", nmembers);
    printf("\n");
    fflush(stdout);
    free(t);
}

int main(int argc, char **argv)
{
    int reps = 21, opt;
    const char *archive = NULL;
    while ((opt = getopt(argc, argv, "n:m:a:")) != -1) {
        if (opt == 'n')
            reps = atoi(optarg);
        else if (opt == 'm')
            mode = optarg;
        else if (opt == 'a')
            archive = optarg;
        else
            return 2;
    }
    if (reps < 1 || (strcmp(mode, "read") && strcmp(mode, "next") &&
                     strcmp(mode, "open"))) {
        fprintf(stderr, "usage: symtab-bench [-n REPS] [-m read|next|open] "
                        "FILE... | -a ARCHIVE\n");
        return 2;
    }
    if (archive)
        measure(archive, reps, one_archive);
    for (int i = optind; i < argc; i++)
        measure(argv[i], reps, one_file);
    return 0;
}
