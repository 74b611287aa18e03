/*
 * refs.c - the global values a global value references (doc/format.md
 * 13), as LLVM's GlobalDCE follows them: a function's instruction
 * operands and operand bundles, through its own and the module's
 * constants, plus its personality, prefix and prologue; a variable's
 * initializer; an alias's aliasee; an ifunc's resolver.  Metadata is not
 * followed (debug records, metadata call arguments and DEBUG_LOC are
 * not operands of an instruction).
 *
 * Each value's set is computed on first demand and published once in a
 * per-module table of slots, so threads share it; a function's body is
 * decoded for that function only (bcq_insts), the module's constants once
 * (constants.c).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* One value's references: published in its slot.  A set that could not
 * be computed (a damaged body, say) is published too, failed: status is
 * its code and v's bytes hold its bcq_error, so that every later call
 * answers the same at once, as the module's parts do (memo.c). */
typedef struct refset {
    size_t n;
    int status;
    int empty;          /* BCQ_REFS_BODY of a function definition: its
                           body is "ret void" alone (bcq_function_empty) */
    bcq_ref v[];
} refset;

/* Per module and source: a slot per global value. */
typedef struct bcq__refs {
    size_t n;
    _Atomic(refset *) slot[];
} bcq__refs;

void bcq__refs_free(void *p)
{
    bcq__refs *r = p;
    if (!r)
        return;
    for (size_t i = 0; i < r->n; i++)
        free(atomic_load_explicit(&r->slot[i], memory_order_relaxed));
    free(r);
}

static const char *const kind_names[] = {
    NULL, "call", "address", "initializer", "aliasee", "resolver",
    "personality", "prefix", "prologue",
};

const char *bcq_ref_kind_name(unsigned kind)
{
    return kind < sizeof kind_names / sizeof kind_names[0] ? kind_names[kind]
                                                           : NULL;
}

/* ------------------------------------------------------------ a walk */

/* What one computation collects; temporaries, charged while it runs. */
typedef struct walk {
    const bcq_file *f;
    const bcq_module *mod;
    const bcq__consts *mc;  /* module constants, once needed */
    size_t m;
    bcq_insts *it;          /* the body's view (function constants) */
    bcq_ref *out;
    size_t nout, capout;
    uint32_t *seen;         /* open-addressing set of constant ids + 1 */
    size_t capseen, nseen;
    bcq_ref_kind seen_kind; /* the kind the seen constants were added as */
    uint32_t *stack;
    size_t nstack, capstack;
    size_t acct;
    int first_seen;         /* the body's first instruction was met */
    int empty;              /* ... and it is a bare "ret void" */
} walk;

static void walk_free(walk *w)
{
    bcq__refund(bcq__fbudget(w->f), &w->acct);
    free(w->out);
    free(w->seen);
    free(w->stack);
}

static int add_ref(walk *w, uint64_t id, bcq_ref_kind kind, bcq_error *err)
{
    int rc = bcq__fgrow(bcq__fbudget(w->f), &w->acct, (void **)&w->out,
                        &w->capout, w->nout + 1, sizeof *w->out, err);
    if (rc)
        return rc;
    w->out[w->nout].value_id = (size_t)id;
    w->out[w->nout].kind = kind;
    w->nout++;
    return 0;
}

/* Insert id into the seen set; 1 when it was new. */
static int see(walk *w, uint32_t id, int *fresh, bcq_error *err)
{
    if (2 * (w->nseen + 1) > w->capseen) { /* rehash at half full */
        size_t cap = w->capseen ? 2 * w->capseen : 64;
        uint32_t *old = w->seen, *nv;
        size_t oldcap = w->capseen;
        int rc = bcq__fzalloc(bcq__fbudget(w->f), &w->acct,
                              cap * sizeof *nv, (void **)&nv, err);
        if (rc)
            return rc;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i]) {
                size_t h = (old[i] * 2654435761u) & (cap - 1);
                while (nv[h])
                    h = (h + 1) & (cap - 1);
                nv[h] = old[i];
            }
        free(old); /* its charge stays in acct until the walk ends */
        w->seen = nv;
        w->capseen = cap;
    }
    uint32_t key = id + 1; /* 0 marks a free slot; ids are < 2^32 - 1 */
    size_t h = (key * 2654435761u) & (w->capseen - 1);
    while (w->seen[h] && w->seen[h] != key)
        h = (h + 1) & (w->capseen - 1);
    *fresh = !w->seen[h];
    if (*fresh) {
        w->seen[h] = key;
        w->nseen++;
    }
    return 0;
}

/* The constant with value id id, if it is one this walk can read. */
static int constant_of(walk *w, uint64_t id, bcq_constant *c, int *found,
                       bcq_error *err)
{
    *found = 0;
    uint64_t nmc = w->mc ? w->mc->n : 0;
    if (id >= w->mod->nglobals && !w->mc) {
        int rc = bcq__consts_module(w->f, w->m, &w->mc, err);
        if (rc)
            return rc;
        nmc = w->mc->n;
    }
    if (id >= w->mod->nglobals && id - w->mod->nglobals < nmc) {
        bcq__consts_fill(w->mc, id, c);
        *found = 1;
    } else if (w->it) {
        const bcq__consts *fc = bcq__insts_consts(w->it);
        if (fc && id >= fc->first && id - fc->first < fc->n) {
            bcq__consts_fill(fc, id, c);
            *found = 1;
        }
    }
    return 0;
}

/*
 * Every global value reachable from value id through constants, as kind.
 * A call's callee (kind BCQ_REF_CALL) is first stripped of pointer casts,
 * as LLVM's CallBase::getCalledOperand()->stripPointerCasts(); whatever
 * else a constant holds is a plain reference.  Each constant is walked
 * once per walk (a cycle, which only a hostile file has, ends there), on
 * an explicit stack: no recursion driven by the input.  *is_value: id is
 * a global value or constant (else an argument or instruction, or nothing).
 */
static int reach(walk *w, uint64_t id, bcq_ref_kind kind, int *is_value,
                 bcq_error *err)
{
    bcq_constant c;
    int found, rc;
    *is_value = id <= UINT32_MAX; /* value ids are 32-bit: an absolute
                                     operand past them names none */
    if (!*is_value)
        return 0;
    if (kind == BCQ_REF_CALL) {
        for (size_t steps = 0; steps < 64; steps++) { /* casts of casts */
            if (id < w->mod->nglobals)
                return add_ref(w, id, BCQ_REF_CALL, err);
            if ((rc = constant_of(w, id, &c, &found, err)))
                return rc;
            if (!found) {
                *is_value = 0;
                return 0;
            }
            if (c.code != BCQ__CST_CODE_CE_CAST)
                break;
            id = c.ops[0];
        }
        kind = BCQ_REF_ADDRESS;
    }
    if (id < w->mod->nglobals)
        return add_ref(w, id, kind, err);
    if (kind != w->seen_kind) { /* what was seen was added as another kind */
        if (w->seen)
            memset(w->seen, 0, w->capseen * sizeof *w->seen);
        w->nseen = 0;
        w->seen_kind = kind;
    }
    w->nstack = 0;
    if ((rc = bcq__fgrow(bcq__fbudget(w->f), &w->acct, (void **)&w->stack,
                         &w->capstack, 1, sizeof *w->stack, err)))
        return rc;
    w->stack[w->nstack++] = (uint32_t)id;
    int first = 1;
    while (w->nstack) {
        uint32_t cur = w->stack[--w->nstack];
        if (cur < w->mod->nglobals) {
            if ((rc = add_ref(w, cur, kind, err)))
                return rc;
            continue;
        }
        int fresh;
        if ((rc = see(w, cur, &fresh, err)))
            return rc;
        if (!fresh)
            continue;
        if ((rc = constant_of(w, cur, &c, &found, err)))
            return rc;
        if (!found) {
            if (first) { /* an argument or an instruction: no reference */
                *is_value = 0;
                return 0;
            }
            /* constants.c checked every operand: unreachable */
            return bcq__fail(err, BCQ_E_BAD_RECORD, 0,
                             "constant operand %u names no constant", cur);
        }
        first = 0;
        if ((rc = bcq__fgrow(bcq__fbudget(w->f), &w->acct,
                             (void **)&w->stack, &w->capstack,
                             w->nstack + c.nops, sizeof *w->stack, err)))
            return rc;
        for (size_t k = c.nops; k-- > 0;)
            w->stack[w->nstack++] = c.ops[k];
    }
    return 0;
}

/* A value id written in a global value's record (initializer, aliasee,
 * personality...): it must name a global value or a module constant. */
static int reach_operand(walk *w, uint64_t id, bcq_ref_kind kind,
                         const char *what, uint64_t bit, bcq_error *err)
{
    int is_value, rc;
    if (id >= w->mod->nglobals) {
        if (!w->mc && (rc = bcq__consts_module(w->f, w->m, &w->mc, err)))
            return rc;
        if (id - w->mod->nglobals >= w->mc->n)
            return bcq__fail(err, BCQ_E_BAD_RECORD, bit,
                             "its %s is value %llu, not a global value or "
                             "module constant (%llu of them)",
                             what, (unsigned long long)id,
                             (unsigned long long)(w->mod->nglobals +
                                                  w->mc->n));
    }
    return reach(w, id, kind, &is_value, err);
}

/* Records of a body whose value operands are an instruction's: the
 * instructions and the operand bundles of the next call. */
static int counts(const bcq_inst *in)
{
    return in->kind == BCQ_INST_RECORD &&
           (in->is_instruction ||
            in->record.code == BCQ__FUNC_CODE_OPERAND_BUNDLE);
}

/* A call of llvm.dbg.* or llvm.pseudoprobe: what LLVM's
 * Instruction::isDebugOrPseudoInst() skips (DbgInfoIntrinsic,
 * PseudoProbeInst).  Debug records (LLVM 19 on) are no instructions. */
static int is_debug_call(const walk *w, const bcq_inst *in)
{
    if (in->record.code != BCQ__FUNC_CODE_INST_CALL || in->callee == BCQ_NONE ||
        in->kinds[in->callee] != BCQ_OPND_VALUE ||
        in->vals[in->callee] >= w->mod->nglobals)
        return 0;
    bcq_span n = bcq__gv_name(w->mod, (size_t)in->vals[in->callee]);
    return (n.len > 9 && !memcmp(n.ptr, "llvm.dbg.", 9)) ||
           (n.len >= 16 && !memcmp(n.ptr, "llvm.pseudoprobe", 16));
}

static int body(walk *w, size_t value_id, bcq_error *err)
{
    bcq_function fn;
    int rc = bcq_function_by_value(w->f, w->m, value_id, &fn, err);
    if (rc == BCQ_E_NO_BODY) {
        bcq__error_clear(err);
        return 0;
    }
    if (rc || (rc = bcq_insts_open(w->f, &fn, &w->it, err)))
        return rc;
    uint64_t mv; /* global values and module constants */
    bcq_insts_frame(w->it, &mv, NULL);
    uint64_t most = 0; /* the highest value id an operand names */
    uint64_t most_bit = 0;
    bcq_inst in;
    while ((rc = bcq_insts_next(w->it, &in, err)) == 0) {
        if (!w->first_seen && in.kind == BCQ_INST_RECORD &&
            in.is_instruction && !is_debug_call(w, &in)) {
            /* GlobalDCE's isEmptyFunction: the entry block's first
             * instruction that is not a debug or pseudo-probe intrinsic
             * is a "ret" without a value */
            w->first_seen = 1;
            w->empty = in.record.code == BCQ__FUNC_CODE_INST_RET &&
                       in.record.nops == 0;
        }
        if (!counts(&in))
            continue;
        for (size_t i = 0; i < in.record.nops; i++) {
            if (in.kinds[i] != BCQ_OPND_VALUE)
                continue;
            uint64_t id = in.vals[i];
            int is_value = 0;
            const bcq__consts *fc = bcq__insts_consts(w->it);
            if (id >= mv && !(fc && id >= fc->first && id - fc->first < fc->n)) {
                /* an argument or an instruction (most operands) */
                if (id >= most) {
                    most = id;
                    most_bit = in.record.bit;
                }
                continue;
            }
            bcq_ref_kind k = i == in.callee ? BCQ_REF_CALL : BCQ_REF_ADDRESS;
            if ((rc = reach(w, id, k, &is_value, err)))
                goto out;
            if (!is_value && id >= most) {
                most = id;
                most_bit = in.record.bit;
            }
        }
    }
    if (rc == BCQ_END) {
        uint64_t end = bcq__insts_values(w->it);
        rc = 0;
        if (most >= end && most > 0)
            rc = bcq__fail(err, BCQ_E_BAD_RECORD, most_bit,
                           "an operand names value %llu, the function "
                           "defines %llu",
                           (unsigned long long)most,
                           (unsigned long long)end);
    }
out:
    bcq_insts_close(w->it);
    w->it = NULL;
    return rc;
}

static int compare(const void *a, const void *b)
{
    const bcq_ref *x = a, *y = b;
    if (x->value_id != y->value_id)
        return x->value_id < y->value_id ? -1 : 1;
    return (x->kind > y->kind) - (x->kind < y->kind);
}

static int compute(walk *w, size_t value_id, bcq_error *err)
{
    bcq_global g;
    int rc = bcq_module_global(w->mod, value_id, &g);
    if (rc)
        return bcq__fail(err, rc, 0, "no global value %zu", value_id);
    switch (g.kind) {
    case BCQ_GV_VARIABLE:
        if (g.initializer != BCQ_NONE)
            rc = reach_operand(w, g.initializer, BCQ_REF_INITIALIZER,
                               "initializer", g.record_bit, err);
        break;
    case BCQ_GV_ALIAS:
    case BCQ_GV_IFUNC:
        rc = reach_operand(w, g.aliasee,
                           g.kind == BCQ_GV_ALIAS ? BCQ_REF_ALIASEE
                                                  : BCQ_REF_RESOLVER,
                           g.kind == BCQ_GV_ALIAS ? "aliasee" : "resolver",
                           g.record_bit, err);
        break;
    case BCQ_GV_FUNCTION: {
        const struct {
            size_t id;
            bcq_ref_kind kind;
            const char *what;
        } extra[] = {{g.personality, BCQ_REF_PERSONALITY, "personality"},
                     {g.prefix, BCQ_REF_PREFIX, "prefix data"},
                     {g.prologue, BCQ_REF_PROLOGUE, "prologue data"}};
        /* a declaration has none (LLVM's verifier refuses its
         * personality, prefix or prologue) */
        for (size_t i = 0; rc == 0 && !g.is_declaration && i < 3; i++)
            if (extra[i].id != BCQ_NONE)
                rc = reach_operand(w, extra[i].id, extra[i].kind,
                                   extra[i].what, g.record_bit, err);
        if (rc == 0 && !g.is_declaration)
            rc = body(w, value_id, err);
        break;
    }
    default:
        break;
    }
    return rc;
}

/*
 * The references the module's summary records for value_id (summary.c):
 * a function's calls (kind call) and references (address), a variable's
 * references (initializer), an alias's aliasee (aliasee).  Edges to ids
 * past the module's global values (indirect-call targets that profile data
 * names only by GUID, doc/format.md 14.1) are not global values of the
 * module and are left out.  What a summary leaves out by design is in
 * doc/format.md 14.7 and 13.4.
 */
static int from_summary(walk *w, size_t value_id, bcq_error *err)
{
    bcq_summary s;
    int rc = bcq_summary_get(w->f, w->m, value_id, &s, err);
    if (rc)
        return rc;
    bcq_ref_kind refkind = s.kind == BCQ_SUMMARY_VARIABLE ? BCQ_REF_INITIALIZER
                                                          : BCQ_REF_ADDRESS;
    for (size_t i = 0; rc == 0 && i < s.nrefs; i++)
        if (s.refs[i].value_id < w->mod->nglobals)
            rc = add_ref(w, s.refs[i].value_id, refkind, err);
    for (size_t i = 0; rc == 0 && i < s.ncalls; i++)
        if (s.calls[i].value_id < w->mod->nglobals)
            rc = add_ref(w, s.calls[i].value_id, BCQ_REF_CALL, err);
    if (rc == 0 && s.kind == BCQ_SUMMARY_ALIAS && s.aliasee < w->mod->nglobals)
        rc = add_ref(w, s.aliasee, BCQ_REF_ALIASEE, err);
    return rc;
}

/* Sort by value then kind, each pair once. */
static void sort_unique(walk *w)
{
    if (w->nout > 1) {
        qsort(w->out, w->nout, sizeof *w->out, compare);
        size_t k = 1;
        for (size_t i = 1; i < w->nout; i++)
            if (compare(&w->out[i], &w->out[k - 1]))
                w->out[k++] = w->out[i];
        w->nout = k;
    }
}

/* ----------------------------------------------------------- the table */

static int table_of(const bcq_file *f, size_t m, const bcq_module *mod,
                    bcq_ref_source source, bcq__refs **out, bcq_error *err)
{
    _Atomic(void *) *slot = &bcq__fs(f)->ir->mods[m].refs[source];
    void *have = atomic_load_explicit(slot, memory_order_acquire);
    if (!have) {
        size_t acct = 0, n = mod->nglobals, size;
        bcq__refs *t;
        if (__builtin_mul_overflow(n, sizeof t->slot[0], &size) ||
            __builtin_add_overflow(size, sizeof *t, &size))
            return bcq__fail(err, BCQ_E_LIMIT, 0, "%zu global values", n);
        int rc = bcq__fzalloc(bcq__fbudget(f), &acct, size, (void **)&t, err);
        if (rc)
            return rc;
        t->n = n;
        for (size_t i = 0; i < n; i++)
            atomic_init(&t->slot[i], NULL);
        have = bcq__publish(slot, t, bcq__refs_free, bcq__fbudget(f), &acct);
    }
    *out = have;
    return 0;
}

/* The set of value_id, computed, into *out; a failure comes as a set too
 * (refset.status) unless it is transient (BCQ_E_NOMEM, BCQ_E_LIMIT: a
 * later call may succeed), which is returned with nothing made. */
static int compute_set(const bcq_file *f, size_t m, const bcq_module *mod,
                       size_t value_id, bcq_ref_source source, refset **out,
                       bcq_error *err)
{
    walk w;
    memset(&w, 0, sizeof w);
    w.f = f;
    w.mod = mod;
    w.m = m;
    bcq_error e; /* kept with a failed set, whether err is NULL or not */
    bcq__error_clear(&e);
    int rc = source == BCQ_REFS_BODY ? compute(&w, value_id, &e)
                                     : from_summary(&w, value_id, &e);
    if (rc == 0)
        sort_unique(&w);
    if (rc == BCQ_E_NOMEM || rc == BCQ_E_LIMIT) {
        walk_free(&w);
        bcq__error_copy(err, &e);
        return rc;
    }
    int failed = rc;
    size_t payload = failed ? sizeof e : w.nout * sizeof *w.out;
    refset *mine = NULL;
    rc = bcq__fzalloc(bcq__fbudget(f), NULL, sizeof *mine + payload,
                      (void **)&mine, failed ? NULL : err);
    if (rc == 0) {
        mine->status = failed;
        mine->n = failed ? 0 : w.nout;
        mine->empty = !failed && w.empty;
        if (failed) /* bytes: read back with memcpy (bcq_refs_get) */
            memcpy(mine->v, &e, sizeof e);
        else if (w.nout)
            memcpy(mine->v, w.out, w.nout * sizeof *w.out);
    }
    walk_free(&w);
    if (rc && failed) { /* no room to keep the failure: just return it */
        bcq__error_copy(err, &e);
        return failed;
    }
    *out = mine;
    return rc;
}

/* Publish mine in *slot unless another thread did first: what is
 * published then. */
static refset *publish_set(const bcq_file *f, _Atomic(refset *) *slot,
                           refset *mine)
{
    refset *expect = NULL;
    if (atomic_compare_exchange_strong_explicit(slot, &expect, mine,
                                                memory_order_acq_rel,
                                                memory_order_acquire))
        return mine;
    size_t charged = sizeof *mine +
                     (mine->status ? sizeof(bcq_error)
                                   : mine->n * sizeof *mine->v);
    free(mine);
    bcq__refund(bcq__fbudget(f), &charged);
    return expect;
}

/* The set of value_id of module m from source (BODY or SUMMARY), computed
 * and published on first use; a kept failure is returned with its error. */
static int get_set(const bcq_file *f, size_t m, const bcq_module *mod,
                   size_t value_id, bcq_ref_source source,
                   const refset **out, bcq_error *err)
{
    bcq__refs *t;
    int rc = table_of(f, m, mod, source, &t, err);
    if (rc)
        return rc;
    refset *have = atomic_load_explicit(&t->slot[value_id],
                                        memory_order_acquire);
    if (!have) {
        if ((rc = compute_set(f, m, mod, value_id, source, &have, err)))
            return rc;
        have = publish_set(f, &t->slot[value_id], have);
    }
    if (have->status) {
        bcq_error e;
        memcpy(&e, have->v, sizeof e);
        bcq__error_copy(err, &e);
        return have->status;
    }
    *out = have;
    return 0;
}

/* BCQ_REFS_AUTO: the summary when the module has one with an entry for
 * value_id (what bcq_summary_get() finds), else the body. */
static bcq_ref_source pick_source(const bcq_file *f, size_t m,
                                  size_t value_id, int *rc, bcq_error *err)
{
    bcq_summary s;
    *rc = bcq_summary_get(f, m, value_id, &s, err);
    if (*rc == 0)
        return BCQ_REFS_SUMMARY;
    if (*rc == BCQ_E_NOT_FOUND) { /* no summary, or no entry: the body */
        bcq__error_clear(err);
        *rc = 0;
    }
    return BCQ_REFS_BODY;
}

int bcq__refs_body_empty(const bcq_file *f, size_t m, size_t value_id,
                         int *empty, bcq_error *err)
{
    const bcq_module *mod;
    int rc = bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    if (value_id >= mod->nglobals)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no global value %zu (module %zu has %zu)", value_id,
                         m, mod->nglobals);
    const refset *set;
    if ((rc = get_set(f, m, mod, value_id, BCQ_REFS_BODY, &set, err)))
        return rc;
    *empty = set->empty;
    return 0;
}

int bcq_refs_get(const bcq_file *f, size_t m, size_t value_id,
                 bcq_ref_source source, const bcq_ref **refs, size_t *n,
                 bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !refs || !n ||
        (source != BCQ_REFS_BODY && source != BCQ_REFS_SUMMARY &&
         source != BCQ_REFS_AUTO))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq_module *mod;
    int rc = bcq_module_get(f, m, &mod, err);
    if (rc)
        return rc;
    if (value_id >= mod->nglobals)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no global value %zu (module %zu has %zu)", value_id,
                         m, mod->nglobals);
    if (source == BCQ_REFS_AUTO) {
        source = pick_source(f, m, value_id, &rc, err);
        if (rc)
            return rc;
    }
    const refset *have;
    if ((rc = get_set(f, m, mod, value_id, source, &have, err)))
        return rc;
    *refs = have->v;
    *n = have->n;
    return 0;
}
