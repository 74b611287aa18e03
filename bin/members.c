/*
 * members.c - the members command: one line per member of an archive,
 * position, name, offset and size of its data, and what it holds.
 */
#include "config.h"

#include "cli.h"

/* What a member holds, for the listing: bitcode (raw or wrapped), an
 * object with bitcode, a native object, or other data. */
static const char *member_kind(bcq_span d, const char **detail)
{
    bcq_object ob;
    bcq_kind k = bcq_identify(d.ptr, d.len);
    *detail = bcq_kind_name(k);
    if (k == BCQ_KIND_BITCODE || k == BCQ_KIND_WRAPPER)
        return "bitcode";
    int rc = bcq_find_bitcode(d.ptr, d.len, NULL, &ob, NULL);
    if (rc == 0)
        return "object with bitcode";
    if (k == BCQ_KIND_ELF || k == BCQ_KIND_MACHO || k == BCQ_KIND_COFF ||
        k == BCQ_KIND_MACHO_UNIVERSAL)
        return "object";
    return "other";
}

int cmd_members(const char *file, const cli_opts *o)
{
    bcq_archive *a;
    bcq_error err;
    int rc = bcq_archive_open_path(file, NULL, &a, &err);
    if (rc)
        return report(file, rc, &err, NULL);
    unit_header();
    bcq_archive_info ai = BCQ_ARCHIVE_INFO_INIT;
    bcq_archive_info_get(a, &ai);
    int thin = ai.format == BCQ_ARCHIVE_THIN;
    int status = 0;
    for (size_t i = 0; i < ai.nmembers; i++) {
        bcq_member m;
        bcq_archive_member(a, i, &m);
        bcq_span d = {NULL, 0};
        const char *kind = "unreadable", *detail = "";
        if ((rc = bcq_archive_member_data(a, i, &d, &err)) == 0)
            kind = member_kind(d, &detail);
        else
            detail = err.message;
        if (o->json) {
            out_str("{\"index\":");
            out_u64(i);
            out_json_field_span(0, "name", m.name);
            out_json_field_u64(0, "header_offset", m.header_off);
            out_str(",\"offset\":");
            if (thin)
                out_str("null");
            else
                out_u64(m.data_off);
            out_json_field_u64(0, "size", m.size);
            out_str(",\"kind\":");
            out_json_str(kind);
            out_str(",\"detail\":");
            out_json_str(detail);
            out_str("}\n");
        } else {
            out_u64(i);
            out_ch('\t');
            out_span(m.name);
            out_ch('\t');
            if (thin)
                out_ch('-');
            else
                out_u64(m.data_off);
            out_ch('\t');
            out_u64(m.size);
            out_ch('\t');
            out_str(kind);
            out_ch('\n');
        }
        if (rc) {
            err_printf("%s: %s(%.*s): %s [%s]\n", progname, file,
                       (int)m.name.len, (const char *)m.name.ptr, err.message,
                       bcq_status_name(rc));
            status = EXIT_BADINPUT;
        }
    }
    bcq_archive_close(a);
    return status;
}
