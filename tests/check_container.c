/* check_container.c - raw, wrapped and foreign bitstreams (lib/container/container.c). */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

START_TEST(raw_ir)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("o2.bc", _i, 0, &f, &keep, NULL), 0);
    ck_assert_int_eq(bcq_file_container(f), BCQ_CONTAINER_RAW);
    ck_assert(bcq_file_is_ir(f));
    ck_assert_uint_eq(bcq_file_magic(f), 0xDEC04342u);
    uint32_t w[5];
    ck_assert_int_eq(bcq_file_wrapper(f, w), BCQ_E_NOT_FOUND);
    bcq_close(f);
    free(keep);
}
END_TEST

/* Values as llvm-bcanalyzer prints them in tests/data/wrapper.bcanalyzer:
 * Magic=0x0b17c0de Version=0 Offset=0x14 Size=0x1394 CPUType=0x01000007. */
START_TEST(wrapper)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("wrapper.bc", _i, 0, &f, &keep, NULL), 0);
    ck_assert_int_eq(bcq_file_container(f), BCQ_CONTAINER_WRAPPER);
    uint32_t w[5];
    ck_assert_int_eq(bcq_file_wrapper(f, w), 0);
    ck_assert_uint_eq(w[0], 0x0B17C0DEu);
    ck_assert_uint_eq(w[1], 0);
    ck_assert_uint_eq(w[2], 0x14);
    ck_assert_uint_eq(w[3], 0x1394);
    ck_assert_uint_eq(w[4], 0x01000007u);
    bcq_span all = bcq_file_data(f), st = bcq_file_stream(f);
    ck_assert_uint_eq(all.len, 5040);
    ck_assert_ptr_eq(st.ptr, all.ptr + 20);
    ck_assert_uint_eq(st.len, 0x1394);
    ck_assert(bcq_file_is_ir(f));
    /* Block offsets count from the start of the file, wrapper included. */
    bcq_block b;
    ck_assert_int_eq(bcq_block_at(f, 0, &b), 0);
    ck_assert_uint_eq(b.bit, 20 * 8 + 32);
    ck_assert_uint_eq(b.id, TU_IDENTIFICATION_BLOCK_ID);
    bcq_close(f);
    free(keep);
}
END_TEST

START_TEST(foreign_magic)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open("diag.dia", _i, 0, &f, &keep, NULL), 0);
    ck_assert_int_eq(bcq_file_container(f), BCQ_CONTAINER_OTHER);
    ck_assert(!bcq_file_is_ir(f));
    ck_assert_int_eq(memcmp(bcq_file_stream(f).ptr, "DIAG", 4), 0);
    bcq_close(f);
    free(keep);
}
END_TEST

/* bcq_file_info_get() gives what the single getters give, on a raw, a
 * wrapped and a foreign bitstream, opened from a path and from memory;
 * a larger struct from a newer bcq.h is accepted, its tail zeroed. */
static const char *const info_fixtures[] = {"o2.bc", "wrapper.bc",
                                            "diag.dia", "macho.bc"};

START_TEST(file_info)
{
    bcq_file *f;
    void *keep;
    ck_assert_int_eq(tu_open(info_fixtures[_i / 2], _i % 2, 0, &f, &keep,
                             NULL),
                     0);
    bcq_file_info fi = BCQ_FILE_INFO_INIT;
    ck_assert_int_eq(bcq_file_info_get(f, &fi), 0);
    ck_assert_uint_eq(fi.size, sizeof fi);
    bcq_span d = bcq_file_data(f), st = bcq_file_stream(f);
    ck_assert_ptr_eq(fi.data.ptr, d.ptr);
    ck_assert_uint_eq(fi.data.len, d.len);
    ck_assert_ptr_eq(fi.stream.ptr, st.ptr);
    ck_assert_uint_eq(fi.stream.len, st.len);
    ck_assert_int_eq(fi.container, bcq_file_container(f));
    ck_assert_uint_eq(fi.magic, bcq_file_magic(f));
    ck_assert_int_eq(fi.is_ir, bcq_file_is_ir(f));
    uint32_t w[5] = {0, 0, 0, 0, 0};
    int wrc = bcq_file_wrapper(f, w);
    ck_assert_int_eq(fi.has_wrapper, wrc == 0);
    ck_assert_int_eq(memcmp(fi.wrapper, w, sizeof w), 0);
    ck_assert_int_eq(fi.has_wrapper,
                     !strcmp(info_fixtures[_i / 2], "wrapper.bc"));

    /* A newer caller's larger struct: known fields filled, the rest 0. */
    struct {
        bcq_file_info fi;
        unsigned char more[16];
    } big;
    memset(&big, 0xa5, sizeof big);
    big.fi.size = sizeof big;
    ck_assert_int_eq(bcq_file_info_get(f, &big.fi), 0);
    ck_assert_uint_eq(big.fi.size, sizeof big);
    ck_assert_uint_eq(big.fi.magic, fi.magic);
    for (size_t k = 0; k < sizeof big.more; k++)
        ck_assert_uint_eq(big.more[k], 0);

    /* Too small a size, NULL: BCQ_E_INVAL. */
    fi.size = sizeof fi - 1;
    ck_assert_int_eq(bcq_file_info_get(f, &fi), BCQ_E_INVAL);
    fi.size = sizeof fi;
    ck_assert_int_eq(bcq_file_info_get(NULL, &fi), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_file_info_get(f, NULL), BCQ_E_INVAL);
    bcq_close(f);
    free(keep);
}
END_TEST

/* Broken wrapper headers, built from the real wrapper file. */
START_TEST(wrapper_broken)
{
    size_t n;
    uint8_t *p = tu_read_fixture("wrapper.bc", &n);
    bcq_file *f;
    bcq_error e;
    struct {
        uint32_t off, size;
        int code;
        uint64_t bit;
    } cases[] = {
        {(uint32_t)n + 4, 16, BCQ_E_BAD_WRAPPER, 64}, /* offset past the end */
        {8, 16, BCQ_E_BAD_WRAPPER, 64},               /* inside the header */
        {20, (uint32_t)n, BCQ_E_TRUNCATED, 96},       /* size past the end */
        {20, 0xFFFFFFFFu, BCQ_E_TRUNCATED, 96},       /* off + size wraps */
        {20, 2, BCQ_E_BAD_WRAPPER, 96},               /* no room for a magic */
        {24, 16, BCQ_E_NOT_BITCODE, 24 * 8},          /* not 'BC' there */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t *q = malloc(n);
        memcpy(q, p, n);
        put32(q + 8, cases[i].off);
        put32(q + 12, cases[i].size);
        ck_assert_int_eq(bcq_open_mem(q, n, NULL, &f, &e), cases[i].code);
        ck_assert_uint_eq(e.bit, cases[i].bit);
        free(q);
    }
    ck_assert_int_eq(bcq_open_mem(p, 12, NULL, &f, &e), BCQ_E_TRUNCATED);
    ck_assert_int_eq(bcq_open_mem(p, 3, NULL, &f, &e), BCQ_E_TRUNCATED);
    free(p);
}
END_TEST

/* Text is not a bitstream: identified as text and refused by name at
 * bit 0; binary data whose first four bytes are no printable magic is
 * refused by name however the walk fails; a printable magic followed by
 * no block is refused by the walk, at the first entry. */
START_TEST(not_bitstream)
{
    bcq_file *f;
    bcq_error e;
    const char *txt = "hello, world\n";
    ck_assert_int_eq(bcq_open_mem(txt, strlen(txt), NULL, &f, &e),
                     BCQ_E_NOT_BITCODE);
    ck_assert_uint_eq(e.bit, 0);
    ck_assert_ptr_nonnull(strstr(e.message, "text"));
    const uint8_t bin[] = {0x8e, 0xa9, 0xc0, 0xb7, 0x05, 0xff, 0, 1};
    ck_assert_int_eq(bcq_open_mem(bin, sizeof bin, NULL, &f, &e),
                     BCQ_E_NOT_BITCODE);
    ck_assert_ptr_nonnull(strstr(e.message, "unknown data (first bytes 8e"));
    const uint8_t magic[] = {'T', 'E', 'S', 'T', 0x02, 0xff, 0, 1};
    ck_assert_int_eq(bcq_open_mem(magic, sizeof magic, NULL, &f, &e),
                     BCQ_E_NOT_BITCODE);
    ck_assert_uint_eq(e.bit, 32);
}
END_TEST

/* A file cut at every byte is BCQ_E_TRUNCATED wherever the cut falls
 * (doc/format.md 15.1), or opens when the cut falls between two top-level
 * blocks; never BCQ_E_BAD_BLOCK.  The deep open walks every block, so a
 * cut anywhere inside one shows.  Raw bitcode of two modules and the
 * wrapper (whose header and size are cut too). */
START_TEST(cut_every_byte)
{
    static const char *const names[] = {"cat.bc", "wrapper.bc"};
    size_t n;
    uint8_t *p = tu_read_fixture(names[_i], &n);
    size_t opened = 0;
    for (size_t cut = 0; cut < n; cut++) {
        uint8_t *q = malloc(cut ? cut : 1);
        memcpy(q, p, cut);
        bcq_file *f = NULL;
        bcq_error e;
        int rc = bcq__open_mem_internal(q, cut, BCQ_OPEN_DEEP, &f, &e);
        if (cut == 0)
            ck_assert_int_eq(rc, BCQ_E_NOT_BITCODE);
        else if (rc != 0)
            ck_assert_msg(rc == BCQ_E_TRUNCATED,
                          "%s cut at %zu: %s (%s)", names[_i], cut,
                          bcq_status_name(rc), e.message);
        else
            opened++;
        bcq_close(f);
        free(q);
    }
    /* cat.bc: after the IDENTIFICATION block, after each MODULE (+ its
     * IDENTIFICATION) and before the STRTAB: a handful of cuts open. */
    ck_assert_uint_lt(opened, 16);
    free(p);
}
END_TEST

Suite *make_container_suite(void)
{
    Suite *s = suite_create("container");
    TCase *t = tcase_create("core");
    tcase_add_loop_test(t, raw_ir, 0, 2);
    tcase_add_loop_test(t, wrapper, 0, 2);
    tcase_add_loop_test(t, foreign_magic, 0, 2);
    tcase_add_loop_test(t, file_info, 0,
                        2 * (int)(sizeof info_fixtures /
                                  sizeof info_fixtures[0]));
    tcase_add_test(t, wrapper_broken);
    tcase_add_test(t, not_bitstream);
    tcase_add_loop_test(t, cut_every_byte, 0, 2);
    suite_add_tcase(s, t);
    return s;
}
