#!/bin/sh
# gen-keep.sh - write tests/data/keep.expect (tests/check_keep.c): for every
# IR fixture of tests/data (with LLVM 14's opt and llvm-dis) and
# tests/data/v19 (LLVM 19's), rooted at main or else its first defined
# function (tests/link.sh's choice), the defined global values that
# opt -passes='internalize,globaldce' -internalize-public-api-list=ROOT
# keeps, llvm-dis's "define" and "@NAME =" lines that are not
# declarations, "llvm." names left out.  Not run by make check:
#     top_srcdir=. BCQ=./bin/bcq sh tests/gen-keep.sh
set -u
: "${top_srcdir:=.}" "${BCQ:=./bin/bcq}"
data="$top_srcdir/tests/data"
out="$data/keep.expect"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/live.awk" <<'AWK'
/^define / { for (i = 2; i <= NF; i++) if ($i ~ /^@/) { n = $i; sub(/\(.*/, "", n); print substr(n, 2); break } }
/^@/ && !/= external / && !/^@[^ ]* = (extern_weak |dso_local )*(global|constant) [^ ]*$/ { n = $1; print substr(n, 2) }
AWK
tool() { [ -x "/usr/lib/llvm-$1/bin/$2" ] && echo "/usr/lib/llvm-$1/bin/$2"; }
{
    sed -n '/^#/p' "$out"
    for f in "$data"/*.bc "$data"/v19/*.bc; do
        case $f in */v19/*) v=19 ;; *) v=14 ;; esac
        opt=$(tool $v opt) && dis=$(tool $v llvm-dis) || continue
        fns=$("$BCQ" functions "$f" 2>/dev/null | cut -f5)
        [ -n "$fns" ] || continue
        root=main
        printf '%s\n' "$fns" | grep -qx main || root=$(printf '%s\n' "$fns" | head -n 1)
        case $root in "" | *[!A-Za-z0-9_.\$]* | __unnamed_*) continue ;; esac
        "$opt" -passes='internalize,globaldce' -internalize-public-api-list="$root" \
            "$f" -o "$tmp/one.bc" >/dev/null 2>&1 || continue
        names=$("$dis" "$tmp/one.bc" -o - | awk -f "$tmp/live.awk" |
            grep -v '^llvm\.' | LC_ALL=C sort | tr '\n' ' ')
        echo "${f#"$data"/} $root $names" | sed 's/ $//'
    done
} >"$tmp/new" && mv "$tmp/new" "$out"
