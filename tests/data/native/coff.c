/* coff.c - a COFF object with one symbol of each kind llvm-nm letters:
 * gen.sh compiles it for the Windows targets (tests/native.sh). */
int data_global = 1;                 /* D */
static int data_local = 2;           /* d */
int bss_global;                      /* B (or C with -fcommon) */
static int bss_local;                /* b */
const int ro_global = 3;             /* R */
static const int ro_local[2] = {4, 5}; /* r */
int common_sym __attribute__((common)); /* C */
extern int undef_data;               /* U */
int a_rather_long_function_name(int x) { return x * 3; } /* T, long name */
static int local_func(int x) { return x + data_local + bss_local; }
#ifdef __MINGW32__
__attribute__((weak)) int weak_data = 7;     /* weak external */
__attribute__((weak)) void weak_func(void) {} /* weak external */
void (*pick(void))(void) { return weak_func; }
#endif
int f(int x)                          /* T, short name */
{
    return local_func(x) + undef_data + ro_local[x & 1] +
           a_rather_long_function_name(x);
}
