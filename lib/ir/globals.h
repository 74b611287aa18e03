/*
 * globals.h - decoding of the module-level records that describe global
 * values and comdats (shared by module.c and globals.c).
 */
#ifndef BCQ_GLOBALS_H
#define BCQ_GLOBALS_H

#include "internal.h"

/* What a record of a module needs from the records before it. */
typedef struct bcq__modctx {
    const bcq_file *f;
    bcq_module *mod;      /* being filled */
    bcq__arena *arena;    /* copies of record strings */
    unsigned version;     /* MODULE_CODE_VERSION so far (0 when absent) */
    bcq_span strtab;      /* the STRTAB blob serving the module */
    const bcq_span *sections;
    size_t nsections;
    const bcq_span *gcs;
    size_t ngcs;
    size_t ncomdats;
    size_t next_value;    /* value id of the next global value record */
    uint32_t section_id, gc_id; /* of the last global parsed: 1-based, 0 */
} bcq__modctx;

/* ops[first..nops) of rec as a string (one character per operand) copied
 * into the arena, NUL-terminated; the span excludes the NUL.  An operand
 * above 255 is BCQ_E_BAD_RECORD. */
int bcq__record_string(bcq__modctx *cx, const bcq_record *rec, size_t first,
                       bcq_span *out, bcq_error *err);

/* MODULE_CODE_COMDAT, v1 [selection, size, namechar...] or v2
 * [strtab_offset, strtab_size, selection]. */
int bcq__comdat_parse(bcq__modctx *cx, const bcq_record *rec,
                      bcq_comdat *out, bcq_error *err);

/* MODULE_CODE_GLOBALVAR, FUNCTION, ALIAS_OLD, ALIAS, IFUNC into *out
 * (value_id left to the caller). */
int bcq__global_parse(bcq__modctx *cx, const bcq_record *rec,
                      bcq_global *out, bcq_error *err);

#endif
