#!/bin/sh
# gen.sh - the mixed link set of tests/mixed.sh: bitcode (clang 14,
# -flto=thin) and native objects (gcc), an archive that mixes them, a
# shared object; and for the glibc link, a ThinLTO main (m.o) and a
# bitcode archive (libh.a).  Expected files, from ld.lld 14 (19 writes
# the same) run in this folder:
#   why.txt, resolution.txt     main.o other.o n1.o libn.a libsh.so
#   why-shfirst.txt, resolution-shfirst.txt
#                               main.o other.o n1.o libsh.so libn.a
#                               (the shared object first: its sh_dup
#                               keeps libn.a(n_d.o) lazy)
#   why-whole.txt, resolution-whole.txt
#                               main.o --whole-archive libh.a
#                               --no-whole-archive other.o n1.o libn.a libsh.so
# and for the C++ link against the system's libstdc++.a (compared live
# only: its expected files are the system's), cxxmain.o (clang++ 14 -flto)
# and cxxnat.o (g++): comdats on both sides.
# Usage: cd tests/data/link/mixed && sh gen.sh
set -eu
clang -c -O1 -flto=thin main.c other.c bm.c m.c hh.c
gcc -c -O1 -fno-asynchronous-unwind-tables n1.c n_a.c n_b.c n_c.c n_d.c
clang++ -c -O0 -flto cxxmain.cc
g++ -c -O0 cxxnat.cc
gcc -shared -fPIC -O1 -nostdlib -o libsh.so sh.c
rm -f libn.a libh.a
llvm-ar rcD libn.a n_a.o n_b.o n_c.o bm.o n_d.o
llvm-ar rcD libh.a hh.o
# a shared object in an archive, which its index names (check_link
# shared_member_by_index)
rm -f libsho.a
llvm-ar rcD libsho.a libsh.so
rm -f n_a.o n_b.o n_c.o n_d.o bm.o hh.o
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
cp main.o other.o n1.o libn.a libsh.so "$w"
(cd "$w" &&
 ld.lld -e main --why-extract=why.txt -save-temps -o a.out \
     main.o other.o n1.o libn.a libsh.so &&
 ld.lld -e main --why-extract=why-shfirst.txt -save-temps -o b.out \
     main.o other.o n1.o libsh.so libn.a)
(cd "$w" && cp "$OLDPWD/libh.a" . &&
 ld.lld -e main --allow-shlib-undefined --why-extract=why-whole.txt \
     -save-temps -o c.out main.o --whole-archive libh.a \
     --no-whole-archive other.o n1.o libn.a libsh.so)
cp "$w/why-whole.txt" .
cp "$w/c.out.resolution.txt" resolution-whole.txt
cp "$w/why.txt" "$w/why-shfirst.txt" .
cp "$w/a.out.resolution.txt" resolution.txt
cp "$w/b.out.resolution.txt" resolution-shfirst.txt
