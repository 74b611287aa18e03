int e1(void) { return 1; }
