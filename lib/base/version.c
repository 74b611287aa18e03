/* version.c - the library version. */
#include "config.h"

#include "base/base.h"

#define BCQ__STR2(x) #x
#define BCQ__STR(x) BCQ__STR2(x)

const char *bcq_version(void)
{
    return BCQ__STR(BCQ_VERSION_MAJOR) "." BCQ__STR(
        BCQ_VERSION_MINOR) "." BCQ__STR(BCQ_VERSION_PATCH);
}
