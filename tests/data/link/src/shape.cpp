// shape.cpp - command-line C++ object.
// Cases:
//  - class hierarchy with virtual functions: Shape's key function is
//    defined here (external vtable _ZTVN3geo5ShapeE); Square has only
//    inline virtuals (linkonce_odr vtable in a comdat)
//  - throw/catch: __gxx_personality_v0 and __cxa_* stay undefined;
//    typeinfo of BadShape is linkonce_odr
//  - geo::clamp_dim (shape.h): inline, also used by b3.cpp -> linkonce_odr
//  - registry: a global with a dynamic initializer -> llvm.global_ctors
//  - geo::scale: defined in libb.a(b3.o), extracted by this reference
//  - shape_entry: extern "C" entry point called from main.c
#include "shape.h"

namespace geo {

struct BadShape { int code; };

class Shape {
public:
    virtual ~Shape();
    virtual int area() const = 0;
    virtual int sides() const { return 0; }
};

Shape::~Shape() {}

class Rect : public Shape {
public:
    Rect(int w, int h) : w_(w), h_(h) {}
    int area() const override;
    int sides() const override { return 4; }
private:
    int w_, h_;
};

int Rect::area() const { return clamp_dim(w_) * clamp_dim(h_); }

class Square : public Shape {
public:
    explicit Square(int s) : s_(s) {}
    int area() const override { return scale(s_ * s_); }
private:
    int s_;
};

// the volatile read keeps -O1 from evaluating the initializer at compile
// time (it would otherwise fold registry to { 3 } and drop the ctor)
static volatile int registry_seed = 3;

struct Registry {
    int count;
    Registry() : count(clamp_dim(registry_seed)) {}
};

Registry registry;   // dynamic initializer -> llvm.global_ctors

static int measure(const Shape &s)
{
    if (s.area() < 0)
        throw BadShape{s.sides()};
    return s.area() + s.sides();
}

} // namespace geo

extern "C" int shape_entry(int n)
{
    geo::Rect r(n, n + 1);
    geo::Square q(n);
    try {
        return geo::measure(r) + geo::measure(q) + geo::registry.count;
    } catch (const geo::BadShape &e) {
        return -e.code;
    }
}
