#!/bin/sh
# gen-ar.sh - the archive fixtures of tests/data/ar (called by
# tests/data/gen.sh; runs from any directory), with clang 14, GNU ar and
# llvm-ar 14, all in deterministic mode (D: zero dates, uids, modes).
#
#   gnu.a    GNU ar of the three -flto objects (GNU "//" long names, "/")
#   llvm.a   llvm-ar of the same (GNU format)
#   bsd.a    llvm-ar --format=darwin ("#1/" names, "__.SYMDEF")
#   thin.a   llvm-ar T: a thin archive naming members/*.o (committed)
#   thinlto.a  llvm-ar of the -flto=thin objects (each with its summary)
#   mixed.a  a bitcode member, a native ELF object and a text file
#
# and for each NAME.a: NAME.members (llvm-ar t), NAME.armap (the symbol
# index as llvm-nm --print-armap prints it: "name in member"),
# NAME.sizes ("member size", the sizes ar p extracts) and NAME.nm (llvm-nm,
# run in this folder).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
CLANG=${CLANG:-clang}
LLVM_AR=${LLVM_AR:-llvm-ar}
LLVM_NM=${LLVM_NM:-llvm-nm}
AR=${AR:-ar}
t=x86_64-unknown-linux-gnu
mkdir -p members
srcs="alpha beta a_rather_long_member_name"
for s in $srcs; do
    "$CLANG" -c -O1 -flto -fdebug-compilation-dir=. -target $t src/$s.c -o members/$s.o
    "$CLANG" -c -O1 -flto=thin -fdebug-compilation-dir=. -target $t src/$s.c -o members/$s.thin.o
done
"$CLANG" -c -O1 -fdebug-compilation-dir=. -target $t src/native.c -o members/native.o
printf 'not an object\n' >members/notes.txt
rm -f gnu.a llvm.a bsd.a thin.a thinlto.a mixed.a
(cd members && "$AR" rcD ../gnu.a alpha.o beta.o a_rather_long_member_name.o)
(cd members && "$LLVM_AR" rcD ../llvm.a alpha.o beta.o a_rather_long_member_name.o)
(cd members && "$LLVM_AR" --format=darwin rcD ../bsd.a alpha.o beta.o a_rather_long_member_name.o)
"$LLVM_AR" rcDT thin.a members/alpha.o members/beta.o members/a_rather_long_member_name.o
(cd members && cp alpha.thin.o alpha.o.thin && "$LLVM_AR" rcD ../thinlto.a alpha.thin.o beta.thin.o a_rather_long_member_name.thin.o && rm -f alpha.o.thin)
(cd members && "$LLVM_AR" rcD ../mixed.a alpha.o native.o notes.txt)
for a in gnu llvm bsd thin thinlto mixed; do
    "$LLVM_AR" t $a.a >$a.members
    "$LLVM_NM" --print-armap $a.a 2>/dev/null |
        awk '/^Archive map/ { on = 1; next } on && /^$/ { exit } on' >$a.armap
    for m in $("$LLVM_AR" t $a.a); do
        printf '%s %s\n' "$m" "$("$LLVM_AR" p $a.a "$m" | wc -c | tr -d ' ')"
    done >$a.sizes
    "$LLVM_NM" $a.a >$a.nm 2>/dev/null || true
done
# only the thin archive needs the members; the rest are rebuilt from src/
find members -name '*.thin.o' -delete
rm -f members/native.o members/notes.txt
