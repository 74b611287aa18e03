/* archive.c - placeholder until the archive handle lands (branch archive). */
#include "config.h"
#include "file/file.h"
int bcq_archive_open_path(const char *path, const bcq_open_options *opts,
                          bcq_archive **out, bcq_error *err)
{ (void)path; (void)opts; (void)out; return bcq__fail(err, BCQ_E_UNSUPPORTED, 0, "not yet"); }
int bcq_archive_open_mem(const void *data, size_t size, const bcq_open_options *opts,
                         bcq_archive **out, bcq_error *err)
{ (void)data; (void)size; (void)opts; (void)out; return bcq__fail(err, BCQ_E_UNSUPPORTED, 0, "not yet"); }
void bcq_archive_close(bcq_archive *a) { (void)a; }
bcq_archive_format bcq_archive_get_format(const bcq_archive *a) { (void)a; return 0; }
bcq_span bcq_archive_data(const bcq_archive *a) { (void)a; bcq_span s = {0, 0}; return s; }
size_t bcq_archive_count(const bcq_archive *a) { (void)a; return 0; }
int bcq_archive_member(const bcq_archive *a, size_t i, bcq_member *out) { (void)a; (void)i; (void)out; return BCQ_E_INVAL; }
int bcq_archive_find(const bcq_archive *a, const char *name, size_t len, size_t *i) { (void)a; (void)name; (void)len; (void)i; return BCQ_E_INVAL; }
int bcq_archive_member_data(const bcq_archive *a, size_t i, bcq_span *out, bcq_error *err) { (void)a; (void)i; (void)out; return bcq__fail(err, BCQ_E_INVAL, 0, "not yet"); }
int bcq_archive_member_file(const bcq_archive *a, size_t i, const bcq_file **out, bcq_error *err) { (void)a; (void)i; (void)out; return bcq__fail(err, BCQ_E_INVAL, 0, "not yet"); }
size_t bcq_archive_symbol_count(const bcq_archive *a) { (void)a; return 0; }
int bcq_archive_symbol(const bcq_archive *a, size_t k, bcq_span *name, size_t *member) { (void)a; (void)k; (void)name; (void)member; return BCQ_E_INVAL; }
