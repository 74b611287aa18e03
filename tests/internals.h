/* internals.h - the library's internal headers, one per layer, for the
 * unit tests (which test units of every layer). */
#ifndef BCQ_TESTS_INTERNALS_H
#define BCQ_TESTS_INTERNALS_H
#include "file/file.h"
#endif
