/*
 * gen-bad.h - the generator of the hostile corpus tests/data/bad/ (see its
 * README): each case is an input built with the test bit writer and the
 * expectation lines its .expect file carries, worked out while the input
 * is built (the bits of what the library must name are where the writer
 * put them).  The corpus is committed; make bad-corpus rewrites it.
 */
#ifndef BCQ_GEN_BAD_H
#define BCQ_GEN_BAD_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

#include "../testutil.h"

/* One line of a .expect: a scope and what it must give. */
typedef struct gb_line {
    const char *scope; /* open, levels, deep, fn, fn-levels, fn-read,
                          module, functions, symtab, symbols, constant,
                          refs */
    tu_expect x;       /* status; at/in for an error, blocks for success */
    int has_fn;
    uint64_t fn;       /* fn: the FUNCTION_BLOCK's ENTER bit */
    int has_count;
    size_t count;      /* functions, symbols */
    char fields[128];  /* more fields, written as given (value=...) */
    char msg[128];     /* exact message of an error; "" for none */
} gb_line;

typedef struct gb_case {
    const char *name;
    const char *rule; /* the rule the case checks, for the .expect */
    bw w;             /* the input */
    int has_size;     /* write only the first size bytes */
    size_t size;
    gb_line line[16];
    size_t nlines;
} gb_case;

/* Start case name (the writer initialised). */
void gb_begin(gb_case *c, const char *name, const char *rule);
/* Add a line for scope with expectation x; returns it for the extras. */
gb_line *gb_line_add(gb_case *c, const char *scope, const tu_expect *x);
/* Add the same x for the scopes "levels" and "deep". */
void gb_both(gb_case *c, const tu_expect *x);
/* Write NAME.bin and NAME.expect and free the writer. */
void gb_emit(gb_case *c);

/* x with code and at set (an error with no enclosing block yet). */
tu_expect gb_fail(int code, uint64_t at);
/* x with an enclosing block. */
tu_expect gb_fail_in(int code, uint64_t at, unsigned id, uint64_t bit);
/* x for success with n blocks. */
tu_expect gb_ok(size_t blocks);

/* A block (id, in a block of width outer) whose blocklen says 1 word for
 * 2 words of content; x gets the fault (stream.c). */
void gb_short_block(bw *w, tu_expect *x, unsigned outer, unsigned id);

/* A table of cases that each build their input and expectation, the same
 * for the scopes "levels" and "deep". */
typedef void (*gb_build)(gb_case *c, tu_expect *x, int arg);
typedef struct gb_table_case {
    const char *name;
    gb_build build;
    int arg;
    const char *rule;
} gb_table_case;
/* Write every case of the table t (n of them). */
void gb_table(const gb_table_case *t, size_t n);
/* The same for cases whose builders add their own lines (native.c,
 * coffsym.c: scope native only). */
void gb_table_own(const gb_table_case *t, size_t n);

/* The families of cases (stream.c, records.c, body.c, ir.c). */
void gb_stream_cases(void);
void gb_record_cases(void);
void gb_body_cases(void);
void gb_ir_cases(void);
void gb_native_cases(void); /* native.c: elf_* */
void gb_coff_cases(void);   /* coffsym.c: coff_* */
void gb_macho_cases(void);  /* macho.c: macho_* */

#endif
