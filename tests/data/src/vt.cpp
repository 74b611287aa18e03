// vt.cpp - C++ fixture: namespace, class hierarchy with virtual functions
// (one out-of-line key function, so one vtable is a strong definition),
// templates. No #include.
namespace shapes {

class Shape {
public:
    virtual ~Shape() {}
    virtual double area() const = 0;
    virtual const char *name() const;       // key function, defined below
};

const char *Shape::name() const { return "shape"; }

class Rect : public Shape {
    double w_, h_;
public:
    Rect(double w, double h) : w_(w), h_(h) {}
    double area() const override { return w_ * h_; }
    const char *name() const override { return "rect"; }
};

class Square final : public Rect {
public:
    explicit Square(double s) : Rect(s, s) {}
    const char *name() const override { return "square"; }
};

template <typename T> T maxOf(T a, T b) { return a < b ? b : a; }

template <typename T, int N> struct Ring {
    T buf[N] = {};
    int pos = 0;
    void push(T v) { buf[pos] = v; pos = (pos + 1) % N; }
    T sum() const { T s = T(); for (int i = 0; i < N; i++) s += buf[i]; return s; }
};

} // namespace shapes

double total_area(const shapes::Shape *const *s, int n) {
    double t = 0;
    for (int i = 0; i < n; i++) t = shapes::maxOf(t, t + s[i]->area());
    return t;
}

int ring_demo(int k) {
    shapes::Ring<int, 4> r;
    for (int i = 0; i < k; i++) r.push(i * i);
    return r.sum() + shapes::maxOf<long>(k, 3);
}

double shapes_demo(double x) {
    shapes::Rect r(x, 2.0);
    shapes::Square q(x);
    const shapes::Shape *all[] = {&r, &q};
    return total_area(all, 2);
}

// Explicit instantiations: weak_odr definitions that survive inlining.
template int shapes::maxOf<int>(int, int);
template struct shapes::Ring<double, 3>;
