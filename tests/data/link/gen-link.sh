#!/bin/sh
# gen-link.sh - build the `bcq link` fixtures ("link sets") in
# tests/data/link/VARIANT/ from the sources in src/, with the LLVM oracle
# outputs next to them.
#
# Usage: sh tests/data/link/gen-link.sh [VARIANT...]   (any directory)
#
# Variants (default: all six):
#   c14-thin   clang 14 -flto=thin        c19-thin   clang 19 -flto=thin
#   c14-full   clang 14 -flto             c19-full   clang 19 -flto
#   c14-plain  clang 14 -c -emit-llvm     c19-plain  clang 19 -c -emit-llvm
# LLVM 14 tools come from $LLVM14_BIN (default /usr/lib/llvm-14/bin), LLVM 19
# tools from $LLVM19_BIN (default /usr/lib/llvm-19/bin).  A variant whose
# LLVM is missing is skipped with a message.  Each variant uses only its
# own LLVM's clang, llvm-ar, ld.lld, llvm-link, opt and llvm-dis.
#
# Every compile: -O1 -target x86_64-unknown-linux-gnu
# -fdebug-compilation-dir=. (main.c and other.c also -fcommon).
#
# Written into VARIANT/:
#   main.o other.o shape.o   the command-line objects (bitcode)
#   libpre.a liba.a libb.a   archives made with `llvm-ar rcD` (deterministic)
#                            from plain member names (a1.o, b3.o, ...)
#   cmdline                  the link inputs in command-line order, one a line
#   roots                    extra roots (the linker's -u symbols), one a line;
#                            `main` is an implicit root (-e main)
#   why.txt                  ld.lld --why-extract, names mangled (--no-demangle)
#   why-demangled.txt        the same without --no-demangle
#   resolution.txt           what lld told LTO of each bitcode symbol: the
#                            OUT.resolution.txt of the same link with
#                            -save-temps (writeToResolutionFile)
#   live.txt                 the defined global values LLVM keeps: llvm-link
#                            of the command-line objects and of the members
#                            ld.lld extracted (why.txt column 2), then
#                            opt -passes=internalize,globaldce with
#                            -internalize-public-api-list=main,ROOTS; one
#                            "KIND<TAB>NAME" a line, KIND one of function,
#                            variable, alias, ifunc; NAME as llvm-dis prints
#                            it without the '@' (quotes kept); LC_ALL=C sort
#   undefined.txt            the declarations left in that module (functions
#                            and external variables) but llvm.* intrinsics,
#                            "KIND<TAB>NAME", sorted
#
# The link is
#   ld.lld --why-extract=why.txt -e main -u ROOT... --no-demangle \
#          --unresolved-symbols=ignore-all -o TMP/out $(cat cmdline)
# run inside VARIANT/.  No libc or libstdc++ is linked, hence
# --unresolved-symbols=ignore-all (__cxa_*, __gxx_personality_v0, ...).
# No other flag is needed: ld.lld 14 and 19 both accept the plain
# -emit-llvm objects (no summary; they go to the regular LTO partition).
# ld.lld 14 writes the --why-extract file only after LTO code generation
# succeeded (a codegen error leaves no file); ld.lld 19 writes it before LTO.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
cd "$here"

LLVM14_BIN=${LLVM14_BIN:-/usr/lib/llvm-14/bin}
LLVM19_BIN=${LLVM19_BIN:-/usr/lib/llvm-19/bin}

variants=${*:-c14-thin c14-full c14-plain c19-thin c19-full c19-plain}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gen-link.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM

run() {
    echo "+ $*"
    "$@"
}

# inputs on the command line, in order; archives and their members
CMDLINE="libpre.a main.o other.o shape.o liba.a libb.a"
ROOTS="u_root_func"
C_OBJS="main other"              # -fcommon
CXX_OBJS="shape"
LIBPRE="pre1 pre2 pre3"
LIBA="a1 a2 a3 a4"
LIBB_C="b1 b2"
LIBB_CXX="b3"

# awk program: llvm-dis output -> "KIND<TAB>NAME" lines, defined values when
# want=def, declarations (no llvm.* intrinsics) when want=undef
DIS_AWK='
function gname(s,    p, t) {
    # the first global name in s (@"quoted" or @plain), without the @
    p = index(s, "@")
    if (p == 0)
        return ""
    t = substr(s, p)
    if (match(t, /^@"([^"\\]|\\.)*"/) || match(t, /^@[-a-zA-Z$._0-9]+/))
        return substr(t, 2, RLENGTH - 1)
    return ""
}
function emit(kind, name, isdef) {
    if (name == "")
        return
    if (want == "def" && isdef)
        printf "%s\t%s\n", kind, name
    if (want == "undef" && !isdef && name !~ /^"?llvm\./)
        printf "%s\t%s\n", kind, name
}
/^define / { emit("function", gname($0), 1); next }
/^declare / { emit("function", gname($0), 0); next }
/^@/ {
    name = gname($0)
    rest = $0
    # skip the name: the text after the first " = " that follows it
    rest = substr(rest, length(name) + 2)
    sub(/^ = /, "", rest)
    nw = split(rest, w, " ")
    kind = ""; decl = 0
    for (i = 1; i <= nw; i++) {
        if (i == 1 && (w[i] == "external" || w[i] == "extern_weak"))
            decl = 1
        if (w[i] == "alias") { kind = "alias"; break }
        if (w[i] == "ifunc") { kind = "ifunc"; break }
        if (w[i] == "global" || w[i] == "constant") { kind = "variable"; break }
    }
    if (kind == "")
        kind = "variable"
    if (kind != "variable")
        decl = 0
    emit(kind, name, !decl)
}
'

gen_variant() {
    v=$1
    case $v in
    c14-*) bin=$LLVM14_BIN; major=14 ;;
    c19-*) bin=$LLVM19_BIN; major=19 ;;
    *) echo "gen-link.sh: unknown variant '$v'" >&2; exit 1 ;;
    esac
    case $v in
    *-thin)  mode="-flto=thin" ;;
    *-full)  mode="-flto" ;;
    *-plain) mode="-emit-llvm" ;;
    esac
    for t in clang clang++ llvm-ar ld.lld llvm-link opt llvm-dis; do
        if ! [ -x "$bin/$t" ]; then
            echo "gen-link.sh: $bin/$t not found: $v skipped" >&2
            return 0
        fi
    done
    have=$("$bin/clang" --version | sed -n 's/.*clang version \([0-9][0-9]*\)\..*/\1/p' | sed 1q)
    if [ "$have" != "$major" ]; then
        echo "gen-link.sh: $bin/clang is clang '${have:-?}', not $major: $v skipped" >&2
        return 0
    fi

    echo "== $v ($("$bin/clang" --version | sed 1q))"
    flags="-O1 -target x86_64-unknown-linux-gnu -fdebug-compilation-dir=. $mode"
    rm -rf "$v"
    mkdir "$v"
    w=$tmp/$v
    mkdir -p "$w/pre" "$w/a" "$w/b" "$w/x"

    # command-line objects
    for f in $C_OBJS; do
        run "$bin/clang" $flags -fcommon -c "src/$f.c" -o "$v/$f.o"
    done
    for f in $CXX_OBJS; do
        run "$bin/clang++" $flags -c "src/$f.cpp" -o "$v/$f.o"
    done
    # archive members, built in a scratch dir so their names are plain
    for f in $LIBPRE; do run "$bin/clang" $flags -c "src/$f.c" -o "$w/pre/$f.o"; done
    for f in $LIBA; do run "$bin/clang" $flags -c "src/$f.c" -o "$w/a/$f.o"; done
    for f in $LIBB_C; do run "$bin/clang" $flags -c "src/$f.c" -o "$w/b/$f.o"; done
    for f in $LIBB_CXX; do run "$bin/clang++" $flags -c "src/$f.cpp" -o "$w/b/$f.o"; done
    top=$here/$v
    (cd "$w/pre" && run "$bin/llvm-ar" rcD "$top/libpre.a" $(for f in $LIBPRE; do echo "$f.o"; done))
    (cd "$w/a" && run "$bin/llvm-ar" rcD "$top/liba.a" $(for f in $LIBA; do echo "$f.o"; done))
    (cd "$w/b" && run "$bin/llvm-ar" rcD "$top/libb.a" $(for f in $LIBB_C $LIBB_CXX; do echo "$f.o"; done))

    for f in $CMDLINE; do echo "$f"; done > "$v/cmdline"
    for r in $ROOTS; do echo "$r"; done > "$v/roots"

    # the link: which members does lld extract, and why
    uflags=
    for r in $ROOTS; do uflags="$uflags -u $r"; done
    (cd "$v" &&
     run "$bin/ld.lld" --why-extract=why.txt -e main $uflags --no-demangle \
         --unresolved-symbols=ignore-all -o "$w/out" $CMDLINE &&
     run "$bin/ld.lld" --why-extract=why-demangled.txt -e main $uflags \
         --unresolved-symbols=ignore-all -o "$w/out" $CMDLINE &&
     rm -rf "$w/st" && mkdir "$w/st" && cp $CMDLINE "$w/st/" &&
     # -save-temps writes ThinLTO's temporaries beside the inputs: a copy
     (cd "$w/st" && run "$bin/ld.lld" -save-temps -e main $uflags \
         --unresolved-symbols=ignore-all -o res $CMDLINE) &&
     cp "$w/st/res.resolution.txt" resolution.txt)

    # what LLVM keeps: llvm-link the loaded inputs (command-line objects,
    # and in place of each archive the members extracted from it, in
    # why.txt order), internalize all but main and the roots, globaldce
    inputs=
    for f in $CMDLINE; do
        case $f in
        *.a)
            mem=$(awk -F '\t' -v a="$f" 'NR > 1 {
                      p = index($2, "(")
                      if (p > 0 && substr($2, 1, p - 1) == a)
                          print substr($2, p + 1, length($2) - p - 1)
                  }' "$v/why.txt")
            for m in $mem; do
                mkdir -p "$w/x/$f"
                (cd "$w/x/$f" && "$bin/llvm-ar" x "$top/$f" "$m")
                inputs="$inputs $w/x/$f/$m"
            done
            ;;
        *) inputs="$inputs $v/$f" ;;
        esac
    done
    api=main
    for r in $ROOTS; do api="$api,$r"; done
    run "$bin/llvm-link" $inputs -o "$w/linked.bc"
    run "$bin/opt" -passes='internalize,globaldce' \
        -internalize-public-api-list="$api" "$w/linked.bc" -o "$w/opt.bc"
    "$bin/llvm-dis" "$w/opt.bc" -o "$w/opt.ll"
    awk -v want=def "$DIS_AWK" "$w/opt.ll" | LC_ALL=C sort > "$v/live.txt"
    awk -v want=undef "$DIS_AWK" "$w/opt.ll" | LC_ALL=C sort > "$v/undefined.txt"
    echo "   $(wc -l < "$v/live.txt") live, $(wc -l < "$v/undefined.txt") undefined"
}

for v in $variants; do
    gen_variant "$v"
done
