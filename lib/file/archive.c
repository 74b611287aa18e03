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

/* The member table and a slot per member.  Read at open, or, for an
 * archive opened by its index alone (BCQ_OPEN_ARCHIVE_INDEX), by the
 * first call that numbers members, and published once; a walk that
 * fails is kept too, with its error, so every such call answers alike. */
typedef struct table {
    bcq__ar ar;   /* every member; its own, or the open's (owned 0) */
    int owned;
    slot *slots;
    int rc;       /* the walk's status (lazy), err its error */
    bcq_error err;
} table;

struct bcq_archive {
    bcq__map map; /* map.data/size: the archive (borrowed: no map_base) */
    bcq__ar head; /* what the open read: every member, or (lazy) only the
                     symbol index and the long-name table */
    _Atomic(table *) tab;
    bcq__opened opts; /* for the members' files; arch points at arch[] */
    char arch[32];
    char *dir; /* a thin archive's directory, with its final '/' */
};

static table *table_new(const bcq__ar *ar, int owned)
{
    table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->ar = *ar;
    t->owned = owned;
    if (ar->n && !(t->slots = calloc(ar->n, sizeof *t->slots))) {
        free(t);
        return NULL;
    }
    for (size_t i = 0; i < ar->n; i++) {
        atomic_init(&t->slots[i].thin, NULL);
        atomic_init(&t->slots[i].file, NULL);
    }
    return t;
}

static void slot_release(slot *s);

static void table_free(table *t)
{
    if (!t)
        return;
    for (size_t i = 0; t->slots && i < t->ar.n; i++)
        slot_release(&t->slots[i]);
    free(t->slots);
    if (t->owned)
        bcq__ar_free(&t->ar);
    free(t);
}

/* The member table: the open's, or read now by the walk the open left
 * out (published once; a thread that loses the race frees its own).
 * NULL only when out of memory. */
static const table *table_of(const bcq_archive *a)
{
    table *t = atomic_load_explicit(&((bcq_archive *)a)->tab,
                                    memory_order_acquire);
    if (t)
        return t;
    bcq__ar full;
    bcq_error err;
    bcq__error_clear(&err);
    int rc = bcq__ar_parse(a->map.data, a->map.size, 0, &full, &err);
    if (rc)
        memset(&full, 0, sizeof full);
    t = table_new(&full, 1);
    if (!t) {
        bcq__ar_free(&full);
        return NULL;
    }
    t->rc = rc;
    t->err = err;
    table *none = NULL;
    if (!atomic_compare_exchange_strong_explicit(
            &((bcq_archive *)a)->tab, &none, t, memory_order_acq_rel,
            memory_order_acquire)) {
        table_free(t);
        t = none;
    }
    return t;
}

static int archive_new(const uint8_t *data, size_t size,
                       const bcq_open_options *opts, bcq_archive **out,
                       bcq_error *err)
{
    bcq_archive *a = calloc(1, sizeof *a);
    if (!a)
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_archive");
    atomic_init(&a->tab, NULL);
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
        rc = bcq__ar_parse(a->map.data, a->map.size,
                           (a->opts.flags & BCQ_OPEN_ARCHIVE_INDEX) != 0,
                           &a->head, err);
    if (rc == 0 && !a->head.lazy) {
        table *t = table_new(&a->head, 0);
        if (!t)
            rc = bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_archive");
        else
            atomic_init(&a->tab, t);
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
    table *t = a ? atomic_load_explicit(&a->tab, memory_order_acquire)
                 : NULL;
    if (t && i < t->ar.n)
        slot_release(&t->slots[i]);
}

size_t bcq__archive_held(const bcq_archive *a)
{
    table *t = a ? atomic_load_explicit(&((bcq_archive *)a)->tab,
                                        memory_order_acquire)
                 : NULL;
    size_t n = 0;
    for (size_t i = 0; t && i < t->ar.n; i++)
        n += atomic_load_explicit(&t->slots[i].file, memory_order_acquire) ||
             atomic_load_explicit(&t->slots[i].thin, memory_order_acquire);
    return n;
}

void bcq_archive_close(bcq_archive *a)
{
    if (!a)
        return;
    table_free(atomic_load_explicit(&a->tab, memory_order_acquire));
    bcq__ar_free(&a->head);
    if (a->map.map_base || a->map.owned)
        bcq__unmap(&a->map);
    free(a->dir);
    free(a);
}

bcq_archive_format bcq_archive_get_format(const bcq_archive *a)
{
    if (!a)
        return 0;
    /* a BSD "#1/" name may be any member's: the walk tells */
    const table *t = a->head.lazy ? table_of(a) : NULL;
    return t && t->rc == 0 ? t->ar.format : a->head.format;
}

bcq_span bcq_archive_data(const bcq_archive *a)
{
    bcq_span s = {a ? a->map.data : NULL, a ? a->map.size : 0};
    return s;
}

size_t bcq_archive_count(const bcq_archive *a)
{
    const table *t = a ? table_of(a) : NULL;
    return t ? t->ar.n : 0;
}

int bcq_archive_info_get(const bcq_archive *a, bcq_archive_info *out)
{
    if (!a || bcq__info_start(out, sizeof *out))
        return BCQ_E_INVAL;
    out->format = bcq_archive_get_format(a);
    out->data = bcq_archive_data(a);
    out->nmembers = bcq_archive_count(a);
    out->nsymbols = a->head.nsym;
    return 0;
}

static void member_out(const bcq_archive *a, const bcq__ar_member *m,
                       size_t i, bcq_member *out)
{
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
}

int bcq_archive_member(const bcq_archive *a, size_t i, bcq_member *out)
{
    if (!a || !out)
        return BCQ_E_INVAL;
    const table *t = table_of(a);
    if (!t)
        return BCQ_E_NOMEM;
    if (i >= t->ar.n)
        return t->rc ? t->rc : BCQ_E_RANGE;
    member_out(a, &t->ar.m[i], i, out);
    return 0;
}

int bcq_archive_member_at(const bcq_archive *a, uint64_t header_off,
                          bcq_member *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (a->head.lazy) {
        bcq__ar_member m;
        int rc = bcq__ar_member_at(a->map.data, a->map.size, &a->head,
                                   header_off, &m, err);
        if (rc == 0)
            member_out(a, &m, BCQ_NONE, out);
        return rc;
    }
    long i = bcq__ar_find_member(&a->head, header_off);
    if (i < 0)
        return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                         "no member's header is at %llu",
                         (unsigned long long)header_off);
    member_out(a, &a->head.m[i], (size_t)i, out);
    return 0;
}

int bcq_archive_find(const bcq_archive *a, const char *name, size_t len,
                     size_t *i)
{
    if (!a || (!name && len) || !i)
        return BCQ_E_INVAL;
    const table *t = table_of(a);
    if (!t)
        return BCQ_E_NOMEM;
    for (size_t k = 0; k < t->ar.n; k++)
        if (t->ar.m[k].name_len == len &&
            memcmp(a->map.data + t->ar.m[k].name_off, name, len) == 0) {
            *i = k;
            return 0;
        }
    return t->rc ? t->rc : BCQ_E_NOT_FOUND;
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
static int thin_map(const bcq_archive *a, const table *t, size_t i,
                    const bcq__map **out, bcq_error *err)
{
    slot *s = &t->slots[i];
    bcq__map *m = atomic_load_explicit(&s->thin, memory_order_acquire);
    if (m) {
        *out = m;
        return 0;
    }
    const bcq__ar_member *am = &t->ar.m[i];
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

/* The checks both member calls start with; *t the member table. */
static int member_args(const bcq_archive *a, size_t i, const void *out,
                       const table **t, bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (!(*t = table_of(a)))
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_archive");
    if ((*t)->rc) { /* the walk an archive opened by its index put off */
        if (err)
            *err = (*t)->err;
        return (*t)->rc;
    }
    if (i >= (*t)->ar.n)
        return bcq__fail(err, BCQ_E_RANGE, 0, "no member %zu (the archive "
                         "has %zu)", i, (*t)->ar.n);
    return 0;
}

int bcq_archive_member_data(const bcq_archive *a, size_t i, bcq_span *out,
                            bcq_error *err)
{
    const table *t;
    int arc = member_args(a, i, out, &t, err);
    if (arc)
        return arc;
    if (t->ar.format == BCQ_ARCHIVE_THIN) {
        const bcq__map *m = NULL;
        int rc = thin_map(a, t, i, &m, err);
        if (rc)
            return rc;
        out->ptr = m->data;
        out->len = m->size;
        return 0;
    }
    out->ptr = a->map.data + t->ar.m[i].data_off;
    out->len = (size_t)t->ar.m[i].size;
    return 0;
}

int bcq_archive_member_file(const bcq_archive *a, size_t i,
                            const bcq_file **out, bcq_error *err)
{
    if (out)
        *out = NULL;
    const table *t;
    int arc = member_args(a, i, out, &t, err);
    if (arc)
        return arc;
    slot *s = &t->slots[i];
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
    return a ? a->head.nsym : 0;
}

int bcq_archive_symbol(const bcq_archive *a, size_t k, bcq_span *name,
                       size_t *member)
{
    if (!a || !name || !member)
        return BCQ_E_INVAL;
    if (k >= a->head.nsym)
        return BCQ_E_RANGE;
    const bcq__ar_symbol *y = &a->head.sym[k];
    size_t m = y->member;
    if (a->head.lazy) { /* the member's number: the walk tells */
        const table *t = table_of(a);
        if (!t)
            return BCQ_E_NOMEM;
        if (t->rc)
            return t->rc;
        m = k < t->ar.nsym ? t->ar.sym[k].member : BCQ_NONE;
        if (m == BCQ_NONE)
            return BCQ_E_BAD_CONTAINER;
    }
    name->ptr = a->map.data + y->name_off;
    name->len = y->name_len;
    *member = m;
    return 0;
}

int bcq_archive_symbol_at(const bcq_archive *a, size_t k, bcq_span *name,
                          uint64_t *header_off)
{
    if (!a || !name || !header_off)
        return BCQ_E_INVAL;
    if (k >= a->head.nsym)
        return BCQ_E_RANGE;
    const bcq__ar_symbol *y = &a->head.sym[k];
    name->ptr = a->map.data + y->name_off;
    name->len = y->name_len;
    *header_off = y->header_off;
    return 0;
}
