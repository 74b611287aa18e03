int e2(void) { return 2; }
