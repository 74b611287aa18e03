/*
 * file.h - the top layer: the handle's constructors and destructor, which
 * compose the layers below (container, bitstream, ir).  Nothing under lib/
 * includes it but lib/file; the tests use bcq__open_mem_internal.
 */
#ifndef BCQ_FILE_H
#define BCQ_FILE_H

#include "container/container.h"
#include "ir/ir.h"

/* The handle.  This layer allocates it, maps the input and composes the
 * layers below: lib/container finds the stream (s.where), lib/bitstream
 * indexes it (s), lib/ir hangs its part on s.ir.  s comes first: the
 * layers below reach it through bcq__fs (bitstream/bitstream.h) and never
 * see the rest. */
struct bcq_file {
    bcq__stream s;
    void *map_base; /* non-NULL: munmap(map_base, map_len) at close */
    size_t map_len;
    void *owned;       /* non-NULL: free() at close (BCQ_OPEN_NO_MMAP) */
    const void *owner; /* non-NULL: the bcq_archive that opened this member
                          and closes it (bcq_close ignores the handle) */
};

/* bcq_open_mem and bcq_open_path with raw flags, the internal ones
 * (BCQ__OPEN_AHEAD_ALWAYS) included, which the public API refuses: for the
 * tests and the fuzzer. */
int bcq__open_mem_internal(const void *data, size_t size, unsigned flags,
                           bcq_file **out, bcq_error *err);
int bcq__open_path_internal(const char *path, unsigned flags, bcq_file **out,
                            bcq_error *err);

/* The caller's options as this library reads them (open.c). */
typedef struct bcq__opened {
    unsigned flags;
    size_t heap_limit; /* 0: the default */
    const char *arch;  /* borrowed for the call */
} bcq__opened;
int bcq__read_options(const bcq_open_options *o, bcq__opened *out,
                      bcq_error *err);
/* bcq_open_mem with options already read. */
int bcq__open_mem_opened(const void *data, size_t size, const bcq__opened *o,
                         bcq_file **out, bcq_error *err);
/* Free a handle whatever its owner (bcq_close ignores archive members). */
void bcq__file_free(bcq_file *f);
/* How many members of a the archive holds something of now (a file, a
 * thin member's mapping): for the tests of bcq_archive_member_release. */
size_t bcq__archive_held(const bcq_archive *a);

/* An input's bytes: a read-only private mapping, or (a regular file of
 * at most BCQ__READ_MAX bytes, BCQ_OPEN_NO_MMAP, a pipe, an empty file) a
 * heap buffer.  The bound is measured (bench/symtab, doc/performance.md):
 * below it one read(2) into a buffer costs less than mmap(2), a fault per
 * 64 KiB touched and munmap(2); LLVM's MemoryBuffer::getFile reads below
 * 16 KiB. */
#ifndef BCQ__READ_MAX
#define BCQ__READ_MAX ((size_t)256 << 10)
#endif
/* Internal open flag (tests): map a regular file whatever its size. */
#define BCQ__OPEN_MAP_ALWAYS (1u << 29)
typedef struct bcq__map {
    const uint8_t *data;
    size_t size;
    void *map_base;
    size_t map_len;
    void *owned;
} bcq__map;
/* Map path.  regular_only: refuse anything but a regular file, without
 * blocking on a FIFO (a thin archive's member).  BCQ_E_IO on failure. */
int bcq__map_path(const char *path, unsigned flags, int regular_only,
                  bcq__map *m, bcq_error *err);
void bcq__unmap(bcq__map *m);
/* A file, or an archive (path: for a thin archive's members), over the
 * mapping m, which they take over (unmapped on failure as well). */
int bcq__open_map(bcq__map *m, const bcq__opened *o, bcq_file **out,
                  bcq_error *err);
int bcq__archive_open_map(bcq__map *m, const char *path,
                          const bcq_open_options *opts, bcq_archive **out,
                          bcq_error *err);

#endif /* BCQ_FILE_H */
