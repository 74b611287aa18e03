#!/bin/sh
# Containers through the bcq tool: objects with embedded bitcode
# (tests/data/obj), archives (tests/data/ar) and foreign inputs.
#
# - bcq symbols on every object and archive with a committed NAME.nm (what
#   llvm-nm 14 printed) prints the same text; for an archive, llvm-nm's
#   sections of native members (bcq members says "object") are left out of
#   the expected text: bcq reads bitcode only, and names them on stderr.
#   With llvm-nm installed the comparison is repeated live.
# - function, functions, symtab and info work on a member (ARCHIVE(MEMBER))
#   and on an object: the same answers as on the bitcode extracted from it.
# - each foreign kind is refused with BCQ_E_NOT_BITCODE naming it.
set -u
: "${top_srcdir:=.}" "${BCQ:=./bin/bcq}"
data=$(cd "$top_srcdir/tests/data" && pwd)
# absolute: the listings run inside the fixture's folder, so that llvm-nm's
# headers name the file as given
BCQ=$(cd "$(dirname "$BCQ")" && pwd)/$(basename "$BCQ")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# The expected symbols of FILE from llvm-nm's text $2: the sections of
# members that bcq members calls native objects dropped.
expected() {
    file=$1
    text=$2
    case $file in
    *.a)
        "$BCQ" members "$file" | awk -F'\t' '$5 == "object" { print $2 }' >"$tmp/native"
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

nm14=$(llvm-nm --version 2>/dev/null | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p')
bin19=$(llvm-config-19 --bindir 2>/dev/null || true)
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
    # .llvm.lto); none for fat.o, whose bitcode slices llvm-nm cannot read
    # (gen-obj.sh).
    nm=
    case $(basename "$f") in
    fat.o) ;;
    fatlto.o) [ -n "$bin19" ] && [ -x "$bin19/llvm-nm" ] && nm=$bin19/llvm-nm ;;
    *) [ "$nm14" = 14 ] && nm=llvm-nm ;;
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

echo "containers: $pass passed, $fail failed"
[ "$fail" = 0 ]
