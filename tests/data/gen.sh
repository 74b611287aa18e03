#!/bin/sh
# gen.sh - regenerate the bitcode fixtures in tests/data/ from tests/data/src/.
#
# Usage: sh tests/data/gen.sh        (works from any directory)
#
# The committed fixtures were made with Debian clang/LLVM 14.0.6.  Another
# LLVM version produces different (but valid) bitcode and dumps, so this script
# refuses to run with one unless BCQ_GEN_ANY_LLVM=1 is set.  Tools can be
# overridden with CLANG, CLANGXX, LLVM_BCANALYZER, LLVM_NM, LLVM_DIS, LLVM_CAT,
# LLVM_AS, LLVM_LTO2, LLVM_LINK, OPT.
#
# Reproducibility: everything is compiled from relative paths (src/...) with
# the current directory set to this script's directory, for a pinned target,
# with -fdebug-compilation-dir=. so no absolute path ends up in any output.
#
# For every fixture NAME.{bc,dia} it writes next to it:
#   NAME.bcanalyzer  llvm-bcanalyzer -dump -non-symbolic, without the trailing
#                    "Summary of ..." part and the blank lines before it
#   NAME.nm          llvm-nm output              (IR fixtures only)
#   NAME.symtab      llvm-lto2 dump-symtab output (IR fixtures only; for a
#                    file without a SYMTAB block llvm-lto2 builds the table
#                    from the IR, and prints no "version:"/"producer:" lines)
#   NAME.ll          llvm-dis output             (IR fixtures only, if < 100 KB;
#                    NAME.0.ll, NAME.1.ll, ... for a file of several modules)
#   NAME.refs        tests/llvm-refs.awk on NAME.ll: the references of each
#                    global value (for every NAME.ll, v19/ included)
#
#   NAME.counts      ../llvm-inst-counts.awk of that output (every module,
#                    kept or not): per function the instructions, values and
#                    debug records llvm-dis prints (tests/inst-counts.sh)
#
# The refs-* fixtures are also built by clang 19 into v19/ when it is
# installed (found through llvm-config-19 --bindir); see the refs section.
# The other clang 19 fixtures of v19/ are gen19.sh's.
set -eu

CLANG=${CLANG:-clang}
CLANGXX=${CLANGXX:-clang++}
LLVM_BCANALYZER=${LLVM_BCANALYZER:-llvm-bcanalyzer}
LLVM_NM=${LLVM_NM:-llvm-nm}
LLVM_DIS=${LLVM_DIS:-llvm-dis}
LLVM_CAT=${LLVM_CAT:-llvm-cat}
LLVM_AS=${LLVM_AS:-llvm-as}
LLVM_LTO2=${LLVM_LTO2:-llvm-lto2}
LLVM_LINK=${LLVM_LINK:-llvm-link}
OPT=${OPT:-opt}

for tool in "$CLANG" "$CLANGXX" "$LLVM_BCANALYZER" "$LLVM_NM" "$LLVM_DIS" "$LLVM_CAT" \
            "$LLVM_AS" "$LLVM_LTO2" "$LLVM_LINK" "$OPT"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "gen.sh: '$tool' not found; fixtures NOT regenerated (skipping)" >&2
        exit 0
    fi
done

want=14.0.6
have=$("$CLANG" --version | sed -n 's/.*clang version \([0-9][0-9.]*\).*/\1/p' | sed 1q)
if [ "$have" != "$want" ] && [ "${BCQ_GEN_ANY_LLVM:-0}" != 1 ]; then
    echo "gen.sh: fixtures are made with clang $want, found '${have:-?}';" \
         "set BCQ_GEN_ANY_LLVM=1 to regenerate anyway" >&2
    exit 1
fi

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
cd "$here"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bcq-gen.XXXXXX")
on_exit() {
    st=$?
    rm -rf "$tmp"
    [ "$st" -eq 0 ] || echo "gen.sh: FAILED (status $st)" >&2
}
trap on_exit EXIT
trap 'exit 1' HUP INT TERM

# Pinned target: the sources use ELF-only attributes (ifunc, alias).
TRIPLE=x86_64-pc-linux-gnu

run() {
    echo "+ $*"
    "$@"
}
# C: -fcommon so that tentative definitions become common symbols.
cc()  { run "$CLANG" --target="$TRIPLE" -fcommon "$@"; }
cxx() { run "$CLANGXX" --target="$TRIPLE" "$@"; }

# --- IR fixtures ------------------------------------------------------------
cc -O0 -c -emit-llvm src/a.c -o o0.bc
cc -O2 -c -emit-llvm src/a.c -o o2.bc
cc -O0 -g -fdebug-compilation-dir=. -c -emit-llvm src/a.c -o g.bc
cc -O2 -flto=thin -c -emit-llvm src/a.c -o thinlto.bc
run "$CLANG" --target=x86_64-apple-macosx10.15 -c -emit-llvm src/a.c -o wrapper.bc
cxx -O1 -c -emit-llvm src/vt.cpp -o cxx.bc
# Local value names kept (function VALUE_SYMTABs) for the instruction view's
# test; -g for llvm.dbg.value calls with metadata arguments.
cxx -O1 -g -fdebug-compilation-dir=. -fno-discard-value-names -c -emit-llvm \
    src/insts.cpp -o insts.bc
cxx -O1 -flto=thin -fsplit-lto-unit -fwhole-program-vtables \
    -c src/vt.cpp -o split.bc
# About 300 functions and a 48 KB lookup table at -O1: a 150 KB file whose
# function bodies span 16 pages, for check_lazy, which traps page reads to
# see what a query touches.  No -g: debug info would double the file, past
# what the exerciser's work budget (tests/exercise.h) covers intact.
cc -O1 -c -emit-llvm src/many.c -o many.bc

# Two-module files, from a.c and b.c at -O1.
cc -O1 -c -emit-llvm src/a.c -o "$tmp/a.bc"
cc -O1 -c -emit-llvm src/b.c -o "$tmp/b.bc"
# -b: the modules' bytes are copied as they are (IDENTIFICATION + MODULE),
# each followed by a copy of its own STRTAB.
run "$LLVM_CAT" -b "$tmp/a.bc" "$tmp/b.bc" -o multi.bc
# no -b: both modules are parsed and written again, then one shared STRTAB
# (llvm-cat writes no SYMTAB: it has no targets registered).
run "$LLVM_CAT" "$tmp/a.bc" "$tmp/b.bc" -o cat.bc

# Hand-written IR: llvm-as checks and assembles it, but writes no SYMTAB (no
# targets registered), so clang writes the module again with one, running no
# passes (the llvm-dis output of both is the same).
as_ir() { # NAME TRIPLE (the triple must be the one in src/NAME.ll)
    run "$LLVM_AS" "src/$1.ll" -o "$tmp/$1.bc"
    run "$CLANG" --target="$2" -c -emit-llvm -Xclang -disable-llvm-passes \
        "$tmp/$1.bc" -o "$1.bc"
}
as_ir link   x86_64-pc-linux-gnu
as_ir coff   x86_64-pc-windows-msvc19.20.0
as_ir coff32 i686-pc-windows-msvc19.20.0
as_ir symmap x86_64-pc-linux-gnu
# Symbols of inline assembly alone, the first with an empty name (bcq
# symbols against llvm-nm in tests/symbols.sh).
as_ir asm-empty x86_64-pc-linux-gnu
"$LLVM_NM" asm-empty.bc >asm-empty.nm
# The same module as link.bc without SYMTAB: llvm-cat of one module.
run "$LLVM_CAT" link.bc -o nosym.bc

cc -c -emit-llvm src/deplibs.c -o deplibs.bc

# Unnamed global values and quoted names, for bcq refs (llvm-as only: no
# SYMTAB needed).
run "$LLVM_AS" src/unnamed.ll -o unnamed.bc
run "$LLVM_DIS" unnamed.bc -o unnamed.ll
# Names llvm-dis quotes and escapes, unnamed functions (tests/names.sh).
run "$LLVM_AS" src/spelling.ll -o spelling.bc
run "$LLVM_DIS" spelling.bc -o spelling.ll

# Mach-O without the wrapper: LLVM always writes Darwin bitcode wrapped
# (0x0B17C0DE header, as in wrapper.bc), so cut the bitcode out of it: the
# header's 2nd and 3rd little-endian words are its offset and size.
run "$CLANG" --target=arm64-apple-macosx11.0 -fcommon -c -emit-llvm \
    src/macho.c -o "$tmp/macho.bc"
u32le() { # FILE OFFSET
    od -An -tu1 -j"$2" -N4 "$1" |
        awk '{ print $1 + 256 * ($2 + 256 * ($3 + 256 * $4)) }'
}
if [ "$(u32le "$tmp/macho.bc" 0)" != 186106078 ]; then # 0x0B17C0DE
    echo "gen.sh: expected a bitcode wrapper from clang for Mach-O" >&2
    exit 1
fi
off=$(u32le "$tmp/macho.bc" 8)
size=$(u32le "$tmp/macho.bc" 12)
echo "+ dd bs=1 skip=$off count=$size (unwrap) -> macho.bc"
dd if="$tmp/macho.bc" of=macho.bc bs=1 skip="$off" count="$size" 2>/dev/null

# --- a non-IR bitstream: clang serialized diagnostics -----------------------
run "$CLANG" --target="$TRIPLE" -c src/warn.c -o /dev/null \
    --serialize-diagnostics diag.dia 2>"$tmp/warn.txt" ||
    { cat "$tmp/warn.txt" >&2; exit 1; }
nwarn=$(grep -c 'warning:' "$tmp/warn.txt" || true)
if [ "$nwarn" -lt 2 ]; then
    echo "gen.sh: expected warnings from src/warn.c, got $nwarn" >&2
    exit 1
fi

# --- expected outputs ---------------------------------------------------------
# Keep the dump only: drop "Summary of ..." and everything after it, and the
# blank lines just before it.
strip_summary() {
    awk '
        /^Summary of / { exit }
        /^[ \t]*$/     { blank++; next }
                       { while (blank > 0) { print ""; blank-- } print }
    '
}

ir_fixtures="o0 o2 g thinlto wrapper multi cxx split cat
             link coff coff32 nosym deplibs macho insts many symmap"

for f in $ir_fixtures; do
    "$LLVM_BCANALYZER" -dump -non-symbolic "$f.bc" >"$tmp/dump"
    strip_summary <"$tmp/dump" >"$f.bcanalyzer"
    "$LLVM_NM" "$f.bc" >"$f.nm"
    "$LLVM_LTO2" dump-symtab "$f.bc" >"$f.symtab"
    # llvm-dis names its outputs NAME.ll, or NAME.0.ll, NAME.1.ll, ... for a
    # file of several modules; run it on a bare name so ModuleID is 'NAME.bc'.
    rm -f "$f.ll" "$f".[0-9]*.ll
    rm -rf "$tmp/dis" && mkdir "$tmp/dis" && cp "$f.bc" "$tmp/dis/"
    (cd "$tmp/dis" && "$LLVM_DIS" "$f.bc")
    : >"$f.counts"
    for ll in "$tmp/dis/"*.ll; do
        # per function: instructions, values, debug records (module N of
        # NAME.N.ll; 0 for NAME.ll): what the instruction view must count
        m=${ll%.ll}
        m=${m##*/}
        m=${m#"$f"}
        m=${m#.}
        awk -v module="${m:-0}" -f ../llvm-inst-counts.awk "$ll" >>"$f.counts"
        size=$(wc -c <"$ll")
        if [ "$size" -lt 102400 ]; then
            cp "$ll" .
        else
            echo "gen.sh: ${ll##*/} is $size bytes; not kept"
        fi
    done
done

"$LLVM_BCANALYZER" -dump -non-symbolic diag.dia >"$tmp/dump"
strip_summary <"$tmp/dump" >diag.bcanalyzer

# --- reference fixtures (refs-*): one C program and one C++ link set -----
# For the references of global values (tests/refs.sh) and the reachability
# walk (tests/reach.sh): built by clang 14 here and, when clang 19 is
# installed, by clang 19 into v19/ with the same names.  Only the .bc, its
# llvm-dis output (.ll, by the llvm-dis of the same LLVM) and the .refs.
#   refs-c-o0g, refs-c-o2, refs-c-o2g     src/refs.c at -O0 -g, -O2, -O2 -g
#   refs-cxx-UNIT-o0g, -o2, -thin, -lto   src/refs-UNIT.cpp (UNIT: main,
#       shapes, util) at -O0 -g, -O2, -O2 -flto=thin, -O2 -flto
#   refs-ir                               src/refs-ir.ll, hand-written IR
#       (llvm-as, then clang -Xclang -disable-llvm-passes for a SYMTAB)
#   reachVERSION.expect   what llvm-link of refs-cxx-{main,shapes,util}-o0g
#       + opt -passes=internalize,globaldce -internalize-public-api-list=main
#       keep: the names of the defined global values (tests/reach.sh)
refs_fixtures() { # OUTDIR CLANG CLANGXX LLVM_DIS LLVM_LINK OPT VERSION LLVM_AS
    out=$1 rcc=$2 rcxx=$3 rdis=$4
    g="-g -fdebug-compilation-dir=."
    run "$rcc" --target="$TRIPLE" -O0 $g -c -emit-llvm src/refs.c -o "$out/refs-c-o0g.bc"
    run "$rcc" --target="$TRIPLE" -O2 -c -emit-llvm src/refs.c -o "$out/refs-c-o2.bc"
    run "$rcc" --target="$TRIPLE" -O2 $g -c -emit-llvm src/refs.c -o "$out/refs-c-o2g.bc"
    for u in main shapes util; do
        run "$rcxx" --target="$TRIPLE" -O0 $g -c -emit-llvm "src/refs-$u.cpp" \
            -o "$out/refs-cxx-$u-o0g.bc"
        run "$rcxx" --target="$TRIPLE" -O2 -c -emit-llvm "src/refs-$u.cpp" \
            -o "$out/refs-cxx-$u-o2.bc"
        run "$rcxx" --target="$TRIPLE" -O2 -flto=thin -c "src/refs-$u.cpp" \
            -o "$out/refs-cxx-$u-thin.bc"
        run "$rcxx" --target="$TRIPLE" -O2 -flto -c "src/refs-$u.cpp" \
            -o "$out/refs-cxx-$u-lto.bc"
    done
    run "$8" src/refs-ir.ll -o "$tmp/refs-ir.bc"
    run "$rcc" --target="$TRIPLE" -c -emit-llvm -Xclang -disable-llvm-passes \
        "$tmp/refs-ir.bc" -o "$out/refs-ir.bc"
    for bc in "$out"/refs-*.bc; do
        f=${bc##*/}
        rm -rf "$tmp/dis" && mkdir "$tmp/dis" && cp "$bc" "$tmp/dis/"
        (cd "$tmp/dis" && "$rdis" "$f")
        cp "$tmp/dis/${f%.bc}.ll" "$out/"
        # per function: instructions, values, debug records (inst-counts.sh)
        awk -v module=0 -f ../llvm-inst-counts.awk "$out/${f%.bc}.ll" \
            >"$out/${f%.bc}.counts"
    done
    run "$5" "$out/refs-cxx-main-o0g.bc" "$out/refs-cxx-shapes-o0g.bc" \
        "$out/refs-cxx-util-o0g.bc" -o "$tmp/linked.bc"
    run "$6" -passes=internalize,globaldce -internalize-public-api-list=main \
        "$tmp/linked.bc" -o "$tmp/kept.bc"
    "$rdis" "$tmp/kept.bc" -o "$tmp/kept.ll"
    awk -v defined=1 -f ../llvm-refs.awk "$tmp/kept.ll" >"$out/reach$7.expect"
}
refs_fixtures . "$CLANG" "$CLANGXX" "$LLVM_DIS" "$LLVM_LINK" "$OPT" 14 "$LLVM_AS"

# clang 19, when installed (Debian's clang-19 and llvm-19: their tools are
# in `llvm-config-19 --bindir`)
bin19=$(llvm-config-19 --bindir 2>/dev/null || true)
if [ -n "$bin19" ] && [ -x "$bin19/clang" ] && [ -x "$bin19/llvm-dis" ] &&
    [ -x "$bin19/llvm-link" ] && [ -x "$bin19/opt" ] && [ -x "$bin19/llvm-as" ]; then
    mkdir -p v19
    refs_fixtures v19 "$bin19/clang" "$bin19/clang++" "$bin19/llvm-dis" \
        "$bin19/llvm-link" "$bin19/opt" 19 "$bin19/llvm-as"
else
    echo "gen.sh: clang 19 not found (llvm-config-19 --bindir); v19/ NOT regenerated"
fi

# The references of every global value of every .ll (tests/llvm-refs.awk).
for ll in *.ll v19/*.ll; do
    [ -f "$ll" ] || continue
    awk -f ../llvm-refs.awk "$ll" >"${ll%.ll}.refs"
done

# Objects with embedded bitcode (obj/) and archives (ar/): their own
# scripts, which say what they make.
sh obj/gen-obj.sh
[ -f ar/gen-ar.sh ] && sh ar/gen-ar.sh
[ -f link/gen-link.sh ] && sh link/gen-link.sh
# llvm-nm on several files at once (tests/multi.sh), after the fixtures it
# lists
sh multi/gen-multi.sh

echo "gen.sh: fixtures regenerated in $here"
