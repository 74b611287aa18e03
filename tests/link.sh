#!/bin/sh
# bcq link against LLVM's own answers, on the link sets of tests/data/link
# (gen-link.sh: clang 14 and 19; -flto=thin, -flto, -emit-llvm; three
# archives, one of them before the objects that need it).  In each set's
# folder, as ld.lld ran there:
# - --why-extract writes what `ld.lld --why-extract --no-demangle` wrote
#   (why.txt), byte for byte; live again with ld.lld 14 or 19 when found;
# - --print-live, with edges from summaries and from bodies, names the
#   values llvm-link + opt -passes=internalize,globaldce kept (live.txt):
#   compared as KIND<TAB>NAME, with llvm-link's renaming suffixes (".1")
#   taken off both sides and LLVM's own "llvm." variables left out of
#   LLVM's list; live again with llvm-link and opt when found;
# - --print-undefined names the declarations left (undefined.txt);
# - --demangle: the why-extract file as ld.lld writes it by default
#   (why-demangled.txt), names as c++filt prints them;
# - --print-resolution writes what `ld.lld -save-temps` wrote to
#   OUT.resolution.txt (resolution.txt), byte for byte; live again;
# - -j 1, 2 and 8 print the same;
# - laziness, from bcq's counters (--json): no unextracted member had a
#   body decoded; with summaries no body at all was decoded (thin and full
#   LTO), with --from body exactly the live functions' bodies.
# Then: an entry in an archive, a thin archive; damaged inputs (cut,
# overwritten); a duplicate definition, a missing input, usage errors.
. "${top_srcdir:-.}/tests/lib.sh"
data=$(cd "$top_srcdir/tests/data/link" && pwd)
BCQ=$(cd "$(dirname "$BCQ")" && pwd)/$(basename "$BCQ")
same() { # same FILE1 FILE2 WHAT
    if cmp -s "$1" "$2"; then ok; else bad "$3"; diff "$1" "$2" | head -n 10; fi
}
norm() { sed 's/\.[0-9][0-9]*$//' | LC_ALL=C sort; }

# the LLVM tools of a set: 14 (PATH or Debian's llvm-14) or 19
tool() { # tool VERSION NAME
    d=$(llvm_bindir "$1" "$2") && echo "$d/$2"
}

# LLVM's live set of a link: llvm-link of the objects and the members
# that why.txt says were extracted, internalize + globaldce, llvm-dis.
llvm_live() { # llvm_live VERSION DIR ROOTS
    v=$1 dir=$2 roots=$3
    link=$(tool "$v" llvm-link) && opt=$(tool "$v" opt) &&
        dis=$(tool "$v" llvm-dis) && ar=$(tool "$v" llvm-ar) || return 1
    w="$tmp/llvm"
    rm -rf "$w" && mkdir -p "$w/x" || return 1
    files=
    for i in $(cat "$dir/cmdline"); do
        case $i in
        *.a)
            for m in $(awk -F'\t' -v a="$i" 'NR > 1 && index($2, a "(") == 1 {
                    s = substr($2, length(a) + 2); print substr(s, 1, length(s) - 1) }' "$dir/why.txt"); do
                mkdir -p "$w/x/$i" && (cd "$w/x/$i" && "$ar" x "$dir/$i" "$m") || return 1
                files="$files $w/x/$i/$m"
            done ;;
        *) files="$files $dir/$i" ;;
        esac
    done
    # shellcheck disable=SC2086
    "$link" $files -o "$w/l.bc" && "$opt" -passes='internalize,globaldce' \
        -internalize-public-api-list="main$roots" "$w/l.bc" -o "$w/o.bc" &&
        "$dis" "$w/o.bc" -o "$w/o.ll" || return 1
    awk -f "$tmp/live.awk" "$w/o.ll"
}

# The defined values of llvm-dis output: KIND<TAB>NAME, NAME as bcq
# prints it (llvm-dis's without the '@' of a named value).
cat >"$tmp/live.awk" <<'EOF'
function bcqname(n) { return n ~ /^@[0-9]+$/ ? n : substr(n, 2) } # gvname.c
/^define / { for (i = 2; i <= NF; i++) if ($i ~ /^@/) { n = $i; sub(/\(.*/, "", n); print "function\t" bcqname(n); break } }
/^@/ && !/= external / && !/^@[^ ]* = (extern_weak |dso_local )*(global|constant) [^ ]*$/ {
    n = $1; kind = "variable"
    if ($0 ~ / alias /) kind = "alias"; else if ($0 ~ / ifunc /) kind = "ifunc"
    print kind "\t" bcqname(n) }
EOF

for dir in "$data"/c1[49]-*; do
    [ -f "$dir/cmdline" ] || continue
    set_=$(basename "$dir")
    ver=${set_#c}; ver=${ver%%-*}
    inputs=$(cat "$dir/cmdline")
    uflags=$(sed 's/^/-u /' "$dir/roots")
    roots=$(sed 's/^/,/' "$dir/roots" | tr -d '\n')
    cd "$dir" || exit 99
    grep -v '	llvm\.' live.txt | norm >"$tmp/want-live"

    # --why-extract, and the live set from each source
    for from in summary body; do
        # shellcheck disable=SC2086
        "$BCQ" link $uflags --from $from --why-extract="$tmp/why" --print-live \
            $inputs >"$tmp/live" 2>"$tmp/err" || bad "$set_ --from $from: exit $?: $(cat "$tmp/err")"
        same "$tmp/why" why.txt "$set_ --from $from: --why-extract"
        cut -f2,3 "$tmp/live" | norm >"$tmp/got-live"
        same "$tmp/got-live" "$tmp/want-live" "$set_ --from $from: --print-live"
    done
    # --demangle: the symbol column as ld.lld prints it by default
    # (why-demangled.txt), each name as c++filt prints it
    if "$BCQ" link --demangle main.o >/dev/null 2>"$tmp/err" ||
        ! grep -q libiberty "$tmp/err"; then
        # shellcheck disable=SC2086
        "$BCQ" link $uflags --demangle --why-extract="$tmp/whyd" $inputs \
            >/dev/null 2>&1 || bad "$set_: --demangle: exit $?"
        same "$tmp/whyd" why-demangled.txt "$set_: --why-extract --demangle"
        if command -v c++filt >/dev/null 2>&1; then
            tail -n +2 why.txt | cut -f3 | while IFS= read -r n; do
                c++filt "$n"; done >"$tmp/filt"
            tail -n +2 "$tmp/whyd" | cut -f3 >"$tmp/whyd3"
            same "$tmp/whyd3" "$tmp/filt" "$set_: --demangle against c++filt"
        fi
    fi
    # --print-resolution: lld's -save-temps resolution file
    # shellcheck disable=SC2086
    "$BCQ" link $uflags --print-resolution="$tmp/res" $inputs >/dev/null 2>&1 ||
        bad "$set_: --print-resolution: exit $?"
    same "$tmp/res" resolution.txt "$set_: --print-resolution"
    # shellcheck disable=SC2086
    "$BCQ" link $uflags --print-undefined $inputs 2>/dev/null | cut -f1,2 |
        LC_ALL=C sort >"$tmp/undef"
    same "$tmp/undef" undefined.txt "$set_: --print-undefined"

    # -j: the same output for any number of threads (under memcheck, a
    # sample of these runs: tests/valgrind-bcq.sh; TSan runs them all)
    for j in 1 2 8; do
        # shellcheck disable=SC2086
        BCQ_VG_SAMPLE=1 "$BCQ" link -j $j $uflags --json --print-live \
            --print-undefined $inputs >"$tmp/j$j" 2>&1
    done
    same "$tmp/j1" "$tmp/j2" "$set_: -j 1 and -j 2"
    same "$tmp/j1" "$tmp/j8" "$set_: -j 1 and -j 8"

    # laziness, from the counters
    for from in summary body; do
        # shellcheck disable=SC2086
        "$BCQ" link $uflags --from $from --json $inputs >"$tmp/json"
        if grep -o '"state":"lazy","bodies":[0-9]*' "$tmp/json" | grep -qv ':0$'; then
            bad "$set_ --from $from: an unextracted member had a body decoded"
        else ok; fi
        nlazy=$(grep -o '"state":"lazy"' "$tmp/json" | wc -l)
        nextr=$(grep -o '"state":"extracted"' "$tmp/json" | wc -l)
        nwhy=$(($(wc -l <why.txt) - 1))
        [ "$nextr" -eq "$nwhy" ] && [ "$nlazy" -gt 0 ] && ok ||
            bad "$set_: $nextr members extracted ($nwhy in why.txt), $nlazy lazy"
        bodies=$(sed 's/.*"bodies_decoded":\([0-9]*\).*/\1/' "$tmp/json")
        lfun=$(sed 's/.*"functions":{"live":\([0-9]*\).*/\1/' "$tmp/json")
        want=$lfun
        case $from,$set_ in summary,*-thin | summary,*-full) want=0 ;; esac
        [ "$bodies" = "$want" ] && ok ||
            bad "$set_ --from $from: $bodies bodies decoded, $want expected ($lfun live functions)"
    done

    # live oracles, where the set's LLVM is installed
    if lld=$(tool "$ver" ld.lld); then
        # shellcheck disable=SC2086
        "$lld" --why-extract="$tmp/lld-why" -e main $uflags --no-demangle \
            --unresolved-symbols=ignore-all -o "$tmp/a.out" $inputs 2>/dev/null
        same "$tmp/lld-why" why.txt "$set_: ld.lld $ver --why-extract (live)"
        # -save-temps writes ThinLTO's temporaries beside its inputs, by
        # their names: run it on a copy (the tree may be read-only)
        rm -rf "$tmp/st" && mkdir "$tmp/st" && cp $inputs "$tmp/st/" &&
            (cd "$tmp/st" &&
                # shellcheck disable=SC2086
                "$lld" -save-temps -e main $uflags \
                    --unresolved-symbols=ignore-all -o lto $inputs \
                    >/dev/null 2>&1)
        same "$tmp/st/lto.resolution.txt" resolution.txt \
            "$set_: ld.lld $ver -save-temps resolution (live)"
    fi
    if llvm_live "$ver" "$dir" "$roots" >"$tmp/llvm-live" 2>"$tmp/err"; then
        grep -v '	llvm\.' "$tmp/llvm-live" | norm >"$tmp/llvm-live-n"
        same "$tmp/llvm-live-n" "$tmp/want-live" "$set_: llvm-link + opt $ver (live)"
    fi
done
# Every IR fixture of tests/data (LLVM 14) and tests/data/v19 (LLVM 19) as
# a one-file link, rooted at main or else its first defined function:
# the live values equal what opt -passes=internalize,globaldce keeps
# (aliases in their aliasee's comdat, dllexport and ifuncs kept, empty
# constructors dropped...).  Live only: where that LLVM's opt is found and
# takes the file.  -e takes the symbol name (Mach-O and 32-bit Windows
# prefix '_'), opt's list the IR name.
for f in "$data"/../*.bc "$data"/../v19/*.bc; do
    case $f in */v19/*) v=19 ;; *) v=14 ;; esac
    opt=$(tool $v opt) && dis=$(tool $v llvm-dis) || continue
    # under memcheck, a sample of these runs (tests/valgrind-bcq.sh): the
    # other parts of this script and of tests/functions.sh and symbols.sh
    # run the same commands on the same files
    fns=$(BCQ_VG_SAMPLE=1 "$BCQ" functions "$f" 2>/dev/null | cut -f5)
    [ -n "$fns" ] || continue
    root=main
    printf '%s\n' "$fns" | grep -qx main || root=$(printf '%s\n' "$fns" | head -n 1)
    case $root in "" | *[!A-Za-z0-9_.\$]* | __unnamed_*) continue ;; esac
    sym=$(BCQ_VG_SAMPLE=1 "$BCQ" symbols --json "$f" 2>/dev/null |
        sed -n "s/.*\"name\":\"$root\",\"symbol\":\"\([^\"]*\)\".*/\1/p" | head -n 1)
    "$opt" -passes='internalize,globaldce' -internalize-public-api-list="$root" \
        "$f" -o "$tmp/one.bc" >/dev/null 2>&1 || continue
    "$dis" "$tmp/one.bc" -o - | awk -f "$tmp/live.awk" | grep -v '	llvm\.' |
        LC_ALL=C sort >"$tmp/one-want"
    for from in summary body; do
        BCQ_VG_SAMPLE=1 "$BCQ" link --from $from -e "${sym:-$root}" --print-live "$f" 2>/dev/null |
            cut -f2,3 | LC_ALL=C sort >"$tmp/one-got"
        same "$tmp/one-got" "$tmp/one-want" "$(basename "$f") -e ${sym:-$root} --from $from: opt $v (live)"
    done
done

# The entry in an archive (-e: lld's "--entry" line, written after the
# member's parse) and a thin archive's member names, as ld.lld 14 and 19
# wrote them (and again live with ld.lld).
ar=$(cd "$data/../ar" && pwd)
cd "$ar" || exit 99
for a in thin gnu; do
    "$BCQ" link -e alpha --why-extract="$tmp/why" $a.a >/dev/null 2>&1
    if [ $a = thin ]; then m=members/; else m=; fi
    printf 'reference\textracted\tsymbol\n%s.a(%salpha.o)\t%s.a(%sbeta.o)\tbeta_value\n--entry\t%s.a(%salpha.o)\talpha\n' \
        $a "$m" $a "$m" $a "$m" >"$tmp/want"
    same "$tmp/why" "$tmp/want" "$a.a: -e alpha --why-extract"
    if lld=$(tool 14 ld.lld) || lld=$(tool 19 ld.lld); then
        "$lld" -m elf_x86_64 -e alpha --why-extract="$tmp/lld-why" \
            --unresolved-symbols=ignore-all -o "$tmp/a.out" $a.a 2>/dev/null
        same "$tmp/lld-why" "$tmp/want" "$a.a: ld.lld --why-extract (live)"
    fi
done

cd "$data/c14-thin" || exit 99

# Damaged inputs: main.o and liba.a cut short and with bytes overwritten,
# at 40 places each: a result (exit 0) or a clean error naming the input
# and a status (exit 1 or 3), never a crash (the ASan, UBSan and valgrind
# runs of this script catch the rest).
for f in main.o liba.a; do
    n=$(wc -c <"$f")
    k=1
    while [ $k -le 40 ]; do
        at=$((n * k / 41))
        head -c "$at" "$f" >"$tmp/cut-$f"
        { head -c "$at" "$f"; printf '\377\377\377\377'; tail -c +$((at + 5)) "$f"; } >"$tmp/flip-$f"
        for v in cut flip; do
            if [ $f = main.o ]; then set -- "$tmp/$v-$f" other.o liba.a libb.a
            else set -- main.o other.o shape.o "$tmp/$v-$f" libb.a; fi
            "$BCQ" link -u u_root_func --print-live --print-undefined "$@" >/dev/null 2>"$tmp/err"
            rc=$?
            case $rc in
            0) ok ;;
            1 | 3) if LC_ALL=C grep -aq "$v-$f.*\[BCQ_E_\|duplicate symbol" "$tmp/err"; then ok; else
                    bad "$v $f at $at: exit $rc without naming it: $(cat "$tmp/err")"; fi ;;
            *) bad "$v $f at $at: exit $rc: $(cat "$tmp/err")" ;;
            esac
        done
        k=$((k + 1))
    done
done

# A file twice: its strong definitions are lld's duplicate-symbol error,
# exit 1.
"$BCQ" link main.o main.o >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q 'duplicate symbol: ' "$tmp/err"; then ok; else
    bad "duplicate definitions: exit $rc: $(cat "$tmp/err")"; fi
# A damaged input: a clean error naming it, exit 3.
head -c 1000 main.o >"$tmp/cut.o"
"$BCQ" link "$tmp/cut.o" liba.a >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" = 3 ] && grep -q 'cut.o: .*TRUNCATED' "$tmp/err"; then ok; else
    bad "truncated input: exit $rc: $(cat "$tmp/err")"; fi
# A missing input: exit 1.
"$BCQ" link nosuch.o >/dev/null 2>&1
[ $? = 1 ] && ok || bad "missing input"
# An entry that nothing defines: a warning, and only the constructors live.
"$BCQ" link -e nosuch --print-live main.o >"$tmp/live" 2>"$tmp/err"
rc=$?
if [ "$rc" = 0 ] && grep -q 'cannot find entry symbol nosuch' "$tmp/err" &&
    ! grep -q 'function	main$' "$tmp/live"; then ok; else
    bad "-e nosuch: exit $rc: $(cat "$tmp/err")"; fi
# Usage errors: exit 2.
for args in "" "-j 0 main.o" "--from x main.o" "--nosuch main.o" "-e"; do
    # shellcheck disable=SC2086
    "$BCQ" link $args >/dev/null 2>&1
    [ $? = 2 ] && ok || bad "usage: link $args"
done

finish link
