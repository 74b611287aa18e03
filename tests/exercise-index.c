/*
 * exercise-index.c - the exerciser's walk of blocks: every block of the
 * index and of every level below, each read to its END with a reader, its
 * records and sub-blocks checked; the file's container and stream; blocks
 * made up from the input's bytes.  See exercise.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise-impl.h"
#include "testutil.h" /* the LLVM numbers only */

/* --------------------------------------------------------------- reader */

void ex_check_record(ex *x, const bcq_file *f, const bcq_record *r,
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
        ex_check_in(x, "record blob", r->blob);
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
    ex_mix(x, r->code);
    ex_mix(x, r->nops);
    uint64_t h = 0;
    for (size_t i = 0; i < r->nops; i++)
        h = h * 31 + r->ops[i];
    ex_mix(x, h);
    ex_spend(x, 1 + r->nops / 16);
    x->st->records++;
    ex_check_name(x, "bcq_record_name",
                  bcq_record_name(f, L->id, r->code, r->bit));
}

/*
 * Read block b with a reader to its END (or the first error, or the end
 * of the budget), checking every entry.  enter: enter every sub-block
 * (else they are skipped by their blocklen).  Counts records into *nrec
 * and mixes (code, offset) of the root's own records into *seq.
 */
int ex_read_block(ex *x, const bcq_file *f, const bcq_block *b, int enter,
                  uint64_t *nrec, uint64_t *seq)
{
    bcq_error e;
    ex_poison(&e);
    bcq_reader *r = (bcq_reader *)&e; /* must be set to NULL on failure */
    int rc = bcq_reader_open(f, b, &r, &e);
    /* a block from the index, a list of children or a reader: only
     * BCQ_E_NOMEM may refuse it */
    /* the BLOCKINFO in force is parsed on first use */
    ex_check_rc(x, "bcq_reader_open", rc, M(BCQ_E_NOMEM) | BITSTREAM, &e);
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
    stack[0] = (rlevel){b->id, b->body_bit, ex_block_end(b)};
    uint64_t last = b->body_bit;
    int probed = 0;
    for (;;) {
        if (!ex_more(x)) {
            rc = 0;
            break;
        }
        bcq_entry en;
        memset(&en, 0xA5, sizeof en);
        ex_poison(&e);
        rc = bcq_reader_next(r, &en, &e);
        ex_check_rc(x, "bcq_reader_next", rc, BITSTREAM, &e);
        if (rc) {
            /* "After an error the reader stays in error." */
            bcq_error e2;
            ex_poison(&e2);
            int rc2 = bcq_reader_next(r, &en, &e2);
            ex_check_rc(x, "bcq_reader_next after an error", rc2, BITSTREAM,
                        &e2);
            REQUIRE(rc2 == rc, "bcq_reader_next: %s, then %s",
                    bcq_status_name(rc), bcq_status_name(rc2));
            ex_mix(x, (uint64_t)-rc);
            ex_mix(x, e.bit);
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
            ex_check_record(x, f, &en.record, L);
            if (sp == 0) {
                ++*nrec;
                *seq = *seq * 1000003 + en.record.code;
                *seq = *seq * 1000003 + en.record.bit;
            }
            if (!probed) { /* enter is for sub-blocks only */
                probed = 1;
                ex_poison(&e);
                int rc3 = bcq_reader_enter(r, &e);
                ex_check_rc(x, "bcq_reader_enter after a record", rc3,
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
            ex_check_block(x, "reader sub-block", s);
            REQUIRE(s->depth == b->depth + sp + 1,
                    "reader sub-block at depth %u, expected %u", s->depth,
                    b->depth + sp + 1);
            REQUIRE(s->bit >= L->body && ex_block_end(s) <= L->end,
                    "reader sub-block [%llu, %llu) outside [%llu, %llu)",
                    (unsigned long long)s->bit,
                    (unsigned long long)ex_block_end(s),
                    (unsigned long long)L->body, (unsigned long long)L->end);
            ex_check_name(x, "bcq_block_name",
                          bcq_block_name(f, s->id, s->bit));
            if (s->index != BCQ_NONE) {
                bcq_block ib;
                int rc4 = bcq_block_at(f, s->index, &ib);
                ex_check_code(x, "bcq_block_at(sub-block's index)", rc4, 0);
                ex_check_same_block(x, "reader sub-block vs index", s, &ib);
            }
            if (sp == 0) {
                *seq = *seq * 1000003 + 0xB10C;
                *seq = *seq * 1000003 + s->bit;
            }
            if (enter && sp + 1 < sizeof stack / sizeof stack[0]) {
                ex_poison(&e);
                rc = bcq_reader_enter(r, &e);
                ex_check_rc(x, "bcq_reader_enter", rc, M(BCQ_E_NOMEM), &e);
                if (rc)
                    break;
                stack[++sp] = (rlevel){s->id, s->body_bit, ex_block_end(s)};
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
                    ex_poison(&e);
                    rc = bcq_reader_next(r, &en, &e);
                    REQUIRE(rc == BCQ_END, "bcq_reader_next after the "
                                           "root's END: %d", rc);
                    ex_end_of_iteration(x, "bcq_reader_next", &e);
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
    if (level > 70 || !ex_more(x))
        return;
    bcq_error e;
    size_t n = 0;
    ex_poison(&e);
    int rc = bcq_block_children(f, p, NULL, 0, &n, &e);
    ex_check_rc(x, "bcq_block_children(lazy, cap 0)", rc,
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
    ex_poison(&e);
    rc = bcq_block_children(f, p, kids, n, &n2, &e);
    ex_check_rc(x, "bcq_block_children(lazy)", rc, 0, &e);
    REQUIRE(n2 == n, "bcq_block_children: %zu children, then %zu", n, n2);
    uint64_t prev = 0;
    for (size_t i = 0; i < n && ex_more(x); i++) {
        const bcq_block *c = &kids[i];
        ex_check_block(x, "lazy child", c);
        ex_check_nested(x, "lazy child", p, c);
        REQUIRE(c->bit >= prev, "lazy children out of order");
        prev = ex_block_end(c);
        REQUIRE(c->parent == (level == 0 ? p->index : BCQ_NONE),
                "lazy child's parent %zu (level %u, parent index %zu)",
                c->parent, level, p->index);
        ex_check_name(x, "bcq_block_name",
                      bcq_block_name(f, c->id, c->bit));
        uint64_t nrec = 0, seq = 0;
        ex_read_block(x, f, c, 0, &nrec, &seq);
        lazy_children(x, f, c, level + 1);
    }
    free(kids);
}

void ex_walk_index(ex *x, const bcq_file *f, int deep)
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
    for (size_t i = 0; i < n && ex_more(x); i++, walked++) {
        int rc = bcq_block_at(f, i, &b);
        ex_check_code(x, "bcq_block_at", rc, 0);
        ex_check_block(x, "indexed block", &b);
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
            ex_check_code(x, "bcq_block_at(parent)", rc, 0);
            ex_check_nested(x, "indexed block", &pb, &b);
            REQUIRE(!(pb.flags & BCQ_BLOCK_LAZY),
                    "block %zu is indexed inside lazy block %zu", i,
                    b.parent);
            nkids[b.parent]++;
        }
        ex_check_name(x, "bcq_block_name",
                      bcq_block_name(f, b.id, b.bit));
        ex_check_name(x, "bcq_block_name(last)",
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
    ex_check_code(x, "bcq_block_at(count)", rc, M(BCQ_E_RANGE));
    REQUIRE(rc == BCQ_E_RANGE, "bcq_block_at(count) returned %d", rc);

    /* bcq_block_find gives the first block of an id, then the next */
    for (size_t k = 0; k < nids && walked == n; k++) {
        size_t at = BCQ_NONE;
        rc = bcq_block_find(f, ids[k], 0, &at);
        ex_check_code(x, "bcq_block_find", rc, 0);
        REQUIRE(at == first[k], "bcq_block_find(id %u) = %zu, first is %zu",
                ids[k], at, first[k]);
        rc = bcq_block_find(f, ids[k], at + 1, &at);
        ex_check_code(x, "bcq_block_find(next)", rc, M(BCQ_E_NOT_FOUND));
        if (rc == 0) {
            REQUIRE(at > first[k] && at < n, "bcq_block_find next: %zu", at);
            bcq_block_at(f, at, &b);
            REQUIRE(b.id == ids[k], "bcq_block_find(id %u) found id %u",
                    ids[k], b.id);
        }
        rc = bcq_block_find(f, ids[k], n, &at);
        ex_check_code(x, "bcq_block_find(count)", rc, M(BCQ_E_NOT_FOUND));
        REQUIRE(rc == BCQ_E_NOT_FOUND, "bcq_block_find from the end: %d", rc);
    }

    /* children of every block, then its records */
    bcq_block kids[16];
    for (size_t i = 0; i < walked && ex_more(x); i++) {
        bcq_block_at(f, i, &b);
        bcq_error e;
        size_t cnt = 0;
        ex_poison(&e);
        rc = bcq_block_children(f, &b, kids, 16, &cnt, &e);
        if (b.flags & BCQ_BLOCK_LAZY) {
            ex_check_rc(x, "bcq_block_children(lazy)", rc,
                        M(BCQ_E_RANGE) | BITSTREAM, &e);
            if (rc == 0 || rc == BCQ_E_RANGE) {
                size_t again = 0;
                ex_poison(&e);
                int rc2 = bcq_block_children(f, &b, NULL, 0, &again, &e);
                ex_check_rc(x, "bcq_block_children(lazy, again)", rc2,
                            M(BCQ_E_RANGE), &e);
                REQUIRE(again == cnt, "lazy block %zu: %zu children, then "
                                      "%zu", i, cnt, again);
                lazy_children(x, f, &b, 0);
            }
        } else {
            ex_check_rc(x, "bcq_block_children", rc, M(BCQ_E_RANGE), &e);
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
                ex_check_same_block(x, "child vs index", &kids[k], &pb);
            }
        }
        uint64_t nrec = 0, seq = 0;
        ex_read_block(x, f, &b, b.depth == 0, &nrec, &seq);
    }
    free(nkids);
}

/* ----------------------------------------------------------------- file */

void ex_check_file(ex *x, const bcq_file *f)
{
    bcq_span d = bcq_file_data(f);
    REQUIRE(d.ptr == x->data && d.len == x->size,
            "bcq_file_data is not the buffer given to bcq_open_mem");
    bcq_span s = bcq_file_stream(f);
    ex_check_in(x, "bcq_file_stream", s);
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
    /* The region the stream or wrapper fills: an object's bitcode section
     * (bcq.h bcq_file_object), else the whole input. */
    size_t roff = 0, rlen = x->size;
    bcq_object ob;
    int orc = bcq_file_object(f, &ob);
    ex_check_code(x, "bcq_file_object", orc, M(BCQ_E_NOT_FOUND));
    if (orc == 0) {
        REQUIRE(ob.slice_off <= x->size &&
                    ob.slice_size <= x->size - ob.slice_off &&
                    ob.section_off >= ob.slice_off &&
                    ob.section_off <= ob.slice_off + ob.slice_size &&
                    ob.section_size <=
                        ob.slice_off + ob.slice_size - ob.section_off &&
                    ob.section_size >= 4,
                "object: slice %zu+%zu, section %zu+%zu in %zu bytes",
                ob.slice_off, ob.slice_size, ob.section_off,
                ob.section_size, x->size);
        REQUIRE(memchr(ob.arch, 0, sizeof ob.arch) &&
                    memchr(ob.section, 0, sizeof ob.section),
                "object: arch or section name not NUL-terminated");
        roff = ob.section_off;
        rlen = ob.section_size;
    }
    uint32_t w[5];
    int rc = bcq_file_wrapper(f, w);
    ex_check_code(x, "bcq_file_wrapper", rc, M(BCQ_E_NOT_FOUND));
    if (c == BCQ_CONTAINER_WRAPPER) {
        REQUIRE(rc == 0 && w[0] == 0x0B17C0DEu &&
                    w[2] == (size_t)(s.ptr - x->data) - roff &&
                    w[3] == s.len && ir,
                "wrapper header [%#x, %u, %u, %u] for a stream at %zu+%zu",
                w[0], w[1], w[2], w[3], (size_t)(s.ptr - x->data), s.len);
    } else {
        REQUIRE(rc == BCQ_E_NOT_FOUND && s.ptr == x->data + roff &&
                    s.len == rlen &&
                    c == (ir ? BCQ_CONTAINER_RAW : BCQ_CONTAINER_OTHER),
                "container %d, wrapper %d, stream at %zu+%zu", (int)c, rc,
                (size_t)(s.ptr - x->data), s.len);
    }
    for (unsigned id = 0; id < 70; id++)
        ex_mix(x, bcq_stat_bodies_read(f, id) > 0);
}

/* Blocks made up from the input's own bytes: the library must refuse or
 * read them safely ("Blocks passed in by the caller are checked before a
 * reader trusts them").  Runs last on a handle: a made-up block may leave
 * a sub-index behind that later answers would see. */
void ex_forged_blocks(ex *x, const bcq_file *f)
{
    size_t n = bcq_block_count(f);
    for (unsigned k = 0; k < 4 && n && ex_more(x); k++) {
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
        ex_poison(&e);
        int rc = bcq_reader_open(f, &b, &rd, &e);
        ex_check_rc(x, "bcq_reader_open(made-up block)", rc,
                    M(BCQ_E_INVAL) | M(BCQ_E_NOMEM) | BITSTREAM, &e);
        for (unsigned j = 0; rc == 0 && j < 256 && ex_more(x); j++) {
            bcq_entry en;
            ex_poison(&e);
            rc = bcq_reader_next(rd, &en, &e);
            ex_check_rc(x, "bcq_reader_next(made-up block)", rc, BITSTREAM, &e);
            ex_spend(x, 1);
            if (rc == 0 && en.kind == BCQ_ENTRY_END && en.depth == 0)
                break;
        }
        bcq_reader_close(rd);
        size_t cnt = 0;
        ex_poison(&e);
        rc = bcq_block_children(f, &b, NULL, 0, &cnt, &e);
        ex_check_rc(x, "bcq_block_children(made-up block)", rc,
                    M(BCQ_E_INVAL) | M(BCQ_E_RANGE) | BITSTREAM, &e);
        ex_spend(x, 16);
    }
}

