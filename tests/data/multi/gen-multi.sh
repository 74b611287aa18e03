#!/bin/sh
# gen-multi.sh - the cases of tests/multi.sh: llvm-nm on several files at
# once (called by tests/data/gen.sh; runs from any directory).
#
#   CASE.args    "VERSION FILE..." (written by hand): the files, relative to
#                tests/data, and the LLVM version whose llvm-nm lists them
#                (14: /usr/bin/llvm-nm; 19: llvm-config-19 --bindir)
#   CASE.nm      what that llvm-nm printed on stdout, run in tests/data
#   CASE.status  its exit status
#
# and the fixtures only these cases use:
#   nosyms.bc    clang 14 of src/nosyms.c: a module without one global
#                value (llvm-nm prints its header and no line)
#   empty.o      an empty file: not an object (llvm-nm: an error)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
CLANG=${CLANG:-clang}
LLVM_NM=${LLVM_NM:-llvm-nm}
bin19=$(llvm-config-19 --bindir 2>/dev/null || true)
"$CLANG" -c -emit-llvm -O1 -fdebug-compilation-dir=. \
    -target x86_64-unknown-linux-gnu src/nosyms.c -o nosyms.bc
: >empty.o
for a in *.args; do
    c=${a%.args}
    read -r ver files <"$a"
    case $ver in
    14) nm=$LLVM_NM ;;
    19) nm=$bin19/llvm-nm ;;
    *) echo "gen-multi.sh: $a: no llvm-nm $ver" >&2; exit 1 ;;
    esac
    if [ ! -x "$nm" ] && ! command -v "$nm" >/dev/null; then
        echo "gen-multi.sh: $c kept: no llvm-nm $ver" >&2
        continue
    fi
    st=0
    # shellcheck disable=SC2086 # the file list splits on purpose
    (cd .. && "$nm" $files) >"$c.nm" 2>/dev/null || st=$?
    echo "$st" >"$c.status"
done
