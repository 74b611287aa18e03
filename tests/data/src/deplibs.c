/* deplibs.c - ELF fixture for dependent libraries: #pragma comment(lib, ...)
 * becomes !llvm.dependent-libraries, listed by llvm-lto2 dump-symtab.
 * No #include. */
#pragma comment(lib, "m")
#pragma comment(lib, "bcq-dep")

extern double sqrt(double);

/* The constant gives the body a CONSTANTS_BLOCK: a function block with a
 * sub-block, as in every other IR fixture. */
double dep_half_norm(double x, double y) { return sqrt(x * x + y * y) / 2.0; }
