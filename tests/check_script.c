/*
 * check_script.c - bcq_script_parse (lib/container/script.c): the entries
 * of the committed scripts of tests/data/script, exactly; the refusals of
 * tests/data/bad/script_*.ld with their codes and positions; counts, the
 * snprintf-style BCQ_E_RANGE, the entry cap, every prefix of a script
 * parsed from an exact-size buffer (no read past the end), and every byte
 * of one overwritten.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

typedef struct want {
    const char *path;
    int is_lib, as_needed, in_group;
    unsigned line, column;
} want;

static void check_entries(const uint8_t *data, size_t size, const want *w,
                          size_t nw)
{
    bcq_script_entry e[32];
    size_t n = 99;
    bcq_error err;
    int rc = bcq_script_parse(data, size, e, 32, &n, &err);
    ck_assert_msg(rc == 0, "rc %d: %s", rc, err.message);
    ck_assert_uint_eq(n, nw);
    for (size_t i = 0; i < nw; i++) {
        ck_assert_uint_eq(e[i].path.len, strlen(w[i].path));
        ck_assert_msg(!memcmp(e[i].path.ptr, w[i].path, e[i].path.len),
                      "entry %zu: %.*s, not %s", i, (int)e[i].path.len,
                      (const char *)e[i].path.ptr, w[i].path);
        /* a view into the bytes, at or after its token */
        ck_assert(e[i].path.ptr >= data + e[i].offset);
        ck_assert(e[i].path.ptr + e[i].path.len <= data + size);
        ck_assert_int_eq(e[i].is_lib, w[i].is_lib);
        ck_assert_int_eq(e[i].as_needed, w[i].as_needed);
        ck_assert_int_eq(e[i].in_group, w[i].in_group);
        ck_assert_uint_eq(e[i].line, w[i].line);
        ck_assert_uint_eq(e[i].column, w[i].column);
    }
}

START_TEST(all_forms)
{
    static const want w[] = {
        {"first.o", 0, 0, 0, 4, 7},
        {"liba.a", 0, 0, 1, 5, 7},
        {"dir with space/libb.a", 0, 0, 1, 5, 30},
        {"c", 1, 0, 1, 6, 7},
        {"m", 1, 1, 1, 6, 21},
        {"libd.so", 0, 1, 1, 6, 25},
        {"q", 1, 0, 1, 6, 34},
        {"x.o", 0, 0, 0, 7, 9},
        {"y.o", 0, 0, 0, 7, 15},
    };
    size_t size;
    uint8_t *d = tu_read_fixture("script/all.ld", &size);
    check_entries(d, size, w, TU_NOPS(w));
    free(d);
}
END_TEST

/* Debian's /usr/lib/x86_64-linux-gnu/libc.so, as committed */
START_TEST(libc_so)
{
    static const want w[] = {
        {"/lib/x86_64-linux-gnu/libc.so.6", 0, 0, 1, 5, 9},
        {"/usr/lib/x86_64-linux-gnu/libc_nonshared.a", 0, 0, 1, 5, 41},
        {"/lib64/ld-linux-x86-64.so.2", 0, 1, 1, 5, 97},
    };
    size_t size;
    uint8_t *d = tu_read_fixture("script/libc.so", &size);
    check_entries(d, size, w, TU_NOPS(w));
    free(d);
}
END_TEST

START_TEST(small_forms)
{
    static const want w1[] = {{"a b", 0, 0, 1, 2, 1}, {"c", 0, 0, 1, 3, 1}};
    const char *s1 = "GROUP(\n\"a b\" # c d\n" "c)";
    check_entries((const uint8_t *)s1, strlen(s1), w1, TU_NOPS(w1));
    /* a quoted AS_NEEDED is a file name; a lone -l a library "" */
    static const want w2[] = {{"AS_NEEDED", 0, 0, 0, 1, 7},
                              {"", 1, 0, 0, 1, 19}};
    const char *s2 = "INPUT(\"AS_NEEDED\" -l);;";
    check_entries((const uint8_t *)s2, strlen(s2), w2, TU_NOPS(w2));
    /* a name over two lines in quotes; the next line counts on */
    static const want w3[] = {{"a\nb", 0, 0, 0, 1, 7}, {"c", 0, 0, 0, 2, 4}};
    const char *s3 = "INPUT(\"a\nb\" c)";
    check_entries((const uint8_t *)s3, strlen(s3), w3, TU_NOPS(w3));
    /* nothing at all, comments only */
    check_entries((const uint8_t *)"", 0, NULL, 0);
    check_entries(NULL, 0, NULL, 0);
    const char *s4 = "/* x */ # y\n ; OUTPUT_FORMAT(binary)";
    check_entries((const uint8_t *)s4, strlen(s4), NULL, 0);
}
END_TEST

START_TEST(count_and_range)
{
    size_t size, n = 0;
    uint8_t *d = tu_read_fixture("script/libc.so", &size);
    bcq_error err;
    ck_assert_int_eq(bcq_script_parse(d, size, NULL, 0, &n, &err),
                     BCQ_E_RANGE);
    ck_assert_int_eq(err.code, BCQ_E_RANGE);
    ck_assert_uint_eq(n, 3);
    bcq_script_entry e[2];
    ck_assert_int_eq(bcq_script_parse(d, size, e, 2, &n, NULL), BCQ_E_RANGE);
    ck_assert_uint_eq(n, 3);
    ck_assert_uint_eq(e[1].path.len, 42);
    ck_assert_int_eq(bcq_script_parse(d, size, e, 2, NULL, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_script_parse(d, size, NULL, 2, &n, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_script_parse(NULL, 3, NULL, 0, &n, &err),
                     BCQ_E_INVAL);
    free(d);
}
END_TEST

/* The refusals: file (tests/data/bad), code, byte offset, line:column
 * (in the message), entries before the fault. */
static const struct bad {
    const char *file, *text;
    int code;
    size_t offset;
    const char *where;
    size_t entries;
} bad[] = {
    {"bad/script_comment.ld", "unclosed comment", BCQ_E_BAD_SCRIPT, 11,
     "1:12: ", 1},
    {"bad/script_quote.ld", "unclosed quote", BCQ_E_BAD_SCRIPT, 6, "1:7: ",
     0},
    {"bad/script_command.ld", "command SECTIONS", BCQ_E_UNSUPPORTED, 28,
     "2:1: ", 0},
    {"bad/script_eof.ld", "end of the linker script in GROUP",
     BCQ_E_BAD_SCRIPT, 16, "3:1: ", 2},
    {"bad/script_paren.ld", "expected '(' after GROUP", BCQ_E_BAD_SCRIPT, 6,
     "1:7: ", 0},
    {"bad/script_nested.ld", "AS_NEEDED inside AS_NEEDED",
     BCQ_E_UNSUPPORTED, 16, "1:17: ", 0},
    {"bad/script_nested_deep.ld", "AS_NEEDED inside AS_NEEDED",
     BCQ_E_UNSUPPORTED, 16, "1:17: ", 0},
    {NULL, "INPUT(a.o ( b.o)", BCQ_E_BAD_SCRIPT, 10, "1:11: unexpected (",
     1},
    {NULL, "INPUT(a.o { b.o)", BCQ_E_BAD_SCRIPT, 10, "1:11: unexpected {",
     1},
    {NULL, "OUTPUT_FORMAT()", BCQ_E_BAD_SCRIPT, 14, "1:15: expected a format",
     0},
    {NULL, "OUTPUT_FORMAT(a b)", BCQ_E_BAD_SCRIPT, 16, "1:17: expected ')'",
     0},
    {NULL, "OUTPUT_FORMAT(a,b,c,d)", BCQ_E_BAD_SCRIPT, 19,
     "1:20: expected ')'", 0},
    {NULL, "GROUP(a) ENTRY(main)", BCQ_E_UNSUPPORTED, 9,
     "1:10: unsupported linker script command ENTRY", 1},
    {NULL, "INCLUDE x.ld", BCQ_E_UNSUPPORTED, 0, "1:1: unsupported", 0},
    {NULL, "GROUP(AS_NEEDED a)", BCQ_E_BAD_SCRIPT, 16,
     "1:17: expected '(' after AS_NEEDED", 0},
    {NULL, "\xff\xfe", BCQ_E_UNSUPPORTED, 0, "1:1: unsupported", 0},
};

START_TEST(refusals)
{
    const struct bad *b = &bad[_i];
    size_t size;
    uint8_t *d;
    if (b->file) {
        d = tu_read_fixture(b->file, &size);
    } else {
        size = strlen(b->text);
        d = malloc(size);
        memcpy(d, b->text, size);
    }
    bcq_script_entry e[8];
    size_t n = 99;
    bcq_error err;
    int rc = bcq_script_parse(d, size, e, 8, &n, &err);
    ck_assert_msg(rc == b->code, "%s: rc %d: %s", b->file ? b->file : b->text,
                  rc, err.message);
    ck_assert_int_eq(err.code, b->code);
    ck_assert_uint_eq(err.bit, b->offset * 8);
    ck_assert_msg(!strncmp(err.message, b->where, strlen(b->where)),
                  "%s: message \"%s\"", b->file ? b->file : b->text,
                  err.message);
    if (b->file)
        ck_assert_msg(strstr(err.message, b->text) != NULL, "message \"%s\"",
                      err.message);
    ck_assert_uint_eq(n, b->entries);
    free(d);
}
END_TEST

/* The link-level hostile scripts parse: their faults are where lld looks
 * (tests/script.sh). */
START_TEST(link_level_bad_parse)
{
    static const char *const files[] = {
        "bad/script_missing.ld", "bad/script_cycle_a.ld",
        "bad/script_cycle_b.ld", "bad/script_deep_00.ld",
        "bad/script_deep_16.ld"};
    for (size_t i = 0; i < TU_NOPS(files); i++) {
        size_t size, n;
        uint8_t *d = tu_read_fixture(files[i], &size);
        bcq_script_entry e[2];
        ck_assert_int_eq(bcq_script_parse(d, size, e, 2, &n, NULL), 0);
        ck_assert_uint_eq(n, 1);
        free(d);
    }
}
END_TEST

START_TEST(entry_cap)
{
    size_t k = BCQ_SCRIPT_MAX_ENTRIES + 1, size = 6 + 2 * k + 1;
    char *s = malloc(size);
    memcpy(s, "INPUT(", 6);
    for (size_t i = 0; i < k; i++)
        memcpy(s + 6 + 2 * i, "a ", 2);
    s[size - 1] = ')';
    size_t n;
    bcq_error err;
    ck_assert_int_eq(bcq_script_parse(s, size, NULL, 0, &n, &err),
                     BCQ_E_LIMIT);
    ck_assert_uint_eq(err.bit, (6 + 2 * (k - 1)) * 8);
    /* one fewer is fine (a count, then BCQ_E_RANGE for the empty array) */
    s[6 + 2 * (k - 1)] = ' ';
    ck_assert_int_eq(bcq_script_parse(s, size, NULL, 0, &n, &err),
                     BCQ_E_RANGE);
    ck_assert_uint_eq(n, BCQ_SCRIPT_MAX_ENTRIES);
    free(s);
}
END_TEST

/* Every prefix of a script, from a buffer of exactly that size: a result
 * or a refusal, never a read past the end (ASan, valgrind). */
START_TEST(prefixes)
{
    static const char *const files[] = {"script/all.ld", "script/libc.so"};
    for (size_t f = 0; f < TU_NOPS(files); f++) {
        size_t size;
        uint8_t *d = tu_read_fixture(files[f], &size);
        for (size_t k = 0; k <= size; k++) {
            uint8_t *p = malloc(k ? k : 1);
            memcpy(p, d, k);
            size_t n;
            bcq_script_entry e[16];
            int rc = bcq_script_parse(p, k, e, 16, &n, NULL);
            ck_assert(rc == 0 || rc == BCQ_E_BAD_SCRIPT ||
                      rc == BCQ_E_UNSUPPORTED);
            ck_assert(n <= 16);
            free(p);
        }
        free(d);
    }
}
END_TEST

/* Every byte of a script overwritten with each of the bytes that matter
 * to the lexer (and a few others): a result or a refusal with its fault
 * inside the input, entries inside it too. */
START_TEST(overwrites)
{
    static const char vals[] = "()\",;#/*\n -lA\0\377";
    size_t size;
    uint8_t *d = tu_read_fixture("script/all.ld", &size);
    uint8_t *p = malloc(size);
    for (size_t at = 0; at < size; at++) {
        for (size_t v = 0; v < sizeof vals - 1; v++) {
            memcpy(p, d, size);
            p[at] = (uint8_t)vals[v];
            bcq_script_entry e[16];
            size_t n;
            bcq_error err;
            int rc = bcq_script_parse(p, size, e, 16, &n, &err);
            ck_assert(rc == 0 || rc == BCQ_E_BAD_SCRIPT ||
                      rc == BCQ_E_UNSUPPORTED);
            ck_assert(rc == 0 || err.bit / 8 <= size);
            for (size_t i = 0; i < n && i < 16; i++)
                ck_assert(e[i].path.ptr >= p &&
                          e[i].path.ptr + e[i].path.len <= p + size);
        }
    }
    free(p);
    free(d);
}
END_TEST

Suite *make_script_suite(void)
{
    Suite *s = suite_create("script");
    TCase *t = tcase_create("core");
    tcase_add_test(t, all_forms);
    tcase_add_test(t, libc_so);
    tcase_add_test(t, small_forms);
    tcase_add_test(t, count_and_range);
    tcase_add_loop_test(t, refusals, 0, (int)TU_NOPS(bad));
    tcase_add_test(t, link_level_bad_parse);
    tcase_add_test(t, entry_cap);
    tcase_add_test(t, prefixes);
    tcase_add_test(t, overwrites);
    suite_add_tcase(s, t);
    return s;
}
