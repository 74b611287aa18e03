/*
 * script.c - linker scripts and -l as ld.lld meets them on Linux: where it
 * looks for each input a script names, and for a library.  The script's
 * text is libbcq's to read (bcq_script_parse); the search is lld's policy
 * (lld/ELF/ScriptParser.cpp addFile, Driver.cpp addLibrary and
 * searchLibrary, DriverUtils.cpp findFromSearchPaths), sysroot aside:
 *
 * - a name starting '/' is opened as it is (an error when missing);
 * - "=NAME", with no sysroot, is NAME;
 * - -lNAME: libNAME.so, then libNAME.a, in each -L directory in turn
 *   (-l:FILE: FILE there); a shared library is then skipped, as bcq reads
 *   no dynamic symbols;
 * - any other name: in the script's own directory, then as it is (from the
 *   current directory), then in each -L directory; lld 14 and 19 search
 *   the same places in the same order (tests/script.sh checks both);
 * - a name found nowhere is an error naming the script and the name;
 * - an input that is text (or empty) is a script too: lld reads any input
 *   that is no object, archive or bitcode as one.  Scripts nest on an
 *   explicit stack, at most LK_SCRIPT_DEPTH deep, and a script that a
 *   script it names names again (the same file: device and inode) is an
 *   error, where lld recurses until its stack gives out;
 * - GROUP changes nothing: lld's lazy symbols already serve a reference
 *   from any archive, before or after it, so --start-group has no work to
 *   do (doc/linking.md 3); AS_NEEDED matters for shared libraries only.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <unistd.h>

#include "link.h"

#define LK_SCRIPT_DEPTH 16
/* Scripts read in one link, all told: a script that names another many
 * times, which names another many times, is a tree of files as wide as
 * the entries allow at every level (the depth alone bounds it only
 * exponentially); a real link reads a handful. */
#define LK_SCRIPT_READS 4096u
#define LK_SCRIPT_BYTES (1u << 20)

typedef struct sframe {
    char *path;            /* the script's path (its label) */
    uint8_t *data;
    size_t size;
    bcq_script_entry *e;
    size_t n, next;
    dev_t dev;
    ino_t ino;
} sframe;

int lk_script_fail(lk_link *lk, const char *label, int code, uint64_t bit,
                   const char *fmt, const char *a, size_t alen,
                   unsigned line, unsigned col)
{
    bcq_error err;
    memset(&err, 0, sizeof err);
    err.code = code;
    err.bit = bit;
    err.block_id = UINT32_MAX;
    err.block_bit = UINT64_MAX;
    if (alen > 80)
        alen = 80;
    if (line)
        snprintf(err.message, sizeof err.message, "%u:%u: %s%.*s", line, col,
                 fmt, (int)alen, a);
    else
        snprintf(err.message, sizeof err.message, "%s%.*s", fmt, (int)alen,
                 a);
    return lk_fail(lk, label, code, &err);
}

static int exists(const char *p)
{
    return access(p, F_OK) == 0;
}

/* dir/name, as LLVM's sys::path::append joins them; NULL: no memory */
static char *join(const char *dir, size_t dlen, const char *a, size_t alen,
                  const char *b, size_t blen)
{
    int sep = dlen && dir[dlen - 1] != '/';
    char *s = malloc(dlen + sep + alen + blen + 1);
    if (!s)
        return NULL;
    memcpy(s, dir, dlen);
    memcpy(s + dlen, "/", (size_t)sep);
    memcpy(s + dlen + sep, a, alen);
    memcpy(s + dlen + sep + alen, b, blen);
    s[dlen + sep + alen + blen] = '\0';
    return s;
}

/* Search the -L directories for lib<name>.so, then lib<name>.a (or, for
 * ":FILE", FILE): *out the path, NULL when none; BCQ_E_NOMEM. */
static int find_lib(const lk_link *lk, const char *name, size_t len,
                    char **out)
{
    *out = NULL;
    int colon = len && name[0] == ':';
    for (size_t d = 0; d < lk->nlibdirs; d++) {
        const char *dir = lk->libdirs[d];
        size_t dl = strlen(dir);
        for (int k = 0; k < (colon ? 1 : 2); k++) {
            char *p;
            if (colon) {
                p = join(dir, dl, name + 1, len - 1, "", 0);
            } else {
                char *lib = malloc(len + 4);
                if (!lib)
                    return BCQ_E_NOMEM;
                memcpy(lib, "lib", 3);
                memcpy(lib + 3, name, len);
                p = join(dir, dl, lib, len + 3, k ? ".a" : ".so", k ? 2u : 3u);
                free(lib);
            }
            if (!p)
                return BCQ_E_NOMEM;
            if (exists(p)) {
                *out = p;
                return 0;
            }
            free(p);
        }
    }
    return 0;
}

/* Where lld finds the name of entry e of the script at spath: *out, or
 * NULL when nowhere; BCQ_E_NOMEM. */
static int find_name(const lk_link *lk, const char *spath,
                     const bcq_script_entry *e, char **out)
{
    const char *s = (const char *)e->path.ptr;
    size_t n = e->path.len;
    *out = NULL;
    if (e->is_lib)
        return find_lib(lk, s, n, out);
    if (n && (s[0] == '/' || s[0] == '=')) {
        /* absolute: as it is (a missing one fails at its open);
         * "=NAME" without a sysroot: NAME */
        size_t skip = s[0] == '=';
        *out = join("", 0, s + skip, n - skip, "", 0);
        return *out ? 0 : BCQ_E_NOMEM;
    }
    /* the script's own directory (sys::path::parent_path) */
    const char *slash = strrchr(spath, '/');
    if (slash) {
        size_t dl = slash == spath ? 1 : (size_t)(slash - spath);
        char *p = join(spath, dl, s, n, "", 0);
        if (!p)
            return BCQ_E_NOMEM;
        if (exists(p)) {
            *out = p;
            return 0;
        }
        free(p);
    }
    char *p = join("", 0, s, n, "", 0);
    if (!p)
        return BCQ_E_NOMEM;
    if (exists(p)) {
        *out = p;
        return 0;
    }
    free(p);
    for (size_t d = 0; d < lk->nlibdirs; d++) {
        const char *dir = lk->libdirs[d];
        if (!(p = join(dir, strlen(dir), s, n, "", 0)))
            return BCQ_E_NOMEM;
        if (exists(p)) {
            *out = p;
            return 0;
        }
        free(p);
    }
    return 0;
}

static void frame_free(sframe *f)
{
    free(f->path);
    free(f->data);
    free(f->e);
}

/* Read the text file at path (a linker or version script: at most
 * LK_SCRIPT_BYTES) into *data, *size (malloc'ed), and its identity into
 * *st; what names it in the messages ("linker script"). */
int lk_read_text(lk_link *lk, const char *path, const char *what,
                 uint8_t **data, size_t *size, struct stat *st)
{
    *data = NULL;
    *size = 0;
    char msg[96];
    FILE *fp = fopen(path, "rb");
    if (!fp || fstat(fileno(fp), st) != 0) {
        if (fp)
            fclose(fp);
        snprintf(msg, sizeof msg, "cannot open the %s ", what);
        return lk_script_fail(lk, path, BCQ_E_IO, 0, msg, path, strlen(path),
                              0, 0);
    }
    size_t cap = 0;
    int rc = 0;
    for (;;) {
        if (*size == cap) {
            if (cap > LK_SCRIPT_BYTES) { /* check_link scripts */
                snprintf(msg, sizeof msg, "a %s larger than 1 MiB", what);
                rc = lk_script_fail(lk, path, BCQ_E_LIMIT, 0, msg, "", 0, 0,
                                    0);
                break;
            }
            cap = cap ? 2 * cap : 4096;
            if (cap > LK_SCRIPT_BYTES)
                cap = LK_SCRIPT_BYTES + 1; /* one more byte says "too big" */
            uint8_t *d = realloc(*data, cap);
            if (!d) {
                rc = BCQ_E_NOMEM;
                break;
            }
            *data = d;
        }
        size_t got = fread(*data + *size, 1, cap - *size, fp);
        *size += got;
        if (got == 0)
            break;
    }
    if (rc == 0 && ferror(fp)) {
        snprintf(msg, sizeof msg, "cannot read the %s ", what);
        rc = lk_script_fail(lk, path, BCQ_E_IO, 0, msg, path, strlen(path), 0,
                            0);
    }
    fclose(fp);
    if (rc) {
        free(*data);
        *data = NULL;
        *size = 0;
    }
    return rc;
}

/* Read and parse the script at path into *f (path is taken over). */
static int frame_load(lk_link *lk, sframe *f, char *path)
{
    memset(f, 0, sizeof *f);
    f->path = path;
    struct stat st;
    int rc = lk_read_text(lk, path, "linker script", &f->data, &f->size, &st);
    if (rc)
        return rc;
    f->dev = st.st_dev;
    f->ino = st.st_ino;
    bcq_error err;
    size_t n;
    rc = bcq_script_parse(f->data, f->size, NULL, 0, &n, &err);
    if (rc == BCQ_E_RANGE) {
        if (!(f->e = malloc(n * sizeof *f->e)))
            return BCQ_E_NOMEM;
        rc = bcq_script_parse(f->data, f->size, f->e, n, &n, &err);
    }
    if (rc)
        return lk_fail(lk, path, rc, &err);
    f->n = n;
    return 0;
}

static int is_script(int kind)
{
    return kind == BCQ_KIND_TEXT || kind == BCQ_KIND_EMPTY;
}

/* The inputs of the script at path (taken over), in its place. */
static int add_script(lk_link *lk, char *path)
{
    sframe st[LK_SCRIPT_DEPTH];
    size_t depth = 0;
    int rc = frame_load(lk, &st[0], path);
    if (rc) {
        frame_free(&st[0]);
        return rc;
    }
    depth = 1;
    while (rc == 0 && depth) {
        sframe *f = &st[depth - 1];
        if (f->next == f->n) {
            frame_free(f);
            depth--;
            continue;
        }
        const bcq_script_entry *e = &f->e[f->next++];
        char *p;
        if ((rc = find_name(lk, f->path, e, &p)) != 0)
            break;
        if (!p) { /* bad/script_missing.ld */
            rc = lk_script_fail(lk, f->path, BCQ_E_NOT_FOUND, (uint64_t)e->offset * 8,
                       e->is_lib ? "unable to find library -l"
                                 : "unable to find ",
                       (const char *)e->path.ptr, e->path.len, e->line,
                       e->column);
            break;
        }
        int k = lk_kind_of_path(p);
        if (!is_script(k)) {
            rc = lk_add_file(lk, p, k);
            free(p);
            continue;
        }
        struct stat sb;
        int cycle = 0;
        if (stat(p, &sb) == 0)
            for (size_t i = 0; i < depth; i++)
                cycle |= st[i].dev == sb.st_dev && st[i].ino == sb.st_ino;
        if (cycle) { /* bad/script_cycle_a.ld */
            rc = lk_script_fail(lk, f->path, BCQ_E_UNSUPPORTED,
                       (uint64_t)e->offset * 8,
                       "a cycle of linker scripts: it names again ", p,
                       strlen(p), e->line, e->column);
            free(p);
            break;
        }
        if (depth == LK_SCRIPT_DEPTH) { /* bad/script_deep_*.ld */
            rc = lk_script_fail(lk, f->path, BCQ_E_LIMIT, (uint64_t)e->offset * 8,
                       "linker scripts nested more than 16 deep at ", p,
                       strlen(p), e->line, e->column);
            free(p);
            break;
        }
        if (++lk->scripts > LK_SCRIPT_READS) { /* bad/script_wide_a.ld */
            rc = lk_script_fail(lk, f->path, BCQ_E_LIMIT, (uint64_t)e->offset * 8,
                       "more than 4096 linker scripts read, the last ", p,
                       strlen(p), e->line, e->column);
            free(p);
            break;
        }
        rc = frame_load(lk, &st[depth], p);
        depth++;
    }
    while (depth)
        frame_free(&st[--depth]);
    return rc;
}

int lk_add_path(lk_link *lk, const char *arg)
{
    size_t n = strlen(arg);
    char *p;
    int rc;
    /* the position-dependent flags that may stand among the inputs */
    if (!strcmp(arg, "--whole-archive") || !strcmp(arg, "--no-whole-archive")) {
        lk->whole = arg[2] == 'w';
        return 0;
    }
    if (n >= 2 && arg[0] == '-' && arg[1] == 'l') {
        if ((rc = find_lib(lk, arg + 2, n - 2, &p)) != 0)
            return rc;
        if (!p)
            return lk_script_fail(lk, arg, BCQ_E_NOT_FOUND, 0,
                         "unable to find library ", arg, n, 0, 0);
    } else if (!(p = join("", 0, arg, n, "", 0))) {
        return BCQ_E_NOMEM;
    }
    int k = lk_kind_of_path(p);
    if (is_script(k))
        return add_script(lk, p);
    rc = lk_add_file(lk, p, k);
    free(p);
    return rc;
}

/* Add the inputs in order; open each (a file is mapped, an archive's
 * member headers read, a linker script read and its inputs added in its
 * place); -lNAME is searched for; no symbol is read
 * yet. */
int lk_add_inputs(lk_link *lk, const char *const *paths, size_t n)
{
    for (size_t p = 0; p < n; p++) {
        int rc = lk_add_path(lk, paths[p]);
        if (rc)
            return rc;
    }
    return 0;
}
