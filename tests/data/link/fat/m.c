int e1(void);
int f1(void);
int e2(void);
int f2(void);
int main(void) { return e1() + f1() + e2() + f2(); }
