/*
 * nmsort.h - sort an array the way llvm-nm's std::sort does.
 *
 * llvm-nm orders symbols by name only (for bitcode every address and size is
 * 0), with std::sort, which is not stable: symbols of equal names (the same
 * static name in two modules, a definition and a reference from another
 * module) come out in an order that depends on the algorithm.  LLVM as
 * shipped by Debian is built against GNU libstdc++, so this reproduces its
 * introsort step by step (median-of-three pivot, unguarded partition,
 * heapsort below the depth limit, final insertion sort in runs of 16): the
 * same input sequence gives the same output sequence, ties included.
 */
#ifndef BCQ_NMSORT_H
#define BCQ_NMSORT_H

#include <stddef.h>

/* Sort n elements of size `size` at base; less(a, b) is a strict weak
 * order.  tmp must hold one element. */
void nm_sort(void *base, size_t n, size_t size,
             int (*less)(const void *a, const void *b), void *tmp);

#endif
