extern int bc_called_by_shared(int);
int sh_f(int x) { return bc_called_by_shared(x); }
int sh_dup(int x) { return 9; }
