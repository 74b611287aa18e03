/* pre1.c - libpre.a member; libpre.a is FIRST on the command line, before
 * main.o which references pre_func.  lld keeps the archive's symbols as
 * lazy and extracts pre1.o when main.o's undefined reference arrives (a
 * traditional one-pass linker would not). */
int pre_func(int x) { return x + 100; }
