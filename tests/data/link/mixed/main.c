extern int nat_f(int), lib_n1(int), sh_f(int), bc_helper(int), sh_dup(int);
int bc_called_by_native(int x) { return x + 1; }
int bc_called_by_shared(int x) { return x + 2; }
int bc_unused(int x) { return x * 3; }
int main(void) { return nat_f(1) + lib_n1(2) + sh_f(3) + bc_helper(4) + sh_dup(5); }
