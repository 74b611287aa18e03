/*
 * ir-expect.c - what the module, function-map and SYMTAB queries must give
 * for each lie of ir.c: the status, the bit and enclosing block (worked
 * out from where ir.c wrote the record or field at fault), and the message
 * those queries document.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir.h"

/* What each query must give for lie (positions from stream start). */
void gb_ir_expect(gb_case *c, enum lie lie, const irfile *r)
{
    const irpos *p = &r->p;
    tu_expect x = gb_ok(c->w.nblocks);
    if (lie == L_CST_OVERRUN) /* the module constants' level */
        x = gb_fail_in(BCQ_E_IMPLAUSIBLE, p->cst_bad, TU_CONSTANTS_BLOCK_ID,
                       p->cst);
    gb_both(c, &x);

    /* the module: bcq_module_get */
    tu_expect mod = tu_expect_none();
    char mmsg[128] = "";
    if (lie == L_IDENT_ALONE) {
        mod = gb_fail(BCQ_E_BAD_BLOCK, r->symtab);
        snprintf(mmsg, sizeof mmsg,
                 "IDENTIFICATION_BLOCK not followed by a MODULE_BLOCK");
    } else if (lie == L_NAME_OUTSIDE || lie == L_NO_STRTAB) {
        mod = gb_fail_in(BCQ_E_BAD_RECORD, p->gv, TU_MODULE_BLOCK_ID,
                         p->module);
        snprintf(mmsg, sizeof mmsg, "GLOBALVAR record (value 0): name at "
                                    "%d+2 outside the %d-byte STRTAB",
                 lie == L_NAME_OUTSIDE ? 1000 : 0,
                 lie == L_NO_STRTAB ? 0 : S_LEN);
    } else if (lie == L_SECTION_ID || lie == L_COMDAT_ID) {
        mod = gb_fail_in(BCQ_E_BAD_RECORD, p->gv, TU_MODULE_BLOCK_ID,
                         p->module);
        snprintf(mmsg, sizeof mmsg,
                 "GLOBALVAR record (value 0): %s id %d, the module has 0",
                 lie == L_SECTION_ID ? "section" : "comdat",
                 lie == L_SECTION_ID ? 5 : 3);
    } else if (lie == L_BAD_CC) {
        mod = gb_fail_in(BCQ_E_BAD_RECORD, p->fn_g, TU_MODULE_BLOCK_ID,
                         p->module);
        snprintf(mmsg, sizeof mmsg,
                 "FUNCTION record (value 2): calling convention 2000");
    } else if (lie == L_VERSION3) {
        mod = gb_fail_in(BCQ_E_UNSUPPORTED, p->version, TU_MODULE_BLOCK_ID,
                         p->module);
        snprintf(mmsg, sizeof mmsg, "module VERSION 3 (LLVM knows 0, 1, 2)");
    }
    gb_line *l = gb_line_add(c, "module", &mod);
    memcpy(l->msg, mmsg, sizeof mmsg);

    /* the function map: bcq_function_count, then every function */
    tu_expect fn = mod;
    char fmsg[128];
    memcpy(fmsg, mmsg, sizeof fmsg);
    if (mod.code == 0) {
        switch (lie) {
        case L_FNENTRY_DECL:
        case L_FNENTRY_DUP_VALUE:
            fn = gb_fail_in(BCQ_E_BAD_RECORD, p->fnentry_h,
                            TU_VALUE_SYMTAB_BLOCK_ID, p->vst);
            if (lie == L_FNENTRY_DECL)
                snprintf(fmsg, sizeof fmsg, "FNENTRY for value 2, which is "
                                            "not a defined function of "
                                            "module 0");
            else
                snprintf(fmsg, sizeof fmsg, "second FNENTRY for value 1");
            break;
        case L_FNENTRY_DUP_BLOCK:
            fn = gb_fail(BCQ_E_BAD_RECORD, p->fnentry_h);
            snprintf(fmsg, sizeof fmsg,
                     "FNENTRY for value 3 names the FUNCTION_BLOCK at bit "
                     "%llu, already given to value 1",
                     (unsigned long long)p->fn[0]);
            break;
        case L_FNENTRY_INSIDE:
            fn = gb_fail(BCQ_E_BAD_BLOCK, p->fn[0]);
            snprintf(fmsg, sizeof fmsg, "the first FUNCTION_BLOCK of module "
                                        "0 has no FNENTRY");
            break;
        case L_FNENTRY_MISSING:
            fn = gb_fail(BCQ_E_BAD_BLOCK, p->ident);
            snprintf(fmsg, sizeof fmsg, "defined function (value 3) of "
                                        "module 0 has no FNENTRY");
            break;
        case L_VSTOFFSET_PAST:
        case L_VSTOFFSET_AT_FUNC:
            fn = gb_fail(BCQ_E_BAD_RECORD, p->vstoffset);
            snprintf(fmsg, sizeof fmsg,
                     "VSTOFFSET %llu (bit %llu) is not the start of module "
                     "0's VALUE_SYMTAB",
                     lie == L_VSTOFFSET_PAST
                         ? (unsigned long long)(UINT64_C(1) << 36)
                         : (unsigned long long)word_of(p, p->fn[0]),
                     lie == L_VSTOFFSET_PAST
                         ? (unsigned long long)UINT64_MAX
                         : (unsigned long long)p->fn[0]);
            break;
        default:
            fmsg[0] = 0;
            break;
        }
    }
    l = gb_line_add(c, "functions", &fn);
    memcpy(l->msg, fmsg, sizeof fmsg);
    if (fn.code == 0) {
        l->has_count = 1;
        l->count = 2;
    }

    /* the SYMTAB: bcq_symtab_get, then every symbol */
    tu_expect st = tu_expect_none();
    char smsg[128] = "";
    const uint64_t blob = r->blob;
    switch (lie) {
    case L_IDENT_ALONE:
        st = mod;
        memcpy(smsg, mmsg, sizeof smsg);
        break;
    case L_NO_STRTAB:
        st = gb_fail(BCQ_E_NOT_FOUND, r->symtab);
        snprintf(smsg, sizeof smsg, "no STRTAB after the SYMTAB block");
        break;
    case L_ST_STALE:
    case L_TWO_MODULES:
        st = gb_fail(BCQ_E_STALE, r->symtab);
        snprintf(smsg, sizeof smsg, "SYMTAB describes %d modules, the file "
                                    "has %d",
                 lie == L_ST_STALE ? 2 : 1, lie == L_ST_STALE ? 1 : 2);
        break;
    case L_ST_VERSION:
        st = gb_fail(BCQ_E_UNSUPPORTED, blob);
        snprintf(smsg, sizeof smsg, "SYMTAB version 5 (bcq reads 3 and 4)");
        break;
    case L_ST_NSYMS: /* the symbols' Range */
        st = gb_fail(BCQ_E_BAD_RECORD, blob + 28 * 8);
        snprintf(smsg, sizeof smsg, "SYMTAB symbols: 268435456 entries at "
                                    "byte %u do not fit the %zu-byte blob",
                 r->syms, r->blob_len);
        break;
    case L_ST_STR_OUT: /* the producer's Str */
        st = gb_fail(BCQ_E_BAD_RECORD, blob + 4 * 8);
        snprintf(smsg, sizeof smsg, "SYMTAB producer: string at %d+4000 "
                                    "outside the %d-byte STRTAB",
                 S_PROD, S_LEN);
        break;
    case L_ST_MODULE_RANGE: /* module 0's entry */
        st = gb_fail(BCQ_E_BAD_RECORD, blob + 76 * 8);
        snprintf(smsg, sizeof smsg,
                 "SYMTAB module 0: symbols [0, 7) out of order");
        break;
    case L_ST_SHORT:
        st = gb_fail(BCQ_E_BAD_RECORD, blob);
        snprintf(smsg, sizeof smsg, "SYMTAB blob of 40 bytes, shorter than "
                                    "the 76-byte header");
        break;
    default:
        break;
    }
    if (st.code && st.code != BCQ_E_STALE && st.code != BCQ_E_NOT_FOUND &&
        lie != L_IDENT_ALONE) {
        st.in_id = TU_SYMTAB_BLOCK_ID;
        st.in_bit = r->symtab;
    }
    l = gb_line_add(c, "symtab", &st);
    memcpy(l->msg, smsg, sizeof smsg);
    if (st.code && st.code != BCQ_E_STALE)
        return;

    tu_expect sy = tu_expect_none();
    char ymsg[128] = "";
    if (lie == L_ST_COMDAT) { /* symbol 1's comdat index */
        sy = gb_fail_in(BCQ_E_BAD_RECORD, blob + (r->syms + 24 + 16) * 8,
                        TU_SYMTAB_BLOCK_ID, r->symtab);
        snprintf(ymsg, sizeof ymsg, "SYMTAB symbol 1: comdat index 7 of 1");
    } else if (lie == L_ST_UNCOMMON) { /* symbol 0's flags */
        sy = gb_fail_in(BCQ_E_BAD_RECORD, blob + (r->syms + 20) * 8,
                        TU_SYMTAB_BLOCK_ID, r->symtab);
        snprintf(ymsg, sizeof ymsg,
                 "SYMTAB symbol 0 needs uncommon entry 0 of 0");
    }
    l = gb_line_add(c, "symbols", &sy);
    memcpy(l->msg, ymsg, sizeof ymsg);
    l->has_count = 1;
    l->count = 6;
}

