/*
 * asm.h - the assembly writer: LLVM assembly text of a module's parts as
 * llvm-dis prints it (include/bcq.h, "assembly text").
 *
 * Layer: lib/asm sits above lib/file, at the top.  It reads the IR layer's
 * facts (modules, function map, instruction view) and nothing below it
 * needs it; putting it on top means the layer check forbids any reading
 * unit from calling into the printer, which is presentation only (as
 * AsmWriter.cpp sits above the bitcode reader and is used by no reader).
 *
 * Units: sink.c (the text being built, bcq_textbuf), names.c (code
 * tables), ident.c (names), type.c (type table, type
 * text), const.c (module constants, constant text), attr.c (attribute
 * groups), module.c (bcq_asm open/close, global value records),
 * attach.c (metadata attachments, kind and bundle tag names),
 * sync.c (sync scope names), eh.c (funclet instructions),
 * global.c (variables, aliases, declarations, the define line), func.c
 * (function bodies; with func.h: local.c, inst.c, call.c, fmeta.c).
 */
#ifndef BCQ_ASM_H
#define BCQ_ASM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bcq.h"
#include "ir/ir.h"

/* Depth past which a type or constant is called a cycle: LLVM's own
 * types and constants nest far less in every file it writes. */
#define BCQ__ASM_DEPTH 64
/* Other functions whose bodies one printing call may read to name their
 * blocks (blockaddress). */
#define BCQ__ASM_FOREIGN 16

/* ------------------------------------------------------------ text (sink.c)
 * The text of one printing call, built whole before it goes to the
 * caller's sink.  The first failure sticks in rc; every put after it does
 * nothing, so a printer checks once at the end. */
typedef struct bcq__text {
    bcq_textbuf buf;
    size_t limit; /* BCQ_E_LIMIT past this many bytes */
    unsigned foreign; /* other functions read for their labels */
    int rc;
    bcq_error *err;
} bcq__text;

void bcq__text_init(bcq__text *t, size_t limit, bcq_error *err);
void bcq__text_free(bcq__text *t);
/* What the text's fast paths (below) leave: a limit, an error, growth. */
void bcq__putn_slow(bcq__text *t, const char *s, size_t n);
/* Inline: a printed function makes one of these calls every few bytes,
 * and the calls were a tenth of printing sqlite3VdbeExec. */
static inline void bcq__putn(bcq__text *t, const char *s, size_t n)
{
    bcq_textbuf *b = &t->buf;
    /* room for the bytes and the NUL, within the limit */
    if (!t->rc && n < b->cap - b->len && b->len + n <= t->limit) {
        memcpy(b->ptr + b->len, s, n);
        b->len += n;
        b->ptr[b->len] = '\0';
        return;
    }
    bcq__putn_slow(t, s, n);
}
static inline void bcq__puts(bcq__text *t, const char *s)
{
    bcq__putn(t, s, strlen(s)); /* a literal's length is a constant */
}
static inline void bcq__putc(bcq__text *t, char c)
{
    bcq_textbuf *b = &t->buf;
    if (!t->rc && b->cap - b->len > 1 && b->len < t->limit) {
        b->ptr[b->len++] = c;
        b->ptr[b->len] = '\0';
        return;
    }
    bcq__putn_slow(t, &c, 1);
}
void bcq__putu(bcq__text *t, uint64_t v);
/* v in decimal at the end of b: its digits are b[returned, BCQ__UDEC). */
#define BCQ__UDEC 24
size_t bcq__udec(char b[BCQ__UDEC], uint64_t v);
void bcq__puti(bcq__text *t, int64_t v);
/* Spaces up to column col of the current line, at least one (LLVM's
 * formatted_raw_ostream::PadToColumn). */
void bcq__pad(bcq__text *t, size_t col);
/* Record a failure (first wins) and return it. */
int bcq__text_fail(bcq__text *t, int rc);
/* Hand the text to sink, unless it failed: rc. */
int bcq__text_flush(bcq__text *t, bcq_sink_fn sink, void *ctx);

/* ---------------------------------------------------------- float.c */
/* The float (is_double 0: the low 32 bits) or double of these bits as
 * APFloat's toString(6, 0, false) writes it into out (at least 32
 * bytes), not NUL-terminated: its length.  Finite values only. */
size_t bcq__float_decimal(char *out, uint64_t bits, int is_double);

/* ------------------------------------------------------- names (ident.c) */
/* name as llvm-dis writes it after sigil (0: none), PrintLLVMName. */
void bcq__put_ident(bcq__text *t, char sigil, const uint8_t *name,
                    size_t len);
/* s in quotes with \XX escapes (printEscapedString). */
void bcq__put_escaped(bcq__text *t, const uint8_t *s, size_t len);

/* --------------------------------------------------------- types (type.c) */
typedef struct bcq__atype {
    uint8_t code;     /* TYPE_CODE_* */
    uint8_t flag;     /* functions: vararg; structs: packed; vectors:
                         scalable; STRUCT_NAMED without body: opaque */
    uint8_t spell;    /* a struct's name: 0 not looked at; 1 bare; 2
                         quoted (a typed pointer prints it each time) */
    uint32_t aux;     /* integers: width; pointers: address space;
                         target types: number of type parameters */
    uint64_t count;   /* arrays, vectors: the element count; pointers:
                         pointee; functions: return type */
    uint32_t first, n; /* elements, parameters, target type parameters
                         (types, then integers) in elems */
    uint32_t name, name_len; /* struct or target type name in names */
    uint32_t slot;    /* unnamed identified structs: %N */
    uint64_t bit;     /* its record */
} bcq__atype;

typedef struct bcq__tkey {
    uint64_t k[4]; /* code and shape */
    uint64_t id;
} bcq__tkey;

typedef struct bcq__atypes {
    bcq__tkey *keys; /* by shape, sorted (bcq__atypes_index), made on the
                        first lookup: a small function asks for none */
    size_t nkeys;
    int keyed;
    bcq__atype *v;
    size_t n, cap;
    uint64_t *elems;
    size_t nelems, capelems;
    char *names;
    size_t nnames, capnames;
    /* bcq__atype_find_ptr's answers, by (pointee, addrspace): every load,
     * store and call of a function asks for its pointer type */
    struct {
        uint64_t pointee, id;
        unsigned addrspace, valid;
    } ptrs[64];
    /* each type's text once printed (bcq__put_type): a function names
     * its types again and again (a typed pointer to a named struct) */
    uint64_t ints[65]; /* bcq__atype_find_int of widths 0-64, + 1 */
    bcq_textbuf said;
    uint32_t *said_off, *said_len; /* per type id: len + 1, 0 not yet */
} bcq__atypes;

struct bcq_asm;
int bcq__atypes_read(struct bcq_asm *a, const bcq_block *b, bcq_error *err);
/* The module's types (its one TYPE block b) read with the IR layer's
 * table (bcq__types_get_fed), one decode for both, where the table is not
 * built yet and both reads succeed: 1.  Else 0 and the printer's types
 * left empty, for bcq__atypes_read, which says the error if there is
 * one. */
int bcq__atypes_read_fed(struct bcq_asm *a, const bcq_block *b);
void bcq__atypes_free(bcq__atypes *t);
const bcq__atype *bcq__atype_at(const struct bcq_asm *a, uint64_t id);
/* Type text of id (TypePrinting::print). */
void bcq__put_type(struct bcq_asm *a, bcq__text *t, uint64_t id);
/* Index the table by shape (after reading it). */
int bcq__atypes_index(struct bcq_asm *a, bcq_error *err);
/* The first type of code with shape k1, k2, k3 (see type.c), or
 * UINT64_MAX. */
uint64_t bcq__atype_lookup(const struct bcq_asm *a, unsigned code,
                           uint64_t k1, uint64_t k2, uint64_t k3);
/* Find the type id with this shape, or UINT64_MAX. */
uint64_t bcq__atype_find_int(const struct bcq_asm *a, unsigned width);
uint64_t bcq__atype_find_ptr(const struct bcq_asm *a, uint64_t pointee,
                             unsigned addrspace);
int bcq__atype_is_fp(const struct bcq_asm *a, uint64_t id);
/* The element type of an array or vector id, the field k of a struct;
 * UINT64_MAX otherwise. */
uint64_t bcq__atype_elem(const struct bcq_asm *a, uint64_t id, uint64_t k);

/* ----------------------------------------------------- constants (const.c) */
typedef struct bcq__acst {
    uint64_t type;
    uint64_t bit;
    const uint64_t *ops; /* its operands */
    uint32_t first, n; /* first: in the table's ops (a whole read) */
    uint8_t code;
} bcq__acst;

typedef struct bcq__acsts {
    bcq__acst *v;
    size_t n, cap;
    uint64_t *ops;
    size_t nops, capops;
    uint64_t first; /* value id of v[0] */
    uint64_t cur_type;
    /* a placed table (bcq__acsts_place): v is NULL, the IR layer's
     * placement says where each record is, and it is read when first
     * asked for, by a reader on the block past its abbreviations */
    const bcq__types *pt;
    bcq__acst **got;  /* per constant: its entry, once read */
    bcq_block block;
    bcq_reader *r;
    bcq__arena lops;  /* the entries read so, and their operands */
    int rc;           /* < 0: neither way could read the table */
    bcq_error err;    /* ... and why */
} bcq__acsts;

/* Read CONSTANTS block b whole into c (function constants; module
 * constants when there are several blocks). */
int bcq__acsts_read(struct bcq_asm *a, bcq__acsts *c, const bcq_block *b,
                    bcq_error *err);
void bcq__acsts_free(bcq__acsts *c);
/* Take the module's one CONSTANTS block b as the IR layer placed it
 * (bcq__types_get): what bcq_asm_open does, each record then read when
 * printed (a module of 60 000 constants copied them all for every
 * function). */
int bcq__acsts_place(struct bcq_asm *a, bcq__acsts *c, const bcq_block *b,
                     bcq_error *err);
/* Entry i of c with its operands (*ops), the record read now if it was
 * only placed; NULL when it cannot be read (c->rc, c->err say why). */
const bcq__acst *bcq__acst_get(const struct bcq_asm *a, const bcq__acsts *c,
                               size_t i, const uint64_t **ops);
/* Entry i's code and type, without reading its record. */
unsigned bcq__acst_code(const bcq__acsts *c, size_t i);
uint64_t bcq__acst_type(const bcq__acsts *c, size_t i);

/* What a value operand refers to, for the constant printer and the body
 * printer: the callback prints local values (NULL: module level). */
typedef struct bcq__vctx {
    const bcq__acsts *fconsts; /* function constants, or NULL */
    /* print local value id (not global, not a constant): returns 0 or a
     * status */
    int (*local)(void *arg, bcq__text *t, uint64_t id);
    void *arg;
    /* blockaddress of the function being printed: its block names */
    int (*block)(void *arg, bcq__text *t, uint64_t fn, uint64_t bb);
} bcq__vctx;

/* The type of value id (global, module or function constant), or
 * UINT64_MAX when it is none of them. */
uint64_t bcq__value_type(struct bcq_asm *a, const bcq__vctx *v, uint64_t id);
/* Value id as an operand, without its type (WriteAsOperandInternal). */
void bcq__put_value(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                    uint64_t id, unsigned depth);

/* ------------------------------------------------------------ metadata (md.c)
 * Per metadata id: its record code and, for what is printed inline
 * (VALUE, EXPRESSION), its operands. */
typedef struct bcq__amds {
    uint8_t *code;
    uint32_t *first, *n;
    uint64_t *ops;
    size_t count, nops, capcode, capfirst, capn, capops;
    uint64_t base; /* id of the first (a function's: the module's count) */
    /* GLOBAL_DECL_ATTACHMENT [value, (kind, node)*]: ops in ops */
    uint32_t *dfirst, *dn;
    size_t ndecl, capdfirst, capdn;
    size_t *dbyvalue; /* the records by value id, built on first use */
} bcq__amds;

/* A DILocation's fields as DEBUG_LOC writes them (line, col, scope + 1,
 * inlined-at + 1, implicit, atom group, atom rank) and its node. */
typedef struct bcq__aloc {
    uint64_t k[7];
    uint64_t id; /* a metadata id */
} bcq__aloc;
/* The fields of node id, a LOCATION record of c operands o, into *out: 1,
 * or 0 when it is distinct (no other node) or too short. */
int bcq__amd_location_key(const uint64_t *o, size_t c, uint64_t id,
                          bcq__aloc *out);


int bcq__amds_read(struct bcq_asm *a, bcq__amds *m, const bcq_block *b,
                   bcq_error *err);
/* The module's metadata ids, read on first use (a->md). */
int bcq__amds_module(struct bcq_asm *a, bcq_error *err);
/* After bcq__amds_module: md's GLOBAL_DECL_ATTACHMENT records kept (with a
 * METADATA_INDEX, those after it are read now, once). */
int bcq__amds_decls(struct bcq_asm *a, bcq_error *err);
void bcq__amds_free(bcq__amds *m);
/* Metadata id's record code and operands (every one read, or those md.c
 * keeps: VALUE, EXPRESSION, ARG_LIST, LOCATION), the one way to an id:
 * the module's (after bcq__amds_module; read whole, or its one record
 * where the index says: *o valid until the next lookup) or, past them,
 * local's (a function's; NULL: none).  0 or a status. */
int bcq__amd_get(struct bcq_asm *a, const bcq__amds *local, uint64_t id,
                 unsigned *code, const uint64_t **o, size_t *n,
                 bcq_error *err);
/* Metadata id as an operand (without "metadata "); local: the function's
 * ids, or NULL. */
void bcq__put_md(struct bcq_asm *a, bcq__text *t, const bcq__vctx *v,
                 const bcq__amds *local, uint64_t id);

/* ------------------------------------------- attachments (attach.c)
 * Names by id, read on first use: metadata kinds, operand bundle tags. */
typedef struct bcq__anames {
    uint64_t *id;
    uint32_t *off, *len; /* in buf */
    size_t n, capid, capoff, caplen;
    size_t *byid; /* positions by id, file order among equal ids */
    char *buf;
    size_t nbuf, capbuf;
    int status; /* 1: not read yet; 0 read; < 0 its failure */
    bcq_error err;
    uint8_t dbg[64]; /* kind k < 64 is named "dbg": 0 not looked, 1 no,
                        2 yes (asked for each attachment) */
} bcq__anames;

void bcq__anames_free(bcq__anames *t);
/* Read a->kinds, a->tags (once). */
int bcq__akinds(struct bcq_asm *a, bcq_error *err);
int bcq__atags(struct bcq_asm *a, bcq_error *err);
/* The name of id: 1 and *s, *len; 0 when the table has none. */
int bcq__aname_get(const bcq__anames *t, uint64_t id, const char **s,
                   size_t *len);
/* sep "!kind !N" for each attachment: loc (UINT64_MAX: none) as !dbg
 * first, then the n ops (kind, node) pairs by kind; last_wins: one per
 * kind, the last (an instruction's), else all (a global object's). */
int bcq__put_attachments(struct bcq_asm *a, bcq__text *t,
                         const bcq__vctx *v, const bcq__amds *local,
                         const char *sep, uint64_t loc, const uint64_t *pairs,
                         size_t n, int last_wins);
/* A declaration's or variable's attachments (GLOBAL_DECL_ATTACHMENT). */
int bcq__put_global_attachments(struct bcq_asm *a, bcq__text *t, size_t id,
                                const char *sep);

/* ------------------------------------------------------- attributes (attr.c) */
typedef struct bcq__agroup {
    uint64_t id;      /* the group id */
    uint64_t index;   /* 0xFFFFFFFF function, 0 return, 1+ parameters */
    uint64_t bit;
    uint32_t first, n; /* its record's ops after id and index */
    uint32_t coff, clen; /* its "; Function Attrs:" text in the table's
                            ctext, once printed (ccached) */
    int ccached;
} bcq__agroup;

typedef struct bcq__lref {
    uint64_t index;   /* the group's index */
    uint32_t order;   /* its position in the list */
    const struct bcq__agroup *group;
} bcq__lref;

typedef struct bcq__attrs {
    bcq__agroup *groups;
    size_t ngroups, capgroups;
    uint64_t *gops;
    size_t ngops, capgops;
    /* PARAMATTR entries: each a list of group ids */
    uint32_t *lfirst, *ln;
    size_t nlists, caplists, caplists2;
    uint64_t *lops;
    size_t nlops, caplops;
    bcq__lref *lref; /* per list, its groups by index (bcq__attrs_resolve) */
    uint8_t *lres;   /* per list: 1 once its lref is made (on first use:
                        a print looks at a few of a module's thousand) */
    struct bcq__gref *gref; /* the groups by id, for that */
    char *ctext;     /* the function groups' comment texts: each function
                        prints its group's, a walk over its string
                        attributes' every character (target-features...) */
    size_t nctext, capctext;
} bcq__attrs;

int bcq__attrs_read_groups(struct bcq_asm *a, const bcq_block *b,
                           bcq_error *err);
/* bcq__put_attrs(a, t, g, 1), its text kept for the next time: g is one
 * of a->attrs.groups. */
void bcq__put_attrs_comment(struct bcq_asm *a, bcq__text *t,
                            const bcq__agroup *g);
int bcq__attrs_read_lists(struct bcq_asm *a, const bcq_block *b,
                          bcq_error *err);
/* After both blocks are read: the groups by id, and the room for each
 * list's groups by index, which bcq__attrs_group makes on first use. */
int bcq__attrs_resolve(struct bcq_asm *a, bcq_error *err);
void bcq__attrs_free(bcq__attrs *s);
/* The group of attribute list `list` (1-based; 0 none) at index, or
 * NULL. */
const bcq__agroup *bcq__attrs_group(const struct bcq_asm *a, uint64_t list,
                                    uint64_t index);
/* A group's attributes as llvm-dis writes them; with fn_comment, only the
 * enum and int attributes (the "; Function Attrs:" line). */
void bcq__put_attrs(struct bcq_asm *a, bcq__text *t, const bcq__agroup *g,
                    int fn_comment);
/* before, group g's attributes, after; nothing at all when g prints
 * none (an align that is no attribute for the reader) */
void bcq__put_attrs_between(struct bcq_asm *a, bcq__text *t,
                            const bcq__agroup *g, const char *before,
                            const char *after);

/* ------------------------------------------------------------ sync.c */
/* The module's sync scope names, read on first use (a->ssn). */
typedef struct bcq__ssn {
    uint8_t *bytes; /* the names end to end */
    size_t *off;    /* name k is bytes[off[k], off[k + 1]) */
    size_t n, nbytes, capbytes, capoff;
} bcq__ssn;
void bcq__ssn_free(bcq__ssn *s);

/* ------------------------------------------------------- printer (module.c) */
/* The arrays of a function's print (func.h fstate): each one's field and
 * the field of its capacity.  The printer keeps them from one print to
 * the next (func.c prepare and fstate_free). */
#define BCQ__FN_SPARES(X)                                                    \
    X(kinds, capk) X(vals, capv) X(ins, capins) X(names, capnames)           \
    X(vtype, capvtype) X(lockey, caplockey) X(pto, cappto)                   \
    X(pfrom, cappfrom) X(uops, capuops) X(ufirst, capufirst) X(un, capun)    \
    X(aops, capaops) X(afirst, capafirst) X(an, capan) X(locat, caplocat)    \
    X(bun, capbun) X(vname, capvn) X(bname, capbn) X(vslot, capvs)           \
    X(bslot, capbs) X(pstart, cappstart) X(pbyto, cappbyto)                 \
    X(uent, capuent) X(locnum, caplocnum) X(lochash, caplochash)          \
    X(pord, cappord)
enum {
#define BCQ__SPARE_ID(p, c) BCQ__SPARE_##p,
    BCQ__FN_SPARES(BCQ__SPARE_ID)
#undef BCQ__SPARE_ID
    BCQ__NSPARES
};

/* A module metadata node's record as bcq__amd_get last read it (md.c):
 * a print names the same few nodes again and again (every dbg.value's
 * DIExpression), each read else a walk of the index and a record read. */
#define BCQ__MDHIT_OPS 6
#define BCQ__MDHITS 32
typedef struct bcq__mdhit {
    uint64_t key;      /* the node's id + 1; 0: empty */
    uint32_t code, n;
    uint64_t ops[BCQ__MDHIT_OPS];
} bcq__mdhit;

typedef struct bcq__grec {
    uint64_t *own;     /* state 1: a copy of the record's ops */
    uint32_t first, n; /* state 2: the record's ops in a->gops */
    uint32_t key;      /* the global's id + 1; 0: a free slot */
    uint8_t code;
    uint8_t state;     /* 0 not read yet; 1 read alone; 2 read with all */
    uint8_t spell;     /* its name: 0 not looked at; 1 bare; 2 quoted */
    uint32_t vtype;    /* its value's type + 1 (bcq__value_type), 0 not
                          known yet: a callee's is asked at every call */
} bcq__grec;

/* A sign-rotated value of a record (emitSignedInt64ToBitstream: the
 * magnitude << 1 | the sign; INT64_MIN, whose magnitude does not fit, is
 * 1), as LLVM's decodeSignRotatedValue reads it. */
static inline int64_t bcq__sign_rotated(uint64_t v)
{
    if ((v & 1) == 0)
        return (int64_t)(v >> 1);
    if (v != 1)
        return -(int64_t)(v >> 1);
    return INT64_MIN;
}

struct bcq_asm {
    const bcq_file *f;
    size_t m;
    const bcq_module *mod;
    size_t limit;       /* text limit of one call */
    unsigned major;     /* the writer's LLVM release (bcq__producer_major):
                           the llvm-dis whose text is printed; 0 unknown */
    int no_splat;       /* > 0: vectors lane by lane (a shuffle mask) */
    bcq__atypes types;
    bcq__acsts consts;  /* module constants */
    bcq__attrs attrs;
    bcq__grec *grec;    /* the global values looked at: a hash on the id,
                           at most half full (gvals.c bcq__grec_at) */
    size_t capgrec, usedgrec;
    uint64_t *gops;
    size_t ngops, capgops, ngrec;
    bcq__fnseek fnseek; /* the module's FNENTRYs as far as the lookups of
                           the functions printed have stepped */
    bcq_reader *gvr;    /* on the MODULE_BLOCK: global records on use */
    int gv_all;         /* 0; 1 all records read; < 0 that failed */
    unsigned nstructs;  /* unnamed identified structs so far */
    bcq__amds md;       /* module metadata, read on first use */
    int md_status;      /* 1: not read yet; 0 read; < 0 its failure */
    bcq_error md_err;   /* and its error */
    /* With the module's METADATA_INDEX (md.c): md.count set, md's per-id
     * arrays empty, each id's record read where the index says, on use
     * (bcq__amd_get); the index's offsets checked as far as an id needs
     * them, and the records after it (GLOBAL_DECL_ATTACHMENT) read when a
     * declaration or variable is printed */
    bcq_reader *mdr;    /* on the module's METADATA block */
    uint64_t *mdck;     /* every 16th id mdstr + k of the index: the input
                           bit after its record's predecessor (the one
                           its offset counts from), and of its offset
                           (md.c md_pos); mdgood + 1 of them known */
    size_t mdn;         /* the index's offsets */
    size_t mdgood;      /* its groups of 16 offsets checked (md_check) */
    uint64_t mdipos;    /* the index's input bit: every record before it */
    bcq_block mdblock;  /* the module's METADATA block */
    int mdrest;         /* 1: the records after the index not read yet; 0
                           read; < 0 that failed, with mdrest_err */
    bcq_error mdrest_err;
    unsigned mdwidth;   /* the index's VBR width */
    uint8_t *mdcode;    /* per module node id: 0, or 1 + the code of a node
                           bcq__put_md printed as a reference (md.c) */
    uint64_t mdstr;     /* ids 0 .. mdstr - 1: strings */
    bcq__mdhit mdhit[BCQ__MDHITS]; /* by id modulo BCQ__MDHITS: nodes of
                           at most BCQ__MDHIT_OPS operands */
    struct {            /* the text of a lone attachment to a module node
                           printed as a reference ("!tbaa !12"), by kind
                           and node (attach.c): every load and store has
                           one */
        uint64_t kind, md;
        uint8_t len;    /* 0: empty */
        char text[55];
    } att1[16];
    /* While a function's body is printed (seeing): the ids of the
     * LOCATION nodes bcq__put_md printed (a run of one id kept once),
     * whose numbers its DEBUG_LOCs of the same fields take (fmeta.c) */
    uint64_t *seen;
    size_t nseen, capseen;
    int seeing;
    bcq__anames kinds;  /* metadata kinds, read on first use (attach.c) */
    bcq__anames tags;   /* operand bundle tags, the same */
    bcq__ssn ssn;       /* sync scope names, read on first use (sync.c) */
    int ssn_status;     /* 1: not read yet; 0 read; < 0 its failure */
    bcq_error ssn_err;  /* and its error */
    struct {            /* a function's arrays (func.h BCQ__FN_SPARES),
                           kept from one print to the next (func.c):
                           growing them from nothing was a twentieth of a
                           warm print, and their mallocs and frees a sixth
                           of a small function's */
        int held;       /* a print holds them (a nested one: its own) */
        struct {
            void *p;
            size_t cap;
        } v[BCQ__NSPARES];
        void *lkeys;       /* a body's DEBUG_LOC sort keys (fmeta.c) */
        size_t caplkeys;
    } spare;
    struct {            /* the last global value read again from its
                           record, whole ([1]) or lite ([0]) (gvals.c
                           asm_global): a print asks for its function
                           three times */
        int valid;
        size_t id;
        bcq_global g;
    } lastg[2];
    bcq_textbuf text;   /* the storage of the last bcq_asm_global's text,
                           kept for the next (global.c) */
    struct {            /* the block labels of one function (func.c) */
        int valid;
        uint64_t fn, n;
        bcq__text text;
        size_t *off;    /* label k is text[off[k], off[k+1]) */
    } lbl;
};

/* Read the global value records (gvals.c). */
int bcq__gvals_read(struct bcq_asm *a, bcq_error *err);
/* The ops of global value i's record (after the strtab name pair in v2):
 * *ops, *n; 0 or BCQ_E_RANGE. */
int bcq__asm_grec(const struct bcq_asm *a, size_t i, const uint64_t **ops,
                  size_t *n);
/* Global value i's entry (i < the module's nglobals), made zeroed (but for
 * its key) if there is none; NULL when out of memory.  The pointer is good
 * until the next entry is made. */
bcq__grec *bcq__grec_at(struct bcq_asm *a, size_t i);
/* The code of global value i's record, once bcq__asm_grec found it. */
unsigned bcq__grec_code(const struct bcq_asm *a, size_t i);
/* Free every entry's copy and the table. */
void bcq__grec_free(struct bcq_asm *a);
/* Global value id whole, as bcq_module_global gives it from the whole
 * decode: from the printer's module, or, when that is the lite decode
 * (bcq__module_lite), from the record read again (bcq__asm_grec) through
 * bcq_module_get's parse, with its errors. */
int bcq__asm_global(const struct bcq_asm *a, size_t id, bcq_global *out,
                    bcq_error *err);
/* The same as bcq_module_global gives it from the lite decode: a thin
 * entry (BCQ__GV_THIN) read from its record, as the lite decode reads one
 * (its errors), the others as kept. */
int bcq__asm_lite_global(const struct bcq_asm *a, size_t id, bcq_global *out,
                         bcq_error *err);
void bcq__put_global_name(struct bcq_asm *a, bcq__text *t, size_t id);

/* ------------------------------------------- shared fields (gvfields.c) */
const char *bcq__gv_linkage_kw(unsigned linkage); /* "internal "... */
/* dso_local (unless implied), visibility, DLL storage, each with a space */
void bcq__gv_put_common(bcq__text *t, const bcq_global *g);
void bcq__gv_put_tls(bcq__text *t, unsigned tls);
const char *bcq__gv_unnamed_kw(unsigned u); /* or NULL */
/* sep "comdat" and ($name) when not the value's own name */
void bcq__gv_put_comdat(struct bcq_asm *a, bcq__text *t, const bcq_global *g,
                        const char *sep);
void bcq__gv_unsupported(bcq__text *t, const bcq_global *g, const char *what);
/* kw "name" (escaped) */
void bcq__gv_put_section(bcq__text *t, const char *kw, bcq_span s);
/* kw ("align ") and the alignment of g, if it has one; one LLVM's reader
 * refuses (past 2^32) is BCQ_E_BAD_RECORD. */
void bcq__gv_put_align(bcq__text *t, const bcq_global *g, const char *kw);

/* ------------------------------------------------------------ sync.c */
/* " syncscope(\"NAME\")" of an atomic's ssid, nothing for the system
 * scope (1); the name from the module's SYNC_SCOPE_NAMES block past 0
 * and 1.  0 or a status (bit: the instruction, for the error). */
int bcq__put_syncscope(struct bcq_asm *a, bcq__text *t, uint64_t ssid,
                       uint64_t bit);

/* --------------------------------------------------- head.c, func.c */
int bcq__put_function_body(struct bcq_asm *a, bcq__text *t, size_t id);
/* Block bb of function fn by its label ("%name", "%N"), as the
 * function's own numbering gives it: for blockaddress outside it. */
int bcq__fn_block_label(struct bcq_asm *a, bcq__text *t, uint64_t fn,
                        uint64_t bb);
/* The function header from "define"/"declare" to before " {" (global.c),
 * argument names by name(arg, k) when given. */
void bcq__put_function_head(struct bcq_asm *a, bcq__text *t, size_t id,
                            int define,
                            void (*argname)(void *arg, bcq__text *t,
                                            size_t k),
                            void *arg);

#endif /* BCQ_ASM_H */
