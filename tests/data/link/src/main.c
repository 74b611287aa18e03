/* main.c - the program's entry (command-line object, C, -fcommon).
 * Cases:
 *  - calls lib_a_func: extracts liba.a(a1.o), which pulls a2.o and libb.a(b1.o)
 *  - calls pre_func: defined in libpre.a, which comes BEFORE main.o on the
 *    command line (lld remembers lazy symbols and still extracts it)
 *  - calls shape_entry: extern "C" entry point of shape.cpp
 *  - weak_fn: weak definition here, overridden by the strong one in other.c
 *  - opt_hook: weak undefined; only libb.a(b2.o) defines it and nothing
 *    else needs b2.o, so it must NOT be extracted (stays undefined)
 *  - unused_external: external, never referenced: dead after internalize
 *  - ops[]: static table of function pointers; t_add/t_sub/t_mul stay live
 *    only through the table
 *  - shared_common: common here (32 bytes) and in other.c (4 bytes):
 *    commons merge by size, the larger wins
 *  - counter: a real (initialised) definition here; other.c's common
 *    `int counter;` loses to it
 */
extern int lib_a_func(int);
extern int pre_func(int);
extern int shape_entry(int);
extern int other_func(int);
extern void opt_hook(void) __attribute__((weak));

long long shared_common[4];
int counter = 5;

__attribute__((weak)) int weak_fn(int x) { return x + 1; }

int unused_external(int x) { return x * 3 + counter; }

static int t_add(int x) { return x + 7; }
static int t_sub(int x) { return x - 7; }
static int t_mul(int x) { return x * 7; }
static int (*const ops[3])(int) = { t_add, t_sub, t_mul };

int main(int argc, char **argv)
{
    int r;
    (void)argv;
    if (opt_hook)
        opt_hook();
    r = ops[(unsigned)argc % 3](argc);
    r += lib_a_func(r);
    r += pre_func(r);
    r += shape_entry(r);
    r += weak_fn(r);
    r += other_func(r);
    shared_common[argc & 3] += r;
    return r + counter;
}
