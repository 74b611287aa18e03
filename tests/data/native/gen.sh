#!/bin/sh
# gen.sh - the native fixtures of tests/native.sh, and their expected
# listings from llvm-nm 19 (llvm-nm 14 prints the same: tests/native.sh
# compares both where installed).  Run from this directory:
#   sh gen.sh
# Needs gcc, clang (with the i386, mips, powerpc64 and Darwin targets), ar
# and llvm-nm, llvm-ar and ld64.lld 19 (llvm-config-19 --bindir).
set -eu
nm=$(llvm-config-19 --bindir)/llvm-nm
cc=gcc
$cc -O1 -fno-asynchronous-unwind-tables -c -o syms.o syms.c
$cc -O1 -fno-asynchronous-unwind-tables -fcommon -c -o syms-common.o syms.c
clang -O1 --target=i386-linux-gnu -c -o syms32.o syms.c
clang -O1 --target=mips-linux-gnu -c -o syms-mips.o syms.c
clang -O1 --target=powerpc64-linux-gnu -c -o syms-ppc64.o syms.c
# machines with mapping symbols ($x, $d, $a, $t): llvm-nm 19 sorts its
# format-specific symbols with the others and drops them when printing; the
# RISC-V -g object has unnamed labels that tie (14 hides them: the one
# difference between 14 and 19 here, tests/native.sh)
clang -O1 --target=aarch64-linux-gnu -c -o syms-arm64.o syms.c
clang -O1 -g --target=armv7-linux-gnueabihf -c -o syms-arm-g.o syms.c
clang -O1 -g --target=riscv64-linux-gnu -c -o syms-rv64-g.o syms.c
# a C++ object: a GNU unique symbol (u), a template's weak definition
cat >uniq.cc <<'CC'
template <class T> struct S { static int n; int get() { static int k; return ++k + n; } };
template <class T> int S<T>::n = 1;
int use() { S<int> s; return s.get(); }
CC
g++ -O1 -fno-asynchronous-unwind-tables -c -o uniq.o uniq.cc
rm -f uniq.cc
# a shared object without libc: no versioned symbols (-D then is the same
# for llvm-nm 14 and 19, which print symbol versions bcq does not read)
$cc -O1 -fPIC -shared -nostdlib -fno-asynchronous-unwind-tables \
    -o libsmall.so syms.c -Wl,--build-id=none -Wl,-z,noseparate-code \
    -Wl,-z,max-page-size=4096 -Wl,-z,norelro
# a shared object with symbol versions: defined (V1, V2, a hidden
# versioned@V1) and needed (puts@GLIBC_2.2.5); -D prints them
$cc -O1 -fPIC -shared -nostartfiles -fno-asynchronous-unwind-tables \
    -o libver.so ver.c -Wl,--version-script=ver.map -Wl,--build-id=none \
    -Wl,-z,noseparate-code -Wl,-z,max-page-size=4096 -Wl,-z,norelro
# an archive that mixes native and bitcode members, and an object with no
# symbol table at all
clang -O1 -flto -c -o bc.o syms.c
printf 'int x;\n' | $cc -x c -c -o empty.o - && strip -s empty.o
rm -f mixed.a && ar rc mixed.a syms.o bc.o empty.o syms32.o && rm -f bc.o
for f in syms.o syms-common.o syms32.o syms-mips.o syms-ppc64.o uniq.o \
    syms-arm64.o syms-arm-g.o syms-rv64-g.o \
    libsmall.so libver.so empty.o mixed.a; do
    "$nm" "$f" >"$f.nm" 2>"$f.err" || true
done
"$nm" -D libsmall.so >libsmall.so.nmD 2>libsmall.so.errD || true
"$nm" -D libver.so >libver.so.nmD 2>libver.so.errD || true
"$nm" -D syms.o >syms.o.nmD 2>syms.o.errD || true
# -D on an archive with a bitcode member: its header, then an error (whose
# text is llvm-nm's own: only stdout is compared)
"$nm" -D mixed.a >mixed.a.nmD 2>/dev/null || true
# the warnings name the file as given: keep the expectations relative
for e in *.err *.errD; do [ -s "$e" ] || rm -f "$e"; done
# COFF (doc/format.md 15.7): clang 14 for the Windows targets, -O0 so that
# the statics stay; -ffunction-sections/-fdata-sections give long section
# names (".text$a_rather_long_function_name" is "/NNN"); mingw has weak
# externals (their aux record searching for the ".weak.*" alias); -g adds
# .debug$S; bigobj.py rewrites the mingw object in the bigobj form; the PE
# images keep a symbol table (lld in mingw mode with -g)
cc14=clang-14
for t in x86_64-pc-windows-msvc:coff-x64 i686-pc-windows-msvc:coff-i386 \
    x86_64-w64-windows-gnu:coff-mingw aarch64-pc-windows-msvc:coff-arm64 \
    thumbv7-pc-windows-msvc:coff-armnt; do
    $cc14 -O0 -fcommon -ffunction-sections -fdata-sections \
        --target=${t%%:*} -c -o ${t#*:}.o coff.c
done
$cc14 -O0 -g --target=x86_64-pc-windows-msvc -c -o coff-x64-g.o coff.c
python3 bigobj.py coff-mingw.o coff-big.o
rm -f coff.a && "$(llvm-config-19 --bindir)/llvm-ar" rc coff.a coff-x64.o \
    coff-i386.o coff-mingw.o
$cc14 -O0 -g --target=x86_64-w64-windows-gnu -fuse-ld=lld -nostdlib \
    -Wl,--entry=start -o coff-pe.exe pe.c
$cc14 -O0 -g --target=i686-w64-windows-gnu -fuse-ld=lld -nostdlib -shared \
    -Wl,--entry=_start -o coff-pe32.dll pe.c
for f in coff-x64.o coff-i386.o coff-mingw.o coff-arm64.o coff-armnt.o \
    coff-x64-g.o coff-big.o coff.a coff-pe.exe coff-pe32.dll; do
    "$nm" "$f" >"$f.nm" 2>"$f.err" || true
done
# Mach-O objects (clang's Darwin targets): 64 and 32-bit, x86 and ARM,
# with and without -fcommon, and a Darwin archive of two of them (its
# symbol table a __.SYMDEF); llvm-nm 14 prints the same
clang -O1 -target x86_64-apple-macosx11 -fcommon -c -o macho-x86_64.o macho.c
clang -O1 -target arm64-apple-macosx11 -c -o macho-arm64.o macho.c
clang -O1 -target i386-apple-macosx10.7 -fcommon -c -o macho-i386.o macho.c
clang -O1 -target armv7-apple-ios9 -c -o macho-armv7.o macho.c
rm -f macho.a
"$(llvm-config-19 --bindir)/llvm-ar" --format=darwin rcs macho.a \
    macho-x86_64.o macho-i386.o
# a linked dylib (MH_DYLIB) and executable (MH_EXECUTE) of the x86_64
# object, by ld64.lld 19 (its undefined symbols left to the loader)
ld64=$(llvm-config-19 --bindir)/ld64.lld
"$ld64" -arch x86_64 -platform_version macos 11.0 11.0 -dylib \
    -o libmacho.dylib macho-x86_64.o -undefined dynamic_lookup
"$ld64" -arch x86_64 -platform_version macos 11.0 11.0 -execute \
    -e _text_global -o macho-exe macho-x86_64.o -undefined dynamic_lookup
# a universal binary of two objects; no slice of this host's arch
# (x86_64), so llvm-nm lists both, as bcq does (llvm-nm --arch=all)
rm -f macho-fat
"$(llvm-config-19 --bindir)/llvm-lipo" -create macho-i386.o macho-arm64.o \
    -output macho-fat
# C++ names, for -C
clang++ -O1 -target arm64-apple-macosx11 -c -o macho-cxx.o macho-cxx.cc
for f in macho-x86_64.o macho-arm64.o macho-i386.o macho-armv7.o macho.a \
    libmacho.dylib macho-exe macho-fat macho-cxx.o; do
    "$nm" "$f" >"$f.nm" 2>"$f.err" || true
done
"$nm" -C macho-cxx.o >macho-cxx.o.nmC
for e in *.err; do [ -s "$e" ] || rm -f "$e"; done
