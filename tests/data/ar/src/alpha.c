/* alpha.c: strong definitions, a common, a static, an undefined call. */
int alpha_count = 1;
int alpha_common;
static int alpha_static(int x) { return x * 2; }
extern int beta_value(int);
int alpha(int x) { alpha_common += x; return alpha_static(x) + beta_value(x); }
