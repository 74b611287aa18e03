#!/bin/sh
# gen19.sh - regenerate the LLVM 19 fixtures in tests/data/v19/ from
# tests/data/src/, beside the LLVM 14 ones that gen.sh makes.
#
# Usage: sh tests/data/gen19.sh        (works from any directory)
#
# Needs Debian's clang-19/llvm-19 (LLVM19 below, default /usr/lib/llvm-19/bin);
# without them it says so and exits 0, leaving the committed files as they
# are.  As in gen.sh, everything is compiled from relative paths with the
# current directory set to this script's directory, for a pinned target,
# and each fixture NAME.bc gets NAME.bcanalyzer: llvm-bcanalyzer -dump
# -non-symbolic without the trailing "Summary of ..." part.
#
# Each part below is one block that makes its own fixtures.
set -eu

LLVM19=${LLVM19:-/usr/lib/llvm-19/bin}
CLANG19=$LLVM19/clang
for tool in clang opt llvm-bcanalyzer llvm-lto; do
    if ! [ -x "$LLVM19/$tool" ]; then
        echo "gen19.sh: $LLVM19/$tool not found; v19 fixtures NOT" \
             "regenerated (skipping)" >&2
        exit 0
    fi
done

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
cd "$here"
mkdir -p v19

TRIPLE=x86_64-pc-linux-gnu

run() {
    echo "+ $*"
    "$@"
}

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
    "$LLVM19/llvm-bcanalyzer" -dump -non-symbolic "v19/$1.bc" |
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
run "$LLVM19/opt" -module-summary src/summ-guid.ll -o v19/summ-guid.bc
(cd v19 && run "$LLVM19/llvm-lto" -thinlto-action=thinlink \
    -o summ-index.bc summ-guid.bc)
for f in summ-c summ-vt summ-full summ-guid summ-index; do
    dump19 "$f"
done
# --- end of summaries ----------------------------------------------------------

echo "gen19.sh: v19 fixtures regenerated in $here/v19"
