int lib_n3(int x) { return -x; }
