int nat_func(void) { return 9; }
extern int def_hidden(void);
int nat_uses_default(void) { extern int def_default(void); return def_default(); }
