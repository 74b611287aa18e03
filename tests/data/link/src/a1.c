/* a1.c - liba.a member, extracted because main.o calls lib_a_func.
 * It needs a2_helper (same archive: pulls a2.o) and lib_b_func, defined in
 * libb.a, an archive LATER on the command line (pulls libb.a(b1.o)). */
extern int a2_helper(int);
extern int lib_b_func(int);

int lib_a_func(int x) { return a2_helper(x) + lib_b_func(x + 1); }
