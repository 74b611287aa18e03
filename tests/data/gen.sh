#!/bin/sh
# gen.sh - regenerate the bitcode fixtures in tests/data/ from tests/data/src/.
#
# Usage: sh tests/data/gen.sh        (works from any directory)
#
# The committed fixtures were made with Debian clang/LLVM 14.0.6.  Another
# LLVM version produces different (but valid) bitcode and dumps, so this script
# refuses to run with one unless BCQ_GEN_ANY_LLVM=1 is set.  Tools can be
# overridden with CLANG, CLANGXX, LLVM_BCANALYZER, LLVM_NM, LLVM_DIS, LLVM_CAT,
# LLVM_AS, LLVM_LTO2.
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
#   NAME.counts      ../llvm-inst-counts.awk of that output (every module,
#                    kept or not): per function the instructions, values and
#                    debug records llvm-dis prints (tests/inst-counts.sh)
# The clang 19 fixtures of v19/ are gen19.sh's.
set -eu

CLANG=${CLANG:-clang}
CLANGXX=${CLANGXX:-clang++}
LLVM_BCANALYZER=${LLVM_BCANALYZER:-llvm-bcanalyzer}
LLVM_NM=${LLVM_NM:-llvm-nm}
LLVM_DIS=${LLVM_DIS:-llvm-dis}
LLVM_CAT=${LLVM_CAT:-llvm-cat}
LLVM_AS=${LLVM_AS:-llvm-as}
LLVM_LTO2=${LLVM_LTO2:-llvm-lto2}

for tool in "$CLANG" "$CLANGXX" "$LLVM_BCANALYZER" "$LLVM_NM" "$LLVM_DIS" "$LLVM_CAT" \
            "$LLVM_AS" "$LLVM_LTO2"; do
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
# The same module as link.bc without SYMTAB: llvm-cat of one module.
run "$LLVM_CAT" link.bc -o nosym.bc

cc -c -emit-llvm src/deplibs.c -o deplibs.bc

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
             link coff coff32 nosym deplibs macho insts many"

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

echo "gen.sh: fixtures regenerated in $here"
