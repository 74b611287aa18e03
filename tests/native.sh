#!/bin/sh
# native.sh - bcq symbols on native ELF, Mach-O and COFF objects, archive
# members, shared objects and PE images (bcq_native, doc/format.md 15.7)
# against the listings llvm-nm 19 printed for the fixtures of
# tests/data/native (gen.sh): stdout against FILE.nm, stderr ("no
# symbols") against FILE.err (none: empty), -D against FILE.nmD /
# FILE.errD.  Then, where installed, live: the fixtures (and the honest or
# per-symbol damaged Mach-O cases of tests/data/bad) and the system's
# libc_nonshared.a, libm-2.*.a, libc.a, libm.so.6, perf's test PE image
# pe-file.exe (mingw: .idata 'i'/'I', absolute 'A') (and -D on libm.so.6
# and libc.so.6, with their symbol versions) against llvm-nm 14 and 19
# themselves (skipped quietly when absent; the exit is 77 only when
# nothing at all could run).
. "${top_srcdir:-.}/tests/lib.sh"
case $BCQ in /*) ;; *) BCQ=$(pwd)/$BCQ ;; esac
dir="$data/native"
# run DIR-RELATIVE-FILE [ARGS]: bcq symbols from inside the fixtures'
# directory, so that the warnings name the file as the expectations do
run() { # OUT ERR FILE [OPTION]
    _o=$1 _e=$2 _f=$3
    shift 3
    (cd "$dir" && "$BCQ" symbols "$@" "$_f") >"$_o" 2>"$_e"
}
same() { # WHAT GOT WANT(file, may be absent: empty)
    if [ -f "$3" ]; then cmp -s "$2" "$3"; else [ ! -s "$2" ]; fi &&
        { ok; return; }
    bad "$1"
    [ -f "$3" ] && diff "$2" "$3" | head -n 10
}
ran=0
# bcq_once OUT ERR ARG...: bcq ARGs, run once for both llvm-nm releases
# below (its output kept in $tmp/once; under check-valgrind each run of
# libc.a costs seconds); ERR may be OUT (2>&1)
mkdir "$tmp/once" || exit 99
bcq_once() {
    _out=$1 _err=$2
    shift 2
    _key=$(printf '%s\n' "$*" | cksum | cut -d' ' -f1)
    if [ ! -f "$tmp/once/$_key.out" ]; then
        if [ "$_err" = "$_out" ]; then
            "$BCQ" "$@" >"$tmp/once/$_key.out" 2>&1
            : >"$tmp/once/$_key.err"
        else
            "$BCQ" "$@" >"$tmp/once/$_key.out" 2>"$tmp/once/$_key.err"
        fi
    fi
    cp "$tmp/once/$_key.out" "$_out"
    [ "$_err" = "$_out" ] || cp "$tmp/once/$_key.err" "$_err"
}
# COFF objects, bigobj, an archive of them and PE images (lld, mingw)
coff="coff-x64.o coff-i386.o coff-mingw.o coff-arm64.o coff-armnt.o
    coff-x64-g.o coff-big.o coff.a coff-pe.exe coff-pe32.dll"
for f in syms.o syms-common.o syms32.o syms-mips.o syms-ppc64.o uniq.o \
    syms-arm64.o syms-arm-g.o syms-rv64-g.o libsmall.so libver.so empty.o \
    mixed.a macho-x86_64.o macho-arm64.o macho-i386.o macho-armv7.o \
    macho.a libmacho.dylib macho-exe macho-fat macho-cxx.o $coff; do
    run "$tmp/out" "$tmp/err" "$f"
    same "bcq symbols $f" "$tmp/out" "$dir/$f.nm"
    same "bcq symbols $f (stderr)" "$tmp/err" "$dir/$f.err"
    ran=1
done
for f in libsmall.so libver.so syms.o; do
    run "$tmp/out" "$tmp/err" "$f" -D
    same "bcq symbols -D $f" "$tmp/out" "$dir/$f.nmD"
    same "bcq symbols -D $f (stderr)" "$tmp/err" "$dir/$f.errD"
done
run "$tmp/out" "$tmp/err" mixed.a -D
same "bcq symbols -D mixed.a" "$tmp/out" "$dir/mixed.a.nmD"
grep -q 'mixed.a(bc.o): File format has no dynamic symbol table' "$tmp/err" &&
    ok || bad "bcq symbols -D mixed.a: no error for the bitcode member"
# --json lists global values of IR only: native members are named on
# stderr and passed over, as before
run "$tmp/out" "$tmp/err" mixed.a --json
grep -q '"member":"bc.o"' "$tmp/out" && ! grep -q '"member":"syms.o"' "$tmp/out" &&
    grep -q 'mixed.a(syms.o): ELF object without bitcode: not listed' "$tmp/err" &&
    ok || bad "bcq symbols --json mixed.a"
# llvm-nm -D on COFF: no dynamic table, an error (its text is llvm-nm's)
run "$tmp/out" "$tmp/err" coff-x64.o -D
[ ! -s "$tmp/out" ] &&
    grep -q 'coff-x64.o: File format has no dynamic symbol table' "$tmp/err" &&
    ok || bad "bcq symbols -D coff-x64.o"
# a member named as ARCHIVE(MEMBER): the member's listing alone
run "$tmp/out" "$tmp/err" "mixed.a(syms32.o)"
same "bcq symbols mixed.a(syms32.o)" "$tmp/out" "$dir/syms32.o.nm"

# -C on Mach-O: demangled without the Darwin '_' (when bcq has a
# demangler: configure --without-libiberty has none)
if run "$tmp/out" "$tmp/err" macho-cxx.o -C; then
    same "bcq symbols -C macho-cxx.o" "$tmp/out" "$dir/macho-cxx.o.nmC"
else
    echo "bcq symbols -C: no demangler in this build, not compared"
fi

# a universal binary: one slice by --arch, as llvm-nm --arch lists it
run "$tmp/out" "$tmp/err" macho-fat --arch arm64
same "bcq symbols --arch arm64 macho-fat" "$tmp/out" "$dir/macho-arm64.o.nm"

# Mach-O has no dynamic table: -D names the file on stderr, fails, and
# prints nothing else (llvm-nm -D: "File format has no dynamic symbol
# table")
run "$tmp/out" "$tmp/err" macho-x86_64.o -D && bad "bcq symbols -D macho-x86_64.o: no failure" ||
    { [ ! -s "$tmp/out" ] && grep -q 'File format has no dynamic symbol table' "$tmp/err" &&
        ok || bad "bcq symbols -D macho-x86_64.o"; }

# live: llvm-nm 14 and 19 on the fixtures and on the system's archives
sys=/usr/lib/x86_64-linux-gnu
live=0
for v in 14 19; do
    d=$(llvm_bindir "$v" llvm-nm) || continue
    for f in "$dir"/syms.o "$dir"/syms32.o "$dir"/syms-mips.o \
        "$dir"/syms-ppc64.o "$dir"/uniq.o "$dir"/libsmall.so "$dir"/mixed.a \
        "$dir"/syms-arm64.o "$dir"/syms-arm-g.o "$dir"/syms-rv64-g.o \
        "$dir"/macho-x86_64.o "$dir"/macho-arm64.o "$dir"/macho-i386.o \
        "$dir"/macho-armv7.o "$dir"/libmacho.dylib "$dir"/macho-exe \
        "$dir"/macho-fat "$dir"/macho-cxx.o \
        "$data"/bad/macho_ok.bin \
        "$data"/bad/macho32_msb_ok.bin "$data"/bad/macho_strx_past.bin \
        "$data"/bad/macho_nsect_past.bin "$data"/bad/macho_kinds.bin \
        "$data"/bad/macho32_kinds.bin "$dir"/macho.a \
        "$sys"/libc_nonshared.a "$sys"/libm-2.*.a "$sys"/libc.a \
        "$sys"/libm.so.6 $(for c in $coff; do echo "$dir/$c"; done) \
        /usr/lib/perf-core/tests/pe-file.exe; do
        [ -f "$f" ] || continue
        # llvm-nm 14 hides RISC-V's unnamed symbols, 19 lists them: bcq
        # follows 19 (doc/format.md 15.7)
        [ "$v" = 14 ] && [ "${f##*/}" = syms-rv64-g.o ] && continue
        # llvm-nm 14 heads a Mach-O member "macho.a(macho-i386.o):", 19
        # (and bcq) "macho-i386.o:", as for ELF members
        [ "$v" = 14 ] && [ "${f##*/}" = macho.a ] && continue
        live=$((live + 1))
        "$d/llvm-nm" "$f" >"$tmp/llvm" 2>"$tmp/llvm.err"
        bcq_once "$tmp/bcq" "$tmp/bcq.err" symbols "$f"
        if cmp -s "$tmp/bcq" "$tmp/llvm" && cmp -s "$tmp/bcq.err" "$tmp/llvm.err"
        then ok; else bad "bcq symbols ${f##*/} differs from llvm-nm $v"; fi
    done
    # -C on Mach-O (a build without a demangler prints names whole)
    if "$BCQ" symbols -C "$dir"/macho-cxx.o >"$tmp/bcq" 2>/dev/null &&
        cmp -s "$tmp/bcq" "$dir"/macho-cxx.o.nmC; then
        "$d/llvm-nm" -C "$dir"/macho-cxx.o >"$tmp/llvm" 2>/dev/null
        if cmp -s "$tmp/bcq" "$tmp/llvm"; then ok
        else bad "bcq symbols -C macho-cxx.o differs from llvm-nm -C $v"; fi
    fi
    for f in "$dir"/libsmall.so "$dir"/libver.so "$sys"/libm.so.6 \
        "$sys"/libc.so.6; do
        [ -f "$f" ] || continue
        "$d/llvm-nm" -D "$f" >"$tmp/llvm" 2>&1
        bcq_once "$tmp/bcq" "$tmp/bcq" symbols -D "$f"
        if cmp -s "$tmp/bcq" "$tmp/llvm"; then ok
        else bad "bcq symbols -D ${f##*/} differs from llvm-nm -D $v"; fi
    done
done
[ "$live" = 0 ] && echo "live: llvm-nm 14 and 19 not installed, skipped"
[ "$ran" = 1 ] || exit 77
finish native
