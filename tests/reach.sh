#!/bin/sh
# reach.sh - what a linker that loads lazily would pull: a walk from main
# over `bcq refs` across the units of a C++ link set equals what LLVM keeps
# of their llvm-link with `opt -passes='internalize,globaldce'
# -internalize-public-api-list=main` (issue 13, "Done means").
#
# The link set: tests/data/refs-cxx-{main,shapes,util}-o0g.bc (clang 14,
# -O0 -g, linked in that order) and the same from clang 19 in
# tests/data/v19/.  -O0 -g rather than -O2: every inline function, C1/C2
# constructor and TLS wrapper stays a function of its own, so there is more
# to walk, and the debug info names functions (a template argument) that
# no code references, which must not keep them.
#
# Expected: tests/data/reach14.expect and tests/data/v19/reach19.expect, the
# defined global values left after llvm-link + internalize + globaldce
# (written by tests/data/gen.sh; `llvm-refs.awk -v defined=1` on llvm-dis
# output).  The walk is checked against them always; the LLVM side is run
# again live (and compared with them) when that LLVM's llvm-link, opt and
# llvm-dis are installed.
#
# bcq is asked only `bcq symbols FILE --json` (each unit's global values:
# name, kind, linkage, declaration, comdat) and `bcq refs FILE NAME
# --module 0` (KIND<TAB>NAME lines: the names column is used), for each
# alias and each definition the walk reaches.
#
# The walk (what GlobalDCE keeps, besides what main reaches):
#  - roots: main, the API kept by internalize; the variables internalize
#    never internalizes (llvm.used, llvm.compiler.used, llvm.global_ctors,
#    llvm.global_dtors, llvm.global.annotations, __stack_chk_guard,
#    __stack_chk_fail; appending linkage, or external after internalize,
#    so not discardable); and every ifunc that is not local or linkonce:
#    internalize leaves ifuncs alone, so they stay external and GlobalDCE
#    may not drop them (here util_fast, and through it util_resolve and
#    both implementations, which main never reaches).  The members of
#    llvm.used are roots as well; the walk reaches them through llvm.used's
#    initializer.
#  - a reached value's comdat group is kept whole: every definition of its
#    unit in the same comdat (an alias belongs to its aliasee's comdat).
#  - a name referenced in a unit is that unit's own local (internal,
#    private) value if it has one; else the first unit's definition in link
#    order (a strong one before linkonce/weak/common copies: llvm-link
#    keeps that one); an appending variable is every unit's definition
#    (llvm-link appends them); a name no unit defines is outside the link.
#  - references through metadata are none (bcq refs leaves them out).
# Not modelled, absent from these fixtures (the walk checks what it can):
# GlobalDCE's removal of empty functions from llvm.global_ctors first,
# dllexport and externally_initialized values (also kept by internalize),
# llvm-link's renaming of clashing local names (the walk fails if two
# units define the same local name), and the dropping of a comdat's
# ctor entries when another unit's copy of the comdat wins.
set -u
. "${top_srcdir:-.}/tests/lib.sh"
awkf="$top_srcdir/tests/llvm-refs.awk"
tab=$(printf '\t')
units="main shapes util"

# The named global values of FILE (module 0) as "UNIT NAME KIND LINKAGE
# DECL COMDAT" (tab-separated; see tests/globals.awk).
symtab() { # FILE UNIT
    "$BCQ" symbols "$1" --json | awk -f "$top_srcdir/tests/globals.awk" |
        awk -F "$tab" -v u="$2" '$1 == 0 && $2 != "" { $1 = u; print }' OFS="$tab"
}

# The resolver: reads TAB (symtab lines of all units), ALIASES ("UNIT
# ALIAS NAME": the names in each alias's aliasee), SEEN (nodes "UNIT NAME"
# already reached) and then, by mode:
#   roots  - prints the roots and their comdat peers; "CLASH NAME" lines
#            for a local name defined by two units (or local in one and
#            global in another)
#   step   - reads EDGES ("UNIT FROM REF") and prints the nodes they reach
#            that SEEN lacks, with their comdat peers
#   plain  - reads EDGES and prints what main alone reaches over them
#            (no roots besides main, no comdat groups)
resolve_awk='
BEGIN { FS = OFS = "\t" }
FILENAME == ARGV[1] {
    u = $1; n = $2
    if ($5 == 1 || $4 == "available_externally" || $4 == "extern_weak")
        next
    def[u, n] = 1
    kind[u, n] = $3
    cd[u, n] = $6
    units[u] = 1
    if ($4 == "internal" || $4 == "private") {
        if (n in lname || n in gname)
            clash[n] = 1
        loc[u, n] = 1
        lname[n] = 1
    } else if ($4 == "appending") {
        app[n] = app[n] " " u
    } else {
        if (n in lname)
            clash[n] = 1
        strong = $4 !~ /^(linkonce|linkonce_odr|weak|weak_odr|common)$/
        if (!(n in gname) || (strong && !gstrong[n])) {
            gname[n] = u
            gstrong[n] = strong
        }
        if (kind[u, n] == "ifunc" && $4 !~ /^linkonce/)
            ifunc[u, n] = 1
    }
    next
}
FILENAME == ARGV[2] { aliasee[$1, $2] = aliasee[$1, $2] == "" ? $3 : "-"; next }
FILENAME == ARGV[3] { seen[$1, $2] = 1; next }
mode != "roots" { edge[++ne] = $0 }

# the definition(s) REF names from unit U: "U2 NAME" in out[1..k]
function target(u, ref,    k, w, i) {
    if ((u, ref) in loc) {
        out[1] = u SUBSEP ref
        return 1
    }
    if (ref in app) {
        k = split(app[ref], w, " ")
        for (i = 1; i <= k; i++)
            out[i] = w[i] SUBSEP ref
        return k
    }
    if (ref in gname) {
        out[1] = gname[ref] SUBSEP ref
        return 1
    }
    return 0
}
# the comdat of a definition (of an alias: that of the object it aliases)
function comdat(u, n,    depth, k) {
    for (depth = 0; depth < 16 && kind[u, n] == "alias"; depth++) {
        if (!((u, n) in aliasee) || aliasee[u, n] == "-")
            return ""
        if (target(u, aliasee[u, n]) != 1)
            return ""
        split(out[1], k, SUBSEP)
        u = k[1]; n = k[2]
    }
    return cd[u, n]
}
function add(node,    k, c, d, m) {
    if (node in seen || node in new)
        return
    new[node] = 1
    split(node, k, SUBSEP)
    c = comdat(k[1], k[2])
    if (c == "")
        return
    for (d in def) {
        split(d, m, SUBSEP)
        if (m[1] == k[1] && comdat(m[1], m[2]) == c)
            add(d)
    }
}
END {
    if (mode == "roots") {
        for (n in clash)
            print "CLASH", n
        if (target("", "main") == 1)
            add(out[1])
        split("llvm.used llvm.compiler.used llvm.global_ctors llvm.global_dtors " \
              "llvm.global.annotations __stack_chk_guard __stack_chk_fail", keep, " ")
        for (i in keep)
            for (u in units)
                if ((u, keep[i]) in def && !((u, keep[i]) in loc))
                    add(u SUBSEP keep[i])
        for (d in ifunc) {
            split(d, m, SUBSEP)
            if (gname[m[2]] == m[1])
                add(d)
        }
    } else if (mode == "step") {
        for (e = 1; e <= ne; e++) {
            split(edge[e], f, "\t")
            k = target(f[1], f[3])
            for (i = 1; i <= k; i++)
                tgt[i] = out[i]   # add() calls target() again
            for (i = 1; i <= k; i++)
                add(tgt[i])
        }
    } else {
        for (e = 1; e <= ne; e++) {
            split(edge[e], f, "\t")
            from = f[1] SUBSEP f[2]
            k = target(f[1], f[3])
            for (i = 1; i <= k; i++)
                succ[from] = succ[from] "\n" out[i]
        }
        if (target("", "main") == 1) {
            nq = 1
            q[1] = out[1]
            new[out[1]] = 1
            for (h = 1; h <= nq; h++) {
                k = split(succ[q[h]], w, "\n")
                for (i = 2; i <= k; i++)
                    if (!(w[i] in new)) {
                        new[w[i]] = 1
                        q[++nq] = w[i]
                    }
            }
        }
    }
    for (node in new) {
        split(node, parts, SUBSEP)
        print parts[1], parts[2]
    }
}'

resolve() { # MODE [EDGES]
    awk -v mode="$1" "$resolve_awk" "$tmp/tab" "$tmp/aliases" "$tmp/seen" ${2:+"$2"}
}

# The walk over the units in DIR: prints the reached definitions' names.
walk() { # DIR
    : >"$tmp/tab"
    : >"$tmp/aliases"
    : >"$tmp/seen"
    : >"$tmp/edges"
    k=0
    for u in $units; do
        k=$((k + 1))
        eval "file_$k=\$1/refs-cxx-\$u-o0g.bc"
        symtab "$1/refs-cxx-$u-o0g.bc" "$k" >>"$tmp/tab"
    done
    # the aliasees, for the comdat of each alias
    while IFS="$tab" read -r u name kind _ decl _; do
        [ "$kind" = alias ] && [ "$decl" = 0 ] || continue
        eval "f=\$file_$u"
        if ! "$BCQ" refs "$f" "$name" --module 0 </dev/null >"$tmp/out" 2>"$tmp/err"; then
            echo "reach.sh: bcq refs $f $name: $(cat "$tmp/err")" >&2
            return 1
        fi
        awk -F "$tab" -v u="$u" -v n="$name" '{ print u "\t" n "\t" $2 }' "$tmp/out" >>"$tmp/aliases"
    done <"$tmp/tab"
    resolve roots >"$tmp/front" || return 1
    if grep -q '^CLASH' "$tmp/front"; then
        echo "reach.sh: local names defined by two units (llvm-link would rename" \
            "them): $(grep '^CLASH' "$tmp/front" | cut -f 2 | tr '\n' ' ')" >&2
        return 1
    fi
    while [ -s "$tmp/front" ]; do
        cat "$tmp/front" >>"$tmp/seen"
        : >"$tmp/step"
        while IFS="$tab" read -r u name; do
            eval "f=\$file_$u"
            if ! "$BCQ" refs "$f" "$name" --module 0 </dev/null >"$tmp/out" 2>"$tmp/err"; then
                echo "reach.sh: bcq refs $f $name: $(cat "$tmp/err")" >&2
                return 1
            fi
            awk -F "$tab" -v u="$u" -v n="$name" '{ print u "\t" n "\t" $2 }' "$tmp/out" >>"$tmp/step"
        done <"$tmp/front"
        cat "$tmp/step" >>"$tmp/edges"
        resolve step "$tmp/step" >"$tmp/front" || return 1
    done
    cut -f 2 "$tmp/seen" | LC_ALL=C sort -u
}

# What llvm-link + internalize + globaldce keep of the units in DIR, with
# the tools in BINDIR: the defined global values' names.
llvm_keep() { # BINDIR DIR
    set --  "$1" "$2/refs-cxx-main-o0g.bc" "$2/refs-cxx-shapes-o0g.bc" "$2/refs-cxx-util-o0g.bc"
    "$1/llvm-link" "$2" "$3" "$4" -o "$tmp/linked.bc" &&
        "$1/opt" -passes='internalize,globaldce' -internalize-public-api-list=main \
            "$tmp/linked.bc" -o "$tmp/kept.bc" &&
        "$1/llvm-dis" "$tmp/kept.bc" -o "$tmp/kept.ll" &&
        awk -v defined=1 -f "$awkf" "$tmp/kept.ll"
}

# LLVM VERSION's tools, if installed (llvm_bindir, tests/lib.sh)
bindir() { # VERSION
    llvm_bindir "$1" llvm-link opt llvm-dis
}

for v in 14 19; do
    if [ $v = 14 ]; then dir=$data; else dir=$data/v19; fi
    expect=$dir/reach$v.expect
    if ! walk "$dir" >"$tmp/walk$v"; then
        bad "clang $v: the walk over bcq refs stopped"
        continue
    fi
    if cmp -s "$tmp/walk$v" "$expect"; then ok; else
        bad "clang $v: the walk from main differs from ${expect##*/} (< walk, > LLVM)"
        diff "$tmp/walk$v" "$expect" | head -n 40
    fi
    # what the roots and comdat groups add to plain reachability from main
    resolve plain "$tmp/edges" | cut -f 2 | LC_ALL=C sort -u >"$tmp/plain"
    ndef=$(awk -F "$tab" '$5 == 0' "$tmp/tab" | cut -f 2 | LC_ALL=C sort -u | wc -l)
    echo "clang $v: $ndef definitions in the link set; bcq refs walk keeps" \
        "$(wc -l <"$tmp/walk$v"), ${expect##*/} $(wc -l <"$expect"); main alone" \
        "reaches $(wc -l <"$tmp/plain"); the other roots and comdat groups add:" \
        $(LC_ALL=C comm -13 "$tmp/plain" "$tmp/walk$v")
    # live: LLVM itself, against the committed expectation
    if d=$(bindir $v); then
        if llvm_keep "$d" "$dir" >"$tmp/llvm$v" && cmp -s "$tmp/llvm$v" "$expect"; then ok
        else bad "clang $v: llvm-link + opt (LLVM $v) now keep other values than ${expect##*/}"
            diff "$tmp/llvm$v" "$expect" | head -n 20
        fi
    else
        echo "SKIP (live part): llvm-link, opt and llvm-dis of LLVM $v not found"
    fi
done

finish reach.sh
