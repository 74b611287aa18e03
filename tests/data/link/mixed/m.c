#include <stdio.h>
#include <math.h>
#include <string.h>
extern double h(double);
int main(int argc, char **argv) { char buf[64]; snprintf(buf, sizeof buf, "%f", sqrt(h(argc))); printf("%s %zu\n", buf, strlen(argv[0])); return 0; }
