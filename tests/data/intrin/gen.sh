#!/bin/sh
# gen.sh - the intrinsics fixtures of tests/dis.sh: intrin14.bc by llvm-as
# 14 from intrin14.ll, intrin19.bc by llvm-as 19 and intrin22.bc by
# llvm-as 22 from intrin19.ll; sig22.bc by llvm-as 22 from sig22.ll (LLVM
# 22 replaces the attributes only on an intrinsic's signature: declarations
# of other types, so without the verifier); ovl22.bc by llvm-as 22 from
# ovl22.ll, written here: each overloaded name of gen-intrin.sh's OVL22
# declared with its signature.
# Usage: sh tests/data/intrin/gen.sh
set -eu
cd "$(dirname "$0")"
b14=$(llvm-config-14 --bindir 2>/dev/null || dirname "$(command -v llvm-as)")
"$b14/llvm-as" intrin14.ll -o intrin14.bc
"$(llvm-config-19 --bindir)/llvm-as" intrin19.ll -o intrin19.bc
b22=$(llvm-config-22 --bindir)
"$b22/llvm-as" intrin19.ll -o intrin22.bc
"$b22/llvm-as" --disable-verify sig22.ll -o sig22.bc
{
    echo "; gen.sh: gen-intrin.sh's OVL22, each with its signature"
    sed -n "/^OVL22='/,/'\$/p" ../../../lib/asm/gen-intrin.sh |
        sed "s/^OVL22='//; s/'\$//" |
        awk -F '\t' '{
            k = index($2, " ("); r = substr($2, 1, k - 1)
            p = substr($2, k + 2); sub(/\)$/, "", p)
            printf "declare %s @%s(%s)\n", r, $1, p
        }'
} >ovl22.ll
"$b22/llvm-as" ovl22.ll -o ovl22.bc
# names.txt: names to look up (intrinsics, overloaded ones with a type
# suffix, suffixes on ones that are not, prefixes, no intrinsics), each
# declared with six pointer parameters and a string attribute, written
# without the verifier by llvm-as 14 (names14.bc), 19 (names19.bc) and 22
# (names22.bc): llvm-dis replaces the attribute of those it takes for
# intrinsics (22: none, as none has that signature)
decl() { # POINTER-TYPE
    awk -v t="$1" '{ printf "declare void @\"%s\"(%s, %s, %s, %s, %s, %s) \"bcqm\"\n", $0, t, t, t, t, t, t }' names.txt
}
decl 'i8*' | "$b14/llvm-as" --disable-verify -o names14.bc
decl ptr | "$(llvm-config-19 --bindir)/llvm-as" --disable-verify -o names19.bc
decl ptr | "$b22/llvm-as" --disable-verify -o names22.bc
# analog22.bc by llvm-as 22 from analog22.ll (names the table lacks)
"$b22/llvm-as" --disable-verify analog22.ll -o analog22.bc
