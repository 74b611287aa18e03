#!/bin/sh
# bcq function / functions on every IR fixture against the committed
# llvm-bcanalyzer dumps: each defined function's `bcq function` output is
# the matching FUNCTION_BLOCK section of `llvm-bcanalyzer -dump
# -non-symbolic` (the k-th listed function is the k-th FUNCTION_BLOCK of the
# dump: LLVM writes bodies in definition order), --raw is the body's bytes
# in the file, --insts and --json run through every body, and the exit
# statuses for missing and declared-only functions.
. "${top_srcdir:-.}/tests/lib.sh"
tab=$(printf '\t')

for f in o0 o2 g thinlto wrapper cxx split multi cat link nosym coff coff32 \
    macho deplibs insts many; do
    bc="$data/$f.bc"
    # the FUNCTION_BLOCK sections of the dump, one file each, in file order
    rm -f "$tmp"/sec.*
    awk -v dir="$tmp" '/^  <FUNCTION_BLOCK / { n++; on = 1 }
        on { print > (dir "/sec." n) }
        /^  <\/FUNCTION_BLOCK>/ { on = 0 }' "$data/$f.bcanalyzer"
    nsec=$(ls "$tmp" | grep -c '^sec\.' || true)
    if ! "$BCQ" functions "$bc" --count >"$tmp/list" 2>"$tmp/err"; then
        bad "functions $f: $(cat "$tmp/err")"
        continue
    fi
    [ "$(wc -l <"$tmp/list")" -eq "$nsec" ] && ok ||
        bad "functions $f: $(wc -l <"$tmp/list") functions, $nsec FUNCTION_BLOCKs"
    k=0
    while IFS="$tab" read -r mod vid bit words nrec name; do
        k=$((k + 1))
        # --count: the records of the section (lines that are not tags of
        # blocks), sub-blocks included
        n=$(grep -c '^ *<[A-Za-z]' "$tmp/sec.$k")
        nb=$(grep -c '^ *</\|BlockID=\|^ *<BLOCKINFO_BLOCK/>' "$tmp/sec.$k")
        [ "$nrec" -eq $((n - nb / 2 - nb % 2)) ] 2>/dev/null && ok ||
            bad "functions --count $f #$k ($name): $nrec records"
        # words agree with the section's NumWords
        head -n 1 "$tmp/sec.$k" | grep -q "NumWords=$words " && ok ||
            bad "functions $f #$k ($name): $words words"
        # an unnamed function is listed and found as @N (tests/names.sh)
        # under memcheck (make check-valgrind), one function of many.bc in
        # 25: each takes five bcq runs, and the other fixtures have every
        # kind of body
        [ "$f" = many ] && [ -n "${BCQ_VG_LOG:-}" ] && [ $((k % 25)) -ne 1 ] &&
            continue
        if BCQ_VG_SAMPLE=1 "$BCQ" function "$bc" "$name" --module "$mod" >"$tmp/fn" 2>"$tmp/err" &&
            cmp -s "$tmp/fn" "$tmp/sec.$k"; then ok; else
            bad "function $f $name: differs from FUNCTION_BLOCK #$k"
            diff "$tmp/fn" "$tmp/sec.$k" | head -5
        fi
        # --raw: words*4 bytes, those at the body's offset in the file
        off=$(BCQ_VG_SAMPLE=1 "$BCQ" function "$bc" "$name" --module "$mod" --json |
            sed -n 's/.*"body_offset":\([0-9]*\).*/\1/p')
        BCQ_VG_SAMPLE=1 "$BCQ" function "$bc" "$name" --module "$mod" --raw >"$tmp/raw"
        dd if="$bc" bs=4 skip=$((off / 4)) count="$words" 2>/dev/null >"$tmp/raw.exp"
        [ $((off % 4)) = 0 ] && [ "$(wc -c <"$tmp/raw")" -eq $((words * 4)) ] &&
            cmp -s "$tmp/raw" "$tmp/raw.exp" && ok || bad "function --raw $f $name"
        # --insts: every record numbered without error, one line per record
        # and sub-block (plus the header and basic-block labels)
        if BCQ_VG_SAMPLE=1 "$BCQ" function "$bc" "$name" --module "$mod" --insts >"$tmp/insts" 2>"$tmp/err"; then
            lines=$(grep -c '^  ' "$tmp/insts")
            top=$(awk '/^    <[A-Za-z]/ && !/^    <\// { print }' "$tmp/sec.$k" | wc -l)
            [ "$lines" -eq "$top" ] && ok ||
                bad "function --insts $f $name: $lines lines, $top records and blocks"
        else bad "function --insts $f $name: $(cat "$tmp/err")"; fi
        BCQ_VG_SAMPLE=1 "$BCQ" function "$bc" "$name" --module "$mod" --insts --json >"$tmp/json" &&
            grep -q '^{"module":[0-9]*,.*"insts":\[$' "$tmp/json" &&
            tail -n 1 "$tmp/json" | grep -q '}\]}$' && ok || bad "function --insts --json $f $name"
    done <"$tmp/list"
done

# A function in the second module of a multi-module file (llvm-cat -b).
"$BCQ" functions "$data/multi.bc" --module 1 >"$tmp/m1"
name=$(head -n 1 "$tmp/m1" | cut -f 5)
[ -n "$name" ] && "$BCQ" function "$data/multi.bc" "$name" --module 1 >/dev/null && ok ||
    bad "function in module 1 of multi.bc"
# Exit statuses: no such function; only a declaration (o0.bc declares
# llvm.memcpy); usage.
"$BCQ" function "$data/o0.bc" no_such_function >/dev/null 2>"$tmp/err"
[ $? = 1 ] && grep -q "no function named 'no_such_function'" "$tmp/err" && ok || bad "missing function: exit 1"
"$BCQ" function "$data/o0.bc" llvm.memcpy.p0i8.p0i8.i64 >/dev/null 2>"$tmp/err"
[ $? = 1 ] && grep -q "only declared" "$tmp/err" && ok || bad "declared function: exit 1"
"$BCQ" function "$data/o0.bc" >/dev/null 2>&1; [ $? = 2 ] && ok || bad "function without NAME: exit 2"
"$BCQ" function "$data/o0.bc" clamp --insts --raw >/dev/null 2>&1; [ $? = 2 ] && ok || bad "--insts --raw: exit 2"
"$BCQ" functions "$data/o0.bc" --raw >/dev/null 2>&1; [ $? = 2 ] && ok || bad "functions --raw: exit 2"
"$BCQ" functions "$data/diag.dia" >/dev/null 2>"$tmp/err"; [ $? = 3 ] && grep -q BCQ_E_NOT_IR "$tmp/err" && ok || bad "functions on .dia: exit 3"

finish functions
