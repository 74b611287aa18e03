/* pre2.c - libpre.a member nobody references: not extracted. */
int pre_unused(int x) { return x + 200; }
