/* macho.c - a Mach-O object with one symbol of each kind llvm-nm letters
 * (tests/native.sh): gen.sh compiles it for x86_64 and i386 with
 * -fcommon, for arm64 and armv7 without (bss_global then in
 * __DATA,__common: 'S').  Mach-O has no weak letter: weak definitions are
 * T/D, weak references U. */
int data_global = 1;                 /* D (__DATA,__data) */
static int data_local __attribute__((used)) = 2; /* d */
int bss_global;                      /* C, or S in __DATA,__common */
static int bss_local __attribute__((used)); /* b (__DATA,__bss) */
const int ro_global = 3;             /* S (__TEXT,__const) */
static const int ro_local[2] = {4, 5}; /* s */
int common_sym __attribute__((common)); /* C */
__attribute__((weak)) int weak_data = 7;     /* D */
__attribute__((weak)) void weak_func(void) {} /* T */
extern int undef_data;               /* U */
extern void weak_undef(void) __attribute__((weak)); /* U */
__attribute__((visibility("hidden"))) int hidden_func(void) { return 8; }
__attribute__((visibility("hidden"))) int hidden_data = 9; /* D */
static int local_func(int x) { return x + data_local + bss_local; }
void (*pick(void))(void) { return weak_func; }
const char *str(void) { return "a cstring"; } /* arm64: l_.str, s */
void alias_target(void) {}
/* Darwin has no alias attribute: an assembler alias (T), an absolute
 * global (A) and local (a) */
__asm__(".globl _alias_sym\n_alias_sym = _alias_target\n");
__asm__(".globl _abs_sym\n_abs_sym = 0x42\n_abs_local = 0x43\n");
int text_global(int x)               /* T */
{
    if (weak_undef)
        weak_undef();
    return local_func(x) + undef_data + ro_local[x & 1] + bss_global;
}
