/*
 * exercise-impl.h - what the parts of the exerciser share (exercise.c: the
 * run, its state and the checks every part uses; exercise-index.c: blocks,
 * readers and the file; exercise-module.c: modules and global values;
 * exercise-function.c: functions and instruction views;
 * exercise-refs.c: constants and references; exercise-symtab.c: the
 * SYMTAB; exercise-summary.c: module summaries).  Test-only; the public interface is
 * exercise.h.  Names are ex_ (the fuzz target links these files with the
 * library's own).
 */
#ifndef BCQ_TEST_EXERCISE_IMPL_H
#define BCQ_TEST_EXERCISE_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "bcq.h"
#include "exercise.h"

/* The state of one run. */
typedef struct ex {
    const uint8_t *data;
    size_t size;
    uint64_t bits;      /* 8 * size */
    uint64_t sbase;     /* first bit of the bitstream (wrapper offset) */
    uint64_t send;      /* first bit after it */
    bcq_ex_stats *st;
    uint64_t budget;
    const char *phase;  /* for messages: "open", "deep"... */
} ex;

/* One block a reader is in: its id and body [body, end). */
typedef struct rlevel {
    unsigned id;
    uint64_t body, end;
} rlevel;

/* ----------------------------------------------------------- violations */

/* Report a broken promise and abort (bcq_ex_on_violation first). */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3), noreturn))
#endif
void ex_violation(const ex *x, const char *fmt, ...);

#define V(...) ex_violation(x, __VA_ARGS__)
#define REQUIRE(cond, ...)                                                    \
    do {                                                                      \
        if (!(cond))                                                          \
            ex_violation(x, __VA_ARGS__);                                     \
    } while (0)

/* --------------------------------------------------------------- status
 * The codes each call may return, as bit sets (M(code)). */
#define M(s) (UINT32_C(1) << (unsigned)(-(s)))
/* The errors of the bitstream: what a reader's next can say. */
#define BITSTREAM                                                             \
    (M(BCQ_E_TRUNCATED) | M(BCQ_E_BAD_BLOCK) | M(BCQ_E_BAD_ABBREV) |          \
     M(BCQ_E_BAD_RECORD) | M(BCQ_E_BAD_VBR) | M(BCQ_E_TOO_DEEP) |            \
     M(BCQ_E_IMPLAUSIBLE) | M(BCQ_E_NOMEM))
/* bcq_open_path/_mem, input-dependent part. */
#define OPEN_SET                                                              \
    (BITSTREAM | M(BCQ_E_NOT_BITCODE) | M(BCQ_E_BAD_WRAPPER) | CONTAINER_SET)
/* What reading an object or universal binary can add (bcq_find_bitcode). */
#define CONTAINER_SET                                                         \
    (M(BCQ_E_NO_BITCODE) | M(BCQ_E_BAD_CONTAINER) | M(BCQ_E_AMBIGUOUS) |     \
     M(BCQ_E_NOT_FOUND) | M(BCQ_E_UNSUPPORTED) | M(BCQ_E_TRUNCATED) |         \
     M(BCQ_E_NOT_BITCODE))
/* bcq_module_count. */
#define MCOUNT_SET (M(BCQ_E_NOT_IR) | M(BCQ_E_BAD_BLOCK))
/* bcq_module_get: RANGE, NOT_IR, BAD_RECORD, UNSUPPORTED, the bitstream,
 * NOMEM (and what module_count says, which it needs). */
#define MGET_SET                                                              \
    (MCOUNT_SET | M(BCQ_E_RANGE) | M(BCQ_E_BAD_RECORD) |                      \
     M(BCQ_E_UNSUPPORTED) | BITSTREAM)
/* bcq_function_count: module_get's, BAD_RECORD, BAD_BLOCK, VST bitstream. */
#define FCOUNT_SET MGET_SET
/* bcq_symtab_get: its own codes, bcq_module_count's BCQ_E_BAD_BLOCK (an
 * IDENTIFICATION without its MODULE) and the bitstream errors of reading
 * the SYMTAB and STRTAB blocks, which the open jumped over (bcq.h). */
#define SYMTAB_SET                                                            \
    (M(BCQ_E_NOT_FOUND) | M(BCQ_E_NOT_IR) | M(BCQ_E_UNSUPPORTED) |            \
     M(BCQ_E_BAD_RECORD) | M(BCQ_E_STALE) | MCOUNT_SET | BITSTREAM)
#define INSTS_OPEN_SET (M(BCQ_E_UNSUPPORTED) | M(BCQ_E_BAD_RECORD) | BITSTREAM)
#define INSTS_NEXT_SET                                                        \
    (M(BCQ_E_UNSUPPORTED) | M(BCQ_E_BAD_RECORD) | BITSTREAM)
/* bcq_constant_get: NOT_FOUND, module_get's, the type table's
 * UNSUPPORTED, BAD_RECORD, the bitstream of the CONSTANTS blocks. */
#define CONST_SET                                                             \
    (M(BCQ_E_NOT_FOUND) | MGET_SET | M(BCQ_E_UNSUPPORTED) |                   \
     M(BCQ_E_BAD_RECORD) | BITSTREAM)
/* bcq_refs_get (from the body): RANGE, and the errors of what it decodes:
 * module_get, function_by_value (NOT_FOUND, the function map's),
 * insts_open, insts_next, the module's constants. */
#define REFS_SET                                                              \
    (M(BCQ_E_RANGE) | M(BCQ_E_NOT_FOUND) | MGET_SET | FCOUNT_SET |            \
     INSTS_OPEN_SET | INSTS_NEXT_SET | CONST_SET)

/* ------------------------------------------------------------ exercise.c */

/* Work left in the budget (else it notes the hit); spend some. */
int ex_more(ex *x);
void ex_spend(ex *x, uint64_t units);
/* Mix a value, or bytes (each touched: ASan sees a bad one), into the
 * digest. */
void ex_mix(ex *x, uint64_t v);
void ex_mix_bytes(ex *x, const void *p, size_t n);
/* Fill an error record with junk before a call (it must be overwritten). */
void ex_poison(bcq_error *e);
/* BCQ_END: no error, so err was cleared (bcq.h ITERATION). */
void ex_end_of_iteration(ex *x, const char *call, const bcq_error *e);
/* A status without (check_code) or with (check_rc) its error record: 0 or
 * one of the codes in allowed, the record filled as bcq.h says. */
void ex_check_code(ex *x, const char *call, int rc, uint32_t allowed);
void ex_check_rc(ex *x, const char *call, int rc, uint32_t allowed,
                 const bcq_error *e);
/* Spans: a view into the input; one inside another (a STRTAB slice); a
 * view or a copy, never straddling the input's edge.  A name (may be
 * NULL). */
void ex_check_in(ex *x, const char *what, bcq_span s);
void ex_check_within(ex *x, const char *what, bcq_span s, bcq_span outer);
void ex_check_span(ex *x, const char *what, bcq_span s);
void ex_check_name(ex *x, const char *what, const char *s);
/* Blocks: the end of the body; what every block must describe; a child
 * inside its parent; two descriptions of one block. */
uint64_t ex_block_end(const bcq_block *b);
void ex_check_block(ex *x, const char *what, const bcq_block *b);
void ex_check_nested(ex *x, const char *what, const bcq_block *p,
                     const bcq_block *c);
void ex_check_same_block(ex *x, const char *what, const bcq_block *a,
                         const bcq_block *b);
/* Global value i of mod in one of a few slots reused in turn. */
const bcq_global *ex_gv_at(const bcq_module *mod, size_t i);

/* ------------------------------------------------------ exercise-index.c */

void ex_check_record(ex *x, const bcq_file *f, const bcq_record *r,
                     const rlevel *L);
/* Read block b to its END with a reader (entering sub-blocks when enter),
 * counting its records into *nrec and mixing them into *seq. */
int ex_read_block(ex *x, const bcq_file *f, const bcq_block *b, int enter,
                  uint64_t *nrec, uint64_t *seq);
void ex_walk_index(ex *x, const bcq_file *f, int deep);
void ex_check_file(ex *x, const bcq_file *f);
void ex_forged_blocks(ex *x, const bcq_file *f);

/* ------------------------------------------- exercise-module.c, -function.c,
 * -symtab.c, -summary.c */

void ex_walk_modules(ex *x, const bcq_file *f);
void ex_check_lazy_promises(ex *x, const bcq_file *f);
void ex_walk_functions(ex *x, const bcq_file *f, size_t m,
                       const bcq_module *mod, int *fcount_rc);
void ex_walk_symtab(ex *x, const bcq_file *f);
void ex_walk_summary(ex *x, const bcq_file *f, size_t m,
                     const bcq_module *mod);
/* exercise-refs.c: the module's constants, every global value's
 * references. */
void ex_walk_refs(ex *x, const bcq_file *f, size_t m, const bcq_module *mod);
/* exercise-asm.c: every global value's definition as text. */
void ex_walk_asm(ex *x, const bcq_file *f, size_t m, const bcq_module *mod);
/* A printer on module m of a fresh handle opened as f (the lite decode), on a module
 * the whole decode refuses: what it prints is whole lines or nothing. */
void ex_walk_lite(ex *x, const bcq_file *f, size_t m);

/* ------------------------------------------------- exercise-container.c */

/* bcq_identify, bcq_find_bitcode, the universal slices and, for an
 * archive, every member (its file exercised as a whole input of its own,
 * on a sub-run sharing the budget) and the symbol index. */
void ex_walk_container(ex *x);
/* What one_handle does after the open (exercise.c): for a member. */
void ex_exercise_file(ex *x, const bcq_file *f, int deep);

#endif
