/* testutil.h - helpers shared by the Check suites. */
#ifndef BCQ_TESTUTIL_H
#define BCQ_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>

#include "bcq.h"

/* Read tests/data/<name> into a malloc'ed buffer (aborts the test on
 * failure).  *size receives its length. */
uint8_t *tu_read_fixture(const char *name, size_t *size);

/* Full path of tests/data/<name> in a static buffer. */
const char *tu_fixture_path(const char *name);

/* Open fixture <name> through bcq_open_path (mode 0) or bcq_open_mem
 * (mode 1, the buffer is returned in *keep and must be freed after
 * bcq_close).  Every file-level test runs in both modes. */
int tu_open(const char *name, int mode, unsigned flags, bcq_file **out,
            void **keep, bcq_error *err);

/* The k-th FUNCTION_BLOCK (from 0) among the children of the file's first
 * MODULE_BLOCK, whatever the open flags (the module's level is indexed on
 * demand after a default open).  0, BCQ_E_NOT_FOUND or an error. */
int tu_function_block(const bcq_file *f, size_t k, bcq_block *out);

/* Global value i of m as bcq_module_global() fills it, in one of 64
 * per-thread slots reused in turn (NULL when i is out of range): for
 * tests that look at a few at a time. */
const bcq_global *tu_global(const bcq_module *m, size_t i);

/* Read a whole text file into a NUL-terminated malloc'ed string. */
char *tu_read_text(const char *path);

#endif
