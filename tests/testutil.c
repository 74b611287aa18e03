/* testutil.c - see testutil.h. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "internals.h"

#ifndef BCQ_TEST_DATA
#define BCQ_TEST_DATA "tests/data"
#endif

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

int tu_function_block(const bcq_file *f, size_t k, bcq_block *out)
{
    size_t mi;
    int rc = bcq_block_find(f, 8, 0, &mi);
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
        if (kids[i].id == 12 && k-- == 0) {
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
