extern int hid_for_so(void); extern int used_by_so(void);
int from_so(void) { return hid_for_so() + used_by_so(); }
