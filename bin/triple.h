/*
 * triple.h - the two facts about a target triple the tool needs: its object
 * file format and whether its addresses are 64-bit (LLVM's Triple
 * getDefaultFormat / isArch64Bit, for the names that occur in practice).
 */
#ifndef BCQ_TRIPLE_H
#define BCQ_TRIPLE_H

#include "bcq.h"

typedef enum objfmt { FMT_ELF, FMT_COFF, FMT_MACHO, FMT_WASM, FMT_XCOFF,
                      FMT_GOFF } objfmt;

objfmt triple_format(bcq_span triple);
int triple_is_64bit(bcq_span triple);

#endif
