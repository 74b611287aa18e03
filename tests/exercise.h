/*
 * exercise.h - drive the whole public API over one input held in memory and
 * check the library's contract on every answer (test-only; shared by the
 * libFuzzer target tests/fuzz_bcq.c and the mutation sweep tests/mutate.c).
 *
 * bcq_ex_run() opens the input with bcq_open_mem() twice (flags 0 and
 * BCQ_OPEN_DEEP) and on each handle walks the block index, the children of
 * every block (lazy bodies included), the records of every block through a
 * reader, the modules and their global values and symbol names, the
 * SYMTAB, every defined function (by position, value id and name) with its
 * body and its instruction view, the module constants, every global
 * value's references and each module's summary.  Every answer is checked against
 * include/bcq.h: a status of 0 or one of the negative codes the header
 * documents for that call, an error record filled in (its code, a message,
 * a bit offset inside the input, a consistent enclosing block), spans
 * inside the input where the header says they are views into it, counts
 * and positions consistent with each other.  A violation prints what broke
 * to stderr and calls abort(): a finding for the fuzzer, a failure for the
 * sweep.
 *
 * The work is bounded: every record, block, instruction, global or call
 * costs units, and the run stops exploring once the budget is spent, so
 * one input cannot keep a fuzzer busy for long.
 */
#ifndef BCQ_TEST_EXERCISE_H
#define BCQ_TEST_EXERCISE_H

#include <stddef.h>
#include <stdint.h>

/* Work units per input when bcq_ex_stats.budget is 0. */
#define BCQ_EX_DEFAULT_BUDGET 400000u

/* Statuses are 0..-BCQ_EX_NSTATUS+1. */
#define BCQ_EX_NSTATUS 32

typedef struct bcq_ex_stats {
    /* in: work units for this input (0: BCQ_EX_DEFAULT_BUDGET) */
    uint64_t budget;
    /* out */
    int open_rc;      /* status of bcq_open_mem(flags 0) */
    int deep_rc;      /* status of bcq_open_mem(BCQ_OPEN_DEEP) */
    int budget_hit;   /* the run stopped early for lack of budget */
    uint64_t work;    /* units spent */
    uint64_t calls;   /* library calls whose status was checked */
    uint64_t errors;  /* of which returned a negative status */
    uint64_t by_status[BCQ_EX_NSTATUS]; /* errors by -status */
    uint64_t blocks;  /* blocks seen (index, children, readers) */
    uint64_t records; /* records decoded by readers */
    uint64_t modules, globals, symbols, functions, insts;
    uint64_t digest;  /* FNV-1a over what was decoded: equal runs, equal
                         digests */
} bcq_ex_stats;

/*
 * Exercise data[0..size) (it must stay readable and unchanged during the
 * call).  *st may be NULL; its budget field is read, the rest written.
 * Returns the status of the default open.  Aborts on a contract violation.
 */
int bcq_ex_run(const uint8_t *data, size_t size, bcq_ex_stats *st);

/* Called (when set) with the input and a description just before a
 * violation aborts: the sweep uses it to save the mutant. */
extern void (*bcq_ex_on_violation)(const uint8_t *data, size_t size,
                                   const char *what);

#endif
