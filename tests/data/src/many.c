/* many.c - the large fixture: 300 small-to-medium functions (a third of
 * them static, kept out of line), a few global variables, a lookup table
 * and a table of function pointers, so that the module has constants and
 * its function bodies span many pages.  Used by check_lazy for the laziness contract
 * (which pages a query reads).  Generated once by a throw-away script;
 * edit freely, then run gen.sh.  No #include: the output must not depend
 * on the host's headers. */

struct rec { int key; int count; double weight; const char *label; };

int many_state = 17;
int many_hist[64];
static int s_calls;
const int many_primes[16] = {2, 3, 5, 7, 11, 13, 17, 19,
                             23, 29, 31, 37, 41, 43, 47, 53};
const char many_banner[] = "bcq many.c fixture";
struct rec many_recs[4] = {{1, 2, 0.5, "one"}, {2, 3, 1.5, "two"},
                           {3, 5, 2.5, "three"}, {4, 7, 3.5, "four"}};
extern int many_external(int); /* never defined: a declaration */

/* A hash lookup table of 12288 words, spelled by macros: the module's
 * CONSTANTS block then holds whole pages of its own (check_lazy checks
 * that the SYMTAB query reads none of them). */
#define LUT1(n) ((unsigned)(n) * 2654435761u ^ (unsigned)(n) >> 3)
#define LUT4(n) LUT1(n), LUT1((n) + 1), LUT1((n) + 2), LUT1((n) + 3)
#define LUT16(n) LUT4(n), LUT4((n) + 4), LUT4((n) + 8), LUT4((n) + 12)
#define LUT64(n) LUT16(n), LUT16((n) + 16), LUT16((n) + 32), LUT16((n) + 48)
#define LUT256(n) LUT64(n), LUT64((n) + 64), LUT64((n) + 128), LUT64((n) + 192)
#define LUT1K(n) LUT256(n), LUT256((n) + 256), LUT256((n) + 512),                  LUT256((n) + 768)
#define LUT4K(n) LUT1K(n), LUT1K((n) + 1024), LUT1K((n) + 2048),                  LUT1K((n) + 3072)
const unsigned many_lut[12288] = {LUT4K(0), LUT4K(4096), LUT4K(8192)};

int fn_arith_000(int a, int b);
static __attribute__((noinline)) int fn_loop_001(int a, int b);
int fn_switch_002(int a, int b);
int fn_str_003(int a, int b);
static __attribute__((noinline)) int fn_rec_004(int a, int b);
int fn_bits_005(int a, int b);
int fn_fp_006(int a, int b);
static __attribute__((noinline)) int fn_bits_007(int a, int b);
int fn_arith_008(int a, int b);
int fn_loop_009(int a, int b);
static __attribute__((noinline)) int fn_fp_010(int a, int b);
int fn_str_011(int a, int b);
int fn_rec_012(int a, int b);
static __attribute__((noinline)) int fn_chain_013(int a, int b);
int fn_fp_014(int a, int b);
int fn_chain_015(int a, int b);
static __attribute__((noinline)) int fn_arith_016(int a, int b);
int fn_loop_017(int a, int b);
int fn_switch_018(int a, int b);
static __attribute__((noinline)) int fn_str_019(int a, int b);
int fn_rec_020(int a, int b);
int fn_chain_021(int a, int b);
static __attribute__((noinline)) int fn_fp_022(int a, int b);
int fn_bits_023(int a, int b);
int fn_arith_024(int a, int b);
static __attribute__((noinline)) int fn_str_025(int a, int b);
int fn_switch_026(int a, int b);
int fn_str_027(int a, int b);
static __attribute__((noinline)) int fn_rec_028(int a, int b);
int fn_chain_029(int a, int b);
int fn_switch_030(int a, int b);
static __attribute__((noinline)) int fn_bits_031(int a, int b);
int fn_arith_032(int a, int b);
int fn_loop_033(int a, int b);
static __attribute__((noinline)) int fn_switch_034(int a, int b);
int fn_loop_035(int a, int b);
int fn_rec_036(int a, int b);
static __attribute__((noinline)) int fn_chain_037(int a, int b);
int fn_fp_038(int a, int b);
int fn_bits_039(int a, int b);
static __attribute__((noinline)) int fn_arith_040(int a, int b);
int fn_loop_041(int a, int b);
int fn_switch_042(int a, int b);
static __attribute__((noinline)) int fn_str_043(int a, int b);
int fn_rec_044(int a, int b);
int fn_bits_045(int a, int b);
static __attribute__((noinline)) int fn_fp_046(int a, int b);
int fn_bits_047(int a, int b);
int fn_arith_048(int a, int b);
static __attribute__((noinline)) int fn_loop_049(int a, int b);
int fn_fp_050(int a, int b);
int fn_str_051(int a, int b);
static __attribute__((noinline)) int fn_rec_052(int a, int b);
int fn_chain_053(int a, int b);
int fn_fp_054(int a, int b);
static __attribute__((noinline)) int fn_chain_055(int a, int b);
int fn_arith_056(int a, int b);
int fn_loop_057(int a, int b);
static __attribute__((noinline)) int fn_switch_058(int a, int b);
int fn_str_059(int a, int b);
int fn_rec_060(int a, int b);
static __attribute__((noinline)) int fn_chain_061(int a, int b);
int fn_fp_062(int a, int b);
int fn_bits_063(int a, int b);
static __attribute__((noinline)) int fn_arith_064(int a, int b);
int fn_str_065(int a, int b);
int fn_switch_066(int a, int b);
static __attribute__((noinline)) int fn_str_067(int a, int b);
int fn_rec_068(int a, int b);
int fn_chain_069(int a, int b);
static __attribute__((noinline)) int fn_switch_070(int a, int b);
int fn_bits_071(int a, int b);
int fn_arith_072(int a, int b);
static __attribute__((noinline)) int fn_loop_073(int a, int b);
int fn_switch_074(int a, int b);
int fn_loop_075(int a, int b);
static __attribute__((noinline)) int fn_rec_076(int a, int b);
int fn_chain_077(int a, int b);
int fn_fp_078(int a, int b);
static __attribute__((noinline)) int fn_bits_079(int a, int b);
int fn_arith_080(int a, int b);
int fn_loop_081(int a, int b);
static __attribute__((noinline)) int fn_switch_082(int a, int b);
int fn_str_083(int a, int b);
int fn_rec_084(int a, int b);
static __attribute__((noinline)) int fn_bits_085(int a, int b);
int fn_fp_086(int a, int b);
int fn_bits_087(int a, int b);
static __attribute__((noinline)) int fn_arith_088(int a, int b);
int fn_loop_089(int a, int b);
int fn_fp_090(int a, int b);
static __attribute__((noinline)) int fn_str_091(int a, int b);
int fn_rec_092(int a, int b);
int fn_chain_093(int a, int b);
static __attribute__((noinline)) int fn_fp_094(int a, int b);
int fn_chain_095(int a, int b);
int fn_arith_096(int a, int b);
static __attribute__((noinline)) int fn_loop_097(int a, int b);
int fn_switch_098(int a, int b);
int fn_str_099(int a, int b);
static __attribute__((noinline)) int fn_rec_100(int a, int b);
int fn_chain_101(int a, int b);
int fn_fp_102(int a, int b);
static __attribute__((noinline)) int fn_bits_103(int a, int b);
int fn_arith_104(int a, int b);
int fn_str_105(int a, int b);
static __attribute__((noinline)) int fn_switch_106(int a, int b);
int fn_str_107(int a, int b);
int fn_rec_108(int a, int b);
static __attribute__((noinline)) int fn_chain_109(int a, int b);
int fn_switch_110(int a, int b);
int fn_bits_111(int a, int b);
static __attribute__((noinline)) int fn_arith_112(int a, int b);
int fn_loop_113(int a, int b);
int fn_switch_114(int a, int b);
static __attribute__((noinline)) int fn_loop_115(int a, int b);
int fn_rec_116(int a, int b);
int fn_chain_117(int a, int b);
static __attribute__((noinline)) int fn_fp_118(int a, int b);
int fn_bits_119(int a, int b);
int fn_arith_120(int a, int b);
static __attribute__((noinline)) int fn_loop_121(int a, int b);
int fn_switch_122(int a, int b);
int fn_str_123(int a, int b);
static __attribute__((noinline)) int fn_rec_124(int a, int b);
int fn_bits_125(int a, int b);
int fn_fp_126(int a, int b);
static __attribute__((noinline)) int fn_bits_127(int a, int b);
int fn_arith_128(int a, int b);
int fn_loop_129(int a, int b);
static __attribute__((noinline)) int fn_fp_130(int a, int b);
int fn_str_131(int a, int b);
int fn_rec_132(int a, int b);
static __attribute__((noinline)) int fn_chain_133(int a, int b);
int fn_fp_134(int a, int b);
int fn_chain_135(int a, int b);
static __attribute__((noinline)) int fn_arith_136(int a, int b);
int fn_loop_137(int a, int b);
int fn_switch_138(int a, int b);
static __attribute__((noinline)) int fn_str_139(int a, int b);
int fn_rec_140(int a, int b);
int fn_chain_141(int a, int b);
static __attribute__((noinline)) int fn_fp_142(int a, int b);
int fn_bits_143(int a, int b);
int fn_arith_144(int a, int b);
static __attribute__((noinline)) int fn_str_145(int a, int b);
int fn_switch_146(int a, int b);
int fn_str_147(int a, int b);
static __attribute__((noinline)) int fn_rec_148(int a, int b);
int fn_chain_149(int a, int b);
int fn_switch_150(int a, int b);
static __attribute__((noinline)) int fn_bits_151(int a, int b);
int fn_arith_152(int a, int b);
int fn_loop_153(int a, int b);
static __attribute__((noinline)) int fn_switch_154(int a, int b);
int fn_loop_155(int a, int b);
int fn_rec_156(int a, int b);
static __attribute__((noinline)) int fn_chain_157(int a, int b);
int fn_fp_158(int a, int b);
int fn_bits_159(int a, int b);
static __attribute__((noinline)) int fn_arith_160(int a, int b);
int fn_loop_161(int a, int b);
int fn_switch_162(int a, int b);
static __attribute__((noinline)) int fn_str_163(int a, int b);
int fn_rec_164(int a, int b);
int fn_bits_165(int a, int b);
static __attribute__((noinline)) int fn_fp_166(int a, int b);
int fn_bits_167(int a, int b);
int fn_arith_168(int a, int b);
static __attribute__((noinline)) int fn_loop_169(int a, int b);
int fn_fp_170(int a, int b);
int fn_str_171(int a, int b);
static __attribute__((noinline)) int fn_rec_172(int a, int b);
int fn_chain_173(int a, int b);
int fn_fp_174(int a, int b);
static __attribute__((noinline)) int fn_chain_175(int a, int b);
int fn_arith_176(int a, int b);
int fn_loop_177(int a, int b);
static __attribute__((noinline)) int fn_switch_178(int a, int b);
int fn_str_179(int a, int b);
int fn_rec_180(int a, int b);
static __attribute__((noinline)) int fn_chain_181(int a, int b);
int fn_fp_182(int a, int b);
int fn_bits_183(int a, int b);
static __attribute__((noinline)) int fn_arith_184(int a, int b);
int fn_str_185(int a, int b);
int fn_switch_186(int a, int b);
static __attribute__((noinline)) int fn_str_187(int a, int b);
int fn_rec_188(int a, int b);
int fn_chain_189(int a, int b);
static __attribute__((noinline)) int fn_switch_190(int a, int b);
int fn_bits_191(int a, int b);
int fn_arith_192(int a, int b);
static __attribute__((noinline)) int fn_loop_193(int a, int b);
int fn_switch_194(int a, int b);
int fn_loop_195(int a, int b);
static __attribute__((noinline)) int fn_rec_196(int a, int b);
int fn_chain_197(int a, int b);
int fn_fp_198(int a, int b);
static __attribute__((noinline)) int fn_bits_199(int a, int b);
int fn_arith_200(int a, int b);
int fn_loop_201(int a, int b);
static __attribute__((noinline)) int fn_switch_202(int a, int b);
int fn_str_203(int a, int b);
int fn_rec_204(int a, int b);
static __attribute__((noinline)) int fn_bits_205(int a, int b);
int fn_fp_206(int a, int b);
int fn_bits_207(int a, int b);
static __attribute__((noinline)) int fn_arith_208(int a, int b);
int fn_loop_209(int a, int b);
int fn_fp_210(int a, int b);
static __attribute__((noinline)) int fn_str_211(int a, int b);
int fn_rec_212(int a, int b);
int fn_chain_213(int a, int b);
static __attribute__((noinline)) int fn_fp_214(int a, int b);
int fn_chain_215(int a, int b);
int fn_arith_216(int a, int b);
static __attribute__((noinline)) int fn_loop_217(int a, int b);
int fn_switch_218(int a, int b);
int fn_str_219(int a, int b);
static __attribute__((noinline)) int fn_rec_220(int a, int b);
int fn_chain_221(int a, int b);
int fn_fp_222(int a, int b);
static __attribute__((noinline)) int fn_bits_223(int a, int b);
int fn_arith_224(int a, int b);
int fn_str_225(int a, int b);
static __attribute__((noinline)) int fn_switch_226(int a, int b);
int fn_str_227(int a, int b);
int fn_rec_228(int a, int b);
static __attribute__((noinline)) int fn_chain_229(int a, int b);
int fn_switch_230(int a, int b);
int fn_bits_231(int a, int b);
static __attribute__((noinline)) int fn_arith_232(int a, int b);
int fn_loop_233(int a, int b);
int fn_switch_234(int a, int b);
static __attribute__((noinline)) int fn_loop_235(int a, int b);
int fn_rec_236(int a, int b);
int fn_chain_237(int a, int b);
static __attribute__((noinline)) int fn_fp_238(int a, int b);
int fn_bits_239(int a, int b);
int fn_arith_240(int a, int b);
static __attribute__((noinline)) int fn_loop_241(int a, int b);
int fn_switch_242(int a, int b);
int fn_str_243(int a, int b);
static __attribute__((noinline)) int fn_rec_244(int a, int b);
int fn_bits_245(int a, int b);
int fn_fp_246(int a, int b);
static __attribute__((noinline)) int fn_bits_247(int a, int b);
int fn_arith_248(int a, int b);
int fn_loop_249(int a, int b);
static __attribute__((noinline)) int fn_fp_250(int a, int b);
int fn_str_251(int a, int b);
int fn_rec_252(int a, int b);
static __attribute__((noinline)) int fn_chain_253(int a, int b);
int fn_fp_254(int a, int b);
int fn_chain_255(int a, int b);
static __attribute__((noinline)) int fn_arith_256(int a, int b);
int fn_loop_257(int a, int b);
int fn_switch_258(int a, int b);
static __attribute__((noinline)) int fn_str_259(int a, int b);
int fn_rec_260(int a, int b);
int fn_chain_261(int a, int b);
static __attribute__((noinline)) int fn_fp_262(int a, int b);
int fn_bits_263(int a, int b);
int fn_arith_264(int a, int b);
static __attribute__((noinline)) int fn_str_265(int a, int b);
int fn_switch_266(int a, int b);
int fn_str_267(int a, int b);
static __attribute__((noinline)) int fn_rec_268(int a, int b);
int fn_chain_269(int a, int b);
int fn_switch_270(int a, int b);
static __attribute__((noinline)) int fn_bits_271(int a, int b);
int fn_arith_272(int a, int b);
int fn_loop_273(int a, int b);
static __attribute__((noinline)) int fn_switch_274(int a, int b);
int fn_loop_275(int a, int b);
int fn_rec_276(int a, int b);
static __attribute__((noinline)) int fn_chain_277(int a, int b);
int fn_fp_278(int a, int b);
int fn_bits_279(int a, int b);
static __attribute__((noinline)) int fn_arith_280(int a, int b);
int fn_loop_281(int a, int b);
int fn_switch_282(int a, int b);
static __attribute__((noinline)) int fn_str_283(int a, int b);
int fn_rec_284(int a, int b);
int fn_bits_285(int a, int b);
static __attribute__((noinline)) int fn_fp_286(int a, int b);
int fn_bits_287(int a, int b);
int fn_arith_288(int a, int b);
static __attribute__((noinline)) int fn_loop_289(int a, int b);
int fn_fp_290(int a, int b);
int fn_str_291(int a, int b);
static __attribute__((noinline)) int fn_rec_292(int a, int b);
int fn_chain_293(int a, int b);
int fn_fp_294(int a, int b);
static __attribute__((noinline)) int fn_chain_295(int a, int b);
int fn_arith_296(int a, int b);
int fn_loop_297(int a, int b);
static __attribute__((noinline)) int fn_switch_298(int a, int b);
int fn_str_299(int a, int b);

int fn_arith_000(int a, int b)
{
    int x = a * 18 + b;
    x = (x ^ (x >> 5)) * 152 + 942;
    x = (x ^ (x >> 4)) * 111 + 326;
    x = (x ^ (x >> 4)) * 114 + 546;
    x = (x ^ (x >> 7)) * 22 + 365;
    x = (x ^ (x >> 7)) * 77 + 846;
    return x % 23 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_001(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 75); i++) {
        s += many_hist[(i + b) & 63] * 18;
        if (s > 6000) s -= 225;
    }
    return s;
}

int fn_switch_002(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 43 - b + 84;
    case 2: return a * 25 - b + 34;
    case 4: return a * 4 - b + 53;
    case 8: return a * 39 - b + 73;
    case 9: return a * 15 - b + 60;
    case 11: return a * 5 - b + 75;
    case 13: return a * 32 - b + 34;
    case 14: return a * 21 - b + 27;
    case 15: return many_external(a + 9);
    default: return fn_loop_017(b, a & 6);
    }
}

int fn_str_003(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 14u;
    return (int)(many_lut[h % 12288u] % 1010u) + b;
}

static __attribute__((noinline)) int fn_rec_004(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 14;
        if (r->weight * 22 > best) best = (int)(r->weight * 31);
    }
    return best + many_recs[b & 3].key;
}

int fn_bits_005(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 14) | (v >> 21);
    v ^= (unsigned)b * 4770u;
    v = (v << 5) | (v >> 21);
    v ^= (unsigned)b * 4627u;
    return (int)(v & 0x7fffffff);
}

int fn_fp_006(int a, int b)
{
    double acc = a * 16.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.10 + many_recs[i & 3].weight;
    return (int)acc + 6;
}

static __attribute__((noinline)) int fn_bits_007(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 7) | (v >> 8);
    v ^= (unsigned)b * 6197u;
    v = (v << 20) | (v >> 14);
    v ^= (unsigned)b * 7685u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_008(int a, int b)
{
    int x = a * 90 + b;
    x = (x ^ (x >> 2)) * 112 + 949;
    x = (x ^ (x >> 4)) * 140 + 688;
    x = (x ^ (x >> 4)) * 73 + 676;
    x = (x ^ (x >> 7)) * 110 + 501;
    return x % 26 + many_primes[(unsigned)b % 16u];
}

int fn_loop_009(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 52); i++) {
        s += many_hist[(i + b) & 63] * 7;
        if (s > 3000) s -= 156;
    }
    return s;
}

static __attribute__((noinline)) int fn_fp_010(int a, int b)
{
    double acc = a * 11.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.12 + many_recs[i & 3].weight;
    return (int)acc + 12;
}

int fn_str_011(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 73u;
    return (int)(many_lut[h % 12288u] % 2828u) + b;
}

int fn_rec_012(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 12;
        if (r->weight * 10 > best) best = (int)(r->weight * 55);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_013(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 460) return b;
    int t = fn_fp_094(a - 1, b + 4);
    return t + fn_fp_174(a >> 1, t & 26);
}

int fn_fp_014(int a, int b)
{
    double acc = a * 26.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.14 + many_recs[i & 3].weight;
    return (int)acc + 9;
}

int fn_chain_015(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 350) return b;
    int t = fn_rec_108(a - 1, b + 11);
    return t + fn_arith_200(a >> 1, t & 7);
}

static __attribute__((noinline)) int fn_arith_016(int a, int b)
{
    int x = a * 32 + b;
    x = (x ^ (x >> 3)) * 161 + 816;
    x = (x ^ (x >> 8)) * 162 + 331;
    x = (x ^ (x >> 8)) * 25 + 371;
    x = (x ^ (x >> 7)) * 145 + 818;
    x = (x ^ (x >> 4)) * 17 + 876;
    x = (x ^ (x >> 7)) * 72 + 346;
    return x % 21 + many_primes[(unsigned)b % 16u];
}

int fn_loop_017(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 59); i++) {
        s += many_hist[(i + b) & 63] * 11;
        if (s > 8000) s -= 177;
    }
    return s;
}

int fn_switch_018(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 33 - b + 18;
    case 4: return a * 4 - b + 12;
    case 11: return a * 7 - b + 65;
    case 15: return many_external(a + 84);
    default: return fn_loop_129(b, a & 5);
    }
}

static __attribute__((noinline)) int fn_str_019(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 61u;
    return (int)(many_lut[h % 12288u] % 2828u) + b;
}

int fn_rec_020(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 4;
        if (r->weight * 4 > best) best = (int)(r->weight * 86);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_021(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 830) return b;
    int t = fn_switch_150(a - 1, b + 8);
    return t + fn_fp_278(a >> 1, t & 23);
}

static __attribute__((noinline)) int fn_fp_022(int a, int b)
{
    double acc = a * 49.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.18 + many_recs[i & 3].weight;
    return (int)acc + 11;
}

int fn_bits_023(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 29) | (v >> 5);
    v ^= (unsigned)b * 6348u;
    v = (v << 1) | (v >> 19);
    v ^= (unsigned)b * 8093u;
    v = (v << 4) | (v >> 18);
    v ^= (unsigned)b * 7718u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_024(int a, int b)
{
    int x = a * 29 + b;
    x = (x ^ (x >> 1)) * 83 + 328;
    x = (x ^ (x >> 4)) * 123 + 909;
    x = (x ^ (x >> 2)) * 33 + 236;
    x = (x ^ (x >> 3)) * 104 + 683;
    x = (x ^ (x >> 5)) * 141 + 337;
    x = (x ^ (x >> 2)) * 150 + 554;
    x = (x ^ (x >> 6)) * 189 + 985;
    return x % 20 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_str_025(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 79u;
    return (int)(many_lut[h % 12288u] % 2727u) + b;
}

int fn_switch_026(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 16 - b + 13;
    case 1: return a * 12 - b + 87;
    case 2: return a * 9 - b + 24;
    case 5: return a * 26 - b + 72;
    case 8: return a * 20 - b + 75;
    case 12: return a * 42 - b + 68;
    case 15: return many_external(a + 10);
    default: return fn_str_185(b, a & 28);
    }
}

int fn_str_027(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 41u;
    return (int)(many_lut[h % 12288u] % 3030u) + b;
}

static __attribute__((noinline)) int fn_rec_028(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 3;
        if (r->weight * 16 > best) best = (int)(r->weight * 50);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_029(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 440) return b;
    int t = fn_fp_206(a - 1, b + 1);
    return t + fn_switch_082(a >> 1, t & 30);
}

int fn_switch_030(int a, int b)
{
    switch ((a + b) & 15) {
    case 2: return a * 41 - b + 86;
    case 3: return a * 21 - b + 51;
    case 4: return a * 41 - b + 88;
    case 6: return a * 6 - b + 72;
    case 8: return a * 20 - b + 47;
    case 12: return a * 30 - b + 46;
    case 14: return a * 34 - b + 54;
    case 15: return many_external(a + 24);
    default: return fn_chain_213(b, a & 9);
    }
}

static __attribute__((noinline)) int fn_bits_031(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 16) | (v >> 15);
    v ^= (unsigned)b * 4556u;
    v = (v << 27) | (v >> 15);
    v ^= (unsigned)b * 5198u;
    v = (v << 19) | (v >> 11);
    v ^= (unsigned)b * 1162u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_032(int a, int b)
{
    int x = a * 22 + b;
    x = (x ^ (x >> 3)) * 185 + 916;
    x = (x ^ (x >> 4)) * 141 + 923;
    x = (x ^ (x >> 2)) * 88 + 674;
    return x % 18 + many_primes[(unsigned)b % 16u];
}

int fn_loop_033(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 28); i++) {
        s += many_hist[(i + b) & 63] * 24;
        if (s > 14000) s -= 84;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_034(int a, int b)
{
    switch ((a + b) & 15) {
    case 7: return a * 44 - b + 77;
    case 11: return a * 27 - b + 29;
    case 13: return a * 32 - b + 67;
    case 15: return many_external(a + 58);
    default: return fn_loop_241(b, a & 9);
    }
}

int fn_loop_035(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 93); i++) {
        s += many_hist[(i + b) & 63] * 7;
        if (s > 7000) s -= 279;
    }
    return s;
}

int fn_rec_036(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 1;
        if (r->weight * 25 > best) best = (int)(r->weight * 5);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_037(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 630) return b;
    int t = fn_fp_262(a - 1, b + 5);
    return t + fn_switch_186(a >> 1, t & 10);
}

int fn_fp_038(int a, int b)
{
    double acc = a * 90.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.29 + many_recs[i & 3].weight;
    return (int)acc + 5;
}

int fn_bits_039(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 3) | (v >> 26);
    v ^= (unsigned)b * 8018u;
    v = (v << 29) | (v >> 11);
    v ^= (unsigned)b * 8351u;
    v = (v << 30) | (v >> 27);
    v ^= (unsigned)b * 9685u;
    v = (v << 28) | (v >> 6);
    v ^= (unsigned)b * 877u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_040(int a, int b)
{
    int x = a * 40 + b;
    x = (x ^ (x >> 6)) * 145 + 789;
    x = (x ^ (x >> 2)) * 43 + 22;
    x = (x ^ (x >> 3)) * 63 + 619;
    x = (x ^ (x >> 1)) * 89 + 496;
    x = (x ^ (x >> 5)) * 188 + 18;
    return x % 34 + many_primes[(unsigned)b % 16u];
}

int fn_loop_041(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 17); i++) {
        s += many_hist[(i + b) & 63] * 26;
        if (s > 10000) s -= 51;
    }
    return s;
}

int fn_switch_042(int a, int b)
{
    switch ((a + b) & 15) {
    case 6: return a * 9 - b + 41;
    case 7: return a * 37 - b + 6;
    case 8: return a * 39 - b + 5;
    case 9: return a * 33 - b + 82;
    case 11: return a * 43 - b + 89;
    case 13: return a * 43 - b + 22;
    case 15: return many_external(a + 61);
    default: return fn_loop_297(b, a & 19);
    }
}

static __attribute__((noinline)) int fn_str_043(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 84u;
    return (int)(many_lut[h % 12288u] % 1919u) + b;
}

int fn_rec_044(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 12;
        if (r->weight * 15 > best) best = (int)(r->weight * 5);
    }
    return best + many_recs[b & 3].key;
}

int fn_bits_045(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 17) | (v >> 13);
    v ^= (unsigned)b * 5369u;
    v = (v << 17) | (v >> 8);
    v ^= (unsigned)b * 8816u;
    v = (v << 17) | (v >> 26);
    v ^= (unsigned)b * 9723u;
    v = (v << 22) | (v >> 24);
    v ^= (unsigned)b * 7307u;
    v = (v << 12) | (v >> 10);
    v ^= (unsigned)b * 5564u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_fp_046(int a, int b)
{
    double acc = a * 64.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.27 + many_recs[i & 3].weight;
    return (int)acc + 8;
}

int fn_bits_047(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 24) | (v >> 30);
    v ^= (unsigned)b * 3049u;
    v = (v << 1) | (v >> 14);
    v ^= (unsigned)b * 9314u;
    v = (v << 24) | (v >> 26);
    v ^= (unsigned)b * 686u;
    v = (v << 11) | (v >> 28);
    v ^= (unsigned)b * 6221u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_048(int a, int b)
{
    int x = a * 67 + b;
    x = (x ^ (x >> 7)) * 151 + 879;
    x = (x ^ (x >> 8)) * 165 + 796;
    x = (x ^ (x >> 3)) * 72 + 673;
    x = (x ^ (x >> 4)) * 171 + 312;
    x = (x ^ (x >> 3)) * 136 + 485;
    return x % 26 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_049(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 12); i++) {
        s += many_hist[(i + b) & 63] * 8;
        if (s > 11000) s -= 36;
    }
    return s;
}

int fn_fp_050(int a, int b)
{
    double acc = a * 33.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.19 + many_recs[i & 3].weight;
    return (int)acc + 6;
}

int fn_str_051(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 41u;
    return (int)(many_lut[h % 12288u] % 707u) + b;
}

static __attribute__((noinline)) int fn_rec_052(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 13;
        if (r->weight * 30 > best) best = (int)(r->weight * 60);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_053(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 900) return b;
    int t = fn_switch_074(a - 1, b + 7);
    return t + fn_fp_094(a >> 1, t & 13);
}

int fn_fp_054(int a, int b)
{
    double acc = a * 32.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.21 + many_recs[i & 3].weight;
    return (int)acc + 6;
}

static __attribute__((noinline)) int fn_chain_055(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 170) return b;
    int t = fn_arith_088(a - 1, b + 11);
    return t + fn_arith_120(a >> 1, t & 18);
}

int fn_arith_056(int a, int b)
{
    int x = a * 4 + b;
    x = (x ^ (x >> 7)) * 33 + 117;
    x = (x ^ (x >> 5)) * 129 + 326;
    x = (x ^ (x >> 1)) * 16 + 957;
    x = (x ^ (x >> 7)) * 67 + 93;
    x = (x ^ (x >> 4)) * 86 + 964;
    x = (x ^ (x >> 5)) * 152 + 183;
    return x % 9 + many_primes[(unsigned)b % 16u];
}

int fn_loop_057(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 51); i++) {
        s += many_hist[(i + b) & 63] * 30;
        if (s > 5000) s -= 153;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_058(int a, int b)
{
    switch ((a + b) & 15) {
    case 4: return a * 13 - b + 67;
    case 8: return a * 28 - b + 14;
    case 11: return a * 29 - b + 31;
    case 15: return many_external(a + 48);
    default: return fn_chain_109(b, a & 13);
    }
}

int fn_str_059(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 51u;
    return (int)(many_lut[h % 12288u] % 2020u) + b;
}

int fn_rec_060(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 14;
        if (r->weight * 8 > best) best = (int)(r->weight * 22);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_061(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 390) return b;
    int t = fn_fp_130(a - 1, b + 4);
    return t + fn_fp_198(a >> 1, t & 9);
}

int fn_fp_062(int a, int b)
{
    double acc = a * 33.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.17 + many_recs[i & 3].weight;
    return (int)acc + 1;
}

int fn_bits_063(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 18) | (v >> 25);
    v ^= (unsigned)b * 2201u;
    v = (v << 17) | (v >> 3);
    v ^= (unsigned)b * 2063u;
    v = (v << 15) | (v >> 18);
    v ^= (unsigned)b * 2491u;
    v = (v << 30) | (v >> 5);
    v ^= (unsigned)b * 1668u;
    v = (v << 11) | (v >> 28);
    v ^= (unsigned)b * 5139u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_064(int a, int b)
{
    int x = a * 83 + b;
    x = (x ^ (x >> 6)) * 110 + 244;
    x = (x ^ (x >> 6)) * 16 + 995;
    x = (x ^ (x >> 8)) * 63 + 886;
    x = (x ^ (x >> 4)) * 77 + 944;
    x = (x ^ (x >> 1)) * 71 + 102;
    x = (x ^ (x >> 6)) * 198 + 509;
    return x % 24 + many_primes[(unsigned)b % 16u];
}

int fn_str_065(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 32u;
    return (int)(many_lut[h % 12288u] % 1515u) + b;
}

int fn_switch_066(int a, int b)
{
    switch ((a + b) & 15) {
    case 4: return a * 40 - b + 71;
    case 6: return a * 26 - b + 12;
    case 10: return a * 27 - b + 51;
    case 14: return a * 25 - b + 65;
    case 15: return many_external(a + 82);
    default: return fn_bits_165(b, a & 8);
    }
}

static __attribute__((noinline)) int fn_str_067(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 83u;
    return (int)(many_lut[h % 12288u] % 1414u) + b;
}

int fn_rec_068(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 10;
        if (r->weight * 27 > best) best = (int)(r->weight * 42);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_069(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 250) return b;
    int t = fn_switch_186(a - 1, b + 6);
    return t + fn_switch_002(a >> 1, t & 10);
}

static __attribute__((noinline)) int fn_switch_070(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 16 - b + 4;
    case 11: return a * 8 - b + 41;
    case 13: return a * 14 - b + 45;
    case 15: return many_external(a + 64);
    default: return fn_loop_193(b, a & 16);
    }
}

int fn_bits_071(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 11) | (v >> 8);
    v ^= (unsigned)b * 6796u;
    v = (v << 11) | (v >> 3);
    v ^= (unsigned)b * 1521u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_072(int a, int b)
{
    int x = a * 52 + b;
    x = (x ^ (x >> 5)) * 90 + 584;
    x = (x ^ (x >> 1)) * 191 + 329;
    return x % 19 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_073(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 83); i++) {
        s += many_hist[(i + b) & 63] * 9;
        if (s > 12000) s -= 249;
    }
    return s;
}

int fn_switch_074(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 31 - b + 40;
    case 9: return a * 14 - b + 57;
    case 11: return a * 14 - b + 35;
    case 15: return many_external(a + 51);
    default: return fn_chain_221(b, a & 16);
    }
}

int fn_loop_075(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 15); i++) {
        s += many_hist[(i + b) & 63] * 7;
        if (s > 11000) s -= 45;
    }
    return s;
}

static __attribute__((noinline)) int fn_rec_076(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 6;
        if (r->weight * 28 > best) best = (int)(r->weight * 51);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_077(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 640) return b;
    int t = fn_switch_242(a - 1, b + 13);
    return t + fn_switch_106(a >> 1, t & 18);
}

int fn_fp_078(int a, int b)
{
    double acc = a * 20.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.14 + many_recs[i & 3].weight;
    return (int)acc + 9;
}

static __attribute__((noinline)) int fn_bits_079(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 12) | (v >> 17);
    v ^= (unsigned)b * 5402u;
    v = (v << 23) | (v >> 25);
    v ^= (unsigned)b * 6914u;
    v = (v << 20) | (v >> 27);
    v ^= (unsigned)b * 2930u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_080(int a, int b)
{
    int x = a * 49 + b;
    x = (x ^ (x >> 2)) * 18 + 384;
    x = (x ^ (x >> 2)) * 57 + 561;
    x = (x ^ (x >> 2)) * 65 + 364;
    x = (x ^ (x >> 6)) * 11 + 740;
    x = (x ^ (x >> 5)) * 172 + 137;
    return x % 22 + many_primes[(unsigned)b % 16u];
}

int fn_loop_081(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 65); i++) {
        s += many_hist[(i + b) & 63] * 16;
        if (s > 7000) s -= 195;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_082(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 46 - b + 74;
    case 3: return a * 43 - b + 59;
    case 4: return a * 24 - b + 40;
    case 5: return a * 40 - b + 8;
    case 6: return a * 28 - b + 61;
    case 8: return a * 18 - b + 15;
    case 12: return a * 2 - b + 82;
    case 14: return a * 10 - b + 62;
    case 15: return many_external(a + 72);
    default: return fn_chain_277(b, a & 21);
    }
}

int fn_str_083(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 64u;
    return (int)(many_lut[h % 12288u] % 404u) + b;
}

int fn_rec_084(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 10;
        if (r->weight * 23 > best) best = (int)(r->weight * 41);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_bits_085(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 12) | (v >> 23);
    v ^= (unsigned)b * 2463u;
    v = (v << 10) | (v >> 1);
    v ^= (unsigned)b * 9589u;
    v = (v << 18) | (v >> 13);
    v ^= (unsigned)b * 2121u;
    return (int)(v & 0x7fffffff);
}

int fn_fp_086(int a, int b)
{
    double acc = a * 85.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.12 + many_recs[i & 3].weight;
    return (int)acc + 4;
}

int fn_bits_087(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 4) | (v >> 18);
    v ^= (unsigned)b * 4070u;
    v = (v << 2) | (v >> 18);
    v ^= (unsigned)b * 9834u;
    v = (v << 16) | (v >> 23);
    v ^= (unsigned)b * 1987u;
    v = (v << 12) | (v >> 5);
    v ^= (unsigned)b * 1087u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_088(int a, int b)
{
    int x = a * 12 + b;
    x = (x ^ (x >> 5)) * 7 + 883;
    x = (x ^ (x >> 8)) * 92 + 776;
    x = (x ^ (x >> 2)) * 19 + 742;
    x = (x ^ (x >> 4)) * 107 + 913;
    return x % 31 + many_primes[(unsigned)b % 16u];
}

int fn_loop_089(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 95); i++) {
        s += many_hist[(i + b) & 63] * 25;
        if (s > 2000) s -= 285;
    }
    return s;
}

int fn_fp_090(int a, int b)
{
    double acc = a * 4.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.16 + many_recs[i & 3].weight;
    return (int)acc + 11;
}

static __attribute__((noinline)) int fn_str_091(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 49u;
    return (int)(many_lut[h % 12288u] % 1111u) + b;
}

int fn_rec_092(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 6;
        if (r->weight * 25 > best) best = (int)(r->weight * 83);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_093(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 340) return b;
    int t = fn_fp_054(a - 1, b + 1);
    return t + fn_fp_014(a >> 1, t & 6);
}

static __attribute__((noinline)) int fn_fp_094(int a, int b)
{
    double acc = a * 76.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.20 + many_recs[i & 3].weight;
    return (int)acc + 5;
}

int fn_chain_095(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 690) return b;
    int t = fn_rec_068(a - 1, b + 9);
    return t + fn_arith_040(a >> 1, t & 30);
}

int fn_arith_096(int a, int b)
{
    int x = a * 78 + b;
    x = (x ^ (x >> 8)) * 114 + 879;
    x = (x ^ (x >> 2)) * 82 + 154;
    x = (x ^ (x >> 8)) * 138 + 54;
    return x % 19 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_097(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 16); i++) {
        s += many_hist[(i + b) & 63] * 18;
        if (s > 13000) s -= 48;
    }
    return s;
}

int fn_switch_098(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 2 - b + 75;
    case 2: return a * 18 - b + 83;
    case 5: return a * 7 - b + 95;
    case 13: return a * 46 - b + 79;
    case 15: return many_external(a + 30);
    default: return fn_loop_089(b, a & 25);
    }
}

int fn_str_099(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 82u;
    return (int)(many_lut[h % 12288u] % 2424u) + b;
}

static __attribute__((noinline)) int fn_rec_100(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 7;
        if (r->weight * 14 > best) best = (int)(r->weight * 77);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_101(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 660) return b;
    int t = fn_switch_110(a - 1, b + 3);
    return t + fn_fp_118(a >> 1, t & 25);
}

int fn_fp_102(int a, int b)
{
    double acc = a * 14.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.23 + many_recs[i & 3].weight;
    return (int)acc + 10;
}

static __attribute__((noinline)) int fn_bits_103(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 19) | (v >> 2);
    v ^= (unsigned)b * 8276u;
    v = (v << 2) | (v >> 13);
    v ^= (unsigned)b * 8759u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_104(int a, int b)
{
    int x = a * 51 + b;
    x = (x ^ (x >> 6)) * 112 + 183;
    x = (x ^ (x >> 6)) * 192 + 567;
    return x % 21 + many_primes[(unsigned)b % 16u];
}

int fn_str_105(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 86u;
    return (int)(many_lut[h % 12288u] % 2929u) + b;
}

static __attribute__((noinline)) int fn_switch_106(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 6 - b + 51;
    case 2: return a * 9 - b + 85;
    case 3: return a * 32 - b + 25;
    case 4: return a * 10 - b + 55;
    case 11: return a * 22 - b + 86;
    case 15: return many_external(a + 95);
    default: return fn_str_145(b, a & 9);
    }
}

int fn_str_107(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 77u;
    return (int)(many_lut[h % 12288u] % 2727u) + b;
}

int fn_rec_108(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 8;
        if (r->weight * 22 > best) best = (int)(r->weight * 46);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_109(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 100) return b;
    int t = fn_fp_166(a - 1, b + 6);
    return t + fn_fp_222(a >> 1, t & 28);
}

int fn_switch_110(int a, int b)
{
    switch ((a + b) & 15) {
    case 2: return a * 2 - b + 66;
    case 5: return a * 5 - b + 63;
    case 6: return a * 34 - b + 46;
    case 8: return a * 34 - b + 93;
    case 10: return a * 16 - b + 96;
    case 15: return many_external(a + 20);
    default: return fn_chain_173(b, a & 30);
    }
}

int fn_bits_111(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 17) | (v >> 18);
    v ^= (unsigned)b * 9297u;
    v = (v << 28) | (v >> 19);
    v ^= (unsigned)b * 8142u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_112(int a, int b)
{
    int x = a * 88 + b;
    x = (x ^ (x >> 3)) * 145 + 996;
    x = (x ^ (x >> 7)) * 37 + 441;
    x = (x ^ (x >> 6)) * 171 + 103;
    x = (x ^ (x >> 3)) * 101 + 631;
    return x % 23 + many_primes[(unsigned)b % 16u];
}

int fn_loop_113(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 53); i++) {
        s += many_hist[(i + b) & 63] * 7;
        if (s > 13000) s -= 159;
    }
    return s;
}

int fn_switch_114(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 27 - b + 36;
    case 6: return a * 47 - b + 57;
    case 11: return a * 29 - b + 27;
    case 12: return a * 46 - b + 56;
    case 14: return a * 30 - b + 92;
    case 15: return many_external(a + 47);
    default: return fn_loop_201(b, a & 30);
    }
}

static __attribute__((noinline)) int fn_loop_115(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 82); i++) {
        s += many_hist[(i + b) & 63] * 13;
        if (s > 14000) s -= 246;
    }
    return s;
}

int fn_rec_116(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 2;
        if (r->weight * 21 > best) best = (int)(r->weight * 69);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_117(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 530) return b;
    int t = fn_fp_222(a - 1, b + 9);
    return t + fn_switch_026(a >> 1, t & 4);
}

static __attribute__((noinline)) int fn_fp_118(int a, int b)
{
    double acc = a * 45.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.7 + many_recs[i & 3].weight;
    return (int)acc + 6;
}

int fn_bits_119(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 20) | (v >> 2);
    v ^= (unsigned)b * 2139u;
    v = (v << 20) | (v >> 17);
    v ^= (unsigned)b * 5739u;
    v = (v << 4) | (v >> 21);
    v ^= (unsigned)b * 849u;
    v = (v << 20) | (v >> 27);
    v ^= (unsigned)b * 1390u;
    v = (v << 20) | (v >> 17);
    v ^= (unsigned)b * 4482u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_120(int a, int b)
{
    int x = a * 94 + b;
    x = (x ^ (x >> 7)) * 45 + 975;
    x = (x ^ (x >> 7)) * 116 + 368;
    return x % 11 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_121(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 22); i++) {
        s += many_hist[(i + b) & 63] * 9;
        if (s > 6000) s -= 66;
    }
    return s;
}

int fn_switch_122(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 38 - b + 44;
    case 4: return a * 43 - b + 72;
    case 6: return a * 34 - b + 16;
    case 9: return a * 21 - b + 4;
    case 15: return many_external(a + 46);
    default: return fn_loop_257(b, a & 24);
    }
}

int fn_str_123(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 44u;
    return (int)(many_lut[h % 12288u] % 3030u) + b;
}

static __attribute__((noinline)) int fn_rec_124(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 12;
        if (r->weight * 30 > best) best = (int)(r->weight * 24);
    }
    return best + many_recs[b & 3].key;
}

int fn_bits_125(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 29) | (v >> 29);
    v ^= (unsigned)b * 2098u;
    v = (v << 30) | (v >> 20);
    v ^= (unsigned)b * 5395u;
    v = (v << 8) | (v >> 21);
    v ^= (unsigned)b * 2165u;
    return (int)(v & 0x7fffffff);
}

int fn_fp_126(int a, int b)
{
    double acc = a * 83.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.14 + many_recs[i & 3].weight;
    return (int)acc + 1;
}

static __attribute__((noinline)) int fn_bits_127(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 3) | (v >> 26);
    v ^= (unsigned)b * 2309u;
    v = (v << 25) | (v >> 23);
    v ^= (unsigned)b * 8899u;
    v = (v << 9) | (v >> 30);
    v ^= (unsigned)b * 2642u;
    v = (v << 9) | (v >> 13);
    v ^= (unsigned)b * 139u;
    v = (v << 10) | (v >> 5);
    v ^= (unsigned)b * 6128u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_128(int a, int b)
{
    int x = a * 4 + b;
    x = (x ^ (x >> 3)) * 167 + 177;
    x = (x ^ (x >> 3)) * 61 + 176;
    x = (x ^ (x >> 7)) * 81 + 450;
    x = (x ^ (x >> 6)) * 41 + 956;
    x = (x ^ (x >> 1)) * 74 + 220;
    return x % 34 + many_primes[(unsigned)b % 16u];
}

int fn_loop_129(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 14); i++) {
        s += many_hist[(i + b) & 63] * 19;
        if (s > 9000) s -= 42;
    }
    return s;
}

static __attribute__((noinline)) int fn_fp_130(int a, int b)
{
    double acc = a * 47.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.14 + many_recs[i & 3].weight;
    return (int)acc + 2;
}

int fn_str_131(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 93u;
    return (int)(many_lut[h % 12288u] % 2525u) + b;
}

int fn_rec_132(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 6;
        if (r->weight * 15 > best) best = (int)(r->weight * 6);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_133(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 760) return b;
    int t = fn_switch_034(a - 1, b + 7);
    return t + fn_switch_234(a >> 1, t & 2);
}

int fn_fp_134(int a, int b)
{
    double acc = a * 88.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.5 + many_recs[i & 3].weight;
    return (int)acc + 13;
}

int fn_chain_135(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 260) return b;
    int t = fn_arith_048(a - 1, b + 7);
    return t + fn_rec_260(a >> 1, t & 15);
}

static __attribute__((noinline)) int fn_arith_136(int a, int b)
{
    int x = a * 38 + b;
    x = (x ^ (x >> 6)) * 10 + 779;
    x = (x ^ (x >> 6)) * 81 + 62;
    x = (x ^ (x >> 2)) * 176 + 446;
    x = (x ^ (x >> 2)) * 20 + 154;
    x = (x ^ (x >> 5)) * 16 + 167;
    x = (x ^ (x >> 5)) * 199 + 675;
    x = (x ^ (x >> 4)) * 71 + 952;
    return x % 30 + many_primes[(unsigned)b % 16u];
}

int fn_loop_137(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 7); i++) {
        s += many_hist[(i + b) & 63] * 14;
        if (s > 1000) s -= 21;
    }
    return s;
}

int fn_switch_138(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 20 - b + 48;
    case 4: return a * 27 - b + 93;
    case 5: return a * 34 - b + 27;
    case 6: return a * 19 - b + 3;
    case 8: return a * 16 - b + 78;
    case 9: return a * 11 - b + 54;
    case 12: return a * 36 - b + 23;
    case 13: return a * 7 - b + 59;
    case 15: return many_external(a + 31);
    default: return fn_chain_069(b, a & 20);
    }
}

static __attribute__((noinline)) int fn_str_139(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 71u;
    return (int)(many_lut[h % 12288u] % 1313u) + b;
}

int fn_rec_140(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 6;
        if (r->weight * 20 > best) best = (int)(r->weight * 79);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_141(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 30) return b;
    int t = fn_fp_090(a - 1, b + 5);
    return t + fn_fp_038(a >> 1, t & 20);
}

static __attribute__((noinline)) int fn_fp_142(int a, int b)
{
    double acc = a * 34.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.18 + many_recs[i & 3].weight;
    return (int)acc + 12;
}

int fn_bits_143(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 9) | (v >> 25);
    v ^= (unsigned)b * 8091u;
    v = (v << 25) | (v >> 4);
    v ^= (unsigned)b * 4371u;
    v = (v << 12) | (v >> 17);
    v ^= (unsigned)b * 1779u;
    v = (v << 4) | (v >> 7);
    v ^= (unsigned)b * 5790u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_144(int a, int b)
{
    int x = a * 96 + b;
    x = (x ^ (x >> 1)) * 49 + 523;
    x = (x ^ (x >> 7)) * 185 + 481;
    x = (x ^ (x >> 3)) * 198 + 138;
    x = (x ^ (x >> 5)) * 20 + 109;
    return x % 22 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_str_145(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 22u;
    return (int)(many_lut[h % 12288u] % 2222u) + b;
}

int fn_switch_146(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 18 - b + 17;
    case 1: return a * 39 - b + 27;
    case 3: return a * 23 - b + 23;
    case 4: return a * 4 - b + 60;
    case 8: return a * 42 - b + 54;
    case 9: return a * 21 - b + 23;
    case 15: return many_external(a + 84);
    default: return fn_bits_125(b, a & 4);
    }
}

int fn_str_147(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 3u;
    return (int)(many_lut[h % 12288u] % 2222u) + b;
}

static __attribute__((noinline)) int fn_rec_148(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 10;
        if (r->weight * 21 > best) best = (int)(r->weight * 29);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_149(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 500) return b;
    int t = fn_switch_146(a - 1, b + 10);
    return t + fn_fp_142(a >> 1, t & 15);
}

int fn_switch_150(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 33 - b + 57;
    case 2: return a * 42 - b + 29;
    case 4: return a * 11 - b + 20;
    case 5: return a * 3 - b + 61;
    case 10: return a * 41 - b + 28;
    case 11: return a * 17 - b + 62;
    case 12: return a * 17 - b + 2;
    case 15: return many_external(a + 59);
    default: return fn_loop_153(b, a & 11);
    }
}

static __attribute__((noinline)) int fn_bits_151(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 17) | (v >> 24);
    v ^= (unsigned)b * 3127u;
    v = (v << 8) | (v >> 20);
    v ^= (unsigned)b * 277u;
    v = (v << 9) | (v >> 18);
    v ^= (unsigned)b * 8351u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_152(int a, int b)
{
    int x = a * 20 + b;
    x = (x ^ (x >> 6)) * 94 + 318;
    x = (x ^ (x >> 4)) * 116 + 532;
    x = (x ^ (x >> 1)) * 88 + 755;
    x = (x ^ (x >> 7)) * 100 + 314;
    x = (x ^ (x >> 2)) * 29 + 573;
    x = (x ^ (x >> 7)) * 32 + 641;
    return x % 17 + many_primes[(unsigned)b % 16u];
}

int fn_loop_153(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 56); i++) {
        s += many_hist[(i + b) & 63] * 26;
        if (s > 11000) s -= 168;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_154(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 49 - b + 87;
    case 3: return a * 37 - b + 56;
    case 6: return a * 40 - b + 77;
    case 8: return a * 10 - b + 79;
    case 15: return many_external(a + 18);
    default: return fn_chain_181(b, a & 16);
    }
}

int fn_loop_155(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 72); i++) {
        s += many_hist[(i + b) & 63] * 5;
        if (s > 3000) s -= 216;
    }
    return s;
}

int fn_rec_156(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 2;
        if (r->weight * 25 > best) best = (int)(r->weight * 31);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_157(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 280) return b;
    int t = fn_switch_202(a - 1, b + 3);
    return t + fn_fp_246(a >> 1, t & 4);
}

int fn_fp_158(int a, int b)
{
    double acc = a * 32.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.30 + many_recs[i & 3].weight;
    return (int)acc + 11;
}

int fn_bits_159(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 19) | (v >> 22);
    v ^= (unsigned)b * 184u;
    v = (v << 4) | (v >> 24);
    v ^= (unsigned)b * 961u;
    v = (v << 23) | (v >> 8);
    v ^= (unsigned)b * 1947u;
    v = (v << 11) | (v >> 29);
    v ^= (unsigned)b * 69u;
    v = (v << 3) | (v >> 23);
    v ^= (unsigned)b * 8594u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_160(int a, int b)
{
    int x = a * 47 + b;
    x = (x ^ (x >> 7)) * 73 + 439;
    x = (x ^ (x >> 8)) * 28 + 224;
    x = (x ^ (x >> 6)) * 122 + 852;
    return x % 15 + many_primes[(unsigned)b % 16u];
}

int fn_loop_161(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 61); i++) {
        s += many_hist[(i + b) & 63] * 6;
        if (s > 4000) s -= 183;
    }
    return s;
}

int fn_switch_162(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 29 - b + 76;
    case 2: return a * 6 - b + 73;
    case 4: return a * 30 - b + 5;
    case 8: return a * 30 - b + 47;
    case 12: return a * 32 - b + 42;
    case 15: return many_external(a + 27);
    default: return fn_chain_237(b, a & 30);
    }
}

static __attribute__((noinline)) int fn_str_163(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 65u;
    return (int)(many_lut[h % 12288u] % 2424u) + b;
}

int fn_rec_164(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 11;
        if (r->weight * 11 > best) best = (int)(r->weight * 61);
    }
    return best + many_recs[b & 3].key;
}

int fn_bits_165(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 27) | (v >> 15);
    v ^= (unsigned)b * 9837u;
    v = (v << 4) | (v >> 13);
    v ^= (unsigned)b * 1515u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_fp_166(int a, int b)
{
    double acc = a * 28.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.9 + many_recs[i & 3].weight;
    return (int)acc + 9;
}

int fn_bits_167(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 11) | (v >> 1);
    v ^= (unsigned)b * 3977u;
    v = (v << 26) | (v >> 19);
    v ^= (unsigned)b * 6340u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_168(int a, int b)
{
    int x = a * 54 + b;
    x = (x ^ (x >> 5)) * 72 + 583;
    x = (x ^ (x >> 1)) * 77 + 599;
    x = (x ^ (x >> 8)) * 140 + 306;
    x = (x ^ (x >> 1)) * 123 + 539;
    x = (x ^ (x >> 2)) * 46 + 314;
    return x % 16 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_169(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 58); i++) {
        s += many_hist[(i + b) & 63] * 13;
        if (s > 10000) s -= 174;
    }
    return s;
}

int fn_fp_170(int a, int b)
{
    double acc = a * 3.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.5 + many_recs[i & 3].weight;
    return (int)acc + 4;
}

int fn_str_171(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 55u;
    return (int)(many_lut[h % 12288u] % 2828u) + b;
}

static __attribute__((noinline)) int fn_rec_172(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 5;
        if (r->weight * 11 > best) best = (int)(r->weight * 9);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_173(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 280) return b;
    int t = fn_fp_014(a - 1, b + 1);
    return t + fn_switch_154(a >> 1, t & 16);
}

int fn_fp_174(int a, int b)
{
    double acc = a * 83.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.28 + many_recs[i & 3].weight;
    return (int)acc + 14;
}

static __attribute__((noinline)) int fn_chain_175(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 150) return b;
    int t = fn_rec_028(a - 1, b + 5);
    return t + fn_rec_180(a >> 1, t & 26);
}

int fn_arith_176(int a, int b)
{
    int x = a * 88 + b;
    x = (x ^ (x >> 6)) * 89 + 557;
    x = (x ^ (x >> 1)) * 148 + 294;
    x = (x ^ (x >> 1)) * 58 + 901;
    x = (x ^ (x >> 6)) * 191 + 355;
    x = (x ^ (x >> 6)) * 197 + 110;
    return x % 26 + many_primes[(unsigned)b % 16u];
}

int fn_loop_177(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 49); i++) {
        s += many_hist[(i + b) & 63] * 25;
        if (s > 5000) s -= 147;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_178(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 46 - b + 88;
    case 5: return a * 10 - b + 53;
    case 7: return a * 10 - b + 26;
    case 8: return a * 44 - b + 53;
    case 9: return a * 24 - b + 24;
    case 10: return a * 20 - b + 46;
    case 14: return a * 11 - b + 8;
    case 15: return many_external(a + 51);
    default: return fn_loop_049(b, a & 14);
    }
}

int fn_str_179(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 54u;
    return (int)(many_lut[h % 12288u] % 2525u) + b;
}

int fn_rec_180(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 2;
        if (r->weight * 15 > best) best = (int)(r->weight * 70);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_181(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 540) return b;
    int t = fn_switch_070(a - 1, b + 13);
    return t + fn_switch_258(a >> 1, t & 2);
}

int fn_fp_182(int a, int b)
{
    double acc = a * 46.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.16 + many_recs[i & 3].weight;
    return (int)acc + 1;
}

int fn_bits_183(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 12) | (v >> 5);
    v ^= (unsigned)b * 6986u;
    v = (v << 26) | (v >> 12);
    v ^= (unsigned)b * 1674u;
    v = (v << 27) | (v >> 17);
    v ^= (unsigned)b * 6808u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_184(int a, int b)
{
    int x = a * 57 + b;
    x = (x ^ (x >> 5)) * 190 + 56;
    x = (x ^ (x >> 1)) * 17 + 886;
    x = (x ^ (x >> 8)) * 184 + 692;
    return x % 20 + many_primes[(unsigned)b % 16u];
}

int fn_str_185(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 3u;
    return (int)(many_lut[h % 12288u] % 404u) + b;
}

int fn_switch_186(int a, int b)
{
    switch ((a + b) & 15) {
    case 4: return a * 38 - b + 2;
    case 5: return a * 3 - b + 34;
    case 6: return a * 8 - b + 49;
    case 7: return a * 46 - b + 51;
    case 10: return a * 37 - b + 16;
    case 11: return a * 11 - b + 44;
    case 14: return a * 40 - b + 2;
    case 15: return many_external(a + 32);
    default: return fn_str_105(b, a & 5);
    }
}

static __attribute__((noinline)) int fn_str_187(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 49u;
    return (int)(many_lut[h % 12288u] % 606u) + b;
}

int fn_rec_188(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 6;
        if (r->weight * 11 > best) best = (int)(r->weight * 37);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_189(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 390) return b;
    int t = fn_fp_126(a - 1, b + 4);
    return t + fn_fp_062(a >> 1, t & 2);
}

static __attribute__((noinline)) int fn_switch_190(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 13 - b + 22;
    case 3: return a * 21 - b + 15;
    case 8: return a * 32 - b + 4;
    case 14: return a * 44 - b + 93;
    case 15: return many_external(a + 4);
    default: return fn_chain_133(b, a & 16);
    }
}

int fn_bits_191(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 27) | (v >> 30);
    v ^= (unsigned)b * 878u;
    v = (v << 17) | (v >> 15);
    v ^= (unsigned)b * 7274u;
    v = (v << 2) | (v >> 7);
    v ^= (unsigned)b * 8431u;
    v = (v << 14) | (v >> 20);
    v ^= (unsigned)b * 451u;
    v = (v << 6) | (v >> 6);
    v ^= (unsigned)b * 226u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_192(int a, int b)
{
    int x = a * 96 + b;
    x = (x ^ (x >> 8)) * 111 + 809;
    x = (x ^ (x >> 2)) * 167 + 486;
    x = (x ^ (x >> 4)) * 128 + 142;
    x = (x ^ (x >> 6)) * 178 + 515;
    return x % 9 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_193(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 78); i++) {
        s += many_hist[(i + b) & 63] * 4;
        if (s > 3000) s -= 234;
    }
    return s;
}

int fn_switch_194(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 2 - b + 59;
    case 5: return a * 5 - b + 37;
    case 9: return a * 9 - b + 94;
    case 12: return a * 7 - b + 78;
    case 13: return a * 44 - b + 70;
    case 15: return many_external(a + 4);
    default: return fn_loop_161(b, a & 2);
    }
}

int fn_loop_195(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 44); i++) {
        s += many_hist[(i + b) & 63] * 13;
        if (s > 10000) s -= 132;
    }
    return s;
}

static __attribute__((noinline)) int fn_rec_196(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 11;
        if (r->weight * 15 > best) best = (int)(r->weight * 46);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_197(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 440) return b;
    int t = fn_fp_182(a - 1, b + 8);
    return t + fn_fp_166(a >> 1, t & 23);
}

int fn_fp_198(int a, int b)
{
    double acc = a * 11.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.3 + many_recs[i & 3].weight;
    return (int)acc + 2;
}

static __attribute__((noinline)) int fn_bits_199(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 8) | (v >> 7);
    v ^= (unsigned)b * 6351u;
    v = (v << 27) | (v >> 20);
    v ^= (unsigned)b * 2403u;
    v = (v << 7) | (v >> 26);
    v ^= (unsigned)b * 2333u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_200(int a, int b)
{
    int x = a * 22 + b;
    x = (x ^ (x >> 3)) * 138 + 158;
    x = (x ^ (x >> 5)) * 67 + 207;
    x = (x ^ (x >> 8)) * 50 + 164;
    return x % 24 + many_primes[(unsigned)b % 16u];
}

int fn_loop_201(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 46); i++) {
        s += many_hist[(i + b) & 63] * 7;
        if (s > 12000) s -= 138;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_202(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 44 - b + 69;
    case 2: return a * 30 - b + 97;
    case 5: return a * 6 - b + 57;
    case 15: return many_external(a + 51);
    default: return fn_loop_217(b, a & 27);
    }
}

int fn_str_203(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 60u;
    return (int)(many_lut[h % 12288u] % 1313u) + b;
}

int fn_rec_204(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 10;
        if (r->weight * 22 > best) best = (int)(r->weight * 35);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_bits_205(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 27) | (v >> 18);
    v ^= (unsigned)b * 3740u;
    v = (v << 8) | (v >> 19);
    v ^= (unsigned)b * 8296u;
    v = (v << 1) | (v >> 19);
    v ^= (unsigned)b * 1503u;
    v = (v << 23) | (v >> 18);
    v ^= (unsigned)b * 6370u;
    v = (v << 26) | (v >> 21);
    v ^= (unsigned)b * 1902u;
    return (int)(v & 0x7fffffff);
}

int fn_fp_206(int a, int b)
{
    double acc = a * 57.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.8 + many_recs[i & 3].weight;
    return (int)acc + 7;
}

int fn_bits_207(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 28) | (v >> 1);
    v ^= (unsigned)b * 5699u;
    v = (v << 13) | (v >> 24);
    v ^= (unsigned)b * 8467u;
    v = (v << 1) | (v >> 17);
    v ^= (unsigned)b * 6817u;
    v = (v << 1) | (v >> 2);
    v ^= (unsigned)b * 3954u;
    v = (v << 13) | (v >> 5);
    v ^= (unsigned)b * 126u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_208(int a, int b)
{
    int x = a * 19 + b;
    x = (x ^ (x >> 2)) * 159 + 651;
    x = (x ^ (x >> 4)) * 121 + 679;
    x = (x ^ (x >> 6)) * 58 + 505;
    x = (x ^ (x >> 6)) * 130 + 651;
    x = (x ^ (x >> 3)) * 93 + 547;
    return x % 16 + many_primes[(unsigned)b % 16u];
}

int fn_loop_209(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 47); i++) {
        s += many_hist[(i + b) & 63] * 23;
        if (s > 10000) s -= 141;
    }
    return s;
}

int fn_fp_210(int a, int b)
{
    double acc = a * 25.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.10 + many_recs[i & 3].weight;
    return (int)acc + 4;
}

static __attribute__((noinline)) int fn_str_211(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 39u;
    return (int)(many_lut[h % 12288u] % 1313u) + b;
}

int fn_rec_212(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 5;
        if (r->weight * 7 > best) best = (int)(r->weight * 7);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_213(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 850) return b;
    int t = fn_fp_294(a - 1, b + 2);
    return t + fn_switch_074(a >> 1, t & 30);
}

static __attribute__((noinline)) int fn_fp_214(int a, int b)
{
    double acc = a * 46.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.18 + many_recs[i & 3].weight;
    return (int)acc + 8;
}

int fn_chain_215(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 440) return b;
    int t = fn_arith_008(a - 1, b + 11);
    return t + fn_rec_100(a >> 1, t & 22);
}

int fn_arith_216(int a, int b)
{
    int x = a * 66 + b;
    x = (x ^ (x >> 4)) * 108 + 35;
    x = (x ^ (x >> 3)) * 28 + 831;
    return x % 20 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_217(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 41); i++) {
        s += many_hist[(i + b) & 63] * 17;
        if (s > 3000) s -= 123;
    }
    return s;
}

int fn_switch_218(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 32 - b + 3;
    case 3: return a * 40 - b + 78;
    case 13: return a * 14 - b + 91;
    case 14: return a * 30 - b + 53;
    case 15: return many_external(a + 19);
    default: return fn_chain_029(b, a & 18);
    }
}

int fn_str_219(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 19u;
    return (int)(many_lut[h % 12288u] % 1010u) + b;
}

static __attribute__((noinline)) int fn_rec_220(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 13;
        if (r->weight * 19 > best) best = (int)(r->weight * 66);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_221(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 930) return b;
    int t = fn_fp_050(a - 1, b + 13);
    return t + fn_switch_178(a >> 1, t & 30);
}

int fn_fp_222(int a, int b)
{
    double acc = a * 81.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.23 + many_recs[i & 3].weight;
    return (int)acc + 13;
}

static __attribute__((noinline)) int fn_bits_223(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 26) | (v >> 27);
    v ^= (unsigned)b * 5792u;
    v = (v << 19) | (v >> 15);
    v ^= (unsigned)b * 1355u;
    v = (v << 25) | (v >> 3);
    v ^= (unsigned)b * 4465u;
    v = (v << 27) | (v >> 1);
    v ^= (unsigned)b * 2071u;
    v = (v << 10) | (v >> 3);
    v ^= (unsigned)b * 2264u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_224(int a, int b)
{
    int x = a * 44 + b;
    x = (x ^ (x >> 6)) * 66 + 527;
    x = (x ^ (x >> 2)) * 110 + 837;
    x = (x ^ (x >> 7)) * 38 + 620;
    return x % 22 + many_primes[(unsigned)b % 16u];
}

int fn_str_225(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 83u;
    return (int)(many_lut[h % 12288u] % 2424u) + b;
}

static __attribute__((noinline)) int fn_switch_226(int a, int b)
{
    switch ((a + b) & 15) {
    case 4: return a * 21 - b + 81;
    case 6: return a * 45 - b + 89;
    case 8: return a * 40 - b + 45;
    case 11: return a * 6 - b + 95;
    case 12: return a * 6 - b + 65;
    case 13: return a * 14 - b + 51;
    case 15: return many_external(a + 42);
    default: return fn_bits_085(b, a & 16);
    }
}

int fn_str_227(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 17u;
    return (int)(many_lut[h % 12288u] % 303u) + b;
}

int fn_rec_228(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 13;
        if (r->weight * 6 > best) best = (int)(r->weight * 81);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_229(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 480) return b;
    int t = fn_switch_106(a - 1, b + 4);
    return t + fn_switch_282(a >> 1, t & 30);
}

int fn_switch_230(int a, int b)
{
    switch ((a + b) & 15) {
    case 2: return a * 39 - b + 48;
    case 3: return a * 4 - b + 5;
    case 7: return a * 19 - b + 74;
    case 8: return a * 16 - b + 13;
    case 9: return a * 22 - b + 4;
    case 12: return a * 45 - b + 4;
    case 15: return many_external(a + 78);
    default: return fn_loop_113(b, a & 23);
    }
}

int fn_bits_231(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 5) | (v >> 3);
    v ^= (unsigned)b * 6516u;
    v = (v << 1) | (v >> 6);
    v ^= (unsigned)b * 1307u;
    v = (v << 11) | (v >> 7);
    v ^= (unsigned)b * 4851u;
    v = (v << 16) | (v >> 25);
    v ^= (unsigned)b * 5774u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_232(int a, int b)
{
    int x = a * 54 + b;
    x = (x ^ (x >> 6)) * 154 + 954;
    x = (x ^ (x >> 2)) * 52 + 913;
    x = (x ^ (x >> 8)) * 32 + 666;
    x = (x ^ (x >> 1)) * 149 + 839;
    x = (x ^ (x >> 7)) * 50 + 555;
    return x % 15 + many_primes[(unsigned)b % 16u];
}

int fn_loop_233(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 75); i++) {
        s += many_hist[(i + b) & 63] * 24;
        if (s > 6000) s -= 225;
    }
    return s;
}

int fn_switch_234(int a, int b)
{
    switch ((a + b) & 15) {
    case 2: return a * 2 - b + 66;
    case 5: return a * 25 - b + 2;
    case 11: return a * 22 - b + 65;
    case 15: return many_external(a + 39);
    default: return fn_chain_141(b, a & 19);
    }
}

static __attribute__((noinline)) int fn_loop_235(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 48); i++) {
        s += many_hist[(i + b) & 63] * 8;
        if (s > 7000) s -= 144;
    }
    return s;
}

int fn_rec_236(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 12;
        if (r->weight * 14 > best) best = (int)(r->weight * 84);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_237(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 600) return b;
    int t = fn_switch_162(a - 1, b + 6);
    return t + fn_fp_086(a >> 1, t & 4);
}

static __attribute__((noinline)) int fn_fp_238(int a, int b)
{
    double acc = a * 84.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.20 + many_recs[i & 3].weight;
    return (int)acc + 7;
}

int fn_bits_239(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 14) | (v >> 16);
    v ^= (unsigned)b * 3629u;
    v = (v << 26) | (v >> 5);
    v ^= (unsigned)b * 2142u;
    v = (v << 11) | (v >> 11);
    v ^= (unsigned)b * 6959u;
    v = (v << 7) | (v >> 10);
    v ^= (unsigned)b * 1548u;
    v = (v << 7) | (v >> 29);
    v ^= (unsigned)b * 593u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_240(int a, int b)
{
    int x = a * 70 + b;
    x = (x ^ (x >> 6)) * 194 + 93;
    x = (x ^ (x >> 6)) * 6 + 79;
    return x % 20 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_241(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 8); i++) {
        s += many_hist[(i + b) & 63] * 16;
        if (s > 1000) s -= 24;
    }
    return s;
}

int fn_switch_242(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 37 - b + 92;
    case 3: return a * 40 - b + 86;
    case 5: return a * 36 - b + 1;
    case 6: return a * 27 - b + 93;
    case 12: return a * 20 - b + 12;
    case 13: return a * 3 - b + 34;
    case 15: return many_external(a + 19);
    default: return fn_chain_197(b, a & 30);
    }
}

int fn_str_243(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 14u;
    return (int)(many_lut[h % 12288u] % 2121u) + b;
}

static __attribute__((noinline)) int fn_rec_244(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 3;
        if (r->weight * 29 > best) best = (int)(r->weight * 47);
    }
    return best + many_recs[b & 3].key;
}

int fn_bits_245(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 26) | (v >> 6);
    v ^= (unsigned)b * 2224u;
    v = (v << 9) | (v >> 24);
    v ^= (unsigned)b * 6214u;
    return (int)(v & 0x7fffffff);
}

int fn_fp_246(int a, int b)
{
    double acc = a * 45.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.21 + many_recs[i & 3].weight;
    return (int)acc + 4;
}

static __attribute__((noinline)) int fn_bits_247(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 2) | (v >> 15);
    v ^= (unsigned)b * 2716u;
    v = (v << 4) | (v >> 2);
    v ^= (unsigned)b * 9960u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_248(int a, int b)
{
    int x = a * 15 + b;
    x = (x ^ (x >> 5)) * 149 + 305;
    x = (x ^ (x >> 1)) * 20 + 609;
    x = (x ^ (x >> 7)) * 111 + 778;
    x = (x ^ (x >> 8)) * 148 + 788;
    x = (x ^ (x >> 2)) * 47 + 874;
    x = (x ^ (x >> 4)) * 97 + 133;
    return x % 27 + many_primes[(unsigned)b % 16u];
}

int fn_loop_249(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 42); i++) {
        s += many_hist[(i + b) & 63] * 19;
        if (s > 2000) s -= 126;
    }
    return s;
}

static __attribute__((noinline)) int fn_fp_250(int a, int b)
{
    double acc = a * 63.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.13 + many_recs[i & 3].weight;
    return (int)acc + 7;
}

int fn_str_251(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 8u;
    return (int)(many_lut[h % 12288u] % 1717u) + b;
}

int fn_rec_252(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 4;
        if (r->weight * 29 > best) best = (int)(r->weight * 52);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_253(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 160) return b;
    int t = fn_switch_274(a - 1, b + 12);
    return t + fn_fp_294(a >> 1, t & 22);
}

int fn_fp_254(int a, int b)
{
    double acc = a * 53.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.14 + many_recs[i & 3].weight;
    return (int)acc + 13;
}

int fn_chain_255(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 480) return b;
    int t = fn_arith_288(a - 1, b + 7);
    return t + fn_rec_020(a >> 1, t & 30);
}

static __attribute__((noinline)) int fn_arith_256(int a, int b)
{
    int x = a * 37 + b;
    x = (x ^ (x >> 3)) * 137 + 250;
    x = (x ^ (x >> 1)) * 117 + 199;
    x = (x ^ (x >> 2)) * 110 + 388;
    x = (x ^ (x >> 4)) * 123 + 58;
    x = (x ^ (x >> 8)) * 107 + 103;
    x = (x ^ (x >> 8)) * 186 + 985;
    return x % 33 + many_primes[(unsigned)b % 16u];
}

int fn_loop_257(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 51); i++) {
        s += many_hist[(i + b) & 63] * 28;
        if (s > 1000) s -= 153;
    }
    return s;
}

int fn_switch_258(int a, int b)
{
    switch ((a + b) & 15) {
    case 0: return a * 32 - b + 65;
    case 2: return a * 17 - b + 71;
    case 4: return a * 22 - b + 35;
    case 15: return many_external(a + 33);
    default: return fn_loop_009(b, a & 11);
    }
}

static __attribute__((noinline)) int fn_str_259(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 67u;
    return (int)(many_lut[h % 12288u] % 505u) + b;
}

int fn_rec_260(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 9;
        if (r->weight * 4 > best) best = (int)(r->weight * 51);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_261(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 510) return b;
    int t = fn_switch_030(a - 1, b + 4);
    return t + fn_switch_098(a >> 1, t & 30);
}

static __attribute__((noinline)) int fn_fp_262(int a, int b)
{
    double acc = a * 22.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.8 + many_recs[i & 3].weight;
    return (int)acc + 11;
}

int fn_bits_263(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 24) | (v >> 3);
    v ^= (unsigned)b * 2138u;
    v = (v << 2) | (v >> 27);
    v ^= (unsigned)b * 9570u;
    v = (v << 17) | (v >> 10);
    v ^= (unsigned)b * 8417u;
    v = (v << 28) | (v >> 27);
    v ^= (unsigned)b * 3271u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_264(int a, int b)
{
    int x = a * 83 + b;
    x = (x ^ (x >> 5)) * 79 + 894;
    x = (x ^ (x >> 4)) * 59 + 924;
    x = (x ^ (x >> 1)) * 56 + 690;
    x = (x ^ (x >> 3)) * 79 + 655;
    x = (x ^ (x >> 5)) * 130 + 652;
    x = (x ^ (x >> 4)) * 21 + 432;
    return x % 28 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_str_265(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 92u;
    return (int)(many_lut[h % 12288u] % 1616u) + b;
}

int fn_switch_266(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 20 - b + 83;
    case 4: return a * 39 - b + 14;
    case 7: return a * 30 - b + 4;
    case 12: return a * 20 - b + 55;
    case 14: return a * 48 - b + 44;
    case 15: return many_external(a + 37);
    default: return fn_str_065(b, a & 3);
    }
}

int fn_str_267(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 21u;
    return (int)(many_lut[h % 12288u] % 1818u) + b;
}

static __attribute__((noinline)) int fn_rec_268(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 7;
        if (r->weight * 23 > best) best = (int)(r->weight * 4);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_269(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 950) return b;
    int t = fn_fp_086(a - 1, b + 6);
    return t + fn_switch_202(a >> 1, t & 17);
}

int fn_switch_270(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 20 - b + 94;
    case 3: return a * 37 - b + 33;
    case 6: return a * 35 - b + 34;
    case 10: return a * 39 - b + 8;
    case 15: return many_external(a + 46);
    default: return fn_chain_093(b, a & 5);
    }
}

static __attribute__((noinline)) int fn_bits_271(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 29) | (v >> 13);
    v ^= (unsigned)b * 3650u;
    v = (v << 12) | (v >> 18);
    v ^= (unsigned)b * 3739u;
    v = (v << 26) | (v >> 24);
    v ^= (unsigned)b * 6030u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_272(int a, int b)
{
    int x = a * 96 + b;
    x = (x ^ (x >> 4)) * 42 + 745;
    x = (x ^ (x >> 6)) * 70 + 29;
    x = (x ^ (x >> 4)) * 131 + 49;
    return x % 37 + many_primes[(unsigned)b % 16u];
}

int fn_loop_273(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 53); i++) {
        s += many_hist[(i + b) & 63] * 24;
        if (s > 10000) s -= 159;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_274(int a, int b)
{
    switch ((a + b) & 15) {
    case 3: return a * 37 - b + 12;
    case 4: return a * 14 - b + 57;
    case 8: return a * 24 - b + 95;
    case 9: return a * 35 - b + 79;
    case 10: return a * 9 - b + 83;
    case 15: return many_external(a + 24);
    default: return fn_loop_121(b, a & 15);
    }
}

int fn_loop_275(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 51); i++) {
        s += many_hist[(i + b) & 63] * 6;
        if (s > 9000) s -= 153;
    }
    return s;
}

int fn_rec_276(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 11;
        if (r->weight * 16 > best) best = (int)(r->weight * 88);
    }
    return best + many_recs[b & 3].key;
}

static __attribute__((noinline)) int fn_chain_277(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 530) return b;
    int t = fn_fp_142(a - 1, b + 13);
    return t + fn_fp_006(a >> 1, t & 22);
}

int fn_fp_278(int a, int b)
{
    double acc = a * 95.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.26 + many_recs[i & 3].weight;
    return (int)acc + 7;
}

int fn_bits_279(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 30) | (v >> 10);
    v ^= (unsigned)b * 4355u;
    v = (v << 12) | (v >> 17);
    v ^= (unsigned)b * 410u;
    v = (v << 16) | (v >> 1);
    v ^= (unsigned)b * 7107u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_arith_280(int a, int b)
{
    int x = a * 68 + b;
    x = (x ^ (x >> 2)) * 84 + 862;
    x = (x ^ (x >> 7)) * 174 + 598;
    x = (x ^ (x >> 3)) * 193 + 776;
    x = (x ^ (x >> 4)) * 132 + 615;
    x = (x ^ (x >> 7)) * 23 + 100;
    return x % 28 + many_primes[(unsigned)b % 16u];
}

int fn_loop_281(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 5); i++) {
        s += many_hist[(i + b) & 63] * 20;
        if (s > 11000) s -= 15;
    }
    return s;
}

int fn_switch_282(int a, int b)
{
    switch ((a + b) & 15) {
    case 2: return a * 20 - b + 2;
    case 5: return a * 12 - b + 77;
    case 14: return a * 36 - b + 4;
    case 15: return many_external(a + 26);
    default: return fn_loop_177(b, a & 28);
    }
}

static __attribute__((noinline)) int fn_str_283(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 82u;
    return (int)(many_lut[h % 12288u] % 1515u) + b;
}

int fn_rec_284(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 12;
        if (r->weight * 19 > best) best = (int)(r->weight * 5);
    }
    return best + many_recs[b & 3].key;
}

int fn_bits_285(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 17) | (v >> 4);
    v ^= (unsigned)b * 5845u;
    v = (v << 15) | (v >> 12);
    v ^= (unsigned)b * 6206u;
    v = (v << 5) | (v >> 8);
    v ^= (unsigned)b * 1354u;
    v = (v << 8) | (v >> 5);
    v ^= (unsigned)b * 4892u;
    return (int)(v & 0x7fffffff);
}

static __attribute__((noinline)) int fn_fp_286(int a, int b)
{
    double acc = a * 43.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.15 + many_recs[i & 3].weight;
    return (int)acc + 10;
}

int fn_bits_287(int a, int b)
{
    unsigned v = (unsigned)a;
    v = (v << 2) | (v >> 7);
    v ^= (unsigned)b * 4402u;
    v = (v << 6) | (v >> 9);
    v ^= (unsigned)b * 4950u;
    v = (v << 27) | (v >> 2);
    v ^= (unsigned)b * 8664u;
    v = (v << 11) | (v >> 9);
    v ^= (unsigned)b * 8182u;
    return (int)(v & 0x7fffffff);
}

int fn_arith_288(int a, int b)
{
    int x = a * 86 + b;
    x = (x ^ (x >> 3)) * 8 + 779;
    x = (x ^ (x >> 1)) * 138 + 628;
    x = (x ^ (x >> 8)) * 40 + 35;
    x = (x ^ (x >> 7)) * 145 + 833;
    x = (x ^ (x >> 2)) * 50 + 270;
    x = (x ^ (x >> 8)) * 21 + 185;
    return x % 17 + many_primes[(unsigned)b % 16u];
}

static __attribute__((noinline)) int fn_loop_289(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 12); i++) {
        s += many_hist[(i + b) & 63] * 12;
        if (s > 8000) s -= 36;
    }
    return s;
}

int fn_fp_290(int a, int b)
{
    double acc = a * 87.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.15 + many_recs[i & 3].weight;
    return (int)acc + 3;
}

int fn_str_291(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 16u;
    return (int)(many_lut[h % 12288u] % 1919u) + b;
}

static __attribute__((noinline)) int fn_rec_292(int a, int b)
{
    int best = 0;
    for (int i = 0; i < 4; i++) {
        struct rec *r = &many_recs[(i + a) & 3];
        r->count += b * 2;
        if (r->weight * 19 > best) best = (int)(r->weight * 59);
    }
    return best + many_recs[b & 3].key;
}

int fn_chain_293(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 300) return b;
    int t = fn_fp_254(a - 1, b + 14);
    return t + fn_fp_214(a >> 1, t & 15);
}

int fn_fp_294(int a, int b)
{
    double acc = a * 84.25;
    for (int i = 0; i < (b & 7); i++) acc = acc * 0.11 + many_recs[i & 3].weight;
    return (int)acc + 12;
}

static __attribute__((noinline)) int fn_chain_295(int a, int b)
{
    s_calls++;
    if (a <= 0 || b > 540) return b;
    int t = fn_rec_268(a - 1, b + 4);
    return t + fn_arith_240(a >> 1, t & 27);
}

int fn_arith_296(int a, int b)
{
    int x = a * 42 + b;
    x = (x ^ (x >> 5)) * 82 + 842;
    x = (x ^ (x >> 2)) * 170 + 503;
    x = (x ^ (x >> 7)) * 110 + 971;
    x = (x ^ (x >> 1)) * 149 + 202;
    return x % 16 + many_primes[(unsigned)b % 16u];
}

int fn_loop_297(int a, int b)
{
    int s = 0;
    for (int i = 0; i < (a & 68); i++) {
        s += many_hist[(i + b) & 63] * 17;
        if (s > 12000) s -= 204;
    }
    return s;
}

static __attribute__((noinline)) int fn_switch_298(int a, int b)
{
    switch ((a + b) & 15) {
    case 1: return a * 29 - b + 86;
    case 4: return a * 29 - b + 58;
    case 5: return a * 15 - b + 61;
    case 8: return a * 28 - b + 55;
    case 11: return a * 41 - b + 56;
    case 12: return a * 45 - b + 17;
    case 14: return a * 24 - b + 57;
    case 15: return many_external(a + 29);
    default: return fn_loop_289(b, a & 6);
    }
}

int fn_str_299(int a, int b)
{
    unsigned h = 2166136261u;
    for (const char *p = many_banner; *p; p++)
        h = (h ^ (unsigned char)(*p + a)) * 16777619u + 74u;
    return (int)(many_lut[h % 12288u] % 1414u) + b;
}

int (*const many_table[120])(int, int) = {
    fn_loop_001, fn_rec_004, fn_bits_007,
    fn_fp_010, fn_chain_013, fn_arith_016,
    fn_str_019, fn_fp_022, fn_str_025,
    fn_rec_028, fn_bits_031, fn_switch_034,
    fn_chain_037, fn_arith_040, fn_str_043,
    fn_fp_046, fn_loop_049, fn_rec_052,
    fn_chain_055, fn_switch_058, fn_chain_061,
    fn_arith_064, fn_str_067, fn_switch_070,
    fn_loop_073, fn_rec_076, fn_bits_079,
    fn_switch_082, fn_bits_085, fn_arith_088,
    fn_str_091, fn_fp_094, fn_loop_097,
    fn_rec_100, fn_bits_103, fn_switch_106,
    fn_chain_109, fn_arith_112, fn_loop_115,
    fn_fp_118, fn_loop_121, fn_rec_124,
    fn_bits_127, fn_fp_130, fn_chain_133,
    fn_arith_136, fn_str_139, fn_fp_142,
    fn_str_145, fn_rec_148, fn_bits_151,
    fn_switch_154, fn_chain_157, fn_arith_160,
    fn_str_163, fn_fp_166, fn_loop_169,
    fn_rec_172, fn_chain_175, fn_switch_178,
    fn_chain_181, fn_arith_184, fn_str_187,
    fn_switch_190, fn_loop_193, fn_rec_196,
    fn_bits_199, fn_switch_202, fn_bits_205,
    fn_arith_208, fn_str_211, fn_fp_214,
    fn_loop_217, fn_rec_220, fn_bits_223,
    fn_switch_226, fn_chain_229, fn_arith_232,
    fn_loop_235, fn_fp_238, fn_loop_241,
    fn_rec_244, fn_bits_247, fn_fp_250,
    fn_chain_253, fn_arith_256, fn_str_259,
    fn_fp_262, fn_str_265, fn_rec_268,
    fn_bits_271, fn_switch_274, fn_chain_277,
    fn_arith_280, fn_str_283, fn_fp_286,
    fn_loop_289, fn_rec_292, fn_chain_295,
    fn_switch_298, fn_arith_000, fn_switch_002,
    fn_str_003, fn_bits_005, fn_fp_006,
    fn_arith_008, fn_loop_009, fn_str_011,
    fn_rec_012, fn_fp_014, fn_chain_015,
    fn_loop_017, fn_switch_018, fn_rec_020,
    fn_chain_021, fn_bits_023, fn_arith_024,
    fn_switch_026, fn_str_027, fn_chain_029,
};

int many_dispatch(int which, int a, int b)
{
    return many_table[(unsigned)which % (sizeof many_table / sizeof many_table[0])](a, b);
}
