#!/bin/sh
# gen.sh - the intrinsics fixtures of tests/dis.sh: intrin14.bc by llvm-as
# 14 from intrin14.ll, intrin19.bc by llvm-as 19 and intrin22.bc by
# llvm-as 22 (a release bcq has no table for) from intrin19.ll.
# Usage: sh tests/data/intrin/gen.sh
set -eu
cd "$(dirname "$0")"
b14=$(llvm-config-14 --bindir 2>/dev/null || dirname "$(command -v llvm-as)")
"$b14/llvm-as" intrin14.ll -o intrin14.bc
"$(llvm-config-19 --bindir)/llvm-as" intrin19.ll -o intrin19.bc
"$(llvm-config-22 --bindir)/llvm-as" intrin19.ll -o intrin22.bc
# names.txt: names to look up (intrinsics, overloaded ones with a type
# suffix, suffixes on ones that are not, prefixes, no intrinsics), each
# declared with six pointer parameters and a string attribute, written
# without the verifier by llvm-as 14 (names14.bc) and 19 (names19.bc):
# llvm-dis replaces the attribute of those it takes for intrinsics
decl() { # POINTER-TYPE
    awk -v t="$1" '{ printf "declare void @\"%s\"(%s, %s, %s, %s, %s, %s) \"bcqm\"\n", $0, t, t, t, t, t, t }' names.txt
}
decl 'i8*' | "$b14/llvm-as" --disable-verify -o names14.bc
decl ptr | "$(llvm-config-19 --bindir)/llvm-as" --disable-verify -o names19.bc
