/* The source of the object fixtures (tests/data/obj/gen-obj.sh): a
 * little of everything llvm-nm shows -- definitions, a weak one, a static
 * one, an undefined reference, a common, a constant, a thread-local. */
int g_counter = 3;
const int g_limit = 10;
int g_common;
static int s_hidden;
__thread int t_local;
extern int ext_value(int);

__attribute__((weak)) int weak_hook(void) { return 1; }

static int helper(int x) { s_hidden += x; return s_hidden; }

int obj_entry(int x)
{
    g_common += x;
    return helper(x) + ext_value(x) + weak_hook() + g_limit + t_local;
}
