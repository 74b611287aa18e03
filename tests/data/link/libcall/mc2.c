extern int helper_for_memcpy(void);
void *memcpy(void *d, const void *s, unsigned long n) { helper_for_memcpy(); return d; }
