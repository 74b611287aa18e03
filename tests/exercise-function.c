/*
 * exercise-function.c - the exerciser's walk of functions: the function
 * map of each module, every defined function's block and body (a reader
 * and the instruction view must agree).  See exercise.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise-impl.h"
#include "testutil.h" /* the LLVM numbers only */

static void check_function(ex *x, const bcq_file *f, const bcq_module *mod,
                           const bcq_function *fn)
{
    x->st->functions++;
    REQUIRE(fn->value_id < mod->nglobals &&
                fn->global.record_bit ==
                    ex_gv_at(mod, fn->value_id)->record_bit,
            "function value %zu: global pointer not the module's",
            fn->value_id);
    REQUIRE(fn->global.kind == BCQ_GV_FUNCTION && !fn->global.is_declaration,
            "function value %zu is not a defined function", fn->value_id);
    ex_check_block(x, "function block", &fn->block);
    REQUIRE(fn->block.id == TU_FUNCTION_BLOCK_ID, "function's block has id %u",
            fn->block.id);
    /* in the index after a deep open; else found through its FNENTRY
     * (or the module's level) with no index position */
    REQUIRE(fn->block.parent == mod->module_block && fn->block.depth == 1,
            "function block: parent %zu, depth %u; the MODULE_BLOCK is %zu",
            fn->block.parent, fn->block.depth, mod->module_block);
    bcq_block ib;
    int rc;
    if (fn->block.index != BCQ_NONE) {
        rc = bcq_block_at(f, fn->block.index, &ib);
        ex_check_code(x, "bcq_block_at(function block)", rc, 0);
        ex_check_same_block(x, "function block vs index", &fn->block, &ib);
        REQUIRE(ib.parent == mod->module_block,
                "function block %zu is not a child of the MODULE_BLOCK %zu",
                fn->block.index, mod->module_block);
    } else {
        REQUIRE(fn->order_block == BCQ_NONE,
                "order_block %zu for a block with no index position",
                fn->order_block);
        REQUIRE(fn->block.flags == BCQ_BLOCK_LAZY,
                "function block outside the index: flags %#x",
                fn->block.flags);
    }
    rc = bcq_block_at(f, mod->module_block, &ib);
    ex_check_code(x, "bcq_block_at(module block)", rc, 0);
    ex_check_nested(x, "function block", &ib, &fn->block);
    REQUIRE(fn->end_bit == ex_block_end(&fn->block),
            "function end_bits %llu, block ends at %llu",
            (unsigned long long)fn->end_bit,
            (unsigned long long)ex_block_end(&fn->block));
    REQUIRE(fn->body.len == fn->block.words * 4 &&
                fn->body.ptr == x->data + fn->block.body_bit / 8,
            "function body span does not match its block");
    ex_check_in(x, "function body", fn->body);
    REQUIRE(fn->order_block == BCQ_NONE ||
                fn->order_block < bcq_block_count(f),
            "order_block %zu", fn->order_block);

    uint64_t nrec = 0, seq = 0;
    int raw = ex_read_block(x, f, &fn->block, 0, &nrec, &seq);
    int raw_done = raw == 0 && ex_more(x);

    bcq_error e;
    bcq_insts *it = (bcq_insts *)&e;
    ex_poison(&e);
    rc = bcq_insts_open(f, fn, &it, &e);
    ex_check_rc(x, "bcq_insts_open", rc, INSTS_OPEN_SET, &e);
    if (mod->version == 0)
        REQUIRE(rc == BCQ_E_UNSUPPORTED, "bcq_insts_open on a version-0 "
                                         "module: %d",
                rc);
    if (rc) {
        REQUIRE(it == NULL, "bcq_insts_open failed but set *out");
        return;
    }
    uint64_t mv = 0, nargs = 0;
    bcq_insts_frame(it, &mv, &nargs);
    REQUIRE(mv >= mod->nglobals, "module values %llu < %zu globals",
            (unsigned long long)mv, mod->nglobals);
    uint64_t next = mv + nargs, irec = 0, iseq = 0;
    for (;;) {
        if (!ex_more(x)) {
            rc = 0;
            break;
        }
        bcq_inst in;
        memset(&in, 0xA5, sizeof in);
        ex_poison(&e);
        rc = bcq_insts_next(it, &in, &e);
        if (rc == BCQ_END) {
            ex_end_of_iteration(x, "bcq_insts_next", &e);
            REQUIRE(bcq_insts_next(it, &in, NULL) == BCQ_END,
                    "bcq_insts_next after BCQ_END");
            break;
        }
        ex_check_rc(x, "bcq_insts_next", rc, INSTS_NEXT_SET, &e);
        if (rc) {
            bcq_error e2;
            ex_poison(&e2);
            int rc2 = bcq_insts_next(it, &in, &e2);
            ex_check_rc(x, "bcq_insts_next again", rc2, INSTS_NEXT_SET, &e2);
            REQUIRE(rc2 == rc && e2.bit == e.bit,
                    "bcq_insts_next: %s at %llu, then %s at %llu",
                    bcq_status_name(rc), (unsigned long long)e.bit,
                    bcq_status_name(rc2), (unsigned long long)e2.bit);
            break;
        }
        x->st->insts++;
        ex_spend(x, 1);
        ex_check_name(x, "instruction name", in.name);
        if (in.kind == BCQ_INST_RECORD) {
            const bcq_record *r = &in.record;
            rlevel L = {TU_FUNCTION_BLOCK_ID, fn->block.body_bit,
                        fn->end_bit};
            ex_check_record(x, f, r, &L);
            REQUIRE(r->nops == 0 || (in.kinds && in.vals),
                    "instruction with %zu operands and no kinds/vals",
                    r->nops);
            for (size_t k = 0; k < r->nops; k++) {
                REQUIRE(in.kinds[k] <= BCQ_OPND_METADATA,
                        "operand %zu of kind %u", k, in.kinds[k]);
                ex_mix(x, in.kinds[k]);
                ex_mix(x, in.vals[k]);
            }
            ex_spend(x, r->nops / 8);
            REQUIRE(in.is_instruction == 0 || in.is_instruction == 1,
                    "is_instruction %d", in.is_instruction);
            REQUIRE(in.value == BCQ_NO_VALUE || in.is_instruction,
                    "record code %u defines %%%llu but is not an "
                    "instruction",
                    r->code, (unsigned long long)in.value);
            if (in.value != BCQ_NO_VALUE) {
                REQUIRE(in.value == next, "instruction defines %%%llu, the "
                                          "next value is %%%llu",
                        (unsigned long long)in.value,
                        (unsigned long long)next);
                next++;
            }
            irec++;
            iseq = iseq * 1000003 + r->code;
            iseq = iseq * 1000003 + r->bit;
        } else if (in.kind == BCQ_INST_SUBBLOCK) {
            REQUIRE(in.is_instruction == 0, "sub-block is_instruction %d",
                    in.is_instruction);
            ex_check_block(x, "instruction view sub-block", &in.block);
            ex_check_nested(x, "instruction view sub-block", &fn->block,
                            &in.block);
            REQUIRE(in.first_value == next && in.value_end >= next,
                    "sub-block defines [%llu, %llu), next value %llu",
                    (unsigned long long)in.first_value,
                    (unsigned long long)in.value_end,
                    (unsigned long long)next);
            next = in.value_end;
            iseq = iseq * 1000003 + 0xB10C;
            iseq = iseq * 1000003 + in.block.bit;
        } else {
            V("bcq_insts_next: kind %d", (int)in.kind);
        }
    }
    bcq_insts_close(it);
    if (rc == BCQ_END && raw_done) {
        REQUIRE(irec == nrec && iseq == seq,
                "function value %zu: the instruction view saw %llu records, "
                "a reader %llu (or other ones)",
                fn->value_id, (unsigned long long)irec,
                (unsigned long long)nrec);
    }
}

void ex_walk_functions(ex *x, const bcq_file *f, size_t m,
                       const bcq_module *mod, int *fcount_rc)
{
    bcq_error e;
    size_t count = 99;
    ex_poison(&e);
    int rc = bcq_function_count(f, m, &count, &e);
    ex_check_rc(x, "bcq_function_count", rc, FCOUNT_SET, &e);
    *fcount_rc = rc;
    int rc0 = rc;
    bcq_function fn;
    if (rc) {
        REQUIRE(count == 0, "bcq_function_count failed with count %zu",
                count);
        /* a failed build is retried: the same answer */
        ex_poison(&e);
        rc = bcq_function_at(f, m, 0, &fn, &e);
        ex_check_rc(x, "bcq_function_at after a failed count", rc, FCOUNT_SET,
                    &e);
        REQUIRE(rc == rc0, "bcq_function_count: %s, bcq_function_at: %s",
                bcq_status_name(rc0), bcq_status_name(rc));
        return;
    }
    REQUIRE(count <= mod->nglobals, "%zu functions, %zu globals", count,
            mod->nglobals);
    size_t prev = 0;
    for (size_t i = 0; i < count && ex_more(x); i++) {
        ex_poison(&e);
        rc = bcq_function_at(f, m, i, &fn, &e);
        /* the map stands, but this FNENTRY names no FUNCTION_BLOCK */
        ex_check_rc(x, "bcq_function_at", rc, M(BCQ_E_BAD_RECORD), &e);
        if (rc) {
            REQUIRE(bcq_function_at(f, m, i, &fn, NULL) == rc,
                    "bcq_function_at(%zu): another answer the second time",
                    i);
            continue;
        }
        REQUIRE(fn.module == m && fn.def_index == i,
                "bcq_function_at(%zu, %zu) says module %zu def %zu", m, i,
                fn.module, fn.def_index);
        REQUIRE(i == 0 || fn.value_id > prev,
                "definitions out of value order: %zu after %zu", fn.value_id,
                prev);
        prev = fn.value_id;
        check_function(x, f, mod, &fn);
    }
    ex_poison(&e);
    rc = bcq_function_at(f, m, count, &fn, &e);
    ex_check_rc(x, "bcq_function_at(count)", rc, M(BCQ_E_RANGE), &e);
    REQUIRE(rc == BCQ_E_RANGE, "bcq_function_at(count): %d", rc);
}

