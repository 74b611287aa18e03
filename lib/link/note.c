/*
 * note.c - what a link has to say goes to the caller's callback
 * (bcq_link_options.note): libbcq-link prints nothing.  A failed input is
 * noted once, the first, and kept for bcq_link_run's err.
 */
#include "config.h"

#include <string.h>

#include "link.h"

void lk_note(const lk_link *lk, int kind, const char *input,
             const bcq_error *err, const char *message)
{
    if (!lk->note)
        return;
    bcq_link_note n = {kind, input, 0, err, message};
    lk->note(lk->note_arg, &n);
}

int lk_error(bcq_error *err, int code, const char *msg)
{
    if (err) {
        memset(err, 0, sizeof *err);
        err->code = code;
        err->block_id = UINT32_MAX;
        err->block_bit = UINT64_MAX;
        size_t n = strlen(msg);
        if (n >= sizeof err->message)
            n = sizeof err->message - 1;
        memcpy(err->message, msg, n);
    }
    return code;
}

int lk_fail(lk_link *lk, const char *label, int rc, const bcq_error *err)
{
    if (lk->failed)
        return rc;
    lk->failed = 1;
    lk->first_rc = rc;
    if (err)
        lk->first = *err;
    else {
        memset(&lk->first, 0, sizeof lk->first);
        lk->first.block_bit = UINT64_MAX;
    }
    if (lk->note) {
        bcq_link_note n = {BCQ_LINK_NOTE_FAILED, label, rc, &lk->first, NULL};
        lk->note(lk->note_arg, &n);
    }
    return rc;
}
