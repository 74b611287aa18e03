#!/bin/sh
# The instruction view's counts against llvm-dis, on every function of
# every IR fixture (tests/data/*.bc, made by clang 14, and
# tests/data/v19/*.bc, by clang 19): per function, the instructions, the
# values they define and the debug records that llvm-dis prints
# (tests/llvm-inst-counts.awk) are NAME.counts, and
#   - NAME.counts is what the awk script makes of the committed .ll files;
#   - it is what the script makes of the installed llvm-dis's output, when
#     that llvm-dis is the fixture's (14 for tests/data, 19 for v19;
#     skipped otherwise);
#   - `bcq function FILE NAME --insts --json` counts the same: records with
#     "instruction":true, those of them with a value, and DEBUG_RECORD_*
#     records (functions with a name; check_instcounts.c compares every
#     function through the library).
# Also: no function's view stops (no BCQ_E_UNSUPPORTED), and a view that
# cannot be numbered prints nothing to stdout and exits non-zero.
. "${top_srcdir:-.}/tests/lib.sh"
awkf="$top_srcdir/tests/llvm-inst-counts.awk"
tab=$(printf '\t')

dis14=${LLVM_DIS:-$(d=$(llvm_bindir 14 llvm-dis) && echo "$d/llvm-dis")}
dis19=${LLVM_DIS19:-$(d=$(llvm_bindir 19 llvm-dis) && echo "$d/llvm-dis")}
major() { "$1" --version 2>/dev/null | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p' | head -n 1; }
[ -n "$dis14" ] && [ "$(major "$dis14")" != 14 ] && dis14=
[ -n "$dis19" ] && [ "$(major "$dis19")" != 19 ] && dis19=
live=0

# counts of the .ll files of fixture $1 (dir/name without .bc) in $2
counts_of_ll() {
    : >"$2"
    for ll in "$1.ll" "$1".[0-9]*.ll; do
        [ -f "$ll" ] || continue
        m=${ll%.ll}
        m=${m#"$1"}
        m=${m#.}
        awk -v module="${m:-0}" -f "$awkf" "$ll" >>"$2"
    done
}

# counts of the installed llvm-dis $2 on fixture $1 in $3
counts_live() {
    rm -rf "$tmp/dis" && mkdir "$tmp/dis" && cp "$1.bc" "$tmp/dis/x.bc"
    (cd "$tmp/dis" && "$2" x.bc) || return 1
    counts_of_ll "$tmp/dis/x" "$3"
}

check_fixture() { # DIR NAME DIS
    base="$1/$2"
    exp="$base.counts"
    [ -f "$exp" ] || { bad "$2: no $exp"; return; }
    counts_of_ll "$base" "$tmp/ll"
    if [ -s "$tmp/ll" ] || [ -f "$base.ll" ]; then # many.bc: no .ll
        cmp -s "$tmp/ll" "$exp" && ok || bad "$2: committed .ll counts differ from $exp"
    fi
    if [ -n "$3" ]; then
        live=$((live + 1))
        counts_live "$base" "$3" "$tmp/live" && cmp -s "$tmp/live" "$exp" && ok ||
            bad "$2: $3 counts differ from $exp"
    fi
    # the view, function by function in definition order per module
    "$BCQ" functions "$base.bc" --module all >"$tmp/list" 2>"$tmp/err" ||
        { bad "functions $2: $(cat "$tmp/err")"; return; }
    k=0 prev=
    while IFS="$tab" read -r mod vid bit words name; do
        [ "$mod" = "$prev" ] || k=0
        prev=$mod
        want=$(awk -F "$tab" -v m="$mod" -v k="$k" \
            '$1 == m && $2 == k { print $3, $4, $5 }' "$exp")
        k=$((k + 1))
        [ -n "$want" ] || { bad "$2: module $mod function $k not in $exp"; continue; }
        # an unnamed function is listed and found as @N (tests/names.sh)
        # many.bc: one function in 10 (the others are alike)
        [ "$2" = many ] && [ $((vid % 10)) != 0 ] && continue
        if ! "$BCQ" function "$base.bc" "$name" --module "$mod" --insts --json \
            >"$tmp/json" 2>"$tmp/err"; then
            bad "function --insts $2 $name: $(cat "$tmp/err")"
            continue
        fi
        got=$(awk '/"instruction":true/ { n++; if (!/"value":null/) v++ }
                   /"inst":"DEBUG_RECORD_/ { r++ }
                   END { print n + 0, v + 0, r + 0 }' "$tmp/json")
        [ "$got" = "$want" ] && ok ||
            bad "function --insts $2 $name: insts values records $got, llvm-dis $want"
    done <"$tmp/list"
}

for f in o0 o2 g thinlto wrapper multi cxx split cat link coff coff32 \
    nosym deplibs macho insts many; do
    check_fixture "$data" "$f" "$dis14"
done
# the reference fixtures (gen.sh's refs section), and every IR fixture of
# v19/ with its llvm-dis output (the summ-* ones are summary fixtures)
for bc in "$data"/refs-*.bc; do
    f=${bc##*/}
    check_fixture "$data" "${f%.bc}" "$dis14"
done
for bc in "$data"/v19/*.bc; do
    f=${bc##*/}
    [ -f "${bc%.bc}.ll" ] || continue
    check_fixture "$data/v19" "${f%.bc}" "$dis19"
done

# Views that cannot be numbered (the hostile corpus's instruction record
# code 99 and type record code 77): nothing on stdout, exit 3, the error
# on stderr says that no LLVM release writes the code.  The plain --json
# (records, no numbering) still prints the body.
for c in ir_unknown_inst ir_type_unknown; do
    for opts in "--insts" "--insts --json"; do
        # shellcheck disable=SC2086
        "$BCQ" function "$data/bad/$c.bin" f $opts >"$tmp/out" 2>"$tmp/err"
        st=$?
        [ "$st" = 3 ] && [ ! -s "$tmp/out" ] &&
            grep -q 'no LLVM release through 22 writes it' "$tmp/err" &&
            grep -q BCQ_E_UNSUPPORTED "$tmp/err" && ok ||
            bad "$c $opts: exit $st, $(wc -c <"$tmp/out") bytes out, $(cat "$tmp/err")"
    done
done
"$BCQ" function "$data/bad/ir_unknown_inst.bin" f --json >"$tmp/out" 2>&1 &&
    grep -q '"code":99' "$tmp/out" && ok || bad "ir_unknown_inst --json"

echo "counts: $pass passed, $fail failed ($live compared live with llvm-dis)"
[ "$fail" = 0 ]
