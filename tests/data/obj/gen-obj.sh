#!/bin/sh
# gen-obj.sh - the object fixtures of tests/data/obj (called by
# tests/data/gen.sh; runs from any directory).  clang 14 from PATH, and
# LLVM 19 (llvm-config-19 --bindir) for the FatLTO object and llvm-lipo.
#
#   elf64.o  elf32.o  elfbe.o    -fembed-bitcode: ELF64 x86-64, ELF32 i386,
#                                ELF64 big-endian powerpc64
#   macho.o                      -fembed-bitcode, x86_64-apple-macosx
#   coff.obj                     -fembed-bitcode, x86_64-pc-windows-msvc
#   fat.o                        llvm-lipo of x86_64 and arm64 macho
#                                objects (llvm-lipo stores their bitcode)
#   fat-macho.o                  the same two objects in a universal binary
#                                written here, slices that are Mach-O
#   fatlto.o                     clang 19 -flto -ffat-lto-objects: .llvm.lto
#   marker.o                     -fembed-bitcode=marker: no bitcode
#   native.o native-macho.o native-coff.obj   no bitcode at all
#
# and for each NAME with bitcode NAME.nm (llvm-nm 14 on it; for fat.o,
# llvm-nm on the arm64 and x86_64 objects before lipo, with the headers
# llvm-nm --arch=all prints: llvm-nm cannot read a universal binary whose
# slices are bitcode) and NAME.sections (name, offset and size of the
# bitcode section from llvm-readobj --sections: the numbers bcq must find).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
CLANG=${CLANG:-clang}
LLVM_NM=${LLVM_NM:-llvm-nm}
bin19=$(llvm-config-19 --bindir 2>/dev/null || true)
cc() { # TARGET OUT [FLAGS...]
    t=$1
    o=$2
    shift 2
    "$CLANG" -c -O1 -fdebug-compilation-dir=. -target "$t" "$@" src/obj.c -o "$o"
}
cc x86_64-unknown-linux-gnu elf64.o -fembed-bitcode
cc i686-unknown-linux-gnu elf32.o -fembed-bitcode
cc powerpc64-unknown-linux-gnu elfbe.o -fembed-bitcode
cc x86_64-apple-macosx10.15 macho.o -fembed-bitcode
cc x86_64-pc-windows-msvc coff.obj -fembed-bitcode
cc x86_64-unknown-linux-gnu marker.o -fembed-bitcode=marker
cc x86_64-unknown-linux-gnu native.o
cc x86_64-apple-macosx10.15 native-macho.o
cc x86_64-pc-windows-msvc native-coff.obj
cc arm64-apple-macosx11 macho-arm64.tmp.o -fembed-bitcode
if [ -n "$bin19" ] && [ -x "$bin19/llvm-lipo" ]; then
    "$bin19/llvm-lipo" -create macho.o macho-arm64.tmp.o -output fat.o
    {
        printf '\nfat.o (for architecture x86_64):\n'
        "$LLVM_NM" macho.o
        printf '\nfat.o (for architecture arm64):\n'
        "$LLVM_NM" macho-arm64.tmp.o
    } >fat.nm
else
    echo "gen-obj.sh: no llvm-lipo 19: fat.o kept as it is" >&2
fi
# fat-macho.o: a universal binary whose slices are Mach-O objects with
# __LLVM,__bitcode sections (as lipo, not llvm-lipo, makes them), written
# here: the big-endian fat header, two fat_arch entries, each slice at a
# 4 KB boundary (align 2^12).
be32() { # N: four big-endian bytes
    printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $(($1 >> 24 & 255)) \
        $(($1 >> 16 & 255)) $(($1 >> 8 & 255)) $(($1 & 255)))"
}
s1=$(wc -c <macho.o | tr -d ' ')
s2=$(wc -c <macho-arm64.tmp.o | tr -d ' ')
o2=$(( (4096 + s1 + 4095) / 4096 * 4096 ))
{
    be32 3405691582 # 0xcafebabe
    be32 2
    be32 16777223; be32 3; be32 4096; be32 "$s1"; be32 12   # x86_64
    be32 16777228; be32 0; be32 "$o2"; be32 "$s2"; be32 12  # arm64
    head -c $((4096 - 48)) /dev/zero
    cat macho.o
    head -c $((o2 - 4096 - s1)) /dev/zero
    cat macho-arm64.tmp.o
} >fat-macho.o
# llvm-nm lists a universal binary's Mach-O slices by their native symbols
# (its universal path does not look for bitcode, its thin one does): the
# expected text is llvm-nm on each object before it went in.
{
    printf '\nfat-macho.o (for architecture x86_64):\n'
    "$LLVM_NM" macho.o
    printf '\nfat-macho.o (for architecture arm64):\n'
    "$LLVM_NM" macho-arm64.tmp.o
} >fat-macho.nm
rm -f macho-arm64.tmp.o
if [ -n "$bin19" ] && [ -x "$bin19/clang" ]; then
    "$bin19/clang" -c -O1 -fdebug-compilation-dir=. -target x86_64-unknown-linux-gnu \
        -flto -ffat-lto-objects src/obj.c -o fatlto.o
    "$bin19/llvm-nm" fatlto.o >fatlto.nm
else
    echo "gen-obj.sh: no clang 19: fatlto.o kept as it is" >&2
fi
for f in elf64.o elf32.o elfbe.o macho.o coff.obj; do
    "$LLVM_NM" "$f" >"${f%.*}.nm"
done
# The bitcode section as llvm-readobj --sections describes it, "NAME
# OFFSET SIZE" in decimal (it prints some numbers in hex: printf converts).
for f in elf64.o elf32.o elfbe.o macho.o coff.obj fatlto.o; do
    [ -f "$f" ] || continue
    tool=llvm-readobj
    [ "$f" = fatlto.o ] && [ -n "$bin19" ] && tool=$bin19/llvm-readobj
    "$tool" --sections "$f" | awk '
        /^    Name: / { name = $2 }
        /^    (Offset|PointerToRawData): / { off = $2 }
        /^    (Size|RawDataSize): / { size = $2 }
        /^  }/ {
            if (name == ".llvmbc" || name == ".llvm.lto" || name == "__bitcode")
                print name, off, size
            name = ""
        }' | while read -r name off size; do
        printf '%s %d %d\n' "$name" "$off" "$size"
    done >"${f%.*}.sections"
done
