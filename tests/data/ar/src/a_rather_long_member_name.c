/* a_rather_long_member_name.c: a name past 15 characters (GNU "//",
 * BSD "#1/"), a thread-local and an alias. */
__thread int long_tls;
int long_name_fn(void) { return long_tls; }
int long_alias(void) __attribute__((alias("long_name_fn")));
