/* testutil.c - see testutil.h (the builders are in testutil-build.c). */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h" /* first: testutil.h then declares tu_recfx */
#include "testutil.h"
#include "suites.h" /* its ck_assert_msg */

#ifndef BCQ_TEST_DATA
#define BCQ_TEST_DATA "tests/data"
#endif

const char *const tu_ir_fixtures[TU_N_IR_FIXTURES] = {
    "o0.bc",    "o2.bc",    "g.bc",      "thinlto.bc", "wrapper.bc",
    "cxx.bc",   "split.bc", "multi.bc",  "cat.bc",     "link.bc",
    "nosym.bc", "coff.bc",  "coff32.bc", "macho.bc",   "deplibs.bc",
    "insts.bc", "many.bc"};

const char *tu_fixture_path(const char *name)
{
    static char buf[4096];
    snprintf(buf, sizeof buf, "%s/%s", BCQ_TEST_DATA, name);
    return buf;
}

static uint8_t *slurp(const char *path, size_t *size)
{
    FILE *fp = fopen(path, "rb");
    ck_assert_msg(fp != NULL, "cannot open %s", path);
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    uint8_t *p = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(p);
    ck_assert_uint_eq(fread(p, 1, (size_t)n, fp), (size_t)n);
    fclose(fp);
    p[n] = 0;
    *size = (size_t)n;
    return p;
}

uint8_t *tu_read_fixture(const char *name, size_t *size)
{
    return slurp(tu_fixture_path(name), size);
}

char *tu_read_text(const char *path)
{
    size_t n;
    return (char *)slurp(path, &n);
}

int tu_open(const char *name, int mode, unsigned flags, bcq_file **out,
            void **keep, bcq_error *err)
{
    *keep = NULL;
    if (mode == 0)
        return bcq__open_path_internal(tu_fixture_path(name), flags, out, err);
    size_t n;
    uint8_t *p = tu_read_fixture(name, &n);
    *keep = p;
    return bcq__open_mem_internal(p, n, flags, out, err);
}

bcq_block *tu_deep_blocks(const char *name, size_t *n)
{
    bcq_file *d;
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(name), BCQ_OPEN_DEEP, &d,
                                   NULL), 0);
    *n = bcq_block_count(d);
    bcq_block *v = malloc((*n ? *n : 1) * sizeof *v);
    ck_assert_ptr_nonnull(v);
    for (size_t i = 0; i < *n; i++)
        ck_assert_int_eq(bcq_block_at(d, i, &v[i]), 0);
    bcq_close(d);
    return v;
}

int tu_function_block(const bcq_file *f, size_t k, bcq_block *out)
{
    size_t mi;
    int rc = bcq_block_find(f, TU_MODULE_BLOCK_ID, 0, &mi);
    if (rc)
        return rc;
    bcq_block m;
    bcq_block_at(f, mi, &m);
    size_t n;
    rc = bcq_block_children(f, &m, NULL, 0, &n, NULL);
    if (rc && rc != BCQ_E_RANGE)
        return rc;
    bcq_block *kids = malloc((n + 1) * sizeof *kids);
    if (!kids)
        return BCQ_E_NOMEM;
    rc = bcq_block_children(f, &m, kids, n, &n, NULL);
    int found = BCQ_E_NOT_FOUND;
    for (size_t i = 0; rc == 0 && i < n; i++)
        if (kids[i].id == TU_FUNCTION_BLOCK_ID && k-- == 0) {
            *out = kids[i];
            found = 0;
            break;
        }
    free(kids);
    return rc ? rc : found;
}

const bcq_global *tu_global(const bcq_module *m, size_t i)
{
    static _Thread_local bcq_global ring[64];
    static _Thread_local unsigned next;
    bcq_global *g = &ring[next++ % 64];
    if (bcq_module_global(m, i, g) != 0)
        return NULL;
    return g;
}

tu_opened tu_open_bw(const bw *w, unsigned flags)
{
    tu_opened o;
    size_t n = bw_size(w);
    o.buf = bw_dup(w, n);
    o.rc = bcq__open_mem_internal(o.buf, n, flags, &o.f, &o.err);
    return o;
}

void tu_close(tu_opened *o)
{
    bcq_close(o->f);
    o->f = NULL;
    free(o->buf);
    o->buf = NULL;
}

bcq_entry tu_next_ok(bcq_reader *r)
{
    bcq_entry e;
    bcq_error err;
    int rc = bcq_reader_next(r, &e, &err);
    ck_assert_msg(rc == 0, "reader: %s at bit %llu", err.message,
                  (unsigned long long)err.bit);
    return e;
}

/* b, then (when it is LAZY) the levels below it. */
static size_t dfs(const bcq_file *f, const bcq_block *b, bcq_block *out,
                  size_t n, size_t cap)
{
    if (n < cap)
        out[n] = *b;
    n++;
    if (!(b->flags & BCQ_BLOCK_LAZY))
        return n;
    bcq_block kids[16];
    size_t nk;
    if (bcq_block_children(f, b, kids, 16, &nk, NULL))
        return n;
    for (size_t i = 0; i < nk; i++)
        n = dfs(f, &kids[i], out, n, cap);
    return n;
}

size_t tu_blocks_dfs(const bcq_file *f, bcq_block *out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; i < bcq_block_count(f); i++) {
        bcq_block b;
        ck_assert_int_eq(bcq_block_at(f, i, &b), 0);
        if (b.flags & BCQ_BLOCK_LAZY)
            n = dfs(f, &b, out, n, cap); /* it, then its levels */
        else if (n++ < cap)
            out[n - 1] = b;
    }
    return n;
}

bcq_block tu_block_dfs(const bcq_file *f, size_t i)
{
    bcq_block all[64];
    size_t n = tu_blocks_dfs(f, all, 64);
    ck_assert_uint_lt(i, n);
    return all[i];
}

size_t tu_count_dfs(const bcq_file *f)
{
    bcq_block all[64];
    return tu_blocks_dfs(f, all, 64);
}

void tu_check_err(int rc, const bcq_error *err, const tu_expect *x,
                  const char *what)
{
    ck_assert_msg(rc == x->code, "%s: %s, want %s (%s, bit %llu)", what,
                  bcq_status_name(rc), bcq_status_name(x->code),
                  rc ? err->message : "", (unsigned long long)err->bit);
    ck_assert_int_eq(err->code, rc);
    if (rc == 0)
        return;
    if (x->at_after)
        ck_assert_msg(err->bit > x->at,
                      "%s: bit %llu, want one after %llu (%s)", what,
                      (unsigned long long)err->bit,
                      (unsigned long long)x->at, err->message);
    else
        ck_assert_msg(err->bit == x->at,
                      "%s: bit %llu, want %llu (%s)", what,
                      (unsigned long long)err->bit,
                      (unsigned long long)x->at, err->message);
    ck_assert_msg(err->block_id == x->in_id, "%s: context %u, want %u", what,
                  err->block_id, x->in_id);
    ck_assert_msg(err->block_bit == x->in_bit,
                  "%s: context at bit %llu, want %llu", what,
                  (unsigned long long)err->block_bit,
                  (unsigned long long)x->in_bit);
}

int tu_expand(const bcq_file *f, const bcq_block *b, size_t *count,
              bcq_error *err)
{
    ++*count;
    if (!(b->flags & BCQ_BLOCK_LAZY))
        return 0;
    size_t n;
    int rc = bcq_block_children(f, b, NULL, 0, &n, err);
    if (rc == BCQ_E_RANGE) /* the count, for no room */
        rc = 0;
    if (rc || n == 0)
        return rc;
    bcq_block *kids = malloc(n * sizeof *kids);
    ck_assert_ptr_nonnull(kids);
    rc = bcq_block_children(f, b, kids, n, &n, err);
    for (size_t i = 0; rc == 0 && i < n; i++)
        rc = tu_expand(f, &kids[i], count, err);
    free(kids);
    return rc;
}

int tu_expand_all(const bcq_file *f, size_t *count, bcq_error *err)
{
    *count = 0;
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < bcq_block_count(f); i++) {
        bcq_block b;
        ck_assert_int_eq(bcq_block_at(f, i, &b), 0);
        if (b.depth == 0)
            rc = tu_expand(f, &b, count, err);
        else
            ++*count; /* a deep index: every block is there */
    }
    return rc;
}

void tu_check_open(const uint8_t *data, size_t n, unsigned flags,
                   const tu_expect *x, const char *name)
{
    bcq_file *f = NULL;
    bcq_error err;
    char what[160];
    snprintf(what, sizeof what, "%s, flags %u", name, flags);
    int rc = bcq__open_mem_internal(data, n, flags, &f, &err);
    if (rc == 0) {
        size_t count;
        rc = tu_expand_all(f, &count, &err);
        if (rc == 0 && x->code == 0) {
            ck_assert_msg(count == x->blocks, "%s: %zu blocks, want %zu",
                          what, count, x->blocks);
            bcq_close(f);
            return;
        }
        bcq_close(f);
        f = NULL;
    }
    ck_assert_ptr_null(f);
    tu_check_err(rc, &err, x, what);
}

/* ------------------------------------------------ one record (internals) */
void tu_recfx_init(tu_recfx *x)
{
    memset(x, 0, sizeof *x);
    bw_init(&x->w);
    bw_fixed(&x->w, 3, 5); /* leading junk: nothing starts at bit 0 */
}

void tu_recfx_free(tu_recfx *x)
{
    bw_free(&x->w);
    bcq__abbrevs_free(&x->a);
    free(x->ops.v);
    free(x->buf);
}

/* Define an abbreviation in x->a from its operand list. */
void tu_recfx_define(tu_recfx *x, size_t nops, const bw_op *ops)
{
    bw t;
    bw_init(&t);
    bw_abbrev_body(&t, nops, ops);
    size_t n = bw_size(&t);
    uint8_t *p = bw_dup(&t, n);
    bcq__cursor c = bcq__cursor_make(p, n);
    bcq_error err;
    bcq__error_clear(&err);
    ck_assert_int_eq(bcq__abbrev_read(&c, &x->a, &err), 0);
    free(p);
    bw_free(&t);
}

/* Write an abbrev id; returns its bit. */
uint64_t tu_recfx_id(tu_recfx *x, unsigned id)
{
    uint64_t at = bw_bitpos(&x->w);
    bw_fixed(&x->w, TU_RECFX_WIDTH, id);
    return at;
}

/* Freeze the stream (exact size) and decode the record whose id is at
 * id_bit, scope [first, a.n), operands to x->ops unless skip.  Returns the
 * status; *end gets the cursor afterwards. */
int tu_recfx_read(tu_recfx *x, uint64_t id_bit, size_t first, int skip,
                  uint64_t *end)
{
    if (!x->buf) {
        x->size = bw_size(&x->w);
        x->buf = bw_dup(&x->w, x->size);
    }
    bcq__cursor c = bcq__cursor_make(x->buf, x->size);
    c.pos = id_bit;
    uint64_t id;
    ck_assert_int_eq(bcq__read_fixed(&c, TU_RECFX_WIDTH, &id), 0);
    bcq__error_clear(&x->err);
    int rc = bcq__record_read(&c, (unsigned)id, id_bit, &x->a, first,
                              skip ? NULL : &x->ops, &x->rec, &x->err);
    if (end)
        *end = c.pos;
    return rc;
}

void tu_recfx_expect_err(tu_recfx *x, uint64_t id_bit, size_t first,
                         int code, uint64_t at)
{
    ck_assert_int_eq(tu_recfx_read(x, id_bit, first, 0, NULL), code);
    ck_assert_int_eq(x->err.code, code);
    ck_assert_uint_eq(x->err.bit, at);
}
