int lib_n2(int x) { return x; }
