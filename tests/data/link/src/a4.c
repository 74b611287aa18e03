/* a4.c - liba.a member extracted only through the linker's -u u_root_func
 * (listed in `roots`); u_root_func is also kept as a public root, while
 * a4_private is dead after internalize. */
int u_root_func(int x) { return x + 4; }

int a4_private(int x) { return x + 44; }
