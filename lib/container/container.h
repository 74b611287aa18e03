/*
 * container.h - the container layer: where the bitstream lies in the input
 * (a raw stream, or the wrapper header; objects and archives come next),
 * and what kind of stream it is.  Depends on lib/bitstream (the handle's
 * fields it fills) and lib/base.
 */
#ifndef BCQ_CONTAINER_H
#define BCQ_CONTAINER_H

#include "bitstream/bitstream.h"

/* Find the container and the bitstream in f->data (sets container,
 * wrapper, stream_off, stream_len, magic, is_ir). */
int bcq__container_detect(bcq_file *f, bcq_error *err);

#endif /* BCQ_CONTAINER_H */
