/*
 * keep.c - why a global value is kept whatever references it
 * (bcq_global_keep): the rules of LLVM's Internalize and GlobalDCE passes
 * as facts about one module.
 *
 * GlobalDCEPass::run keeps a global object that is a definition and a
 * global alias or ifunc whose linkage isDiscardableIfUnused() refuses
 * (not linkonce, not local, not available_externally), then what they
 * reach.  Before it, InternalizePass::internalizeModule made every
 * function, variable and alias local except what shouldPreserveGV
 * preserves: declarations, dllexport values, externally_initialized
 * variables, the names of AlwaysPreserved (the members of llvm.used, the
 * four lists, llvm.global.annotations, __stack_chk_fail, __stack_chk_guard
 * -- __ssp_canary_word on AIX -- and __llvm_rpc_client for NVPTX and
 * AMDGPU) and the roots; and (checkComdat, maybeInternalize) every member
 * of a comdat with a preserved member.  Ifuncs it does not walk.  So a
 * definition of non-discardable linkage is kept for one of these reasons
 * (bits DLLEXPORT, EXTERNALLY_INITIALIZED, NAME, COMDAT, IFUNC), and the
 * appending lists (LIST) keep what they name (USED, COMPILER_USED, CTOR,
 * DTOR).
 *
 * GlobalDCE first runs optimizeGlobalCtorsList with isEmptyFunction: when
 * llvm.global_ctors has a unique initializer (findGlobalCtors) that is an
 * array whose entries are each zero, or name a null function, or a
 * Function without parameters, each entry whose function has an empty
 * body is removed.  Such an entry keeps its function and data only when
 * the function is not empty, which depends on a body or a summary
 * (bcq_function_empty): those entries are kept apart ("conditional") and
 * decided at query time; every other name of a list is decided here.
 *
 * Built once per module from the module's records and constants (no
 * function body) and published in the module's slot; a list whose
 * initializer names no value fails the build, kept (memo.c).  The walk
 * over constants is an explicit stack with a per-constant mark of the
 * flags it was walked for, so that each constant is walked at most once
 * per list kind whatever the input shares.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

/* An entry of llvm.global_ctors that GlobalDCE removes when its function
 * is empty: the function, and the global value its data names (or
 * UINT32_MAX). */
typedef struct centry {
    uint32_t fn, data;
} centry;

typedef struct bcq__keep {
    size_t n;           /* global values */
    uint16_t *flags;    /* per value: the reasons decided at build */
    centry *cond;       /* the conditional entries */
    size_t ncond;
    uint32_t *cstart;   /* n + 1: the entries naming value v are
                           cidx[cstart[v] .. cstart[v + 1]); NULL when
                           ncond is 0 */
    uint32_t *cidx;
} bcq__keep;

void bcq__keep_free(void *p)
{
    bcq__keep *k = p;
    if (!k)
        return;
    free(k->flags);
    free(k->cond);
    free(k->cstart);
    free(k->cidx);
    free(k);
}

/* What a build holds. */
typedef struct kbuild {
    const bcq_file *f;
    size_t m;
    const bcq_module *mod;
    const bcq__consts *mc;  /* module constants, once needed */
    const bcq__types *types;/* once needed */
    bcq__keep *k;
    size_t *acct;           /* what the kept part is charged */
    uint8_t *walked;        /* per module constant: flags walked for */
    uint32_t *stack;
    size_t nstack, capstack;
    size_t tmp;             /* temporaries' charge */
    size_t capcond;
} kbuild;

/* Which bit of kbuild.walked a flag uses. */
static uint8_t walk_bit(unsigned flag)
{
    switch (flag) {
    case BCQ_KEEP_USED: return 1;
    case BCQ_KEEP_COMPILER_USED: return 2;
    case BCQ_KEEP_CTOR: return 4;
    default: return 8; /* BCQ_KEEP_DTOR */
    }
}

static int consts(kbuild *b, bcq_error *err)
{
    if (b->mc)
        return 0;
    int rc = bcq__consts_module(b->f, b->m, &b->mc, err);
    if (rc)
        return rc;
    return bcq__fzalloc(bcq__fbudget(b->f), &b->tmp,
                        b->mc->n ? b->mc->n : 1, (void **)&b->walked, err);
}

/* The constant id (a module constant) into *c; BCQ_E_BAD_RECORD when id
 * names neither a global value nor a module constant, naming list's
 * value what (its record at bit). */
static int constant(kbuild *b, uint64_t id, bcq_constant *c, const char *what,
                    uint64_t bit, bcq_error *err)
{
    int rc = consts(b, err);
    if (rc)
        return rc;
    if (id < b->mod->nglobals || id - b->mod->nglobals >= b->mc->n)
        return bcq__fail(err, BCQ_E_BAD_RECORD, bit,
                         "the initializer of %s names value %llu, not a "
                         "global value or module constant (%llu of them)",
                         what, (unsigned long long)id,
                         (unsigned long long)(b->mod->nglobals + b->mc->n));
    bcq__consts_fill(b->mc, id, c);
    return 0;
}

/* Flag every global value reachable from id through module constants. */
static int reach(kbuild *b, uint64_t id, unsigned flag, const char *what,
                 uint64_t bit, bcq_error *err)
{
    size_t n = b->mod->nglobals;
    if (id < n) {
        b->k->flags[id] |= (uint16_t)flag;
        return 0;
    }
    bcq_constant c;
    int rc = constant(b, id, &c, what, bit, err);
    if (rc)
        return rc;
    uint8_t wb = walk_bit(flag);
    b->nstack = 0;
    if ((rc = bcq__fgrow(bcq__fbudget(b->f), &b->tmp, (void **)&b->stack,
                         &b->capstack, 1, sizeof *b->stack, err)))
        return rc;
    b->stack[b->nstack++] = (uint32_t)id;
    while (b->nstack) {
        uint32_t cur = b->stack[--b->nstack];
        if (cur < n) {
            b->k->flags[cur] |= (uint16_t)flag;
            continue;
        }
        uint8_t *w = &b->walked[cur - n];
        if (*w & wb)
            continue;
        *w |= wb;
        /* constants.c checked every operand: a global value or a module
         * constant */
        bcq__consts_fill(b->mc, cur, &c);
        if ((rc = bcq__fgrow(bcq__fbudget(b->f), &b->tmp,
                             (void **)&b->stack, &b->capstack,
                             b->nstack + c.nops, sizeof *b->stack, err)))
            return rc;
        for (size_t i = 0; i < c.nops; i++)
            b->stack[b->nstack++] = c.ops[i];
    }
    return 0;
}

static int is_null(kbuild *b, uint64_t id)
{
    if (id < b->mod->nglobals || !b->mc || id - b->mod->nglobals >= b->mc->n)
        return 0;
    bcq_constant c;
    bcq__consts_fill(b->mc, id, &c);
    return c.code == BCQ__CST_CODE_NULL;
}

static int types(kbuild *b, bcq_error *err)
{
    return b->types ? 0 : bcq__types_get(b->f, b->m, &b->types, err);
}

/* The global value id names through casts (bitcast, addrspacecast),
 * UINT32_MAX for null, or BCQ_NONE for anything else. */
static size_t data_value(kbuild *b, uint64_t id)
{
    for (int hops = 0; hops < 64; hops++) {
        if (id < b->mod->nglobals)
            return (size_t)id;
        if (id - b->mod->nglobals >= b->mc->n)
            return BCQ_NONE;
        bcq_constant c;
        bcq__consts_fill(b->mc, id, &c);
        if (c.code == BCQ__CST_CODE_NULL)
            return UINT32_MAX;
        if (c.code != BCQ__CST_CODE_CE_CAST || c.nops != 1)
            return BCQ_NONE;
        id = c.ops[0];
    }
    return BCQ_NONE;
}

/* findGlobalCtors: can optimizeGlobalCtorsList read the list whose
 * initializer is init (a module constant)?  Each element is zero, or a
 * struct whose function is null or a Function without parameters. */
static int readable(kbuild *b, const bcq_constant *init, int *ok,
                    bcq_error *err)
{
    *ok = 0;
    int rc = types(b, err);
    if (rc)
        return rc;
    const bcq__type *at = bcq__type_at(b->types, init->type_id);
    if (init->code != BCQ__CST_CODE_AGGREGATE || !at ||
        at->code != BCQ__TYPE_CODE_ARRAY)
        return 0; /* dyn_cast<ConstantArray> fails: nothing removed */
    size_t n = b->mod->nglobals;
    for (size_t i = 0; i < init->nops; i++) {
        uint64_t e = init->ops[i];
        if (e < n)
            return 0;
        bcq_constant ce;
        bcq__consts_fill(b->mc, e, &ce);
        if (ce.code == BCQ__CST_CODE_NULL)
            continue; /* ConstantAggregateZero */
        if (ce.code != BCQ__CST_CODE_AGGREGATE || ce.nops < 2)
            return 0;
        uint64_t fn = ce.ops[1];
        if (fn >= n) {
            if (is_null(b, fn))
                continue;
            return 0; /* a cast, or another constant: not a Function */
        }
        bcq_global g;
        bcq_module_global(b->mod, (size_t)fn, &g);
        if (g.kind != BCQ_GV_FUNCTION)
            return 0;
        const bcq__type *ft = bcq__type_function(b->types, g.type_id);
        if (!ft || ft->count != 0)
            return 0; /* arg_size() != 0 */
    }
    *ok = 1;
    return 0;
}

static int add_cond(kbuild *b, uint32_t fn, uint32_t data, bcq_error *err)
{
    bcq__keep *k = b->k;
    int rc = bcq__fgrow(bcq__fbudget(b->f), b->acct, (void **)&k->cond,
                        &b->capcond, k->ncond + 1, sizeof *k->cond, err);
    if (rc == 0)
        k->cond[k->ncond++] = (centry){fn, data};
    return rc;
}

static int ctors(kbuild *b, const bcq_global *g, bcq_error *err)
{
    const char *what = "llvm.global_ctors";
    uint64_t id = g->initializer;
    if (id < b->mod->nglobals)
        return reach(b, id, BCQ_KEEP_CTOR, what, g->record_bit, err);
    bcq_constant init;
    int rc = constant(b, id, &init, what, g->record_bit, err);
    if (rc)
        return rc;
    /* hasUniqueInitializer: appending is not interposable */
    int ok = g->linkage == BCQ_LINKAGE_APPENDING &&
             !(bcq__gv_of(b->mod, g->value_id)->bits & BCQ__GV_EXT_INIT);
    if (ok && (rc = readable(b, &init, &ok, err)))
        return rc;
    if (!ok)
        return reach(b, id, BCQ_KEEP_CTOR, what, g->record_bit, err);
    size_t n = b->mod->nglobals;
    for (size_t i = 0; i < init.nops && rc == 0; i++) {
        uint64_t e = init.ops[i];
        bcq_constant ce;
        bcq__consts_fill(b->mc, e, &ce);
        size_t data = UINT32_MAX;
        int cond = ce.code == BCQ__CST_CODE_AGGREGATE && ce.ops[1] < n &&
               !(bcq__gv_of(b->mod, ce.ops[1])->bits & BCQ__GV_DECL) &&
               ce.nops <= 3 && ce.ops[0] >= n;
        if (cond && ce.nops == 3 &&
            (data = data_value(b, ce.ops[2])) == BCQ_NONE)
            cond = 0; /* data LLVM never writes: taken as kept */
        if (cond)
            rc = add_cond(b, ce.ops[1], (uint32_t)data, err);
        else
            rc = reach(b, e, BCQ_KEEP_CTOR, what, g->record_bit, err);
    }
    return rc;
}

/* Index the conditional entries by the values they name. */
static int index_cond(kbuild *b, bcq_error *err)
{
    bcq__keep *k = b->k;
    if (!k->ncond)
        return 0;
    int rc = bcq__fzalloc(bcq__fbudget(b->f), b->acct,
                          (k->n + 1) * sizeof *k->cstart,
                          (void **)&k->cstart, err);
    if (rc == 0)
        rc = bcq__fzalloc(bcq__fbudget(b->f), b->acct,
                          2 * k->ncond * sizeof *k->cidx,
                          (void **)&k->cidx, err);
    if (rc)
        return rc;
    for (size_t e = 0; e < k->ncond; e++) {
        k->cstart[k->cond[e].fn + 1]++;
        if (k->cond[e].data != UINT32_MAX && k->cond[e].data != k->cond[e].fn)
            k->cstart[k->cond[e].data + 1]++;
    }
    for (size_t v = 0; v < k->n; v++)
        k->cstart[v + 1] += k->cstart[v];
    uint32_t *fill = NULL;
    size_t tmp = 0;
    if ((rc = bcq__fzalloc(bcq__fbudget(b->f), &tmp,
                           (k->n ? k->n : 1) * sizeof *fill, (void **)&fill,
                           err)))
        return rc;
    for (size_t e = 0; e < k->ncond; e++) {
        uint32_t fn = k->cond[e].fn, d = k->cond[e].data;
        k->cidx[k->cstart[fn] + fill[fn]++] = (uint32_t)e;
        if (d != UINT32_MAX && d != fn)
            k->cidx[k->cstart[d] + fill[d]++] = (uint32_t)e;
    }
    free(fill);
    bcq__refund(bcq__fbudget(b->f), &tmp);
    return 0;
}

static int same(bcq_span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.len == n && !memcmp(s.ptr, lit, n);
}

static int contains(bcq_span s, const char *lit)
{
    size_t n = strlen(lit);
    for (size_t i = 0; i + n <= s.len; i++)
        if (!memcmp(s.ptr + i, lit, n))
            return 1;
    return 0;
}

static int starts(bcq_span s, const char *lit)
{
    size_t n = strlen(lit);
    return s.len >= n && !memcmp(s.ptr, lit, n);
}

/* A name InternalizePass::internalizeModule always preserves (the
 * members of llvm.used are flagged through the list). */
static int preserved_name(const bcq_module *mod, bcq_span n)
{
    static const char *const always[] = {
        "llvm.used", "llvm.compiler.used", "llvm.global_ctors",
        "llvm.global_dtors", "llvm.global.annotations", "__stack_chk_fail"};
    for (size_t i = 0; i < sizeof always / sizeof always[0]; i++)
        if (same(n, always[i]))
            return 1;
    int aix = contains(mod->triple, "-aix");
    if (same(n, aix ? "__ssp_canary_word" : "__stack_chk_guard"))
        return 1;
    return same(n, "__llvm_rpc_client") &&
           (starts(mod->triple, "nvptx") || starts(mod->triple, "amdgcn") ||
            starts(mod->triple, "r600"));
}

/* isDiscardableIfUnused of a linkage. */
static int discardable(unsigned linkage)
{
    return linkage == BCQ_LINKAGE_LINKONCE_ANY ||
           linkage == BCQ_LINKAGE_LINKONCE_ODR ||
           linkage == BCQ_LINKAGE_INTERNAL || linkage == BCQ_LINKAGE_PRIVATE ||
           linkage == BCQ_LINKAGE_AVAILABLE_EXTERNALLY;
}

/* Internalize's shouldPreserveGV as the flags give it, whatever the
 * linkage (checkComdat asks it of every member): dllexport, externally
 * initialized, and for a value that is not local a preserved name or a
 * member of llvm.used (AlwaysPreserved). */
static int preserved(const bcq_module *mod, size_t v, unsigned fl)
{
    bcq_global g;
    bcq_module_global(mod, v, &g);
    if (g.dll_storage == BCQ_DLL_EXPORT ||
        (g.kind == BCQ_GV_VARIABLE &&
         (bcq__gv_of(mod, v)->bits & BCQ__GV_EXT_INIT)))
        return 1;
    if (g.linkage == BCQ_LINKAGE_INTERNAL || g.linkage == BCQ_LINKAGE_PRIVATE)
        return 0;
    return (fl & BCQ_KEEP_USED) || preserved_name(mod, g.name);
}

/* checkComdat and maybeInternalize: a comdat with a preserved member
 * (functions, variables and aliases, an alias in its object's comdat)
 * stays external whole; its definitions of a linkage GlobalDCE keeps are
 * kept (BCQ_KEEP_COMDAT). */
static int comdats(kbuild *b, bcq_error *err)
{
    const bcq_module *mod = b->mod;
    size_t n = mod->nglobals, nc = mod->ncomdats;
    if (!nc)
        return 0;
    uint8_t *ext = NULL;
    size_t *of = NULL;
    int rc = bcq__fzalloc(bcq__fbudget(b->f), &b->tmp, nc, (void **)&ext,
                          err);
    if (rc == 0)
        rc = bcq__fzalloc(bcq__fbudget(b->f), &b->tmp,
                          (n ? n : 1) * sizeof *of, (void **)&of, err);
    for (size_t v = 0; v < n && rc == 0; v++) {
        of[v] = BCQ_NONE;
        if (bcq__gv_kind(mod, v) == BCQ_GV_IFUNC)
            continue;
        rc = bcq_global_comdat(b->f, b->m, v, &of[v], err);
        if (rc == 0 && of[v] < nc && preserved(mod, v, b->k->flags[v]))
            ext[of[v]] = 1;
    }
    for (size_t v = 0; v < n && rc == 0; v++) {
        if (of[v] >= nc || !ext[of[v]])
            continue;
        bcq_global g;
        bcq_module_global(mod, v, &g);
        if (!g.is_declaration && !discardable(g.linkage))
            b->k->flags[v] |= BCQ_KEEP_COMDAT;
    }
    free(ext);
    free(of);
    return rc;
}

static int build(const bcq_file *f, const bcq_module *mod, void *arg,
                 void **out, size_t *acct, bcq_error *err)
{
    (void)arg;
    kbuild b;
    memset(&b, 0, sizeof b);
    b.f = f;
    b.m = mod->index;
    b.mod = mod;
    b.acct = acct;
    size_t n = mod->nglobals;
    int rc = bcq__fzalloc(bcq__fbudget(f), acct, sizeof *b.k, (void **)&b.k,
                          err);
    if (rc)
        return rc;
    b.k->n = n;
    rc = bcq__fzalloc(bcq__fbudget(f), acct, (n ? n : 1) * sizeof *b.k->flags,
                      (void **)&b.k->flags, err);
    for (size_t v = 0; v < n && rc == 0; v++) {
        bcq_global g;
        bcq_module_global(mod, v, &g);
        unsigned fl = 0;
        int kept = !g.is_declaration && !discardable(g.linkage);
        if (kept && g.dll_storage == BCQ_DLL_EXPORT)
            fl |= BCQ_KEEP_DLLEXPORT;
        if (kept && g.kind == BCQ_GV_VARIABLE &&
            (bcq__gv_of(mod, v)->bits & BCQ__GV_EXT_INIT))
            fl |= BCQ_KEEP_EXTERNALLY_INITIALIZED;
        if (kept && g.kind == BCQ_GV_IFUNC)
            fl |= BCQ_KEEP_IFUNC;
        if (kept && g.kind != BCQ_GV_IFUNC && preserved_name(mod, g.name))
            fl |= BCQ_KEEP_NAME;
        b.k->flags[v] |= (uint16_t)fl;
        if (g.kind != BCQ_GV_VARIABLE || g.initializer == BCQ_NONE)
            continue;
        if (same(g.name, "llvm.used"))
            rc = reach(&b, g.initializer, BCQ_KEEP_USED, "llvm.used",
                       g.record_bit, err);
        else if (same(g.name, "llvm.compiler.used"))
            rc = reach(&b, g.initializer, BCQ_KEEP_COMPILER_USED,
                       "llvm.compiler.used", g.record_bit, err);
        else if (same(g.name, "llvm.global_dtors"))
            rc = reach(&b, g.initializer, BCQ_KEEP_DTOR, "llvm.global_dtors",
                       g.record_bit, err);
        else if (same(g.name, "llvm.global_ctors"))
            rc = ctors(&b, &g, err);
        else
            continue;
        b.k->flags[v] |= BCQ_KEEP_LIST;
    }
    if (rc == 0)
        rc = comdats(&b, err);
    if (rc == 0)
        rc = index_cond(&b, err);
    free(b.walked);
    free(b.stack);
    bcq__refund(bcq__fbudget(f), &b.tmp);
    if (rc) {
        bcq__keep_free(b.k);
        bcq__refund(bcq__fbudget(f), acct);
        return rc;
    }
    *out = b.k;
    return 0;
}

/* Module m's kept part and value_id's unconditional bits (no entry of
 * llvm.global_ctors looked at). */
static int keep_of(const bcq_file *f, size_t m, size_t value_id,
                   const bcq__keep **out, bcq_error *err)
{
    const bcq_module *mod;
    void *have;
    int rc = bcq__module_part(f, m, offsetof(bcq__modslot, keep), build,
                              bcq__keep_free, NULL, &mod, &have, err);
    if (rc)
        return rc;
    const bcq__keep *k = have;
    if (value_id >= k->n)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "no global value %zu (module %zu has %zu)", value_id,
                         m, k->n);
    *out = k;
    return 0;
}

int bcq__global_keep_lists(const bcq_file *f, size_t m, size_t value_id,
                           unsigned *flags, bcq_error *err)
{
    const bcq__keep *k = NULL;
    int rc = keep_of(f, m, value_id, &k, err);
    if (rc == 0)
        *flags = k->flags[value_id];
    return rc;
}

int bcq_global_keep(const bcq_file *f, size_t m, size_t value_id,
                    bcq_ref_source source, unsigned *flags, bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !flags ||
        (source != BCQ_REFS_BODY && source != BCQ_REFS_SUMMARY &&
         source != BCQ_REFS_AUTO))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    const bcq__keep *k = NULL;
    int rc = keep_of(f, m, value_id, &k, err);
    if (rc)
        return rc;
    unsigned fl = k->flags[value_id];
    uint32_t last = UINT32_MAX; /* entries naming one function in a row
                                   ask its emptiness once */
    int empty = 0;
    for (uint32_t i = k->cstart ? k->cstart[value_id] : 0;
         k->cstart && i < k->cstart[value_id + 1]; i++) {
        const centry *e = &k->cond[k->cidx[i]];
        if (e->fn != last &&
            (rc = bcq_function_empty(f, m, e->fn, source, &empty, err)))
            return rc;
        last = e->fn;
        if (!empty)
            fl |= BCQ_KEEP_CTOR;
        else if (e->fn == value_id)
            fl |= BCQ_KEEP_CTOR_EMPTY;
    }
    *flags = fl;
    return 0;
}
