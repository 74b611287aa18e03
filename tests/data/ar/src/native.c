/* native.c: compiled without -flto, a native member of mixed.a. */
int native_fn(void) { return 7; }
