#!/bin/sh
# The bcq tool on every fixture against what llvm-bcanalyzer printed for it
# (tests/data/NAME.bcanalyzer, committed), plus options and exit statuses.
. "${top_srcdir:-.}/tests/lib.sh"

for f in o0.bc o2.bc g.bc thinlto.bc wrapper.bc cxx.bc split.bc multi.bc cat.bc \
    link.bc nosym.bc coff.bc coff32.bc macho.bc deplibs.bc insts.bc many.bc \
    diag.dia; do
    base=${f%.*}
    exp="$data/$base.bcanalyzer"
    # dump: the same text as llvm-bcanalyzer -dump -non-symbolic
    if "$BCQ" dump "$data/$f" >"$tmp/dump" 2>"$tmp/err" &&
        sh "$top_srcdir/tests/dumpcmp.sh" "$tmp/dump" "$exp"; then ok; else bad "dump $f"; fi
    # blocks: the same tree (depth, id, words, width) as the dump shows
    sh "$top_srcdir/tests/blocktree.sh" <"$exp" >"$tmp/tree.exp"
    "$BCQ" blocks "$data/$f" |
        awk '{ d = 0; while (substr($0, 2*d+1, 2) == "  ") d++;
               for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
               if (v["id"] == 0) print d, 0, "-", "-"; else print d, v["id"], v["words"], v["width"] }' >"$tmp/tree"
    if cmp -s "$tmp/tree" "$tmp/tree.exp"; then ok; else bad "blocks $f"; diff "$tmp/tree" "$tmp/tree.exp" | head -5; fi
    # blocks --json: one object per block, parents point to earlier lines
    "$BCQ" blocks --json "$data/$f" >"$tmp/json"
    if [ "$(wc -l <"$tmp/json")" = "$(wc -l <"$tmp/tree.exp")" ] &&
        awk -F'[:,]' '{ for (i = 1; i < NF; i++) if ($i == "\"parent\"") p = $(i+1);
                        if (p != "null" && p + 0 >= NR - 1) exit 1 }' "$tmp/json" &&
        grep -q '^{"id":[0-9]*,"name":"[^"]*","depth":[0-9]*,"parent":\(null\|[0-9]*\),"offset_bits":[0-9]*,"words":[0-9]*,"abbrev_width":[0-9]*}$' "$tmp/json"; then
        ok
    else bad "blocks --json $f"; fi
done

# dump --block N: the section of the dump for that block.  In o0.bc the
# first FUNCTION_BLOCK of the listing equals the first in bcanalyzer's dump.
n=$("$BCQ" blocks "$data/o0.bc" | grep -n 'FUNCTION_BLOCK' | head -n 1 | cut -d: -f1)
"$BCQ" dump "$data/o0.bc" --block $((n - 1)) >"$tmp/fn"
awk '/^  <FUNCTION_BLOCK / { on = 1 } on { print } /^  <\/FUNCTION_BLOCK>/ && on { exit }' \
    "$data/o0.bcanalyzer" >"$tmp/fn.exp"
if [ -s "$tmp/fn" ] && cmp -s "$tmp/fn" "$tmp/fn.exp"; then ok; else bad "dump --block"; fi

# dump: record names follow the BLOCKINFO in force, which changes where a
# BLOCKINFO ends and where the module holding it ends (bcq dump keeps the
# names it made until then; tests/data/names/gen.py)
"$BCQ" dump "$data/names/bi-scope.bc" >"$tmp/names" 2>&1 &&
    cmp -s "$tmp/names" "$data/names/bi-scope.dump" && ok || bad "dump names/bi-scope.bc"

# exit statuses and messages
"$BCQ" --help >"$tmp/out" && grep -q '^Usage: bcq' "$tmp/out" && ok || bad "--help"
[ "$("$BCQ" --version)" = "bcq 0.2.15" ] && ok || bad "--version"
"$BCQ" >/dev/null 2>&1; [ $? = 2 ] && ok || bad "no arguments: exit 2"
"$BCQ" frobnicate x >/dev/null 2>&1; [ $? = 2 ] && ok || bad "unknown command: exit 2"
"$BCQ" dump "$data/o0.bc" --bogus >/dev/null 2>&1; [ $? = 2 ] && ok || bad "unknown option: exit 2"
"$BCQ" dump "$data/o0.bc" --block x >/dev/null 2>&1; [ $? = 2 ] && ok || bad "bad --block: exit 2"
"$BCQ" dump "$tmp/missing.bc" >/dev/null 2>"$tmp/err"; [ $? = 1 ] && grep -q 'missing.bc' "$tmp/err" && ok || bad "missing file: exit 1"
"$BCQ" dump "$data/o0.bc" --block 100000 >/dev/null 2>&1; [ $? = 1 ] && ok || bad "no such block: exit 1"
# a truncated file: exit 3, the message names the file and the bit offset
head -c 3000 "$data/o0.bc" >"$tmp/trunc.bc"
"$BCQ" blocks "$tmp/trunc.bc" >/dev/null 2>"$tmp/err"; st=$?
if [ $st = 3 ] && grep -q 'trunc.bc: .*at bit [0-9]*.*BCQ_E_' "$tmp/err"; then ok; else bad "truncated: exit $st: $(cat "$tmp/err")"; fi
printf 'hello, world\n' >"$tmp/text"
"$BCQ" dump "$tmp/text" >/dev/null 2>"$tmp/err"; [ $? = 3 ] && grep -q BCQ_E_NOT_BITCODE "$tmp/err" && ok || bad "text file: exit 3"

# refs: names spelled as every command spells them (tests/names.sh;
# tests/data/unnamed.ll: @N for unnamed values, quoted names), sorted by
# name then kind; exit 1 for a name that is no global value and for
# --from summary without a summary.
u="$data/unnamed.bc"
printf 'address\t"quoted name"\naddress\t@1\naddress\t@2\ncall\t@3\npersonality\t@3\n' >"$tmp/f.exp"
"$BCQ" refs "$u" f >"$tmp/out" && cmp -s "$tmp/out" "$tmp/f.exp" && ok || bad "refs f"
[ "$("$BCQ" refs "$u" 2)" = "$(printf 'aliasee\t@0')" ] && ok || bad "refs of unnamed alias 2"
[ "$("$BCQ" refs "$u" @2)" = "$(printf 'aliasee\t@0')" ] && ok || bad "refs of unnamed alias @2"
[ "$("$BCQ" refs "$u" '"quoted name"')" = "$(printf 'initializer\t@0')" ] && ok || bad "refs of a quoted name"
[ "$("$BCQ" refs "$u" '@"quoted name"')" = "$(printf 'initializer\t@0')" ] && ok || bad "refs of @\"quoted name\""
[ "$("$BCQ" refs "$u" 3 | wc -c)" = 0 ] && ok || bad "refs of @3 (nothing)"
"$BCQ" refs "$u" f --json >"$tmp/out" &&
    grep -q '^{"module":0,"value_id":[0-9]*,"name":"f","from":"body","refs":\[{"kind":"address","name":"\\"quoted name\\"","value_id":3},' "$tmp/out" &&
    ok || bad "refs --json: $(cat "$tmp/out")"
"$BCQ" refs "$u" nosuch >/dev/null 2>"$tmp/err"; [ $? = 1 ] && grep -q "no global value named 'nosuch'" "$tmp/err" && ok || bad "refs nosuch: exit 1"
"$BCQ" refs "$u" f --from summary >/dev/null 2>&1; [ $? = 1 ] && ok || bad "refs --from summary without a summary: exit 1"
"$BCQ" refs "$u" >/dev/null 2>&1; [ $? = 2 ] && ok || bad "refs without NAME: exit 2"
"$BCQ" refs "$u" f --from bogus >/dev/null 2>&1; [ $? = 2 ] && ok || bad "refs --from bogus: exit 2"
"$BCQ" refs "$data/diag.dia" f >/dev/null 2>&1; [ $? = 3 ] && ok || bad "refs on a non-IR file: exit 3"

finish cli
