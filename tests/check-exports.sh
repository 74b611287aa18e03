#!/bin/sh
# lib/libbcq.map is the one list of the shared library's exports.  Checks:
# the map's global names are exactly the BCQ_API prototypes of
# include/bcq.h; the library's dynamic symbols are exactly those names (no
# bcq__ internal, nothing else); and when configure linked with the map as
# a version script (BCQ_LD_VERSION_SCRIPT=yes, from Makefile.am; when unset,
# guessed from the library), each carries the map's version node, as the
# default version (name@@BCQ_1), and the node itself is the only other
# defined dynamic symbol.  Without the version script (libtool's
# -export-symbols fallback) the names must carry no version.
set -u
srcdir=${top_srcdir:-.}
lib="${top_builddir:-.}/lib/.libs/libbcq.so"
map="$srcdir/lib/libbcq.map"
[ -f "$lib" ] || { echo "SKIP: no shared library ($lib)"; exit 77; }
command -v nm >/dev/null 2>&1 || { echo "SKIP: nm missing"; exit 77; }

tmp=${TMPDIR:-/tmp}/check-exports.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

# The map, comments (/* */, # to the end of the line) dropped: its version
# node, then the names of its global: part, one a line.
awk '
    { line = line " " $0 }
    END {
        while ((i = index(line, "/*")) > 0) {
            j = index(substr(line, i + 2), "*/")
            if (j == 0) { line = substr(line, 1, i - 1); break }
            line = substr(line, 1, i - 1) " " substr(line, i + 2 + j + 1)
        }
        gsub(/#[^\n]*/, "", line)
        gsub(/[{};:]/, " & ", line)
        n = split(line, t, /[ \t]+/)
        part = ""
        for (k = 1; k <= n; k++) {
            if (t[k] == "") continue
            if (node == "") { node = t[k]; print "node " node; continue }
            if (t[k] == "global" && t[k + 1] == ":") { part = "g"; k++; continue }
            if (t[k] == "local" && t[k + 1] == ":") { part = "l"; k++; continue }
            if (t[k] == "{" || t[k] == "}" || t[k] == ";") continue
            if (part == "g") print "global " t[k]
            else if (part == "l") print "local " t[k]
            else print "stray " t[k]
        }
    }' "$map" >"$tmp/map"
node=$(sed -n 's/^node //p' "$tmp/map")
sed -n 's/^global //p' "$tmp/map" | sort >"$tmp/expected"
if [ -z "$node" ] || [ ! -s "$tmp/expected" ]; then
    echo "FAIL: lib/libbcq.map: no version node or no global: names"
    exit 1
fi
if [ "$(sed -n 's/^local //p' "$tmp/map")" != "*" ]; then
    echo "FAIL: lib/libbcq.map: the node $node must end with local: *;"
    fail=1
fi
if grep -q '^stray ' "$tmp/map"; then
    echo "FAIL: lib/libbcq.map: names outside global:/local:"
    sed -n 's/^stray /  /p' "$tmp/map"
    fail=1
fi
if grep -v '^bcq_[a-z]' "$tmp/expected" >"$tmp/bad"; then
    echo "FAIL: lib/libbcq.map exports names that are not bcq_ API names:"
    sed 's/^/  /' "$tmp/bad"
    fail=1
fi

# Every BCQ_API prototype of the header is in the map, and nothing more.
sed -n 's/^BCQ_API[^(]*[ *]\(bcq_[a-z_0-9]*\)(.*/\1/p' \
    "$srcdir/include/bcq.h" | sort >"$tmp/header"
if ! cmp -s "$tmp/expected" "$tmp/header"; then
    echo "FAIL: include/bcq.h's BCQ_API prototypes and lib/libbcq.map differ" \
        "(< map, > header):"
    diff "$tmp/expected" "$tmp/header"
    fail=1
fi

# The library's defined dynamic symbols, "name version" ("-" for none).
# nm -D of binutils >= 2.35 prints name@@VERSION; objdump -T has a version
# column on every binutils, so it is preferred.
if command -v objdump >/dev/null 2>&1 &&
    objdump -T "$lib" >"$tmp/objdump" 2>/dev/null &&
    grep -q 'DYNAMIC SYMBOL TABLE' "$tmp/objdump"; then
    # addr flags section size [version] name; the flags are 7 characters
    # and may hold blanks: g (global), u (unique) or w (weak) is exported.
    awk '/^[0-9a-fA-F]+ / && $0 !~ /\*UND\*/ {
        rest = substr($0, index($0, " ") + 1)
        fl = substr(rest, 1, 7)
        if (fl !~ /[guw]/) next
        n = split(substr(rest, 9), f, /[ \t]+/)
        # f[1] section, f[2] size, then the version if any, the name
        v = n >= 4 ? f[n - 1] : "-"
        gsub(/[()]/, "", v)
        if (v == "Base") v = "-"
        print f[n], v
    }' "$tmp/objdump" | sort >"$tmp/dyn"
else
    nm -D --defined-only "$lib" | awk '$2 ~ /^[A-Z]$/ {
        name = $3; v = "-"
        if ((i = index(name, "@")) > 0) {
            v = substr(name, i); name = substr(name, 1, i - 1)
            sub(/^@+/, "", v)
        } else if ($2 == "A")
            v = name    # the definition of a version node
        print name, v
    }' | sort >"$tmp/dyn"
fi
[ -s "$tmp/dyn" ] || { echo "FAIL: no dynamic symbols read from $lib"; exit 1; }

versioned=${BCQ_LD_VERSION_SCRIPT:-}
if [ -z "$versioned" ]; then
    if grep -q " $node\$" "$tmp/dyn"; then versioned=yes; else versioned=no; fi
fi
if [ "$versioned" = yes ]; then
    # the version node's own definition (an absolute symbol) goes too
    { sed "s/\$/ $node/" "$tmp/expected"; echo "$node $node"; } |
        sort >"$tmp/want"
    how="version $node"
else
    sed 's/$/ -/' "$tmp/expected" >"$tmp/want"
    how="unversioned (no version script)"
fi
if ! cmp -s "$tmp/want" "$tmp/dyn"; then
    echo "FAIL: the dynamic symbols of $lib (name version) differ from" \
        "lib/libbcq.map, $how (< map, > library):"
    diff "$tmp/want" "$tmp/dyn"
    fail=1
fi
# The default version, name@@NODE, when nm shows it: what a program
# linked now binds to.
if [ "$versioned" = yes ] && nm -D --defined-only "$lib" 2>/dev/null |
    grep -q '@'; then
    if nm -D --defined-only "$lib" | awk '$3 ~ /^bcq_/' |
        grep -v "@@$node\$" >"$tmp/nondefault"; then
        echo "FAIL: not exported as the default version $node:"
        sed 's/^/  /' "$tmp/nondefault"
        fail=1
    fi
fi
[ "$fail" = 0 ] || exit 1
echo "PASS: $(wc -l <"$tmp/expected" | tr -d ' ') symbols exported," \
    "all bcq_, $how, as lib/libbcq.map and include/bcq.h list them"
