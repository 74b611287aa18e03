/*
 * intrin22.c - LLVM 22's overloaded intrinsics by analogy (intrin.h).
 *
 * LLVM 22's reader gives a declaration its intrinsic's attributes only
 * when the declared type is the signature of the name
 * (UpgradeIntrinsicFunction, Intrinsic::getIntrinsicSignature); the
 * table holds whole names with one signature each, and of the overloaded
 * intrinsics only the instances of gen-intrin.sh's OVL22.  What LLVM
 * then puts in place (Intrinsic::getAttributes) depends on the intrinsic
 * alone, but for a range() whose width is the type's: an entry with one
 * is not taken here.  So another instance of the same intrinsic has the
 * same entry, and a name BASE.S that the table lacks takes the entry of
 * a sibling BASE.S' the table holds, with signature SIG', when the
 * declared type is SIG' with its overloaded type T' (the positions whose
 * type mangles as S', getMangledTypeStr) replaced by one type T that
 * mangles as S and is of T''s kind (integer, floating point or pointer,
 * lane by lane for a vector), T''s element type (a vector reduction's
 * result) by T's, and every other position as it is in SIG'.  A file LLVM
 * verified has no other shape for such a name; anything else is refused
 * as before (doc/format.md 16.3).
 */
#include "config.h"

#include <string.h>

#include "asm/intrin.h"

enum { MAXPOS = 24 };

typedef struct span {
    const char *p;
    size_t n;
} span;

static int eq(span a, span b)
{
    return a.n == b.n && memcmp(a.p, b.p, a.n) == 0;
}

static int starts(span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.n >= n && memcmp(s.p, lit, n) == 0;
}

/* "RET (P, ...)" into its positions (return first): 0, or -1 when it
 * has another shape or too many. */
static int positions(const char *sig, span *pos, size_t *npos)
{
    size_t n = strlen(sig), depth = 0, start = 0, k = 0;
    const char *open = NULL;
    for (size_t i = 0; i + 1 < n && !open; i++) {
        char c = sig[i];
        if (c == '<' || c == '{' || c == '[' || c == '(')
            depth++;
        else if (c == '>' || c == '}' || c == ']' || c == ')')
            depth--;
        else if (depth == 0 && c == ' ' && sig[i + 1] == '(')
            open = sig + i;
    }
    if (!open || n < 2 || sig[n - 1] != ')')
        return -1;
    pos[k++] = (span){sig, (size_t)(open - sig)};
    start = (size_t)(open - sig) + 2;
    depth = 0;
    if (start == n - 1) { /* "()" */
        *npos = k;
        return 0;
    }
    for (size_t i = start; i < n - 1; i++) {
        char c = sig[i];
        if (c == '<' || c == '{' || c == '[' || c == '(')
            depth++;
        else if (c == '>' || c == '}' || c == ']' || c == ')')
            depth--;
        else if (depth == 0 && c == ',' && sig[i + 1] == ' ') {
            if (k == MAXPOS)
                return -1;
            pos[k++] = (span){sig + start, i - start};
            start = i + 2;
        }
    }
    if (k == MAXPOS)
        return -1;
    pos[k++] = (span){sig + start, n - 1 - start};
    *npos = k;
    return 0;
}

/* A vector type's text: its lane count and element ("<4 x i32>",
 * "<vscale x 2 x ptr>"); 0 when t is none. */
static int vector_of(span t, span *count, span *elem, int *scalable)
{
    if (t.n < 7 || t.p[0] != '<' || t.p[t.n - 1] != '>')
        return 0;
    span in = {t.p + 1, t.n - 2};
    *scalable = starts(in, "vscale x ");
    if (*scalable) {
        in.p += 9;
        in.n -= 9;
    }
    size_t d = 0;
    while (d < in.n && in.p[d] >= '0' && in.p[d] <= '9')
        d++;
    if (d == 0 || d + 3 > in.n || memcmp(in.p + d, " x ", 3))
        return 0;
    *count = (span){in.p, d};
    *elem = (span){in.p + d + 3, in.n - d - 3};
    return 1;
}

/* A scalar type's kind: 'i' integer, 'f' floating point, 'p' pointer,
 * and its mangling (getMangledTypeStr) into out; 0 for another type. */
static char scalar(span t, char *out, size_t *len)
{
    static const struct {
        const char *text, *mangled;
    } fp[] = {{"half", "f16"},     {"bfloat", "bf16"},
              {"float", "f32"},    {"double", "f64"},
              {"fp128", "f128"},   {"x86_fp80", "f80"},
              {"ppc_fp128", "ppcf128"}};
    if (t.n >= 2 && t.n <= 8 && t.p[0] == 'i') {
        for (size_t i = 1; i < t.n; i++)
            if (t.p[i] < '0' || t.p[i] > '9')
                return 0;
        memcpy(out, t.p, t.n);
        *len = t.n;
        return 'i';
    }
    for (size_t k = 0; k < sizeof fp / sizeof *fp; k++)
        if (t.n == strlen(fp[k].text) && !memcmp(t.p, fp[k].text, t.n)) {
            *len = strlen(fp[k].mangled);
            memcpy(out, fp[k].mangled, *len);
            return 'f';
        }
    if (t.n == 3 && !memcmp(t.p, "ptr", 3)) {
        memcpy(out, "p0", 2);
        *len = 2;
        return 'p';
    }
    /* "ptr addrspace(N)" */
    if (t.n > 15 && t.n < 26 && starts(t, "ptr addrspace(") &&
        t.p[t.n - 1] == ')') {
        out[0] = 'p';
        *len = 1;
        for (size_t i = 14; i + 1 < t.n; i++) {
            if (t.p[i] < '0' || t.p[i] > '9')
                return 0;
            out[(*len)++] = t.p[i];
        }
        return *len > 1 ? 'p' : 0;
    }
    return 0;
}

/* Type t's mangling (at most 40 bytes) and kind, as scalar() for a
 * scalar and its element's for a vector ("v4i32", "nxv2f64"); 0 for a
 * type not mangled here. */
static char mangle(span t, char *out, size_t *len)
{
    span count, elem;
    int scalable;
    if (!vector_of(t, &count, &elem, &scalable))
        return scalar(t, out, len);
    if (count.n > 10)
        return 0;
    size_t n = 0;
    if (scalable) {
        memcpy(out, "nx", 2);
        n = 2;
    }
    out[n++] = 'v';
    memcpy(out + n, count.p, count.n);
    n += count.n;
    size_t el;
    char k = scalar(elem, out + n, &el);
    *len = n + el;
    return k;
}

int bcq__intrin_analog22(const char *name, size_t len, const char *sig,
                         bcq__intrin *out)
{
    const char *dot = NULL;
    for (size_t i = len; i > 5 && !dot; i--)
        if (name[i - 1] == '.')
            dot = name + i - 1;
    if (!dot)
        return 0;
    size_t blen = (size_t)(dot - name);
    span s = {dot + 1, len - blen - 1};
    bcq__intrin sib;
    char sname[BCQ__INTRIN_NAME_MAX + 1];
    if (!bcq__intrin_sibling22(name, blen, &sib, sname))
        return 0;
    span s1 = {sname + blen + 1, strlen(sname) - blen - 1};
    /* a range() takes its width from the type: not the sibling's then */
    if (strstr(sib.fn, "range("))
        return 0;
    for (uint32_t k = 0; k <= sib.nparams; k++)
        if (strstr(bcq__intrin_attrs(&sib, k, 1), "range("))
            return 0;
    span p1[MAXPOS], p[MAXPOS];
    size_t n1, n;
    if (positions(sib.sig, p1, &n1) || positions(sig, p, &n) || n != n1)
        return 0;
    /* the overloaded type: the positions of the sibling's that mangle as
     * its suffix */
    char m[48], m1[48];
    size_t ml, ml1;
    size_t first = MAXPOS;
    for (size_t i = 0; i < n1 && first == MAXPOS; i++)
        if (mangle(p1[i], m1, &ml1) && ml1 == s1.n &&
            !memcmp(m1, s1.p, s1.n))
            first = i;
    if (first == MAXPOS)
        return 0;
    span x1 = p1[first], x = p[first];
    char k1 = mangle(x1, m1, &ml1), k = mangle(x, m, &ml);
    if (!k || k != k1 || ml != s.n || memcmp(m, s.p, s.n))
        return 0;
    span c1, e1, c, e;
    int v1s, vs;
    int v1 = vector_of(x1, &c1, &e1, &v1s), v = vector_of(x, &c, &e, &vs);
    for (size_t i = 0; i < n; i++) {
        if (eq(p1[i], x1)) {
            if (!eq(p[i], x))
                return 0;
        } else if (v1 && eq(p1[i], e1)) { /* the element of a vector */
            if (!v || !eq(p[i], e))
                return 0;
        } else if (!eq(p[i], p1[i])) {
            return 0;
        }
    }
    *out = sib;
    out->name_len = len;
    out->sig = NULL; /* checked */
    return 1;
}
