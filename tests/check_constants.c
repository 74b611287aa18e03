/* check_constants.c - lib/ir/constants.c on the fixtures: constants that
 * llvm-dis prints (tests/data/NAME.ll) and llvm-bcanalyzer dumps
 * (NAME.bcanalyzer), and the global values' initializer, aliasee,
 * personality, prefix and prologue fields that name them.  A global
 * value's id is its position in bcq_module_global order (`bcq symbols
 * --json`); constants follow the global values, one per CONSTANTS record
 * but SETTYPE.  check_constants_dump.c compares every record with the
 * dumps; this suite checks what the records mean. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

static bcq_file *open_fixture(const char *name, const bcq_module **mod)
{
    bcq_file *f;
    bcq_error err;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path(name), NULL, &f, &err), 0);
    ck_assert_int_eq(bcq_module_get(f, 0, mod, &err), 0);
    return f;
}

/* The value id of global value `name` of module 0. */
static size_t gv(const bcq_file *f, const char *name)
{
    size_t id;
    bcq_error err;
    ck_assert_msg(bcq_global_find(f, 0, name, strlen(name), &id, &err) == 0,
                  "%s: %s", name, err.message);
    return id;
}

/* Constant id of module 0 must be (code, kind, type, extra, ops...);
 * C(X) is LLVM's CST_CODE_X, K(X) BCQ_CONST_X. */
#define C(x) TU_CST_CODE_##x
#define K(x) BCQ_CONST_##x
#define CK_CONST(f, id, code_, kind_, type_, extra_, ...)                    \
    do {                                                                      \
        const uint64_t want_[] = {__VA_ARGS__};                               \
        check_const((f), (id), (code_), (kind_), (type_), (extra_),           \
                    sizeof want_ / sizeof want_[0] - 1, want_ + 1);           \
    } while (0)
static void check_const(const bcq_file *f, uint64_t id, unsigned code,
                        unsigned kind, uint64_t type, uint64_t extra,
                        size_t nops, const uint64_t *ops)
{
    bcq_constant c;
    bcq_error err;
    ck_assert_msg(bcq_constant_get(f, 0, id, &c, &err) == 0,
                  "constant %llu: %s", (unsigned long long)id, err.message);
    ck_assert_uint_eq(c.value_id, id);
    ck_assert_uint_eq(c.code, code);
    ck_assert_uint_eq(c.kind, kind);
    ck_assert_uint_eq(c.type_id, type);
    ck_assert_uint_eq(c.extra, extra);
    ck_assert_uint_eq(c.nops, nops);
    for (size_t i = 0; i < nops; i++)
        ck_assert_msg(c.ops[i] == ops[i], "constant %llu operand %zu: %u, "
                                          "want %llu",
                      (unsigned long long)id, i, c.ops[i],
                      (unsigned long long)ops[i]);
}

/* link.ll: @llvm.used = [2 x i8*] [bitcast @v_internal, bitcast
 * @f_internal]; @llvm.global_ctors = [{ i32 65535, @f_ctor, null }];
 * @a_gep = alias getelementptr inbounds ([8 x i32], @v_bss, i64 0, i64 2);
 * define void @f_prefix() prefix i32 123 prologue i8 -112.  Types (the
 * dump's TYPE_BLOCK): 0 i32, 1 i32*, 2 i8, 15 i8*, 16 [2 x i8*], 23
 * { i32, void ()*, i8* }, 24 [1 x that], 34 i64. */
START_TEST(link_constants)
{
    const bcq_module *mod;
    bcq_file *f = open_fixture("link.bc", &mod);
    ck_assert_uint_eq(mod->nglobals, 92);
    const bcq_global *g = tu_global(mod, gv(f, "llvm.used"));
    ck_assert_uint_eq(g->initializer, 133);
    CK_CONST(f, 133, C(AGGREGATE), K(AGGREGATE), 16, 0, 0, 131, 132);
    CK_CONST(f, 131, C(CE_CAST), K(EXPR), 15, TU_CAST_BITCAST, 0,
             gv(f, "v_internal"));
    CK_CONST(f, 132, C(CE_CAST), K(EXPR), 15, TU_CAST_BITCAST, 0,
             gv(f, "f_internal"));
    g = tu_global(mod, gv(f, "llvm.global_ctors"));
    ck_assert_uint_eq(g->initializer, 139);
    CK_CONST(f, 139, C(AGGREGATE), K(AGGREGATE), 24, 0, 0, 138);
    CK_CONST(f, 138, C(AGGREGATE), K(AGGREGATE), 23, 0, 0, 136,
             gv(f, "f_ctor"), 137);
    CK_CONST(f, 136, C(INTEGER), K(LEAF), 0, 0, 0);
    CK_CONST(f, 137, C(NULL), K(LEAF), 15, 0, 0);
    /* the alias through a GEP: inbounds, indices i64 0 (a NULL) and 2 */
    g = tu_global(mod, gv(f, "a_gep"));
    ck_assert_int_eq(g->kind, BCQ_GV_ALIAS);
    ck_assert_uint_eq(g->aliasee, 143);
    CK_CONST(f, 143, C(CE_INBOUNDS_GEP), K(EXPR), 1, 1, 0,
             gv(f, "v_bss"), 141, 142);
    CK_CONST(f, 141, C(NULL), K(LEAF), 34, 0, 0);
    CK_CONST(f, 142, C(INTEGER), K(LEAF), 34, 0, 0);
    /* an alias of a global value names it directly */
    ck_assert_uint_eq(tu_global(mod, gv(f, "a_fn"))->aliasee,
                      gv(f, "f_external"));
    ck_assert_uint_eq(tu_global(mod, gv(f, "a_to_alias"))->aliasee,
                      gv(f, "a_var"));
    /* prefix i32 123, prologue i8 -112: two INTEGER leaves */
    g = tu_global(mod, gv(f, "f_prefix"));
    ck_assert_uint_eq(g->prefix, 145);
    ck_assert_uint_eq(g->prologue, 146);
    ck_assert_uint_eq(g->personality, BCQ_NONE);
    CK_CONST(f, 145, C(INTEGER), K(LEAF), 0, 0, 0);
    CK_CONST(f, 146, C(INTEGER), K(LEAF), 2, 0, 0);
    /* the other fields say none */
    g = tu_global(mod, gv(f, "user"));
    ck_assert_uint_eq(g->prefix, BCQ_NONE);
    ck_assert_uint_eq(g->prologue, BCQ_NONE);
    ck_assert_uint_eq(g->personality, BCQ_NONE);
    ck_assert_uint_eq(g->initializer, BCQ_NONE);
    ck_assert_uint_eq(tu_global(mod, gv(f, "v_decl"))->initializer,
                      BCQ_NONE);
    ck_assert_uint_eq(tu_global(mod, gv(f, "v_bss"))->initializer, 120);
    CK_CONST(f, 120, C(NULL), K(LEAF), 11, 0, 0); /* zeroinitializer */
    bcq_close(f);
}
END_TEST

/* cxx.ll: the vtable of shapes::Shape is { [6 x i8*] [null, bitcast
 * @_ZTIN6shapes5ShapeE, bitcast @...D2Ev, bitcast @...D0Ev, bitcast
 * @__cxa_pure_virtual, bitcast @...4nameEv] }; its typeinfo { bitcast
 * (getelementptr inbounds (i8*, @_ZTVN10__cxxabiv117__class_type_infoE,
 * i64 2)), getelementptr inbounds ([16 x i8], @_ZTSN6shapes5ShapeE, i32
 * 0, i32 0) }; @_Z11shapes_demod's personality is bitcast
 * @__gxx_personality_v0.  Types: 3 i8*, 4 [6 x i8*], 5 { [6 x i8*] },
 * 7 i8**, 10 { i8*, i8* }, 22 i32, 35 i64. */
START_TEST(cxx_vtables)
{
    const bcq_module *mod;
    bcq_file *f = open_fixture("cxx.bc", &mod);
    ck_assert_uint_eq(mod->nglobals, 35);
    const bcq_global *g = tu_global(mod, gv(f, "_ZTVN6shapes5ShapeE"));
    ck_assert_uint_eq(g->initializer, 43);
    CK_CONST(f, 43, C(AGGREGATE), K(AGGREGATE), 5, 0, 0, 42);
    CK_CONST(f, 42, C(AGGREGATE), K(AGGREGATE), 4, 0, 0, 36, 37, 38,
             39, 40, 41);
    CK_CONST(f, 36, C(NULL), K(LEAF), 3, 0, 0);
    static const char *const slots[] = {
        "_ZTIN6shapes5ShapeE", "_ZN6shapes5ShapeD2Ev", "_ZN6shapes5ShapeD0Ev",
        "__cxa_pure_virtual", "_ZNK6shapes5Shape4nameEv"};
    for (size_t i = 0; i < 5; i++)
        CK_CONST(f, 37 + i, C(CE_CAST), K(EXPR), 3, TU_CAST_BITCAST, 0,
                 gv(f, slots[i]));
    g = tu_global(mod, gv(f, "_ZTIN6shapes5ShapeE"));
    ck_assert_uint_eq(g->initializer, 50);
    CK_CONST(f, 50, C(AGGREGATE), K(AGGREGATE), 10, 0, 0, 47, 49);
    CK_CONST(f, 47, C(CE_CAST), K(EXPR), 3, TU_CAST_BITCAST, 0, 46);
    CK_CONST(f, 46, C(CE_INBOUNDS_GEP), K(EXPR), 7, 1, 0,
             gv(f, "_ZTVN10__cxxabiv117__class_type_infoE"), 45);
    CK_CONST(f, 45, C(INTEGER), K(LEAF), 35, 0, 0);
    CK_CONST(f, 49, C(CE_INBOUNDS_GEP), K(EXPR), 3, 1, 0,
             gv(f, "_ZTSN6shapes5ShapeE"), 48, 48);
    CK_CONST(f, 48, C(NULL), K(LEAF), 22, 0, 0);
    CK_CONST(f, 35, C(CSTRING), K(LEAF), 1, 0, 0); /* "shape" */
    /* the personality, through a bitcast */
    g = tu_global(mod, gv(f, "_Z11shapes_demod"));
    ck_assert_uint_eq(g->personality, 72);
    CK_CONST(f, 72, C(CE_CAST), K(EXPR), 3, TU_CAST_BITCAST, 0,
             gv(f, "__gxx_personality_v0"));
    ck_assert_uint_eq(tu_global(mod, gv(f, "_Z9ring_demoi"))->personality,
                      BCQ_NONE);
    bcq_close(f);
}
END_TEST

/* insts.ll: @_ZZ13computed_gotoE7targets = [2 x i8*] [blockaddress
 * (@computed_goto, %return), blockaddress(@computed_goto, %two)]; the
 * function's blocks are entry (0), two (1), return (2).  @_Z7guardedi's
 * personality is bitcast @__gxx_personality_v0. */
START_TEST(insts_blockaddress)
{
    const bcq_module *mod;
    bcq_file *f = open_fixture("insts.bc", &mod);
    size_t fn = gv(f, "computed_goto");
    ck_assert_uint_eq(
        tu_global(mod, gv(f, "_ZZ13computed_gotoE7targets"))->initializer,
        42);
    CK_CONST(f, 42, C(AGGREGATE), K(AGGREGATE), 9, 0, 0, 40, 41);
    CK_CONST(f, 40, C(BLOCKADDRESS), K(BLOCKADDRESS), 8, 2, 0, fn);
    CK_CONST(f, 41, C(BLOCKADDRESS), K(BLOCKADDRESS), 8, 1, 0, fn);
    bcq_constant c;
    ck_assert_int_eq(bcq_constant_get(f, 0, 40, &c, NULL), 0);
    ck_assert_str_eq(c.name, "CST_CODE_BLOCKADDRESS"); /* as LLVM 14 */
    const bcq_global *g = tu_global(mod, gv(f, "_Z7guardedi"));
    ck_assert_uint_eq(g->personality, 49);
    CK_CONST(f, 49, C(CE_CAST), K(EXPR), 8, TU_CAST_BITCAST, 0,
             gv(f, "__gxx_personality_v0"));
    /* @table = [2 x i32 ...] { DATA, ... }: an aggregate of leaves */
    ck_assert_uint_eq(tu_global(mod, gv(f, "table"))->initializer, 38);
    CK_CONST(f, 38, C(AGGREGATE), K(AGGREGATE), 3, 0, 0, 36, 37);
    CK_CONST(f, 36, C(DATA), K(LEAF), 2, 0, 0);
    bcq_close(f);
}
END_TEST

/* The constants of @user in link.ll (its body's CONSTANTS block, after
 * its argument %p = 147): i8 0, i64 16, i1 false, getelementptr inbounds
 * ([4 x i8], @v_decl_const, 0, 0), (... @.str, 0, 0), i64 1,
 * getelementptr inbounds ([3 x i32], @v_const_internal, i64 0, i64 1),
 * which names the function's own i64 1. */
START_TEST(function_constants)
{
    const bcq_module *mod;
    bcq_file *f = open_fixture("link.bc", &mod);
    bcq_function fn;
    bcq_error err;
    ck_assert_int_eq(bcq_function_find(f, 0, "user", 4, &fn, &err), 0);
    bcq_insts *it;
    ck_assert_int_eq(bcq_insts_open(f, &fn, &it, &err), 0);
    uint64_t mv, nargs;
    bcq_insts_frame(it, &mv, &nargs);
    ck_assert_uint_eq(mv, 147);
    ck_assert_uint_eq(nargs, 1);
    bcq_constant c;
    /* not read yet; an argument is never a constant */
    ck_assert_int_eq(bcq_insts_constant(it, 148, &c, &err), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(err.code, BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_insts_constant(it, 147, &c, NULL), BCQ_E_NOT_FOUND);
    /* module constants are there from the start */
    ck_assert_int_eq(bcq_insts_constant(it, 143, &c, &err), 0);
    ck_assert_uint_eq(c.code, C(CE_INBOUNDS_GEP));
    ck_assert_uint_eq(c.ops[0], gv(f, "v_bss"));
    bcq_inst in;
    do
        ck_assert_int_eq(bcq_insts_next(it, &in, &err), 0);
    while (in.kind != BCQ_INST_SUBBLOCK);
    ck_assert_uint_eq(in.block.id, TU_CONSTANTS_BLOCK_ID);
    ck_assert_uint_eq(in.first_value, 148);
    ck_assert_uint_eq(in.value_end, 155);
    ck_assert_int_eq(bcq_insts_constant(it, 148, &c, &err), 0);
    ck_assert_uint_eq(c.code, C(NULL));
    ck_assert_uint_eq(c.type_id, 2);
    ck_assert_int_eq(bcq_insts_constant(it, 151, &c, &err), 0);
    ck_assert_uint_eq(c.code, C(CE_INBOUNDS_GEP));
    ck_assert_uint_eq(c.extra, 1);
    ck_assert_uint_eq(c.nops, 3);
    ck_assert_uint_eq(c.ops[0], gv(f, "v_decl_const"));
    ck_assert_uint_eq(c.ops[1], 141); /* the module's i64 0 */
    ck_assert_uint_eq(c.ops[2], 141);
    ck_assert_int_eq(bcq_insts_constant(it, 152, &c, &err), 0);
    ck_assert_uint_eq(c.ops[0], gv(f, ".str"));
    ck_assert_int_eq(bcq_insts_constant(it, 154, &c, &err), 0);
    ck_assert_uint_eq(c.nops, 3);
    ck_assert_uint_eq(c.ops[0], gv(f, "v_const_internal"));
    ck_assert_uint_eq(c.ops[2], 153);
    ck_assert_int_eq(bcq_insts_constant(it, 153, &c, &err), 0);
    ck_assert_uint_eq(c.code, C(INTEGER));
    ck_assert_uint_eq(c.type_id, 34);
    /* the first instruction (%h = ... is later): no constant */
    ck_assert_int_eq(bcq_insts_constant(it, 155, &c, &err), BCQ_E_NOT_FOUND);
    /* a function's constants are not the module's */
    ck_assert_int_eq(bcq_constant_get(f, 0, 151, &c, &err), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_insts_constant(NULL, 151, &c, &err), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_insts_constant(it, 151, NULL, &err), BCQ_E_INVAL);
    bcq_insts_close(it);
    bcq_close(f);
}
END_TEST

/* macho.ll: br i1 icmp ne (i32* @m_weak_import, i32* null): a CE_CMP in
 * @macho_entry's constants, predicate TU_ICMP_NE, its null a constant of
 * the function too. */
START_TEST(function_cmp)
{
    const bcq_module *mod;
    bcq_file *f = open_fixture("macho.bc", &mod);
    bcq_function fn;
    bcq_error err;
    ck_assert_int_eq(bcq_function_find(f, 0, "macho_entry", 11, &fn, &err),
                     0);
    bcq_insts *it;
    ck_assert_int_eq(bcq_insts_open(f, &fn, &it, &err), 0);
    bcq_inst in;
    do
        ck_assert_int_eq(bcq_insts_next(it, &in, &err), 0);
    while (in.kind != BCQ_INST_SUBBLOCK);
    ck_assert_uint_eq(in.value_end - in.first_value, 6);
    bcq_constant c;
    ck_assert_int_eq(bcq_insts_constant(it, in.value_end - 1, &c, &err), 0);
    ck_assert_uint_eq(c.code, C(CE_CMP));
    ck_assert_str_eq(c.name, "CE_CMP");
    ck_assert_uint_eq(c.kind, BCQ_CONST_EXPR);
    ck_assert_uint_eq(c.extra, TU_ICMP_NE);
    ck_assert_uint_eq(c.nops, 2);
    ck_assert_uint_eq(c.ops[0], gv(f, "m_weak_import"));
    ck_assert_uint_eq(c.ops[1], in.value_end - 2);
    ck_assert_int_eq(bcq_insts_constant(it, c.ops[1], &c, &err), 0);
    ck_assert_uint_eq(c.code, C(NULL));
    bcq_insts_close(it);
    bcq_close(f);
}
END_TEST

START_TEST(constant_errors)
{
    const bcq_module *mod;
    bcq_file *f = open_fixture("link.bc", &mod);
    bcq_constant c;
    bcq_error err;
    /* a global value, the first id past the constants, far past them */
    ck_assert_int_eq(bcq_constant_get(f, 0, 91, &c, &err), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(err.code, BCQ_E_NOT_FOUND);
    ck_assert_str_eq(err.message, "value 91 is not a constant of module 0 "
                                  "(they are 92 to 147)");
    ck_assert_int_eq(bcq_constant_get(f, 0, 147, &c, &err), BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_constant_get(f, 0, UINT64_MAX, &c, &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_constant_get(f, 1, 100, &c, &err), BCQ_E_RANGE);
    ck_assert_int_eq(bcq_constant_get(NULL, 0, 100, &c, &err), BCQ_E_INVAL);
    ck_assert_int_eq(bcq_constant_get(f, 0, 100, NULL, &err), BCQ_E_INVAL);
    ck_assert_int_eq(err.code, BCQ_E_INVAL);
    /* decoded once: the same operands every time */
    bcq_constant a, b;
    ck_assert_int_eq(bcq_constant_get(f, 0, 143, &a, NULL), 0);
    ck_assert_int_eq(bcq_constant_get(f, 0, 143, &b, NULL), 0);
    ck_assert_ptr_eq(a.ops, b.ops);
    bcq_close(f);
    /* not IR */
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("diag.dia"), NULL, &f,
                                   NULL), 0);
    ck_assert_int_eq(bcq_constant_get(f, 0, 0, &c, &err), BCQ_E_NOT_IR);
    bcq_close(f);
}
END_TEST

/* Module constants are decoded when first asked for, not by the module's
 * facts: no CONSTANTS body is read before. */
START_TEST(constants_on_demand)
{
    const bcq_module *mod;
    bcq_file *f = open_fixture("cxx.bc", &mod);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_CONSTANTS_BLOCK_ID), 0);
    bcq_constant c;
    ck_assert_int_eq(bcq_constant_get(f, 0, 43, &c, NULL), 0);
    /* the type table counts the constants, the table decodes them */
    uint64_t once = bcq_stat_bodies_read(f, TU_CONSTANTS_BLOCK_ID);
    ck_assert_uint_ge(once, 1);
    ck_assert_uint_le(once, 2);
    for (uint64_t id = 35; id < 82; id++)
        ck_assert_int_eq(bcq_constant_get(f, 0, id, &c, NULL), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_CONSTANTS_BLOCK_ID), once);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, TU_FUNCTION_BLOCK_ID), 0);
    bcq_close(f);
}
END_TEST

/* bcq_constant_get on a module of n CONSTANTS blocks of one AGGREGATE
 * each (naming the global value 0 and the constant before it): the last
 * constant holds what it was written with. */
static void decode_blocks(uint64_t n)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, 2);
    bw_enter(&w, 3, TU_TYPE_BLOCK_ID_NEW, 4);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 32);  /* 0 i32 */
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, 0, 0); /* 1 i32* */
    bw_end(&w, 4);
    /* @g = external global i32 (name at 0+1 of the STRTAB) */
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 0, 1, 0, 2, 0, 0, 2, 0);
    for (uint64_t i = 0; i < n; i++) {
        bw_enter(&w, 3, TU_CONSTANTS_BLOCK_ID, 4);
        TU_REC(&w, 4, C(AGGREGATE), 0, i);
        bw_end(&w, 4);
    }
    bw_end(&w, 3);
    tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "g", 1, NULL);
    tu_opened o = tu_open_bw(&w, 0);
    bw_free(&w);
    ck_assert_int_eq(o.rc, 0);
    bcq_constant c;
    bcq_error err;
    ck_assert_msg(bcq_constant_get(o.f, 0, n, &c, &err) == 0, "%s",
                  err.message);
    ck_assert_uint_eq(c.nops, 2);
    ck_assert_uint_eq(c.ops[0], 0);
    ck_assert_uint_eq(c.ops[1], n - 1);
    tu_close(&o);
}

/* Many CONSTANTS blocks in one module, each naming the constant of the
 * block before it.  Every operand is checked once, at its record (and a
 * forward one again at its block's end): a check of every constant after
 * every block took n^2/2 steps, 5.5 s for these 60 000 blocks.  How long
 * it takes is the benchmark's business (bench/), not a timed test's. */
START_TEST(many_constants_blocks)
{
    decode_blocks(60000);
}
END_TEST

Suite *make_constants_suite(void)
{
    Suite *s = suite_create("constants");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, link_constants);
    tcase_add_test(tc, cxx_vtables);
    tcase_add_test(tc, insts_blockaddress);
    tcase_add_test(tc, function_constants);
    tcase_add_test(tc, function_cmp);
    tcase_add_test(tc, constant_errors);
    tcase_add_test(tc, constants_on_demand);
    tcase_add_test(tc, many_constants_blocks);
    suite_add_tcase(s, tc);
    return s;
}
