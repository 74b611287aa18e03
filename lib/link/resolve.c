/*
 * resolve.c - the inputs of a link and ld.lld's symbol resolution over
 * them: which archive members are extracted, and which definition of each
 * symbol prevails.
 *
 * The rules are lld's (lld/ELF/Symbols.cpp, Symbol::resolve and
 * shouldReplace; InputFiles.cpp, BitcodeFile::parse and parseLazy), as
 * current lld applies them (lld 15 on; doc/linking.md 3):
 * - inputs are parsed in command-line order; an archive adds a lazy symbol
 *   for every symbol its bitcode members define (the member's own SYMTAB,
 *   not the archive's index), the first member to define a name keeping
 *   it; lld remembers lazy symbols, so an archive before the reference
 *   still serves it;
 * - a strong undefined reference to a lazy symbol extracts its member, at
 *   once: the member is parsed (and may extract others) before the parse
 *   of the referencing file goes on, and the why-extract line is written
 *   after that parse; a weak one does not, and leaves the
 *   symbol lazy and weak; a lazy symbol met by a strong undefined one
 *   extracts too;
 * - a file's defined symbols are resolved before its undefined ones;
 * - a definition replaces an undefined or lazy symbol and a weak
 *   definition; a weak one never replaces a definition; two strong
 *   definitions are a duplicate-symbol error;
 * - commons merge: the larger size wins (the first among equals), a
 *   strong definition beats them, a weak one does not; a common does not
 *   extract an archive member (lld's --no-fortran-common, its default);
 * - a comdat is kept by the first file that has it; the symbols of a
 *   comdat another file kept are undefined references of their file;
 * - -u names are undefined references made before any input; -e, after
 *   all inputs, extracts its member when it is still lazy.
 * Parsing is an explicit stack of frames, not recursion: a chain of
 * extractions as long as the inputs costs heap, not C stack.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "link.h"

/* lld's words for an archive member it cannot link (a shared object, an
 * ELF file of another type) */
#define NEITHER "archive member is neither ET_REL nor LLVM bitcode"

/* ------------------------------------------------------------ name table */

/* A name's hash, a word at a time (multiply and fold): the tables are
 * only looked up, never walked, so no output depends on it.  FNV-1a a
 * byte at a time, then looking a new name up twice and hashing every
 * name again at each growth, made the symbol table a fifth of the glibc
 * link. */
static uint64_t hash_name(const char *p, size_t n)
{
    const uint64_t k = 0xff51afd7ed558ccdull;
    uint64_t h = 0x9e3779b97f4a7c15ull ^ n;
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = (h ^ w) * k;
        h ^= h >> 32;
    }
    if (n) { /* the last 1 to 7 bytes, in at most three reads */
        uint64_t w = 0;
        if (n >= 4) {
            uint32_t w4;
            memcpy(&w4, p, 4);
            w = w4;
            p += 4;
            n -= 4;
        }
        if (n >= 2) {
            uint16_t w2;
            memcpy(&w2, p, 2);
            w = w << 16 | w2;
            p += 2;
            n -= 2;
        }
        if (n)
            w = w << 8 | (unsigned char)*p;
        h = (h ^ w) * k;
    }
    h ^= h >> 29;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 32;
    return h;
}

/* Open addressing over the symbols, kept at most half full; each symbol
 * keeps its hash (lk_sym.hash), so that a growth hashes no name.  The
 * table grows to hold at least want symbols (0: twice its size). */
static int rehash(lk_link *lk, size_t want)
{
    size_t cap = lk->hcap ? 2 * lk->hcap : 1024;
    while (cap / 2 < want && cap < ((size_t)1 << 31))
        cap *= 2;
    uint32_t *h = calloc(cap, sizeof *h);
    if (!h)
        return BCQ_E_NOMEM;
    for (size_t i = 0; i < lk->nsym; i++) {
        size_t k = lk->sym[i].hash & (cap - 1);
        while (h[k])
            k = (k + 1) & (cap - 1);
        h[k] = (uint32_t)i + 1;
    }
    free(lk->hash);
    lk->hash = h;
    lk->hcap = cap;
    return 0;
}

/* The slot of name (hash hv) in the table: its symbol's, or the empty
 * one where it would go (hcap > 0). */
static size_t slot_of(const lk_link *lk, const char *name, size_t len,
                      uint32_t hv)
{
    size_t k = hv & (lk->hcap - 1);
    for (; lk->hash[k]; k = (k + 1) & (lk->hcap - 1)) {
        const lk_sym *s = &lk->sym[lk->hash[k] - 1];
        if (s->hash == hv && s->len == len && !memcmp(s->name, name, len))
            break;
    }
    return k;
}

uint32_t lk_find(const lk_link *lk, const char *name, size_t len)
{
    if (!lk->hcap)
        return LK_NONE;
    size_t k = slot_of(lk, name, len, (uint32_t)hash_name(name, len));
    return lk->hash[k] ? lk->hash[k] - 1 : LK_NONE;
}

/* The symbol of that name, created empty (state 0) when new; LK_NONE
 * when out of memory.  One hash, one probe when the table need not
 * grow. */
static uint32_t intern(lk_link *lk, const char *name, size_t len)
{
    const uint32_t hv = (uint32_t)hash_name(name, len);
    size_t k = 0;
    if (lk->hcap) {
        k = slot_of(lk, name, len, hv);
        if (lk->hash[k])
            return lk->hash[k] - 1;
    }
    if (lk->nsym >= UINT32_MAX - 1)
        return LK_NONE;
    if ((lk->nsym + 1) * 2 > lk->hcap) {
        if (rehash(lk, 0) != 0)
            return LK_NONE;
        k = slot_of(lk, name, len, hv);
    }
    if (lk->nsym + 1 > lk->capsym &&
        lk_grow(&lk->sym, &lk->capsym, lk->nsym + 1, sizeof *lk->sym))
        return LK_NONE;
    lk_sym *s = &lk->sym[lk->nsym];
    memset(s, 0, sizeof *s);
    s->name = name;
    s->len = (uint32_t)len;
    s->hash = hv;
    s->file = s->def = s->vid = LK_NONE;
    lk->hash[k] = (uint32_t)lk->nsym + 1;
    return (uint32_t)lk->nsym++;
}

/* Comdat groups: the input that keeps each name (lld's
 * symtab.comdatGroups, first file wins).  Returns the owner, or
 * LK_NONE when out of memory. */
static uint32_t comdat_owner(lk_link *lk, bcq_span name, uint32_t input)
{
    if ((lk->ncomdat + 1) * 2 > lk->chcap) {
        size_t cap = lk->chcap ? 2 * lk->chcap : 256;
        uint32_t *h = calloc(cap, sizeof *h);
        if (!h)
            return LK_NONE;
        for (size_t i = 0; i < lk->ncomdat; i++) {
            size_t k = hash_name(lk->cname[i], lk->clen[i]) & (cap - 1);
            while (h[k])
                k = (k + 1) & (cap - 1);
            h[k] = (uint32_t)i + 1;
        }
        free(lk->chash);
        lk->chash = h;
        lk->chcap = cap;
    }
    size_t k = hash_name((const char *)name.ptr, name.len) & (lk->chcap - 1);
    for (; lk->chash[k]; k = (k + 1) & (lk->chcap - 1)) {
        uint32_t c = lk->chash[k] - 1;
        if (lk->clen[c] == name.len && !memcmp(lk->cname[c], name.ptr, name.len))
            return lk->cowner[c];
    }
    /* three arrays of one capacity: grow each, then commit it */
    size_t c1 = lk->capc, c2 = lk->capc, c3 = lk->capc;
    if (lk_grow((void *)&lk->cname, &c1, lk->ncomdat + 1, sizeof *lk->cname) ||
        lk_grow(&lk->clen, &c2, lk->ncomdat + 1, sizeof *lk->clen) ||
        lk_grow(&lk->cowner, &c3, lk->ncomdat + 1, sizeof *lk->cowner))
        return LK_NONE;
    lk->capc = c1;
    lk->cname[lk->ncomdat] = (const char *)name.ptr;
    lk->clen[lk->ncomdat] = (uint32_t)name.len;
    lk->cowner[lk->ncomdat] = input;
    lk->chash[k] = (uint32_t)++lk->ncomdat;
    return input;
}

uint32_t lk_comdat_owner(const lk_link *lk, bcq_span name)
{
    if (!lk->chcap)
        return LK_NONE;
    size_t k = hash_name((const char *)name.ptr, name.len) & (lk->chcap - 1);
    for (; lk->chash[k]; k = (k + 1) & (lk->chcap - 1)) {
        uint32_t c = lk->chash[k] - 1;
        if (lk->clen[c] == name.len && !memcmp(lk->cname[c], name.ptr, name.len))
            return lk->cowner[c];
    }
    return LK_NONE;
}

/* ---------------------------------------------------------------- inputs */

/* The inputs' labels live in chunks of at least 64 KiB, freed together
 * by lk_free: a malloc and a free per member was a tenth of the glibc
 * link's allocations. */
struct lk_chunk {
    struct lk_chunk *next;
    size_t used, cap;
    char data[];
};

static char *label_alloc(lk_link *lk, size_t n)
{
    struct lk_chunk *c = lk->labels;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > ((size_t)64 << 10) ? n : ((size_t)64 << 10);
        if (cap > SIZE_MAX - sizeof *c)
            return NULL;
        c = malloc(sizeof *c + cap);
        if (!c)
            return NULL;
        c->next = lk->labels;
        c->used = 0;
        c->cap = cap;
        lk->labels = c;
    }
    char *p = c->data + c->used;
    c->used += n;
    return p;
}

static lk_input *new_input(lk_link *lk, const char *label, size_t llen,
                           const char *paren, size_t plen)
{
    if (lk_grow(&lk->in, &lk->capin, lk->nin + 1, sizeof *lk->in))
        return NULL;
    if (lk->nin >= UINT32_MAX - 2)
        return NULL;
    lk_input *in = &lk->in[lk->nin];
    memset(in, 0, sizeof *in);
    atomic_init(&in->xlabel, NULL);
    in->archive = LK_NONE;
    if (!label) { /* a member found by the index: labelled when asked,
                   * its lk_load made when it is extracted */
        lk->nin++;
        return in;
    }
    if (!(in->ld = calloc(1, sizeof *in->ld)))
        return NULL;
    if (llen > SIZE_MAX / 2 - 3 || plen > SIZE_MAX / 2 ||
        !(in->label = label_alloc(lk, llen + plen + 3)))
        return NULL;
    memcpy(in->label, label, llen);
    if (paren) {
        in->label[llen] = '(';
        memcpy(in->label + llen + 1, paren, plen);
        in->label[llen + 1 + plen] = ')';
        in->label[llen + plen + 2] = '\0';
    } else {
        in->label[llen] = '\0';
    }
    lk->nin++;
    return in;
}

/* What the file at path holds, from its first bytes (bcq_identify), or
 * -1 when it cannot be read (bcq_open_path then says why); an ELF shared
 * object is LK_KIND_SHARED. */
int lk_kind_of_path(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return -1;
    unsigned char b[512];
    size_t n = fread(b, 1, sizeof b, fp);
    fclose(fp);
    int k = (int)bcq_identify(b, n);
    /* e_type ET_DYN (3), in the byte order of EI_DATA */
    if (k == BCQ_KIND_ELF && n >= 18 &&
        (b[5] == 2 ? (b[16] << 8 | b[17]) : (b[16] | b[17] << 8)) == 3)
        return LK_KIND_SHARED;
    return k;
}

/* Whether an ELF object's bytes are read as bitcode, as ld.lld decides
 * (LinkerDriver::addFile, tryAddFatLTOFile): only under
 * --fat-lto-objects, and then only a .llvm.lto section (clang
 * -ffat-lto-objects); an object with -fembed-bitcode's .llvmbc is linked
 * natively, its bitcode unread (doc/linking.md 3.3). */
static int elf_is_bitcode(const lk_link *lk, const void *p, size_t n)
{
    bcq_object ob;
    return lk->fat_lto && bcq_find_bitcode(p, n, NULL, &ob, NULL) == 0 &&
           strcmp(ob.section, ".llvm.lto") == 0;
}

/* An index entry: its member's header offset and its place. */
typedef struct ixent {
    uint64_t off;
    uint32_t k;
} ixent;

static int ixent_cmp(const void *a, const void *b)
{
    const ixent *x = a, *y = b;
    if (x->off != y->off)
        return x->off < y->off ? -1 : 1;
    return x->k < y->k ? -1 : x->k > y->k;
}

/* The member header offset of the k-th index entry in member order:
 * e's when the index had to be sorted, else the index's own. */
static uint64_t entry_off(const bcq_archive *ar, const ixent *e, size_t k)
{
    bcq_span name;
    uint64_t off = 0;
    if (e)
        return e[k].off;
    bcq_archive_symbol_at(ar, k, &name, &off);
    return off;
}

/* The members of archive ai (opened by its index) as inputs: one per
 * member its symbol index names, in archive order (by header offset),
 * lazy by the index's names for it -- lld 14's ArchiveFile::parse; lld
 * 15 and later read each member's own table (parseLazy), and the two
 * agree where the index lists the members' defined symbols, as ar and
 * llvm-ar write it (doc/linking.md 3.4).  1 when done, 0 when the
 * archive has no index bcq can use this way (thin, or none: its members
 * are then read one by one), -1 when out of memory. */
static int add_by_index(lk_link *lk, uint32_t ai)
{
    bcq_archive *ar = lk->in[ai].ld->ar;
    bcq_span data = bcq_archive_data(ar);
    size_t ns = bcq_archive_symbol_count(ar);
    if (ns == 0 || ns >= UINT32_MAX ||
        (data.len >= 8 && memcmp(data.ptr, "!<thin>\n", 8) == 0))
        return 0;
    /* ar and llvm-ar write the index in member order: then each member's
     * entries are one run, read in place */
    int sorted = 1;
    size_t nm = 0;
    uint64_t prev = 0;
    for (size_t k = 0; k < ns; k++) {
        bcq_span name;
        uint64_t off;
        bcq_archive_symbol_at(ar, k, &name, &off);
        if (k && off < prev)
            sorted = 0;
        nm += k == 0 || off != prev;
        prev = off;
    }
    ixent *e = NULL;
    if (!sorted) {
        if (!(e = malloc(ns * sizeof *e)) ||
            !(lk->in[ai].ld->ix_perm = malloc(ns * sizeof *lk->in[ai].ld->ix_perm))) {
            free(e);
            return -1;
        }
        for (size_t k = 0; k < ns; k++) {
            bcq_span name;
            bcq_archive_symbol_at(ar, k, &name, &e[k].off);
            e[k].k = (uint32_t)k;
        }
        qsort(e, ns, sizeof *e, ixent_cmp);
        nm = 0;
        for (size_t k = 0; k < ns; k++) {
            lk->in[ai].ld->ix_perm[k] = e[k].k;
            nm += k == 0 || e[k].off != e[k - 1].off;
        }
    }
    if (nm > SIZE_MAX - lk->nin ||
        lk_grow(&lk->in, &lk->capin, lk->nin + nm, sizeof *lk->in)) {
        free(e);
        return -1;
    }
    lk->in[ai].by_index = 1;
    for (size_t k = 0; k < ns;) {
        const uint64_t off = entry_off(ar, e, k);
        size_t j = k + 1;
        while (j < ns && entry_off(ar, e, j) == off)
            j++;
        lk_input *m = new_input(lk, NULL, 0, NULL, 0);
        if (!m) {
            free(e);
            return -1;
        }
        m->state = LK_LAZY;
        m->archive = ai;
        m->by_index = 1;
        m->hdr = off;
        m->has_ix = 1;
        m->lazy_ix = 1;
        m->ix_first = (uint32_t)k;
        m->ix_n = (uint32_t)(j - k);
        lk->members++;
        k = j;
    }
    free(e);
    return 1;
}

int lk_member(const lk_link *lk, const lk_input *in, bcq_member *mb,
              bcq_error *err)
{
    const bcq_archive *ar = lk->in[in->archive].ld->ar;
    if (in->by_index)
        return bcq_archive_member_at(ar, in->hdr, mb, err);
    int rc = bcq_archive_member(ar, in->member, mb);
    return rc ? lk_error(err, rc, bcq_strerror(rc)) : 0;
}

/* Member in's label made from its header (mb; NULL when the header is
 * damaged: then named by its offset) and published once. */
static const char *label_from(const lk_link *lk, lk_input *in,
                              const bcq_member *mb)
{
    char *l = atomic_load_explicit(&in->xlabel, memory_order_acquire);
    if (l)
        return l;
    const char *al = lk->in[in->archive].label;
    size_t alen = strlen(al);
    if (mb) {
        if (mb->name.len > SIZE_MAX / 2 ||
            !(l = malloc(alen + mb->name.len + 3)))
            return NULL;
        memcpy(l, al, alen);
        l[alen] = '(';
        memcpy(l + alen + 1, mb->name.ptr, mb->name.len);
        l[alen + 1 + mb->name.len] = ')';
        l[alen + mb->name.len + 2] = '\0';
    } else { /* a damaged header: named by its offset */
        if (!(l = malloc(alen + 32)))
            return NULL;
        snprintf(l, alen + 32, "%s(at %llu)", al, (unsigned long long)in->hdr);
    }
    char *none = NULL;
    if (!atomic_compare_exchange_strong_explicit(&in->xlabel, &none, l,
                                                 memory_order_acq_rel,
                                                 memory_order_acquire)) {
        free(l); /* another thread made it first */
        l = none;
    }
    return l;
}

const char *lk_label(const lk_link *lk, uint32_t i)
{
    lk_input *in = (lk_input *)&lk->in[i];
    if (in->label)
        return in->label;
    char *l = atomic_load_explicit(&in->xlabel, memory_order_acquire);
    if (l)
        return l;
    bcq_member mb;
    return label_from(lk, in, lk_member(lk, in, &mb, NULL) == 0 ? &mb : NULL);
}

/* Add one input that is no linker script, of kind k (lk_kind_of_path):
 * a file is mapped, an archive's member headers read; a shared library
 * is skipped (lld reads its dynamic symbols; bcq does not).  label:
 * lld's spelling of its path. */
int lk_add_file(lk_link *lk, const char *path, int k)
{
    lk_input *in = new_input(lk, path, strlen(path), NULL, 0);
    if (!in)
        return BCQ_E_NOMEM;
    if (k != BCQ_KIND_ARCHIVE && k != BCQ_KIND_THIN_ARCHIVE) {
        in->state = LK_LOADED;
        bcq_error err;
        /* an ELF object is native unless it is a fat LTO object read as
         * one (elf_is_bitcode) */
        int rc = k == LK_KIND_SHARED || (k == BCQ_KIND_ELF && !lk->fat_lto)
                     ? BCQ_E_NO_BITCODE
                     : bcq_open_path(path, NULL, &in->ld->own, &err);
        bcq_object ob;
        if (rc == 0 && k == BCQ_KIND_ELF &&
            (bcq_file_object(in->ld->own, &ob) != 0 ||
             strcmp(ob.section, ".llvm.lto") != 0)) {
            bcq_close(in->ld->own);
            in->ld->own = NULL;
            rc = BCQ_E_NO_BITCODE;
        }
        in->ld->f = in->ld->own;
        if (rc == BCQ_E_NO_BITCODE && (k == BCQ_KIND_ELF ||
                                       k == LK_KIND_SHARED)) {
            /* a native object or shared object: lld reads its symbol
             * table (ObjFile, SharedFile); its bytes stay mapped for the
             * names (views into them) */
            rc = bcq_native_open_path(path, NULL, &in->ld->nat, &err);
            if (rc == 0) {
                bcq_native_info ni = BCQ_NATIVE_INFO_INIT;
                bcq_native_get_info(in->ld->nat, &ni);
                in->native = ni.type == BCQ_NATIVE_SHARED ? LK_NATIVE_SHARED
                                                          : LK_NATIVE_OBJECT;
                in->ld->bytes = bcq_native_data(in->ld->nat);
            }
        }
        if (rc)
            return lk_fail(lk, in->label, rc, &err);
        return 0;
    }
    in->state = LK_ARCHIVE;
    in->whole = (uint8_t)lk->whole;
    lk->archives++;
    bcq_archive *ar;
    bcq_error err;
    /* by its index alone, as ld.lld 14, GNU ld and gold read a library:
     * no member's page is touched until the member is extracted; under
     * --whole-archive every member is loaded, so every header is read */
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.flags = lk->whole ? 0 : BCQ_OPEN_ARCHIVE_INDEX;
    int rc = bcq_archive_open_path(path, &o, &ar, &err);
    if (rc)
        return lk_fail(lk, in->label, rc, &err);
    in->ld->ar = ar;
    uint32_t ai = (uint32_t)(lk->nin - 1);
    if (!lk->whole) {
        rc = add_by_index(lk, ai);
        if (rc < 0)
            return BCQ_E_NOMEM;
        if (rc > 0)
            return 0;
    }
    size_t nm = bcq_archive_count(ar);
    bcq_span d;
    if (nm == 0 && (rc = bcq_archive_member_data(ar, 0, &d, &err)) != 0 &&
        rc != BCQ_E_RANGE) /* the walk the open put off failed */
        return lk_fail(lk, lk->in[ai].label, rc, &err);
    /* room for every member at once: the inputs were a tenth of the
     * glibc link's time, as realloc copied them from size to size */
    if (nm > SIZE_MAX - lk->nin ||
        lk_grow(&lk->in, &lk->capin, lk->nin + nm, sizeof *lk->in))
        return BCQ_E_NOMEM;
    const size_t plen = strlen(path);
    for (size_t i = 0; i < nm; i++) {
        bcq_member mb;
        bcq_archive_member(ar, i, &mb);
        lk_input *m = new_input(lk, path, plen, (const char *)mb.name.ptr,
                                mb.name.len);
        if (!m)
            return BCQ_E_NOMEM;
        m->state = LK_LAZY;
        m->archive = ai;
        m->member = i;
        lk->members++;
    }
    return 0;
}

/* ------------------------------------------------------------ resolution */

static int add_why(lk_link *lk, const char *ref, uint32_t extracted,
                   uint32_t sym)
{
    if (!lk->want_why)
        return 0;
    if (lk_grow(&lk->why, &lk->capwhy, lk->nwhy + 1, sizeof *lk->why))
        return BCQ_E_NOMEM;
    lk->why[lk->nwhy++] = (lk_why){ref, extracted, sym};
    return 0;
}

static const char *label_of(const lk_link *lk, uint32_t file)
{
    return file == LK_NONE ? "<internal>" : lk->in[file].label;
}

/* The parse stack: a frame parses one file (its defined symbols, then
 * its undefined ones), adds one member's lazy symbols, walks one
 * archive's members or the inputs. */
enum { FR_TOP, FR_ARCHIVE, FR_LAZY, FR_PARSE };
typedef struct frame {
    int kind;
    uint32_t file;     /* the input (archive, member, file) */
    size_t idx;        /* next symbol, member or input */
    int phase;         /* FR_PARSE: 0 defined, 1 undefined */
    const char *why_ref; /* FR_PARSE: a record to write when it ends */
    uint32_t why_sym;
} frame;

typedef struct stack {
    frame *v;
    size_t n, cap;
} stack;

static int push(stack *st, frame f)
{
    if (lk_grow(&st->v, &st->cap, st->n + 1, sizeof *st->v))
        return BCQ_E_NOMEM;
    st->v[st->n++] = f;
    return 0;
}

/* The bytes of member j of an archive read by its index, whose header
 * mb is, and what they are: a native ELF object (1), or not (0:
 * bitcode, or anything bcq_open_mem reads), as read_lazy tells them for
 * a member of an archive read whole. */
static int member_bytes(const lk_link *lk, uint32_t j, const bcq_member *mb,
                        bcq_span *d)
{
    bcq_span a = bcq_archive_data(lk->in[lk->in[j].archive].ld->ar);
    d->ptr = a.ptr + mb->data_off;
    d->len = (size_t)mb->size;
    return bcq_identify(d->ptr, d->len) == BCQ_KIND_ELF &&
           !elf_is_bitcode(lk, d->ptr, d->len);
}

/* Load member j of an archive read by its index, as it is extracted:
 * its label, its bytes, all its symbols (a native ELF object's from its
 * table, else its bitcode's, opened over the archive's bytes and closed
 * by lk_free).  0, a bcq status (err filled), or 1 when the member is
 * neither (a shared object, another format): skipped with a note, as a
 * member of an archive read whole is skipped before resolution. */
static int load_by_index(lk_link *lk, uint32_t j, bcq_error *err)
{
    lk_input *in = &lk->in[j];
    bcq_member mb;
    int rc = lk_member(lk, in, &mb, err);
    if (!(in->label = (char *)label_from(lk, in, rc ? NULL : &mb)))
        return BCQ_E_NOMEM;
    if (rc)
        return rc;
    if (!in->ld && !(in->ld = calloc(1, sizeof *in->ld)))
        return BCQ_E_NOMEM;
    bcq_span d;
    int native = member_bytes(lk, j, &mb, &d);
    if (native) {
        int shared = 0;
        rc = lk_native_syms_read(d.ptr, d.len, 0, &shared, &in->ld->syms, err);
        if (rc == 0 && !shared) {
            in->native = LK_NATIVE_OBJECT;
            in->ld->bytes = d;
            return 0;
        }
        if (rc == 0 || rc == BCQ_E_UNSUPPORTED) {
            lk_syms_free(&in->ld->syms);
            rc = lk_error(err, BCQ_E_NO_BITCODE, NEITHER);
        }
    } else {
        rc = bcq_open_mem(d.ptr, d.len, NULL, &in->ld->own, err);
        if (rc == 0) {
            in->ld->f = in->ld->own;
            return lk_syms_read(in->ld->f, 0, &in->ld->syms, err);
        }
    }
    if (rc == BCQ_E_NOT_BITCODE || rc == BCQ_E_NO_BITCODE) {
        lk_note(lk, BCQ_LINK_NOTE_SKIPPED, in->label, err,
                err->message[0] ? err->message : "not bitcode");
        in->state = LK_SKIPPED;
        return 1;
    }
    return rc;
}

/* Load member j (its handle, all its symbols, its modules) and push the
 * frame that parses it. */
static int extract(lk_link *lk, stack *st, uint32_t j, const char *why_ref,
                   uint32_t why_sym)
{
    lk_input *in = &lk->in[j];
    if (in->state != LK_LAZY)
        return 0; /* a member found unreadable as it was extracted */
    bcq_error err;
    int rc;
    if (in->by_index) {
        rc = load_by_index(lk, j, &err);
        in = &lk->in[j];
        if (rc == 1)
            return 0; /* skipped, with a note */
        if (rc)
            return lk_fail(lk, in->label ? in->label : lk_label(lk, j), rc,
                           &err);
        in->state = LK_EXTRACTED;
        lk->extracted++;
        return push(st, (frame){FR_PARSE, j, 0, 0, why_ref, why_sym});
    }
    in->state = LK_EXTRACTED;
    lk->extracted++;
    if (in->native) {
        /* a native member: all its symbols, read again from the archive's
         * bytes (the names views into them) */
        int shared;
        rc = lk_native_syms_read(in->ld->bytes.ptr, in->ld->bytes.len, 0, &shared,
                                 &in->ld->syms, &err);
    } else {
        rc = bcq_archive_member_file(lk->in[in->archive].ld->ar, in->member,
                                     &in->ld->f, &err);
        if (rc == 0)
            rc = lk_syms_read(in->ld->f, 0, &in->ld->syms, &err);
    }
    if (rc)
        return lk_fail(lk, in->label, rc, &err);
    return push(st, (frame){FR_PARSE, j, 0, 0, why_ref, why_sym});
}

static void duplicate(lk_link *lk, const lk_sym *s, uint32_t file)
{
    if (lk->dup)
        return;
    lk->dup = 1;
    snprintf(lk->errmsg, sizeof lk->errmsg,
             "duplicate symbol: %.*s\n>>> defined in %s\n>>> defined in %s",
             (int)(s->len > 200 ? 200 : s->len), s->name,
             label_of(lk, s->file), label_of(lk, file));
}

/* Symbol::resolve(const Undefined &) */
static int undefined(lk_link *lk, stack *st, uint32_t si, uint32_t file,
                     int weak)
{
    lk_sym *s = &lk->sym[si];
    switch (s->state) {
    case 0:
        s->state = SYM_UNDEF;
        s->weak = (uint8_t)weak;
        s->file = file;
        return 0;
    case SYM_LAZY:
        if (weak) {
            s->weak = 1;
            return 0;
        }
        /* recorded after the member's parse (lld: extract(), then
         * recordWhyExtract) */
        return extract(lk, st, s->file, label_of(lk, file), si);
    case SYM_UNDEF:
        if (!weak)
            s->weak = 0;
        return 0;
    default:
        return 0;
    }
}

/* Symbol::resolve(const LazySymbol &) */
static int lazy(lk_link *lk, stack *st, uint32_t si, uint32_t member)
{
    lk_sym *s = &lk->sym[si];
    if (s->state == 0) {
        s->state = SYM_LAZY;
        s->file = member;
        s->weak = 0;
        return 0;
    }
    if (s->state != SYM_UNDEF)
        return 0;
    if (s->weak) {
        s->state = SYM_LAZY;
        s->file = member;
        return 0;
    }
    return extract(lk, st, member, label_of(lk, s->file), si);
}

/* Symbol::mergeProperties for an object's or a bitcode file's symbol:
 * the visibility is the most constraining one (getMinVisibility: default
 * yields to any other, else the lower STV_ value), and under -shared or
 * --export-dynamic the symbol is exported (isExportDynamic) unless this
 * is a bitcode definition or reference that may be omitted
 * (createBitcodeSymbol: canBeOmittedFromSymbolTable; not a common). */
static void merge_props(const lk_link *lk, lk_sym *s, uint32_t flags)
{
    unsigned v = LKS_VIS(flags);
    if (v && (!s->vis || v < s->vis))
        s->vis = (uint8_t)v;
    if ((lk->shared || lk->export_dynamic) &&
        ((flags & LKS_COMMON) || !(flags & LKS_OMIT)))
        s->dynamic = 1;
}

/* Symbol::resolve(const Defined &), shouldReplace */
static void defined(lk_link *lk, uint32_t si, uint32_t file, uint32_t module,
                    int weak)
{
    lk_sym *s = &lk->sym[si];
    int replace;
    if (s->state == SYM_COMMON)
        replace = !weak;
    else if (s->state != SYM_DEFINED)
        replace = 1;
    else {
        replace = s->weak && !weak;
        if (!s->weak && !weak && s->file != file)
            duplicate(lk, s, file);
    }
    if (replace) {
        s->state = SYM_DEFINED;
        s->file = file;
        s->module = module;
        s->weak = (uint8_t)weak;
        s->absolute = 0;
    }
}

/* Symbol::resolve(const SharedSymbol &): a shared object's definition
 * takes the place of an undefined or lazy symbol (which then extracts
 * nothing), not of a definition or a common; the symbol is exported
 * either way (exportDynamic). */
static void shared_def(lk_link *lk, uint32_t si, uint32_t file)
{
    lk_sym *s = &lk->sym[si];
    s->dynamic = 1;
    if (s->state == 0 || s->state == SYM_UNDEF || s->state == SYM_LAZY) {
        s->state = SYM_SHARED;
        s->file = file;
    }
}

/* Symbol::resolve(const CommonSymbol &) */
static void common(lk_link *lk, uint32_t si, uint32_t file, uint32_t module,
                   uint64_t size)
{
    lk_sym *s = &lk->sym[si];
    if (s->state == SYM_DEFINED && !s->weak)
        return;
    if (s->state == SYM_COMMON) {
        if (s->size < size) {
            s->file = file;
            s->module = module;
            s->size = size;
        }
        return;
    }
    s->state = SYM_COMMON;
    s->file = file;
    s->module = module;
    s->size = size;
    s->weak = 0;
}

/* The first step of a file's parse: its modules and kept comdats. */
static int parse_begin(lk_link *lk, uint32_t file)
{
    lk_input *in = &lk->in[file];
    size_t nm = 0;
    bcq_error err;
    int rc = in->native ? 0 : bcq_module_count(in->ld->f, &nm, &err);
    if (rc)
        return lk_fail(lk, in->label, rc, &err);
    if (nm > UINT32_MAX - lk->nmods ||
        lk_grow(&lk->mods, &lk->capmods, lk->nmods + nm, sizeof *lk->mods))
        return BCQ_E_NOMEM;
    in->ld->mod0 = (uint32_t)lk->nmods;
    in->ld->nmods = (uint32_t)nm;
    for (size_t m = 0; m < nm; m++) {
        lk_mod *md = &lk->mods[lk->nmods++];
        memset(md, 0, sizeof *md);
        md->input = file;
        md->m = m;
    }
    if (in->ld->syms.ncomdats) {
        in->ld->kept = malloc(in->ld->syms.ncomdats);
        if (!in->ld->kept)
            return BCQ_E_NOMEM;
        for (size_t c = 0; c < in->ld->syms.ncomdats; c++) {
            uint32_t o = comdat_owner(lk, in->ld->syms.comdats[c], file);
            if (o == LK_NONE)
                return BCQ_E_NOMEM;
            in->ld->kept[c] = o == file;
        }
    }
    return 0;
}

/* One step of the frame on top of the stack. */
static int step(lk_link *lk, stack *st)
{
    frame *fr = &st->v[st->n - 1];
    switch (fr->kind) {
    case FR_TOP: {
        if (fr->idx == lk->nin) {
            st->n--;
            return 0;
        }
        uint32_t i = (uint32_t)fr->idx++;
        lk_input *in = &lk->in[i];
        if (in->state == LK_ARCHIVE)
            return push(st, (frame){FR_ARCHIVE, i, i + 1, 0, NULL, 0});
        if (in->state == LK_LOADED) {
            bcq_error err;
            int shared;
            int rc = in->native ? lk_native_syms_read(in->ld->bytes.ptr,
                                                      in->ld->bytes.len, 0,
                                                      &shared, &in->ld->syms,
                                                      &err)
                                : lk_syms_read(in->ld->f, 0, &in->ld->syms, &err);
            if (rc)
                return lk_fail(lk, in->label, rc, &err);
            return push(st, (frame){FR_PARSE, i, 0, 0, NULL, 0});
        }
        return 0; /* a member: its archive's frame adds it */
    }
    case FR_ARCHIVE: {
        size_t j = fr->idx;
        if (j >= lk->nin || lk->in[j].archive != fr->file) {
            st->n--;
            return 0;
        }
        fr->idx++;
        if (lk->in[j].state != LK_LAZY)
            return 0;
        /* --whole-archive: the member is a file given here, parsed in
         * its turn (LinkerDriver::addFile, inWholeArchive); no
         * why-extract line */
        if (lk->in[fr->file].whole)
            return extract(lk, st, (uint32_t)j, NULL, 0);
        return push(st, (frame){FR_LAZY, (uint32_t)j, 0, 0, NULL, 0});
    }
    case FR_LAZY: {
        lk_input *in = &lk->in[fr->file];
        /* parseLazy stops once the member is extracted */
        if (in->state != LK_LAZY ||
            fr->idx >= (in->lazy_ix ? in->ix_n : in->ld->lazy.n)) {
            st->n--;
            return 0;
        }
        const char *name;
        size_t len;
        if (in->by_index) {
            const lk_input *a = &lk->in[in->archive];
            size_t k = in->ix_first + fr->idx++;
            bcq_span nm;
            uint64_t off;
            bcq_archive_symbol_at(a->ld->ar, a->ld->ix_perm ? a->ld->ix_perm[k] : k, &nm,
                                  &off);
            name = (const char *)nm.ptr;
            len = nm.len;
        } else if (in->lazy_ix) {
            const lk_ixname *x =
                &lk->in[in->archive].ld->ix[in->ix_first + fr->idx++];
            name = x->name;
            len = x->len;
        } else {
            const lk_fsym *y = &in->ld->lazy.v[fr->idx++];
            name = y->name;
            len = y->len;
        }
        uint32_t si = intern(lk, name, len);
        if (si == LK_NONE)
            return BCQ_E_NOMEM;
        return lazy(lk, st, si, fr->file);
    }
    case FR_PARSE: {
        uint32_t file = fr->file;
        lk_input *in = &lk->in[file];
        if (fr->idx == 0 && fr->phase == 0) {
            int rc = parse_begin(lk, file);
            if (rc)
                return rc;
            fr = &st->v[st->n - 1];
        }
        /* defined symbols first, then undefined (BitcodeFile::parse) */
        while (fr->idx < in->ld->syms.n) {
            const lk_fsym *y = &in->ld->syms.v[fr->idx];
            int undef = (y->flags & LKS_UNDEF) != 0;
            if (undef == fr->phase)
                break;
            fr->idx++;
        }
        if (fr->idx == in->ld->syms.n) {
            if (fr->phase == 0) {
                fr->phase = 1;
                fr->idx = 0;
                return 0;
            }
            const char *ref = fr->why_ref;
            uint32_t ws = fr->why_sym;
            st->n--;
            /* a native input's symbols are read for its parse alone (no
             * module maps them, LTO is told nothing of them; their names
             * are views into its bytes): freed now, their heap serves
             * the next member's, and the glibc link touches 340 KB less */
            if (in->native)
                lk_syms_free(&in->ld->syms);
            return ref ? add_why(lk, ref, file, ws) : 0;
        }
        lk_fsym *y = &in->ld->syms.v[fr->idx++];
        uint32_t si = intern(lk, y->name, y->len);
        if (si == LK_NONE)
            return BCQ_E_NOMEM;
        y->sym = si; /* live.c maps the module's values by it */
        int weak = (y->flags & LKS_WEAK) != 0;
        /* a comdat another file kept: its symbols are references */
        int dropped = y->comdat != LK_NONE && in->ld->kept &&
                      y->comdat < in->ld->syms.ncomdats && !in->ld->kept[y->comdat];
        /* a native object's symbols are used by a regular object
         * (isUsedInRegularObj), a shared object's are exported */
        if (in->native == LK_NATIVE_OBJECT)
            lk->sym[si].regular = 1;
        else if (in->native == LK_NATIVE_SHARED)
            lk->sym[si].dynamic = 1;
        if (in->native != LK_NATIVE_SHARED)
            merge_props(lk, &lk->sym[si], y->flags);
        if (fr->phase == 1 || dropped)
            return undefined(lk, st, si, file, weak);
        if (in->native == LK_NATIVE_SHARED)
            shared_def(lk, si, file);
        else if (y->flags & LKS_COMMON)
            common(lk, si, file, y->module, y->size);
        else {
            defined(lk, si, file, y->module, weak);
            if (lk->sym[si].file == file && (y->flags & LKS_ABS))
                lk->sym[si].absolute = 1;
        }
        return 0;
    }
    }
    return 0;
}

static int run(lk_link *lk, stack *st)
{
    while (st->n) {
        int rc = step(lk, st);
        if (rc)
            return rc;
    }
    return 0;
}

/* Read each member's defined symbols (what makes it lazy), on -j
 * threads: the member is opened over the archive's bytes, read and closed
 * (an unextracted member keeps only its symbol names, views into the
 * archive). */
/* A native ELF member's lazy symbols from its archive's symbol index,
 * as lld 14 reads an archive (ArchiveFile::parse: the index, not the
 * members; lld 15 reads each member's table, parseLazy, and the two
 * agree where the index is the members' defined symbols, as ar writes
 * it).  The member's own table is then read only if it is extracted.
 * 1 when done so; 0 when the member is not a native ELF object
 * (native_elf: read_lazy's verdict) or its archive has no index. */
static int lazy_from_index(lk_input *in, bcq_span d, int native_elf)
{
    if (!in->has_ix || !native_elf)
        return 0;
    /* the names are read from the archive's ix where they are (step,
     * FR_LAZY): not copied into a list of the member's own */
    memset(&in->ld->lazy, 0, sizeof in->ld->lazy);
    in->lazy_ix = 1;
    in->native = LK_NATIVE_OBJECT;
    in->ld->bytes = d;
    return 1;
}

/* Archive a's symbol index, grouped by member in index order (a counting
 * sort), each member's range set; nothing when it has none. */
static int index_of(lk_link *lk, uint32_t ai)
{
    lk_input *a = &lk->in[ai];
    if (a->by_index) /* its members' entries are read in place */
        return 0;
    size_t nsym = bcq_archive_symbol_count(a->ld->ar);
    size_t nm = bcq_archive_count(a->ld->ar);
    if (nsym == 0 || nsym > UINT32_MAX || nm == 0)
        return 0;
    uint32_t *cnt = calloc(nm + 1, sizeof *cnt);
    a->ld->ix = malloc(nsym * sizeof *a->ld->ix);
    if (!cnt || !a->ld->ix) {
        free(cnt);
        return BCQ_E_NOMEM;
    }
    for (size_t k = 0; k < nsym; k++) {
        bcq_span nmv;
        size_t m;
        if (bcq_archive_symbol(a->ld->ar, k, &nmv, &m) || m >= nm ||
            nmv.len > UINT32_MAX) {
            free(cnt);
            free(a->ld->ix);
            a->ld->ix = NULL;
            return 0; /* an index bcq cannot use: the members' tables */
        }
        cnt[m + 1]++;
    }
    for (size_t m = 0; m < nm; m++)
        cnt[m + 1] += cnt[m];
    /* the members follow their archive in lk->in, in member order */
    for (size_t m = 0; m < nm && ai + 1 + m < lk->nin; m++) {
        lk_input *mi = &lk->in[ai + 1 + m];
        if (mi->archive != ai || mi->member != m)
            break;
        mi->has_ix = 1;
        mi->ix_first = cnt[m];
        mi->ix_n = cnt[m + 1] - cnt[m];
    }
    for (size_t k = 0; k < nsym; k++) {
        bcq_span nmv;
        size_t m;
        bcq_archive_symbol(a->ld->ar, k, &nmv, &m);
        a->ld->ix[cnt[m]++] = (lk_ixname){(const char *)nmv.ptr,
                                      (uint32_t)nmv.len, (uint32_t)m};
    }
    free(cnt);
    return 0;
}

static int read_lazy(void *ctx, size_t i)
{
    lk_link *lk = ctx;
    lk_input *in = &lk->in[i];
    if (in->state != LK_LAZY || in->by_index)
        return 0;
    bcq_span d;
    bcq_file *f = NULL;
    bcq_error err;
    int rc = bcq_archive_member_data(lk->in[in->archive].ld->ar, in->member, &d,
                                     &err);
    int got = rc == 0;
    /* an ELF member is native (its own table, below) unless it is a fat
     * LTO object read as one: its bitcode is not looked for */
    int native_elf = got && bcq_identify(d.ptr, d.len) == BCQ_KIND_ELF &&
                     !elf_is_bitcode(lk, d.ptr, d.len);
    if (got) {
        int ix = lazy_from_index(in, d, native_elf);
        if (ix) {
            in->ld->rc = ix < 0 ? BCQ_E_NOMEM : 0;
            return 0;
        }
    }
    /* without a message first: most members of a system archive are
     * native, and the text of their BCQ_E_NO_BITCODE would be formatted
     * for nothing (a fifth of the glibc link); any failure that stays one
     * is opened again below for its message */
    if (native_elf)
        rc = BCQ_E_NO_BITCODE;
    else if (rc == 0)
        rc = bcq_open_mem(d.ptr, d.len, NULL, &f, NULL);
    int open_failed = got && rc != 0;
    if (rc == 0) {
        rc = lk_syms_read(f, 1, &in->ld->lazy, &err);
        in->ld->lazy_bodies = bcq_stat_bodies_read(f, BCQ_FUNCTION_BLOCK);
    }
    bcq_close(f);
    /* no bitcode: a native ELF object is lazy by its own symbol table,
     * as lld reads an archive's members (parseLazy); anything else
     * (another format, a shared object) keeps that status: skipped */
    if (got && (rc == BCQ_E_NOT_BITCODE || rc == BCQ_E_NO_BITCODE) &&
        bcq_identify(d.ptr, d.len) == BCQ_KIND_ELF) {
        int shared = 0;
        bcq_error nerr;
        int nrc = lk_native_syms_read(d.ptr, d.len, 1, &shared, &in->ld->lazy,
                                      &nerr);
        if (nrc == 0 && shared)
            lk_syms_free(&in->ld->lazy);
        else if (nrc == 0) {
            in->native = LK_NATIVE_OBJECT;
            in->ld->bytes = d;
            rc = 0;
        } else if (nrc != BCQ_E_UNSUPPORTED) {
            rc = nrc; /* a damaged ELF member fails the link, as in lld */
            err = nerr;
            got = 0;
        }
    }
    if (got && rc && open_failed && native_elf) {
        /* a shared object, or an ELF file of another type, in an
         * archive: skipped, in lld's words */
        lk_error(&err, rc, NEITHER);
    } else if (got && rc && open_failed) {
        /* the bitcode open's failure, again, for its message */
        bcq_file *g = NULL;
        memset(&err, 0, sizeof err);
        err.block_bit = UINT64_MAX;
        if (bcq_open_mem(d.ptr, d.len, NULL, &g, &err) == 0)
            err.code = rc; /* the library answers alike twice: unreachable */
        bcq_close(g);
    }
    /* a member that stays lazy keeps this list to the end: no slack */
    if (rc == 0 && in->ld->lazy.cap > in->ld->lazy.n && in->ld->lazy.n) {
        lk_fsym *v = realloc(in->ld->lazy.v, in->ld->lazy.n * sizeof *v);
        if (v) {
            in->ld->lazy.v = v;
            in->ld->lazy.cap = in->ld->lazy.n;
        }
    }
    /* the error is kept only when there is one (a member costs less) */
    if (rc && (in->ld->err = malloc(sizeof err)) != NULL)
        *in->ld->err = err;
    in->ld->rc = rc;
    return 0;
}

/* Whether lazy member j is native; a member of an archive read by its
 * index is looked at for it (its header and first bytes).  A member that
 * cannot be read counts as bitcode: its extraction then says why. */
static int lazy_native(const lk_link *lk, uint32_t j)
{
    const lk_input *in = &lk->in[j];
    if (!in->by_index)
        return in->native != 0;
    bcq_member mb;
    bcq_span d;
    return lk_member(lk, in, &mb, NULL) == 0 && member_bytes(lk, j, &mb, &d);
}

/* LTO's code generation may call runtime library functions (memcpy for
 * a struct copy) that no bitcode names yet, so lld extracts, once every
 * input is read and before LTO, each lazy bitcode member that defines
 * one (LinkerDriver::link, handleLibcall; lld 19's why-extract line
 * "<libcall>", lld 14 writes none) -- when any bitcode file was read.
 * Native members stay lazy: lld loads them after LTO if its code calls
 * them, which bcq does not model (doc/linking.md 6). */
static int libcalls(lk_link *lk, stack *st)
{
    int bitcode = 0;
    for (size_t i = 0; i < lk->nin && !bitcode; i++)
        bitcode = (lk->in[i].state == LK_LOADED ||
                   lk->in[i].state == LK_EXTRACTED) && !lk->in[i].native;
    for (size_t k = 0; bitcode && k < lk_libcall_count; k++) {
        const char *name = lk_libcall_names[k];
        uint32_t si = lk_find(lk, name, strlen(name));
        if (si == LK_NONE || lk->sym[si].state != SYM_LAZY ||
            lazy_native(lk, lk->sym[si].file))
            continue;
        /* recorded before the member's parse, whose own extractions
         * follow it (handleLibcall records, then extracts) */
        int rc = add_why(lk, "<libcall>", lk->sym[si].file, si);
        if (rc == 0)
            rc = extract(lk, st, lk->sym[si].file, NULL, 0);
        if (rc == 0)
            rc = run(lk, st);
        if (rc)
            return rc;
    }
    return 0;
}

int lk_resolve(lk_link *lk)
{
    int rc = 0;
    /* the archives' indexes name most of the symbols: the table is made
     * that large at once, not grown (and rehashed) five times on the way
     * (the index's count is bounded by the archive's size) */
    size_t want = 0;
    for (size_t i = 0; i < lk->nin; i++)
        if (lk->in[i].state == LK_ARCHIVE && lk->in[i].ld &&
            lk->in[i].ld->ar &&
            bcq_archive_symbol_count(lk->in[i].ld->ar) < ((size_t)1 << 24) - want)
            want += bcq_archive_symbol_count(lk->in[i].ld->ar);
    if (want > 1024 && (rehash(lk, want + want / 4) != 0 ||
                        lk_grow(&lk->sym, &lk->capsym, want + want / 4,
                                sizeof *lk->sym)))
        return BCQ_E_NOMEM;
    for (size_t i = 0; i < lk->nin && rc == 0; i++)
        if (lk->in[i].state == LK_ARCHIVE && lk->in[i].ld &&
            lk->in[i].ld->ar)
            rc = index_of(lk, (uint32_t)i);
    if (rc == 0)
        rc = lk_parallel(lk->nin, lk->jobs, read_lazy, lk);
    if (rc)
        return rc;
    for (size_t i = 0; i < lk->nin; i++) {
        lk_input *in = &lk->in[i];
        if (in->state != LK_LAZY || !in->ld || in->ld->rc == 0)
            continue;
        /* lld reads a native member's symbols; bcq reads bitcode only */
        if (in->ld->rc == BCQ_E_NOT_BITCODE || in->ld->rc == BCQ_E_NO_BITCODE) {
            lk_note(lk, BCQ_LINK_NOTE_SKIPPED, in->label, in->ld->err,
                    in->ld->err && in->ld->err->message[0] ? in->ld->err->message
                                                   : "not bitcode");
            in->state = LK_SKIPPED;
            continue;
        }
        return lk_fail(lk, in->label, in->ld->rc, in->ld->err);
    }
    /* -u: undefined references before any input (addUnusedUndefined) */
    for (size_t k = 0; k < lk->nundef; k++) {
        uint32_t si = intern(lk, lk->undef[k], strlen(lk->undef[k]));
        if (si == LK_NONE)
            return BCQ_E_NOMEM;
        if (lk->sym[si].state == 0) {
            lk->sym[si].state = SYM_UNDEF;
            lk->sym[si].file = LK_NONE;
        }
        /* handleUndefined(name, "--undefined"): kept from LTO */
        lk->sym[si].regular = 1;
    }
    stack st = {0};
    rc = push(&st, (frame){FR_TOP, 0, 0, 0, NULL, 0});
    if (rc == 0)
        rc = run(lk, &st);
    /* -e: a still lazy entry symbol extracts its member
     * (handleUndefined(sym, "--entry")), recorded after its parse */
    uint32_t e = lk->entry[0] ? lk_find(lk, lk->entry, strlen(lk->entry))
                              : LK_NONE;
    if (e != LK_NONE) /* handleUndefined(sym, "--entry") */
        lk->sym[e].regular = 1;
    if (rc == 0 && e != LK_NONE && lk->sym[e].state == SYM_LAZY) {
        rc = extract(lk, &st, lk->sym[e].file, "--entry", e);
        if (rc == 0)
            rc = run(lk, &st);
    }
    if (rc == 0)
        rc = libcalls(lk, &st);
    free(st.v);
    return rc;
}

void lk_free(lk_link *lk)
{
    for (size_t i = 0; i < lk->nin; i++) {
        lk_input *in = &lk->in[i];
        free(atomic_load_explicit(&in->xlabel, memory_order_acquire));
        if (!in->ld)
            continue;
        lk_syms_free(&in->ld->lazy);
        lk_syms_free(&in->ld->syms);
        free(in->ld->kept);
        free(in->ld->err);
        free(in->ld->res);
        free(in->ld->lto_name);
        free(in->ld->ix);
        free(in->ld->ix_perm);
        bcq_native_close(in->ld->nat);
        bcq_close(in->ld->own);
    }
    /* members' files are the archives' own: closed with them */
    for (size_t i = 0; i < lk->nin; i++)
        if (lk->in[i].ld) {
            bcq_archive_close(lk->in[i].ld->ar);
            free(lk->in[i].ld);
        }
    for (size_t i = 0; i < lk->nmods; i++) {
        lk_mod *m = &lk->mods[i];
        free(m->gsym);
        free(m->def);
        free(m->live);
        free(m->how);
        free(m->cmembers);
        free(m->cstart);
        free(m->gcomdat);
        free(m->ckept);
        free(m->cdone);
    }
    free(lk->in);
    while (lk->labels) {
        struct lk_chunk *next = lk->labels->next;
        free(lk->labels);
        lk->labels = next;
    }
    free(lk->sym);
    free(lk->hash);
    free(lk->chash);
    free(lk->cname);
    free(lk->clen);
    free(lk->cowner);
    free(lk->mods);
    free(lk->why);
    free(lk->order);
    memset(lk, 0, sizeof *lk);
}
