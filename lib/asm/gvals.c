/*
 * gvals.c - the global values as the printer needs them beyond
 * bcq_global: the operands of each GLOBALVAR, FUNCTION, ALIAS and IFUNC
 * record (explicit type, externally_initialized, attributes...: the
 * fields of parseGlobalVarRecord and parseFunctionRecord), read once by
 * bcq_asm_open, and their names as llvm-dis writes them, an unnamed one
 * as "@N" by the slot SlotTracker's processModule gives it (the IR layer
 * keeps it: bcq_global_slot).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"

static int on_module_record(void *arg, const bcq_record *r, bcq_error *err)
{
    struct bcq_asm *a = arg;
    int rc;
    switch (r->code) {
    case 7: case 8: case 9: case 14: case 18: /* GLOBALVAR, FUNCTION,
                                               ALIAS_OLD, ALIAS, IFUNC */
        break;
    default:
        return 0;
    }
    /* version 2 records open with the name's strtab offset and size */
    size_t skip = a->mod->version >= 2 ? 2 : 0;
    size_t n = r->nops > skip ? r->nops - skip : 0;
    if (a->ngrec >= a->mod->nglobals)
        return 0; /* bcq_module_get counted them: cannot happen */
    if ((rc = bcq__grow((void **)&a->gops, &a->capgops, a->ngops + n,
                        sizeof *a->gops, err)))
        return rc;
    if (a->ngops > UINT32_MAX - n)
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "global value records too large");
    bcq__grec *g = &a->grec[a->ngrec++];
    g->first = (uint32_t)a->ngops;
    g->n = (uint32_t)n;
    g->code = (uint8_t)r->code;
    if (n)
        memcpy(a->gops + a->ngops, r->ops + skip, n * sizeof *r->ops);
    a->ngops += n;
    return 0;
}

int bcq__asm_grec(const struct bcq_asm *a, size_t i, const uint64_t **ops,
                  size_t *n)
{
    if (i >= a->ngrec)
        return BCQ_E_RANGE;
    *ops = a->gops + a->grec[i].first;
    *n = a->grec[i].n;
    return 0;
}

void bcq__put_global_name(struct bcq_asm *a, bcq__text *t, size_t id)
{
    bcq_span name = bcq__gv_name(a->mod, id);
    size_t slot;
    if (bcq_global_slot(a->mod, id, &slot) == 0) {
        bcq__putc(t, '@');
        bcq__putu(t, slot);
        return;
    }
    bcq__put_ident(t, '@', name.ptr, name.len);
}

int bcq_asm_global_name(bcq_asm *a, size_t value_id, bcq_sink_fn sink,
                        void *ctx, bcq_error *err)
{
    bcq__error_clear(err);
    if (!a || !sink)
        return bcq__fail(err, BCQ_E_INVAL, 0, "NULL printer or sink");
    if (value_id >= a->mod->nglobals)
        return bcq__fail(err, BCQ_E_RANGE, 0, "no global value %zu",
                         value_id);
    bcq__text t;
    bcq__text_init(&t, a->limit, err);
    bcq__put_global_name(a, &t, value_id);
    int rc = bcq__text_flush(&t, sink, ctx);
    bcq__text_free(&t);
    return rc;
}

int bcq__gvals_read(struct bcq_asm *a, bcq_error *err)
{
    return bcq__each_record(a->f, a->mod->module_block, on_module_record, a,
                            err);
}
