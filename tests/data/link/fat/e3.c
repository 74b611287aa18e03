int e3(void) { return 3; }
