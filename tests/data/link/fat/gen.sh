#!/bin/sh
# gen.sh - the fat set of tests/mixed.sh: a ThinLTO main (m.c, clang 14)
# that calls two objects and two archive members of each kind: built with
# -fembed-bitcode (e1.o; libe.a: e2.o, e3.o; clang 14: a .llvmbc
# section) and with -ffat-lto-objects (f1.o; libf.a: f2.o, which calls
# e3; clang 19: a .llvm.lto section).  ld.lld links all of them natively
# (why.txt, resolution.txt: ld.lld 14 and 19 alike); under
# --fat-lto-objects ld.lld 19 reads the .llvm.lto ones as bitcode
# (why-fat.txt, resolution-fat.txt) and the .llvmbc ones still natively.
# Usage: cd tests/data/link/fat && sh gen.sh
set -eu
b19=$(llvm-config-19 --bindir)
clang -O1 -flto=thin -c m.c
clang -O1 -fembed-bitcode -c e1.c e2.c e3.c
"$b19/clang" -O1 -flto=thin -ffat-lto-objects -c f1.c f2.c
rm -f libe.a libf.a
llvm-ar rcD libe.a e2.o e3.o
llvm-ar rcD libf.a f2.o
rm -f e2.o e3.o f2.o
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
cp m.o e1.o f1.o libe.a libf.a "$w"
run() { # OUT-SUFFIX ARG...
    sfx=$1
    shift
    (cd "$w" && rm -f why.txt out.resolution.txt &&
        "$b19/ld.lld" -e main --why-extract=why.txt -save-temps -o out \
            "$@" m.o e1.o f1.o libf.a libe.a)
    cp "$w/why.txt" "why$sfx.txt"
    cp "$w/out.resolution.txt" "resolution$sfx.txt"
}
run ""
run -fat --fat-lto-objects
