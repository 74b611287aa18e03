/* testutil-build.c - the bit-writer builders of testutil.h (no library
 * calls: the corpus generator links this file too). */
#include "config.h"

#include <string.h>

#include "testutil.h"

uint64_t tu_rec(bw *w, unsigned width, uint64_t code, uint64_t op)
{
    return bw_unabbrev(w, width, code, 1, &op);
}

/* [prefix (when has_prefix), the bytes of s]. */
static uint64_t chars_rec(bw *w, unsigned width, uint64_t code,
                          int has_prefix, uint64_t prefix, const char *s)
{
    uint64_t ops[257];
    size_t n = 0;
    if (has_prefix)
        ops[n++] = prefix;
    for (; *s && n < sizeof ops / sizeof ops[0]; s++)
        ops[n++] = (unsigned char)*s;
    return bw_unabbrev(w, width, code, n, ops);
}

uint64_t tu_str_rec(bw *w, unsigned width, uint64_t code, const char *s)
{
    return chars_rec(w, width, code, 0, 0, s);
}

uint64_t tu_setbid(bw *w, unsigned width, uint64_t id)
{
    return tu_rec(w, width, TU_BLOCKINFO_CODE_SETBID, id);
}

uint64_t tu_blockname(bw *w, unsigned width, const char *s)
{
    return chars_rec(w, width, TU_BLOCKINFO_CODE_BLOCKNAME, 0, 0, s);
}

uint64_t tu_recname(bw *w, unsigned width, uint64_t code, const char *s)
{
    return chars_rec(w, width, TU_BLOCKINFO_CODE_SETRECORDNAME, 1, code, s);
}

static const bw_op blob_abbrev[] = {{BW_LIT, TU_STRTAB_BLOB}, {BW_BLOB, 0}};

uint64_t tu_blob_block(bw *w, unsigned id, const void *p, size_t n,
                       uint64_t *blob_bit)
{
    uint64_t at = bw_enter(w, 2, id, 3);
    bw_define_abbrev(w, 3, 2, blob_abbrev);
    bw_fixed(w, 3, 4);
    uint64_t b = bw_blob(w, p, n);
    if (blob_bit)
        *blob_bit = b;
    bw_end(w, 3);
    return at;
}

uint64_t tu_blobs_block(bw *w, unsigned id, size_t nblobs,
                        const void *const *p, const size_t *n)
{
    uint64_t at = bw_enter(w, 2, id, 3);
    if (nblobs)
        bw_define_abbrev(w, 3, 2, blob_abbrev);
    for (size_t k = 0; k < nblobs; k++) {
        bw_fixed(w, 3, 4);
        bw_blob(w, p[k], n[k]);
    }
    bw_end(w, 3);
    return at;
}

uint64_t tu_module_begin(bw *w, unsigned width, int version)
{
    uint64_t at = bw_enter(w, 2, TU_MODULE_BLOCK_ID, width);
    if (version >= 0)
        tu_rec(w, width, TU_MODULE_CODE_VERSION, (uint64_t)version);
    return at;
}

uint64_t tu_small_ir(bw *w)
{
    bw_magic_ir(w);
    uint64_t m = tu_module_begin(w, 3, 2);
    bw_end(w, 3);
    return m;
}
