#!/bin/sh
# gen.sh - assemble the hand-written IR of tests/data/asm/ with llvm-as 14
# (NAME.bc) and 19 (NAME-19.bc: a typed pointer "T (...)*" written as
# "ptr", which LLVM 19 requires); NAME14.ll with 14 only, NAME19.ll with
# 19 only (forms that changed between them), NAME22.ll with 22 only
# (NAME22-22.bc).  Run from any directory; needs llvm-as-14 (or llvm-as
# of LLVM 14 on PATH), llvm-config-19 and llvm-config-22.
set -e
here=$(cd "$(dirname "$0")" && pwd)
as14=$(command -v llvm-as-14 || command -v llvm-as)
"$as14" --version | grep -q 'version 14\.' || {
    echo "gen.sh: $as14 is not LLVM 14" >&2; exit 1; }
as19=$(llvm-config-19 --bindir)/llvm-as
as22=$(llvm-config-22 --bindir)/llvm-as
for ll in "$here"/*.ll; do
    n=${ll%.ll}
    case $n in
    *22) "$as22" "$ll" -o "$n-22.bc"; continue ;;
    *19) ;;
    *) "$as14" "$ll" -o "$n.bc" ;;
    esac
    case $n in
    *14) ;;
    *) sed 's/[a-z0-9]* (\.\.\.)\*/ptr/g' "$ll" | "$as19" -o "$n-19.bc" ;;
    esac
done
