/*
 * bcq-bench.c - in-process timings and memory figures of libbcq on one
 * file (bench/run builds it against the tree's lib/.libs/libbcq.a).
 *
 * Usage: bcq-bench [-n REPS] [-s SLOW_REPS] FILE FUNCTION...
 *        bcq-bench -p OP [-n REPS] FILE FUNCTION
 *
 * -p OP runs only OP (open_index, open_deep, fn_first, fn_repeat, symbols,
 * symtab, decode_all, bodies_all, insts_all, refs_all or read_file; fn_* on the first FUNCTION) REPS times and prints
 * nothing: a loop to run under perf or valgrind.
 *
 * Prints one line per figure on stdout: "key median_seconds min_seconds"
 * for timings (a warm-up run, then REPS runs; SLOW_REPS for the walk of
 * every record), "key value" for counts and sizes.  The file should be in
 * the page cache (bench/run reads it first).
 *
 * Timings, each from the path to the result in hand, bcq_close() included:
 *   read_file   not bcq: open(2), read(2) of the whole file in 128 KiB
 *               pieces (as cat does), close(2): the raw-read floor
 *   open_index  bcq_open_path (default flags) + bcq_close
 *   open_deep   the same with BCQ_OPEN_DEEP (every body indexed)
 *   fnK_first   open + bcq_function_find (modules in order) of the K-th
 *               FUNCTION + every record of its FUNCTION_BLOCK, sub-blocks
 *               entered, via a bcq_reader + close
 *   fnK_repeat  on a handle where that function was already found and
 *               read: a second bcq_function_find + the same decode
 *   symbols     open + every module (bcq_module_get) + every global value's
 *               bcq_global_symbol_flags and bcq_global_symbol_name + close
 *               (the library part of `bcq symbols`, no sorting or output)
 *   symtab      open + bcq_symtab_get + every symbol by bcq_symtab_read
 *               (256 at a time), each name's first byte read + close
 *   symtab_next the same by bcq_symtab_next, one symbol at a time
 *   bodies_all  open + every defined function (bcq_function_at) + a reader
 *               on its body, sub-blocks entered + close; insts_all the same
 *               with the instruction view; refs_all with bcq_refs_get
 *               (BCQ_REFS_BODY) of each: what references cost against
 *               decoding the bodies (all_functions: how many)
 *   decode_all  open + a reader on every top-level block, every sub-block
 *               entered, every record decoded + close
 *
 * Memory, measured first, in a fresh process:
 *   stat_heap_open  bcq_stat_heap() after bcq_open_path: the library's own
 *               count of the heap the handle holds (index, BLOCKINFO
 *               copies...); stat_heap_deep the same with BCQ_OPEN_DEEP
 *   stat_heap_modules  bcq_stat_heap() on the same handle once
 *               bcq_module_get has decoded every module; module_globals
 *               the global values of those modules (the heap they cost is
 *               the difference with stat_heap_open)
 *   heap_open   bytes malloc holds after bcq_open_path minus before
 *               (mallinfo2: uordblks + hblkhd), the handle and its index;
 *               heap_deep the same with BCQ_OPEN_DEEP.  Divided by the
 *               block count this bounds the index's bytes per block from
 *               above (the handle's other allocations and any spare
 *               capacity of the index array are counted too).
 *   rss_*       /proc/self/statm after open minus before (the file still
 *               mapped): resident, of which file-backed ("shared") and
 *               anonymous.  File pages count when mapped into the process,
 *               and the kernel maps up to fault_around_bytes (64 KiB by
 *               default) around each fault, so this overstates the pages
 *               read.
 *   touch_*     the pages actually read: the file is mapped PROT_NONE, a
 *               SIGSEGV handler makes each page readable on its first
 *               access and counts it, and the library gets the mapping
 *               with bcq_open_mem (same walk as bcq_open_path).  Counted
 *               for open, open + symbols, open + SYMTAB (symtab_of, with
 *               the sizes of the SYMTAB and STRTAB blobs it reads:
 *               symtab_blob_bytes, strtab_blob_bytes), open + each
 *               function's body.
 */
#include "config.h"

#define _GNU_SOURCE
#include <bcq.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char *path;
static const char *fname; /* the function being looked up */
static size_t fname_len;
static volatile uint64_t sink; /* keeps results observable */

static void die(const char *what, int rc, const bcq_error *err)
{
    fprintf(stderr, "bcq-bench: %s: %s: %s\n", path, what,
            err && err->code ? err->message : bcq_strerror(rc));
    exit(1);
}

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

static void report(const char *key, double *t, int n)
{
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("%s %.9f %.9f\n", key, t[n / 2], t[0]);
    fflush(stdout);
}

/* A warm-up, then reps timed calls of fn. */
static void measure(const char *key, int reps, void (*fn)(void))
{
    double *t = malloc(sizeof *t * (size_t)reps);
    if (!t)
        die("malloc", BCQ_E_NOMEM, NULL);
    fn();
    for (int i = 0; i < reps; i++) {
        double t0 = now();
        fn();
        t[i] = now() - t0;
    }
    report(key, t, reps);
    free(t);
}

static bcq_file *open_file(unsigned flags)
{
    bcq_file *f;
    bcq_error err;
    bcq_open_options opt = BCQ_OPEN_OPTIONS_INIT;
    opt.flags = flags;
    int rc = bcq_open_path(path, &opt, &f, &err);
    if (rc)
        die("bcq_open_path", rc, &err);
    return f;
}

/* Every record of the block b and of its sub-blocks; returns the count. */
static uint64_t decode_block(const bcq_file *f, const bcq_block *b)
{
    bcq_reader *r;
    bcq_error err;
    bcq_entry e;
    uint64_t n = 0;
    int rc = bcq_reader_open(f, b, &r, &err);
    if (rc)
        die("bcq_reader_open", rc, &err);
    for (;;) {
        if ((rc = bcq_reader_next(r, &e, &err)))
            die("bcq_reader_next", rc, &err);
        if (e.kind == BCQ_ENTRY_END) {
            if (e.depth == 0)
                break;
        } else if (e.kind == BCQ_ENTRY_SUBBLOCK) {
            if ((rc = bcq_reader_enter(r, &err)))
                die("bcq_reader_enter", rc, &err);
        } else {
            n++;
            sink += e.record.nops ? e.record.ops[0] : e.record.code;
        }
    }
    bcq_reader_close(r);
    return n;
}

static uint64_t fn_records, fn_words;
static size_t fn_module;

static void find_and_decode(const bcq_file *f)
{
    size_t nmod;
    bcq_error err;
    bcq_function fn;
    int rc = bcq_module_count(f, &nmod, &err);
    if (rc)
        die("bcq_module_count", rc, &err);
    for (size_t m = 0; m < nmod; m++) {
        rc = bcq_function_find(f, m, fname, fname_len, &fn, &err);
        if (rc == 0) {
            fn_module = m;
            fn_words = fn.block.words;
            fn_records = decode_block(f, &fn.block);
            return;
        }
        if (rc != BCQ_E_NOT_FOUND)
            die("bcq_function_find", rc, &err);
    }
    fprintf(stderr, "bcq-bench: %s: no function %s\n", path, fname);
    exit(1);
}

static uint64_t nglobals, nsymtab;
static char *namebuf;
static size_t namecap;

static void symbols_of(const bcq_file *f)
{
    size_t nmod;
    bcq_error err;
    int rc = bcq_module_count(f, &nmod, &err);
    if (rc)
        die("bcq_module_count", rc, &err);
    nglobals = 0;
    for (size_t m = 0; m < nmod; m++) {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, m, &mod, &err)))
            die("bcq_module_get", rc, &err);
        for (size_t i = 0; i < mod->nglobals; i++) {
            size_t len;
            unsigned fl = bcq_global_symbol_flags(mod, i);
            while ((rc = bcq_global_symbol_name(mod, i, namebuf, namecap,
                                                &len)) == BCQ_E_RANGE) {
                namecap = 2 * len + 64;
                free(namebuf);
                if (!(namebuf = malloc(namecap)))
                    die("malloc", BCQ_E_NOMEM, NULL);
            }
            if (rc && rc != BCQ_E_UNSUPPORTED)
                die("bcq_global_symbol_name", rc, NULL);
            sink += fl + len + (unsigned char)namebuf[0];
            nglobals++;
        }
    }
}

static int symtab_rc;
static size_t symtab_blob, strtab_blob;

static void symtab_of(const bcq_file *f)
{
    bcq_symtab st;
    bcq_symtab_iter it = {0};
    bcq_symtab_entry e[256];
    bcq_error err;
    size_t n;
    int rc = bcq_symtab_get(f, &st, &err);
    symtab_rc = rc;
    if (rc == BCQ_E_NOT_FOUND)
        return;
    if (rc && rc != BCQ_E_STALE)
        die("bcq_symtab_get", rc, &err);
    symtab_blob = st.blob.len;
    strtab_blob = st.strtab.len;
    nsymtab = 0;
    while ((rc = bcq_symtab_read(&st, &it, e, 256, &n, NULL)) != BCQ_END)
        for (size_t i = 0; i < n; i++) {
            sink += e[i].flags + e[i].name_len +
                    (e[i].name_len ? e[i].name[0] : 0);
            nsymtab++;
        }
}

/* The same through bcq_symtab_next, one symbol and all its fields at a
 * time. */
static void symtab_next_of(const bcq_file *f)
{
    bcq_symtab st;
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    int rc = bcq_symtab_get(f, &st, NULL);
    if (rc && rc != BCQ_E_STALE)
        return;
    while (bcq_symtab_next(&st, &it, &s, NULL) == 0)
        sink += s.flags + s.name.len + s.ir_name.len +
                (s.name.len ? s.name.ptr[0] : 0);
}

static uint64_t all_records;

static void decode_all_of(const bcq_file *f)
{
    size_t n = bcq_block_count(f);
    bcq_block b;
    all_records = 0;
    for (size_t i = 0; i < n; i++) {
        int rc = bcq_block_at(f, i, &b);
        if (rc)
            die("bcq_block_at", rc, NULL);
        if (b.depth == 0)
            all_records += decode_block(f, &b);
    }
}

/* Every defined function of every module, each found by position and
 * handed to what: a reader on its body (bodies_all), the instruction view
 * (insts_all), or bcq_refs_get (refs_all: the references each global
 * value's definition makes, which decodes that body once, and the module's
 * constants once). */
static uint64_t all_functions;

static void insts_of(const bcq_file *f, const bcq_function *fn)
{
    bcq_insts *it;
    bcq_inst in;
    bcq_error err;
    int rc = bcq_insts_open(f, fn, &it, &err);
    if (rc)
        die("bcq_insts_open", rc, &err);
    while ((rc = bcq_insts_next(it, &in, &err)) == 0)
        sink += in.value;
    if (rc != BCQ_END)
        die("bcq_insts_next", rc, &err);
    bcq_insts_close(it);
}

static void each_function(const bcq_file *f, int what)
{
    size_t nmod, n;
    bcq_error err;
    bcq_function fn;
    int rc = bcq_module_count(f, &nmod, &err);
    if (rc)
        die("bcq_module_count", rc, &err);
    all_functions = 0;
    for (size_t m = 0; m < nmod; m++) {
        if ((rc = bcq_function_count(f, m, &n, &err)))
            die("bcq_function_count", rc, &err);
        for (size_t d = 0; d < n; d++, all_functions++) {
            if ((rc = bcq_function_at(f, m, d, &fn, &err)))
                die("bcq_function_at", rc, &err);
            if (what == 0)
                sink += decode_block(f, &fn.block);
            else if (what == 1)
                insts_of(f, &fn);
            else {
                const bcq_ref *refs;
                size_t nrefs;
                if ((rc = bcq_refs_get(f, m, fn.value_id, BCQ_REFS_BODY,
                                       &refs, &nrefs, &err)))
                    die("bcq_refs_get", rc, &err);
                sink += nrefs;
            }
        }
    }
}

/* ---- timed bodies */

/* The raw-read floor in-process: read(2) the whole file in 128 KiB pieces,
 * as cat does, into one buffer. */
static void t_read_file(void)
{
    static unsigned char buf[128 * 1024];
    int fd = open(path, O_RDONLY);
    ssize_t n;
    if (fd < 0) {
        perror(path);
        exit(1);
    }
    while ((n = read(fd, buf, sizeof buf)) > 0)
        sink += buf[0];
    if (n < 0) {
        perror(path);
        exit(1);
    }
    close(fd);
}

static void t_open_index(void) { bcq_close(open_file(0)); }
static void t_open_deep(void) { bcq_close(open_file(BCQ_OPEN_DEEP)); }

static void t_fn_first(void)
{
    bcq_file *f = open_file(0);
    find_and_decode(f);
    bcq_close(f);
}

static bcq_file *held;
static void t_fn_repeat(void) { find_and_decode(held); }

static void t_symbols(void)
{
    bcq_file *f = open_file(0);
    symbols_of(f);
    bcq_close(f);
}

static void t_symtab(void)
{
    bcq_file *f = open_file(0);
    symtab_of(f);
    bcq_close(f);
}

static void t_symtab_next(void)
{
    bcq_file *f = open_file(0);
    symtab_next_of(f);
    bcq_close(f);
}

static void t_decode_all(void)
{
    bcq_file *f = open_file(0);
    decode_all_of(f);
    bcq_close(f);
}

static void t_bodies_all(void)
{
    bcq_file *f = open_file(0);
    each_function(f, 0);
    bcq_close(f);
}

static void t_insts_all(void)
{
    bcq_file *f = open_file(0);
    each_function(f, 1);
    bcq_close(f);
}

static void t_refs_all(void)
{
    bcq_file *f = open_file(0);
    each_function(f, 2);
    bcq_close(f);
}

/* ---- memory */

static size_t heap_now(void)
{
    struct mallinfo2 mi = mallinfo2();
    return mi.uordblks + mi.hblkhd;
}

/* resident and shared (file-backed) pages, from /proc/self/statm */
static void statm(long *resident, long *shared)
{
    FILE *fp = fopen("/proc/self/statm", "r");
    long size;
    if (!fp || fscanf(fp, "%ld %ld %ld", &size, resident, shared) != 3) {
        fprintf(stderr, "bcq-bench: cannot read /proc/self/statm\n");
        exit(1);
    }
    fclose(fp);
}

static uint8_t *trap_base;
static size_t trap_len, trap_pages;
static long pagesz;

static void on_segv(int sig, siginfo_t *si, void *uc)
{
    uint8_t *a = si->si_addr;
    (void)uc;
    if (a >= trap_base && a < trap_base + trap_len) {
        uint8_t *p = (uint8_t *)((uintptr_t)a & ~(uintptr_t)(pagesz - 1));
        if (mprotect(p, (size_t)pagesz, PROT_READ) == 0) {
            trap_pages++;
            return;
        }
    }
    signal(sig, SIG_DFL); /* a real fault: crash on return */
}

/* Pages of the file read by open, then by what (NULL: nothing more). */
static size_t touched(int fd, size_t size, void (*what)(const bcq_file *))
{
    bcq_file *f;
    bcq_error err;
    trap_base = mmap(NULL, size, PROT_NONE, MAP_PRIVATE, fd, 0);
    if (trap_base == MAP_FAILED) {
        perror("bcq-bench: mmap");
        exit(1);
    }
    trap_len = size;
    trap_pages = 0;
    int rc = bcq_open_mem(trap_base, size, NULL, &f, &err);
    if (rc)
        die("bcq_open_mem", rc, &err);
    if (what)
        what(f);
    bcq_close(f);
    munmap(trap_base, size);
    trap_base = NULL;
    return trap_pages;
}

static void memory(size_t size, char **funcs, int nfuncs)
{
    long r0, s0, r1, s1;
    size_t h0 = heap_now();
    statm(&r0, &s0);
    bcq_file *f = open_file(0);
    statm(&r1, &s1);
    size_t h1 = heap_now();
    size_t nblocks = bcq_block_count(f);
    printf("blocks %zu\n", nblocks);
    printf("heap_open %zu\n", h1 - h0);
    printf("stat_heap_open %zu\n", bcq_stat_heap(f));
    printf("rss_open_kb %ld\n", (r1 - r0) * pagesz / 1024);
    printf("rss_file_kb %ld\n", (s1 - s0) * pagesz / 1024);
    printf("rss_anon_kb %ld\n", ((r1 - s1) - (r0 - s0)) * pagesz / 1024);
    /* the same handle with every module decoded */
    size_t nmod, nglob = 0;
    bcq_error err;
    int rc = bcq_module_count(f, &nmod, &err);
    if (rc)
        die("bcq_module_count", rc, &err);
    for (size_t m = 0; m < nmod; m++) {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, m, &mod, &err)))
            die("bcq_module_get", rc, &err);
        nglob += mod->nglobals;
    }
    printf("stat_heap_modules %zu\n", bcq_stat_heap(f));
    printf("module_globals %zu\n", nglob);
    bcq_close(f);

    h0 = heap_now();
    f = open_file(BCQ_OPEN_DEEP);
    h1 = heap_now();
    printf("blocks_deep %zu\n", bcq_block_count(f));
    printf("heap_deep %zu\n", h1 - h0);
    printf("stat_heap_deep %zu\n", bcq_stat_heap(f));
    bcq_close(f);

    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        perror(path);
        exit(1);
    }
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old);
    printf("touch_open_kb %zu\n", touched(fd, size, NULL) * pagesz / 1024);
    printf("touch_symbols_kb %zu\n",
           touched(fd, size, symbols_of) * pagesz / 1024);
    size_t symtab_pages = touched(fd, size, symtab_of);
    if (symtab_rc != BCQ_E_NOT_FOUND) {
        printf("touch_symtab_kb %zu\n", symtab_pages * pagesz / 1024);
        printf("symtab_blob_bytes %zu\nstrtab_blob_bytes %zu\n", symtab_blob,
               strtab_blob);
    }
    for (int k = 0; k < nfuncs; k++) {
        fname = funcs[k];
        fname_len = strlen(fname);
        printf("touch_fn%d_kb %zu\n", k + 1,
               touched(fd, size, find_and_decode) * pagesz / 1024);
    }
    sigaction(SIGSEGV, &old, NULL);
    close(fd);
}

int main(int argc, char **argv)
{
    int reps = 7, slow = 3, opt;
    const char *only = NULL;
    while ((opt = getopt(argc, argv, "n:s:p:")) != -1) {
        if (opt == 'n')
            reps = atoi(optarg);
        else if (opt == 's')
            slow = atoi(optarg);
        else if (opt == 'p')
            only = optarg;
        else
            goto usage;
    }
    if (argc - optind < 2 || reps < 1 || slow < 1)
        goto usage;
    path = argv[optind];
    char **funcs = argv + optind + 1;
    int nfuncs = argc - optind - 1;
    pagesz = sysconf(_SC_PAGESIZE);

    if (only) {
        static const struct {
            const char *name;
            void (*fn)(void);
        } ops[] = {{"open_index", t_open_index}, {"open_deep", t_open_deep},
                   {"fn_first", t_fn_first},     {"fn_repeat", t_fn_repeat},
                   {"symbols", t_symbols},       {"symtab", t_symtab}, {"symtab_next", t_symtab_next},
                   {"decode_all", t_decode_all}, {"read_file", t_read_file},
                   {"bodies_all", t_bodies_all}, {"insts_all", t_insts_all},
                   {"refs_all", t_refs_all}};
        fname = funcs[0];
        fname_len = strlen(fname);
        for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
            if (strcmp(only, ops[i].name) != 0)
                continue;
            if (ops[i].fn == t_fn_repeat)
                held = open_file(0);
            for (int r = 0; r < reps; r++)
                ops[i].fn();
            bcq_close(held);
            return 0;
        }
        fprintf(stderr, "bcq-bench: unknown operation %s\n", only);
        return 2;
    }

    struct stat st;
    if (stat(path, &st) != 0) {
        perror(path);
        return 1;
    }
    printf("file_bytes %lld\n", (long long)st.st_size);
    memory((size_t)st.st_size, funcs, nfuncs);

    measure("read_file", reps, t_read_file);
    measure("open_index", reps, t_open_index);
    for (int k = 0; k < nfuncs; k++) {
        char key[32];
        fname = funcs[k];
        fname_len = strlen(fname);
        snprintf(key, sizeof key, "fn%d_first", k + 1);
        measure(key, reps, t_fn_first);
        printf("fn%d_module %zu\nfn%d_words %llu\nfn%d_records %llu\n",
               k + 1, fn_module, k + 1, (unsigned long long)fn_words, k + 1,
               (unsigned long long)fn_records);
        held = open_file(0);
        find_and_decode(held);
        snprintf(key, sizeof key, "fn%d_repeat", k + 1);
        measure(key, reps * 15, t_fn_repeat);
        bcq_close(held);
    }
    measure("symbols", reps, t_symbols);
    printf("globals %llu\n", (unsigned long long)nglobals);
    measure("symtab", reps, t_symtab);
    measure("symtab_next", reps, t_symtab_next);
    if (symtab_rc == BCQ_E_NOT_FOUND)
        printf("symtab_missing 1\n");
    else
        printf("symtab_symbols %llu\n", (unsigned long long)nsymtab);
    measure("open_deep", reps, t_open_deep);
    measure("decode_all", slow, t_decode_all);
    printf("decode_records %llu\n", (unsigned long long)all_records);
    measure("bodies_all", slow, t_bodies_all);
    measure("insts_all", slow, t_insts_all);
    measure("refs_all", slow, t_refs_all);
    printf("all_functions %llu\n", (unsigned long long)all_functions);
    free(namebuf);
    return 0;
usage:
    fprintf(stderr, "usage: bcq-bench [-n REPS] [-s SLOW_REPS] FILE FUNCTION...\n"
                    "       bcq-bench -p OP [-n REPS] FILE FUNCTION\n");
    return 2;
}
