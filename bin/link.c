/*
 * link.c - the link command: a linker's first phase over LTO inputs
 * (resolve.c), what the roots reach (live.c), and what it cost: inputs,
 * members seen and extracted, live and dead values, bodies decoded.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq-link.h"
#include "cli.h"

/* What the notes left for the end: the exit status of a failed input
 * (reported as it came), the duplicate-symbol message (printed last, as
 * lld's error ends the link). */
typedef struct notes {
    int failed;
    char *dup;
} notes;

static void on_note(void *arg, const bcq_link_note *n)
{
    notes *ns = arg;
    switch (n->kind) {
    case BCQ_LINK_NOTE_FAILED:
        ns->failed = report(n->input, n->code, n->err, NULL);
        break;
    case BCQ_LINK_NOTE_SKIPPED:
        fprintf(stderr, "%s: link: %s: %s: its symbols are not read\n",
                progname, n->input, n->message);
        break;
    case BCQ_LINK_NOTE_WARNING:
        fprintf(stderr, "%s: link: warning: %s\n", progname, n->message);
        break;
    case BCQ_LINK_NOTE_DUPLICATE:
        free(ns->dup);
        size_t len = strlen(n->message);
        if ((ns->dup = malloc(len + 1)) != NULL)
            memcpy(ns->dup, n->message, len + 1);
        break;
    }
}

/* Is g one --print-live names (not "llvm." data)? */
static int printable(const bcq_global *g)
{
    return !(g->name.len >= 5 && !memcmp(g->name.ptr, "llvm.", 5));
}

static const char *const kind_name[] = {"variable", "function", "alias",
                                        "ifunc"};

typedef struct counts {
    size_t live[4], dead[4];
    uint64_t bodies;
} counts;

static const char *state_name(int s)
{
    switch (s) {
    case BCQ_LINK_LOADED: return "loaded";
    case BCQ_LINK_EXTRACTED: return "extracted";
    case BCQ_LINK_SKIPPED: return "skipped";
    default: return "lazy";
    }
}

static const char *label_of(const bcq_link *lk, size_t i)
{
    bcq_link_input in;
    return bcq_link_input_get(lk, i, &in) == 0 ? in.label : "";
}

/* Each live (or, live == 0, dead) value of the loaded modules: fn. */
static void each_value(const bcq_link *lk, counts *c, int print, int json,
                       int *first)
{
    size_t nm = bcq_link_module_count(lk);
    for (size_t i = 0; i < nm; i++) {
        bcq_link_module mdv;
        bcq_link_module_get(lk, i, &mdv);
        const bcq_link_module *md = &mdv;
        for (size_t v = 0; v < md->mod->nglobals; v++) {
            bcq_global g;
            bcq_module_global(md->mod, v, &g);
            /* a definition of the link, or one another input's beat */
            int defined = !g.is_declaration &&
                          g.linkage != BCQ_LINKAGE_AVAILABLE_EXTERNALLY;
            if (!defined || !printable(&g))
                continue;
            unsigned k = g.kind <= BCQ_GV_IFUNC ? g.kind : 0;
            if (!md->live[v]) {
                c->dead[k]++;
                continue;
            }
            c->live[k]++;
            if (!print)
                continue;
            const char *label = label_of(lk, md->input);
            if (json) {
                out_str(*first ? "[" : ",");
                *first = 0;
                out_str("{\"input\":");
                out_json_str(label);
                out_str(",\"kind\":");
                out_json_str(kind_name[k]);
                out_str(",\"name\":");
                out_json_gv_name(md->mod, v);
                out_ch('}');
            } else {
                out_str(label);
                out_ch('\t');
                out_str(kind_name[k]);
                out_ch('\t');
                out_gv_name(md->mod, v);
                out_ch('\n');
            }
        }
    }
}

/* qsort has no context argument: the names being sorted (one sort at a
 * time, on the main thread). */
static const bcq_span *sort_base;
static int cmp_idx(const void *a, const void *b)
{
    bcq_span x = sort_base[*(const uint32_t *)a];
    bcq_span y = sort_base[*(const uint32_t *)b];
    size_t n = x.len < y.len ? x.len : y.len;
    int c = n ? memcmp(x.ptr, y.ptr, n) : 0;
    return c ? c : (x.len > y.len) - (x.len < y.len);
}

/* The symbols live code references and nothing defines, by name. */
static int print_undefined(const bcq_link *lk, int json)
{
    size_t n = 0, ns = bcq_link_symbol_count(lk);
    uint32_t *v = malloc((ns ? ns : 1) * sizeof *v);
    bcq_span *names = malloc((ns ? ns : 1) * sizeof *names);
    if (!v || !names) {
        free(v);
        free(names);
        return BCQ_E_NOMEM;
    }
    for (size_t i = 0; i < ns; i++) {
        bcq_link_symbol s;
        bcq_link_symbol_get(lk, i, &s);
        names[i] = s.name;
        if (s.live_undefined)
            v[n++] = (uint32_t)i;
    }
    sort_base = names;
    qsort(v, n, sizeof *v, cmp_idx);
    if (json)
        out_str(",\"undefined\":[");
    for (size_t i = 0; i < n; i++) {
        bcq_link_symbol s;
        bcq_link_symbol_get(lk, v[i], &s);
        unsigned k = (unsigned)s.undefined_kind;
        const char *kind = kind_name[k <= 3 ? k : 0];
        if (json) {
            out_str(i ? ",{\"kind\":" : "{\"kind\":");
            out_json_str(kind);
            out_str(",\"name\":");
            out_json_span(s.name);
            out_str(s.weak ? ",\"weak\":true}" : ",\"weak\":false}");
        } else {
            out_str(kind);
            out_ch('\t');
            out_span(s.name);
            out_str(s.weak ? "\tweak\n" : "\n");
        }
    }
    if (json)
        out_ch(']');
    free(v);
    free(names);
    return 0;
}

/* A symbol's name as the why-extract file spells it: mangled (ld.lld
 * --no-demangle), or with demangle as c++filt prints it (ld.lld's
 * default, bin/demangle.c). */
static void put_symbol(FILE *fp, bcq_span name, int demangle)
{
    char *d = demangle ? cli_demangle((const char *)name.ptr, name.len)
                       : NULL;
    if (d)
        fputs(d, fp);
    else
        fwrite(name.ptr, 1, name.len, fp);
    free(d);
}

static int write_why(const bcq_link *lk, const char *path, int demangle)
{
    FILE *fp = fopen(path, "w");
    if (!fp) {
        fprintf(stderr, "%s: link: cannot open %s for --why-extract\n",
                progname, path);
        return EXIT_NOTFOUND;
    }
    fputs("reference\textracted\tsymbol\n", fp);
    size_t nw = bcq_link_why_count(lk);
    for (size_t i = 0; i < nw; i++) {
        bcq_link_why w;
        bcq_link_symbol s;
        bcq_link_why_get(lk, i, &w);
        bcq_link_symbol_get(lk, w.symbol, &s);
        fprintf(fp, "%s\t%s\t", w.reference, label_of(lk, w.extracted));
        put_symbol(fp, s.name, demangle);
        fputc('\n', fp);
    }
    if (fclose(fp) != 0) {
        fprintf(stderr, "%s: link: cannot write %s\n", progname, path);
        return EXIT_BADINPUT;
    }
    return 0;
}

/* lld's OUT.resolution.txt (-save-temps; LTO.cpp writeToResolutionFile):
 * per bitcode input in LTO order its name, then per symbol
 * "-r=NAME,SYMBOL,FLAGS" with FLAGS from "plxr". */
static int write_resolution(const bcq_link *lk, const char *path)
{
    FILE *fp = fopen(path, "w");
    if (!fp) {
        fprintf(stderr, "%s: link: cannot open %s for --print-resolution\n",
                progname, path);
        return EXIT_NOTFOUND;
    }
    size_t n = bcq_link_lto_input_count(lk);
    for (size_t k = 0; k < n; k++) {
        bcq_link_lto_input li;
        bcq_link_lto_input_get(lk, k, &li);
        fprintf(fp, "%s\n", li.name);
        for (size_t i = li.first; i < li.first + li.count; i++) {
            bcq_link_resolution r;
            bcq_link_resolution_get(lk, i, &r);
            fprintf(fp, "-r=%s,%.*s,%s%s%s%s\n", li.name, (int)r.name.len,
                    (const char *)r.name.ptr,
                    r.flags & BCQ_LINK_RES_PREVAILING ? "p" : "",
                    r.flags & BCQ_LINK_RES_FINAL ? "l" : "",
                    r.flags & BCQ_LINK_RES_VISIBLE ? "x" : "",
                    r.flags & BCQ_LINK_RES_REDEFINED ? "r" : "");
        }
    }
    if (fclose(fp) != 0) {
        fprintf(stderr, "%s: link: cannot write %s\n", progname, path);
        return EXIT_BADINPUT;
    }
    return 0;
}

static void summary_text(const bcq_link_summary *sm, int from_body,
                         const counts *c, FILE *fp)
{
    fprintf(fp,
            "link: %zu inputs (%zu archives: %zu members, %zu extracted); "
            "functions %zu live, %zu dead; variables %zu live, %zu dead; "
            "aliases %zu live, %zu dead; bodies decoded %" PRIu64
            " (edges from %s)\n",
            sm->inputs, sm->archives, sm->members, sm->extracted,
            c->live[BCQ_GV_FUNCTION] + c->live[BCQ_GV_IFUNC],
            c->dead[BCQ_GV_FUNCTION] + c->dead[BCQ_GV_IFUNC],
            c->live[BCQ_GV_VARIABLE], c->dead[BCQ_GV_VARIABLE],
            c->live[BCQ_GV_ALIAS], c->dead[BCQ_GV_ALIAS], c->bodies,
            from_body ? "bodies" : "summaries where present");
}

static void summary_json(const bcq_link *lk, const bcq_link_summary *sm,
                         int from_body, const counts *c)
{
    out_json_field_u64(1, "inputs", sm->inputs);
    out_json_field_u64(0, "archives", sm->archives);
    out_json_field_u64(0, "members", sm->members);
    out_json_field_u64(0, "extracted", sm->extracted);
    static const char *const plural[] = {"variables", "functions", "aliases",
                                         "ifuncs"};
    for (int k = 0; k < 4; k++) {
        out_str(",\"");
        out_str(plural[k]);
        out_str("\":{\"live\":");
        out_u64(c->live[k]);
        out_str(",\"dead\":");
        out_u64(c->dead[k]);
        out_ch('}');
    }
    out_json_field_u64(0, "bodies_decoded", c->bodies);
    out_str(",\"from\":");
    out_json_str(from_body ? "body" : "summary");
    out_str(",\"files\":[");
    int first = 1;
    size_t nin = bcq_link_input_count(lk);
    for (size_t i = 0; i < nin; i++) {
        bcq_link_input in;
        bcq_link_input_get(lk, i, &in);
        if (in.state == BCQ_LINK_ARCHIVE)
            continue;
        out_str(first ? "{\"input\":" : ",{\"input\":");
        first = 0;
        out_json_str(in.label);
        out_str(",\"state\":");
        out_json_str(state_name(in.state));
        out_str(",\"bodies\":");
        out_u64(in.bodies_read);
        out_ch('}');
    }
    out_ch(']');
}

static int link_usage(const char *msg, const char *arg)
{
    return usage_error("link: %s%s%s", msg, arg ? " " : "", arg ? arg : "");
}

/* "-x V", "-xV", "--long=V", "--long V" */
static const char *value(int argc, char **argv, int *i, const char *shortopt,
                         const char *longopt)
{
    const char *a = argv[*i];
    size_t ls = strlen(longopt);
    if (shortopt && !strncmp(a, shortopt, 2) && a[2])
        return a + 2;
    if (!strncmp(a, longopt, ls) && a[ls] == '=')
        return a + ls + 1;
    return *i + 1 < argc ? argv[++*i] : NULL;
}

static int is(const char *a, const char *shortopt, const char *longopt)
{
    size_t ls = strlen(longopt);
    return (shortopt && !strncmp(a, shortopt, 2)) ||
           (!strncmp(a, longopt, ls) && (a[ls] == '\0' || a[ls] == '='));
}

int cmd_link(int argc, char **argv)
{
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    const char *why = NULL, *resolution = NULL, *entry = NULL;
    int print_live = 0, print_undef = 0, json = 0, demangle = 0;
    char **paths = calloc((size_t)argc + 1, sizeof *paths);
    const char **undef = calloc((size_t)argc + 1, sizeof *undef);
    const char **dirs = calloc((size_t)argc + 1, sizeof *dirs);
    const char **vscripts = calloc((size_t)argc + 1, sizeof *vscripts);
    size_t nvscripts = 0;
    size_t npaths = 0, nundef = 0, ndirs = 0, nowned = 0;
    char **owned = calloc((size_t)argc + 1, sizeof *owned);
    int status = 0;
    if (!paths || !undef || !dirs || !owned || !vscripts) {
        free(owned);
        free((void *)vscripts);
        free(paths);
        free((void *)undef);
        free((void *)dirs);
        fprintf(stderr, "%s: link: out of memory\n", progname);
        return EXIT_BADINPUT;
    }
    for (int i = 0; i < argc && !status; i++) {
        const char *a = argv[i];
        const char *v;
        if (!strcmp(a, "--print-live")) {
            print_live = 1;
        } else if (!strcmp(a, "--print-undefined")) {
            print_undef = 1;
        } else if (!strcmp(a, "--demangle") || !strcmp(a, "-C")) {
            demangle = 1;
        } else if (!strcmp(a, "--no-demangle")) {
            demangle = 0;
        } else if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--whole-archive") ||
                   !strcmp(a, "--no-whole-archive")) {
            paths[npaths++] = argv[i]; /* in its place among the inputs */
        } else if (!strcmp(a, "--start-group") || !strcmp(a, "--end-group") ||
                   !strcmp(a, "-(") || !strcmp(a, "-)") ||
                   !strcmp(a, "--as-needed") || !strcmp(a, "--no-as-needed")) {
            /* lld's lazy symbols make groups needless; --as-needed only
             * decides DT_NEEDED entries: neither changes what is read */
        } else if (is(a, NULL, "--version-script")) {
            if (!(v = value(argc, argv, &i, NULL, "--version-script")) || !*v)
                status = link_usage("--version-script needs a file", NULL);
            else
                vscripts[nvscripts++] = v;
        } else if (!strcmp(a, "-shared") || !strcmp(a, "--shared")) {
            o.shared = 1;
        } else if (!strcmp(a, "-E") || !strcmp(a, "--export-dynamic")) {
            o.export_dynamic = 1;
        } else if (!strcmp(a, "--no-export-dynamic")) {
            o.export_dynamic = 0;
        } else if (!strcmp(a, "--fat-lto-objects")) {
            o.fat_lto_objects = 1;
        } else if (!strcmp(a, "--no-fat-lto-objects")) {
            o.fat_lto_objects = 0;
        } else if (is(a, "-e", "--entry")) {
            if (!(v = value(argc, argv, &i, "-e", "--entry")) || !*v)
                status = link_usage("-e needs a symbol", NULL);
            else
                o.entry = entry = v;
        } else if (is(a, "-u", "--undefined")) {
            if (!(v = value(argc, argv, &i, "-u", "--undefined")) || !*v)
                status = link_usage("-u needs a symbol", NULL);
            else
                undef[nundef++] = v;
        } else if (is(a, "-L", "--library-path")) {
            if (!(v = value(argc, argv, &i, "-L", "--library-path")) || !*v)
                status = link_usage("-L needs a directory", NULL);
            else
                dirs[ndirs++] = v;
        } else if (is(a, "-l", "--library")) {
            /* an input, in its place: the library passes as "-lNAME" */
            const char *n = value(argc, argv, &i, "-l", "--library");
            if (!n || !*n) {
                status = link_usage("-l needs a library name", NULL);
            } else if (n == a + 2) {
                paths[npaths++] = argv[i];
            } else {
                size_t len = strlen(n);
                char *lib = malloc(len + 3);
                if (!lib) {
                    status = link_usage("out of memory", NULL);
                } else {
                    memcpy(lib, "-l", 2);
                    memcpy(lib + 2, n, len + 1);
                    paths[npaths++] = lib;
                    owned[nowned++] = lib;
                }
            }
        } else if (is(a, "-j", "--jobs")) {
            size_t n;
            v = value(argc, argv, &i, "-j", "--jobs");
            if (!v || parse_index(v, &n) != 0 || n < 1 || n > 256)
                status = link_usage("-j needs a number of threads, 1 to 256",
                                    NULL);
            else
                o.jobs = (unsigned)n;
        } else if (is(a, NULL, "--why-extract")) {
            if (!(v = value(argc, argv, &i, NULL, "--why-extract")) || !*v)
                status = link_usage("--why-extract needs a file", NULL);
            else
                why = v;
        } else if (is(a, NULL, "--print-resolution")) {
            if (!(v = value(argc, argv, &i, NULL, "--print-resolution")) ||
                !*v)
                status = link_usage("--print-resolution needs a file", NULL);
            else
                resolution = v;
        } else if (is(a, NULL, "--from")) {
            v = value(argc, argv, &i, NULL, "--from");
            if (v && !strcmp(v, "body"))
                o.source = BCQ_REFS_BODY;
            else if (v && !strcmp(v, "summary"))
                o.source = BCQ_REFS_SUMMARY;
            else
                status = link_usage("--from needs 'body' or 'summary'", NULL);
        } else if (a[0] == '-' && a[1]) {
            status = link_usage("unknown option", a);
        } else {
            paths[npaths++] = argv[i];
        }
    }
    if (!status && npaths == 0)
        status = link_usage("no input files", NULL);
    if (!status && demangle && !cli_can_demangle())
        status = link_usage("--demangle: this bcq was built without "
                            "libiberty (apt-get install libiberty-dev, "
                            "then configure again)", NULL);
    if (o.shared && !entry)
        o.entry = ""; /* a shared object has no entry unless -e names one */
    o.undefined = undef;
    o.nundefined = nundef;
    o.search_dirs = dirs;
    o.nsearch_dirs = ndirs;
    o.version_scripts = vscripts;
    o.nversion_scripts = nvscripts;
    o.why_extract = why != NULL;
    notes ns = {0, NULL};
    o.note = on_note;
    o.note_arg = &ns;
    bcq_link *lk = NULL;
    if (!status) {
        bcq_error err;
        int rc = bcq_link_run((const char *const *)paths, npaths, &o, &lk,
                              &err);
        if (rc && !ns.failed) {
            /* no input to blame (out of memory): the link's own failure */
            bcq_error none;
            memset(&none, 0, sizeof none);
            none.block_bit = UINT64_MAX;
            ns.failed = report("link", rc, &none, NULL);
        }
        if (rc)
            status = ns.failed;
    }
    if (!status && ns.dup) {
        fprintf(stderr, "%s: link: %s\n", progname, ns.dup);
        status = EXIT_NOTFOUND;
    }
    if (!status && why)
        status = write_why(lk, why, demangle);
    if (!status && resolution)
        status = write_resolution(lk, resolution);
    if (!status) {
        bcq_link_summary sm;
        bcq_link_summary_get(lk, &sm);
        int from_body = o.source == BCQ_REFS_BODY;
        counts c;
        memset(&c, 0, sizeof c);
        c.bodies = bcq_link_bodies_read(lk);
        int first = 1;
        if (json) {
            out_ch('{');
            each_value(lk, &c, 0, 0, &first);
            summary_json(lk, &sm, from_body, &c);
            if (print_live) {
                memset(&c, 0, sizeof c);
                out_str(",\"live\":");
                each_value(lk, &c, 1, 1, &first);
                out_str(first ? "[]" : "]");
            }
            if (print_undef)
                print_undefined(lk, 1);
            out_str("}\n");
        } else {
            each_value(lk, &c, print_live, 0, &first);
            if (print_undef)
                print_undefined(lk, 0);
            out_flush();
            summary_text(&sm, from_body, &c,
                         print_live || print_undef ? stderr : stdout);
        }
        out_flush();
    }
    bcq_link_free(lk);
    free(ns.dup);
    for (size_t k = 0; k < nowned; k++)
        free(owned[k]);
    free(owned);
    free(paths);
    free((void *)undef);
    free((void *)dirs);
    free((void *)vscripts);
    return status;
}
