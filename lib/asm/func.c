/*
 * func.c - a function definition as llvm-dis prints it (AsmWriter.cpp's
 * printFunction, printBasicBlock, printInstruction), from its instruction
 * view (bcq_insts), with local values numbered as SlotTracker numbers
 * them.
 */
#include "config.h"

#include "asm/asm.h"

int bcq__put_function_body(struct bcq_asm *a, bcq__text *t, size_t id)
{
    (void)a;
    bcq__fail(t->err, BCQ_E_UNSUPPORTED, 0,
              "function %zu: function bodies are not printed yet", id);
    return bcq__text_fail(t, BCQ_E_UNSUPPORTED);
}
