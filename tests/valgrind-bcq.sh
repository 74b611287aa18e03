#!/bin/sh
# valgrind-bcq.sh - bin/bcq under valgrind's memcheck, for `make
# check-valgrind`: the CLI test scripts call this instead of bin/bcq.
#
# Any memcheck error (invalid read or write, use of uninitialised memory,
# a definite leak, an invalid free) makes this exit 97 and appends the
# command line and valgrind's report to $BCQ_VG_LOG, which check-valgrind
# requires to stay empty -- so an error is caught even where a script only
# compares bcq's output and not its exit status.
# The build directory is taken absolute (BCQ_VG_BUILDDIR, set by
# Makefile.am) because scripts may cd before running bcq (containers.sh
# lists each object from its own directory, as llvm-nm names it).
: "${BCQ_VG_BUILDDIR:=$(cd "${top_builddir:-.}" && pwd)}"
: "${BCQ_VG_LOG:=$BCQ_VG_BUILDDIR/valgrind-errors.log}"
top_builddir=$BCQ_VG_BUILDDIR
# functions.sh and refs.sh run bcq function and bcq refs once for every
# global value of every fixture (some 3 000 runs, two thirds of this
# step's time, each paying valgrind's start-up for a few milliseconds of
# bcq); they mark those runs BCQ_VG_SAMPLE=1, as link.sh marks its -j runs
# and its one-file links of every fixture.  Memcheck takes one in
# BCQ_VG_EVERY (default 4) of the marked runs, picked by a checksum of the
# command line with every argument cut to its last path component (no
# build directory, no mktemp name in it), so that every run of the suite,
# in any clone, checks the same ones; the
# others run plain (their output is still compared).  Every unmarked run
# (every other command, every error case) is checked each time, and the
# ASan+UBSan run of .ci/run checks all of them.
# BCQ_EXE is the program itself where tests/lib.sh took it out of libtool's
# wrapper (LD_LIBRARY_PATH exported, as the wrapper would); else libtool
# runs valgrind on the program behind bin/bcq.
exe=${BCQ_EXE:-$top_builddir/bin/bcq}
case $exe in
*/.libs/bcq) run() { "$@"; } ;;
*) run() { "$top_builddir/libtool" --mode=execute "$@"; } ;;
esac
if [ -n "${BCQ_VG_SAMPLE:-}" ]; then
    sum=$(for a in "$@"; do printf '%s\n' "${a##*/}"; done | cksum | cut -d' ' -f1)
    if [ $((sum % ${BCQ_VG_EVERY:-4})) -ne 0 ]; then
        exec "$exe" "$@"
    fi
fi
report=$(mktemp) || exit 99
run valgrind --quiet --error-exitcode=97 --leak-check=full \
    --errors-for-leak-kinds=definite --log-file="$report" "$exe" "$@"
rc=$?
if [ "$rc" -eq 97 ] || [ -s "$report" ]; then
    { echo "== bcq $*"; cat "$report"; } >>"$BCQ_VG_LOG"
    rc=97
fi
rm -f "$report"
exit "$rc"
