extern int lib_n3(int), bm_f(int);
int lib_n1(int x) { return lib_n3(x) + bm_f(x); }
