// cxxmain.cc - the bitcode half of tests/mixed.sh's C++ link (gen.sh): an inline
// function and a template instantiation in comdats that the native half
// (cxxnat.cc, g++) defines too, and libstdc++ for the rest.
#include <string>
#include <vector>
#include <cstdio>
inline int shared_inline(int x) { return x * 3; }
template <class X> struct Box { X x; int get() { return (int)x.size(); } };
int from_native(int a);
int main(int argc, char **argv) { std::vector<std::string> v(argc); Box<std::string> b{"abc"}; printf("%d\n", shared_inline(argc) + from_native(argc) + b.get() + (int)v.size()); }
