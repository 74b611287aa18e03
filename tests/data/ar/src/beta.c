/* beta.c: a weak definition and a constant. */
const char beta_name[] = "beta";
__attribute__((weak)) int beta_value(int x) { return x + 1; }
int beta_unused(void) { return 42; }
