#!/bin/sh
# bcq refs on every global value of every IR fixture that has an expected
# NAME.refs (tests/data and tests/data/v19; NAME.K.refs for module K of a
# file of several modules): the names it prints are the '@' names that
# llvm-dis prints in the value's body and define line, initializer, aliasee
# or resolver, metadata and debug records left out (tests/llvm-refs.awk
# made the .refs from the committed .ll, which the matching llvm-dis made;
# see tests/data/gen.sh).
#
# The global values of module K come from `bcq symbols FILE --json`
# (tests/globals.awk; unnamed values are left out: a name is how bcq refs
# is asked).  For each, `bcq refs FILE NAME --module K` must exit 0 and
# print lines KIND<TAB>NAME, KIND one of call, address, initializer,
# aliasee, resolver, personality, prefix, prologue, sorted by name then
# kind without repeats; its names (cut -f2, sort -u) must be the .refs
# lines of that value.  Every value the .refs names must be one bcq lists.
#
# Live: when the llvm-dis of the fixture's LLVM (14 for tests/data, 19 for
# tests/data/v19) is installed, the .refs must also be what llvm-refs.awk
# prints for that llvm-dis's output now.  Without it that part is skipped
# (said on stdout); the rest runs.  A missing `bcq refs` fails the test.
. "${top_srcdir:-.}/tests/lib.sh"
awkf="$top_srcdir/tests/llvm-refs.awk"
tab=$(printf '\t')
kinds='call|address|initializer|aliasee|resolver|personality|prefix|prologue'

if ! "$BCQ" refs "$data/refs-c-o0g.bc" main >"$tmp/out" 2>"$tmp/err"; then
    bad "bcq refs refs-c-o0g.bc main: $(head -n 2 "$tmp/err")"
    echo "refs.sh: $pass passed, $fail failed"
    exit 1
fi

# LLVM VERSION's llvm-dis if installed (tests/lib.sh)
llvm_dis() { # VERSION
    d=$(llvm_bindir "$1" llvm-dis) && echo "$d/llvm-dis"
}

# live: each fixture's .ll from llvm-dis now, through llvm-refs.awk, against
# its committed .refs
for v in 14 19; do
    if [ $v = 14 ]; then dir=$data; else dir=$data/v19; fi
    if ! dis=$(llvm_dis $v); then
        echo "SKIP (live part): llvm-dis of LLVM $v not found"
        continue
    fi
    for bc in "$dir"/*.bc; do
        f=${bc##*/}
        f=${f%.bc}
        [ -f "$dir/$f.refs" ] || [ -f "$dir/$f.0.refs" ] || continue
        rm -rf "$tmp/dis" && mkdir "$tmp/dis" && cp "$bc" "$tmp/dis/"
        if ! (cd "$tmp/dis" && "$dis" "$f.bc" 2>/dev/null); then
            bad "live: llvm-dis ($v) $f.bc failed"
            continue
        fi
        for ll in "$tmp/dis"/*.ll; do
            r=${ll##*/}
            r=$dir/${r%.ll}.refs
            if awk -f "$awkf" "$ll" | cmp -s - "$r"; then ok
            else bad "live: llvm-refs.awk on llvm-dis ($v) of $f.bc differs from ${r#"$data"/}"; fi
        done
    done
done

for r in "$data"/*.refs "$data"/v19/*.refs; do
    [ -f "$r" ] || continue
    base=${r%.refs}
    label=${r#"$data"/}
    case ${base##*/} in
    *.[0-9] | *.[0-9][0-9]) mod=${base##*.} bc=${base%.*}.bc ;;
    *) mod=0 bc=$base.bc ;;
    esac
    if ! "$BCQ" symbols "$bc" --json >"$tmp/json" 2>"$tmp/err"; then
        bad "$label: bcq symbols: $(cat "$tmp/err")"
        continue
    fi
    awk -f "$top_srcdir/tests/globals.awk" "$tmp/json" |
        awk -F "$tab" -v m="$mod" '$1 == m && $2 != "" { print $2 }' >"$tmp/names"
    # every value named in the .refs is a global value bcq lists
    cut -f 1 "$r" | LC_ALL=C sort -u >"$tmp/valued"
    LC_ALL=C sort -u "$tmp/names" >"$tmp/sorted"
    if [ -s "$tmp/names" ] && [ -z "$(LC_ALL=C comm -23 "$tmp/valued" "$tmp/sorted")" ]; then ok
    else bad "$label: values of the .refs that bcq symbols does not list:" \
        "$(LC_ALL=C comm -23 "$tmp/valued" "$tmp/sorted" | head -n 5 | tr '\n' ' ')"; fi
    # bcq refs once a value, its output after a line \001NAME (a failed run
    # marked \002); then one awk judges them all (tests/refs-check.awk)
    : >"$tmp/runs"
    k=0 runs=0
    while IFS= read -r name; do
        k=$((k + 1))
        # under memcheck (make check-valgrind), one value in 10 and every
        # value of refs-ir: each run costs a second
        [ -n "${BCQ_VG_LOG:-}" ] && [ $((k % 10)) -ne 1 ] &&
            [ "${base##*/}" != refs-ir ] && continue
        printf '\001%s\n' "$name" >>"$tmp/runs"
        if ! BCQ_VG_SAMPLE=1 "$BCQ" refs "$bc" "$name" --module "$mod" </dev/null >>"$tmp/runs" 2>"$tmp/err"; then
            bad "$label: bcq refs $name: $(head -n 1 "$tmp/err")"
            printf '\002\n' >>"$tmp/runs"
        else runs=$((runs + 1)); fi
    done <"$tmp/names"
    LC_ALL=C awk -F "$tab" -v kinds="^($kinds)\$" -f "$top_srcdir/tests/refs-check.awk" \
        "$r" "$tmp/runs" >"$tmp/verdicts"
    while IFS= read -r v; do
        case $v in
        ok) ok ;;
        "judged $runs") ;;
        judged*) bad "$label: $runs bcq refs runs, but refs-check.awk $v" ;;
        *) bad "$label: $v" ;;
        esac
    done <"$tmp/verdicts"
done

# The kinds, where the IR leaves no doubt.
expect_kinds() { # FILE NAME LINES...
    f=$1 n=$2
    shift 2
    printf '%s\n' "$@" >"$tmp/exp"
    if "$BCQ" refs "$data/$f" "$n" >"$tmp/out" 2>&1 && cmp -s "$tmp/out" "$tmp/exp"; then ok
    else bad "bcq refs $f $n: kinds"; diff "$tmp/out" "$tmp/exp" | head -n 6; fi
}
for d in "" v19/; do
    expect_kinds "${d}refs-c-o0g.bc" picked "resolver${tab}resolve_pick"
    expect_kinds "${d}refs-c-o0g.bc" alias_impl "aliasee${tab}real_impl"
    expect_kinds "${d}refs-c-o0g.bc" ops "initializer${tab}op_add" \
        "initializer${tab}op_mul" "initializer${tab}op_sub"
    expect_kinds "${d}refs-c-o0g.bc" interp.labels "initializer${tab}interp"
    expect_kinds "${d}refs-ir.bc" f_prefix "prefix${tab}prefix_data"
    expect_kinds "${d}refs-ir.bc" f_prologue "prologue${tab}prologue_data"
    expect_kinds "${d}refs-ir.bc" f_personality "personality${tab}__gxx_personality_v0"
    expect_kinds "${d}refs-ir.bc" a_chain "aliasee${tab}a_elem"
    # a call to itself, and blockaddress(@f_self, ...) operands
    expect_kinds "${d}refs-ir.bc" f_self "address${tab}a_chain" \
        "address${tab}f_self" "call${tab}f_self"
done
expect_kinds refs-ir.bc f_meta "call${tab}i_pick" "call${tab}llvm.dbg.value"
expect_kinds v19/refs-ir.bc f_meta "call${tab}i_pick"

# Exit statuses: not a global value; a module that does not exist; a
# summary asked of a module without one.
"$BCQ" refs "$data/refs-c-o0g.bc" no_such_value >/dev/null 2>&1
[ $? = 1 ] && ok || bad "bcq refs of no global value: exit 1"
"$BCQ" refs "$data/refs-c-o0g.bc" main --module 1 >/dev/null 2>&1
[ $? = 1 ] && ok || bad "bcq refs --module 1 of a one-module file: exit 1"
"$BCQ" refs "$data/refs-c-o0g.bc" main --from summary >/dev/null 2>&1
[ $? = 1 ] && ok || bad "bcq refs --from summary without a summary: exit 1"
"$BCQ" refs "$data/refs-c-o0g.bc" >/dev/null 2>&1
[ $? = 2 ] && ok || bad "bcq refs without NAME: exit 2"

finish refs.sh
