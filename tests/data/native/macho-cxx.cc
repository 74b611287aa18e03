// macho-cxx.cc - C++ names in a Mach-O object, for bcq symbols -C
// (tests/native.sh): llvm-nm demangles them without the leading '_' the
// Darwin ABI adds.
namespace n {
int f(int x) { return x; }
struct S {
    static int v;
};
int S::v = 3;
} // namespace n
template <class T> T g(T t) { return t; }
int h() { return g(1) + g<long>(2); }
extern "C" int plain(void) { return 0; }
