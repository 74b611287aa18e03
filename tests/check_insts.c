/* check_insts.c - lib/ir/insts.c and lib/ir/types.c: the instruction view of
 * every function of tests/data/insts.bc (compiled with
 * -fno-discard-value-names, so the function VALUE_SYMTABs name the values)
 * against llvm-dis's insts.ll: the k-th instruction record is the k-th
 * instruction line of the function, with the same opcode; it defines a
 * value exactly when llvm-dis prints "%x = "; every operand the view
 * resolves to a named value, global, basic block or metadata is the one the
 * line shows. */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* strdup, strtok */
#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internals.h"
#include "suites.h"
#include "testutil.h"

/* llvm-dis opcodes an instruction record may print as. */
static const char *opcodes(unsigned code)
{
    switch (code) {
    case 2: return " add sub mul udiv sdiv urem srem shl lshr ashr and or xor "
                   "fadd fsub fmul fdiv frem ";
    case 3: return " trunc zext sext fptoui fptosi uitofp sitofp fptrunc fpext "
                   "ptrtoint inttoptr bitcast addrspacecast ";
    case 6: return " extractelement ";
    case 7: return " insertelement ";
    case 8: return " shufflevector ";
    case 10: return " ret ";
    case 11: return " br ";
    case 12: return " switch ";
    case 13: return " invoke ";
    case 15: return " unreachable ";
    case 16: return " phi ";
    case 19: return " alloca ";
    case 20: case 41: return " load ";
    case 26: return " extractvalue ";
    case 27: return " insertvalue ";
    case 28: return " icmp fcmp ";
    case 29: return " select ";
    case 31: return " indirectbr ";
    case 34: return " call ";
    case 36: return " fence ";
    case 38: case 59: return " atomicrmw ";
    case 39: return " resume ";
    case 43: return " getelementptr ";
    case 44: case 45: return " store ";
    case 46: return " cmpxchg ";
    case 47: return " landingpad ";
    case 56: return " fneg ";
    case 58: return " freeze ";
    default: return NULL;
    }
}

typedef struct irec {
    unsigned code;
    uint64_t value;
    size_t nops;
    uint8_t kinds[64];
    uint64_t vals[64];
} irec;

typedef struct names {
    char *v[4096]; /* value id or bb -> name, or NULL */
} names;

/* The names of a VST sub-block: code 1 [id, chars] into vals, 2 [bb,
 * chars] into bbs. */
static void read_vst(const bcq_file *f, const bcq_block *b, names *vals,
                     names *bbs)
{
    bcq_reader *r;
    ck_assert_int_eq(bcq_reader_open(f, b, &r, NULL), 0);
    for (;;) {
        bcq_entry e;
        ck_assert_int_eq(bcq_reader_next(r, &e, NULL), 0);
        if (e.kind == BCQ_ENTRY_END)
            break;
        if (e.kind != BCQ_ENTRY_RECORD || e.record.nops < 1 ||
            (e.record.code != TU_VST_CODE_ENTRY &&
             e.record.code != TU_VST_CODE_BBENTRY))
            continue;
        uint64_t id = e.record.ops[0];
        ck_assert_uint_lt(id, 4096);
        char *s = calloc(e.record.nops, 1);
        for (size_t i = 1; i < e.record.nops; i++)
            s[i - 1] = (char)e.record.ops[i];
        names *n = e.record.code == TU_VST_CODE_ENTRY ? vals : bbs;
        free(n->v[id]);
        n->v[id] = s;
    }
    bcq_reader_close(r);
}

/* Does line hold sigil+name as a whole token? */
static int has_ref(const char *line, char sigil, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = line; (p = strchr(p, sigil)); p++) {
        if (strncmp(p + 1, name, n) == 0) {
            char c = p[1 + n];
            if (!(isalnum((unsigned char)c) || c == '.' || c == '_' ||
                  c == '$' || c == '-'))
                return 1;
        }
    }
    return 0;
}

/* The instruction lines of function fname in the .ll text, NULL-ended and
 * malloc'ed; a switch's case lines and closing "]" are joined to it. */
static char **ll_lines(const char *ll, const char *fname)
{
    char pat[160];
    snprintf(pat, sizeof pat, "@%s(", fname);
    char *c = strdup(ll);
    char **out = calloc(4096, sizeof *out);
    size_t n = 0;
    int in = 0;
    for (char *line = strtok(c, "\n"); line; line = strtok(NULL, "\n")) {
        if (!in) {
            in = !strncmp(line, "define ", 7) && strstr(line, pat);
            continue;
        }
        if (line[0] == '}')
            break;
        if (strncmp(line, "  ", 2) != 0 || line[2] == ';')
            continue; /* labels, comments */
        if ((line[2] == ' ' || line[2] == ']') && n > 0) {
            size_t la = strlen(out[n - 1]), lb = strlen(line);
            out[n - 1] = realloc(out[n - 1], la + lb + 1);
            memcpy(out[n - 1] + la, line, lb + 1);
            continue;
        }
        ck_assert_uint_lt(n, 4095);
        out[n++] = strdup(line);
    }
    ck_assert_msg(in, "no definition of %s in insts.ll", fname);
    free(c);
    return out;
}

/* The opcode word of an instruction line. */
static void opcode_of(const char *line, char *buf, size_t cap)
{
    const char *p = line + 2;
    const char *eq = strstr(p, " = ");
    if (*p == '%' && eq)
        p = eq + 3;
    if (!strncmp(p, "tail ", 5))
        p += 5;
    else if (!strncmp(p, "musttail ", 9))
        p += 9;
    else if (!strncmp(p, "notail ", 7))
        p += 7;
    size_t n = strcspn(p, " ,");
    if (n >= cap)
        n = cap - 1;
    memcpy(buf, p, n);
    buf[n] = 0;
}

START_TEST(against_llvm_dis)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("insts.bc"), NULL, &f, NULL), 0);
    char *ll = tu_read_text(tu_fixture_path("insts.ll"));
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    size_t nfn, checked_ops = 0, checked_insts = 0;
    ck_assert_int_eq(bcq_function_count(f, 0, &nfn, NULL), 0);
    ck_assert_uint_eq(nfn, 11);
    static irec recs[2048];
    for (size_t d = 0; d < nfn; d++) {
        bcq_function fn;
        ck_assert_int_eq(bcq_function_at(f, 0, d, &fn, NULL), 0);
        char fname[128];
        snprintf(fname, sizeof fname, "%.*s", (int)fn.global.name.len,
                 (const char *)fn.global.name.ptr);
        bcq_insts *it;
        bcq_error err;
        ck_assert_int_eq(bcq_insts_open(f, &fn, &it, &err), 0);
        names vals = {{0}}, bbs = {{0}};
        size_t n = 0;
        uint64_t mv, nargs, last_value = 0;
        bcq_insts_frame(it, &mv, &nargs);
        for (;;) {
            bcq_inst in;
            int rc = bcq_insts_next(it, &in, &err);
            if (rc == BCQ_END)
                break;
            ck_assert_msg(rc == 0, "%s: %s", fname, err.message);
            if (in.kind == BCQ_INST_SUBBLOCK) {
                if (in.block.id == TU_VALUE_SYMTAB_BLOCK_ID)
                    read_vst(f, &in.block, &vals, &bbs);
                continue;
            }
            unsigned code = in.record.code;
            if (code == TU_FUNC_CODE_DECLAREBLOCKS ||
                code == TU_FUNC_CODE_DEBUG_LOC_AGAIN ||
                code == TU_FUNC_CODE_DEBUG_LOC ||
                code == TU_FUNC_CODE_OPERAND_BUNDLE)
                continue; /* not instructions */
            ck_assert_uint_lt(n, 2048);
            ck_assert_uint_le(in.record.nops, 64);
            irec *r = &recs[n++];
            r->code = code;
            r->value = in.value;
            r->nops = in.record.nops;
            memcpy(r->kinds, in.kinds, r->nops);
            memcpy(r->vals, in.vals, r->nops * sizeof *r->vals);
            if (in.value != BCQ_NO_VALUE) { /* numbered in order */
                ck_assert(last_value == 0 || in.value == last_value + 1);
                last_value = in.value;
            }
        }
        bcq_insts_close(it);
        char **lines = ll_lines(ll, fname);
        size_t nl = 0;
        while (lines[nl])
            nl++;
        ck_assert_msg(nl == n, "%s: %zu instruction records, %zu lines in "
                               "llvm-dis", fname, n, nl);
        for (size_t k = 0; k < n; k++) {
            const irec *r = &recs[k];
            const char *line = lines[k];
            char op[32], pad[40];
            opcode_of(line, op, sizeof op);
            snprintf(pad, sizeof pad, " %s ", op);
            const char *want = opcodes(r->code);
            ck_assert_msg(want && strstr(want, pad),
                          "%s #%zu: code %u, llvm-dis: %s", fname, k, r->code,
                          line);
            int defines = line[2] == '%' && strstr(line, " = ");
            ck_assert_msg(defines == (r->value != BCQ_NO_VALUE),
                          "%s #%zu: value %lld, llvm-dis: %s", fname, k,
                          (long long)r->value, line);
            if (defines && r->value < 4096 && vals.v[r->value]) {
                char lhs[140];
                snprintf(lhs, sizeof lhs, "  %%%s = ", vals.v[r->value]);
                ck_assert_msg(!strncmp(line, lhs, strlen(lhs)),
                              "%s #%zu: %%%llu is '%s', llvm-dis: %s", fname,
                              k, (unsigned long long)r->value,
                              vals.v[r->value], line);
            }
            for (size_t i = 0; i < r->nops; i++) {
                uint64_t v = r->vals[i];
                const char *nm = NULL;
                char sigil = '%';
                if (r->kinds[i] == BCQ_OPND_VALUE) {
                    if (v < mod->nglobals && tu_global(mod, v)->name.len) {
                        static char g[128];
                        snprintf(g, sizeof g, "%.*s",
                                 (int)tu_global(mod, v)->name.len,
                                 (const char *)tu_global(mod, v)->name.ptr);
                        nm = g;
                        sigil = '@';
                    } else if (v < 4096) {
                        nm = vals.v[v];
                    }
                } else if (r->kinds[i] == BCQ_OPND_BLOCK && v < 4096) {
                    nm = bbs.v[v];
                } else if (r->kinds[i] == BCQ_OPND_METADATA) {
                    ck_assert_msg(strstr(line, "metadata"), "%s #%zu: %s",
                                  fname, k, line);
                    checked_ops++;
                }
                if (nm) {
                    ck_assert_msg(has_ref(line, sigil, nm),
                                  "%s #%zu operand %zu: %c%s not in: %s",
                                  fname, k, i, sigil, nm, line);
                    checked_ops++;
                }
            }
            checked_insts++;
        }
        for (size_t i = 0; lines[i]; i++)
            free(lines[i]);
        free(lines);
        for (size_t i = 0; i < 4096; i++) {
            free(vals.v[i]);
            free(bbs.v[i]);
        }
    }
    /* a floor, so that a view that names nothing cannot pass */
    ck_assert_uint_ge(checked_insts, 250);
    ck_assert_uint_ge(checked_ops, 300);
    free(ll);
    bcq_close(f);
}
END_TEST

/* Frame of o0.bc's clamp (llvm-dis: @clamp(i32 %0, i32 %1, i32 %2)): the
 * module holds 37 values before it, 27 global values (12 variables, 13
 * functions, an alias, an ifunc in the MODULE_BLOCK) and the 10 records of
 * the module-level CONSTANTS_BLOCK that are not SETTYPE; its first
 * instruction (an alloca, %4 in llvm-dis) is value 37 + 3 = 40. */
START_TEST(frame_o0)
{
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("o0.bc"), NULL, &f, NULL), 0);
    bcq_function fn;
    ck_assert_int_eq(bcq_function_find(f, 0, "clamp", 5, &fn, NULL), 0);
    bcq_insts *it;
    ck_assert_int_eq(bcq_insts_open(f, &fn, &it, NULL), 0);
    uint64_t mv, nargs;
    bcq_insts_frame(it, &mv, &nargs);
    ck_assert_uint_eq(nargs, 3);
    const bcq_module *m;
    ck_assert_int_eq(bcq_module_get(f, 0, &m, NULL), 0);
    ck_assert_uint_eq(mv, 37);
    bcq_inst in;
    do
        ck_assert_int_eq(bcq_insts_next(it, &in, NULL), 0);
    while (in.value == BCQ_NO_VALUE);
    ck_assert_uint_eq(in.value, 40);
    ck_assert_str_eq(in.name, "INST_ALLOCA");
    bcq_error err;
    int rc;
    while ((rc = bcq_insts_next(it, &in, &err)) == 0)
        ;
    ck_assert_int_eq(rc, BCQ_END); /* no error: err is clear */
    ck_assert_int_eq(err.code, 0);
    ck_assert_int_eq(bcq_insts_next(it, &in, NULL), BCQ_END);
    bcq_insts_close(it);
    bcq_close(f);
}
END_TEST

Suite *make_insts_suite(void)
{
    Suite *s = suite_create("insts");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, against_llvm_dis);
    tcase_add_test(tc, frame_o0);
    suite_add_tcase(s, tc);
    return s;
}
