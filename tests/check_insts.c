/* check_insts.c - lib/ir/insts.c and lib/ir/types.c on LLVM's output.
 *
 * against_llvm_dis: every function of the fixtures compiled with
 * -fno-discard-value-names (the function VALUE_SYMTABs name the values):
 * tests/data/insts.bc (clang 14: llvm.dbg.* calls) and v19/cxx-*.bc
 * (clang 19: debug records), against llvm-dis's .ll.  The k-th instruction
 * record is the k-th instruction line of the function, with the same
 * opcode; it defines a value exactly when llvm-dis prints "%x = "; every
 * operand the view resolves to a named value, global, basic block or
 * metadata is the one the line shows.  The k-th debug record is the k-th
 * "#dbg_" line, of its kind, before the instruction it belongs to, with
 * the value it names.
 *
 * counts: every function of every IR fixture (clang 14's and v19's) has
 * as many instructions, values and debug records as llvm-dis prints
 * (NAME.counts, from tests/llvm-inst-counts.awk; tests/inst-counts.sh
 * checks them against llvm-dis).  Hand-built records: check_insts19.c. */
#include "config.h"

#define _POSIX_C_SOURCE 200809L /* strdup, strtok_r */
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
    case 4: case 30: case 43: return " getelementptr ";
    case 5: case 29: return " select ";
    case 6: return " extractelement ";
    case 7: return " insertelement ";
    case 8: return " shufflevector ";
    case 9: case 28: return " icmp fcmp ";
    case 10: return " ret ";
    case 11: return " br ";
    case 12: return " switch ";
    case 13: return " invoke ";
    case 15: return " unreachable ";
    case 16: return " phi ";
    case 19: return " alloca ";
    case 20: case 41: return " load ";
    case 23: return " va_arg ";
    case 24: case 42: case 44: case 45: return " store ";
    case 26: return " extractvalue ";
    case 27: return " insertvalue ";
    case 31: return " indirectbr ";
    case 34: return " call ";
    case 36: return " fence ";
    case 37: case 46: return " cmpxchg ";
    case 38: case 59: return " atomicrmw ";
    case 39: return " resume ";
    case 40: case 47: return " landingpad ";
    case 48: return " cleanupret ";
    case 49: return " catchret ";
    case 50: return " catchpad ";
    case 51: return " cleanuppad ";
    case 52: return " catchswitch ";
    case 56: return " fneg ";
    case 57: return " callbr ";
    case 58: return " freeze ";
    default: return NULL;
    }
}

/* The "#dbg_" word a debug record prints as, NULL for other codes. */
static const char *dbg_kind(unsigned code)
{
    switch (code) {
    case TU_FUNC_CODE_DEBUG_RECORD_VALUE:
    case TU_FUNC_CODE_DEBUG_RECORD_VALUE_SIMPLE: return "#dbg_value(";
    case TU_FUNC_CODE_DEBUG_RECORD_DECLARE: return "#dbg_declare(";
    case TU_FUNC_CODE_DEBUG_RECORD_ASSIGN: return "#dbg_assign(";
    case TU_FUNC_CODE_DEBUG_RECORD_LABEL: return "#dbg_label(";
    case TU_FUNC_CODE_DEBUG_RECORD_DECLARE_VALUE: return "#dbg_declare_value(";
    default: return NULL;
    }
}

/* An instruction or debug record as the view gave it. */
typedef struct irec {
    unsigned code;
    uint64_t value;
    uint64_t bb;
    size_t before; /* debug records: instructions before it */
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

/* The lines of function fname in the .ll text, NULL-ended and malloc'ed:
 * its instruction lines (a switch's case lines and closing "]" joined to
 * theirs), and in *dbg its "#dbg_" lines, each with in (*before)[j] the
 * number of instruction lines before it. */
static char **ll_lines(const char *ll, const char *fname, char ***dbg,
                       size_t **before)
{
    char pat[160];
    snprintf(pat, sizeof pat, "@%s(", fname);
    char *c = strdup(ll), *save;
    char **out = calloc(4096, sizeof *out);
    *dbg = calloc(4096, sizeof **dbg);
    *before = calloc(4096, sizeof **before);
    size_t n = 0, nd = 0;
    int in = 0;
    for (char *line = strtok_r(c, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        if (!in) {
            in = !strncmp(line, "define ", 7) && strstr(line, pat);
            continue;
        }
        if (line[0] == '}')
            break;
        if (!strncmp(line, "    #dbg_", 9)) {
            ck_assert_uint_lt(nd, 4095);
            (*before)[nd] = n;
            (*dbg)[nd++] = strdup(line + 4);
            continue;
        }
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
    ck_assert_msg(in, "no definition of %s", fname);
    free(c);
    return out;
}

static void free_lines(char **v)
{
    for (size_t i = 0; v[i]; i++)
        free(v[i]);
    free(v);
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

/* The operands of r that name something llvm-dis prints by name are in
 * line; returns how many were checked. */
static size_t check_operands(const bcq_module *mod, const names *vals,
                             const names *bbs, const irec *r,
                             const char *line, const char *what)
{
    size_t checked = 0;
    for (size_t i = 0; i < r->nops; i++) {
        uint64_t v = r->vals[i];
        const char *nm = NULL;
        char sigil = '%', g[128];
        if (r->kinds[i] == BCQ_OPND_VALUE) {
            if (v < mod->nglobals && tu_global(mod, v)->name.len) {
                snprintf(g, sizeof g, "%.*s",
                         (int)tu_global(mod, v)->name.len,
                         (const char *)tu_global(mod, v)->name.ptr);
                nm = g;
                sigil = '@';
            } else if (v < 4096) {
                nm = vals->v[v];
            }
        } else if (r->kinds[i] == BCQ_OPND_BLOCK && v < 4096) {
            nm = bbs->v[v];
        } else if (r->kinds[i] == BCQ_OPND_METADATA && !dbg_kind(r->code)) {
            ck_assert_msg(strstr(line, "metadata"), "%s: %s", what, line);
            checked++;
        }
        if (nm) {
            ck_assert_msg(has_ref(line, sigil, nm),
                          "%s operand %zu: %c%s not in: %s", what, i, sigil,
                          nm, line);
            checked++;
        }
    }
    return checked;
}

/* The fixtures with value names, and the floors of what they must check
 * (so that a view that names nothing cannot pass). */
static const struct named {
    const char *bc, *ll;
    size_t insts, ops, dbg;
} named[] = {
    {"insts.bc", "insts.ll", 250, 300, 0},
    {"v19/cxx-O0-g.bc", "v19/cxx-O0-g.ll", 400, 380, 45},
    {"v19/cxx-O2.bc", "v19/cxx-O2.ll", 250, 380, 0},
    {"v19/cxx-O2-g.bc", "v19/cxx-O2-g.ll", 250, 440, 85},
};

START_TEST(against_llvm_dis)
{
    const struct named *fx = &named[_i];
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(fx->bc), NULL, &f, NULL),
                     0);
    char *ll = tu_read_text(tu_fixture_path(fx->ll));
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(f, 0, &mod, NULL), 0);
    size_t nfn, checked_ops = 0, checked_insts = 0, checked_dbg = 0;
    ck_assert_int_eq(bcq_function_count(f, 0, &nfn, NULL), 0);
    size_t ndefine = 0;
    for (const char *p = ll; (p = strstr(p, "\ndefine ")); p++)
        ndefine++;
    ck_assert_uint_eq(nfn, ndefine);
    static irec recs[2048], dbgs[2048];
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
        size_t n = 0, nd = 0;
        uint64_t mv, nargs, last_value = 0;
        bcq_insts_frame(it, &mv, &nargs);
        for (;;) {
            bcq_inst in;
            int rc = bcq_insts_next(it, &in, &err);
            if (rc == BCQ_END)
                break;
            ck_assert_msg(rc == 0, "%s: %s", fname, err.message);
            if (in.kind == BCQ_INST_SUBBLOCK) {
                ck_assert_int_eq(in.is_instruction, 0);
                if (in.block.id == TU_VALUE_SYMTAB_BLOCK_ID)
                    read_vst(f, &in.block, &vals, &bbs);
                continue;
            }
            unsigned code = in.record.code;
            int not_inst = code == TU_FUNC_CODE_DECLAREBLOCKS ||
                           code == TU_FUNC_CODE_DEBUG_LOC_AGAIN ||
                           code == TU_FUNC_CODE_DEBUG_LOC ||
                           code == TU_FUNC_CODE_OPERAND_BUNDLE ||
                           code == TU_FUNC_CODE_BLOCKADDR_USERS ||
                           dbg_kind(code);
            ck_assert_int_eq(in.is_instruction, !not_inst);
            ck_assert_ptr_nonnull(in.name);
            if (not_inst && !dbg_kind(code))
                continue;
            ck_assert_uint_lt(n, 2048);
            ck_assert_uint_lt(nd, 2048);
            ck_assert_uint_le(in.record.nops, 64);
            irec *r = dbg_kind(code) ? &dbgs[nd++] : &recs[n++];
            r->code = code;
            r->value = in.value;
            r->before = n;
            r->bb = in.bb;
            r->nops = in.record.nops;
            memcpy(r->kinds, in.kinds, r->nops);
            memcpy(r->vals, in.vals, r->nops * sizeof *r->vals);
            if (in.value != BCQ_NO_VALUE) { /* numbered in order */
                ck_assert(last_value == 0 || in.value == last_value + 1);
                last_value = in.value;
            }
        }
        bcq_insts_close(it);
        char **dlines;
        size_t *before;
        char **lines = ll_lines(ll, fname, &dlines, &before);
        size_t nl = 0, ndl = 0;
        while (lines[nl])
            nl++;
        while (dlines[ndl])
            ndl++;
        ck_assert_msg(nl == n, "%s: %zu instruction records, %zu lines in "
                               "llvm-dis", fname, n, nl);
        ck_assert_msg(ndl == nd, "%s: %zu debug records, %zu in llvm-dis",
                      fname, nd, ndl);
        char what[200];
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
            snprintf(what, sizeof what, "%s #%zu", fname, k);
            checked_ops += check_operands(mod, &vals, &bbs, r, line, what);
            checked_insts++;
        }
        for (size_t k = 0; k < nd; k++) {
            const irec *r = &dbgs[k];
            const char *line = dlines[k];
            ck_assert_msg(!strncmp(line, dbg_kind(r->code),
                                   strlen(dbg_kind(r->code))),
                          "%s debug record #%zu: code %u, llvm-dis: %s",
                          fname, k, r->code, line);
            /* printed before the instruction it follows in the body */
            ck_assert_msg(r->before >= 1 && r->before - 1 == before[k],
                          "%s debug record #%zu after %zu instructions, "
                          "llvm-dis prints it before #%zu",
                          fname, k, r->before, before[k]);
            ck_assert_uint_eq(r->bb, recs[r->before - 1].bb); /* its bb */
            snprintf(what, sizeof what, "%s debug record #%zu", fname, k);
            checked_ops += check_operands(mod, &vals, &bbs, r, line, what);
            checked_dbg++;
        }
        free_lines(lines);
        free_lines(dlines);
        free(before);
        for (size_t i = 0; i < 4096; i++) {
            free(vals.v[i]);
            free(bbs.v[i]);
        }
    }
    ck_assert_uint_ge(checked_insts, fx->insts);
    ck_assert_uint_ge(checked_ops, fx->ops);
    ck_assert_uint_ge(checked_dbg, fx->dbg);
    free(ll);
    bcq_close(f);
}
END_TEST

/* The clang 19 fixtures (tests/data/v19, gen19.sh). */
static const char *const v19[] = {"v19/c-O0-g.bc", "v19/c-O2.bc",
                                  "v19/cxx-O0-g.bc", "v19/cxx-O2.bc",
                                  "v19/cxx-O2-g.bc"};
#define N_V19 (sizeof v19 / sizeof v19[0])

/* Every function of fixture _i (tu_ir_fixtures, then v19): the view runs
 * to its end and counts what NAME.counts says llvm-dis prints. */
START_TEST(counts)
{
    const char *bc = _i < TU_N_IR_FIXTURES ? tu_ir_fixtures[_i]
                                           : v19[_i - TU_N_IR_FIXTURES];
    char cname[128];
    snprintf(cname, sizeof cname, "%.*s.counts",
             (int)(strlen(bc) - strlen(".bc")), bc);
    char *text = tu_read_text(tu_fixture_path(cname));
    bcq_file *f;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(bc), NULL, &f, NULL), 0);
    size_t nmods, lines = 0;
    ck_assert_int_eq(bcq_module_count(f, &nmods, NULL), 0);
    char *save;
    char *line = strtok_r(text, "\n", &save);
    for (size_t m = 0; m < nmods; m++) {
        size_t nfn;
        ck_assert_int_eq(bcq_function_count(f, m, &nfn, NULL), 0);
        for (size_t d = 0; d < nfn; d++, lines++) {
            ck_assert_msg(line, "%s: module %zu function %zu not in %s", bc,
                          m, d, cname);
            unsigned long wm, wk, wi, wv, wr;
            ck_assert_int_eq(sscanf(line, "%lu\t%lu\t%lu\t%lu\t%lu", &wm,
                                    &wk, &wi, &wv, &wr),
                             5);
            ck_assert_uint_eq(wm, m);
            ck_assert_uint_eq(wk, d);
            bcq_function fn;
            ck_assert_int_eq(bcq_function_at(f, m, d, &fn, NULL), 0);
            bcq_insts *it;
            bcq_error err;
            ck_assert_int_eq(bcq_insts_open(f, &fn, &it, &err), 0);
            uint64_t mv, nargs;
            bcq_insts_frame(it, &mv, &nargs);
            uint64_t next = mv + nargs;
            size_t ni = 0, nv = 0, nr = 0;
            int rc;
            bcq_inst in;
            while ((rc = bcq_insts_next(it, &in, &err)) == 0) {
                if (in.kind == BCQ_INST_SUBBLOCK) {
                    ck_assert_int_eq(in.is_instruction, 0);
                    next = in.value_end;
                    continue;
                }
                ck_assert_ptr_nonnull(in.name);
                /* instructions are exactly the INST_* codes */
                ck_assert_int_eq(in.is_instruction,
                                 !strncmp(in.name, "INST_", 5));
                ni += in.is_instruction;
                nr += dbg_kind(in.record.code) != NULL;
                if (in.value != BCQ_NO_VALUE) {
                    ck_assert(in.is_instruction);
                    ck_assert_uint_eq(in.value, next);
                    next++;
                    nv++;
                }
            }
            ck_assert_msg(rc == BCQ_END, "%s %s: %s", bc, line, err.message);
            bcq_insts_close(it);
            ck_assert_msg(ni == wi && nv == wv && nr == wr,
                          "%s: %s: view %zu %zu %zu", bc, line, ni, nv, nr);
            line = strtok_r(NULL, "\n", &save);
        }
    }
    ck_assert_msg(!line, "%s: %s has more functions (%s)", bc, cname, line);
    ck_assert_uint_ge(lines, 1);
    free(text);
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
    tcase_add_loop_test(tc, against_llvm_dis, 0,
                        (int)(sizeof named / sizeof named[0]));
    tcase_add_loop_test(tc, counts, 0, (int)(TU_N_IR_FIXTURES + N_V19));
    tcase_add_test(tc, frame_o0);
    suite_add_tcase(s, tc);
    return s;
}
