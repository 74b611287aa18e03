// refs-main.cpp - C++ fixture for references (one of three units with
// refs-shapes.cpp and refs-util.cpp): main, which reaches only part of the
// three; a global object with a constructor and destructor (static
// initialization: __cxx_global_var_init, _GLOBAL__sub_I_...); a
// thread_local with a dynamic initializer (TLS wrapper and init functions)
// and one defined in another unit; try/catch; virtual calls; a function
// that only debug info names.  The only unit with dynamic initialization,
// so that the local functions clang names for it are defined once in the
// link set.  No #include.

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

shp::Rect g_rect(2, 3);                     // dynamic initialization
thread_local int t_seed = util_hash(7);     // dynamic TLS initialization

static int run_shapes(int k)                // live
{
    shp::Tri t(k, 4);
    const shp::Shape *v[2] = {&g_rect, &t};
    return shp::total(v, 2) + shp::checked_area(t);
}

static int never_called(int k)              // dead
{
    shp::Shape *c = shp::make_circle(k);
    return c->area() + util_fast(k);
}
int unused_entry(int k) { return never_called(k) + t_seed; } // dead

// Tag<&unused_entry>::id's debug info names unused_entry (a template value
// parameter: metadata), its code does not: no reference.
template <int (*F)(int)> struct Tag {
    static int id() { return 7; }
};

int main()
{
    static const unsigned char prog[] = {0, 1, 2};
    int r = 0;
    try {
        r = run_shapes(t_seed + t_calls);
        if (r > 100)
            shp::fail(r);
    } catch (const shp::Error &e) {
        r = e.what();
    } catch (...) {
        r = -1;
    }
    return r + util_apply(r, 1) + util_hash_alias(r) + util_run(prog, r) +
           Tag<&unused_entry>::id();
}
