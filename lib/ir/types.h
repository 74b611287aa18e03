/*
 * types.h - the module's type table and constant count, as far as the
 * instruction view needs them (types.c).
 */
#ifndef BCQ_TYPES_H
#define BCQ_TYPES_H

#include "internal.h"

typedef struct bcq__type {
    uint8_t code;    /* the record code that defined it */
    uint8_t vararg;  /* functions */
    uint64_t ret;    /* functions: return type; pointers: pointee */
    size_t first, count; /* functions: parameter types in params[] */
} bcq__type;

typedef struct bcq__types {
    bcq__type *v;
    size_t n;
    uint64_t *params;
    size_t nparams;
    uint64_t nconsts; /* module-level constants */
} bcq__types;

/* Module m's table, decoded on first use and kept. */
int bcq__types_get(const bcq_file *f, size_t m, const bcq__types **out,
                   bcq_error *err);
/* Type id, or NULL when outside the table. */
const bcq__type *bcq__type_at(const bcq__types *t, uint64_t id);
/* The function type id names, directly or through a pointer, or NULL. */
const bcq__type *bcq__type_function(const bcq__types *t, uint64_t id);

#endif
