// refs-util.cpp - C++ fixture for references (one of three units with
// refs-main.cpp and refs-shapes.cpp): extern "C" functions, an alias, an
// ifunc and its resolver, a table of function pointers, a variable whose
// initializer takes the addresses of functions and variables, GEP constant
// expressions, a constructor function, blockaddress (computed goto), a
// thread_local variable, live and dead static functions.  No #include.

// --- declarations shared by refs-main.cpp, refs-shapes.cpp and
// --- refs-util.cpp (the same text in each; no #include) -----------------
namespace shp {
struct Error {
    int code;
    explicit Error(int c) : code(c) {}
    virtual ~Error();                       // key function: refs-shapes.cpp
    virtual int what() const { return code; }
};
struct Shape {
    Shape() { ++created; }
    virtual ~Shape();                       // key function: refs-shapes.cpp
    virtual int area() const = 0;
    virtual int sides() const { return 0; }
    static int created;
};
struct Rect : Shape {
    int w, h;
    Rect(int w_, int h_);
    ~Rect() override;
    int area() const override;
    int sides() const override { return 4; }
};
struct Tri : Shape {
    int b, h;
    Tri(int b_, int h_) : b(b_), h(h_) {}
    int area() const override;              // key function: refs-shapes.cpp
    int sides() const override { return 3; }
};
struct Circle : Shape {                     // made only by dead code
    int r;
    explicit Circle(int r_) : r(r_) {}
    int area() const override;              // key function: refs-shapes.cpp
};
int total(const Shape *const *v, int n);
int checked_area(const Shape &s);
[[noreturn]] void fail(int code);
Shape *make_circle(int r);
// a static local with a guard variable, in an inline function
inline int &uses() { static int n = Shape::created + 1; return n; }
} // namespace shp
extern "C" {
int util_hash(int);
int util_hash_alias(int);
int util_fast(int);
int util_run(const unsigned char *code, int acc);
int util_apply(int i, int x);
}
extern thread_local int t_calls;
// --- end of the shared declarations --------------------------------------

thread_local int t_calls = 0;

int lut[16] = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597};
int *lut_mid = &lut[8];                     // GEP constant expressions
int *const lut_end = lut + 16;

static int twice(int x) { return 2 * x; }   // live: through the table
static int negate(int x) { return -x; }     // live: through the table
static int unused_op(int x) { return x ^ *lut_end; } // dead: only dead_ops

typedef int (*op_fn)(int);
op_fn const op_table[3] = {twice, negate, util_hash};
op_fn dead_ops[2] = {unused_op, negate};        // external, unused

struct hook {
    op_fn fn;
    int *data;
    const hook *next;
};
const hook hook_tail = {negate, &lut[3], nullptr};
const hook hook_head = {twice, lut, &hook_tail};

extern "C" {
int util_hash(int x) { return x * 31 + *lut_mid; }
int util_hash_alias(int) __attribute__((alias("util_hash")));

static int hash_fast(int x) { return x << 5; }
static int hash_slow(int x) { return x * 32; }
op_fn util_resolve() { return lut[0] ? hash_fast : hash_slow; }
int util_fast(int) __attribute__((ifunc("util_resolve")));
// Dead, and the only user of the ifunc here.  (A variable whose initializer
// takes the address of an ifunc defined in the same module makes a module
// summary that llvm-dis 14 and 19 crash on: llvm/llvm-project#58886.)
int util_dead(int x) { return util_fast(x) + dead_ops[x & 1](x); }

int util_run(const unsigned char *code, int acc)
{
    static void *const labels[] = {&&inc, &&dbl, &&halt};
    goto *labels[*code];
inc:
    acc++;
    goto *labels[*++code];
dbl:
    acc *= 2;
    goto *labels[*++code];
halt:
    return acc;
}

int util_apply(int i, int x)
{
    ++t_calls;
    int r = op_table[i % 3](x);
    for (const hook *h = &hook_head; h; h = h->next)
        r += h->fn(*h->data);
    return r;
}

__attribute__((constructor)) void util_init() { lut[15] += 1; }
}
