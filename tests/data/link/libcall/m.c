struct big { char b[4096]; };
void cp(struct big *a, struct big *b) { *a = *b; }
int main(void) { return 0; }
