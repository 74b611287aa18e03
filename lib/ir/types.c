/*
 * types.c - what the instruction view needs from outside a function body:
 * the module's type table (TYPE_BLOCK_ID_NEW) and the places of its
 * module-level constants.  Decoded once per module on first use and
 * published atomically; never needed to find or hand out a body.
 *
 * Type table (LLVMBitCodes.h TypeCodes; BitcodeReader.cpp parseTypeTable):
 * every record defines the next type id except NUMENTRY (a size hint)
 * and STRUCT_NAME (names the next struct); that holds for every code
 * through LLVM 22 (TARGET_TYPE, 26, is the last), and LLVM refuses any
 * other code.  Only what value numbering asks is kept: the code of each
 * type, and for FUNCTION ([vararg, retty, paramty...]) and FUNCTION_OLD
 * ([vararg, attrid, retty, paramty...]) the return and parameter types,
 * for POINTER ([pointee, addrspace]) the pointee, for INTEGER ([width])
 * the width.
 *
 * Module-level constants: each record of a CONSTANTS block that is a
 * direct child of the MODULE_BLOCK defines one value except SETTYPE;
 * they follow the global values in the value numbering (doc/format.md 6.2).
 * Each is placed (its record's bit, code and type, 16 bytes) by a step
 * over the record, so that the printer (lib/asm/const.c) reads only the
 * records of the constants it prints.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

void bcq__types_free(void *p)
{
    bcq__types *t = p;
    if (t) {
        free(t->v);
        free(t->params);
        free(t->cst);
        free(t);
    }
}

typedef struct tbuild {
    const bcq_file *f;
    size_t acct; /* charged to f (budget.c) */
    bcq__types *t;
    size_t cap, capparams, capcst;
    uint64_t cur_type; /* the last SETTYPE's */
    int (*on)(struct tbuild *, const bcq_record *, bcq_error *);
    bcq__types_feed *feed; /* another reader of the TYPE records, or NULL */
    uint64_t bits;         /* the TYPE block's, a cap on NUMENTRY's hint */
} tbuild;

static int add_params(tbuild *b, bcq__type *ty, const bcq_record *r,
                      size_t from, bcq_error *err)
{
    bcq__types *t = b->t;
    size_t n = r->nops - from;
    int rc = bcq__fgrow(bcq__fbudget(b->f), &b->acct, (void **)&t->params, &b->capparams,
                        t->nparams + n, sizeof *t->params, err);
    if (rc)
        return rc;
    ty->first = t->nparams;
    ty->count = n;
    for (size_t i = 0; i < n; i++)
        t->params[t->nparams++] = r->ops[from + i];
    return 0;
}

#define KNOWN_CODE(id, value, name) case id:
static int known_code(unsigned code)
{
    switch (code) {
    BCQ__IDS_TYPE_CODES(KNOWN_CODE)
        return 1;
    default:
        return 0;
    }
}
#undef KNOWN_CODE

static int on_type(tbuild *b, const bcq_record *r, bcq_error *err)
{
    bcq__types_feed *fd = b->feed;
    if (fd && fd->rc == 0)
        fd->rc = fd->fn(fd->arg, r, NULL);
    if (r->code == BCQ__TYPE_CODE_NUMENTRY && b->t->n == 0) {
        /* the count LLVM writes first: the table sized at once, not
         * copied as it doubles (a tenth of opening a printer on SQLite
         * went to such copies); refused by the heap limit without an
         * error */
        size_t want = bcq__types_hint(r, b->bits, sizeof *b->t->v);
        if (want)
            (void)bcq__fgrow(bcq__fbudget(b->f), &b->acct,
                             (void **)&b->t->v, &b->cap, want,
                             sizeof *b->t->v, NULL);
        return 0;
    }
    if (r->code == BCQ__TYPE_CODE_NUMENTRY ||
        r->code == BCQ__TYPE_CODE_STRUCT_NAME)
        return 0;
    /* every code of ids.h defines one type id (through TARGET_TYPE, LLVM
     * 16); LLVM refuses any other, so whether one would is unknown */
    if (!known_code(r->code))
        return bcq__fail(err, BCQ_E_UNSUPPORTED, r->bit,
                         "type record code %u: no LLVM release through 22 "
                         "writes it, the type ids after it cannot be "
                         "numbered",
                         r->code);
    bcq__types *t = b->t;
    int rc = bcq__fgrow(bcq__fbudget(b->f), &b->acct, (void **)&t->v, &b->cap, t->n + 1,
                        sizeof *t->v, err);
    if (rc)
        return rc;
    bcq__type *ty = &t->v[t->n];
    memset(ty, 0, sizeof *ty);
    ty->code = (uint8_t)r->code;
    switch (r->code) {
    case BCQ__TYPE_CODE_POINTER:
        if (r->nops < 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "POINTER type record is empty");
        ty->ret = r->ops[0];
        break;
    case BCQ__TYPE_CODE_INTEGER: /* [width]: the old switch form's cases;
                                    0 when missing */
        ty->ret = r->nops ? r->ops[0] : 0;
        break;
    case BCQ__TYPE_CODE_FUNCTION_OLD:
    case BCQ__TYPE_CODE_FUNCTION: {
        size_t ret = r->code == BCQ__TYPE_CODE_FUNCTION ? 1 : 2;
        if (r->nops < ret + 1)
            return bcq__fail(err, BCQ_E_BAD_RECORD, r->bit,
                             "FUNCTION type record has %zu operands",
                             r->nops);
        ty->vararg = r->ops[0] != 0;
        ty->ret = r->ops[ret];
        if ((rc = add_params(b, ty, r, ret + 1, err)))
            return rc;
        break;
    }
    default:
        break;
    }
    t->n++;
    return 0;
}

static int on_constant(tbuild *b, const bcq_record *r, bcq_error *err)
{
    bcq__types *t = b->t;
    if (r->code == BCQ__CST_CODE_SETTYPE) { /* defines no value */
        /* an empty one is the printer's error (bcq_asm_open), not the
         * instruction view's, which needs no type of a constant */
        if (r->nops < 1 && t->settype_empty == UINT64_MAX)
            t->settype_empty = r->bit;
        b->cur_type = r->nops ? r->ops[0] : UINT64_MAX;
        return 0;
    }
    if (r->bit > BCQ__CST_BIT(UINT64_MAX))
        return bcq__fail(err, BCQ_E_IMPLAUSIBLE, r->bit,
                         "a constant past bit 2^56");
    int rc;
    if (t->nconsts >= b->capcst && /* grow */
        (rc = bcq__fgrow(bcq__fbudget(b->f), &b->acct, (void **)&t->cst,
                         &b->capcst, t->nconsts + 1, sizeof *t->cst, err)))
        return rc;
    uint64_t code = r->code > 255 ? 255 : r->code;
    t->cst[t->nconsts].at = r->bit | code << 56;
    t->cst[t->nconsts].type = b->cur_type;
    t->nconsts++;
    return 0;
}

static int feed(void *arg, const bcq_record *r, bcq_error *err)
{
    tbuild *b = arg;
    return b->on(b, r, err);
}

static int build(const bcq_file *f, const bcq_module *mod, void *arg,
                 void **out, size_t *acct, bcq_error *err)
{
    tbuild b;
    memset(&b, 0, sizeof b);
    b.f = f;
    b.feed = arg;
    int rc = bcq__fzalloc(bcq__fbudget(f), &b.acct, sizeof *b.t,
                          (void **)&b.t, err);
    if (rc)
        return rc;
    b.t->settype_empty = UINT64_MAX;
    int guessed = 0;
    /* the module-level TYPE_BLOCK and CONSTANTS, as the module's decode
     * met them */
    const bcq__module *im = (const bcq__module *)mod;
    for (size_t i = 0; rc == 0 && i < im->nsubs; i++) {
        const bcq_block *bl = &im->subs[i];
        if (bl->id == BCQ__TYPE_BLOCK_ID_NEW) {
            b.on = on_type;
            b.bits = bl->words * 32;
            rc = bcq__each_record_of(f, bl, feed, &b, err);
        } else if (bl->id == BCQ__CONSTANTS_BLOCK_ID) {
            /* placed, not decoded: their operands are not needed here
             * (SETTYPE's are, for the type of each) */
            b.on = on_constant;
            b.cur_type = UINT64_MAX;
            /* A large table sized at once from the block's length, one
             * constant per 64 bits (the corpus has 80 to 90), so that it
             * starts on huge pages (huge.c) rather than growing into them
             * through 4 KiB pages and a copy (120 page faults on the
             * synthetic module); a guess, not a bound, as module.c's for
             * the global values (its reserve is at most twice the
             * block's bytes, untouched but for what is filled): the spare
             * is given back below, and a charge the heap limit refuses is
             * just not made. */
            const uint64_t guess = bl->words / 2;
            if (guess * sizeof *b.t->cst >= BCQ__HUGE_MIN &&
                guess <= SIZE_MAX / sizeof *b.t->cst - b.t->nconsts &&
                bcq__fgrow(bcq__fbudget(f), &b.acct, (void **)&b.t->cst,
                           &b.capcst, b.t->nconsts + (size_t)guess,
                           sizeof *b.t->cst, NULL) == 0)
                guessed = 1;
            rc = bcq__each_record_some_of(f, bl,
                                          UINT64_C(1) << BCQ__CST_CODE_SETTYPE,
                                          feed, &b, err);
        }
    }
    if (rc) {
        bcq__types_free(b.t);
        bcq__refund(bcq__fbudget(f), &b.acct);
        return rc;
    }
    if (guessed) { /* the guess's spare, given back */
        size_t before = b.capcst;
        bcq__shrink(bcq__fbudget(f), (void **)&b.t->cst, &b.capcst,
                    b.t->nconsts, sizeof *b.t->cst);
        b.acct -= (before - b.capcst) * sizeof *b.t->cst;
    }
    if (b.feed)
        b.feed->fed = 1;
    *out = b.t;
    *acct = b.acct;
    return 0;
}

int bcq__types_get(const bcq_file *f, size_t m, const bcq__types **out,
                   bcq_error *err)
{
    return bcq__types_get_fed(f, m, out, NULL, err);
}

int bcq__types_get_fed(const bcq_file *f, size_t m, const bcq__types **out,
                       bcq__types_feed *fd, bcq_error *err)
{
    if (fd) {
        fd->rc = 0;
        fd->fed = 0;
    }
    /* the module's level and global value count: the lite decode's */
    int rc = bcq__module_part_lite(f, m, offsetof(bcq__modslot, types),
                                   build, bcq__types_free, fd, NULL,
                                   (void **)out, err);
    if (rc && fd)
        fd->fed = 0;
    return rc;
}

size_t bcq__types_hint(const bcq_record *r, uint64_t block_bits,
                       size_t elem)
{
    if (r->code != BCQ__TYPE_CODE_NUMENTRY || r->nops < 1)
        return 0;
    uint64_t want = r->ops[0] < block_bits / 8 ? r->ops[0] : block_bits / 8;
    return want > 1 && want <= SIZE_MAX / elem ? (size_t)want : 0;
}

const bcq__type *bcq__type_at(const bcq__types *t, uint64_t id)
{
    return id < t->n ? &t->v[id] : NULL;
}

const bcq__type *bcq__type_function(const bcq__types *t, uint64_t id)
{
    const bcq__type *ty = bcq__type_at(t, id);
    /* typed pointers to functions */
    if (ty && ty->code == BCQ__TYPE_CODE_POINTER)
        ty = bcq__type_at(t, ty->ret);
    if (ty && (ty->code == BCQ__TYPE_CODE_FUNCTION ||
               ty->code == BCQ__TYPE_CODE_FUNCTION_OLD))
        return ty;
    return NULL;
}
