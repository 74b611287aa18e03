/*
 * exercise-asm.c - the exerciser's walk of the assembly writer: a printer
 * on each module, then every global value's definition (bcq_asm_global),
 * whole or nothing: a call that fails writes nothing, one that succeeds
 * writes lines that end in '\n'.  See exercise.h.
 */
#include "config.h"

#include <string.h>

#include "internals.h" /* bcq__open_mem_internal */
#include "exercise-impl.h"

/* What the printer may answer on any input: the module's and the
 * function's errors, what it does not print yet, its own caps. */
#define ASM_SET                                                               \
    (REFS_SET | M(BCQ_E_UNSUPPORTED) | M(BCQ_E_IMPLAUSIBLE) |                 \
     M(BCQ_E_LIMIT) | M(BCQ_E_NO_BODY))

#define ASM_VALUES 24

/* A printer on module m of a second handle that nothing has decoded:
 * it reads the module the lite way (doc/format.md 12.5), which a damaged
 * field in a record it does not print does not stop.  NULL when it cannot
 * open; *g gets the handle (closed by the caller). */
static bcq_asm *lite_printer(ex *x, const bcq_file *f, size_t m,
                             bcq_file **g)
{
    bcq_error e;
    *g = NULL;
    /* opened as f was (a deep open indexes what a lazy one reads later) */
    if (bcq__open_mem_internal(x->data, x->size, bcq__fs(f)->flags, g,
                               NULL) != 0)
        return NULL;
    bcq_asm *a = NULL;
    ex_poison(&e);
    int rc = bcq_asm_open(*g, m, &a, &e);
    ex_check_rc(x, "bcq_asm_open (lite)", rc, ASM_SET, &e);
    REQUIRE(rc == 0 || a == NULL, "bcq_asm_open failed but gave a printer");
    return a;
}

/* Value i printed by the lite printer: whole lines or nothing; and, when
 * the whole decode printed it (want, or NULL), the same text.  Returns
 * its status. */
static int print_lite(ex *x, bcq_asm *la, size_t i, const bcq_textbuf *want)
{
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_asm_global(la, i, bcq_textbuf_sink, &b, &e);
    ex_check_rc(x, "bcq_asm_global (lite)", rc, ASM_SET | M(BCQ_E_RANGE), &e);
    if (rc)
        REQUIRE(b.len == 0, "bcq_asm_global(%zu) (lite) failed but wrote",
                i);
    else
        REQUIRE(b.len > 0 && b.ptr[b.len - 1] == '\n' &&
                    strlen(b.ptr) == b.len,
                "bcq_asm_global(%zu) (lite): text not whole lines", i);
    if (want)
        REQUIRE(rc == 0 && b.len == want->len &&
                    memcmp(b.ptr, want->ptr, b.len) == 0,
                "bcq_asm_global(%zu): the lite printer's text (%s, %zu "
                "bytes) is not the whole decode's (%zu bytes)",
                i, bcq_status_name(rc), b.len, want->len);
    ex_spend(x, 1 + b.len / 64);
    bcq_textbuf_free(&b);
    return rc;
}

void ex_walk_lite(ex *x, const bcq_file *f, size_t m)
{
    bcq_file *g;
    bcq_asm *la = lite_printer(x, f, m, &g);
    for (size_t i = 0; la && i < ASM_VALUES && ex_more(x); i++)
        if (print_lite(x, la, i, NULL) == BCQ_E_RANGE)
            break;
    bcq_asm_close(la);
    bcq_close(g);
}

void ex_walk_asm(ex *x, const bcq_file *f, size_t m, const bcq_module *mod)
{
    bcq_asm *a = NULL;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_asm_open(f, m, &a, &e);
    ex_check_rc(x, "bcq_asm_open", rc, ASM_SET, &e);
    if (rc) {
        REQUIRE(a == NULL, "bcq_asm_open failed but gave a printer");
        return;
    }
    /* the lite decode of the same module agrees wherever the whole one
     * printed */
    bcq_file *g;
    bcq_asm *la = lite_printer(x, f, m, &g);
    REQUIRE(la != NULL || g == NULL,
            "the whole decode opened a printer, the lite one did not");
    /* the first ASM_VALUES of each module: the sweep's time stays near
     * what the other walks take */
    for (size_t i = 0; i < mod->nglobals && i < ASM_VALUES && ex_more(x);
         i++) {
        bcq_textbuf b = BCQ_TEXTBUF_INIT;
        ex_poison(&e);
        rc = bcq_asm_global(a, i, bcq_textbuf_sink, &b, &e);
        ex_check_rc(x, "bcq_asm_global", rc, ASM_SET, &e);
        if (rc)
            REQUIRE(b.len == 0, "bcq_asm_global(%zu) failed (%s) but wrote "
                                "%zu bytes",
                    i, bcq_status_name(rc), b.len);
        else
            REQUIRE(b.len > 0 && b.ptr[b.len - 1] == '\n' &&
                        strlen(b.ptr) == b.len,
                    "bcq_asm_global(%zu): text not whole lines", i);
        if (la)
            print_lite(x, la, i, rc == 0 ? &b : NULL);
        ex_spend(x, 1 + b.len / 64);
        if (b.len)
            ex_mix_bytes(x, b.ptr, b.len);
        bcq_textbuf_free(&b);
    }
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ex_poison(&e);
    rc = bcq_asm_global(a, mod->nglobals, bcq_textbuf_sink, &b, &e);
    ex_check_rc(x, "bcq_asm_global(nglobals)", rc, M(BCQ_E_RANGE), &e);
    REQUIRE(rc == BCQ_E_RANGE && b.len == 0,
            "bcq_asm_global(nglobals): %s", bcq_status_name(rc));
    bcq_asm_close(a);
    bcq_asm_close(la);
    bcq_close(g);
}
