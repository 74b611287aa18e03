#!/bin/sh
# Live comparison: bcq symbols against the installed llvm-nm, and bcq symtab
# against llvm-lto2 dump-symtab, on every IR fixture.  Skipped (77) when the
# tools are missing or are not LLVM 14 (other versions print other letters
# and flags, and rebuild tables of another version); tests/data/v22 and
# tests/data/ll with the llvm-nm of their own release, where installed.
. "${top_srcdir:-.}/tests/lib.sh"
# The clang 22 fixtures and the hand-written IR of each release against
# that release's llvm-nm, where it is installed (symbols only).
ran=0
for f in "$data"/v22/*.bc "$data"/ll/*.bc; do
    [ -f "$f" ] || continue
    case $f in */v22/*) r=22 ;; *) r=${f%.bc}; r=${r##*-} ;; esac
    d=$(llvm_bindir "$r" llvm-nm) || continue
    ran=$((ran + 1))
    "$d/llvm-nm" "$f" >"$tmp/llvm" 2>/dev/null
    "$BCQ" symbols "$f" >"$tmp/bcq" 2>&1
    if cmp -s "$tmp/bcq" "$tmp/llvm"; then pass=$((pass + 1))
    else fail=$((fail + 1)); echo "FAIL: bcq symbols ${f#"$data"/} differs from llvm-nm $r"; fi
done
nm=${LLVM_NM:-$(d=$(llvm_bindir 14 llvm-nm) && echo "$d/llvm-nm")}
lto2=${LLVM_LTO2:-$(d=$(llvm_bindir 14 llvm-lto2) && echo "$d/llvm-lto2")}
skip14() { # the LLVM 14 part cannot run: skip unless the others ran
    echo "$1"
    [ "$ran" -gt 0 ] || exit 77
    echo "live (v22, ll): $pass passed, $fail failed"
    [ "$fail" = 0 ]
    exit
}
[ -n "$nm" ] && [ -n "$lto2" ] || skip14 "SKIP: llvm-nm or llvm-lto2 14 not installed"
ver=$("$nm" --version 2>/dev/null | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p' | head -n 1)
[ "$ver" = 14 ] || skip14 "SKIP: llvm-nm is LLVM $ver, the expected outputs are LLVM 14's"
for f in "$data"/*.bc; do
    name=${f##*/}
    # nosym.bc: inline-assembly symbols without a SYMTAB (see symbols.sh)
    [ "$name" = nosym.bc ] && continue
    "$nm" "$f" >"$tmp/llvm" 2>/dev/null
    "$BCQ" symbols "$f" >"$tmp/bcq" 2>&1
    if cmp -s "$tmp/bcq" "$tmp/llvm"; then pass=$((pass + 1))
    else fail=$((fail + 1)); echo "FAIL: bcq symbols $name differs from llvm-nm"; fi
    # symtab: only files that hold one (llvm-lto2 builds one for the others)
    if "$BCQ" symtab "$f" >"$tmp/bcq" 2>/dev/null; then
        "$lto2" dump-symtab "$f" >"$tmp/llvm" 2>/dev/null
        if cmp -s "$tmp/bcq" "$tmp/llvm"; then pass=$((pass + 1))
        else fail=$((fail + 1)); echo "FAIL: bcq symtab $name differs from llvm-lto2 dump-symtab"; fi
    fi
done
echo "live (LLVM $ver): $pass passed, $fail failed"
[ "$fail" = 0 ]
