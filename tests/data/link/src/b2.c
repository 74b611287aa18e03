/* b2.c - libb.a member defining opt_hook, which main.o references only
 * weakly: a weak undefined does not extract, so b2.o stays out. */
int b2_calls;

void opt_hook(void) { b2_calls++; }
