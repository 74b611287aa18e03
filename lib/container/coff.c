/* coff.c - placeholder until the COFF reader lands (branch objects). */
#include "config.h"
#include "container/container.h"
int bcq__coff_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err)
{
    (void)p; (void)n; (void)o;
    return bcq__fail(err, BCQ_E_UNSUPPORTED, 0, "COFF: not yet");
}
