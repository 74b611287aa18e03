extern int bc_called_by_native(int), lib_n2(int);
int nat_f(int x) { return bc_called_by_native(x) + lib_n2(x); }
