/* macho.c - placeholder until the Mach-O reader lands (branch objects). */
#include "config.h"
#include "container/container.h"
int bcq__macho_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err)
{
    (void)p; (void)n; (void)o;
    return bcq__fail(err, BCQ_E_UNSUPPORTED, 0, "Mach-O: not yet");
}
int bcq__universal_find(const uint8_t *p, size_t n, const char *arch,
                        bcq_object *o, bcq_error *err)
{
    (void)p; (void)n; (void)o; (void)arch;
    return bcq__fail(err, BCQ_E_UNSUPPORTED, 0, "universal: not yet");
}
int bcq_universal_slices(const void *data, size_t size, bcq_slice *out,
                         size_t cap, size_t *n, bcq_error *err)
{
    (void)data; (void)size; (void)out; (void)cap; (void)n;
    return bcq__fail(err, BCQ_E_UNSUPPORTED, 0, "universal: not yet");
}
