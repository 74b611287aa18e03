/*
 * huge.c - a large array asks for transparent huge pages.
 *
 * Why: each fresh 4 KiB page of heap costs a page fault, and on the
 * virtual machines bcq is measured on a fault costs about 9 us, some
 * 20 000 instructions (bench/results/vm-2026-11-27-dis-pages.md).  The
 * 127 582 global values of the 134 MB synthetic module fill 7 MB: 1 750
 * faults, a third of `bcq dis`'s time.  An array that grows to 1 MiB or
 * more therefore moves to 2 MiB-aligned memory of its own marked
 * MADV_HUGEPAGE, so that where the system has transparent huge pages in
 * "madvise" (this VM's) or "always" mode the kernel fills each
 * 2 MiB of it with one fault.  This is glibc's glibc.malloc.hugetlb=1
 * tunable, confined to the arrays worth it; what it costs is memory, at
 * most twice the array's size (a 1 MiB array takes a 2 MiB page).  A hint
 * only: where the call does not exist or is not taken (another kernel,
 * THP "never", no huge page free), the array is an ordinary one.
 */
#include "config.h"
#define _DEFAULT_SOURCE 1 /* madvise */

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "base/base.h"

void *bcq__big_alloc(size_t bytes)
{
#ifdef MADV_HUGEPAGE
    /* A huge page is an aligned 2 MiB stretch none of whose pages has
     * been touched: the array starts on a boundary and takes whole 2 MiB
     * (an untouched tail costs nothing), and it is never grown in place,
     * where realloc's mremap would put it anywhere with its first pages
     * already small (bcq__grow_slow moves it here instead). */
    const size_t h = BCQ__HUGE_PAGE;
    if (bytes >= BCQ__HUGE_MIN && bytes <= SIZE_MAX - h) {
        size_t n = (bytes + h - 1) & ~(h - 1);
        void *p = aligned_alloc(h, n);
        if (p) {
            (void)madvise(p, n, MADV_HUGEPAGE); /* a hint: may fail */
            return p;
        }
    }
#endif
    return malloc(bytes);
}
