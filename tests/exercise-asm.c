/*
 * exercise-asm.c - the exerciser's walk of the assembly writer: a printer
 * on each module, then every global value's definition (bcq_asm_global),
 * whole or nothing: a call that fails writes nothing, one that succeeds
 * writes lines that end in '\n'.  See exercise.h.
 */
#include "config.h"

#include <string.h>

#include "exercise-impl.h"

/* What the printer may answer on any input: the module's and the
 * function's errors, what it does not print yet, its own caps. */
#define ASM_SET                                                               \
    (REFS_SET | M(BCQ_E_UNSUPPORTED) | M(BCQ_E_IMPLAUSIBLE) |                 \
     M(BCQ_E_LIMIT) | M(BCQ_E_NO_BODY))

#define ASM_VALUES 24

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
}
