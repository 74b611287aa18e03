// insts.cpp - a fixture for bcq's instruction view (tests/check_insts.c):
// one function per family of instructions, compiled with
// -fno-discard-value-names so that the function-level VALUE_SYMTABs name
// the values llvm-dis shows.  Not meant to be run.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef float v4f __attribute__((vector_size(16)));
struct pair { int a; double b; };

extern "C" {
int g_counter;
int table[16] = {1, 2, 3, 5, 8, 13, 21, 34};

int arith(int x, int y, unsigned u)
{
    int s = x + y, d = x - y, m = x * y;
    int q = y ? x / y : 0;
    unsigned r = u ? (unsigned)x % u : 0;
    int sh = (x << 3) ^ (y >> 1) ^ (int)(u >> 2);
    return (s & d) | m | q | (int)r | sh;
}

double fp(double a, float b, long n)
{
    double c = -a * (double)b + (double)n;
    float f = (float)c;
    long back = (long)c;
    return c > 1.5 ? f : (double)back / 3.0;
}

int branches(int k)
{
    int acc = 0;
    for (int i = 0; i < k; i++) {
        switch (i % 5) {
        case 0: acc += 3; break;
        case 1: acc ^= i; break;
        case 3: acc -= table[i & 15]; break;
        default: acc *= 2; break;
        }
    }
    return acc > 100 ? acc : -acc;
}

int sum_va(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

int calls(const char *s, int (*cb)(int))
{
    int n = (int)strlen(s);
    printf("%s %d\n", s, n);
    int v = cb(n) + sum_va(3, n, 2, 1);
    if (v == 42)
        __builtin_trap();
    return v;
}

int vla(int n)
{
    int buf[n];
    for (int i = 0; i < n; i++)
        buf[i] = i * i;
    return buf[n / 2];
}

int atomics(int *p, int v)
{
    int old = __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
    int expected = old;
    __atomic_compare_exchange_n(p, &expected, v, 0, __ATOMIC_ACQ_REL,
                                __ATOMIC_ACQUIRE);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_store_n(&g_counter, expected, __ATOMIC_RELEASE);
    return __atomic_load_n(&g_counter, __ATOMIC_ACQUIRE);
}

v4f vectors(v4f a, v4f b, float s)
{
    v4f c = a * b;
    c[2] = s;
    float e = c[1];
    v4f d = __builtin_shufflevector(c, a, 0, 5, 2, 7);
    return d + e;
}

struct pair make_pair(int a, double b)
{
    struct pair p = {a, b};
    return p;
}

int computed_goto(int i)
{
    static void *targets[] = {&&one, &&two};
    goto *targets[i & 1];
one:
    return 1;
two:
    return 2;
}
}

struct Error { int code; };

static int may_throw(int x)
{
    if (x < 0)
        throw Error{x};
    return x * 2;
}

int guarded(int x)
{
    try {
        return may_throw(x) + may_throw(x + 1);
    } catch (const Error &e) {
        return e.code;
    }
}
