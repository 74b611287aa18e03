/*
 * spell.c - global value names as llvm-dis spells them, both ways.
 *
 * AsmWriter.cpp's PrintLLVMName writes '@' and the name bare when every
 * byte is a letter, a digit or one of "-._" and the first is not a digit,
 * else in quotes, a '\\' doubled, '"' and the bytes outside 0x20..0x7e as
 * \XX (printEscapedString as LLVM 14, 19 and 22 have it).  An unnamed
 * global value is "@N", N the slot SlotTracker's processModule gives it:
 * the unnamed variables, then aliases, ifuncs and functions, each kind in
 * module order.  LLParser reads the same spellings back (LLLexer::LexAt,
 * UnEscapeLexed: two backslashes are one, \XX a byte, another backslash
 * stays).
 *
 * The slot comes in constant time from what bcq__module_resolve keeps: a
 * global's unnamed_no numbers the unnamed in the Mangler's kind order
 * (functions, variables, aliases, ifuncs), and nunnamed counts each kind,
 * so a number in one order converts to the other.  Nothing here reads
 * the file beyond bcq_module_get(), but for bcq_global_locate, which
 * reads the record of a thin entry it finds (bcq__module_global).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* Position of each bcq_gv_kind in the Mangler's order (module.c) and in
 * SlotTracker's. */
static const unsigned mangle_rank[] = {1, 0, 2, 3};
static const unsigned slot_rank[] = {0, 3, 1, 2};

/* The unnamed globals before kind k's in the order rank gives. */
static size_t before(const bcq__module *d, const unsigned rank[4], unsigned k)
{
    size_t n = 0;
    for (unsigned j = 0; j < 4; j++)
        if (rank[j] < rank[k])
            n += d->nunnamed[j];
    return n;
}

int bcq_global_slot(const bcq_module *mod, size_t i, size_t *slot)
{
    if (!mod || !slot)
        return BCQ_E_INVAL;
    if (i >= mod->nglobals)
        return BCQ_E_RANGE;
    const bcq__module *d = (const bcq__module *)mod;
    const bcq__gv *v = bcq__gv_of(mod, i);
    if (v->name_len != 0)
        return BCQ_E_NOT_FOUND;
    unsigned k = BCQ__GV_KIND(v->bits);
    /* unnamed_no counts from 1 (the Mangler's __unnamed_1) */
    size_t within = v->unnamed_no - 1 - before(d, mangle_rank, k);
    *slot = before(d, slot_rank, k) + within;
    return 0;
}

/* dollar: whether '$' is one of them (LLLexer reads it in a bare name;
 * PrintLLVMName quotes a name that has one, in LLVM 14, 19 and 22) */
static int bare(const uint8_t *name, size_t len, int dollar)
{
    /* [-.0-9] (and '$') in the first word, [A-Z_a-z] in the second: one
     * test a byte, as the printer spells every name it writes */
    const uint64_t lo = UINT64_C(0x03FF600000000000) |
                        (dollar ? UINT64_C(1) << '$' : 0),
                   hi = UINT64_C(0x07FFFFFE87FFFFFE);
    if (len == 0 || (name[0] >= '0' && name[0] <= '9'))
        return 0;
    for (size_t i = 0; i < len; i++) {
        unsigned c = name[i];
        if (c >= 128 || !((c < 64 ? lo : hi) >> (c & 63) & 1))
            return 0;
    }
    return 1;
}

int bcq__ll_bare(const uint8_t *name, size_t len)
{
    return bare(name, len, 0);
}

/* Append n bytes to buf (capacity cap) at *at; *at counts every byte. */
static void put(char *buf, size_t cap, size_t *at, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++, ++*at)
        if (*at < cap)
            buf[*at] = s[i];
}

int bcq_global_spelling(const bcq_module *mod, size_t i, char *buf,
                        size_t cap, size_t *len)
{
    static const char hex[] = "0123456789ABCDEF";
    if (!mod || !len || (!buf && cap))
        return BCQ_E_INVAL;
    if (i >= mod->nglobals)
        return BCQ_E_RANGE;
    size_t at = 0, slot;
    put(buf, cap, &at, "@", 1);
    if (bcq_global_slot(mod, i, &slot) == 0) {
        char d[24];
        size_t n = 0;
        do
            d[sizeof d - ++n] = (char)('0' + slot % 10);
        while ((slot /= 10) != 0);
        put(buf, cap, &at, d + sizeof d - n, n);
    } else {
        bcq_span name = bcq__gv_name(mod, i);
        int bare = bcq__ll_bare(name.ptr, name.len);
        if (!bare)
            put(buf, cap, &at, "\"", 1);
        for (size_t j = 0; j < name.len; j++) {
            unsigned char c = name.ptr[j];
            if (bare || (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')) {
                put(buf, cap, &at, (const char *)&name.ptr[j], 1);
                continue;
            }
            if (c == '\\') { /* doubled, not \5C */
                put(buf, cap, &at, "\\\\", 2);
                continue;
            }
            char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
            put(buf, cap, &at, e, 3);
        }
        if (!bare)
            put(buf, cap, &at, "\"", 1);
    }
    *len = at;
    if (cap)
        buf[at < cap ? at : cap - 1] = '\0';
    return at < cap ? 0 : BCQ_E_RANGE;
}

/* The unnamed global value at slot, or BCQ_NONE: its kind and rank among
 * that kind's unnamed from the counts, then the one scan for it. */
static size_t by_slot(const bcq_module *mod, size_t slot)
{
    const bcq__module *d = (const bcq__module *)mod;
    for (unsigned k = 0; k < 4; k++) {
        size_t first = before(d, slot_rank, k);
        if (slot < first || slot - first >= d->nunnamed[k])
            continue;
        size_t no = 1 + before(d, mangle_rank, k) + (slot - first);
        for (size_t i = 0; i < mod->nglobals; i++) {
            const bcq__gv *v = bcq__gv_of(mod, i);
            if (v->name_len == 0 && v->unnamed_no == no)
                return i;
        }
    }
    return BCQ_NONE;
}

static int spelled_in(const bcq_file *f, size_t m, const bcq_module *mod,
                      const char *s, size_t len, size_t *value_id,
                      bcq_error *err);

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

int bcq_global_find_spelled(const bcq_file *f, size_t m, const char *s,
                            size_t len, size_t *value_id, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || (!s && len) || !value_id)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq_module *mod;
    int rc = bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    return spelled_in(f, m, mod, s, len, value_id, err);
}

int bcq_global_locate(const bcq_file *f, size_t m, const char *s, size_t len,
                      unsigned flags, bcq_global_brief *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || (!s && len) || !out || (flags & ~BCQ_LOCATE_SPELLED))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq_module *mod;
    size_t id;
    int rc = bcq__module_lite(f, m, &mod, err);
    if (rc == 0)
        rc = flags & BCQ_LOCATE_SPELLED
                 ? spelled_in(f, m, mod, s, len, &id, err)
                 : bcq__global_find_in(f, m, mod, s, len, &id, err);
    if (rc)
        return rc;
    const bcq__gv *v = bcq__gv_of(mod, id);
    memset(out, 0, sizeof *out);
    out->value_id = id;
    out->kind = (bcq_gv_kind)BCQ__GV_KIND(v->bits);
    out->linkage = BCQ__GV_LINKAGE(v->bits);
    out->is_declaration = (v->bits & BCQ__GV_DECL) != 0;
    out->record_bit = v->record_bit;
    if (v->bits & BCQ__GV_THIN) { /* its linkage and declaration unread */
        bcq_global g;
        if ((rc = bcq__module_global(mod, id, &g, err)))
            return rc;
        out->linkage = g.linkage;
        out->is_declaration = g.is_declaration;
    }
    return 0;
}

/* bcq_global_find_spelled in mod, module m of f (either decode: the
 * names, kinds and linkages are the same). */
static int spelled_in(const bcq_file *f, size_t m, const bcq_module *mod,
                      const char *s, size_t len, size_t *value_id,
                      bcq_error *err)
{
    int rc;
    if (len < 2 || s[0] != '@')
        goto not_found;
    if (s[1] >= '0' && s[1] <= '9') { /* @N (LLLexer::LexUIntID) */
        uint64_t slot = 0; /* wide: slot * 10 must not wrap a 32-bit size_t */
        for (size_t i = 1; i < len; i++) {
            if (s[i] < '0' || s[i] > '9')
                goto not_found;
            if (slot > mod->nglobals) /* no such slot; stops overflow */
                continue;
            slot = slot * 10 + (uint64_t)(s[i] - '0');
        }
        *value_id = slot < mod->nglobals ? by_slot(mod, (size_t)slot)
                                         : BCQ_NONE;
        if (*value_id == BCQ_NONE)
            goto not_found;
        return 0;
    }
    if (s[1] != '"') { /* bare: the bytes LLLexer reads bare ("@a$b" too,
                          which llvm-dis writes quoted) */
        if (!bare((const uint8_t *)s + 1, len - 1, 1))
            goto not_found;
        return bcq__global_find_in(f, m, mod, s + 1, len - 1, value_id,
                                   err);
    }
    /* @"...": the closing quote last, none inside (LLLexer ends the
     * string at the first); unescaped as UnEscapeLexed does */
    if (len < 3 || s[len - 1] != '"' || memchr(s + 2, '"', len - 3))
        goto not_found;
    char *name = malloc(len);
    if (!name)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    size_t n = 0;
    for (size_t i = 2; i < len - 1; i++) {
        int hi, lo;
        if (s[i] == '\\' && i + 1 < len - 1 && s[i + 1] == '\\') {
            name[n++] = '\\';
            i++;
        } else if (s[i] == '\\' && i + 2 < len - 1 &&
                   (hi = hexval(s[i + 1])) >= 0 &&
                   (lo = hexval(s[i + 2])) >= 0) {
            name[n++] = (char)(hi << 4 | lo);
            i += 2;
        } else {
            name[n++] = s[i];
        }
    }
    rc = bcq__global_find_in(f, m, mod, name, n, value_id, err);
    free(name);
    return rc;
not_found:
    return bcq__fail(err, BCQ_E_NOT_FOUND, 0,
                     "no global value spelled '%.*s'",
                     (int)(len > 64 ? 64 : len), s ? s : "");
}
