/* a.c - main C fixture: linkages, visibility, TLS, section, alias, ifunc,
 * and enough control flow (loops, switch, calls) for PHIs at -O2.
 * No #include: the output must not depend on the host's headers. */
int g_init = 42;                          /* external, initialized */
int g_tentative;                          /* tentative: common with -fcommon */
__attribute__((nocommon)) int g_zero;     /* tentative, but forced non-common */
static int s_counter;                     /* internal */
static const char s_msg[] = "bcq";        /* internal constant */
extern int b_shared;                      /* defined in b.c */
extern int ext_fn(int);                   /* never defined: a declaration */
__attribute__((weak)) int g_weak = 7;
__attribute__((visibility("hidden"))) int g_hidden = 1;
#ifdef __ELF__
__attribute__((visibility("protected"))) int g_protected = 2;
#else
int g_protected = 2;                      /* Mach-O has no "protected" */
#endif
_Thread_local int t_local = 3;
const int g_table[8] = {1, 1, 2, 3, 5, 8, 13, 21};
#ifdef __ELF__
__attribute__((section(".bcq_data"))) int g_sectioned = 5;
#else
__attribute__((section("__DATA,__bcq"))) int g_sectioned = 5;
#endif

struct pair { int k; double v; };

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static __attribute__((noinline)) int classify(int c) {
    switch (c) {
    case 0: return 10;
    case 1: return 20;
    case 2: case 3: return 30;
    case 5: return ext_fn(c);
    case 7: return s_counter++;
    default: return -1;
    }
}

int sum_table(int n) {
    int s = 0;
    for (int i = 0; i < n && i < 8; i++)
        s += g_table[i] * classify(i);
    return clamp(s, -1000, 1000);
}

unsigned hash(const char *p) {
    unsigned h = 2166136261u;
    while (*p) { h ^= (unsigned char)*p++; h *= 16777619u; }
    return h;
}

void sort_pairs(struct pair *p, int n) {
    for (int i = 1; i < n; i++) {
        struct pair x = p[i];
        int j = i - 1;
        while (j >= 0 && p[j].k > x.k) { p[j + 1] = p[j]; j--; }
        p[j + 1] = x;
    }
}

double average(const struct pair *p, unsigned n) {
    double acc = 0.0;
    for (unsigned i = 0; i < n; i++) acc += p[i].v;
    return n ? acc / n : 0.0;
}

int use_globals(void) {
    return g_init + g_tentative + g_zero + g_weak + g_hidden + g_protected +
           t_local + g_sectioned + b_shared + (int)hash(s_msg);
}

#ifdef __ELF__
typedef int fn_t(int);
int real_entry(int x) { return x * 2 + sum_table(x); }
int entry_alias(int x) __attribute__((alias("real_entry")));
static int impl_a(int x) { return x + 1; }
static int impl_b(int x) { return x - 1; }
static fn_t *resolve_pick(void) { return g_init ? impl_a : impl_b; }
int pick(int x) __attribute__((ifunc("resolve_pick")));
#endif
