# dis-split.awk - the global value definitions of llvm-dis text (or of
# bcq dis output), one after another, each opened by "=== NAME" (its name
# as llvm-dis spells it), normalized for tests/dis.sh: attribute group
# numbers "#N" become "#", metadata numbers "!N" become "!mK", K counting
# the nodes of the value in the order of their first use (bcq numbers
# both its own way: README; the nodes must still match one to one).
# Module-level lines (source_filename, target, types, comdats, attributes
# #N, metadata, blank lines, other comments) are left out.
function norm(s,   out, id) {
    gsub(/#[0-9]+/, "#", s)
    # !N: renumbered in the order of first use within the value, so that
    # both sides must name the same node by the same number
    out = ""
    while (match(s, /![0-9]+/)) {
        id = substr(s, RSTART, RLENGTH)
        if (!(id in mdnum)) mdnum[id] = "!m" (nmd++)
        out = out substr(s, 1, RSTART - 1) mdnum[id]
        s = substr(s, RSTART + RLENGTH)
    }
    return out s
}
function newvalue(name) {
    split("", mdnum)
    nmd = 0
    print "=== " name
}
function gname(s,   m) {
    if (match(s, /@("([^"\\]|\\.)*"|[-A-Za-z$._0-9]+)/))
        return substr(s, RSTART, RLENGTH)
    return "?"
}
infn {
    print norm($0)
    if ($0 == "}") infn = 0
    next
}
/^; Function Attrs: / { pending = $0; next }
/^(define|declare) / {
    # the name: the first @ after the return type, before "("
    # the name: the first @NAME right before "(" (a return type may hold
    # parentheses too)
    if (match($0, / @("([^"\\]|\\.)*"|[-A-Za-z$._0-9]+)\(/))
        newvalue(substr($0, RSTART + 1, RLENGTH - 2))
    else
        newvalue("?")
    if (pending != "") print pending
    pending = ""
    print norm($0)
    if ($1 == "define") infn = 1
    next
}
/^@/ {
    newvalue(gname($0))
    print norm($0)
    pending = ""
    next
}
{ pending = "" }
