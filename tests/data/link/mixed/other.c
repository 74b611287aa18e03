int bc_helper(int x) { return x - 1; }
