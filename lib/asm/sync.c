/*
 * sync.c - sync scope names (SYNC_SCOPE_NAMES_BLOCK_ID, one
 * SYNC_SCOPE_NAME record per scope): an atomic's ssid is the index of its
 * name in that block, as BitcodeWriter's writeSyncScopeNames writes the
 * context's names in id order (0 "singlethread", 1 "" the system scope,
 * then each target scope in the order it was first used).  AsmWriter's
 * writeSyncScope prints syncscope("NAME") for any but the system scope.
 *
 * The block is read when an atomic names a scope past 1, not at open:
 * clang writes it in every module, and only target scopes need it.
 */
#include "config.h"

#include "asm/asm.h"

typedef struct scope_find {
    uint64_t want, seen;
    bcq__text *t;
    int found;
} scope_find;

/* The record's ops live while the block is read: the name is printed
 * here, and the walk stops after it (1, not an error). */
static int on_name(void *arg, const bcq_record *r, bcq_error *err)
{
    scope_find *s = arg;
    (void)err;
    if (r->code != BCQ__SYNC_SCOPE_NAME || s->seen++ != s->want)
        return 0;
    bcq__puts(s->t, " syncscope(\"");
    for (size_t k = 0; k < r->nops; k++) {
        uint8_t c = (uint8_t)r->ops[k];
        bcq__put_escaped(s->t, &c, 1);
    }
    bcq__puts(s->t, "\")");
    s->found = 1;
    return 1;
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
    const bcq__module *im = (const bcq__module *)a->mod;
    for (size_t i = 0; i < im->nsubs; i++) {
        if (im->subs[i].id != BCQ__SYNC_SCOPE_NAMES_BLOCK_ID)
            continue;
        scope_find s = {ssid, 0, t, 0};
        int rc = bcq__each_record_of(a->f, &im->subs[i], on_name, &s, t->err);
        if (s.found)
            return 0;
        if (rc)
            return rc;
        break;
    }
    return bcq__fail(t->err, BCQ_E_BAD_RECORD, bit,
                     "sync scope %llu not in SYNC_SCOPE_NAMES",
                     (unsigned long long)ssid);
}
