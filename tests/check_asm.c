/* check_asm.c - lib/asm/type.c, const.c, ident.c, names.c and sink.c on a
 * module written here with the bit writer: every kind of type as text
 * (TypePrinting::print), constants as llvm-dis writes them (integers,
 * i1, floats that round-trip and floats that do not, c"..." with escapes,
 * aggregates, data vectors, null, undef, poison, zeroinitializer, casts,
 * getelementptr, binary operators with flags), and what a hostile table
 * holds: a type that contains itself, a type id past the table, a
 * constant that contains itself, a chain of constants deeper than the
 * printer's cap: each an error, none a recursion.  Inline asm of each
 * record version; metadata attachments, operand bundles and DEBUG_LOC
 * locations of bodies (fixtures and a module written here, hostile ones
 * included).  The fixtures are compared whole with llvm-dis by
 * tests/dis.sh. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"
#include "asm/intrin.h"
#include "suites.h"
#include "testutil.h"

enum { TY_I32, TY_I8, TY_PTR, TY_ANON, TY_FOO, TY_FLOAT, TY_V4F, TY_NXV4I32,
       TY_A3I8, TY_FN, TY_I8P, TY_TARGET, TY_I1, TY_DOUBLE, TY_CYCLE,
       TY_PAST, TY_PTR1, TY_PACKED, TY_A6I8, TY_A2I32, NTYPES };

#define DEEP 70 /* constants in a chain, past BCQ__ASM_DEPTH (64) */
#define ASM0 (19 + DEEP) /* the inline asm constants after the chain */
#define NASM 4

/* The start of a module written here (version 2, abbreviation width 3),
 * in its TYPE_BLOCK (width 4). */
static void module_start(bw *w)
{
    bw_init(w);
    bw_magic_ir(w);
    tu_module_begin(w, 3, 2);
    bw_enter(w, 3, TU_TYPE_BLOCK_ID_NEW, 4);
}

/* The end of a module written here: its MODULE_BLOCK closed, a STRTAB of
 * names (n bytes), opened; the writer freed. */
static tu_opened module_end(bw *w, const char *names, size_t n)
{
    bw_end(w, 3);
    tu_blob_block(w, TU_STRTAB_BLOCK_ID, names, n, NULL);
    tu_opened o = tu_open_bw(w, 0);
    bw_free(w);
    ck_assert_int_eq(o.rc, 0);
    return o;
}

static tu_opened build(void)
{
    bw w;
    module_start(&w);
    /* NUMENTRY, a size hint: one of 2^40, which both type tables cap by
     * the block's size (lib/ir/types.c, lib/asm/type.c) */
    tu_rec(&w, 4, TU_TYPE_CODE_NUMENTRY, UINT64_C(1) << 40);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 32);           /* i32 */
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 8);            /* i8 */
    tu_rec(&w, 4, TU_TYPE_CODE_OPAQUE_POINTER, 0);     /* ptr */
    TU_REC(&w, 4, 18, 0, TY_I32, TY_PTR);              /* STRUCT_ANON */
    tu_str_rec(&w, 4, 19, "struct.foo");               /* STRUCT_NAME */
    TU_REC(&w, 4, 20, 0, TY_I32);                      /* STRUCT_NAMED */
    TU_REC0(&w, 4, 3);                                 /* float */
    TU_REC(&w, 4, 12, 4, TY_FLOAT);                    /* VECTOR */
    TU_REC(&w, 4, 12, 4, TY_I32, 1);                   /* scalable */
    TU_REC(&w, 4, TU_TYPE_CODE_ARRAY, 3, TY_I8);
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 1, TY_I32, TY_PTR);
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, TY_I8, 0);     /* i8* */
    tu_str_rec(&w, 4, 19, "spirv.Image");
    TU_REC(&w, 4, TU_TYPE_CODE_TARGET_TYPE, 1, TY_I8, 1);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 1);            /* i1 */
    TU_REC0(&w, 4, 4);                                 /* double */
    TU_REC(&w, 4, TU_TYPE_CODE_ARRAY, 2, TY_CYCLE);    /* itself */
    TU_REC(&w, 4, TU_TYPE_CODE_POINTER, 99, 0);        /* past */
    tu_rec(&w, 4, TU_TYPE_CODE_OPAQUE_POINTER, 1);
    TU_REC(&w, 4, 18, 1, TY_I8);                       /* packed */
    TU_REC(&w, 4, TU_TYPE_CODE_ARRAY, 6, TY_I8);
    TU_REC(&w, 4, TU_TYPE_CODE_ARRAY, 2, TY_I32);
    bw_end(&w, 4);
    /* @x: a declaration [offset, size, type, explicit, init, linkage,
     * alignment, section] */
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 0, 1, TY_I32, 2, 0, 0, 0, 0);
    bw_enter(&w, 3, TU_CONSTANTS_BLOCK_ID, 4); /* from value 1 on */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_I32);
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 10);             /* 1: 5 */
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 11);             /* 2: -5 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_I1);
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 3);              /* 3: true */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_FLOAT);
    tu_rec(&w, 4, TU_CST_CODE_FLOAT, 0x3FC00000);       /* 4: 1.5 */
    tu_rec(&w, 4, TU_CST_CODE_FLOAT, 0x3DCCCCCD);       /* 5: 0.1f */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_DOUBLE);
    tu_rec(&w, 4, TU_CST_CODE_FLOAT, 0x40091EB851EB851Full); /* 6: 3.14 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_A6I8);
    TU_REC(&w, 4, TU_CST_CODE_CSTRING, 'a', '"', 'b', '\n', '\\'); /* 7 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_A3I8);
    TU_REC(&w, 4, TU_CST_CODE_STRING, 'x', 'y', 'z');   /* 8 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_PTR);
    TU_REC0(&w, 4, TU_CST_CODE_NULL);                   /* 9 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_ANON);
    TU_REC(&w, 4, TU_CST_CODE_AGGREGATE, 1, 9);         /* 10 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_V4F);
    TU_REC(&w, 4, TU_CST_CODE_DATA, 0x3F800000, 0, 0x40000000,
           0xBF800000);                                 /* 11 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_I32);
    TU_REC0(&w, 4, TU_CST_CODE_UNDEF);                  /* 12 */
    TU_REC0(&w, 4, TU_CST_CODE_POISON);                 /* 13 */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_A2I32);
    TU_REC0(&w, 4, TU_CST_CODE_NULL);                   /* 14 */
    TU_REC(&w, 4, TU_CST_CODE_AGGREGATE, 15, 1);        /* 15: itself */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_I32);
    TU_REC(&w, 4, TU_CST_CODE_CE_CAST, 9, TY_PTR, 0);   /* 16: ptrtoint */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_PTR);
    TU_REC(&w, 4, 32, TY_I8, 1, TY_PTR, 0, TY_I32, 1);  /* 17: CE_GEP */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_I32);
    TU_REC(&w, 4, TU_CST_CODE_CE_BINOP, 0, 16, 1, 3);   /* 18: add */
    for (unsigned i = 0; i < DEEP; i++) /* 19..: each adds the last */
        TU_REC(&w, 4, TU_CST_CODE_CE_BINOP, 0, 18 + i, 1);
    /* ASM0..: inline asm, INLINEASM (30) [fnty, flags, asm, constraints]
     * and the older records without fnty: OLD (18, 2 flags), OLD3 (28, 4
     * flags); the last says its asm string is longer than the record */
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, TY_PTR);
    TU_REC(&w, 4, 30, TY_FN, 1 | 4, 3, 'n', 'o', 'p', 2, '~', 'x');
    TU_REC(&w, 4, 18, 3 | 4, 1, 'a', 0);
    TU_REC(&w, 4, 28, 2 | 8, 2, '\\', '"', 1, 0x7f);
    TU_REC(&w, 4, 30, TY_FN, 0, 200, 'x');
    bw_end(&w, 4);
    tu_opened o = module_end(&w, "x", 1);
    return o;
}

static const char *const type_text[NTYPES] = {
    "i32", "i8", "ptr", "{ i32, ptr }", "%struct.foo", "float",
    "<4 x float>", "<vscale x 4 x i32>", "[3 x i8]", "i32 (ptr, ...)",
    "i8*", "target(\"spirv.Image\", i8, 1)", "i1", "double", NULL, NULL,
    "ptr addrspace(1)", "<{ i8 }>", "[6 x i8]", "[2 x i32]"};

/* Global value id of a's module printed whole: the text want. */
static void assert_global(bcq_asm *a, size_t id, const char *want)
{
    bcq_error err;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_msg(bcq_asm_global(a, id, bcq_textbuf_sink, &b, &err) == 0,
                  "%s", err.message);
    ck_assert_str_eq(b.ptr, want);
    bcq_textbuf_free(&b);
}

START_TEST(types)
{
    tu_opened o = build();
    bcq_asm *a;
    bcq_error err;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
    for (unsigned i = 0; i < NTYPES; i++) {
        if (!type_text[i])
            continue;
        bcq_textbuf b = BCQ_TEXTBUF_INIT;
        ck_assert_msg(bcq_asm_type(a, i, bcq_textbuf_sink, &b, &err) == 0,
                      "type %u: %s", i, err.message);
        ck_assert_str_eq(b.ptr, type_text[i]);
        bcq_textbuf_free(&b);
    }
    bcq_asm_close(a);
    tu_close(&o);
}
END_TEST

/* A type that contains itself, one that names a type past the table, an
 * id past the table: errors, and nothing reaches the sink. */
START_TEST(hostile_types)
{
    tu_opened o = build();
    bcq_asm *a;
    bcq_error err;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
    ck_assert_int_eq(bcq_asm_type(a, TY_CYCLE, bcq_textbuf_sink, &b, &err),
                     BCQ_E_BAD_RECORD);
    ck_assert_ptr_nonnull(strstr(err.message, "deeper"));
    ck_assert_int_eq(bcq_asm_type(a, TY_PAST, bcq_textbuf_sink, &b, &err),
                     BCQ_E_BAD_RECORD);
    ck_assert_ptr_nonnull(strstr(err.message, "past the type table"));
    ck_assert_int_eq(bcq_asm_type(a, NTYPES, bcq_textbuf_sink, &b, &err),
                     BCQ_E_RANGE);
    ck_assert_uint_eq(b.len, 0);
    ck_assert_int_eq(bcq_asm_type(NULL, 0, bcq_textbuf_sink, &b, &err),
                     BCQ_E_INVAL);
    ck_assert_int_eq(bcq_asm_type(a, 0, NULL, &b, &err), BCQ_E_INVAL);
    bcq_asm_close(a);
    tu_close(&o);
}
END_TEST

/* The printer's types are decoded with the IR layer's table where that is
 * not built yet (bcq__atypes_read_fed), else read on their own: the same
 * text either way.  A type the printer refuses and the IR layer takes (an
 * integer of width 0) is the same error either way too, and the table the
 * IR layer built on the way is kept, as ever. */
static tu_opened width0_module(void)
{
    bw w;
    module_start(&w);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 32);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 0); /* i0 */
    bw_end(&w, 4);
    bw_enter(&w, 3, TU_CONSTANTS_BLOCK_ID, 4);
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 0);
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 10);
    bw_end(&w, 4);
    return module_end(&w, "", 0);
}

static int count_record(void *arg, const bcq_record *r, bcq_error *err)
{
    (void)r;
    (void)err;
    ++*(size_t *)arg;
    return 0;
}

START_TEST(types_one_decode)
{
    {
        /* the IR layer's build feeds every TYPE record once: NUMENTRY,
         * the types and two STRUCT_NAMEs; a table already built, none */
        tu_opened o = build();
        bcq_error err;
        const bcq__types *t;
        size_t n = 0;
        bcq__types_feed fd = {count_record, &n, 0, 0};
        ck_assert_int_eq(bcq__types_get_fed(o.f, 0, &t, &fd, &err), 0);
        ck_assert_int_eq(fd.fed, 1);
        ck_assert_uint_eq(n, NTYPES + 3);
        ck_assert_uint_eq(t->n, NTYPES);
        ck_assert_int_eq(bcq__types_get_fed(o.f, 0, &t, &fd, &err), 0);
        ck_assert_int_eq(fd.fed, 0);
        ck_assert_uint_eq(n, NTYPES + 3);
        tu_close(&o);
    }
    for (int built = 0; built < 2; built++) {
        tu_opened o = build();
        bcq_asm *a;
        bcq_error err;
        const bcq__types *t;
        if (built) /* the IR layer's table first: not fed */
            ck_assert_int_eq(bcq__types_get(o.f, 0, &t, &err), 0);
        ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
        for (unsigned i = 0; i < NTYPES; i++) {
            bcq_textbuf b = BCQ_TEXTBUF_INIT;
            if (type_text[i]) {
                ck_assert_int_eq(bcq_asm_type(a, i, bcq_textbuf_sink, &b,
                                              &err), 0);
                ck_assert_str_eq(b.ptr, type_text[i]);
            }
            bcq_textbuf_free(&b);
        }
        bcq_asm_close(a);
        tu_close(&o);
    }
    bcq_error first;
    for (int built = 0; built < 2; built++) {
        tu_opened o = width0_module();
        bcq_asm *a = NULL;
        bcq_error err;
        const bcq__types *t;
        if (built)
            ck_assert_int_eq(bcq__types_get(o.f, 0, &t, &err), 0);
        ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), BCQ_E_BAD_RECORD);
        ck_assert_ptr_null(a);
        ck_assert_ptr_nonnull(strstr(err.message, "integer type of width 0"));
        if (built) {
            ck_assert_str_eq(err.message, first.message);
            ck_assert_uint_eq(err.bit, first.bit);
            ck_assert_uint_eq(err.block_bit, first.block_bit);
        } else {
            first = err;
            /* the table the printer's read came with: built, kept */
            ck_assert_int_eq(bcq__types_get(o.f, 0, &t, &err), 0);
            ck_assert_uint_eq(t->n, 2);
            ck_assert_uint_eq(t->nconsts, 1);
        }
        tu_close(&o);
    }
}
END_TEST

static const char *const const_text[] = {
    NULL, "5", "-5", "true", "1.500000e+00", "0x3FB99999A0000000",
    "3.140000e+00", "c\"a\\22b\\0A\\\\\\00\"", "c\"xyz\"", "null",
    "{ i32 5, ptr null }",
    "<float 1.000000e+00, float 0.000000e+00, float 2.000000e+00, float "
    "-1.000000e+00>",
    "undef", "poison", "zeroinitializer", NULL,
    "ptrtoint (ptr @x to i32)", "getelementptr inbounds (i8, ptr @x, i32 5)",
    "add nuw nsw (i32 ptrtoint (ptr @x to i32), i32 5)"};

START_TEST(constants)
{
    tu_opened o = build();
    bcq_asm *a;
    bcq_error err;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
    for (unsigned i = 1; i < TU_NOPS(const_text); i++) {
        if (!const_text[i])
            continue;
        bcq_textbuf b = BCQ_TEXTBUF_INIT;
        ck_assert_msg(bcq_asm_constant(a, i, 0, bcq_textbuf_sink, &b,
                                       &err) == 0,
                      "constant %u: %s", i, err.message);
        ck_assert_str_eq(b.ptr, const_text[i]);
        bcq_textbuf_free(&b);
    }
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_asm_constant(a, 1, BCQ_ASM_TYPED, bcq_textbuf_sink,
                                      &b, &err), 0);
    ck_assert_str_eq(b.ptr, "i32 5");
    bcq_textbuf_free(&b);
    ck_assert_int_eq(bcq_asm_constant(a, 0, BCQ_ASM_TYPED, bcq_textbuf_sink,
                                      &b, &err), 0);
    ck_assert_str_eq(b.ptr, "ptr @x");
    bcq_textbuf_free(&b);
    assert_global(a, 0, "@x = external global i32\n");
    bcq_asm_close(a);
    tu_close(&o);
}
END_TEST

/* A constant that contains itself and a chain deeper than the cap:
 * BCQ_E_BAD_RECORD, nothing written; an id past the constants:
 * BCQ_E_NOT_FOUND. */
START_TEST(hostile_constants)
{
    tu_opened o = build();
    bcq_asm *a;
    bcq_error err;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
    ck_assert_int_eq(bcq_asm_constant(a, 15, 0, bcq_textbuf_sink, &b, &err),
                     BCQ_E_BAD_RECORD);
    ck_assert_ptr_nonnull(strstr(err.message, "contains itself"));
    ck_assert_int_eq(bcq_asm_constant(a, 18 + DEEP, 0, bcq_textbuf_sink, &b,
                                      &err),
                     BCQ_E_BAD_RECORD);
    ck_assert_uint_eq(b.len, 0);
    /* within the cap it prints */
    ck_assert_int_eq(bcq_asm_constant(a, 19, 0, bcq_textbuf_sink, &b, &err),
                     0);
    bcq_textbuf_free(&b);
    ck_assert_int_eq(bcq_asm_constant(a, ASM0 + NASM, 0, bcq_textbuf_sink,
                                      &b, &err),
                     BCQ_E_NOT_FOUND);
    ck_assert_int_eq(bcq_asm_constant(a, 1, 2, bcq_textbuf_sink, &b, &err),
                     BCQ_E_INVAL);
    bcq_asm_close(a);
    tu_close(&o);
}
END_TEST

/* Issue 22, item 4: the printer reads of the module's constants only the
 * records of those it prints (a constant expression: its operands too),
 * the rest placed by the IR layer's step, not read. */
static size_t constants_read(const bcq_asm *a)
{
    size_t k = 0;
    for (size_t i = 0; a->consts.pt && i < a->consts.n; i++)
        k += a->consts.got[i] != NULL;
    return k;
}

START_TEST(constants_read_on_use)
{
    tu_opened o = build();
    bcq_asm *a;
    bcq_error err;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
    ck_assert_ptr_nonnull(a->consts.pt);
    ck_assert_uint_eq(a->consts.n, ASM0 + NASM - 1);
    ck_assert_uint_eq(constants_read(a), 0);
    /* its type is placed with it: no record read */
    ck_assert_int_eq(bcq_asm_constant(a, 0, BCQ_ASM_TYPED, bcq_textbuf_sink,
                                      &b, &err), 0);
    ck_assert_uint_eq(constants_read(a), 0);
    bcq_textbuf_free(&b);
    ck_assert_int_eq(bcq_asm_constant(a, 1, 0, bcq_textbuf_sink, &b, &err),
                     0);
    ck_assert_uint_eq(constants_read(a), 1);
    bcq_textbuf_free(&b);
    /* 18: add (16: ptrtoint (@x), 1: 5): three records, 1 read before */
    ck_assert_int_eq(bcq_asm_constant(a, 18, 0, bcq_textbuf_sink, &b, &err),
                     0);
    ck_assert_str_eq(b.ptr, const_text[18]);
    ck_assert_uint_eq(constants_read(a), 3);
    ck_assert_ptr_nonnull(a->consts.got[15]);
    ck_assert_ptr_nonnull(a->consts.got[17]);
    bcq_textbuf_free(&b);
    bcq_asm_close(a);
    tu_close(&o);
}
END_TEST

/* Module constants are placed at open and each record read when printed
 * (const.c).  A block that defines an abbreviation after its first record
 * (LLVM never does) cannot be read so: the table is then read whole and
 * prints the same.  A SETTYPE without operands fails the open, as the
 * whole read failed it. */
static tu_opened build_constants(int empty_settype)
{
    static const bw_op ab[] = {{BW_LIT, TU_CST_CODE_INTEGER}, {BW_VBR, 8}};
    bw w;
    module_start(&w);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 32);
    bw_end(&w, 4);
    bw_enter(&w, 3, TU_CONSTANTS_BLOCK_ID, 4);
    tu_rec(&w, 4, TU_CST_CODE_SETTYPE, 0);
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 10);          /* 0: 5 */
    bw_define_abbrev(&w, 4, TU_NOPS(ab), ab);        /* after it: id 4 */
    bw_fixed(&w, 4, 4);
    bw_vbr(&w, 8, 300);                              /* 1: 150 */
    if (empty_settype)
        TU_REC0(&w, 4, TU_CST_CODE_SETTYPE);
    tu_rec(&w, 4, TU_CST_CODE_INTEGER, 15);          /* 2: -7 */
    bw_end(&w, 4);
    tu_opened o = module_end(&w, "", 0);
    return o;
}

START_TEST(constants_late_abbrev)
{
    static const char *const want[] = {"i32 5", "i32 150", "i32 -7"};
    tu_opened o = build_constants(0);
    bcq_asm *a;
    bcq_error err;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
    /* the one after the abbreviation first: the whole read, then the
     * others from it */
    for (unsigned k = 0; k < 3; k++) {
        unsigned i = (k + 1) % 3;
        bcq_textbuf b = BCQ_TEXTBUF_INIT;
        ck_assert_msg(bcq_asm_constant(a, i, BCQ_ASM_TYPED,
                                       bcq_textbuf_sink, &b, &err) == 0,
                      "constant %u: %s", i, err.message);
        ck_assert_str_eq(b.ptr, want[i]);
        bcq_textbuf_free(&b);
    }
    bcq_asm_close(a);
    tu_close(&o);
    o = build_constants(1);
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), BCQ_E_BAD_RECORD);
    ck_assert_ptr_null(a);
    ck_assert_str_eq(err.message, "SETTYPE record is empty");
    ck_assert_uint_eq(err.block_id, TU_CONSTANTS_BLOCK_ID);
    tu_close(&o);
}
END_TEST

/* Inline asm as WriteAsOperandInternal writes it (the flags in
 * llvm-dis's order, dialect 0 not written, strings escaped as
 * printEscapedString: tests/data/asm/bundles.ll has each form against
 * llvm-dis); INLINEASM_OLD keeps two flags of its first operand; a string
 * longer than its record is BCQ_E_BAD_RECORD. */
START_TEST(inline_asm)
{
    static const char *const want[NASM - 1] = {
        "asm sideeffect inteldialect \"nop\", \"~x\"",
        "asm sideeffect alignstack \"a\", \"\"",
        "asm alignstack unwind \"\\\\\\22\", \"\\7F\""};
    tu_opened o = build();
    bcq_asm *a;
    bcq_error err;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
    for (unsigned i = 0; i < NASM - 1; i++) {
        bcq_textbuf b = BCQ_TEXTBUF_INIT;
        ck_assert_msg(bcq_asm_constant(a, ASM0 + i, 0, bcq_textbuf_sink, &b,
                                       &err) == 0,
                      "%s", err.message);
        ck_assert_str_eq(b.ptr, want[i]);
        bcq_textbuf_free(&b);
    }
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_asm_constant(a, ASM0 + NASM - 1, 0,
                                      bcq_textbuf_sink, &b, &err),
                     BCQ_E_BAD_RECORD);
    ck_assert_uint_eq(b.len, 0);
    bcq_asm_close(a);
    tu_close(&o);
}
END_TEST

/* A definition with operand bundles and attachments (tests/data/asm):
 * its body alone is read; and a DEBUG_LOC location that is a LOCATION
 * node of the file prints as that node, as the debug record before it
 * names it (llvm-dis 19 prints one number for both). */
START_TEST(bundles_and_locations)
{
    bcq_file *f;
    bcq_asm *a;
    bcq_error err;
    size_t id;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("asm/bundles.bc"), NULL,
                                   &f, &err), 0);
    ck_assert_int_eq(bcq_asm_open(f, 0, &a, &err), 0);
    ck_assert_int_eq(bcq_global_find(f, 0, "bundles", 7, &id, &err), 0);
    ck_assert_msg(bcq_asm_global(a, id, bcq_textbuf_sink, &b, &err) == 0,
                  "%s", err.message);
    ck_assert_ptr_nonnull(strstr(b.ptr, "call void @sink(i32 %x) [ "
                                        "\"deopt\"(i32 1, i64 %y), "
                                        "\"tag two\"(), \"a\\22q\"(i32 %x) ]\n"));
    ck_assert_ptr_nonnull(strstr(b.ptr, " #2 [ \"deopt\"() ], !range !"));
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 1);
    bcq_textbuf_free(&b);
    bcq_asm_close(a);
    bcq_close(f);

    ck_assert_int_eq(bcq_open_path(tu_fixture_path("v19/c-O0-g.bc"), NULL,
                                   &f, &err), 0);
    ck_assert_int_eq(bcq_asm_open(f, 0, &a, &err), 0);
    ck_assert_int_eq(bcq_global_find(f, 0, "hash", 4, &id, &err), 0);
    ck_assert_msg(bcq_asm_global(a, id, bcq_textbuf_sink, &b, &err) == 0,
                  "%s", err.message);
    ck_assert_ptr_nonnull(strstr(b.ptr, "!DIExpression(), !111)\n"
                                        "  store i32 -2128831035, ptr %3, "
                                        "align 4, !dbg !111\n"));
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 1);
    bcq_textbuf_free(&b);
    bcq_asm_close(a);
    bcq_close(f);
}
END_TEST

/* @x, a variable of i32 whose ALIGNMENT field (log2 + 1) is log2p1, printed
 * into *b: the call's status. */
static int print_aligned(unsigned log2p1, bcq_textbuf *b, bcq_error *err)
{
    bw w;
    module_start(&w);
    tu_rec(&w, 4, TU_TYPE_CODE_INTEGER, 32);
    bw_end(&w, 4);
    TU_REC(&w, 3, TU_MODULE_CODE_GLOBALVAR, 0, 1, 0, 2, 0, 0, log2p1, 0);
    tu_opened o = module_end(&w, "x", 1);
    bcq_asm *a;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, err), 0);
    int rc = bcq_asm_global(a, 0, bcq_textbuf_sink, b, err);
    bcq_asm_close(a);
    tu_close(&o);
    return rc;
}

/* A variable's alignment: up to 2^32 printed (LLVM 16 on reads as much),
 * past it a damaged record, as LLVM's parseAlignmentValue says; 2^149
 * once made the printer shift by 149 (the fuzzer found it). */
START_TEST(variable_alignment)
{
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    bcq_error err;
    ck_assert_int_eq(print_aligned(3, &b, &err), 0);
    ck_assert_str_eq(b.ptr, "@x = external global i32, align 4\n");
    bcq_textbuf_free(&b);
    ck_assert_int_eq(print_aligned(33, &b, &err), 0);
    ck_assert_str_eq(b.ptr, "@x = external global i32, align 4294967296\n");
    bcq_textbuf_free(&b);
    static const unsigned past[] = {34, 64, 65, 150, 255};
    for (size_t i = 0; i < sizeof past / sizeof *past; i++) {
        ck_assert_int_eq(print_aligned(past[i], &b, &err), BCQ_E_BAD_RECORD);
        ck_assert_ptr_null(b.ptr); /* nothing written */
        ck_assert_ptr_nonnull(strstr(err.message, "an alignment of 2^"));
        ck_assert_uint_ne(err.bit, 0);
    }
}
END_TEST

/* @f (void(), one block, then a VALUE_SYMTAB naming it, then a second
 * DECLAREBLOCKS of 3 when redeclare) and @g (three blocks a, bb, ccc). */
static tu_opened two_functions(int redeclare)
{
    bw w;
    module_start(&w);
    TU_REC0(&w, 4, TU_TYPE_CODE_VOID);
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, 0);
    bw_end(&w, 4);
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0);
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4); /* @f */
    tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
    TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
    bw_enter(&w, 4, TU_VALUE_SYMTAB_BLOCK_ID, 4);
    TU_REC(&w, 4, 2, 0, 'x');
    bw_end(&w, 4);
    if (redeclare)
        tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 3);
    bw_end(&w, 4);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4); /* @g */
    tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 3);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_BR, 1);
    TU_REC(&w, 4, TU_FUNC_CODE_INST_BR, 2);
    TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
    bw_enter(&w, 4, TU_VALUE_SYMTAB_BLOCK_ID, 4);
    TU_REC(&w, 4, 2, 0, 'a');
    TU_REC(&w, 4, 2, 1, 'b', 'b');
    TU_REC(&w, 4, 2, 2, 'c', 'c', 'c');
    bw_end(&w, 4);
    bw_end(&w, 4);
    tu_opened o = module_end(&w, "fg", 2);
    return o;
}

/* A DECLAREBLOCKS after the block names (a second one) is a damaged body:
 * it once left blocks past the names' arrays, read as whatever the
 * printer's last function had there (the names of @g's blocks) or as
 * garbage.  @g, printed before or after, is unharmed. */
START_TEST(declareblocks_after_names)
{
    for (int order = 0; order < 2; order++) {
        tu_opened o = two_functions(1);
        bcq_asm *a;
        bcq_error err;
        ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
        for (int k = 0; k < 2; k++) {
            const size_t id = (size_t)(k ^ order); /* 0 @f, 1 @g */
            bcq_textbuf b = BCQ_TEXTBUF_INIT;
            int rc = bcq_asm_global(a, id, bcq_textbuf_sink, &b, &err);
            if (id == 0) {
                ck_assert_int_eq(rc, BCQ_E_BAD_RECORD);
                ck_assert_ptr_nonnull(strstr(err.message,
                                             "a second DECLAREBLOCKS"));
                ck_assert_ptr_null(b.ptr);
            } else {
                ck_assert_msg(rc == 0, "%s", err.message);
                ck_assert_str_eq(b.ptr, "define void @g() {\n"
                                        "a:\n  br label %bb\n\n"
                                        "bb:                                "
                                        "               ; preds = %a\n"
                                        "  br label %ccc\n\n"
                                        "ccc:                               "
                                        "               ; preds = %bb\n"
                                        "  ret void\n}\n");
            }
            bcq_textbuf_free(&b);
        }
        bcq_asm_close(a);
        tu_close(&o);
    }
    /* without the second DECLAREBLOCKS, @f prints */
    tu_opened o = two_functions(0);
    bcq_asm *a;
    ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, NULL), 0);
    assert_global(a, 0, "define void @f() {\nx:\n  ret void\n}\n");
    bcq_asm_close(a);
    tu_close(&o);
}
END_TEST

/* bcq__udec (every number of the text) against printf, at each power of
 * ten and its neighbours, where its 8-digit and 4-digit splits turn, and
 * over a stride of the first 20 million. */
START_TEST(udec_matches_printf)
{
    char b[BCQ__UDEC], want[32];
    uint64_t v = 1;
    for (int k = 0; k <= 19; k++, v *= 10) /* 10^19 < 2^64 */
        for (int d = -2; d <= 2; d++) {
            const uint64_t x = (uint64_t)((int64_t)v + d);
            if (d < 0 && x > v)
                continue; /* below 0 */
            const size_t i = bcq__udec(b, x);
            snprintf(want, sizeof want, "%llu", (unsigned long long)x);
            ck_assert_uint_eq(BCQ__UDEC - i, strlen(want));
            ck_assert_int_eq(memcmp(b + i, want, strlen(want)), 0);
        }
    for (uint64_t x = 0; x < 20000000; x += 997) {
        const size_t i = bcq__udec(b, x);
        snprintf(want, sizeof want, "%llu", (unsigned long long)x);
        ck_assert_uint_eq(BCQ__UDEC - i, strlen(want));
        ck_assert_int_eq(memcmp(b + i, want, strlen(want)), 0);
    }
    const size_t i = bcq__udec(b, UINT64_MAX);
    ck_assert_int_eq(memcmp(b + i, "18446744073709551615", 20), 0);
}
END_TEST

/* The number after "!dbg !" (or "!loc !") at the first at or after p. */
static long number_after(const char *p, const char *tag)
{
    const char *q = p ? strstr(p, tag) : NULL;
    ck_assert_ptr_nonnull(q);
    return strtol(q + strlen(tag), NULL, 10);
}

/* asm/loccollide14.bc: 71 DEBUG_LOCs whose fields all hash to one slot
 * of fmeta.c's table, numbered by the sort past BCQ__LOC_PROBES of them
 * (its README entry).  The numbers are what the hash gives: each
 * location the base plus its position, but the first and the last, whose
 * fields are those of node !20 that ret's !loc names, print as it. */
START_TEST(locations_by_sort)
{
    bcq_file *f;
    bcq_asm *a;
    bcq_error err;
    size_t id;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("asm/loccollide14.bc"),
                                   NULL, &f, &err), 0);
    ck_assert_int_eq(bcq_asm_open(f, 0, &a, &err), 0);
    ck_assert_int_eq(bcq_global_find(f, 0, "f", 1, &id, &err), 0);
    ck_assert_msg(bcq_asm_global(a, id, bcq_textbuf_sink, &b, &err) == 0,
                  "%s", err.message);
    const char *ret = strstr(b.ptr, "  ret i32 %v69, !dbg !");
    const long node = number_after(ret, "!loc !");
    ck_assert_int_eq(number_after(ret, "!dbg !"), node);
    ck_assert_int_eq(number_after(strstr(b.ptr, "%v0 = add"), "!dbg !"),
                     node);
    /* the function has no metadata of its own: the numbers of its
     * locations start after the module's */
    const long base = (long)a->md.count;
    ck_assert_int_gt(base, node);
    for (int k = 1; k < 70; k++) {
        char inst[32];
        snprintf(inst, sizeof inst, "  %%v%d = add", k);
        ck_assert_int_eq(number_after(strstr(b.ptr, inst), "!dbg !"),
                         base + k);
    }
    bcq_textbuf_free(&b);
    bcq_asm_close(a);
    bcq_close(f);
}
END_TEST

/* @f of asm/mdloc.bc (clang's shape: a METADATA_INDEX, uniqued
 * DILocations in the module's block that DEBUG_LOCs give again) printed
 * by the index; then with its METADATA_INDEX_OFFSET (two Fixed(32) at bit
 * 8548) made to point elsewhere, the block read whole: the same text. */
static int print_rc(const uint8_t *data, size_t n, const char *name,
                    bcq_textbuf *b, bcq_error *err)
{
    bcq_file *f;
    bcq_asm *a;
    size_t id;
    ck_assert_int_eq(bcq_open_mem(data, n, NULL, &f, err), 0);
    ck_assert_int_eq(bcq_asm_open(f, 0, &a, err), 0);
    ck_assert_int_eq(bcq_global_find(f, 0, name, strlen(name), &id, err), 0);
    int rc = bcq_asm_global(a, id, bcq_textbuf_sink, b, err);
    bcq_asm_close(a);
    bcq_close(f);
    return rc;
}

static char *print_f(const uint8_t *data, size_t n)
{
    bcq_error err;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_msg(print_rc(data, n, "f", &b, &err) == 0, "%s", err.message);
    return b.ptr;
}

static uint64_t bits_at(const uint8_t *d, uint64_t pos, unsigned w)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < w; i++)
        v |= (uint64_t)((d[(pos + i) / 8] >> ((pos + i) % 8)) & 1) << i;
    return v;
}

static void bits_set(uint8_t *d, uint64_t pos, unsigned w, uint64_t v)
{
    for (unsigned i = 0; i < w; i++) {
        uint8_t m = (uint8_t)(1u << ((pos + i) % 8));
        if ((v >> i) & 1)
            d[(pos + i) / 8] |= m;
        else
            d[(pos + i) / 8] &= (uint8_t)~m;
    }
}

START_TEST(metadata_index)
{
    size_t n;
    uint8_t *d = tu_read_fixture("asm/mdloc.bc", &n);
    ck_assert_ptr_nonnull(d);
    char *want = print_f(d, n);
    ck_assert_ptr_nonnull(strstr(want, "%a = add i32 %x, 1, !dbg !45, "
                                       "!loc !45\n"));
    ck_assert_ptr_nonnull(strstr(want, "ret i32 %c, !dbg !45\n"));
    ck_assert_uint_eq(bits_at(d, 8548, 32), 2256);
    ck_assert_uint_eq(bits_at(d, 8580, 32), 0);
    static const uint64_t off[] = {2256 - 28, 2256 + 28, 2261, 0,
                                   0xFFFFFFF0};
    for (size_t i = 0; i < sizeof off / sizeof *off; i++) {
        bits_set(d, 8548, 32, off[i]);
        char *got = print_f(d, n);
        ck_assert_str_eq(got, want);
        free(got);
    }
    free(want);
    free(d);
}
END_TEST

/* The METADATA_INDEX of asm/mdloc.bc (its 73 offsets VBR6, the second at
 * bit 10890, the last at 11388; each 28 there) is checked as far as the
 * ids looked up need it, 16 offsets at a time (md.c md_check): a zero
 * offset among the named nodes' (the last group) leaves @f's text as it
 * was, one in the first group is BCQ_E_BAD_RECORD naming those ids when
 * @f is printed (its !loc attachment looks up its location's node); @g
 * looks up none. */
START_TEST(metadata_index_checked_on_use)
{
    size_t n;
    uint8_t *d = tu_read_fixture("asm/mdloc.bc", &n);
    ck_assert_ptr_nonnull(d);
    char *want = print_f(d, n);
    ck_assert_uint_eq(bits_at(d, 10890, 6), 28);
    ck_assert_uint_eq(bits_at(d, 11388, 6), 28);
    bcq_error err;
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    bits_set(d, 11388, 6, 0); /* the last: not looked at */
    ck_assert_int_eq(print_rc(d, n, "f", &b, &err), 0);
    ck_assert_str_eq(b.ptr, want);
    bcq_textbuf_free(&b);
    bits_set(d, 11388, 6, 28);
    bits_set(d, 10890, 6, 0); /* the second: the first group's */
    ck_assert_int_eq(print_rc(d, n, "f", &b, &err), BCQ_E_BAD_RECORD);
    ck_assert_ptr_null(b.ptr); /* nothing written */
    ck_assert_ptr_nonnull(strstr(err.message, "ids 6 to 21"));
    ck_assert_uint_eq(err.bit, 10884);
    ck_assert_int_eq(print_rc(d, n, "g", &b, &err), 0);
    ck_assert_ptr_nonnull(strstr(b.ptr, "define i32 @g(i32 %x)"));
    bcq_textbuf_free(&b);
    /* the 21st (bit 11004): the second group's, summed, not kept
     * (md_check's VBR6 path) */
    bits_set(d, 10890, 6, 28);
    ck_assert_uint_eq(bits_at(d, 11004, 6), 28);
    bits_set(d, 11004, 6, 0);
    ck_assert_int_eq(print_rc(d, n, "f", &b, &err), BCQ_E_BAD_RECORD);
    ck_assert_ptr_nonnull(strstr(err.message, "ids 22 to 37"));
    free(want);
    free(d);
}
END_TEST

/* The records after g.bc's METADATA_INDEX (named metadata, then each
 * variable's GLOBAL_DECL_ATTACHMENT) are read when a variable is printed
 * (md.c read_rest), by a reader of their own.  With its first NAMED_NODE
 * made a NODE (a record that defines an id there), @g_init is
 * BCQ_E_BAD_RECORD; with its abbreviation id made 15 (none), which stops
 * a reader, BCQ_E_BAD_ABBREV; the same error each time, and @sum_table,
 * whose dbg.value calls look up DIExpressions through the index, prints
 * the same text before and after it. */
static uint64_t first_named_node(const uint8_t *d, size_t n)
{
    bcq_file *f;
    bcq_error err;
    size_t mi, nkids, i = 0;
    bcq_block mod, kids[64];
    ck_assert_int_eq(bcq_open_mem(d, n, NULL, &f, &err), 0);
    ck_assert_int_eq(bcq_block_find(f, 8, 0, &mi), 0); /* MODULE_BLOCK */
    ck_assert_int_eq(bcq_block_at(f, mi, &mod), 0);
    ck_assert_int_eq(bcq_block_children(f, &mod, kids, 64, &nkids, NULL), 0);
    while (i < nkids && kids[i].id != 15) /* METADATA */
        i++;
    ck_assert_uint_lt(i, nkids);
    bcq_reader *r;
    bcq_entry e;
    uint64_t bit = 0;
    ck_assert_int_eq(bcq_reader_open(f, &kids[i], &r, &err), 0);
    while (bit == 0 && bcq_reader_next(r, &e, &err) == 0 &&
           e.kind != BCQ_ENTRY_END)
        if (e.kind == BCQ_ENTRY_RECORD && e.record.code == 10)
            bit = e.record.bit;
    bcq_reader_close(r);
    bcq_close(f);
    ck_assert_uint_ne(bit, 0);
    return bit;
}

START_TEST(metadata_after_index)
{
    size_t n;
    uint8_t *d = tu_read_fixture("g.bc", &n);
    ck_assert_ptr_nonnull(d);
    bcq_error err;
    bcq_textbuf v = BCQ_TEXTBUF_INIT, fn = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(print_rc(d, n, "g_init", &v, &err), 0);
    ck_assert_str_eq(v.ptr, "@g_init = dso_local global i32 42, align 4, "
                            "!dbg !61\n");
    ck_assert_int_eq(print_rc(d, n, "sum_table", &fn, &err), 0);
    ck_assert_ptr_nonnull(strstr(fn.ptr, "!DIExpression()"));
    const uint64_t at = first_named_node(d, n);
    /* unabbreviated (width 4): its code, VBR6 10, after the id */
    ck_assert_uint_eq(bits_at(d, at, 4), 3);
    ck_assert_uint_eq(bits_at(d, at + 4, 6), 10);
    for (int bad = 0; bad < 2; bad++) {
        if (bad == 0)
            bits_set(d, at + 4, 6, 3);
        else {
            bits_set(d, at + 4, 6, 10);
            bits_set(d, at, 4, 15);
        }
        const int want = bad ? BCQ_E_BAD_ABBREV : BCQ_E_BAD_RECORD;
        bcq_file *f;
        size_t gid, fid;
        ck_assert_int_eq(bcq_open_mem(d, n, NULL, &f, &err), 0);
        ck_assert_int_eq(bcq_global_find(f, 0, "g_init", 6, &gid, &err), 0);
        ck_assert_int_eq(bcq_global_find(f, 0, "sum_table", 9, &fid, &err), 0);
        for (int order = 0; order < 2; order++) {
            bcq_asm *a;
            ck_assert_int_eq(bcq_asm_open(f, 0, &a, &err), 0);
            for (int k = 0; k < 3; k++) {
                bcq_textbuf b = BCQ_TEXTBUF_INIT;
                if ((k + order) % 2 == 0) {
                    ck_assert_int_eq(bcq_asm_global(a, fid, bcq_textbuf_sink,
                                                    &b, &err), 0);
                    ck_assert_str_eq(b.ptr, fn.ptr);
                } else {
                    ck_assert_int_eq(bcq_asm_global(a, gid, bcq_textbuf_sink,
                                                    &b, &err),
                                     want);
                    ck_assert_ptr_null(b.ptr);
                    ck_assert_uint_eq(err.bit, at);
                    if (!bad)
                        ck_assert_ptr_nonnull(strstr(err.message,
                                                     "defines a metadata id"));
                }
                bcq_textbuf_free(&b);
            }
            bcq_asm_close(a);
        }
        bcq_close(f);
    }
    bcq_textbuf_free(&v);
    bcq_textbuf_free(&fn);
    free(d);
}
END_TEST

/* A module with one definition "void @f()" whose body is DECLAREBLOCKS
 * 1, then the records of case k (after "ret void" but for k 1, 2), then
 * for k 0, 3, 4, 5 a METADATA_ATTACHMENT block.  The module names kinds
 * 0 "dbg" and 1 "k" (k 5: in reverse order, then 1 again as "z", which
 * MDKindMap ignores: the first name of an id stays) and has one metadata
 * node (!0). */
enum { ATT_GOOD, ATT_LOC_FIRST, ATT_BUNDLE_RET, ATT_PAST, ATT_KIND,
       ATT_KINDS_SHUFFLED, NATT };
static tu_opened attach_module(int k)
{
    bw w;
    module_start(&w);
    TU_REC0(&w, 4, TU_TYPE_CODE_VOID);                  /* 0: void */
    TU_REC(&w, 4, TU_TYPE_CODE_FUNCTION, 0, 0);         /* 1: void () */
    bw_end(&w, 4);
    /* [strtab offset, size, type, cc, proto, linkage, attrs, align,
     * section, visibility] */
    TU_REC(&w, 3, TU_MODULE_CODE_FUNCTION, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0);
    bw_enter(&w, 3, 22, 3);                             /* METADATA_KIND */
    if (k == ATT_KINDS_SHUFFLED) {
        TU_REC(&w, 3, 6, 1, 'k');
        TU_REC(&w, 3, 6, 0, 'd', 'b', 'g');
        TU_REC(&w, 3, 6, 1, 'z');
    } else {
        TU_REC(&w, 3, 6, 0, 'd', 'b', 'g');
        TU_REC(&w, 3, 6, 1, 'k');
    }
    bw_end(&w, 3);
    bw_enter(&w, 3, TU_METADATA_BLOCK_ID, 3);
    TU_REC0(&w, 3, 3);                                  /* NODE: !0 */
    bw_end(&w, 3);
    bw_enter(&w, 3, TU_FUNCTION_BLOCK_ID, 4);
    tu_rec(&w, 4, TU_FUNC_CODE_DECLAREBLOCKS, 1);
    if (k == ATT_LOC_FIRST)
        TU_REC(&w, 4, 35, 3, 4, 1, 0);                  /* DEBUG_LOC */
    if (k == ATT_BUNDLE_RET)
        tu_rec(&w, 4, 55, 0);                           /* OPERAND_BUNDLE */
    TU_REC0(&w, 4, TU_FUNC_CODE_INST_RET);
    if (k == ATT_GOOD || k == ATT_KINDS_SHUFFLED)
        TU_REC(&w, 4, 35, 3, 4, 1, 0);    /* line 3, col 4, scope !0 */
    if (k == ATT_GOOD || k == ATT_PAST || k == ATT_KIND ||
        k == ATT_KINDS_SHUFFLED) {
        bw_enter(&w, 4, TU_METADATA_ATTACHMENT_ID, 3);
        TU_REC(&w, 3, 11, 1, 0);                        /* the function */
        TU_REC(&w, 3, 11, k == ATT_PAST ? 1 : 0, k == ATT_KIND ? 7 : 1, 0);
        bw_end(&w, 3);
    }
    bw_end(&w, 4);
    tu_opened o = module_end(&w, "f", 1);
    return o;
}

/* Attachments of a body written here: a definition's and an
 * instruction's, with a DEBUG_LOC that no LOCATION node has (numbered
 * after the one metadata id: !1); and what a hostile body holds -- a
 * DEBUG_LOC before any instruction, an operand bundle before a ret, an
 * attachment to an instruction past the body, a kind the module does not
 * name: each BCQ_E_BAD_RECORD, nothing written. */
START_TEST(attachments)
{
    static const char *const what[NATT] = {
        NULL, "before any instruction", "before no call", "past the body",
        "does not name", NULL};
    for (int k = 0; k < NATT; k++) {
        tu_opened o = attach_module(k);
        bcq_asm *a;
        bcq_error err;
        bcq_textbuf b = BCQ_TEXTBUF_INIT;
        ck_assert_int_eq(bcq_asm_open(o.f, 0, &a, &err), 0);
        int rc = bcq_asm_global(a, 0, bcq_textbuf_sink, &b, &err);
        if (k == ATT_GOOD || k == ATT_KINDS_SHUFFLED) {
            ck_assert_msg(rc == 0, "%s", err.message);
            ck_assert_str_eq(b.ptr, "define void @f() !k !0 {\n"
                                    "  ret void, !dbg !1, !k !0\n}\n");
        } else {
            ck_assert_msg(rc == BCQ_E_BAD_RECORD, "case %d: %d %s", k, rc,
                          err.message);
            ck_assert_msg(strstr(err.message, what[k]), "case %d: %s", k,
                          err.message);
            ck_assert_uint_eq(b.len, 0);
        }
        bcq_textbuf_free(&b);
        bcq_asm_close(a);
        tu_close(&o);
    }
}
END_TEST

static int refuse(void *ctx, const char *s, size_t n)
{
    (void)ctx;
    (void)s;
    (void)n;
    return BCQ_E_IO;
}

/* Names bare and quoted (a backslash doubled, as llvm-dis 14, 19 and 22
 * print it; a '$' quoted: tests/data/ll/splat.ll), a sink's refusal
 * passed on, the tables. */
START_TEST(names_and_tables)
{
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_int_eq(bcq_asm_ident('@', "a.bc-d_0", 8, bcq_textbuf_sink,
                                   &b), 0);
    ck_assert_int_eq(bcq_asm_ident('@', "a$b", 3, bcq_textbuf_sink, &b), 0);
    ck_assert_int_eq(bcq_asm_ident('%', "0x", 2, bcq_textbuf_sink, &b), 0);
    ck_assert_int_eq(bcq_asm_ident('@', "a b\"\\\x01", 6, bcq_textbuf_sink,
                                   &b), 0);
    ck_assert_int_eq(bcq_asm_ident(0, "", 0, bcq_textbuf_sink, &b), 0);
    ck_assert_str_eq(b.ptr,
                     "@a.bc-d_0@\"a$b\"%\"0x\"@\"a b\\22\\\\\\01\"\"\"");
    bcq_textbuf_free(&b);
    ck_assert_ptr_null(b.ptr);
    ck_assert_int_eq(bcq_asm_ident('@', "x", 1, refuse, NULL), BCQ_E_IO);
    ck_assert_int_eq(bcq_textbuf_sink(NULL, "x", 1), BCQ_E_INVAL);
    ck_assert_str_eq(bcq_asm_binop_name(0, 0), "add");
    ck_assert_str_eq(bcq_asm_binop_name(4, 1), "fdiv");
    ck_assert_ptr_null(bcq_asm_binop_name(3, 1));
    ck_assert_str_eq(bcq_asm_binop_name(12, 0), "xor");
    ck_assert_ptr_null(bcq_asm_binop_name(13, 0));
    ck_assert_str_eq(bcq_asm_cast_name(1), "zext");
    ck_assert_str_eq(bcq_asm_cast_name(12), "addrspacecast");
    ck_assert_ptr_null(bcq_asm_cast_name(13));
    ck_assert_str_eq(bcq_asm_predicate_name(36), "ult");
    ck_assert_str_eq(bcq_asm_predicate_name(4), "olt");
    ck_assert_ptr_null(bcq_asm_predicate_name(20));
    ck_assert_ptr_null(bcq_asm_predicate_name(42));
    ck_assert_str_eq(bcq_asm_ordering_name(6), "seq_cst");
    ck_assert_str_eq(bcq_asm_rmw_name(0), "xchg");
    ck_assert_str_eq(bcq_asm_callconv_name(8), "fastcc");
    ck_assert_ptr_null(bcq_asm_callconv_name(0));
    ck_assert_str_eq(bcq_asm_attr_name(68), "noundef");
    ck_assert_str_eq(bcq_asm_attr_name(102), "captures");
    ck_assert_ptr_null(bcq_asm_attr_name(0));
    ck_assert_str_eq(bcq_asm_attr_name(103), "dead_on_return");
    ck_assert_str_eq(bcq_asm_attr_name(104), "sanitize_alloc_token");
    ck_assert_ptr_null(bcq_asm_attr_name(105));
}
END_TEST

/* Lazy: printing one function of many.bc (301 bodies) decodes that body
 * and no other (bcq_stat_bodies_read of FUNCTION_BLOCK, id 12), and the
 * printer's open decodes none. */
START_TEST(one_body)
{
    bcq_file *f;
    bcq_asm *a;
    bcq_error err;
    size_t id;
    ck_assert_int_eq(bcq_open_path(tu_fixture_path("many.bc"), NULL, &f,
                                   &err), 0);
    ck_assert_int_eq(bcq_asm_open(f, 0, &a, &err), 0);
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 0);
    ck_assert_int_eq(bcq_global_find(f, 0, "fn_loop_017", 11, &id, &err), 0);
    bcq_textbuf b = BCQ_TEXTBUF_INIT;
    ck_assert_msg(bcq_asm_global(a, id, bcq_textbuf_sink, &b, &err) == 0,
                  "%s", err.message);
    ck_assert_ptr_nonnull(strstr(b.ptr, "define dso_local i32 @fn_loop_017("));
    ck_assert_ptr_nonnull(strstr(b.ptr, "\n}\n"));
    ck_assert_uint_eq(bcq_stat_bodies_read(f, 12), 1);
    bcq_textbuf_free(&b);
    bcq_asm_close(a);
    bcq_close(f);
}
END_TEST

/* lib/asm/float.c, the decimal llvm-dis tries before hex: APFloat's
 * digits, not printf's (0.7 gives 6.999990e-01, which does not read back,
 * so llvm-dis prints 0x3FE6666666666666; 1234567 has 7 digits). */
size_t bcq__float_decimal(char *out, uint64_t bits, int is_double);

START_TEST(float_digits)
{
    static const struct {
        uint64_t bits;
        int dbl;
        const char *text;
    } t[] = {
        {0x3FB999999999999Aull, 1, "1.000000e-01"},
        {0x3FE6666666666666ull, 1, "6.999990e-01"},
        {0x3FD3333333333333ull, 1, "3.000000e-01"},
        {0x4132D68700000000ull, 1, "1.234570e+06"},
        {0x40091EB851EB851Full, 1, "3.140000e+00"},
        {0x8000000000000000ull, 1, "-0.000000e+00"},
        {0x0000000000000001ull, 1, "4.940660e-324"},
        {0x7FEFFFFFFFFFFFFFull, 1, "1.797690e+308"},
        {0x3DCCCCCDull, 0, "1.000000e-01"},
        {0x3E800000ull, 0, "2.500000e-01"},
        {0xC2F6E979ull, 0, "-1.234560e+02"},
    };
    for (size_t i = 0; i < TU_NOPS(t); i++) {
        char b[64];
        size_t n = bcq__float_decimal(b, t[i].bits, t[i].dbl);
        b[n] = '\0';
        ck_assert_msg(!strcmp(b, t[i].text), "%#llx: %s, want %s",
                      (unsigned long long)t[i].bits, b, t[i].text);
    }
}
END_TEST

/* lib/asm/intrin.c: which intrinsic a name is, per release, as
 * Function::lookupIntrinsicID finds it.  Each expectation was checked
 * against llvm-dis 14, 19 and 22 (a declaration of the name with a string
 * attribute: an intrinsic's attributes replace it, another name's stay;
 * in 22 with the name's signature),
 * except llvm.aarch64.isb: an intrinsic of a target the table leaves
 * out, so not found. */
START_TEST(intrinsics)
{
    static const struct {
        unsigned rel;
        const char *name;
        const char *found; /* NULL: not found */
        const char *fn;
    } t[] = {
        /* exact */
        {14, "llvm.trap", "llvm.trap", "cold noreturn nounwind"},
        {19, "llvm.trap", "llvm.trap",
         "cold noreturn nounwind memory(inaccessiblemem: write)"},
        {14, "llvm.x86.sse.max.ps", "llvm.x86.sse.max.ps", "nounwind readnone"},
        /* overloaded, with its type suffix */
        {14, "llvm.memcpy.p0i8.p0i8.i64", "llvm.memcpy",
         "argmemonly nofree nounwind willreturn"},
        {19, "llvm.memcpy.p0.p0.i64", "llvm.memcpy",
         "nocallback nofree nounwind willreturn memory(argmem: readwrite)"},
        {14, "llvm.memcpy.inline.p0i8.p0i8.i64", "llvm.memcpy.inline", NULL},
        {14, "llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i64",
         "llvm.memcpy.element.unordered.atomic", NULL},
        {14, "llvm.lifetime.start.p0i8", "llvm.lifetime.start",
         "argmemonly nofree nosync nounwind willreturn"},
        {19, "llvm.vector.reduce.add.v4i32", "llvm.vector.reduce.add", NULL},
        /* a type suffix on one that is not overloaded */
        {14, "llvm.trap.x", NULL, NULL},
        {19, "llvm.nvvm.barrier0.x", NULL, NULL},
        {19, "llvm.x86.sse.max.ps.v4", NULL, NULL},
        /* a prefix, but not up to a '.' */
        {14, "llvm.memcpyx", NULL, NULL},
        {19, "llvm.trapx", NULL, NULL},
        {14, "llvm.lifetime.startx.p0i8", NULL, NULL},
        /* lookupLLVMIntrinsicByName's last range holds only
         * llvm.memcpy.element.unordered.atomic: no match, though
         * llvm.memcpy is overloaded */
        {14, "llvm.memcpy.element.foo", NULL, NULL},
        {19, "llvm.memcpy.element.foo", NULL, NULL},
        /* unknown names, a part of a name, another target */
        {14, "llvm.used", NULL, NULL},
        {19, "llvm.x86", NULL, NULL},
        {19, "llvm.x86.sse.max", NULL, NULL},
        {14, "llvm.aarch64.isb", NULL, NULL},
        {14, "llvm.", NULL, NULL},
        {14, "llvm", NULL, NULL},
        {14, "memcpy", NULL, NULL},
        /* per release: llvm.acos is LLVM 19's */
        {14, "llvm.acos.f32", NULL, NULL},
        {19, "llvm.acos.f32", "llvm.acos", NULL},
        /* llvm.powi.f32.i32 is a string of libLLVM 14, not an intrinsic
         * name: the overloaded llvm.powi matches it, and a name that
         * begins with it */
        {14, "llvm.powi.f32", "llvm.powi", NULL},
        /* 22: whole names, one signature each (in.sig): the overloaded
         * ones gen-intrin.sh lists, with their type suffix, no other */
        {22, "llvm.trap", "llvm.trap",
         "cold noreturn nounwind memory(inaccessiblemem: write)"},
        {22, "llvm.memcpy.p0.p0.i64", "llvm.memcpy.p0.p0.i64",
         "nocallback nofree nounwind willreturn memory(argmem: readwrite)"},
        {22, "llvm.memcpy.p0.p1.i64", NULL, NULL},
        {22, "llvm.memcpy", NULL, NULL},
        {22, "llvm.ucmp.i8.i32", NULL, NULL},
        {22, "llvm.trap.x", NULL, NULL},
        {22, "llvm.aarch64.isb", NULL, NULL},
        /* a release with no table */
        {17, "llvm.trap", NULL, NULL},
        {0, "llvm.trap", NULL, NULL},
    };
    for (size_t i = 0; i < TU_NOPS(t); i++) {
        bcq__intrin in;
        int r = bcq__intrin_find(t[i].rel, t[i].name, strlen(t[i].name), &in);
        ck_assert_msg(r == (t[i].found != NULL), "%u %s: %d", t[i].rel,
                      t[i].name, r);
        if (!r)
            continue;
        ck_assert_uint_eq(in.name_len, strlen(t[i].found));
        ck_assert(!memcmp(t[i].name, t[i].found, in.name_len));
        if (t[i].fn)
            ck_assert_str_eq(in.fn, t[i].fn);
    }
    /* a name is not NUL-terminated: the length bounds it */
    bcq__intrin in;
    ck_assert(bcq__intrin_find(14, "llvm.trapx", 9, &in));
    ck_assert_uint_eq(in.name_len, 9);
    /* parameters: llvm.memset.p0i8.i64 (i8* nocapture writeonly, i8, i64,
     * i1 immarg) in llvm-dis 14; on an integer, nocapture is dropped */
    ck_assert(bcq__intrin_find(14, "llvm.memset.p0i8.i64", 20, &in));
    ck_assert_str_eq(bcq__intrin_attrs(&in, 0, 0), "");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 1, 1), "nocapture writeonly");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 1, 0), "writeonly");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 2, 0), "");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 4, 0), "immarg");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 40, 1), "");
    ck_assert_ptr_null(in.sig);
    /* 22: the text on the signature, on a pointer and an integer alike */
    ck_assert(bcq__intrin_find(22, "llvm.memset.p0.i64", 18, &in));
    ck_assert_str_eq(in.sig, "void (ptr, i8, i64, i1)");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 1, 1), "writeonly captures(none)");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 1, 0), "writeonly captures(none)");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 4, 0), "immarg");
    /* a range's width is the signature's */
    ck_assert(bcq__intrin_find(22, "llvm.amdgcn.workitem.id.x", 25, &in));
    ck_assert_str_eq(in.sig, "i32 ()");
    ck_assert_str_eq(bcq__intrin_attrs(&in, 0, 0), "noundef range(i32 0, 1024)");
    /* the release from IDENTIFICATION's string */
    static const struct {
        const char *p;
        unsigned rel;
    } pr[] = {{"LLVM14.0.6", 14}, {"LLVM19.1.7", 19}, {"LLVM17.0.1", 0},
              {"LLVM22.1.0", 22},  {"LLVM14", 0},      {"LLVM", 0},
              {"APPLE_1_1500", 0}, {"LLVM140.0", 0},  {"", 0}};
    for (size_t i = 0; i < TU_NOPS(pr); i++)
        ck_assert_uint_eq(bcq__intrin_release((const uint8_t *)pr[i].p,
                                              strlen(pr[i].p)),
                          pr[i].rel);
}
END_TEST

Suite *make_asm_suite(void)
{
    Suite *s = suite_create("asm");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, types);
    tcase_add_test(tc, hostile_types);
    tcase_add_test(tc, types_one_decode);
    tcase_add_test(tc, metadata_index);
    tcase_add_test(tc, metadata_index_checked_on_use);
    tcase_add_test(tc, metadata_after_index);
    tcase_add_test(tc, constants);
    tcase_add_test(tc, hostile_constants);
    tcase_add_test(tc, constants_late_abbrev);
    tcase_add_test(tc, constants_read_on_use);
    tcase_add_test(tc, names_and_tables);
    tcase_add_test(tc, one_body);
    tcase_add_test(tc, inline_asm);
    tcase_add_test(tc, bundles_and_locations);
    tcase_add_test(tc, locations_by_sort);
    tcase_add_test(tc, udec_matches_printf);
    tcase_add_test(tc, variable_alignment);
    tcase_add_test(tc, declareblocks_after_names);
    tcase_add_test(tc, attachments);
    tcase_add_test(tc, float_digits);
    tcase_add_test(tc, intrinsics);
    suite_add_tcase(s, tc);
    return s;
}
