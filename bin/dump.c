/*
 * dump.c - the blocks and dump commands: the block tree, and every record
 * in the format of llvm-bcanalyzer -dump -non-symbolic.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* ------------------------------------------------------------- blocks */

int cmd_blocks(const char *file, const cli_opts *o)
{
    int json = o->json;
    bcq_file *f;
    bcq_error err;
    bcq_open_options deep = BCQ_OPEN_OPTIONS_INIT;
    deep.flags = BCQ_OPEN_DEEP;
    int rc = cli_open(file, &deep, &f, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    size_t n = bcq_block_count(f);
    for (size_t i = 0; i < n; i++) {
        bcq_block b;
        bcq_block_at(f, i, &b);
        char buf[32];
        const char *name = block_label(f, b.id, b.bit, buf, sizeof buf);
        if (json) {
            out_str("{\"id\":");
            out_u64(b.id);
            out_str(",\"name\":");
            out_json_str(name);
            out_str(",\"depth\":");
            out_u64(b.depth);
            out_str(",\"parent\":");
            if (b.parent == BCQ_NONE)
                out_str("null");
            else
                out_u64(b.parent);
            out_str(",\"offset_bits\":");
            out_u64(b.bit);
            out_str(",\"words\":");
            out_u64(b.words);
            out_str(",\"abbrev_width\":");
            out_u64(b.abbrev_width);
            out_str("}\n");
        } else {
            out_indent(2 * b.depth);
            out_str(name);
            out_str(" id=");
            out_u64(b.id);
            out_str(" offset=");
            out_u64(b.bit);
            out_str(" words=");
            out_u64(b.words);
            out_str(" width=");
            out_u64(b.abbrev_width);
            out_ch('\n');
        }
    }
    bcq_close(f);
    out_flush();
    return 0;
}

/* --------------------------------------------------------------- dump */

/* State of a dump: the file, its stream's position in the input (LLVM's
 * bit positions count from the start of the bitstream), and the METADATA
 * index-offset bookkeeping of llvm-bcanalyzer. */
typedef struct dumper {
    const bcq_file *f;
    uint64_t stream_bit0;
    uint64_t md_index_target;
} dumper;

static int printable(unsigned c)
{
    return c >= 0x20 && c <= 0x7e;
}

static void out_escaped(const uint8_t *p, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    for (size_t i = 0; i < n; i++) {
        unsigned c = p[i];
        switch (c) {
        case '\\':
            out_str("\\\\");
            break;
        case '\t':
            out_str("\\t");
            break;
        case '\n':
            out_str("\\n");
            break;
        case '"':
            out_str("\\\"");
            break;
        default:
            if (printable(c)) {
                out_ch((int)c);
            } else {
                char e[4] = {'\\', 'x', hex[c >> 4], hex[c & 15]};
                out_mem(e, 4);
            }
        }
    }
}

/* Read a vbr6 from a little-endian bit buffer, never past its end. */
static int blob_vbr6(const uint8_t *p, size_t nbytes, uint64_t *bit,
                     uint64_t *out)
{
    uint64_t v = 0;
    unsigned shift = 0;
    for (;;) {
        if (*bit + 6 > (uint64_t)nbytes * 8)
            return -1;
        unsigned chunk = 0;
        for (unsigned k = 0; k < 6; k++) {
            uint64_t b = *bit + k;
            chunk |= ((p[b >> 3] >> (b & 7)) & 1u) << k;
        }
        *bit += 6;
        if (shift >= 64)
            return -1;
        v |= (uint64_t)(chunk & 31) << shift;
        if (!(chunk & 32))
            break;
        shift += 5;
    }
    *out = v;
    return 0;
}

/* METADATA_STRINGS: [count, offset-of-chars, blob: vbr6 lengths | chars]
 * (LLVM's writer; llvm-bcanalyzer prints each string). */
static int dump_md_strings(const bcq_record *r, unsigned level)
{
    if (r->nops != 2 || r->blob.len == 0)
        return -1;
    uint64_t count = r->ops[0], off = r->ops[1];
    if (off > r->blob.len)
        return -1;
    out_str(" num-strings = ");
    out_u64(count);
    out_str(" {\n");
    uint64_t bit = 0, pos = off;
    for (uint64_t i = 0; i < count; i++) {
        uint64_t len;
        if (blob_vbr6(r->blob.ptr, (size_t)off, &bit, &len) != 0 ||
            len > r->blob.len - pos)
            return -1;
        out_indent(2 * level + 4);
        out_ch('\'');
        out_escaped(r->blob.ptr + pos, (size_t)len);
        out_str("'\n");
        pos += len;
    }
    out_indent(2 * level + 2);
    out_ch('}');
    return 0;
}


/* " op<i>=": the first 128 keys made once (records rarely have more
 * operands), the rest written piece by piece. */
static void op_key(size_t i)
{
    static char keys[128][8];
    static unsigned char lens[128];
    if (i >= 128) {
        out_lit(" op");
        out_u64(i);
        out_ch('=');
        return;
    }
    if (!lens[i])
        lens[i] = (unsigned char)snprintf(keys[i], sizeof keys[i], " op%zu=",
                                          i);
    out_mem(keys[i], lens[i]);
}

static int dump_record(dumper *d, unsigned block_id, unsigned level,
                       const bcq_record *r)
{
    out_indent(2 * level + 2);
    out_ch('<');
    const char *name = bcq_record_name(d->f, block_id, r->code, r->bit);
    if (name) {
        out_str(name);
        out_str(" codeid=");
        out_u64(r->code);
    } else {
        out_str("UnknownCode");
        out_u64(r->code);
    }
    if (r->abbrev_id >= 4) {
        out_lit(" abbrevid=");
        out_u64(r->abbrev_id);
    }
    for (size_t i = 0; i < r->nops; i++) {
        op_key(i);
        out_i64(r->ops[i]);
    }
    if (block_id == BCQ_METADATA_BLOCK && r->code == 38) { /* METADATA_INDEX_OFFSET */
        if (r->nops != 2)
            out_str("(Invalid record)");
        else
            d->md_index_target = (r->end_bit - d->stream_bit0) + r->ops[0] +
                                 (r->ops[1] << 32);
    } else if (block_id == BCQ_METADATA_BLOCK && r->code == 39) { /* METADATA_INDEX */
        uint64_t here = r->bit - d->stream_bit0;
        if (d->md_index_target == here) {
            out_str(" (offset match)");
        } else {
            out_str(" (offset mismatch: ");
            out_u64(d->md_index_target);
            out_str(" vs ");
            out_u64(here);
            out_ch(')');
        }
    }
    out_str("/>");
    if (r->array_start != BCQ_NONE) {
        int ok = 1;
        for (size_t i = r->array_start; i < r->nops && ok; i++)
            ok = printable((unsigned)(r->ops[i] & 0xff));
        if (ok) {
            out_str(" record string = '");
            for (size_t i = r->array_start; i < r->nops; i++)
                out_ch((int)(r->ops[i] & 0xff));
            out_ch('\'');
        }
    } else if (r->has_blob) {
        if (block_id == BCQ_METADATA_BLOCK && r->code == 35) {
            if (dump_md_strings(r, level) != 0)
                return -1;
        } else {
            int ok = 1;
            for (size_t i = 0; i < r->blob.len && ok; i++)
                ok = printable(r->blob.ptr[i]);
            if (ok) {
                out_str(" blob data = '");
                out_mem(r->blob.ptr, r->blob.len);
                out_ch('\'');
            } else {
                out_str(" blob data = unprintable, ");
                out_u64(r->blob.len);
                out_str(" bytes.");
            }
        }
    }
    out_ch('\n');
    return 0;
}

static void dump_open(const bcq_file *f, const bcq_block *b)
{
    char buf[32];
    out_indent(2 * b->depth);
    if (b->id == 0) {
        out_str("<BLOCKINFO_BLOCK/>\n");
        return;
    }
    const char *name = bcq_block_name(f, b->id, b->bit);
    out_ch('<');
    if (name) {
        out_str(name);
        out_str(" BlockID=");
        out_u64(b->id);
    } else {
        snprintf(buf, sizeof buf, "UnknownBlock%u", b->id);
        out_str(buf);
    }
    out_str(" NumWords=");
    out_u64(b->words);
    out_str(" BlockCodeSize=");
    out_u64(b->abbrev_width);
    out_str(">\n");
}

static void dump_close(const bcq_file *f, unsigned id, unsigned depth,
                       uint64_t at)
{
    char buf[32];
    out_indent(2 * depth);
    out_str("</");
    out_str(block_label(f, id, at, buf, sizeof buf));
    out_str(">\n");
}

/* Dump block b and everything inside it. */
static int dump_block(dumper *d, const bcq_block *b, bcq_error *err)
{
    dump_open(d->f, b);
    if (b->id == 0)
        return 0; /* llvm-bcanalyzer shows BLOCKINFO as one line */
    bcq_reader *r;
    int rc = bcq_reader_open(d->f, b, &r, err);
    if (rc)
        return rc;
    /* Block positions of the open blocks, for the closing tags' names. */
    uint64_t open_at[72];
    unsigned open_id[72];
    open_at[0] = b->bit;
    open_id[0] = b->id;
    if (b->id == 15)
        d->md_index_target = 0;
    for (;;) {
        bcq_entry e;
        if ((rc = bcq_reader_next(r, &e, err)))
            break;
        unsigned level = b->depth + e.depth;
        if (e.kind == BCQ_ENTRY_RECORD) {
            if (dump_record(d, e.block_id, level, &e.record) != 0) {
                snprintf(err->message, sizeof err->message,
                         "malformed METADATA_STRINGS record");
                err->code = BCQ_E_BAD_RECORD;
                err->bit = e.record.bit;
                err->block_bit = UINT64_MAX;
                rc = BCQ_E_BAD_RECORD;
                break;
            }
        } else if (e.kind == BCQ_ENTRY_SUBBLOCK) {
            dump_open(d->f, &e.block);
            if (e.block.id == 0)
                continue; /* skipped by the next call */
            if ((rc = bcq_reader_enter(r, err)))
                break;
            if (e.depth + 1 < 72) {
                open_at[e.depth + 1] = e.block.bit;
                open_id[e.depth + 1] = e.block.id;
            }
            if (e.block.id == 15)
                d->md_index_target = 0;
        } else {
            unsigned k = e.depth < 72 ? e.depth : 71;
            dump_close(d->f, open_id[k], level, open_at[k]);
            if (e.depth == 0)
                break;
        }
    }
    bcq_reader_close(r);
    return rc;
}

int dump_one_block(const bcq_file *f, const bcq_block *b, bcq_error *err)
{
    dumper d = {f, 0, 0};
    bcq_span all = bcq_file_data(f), st = bcq_file_stream(f);
    d.stream_bit0 = (uint64_t)(st.ptr - all.ptr) * 8;
    return dump_block(&d, b, err);
}

int cmd_dump(const char *file, const cli_opts *o)
{
    int have_block = o->have_block;
    size_t block = o->block;
    bcq_file *f;
    bcq_error err;
    bcq_open_options opt = BCQ_OPEN_OPTIONS_INIT;
    opt.flags = have_block ? BCQ_OPEN_DEEP : 0;
    int rc = cli_open(file, &opt, &f, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    dumper d = {f, 0, 0};
    bcq_span all = bcq_file_data(f), st = bcq_file_stream(f);
    d.stream_bit0 = (uint64_t)(st.ptr - all.ptr) * 8;
    if (have_block) {
        bcq_block b;
        if (bcq_block_at(f, block, &b) != 0) {
            fprintf(stderr, "%s: %s: no block %zu (the file has %zu)\n",
                    progname, file, block, bcq_block_count(f));
            bcq_close(f);
            return EXIT_NOTFOUND;
        }
        rc = dump_block(&d, &b, &err);
    } else {
        uint32_t w[5];
        if (bcq_file_wrapper(f, w) == 0) {
            char line[160];
            snprintf(line, sizeof line,
                     "<BITCODE_WRAPPER_HEADER Magic=0x%08x Version=0x%08x "
                     "Offset=0x%08x Size=0x%08x CPUType=0x%08x/>\n",
                     w[0], w[1], w[2], w[3], w[4]);
            out_str(line);
        }
        size_t n = bcq_block_count(f);
        for (size_t i = 0; i < n && rc == 0; i++) {
            bcq_block b;
            bcq_block_at(f, i, &b);
            if (b.depth == 0)
                rc = dump_block(&d, &b, &err);
        }
    }
    out_flush();
    int status = rc ? report(file, rc, &err, f) : 0;
    bcq_close(f);
    return status;
}

/* --------------------------------------------------------------- main */
