#!/bin/sh
# corpus.sh - build the benchmark's input files (see bench/README).
#
# Usage: corpus.sh [-j JOBS] [DIR]
#
#   DIR     where to put them (default: bench/corpus, next to this script;
#           git-ignored)
#   -j N    compile N SQLite variants at a time (default: nproc)
#
# Files already in DIR are kept, so a second run only builds what is
# missing (delete a file to rebuild it).  At the end the sizes and SHA-256
# of every file are printed (and written to DIR/SHA256SUMS).
#
#   sqlite-O0-g.bc     SQLite 3.53.2 amalgamation, clang -O0 -g
#   sqlite-O0.bc       the same without -g
#   sqlite-O2-g.bc     -O2 -g
#   sqlite-O2.bc       -O2
#   sqlite-thinlto.bc  -flto=thin -O2 (ThinLTO: summary, module hash)
#   sqlite-linked.bc   six copies of SQLite (-O0 -g, -O1 -g, -O2 -g,
#                      -O3 -g, -Os -g, -Oz -g) merged by one llvm-link run;
#                      the external symbols of copies 2..6 are renamed with
#                      -D macros (O1g_sqlite3_open, ...) so they do not
#                      collide, their static functions are renamed by
#                      llvm-link itself (name.1, name.2, ...)
#   synthetic-60k.bc   bench/gen-synthetic.sh, 60 000 functions (default
#                      SCALE 100): about 108 MB
#   synthetic-100k.bc  bench/gen-synthetic.sh, 100 000 functions, SCALE 60:
#                      about 134 MB
#   sqlite-O2-clang19.bc    sqlite-O2.bc's source and flags, built by clang 19
#   sqlite-O2-g-clang19.bc  sqlite-O2-g.bc's, built by clang 19
#                      (only when clang 19 is found: CLANG19, else the clang
#                      of `llvm-config-19 --bindir`, else clang-19; Debian:
#                      apt-get install clang-19; without it they are
#                      skipped with a message)
#
# The SQLite source comes from the npm registry: `npm pack
# better-sqlite3@12.11.1`, whose tarball's SHA-256 is checked, holds the
# amalgamation as package/deps/sqlite3/sqlite3.c.  Every file is built for
# the fixed target x86_64-pc-linux-gnu with the source directory mapped to
# /sqlite (-ffile-prefix-map), so the output does not depend on the host or
# on DIR: the same clang gives the same bytes.
#
# Needs npm, clang, llvm-nm and llvm-link (LLVM 14 tested), and python3 for
# gen-synthetic.sh.  CLANG, CLANG19, LLVM_LINK, LLVM_NM and NPM in the
# environment name other binaries.  Peak memory is that of
# gen-synthetic.sh: 1.7 GB (llvm-link of the 100 000-function module; 200 s
# on two cores).
set -eu

prog=corpus.sh
die() {
    echo "$prog: $*" >&2
    exit 2
}

SQLITE_PKG=better-sqlite3@12.11.1
SQLITE_TGZ=better-sqlite3-12.11.1.tgz
SQLITE_TGZ_SHA256=ebf0ed75a7a59dbcb3b24bbd014ef49d9f15bc328e4adcbf516f2a8fadfa2835
SQLITE_VERSION=3.53.2
TARGET=x86_64-pc-linux-gnu

CLANG=${CLANG:-clang}
CLANG19=${CLANG19:-}
LLVM_LINK=${LLVM_LINK:-llvm-link}
LLVM_NM=${LLVM_NM:-llvm-nm}
NPM=${NPM:-npm}

here=$(cd "$(dirname "$0")" && pwd)

# Internal entry point, run by xargs below: compile one SQLite variant.
#   corpus.sh --cc OUT [PREFIX] -- CFLAGS...
# PREFIX (optional): rename the external symbols with PREFIX_ (the list is
# DIR/parts/externs.txt).  DIR comes from the environment (CORPUS_DIR).
if [ "${1:-}" = --cc ]; then
    out=$2
    shift 2
    prefix=
    if [ "$1" != -- ]; then
        prefix=$1
        shift
    fi
    shift # --
    dir=$CORPUS_DIR
    src=$dir/src
    flags=$*
    incl=
    if [ -n "$prefix" ]; then
        incl=$dir/parts/rename-$prefix.h
        awk -v p="$prefix" '{ print "#define " $1 " " p "_" $1 }' \
            "$dir/parts/externs.txt" >"$incl"
        set -- "$@" -include "$incl"
    fi
    # The clang 19 files: same source and flags, another compiler.
    cc=$CLANG
    by=
    case $(basename "$out") in
    *clang19*)
        cc=$CLANG19
        by=", clang 19"
        ;;
    esac
    start=$(date +%s)
    (
        cd "$src"
        "$cc" --target=$TARGET "$@" -w -c -emit-llvm \
            -ffile-prefix-map="$src"=/sqlite -o "$out.tmp" sqlite3.c
    )
    mv "$out.tmp" "$out"
    echo "$prog: built $(basename "$out") ($flags${prefix:+, externs renamed ${prefix}_*}$by) in $(($(date +%s) - start)) s" >&2
    exit 0
fi

jobs=
while getopts j:h opt; do
    case $opt in
    j) jobs=$OPTARG ;;
    h)
        sed -n '4,11p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -le 1 ] || die "usage: corpus.sh [-j JOBS] [DIR]"
[ -n "$jobs" ] || jobs=$(nproc 2>/dev/null || echo 2)

dir=${1:-$here/corpus}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
src=$dir/src
mkdir -p "$src" "$dir/parts"

for tool in "$CLANG" "$LLVM_LINK" "$LLVM_NM"; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool not found"
done

# clang 19, for the two *-clang19.bc files (optional).
if [ -z "$CLANG19" ]; then
    if command -v llvm-config-19 >/dev/null 2>&1 &&
        [ -x "$(llvm-config-19 --bindir)/clang" ]; then
        CLANG19=$(llvm-config-19 --bindir)/clang
    elif command -v clang-19 >/dev/null 2>&1; then
        CLANG19=clang-19
    fi
fi
if [ -n "$CLANG19" ] && "$CLANG19" --version 2>/dev/null | head -n 1 |
    grep -q 'clang version 19\.'; then
    echo "$prog: clang 19: $CLANG19 ($("$CLANG19" --version | head -n 1)): building sqlite-O2-clang19.bc and sqlite-O2-g-clang19.bc" >&2
else
    echo "$prog: no clang 19 (${CLANG19:-neither llvm-config-19 nor clang-19 found}${CLANG19:+ is not version 19}): skipping sqlite-O2-clang19.bc and sqlite-O2-g-clang19.bc (Debian: apt-get install clang-19)" >&2
    CLANG19=
fi
export CORPUS_DIR="$dir" CLANG CLANG19

sha256() {
    sha256sum "$1" | cut -d' ' -f1
}

# 1. The SQLite amalgamation.
if [ ! -f "$src/sqlite3.c" ]; then
    if [ ! -f "$src/$SQLITE_TGZ" ]; then
        command -v "$NPM" >/dev/null 2>&1 || die "$NPM not found"
        echo "$prog: npm pack $SQLITE_PKG" >&2
        (cd "$src" && "$NPM" pack --silent "$SQLITE_PKG" >/dev/null)
    fi
    sum=$(sha256 "$src/$SQLITE_TGZ")
    if [ "$sum" != "$SQLITE_TGZ_SHA256" ]; then
        mv "$src/$SQLITE_TGZ" "$src/$SQLITE_TGZ.bad"
        die "$SQLITE_TGZ: sha256 $sum, expected $SQLITE_TGZ_SHA256 (moved to $SQLITE_TGZ.bad)"
    fi
    tar -xzf "$src/$SQLITE_TGZ" -O package/deps/sqlite3/sqlite3.c \
        >"$src/sqlite3.c.tmp"
    grep -q "^#define SQLITE_VERSION  *\"$SQLITE_VERSION\"" "$src/sqlite3.c.tmp" ||
        die "sqlite3.c in $SQLITE_TGZ is not SQLite $SQLITE_VERSION"
    mv "$src/sqlite3.c.tmp" "$src/sqlite3.c"
fi

# 2. The SQLite variants, and the copies for the linked module, -j at a
# time.  The external symbols are those of the -O0 build.
if [ ! -f "$dir/sqlite-O0.bc" ]; then
    "$0" --cc "$dir/sqlite-O0.bc" -- -O0
fi
if [ ! -f "$dir/parts/externs.txt" ]; then
    "$LLVM_NM" --defined-only --extern-only "$dir/sqlite-O0.bc" |
        awk '{ print $NF }' >"$dir/parts/externs.tmp"
    mv "$dir/parts/externs.tmp" "$dir/parts/externs.txt"
fi
linked_parts="O0g O1g O2g O3g Osg Ozg"
{
    # OUT [PREFIX] -- FLAGS (no spaces inside a field)
    echo "$dir/sqlite-O0-g.bc -- -O0 -g"
    echo "$dir/sqlite-O2.bc -- -O2"
    echo "$dir/sqlite-O2-g.bc -- -O2 -g"
    echo "$dir/sqlite-thinlto.bc -- -flto=thin -O2"
    if [ -n "$CLANG19" ]; then
        echo "$dir/sqlite-O2-clang19.bc -- -O2"
        echo "$dir/sqlite-O2-g-clang19.bc -- -O2 -g"
    fi
    if [ ! -f "$dir/sqlite-linked.bc" ]; then
        for p in $linked_parts; do
            o=$(echo "$p" | sed 's/g$//')
            if [ "$p" = O0g ]; then
                echo "$dir/parts/$p.bc -- -$o -g"
            else
                echo "$dir/parts/$p.bc $p -- -$o -g"
            fi
        done
    fi
} | while read -r out rest; do
    [ -f "$out" ] || echo "$out $rest"
done | xargs -r -L 1 -P "$jobs" "$0" --cc

# 3. The linked module.
if [ ! -f "$dir/sqlite-linked.bc" ]; then
    start=$(date +%s)
    set --
    for p in $linked_parts; do
        set -- "$@" "$dir/parts/$p.bc"
    done
    "$LLVM_LINK" -o "$dir/sqlite-linked.bc.tmp" "$@"
    mv "$dir/sqlite-linked.bc.tmp" "$dir/sqlite-linked.bc"
    echo "$prog: linked sqlite-linked.bc in $(($(date +%s) - start)) s" >&2
    for p in $linked_parts; do
        rm -f "$dir/parts/$p.bc" "$dir/parts/rename-$p.h"
    done
fi

# 4. The synthetic modules (one at a time: each uses every core).
synth() {
    out=$dir/$1
    shift
    [ ! -f "$out" ] || return 0
    start=$(date +%s)
    "$here/gen-synthetic.sh" -j "$jobs" "$out" "$@"
    echo "$prog: built $(basename "$out") (gen-synthetic.sh $*) in $(($(date +%s) - start)) s" >&2
}
synth synthetic-60k.bc 60000
synth synthetic-100k.bc 100000 60

# 5. Sizes and checksums.
(
    cd "$dir"
    sha256sum -- *.bc >SHA256SUMS.tmp
    mv SHA256SUMS.tmp SHA256SUMS
    for f in *.bc; do
        size=$(wc -c <"$f")
        printf '%-24s %12d bytes %8.1f MB  %s\n' "$f" "$size" \
            "$(echo "$size" | awk '{ print $1 / 1e6 }')" \
            "$(grep " $f\$" SHA256SUMS | cut -c1-16)"
    done
)
