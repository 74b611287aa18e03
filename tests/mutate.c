/*
 * mutate.c - the mutation sweep of make check: every fixture of tests/data
 * (*.bc, *.dia) and of its container folders (obj/ *.o, ar/ *.a), cut and
 * damaged in deterministic ways, through the
 * exerciser (tests/exercise.c), which aborts on any breach of the
 * library's contract.  Also runs every input of the hostile corpus
 * (tests/data/bad/ *.bin, the fuzzer's seeds).
 *
 * Per fixture: the intact file twice (it must open both ways, and two runs
 * must decode the same: equal digests); a cut at every 4-byte boundary;
 * FLIPS mutants with 1 to 3 bits flipped; WORDS mutants with one aligned
 * 32-bit word set to 0, 0xFFFFFFFF, a random value or a word copied from
 * elsewhere in the file.  Positions and values come from a fixed-seed
 * PRNG, so every run makes the same mutants.  Each mutant lives in a
 * buffer of exactly its size, so ASan sees a read one byte past it.
 *
 * BCQ_SWEEP=N multiplies FLIPS and WORDS by N (longer local runs; the
 * seed changes with N so a larger N is not a superset of a smaller one).
 * A violation saves the mutant as mutate-failure.bin in the current
 * directory and names it on stderr.
 *
 * With arguments: tests/mutate FILE... runs the exerciser on each file
 * (replay a fuzzer finding without a fuzzing build) and prints its stats.
 */
#include "config.h"

#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bcq.h"
#include "exercise.h"

#ifndef BCQ_TEST_DATA
#define BCQ_TEST_DATA "tests/data"
#endif
#ifndef BCQ_BAD_CORPUS
#define BCQ_BAD_CORPUS "tests/data/bad"
#endif

enum { FLIPS = 500, WORDS = 250 };

/* ------------------------------------------------------------------ PRNG */

static uint64_t rng_state;

static uint64_t rng(void) /* splitmix64 */
{
    uint64_t z = (rng_state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static size_t below(size_t n)
{
    return n ? (size_t)(rng() % n) : 0;
}

/* ----------------------------------------------------------------- files */

static uint8_t *slurp(const char *path, size_t *size)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        perror(path);
        return NULL;
    }
    size_t cap = 65536, n = 0;
    uint8_t *p = malloc(cap);
    for (;;) {
        if (!p)
            break;
        n += fread(p + n, 1, cap - n, fp);
        if (n < cap)
            break;
        uint8_t *q = realloc(p, cap *= 2);
        if (!q)
            free(p);
        p = q;
    }
    fclose(fp);
    if (!p)
        fprintf(stderr, "%s: out of memory\n", path);
    *size = n;
    return p;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted names of dir's entries ending in one of the suffixes (NULL: all
 * regular names not starting with '.'). */
static char **list_dir(const char *dir, const char *const *suffixes,
                       size_t *count)
{
    DIR *d = opendir(dir);
    char **v = NULL;
    size_t n = 0, cap = 0;
    *count = 0;
    if (!d)
        return NULL;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        const char *s = de->d_name;
        size_t len = strlen(s);
        int ok = s[0] != '.';
        if (ok && suffixes) {
            ok = 0;
            for (const char *const *x = suffixes; *x; x++) {
                size_t k = strlen(*x);
                ok |= len > k && strcmp(s + len - k, *x) == 0;
            }
        }
        if (!ok)
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 32;
            char **w = realloc(v, cap * sizeof *v);
            if (!w)
                break;
            v = w;
        }
        v[n++] = strdup(s);
    }
    closedir(d);
    if (n)
        qsort(v, n, sizeof *v, by_name);
    *count = n;
    return v;
}

/* ---------------------------------------------------------------- tally */

typedef struct tally {
    uint64_t mutants, open_ok, deep_ok, budget_hit, lib_errors, records;
    uint64_t open_by[BCQ_EX_NSTATUS];
} tally;

static tally total;
static char label[512];

static void on_violation(const uint8_t *data, size_t size, const char *what)
{
    (void)what;
    FILE *fp = fopen("mutate-failure.bin", "wb");
    if (fp) {
        fwrite(data, 1, size, fp);
        fclose(fp);
    }
    fprintf(stderr, "mutate: FAILED on %s (%zu bytes, saved as "
                    "mutate-failure.bin)\n",
            label, size);
}

/* Run one mutant from an exactly sized copy of p[0..n). */
static void run(const uint8_t *p, size_t n, bcq_ex_stats *st)
{
    uint8_t *buf = malloc(n ? n : 1);
    if (!buf) {
        fprintf(stderr, "mutate: out of memory\n");
        exit(1);
    }
    memcpy(buf, p, n);
    st->budget = 0;
    bcq_ex_run(buf, n, st);
    free(buf);
    total.mutants++;
    total.open_ok += st->open_rc == 0;
    total.deep_ok += st->deep_rc == 0;
    total.budget_hit += st->budget_hit != 0;
    total.lib_errors += st->errors;
    total.records += st->records;
    if (st->open_rc <= 0 && -st->open_rc < BCQ_EX_NSTATUS)
        total.open_by[-st->open_rc]++;
}

/* ----------------------------------------------------------------- sweep */

enum { SWEEP_MAX_BYTES = 65536 };

static int sweep_fixture(const char *name, unsigned mult, uint64_t seed)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", BCQ_TEST_DATA, name);
    size_t n;
    uint8_t *orig = slurp(path, &n);
    if (!orig)
        return 1;
    /* A fixture made for the laziness tests (many.bc, 155 KB, 38 pages)
     * would add 39 000 cuts and triple the sweep's time; the small
     * fixtures hold every construct it has. */
    if (n > SWEEP_MAX_BYTES) {
        printf("mutate: %s left out (%zu bytes; the sweep takes fixtures "
               "up to %u)\n",
               name, n, SWEEP_MAX_BYTES);
        free(orig);
        return 0;
    }
    bcq_ex_stats st, st2;
    int bad = 0;

    /* the intact file: opens, and decodes the same twice */
    snprintf(label, sizeof label, "%s intact", name);
    run(orig, n, &st);
    run(orig, n, &st2);
    /* a container fixture (obj/, ar/) may be no bitcode as a whole: an
     * archive, a native object, a universal binary of several slices */
    const int whole = strchr(name, '/') == NULL;
    if ((whole && (st.open_rc || st.deep_rc || st.records == 0)) ||
        st.budget_hit || st.digest != st2.digest) {
        fprintf(stderr, "mutate: %s intact: open %s, deep %s, %llu records, "
                        "budget %s, digests %016llx %016llx\n",
                name, bcq_status_name(st.open_rc),
                bcq_status_name(st.deep_rc),
                (unsigned long long)st.records,
                st.budget_hit ? "spent" : "ok",
                (unsigned long long)st.digest,
                (unsigned long long)st2.digest);
        bad = 1;
    }

    /* cuts at every 4-byte boundary */
    for (size_t cut = 0; cut < n; cut += 4) {
        snprintf(label, sizeof label, "%s cut at byte %zu", name, cut);
        run(orig, cut, &st);
    }

    uint8_t *m = malloc(n ? n : 1);
    if (!m)
        return 1;
    rng_state = seed;
    /* bit flips */
    for (unsigned k = 0; k < FLIPS * mult && n; k++) {
        memcpy(m, orig, n);
        unsigned nb = 1 + (unsigned)below(3);
        int o = snprintf(label, sizeof label, "%s flip %u (seed %llu):", name,
                         k, (unsigned long long)seed);
        for (unsigned j = 0; j < nb; j++) {
            size_t bit = below(8 * n);
            m[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            if (o > 0 && (size_t)o < sizeof label)
                o += snprintf(label + o, sizeof label - (size_t)o, " bit %zu",
                              bit);
        }
        run(m, n, &st);
    }
    /* word overwrites */
    for (unsigned k = 0; k < WORDS * mult && n >= 4; k++) {
        memcpy(m, orig, n);
        size_t at = 4 * below(n / 4);
        uint32_t v;
        const char *how;
        switch (below(4)) {
        case 0: v = 0; how = "zero"; break;
        case 1: v = UINT32_MAX; how = "ones"; break;
        case 2: v = (uint32_t)rng(); how = "random"; break;
        default: {
            size_t from = 4 * below(n / 4);
            memcpy(&v, orig + from, 4);
            how = "copy";
            break;
        }
        }
        memcpy(m + at, &v, 4);
        snprintf(label, sizeof label, "%s word %u (seed %llu): byte %zu = "
                                      "%#x (%s)",
                 name, k, (unsigned long long)seed, at, v, how);
        run(m, n, &st);
    }
    free(m);
    free(orig);
    return bad;
}

/* The inputs of the hostile corpus, each once (not mutated). */
static int run_seeds(void)
{
    static const char *const bins[] = {".bin", NULL};
    size_t n;
    char **v = list_dir(BCQ_BAD_CORPUS, bins, &n);
    for (size_t i = 0; i < n; i++) {
        char path[4096];
        size_t size;
        snprintf(path, sizeof path, "%s/%s", BCQ_BAD_CORPUS, v[i]);
        uint8_t *p = slurp(path, &size);
        if (p) {
            bcq_ex_stats st;
            snprintf(label, sizeof label, "seed %s", v[i]);
            run(p, size, &st);
            free(p);
        }
        free(v[i]);
    }
    free(v);
    return (int)n;
}

/* ---------------------------------------------------------------- replay */

static int replay(int argc, char **argv)
{
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        size_t n;
        uint8_t *p = slurp(argv[i], &n);
        if (!p) {
            bad = 1;
            continue;
        }
        bcq_ex_stats st;
        snprintf(label, sizeof label, "%s", argv[i]);
        clock_t t0 = clock();
        run(p, n, &st);
        printf("%s: %zu bytes, open %s, deep %s, %llu calls, %llu errors, "
               "%llu blocks, %llu records, %llu functions, %llu insts, "
               "work %llu%s, %.3f s, digest %016llx\n",
               argv[i], n, bcq_status_name(st.open_rc),
               bcq_status_name(st.deep_rc), (unsigned long long)st.calls,
               (unsigned long long)st.errors, (unsigned long long)st.blocks,
               (unsigned long long)st.records,
               (unsigned long long)st.functions,
               (unsigned long long)st.insts, (unsigned long long)st.work,
               st.budget_hit ? " (budget spent)" : "",
               (double)(clock() - t0) / CLOCKS_PER_SEC,
               (unsigned long long)st.digest);
        free(p);
    }
    return bad;
}

int main(int argc, char **argv)
{
    bcq_ex_on_violation = on_violation;
    if (argc > 1)
        return replay(argc, argv);

    unsigned mult = 1;
    const char *env = getenv("BCQ_SWEEP");
    if (env && *env) {
        long v = strtol(env, NULL, 10);
        mult = v > 0 && v < 100000 ? (unsigned)v : 1;
    }
    static const char *const fixture_kinds[] = {".bc", ".dia", NULL};
    size_t nfix;
    char **fix = list_dir(BCQ_TEST_DATA, fixture_kinds, &nfix);
    if (nfix == 0) {
        fprintf(stderr, "mutate: no fixtures in %s\n", BCQ_TEST_DATA);
        return 1;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int bad = 0;
    for (size_t i = 0; i < nfix; i++) {
        /* one stream per fixture, so adding a fixture does not change the
         * mutants of the others */
        uint64_t seed = UINT64_C(0xB0C0FFEE) + 7919u * i + 1000003u * mult;
        for (const char *c = fix[i]; *c; c++)
            seed = seed * 131 + (unsigned char)*c;
        bad |= sweep_fixture(fix[i], mult, seed);
        free(fix[i]);
    }
    free(fix);
    /* The containers: objects with bitcode (tests/data/obj) and archives
     * (tests/data/ar), named by their directory. */
    static const struct {
        const char *dir;
        const char *const kinds[3];
    } more[] = {{"obj", {".o", ".obj", NULL}}, {"ar", {".a", ".lib", NULL}}};
    for (size_t d = 0; d < sizeof more / sizeof more[0]; d++) {
        char dir[4096];
        snprintf(dir, sizeof dir, "%s/%s", BCQ_TEST_DATA, more[d].dir);
        size_t nmore;
        char **v = list_dir(dir, more[d].kinds, &nmore);
        for (size_t i = 0; i < nmore; i++) {
            char name[1024];
            snprintf(name, sizeof name, "%s/%s", more[d].dir, v[i]);
            uint64_t seed = UINT64_C(0xC0A7A1E5) + 7919u * i + 1000003u * mult;
            for (const char *c = name; *c; c++)
                seed = seed * 131 + (unsigned char)*c;
            bad |= sweep_fixture(name, mult, seed);
            nfix++;
            free(v[i]);
        }
        free(v);
    }
    int nseeds = run_seeds();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) +
                  (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;

    printf("mutate: %llu inputs (%zu fixtures x cuts, %u flips, %u words; "
           "%d seeds) in %.1f s: open OK %llu, deep open OK %llu, open "
           "failed",
           (unsigned long long)total.mutants, nfix, FLIPS * mult,
           WORDS * mult, nseeds, secs, (unsigned long long)total.open_ok,
           (unsigned long long)total.deep_ok);
    for (int s = 1; s < BCQ_EX_NSTATUS; s++)
        if (total.open_by[s])
            printf(" %s=%llu", bcq_status_name(-s) + 4,
                   (unsigned long long)total.open_by[s]);
    printf("; %llu records decoded, %llu library errors checked, budget "
           "spent on %llu\n",
           (unsigned long long)total.records,
           (unsigned long long)total.lib_errors,
           (unsigned long long)total.budget_hit);
    return bad ? 1 : 0;
}
