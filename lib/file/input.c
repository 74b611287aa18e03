/*
 * input.c - one open for whatever a linker is handed, and the walk over
 * the modules it holds (bcq_input_*).  The kind is told from the bytes
 * once mapped (bcq_identify), so a path is mapped once whatever it is: an
 * ar archive (regular or thin) becomes a bcq_archive, anything else a
 * bcq_file, each over that mapping.  The walk opens an archive's members
 * as it reaches them, through bcq_archive_member_file, which keeps each
 * for the next caller until the member is released.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>

#include "file/file.h"

struct bcq_input {
    bcq_file *file;  /* the input, when it is not an archive */
    bcq_archive *ar; /* or the archive */
};

static int is_archive(const void *data, size_t size)
{
    bcq_kind k = bcq_identify(data, size);
    return k == BCQ_KIND_ARCHIVE || k == BCQ_KIND_THIN_ARCHIVE;
}

static int input_new(bcq_input **out, bcq_error *err)
{
    *out = malloc(sizeof **out);
    if (!*out)
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "bcq_input");
    (*out)->file = NULL;
    (*out)->ar = NULL;
    return 0;
}

int bcq_input_open_path(const char *path, const bcq_open_options *opts,
                        bcq_input **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (!path || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq__opened o;
    bcq__map m;
    bcq_input *in;
    int rc = bcq__read_options(opts, &o, err);
    if (rc || (rc = input_new(&in, err)))
        return rc;
    if ((rc = bcq__map_path(path, o.flags, 0, &m, err))) {
        free(in);
        return rc;
    }
    rc = is_archive(m.data, m.size)
             ? bcq__archive_open_map(&m, path, opts, &in->ar, err)
             : bcq__open_map(&m, &o, &in->file, err);
    if (rc) {
        free(in);
        return rc;
    }
    *out = in;
    return 0;
}

int bcq_input_open_mem(const void *data, size_t size,
                       const bcq_open_options *opts, bcq_input **out,
                       bcq_error *err)
{
    bcq__error_clear(err);
    if (out)
        *out = NULL;
    if (!out || (!data && size))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    bcq_input *in;
    int rc = input_new(&in, err);
    if (rc)
        return rc;
    rc = is_archive(data, size)
             ? bcq_archive_open_mem(data, size, opts, &in->ar, err)
             : bcq_open_mem(data, size, opts, &in->file, err);
    if (rc) {
        free(in);
        return rc;
    }
    *out = in;
    return 0;
}

void bcq_input_close(bcq_input *in)
{
    if (!in)
        return;
    bcq_close(in->file);
    bcq_archive_close(in->ar);
    free(in);
}

bcq_archive *bcq_input_archive(const bcq_input *in)
{
    return in ? in->ar : NULL;
}

const bcq_file *bcq_input_file(const bcq_input *in)
{
    return in ? in->file : NULL;
}

int bcq_input_next(bcq_input *in, bcq_input_iter *it, bcq_input_module *out,
                   bcq_error *err)
{
    bcq__error_clear(err);
    if (!in || !it || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const size_t units = in->ar ? bcq_archive_count(in->ar) : 1;
    for (;;) {
        if (it->member >= units)
            return BCQ_END;
        *out = (bcq_input_module){it->member, {NULL, 0}, NULL, 0, 0};
        const bcq_file *f = in->file;
        int rc = 0;
        if (in->ar) {
            bcq_member m;
            bcq_archive_member(in->ar, it->member, &m);
            out->member_name = m.name;
            rc = bcq_archive_member_file(in->ar, it->member, &f, err);
        }
        size_t n = 0;
        if (rc == 0) {
            out->file = f;
            rc = bcq_module_count(f, &n, err);
        }
        if (rc || it->module >= n) {
            /* a unit without a module (or whose file failed): said once,
             * then the walk goes on with the next unit */
            it->member++;
            it->module = 0;
            if (rc)
                return rc;
            continue;
        }
        out->module = it->module++;
        out->nmodules = n;
        return 0;
    }
}
