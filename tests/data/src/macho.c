/* macho.c - Mach-O fixture (arm64-apple-macosx11.0): leading '_' on every C
 * name, asm labels (no '_'), private strings (L prefix, not listed), static
 * (internal) function and variable, weak, weak_import, hidden, TLS, common,
 * constant, section.  No #include. */
int m_init = 1;                                   /* external */
int m_tentative;                                  /* common with -fcommon */
static int m_static = 2;                          /* internal */
static const char m_msg[] = "macho";              /* internal constant */
const int m_const[4] = {1, 2, 3, 4};              /* constant */
__attribute__((weak)) int m_weak = 3;
__attribute__((visibility("hidden"))) int m_hidden = 4;
_Thread_local int m_tls = 5;
__attribute__((section("__DATA,__bcq"))) int m_sectioned = 6;
int m_labeled __asm__("custom_label") = 7;        /* asm label: no '_' */
extern int m_ext;                                 /* declaration */
extern int m_ext_labeled __asm__("custom_ext");   /* declared, asm label */
extern int m_weak_import __attribute__((weak_import));
extern int ext_fn(const char *);

static __attribute__((noinline)) int helper(int x) { return x * m_static++; }

__attribute__((weak)) int weak_fn(void) { return m_weak; }

int macho_entry(int x) {
    const char *s = x ? "yes" : "no";             /* private .str strings */
    int r = helper(x) + ext_fn(s) + ext_fn(m_msg) + m_const[x & 3];
    if (&m_weak_import)
        r += m_weak_import;
    return r + m_init + m_tentative + m_hidden + m_tls + m_sectioned +
           m_labeled + m_ext + m_ext_labeled + weak_fn();
}
