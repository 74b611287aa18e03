#!/bin/sh
# The ABI of libbcq.so against the committed baseline tests/abi/libbcq.abi
# -- or, with BCQ_ABI_LIB=libbcq-link (tests/check-abi-link.sh), the ABI of
# libbcq-link.so against tests/abi/libbcq-link.abi, node BCQ_LINK_<N>
# (libabigail's ABIXML, written by this script's --update; README,
# "Versions").  abidw describes the library just built -- its exported
# functions with their symbol versions, and the types of include/bcq.h they
# reach; the library's own types stay opaque -- and abidiff compares the
# baseline with it:
#
#   same soname      every change abidiff reports, other than added
#                    functions, fails: a struct that grows or changes
#                    shape, a parameter or return type changed, a function
#                    removed.  abidiff sets bit 8 (incompatible) only for a
#                    removed symbol and bit 4 (changed) for the rest, so
#                    both fail.  Added functions pass (the report lists
#                    them; --update records them).
#   larger soname    a declared break (README: the version, -version-info
#                    and the version node moved together): passes, shows
#                    what changed (the baseline renamed to the new soname
#                    and node, against the library) and says the baseline
#                    must be regenerated.
#   smaller soname   fails: the library is older than its baseline.
#
# Whatever the baseline, the exported names must carry the version node
# BCQ_<N> of the soname libbcq.so.<N>.  Skips (77) when abidw or abidiff is
# missing, when the library was linked without the version script
# (configure --disable-version-script: the baseline records BCQ_ versions),
# when it has no debug info (built without -g), or when it was built for
# another architecture than the baseline's.
#
#   tests/check-abi.sh            the check (make check runs it)
#   tests/check-abi.sh --update   rewrite the baseline from the library
#                                 built (make abi-baseline); refuses to
#                                 record, under the same soname, a change
#                                 the check would fail, or another
#                                 architecture, unless --force is given too
set -u
srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
name=${BCQ_ABI_LIB:-libbcq}
case $name in
libbcq) node=BCQ ;;
libbcq-link) node=BCQ_LINK ;;
*) echo "$0: BCQ_ABI_LIB is libbcq or libbcq-link" >&2; exit 99 ;;
esac
lib="$builddir/lib/.libs/$name.so"
baseline="$srcdir/tests/abi/$name.abi"

update=no
force=no
for arg; do
    case $arg in
    --update) update=yes ;;
    --force) force=yes ;;
    *) echo "usage: $0 [--update [--force]]" >&2; exit 99 ;;
    esac
done
[ $force = no ] || [ $update = yes ] || {
    echo "$0: --force goes with --update" >&2; exit 99; }

# In the check, a missing prerequisite skips; in --update it is an error.
skip() {
    if [ $update = yes ]; then
        echo "check-abi.sh --update: cannot write the baseline: $*" >&2
        exit 1
    fi
    echo "SKIP: $*"
    exit 77
}

for tool in abidw abidiff; do
    command -v $tool >/dev/null 2>&1 ||
        skip "$tool missing (libabigail: apt-get install abigail-tools)"
done
[ -f "$lib" ] || skip "no shared library ($lib)"
[ "${BCQ_LD_VERSION_SCRIPT:-}" != no ] ||
    skip "libbcq linked without the version script lib/libbcq.map"

tmp=${TMPDIR:-/tmp}/check-abi.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

# What abidw records, here and in the baseline alike: the public types
# only (those of include/, found by --hd; the others dropped, so a pointer
# to an opaque handle stays a declaration), only the exported functions,
# no source locations or paths (the same in any build tree) and no
# DT_NEEDED (a sanitizer build needs more libraries); type ids hashed, so
# a regenerated baseline differs only where the ABI does.
headers=$(cd "$srcdir/include" && pwd) || exit 99
if ! abidw --no-corpus-path --no-comp-dir-path --no-show-locs \
    --no-elf-needed --headers-dir "$headers" --drop-private-types \
    --drop-undefined-syms --exported-interfaces-only \
    --type-id-style hash --out-file "$tmp/built.abi" "$lib" \
    >"$tmp/abidw.out" 2>&1; then
    cat "$tmp/abidw.out"
    echo "ERROR: abidw could not read $lib"
    exit 99
fi

# One attribute of an ABIXML file's <abi-corpus> element.
corpus_attr() {
    sed -n "/<abi-corpus /{s/.* $1='\\([^']*\\)'.*/\\1/p;q;}" "$2"
}
# The distinct versions of its bcq_ function symbols ("-" for none), on
# one line.
symbol_versions() {
    awk -F"'" '/<elf-symbol name=.bcq_/ {
        v = "-"
        for (i = 1; i < NF; i++) if ($i ~ / version=$/) v = $(i + 1)
        print v
    }' "$1" | sort -u | tr '\n' ' ' | sed 's/ $//'
}
# N of NAME.so.N, or nothing.
soname_number() {
    expr "X$1" : "X$name\\.so\\.\\([0-9][0-9]*\\)\$"
}

built="$tmp/built.abi"
grep -q '<function-decl ' "$built" ||
    skip "no debug info in $lib (build it with -g)"
soname=$(corpus_attr soname "$built")
arch=$(corpus_attr architecture "$built")
nodes=$(symbol_versions "$built")
num=$(soname_number "$soname")
[ "$nodes" != - ] ||
    skip "the names of $lib carry no version (linked without lib/libbcq.map)"
if [ -z "$num" ]; then
    echo "FAIL: $lib: soname '$soname' is not $name.so.N"
    exit 1
fi
if [ "$nodes" != "${node}_$num" ]; then
    echo "FAIL: $soname exports names under the version node(s)" \
        "$nodes, not ${node}_$num alone; README (\"Versions\"):" \
        "the node of $name.so.$num is ${node}_$num (lib/$name.map)"
    exit 1
fi

# abidiff OLD NEW [OPTIONS]: the report in $tmp/report, the status in $rc.
run_abidiff() {
    old=$1 new=$2
    shift 2
    abidiff --no-show-locs "$@" "$old" "$new" >"$tmp/report" 2>&1
    rc=$?
    if [ $((rc & 1)) -ne 0 ]; then
        cat "$tmp/report"
        echo "ERROR: abidiff failed (status $rc) on $old and $new"
        exit 99
    fi
}

if [ -f "$baseline" ]; then
    base_soname=$(corpus_attr soname "$baseline")
    base_arch=$(corpus_attr architecture "$baseline")
    base_num=$(soname_number "$base_soname")
    [ -n "$base_num" ] || {
        echo "ERROR: $baseline: no $name.so.N soname"; exit 99; }
fi

# ---------------------------------------------------------------- --update
if [ $update = yes ]; then
    if [ -f "$baseline" ] && [ $force = no ]; then
        why='' hint=''
        if [ "$base_arch" != "$arch" ]; then
            why="it describes $base_arch, this build is $arch"
        elif [ "$num" -lt "$base_num" ]; then
            why="it is for $base_soname, newer than this build's $soname"
            hint="Is the build stale, or did -version-info go back?"
        elif [ "$num" -eq "$base_num" ]; then
            run_abidiff "$baseline" "$built" --no-added-syms
            if [ $rc -ne 0 ]; then
                cat "$tmp/report"
                why="$soname changed, as above, and its soname did not move"
                hint="Declare the break as README (\"Versions\") says."
            fi
        fi
        if [ -n "$why" ]; then
            echo "check-abi.sh --update: not rewriting $baseline: $why." \
                "$hint" "$0 --update --force overrides." >&2
            exit 1
        fi
    fi
    mkdir -p "$srcdir/tests/abi" && cp "$built" "$baseline" || exit 1
    echo "check-abi.sh: wrote $baseline: $soname, $arch," \
        "$(grep -c '<elf-symbol ' "$baseline") functions; commit it"
    exit 0
fi

# ---------------------------------------------------------------- the check
if [ ! -f "$baseline" ]; then
    echo "FAIL: no ABI baseline $baseline (make abi-baseline writes it)"
    exit 1
fi
if [ "$base_arch" != "$arch" ]; then
    echo "SKIP: the baseline describes $base_arch, $lib is $arch"
    exit 77
fi
if [ "$num" -lt "$base_num" ]; then
    echo "FAIL: $lib is $soname, older than the baseline's $base_soname:" \
        "-version-info went back (Makefile.am), or the build is stale"
    exit 1
fi
if [ "$num" -gt "$base_num" ]; then
    # What the break changed: the baseline as if it had the new soname and
    # node (else every name shows as removed and added again).
    sed -e "s/ soname='$base_soname'/ soname='$soname'/" \
        -e "s/\([@']\)${node}_$base_num'/\\1${node}_$num'/g" \
        "$baseline" >"$tmp/renamed.abi" || exit 99
    run_abidiff "$tmp/renamed.abi" "$built"
    cat "$tmp/report"
    echo "PASS (declared break): the soname moved from $base_soname to" \
        "$soname and the version node to ${node}_$num, so the changes above" \
        "are declared.  The baseline is now stale: regenerate it with" \
        "'make abi-baseline' (tests/check-abi.sh --update) and commit" \
        "tests/abi/$name.abi with the version change."
    exit 0
fi

# The same soname: only additions may differ.  The verdict ignores added
# functions; the full report, shown either way, lists them too.
run_abidiff "$baseline" "$built" --no-added-syms
verdict=$rc
run_abidiff "$baseline" "$built"
if [ $verdict -ne 0 ]; then
    cat "$tmp/report"
    what="changed"
    [ $((verdict & 8)) -eq 0 ] || what="changed incompatibly (names removed)"
    echo "FAIL: the ABI of $soname $what against $baseline (abidiff" \
        "status $verdict, report above) and the soname did not move." \
        "A break needs a new version, -version-info CURRENT and version" \
        "node (README, \"Versions\"); then make abi-baseline."
    # Status 4 alone is abidiff's "changed, maybe compatible".
    [ $((verdict & 8)) -ne 0 ] ||
        echo "(abidiff's status 4 leaves the verdict to a human: only a" \
            "change reviewed as compatible may be recorded, with" \
            "tests/check-abi.sh --update --force.)"
    exit 1
fi
if [ $rc -ne 0 ]; then
    cat "$tmp/report"
    echo "PASS: $soname adds to the ABI of $baseline and changes nothing" \
        "in it; 'make abi-baseline' records the additions, so later" \
        "changes to them are checked too"
    exit 0
fi
echo "PASS: the ABI of $soname ($(grep -c '<elf-symbol ' "$built")" \
    "functions, ${node}_$num) is the baseline's, $baseline"
