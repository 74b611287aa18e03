/*
 * api.c - libbcq-link's public face (include/bcq-link.h): the options
 * into an lk_link, the phases in order (resolve.c, then live.c), and
 * read-only views of the finished link.
 */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "link.h"

struct bcq_link {
    lk_link lk;
};

const char *bcq_link_version(void)
{
    return "0.5.1";
}

static int inval(bcq_error *err, const char *why)
{
    return lk_error(err, BCQ_E_INVAL, why);
}

int bcq_link_run(const char *const *paths, size_t n,
                 const bcq_link_options *opts, bcq_link **out, bcq_error *err)
{
    if (err) {
        memset(err, 0, sizeof *err);
        err->block_id = UINT32_MAX;
        err->block_bit = UINT64_MAX;
    }
    if (!out)
        return inval(err, "invalid argument");
    *out = NULL;
    bcq_link_options o = BCQ_LINK_OPTIONS_INIT;
    if (opts) {
        /* the size convention of bcq_open_options: every field up to
         * note_arg (those of 0.1.0) must be there; later ones keep their
         * defaults when the caller's struct ends before them; bytes past
         * this library's struct must be zero */
        if (opts->size < offsetof(bcq_link_options, note_arg) +
                             sizeof opts->note_arg)
            return inval(err, "bcq_link_options.size is too small (set it "
                              "to sizeof(bcq_link_options))");
        for (size_t i = sizeof o; i < opts->size; i++)
            if (((const unsigned char *)opts)[i]) {
                if (err) {
                    err->code = BCQ_E_UNSUPPORTED;
                    snprintf(err->message, sizeof err->message,
                             "bcq_link_options: byte %zu is set, a field "
                             "this libbcq-link %s does not know",
                             i, bcq_link_version());
                }
                return BCQ_E_UNSUPPORTED;
            }
        memcpy(&o, opts, opts->size < sizeof o ? opts->size : sizeof o);
        o.size = sizeof o;
    }
    if (!paths || n == 0 || !o.entry || o.jobs < 1 || o.jobs > 256 ||
        (o.nundefined && !o.undefined) ||
        (o.nsearch_dirs && !o.search_dirs) ||
        (o.nversion_scripts && !o.version_scripts) ||
        (o.source != BCQ_REFS_AUTO && o.source != BCQ_REFS_BODY &&
         o.source != BCQ_REFS_SUMMARY))
        return inval(err, "invalid argument");
    for (size_t i = 0; i < n; i++)
        if (!paths[i])
            return inval(err, "invalid argument: a NULL path");
    for (size_t i = 0; i < o.nsearch_dirs; i++)
        if (!o.search_dirs[i])
            return inval(err, "invalid argument: a NULL search directory");
    for (size_t i = 0; i < o.nversion_scripts; i++)
        if (!o.version_scripts[i])
            return inval(err, "invalid argument: a NULL version script");
    for (size_t i = 0; i < o.nundefined; i++)
        if (!o.undefined[i])
            return inval(err, "invalid argument: a NULL -u name");
    struct bcq_link *l = calloc(1, sizeof *l);
    if (!l)
        return BCQ_E_NOMEM;
    lk_link *lk = &l->lk;
    lk->entry = o.entry;
    lk->undef = (const char **)o.undefined;
    lk->nundef = o.nundefined;
    lk->jobs = o.jobs;
    lk->from = o.source == BCQ_REFS_BODY      ? LK_FROM_BODY
               : o.source == BCQ_REFS_SUMMARY ? LK_FROM_SUMMARY
                                              : LK_FROM_AUTO;
    lk->want_why = o.why_extract != 0;
    lk->libdirs = o.search_dirs;
    lk->nlibdirs = o.nsearch_dirs;
    lk->shared = o.shared != 0;
    lk->export_dynamic = o.export_dynamic != 0;
    lk->fat_lto = o.fat_lto_objects != 0;
    lk->vscripts = o.version_scripts;
    lk->nvscripts = o.nversion_scripts;
    lk->note = o.note;
    lk->note_arg = o.note_arg;
    int rc = lk_add_inputs(lk, paths, n);
    if (rc == 0)
        rc = lk_resolve(lk);
    if (rc == 0)
        rc = lk_version_scripts(lk);
    if (rc == 0)
        rc = lk_resolution(lk);
    if (rc == 0)
        rc = lk_map_modules(lk);
    if (rc == 0)
        rc = lk_reach(lk);
    /* the caller's strings are not kept past the call */
    lk->undef = NULL;
    lk->nundef = 0;
    lk->entry = NULL;
    lk->libdirs = NULL;
    lk->nlibdirs = 0;
    lk->vscripts = NULL;
    lk->nvscripts = 0;
    if (rc == 0 && lk->dup)
        lk_note(lk, BCQ_LINK_NOTE_DUPLICATE, NULL, NULL, lk->errmsg);
    lk->note = NULL;
    *out = l;
    if (rc && err) {
        if (lk->failed && lk->first_rc == rc)
            *err = lk->first;
        else
            err->code = rc; /* out of memory, before any input failed */
    }
    return rc;
}

void bcq_link_free(bcq_link *l)
{
    if (!l)
        return;
    lk_free(&l->lk);
    free(l);
}

int bcq_link_summary_get(const bcq_link *l, bcq_link_summary *out)
{
    if (!l || !out)
        return BCQ_E_INVAL;
    const lk_link *lk = &l->lk;
    out->inputs = lk->nin - lk->members;
    out->archives = lk->archives;
    out->members = lk->members;
    out->extracted = lk->extracted;
    out->duplicate = lk->dup;
    return 0;
}

uint64_t bcq_link_bodies_read(const bcq_link *l)
{
    uint64_t n = 0;
    for (size_t i = 0; l && i < l->lk.nin; i++) {
        const lk_input *in = &l->lk.in[i];
        if (!in->ld)
            continue;
        n += in->ld->lazy_bodies;
        if (in->ld->f && (in->state == LK_LOADED || in->state == LK_EXTRACTED))
            n += bcq_stat_bodies_read(in->ld->f, BCQ_FUNCTION_BLOCK);
    }
    return n;
}

size_t bcq_link_input_count(const bcq_link *l)
{
    return l ? l->lk.nin : 0;
}

int bcq_link_input_get(const bcq_link *l, size_t i, bcq_link_input *out)
{
    if (!l || !out)
        return BCQ_E_INVAL;
    if (i >= l->lk.nin)
        return BCQ_E_RANGE;
    const lk_input *in = &l->lk.in[i];
    const char *label = lk_label(&l->lk, (uint32_t)i);
    out->label = label ? label : "";
    out->state = in->state;
    out->archive = in->archive == LK_NONE || in->state == LK_LOADED ||
                           in->state == LK_ARCHIVE
                       ? BCQ_NONE
                       : in->archive;
    out->file = in->ld ? in->ld->f : NULL;
    out->bodies_read = in->ld ? in->ld->lazy_bodies : 0;
    if (out->file && (in->state == LK_LOADED || in->state == LK_EXTRACTED))
        out->bodies_read += bcq_stat_bodies_read(in->ld->f, BCQ_FUNCTION_BLOCK);
    return 0;
}

size_t bcq_link_module_count(const bcq_link *l)
{
    return l ? l->lk.nmods : 0;
}

int bcq_link_module_get(const bcq_link *l, size_t i, bcq_link_module *out)
{
    if (!l || !out)
        return BCQ_E_INVAL;
    if (i >= l->lk.nmods)
        return BCQ_E_RANGE;
    const lk_mod *m = &l->lk.mods[i];
    out->input = m->input;
    out->module = m->m;
    out->mod = m->mod;
    out->live = m->live;
    return 0;
}

size_t bcq_link_symbol_count(const bcq_link *l)
{
    return l ? l->lk.nsym : 0;
}

int bcq_link_symbol_get(const bcq_link *l, size_t i, bcq_link_symbol *out)
{
    if (!l || !out)
        return BCQ_E_INVAL;
    if (i >= l->lk.nsym)
        return BCQ_E_RANGE;
    const lk_sym *s = &l->lk.sym[i];
    out->name = (bcq_span){(const uint8_t *)s->name, s->len};
    out->state = s->state;
    out->weak = s->weak;
    out->live_undefined = s->live_undef;
    out->undefined_kind = (bcq_gv_kind)s->undef_kind;
    out->input = s->file == LK_NONE ? BCQ_NONE : s->file;
    int def = (s->state == SYM_DEFINED || s->state == SYM_COMMON) &&
              s->file != LK_NONE && !l->lk.in[s->file].native;
    out->module = def ? s->module : BCQ_NONE;
    out->value_id = def && s->vid != LK_NONE ? s->vid : BCQ_NONE;
    out->common_size = s->state == SYM_COMMON ? s->size : 0;
    return 0;
}

size_t bcq_link_why_count(const bcq_link *l)
{
    return l ? l->lk.nwhy : 0;
}

int bcq_link_why_get(const bcq_link *l, size_t i, bcq_link_why *out)
{
    if (!l || !out)
        return BCQ_E_INVAL;
    if (i >= l->lk.nwhy)
        return BCQ_E_RANGE;
    out->reference = l->lk.why[i].reference;
    out->extracted = l->lk.why[i].extracted;
    out->symbol = l->lk.why[i].sym;
    return 0;
}

size_t bcq_link_lto_input_count(const bcq_link *l)
{
    return l ? l->lk.norder : 0;
}

int bcq_link_lto_input_get(const bcq_link *l, size_t k,
                           bcq_link_lto_input *out)
{
    if (!l || !out)
        return BCQ_E_INVAL;
    if (k >= l->lk.norder)
        return BCQ_E_RANGE;
    const lk_input *in = &l->lk.in[l->lk.order[k]];
    out->input = l->lk.order[k];
    out->name = in->ld->lto_name;
    out->first = in->ld->res_first;
    out->count = in->ld->syms.n;
    return 0;
}

size_t bcq_link_resolution_count(const bcq_link *l)
{
    return l ? l->lk.nres : 0;
}

int bcq_link_resolution_get(const bcq_link *l, size_t i,
                            bcq_link_resolution *out)
{
    if (!l || !out)
        return BCQ_E_INVAL;
    const lk_link *lk = &l->lk;
    if (i >= lk->nres)
        return BCQ_E_RANGE;
    /* the input whose range holds i: a binary search over the order */
    size_t lo = 0, hi = lk->norder;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (lk->in[lk->order[mid]].ld->res_first <= i)
            lo = mid;
        else
            hi = mid;
    }
    const lk_input *in = &lk->in[lk->order[lo]];
    const lk_fsym *y = &in->ld->syms.v[i - in->ld->res_first];
    out->input = lk->order[lo];
    out->name = (bcq_span){(const uint8_t *)y->name, y->len};
    out->flags = in->ld->res[i - in->ld->res_first];
    return 0;
}
