/*
 * refs.c - the refs command: the global values one global value
 * references (bcq_refs_get), named as llvm-dis prints them after '@'.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* SlotTracker's order of unnamed global values by bcq_gv_kind: variables,
 * aliases, ifuncs, functions. */
static const int rank[] = {0, 3, 1, 2};

/* llvm-dis's spelling of a global's name (AsmWriter's PrintLLVMName):
 * bare when every byte is a letter, digit or one of "-$._" and the first
 * is not a digit; else in quotes, with '"', '\\' and unprintable bytes as
 * \XX.  An unnamed global is @N, N its slot (SlotTracker: variables,
 * aliases, ifuncs, then functions, each in module order). */
/* The slot of every unnamed global value of mod (BCQ_NONE for a named
 * one), in one pass over the module: unnamed variables, aliases, ifuncs,
 * then functions.  NULL when out of memory. */
static size_t *unnamed_slots(const bcq_module *mod)
{
    size_t *slot = malloc((mod->nglobals ? mod->nglobals : 1) * sizeof *slot);
    size_t count[4] = {0, 0, 0, 0}, base[4];
    if (!slot)
        return NULL;
    for (size_t i = 0; i < mod->nglobals; i++) {
        bcq_global g;
        slot[i] = BCQ_NONE;
        if (bcq_module_global(mod, i, &g) == 0 && g.name.len == 0)
            count[rank[g.kind]]++;
    }
    base[0] = 0;
    for (int r = 1; r < 4; r++)
        base[r] = base[r - 1] + count[r - 1];
    for (size_t i = 0; i < mod->nglobals; i++) {
        bcq_global g;
        if (bcq_module_global(mod, i, &g) == 0 && g.name.len == 0)
            slot[i] = base[rank[g.kind]]++;
    }
    return slot;
}

static size_t ir_name(const bcq_module *mod, const size_t *slots, size_t id,
                      char *buf, size_t cap)
{
    bcq_global g;
    size_t n = 0;
    if (bcq_module_global(mod, id, &g) != 0)
        return (size_t)snprintf(buf, cap, "?%zu", id);
    if (g.name.len == 0)
        return (size_t)snprintf(buf, cap, "%zu", slots[id]);
    int bare = !(g.name.ptr[0] >= '0' && g.name.ptr[0] <= '9');
    for (size_t i = 0; bare && i < g.name.len; i++) {
        unsigned char c = g.name.ptr[i];
        bare = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
               (c >= '0' && c <= '9') || c == '-' || c == '$' || c == '.' ||
               c == '_';
    }
    if (bare) {
        for (size_t i = 0; i < g.name.len && n + 1 < cap; i++)
            buf[n++] = (char)g.name.ptr[i];
        buf[n] = '\0';
        return g.name.len;
    }
    static const char hex[] = "0123456789ABCDEF";
    buf[n++] = '"';
    for (size_t i = 0; i < g.name.len && n + 5 < cap; i++) {
        unsigned char c = g.name.ptr[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            buf[n++] = (char)c;
        else {
            buf[n++] = '\\';
            buf[n++] = hex[c >> 4];
            buf[n++] = hex[c & 15];
        }
    }
    buf[n++] = '"';
    buf[n] = '\0';
    return n;
}

/* The unnamed global value llvm-dis calls @slot, or BCQ_NONE. */
static size_t unnamed_at(const bcq_module *mod, size_t slot)
{
    for (int r = 0; r < 4; r++)
        for (size_t i = 0; i < mod->nglobals; i++) {
            bcq_global g;
            if (bcq_module_global(mod, i, &g) != 0 || g.name.len ||
                rank[g.kind] != r)
                continue;
            if (slot-- == 0)
                return i;
        }
    return BCQ_NONE;
}

/* NAME as given: bare, or quoted as llvm-dis prints it (\XX unescaped). */
static size_t unquote(const char *s, char *buf, size_t cap)
{
    size_t len = strlen(s), n = 0;
    if (len < 2 || s[0] != '"' || s[len - 1] != '"') {
        if (len >= cap)
            len = cap - 1;
        memcpy(buf, s, len);
        return len;
    }
    for (size_t i = 1; i + 1 < len && n < cap; i++) {
        const char *h = "0123456789abcdef0123456789ABCDEF";
        const char *a, *b;
        if (s[i] == '\\' && i + 3 < len + 0 && (a = strchr(h, s[i + 1])) &&
            (b = strchr(h, s[i + 2])) && s[i + 1] && s[i + 2]) {
            buf[n++] = (char)(((a - h) & 15) << 4 | ((b - h) & 15));
            i += 2;
        } else
            buf[n++] = s[i];
    }
    return n;
}

/* ir_name into a buffer of its own (NULL when out of memory). */
static char *ir_name_dup(const bcq_module *mod, const size_t *slots,
                         size_t id)
{
    bcq_global g;
    size_t cap = 32;
    if (bcq_module_global(mod, id, &g) == 0)
        cap += 3 * g.name.len;
    char *buf = malloc(cap);
    if (buf)
        ir_name(mod, slots, id, buf, cap);
    return buf;
}

typedef struct line {
    char *name;
    const char *kind;
    size_t value_id;
} line;

static int by_name_kind(const void *a, const void *b)
{
    const line *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : strcmp(x->kind, y->kind);
}

/* Value id of name in module m: its named global value, else, for a
 * number N, the unnamed global value llvm-dis calls @N; BCQ_NONE if none.
 * Returns a bcq status (not NOT_FOUND). */
static int lookup(const bcq_file *f, size_t m, const char *name, size_t len,
                  size_t *id, bcq_error *err)
{
    const bcq_module *mod;
    int rc = bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    rc = bcq_global_find(f, m, name, len, id, err);
    if (rc != BCQ_E_NOT_FOUND)
        return rc;
    char digits[32];
    size_t slot;
    *id = BCQ_NONE;
    if (len > 0 && len < sizeof digits) {
        memcpy(digits, name, len);
        digits[len] = '\0';
        if (parse_index(digits, &slot) == 0)
            *id = unnamed_at(mod, slot);
    }
    return 0;
}

/* The module holding o->name: --module N, else the first that defines
 * it, else the first that declares it. */
static int locate(const char *file, const bcq_file *f, const cli_opts *o,
                  size_t first, size_t last, const char *name, size_t len,
                  size_t *m_out, size_t *id_out, int *status)
{
    bcq_error err;
    size_t decl_m = BCQ_NONE, decl_id = 0;
    for (size_t m = first; m < last; m++) {
        size_t id;
        const bcq_module *mod;
        bcq_global g;
        int rc = lookup(f, m, name, len, &id, &err);
        if (rc == 0)
            rc = bcq_module_get(f, m, &mod, &err);
        if (rc) {
            *status = report(file, rc, &err, f);
            return -1;
        }
        if (id == BCQ_NONE)
            continue;
        bcq_module_global(mod, id, &g);
        if (!g.is_declaration) {
            *m_out = m;
            *id_out = id;
            return 0;
        }
        if (decl_m == BCQ_NONE) {
            decl_m = m;
            decl_id = id;
        }
    }
    if (decl_m != BCQ_NONE && !o->probe) { /* probe: a later member may
                                               define it (input.c) */
        *m_out = decl_m;
        *id_out = decl_id;
        return 0;
    }
    if (!o->probe)
        fprintf(stderr, "%s: %s: no global value named '%s'%s\n", progname,
                file, o->name, o->have_module ? " in that module" : "");
    *status = EXIT_NOTFOUND;
    return -1;
}

int cmd_refs(const char *file, const cli_opts *o)
{
    bcq_error err;
    int status = 0;
    size_t first, last, m, id;
    bcq_file *f = open_modules(file, o, 1, &first, &last, &status);
    if (!f)
        return status;
    char want[4096];
    size_t len = unquote(o->name, want, sizeof want);
    if (locate(file, f, o, first, last, want, len, &m, &id, &status)) {
        bcq_close(f);
        return status;
    }
    const bcq_module *mod;
    const bcq_ref *refs;
    size_t n;
    int rc = bcq_module_get(f, m, &mod, &err);
    if (rc == 0)
        rc = bcq_refs_get(f, m, id, o->from_summary ? BCQ_REFS_SUMMARY
                                                    : BCQ_REFS_BODY,
                          &refs, &n, &err);
    if (rc) {
        status = report(file, rc, &err, f);
        bcq_close(f);
        return status;
    }
    line *v = calloc(n ? n : 1, sizeof *v);
    size_t *slots = unnamed_slots(mod);
    if (!v || !slots) {
        fprintf(stderr, "%s: out of memory\n", progname);
        free(v);
        free(slots);
        bcq_close(f);
        return EXIT_BADINPUT;
    }
    for (size_t i = 0; i < n; i++) {
        if (!(v[i].name = ir_name_dup(mod, slots, refs[i].value_id))) {
            fprintf(stderr, "%s: out of memory\n", progname);
            exit(EXIT_BADINPUT);
        }
        v[i].kind = bcq_ref_kind_name(refs[i].kind);
        v[i].value_id = refs[i].value_id;
    }
    qsort(v, n, sizeof *v, by_name_kind);
    if (o->json) {
        char *self = ir_name_dup(mod, slots, id);
        out_ch('{');
        out_json_field_u64(1, "module", m);
        out_json_field_u64(0, "value_id", id);
        out_str(",\"name\":");
        out_json_str(self ? self : "");
        free(self);
        out_str(o->from_summary ? ",\"from\":\"summary\"" : ",\"from\":\"body\"");
        out_str(",\"refs\":[");
        for (size_t i = 0; i < n; i++) {
            out_str(i ? ",{\"kind\":" : "{\"kind\":");
            out_json_str(v[i].kind);
            out_str(",\"name\":");
            out_json_str(v[i].name);
            out_json_field_u64(0, "value_id", v[i].value_id);
            out_ch('}');
        }
        out_str("]}\n");
    } else {
        for (size_t i = 0; i < n; i++) {
            out_str(v[i].kind);
            out_ch('\t');
            out_str(v[i].name);
            out_ch('\n');
        }
    }
    out_flush();
    for (size_t i = 0; i < n; i++)
        free(v[i].name);
    free(v);
    free(slots);
    bcq_close(f);
    return 0;
}
