/*
 * modules.c - the IR part of a handle: the modules of an IR file, grouped
 * at open from the top-level index, and the end of everything built of
 * them.
 *
 * Grouping (doc/format.md 4.1-4.5, LLVM's getBitcodeFileContents): at the top
 * level an IDENTIFICATION_BLOCK must be followed by a MODULE_BLOCK; a
 * STRTAB block serves every earlier module that has none yet (several
 * STRTABs appear in `llvm-cat -b` output); the first SYMTAB block of the
 * file is paired with the first STRTAB after it; other blocks are ignored.
 * No record is read, and the grouping never fails the open: bcq dump must
 * still show a file LLVM would refuse; the module queries return the
 * violation (bcq__ir_check).
 */
#include "config.h"

#include <stdlib.h>

#include "ir/ir.h"


static int group(bcq_file *f, bcq__ir *ir, bcq_error *err)
{
    /* The slots are counted first and allocated once: no growth, no
     * shrinking (two allocator calls fewer per open). */
    size_t pending = BCQ_NONE, nslots = 0;
    for (size_t i = 0; i < bcq__fs(f)->index.n; i++)
        nslots += bcq__fs(f)->index.v[i].depth == 0 &&
                  bcq__fs(f)->index.v[i].block_id == BCQ__MODULE_BLOCK_ID;
    if (nslots > SIZE_MAX / sizeof *ir->mods)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "too many modules");
    if (nslots) {
        int rc = bcq__fzalloc(bcq__fbudget(f), &ir->charged,
                              nslots * sizeof *ir->mods, (void **)&ir->mods,
                              err);
        if (rc)
            return rc;
    }
    for (size_t i = 0; i < bcq__fs(f)->index.n; i++) {
        const bcq__block *b = &bcq__fs(f)->index.v[i];
        if (b->depth != 0)
            continue;
        if (pending != BCQ_NONE && b->block_id != BCQ__MODULE_BLOCK_ID) {
            ir->status = BCQ_E_BAD_BLOCK;
            ir->bad_bit = b->enter_bit;
            return 0;
        }
        switch (b->block_id) {
        case BCQ__IDENTIFICATION_BLOCK_ID:
            pending = i;
            break;
        case BCQ__MODULE_BLOCK_ID: {
            bcq__modslot *s = &ir->mods[ir->nmods++];
            s->ident = pending;
            s->module = i;
            s->strtab = BCQ_NONE;
            atomic_init(&s->built, NULL);
            atomic_init(&s->lite, NULL);
            atomic_init(&s->funcs, NULL);
            atomic_init(&s->names, NULL);
            atomic_init(&s->types, NULL);
            atomic_init(&s->consts, NULL);
            atomic_init(&s->refs[0], NULL);
            atomic_init(&s->refs[1], NULL);
            atomic_init(&s->summary, NULL);
            atomic_init(&s->keep, NULL);
            atomic_init(&s->finds, 0);
            atomic_init(&s->failed, NULL);
            pending = BCQ_NONE;
            break;
        }
        case BCQ__STRTAB_BLOCK_ID:
            for (size_t k = ir->nmods;
                 k-- > 0 && ir->mods[k].strtab == BCQ_NONE;)
                ir->mods[k].strtab = i;
            if (ir->symtab_block != BCQ_NONE &&
                ir->symtab_strtab == BCQ_NONE)
                ir->symtab_strtab = i;
            break;
        case BCQ__SYMTAB_BLOCK_ID:
            if (ir->symtab_block == BCQ_NONE)
                ir->symtab_block = i;
            break;
        default:
            break;
        }
    }
    if (pending != BCQ_NONE) {
        ir->status = BCQ_E_BAD_BLOCK;
        ir->bad_bit = bcq__fs(f)->index.v[pending].enter_bit;
    }
    return 0;
}

int bcq__ir_open(bcq_file *f, bcq_error *err)
{
    size_t acct = 0;
    bcq__ir *ir;
    int rc = bcq__fzalloc(bcq__fbudget(f), &acct, sizeof *ir, (void **)&ir,
                          err);
    if (rc)
        return rc;
    ir->charged = acct;
    ir->symtab_block = ir->symtab_strtab = BCQ_NONE;
    atomic_init(&ir->symtab, NULL);
    bcq__fs(f)->ir = ir;
    return group(f, ir, err);
}

void bcq__ir_close(bcq_file *f)
{
    bcq__ir *ir = bcq__fs(f)->ir;
    if (!ir)
        return;
    for (size_t i = 0; i < ir->nmods; i++) {
        bcq__module_free(f, atomic_load(&ir->mods[i].built));
        bcq__module_free(f, atomic_load(&ir->mods[i].lite));
        bcq__funcmap_free(atomic_load(&ir->mods[i].funcs));
        bcq__namehash_free(atomic_load(&ir->mods[i].names));
        bcq__types_free(atomic_load(&ir->mods[i].types));
        bcq__consts_free(atomic_load(&ir->mods[i].consts));
        bcq__refs_free(atomic_load(&ir->mods[i].refs[0]));
        bcq__refs_free(atomic_load(&ir->mods[i].refs[1]));
        bcq__summary_free(atomic_load(&ir->mods[i].summary));
        bcq__keep_free(atomic_load(&ir->mods[i].keep));
        bcq__memo_drop(f, atomic_load(&ir->mods[i].failed));
    }
    free(ir->mods);
    bcq__symchk_close(f, atomic_load(&ir->symtab));
    bcq__refund(bcq__fbudget(f), &ir->charged);
    free(ir);
    bcq__fs(f)->ir = NULL;
}

int bcq_module_count(const bcq_file *f, size_t *count, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !count)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *count = 0;
    int rc = bcq__ir_check(f, err);
    if (rc == 0)
        *count = bcq__fs(f)->ir->nmods;
    return rc;
}
