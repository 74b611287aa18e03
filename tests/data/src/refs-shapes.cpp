// refs-shapes.cpp - C++ fixture for references (one of three units with
// refs-main.cpp and refs-util.cpp, linked together by tests/reach.sh):
// vtables and typeinfo of classes whose key functions are here, virtual
// calls, exceptions (throw; a cleanup: invoke, landingpad, resume), a class
// that only dead code makes (its vtable and methods die with it), comdats
// of two members (a function and an alias), live and dead static
// functions.  No #include.

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

void *operator new(decltype(sizeof 0));     // the replaceable one

namespace shp {
int Shape::created = 0;

Error::~Error() {}
Shape::~Shape() { --created; }

Rect::Rect(int w_, int h_) : w(w_), h(h_) {}
Rect::~Rect() { w = h = 0; }
int Rect::area() const { return w * h; }
int Tri::area() const { return b * h / 2; }
int Circle::area() const { return 3 * r * r; }

// An explicit instantiation: its constructor and destructor are weak_odr,
// so clang makes each complete-object variant (C1, D1) an alias of the
// base-object one (C2, D2), in one comdat (C5, D5).  Held uses only the
// base variants; the aliases live on with their comdat.
template <class T> struct Box {
    T v;
    explicit Box(T x) : v(x) { ++Shape::created; }
    ~Box() { --Shape::created; }
};
template struct Box<int>;
struct Held : Box<int> {
    explicit Held(int x) : Box<int>(x) {}
};

static int clamp_area(int a) { return a < 0 ? 0 : a; }   // live
static int shape_debug(const Shape *s) { return s->sides() * 100; } // dead

int total(const Shape *const *v, int n)
{
    Held held(n);
    int t = held.v;
    for (int i = 0; i < n; i++)
        t += clamp_area(v[i]->area()) + v[i]->sides();
    return t + uses();
}

void fail(int code) { throw Error(code); }

namespace {
struct Guard {                              // a cleanup around a call
    int *p;
    explicit Guard(int *q) : p(q) { ++*p; }
    ~Guard() { --*p; }
};
int depth;
} // namespace

int checked_area(const Shape &s)
{
    Guard g(&depth);
    int a = s.area();
    if (a > 1000)
        fail(a);
    return a;
}

Shape *make_circle(int r)
{
    Circle *c = new Circle(r);
    return shape_debug(c) ? c : nullptr;
}
} // namespace shp
