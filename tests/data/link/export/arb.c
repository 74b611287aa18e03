int ar_bc_func(void) { return 11; }
int ar_bc_other(void) { return 12; }
