/* pre3.c - libpre.a member extracted only through pre1.o (a nested
 * extraction: see pre1.c). */
int pre_chain(int x) { return x * 3; }
