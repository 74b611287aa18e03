/*
 * ar.c - the member table and symbol index of an ar archive
 * (doc/format.md 15.5), as LLVM's object::Archive reads them.
 *
 * "!<arch>\n" or "!<thin>\n", then members, each a 60-byte header
 *   name[16] mtime[12] uid[6] gid[6] mode[8] size[10] "`\n"
 * (decimal fields, mode octal, space-padded) and size bytes of data padded
 * to an even offset.  GNU/SysV names end in '/'; "/NNN" is an offset into
 * the long-name table "//" (entries end in "/\n"); "/" and "/SYM64/" are
 * the symbol index (big-endian count, member header offsets, then the
 * names); Windows .lib archives add a second "/" and "/<ECSYMBOLS>/",
 * skipped.  BSD/Darwin names "#1/LEN" are the first LEN bytes of the data;
 * "__.SYMDEF" (and " SORTED", "_64") is the index: a little-endian byte
 * count of ranlib entries (string index, member header offset), then the
 * string table's size and the strings.  A thin archive's members have no
 * data in the archive (their names are paths), its "/" and "//" do.
 *
 * Every field is checked before use; counts are compared with what the
 * input can hold before anything is allocated.
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "container/container.h"

#define HDR 60u

/* A decimal (base 10) or octal (8) field of w bytes: digits, then only
 * spaces; all spaces (or empty) reads as 0 when blank_ok.  w is at most
 * 15 (the widest field, a long name's offset), and 15 digits cannot
 * overflow 64 bits. */
static int field(const uint8_t *f, unsigned w, unsigned base, int blank_ok,
                 uint64_t *out)
{
    uint64_t v = 0;
    unsigned i = 0, d;
    for (; i < w && (d = (unsigned)f[i] - '0') < base; i++)
        v = v * base + d;
    if (i == 0 && !blank_ok)
        return -1;
    /* the padding, 8 bytes at a time (most of a header is spaces: half
     * of the parse of a thousand headers went on this byte loop) */
    const uint8_t *q = f + i;
    unsigned left = w - i;
    for (; left >= 8; left -= 8, q += 8) {
        uint64_t word;
        memcpy(&word, q, 8);
        if (word != 0x2020202020202020ull)
            return -1;
    }
    for (; left; left--, q++)
        if (*q != ' ')
            return -1;
    *out = v;
    return 0;
}

static int name_is(const uint8_t *h, const char *s)
{
    size_t k = strlen(s);
    if (memcmp(h, s, k) != 0)
        return 0;
    for (size_t i = k; i < 16; i++)
        if (h[i] != ' ')
            return 0;
    return 1;
}

typedef struct special {
    uint64_t off, size; /* data; size 0: none */
    uint64_t at;        /* its header */
} special;

static int grow(bcq__ar *a, size_t *cap, size_t limit)
{
    if (a->n < *cap)
        return 0;
    size_t nc = *cap ? *cap * 2 : 16;
    if (nc > limit)
        nc = limit;
    if (nc <= a->n)
        return -1;
    bcq__ar_member *v = realloc(a->m, nc * sizeof *v);
    if (!v)
        return -1;
    a->m = v;
    *cap = nc;
    return 0;
}

/* The member whose header is at off, or -1.  *hint is the member the last
 * lookup found: the archivers write the index in member order, so the
 * answer is mostly that member or the next, and a binary search the rest
 * of the time. */
static long member_at(const bcq__ar *a, uint64_t off, size_t *hint)
{
    size_t h = *hint;
    if (h < a->n && a->m[h].header_off == off)
        return (long)h;
    if (h + 1 < a->n && a->m[h + 1].header_off == off)
        return (long)(*hint = h + 1);
    size_t lo = 0, hi = a->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (a->m[mid].header_off < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < a->n && a->m[lo].header_off == off)
        return (long)(*hint = lo);
    return -1;
}

/* The member an index entry names by its header's offset: its number in
 * the member table, or, for an archive read by its index alone, where
 * no table is read (a->lazy), UINT32_MAX when a header fits there (it is
 * read and checked when the member is asked for, bcq__ar_member_at);
 * -1 when none can. */
static long entry_member(const bcq__ar *a, size_t n, uint64_t off,
                         size_t *hint)
{
    if (a->lazy)
        return off >= 8 && off <= n && n - off >= HDR ? (long)UINT32_MAX
                                                      : -1;
    return member_at(a, off, hint);
}

/* Room for count index entries (count already checked against the
 * index's size). */
static int index_alloc(bcq__ar *a, uint64_t count, bcq_error *err)
{
    a->sym = malloc((size_t)count * sizeof *a->sym);
    if (!a->sym)
        return bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM, "ar symbol index");
    return 0;
}

/* GNU "/" (w = 4) or "/SYM64/" (w = 8): count, offsets, names. */
static int gnu_index(const uint8_t *p, size_t n, const special *s,
                     unsigned w, bcq__ar *a, bcq_error *err)
{
    const uint8_t *d = p + s->off;
    uint64_t size = s->size;
    if (size < w)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, s->at * 8,
                         "ar symbol index at %llu: %llu bytes, no count",
                         (unsigned long long)s->at, (unsigned long long)size);
    uint64_t count = w == 4 ? bcq__rd32(d, 1) : bcq__rd64(d, 1);
    if (count > (size - w) / w)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, s->off * 8,
                         "ar symbol index at %llu: %llu entries do not fit "
                         "its %llu bytes",
                         (unsigned long long)s->at, (unsigned long long)count,
                         (unsigned long long)size);
    if (count && index_alloc(a, count, err))
        return BCQ_E_NOMEM;
    uint64_t str = w + count * w;
    size_t hint = 0;
    for (uint64_t i = 0; i < count; i++) {
        const uint64_t at = s->off + w + i * w;
        uint64_t off = w == 4 ? bcq__rd32(p + at, 1) : bcq__rd64(p + at, 1);
        long m = entry_member(a, n, off, &hint);
        if (m < 0)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                             "ar symbol index entry %llu: offset %llu is no "
                             "member's header",
                             (unsigned long long)i, (unsigned long long)off);
        const uint8_t *nul =
            str < size ? memchr(d + str, 0, (size_t)(size - str)) : NULL;
        if (!nul)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (s->off + str) * 8,
                             "ar symbol index entry %llu: its name runs past "
                             "the index",
                             (unsigned long long)i);
        bcq__ar_symbol *y = &a->sym[a->nsym++];
        y->name_off = s->off + str;
        y->name_len = (uint32_t)(nul - (d + str));
        y->member = (uint32_t)m;
        y->header_off = off;
        str += y->name_len + 1u;
    }
    return 0;
}

/* BSD "__.SYMDEF" (w = 4) or "__.SYMDEF_64" (w = 8), little-endian. */
static int bsd_index(const uint8_t *p, size_t n, const special *s,
                     unsigned w, bcq__ar *a, bcq_error *err)
{
    const uint8_t *d = p + s->off;
    uint64_t size = s->size;
    if (size < w)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, s->at * 8,
                         "ar __.SYMDEF at %llu: %llu bytes, no size",
                         (unsigned long long)s->at, (unsigned long long)size);
    uint64_t bytes = w == 4 ? bcq__rd32(d, 0) : bcq__rd64(d, 0);
    if (bytes % (2 * w) || bytes > size - w || size - w - bytes < w)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, s->off * 8,
                         "ar __.SYMDEF at %llu: %llu bytes of entries do not "
                         "fit its %llu bytes",
                         (unsigned long long)s->at,
                         (unsigned long long)bytes, (unsigned long long)size);
    const uint64_t count = bytes / (2 * w), strs_at = w + bytes + w;
    uint64_t strsize = w == 4 ? bcq__rd32(d + w + bytes, 0)
                              : bcq__rd64(d + w + bytes, 0);
    if (strsize > size - strs_at)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER,
                         (s->off + w + bytes) * 8,
                         "ar __.SYMDEF at %llu: a string table of %llu "
                         "bytes runs past it",
                         (unsigned long long)s->at,
                         (unsigned long long)strsize);
    if (count && index_alloc(a, count, err))
        return BCQ_E_NOMEM;
    size_t hint = 0;
    for (uint64_t i = 0; i < count; i++) {
        const uint64_t at = s->off + w + i * 2 * w;
        uint64_t strx = w == 4 ? bcq__rd32(p + at, 0) : bcq__rd64(p + at, 0);
        uint64_t off = w == 4 ? bcq__rd32(p + at + w, 0)
                              : bcq__rd64(p + at + w, 0);
        long m = entry_member(a, n, off, &hint);
        if (m < 0)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (at + w) * 8,
                             "ar __.SYMDEF entry %llu: offset %llu is no "
                             "member's header",
                             (unsigned long long)i, (unsigned long long)off);
        const uint8_t *nul =
            strx < strsize
                ? memchr(d + strs_at + strx, 0, (size_t)(strsize - strx))
                : NULL;
        if (!nul)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, at * 8,
                             "ar __.SYMDEF entry %llu: string %llu is not "
                             "in its string table (%llu bytes)",
                             (unsigned long long)i, (unsigned long long)strx,
                             (unsigned long long)strsize);
        bcq__ar_symbol *y = &a->sym[a->nsym++];
        y->name_off = s->off + strs_at + strx;
        y->name_len = (uint32_t)(nul - (d + strs_at + strx));
        y->member = (uint32_t)m;
        y->header_off = off;
    }
    return 0;
}

/* The member's name: GNU "name/", "/NNN" from "//", BSD "#1/LEN" (then
 * its data shrinks), or a BSD short name. */
static int member_name(const uint8_t *p, uint64_t pos, const special *names,
                       int thin, bcq__ar_member *m, int *bsd, bcq_error *err)
{
    const uint8_t *h = p + pos;
    if (h[0] == '#' && h[1] == '1' && h[2] == '/') {
        if (thin) /* its name would be data the archive does not hold */
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, pos * 8,
                             "ar member header at %llu: a \"#1/\" name in a "
                             "thin archive",
                             (unsigned long long)pos);
        uint64_t len;
        if (field(h + 3, 13, 10, 0, &len))
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, pos * 8,
                             "ar member header at %llu: \"#1/\" without a "
                             "decimal length",
                             (unsigned long long)pos);
        if (len > m->size)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, pos * 8,
                             "ar member header at %llu: a name of %llu bytes "
                             "in a member of %llu",
                             (unsigned long long)pos, (unsigned long long)len,
                             (unsigned long long)m->size);
        *bsd = 1;
        m->name_off = m->data_off;
        m->name_len = (uint32_t)len;
        while (m->name_len && p[m->name_off + m->name_len - 1] == 0)
            m->name_len--;
        m->data_off += len;
        m->size -= len;
        return 0;
    }
    if (h[0] == '/' && h[1] >= '0' && h[1] <= '9') {
        uint64_t off;
        if (field(h + 1, 15, 10, 0, &off))
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, pos * 8,
                             "ar member header at %llu: long name \"%.16s\" "
                             "is not '/' and a decimal offset",
                             (unsigned long long)pos, (const char *)h);
        if (!names->size || off >= names->size)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, pos * 8,
                             "ar member header at %llu: long name offset "
                             "%llu outside the \"//\" table (%llu bytes)",
                             (unsigned long long)pos,
                             (unsigned long long)off,
                             (unsigned long long)names->size);
        const uint8_t *s = p + names->off + off;
        const uint8_t *e = memchr(s, '\n', (size_t)(names->size - off));
        if (!e)
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, pos * 8,
                             "ar member header at %llu: long name at %llu of "
                             "\"//\" has no end",
                             (unsigned long long)pos,
                             (unsigned long long)off);
        if (e > s && e[-1] == '/')
            e--;
        m->name_off = names->off + off;
        m->name_len = (uint32_t)(e - s);
        return 0;
    }
    /* "name/" (GNU), or a BSD name padded with spaces */
    const uint8_t *slash = memchr(h, '/', 16);
    unsigned len = slash ? (unsigned)(slash - h) : 16;
    if (!slash)
        while (len && h[len - 1] == ' ')
            len--;
    m->name_off = pos;
    m->name_len = len;
    return 0;
}

/* What a header is: an ordinary member, or one of the special members
 * (their names all start with '/', but for BSD's "__.SYMDEF"). */
enum { H_MEMBER, H_INDEX, H_INDEX64, H_SYMDEF, H_SYMDEF64, H_NAMES, H_EC };

/* Read and check the header at pos (at least HDR bytes left: the caller
 * checks) into *m: its fields, its name (names: the "//" table as far as
 * it is known), its data's range; *kind says what it is, *next where the
 * next header starts, *bsd is set by a BSD name. */
static int header_at(const uint8_t *p, size_t n, uint64_t pos, int thin,
                     const special *names, bcq__ar_member *m, int *kind,
                     uint64_t *next, int *bsd, bcq_error *err)
{
    const uint8_t *h = p + pos;
    if (h[58] != '`' || h[59] != '\n')
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (pos + 58) * 8,
                         "ar member header at %llu: no \"`\\n\" terminator",
                         (unsigned long long)pos);
    memset(m, 0, sizeof *m);
    uint64_t v;
    if (field(h + 48, 10, 10, 0, &m->size))
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, (pos + 48) * 8,
                         "ar member header at %llu: size \"%.10s\" is not "
                         "a decimal number",
                         (unsigned long long)pos, (const char *)h + 48);
    static const struct {
        unsigned at, w, base;
        const char *what;
    } f[] = {{16, 12, 10, "mtime"}, {28, 6, 10, "uid"},
             {34, 6, 10, "gid"}, {40, 8, 8, "mode"}};
    /* a deterministic archive's (ar D, Debian's default) mtime, uid and
     * gid: "0" and spaces, which field() reads as 0 (m is zeroed): one
     * comparison for the three */
    unsigned k0 = memcmp(h + 16, "0           0     0     ", 24) == 0 ? 3 : 0;
    for (unsigned k = k0; k < 4; k++) {
        if (field(h + f[k].at, f[k].w, f[k].base, 1, &v))
            return bcq__fail(err, BCQ_E_BAD_CONTAINER, (pos + f[k].at) * 8,
                             "ar member header at %llu: %s \"%.*s\" is not "
                             "a%s number",
                             (unsigned long long)pos, f[k].what, (int)f[k].w,
                             (const char *)h + f[k].at,
                             f[k].base == 8 ? "n octal" : " decimal");
        if (k == 0)
            m->mtime = v;
        else if (k == 1)
            m->uid = (uint32_t)v;
        else if (k == 2)
            m->gid = (uint32_t)v;
        else
            m->mode = (uint32_t)v;
    }
    m->header_off = pos;
    m->data_off = pos + HDR;
    /* the special members' names all start with '/' */
    const int special_name = h[0] == '/';
    *kind = !special_name ? H_MEMBER
            : name_is(h, "/") ? H_INDEX
            : name_is(h, "/SYM64/") ? H_INDEX64
            : name_is(h, "//") ? H_NAMES
            : name_is(h, "/<ECSYMBOLS>/") ? H_EC
                                           : H_MEMBER;
    /* a thin archive's members hold no data here; its tables do */
    const int has_data = !thin || *kind != H_MEMBER;
    if (has_data && !bcq__range_ok(m->data_off, m->size, n))
        return bcq__fail(err, BCQ_E_TRUNCATED, (pos + 48) * 8,
                         "ar member at %llu: %llu bytes of data run past "
                         "the end of the archive (%zu bytes)",
                         (unsigned long long)pos,
                         (unsigned long long)m->size, n);
    *next = has_data ? m->data_off + m->size + (m->size & 1) : m->data_off;
    if (*kind != H_MEMBER)
        return 0;
    int rc = member_name(p, pos, names, thin, m, bsd, err);
    if (rc)
        return rc;
    const char *nm = (const char *)p + m->name_off;
    if (!thin && (m->name_len == 9 || m->name_len == 16 ||
                  m->name_len == 12 || m->name_len == 19) &&
        memcmp(nm, "__.SYMDEF", 9) == 0 &&
        (m->name_len == 9 || memcmp(nm + 9, " SORTED", 7) == 0 ||
         memcmp(nm + 9, "_64", 3) == 0)) {
        *bsd = 1;
        *kind = memcmp(nm + 9, "_64", 3) == 0 ? H_SYMDEF64 : H_SYMDEF;
    } else if (thin) {
        m->data_off = 0;
    }
    return 0;
}

int bcq__ar_parse(const uint8_t *p, size_t n, int lazy, bcq__ar *out,
                  bcq_error *err)
{
    memset(out, 0, sizeof *out);
    const int thin = memcmp(p, "!<thin>\n", 8) == 0;
    special names = {0, 0, 0}, index = {0, 0, 0};
    int index_kind = 0; /* H_INDEX ... H_SYMDEF64 */
    int bsd = 0, slashes = 0, rc = 0;
    size_t cap = 0;
    const size_t limit = n / HDR + 1;
    uint64_t pos = 8;
    while (pos < n) {
        if (n - pos < HDR) {
            /* a final pad, or newlines some tools leave, end the archive */
            size_t k = (size_t)pos;
            while (k < n && p[k] == '\n')
                k++;
            if (k == n)
                break;
            rc = bcq__fail(err, BCQ_E_TRUNCATED, pos * 8,
                           "ar member header at %llu: %zu bytes left of its "
                           "60",
                           (unsigned long long)pos, n - (size_t)pos);
            goto fail;
        }
        bcq__ar_member m;
        int kind;
        uint64_t next;
        if ((rc = header_at(p, n, pos, thin, &names, &m, &kind, &next, &bsd,
                            err)))
            goto fail;
        if (kind == H_INDEX || kind == H_INDEX64) {
            /* Windows: the second "/" is its own layout; skipped */
            if (slashes++ == 0 && !index_kind) {
                index = (special){m.data_off, m.size, pos};
                index_kind = kind;
            }
        } else if (kind == H_NAMES) {
            names = (special){m.data_off, m.size, pos};
        } else if (kind == H_SYMDEF || kind == H_SYMDEF64) {
            if (!index_kind) {
                index = (special){m.data_off, m.size, pos};
                index_kind = kind;
            }
        } else if (kind == H_MEMBER) {
            /* by the index alone: the tables come first (every archiver
             * writes them so); the members are read when asked for */
            if (lazy && !thin)
                break;
            if (grow(out, &cap, limit)) {
                rc = bcq__fail_errno(err, BCQ_E_NOMEM, ENOMEM,
                                     "ar member table");
                goto fail;
            }
            out->m[out->n++] = m;
        }
        pos = next;
    }
    out->format = thin ? BCQ_ARCHIVE_THIN
                  : bsd ? BCQ_ARCHIVE_BSD
                        : BCQ_ARCHIVE_GNU;
    out->thin = thin;
    out->lazy = lazy && !thin;
    out->names_off = names.off;
    out->names_size = names.size;
    if (index_kind == H_INDEX || index_kind == H_INDEX64)
        rc = gnu_index(p, n, &index, index_kind == H_INDEX ? 4 : 8, out, err);
    else if (index_kind)
        rc = bsd_index(p, n, &index, index_kind == H_SYMDEF ? 4 : 8, out,
                       err);
    if (rc)
        goto fail;
    return 0;
fail:
    bcq__ar_free(out);
    return rc;
}

int bcq__ar_member_at(const uint8_t *p, size_t n, const bcq__ar *a,
                      uint64_t off, bcq__ar_member *out, bcq_error *err)
{
    if (off < 8 || off > n || n - off < HDR)
        return bcq__fail(err, BCQ_E_BAD_CONTAINER, 0,
                         "ar member header at %llu: outside the archive "
                         "(%zu bytes)",
                         (unsigned long long)off, n);
    special names = {a->names_off, a->names_size, 0};
    int kind, bsd = 0;
    uint64_t next;
    int rc = header_at(p, n, off, a->thin, &names, out, &kind, &next, &bsd,
                       err);
    if (rc == 0 && kind != H_MEMBER)
        rc = bcq__fail(err, BCQ_E_BAD_CONTAINER, off * 8,
                       "ar member header at %llu: the archive's %s, not a "
                       "member",
                       (unsigned long long)off,
                       kind == H_NAMES ? "long-name table" : "symbol index");
    return rc;
}

long bcq__ar_find_member(const bcq__ar *a, uint64_t off)
{
    size_t hint = 0;
    return member_at(a, off, &hint);
}

void bcq__ar_free(bcq__ar *a)
{
    free(a->m);
    free(a->sym);
    memset(a, 0, sizeof *a);
}
