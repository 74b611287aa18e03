/* nosyms.c - a unit that leaves no global value in its module: the
 * static is unused, so clang drops it (tests/data/multi/gen-multi.sh). */
static int unused;
