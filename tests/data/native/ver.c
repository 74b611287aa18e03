/* ver.c - a shared object with symbol versions (gen.sh, ver.map): a
 * default version (name@@V2), an older one (name@V1), a version needed
 * from libc (puts@GLIBC_2.2.5), and symbols of each version node. */
extern int puts(const char *);
int data_global = 1;
int text_global(void) { return puts("x") + data_global; }
int old_impl(void) { return 1; }
int new_impl(void) { return 2; }
__asm__(".symver old_impl, versioned@V1");
__asm__(".symver new_impl, versioned@@V2");
