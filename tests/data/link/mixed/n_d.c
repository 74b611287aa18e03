int unused_n(int x) { return x; } int sh_dup(int x) { return 7; }
