# llvm-inst-counts.awk - per defined function of a module as llvm-dis prints
# it (.ll), what the instruction view must count (tests/inst-counts.sh,
# tests/check_instcounts.c):
#
#   MODULE <TAB> K <TAB> INSTS <TAB> VALUES <TAB> RECORDS <TAB> NAME
#
# K counts the definitions from 0 in the order of the file (LLVM writes
# bodies in definition order); INSTS the instruction lines of the body
# (two spaces, then neither ';' nor the ']' that ends a switch's cases;
# continuation lines are indented further); VALUES those of the form
# "%x = ..."; RECORDS the debug records ("    #dbg_value(...)" and the
# like, LLVM 19 on), which are not instructions; NAME what follows '@' on
# the define line, quotes and escapes as printed.  A "call @llvm.dbg.*"
# (debug intrinsics, before LLVM 19) is an instruction.
#
# Usage: awk -v module=N -f llvm-inst-counts.awk FILE.ll   (N: 0 if unset)

BEGIN { if (module == "") module = 0; k = 0; in_body = 0 }

/^define / {
    s = $0
    sub(/^[^@]*@/, "", s)
    if (substr(s, 1, 1) == "\"") {
        # a quoted name: up to the closing quote (backslash escapes are
        # \XX hex pairs, never a quote)
        rest = substr(s, 2)
        name = "\"" substr(rest, 1, index(rest, "\""))
    } else {
        match(s, /^[-a-zA-Z$._0-9]*/)
        name = substr(s, 1, RLENGTH)
    }
    insts = 0; values = 0; records = 0
    in_body = 1
    next
}

in_body && /^}/ {
    printf "%d\t%d\t%d\t%d\t%d\t%s\n", module, k, insts, values, records, name
    k++
    in_body = 0
    next
}

in_body && /^    #dbg_/ { records++; next }

in_body && /^  [^ ;\]]/ {
    insts++
    if ($0 ~ /^  %("[^"]*"|[-a-zA-Z$._0-9]+) = /)
        values++
}
