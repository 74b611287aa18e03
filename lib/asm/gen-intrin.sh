#!/bin/sh
# gen-intrin.sh - writes lib/asm/intrin-table.c: per LLVM release whose
# llvm-dis bcq dis imitates, the attributes that release's llvm-dis prints
# for each intrinsic (its reader puts Intrinsic::getAttributes(id) in place
# of the file's: UpgradeIntrinsicFunction in AutoUpgrade.cpp).
#
#   lib/asm/gen-intrin.sh [RELEASE...] >lib/asm/intrin-table.c
#
# Not run by the build: the output is committed.  Needs each release's
# llvm-as, llvm-dis and libLLVM.so (x86-64 ELF), strings and readelf, and
# python3 for LLVM 22 (its C API through ctypes).
#
# For each release before 22 (LLVM 22 and later: see OVL22 below, as its
# reader keeps the file's attributes on a type that is no signature):
#  1. the names: LLVM's IntrinsicNameTable, read from libLLVM.so (its
#     relocations point at the names), without the targets bcq does not
#     carry (see DROP);
#  2. a module declaring each name as ptr (ptr x NPARAM) with the string
#     attribute "bcqm", through llvm-as --disable-verify and llvm-dis: a
#     name whose "bcqm" is gone is an intrinsic (all of them, but for those
#     the reader renames), and what llvm-dis prints for it (the
#     "; Function Attrs:" comment, return and parameter attributes) is
#     its entry;
#  3. the same with NAME.bcqx as i32 (i32 x NPARAM): an intrinsic whose
#     attributes replace "bcqm" there too is overloaded (lookupIntrinsicID
#     takes a longer name only for those); its function attributes must
#     be the ones of step 2 (Intrinsic::getAttributes depends on the id
#     alone; the script stops otherwise), its return and parameter ones
#     are the entry's text on an integer (LLVM drops those that do not
#     fit the type).
# A name the reader renames (AutoUpgrade wants the overloaded type in a
# few names, llvm.lifetime.start.p0i8) is tried again as NAME.p0i8 (p0 from
# LLVM 15 on) and NAME.i32; one renamed or retyped both times is left out.
# DROP lists the targets left out (doc/format.md 16.2: the size).
set -eu
LC_ALL=C
export LC_ALL
NPARAM=32
DROP='aarch64|arm|dx|hexagon|loongarch|mips|ppc|r600|riscv|s390|ve|wasm|xcore'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rels=${*:-14 19 22}
: >"$tmp/all"
: >"$tmp/sigs"

bindir() {
    d=$(llvm-config-"$1" --bindir 2>/dev/null || true)
    if [ -z "$d" ]; then d=$(dirname "$(command -v llvm-dis)"); fi
    "$d/llvm-dis" --version | grep -q "LLVM version $1\." || {
        echo "gen-intrin.sh: no llvm-dis $1" >&2; exit 1; }
    echo "$d"
}

# decl FILE TYPE RET SUFFIX: one declaration per name of names
decl() {
    awk -v ty="$2" -v ret="$3" -v suf="$4" -v n="$NPARAM" '{
        p = ty; for (i = 1; i < n; i++) p = p ", " ty
        printf "declare %s @\"%s%s\"(%s) \"bcqm\"\n", ret, $0, suf, p
    }' "$tmp/names" >"$1"
}

# attrs LL SUFFIX TYPE: NAME<TAB>FN<TAB>RET<TAB>P0<TAB>P1...  for each
# declaration of one of the names whose attributes are not "bcqm"
# (llvm-dis text in LL; a name the reader renamed is left out)
attrs() {
    awk -v suf="$2" -v ty="$3" -v namesf="$tmp/names" '
    BEGIN { while ((getline l < namesf) > 0) want[l] = 1 }
    /^attributes #/ {
        g = $2; s = $0; sub(/^[^{]*\{ /, "", s); sub(/ \}$/, "", s)
        grp[g] = s; next
    }
    /^; Function Attrs: / { c = substr($0, 19); next }
    /^declare / {
        line[++n] = $0; com[n] = c; c = ""; next
    }
    END {
        for (k = 1; k <= n; k++) {
            s = line[k]; cm = com[k]
            g = ""
            if (match(s, / #[0-9]+$/)) {
                g = substr(s, RSTART + 1); s = substr(s, 1, RSTART - 1)
            }
            if (g != "" && grp[g] == "\"bcqm\"") continue
            # only enum and int attributes: the comment is the group
            if ((g == "" ? "" : grp[g]) != cm) {
                print "gen-intrin.sh: group " g " is not its comment: " line[k] >"/dev/stderr"
                exit 1
            }
            sub(/^declare /, "", s)
            at = index(s, " @\"")
            q = 3
            if (!at) { at = index(s, " @"); q = 2 }
            head = substr(s, 1, at - 1)
            rest = substr(s, at + q)
            rt = head; sub(/^.* /, "", rt)
            ra = head; if (ra == rt) ra = ""; else sub(/ [^ ]*$/, "", ra)
            op = index(rest, "(")
            name = substr(rest, 1, op - 1); sub(/"$/, "", name)
            if (suf != "") {
                if (substr(name, length(name) - length(suf) + 1) != suf) continue
                name = substr(name, 1, length(name) - length(suf))
            }
            if (!(name in want)) continue
            body = substr(rest, op + 1); sub(/\)$/, "", body)
            out = name "\t" cm "\t" ra
            # parameters: split at ", " outside parentheses
            depth = 0; cur = ""; np = 0
            for (i = 1; i <= length(body); i++) {
                ch = substr(body, i, 1)
                if (ch == "(") depth++
                if (ch == ")") depth--
                if (depth == 0 && substr(body, i, 2) == ", ") {
                    pa[++np] = cur; cur = ""; i++; continue
                }
                cur = cur ch
            }
            if (body != "") pa[++np] = cur
            for (i = 1; i <= np; i++) {
                a = pa[i]
                if (substr(a, 1, length(ty)) != ty) break
                a = substr(a, length(ty) + 1); sub(/^ /, "", a)
                out = out "\t" a
            }
            # the reader changed its type (AutoUpgrade): left out
            if (i > np && (rt == ty || rt == "void")) print out
        }
    }' "$1"
}

# run STEP TYPE RET SUFFIX SUFFIX2: steps 2 and 3 into $tmp/STEP.tab; the
# names the reader renamed (AutoUpgrade wants the overloaded type in the
# name, as llvm.lifetime.start.p0i8) are tried again as NAME.SUFFIX2
run() {
    decl "$tmp/$1.ll" "$2" "$3" "$4"
    "$d/llvm-as" --disable-verify "$tmp/$1.ll" -o "$tmp/$1.bc"
    "$d/llvm-dis" "$tmp/$1.bc" -o "$tmp/$1.dis"
    attrs "$tmp/$1.dis" "$4" "$2" | sort >"$tmp/$1.tab"
    cut -f 1 "$tmp/$1.tab" | sort | comm -23 "$tmp/names" - >"$tmp/lost"
    cp "$tmp/names" "$tmp/names.all"
    cp "$tmp/lost" "$tmp/names"
    decl "$tmp/$1.ll" "$2" "$3" ".$5"
    "$d/llvm-as" --disable-verify "$tmp/$1.ll" -o "$tmp/$1.bc"
    "$d/llvm-dis" "$tmp/$1.bc" -o "$tmp/$1.dis"
    attrs "$tmp/$1.dis" ".$5" "$2" >>"$tmp/$1.tab"
    mv "$tmp/names.all" "$tmp/names"
    sort -o "$tmp/$1.tab" "$tmp/$1.tab"
}

# LLVM 22 (and later): the reader keeps the file's attributes unless the
# declaration's type is the intrinsic's signature (UpgradeIntrinsicFunction
# calls Intrinsic::getAttributes(C, id, FT) only when
# Intrinsic::getIntrinsicSignature(id, FT, ...) matches), and the range
# attributes take their width from that type.  So the probes above keep
# "bcqm"; each entry is one name with one exact signature instead:
#  - an intrinsic that is not overloaded: its only signature, from
#    libLLVM's C API (LLVMIntrinsicGetType, through python3's ctypes);
#  - an overloaded one: the whole names (type suffix and all) of OVL22
#    below with their signatures (the script stops when llvm-dis does not
#    replace the attributes of one: another type, or a name LLVM mangles
#    otherwise).
# Each is declared with "bcqm" and read back through llvm-dis; its entry
# is what llvm-dis prints, the same text on a pointer and an integer, and
# its signature (bcq__intrin_sigR: the function type as LLVM prints it).
OVL22='llvm.abs.i16	i16 (i16, i1)
llvm.abs.i32	i32 (i32, i1)
llvm.abs.i64	i64 (i64, i1)
llvm.abs.i8	i8 (i8, i1)
llvm.abs.v4i32	<4 x i32> (<4 x i32>, i1)
llvm.amdgcn.ballot.i32	i32 (i1)
llvm.amdgcn.ballot.i64	i64 (i1)
llvm.amdgcn.readfirstlane.i32	i32 (i32)
llvm.bitreverse.i32	i32 (i32)
llvm.bitreverse.i64	i64 (i64)
llvm.bswap.i16	i16 (i16)
llvm.bswap.i32	i32 (i32)
llvm.bswap.i64	i64 (i64)
llvm.ceil.f32	float (float)
llvm.ceil.f64	double (double)
llvm.copysign.f32	float (float, float)
llvm.copysign.f64	double (double, double)
llvm.cos.f64	double (double)
llvm.ctlz.i32	i32 (i32, i1)
llvm.ctlz.i64	i64 (i64, i1)
llvm.ctpop.i32	i32 (i32)
llvm.ctpop.i64	i64 (i64)
llvm.ctpop.i8	i8 (i8)
llvm.cttz.i32	i32 (i32, i1)
llvm.cttz.i64	i64 (i64, i1)
llvm.eh.typeid.for.p0	i32 (ptr)
llvm.exp.f64	double (double)
llvm.expect.i1	i1 (i1, i1)
llvm.expect.i32	i32 (i32, i32)
llvm.expect.i64	i64 (i64, i64)
llvm.fabs.f32	float (float)
llvm.fabs.f64	double (double)
llvm.floor.f32	float (float)
llvm.floor.f64	double (double)
llvm.fma.f32	float (float, float, float)
llvm.fma.f64	double (double, double, double)
llvm.fmuladd.f32	float (float, float, float)
llvm.fmuladd.f64	double (double, double, double)
llvm.fmuladd.v2f64	<2 x double> (<2 x double>, <2 x double>, <2 x double>)
llvm.fmuladd.v4f32	<4 x float> (<4 x float>, <4 x float>, <4 x float>)
llvm.frameaddress.p0	ptr (i32)
llvm.fshl.i16	i16 (i16, i16, i16)
llvm.fshl.i32	i32 (i32, i32, i32)
llvm.fshl.i64	i64 (i64, i64, i64)
llvm.fshl.i8	i8 (i8, i8, i8)
llvm.fshr.i32	i32 (i32, i32, i32)
llvm.fshr.i64	i64 (i64, i64, i64)
llvm.invariant.end.p0	void (ptr, i64, ptr)
llvm.invariant.start.p0	ptr (i64, ptr)
llvm.is.constant.i32	i1 (i32)
llvm.is.constant.i64	i1 (i64)
llvm.launder.invariant.group.p0	ptr (ptr)
llvm.lifetime.end.p0	void (ptr)
llvm.lifetime.start.p0	void (ptr)
llvm.load.relative.i64	ptr (ptr, i64)
llvm.log.f64	double (double)
llvm.maxnum.f32	float (float, float)
llvm.maxnum.f64	double (double, double)
llvm.memcpy.inline.p0.p0.i64	void (ptr, ptr, i64, i1)
llvm.memcpy.p0.p0.i32	void (ptr, ptr, i32, i1)
llvm.memcpy.p0.p0.i64	void (ptr, ptr, i64, i1)
llvm.memmove.p0.p0.i32	void (ptr, ptr, i32, i1)
llvm.memmove.p0.p0.i64	void (ptr, ptr, i64, i1)
llvm.memset.p0.i32	void (ptr, i8, i32, i1)
llvm.memset.p0.i64	void (ptr, i8, i64, i1)
llvm.minnum.f32	float (float, float)
llvm.minnum.f64	double (double, double)
llvm.objectsize.i32.p0	i32 (ptr, i1, i1, i1)
llvm.objectsize.i64.p0	i64 (ptr, i1, i1, i1)
llvm.pow.f64	double (double, double)
llvm.prefetch.p0	void (ptr, i32, i32, i32)
llvm.ptrmask.p0.i64	ptr (ptr, i64)
llvm.rint.f64	double (double)
llvm.round.f64	double (double)
llvm.sadd.sat.i32	i32 (i32, i32)
llvm.sadd.with.overflow.i32	{ i32, i1 } (i32, i32)
llvm.sadd.with.overflow.i64	{ i64, i1 } (i64, i64)
llvm.sin.f64	double (double)
llvm.smax.i16	i16 (i16, i16)
llvm.smax.i32	i32 (i32, i32)
llvm.smax.i64	i64 (i64, i64)
llvm.smax.i8	i8 (i8, i8)
llvm.smax.v4i32	<4 x i32> (<4 x i32>, <4 x i32>)
llvm.smin.i16	i16 (i16, i16)
llvm.smin.i32	i32 (i32, i32)
llvm.smin.i64	i64 (i64, i64)
llvm.smin.i8	i8 (i8, i8)
llvm.smin.v4i32	<4 x i32> (<4 x i32>, <4 x i32>)
llvm.smul.with.overflow.i32	{ i32, i1 } (i32, i32)
llvm.smul.with.overflow.i64	{ i64, i1 } (i64, i64)
llvm.sqrt.f32	float (float)
llvm.sqrt.f64	double (double)
llvm.ssub.with.overflow.i32	{ i32, i1 } (i32, i32)
llvm.ssub.with.overflow.i64	{ i64, i1 } (i64, i64)
llvm.stackrestore.p0	void (ptr)
llvm.stacksave.p0	ptr ()
llvm.strip.invariant.group.p0	ptr (ptr)
llvm.threadlocal.address.p0	ptr (ptr)
llvm.trunc.f64	double (double)
llvm.uadd.sat.i32	i32 (i32, i32)
llvm.uadd.with.overflow.i32	{ i32, i1 } (i32, i32)
llvm.uadd.with.overflow.i64	{ i64, i1 } (i64, i64)
llvm.ucmp.i32.i32	i32 (i32, i32)
llvm.umax.i16	i16 (i16, i16)
llvm.umax.i32	i32 (i32, i32)
llvm.umax.i64	i64 (i64, i64)
llvm.umax.i8	i8 (i8, i8)
llvm.umax.v4i32	<4 x i32> (<4 x i32>, <4 x i32>)
llvm.umin.i16	i16 (i16, i16)
llvm.umin.i32	i32 (i32, i32)
llvm.umin.i64	i64 (i64, i64)
llvm.umin.i8	i8 (i8, i8)
llvm.umin.v4i32	<4 x i32> (<4 x i32>, <4 x i32>)
llvm.umul.with.overflow.i32	{ i32, i1 } (i32, i32)
llvm.umul.with.overflow.i64	{ i64, i1 } (i64, i64)
llvm.usub.sat.i32	i32 (i32, i32)
llvm.usub.with.overflow.i32	{ i32, i1 } (i32, i32)
llvm.usub.with.overflow.i64	{ i64, i1 } (i64, i64)
llvm.va_copy.p0	void (ptr, ptr)
llvm.va_end.p0	void (ptr)
llvm.va_start.p0	void (ptr)
llvm.vector.reduce.add.v2i64	i64 (<2 x i64>)
llvm.vector.reduce.add.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.add.v8i32	i32 (<8 x i32>)
llvm.vector.reduce.and.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.or.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.umax.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.mul.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.xor.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.smax.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.smin.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.umin.v4i32	i32 (<4 x i32>)
llvm.vector.reduce.fadd.v4f32	float (float, <4 x float>)
llvm.vector.reduce.fmul.v4f32	float (float, <4 x float>)
llvm.vector.reduce.fmax.v4f32	float (<4 x float>)
llvm.vector.reduce.fmin.v4f32	float (<4 x float>)
llvm.vector.reduce.fmaximum.v4f32	float (<4 x float>)
llvm.vector.reduce.fminimum.v4f32	float (<4 x float>)
llvm.minimum.f64	double (double, double)
llvm.maximum.f64	double (double, double)
llvm.minimumnum.f64	double (double, double)
llvm.maximumnum.f64	double (double, double)
llvm.ssub.sat.i32	i32 (i32, i32)
llvm.smul.fix.i32	i32 (i32, i32, i32)
llvm.nearbyint.f64	double (double)
llvm.roundeven.f64	double (double)
llvm.exp2.f64	double (double)
llvm.log2.f64	double (double)
llvm.log10.f64	double (double)
llvm.tan.f64	double (double)
llvm.canonicalize.f64	double (double)
llvm.fptosi.sat.i32.f64	i32 (double)
llvm.fptoui.sat.i32.f64	i32 (double)
llvm.lround.i64.f64	i64 (double)
llvm.llround.i64.f64	i64 (double)
llvm.lrint.i64.f64	i64 (double)
llvm.llrint.i64.f64	i64 (double)'

# py22 decl SO NAMES OVL LL SIGS: the declarations and NAME<TAB>SIGNATURE;
# py22 names SO STRINGS: the names of LLVM's table;
# py22 read REL DIS SIGS: the entries (as step 3's) of those llvm-dis replaced
# py22 ovl SO NAMES: those of the names that are overloaded intrinsics
py22() {
    python3 - "$@" <<'PY'
import ctypes, re, sys
a = sys.argv[1:]
def split_top(s):
    # at ", " outside (), [], {}, <>
    out, d, cur, i = [], 0, "", 0
    while i < len(s):
        c = s[i]
        if c in "([{<": d += 1
        if c in ")]}>": d -= 1
        if d == 0 and s.startswith(", ", i):
            out.append(cur); cur = ""; i += 2; continue
        cur += c; i += 1
    if s: out.append(cur)
    return out
def parts(sig):
    # "RET (P, ...)": the return type and the parameter types
    k = sig.index(" (")
    return sig[:k], split_top(sig[k + 2:-1])
def api(so):
    L = ctypes.CDLL(so)
    L.LLVMContextCreate.restype = ctypes.c_void_p
    L.LLVMLookupIntrinsicID.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
    L.LLVMLookupIntrinsicID.restype = ctypes.c_uint
    L.LLVMIntrinsicGetName.argtypes = [ctypes.c_uint,
                                       ctypes.POINTER(ctypes.c_size_t)]
    L.LLVMIntrinsicGetName.restype = ctypes.c_void_p
    L.LLVMIntrinsicIsOverloaded.argtypes = [ctypes.c_uint]
    L.LLVMIntrinsicGetType.argtypes = [ctypes.c_void_p, ctypes.c_uint,
                                       ctypes.c_void_p, ctypes.c_size_t]
    L.LLVMIntrinsicGetType.restype = ctypes.c_void_p
    L.LLVMPrintTypeToString.argtypes = [ctypes.c_void_p]
    L.LLVMPrintTypeToString.restype = ctypes.c_void_p
    return L
if a[0] == "ovl":
    # the names LLVM takes with a type suffix (Intrinsic::isOverloaded):
    # lookupIntrinsicID matches a longer name only for those
    L = api(a[1])
    for n in open(a[2]).read().split():
        b = n.encode()
        i = L.LLVMLookupIntrinsicID(b, len(b))
        if i and L.LLVMIntrinsicIsOverloaded(i):
            print(n)
elif a[0] == "names":
    # every "llvm." string of libLLVM that is an intrinsic's name gives
    # its id; the names are those of ids 1 to the last one found
    L = api(a[1])
    last = 0
    for l in open(a[2], errors="replace").read().split("\n"):
        for m in re.finditer(r"llvm\.[A-Za-z0-9_.]*", l):
            b = m.group(0).encode()
            last = max(last, L.LLVMLookupIntrinsicID(b, len(b)))
    for i in range(1, last + 1):
        n = ctypes.c_size_t()
        p = L.LLVMIntrinsicGetName(i, ctypes.byref(n))
        print(ctypes.string_at(p, n.value).decode())
elif a[0] == "decl":
    so, names, ovl, ll, sigs = a[1:]
    L = api(so)
    ctx = L.LLVMContextCreate()
    sig = {}
    for n in open(names).read().split():
        b = n.encode()
        i = L.LLVMLookupIntrinsicID(b, len(b))
        if not i or L.LLVMIntrinsicIsOverloaded(i):
            continue
        t = L.LLVMIntrinsicGetType(ctx, i, None, 0)
        sig[n] = ctypes.string_at(L.LLVMPrintTypeToString(t)).decode()
    for l in open(ovl).read().splitlines():
        n, s = l.split("\t")
        sig[n] = s
    with open(ll, "w") as f, open(sigs, "w") as g:
        for n in sorted(sig):
            r, ps = parts(sig[n])
            f.write('declare %s @"%s"(%s) "bcqm"\n' % (r, n, ", ".join(ps)))
            g.write("%s\t%s\n" % (n, sig[n]))
else:
    rel, dis, sigs = a[1:]
    sig = dict(l.split("\t") for l in open(sigs).read().splitlines())
    grp, com, decls = {}, "", []
    for l in open(dis).read().splitlines():
        m = re.match(r"attributes (#\d+) = \{ (.*) \}$", l)
        if m: grp[m.group(1)] = m.group(2); continue
        if l.startswith("; Function Attrs: "): com = l[18:]; continue
        if l.startswith("declare "): decls.append((l, com)); com = ""; continue
        if l.startswith(";"): continue
        com = ""
    for l, c in decls:
        m = re.match(r'declare (.*?) ?@"?([^"(]*)"?\((.*)\)( #\d+)?$', l)
        if not m or m.group(2) not in sig: continue
        head, n, body, g = m.group(1), m.group(2), m.group(3), (m.group(4) or "").strip()
        if g and grp[g] == '"bcqm"': continue
        if (grp[g] if g else "") != c:
            sys.exit("gen-intrin.sh: group %s is not its comment: %s" % (g, l))
        r, ps = parts(sig[n])
        if head != r and not head.endswith(" " + r):
            sys.exit("gen-intrin.sh: return type of " + l)
        cols = [c, head[:-len(r)].rstrip(" ")]
        got = split_top(body)
        if len(got) != len(ps):
            sys.exit("gen-intrin.sh: parameters of " + l)
        for p, t in zip(got, ps):
            if p != t and not p.startswith(t + " "):
                sys.exit("gen-intrin.sh: parameter of " + l)
            cols.append(p[len(t) + 1:])
        while len(cols) > 2 and cols[-1] == "":
            cols.pop()
        out = [rel, n, "0", cols[0]]
        for x in cols[1:]:
            out += [x, x]
        print("\t".join(out))
PY
}

for r in $rels; do
    d=$(bindir "$r")
    so=$(ls "$(dirname "$d")"/lib/libLLVM*.so* | head -n 1)
    if [ "$r" -ge 22 ]; then
        strings -n 5 "$so" >"$tmp/strs"
        py22 names "$so" "$tmp/strs" >"$tmp/table"
        grep -qx llvm.memcpy "$tmp/table" && grep -qx llvm.x86.sse.max.ps "$tmp/table" &&
            [ "$(wc -l <"$tmp/table")" -gt 5000 ] || {
            echo "gen-intrin.sh: $r: no intrinsic names from $so" >&2; exit 1; }
        grep -Ev "^llvm\.($DROP)\." "$tmp/table" | sort -u >"$tmp/names"
        printf '%s\n' "$OVL22" >"$tmp/ovl"
        py22 decl "$so" "$tmp/names" "$tmp/ovl" "$tmp/c.ll" "$tmp/c.sig"
        "$d/llvm-as" "$tmp/c.ll" -o "$tmp/c.bc"
        "$d/llvm-dis" "$tmp/c.bc" -o "$tmp/c.dis"
        py22 read "$r" "$tmp/c.dis" "$tmp/c.sig" >>"$tmp/all"
        # the signatures of the names with an entry
        awk -F '\t' -v r="$r" '$1 == r { print $2 }' "$tmp/all" | sort -u >"$tmp/have"
        # llvm-dis replaced "bcqm" on each of OVL22 (so that is its
        # signature, and its name as LLVM mangles it; the verifier does
        # not check a declaration's type)
        cut -f 1 "$tmp/ovl" | sort | comm -23 - "$tmp/have" >"$tmp/bad"
        if [ -s "$tmp/bad" ]; then
            echo "gen-intrin.sh: $r: not the signature:" $(cat "$tmp/bad") >&2
            exit 1
        fi
        sort "$tmp/c.sig" | join -t '	' "$tmp/have" - | sed "s/^/$r	/" >>"$tmp/sigs"
        echo "gen-intrin.sh: $r: $(wc -l <"$tmp/names") names, $(grep -c "^$r	" "$tmp/all") entries" >&2
        continue
    fi
    # IntrinsicNameTable: an array of pointers to the names, entry 0
    # "not_intrinsic"; in libLLVM.so each pointer is a relative relocation
    # whose addend is the name's address (= its file offset: the first
    # LOAD segment maps the file from 0).  A name may be shared with an
    # equal string elsewhere, or be the tail of a longer one.
    strings -t x -n 5 "$so" | grep 'llvm\.\|not_intrinsic' >"$tmp/strs"
    readelf -rW "$so" | awk '$3 == "R_X86_64_RELATIVE" { print $1, $4 }' |
    awk -v sf="$tmp/strs" '
        function hex(s,   i, n) {
            n = 0; s = tolower(s)
            for (i = 1; i <= length(s); i++)
                n = n * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
            return n
        }
        BEGIN {
            while ((getline l < sf) > 0) {
                sp = index(l, " "); base = hex(substr(l, 1, sp - 1))
                s = substr(l, sp + 1); i = 0
                # each "llvm." in it is a place a pointer may aim at
                while ((j = index(substr(s, i + 1), "llvm.")) > 0) {
                    i += j; at[base + i - 1] = substr(s, i)
                }
                if (s == "not_intrinsic") zero = base
            }
        }
        { slot[hex($1)] = hex($2) }
        END {
            for (sl in slot) if (slot[sl] == zero) { s0 = sl + 0; break }
            if (s0 == "") exit 1
            for (k = 1; ; k++) {
                a = s0 + 8 * k
                if (!(a in slot) || !(slot[a] in at)) break
                print at[slot[a]]
            }
        }' >"$tmp/table"
    grep -qx llvm.memcpy "$tmp/table" && grep -qx llvm.x86.sse.max.ps "$tmp/table" &&
        [ "$(wc -l <"$tmp/table")" -gt 5000 ] || {
        echo "gen-intrin.sh: $r: no IntrinsicNameTable in $so" >&2; exit 1; }
    grep -Ev "^llvm\.($DROP)\." "$tmp/table" | sort -u >"$tmp/names"
    if [ "$r" -lt 15 ]; then pty='i8*'; else pty=ptr; fi
    if [ "$r" -lt 15 ]; then pm=p0i8; else pm=p0; fi
    run a "$pty" "$pty" "" "$pm"
    run b i32 i32 .bcqx i32
    py22 ovl "$so" "$tmp/names" >"$tmp/ovl.$r"
    # the entries: REL NAME OVERLOADED FN RETp RETi P0p P0i P1p P1i ...,
    # p: the attributes on a pointer, i: on an i32 (LLVM drops those that
    # do not fit the type: AttributeFuncs::typeIncompatible); overloaded
    # when step 3 matched, or (a name the reader renames on other types
    # in both probes of step 3, as llvm.objectsize, which it wants with
    # its types in the name) when libLLVM says so (py22 ovl); the function
    # attributes must not depend on the types
    awk -F '\t' -v r="$r" -v OFS='\t' -v ovlf="$tmp/ovl.$r" '
        BEGIN { while ((getline l < ovlf) > 0) ovl[l] = 1 }
        FNR == 1 { f++ }
        f == 1 { a[$1] = $0; next }
        { b[$1] = $0 }
        END {
            for (k in b) if (!(k in a)) a[k] = b[k] # step 2 renamed it
            for (k in a) {
                np = split(a[k], x, "\t")
                nq = (k in b) ? split(b[k], y, "\t") : split(a[k], y, "\t")
                if (x[2] != y[2]) {
                    print "gen-intrin.sh: " r ": " k ": function attributes depend on the types" >"/dev/stderr"
                    bad = 1
                }
                n = np > nq ? np : nq
                # the last parameter with attributes
                while (n > 3 && x[n] == "" && y[n] == "") n--
                if (!(k in b) && (k in ovl))
                    print "gen-intrin.sh: " r ": overloaded by libLLVM: " k >"/dev/stderr"
                out = r OFS k OFS ((k in b) || (k in ovl) ? 1 : 0) OFS x[2]
                for (i = 3; i <= n; i++) out = out OFS x[i] OFS y[i]
                print out
            }
            exit bad
        }' "$tmp/a.tab" "$tmp/b.tab" >>"$tmp/all"
    echo "gen-intrin.sh: $r: $(wc -l <"$tmp/names") names, $(grep -c "^$r	" "$tmp/all") intrinsics" >&2
    awk -F '\t' -v r="$r" '$1 == r { print $2 }' "$tmp/all" | sort -u |
        comm -13 - "$tmp/names" >"$tmp/lost.$r"
    echo "gen-intrin.sh: $r: left out:" $(cat "$tmp/lost.$r") >&2
    [ -n "${GEN_INTRIN_DEBUG:-}" ] && grep -E "$GEN_INTRIN_DEBUG" "$tmp/all" >&2
done

# The C table: the names of every release, sorted (strcmp order, as
# LLVM's IntrinsicNameTable), front-coded in blocks of 16; the attribute texts, interned;
# the attribute lists, interned, each "nparams, fn, ret p/i, p0 p/i, ..."
# as text indices; per release, per name, 0 (not an intrinsic there) or
# its list + 1, with 0x8000 when it is overloaded.
sort -t '	' -k 2,2 "$tmp/all" | awk -F '\t' -v rels="$rels" -v sigf="$tmp/sigs" '
function q(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return s }
function str(s) {
    if (!(s in sid)) { sid[s] = ns; stab[ns++] = s }
    return sid[s]
}
BEGIN {
    nr = split(rels, rl, " "); ns = 0; str(""); nl = 0; nn = 0
    # the signatures: REL NAME SIG
    nsig = 1; sigtab[0] = ""; sigid[""] = 0
    while ((getline l < sigf) > 0) {
        split(l, x, "\t")
        if (!(x[3] in sigid)) { sigid[x[3]] = nsig; sigtab[nsig++] = x[3] }
        sig[x[1], x[2]] = sigid[x[3]]; hassig[x[1]] = 1
    }
}
{
    if (!($2 in nid)) { nid[$2] = nn; name[nn++] = $2 }
    key = (NF - 6) / 2
    for (i = 4; i <= NF; i++) key = key "," str($i)
    if (!(key in lid)) { lid[key] = nl; list[nl++] = key }
    ent[$1, nid[$2]] = (lid[key] + 1) + ($3 ? 32768 : 0)
}
END {
    print "/* lib/asm/intrin-table.c - generated by lib/asm/gen-intrin.sh from"
    print " * the llvm-dis of LLVM " rels " (see there); do not edit. */"
    print "#include \"config.h\""
    print ""
    print "#include \"asm/intrin.h\""
    print ""
    print "const uint32_t bcq__intrin_nnames = " nn ";"
    # front-coded in blocks of BCQ__INTRIN_BLOCK names: the first whole,
    # each other as the length it shares with the one before (one byte,
    # in octal) and the rest; NUL after each
    print "const char bcq__intrin_names[] ="
    off = 0; nb = 0
    for (i = 0; i < nn; i++) {
        if (length(name[i]) > 250) { print "gen-intrin.sh: name too long: " name[i] >"/dev/stderr"; exit 1 }
        if (i % 16 == 0) {
            boff[nb++] = off
            print "    \"" name[i] "\\0\""
            off += length(name[i]) + 1
            continue
        }
        p = name[i - 1]; l = 0
        while (l < length(p) && l < length(name[i]) && substr(p, l + 1, 1) == substr(name[i], l + 1, 1)) l++
        print "    \"\\" sprintf("%03o", l) substr(name[i], l + 1) "\\0\""
        off += 1 + length(name[i]) - l + 1
    }
    print "    ;"
    print "const uint32_t bcq__intrin_block_off[] = {"
    line = "   "
    for (i = 0; i < nb; i++) {
        line = line " " boff[i] ","
        if (length(line) > 70) { print line; line = "   " }
    }
    print line " " off "};"
    namebytes = off
    print "const char bcq__intrin_strs[] ="
    for (i = 0; i < ns; i++) print "    \"" q(stab[i]) "\\0\""
    print "    ;"
    print "const uint16_t bcq__intrin_str_off[] = {"
    off = 0; line = "   "
    for (i = 0; i < ns; i++) {
        line = line " " off ","; off += length(stab[i]) + 1
        if (length(line) > 70) { print line; line = "   " }
    }
    print line "};"
    strbytes = off
    print "const uint16_t bcq__intrin_lists[] = {"
    off = 0
    for (i = 0; i < nl; i++) {
        at[i] = off
        n = split(list[i], x, ",")
        line = "   "
        for (k = 1; k <= n; k++) line = line " " x[k] ","
        off += n
        print line
    }
    print "};"
    print "const uint32_t bcq__intrin_list_at[] = {"
    line = "   "
    for (i = 0; i < nl; i++) {
        line = line " " at[i] ","
        if (length(line) > 70) { print line; line = "   " }
    }
    print line " " off "};"
    listn = off
    for (r = 1; r <= nr; r++) {
        print "const uint16_t bcq__intrin_rel" rl[r] "[] = {"
        line = "   "
        for (i = 0; i < nn; i++) {
            line = line " " ((rl[r], i) in ent ? ent[rl[r], i] : 0) ","
            if (length(line) > 70) { print line; line = "   " }
        }
        print line "};"
    }
    # the signatures (releases from 22 on): the texts, their offsets, and
    # per release, per name, the index of its text (0: none)
    sigbytes = 0
    if (nsig > 1) {
        print "const char bcq__intrin_sigs[] ="
        for (i = 0; i < nsig; i++) print "    \"" q(sigtab[i]) "\\0\""
        print "    ;"
        print "const uint32_t bcq__intrin_sig_off[] = {"
        off = 0; line = "   "
        for (i = 0; i < nsig; i++) {
            line = line " " off ","; off += length(sigtab[i]) + 1
            if (length(line) > 70) { print line; line = "   " }
        }
        print line "};"
        sigbytes = off + 4 * nsig
        for (r = 1; r <= nr; r++) {
            if (!(rl[r] in hassig)) continue
            print "const uint16_t bcq__intrin_sig" rl[r] "[] = {"
            line = "   "
            for (i = 0; i < nn; i++) {
                line = line " " ((rl[r], name[i]) in sig ? sig[rl[r], name[i]] : 0) ","
                if (length(line) > 70) { print line; line = "   " }
            }
            print line "};"
            sigbytes += 2 * nn
        }
    }
    total = sigbytes + namebytes + 4 * (nb + 1) + strbytes + 2 * ns + 2 * listn + 4 * (nl + 1) + 2 * nr * nn
    print "/* " nn " names (" namebytes " bytes), " ns " attribute texts (" strbytes \
        " bytes), " nl " lists (" listn " entries): " total " bytes of rodata */"
    if (nl >= 32767 || strbytes > 65535 || nsig > 65535) { print "gen-intrin.sh: table too large" >"/dev/stderr"; exit 1 }
}'
