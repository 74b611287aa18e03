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
