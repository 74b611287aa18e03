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
    # the FUNCTION_BLOCK sections of the dump, one file each, in file
    # order; and in $tmp/expect a line a section, what bcq must say of it:
    #   records: the lines that are not tags of blocks, sub-blocks included
    #     (lines that open a record or block, less the blocks: each block
    #     is two lines, an open and a close, or one line BLOCKINFO_BLOCK/>)
    #   words: the section's NumWords
    #   top: the records and sub-blocks directly in the body
    rm -f "$tmp"/sec.*
    awk -v dir="$tmp" '
        function done() { if (k) print k, open - int(blk / 2) - blk % 2, words, top }
        /^  <FUNCTION_BLOCK / {
            done(); k++; on = 1; open = blk = top = 0; words = ""
            if (match($0, /NumWords=[0-9]+ /)) words = substr($0, RSTART + 9, RLENGTH - 10)
        }
        on { print > (dir "/sec." k)
            if (/^ *<[A-Za-z]/) open++
            if (/^ *<\// || /BlockID=/ || /^ *<BLOCKINFO_BLOCK\/>/) blk++
            if (/^    <[A-Za-z]/) top++ }
        /^  <\/FUNCTION_BLOCK>/ { on = 0 }
        END { done() }' "$data/$f.bcanalyzer" >"$tmp/expect"
    nsec=$(ls "$tmp" | grep -c '^sec\.' || true)
    if ! "$BCQ" functions "$bc" --count >"$tmp/list" 2>"$tmp/err"; then
        bad "functions $f: $(cat "$tmp/err")"
        continue
    fi
    [ "$(wc -l <"$tmp/list")" -eq "$nsec" ] && ok ||
        bad "functions $f: $(wc -l <"$tmp/list") functions, $nsec FUNCTION_BLOCKs"
    k=0
    exec 3<"$tmp/expect"
    while IFS="$tab" read -r mod vid bit words nrec name; do
        k=$((k + 1))
        read -r xk xrec xwords xtop <&3 || xk=
        # --count: the records of the section
        [ "$xk" = "$k" ] && [ "$nrec" = "$xrec" ] && ok ||
            bad "functions --count $f #$k ($name): $nrec records, $xrec in the dump"
        # words agree with the section's NumWords
        [ "$words" = "$xwords" ] && ok ||
            bad "functions $f #$k ($name): $words words, $xwords in the dump"
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
            [ "$lines" = "$xtop" ] && ok ||
                bad "function --insts $f $name: $lines lines, $xtop records and blocks"
        else bad "function --insts $f $name: $(cat "$tmp/err")"; fi
        BCQ_VG_SAMPLE=1 "$BCQ" function "$bc" "$name" --module "$mod" --insts --json >"$tmp/json" &&
            grep -q '^{"module":[0-9]*,.*"insts":\[$' "$tmp/json" &&
            tail -n 1 "$tmp/json" | grep -q '}\]}$' && ok || bad "function --insts --json $f $name"
    done <"$tmp/list"
    exec 3<&-
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
