/*
 * nmsort.c - libstdc++'s std::sort (introsort), as a C function over
 * fixed-size elements; see nmsort.h for why the exact algorithm matters.
 */
#include "config.h"

#include <string.h>

#include "nmsort.h"

typedef struct sorter {
    char *b;
    size_t size;
    int (*less)(const void *, const void *);
    char *tmp;
} sorter;

#define AT(s, i) ((s)->b + (i) * (s)->size)

static int lt(const sorter *s, size_t i, size_t j)
{
    return s->less(AT(s, i), AT(s, j));
}

static void swap(const sorter *s, size_t i, size_t j)
{
    if (i == j)
        return;
    memcpy(s->tmp, AT(s, i), s->size);
    memcpy(AT(s, i), AT(s, j), s->size);
    memcpy(AT(s, j), s->tmp, s->size);
}

static void move(const sorter *s, size_t dst, size_t src)
{
    memcpy(AT(s, dst), AT(s, src), s->size);
}

/* The element held aside (in *val) goes to hole, pushed up towards top. */
static void push_heap(const sorter *s, size_t first, size_t hole, size_t top,
                      const char *val)
{
    size_t parent = hole ? (hole - 1) / 2 : 0;
    while (hole > top && s->less(AT(s, first + parent), val)) {
        move(s, first + hole, first + parent);
        hole = parent;
        parent = hole ? (hole - 1) / 2 : 0;
    }
    memcpy(AT(s, first + hole), val, s->size);
}

static void adjust_heap(const sorter *s, size_t first, size_t hole,
                        size_t len, const char *val)
{
    size_t top = hole, child = hole;
    while (len > 0 && child < (len - 1) / 2) {
        child = 2 * (child + 1);
        if (lt(s, first + child, first + child - 1))
            child--;
        move(s, first + hole, first + child);
        hole = child;
    }
    if ((len & 1) == 0 && len >= 2 && child == (len - 2) / 2) {
        child = 2 * (child + 1);
        move(s, first + hole, first + child - 1);
        hole = child - 1;
    }
    push_heap(s, first, hole, top, val);
}

static void heap_sort(const sorter *s, size_t first, size_t last, char *val)
{
    size_t len = last - first;
    if (len >= 2) {
        for (size_t parent = (len - 2) / 2;; parent--) {
            memcpy(val, AT(s, first + parent), s->size);
            adjust_heap(s, first, parent, len, val);
            if (parent == 0)
                break;
        }
    }
    while (last - first > 1) {
        last--;
        memcpy(val, AT(s, last), s->size);
        move(s, last, first);
        adjust_heap(s, first, 0, last - first, val);
    }
}

static void median_to_first(const sorter *s, size_t result, size_t a,
                            size_t b, size_t c)
{
    if (lt(s, a, b)) {
        if (lt(s, b, c))
            swap(s, result, b);
        else if (lt(s, a, c))
            swap(s, result, c);
        else
            swap(s, result, a);
    } else if (lt(s, a, c)) {
        swap(s, result, a);
    } else if (lt(s, b, c)) {
        swap(s, result, c);
    } else {
        swap(s, result, b);
    }
}

static size_t partition(const sorter *s, size_t first, size_t last,
                        size_t pivot)
{
    for (;;) {
        while (lt(s, first, pivot))
            first++;
        last--;
        while (lt(s, pivot, last))
            last--;
        if (!(first < last))
            return first;
        swap(s, first, last);
        first++;
    }
}

static void introsort(const sorter *s, size_t first, size_t last,
                      size_t depth, char *val)
{
    while (last - first > 16) {
        if (depth == 0) {
            heap_sort(s, first, last, val);
            return;
        }
        depth--;
        size_t mid = first + (last - first) / 2;
        median_to_first(s, first, first + 1, mid, last - 1);
        size_t cut = partition(s, first + 1, last, first);
        introsort(s, cut, last, depth, val);
        last = cut;
    }
}

/* Insert element i into the sorted run before it; no lower bound check
 * (the caller knows a smaller element sits before, or i is first+1..). */
static void linear_insert(const sorter *s, size_t i, char *val)
{
    memcpy(val, AT(s, i), s->size);
    size_t next = i - 1;
    while (s->less(val, AT(s, next))) {
        move(s, i, next);
        i = next;
        next--;
    }
    memcpy(AT(s, i), val, s->size);
}

static void insertion_sort(const sorter *s, size_t first, size_t last,
                           char *val)
{
    if (first == last)
        return;
    for (size_t i = first + 1; i < last; i++) {
        if (lt(s, i, first)) {
            memcpy(val, AT(s, i), s->size);
            memmove(AT(s, first + 1), AT(s, first), (i - first) * s->size);
            memcpy(AT(s, first), val, s->size);
        } else {
            linear_insert(s, i, val);
        }
    }
}

void nm_sort(void *base, size_t n, size_t size,
             int (*less)(const void *a, const void *b), void *tmp)
{
    if (n < 2)
        return;
    /* two held-aside elements: tmp for swaps, val for insertions */
    char val[256];
    if (size > sizeof val)
        return; /* callers sort small records (see symbols.c) */
    sorter s = {base, size, less, tmp};
    size_t lg = 0;
    for (size_t k = n; k > 1; k >>= 1)
        lg++;
    introsort(&s, 0, n, 2 * lg, val);
    if (n > 16) {
        insertion_sort(&s, 0, 16, val);
        for (size_t i = 16; i < n; i++)
            linear_insert(&s, i, val);
    } else {
        insertion_sort(&s, 0, n, val);
    }
}
