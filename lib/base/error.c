/*
 * error.c - status codes and the error struct (include/bcq.h "ERRORS").
 *
 * Codes and messages come from the one BCQ_STATUS_MAP list.  An error
 * records where the input went wrong (a bit offset from the start of the
 * input) and, filled in on the way out, the innermost enclosing block.  The
 * first error wins, so a low-level cause is not overwritten by a caller's
 * more generic complaint.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

const char *bcq_strerror(int status)
{
    switch (status) {
#define XX(name, value, msg)                                                  \
    case value:                                                               \
        return msg;
        BCQ_STATUS_MAP(XX)
#undef XX
    }
    return "unknown error";
}

const char *bcq_status_name(int status)
{
    switch (status) {
#define XX(name, value, msg)                                                  \
    case value:                                                               \
        return "BCQ_" #name;
        BCQ_STATUS_MAP(XX)
#undef XX
    }
    return NULL;
}



int bcq__fail(bcq_error *err, int code, uint64_t bit, const char *fmt,
              ...)
{
    if (!err || err->code != 0)
        return code;
    err->code = code;
    err->bit = bit;
    err->block_id = UINT32_MAX;
    err->block_bit = UINT64_MAX;
    va_list ap;
    va_start(ap, fmt);
    /* vsnprintf formats into memory only; the library never prints. */
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return code;
}

int bcq__fail_errno(bcq_error *err, int code, int sys_errno, const char *what)
{
    if (!err || err->code != 0)
        return code;
    bcq__fail(err, code, 0, "%s: %s", what, strerror(sys_errno));
    err->sys_errno = sys_errno;
    return code;
}

void bcq__error_context(bcq_error *err, unsigned block_id,
                        uint64_t block_bit)
{
    if (err && err->code != 0 && err->block_bit == UINT64_MAX) {
        err->block_id = block_id;
        err->block_bit = block_bit;
    }
}

int bcq__grow_cap(size_t cap, size_t need, size_t elem, size_t *out,
                  bcq_error *err)
{
    size_t nc = cap ? cap : 16;
    while (nc < need) {
        if (nc > SIZE_MAX / 2 / elem)
            return bcq__fail(err, BCQ_E_NOMEM, 0, "allocation too large");
        nc *= 2;
    }
    if (nc > SIZE_MAX / elem)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "allocation too large");
    *out = nc;
    return 0;
}

int bcq__grow_slow(void **v, size_t *cap, size_t need, size_t elem,
                   bcq_error *err)
{
    if (need <= *cap)
        return 0;
    size_t nc;
    int rc = bcq__grow_cap(*cap, need, elem, &nc, err);
    if (rc)
        return rc;
    void *p;
    if (nc * elem < BCQ__HUGE_MIN)
        p = realloc(*v, nc * elem);
    else if ((p = bcq__big_alloc(nc * elem)) != NULL) {
        if (*cap)
            memcpy(p, *v, *cap * elem);
        free(*v);
    }
    if (!p)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    *v = p;
    *cap = nc;
    return 0;
}

int bcq__grow_from(void **v, size_t *cap, size_t need, size_t elem,
                   const void *inl, bcq_error *err)
{
    if (need <= *cap)
        return 0;
    if (!inl || *v != inl)
        return bcq__grow(v, cap, need, elem, err);
    size_t nc;
    int rc = bcq__grow_cap(*cap, need, elem, &nc, err);
    if (rc)
        return rc;
    void *p = bcq__big_alloc(nc * elem);
    if (!p)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    memcpy(p, inl, *cap * elem);
    *v = p;
    *cap = nc;
    return 0;
}

int bcq__overrun(bcq_error *err, int rc, uint64_t limit, uint64_t stream)
{
    if (rc != BCQ_E_TRUNCATED || limit >= stream)
        return rc;
    if (err && err->code == BCQ_E_TRUNCATED) {
        char m[sizeof err->message];
        memcpy(m, err->message, sizeof m);
        err->code = BCQ_E_BAD_BLOCK;
        snprintf(err->message, sizeof err->message,
                 "content runs past the blocklen: %.90s", m);
    }
    return BCQ_E_BAD_BLOCK;
}
