/*
 * empty.c - whether a function's body is empty as GlobalDCE sees it
 * (bcq_function_empty).
 *
 * GlobalDCE's run first calls optimizeGlobalCtorsList with
 * isEmptyFunction: a definition whose entry block's first instruction,
 * debug and pseudo-probe intrinsics aside (isDebugOrPseudoInst), is a
 * "ret" without a value.  From the body, refs.c notes it while it decodes
 * the body for references (one decode, kept with them).  From a summary,
 * no body is read: the entry counts instructions as ModuleSummaryAnalysis
 * does (debug and pseudo-probe intrinsics not counted), so one
 * instruction, no call and no reference in a function that returns void
 * is a block holding one terminator without operands: "ret void" or
 * "unreachable", which the summary does not tell apart (any other
 * terminator needs a value or a second block, and the entry block has no
 * predecessor).
 */
#include "config.h"

#include "ir/ir.h"

/* From the summary entry s of function g: empty as above. */
static int summary_empty(const bcq_file *f, size_t m, const bcq_global *g,
                         const bcq_summary *s, int *empty, bcq_error *err)
{
    *empty = 0;
    if (s->kind != BCQ_SUMMARY_FUNCTION || s->insts != 1 || s->ncalls ||
        s->nrefs)
        return 0;
    const bcq__types *t;
    int rc = bcq__types_get(f, m, &t, err);
    if (rc)
        return rc;
    const bcq__type *fn = bcq__type_function(t, g->type_id);
    const bcq__type *ret = fn ? bcq__type_at(t, fn->ret) : NULL;
    *empty = ret && ret->code == BCQ__TYPE_CODE_VOID;
    return 0;
}

int bcq_function_empty(const bcq_file *f, size_t m, size_t value_id,
                       bcq_ref_source source, int *empty, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !empty ||
        (source != BCQ_REFS_BODY && source != BCQ_REFS_SUMMARY &&
         source != BCQ_REFS_AUTO))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *empty = 0;
    const bcq_module *mod;
    int rc = bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    bcq_global g;
    if (bcq_module_global(mod, value_id, &g) != 0)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no global value %zu (module %zu has %zu)", value_id,
                         m, mod->nglobals);
    if (g.kind != BCQ_GV_FUNCTION)
        return bcq__fail(err, BCQ_E_NOT_FOUND, g.record_bit,
                         "global value %zu is not a function", value_id);
    if (g.is_declaration) /* isEmptyFunction: "skip external functions" */
        return 0;
    if (source != BCQ_REFS_BODY) {
        bcq_summary s;
        rc = bcq_summary_get(f, m, value_id, &s, err);
        if (rc == 0)
            return summary_empty(f, m, &g, &s, empty, err);
        if (rc != BCQ_E_NOT_FOUND || source == BCQ_REFS_SUMMARY)
            return rc;
        bcq__error_clear(err); /* BCQ_REFS_AUTO: no entry, the body */
    }
    return bcq__refs_body_empty(f, m, value_id, empty, err);
}
