/*
 * dis.c - the dis command: each named global value's definition as
 * llvm-dis prints it (bcq_asm_global), nothing for one that cannot be
 * printed whole.  NAME is found as every command finds it (gvname.c).
 */
#include "config.h"

#include <stdlib.h>

#include "cli.h"

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
            bcq_asm **a = &printers[m - first];
            size_t id = BCQ_NONE;
            bcq_global_brief g;
            /* the name first: a module without it opens no printer; the
             * module is read as far as the printer reads it (names,
             * kinds, declarations), not decoded whole */
            int rc = gv_locate(f, m, name, &g, &err);
            if (rc == 0)
                id = g.value_id;
            else if (rc == BCQ_E_NOT_FOUND)
                rc = 0;
            /* in an archive, the member that defines NAME (as function
             * and refs take it), not the first that declares it */
            if (rc == 0 && id != BCQ_NONE && o->probe && g.is_declaration)
                id = BCQ_NONE;
            if (rc == 0 && id != BCQ_NONE && !*a)
                rc = bcq_asm_open(f, m, a, &err);
            if (rc) {
                int s = report(file, rc, &err, f);
                if (s > status)
                    status = s;
                done = 1;
                break;
            }
            if (id != BCQ_NONE) {
                done = found = 1;
                /* whole or nothing: the printer writes nothing of a value
                 * it cannot print whole (bcq.h), so straight out, not
                 * through a buffer of ours (a megabyte copied, and 250
                 * page faults, for sqlite3VdbeExec) */
                rc = bcq_asm_global(*a, id, out_sink, NULL, &err);
                if (rc) {
                    int s = report(file, rc, &err, f);
                    if (s > status)
                        status = s;
                }
            }
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
