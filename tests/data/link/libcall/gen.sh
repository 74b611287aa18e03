#!/bin/sh
# gen.sh - the libcall set of tests/mixed.sh: a bitcode main (m.c, a
# struct copy LTO's code generator lowers to memcpy) and an archive whose
# bitcode members define runtime library calls (mc2.c: memcpy, which
# needs hp.c's helper; fm.c: fmod) beside a native one (nat.c: memset).
# ld.lld extracts the bitcode ones before LTO (handleLibcall): expected
# files from ld.lld 19 run in a copy (why.txt: 14 writes no "<libcall>"
# lines; resolution.txt: 14 and 19 alike).
# Usage: cd tests/data/link/libcall && sh gen.sh [LD.LLD]
set -eu
lld=${1:-$(llvm-config-19 --bindir)/ld.lld}
clang -O1 -flto=thin -fno-builtin -c m.c mc2.c hp.c fm.c
gcc -O1 -c nat.c
rm -f libmc.a
llvm-ar rcD libmc.a mc2.o hp.o nat.o fm.o
rm -f mc2.o hp.o nat.o fm.o
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
cp m.o libmc.a "$w"
(cd "$w" && "$lld" -e main --why-extract=why.txt -save-temps -o out m.o libmc.a)
cp "$w/why.txt" why.txt
cp "$w/out.resolution.txt" resolution.txt
