/*
 * gvname.c - a global value's name on bcq's command line and in its own
 * output formats: llvm-dis's spelling (bcq_global_spelling), one for
 * every command.
 *
 * Printed: the spelling without its '@' for a named value ("main",
 * "\"a b\"", quoted with llvm-dis's escapes, so that a name stays one
 * field), "@N" for an unnamed one, whose number alone would read as a
 * name.  Accepted (gv_find): "@N", "@name", "@\"...\"" and "\"...\"" as
 * llvm-dis writes them, else the name itself byte for byte, else, for
 * digits alone that no value is named, "@" and the digits.  So a name
 * bcq prints, with or without an '@' in front, finds its value again.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* One lookup: spelled or the name itself; by the decoded module, or
 * (b != NULL) by bcq_global_locate, which fills *b. */
static int find1(const bcq_file *f, size_t m, const char *s, size_t len,
                 int spelled, size_t *id, bcq_global_brief *b,
                 bcq_error *err)
{
    if (!b)
        return spelled ? bcq_global_find_spelled(f, m, s, len, id, err)
                       : bcq_global_find(f, m, s, len, id, err);
    int rc = bcq_global_locate(f, m, s, len, spelled ? BCQ_LOCATE_SPELLED : 0,
                               b, err);
    if (rc == 0)
        *id = b->value_id;
    return rc;
}

static int find(const bcq_file *f, size_t m, const char *arg, size_t *id,
                bcq_global_brief *b, bcq_error *err)
{
    size_t len = strlen(arg);
    int rc = BCQ_E_NOT_FOUND;
    if (arg[0] == '@') {
        rc = find1(f, m, arg, len, 1, id, b, err);
    } else if (arg[0] == '"') { /* quoted as llvm-dis quotes, no '@' */
        char *s = malloc(len + 2);
        if (!s)
            return BCQ_E_NOMEM;
        s[0] = '@';
        memcpy(s + 1, arg, len + 1);
        rc = find1(f, m, s, len + 1, 1, id, b, err);
        free(s);
    }
    if (rc != BCQ_E_NOT_FOUND)
        return rc;
    rc = find1(f, m, arg, len, 0, id, b, err);
    if (rc != BCQ_E_NOT_FOUND || len == 0 || strspn(arg, "0123456789") != len)
        return rc;
    char at[32];
    if (len + 2 > sizeof at)
        return rc; /* no module has that many unnamed values */
    at[0] = '@';
    memcpy(at + 1, arg, len + 1);
    return find1(f, m, at, len + 1, 1, id, b, err);
}

int gv_find(const bcq_file *f, size_t m, const char *arg, size_t *id,
            bcq_error *err)
{
    return find(f, m, arg, id, NULL, err);
}

int gv_locate(const bcq_file *f, size_t m, const char *arg,
              bcq_global_brief *b, bcq_error *err)
{
    size_t id;
    return find(f, m, arg, &id, b, err);
}

char *gv_name(const bcq_module *mod, size_t id)
{
    size_t len = 0;
    if (id >= mod->nglobals)
        return NULL;
    bcq_global_spelling(mod, id, NULL, 0, &len); /* the length */
    char *buf = malloc(len + 1);
    if (!buf)
        return NULL;
    bcq_global_spelling(mod, id, buf, len + 1, &len);
    size_t slot;
    if (bcq_global_slot(mod, id, &slot) != 0) /* named: no '@' */
        memmove(buf, buf + 1, len);
    return buf;
}

/* gv_name, or the process exits: the commands have nothing to print
 * without it. */
static char *gv_name_or_die(const bcq_module *mod, size_t id)
{
    char *s = gv_name(mod, id);
    if (!s) {
        err_printf("%s: out of memory\n", progname);
        exit(EXIT_BADINPUT);
    }
    return s;
}

void out_gv_name(const bcq_module *mod, size_t id)
{
    char *s = gv_name_or_die(mod, id);
    out_str(s);
    free(s);
}

void out_json_gv_name(const bcq_module *mod, size_t id)
{
    char *s = gv_name_or_die(mod, id);
    out_json_str(s);
    free(s);
}
