/*
 * sink.c - the text of one printing call (bcq__text), built whole in a
 * growing buffer and handed to the caller's sink only when it is complete
 * (include/bcq.h: a failed call writes nothing), and bcq_textbuf_sink, the
 * ready-made sink over the same buffer.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

static int buf_append(bcq_textbuf *b, const char *s, size_t n)
{
    if (n >= SIZE_MAX - b->len)
        return BCQ_E_NOMEM;
    size_t need = b->len + n + 1;
    if (need > b->cap) {
        /* a function's text is kilobytes: fewer reallocs */
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < need)
            cap = cap > SIZE_MAX / 2 ? need : cap * 2;
        char *p = realloc(b->ptr, cap);
        if (!p)
            return BCQ_E_NOMEM;
        b->ptr = p;
        b->cap = cap;
    }
    if (n)
        memcpy(b->ptr + b->len, s, n);
    b->len += n;
    b->ptr[b->len] = '\0';
    return 0;
}

int bcq_textbuf_sink(void *textbuf, const char *s, size_t n)
{
    if (!textbuf || (!s && n))
        return BCQ_E_INVAL;
    return buf_append(textbuf, s, n);
}

void bcq_textbuf_free(bcq_textbuf *b)
{
    if (b) {
        free(b->ptr);
        b->ptr = NULL;
        b->len = b->cap = 0;
    }
}

void bcq__text_init(bcq__text *t, size_t limit, bcq_error *err)
{
    memset(t, 0, sizeof *t);
    t->limit = limit;
    t->err = err;
}

void bcq__text_free(bcq__text *t)
{
    bcq_textbuf_free(&t->buf);
}

int bcq__text_fail(bcq__text *t, int rc)
{
    if (!t->rc)
        t->rc = rc;
    return t->rc;
}

void bcq__putn_slow(bcq__text *t, const char *s, size_t n)
{
    if (t->rc)
        return;
    bcq_textbuf *b = &t->buf;
    if (n < b->cap - b->len && b->len + n <= t->limit) {
        memcpy(b->ptr + b->len, s, n);
        b->len += n;
        b->ptr[b->len] = '\0';
        return;
    }
    /* a DAG of shared constants prints exponentially: bound it */
    if (n > t->limit - t->buf.len || t->buf.len > t->limit) {
        bcq__fail(t->err, BCQ_E_LIMIT, 0,
                  "the text would pass %zu bytes (shared constants?)",
                  t->limit);
        t->rc = BCQ_E_LIMIT;
        return;
    }
    int rc = buf_append(&t->buf, s, n);
    if (rc) {
        bcq__fail(t->err, rc, 0, "out of memory for the text");
        t->rc = rc;
    }
}

static const char d2[201] = "00010203040506070809101112131415161718192021"
                            "22232425262728293031323334353637383940414243"
                            "44454647484950515253545556575859606162636465"
                            "66676869707172737475767778798081828384858687"
                            "888990919293949596979899";

/* v's digits ending just before e, two a division: value numbers and
 * types are most of a function's text.  Returns where they start. */
static char *digits_before(char *e, uint64_t v)
{
    if (v < 100000000) {
        /* the usual (value numbers, small constants): the low four
         * digits and the high ones apart, their divisions side by side
         * rather than one after another (the print's numbers were a
         * twelfth of its time) */
        uint32_t w = (uint32_t)v;
        if (w >= 10000) {
            const uint32_t hi = w / 10000, lo = w - hi * 10000;
            const uint32_t l1 = lo / 100, l2 = lo - l1 * 100;
            e -= 4;
            memcpy(e, d2 + 2 * l1, 2);
            memcpy(e + 2, d2 + 2 * l2, 2);
            w = hi;
        }
        if (w >= 100) {
            const uint32_t q = w / 100, r = w - q * 100;
            e -= 2;
            memcpy(e, d2 + 2 * r, 2);
            w = q;
        }
        if (w >= 10) {
            e -= 2;
            memcpy(e, d2 + 2 * w, 2);
        } else
            *--e = (char)('0' + w);
        return e;
    }
    while (v >= 100) {
        unsigned r = (unsigned)(v % 100);
        v /= 100;
        *--e = d2[2 * r + 1];
        *--e = d2[2 * r];
    }
    if (v >= 10) {
        *--e = d2[2 * v + 1];
        *--e = d2[2 * v];
    } else
        *--e = (char)('0' + v);
    return e;
}

size_t bcq__udec(char b[BCQ__UDEC], uint64_t v)
{
    return (size_t)(digits_before(b + BCQ__UDEC, v) - b);
}

static unsigned ndigits(uint64_t v)
{
    unsigned n = 1;
    for (;;) {
        if (v < 10)
            return n;
        if (v < 100)
            return n + 1;
        if (v < 1000)
            return n + 2;
        if (v < 10000)
            return n + 3;
        v /= 10000;
        n += 4;
    }
}

void bcq__putu(bcq__text *t, uint64_t v)
{
    bcq_textbuf *tb = &t->buf;
    /* room for any number and the NUL, within the limit: the digits
     * written in place (a copy through bcq__putn, and its memcpy, was a
     * tenth of printing a large function); else as any text */
    if (!t->rc && tb->cap - tb->len > BCQ__UDEC &&
        tb->len + BCQ__UDEC <= t->limit) {
        const unsigned n = ndigits(v);
        digits_before(tb->ptr + tb->len + n, v);
        tb->len += n;
        tb->ptr[tb->len] = '\0';
        return;
    }
    char b[BCQ__UDEC];
    size_t i = bcq__udec(b, v);
    bcq__putn(t, b + i, sizeof b - i);
}

void bcq__puti(bcq__text *t, int64_t v)
{
    if (v < 0) {
        bcq__putc(t, '-');
        bcq__putu(t, (uint64_t)0 - (uint64_t)v);
    } else
        bcq__putu(t, (uint64_t)v);
}

void bcq__pad(bcq__text *t, size_t col)
{
    /* the current line's length: back from the end to its '\n' (found
     * here, when asked, rather than tracked through every byte put: that
     * scan was 14% of a warm bcq_asm_global) */
    size_t have = 0;
    if (!t->rc) {
        const char *p = t->buf.ptr;
        size_t e = t->buf.len;
        while (have < col && have < e && p[e - have - 1] != '\n')
            have++;
    }
    size_t n = have < col ? col - have : 1;
    static const char sp[] = "                                ";
    while (n > 0) { /* 32 at a time: one call, not one per space */
        size_t k = n < sizeof sp - 1 ? n : sizeof sp - 1;
        bcq__putn(t, sp, k);
        n -= k;
    }
}

int bcq__text_flush(bcq__text *t, bcq_sink_fn sink, void *ctx)
{
    if (t->rc)
        return t->rc;
    if (t->buf.len == 0)
        return 0;
    int rc = sink(ctx, t->buf.ptr, t->buf.len);
    if (rc)
        bcq__fail(t->err, rc < 0 ? rc : BCQ_E_INVAL, 0,
                  "the sink refused the text");
    return rc;
}
