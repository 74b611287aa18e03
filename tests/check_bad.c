/*
 * check_bad.c - the hostile corpus tests/data/bad/: one loop test runs
 * every CASE.bin against its CASE.expect (the format is in
 * tests/data/bad/README).  Each line of a .expect names a scope -- an open
 * mode or a query -- and what it must give; each scope runs on its own
 * handle, opened with bcq_open_mem over an exactly sized copy of the
 * input (so that ASan sees a read past its end).
 *
 * The corpus is data: tests/gen-bad writes it (make bad-corpus) and it is
 * committed; nothing here runs the generator.
 */
#include "config.h"
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

#define MAX_CASES 1024

static char *cases[MAX_CASES];
static int ncases;

/* --------------------------------------------------------------- parsing */

/* One line of a .expect. */
typedef struct line {
    char scope[16];
    tu_expect x;
    int has_at, has_in, has_blocks, has_fn, has_count, has_value;
    uint64_t fn;
    size_t count;
    uint64_t value;   /* constant, refs: the value asked about */
    long code, kind;  /* constant: its code and kind (-1: not given) */
    const char *ops;  /* constant: its operands, "a,b" or "none" */
    const char *refs; /* refs: "ID:KIND,..." or "none" */
    const char *msg; /* NULL: not checked */
    const char *where; /* "CASE.expect:N scope", for messages */
} line;

static int status_of(const char *name)
{
    for (int s = 0; s > -64; s--) {
        const char *n = bcq_status_name(s);
        if (n && strcmp(n, name) == 0)
            return s;
    }
    ck_abort_msg("unknown status %s", name);
    return 0;
}

static uint64_t number(const char *s, const char *where)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    ck_assert_msg(end != s && (*end == 0 || *end == ' ' || *end == '@'),
                  "%s: bad number '%s'", where, s);
    return v;
}

/* Parse text (a whole line, NUL-terminated) into *l. */
static void parse(char *text, line *l, const char *where)
{
    memset(l, 0, sizeof *l);
    l->where = where;
    l->x = tu_expect_none();
    l->code = l->kind = -1;
    char *msg = strstr(text, " msg=");
    if (msg) {
        *msg = 0;
        l->msg = msg + 5;
    }
    char *tok = strtok(text, " ");
    ck_assert_msg(tok && strlen(tok) < sizeof l->scope, "%s: no scope",
                  l->where);
    strcpy(l->scope, tok);
    tok = strtok(NULL, " ");
    ck_assert_msg(tok != NULL, "%s: no status", l->where);
    l->x.code = status_of(tok);
    while ((tok = strtok(NULL, " ")) != NULL) {
        if (!strncmp(tok, "at=", 3) || !strncmp(tok, "at>", 3)) {
            l->x.at_after = tok[2] == '>';
            l->x.at = number(tok + 3, l->where);
            l->has_at = 1;
        } else if (!strcmp(tok, "in=none")) {
            l->has_in = 1;
        } else if (!strncmp(tok, "in=", 3)) {
            char *at = strchr(tok, '@');
            ck_assert_msg(at != NULL, "%s: in= without @", l->where);
            l->x.in_id = (unsigned)number(tok + 3, l->where);
            l->x.in_bit = number(at + 1, l->where);
            l->has_in = 1;
        } else if (!strncmp(tok, "blocks=", 7)) {
            l->x.blocks = (size_t)number(tok + 7, l->where);
            l->has_blocks = 1;
        } else if (!strncmp(tok, "fn=", 3)) {
            l->fn = number(tok + 3, l->where);
            l->has_fn = 1;
        } else if (!strncmp(tok, "count=", 6)) {
            l->count = (size_t)number(tok + 6, l->where);
            l->has_count = 1;
        } else if (!strncmp(tok, "value=", 6)) {
            l->value = number(tok + 6, l->where);
            l->has_value = 1;
        } else if (!strncmp(tok, "code=", 5)) {
            l->code = (long)number(tok + 5, l->where);
        } else if (!strncmp(tok, "kind=", 5)) {
            l->kind = (long)number(tok + 5, l->where);
        } else if (!strncmp(tok, "ops=", 4)) {
            l->ops = tok + 4;
        } else if (!strncmp(tok, "refs=", 5)) {
            l->refs = tok + 5;
        } else {
            ck_abort_msg("%s: unknown field '%s'", l->where, tok);
        }
    }
    /* an error names its bit and its enclosing block, always */
    if (l->x.code)
        ck_assert_msg(l->has_at && l->has_in, "%s: an error needs at= and "
                                              "in=", l->where);
    else
        ck_assert_msg(!l->has_at && !l->has_in && !l->msg,
                      "%s: at=, in= or msg= on a success", l->where);
}

/* ---------------------------------------------------------------- scopes */

typedef struct input {
    const uint8_t *data;
    size_t size;
} input;

static bcq_file *open_default(const input *in, const line *l)
{
    bcq_file *f;
    bcq_error err;
    int rc = bcq_open_mem(in->data, in->size, NULL, &f, &err);
    ck_assert_msg(rc == 0, "%s: the default open fails: %s (%s)", l->where,
                  bcq_status_name(rc), err.message);
    return f;
}

static void check_msg(const line *l, const bcq_error *err)
{
    if (l->msg)
        ck_assert_msg(strcmp(err->message, l->msg) == 0,
                      "%s: message \"%s\", want \"%s\"", l->where,
                      err->message, l->msg);
}

/* open: bcq_open_mem(flags 0) and nothing else. */
static void scope_open(const input *in, const line *l)
{
    bcq_file *f = NULL;
    bcq_error err;
    int rc = bcq_open_mem(in->data, in->size, NULL, &f, &err);
    if (rc == 0 && l->x.code == 0) {
        ck_assert_msg(bcq_block_count(f) == l->x.blocks,
                      "%s: %zu blocks, want %zu", l->where,
                      bcq_block_count(f), l->x.blocks);
        bcq_close(f);
        return;
    }
    bcq_close(f);
    ck_assert_msg(rc == 0 || f == NULL, "%s: failed open set *out",
                  l->where);
    tu_check_err(rc, &err, &l->x, l->where);
    check_msg(l, &err);
}

/* The first FUNCTION_BLOCK among the children of the file's first
 * MODULE_BLOCK; *nkids gets their count.  The status of listing them. */
static int first_function(const bcq_file *f, const line *l, bcq_block *fn,
                          size_t *nkids, bcq_error *err)
{
    size_t mi;
    ck_assert_msg(bcq_block_find(f, TU_MODULE_BLOCK_ID, 0, &mi) == 0,
                  "%s: no MODULE_BLOCK", l->where);
    bcq_block m;
    ck_assert_int_eq(bcq_block_at(f, mi, &m), 0);
    bcq_block kids[64];
    int rc = bcq_block_children(f, &m, kids, 64, nkids, err);
    if (rc)
        return rc;
    for (size_t i = 0; i < *nkids; i++)
        if (kids[i].id == TU_FUNCTION_BLOCK_ID) {
            *fn = kids[i];
            return 0;
        }
    ck_abort_msg("%s: the module has no FUNCTION_BLOCK", l->where);
    return 0;
}

/* fn: list the module's children; blocks= their count, fn= the first
 * FUNCTION_BLOCK's ENTER bit, which the level lists as LAZY. */
static void scope_fn(const input *in, const line *l)
{
    ck_assert_msg(l->has_fn && l->x.code == 0, "%s: fn needs BCQ_OK and "
                                               "fn=", l->where);
    bcq_file *f = open_default(in, l);
    bcq_block fn;
    size_t n;
    bcq_error err;
    int rc = first_function(f, l, &fn, &n, &err);
    tu_check_err(rc, &err, &l->x, l->where);
    ck_assert_msg(n == l->x.blocks, "%s: %zu children, want %zu", l->where,
                  n, l->x.blocks);
    ck_assert_uint_eq(fn.bit, l->fn);
    ck_assert_uint_eq(fn.flags & BCQ_BLOCK_LAZY, BCQ_BLOCK_LAZY);
    bcq_close(f);
}

static bcq_block located(const bcq_file *f, const line *l)
{
    bcq_block fn;
    size_t n;
    bcq_error err;
    ck_assert_msg(first_function(f, l, &fn, &n, &err) == 0,
                  "%s: the module's level: %s", l->where, err.message);
    return fn;
}

/* fn-levels: index every level below that FUNCTION_BLOCK, twice (a
 * failed walk publishes nothing: the same answer again). */
static void scope_fn_levels(const input *in, const line *l)
{
    bcq_file *f = open_default(in, l);
    bcq_block fn = located(f, l);
    for (int again = 0; again < 2; again++) {
        size_t count = 0;
        bcq_error err;
        int rc = tu_expand(f, &fn, &count, &err);
        tu_check_err(rc, &err, &l->x, l->where);
        check_msg(l, &err);
        if (rc == 0 && l->has_blocks)
            ck_assert_uint_eq(count, l->x.blocks);
    }
    bcq_close(f);
}

/* fn-read: a reader over that FUNCTION_BLOCK entering every sub-block;
 * after an error the reader stays in error. */
static void scope_fn_read(const input *in, const line *l)
{
    bcq_file *f = open_default(in, l);
    bcq_block fn = located(f, l);
    bcq_reader *r;
    bcq_error err;
    ck_assert_int_eq(bcq_reader_open(f, &fn, &r, &err), 0);
    int rc;
    for (;;) {
        bcq_entry e;
        if ((rc = bcq_reader_next(r, &e, &err)))
            break;
        if (e.kind == BCQ_ENTRY_SUBBLOCK && (rc = bcq_reader_enter(r, &err)))
            break;
        if (e.kind == BCQ_ENTRY_END && e.depth == 0)
            break;
    }
    if (rc) {
        bcq_entry e;
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), rc);
    }
    bcq_reader_close(r);
    tu_check_err(rc, &err, &l->x, l->where);
    check_msg(l, &err);
    bcq_close(f);
}

/* module: bcq_module_get(module 0), twice (the same answer). */
static void scope_module(const input *in, const line *l)
{
    bcq_file *f = open_default(in, l);
    for (int again = 0; again < 2; again++) {
        const bcq_module *m;
        bcq_error err;
        int rc = bcq_module_get(f, 0, &m, &err);
        tu_check_err(rc, &err, &l->x, l->where);
        check_msg(l, &err);
    }
    bcq_close(f);
}

/* functions: bcq_function_count(module 0): count= on success, and every
 * bcq_function_at must then succeed. */
static void scope_functions(const input *in, const line *l)
{
    bcq_file *f = open_default(in, l);
    size_t n = 0;
    bcq_error err;
    int rc = bcq_function_count(f, 0, &n, &err);
    tu_check_err(rc, &err, &l->x, l->where);
    check_msg(l, &err);
    if (rc == 0) {
        ck_assert_msg(l->has_count, "%s: count= missing", l->where);
        ck_assert_uint_eq(n, l->count);
        for (size_t i = 0; i < n; i++) {
            bcq_function fn;
            rc = bcq_function_at(f, 0, i, &fn, &err);
            ck_assert_msg(rc == 0, "%s: function %zu: %s", l->where, i,
                          err.message);
        }
    }
    bcq_close(f);
}

/* symtab: bcq_symtab_get. */
static void scope_symtab(const input *in, const line *l)
{
    bcq_file *f = open_default(in, l);
    bcq_symtab st;
    bcq_error err;
    int rc = bcq_symtab_get(f, &st, &err);
    tu_check_err(rc, &err, &l->x, l->where);
    check_msg(l, &err);
    bcq_close(f);
}

/* symbols: every bcq_symtab_next after a usable bcq_symtab_get (0 or
 * BCQ_E_STALE): count= the symbols stepped, the status of the first that
 * fails (BCQ_OK when none does). */
static void scope_symbols(const input *in, const line *l)
{
    bcq_file *f = open_default(in, l);
    bcq_symtab st;
    int rc = bcq_symtab_get(f, &st, NULL);
    ck_assert_msg(rc == 0 || rc == BCQ_E_STALE, "%s: bcq_symtab_get: %s",
                  l->where, bcq_status_name(rc));
    bcq_symtab_iter it;
    memset(&it, 0, sizeof it);
    size_t n = 0;
    int first = 0;
    bcq_symtab_symbol sym;
    bcq_error first_err, err;
    memset(&first_err, 0, sizeof first_err);
    while ((rc = bcq_symtab_next(&st, &it, &sym, &err)) != BCQ_END) {
        ck_assert_msg(n < 100000, "%s: no end", l->where);
        n++;
        if (rc && !first) {
            first = rc;
            first_err = err;
        }
    }
    tu_check_err(first, &first_err, &l->x, l->where);
    check_msg(l, &first_err);
    ck_assert_msg(l->has_count, "%s: count= missing", l->where);
    ck_assert_uint_eq(n, l->count);
    bcq_close(f);
}

/* native: bcq_native_open_mem, then every symbol of the static and the
 * dynamic table: the status of the first failure (the open's or a
 * symbol's), count= the symbols read when none fails.  A failed symbol
 * must leave the others readable, and the same call must fail the same
 * way twice (nothing is kept). */
static void scope_native(const input *in, const line *l)
{
    bcq_native *n = NULL;
    bcq_error err, first_err;
    int rc = bcq_native_open_mem(in->data, in->size, NULL, &n, &err);
    int first = rc;
    first_err = err;
    size_t count = 0;
    for (unsigned t = 0; rc == 0 && t < 2; t++) {
        size_t k = bcq_native_symbol_count(n, t);
        for (size_t i = 0; i < k; i++) {
            bcq_native_symbol sym;
            int r = bcq_native_symbol_at(n, t, i, &sym, &err);
            if (r) {
                bcq_error again;
                ck_assert_int_eq(bcq_native_symbol_at(n, t, i, &sym, &again),
                                 r);
                ck_assert_uint_eq(again.bit, err.bit);
                if (!first) {
                    first = r;
                    first_err = err;
                }
                continue;
            }
            count++;
            /* every view inside the input */
            ck_assert(sym.name.len == 0 ||
                      (sym.name.ptr >= in->data &&
                       sym.name.ptr + sym.name.len <= in->data + in->size));
        }
    }
    if (rc)
        ck_assert_msg(n == NULL, "%s: a failed open leaves a handle",
                      l->where);
    tu_check_err(first, &first_err, &l->x, l->where);
    check_msg(l, &first_err);
    if (l->has_count)
        ck_assert_uint_eq(count, l->count);
    bcq_native_close(n);
}

/* The numbers of a list "a,b,c" (or "none") into v; how many. */
static size_t list_of(const char *s, uint64_t *v, size_t cap,
                      const line *l)
{
    size_t n = 0;
    if (!strcmp(s, "none"))
        return 0;
    for (const char *p = s; *p;) {
        char *end;
        ck_assert_msg(n < cap, "%s: a list of more than %zu", l->where, cap);
        v[n++] = strtoull(p, &end, 10);
        ck_assert_msg(end != p, "%s: bad list '%s'", l->where, s);
        if (*end == ':') { /* ID:KIND: the kind's name */
            const char *k = end + 1;
            size_t len = strcspn(k, ",");
            unsigned kind = 0;
            for (unsigned c = 1; c < 16; c++) {
                const char *name = bcq_ref_kind_name(c);
                if (name && strlen(name) == len && !strncmp(name, k, len))
                    kind = c;
            }
            ck_assert_msg(kind, "%s: no kind '%.*s'", l->where, (int)len, k);
            v[n - 1] = v[n - 1] << 8 | kind;
            end = (char *)k + len;
        }
        p = *end == ',' ? end + 1 : end;
    }
    return n;
}

/* constant: bcq_constant_get(module 0, value=), twice (the same answer;
 * on success the same operands); code=, kind=, ops= on success. */
static void scope_constant(const input *in, const line *l)
{
    ck_assert_msg(l->has_value, "%s: value= missing", l->where);
    ck_assert_msg(l->x.code || (l->code >= 0 && l->kind >= 0 && l->ops),
                  "%s: code=, kind=, ops= missing", l->where);
    bcq_file *f = open_default(in, l);
    const uint32_t *first = NULL;
    for (int again = 0; again < 2; again++) {
        bcq_constant c;
        bcq_error err;
        int rc = bcq_constant_get(f, 0, l->value, &c, &err);
        tu_check_err(rc, &err, &l->x, l->where);
        check_msg(l, &err);
        if (rc)
            continue;
        uint64_t ops[64];
        size_t n = list_of(l->ops, ops, 64, l);
        ck_assert_msg(c.value_id == l->value && c.code == (unsigned)l->code &&
                          c.kind == (unsigned)l->kind && c.nops == n,
                      "%s: constant %llu: code %u kind %u, %zu operands",
                      l->where, (unsigned long long)c.value_id, c.code,
                      c.kind, c.nops);
        for (size_t i = 0; i < n; i++)
            ck_assert_msg(c.ops[i] == ops[i], "%s: operand %zu is %u",
                          l->where, i, c.ops[i]);
        ck_assert(again == 0 || c.ops == first);
        first = c.ops;
    }
    bcq_close(f);
}

/* refs: bcq_refs_get(module 0, value=, from the body), twice (an error
 * again, or the same array); refs= the exact list on success. */
static void scope_refs(const input *in, const line *l)
{
    ck_assert_msg(l->has_value, "%s: value= missing", l->where);
    ck_assert_msg(l->x.code || l->refs, "%s: refs= missing", l->where);
    bcq_file *f = open_default(in, l);
    const bcq_ref *first = NULL;
    for (int again = 0; again < 2; again++) {
        const bcq_ref *r;
        size_t n;
        bcq_error err;
        int rc = bcq_refs_get(f, 0, (size_t)l->value, BCQ_REFS_BODY, &r, &n,
                              &err);
        tu_check_err(rc, &err, &l->x, l->where);
        check_msg(l, &err);
        if (rc)
            continue;
        uint64_t want[64];
        size_t nw = list_of(l->refs, want, 64, l);
        ck_assert_msg(n == nw, "%s: %zu references, want %zu", l->where, n,
                      nw);
        for (size_t i = 0; i < n; i++)
            ck_assert_msg(((uint64_t)r[i].value_id << 8 | r[i].kind) ==
                              want[i],
                          "%s: reference %zu is %s of %zu", l->where, i,
                          bcq_ref_kind_name(r[i].kind), r[i].value_id);
        ck_assert(again == 0 || r == first);
        first = r;
    }
    bcq_close(f);
}

static void run(const input *in, const line *l)
{
    const char *s = l->scope;
    if (!strcmp(s, "open"))
        scope_open(in, l);
    else if (!strcmp(s, "levels"))
        tu_check_open(in->data, in->size, 0, &l->x, l->where);
    else if (!strcmp(s, "deep"))
        tu_check_open(in->data, in->size, BCQ_OPEN_DEEP, &l->x, l->where);
    else if (!strcmp(s, "fn"))
        scope_fn(in, l);
    else if (!strcmp(s, "fn-levels"))
        scope_fn_levels(in, l);
    else if (!strcmp(s, "fn-read"))
        scope_fn_read(in, l);
    else if (!strcmp(s, "module"))
        scope_module(in, l);
    else if (!strcmp(s, "functions"))
        scope_functions(in, l);
    else if (!strcmp(s, "symtab"))
        scope_symtab(in, l);
    else if (!strcmp(s, "symbols"))
        scope_symbols(in, l);
    else if (!strcmp(s, "constant"))
        scope_constant(in, l);
    else if (!strcmp(s, "refs"))
        scope_refs(in, l);
    else if (!strcmp(s, "native"))
        scope_native(in, l);
    else
        ck_abort_msg("%s: unknown scope", l->where);
}

/* ------------------------------------------------------------------ tests */

START_TEST(bad_case)
{
    const char *name = cases[_i];
    char file[512];
    snprintf(file, sizeof file, "bad/%s.bin", name);
    size_t size;
    uint8_t *data = tu_read_fixture(file, &size);
    snprintf(file, sizeof file, "bad/%s.expect", name);
    char *text = tu_read_text(tu_fixture_path(file));
    input in = {data, size};
    int nlines = 0, lineno = 0;
    for (char *p = text, *nl; *p; p = nl) {
        nl = strchr(p, '\n');
        if (nl)
            *nl++ = 0;
        else
            nl = p + strlen(p);
        lineno++;
        if (*p == 0 || *p == '#')
            continue;
        line l;
        char where[600], where2[640];
        snprintf(where, sizeof where, "%s.expect:%d", name, lineno);
        char *copy = strdup(p);
        ck_assert_ptr_nonnull(copy);
        parse(copy, &l, where);
        snprintf(where2, sizeof where2, "%s %s", where, l.scope);
        l.where = where2;
        run(&in, &l);
        free(copy);
        nlines++;
    }
    ck_assert_msg(nlines > 0, "%s.expect: no expectation", name);
    free(text);
    free(data);
}
END_TEST

/* Every .bin has its .expect and every .expect its .bin. */
START_TEST(bad_pairs)
{
    ck_assert_msg(ncases > 0, "no case in %s", tu_fixture_path("bad"));
    DIR *d = opendir(tu_fixture_path("bad"));
    ck_assert_ptr_nonnull(d);
    struct dirent *de;
    int nexpect = 0;
    while ((de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name);
        if (len > 7 && !strcmp(de->d_name + len - 7, ".expect"))
            nexpect++;
    }
    closedir(d);
    ck_assert_int_eq(nexpect, ncases);
    for (int i = 0; i < ncases; i++) {
        char file[512];
        snprintf(file, sizeof file, "bad/%s.expect", cases[i]);
        FILE *fp = fopen(tu_fixture_path(file), "r");
        ck_assert_msg(fp != NULL, "%s.bin has no .expect", cases[i]);
        fclose(fp);
    }
}
END_TEST

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The cases: the names of tests/data/bad/ *.bin, sorted. */
static void list_cases(void)
{
    DIR *d = opendir(tu_fixture_path("bad"));
    if (!d)
        return;
    struct dirent *de;
    while ((de = readdir(d)) != NULL && ncases < MAX_CASES) {
        size_t len = strlen(de->d_name);
        if (len > 4 && !strcmp(de->d_name + len - 4, ".bin"))
            cases[ncases++] = strndup(de->d_name, len - 4);
    }
    closedir(d);
    qsort(cases, (size_t)ncases, sizeof cases[0], by_name);
}

Suite *make_bad_suite(void)
{
    if (ncases == 0)
        list_cases();
    Suite *s = suite_create("bad");
    TCase *tc = tcase_create("corpus");
    tcase_add_test(tc, bad_pairs);
    tcase_add_loop_test(tc, bad_case, 0, ncases);
    suite_add_tcase(s, tc);
    return s;
}
