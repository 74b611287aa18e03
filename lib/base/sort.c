/*
 * sort.c - sorting the short arrays the printer sorts per call (an
 * attribute list, an instruction's attachments): by insertion, since
 * qsort's set-up cost more than the sorting; a long array (a hostile
 * file's), or elements too large for the one on the stack, by qsort.
 * Stable insertion keeps equal elements in their order; every caller's
 * comparison breaks ties itself, so the result is qsort's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"

void bcq__sort(void *v, size_t n, size_t size,
               int (*cmp)(const void *, const void *))
{
    unsigned char x[64];
    if (n > 16 || size > sizeof x) {
        qsort(v, n, size, cmp);
        return;
    }
    unsigned char *a = v;
    for (size_t i = 1; i < n; i++) {
        memcpy(x, a + i * size, size);
        size_t j = i;
        for (; j > 0 && cmp(a + (j - 1) * size, x) > 0; j--)
            memcpy(a + j * size, a + (j - 1) * size, size);
        memcpy(a + j * size, x, size);
    }
}
