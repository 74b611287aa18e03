/* syms.c - a native object with one symbol of each kind llvm-nm letters:
 * gen.sh compiles it for several targets (tests/native.sh). */
int data_global = 1;                 /* D */
static int data_local = 2;           /* d */
int bss_global;                      /* B (or C with -fcommon) */
static int bss_local;                /* b */
const int ro_global = 3;             /* R */
static const int ro_local[2] = {4, 5}; /* r */
int common_sym __attribute__((common)); /* C */
__thread int tls_global = 6;         /* D (.tdata) */
__thread int tls_bss;                /* B (.tbss) */
__attribute__((weak)) int weak_data = 7;     /* V */
__attribute__((weak)) void weak_func(void) {} /* W */
extern int undef_data;               /* U */
extern void weak_undef(void) __attribute__((weak)); /* w */
extern int weak_undef_obj __attribute__((weak));    /* v (as w: no type) */
__attribute__((visibility("hidden"))) int hidden_func(void) { return 8; }
static int local_func(int x) { return x + data_local + bss_local; }
void (*pick(void))(void) { return weak_func; }
static int impl(void) { return 9; }
static int (*resolve(void))(void) { return impl; }
int ifunc_sym(void) __attribute__((ifunc("resolve")));  /* i */
int text_global(int x)               /* T */
{
    if (weak_undef)
        weak_undef();
    return local_func(x) + undef_data + ro_local[x & 1] + tls_global +
           (&weak_undef_obj != 0);
}
