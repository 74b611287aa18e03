/*
 * intrin.h - LLVM's own attributes of its intrinsics, as the llvm-dis of
 * one LLVM release prints them (intrin.c; the table, intrin-table.c, is
 * written by gen-intrin.sh and committed).
 *
 * LLVM's reader puts Intrinsic::getAttributes(id) in place of the
 * attributes a file gives an intrinsic's declaration
 * (UpgradeIntrinsicFunction in AutoUpgrade.cpp), so llvm-dis prints its
 * release's table, not the file.  Calls keep the file's attributes.
 * From LLVM 22 on it does so only when the declaration's type is the
 * intrinsic's signature (Intrinsic::getIntrinsicSignature), and
 * Intrinsic::getAttributes(C, id, FT) takes a range's width from FT; the
 * table then holds whole names with one signature each (sig).
 */
#ifndef BCQ_ASM_INTRIN_H
#define BCQ_ASM_INTRIN_H

#include <stddef.h>
#include <stdint.h>

/* The generated table (intrin-table.c): the names sorted in strcmp
 * order, front-coded in blocks of BCQ__INTRIN_BLOCK: block b starts at
 * bcq__intrin_names[bcq__intrin_block_off[b]] with its first name whole,
 * each other name is one byte (the length it shares with the name
 * before) and the rest, every one NUL-terminated, none longer than
 * BCQ__INTRIN_NAME_MAX; attribute texts at bcq__intrin_str_off[k]; list
 * k at bcq__intrin_lists[bcq__intrin_list_at[k]] is: number of
 * parameters n, function text, return text (on a pointer, on an
 * integer), then for each parameter its text on a pointer and on an
 * integer.  Per release, per name: 0 (no intrinsic of that release) or
 * its list + 1, with BCQ__INTRIN_OVERLOADED. */
#define BCQ__INTRIN_OVERLOADED 0x8000u
#define BCQ__INTRIN_BLOCK 16u
#define BCQ__INTRIN_NAME_MAX 250u
extern const uint32_t bcq__intrin_nnames;
extern const char bcq__intrin_names[];
extern const uint32_t bcq__intrin_block_off[];
extern const char bcq__intrin_strs[];
extern const uint16_t bcq__intrin_str_off[];
extern const uint16_t bcq__intrin_lists[];
extern const uint32_t bcq__intrin_list_at[];
extern const uint16_t bcq__intrin_rel14[];
extern const uint16_t bcq__intrin_rel19[];
extern const uint16_t bcq__intrin_rel22[];
/* From LLVM 22 on an entry holds for one signature only (the reader
 * keeps the file's attributes on any other type): per name, the index of
 * its function type's text, as LLVM prints it ("void (ptr, i8, i64, i1)"),
 * at bcq__intrin_sigs[bcq__intrin_sig_off[k]]; 0 none. */
extern const char bcq__intrin_sigs[];
extern const uint32_t bcq__intrin_sig_off[];
extern const uint16_t bcq__intrin_sig22[];

/* One intrinsic's attributes in one release. */
typedef struct bcq__intrin {
    size_t name_len;  /* its own name: the first name_len bytes of the one
                         looked up (all of it, or up to a '.') */
    const char *fn;   /* function attributes ("" none) */
    uint32_t nparams; /* parameters with an entry; those after have none */
    const uint16_t *list; /* see above */
    const char *sig;  /* the one function type the entry holds for (its
                         text; "" none), or NULL: any type (14, 19) */
} bcq__intrin;

/* The major release of the LLVM that wrote the file, from producer (the
 * IDENTIFICATION string, "LLVM14.0.6" is 14); 0 when it names none (no
 * IDENTIFICATION block, another producer). */
unsigned bcq__producer_major(const uint8_t *producer, size_t len);
/* The release whose table imitates the llvm-dis of producer (the
 * IDENTIFICATION string, "LLVM14.0.6"): 14, 19 or 22; 0 when bcq has
 * none. */
unsigned bcq__intrin_release(const uint8_t *producer, size_t len);

/* The intrinsic that name (len bytes, "llvm." first) is in release rel,
 * matched as Function::lookupIntrinsicID matches it: exactly, or an
 * overloaded one followed by '.' and its type suffix.  1 and *out, or 0
 * when the table has none (no intrinsic, or one of a target left out). */
int bcq__intrin_find(unsigned rel, const char *name, size_t len,
                     bcq__intrin *out);

/* LLVM 22: a name of the table that is base (blen bytes) and one more
 * '.'-component, with its entry: 1, *out and the name in name
 * (BCQ__INTRIN_NAME_MAX + 1 bytes); 0 when there is none. */
int bcq__intrin_sibling22(const char *base, size_t blen, bcq__intrin *out,
                          char *name);
/* LLVM 22: an overloaded intrinsic's name the table does not hold whole
 * (intrin22.c), taken by analogy with a sibling of the same intrinsic the
 * table holds: 1 and *out (sig NULL: checked here) when sig, the
 * declaration's type as LLVM prints it ("RET (P, ...)"), is the
 * sibling's signature with the overloaded type replaced and the name's
 * last component that type's mangling; 0 otherwise. */
int bcq__intrin_analog22(const char *name, size_t len, const char *sig,
                         bcq__intrin *out);

/* Return (k 0) or parameter k (1..) attribute text for a pointer
 * (ptr 1) or an integer (ptr 0); "" none. */
const char *bcq__intrin_attrs(const bcq__intrin *in, uint32_t k, int ptr);

#endif /* BCQ_ASM_INTRIN_H */
