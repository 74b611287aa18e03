/*
 * native.c - bcq_native: the symbol tables of a native object, executable
 * or shared object, over borrowed bytes or a mapping of its own
 * (doc/format.md 15.7).  The container layer reads the format
 * (lib/container/elfsym.c, machosym.c, coffsym.c); this unit owns the
 * handle and the mapping.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "container/container.h"
#include "file/file.h"

struct bcq_native {
    bcq__map map;     /* data/size: the input; map_base/owned: ours */
    int mapped;       /* map is ours to release */
    bcq_native_info info;
    bcq__elfsyms elf;     /* BCQ_KIND_ELF */
    bcq__machosyms macho; /* BCQ_KIND_MACHO */
    bcq__coffsyms coff;   /* BCQ_KIND_COFF (a PE image too) */
};

/* A COFF object or PE image (both kind BCQ_KIND_COFF): no dynamic table. */
static int open_coff(const uint8_t *p, size_t n, bcq_native *h,
                     bcq_error *err)
{
    int rc = bcq__coffsyms_parse(p, n, &h->coff, err);
    if (rc)
        return rc;
    const bcq__coffhdr *c = &h->coff.h;
    bcq_native_info *i = &h->info;
    i->kind = BCQ_KIND_COFF;
    i->raw_type = c->characteristics;
    i->type = !h->coff.pe                    ? BCQ_NATIVE_RELOCATABLE
              : c->characteristics & 0x2000u ? BCQ_NATIVE_SHARED /* DLL */
                                             : BCQ_NATIVE_EXECUTABLE;
    /* LLVM's getBytesInAddress: 8 for x86-64 and AArch64 (arm64ec, arm64x) */
    i->bits = c->machine == 0x8664 || c->machine == 0xaa64 ||
                      c->machine == 0xa641 || c->machine == 0xa64e
                  ? 64
                  : 32;
    i->machine = c->machine;
    snprintf(i->arch, sizeof i->arch, "%s", bcq__coff_arch(c->machine));
    i->nsections = (size_t)c->nsect;
    i->has_symtab = c->sym_off != 0;
    return 0;
}

/* A thin Mach-O's facts (filetype: MH_OBJECT 1, MH_EXECUTE 2, MH_DYLIB 6,
 * MH_BUNDLE 8). */
static int open_macho(const uint8_t *p, size_t n, bcq_native *h,
                      bcq_error *err)
{
    const bcq__machosyms *m = &h->macho;
    int rc = bcq__machosyms_parse(p, n, &h->macho, err);
    if (rc)
        return rc;
    bcq_native_info *i = &h->info;
    i->kind = BCQ_KIND_MACHO;
    i->raw_type = m->filetype;
    i->type = m->filetype == 1                         ? BCQ_NATIVE_RELOCATABLE
              : m->filetype == 2                       ? BCQ_NATIVE_EXECUTABLE
              : m->filetype == 6 || m->filetype == 8 ? BCQ_NATIVE_SHARED
                                                     : BCQ_NATIVE_OTHER;
    i->bits = m->is64 ? 64 : 32;
    i->big_endian = m->be;
    i->machine = m->cputype;
    memcpy(i->arch, m->arch, sizeof i->arch);
    i->nsections = (size_t)m->nsects;
    i->has_symtab = m->has_symtab;
    return 0;
}

/* The thin Mach-O slice of a universal binary that arch names (NULL: the
 * only one), read in place: its symbols' views point into the slice, its
 * sections' offsets count from the slice's start, an error's bit from
 * the input's. */
static int open_slice(const uint8_t *p, size_t n, const char *arch,
                      bcq_native *h, bcq_error *err)
{
    bcq_slice s;
    int rc = bcq__universal_slice(p, n, arch, &s, err);
    if (rc)
        return rc;
    const uint8_t *sp = p + s.offset;
    bcq_kind k = bcq_identify(sp, s.size);
    char d[96];
    if (k != BCQ_KIND_MACHO)
        return bcq__fail(err,
                         k == BCQ_KIND_ARCHIVE || k == BCQ_KIND_THIN_ARCHIVE
                             ? BCQ_E_UNSUPPORTED
                             : BCQ_E_NOT_BITCODE,
                         (uint64_t)s.offset * 8,
                         "universal slice %s is %s, not a thin Mach-O file",
                         s.arch, bcq__describe(sp, s.size, d, sizeof d));
    rc = open_macho(sp, s.size, h, err);
    if (rc && err && err->code == rc)
        err->bit += (uint64_t)s.offset * 8;
    return rc;
}

static int open_bytes(const uint8_t *p, size_t n, const char *arch,
                      bcq_native *h, bcq_error *err)
{
    bcq_kind k = bcq_identify(p, n);
    char d[96];
    switch (k) {
    case BCQ_KIND_ELF:
        break;
    case BCQ_KIND_MACHO:
        return open_macho(p, n, h, err);
    case BCQ_KIND_MACHO_UNIVERSAL:
        return open_slice(p, n, arch, h, err);
    case BCQ_KIND_COFF:
    case BCQ_KIND_PE:
        return open_coff(p, n, h, err);
    default:
        return bcq__fail(err, BCQ_E_NOT_BITCODE, 0,
                         "the input is %s, not a native object",
                         bcq__describe(p, n, d, sizeof d));
    }
    int rc = bcq__elfsyms_parse(p, n, &h->elf, err);
    if (rc)
        return rc;
    bcq_native_info *i = &h->info;
    i->kind = k;
    i->raw_type = h->elf.type;
    i->type = h->elf.type == 1   ? BCQ_NATIVE_RELOCATABLE
              : h->elf.type == 2 ? BCQ_NATIVE_EXECUTABLE
              : h->elf.type == 3 ? BCQ_NATIVE_SHARED
                                 : BCQ_NATIVE_OTHER;
    i->bits = h->elf.is64 ? 64 : 32;
    i->big_endian = h->elf.be;
    i->machine = h->elf.machine;
    memcpy(i->arch, h->elf.arch, sizeof i->arch);
    i->nsections = (size_t)h->elf.shnum;
    i->has_symtab = h->elf.tab[0].present;
    i->has_dynsym = h->elf.tab[1].present;
    return 0;
}

/* What both opens do first: the options read, the handle allocated. */
static int native_new(const bcq_open_options *opts, bcq__opened *o,
                      bcq_native **h, bcq_error *err)
{
    int rc = bcq__read_options(opts, o, err);
    if (rc)
        return rc;
    if (!(*h = calloc(1, sizeof **h)))
        return bcq__fail(err, BCQ_E_NOMEM, 0, "out of memory");
    return 0;
}

/* And last: the headers over h->map read, *out set or h released. */
static int native_finish(bcq_native *h, const bcq__opened *o,
                         bcq_native **out, bcq_error *err)
{
    int rc = open_bytes(h->map.data, h->map.size, o->arch, h, err);
    if (rc) {
        bcq_native_close(h);
        return rc;
    }
    *out = h;
    return 0;
}

int bcq_native_open_mem(const void *data, size_t size,
                        const bcq_open_options *opts, bcq_native **out,
                        bcq_error *err)
{
    bcq__error_clear(err);
    if (!out || (!data && size))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *out = NULL;
    bcq__opened o;
    bcq_native *h;
    int rc = native_new(opts, &o, &h, err);
    if (rc)
        return rc;
    h->map.data = data;
    h->map.size = size;
    return native_finish(h, &o, out, err);
}

int bcq_native_open_path(const char *path, const bcq_open_options *opts,
                         bcq_native **out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!out || !path)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    *out = NULL;
    bcq__opened o;
    bcq_native *h;
    int rc = native_new(opts, &o, &h, err);
    if (rc)
        return rc;
    if ((rc = bcq__map_path(path, o.flags, 0, &h->map, err)) != 0) {
        free(h);
        return rc;
    }
    h->mapped = 1;
    return native_finish(h, &o, out, err);
}

void bcq_native_close(bcq_native *n)
{
    if (!n)
        return;
    if (n->mapped)
        bcq__unmap(&n->map);
    bcq__elfsyms_free(&n->elf);
    bcq__machosyms_free(&n->macho);
    free(n);
}

int bcq_native_get_info(const bcq_native *n, bcq_native_info *out)
{
    if (!n || bcq__info_start(out, sizeof *out))
        return BCQ_E_INVAL;
    size_t size = out->size;
    *out = n->info;
    out->size = size;
    return 0;
}

size_t bcq_native_symbol_count(const bcq_native *n, unsigned table)
{
    if (n && n->info.kind == BCQ_KIND_COFF)
        return table == BCQ_NATIVE_SYMTAB && n->coff.h.sym_off
                   ? (size_t)n->coff.h.nsym
                   : 0;
    if (n && n->info.kind == BCQ_KIND_MACHO)
        return table == BCQ_NATIVE_SYMTAB && n->macho.has_symtab
                   ? (size_t)n->macho.nsyms
                   : 0;
    if (!n || table > BCQ_NATIVE_DYNSYM || !n->elf.tab[table].present)
        return 0;
    return (size_t)n->elf.tab[table].count;
}

int bcq_native_symbol_at(const bcq_native *n, unsigned table, size_t i,
                         bcq_native_symbol *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!n || !out)
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    if (n->info.kind == BCQ_KIND_MACHO) {
        if (table != BCQ_NATIVE_SYMTAB)
            return bcq__fail(err, BCQ_E_RANGE, 0,
                             "Mach-O symbol %zu: a Mach-O file has no "
                             "dynamic symbol table",
                             i);
        return bcq__machosyms_get(&n->macho, i, out, err);
    }
    if (n->info.kind == BCQ_KIND_COFF)
        return table == BCQ_NATIVE_SYMTAB
                   ? bcq__coffsyms_get(&n->coff, i, out, err)
                   : bcq__fail(err, BCQ_E_RANGE, 0,
                               "COFF has no dynamic symbol table");
    return bcq__elfsyms_get(&n->elf, table, i, out, err);
}

/* COFF section number index (1 ..): its header's facts, named as the
 * symbols name it (long names resolved), the class from its
 * characteristics as bcq_native_symbol's (coffsym.c). */
static int coff_section(const bcq_native *n, size_t index,
                        bcq_native_section *out, bcq_error *err)
{
    if (index == 0 || index > UINT32_MAX)
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "COFF section %zu: sections count from 1", index);
    uint32_t ch = 0;
    size_t size = out->size;
    memset(out, 0, sizeof *out);
    out->size = size;
    out->index = index;
    int rc = bcq__coffsyms_section(&n->coff, (uint32_t)index, &out->name,
                                   &out->addr, &out->bytes, &out->offset,
                                   &ch, err);
    if (rc)
        return rc;
    out->flags = ch;
    out->section_class = bcq__coff_class(ch);
    return 0;
}

size_t bcq_native_section_count(const bcq_native *n)
{
    return n ? n->info.nsections : 0;
}

int bcq_native_section_get(const bcq_native *n, size_t index,
                           bcq_native_section *out, bcq_error *err)
{
    bcq__error_clear(err);
    if (!n || bcq__info_start(out, sizeof *out))
        return bcq__fail(err, BCQ_E_INVAL, 0, "invalid argument");
    switch (n->info.kind) {
    case BCQ_KIND_ELF:
        return bcq__elfsyms_section(&n->elf, index, out, err);
    case BCQ_KIND_MACHO:
        return bcq__machosyms_section(&n->macho, index, out, err);
    case BCQ_KIND_COFF:
        return coff_section(n, index, out, err);
    default:
        return bcq__fail(err, BCQ_E_RANGE, 0,
                         "section %zu: the sections of a %s are not read",
                         index, bcq_kind_name(n->info.kind));
    }
}

bcq_span bcq_native_data(const bcq_native *n)
{
    bcq_span s = {n ? n->map.data : NULL, n ? n->map.size : 0};
    return s;
}
