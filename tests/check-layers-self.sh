#!/bin/sh
# The self-test of tests/check-layers.sh: its checking part (--facts) on
# synthetic unit graphs.  A clean graph passes; one upward use, one cycle,
# one include of a higher layer, one "internal.h", one unit outside the
# layer folders each fail, alone, with the line that names them.
set -u
script="${top_srcdir:-$(dirname "$0")/..}/tests/check-layers.sh"
tmp=${TMPDIR:-/tmp}/check-layers-self.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

# base: a.c; bitstream: b.c, c.c; ir: d.c.  Edges b -> a, d -> a, d -> b.
cat >"$tmp/clean" <<'EOF'
# a comment line
unit lib/base/a.c
unit lib/bitstream/b.c
unit lib/bitstream/c.c
unit lib/ir/d.c
include lib/bitstream/b.c lib/base/base.h base/base.h
include lib/bitstream/b.c include/bcq.h bcq.h
include lib/bitstream/c.c config.h config.h
include lib/ir/d.c lib/ir/local.h local.h
include lib/ir/d.c lib/bitstream/bitstream.h bitstream/bitstream.h
def lib/base/a.c bcq__a
def lib/bitstream/b.c bcq__b
def lib/bitstream/c.c bcq__c
def lib/ir/d.c bcq__d
def lib/ir/d.c bcq_d_public
use lib/bitstream/b.c bcq__a
use lib/bitstream/b.c malloc
use lib/ir/d.c bcq__a
use lib/ir/d.c bcq__b
EOF

# run NAME STATUS [EXTRA FACTS...]: the clean facts plus the extra lines;
# the exit status must be STATUS.  The output is left in $tmp/out.
run() {
    name=$1 want=$2
    shift 2
    { cat "$tmp/clean"; for l in "$@"; do echo "$l"; done; } >"$tmp/facts"
    sh "$script" --facts "$tmp/facts" >"$tmp/out" 2>&1
    st=$?
    [ $st = 77 ] && { cat "$tmp/out"; echo "SKIP: check-layers.sh skips"; exit 77; }
    if [ $st != "$want" ]; then
        echo "FAIL: $name: exit $st, not $want; output:"
        cat "$tmp/out"
        fail=1
    fi
}
# expect NAME LINE: the output has exactly this line
expect() {
    grep -q -x -F "$2" "$tmp/out" || {
        echo "FAIL: $1: no line \"$2\" in:"; cat "$tmp/out"; fail=1; }
}
# offences NAME N: the output counts N offences
offences() {
    grep -q "^FAIL: $2 layer offences " "$tmp/out" || {
        echo "FAIL: $1: not $2 offences:"; cat "$tmp/out"; fail=1; }
}

run clean 0
expect clean "PASS: 4 units, 3 unit dependencies, all downward or within a layer, no cycle; includes by layer (base container bitstream ir file asm link)"

# one upward edge (c -> d) and one cycle (e -> f -> e, in ir), together
run upward+cycle 1 "use lib/bitstream/c.c bcq__d" "use lib/bitstream/c.c bcq_d_public" \
    "unit lib/ir/e.c" "def lib/ir/e.c bcq__e" "use lib/ir/e.c bcq__f" \
    "unit lib/ir/f.c" "def lib/ir/f.c bcq__f" "use lib/ir/f.c bcq__e"
expect upward+cycle "upward: lib/bitstream/c.c (bitstream 2) uses bcq__d, bcq_d_public of lib/ir/d.c (ir 3)"
if ! grep -x -e 'cycle: lib/ir/e.c -\[bcq__f\]-> lib/ir/f.c -\[bcq__e\]-> lib/ir/e.c' \
    -e 'cycle: lib/ir/f.c -\[bcq__e\]-> lib/ir/e.c -\[bcq__f\]-> lib/ir/f.c' \
    "$tmp/out" >/dev/null; then
    echo "FAIL: upward+cycle: the cycle e.c <-> f.c is not reported:"
    cat "$tmp/out"
    fail=1
fi
expect upward+cycle "cycle group: 2 units depend on each other: lib/ir/e.c, lib/ir/f.c"
offences upward+cycle 3

# each alone
run upward 1 "use lib/bitstream/c.c bcq_d_public"
expect upward "upward: lib/bitstream/c.c (bitstream 2) uses bcq_d_public of lib/ir/d.c (ir 3)"
offences upward 1
# a cycle within one layer, three units long (so no upward edge in it)
run cycle 1 "unit lib/ir/e.c" "def lib/ir/e.c bcq__e" \
    "use lib/ir/d.c bcq__e" "use lib/ir/e.c bcq__f" \
    "unit lib/ir/f.c" "def lib/ir/f.c bcq__f" "use lib/ir/f.c bcq__d"
grep -q '^cycle: .*lib/ir/d.c.*lib/ir/e.c.*lib/ir/f.c\|^cycle: .*lib/ir/e.c.*lib/ir/f.c.*lib/ir/d.c\|^cycle: .*lib/ir/f.c.*lib/ir/d.c.*lib/ir/e.c' "$tmp/out" ||
    { echo "FAIL: cycle: d -> e -> f -> d not reported:"; cat "$tmp/out"; fail=1; }
expect cycle "cycle group: 3 units depend on each other: lib/ir/d.c, lib/ir/e.c, lib/ir/f.c"
grep -q '^upward' "$tmp/out" && { echo "FAIL: cycle: an upward edge reported:"; cat "$tmp/out"; fail=1; }

# includes
run include-up 1 "include lib/bitstream/c.c lib/ir/ir.h ir/ir.h"
expect include-up "include: lib/bitstream/c.c (bitstream 2) includes \"ir/ir.h\", a header of the higher layer ir 3"
offences include-up 1
run include-internal 1 "include lib/base/a.c lib/internal.h internal.h"
expect include-internal "include: lib/base/a.c (base 0) includes \"internal.h\": lib/internal.h is outside the layer folders (it mixes all layers)"
run include-unknown 1 "include lib/base/a.c ?nowhere.h nowhere.h" \
    "include lib/base/a.c lib/misc/x.h misc/x.h"
expect include-unknown "include: lib/base/a.c (base 0) includes \"nowhere.h\", which is not found"
expect include-unknown "include: lib/base/a.c (base 0) includes \"misc/x.h\", of lib/misc/, a folder with no layer rank"

# units outside the layer folders
run units 1 "unit lib/x.c" "unit lib/misc/y.c"
expect units "unit: lib/x.c is outside the layer folders of lib/"
expect units "unit: lib/misc/y.c is in lib/misc/, a folder with no layer rank"

# a malformed fact is a hard error, not a pass
run malformed 99 "uses lib/base/a.c bcq__d"

# the facts on stdin too
sh "$script" --facts - <"$tmp/clean" >"$tmp/out" 2>&1 ||
    { echo "FAIL: --facts -:"; cat "$tmp/out"; fail=1; }

[ $fail = 0 ] || exit 1
echo "PASS: check-layers.sh passes a clean graph, fails an upward use, a" \
    "cycle, an include of a higher layer or outside the layers, a unit outside them"
