/*
 * input.c - what FILE names on the command line, and the units a command
 * runs on: a bitcode file or an object with bitcode (one unit); an archive
 * (each member, as llvm-nm walks them, or the member ARCHIVE(MEMBER)
 * names); a universal Mach-O binary (each slice, or the one --arch names).
 *
 * The commands open their unit with cli_open() where they used to call
 * bcq_open_path(): the unit being run is this file's state (the CLI is the
 * one part of the project that may keep some).  A member is opened with
 * bcq_open_mem() over bcq_archive_member_data(): a view into the archive's
 * mapping, with the command's own options (dump and blocks index deep).
 */
#include "config.h"
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* The header that names a unit: text "\nTEXT:\n", or a JSON line with
 * the file and the member or slice. */
typedef struct unit_hdr {
    int pending; /* announced, not printed yet */
    int json;
    const char *text, *file, *member, *arch;
} unit_hdr;

static struct {
    const char *path;   /* the file to open (archive or not) */
    bcq_archive *ar;    /* the archive, when the unit is a member */
    size_t member;
    int native;         /* the member: ELF without bitcode (member_wanted) */
    const char *arch;   /* --arch, or the slice being run */
    unit_hdr hdr;       /* the unit's header, until printed */
} cur;

/* A small file is read once, whole, into one buffer kept from one file to
 * the next, its kind told from those bytes and the unit opened over them
 * with bcq_open_mem: open, fstat, read, close.  Probing the kind and then
 * letting bcq_open_path map the file cost nine system calls a file (the
 * mmap and munmap the dearest), most of the time bcq symbols spends on a
 * thousand small objects.  A larger file is mapped by bcq_open_path, so
 * that only the pages a query reads are read; 64 KiB is about where
 * copying the whole file starts to cost more than mapping it. */
#define SMALL_FILE ((size_t)64 << 10)

static struct {
    uint8_t *buf;
    size_t cap;
    size_t len;
    int loaded; /* buf holds the file being run */
} in;

/* "ARCHIVE(MEMBER)" (the label) and "MEMBER", each NUL-terminated, in one
 * buffer kept from one member to the next: a member costs no allocation
 * and no printf. */
static struct {
    char *p;
    size_t cap;
} names;

int cli_open(const char *label, const bcq_open_options *opts, bcq_file **f,
             bcq_error *err)
{
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    if (opts)
        o = *opts;
    o.arch = cur.arch;
    if (!cur.ar && in.loaded)
        return bcq_open_mem(in.buf, in.len, &o, f, err);
    if (!cur.ar)
        return bcq_open_path(cur.path ? cur.path : label, &o, f, err);
    bcq_span d;
    int rc = bcq_archive_member_data(cur.ar, cur.member, &d, err);
    if (rc) {
        *f = NULL;
        return rc;
    }
    return bcq_open_mem(d.ptr, d.len, &o, f, err);
}

int cli_open_native(const char *label, bcq_native **n, bcq_error *err)
{
    bcq_open_options o = BCQ_OPEN_OPTIONS_INIT;
    o.arch = cur.arch; /* a universal binary's slice */
    if (!cur.ar && in.loaded)
        return bcq_native_open_mem(in.buf, in.len, &o, n, err);
    if (!cur.ar)
        return bcq_native_open_path(cur.path ? cur.path : label, &o, n, err);
    bcq_span d;
    int rc = bcq_archive_member_data(cur.ar, cur.member, &d, err);
    if (rc) {
        *n = NULL;
        return rc;
    }
    return bcq_native_open_mem(d.ptr, d.len, NULL, n, err);
}

int cli_known_native(void)
{
    return cur.ar && cur.native;
}

const char *cli_nm_name(const char *label, char *buf, size_t cap)
{
    if (!cur.ar)
        return label;
    bcq_member m;
    if (bcq_archive_member(cur.ar, cur.member, &m) != 0)
        return label;
    snprintf(buf, cap, "%s:%.*s", cur.path ? cur.path : "", (int)m.name.len,
             (const char *)m.name.ptr);
    return buf;
}

int kind_of_path(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return -1;
    unsigned char b[512];
    size_t n = fread(b, 1, sizeof b, fp);
    fclose(fp);
    return (int)bcq_identify(b, n);
}

/* Read fd's n bytes into in.buf; 0 when they were all read. */
static int read_whole(int fd, size_t n)
{
    if (n > in.cap) {
        uint8_t *p = realloc(in.buf, n);
        if (!p)
            return -1;
        in.buf = p;
        in.cap = n;
    }
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, in.buf + got, n - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return -1; /* shrunk or unreadable: bcq_open_path says why */
        got += (size_t)r;
    }
    in.len = n;
    return 0;
}

/* The kind of the file at path, as kind_of_path; a small regular file is
 * kept in in.buf for cli_open. */
static int probe(const char *path)
{
    in.loaded = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uint64_t)st.st_size <= SMALL_FILE) {
        in.loaded = read_whole(fd, (size_t)st.st_size) == 0;
        close(fd);
        return in.loaded ? (int)bcq_identify(in.buf, in.len) : -1;
    }
    uint8_t head[512];
    ssize_t n;
    while ((n = read(fd, head, sizeof head)) < 0 && errno == EINTR)
        ;
    close(fd);
    return (int)bcq_identify(head, n > 0 ? (size_t)n : 0);
}

void input_release(void)
{
    free(names.p);
    names.p = NULL;
    names.cap = 0;
    free(in.buf);
    in.buf = NULL;
    in.cap = in.len = 0;
    in.loaded = 0;
}

static int exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* Print the header llvm-nm prints before a member, a slice or (among
 * several files) a file. */
static void header(const unit_hdr *h)
{
    if (h->json) {
        out_str("{\"file\":");
        out_json_str(h->file);
        if (h->member) {
            out_str(",\"member\":");
            out_json_str(h->member);
        }
        if (h->arch) {
            out_str(",\"arch\":");
            out_json_str(h->arch);
        }
        out_str("}\n");
        return;
    }
    out_ch('\n');
    out_str(h->text);
    out_str(":\n");
}

void unit_header(void)
{
    if (!cur.hdr.pending)
        return;
    cur.hdr.pending = 0;
    header(&cur.hdr);
}

/* Name the unit about to run: printed now, or by the command itself once
 * the unit has opened (own_header). */
static void announce(const cli_opts *o, const char *text, const char *file,
                     const char *member, const char *arch)
{
    cur.hdr = (unit_hdr){1, o->json, text, file, member, arch};
    if (!o->own_header)
        unit_header();
}

/* Run one unit; a header the command did not print is dropped (the unit
 * failed before its output began). */
static int run_unit(const char *label,
                    int (*run)(const char *, const cli_opts *),
                    const cli_opts *o)
{
    int s = run(label, o);
    cur.hdr.pending = 0;
    return s;
}

/* A file that is one unit: named by a header when several files are
 * given. */
static int run_plain(const char *file,
                     int (*run)(const char *, const cli_opts *),
                     const cli_opts *o)
{
    if (o->multi)
        announce(o, file, file, NULL, NULL);
    return run_unit(file, run, o);
}

static int worse(int a, int b)
{
    return a > b ? a : b;
}

/* A member is worth listing when it holds bitcode, or for symbols when it
 * is a native ELF or thin Mach-O object (llvm-nm lists every symbolic
 * file; the other
 * commands read bitcode only: a native object is named on stderr,
 * anything else skipped, as llvm-nm skips it). */
static int member_wanted(const char *file, const char *name, bcq_span d,
                         const cli_opts *o, int *native)
{
    bcq_object ob;
    *native = 0;
    int rc = bcq_find_bitcode(d.ptr, d.len, o->arch, &ob, NULL);
    if (rc == 0)
        return 1;
    bcq_kind k = bcq_identify(d.ptr, d.len);
    if (o->native && !o->json &&
        (k == BCQ_KIND_ELF || k == BCQ_KIND_COFF || k == BCQ_KIND_MACHO)) {
        /* symbols reads its symbol tables (text only: an ELF, COFF or
         * Mach-O object's); with no bitcode found (not a damaged object),
         * it need not look again */
        *native = rc == BCQ_E_NO_BITCODE;
        return 1;
    }
    if (k == BCQ_KIND_ELF || k == BCQ_KIND_MACHO || k == BCQ_KIND_COFF ||
        k == BCQ_KIND_MACHO_UNIVERSAL)
        err_printf("%s: %s(%s): %s without bitcode: not listed\n",
                   progname, file, name, bcq_kind_name(k));
    return 0;
}

/* Fill names for member name[0, len) of file. */
static void member_names(const char *file, const char *name, size_t len,
                         char **label, char **mname)
{
    size_t flen = strlen(file), need = flen + 2 * len + 4;
    if (need > names.cap) {
        char *p = realloc(names.p, need);
        if (!p)
            die_write();
        names.p = p;
        names.cap = need;
    }
    char *l = names.p, *m = l + flen + len + 3;
    memcpy(l, file, flen);
    l[flen] = '(';
    memcpy(l + flen + 1, name, len);
    memcpy(l + flen + 1 + len, ")", 2);
    memcpy(m, name, len);
    m[len] = '\0';
    *label = l;
    *mname = m;
}

/* The member ARCHIVE(MEMBER) names, of the open archive a. */
static int run_named_member(bcq_archive *a, const char *file,
                            const char *want, size_t wantlen,
                            int (*run)(const char *, const cli_opts *),
                            const cli_opts *o)
{
    size_t i;
    if (bcq_archive_find(a, want, wantlen, &i) != 0) {
        err_printf("%s: %s: no member named '%.*s'\n", progname, file,
                   (int)wantlen, want);
        return EXIT_NOTFOUND;
    }
    char *label, *mname;
    member_names(file, want, wantlen, &label, &mname);
    cur.member = i;
    if (o->multi) /* named as given: ARCHIVE(MEMBER) */
        announce(o, label, file, mname, NULL);
    return run_unit(label, run, o);
}

/* Every member of the open archive a that holds bitcode, as llvm-nm walks
 * them; single: function, refs, which stop at the first member that
 * defines o->name. */
static int run_members_of(bcq_archive *a, const char *file,
                          int (*run)(const char *, const cli_opts *),
                          const cli_opts *o, int single)
{
    cli_opts po = *o;
    po.probe = single;
    int status = 0, found = 0;
    bcq_archive_info ai = BCQ_ARCHIVE_INFO_INIT;
    bcq_archive_info_get(a, &ai);
    for (size_t i = 0; i < ai.nmembers && !found; i++) {
        bcq_member m;
        bcq_span d;
        bcq_error err;
        if (bcq_archive_member(a, i, &m) != 0)
            break;
        int rc = bcq_archive_member_data(a, i, &d, &err);
        char *label, *mname;
        member_names(file, (const char *)m.name.ptr, m.name.len, &label,
                     &mname);
        if (rc) {
            status = worse(status, report(label, rc, &err, NULL));
            continue;
        }
        int native;
        if (!member_wanted(file, mname, d, o, &native))
            continue;
        cur.member = i;
        cur.native = native;
        if (!single)
            announce(o, mname, file, mname, NULL);
        int s = run_unit(label, run, &po);
        if (single && s != EXIT_NOTFOUND) {
            status = s;
            found = 1;
        } else if (!single) {
            status = worse(status, s);
        }
    }
    if (single && !found) {
        err_printf("%s: %s: no member defines '%s'\n", progname, file,
                   o->name);
        status = worse(status, EXIT_NOTFOUND);
    }
    return status;
}

static int run_archive(const char *file, const char *want, size_t wantlen,
                       int (*run)(const char *, const cli_opts *),
                       const cli_opts *o, int single)
{
    bcq_error err;
    bcq_archive *a;
    int rc = bcq_archive_open_path(file, NULL, &a, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    cur.ar = a;
    cur.native = 0;
    int status = want ? run_named_member(a, file, want, wantlen, run, o)
                      : run_members_of(a, file, run, o, single);
    bcq_archive_close(a);
    cur.ar = NULL;
    cur.native = 0;
    return status;
}

/* The slices of the universal binary at path (at most 64, the format's
 * cap in bcq). */
static int slices_of(const char *path, bcq_slice *s, size_t *n,
                     bcq_error *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0) {
        if (fd >= 0)
            close(fd);
        return BCQ_E_IO;
    }
    void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (m == MAP_FAILED)
        return BCQ_E_IO;
    int rc = bcq_universal_slices(m, (size_t)st.st_size, s, 64, n, err);
    munmap(m, (size_t)st.st_size);
    return rc;
}

static int run_universal(const char *file,
                         int (*run)(const char *, const cli_opts *),
                         const cli_opts *o, int single)
{
    /* The slice table, read from the file's mapping (the library's own:
     * a bcq_file is not opened over a whole universal binary). */
    bcq_slice s[64];
    size_t n = 0;
    bcq_error err;
    int rc = slices_of(file, s, &n, &err);
    if (rc == BCQ_E_IO)
        return run_plain(file, run, o); /* the open reports it */
    if (rc)
        return report(file, rc, &err, NULL);
    if (n == 1 || single)
        return run_plain(file, run, o); /* the open says which, or why not */
    int status = 0;
    for (size_t i = 0; i < n; i++) {
        char label[4096];
        snprintf(label, sizeof label, "%s (for architecture %s)", file,
                 s[i].arch);
        announce(o, label, file, NULL, s[i].arch);
        cur.arch = s[i].arch;
        status = worse(status, run_unit(label, run, o));
    }
    cur.arch = NULL;
    return status;
}

int run_input(const char *file, int (*run)(const char *, const cli_opts *),
              const cli_opts *o, int single)
{
    cur.path = file;
    cur.ar = NULL;
    cur.arch = o->arch;
    int k = probe(file);
    if (k < 0 && !exists(file)) {
        /* ARCHIVE(MEMBER), as ld, llvm-nm and lld spell a member */
        size_t len = strlen(file);
        const char *lp = strchr(file, '(');
        if (len > 2 && file[len - 1] == ')' && lp && lp > file) {
            char *ar = malloc((size_t)(lp - file) + 1);
            if (!ar)
                die_write();
            memcpy(ar, file, (size_t)(lp - file));
            ar[lp - file] = '\0';
            int ak = kind_of_path(ar);
            if (ak == BCQ_KIND_ARCHIVE || ak == BCQ_KIND_THIN_ARCHIVE) {
                cur.path = ar;
                int st = run_archive(ar, lp + 1,
                                     (size_t)(file + len - 1 - (lp + 1)), run,
                                     o, single);
                free(ar);
                cur.path = NULL;
                return st;
            }
            free(ar);
        }
    }
    if (k == BCQ_KIND_ARCHIVE || k == BCQ_KIND_THIN_ARCHIVE)
        return run_archive(file, NULL, 0, run, o, single);
    if (k == BCQ_KIND_MACHO_UNIVERSAL && !o->arch)
        return run_universal(file, run, o, single);
    return run_plain(file, run, o);
}

int run_members(const char *file, const cli_opts *o)
{
    return run_plain(file, cmd_members, o);
}

/* One link of the container chain (info): text "a > b > c", or JSON
 * objects in an array. */
static void link_begin(int json, int *first, const char *kind)
{
    if (json) {
        out_str(*first ? "{\"kind\":" : ",{\"kind\":");
        out_json_str(kind);
    } else {
        out_str(*first ? "" : " > ");
        out_str(kind);
    }
    *first = 0;
}

static void link_u64(int json, const char *key, uint64_t v)
{
    if (json) {
        out_json_field_u64(0, key, v);
    } else {
        out_ch(' ');
        out_str(key);
        out_ch('=');
        out_u64(v);
    }
}

static void link_str(int json, const char *key, const char *v)
{
    if (json) {
        out_str(",\"");
        out_str(key);
        out_str("\":");
        out_json_str(v);
    } else {
        out_ch(' ');
        out_str(key);
        out_ch('=');
        out_str(v);
    }
}

static void link_end(int json)
{
    if (json)
        out_ch('}');
}

void out_chain(const bcq_file *f, int json)
{
    int first = 1;
    if (json)
        out_ch('[');
    if (cur.ar) {
        bcq_archive_info ai = BCQ_ARCHIVE_INFO_INIT;
        bcq_archive_info_get(cur.ar, &ai);
        bcq_archive_format af = ai.format;
        link_begin(json, &first, "archive");
        link_str(json, "format", af == BCQ_ARCHIVE_BSD    ? "bsd"
                                 : af == BCQ_ARCHIVE_THIN ? "thin"
                                                          : "gnu");
        link_end(json);
        bcq_member m;
        bcq_archive_member(cur.ar, cur.member, &m);
        link_begin(json, &first, "member");
        char name[256];
        snprintf(name, sizeof name, "%.*s", (int)m.name.len,
                 (const char *)m.name.ptr);
        link_str(json, "name", name);
        link_u64(json, "index", m.index);
        if (af != BCQ_ARCHIVE_THIN)
            link_u64(json, "offset", m.data_off);
        link_u64(json, "size", m.size);
        link_end(json);
    }
    bcq_object ob;
    bcq_file_info fi = BCQ_FILE_INFO_INIT;
    bcq_file_info_get(f, &fi);
    bcq_span all = fi.data, st = fi.stream;
    if (bcq_file_object(f, &ob) == 0) {
        if (ob.slice_off || ob.slice_size != all.len) {
            link_begin(json, &first, "universal");
            link_str(json, "arch", ob.arch);
            link_u64(json, "offset", ob.slice_off);
            link_u64(json, "size", ob.slice_size);
            link_end(json);
        }
        if (ob.kind != BCQ_KIND_MACHO_UNIVERSAL) { /* else bare bitcode */
            link_begin(json, &first,
                       ob.kind == BCQ_KIND_ELF    ? "elf"
                       : ob.kind == BCQ_KIND_COFF ? "coff"
                                                  : "macho");
            link_u64(json, "bits", ob.bits);
            link_str(json, "arch", ob.arch);
            link_end(json);
            link_begin(json, &first, "section");
            link_str(json, "name", ob.section);
            link_u64(json, "offset", ob.section_off);
            link_u64(json, "size", ob.section_size);
            link_end(json);
        }
    }
    if (fi.has_wrapper) {
        link_begin(json, &first, "wrapper");
        link_u64(json, "offset",
                 (uint64_t)(st.ptr - all.ptr) - fi.wrapper[2]);
        link_u64(json, "size", (uint64_t)fi.wrapper[2] + fi.wrapper[3]);
        link_end(json);
    }
    link_begin(json, &first, fi.is_ir ? "bitcode" : "bitstream");
    link_u64(json, "offset", (uint64_t)(st.ptr - all.ptr));
    link_u64(json, "size", st.len);
    link_end(json);
    if (json)
        out_ch(']');
}
