#!/bin/sh
# gen19.sh - regenerate the clang 19 fixtures in tests/data/v19/ from
# tests/data/src/ (the clang 14 ones are gen.sh's).
#
# Usage: sh tests/data/gen19.sh        (works from any directory)
#
# Needs clang 19 and llvm-dis 19: taken from $(llvm-config-19 --bindir), or
# /usr/lib/llvm-19/bin, or set CLANG19, CLANGXX19, LLVM_DIS19.  Without
# them it says so and exits 0 (nothing regenerated).  Another clang
# version writes other (valid) bitcode: refused unless BCQ_GEN_ANY_LLVM=1.
#
# As gen.sh: relative paths, the current directory set to this script's
# directory, a pinned target, -fdebug-compilation-dir=. (no absolute path
# in any output).  For each v19/NAME.bc it writes:
#   v19/NAME.ll      llvm-dis 19
#   v19/NAME.counts  ../llvm-inst-counts.awk of NAME.ll: per function the
#                    instructions, the values and the debug records that
#                    llvm-dis prints (tests/inst-counts.sh, check_instcounts)
# and, for the summary fixtures (summ-*), v19/NAME.bcanalyzer: the dump of
# llvm-bcanalyzer 19 without its trailing "Summary of ..." part.  The refs-*
# fixtures of v19/ are gen.sh's.
set -eu

bindir=
if command -v llvm-config-19 >/dev/null 2>&1; then
    bindir=$(llvm-config-19 --bindir)
elif [ -d /usr/lib/llvm-19/bin ]; then
    bindir=/usr/lib/llvm-19/bin
fi
given=${CLANG19:-}
CLANG19=${CLANG19:-${bindir:+$bindir/}clang}
CLANGXX19=${CLANGXX19:-${bindir:+$bindir/}clang++}
LLVM_DIS19=${LLVM_DIS19:-${bindir:+$bindir/}llvm-dis}

skip() {
    echo "gen19.sh: clang/llvm-dis 19 not found; v19 fixtures NOT" \
         "regenerated (skipping)" >&2
    exit 0
}
# without LLVM 19's directory the bare names would be another clang's
[ -n "$bindir" ] || [ -n "$given" ] || skip
for tool in "$CLANG19" "$CLANGXX19" "$LLVM_DIS19"; do
    command -v "$tool" >/dev/null 2>&1 || skip
done

have=$("$CLANG19" --version | sed -n 's/.*clang version \([0-9][0-9]*\)\..*/\1/p' | sed 1q)
if [ "$have" != 19 ] && [ "${BCQ_GEN_ANY_LLVM:-0}" != 1 ]; then
    echo "gen19.sh: '$CLANG19' is clang '${have:-?}', not 19;" \
         "set BCQ_GEN_ANY_LLVM=1 to regenerate anyway" >&2
    exit 1
fi

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
cd "$here"
mkdir -p v19

run() {
    echo "+ $*"
    "$@"
}
TRIPLE=x86_64-pc-linux-gnu
# As gen.sh: C with -fcommon.
cc() { run "$CLANG19" --target="$TRIPLE" -fcommon -fdebug-compilation-dir=. "$@"; }
cxx() { run "$CLANGXX19" --target="$TRIPLE" -fdebug-compilation-dir=. "$@"; }

# -g: debug records (DEBUG_RECORD_DECLARE at -O0; VALUE, VALUE_SIMPLE,
# ASSIGN and LABEL at -O2) where clang 14 wrote llvm.dbg.* calls.  C++ as
# insts.bc: local names kept (function VALUE_SYMTABs) for check_insts,
# which matches each operand with the name llvm-dis prints.
cc -O0 -g -c -emit-llvm src/a.c -o v19/c-O0-g.bc
cc -O2 -c -emit-llvm src/a.c -o v19/c-O2.bc
cxx -O0 -g -fno-discard-value-names -c -emit-llvm src/insts.cpp \
    -o v19/cxx-O0-g.bc
cxx -O2 -fno-discard-value-names -c -emit-llvm src/insts.cpp -o v19/cxx-O2.bc
cxx -O2 -g -fno-discard-value-names -c -emit-llvm src/insts.cpp \
    -o v19/cxx-O2-g.bc

for name in c-O0-g c-O2 cxx-O0-g cxx-O2 cxx-O2-g; do
    # on a bare name, so that the ModuleID is 'NAME.bc'
    (cd v19 && "$LLVM_DIS19" "$name.bc" -o "$name.ll")
    awk -f ../llvm-inst-counts.awk "v19/$name.ll" >"v19/$name.counts"
done

# Keep the dump only: drop "Summary of ..." and everything after it, and the
# blank lines just before it (as gen.sh does).
strip_summary() {
    awk '
        /^Summary of / { exit }
        /^[ \t]*$/     { blank++; next }
                       { while (blank > 0) { print ""; blank-- } print }
    '
}
dump19() { # NAME (in v19/)
    "$bindir/llvm-bcanalyzer" -dump -non-symbolic "v19/$1.bc" |
        strip_summary >"v19/$1.bcanalyzer"
}

# --- summaries (tests/check_summary.c) ---------------------------------------
# ThinLTO (GLOBALVAL_SUMMARY_BLOCK) of C with calls (tail calls flagged),
# an alias and an ifunc; of C++ with a vtable whose functions the summary
# lists (PERMODULE_VTABLE_GLOBALVAR_INIT_REFS); full LTO
# (FULL_LTO_GLOBALVAL_SUMMARY_BLOCK); a
# profiled indirect call whose target the summary names by GUID
# (VALUE_GUID); and the combined index llvm-lto's thin link writes of that
# one, which bcq refuses as not a module's own summary.
run "$CLANG19" --target="$TRIPLE" -fcommon -O2 -flto=thin -c -emit-llvm \
    src/a.c -o v19/summ-c.bc
run "$CLANG19" --target="$TRIPLE" -O2 -flto=thin -c -emit-llvm src/vt.cpp \
    -o v19/summ-vt.bc
run "$CLANG19" --target="$TRIPLE" -O2 -flto -c -emit-llvm src/vt.cpp \
    -o v19/summ-full.bc
run "$bindir/opt" -module-summary src/summ-guid.ll -o v19/summ-guid.bc
(cd v19 && run "$bindir/llvm-lto" -thinlto-action=thinlink \
    -o summ-index.bc summ-guid.bc)
for f in summ-c summ-vt summ-full summ-guid summ-index; do
    dump19 "$f"
done
# --- end of summaries ----------------------------------------------------------

echo "gen19.sh: v19 fixtures regenerated in $here/v19"
