/* check_refs_hand.c - lib/ir/refs.c on a module written here with the
 * bit writer, for what no fixture holds: one function called and
 * address-taken by the same body, a callee behind two casts (a call) and
 * behind a cast of a GEP (an address), a function constant that names a
 * module constant, and prefix, prologue and personality that name global
 * values.  llvm-dis 14 reads it as (casts of casts folded, types
 * shortened)
 *
 *   @tab = constant [2 x i8*] [bitcast @g to i8*, bitcast @h to i8*]
 *   @al = alias i8, getelementptr inbounds (i8, bitcast @g, i32 2)
 *   define void @f() prefix bitcast @h prologue bitcast @g
 *                    personality bitcast @h {
 *     call void @g()            ; a CALL record naming @g
 *     call void @g()            ; one naming bitcast (bitcast @g)
 *     call void bitcast (getelementptr inbounds (i8, bitcast @g, i32 2))()
 *     call void @h()            ; bitcast (bitcast @h), f's own constant
 *     %1 = icmp eq i8* bitcast @g, bitcast @h
 *     ret void
 *   }
 *   define void @g() { call void @f()  ret void }
 *   declare void @h()
 */
#include "config.h"

#include <check.h>
#include <string.h>

#include "suites.h"
#include "testutil.h"

enum { V_F, V_G, V_H, V_TAB, V_AL, NGLOBALS };

#define CALL_EXPLICIT (1u << 15) /* the call record's explicit-type flag */

static tu_opened build(void)
{
    bw w;
    bw_init(&w);
    bw_magic_ir(&w);
    tu_module_begin(&w, 3, 2);
    bw_enter(&w, 3, TU_TYPE_BLOCK_ID_NEW, 4);
    tu_rec(&w, 4, TU_TYPE_CODE_NUMENTRY, 7);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 32);    /* 0 i32 */
    TU_REC0(&w, 4, TU_TYPE_CODE_VOID);          /* 1 void */
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, 1); /* 2 void () */
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, 2, 0);  /* 3 void ()* */
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 8);     /* 4 i8 */
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, 4, 0);  /* 5 i8* */
    TU_REC(&w, 4, TU_TYPE_CODE_ARRAY, 2, 5);    /* 6 [2 x i8*] */
    bw_end(&w, 4);
    /* v2 FUNCTION [strtab offset, size, type, cc, isproto, linkage,
     * paramattr, alignment, section, visibility, gc, unnamed_addr,
     * prologue+1, dllstorage, comdat, prefix+1, personality+1] */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0,
           0, 5 + 1, 0, 0, 6 + 1, 6 + 1); /* @f */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0,
           0); /* @g */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 2, 1, 2, 0, 1, 0, 0, 0, 0, 0, 0,
           0); /* declare @h */
    /* GLOBALVAR [offset, size, type, constant | explicit type, init+1,
     * linkage, alignment, section] */
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 3, 3, 6, 3, 7 + 1, 0, 0, 0);
    /* ALIAS [offset, size, type, address space, aliasee, linkage] */
    TU_REC(&w, 3, TU_MODULE_CODE_ALIAS, 6, 2, 4, 0, 10, 0);

    bw_enter(&w, 3, TU_CONSTANTS_BLOCK_ID, 4); /* from value 5 on */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 5);
    TU_REC(&w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 3, V_G); /* 5 */
    TU_REC(&w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 3, V_H); /* 6 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 6);
    TU_REC(&w, 4, TU_CST_CODE_AGGREGATE, 5, 6);                  /* 7 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 3);
    TU_REC(&w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 5, 5);   /* 8 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 0);
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 4);                       /* 9 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 5);
    TU_REC(&w, 4, TU_CST_CODE_CE_INBOUNDS_GEP, 4, 5, 5, 0, 9);   /* 10 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 3);
    TU_REC(&w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 5, 10);  /* 11 */
    bw_end(&w, 4);

    /* @f: no arguments; its constant is %12, its icmp %13 */
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
    tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
    bw_enter(&w, 4, TU_CONSTANTS_BLOCK_ID, 4);
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 3);
    TU_REC(&w, 4, TU_CST_CODE_CE_CAST, TU_CAST_BITCAST, 5, 6);   /* 12 */
    bw_end(&w, 4);
    /* CALL [paramattr, cc | explicit, fnty, callee (relative to 13)] */
    TU_REC(&w, 4, TU_FUNC_CODE_INST_CALL, 0, CALL_EXPLICIT, 2, 13 - V_G);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_CALL, 0, CALL_EXPLICIT, 2, 13 - 8);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_CALL, 0, CALL_EXPLICIT, 2, 13 - 11);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_CALL, 0, CALL_EXPLICIT, 2, 13 - 12);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_CMP2, 13 - 5, 13 - 6, 32); /* eq */
    TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
    bw_end(&w, 4);
    /* @g */
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
    tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_CALL, 0, CALL_EXPLICIT, 2, 12 - V_F);
    TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
    bw_end(&w, 4);
    bw_end(&w, 3);
    tu_blob_block(&w, TU_STRTAB_BLOCK_ID, "fghtabal", 8, NULL);
    tu_opened o = tu_open_bw(&w, 0);
    bw_free(&w);
    ck_assert_int_eq(o.rc, 0);
    return o;
}

/* The references of value v must be want[0..n) (value << 8 | kind). */
static void expect(const bcq_file *f, size_t v, const uint64_t *want,
                   size_t n)
{
    const bcq_ref *r;
    size_t nr;
    bcq_error err;
    ck_assert_msg(bcq_refs_get(f, 0, v, BCQ_REFS_BODY, &r, &nr, &err) == 0,
                  "value %zu: %s", v, err.message);
    for (size_t i = 0; i < nr && i < n; i++)
        ck_assert_msg(((uint64_t)r[i].value_id << 8 | r[i].kind) == want[i],
                      "value %zu: reference %zu is %s of %zu, want %s of "
                      "%llu",
                      v, i, bcq_ref_kind_name(r[i].kind), r[i].value_id,
                      bcq_ref_kind_name((unsigned)(want[i] & 0xff)),
                      (unsigned long long)(want[i] >> 8));
    ck_assert_msg(nr == n, "value %zu: %zu references, want %zu", v, nr, n);
}
#define R(v, k) ((uint64_t)(v) << 8 | BCQ_REF_##k)
#define EXPECT(f, v, ...)                                                     \
    do {                                                                      \
        static const uint64_t w_[] = {__VA_ARGS__};                           \
        expect((f), (v), w_, TU_NOPS(w_));                                    \
    } while (0)

START_TEST(every_kind)
{
    tu_opened o = build();
    const bcq_module *mod;
    ck_assert_int_eq(bcq_module_get(o.f, 0, &mod, NULL), 0);
    ck_assert_uint_eq(mod->nglobals, NGLOBALS);
    const bcq_global *g = tu_global(mod, V_F);
    ck_assert_uint_eq(g->prologue, 5);
    ck_assert_uint_eq(g->prefix, 6);
    ck_assert_uint_eq(g->personality, 6);
    /* @f: @g called directly and through two casts, its address taken
     * through a cast of a GEP (no cast of a global: not a call) and in
     * the icmp, and in the prologue; @h called through f's own constant,
     * compared, and in prefix and personality */
    EXPECT(o.f, V_F, R(V_G, CALL), R(V_G, ADDRESS), R(V_G, PROLOGUE),
           R(V_H, CALL), R(V_H, ADDRESS), R(V_H, PERSONALITY),
           R(V_H, PREFIX));
    EXPECT(o.f, V_G, R(V_F, CALL));
    expect(o.f, V_H, NULL, 0);
    EXPECT(o.f, V_TAB, R(V_G, INITIALIZER), R(V_H, INITIALIZER));
    EXPECT(o.f, V_AL, R(V_G, ALIASEE));
    tu_close(&o);
}
END_TEST

/* The instruction view names each call's callee operand. */
START_TEST(callee_slot)
{
    tu_opened o = build();
    bcq_function fn;
    bcq_error err;
    ck_assert_int_eq(bcq_function_by_value(o.f, 0, V_F, &fn, &err), 0);
    bcq_insts *it;
    ck_assert_int_eq(bcq_insts_open(o.f, &fn, &it, &err), 0);
    static const uint64_t callees[] = {V_G, 8, 11, 12};
    size_t ncalls = 0;
    bcq_inst in;
    int rc;
    while ((rc = bcq_insts_next(it, &in, &err)) == 0) {
        if (in.kind != BCQ_INST_RECORD)
            continue;
        if (in.record.code != TU_FUNC_CODE_INST_CALL) {
            ck_assert_uint_eq(in.callee, BCQ_NONE);
            continue;
        }
        ck_assert_uint_lt(ncalls, TU_NOPS(callees));
        ck_assert_uint_eq(in.callee, 3); /* [paramattr, cc, fnty, callee] */
        ck_assert_int_eq(in.kinds[3], BCQ_OPND_VALUE);
        ck_assert_uint_eq(in.vals[3], callees[ncalls]);
        ncalls++;
    }
    ck_assert_int_eq(rc, BCQ_END);
    ck_assert_uint_eq(ncalls, 4);
    bcq_insts_close(it);
    tu_close(&o);
}
END_TEST

Suite *make_refs_hand_suite(void)
{
    Suite *s = suite_create("refs_hand");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, every_kind);
    tcase_add_test(tc, callee_slot);
    suite_add_tcase(s, tc);
    return s;
}
