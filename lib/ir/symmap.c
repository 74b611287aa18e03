/*
 * symmap.c - from an irsymtab symbol to its module's global value.
 *
 * doc/format.md 8.9: LLVM builds a module's part of the irsymtab from its
 * ModuleSymbolTable, one symbol per global value in the order of
 * Module::global_values() (functions, variables, aliases, ifuncs, each in
 * module order), then the symbols of the module's inline assembly; no
 * symbol is left out (irsymtab's Builder::addModule/addSymbol, LLVM 5 to
 * 22).  Value ids count the same values with the variables first
 * (ValueEnumerator, writeModuleInfo: doc/format.md 6.1).  So position k of
 * the module's range is, with V variables and F functions:
 *
 *     k <  F          function k        value id V + k
 *     k <  F + V      variable k - F    value id k - F
 *     k <  nglobals   alias or ifunc    value id k
 *     k >= nglobals   inline assembly   BCQ_NONE
 *
 * The counts come with the module's decode (module.c), so the answer costs
 * the module's entry of the table and one compare of names.  When the
 * compare fails the table does not line up with the module (another
 * producer, a patched or foreign table) and the IR name is looked up
 * (namehash.c): right whatever the order, just not free.
 */
#include "config.h"

#include <string.h>

#include "ir/ir.h"

#define SYMBOL_SIZE 24u /* symtab.c */

/* Value id of ModuleSymbolTable position k (< nglobals) of a module whose
 * ids come grouped by kind. */
static size_t position_value(const bcq__module *mod, size_t k)
{
    size_t nv = mod->nkind[BCQ_GV_VARIABLE], nf = mod->nkind[BCQ_GV_FUNCTION];
    if (k < nf)
        return nv + k;
    if (k < nf + nv)
        return k - nf;
    return k;
}

static int same(bcq_span a, bcq_span b)
{
    return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, a.len) == 0);
}

/* NOT_FOUND at the symbol's IRName, in the SYMTAB's context. */
static int not_found(const bcq_symtab *st, const bcq_symtab_symbol *sym,
                     const char *why, bcq_error *err)
{
    uint64_t at = st->blob_bit +
                  ((uint64_t)st->symbols_off +
                   (uint64_t)sym->index * SYMBOL_SIZE + 8) * 8;
    bcq__error_clear(err);
    bcq__fail(err, BCQ_E_NOT_FOUND, at,
              "SYMTAB symbol %zu (\"%.*s\"): %s in module %zu", sym->index,
              (int)(sym->ir_name.len > 64 ? 64 : sym->ir_name.len),
              sym->ir_name.len ? (const char *)sym->ir_name.ptr : "", why,
              sym->module);
    bcq__error_context(err, BCQ__SYMTAB_BLOCK_ID, st->bit);
    return BCQ_E_NOT_FOUND;
}

int bcq_symtab_global(const bcq_file *f, const bcq_symtab *st,
                      const bcq_symtab_symbol *sym, size_t *value_id,
                      bcq_error *err)
{
    bcq__error_clear(err);
    if (!f || !st || !sym || !value_id ||
        (!sym->ir_name.ptr && sym->ir_name.len))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    size_t begin, end;
    if (bcq_symtab_module(st, sym->module, &begin, &end, NULL) != 0 ||
        sym->index < begin || sym->index >= end)
        return bcq__fail(err, BCQ_E_INVAL, 0,
                         "symbol %zu is not in module %zu of the table",
                         sym->index, sym->module);
    const bcq_module *pub;
    int rc = bcq_module_get(f, sym->module, &pub, err);
    if (rc)
        return rc;
    const bcq__module *mod = (const bcq__module *)pub;
    size_t k = sym->index - begin, n = pub->nglobals;
    if (k < n && mod->kinds_grouped) {
        size_t v = position_value(mod, k);
        if (same(bcq__gv_name(pub, v), sym->ir_name)) {
            *value_id = v;
            return 0;
        }
    }
    if (sym->ir_name.len == 0) {
        /* no name to look up: past the global values it is an assembly
         * symbol; among them the table and the module disagree */
        if (k >= n) {
            *value_id = BCQ_NONE;
            return 0;
        }
        return not_found(st, sym,
                         mod->kinds_grouped
                             ? "no IR name where the module has a named "
                               "global value"
                             : "no IR name, and value ids not grouped by "
                               "kind",
                         err);
    }
    /* the table does not line up with the module: by name */
    rc = bcq_global_find(f, sym->module, (const char *)sym->ir_name.ptr,
                         sym->ir_name.len, value_id, err);
    if (rc == BCQ_E_NOT_FOUND)
        return not_found(st, sym, "no global value of that name", err);
    return rc;
}
