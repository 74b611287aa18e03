/*
 * script.c - the input lists of a GNU ld linker script, the text a Linux
 * system puts where a library is expected (/usr/lib/x86_64-linux-gnu/
 * libc.so, libm.a):
 *
 *     /\* GNU ld script *\/
 *     OUTPUT_FORMAT(elf64-x86-64)
 *     GROUP ( /lib/x86_64-linux-gnu/libc.so.6 libc_nonshared.a
 *             AS_NEEDED ( /lib64/ld-linux-x86-64.so.2 ) )
 *
 * Tokens as lld's ScriptLexer (lld/ELF/ScriptLexer.cpp, tokenize and
 * skipSpace) splits them outside expressions: blanks and comments ("/\*"
 * to "*\/", '#' to the end of the line) separate tokens; a quoted string
 * runs to the next '"' (no escapes, newlines allowed) and is one
 * token; a word is a run of
 * [A-Za-z0-9_.$/\\~=+[]*?!^:-]; any other byte is a token of its own.
 * Commands as lld's ScriptParser reads them (readLinkerScript, readInput,
 * readGroup, readAsNeeded, readOutputFormat): a name is unquoted, one
 * starting "-l" is a library; the raw token AS_NEEDED (not quoted) opens
 * a nested list.  What lld does with the names (where it looks for them)
 * is a linker's policy: lib/link/script.c.
 *
 * A fact about the bytes only: no file is opened, nothing allocated, one
 * pass with no recursion; entries are views into the input.
 */
#include "config.h"

#include <string.h>

#include "base/base.h"
#include "container/container.h"

typedef struct lexer {
    const uint8_t *p;
    size_t n, at;      /* the input; the next byte to read */
    size_t line_start; /* offset of the current line's first byte */
    unsigned line;
    bcq_error *err;
} lexer;

typedef struct token {
    size_t off, len;   /* len 0: the end of the input */
    unsigned line, col;
} token;

static int is_word(uint8_t c)
{
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
        (c >= '0' && c <= '9'))
        return 1;
    return c != 0 && strchr("_.$/\\~=+[]*?-!^:", c) != NULL;
}

static void newline(lexer *lx, size_t nl)
{
    lx->line++;
    lx->line_start = nl + 1;
}

static int fail_at(lexer *lx, int code, size_t off, unsigned line,
                   unsigned col, const char *what, const uint8_t *tok,
                   size_t tlen)
{
    if (tlen > 40)
        tlen = 40; /* the message has 128 bytes */
    return bcq__fail(lx->err, code, (uint64_t)off * 8, "%u:%u: %s%s%.*s",
                     line, col, what, tlen ? " " : "", (int)tlen,
                     (const char *)tok);
}

/* The next token into *t; 0, or BCQ_E_BAD_SCRIPT (an unterminated comment
 * or quote: lld's "unclosed comment in a linker script", "unclosed
 * quote"). */
static int next(lexer *lx, token *t)
{
    const uint8_t *p = lx->p;
    for (;;) {
        while (lx->at < lx->n &&
               (p[lx->at] == ' ' || p[lx->at] == '\t' || p[lx->at] == '\n' ||
                p[lx->at] == '\r' || p[lx->at] == '\f' || p[lx->at] == '\v')) {
            if (p[lx->at] == '\n')
                newline(lx, lx->at);
            lx->at++;
        }
        if (lx->n - lx->at >= 2 && p[lx->at] == '/' && p[lx->at + 1] == '*') {
            size_t s = lx->at;
            unsigned line = lx->line, col = (unsigned)(s - lx->line_start + 1);
            lx->at += 2;
            for (;;) {
                if (lx->n - lx->at < 2) {
                    /* bad/script_comment.ld */
                    return fail_at(lx, BCQ_E_BAD_SCRIPT, s, line, col,
                                   "unclosed comment in a linker script",
                                   (const uint8_t *)"", 0);
                }
                if (p[lx->at] == '*' && p[lx->at + 1] == '/')
                    break;
                if (p[lx->at] == '\n')
                    newline(lx, lx->at);
                lx->at++;
            }
            lx->at += 2;
            continue;
        }
        if (lx->at < lx->n && p[lx->at] == '#') {
            while (lx->at < lx->n && p[lx->at] != '\n')
                lx->at++;
            continue;
        }
        break;
    }
    t->off = lx->at;
    t->line = lx->line;
    t->col = (unsigned)(lx->at - lx->line_start + 1);
    if (lx->at == lx->n) {
        t->len = 0;
        return 0;
    }
    uint8_t c = p[lx->at];
    if (c == '"') {
        /* to the next '"', newlines and all (lld's tokenize) */
        const uint8_t *q = memchr(p + lx->at + 1, '"', lx->n - lx->at - 1);
        if (!q) /* bad/script_quote.ld */
            return fail_at(lx, BCQ_E_BAD_SCRIPT, t->off, t->line, t->col,
                           "unclosed quote", (const uint8_t *)"", 0);
        size_t e = (size_t)(q - p);
        for (size_t i = lx->at + 1; i < e; i++)
            if (p[i] == '\n')
                newline(lx, i);
        t->len = e + 1 - lx->at;
    } else if (is_word(c)) {
        size_t e = lx->at;
        while (e < lx->n && is_word(p[e]))
            e++;
        t->len = e - lx->at;
    } else {
        t->len = 1;
    }
    lx->at += t->len;
    return 0;
}

static int is(const lexer *lx, const token *t, const char *s)
{
    size_t n = strlen(s);
    return t->len == n && memcmp(lx->p + t->off, s, n) == 0;
}

/* The token s (one byte: "(") must come next, after the token ct. */
static int expect(lexer *lx, const char *s, const token *ct)
{
    token t;
    int rc = next(lx, &t);
    if (rc)
        return rc;
    if (is(lx, &t, s))
        return 0;
    /* bad/script_paren.ld */
    return fail_at(lx, BCQ_E_BAD_SCRIPT, t.off, t.line, t.col,
                   s[0] == '(' ? "expected '(' after" : "expected ')' after",
                   lx->p + ct->off, ct->len);
}

typedef struct sink {
    bcq_script_entry *out;
    size_t cap, n;
} sink;

static int add(lexer *lx, sink *sk, const token *t, int as_needed,
               int in_group)
{
    if (sk->n >= BCQ_SCRIPT_MAX_ENTRIES) /* check_script: many_entries */
        return fail_at(lx, BCQ_E_LIMIT, t->off, t->line, t->col,
                       "too many inputs in a linker script at", (const uint8_t *)"", 0);
    size_t off = t->off, len = t->len;
    if (lx->p[off] == '"') { /* lld's unquote */
        off++;
        len -= 2;
    }
    int lib = len >= 2 && lx->p[off] == '-' && lx->p[off + 1] == 'l';
    if (lib) {
        off += 2;
        len -= 2;
    }
    if (sk->n < sk->cap) {
        bcq_script_entry *e = &sk->out[sk->n];
        e->path = (bcq_span){lx->p + off, len};
        e->is_lib = lib;
        e->as_needed = as_needed;
        e->in_group = in_group;
        e->offset = t->off;
        e->line = t->line;
        e->column = t->col;
    }
    sk->n++;
    return 0;
}

/* GROUP ( ... ) or INPUT ( ... ), the command token read; AS_NEEDED
 * ( ... ) inside, one level: the states are flat, nothing recurses. */
static int read_list(lexer *lx, sink *sk, const token *cmd, int in_group)
{
    int rc = expect(lx, "(", cmd);
    if (rc)
        return rc;
    int as_needed = 0;
    token an = {0, 0, 0, 0};
    for (;;) {
        token t;
        if ((rc = next(lx, &t)) != 0)
            return rc;
        if (t.len == 0) /* bad/script_eof.ld */
            return fail_at(lx, BCQ_E_BAD_SCRIPT, t.off, t.line, t.col,
                           "unexpected end of the linker script in",
                           lx->p + (as_needed ? an : *cmd).off,
                           (as_needed ? an : *cmd).len);
        if (is(lx, &t, ")")) {
            if (!as_needed)
                return 0;
            as_needed = 0;
            continue;
        }
        if (is(lx, &t, ",")) /* GNU ld's separator; lld: a file "," */
            continue;
        if (is(lx, &t, "AS_NEEDED")) {
            if (as_needed) /* bad/script_nested.ld */
                return fail_at(lx, BCQ_E_UNSUPPORTED, t.off, t.line, t.col,
                               "AS_NEEDED inside AS_NEEDED", (const uint8_t *)"", 0);
            if ((rc = expect(lx, "(", &t)) != 0)
                return rc;
            as_needed = 1;
            an = t;
            continue;
        }
        if (t.len == 1 && !is_word(lx->p[t.off]) && lx->p[t.off] != '"')
            /* "(", ";", "{": no file name (check_script: stray) */
            return fail_at(lx, BCQ_E_BAD_SCRIPT, t.off, t.line, t.col,
                           "unexpected", lx->p + t.off, 1);
        if ((rc = add(lx, sk, &t, as_needed, in_group)) != 0)
            return rc;
    }
}

/* OUTPUT_FORMAT ( NAME ) or ( NAME , NAME , NAME ): lld checks the name
 * against its BFD names; bcq reads past it. */
static int read_output_format(lexer *lx, const token *cmd)
{
    int rc = expect(lx, "(", cmd);
    for (int k = 0; rc == 0 && k < 3; k++) {
        token t;
        if ((rc = next(lx, &t)) != 0)
            break;
        if (t.len == 0 || is(lx, &t, ")") || is(lx, &t, ",") ||
            is(lx, &t, "("))
            return fail_at(lx, BCQ_E_BAD_SCRIPT, t.off, t.line, t.col,
                           "expected a format name in", lx->p + cmd->off,
                           cmd->len);
        if ((rc = next(lx, &t)) != 0)
            break;
        if (is(lx, &t, ")"))
            return 0;
        if (k == 2 || !is(lx, &t, ","))
            return fail_at(lx, BCQ_E_BAD_SCRIPT, t.off, t.line, t.col,
                           "expected ')' after", lx->p + cmd->off, cmd->len);
    }
    return rc;
}

int bcq_script_parse(const void *data, size_t size, bcq_script_entry *out,
                     size_t cap, size_t *count, bcq_error *err)
{
    bcq__error_clear(err);
    if (!count || (!data && size) || (!out && cap))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *count = 0;
    lexer lx = {data, size, 0, 0, 1, err};
    sink sk = {out, cap, 0};
    int rc = 0;
    for (;;) {
        token t;
        if ((rc = next(&lx, &t)) != 0 || t.len == 0)
            break;
        if (is(&lx, &t, ";"))
            continue;
        if (is(&lx, &t, "GROUP"))
            rc = read_list(&lx, &sk, &t, 1);
        else if (is(&lx, &t, "INPUT"))
            rc = read_list(&lx, &sk, &t, 0);
        else if (is(&lx, &t, "OUTPUT_FORMAT"))
            rc = read_output_format(&lx, &t);
        else /* bad/script_command.ld */
            rc = fail_at(&lx, BCQ_E_UNSUPPORTED, t.off, t.line, t.col,
                         "unsupported linker script command",
                         lx.p + t.off, t.len);
        if (rc)
            break;
    }
    if (rc) {
        *count = sk.n < cap ? sk.n : cap;
        return rc;
    }
    *count = sk.n;
    if (sk.n > cap)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "the script names %zu inputs, room for %zu", sk.n,
                         cap);
    return 0;
}
