/*
 * file.h - the top layer: the handle's constructors and destructor, which
 * compose the layers below (container, bitstream, ir).  Nothing under lib/
 * includes it but lib/file; the tests use bcq__open_mem_internal.
 */
#ifndef BCQ_FILE_H
#define BCQ_FILE_H

#include "container/container.h"
#include "ir/ir.h"

/* bcq_open_mem and bcq_open_path with raw flags, the internal ones
 * (BCQ__OPEN_AHEAD_ALWAYS) included, which the public API refuses: for the
 * tests and the fuzzer. */
int bcq__open_mem_internal(const void *data, size_t size, unsigned flags,
                           bcq_file **out, bcq_error *err);
int bcq__open_path_internal(const char *path, unsigned flags, bcq_file **out,
                            bcq_error *err);

#endif /* BCQ_FILE_H */
