/*
 * base.h - the bottom layer of lib/: errors, the one range check, the
 * memory budget of a handle and the growth helpers that charge it, stable
 * arena storage.  It knows no bitstream and no handle: everything above
 * (container, bitstream, ir, file: see README "Source tree") builds on it.
 * Nothing here is public; bcq__ names are hidden from the shared library.
 */
#ifndef BCQ_BASE_H
#define BCQ_BASE_H

#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bcq.h"

/* ----------------------------------------------------------------- error */

/* Record a failure in err (may be NULL) and return code.  The first error
 * wins: a second call on an err that already holds one leaves it as is. */
int bcq__fail(bcq_error *err, int code, uint64_t bit, const char *fmt,
              ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
int bcq__fail_errno(bcq_error *err, int code, int sys_errno, const char *what);
/* Fill in the enclosing-block context if the error has none yet. */
void bcq__error_context(bcq_error *err, unsigned block_id,
                        uint64_t block_bit);
/* Every call of the API clears its error first, readers and the symbol
 * table's iterator once per entry: inline, and the fields only, not the 128
 * bytes of message. */
static inline void bcq__error_clear(bcq_error *err)
{
    if (!err)
        return;
    err->code = 0;
    err->sys_errno = 0;
    err->bit = 0;
    err->message[0] = '\0';
    err->block_id = UINT32_MAX;
    err->block_bit = UINT64_MAX;
}
/* Copy a kept error src into err (may be NULL), unless err already holds
 * one: the first error wins, as in bcq__fail. */
static inline void bcq__error_copy(bcq_error *err, const bcq_error *src)
{
    if (err && err->code == 0)
        *err = *src;
}
/* Truncation (rc) inside a block whose body ends (limit) before the stream
 * does means the content runs past what blocklen said: recode it as
 * BCQ_E_BAD_BLOCK, in err too.  Other codes pass through. */
int bcq__overrun(bcq_error *err, int rc, uint64_t limit, uint64_t stream);

/* ------------------------------------------------------------- range check
 * The one overflow-safe range test: [off, off+len) lies inside [0, size).
 * Never computes off + len. */
/* The size convention of the public info structs (bcq_file_info,
 * bcq_archive_info; bcq_open_options' for input): the struct starts with
 * size_t size, set by the caller to sizeof as it was built.  A caller's
 * struct smaller than this library's (mine) is refused; a larger one (a
 * newer bcq.h) has the bytes this library does not know zeroed.  The
 * whole struct is zeroed, size kept.  0 or BCQ_E_INVAL. */
static inline int bcq__info_start(void *out, size_t mine)
{
    size_t size;
    if (!out)
        return BCQ_E_INVAL;
    memcpy(&size, out, sizeof size);
    if (size < mine)
        return BCQ_E_INVAL;
    memset(out, 0, size);
    memcpy(out, &size, sizeof size);
    return 0;
}

static inline int bcq__range_ok(uint64_t off, uint64_t len, uint64_t size)
{
    return off <= size && len <= size - off;
}

static inline uint32_t bcq__le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* ------------------------------------------------------------------ sort */

/* qsort's order for cmp (which must break ties itself): by insertion for
 * up to 16 elements of up to 64 bytes, else qsort (sort.c). */
void bcq__sort(void *v, size_t n, size_t size,
               int (*cmp)(const void *, const void *));

/* ---------------------------------------------------------------- growth */

/* The capacity bcq__grow picks for need elements (doubling from cap, or
 * 16); BCQ_E_NOMEM when it would not fit a size_t. */
int bcq__grow_cap(size_t cap, size_t need, size_t elem, size_t *out,
                  bcq_error *err);
/* Grow *v (element size elem) to hold at least need elements. Caps growth
 * at SIZE_MAX / elem.  Inline for the usual answer, room already (the
 * printer asks for each instruction's operands). */
int bcq__grow_slow(void **v, size_t *cap, size_t need, size_t elem,
                   bcq_error *err);
static inline int bcq__grow(void **v, size_t *cap, size_t need, size_t elem,
                            bcq_error *err)
{
    return need <= *cap ? 0 : bcq__grow_slow(v, cap, need, elem, err);
}
/* bcq__grow for an array that may still be in its owner's storage inl
 * (not the heap's): moved to the heap, copied, when it grows. */
int bcq__grow_from(void **v, size_t *cap, size_t need, size_t elem,
                   const void *inl, bcq_error *err);
/* malloc, but an array of BCQ__HUGE_MIN bytes or more on transparent huge
 * pages where the system has them: aligned to BCQ__HUGE_PAGE, taking whole
 * ones (huge.c); both grows move an array that size there.  Freed by
 * free(). */
#define BCQ__HUGE_PAGE ((size_t)2 << 20)
#define BCQ__HUGE_MIN ((size_t)1 << 20)
void *bcq__big_alloc(size_t bytes);

/* ---------------------------------------------------------------- budget
 * What one open input may hold on the heap (doc/libbcq.3, LIMITS): every
 * kept allocation is charged before it is made, or fails with BCQ_E_LIMIT.
 * acct (may be NULL) sums what one builder charged, so that bcq__refund can
 * give it back when the builder throws its work away (an error, or another
 * thread published first). */
#define BCQ__HEAP_PER_BYTE 4u
#define BCQ__HEAP_BASE ((size_t)64 << 20)

typedef struct bcq__budget {
    _Atomic size_t heap; /* bytes charged */
    size_t limit;
    size_t input_size;   /* for the message */
} bcq__budget;

/* n zeroed bytes from the heap (free() them), or NULL.  glibc's calloc
 * bypasses the per-thread cache that malloc serves small blocks from, and
 * costs more than a small object's whole symbol table; large blocks keep
 * calloc, whose fresh pages need no clearing. */
void *bcq__zalloc(size_t n);

/* The default limit for an input of input_size bytes. */
size_t bcq__heap_limit(size_t input_size);
int bcq__charge(const bcq__budget *b, size_t *acct, size_t n, bcq_error *err);
void bcq__refund(const bcq__budget *b, size_t *acct);
/* One zeroed block of n bytes in *out, charged to b first (and added to
 * *acct); BCQ_E_LIMIT or BCQ_E_NOMEM, with nothing charged, otherwise. */
int bcq__fzalloc(const bcq__budget *b, size_t *acct, size_t n, void **out,
                 bcq_error *err);
/* bcq__grow, charging the growth to b first. */
int bcq__fgrow(const bcq__budget *b, size_t *acct, void **v, size_t *cap,
               size_t need, size_t elem, bcq_error *err);
/* After growing: give back the unused tail of *v (n of *cap elements of
 * elem bytes are used), refunding it to b, so that what is kept costs what
 * it holds. */
void bcq__shrink(const bcq__budget *b, void **v, size_t *cap, size_t n,
                 size_t elem);
/* Publish mine in *slot unless another thread did first; returns what is
 * published then.  The loser's copy is freed with drop and what building it
 * charged (*acct) refunded to b. */
void *bcq__publish(_Atomic(void *) *slot, void *mine, void (*drop)(void *),
                   const bcq__budget *b, size_t *acct);

/* ----------------------------------------------------------------- arena
 * Stable storage for what a module decode copies (record strings, tables):
 * chunks that never move, freed together. */
typedef struct bcq__arena {
    struct bcq__chunk *head;
    const bcq__budget *budget; /* chunks are charged to it */
    size_t charged;
    int status; /* why the last bcq__arena_alloc returned NULL */
} bcq__arena;
void *bcq__arena_alloc(bcq__arena *a, size_t n, bcq_error *err);
void bcq__arena_free(bcq__arena *a);

#endif /* BCQ_BASE_H */
