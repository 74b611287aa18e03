/*
 * module.c - a printer over one module (bcq_asm): what it reads once, at
 * open, without a function body: the module's facts (bcq_module_get), its
 * TYPE_BLOCK, module-level CONSTANTS (placed: each record read when
 * printed, const.c), PARAMATTR_GROUP and PARAMATTR
 * blocks, the operands of each global value record (for the fields the
 * public bcq_global leaves out: explicit type, externally_initialized,
 * attributes...: gvals.c).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"
#include "asm/intrin.h"

void bcq_asm_close(bcq_asm *a)
{
    if (!a)
        return;
    bcq__atypes_free(&a->types);
    bcq__acsts_free(&a->consts);
    bcq__attrs_free(&a->attrs);
    bcq__amds_free(&a->md);
    bcq_reader_close(a->mdr);
    free(a->mdck);
    free(a->mdcode);
    free(a->seen);
    bcq__anames_free(&a->kinds);
    bcq__anames_free(&a->tags);
    bcq__ssn_free(&a->ssn);
    bcq__text_free(&a->lbl.text);
    bcq_textbuf_free(&a->text);
    for (int k = 0; k < BCQ__NSPARES; k++)
        free(a->spare.v[k].p);
    free(a->spare.lkeys);
    free(a->lbl.off);
    bcq__grec_free(a);
    bcq__fnseek_free(&a->fnseek);
    bcq_reader_close(a->gvr);
    free(a->gops);
    free(a);
}

int bcq_asm_open(const bcq_file *f, size_t m, bcq_asm **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "NULL out");
    *out = NULL;
    if (!f)
        return bcq__fail(err, BCQ_E_INVAL, 0, "NULL file");
    const bcq_module *mod;
    /* of the global value records, the printer reads what it prints
     * (bcq__asm_grec, bcq__asm_global): the lite decode is enough */
    int rc = bcq__module_lite(f, m, &mod, err);
    if (rc)
        return rc;
    if (mod->version < 1)
        return bcq__fail(err, BCQ_E_UNSUPPORTED, 0,
                         "module version 0 (absolute operands)");
    struct bcq_asm *a = calloc(1, sizeof *a);
    if (!a)
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    a->f = f;
    a->m = m;
    a->mod = mod;
    size_t in = bcq_file_data(f).len;
    a->limit = in > (SIZE_MAX - (1u << 20)) / 16 ? SIZE_MAX
                                                  : 16 * in + (1u << 20);
    a->consts.first = mod->nglobals;
    a->major = bcq__producer_major(mod->producer.ptr, mod->producer.len);
    a->md_status = 1;
    a->kinds.status = 1;
    a->tags.status = 1;
    a->ssn_status = 1;
    a->consts.cur_type = UINT64_MAX;
    const bcq__module *im = (const bcq__module *)mod;
    size_t ncst = 0, ntypes = 0;
    for (size_t i = 0; i < im->nsubs; i++) {
        ncst += im->subs[i].id == BCQ__CONSTANTS_BLOCK_ID;
        ntypes += im->subs[i].id == BCQ__TYPE_BLOCK_ID_NEW;
    }
    for (size_t i = 0; rc == 0 && i < im->nsubs; i++) {
        const bcq_block *b = &im->subs[i];
        switch (b->id) {
        case BCQ__TYPE_BLOCK_ID_NEW:
            /* one TYPE block and one CONSTANTS block, as LLVM writes
             * them: the IR layer's table, which placing the constants
             * needs (bcq__acsts_place), decoded with the printer's, not
             * the block twice (1.7 M instructions on SQLite, a seventh of
             * printing a small function) */
            if (ntypes == 1 && ncst == 1 && bcq__atypes_read_fed(a, b))
                break;
            rc = bcq__atypes_read(a, b, err);
            break;
        case BCQ__CONSTANTS_BLOCK_ID:
            /* one block (as LLVM writes it): placed, each record read
             * when printed; several: read whole, in order */
            rc = ncst == 1 ? bcq__acsts_place(a, &a->consts, b, err)
                           : bcq__acsts_read(a, &a->consts, b, err);
            break;
        case BCQ__PARAMATTR_GROUP_BLOCK_ID:
            rc = bcq__attrs_read_groups(a, b, err);
            break;
        case BCQ__PARAMATTR_BLOCK_ID:
            rc = bcq__attrs_read_lists(a, b, err);
            break;
        default:
            break;
        }
    }
    if (rc == 0)
        rc = bcq__atypes_index(a, err);
    if (rc == 0)
        rc = bcq__attrs_resolve(a, err);
    if (rc == 0)
        rc = bcq__gvals_read(a, err);
    if (rc) {
        bcq_asm_close(a);
        return rc;
    }
    *out = a;
    return 0;
}
