/*
 * refs.c - the refs command: the global values one global value
 * references (bcq_refs_get), named as every command names them (gvname.c:
 * llvm-dis's spelling).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

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

/* The module holding o->name: --module N, else the first that defines
 * it, else the first that declares it. */
static int locate(const char *file, const bcq_file *f, const cli_opts *o,
                  size_t first, size_t last, size_t *m_out, size_t *id_out,
                  int *status)
{
    bcq_error err;
    size_t decl_m = BCQ_NONE, decl_id = 0;
    for (size_t m = first; m < last; m++) {
        size_t id;
        const bcq_module *mod;
        bcq_global g;
        int rc = gv_find(f, m, o->name, &id, &err);
        if (rc == BCQ_E_NOT_FOUND)
            continue;
        if (rc == 0)
            rc = bcq_module_get(f, m, &mod, &err);
        if (rc) {
            *status = report(file, rc, &err, f);
            return -1;
        }
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
    if (locate(file, f, o, first, last, &m, &id, &status)) {
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
    if (!v) {
        fprintf(stderr, "%s: out of memory\n", progname);
        bcq_close(f);
        return EXIT_BADINPUT;
    }
    for (size_t i = 0; i < n; i++) {
        if (!(v[i].name = gv_name(mod, refs[i].value_id))) {
            fprintf(stderr, "%s: out of memory\n", progname);
            exit(EXIT_BADINPUT);
        }
        v[i].kind = bcq_ref_kind_name(refs[i].kind);
        v[i].value_id = refs[i].value_id;
    }
    qsort(v, n, sizeof *v, by_name_kind);
    if (o->json) {
        out_ch('{');
        out_json_field_u64(1, "module", m);
        out_json_field_u64(0, "value_id", id);
        out_str(",\"name\":");
        out_json_gv_name(mod, id);
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
    bcq_close(f);
    return 0;
}
