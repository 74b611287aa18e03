/* warn.c - compiles, but with warnings; only used for diag.dia. */
int missing_return(int x) {
    if (x > 0)
        return 1;
}                                        /* -Wreturn-type */

int assign_in_cond(int x) {
    if (x = 3)                           /* -Wparentheses */
        return x;
    return 0;
}

int *int_to_ptr(void) {
    int *p = 12345;                      /* -Wint-conversion */
    return p;
}
