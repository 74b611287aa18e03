#!/bin/sh
# Live comparison: bcq dump against the installed llvm-bcanalyzer on every
# fixture.  Skipped (77) when llvm-bcanalyzer is missing.  With LLVM 14 the
# text must be identical, but for the one label 14 gives that bcq (which
# prints llvm-bcanalyzer 22's names, lib/ir/ids.h) does not: constants code
# 12, "CE_GEP" to 14 and unnamed since (the refs-c and refs-cxx-util
# fixtures have it); with another LLVM the names may differ (their tables
# change between versions), so names are left out of the comparison.
# tests/data/v22 and tests/data/ll/*-22.bc: with llvm-bcanalyzer 22, names
# and all, where it is installed.
. "${top_srcdir:-.}/tests/lib.sh"
# any release: the names are compared only with LLVM 14's (below)
an=${LLVM_BCANALYZER:-$(d=$(llvm_bindir 14 llvm-bcanalyzer || llvm_bindir 19 llvm-bcanalyzer || llvm_bindir 22 llvm-bcanalyzer) && echo "$d/llvm-bcanalyzer")}
[ -n "$an" ] || { echo "SKIP: llvm-bcanalyzer not installed"; exit 77; }
ver=$("$an" --version 2>/dev/null | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p' | head -n 1)
[ "$ver" = 14 ] || BCQ_DUMPCMP_NAMELESS=1
export BCQ_DUMPCMP_NAMELESS
for f in "$data"/*.bc "$data"/*.dia; do
    "$an" -dump -non-symbolic "$f" >"$tmp/raw" 2>/dev/null || { fail=$((fail + 1)); echo "FAIL: llvm-bcanalyzer $f"; continue; }
    awk '/^Summary of / { exit } { print }' "$tmp/raw" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' |
        sed 's/<CE_GEP codeid=12 /<UnknownCode12 /' >"$tmp/llvm"
    "$BCQ" dump "$f" >"$tmp/bcq" 2>&1
    if sh "$top_srcdir/tests/dumpcmp.sh" "$tmp/bcq" "$tmp/llvm"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $f differs from llvm-bcanalyzer $ver"
    fi
done
# the clang 22 fixtures and the LLVM 22 hand-written IR with llvm-bcanalyzer
# 22, names included: bcq prints 22's names (lib/ir/ids.h)
if d22=$(llvm_bindir 22 llvm-bcanalyzer); then
    for f in "$data"/v22/*.bc "$data"/ll/*-22.bc; do
        [ -f "$f" ] || continue
        "$d22/llvm-bcanalyzer" -dump -non-symbolic "$f" >"$tmp/raw" 2>/dev/null || { fail=$((fail + 1)); echo "FAIL: llvm-bcanalyzer 22 $f"; continue; }
        awk '/^Summary of / { exit } { print }' "$tmp/raw" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$tmp/llvm"
        "$BCQ" dump "$f" >"$tmp/bcq" 2>&1
        if BCQ_DUMPCMP_NAMELESS=0 sh "$top_srcdir/tests/dumpcmp.sh" "$tmp/bcq" "$tmp/llvm"; then
            pass=$((pass + 1))
        else
            fail=$((fail + 1))
            echo "FAIL: $f differs from llvm-bcanalyzer 22"
        fi
    done
fi
echo "live (llvm-bcanalyzer $ver): $pass passed, $fail failed"
[ "$fail" = 0 ]
