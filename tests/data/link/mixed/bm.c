int bm_f(int x) { return x * 5; }
