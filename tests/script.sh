#!/bin/sh
# bcq link with linker scripts and -l, as ld.lld reads them (doc/linking.md
# 3.1; the parser's own cases are tests/check_script.c):
# - on each link set of tests/data/link, the archives and objects named
#   through scripts (INPUT, GROUP, a quoted name, a comment,
#   OUTPUT_FORMAT), through -L DIR -lNAME, and through a nested script
#   found in the directory of the script that names it: --why-extract
#   writes what ld.lld wrote for the plain command line (why.txt), with the
#   labels lld gives (the path a name was found at); live again with
#   ld.lld 14 or 19, when found, on the same scripts;
# - a script naming an archive with a native member gives the same notes
#   and output as the archive named directly;
# - the system's scripts (Debian's libm.a, libc.so): read, their archives'
#   native members skipped, their shared libraries skipped (where present);
# - hostile scripts of tests/data/bad: a missing member, a cycle, scripts
#   nested too deep, an unclosed comment, an unknown command: a clean error
#   naming the script, the place and the status.
. "${top_srcdir:-.}/tests/lib.sh"
data=$(cd "$top_srcdir/tests/data" && pwd)
BCQ=$(cd "$(dirname "$BCQ")" && pwd)/$(basename "$BCQ")
same() { # same FILE1 FILE2 WHAT
    if cmp -s "$1" "$2"; then ok; else bad "$3"; diff "$1" "$2" | head -n 10; fi
}
tool() { # tool VERSION NAME
    d=$(llvm_bindir "$1" "$2") && echo "$d/$2"
}
lld_why() { # lld_why VERSION OUT ARGS...: ld.lld's --why-extract, if found
    _lld=$(tool "$1" ld.lld) || return 1
    _out=$2
    shift 2
    "$_lld" --why-extract="$_out" -e main --no-demangle \
        --unresolved-symbols=ignore-all -o "$tmp/a.out" "$@" 2>"$tmp/lld-err"
}

mkdir -p "$tmp/s" "$tmp/d" || exit 99
printf 'INPUT(libpre.a /* the archive first */ main.o)\n' >"$tmp/s/top.ld"
printf '# the rest\nOUTPUT_FORMAT(elf64-x86-64)\nGROUP ( liba.a "libb.a" ) ;\n' \
    >"$tmp/s/libs.ld"
for dir in "$data"/link/c1[49]-*; do
    [ -f "$dir/cmdline" ] || continue
    set_=$(basename "$dir")
    ver=${set_#c}; ver=${ver%%-*}
    uflags=$(sed 's/^/-u /' "$dir/roots")
    cd "$dir" || exit 99
    [ "$(cat cmdline | tr '\n' ' ')" = "libpre.a main.o other.o shape.o liba.a libb.a " ] ||
        { bad "$set_: cmdline changed: $(cat cmdline)"; continue; }

    # names found from the current directory: lld's labels are as written
    # shellcheck disable=SC2086
    "$BCQ" link $uflags --why-extract="$tmp/why" "$tmp/s/top.ld" other.o \
        shape.o "$tmp/s/libs.ld" >/dev/null 2>"$tmp/err" ||
        bad "$set_ scripts: exit $?: $(cat "$tmp/err")"
    same "$tmp/why" why.txt "$set_: scripts: --why-extract"
    # shellcheck disable=SC2086
    if lld_why "$ver" "$tmp/lld" $uflags "$tmp/s/top.ld" other.o shape.o \
        "$tmp/s/libs.ld"; then
        same "$tmp/lld" why.txt "$set_: scripts: ld.lld $ver (live)"
    fi

    # -L DIR -lNAME, from another directory: found as DIR/libNAME.a
    cd "$tmp" || exit 99
    # shellcheck disable=SC2086
    "$BCQ" link $uflags --why-extract="$tmp/why" -L "$dir" -lpre \
        "$dir/main.o" "$dir/other.o" "$dir/shape.o" -la -L/nonexistent -lb \
        >/dev/null 2>"$tmp/err" ||
        bad "$set_ -l: exit $?: $(cat "$tmp/err")"
    sed "s|$dir/||g" "$tmp/why" >"$tmp/why-rel"
    same "$tmp/why-rel" "$dir/why.txt" "$set_: -L -l: --why-extract"
    grep -q "	$dir/libpre.a(pre1.o)	" "$tmp/why" && ok ||
        bad "$set_: -lpre not labelled $dir/libpre.a"
    # shellcheck disable=SC2086
    if lld_why "$ver" "$tmp/lld" $uflags -L "$dir" -lpre "$dir/main.o" \
        "$dir/other.o" "$dir/shape.o" -la -L/nonexistent -lb; then
        same "$tmp/lld" "$tmp/why" "$set_: -L -l: ld.lld $ver (live)"
    fi

    # a nested script, each name found in the directory of the script
    # that names it first (before the current directory, which has the
    # set's own liba.a)
    cp "$data/script/nested.ld" "$data/script/group.ld" "$dir/liba.a" \
        "$dir/libb.a" "$tmp/d/" || exit 99
    cd "$dir" || exit 99
    # shellcheck disable=SC2086
    "$BCQ" link $uflags --why-extract="$tmp/why" libpre.a main.o other.o \
        shape.o "$tmp/d/nested.ld" >/dev/null 2>"$tmp/err" ||
        bad "$set_ nested: exit $?: $(cat "$tmp/err")"
    sed "s|$tmp/d/||g" "$tmp/why" >"$tmp/why-rel"
    same "$tmp/why-rel" why.txt "$set_: nested script: --why-extract"
    grep -q "	$tmp/d/liba.a(a1.o)	" "$tmp/why" && ok ||
        bad "$set_: nested: liba.a not found beside its script"
    # shellcheck disable=SC2086
    if lld_why "$ver" "$tmp/lld" $uflags libpre.a main.o other.o shape.o \
        "$tmp/d/nested.ld"; then
        same "$tmp/lld" "$tmp/why" "$set_: nested script: ld.lld $ver (live)"
    fi
done

# A native member: the same notes and output through a script.
cd "$data/ar" || exit 99
printf 'INPUT(mixed.a)\n' >"$tmp/s/mixed.ld"
"$BCQ" link -e nosuch mixed.a >"$tmp/direct" 2>&1
"$BCQ" link -e nosuch "$tmp/s/mixed.ld" >"$tmp/script" 2>&1
same "$tmp/script" "$tmp/direct" "mixed.a through a script"
# (its native ELF member is read, lazy by its own symbol table)
grep -q 'mixed.a(native.o): .*its symbols are not read' "$tmp/script" &&
    bad "mixed.a through a script: its native member was skipped" || ok

# The system's scripts, where the system has them (Debian's multiarch
# libm.a and libc.so are GNU ld scripts): read, and what they name read
# too (native archives, shared objects; tests/mixed.sh compares such a
# link with ld.lld).
cd "$data/link/c14-thin" || exit 99
libdir=/usr/lib/x86_64-linux-gnu
if [ -f "$libdir/libm.a" ] && [ -f "$libdir/libc.a" ] &&
    head -c 200 "$libdir/libm.a" | grep -q 'GNU ld script'; then
    "$BCQ" link main.o other.o shape.o liba.a libb.a libpre.a \
        "$libdir/libm.a" "$libdir/libc.a" >/dev/null 2>"$tmp/err"
    rc=$?
    if [ $rc = 0 ] && ! grep -q 'libm[-.0-9]*a(.*its symbols are not read' "$tmp/err" &&
        ! grep -q 'libc.a(.*its symbols are not read' "$tmp/err"; then ok; else
        bad "the issue's example: exit $rc: $(head -n 3 "$tmp/err")"; fi
fi
if [ -f /lib/x86_64-linux-gnu/libc.so.6 ] && [ -f "$libdir/libc_nonshared.a" ] &&
    [ -f /lib64/ld-linux-x86-64.so.2 ]; then
    "$BCQ" link main.o "$data/script/libc.so" >/dev/null 2>"$tmp/err"
    rc=$?
    if [ $rc = 0 ] && ! grep -q 'libc.so.6: .*not read' "$tmp/err" &&
        ! grep -q 'ld-linux-x86-64.so.2: .*not read' "$tmp/err"; then ok; else
        bad "libc.so: exit $rc: $(head -n 3 "$tmp/err")"; fi
fi

# Hostile scripts: a clean error naming the script, where and why.
cd "$data/bad" || exit 99
check_err() { # check_err EXIT PATTERN ARGS...
    _rc=$1 _pat=$2
    shift 2
    "$BCQ" link "$@" >/dev/null 2>"$tmp/err"
    _got=$?
    if [ "$_got" = "$_rc" ] && grep -q -- "$_pat" "$tmp/err"; then ok; else
        bad "link $*: exit $_got (want $_rc): $(cat "$tmp/err")"; fi
}
m="$data/link/c14-thin/main.o"
check_err 1 'script_missing.ld: 1:7: unable to find nosuch.a (at bit 48) \[BCQ_E_NOT_FOUND\]' "$m" script_missing.ld
check_err 3 'script_cycle_b.ld: 1:7: a cycle of linker scripts: it names again script_cycle_a.ld .*\[BCQ_E_UNSUPPORTED\]' "$m" script_cycle_a.ld
check_err 3 'script_deep_15.ld: 1:7: linker scripts nested more than 16 deep at script_deep_16.ld .*\[BCQ_E_LIMIT\]' "$m" script_deep_00.ld
# a tree of scripts (70 names of one script naming 70 times another):
# the reads are counted, not only the depth
check_err 3 'script_wide_b.ld: 1:824: more than 4096 linker scripts read, the last script_wide_c.ld .*\[BCQ_E_LIMIT\]' "$m" script_wide_a.ld
check_err 3 'script_comment.ld: 1:12: unclosed comment .*\[BCQ_E_BAD_SCRIPT\]' "$m" script_comment.ld
check_err 3 'script_command.ld: 2:1: unsupported linker script command SECTIONS (at bit 224) \[BCQ_E_UNSUPPORTED\]' "$m" script_command.ld
check_err 3 'script_nested_deep.ld: 1:17: AS_NEEDED inside AS_NEEDED' "$m" script_nested_deep.ld
check_err 1 'unable to find library -lnosuch' -L . "$m" -lnosuch
# usage: -L and -l need their argument
for args in "-L" "-l" "$m -L"; do
    # shellcheck disable=SC2086
    "$BCQ" link $args >/dev/null 2>&1
    [ $? = 2 ] && ok || bad "usage: link $args"
done

finish script
