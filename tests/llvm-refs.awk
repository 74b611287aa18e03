# llvm-refs.awk - the references between global values, read from llvm-dis
# output: the oracle for `bcq refs` (tests/refs.sh, tests/reach.sh).
#
# Usage: awk -f tests/llvm-refs.awk FILE.ll    (any POSIX awk; mawk is fine)
#        awk -v defined=1 -f tests/llvm-refs.awk FILE.ll
#
# Prints one line "VALUE<TAB>REF" per global value VALUE and global value
# REF that VALUE references, sorted bytewise without duplicates (through
# `LC_ALL=C sort -u`).  A value that references nothing prints nothing.
# Names are printed as llvm-dis prints them after '@', unquoted, with the
# \XX escapes of a quoted name turned back into bytes.
#
# With -v defined=1 it prints instead the names of the global values that
# the file defines (functions with a body, variables with an initializer,
# aliases, ifuncs), one a line, sorted the same way.
#
# What counts as a reference -- every '@' name written in:
#   - a function (define or declare line): the rest of that line after its
#     own name (personality, prefix, prologue), and every line of its body;
#   - a variable: its initializer (the line after "@NAME =");
#   - an alias or ifunc: its aliasee or resolver (likewise).
# What does not (as in LLVM's GlobalDCE, references made only through
# metadata are no references):
#   - debug records (clang 19: "#dbg_value(...)" lines), "uselistorder"
#     directives, comments (from ';');
#   - a call's metadata operand: from the word "metadata" up to the next
#     ',' or ')' outside brackets ("metadata ptr @g", "metadata !{...}");
#   - metadata: a '!' token, with the "..." string or the (...) / {...}
#     that follows it (attachments such as !dbg !12, !DIExpression(...));
#   - string literals (c"...", section "...", asm "..."): a '"' not
#     right after '@' starts a string up to the next '"' (llvm-dis writes
#     a '"' inside a string as \22);
#   - everything outside global values: module asm, comdats, types,
#     attribute groups, metadata definitions.

function isname(c) {
    return c ~ /[-a-zA-Z$._0-9]/
}

function hexval(h,    i, v, d) {
    v = 0
    for (i = 1; i <= 2; i++) {
        d = index("0123456789abcdef", tolower(substr(h, i, 1)))
        if (d == 0)
            return -1
        v = v * 16 + d - 1
    }
    return v
}

# The text of a quoted name without its quotes: \XX escapes made bytes.
function unescape(s,    out, i, c, v) {
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (c == "\\" && substr(s, i + 1, 1) == "\\") {
            out = out "\\"
            i++
        } else if (c == "\\" && (v = hexval(substr(s, i + 1, 2))) >= 0) {
            out = out sprintf("%c", v)
            i += 2
        } else {
            out = out c
        }
    }
    return out
}

# Read the '@' name that starts at s[i] ('@'): sets NAME and returns the
# index just past it.
function readname(s, i,    j, n) {
    n = length(s)
    if (substr(s, i + 1, 1) == "\"") {
        j = index(substr(s, i + 2), "\"")
        if (j == 0)
            j = n - i
        NAME = unescape(substr(s, i + 2, j - 1))
        return i + 2 + j
    }
    j = i + 1
    while (j <= n && isname(substr(s, j, 1)))
        j++
    NAME = substr(s, i + 1, j - i - 1)
    return j
}

# Index just past the string whose opening '"' is at s[i].
function skipstring(s, i,    j) {
    j = index(substr(s, i + 1), "\"")
    return j == 0 ? length(s) + 1 : i + j + 1
}

# Index just past the bracketed group that opens at s[i] ('(' or '{'),
# strings inside it skipped.
function skipgroup(s, i,    n, depth, c) {
    n = length(s)
    depth = 0
    while (i <= n) {
        c = substr(s, i, 1)
        if (c == "\"") {
            i = skipstring(s, i)
            continue
        }
        if (c == "(" || c == "{" || c == "[" || c == "<")
            depth++
        else if (c == ")" || c == "}" || c == "]" || c == ">") {
            if (--depth == 0)
                return i + 1
        }
        i++
    }
    return i
}

# Index of the ',' or ')' that ends the operand starting at s[i], outside
# brackets and strings (or past the end of s).
function skipoperand(s, i,    n, depth, c) {
    n = length(s)
    depth = 0
    while (i <= n) {
        c = substr(s, i, 1)
        if (c == "\"") {
            i = skipstring(s, i)
            continue
        }
        if (c == "(" || c == "{" || c == "[" || c == "<")
            depth++
        else if (c == ")" || c == "}" || c == "]" || c == ">") {
            if (depth == 0)
                return i
            depth--
        } else if (c == "," && depth == 0)
            return i
        i++
    }
    return i
}

# Print "value<TAB>name" for every '@' name in s from index i on.
function scan(value, s, i,    n, c) {
    n = length(s)
    while (i <= n) {
        c = substr(s, i, 1)
        if (c == ";")
            return
        if (c == "\"") {
            i = skipstring(s, i)
        } else if (c == "@") {
            i = readname(s, i)
            print value "\t" NAME | SORT
        } else if (c == "!") {
            i++
            while (i <= n && (isname(substr(s, i, 1)) || substr(s, i, 1) == "\\"))
                i++
            c = substr(s, i, 1)
            if (c == "\"")
                i = skipstring(s, i)
            else if (c == "(" || c == "{")
                i = skipgroup(s, i)
        } else if (c == "m" && substr(s, i, 9) == "metadata " &&
                   (i == 1 || !isname(substr(s, i - 1, 1)))) {
            i = skipoperand(s, i + 9)
        } else {
            i++
        }
    }
}

# The first '@' name of the line: sets NAME and returns the index past it
# (0 when there is none).
function firstname(s,    i, c) {
    i = 1
    while (i <= length(s)) {
        c = substr(s, i, 1)
        if (c == "\"")
            i = skipstring(s, i)
        else if (c == "@")
            return readname(s, i)
        else
            i++
    }
    return 0
}

BEGIN {
    SORT = "LC_ALL=C sort -u"
    fn = ""
}

# the body of a function definition, up to its closing "}"
fn != "" {
    if ($0 == "}") {
        fn = ""
        next
    }
    if (defined)
        next
    if ($0 ~ /^[ \t]*#dbg_/ || $0 ~ /^[ \t]*uselistorder/)
        next
    scan(fn, $0, 1)
    next
}

/^(define|declare) / {
    i = firstname($0)
    if (i == 0)
        next
    name = NAME
    if (defined) {
        if ($0 ~ /^define /) {
            print name | SORT
            if ($0 ~ /\{[ \t]*$/)
                fn = "-"
        }
        next
    }
    scan(name, $0, i)
    if ($0 ~ /^define / && $0 ~ /\{[ \t]*$/)
        fn = name
    next
}

# a variable, alias or ifunc: "@NAME = ..."
/^@/ {
    i = readname($0, 1)
    if (defined) {
        # a declaration: "external" or "extern_weak" before the keyword
        n = split(substr($0, i), t, " ")
        for (j = 2; j <= n && t[j] !~ /^(global|constant|alias|ifunc)$/; j++)
            if (t[j] == "external" || t[j] == "extern_weak")
                next
        print NAME | SORT
        next
    }
    scan(NAME, $0, i)
    next
}

END {
    close(SORT)
}
