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

#include "cli.h"
#include "link.h"


int lk_fail(lk_link *lk, const char *label, int rc, const bcq_error *err)
{
    if (!lk->failed) {
        bcq_error none;
        memset(&none, 0, sizeof none);
        none.block_bit = UINT64_MAX;
        lk->failed = report(label, rc, err ? err : &none, NULL);
    }
    return rc;
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
    case LK_LOADED: return "loaded";
    case LK_EXTRACTED: return "extracted";
    case LK_SKIPPED: return "skipped";
    default: return "lazy";
    }
}

static uint64_t bodies_of(const lk_input *in)
{
    uint64_t n = in->lazy_bodies;
    if (in->f && (in->state == LK_LOADED || in->state == LK_EXTRACTED))
        n += bcq_stat_bodies_read(in->f, BCQ_FUNCTION_BLOCK);
    return n;
}

/* Each live (or, live == 0, dead) value of the loaded modules: fn. */
static void each_value(const lk_link *lk, counts *c, int print, int json,
                       int *first)
{
    for (size_t i = 0; i < lk->nmods; i++) {
        const lk_mod *md = &lk->mods[i];
        for (size_t v = 0; v < md->mod->nglobals; v++) {
            bcq_global g;
            bcq_module_global(md->mod, v, &g);
            /* a definition of the link, or one another input's beat */
            int defined = !g.is_declaration &&
                          g.linkage != BCQ_LINKAGE_AVAILABLE_EXTERNALLY;
            if (!defined || !lk_printable(&g))
                continue;
            unsigned k = g.kind <= BCQ_GV_IFUNC ? g.kind : 0;
            if (!md->live[v]) {
                c->dead[k]++;
                continue;
            }
            c->live[k]++;
            if (!print)
                continue;
            const char *label = lk->in[md->input].label;
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

/* qsort has no context argument: the table being sorted (one sort at a
 * time, on the main thread). */
static const lk_sym *sort_base;
static int cmp_idx(const void *a, const void *b)
{
    const lk_sym *x = &sort_base[*(const uint32_t *)a];
    const lk_sym *y = &sort_base[*(const uint32_t *)b];
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->name, y->name, n);
    return c ? c : (x->len > y->len) - (x->len < y->len);
}

/* The symbols live code references and nothing defines, by name. */
static int print_undefined(const lk_link *lk, int json)
{
    size_t n = 0;
    uint32_t *v = malloc((lk->nsym ? lk->nsym : 1) * sizeof *v);
    if (!v)
        return BCQ_E_NOMEM;
    for (size_t i = 0; i < lk->nsym; i++)
        if (lk->sym[i].live_undef)
            v[n++] = (uint32_t)i;
    sort_base = lk->sym;
    qsort(v, n, sizeof *v, cmp_idx);
    if (json)
        out_str(",\"undefined\":[");
    for (size_t i = 0; i < n; i++) {
        const lk_sym *s = &lk->sym[v[i]];
        bcq_span name = {(const uint8_t *)s->name, s->len};
        const char *kind = kind_name[s->undef_kind <= 3 ? s->undef_kind : 0];
        if (json) {
            out_str(i ? ",{\"kind\":" : "{\"kind\":");
            out_json_str(kind);
            out_str(",\"name\":");
            out_json_span(name);
            out_str(s->weak ? ",\"weak\":true}" : ",\"weak\":false}");
        } else {
            out_str(kind);
            out_ch('\t');
            out_span(name);
            out_str(s->weak ? "\tweak\n" : "\n");
        }
    }
    if (json)
        out_ch(']');
    free(v);
    return 0;
}

static int write_why(const lk_link *lk, const char *path)
{
    FILE *fp = fopen(path, "w");
    if (!fp) {
        fprintf(stderr, "%s: link: cannot open %s for --why-extract\n",
                progname, path);
        return EXIT_NOTFOUND;
    }
    fputs("reference\textracted\tsymbol\n", fp);
    for (size_t i = 0; i < lk->nwhy; i++) {
        const lk_sym *s = &lk->sym[lk->why[i].sym];
        fprintf(fp, "%s\t%s\t%.*s\n", lk->why[i].reference,
                lk->in[lk->why[i].extracted].label, (int)s->len, s->name);
    }
    if (fclose(fp) != 0) {
        fprintf(stderr, "%s: link: cannot write %s\n", progname, path);
        return EXIT_BADINPUT;
    }
    return 0;
}

static void summary_text(const lk_link *lk, const counts *c, FILE *fp)
{
    fprintf(fp,
            "link: %zu inputs (%zu archives: %zu members, %zu extracted); "
            "functions %zu live, %zu dead; variables %zu live, %zu dead; "
            "aliases %zu live, %zu dead; bodies decoded %" PRIu64
            " (edges from %s)\n",
            lk->nin - lk->members, lk->archives, lk->members, lk->extracted,
            c->live[BCQ_GV_FUNCTION] + c->live[BCQ_GV_IFUNC],
            c->dead[BCQ_GV_FUNCTION] + c->dead[BCQ_GV_IFUNC],
            c->live[BCQ_GV_VARIABLE], c->dead[BCQ_GV_VARIABLE],
            c->live[BCQ_GV_ALIAS], c->dead[BCQ_GV_ALIAS], c->bodies,
            lk->from == LK_FROM_BODY ? "bodies" : "summaries where present");
}

static void summary_json(const lk_link *lk, const counts *c)
{
    out_json_field_u64(1, "inputs", lk->nin - lk->members);
    out_json_field_u64(0, "archives", lk->archives);
    out_json_field_u64(0, "members", lk->members);
    out_json_field_u64(0, "extracted", lk->extracted);
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
    out_json_str(lk->from == LK_FROM_BODY ? "body" : "summary");
    out_str(",\"files\":[");
    int first = 1;
    for (size_t i = 0; i < lk->nin; i++) {
        const lk_input *in = &lk->in[i];
        if (in->state == LK_ARCHIVE)
            continue;
        out_str(first ? "{\"input\":" : ",{\"input\":");
        first = 0;
        out_json_str(in->label);
        out_str(",\"state\":");
        out_json_str(state_name(in->state));
        out_str(",\"bodies\":");
        out_u64(bodies_of(in));
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
    lk_link lk;
    memset(&lk, 0, sizeof lk);
    lk.entry = "main";
    lk.jobs = 1;
    const char *why = NULL;
    int print_live = 0, print_undef = 0, json = 0;
    char **paths = calloc((size_t)argc + 1, sizeof *paths);
    lk.undef = calloc((size_t)argc + 1, sizeof *lk.undef);
    size_t npaths = 0;
    int status = 0;
    if (!paths || !lk.undef) {
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
        } else if (!strcmp(a, "--json")) {
            json = 1;
        } else if (is(a, "-e", "--entry")) {
            if (!(v = value(argc, argv, &i, "-e", "--entry")) || !*v)
                status = link_usage("-e needs a symbol", NULL);
            else
                lk.entry = v;
        } else if (is(a, "-u", "--undefined")) {
            if (!(v = value(argc, argv, &i, "-u", "--undefined")) || !*v)
                status = link_usage("-u needs a symbol", NULL);
            else
                lk.undef[lk.nundef++] = v;
        } else if (is(a, "-j", "--jobs")) {
            size_t n;
            v = value(argc, argv, &i, "-j", "--jobs");
            if (!v || parse_index(v, &n) != 0 || n < 1 || n > 256)
                status = link_usage("-j needs a number of threads, 1 to 256",
                                    NULL);
            else
                lk.jobs = (unsigned)n;
        } else if (is(a, NULL, "--why-extract")) {
            if (!(v = value(argc, argv, &i, NULL, "--why-extract")) || !*v)
                status = link_usage("--why-extract needs a file", NULL);
            else
                why = v;
        } else if (is(a, NULL, "--from")) {
            v = value(argc, argv, &i, NULL, "--from");
            if (v && !strcmp(v, "body"))
                lk.from = LK_FROM_BODY;
            else if (v && !strcmp(v, "summary"))
                lk.from = LK_FROM_SUMMARY;
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
    lk.want_why = why != NULL;
    int rc = 0;
    if (!status)
        rc = lk_add_inputs(&lk, paths, npaths);
    if (!status && rc == 0)
        rc = lk_resolve(&lk);
    if (!status && rc == 0)
        rc = lk_map_modules(&lk);
    if (!status && rc == 0)
        rc = lk_reach(&lk);
    if (!status && rc) {
        if (!lk.failed)
            lk_fail(&lk, "link", rc, NULL);
        status = lk.failed;
    }
    if (!status && lk.dup) {
        fprintf(stderr, "%s: link: %s\n", progname, lk.errmsg);
        status = EXIT_NOTFOUND;
    }
    if (!status && why)
        status = write_why(&lk, why);
    if (!status) {
        counts c;
        memset(&c, 0, sizeof c);
        for (size_t i = 0; i < lk.nin; i++)
            c.bodies += bodies_of(&lk.in[i]);
        int first = 1;
        if (json) {
            out_ch('{');
            each_value(&lk, &c, 0, 0, &first);
            summary_json(&lk, &c);
            if (print_live) {
                memset(&c, 0, sizeof c);
                out_str(",\"live\":");
                each_value(&lk, &c, 1, 1, &first);
                out_str(first ? "[]" : "]");
            }
            if (print_undef)
                print_undefined(&lk, 1);
            out_str("}\n");
        } else {
            each_value(&lk, &c, print_live, 0, &first);
            if (print_undef)
                print_undefined(&lk, 0);
            out_flush();
            summary_text(&lk, &c, print_live || print_undef ? stderr : stdout);
        }
        out_flush();
    }
    const char **undef = lk.undef;
    lk_free(&lk);
    free(paths);
    free((void *)undef);
    return status;
}
