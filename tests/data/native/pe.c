/* pe.c - a PE image's symbols (gen.sh links it with lld for mingw, which
 * keeps a COFF symbol table with -g; tests/native.sh). */
int data_global = 1;
static int bss_local;
const int ro_global = 3;
int start(void) { return data_global + bss_local + ro_global; }
