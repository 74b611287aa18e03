# dis-split.awk - the global value definitions of llvm-dis text (or of
# bcq dis output), one after another, each opened by "=== NAME" (its name
# as llvm-dis spells it), normalized for tests/dis.sh: attribute group
# numbers "#N" and metadata numbers "!N" become "#"/"!" (bcq numbers
# both its own way: README).  Module-level lines (source_filename,
# target, types, comdats, attributes #N, metadata, blank lines, other
# comments) are left out.
function norm(s) {
    gsub(/#[0-9]+/, "#", s)
    gsub(/![0-9]+/, "!", s)
    return s
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
        print "=== " substr($0, RSTART + 1, RLENGTH - 2)
    else
        print "=== ?"
    if (pending != "") print pending
    pending = ""
    print norm($0)
    if ($1 == "define") infn = 1
    next
}
/^@/ {
    print "=== " gname($0)
    print norm($0)
    pending = ""
    next
}
{ pending = "" }
