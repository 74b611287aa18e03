#!/bin/sh
# Containers through the bcq tool: objects with embedded bitcode
# (tests/data/obj), archives (tests/data/ar) and foreign inputs.
#
# - bcq symbols on every object and archive with a committed NAME.nm (what
#   llvm-nm 14 printed) prints the same text; for an archive, llvm-nm's
#   sections of native members that are not ELF (bcq members says
#   "object") are left out of the expected text: bcq reads their bitcode
#   only, and names them on stderr.  ELF members are listed (bcq_native).
#   With llvm-nm installed the comparison is repeated live.
# - function, functions, symtab and info work on a member (ARCHIVE(MEMBER))
#   and on an object: the same answers as on the bitcode extracted from it.
# - each foreign kind is refused with BCQ_E_NOT_BITCODE naming it.
. "${top_srcdir:-.}/tests/lib.sh"
data=$(cd "$top_srcdir/tests/data" && pwd)
# absolute: the listings run inside the fixture's folder, so that llvm-nm's
# headers name the file as given
BCQ=$(cd "$(dirname "$BCQ")" && pwd)/$(basename "$BCQ")

# The expected symbols of FILE from llvm-nm's text $2: the sections of
# members that bcq members calls native objects, and that are not ELF,
# dropped.
expected() {
    file=$1
    text=$2
    case $file in
    *.a)
        # native ELF members are listed (bcq_native); others are not
        "$BCQ" members "$file" | awk -F'\t' '$5 == "object" { print $2 "\t" $3 }' |
            while IFS="$(printf '\t')" read -r m off; do
                magic=$(od -An -c -j "$off" -N 4 "$file" | tr -d ' ')
                [ "$magic" = '177ELF' ] || printf '%s\n' "$m"
            done >"$tmp/native"
        awk -v lib="$file" '
            FILENAME == ARGV[1] { native[$0] = 1; next }
            /^$/ { blank = 1; next }
            blank && /:$/ {
                name = substr($0, 1, length($0) - 1)
                # Mach-O members print as ARCHIVE(MEMBER):
                if (match(name, /\([^()]*\)$/))
                    name = substr(name, RSTART + 1, RLENGTH - 2)
                skip = (name in native)
                if (!skip) print ""
                if (!skip) print
                blank = 0
                next
            }
            { if (blank && !skip) print ""; blank = 0; if (!skip) print }
        ' "$tmp/native" "$text"
        ;;
    *) cat "$text" ;;
    esac
}

nm14=$(d=$(llvm_bindir 14 llvm-nm) && echo "$d/llvm-nm")
nm19=$(d=$(llvm_bindir 19 llvm-nm) && echo "$d/llvm-nm")
nfiles=0
live=0
for f in "$data"/obj/*.o "$data"/obj/*.obj "$data"/ar/*.a; do
    [ -f "$f" ] || continue
    exp=${f%.*}.nm
    [ -f "$exp" ] || continue
    nfiles=$((nfiles + 1))
    expected "$f" "$exp" >"$tmp/exp"
    if (cd "$(dirname "$f")" && "$BCQ" symbols "$(basename "$f")") >"$tmp/out" 2>"$tmp/err" &&
        cmp -s "$tmp/out" "$tmp/exp"; then
        ok
    else
        bad "symbols $f"
        diff "$tmp/out" "$tmp/exp" | head -5
    fi
    # Live: llvm-nm 14, or 19 for the FatLTO object (LLVM 14 does not know
    # .llvm.lto); none for the universal binaries: llvm-nm cannot read
    # fat.o's bitcode slices, and lists fat-macho.o's native symbols
    # (gen-obj.sh).
    nm=
    case $(basename "$f") in
    fat.o | fat-macho.o) ;;
    fatlto.o) nm=$nm19 ;;
    *) nm=$nm14 ;;
    esac
    if [ -n "$nm" ]; then
        (cd "$(dirname "$f")" && "$nm" "$(basename "$f")") >"$tmp/live.nm" 2>/dev/null
        expected "$f" "$tmp/live.nm" >"$tmp/live"
        if cmp -s "$tmp/out" "$tmp/live"; then ok; else bad "symbols $f (live $nm)"; fi
        live=$((live + 1))
    fi
done
[ "$nfiles" -ge 7 ] || bad "only $nfiles object or archive fixtures with a .nm"
echo "containers: $nfiles objects and archives against committed llvm-nm output, $live live"

# The other commands on a member, an object and a slice answer as they do
# on the bitcode alone (the member's file, the section cut out with dd):
# the function list without its bit offsets (they count from the start of
# the member or object), a body's instructions, the SYMTAB.
same() { # WHAT FILE-A FILE-B ARGS...: bcq ARGS on both, equal and non-empty
    what=$1
    a=$2
    b=$3
    shift 3
    "$BCQ" "$@" "$a" >"$tmp/sa" 2>&1
    "$BCQ" "$@" "$b" >"$tmp/sb" 2>&1
    if [ -s "$tmp/sa" ] && cmp -s "$tmp/sa" "$tmp/sb"; then ok; else
        bad "$what: bcq $* differs on $a and $b"
        diff "$tmp/sa" "$tmp/sb" | head -4
    fi
}
cut_section() { # OBJECT: its bitcode section, from NAME.sections
    read -r _ off size <"${1%.*}.sections"
    dd if="$1" of="$tmp/section.bc" bs=1 skip="$off" count="$size" 2>/dev/null
}
ar=$data/ar
for m in alpha.o beta.o a_rather_long_member_name.o; do
    for a in gnu llvm bsd thin; do
        mem="$ar/$a.a($m)"
        [ $a = thin ] && mem="$ar/thin.a(members/$m)"
        same "functions $a.a($m)" "$mem" "$ar/members/$m" functions
        same "symtab $a.a($m)" "$mem" "$ar/members/$m" symtab
    done
done
"$BCQ" functions "$ar/gnu.a(alpha.o)" | cut -f1,2,4- >"$tmp/fa"
"$BCQ" functions "$ar/members/alpha.o" | cut -f1,2,4- >"$tmp/fb"
if [ -s "$tmp/fa" ] && cmp -s "$tmp/fa" "$tmp/fb"; then ok; else bad "functions gnu.a(alpha.o)"; fi
same "function --insts in an archive" "$ar/bsd.a(beta.o)" "$ar/members/beta.o" function beta_value --insts
# function over a whole archive: the first member that defines NAME
same "function over gnu.a" "$ar/gnu.a" "$ar/members/beta.o" function beta_value --insts
for o in elf64.o elf32.o elfbe.o macho.o coff.obj; do
    cut_section "$data/obj/$o"
    same "function --insts in $o" "$data/obj/$o" "$tmp/section.bc" function obj_entry --insts
    "$BCQ" functions "$data/obj/$o" | cut -f1,2,4- >"$tmp/fa"
    "$BCQ" functions "$tmp/section.bc" | cut -f1,2,4- >"$tmp/fb"
    if [ -s "$tmp/fa" ] && cmp -s "$tmp/fa" "$tmp/fb"; then ok; else bad "functions $o"; fi
    same "symtab $o" "$data/obj/$o" "$tmp/section.bc" symtab
    "$BCQ" info "$data/obj/$o" | grep -q '^chain: .*> section name=' && ok || bad "info chain $o"
done
cut_section "$data/obj/macho.o"
"$BCQ" function "$data/obj/fat.o" obj_entry --insts --arch x86_64 >"$tmp/fa" 2>&1
"$BCQ" function "$tmp/section.bc" obj_entry --insts >"$tmp/fb" 2>&1
if [ -s "$tmp/fa" ] && cmp -s "$tmp/fa" "$tmp/fb"; then ok; else bad "function in fat.o --arch x86_64"; fi
for arch in x86_64 arm64; do
    "$BCQ" functions "$data/obj/fat-macho.o" --arch $arch | cut -f1,2,4- >"$tmp/fa"
    "$BCQ" functions "$data/obj/fat.o" --arch $arch | cut -f1,2,4- >"$tmp/fb"
    if [ -s "$tmp/fa" ] && cmp -s "$tmp/fa" "$tmp/fb"; then ok; else bad "functions fat-macho.o --arch $arch"; fi
    "$BCQ" symtab "$data/obj/fat-macho.o" --arch $arch >"$tmp/fa"
    "$BCQ" symtab "$data/obj/fat.o" --arch $arch >"$tmp/fb"
    if [ -s "$tmp/fa" ] && cmp -s "$tmp/fa" "$tmp/fb"; then ok; else bad "symtab fat-macho.o --arch $arch"; fi
    "$BCQ" info "$data/obj/fat-macho.o" --arch $arch |
        grep -q "^chain: universal arch=$arch offset=[0-9]* size=[0-9]* > macho bits=64 arch=$arch > section name=__LLVM,__bitcode" && ok ||
        bad "info chain fat-macho.o --arch $arch"
done
"$BCQ" function "$data/obj/fat.o" obj_entry >/dev/null 2>"$tmp/err"
grep -q 'BCQ_E_AMBIGUOUS' "$tmp/err" && ok || bad "function in fat.o without --arch: $(cat "$tmp/err")"
"$BCQ" info "$ar/thin.a(members/beta.o)" | grep -q '^chain: archive format=thin > member name=members/beta.o' && ok || bad "info chain thin.a"
"$BCQ" members "$ar/mixed.a" >"$tmp/m"
printf '0\talpha.o\t%s\t2612\tbitcode\n1\tnative.o\t%s\t%s\tobject\n2\tnotes.txt\t%s\t14\tother\n' \
    "$(awk -F'\t' 'NR == 1 { print $3 }' "$tmp/m")" "$(awk -F'\t' 'NR == 2 { print $3 }' "$tmp/m")" \
    "$(awk '$1 == "native.o" { print $2 }' "$ar/mixed.sizes")" "$(awk -F'\t' 'NR == 3 { print $3 }' "$tmp/m")" >"$tmp/mexp"
if cmp -s "$tmp/m" "$tmp/mexp" && cut -f2 "$tmp/m" | cmp -s - "$ar/mixed.members"; then ok; else bad "members mixed.a"; cat "$tmp/m"; fi
for a in gnu llvm bsd thin thinlto mixed; do
    "$BCQ" members "$ar/$a.a" | awk -F'\t' '{ print $2, $4 }' >"$tmp/sizes"
    if cmp -s "$tmp/sizes" "$ar/$a.sizes"; then ok; else bad "members $a.a: names and sizes"; fi
done
"$BCQ" function "$ar/gnu.a(nosuch.o)" alpha >/dev/null 2>&1
[ $? = 1 ] && ok || bad "a missing member is exit 1"

# Foreign inputs: BCQ_E_NOT_BITCODE, naming what they are.
foreign() { # FILE KIND-TEXT
    "$BCQ" info "$1" >/dev/null 2>"$tmp/err"
    st=$?
    if [ $st = 3 ] && grep -q "$2" "$tmp/err" && grep -q 'BCQ_E_NOT_BITCODE' "$tmp/err"; then
        ok
    else
        bad "foreign $1: exit $st, $(cat "$tmp/err")"
    fi
}
gzip -c "$data/cat.bc" >"$tmp/x.gz"
printf '#!/bin/sh\necho hi\n' >"$tmp/x.sh"
printf '\000asm\001\000\000\000' >"$tmp/x.wasm"
printf 'MZ\220\000\003\000\000\000' >"$tmp/x.exe"
: >"$tmp/empty"
printf 'hello, world\n' >"$tmp/x.txt"
printf '; ModuleID = x\n' >"$tmp/x.ll"
printf '\050\265\057\375\000\000' >"$tmp/x.zst"
printf '\375\067\172\130\132\000\000' >"$tmp/x.xz"
printf 'BZh91AY' >"$tmp/x.bz2"
printf 'PK\003\004\024\000' >"$tmp/x.zip"
printf '\312\376\272\276\000\000\000\064' >"$tmp/x.class"
printf '\216\251\300\267\005\377\000\001' >"$tmp/x.bin"
foreign "$tmp/x.gz" 'gzip data'
foreign "$tmp/x.sh" 'script'
foreign "$tmp/x.wasm" 'WebAssembly'
foreign "$tmp/x.exe" 'PE executable'
foreign "$tmp/empty" 'empty'
foreign "$tmp/x.txt" 'text'
foreign "$tmp/x.ll" 'LLVM assembly text'
foreign "$tmp/x.zst" 'zstd data'
foreign "$tmp/x.xz" 'xz data'
foreign "$tmp/x.bz2" 'bzip2 data'
foreign "$tmp/x.zip" 'zip archive'
foreign "$tmp/x.class" 'Java class'
foreign "$tmp/x.bin" 'unknown data'

# A bitcode file cut short is BCQ_E_TRUNCATED, wherever the cut falls (a
# sample of cuts here; every byte in check_container's cut_every_byte).
n=$(wc -c <"$data/cat.bc")
for cut in 2 5 9 30 100 1000 4000 $((n - 1)); do
    head -c "$cut" "$data/cat.bc" >"$tmp/cut.bc"
    "$BCQ" info "$tmp/cut.bc" >/dev/null 2>"$tmp/err"
    if grep -q 'BCQ_E_TRUNCATED' "$tmp/err"; then ok; else bad "cut at $cut: $(cat "$tmp/err")"; fi
done

finish containers
