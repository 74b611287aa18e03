#!/bin/sh
# gen-ll.sh - assemble the hand-written IR of tests/data/ll/ with llvm-as
# of each LLVM release it names on its "; releases:" line (14, 19, 22):
# ll/NAME.ll -> ll/NAME-R.bc, and the llvm-dis R text of it, cut by
# ../dis-split.awk, into dis/ll-NAME-R.ll (tests/dis.sh), and the llvm-nm R
# listing into ll/NAME-R.nm (tests/symbols.sh).
#
# Usage: sh tests/data/gen-ll.sh       (works from any directory)
#
# A release whose llvm-as and llvm-dis are not installed (tests/lib.sh's
# llvm_bindir) is skipped with a message; its files are left as they are.
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
top_srcdir=$here/../..
. "$top_srcdir/tests/lib.sh"
cd "$here"
for src in ll/*.ll; do
    name=${src#ll/}
    name=${name%.ll}
    rels=$(sed -n 's/^; releases: *//p' "$src" | sed 1q)
    for r in $rels; do
        if ! d=$(llvm_bindir "$r" llvm-as llvm-dis llvm-nm); then
            echo "gen-ll.sh: LLVM $r not installed; ll/$name-$r.bc NOT" \
                 "regenerated" >&2
            continue
        fi
        echo "+ llvm-as $r $src"
        "$d/llvm-as" "$src" -o "ll/$name-$r.bc"
        # on a bare name, so that the ModuleID is 'NAME-R.bc'
        (cd ll && "$d/llvm-dis" "$name-$r.bc" -o -) |
            awk -f ../dis-split.awk >"dis/ll-$name-$r.ll"
        "$d/llvm-nm" "ll/$name-$r.bc" >"ll/$name-$r.nm"
    done
done
echo "gen-ll.sh: done"
