#!/bin/sh
# gen.sh - the export set of tests/mixed.sh: what -shared and
# --export-dynamic change in the resolution file (doc/linking.md 3.4).
# Bitcode (clang 14, -flto=thin -fPIC): symbols of every visibility,
# linkonce_odr ones LLVM may omit from the dynamic symbol table (s1.cc,
# s2.cc), a common (c3.c), archive members (liba.a: arb.o with arn.o,
# native; lib2.a: arb2.o, whose may-omit definition lld 14 and 19 treat
# apart); a native object (nat.c) and a shared object (libso.so) naming
# bitcode definitions, one of them hidden.  Expected files from ld.lld 19
# run in a copy (bcq follows lld 15 and later where lld 14 differs):
#   res-exec.txt why-exec.txt     -e _Z7s2_useri (an executable)
#   res-shared.txt why-shared.txt -shared -e _Z7s2_useri
#   res-E.txt why-E.txt           --export-dynamic -e _Z7s2_useri
#   res-versN.txt                 -shared --version-script=versN.map
#                                 (vers4: vers4a.map and vers4b.map)
# Usage: cd tests/data/link/export && sh gen.sh [LD.LLD]
set -eu
lld=${1:-$(llvm-config-19 --bindir)/ld.lld}
clang++ -std=c++17 -fPIC -O1 -flto=thin -c s1.cc s2.cc arb2.cc
clang -fPIC -O1 -fcommon -flto=thin -c arb.c c3.c
gcc -fPIC -O1 -c nat.c arn.c
gcc -shared -fPIC -nostdlib -o libso.so so.c
rm -f liba.a lib2.a
llvm-ar rcD liba.a arn.o arb.o
llvm-ar rcD lib2.a arb2.o
rm -f arn.o arb.o arb2.o
in="s1.o s2.o nat.o c3.o liba.a lib2.a libso.so"
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
cp $in "$w"
for m in exec shared E; do
    case $m in exec) o= ;; shared) o=-shared ;; E) o=--export-dynamic ;; esac
    # shellcheck disable=SC2086
    (cd "$w" && "$lld" $o -e _Z7s2_useri --allow-shlib-undefined \
        --why-extract=why-$m.txt -save-temps -o out-$m $in)
    cp "$w/why-$m.txt" .
    cp "$w/out-$m.resolution.txt" res-$m.txt
done
for n in 1 2 3 4 5; do
    case $n in 4) v="--version-script=vers4a.map --version-script=vers4b.map" ;;
    *) v="--version-script=vers$n.map" ;; esac
    cp vers*.map "$w"
    # shellcheck disable=SC2086
    (cd "$w" && "$lld" -shared $v --allow-shlib-undefined -save-temps \
        -o out-v$n $in)
    cp "$w/out-v$n.resolution.txt" res-vers$n.txt
done
