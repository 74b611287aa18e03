extern "C" {
__attribute__((visibility("hidden"))) int def_default(void);
int from_so(void);
int from_ar_omit(void);
__attribute__((visibility("hidden"))) int hid_for_so(void) { return 1; }
int used_by_so(void) { return 2; }
int common_c;
}
inline int omit_in_both(int x) { return x + 1; }
__attribute__((noinline)) int s2_user(int x) { return def_default() + from_so() + from_ar_omit() + omit_in_both(x) + common_c; }
