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
