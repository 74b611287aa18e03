# tests/lib.sh - what every shell test of bcq starts with; sourced, never
# run:   . "${top_srcdir:-.}/tests/lib.sh"
#
# Sets top_srcdir, top_builddir and BCQ (make check exports them; by hand
# they default to . and ./bin/bcq; under make check-valgrind BCQ is
# tests/valgrind-bcq.sh), BCQ_EXE (below), data (tests/data), tmp (a
# directory removed on exit), the counters pass and fail with ok and bad,
# and:
#
#   finish NAME          print "NAME: P passed, F failed" and exit 0 when
#                        nothing failed, 1 otherwise
#   llvm_bindir V [T..]  the directory of LLVM V's tools (14, 19, 22...) on
#                        this machine, having every tool T named: Debian's
#                        llvm-config-V --bindir, or for 14 the unversioned
#                        tools on PATH when they say "LLVM version 14.";
#                        status 1 (and nothing printed) when they are not
#                        installed, for the test to skip its live half
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}" "${BCQ:=$top_builddir/bin/bcq}"
# In a shared build, libtool's bin/bcq is a bash script that puts lib/.libs
# on LD_LIBRARY_PATH and execs bin/.libs/bcq: some 0.15 s a run on a slow VM,
# ten times bcq's own run on a fixture, and the scripts run bcq thousands
# of times (most of make check's time went there).  So the scripts do what
# the wrapper does, once: BCQ_EXE is the program itself, absolute, with
# LD_LIBRARY_PATH exported as the wrapper sets it, and BCQ is BCQ_EXE
# unless it names something else (tests/valgrind-bcq.sh, which runs
# BCQ_EXE).  Where bin/bcq is no wrapper, BCQ_EXE is bin/bcq.
BCQ_EXE=$(cd "$top_builddir/bin" 2>/dev/null && pwd)/bcq
if sed -n 3p "$BCQ_EXE" 2>/dev/null | grep -q 'temporary wrapper script for \.libs/bcq$'; then
    _p=$(sed -n 's/^ *LD_LIBRARY_PATH="\(.*\):\$LD_LIBRARY_PATH"$/\1/p' "$BCQ_EXE" | head -n 1)
    _x=${BCQ_EXE%/bcq}/.libs/bcq
    if [ -n "$_p" ] && [ -x "$_x" ]; then
        LD_LIBRARY_PATH=$_p${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
        export LD_LIBRARY_PATH
        [ "$BCQ" = "$top_builddir/bin/bcq" ] && BCQ=$_x
        BCQ_EXE=$_x
    fi
fi
export BCQ_EXE
data="$top_srcdir/tests/data"
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

finish() { # NAME
    echo "$1: $pass passed, $fail failed"
    [ "$fail" = 0 ] && exit 0
    exit 1
}

llvm_bindir() { # VERSION [TOOL...]
    _v=$1
    shift
    _d=$(llvm-config-"$_v" --bindir 2>/dev/null || true)
    if [ -z "$_d" ] && [ "$_v" = 14 ]; then
        # Debian's LLVM 14 is also the default one: its tools are on PATH
        # without a suffix, and llvm-config-14 may be missing
        _t=$(command -v llvm-config || command -v llvm-nm || true)
        [ -n "$_t" ] && _d=$(dirname "$_t")
    fi
    [ -n "$_d" ] && [ -d "$_d" ] || return 1
    for _t in "$@"; do [ -x "$_d/$_t" ] || return 1; done
    # the version, from any tool there that says it
    for _t in llvm-nm llvm-dis opt llvm-bcanalyzer; do
        [ -x "$_d/$_t" ] || continue
        "$_d/$_t" --version 2>/dev/null | grep -q "LLVM version $_v\." || return 1
        echo "$_d"
        return 0
    done
    return 1
}
