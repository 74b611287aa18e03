/*
 * bitstream.h - the bitstream layer: the bit cursor (cursor.h), abbreviations,
 * records, BLOCKINFO, the one entry loop (bcq__advance), the block index and
 * its lazily indexed levels, the reader, and the handle's stream part.
 *
 * It knows the generic format of BitCodeFormat.rst and the rules LLVM's
 * BitstreamCursor adds (doc/format.md 2-3), and no LLVM IR id: what a
 * format above it (lib/ir) wants of the walk and of names comes in through
 * a bcq__format table that the handle carries.  Depends on lib/container
 * (bcq__where, the stream's place) and lib/base.
 */
#ifndef BCQ_BITSTREAM_H
#define BCQ_BITSTREAM_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "base/base.h"
#include "bitstream/cursor.h"
#include "container/container.h"

/* ---------------------------------------------------------------- limits
 * Documented in doc/libbcq.3 (LIMITS) and doc/format.md.  Real LLVM IR
 * nests 3 deep (MODULE > FUNCTION > CONSTANTS); clang's other bitstreams
 * stay below 10. */
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

/* --------------------------------------------------------- fixed ids
 * The abbreviation ids every block has (BitCodeFormat.rst "Abbreviation
 * IDs"), the BLOCKINFO block's id and its record codes ("BLOCKINFO
 * Block").  Ids 1..7 are reserved for the format. */
enum {
    BCQ__END_BLOCK = 0,
    BCQ__ENTER_SUBBLOCK = 1,
    BCQ__DEFINE_ABBREV = 2,
    BCQ__UNABBREV_RECORD = 3,
    BCQ__FIRST_APP_ABBREV = 4
};
enum {
    BCQ__BLOCKINFO_BLOCK_ID = 0,
    BCQ__FIRST_APP_BLOCK_ID = 8
};
_Static_assert((int)BCQ__BLOCKINFO_BLOCK_ID == (int)BCQ_BLOCKINFO_BLOCK,
               "bcq.h's BLOCKINFO id");
enum {
    BCQ__BLOCKINFO_CODE_SETBID = 1,
    BCQ__BLOCKINFO_CODE_BLOCKNAME = 2,
    BCQ__BLOCKINFO_CODE_SETRECORDNAME = 3
};

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
    /* Storage the owner provides for the first entries (a reader's own
     * arrays, so that one on a small block allocates nothing), or NULL:
     * list and pool start there and move to the heap when they grow past
     * it; bcq__abbrevs_free frees only what is on the heap. */
    bcq__abbrev *inl_list;
    bcq__abbrev_op *inl_pool;
} bcq__abbrevs;

void bcq__abbrevs_free(bcq__abbrevs *a);
int bcq__abbrevs_push(bcq__abbrevs *a, const bcq__abbrev *ab, bcq_error *err);

/* Read the body of a DEFINE_ABBREV (the cursor is just after its abbrev id)
 * and append it to a.  Validates the operand list (spec "Abbreviations";
 * doc/format.md 3). */
int bcq__abbrev_read(bcq__cursor *c, bcq__abbrevs *a, bcq_error *err);

static inline const bcq__abbrev_op *bcq__abbrev_ops(const bcq__abbrevs *a,
                                                    const bcq__abbrev *ab)
{
    return ab->ops ? ab->ops : a->pool + ab->off;
}

/* --------------------------------------------------------------- records */

/* Operand storage of a record: a growable uint64 vector. */
typedef struct bcq__ops {
    uint64_t *v;
    size_t n, cap;
    uint64_t *inl; /* the owner's storage v starts in, or NULL (as the
                      lists of bcq__abbrevs) */
    size_t keep;   /* unabbreviated records with a code of keep_codes
                      (codes below 64, as a mask): keep only the first
                      keep operands and step over the rest (0: all) */
    uint64_t keep_codes;
    size_t total;  /* with keep: the record's operand count */
} bcq__ops;

/* Decode one record whose abbrev id (>= 3) was just read at id_bit.  With
 * ops == NULL the record is only stepped over.  Abbrev ids >= 4 are looked
 * up in scope [first, a->n) of a. */
int bcq__record_read(bcq__cursor *c, unsigned abbrev_id, uint64_t id_bit,
                     const bcq__abbrevs *a, size_t first, bcq__ops *ops,
                     bcq_record *out, bcq_error *err);
/* The code of the record whose abbrev id was just read (c after it),
 * nothing more read, c unchanged: 0 and *code; 1 when that takes more
 * than one field (an undefined id, a first operand that is an array or a
 * blob, a stream that ends).  A record the exact decoder accepts has that
 * code. */
int bcq__record_code(const bcq__cursor *c, unsigned abbrev_id,
                     const bcq__abbrevs *a, size_t first, uint64_t *code);

/* A record bcq__records_step stepped over, its bits in the stream (as
 * the cursor's positions). */
typedef struct bcq__stepped {
    uint64_t bit, end;
    uint64_t op; /* nops 1: its operand, read */
    unsigned code, abbrev_id;
    unsigned nops; /* 0: stepped over, or 1: read whole */
    int array;     /* its abbreviation has an Array */
} bcq__stepped;
struct bcq__frame;
size_t bcq__records_step(bcq__cursor *c, const struct bcq__frame *L,
                         const bcq__abbrevs *a, uint64_t stop, size_t room,
                         bcq__stepped *out, int *stopped);

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
    uint64_t scope_end; /* it applies up to here: the end of the block
                           whose preamble holds it, else the stream's */
    unsigned width;
    _Atomic(bcq__blockinfo *) bi;
} bcq__bislot;

/* Parse the BLOCKINFO whose header is e.  c covers the stream (its
 * size_bits is the stream's end); on success it is just past the END_BLOCK.
 * Errors carry stream-relative bits and no block context. */
int bcq__blockinfo_parse(bcq__cursor *c, const bcq__enter *e,
                         bcq__blockinfo **out, bcq_error *err);
void bcq__blockinfo_free(bcq__blockinfo *bi);
/* The heap a parsed BLOCKINFO holds (for the budget). */
size_t bcq__blockinfo_bytes(const bcq__blockinfo *bi);
const bcq__bi_block *bcq__blockinfo_find(const bcq__blockinfo *bi,
                                         unsigned block_id);
/* Open the scope of a block: push BLOCKINFO's abbreviations for block_id
 * (they take the ids from 4 up, before the block's own). */
int bcq__scope_open(bcq__abbrevs *a, const bcq__blockinfo *bi,
                    unsigned block_id, bcq_error *err);

/* ------------------------------------------------------------ entry loop
 * One open block: where its body ends, its abbreviation id width, and
 * where its scope starts in the caller's stack of abbreviations. */
typedef struct bcq__frame {
    uint64_t limit;     /* end of the body (stream bits) */
    uint64_t enter_bit; /* its ENTER_SUBBLOCK (stream bits) */
    uint32_t block_id;  /* UINT32_MAX: the top level of the stream */
    uint32_t entry;     /* the walk's index entry for it, or UINT32_MAX */
    unsigned width;
    unsigned child_depth; /* depth its sub-blocks get */
    size_t scope, pool;   /* abbreviations and pool size at its entry */
} bcq__frame;

/* What bcq__advance read. */
enum bcq__adv_kind {
    BCQ__ADV_END = 0,    /* END_BLOCK, exactly where blocklen says */
    BCQ__ADV_BLOCK = 1,  /* ENTER_SUBBLOCK: header in .sub, checked */
    BCQ__ADV_RECORD = 2, /* a record in .rec */
    BCQ__ADV_ABBREV = 3, /* DEFINE_ABBREV (BCQ__ADV_RAW_ABBREVS only) */
    BCQ__ADV_OTHER = 4   /* anything but a block (BCQ__ADV_BLOCKS_ONLY) */
};
/* What the caller wants (as LLVM's BitstreamCursor::advance flags). */
enum {
    BCQ__ADV_STEP = 1u << 0,        /* step over records (rec.ops NULL) */
    BCQ__ADV_RAW_ABBREVS = 1u << 1, /* return DEFINE_ABBREV unread instead
                                       of adding it to the scope */
    BCQ__ADV_BLOCKS_ONLY = 1u << 2  /* return any other id as
                                       BCQ__ADV_OTHER, unread */
};
typedef struct bcq__adv {
    int kind;       /* enum bcq__adv_kind */
    uint64_t at;    /* stream bit of the abbreviation id */
    uint64_t id;    /* the abbreviation id */
    bcq__enter sub; /* BCQ__ADV_BLOCK */
    bcq_record *rec; /* set by the caller: BCQ__ADV_RECORD is read there
                        (stream-relative bits) */
} bcq__adv;

/* Read the next entry of the block L from c (whose size_bits is L->limit;
 * stream_bits: the stream's end, for bcq__overrun).  The one place where
 * the rules of an entry are checked, each with one message: an id past
 * the stream, END_BLOCK where blocklen says, a sub-block inside its
 * parent and not deeper than BCQ__MAX_DEPTH, abbreviations and records
 * inside the body.  Abbreviations defined by the block go into ab (from
 * L->scope on); records are read with ops (NULL: stepped over).  Errors
 * have stream-relative bits and no block context (the caller adds it). */
/* Always inlined: it is the loop of every reader, and a call (GCC makes
 * one once two loops of a file use it) costs a tenth of a record. */
static inline int bcq__advance(bcq__cursor *c, const bcq__frame *L,
                               uint64_t stream_bits, bcq__abbrevs *ab,
                               bcq__ops *ops, unsigned flags, bcq__adv *out,
                               bcq_error *err) __attribute__((always_inline));
static inline int bcq__advance(bcq__cursor *c, const bcq__frame *L,
                               uint64_t stream_bits, bcq__abbrevs *ab,
                               bcq__ops *ops, unsigned flags, bcq__adv *out,
                               bcq_error *err)
{
    for (;;) {
        uint64_t at = c->pos, id;
        int rc = bcq__read_fixed(c, L->width, &id);
        out->at = at;
        if (rc) {
            bcq__fail(err, rc, at,
                      "stream ends where an abbreviation id was expected");
            return bcq__overrun(err, rc, L->limit, stream_bits);
        }
        out->id = id;
        if ((flags & BCQ__ADV_BLOCKS_ONLY) && id != BCQ__ENTER_SUBBLOCK) {
            out->kind = BCQ__ADV_OTHER;
            return 0;
        }
        switch (id) {
        case BCQ__END_BLOCK:
            if ((rc = bcq__align32(c))) {
                bcq__fail(err, rc, at, "stream ends in END_BLOCK");
                return bcq__overrun(err, rc, L->limit, stream_bits);
            }
            /* LLVM's ReadBlockEnd trusts the END_BLOCK; bcq holds it to
             * blocklen, so a skip and a read agree (doc/format.md 2.5). */
            if (c->pos != L->limit)
                return bcq__fail(err, BCQ_E_BAD_BLOCK, at,
                                 "END_BLOCK %llu bits before the end that "
                                 "blocklen gives",
                                 (unsigned long long)(L->limit - c->pos));
            out->kind = BCQ__ADV_END;
            return 0;
        case BCQ__ENTER_SUBBLOCK:
            if ((rc = bcq__enter_read(c, at, L->limit, &out->sub, err)))
                return bcq__overrun(err, rc, L->limit, stream_bits);
            if (L->child_depth >= BCQ__MAX_DEPTH)
                return bcq__fail(err, BCQ_E_TOO_DEEP, at,
                                 "blocks nested more than %u deep",
                                 BCQ__MAX_DEPTH);
            out->kind = BCQ__ADV_BLOCK;
            return 0;
        case BCQ__DEFINE_ABBREV:
            if (flags & BCQ__ADV_RAW_ABBREVS) {
                out->kind = BCQ__ADV_ABBREV;
                return 0;
            }
            if ((rc = bcq__abbrev_read(c, ab, err)))
                return bcq__overrun(err, rc, L->limit, stream_bits);
            continue;
        default:
            if ((rc = bcq__record_read(c, (unsigned)id, at, ab, L->scope,
                                       (flags & BCQ__ADV_STEP) ? NULL : ops,
                                       out->rec, err)))
                return bcq__overrun(err, rc, L->limit, stream_bits);
            out->kind = BCQ__ADV_RECORD;
            return 0;
        }
    }
}

/* Leave the block L: drop the abbreviations it defined. */
static inline void bcq__scope_close(bcq__abbrevs *ab, const bcq__frame *L)
{
    ab->n = L->scope;
    ab->npool = L->pool;
}

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

/* ---------------------------------------------------------------- format
 * What a format above the bitstream (LLVM IR: lib/ir) tells this layer.  A
 * handle without one (another bitstream) is indexed whole at open and has
 * no built-in names. */
struct bcq_file;
typedef struct bcq__format {
    /* The open indexes the top level only (each block LAZY), and reads the
     * preamble of each top-level block with this id: its entries up to its
     * first sub-block that is not a BLOCKINFO.  BLOCKINFOs found there
     * serve that block only (doc/format.md 3.5). */
    uint32_t preamble_block;
    /* Names of ids no BLOCKINFO names (NULL when unknown). */
    const char *(*block_name)(unsigned block_id);
    const char *(*record_name)(unsigned block_id, unsigned code);
    /* The walk that indexes one level (bcq_block_children) calls these, all
     * optional: begin once for the block whose children it indexes (NULL:
     * no more calls for this level), record for each of that block's own
     * records (stepped: code and position only; rec->c is the cursor after
     * the abbreviation id, for a hook that wants the operands), child for
     * each sub-block jumped, end once at the end (also after an error). */
    void *(*level_begin)(const struct bcq_file *f, const bcq__enter *root);
    void (*level_record)(void *st, const bcq__adv *a, bcq__cursor after_id,
                         const bcq__abbrevs *ab, const bcq__frame *L);
    void (*level_child)(void *st, const bcq__enter *e,
                        const bcq__blockinfo *bi, const bcq__frame *L);
    void (*level_end)(void *st);
} bcq__format;

/* ---------------------------------------------------------------- stream
 * The part of the handle that this layer and those above it read.  lib/file
 * defines the handle (struct bcq_file, file/file.h) and composes it: the
 * input it mapped, where lib/container found the stream, this layer's
 * index, lib/ir's part (opaque here), and what only lib/file needs (the
 * mapping's release, the owning archive).  The stream part is the handle's
 * first member, so a bcq_file pointer converts to a pointer to it (C11
 * 6.7.2.1p15): bcq__fs(f).  The layers below lib/file see the handle as
 * incomplete and reach their part through bcq__fs alone. */
#define BCQ__NSTATS 64u

struct bcq__ir; /* lib/ir/ir.h */

typedef struct bcq__stream {
    /* the input (lib/file) */
    const uint8_t *data;
    size_t size;
    unsigned flags; /* BCQ_OPEN_* and lib/file's internal ones */

    /* where the stream is (lib/container) */
    bcq__where where;

    /* this layer */
    const bcq__format *format; /* NULL: a bitstream of unknown layout */
    bcq__blockvec index;
    bcq__bislot *blockinfos; /* the BLOCKINFOs in force, stream order */
    size_t nblockinfos, capblockinfos;
    _Atomic(bcq__levels *) levels; /* lazily indexed levels (subindex.c) */
    _Atomic uint64_t stats[BCQ__NSTATS]; /* bodies decoded, per block id */
    bcq__budget budget;

    /* the IR layer's part (lib/ir), NULL for other bitstreams */
    struct bcq__ir *ir;
} bcq__stream;

/* The stream part of the handle f, const as f is.  The lazily built parts
 * (levels, stats, budget, ir) are written through a cast, as before: a
 * read-only handle publishes them once (doc/libbcq.3, THREADS). */
#define bcq__fs(f)                                                         \
    _Generic((f),                                                          \
        const bcq_file *: (const bcq__stream *)(const void *)(f),          \
        bcq_file *: (bcq__stream *)(void *)(f))

/* The budget of the handle f. */
static inline const bcq__budget *bcq__fbudget(const bcq_file *f)
{
    return &bcq__fs(f)->budget;
}

static inline void bcq__stat_body(const bcq_file *f, unsigned block_id)
{
    unsigned i = block_id < BCQ__NSTATS ? block_id : BCQ__NSTATS - 1;
    atomic_fetch_add_explicit(&bcq__fs((bcq_file *)f)->stats[i], 1,
                              memory_order_relaxed);
}

/* Stream-relative bits <-> input-relative bits. */
static inline uint64_t bcq__file_bit(const bcq_file *f, uint64_t stream_bit)
{
    return stream_bit + (uint64_t)bcq__fs(f)->where.stream_off * 8;
}

/* A cursor over the file's bitstream. */
static inline bcq__cursor bcq__file_cursor(const bcq_file *f)
{
    return bcq__cursor_make(bcq__fs(f)->data + bcq__fs(f)->where.stream_off, bcq__fs(f)->where.stream_len);
}

/* ------------------------------------------- BLOCKINFOs of a file (biscope.c) */

/* The BLOCKINFO in force at stream bit pos: the last one the opening walk
 * found that ends at or before it (BLOCKINFOs inside lazily indexed levels
 * never take effect: see the head of index.c), parsed now if it was only
 * located.  *out = NULL when there is none; an error when it cannot be
 * parsed (the same error every time; err->bit stream-relative). */
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
/* Parse the BLOCKINFO e of f; errors get it as their context and keep a
 * stream-relative bit, as every error below the API until the
 * caller adds the stream's offset. */
int bcq__blockinfo_parse_at(const bcq_file *f, const bcq__enter *e,
                            bcq__blockinfo **out, bcq_error *err);
void bcq__blockinfos_free(bcq_file *f);

/* ----------------------------------------------------- index (index.c) */

/* Index the file at open: its top level, and with a format its preambles
 * (all of it without a format, or with BCQ_OPEN_DEEP). */
int bcq__index_build(bcq_file *f, bcq_error *err);
void bcq__index_free(bcq_file *f);
/* Index the direct children of the block enter (whose depth is depth0 - 1)
 * into out, stepping its records and jumping its sub-blocks. */
int bcq__index_walk(const bcq_file *f, const bcq__enter *enter,
                    unsigned depth0, bcq__blockvec *out, size_t *acct,
                    bcq_error *err);
/* Binary search of v (file order) for the block entered at stream bit
 * pos. */
int bcq__index_lookup(const bcq__blockvec *v, uint64_t pos, size_t *out);
/* Position in the file's index of the block entered at stream_bit, or
 * BCQ_NONE. */
size_t bcq__index_position(const bcq_file *f, uint64_t stream_bit);
void bcq__block_export(const bcq_file *f, const bcq__blockvec *v, size_t i,
                       int in_index, bcq_block *out);
/* Whether an ENTER_SUBBLOCK of a block with id block_id (abbreviation ids
 * width bits wide) stands at stream bit pos, its body ending at or before
 * limit; *out gets its header.  Reads only that header. */
int bcq__block_probe(const bcq_file *f, uint64_t pos, unsigned width,
                     uint64_t limit, unsigned block_id, bcq__enter *out);

/* --------------------------------------------------- levels (subindex.c) */

/* Check that a caller's bcq_block describes a body inside the stream and
 * convert it to stream-relative form.  BCQ_E_INVAL otherwise. */
int bcq__block_check(const bcq_file *f, const bcq_block *b, bcq__enter *out,
                     bcq_error *err);
/* The level (direct children) of block b, indexed on first use. */
int bcq__level_get(const bcq_file *f, const bcq_block *b,
                   const bcq__subindex **out, bcq_error *err);
void bcq__levels_free(bcq_file *f);

/* ------------------------------------------------------ reader (reader.c) */

/* After a BCQ_ENTRY_SUBBLOCK that is not entered: go on at stream bit pos
 * (past the sub-block, inside the reader's current block) instead of right
 * after it.  The caller has checked what stands there. */
void bcq__reader_jump(bcq_reader *r, uint64_t pos);
/* From now on, give only the first keep operands of each unabbreviated
 * record whose code is in the mask codes (bit c: code c < 64; keep 0: all
 * operands) and step over the rest: the same records, ends and errors (a
 * global value record's prefix, ir/module.c's lite decode).
 * bcq__reader_total: the operand count of the last record read. */
void bcq__reader_keep(bcq_reader *r, size_t keep, uint64_t codes);
/* The run of unabbreviated records that follows, read the short way: as
 * long as the next entry is an unabbreviated record with a one-chunk code
 * in codes (bit c: code c) and a one-chunk operand count whose operands
 * lie in 57-bit windows inside the block, fn gets it with its first keep
 * operands (keep <= BCQ__RUN_KEEP) and total, its operand count; the
 * first entry that is anything else (or a record that would need the
 * exact path) is left for bcq_reader_next, which reads it with its
 * errors.  The same records, values and ends as bcq_reader_next with
 * bcq__reader_keep; 0, or fn's nonzero answer (the reader then stands
 * after that record). */
#define BCQ__RUN_KEEP 16
int bcq__reader_run(bcq_reader *r, size_t keep, uint64_t codes,
                    int (*fn)(void *arg, const bcq_record *rec, size_t total,
                              bcq_error *err),
                    void *arg, bcq_error *err);
size_t bcq__reader_total(const bcq_reader *r);
/* The next count records of this code at the reader's root level, stepped
 * to without decoding any record (sub-blocks skipped by their blocklen):
 * their input bits into bits[], how many found returned; fewer at the
 * block's end or at an error, which stops the reader (bcq_reader_next
 * then says what it is).  The reader resumes from there at the next call:
 * a lookup that extends what earlier ones stepped. */
size_t bcq__reader_find_records(bcq_reader *r, unsigned code, size_t count,
                                uint64_t *bits);
/* Read the record that starts at input bit pos (as bcq_reader_tell gives
 * it) of the reader's root block, with the abbreviations read so far:
 * what LLVM's lazy metadata loader does with the offsets of a
 * METADATA_INDEX.  The reader must be at its root block's level (no
 * sub-block entered).  *out and its ops stay valid until the next call on
 * r; the reader goes on after that record.
 * @return 0; BCQ_E_RANGE (pos outside the block's body); BCQ_E_BAD_RECORD
 *         (no record starts there: a sub-block, an END_BLOCK or an
 *         abbreviation definition, which would change what later jumps
 *         read, stops the reader); the errors of bcq_reader_next(). */
int bcq__reader_record_at(bcq_reader *r, uint64_t pos, bcq_record *out,
                          bcq_error *err);
/* A record of nothing but a literal code and an array of VBR elements
 * (METADATA_INDEX, as LLVM's writer abbreviates it), its elements unread. */
typedef struct bcq__varray {
    unsigned code;  /* the abbreviation's literal */
    unsigned width; /* VBR-width elements, 2 <= width <= 32 */
    uint64_t count; /* how many (each takes at least width bits: checked) */
    uint64_t bit;   /* input bit of the first */
} bcq__varray;
/* The record at input bit pos of the reader's root block (as
 * bcq__reader_record_at finds it), when it has that shape: 0 and *out; 1
 * for any other shape or position, or a header that cannot be read (the
 * caller then reads the record whole, which says why).  The reader does
 * not move.  A million-element array is read where it lies
 * (bcq__reader_vbrs) instead of into eight bytes an element. */
int bcq__reader_varray_at(const bcq_reader *r, uint64_t pos,
                          bcq__varray *out);
/* Up to n VBR-width values (2 <= width <= 32) from input bit *bit of the
 * reader's root block into out, *bit moved past them: how many were read
 * (fewer than n where the block ends or a value is longer than 64 bits). */
size_t bcq__reader_vbrs(const bcq_reader *r, uint64_t *bit, unsigned width,
                        uint64_t *out, size_t n);
/* As bcq__reader_vbrs for n VBR6 values, summed instead of kept (a
 * window at a time, bcq__sum_vbr6s): how many were read, *sum their sum
 * (UINT64_MAX if it would pass it), *zero whether one was 0. */
size_t bcq__reader_vbr6_sum(const bcq_reader *r, uint64_t *bit, size_t n,
                            uint64_t *sum, int *zero);
/* Go on at input bit pos of the reader's root block, where the caller
 * knows an entry starts (the end of an array read by bcq__reader_vbrs):
 * 0; 1, the reader unchanged, when pos is outside the root block's body or
 * the reader stands in a sub-block or has failed. */
int bcq__reader_seek(bcq_reader *r, uint64_t pos);
/* Call fn on each record of block b (its own records; its sub-blocks are
 * skipped by their blocklen); stops at fn's first nonzero return.  Errors
 * get b as their context. */
int bcq__each_record_of(const bcq_file *f, const bcq_block *b,
                        int (*fn)(void *arg, const bcq_record *r,
                                  bcq_error *err),
                        void *arg, bcq_error *err);
/* The same with each record stepped over (bcq_record.nops 0, no ops and
 * no blob: the code, bit and end_bit only), for a caller that counts or
 * places records; the same records are accepted, with the same errors
 * (the exact decoder redoes whatever the fast step does not take). */
int bcq__each_record_code_of(const bcq_file *f, const bcq_block *b,
                             int (*fn)(void *arg, const bcq_record *r,
                                       bcq_error *err),
                             void *arg, bcq_error *err);
/* The same, but the records whose code is below 64 and set in codes
 * (bit 1 << code) are read whole, with their operands: a caller that
 * places records and needs a few of them (CONSTANTS' SETTYPE). */
int bcq__each_record_some_of(const bcq_file *f, const bcq_block *b,
                             uint64_t codes,
                             int (*fn)(void *arg, const bcq_record *r,
                                       bcq_error *err),
                             void *arg, bcq_error *err);
/* The same for block i of the file's index. */
int bcq__each_record(const bcq_file *f, size_t i,
                     int (*fn)(void *arg, const bcq_record *r, bcq_error *err),
                     void *arg, bcq_error *err);
/* The blob of the last record with code `code` of block i of the index
 * (empty when there is none), as LLVM's readBlobInRecord. */
int bcq__block_blob(const bcq_file *f, size_t block, unsigned code,
                    bcq_span *out, bcq_error *err);

#endif /* BCQ_BITSTREAM_H */
