#!/bin/sh
# check-layers.sh - lib/ is in folders by layer, from the bottom up:
#
#     base 0 < container 1 < bitstream 2 < ir 3 < file 4 < asm 5 < link 6
#
# and dependencies point down only.  Fails (exit 1), one line for each
# offence, naming the file, the include or the symbols, when
#
#   include  a .c or .h under lib/L/ includes a header of a higher layer
#            ("ir/ir.h" from lib/bitstream/), a header outside the layer
#            folders (the bare "internal.h", which mixes all layers), a
#            header of a folder that has no rank, or one that is not found.
#            "bcq.h" (include/), "config.h", <system> headers and headers
#            of the file's own folder are fine;
#   upward   a unit uses a function or object defined in a unit of a higher
#            layer (nm on the objects of lib/libbcq_internal.la, each
#            defined symbol mapped to its unit and layer);
#   cycle    lib/'s units have a dependency cycle (the unit graph of the
#            same nm data; tsort finds the loops, one path is printed for
#            each, with the symbols of its edges);
#   unit     a unit of lib/ lies outside the layer folders (lib/x.c) or in a
#            folder without a rank (add the folder to LAYERS below).
#
# Skips (exit 77) when nm or tsort is missing or lib/libbcq_internal.la's
# objects are not built.  The objects are the PIC set,
# lib/<layer>/.libs/libbcq_internal_la-<unit>.o, or when the tree has none
# (--disable-shared) the non-PIC one, lib/<layer>/libbcq_internal_la-<unit>.o.
#
# The check reads facts, one a line, paths from the top of the tree:
#
#   unit UNIT                     UNIT (lib/L/x.c) is a unit of the library
#   include FILE TARGET SPELLED   FILE has #include "SPELLED", which is
#                                 TARGET (lib/ir/ir.h, include/bcq.h,
#                                 config.h, or ?SPELLED when not found)
#   def UNIT SYMBOL               UNIT defines the global SYMBOL
#   use UNIT SYMBOL               UNIT refers to SYMBOL, not defined in it
#
# Usage: check-layers.sh                collect from the tree and check
#        check-layers.sh --facts FILE   check FILE instead (- for stdin);
#                                       tests/check-layers-self.sh feeds it
#                                       synthetic graphs
#        check-layers.sh --print-facts  print the facts of the tree
# (top_srcdir and top_builddir, as make check sets them; default: the
# directory above this script, and .)
set -u
# asm (the assembly writer) is above file: it only presents what the
# reading layers found, and no reading unit may call into it.  link
# (libbcq-link, lld's rules) is on top, a library of its own.
LAYERS="base container bitstream ir file asm link"

prog=check-layers
srcdir=${top_srcdir:-$(dirname "$0")/..}
builddir=${top_builddir:-.}

facts=
print=no
case ${1:-} in
'') ;;
--facts)
    [ $# -eq 2 ] || { echo "$prog: --facts needs a file" >&2; exit 99; }
    facts=$2
    ;;
--print-facts) print=yes ;;
*)
    echo "usage: $prog [--facts FILE | --print-facts]" >&2
    exit 99
    ;;
esac

command -v tsort >/dev/null 2>&1 || { echo "SKIP: tsort missing"; exit 77; }

tmp=${TMPDIR:-/tmp}/$prog.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
trap 'exit 99' HUP INT TERM

# ------------------------------------------------------------ collection
# The facts of the tree: the units and headers of $srcdir/lib, their
# #include "..." lines, and nm -P -g of each unit's object in $builddir.
collect() {
    command -v nm >/dev/null 2>&1 || { echo "SKIP: nm missing" >&2; exit 77; }
    ( cd "$srcdir" && find lib -name '*.[ch]' ) | LC_ALL=C sort >"$tmp/files"
    [ -s "$tmp/files" ] ||
        { echo "ERROR: no sources under $srcdir/lib" >&2; exit 99; }

    # includes: FILE SPELLED, resolved as the compiler would (the file's
    # folder, then -I include and -I lib; config.h is the build's); a
    # spelled folder names its layer whether or not the header exists yet.
    while read -r f; do
        sed -n 's/^[ 	]*#[ 	]*include[ 	]*"\([^"]*\)".*/\1/p' "$srcdir/$f" |
            while read -r inc; do
                dir=${f%/*}
                case $inc in
                ../*) t=lib/${inc#../} ;;
                */*)
                    if [ -f "$srcdir/$dir/$inc" ]; then t=$dir/$inc
                    elif [ -f "$srcdir/include/$inc" ]; then t=include/$inc
                    else t=lib/$inc
                    fi
                    ;;
                *)
                    if [ -f "$srcdir/$dir/$inc" ]; then t=$dir/$inc
                    elif [ -f "$srcdir/include/$inc" ]; then t=include/$inc
                    elif [ "$inc" = config.h ]; then t=config.h
                    elif [ -f "$srcdir/lib/$inc" ]; then t=lib/$inc
                    else t="?$inc"
                    fi
                    ;;
                esac
                echo "include $f $t $inc"
            done
    done <"$tmp/files"

    # units and their objects: one set for all, PIC if the tree has it
    grep '\.c$' "$tmp/files" >"$tmp/units"
    pic=yes nonpic=yes
    # the object prefix of a unit's library: lib/link's is libbcq-link's
    lib_of() { case $1 in lib/link/*) echo libbcq_link_la ;; *) echo libbcq_internal_la ;; esac; }
    while read -r u; do
        echo "unit $u"
        d=${u%/*} b=${u##*/} l=$(lib_of "$u")
        o=$builddir/$d/.libs/$l-${b%.c}.o
        [ -f "$o" ] || pic=no
        o=$builddir/$d/$l-${b%.c}.o
        [ -f "$o" ] || nonpic=no
    done <"$tmp/units"
    if [ $pic = yes ]; then sub=.libs/
    elif [ $nonpic = yes ]; then sub=
    else
        echo "SKIP: the objects of lib/libbcq_internal.la are not built" \
            "(make lib/libbcq_internal.la)" >&2
        exit 77
    fi
    while read -r u; do
        d=${u%/*} b=${u##*/} l=$(lib_of "$u")
        o=$builddir/$d/${sub}$l-${b%.c}.o
        # -P: name type [value size]; U undefined, V W weak, lower case
        # local.  Weak definitions are left out: only a strong one names
        # the unit a symbol comes from.
        nm -P -g "$o" >"$tmp/nm" || { echo "ERROR: nm $o failed" >&2; exit 99; }
        awk -v u="$u" '
            NF >= 2 && $2 == "U" { print "use", u, $1; next }
            NF >= 2 && $2 ~ /^[ABCDGRSTiu]$/ { print "def", u, $1 }
        ' "$tmp/nm"
    done <"$tmp/units"
}

if [ -z "$facts" ]; then
    collect >"$tmp/facts" || exit $?
    if [ $print = yes ]; then cat "$tmp/facts"; exit 0; fi
    grep -q '^def ' "$tmp/facts" || {
        echo "SKIP: nm found no symbol in the objects (LTO objects?)"
        exit 77
    }
elif [ "$facts" = - ]; then
    cat >"$tmp/facts"
else
    cat "$facts" >"$tmp/facts" || exit 99
fi

# -------------------------------------------------------------- checking
# Offences (include, unit, upward) on stdout; the unit graph, "A B" for A
# uses B, in edges; the symbols of each edge in edgesyms.
awk -v layers="$LAYERS" -v edges="$tmp/edges" -v edgesyms="$tmp/edgesyms" '
    BEGIN { n = split(layers, l, " "); for (i = 1; i <= n; i++) rank[l[i]] = i - 1 }
    # the layer folder of a path under lib/: "" outside a folder
    function folder(p,   a) {
        if (p !~ /^lib\/[^\/]+\//) return ""
        split(p, a, "/"); return a[2]
    }
    function name(f) { return f " " rank[f] }
    $1 == "unit" {
        f = folder($2)
        if (f == "")
            print "unit: " $2 " is outside the layer folders of lib/"
        else if (!(f in rank))
            print "unit: " $2 " is in lib/" f "/, a folder with no layer rank"
        next
    }
    $1 == "include" {
        file = $2; t = $3; sp = $4
        f = folder(file)
        if (!(f in rank)) next        # lib/internal.h itself, unranked folders
        what = file " (" name(f) ") includes \"" sp "\""
        if (t == "config.h" || t ~ /^include\//) next
        if (t ~ /^\?/) { print "include: " what ", which is not found"; next }
        tf = folder(t)
        if (t ~ /^lib\// && tf == "") {
            print "include: " what ": " t " is outside the layer folders" \
                (sp == "internal.h" ? " (it mixes all layers)" : "")
            next
        }
        if (tf == "" ) { print "include: " what ", outside lib/"; next }
        if (!(tf in rank)) {
            print "include: " what ", of lib/" tf "/, a folder with no layer rank"
            next
        }
        if (rank[tf] > rank[f])
            print "include: " what ", a header of the higher layer " name(tf)
        next
    }
    $1 == "def" { ndef[$3]++; def[$3] = $2; next }
    $1 == "use" { nuse++; uu[nuse] = $2; us[nuse] = $3; next }
    NF && $1 !~ /^#/ { print "ERROR: bad fact: " $0 }
    END {
        for (i = 1; i <= nuse; i++) {
            s = us[i]; a = uu[i]
            if (ndef[s] != 1) continue    # outside lib/, or weak/duplicate
            b = def[s]
            if (a == b) continue
            e = a SUBSEP b
            if (!(e in syms)) { syms[e] = s; print a, b > edges }
            else syms[e] = syms[e] ", " s
        }
        for (e in syms) {
            split(e, ab, SUBSEP)
            print ab[1], ab[2], syms[e] > edgesyms
            fa = folder(ab[1]); fb = folder(ab[2])
            if ((fa in rank) && (fb in rank) && rank[fb] > rank[fa])
                print "upward: " ab[1] " (" name(fa) ") uses " syms[e] \
                    " of " ab[2] " (" name(fb) ")"
        }
    }
' "$tmp/facts" | LC_ALL=C sort >"$tmp/offences"
if grep '^ERROR' "$tmp/offences"; then exit 99; fi
# sorted, so that the paths printed do not depend on awk's hash order
for f in edges edgesyms; do
    touch "$tmp/$f"
    LC_ALL=C sort "$tmp/$f" >"$tmp/$f.s" && mv "$tmp/$f.s" "$tmp/$f"
done

# Cycles: tsort reports each loop it breaks as "tsort: ...loop..." (GNU;
# BSD: "cycle") then one "tsort: NODE" line for each member.  One path
# through each loop's members is printed, with the symbols of its edges.
tsort "$tmp/edges" >/dev/null 2>"$tmp/tsort"
awk -v edgesyms="$tmp/edgesyms" '
    BEGIN {
        while ((getline line < edgesyms) > 0) {
            split(line, f, " ")
            a = f[1]; b = f[2]
            sym[a, b] = substr(line, length(a) + length(b) + 3)
            nout[a]++; out[a, nout[a]] = b
        }
    }
    # tsort: NODE (a member), or a message that starts a new loop
    /^tsort: / {
        x = substr($0, 8)
        if (x ~ /^lib\// && index(x, " ") == 0) { m[nl, ++nm[nl]] = x; next }
    }
    { nl++ }
    END {
        for (k = 0; k <= nl; k++) if (nm[k] > 1) cycle(k)
        if (nl > 0) groups()
    }
    # tsort breaks each loop at one edge and goes on, so its loops need not
    # be all: also each strongly connected group of units, all of which
    # depend on each other (what must come apart for the graph to be a DAG)
    function groups(   v, q, head, tail, j, w, r, u, g, n, list, done) {
        for (v in nout) {
            delete q; head = 1; tail = 0
            q[++tail] = v
            while (head <= tail) {
                u = q[head++]
                for (j = 1; j <= nout[u]; j++) {
                    w = out[u, j]
                    if (!((v, w) in r)) { r[v, w] = 1; q[++tail] = w }
                }
            }
        }
        for (v in nout) {
            if ((v in done) || !((v, v) in r)) continue
            n = 0; list = ""
            for (u in nout)
                if (((v, u) in r) && ((u, v) in r)) { g[++n] = u; done[u] = 1 }
            sortn(g, n)
            for (j = 1; j <= n; j++) list = list (j > 1 ? ", " : "") g[j]
            print "cycle group: " n " units depend on each other: " list
        }
    }
    function sortn(a, n,   i, j, t) {
        for (i = 2; i <= n; i++)
            for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
    }
    # a shortest path from the first member back to it, through members
    function cycle(k,   i, inloop, start, q, head, tail, prev, seen, v, j, w, p, path) {
        for (i = 1; i <= nm[k]; i++) inloop[m[k, i]] = 1
        start = m[k, 1]; head = 1; tail = 0
        for (j = 1; j <= nout[start]; j++) {
            w = out[start, j]
            if ((w in inloop) && !(w in seen)) { seen[w] = 1; prev[w] = start; q[++tail] = w }
        }
        while (head <= tail && !(start in seen)) {
            v = q[head++]
            for (j = 1; j <= nout[v]; j++) {
                w = out[v, j]
                if ((w in inloop) && !(w in seen)) { seen[w] = 1; prev[w] = v; q[++tail] = w }
            }
        }
        if (!(start in seen)) {        # not a path tsort knows: list them
            path = m[k, 1]
            for (i = 2; i <= nm[k]; i++) path = path ", " m[k, i]
            if (!(path in printed)) print "cycle: among " path
            printed[path] = 1
            return
        }
        path = start; w = start
        do {
            p = prev[w]
            path = p " -[" sym[p, w] "]-> " path
            w = p
        } while (w != start)
        if (!(path in printed)) print "cycle: " path
        printed[path] = 1
    }
' "$tmp/tsort" >>"$tmp/offences"
if [ -s "$tmp/tsort" ] && ! grep -q '^cycle: ' "$tmp/offences"; then
    echo "ERROR: tsort failed:"; cat "$tmp/tsort"; exit 99
fi

nunits=$(grep -c '^unit ' "$tmp/facts")
nedges=$(wc -l <"$tmp/edges" | tr -d ' ')
if [ -s "$tmp/offences" ]; then
    cat "$tmp/offences"
    echo "FAIL: $(wc -l <"$tmp/offences" | tr -d ' ') layer offences" \
        "($nunits units, $nedges unit dependencies; layers: $LAYERS)"
    exit 1
fi
echo "PASS: $nunits units, $nedges unit dependencies, all downward or" \
    "within a layer, no cycle; includes by layer ($LAYERS)"
