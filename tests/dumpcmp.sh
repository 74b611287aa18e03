#!/bin/sh
# dumpcmp.sh A B - compare two llvm-bcanalyzer-style dumps.  Exact unless
# BCQ_DUMPCMP_NAMELESS=1, which drops block and record names (for an LLVM
# other than 14, whose name tables differ) and keeps ids, codes, abbrev ids,
# operands, nesting and blob tails.
set -u
norm() {
    if [ "${BCQ_DUMPCMP_NAMELESS:-0}" = 1 ]; then
        sed -e 's/<UnknownBlock\([0-9]*\) /<B BlockID=\1 /' \
            -e 's/<[A-Za-z_0-9.]* BlockID=/<B BlockID=/' \
            -e 's/<\/[A-Za-z_0-9.]*>/<\/B>/' \
            -e 's/<UnknownCode\([0-9]*\)/<R codeid=\1/' \
            -e 's/<[A-Za-z_0-9.]* codeid=/<R codeid=/' "$1"
    else
        cat "$1"
    fi
}
norm "$1" >"$1.norm.$$"
norm "$2" >"$2.norm.$$"
if cmp -s "$1.norm.$$" "$2.norm.$$"; then
    rm -f "$1.norm.$$" "$2.norm.$$"
    exit 0
fi
diff "$1.norm.$$" "$2.norm.$$" | head -20
rm -f "$1.norm.$$" "$2.norm.$$"
exit 1
