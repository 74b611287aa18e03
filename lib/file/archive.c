/*
 * archive.c - the bcq_archive handle: an ar archive mapped once (or
 * borrowed), its member table and symbol index (lib/container/ar.c), and
 * per member two slots filled on first use and published once by
 * compare-and-swap: a thin member's mapping and the member's bcq_file.
 * A member's file is opened by bcq_open_mem's own path over the member's
 * bytes -- a view into the archive's mapping, no copy -- and belongs to
 * the archive (bcq_file.owner), which closes it: at bcq_archive_close, or
 * earlier when the caller says it is done with the member
 * (bcq_archive_member_release: both slots emptied, so that the next call
 * opens the member again).
 */
#include "config.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file/file.h"

typedef struct slot {
    _Atomic(bcq__map *) thin; /* a thin member's file, mapped */
    _Atomic(bcq_file *) file;
} slot;

struct bcq_archive {
    bcq__map map; /* map.data/size: the archive (borrowed: no map_base) */
    bcq__ar ar;
    slot *slots;
    bcq__opened opts; /* for the members' files; arch points at arch[] */
    char arch[32];
    char *dir; /* a thin archive's directory, with its final '/' */
};

static int archive_new(const uint8_t *data, size_t size,
                       const bcq_open_options *opts, bcq_archive **out,
                       bcq_error *err)
{
    bcq_archive *a = calloc(1, sizeof *a);
    if (!a)
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_archive");
    int rc = bcq__read_options(opts, &a->opts, err);
    if (rc) {
        free(a);
        return rc;
    }
    if (a->opts.arch) {
        snprintf(a->arch, sizeof a->arch, "%s", a->opts.arch);
        a->opts.arch = a->arch;
    }
    a->map.data = data;
    a->map.size = size;
    *out = a;
    return 0;
}

/* Read the archive's headers; on failure free a (its mapping too). */
static int archive_finish(bcq_archive *a, bcq_archive **out, bcq_error *err)
{
    bcq_kind k = bcq_identify(a->map.data, a->map.size);
    int rc = 0;
    if (k != BCQ_KIND_ARCHIVE && k != BCQ_KIND_THIN_ARCHIVE) {
        char d[96];
        rc = bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                       "the input is %s, not an ar archive",
                       bcq__describe(a->map.data, a->map.size, d, sizeof d));
    }
    if (rc == 0)
        rc = bcq__ar_parse(a->map.data, a->map.size, &a->ar, err);
    if (rc == 0 && a->ar.n) {
        a->slots = calloc(a->ar.n, sizeof *a->slots);
        if (!a->slots)
            rc = bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_archive");
        for (size_t i = 0; a->slots && i < a->ar.n; i++) {
            atomic_init(&a->slots[i].thin, NULL);
            atomic_init(&a->slots[i].file, NULL);
        }
    }
    if (rc) {
        bcq_archive_close(a);
        return rc;
    }
    *out = a;
    return 0;
}

int bcq_archive_open_mem(const void *data, size_t size,
                         const bcq_open_options *opts, bcq_archive **out,
                         bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (!out || (!data && size))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq_archive *a;
    int rc = archive_new(data, size, opts, &a, err);
    return rc ? rc : archive_finish(a, out, err);
}

/* The archive over m, the mapping of path (taken over: unmapped on
 * failure). */
int bcq__archive_open_map(bcq__map *m, const char *path,
                          const bcq_open_options *opts, bcq_archive **out,
                          bcq_error *err)
{
    bcq_archive *a;
    int rc = archive_new(NULL, 0, opts, &a, err);
    if (rc) {
        bcq__unmap(m);
        return rc;
    }
    a->map = *m;
    /* members of a thin archive are named from its directory */
    const char *slash = strrchr(path, '/');
    size_t len = slash ? (size_t)(slash - path) + 1 : 0;
    a->dir = malloc(len + 1);
    if (!a->dir) {
        bcq_archive_close(a);
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_archive");
    }
    memcpy(a->dir, path, len);
    a->dir[len] = '\0';
    return archive_finish(a, out, err);
}

int bcq_archive_open_path(const char *path, const bcq_open_options *opts,
                          bcq_archive **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (!out || !path)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq__opened o;
    int rc = bcq__read_options(opts, &o, err);
    bcq__map m;
    if (rc || (rc = bcq__map_path(path, o.flags, 0, &m, err)))
        return rc;
    return bcq__archive_open_map(&m, path, opts, out, err);
}

/* Empty slot s: close its member's file and unmap a thin member's file.
 * Exchanged, not loaded: two releases of one member free it once. */
static void slot_release(slot *s)
{
    bcq_file *f = atomic_exchange_explicit(&s->file, NULL,
                                           memory_order_acq_rel);
    bcq__file_free(f);
    bcq__map *m = atomic_exchange_explicit(&s->thin, NULL,
                                           memory_order_acq_rel);
    if (m) {
        bcq__unmap(m);
        free(m);
    }
}

void bcq_archive_member_release(bcq_archive *a, size_t i)
{
    if (a && i < a->ar.n)
        slot_release(&a->slots[i]);
}

size_t bcq__archive_held(const bcq_archive *a)
{
    size_t n = 0;
    for (size_t i = 0; a && i < a->ar.n; i++)
        n += atomic_load_explicit(&a->slots[i].file, memory_order_acquire) ||
             atomic_load_explicit(&a->slots[i].thin, memory_order_acquire);
    return n;
}

void bcq_archive_close(bcq_archive *a)
{
    if (!a)
        return;
    for (size_t i = 0; a->slots && i < a->ar.n; i++)
        slot_release(&a->slots[i]);
    free(a->slots);
    bcq__ar_free(&a->ar);
    if (a->map.map_base || a->map.owned)
        bcq__unmap(&a->map);
    free(a->dir);
    free(a);
}

bcq_archive_format bcq_archive_get_format(const bcq_archive *a)
{
    return a ? a->ar.format : 0;
}

bcq_span bcq_archive_data(const bcq_archive *a)
{
    bcq_span s = {a ? a->map.data : NULL, a ? a->map.size : 0};
    return s;
}

size_t bcq_archive_count(const bcq_archive *a)
{
    return a ? a->ar.n : 0;
}

int bcq_archive_info_get(const bcq_archive *a, bcq_archive_info *out)
{
    if (!a || !out || out->size < sizeof *out)
        return BCQ_E_INVAL;
    /* The size convention of bcq_open_options (bcq_file_info_get()). */
    size_t size = out->size;
    memset((char *)out + sizeof *out, 0, size - sizeof *out);
    bcq_archive_info ai;
    memset(&ai, 0, sizeof ai);
    ai.size = size;
    ai.format = a->ar.format;
    ai.data = bcq_archive_data(a);
    ai.nmembers = a->ar.n;
    ai.nsymbols = a->ar.nsym;
    *out = ai;
    return 0;
}

int bcq_archive_member(const bcq_archive *a, size_t i, bcq_member *out)
{
    if (!a || !out)
        return BCQ_E_INVAL;
    if (i >= a->ar.n)
        return BCQ_E_RANGE;
    const bcq__ar_member *m = &a->ar.m[i];
    out->index = i;
    out->name.ptr = a->map.data + m->name_off;
    out->name.len = m->name_len;
    out->header_off = m->header_off;
    out->data_off = m->data_off;
    out->size = m->size;
    out->mtime = m->mtime;
    out->uid = m->uid;
    out->gid = m->gid;
    out->mode = m->mode;
    return 0;
}

int bcq_archive_find(const bcq_archive *a, const char *name, size_t len,
                     size_t *i)
{
    if (!a || (!name && len) || !i)
        return BCQ_E_INVAL;
    for (size_t k = 0; k < a->ar.n; k++)
        if (a->ar.m[k].name_len == len &&
            memcmp(a->map.data + a->ar.m[k].name_off, name, len) == 0) {
            *i = k;
            return 0;
        }
    return BCQ_E_NOT_FOUND;
}

/* BCQ_OPEN_THIN_LOCAL: a relative path without a ".." component. */
static int path_local(const char *s, size_t len)
{
    if (len == 0 || s[0] == '/')
        return 0;
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && s[j] != '/')
            j++;
        if (j - i == 2 && s[i] == '.' && s[i + 1] == '.')
            return 0;
        i = j + 1;
    }
    return 1;
}

/* Map thin member i's file, once. */
static int thin_map(const bcq_archive *a, size_t i, const bcq__map **out,
                    bcq_error *err)
{
    slot *s = &a->slots[i];
    bcq__map *m = atomic_load_explicit(&s->thin, memory_order_acquire);
    if (m) {
        *out = m;
        return 0;
    }
    const bcq__ar_member *am = &a->ar.m[i];
    const char *name = (const char *)a->map.data + am->name_off;
    const uint64_t at = am->header_off * 8;
    if (memchr(name, 0, am->name_len) || am->name_len == 0)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at,
                         "thin ar member %zu: an empty name or one with a NUL",
                         i);
    if ((a->opts.flags & BCQ_OPEN_THIN_LOCAL) &&
        !path_local(name, am->name_len))
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, at,
                         "thin ar member %zu: path \"%.*s\" is absolute or "
                         "climbs with \"..\" (BCQ_OPEN_THIN_LOCAL)",
                         i, (int)(am->name_len > 60 ? 60 : am->name_len),
                         name);
    const char *dir = name[0] == '/' || !a->dir ? "" : a->dir;
    size_t dl = strlen(dir);
    char *path = malloc(dl + am->name_len + 1);
    m = bcq__zalloc(sizeof *m);
    if (!path || !m) {
        free(path);
        free(m);
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "thin member");
    }
    memcpy(path, dir, dl);
    memcpy(path + dl, name, am->name_len);
    path[dl + am->name_len] = '\0';
    int rc = bcq__map_path(path, a->opts.flags, 1, m, err);
    free(path);
    if (rc) {
        free(m);
        return rc;
    }
    bcq__map *none = NULL;
    if (!atomic_compare_exchange_strong_explicit(&s->thin, &none, m,
                                                 memory_order_acq_rel,
                                                 memory_order_acquire)) {
        bcq__unmap(m); /* another thread mapped it first */
        free(m);
        m = none;
    }
    *out = m;
    return 0;
}

/* The checks both member calls start with. */
static int member_args(const bcq_archive *a, size_t i, const void *out,
                       bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (i >= a->ar.n)
        return bcq__fail(err, BCQ_E_RANGE, 0, "no member %zu (the archive "
                         "has %zu)", i, a->ar.n);
    return 0;
}

int bcq_archive_member_data(const bcq_archive *a, size_t i, bcq_span *out,
                            bcq_error *err)
{
    int arc = member_args(a, i, out, err);
    if (arc)
        return arc;
    if (a->ar.format == BCQ_ARCHIVE_THIN) {
        const bcq__map *m = NULL;
        int rc = thin_map(a, i, &m, err);
        if (rc)
            return rc;
        out->ptr = m->data;
        out->len = m->size;
        return 0;
    }
    out->ptr = a->map.data + a->ar.m[i].data_off;
    out->len = (size_t)a->ar.m[i].size;
    return 0;
}

int bcq_archive_member_file(const bcq_archive *a, size_t i,
                            const bcq_file **out, bcq_error *err)
{
    if (out)
        *out = NULL;
    int arc = member_args(a, i, out, err);
    if (arc)
        return arc;
    slot *s = &a->slots[i];
    bcq_file *f = atomic_load_explicit(&s->file, memory_order_acquire);
    if (f) {
        *out = f;
        return 0;
    }
    bcq_span d;
    int rc = bcq_archive_member_data(a, i, &d, err);
    if (rc)
        return rc;
    rc = bcq__open_mem_opened(d.ptr, d.len, &a->opts, &f, err);
    if (rc)
        return rc;
    f->owner = a;
    bcq_file *none = NULL;
    if (!atomic_compare_exchange_strong_explicit(&s->file, &none, f,
                                                 memory_order_acq_rel,
                                                 memory_order_acquire)) {
        bcq__file_free(f); /* another thread opened it first */
        f = none;
    }
    *out = f;
    return 0;
}

size_t bcq_archive_symbol_count(const bcq_archive *a)
{
    return a ? a->ar.nsym : 0;
}

int bcq_archive_symbol(const bcq_archive *a, size_t k, bcq_span *name,
                       size_t *member)
{
    if (!a || !name || !member)
        return BCQ_E_INVAL;
    if (k >= a->ar.nsym)
        return BCQ_E_RANGE;
    name->ptr = a->map.data + a->ar.sym[k].name_off;
    name->len = a->ar.sym[k].name_len;
    *member = a->ar.sym[k].member;
    return 0;
}
