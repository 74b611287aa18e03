#!/bin/sh
# names.sh - one spelling of global value names across the commands
# (bin/gvname.c over lib/ir/spell.c): bcq's own formats print llvm-dis's
# spelling, the '@' of a named value left off ("main", "\"f n\"" quoted
# with llvm-dis's escapes) and "@N" for an unnamed value, N llvm-dis's
# slot; function, refs and dis accept that form, the form with '@', and
# the name itself.
#
# Fixtures: tests/data/spelling.bc (src/spelling.ll: unnamed functions as
# ROCm's asanrtl.bc has, names llvm-dis quotes and escapes), unnamed.bc
# and symmap.bc (unnamed values of all four kinds).  Expected names come
# from the committed llvm-dis 14 output (FILE.ll); live, from llvm-dis 14,
# 19 and 22 when installed (that part skipped otherwise).
. "${top_srcdir:-.}/tests/lib.sh"
tab=$(printf '\t')

# llvm-dis's name of each global value in an .ll, one a line: "define" (a
# function with a body, in order), "other" (variables, aliases, ifuncs,
# declarations), then TAB and the name as llvm-dis spells it (with '@').
# A quoted name holds no '"' (llvm-dis writes \22).
cat >"$tmp/names.awk" <<'AWK'
function name(s) {
    if (match(s, /@("[^"]*"|[-A-Za-z$._0-9]+)/)) return substr(s, RSTART, RLENGTH)
    return ""
}
/^define / { print "define\t" name($0); next }
/^declare / { print "other\t" name($0); next }
/^@/ { print "other\t" name($0) }
AWK
# bcq's form of an llvm-dis name: the '@' kept only before a number
bcqform() { case $1 in @[0-9]*) printf '%s\n' "$1" ;; *) printf '%s\n' "${1#@}" ;; esac; }

# bcq functions' name column against a .ll's define lines
check_functions() { # BC LL WHAT
    awk -f "$tmp/names.awk" "$2" | sed -n "s/^define$tab//p" |
        while IFS= read -r n; do bcqform "$n"; done >"$tmp/want"
    if "$BCQ" functions "$1" | cut -f5 >"$tmp/got" && cmp -s "$tmp/got" "$tmp/want"; then ok
    else bad "functions $3: names differ from llvm-dis's"; diff "$tmp/want" "$tmp/got" | head -n 5; fi
}

for f in spelling unnamed symmap; do
    bc="$data/$f.bc"
    check_functions "$bc" "$data/$f.ll" "$f.bc (committed $f.ll)"
    # every global value, by each spelling: refs finds the same value
    # (--json: value id and name), function finds each defined function
    awk -f "$tmp/names.awk" "$data/$f.ll" >"$tmp/all"
    while IFS="$tab" read -r kind n; do
        b=$(bcqform "$n")
        jb=$(printf '%s' "$b" | sed 's/\\/\\\\/g; s/"/\\"/g')
        "$BCQ" refs "$bc" "$n" --json >"$tmp/r1" 2>"$tmp/err" &&
            "$BCQ" refs "$bc" "$b" --json >"$tmp/r2" 2>>"$tmp/err" &&
            cmp -s "$tmp/r1" "$tmp/r2" &&
            grep -qF "\"value_id\":" "$tmp/r1" &&
            sed 's/,"from".*//' "$tmp/r1" | grep -qF ",\"name\":\"$jb\"" &&
            ok || bad "$f.bc: refs $n / $b: $(cat "$tmp/r1" "$tmp/err")"
        [ "$kind" = define ] || continue
        "$BCQ" function "$bc" "$n" --json --raw >"$tmp/r1" 2>"$tmp/err" &&
            "$BCQ" function "$bc" "$b" --json --raw >"$tmp/r2" 2>>"$tmp/err" &&
            cmp -s "$tmp/r1" "$tmp/r2" &&
            grep -qF ",\"name\":\"$jb\"," "$tmp/r1" &&
            ok || bad "$f.bc: function $n / $b: $(cat "$tmp/r1" "$tmp/err")"
        "$BCQ" function "$bc" "$b" --insts | head -n 1 | grep -qF "; $b: module 0," &&
            ok || bad "$f.bc: function $b --insts: header"
    done <"$tmp/all"
done

# live: the names llvm-dis prints now
for v in 14 19 22; do
    if ! d=$(llvm_bindir $v llvm-dis); then
        echo "SKIP (live part): llvm-dis of LLVM $v not found"
        continue
    fi
    for f in spelling unnamed symmap; do
        "$d/llvm-dis" "$data/$f.bc" -o "$tmp/live.ll" 2>/dev/null ||
            { bad "llvm-dis $v $f.bc failed"; continue; }
        check_functions "$data/$f.bc" "$tmp/live.ll" "$f.bc (llvm-dis $v)"
    done
done

# refs prints names in that form, sorted by name then kind
sp="$data/spelling.bc"
printf 'address\t"@0"\naddress\t"\\C3\\A9t\\C3\\A9"\naddress\t"tab\\09x"\naddress\t@1\naddress\t@2\ncall\t@4\n' >"$tmp/want"
"$BCQ" refs "$sp" '"f n"' >"$tmp/got" && cmp -s "$tmp/got" "$tmp/want" && ok ||
    { bad "refs \"f n\""; diff "$tmp/want" "$tmp/got"; }
printf 'address\t"back\\\\slash"\ncall\t@3\n' >"$tmp/want"
"$BCQ" refs "$sp" @4 >"$tmp/got" && cmp -s "$tmp/got" "$tmp/want" && ok ||
    { bad "refs @4"; diff "$tmp/want" "$tmp/got"; }
# "0" is the variable of that name, @0 the unnamed one; the name itself
# (a tab, UTF-8) finds its value too
"$BCQ" refs "$sp" 0 --json | grep -q '"name":"\\"0\\""' && ok || bad "refs 0: the value named 0"
"$BCQ" refs "$sp" @0 --json | grep -q '"value_id":0,"name":"@0"' && ok || bad "refs @0: the unnamed variable"
"$BCQ" refs "$sp" "$(printf 'tab\tx')" --json | grep -qF '"name":"\"tab\\09x\""' && ok || bad "refs of a name with a tab, as given"
"$BCQ" refs "$sp" "$(printf '\303\251t\303\251')" >/dev/null && ok || bad "refs of a UTF-8 name, as given"
# dis takes the same forms
"$BCQ" dis "$sp" @4 '"f n"' 5 >"$tmp/got" && grep -c '^define' "$tmp/got" | grep -qx 3 && ok || bad "dis @4 \"f n\" 5"

# not found: exit 1 and a message, nothing printed; a variable is no
# function; a spelling llvm-dis does not write finds nothing
for args in "function @99" "refs @99" "dis @99" "function @0" "refs @x\"y" \
    "refs @12345678901234567890123" "function @\"nosuch\"" "refs @\"f"; do
    set -- $args
    "$BCQ" "$1" "$sp" "$2" >"$tmp/out" 2>"$tmp/err"; st=$?
    if [ $st = 1 ] && [ ! -s "$tmp/out" ] && grep -q "no .*'$2'" "$tmp/err"; then ok
    else bad "bcq $1 $2: exit $st, $(cat "$tmp/err")"; fi
done

# link --print-live names the live values so too
"$BCQ" link -u 'f n' --print-live "$sp" 2>/dev/null | cut -f2,3 | LC_ALL=C sort >"$tmp/got"
printf 'alias\t@2\nfunction\t"f n"\nfunction\t@3\nfunction\t@4\nvariable\t"@0"\nvariable\t"\\C3\\A9t\\C3\\A9"\nvariable\t"a\\22b"\nvariable\t"back\\\\slash"\nvariable\t"tab\\09x"\nvariable\t"0"\nvariable\t@1\n' |
    LC_ALL=C sort >"$tmp/want"
cmp -s "$tmp/got" "$tmp/want" && ok || { bad "link --print-live"; diff "$tmp/want" "$tmp/got"; }

finish names
