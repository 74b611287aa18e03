/* check_link.c - libbcq-link (lib/link, include/bcq-link.h) through its
 * public API alone, linked as a user links it (libbcq-link and libbcq).
 *
 * Resolution and reachability on every link set of tests/data/link (clang
 * 14 and 19; ThinLTO, full LTO, plain bitcode; three archives, one before
 * the objects that need it), each in its folder as ld.lld ran there:
 * - the why-extract records equal what `ld.lld --why-extract` wrote
 *   (why.txt), line for line;
 * - the live values, from summaries (BCQ_REFS_AUTO) and from bodies
 *   (BCQ_REFS_BODY), equal what llvm-link + opt
 *   -passes=internalize,globaldce kept (live.txt, "llvm." data left out,
 *   llvm-link's ".N" renaming suffixes taken off);
 * - the live undefined symbols equal undefined.txt.
 * Then the notes (a duplicate definition, a missing input, an entry symbol
 * found nowhere, a member without bitcode is not in these sets), the
 * summary counts, and the errors of the calls. */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* chdir, getcwd, mkstemp, truncate,
                                   mkdtemp */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bcq-link.h"

static const char *const kind_name[] = {"variable", "function", "alias",
                                        "ifunc"};

/* A list of lines, sorted and compared. */
typedef struct lines {
    char **v;
    size_t n, cap;
} lines;

static void add_line(lines *l, const char *s, size_t n)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
        ck_assert_ptr_nonnull(l->v);
    }
    char *p = malloc(n + 1);
    ck_assert_ptr_nonnull(p);
    memcpy(p, s, n);
    p[n] = '\0';
    l->v[l->n++] = p;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void free_lines(lines *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* The lines of a file (without "\n"); skip: leave out lines that contain
 * it (NULL: none); strip: take a ".N" suffix off each line. */
static void read_lines(const char *path, lines *out, const char *skip,
                       int strip)
{
    FILE *fp = fopen(path, "r");
    ck_assert_msg(fp != NULL, "%s", path);
    char buf[4096];
    while (fgets(buf, sizeof buf, fp)) {
        size_t n = strcspn(buf, "\n");
        buf[n] = '\0';
        if (skip && strstr(buf, skip))
            continue;
        if (strip) {
            size_t k = n;
            while (k > 0 && buf[k - 1] >= '0' && buf[k - 1] <= '9')
                k--;
            if (k < n && k > 0 && buf[k - 1] == '.')
                n = k - 1;
        }
        add_line(out, buf, n);
    }
    fclose(fp);
}

static void same_lines(lines *a, lines *b, int sort, const char *what)
{
    if (sort) {
        qsort(a->v, a->n, sizeof *a->v, cmp_str);
        qsort(b->v, b->n, sizeof *b->v, cmp_str);
    }
    size_t n = a->n < b->n ? a->n : b->n;
    for (size_t i = 0; i < n; i++)
        ck_assert_msg(strcmp(a->v[i], b->v[i]) == 0,
                      "%s: line %zu: got '%s', want '%s'", what, i + 1,
                      a->v[i], b->v[i]);
    ck_assert_msg(a->n == b->n, "%s: %zu lines, want %zu", what, a->n, b->n);
}

/* Whitespace-separated words of a file. */
static size_t words(const char *path, char ***out)
{
    lines l = {0};
    FILE *fp = fopen(path, "r");
    if (!fp) {
        *out = NULL;
        return 0;
    }
    char w[1024];
    while (fscanf(fp, "%1023s", w) == 1)
        add_line(&l, w, strlen(w));
    fclose(fp);
    *out = l.v;
    return l.n;
}

/* lld's -save-temps resolution file, line for line, from the LTO inputs
 * and their resolutions */
static void resolution_lines(const bcq_link *lk, lines *got)
{
    size_t nres = 0;
    for (size_t k = 0; k < bcq_link_lto_input_count(lk); k++) {
        bcq_link_lto_input li;
        bcq_link_input x;
        ck_assert_int_eq(bcq_link_lto_input_get(lk, k, &li), 0);
        ck_assert_int_eq(bcq_link_input_get(lk, li.input, &x), 0);
        ck_assert(x.state == BCQ_LINK_LOADED ||
                  x.state == BCQ_LINK_EXTRACTED);
        ck_assert_uint_eq(li.first, nres);
        add_line(got, li.name, strlen(li.name));
        for (size_t i = li.first; i < li.first + li.count; i++) {
            bcq_link_resolution r;
            ck_assert_int_eq(bcq_link_resolution_get(lk, i, &r), 0);
            ck_assert_uint_eq(r.input, li.input);
            char line[4096];
            int n = snprintf(line, sizeof line, "-r=%s,%.*s,%s%s%s%s",
                             li.name, (int)r.name.len,
                             (const char *)r.name.ptr,
                             r.flags & BCQ_LINK_RES_PREVAILING ? "p" : "",
                             r.flags & BCQ_LINK_RES_FINAL ? "l" : "",
                             r.flags & BCQ_LINK_RES_VISIBLE ? "x" : "",
                             r.flags & BCQ_LINK_RES_REDEFINED ? "r" : "");
            add_line(got, line, (size_t)n);
        }
        nres += li.count;
    }
    ck_assert_uint_eq(nres, bcq_link_resolution_count(lk));
    bcq_link_resolution r0;
    ck_assert_int_eq(bcq_link_resolution_get(lk, nres, &r0), BCQ_E_RANGE);
}

static void check_set(const char *set, bcq_ref_source src)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/link/%s", BCQ_TEST_DATA, set);
    char here[4096];
    ck_assert_ptr_nonnull(getcwd(here, sizeof here));
    ck_assert_int_eq(chdir(dir), 0);
    char **in, **roots;
    size_t nin = words("cmdline", &in), nroots = words("roots", &roots);
    ck_assert_uint_ge(nin, 1);
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    o.undefined = (const char *const *)roots;
    o.nundefined = nroots;
    o.why_extract = 1;
    o.source = src;
    bcq_link *lk;
    bcq_error err;
    int rc = bcq_link_run((const char *const *)in, nin, &o, &lk, &err);
    ck_assert_msg(rc == 0, "%s: %s", set, err.message);

    /* why.txt, line for line */
    lines got = {0}, want = {0};
    add_line(&got, "reference\textracted\tsymbol", 27);
    for (size_t i = 0; i < bcq_link_why_count(lk); i++) {
        bcq_link_why w;
        bcq_link_symbol s;
        bcq_link_input x;
        ck_assert_int_eq(bcq_link_why_get(lk, i, &w), 0);
        ck_assert_int_eq(bcq_link_symbol_get(lk, w.symbol, &s), 0);
        ck_assert_int_eq(bcq_link_input_get(lk, w.extracted, &x), 0);
        ck_assert_int_eq(x.state, BCQ_LINK_EXTRACTED);
        char line[4096];
        int n = snprintf(line, sizeof line, "%s\t%s\t%.*s", w.reference,
                         x.label, (int)s.name.len, (const char *)s.name.ptr);
        add_line(&got, line, (size_t)n);
    }
    read_lines("why.txt", &want, NULL, 0);
    same_lines(&got, &want, 0, set);
    free_lines(&got);
    free_lines(&want);

    /* live.txt: the live definitions, KIND<TAB>NAME */
    for (size_t i = 0; i < bcq_link_module_count(lk); i++) {
        bcq_link_module m;
        ck_assert_int_eq(bcq_link_module_get(lk, i, &m), 0);
        for (size_t v = 0; v < m.mod->nglobals; v++) {
            bcq_global g;
            bcq_module_global(m.mod, v, &g);
            if (!m.live[v] || g.is_declaration ||
                g.linkage == BCQ_LINKAGE_AVAILABLE_EXTERNALLY ||
                (g.name.len >= 5 && !memcmp(g.name.ptr, "llvm.", 5)))
                continue;
            char line[4096];
            int n = snprintf(line, sizeof line, "%s\t%.*s",
                             kind_name[g.kind & 3], (int)g.name.len,
                             (const char *)g.name.ptr);
            add_line(&got, line, (size_t)n);
        }
    }
    read_lines("live.txt", &want, "\tllvm.", 1);
    for (size_t i = 0; i < got.n; i++) { /* ".N" off ours too */
        char *p = got.v[i];
        size_t n = strlen(p), k = n;
        while (k > 0 && p[k - 1] >= '0' && p[k - 1] <= '9')
            k--;
        if (k < n && k > 0 && p[k - 1] == '.')
            p[k - 1] = '\0';
    }
    same_lines(&got, &want, 1, set);
    free_lines(&got);
    free_lines(&want);

    /* undefined.txt: what live code references and nothing defines */
    for (size_t i = 0; i < bcq_link_symbol_count(lk); i++) {
        bcq_link_symbol s;
        ck_assert_int_eq(bcq_link_symbol_get(lk, i, &s), 0);
        if (!s.live_undefined)
            continue;
        char line[4096];
        int n = snprintf(line, sizeof line, "%s\t%.*s",
                         kind_name[s.undefined_kind & 3], (int)s.name.len,
                         (const char *)s.name.ptr);
        add_line(&got, line, (size_t)n);
    }
    read_lines("undefined.txt", &want, NULL, 0);
    same_lines(&got, &want, 1, set);
    free_lines(&got);
    free_lines(&want);

    /* resolution.txt: lld's -save-temps resolution file */
    resolution_lines(lk, &got);
    read_lines("resolution.txt", &want, NULL, 0);
    same_lines(&got, &want, 0, set);
    free_lines(&got);
    free_lines(&want);

    bcq_link_summary sm;
    ck_assert_int_eq(bcq_link_summary_get(lk, &sm), 0);
    ck_assert_uint_eq(sm.inputs, nin);
    ck_assert_int_eq(sm.duplicate, 0);
    ck_assert_uint_eq(sm.extracted, bcq_link_why_count(lk));
    bcq_link_free(lk);
    for (size_t i = 0; i < nin; i++)
        free(in[i]);
    for (size_t i = 0; i < nroots; i++)
        free(roots[i]);
    free(in);
    free(roots);
    ck_assert_int_eq(chdir(here), 0);
}

static const char *const sets[] = {"c14-thin", "c14-full", "c14-plain",
                                   "c19-thin", "c19-full", "c19-plain"};

START_TEST(link_sets_summaries)
{
    check_set(sets[_i], BCQ_REFS_AUTO);
}
END_TEST

START_TEST(link_sets_bodies)
{
    check_set(sets[_i], BCQ_REFS_BODY);
}
END_TEST

typedef struct seen {
    int kind[8];
    int code;
    char msg[600];
    char input[600];
} seen;

static void note(void *arg, const bcq_link_note *n)
{
    seen *s = arg;
    if (n->kind > 0 && n->kind < 8)
        s->kind[n->kind]++;
    if (n->kind == BCQ_LINK_NOTE_FAILED)
        s->code = n->code;
    if (n->message)
        snprintf(s->msg, sizeof s->msg, "%s", n->message);
    if (n->input)
        snprintf(s->input, sizeof s->input, "%s", n->input);
}

static void in_set(const char *set, char *here, size_t cap)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/link/%s", BCQ_TEST_DATA, set);
    ck_assert_ptr_nonnull(getcwd(here, cap));
    ck_assert_int_eq(chdir(dir), 0);
}

/* Two strong definitions: the link finishes, says so once, in lld's
 * words; an entry found nowhere is a warning. */
START_TEST(notes)
{
    char here[4096];
    in_set("c14-thin", here, sizeof here);
    const char *const two[] = {"main.o", "main.o"};
    seen s;
    memset(&s, 0, sizeof s);
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    o.note = note;
    o.note_arg = &s;
    bcq_link *lk;
    bcq_error err;
    ck_assert_int_eq(bcq_link_run(two, 2, &o, &lk, &err), 0);
    ck_assert_int_eq(s.kind[BCQ_LINK_NOTE_DUPLICATE], 1);
    ck_assert_msg(!strncmp(s.msg, "duplicate symbol: ", 18), "%s", s.msg);
    ck_assert_ptr_nonnull(strstr(s.msg, "\n>>> defined in main.o\n>>> "
                                        "defined in main.o"));
    bcq_link_summary sm;
    bcq_link_summary_get(lk, &sm);
    ck_assert_int_eq(sm.duplicate, 1);
    bcq_link_free(lk);

    memset(&s, 0, sizeof s);
    o.entry = "no_such_entry";
    const char *const one[] = {"main.o"};
    ck_assert_int_eq(bcq_link_run(one, 1, &o, &lk, &err), 0);
    ck_assert_int_eq(s.kind[BCQ_LINK_NOTE_WARNING], 1);
    ck_assert_str_eq(s.msg, "cannot find entry symbol no_such_entry");
    bcq_link_free(lk);

    /* a missing input fails the link with the open's status, noted once */
    memset(&s, 0, sizeof s);
    o.entry = "main";
    const char *const missing[] = {"main.o", "no-such-file.o", "other.o"};
    int rc = bcq_link_run(missing, 3, &o, &lk, &err);
    ck_assert_int_eq(rc, BCQ_E_IO);
    ck_assert_int_eq(err.code, BCQ_E_IO);
    ck_assert_int_eq(s.kind[BCQ_LINK_NOTE_FAILED], 1);
    ck_assert_int_eq(s.code, BCQ_E_IO);
    ck_assert_str_eq(s.input, "no-such-file.o");
    ck_assert_ptr_nonnull(lk);
    bcq_link_free(lk);
    ck_assert_int_eq(chdir(here), 0);
}
END_TEST

/* The counts, and the inputs in order (an archive's members after it). */
START_TEST(inputs)
{
    char here[4096];
    in_set("c19-thin", here, sizeof here);
    const char *const v[] = {"main.o", "liba.a"};
    bcq_link *lk;
    bcq_error err;
    ck_assert_int_eq(bcq_link_run(v, 2, NULL, &lk, &err), 0);
    bcq_link_summary sm;
    ck_assert_int_eq(bcq_link_summary_get(lk, &sm), 0);
    ck_assert_uint_eq(sm.inputs, 2);
    ck_assert_uint_eq(sm.archives, 1);
    ck_assert_uint_ge(sm.members, 1);
    ck_assert_uint_eq(bcq_link_input_count(lk), 2 + sm.members);
    bcq_link_input x;
    ck_assert_int_eq(bcq_link_input_get(lk, 0, &x), 0);
    ck_assert_str_eq(x.label, "main.o");
    ck_assert_int_eq(x.state, BCQ_LINK_LOADED);
    ck_assert_uint_eq(x.archive, BCQ_NONE);
    ck_assert_ptr_nonnull(x.file);
    ck_assert_int_eq(bcq_link_input_get(lk, 1, &x), 0);
    ck_assert_int_eq(x.state, BCQ_LINK_ARCHIVE);
    ck_assert_int_eq(bcq_link_input_get(lk, 2, &x), 0);
    ck_assert_uint_eq(x.archive, 1);
    ck_assert_ptr_nonnull(strstr(x.label, "liba.a("));
    size_t ext = 0;
    for (size_t i = 2; i < bcq_link_input_count(lk); i++) {
        bcq_link_input_get(lk, i, &x);
        ck_assert(x.state == BCQ_LINK_LAZY || x.state == BCQ_LINK_EXTRACTED);
        ext += x.state == BCQ_LINK_EXTRACTED;
    }
    ck_assert_uint_eq(ext, sm.extracted);
    ck_assert_int_eq(bcq_link_input_get(lk, bcq_link_input_count(lk), &x),
                     BCQ_E_RANGE);
    bcq_link_free(lk);
    ck_assert_int_eq(chdir(here), 0);
}
END_TEST

/* An archive with an index is read by it (doc/linking.md 3.4): its
 * member inputs are the members its index names, in archive order, each
 * labelled as lld labels it -- read on eight threads at once, each label
 * made once -- and the summary's bodies are the inputs' sum. */
typedef struct labels_job {
    const bcq_link *lk;
    size_t n;
    const char **got;
} labels_job;

static void *read_labels(void *p)
{
    labels_job *j = p;
    for (size_t i = 0; i < j->n; i++) {
        bcq_link_input x;
        j->got[i] = bcq_link_input_get(j->lk, i, &x) == 0 ? x.label : NULL;
    }
    return NULL;
}

START_TEST(index_members)
{
    char here[4096];
    in_set("mixed", here, sizeof here);
    const char *const v[] = {"main.o", "libn.a", "libh.a"};
    bcq_link *lk;
    bcq_error err;
    ck_assert_int_eq(bcq_link_run(v, 3, NULL, &lk, &err), 0);
    size_t n = bcq_link_input_count(lk);
    enum { T = 8 };
    pthread_t th[T];
    labels_job jobs[T];
    for (int t = 0; t < T; t++) {
        jobs[t] = (labels_job){lk, n, calloc(n, sizeof(char *))};
        ck_assert_int_eq(pthread_create(&th[t], NULL, read_labels, &jobs[t]),
                         0);
    }
    for (int t = 0; t < T; t++)
        pthread_join(th[t], NULL);
    uint64_t bodies = 0;
    size_t members = 0;
    for (size_t i = 0; i < n; i++) {
        for (int t = 1; t < T; t++)
            ck_assert_ptr_eq(jobs[t].got[i], jobs[0].got[i]);
        bcq_link_input x;
        ck_assert_int_eq(bcq_link_input_get(lk, i, &x), 0);
        bodies += x.bodies_read;
        if (x.archive == BCQ_NONE)
            continue;
        members++;
        /* the members the index names, in archive order */
        bcq_link_input a;
        ck_assert_int_eq(bcq_link_input_get(lk, x.archive, &a), 0);
        bcq_archive *ar;
        ck_assert_int_eq(bcq_archive_open_path(a.label, NULL, &ar, &err), 0);
        size_t k, idx = 0, named = 0;
        for (k = 0; k < bcq_archive_symbol_count(ar); k++) {
            bcq_span nm;
            size_t m;
            ck_assert_int_eq(bcq_archive_symbol(ar, k, &nm, &m), 0);
            if (k && m == idx)
                continue;
            idx = m;
            if (named++ == i - x.archive - 1)
                break;
        }
        ck_assert_uint_lt(k, bcq_archive_symbol_count(ar));
        bcq_member mb;
        ck_assert_int_eq(bcq_archive_member(ar, idx, &mb), 0);
        char want[512];
        snprintf(want, sizeof want, "%s(%.*s)", a.label, (int)mb.name.len,
                 (const char *)mb.name.ptr);
        ck_assert_str_eq(x.label, want);
        bcq_archive_close(ar);
    }
    bcq_link_summary sm;
    bcq_link_summary_get(lk, &sm);
    ck_assert_uint_eq(sm.members, members);
    ck_assert_uint_gt(sm.members, 2);
    ck_assert_uint_eq(bcq_link_bodies_read(lk), bodies);
    ck_assert_uint_eq(bcq_link_bodies_read(NULL), 0);
    for (int t = 0; t < T; t++)
        free(jobs[t].got);
    bcq_link_free(lk);
    ck_assert_int_eq(chdir(here), 0);
}
END_TEST

static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *fp = fopen(path, "rb");
    ck_assert_ptr_nonnull(fp);
    fseek(fp, 0, SEEK_END);
    long len = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    unsigned char *p = malloc((size_t)len);
    ck_assert_uint_eq(fread(p, 1, (size_t)len, fp), (size_t)len);
    fclose(fp);
    *n = (size_t)len;
    return p;
}

static void spill(const char *path, const unsigned char *p, size_t n)
{
    FILE *fp = fopen(path, "wb");
    ck_assert_ptr_nonnull(fp);
    ck_assert_uint_eq(fwrite(p, 1, n, fp), n);
    fclose(fp);
}

/* The why-extract lines and resolutions of main.o libn.a libh.a. */
static void index_link(lines *out)
{
    const char *const v[] = {"main.o", "libn.a", "libh.a"};
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    o.why_extract = 1;
    bcq_link *lk;
    bcq_error err;
    ck_assert_int_eq(bcq_link_run(v, 3, &o, &lk, &err), 0);
    memset(out, 0, sizeof *out);
    for (size_t i = 0; i < bcq_link_why_count(lk); i++) {
        bcq_link_why w;
        bcq_link_input x;
        bcq_link_symbol s;
        ck_assert_int_eq(bcq_link_why_get(lk, i, &w), 0);
        ck_assert_int_eq(bcq_link_input_get(lk, w.extracted, &x), 0);
        ck_assert_int_eq(bcq_link_symbol_get(lk, w.symbol, &s), 0);
        char line[512];
        int n = snprintf(line, sizeof line, "%s\t%s\t%.*s", w.reference,
                         x.label, (int)s.name.len, (const char *)s.name.ptr);
        add_line(out, line, (size_t)n);
    }
    lines res = {0};
    resolution_lines(lk, &res);
    for (size_t i = 0; i < res.n; i++)
        add_line(out, res.v[i], strlen(res.v[i]));
    free_lines(&res);
    bcq_link_free(lk);
}

/* An index not in member order (GNU "/" entries reversed) gives the same
 * link: each member's entries are grouped, and members are taken in
 * archive order, as ld.lld 15 and later take them. */
START_TEST(unsorted_index)
{
    char here[4096], dir[] = "/tmp/bcq-ixXXXXXX", path[4200];
    ck_assert_ptr_nonnull(getcwd(here, sizeof here));
    ck_assert_ptr_nonnull(mkdtemp(dir));
    static const char *const names[] = {"main.o", "libn.a", "libh.a"};
    for (size_t i = 0; i < 3; i++) {
        char from[4200];
        size_t n;
        snprintf(from, sizeof from, "%s/link/mixed/%s", BCQ_TEST_DATA,
                 names[i]);
        unsigned char *p = slurp(from, &n);
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        spill(path, p, n);
        free(p);
    }
    ck_assert_int_eq(chdir(dir), 0);
    lines want, got;
    index_link(&want);
    ck_assert_uint_gt(want.n, 2);
    /* "!<arch>\n", the "/" header, then count, offsets, names */
    size_t n;
    unsigned char *p = slurp("libn.a", &n);
    ck_assert_int_eq(memcmp(p + 8, "/ ", 2), 0);
    const size_t d = 8 + 60;
    size_t count = (size_t)p[d] << 24 | (size_t)p[d + 1] << 16 |
                   (size_t)p[d + 2] << 8 | p[d + 3];
    size_t size = strtoul((const char *)p + 8 + 48, NULL, 10);
    ck_assert_uint_ge(count, 3);
    unsigned char *q = malloc(size), *names_at = p + d + 4 + 4 * count;
    const unsigned char *nm[64];
    ck_assert_uint_le(count, 64);
    const unsigned char *s = names_at;
    for (size_t k = 0; k < count; k++) {
        nm[k] = s;
        s += strlen((const char *)s) + 1;
    }
    memcpy(q, p + d, 4);
    unsigned char *o = q + 4 + 4 * count;
    for (size_t k = 0; k < count; k++) {
        memcpy(q + 4 + 4 * k, p + d + 4 + 4 * (count - 1 - k), 4);
        size_t len = strlen((const char *)nm[count - 1 - k]) + 1;
        memcpy(o, nm[count - 1 - k], len);
        o += len;
    }
    memcpy(o, s, size - (size_t)(s - (p + d))); /* the padding */
    memcpy(p + d, q, size);
    /* out of member order now: the first entry's member last */
    ck_assert_int_gt(memcmp(p + d + 4, p + d + 4 * count, 4), 0);
    spill("libn.a", p, n);
    free(q);
    free(p);
    index_link(&got);
    same_lines(&want, &got, 0, "reversed index");
    free_lines(&want);
    free_lines(&got);
    for (size_t i = 0; i < 3; i++)
        unlink(names[i]);
    ck_assert_int_eq(chdir(here), 0);
    rmdir(dir);
}
END_TEST

/* A shared object in an archive read by its index (libsho.a: llvm-ar
 * indexes its dynamic symbols) is found out when main.o's reference to
 * sh_f extracts it: skipped with lld's words, as an archive read whole
 * skips it up front, and sh_f stays main.o's undefined reference, with no
 * why-extract line. */
START_TEST(shared_member_by_index)
{
    char here[4096];
    in_set("mixed", here, sizeof here);
    const char *const v[] = {"main.o", "libsho.a"};
    seen s;
    memset(&s, 0, sizeof s);
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    o.note = note;
    o.note_arg = &s;
    o.why_extract = 1;
    bcq_link *lk;
    bcq_error err;
    ck_assert_int_eq(bcq_link_run(v, 2, &o, &lk, &err), 0);
    ck_assert_int_eq(s.kind[BCQ_LINK_NOTE_SKIPPED], 1);
    ck_assert_str_eq(s.input, "libsho.a(libsh.so)");
    ck_assert_str_eq(s.msg,
                     "archive member is neither ET_REL nor LLVM bitcode");
    bcq_link_input x;
    ck_assert_uint_eq(bcq_link_input_count(lk), 3);
    ck_assert_int_eq(bcq_link_input_get(lk, 2, &x), 0);
    ck_assert_int_eq(x.state, BCQ_LINK_SKIPPED);
    ck_assert_ptr_null(x.file);
    ck_assert_uint_eq(bcq_link_why_count(lk), 0);
    int found = 0;
    for (size_t i = 0; i < bcq_link_symbol_count(lk); i++) {
        bcq_link_symbol y;
        ck_assert_int_eq(bcq_link_symbol_get(lk, i, &y), 0);
        if (y.name.len == 4 && memcmp(y.name.ptr, "sh_f", 4) == 0) {
            ck_assert_int_eq(y.state, BCQ_LINK_SYM_UNDEFINED);
            ck_assert_uint_eq(y.input, 0);
            found = 1;
        }
    }
    ck_assert(found);
    bcq_link_free(lk);
    ck_assert_int_eq(chdir(here), 0);
}
END_TEST

/* Linker scripts and -l through the API: the inputs a script names take
 * its place, labelled by the path they were found at; -lNAME is searched
 * in search_dirs; a name found nowhere fails the link with
 * BCQ_E_NOT_FOUND, naming the script and the place. */
START_TEST(scripts)
{
    char here[4096];
    in_set("c14-thin", here, sizeof here);
    char dir[4096], group[4096], bad[4096];
    ck_assert_ptr_nonnull(getcwd(dir, sizeof dir));
    snprintf(group, sizeof group, "%s/script/group.ld", BCQ_TEST_DATA);
    snprintf(bad, sizeof bad, "%s/bad/script_missing.ld", BCQ_TEST_DATA);
    const char *const dirs[] = {"/nonexistent", dir};
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    o.search_dirs = dirs;
    o.nsearch_dirs = 2;
    o.why_extract = 1;
    seen s;
    memset(&s, 0, sizeof s);
    o.note = note;
    o.note_arg = &s;
    /* group.ld: GROUP(liba.a libb.a), found in the current directory */
    const char *const v[] = {"-lpre", "main.o", "other.o", "shape.o", group};
    bcq_link *lk;
    bcq_error err;
    ck_assert_int_eq(bcq_link_run(v, 5, &o, &lk, &err), 0);
    bcq_link_summary sm;
    bcq_link_summary_get(lk, &sm);
    ck_assert_uint_eq(sm.inputs, 6);
    ck_assert_uint_eq(sm.archives, 3);
    bcq_link_input x;
    ck_assert_int_eq(bcq_link_input_get(lk, 0, &x), 0);
    char want[8192];
    snprintf(want, sizeof want, "%s/libpre.a", dir);
    ck_assert_str_eq(x.label, want);
    size_t nw = bcq_link_why_count(lk);
    ck_assert_uint_ge(nw, 3);
    bcq_link_why w;
    bcq_link_why_get(lk, nw - 1, &w);
    bcq_link_input_get(lk, w.extracted, &x);
    ck_assert_str_eq(x.label, "libb.a(b3.o)");
    bcq_link_free(lk);

    const char *const m[] = {"main.o", bad};
    ck_assert_int_eq(bcq_link_run(m, 2, &o, &lk, &err), BCQ_E_NOT_FOUND);
    ck_assert_str_eq(err.message, "1:7: unable to find nosuch.a");
    ck_assert_uint_eq(err.bit, 48);
    ck_assert_str_eq(s.input, bad);
    bcq_link_free(lk);

    const char *const l[] = {"main.o", "-lnosuch"};
    ck_assert_int_eq(bcq_link_run(l, 2, &o, &lk, &err), BCQ_E_NOT_FOUND);
    ck_assert_str_eq(err.message, "unable to find library -lnosuch");
    bcq_link_free(lk);

    /* a script of 1 MiB and one byte (blanks): refused before parsing */
    char big[] = "/tmp/bcq-check-link-XXXXXX";
    int fd = mkstemp(big);
    ck_assert_int_ge(fd, 0);
    FILE *fp = fdopen(fd, "w");
    for (size_t i = 0; i < (1u << 20) + 1; i++)
        fputc(' ', fp);
    fclose(fp);
    const char *const b[] = {"main.o", big};
    ck_assert_int_eq(bcq_link_run(b, 2, &o, &lk, &err), BCQ_E_LIMIT);
    ck_assert_str_eq(err.message, "a linker script larger than 1 MiB");
    bcq_link_free(lk);
    /* one byte fewer is an empty script */
    ck_assert_int_eq(truncate(big, 1u << 20), 0);
    ck_assert_int_eq(bcq_link_run(b, 2, &o, &lk, &err), 0);
    bcq_link_free(lk);
    unlink(big);

    o.search_dirs = NULL;
    ck_assert_int_eq(bcq_link_run(l, 2, &o, &lk, &err), BCQ_E_INVAL);
    ck_assert_int_eq(chdir(here), 0);
}
END_TEST

/* -shared and --export-dynamic (tests/data/link/export, gen.sh): the
 * resolution file of each mode is ld.lld 19's; a caller built against
 * 0.2.0 (a size that ends before shared) links an executable whatever
 * lies past its size. */
/* Link in (n paths) with o: its resolution file is want_file's. */
static void check_resolution(const char *const *in, size_t n,
                             const bcq_link_options *o, const char *want_file)
{
    bcq_link *lk = NULL;
    bcq_error err;
    ck_assert_int_eq(bcq_link_run(in, n, o, &lk, &err), 0);
    lines got = {0}, want = {0};
    resolution_lines(lk, &got);
    read_lines(want_file, &want, NULL, 0);
    same_lines(&got, &want, 0, want_file);
    free_lines(&got);
    free_lines(&want);
    bcq_link_free(lk);
}

static void check_export(const bcq_link_options *o, const char *want_file)
{
    static const char *const in[] = {"s1.o", "s2.o", "nat.o", "c3.o",
                                     "liba.a", "lib2.a", "libso.so"};
    check_resolution(in, sizeof in / sizeof in[0], o, want_file);
}

START_TEST(exports)
{
    char dir[4096], here[4096];
    snprintf(dir, sizeof dir, "%s/link/export", BCQ_TEST_DATA);
    ck_assert_ptr_nonnull(getcwd(here, sizeof here));
    ck_assert_int_eq(chdir(dir), 0);
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    o.entry = "_Z7s2_useri";
    check_export(&o, "res-exec.txt");
    o.shared = 1;
    check_export(&o, "res-shared.txt");
    o.size = offsetof(bcq_link_options, shared); /* 0.2.0's caller */
    check_export(&o, "res-exec.txt");
    o.size = sizeof o;
    o.shared = 0;
    o.export_dynamic = 1;
    check_export(&o, "res-E.txt");
    /* version scripts (0.3.0's last fields): vers1.map's local: * */
    static const char *const vs[] = {"vers1.map"};
    o.export_dynamic = 0;
    o.shared = 1;
    o.version_scripts = vs;
    o.nversion_scripts = 1;
    o.entry = ""; /* a shared object without -e: no entry symbol */
    check_export(&o, "res-vers1.txt");
    bcq_link *lk = (bcq_link *)1;
    static const char *const in[] = {"s1.o"};
    o.version_scripts = NULL;
    ck_assert_int_eq(bcq_link_run(in, 1, &o, &lk, NULL), BCQ_E_INVAL);
    ck_assert_ptr_null(lk);
    ck_assert_int_eq(chdir(here), 0);
}
END_TEST

/* embedded and fat LTO objects (tests/data/link/fat, gen.sh): native as
 * ld.lld 19 links them, and under fat_lto_objects (0.4.0's last field)
 * the .llvm.lto ones bitcode; a 0.3.0 caller's size leaves it off. */
static void check_fat(const bcq_link_options *o, const char *want_file)
{
    static const char *const in[] = {"m.o", "e1.o", "f1.o", "libf.a",
                                     "libe.a"};
    check_resolution(in, sizeof in / sizeof in[0], o, want_file);
}

START_TEST(fat_objects)
{
    char dir[4096], here[4096];
    snprintf(dir, sizeof dir, "%s/link/fat", BCQ_TEST_DATA);
    ck_assert_ptr_nonnull(getcwd(here, sizeof here));
    ck_assert_int_eq(chdir(dir), 0);
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    check_fat(&o, "resolution.txt");
    o.fat_lto_objects = 1;
    check_fat(&o, "resolution-fat.txt");
    o.size = offsetof(bcq_link_options, fat_lto_objects); /* 0.3.0's */
    check_fat(&o, "resolution.txt");
    ck_assert_int_eq(chdir(here), 0);
}
END_TEST

START_TEST(errors)
{
    bcq_link *lk = (bcq_link *)1;
    bcq_error err;
    const char *const v[] = {"x.o"};
    ck_assert_int_eq(bcq_link_run(v, 1, NULL, NULL, &err), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_link_run(v, 0, NULL, &lk, &err), BCQ_E_INVAL);
    ck_assert_ptr_null(lk);
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    o.jobs = 0;
    ck_assert_int_eq(bcq_link_run(v, 1, &o, &lk, &err), BCQ_E_INVAL);
    o.jobs = 1;
    o.source = (bcq_ref_source)99;
    ck_assert_int_eq(bcq_link_run(v, 1, &o, &lk, &err), BCQ_E_INVAL);
    ck_assert_int_eq(err.code, BCQ_E_INVAL);
    /* no block: bcq.h's "or UINT32_MAX", as libbcq's errors say it */
    ck_assert_uint_eq(err.block_id, UINT32_MAX);
    ck_assert_uint_eq(err.block_bit, UINT64_MAX);
    /* the size convention: 0.1.0's fields at least; unknown bytes zero */
    o.source = BCQ_REFS_AUTO;
    o.size = offsetof(bcq_link_options, note_arg);
    ck_assert_int_eq(bcq_link_run(v, 1, &o, &lk, &err), BCQ_E_INVAL);
    ck_assert_ptr_null(lk);
    struct {
        bcq_link_options o;
        unsigned char more[16];
    } big;
    memset(&big, 0, sizeof big);
    big.o = (bcq_link_options)BCQ_LINK_OPTIONS_INIT;
    big.o.size = sizeof big;
    big.more[3] = 1;
    ck_assert_int_eq(bcq_link_run(v, 1, &big.o, &lk, &err),
                     BCQ_E_UNSUPPORTED);
    ck_assert_ptr_null(lk);
    ck_assert_int_eq(err.code, BCQ_E_UNSUPPORTED);
    /* a caller of 0.1.0's fields only: the search path keeps its default
     * (a missing input then fails to open, not on the options) */
    big.more[3] = 0;
    big.o.size = offsetof(bcq_link_options, search_dirs);
    big.o.search_dirs = (const char *const *)1; /* past size: not read */
    big.o.nsearch_dirs = 5;
    int rc = bcq_link_run(v, 1, &big.o, &lk, &err);
    ck_assert_int_ne(rc, BCQ_E_INVAL);
    ck_assert_int_ne(rc, 0);
    bcq_link_free(lk);
    bcq_link_free(NULL);
    ck_assert_uint_eq(bcq_link_input_count(NULL), 0);
    ck_assert_int_eq(bcq_link_summary_get(NULL, NULL), BCQ_E_INVAL);
    ck_assert_str_eq(bcq_link_version(), "0.5.1");
    /* the header's numbers are the library's (they said 0.1.0 until
     * 0.5.0) */
    char ver[32];
    snprintf(ver, sizeof ver, "%d.%d.%d", BCQ_LINK_VERSION_MAJOR,
             BCQ_LINK_VERSION_MINOR, BCQ_LINK_VERSION_PATCH);
    ck_assert_str_eq(bcq_link_version(), ver);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("link");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    size_t n = sizeof sets / sizeof sets[0];
    tcase_add_loop_test(tc, link_sets_summaries, 0, (int)n);
    tcase_add_loop_test(tc, link_sets_bodies, 0, (int)n);
    tcase_add_test(tc, notes);
    tcase_add_test(tc, inputs);
    tcase_add_test(tc, index_members);
    tcase_add_test(tc, unsorted_index);
    tcase_add_test(tc, shared_member_by_index);
    tcase_add_test(tc, scripts);
    tcase_add_test(tc, exports);
    tcase_add_test(tc, fat_objects);
    tcase_add_test(tc, errors);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
