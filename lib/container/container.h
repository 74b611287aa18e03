/*
 * container.h - the container layer: what an input is (identify.c), where
 * the bitstream lies in it (a raw stream, the wrapper header, a section of
 * an ELF, Mach-O or COFF object, a slice of a universal binary: object.c,
 * elf.c, macho.c, coff.c), the members of an ar archive (ar.c), and what
 * kind of stream it is (container.c).  Depends on lib/bitstream (the
 * handle's fields it fills) and lib/base.  doc/format.md 15.
 *
 * Every reader here takes the input as (p, n) and reports offsets as bytes
 * from p; errors carry bit = byte offset * 8 of the faulty field and a
 * message that names the container ("ELF section header 3: ...").
 */
#ifndef BCQ_CONTAINER_H
#define BCQ_CONTAINER_H

#include "bitstream/bitstream.h"

/* Find the container and the bitstream in f->data (sets container,
 * wrapper, stream_off, stream_len, magic, is_ir, and object/has_object for
 * an object's bitcode; arch picks a universal binary's slice). */
int bcq__container_detect(bcq_file *f, const char *arch, bcq_error *err);

/* ---- identify.c */
/* A longer description than bcq_kind_name for messages: "ELF 64-bit LSB
 * relocatable object (x86-64)", "ar archive (GNU)", ...  Writes at most n
 * bytes, NUL-terminated; returns buf. */
const char *bcq__describe(const uint8_t *p, size_t n, char *buf, size_t cap);

/* ---- the object readers (elf.c, macho.c, coff.c).  Each is called only
 * when bcq_identify gave its kind, fills o (kind, bits, big_endian,
 * machine, arch, slice_off/size = 0/n, section_off/size, section) and
 * returns 0, BCQ_E_NO_BITCODE (o filled, section_size 0),
 * BCQ_E_TRUNCATED or BCQ_E_BAD_CONTAINER. */
int bcq__elf_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err);
int bcq__coff_find(const uint8_t *p, size_t n, bcq_object *o, bcq_error *err);
/* A thin Mach-O object. */
int bcq__macho_find(const uint8_t *p, size_t n, bcq_object *o,
                    bcq_error *err);
/* The slice of a universal binary chosen by arch (NULL: the only one),
 * then its object (offsets still from p; slice_off/size set).  An error's
 * bit counts from p. */
int bcq__universal_find(const uint8_t *p, size_t n, const char *arch,
                        bcq_object *o, bcq_error *err);

/* The bytes of a section the bitcode readers accept: more than the
 * one-byte marker that -fembed-bitcode=marker leaves (LLVM writes a single
 * 0 byte there). */
#define BCQ__MARKER_MAX 1u

#endif /* BCQ_CONTAINER_H */
