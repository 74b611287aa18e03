/*
 * dis-bench.c - in process: printing one function as llvm-dis prints it
 * (bcq_asm_*) against walking the same function's instruction view
 * (bcq_insts_*), on one file (bench/dis builds it against the tree's
 * lib/.libs/libbcq.a).  Issue 22's target: printing costs at most 3x the
 * walk, fresh opens included or excluded.
 *
 * Usage: dis-bench [-n REPS] FILE FUNCTION...
 *        dis-bench -p OP [-n REPS] FILE FUNCTION
 *
 * -p OP runs only OP (print_fresh, walk_fresh, print_warm, walk_warm,
 * asm_open) on FUNCTION REPS times and prints nothing: a loop to run under
 * valgrind --tool=callgrind or perf.
 *
 * For each FUNCTION (an IR name, looked up in module 0 with
 * bcq_global_find) prints "key median_seconds min_seconds" lines, the
 * medians of REPS runs after one warm-up run, and "FUNCTION_bytes N", the
 * size of the text:
 *   F_print_fresh  bcq_open_path + bcq_asm_open + bcq_global_find +
 *                  bcq_asm_global (into a sink that only counts) +
 *                  bcq_asm_close + bcq_close
 *   F_walk_fresh   bcq_open_path + bcq_function_find + bcq_insts_open +
 *                  every bcq_insts_next + bcq_insts_close + bcq_close
 *   F_print_warm   bcq_asm_global alone, on a handle and a printer that
 *                  already printed F (the printer's module tables read)
 *   F_walk_warm    bcq_function_by_value + bcq_insts_open + every
 *                  bcq_insts_next + bcq_insts_close on a handle that
 *                  already walked F (bcq_asm_global looks the function up
 *                  by value id too)
 *   asm_open       bcq_open_path + bcq_asm_open + bcq_asm_close +
 *                  bcq_close: the printer's fixed cost, for scale
 */
#define _GNU_SOURCE
#include <bcq.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *path;
static size_t nbytes;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void die(const char *what, int rc, const bcq_error *err)
{
    fprintf(stderr, "dis-bench: %s: %s: %s (%s)\n", path, what,
            bcq_strerror(rc), err ? err->message : "");
    exit(1);
}

/* counts the bytes: the text is built inside bcq_asm_global either way */
static int count_sink(void *ctx, const char *s, size_t n)
{
    (void)s;
    *(size_t *)ctx += n;
    return 0;
}

static bcq_file *open_file(void)
{
    bcq_file *f;
    bcq_error err;
    int rc = bcq_open_path(path, 0, &f, &err);
    if (rc)
        die("open", rc, &err);
    return f;
}

static size_t value_of(bcq_file *f, const char *fn)
{
    size_t id;
    bcq_error err;
    int rc = bcq_global_find(f, 0, fn, strlen(fn), &id, &err);
    if (rc)
        die(fn, rc, &err);
    return id;
}

static void print_on(bcq_asm *a, size_t id)
{
    bcq_error err;
    size_t n = 0;
    int rc = bcq_asm_global(a, id, count_sink, &n, &err);
    if (rc)
        die("bcq_asm_global", rc, &err);
    nbytes = n;
}

static void walk_on(bcq_file *f, const bcq_function *fn)
{
    bcq_insts *it;
    bcq_inst in;
    bcq_error err;
    int rc = bcq_insts_open(f, fn, &it, &err);
    if (rc)
        die("bcq_insts_open", rc, &err);
    while ((rc = bcq_insts_next(it, &in, &err)) == 0)
        ;
    if (rc != BCQ_END)
        die("bcq_insts_next", rc, &err);
    bcq_insts_close(it);
}

static void print_fresh(const char *fn)
{
    bcq_file *f = open_file();
    bcq_asm *a;
    bcq_error err;
    int rc = bcq_asm_open(f, 0, &a, &err);
    if (rc)
        die("bcq_asm_open", rc, &err);
    print_on(a, value_of(f, fn));
    bcq_asm_close(a);
    bcq_close(f);
}

static void walk_fresh(const char *name)
{
    bcq_file *f = open_file();
    bcq_function fn;
    bcq_error err;
    int rc = bcq_function_find(f, 0, name, strlen(name), &fn, &err);
    if (rc)
        die(name, rc, &err);
    walk_on(f, &fn);
    bcq_close(f);
}

static void asm_open(void)
{
    bcq_file *f = open_file();
    bcq_asm *a;
    bcq_error err;
    int rc = bcq_asm_open(f, 0, &a, &err);
    if (rc)
        die("bcq_asm_open", rc, &err);
    bcq_asm_close(a);
    bcq_close(f);
}

/* the warm states: one handle and printer kept for all runs */
static bcq_file *wf;
static bcq_asm *wa;
static size_t wid;

static void warm_setup(const char *fn)
{
    bcq_error err;
    wf = open_file();
    int rc = bcq_asm_open(wf, 0, &wa, &err);
    if (rc)
        die("bcq_asm_open", rc, &err);
    wid = value_of(wf, fn);
}

static void print_warm(void) { print_on(wa, wid); }

static void walk_warm(void)
{
    bcq_function fn;
    bcq_error err;
    int rc = bcq_function_by_value(wf, 0, wid, &fn, &err);
    if (rc)
        die("bcq_function_by_value", rc, &err);
    walk_on(wf, &fn);
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

enum { PRINT_FRESH, WALK_FRESH, PRINT_WARM, WALK_WARM, ASM_OPEN };

static void run(int op, const char *fn)
{
    switch (op) {
    case PRINT_FRESH: print_fresh(fn); break;
    case WALK_FRESH: walk_fresh(fn); break;
    case PRINT_WARM: print_warm(); break;
    case WALK_WARM: walk_warm(); break;
    default: asm_open(); break;
    }
}

static void timed(const char *fn, const char *key, int op, int reps)
{
    double *t = malloc((size_t)reps * sizeof *t);
    if (!t)
        exit(1);
    run(op, fn); /* warm-up */
    for (int i = 0; i < reps; i++) {
        double t0 = now();
        run(op, fn);
        t[i] = now() - t0;
    }
    qsort(t, (size_t)reps, sizeof *t, cmp);
    printf("%s%s%s %.9f %.9f\n", fn ? fn : "", fn ? "_" : "", key,
           t[reps / 2], t[0]);
    free(t);
}

static const char *const ops[] = {"print_fresh", "walk_fresh", "print_warm",
                                  "walk_warm", "asm_open"};

int main(int argc, char **argv)
{
    int reps = 21, i = 1, only = -1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "-n") && i + 1 < argc)
            reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-p") && i + 1 < argc) {
            i++;
            for (int k = 0; k < 5; k++)
                if (!strcmp(argv[i], ops[k]))
                    only = k;
            if (only < 0) {
                fprintf(stderr, "dis-bench: unknown op %s\n", argv[i]);
                return 2;
            }
        } else
            break;
    }
    if (i + 1 > argc || reps < 1) {
        fprintf(stderr,
                "usage: dis-bench [-n REPS] [-p OP] FILE FUNCTION...\n");
        return 2;
    }
    path = argv[i++];
    if (only >= 0) {
        const char *fn = i < argc ? argv[i] : NULL;
        if (only != ASM_OPEN && !fn)
            return 2;
        if (only == PRINT_WARM || only == WALK_WARM)
            warm_setup(fn);
        for (int k = 0; k < reps; k++)
            run(only, fn);
        return 0;
    }
    timed(NULL, "asm_open", ASM_OPEN, reps);
    for (; i < argc; i++) {
        const char *fn = argv[i];
        timed(fn, "print_fresh", PRINT_FRESH, reps);
        printf("%s_bytes %zu\n", fn, nbytes);
        timed(fn, "walk_fresh", WALK_FRESH, reps);
        warm_setup(fn);
        timed(fn, "print_warm", PRINT_WARM, reps);
        timed(fn, "walk_warm", WALK_WARM, reps);
        bcq_asm_close(wa);
        bcq_close(wf);
    }
    return 0;
}
