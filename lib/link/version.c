/*
 * version.c - version scripts (--version-script): which symbols they make
 * local, for what a shared object or -E exports (resolution.c's
 * lk_exported, live.c's roots).  The rest of a version script -- the
 * version names a symbol gets, their dependencies -- changes nothing LTO
 * is told, so it is parsed and checked but not kept.
 *
 * The grammar is GNU ld's (lld's ScriptParser::readVersionScript): either
 * one anonymous node "{ ... };" or nodes "NAME { ... } [DEP] ;"; inside,
 * "global:" and "local:" labels, patterns ended by ";" (a quoted pattern
 * is a name, an unquoted one a glob of * ? [...]), "extern \"C\" { ... };"
 * as its patterns; comments (C style) and # to the end of the line.
 * "extern \"C++\"" (demangled patterns) is refused: the library has no
 * demangler.
 *
 * Which pattern decides (SymbolTable::scanVersionScript as lld 15 and
 * later have it; every script's nodes in one list): a name given exactly,
 * the first such pattern, nodes in order and a node's global patterns
 * before its local ones; else a wildcard other than "*", the nodes taken
 * from the last one back, in each its global patterns, then its local
 * ones; else "*", the same way.  A symbol no pattern matches keeps the
 * default version: global.  lld 14 tried every node's global wildcards
 * before any local one, and a local "*" before a global one: scripts that
 * mix them across nodes differ there (doc/linking.md 3.2).
 *
 * Every input byte is hostile: the file is at most 1 MiB (lk_read_text),
 * each token is a view into it, the pattern list grows by doubling, and a
 * glob is matched in O(pattern x name) steps without recursion.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "link.h"

typedef struct vpat {
    const char *p;
    uint32_t len;
    uint32_t node;  /* the version node, in file order */
    uint8_t local;
    uint8_t wild;   /* unquoted and holding * ? or [ */
} vpat;

typedef struct vscript {
    uint8_t *data;      /* the script being read */
    size_t size, pos;
    unsigned line, col;
    vpat *v;            /* every script's patterns (views into their
                           texts, kept in bufs until the end) */
    size_t n, cap;
    uint32_t nodes;     /* version nodes, over all scripts in order */
    int anonymous;      /* one of them is anonymous ("{ ... };") */
    vpat *exact;        /* the exact patterns, sorted (by_name) */
    size_t nexact;
    vpat *wild;         /* the wildcards but "*", in the order tried */
    size_t nwild;
    int star_local;     /* what "*" decides for the rest */
} vscript;

typedef struct tok {
    const char *p;
    size_t len;
    int quoted;
    unsigned line, col;
} tok;

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
           c == '\v';
}

static int is_special(int c)
{
    return c == '{' || c == '}' || c == ';' || c == '"';
}

static void advance(vscript *s, size_t k)
{
    for (size_t i = 0; i < k && s->pos < s->size; i++) {
        if (s->data[s->pos++] == '\n') {
            s->line++;
            s->col = 1;
        } else {
            s->col++;
        }
    }
}

/* The next token into *t: 1, or 0 at the end; -1 for an unterminated
 * comment or string. */
static int next(vscript *s, tok *t)
{
    for (;;) {
        while (s->pos < s->size && is_space(s->data[s->pos]))
            advance(s, 1);
        if (s->pos >= s->size)
            return 0;
        const uint8_t *c = s->data + s->pos;
        size_t left = s->size - s->pos;
        if (c[0] == '#') {
            while (s->pos < s->size && s->data[s->pos] != '\n')
                advance(s, 1);
            continue;
        }
        if (left >= 2 && c[0] == '/' && c[1] == '*') {
            t->line = s->line;
            t->col = s->col;
            const uint8_t *e = NULL;
            for (size_t i = 2; i + 1 < left; i++)
                if (c[i] == '*' && c[i + 1] == '/') {
                    e = c + i + 2;
                    break;
                }
            if (!e)
                return -1;
            advance(s, (size_t)(e - c));
            continue;
        }
        break;
    }
    const uint8_t *c = s->data + s->pos;
    size_t left = s->size - s->pos;
    t->line = s->line;
    t->col = s->col;
    t->quoted = 0;
    if (c[0] == '"') {
        const uint8_t *e = memchr(c + 1, '"', left - 1);
        if (!e)
            return -1;
        t->p = (const char *)c + 1;
        t->len = (size_t)(e - c - 1);
        t->quoted = 1;
        advance(s, t->len + 2);
        return 1;
    }
    size_t k = 1;
    if (!is_special(c[0]))
        while (k < left && !is_space(c[k]) && !is_special(c[k]))
            k++;
    t->p = (const char *)c;
    t->len = k;
    advance(s, k);
    return 1;
}

static int is(const tok *t, const char *w)
{
    return !t->quoted && t->len == strlen(w) && !memcmp(t->p, w, t->len);
}

static int vfail(lk_link *lk, const char *path, const tok *t,
                 const char *what)
{
    return lk_script_fail(lk, path, BCQ_E_BAD_SCRIPT, 0, what,
                          t ? t->p : "", t ? t->len : 0, t ? t->line : 0,
                          t ? t->col : 0);
}

/* A glob lld's GlobPattern takes: no "[" without its "]", no "\" at the
 * end. */
static int glob_ok(const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '\\') {
            if (++i == n)
                return 0;
        } else if (p[i] == '[') {
            size_t k = i + 1;
            if (k < n && (p[k] == '!' || p[k] == '^'))
                k++;
            if (k < n && p[k] == ']') /* a leading "]" is a member */
                k++;
            while (k < n && p[k] != ']')
                k++;
            if (k == n)
                return 0;
            i = k;
        }
    }
    return 1;
}

static int add(lk_link *lk, const char *path, vscript *s, const tok *t,
               int local)
{
    if (t->len > UINT32_MAX)
        return vfail(lk, path, t, "version script: a pattern longer than "
                                  "4 GiB: ");
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        vpat *v = realloc(s->v, cap * sizeof *v);
        if (!v)
            return BCQ_E_NOMEM;
        s->v = v;
        s->cap = cap;
    }
    int wild = !t->quoted && (memchr(t->p, '*', t->len) ||
                              memchr(t->p, '?', t->len) ||
                              memchr(t->p, '[', t->len));
    if (wild && !glob_ok(t->p, t->len))
        return vfail(lk, path, t, "version script: an invalid glob pattern "
                                  "(an unmatched \"[\" or a \"\\\" at "
                                  "its end): ");
    s->v[s->n++] = (vpat){t->p, (uint32_t)t->len, s->nodes, (uint8_t)local,
                          (uint8_t)(wild != 0)};
    return 0;
}

/* The body of a node, after its "{": labels and patterns up to "}". */
static int body(lk_link *lk, const char *path, vscript *s)
{
    int local = 0, rc;
    tok t;
    for (;;) {
        if ((rc = next(s, &t)) <= 0)
            return vfail(lk, path, NULL,
                         rc ? "an unterminated comment or string in the "
                              "version script"
                            : "the version script ends inside a node");
        if (is(&t, "}"))
            return 0;
        if (is(&t, "global:") || is(&t, "local:")) {
            local = t.p[0] == 'l';
            continue;
        }
        if (is(&t, "global") || is(&t, "local")) { /* "global :" */
            vscript save = *s;
            tok colon;
            if (next(s, &colon) > 0 && is(&colon, ":")) {
                local = t.p[0] == 'l';
                continue;
            }
            *s = save;
        }
        if (is(&t, "extern")) {
            tok lang, open;
            if (next(s, &lang) <= 0 || !lang.quoted)
                return vfail(lk, path, &t, "extern needs a language: ");
            if (lang.len != 1 || lang.p[0] != 'C')
                return vfail(lk, path, &lang,
                             "version script: patterns of this language "
                             "need a demangler, which bcq's link does not "
                             "have: extern ");
            if (next(s, &open) <= 0 || !is(&open, "{"))
                return vfail(lk, path, &lang, "extern \"C\" needs a \"{\": ");
            for (;;) {
                if (next(s, &t) <= 0)
                    return vfail(lk, path, &open,
                                 "the version script ends inside extern ");
                if (is(&t, "}"))
                    break;
                if (is(&t, ";"))
                    continue;
                if ((rc = add(lk, path, s, &t, local)) != 0)
                    return rc;
            }
            if (next(s, &t) <= 0 || !is(&t, ";"))
                return vfail(lk, path, &open,
                             "extern \"C\" { ... } needs a \";\" after it: ");
            continue;
        }
        if (is(&t, "{") || is(&t, ";") ||
            (t.len >= 1 && !t.quoted && t.p[t.len - 1] == ':'))
            return vfail(lk, path, &t, "version script: unexpected ");
        if ((rc = add(lk, path, s, &t, local)) != 0)
            return rc;
        tok semi;
        if (next(s, &semi) <= 0 || !is(&semi, ";"))
            return vfail(lk, path, &t,
                         "version script: a pattern needs a \";\" after it: ");
    }
}

static int parse(lk_link *lk, const char *path, vscript *s)
{
    tok t;
    int rc, anonymous = 0;
    while ((rc = next(s, &t)) > 0) {
        /* lld: "anonymous version definition is used in combination with
         * other version definitions", over every script */
        if (s->anonymous || (is(&t, "{") && s->nodes))
            return vfail(lk, path, &t,
                         "version script: an anonymous version node must "
                         "be the only one: ");
        if (is(&t, "{")) {
            anonymous = 1;
        } else {
            tok open;
            if (t.quoted || is_special((unsigned char)t.p[0]) ||
                next(s, &open) <= 0 || !is(&open, "{"))
                return vfail(lk, path, &t,
                             "version script: a version node is NAME { "
                             "... }: ");
        }
        if ((rc = body(lk, path, s)) != 0)
            return rc;
        s->nodes++;
        s->anonymous = anonymous;
        /* "} ;" or "} DEPENDENCY ;" */
        if (next(s, &t) <= 0)
            return vfail(lk, path, NULL, "the version script ends after a "
                                         "node without its \";\"");
        if (!is(&t, ";")) {
            tok semi;
            if (anonymous || t.quoted || is_special((unsigned char)t.p[0]) ||
                next(s, &semi) <= 0 || !is(&semi, ";"))
                return vfail(lk, path, &t,
                             "version script: a node ends with \"}\" and "
                             "\";\": ");
        }
    }
    if (rc < 0)
        return vfail(lk, path, NULL,
                     "an unterminated comment or string in the version "
                     "script");
    return 0;
}

/* Glob pattern p against name n: * ? and [...] (with ! or ^ for "not",
 * ranges a-z); \ quotes the next character.  Iterative, with one
 * backtracking point: O(|p| x |n|). */
static int glob(const char *p, size_t pl, const char *n, size_t nl)
{
    size_t i = 0, j = 0, star = (size_t)-1, mark = 0;
    while (j < nl) {
        if (i < pl && p[i] == '*') {
            star = i++;
            mark = j;
            continue;
        }
        if (i < pl && p[i] == '[') {
            size_t k = i + 1;
            int neg = k < pl && (p[k] == '!' || p[k] == '^');
            if (neg)
                k++;
            int hit = 0, first = 1;
            while (k < pl && (p[k] != ']' || first)) {
                first = 0;
                unsigned char lo = (unsigned char)p[k], hi = lo;
                if (k + 2 < pl && p[k + 1] == '-' && p[k + 2] != ']') {
                    hi = (unsigned char)p[k + 2];
                    k += 2;
                }
                if ((unsigned char)n[j] >= lo && (unsigned char)n[j] <= hi)
                    hit = 1;
                k++;
            }
            if (k < pl && hit != neg) { /* a closed class that matched */
                i = k + 1;
                j++;
                continue;
            }
        } else if (i < pl && (p[i] == '?' ||
                              (p[i] == '\\' && i + 1 < pl
                                   ? p[i + 1] == n[j]
                                   : p[i] == n[j]))) {
            i += p[i] == '\\' ? 2 : 1;
            j++;
            continue;
        }
        if (star == (size_t)-1)
            return 0;
        i = star + 1;
        j = ++mark;
    }
    while (i < pl && p[i] == '*')
        i++;
    return i == pl;
}

static int is_star(const vpat *v)
{
    return v->wild && v->len == 1 && v->p[0] == '*';
}

/* Exact patterns by name, then node, global before local: the first
 * entry of a name is the one lld 19 assigns (assignExactVersion: the
 * first assignment stays). */
static int by_name(const void *a, const void *b)
{
    const vpat *x = a, *y = b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = n ? memcmp(x->p, y->p, n) : 0;
    if (c)
        return c;
    if (x->len != y->len)
        return x->len < y->len ? -1 : 1;
    if (x->node != y->node)
        return x->node < y->node ? -1 : 1;
    return (int)x->local - (int)y->local;
}

/* Wildcards in the order they are tried: the last node first, in a node
 * its global patterns, then its local ones (lld 19's reverse walk), and
 * in each group the script's order (idx breaks the ties). */
static int by_try(const void *a, const void *b)
{
    const vpat *x = a, *y = b;
    if (x->node != y->node)
        return x->node > y->node ? -1 : 1;
    if (x->local != y->local)
        return (int)x->local - (int)y->local;
    return x->p < y->p ? -1 : x->p > y->p; /* same text: its order */
}

/* 1: the scripts make name local; 0: it stays global. */
static int decide(const vscript *s, const char *name, size_t len)
{
    if (len > UINT32_MAX)
        return 0;
    size_t lo = 0, hi = s->nexact;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const vpat *e = &s->exact[mid];
        size_t n = e->len < len ? e->len : len;
        int c = n ? memcmp(e->p, name, n) : 0;
        if (c < 0 || (c == 0 && e->len < len))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < s->nexact && s->exact[lo].len == len &&
        (len == 0 || !memcmp(s->exact[lo].p, name, len)))
        return s->exact[lo].local;
    for (size_t k = 0; k < s->nwild; k++)
        if (glob(s->wild[k].p, s->wild[k].len, name, len))
            return s->wild[k].local;
    return s->star_local;
}

int lk_version_scripts(lk_link *lk)
{
    if (lk->nvscripts == 0)
        return 0;
    vscript s;
    memset(&s, 0, sizeof s);
    uint8_t **bufs = calloc(lk->nvscripts, sizeof *bufs);
    int rc = bufs ? 0 : BCQ_E_NOMEM;
    /* every script's nodes in one list, as lld reads them all into one
     * set of version definitions before it assigns any */
    for (size_t f = 0; rc == 0 && f < lk->nvscripts; f++) {
        const char *path = lk->vscripts[f];
        struct stat st;
        s.pos = 0;
        s.line = s.col = 1;
        rc = lk_read_text(lk, path, "version script", &bufs[f], &s.size,
                          &st);
        s.data = bufs[f];
        if (rc == 0)
            rc = parse(lk, path, &s);
    }
    if (rc == 0 && s.n &&
        (!(s.exact = malloc(s.n * sizeof *s.exact)) ||
         !(s.wild = malloc(s.n * sizeof *s.wild))))
        rc = BCQ_E_NOMEM;
    /* "*": the last node that has one decides, its global one first */
    uint32_t star_node = 0;
    int star = 0;
    for (size_t k = 0; rc == 0 && k < s.n; k++) {
        const vpat *v = &s.v[k];
        if (!v->wild)
            s.exact[s.nexact++] = *v;
        else if (!is_star(v))
            s.wild[s.nwild++] = *v;
        else if (!star || v->node > star_node ||
                 (v->node == star_node && !v->local)) {
            star = 1;
            star_node = v->node;
            s.star_local = v->local;
        }
    }
    if (rc == 0 && s.nexact)
        qsort(s.exact, s.nexact, sizeof *s.exact, by_name);
    if (rc == 0 && s.nwild)
        qsort(s.wild, s.nwild, sizeof *s.wild, by_try);
    /* only what could be exported asks (lk_exported) */
    for (size_t i = 0; rc == 0 && i < lk->nsym; i++) {
        lk_sym *y = &lk->sym[i];
        if (y->dynamic && decide(&s, y->name, y->len))
            y->vlocal = 1;
    }
    for (size_t f = 0; bufs && f < lk->nvscripts; f++)
        free(bufs[f]);
    free(bufs);
    free(s.v);
    free(s.exact);
    free(s.wild);
    return rc;
}
