/* refs.c - C fixture for references between global values: a table of
 * function pointers, a variable whose initializer takes the addresses of
 * functions and variables, GEP constant expressions (&arr[3]) in
 * initializers, aliases, an ifunc, constructors and a destructor,
 * blockaddress (computed goto), TLS, static functions that are live and
 * dead, and a main that reaches only part of the code.  No #include: the
 * output must not depend on the host's headers.  ELF only (ifunc, alias). */

int counter;                              /* external, zero */
static int s_scale = 3;                   /* internal, used by live code */
static int s_dead_state = 9;              /* internal, used by dead code only */
int arr[8] = {1, 2, 3, 4, 5, 6, 7, 8};
const char msg[] = "refs";

/* GEP constant expressions into globals */
int *third = &arr[3];
const char *msg_tail = &msg[2];
int *const arr_end = arr + 8;

/* a table of function pointers */
static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
int op_mul(int a, int b) { return a * b * s_scale; }
int (*const ops[3])(int, int) = {op_add, op_sub, op_mul};

/* a variable whose initializer references functions and other variables */
struct entry {
    const char *name;
    int (*fn)(int, int);
    int *slot;
    const struct entry *next;
};
static int op_dead(int a, int b) { return a % (b | 1) + s_dead_state; }
const struct entry e_tail = {"sub", op_sub, &arr[5], 0};
const struct entry e_head = {msg, op_add, &counter, &e_tail};
/* never used by main: dead with everything only it reaches */
const struct entry e_unused = {"dead", op_dead, &arr[1], &e_head};

/* TLS */
_Thread_local int tls_depth;
static _Thread_local int tls_hits = 1;
_Thread_local int *tls_ptr = &arr[2];

/* aliases: of a function, of a variable, of a GEP into a variable */
int real_impl(int x) { return x * 2 + tls_hits++; }
int alias_impl(int) __attribute__((alias("real_impl")));
extern int arr_alias[8] __attribute__((alias("arr")));
extern int dead_alias(int, int) __attribute__((alias("op_mul")));

/* an ifunc and its resolver */
static int impl_fast(int x) { return x << 1; }
static int impl_slow(int x) { return x + x; }
static int (*resolve_pick(void))(int)
{
    return counter ? impl_fast : impl_slow;
}
int picked(int) __attribute__((ifunc("resolve_pick")));

/* blockaddress: a computed goto over a static table of label addresses */
int interp(const unsigned char *code, int acc)
{
    static void *const labels[] = {&&op_inc, &&op_dbl, &&op_halt};
    goto *labels[*code];
op_inc:
    acc++;
    goto *labels[*++code];
op_dbl:
    acc *= 2;
    goto *labels[*++code];
op_halt:
    return acc;
}

/* constructors and a destructor */
__attribute__((constructor)) static void init_counter(void) { counter = 1; }
__attribute__((constructor(200))) void init_early(void) { tls_depth = 0; }
__attribute__((destructor)) static void fini_counter(void) { counter = 0; }

/* live and dead static functions */
static __attribute__((noinline)) int live_helper(int x) { return x + *third; }
static __attribute__((noinline)) int dead_helper(int x)
{
    return x - s_dead_state + e_unused.fn(x, 1);
}
int dead_entry(int x) { return dead_helper(x) + dead_alias(x, 2); }

int main(void)
{
    static const unsigned char prog[] = {0, 1, 2};
    int r = live_helper(ops[counter % 3](counter, 2));
    for (const struct entry *e = &e_head; e; e = e->next)
        r += e->fn(*e->slot, 1);
    r += alias_impl(r) + picked(r) + interp(prog, *tls_ptr) + arr_alias[1];
    return r + *msg_tail + (arr_end - third);
}
