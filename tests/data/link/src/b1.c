/* b1.c - libb.a member: lib_b_func, called from liba.a(a1.o) (an archive
 * earlier on the command line); b_seed, called only from the constructor
 * of liba.a(a2.o) (live only through llvm.global_ctors). */
int lib_b_func(int x) { return x * x; }

int b_seed(void) { return 42; }
