/*
 * internal.h - declarations shared by the units of lib/.  Nothing here is
 * part of the public interface; bcq__ names are hidden from the shared
 * library by -export-symbols-regex and visibility.
 */
#ifndef BCQ_INTERNAL_H
#define BCQ_INTERNAL_H

#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "bcq.h"
#include "bitstream/cursor.h"

/* ---------------------------------------------------------------- limits
 * Documented in doc/libbcq.3 (LIMITS).  Real LLVM IR nests 3 deep
 * (MODULE > FUNCTION > CONSTANTS); clang's other bitstreams stay below 10. */
#define BCQ__MAX_DEPTH 64u
/* LLVM's writer never emits wider abbreviation ids or fields than 32 bits
 * (BitstreamWriter asserts it; upstream's reader rejects > 32). */
#define BCQ__MAX_WIDTH 32u
/* Abbreviations in scope at once (all open blocks of a walk or reader, or
 * one BLOCKINFO), operands of one abbreviation, block ids one BLOCKINFO
 * describes.  LLVM defines about a dozen abbreviations per block, of a
 * handful of operands, for 4 block ids; the caps keep a hostile stream
 * from growing a scope without end or a BLOCKINFO's lookups quadratic. */
#define BCQ__MAX_ABBREVS 65536u
#define BCQ__MAX_ABBREV_OPS 1024u
/* Literal operands (Fixed(0) and VBR(0) included) cost no bits: without a
 * cap one abbreviation would let every 3-bit record stand for a thousand
 * operands.  LLVM's abbreviations have one or two. */
#define BCQ__MAX_ABBREV_LITERALS 32u
#define BCQ__MAX_BI_BLOCKS 256u
/* The memory budget of an open file (budget.c). */
#define BCQ__HEAP_PER_BYTE 4u
#define BCQ__HEAP_BASE ((size_t)64 << 20)

/* ----------------------------------------------------------------- error */

/* Record a failure in err (may be NULL) and return code.  The first error
 * wins: a second call on an err that already holds one leaves it as is. */
int bcq__fail(bcq_error *err, int code, uint64_t bit_offset, const char *fmt,
              ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* Fill in the enclosing-block context if the error has none yet. */
void bcq__error_context(bcq_error *err, unsigned block_id,
                        uint64_t block_bit_offset);
/* Every call of the API clears its error first, readers and the symbol
 * table's iterator once per entry: inline, and the fields only, not the 128
 * bytes of message. */
static inline void bcq__error_clear(bcq_error *err)
{
    if (!err)
        return;
    err->code = 0;
    err->sys_errno = 0;
    err->bit_offset = 0;
    err->message[0] = '\0';
    err->block_id = UINT32_MAX;
    err->block_bit_offset = UINT64_MAX;
}
/* Truncation (rc) inside a block whose body ends (limit) before the stream
 * does means the content runs past what blocklen said: recode it as
 * BCQ_E_BAD_BLOCK, in err too.  Other codes pass through. */
int bcq__overrun(bcq_error *err, int rc, uint64_t limit, uint64_t stream);
int bcq__fail_errno(bcq_error *err, int code, int sys_errno, const char *what);

/* ------------------------------------------------------------- range check
 * The one overflow-safe range test: [off, off+len) lies inside [0, size).
 * Never computes off + len. */
static inline int bcq__range_ok(uint64_t off, uint64_t len, uint64_t size)
{
    return off <= size && len <= size - off;
}

static inline uint32_t bcq__le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* ----------------------------------------------------------- abbreviations */

enum bcq__opkind {
    BCQ__OP_LITERAL = 0,
    BCQ__OP_FIXED = 1,
    BCQ__OP_VBR = 2,
    BCQ__OP_ARRAY = 3,
    BCQ__OP_CHAR6 = 4,
    BCQ__OP_BLOB = 5
};

typedef struct bcq__abbrev_op {
    uint64_t value; /* literal value, or width for FIXED/VBR */
    uint8_t kind;   /* enum bcq__opkind */
} bcq__abbrev_op;

/* An abbreviation: nops operands starting at ops. The ops live either in a
 * blockinfo (immutable) or in a scope's pool (see bcq__abbrevs). */
typedef struct bcq__abbrev {
    const bcq__abbrev_op *ops; /* non-NULL: owned elsewhere (blockinfo) */
    uint32_t off;              /* else: index into the owner's op pool */
    uint32_t nops;
} bcq__abbrev;

/* A growable list of abbreviations plus a pool for the ops of the ones
 * defined locally.  Used as the stack of scopes of a walker or reader:
 * each open block remembers where its scope starts. */
typedef struct bcq__abbrevs {
    bcq__abbrev *list;
    size_t n, cap;
    bcq__abbrev_op *pool;
    size_t npool, cappool;
} bcq__abbrevs;

void bcq__abbrevs_free(bcq__abbrevs *a);
int bcq__abbrevs_push(bcq__abbrevs *a, const bcq__abbrev *ab, bcq_error *err);

/* Read the body of a DEFINE_ABBREV (the cursor is just after its abbrev id)
 * and append it to a.  Validates the operand list (spec "Abbreviations";
 * doc/format.md 3.1). */
int bcq__abbrev_read(bcq__cursor *c, bcq__abbrevs *a, bcq_error *err);

static inline const bcq__abbrev_op *bcq__abbrev_ops(const bcq__abbrevs *a,
                                                    const bcq__abbrev *ab)
{
    return ab->ops ? ab->ops : a->pool + ab->off;
}

/* ------------------------------------------------------------- blockinfo */

typedef struct bcq__recname {
    uint32_t code;
    char *name; /* NUL-terminated copy */
} bcq__recname;

/* What one BLOCKINFO says about one block id. */
typedef struct bcq__bi_block {
    uint32_t block_id;
    bcq__abbrev *abbrevs; /* ops point into the owning blockinfo's pool */
    size_t nabbrevs;
    char *name; /* BLOCKNAME, NUL-terminated copy, or NULL */
    bcq__recname *recnames; /* SETRECORDNAME, in record order */
    size_t nrecnames, caprecnames;
} bcq__bi_block;

/* The content of one BLOCKINFO block; immutable once parsed. */
typedef struct bcq__blockinfo {
    uint64_t enter_bit; /* ENTER_SUBBLOCK of the BLOCKINFO (stream-relative) */
    uint64_t end_bit;   /* first bit after it: where it takes effect */
    bcq__bi_block *blocks;
    size_t nblocks;
    bcq__abbrevs abbrevs; /* ops of all its abbreviations (pool owned here) */
} bcq__blockinfo;

/* A BLOCKINFO the opening walk found: where it is, and its content once
 * parsed (published with a compare-and-swap). */
typedef struct bcq__bislot {
    uint64_t enter_bit, body_bit, end_bit;
    uint64_t scope_end; /* it applies up to here: the end of the module
                           whose preamble holds it, else the stream's */
    unsigned width;
    _Atomic(bcq__blockinfo *) bi;
} bcq__bislot;

/* Parse a BLOCKINFO body.  c is at the first bit of the body; on success it
 * is just past the END_BLOCK (32-bit aligned).  body_end_bit is where
 * blocklen says the body ends. */
int bcq__blockinfo_parse(bcq__cursor *c, unsigned abbrev_width,
                         uint64_t body_end_bit, bcq__blockinfo **out,
                         bcq_error *err);
void bcq__blockinfo_free(bcq__blockinfo *bi);
/* The heap a parsed BLOCKINFO holds (for the budget). */
size_t bcq__blockinfo_bytes(const bcq__blockinfo *bi);
const bcq__bi_block *bcq__blockinfo_find(const bcq__blockinfo *bi,
                                         unsigned block_id);
/* Open the scope of a block: push BLOCKINFO's abbreviations for block_id
 * (they take the ids from 4 up, before the block's own). */
int bcq__scope_open(bcq__abbrevs *a, const bcq__blockinfo *bi,
                    unsigned block_id, bcq_error *err);

/* --------------------------------------------------------------- records */

/* Operand storage of a record: a growable uint64 vector. */
typedef struct bcq__ops {
    uint64_t *v;
    size_t n, cap;
} bcq__ops;

/* Decode one record whose abbrev id (>= 3) was just read at id_bit.  With
 * ops == NULL the record is only stepped over.  Abbrev ids >= 4 are looked
 * up in scope [first, a->n) of a. */
int bcq__record_read(bcq__cursor *c, unsigned abbrev_id, uint64_t id_bit,
                     const bcq__abbrevs *a, size_t first, bcq__ops *ops,
                     bcq_record *out, bcq_error *err);

/* ---------------------------------------------------------- block header */

/* What ENTER_SUBBLOCK says, read after its abbrev id (spec "ENTER_SUBBLOCK
 * Encoding"): [blockid vbr8, newabbrevlen vbr4, <align32>, blocklen_32]. */
typedef struct bcq__enter {
    uint64_t enter_bit; /* the abbrev id */
    uint64_t body_bit;  /* first bit of the body */
    uint64_t end_bit;   /* body_bit + 32 * words */
    uint32_t block_id;
    uint32_t words;
    unsigned width;
} bcq__enter;

/* Read an ENTER_SUBBLOCK header; checks width (1..32) and that the body
 * lies inside [.., limit_bit). */
int bcq__enter_read(bcq__cursor *c, uint64_t enter_bit, uint64_t limit_bit,
                    bcq__enter *out, bcq_error *err);

/* ----------------------------------------------------------------- index */

/* One block of the index: 32 bytes. Offsets are stream-relative bits. */
typedef struct bcq__block {
    uint64_t enter_bit;
    uint32_t words;
    uint32_t parent; /* UINT32_MAX: none */
    uint32_t block_id;
    uint16_t body_delta; /* body_bit - enter_bit */
    uint8_t width;
    uint8_t flags;
    uint16_t depth;
} bcq__block;

typedef struct bcq__blockvec {
    bcq__block *v;
    size_t n, cap;
} bcq__blockvec;

/* The direct children of one LAZY block, indexed on first demand
 * (subindex.c), each of them LAZY in turn (BLOCKINFO aside). */
typedef struct bcq__subindex {
    uint64_t enter_bit; /* of the lazy block */
    uint64_t end_bit;   /* end of its body */
    bcq__blockvec blocks;
    struct bcq__subindex *next; /* in its bucket of bcq__levels */
} bcq__subindex;

/* The published levels of a file: a hash of lock-free lists keyed by the
 * enter bit of the block whose children they hold.  Allocated with the
 * first level; the bucket count depends on the input's size only. */
typedef struct bcq__levels {
    size_t mask;
    _Atomic(bcq__subindex *) bucket[];
} bcq__levels;

enum { BCQ__WALK_OPEN = 0, BCQ__WALK_DEEP = 1, BCQ__WALK_LEVEL = 2 };

/* Index the direct children of the block enter (whose depth is depth0 - 1)
 * into out, stepping its records and jumping its sub-blocks. */
int bcq__index_walk(const bcq_file *f, const bcq__enter *enter,
                    unsigned depth0, bcq__subindex *out, size_t *acct,
                    bcq_error *err);
void bcq__subindex_free(bcq__subindex *s);

/* Where a module's function bodies start, from its VALUE_SYMTAB's FNENTRYs
 * (ahead.c), so the opening walk can prefetch headers ahead of it. */
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
/* Open flag for the tests and the fuzzer: look ahead whatever the size of
 * the bodies (the opening walk's results are the same either way). */
#define BCQ__OPEN_AHEAD_ALWAYS (1u << 30)
/* ----------------------------------------------------------------- arena
 * Stable storage for what a module decode copies (record strings, tables):
 * chunks that never move, freed together. */
typedef struct bcq__arena {
    struct bcq__chunk *head;
    const bcq_file *owner; /* chunks are charged to it (budget.c) */
    size_t charged;
    int status; /* why the last bcq__arena_alloc returned NULL */
} bcq__arena;
void *bcq__arena_alloc(bcq__arena *a, size_t n, bcq_error *err);
void bcq__arena_free(bcq__arena *a);

/* --------------------------------------------------------------- modules */

/* One global value as a module keeps it: 56 bytes (bcq_module_global
 * unpacks it).  Values that do not fit (a partition, a name of 4 GiB, a
 * type or aliasee id past 32 bits...) are kept whole in the module's rare
 * list, and flagged here; type_id and aliasee then hold UINT32_MAX, which
 * names no type and no global. */
typedef struct bcq__gv {
    const uint8_t *name;  /* a view of the STRTAB (v2) or of the arena */
    uint64_t record_bits; /* input bits */
    uint32_t type_id;
    uint32_t aliasee;
    uint32_t name_len;
    uint32_t section;     /* 1-based into the module's sections; 0 none */
    uint32_t comdat;      /* 1-based into its comdats; 0 none */
    uint32_t bits;        /* BCQ__GV_* fields */
    uint32_t object;      /* what an alias finally names; UINT32_MAX:
                             unknown (a constant expression, a cycle) */
    uint32_t unnamed_no;  /* N of __unnamed_N, for an unnamed global */
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
} bcq__module;

/* Fill object and unnamed_no of every mod->gv (so that symbol queries stay
 * O(1) whatever chains or counts the file holds, mangle.c); called by the
 * decode, and by tests on hand-made modules. */
int bcq__module_resolve(bcq__module *mod, bcq_error *err);
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
/* Free a module decode and refund what it was charged. */
void bcq__module_free(const bcq_file *f, bcq__module *m);

struct bcq__funcmap;  /* funcmap.c */
struct bcq__namehash; /* namehash.c */
struct bcq__types;    /* types.c */

/* One module as grouped at open (positions in the file's index), and what
 * is built of it lazily, each published once by compare-and-swap. */
typedef struct bcq__modslot {
    size_t ident, module, strtab;
    _Atomic(bcq__module *) built;
    _Atomic(void *) funcs; /* struct bcq__funcmap * */
    _Atomic(void *) names; /* struct bcq__namehash * */
    _Atomic(void *) types; /* struct bcq__types * */
    _Atomic unsigned finds; /* name lookups so far (namehash.c) */
} bcq__modslot;

/* Publish mine in *slot unless another thread did first; returns what is
 * published then.  The loser's copy is freed with drop and what building
 * it charged (*acct) refunded to f. */
void *bcq__publish(_Atomic(void *) *slot, void *mine, void (*drop)(void *),
                   const bcq_file *f, size_t *acct);

/* Stream bit of word w of a module whose words count from stream bit base
 * (VSTOFFSET, FNENTRY: doc/libbcq.3), or UINT64_MAX outside the stream. */
uint64_t bcq__module_word_bit(const bcq_file *f, uint64_t base, uint64_t w);

void bcq__funcmap_free(void *m);
void bcq__namehash_free(void *h);
void bcq__types_free(void *t);

/* Group the top-level blocks of an IR file into modules; never fails the
 * open: a violation is kept in f->mods_status and returned by the module
 * queries. */
int bcq__modules_group(bcq_file *f, bcq_error *err);
void bcq__modules_free(bcq_file *f);
/* Call fn on each record of block i of the index (its own records; its
 * sub-blocks are skipped by their blocklen); stops at fn's first nonzero
 * return.  Errors get block i as their context. */
int bcq__each_record(const bcq_file *f, size_t i,
                     int (*fn)(void *arg, const bcq_record *r, bcq_error *err),
                     void *arg, bcq_error *err);
/* The same for a block given by its description. */
int bcq__each_record_of(const bcq_file *f, const bcq_block *b,
                        int (*fn)(void *arg, const bcq_record *r,
                                  bcq_error *err),
                        void *arg, bcq_error *err);
/* The blob of the first record with code 1 of a STRTAB/SYMTAB block. */
int bcq__block_blob(const bcq_file *f, size_t block, bcq_span *out,
                    bcq_error *err);

#define BCQ__NSTATS 64u
static inline void bcq__stat_body(const bcq_file *f, unsigned block_id);

/* ------------------------------------------------------------------ file */

struct bcq_file {
    const uint8_t *data; /* whole input */
    size_t size;
    void *map_base; /* non-NULL: munmap(map_base, map_len) at close */
    size_t map_len;
    void *owned; /* non-NULL: free() at close (BCQ_OPEN_NO_MMAP) */

    bcq_container container;
    uint32_t wrapper[5];
    size_t stream_off; /* byte offset of the bitstream in data */
    size_t stream_len;
    uint32_t magic;
    int is_ir;
    unsigned flags;

    bcq__blockvec index;
    bcq__bislot *blockinfos; /* the BLOCKINFOs in force, stream order */
    size_t nblockinfos, capblockinfos;

    _Atomic(bcq__levels *) levels; /* lazily indexed levels (subindex.c) */

    /* IR modules, grouped at open (module.c) */
    bcq__modslot *mods;
    size_t nmods;
    int mods_status;      /* 0, or why the top level breaks LLVM's rules */
    uint64_t mods_bad_bit; /* stream bit of that violation */
    size_t symtab_block;  /* first SYMTAB, or BCQ_NONE */
    size_t symtab_strtab; /* first STRTAB after it, or BCQ_NONE */

    _Atomic uint64_t stats[BCQ__NSTATS]; /* bodies decoded, per block id */
    _Atomic size_t heap; /* bytes charged (budget.c) */
    size_t heap_limit;
};

static inline void bcq__stat_body(const bcq_file *f, unsigned block_id)
{
    unsigned i = block_id < BCQ__NSTATS ? block_id : BCQ__NSTATS - 1;
    atomic_fetch_add_explicit(&((bcq_file *)f)->stats[i], 1,
                              memory_order_relaxed);
}

/* Stream-relative bits <-> input-relative bits. */
static inline uint64_t bcq__file_bit(const bcq_file *f, uint64_t stream_bit)
{
    return stream_bit + (uint64_t)f->stream_off * 8;
}

/* A cursor over the file's bitstream. */
static inline bcq__cursor bcq__file_cursor(const bcq_file *f)
{
    return bcq__cursor_make(f->data + f->stream_off, f->stream_len);
}

/* The BLOCKINFO in force at stream bit pos: the last one the opening walk
 * found that ends at or before it (BLOCKINFOs inside lazily indexed levels
 * never take effect: see the head of index.c), parsed now if it was only
 * located.  *out = NULL when there is none; an error when it cannot be
 * parsed (the same error every time; err->bit_offset stream-relative). */
int bcq__blockinfo_in_force(const bcq_file *f, uint64_t pos,
                            const bcq__blockinfo **out, bcq_error *err);
/* The same, NULL when there is none or it cannot be parsed (names). */
const bcq__blockinfo *bcq__file_blockinfo_at(const bcq_file *f, uint64_t pos);
/* The slot of the BLOCKINFO whose ENTER_SUBBLOCK is at stream bit pos. */
const bcq__bislot *bcq__file_bislot(const bcq_file *f, uint64_t pos);
/* Keep a BLOCKINFO in f: parsed (bi) or only located (bi NULL, body read
 * on first use). */
int bcq__file_add_blockinfo(bcq_file *f, const bcq__enter *e,
                            bcq__blockinfo *bi, uint64_t scope_end,
                            bcq_error *err);

/* Find the container and the bitstream in it (sets container, wrapper,
 * stream_off, stream_len, magic, is_ir). */
int bcq__container_detect(bcq_file *f, bcq_error *err);

/* Index the file (called by the open functions). */
int bcq__index_build(bcq_file *f, bcq_error *err);
void bcq__index_free(bcq_file *f);

/* Check that a caller's bcq_block describes a body inside the stream and
 * convert it to stream-relative form.  BCQ_E_INVAL otherwise. */
int bcq__block_check(const bcq_file *f, const bcq_block *b, bcq__enter *out,
                     bcq_error *err);
/* Binary search of v (file order) for the block entered at stream bit
 * pos. */
int bcq__index_lookup(const bcq__blockvec *v, uint64_t pos, size_t *out);
/* After a BCQ_ENTRY_SUBBLOCK that is not entered: go on at stream bit pos
 * (past the sub-block, inside the reader's current block) instead of right
 * after it.  The caller has checked what stands there. */
void bcq__reader_jump(bcq_reader *r, uint64_t pos);
/* Whether an ENTER_SUBBLOCK of a block with id block_id (abbreviation ids
 * width bits wide) stands at stream bit pos, its body ending at or before
 * limit; *out gets its header.  Reads only that header. */
int bcq__block_probe(const bcq_file *f, uint64_t pos, unsigned width,
                     uint64_t limit, unsigned block_id, bcq__enter *out);
/* The level (direct children) of block b, indexed on first use. */
int bcq__level_get(const bcq_file *f, const bcq_block *b,
                   const bcq__subindex **out, bcq_error *err);
/* Position in the file's index of the block entered at stream_bit, or
 * BCQ_NONE. */
size_t bcq__index_position(const bcq_file *f, uint64_t stream_bit);
void bcq__block_export(const bcq_file *f, const bcq__blockvec *v, size_t i,
                       int in_index, bcq_block *out);

/* ------------------------------------------------------------------ names */

const char *bcq__ir_block_name(unsigned block_id);
const char *bcq__ir_record_name(unsigned block_id, unsigned code);

/* ---------------------------------------------------------------- memory */

/* The budget (budget.c): charge n bytes to f before allocating them, or
 * fail with BCQ_E_LIMIT.  acct (may be NULL) sums what one builder
 * charged, so that bcq__refund can give it back when the builder throws
 * its work away (an error, or another thread published first). */
size_t bcq__heap_limit(size_t input_size);
int bcq__charge(const bcq_file *f, size_t *acct, size_t n, bcq_error *err);
void bcq__refund(const bcq_file *f, size_t *acct);
/* bcq__grow, charging the growth to f first. */
int bcq__fgrow(const bcq_file *f, size_t *acct, void **v, size_t *cap,
               size_t need, size_t elem, bcq_error *err);

/* After growing: give back the unused tail of *v (n of *cap elements of
 * elem bytes are used), refunding it to f's budget, so that what is kept
 * costs what it holds. */
void bcq__shrink(const bcq_file *f, void **v, size_t *cap, size_t n,
                 size_t elem);

/* The capacity bcq__grow picks for need elements (doubling from cap, or
 * 16); BCQ_E_NOMEM when it would not fit a size_t. */
int bcq__grow_cap(size_t cap, size_t need, size_t elem, size_t *out,
                  bcq_error *err);
/* Grow *v (element size elem) to hold at least need elements. Caps growth
 * at SIZE_MAX / elem. */
int bcq__grow(void **v, size_t *cap, size_t need, size_t elem, bcq_error *err);

#endif /* BCQ_INTERNAL_H */
