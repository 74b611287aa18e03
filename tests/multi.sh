#!/bin/sh
# Several FILEs on one command line.
#
# - bcq symbols FILE... against what llvm-nm printed for the same list
#   (tests/data/multi/CASE.nm and CASE.status, committed: the check holds
#   without LLVM), byte for byte and exit status; again live against the
#   installed llvm-nm 14, and llvm-nm 19 for the case made by clang 19,
#   where they are installed.  The lists hold bitcode files, archives
#   among them, objects with bitcode, and unreadable files in the middle
#   and at the end, which are named on stderr while the others are listed.
# - symbols --json, --module; info, functions and members over several
#   files: each file's own output after its header, a failure in the
#   middle skipped and reported, exit 1.
. "${top_srcdir:-.}/tests/lib.sh"
data=$(cd "$top_srcdir/tests/data" && pwd)
# absolute: the listings run in tests/data, so that the headers name the
# files as the committed llvm-nm outputs do
BCQ=$(cd "$(dirname "$BCQ")" && pwd)/$(basename "$BCQ")
# bcq ARGS... run in tests/data: stdout in $tmp/out, stderr in $tmp/err,
# exit status in $st
run() {
    (cd "$data" && "$BCQ" "$@") >"$tmp/out" 2>"$tmp/err"
    st=$?
}

nm14=$(d=$(llvm_bindir 14 llvm-nm) && echo "$d/llvm-nm")
nm19=$(d=$(llvm_bindir 19 llvm-nm) && echo "$d/llvm-nm")
ncase=0
live=0
for a in "$data"/multi/*.args; do
    c=${a%.args}
    name=${c##*/}
    read -r ver files <"$a"
    ncase=$((ncase + 1))
    # shellcheck disable=SC2086 # the file list splits on purpose
    run symbols $files
    if cmp -s "$tmp/out" "$c.nm" && [ "$st" = "$(cat "$c.status")" ]; then ok
    else bad "symbols $name: exit $st, expected $(cat "$c.status")"; diff "$tmp/out" "$c.nm" | head -5; fi
    # an error names each file llvm-nm could not read, and no other
    for f in $files; do
        if (cd "$data" && [ -s "$f" ] && [ "$f" != diag.dia ]); then
            grep -q "^bcq: $f:" "$tmp/err" && bad "symbols $name: an error for $f"
        else
            grep -q "^bcq: $f:" "$tmp/err" || bad "symbols $name: no error for $f"
        fi
    done
    nm=
    [ "$ver" = 14 ] && nm=$nm14
    [ "$ver" = 19 ] && nm=$nm19
    [ -n "$nm" ] || continue
    cp "$tmp/out" "$tmp/bcq"
    (cd "$data" && "$nm" $files) >"$tmp/live" 2>/dev/null
    nst=$?
    if cmp -s "$tmp/bcq" "$tmp/live" && [ "$st" = "$nst" ]; then ok
    else bad "symbols $name differs from live llvm-nm $ver (exit $st, llvm-nm $nst)"; fi
    live=$((live + 1))
done
[ "$ncase" -ge 6 ] || bad "only $ncase cases in tests/data/multi"
echo "multi: $ncase lists against committed llvm-nm output, $live live"

# The other outputs over several files: the header "\nFILE:\n" (--json:
# a line {"file":FILE}), then what the command prints for FILE alone.
expect() { # CMD [OPTIONS --] FILE...: the concatenation, in $tmp/exp
    cmd=$1
    shift
    opts=
    while [ $# -gt 0 ] && [ "$1" != -- ]; do opts="$opts $1"; shift; done
    shift
    : >"$tmp/exp"
    for f in "$@"; do
        # shellcheck disable=SC2086
        (cd "$data" && "$BCQ" $cmd $opts "$f") >"$tmp/one" 2>/dev/null || continue
        case $opts in
        *--json*) printf '{"file":"%s"}\n' "$f" >>"$tmp/exp" ;;
        *) printf '\n%s:\n' "$f" >>"$tmp/exp" ;;
        esac
        cat "$tmp/one" >>"$tmp/exp"
    done
}
same() { # WHAT STATUS: $tmp/out equals $tmp/exp, exit status STATUS
    if [ -s "$tmp/exp" ] && cmp -s "$tmp/out" "$tmp/exp" && [ "$st" = "$2" ]; then ok
    else bad "$1 (exit $st)"; diff "$tmp/out" "$tmp/exp" | head -5; fi
}
run info o2.bc cat.bc obj/elf64.o
expect info -- o2.bc cat.bc obj/elf64.o
same "info on three files" 0
run info --json o2.bc nosuch.bc cat.bc
expect info --json -- o2.bc cat.bc
same "info --json with a missing file" 1
run functions o2.bc diag.dia multi.bc
expect functions -- o2.bc multi.bc
same "functions with a non-IR file" 1
run functions --count --module 1 split.bc cat.bc
expect functions --count --module 1 -- split.bc cat.bc
same "functions --count --module 1" 0
run members ar/gnu.a ar/thin.a ar/mixed.a
expect members -- ar/gnu.a ar/thin.a ar/mixed.a
same "members of three archives" 0
run members --json ar/bsd.a o2.bc ar/llvm.a
expect members --json -- ar/bsd.a ar/llvm.a
same "members --json with a file that is no archive" 1
grep -q 'o2.bc: .*not an ar archive' "$tmp/err" && ok || bad "members: o2.bc is named"
run symbols --module 1 multi.bc split.bc cat.bc
expect symbols --module 1 -- multi.bc split.bc cat.bc
same "symbols --module 1" 0
run symbols --module 1 multi.bc o2.bc cat.bc
expect symbols --module 1 -- multi.bc cat.bc
same "symbols --module 1 with a file of one module" 1

# symbols --json: a header line per file, and per member as for an archive
# alone; the objects each file gives alone
run symbols --json o2.bc ar/gnu.a cat.bc
grep '^{"file"' "$tmp/out" >"$tmp/hdr"
printf '%s\n' '{"file":"o2.bc"}' '{"file":"ar/gnu.a","member":"alpha.o"}' \
    '{"file":"ar/gnu.a","member":"beta.o"}' \
    '{"file":"ar/gnu.a","member":"a_rather_long_member_name.o"}' \
    '{"file":"cat.bc"}' >"$tmp/hexp"
(cd "$data" && "$BCQ" symbols --json o2.bc && "$BCQ" symbols --json ar/gnu.a &&
    "$BCQ" symbols --json cat.bc) | grep -v '^{"file"' >"$tmp/exp"
grep -v '^{"file"' "$tmp/out" >"$tmp/body"
if [ "$st" = 0 ] && cmp -s "$tmp/hdr" "$tmp/hexp" && cmp -s "$tmp/body" "$tmp/exp"; then ok
else bad "symbols --json on three files"; diff "$tmp/hdr" "$tmp/hexp" | head -5; fi

# ARCHIVE(MEMBER) among files: the header names it as given
run symbols 'ar/gnu.a(beta.o)' cat.bc
if head -n 2 "$tmp/out" | tail -n 1 | grep -qx 'ar/gnu.a(beta.o):' && [ "$st" = 0 ]; then ok
else bad "symbols ARCHIVE(MEMBER) among files"; fi
# --: what follows is a FILE even when it starts with '-'
run symbols -- o2.bc cat.bc
cp "$tmp/out" "$tmp/exp"
run symbols o2.bc cat.bc
same "symbols -- FILE..." 0
# commands of one FILE refuse more
for c in blocks dump symtab strtab; do
    run $c o2.bc cat.bc
    [ "$st" = 2 ] && grep -q "unexpected argument 'cat.bc'" "$tmp/err" && ok || bad "$c on two files: exit $st"
done
run function o2.bc classify cat.bc
[ "$st" = 2 ] && ok || bad "function FILE NAME FILE: exit $st"

finish multi
