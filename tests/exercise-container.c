/*
 * exercise-container.c - the containers (bcq.h "containers" and
 * "archives"): what bcq_identify says, where bcq_find_bitcode and the
 * universal slices point, a native input's symbol tables and sections
 * (bcq_native), and
 * for an archive each member, opened through bcq_archive_member_file and
 * exercised like an input of its own.
 */
#include "config.h"

#include <string.h>

#include "exercise-impl.h"

#define FIND_SET CONTAINER_SET
#define SLICES_SET                                                            \
    (M(BCQ_E_NOT_BITCODE) | M(BCQ_E_RANGE) | M(BCQ_E_TRUNCATED) |             \
     M(BCQ_E_BAD_CONTAINER))
#define AR_OPEN_SET                                                           \
    (M(BCQ_E_NOT_BITCODE) | M(BCQ_E_TRUNCATED) | M(BCQ_E_BAD_CONTAINER) |     \
     M(BCQ_E_NOMEM) | M(BCQ_E_LIMIT))
#define AR_DATA_SET                                                           \
    (M(BCQ_E_IO) | M(BCQ_E_BAD_CONTAINER) | M(BCQ_E_NOMEM))
#define AR_FILE_SET (AR_DATA_SET | OPEN_SET | M(BCQ_E_LIMIT))
#define NATIVE_OPEN_SET                                                       \
    (M(BCQ_E_NOT_BITCODE) | M(BCQ_E_UNSUPPORTED) | M(BCQ_E_TRUNCATED) |      \
     M(BCQ_E_BAD_CONTAINER) | M(BCQ_E_NOMEM) | M(BCQ_E_AMBIGUOUS))
#define SCRIPT_SET                                                            \
    (M(BCQ_E_BAD_SCRIPT) | M(BCQ_E_UNSUPPORTED) | M(BCQ_E_LIMIT) |          \
     M(BCQ_E_RANGE))

/* An object's description: inside the input, names terminated. */
static void check_object(ex *x, const char *what, const bcq_object *o,
                         int with_section)
{
    REQUIRE(o->slice_off <= x->size &&
                o->slice_size <= x->size - o->slice_off,
            "%s: slice %zu+%zu outside %zu bytes", what, o->slice_off,
            o->slice_size, x->size);
    REQUIRE(memchr(o->arch, 0, sizeof o->arch) &&
                memchr(o->section, 0, sizeof o->section),
            "%s: arch or section name not NUL-terminated", what);
    if (!with_section)
        return;
    REQUIRE(o->section_off >= o->slice_off &&
                o->section_off - o->slice_off <= o->slice_size &&
                o->section_size <=
                    o->slice_size - (o->section_off - o->slice_off) &&
                o->section_size > 1,
            "%s: section %zu+%zu outside its slice %zu+%zu", what,
            o->section_off, o->section_size, o->slice_off, o->slice_size);
    ex_mix(x, o->section_off);
    ex_mix(x, o->section_size);
}

static void walk_slices(ex *x)
{
    bcq_slice s[8];
    size_t n = 0;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_universal_slices(x->data, x->size, s, 8, &n, &e);
    ex_check_rc(x, "bcq_universal_slices", rc, SLICES_SET, &e);
    if (rc && rc != BCQ_E_RANGE)
        return;
    REQUIRE(rc == (n > 8 ? BCQ_E_RANGE : 0),
            "bcq_universal_slices: %d for %zu slices and room for 8", rc, n);
    for (size_t i = 0; i < n && i < 8 && ex_more(x); i++) {
        ex_spend(x, 10);
        REQUIRE(s[i].offset <= x->size && s[i].size <= x->size - s[i].offset,
                "slice %zu: %zu+%zu outside %zu bytes", i, s[i].offset,
                s[i].size, x->size);
        REQUIRE(memchr(s[i].arch, 0, sizeof s[i].arch),
                "slice %zu: arch not NUL-terminated", i);
        bcq_object o;
        ex_poison(&e);
        rc = bcq_find_bitcode(x->data, x->size, s[i].arch, &o, &e);
        ex_check_rc(x, "bcq_find_bitcode(arch)", rc,
                    FIND_SET & ~M(BCQ_E_AMBIGUOUS), &e);
        if (rc == 0 || rc == BCQ_E_NO_BITCODE)
            check_object(x, "bcq_find_bitcode(arch)", &o, rc == 0);
        /* Names may repeat (a hostile table): the first slice so named is
         * the one found. */
        if (rc == 0)
            REQUIRE(o.slice_off == s[i].offset || i > 0,
                    "slice 0 (%s) found at %zu, listed at %zu", s[i].arch,
                    o.slice_off, s[i].offset);
    }
}

/* The archive opened by its index alone (BCQ_OPEN_ARCHIVE_INDEX): every
 * entry's member found by its header's offset, each answer what the whole
 * read (w, NULL when it refused the archive) gives. */
static void walk_by_index(ex *x, const bcq_archive *w)
{
    bcq_open_options opt = BCQ_OPEN_OPTIONS_INIT;
    opt.flags = BCQ_OPEN_THIN_LOCAL | BCQ_OPEN_ARCHIVE_INDEX;
    bcq_archive *a = NULL;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_archive_open_mem(x->data, x->size, &opt, &a, &e);
    ex_check_rc(x, "bcq_archive_open_mem (index)", rc, AR_OPEN_SET, &e);
    ex_mix(x, (uint64_t)-rc);
    if (rc) {
        REQUIRE(a == NULL, "bcq_archive_open_mem failed but set *out");
        return;
    }
    size_t ns = bcq_archive_symbol_count(a);
    REQUIRE(!w || ns == bcq_archive_symbol_count(w),
            "the index has %zu entries, %zu read whole", ns,
            bcq_archive_symbol_count(w));
    for (size_t k = 0; k < ns && ex_more(x); k++) {
        ex_spend(x, 20);
        bcq_span name;
        uint64_t off;
        rc = bcq_archive_symbol_at(a, k, &name, &off);
        ex_check_code(x, "bcq_archive_symbol_at", rc, 0);
        ex_check_in(x, "index name", name);
        REQUIRE(off <= x->size && 60 <= x->size - off,
                "entry %zu: a header at %llu outside %zu bytes", k,
                (unsigned long long)off, x->size);
        bcq_member m;
        ex_poison(&e);
        rc = bcq_archive_member_at(a, off, &m, &e);
        ex_check_rc(x, "bcq_archive_member_at", rc,
                    M(BCQ_E_BAD_CONTAINER) | M(BCQ_E_TRUNCATED) |
                        M(BCQ_E_NOT_FOUND),
                    &e);
        ex_mix(x, (uint64_t)-rc);
        if (rc)
            continue;
        ex_check_in(x, "member name", m.name);
        REQUIRE(m.header_off == off, "member at %llu says %llu",
                (unsigned long long)off, (unsigned long long)m.header_off);
        REQUIRE(m.data_off == 0 ||
                    (m.data_off <= x->size && m.size <= x->size - m.data_off),
                "member at %llu: data %llu+%llu outside %zu bytes",
                (unsigned long long)off, (unsigned long long)m.data_off,
                (unsigned long long)m.size, x->size);
        size_t mi;
        bcq_span wn;
        bcq_member wm;
        if (w && bcq_archive_symbol(w, k, &wn, &mi) == 0 &&
            bcq_archive_member(w, mi, &wm) == 0)
            REQUIRE(wm.header_off == off && wm.size == m.size &&
                        wm.data_off == m.data_off &&
                        wm.name.len == m.name.len &&
                        memcmp(wm.name.ptr, m.name.ptr, m.name.len) == 0,
                    "entry %zu: by the index, member at %llu of %llu bytes; "
                    "read whole, at %llu of %llu",
                    k, (unsigned long long)off, (unsigned long long)m.size,
                    (unsigned long long)wm.header_off,
                    (unsigned long long)wm.size);
    }
    /* the calls by number: the walk now, which agrees with the whole
     * read, or, where that refused the archive, counts none */
    size_t n = bcq_archive_count(a);
    REQUIRE(n == (w ? bcq_archive_count(w) : 0),
            "%zu members by the index's walk, %zu read whole", n,
            w ? bcq_archive_count(w) : 0);
    bcq_archive_close(a);
}

static void walk_members(ex *x, const bcq_archive *a)
{
    bcq_span all = bcq_archive_data(a);
    REQUIRE(all.ptr == x->data && all.len == x->size,
            "bcq_archive_data is not the buffer given to it");
    size_t n = bcq_archive_count(a);
    REQUIRE(n <= x->size / 60, "%zu members in %zu bytes", n, x->size);
    int thin = bcq_archive_get_format(a) == BCQ_ARCHIVE_THIN;
    for (size_t i = 0; i < n && ex_more(x); i++) {
        ex_spend(x, 50);
        bcq_member m;
        int rc = bcq_archive_member(a, i, &m);
        ex_check_code(x, "bcq_archive_member", rc, 0);
        REQUIRE(m.index == i, "member %zu says index %zu", i, m.index);
        ex_check_in(x, "member name", m.name);
        REQUIRE(m.header_off <= x->size && 60 <= x->size - m.header_off,
                "member %zu: header at %llu outside %zu bytes", i,
                (unsigned long long)m.header_off, x->size);
        if (!thin)
            REQUIRE(m.data_off <= x->size && m.size <= x->size - m.data_off,
                    "member %zu: data %llu+%llu outside %zu bytes", i,
                    (unsigned long long)m.data_off,
                    (unsigned long long)m.size, x->size);
        size_t k;
        rc = bcq_archive_find(a, (const char *)m.name.ptr, m.name.len, &k);
        REQUIRE(rc == 0 && k <= i, "bcq_archive_find of member %zu: %d, %zu",
                i, rc, k);
        bcq_span d;
        bcq_error e;
        ex_poison(&e);
        rc = bcq_archive_member_data(a, i, &d, &e);
        ex_check_rc(x, "bcq_archive_member_data", rc, AR_DATA_SET, &e);
        if (rc)
            continue;
        if (!thin) {
            REQUIRE(d.ptr == x->data + m.data_off && d.len == m.size,
                    "member %zu: data %p+%zu, header says %llu+%llu", i,
                    (const void *)d.ptr, d.len,
                    (unsigned long long)m.data_off,
                    (unsigned long long)m.size);
        }
        const bcq_file *f = NULL, *g = NULL;
        ex_poison(&e);
        rc = bcq_archive_member_file(a, i, &f, &e);
        ex_check_rc(x, "bcq_archive_member_file", rc, AR_FILE_SET, &e);
        if (rc)
            continue;
        rc = bcq_archive_member_file(a, i, &g, NULL);
        REQUIRE(rc == 0 && g == f,
                "bcq_archive_member_file: a second call gave %d, %p (first "
                "%p)",
                rc, (const void *)g, (const void *)f);
        bcq_span fd = bcq_file_data(f);
        REQUIRE(fd.ptr == d.ptr && fd.len == d.len,
                "member %zu's file is not over its data (zero-copy)", i);
        /* The member as an input of its own: spans inside its data. */
        ex sub = *x;
        sub.data = d.ptr;
        sub.size = d.len;
        sub.bits = 8 * (uint64_t)d.len;
        sub.sbase = 0;
        sub.send = sub.bits;
        sub.phase = "member";
        ex_exercise_file(&sub, f, 0);
    }
    size_t ns = bcq_archive_symbol_count(a);
    REQUIRE(ns <= x->size / 4, "%zu index entries in %zu bytes", ns, x->size);
    for (size_t k = 0; k < ns && ex_more(x); k++) {
        ex_spend(x, 2);
        bcq_span name;
        size_t mem;
        int rc = bcq_archive_symbol(a, k, &name, &mem);
        ex_check_code(x, "bcq_archive_symbol", rc, 0);
        ex_check_in(x, "index symbol", name);
        REQUIRE(mem < n, "index entry %zu names member %zu of %zu", k, mem, n);
    }
    bcq_span name;
    size_t mem;
    ex_check_code(x, "bcq_archive_symbol(past)",
                  bcq_archive_symbol(a, ns, &name, &mem), M(BCQ_E_RANGE));
}

/* A native input's sections (bcq_native_section_get): every one read,
 * numbered as the format's symbols number them (Mach-O and COFF
 * from 1), each view
 * inside the input, a failure a container error only. */
static void walk_sections(ex *x, const bcq_native *n,
                          const bcq_native_info *info)
{
    const size_t count = bcq_native_section_count(n);
    REQUIRE(count == info->nsections,
            "bcq_native_section_count %zu, info.nsections %zu", count,
            info->nsections);
    REQUIRE(count <= x->size / 40,
            "bcq_native_section_count: %zu sections in %zu bytes", count,
            x->size);
    const size_t first =
        info->kind == BCQ_KIND_MACHO || info->kind == BCQ_KIND_COFF ? 1 : 0;
    bcq_native_section sec = BCQ_NATIVE_SECTION_INIT;
    bcq_error e;
    for (size_t k = first; k < first + count && ex_more(x); k++) {
        ex_poison(&e);
        sec = (bcq_native_section)BCQ_NATIVE_SECTION_INIT;
        int rc = bcq_native_section_get(n, k, &sec, &e);
        ex_check_rc(x, "bcq_native_section_get", rc, M(BCQ_E_BAD_CONTAINER),
                    &e);
        ex_mix(x, (uint64_t)-rc);
        if (rc)
            continue;
        REQUIRE(sec.index == k && sec.size == sizeof sec,
                "bcq_native_section_get(%zu): index %zu, size %zu", k,
                sec.index, sec.size);
        if (sec.name.len)
            ex_check_in(x, "bcq_native_section.name", sec.name);
        if (sec.segment.len)
            ex_check_in(x, "bcq_native_section.segment", sec.segment);
        ex_mix_bytes(x, sec.name.ptr, sec.name.len);
        ex_mix(x, sec.addr ^ sec.bytes ^ sec.offset ^ sec.flags ^ sec.type ^
                      sec.section_class);
    }
    sec = (bcq_native_section)BCQ_NATIVE_SECTION_INIT;
    ex_check_code(x, "bcq_native_section_get(past)",
                  bcq_native_section_get(n, first + count, &sec, NULL),
                  M(BCQ_E_RANGE));
    sec.size = sizeof sec - 1;
    ex_check_code(x, "bcq_native_section_get(small)",
                  bcq_native_section_get(n, first, &sec, NULL),
                  M(BCQ_E_INVAL));
}

/* A native input's symbol tables (bcq_native): every symbol of both tables
 * read, each view inside the input, a failure a container error only. */
static void walk_native(ex *x)
{
    bcq_native *n = NULL;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_native_open_mem(x->data, x->size, NULL, &n, &e);
    ex_check_rc(x, "bcq_native_open_mem", rc, NATIVE_OPEN_SET, &e);
    ex_mix(x, (uint64_t)-rc);
    if (rc) {
        REQUIRE(n == NULL, "bcq_native_open_mem failed but set *out");
        return;
    }
    bcq_native_info info = BCQ_NATIVE_INFO_INIT;
    ex_check_code(x, "bcq_native_get_info", bcq_native_get_info(n, &info),
                  0);
    REQUIRE(memchr(info.arch, 0, sizeof info.arch) != NULL,
            "bcq_native_get_info: arch not NUL-terminated");
    for (unsigned t = 0; t < 2; t++) {
        size_t count = bcq_native_symbol_count(n, t);
        REQUIRE(count <= x->size / 12, /* a 32-bit Mach-O nlist */
                "bcq_native_symbol_count: %zu symbols in %zu bytes", count,
                x->size);
        bcq_native_symbol s;
        for (size_t i = 0; i < count && ex_more(x); i++) {
            ex_poison(&e);
            rc = bcq_native_symbol_at(n, t, i, &s, &e);
            ex_check_rc(x, "bcq_native_symbol_at", rc,
                        M(BCQ_E_BAD_CONTAINER), &e);
            ex_mix(x, (uint64_t)-rc);
            if (rc)
                continue;
            if (s.name.len)
                ex_check_in(x, "bcq_native_symbol.name", s.name);
            if (s.section_name.len)
                ex_check_in(x, "bcq_native_symbol.section_name",
                            s.section_name);
            if (s.version.len)
                ex_check_in(x, "bcq_native_symbol.version", s.version);
            ex_mix_bytes(x, s.name.ptr, s.name.len);
            ex_mix(x, s.value ^ s.size ^ s.where ^ s.section_class);
        }
        ex_check_code(x, "bcq_native_symbol_at(past)",
                      bcq_native_symbol_at(n, t, count, &s, NULL),
                      M(BCQ_E_RANGE));
    }
    walk_sections(x, n, &info);
    bcq_native_close(n);
}

/* The input read as a linker script (any bytes may be one): entries are
 * views into the input, at most the room given, the fault inside it. */
static void walk_script(ex *x)
{
    bcq_script_entry v[8];
    size_t n = 0;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_script_parse(x->data, x->size, v, 8, &n, &e);
    ex_check_rc(x, "bcq_script_parse", rc, SCRIPT_SET, &e);
    REQUIRE(rc != 0 || n <= 8, "bcq_script_parse: %zu entries in 8", n);
    REQUIRE(rc == 0 || e.bit / 8 <= x->size,
            "bcq_script_parse: fault at bit %llu of %zu bytes",
            (unsigned long long)e.bit, x->size);
    ex_mix(x, n);
    for (size_t i = 0; i < n && i < 8; i++) {
        ex_check_in(x, "bcq_script_entry.path", v[i].path);
        REQUIRE(v[i].offset < x->size && v[i].line >= 1 && v[i].column >= 1,
                "script entry %zu at %zu (%u:%u) of %zu bytes", i,
                v[i].offset, v[i].line, v[i].column, x->size);
        ex_mix(x, v[i].offset);
    }
}

void ex_walk_container(ex *x)
{
    bcq_kind k = bcq_identify(x->data, x->size);
    REQUIRE((unsigned)k <= (unsigned)BCQ_KIND_TEXT, "bcq_identify gave %d",
            (int)k);
    ex_check_name(x, "bcq_kind_name", bcq_kind_name(k));
    ex_mix(x, (uint64_t)k);
    bcq_object o;
    bcq_error e;
    ex_poison(&e);
    int rc = bcq_find_bitcode(x->data, x->size, NULL, &o, &e);
    ex_check_rc(x, "bcq_find_bitcode", rc, FIND_SET, &e);
    if (rc == 0 || rc == BCQ_E_NO_BITCODE)
        check_object(x, "bcq_find_bitcode", &o, rc == 0);
    if (k == BCQ_KIND_MACHO_UNIVERSAL)
        walk_slices(x);
    if (k == BCQ_KIND_ELF || k == BCQ_KIND_MACHO ||
        k == BCQ_KIND_MACHO_UNIVERSAL)
        walk_native(x);
    if (k == BCQ_KIND_COFF || k == BCQ_KIND_PE) /* every record, aux ones
                                                   read as symbols too */
        walk_native(x);
    walk_script(x);
    if (k != BCQ_KIND_ARCHIVE && k != BCQ_KIND_THIN_ARCHIVE)
        return;
    /* A thin archive from memory names files relative to the current
     * directory: THIN_LOCAL keeps a hostile one there. */
    bcq_open_options opt = BCQ_OPEN_OPTIONS_INIT;
    opt.flags = BCQ_OPEN_THIN_LOCAL;
    bcq_archive *a = NULL;
    ex_poison(&e);
    rc = bcq_archive_open_mem(x->data, x->size, &opt, &a, &e);
    ex_check_rc(x, "bcq_archive_open_mem", rc, AR_OPEN_SET, &e);
    ex_mix(x, (uint64_t)-rc);
    if (rc) {
        REQUIRE(a == NULL, "bcq_archive_open_mem failed but set *out");
        ex_mix(x, e.bit);
    } else {
        walk_members(x, a);
    }
    walk_by_index(x, a);
    bcq_archive_close(a);
}
