extern "C" {
int def_default(void) { return 1; }
__attribute__((visibility("hidden"))) int def_hidden(void) { return 2; }
__attribute__((visibility("protected"))) int def_prot(void) { return 3; }
static int helper(int x) { return x + 1; }
__attribute__((weak)) int def_weak(void) { return 4; }
int common_var;
int data_var = 5;
__attribute__((visibility("hidden"))) int hidden_var = 6;
const int const_var = 7;
int nat_func(void);
int ar_func(void);
int ar_bc_func(void);
}
__attribute__((noinline)) inline int omit_me(int x) { return x * 7; }
template <class T> struct V { __attribute__((noinline)) static int get() { return sizeof(T); } };
int uses(int x) { return helper(x) + omit_me(x) + V<long>::get() + nat_func() + ar_func() + ar_bc_func() + common_var; }
template <class T> struct W { static int counter; };
template <class T> int W<T>::counter = 3;
inline const int kept_const = 42;
int uses2() { return W<int>::counter++ + *(volatile const int*)&kept_const; }
