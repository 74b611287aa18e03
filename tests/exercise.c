/*
 * exercise.c - see exercise.h.  Plain C over the public API only (no Check:
 * the fuzzer links it too).  Each check names the contract it holds the
 * library to, from include/bcq.h.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bcq.h"
#include "internals.h" /* BCQ__OPEN_AHEAD_ALWAYS */
#include "exercise.h"

void (*bcq_ex_on_violation)(const uint8_t *data, size_t size,
                            const char *what);

/* The state of one run. */
typedef struct ex {
    const uint8_t *data;
    size_t size;
    uint64_t bits;      /* 8 * size */
    uint64_t sbase;     /* first bit of the bitstream (wrapper offset) */
    uint64_t send;      /* first bit after it */
    bcq_ex_stats *st;
    uint64_t budget;
    const char *phase;  /* for messages: "open", "deep"... */
} ex;

/* Global value i of mod, filled by bcq_module_get()'s accessor into one of
 * a few slots reused in turn (a failure is a contract violation, reported
 * by check_globals). */
static const bcq_global *gv_at(const bcq_module *mod, size_t i)
{
    static _Thread_local bcq_global ring[8];
    static _Thread_local unsigned next;
    bcq_global *g = &ring[next++ % 8];
    if (bcq_module_global(mod, i, g) != 0)
        memset(g, 0, sizeof *g);
    return g;
}

/* ----------------------------------------------------------- violations */

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3), noreturn))
#endif
static void violation(const ex *x, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (bcq_ex_on_violation)
        bcq_ex_on_violation(x->data, x->size, msg);
    fprintf(stderr, "bcq exercise: contract violation (%s, input of %zu "
                    "bytes): %s\n",
            x->phase, x->size, msg);
    abort();
}

#define V(...) violation(x, __VA_ARGS__)
#define REQUIRE(cond, ...)                                                    \
    do {                                                                      \
        if (!(cond))                                                          \
            violation(x, __VA_ARGS__);                                        \
    } while (0)

/* --------------------------------------------------------------- budget */

static int more(ex *x)
{
    if (x->st->work < x->budget)
        return 1;
    x->st->budget_hit = 1;
    return 0;
}

static void spend(ex *x, uint64_t units)
{
    x->st->work += units;
}

/* --------------------------------------------------------------- digest */

static void mix(ex *x, uint64_t v)
{
    uint64_t h = x->st->digest;
    for (int i = 0; i < 8; i++) {
        h ^= (v >> (8 * i)) & 0xff;
        h *= UINT64_C(1099511628211);
    }
    x->st->digest = h;
}

/* Touch every byte of p[0..n) (so that ASan sees an invalid one) and mix
 * them in. */
static void mix_bytes(ex *x, const void *p, size_t n)
{
    const uint8_t *b = p;
    uint64_t h = x->st->digest;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= UINT64_C(1099511628211);
    }
    x->st->digest = h;
    spend(x, n / 64);
}

/* --------------------------------------------------------------- status */

#define M(s) (UINT32_C(1) << (unsigned)(-(s)))
/* The errors of the bitstream: what a reader's next can say. */
#define BITSTREAM                                                             \
    (M(BCQ_E_TRUNCATED) | M(BCQ_E_BAD_BLOCK) | M(BCQ_E_BAD_ABBREV) |          \
     M(BCQ_E_BAD_RECORD) | M(BCQ_E_BAD_VBR) | M(BCQ_E_TOO_DEEP) |            \
     M(BCQ_E_IMPLAUSIBLE) | M(BCQ_E_NOMEM))
/* bcq_open_path/_mem, input-dependent part. */
#define OPEN_SET                                                              \
    (BITSTREAM | M(BCQ_E_NOT_BITCODE) | M(BCQ_E_BAD_WRAPPER))
/* bcq_module_count. */
#define MCOUNT_SET (M(BCQ_E_NOT_IR) | M(BCQ_E_BAD_BLOCK))
/* bcq_module_get: RANGE, NOT_IR, BAD_RECORD, UNSUPPORTED, the bitstream,
 * NOMEM (and what module_count says, which it needs). */
#define MGET_SET                                                              \
    (MCOUNT_SET | M(BCQ_E_RANGE) | M(BCQ_E_BAD_RECORD) |                      \
     M(BCQ_E_UNSUPPORTED) | BITSTREAM)
/* bcq_function_count: module_get's, BAD_RECORD, BAD_BLOCK, VST bitstream. */
#define FCOUNT_SET MGET_SET
/* bcq_symtab_get: its own codes, bcq_module_count's BCQ_E_BAD_BLOCK (an
 * IDENTIFICATION without its MODULE) and the bitstream errors of reading
 * the SYMTAB and STRTAB blocks, which the open jumped over (bcq.h). */
#define SYMTAB_SET                                                            \
    (M(BCQ_E_NOT_FOUND) | M(BCQ_E_NOT_IR) | M(BCQ_E_UNSUPPORTED) |            \
     M(BCQ_E_BAD_RECORD) | M(BCQ_E_STALE) | MCOUNT_SET | BITSTREAM)
#define INSTS_OPEN_SET (M(BCQ_E_UNSUPPORTED) | M(BCQ_E_BAD_RECORD) | BITSTREAM)
#define INSTS_NEXT_SET                                                        \
    (M(BCQ_E_UNSUPPORTED) | M(BCQ_E_BAD_RECORD) | BITSTREAM)

static void poison(bcq_error *e)
{
    memset(e, 0xA5, sizeof *e);
}

static void count_status(ex *x, int rc)
{
    x->st->calls++;
    if (rc) {
        x->st->errors++;
        if (rc < 0 && -rc < BCQ_EX_NSTATUS)
            x->st->by_status[-rc]++;
    }
}

/* A refusal for lack of memory: BCQ_E_NOMEM, or a status named
 * BCQ_E_LIMIT (a per-handle memory budget, being added to the library:
 * "an open or query that would need more fails with BCQ_E_LIMIT"), which
 * is accepted wherever BCQ_E_NOMEM is.  Matched by name so that this file
 * builds with and without it. */
static int is_memory_refusal(int rc)
{
    const char *name = bcq_status_name(rc);
    return rc == BCQ_E_NOMEM || (name && strcmp(name, "BCQ_E_LIMIT") == 0);
}

/* A status without an error record: 0 or a documented negative code. */
static void check_code(ex *x, const char *call, int rc, uint32_t allowed)
{
    count_status(x, rc);
    spend(x, 1);
    if (rc == 0)
        return;
    REQUIRE(rc < 0 && rc > -32, "%s returned %d", call, rc);
    const char *name = bcq_status_name(rc);
    REQUIRE(name != NULL, "%s returned %d, which has no name", call, rc);
    REQUIRE(strcmp(bcq_strerror(rc), "unknown error") != 0,
            "%s returned %s without a message", call, name);
    REQUIRE((allowed & M(rc)) ||
                (is_memory_refusal(rc) && (allowed & M(BCQ_E_NOMEM))),
            "%s returned %s, not among its documented codes", call, name);
}

/* BCQ_END: no error, so err was cleared (bcq.h ITERATION). */
static void end_of_iteration(ex *x, const char *call, const bcq_error *e)
{
    count_status(x, 0);
    REQUIRE(e->code == 0 && e->message[0] == 0,
            "%s: BCQ_END but err.code %d", call, e->code);
}

/* A status with its error record (ERRORS in bcq.h: cleared on entry,
 * filled on failure). */
static void check_rc(ex *x, const char *call, int rc, uint32_t allowed,
                     const bcq_error *e)
{
    check_code(x, call, rc, allowed);
    if (rc == 0) {
        REQUIRE(e->code == 0 && e->message[0] == 0,
                "%s succeeded but left err.code %d \"%.100s\"", call,
                e->code, memchr(e->message, 0, sizeof e->message)
                             ? e->message : "(unterminated)");
        return;
    }
    const char *name = bcq_status_name(rc);
    REQUIRE(memchr(e->message, 0, sizeof e->message) != NULL,
            "%s: %s with an unterminated message (err not filled)", call,
            name);
    REQUIRE(e->code == rc, "%s returned %s but err.code is %d (\"%s\")",
            call, name, e->code, e->message);
    REQUIRE(e->message[0] != 0, "%s: %s with an empty message", call, name);
    /* (BCQ_E_INVAL names the caller's argument, which may be anything:
     * bcq_reader_open reports a made-up block at its bit) */
    REQUIRE(e->bit <= x->bits || rc == BCQ_E_INVAL,
            "%s: %s at bit %llu, past the input's %llu bits (\"%s\")", call,
            name, (unsigned long long)e->bit,
            (unsigned long long)x->bits, e->message);
    int has_id = e->block_id != UINT32_MAX;
    int has_bit = e->block_bit != UINT64_MAX;
    REQUIRE(has_id == has_bit,
            "%s: %s with enclosing block id %u at bit %llu (half set)", call,
            name, e->block_id, (unsigned long long)e->block_bit);
    if (has_bit) {
        REQUIRE(e->block_bit < x->bits,
                "%s: %s: enclosing block at bit %llu, past the input", call,
                name, (unsigned long long)e->block_bit);
        REQUIRE(is_memory_refusal(rc) ||
                    e->block_bit <= e->bit,
                "%s: %s at bit %llu, before its enclosing block at %llu "
                "(\"%s\")",
                call, name, (unsigned long long)e->bit,
                (unsigned long long)e->block_bit, e->message);
    }
    REQUIRE(e->sys_errno == 0 || rc == BCQ_E_IO || is_memory_refusal(rc),
            "%s: %s with errno %d", call, name, e->sys_errno);
}

/* ---------------------------------------------------------------- spans */

static int inside(const ex *x, const void *p, size_t n)
{
    uintptr_t a = (uintptr_t)p, lo = (uintptr_t)x->data;
    return a >= lo && a - lo <= x->size && n <= x->size - (a - lo);
}

/* A span documented as a view into the input. */
static void check_in(ex *x, const char *what, bcq_span s)
{
    if (s.len == 0)
        return;
    REQUIRE(s.ptr != NULL, "%s: %zu bytes at NULL", what, s.len);
    REQUIRE(inside(x, s.ptr, s.len),
            "%s: %zu bytes at %p, outside the input [%p, +%zu)", what, s.len,
            (const void *)s.ptr, (const void *)x->data, x->size);
    mix_bytes(x, s.ptr, s.len);
}

/* A span inside another span (a STRTAB slice). */
static void check_within(ex *x, const char *what, bcq_span s, bcq_span outer)
{
    check_in(x, what, s);
    if (s.len == 0)
        return;
    uintptr_t a = (uintptr_t)s.ptr, lo = (uintptr_t)outer.ptr;
    REQUIRE(outer.ptr && a >= lo && a - lo <= outer.len &&
                s.len <= outer.len - (a - lo),
            "%s: %zu bytes not inside its %zu-byte table", what, s.len,
            outer.len);
}

/* A span that is either a view into the input or a copy the handle owns:
 * never straddling the input's edge; every byte readable. */
static void check_span(ex *x, const char *what, bcq_span s)
{
    if (s.len == 0)
        return;
    REQUIRE(s.ptr != NULL, "%s: %zu bytes at NULL", what, s.len);
    uintptr_t a = (uintptr_t)s.ptr, lo = (uintptr_t)x->data,
              hi = lo + x->size;
    int overlaps = a < hi && a + s.len > lo;
    REQUIRE(!overlaps || inside(x, s.ptr, s.len),
            "%s: %zu bytes at %p straddle the input's edge", what, s.len,
            (const void *)s.ptr);
    mix_bytes(x, s.ptr, s.len);
}

/* A NUL-terminated name the library hands out (may be NULL). */
static void check_name(ex *x, const char *what, const char *s)
{
    if (!s)
        return;
    size_t n = strlen(s);
    REQUIRE(n < 65536, "%s: a %zu-byte name", what, n);
    mix_bytes(x, s, n);
}

/* --------------------------------------------------------------- blocks */

static uint64_t block_end(const bcq_block *b)
{
    return b->body_bit + 32 * b->words;
}

/* What every bcq_block must describe: a body inside the bitstream,
 * 32-bit aligned in it, a valid width, a depth under the limit. */
static void check_block(ex *x, const char *what, const bcq_block *b)
{
    REQUIRE(b->abbrev_width >= 1 && b->abbrev_width <= 32,
            "%s: abbrev width %u", what, b->abbrev_width);
    REQUIRE(b->depth < 64, "%s: depth %u", what, b->depth);
    REQUIRE((b->flags & ~(unsigned)BCQ_BLOCK_LAZY) == 0, "%s: flags %#x",
            what, b->flags);
    REQUIRE(b->words <= UINT32_MAX, "%s: %llu words", what,
            (unsigned long long)b->words);
    REQUIRE(b->bit >= x->sbase + 32 && b->bit < b->body_bit,
            "%s: ENTER at bit %llu, body at %llu (stream from %llu)", what,
            (unsigned long long)b->bit,
            (unsigned long long)b->body_bit, (unsigned long long)x->sbase);
    REQUIRE((b->body_bit - x->sbase) % 32 == 0,
            "%s: body at bit %llu is not word-aligned in the stream", what,
            (unsigned long long)b->body_bit);
    REQUIRE(block_end(b) <= x->send,
            "%s: body [%llu, %llu) past the stream's end %llu", what,
            (unsigned long long)b->body_bit,
            (unsigned long long)block_end(b), (unsigned long long)x->send);
    mix(x, b->id);
    mix(x, b->bit);
    mix(x, b->words);
    x->st->blocks++;
}

/* Child c lies in parent p's body, one level deeper. */
static void check_nested(ex *x, const char *what, const bcq_block *p,
                         const bcq_block *c)
{
    REQUIRE(c->depth == p->depth + 1, "%s: depth %u under a block of depth %u",
            what, c->depth, p->depth);
    REQUIRE(c->bit >= p->body_bit && block_end(c) <= block_end(p),
            "%s: [%llu, %llu) outside its parent's body [%llu, %llu)", what,
            (unsigned long long)c->bit,
            (unsigned long long)block_end(c),
            (unsigned long long)p->body_bit,
            (unsigned long long)block_end(p));
}

/* a and b describe the same block. */
static void check_same_block(ex *x, const char *what, const bcq_block *a,
                             const bcq_block *b)
{
    REQUIRE(a->id == b->id && a->bit == b->bit &&
                a->body_bit == b->body_bit && a->words == b->words &&
                a->abbrev_width == b->abbrev_width && a->depth == b->depth,
            "%s: block id %u at %llu (%llu words, depth %u) differs from the "
            "index's id %u at %llu (%llu words, depth %u)",
            what, a->id, (unsigned long long)a->bit,
            (unsigned long long)a->words, a->depth, b->id,
            (unsigned long long)b->bit,
            (unsigned long long)b->words, b->depth);
}

/* --------------------------------------------------------------- reader */

typedef struct rlevel {
    unsigned id;
    uint64_t body, end;
} rlevel;

static void check_record(ex *x, const bcq_file *f, const bcq_record *r,
                         const rlevel *L)
{
    REQUIRE(r->bit >= L->body && r->bit < r->end_bit &&
                r->end_bit <= L->end,
            "record code %u at [%llu, %llu) outside its block [%llu, %llu)",
            r->code, (unsigned long long)r->bit,
            (unsigned long long)r->end_bit, (unsigned long long)L->body,
            (unsigned long long)L->end);
    REQUIRE(r->abbrev_id >= 3, "record with abbrev id %u", r->abbrev_id);
    REQUIRE(r->nops == 0 || r->ops != NULL, "%zu operands at NULL", r->nops);
    REQUIRE(r->array_start == BCQ_NONE || r->array_start <= r->nops,
            "array_start %zu of %zu operands", r->array_start, r->nops);
    REQUIRE(r->nops <= x->bits, "%zu operands in %llu bits", r->nops,
            (unsigned long long)x->bits);
    if (r->has_blob) {
        check_in(x, "record blob", r->blob);
        if (r->blob.len) {
            uint64_t from = (uint64_t)(r->blob.ptr - x->data) * 8;
            REQUIRE(from >= r->bit &&
                        from + 8 * (uint64_t)r->blob.len <= r->end_bit,
                    "blob of %zu bytes at bit %llu outside its record "
                    "[%llu, %llu)",
                    r->blob.len, (unsigned long long)from,
                    (unsigned long long)r->bit,
                    (unsigned long long)r->end_bit);
        }
    }
    mix(x, r->code);
    mix(x, r->nops);
    uint64_t h = 0;
    for (size_t i = 0; i < r->nops; i++)
        h = h * 31 + r->ops[i];
    mix(x, h);
    spend(x, 1 + r->nops / 16);
    x->st->records++;
    check_name(x, "bcq_record_name",
               bcq_record_name(f, L->id, r->code, r->bit));
}

/*
 * Read block b with a reader to its END (or the first error, or the end
 * of the budget), checking every entry.  enter: enter every sub-block
 * (else they are skipped by their blocklen).  Counts records into *nrec
 * and mixes (code, offset) of the root's own records into *seq.
 */
static int read_block(ex *x, const bcq_file *f, const bcq_block *b, int enter,
                      uint64_t *nrec, uint64_t *seq)
{
    bcq_error e;
    poison(&e);
    bcq_reader *r = (bcq_reader *)&e; /* must be set to NULL on failure */
    int rc = bcq_reader_open(f, b, &r, &e);
    /* a block from the index, a list of children or a reader: only
     * BCQ_E_NOMEM may refuse it */
    /* the BLOCKINFO in force is parsed on first use */
    check_rc(x, "bcq_reader_open", rc, M(BCQ_E_NOMEM) | BITSTREAM, &e);
    if (rc) {
        REQUIRE(r == NULL, "bcq_reader_open failed but set *out");
        return rc;
    }
    REQUIRE(r != NULL, "bcq_reader_open returned 0 and no reader");
    REQUIRE(bcq_reader_tell(r) == b->body_bit,
            "a new reader of the block at %llu tells %llu, not its body %llu",
            (unsigned long long)b->bit,
            (unsigned long long)bcq_reader_tell(r),
            (unsigned long long)b->body_bit);
    rlevel stack[66];
    unsigned sp = 0;
    stack[0] = (rlevel){b->id, b->body_bit, block_end(b)};
    uint64_t last = b->body_bit;
    int probed = 0;
    for (;;) {
        if (!more(x)) {
            rc = 0;
            break;
        }
        bcq_entry en;
        memset(&en, 0xA5, sizeof en);
        poison(&e);
        rc = bcq_reader_next(r, &en, &e);
        check_rc(x, "bcq_reader_next", rc, BITSTREAM, &e);
        if (rc) {
            /* "After an error the reader stays in error." */
            bcq_error e2;
            poison(&e2);
            int rc2 = bcq_reader_next(r, &en, &e2);
            check_rc(x, "bcq_reader_next after an error", rc2, BITSTREAM,
                     &e2);
            REQUIRE(rc2 == rc, "bcq_reader_next: %s, then %s",
                    bcq_status_name(rc), bcq_status_name(rc2));
            mix(x, (uint64_t)-rc);
            mix(x, e.bit);
            break;
        }
        uint64_t tell = bcq_reader_tell(r);
        REQUIRE(tell >= last && tell <= stack[sp].end,
                "bcq_reader_tell %llu (was %llu, block ends at %llu)",
                (unsigned long long)tell, (unsigned long long)last,
                (unsigned long long)stack[sp].end);
        last = tell;
        rlevel *L = &stack[sp];
        if (en.kind == BCQ_ENTRY_RECORD) {
            REQUIRE(en.depth == sp && en.block_id == L->id,
                    "record at depth %u of block %u, reader at depth %u of "
                    "block %u",
                    en.depth, en.block_id, sp, L->id);
            check_record(x, f, &en.record, L);
            if (sp == 0) {
                ++*nrec;
                *seq = *seq * 1000003 + en.record.code;
                *seq = *seq * 1000003 + en.record.bit;
            }
            if (!probed) { /* enter is for sub-blocks only */
                probed = 1;
                poison(&e);
                int rc3 = bcq_reader_enter(r, &e);
                check_rc(x, "bcq_reader_enter after a record", rc3,
                         M(BCQ_E_INVAL), &e);
                REQUIRE(rc3 == BCQ_E_INVAL,
                        "bcq_reader_enter after a record returned %d", rc3);
            }
        } else if (en.kind == BCQ_ENTRY_SUBBLOCK) {
            const bcq_block *s = &en.block;
            REQUIRE(en.depth == sp && en.block_id == s->id,
                    "sub-block id %u entry at depth %u (block id %u), reader "
                    "at depth %u",
                    en.block_id, en.depth, s->id, sp);
            check_block(x, "reader sub-block", s);
            REQUIRE(s->depth == b->depth + sp + 1,
                    "reader sub-block at depth %u, expected %u", s->depth,
                    b->depth + sp + 1);
            REQUIRE(s->bit >= L->body && block_end(s) <= L->end,
                    "reader sub-block [%llu, %llu) outside [%llu, %llu)",
                    (unsigned long long)s->bit,
                    (unsigned long long)block_end(s),
                    (unsigned long long)L->body, (unsigned long long)L->end);
            check_name(x, "bcq_block_name",
                       bcq_block_name(f, s->id, s->bit));
            if (s->index != BCQ_NONE) {
                bcq_block ib;
                int rc4 = bcq_block_at(f, s->index, &ib);
                check_code(x, "bcq_block_at(sub-block's index)", rc4, 0);
                check_same_block(x, "reader sub-block vs index", s, &ib);
            }
            if (sp == 0) {
                *seq = *seq * 1000003 + 0xB10C;
                *seq = *seq * 1000003 + s->bit;
            }
            if (enter && sp + 1 < sizeof stack / sizeof stack[0]) {
                poison(&e);
                rc = bcq_reader_enter(r, &e);
                check_rc(x, "bcq_reader_enter", rc, M(BCQ_E_NOMEM), &e);
                if (rc)
                    break;
                stack[++sp] = (rlevel){s->id, s->body_bit, block_end(s)};
                REQUIRE(bcq_reader_tell(r) == s->body_bit,
                        "entered sub-block at %llu: reader tells %llu",
                        (unsigned long long)s->bit,
                        (unsigned long long)bcq_reader_tell(r));
                last = s->body_bit;
            }
        } else if (en.kind == BCQ_ENTRY_END) {
            REQUIRE(en.depth == sp && en.block_id == L->id,
                    "END of block %u at depth %u, reader in block %u at "
                    "depth %u",
                    en.block_id, en.depth, L->id, sp);
            REQUIRE(tell == L->end, "END of block %u: reader at %llu, the "
                                    "body ends at %llu",
                    L->id, (unsigned long long)tell,
                    (unsigned long long)L->end);
            if (sp == 0) {
                /* The root's END is the last entry: BCQ_END after it, on
                 * every call (bcq.h ITERATION). */
                for (int k = 0; k < 2; k++) {
                    poison(&e);
                    rc = bcq_reader_next(r, &en, &e);
                    REQUIRE(rc == BCQ_END, "bcq_reader_next after the "
                                           "root's END: %d", rc);
                    end_of_iteration(x, "bcq_reader_next", &e);
                }
                break;
            }
            sp--;
            last = tell;
        } else {
            V("bcq_reader_next returned entry kind %d", (int)en.kind);
        }
    }
    bcq_reader_close(r);
    return rc;
}

/* ---------------------------------------------------------------- index */

/* Children of a block that has no index position (inside a lazy body):
 * list them, check them, read them, and recurse. */
static void lazy_children(ex *x, const bcq_file *f, const bcq_block *p,
                          unsigned level)
{
    if (level > 70 || !more(x))
        return;
    bcq_error e;
    size_t n = 0;
    poison(&e);
    int rc = bcq_block_children(f, p, NULL, 0, &n, &e);
    check_rc(x, "bcq_block_children(lazy, cap 0)", rc,
             M(BCQ_E_RANGE) | BITSTREAM, &e);
    if (rc && rc != BCQ_E_RANGE)
        return;
    REQUIRE((rc == BCQ_E_RANGE) == (n > 0),
            "bcq_block_children cap 0: %s with %zu children",
            bcq_status_name(rc), n);
    REQUIRE(n <= x->bits / 64, "%zu children in %llu bits", n,
            (unsigned long long)x->bits);
    if (n == 0)
        return;
    bcq_block *kids = malloc(n * sizeof *kids);
    if (!kids)
        return;
    size_t n2 = 0;
    poison(&e);
    rc = bcq_block_children(f, p, kids, n, &n2, &e);
    check_rc(x, "bcq_block_children(lazy)", rc, 0, &e);
    REQUIRE(n2 == n, "bcq_block_children: %zu children, then %zu", n, n2);
    uint64_t prev = 0;
    for (size_t i = 0; i < n && more(x); i++) {
        const bcq_block *c = &kids[i];
        check_block(x, "lazy child", c);
        check_nested(x, "lazy child", p, c);
        REQUIRE(c->bit >= prev, "lazy children out of order");
        prev = block_end(c);
        REQUIRE(c->parent == (level == 0 ? p->index : BCQ_NONE),
                "lazy child's parent %zu (level %u, parent index %zu)",
                c->parent, level, p->index);
        check_name(x, "bcq_block_name",
                   bcq_block_name(f, c->id, c->bit));
        uint64_t nrec = 0, seq = 0;
        read_block(x, f, c, 0, &nrec, &seq);
        lazy_children(x, f, c, level + 1);
    }
    free(kids);
}

static void walk_index(ex *x, const bcq_file *f, int deep)
{
    size_t n = bcq_block_count(f);
    /* every block needs at least an ENTER (abbrev id, ids, blocklen: more
     * than 32 bits) and an END */
    REQUIRE(n <= x->bits / 64, "%zu blocks in %llu bits", n,
            (unsigned long long)x->bits);
    size_t *nkids = calloc(n ? n : 1, sizeof *nkids);
    unsigned ids[64];
    size_t first[64], nids = 0;
    if (!nkids)
        return;
    bcq_block b, pb;
    uint64_t prev = 0;
    size_t walked = 0;
    for (size_t i = 0; i < n && more(x); i++, walked++) {
        int rc = bcq_block_at(f, i, &b);
        check_code(x, "bcq_block_at", rc, 0);
        check_block(x, "indexed block", &b);
        REQUIRE(b.index == i, "bcq_block_at(%zu) has index %zu", i, b.index);
        REQUIRE(b.bit > prev || i == 0,
                "block %zu at bit %llu, not after block %zu at %llu", i,
                (unsigned long long)b.bit, i - 1,
                (unsigned long long)prev);
        prev = b.bit;
        REQUIRE(!deep || !(b.flags & BCQ_BLOCK_LAZY),
                "block %zu is lazy in a BCQ_OPEN_DEEP index", i);
        if (b.depth == 0) {
            REQUIRE(b.parent == BCQ_NONE, "top-level block %zu has parent "
                                          "%zu", i, b.parent);
        } else {
            REQUIRE(b.parent < i, "block %zu has parent %zu", i, b.parent);
            rc = bcq_block_at(f, b.parent, &pb);
            check_code(x, "bcq_block_at(parent)", rc, 0);
            check_nested(x, "indexed block", &pb, &b);
            REQUIRE(!(pb.flags & BCQ_BLOCK_LAZY),
                    "block %zu is indexed inside lazy block %zu", i,
                    b.parent);
            nkids[b.parent]++;
        }
        check_name(x, "bcq_block_name",
                   bcq_block_name(f, b.id, b.bit));
        check_name(x, "bcq_block_name(last)",
                   bcq_block_name(f, b.id, UINT64_MAX));
        size_t k;
        for (k = 0; k < nids && ids[k] != b.id; k++)
            ;
        if (k == nids && nids < 64) {
            ids[nids] = b.id;
            first[nids++] = i;
        }
    }
    int rc = bcq_block_at(f, n, &b);
    check_code(x, "bcq_block_at(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_block_at(count) returned %d", rc);

    /* bcq_block_find gives the first block of an id, then the next */
    for (size_t k = 0; k < nids && walked == n; k++) {
        size_t at = BCQ_NONE;
        rc = bcq_block_find(f, ids[k], 0, &at);
        check_code(x, "bcq_block_find", rc, 0);
        REQUIRE(at == first[k], "bcq_block_find(id %u) = %zu, first is %zu",
                ids[k], at, first[k]);
        rc = bcq_block_find(f, ids[k], at + 1, &at);
        check_code(x, "bcq_block_find(next)", rc, M(BCQ_E_NOT_FOUND));
        if (rc == 0) {
            REQUIRE(at > first[k] && at < n, "bcq_block_find next: %zu", at);
            bcq_block_at(f, at, &b);
            REQUIRE(b.id == ids[k], "bcq_block_find(id %u) found id %u",
                    ids[k], b.id);
        }
        rc = bcq_block_find(f, ids[k], n, &at);
        check_code(x, "bcq_block_find(count)", rc, M(BCQ_E_NOT_FOUND));
        REQUIRE(rc == BCQ_E_NOT_FOUND, "bcq_block_find from the end: %d", rc);
    }

    /* children of every block, then its records */
    bcq_block kids[16];
    for (size_t i = 0; i < walked && more(x); i++) {
        bcq_block_at(f, i, &b);
        bcq_error e;
        size_t cnt = 0;
        poison(&e);
        rc = bcq_block_children(f, &b, kids, 16, &cnt, &e);
        if (b.flags & BCQ_BLOCK_LAZY) {
            check_rc(x, "bcq_block_children(lazy)", rc,
                     M(BCQ_E_RANGE) | BITSTREAM, &e);
            if (rc == 0 || rc == BCQ_E_RANGE) {
                size_t again = 0;
                poison(&e);
                int rc2 = bcq_block_children(f, &b, NULL, 0, &again, &e);
                check_rc(x, "bcq_block_children(lazy, again)", rc2,
                         M(BCQ_E_RANGE), &e);
                REQUIRE(again == cnt, "lazy block %zu: %zu children, then "
                                      "%zu", i, cnt, again);
                lazy_children(x, f, &b, 0);
            }
        } else {
            check_rc(x, "bcq_block_children", rc, M(BCQ_E_RANGE), &e);
            REQUIRE(cnt == nkids[i], "block %zu: %zu children, the index has "
                                     "%zu", i, cnt, nkids[i]);
            REQUIRE((rc == BCQ_E_RANGE) == (cnt > 16),
                    "bcq_block_children: %s for %zu children in 16",
                    bcq_status_name(rc), cnt);
            for (size_t k = 0; k < cnt && k < 16; k++) {
                REQUIRE(kids[k].parent == i && kids[k].index != BCQ_NONE &&
                            kids[k].index > i && kids[k].index < n,
                        "child %zu of block %zu: index %zu, parent %zu", k, i,
                        kids[k].index, kids[k].parent);
                bcq_block_at(f, kids[k].index, &pb);
                check_same_block(x, "child vs index", &kids[k], &pb);
            }
        }
        uint64_t nrec = 0, seq = 0;
        read_block(x, f, &b, b.depth == 0, &nrec, &seq);
    }
    free(nkids);
}

/* ------------------------------------------------------------- modules */

static void check_module_facts(ex *x, const bcq_file *f, size_t m,
                               const bcq_module *mod)
{
    size_t n = bcq_block_count(f);
    bcq_block b;
    REQUIRE(mod->index == m, "module %zu says index %zu", m, mod->index);
    REQUIRE(mod->module_block < n, "module %zu: MODULE_BLOCK %zu of %zu", m,
            mod->module_block, n);
    bcq_block_at(f, mod->module_block, &b);
    REQUIRE(b.id == 8 && b.depth == 0, "module %zu: its block %zu has id %u "
                                       "depth %u",
            m, mod->module_block, b.id, b.depth);
    uint64_t first = b.bit;
    if (mod->ident_block != BCQ_NONE) {
        REQUIRE(mod->ident_block < mod->module_block,
                "module %zu: IDENTIFICATION %zu after MODULE %zu", m,
                mod->ident_block, mod->module_block);
        bcq_block_at(f, mod->ident_block, &b);
        REQUIRE(b.id == 13, "module %zu: IDENTIFICATION block has id %u", m,
                b.id);
        first = b.bit;
    }
    REQUIRE(mod->bit == first, "module %zu at bit %llu, its first "
                                       "block at %llu",
            m, (unsigned long long)mod->bit,
            (unsigned long long)first);
    if (mod->strtab_block != BCQ_NONE) {
        REQUIRE(mod->strtab_block < n, "module %zu: STRTAB block %zu", m,
                mod->strtab_block);
        bcq_block_at(f, mod->strtab_block, &b);
        REQUIRE(b.id == 23, "module %zu: STRTAB block has id %u", m, b.id);
    }
    REQUIRE(mod->version <= 2, "module %zu: version %u", m, mod->version);
    check_in(x, "module strtab", mod->strtab);
    check_span(x, "producer", mod->producer);
    check_span(x, "triple", mod->triple);
    check_span(x, "datalayout", mod->datalayout);
    check_span(x, "source_filename", mod->source_filename);
    check_span(x, "inline_asm", mod->inline_asm);
    mix(x, mod->version);
    mix(x, mod->nglobals);
    REQUIRE(mod->nsections == 0 || mod->sections, "sections at NULL");
    REQUIRE(mod->ngc_names == 0 || mod->gc_names, "GC names at NULL");
    REQUIRE(mod->ndeplibs == 0 || mod->deplibs, "deplibs at NULL");
    REQUIRE(mod->ncomdats == 0 || mod->comdats, "comdats at NULL");
    bcq_global probe;
    REQUIRE(bcq_module_global(mod, mod->nglobals, &probe) == BCQ_E_RANGE,
            "bcq_module_global past the last global: not BCQ_E_RANGE");
    REQUIRE(bcq_module_global(mod, 0, NULL) == BCQ_E_INVAL,
            "bcq_module_global(NULL out): not BCQ_E_INVAL");
    REQUIRE(mod->nglobals <= x->bits, "%zu globals in %llu bits",
            mod->nglobals, (unsigned long long)x->bits);
    for (size_t i = 0; i < mod->nsections && more(x); i++)
        check_span(x, "section name", mod->sections[i]);
    for (size_t i = 0; i < mod->ngc_names && more(x); i++)
        check_span(x, "GC name", mod->gc_names[i]);
    for (size_t i = 0; i < mod->ndeplibs && more(x); i++)
        check_span(x, "deplib", mod->deplibs[i]);
    for (size_t i = 0; i < mod->ncomdats && more(x); i++) {
        const bcq_comdat *c = &mod->comdats[i];
        if (mod->version >= 2)
            check_within(x, "comdat name (STRTAB)", c->name, mod->strtab);
        else
            check_span(x, "comdat name", c->name);
        REQUIRE(c->selection <= BCQ_COMDAT_SAME_SIZE,
                "comdat %zu: selection %u", i, c->selection);
        spend(x, 1);
    }
}

/* Version 0/1 names: "v0/v1: from the module-level VALUE_SYMTAB" -- each
 * VST_ENTRY [valueid, namechar...] and FNENTRY [valueid, offset,
 * namechar...] of a VALUE_SYMTAB directly in the MODULE_BLOCK names a
 * global value (the last one wins).  Read them here with a reader and
 * compare. */
static void check_v1_names(ex *x, const bcq_file *f, const bcq_module *mod)
{
    if (mod->version >= 2 || mod->nglobals == 0 || !more(x))
        return;
    size_t n = bcq_block_count(f);
    uint64_t *hash = calloc(mod->nglobals, sizeof *hash);
    size_t *len = calloc(mod->nglobals, sizeof *len);
    uint8_t *named = calloc(mod->nglobals, 1);
    if (!hash || !len || !named)
        goto out;
    bcq_block b;
    for (size_t i = mod->module_block + 1; i < n && more(x); i++) {
        if (bcq_block_at(f, i, &b) != 0 || b.depth == 0)
            break;
        if (b.parent != mod->module_block || b.id != 14)
            continue;
        bcq_reader *r;
        if (bcq_reader_open(f, &b, &r, NULL) != 0)
            goto out;
        for (;;) {
            bcq_entry e;
            if (bcq_reader_next(r, &e, NULL) != 0) { /* then module_get
                                                        failed too */
                bcq_reader_close(r);
                goto out;
            }
            spend(x, 1);
            if (e.kind == BCQ_ENTRY_END && e.depth == 0)
                break;
            if (e.kind != BCQ_ENTRY_RECORD || e.depth != 0)
                continue;
            const bcq_record *rec = &e.record;
            size_t first = rec->code == 1 ? 1 : rec->code == 3 ? 2 : 0;
            if (!first || rec->nops < first || rec->ops[0] >= mod->nglobals)
                continue;
            uint64_t h = 14695981039346656037u;
            for (size_t k = first; k < rec->nops; k++)
                h = (h ^ (rec->ops[k] & 0xff)) * 1099511628211u;
            size_t id = (size_t)rec->ops[0];
            hash[id] = h;
            len[id] = rec->nops - first;
            named[id] = 1;
            spend(x, rec->nops / 16);
        }
        bcq_reader_close(r);
    }
    for (size_t id = 0; id < mod->nglobals; id++) {
        if (!named[id])
            continue;
        bcq_span s = gv_at(mod, id)->name;
        uint64_t h = 14695981039346656037u;
        for (size_t k = 0; k < s.len; k++)
            h = (h ^ s.ptr[k]) * 1099511628211u;
        if (s.len != len[id] || h != hash[id]) {
            V("version-%u module: global %zu is named \"%.*s\", its "
              "VALUE_SYMTAB entry gives another %zu-byte name",
              mod->version, id, (int)(s.len > 64 ? 64 : s.len),
              (const char *)s.ptr, len[id]);
        }
    }
out:
    free(hash);
    free(len);
    free(named);
}

/* Every global value: its fields, flags, symbol name, and its lookups by
 * name.  fcount_rc/ndefs: what bcq_function_count said. */
static void check_globals(ex *x, const bcq_file *f, size_t m,
                          const bcq_module *mod, int fcount_rc)
{
    size_t ndefs = 0;
    char small[8];
    for (size_t i = 0; i < mod->nglobals && more(x); i++) {
        bcq_global gcopy;
        REQUIRE(bcq_module_global(mod, i, &gcopy) == 0,
                "bcq_module_global(%zu) of %zu failed", i, mod->nglobals);
        const bcq_global *g = &gcopy;
        x->st->globals++;
        spend(x, 4);
        REQUIRE(g->value_id == i, "global %zu has value id %zu", i,
                g->value_id);
        REQUIRE(g->kind <= BCQ_GV_IFUNC, "global %zu: kind %d", i,
                (int)g->kind);
        REQUIRE(bcq_linkage_name(g->linkage) != NULL,
                "global %zu: linkage %u has no name", i, g->linkage);
        REQUIRE(g->visibility <= 2 && g->dll_storage <= 2 && g->tls <= 4 &&
                    g->unnamed_addr <= 2,
                "global %zu: visibility %u dll %u tls %u unnamed_addr %u", i,
                g->visibility, g->dll_storage, g->tls, g->unnamed_addr);
        REQUIRE(g->comdat == BCQ_NONE || g->comdat < mod->ncomdats,
                "global %zu: comdat %zu of %zu", i, g->comdat, mod->ncomdats);
        REQUIRE(!g->is_declaration || g->kind == BCQ_GV_VARIABLE ||
                    g->kind == BCQ_GV_FUNCTION,
                "global %zu: a declared alias or ifunc", i);
        REQUIRE(g->record_bit >= mod->bit &&
                    g->record_bit < x->send,
                "global %zu: record at bit %llu", i,
                (unsigned long long)g->record_bit);
        if (mod->version >= 2)
            check_within(x, "global name (STRTAB)", g->name, mod->strtab);
        else
            check_span(x, "global name", g->name);
        check_span(x, "global section", g->section);
        check_span(x, "global gc", g->gc);
        check_span(x, "global partition", g->partition);
        if (g->kind == BCQ_GV_FUNCTION && !g->is_declaration)
            ndefs++;
        mix(x, g->kind | (uint64_t)g->linkage << 8);

        unsigned fl = bcq_global_symbol_flags(mod, i);
        REQUIRE((fl & ~0x1ffu) == 0, "global %zu: symbol flags %#x", i, fl);
        mix(x, fl);
        spend(x, g->kind == BCQ_GV_ALIAS ? mod->nglobals / 64 : 0);

        /* symbol name: RANGE first when it does not fit, then in full */
        size_t len = 0, len2 = 0;
        spend(x, 1 + (mod->datalayout.len + g->name.len) / 32 +
                     (g->name.len ? 0 : mod->nglobals / 32));
        int rc = bcq_global_symbol_name(mod, i, NULL, 0, &len);
        check_code(x, "bcq_global_symbol_name(cap 0)", rc, M(BCQ_E_RANGE));
        REQUIRE(rc == BCQ_E_RANGE, "bcq_global_symbol_name(cap 0): %d", rc);
        REQUIRE(len <= g->name.len + 64, "global %zu: a %zu-byte symbol name "
                                         "for a %zu-byte name",
                i, len, g->name.len);
        memset(small, 'x', sizeof small);
        rc = bcq_global_symbol_name(mod, i, small, sizeof small, &len2);
        check_code(x, "bcq_global_symbol_name(small)", rc,
                   M(BCQ_E_RANGE) | M(BCQ_E_UNSUPPORTED));
        REQUIRE(len2 == len, "symbol name length %zu, then %zu", len, len2);
        REQUIRE((rc == BCQ_E_RANGE) == (len >= sizeof small),
                "bcq_global_symbol_name: %s for %zu bytes in %zu",
                bcq_status_name(rc), len, sizeof small);
        /* (the name itself may hold NUL bytes) */
        REQUIRE(small[len < sizeof small ? len : sizeof small - 1] == 0,
                "bcq_global_symbol_name(small): not NUL-terminated where "
                "expected");
        char *buf = malloc(len + 1);
        if (buf) {
            rc = bcq_global_symbol_name(mod, i, buf, len + 1, &len2);
            check_code(x, "bcq_global_symbol_name", rc,
                       M(BCQ_E_UNSUPPORTED));
            REQUIRE(len2 == len && buf[len] == 0,
                    "bcq_global_symbol_name: length %zu then %zu", len, len2);
            mix_bytes(x, buf, len);
            free(buf);
        }

        /* lookups by name */
        bcq_error e;
        size_t id = BCQ_NONE;
        poison(&e);
        rc = bcq_global_find(f, m, (const char *)g->name.ptr, g->name.len, &id,
                             &e);
        check_rc(x, "bcq_global_find", rc, M(BCQ_E_NOT_FOUND), &e);
        if (g->name.len) {
            REQUIRE(rc == 0, "bcq_global_find: global %zu not found by its "
                             "name",
                    i);
            REQUIRE(id <= i && gv_at(mod, id)->name.len == g->name.len &&
                        memcmp(gv_at(mod, id)->name.ptr, g->name.ptr,
                               g->name.len) == 0,
                    "bcq_global_find(name of %zu) = %zu", i, id);
        }
        bcq_function fn;
        poison(&e);
        rc = bcq_function_find(f, m, (const char *)g->name.ptr, g->name.len,
                               &fn, &e);
        check_rc(x, "bcq_function_find", rc,
                 M(BCQ_E_NOT_FOUND) | M(BCQ_E_NO_BODY) | FCOUNT_SET, &e);
        if (g->name.len && fcount_rc == 0) {
            const bcq_global *h = gv_at(mod, id);
            int want = h->kind != BCQ_GV_FUNCTION ? BCQ_E_NOT_FOUND
                       : h->is_declaration        ? BCQ_E_NO_BODY
                                                  : 0;
            /* a definition whose FNENTRY names no FUNCTION_BLOCK header:
             * that lookup alone fails, the same whichever way */
            if (want == 0 && rc == BCQ_E_BAD_RECORD)
                want = bcq_function_by_value(f, m, id, &fn, NULL);
            REQUIRE(rc == want, "bcq_function_find(name of %zu): %s, want %s",
                    i, bcq_status_name(rc), bcq_status_name(want));
            if (rc == 0)
                REQUIRE(fn.value_id == id &&
                            fn.global.record_bit == h->record_bit,
                        "bcq_function_find(name of %zu): value %zu, want %zu",
                        i, fn.value_id, id);
        }
        poison(&e);
        rc = bcq_function_by_value(f, m, i, &fn, &e);
        check_rc(x, "bcq_function_by_value", rc,
                 M(BCQ_E_NOT_FOUND) | M(BCQ_E_NO_BODY) | FCOUNT_SET, &e);
        if (fcount_rc == 0) {
            int want = g->kind != BCQ_GV_FUNCTION ? BCQ_E_NOT_FOUND
                       : g->is_declaration        ? BCQ_E_NO_BODY
                                                  : 0;
            if (want == 0 && rc == BCQ_E_BAD_RECORD) /* as above */
                want = bcq_function_by_value(f, m, i, &fn, NULL);
            REQUIRE(rc == want, "bcq_function_by_value(%zu): %s, want %s", i,
                    bcq_status_name(rc), bcq_status_name(want));
            if (rc == 0)
                REQUIRE(fn.value_id == i &&
                            fn.global.record_bit == g->record_bit &&
                            fn.module == m,
                        "bcq_function_by_value(%zu) gave value %zu", i,
                        fn.value_id);
        } else {
            REQUIRE(rc != 0, "bcq_function_by_value succeeded where "
                             "bcq_function_count failed");
        }
    }
    if (fcount_rc == 0 && !x->st->budget_hit) {
        size_t count = 0;
        bcq_function_count(f, m, &count, NULL);
        REQUIRE(count == ndefs, "module %zu: %zu functions counted, %zu "
                                "defined FUNCTION records",
                m, count, ndefs);
    }
}

/* One function's body: raw records, then the instruction view, which must
 * see the same records when both get to the END. */
static void check_function(ex *x, const bcq_file *f, const bcq_module *mod,
                           const bcq_function *fn)
{
    x->st->functions++;
    REQUIRE(fn->value_id < mod->nglobals &&
                fn->global.record_bit ==
                    gv_at(mod, fn->value_id)->record_bit,
            "function value %zu: global pointer not the module's",
            fn->value_id);
    REQUIRE(fn->global.kind == BCQ_GV_FUNCTION && !fn->global.is_declaration,
            "function value %zu is not a defined function", fn->value_id);
    check_block(x, "function block", &fn->block);
    REQUIRE(fn->block.id == 12, "function's block has id %u", fn->block.id);
    /* in the index after a deep open; else found through its FNENTRY
     * (or the module's level) with no index position */
    REQUIRE(fn->block.parent == mod->module_block && fn->block.depth == 1,
            "function block: parent %zu, depth %u; the MODULE_BLOCK is %zu",
            fn->block.parent, fn->block.depth, mod->module_block);
    bcq_block ib;
    int rc;
    if (fn->block.index != BCQ_NONE) {
        rc = bcq_block_at(f, fn->block.index, &ib);
        check_code(x, "bcq_block_at(function block)", rc, 0);
        check_same_block(x, "function block vs index", &fn->block, &ib);
        REQUIRE(ib.parent == mod->module_block,
                "function block %zu is not a child of the MODULE_BLOCK %zu",
                fn->block.index, mod->module_block);
    } else {
        REQUIRE(fn->order_block == BCQ_NONE,
                "order_block %zu for a block with no index position",
                fn->order_block);
        REQUIRE(fn->block.flags == BCQ_BLOCK_LAZY,
                "function block outside the index: flags %#x",
                fn->block.flags);
    }
    rc = bcq_block_at(f, mod->module_block, &ib);
    check_code(x, "bcq_block_at(module block)", rc, 0);
    check_nested(x, "function block", &ib, &fn->block);
    REQUIRE(fn->end_bit == block_end(&fn->block),
            "function end_bits %llu, block ends at %llu",
            (unsigned long long)fn->end_bit,
            (unsigned long long)block_end(&fn->block));
    REQUIRE(fn->body.len == fn->block.words * 4 &&
                fn->body.ptr == x->data + fn->block.body_bit / 8,
            "function body span does not match its block");
    check_in(x, "function body", fn->body);
    REQUIRE(fn->order_block == BCQ_NONE ||
                fn->order_block < bcq_block_count(f),
            "order_block %zu", fn->order_block);

    uint64_t nrec = 0, seq = 0;
    int raw = read_block(x, f, &fn->block, 0, &nrec, &seq);
    int raw_done = raw == 0 && more(x);

    bcq_error e;
    bcq_insts *it = (bcq_insts *)&e;
    poison(&e);
    rc = bcq_insts_open(f, fn, &it, &e);
    check_rc(x, "bcq_insts_open", rc, INSTS_OPEN_SET, &e);
    if (mod->version == 0)
        REQUIRE(rc == BCQ_E_UNSUPPORTED, "bcq_insts_open on a version-0 "
                                         "module: %d",
                rc);
    if (rc) {
        REQUIRE(it == NULL, "bcq_insts_open failed but set *out");
        return;
    }
    uint64_t mv = 0, nargs = 0;
    bcq_insts_frame(it, &mv, &nargs);
    REQUIRE(mv >= mod->nglobals, "module values %llu < %zu globals",
            (unsigned long long)mv, mod->nglobals);
    uint64_t next = mv + nargs, irec = 0, iseq = 0;
    for (;;) {
        if (!more(x)) {
            rc = 0;
            break;
        }
        bcq_inst in;
        memset(&in, 0xA5, sizeof in);
        poison(&e);
        rc = bcq_insts_next(it, &in, &e);
        if (rc == BCQ_END) {
            end_of_iteration(x, "bcq_insts_next", &e);
            REQUIRE(bcq_insts_next(it, &in, NULL) == BCQ_END,
                    "bcq_insts_next after BCQ_END");
            break;
        }
        check_rc(x, "bcq_insts_next", rc, INSTS_NEXT_SET, &e);
        if (rc) {
            bcq_error e2;
            poison(&e2);
            int rc2 = bcq_insts_next(it, &in, &e2);
            check_rc(x, "bcq_insts_next again", rc2, INSTS_NEXT_SET, &e2);
            REQUIRE(rc2 == rc && e2.bit == e.bit,
                    "bcq_insts_next: %s at %llu, then %s at %llu",
                    bcq_status_name(rc), (unsigned long long)e.bit,
                    bcq_status_name(rc2), (unsigned long long)e2.bit);
            break;
        }
        x->st->insts++;
        spend(x, 1);
        check_name(x, "instruction name", in.name);
        if (in.kind == BCQ_INST_RECORD) {
            const bcq_record *r = &in.record;
            rlevel L = {12, fn->block.body_bit, fn->end_bit};
            check_record(x, f, r, &L);
            REQUIRE(r->nops == 0 || (in.kinds && in.vals),
                    "instruction with %zu operands and no kinds/vals",
                    r->nops);
            for (size_t k = 0; k < r->nops; k++) {
                REQUIRE(in.kinds[k] <= BCQ_OPND_METADATA,
                        "operand %zu of kind %u", k, in.kinds[k]);
                mix(x, in.kinds[k]);
                mix(x, in.vals[k]);
            }
            spend(x, r->nops / 8);
            if (in.value != BCQ_NO_VALUE) {
                REQUIRE(in.value == next, "instruction defines %%%llu, the "
                                          "next value is %%%llu",
                        (unsigned long long)in.value,
                        (unsigned long long)next);
                next++;
            }
            irec++;
            iseq = iseq * 1000003 + r->code;
            iseq = iseq * 1000003 + r->bit;
        } else if (in.kind == BCQ_INST_SUBBLOCK) {
            check_block(x, "instruction view sub-block", &in.block);
            check_nested(x, "instruction view sub-block", &fn->block,
                         &in.block);
            REQUIRE(in.first_value == next && in.value_end >= next,
                    "sub-block defines [%llu, %llu), next value %llu",
                    (unsigned long long)in.first_value,
                    (unsigned long long)in.value_end,
                    (unsigned long long)next);
            next = in.value_end;
            iseq = iseq * 1000003 + 0xB10C;
            iseq = iseq * 1000003 + in.block.bit;
        } else {
            V("bcq_insts_next: kind %d", (int)in.kind);
        }
    }
    bcq_insts_close(it);
    if (rc == BCQ_END && raw_done) {
        REQUIRE(irec == nrec && iseq == seq,
                "function value %zu: the instruction view saw %llu records, "
                "a reader %llu (or other ones)",
                fn->value_id, (unsigned long long)irec,
                (unsigned long long)nrec);
    }
}

static void walk_functions(ex *x, const bcq_file *f, size_t m,
                           const bcq_module *mod, int *fcount_rc)
{
    bcq_error e;
    size_t count = 99;
    poison(&e);
    int rc = bcq_function_count(f, m, &count, &e);
    check_rc(x, "bcq_function_count", rc, FCOUNT_SET, &e);
    *fcount_rc = rc;
    int rc0 = rc;
    bcq_function fn;
    if (rc) {
        REQUIRE(count == 0, "bcq_function_count failed with count %zu",
                count);
        /* a failed build is retried: the same answer */
        poison(&e);
        rc = bcq_function_at(f, m, 0, &fn, &e);
        check_rc(x, "bcq_function_at after a failed count", rc, FCOUNT_SET,
                 &e);
        REQUIRE(rc == rc0, "bcq_function_count: %s, bcq_function_at: %s",
                bcq_status_name(rc0), bcq_status_name(rc));
        return;
    }
    REQUIRE(count <= mod->nglobals, "%zu functions, %zu globals", count,
            mod->nglobals);
    size_t prev = 0;
    for (size_t i = 0; i < count && more(x); i++) {
        poison(&e);
        rc = bcq_function_at(f, m, i, &fn, &e);
        /* the map stands, but this FNENTRY names no FUNCTION_BLOCK */
        check_rc(x, "bcq_function_at", rc, M(BCQ_E_BAD_RECORD), &e);
        if (rc) {
            REQUIRE(bcq_function_at(f, m, i, &fn, NULL) == rc,
                    "bcq_function_at(%zu): another answer the second time",
                    i);
            continue;
        }
        REQUIRE(fn.module == m && fn.def_index == i,
                "bcq_function_at(%zu, %zu) says module %zu def %zu", m, i,
                fn.module, fn.def_index);
        REQUIRE(i == 0 || fn.value_id > prev,
                "definitions out of value order: %zu after %zu", fn.value_id,
                prev);
        prev = fn.value_id;
        check_function(x, f, mod, &fn);
    }
    poison(&e);
    rc = bcq_function_at(f, m, count, &fn, &e);
    check_rc(x, "bcq_function_at(count)", rc, M(BCQ_E_RANGE), &e);
    REQUIRE(rc == BCQ_E_RANGE, "bcq_function_at(count): %d", rc);
}

static void walk_modules(ex *x, const bcq_file *f)
{
    bcq_error e;
    size_t n = 99;
    poison(&e);
    int rc = bcq_module_count(f, &n, &e);
    check_rc(x, "bcq_module_count", rc, MCOUNT_SET, &e);
    REQUIRE(bcq_file_is_ir(f) || rc == BCQ_E_NOT_IR,
            "bcq_module_count on a non-IR file: %d", rc);
    size_t again = 0;
    REQUIRE(bcq_module_count(f, &again, NULL) == rc,
            "bcq_module_count with a NULL err: another status");
    if (rc)
        return;
    REQUIRE(again == n && n <= bcq_block_count(f),
            "%zu modules, then %zu; %zu blocks", n, again,
            bcq_block_count(f));
    for (size_t m = 0; m < n && more(x); m++) {
        const bcq_module *mod = NULL;
        poison(&e);
        rc = bcq_module_get(f, m, &mod, &e);
        check_rc(x, "bcq_module_get", rc, MGET_SET & ~M(BCQ_E_RANGE), &e);
        if (rc) {
            /* "a failed decode is retried by the next call" */
            poison(&e);
            int rc2 = bcq_module_get(f, m, &mod, &e);
            check_rc(x, "bcq_module_get again", rc2, MGET_SET, &e);
            REQUIRE(rc2 == rc, "bcq_module_get: %s, then %s",
                    bcq_status_name(rc), bcq_status_name(rc2));
            size_t cnt;
            poison(&e);
            rc2 = bcq_function_count(f, m, &cnt, &e);
            check_rc(x, "bcq_function_count on a broken module", rc2,
                     FCOUNT_SET, &e);
            REQUIRE(rc2 != 0, "bcq_function_count succeeded on a module "
                              "bcq_module_get refuses");
            continue;
        }
        const bcq_module *mod2 = NULL;
        rc = bcq_module_get(f, m, &mod2, NULL);
        REQUIRE(rc == 0 && mod2 == mod, "bcq_module_get: a second call gave "
                                        "%d, %p (first %p)",
                rc, (const void *)mod2, (const void *)mod);
        x->st->modules++;
        check_module_facts(x, f, m, mod);
        check_v1_names(x, f, mod);
        int fcount_rc = 0;
        walk_functions(x, f, m, mod, &fcount_rc);
        check_globals(x, f, m, mod, fcount_rc);
    }
    const bcq_module *mod = NULL;
    poison(&e);
    rc = bcq_module_get(f, n, &mod, &e);
    check_rc(x, "bcq_module_get(count)", rc, M(BCQ_E_RANGE), &e);
    REQUIRE(rc == BCQ_E_RANGE, "bcq_module_get(count): %d", rc);
}

/* -------------------------------------------------------------- symtab */

static void walk_symtab(ex *x, const bcq_file *f)
{
    bcq_symtab st;
    bcq_error e;
    poison(&e);
    int rc = bcq_symtab_get(f, &st, &e);
    check_rc(x, "bcq_symtab_get", rc, SYMTAB_SET, &e);
    if (!bcq_file_is_ir(f))
        REQUIRE(rc == BCQ_E_NOT_IR, "bcq_symtab_get on a non-IR file: %d",
                rc);
    if (rc != 0 && rc != BCQ_E_STALE)
        return;
    REQUIRE(st.version == 3 || st.version == 4, "symtab version %u",
            st.version);
    check_in(x, "symtab blob", st.blob);
    check_in(x, "symtab strtab", st.strtab);
    check_within(x, "symtab producer", st.producer, st.strtab);
    check_within(x, "symtab triple", st.triple, st.strtab);
    check_within(x, "symtab source_filename", st.source_filename, st.strtab);
    check_within(x, "symtab coff_linker_opts", st.coff_linker_opts,
                 st.strtab);
    REQUIRE(st.bit < x->bits, "symtab at bit %llu",
            (unsigned long long)st.bit);
    size_t prev_end = 0;
    for (size_t i = 0; i < st.nmodules && more(x); i++) {
        size_t b = 0, en = 0, u = 0;
        rc = bcq_symtab_module(&st, i, &b, &en, &u);
        check_code(x, "bcq_symtab_module", rc, 0);
        REQUIRE(b == prev_end && b <= en && en <= st.nsymbols &&
                    u <= st.nuncommons,
                "symtab module %zu: [%zu, %zu) uncommon %zu", i, b, en, u);
        prev_end = en;
    }
    size_t b, en, u;
    rc = bcq_symtab_module(&st, st.nmodules, &b, &en, &u);
    check_code(x, "bcq_symtab_module(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_symtab_module(count): %d", rc);
    for (size_t i = 0; i < st.ncomdats && more(x); i++) {
        bcq_span name;
        unsigned sel;
        rc = bcq_symtab_comdat(&st, i, &name, &sel);
        check_code(x, "bcq_symtab_comdat", rc, 0);
        check_within(x, "symtab comdat name", name, st.strtab);
    }
    bcq_span s;
    unsigned sel;
    rc = bcq_symtab_comdat(&st, st.ncomdats, &s, &sel);
    check_code(x, "bcq_symtab_comdat(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_symtab_comdat(count): %d", rc);
    for (size_t i = 0; i < st.ndeplibs && more(x); i++) {
        rc = bcq_symtab_deplib(&st, i, &s);
        check_code(x, "bcq_symtab_deplib", rc, 0);
        check_within(x, "symtab deplib", s, st.strtab);
    }
    rc = bcq_symtab_deplib(&st, st.ndeplibs, &s);
    check_code(x, "bcq_symtab_deplib(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_symtab_deplib(count): %d", rc);

    bcq_symtab_iter it;
    memset(&it, 0, sizeof it);
    size_t i = 0;
    for (;; i++) {
        if (!more(x))
            return;
        bcq_symtab_symbol sym;
        bcq_error e;
        poison(&e);
        rc = bcq_symtab_next(&st, &it, &sym, &e);
        if (rc == BCQ_END) {
            end_of_iteration(x, "bcq_symtab_next", &e);
            REQUIRE(bcq_symtab_next(&st, &it, &sym, NULL) == BCQ_END,
                    "bcq_symtab_next after BCQ_END");
            break;
        }
        /* a damaged entry fails that symbol alone: the walk goes on */
        check_rc(x, "bcq_symtab_next", rc, M(BCQ_E_BAD_RECORD), &e);
        if (rc == BCQ_E_BAD_RECORD) {
            REQUIRE(it.next == i + 1, "bcq_symtab_next: a damaged symbol %zu "
                                      "left the iterator at %zu",
                    i, it.next);
            continue;
        }
        if (rc)
            break;
        x->st->symbols++;
        REQUIRE(sym.index == i && i < st.nsymbols, "symtab symbol %zu says "
                                                   "index %zu of %zu",
                i, sym.index, st.nsymbols);
        REQUIRE(sym.module < st.nmodules, "symtab symbol %zu in module %zu "
                                          "of %zu",
                i, sym.module, st.nmodules);
        rc = bcq_symtab_module(&st, sym.module, &b, &en, &u);
        REQUIRE(rc == 0 && b <= i && i < en,
                "symtab symbol %zu in module %zu [%zu, %zu)", i, sym.module,
                b, en);
        REQUIRE(sym.comdat == -1 ||
                    (sym.comdat >= 0 && (size_t)sym.comdat < st.ncomdats),
                "symtab symbol %zu: comdat %d of %zu", i, (int)sym.comdat,
                st.ncomdats);
        check_within(x, "symtab symbol name", sym.name, st.strtab);
        check_within(x, "symtab symbol IR name", sym.ir_name, st.strtab);
        check_within(x, "symtab weak fallback", sym.coff_weak_fallback,
                     st.strtab);
        check_within(x, "symtab section", sym.section, st.strtab);
        mix(x, sym.flags);
        spend(x, 2);
    }
    REQUIRE(i == st.nsymbols, "bcq_symtab_next gave %zu symbols of %zu", i,
            st.nsymbols);
}

/* ----------------------------------------------------------------- file */

static void check_file(ex *x, const bcq_file *f)
{
    bcq_span d = bcq_file_data(f);
    REQUIRE(d.ptr == x->data && d.len == x->size,
            "bcq_file_data is not the buffer given to bcq_open_mem");
    bcq_span s = bcq_file_stream(f);
    check_in(x, "bcq_file_stream", s);
    REQUIRE(s.len >= 4, "a %zu-byte stream", s.len);
    x->sbase = (uint64_t)(s.ptr - x->data) * 8;
    x->send = x->sbase + 8 * (uint64_t)s.len;
    uint32_t magic = bcq_file_magic(f);
    uint32_t first = (uint32_t)s.ptr[0] | (uint32_t)s.ptr[1] << 8 |
                     (uint32_t)s.ptr[2] << 16 | (uint32_t)s.ptr[3] << 24;
    int ir = first == 0xDEC04342u;
    REQUIRE(magic == first, "bcq_file_magic %#x, the stream starts with %#x",
            magic, first);
    REQUIRE(!!bcq_file_is_ir(f) == ir, "bcq_file_is_ir %d for magic %#x",
            bcq_file_is_ir(f), magic);
    bcq_container c = bcq_file_container(f);
    uint32_t w[5];
    int rc = bcq_file_wrapper(f, w);
    check_code(x, "bcq_file_wrapper", rc, M(BCQ_E_NOT_FOUND));
    if (c == BCQ_CONTAINER_WRAPPER) {
        REQUIRE(rc == 0 && w[0] == 0x0B17C0DEu && w[2] == s.ptr - x->data &&
                    w[3] == s.len && ir,
                "wrapper header [%#x, %u, %u, %u] for a stream at %zu+%zu",
                w[0], w[1], w[2], w[3], (size_t)(s.ptr - x->data), s.len);
    } else {
        REQUIRE(rc == BCQ_E_NOT_FOUND && s.ptr == x->data &&
                    s.len == x->size &&
                    c == (ir ? BCQ_CONTAINER_RAW : BCQ_CONTAINER_OTHER),
                "container %d, wrapper %d, stream at %zu+%zu", (int)c, rc,
                (size_t)(s.ptr - x->data), s.len);
    }
    for (unsigned id = 0; id < 70; id++)
        mix(x, bcq_stat_bodies_read(f, id) > 0);
}

/* Blocks made up from the input's own bytes: the library must refuse or
 * read them safely ("Blocks passed in by the caller are checked before a
 * reader trusts them").  Runs last on a handle: a made-up block may leave
 * a sub-index behind that later answers would see. */
static void forged_blocks(ex *x, const bcq_file *f)
{
    size_t n = bcq_block_count(f);
    for (unsigned k = 0; k < 4 && n && more(x); k++) {
        bcq_block b;
        size_t i = (size_t)(x->data[(k * 7919u) % x->size]) % n;
        if (bcq_block_at(f, i, &b))
            return;
        uint32_t r = 0;
        for (unsigned j = 0; j < 4; j++)
            r = r << 8 | x->data[(k * 104729u + j * 31u + 5u) % x->size];
        switch (k) {
        case 0: b.words += r % 5; break;
        case 1: b.body_bit += 32 * (r % 3) + (r >> 8) % 2; break;
        case 2: b.abbrev_width = r % 40; b.index = BCQ_NONE; break;
        default: b.bit = r; b.body_bit = r + 64; b.words = r >> 20;
                 b.index = BCQ_NONE; b.flags = BCQ_BLOCK_LAZY; break;
        }
        bcq_error e;
        bcq_reader *rd = NULL;
        poison(&e);
        int rc = bcq_reader_open(f, &b, &rd, &e);
        check_rc(x, "bcq_reader_open(made-up block)", rc,
                 M(BCQ_E_INVAL) | M(BCQ_E_NOMEM) | BITSTREAM, &e);
        for (unsigned j = 0; rc == 0 && j < 256 && more(x); j++) {
            bcq_entry en;
            poison(&e);
            rc = bcq_reader_next(rd, &en, &e);
            check_rc(x, "bcq_reader_next(made-up block)", rc, BITSTREAM, &e);
            spend(x, 1);
            if (rc == 0 && en.kind == BCQ_ENTRY_END && en.depth == 0)
                break;
        }
        bcq_reader_close(rd);
        size_t cnt = 0;
        poison(&e);
        rc = bcq_block_children(f, &b, NULL, 0, &cnt, &e);
        check_rc(x, "bcq_block_children(made-up block)", rc,
                 M(BCQ_E_INVAL) | M(BCQ_E_RANGE) | BITSTREAM, &e);
        spend(x, 16);
    }
}

/* The laziness bcq.h promises, on a handle nothing has read from yet:
 * "Module facts are decoded from the MODULE_BLOCK's own records ... no
 * function body, METADATA or CONSTANTS block is read"; the SYMTAB is read
 * in place; "No function body is read to build the map" (of functions);
 * finding one hands out its extent without reading it. */
static void check_lazy_promises(ex *x, const bcq_file *f)
{
    size_t n = 0;
    if (bcq_module_count(f, &n, NULL) != 0)
        return;
    /* the SYMTAB: the top-level blocks that hold it, nothing inside a
     * MODULE_BLOCK */
    bcq_symtab st;
    bcq_symtab_get(f, &st, NULL);
    REQUIRE(bcq_stat_bodies_read(f, 8) == 0,
            "bcq_symtab_get read %llu MODULE_BLOCK bodies",
            (unsigned long long)bcq_stat_bodies_read(f, 8));
    char buf[64];
    size_t len;
    for (size_t m = 0; m < n && more(x); m++) {
        const bcq_module *mod;
        if (bcq_module_get(f, m, &mod, NULL) != 0)
            continue;
        for (size_t i = 0; i < mod->nglobals && i < 256; i++) {
            bcq_global_symbol_flags(mod, i);
            bcq_global_symbol_name(mod, i, buf, sizeof buf,
                                   &len);
        }
        spend(x, 16);
    }
    static const unsigned untouched[] = {11, 12, 15}; /* CONSTANTS,
                                                         FUNCTION, METADATA */
    for (size_t k = 0; k < 3; k++)
        REQUIRE(bcq_stat_bodies_read(f, untouched[k]) == 0,
                "modules, globals and SYMTAB read %llu bodies of block id %u",
                (unsigned long long)bcq_stat_bodies_read(f, untouched[k]),
                untouched[k]);
    for (size_t m = 0; m < n && more(x); m++) {
        size_t cnt = 0;
        bcq_function fn;
        if (bcq_function_count(f, m, &cnt, NULL) == 0 && cnt > 0 &&
            bcq_function_at(f, m, cnt - 1, &fn, NULL) == 0) {
            const bcq_global *g = &fn.global;
            bcq_function_find(f, m, (const char *)g->name.ptr, g->name.len,
                              &fn, NULL);
        }
        spend(x, 16);
    }
    REQUIRE(bcq_stat_bodies_read(f, 12) == 0,
            "building the function map and finding a function read %llu "
            "function bodies",
            (unsigned long long)bcq_stat_bodies_read(f, 12));
}

/* ------------------------------------------------------------------ run */

static int one_handle(ex *x, unsigned flags)
{
    bcq_file *f = (bcq_file *)x; /* must be set to NULL on failure */
    bcq_error e;
    poison(&e);
    int rc = bcq__open_mem_internal(x->data, x->size, flags, &f, &e);
    check_rc(x, "bcq_open_mem", rc, OPEN_SET, &e);
    mix(x, (uint64_t)-rc);
    if (rc) {
        REQUIRE(f == NULL, "bcq_open_mem failed but set *out");
        mix(x, e.bit);
        return rc;
    }
    REQUIRE(f != NULL, "bcq_open_mem returned 0 and no handle");
    check_file(x, f);
    check_lazy_promises(x, f);
    walk_index(x, f, (flags & BCQ_OPEN_DEEP) != 0);
    walk_modules(x, f);
    walk_symtab(x, f);
    /* The memory bound (bcq.h, bcq_stat_heap_limit): after everything
     * above has built what it builds, the handle holds at most 4 bytes
     * per input byte + 64 MiB. */
    REQUIRE(bcq_stat_heap_limit(f) == 4 * x->size + ((size_t)64 << 20),
            "heap limit %zu for a %zu-byte input", bcq_stat_heap_limit(f),
            x->size);
    REQUIRE(bcq_stat_heap(f) <= bcq_stat_heap_limit(f),
            "%zu heap bytes held for a %zu-byte input", bcq_stat_heap(f),
            x->size);
    forged_blocks(x, f);
    bcq_close(f);
    return 0;
}

int bcq_ex_run(const uint8_t *data, size_t size, bcq_ex_stats *st)
{
    bcq_ex_stats mine;
    if (!st)
        st = &mine;
    uint64_t budget = st->budget ? st->budget : BCQ_EX_DEFAULT_BUDGET;
    memset(st, 0, sizeof *st);
    st->budget = budget;
    st->digest = UINT64_C(14695981039346656037);
    /* bcq_open_mem accepts (NULL, 0); give it a real pointer otherwise */
    static const uint8_t none[1];
    ex x = {size ? data : none, size, 8 * (uint64_t)size, 0,
            8 * (uint64_t)size, st, budget, "open"};
    /* each handle gets half the budget, so the deep one is not starved */
    x.budget = budget / 2;
    /* the first handle also takes the opening walk's look-ahead path
     * (lib/ahead.c), which real files only take past 64 MiB of bodies */
    st->open_rc = one_handle(&x, BCQ__OPEN_AHEAD_ALWAYS);
    x.phase = "deep";
    x.budget = st->work + budget / 2;
    x.sbase = 0;
    x.send = x.bits;
    st->deep_rc = one_handle(&x, BCQ_OPEN_DEEP);
    return st->open_rc;
}
