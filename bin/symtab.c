/*
 * symtab.c - the symtab command: the file's irsymtab (SYMTAB blob), in the
 * text of `llvm-lto2 dump-symtab FILE` or as JSON.
 *
 * The text lists what LLVM's lto::InputFile lists: symbols that are global
 * and not format-specific, with the header lines llvm-lto2 prints for the
 * target's object format (linker options for COFF, dependent libraries for
 * ELF).  JSON shows the whole table, every symbol and flag included.
 */
#include "config.h"

#include <stdio.h>

#include "cli.h"
#include "triple.h"

static const char *const comdat_kinds[] = {"any", "exactmatch", "largest",
                                           "nodeduplicate", "samesize"};

static const char *comdat_kind(unsigned k)
{
    return k < 5 ? comdat_kinds[k] : "unknown";
}

static void text_symbol(const bcq_symtab *st, const bcq_symtab_symbol *s,
                        objfmt fmt)
{
    uint32_t fl = s->flags;
    unsigned vis = fl & BCQ_IRSYM_VISIBILITY_MASK;
    out_ch(vis == BCQ_VISIBILITY_HIDDEN      ? 'H'
           : vis == BCQ_VISIBILITY_PROTECTED ? 'P'
                                             : 'D');
    static const struct {
        char c;
        uint32_t bit;
    } bits[] = {{'U', BCQ_IRSYM_UNDEFINED}, {'C', BCQ_IRSYM_COMMON},
                {'W', BCQ_IRSYM_WEAK},      {'I', BCQ_IRSYM_INDIRECT},
                {'O', BCQ_IRSYM_MAY_OMIT},  {'T', BCQ_IRSYM_TLS},
                {'X', BCQ_IRSYM_EXECUTABLE}};
    for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++)
        out_ch(fl & bits[i].bit ? bits[i].c : '-');
    out_ch(' ');
    out_span(s->name);
    out_ch('\n');
    if (fl & BCQ_IRSYM_COMMON) {
        out_str("         size ");
        out_u64(s->common_size);
        out_str(" align ");
        out_u64(s->common_align);
        out_ch('\n');
    }
    if (s->comdat != -1) {
        bcq_span name = {NULL, 0};
        unsigned kind = 0;
        bcq_symtab_comdat(st, (size_t)s->comdat, &name, &kind);
        out_str("         comdat ");
        out_str(comdat_kind(kind));
        out_ch(' ');
        out_span(name);
        out_ch('\n');
    }
    if (fmt == FMT_COFF && (fl & BCQ_IRSYM_WEAK) && (fl & BCQ_IRSYM_INDIRECT)) {
        out_str("         fallback ");
        out_span(s->coff_weak_fallback);
        out_ch('\n');
    }
    if (s->section.len) {
        out_str("         section ");
        out_span(s->section);
        out_ch('\n');
    }
}

static void text(const bcq_symtab *st)
{
    objfmt fmt = triple_format(st->triple);
    out_str("version: ");
    out_u64(st->version);
    out_str("\nproducer: ");
    out_span(st->producer);
    out_str("\ntarget triple: ");
    out_span(st->triple);
    out_str("\nsource filename: ");
    out_span(st->source_filename);
    out_ch('\n');
    if (fmt == FMT_COFF) {
        out_str("linker opts: ");
        out_span(st->coff_linker_opts);
        out_ch('\n');
    }
    if (fmt == FMT_ELF) {
        out_str("dependent libraries:");
        for (size_t i = 0; i < st->ndeplibs; i++) {
            bcq_span d;
            bcq_symtab_deplib(st, i, &d);
            out_str(" \"");
            out_span(d);
            out_ch('"');
        }
        out_ch('\n');
    }
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    while (bcq_symtab_next(st, &it, &s, NULL) == 0)
        if ((s.flags & BCQ_IRSYM_GLOBAL) &&
            !(s.flags & BCQ_IRSYM_FORMAT_SPECIFIC))
            text_symbol(st, &s, fmt);
    out_ch('\n');
}

static void json_symbol(const bcq_file *f, const bcq_symtab *st,
                        const bcq_symtab_symbol *s)
{
    static const struct {
        const char *name;
        uint32_t bit;
    } flags[] = {{"undefined", BCQ_IRSYM_UNDEFINED},
                 {"weak", BCQ_IRSYM_WEAK},
                 {"common", BCQ_IRSYM_COMMON},
                 {"indirect", BCQ_IRSYM_INDIRECT},
                 {"used", BCQ_IRSYM_USED},
                 {"tls", BCQ_IRSYM_TLS},
                 {"may_omit", BCQ_IRSYM_MAY_OMIT},
                 {"global", BCQ_IRSYM_GLOBAL},
                 {"format_specific", BCQ_IRSYM_FORMAT_SPECIFIC},
                 {"unnamed_addr", BCQ_IRSYM_UNNAMED_ADDR},
                 {"executable", BCQ_IRSYM_EXECUTABLE}};
    static const char *const vis[] = {"default", "hidden", "protected",
                                      "unknown"};
    out_ch('{');
    out_json_field_span(1, "name", s->name);
    out_json_field_span(0, "ir_name", s->ir_name);
    out_json_field_u64(0, "module", s->module);
    /* its global value; null for module asm (or a symbol whose IR name no
     * global value has, which cmd_symtab let through) */
    size_t v;
    out_str(",\"value_id\":");
    if (bcq_symtab_global(f, st, s, &v, NULL) == 0 && v != BCQ_NONE)
        out_u64(v);
    else
        out_str("null");
    out_str(",\"comdat\":");
    if (s->comdat == -1) {
        out_str("null");
    } else {
        bcq_span n = {NULL, 0};
        bcq_symtab_comdat(st, (size_t)s->comdat, &n, NULL);
        out_json_span(n);
    }
    out_str(",\"visibility\":\"");
    out_str(vis[s->flags & 3]);
    out_str("\",\"flags\":[");
    int first = 1;
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        if (!(s->flags & flags[i].bit))
            continue;
        if (!first)
            out_ch(',');
        first = 0;
        out_ch('"');
        out_str(flags[i].name);
        out_ch('"');
    }
    out_ch(']');
    if (s->flags & BCQ_IRSYM_HAS_UNCOMMON) {
        out_json_field_u64(0, "common_size", s->common_size);
        out_json_field_u64(0, "common_align", s->common_align);
        out_json_field_span(0, "coff_weak_fallback", s->coff_weak_fallback);
        out_json_field_span(0, "section", s->section);
    }
    out_ch('}');
}

static void json(const bcq_file *f, const bcq_symtab *st)
{
    out_ch('{');
    out_json_field_u64(1, "version", st->version);
    out_json_field_span(0, "producer", st->producer);
    out_json_field_span(0, "target_triple", st->triple);
    out_json_field_span(0, "source_filename", st->source_filename);
    out_json_field_span(0, "coff_linker_opts", st->coff_linker_opts);
    out_str(",\"dependent_libraries\":[");
    for (size_t i = 0; i < st->ndeplibs; i++) {
        bcq_span d;
        bcq_symtab_deplib(st, i, &d);
        if (i)
            out_ch(',');
        out_json_span(d);
    }
    out_str("],\"modules\":[");
    for (size_t i = 0; i < st->nmodules; i++) {
        size_t b, e, u;
        bcq_symtab_module(st, i, &b, &e, &u);
        out_str(i ? ",{" : "{");
        out_json_field_u64(1, "begin", b);
        out_json_field_u64(0, "end", e);
        out_json_field_u64(0, "uncommon_begin", u);
        out_ch('}');
    }
    out_str("],\"comdats\":[");
    for (size_t i = 0; i < st->ncomdats; i++) {
        bcq_span n;
        unsigned k;
        bcq_symtab_comdat(st, i, &n, &k);
        out_str(i ? ",{" : "{");
        out_json_field_span(1, "name", n);
        out_str(",\"selection\":\"");
        out_str(comdat_kind(k));
        out_str("\"}");
    }
    out_str("],\"symbols\":[");
    bcq_symtab_iter it = {0};
    bcq_symtab_symbol s;
    while (bcq_symtab_next(st, &it, &s, NULL) == 0) {
        if (s.index)
            out_str(",\n");
        json_symbol(f, st, &s);
    }
    out_str("]}\n");
}

int cmd_symtab(const char *file, const cli_opts *o)
{
    bcq_file *f;
    bcq_error err;
    int rc = cli_open(file, NULL, &f, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    bcq_symtab st;
    rc = bcq_symtab_get(f, &st, &err);
    if (rc == BCQ_E_NOT_FOUND) {
        fprintf(stderr,
                "%s: %s: %s (llvm-lto2 would build a table from the IR; bcq "
                "reads only the one the file holds)\n",
                progname, file, err.message);
        bcq_close(f);
        return EXIT_NOTFOUND;
    }
    if (rc == 0) { /* every symbol checked before anything is printed, and
                      for JSON its global value found (which decodes the
                      modules' records) */
        bcq_symtab_iter it = {0};
        bcq_symtab_symbol s;
        size_t v;
        while ((rc = bcq_symtab_next(&st, &it, &s, &err)) == 0)
            if (o->json && (rc = bcq_symtab_global(f, &st, &s, &v, &err)) &&
                rc != BCQ_E_NOT_FOUND)
                break;
        if (rc == BCQ_END)
            rc = 0;
    }
    if (rc == 0) {
        if (o->json)
            json(f, &st);
        else
            text(&st);
        out_flush();
    }
    int status = rc ? report(file, rc, &err, f) : 0;
    bcq_close(f);
    return status;
}
