int common_c;
int c3_fn(void) { return common_c; }
