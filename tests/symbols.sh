#!/bin/sh
# bcq symbols / symtab / info / strtab on every fixture against what LLVM 14's
# tools printed for it (tests/data/NAME.nm = llvm-nm, NAME.symtab =
# llvm-lto2 dump-symtab, NAME.bcanalyzer = llvm-bcanalyzer; committed);
# symbols also on tests/data/v22 and tests/data/ll against llvm-nm 22 (and
# 19, 14 for the ll files of those releases).
. "${top_srcdir:-.}/tests/lib.sh"

with_symtab="o0 o2 g thinlto wrapper cxx split link coff coff32 macho deplibs
             insts many symmap"
without_symtab="multi cat nosym"

# symbols: the same lines, letters and order as llvm-nm
for f in $with_symtab multi cat; do
    if "$BCQ" symbols "$data/$f.bc" >"$tmp/out" 2>"$tmp/err" &&
        cmp -s "$tmp/out" "$data/$f.nm" && [ ! -s "$tmp/err" ]; then ok
    else bad "symbols $f.bc differs from llvm-nm"; diff "$tmp/out" "$data/$f.nm" | head -5; fi
done
# the clang 22 fixtures (tests/data/v22, gen22.sh) and the hand-written IR
# of each release (tests/data/ll, gen-ll.sh) against that release's llvm-nm
for exp in "$data"/v22/*.nm "$data"/ll/*.nm; do
    [ -f "$exp" ] || continue
    f=${exp%.nm}.bc
    if "$BCQ" symbols "$f" >"$tmp/out" 2>"$tmp/err" &&
        cmp -s "$tmp/out" "$exp" && [ ! -s "$tmp/err" ]; then ok
    else bad "symbols ${f#"$data"/} differs from llvm-nm"; diff "$tmp/out" "$exp" | head -5; fi
done
# asm-empty.bc: only inline-assembly symbols, the first with an empty name
if "$BCQ" symbols "$data/asm-empty.bc" >"$tmp/out" 2>"$tmp/err" &&
    cmp -s "$tmp/out" "$data/asm-empty.nm" && [ ! -s "$tmp/err" ]; then ok
else bad "symbols asm-empty.bc differs from llvm-nm"; diff "$tmp/out" "$data/asm-empty.nm" | head -5; fi
# nosym.bc: link.bc's module without its SYMTAB.  The symbols that only its
# inline assembly defines or uses need an assembler; bcq lists the rest and
# says so on stderr.
grep -v -e ' asm_' -e ' fn_versioned@' -e '^  *U fn_versioned$' "$data/nosym.nm" >"$tmp/exp"
if "$BCQ" symbols "$data/nosym.bc" >"$tmp/out" 2>"$tmp/err" &&
    cmp -s "$tmp/out" "$tmp/exp" &&
    [ "$(wc -l <"$data/nosym.nm")" -eq $(($(wc -l <"$tmp/exp") + 8)) ] &&
    grep -q 'module 0 has inline assembly and the file no usable SYMTAB' "$tmp/err"; then ok
else bad "symbols nosym.bc: llvm-nm minus the 8 assembly symbols, with a warning"; fi

# --module: each module alone; together they are the whole list
for f in multi split cat; do
    "$BCQ" symbols "$data/$f.bc" --module 0 >"$tmp/m0" &&
        "$BCQ" symbols "$data/$f.bc" --module 1 >"$tmp/m1" &&
        "$BCQ" symbols "$data/$f.bc" --module all >"$tmp/all"
    if [ -s "$tmp/m0" ] && [ -s "$tmp/m1" ] && cmp -s "$tmp/all" "$data/$f.nm" &&
        [ "$(cat "$tmp/m0" "$tmp/m1" | LC_ALL=C sort)" = "$(LC_ALL=C sort "$data/$f.nm")" ]; then ok
    else bad "symbols --module on $f.bc"; fi
done
# multi.bc module 1 is b.c: its own definitions and its references
"$BCQ" symbols "$data/multi.bc" --module 1 >"$tmp/m1"
if grep -qx -- '---------------- T b_entry' "$tmp/m1" && grep -qx '                 U g_init' "$tmp/m1" &&
    ! grep -q ' use_globals$' "$tmp/m1"; then ok; else bad "multi.bc module 1 content"; fi

# symbols --json: one object per global value, all fields
n=$("$BCQ" symbols --json "$data/o0.bc" | wc -l)
"$BCQ" info "$data/o0.bc" | grep -q "global_values: $n (" && ok || bad "symbols --json: one line per global value ($n)"
"$BCQ" symbols --json "$data/link.bc" >"$tmp/json"
if grep -q '^{"module":0,"value_id":0,"kind":"[a-z]*","name":"[^"]*","symbol":"[^"]*","nm":"[A-Za-z]","linkage":"[a-z_]*","visibility":"[a-z]*","declaration":\(true\|false\),"dll_storage":"[a-z]*","thread_local":"[a-z]*","unnamed_addr":"[a-z_]*","dso_local":\(true\|false\),' "$tmp/json" &&
    grep -q '"name":"t_localexec".*"thread_local":"localexec"' "$tmp/json" &&
    grep -q '"name":"f_extern_weak".*"nm":"w","linkage":"extern_weak"' "$tmp/json" &&
    grep -q '"name":"c_largest".*"comdat":"c_largest"' "$tmp/json" &&
    grep -q '"name":"f_gc".*"gc":"shadow-stack"' "$tmp/json" &&
    grep -q '"name":"v_hidden".*"visibility":"hidden"' "$tmp/json" &&
    grep -q '"name":"v_section".*"section":".bcq_sec"' "$tmp/json"; then ok
else bad "symbols --json fields on link.bc"; fi

# symtab: the same text as llvm-lto2 dump-symtab
for f in $with_symtab; do
    if "$BCQ" symtab "$data/$f.bc" >"$tmp/out" 2>"$tmp/err" && cmp -s "$tmp/out" "$data/$f.symtab"; then ok
    else bad "symtab $f.bc differs from llvm-lto2 dump-symtab"; diff "$tmp/out" "$data/$f.symtab" | head -5; fi
done
# without a SYMTAB block llvm-lto2 builds a table from the IR; bcq says none
for f in $without_symtab; do
    "$BCQ" symtab "$data/$f.bc" >"$tmp/out" 2>"$tmp/err"
    if [ $? = 1 ] && [ ! -s "$tmp/out" ] && grep -q 'no SYMTAB' "$tmp/err"; then ok
    else bad "symtab $f.bc: exit 1 and 'no SYMTAB'"; fi
done
"$BCQ" symtab --json "$data/split.bc" >"$tmp/json"
if grep -q '"modules":\[{"begin":0,"end":[0-9]*,"uncommon_begin":0},{"begin":[0-9]*' "$tmp/json" &&
    grep -q '"producer":"14.0.6"' "$tmp/json"; then ok; else bad "symtab --json split.bc"; fi
# symtab --json: each symbol's value_id is its global value's, the pair
# (IR name, value id) the one symbols --json gives that global value; o0.ll
# has 12 variables before sum_table, its first function; link.bc's 8
# module-asm symbols (no IR name) have none
for f in $with_symtab; do
    "$BCQ" symtab --json "$data/$f.bc" |
        sed -n 's/.*"ir_name":\("[^"]*"\),"module":\([0-9]*\),"value_id":\([0-9]*\),.*/\2 \3 \1/p' |
        sort >"$tmp/a"
    "$BCQ" symbols --json "$data/$f.bc" |
        sed -n 's/^{"module":\([0-9]*\),"value_id":\([0-9]*\),"kind":"[a-z]*","name":\("[^"]*"\),.*/\1 \2 \3/p' |
        sort >"$tmp/b"
    if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b"; then ok
    else bad "symtab --json $f.bc: value ids differ from symbols --json"; fi
done
"$BCQ" symtab --json "$data/o0.bc" |
    grep -q '{"name":"sum_table","ir_name":"sum_table","module":0,"value_id":12,' &&
    ok || bad "symtab --json o0.bc: sum_table is value 12"
"$BCQ" symtab --json "$data/link.bc" >"$tmp/json"
if [ "$(grep -c '"value_id":null' "$tmp/json")" = 8 ] &&
    [ "$(grep -c '"ir_name":"","module":0,"value_id":null,' "$tmp/json")" = 8 ]; then ok
else bad "symtab --json link.bc: 8 module-asm symbols without value_id"; fi

# info: module facts against llvm-bcanalyzer's records
"$BCQ" info "$data/thinlto.bc" >"$tmp/info"
hash=$(sed -n 's/.*<HASH codeid=17 op0=\([0-9]*\) op1=\([0-9]*\) op2=\([0-9]*\) op3=\([0-9]*\) op4=\([0-9]*\).*/\1 \2 \3 \4 \5/p' "$data/thinlto.bcanalyzer")
hexhash=$(printf ' %08x' $hash)
if grep -qx "  hash:$hexhash" "$tmp/info" && grep -qx '  version: 2' "$tmp/info" &&
    grep -qx '  producer: LLVM14.0.6' "$tmp/info" && grep -qx '  triple: x86_64-pc-linux-gnu' "$tmp/info" &&
    grep -qx '  source_filename: src/a.c' "$tmp/info" && grep -qx 'modules: 1' "$tmp/info" &&
    grep -qx '  sections: .bcq_data' "$tmp/info"; then ok
else bad "info thinlto.bc"; cat "$tmp/info"; fi
"$BCQ" info "$data/multi.bc" >"$tmp/info"
if grep -qx 'modules: 2' "$tmp/info" && grep -qx '  source_filename: src/b.c' "$tmp/info" &&
    grep -qx 'symtab: none' "$tmp/info"; then ok; else bad "info multi.bc"; fi
dl=$(sed -n 's/^target datalayout = "\(.*\)"$/\1/p' "$data/coff32.ll")
"$BCQ" info "$data/coff32.bc" | grep -qxF "  datalayout: $dl" && ok || bad "info coff32.bc datalayout = llvm-dis"
"$BCQ" info --json "$data/split.bc" | grep -q '"module_count":2,"symtab":{"version":3,' && ok || bad "info --json split.bc"

# strtab: the raw bytes of the STRTAB blob (as llvm-bcanalyzer shows it)
for f in o0 multi; do
    sed -n "s/.*<BLOB codeid=1 abbrevid=4\/> blob data = '\(.*\)'$/\1/p" "$data/$f.bcanalyzer" |
        sed -n '$p' | tr -d '\n' >"$tmp/exp"
    "$BCQ" strtab "$data/$f.bc" --module "$([ $f = multi ] && echo 1 || echo 0)" >"$tmp/out"
    if [ -s "$tmp/exp" ] && cmp -s "$tmp/out" "$tmp/exp"; then ok; else bad "strtab $f.bc"; fi
done

# errors
"$BCQ" symbols "$data/diag.dia" >/dev/null 2>"$tmp/err"
[ $? = 3 ] && grep -q 'BCQ_E_NOT_IR' "$tmp/err" && ok || bad "symbols on a non-IR file: exit 3, NOT_IR"
"$BCQ" symbols "$data/multi.bc" --module 2 >/dev/null 2>&1; [ $? = 1 ] && ok || bad "--module 2 of 2: exit 1"
"$BCQ" symbols "$data/multi.bc" --module x >/dev/null 2>&1; [ $? = 2 ] && ok || bad "--module x: exit 2"
"$BCQ" symtab "$data/o0.bc" --module 0 >/dev/null 2>&1; [ $? = 2 ] && ok || bad "symtab --module: exit 2"

# -C: every name as c++filt prints it (one argument each: a name whole,
# as c++filt NAME demangles it), lines and order otherwise those of the
# plain listing (llvm-nm sorts by the mangled name); live against llvm-nm
# -C where LLVM's demangler and libiberty's agree on every name
if ! command -v c++filt >/dev/null 2>&1; then
    echo "symbols -C: no c++filt (binutils), not compared"
elif "$BCQ" symbols -C "$data/cxx.bc" >/dev/null 2>"$tmp/err"; then
    for f in "$data/cxx.bc" "$data/refs-cxx-shapes-o2.bc" \
        "$data/link/c14-thin/shape.o" "$data/native/uniq.o" \
        "$data/native/mixed.a"; do
        [ -f "$f" ] || continue
        "$BCQ" symbols "$f" >"$tmp/plain" 2>/dev/null
        "$BCQ" symbols -C "$f" >"$tmp/dem" 2>/dev/null
        # the name is what follows "ADDR T " (19 or 11 characters in);
        # headers and blank lines pass through
        awk '{ if (match($0, /^[0-9a-f -]+ [A-Za-z?] /)) print substr($0, RLENGTH + 1); else print "" }' \
            "$tmp/plain" >"$tmp/names"
        : >"$tmp/filt"
        while IFS= read -r n; do
            if [ -z "$n" ]; then echo; else c++filt -- "$n"; fi
        done <"$tmp/names" >"$tmp/filt"
        awk '{ if (match($0, /^[0-9a-f -]+ [A-Za-z?] /)) print substr($0, RLENGTH + 1); else print "" }' \
            "$tmp/dem" >"$tmp/demn"
        if cmp -s "$tmp/filt" "$tmp/demn" &&
            [ "$(cut -c1-19 "$tmp/plain" | md5sum)" = "$(cut -c1-19 "$tmp/dem" | md5sum)" ]; then ok
        else bad "symbols -C ${f#"$data"/} is not c++filt's"; diff "$tmp/filt" "$tmp/demn" | head -5; fi
    done
    # live: llvm-nm -C (LLVM 14) prints the same for these simple names
    if nm14=$(llvm_bindir 14 llvm-nm); then
        for f in "$data/cxx.bc" "$data/link/c14-thin/shape.o"; do
            "$nm14/llvm-nm" -C "$f" >"$tmp/want" 2>/dev/null
            "$BCQ" symbols -C "$f" >"$tmp/out" 2>/dev/null
            same_or_bad() { if cmp -s "$1" "$2"; then ok; else bad "$3"; diff "$1" "$2" | head -5; fi; }
            same_or_bad "$tmp/want" "$tmp/out" "symbols -C ${f#"$data"/} differs from llvm-nm 14 -C"
        done
    fi
else
    grep -q libiberty "$tmp/err" || bad "symbols -C: $(cat "$tmp/err")"
fi
finish symbols.sh
