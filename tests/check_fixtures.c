/*
 * check_fixtures.c - every fixture made by clang 14 against what LLVM's own
 * llvm-bcanalyzer printed for it (tests/data/NAME.bcanalyzer, committed):
 * the block tree (ids, nesting, NumWords, BlockCodeSize) and every record
 * (code, abbrev id, operands), read through the library's index and
 * readers, in both open modes; and the block offsets against the offsets
 * LLVM itself wrote into the file (VSTOFFSET, FNENTRY).
 */
#include "config.h"

#include <check.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

static const char *const fixtures[] = {
    "o0.bc",    "o2.bc",   "g.bc",     "thinlto.bc", "wrapper.bc",
    "cxx.bc",   "split.bc", "multi.bc", "cat.bc",     "link.bc",
    "nosym.bc", "coff.bc",  "coff32.bc", "macho.bc",  "deplibs.bc",
    "insts.bc", "diag.dia",
};
#define NFIX (int)(sizeof fixtures / sizeof fixtures[0])

/* One item of an llvm-bcanalyzer dump. */
typedef struct item {
    int is_block; /* 1 block open, 2 BLOCKINFO one-liner, 0 record */
    unsigned depth, id, words, width;
    unsigned code, abbrev;
    size_t nops;
    int64_t *ops;
} item;

typedef struct dump {
    item *v;
    size_t n, cap;
} dump;

static void push(dump *d, item it)
{
    if (d->n == d->cap) {
        d->cap = d->cap ? 2 * d->cap : 256;
        d->v = realloc(d->v, d->cap * sizeof *d->v);
        ck_assert_ptr_nonnull(d->v);
    }
    d->v[d->n++] = it;
}

/* Parse the committed dump: block lines, records; everything else (close
 * tags, metadata string lines, the wrapper line) is skipped. */
static void parse_dump(const char *fixture, dump *d)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", tu_fixture_path(fixture));
    char *dot = strrchr(path, '.');
    strcpy(dot, ".bcanalyzer");
    char *text = tu_read_text(path);
    memset(d, 0, sizeof *d);
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        unsigned ind = 0;
        while (line[ind] == ' ')
            ind++;
        char *p = line + ind;
        if (p[0] != '<' || p[1] == '/' || !strncmp(p, "<BITCODE_WRAPPER", 16))
            continue;
        item it;
        memset(&it, 0, sizeof it);
        it.depth = ind / 2;
        if (!strncmp(p, "<BLOCKINFO_BLOCK/>", 18)) {
            it.is_block = 2;
            push(d, it);
            continue;
        }
        char *nw = strstr(p, " NumWords=");
        char *sl = strstr(p, "/>");
        if (nw && (!sl || nw < sl)) {
            it.is_block = 1;
            char *bid = strstr(p, " BlockID=");
            if (bid && bid < nw)
                it.id = (unsigned)strtoul(bid + 9, NULL, 10);
            else
                ck_assert(sscanf(p, "<UnknownBlock%u", &it.id) == 1);
            it.words = (unsigned)strtoul(nw + 10, NULL, 10);
            it.width = (unsigned)strtoul(strstr(p, "BlockCodeSize=") + 14,
                                         NULL, 10);
            push(d, it);
            continue;
        }
        /* A record: <NAME codeid=C abbrevid=A op0=.. .../> */
        ck_assert_ptr_nonnull(sl);
        *sl = 0;
        char *cid = strstr(p, " codeid=");
        if (cid)
            it.code = (unsigned)strtoul(cid + 8, NULL, 10);
        else
            ck_assert(sscanf(p, "<UnknownCode%u", &it.code) == 1);
        char *ab = strstr(p, " abbrevid=");
        it.abbrev = ab ? (unsigned)strtoul(ab + 10, NULL, 10) : 3;
        size_t cap = 0;
        for (char *q = strstr(p, " op"); q; q = strstr(q + 1, " op")) {
            char *eq = strchr(q, '=');
            if (it.nops == cap) {
                cap = cap ? 2 * cap : 8;
                it.ops = realloc(it.ops, cap * sizeof *it.ops);
            }
            it.ops[it.nops++] = strtoll(eq + 1, NULL, 10);
        }
        push(d, it);
    }
    free(text);
}

static void free_dump(dump *d)
{
    for (size_t i = 0; i < d->n; i++)
        free(d->v[i].ops);
    free(d->v);
}

/* Walk block b with a reader, comparing every entry with the dump from
 * position *k on. */
static void compare_block(const bcq_file *f, const bcq_block *b, dump *d,
                          size_t *k, const char *fx)
{
    ck_assert_msg(*k < d->n, "%s: dump ends before block at bit %" PRIu64, fx,
                  b->bit);
    item *it = &d->v[(*k)++];
    if (b->id == TU_BLOCKINFO_BLOCK_ID) {
        ck_assert_int_eq(it->is_block, 2);
        ck_assert_uint_eq(it->depth, b->depth);
        return;
    }
    ck_assert_msg(it->is_block == 1 && it->id == b->id &&
                      it->depth == b->depth && it->words == b->words &&
                      it->width == b->abbrev_width,
                  "%s: block at bit %" PRIu64 " (id %u) differs from dump "
                  "item %zu (id %u)",
                  fx, b->bit, b->id, *k - 1, it->id);
    bcq_reader *r;
    bcq_error e;
    ck_assert_int_eq(bcq_reader_open(f, b, &r, &e), 0);
    for (;;) {
        bcq_entry en;
        ck_assert_msg(bcq_reader_next(r, &en, &e) == 0, "%s: %s", fx,
                      e.message);
        if (en.kind == BCQ_ENTRY_END && en.depth == 0)
            break;
        if (en.kind == BCQ_ENTRY_END)
            continue;
        if (en.kind == BCQ_ENTRY_SUBBLOCK) {
            item *s = &d->v[*k];
            if (en.block.id == TU_BLOCKINFO_BLOCK_ID) {
                ck_assert_int_eq(s->is_block, 2);
                (*k)++;
                continue;
            }
            ck_assert_int_eq(s->is_block, 1);
            ck_assert_uint_eq(s->id, en.block.id);
            ck_assert_uint_eq(s->words, en.block.words);
            ck_assert_uint_eq(s->width, en.block.abbrev_width);
            ck_assert_uint_eq(s->depth, en.block.depth);
            (*k)++;
            ck_assert_int_eq(bcq_reader_enter(r, &e), 0);
            continue;
        }
        ck_assert_msg(*k < d->n, "%s: more records than the dump", fx);
        item *rec = &d->v[(*k)++];
        const bcq_record *rr = &en.record;
        ck_assert_msg(rec->is_block == 0 && rec->code == rr->code &&
                          rec->abbrev == rr->abbrev_id &&
                          rec->nops == rr->nops,
                      "%s: record at bit %" PRIu64 " code %u abbrev %u nops "
                      "%zu; dump item %zu has code %u abbrev %u nops %zu",
                      fx, rr->bit, rr->code, rr->abbrev_id, rr->nops,
                      *k - 1, rec->code, rec->abbrev, rec->nops);
        for (size_t i = 0; i < rr->nops; i++)
            ck_assert_msg(rec->ops[i] == (int64_t)rr->ops[i],
                          "%s: record at bit %" PRIu64 " op%zu", fx,
                          rr->bit, i);
    }
    bcq_reader_close(r);
}

/* The whole file, top-level block by top-level block, equals the dump. */
START_TEST(records_equal_bcanalyzer)
{
    const char *fx = fixtures[_i / 2];
    dump d;
    parse_dump(fx, &d);
    bcq_file *f;
    void *keep;
    bcq_error e;
    ck_assert_int_eq(tu_open(fx, _i % 2, 0, &f, &keep, &e), 0);
    size_t k = 0;
    for (size_t i = 0; i < bcq_block_count(f); i++) {
        bcq_block b;
        ck_assert_int_eq(bcq_block_at(f, i, &b), 0);
        if (b.depth == 0)
            compare_block(f, &b, &d, &k, fx);
    }
    ck_assert_uint_eq(k, d.n);
    bcq_close(f);
    free(keep);
    free_dump(&d);
}
END_TEST

/* The deep index lists the blocks of the dump, in order. */
START_TEST(deep_index_equals_bcanalyzer_tree)
{
    const char *fx = fixtures[_i / 2];
    dump d;
    parse_dump(fx, &d);
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open(fx, _i % 2, BCQ_OPEN_DEEP, &f, &keep, NULL), 0);
    size_t k = 0, n = bcq_block_count(f);
    for (size_t i = 0; i < d.n; i++) {
        if (!d.v[i].is_block)
            continue;
        ck_assert_uint_lt(k, n);
        bcq_block b;
        ck_assert_int_eq(bcq_block_at(f, k, &b), 0);
        ck_assert_uint_eq(b.index, k);
        ck_assert_uint_eq(b.depth, d.v[i].depth);
        ck_assert_int_eq(b.flags & BCQ_BLOCK_LAZY, 0);
        if (d.v[i].is_block == 1) {
            ck_assert_uint_eq(b.id, d.v[i].id);
            ck_assert_uint_eq(b.words, d.v[i].words);
            ck_assert_uint_eq(b.abbrev_width, d.v[i].width);
        } else {
            ck_assert_uint_eq(b.id, TU_BLOCKINFO_BLOCK_ID);
        }
        /* parent: the nearest earlier block one level up */
        if (b.depth == 0) {
            ck_assert_uint_eq(b.parent, BCQ_NONE);
        } else {
            bcq_block p;
            ck_assert_int_eq(bcq_block_at(f, b.parent, &p), 0);
            ck_assert_uint_eq(p.depth + 1, b.depth);
            ck_assert_uint_lt(p.bit, b.bit);
            /* a child lies inside its parent's body */
            ck_assert_uint_ge(b.bit, p.body_bit);
            ck_assert_uint_le(b.body_bit + 32 * b.words,
                              p.body_bit + 32 * p.words);
        }
        k++;
    }
    ck_assert_uint_eq(k, n);
    bcq_close(f);
    free(keep);
    free_dump(&d);
}
END_TEST

/* The default index of an IR file is the deep one's top level; children
 * of a lazy block, indexed on demand, equal the deep index's. */
START_TEST(shallow_is_deep_minus_lazy_bodies)
{
    const char *fx = fixtures[_i];
    bcq_file *sh, *dp;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(fx), NULL, &sh, NULL), 0);
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(fx), BCQ_OPEN_DEEP, &dp,
                                   NULL), 0);
    size_t j = 0, nd = bcq_block_count(dp), ns = bcq_block_count(sh);
    unsigned lazy = 0, modules = 0, top = 0;
    for (size_t i = 0; i < ns; i++) {
        bcq_block s, d;
        bcq_block_at(sh, i, &s);
        while (j < nd && (bcq_block_at(dp, j, &d), d.bit != s.bit))
            j++;
        ck_assert_uint_lt(j, nd);
        ck_assert_uint_eq(s.id, d.id);
        ck_assert_uint_eq(s.words, d.words);
        ck_assert_uint_eq(s.body_bit, d.body_bit);
        if (s.id == TU_MODULE_BLOCK_ID)
            modules++;
        if (!(s.flags & BCQ_BLOCK_LAZY))
            continue;
        lazy++;
        /* compare children */
        size_t nc = 0, ndc = 0;
        int rc0 = bcq_block_children(sh, &s, NULL, 0, &nc, NULL);
        ck_assert_int_eq(rc0, nc ? BCQ_E_RANGE : 0);
        bcq_block sc[64], dc[64];
        ck_assert_uint_le(nc, 64);
        ck_assert_int_eq(bcq_block_children(sh, &s, sc, 64, &nc, NULL), 0);
        ck_assert_int_eq(bcq_block_children(dp, &d, dc, 64, &ndc, NULL), 0);
        ck_assert_uint_eq(nc, ndc);
        for (size_t c = 0; c < nc; c++) {
            ck_assert_uint_eq(sc[c].bit, dc[c].bit);
            ck_assert_uint_eq(sc[c].id, dc[c].id);
            ck_assert_uint_eq(sc[c].words, dc[c].words);
            ck_assert_uint_eq(sc[c].depth, dc[c].depth);
            ck_assert_uint_eq(sc[c].index, BCQ_NONE);
            ck_assert_uint_eq(sc[c].parent, s.index);
        }
    }
    for (size_t i = 0; i < nd; i++) {
        bcq_block d;
        bcq_block_at(dp, i, &d);
        top += d.depth == 0;
    }
    if (bcq_file_is_ir(sh)) {
        ck_assert_uint_gt(modules, 0);
        ck_assert_uint_eq(lazy, ns); /* every block was jumped */
        ck_assert_uint_eq(ns, top);
        ck_assert_uint_lt(ns, nd);
    } else {
        ck_assert_uint_eq(ns, nd); /* foreign streams are walked whole */
    }
    bcq_close(sh);
    bcq_close(dp);
}
END_TEST

/* LLVM wrote word offsets into the file (doc/format.md 5.1): VSTOFFSET to
 * the module's VALUE_SYMTAB and FNENTRY to each FUNCTION_BLOCK, counted
 * from one word before the module's IDENTIFICATION block.  Our offsets of
 * those blocks must agree with LLVM's numbers. */
START_TEST(offsets_agree_with_fnentry)
{
    const char *fx = fixtures[_i];
    bcq_file *f;
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(fx), BCQ_OPEN_DEEP, &f,
                                   NULL),
                     0);
    if (!bcq_file_is_ir(f)) {
        bcq_close(f);
        return;
    }
    uint64_t base = (uint64_t)(bcq_file_stream(f).ptr - bcq_file_data(f).ptr) * 8;
    uint64_t ident = 0;
    unsigned checked = 0;
    for (size_t i = 0; i < bcq_block_count(f); i++) {
        bcq_block m;
        bcq_block_at(f, i, &m);
        if (m.depth == 0 && m.id == TU_IDENTIFICATION_BLOCK_ID)
            ident = m.bit - base;
        if (m.id != TU_MODULE_BLOCK_ID)
            continue;
        /* VSTOFFSET among the module's records */
        bcq_reader *r;
        ck_assert_int_eq(bcq_reader_open(f, &m, &r, NULL), 0);
        bcq_entry e;
        uint64_t vst_word = 0;
        while (bcq_reader_next(r, &e, NULL) == 0 &&
               !(e.kind == BCQ_ENTRY_END && e.depth == 0)) {
            if (e.kind == BCQ_ENTRY_RECORD &&
                e.record.code == TU_MODULE_CODE_VSTOFFSET)
                vst_word = e.record.ops[0];
        }
        bcq_reader_close(r);
        ck_assert_uint_gt(vst_word, 0);
        uint64_t vst_bit = base + ident + (vst_word - 1) * 32;
        size_t vi;
        bcq_block v;
        int found = 0;
        for (vi = i + 1; vi < bcq_block_count(f); vi++) {
            bcq_block_at(f, vi, &v);
            if (v.bit == vst_bit) {
                found = 1;
                break;
            }
        }
        ck_assert_msg(found, "%s: no block at VSTOFFSET bit %" PRIu64, fx,
                      vst_bit);
        ck_assert_uint_eq(v.id, TU_VALUE_SYMTAB_BLOCK_ID);
        ck_assert_uint_eq(v.parent, i);
        ck_assert_int_eq(bcq_reader_open(f, &v, &r, NULL), 0);
        while (bcq_reader_next(r, &e, NULL) == 0 && e.kind != BCQ_ENTRY_END) {
            if (e.kind != BCQ_ENTRY_RECORD ||
                e.record.code != TU_VST_CODE_FNENTRY)
                continue;
            uint64_t fb = base + ident + (e.record.ops[1] - 1) * 32;
            size_t k;
            int ok = 0;
            for (k = i + 1; k < bcq_block_count(f); k++) {
                bcq_block fn;
                bcq_block_at(f, k, &fn);
                if (fn.bit == fb) {
                    ck_assert_uint_eq(fn.id, TU_FUNCTION_BLOCK_ID);
                    ck_assert_uint_eq(fn.parent, i);
                    ok = 1;
                    break;
                }
            }
            ck_assert_msg(ok, "%s: FNENTRY %" PRIu64 " is not a block", fx,
                          e.record.ops[1]);
            checked++;
        }
        bcq_reader_close(r);
    }
    ck_assert_uint_gt(checked, 0);
    bcq_close(f);
}
END_TEST

Suite *make_fixtures_suite(void)
{
    Suite *s = suite_create("fixtures");
    TCase *t = tcase_create("bcanalyzer");
    tcase_set_timeout(t, 120);
    tcase_add_loop_test(t, records_equal_bcanalyzer, 0, 2 * NFIX);
    tcase_add_loop_test(t, deep_index_equals_bcanalyzer_tree, 0, 2 * NFIX);
    tcase_add_loop_test(t, shallow_is_deep_minus_lazy_bodies, 0, NFIX);
    tcase_add_loop_test(t, offsets_agree_with_fnentry, 0, NFIX);
    suite_add_tcase(s, t);
    return s;
}
