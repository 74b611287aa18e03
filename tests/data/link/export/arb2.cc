inline int omit_in_both(int x) { return x + 1; }
__attribute__((noinline)) inline int ar_omit_only(int x) { return x * 2; }
extern "C" int from_ar_omit(void) { return omit_in_both(3) + ar_omit_only(4); }
