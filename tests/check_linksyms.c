/* check_linksyms.c - lib/ir/linksyms.c: one linker-symbol view.
 *
 * The records must say what LLVM's irsymtab says: for every IR fixture
 * (clang 14 and 19) that has a SYMTAB, the view from the table and the
 * view from the records (BCQ_LINKSYMS_RECORDS) hold the same symbols in
 * the same order, with the same names, IR names, value ids, comdats and
 * BCQ_IRSYM_* flags -- the table being LLVM's own answer, written by
 * irsymtab::build from the same ModuleSymbolTable.  Then: a table with a
 * damaged entry gives way to the records whole; one module's view is that
 * module's slice of the file's; the errors of the call. */
#include "config.h"

#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

static int span_eq(bcq_span a, bcq_span b)
{
    return a.len == b.len && (!a.len || !memcmp(a.ptr, b.ptr, a.len));
}

static bcq_span comdat_of(const bcq_linksyms *ls, const bcq_symtab_symbol *y)
{
    if (y->comdat < 0 || (size_t)y->comdat >= ls->ncomdats)
        return (bcq_span){0};
    return ls->comdats[y->comdat];
}

/* The two views of one file agree; returns the number of symbols. */
static size_t compare_views(const char *path, const bcq_linksyms *a,
                            const bcq_linksyms *b)
{
    ck_assert_msg(a->n == b->n, "%s: %zu symbols from the table, %zu from "
                  "the records", path, a->n, b->n);
    for (size_t i = 0; i < a->n; i++) {
        const bcq_symtab_symbol *x = &a->v[i], *y = &b->v[i];
        ck_assert_msg(span_eq(x->name, y->name) &&
                          span_eq(x->ir_name, y->ir_name),
                      "%s: symbol %zu: '%.*s' (IR '%.*s') in the table, "
                      "'%.*s' (IR '%.*s') from the records", path, i,
                      (int)x->name.len, x->name.ptr, (int)x->ir_name.len,
                      x->ir_name.ptr, (int)y->name.len, y->name.ptr,
                      (int)y->ir_name.len, y->ir_name.ptr);
        ck_assert_msg(x->flags == y->flags,
                      "%s: %.*s: flags %#x in the table, %#x from the "
                      "records", path, (int)x->name.len, x->name.ptr,
                      x->flags, y->flags);
        ck_assert_msg(x->module == y->module && x->value_id == y->value_id,
                      "%s: %.*s: module/value %zu/%zu vs %zu/%zu", path,
                      (int)x->name.len, x->name.ptr, x->module, x->value_id,
                      y->module, y->value_id);
        ck_assert_msg(span_eq(comdat_of(a, x), comdat_of(b, y)),
                      "%s: %.*s: not the same comdat", path,
                      (int)x->name.len, x->name.ptr);
        ck_assert_uint_eq(x->index, i);
        ck_assert_uint_eq(y->index, i);
    }
    return a->n;
}

/* Every .bc of dir: returns how many had a table (tables seen, symbols
 * compared in *nsyms). */
static size_t each_fixture(const char *dir, size_t *nsyms)
{
    char path[4096];
    snprintf(path, sizeof path, "%s%s", BCQ_TEST_DATA, dir);
    DIR *d = opendir(path);
    ck_assert_msg(d != NULL, "%s", path);
    size_t tables = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (l < 4 || strcmp(e->d_name + l - 3, ".bc") != 0)
            continue;
        char file[8192];
        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
        bcq_file *f;
        bcq_error err;
        ck_assert_msg(bcq_open_path(file, NULL, &f, &err) == 0, "%s: %s",
                      file, err.message);
        bcq_linksyms *a = NULL, *b = NULL;
        ck_assert_msg(bcq_linksyms_get(f, BCQ_NONE, 0, &a, &err) == 0,
                      "%s: %s", file, err.message);
        ck_assert_msg(bcq_linksyms_get(f, BCQ_NONE, BCQ_LINKSYMS_RECORDS, &b,
                                       &err) == 0,
                      "%s: %s", file, err.message);
        ck_assert_int_eq(b->from_symtab, 0);
        bcq_symtab st;
        int has = bcq_symtab_get(f, &st, NULL) == 0;
        if (a->from_symtab) {
            ck_assert(has);
            tables++;
            /* the table's view is the table, entry for entry */
            bcq_symtab_iter it = {0};
            bcq_symtab_symbol s;
            size_t i = 0;
            while (bcq_symtab_next(&st, &it, &s, NULL) == 0) {
                ck_assert_uint_lt(i, a->n);
                ck_assert(span_eq(s.name, a->v[i].name));
                ck_assert_uint_eq(s.flags, a->v[i].flags);
                i++;
            }
            ck_assert_uint_eq(i, a->n);
            *nsyms += compare_views(file, a, b);
        }
        bcq_linksyms_free(a);
        bcq_linksyms_free(b);
        bcq_close(f);
    }
    closedir(d);
    return tables;
}

START_TEST(records_equal_table)
{
    size_t nsyms = 0;
    size_t t14 = each_fixture("", &nsyms);
    size_t t19 = each_fixture("/v19", &nsyms);
    /* most fixtures have a table: the comparison must not be empty */
    ck_assert_uint_ge(t14, 20);
    ck_assert_uint_ge(t19, 20);
    ck_assert_uint_ge(nsyms, 1000);
}
END_TEST

/* One module's view is that module's part of the file's, from either
 * source (multi.bc: two modules, a table each). */
START_TEST(one_module)
{
    bcq_file *f;
    bcq_error err;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("multi.bc"), NULL, &f, &err), 0);
    size_t nm;
    ck_assert_int_eq(bcq_module_count(f, &nm, &err), 0);
    ck_assert_uint_ge(nm, 2);
    for (unsigned how = 0; how <= BCQ_LINKSYMS_RECORDS; how++) {
        bcq_linksyms *all;
        ck_assert_int_eq(bcq_linksyms_get(f, BCQ_NONE, how, &all, &err), 0);
        size_t at = 0;
        for (size_t m = 0; m < nm; m++) {
            bcq_linksyms *one;
            ck_assert_int_eq(bcq_linksyms_get(f, m, how, &one, &err), 0);
            ck_assert_uint_ge(one->n, 1);
            for (size_t i = 0; i < one->n; i++, at++) {
                ck_assert_uint_lt(at, all->n);
                ck_assert_uint_eq(one->v[i].module, m);
                ck_assert(span_eq(one->v[i].name, all->v[at].name));
                ck_assert_uint_eq(one->v[i].flags, all->v[at].flags);
                ck_assert_uint_eq(one->v[i].value_id, all->v[at].value_id);
            }
            bcq_linksyms_free(one);
        }
        ck_assert_uint_eq(at, all->n);
        bcq_linksyms_free(all);
    }
    bcq_linksyms *ls = (bcq_linksyms *)1;
    ck_assert_int_eq(bcq_linksyms_get(f, nm, 0, &ls, &err), BCQ_E_RANGE);
    ck_assert_ptr_null(ls);
    bcq_close(f);
}
END_TEST

/* A SYMTAB entry whose name lies past the STRTAB: bcq_symtab_get accepts
 * the layout, bcq_symtab_next refuses that symbol; the view then reads
 * the records, and lists what they hold. */
START_TEST(damaged_entry)
{
    size_t size;
    uint8_t *p = tu_read_fixture("o2.bc", &size);
    bcq_file *f;
    bcq_error err;
    ck_assert_int_eq(bcq_open_mem(p, size, NULL, &f, &err), 0);
    bcq_symtab st;
    ck_assert_int_eq(bcq_symtab_get(f, &st, &err), 0);
    bcq_linksyms *good;
    ck_assert_int_eq(bcq_linksyms_get(f, BCQ_NONE, 0, &good, &err), 0);
    ck_assert_int_eq(good->from_symtab, 1);
    size_t n = good->n;
    /* the first symbol's name offset (storage::Symbol starts with the
     * name's Str {offset, size}): point it past the STRTAB */
    size_t at = (size_t)(st.blob.ptr - p) + st.symbols_off;
    bcq_linksyms_free(good);
    bcq_close(f);
    p[at] = 0xff;
    p[at + 1] = 0xff;
    p[at + 2] = 0xff;
    p[at + 3] = 0x7f;
    ck_assert_int_eq(bcq_open_mem(p, size, NULL, &f, &err), 0);
    bcq_linksyms *ls;
    ck_assert_int_eq(bcq_linksyms_get(f, BCQ_NONE, 0, &ls, &err), 0);
    ck_assert_int_eq(ls->from_symtab, 0);
    ck_assert_uint_eq(ls->n, n);
    bcq_linksyms_free(ls);
    bcq_close(f);
    free(p);
}
END_TEST

START_TEST(errors)
{
    bcq_file *f;
    bcq_error err;
    bcq_linksyms *ls = (bcq_linksyms *)1;
    ck_assert_int_eq(bcq_linksyms_get(NULL, BCQ_NONE, 0, &ls, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o2.bc"), NULL, &f, &err), 0);
    ck_assert_int_eq(bcq_linksyms_get(f, BCQ_NONE, 0, NULL, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_linksyms_get(f, BCQ_NONE, 2, &ls, &err),
                     BCQ_E_INVAL);
    ck_assert_ptr_null(ls);
    bcq_linksyms_free(NULL);
    bcq_close(f);
}
END_TEST

Suite *make_linksyms_suite(void)
{
    Suite *s = suite_create("linksyms");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, records_equal_table);
    tcase_add_test(tc, one_module);
    tcase_add_test(tc, damaged_entry);
    tcase_add_test(tc, errors);
    suite_add_tcase(s, tc);
    return s;
}
