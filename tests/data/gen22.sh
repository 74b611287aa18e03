#!/bin/sh
# gen22.sh - regenerate the clang 22 fixtures in tests/data/v22/ from
# tests/data/src/ (a few of the sources gen19.sh compiles; kept small).
#
# Usage: sh tests/data/gen22.sh        (works from any directory)
#
# Needs clang 22 and llvm-dis 22: taken from $(llvm-config-22 --bindir), or
# /usr/lib/llvm-22/bin, or set CLANG22, CLANGXX22, LLVM_DIS22.  Without
# them it says so and exits 0 (nothing regenerated).  Another clang
# version writes other (valid) bitcode: refused unless BCQ_GEN_ANY_LLVM=1.
#
# As gen19.sh: relative paths, the current directory set to this script's
# directory, a pinned target, -fdebug-compilation-dir=. (no absolute path
# in any output).  It writes v22/NAME.bc, v22/NAME.nm (llvm-nm 22, for
# tests/symbols.sh) and, for tests/dis.sh, the llvm-dis 22 text cut by
# ../dis-split.awk into dis/v22-NAME.ll.
set -eu

bindir=
if command -v llvm-config-22 >/dev/null 2>&1; then
    bindir=$(llvm-config-22 --bindir)
elif [ -d /usr/lib/llvm-22/bin ]; then
    bindir=/usr/lib/llvm-22/bin
fi
given=${CLANG22:-}
CLANG22=${CLANG22:-${bindir:+$bindir/}clang}
CLANGXX22=${CLANGXX22:-${bindir:+$bindir/}clang++}
LLVM_DIS22=${LLVM_DIS22:-${bindir:+$bindir/}llvm-dis}

skip() {
    echo "gen22.sh: clang/llvm-dis 22 not found; v22 fixtures NOT" \
         "regenerated (skipping)" >&2
    exit 0
}
# without LLVM 22's directory the bare names would be another clang's
[ -n "$bindir" ] || [ -n "$given" ] || skip
for tool in "$CLANG22" "$CLANGXX22" "$LLVM_DIS22"; do
    command -v "$tool" >/dev/null 2>&1 || skip
done

have=$("$CLANG22" --version | sed -n 's/.*clang version \([0-9][0-9]*\)\..*/\1/p' | sed 1q)
if [ "$have" != 22 ] && [ "${BCQ_GEN_ANY_LLVM:-0}" != 1 ]; then
    echo "gen22.sh: '$CLANG22' is clang '${have:-?}', not 22;" \
         "set BCQ_GEN_ANY_LLVM=1 to regenerate anyway" >&2
    exit 1
fi

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
cd "$here"
mkdir -p v22 dis

run() {
    echo "+ $*"
    "$@"
}
TRIPLE=x86_64-pc-linux-gnu
# As gen.sh: C with -fcommon.
cc() { run "$CLANG22" --target="$TRIPLE" -fcommon -fdebug-compilation-dir=. "$@"; }
cxx() { run "$CLANGXX22" --target="$TRIPLE" -fdebug-compilation-dir=. "$@"; }

# -O0 -g: debug records (#dbg_declare); -O2: what LLVM 22's passes add
# (captures(...), initializes(...), samesign, nuw/nusw on getelementptr,
# memory(...) locations); C++ -O2 -g: #dbg_value and friends, exception
# handling; ThinLTO: the summary block beside the module.
cc -O0 -g -c -emit-llvm src/a.c -o v22/c-O0-g.bc
cc -O2 -c -emit-llvm src/a.c -o v22/c-O2.bc
cxx -O2 -g -fno-discard-value-names -c -emit-llvm src/insts.cpp \
    -o v22/cxx-O2-g.bc
cc -O2 -flto=thin -c -emit-llvm src/a.c -o v22/thin.bc

for name in c-O0-g c-O2 cxx-O2-g thin; do
    (cd v22 && "$LLVM_DIS22" "$name.bc" -o -) |
        awk -f ../dis-split.awk >"dis/v22-$name.ll"
    # tests/symbols.sh
    "$bindir/llvm-nm" "v22/$name.bc" >"v22/$name.nm"
done

echo "gen22.sh: v22 fixtures regenerated in $here/v22"
