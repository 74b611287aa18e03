/*
 * heap.c - the bcq process's heap on transparent huge pages, where glibc
 * and the kernel offer them.
 *
 * Why: on the virtual machines bcq is measured on, each fresh 4 KiB page
 * of heap costs a page fault of about 9 us (lib/base/huge.c), and a
 * command that prints one large function touches thousands: `bcq dis` of
 * sqlite3VdbeExec spent two thirds of its time in the kernel, in 1 366
 * faults (bench/results/vm-2026-11-28-dis-heap.md).  What glibc's
 * glibc.malloc.hugetlb=1 tunable does, asked for from inside: large
 * blocks come from the brk heap (not a mapping of their own for one of
 * 128 KiB or more, whose pages are faulted afresh after each free and
 * realloc), the heap grows by HEAP_PAD at a time and is never trimmed,
 * and its first stretch is marked MADV_HUGEPAGE, so where the kernel's
 * THP mode is "madvise" or "always" each 2 MiB of it is filled with one
 * fault.  The output of a large function is no longer copied into a
 * buffer of the CLI's either (dis.c).
 *
 * Policy of the tool, not of the library: an embedder's heap is its own.
 * A hint only: another libc, THP "never", or no huge page free leave an
 * ordinary heap.  What it costs is address space (HEAP_PAD, reserved,
 * not touched) and memory in 2 MiB steps.
 */
#define _DEFAULT_SOURCE 1 /* sbrk, madvise */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "cli.h"

#define HEAP_PAD ((size_t)64 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)

#if defined(__GLIBC__) && defined(M_TOP_PAD) && defined(M_MMAP_THRESHOLD) && \
    defined(MADV_HUGEPAGE)
#define HEAP_HINT 1
/* the start of the heap's stretch, held for the process's lifetime */
static void *heap_gap;
#endif

void heap_hint(void)
{
#ifdef HEAP_HINT
    if (getenv("GLIBC_TUNABLES")) /* the user tunes malloc: theirs */
        return;
    /* large blocks from the heap, not mappings of their own, up to
     * glibc's largest threshold on 64-bit hosts; the heap grown HEAP_PAD
     * at a time and never trimmed: a trimmed heap grows again without
     * the mark */
    (void)mallopt(M_MMAP_THRESHOLD, (int)(HEAP_PAD / 2));
    if (!mallopt(M_TOP_PAD, (int)HEAP_PAD) || !mallopt(M_TRIM_THRESHOLD, 1 << 30))
        return;
    /* The first block makes the heap: it grows by HEAP_PAD, and the
     * block is at its start.  Then the block is grown in place to end at
     * the stretch's first 2 MiB boundary, and kept (never touched, it
     * costs no memory): the blocks that follow start on huge pages, and
     * malloc's header after the block lies below the boundary (a 2 MiB
     * stretch with a small page in it is never made a huge one).  A heap
     * made before main (by a library's constructor) is left as it is, and
     * so are valgrind's and the sanitizers' malloc, whose blocks are not
     * on the brk heap (it does not grow). */
    char *before = sbrk(0);
    char *p = malloc(64);
    char *top = sbrk(0);
    if (p && before != (char *)-1 && top != (char *)-1 && top > before &&
        (size_t)(top - before) >= HEAP_PAD && p >= before && p < top) {
        uintptr_t lo = ((uintptr_t)p + 128 + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1),
                  hi = (uintptr_t)top & ~(HUGE_PAGE - 1);
        if (hi > lo && madvise((void *)lo, hi - lo, MADV_HUGEPAGE) == 0) {
            char *q = realloc(p, lo - (uintptr_t)p - 32);
            if (q == p) {
                heap_gap = q;
                return;
            }
            p = q;
        }
    }
    free(p);
#endif
}
