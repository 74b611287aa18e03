/*
 * info.c - the info and strtab commands: the container, the modules and
 * their module-level facts; the raw string table bytes.
 */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "cli.h"

typedef struct counts {
    size_t vars, funcs, defined, aliases, ifuncs;
} counts;

static counts count_globals(const bcq_module *m)
{
    counts c = {0};
    for (size_t i = 0; i < m->nglobals; i++) {
        bcq_global gb;
        bcq_module_global(m, i, &gb);
        const bcq_global *g = &gb;
        switch (g->kind) {
        case BCQ_GV_VARIABLE: c.vars++; break;
        case BCQ_GV_FUNCTION:
            c.funcs++;
            c.defined += !g->is_declaration;
            break;
        case BCQ_GV_ALIAS: c.aliases++; break;
        case BCQ_GV_IFUNC: c.ifuncs++; break;
        }
    }
    return c;
}

static const char *container_name(bcq_container c)
{
    return c == BCQ_CONTAINER_RAW       ? "raw"
           : c == BCQ_CONTAINER_WRAPPER ? "wrapper"
                                        : "other";
}

static void text_list(const char *label, const bcq_span *v, size_t n)
{
    if (!n)
        return;
    out_str(label);
    for (size_t i = 0; i < n; i++) {
        out_str(i ? ", " : " ");
        out_span(v[i]);
    }
    out_ch('\n');
}

static void text_module(const bcq_module *m)
{
    counts c = count_globals(m);
    out_str("module ");
    out_u64(m->index);
    out_str(":\n  offset_bits: ");
    out_u64(m->bit);
    out_str("\n  producer: ");
    out_span(m->producer);
    if (m->has_epoch) {
        out_str("\n  epoch: ");
        out_u64(m->epoch);
    }
    out_str("\n  version: ");
    out_u64(m->version);
    out_str("\n  triple: ");
    out_span(m->triple);
    out_str("\n  datalayout: ");
    out_span(m->datalayout);
    out_str("\n  source_filename: ");
    out_span(m->source_filename);
    out_ch('\n');
    if (m->has_hash) {
        out_str("  hash:");
        for (int i = 0; i < 5; i++) {
            out_ch(' ');
            out_hex(m->hash[i], 8);
        }
        out_ch('\n');
    }
    text_list("  sections:", m->sections, m->nsections);
    text_list("  gc_names:", m->gc_names, m->ngc_names);
    text_list("  deplibs:", m->deplibs, m->ndeplibs);
    out_str("  comdats: ");
    out_u64(m->ncomdats);
    out_str("\n  global_values: ");
    out_u64(m->nglobals);
    out_str(" (");
    out_u64(c.vars);
    out_str(" variables, ");
    out_u64(c.funcs);
    out_str(" functions of which ");
    out_u64(c.defined);
    out_str(" defined, ");
    out_u64(c.aliases);
    out_str(" aliases, ");
    out_u64(c.ifuncs);
    out_str(" ifuncs)\n  strtab_bytes: ");
    out_u64(m->strtab.len);
    out_str("\n  inline_asm_bytes: ");
    out_u64(m->inline_asm.len);
    out_ch('\n');
}

static void json_list(const char *k, const bcq_span *v, size_t n)
{
    out_str(",\"");
    out_str(k);
    out_str("\":[");
    for (size_t i = 0; i < n; i++) {
        if (i)
            out_ch(',');
        out_json_span(v[i]);
    }
    out_ch(']');
}

static void json_module(const bcq_module *m)
{
    counts c = count_globals(m);
    out_str("{\"index\":");
    out_u64(m->index);
    out_json_field_u64(0, "offset_bits", m->bit);
    out_json_field_span(0, "producer", m->producer);
    out_str(",\"epoch\":");
    if (m->has_epoch)
        out_u64(m->epoch);
    else
        out_str("null");
    out_json_field_u64(0, "version", m->version);
    out_json_field_span(0, "triple", m->triple);
    out_json_field_span(0, "datalayout", m->datalayout);
    out_json_field_span(0, "source_filename", m->source_filename);
    out_str(",\"hash\":");
    if (m->has_hash) {
        out_ch('"');
        for (int i = 0; i < 5; i++)
            out_hex(m->hash[i], 8);
        out_ch('"');
    } else {
        out_str("null");
    }
    json_list("sections", m->sections, m->nsections);
    json_list("gc_names", m->gc_names, m->ngc_names);
    json_list("deplibs", m->deplibs, m->ndeplibs);
    out_json_field_u64(0, "comdats", m->ncomdats);
    out_json_field_u64(0, "variables", c.vars);
    out_json_field_u64(0, "functions", c.funcs);
    out_json_field_u64(0, "defined_functions", c.defined);
    out_json_field_u64(0, "aliases", c.aliases);
    out_json_field_u64(0, "ifuncs", c.ifuncs);
    out_json_field_u64(0, "strtab_bytes", m->strtab.len);
    out_json_field_u64(0, "inline_asm_bytes", m->inline_asm.len);
    out_ch('}');
}

/* Modules [*first, *last) that --module selects (default: all, or the
 * first when !dflt_all). */
static int select_modules(const char *file, const bcq_file *f,
                          const cli_opts *o, int dflt_all, size_t *first,
                          size_t *last, bcq_error *err, int *status)
{
    size_t n;
    int rc = bcq_module_count(f, &n, err);
    if (rc) {
        *status = report(file, rc, err, f);
        return -1;
    }
    if (!o->have_module) {
        *first = 0;
        *last = dflt_all ? n : (n ? 1 : 0);
    } else if (o->module == BCQ_ALL_MODULES) {
        *first = 0;
        *last = n;
    } else if (o->module >= n) {
        err_printf("%s: %s: no module %zu (the file has %zu)\n", progname,
                   file, o->module, n);
        *status = EXIT_NOTFOUND;
        return -1;
    } else {
        *first = o->module;
        *last = o->module + 1;
    }
    return 0;
}

int cmd_info(const char *file, const cli_opts *o)
{
    bcq_file *f;
    bcq_error err;
    int rc = cli_open(file, NULL, &f, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    int status = 0;
    size_t first = 0, last = 0, n = 0;
    bcq_file_info fi = BCQ_FILE_INFO_INIT;
    bcq_file_info_get(f, &fi);
    if (fi.is_ir &&
        select_modules(file, f, o, 1, &first, &last, &err, &status)) {
        bcq_close(f);
        return status;
    }
    bcq_module_count(f, &n, NULL);
    unit_header();
    bcq_container ct = fi.container;
    uint32_t magic = fi.magic;
    bcq_symtab st;
    bcq_error serr;
    int src = fi.is_ir ? bcq_symtab_get(f, &st, &serr) : BCQ_E_NOT_IR;
    if (o->json) {
        out_str("{\"container\":\"");
        out_str(container_name(ct));
        out_str("\",\"chain\":");
        out_chain(f, 1);
        out_str(",\"magic\":\"");
        out_hex(magic, 8);
        out_ch('"');
        out_json_field_u64(0, "size", fi.data.len);
        out_json_field_u64(0, "stream_offset",
                           (uint64_t)(fi.stream.ptr - fi.data.ptr));
        out_json_field_u64(0, "blocks", bcq_block_count(f));
        out_json_field_u64(0, "module_count", n);
        out_str(",\"symtab\":");
        if (src == 0) {
            out_str("{\"version\":");
            out_u64(st.version);
            out_json_field_u64(0, "symbols", st.nsymbols);
            out_json_field_u64(0, "offset_bits", st.bit);
            out_ch('}');
        } else {
            out_str("null");
        }
        out_str(",\"modules\":[");
    } else {
        out_str("container: ");
        out_str(container_name(ct));
        out_str("\nchain: ");
        out_chain(f, 0);
        out_str("\nmagic: ");
        out_hex(magic, 8);
        out_str("\nsize: ");
        out_u64(fi.data.len);
        out_str("\nblocks: ");
        out_u64(bcq_block_count(f));
        out_str("\nmodules: ");
        out_u64(n);
        out_str("\nsymtab: ");
        if (src == 0) {
            out_str("version ");
            out_u64(st.version);
            out_str(", ");
            out_u64(st.nsymbols);
            out_str(" symbols, at bit ");
            out_u64(st.bit);
        } else if (src == BCQ_E_NOT_FOUND || src == BCQ_E_NOT_IR) {
            out_str("none");
        } else {
            out_str("unusable: ");
            out_str(serr.message);
        }
        out_ch('\n');
    }
    for (size_t i = first; i < last; i++) {
        const bcq_module *m;
        if ((rc = bcq_module_get(f, i, &m, &err)))
            break;
        if (o->json) {
            if (i > first)
                out_ch(',');
            json_module(m);
        } else {
            text_module(m);
        }
    }
    if (o->json && rc == 0)
        out_str("]}\n");
    status = rc ? report(file, rc, &err, f) : 0;
    bcq_close(f);
    return status;
}

bcq_file *open_modules(const char *file, const cli_opts *o, int dflt_all,
                       size_t *first, size_t *last, int *status)
{
    bcq_file *f;
    bcq_error err;
    int rc = cli_open(file, NULL, &f, &err);
    if (rc) {
        *status = report(file, rc, &err, NULL);
        return NULL;
    }
    if (select_modules(file, f, o, dflt_all, first, last, &err, status)) {
        bcq_close(f);
        return NULL;
    }
    return f;
}

int cmd_strtab(const char *file, const cli_opts *o)
{
    bcq_error err;
    int rc = 0, status = 0;
    size_t first, last;
    bcq_file *f = open_modules(file, o, 0, &first, &last, &status);
    if (!f)
        return status;
    /* A STRTAB serves several modules: write each one once. */
    size_t prev = BCQ_NONE;
    for (size_t i = first; i < last && rc == 0; i++) {
        const bcq_module *m;
        if ((rc = bcq_module_get(f, i, &m, &err)))
            break;
        if (m->strtab_block == prev)
            continue;
        prev = m->strtab_block;
        /* straight from the mapping, not through the output buffer */
        out_flush();
        if (m->strtab.len &&
            fwrite(m->strtab.ptr, 1, m->strtab.len, stdout) != m->strtab.len)
            die_write();
    }
    out_flush();
    status = rc ? report(file, rc, &err, f) : 0;
    bcq_close(f);
    return status;
}
