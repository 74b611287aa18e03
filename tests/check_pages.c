/*
 * check_pages.c - what queries read, seen through page faults: the file is
 * mapped PROT_NONE and a SIGSEGV handler opens each page on first touch
 * and marks it.  Symbols and the SYMTAB read no function body; finding a
 * function and reading its body read no other body (the laziness of
 * lib/ir/module.c, symtab.c, funcmap.c).  Every IR fixture; many.bc is the
 * one made for these tests.
 */
#include "config.h"
#define _POSIX_C_SOURCE 200809L /* sigaction */
#include <check.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

#define NIR ((int)TU_N_IR_FIXTURES)

/* ------------------------------------------------------------- page trap */

/* A fixture's pages, from a deep index of the same bytes: body[p] when
 * page p lies entirely inside the bodies span of a module (from the
 * ENTER_SUBBLOCK of its first FUNCTION_BLOCK to the end of its last);
 * child[p] when it lies entirely inside a child of a module other than its
 * BLOCKINFO.  A page that also holds other bytes is in neither.  seen and
 * by_open: bitmaps of the pages read, and of those the open read. */
typedef struct pages {
    const char *name;
    uint8_t *map;
    size_t len, pagesz, npages, nbody, nchild;
    unsigned char *body, *child, *seen, *by_open;
} pages;

/* Page p within [from, to) bits (whole), or touching it. */
static int in(const pages *pg, size_t p, uint64_t from, uint64_t to,
              int whole)
{
    uint64_t a = (uint64_t)p * pg->pagesz * 8, b = a + pg->pagesz * 8;
    return whole ? a >= from && b <= to : a < to && b > from;
}

static void pages_setup(pages *pg, const char *name)
{
    size_t nd;
    memset(pg, 0, sizeof *pg);
    bcq_block *d = tu_deep_blocks(name, &nd);
    free(tu_read_fixture(name, &pg->len));
    pg->name = name;
    pg->pagesz = (size_t)sysconf(_SC_PAGESIZE);
    pg->npages = (pg->len + pg->pagesz - 1) / pg->pagesz;
    ck_assert_ptr_nonnull(pg->body = calloc(4, pg->npages + 1));
    pg->child = pg->body + pg->npages + 1;
    pg->seen = pg->child + pg->npages + 1; /* bitmaps: room to spare */
    pg->by_open = pg->seen + pg->npages + 1;
    for (size_t m = 0; m < nd; m++) {
        uint64_t from = 0, to = 0;
        int module = d[m].id == TU_MODULE_BLOCK_ID && d[m].depth == 0;
        for (size_t i = m + 1; module && i < nd && d[i].depth > 0; i++) {
            const bcq_block *c = &d[i];
            uint64_t end = c->body_bit + 32 * c->words;
            if (c->parent != m || c->id == TU_BLOCKINFO_BLOCK_ID)
                continue;
            for (size_t p = 0; p < pg->npages; p++)
                pg->child[p] |= in(pg, p, c->bit, end, 1);
            if (c->id == TU_FUNCTION_BLOCK_ID) {
                from = from ? from : c->bit;
                to = end;
            }
        }
        for (size_t p = 0; from && p < pg->npages; p++)
            pg->body[p] |= in(pg, p, from, to, 1);
    }
    for (size_t p = 0; p < pg->npages; p++) {
        pg->nbody += pg->body[p];
        pg->nchild += pg->child[p];
    }
    free(d);
    /* small fixtures may have no such page (their page checks hold
     * trivially; the counters still count); the one made for this must */
    if (strcmp(name, "many.bc") == 0)
        ck_assert_msg(pg->nbody >= 12 && pg->nchild >= 8, "many.bc: only "
                      "%zu pages inside its bodies, %zu inside a module "
                      "block", pg->nbody, pg->nchild);
}

/* The trap: one mapping at a time, so its state is global. */
static pages *trapped;
static struct sigaction old_segv;

static void on_segv(int sig, siginfo_t *si, void *uc)
{
    uintptr_t a = (uintptr_t)si->si_addr, base = (uintptr_t)trapped->map;
    size_t sz = trapped->pagesz, p = (size_t)(a - base) / sz;
    (void)uc;
    if (a >= base && a - base < trapped->len &&
        mprotect(trapped->map + p * sz, sz, PROT_READ) == 0)
        trapped->seen[p / 8] |= (unsigned char)(1u << (p % 8));
    else /* not ours: the old handler back, and fault again into it */
        sigaction(sig, &old_segv, NULL);
}

/* Map the fixture PROT_NONE, trap its pages, open it (default flags). */
static bcq_file *trap_open(pages *pg)
{
    struct sigaction sa;
    bcq_file *f;
    bcq_error e;
    int fd = open(tu_fixture_path(pg->name), O_RDONLY);
    ck_assert_msg(fd >= 0, "%s: open", pg->name);
    memset(pg->seen, 0, pg->npages + 1);
    pg->map = mmap(NULL, pg->len, PROT_NONE, MAP_PRIVATE, fd, 0);
    close(fd);
    ck_assert_msg(pg->map != MAP_FAILED, "%s: mmap", pg->name);
    trapped = pg;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    ck_assert_int_eq(sigaction(SIGSEGV, &sa, &old_segv), 0);
    if (bcq_open_mem(pg->map, pg->len, NULL, &f, &e)) {
        sigaction(SIGSEGV, &old_segv, NULL);
        ck_abort_msg("%s: open: %s", pg->name, e.message);
    }
    memcpy(pg->by_open, pg->seen, pg->npages + 1);
    return f;
}

/* Close and unmap, and put the old handler back before any assertion. */
static void trap_close(pages *pg, bcq_file *f)
{
    bcq_close(f);
    munmap(pg->map, pg->len);
    sigaction(SIGSEGV, &old_segv, NULL);
}

static int bit(const unsigned char *map, size_t p)
{
    return map[p / 8] >> (p % 8) & 1;
}

/* Fail when a page read is in region[] and does not touch [ok_from,
 * ok_to) (ok_to 0: none).  The message says how many of those the open
 * itself read: the open or the query, that is the question. */
static void no_page_in(const char *what, const pages *pg,
                       const unsigned char *region, const char *where,
                       uint64_t ok_from, uint64_t ok_to)
{
    char list[128] = "";
    size_t nbad = 0, nopen = 0, nseen = 0, o = 0;
    for (size_t p = 0; p < pg->npages; p++) {
        nseen += bit(pg->seen, p);
        if (!bit(pg->seen, p) || !region[p] ||
            (ok_to && in(pg, p, ok_from, ok_to, 0)))
            continue;
        nopen += bit(pg->by_open, p);
        if (nbad++ < 8)
            o += (size_t)snprintf(list + o, sizeof list - o, " %zu", p);
    }
    /* the open reads the magic at least: else the trap did not work */
    ck_assert_msg(nseen > 0, "%s: no page read: the trap did not run", what);
    ck_assert_msg(nbad == 0, "%s read %zu of %zu pages, %zu of them %s, %zu "
                  "of those during the open (pages%s%s)", what, nseen,
                  pg->npages, nbad, where, nopen, list, nbad > 8 ? "..." : "");
}

/* Symbol lines of the committed llvm-lto2 dump-symtab output: eight flag
 * characters and a space, "D------X name". */
static size_t symtab_lines(const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", tu_fixture_path(name));
    strcpy(strrchr(path, '.'), ".symtab");
    char *text = tu_read_text(path);
    size_t n = 0;
    for (char *l = text; l; l = strchr(l, '\n'), l = l ? l + 1 : NULL)
        n += strspn(l, "ABCDEFGHIJKLMNOPQRSTUVWXYZ-") == 8 && l[8] == ' ';
    free(text);
    return n;
}

/* Rule: the SYMTAB query reads the SYMTAB and STRTAB blobs, not the
 * module.  The open may read the module's first words (its header, and
 * the BLOCKINFO that LLVM puts there and that shapes every later block),
 * nothing more: no page inside the bodies, and no page entirely inside
 * another child of the module (TYPE, CONSTANTS, METADATA, ...). */
START_TEST(symtab_touches_no_body)
{
    pages pg;
    bcq_symtab st;
    bcq_symtab_symbol sym;
    bcq_symtab_iter it = {0};
    bcq_error e;
    size_t nsym = 0, nlto = 0;
    pages_setup(&pg, tu_ir_fixtures[_i]);
    bcq_file *f = trap_open(&pg);
    int rc = bcq_symtab_get(f, &st, &e);
    while (rc == 0 && bcq_symtab_next(&st, &it, &sym, NULL) == 0) {
        nsym++;
        /* llvm-lto2 prints the symbols LTO sees: global and not format
         * specific (lto::InputFile::create) */
        nlto += (sym.flags & BCQ_IRSYM_GLOBAL) &&
                !(sym.flags & BCQ_IRSYM_FORMAT_SPECIFIC);
    }
    uint64_t bodies = bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID);
    trap_close(&pg, f);
    ck_assert_msg(rc == 0 || rc == BCQ_E_NOT_FOUND, "%s: symtab: %s", tu_ir_fixtures[_i],
                  e.message);
    if (rc == 0) { /* multi, cat and nosym have no SYMTAB */
        ck_assert_uint_eq(nsym, st.nsymbols);
        ck_assert_uint_eq(nlto, symtab_lines(tu_ir_fixtures[_i]));
    }
    no_page_in(tu_ir_fixtures[_i], &pg, pg.body, "inside the function bodies", 0, 0);
    no_page_in(tu_ir_fixtures[_i], &pg, pg.child, "inside a block of the module", 0, 0);
    ck_assert_uint_eq(bodies, 0);
    free(pg.body);
}
END_TEST

/* Rule: the modules' facts and every global's symbol name and flags come
 * from the MODULE_BLOCK's own records, STRTAB and IDENTIFICATION: no page
 * inside the bodies is read, no FUNCTION_BLOCK body decoded. */
START_TEST(symbols_touch_no_body)
{
    pages pg;
    bcq_error e;
    size_t nm = 0, nglobals = 0;
    pages_setup(&pg, tu_ir_fixtures[_i]);
    bcq_file *f = trap_open(&pg);
    int rc = bcq_module_count(f, &nm, &e);
    for (size_t m = 0; rc == 0 && m < nm; m++) {
        const bcq_module *mod;
        if ((rc = bcq_module_get(f, m, &mod, &e)))
            break;
        for (size_t g = 0; rc == 0 && g < mod->nglobals; g++, nglobals++) {
            char buf[4096];
            size_t len;
            (void)bcq_global_symbol_flags(mod, g);
            rc = bcq_global_symbol_name(mod, g, buf, sizeof buf, &len);
            rc = rc == BCQ_E_UNSUPPORTED ? 0 : rc; /* coff32's "@N" */
        }
    }
    uint64_t bodies = bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID);
    trap_close(&pg, f);
    ck_assert_msg(rc == 0, "%s: status %d: %s", tu_ir_fixtures[_i], rc, e.message);
    ck_assert_uint_gt(nglobals, 0);
    no_page_in(tu_ir_fixtures[_i], &pg, pg.body, "inside the function bodies", 0, 0);
    ck_assert_uint_eq(bodies, 0);
    free(pg.body);
}
END_TEST

static int fn_by_offset(const void *a, const void *b)
{
    uint64_t x = ((const bcq_function *)a)->block.bit;
    uint64_t y = ((const bcq_function *)b)->block.bit;
    return x < y ? -1 : x > y;
}

/* Rule: finding a function by name and reading all of its body (sub-blocks
 * entered) reads, of all the bodies, only pages that touch its own
 * FUNCTION_BLOCK, and decodes that one FUNCTION_BLOCK body: for the first,
 * a middle and the last named function of the file. */
START_TEST(function_touches_its_body_only)
{
    pages pg;
    bcq_file *d;
    bcq_function *fns = NULL;
    size_t nm, nf = 0;
    pages_setup(&pg, tu_ir_fixtures[_i]);
    /* the named defined functions in file order, from a deep handle that
     * stays open (their names point into it) */
    ck_assert_int_eq(bcq__open_path_internal(tu_fixture_path(tu_ir_fixtures[_i]), BCQ_OPEN_DEEP,
                                   &d, NULL), 0);
    ck_assert_int_eq(bcq_module_count(d, &nm, NULL), 0);
    for (size_t m = 0; m < nm; m++) {
        size_t n;
        ck_assert_int_eq(bcq_function_count(d, m, &n, NULL), 0);
        ck_assert_ptr_nonnull(fns = realloc(fns, (nf + n + 1) * sizeof *fns));
        for (size_t k = 0; k < n; k++) {
            ck_assert_int_eq(bcq_function_at(d, m, k, &fns[nf], NULL), 0);
            nf += fns[nf].global.name.len > 0;
        }
    }
    ck_assert_uint_gt(nf, 0);
    qsort(fns, nf, sizeof *fns, fn_by_offset);
    const size_t pick[3] = {0, nf / 2, nf - 1};
    for (int k = 0; k < 3; k++) {
        const bcq_function *want = &fns[pick[k]];
        bcq_file *f = trap_open(&pg);
        bcq_function fn;
        bcq_reader *rd = NULL;
        bcq_entry en;
        bcq_error e;
        size_t records = 0;
        int rc = bcq_function_find(f, want->module,
                                   (const char *)want->global.name.ptr,
                                   want->global.name.len, &fn, &e);
        if (rc == 0)
            rc = bcq_reader_open(f, &fn.block, &rd, &e);
        while (rc == 0 && (rc = bcq_reader_next(rd, &en, &e)) == 0 &&
               !(en.kind == BCQ_ENTRY_END && en.depth == 0)) {
            records += en.kind == BCQ_ENTRY_RECORD;
            if (en.kind == BCQ_ENTRY_SUBBLOCK)
                rc = bcq_reader_enter(rd, &e);
        }
        bcq_reader_close(rd);
        uint64_t bodies = bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID);
        trap_close(&pg, f);
        char what[400];
        snprintf(what, sizeof what, "%s: %.*s (bits %llu..%llu)", tu_ir_fixtures[_i],
                 (int)want->global.name.len,
                 (const char *)want->global.name.ptr,
                 (unsigned long long)want->block.bit,
                 (unsigned long long)want->end_bit);
        ck_assert_msg(rc == 0, "%s: %s", what, e.message);
        ck_assert_uint_eq(fn.block.bit, want->block.bit);
        ck_assert_uint_gt(records, 0);
        no_page_in(what, &pg, pg.body, "inside the bodies, off the "
                   "function's own pages", want->block.bit,
                   want->end_bit);
        ck_assert_uint_eq(bodies, 1);
    }
    free(fns);
    bcq_close(d);
    free(pg.body);
}
END_TEST

/* Rule (issue 22, item 4): printing a function as LLVM IR (bcq_asm_global)
 * reads, of all the bodies, only pages that touch its own FUNCTION_BLOCK,
 * and decodes that one body: the module's tables it needs come from
 * outside the bodies.  The first, a middle and the last named function of
 * the file that the printer prints (one it refuses with BCQ_E_UNSUPPORTED
 * is skipped; at least one must print). */
START_TEST(asm_touches_its_body_only)
{
    pages pg;
    bcq_file *d;
    bcq_function *fns = NULL;
    size_t nm, nf = 0, printed = 0;
    pages_setup(&pg, tu_ir_fixtures[_i]);
    ck_assert_int_eq(bcq__open_path_internal(
                         tu_fixture_path(tu_ir_fixtures[_i]), BCQ_OPEN_DEEP,
                         &d, NULL),
                     0);
    ck_assert_int_eq(bcq_module_count(d, &nm, NULL), 0);
    for (size_t m = 0; m < nm; m++) {
        size_t n;
        ck_assert_int_eq(bcq_function_count(d, m, &n, NULL), 0);
        ck_assert_ptr_nonnull(fns = realloc(fns, (nf + n + 1) * sizeof *fns));
        for (size_t k = 0; k < n; k++) {
            ck_assert_int_eq(bcq_function_at(d, m, k, &fns[nf], NULL), 0);
            nf += fns[nf].global.name.len > 0;
        }
    }
    qsort(fns, nf, sizeof *fns, fn_by_offset);
    const size_t pick[3] = {0, nf / 2, nf ? nf - 1 : 0};
    for (int k = 0; k < 3 && nf > 0; k++) {
        const bcq_function *want = &fns[pick[k]];
        bcq_file *f = trap_open(&pg);
        bcq_asm *a = NULL;
        bcq_textbuf tb = BCQ_TEXTBUF_INIT;
        bcq_error e;
        int rc = bcq_asm_open(f, want->module, &a, &e);
        if (rc == 0)
            rc = bcq_asm_global(a, want->value_id, bcq_textbuf_sink, &tb, &e);
        bcq_asm_close(a);
        uint64_t bodies = bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID);
        trap_close(&pg, f);
        char what[400];
        snprintf(what, sizeof what, "%s: dis %.*s", tu_ir_fixtures[_i],
                 (int)want->global.name.len,
                 (const char *)want->global.name.ptr);
        if (rc == BCQ_E_UNSUPPORTED) {
            bcq_textbuf_free(&tb);
            continue;
        }
        ck_assert_msg(rc == 0, "%s: %s", what, e.message);
        /* "define" opens the text, or the line after "; Function Attrs" */
        ck_assert_msg(tb.len > 0 && (strncmp(tb.ptr, "define ", 7) == 0 ||
                                     strstr(tb.ptr, "\ndefine ")),
                      "%s: no define line", what);
        bcq_textbuf_free(&tb);
        printed++;
        no_page_in(what, &pg, pg.body, "inside the bodies, off the "
                   "function's own pages", want->block.bit,
                   want->end_bit);
        ck_assert_uint_eq(bodies, 1);
    }
    ck_assert_msg(nf == 0 || printed > 0, "%s: no function printed",
                  tu_ir_fixtures[_i]);
    free(fns);
    bcq_close(d);
    free(pg.body);
}
END_TEST

Suite *make_pages_suite(void)
{
    Suite *s = suite_create("pages");
    TCase *tc = tcase_create("pages");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, symtab_touches_no_body, 0, NIR);
    tcase_add_loop_test(tc, symbols_touch_no_body, 0, NIR);
    tcase_add_loop_test(tc, function_touches_its_body_only, 0, NIR);
    tcase_add_loop_test(tc, asm_touches_its_body_only, 0, NIR);
    suite_add_tcase(s, tc);
    return s;
}
