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
report=$(mktemp) || exit 99
"$top_builddir/libtool" --mode=execute valgrind --quiet \
    --error-exitcode=97 --leak-check=full --errors-for-leak-kinds=definite \
    --log-file="$report" "$top_builddir/bin/bcq" "$@"
rc=$?
if [ "$rc" -eq 97 ] || [ -s "$report" ]; then
    { echo "== bcq $*"; cat "$report"; } >>"$BCQ_VG_LOG"
    rc=97
fi
rm -f "$report"
exit "$rc"
