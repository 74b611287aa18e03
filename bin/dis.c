/*
 * dis.c - the dis command: each named global value's definition as
 * llvm-dis prints it (bcq_asm_global), nothing for one that cannot be
 * printed whole.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* NAME as llvm-dis spells it: "@..." as given; else a global value's
 * name, bare or quoted (bcq_asm_ident), or for digits alone "@N" when no
 * global value has that name. */
static int spelled(const bcq_file *f, size_t m, const char *name,
                   bcq_textbuf *out)
{
    size_t len = strlen(name), id;
    if (name[0] == '@')
        return bcq_textbuf_sink(out, name, len);
    if (name[0] == '"') { /* quoted as llvm-dis quotes, without the @ */
        int rc = bcq_textbuf_sink(out, "@", 1);
        return rc ? rc : bcq_textbuf_sink(out, name, len);
    }
    int digits = len > 0;
    for (size_t i = 0; i < len; i++)
        digits &= name[i] >= '0' && name[i] <= '9';
    if (digits && bcq_global_find(f, m, name, len, &id, NULL) != 0) {
        int rc = bcq_textbuf_sink(out, "@", 1);
        return rc ? rc : bcq_textbuf_sink(out, name, len);
    }
    return bcq_asm_ident('@', name, len, bcq_textbuf_sink, out);
}

/* NAME is an IR name as it stands: not "@...", not quoted, not digits
 * alone. */
static int bare(const char *name)
{
    if (name[0] == '@' || name[0] == '"' || name[0] == '\0')
        return 0;
    for (const char *p = name; *p; p++)
        if (*p < '0' || *p > '9')
            return 1;
    return 0;
}

/* Global value id is spelled as `want`. */
static int same_spelling(bcq_asm *a, size_t id, const bcq_textbuf *want)
{
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    int same = bcq_asm_global_name(a, id, bcq_textbuf_sink, &b, NULL) == 0 &&
               b.len == want->len && !memcmp(b.ptr, want->ptr, b.len);
    bcq_textbuf_free(&b);
    return same;
}

/* The value id llvm-dis names `want` in the printer's module, or
 * BCQ_NONE. */
static size_t find_spelled(bcq_asm *a, size_t n, const bcq_textbuf *want)
{
    for (size_t i = 0; i < n; i++)
        if (same_spelling(a, i, want))
            return i;
    return BCQ_NONE;
}

static int out_sink(void *ctx, const char *s, size_t n)
{
    (void)ctx;
    out_mem(s, n);
    return 0;
}

int cmd_dis(const char *file, const cli_opts *o)
{
    bcq_error err;
    int status = 0, found = 0;
    size_t first, last;
    bcq_file *f = open_modules(file, o, 1, &first, &last, &status);
    if (!f)
        return status;
    /* one printer per module, opened when a name is looked up there */
    bcq_asm **printers = calloc(last - first ? last - first : 1,
                                sizeof *printers);
    if (!printers) {
        err_printf("%s: out of memory\n", progname);
        bcq_close(f);
        return EXIT_BADINPUT;
    }
    for (int k = 0; k < o->nnames; k++) {
        const char *name = o->names[k];
        int done = 0;
        for (size_t m = first; m < last && !done; m++) {
            const bcq_module *mod;
            bcq_asm **a = &printers[m - first];
            int rc = bcq_module_get(f, m, &mod, &err);
            if (rc == 0 && !*a)
                rc = bcq_asm_open(f, m, a, &err);
            if (rc) {
                int s = report(file, rc, &err, f);
                if (s > status)
                    status = s;
                done = 1;
                break;
            }
            bcq_textbuf want = BCQ_TEXTBUF_INIT, text = BCQ_TEXTBUF_INIT;
            size_t id = BCQ_NONE;
            /* a bare name is looked up by bcq_global_find (a hash after
             * the first lookup) before the scan that spells every global
             * value: on a module of 100 000 values the scan costs more
             * than printing the function.  Its spelling is checked all
             * the same; digits alone may mean a slot ("@N"), so they
             * take the scan. */
            if (spelled(f, m, name, &want) == 0 &&
                !(bare(name) &&
                  bcq_global_find(f, m, name, strlen(name), &id, NULL) ==
                      0 &&
                  same_spelling(*a, id, &want))) {
                id = find_spelled(*a, mod->nglobals, &want);
            }
            bcq_textbuf_free(&want);
            bcq_global g;
            /* in an archive, the member that defines NAME (as function
             * and refs take it), not the first that declares it */
            if (id != BCQ_NONE && o->probe &&
                bcq_module_global(mod, id, &g) == 0 && g.is_declaration)
                id = BCQ_NONE;
            if (id != BCQ_NONE) {
                done = found = 1;
                /* whole or nothing: into a buffer first */
                rc = bcq_asm_global(*a, id, bcq_textbuf_sink, &text, &err);
                if (rc == 0)
                    out_sink(NULL, text.ptr, text.len);
                else {
                    int s = report(file, rc, &err, f);
                    if (s > status)
                        status = s;
                }
            }
            bcq_textbuf_free(&text);
        }
        if (!done && !o->probe) {
            err_printf("%s: %s: no global value named '%s'\n", progname,
                       file, name);
            if (status < EXIT_NOTFOUND)
                status = EXIT_NOTFOUND;
        }
    }
    out_flush();
    for (size_t m = first; m < last; m++)
        bcq_asm_close(printers[m - first]);
    free(printers);
    bcq_close(f);
    if (o->probe && !found)
        return EXIT_NOTFOUND;
    return status;
}
