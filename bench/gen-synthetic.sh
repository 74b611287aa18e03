#!/bin/sh
# gen-synthetic.sh - make a large, realistic-looking LLVM bitcode module.
#
# Usage: gen-synthetic.sh [-j JOBS] [-s SEED] [-k] OUT.bc [NFUNCS [SCALE]]
#
#   OUT.bc  the module to write (one module, made with llvm-link)
#   NFUNCS  how many functions to define (default 60000)
#   SCALE   function body size, in percent of the default (default 100)
#   -j N    compile N translation units at a time (default: nproc)
#   -s N    seed of the generator (default 1)
#   -k      keep the temporary directory (C sources, per-unit .bc) and
#           print its name
#
# The defaults give 60 000 defined functions (and 26 000 global variables,
# mostly string literals) in 108 MB of bitcode, in 70 s on two cores (1.4 GB
# peak, in llvm-link; clang 14).  Size grows about linearly with NFUNCS.
# The same arguments, seed and clang version give the same file, byte for
# byte, whatever -j and the directory it runs in: the output is a benchmark
# input and should not drift.
#
# What is in it, and why: the module should look like the output of a real
# C/C++ project built with -O1 -g and merged for LTO, so that a reader is
# timed on the mix it meets in practice, not on a best case:
#   - function bodies of very uneven size (most are a few statements, a few
#     hold hundreds), with loops, if/else, switch statements large and
#     small, calls to functions of the same unit and of other units;
#   - extern and static functions, named like C (gfx_buffer12_flush_page)
#     or with Itanium-mangled C++ names (_ZN5synth3gfx6Buffer...Ei, some in
#     the anonymous namespace); static names repeat from one unit to the
#     next, so llvm-link renames some of them (name.1, name.2), as LTO does;
#   - globals (tables, arrays of structs, string tables), string literals,
#     __func__, debug info (-g), a few struct types per unit.
# Every static function is put in a per-unit table of function pointers,
# so none is dropped or disappears by inlining and NFUNCS functions are
# defined in the output.  The code is never run: it only has to compile.
#
# The C is split into units of FUNCS_PER_UNIT functions (fixed, so the
# output does not depend on -j), compiled in parallel and merged with one
# llvm-link run.  The target is fixed too (x86_64-pc-linux-gnu) so the
# output does not depend on the host; the temporary directory is mapped to
# /synthetic in the debug info.
#
# Needs python3, clang and llvm-link (LLVM 14 tested).  CLANG and LLVM_LINK
# in the environment name other binaries (e.g. CLANG=clang-14).
#
# Example: bench/gen-synthetic.sh /tmp/big.bc && llvm-nm --defined-only /tmp/big.bc | wc -l
set -eu

prog=gen-synthetic.sh
usage() {
    sed -n '4,13p' "$0" | sed 's/^# \{0,1\}//'
}
die() {
    echo "$prog: $*" >&2
    exit 2
}
is_uint() {
    case $1 in
    '' | *[!0-9]*) return 1 ;;
    esac
}

jobs=
seed=1
keep=0
while getopts j:s:kh opt; do
    case $opt in
    j) jobs=$OPTARG ;;
    s) seed=$OPTARG ;;
    k) keep=1 ;;
    h)
        usage
        exit 0
        ;;
    *)
        usage >&2
        exit 2
        ;;
    esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ] || [ $# -gt 3 ]; then
    usage >&2
    exit 2
fi

out=$1
nfuncs=${2:-60000}
scale=${3:-100}
[ -n "$jobs" ] || jobs=$(nproc 2>/dev/null || echo 2)
is_pos() {
    is_uint "$1" && [ "$1" -ge 1 ]
}
is_pos "$nfuncs" || die "NFUNCS must be a positive integer, not '$nfuncs'"
is_pos "$scale" || die "SCALE must be a positive integer (percent), not '$scale'"
is_pos "$jobs" || die "-j needs a positive integer, not '$jobs'"
is_uint "$seed" || die "-s needs a non-negative integer, not '$seed'"

CLANG=${CLANG:-clang}
LLVM_LINK=${LLVM_LINK:-llvm-link}
for tool in python3 "$CLANG" "$LLVM_LINK"; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool not found"
done

# The units are compiled from inside the temporary directory, so OUT must
# not be relative to the current one by then.
case $out in
/*) ;;
*) out=$PWD/$out ;;
esac
[ -d "$(dirname "$out")" ] || die "no directory for $out"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gen-synthetic.XXXXXX")
if [ "$keep" = 1 ]; then
    echo "$prog: keeping $tmp" >&2
else
    trap 'rm -rf "$tmp"' EXIT
    trap 'exit 130' INT TERM
fi

# 1. Write the C units, tu_0000.c ... and a list of them, in link order.
python3 - "$tmp" "$nfuncs" "$scale" "$seed" <<'PYEOF'
import os
import sys

out_dir = sys.argv[1]
nfuncs = int(sys.argv[2])
scale = int(sys.argv[3])
seed = int(sys.argv[4])

# Enough units to keep two to eight cores busy, few enough that llvm-link
# does not spend its time on per-module overhead.
FUNCS_PER_UNIT = 1500

MASK = (1 << 64) - 1


class Rng:
    """xorshift64*: its own generator, so that the output does not change
    with the Python version (random's algorithms are not promised stable)."""

    def __init__(self, s):
        self.s = ((s + 1) * 0x9E3779B97F4A7C15) & MASK or 1

    def next(self):
        x = self.s
        x ^= x >> 12
        x ^= (x << 25) & MASK
        x ^= x >> 27
        self.s = x
        return (x * 0x2545F4914F6CDD1D) & MASK

    def below(self, n):
        return (self.next() >> 11) % n

    def chance(self, pct):
        return self.below(100) < pct

    def pick(self, seq):
        return seq[self.below(len(seq))]


rng = Rng(seed)

NAMESPACES = ["core", "gfx", "net", "io", "db", "ui", "audio", "physics",
              "script", "text", "mem", "sync", "fs", "json", "xml", "crypto",
              "render", "anim", "sched", "cache"]
CLASSES = ["Pipeline", "Buffer", "Context", "Manager", "Parser", "Scheduler",
           "Allocator", "Resolver", "Builder", "Visitor", "Encoder",
           "Decoder", "Session", "Channel", "Registry", "Tokenizer", "Matrix",
           "Vector", "Handle", "Stream"]
VERBS = ["compute", "update", "resolve", "parse", "emit", "flush", "lookup",
         "insert", "erase", "visit", "encode", "decode", "reset", "merge",
         "split", "validate", "serialize", "load", "store", "dispatch"]
NOUNS = ["Bounds", "Header", "Entry", "Node", "Range", "Token", "Frame",
         "Block", "State", "Index", "Record", "Value", "Key", "Slot", "Layer",
         "Chunk", "Event", "Edge", "Page", "Symbol"]
TEMPLATE_ARGS = ["i", "j", "c", "d", "l", "b"]

# Signatures: C return type and parameters, and the Itanium encoding of the
# parameters (for the mangled names).
SIGS = [
    ("int", "int a, int b", "ii"),
    ("long", "const char *s, long n", "PKcl"),
    ("unsigned", "struct synth_node *p, unsigned n", "P10synth_nodej"),
    ("double", "double x, int k", "di"),
    ("void", "int *v, int n", "Pii"),
]


def snake(s):
    out = []
    for c in s:
        if c.isupper() and out:
            out.append("_")
        out.append(c.lower())
    return "".join(out)


def src(s):
    return "%d%s" % (len(s), s)


class Func:
    __slots__ = ("idx", "unit", "name", "kind", "static", "budget")


# --- names, linkage, signatures and sizes of all functions -----------------
funcs = []
used = set()            # extern names; static ones need only be unique per unit
unit_static = {}
for i in range(nfuncs):
    f = Func()
    f.idx = i
    f.unit = i // FUNCS_PER_UNIT
    f.kind = rng.below(len(SIGS))
    style = rng.below(100)
    f.static = style >= 75
    ns = rng.pick(NAMESPACES)
    cls = CLASSES[(i // 7) % len(CLASSES)] + str(i // 7 % 997)
    verb, noun = rng.pick(VERBS), rng.pick(NOUNS)
    names = used if not f.static else unit_static.setdefault(f.unit, set())
    if style < 35 or (f.static and style < 88):
        # C: extern gfx_buffer12_flush_page, static flush_page_in_buffer.
        if f.static:
            base = "%s_%s_%s" % (verb, snake(noun), snake(cls).rstrip("0123456789_"))
        else:
            base = "%s_%s_%s_%s" % (ns, snake(cls), verb, snake(noun))
    else:
        # C++: synth::gfx[::detail]::Buffer12[<T>]::flushPage(args), or the
        # same in the anonymous namespace.
        parts = ["_ZN", src("_GLOBAL__N_1") if f.static else src("synth"), src(ns)]
        if rng.chance(30):
            parts.append(src(rng.pick(["detail", "impl", "v2", "internal"])))
        parts.append(src(cls))
        if rng.chance(25):
            parts.append("I%sE" % rng.pick(TEMPLATE_ARGS))
        parts.append(src(verb + noun))
        parts.append("E" + SIGS[f.kind][2])
        base = "".join(parts)
    name = base
    n = 1
    while name in names or (f.static and name in used):
        # Keep a mangled name demanglable: make the method name unique.
        if base.startswith("_Z"):
            name = base.replace(src(verb + noun), src("%s%s%d" % (verb, noun, n)), 1)
        else:
            name = "%s_%d" % (base, n)
        n += 1
    names.add(name)
    f.name = name
    # Body size in statements: most functions are small, a few are huge.
    r = rng.below(100)
    if r < 55:
        b = 1 + rng.below(2)
    elif r < 88:
        b = 2 + rng.below(5)
    elif r < 98:
        b = 6 + rng.below(15)
    else:
        b = 20 + rng.below(60)
    f.budget = max(1, b * scale // 100)
    funcs.append(f)

extern_idx = [f.idx for f in funcs if not f.static]
nunits = (nfuncs + FUNCS_PER_UNIT - 1) // FUNCS_PER_UNIT


# --- bodies ------------------------------------------------------------------
class Body:
    def __init__(self, f):
        self.f = f
        self.u = "tu%d" % f.unit
        self.lines = []
        self.callees = set()

    def emit(self, depth, text):
        self.lines.append("    " * depth + text)

    def expr(self, loops):
        u = self.u
        c = rng.below(1000) + 1
        choices = [
            "%uu" % c,
            "(acc >> %d)" % (1 + rng.below(7)),
            "(unsigned)t",
            "%s_table[(acc + %du) & 63]" % (u, c),
            "(unsigned)%s_nodes[acc & 15].weight" % u,
        ]
        if loops:
            choices.append("(unsigned)i%d * %du" % (rng.below(loops), c))
        return rng.pick(choices)

    def call(self):
        f = self.f
        if rng.chance(65) or not extern_idx:
            lo = f.unit * FUNCS_PER_UNIT
            hi = min(nfuncs, lo + FUNCS_PER_UNIT)
            if rng.chance(70):
                j = max(lo, min(hi - 1, f.idx - 40 + rng.below(81)))
            else:
                j = lo + rng.below(hi - lo)
        else:
            j = rng.pick(extern_idx)
        g = funcs[j]
        self.callees.add(j)
        u = self.u
        if g.kind == 0:
            return "acc += (unsigned)%s((int)acc, %d);" % (g.name, rng.below(100))
        if g.kind == 1:
            if rng.chance(50):
                arg = "%s_names[acc & 7]" % u
            else:
                arg = '"%s %s"' % (rng.pick(VERBS), snake(rng.pick(NOUNS)))
            return "t += %s(%s, (long)acc);" % (g.name, arg)
        if g.kind == 2:
            return "acc ^= %s(&%s_nodes[acc & 15], acc);" % (g.name, u)
        if g.kind == 3:
            return "r += %s((double)acc * 0.25, (int)t);" % g.name
        return "%s(%s_ints, (int)(acc & 63));" % (g.name, u)

    def simple(self, depth, loops):
        u = self.u
        c = rng.below(1 << 16)
        k = rng.below(12)
        if k < 3:
            self.emit(depth, self.call())
        elif k == 3:
            self.emit(depth, "acc = acc * %uu + %s;" % (2 * c + 1, self.expr(loops)))
        elif k == 4:
            self.emit(depth, "t += (long)(acc >> %d) - %d;" % (rng.below(9), c))
        elif k == 5:
            self.emit(depth, "%s_counters[acc & 15] += %s;" % (u, self.expr(loops)))
        elif k == 6:
            if rng.chance(50):
                self.emit(depth, 'synth_log("%%s: %s %s failed (code %%u, %%ld)", __func__, acc, t);'
                          % (rng.pick(VERBS), snake(rng.pick(NOUNS)).replace("_", " ")))
            else:
                self.emit(depth, 'synth_log("%s.%s: %s %%u of %%ld", acc, t);'
                          % (rng.pick(NAMESPACES), snake(rng.pick(CLASSES)),
                             snake(rng.pick(NOUNS)).replace("_", " ")))
        elif k == 7:
            self.emit(depth, "r = r * 0.5 + (double)%s;" % self.expr(loops))
        elif k == 8:
            self.emit(depth, "%s_nodes[acc & 15].weight += (int)%s;" % (u, self.expr(loops)))
        elif k == 9:
            self.emit(depth, "%s_state.count += %s; %s_state.total -= t;" % (u, self.expr(loops), u))
        elif k == 10:
            # Parameter use, so the work depends on the arguments.
            kind = self.f.kind
            if kind == 0:
                self.emit(depth, "acc += (unsigned)(a ^ %d) * (unsigned)b;" % c)
            elif kind == 1:
                self.emit(depth, "acc += (unsigned char)s[acc & 7] + (unsigned)n;")
            elif kind == 2:
                self.emit(depth, "p->weight += (int)acc; acc ^= p->flags[acc & 7];")
            elif kind == 3:
                self.emit(depth, "r += x * %d.0;" % (c % 97))
            else:
                self.emit(depth, "v[acc & 63] += (int)acc + n;")
        else:
            self.emit(depth, "acc = (acc << %d) | (acc >> %d);" % (1 + c % 31, 31 - c % 31))

    def block(self, budget, depth, loops):
        """Emit statements worth about budget; return what was used."""
        used = 0
        while used < budget:
            left = budget - used
            k = rng.below(100)
            if left >= 3 and depth < 4 and k < 14 and loops < 3:
                self.emit(depth, "for (i%d = 0; i%d < lim; i%d++) {" % (loops, loops, loops))
                self.emit(depth + 1, "acc += (unsigned)i%d * %du;" % (loops, rng.below(1000)))
                used += 2 + self.block(min(left - 2, 1 + rng.below(6)), depth + 1, loops + 1)
                self.emit(depth, "}")
            elif left >= 3 and depth < 4 and k < 20:
                self.emit(depth, "while (acc > %du) {" % (1 + rng.below(4096)))
                self.emit(depth + 1, "acc >>= 1;")
                used += 2 + self.block(min(left - 2, 1 + rng.below(4)), depth + 1, loops)
                self.emit(depth, "}")
            elif left >= 3 and depth < 4 and k < 36:
                self.emit(depth, "if ((acc & %du) != 0) {" % (1 << rng.below(12)))
                used += 1 + self.block(min(left - 1, 1 + rng.below(4)), depth + 1, loops)
                if rng.chance(50) and used < budget:
                    self.emit(depth, "} else {")
                    used += self.block(min(budget - used, 1 + rng.below(3)), depth + 1, loops)
                self.emit(depth, "}")
            elif left >= 6 and depth < 4 and k < 46:
                ncases = min(left // 2, 3 + rng.below(6) if rng.chance(80) else 8 + rng.below(40))
                self.emit(depth, "switch ((acc >> %d) %% %du) {" % (rng.below(5), ncases + 1))
                used += 1
                for c in range(ncases):
                    self.emit(depth, "case %d:" % c)
                    used += self.block(1 + rng.below(2), depth + 1, loops)
                    self.emit(depth + 1, "break;")
                self.emit(depth, "default:")
                self.emit(depth + 1, "t -= %d;" % rng.below(100))
                self.emit(depth + 1, "break;")
                self.emit(depth, "}")
            else:
                self.simple(depth, loops)
                used += 1
        return used

    def render(self):
        f = self.f
        ret, params, _ = SIGS[f.kind]
        init = [
            "(unsigned)a * 2654435761u + (unsigned)b; int lim = (b & 15) + 1",
            "(unsigned)n; int lim = (int)(n & 31) + 1",
            "n ^ p->id; int lim = (int)(n & 15) + 1",
            "(unsigned)k; int lim = (k & 7) + 1",
            "(unsigned)n; int lim = n & 31",
        ][f.kind]
        self.emit(1, "unsigned acc = %s;" % init)
        self.emit(1, "long t = %d; double r = %s;" % (rng.below(100), "x" if f.kind == 3 else "0.0"))
        self.emit(1, "int i0 = 0, i1 = 0, i2 = 0;")
        self.block(f.budget, 1, 0)
        tail = [
            "return (int)(acc ^ (unsigned)t) + (int)r + i0 + i1 + i2;",
            "return (long)acc + t + (long)r + i0 + i1 + i2;",
            "p->ratio = r; p->weight = (int)t + i0 + i1 + i2; return acc;",
            "return r + (double)acc + (double)t + i0 + i1 + i2;",
            "v[0] = (int)acc + (int)t + (int)r + i0 + i1 + i2;",
        ][f.kind]
        self.emit(1, tail)
        head = "%s%s %s(%s)" % ("static " if f.static else "", ret, f.name, params)
        return head, self.lines


def proto(g):
    ret, params, _ = SIGS[g.kind]
    return "%s%s %s(%s);" % ("static " if g.static else "", ret, g.name, params)


PRELUDE = """\
/* Generated by bench/gen-synthetic.sh; never run, only compiled. */
struct synth_node {
    unsigned id;
    int weight;
    const char *name;
    struct synth_node *next;
    double ratio;
    unsigned char flags[8];
};
extern int synth_log(const char *fmt, ...);
"""

STATE_FIELDS = ["unsigned count;", "long total;", "double mean;",
                "const char *label;", "int flags[4];", "struct synth_node *head;",
                "unsigned short depth;", "long long stamp;", "float weight;",
                "char tag[12];"]

units = []
for u in range(nunits):
    lo = u * FUNCS_PER_UNIT
    hi = min(nfuncs, lo + FUNCS_PER_UNIT)
    bodies = []
    callees = set()
    for f in funcs[lo:hi]:
        b = Body(f)
        bodies.append(b.render())
        callees |= b.callees
    name = "tu_%04d.c" % u
    units.append(name)
    with open(os.path.join(out_dir, name), "w") as fp:
        w = fp.write
        w(PRELUDE)
        tu = "tu%d" % u
        # Per-unit globals: some extern, some static, some constant.
        w("unsigned %s_table[64] = {%s};\n"
          % (tu, ", ".join("%du" % rng.below(1 << 31) for _ in range(64))))
        w("static unsigned %s_counters[16];\n" % tu)
        w("struct synth_node %s_nodes[16];\n" % tu)
        w("int %s_ints[64];\n" % tu)
        w("static const char *const %s_names[8] = {%s};\n"
          % (tu, ", ".join('"%s/%s_%s"' % (rng.pick(NAMESPACES), snake(rng.pick(NOUNS)), i)
                           for i in range(8))))
        fields = [STATE_FIELDS[0], STATE_FIELDS[1]] + \
            [fl for fl in STATE_FIELDS[2:] if rng.chance(50)]
        w("struct %s_state_t { %s } %s_state;\n" % (tu, " ".join(fields), tu))
        # Prototypes: this unit's functions, then those of other units that
        # it calls, by index, so the order does not depend on set order.
        for f in funcs[lo:hi]:
            w(proto(f) + "\n")
        for j in sorted(callees):
            if not lo <= j < hi:
                w("extern " + proto(funcs[j]) + "\n")
        for head, lines in bodies:
            w("\n%s\n{\n" % head)
            w("\n".join(lines))
            w("\n}\n")
        statics = [f.name for f in funcs[lo:hi] if f.static]
        if statics:
            # Address-taken: no static function is dropped or inlined away.
            w("\nvoid (*const %s_dispatch[])(void) = {\n%s\n};\n"
              % (tu, ",\n".join("    (void (*)(void))%s" % s for s in statics)))

with open(os.path.join(out_dir, "units"), "w") as fp:
    fp.write("".join(n + "\n" for n in units))
PYEOF

# 2. Compile the units in parallel.  -O1 -g: optimized code with its debug
# info, the usual make-up of a release build kept for debugging (and -g is
# most of the size).  -w: the generated code is noisy and never run.
(
    cd "$tmp"
    export CLANG tmp
    # shellcheck disable=SC2016 # expanded by the inner sh
    xargs -P "$jobs" -n 1 sh -c '"$CLANG" --target=x86_64-pc-linux-gnu -O1 -g -w \
        -fdebug-prefix-map="$tmp"=/synthetic -c -emit-llvm -o "${1%.c}.bc" "$1"' sh <units
)

# 3. Merge into one module, in unit order.  Written beside OUT and renamed,
# so an interrupted run leaves no truncated OUT behind.
(
    cd "$tmp"
    # shellcheck disable=SC2046 # names are tu_NNNN.bc, no spaces
    "$LLVM_LINK" -o out.bc $(sed 's/\.c$/.bc/' units)
)
mv "$tmp/out.bc" "$out.tmp$$"
mv "$out.tmp$$" "$out"
