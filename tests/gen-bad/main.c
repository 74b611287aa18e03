/*
 * main.c - tests/gen-bad/gen-bad DIR: write the hostile corpus (CASE.bin
 * and CASE.expect for every case of stream.c, records.c, body.c and ir.c)
 * into DIR.  make bad-corpus runs it on tests/data/bad; the .expect format
 * is described in tests/data/bad/README.  Deterministic: the same program
 * writes the same bytes.  Every input is under 4 KB.
 */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen-bad.h"

static const char *outdir;
static unsigned nwritten;

static const char *status_name(int code)
{
#define GB_NAME(name, value, msg)                                             \
    if (code == (value))                                                      \
        return "BCQ_" #name;
    BCQ_STATUS_MAP(GB_NAME)
#undef GB_NAME
    ck_abort_msg("status %d has no name", code);
    return NULL;
}

void gb_begin(gb_case *c, const char *name, const char *rule)
{
    memset(c, 0, sizeof *c);
    c->name = name;
    c->rule = rule;
    bw_init(&c->w);
}

gb_line *gb_line_add(gb_case *c, const char *scope, const tu_expect *x)
{
    ck_assert_uint_lt(c->nlines, sizeof c->line / sizeof c->line[0]);
    gb_line *l = &c->line[c->nlines++];
    memset(l, 0, sizeof *l);
    l->scope = scope;
    l->x = *x;
    return l;
}

void gb_both(gb_case *c, const tu_expect *x)
{
    gb_line_add(c, "levels", x);
    gb_line_add(c, "deep", x);
}

tu_expect gb_fail(int code, uint64_t at)
{
    tu_expect x = tu_expect_none();
    x.code = code;
    x.at = at;
    return x;
}

tu_expect gb_fail_in(int code, uint64_t at, unsigned id, uint64_t bit)
{
    tu_expect x = gb_fail(code, at);
    x.in_id = id;
    x.in_bit = bit;
    return x;
}

tu_expect gb_ok(size_t blocks)
{
    tu_expect x = tu_expect_none();
    x.blocks = blocks;
    return x;
}

/* The rule as "# " comment lines of at most 76 columns. */
static void put_rule(FILE *fp, const char *s)
{
    while (*s) {
        size_t n = strlen(s), cut = n;
        if (n > 74) {
            cut = 74;
            while (cut > 0 && s[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = 74;
        }
        size_t len = cut;
        while (len > 0 && s[len - 1] == ' ')
            len--;
        fprintf(fp, "# %.*s\n", (int)len, s);
        s += cut;
        while (*s == ' ')
            s++;
    }
}

static int has_blocks(const char *scope)
{
    return !strcmp(scope, "open") || !strcmp(scope, "levels") ||
           !strcmp(scope, "deep") || !strcmp(scope, "fn");
}

static void put_line(FILE *fp, const gb_line *l)
{
    const tu_expect *x = &l->x;
    fprintf(fp, "%s %s", l->scope, status_name(x->code));
    if (x->code) {
        fprintf(fp, " at%c%llu", x->at_after ? '>' : '=',
                (unsigned long long)x->at);
        if (x->in_id == UINT32_MAX && x->in_bit == UINT64_MAX)
            fprintf(fp, " in=none");
        else
            fprintf(fp, " in=%u@%llu", x->in_id,
                    (unsigned long long)x->in_bit);
    } else if (has_blocks(l->scope)) {
        fprintf(fp, " blocks=%zu", x->blocks);
    }
    if (l->has_fn)
        fprintf(fp, " fn=%llu", (unsigned long long)l->fn);
    if (l->has_count)
        fprintf(fp, " count=%zu", l->count);
    if (l->fields[0])
        fprintf(fp, " %s", l->fields);
    if (l->msg[0])
        fprintf(fp, " msg=%s", l->msg);
    fputc('\n', fp);
}

static FILE *create(const char *name, const char *ext)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.%s", outdir, name, ext);
    FILE *fp = fopen(path, "wb");
    if (!fp) {
        perror(path);
        exit(1);
    }
    return fp;
}

static void finish(FILE *fp, const char *name)
{
    if (ferror(fp) || fclose(fp) != 0) {
        perror(name);
        exit(1);
    }
}

void gb_emit(gb_case *c)
{
    size_t n = c->has_size ? c->size : bw_size(&c->w);
    ck_assert_msg(n < 4096, "%s is %zu bytes (limit 4096)", c->name, n);
    ck_assert_msg(c->nlines > 0, "%s: no expectation", c->name);
    uint8_t *p = bw_dup(&c->w, n);
    FILE *fp = create(c->name, "bin");
    if (n)
        fwrite(p, 1, n, fp);
    finish(fp, c->name);
    free(p);

    fp = create(c->name, "expect");
    fprintf(fp, "# %s, %zu bytes (tests/gen-bad; format in README)\n",
            c->name, n);
    put_rule(fp, c->rule);
    for (size_t i = 0; i < c->nlines; i++)
        put_line(fp, &c->line[i]);
    finish(fp, c->name);
    bw_free(&c->w);
    nwritten++;
}

/* The bit writer reports through Check (ck_assert), which works only in a
 * running test: the generator is one test, run without fork. */
START_TEST(generate)
{
    gb_stream_cases();
    gb_record_cases();
    gb_body_cases();
    gb_ir_cases();
    gb_native_cases();
    gb_coff_cases();
    gb_macho_cases();
}
END_TEST

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen-bad DIR\n");
        return 2;
    }
    outdir = argv[1];
    Suite *s = suite_create("gen-bad");
    TCase *tc = tcase_create("gen-bad");
    tcase_add_test(tc, generate);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    if (failed) {
        fprintf(stderr, "gen-bad: failed\n");
        return 1;
    }
    printf("gen-bad: %u cases written to %s\n", nwritten, outdir);
    return 0;
}
