/* b.c - second C module, linked with a.c into multi.bc and cat.bc. */
int b_shared = 9;
int b_tentative;                 /* tentative definition ... */
int b_tentative;                 /* ... repeated: still one (common) symbol */
static int b_calls;
extern int g_init;               /* defined in a.c */
extern int sum_table(int);       /* defined in a.c */

__attribute__((weak)) int weak_fn(int x) { return x + b_tentative; }

static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

static __attribute__((visibility("hidden"))) int bits(unsigned v) {
    int c = 0;
    for (; v; v &= v - 1) c++;
    return c;
}

long b_entry(int n) {
    long r = 0;
    b_calls++;
    for (int i = 0; i < n; i++) {
        switch (i % 4) {
        case 0: r += fact(i); break;
        case 1: r -= bits((unsigned)i * 2654435761u); break;
        case 2: r ^= weak_fn(i); break;
        default: r += sum_table(i) + g_init; break;
        }
    }
    return r + b_shared;
}
