#!/bin/sh
# bcq link on inputs that mix bitcode with native ELF objects, native
# archive members and shared objects (tests/data/link/mixed, gen.sh),
# against ld.lld: --why-extract and the -save-temps resolution file, byte
# for byte (committed from ld.lld 14, which 19 equals; live again with
# ld.lld 14 and 19 where found), in two orders of the inputs (a shared
# object before the archive keeps the member that would define its symbol
# lazy); what native code names is live; a damaged native member fails
# the link, naming it.  Then, where this machine has glibc's static
# libraries and its crt objects, the link of issue 24: a ThinLTO main and
# a bitcode archive against libm.a (a GNU ld script) and libc.a, live
# against ld.lld 14 and 19.
. "${top_srcdir:-.}/tests/lib.sh"
set_dir=$(cd "$top_srcdir/tests/data/link/mixed" && pwd)
bad_dir=$(cd "$top_srcdir/tests/data/bad" && pwd)
BCQ=$(cd "$(dirname "$BCQ")" && pwd)/$(basename "$BCQ")
same() { # same FILE1 FILE2 WHAT
    if cmp -s "$1" "$2"; then ok; else bad "$3"; diff "$1" "$2" | head -n 10; fi
}

# lld_run V DIR FILE... -- ARG...: ld.lld V (14, 19) run in $tmp/l on a
# copy of DIR's FILEs (-save-temps writes beside its inputs) with
# --why-extract=why.txt -save-temps -o out and ARGs; what it wrote is
# $tmp/l/why.txt and $tmp/l/out.resolution.txt.  1 when it is not
# installed.
lld_run() {
    _d=$(llvm_bindir "$1" ld.lld) || return 1
    _from=$2
    shift 2
    rm -rf "$tmp/l" && mkdir "$tmp/l" || exit 99
    while [ "$1" != -- ]; do
        cp "$_from/$1" "$tmp/l/" || exit 99
        shift
    done
    shift
    (cd "$tmp/l" && "$_d/ld.lld" --why-extract=why.txt -save-temps -o out \
        "$@" >/dev/null 2>&1)
    return 0
}
# lld_same WHAT WHY RES: lld_run's two files against WHY and RES
lld_same() {
    same "$tmp/l/why.txt" "$2" "$1 --why-extract (live)"
    same "$tmp/l/out.resolution.txt" "$3" "$1 resolution (live)"
}

order1="main.o other.o n1.o libn.a libsh.so"
order2="main.o other.o n1.o libsh.so libn.a"
cd "$set_dir" || exit 99
for o in 1 2; do
    if [ $o = 1 ]; then in=$order1 sfx=; else in=$order2 sfx=-shfirst; fi
    # shellcheck disable=SC2086
    "$BCQ" link --why-extract="$tmp/why" --print-resolution="$tmp/res" \
        --print-live $in >"$tmp/live" 2>"$tmp/err" ||
        bad "order $o: exit $?: $(cat "$tmp/err")"
    same "$tmp/why" "why$sfx.txt" "order $o: --why-extract"
    same "$tmp/res" "resolution$sfx.txt" "order $o: --print-resolution"
    # kept because native code or a shared object names them
    for want in "main.o	function	bc_called_by_native" \
        "main.o	function	bc_called_by_shared" \
        "libn.a(bm.o)	function	bm_f"; do
        grep -qx "$want" "$tmp/live" && ok || bad "order $o: not live: $want"
    done
    grep -q "bc_unused" "$tmp/live" && bad "order $o: bc_unused live" || ok
    # live: ld.lld 14 and 19, on a copy (-save-temps writes beside the
    # inputs)
    for v in 14 19; do
        # shellcheck disable=SC2086
        lld_run $v . main.o other.o n1.o libn.a libsh.so -- -e main $in ||
            continue
        lld_same "order $o: ld.lld $v" "why$sfx.txt" "resolution$sfx.txt"
    done
done

# a native member that is damaged fails the link, naming the member
# --whole-archive: libh.a's bitcode member loaded in its place, named
# "libh.a(hh.o at 78)" for LTO and absent from --why-extract
wa="main.o --whole-archive libh.a --no-whole-archive other.o n1.o libn.a libsh.so"
# shellcheck disable=SC2086
"$BCQ" link --why-extract="$tmp/why" --print-resolution="$tmp/res" \
    --print-live $wa >"$tmp/live" 2>"$tmp/err" || bad "whole: exit $?: $(cat "$tmp/err")"
same "$tmp/why" why-whole.txt "whole-archive: --why-extract"
same "$tmp/res" resolution-whole.txt "whole-archive: --print-resolution"
# loaded, yet dead: nothing names h (lld keeps it from nothing either)
if grep -q "	h$" "$tmp/live"; then bad "whole-archive: libh.a(hh.o)'s h live"; else ok; fi
for v in 14 19; do
    # shellcheck disable=SC2086
    lld_run $v . main.o other.o n1.o libn.a libh.a libsh.so -- \
        -e main --allow-shlib-undefined $wa || continue
    lld_same "whole-archive: ld.lld $v" why-whole.txt resolution-whole.txt
done

# runtime library calls (tests/data/link/libcall, gen.sh): the bitcode
# members that define fmod and memcpy are extracted before LTO, in lld's
# order, memcpy's with the helper it calls; the native memset stays lazy
(cd ../libcall && "$BCQ" link --why-extract="$tmp/why" \
    --print-resolution="$tmp/res" m.o libmc.a >/dev/null 2>"$tmp/err") ||
    bad "libcall: exit $?: $(cat "$tmp/err")"
same "$tmp/why" ../libcall/why.txt "libcall: --why-extract"
same "$tmp/res" ../libcall/resolution.txt "libcall: --print-resolution"
for v in 19 14; do
    lld_run $v ../libcall m.o libmc.a -- -e main m.o libmc.a || continue
    # lld 14 extracts the same members and writes no "<libcall>" lines
    want=$tmp/why
    if [ $v = 14 ]; then
        grep -v "^<libcall>" "$tmp/why" >"$tmp/why14"
        want=$tmp/why14
    fi
    lld_same "libcall: ld.lld $v" "$want" "$tmp/res"
done

# embedded and fat LTO objects (tests/data/link/fat, gen.sh): ld.lld links
# -fembed-bitcode objects and members natively, their .llvmbc unread, and
# -ffat-lto-objects ones too unless --fat-lto-objects (ld.lld 17+) has
# their .llvm.lto read as bitcode
fat_in="m.o e1.o f1.o libf.a libe.a"
for sfx in "" -fat; do
    flag=
    [ -n "$sfx" ] && flag=--fat-lto-objects
    # shellcheck disable=SC2086
    (cd ../fat && "$BCQ" link $flag --why-extract="$tmp/why" \
        --print-resolution="$tmp/res" $fat_in >/dev/null 2>"$tmp/err") ||
        bad "fat$sfx: exit $?: $(cat "$tmp/err")"
    same "$tmp/why" "../fat/why$sfx.txt" "fat$sfx: --why-extract"
    same "$tmp/res" "../fat/resolution$sfx.txt" "fat$sfx: --print-resolution"
    for v in 19 14; do
        [ -n "$sfx" ] && [ $v = 14 ] && continue # no --fat-lto-objects
        # shellcheck disable=SC2086
        lld_run $v ../fat $fat_in -- -e main $flag $fat_in || continue
        lld_same "fat$sfx: ld.lld $v" "../fat/why$sfx.txt" \
            "../fat/resolution$sfx.txt"
    done
done

# -shared and --export-dynamic (tests/data/link/export, gen.sh): what is
# exported and what is final, against ld.lld 19's files; live, ld.lld 19
# and 14 -- which also exports the may-omit definition of an archive's
# bitcode member (lib2.a(arb2.o): its LazyArchive symbol is exportDynamic;
# lld 15 and later, and bcq, do not).  Then -shared without -e: no entry
ex_in="s1.o s2.o nat.o c3.o liba.a lib2.a libso.so"
for m in exec shared E; do
    case $m in exec) o= ;; shared) o=-shared ;; E) o=--export-dynamic ;; esac
    # shellcheck disable=SC2086
    (cd ../export && "$BCQ" link $o -e _Z7s2_useri --why-extract="$tmp/xwhy" \
        --print-resolution="$tmp/xres" $ex_in >/dev/null 2>"$tmp/err") ||
        bad "export $m: exit $?: $(cat "$tmp/err")"
    same "$tmp/xwhy" ../export/why-$m.txt "export $m: --why-extract"
    same "$tmp/xres" ../export/res-$m.txt "export $m: --print-resolution"
    for v in 19 14; do
        # shellcheck disable=SC2086
        lld_run $v ../export $ex_in -- $o -e _Z7s2_useri \
            --allow-shlib-undefined $ex_in || continue
        if [ $v = 14 ] && [ $m != exec ]; then
            sed 's/^\(-r=lib2.a(arb2.o at [0-9]*),_Z12ar_omit_onlyi,pl*\)x$/\1/' \
                "$tmp/l/out.resolution.txt" >"$tmp/l/r14" &&
                mv "$tmp/l/r14" "$tmp/l/out.resolution.txt"
        fi
        lld_same "export $m: ld.lld $v" "$tmp/xwhy" "$tmp/xres"
    done
done
# version scripts (vers*.map): what they make local is not exported;
# which pattern decides is lld 19's
for n in 1 2 3 4 5; do
    case $n in
    4) vs="--version-script=vers4a.map --version-script=vers4b.map" ;;
    *) vs="--version-script=vers$n.map" ;;
    esac
    # shellcheck disable=SC2086
    (cd ../export && "$BCQ" link -shared $vs --print-resolution="$tmp/xres" \
        $ex_in >/dev/null 2>"$tmp/err") ||
        bad "version script $n: exit $?: $(cat "$tmp/err")"
    same "$tmp/xres" ../export/res-vers$n.txt "version script $n: --print-resolution"
    for v in 19 14; do
        # lld 14: vers3, vers4 by its order of patterns, vers5 by its
        # lazy-archive export (above)
        case $v$n in 143 | 144 | 145) continue ;; esac
        # shellcheck disable=SC2086
        lld_run $v ../export $ex_in vers1.map vers2.map vers3.map vers4a.map \
            vers4b.map vers5.map -- -shared $vs --allow-shlib-undefined \
            $ex_in || continue
        same "$tmp/l/out.resolution.txt" "$tmp/xres" \
            "version script $n: ld.lld $v resolution (live)"
    done
done
# a script bcq cannot read whole fails the link, naming the place
printf 'V {\n  global: f;\n  extern "C++" { "ns::f()"; };\n};\n' >"$tmp/cxx.map"
printf 'V {\n  global: f\n};\n' >"$tmp/semi.map"
printf 'V {\n  global: f[ab;\n};\n' >"$tmp/glob.map"
printf '{ local: *; };\n' >"$tmp/anon.map"
for m in cxx semi glob anon; do
    vs="--version-script=$tmp/$m.map"
    # an anonymous node with another script's named one: lld refuses it
    [ $m = anon ] && vs="$vs --version-script=../export/vers1.map"
    # shellcheck disable=SC2086
    (cd ../export && "$BCQ" link -shared $vs $ex_in >/dev/null 2>"$tmp/err")
    st=$?
    case $m in cxx) want='3:10: version script: patterns of this language' ;;
    semi) want='2:11: version script: a pattern needs a ";"' ;;
    glob) want='2:11: version script: an invalid glob pattern' ;;
    anon) want='vers1.map: 3:1: version script: an anonymous version node' ;;
    esac
    [ $st -ne 0 ] && grep -q "$want" "$tmp/err" && ok ||
        bad "version script $m: status $st, $(cat "$tmp/err")"
done
(cd ../export && "$BCQ" link -shared --print-resolution="$tmp/xres" \
    --print-live $ex_in >"$tmp/xlive" 2>"$tmp/err") &&
    ! grep -q "entry" "$tmp/err" && grep -qx -- "-r=s2.o,_Z7s2_useri,px" "$tmp/xres" &&
    grep -qx "s1.o	function	def_prot" "$tmp/xlive" &&
    ! grep -q "def_hidden" "$tmp/xlive" && ok ||
    bad "export: -shared without -e: $(cat "$tmp/err")"

if command -v ar >/dev/null 2>&1; then
    cp "$bad_dir/elf_shentsize.bin" "$tmp/broken.o" || exit 99
    (cd "$tmp" && ar rc libbroken.a broken.o 2>/dev/null) || exit 99
    "$BCQ" link main.o "$tmp/libbroken.a" >/dev/null 2>"$tmp/err"
    st=$?
    [ $st -ne 0 ] && grep -q "libbroken.a(broken.o)" "$tmp/err" && ok ||
        bad "a damaged native member: status $st, $(cat "$tmp/err")"
fi

# glibc: the example of issue 24, where the machine has it
libdir=$(gcc -print-multiarch 2>/dev/null)
libdir=/usr/lib/${libdir:-x86_64-linux-gnu}
if [ -f "$libdir/libc.a" ] && [ -f "$libdir/libm.a" ] &&
    [ -f "$libdir/crt1.o" ] && [ -f "$libdir/crti.o" ] &&
    [ -f "$libdir/crtn.o" ]; then
    in="$libdir/crt1.o $libdir/crti.o m.o libh.a $libdir/libm.a $libdir/libc.a $libdir/crtn.o"
    # shellcheck disable=SC2086
    "$BCQ" link -L "$libdir" --why-extract="$tmp/gwhy" \
        --print-resolution="$tmp/gres" $in >/dev/null 2>"$tmp/err" ||
        bad "glibc: exit $?: $(cat "$tmp/err")"
    n=$(($(wc -l <"$tmp/gwhy") - 1))
    [ "$n" -gt 100 ] && ok || bad "glibc: only $n members extracted"
    for v in 14 19; do
        # shellcheck disable=SC2086
        lld_run $v . m.o libh.a -- -static -e main --no-demangle \
            --unresolved-symbols=ignore-all $in || continue
        lld_same "glibc: ld.lld $v ($n members)" "$tmp/gwhy" "$tmp/gres"
    done
else
    echo "mixed.sh: no static glibc in $libdir: its link not compared"
fi

# C++: a bitcode main and a g++ object sharing comdats (an inline
# function, a template's members, std::vector's), statically against the
# system's libstdc++.a, libgcc.a, libgcc_eh.a, libm.a and libc.a, in both
# orders of the two objects.  The comdats' other copies stay definitions
# here where lld makes them undefined (doc/linking.md 6); the outputs are
# still lld's.
gccdir=$(gcc -print-libgcc-file-name 2>/dev/null)
gccdir=${gccdir%/*}
if [ -f "$gccdir/libstdc++.a" ] && [ -f "$gccdir/libgcc_eh.a" ] &&
    [ -f "$gccdir/crtbeginT.o" ] && [ -f "$libdir/libc.a" ] &&
    [ -f "$libdir/crt1.o" ]; then
    for order in "cxxmain.o cxxnat.o" "cxxnat.o cxxmain.o"; do
        in="$libdir/crt1.o $libdir/crti.o $gccdir/crtbeginT.o $order"
        in="$in $gccdir/libstdc++.a $libdir/libm.a $gccdir/libgcc.a"
        in="$in $gccdir/libgcc_eh.a $libdir/libc.a $gccdir/crtend.o $libdir/crtn.o"
        # shellcheck disable=SC2086
        "$BCQ" link -L "$libdir" --why-extract="$tmp/cwhy" \
            --print-resolution="$tmp/cres" --print-live $in \
            >"$tmp/clive" 2>"$tmp/err" ||
            bad "c++ ($order): exit $?: $(cat "$tmp/err")"
        # facts that hold whatever the system's libraries: main prevails
        # in the bitcode, and the native object's call keeps nothing of
        # the bitcode alive that it does not define
        grep -qx -- "-r=cxxmain.o,main,plx" "$tmp/cres" && ok ||
            bad "c++ ($order): main not prevailing in the resolution file"
        grep -qx "cxxmain.o	function	main" "$tmp/clive" && ok ||
            bad "c++ ($order): main not live"
        n=$(grep -c . "$tmp/cwhy")
        for v in 14 19; do
            # shellcheck disable=SC2086
            lld_run $v . cxxmain.o cxxnat.o -- -static -e main --no-demangle \
                --unresolved-symbols=ignore-all $in || continue
            lld_same "c++ ($order): ld.lld $v ($n lines)" "$tmp/cwhy" "$tmp/cres"
        done
    done
else
    echo "mixed.sh: no static libstdc++ in $gccdir: the C++ link not compared"
fi
finish mixed.sh
