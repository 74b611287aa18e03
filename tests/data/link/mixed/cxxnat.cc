// cxxnat.cc - the native half of tests/mixed.sh's C++ link (gen.sh, g++ -O0):
// the same comdats as cxxmain.cc's, as ELF groups (SHT_GROUP).
#include <string>
#include <vector>
struct T { T(); virtual ~T(); int g(); };
inline int shared_inline(int x) { return x * 3; }
template <class X> struct Box { X x; int get() { return (int)x.size(); } };
int from_native(int a) { std::vector<std::string> v(a); Box<std::string> b{"ab"}; return shared_inline(a) + (int)v.size() + b.get(); }
