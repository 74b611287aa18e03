/* check_archive.c - ar archives (lib/container/ar.c, lib/file/archive.c)
 * on the fixtures of tests/data/ar (gen-ar.sh): members, sizes and the
 * symbol index as llvm-ar and llvm-nm list them, zero-copy member files
 * shared by threads, members released and opened again, thin members and
 * their path policy, the index against the members' own symbols, and
 * every header field patched. */
#include "config.h"
#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t, mkdtemp, mkfifo */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */

#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const char *const archives[] = {"gnu", "llvm", "bsd", "thin",
                                       "thinlto", "mixed"};

static const char *ar_path(const char *name, const char *ext)
{
    static char buf[4096];
    char rel[64];
    snprintf(rel, sizeof rel, "ar/%s%s", name, ext);
    snprintf(buf, sizeof buf, "%s", tu_fixture_path(rel));
    return buf;
}

static int span_is(bcq_span s, const char *t, size_t len)
{
    return s.len == len && memcmp(s.ptr, t, len) == 0;
}

/* Members in llvm-ar t's order with ar p's sizes; the symbol index as
 * llvm-nm --print-armap prints it. */
START_TEST(fixtures)
{
    const char *name = archives[_i];
    bcq_archive *a;
    bcq_error e;
    ck_assert_int_eq(bcq_archive_open_path(ar_path(name, ".a"), NULL, &a, &e),
                     0);
    ck_assert_int_eq(bcq_archive_get_format(a),
                     !strcmp(name, "bsd")    ? BCQ_ARCHIVE_BSD
                     : !strcmp(name, "thin") ? BCQ_ARCHIVE_THIN
                                             : BCQ_ARCHIVE_GNU);
    char *sizes = tu_read_text(ar_path(name, ".sizes"));
    ck_assert_ptr_nonnull(sizes);
    size_t i = 0;
    for (char *line = strtok(sizes, "\n"); line; line = strtok(NULL, "\n")) {
        char mname[256];
        size_t size;
        ck_assert_int_eq(sscanf(line, "%255s %zu", mname, &size), 2);
        bcq_member m;
        ck_assert_int_eq(bcq_archive_member(a, i, &m), 0);
        ck_assert_msg(span_is(m.name, mname, strlen(mname)), "%s member %zu",
                      name, i);
        ck_assert_uint_eq(m.size, size);
        bcq_span d;
        ck_assert_int_eq(bcq_archive_member_data(a, i, &d, &e), 0);
        ck_assert_uint_eq(d.len, size);
        size_t k;
        ck_assert_int_eq(bcq_archive_find(a, mname, strlen(mname), &k), 0);
        ck_assert_uint_eq(k, i);
        i++;
    }
    ck_assert_uint_eq(bcq_archive_count(a), i);
    free(sizes);
    /* the index, in order: "symbol in member" */
    char *map = tu_read_text(ar_path(name, ".armap"));
    ck_assert_ptr_nonnull(map);
    size_t k = 0;
    for (char *line = strtok(map, "\n"); line; line = strtok(NULL, "\n")) {
        char sym[256], mname[256];
        ck_assert_int_eq(sscanf(line, "%255s in %255s", sym, mname), 2);
        bcq_span sn;
        size_t mi;
        ck_assert_int_eq(bcq_archive_symbol(a, k, &sn, &mi), 0);
        ck_assert_msg(span_is(sn, sym, strlen(sym)), "%s index %zu", name, k);
        bcq_member m;
        ck_assert_int_eq(bcq_archive_member(a, mi, &m), 0);
        ck_assert(span_is(m.name, mname, strlen(mname)));
        k++;
    }
    ck_assert_uint_eq(bcq_archive_symbol_count(a), k);
    bcq_span sn;
    size_t mi;
    ck_assert_int_eq(bcq_archive_symbol(a, k, &sn, &mi), BCQ_E_RANGE);
    free(map);
    bcq_archive_close(a);
}
END_TEST

/* Each bitcode member opens once, zero-copy, as its own bcq_file; the
 * index names exactly the symbols each member defines (its own global
 * values with a definition, llvm-ar's rule), in the member's order. */
/* bcq_archive_info_get() gives what the single getters give, on every
 * archive fixture. */
START_TEST(archive_info)
{
    bcq_archive *a;
    bcq_error e;
    ck_assert_int_eq(bcq_archive_open_path(ar_path(archives[_i], ".a"), NULL,
                                           &a, &e),
                     0);
    bcq_archive_info ai = BCQ_ARCHIVE_INFO_INIT;
    ck_assert_int_eq(bcq_archive_info_get(a, &ai), 0);
    ck_assert_uint_eq(ai.size, sizeof ai);
    ck_assert_int_eq(ai.format, bcq_archive_get_format(a));
    bcq_span d = bcq_archive_data(a);
    ck_assert_ptr_eq(ai.data.ptr, d.ptr);
    ck_assert_uint_eq(ai.data.len, d.len);
    ck_assert_uint_eq(ai.nmembers, bcq_archive_count(a));
    ck_assert_uint_eq(ai.nsymbols, bcq_archive_symbol_count(a));
    ck_assert_uint_gt(ai.nmembers, 0);
    ai.size = sizeof ai - 1;
    ck_assert_int_eq(bcq_archive_info_get(a, &ai), BCQ_E_INVAL);
    ai.size = sizeof ai;
    ck_assert_int_eq(bcq_archive_info_get(NULL, &ai), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_archive_info_get(a, NULL), BCQ_E_INVAL);
    bcq_archive_close(a);
}
END_TEST

START_TEST(member_files)
{
    const char *name = archives[_i];
    bcq_archive *a;
    bcq_error e;
    ck_assert_int_eq(bcq_archive_open_path(ar_path(name, ".a"), NULL, &a, &e),
                     0);
    bcq_span all = bcq_archive_data(a);
    size_t k = 0, opened = 0;
    for (size_t i = 0; i < bcq_archive_count(a); i++) {
        const bcq_file *f, *g;
        int rc = bcq_archive_member_file(a, i, &f, &e);
        if (!strcmp(name, "mixed") && i > 0) {
            /* native.o: an ELF object without bitcode; notes.txt: text */
            ck_assert_int_eq(rc, i == 1 ? BCQ_E_NO_BITCODE : BCQ_E_NOT_BITCODE);
            while (k < bcq_archive_symbol_count(a)) { /* native_fn */
                bcq_span sn;
                size_t mi;
                bcq_archive_symbol(a, k, &sn, &mi);
                if (mi != i)
                    break;
                k++;
            }
            continue;
        }
        ck_assert_int_eq(rc, 0);
        opened++;
        ck_assert_int_eq(bcq_archive_member_file(a, i, &g, &e), 0);
        ck_assert_ptr_eq(f, g);
        bcq_span d = bcq_file_data(f), md;
        ck_assert_int_eq(bcq_archive_member_data(a, i, &md, &e), 0);
        ck_assert_ptr_eq(d.ptr, md.ptr);
        if (strcmp(name, "thin"))
            ck_assert(d.ptr >= all.ptr && d.ptr + d.len <= all.ptr + all.len);
        bcq_close((bcq_file *)f); /* ignored: the archive owns it */
        ck_assert_int_eq(bcq_archive_member_file(a, i, &g, &e), 0);
        ck_assert_ptr_eq(f, g);
        /* the member's defined symbols against the index, in the order
         * llvm-ar writes them (ModuleSymbolTable: functions, variables,
         * aliases, ifuncs), by its rule: global, not format-specific, not
         * undefined (irsymtab::isArchiveSymbol) */
        const bcq_module *m;
        ck_assert_int_eq(bcq_module_get(f, 0, &m, &e), 0);
        static const unsigned kinds[] = {BCQ_GV_FUNCTION, BCQ_GV_VARIABLE,
                                         BCQ_GV_ALIAS, BCQ_GV_IFUNC};
        for (size_t kv = 0; kv < 4 * m->nglobals; kv++) {
            size_t v = kv % m->nglobals;
            bcq_global gv;
            bcq_module_global(m, v, &gv);
            if (gv.kind != kinds[kv / m->nglobals])
                continue;
            unsigned fl = bcq_global_symbol_flags(m, v);
            if ((fl & BCQ_SYM_UNDEFINED) || (fl & BCQ_SYM_FORMAT_SPECIFIC) ||
                !(fl & BCQ_SYM_GLOBAL))
                continue;
            char buf[256];
            size_t len;
            ck_assert_int_eq(bcq_global_symbol_name(m, v, buf, sizeof buf, &len),
                             0);
            bcq_span sn;
            size_t mi;
            ck_assert_int_eq(bcq_archive_symbol(a, k, &sn, &mi), 0);
            ck_assert_uint_eq(mi, i);
            ck_assert_msg(span_is(sn, buf, len), "%s: index %zu is %.*s, "
                          "member %zu defines %s", name, k, (int)sn.len,
                          (const char *)sn.ptr, i, buf);
            k++;
        }
    }
    ck_assert_uint_eq(k, bcq_archive_symbol_count(a));
    ck_assert_uint_ge(opened, 1);
    bcq_archive_close(a);
}
END_TEST

/* Eight threads open every member of one archive at once: one handle per
 * member, the same for all (run under ThreadSanitizer by .ci/run). */
typedef struct job {
    const bcq_archive *a;
    pthread_barrier_t *go;
    const bcq_file *got[8];
    int rc;
} job;

static void *opener(void *p)
{
    job *j = p;
    pthread_barrier_wait(j->go);
    for (size_t i = 0; i < bcq_archive_count(j->a); i++) {
        if (bcq_archive_member_file(j->a, i, &j->got[i], NULL) != 0) {
            j->rc = -1;
            continue;
        }
        size_t n;
        if (bcq_module_count(j->got[i], &n, NULL) != 0 || n != 1)
            j->rc = -2;
    }
    return NULL;
}

/* _i 2 and 3: opened by the index alone, so the eight threads race to
 * read the member table too (published once). */
START_TEST(threads)
{
    bcq_archive *a;
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.flags = _i >= 2 ? BCQ_OPEN_ARCHIVE_INDEX : 0;
    ck_assert_int_eq(bcq_archive_open_path(ar_path(_i == 1   ? "thin"
                                                   : _i == 3 ? "gnu"
                                                             : "bsd",
                                                   ".a"),
                                           &o, &a, NULL),
                     0);
    if (_i < 2)
        ck_assert_uint_eq(bcq_archive_count(a), 3);
    enum { T = 8 };
    job jobs[T];
    pthread_t th[T];
    pthread_barrier_t go;
    pthread_barrier_init(&go, NULL, T);
    for (int t = 0; t < T; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].a = a;
        jobs[t].go = &go;
        ck_assert_int_eq(pthread_create(&th[t], NULL, opener, &jobs[t]), 0);
    }
    for (int t = 0; t < T; t++)
        pthread_join(th[t], NULL);
    pthread_barrier_destroy(&go);
    ck_assert_uint_eq(bcq_archive_count(a), 3);
    for (int t = 0; t < T; t++) {
        ck_assert_int_eq(jobs[t].rc, 0);
        for (size_t i = 0; i < 3; i++) {
            ck_assert_ptr_nonnull(jobs[t].got[i]);
            ck_assert_ptr_eq(jobs[t].got[i], jobs[0].got[i]);
        }
    }
    bcq_archive_close(a);
}
END_TEST

/* ------------------------------------------------------------ release */

static void mix(uint64_t *h, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        *h = (*h ^ ((v >> (8 * i)) & 0xff)) * 1099511628211u;
}

static void mix_span(uint64_t *h, bcq_span s)
{
    mix(h, s.len);
    for (size_t i = 0; i < s.len; i++)
        mix(h, s.ptr[i]);
}

/* What a member's file answers: its bytes, its modules' facts, every
 * global value's symbol name and flags, and the heap that took. */
static uint64_t answers(const bcq_file *f)
{
    uint64_t h = 1469598103934665603u;
    mix_span(&h, bcq_file_data(f));
    size_t nm;
    ck_assert_int_eq(bcq_module_count(f, &nm, NULL), 0);
    mix(&h, nm);
    for (size_t m = 0; m < nm; m++) {
        const bcq_module *mod;
        ck_assert_int_eq(bcq_module_get(f, m, &mod, NULL), 0);
        mix_span(&h, mod->triple);
        mix(&h, mod->nglobals);
        for (size_t g = 0; g < mod->nglobals; g++) {
            char buf[256];
            size_t len;
            ck_assert_int_eq(bcq_global_symbol_name(mod, g, buf, sizeof buf,
                                                    &len),
                             0);
            mix_span(&h, (bcq_span){(const uint8_t *)buf, len});
            mix(&h, bcq_global_symbol_flags(mod, g));
        }
    }
    mix(&h, bcq_stat_heap(f));
    return h;
}

/* Every member opened, asked, released, opened again: the same answers
 * from a new handle; the other members untouched; and once every member
 * is released, the archive holds nothing of any (bcq__archive_held; the
 * valgrind and ASan runs of this suite check that what it held was freed,
 * and never used after). */
START_TEST(release_reopen)
{
    const char *name = archives[_i];
    bcq_archive *a;
    bcq_error e;
    ck_assert_int_eq(bcq_archive_open_path(ar_path(name, ".a"), NULL, &a, &e),
                     0);
    const size_t n = bcq_archive_count(a);
    ck_assert_uint_le(n, 8);
    uint64_t want[8];
    int rc[8];
    const bcq_file *last = NULL;
    size_t last_i = 0;
    for (size_t i = 0; i < n; i++) {
        const bcq_file *f;
        rc[i] = bcq_archive_member_file(a, i, &f, &e);
        if (rc[i] == 0) {
            want[i] = answers(f);
            last = f;
            last_i = i;
        }
    }
    ck_assert_ptr_nonnull(last);
    size_t held = bcq__archive_held(a);
    ck_assert_uint_ge(held, 1);
    for (size_t i = 0; i < n; i++) {
        bcq_archive_member_release(a, i);
        bcq_archive_member_release(a, i); /* twice: nothing more */
        if (i != last_i && last) /* another member, still open */
            ck_assert_uint_eq(answers(last), want[last_i]);
        const bcq_file *g;
        ck_assert_int_eq(bcq_archive_member_file(a, i, &g, &e), rc[i]);
        if (rc[i] == 0)
            ck_assert_uint_eq(answers(g), want[i]);
        if (i == last_i)
            last = g;
    }
    bcq_archive_member_release(a, n);   /* out of range */
    bcq_archive_member_release(NULL, 0);
    ck_assert_uint_eq(bcq__archive_held(a), held);
    for (size_t i = 0; i < n; i++)
        bcq_archive_member_release(a, i);
    ck_assert_uint_eq(bcq__archive_held(a), 0);
    /* and once more from nothing */
    for (size_t i = 0; i < n; i++) {
        const bcq_file *g;
        ck_assert_int_eq(bcq_archive_member_file(a, i, &g, &e), rc[i]);
        if (rc[i] == 0)
            ck_assert_uint_eq(answers(g), want[i]);
        bcq_archive_member_release(a, i);
        ck_assert_uint_eq(bcq__archive_held(a), 0);
    }
    bcq_archive_close(a);
}
END_TEST

/* A thin member's mapping goes with its release, and comes back. */
START_TEST(release_thin_data)
{
    bcq_archive *a;
    ck_assert_int_eq(bcq_archive_open_path(ar_path("thin", ".a"), NULL, &a,
                                           NULL),
                     0);
    bcq_span d;
    ck_assert_int_eq(bcq_archive_member_data(a, 0, &d, NULL), 0);
    uint8_t *copy = malloc(d.len);
    ck_assert_ptr_nonnull(copy);
    memcpy(copy, d.ptr, d.len);
    size_t len = d.len;
    ck_assert_uint_eq(bcq__archive_held(a), 1);
    bcq_archive_member_release(a, 0); /* mapped, no file: unmapped */
    ck_assert_uint_eq(bcq__archive_held(a), 0);
    ck_assert_int_eq(bcq_archive_member_data(a, 0, &d, NULL), 0);
    ck_assert_uint_eq(d.len, len);
    ck_assert(memcmp(d.ptr, copy, len) == 0);
    bcq_archive_member_release(a, 0);
    ck_assert_uint_eq(bcq__archive_held(a), 0);
    free(copy);
    bcq_archive_close(a);
}
END_TEST

/* Threads that each own one member open, ask and release it over and
 * over while the others do the same with theirs (ThreadSanitizer). */
typedef struct cycler {
    bcq_archive *a;
    pthread_barrier_t *go;
    size_t member;
    uint64_t want;
    int bad;
} cycler;

static void *cycle(void *p)
{
    cycler *c = p;
    pthread_barrier_wait(c->go);
    for (int k = 0; k < 50; k++) {
        const bcq_file *f;
        if (bcq_archive_member_file(c->a, c->member, &f, NULL) != 0 ||
            answers(f) != c->want)
            c->bad++;
        bcq_archive_member_release(c->a, c->member);
    }
    return NULL;
}

START_TEST(release_threads)
{
    bcq_archive *a;
    ck_assert_int_eq(bcq_archive_open_path(ar_path(_i ? "thin" : "bsd", ".a"),
                                           NULL, &a, NULL),
                     0);
    enum { T = 3 };
    ck_assert_uint_eq(bcq_archive_count(a), T);
    cycler c[T];
    pthread_t th[T];
    pthread_barrier_t go;
    pthread_barrier_init(&go, NULL, T);
    for (size_t t = 0; t < T; t++) {
        const bcq_file *f;
        ck_assert_int_eq(bcq_archive_member_file(a, t, &f, NULL), 0);
        c[t] = (cycler){a, &go, t, answers(f), 0};
        ck_assert_int_eq(pthread_create(&th[t], NULL, cycle, &c[t]), 0);
    }
    for (size_t t = 0; t < T; t++)
        pthread_join(th[t], NULL);
    pthread_barrier_destroy(&go);
    for (size_t t = 0; t < T; t++)
        ck_assert_int_eq(c[t].bad, 0);
    bcq_archive_close(a);
}
END_TEST

/* ----------------------------------------------------------- thin */

static char *tmpdir(void)
{
    char *d = strdup("/tmp/bcq-thin-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(d));
    return d;
}

static void write_file(const char *path, const void *p, size_t n)
{
    FILE *fp = fopen(path, "wb");
    ck_assert_ptr_nonnull(fp);
    ck_assert_uint_eq(fwrite(p, 1, n, fp), n);
    fclose(fp);
}

/* One 60-byte ar header at p. */
static void header(uint8_t *p, const char *name, size_t size)
{
    char sz[24];
    memset(p, ' ', 60);
    memcpy(p, name, strlen(name));
    p[16] = p[28] = p[34] = '0';
    memcpy(p + 40, "644", 3);
    snprintf(sz, sizeof sz, "%zu", size);
    memcpy(p + 48, sz, strlen(sz));
    memcpy(p + 58, "`\n", 2);
}

/* A thin archive of one member, its path in "//" as llvm-ar writes it. */
static size_t thin_of(uint8_t *buf, const char *name)
{
    size_t len = strlen(name), t = len + 2;
    memcpy(buf, "!<thin>\n", 8);
    header(buf + 8, "//", t);
    memcpy(buf + 68, name, len);
    memcpy(buf + 68 + len, "/\n", 2);
    size_t pos = 68 + t + (t & 1);
    if (t & 1)
        buf[pos - 1] = '\n';
    header(buf + pos, "/0", 4);
    return pos + 60;
}

START_TEST(thin_paths)
{
    char *d = tmpdir();
    char path[512], ar[512];
    size_t n;
    uint8_t *bc = tu_read_fixture("ar/members/beta.o", &n);
    snprintf(path, sizeof path, "%s/sub", d);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/up.o", d);
    write_file(path, bc, n);
    snprintf(path, sizeof path, "%s/sub/fifo", d);
    ck_assert_int_eq(mkfifo(path, 0600), 0);
    snprintf(path, sizeof path, "%s/sub/dir", d);
    ck_assert_int_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/sub/nested.a", d);
    uint8_t buf[1024];
    size_t an = thin_of(buf, "x.o");
    write_file(path, buf, an);
    static const struct {
        const char *member;
        unsigned flags;
        int data_rc, file_rc;
    } cases[] = {
        {"../up.o", 0, 0, 0},                   /* allowed by default */
        {"../up.o", BCQ_OPEN_THIN_LOCAL, BCQ_E_BAD_CONTAINER,
         BCQ_E_BAD_CONTAINER},
        {"fifo", 0, BCQ_E_IO, BCQ_E_IO},        /* no wait on a FIFO */
        {"dir", 0, BCQ_E_IO, BCQ_E_IO},
        {"missing.o", 0, BCQ_E_IO, BCQ_E_IO},
        {"nested.a", 0, 0, BCQ_E_NOT_BITCODE},  /* an archive: refused */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        an = thin_of(buf, cases[i].member);
        snprintf(ar, sizeof ar, "%s/sub/t.a", d);
        write_file(ar, buf, an);
        bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
        o.flags = cases[i].flags;
        bcq_archive *a;
        bcq_error e;
        ck_assert_int_eq(bcq_archive_open_path(ar, &o, &a, &e), 0);
        bcq_span s;
        ck_assert_msg(bcq_archive_member_data(a, 0, &s, &e) == cases[i].data_rc,
                      "%s: %s", cases[i].member, e.message);
        const bcq_file *f;
        ck_assert_msg(bcq_archive_member_file(a, 0, &f, &e) == cases[i].file_rc,
                      "%s: %s", cases[i].member, e.message);
        if (cases[i].file_rc == BCQ_E_NOT_BITCODE)
            ck_assert_ptr_nonnull(strstr(e.message, "archive"));
        bcq_archive_close(a);
    }
    /* an absolute path: allowed, unless THIN_LOCAL */
    snprintf(path, sizeof path, "%s/up.o", d);
    an = thin_of(buf, path);
    write_file(ar, buf, an);
    for (int local = 0; local < 2; local++) {
        bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
        o.flags = local ? BCQ_OPEN_THIN_LOCAL : 0;
        bcq_archive *a;
        const bcq_file *f;
        ck_assert_int_eq(bcq_archive_open_path(ar, &o, &a, NULL), 0);
        ck_assert_int_eq(bcq_archive_member_file(a, 0, &f, NULL),
                         local ? BCQ_E_BAD_CONTAINER : 0);
        bcq_archive_close(a);
    }
    free(bc);
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s", d);
    ck_assert_int_eq(system(cmd), 0);
    free(d);
}
END_TEST

/* ---------------------------------------------------------- hostile */

static uint8_t *gnu(size_t *n)
{
    return tu_read_fixture("ar/gnu.a", n);
}

/* The offset of the header of the member (or table) named name. */
static size_t header_of(const uint8_t *p, size_t n, const char *name)
{
    size_t pos = 8, len = strlen(name);
    while (pos + 60 <= n) {
        if (memcmp(p + pos, name, len) == 0 && p[pos + len] == ' ')
            return pos;
        size_t size = strtoul((const char *)p + pos + 48, NULL, 10);
        pos += 60 + size + (size & 1);
    }
    ck_abort_msg("no member %s", name);
    return 0;
}

static void put_field(uint8_t *p, size_t at, size_t w, const char *v)
{
    memset(p + at, ' ', w);
    memcpy(p + at, v, strlen(v));
}

static void expect(const uint8_t *p, size_t n, int code, uint64_t bit,
                   const char *says)
{
    bcq_archive *a = (bcq_archive *)1;
    bcq_error e;
    int rc = bcq_archive_open_mem(p, n, NULL, &a, &e);
    ck_assert_msg(rc == code, "%s, want %s (%s)", bcq_status_name(rc),
                  bcq_status_name(code), e.message);
    ck_assert_ptr_null(a);
    ck_assert_msg(e.bit == bit, "bit %llu, want %llu (%s)",
                  (unsigned long long)e.bit, (unsigned long long)bit,
                  e.message);
    ck_assert_msg(strstr(e.message, says), "%s", e.message);
}

START_TEST(hostile_headers)
{
    size_t n;
    uint8_t *orig = gnu(&n);
    const size_t names = header_of(orig, n, "//"),
                 index = header_of(orig, n, "/");
    const size_t first = names + 60 + strtoul((char *)orig + names + 48, 0, 10);
    struct {
        size_t at, w;
        const char *v;
        int code;
        size_t bit_at; /* the byte the error names */
        const char *says;
    } v[] = {
        {first + 48, 10, "12x", BCQ_E_BAD_CONTAINER, first + 48, "size"},
        {first + 48, 10, "-5", BCQ_E_BAD_CONTAINER, first + 48, "size"},
        {first + 48, 10, "", BCQ_E_BAD_CONTAINER, first + 48, "size"},
        {first + 48, 10, "9999999999", BCQ_E_TRUNCATED, first + 48,
         "past the end"},
        {first + 58, 2, "x\n", BCQ_E_BAD_CONTAINER, first + 58, "terminator"},
        {first + 40, 8, "9", BCQ_E_BAD_CONTAINER, first + 40, "mode"},
        {first + 16, 12, "1a", BCQ_E_BAD_CONTAINER, first + 16, "mtime"},
        {first, 16, "/9999", BCQ_E_BAD_CONTAINER, first, "outside"},
        {first, 16, "/12x", BCQ_E_BAD_CONTAINER, first, "decimal"},
        {index + 60, 4, "\xff\xff\xff\xff", BCQ_E_BAD_CONTAINER, index + 60,
         "entries"},
        {index + 64, 4, "\0\0\0\x09", BCQ_E_BAD_CONTAINER, index + 64,
         "no member"},
    };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        uint8_t *p = malloc(n);
        memcpy(p, orig, n);
        if (v[i].at >= index + 60 && v[i].at < index + 72)
            memcpy(p + v[i].at, v[i].v, v[i].w); /* binary fields */
        else
            put_field(p, v[i].at, v[i].w, v[i].v);
        expect(p, n, v[i].code, (uint64_t)v[i].bit_at * 8, v[i].says);
        free(p);
    }
    /* the index's names run past it: its last NUL gone */
    uint8_t *p = malloc(n);
    memcpy(p, orig, n);
    size_t isize = strtoul((char *)orig + index + 48, 0, 10);
    uint32_t count = (uint32_t)orig[index + 60] << 24 |
                     (uint32_t)orig[index + 61] << 16 |
                     (uint32_t)orig[index + 62] << 8 | orig[index + 63];
    memset(p + index + 64 + 4 * count, 'x', isize - 4 - 4 * count);
    bcq_archive *a;
    bcq_error e;
    ck_assert_int_eq(bcq_archive_open_mem(p, n, NULL, &a, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_ptr_nonnull(strstr(e.message, "runs past the index"));
    free(p);
    free(orig);
}
END_TEST

START_TEST(hostile_bsd)
{
    size_t n;
    uint8_t *orig = tu_read_fixture("ar/bsd.a", &n);
    /* the first member after __.SYMDEF: "#1/LEN" longer than its size */
    size_t pos = 8;
    size_t size = strtoul((char *)orig + pos + 48, NULL, 10);
    size_t first = pos + 60 + size + (size & 1);
    ck_assert_int_eq(memcmp(orig + first, "#1/", 3), 0);
    uint8_t *p = malloc(n);
    memcpy(p, orig, n);
    put_field(p, first + 3, 13, "99999");
    expect(p, n, BCQ_E_BAD_CONTAINER, (uint64_t)first * 8, "a name of 99999");
    memcpy(p, orig, n);
    put_field(p, first + 3, 13, "1x");
    expect(p, n, BCQ_E_BAD_CONTAINER, (uint64_t)first * 8, "decimal length");
    /* __.SYMDEF: its entries' byte count past its size */
    memcpy(p, orig, n);
    size_t namelen = strtoul((char *)orig + pos + 3, NULL, 10);
    size_t data = pos + 60 + namelen;
    p[data] = 0xff;
    p[data + 1] = 0xff;
    expect(p, n, BCQ_E_BAD_CONTAINER, (uint64_t)data * 8, "do not fit");
    /* an entry naming no member */
    memcpy(p, orig, n);
    p[data + 8] ^= 0x01;
    expect(p, n, BCQ_E_BAD_CONTAINER, (uint64_t)(data + 8) * 8, "no member");
    free(p);
    free(orig);
}
END_TEST

/* The cut archive p of cut bytes opened by its index: success or a clean
 * refusal, and every entry's member read or refused cleanly. */
static void cut_by_index(const uint8_t *p, size_t cut, const char *name)
{
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.flags = BCQ_OPEN_ARCHIVE_INDEX;
    bcq_archive *a = NULL;
    bcq_error e;
    int rc = bcq_archive_open_mem(p, cut, &o, &a, &e);
    ck_assert_msg(rc == 0 || rc == BCQ_E_TRUNCATED ||
                      rc == BCQ_E_BAD_CONTAINER ||
                      (rc == BCQ_E_NOT_BITCODE && cut < 8),
                  "%s cut at %zu, by the index: %s (%s)", name, cut,
                  bcq_status_name(rc), e.message);
    for (size_t k = 0; a && k < bcq_archive_symbol_count(a); k++) {
        bcq_span sn;
        uint64_t off;
        bcq_member m;
        ck_assert_int_eq(bcq_archive_symbol_at(a, k, &sn, &off), 0);
        rc = bcq_archive_member_at(a, off, &m, &e);
        ck_assert(rc == 0 || rc == BCQ_E_TRUNCATED ||
                  rc == BCQ_E_BAD_CONTAINER || rc == BCQ_E_NOT_FOUND);
        if (rc == 0 && m.data_off)
            ck_assert(m.data_off + m.size <= cut);
    }
    bcq_archive_close(a);
}

/* Every archive cut at every length: success (a cut between members, or
 * in the padding) or a clean refusal, never a crash; each member that
 * still opens is exercised as far as its module list.  The same cut
 * opened by its index too (cut_by_index). */
START_TEST(cut_every_byte)
{
    size_t n;
    char rel[64];
    snprintf(rel, sizeof rel, "ar/%s.a", archives[_i]);
    uint8_t *orig = tu_read_fixture(rel, &n);
    for (size_t cut = 0; cut < n; cut++) {
        uint8_t *p = malloc(cut ? cut : 1);
        memcpy(p, orig, cut);
        bcq_archive *a = NULL;
        bcq_error e;
        int rc = bcq_archive_open_mem(p, cut, NULL, &a, &e);
        ck_assert_msg(rc == 0 || rc == BCQ_E_TRUNCATED ||
                          rc == BCQ_E_BAD_CONTAINER ||
                          (rc == BCQ_E_NOT_BITCODE && cut < 8),
                      "%s cut at %zu: %s (%s)", archives[_i], cut,
                      bcq_status_name(rc), e.message);
        for (size_t i = 0; a && i < bcq_archive_count(a); i++) {
            const bcq_file *f;
            if (bcq_archive_member_file(a, i, &f, &e) == 0) {
                size_t nm;
                bcq_module_count(f, &nm, &e);
            }
        }
        bcq_archive_close(a);
        cut_by_index(p, cut, archives[_i]);
        free(p);
    }
    free(orig);
}
END_TEST

START_TEST(not_archives)
{
    bcq_archive *a;
    bcq_error e;
    size_t n;
    uint8_t *p = tu_read_fixture("cat.bc", &n);
    ck_assert_int_eq(bcq_archive_open_mem(p, n, NULL, &a, &e),
                     BCQ_E_NOT_BITCODE);
    ck_assert_ptr_nonnull(strstr(e.message, "LLVM bitcode, not an ar archive"));
    /* the other way round: an archive opened as a file names itself with
     * the right article */
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("ar/thin.a"), NULL, &f,
                                   &e),
                     BCQ_E_NOT_BITCODE);
    ck_assert_ptr_nonnull(strstr(e.message, "the input is a thin ar archive:"));
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("ar/gnu.a"), NULL, &f,
                                   &e),
                     BCQ_E_NOT_BITCODE);
    ck_assert_ptr_nonnull(strstr(e.message, "the input is an ar archive"));
    ck_assert_int_eq(bcq_archive_open_mem("!<arch>\n", 8, NULL, &a, &e), 0);
    ck_assert_uint_eq(bcq_archive_count(a), 0); /* empty, as ar makes it */
    bcq_archive_close(a);
    ck_assert_int_eq(bcq_archive_open_path("/nonexistent.a", NULL, &a, &e),
                     BCQ_E_IO);
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.flags = 1u << 20;
    ck_assert_int_eq(bcq_archive_open_mem("!<arch>\n", 8, &o, &a, &e),
                     BCQ_E_INVAL);
    uint8_t *g = gnu(&n);
    ck_assert_int_eq(bcq_open_mem(g, n, NULL, &f, &e), BCQ_E_NOT_BITCODE);
    ck_assert_ptr_nonnull(strstr(e.message, "ar archive (GNU)"));
    free(g);
    free(p);
}
END_TEST

/* ------------------------------------------------- by the index alone */

static bcq_archive *open_ix(const uint8_t *p, size_t n, bcq_error *e)
{
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.flags = BCQ_OPEN_ARCHIVE_INDEX;
    bcq_archive *a = NULL;
    int rc = bcq_archive_open_mem(p, n, &o, &a, e);
    ck_assert_msg(rc == 0, "%s", e->message);
    return a;
}

/* BCQ_OPEN_ARCHIVE_INDEX answers what the whole read answers: the index
 * entry by entry, each entry's member found by its header's offset, and,
 * once a call numbers the members, the same table. */
START_TEST(index_only_same_answers)
{
    const char *name = archives[_i];
    size_t n;
    char rel[64];
    snprintf(rel, sizeof rel, "ar/%s.a", name);
    uint8_t *p = tu_read_fixture(rel, &n);
    bcq_archive *w, *a;
    bcq_error e;
    ck_assert_int_eq(bcq_archive_open_mem(p, n, NULL, &w, &e), 0);
    a = open_ix(p, n, &e);
    const int thin = !strcmp(name, "thin");
    ck_assert_uint_eq(bcq_archive_symbol_count(a),
                      bcq_archive_symbol_count(w));
    ck_assert_uint_gt(bcq_archive_symbol_count(a), 0);
    for (size_t k = 0; k < bcq_archive_symbol_count(w); k++) {
        bcq_span sw, sa;
        size_t mi;
        uint64_t off, offw;
        ck_assert_int_eq(bcq_archive_symbol(w, k, &sw, &mi), 0);
        ck_assert_int_eq(bcq_archive_symbol_at(a, k, &sa, &off), 0);
        ck_assert(sa.len == sw.len && memcmp(sa.ptr, sw.ptr, sa.len) == 0);
        ck_assert_int_eq(bcq_archive_symbol_at(w, k, &sw, &offw), 0);
        ck_assert_uint_eq(off, offw);
        bcq_member mw, ma, mw2;
        ck_assert_int_eq(bcq_archive_member(w, mi, &mw), 0);
        ck_assert_uint_eq(mw.header_off, off);
        ck_assert_int_eq(bcq_archive_member_at(a, off, &ma, &e), 0);
        ck_assert_int_eq(bcq_archive_member_at(w, off, &mw2, &e), 0);
        ck_assert_uint_eq(mw2.index, mi);
        ck_assert_uint_eq(ma.index, thin ? mi : BCQ_NONE);
        ck_assert(span_is(ma.name, (const char *)mw.name.ptr, mw.name.len));
        ck_assert_uint_eq(ma.data_off, mw.data_off);
        ck_assert_uint_eq(ma.size, mw.size);
        ck_assert_uint_eq(ma.mode, mw.mode);
        ck_assert_uint_eq(ma.mtime, mw.mtime);
    }
    bcq_span sn;
    uint64_t off;
    ck_assert_int_eq(bcq_archive_symbol_at(a, bcq_archive_symbol_count(a),
                                           &sn, &off),
                     BCQ_E_RANGE);
    ck_assert_int_eq(bcq_archive_symbol_at(a, 0, NULL, &off), BCQ_E_INVAL);
    /* the calls by number read the members now, and agree */
    ck_assert_int_eq(bcq_archive_get_format(a), bcq_archive_get_format(w));
    ck_assert_uint_eq(bcq_archive_count(a), bcq_archive_count(w));
    for (size_t k = 0; k < bcq_archive_symbol_count(w); k++) {
        bcq_span sw, sa;
        size_t mw, ma;
        ck_assert_int_eq(bcq_archive_symbol(w, k, &sw, &mw), 0);
        ck_assert_int_eq(bcq_archive_symbol(a, k, &sa, &ma), 0);
        ck_assert_uint_eq(ma, mw);
    }
    for (size_t i = 0; i < bcq_archive_count(w); i++) {
        bcq_span dw, da;
        /* a thin archive from memory names its members from the current
         * directory: both fail there alike */
        int rc = bcq_archive_member_data(w, i, &dw, &e);
        ck_assert_int_eq(bcq_archive_member_data(a, i, &da, &e), rc);
        ck_assert_int_eq(rc, thin ? BCQ_E_IO : 0);
        if (rc == 0) {
            ck_assert_uint_eq(da.len, dw.len);
            ck_assert_int_eq(memcmp(da.ptr, dw.ptr, da.len), 0);
        }
    }
    bcq_archive_close(a);
    bcq_archive_close(w);
    free(p);
}
END_TEST

/* BCQ_OPEN_ARCHIVE_INDEX reads no page past the first member's header:
 * those pages are PROT_NONE, and the open and every index entry still
 * answer (a touch would kill the test with SIGSEGV). */
START_TEST(index_only_touches_no_member)
{
    static const char *const big[] = {"gnu", "llvm", "bsd", "thinlto"};
    size_t n;
    char rel[64];
    snprintf(rel, sizeof rel, "ar/%s.a", big[_i]);
    uint8_t *orig = tu_read_fixture(rel, &n);
    bcq_archive *w;
    bcq_error e;
    ck_assert_int_eq(bcq_archive_open_mem(orig, n, NULL, &w, &e), 0);
    bcq_member m0;
    ck_assert_int_eq(bcq_archive_member(w, 0, &m0), 0);
    const size_t pg = (size_t)sysconf(_SC_PAGESIZE);
    const size_t from = (size_t)(m0.header_off + 60 + pg - 1) / pg * pg;
    ck_assert_msg(from < n, "%s: its first member's header ends in its last "
                  "page: nothing to trap", big[_i]);
    bcq_archive_close(w);
    size_t len = (n + pg - 1) / pg * pg;
    uint8_t *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ck_assert(p != MAP_FAILED);
    memcpy(p, orig, n);
    ck_assert_int_eq(mprotect(p + from, len - from, PROT_NONE), 0);
    bcq_archive *a = open_ix(p, n, &e);
    size_t count = bcq_archive_symbol_count(a);
    ck_assert_uint_gt(count, 0);
    for (size_t k = 0; k < count; k++) {
        bcq_span sn;
        uint64_t off;
        ck_assert_int_eq(bcq_archive_symbol_at(a, k, &sn, &off), 0);
        ck_assert_uint_gt(sn.len, 0);
        ck_assert_uint_lt(off, n);
    }
    /* the first member's header, in a page the open read, reads again */
    bcq_member m;
    ck_assert_int_eq(bcq_archive_member_at(a, m0.header_off, &m, &e), 0);
    ck_assert(span_is(m.name, (const char *)orig + (m0.name.ptr - orig),
                      m0.name.len) ||
              m.name.len == m0.name.len);
    bcq_archive_close(a);
    munmap(p, len);
    free(orig);
}
END_TEST

/* A damaged member header past the tables: the whole read refuses the
 * archive; by the index the open succeeds, the member at that offset
 * fails with the whole read's message, and the calls by number fail
 * alike, every time. */
START_TEST(index_only_damage_later)
{
    size_t n;
    uint8_t *p = gnu(&n);
    bcq_archive *w, *a;
    bcq_error e, e1;
    ck_assert_int_eq(bcq_archive_open_mem(p, n, NULL, &w, &e), 0);
    bcq_member m1;
    ck_assert_int_eq(bcq_archive_member(w, 1, &m1), 0);
    bcq_archive_close(w);
    put_field(p, (size_t)m1.header_off + 48, 10, "12x");
    ck_assert_int_eq(bcq_archive_open_mem(p, n, NULL, &w, &e1),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_uint_eq(e1.bit, (m1.header_off + 48) * 8);
    a = open_ix(p, n, &e);
    bcq_member m;
    ck_assert_int_eq(bcq_archive_member_at(a, m1.header_off, &m, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_uint_eq(e.bit, e1.bit);
    ck_assert_str_eq(e.message, e1.message);
    /* the tables are no members */
    ck_assert_int_eq(bcq_archive_member_at(a, header_of(p, n, "/"), &m, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_ptr_nonnull(strstr(e.message, "symbol index, not a member"));
    ck_assert_int_eq(bcq_archive_member_at(a, header_of(p, n, "//"), &m,
                                           &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_ptr_nonnull(strstr(e.message, "long-name table"));
    /* no header fits: before the magic's end, at the end */
    ck_assert_int_eq(bcq_archive_member_at(a, 3, &m, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_int_eq(bcq_archive_member_at(a, n - 59, &m, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_int_eq(bcq_archive_member_at(a, UINT64_MAX, &m, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_int_eq(bcq_archive_member_at(NULL, 8, &m, &e), BCQ_E_INVAL);
    for (int twice = 0; twice < 2; twice++) {
        ck_assert_uint_eq(bcq_archive_count(a), 0);
        bcq_span d;
        ck_assert_int_eq(bcq_archive_member_data(a, 0, &d, &e),
                         BCQ_E_BAD_CONTAINER);
        ck_assert_str_eq(e.message, e1.message);
        const bcq_file *f;
        ck_assert_int_eq(bcq_archive_member_file(a, 0, &f, &e),
                         BCQ_E_BAD_CONTAINER);
        ck_assert_int_eq(bcq_archive_member(a, 0, &m), BCQ_E_BAD_CONTAINER);
        size_t i;
        ck_assert_int_eq(bcq_archive_find(a, "x", 1, &i),
                         BCQ_E_BAD_CONTAINER);
    }
    /* an archive read whole has no member at an offset that is no
     * member's header */
    put_field(p, (size_t)m1.header_off + 48, 10, "0");
    bcq_archive_close(a);
    free(p);
    p = gnu(&n);
    ck_assert_int_eq(bcq_archive_open_mem(p, n, NULL, &w, &e), 0);
    ck_assert_int_eq(bcq_archive_member_at(w, m1.header_off + 2, &m, &e),
                     BCQ_E_NOT_FOUND);
    bcq_archive_close(w);
    free(p);
}
END_TEST

/* An index entry no header can fit at fails the open by the index too;
 * one inside the archive that is no header fails only its member. */
START_TEST(index_only_hostile_entries)
{
    size_t n;
    uint8_t *p = gnu(&n);
    const size_t index = header_of(p, n, "/");
    bcq_error e;
    bcq_archive *a;
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.flags = BCQ_OPEN_ARCHIVE_INDEX;
    memcpy(p + index + 64, "\x7f\0\0\0", 4);
    ck_assert_int_eq(bcq_archive_open_mem(p, n, &o, &a, &e),
                     BCQ_E_BAD_CONTAINER);
    ck_assert_ptr_null(a);
    ck_assert_uint_eq(e.bit, (uint64_t)(index + 64) * 8);
    ck_assert_ptr_nonnull(strstr(e.message, "no member's header"));
    memcpy(p + index + 64, "\0\0\0\x09", 4);
    a = open_ix(p, n, &e);
    bcq_span sn;
    uint64_t off;
    ck_assert_int_eq(bcq_archive_symbol_at(a, 0, &sn, &off), 0);
    ck_assert_uint_eq(off, 9);
    bcq_member m;
    ck_assert_int_ne(bcq_archive_member_at(a, off, &m, &e), 0);
    ck_assert_int_eq(e.code, BCQ_E_BAD_CONTAINER);
    /* the walk then finds entry 0 naming no member */
    size_t mi;
    ck_assert_int_eq(bcq_archive_symbol(a, 0, &sn, &mi), BCQ_E_BAD_CONTAINER);
    bcq_archive_close(a);
    free(p);
}
END_TEST


Suite *make_archive_suite(void)
{
    Suite *s = suite_create("archive");
    TCase *t = tcase_create("core");
    const int na = (int)(sizeof archives / sizeof archives[0]);
    tcase_add_loop_test(t, fixtures, 0, na);
    tcase_add_loop_test(t, member_files, 0, na);
    tcase_add_loop_test(t, archive_info, 0, na);
    tcase_add_loop_test(t, release_reopen, 0, na);
    tcase_add_test(t, release_thin_data);
    tcase_add_test(t, thin_paths);
    tcase_add_test(t, hostile_headers);
    tcase_add_test(t, hostile_bsd);
    tcase_add_loop_test(t, cut_every_byte, 0, na);
    tcase_add_test(t, not_archives);
    tcase_add_loop_test(t, index_only_same_answers, 0, na);
    tcase_add_loop_test(t, index_only_touches_no_member, 0, 4);
    tcase_add_test(t, index_only_damage_later);
    tcase_add_test(t, index_only_hostile_entries);
    suite_add_tcase(s, t);
    TCase *th = tcase_create("threads");
    tcase_add_loop_test(th, threads, 0, 4);
    tcase_add_loop_test(th, release_threads, 0, 2);
    suite_add_tcase(s, th);
    return s;
}
