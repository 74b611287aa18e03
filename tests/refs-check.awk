# refs-check.awk - the verdicts of tests/refs.sh on one fixture's bcq refs
# runs, one awk for all its values instead of six processes a value.
#
#   LC_ALL=C awk -F '\t' -v kinds='^(call|...)$' -f refs-check.awk \
#       NAME.refs RUNS
#
# NAME.refs: VALUE<TAB>NAME lines, what llvm-dis names in each value
# (tests/llvm-refs.awk).  RUNS: for each value asked, a line \001VALUE, then
# what `bcq refs` printed for it, or a line \002 when it failed (refs.sh
# reports that itself).  Prints, for each value, one line per check: "ok",
# or what failed; then "judged N", the number of values judged (refs.sh
# checks it against its runs, so that no value goes unjudged).
#  1. every line is KIND<TAB>NAME, KIND one of kinds, and the lines are
#     sorted by name then kind without repeats (sort -t TAB -u -k2,2 -k1,1,
#     bytewise);
#  2. the names, unquoted (llvm-dis's "\01raw", "odd \22name\22"; the .refs
#     hold them raw), are the .refs names of that value, as a set.
function hexval(c) { return index("0123456789ABCDEF", toupper(c)) - 1 }
function unquote(s,    out, i, c) {
    if (s !~ /^".*"$/) return s
    s = substr(s, 2, length(s) - 2)
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (c == "\\" && hexval(substr(s, i + 1, 1)) >= 0 &&
            hexval(substr(s, i + 2, 1)) >= 0) {
            out = out sprintf("%c", hexval(substr(s, i + 1, 1)) * 16 + hexval(substr(s, i + 2, 1)))
            i += 2
        } else out = out c
    }
    return out
}
function verdict(    i, n, miss, extra, g) {
    if (!open || failed) return
    judged++
    if (shape) print "ok"
    else print "bcq refs " value ": not KIND<TAB>NAME lines sorted by name, kind: " first
    n = 0; miss = ""
    for (i = 1; i <= nexp[value]; i++)
        if (expv[value, i] in got) n++; else miss = miss " " expv[value, i]
    extra = ""
    for (g in got) if (!((value, g) in want)) extra = extra " " g
    if (n == ngot && miss == "") print "ok"
    else print "bcq refs " value ": only bcq names" extra "; only llvm-dis" miss
}
FILENAME == ARGV[1] {
    nexp[$1]++; expv[$1, nexp[$1]] = $2; want[$1, $2] = 1
    next
}
/^\001/ {
    verdict()
    value = substr($0, 2); open = 1; failed = 0; shape = 1; first = ""
    prev1 = prev2 = ""; nlines = 0; ngot = 0
    split("", got)
    next
}
/^\002$/ { failed = 1; next }
{
    if (NF != 2 || $1 !~ kinds) { if (shape) first = $0; shape = 0 }
    # forced to strings: a name that looks like a number compares bytewise
    if (nlines++ && !(prev2 "" < $2 "" || (prev2 "" == $2 "" && prev1 "" < $1 ""))) {
        if (shape) first = $0
        shape = 0
    }
    prev1 = $1; prev2 = $2
    g = unquote($2)
    if (!(g in got)) { got[g] = 1; ngot++ }
}
END { verdict(); print "judged " judged + 0 }
