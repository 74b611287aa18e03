double h(double x) { return x * 2.5; }
