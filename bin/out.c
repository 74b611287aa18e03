/*
 * out.c - output buffer, JSON strings and error reports of the bcq tool.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fmt.h"

const char *progname = "bcq";

/* ------------------------------------------------------------- output */

void die_write(void)
{
    fprintf(stderr, "%s: write error: %s\n", progname, strerror(errno));
    exit(EXIT_BADINPUT);
}

/* Output goes through one buffer of our own: stdio's per-call locking
 * costs more than the decoding of a dump.  It is written out when full,
 * before a message to stderr and at exit, never per file: a run over a
 * thousand small files makes a few large writes. */
char obuf[1 << 16];
size_t olen;

void out_flush(void)
{
    if (olen && fwrite(obuf, 1, olen, stdout) != olen)
        die_write();
    olen = 0;
    if (fflush(stdout) != 0)
        die_write();
}

void out_mem_slow(const void *p, size_t n)
{
    if (n > sizeof obuf - olen) {
        out_flush();
        if (n > sizeof obuf) {
            if (fwrite(p, 1, n, stdout) != n)
                die_write();
            return;
        }
    }
    memcpy(obuf + olen, p, n);
    olen += n;
}


void out_str(const char *s)
{
    out_mem(s, strlen(s));
}

void out_indent(unsigned n)
{
    static const char sp[] = "                                                "
                             "                ";
    if (n <= sizeof obuf - olen) { /* in place, most of the time */
        memset(obuf + olen, ' ', n);
        olen += n;
        return;
    }
    while (n > 0) {
        unsigned k = n < sizeof sp - 1 ? n : (unsigned)(sizeof sp - 1);
        out_mem(sp, k);
        n -= k;
    }
}

/* Decimal, written in place (fmt.h): a dump prints millions of
 * numbers. */
void out_u64(uint64_t v)
{
    fmt_commit(fmt_u64(fmt_reserve(20), v));
}

void out_i64(uint64_t raw)
{
    int64_t v = (int64_t)raw;
    if (v < 0) {
        out_ch('-');
        out_u64((uint64_t)0 - raw);
    } else {
        out_u64(raw);
    }
}

/* JSON string literal. */
void out_json_str(const char *s)
{
    out_ch('"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            out_ch('\\');
            out_ch(*p);
        } else if (*p < 0x20) {
            char u[8];
            snprintf(u, sizeof u, "\\u%04x", *p);
            out_str(u);
        } else {
            out_ch(*p);
        }
    }
    out_ch('"');
}

void out_span(bcq_span s)
{
    if (s.len)
        out_mem(s.ptr, s.len);
}

static void json_key(int first, const char *key)
{
    if (!first)
        out_ch(',');
    out_ch('"');
    out_str(key);
    out_str("\":");
}

void out_json_field_span(int first, const char *key, bcq_span v)
{
    json_key(first, key);
    out_json_span(v);
}

void out_json_field_u64(int first, const char *key, uint64_t v)
{
    json_key(first, key);
    out_u64(v);
}

void out_hex(uint64_t v, unsigned digits)
{
    static const char hx[] = "0123456789abcdef";
    if (digits > 16)
        digits = 16;
    /* written in place (an address per line of bcq symbols) */
    if (digits > sizeof obuf - olen)
        out_flush();
    char *d = obuf + olen;
    for (unsigned i = digits; i-- > 0; v >>= 4)
        d[i] = hx[v & 15];
    olen += digits;
}

void out_json_span(bcq_span s)
{
    out_ch('"');
    for (size_t i = 0; i < s.len; i++) {
        unsigned c = s.ptr[i];
        if (c == '"' || c == '\\') {
            out_ch('\\');
            out_ch((int)c);
        } else if (c < 0x20 || c == 0x7f) {
            out_str("\\u00");
            out_hex(c, 2);
        } else {
            out_ch((int)c);
        }
    }
    out_ch('"');
}

/* ------------------------------------------------------------- errors */

void err_printf(const char *fmt, ...)
{
    out_flush();
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

int report(const char *file, int rc, const bcq_error *err,
                  const bcq_file *f)
{
    out_flush(); /* the message comes after the output before it */
    if (rc == BCQ_E_IO) /* the message already names the file */
        fprintf(stderr, "%s: %s", progname,
                err->message[0] ? err->message : bcq_strerror(rc));
    else
        fprintf(stderr, "%s: %s: %s", progname, file,
                err->message[0] ? err->message : bcq_strerror(rc));
    if (rc != BCQ_E_IO && rc != BCQ_E_NOMEM && rc != BCQ_E_INVAL) {
        fprintf(stderr, " (at bit %" PRIu64, err->bit);
        if (err->block_bit != UINT64_MAX) {
            const char *bn =
                f ? bcq_block_name(f, err->block_id, err->block_bit)
                  : NULL;
            if (bn)
                fprintf(stderr, ", in %s", bn);
            else
                fprintf(stderr, ", in block %u", err->block_id);
            fprintf(stderr, " at bit %" PRIu64, err->block_bit);
        }
        fprintf(stderr, ")");
    }
    fprintf(stderr, " [%s]\n", bcq_status_name(rc) ? bcq_status_name(rc)
                                                    : "?");
    /* A file that cannot be opened is a thing that does not exist for us. */
    if (rc == BCQ_E_IO || rc == BCQ_E_NOT_FOUND || rc == BCQ_E_RANGE)
        return EXIT_NOTFOUND;
    return EXIT_BADINPUT;
}

int usage_error(const char *fmt, ...)
{
    out_flush();
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", progname);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help'.\n", progname);
    return EXIT_USAGE;
}

/* Display name of a block: its name, or UnknownBlockN as LLVM prints it. */
const char *block_label(const bcq_file *f, unsigned id, uint64_t at,
                               char *buf, size_t n)
{
    const char *s = bcq_block_name(f, id, at);
    if (s)
        return s;
    snprintf(buf, n, "UnknownBlock%u", id);
    return buf;
}

int parse_index(const char *s, size_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (!*s || *end || errno || s[0] == '-')
        return -1;
    *out = (size_t)v;
    return 0;
}

