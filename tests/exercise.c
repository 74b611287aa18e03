/*
 * exercise.c - see exercise.h.  Plain C over the public API (no Check: the
 * fuzzer links it too); the run, its state, and the checks every part of
 * the exerciser uses (exercise-impl.h).  Each check names the contract it
 * holds the library to, from include/bcq.h.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h" /* BCQ__OPEN_AHEAD_ALWAYS */
#include "exercise-impl.h"

void (*bcq_ex_on_violation)(const uint8_t *data, size_t size,
                            const char *what);

/* Global value i of mod, filled by bcq_module_get()'s accessor into one of
 * a few slots reused in turn (a failure is a contract violation, reported
 * by check_globals). */
const bcq_global *ex_gv_at(const bcq_module *mod, size_t i)
{
    static _Thread_local bcq_global ring[8];
    static _Thread_local unsigned next;
    bcq_global *g = &ring[next++ % 8];
    if (bcq_module_global(mod, i, g) != 0)
        memset(g, 0, sizeof *g);
    return g;
}

/* ----------------------------------------------------------- violations */

void ex_violation(const ex *x, const char *fmt, ...)
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

/* --------------------------------------------------------------- budget */

int ex_more(ex *x)
{
    if (x->st->work < x->budget)
        return 1;
    x->st->budget_hit = 1;
    return 0;
}

void ex_spend(ex *x, uint64_t units)
{
    x->st->work += units;
}

/* --------------------------------------------------------------- digest */

void ex_mix(ex *x, uint64_t v)
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
void ex_mix_bytes(ex *x, const void *p, size_t n)
{
    const uint8_t *b = p;
    uint64_t h = x->st->digest;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= UINT64_C(1099511628211);
    }
    x->st->digest = h;
    ex_spend(x, n / 64);
}

/* --------------------------------------------------------------- status */

void ex_poison(bcq_error *e)
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
void ex_check_code(ex *x, const char *call, int rc, uint32_t allowed)
{
    count_status(x, rc);
    ex_spend(x, 1);
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

/* A status with its error record (ERRORS in bcq.h: cleared on entry,
 * filled on failure). */
void ex_end_of_iteration(ex *x, const char *call, const bcq_error *e)
{
    count_status(x, 0);
    REQUIRE(e->code == 0 && e->message[0] == 0,
            "%s: BCQ_END but err.code %d", call, e->code);
}

void ex_check_rc(ex *x, const char *call, int rc, uint32_t allowed,
                 const bcq_error *e)
{
    ex_check_code(x, call, rc, allowed);
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
void ex_check_in(ex *x, const char *what, bcq_span s)
{
    if (s.len == 0)
        return;
    REQUIRE(s.ptr != NULL, "%s: %zu bytes at NULL", what, s.len);
    REQUIRE(inside(x, s.ptr, s.len),
            "%s: %zu bytes at %p, outside the input [%p, +%zu)", what, s.len,
            (const void *)s.ptr, (const void *)x->data, x->size);
    ex_mix_bytes(x, s.ptr, s.len);
}

/* A span inside another span (a STRTAB slice). */
void ex_check_within(ex *x, const char *what, bcq_span s, bcq_span outer)
{
    ex_check_in(x, what, s);
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
void ex_check_span(ex *x, const char *what, bcq_span s)
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
    ex_mix_bytes(x, s.ptr, s.len);
}

/* A NUL-terminated name the library hands out (may be NULL). */
void ex_check_name(ex *x, const char *what, const char *s)
{
    if (!s)
        return;
    size_t n = strlen(s);
    REQUIRE(n < 65536, "%s: a %zu-byte name", what, n);
    ex_mix_bytes(x, s, n);
}

/* --------------------------------------------------------------- blocks */

uint64_t ex_block_end(const bcq_block *b)
{
    return b->body_bit + 32 * b->words;
}

/* What every bcq_block must describe: a body inside the bitstream,
 * 32-bit aligned in it, a valid width, a depth under the limit. */
void ex_check_block(ex *x, const char *what, const bcq_block *b)
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
    REQUIRE(ex_block_end(b) <= x->send,
            "%s: body [%llu, %llu) past the stream's end %llu", what,
            (unsigned long long)b->body_bit,
            (unsigned long long)ex_block_end(b), (unsigned long long)x->send);
    ex_mix(x, b->id);
    ex_mix(x, b->bit);
    ex_mix(x, b->words);
    x->st->blocks++;
}

/* Child c lies in parent p's body, one level deeper. */
void ex_check_nested(ex *x, const char *what, const bcq_block *p,
                     const bcq_block *c)
{
    REQUIRE(c->depth == p->depth + 1, "%s: depth %u under a block of depth %u",
            what, c->depth, p->depth);
    REQUIRE(c->bit >= p->body_bit &&
                ex_block_end(c) <= ex_block_end(p),
            "%s: [%llu, %llu) outside its parent's body [%llu, %llu)", what,
            (unsigned long long)c->bit,
            (unsigned long long)ex_block_end(c),
            (unsigned long long)p->body_bit,
            (unsigned long long)ex_block_end(p));
}

/* a and b describe the same block. */
void ex_check_same_block(ex *x, const char *what, const bcq_block *a,
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

/* ------------------------------------------------------------------ run */

static int one_handle(ex *x, unsigned flags)
{
    bcq_file *f = (bcq_file *)x; /* must be set to NULL on failure */
    bcq_error e;
    ex_poison(&e);
    int rc = bcq__open_mem_internal(x->data, x->size, flags, &f, &e);
    ex_check_rc(x, "bcq_open_mem", rc, OPEN_SET, &e);
    ex_mix(x, (uint64_t)-rc);
    if (rc) {
        REQUIRE(f == NULL, "bcq_open_mem failed but set *out");
        ex_mix(x, e.bit);
        return rc;
    }
    REQUIRE(f != NULL, "bcq_open_mem returned 0 and no handle");
    ex_exercise_file(x, f, (flags & BCQ_OPEN_DEEP) != 0);
    bcq_close(f);
    return 0;
}

void ex_exercise_file(ex *x, const bcq_file *f, int deep)
{
    ex_check_file(x, f);
    ex_check_lazy_promises(x, f);
    ex_walk_index(x, f, deep);
    ex_walk_modules(x, f);
    ex_walk_symtab(x, f);
    /* The memory bound (bcq.h, bcq_stat_heap_limit): after everything
     * above has built what it builds, the handle holds at most 4 bytes
     * per input byte + 64 MiB. */
    REQUIRE(bcq_stat_heap_limit(f) == 4 * x->size + ((size_t)64 << 20),
            "heap limit %zu for a %zu-byte input", bcq_stat_heap_limit(f),
            x->size);
    REQUIRE(bcq_stat_heap(f) <= bcq_stat_heap_limit(f),
            "%zu heap bytes held for a %zu-byte input", bcq_stat_heap(f),
            x->size);
    ex_forged_blocks(x, f);
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
    /* the containers a quarter of the budget, each handle half of what is
     * left after them, so the deep one is not starved */
    /* the first handle also takes the opening walk's look-ahead path
     * (lib/ir/ahead.c), which real files only take past 64 MiB of bodies */
    x.phase = "container";
    x.budget = budget / 4;
    ex_walk_container(&x);
    x.phase = "open";
    x.budget = st->work + budget / 2;
    x.sbase = 0;
    x.send = x.bits;
    st->open_rc = one_handle(&x, BCQ__OPEN_AHEAD_ALWAYS);
    x.phase = "deep";
    x.budget = st->work + budget / 2;
    x.sbase = 0;
    x.send = x.bits;
    st->deep_rc = one_handle(&x, BCQ_OPEN_DEEP);
    return st->open_rc;
}
