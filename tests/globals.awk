# globals.awk - `bcq symbols FILE --json` as tab-separated lines
#
#     MODULE  NAME  KIND  LINKAGE  DECL  COMDAT
#
# one per global value, in bcq's order: NAME decoded from JSON (bcq
# escapes '"' and '\' and writes bytes below 0x20 and 0x7f as \u00XX),
# DECL 1 for a declaration and 0 for a definition, COMDAT empty for none.
# For tests/refs.sh and tests/reach.sh.

BEGIN { hex = "0123456789abcdef" }

# The value of "KEY": in the JSON object s: a string decoded, anything
# else as written ("" when the key is missing).
function jget(s, key,    i, c, out, h) {
    i = index(s, "\"" key "\":")
    if (i == 0)
        return ""
    s = substr(s, i + length(key) + 3)
    if (substr(s, 1, 1) != "\"") {
        sub(/[,}].*/, "", s)
        return s
    }
    out = ""
    for (i = 2; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (c == "\"")
            break
        if (c == "\\") {
            c = substr(s, ++i, 1)
            if (c == "u") {
                h = tolower(substr(s, i + 3, 2))
                c = index(hex, substr(h, 1, 1)) - 1
                c = sprintf("%c", c * 16 + index(hex, substr(h, 2, 1)) - 1)
                i += 4
            }
        }
        out = out c
    }
    return out
}

/^\{/ {
    cd = jget($0, "comdat")
    print jget($0, "module") "\t" jget($0, "name") "\t" jget($0, "kind") "\t" \
        jget($0, "linkage") "\t" (jget($0, "declaration") == "true") "\t" \
        (cd == "null" ? "" : cd)
}
