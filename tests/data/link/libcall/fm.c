double fmod(double a, double b) { return a - b; }
int unrelated(void) { return 3; }
