int e3(void);
int f2(void) { return e3(); }
