int helper_for_memcpy(void) { return 1; }
