/* pre1.c - libpre.a member; libpre.a is FIRST on the command line, before
 * main.o which references pre_func.  lld keeps the archive's symbols as
 * lazy and extracts pre1.o when main.o's undefined reference arrives (a
 * traditional one-pass linker would not).  pre1.o's own reference to
 * pre_chain then extracts pre3.o, from the same archive, while pre1.o is
 * being parsed: lld writes that nested line of --why-extract first, and
 * main.o's line for pre1.o after it. */
int pre_chain(int x);
int pre_func(int x) { return pre_chain(x) + 100; }
