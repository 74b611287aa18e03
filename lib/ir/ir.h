/*
 * ir.h - the LLVM IR layer: the modules of an IR file and what is built of
 * them lazily (global values, mangled names, the irsymtab view, types, the
 * function map, the name hash, the instruction view, the summary), the
 * names of IR ids (ids.h, names.c) and what this layer tells the bitstream
 * walk (bcq__ir_format).  Depends on lib/bitstream and lib/base.
 */
#ifndef BCQ_IR_H
#define BCQ_IR_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "bitstream/bitstream.h"
#include "ir/ids.h"

/* What LLVM IR tells the bitstream layer: preambles, names and the
 * look-ahead of a module's level (format.c). */
extern const bcq__format bcq__ir_format;

/* Names of IR ids as llvm-bcanalyzer prints them (names.c), or NULL. */
const char *bcq__ir_block_name(unsigned block_id);
const char *bcq__ir_record_name(unsigned block_id, unsigned code);
/* A FUNCTION_BLOCK code by LLVM's enumerator without FUNC_CODE_
 * ("INST_FREEZE", "DEBUG_RECORD_VALUE"), or NULL when ids.h lacks it. */
const char *bcq__ir_inst_name(unsigned code);

/* ---------------------------------------------------------------- ir file
 * The IR part of a handle (bcq__fs(f)->ir), made at open from the top-level index
 * (modules.c): no record is read, and a top level that breaks LLVM's rules
 * does not fail the open: status is kept and returned by the module
 * queries. */
typedef struct bcq__ir {
    struct bcq__modslot *mods;
    size_t nmods;
    int status;           /* 0, or why the top level breaks LLVM's rules */
    uint64_t bad_bit;     /* stream bit of that violation */
    size_t symtab_block;  /* first SYMTAB, or BCQ_NONE */
    size_t symtab_strtab; /* first STRTAB after it, or BCQ_NONE */
    _Atomic(void *) symtab; /* struct bcq__symchk *: the SYMTAB as checked
                               once by bcq_symtab_get (symtab.c) */
    size_t charged;
} bcq__ir;

/* Group the top-level blocks of f (an IR file, indexed) into modules. */
int bcq__ir_open(bcq_file *f, bcq_error *err);
/* Free bcq__fs(f)->ir and everything built of its modules. */
void bcq__ir_close(bcq_file *f);
/* BCQ_E_NOT_IR, or the status of the grouping. */
int bcq__ir_check(const bcq_file *f, bcq_error *err);

/* --------------------------------------------------------------- modules */

/* One global value as a module keeps it: 56 bytes (bcq_module_global
 * unpacks it).  Values that do not fit (a partition, a name of 4 GiB, a
 * type or aliasee id past 32 bits...) are kept whole in the module's rare
 * list, and flagged here; type_id and aliasee then hold UINT32_MAX, which
 * names no type and no global. */
typedef struct bcq__gv {
    const uint8_t *name;  /* a view of the STRTAB (v2) or of the arena */
    uint64_t record_bit; /* input bits */
    uint32_t type_id;
    uint32_t aliasee;     /* aliases: the aliasee, ifuncs: the resolver,
                             variables: the initializer, functions: the
                             personality (UINT32_MAX: none; prefix and
                             prologue data make a function rare) */
    uint32_t name_len;
    uint32_t section;     /* 1-based into the module's sections; 0 none */
    uint32_t comdat;      /* 1-based into its comdats; 0 none */
    uint32_t bits;        /* BCQ__GV_* fields */
    uint32_t object;      /* what an alias finally names; UINT32_MAX:
                             unknown (a constant expression, a cycle) */
    uint32_t unnamed_no;  /* an unnamed global's number, from 1, in
                             ModuleSymbolTable order (mangle.c, spell.c) */
    uint32_t address_space;
    uint16_t calling_conv;
    uint8_t align_log2p1;
    uint8_t gc;           /* 1-based into its GC names; 0 none */
} bcq__gv;

/* bcq__gv.bits: kind 2, linkage 4, visibility 2, dll 2, tls 3, unnamed
 * addr 2, then one bit each. */
#define BCQ__GV_KIND(b) ((b)&3u)
#define BCQ__GV_LINKAGE(b) ((b) >> 2 & 15u)
#define BCQ__GV_VISIBILITY(b) ((b) >> 6 & 3u)
#define BCQ__GV_DLL(b) ((b) >> 8 & 3u)
#define BCQ__GV_TLS(b) ((b) >> 10 & 7u)
#define BCQ__GV_UNNAMED(b) ((b) >> 13 & 3u)
#define BCQ__GV_DECL (1u << 15)
#define BCQ__GV_DSO_LOCAL (1u << 16)
#define BCQ__GV_CONSTANT (1u << 17)
#define BCQ__GV_IMPLICIT_COMDAT (1u << 18)
#define BCQ__GV_RARE (1u << 19)
#define BCQ__GV_EXT_INIT (1u << 20) /* variables: externally_initialized */
/* Only the name, kind and record were read (the thin decode of a lite
 * module, bcq__global_pack_thin): the other fields are not set, and
 * bcq__module_global reads them from the record when asked. */
#define BCQ__GV_THIN (1u << 21)

/* A decoded module: the public view plus the memory behind it. */
typedef struct bcq__module {
    bcq_module pub;
    bcq__arena arena;
    bcq__gv *gv;            /* pub.nglobals of them, malloc'ed */
    const bcq_global *rare; /* whole, by value id (BCQ__GV_RARE) */
    size_t nrare;
    uint64_t vstoffset_bit; /* the VSTOFFSET record, input bits */
    uint64_t base_bit;      /* stream bit FNENTRY/VSTOFFSET words count from */
    uint64_t first_fn_bit;  /* first module-level FUNCTION_BLOCK (stream
                               bit), UINT64_MAX: none */
    bcq_block vst;          /* the VALUE_SYMTAB VSTOFFSET names, when the
                               decode met one there (has_vst) */
    int has_vst;
    const bcq_block *subs;  /* the module-level sub-blocks the decode met
                               (TYPE, CONSTANTS, ...; FUNCTION_BLOCKs not) */
    size_t nsubs;
    size_t charged;         /* besides the arena's chunks */
    uint32_t nkind[4];      /* global values of each bcq_gv_kind */
    uint32_t nunnamed[4];   /* unnamed ones of each bcq_gv_kind: how
                               unnamed_no maps to llvm-dis's slot
                               (spell.c) */
    uint32_t *priv_no;      /* unnamed_no of the private unnamed globals,
                               ascending: the Mangler skips them */
    size_t npriv;
    int lite;               /* bcq__module_lite's decode: of each global
                               value, the fields bcq__global_parse_lite
                               reads, the others at their defaults; in
                               version 2, most only thin (BCQ__GV_THIN) */
    size_t nthin;           /* thin ones */
    const bcq_file *f;      /* the file the module is of (a thin entry's
                               record is read again from it) */
    int kinds_grouped;      /* ids come variables, functions, aliases,
                               ifuncs, as LLVM writes them (doc/format.md
                               6.1): irsymtab positions map to ids by
                               these counts (symmap.c) */
} bcq__module;

/* Fill object and unnamed_no of every mod->gv (so that symbol queries stay
 * O(1) whatever chains or counts the file holds, mangle.c), and nkind,
 * nunnamed and kinds_grouped; called by the decode, and by tests on hand-made modules. */
int bcq__module_resolve(bcq__module *mod, bcq_error *err);
/* Whether llvm-dis writes name bare (spell.c): every byte a letter, digit
 * or one of "-._" (not '$', which LLLexer reads bare but PrintLLVMName
 * quotes), the first no digit, at least one. */
int bcq__ll_bare(const uint8_t *name, size_t len);
/* Global value i of mod: its packed form; its kind; whether it is a
 * function definition. */
static inline const bcq__gv *bcq__gv_of(const bcq_module *m, size_t i)
{
    return &((const bcq__module *)m)->gv[i];
}
static inline unsigned bcq__gv_kind(const bcq_module *m, size_t i)
{
    return BCQ__GV_KIND(bcq__gv_of(m, i)->bits);
}
/* Not for a thin entry (BCQ__GV_THIN), whose declaration bit and
 * linkage are not read: its callers read it first (bcq__module_global). */
static inline int bcq__gv_is_definition(const bcq_module *m, size_t i)
{
    unsigned b = bcq__gv_of(m, i)->bits;
    return BCQ__GV_KIND(b) == BCQ_GV_FUNCTION && !(b & BCQ__GV_DECL);
}
/* The name of global value i of m (< m->nglobals). */
bcq_span bcq__gv_name_rare(const bcq_module *m, size_t i);
static inline bcq_span bcq__gv_name(const bcq_module *m, size_t i)
{
    const bcq__gv *v = bcq__gv_of(m, i);
    if (v->bits & BCQ__GV_RARE)
        return bcq__gv_name_rare(m, i);
    return (bcq_span){v->name, v->name_len};
}
/* Pack g (value g->value_id) into *out; 0, or nonzero when it must be
 * kept whole in the rare list. */
int bcq__gv_pack(const bcq_global *g, uint32_t section_id, uint32_t gc_id,
                 bcq__gv *out);
/* Global value i of m as bcq_module_global gives it; a thin entry of a
 * lite decode (BCQ__GV_THIN) is read from its record, as the lite decode
 * reads one (bcq__global_parse_lite), with its errors (BCQ_E_BAD_RECORD,
 * the bitstream's).  BCQ_E_RANGE past the last, BCQ_E_INVAL for NULL. */
int bcq__module_global(const bcq_module *m, size_t i, bcq_global *out,
                       bcq_error *err);
/* Free a module decode and refund what it was charged. */
void bcq__module_free(const bcq_file *f, bcq__module *m);

struct bcq__funcmap;  /* funcmap.c */
struct bcq__namehash; /* namehash.c */
struct bcq__types;    /* types.c */
struct bcq__summary;  /* summary.c */
typedef struct bcq__failed bcq__failed; /* memo.c */

/* One module as grouped at open (positions in the file's index), and what
 * is built of it lazily, each published once by compare-and-swap. */
typedef struct bcq__modslot {
    size_t ident, module, strtab;
    _Atomic(bcq__module *) built;
    _Atomic(bcq__module *) lite; /* bcq__module_lite's */
    _Atomic(void *) funcs; /* struct bcq__funcmap * */
    _Atomic(void *) names; /* struct bcq__namehash * */
    _Atomic(void *) types; /* struct bcq__types * */
    _Atomic(void *) consts; /* bcq__consts *, module-level */
    _Atomic(void *) refs[2]; /* struct bcq__refs *, by bcq_ref_source */
    _Atomic(void *) summary; /* struct bcq__summary * */
    _Atomic(void *) keep;  /* struct bcq__keep * (keep.c) */
    _Atomic unsigned finds; /* name lookups so far (namehash.c) */
    _Atomic(bcq__failed *) failed; /* the parts that failed (memo.c) */
} bcq__modslot;

/* The failures of a module's parts, kept so that a part that failed is
 * not built again (memo.c).  part: the part's slot offset in bcq__modslot
 * (offsetof(bcq__modslot, built) for the module's decode).
 * bcq__memo_failure: 0 when no failure of part is kept, else its status,
 * with err filled as the failed build filled it (first error wins).
 * bcq__memo_fail: after a build of part failed with rc and the error *e
 * (always built into a local bcq_error, whatever the caller's err), copy
 * *e into err, keep both unless rc is transient (BCQ_E_NOMEM,
 * BCQ_E_LIMIT), and return rc.
 * bcq__memo_drop: free a list (at close). */
int bcq__memo_failure(const bcq_file *f, size_t m, size_t part,
                      bcq_error *err);
int bcq__memo_fail(const bcq_file *f, size_t m, size_t part, int rc,
                   const bcq_error *e, bcq_error *err);
void bcq__memo_drop(const bcq_file *f, bcq__failed *list);

/* What module m keeps in the slot at slot_offset of its bcq__modslot
 * (module.c, beside bcq_module_get: modules.c frees the parts)
 * (types, consts, summary...): built on first use by build, which charges
 * *acct, and published once; a thread that loses the race frees its copy
 * with drop (bcq__publish).  A build that fails is kept failed (memo.c):
 * later calls return its error without building, so what build answers
 * must depend on the file and the module alone (arg included).  *modp
 * (may be NULL) gets the module. */
typedef int (*bcq__part_build)(const bcq_file *f, const bcq_module *mod,
                               void *arg, void **out, size_t *acct,
                               bcq_error *err);
int bcq__module_part(const bcq_file *f, size_t m, size_t slot_offset,
                     bcq__part_build build, void (*drop)(void *), void *arg,
                     const bcq_module **modp, void **out, bcq_error *err);
/* The same for a part whose build needs only what bcq__module_lite
 * gives (and gives the same from either decode): the module's level and
 * sub-blocks, and of each global value its kind, name, type, linkage and
 * whether it is a declaration. */
int bcq__module_part_lite(const bcq_file *f, size_t m, size_t slot_offset,
                          bcq__part_build build, void (*drop)(void *),
                          void *arg, const bcq_module **modp, void **out,
                          bcq_error *err);

/* Module m as far as printing one of its functions needs it (stage A,
 * doc/format.md 12.5): every module-level record as bcq_module_get reads
 * it, but of each global value record only the name pair and the next
 * four fields (bcq__global_parse_lite), the rest stepped over; errors in
 * the fields not read are not seen.  The whole decode when
 * bcq_module_get has made it.  Same lifetime as bcq_module_get's; the
 * module it gives has lite set unless it is the whole one. */
int bcq__module_lite(const bcq_file *f, size_t m, const bcq_module **out,
                     bcq_error *err);

/* Stream bit of word w of a module whose words count from stream bit base
 * (VSTOFFSET, FNENTRY: doc/format.md 5), or UINT64_MAX outside the stream. */
uint64_t bcq__module_word_bit(const bcq_file *f, uint64_t base, uint64_t w);

void bcq__funcmap_free(void *m);
/* The FNENTRYs of a module's VALUE_SYMTAB as far as a caller's lookups
 * have stepped (funcmap.c): what makes its later lookups one record's
 * read.  Zeroed to start; bcq__fnseek_free ends it.  One thread's. */
typedef struct bcq__fnseek {
    size_t module;     /* the module it steps (set at the first lookup) */
    bcq_reader *step;  /* stepping the block, past FNENTRY n - 1 */
    bcq_reader *read;  /* reading one record (the abbreviations read) */
    uint64_t *bit;     /* FNENTRY 64 j's record (input bits), 64 j < n */
    size_t n, cap;
    int end;           /* the block stepped to its end, or stepping
                          failed */
    uint64_t *vid;     /* FNENTRY 64 j's value id */
    size_t capvid;
    /* the FNENTRYs 64 grp .. 64 grp + ngrp - 1, read (value id, word,
     * record bit; id UINT64_MAX: a short record) */
    size_t grp, ngrp;
    int grp_ok;
    uint64_t gvid[64], gword[64], gbit[64];
} bcq__fnseek;
void bcq__fnseek_free(bcq__fnseek *s);

/* bcq_function_by_value on the lite decode (funcmap.c): the body found by
 * reading the module's VALUE_SYMTAB up to value_id's FNENTRY (through
 * *seek, which may be NULL, kept for the next lookups of module m),
 * checked as the map checks one entry (the whole-map checks are
 * bcq_function_by_value's, which answers instead when the map is built,
 * bodies pair by order, or the open is deep).  out->global is the lite
 * decode's; out->def_index is the FNENTRY's position in the VALUE_SYMTAB,
 * which is the definition index where LLVM 5 or later wrote the file (a
 * thin decode does not know the others' declarations to count them; a
 * version-1 module, whose writer followed its symbol table's order,
 * counts them).  known: NULL,
 * or value_id's global as the caller read it (bcq__module_global's
 * answer; the printer's, from the record it keeps), which a thin entry's
 * record is then not read again for. */
int bcq__function_lite(const bcq_file *f, size_t m, size_t value_id,
                       const bcq_global *known, bcq__fnseek *seek,
                       bcq_function *out, bcq_error *err);
void bcq__namehash_free(void *h);
/* bcq_global_find in mod, module m of f as either decode gives it (the
 * names are the same), the arguments checked by the caller. */
int bcq__global_find_in(const bcq_file *f, size_t m, const bcq_module *mod,
                        const char *name, size_t len, size_t *value_id,
                        bcq_error *err);
void bcq__types_free(void *t);
void bcq__summary_free(void *s);
void bcq__keep_free(void *k);
/* bcq_global_keep's bits that need no function body: the appending lists
 * (llvm.used, llvm.compiler.used; constructors as named, before the empty
 * ones are told apart) and the linkage rules (keep.c). */
int bcq__global_keep_lists(const bcq_file *f, size_t m, size_t value_id,
                           unsigned *flags, bcq_error *err);
/* symtab.c: free the checked SYMTAB, refunding what it was charged. */
void bcq__symchk_close(const bcq_file *f, void *c);

/* ------------------------------------------------------------ look-ahead */

/* Where a module's function bodies start, from its VALUE_SYMTAB's FNENTRYs
 * (ahead.c), so the walk that indexes the module's level can prefetch
 * headers ahead of it (tests/check_ahead.c tests the planner alone). */
typedef struct bcq__ahead {
    uint64_t *bits; /* stream bits, sorted */
    size_t n, cap, next;
    size_t charged;
    int tried;
} bcq__ahead;
/* Fill a from the VALUE_SYMTAB whose ENTER_SUBBLOCK (abbrev id width
 * width) is at stream bit vst, inside [.., limit); base: the stream bit
 * FNENTRY word offsets count from.  Never fails: a problem leaves it
 * short. */
void bcq__ahead_plan(const bcq_file *f, const bcq__blockinfo *bi,
                     unsigned width, uint64_t base, uint64_t vst,
                     uint64_t limit, bcq__ahead *a);
void bcq__ahead_free(const bcq_file *f, bcq__ahead *a);
/* The hooks of a module's level walk (bcq__format): find VSTOFFSET, plan
 * at the first FUNCTION_BLOCK, prefetch ahead of each body. */
void *bcq__ahead_begin(const bcq_file *f, const bcq__enter *root);
void bcq__ahead_record(void *st, const bcq__adv *a, bcq__cursor after_id,
                       const bcq__abbrevs *ab, const bcq__frame *L);
void bcq__ahead_child(void *st, const bcq__enter *e,
                      const bcq__blockinfo *bi, const bcq__frame *L);
void bcq__ahead_end(void *st);
/* Internal open flag for the tests and the fuzzer (lib/file keeps it from
 * callers): look ahead whatever the size of the bodies (the walk's results
 * are the same either way). */
#define BCQ__OPEN_AHEAD_ALWAYS (1u << 30)

/* ------------------------------------------------------ global records
 * (globals.c) */

typedef struct bcq__modctx {
    const bcq_file *f;
    bcq_module *mod;      /* being filled */
    bcq__arena *arena;    /* copies of record strings */
    unsigned version;     /* MODULE_CODE_VERSION so far (0 when absent) */
    bcq_span strtab;      /* the STRTAB blob serving the module */
    const bcq_span *sections;
    size_t nsections;
    const bcq_span *gcs;
    size_t ngcs;
    size_t ncomdats;
    size_t next_value;    /* value id of the next global value record */
    uint32_t section_id, gc_id; /* of the last global parsed: 1-based, 0 */
    int ext_init;         /* the last global parsed is an
                             externally_initialized variable */
} bcq__modctx;

/* ops[first..nops) of rec as a string (one character per operand) copied
 * into the arena, NUL-terminated; the span excludes the NUL.  An operand
 * above 255 is BCQ_E_BAD_RECORD. */
int bcq__record_string(bcq__modctx *cx, const bcq_record *rec, size_t first,
                       bcq_span *out, bcq_error *err);

/* MODULE_CODE_COMDAT, v1 [selection, size, namechar...] or v2
 * [strtab_offset, strtab_size, selection]. */
int bcq__comdat_parse(bcq__modctx *cx, const bcq_record *rec,
                      bcq_comdat *out, bcq_error *err);

/* MODULE_CODE_GLOBALVAR, FUNCTION, ALIAS_OLD, ALIAS, IFUNC into *out
 * (value_id left to the caller). */
int bcq__global_parse(bcq__modctx *cx, const bcq_record *rec,
                      bcq_global *out, bcq_error *err);
/* The same from the first fields alone (the name pair and four more:
 * bcq__module_lite's decode), total being the record's operand count:
 * kind, name, type, linkage, declaration, and the address space,
 * initializer or aliasee where they come among them; the same errors for
 * what it reads.  Everything else keeps bcq__global_parse's defaults. */
int bcq__global_parse_lite(bcq__modctx *cx, const bcq_record *rec,
                           size_t total, bcq_global *out, bcq_error *err);
/* The same packed straight into *out, as bcq__gv_pack would pack it: 0;
 * 1 when it does not fit a bcq__gv (the caller then takes
 * bcq__global_parse_lite and bcq__gv_pack); or an error. */
int bcq__global_pack_lite(bcq__modctx *cx, const bcq_record *rec,
                          size_t total, bcq__gv *out, bcq_error *err);
/* The operands a global value record of this code must have, name pair
 * included (read_lite's counts: parseGlobalVarRecord's 6 fields,
 * parseFunctionRecord's 8, an alias's 3 or 4). */
static inline size_t bcq__thin_need(unsigned code)
{
    return code == BCQ__MODULE_CODE_GLOBALVAR   ? 8
           : code == BCQ__MODULE_CODE_FUNCTION  ? 10
           : code == BCQ__MODULE_CODE_ALIAS_OLD ? 5
                                                : 6;
}
/* bcq__global_pack_thin's error for rec. */
int bcq__global_thin_fail(bcq__modctx *cx, const bcq_record *rec,
                          size_t total, bcq_error *err);
/* Of a version-2 record whose name pair alone was kept (total operands
 * in all): the name, kind and record into *out, marked BCQ__GV_THIN; the
 * checks bcq__global_pack_lite makes that need no later field (the name
 * inside the STRTAB, enough fields), and a name longer than a bcq__gv
 * holds is BCQ_E_IMPLAUSIBLE.  0 or an error.  Inline: the module's run
 * of records calls it for each (module.c). */
static inline int bcq__global_pack_thin(bcq__modctx *cx,
                                        const bcq_record *rec, size_t total,
                                        bcq__gv *out, bcq_error *err)
{
    const uint64_t *v = rec->ops;
    const unsigned code = rec->code;
    if (cx->version < 2 || rec->nops < 2 ||
        !bcq__range_ok(v[0], v[1], cx->strtab.len) ||
        total < bcq__thin_need(code) || v[1] > UINT32_MAX)
        return bcq__global_thin_fail(cx, rec, total, err);
    const unsigned kind = code == BCQ__MODULE_CODE_GLOBALVAR ? BCQ_GV_VARIABLE
                          : code == BCQ__MODULE_CODE_FUNCTION ? BCQ_GV_FUNCTION
                          : code == BCQ__MODULE_CODE_IFUNC    ? BCQ_GV_IFUNC
                                                              : BCQ_GV_ALIAS;
    out->name = v[1] ? cx->strtab.ptr + v[0] : NULL;
    out->record_bit = rec->bit;
    out->type_id = UINT32_MAX;
    out->aliasee = UINT32_MAX;
    out->name_len = (uint32_t)v[1];
    out->section = out->comdat = 0;
    out->bits = kind | BCQ__GV_THIN;
    out->object = UINT32_MAX;
    out->unnamed_no = 0;
    out->address_space = 0;
    out->calling_conv = 0;
    out->align_log2p1 = 0;
    out->gc = 0;
    return 0;
}


/* ----------------------------------------------------------------- types
 * (types.c) */

typedef struct bcq__type {
    uint8_t code;    /* the record code that defined it */
    uint8_t vararg;  /* functions */
    uint64_t ret;    /* functions: return type; pointers: pointee;
                        integers: width in bits */
    size_t first, count; /* functions: parameter types in params[] */
} bcq__type;

typedef struct bcq__types {
    bcq__type *v;
    size_t n;
    uint64_t *params;
    size_t nparams;
    uint64_t nconsts; /* module-level constants */
    /* where each module-level constant is (placed by a step over its
     * CONSTANTS record, which the asm layer reads when it prints it):
     * its record's input bit, with its code (at most 255) in the top 8
     * bits, and the type of the SETTYPE before it (UINT64_MAX: none); one
     * array, so that growing it moves no other (the heap's top grows in
     * place: fewer fresh pages, huge.c) */
    struct bcq__cplace {
        uint64_t at, type;
    } *cst;
    uint64_t settype_empty; /* input bit of the first SETTYPE without
                               operands, or UINT64_MAX */
} bcq__types;
#define BCQ__CST_BIT(x) ((x) & ((UINT64_C(1) << 56) - 1))
#define BCQ__CST_CODE(x) ((unsigned)((x) >> 56))

/* Module m's table, decoded on first use and kept. */
int bcq__types_get(const bcq_file *f, size_t m, const bcq__types **out,
                   bcq_error *err);
/* A reader of the TYPE records besides this layer's (the printer, which
 * keeps more of each type): where bcq__types_get_fed decodes the table,
 * every record of its TYPE blocks goes to fn as well, in order, and fed
 * says so.  A failure of fn is kept in rc and stops feeding it, not the
 * table's decode (the table is this layer's, and fn's error its caller's
 * to report).  fed stays 0 where the table was decoded before (or by
 * another thread first) and where the decode failed. */
typedef struct bcq__types_feed {
    int (*fn)(void *arg, const bcq_record *r, bcq_error *err);
    void *arg;
    int rc;
    int fed;
} bcq__types_feed;
int bcq__types_get_fed(const bcq_file *f, size_t m, const bcq__types **out,
                       bcq__types_feed *feed, bcq_error *err);
/* What a TYPE block's NUMENTRY record r says of the table's size, as a
 * count to reserve for elements of elem bytes: at most one type a byte of
 * the block (block_bits), 0 when it says nothing worth reserving.  A
 * hint: LLVM resizes its list to it (parseTypeTableBody), uncapped. */
size_t bcq__types_hint(const bcq_record *r, uint64_t block_bits,
                       size_t elem);
/* Type id, or NULL when outside the table. */
const bcq__type *bcq__type_at(const bcq__types *t, uint64_t id);
/* The function type id names, directly or through a pointer, or NULL. */
const bcq__type *bcq__type_function(const bcq__types *t, uint64_t id);


/* ------------------------------------------------------------- constants
 * (constants.c) */

/* One constant: 20 bytes; its value operands are ops[first, first+nops)
 * of its table. */
typedef struct bcq__const {
    uint32_t type_id; /* UINT32_MAX: no SETTYPE before it (i32) */
    uint32_t first, nops;
    uint32_t extra;   /* bcq_constant.extra, saturated */
    uint8_t code;     /* saturated at 255 (no code is that high) */
    uint8_t kind;     /* BCQ_CONST_* */
} bcq__const;

/* The constants of a module (value ids from nglobals) or of a function's
 * CONSTANTS blocks (from the first id after its arguments). */
typedef struct bcq__consts {
    const bcq_file *f; /* charged to */
    bcq__const *v;
    size_t n, cap;
    uint32_t *ops;
    size_t nops, capops;
    uint64_t first;    /* value id of v[0] */
    uint64_t nglobals, module_end; /* an operand below module_end is a
                                      global value or a module constant */
    uint32_t cur_type; /* the SETTYPE in force */
    size_t acct;       /* what the table holds, charged to f */
    size_t op0;        /* ops index of the constant being added */
    /* the block being read: its highest forward reference so far (an
     * operand at or past the constant that holds it), checked at its end */
    int has_fwd;
    uint32_t fwd_op;
    uint64_t fwd_id, fwd_value, fwd_bit;
} bcq__consts;

/* Before the records of each CONSTANTS block (first, nglobals and
 * module_end set). */
void bcq__consts_begin_block(bcq__consts *t);
/* Decode record r of a CONSTANTS block into t (SETTYPE changes the type
 * in force).  An operand that names an argument (module_end <= id <
 * first) fails here, at r's bit. */
int bcq__consts_record(bcq__consts *t, const bcq__types *types,
                       const bcq_record *r, bcq_error *err);
/* After a block: every forward operand of its records names a constant of
 * t (else BCQ_E_BAD_RECORD at the record that holds the highest one).
 * Constant per block, whatever t holds. */
int bcq__consts_check(const bcq__consts *t, bcq_error *err);
/* Constant value_id of t (first <= value_id < first + n) into *out. */
void bcq__consts_fill(const bcq__consts *t, uint64_t value_id,
                      bcq_constant *out);
void bcq__consts_free(void *t);
/* Module m's table, decoded on first use and kept. */
int bcq__consts_module(const bcq_file *f, size_t m, const bcq__consts **out,
                       bcq_error *err);

/* ------------------------------------------------- references (refs.c) */
void bcq__refs_free(void *refs);
/* Whether the body of function definition value_id of module m is a bare
 * "ret void" (GlobalDCE's isEmptyFunction), found by the same decode as
 * its BCQ_REFS_BODY references and kept with them: 0 for any other
 * global value. */
int bcq__refs_body_empty(const bcq_file *f, size_t m, size_t value_id,
                         int *empty, bcq_error *err);
/* Values numbered so far by an instruction view (after its last record:
 * all the function's). */
uint64_t bcq__insts_values(const bcq_insts *it);
/* The function constants an instruction view has read, or NULL. */
const bcq__consts *bcq__insts_consts(const bcq_insts *it);

#endif /* BCQ_IR_H */
