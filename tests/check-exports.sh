#!/bin/sh
# The shared library exports exactly the names in lib/libbcq.sym: every
# bcq_ function of include/bcq.h and nothing else (no bcq__ internals).
set -u
lib="${top_builddir:-.}/lib/.libs/libbcq.so"
[ -f "$lib" ] || { echo "SKIP: no shared library ($lib)"; exit 77; }
command -v nm >/dev/null 2>&1 || { echo "SKIP: nm missing"; exit 77; }
actual=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[TDBR]$/ {print $3}' | sort)
expected=$(grep -v '^#' "${top_srcdir:-.}/lib/libbcq.sym" | sort)
if [ "$actual" != "$expected" ]; then
    echo "FAIL: exported symbols differ from lib/libbcq.sym"
    printf '%s\n' "$actual" >actual.$$
    printf '%s\n' "$expected" >expected.$$
    diff expected.$$ actual.$$
    rm -f actual.$$ expected.$$
    exit 1
fi
# and every prototype of the header is in the list
hdr=$(sed -n 's/^BCQ_API[^(]*[ *]\(bcq_[a-z_0-9]*\)(.*/\1/p' "${top_srcdir:-.}/include/bcq.h" | sort)
if [ "$hdr" != "$expected" ]; then
    echo "FAIL: include/bcq.h and lib/libbcq.sym disagree"
    exit 1
fi
echo "PASS: $(printf '%s\n' "$actual" | wc -l) symbols exported, all bcq_"
