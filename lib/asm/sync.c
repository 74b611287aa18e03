/*
 * sync.c - sync scope names (SYNC_SCOPE_NAMES_BLOCK_ID, one
 * SYNC_SCOPE_NAME record per scope): an atomic's ssid is the index of its
 * name in that block, as BitcodeWriter's writeSyncScopeNames writes the
 * context's names in id order (0 "singlethread", 1 "" the system scope,
 * then each target scope in the order it was first used).  AsmWriter's
 * writeSyncScope prints syncscope("NAME") for any but the system scope.
 *
 * The block is read once, the first time an atomic names a scope past 1
 * (clang writes it in every module; only target scopes need it), into
 * a->ssn: the names end to end and where each starts, bounded by the
 * block's own size.
 */
#include "config.h"

#include <stdlib.h>

#include "asm/asm.h"

void bcq__ssn_free(bcq__ssn *s)
{
    free(s->bytes);
    free(s->off);
    s->bytes = NULL;
    s->off = NULL;
    s->n = s->nbytes = s->capbytes = s->capoff = 0;
}

static int on_name(void *arg, const bcq_record *r, bcq_error *err)
{
    bcq__ssn *s = arg;
    int rc;
    if (r->code != BCQ__SYNC_SCOPE_NAME)
        return 0;
    if ((rc = bcq__grow((void **)&s->off, &s->capoff, s->n + 2,
                        sizeof *s->off, err)) ||
        (rc = bcq__grow((void **)&s->bytes, &s->capbytes,
                        s->nbytes + r->nops + 1, 1, err)))
        return rc;
    s->off[s->n] = s->nbytes;
    for (size_t k = 0; k < r->nops; k++)
        s->bytes[s->nbytes++] = (uint8_t)r->ops[k];
    s->off[++s->n] = s->nbytes;
    return 0;
}

static int read_names(struct bcq_asm *a, bcq_error *err)
{
    const bcq__module *im = (const bcq__module *)a->mod;
    for (size_t i = 0; i < im->nsubs; i++)
        if (im->subs[i].id == BCQ__SYNC_SCOPE_NAMES_BLOCK_ID)
            return bcq__each_record_of(a->f, &im->subs[i], on_name, &a->ssn,
                                       err);
    return 0; /* none: every ssid past 1 is then unknown */
}

int bcq__put_syncscope(struct bcq_asm *a, bcq__text *t, uint64_t ssid,
                       uint64_t bit)
{
    if (ssid == 1)
        return 0;
    if (ssid == 0) {
        bcq__puts(t, " syncscope(\"singlethread\")");
        return 0;
    }
    if (a->ssn_status == 1) {
        a->ssn_status = read_names(a, &a->ssn_err);
        if (a->ssn_status)
            bcq__ssn_free(&a->ssn);
    }
    if (a->ssn_status) {
        if (t->err)
            *t->err = a->ssn_err;
        return a->ssn_status;
    }
    if (ssid >= a->ssn.n)
        return bcq__fail(t->err, BCQ_E_BAD_RECORD, bit,
                         "sync scope %llu not in SYNC_SCOPE_NAMES",
                         (unsigned long long)ssid);
    bcq__puts(t, " syncscope(\"");
    bcq__put_escaped(t, a->ssn.bytes + a->ssn.off[ssid],
                     a->ssn.off[ssid + 1] - a->ssn.off[ssid]);
    bcq__puts(t, "\")");
    return 0;
}
