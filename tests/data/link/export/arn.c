int ar_func(void) { return 10; }
