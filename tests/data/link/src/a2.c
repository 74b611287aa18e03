/* a2.c - liba.a member, extracted only because a1.o needs a2_helper.
 * It also has a constructor: a ctor in an extracted member, so
 * llvm.global_ctors comes from an archive member.  The ctor calls b_seed
 * (libb.a(b1.o)), an external call, so -O1 cannot fold the ctor away;
 * b_seed is live only through llvm.global_ctors. */
extern int b_seed(void);

int a2_state;

int a2_helper(int x) { return x ^ a2_state; }

__attribute__((constructor)) static void a2_init(void) { a2_state = b_seed(); }
