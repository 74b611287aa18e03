/* internals.h - the library's internal headers, for the unit tests. */
#ifndef BCQ_TESTS_INTERNALS_H
#define BCQ_TESTS_INTERNALS_H
#include "internal.h"
#endif
