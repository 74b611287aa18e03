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
#include "fmt.h"

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

/* The text is written straight into the output buffer (fmt.h): each
 * record reserves room for its indent, label, abbrev id and a run of
 * operands with one check, and its label comes from a cache. */

/* Room for one operand: " op<i>=" (at most 24 bytes) and a signed 64-bit
 * value (at most 20), rounded up; operands are written in runs of
 * OPS_PER_RESERVE. */
#define OP_ROOM 48
#define OPS_PER_RESERVE 256
/* Room for a record's head: indent (capped below), '<', label, abbrev id. */
#define INDENT_MAX 256
#define HEAD_ROOM (INDENT_MAX + 16 + 1 + 64 + 32)

/* A record's label, "NAME codeid=N" or "UnknownCodeN", made once per
 * (block id, code) while the same BLOCKINFO names are in force: LLVM's
 * names come from BLOCKINFO's SETRECORDNAME (doc/format.md 3.5) or the
 * format's tables, so they change only where a BLOCKINFO's scope begins
 * or ends (bcq_record_name's at_bit).  Direct-mapped; gen invalidates
 * the whole table at once. */
typedef struct label {
    uint32_t key; /* (block_id << 16 | code) + 1 */
    uint32_t gen;
    unsigned char len;
    char text[55];
} label;

#define NLABELS 1024
static label labels[NLABELS];
static uint32_t label_gen;

/* " op<i>=" for i < 128, padded to 8 bytes so that it is copied whole. */
static char op_keys[128][8];
static unsigned char op_key_lens[128];

/* Forget every label (a new file, or a BLOCKINFO's scope begins or
 * ends); the table is cleared when the generation wraps around. */
static void labels_forget(void)
{
    if (++label_gen == 0)
        memset(labels, 0, sizeof labels);
}

/* State of a dump: the file, its stream's position in the input (LLVM's
 * bit positions count from the start of the bitstream), and the METADATA
 * index-offset bookkeeping of llvm-bcanalyzer. */
typedef struct dumper {
    const bcq_file *f;
    uint64_t stream_bit0;
    uint64_t md_index_target;
} dumper;

static void dumper_init(dumper *d, const bcq_file *f)
{
    d->f = f;
    d->md_index_target = 0;
    bcq_file_info fi = BCQ_FILE_INFO_INIT;
    bcq_file_info_get(f, &fi);
    d->stream_bit0 = (uint64_t)(fi.stream.ptr - fi.data.ptr) * 8;
    labels_forget(); /* another file: other names */
    if (!op_key_lens[0])
        for (unsigned i = 0; i < 128; i++) {
            char k[24], *p = fmt_lit(k, " op");
            p = fmt_u64(p, i);
            *p++ = '=';
            memcpy(op_keys[i], k, sizeof op_keys[i]);
            op_key_lens[i] = (unsigned char)(p - k);
        }
}

/* The cached label of (block_id, code) at bit; NULL when it does not fit
 * the cache (the caller writes it itself). */
static const label *record_label(const dumper *d, unsigned block_id,
                                 unsigned code, uint64_t bit)
{
    if (block_id >= 0xffff || code >= 0xffff)
        return NULL;
    uint32_t key = ((uint32_t)block_id << 16 | code) + 1;
    label *l = &labels[(key * 2654435761u) >> 22];
    if (l->key == key && l->gen == label_gen)
        return l;
    const char *name = bcq_record_name(d->f, block_id, code, bit);
    size_t n = name ? strlen(name) : 0;
    if (n > sizeof l->text - 20)
        return NULL;
    char *p = l->text;
    if (name) {
        p = fmt_mem(p, name, n);
        p = fmt_lit(p, " codeid=");
    } else {
        p = fmt_lit(p, "UnknownCode");
    }
    p = fmt_u64(p, code);
    l->len = (unsigned char)(p - l->text);
    l->key = key;
    l->gen = label_gen;
    return l;
}

static int printable(unsigned c)
{
    return c >= 0x20 && c <= 0x7e;
}

/* How llvm-bcanalyzer shows a byte of a metadata string: 0 as itself,
 * else the length of its escape (\\ \t \n \" or \xHH). */
static unsigned char esc_len(unsigned c)
{
    if (c == '\\' || c == '\t' || c == '\n' || c == '"')
        return 2;
    return printable(c) ? 0 : 4;
}

static char *put_escaped(char *p, const uint8_t *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    for (size_t i = 0; i < n; i++) {
        unsigned c = s[i];
        switch (esc_len(c)) {
        case 0:
            *p++ = (char)c;
            break;
        case 2:
            *p++ = '\\';
            *p++ = c == '\t' ? 't' : c == '\n' ? 'n' : (char)c;
            break;
        default:
            p[0] = '\\';
            p[1] = 'x';
            p[2] = hex[c >> 4];
            p[3] = hex[c & 15];
            p += 4;
        }
    }
    return p;
}

/* Read a vbr6 from a little-endian bit buffer, never past its end. */
static int blob_vbr6(const uint8_t *p, size_t nbytes, uint64_t *bit,
                     uint64_t *out)
{
    uint64_t v = 0;
    unsigned shift = 0;
    for (;;) {
        uint64_t b = *bit;
        if (b + 6 > (uint64_t)nbytes * 8)
            return -1;
        /* The 6 bits span at most two bytes; the second exists when they
         * reach into it (b + 6 <= 8 * nbytes). */
        size_t i = (size_t)(b >> 3);
        unsigned s = (unsigned)(b & 7);
        unsigned w = p[i];
        if (s > 2)
            w |= (unsigned)p[i + 1] << 8;
        unsigned chunk = (w >> s) & 63;
        *bit = b + 6;
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
    out_lit(" num-strings = ");
    out_u64(count);
    out_lit(" {\n");
    size_t ind = 2 * (size_t)level + 4;
    uint64_t bit = 0, pos = off;
    for (uint64_t i = 0; i < count; i++) {
        uint64_t len;
        if (blob_vbr6(r->blob.ptr, (size_t)off, &bit, &len) != 0 ||
            len > r->blob.len - pos)
            return -1;
        const uint8_t *s = r->blob.ptr + pos;
        pos += len;
        if (ind <= INDENT_MAX && len <= (FMT_MAX_RESERVE - INDENT_MAX) / 4 - 16) {
            char *p = fmt_reserve(ind + 16 + 4 * (size_t)len + 2);
            p = fmt_spaces(p, ind);
            *p++ = '\'';
            p = put_escaped(p, s, (size_t)len);
            p = fmt_lit(p, "'\n");
            fmt_commit(p);
            continue;
        }
        out_indent((unsigned)ind);
        out_ch('\'');
        for (uint64_t k = 0; k < len; k += 1024) { /* a huge string */
            size_t m = len - k < 1024 ? (size_t)(len - k) : 1024;
            fmt_commit(put_escaped(fmt_reserve(4 * m), s + k, m));
        }
        out_lit("'\n");
    }
    out_indent(2 * level + 2);
    out_ch('}');
    return 0;
}

/* The part of a record after its operands: the METADATA index check, the
 * record string or blob. */
static int dump_tail(dumper *d, unsigned block_id, unsigned level,
                     const bcq_record *r)
{
    if (block_id == BCQ_METADATA_BLOCK && r->code == 38) { /* METADATA_INDEX_OFFSET */
        if (r->nops != 2)
            out_lit("(Invalid record)");
        else
            d->md_index_target = (r->end_bit - d->stream_bit0) + r->ops[0] +
                                 (r->ops[1] << 32);
    } else if (block_id == BCQ_METADATA_BLOCK && r->code == 39) { /* METADATA_INDEX */
        uint64_t here = r->bit - d->stream_bit0;
        if (d->md_index_target == here) {
            out_lit(" (offset match)");
        } else {
            out_lit(" (offset mismatch: ");
            out_u64(d->md_index_target);
            out_lit(" vs ");
            out_u64(here);
            out_ch(')');
        }
    }
    out_lit("/>");
    if (r->array_start != BCQ_NONE) {
        int ok = 1;
        for (size_t i = r->array_start; i < r->nops && ok; i++)
            ok = printable((unsigned)(r->ops[i] & 0xff));
        if (ok) {
            out_lit(" record string = '");
            for (size_t i = r->array_start; i < r->nops;) {
                size_t m = r->nops - i < 4096 ? r->nops - i : 4096;
                char *p = fmt_reserve(m);
                for (size_t k = 0; k < m; k++)
                    p[k] = (char)(r->ops[i + k] & 0xff);
                fmt_commit(p + m);
                i += m;
            }
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
                out_lit(" blob data = '");
                out_mem(r->blob.ptr, r->blob.len);
                out_ch('\'');
            } else {
                out_lit(" blob data = unprintable, ");
                out_u64(r->blob.len);
                out_lit(" bytes.");
            }
        }
    }
    out_ch('\n');
    return 0;
}

/* One record, as llvm-bcanalyzer -dump prints it: indent, label, abbrev
 * id when abbreviated, op<i>=value for each operand, then the tail. */
static int dump_record(dumper *d, unsigned block_id, unsigned level,
                       const bcq_record *r)
{
    size_t ind = 2 * (size_t)level + 2;
    size_t nops = r->nops;
    size_t run = nops < OPS_PER_RESERVE ? nops : OPS_PER_RESERVE;
    const label *l = record_label(d, block_id, r->code, r->bit);
    char *p;
    if (l && ind <= INDENT_MAX) {
        p = fmt_reserve(HEAD_ROOM + run * OP_ROOM + 4);
        p = fmt_spaces(p, ind);
        *p++ = '<';
        memcpy(p, l->text, sizeof l->text); /* whole: a fixed-size copy */
        p += l->len;
    } else { /* a deep block or a long name from a BLOCKINFO */
        out_indent((unsigned)ind);
        out_ch('<');
        const char *name = bcq_record_name(d->f, block_id, r->code, r->bit);
        if (name) {
            out_str(name);
            out_lit(" codeid=");
        } else {
            out_lit("UnknownCode");
        }
        out_u64(r->code);
        p = fmt_reserve(HEAD_ROOM + run * OP_ROOM + 4);
    }
    if (r->abbrev_id >= 4) {
        p = fmt_lit(p, " abbrevid=");
        p = fmt_u64(p, r->abbrev_id);
    }
    for (size_t i = 0; i < nops;) {
        size_t stop = i + run;
        for (; i < stop && i < 128; i++) {
            memcpy(p, op_keys[i], 8);
            p += op_key_lens[i];
            p = fmt_i64(p, r->ops[i]);
        }
        for (; i < stop; i++) {
            p = fmt_lit(p, " op");
            p = fmt_u64(p, i);
            *p++ = '=';
            p = fmt_i64(p, r->ops[i]);
        }
        if (i < nops) { /* the next run */
            fmt_commit(p);
            run = nops - i < OPS_PER_RESERVE ? nops - i : OPS_PER_RESERVE;
            p = fmt_reserve(run * OP_ROOM + 4);
        }
    }
    if (r->array_start == BCQ_NONE && !r->has_blob &&
        !(block_id == BCQ_METADATA_BLOCK && (r->code == 38 || r->code == 39))) {
        p = fmt_lit(p, "/>\n"); /* most records: no tail */
        fmt_commit(p);
        return 0;
    }
    fmt_commit(p);
    return dump_tail(d, block_id, level, r);
}

/* The name of a block as its opening and closing tags show it; NULL for
 * BLOCKINFO (one line) or an unknown id (UnknownBlockN). */
static const char *dump_open(const bcq_file *f, const bcq_block *b,
                             unsigned depth)
{
    out_indent(2 * depth);
    if (b->id == 0) {
        out_lit("<BLOCKINFO_BLOCK/>\n");
        return NULL;
    }
    const char *name = bcq_block_name(f, b->id, b->bit);
    out_ch('<');
    if (name) {
        out_str(name);
        out_lit(" BlockID=");
    } else {
        out_lit("UnknownBlock");
    }
    char *p = fmt_reserve(128);
    p = fmt_u64(p, b->id);
    p = fmt_lit(p, " NumWords=");
    p = fmt_u64(p, b->words);
    p = fmt_lit(p, " BlockCodeSize=");
    p = fmt_u64(p, b->abbrev_width);
    p = fmt_lit(p, ">\n");
    fmt_commit(p);
    return name;
}

static void dump_close(const char *name, unsigned id, unsigned depth)
{
    out_indent(2 * depth);
    out_lit("</");
    if (name) {
        out_str(name);
    } else {
        out_lit("UnknownBlock");
        out_u64(id);
    }
    out_lit(">\n");
}

/* Dump block b and everything inside it. */
static int dump_block(dumper *d, const bcq_block *b, bcq_error *err)
{
    const char *name = dump_open(d->f, b, b->depth);
    if (b->id == 0) {
        labels_forget(); /* its names are in force from here */
        return 0; /* llvm-bcanalyzer shows BLOCKINFO as one line */
    }
    bcq_reader *r;
    int rc = bcq_reader_open(d->f, b, &r, err);
    if (rc)
        return rc;
    /* The open blocks: names and ids for the closing tags, and whether a
     * BLOCKINFO stood in them (its names cease to apply at their end). */
    const char *open_name[72];
    unsigned open_id[72];
    unsigned char open_bi[72];
    open_name[0] = name;
    open_id[0] = b->id;
    open_bi[0] = 0;
    if (b->id == BCQ_METADATA_BLOCK)
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
            const char *sub = dump_open(d->f, &e.block, e.block.depth);
            if (e.block.id == 0) {
                labels_forget();
                open_bi[e.depth < 72 ? e.depth : 71] = 1;
                continue; /* skipped by the next call */
            }
            if ((rc = bcq_reader_enter(r, err)))
                break;
            if (e.depth + 1 < 72) {
                open_name[e.depth + 1] = sub;
                open_id[e.depth + 1] = e.block.id;
                open_bi[e.depth + 1] = 0;
            }
            if (e.block.id == BCQ_METADATA_BLOCK)
                d->md_index_target = 0;
        } else {
            unsigned k = e.depth < 72 ? e.depth : 71;
            dump_close(open_name[k], open_id[k], level);
            if (open_bi[k]) {
                labels_forget();
                open_bi[k] = 0;
            }
            if (e.depth == 0)
                break;
        }
    }
    bcq_reader_close(r);
    return rc;
}

int dump_one_block(const bcq_file *f, const bcq_block *b, bcq_error *err)
{
    dumper d;
    dumper_init(&d, f);
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
    dumper d;
    dumper_init(&d, f);
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
        bcq_file_info fi = BCQ_FILE_INFO_INIT;
        bcq_file_info_get(f, &fi);
        if (fi.has_wrapper) {
            const uint32_t *w = fi.wrapper;
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
