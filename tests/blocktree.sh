#!/bin/sh
# blocktree.sh - list the blocks of an llvm-bcanalyzer dump, in file order.
#
# Usage: blocktree.sh < NAME.bcanalyzer
#
# Input: the output of `llvm-bcanalyzer -dump -non-symbolic FILE` (the
# trailing "Summary of" part may be there or not).  Output: one line per
# block, in the order the blocks start in the file:
#
#     DEPTH ID WORDS WIDTH
#
# DEPTH  nesting level, 0 for a top-level block
# ID     the block id: BlockID=N, or N from a name "UnknownBlockN" (which
#        llvm-bcanalyzer prints without BlockID=), or 0 for BLOCKINFO_BLOCK;
#        "?" if the dump does not tell it (a dump made without -non-symbolic)
# WORDS  NumWords=, the length of the block's body in 32-bit words
# WIDTH  BlockCodeSize=, the abbreviation id width inside the block
#
# llvm-bcanalyzer -dump prints the BLOCKINFO block as a bare
# "<BLOCKINFO_BLOCK/>" (without its length or width, unless -dump-blockinfo
# is given), so for it WORDS and WIDTH are printed as "- -".  The bitcode
# wrapper header line (<BITCODE_WRAPPER_HEADER .../>) is not a block and is
# skipped, as are records.
#
# Exit status: 0, or 1 if block open/close tags do not match (a message
# goes to stderr; the lines for the blocks seen are still printed).
#
# Needs only a POSIX awk (mawk is fine).

exec awk '
# Value of " KEY=<digits>" in s, or "" if absent.
function field(s, key,    i, rest) {
    i = index(s, " " key "=")
    if (i == 0)
        return ""
    rest = substr(s, i + length(key) + 2)
    if (!match(rest, /^[0-9]+/))
        return ""
    return substr(rest, 1, RLENGTH)
}

BEGIN { depth = 0; bad = 0 }

/^Summary of / { exit }

{
    line = $0
    sub(/^[ \t]+/, "", line)
    sub(/[ \t\r]+$/, "", line)
}

# BLOCKINFO as llvm-bcanalyzer -dump shows it by default.
line == "<BLOCKINFO_BLOCK/>" {
    print depth, 0, "-", "-"
    next
}

# A block start: <NAME [BlockID=N ]NumWords=W BlockCodeSize=C>
line ~ /^<[^ \/<>]+( BlockID=[0-9]+)? NumWords=[0-9]+ BlockCodeSize=[0-9]+>$/ {
    name = substr(line, 2)
    sub(/ .*/, "", name)
    id = field(line, "BlockID")
    if (id == "") {
        if (name ~ /^UnknownBlock[0-9]+$/)
            id = substr(name, 13)
        else if (name == "BLOCKINFO_BLOCK")
            id = 0
        else
            id = "?"
    }
    print depth, id, field(line, "NumWords"), field(line, "BlockCodeSize")
    open[depth] = name
    depth++
    next
}

# A block end: </NAME>
line ~ /^<\/[^ \/<>]+>$/ {
    name = substr(line, 3, length(line) - 3)
    if (depth == 0) {
        printf "blocktree.sh: line %d: </%s> closes no block\n", NR, name | "cat 1>&2"
        bad = 1
        next
    }
    depth--
    if (open[depth] != name) {
        printf "blocktree.sh: line %d: </%s> closes <%s>\n", NR, name, open[depth] | "cat 1>&2"
        bad = 1
    }
    next
}

END {
    if (depth != 0) {
        printf "blocktree.sh: %d block(s) not closed at end of input\n", depth | "cat 1>&2"
        bad = 1
    }
    exit bad
}
'
