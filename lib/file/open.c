/*
 * open.c - the two constructors and the destructor of a bcq_file, which
 * compose the layers: the container finds the stream, the bitstream layer
 * indexes it (told by the IR layer what to descend into, for IR), and the
 * IR layer groups its modules.
 *
 * bcq_open_path maps the file read-only and private (the file is never
 * copied); with BCQ_OPEN_NO_MMAP, or for inputs that cannot be mapped (a
 * pipe, an empty file), it reads them into one heap buffer; and so it
 * reads a regular file of at most BCQ__READ_MAX bytes, where one read(2)
 * costs less than mmap(2), the page faults and munmap(2) (bench/symtab:
 * the crossover on the symbol path, doc/performance.md).  bcq_open_mem
 * borrows the caller's bytes.  Both then detect the container and build the
 * block index; a failure there releases everything and returns the error.
 */
#include "config.h"
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file/file.h"

/* What callers may ask; the internal flags only through bcq__open_*. */
#define PUBLIC_FLAGS (BCQ_OPEN_NO_MMAP | BCQ_OPEN_DEEP | BCQ_OPEN_THIN_LOCAL | \
                      BCQ_OPEN_ARCHIVE_INDEX)
#define INTERNAL_FLAGS \
    (PUBLIC_FLAGS | BCQ__OPEN_AHEAD_ALWAYS | BCQ__OPEN_MAP_ALWAYS)

/* The options as this library knows them. */
typedef bcq__opened opened;

/* Read the caller's options: fields past o->size keep their defaults; the
 * bytes of a larger struct (a newer bcq.h) must be zero, or a field this
 * library does not know would be silently ignored. */
static int read_options(const bcq_open_options *o, opened *out, bcq_error *err)
{
    *out = (opened){0, 0, NULL};
    if (!o)
        return 0;
    const size_t have = o->size;
    if (have < offsetof(bcq_open_options, flags) + sizeof o->flags)
        return bcq__fail(err, BCQ_E_INVAL, 0,
                         "bcq_open_options.size %zu is too small (set it to "
                         "sizeof(bcq_open_options))",
                         have);
    for (size_t i = sizeof *o; i < have; i++)
        if (((const unsigned char *)o)[i])
            return bcq__fail(err, BCQ_E_UNSUPPORTED, 0,
                             "bcq_open_options: byte %zu is set, a field "
                             "this bcq %s does not know",
                             i, bcq_version());
    out->flags = o->flags;
    if (out->flags & ~(unsigned)PUBLIC_FLAGS)
        return bcq__fail(err, BCQ_E_INVAL, 0,
                         "bcq_open_options.flags: unknown flag 0x%x",
                         out->flags & ~(unsigned)PUBLIC_FLAGS);
    if (have >= offsetof(bcq_open_options, heap_limit) + sizeof o->heap_limit)
        out->heap_limit = o->heap_limit;
    if (have >= offsetof(bcq_open_options, arch) + sizeof o->arch)
        out->arch = o->arch;
    return 0;
}

int bcq__read_options(const bcq_open_options *o, bcq__opened *out,
                      bcq_error *err)
{
    return read_options(o, out, err);
}

static int file_new(const void *data, size_t size, const opened *o,
                    bcq_file **out, bcq_error *err)
{
    bcq_file *f = bcq__zalloc(sizeof *f);
    if (!f)
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_file");
    f->s.data = data;
    f->s.size = size;
    f->s.flags = o->flags;
    f->s.budget.limit = o->heap_limit; /* 0: the default, set once the size
                                        is known (file_finish) */
    atomic_init(&f->s.levels, NULL);
    /* f->s.stats: the zeroed block is 64 counters at 0 (an atomic integer's
     * zero is all-zero bits on every target), not 64 atomic_init calls
     * that cost a small object's open a fifth of its symbol table */
    atomic_init(&f->s.budget.heap, 0);
    *out = f;
    return 0;
}

/* Bitstream magics are four printable characters by convention ('BC',
 * 'CPCH', 'DIAG', 'RMRK', ...); data whose first four bytes are not, and
 * that bcq_identify does not know, is no bitstream: whatever the walk
 * stumbled on, the answer is BCQ_E_NOT_BITCODE (doc/format.md 15.1). */
static int foreign_magic(const bcq_file *f)
{
    if (f->s.where.is_ir || f->s.where.container != BCQ_CONTAINER_OTHER || f->s.size < 4 ||
        bcq_identify(f->s.data, f->s.size) != BCQ_KIND_UNKNOWN)
        return 0;
    for (int i = 0; i < 4; i++)
        if (f->s.data[i] < 0x20 || f->s.data[i] > 0x7e)
            return 1;
    return 0;
}

static int not_a_stream(const bcq_file *f, int rc, bcq_error *err)
{
    char what[96];
    if (!err)
        return BCQ_E_NOT_BITCODE;
    bcq__describe(f->s.data, f->s.size, what, sizeof what);
    const char *why = bcq_status_name(rc);
    bcq__error_clear(err);
    return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                     "the input is %s, not a bitstream (as one: %s)",
                     what, why ? why : "?");
}

static int file_finish(bcq_file *f, const char *o_arch, bcq_file **out,
                       bcq_error *err)
{
    if (!f->s.budget.limit)
        f->s.budget.limit = bcq__heap_limit(f->s.size);
    f->s.budget.input_size = f->s.size;
    int rc = bcq__container_detect(f->s.data, f->s.size, o_arch, &f->s.where,
                                   err);
    if (rc == 0 && f->s.where.is_ir)
        f->s.format = &bcq__ir_format;
    if (rc == 0)
        rc = bcq__index_build(f, err);
    if (rc == 0 && f->s.where.is_ir)
        rc = bcq__ir_open(f, err);
    if (rc != 0 && rc != BCQ_E_NOMEM &&
        rc != BCQ_E_LIMIT && !f->s.where.has_object && foreign_magic(f))
        rc = not_a_stream(f, rc, err);
    if (rc != 0) {
        bcq__file_free(f);
        return rc;
    }
    *out = f;
    return 0;
}

static int open_mem(const void *data, size_t size, const opened *o,
                    bcq_file **out, bcq_error *err)
{
    if (!out || (!data && size))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq_file *f = NULL;
    int rc = file_new(data, size, o, &f, err);
    if (rc)
        return rc;
    return file_finish(f, o->arch, out, err);
}

int bcq__open_mem_opened(const void *data, size_t size, const bcq__opened *o,
                         bcq_file **out, bcq_error *err)
{
    if (out)
        *out = NULL;
    return open_mem(data, size, o, out, err);
}

/* Read a whole descriptor into a heap buffer (pipes, NO_MMAP). */
static int read_all(int fd, uint8_t **buf, size_t *len, bcq_error *err)
{
    size_t cap = 0, n = 0;
    uint8_t *p = NULL;
    for (;;) {
        if (n == cap) {
            size_t nc = cap ? cap * 2 : 65536;
            if (nc < cap) {
                free(p);
                return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "read");
            }
            uint8_t *q = realloc(p, nc);
            if (!q) {
                free(p);
                return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "read");
            }
            p = q;
            cap = nc;
        }
        ssize_t r = read(fd, p + n, cap - n);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            free(p);
            return bcq__fail_errno(err, BCQ_E_IO, e, "read");
        }
        if (r == 0)
            break;
        n += (size_t)r;
    }
    *buf = p;
    *len = n;
    return 0;
}

/* A regular file of size bytes (at most BCQ__READ_MAX) into one heap
 * buffer: what it holds up to its end, if it shrank since fstat; no more
 * than size, if it grew (as LLVM's MemoryBuffer::getFile reads it). */
static int read_small(int fd, size_t size, bcq__map *m, bcq_error *err)
{
    uint8_t *buf = malloc(size);
    if (!buf)
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "read");
    size_t n = 0;
    while (n < size) {
        ssize_t r = read(fd, buf + n, size - n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0) {
            int e = errno;
            free(buf);
            return bcq__fail_errno(err, BCQ_E_IO, e, "read");
        }
        if (r == 0)
            break;
        n += (size_t)r;
    }
    m->owned = buf;
    m->data = buf;
    m->size = n;
    return 0;
}

int bcq__map_path(const char *path, unsigned flags, int regular_only,
                  bcq__map *m, bcq_error *err)
{
    *m = (bcq__map){NULL, 0, NULL, 0, NULL};
    if (!path)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    /* O_NONBLOCK: a FIFO named by a hostile thin archive must not block
     * the open (regular_only refuses it right after). */
    int fd = open(path, O_RDONLY | O_CLOEXEC | (regular_only ? O_NONBLOCK : 0));
    if (fd < 0)
        return bcq__fail_errno(err, BCQ_E_IO, errno, path);
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return bcq__fail_errno(err, BCQ_E_IO, e, path);
    }
    if (S_ISDIR(st.st_mode)) {
        close(fd);
        return bcq__fail_errno(err, BCQ_E_IO, EISDIR, path);
    }
    if (regular_only && !S_ISREG(st.st_mode)) {
        close(fd);
        bcq__fail_errno(err, BCQ_E_IO, EINVAL, path);
        if (err)
            snprintf(err->message, sizeof err->message,
                     "%.100s: not a regular file", path);
        return BCQ_E_IO;
    }
    if (S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size <= BCQ__READ_MAX &&
        !(flags & BCQ__OPEN_MAP_ALWAYS)) {
        int rc = read_small(fd, (size_t)st.st_size, m, err);
        close(fd);
        return rc;
    }
    if (!(flags & BCQ_OPEN_NO_MMAP) && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size <= SIZE_MAX) {
        void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (p != MAP_FAILED) {
            m->map_base = p;
            m->map_len = (size_t)st.st_size;
            m->data = p;
            m->size = (size_t)st.st_size;
        }
    }
    if (!m->map_base) {
        uint8_t *buf = NULL;
        size_t len = 0;
        int rc = read_all(fd, &buf, &len, err);
        if (rc) {
            close(fd);
            return rc;
        }
        m->owned = buf;
        m->data = buf;
        m->size = len;
    }
    close(fd);
    return 0;
}

void bcq__unmap(bcq__map *m)
{
    if (m->map_base)
        munmap(m->map_base, m->map_len);
    free(m->owned);
    *m = (bcq__map){NULL, 0, NULL, 0, NULL};
}

int bcq__open_map(bcq__map *m, const bcq__opened *o, bcq_file **out,
                  bcq_error *err)
{
    bcq_file *f = NULL;
    int rc = file_new(m->data, m->size, o, &f, err);
    if (rc) {
        bcq__unmap(m);
        return rc;
    }
    f->map_base = m->map_base;
    f->map_len = m->map_len;
    f->owned = m->owned;
    return file_finish(f, o->arch, out, err);
}

static int open_path(const char *path, const opened *o, bcq_file **out,
                     bcq_error *err)
{
    if (!path || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq__map m;
    int rc = bcq__map_path(path, o->flags, 0, &m, err);
    return rc ? rc : bcq__open_map(&m, o, out, err);
}

int bcq_open_mem(const void *data, size_t size, const bcq_open_options *opts,
                 bcq_file **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    opened o;
    int rc = read_options(opts, &o, err);
    return rc ? rc : open_mem(data, size, &o, out, err);
}

int bcq_open_path(const char *path, const bcq_open_options *opts,
                  bcq_file **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    opened o;
    int rc = read_options(opts, &o, err);
    return rc ? rc : open_path(path, &o, out, err);
}

int bcq__open_mem_internal(const void *data, size_t size, unsigned flags,
                           bcq_file **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (flags & ~(unsigned)INTERNAL_FLAGS)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    opened o = {flags, 0, NULL};
    return open_mem(data, size, &o, out, err);
}

int bcq__open_path_internal(const char *path, unsigned flags, bcq_file **out,
                            bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (flags & ~(unsigned)INTERNAL_FLAGS)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    opened o = {flags, 0, NULL};
    return open_path(path, &o, out, err);
}

void bcq_close(bcq_file *f)
{
    /* A member's file belongs to its archive (bcq_archive_member_file). */
    if (!f || f->owner)
        return;
    bcq__file_free(f);
}

void bcq__file_free(bcq_file *f)
{
    if (!f)
        return;
    bcq__ir_close(f);
    bcq__levels_free(f);
    bcq__index_free(f);
    if (f->map_base)
        munmap(f->map_base, f->map_len);
    free(f->owned);
    free(f);
}

bcq_span bcq_file_data(const bcq_file *f)
{
    bcq_span s = {f ? f->s.data : NULL, f ? f->s.size : 0};
    return s;
}

bcq_span bcq_file_stream(const bcq_file *f)
{
    bcq_span s = {NULL, 0};
    if (f) {
        s.ptr = f->s.data + f->s.where.stream_off;
        s.len = f->s.where.stream_len;
    }
    return s;
}

bcq_container bcq_file_container(const bcq_file *f)
{
    return f ? f->s.where.container : BCQ_CONTAINER_RAW;
}

uint32_t bcq_file_magic(const bcq_file *f)
{
    return f ? f->s.where.magic : 0;
}

int bcq_file_is_ir(const bcq_file *f)
{
    return f ? f->s.where.is_ir : 0;
}

int bcq_file_wrapper(const bcq_file *f, uint32_t out[5])
{
    if (!f || !out)
        return BCQ_E_INVAL;
    if (f->s.where.container != BCQ_CONTAINER_WRAPPER)
        return BCQ_E_NOT_FOUND;
    memcpy(out, f->s.where.wrapper, sizeof f->s.where.wrapper);
    return 0;
}

int bcq_file_object(const bcq_file *f, bcq_object *out)
{
    if (!f || !out)
        return BCQ_E_INVAL;
    if (!f->s.where.has_object)
        return BCQ_E_NOT_FOUND;
    *out = f->s.where.object;
    return 0;
}

int bcq_file_info_get(const bcq_file *f, bcq_file_info *out)
{
    if (!f || bcq__info_start(out, sizeof *out))
        return BCQ_E_INVAL;
    out->data = bcq_file_data(f);
    out->stream = bcq_file_stream(f);
    out->container = f->s.where.container;
    out->magic = f->s.where.magic;
    out->is_ir = f->s.where.is_ir;
    if (f->s.where.container == BCQ_CONTAINER_WRAPPER) {
        out->has_wrapper = 1;
        memcpy(out->wrapper, f->s.where.wrapper, sizeof out->wrapper);
    }
    return 0;
}

size_t bcq_stat_heap(const bcq_file *f)
{
    return f ? atomic_load_explicit(&((bcq_file *)f)->s.budget.heap,
                                    memory_order_relaxed)
             : 0;
}

size_t bcq_stat_heap_limit(const bcq_file *f)
{
    return f ? f->s.budget.limit : 0;
}
