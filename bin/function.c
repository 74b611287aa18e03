/*
 * function.c - the function and functions commands: one function's body
 * (dump format, instruction view, raw bytes) and the list of defined
 * functions with where their bodies are.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* ------------------------------------------------------------ functions */

/* Records in fn's body, sub-blocks included. */
static int count_records(const bcq_file *f, const bcq_function *fn,
                         uint64_t *n, bcq_error *err)
{
    bcq_reader *r;
    int rc = bcq_reader_open(f, &fn->block, &r, err);
    *n = 0;
    while (rc == 0) {
        bcq_entry e;
        if ((rc = bcq_reader_next(r, &e, err)))
            break;
        if (e.kind == BCQ_ENTRY_RECORD)
            ++*n;
        else if (e.kind == BCQ_ENTRY_SUBBLOCK && e.block.id != 0)
            rc = bcq_reader_enter(r, err);
        else if (e.kind == BCQ_ENTRY_END && e.depth == 0)
            break;
    }
    bcq_reader_close(r);
    return rc;
}

int cmd_functions(const char *file, const cli_opts *o)
{
    bcq_error err;
    int rc = 0, status = 0;
    size_t first, last;
    bcq_file *f = open_modules(file, o, 1, &first, &last, &status);
    if (!f)
        return status;
    unit_header();
    for (size_t m = first; m < last && rc == 0; m++) {
        size_t n;
        const bcq_module *mod;
        if ((rc = bcq_function_count(f, m, &n, &err)) ||
            (rc = bcq_module_get(f, m, &mod, &err)))
            break;
        for (size_t d = 0; d < n && rc == 0; d++) {
            bcq_function fn;
            uint64_t nrec = 0;
            if ((rc = bcq_function_at(f, m, d, &fn, &err)) ||
                (o->count && (rc = count_records(f, &fn, &nrec, &err))))
                break;
            if (o->json) {
                out_ch('{');
                out_json_field_u64(1, "module", m);
                out_json_field_u64(0, "value_id", fn.value_id);
                out_str(",\"name\":");
                out_json_gv_name(mod, fn.value_id);
                out_json_field_u64(0, "offset_bits", fn.block.bit);
                out_json_field_u64(0, "end_bits", fn.end_bit);
                out_json_field_u64(0, "words", fn.block.words);
                out_json_field_u64(0, "body_offset",
                                   fn.block.body_bit / 8);
                if (o->count)
                    out_json_field_u64(0, "records", nrec);
                out_str(",\"via_vst\":");
                out_str(fn.via_vst ? "true" : "false");
                out_str("}\n");
            } else {
                out_u64(m);
                out_ch('\t');
                out_u64(fn.value_id);
                out_ch('\t');
                out_u64(fn.block.bit);
                out_ch('\t');
                out_u64(fn.block.words);
                out_ch('\t');
                if (o->count) {
                    out_u64(nrec);
                    out_ch('\t');
                }
                out_gv_name(mod, fn.value_id);
                out_ch('\n');
            }
        }
    }
    if (rc)
        status = report(file, rc, &err, f);
    bcq_close(f);
    return status;
}

/* ------------------------------------------------------------- function */

static const char *opnd_prefix(uint8_t kind)
{
    switch (kind) {
    case BCQ_OPND_VALUE: return "%";
    case BCQ_OPND_TYPE: return "type:";
    case BCQ_OPND_BLOCK: return "bb:";
    case BCQ_OPND_METADATA: return "md:";
    default: return "";
    }
}

static const char *opnd_kind(uint8_t kind)
{
    switch (kind) {
    case BCQ_OPND_VALUE: return "value";
    case BCQ_OPND_TYPE: return "type";
    case BCQ_OPND_BLOCK: return "bb";
    case BCQ_OPND_METADATA: return "md";
    default: return "literal";
    }
}

static void inst_text(const bcq_file *f, const bcq_inst *in, uint64_t *bb)
{
    char buf[32];
    if (in->kind == BCQ_INST_SUBBLOCK) {
        out_str("  <");
        out_str(block_label(f, in->block.id, in->block.bit, buf,
                            sizeof buf));
        if (in->value_end > in->first_value) {
            out_str(" %");
            out_u64(in->first_value);
            out_str("..%");
            out_u64(in->value_end - 1);
        }
        out_str(">\n");
        return;
    }
    if (in->bb != *bb) {
        *bb = in->bb;
        out_str("bb");
        out_u64(in->bb);
        out_str(":\n");
    }
    out_str("  ");
    if (in->value != BCQ_NO_VALUE) {
        out_ch('%');
        out_u64(in->value);
        out_str(" = ");
    }
    if (in->name) {
        out_str(in->name);
    } else {
        out_str("UnknownCode");
        out_u64(in->record.code);
    }
    for (size_t i = 0; i < in->record.nops; i++) {
        out_ch(' ');
        out_str(opnd_prefix(in->kinds[i]));
        out_u64(in->vals[i]);
    }
    out_ch('\n');
}

static void inst_json(const bcq_file *f, const bcq_inst *in, int first)
{
    char buf[32];
    out_str(first ? "\n" : ",\n");
    if (in->kind == BCQ_INST_SUBBLOCK) {
        out_str("{\"block\":");
        out_json_str(block_label(f, in->block.id, in->block.bit, buf,
                                 sizeof buf));
        out_json_field_u64(0, "id", in->block.id);
        out_json_field_u64(0, "offset_bits", in->block.bit);
        out_json_field_u64(0, "first_value", in->first_value);
        out_json_field_u64(0, "value_end", in->value_end);
        out_ch('}');
        return;
    }
    out_str("{\"inst\":");
    if (in->name)
        out_json_str(in->name);
    else
        out_str("null");
    out_json_field_u64(0, "code", in->record.code);
    out_json_field_u64(0, "offset_bits", in->record.bit);
    out_json_field_u64(0, "bb", in->bb);
    out_str(in->is_instruction ? ",\"instruction\":true"
                               : ",\"instruction\":false");
    out_str(",\"value\":");
    if (in->value == BCQ_NO_VALUE)
        out_str("null");
    else
        out_u64(in->value);
    out_str(",\"ops\":[");
    for (size_t i = 0; i < in->record.nops; i++) {
        out_str(i ? ",{\"" : "{\"");
        out_str(opnd_kind(in->kinds[i]));
        out_str("\":");
        out_u64(in->vals[i]);
        out_ch('}');
    }
    out_str("]}");
}

static int print_insts(const bcq_file *f, const bcq_function *fn, int json,
                       bcq_error *err)
{
    bcq_insts *it;
    int rc = bcq_insts_open(f, fn, &it, err);
    if (rc)
        return rc;
    uint64_t mv, nargs, bb = UINT64_MAX;
    bcq_insts_frame(it, &mv, &nargs);
    if (json) {
        out_json_field_u64(0, "module_values", mv);
        out_json_field_u64(0, "args", nargs);
        out_str(",\"insts\":[");
    } else {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, fn->module, &mod, err))) {
            bcq_insts_close(it);
            return rc;
        }
        out_str("; ");
        out_gv_name(mod, fn->value_id);
        out_str(": module ");
        out_u64(fn->module);
        out_str(", value ");
        out_u64(fn->value_id);
        out_str(", ");
        out_u64(mv);
        out_str(" module values, ");
        out_u64(nargs);
        out_str(" arguments");
        if (nargs) {
            out_str(" %");
            out_u64(mv);
            out_str("..%");
            out_u64(mv + nargs - 1);
        }
        out_ch('\n');
    }
    for (int first = 1;; first = 0) {
        bcq_inst in;
        if ((rc = bcq_insts_next(it, &in, err)))
            break;
        if (json)
            inst_json(f, &in, first);
        else
            inst_text(f, &in, &bb);
    }
    bcq_insts_close(it);
    if (json)
        out_str("]");
    return rc == BCQ_END ? 0 : rc;
}

/* Decode the body as the printing will, printing nothing: the instruction
 * view to its end, or (records) every record, sub-blocks entered.  So that
 * an error is reported before any of the body is printed: a view cut short
 * never reaches stdout. */
static int check_body(const bcq_file *f, const bcq_function *fn, int insts,
                      bcq_error *err)
{
    int rc;
    if (insts) {
        bcq_insts *it;
        if ((rc = bcq_insts_open(f, fn, &it, err)))
            return rc;
        bcq_inst in;
        while ((rc = bcq_insts_next(it, &in, err)) == 0)
            ;
        bcq_insts_close(it);
        return rc == BCQ_END ? 0 : rc;
    }
    bcq_reader *r;
    if ((rc = bcq_reader_open(f, &fn->block, &r, err)))
        return rc;
    while (rc == 0) {
        bcq_entry e;
        if ((rc = bcq_reader_next(r, &e, err)))
            break;
        if (e.kind == BCQ_ENTRY_END && e.depth == 0)
            break;
        if (e.kind == BCQ_ENTRY_SUBBLOCK && e.block.id != 0)
            rc = bcq_reader_enter(r, err);
    }
    bcq_reader_close(r);
    return rc;
}

/* Every record of the body as JSON, sub-blocks entered. */
static int records_json(const bcq_file *f, const bcq_function *fn,
                        bcq_error *err)
{
    bcq_reader *r;
    int rc = bcq_reader_open(f, &fn->block, &r, err);
    if (rc)
        return rc;
    out_str(",\"records\":[");
    for (uint64_t printed = 0; rc == 0; printed++) {
        bcq_entry e;
        if ((rc = bcq_reader_next(r, &e, err)))
            break;
        if (e.kind == BCQ_ENTRY_END) {
            if (e.depth == 0)
                break;
            printed--; /* nothing printed */
            continue;
        }
        out_str(printed ? ",\n" : "\n");
        if (e.kind == BCQ_ENTRY_SUBBLOCK) {
            out_ch('{');
            out_json_field_u64(1, "enter", e.block.id);
            out_json_field_u64(0, "depth", e.depth + 1);
            out_json_field_u64(0, "offset_bits", e.block.bit);
            out_json_field_u64(0, "words", e.block.words);
            out_ch('}');
            if (e.block.id != 0)
                rc = bcq_reader_enter(r, err);
            continue;
        }
        const bcq_record *rec = &e.record;
        const char *nm = bcq_record_name(f, e.block_id, rec->code,
                                         rec->bit);
        out_ch('{');
        out_json_field_u64(1, "block", e.block_id);
        out_json_field_u64(0, "depth", e.depth);
        out_json_field_u64(0, "code", rec->code);
        out_str(",\"name\":");
        if (nm)
            out_json_str(nm);
        else
            out_str("null");
        out_json_field_u64(0, "abbrev", rec->abbrev_id);
        out_str(",\"ops\":[");
        for (size_t i = 0; i < rec->nops; i++) {
            if (i)
                out_ch(',');
            out_u64(rec->ops[i]);
        }
        out_ch(']');
        if (rec->has_blob)
            out_json_field_u64(0, "blob_bytes", rec->blob.len);
        out_ch('}');
    }
    bcq_reader_close(r);
    out_str("]");
    return rc;
}

/* Find o->name (gv_find: llvm-dis's spelling or the name) in modules
 * [first, last): the first definition wins; a declaration is remembered
 * for the message. */
static int find(const char *file, const bcq_file *f, const cli_opts *o,
                size_t first, size_t last, bcq_function *fn, bcq_error *err,
                int *status)
{
    size_t declared = BCQ_NONE;
    for (size_t m = first; m < last; m++) {
        size_t id;
        int rc;
        if (o->ll) {
            /* printed as bcq dis prints it: the module read as far as the
             * printer reads it (bcq_global_locate), the body found by the
             * printer */
            bcq_global_brief b;
            rc = gv_locate(f, m, o->name, &b, err);
            if (rc == 0 && b.kind != BCQ_GV_FUNCTION)
                rc = BCQ_E_NOT_FOUND;
            else if (rc == 0 && b.is_declaration)
                rc = BCQ_E_NO_BODY;
            if (rc == 0) {
                memset(fn, 0, sizeof *fn);
                fn->module = m;
                fn->value_id = b.value_id;
                return 0;
            }
        } else if ((rc = gv_find(f, m, o->name, &id, err)) == 0)
            rc = bcq_function_by_value(f, m, id, fn, err);
        if (rc == 0)
            return 0;
        if (rc == BCQ_E_NO_BODY && declared == BCQ_NONE)
            declared = m;
        else if (rc != BCQ_E_NOT_FOUND && rc != BCQ_E_NO_BODY) {
            *status = report(file, rc, err, f);
            return -1;
        }
    }
    if (o->probe)
        ; /* another member may define it (input.c) */
    else if (declared != BCQ_NONE)
        err_printf("%s: %s: function '%s' is only declared (module %zu), "
                   "it has no body\n",
                   progname, file, o->name, declared);
    else
        err_printf("%s: %s: no function named '%s'\n", progname, file,
                   o->name);
    *status = EXIT_NOTFOUND;
    return -1;
}

int cmd_function(const char *file, const cli_opts *o)
{
    bcq_error err;
    int rc = 0, status = 0;
    size_t first, last;
    bcq_file *f = open_modules(file, o, 1, &first, &last, &status);
    if (!f)
        return status;
    bcq_function fn;
    if (find(file, f, o, first, last, &fn, &err, &status)) {
        bcq_close(f);
        return status;
    }
    if (o->ll) { /* as bcq dis prints it, whole or nothing */
        bcq_asm *a = NULL;
        bcq_textbuf text = BCQ_TEXTBUF_INIT;
        rc = bcq_asm_open(f, fn.module, &a, &err);
        if (rc == 0)
            rc = bcq_asm_global(a, fn.value_id, bcq_textbuf_sink, &text,
                                &err);
        if (rc == 0)
            out_mem(text.ptr, text.len);
        out_flush();
        if (rc)
            status = report(file, rc, &err, f);
        bcq_textbuf_free(&text);
        bcq_asm_close(a);
        bcq_close(f);
        return status;
    }
    /* --insts and --json: all or nothing on stdout */
    if ((o->insts || (o->json && !o->raw)) &&
        (rc = check_body(f, &fn, o->insts, &err))) {
        status = report(file, rc, &err, f);
        bcq_close(f);
        return status;
    }
    if (o->json) {
        out_ch('{');
        out_json_field_u64(1, "module", fn.module);
        out_json_field_u64(0, "value_id", fn.value_id);
        out_json_field_u64(0, "def_index", fn.def_index);
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, fn.module, &mod, &err)) == 0) {
            out_str(",\"name\":");
            out_json_gv_name(mod, fn.value_id);
        }
        out_json_field_u64(0, "offset_bits", fn.block.bit);
        out_json_field_u64(0, "end_bits", fn.end_bit);
        out_json_field_u64(0, "body_offset", fn.block.body_bit / 8);
        out_json_field_u64(0, "body_bytes", fn.body.len);
        out_json_field_u64(0, "words", fn.block.words);
        out_str(",\"via_vst\":");
        out_str(fn.via_vst ? "true" : "false");
        if (o->raw) {
            out_str(",\"body_hex\":\"");
            for (size_t i = 0; i < fn.body.len; i++)
                out_hex(fn.body.ptr[i], 2);
            out_ch('"');
        } else if (o->insts) {
            rc = print_insts(f, &fn, 1, &err);
        } else {
            rc = records_json(f, &fn, &err);
        }
        out_str("}\n");
    } else if (o->raw) {
        out_mem(fn.body.ptr, fn.body.len);
    } else if (o->insts) {
        rc = print_insts(f, &fn, 0, &err);
    } else {
        rc = dump_one_block(f, &fn.block, &err);
    }
    out_flush();
    if (rc)
        status = report(file, rc, &err, f);
    bcq_close(f);
    return status;
}
