#!/bin/sh
# dis.sh - bcq dis against llvm-dis: every global value of the IR fixtures
# made by clang 14 (tests/data/*.bc), 19 (tests/data/v19/*.bc) and 22
# (tests/data/v22/*.bc, gen22.sh) and of hand-written IR (tests/data/asm,
# tests/data/ll: llvm-as 14, 19 and 22), its
# definition as bcq dis prints it compared with the one llvm-dis of the
# same release prints, both cut and normalized by dis-split.awk (attribute
# group and metadata numbers).
#
# The llvm-dis side is committed in tests/data/dis/FIXTURE.ll (so the
# suite means something without LLVM); with BCQ_DIS_LIVE=1, or when that
# file is missing, llvm-dis of the release is run instead (skips, 77, when
# it is not installed).  BCQ_DIS_UPDATE=1 rewrites the committed files
# from llvm-dis.
#
# A value bcq dis prints must equal llvm-dis's; one it refuses must be
# refused with BCQ_E_UNSUPPORTED (a form not printed yet) and print
# nothing.  Prints per fixture: values, equal, unsupported.
. "${top_srcdir:-.}/tests/lib.sh"
awkf="$top_srcdir/tests/dis-split.awk"
exp="$data/dis"
live=${BCQ_DIS_LIVE:-0}
update=${BCQ_DIS_UPDATE:-0}
skipped=0
tot_v=0 tot_eq=0 tot_un=0

one() { # FIXTURE.bc RELEASE NAME
    bc=$1 rel=$2 name=$3
    want=$exp/$name.ll
    if [ "$live" = 1 ] || [ "$update" = 1 ] || [ ! -f "$want" ]; then
        d=$(llvm_bindir "$rel" llvm-dis) || { skipped=$((skipped + 1)); return; }
        # in $tmp: llvm-dis -o - writes each module of a multi-module
        # file to "-.N" (those fixtures are not compared: 0 values)
        case $bc in /*) abs=$bc ;; *) abs=$PWD/$bc ;; esac
        (cd "$tmp" && "$d/llvm-dis" -o - "$abs" 2>/dev/null) |
            awk -f "$awkf" >"$tmp/want" || {
            bad "$name: llvm-dis failed"; return; }
        if [ "$update" = 1 ]; then cp "$tmp/want" "$want"; fi
        want=$tmp/want
    fi
    sed -n 's/^=== //p' "$want" >"$tmp/names"
    if [ ! -s "$tmp/names" ]; then
        echo "$name: 0 values, 0 equal, 0 unsupported"
        ok
        return
    fi
    # names may hold spaces: one argument a line.  Under check-valgrind
    # one fixture in four is run under memcheck (BCQ_VG_SAMPLE,
    # tests/valgrind-bcq.sh); the error cases below always are
    tr '\n' '\0' <"$tmp/names" |
        BCQ_VG_SAMPLE=1 xargs -0 $BCQ dis "$bc" >"$tmp/out" 2>"$tmp/err"
    awk -f "$awkf" "$tmp/out" >"$tmp/got"
    # per value: equal, unsupported (refused, nothing printed) or wrong
    awk -v name="$name" -v errf="$tmp/err" '
        FNR == 1 { f++ }
        /^=== / { cur = substr($0, 5); if (f == 1) order[++n] = cur; next }
        f == 1 { w[cur] = w[cur] $0 "\n"; next }
        f == 2 { g[cur] = g[cur] $0 "\n"; seen[cur] = 1; next }
        END {
            while ((getline line < errf) > 0) {
                if (line ~ /BCQ_E_UNSUPPORTED/) uns++
                else { other++; print "FAIL: " name ": " line }
            }
            eq = 0; wrong = 0
            for (i = 1; i <= n; i++) {
                k = order[i]
                if (!(k in seen)) continue
                if (g[k] == w[k]) eq++
                else {
                    wrong++
                    printf "FAIL: %s %s differs:\n--- llvm-dis\n%s--- bcq\n%s", name, k, w[k], g[k]
                }
            }
            if (eq + wrong + uns != n) {
                printf "FAIL: %s: %d values, %d printed, %d refused\n", name, n, eq + wrong, uns
                wrong++
            }
            printf "%s: %d values, %d equal, %d unsupported\n", name, n, eq, uns
            exit (wrong + other) ? 1 : 0
        }' "$want" "$tmp/got" >"$tmp/res"
    st=$?
    cat "$tmp/res"
    set -- $(tail -n 1 "$tmp/res")
    tot_v=$((tot_v + $2)) tot_eq=$((tot_eq + $4)) tot_un=$((tot_un + $6))
    if [ $st = 0 ]; then ok; else bad "$name"; fi
}

for bc in "$data"/*.bc; do
    n=${bc##*/}
    n=${n%.bc}
    case $n in many) continue ;; esac # 584 KB of llvm-dis text
    one "$bc" 14 "$n"
done
for bc in "$data"/v19/*.bc; do
    [ -f "$bc" ] || continue
    n=${bc##*/}
    one "$bc" 19 "v19-${n%.bc}"
done
# intrinsics (tests/data/intrin): LLVM's table of their attributes, of
# the release that wrote the file; a target left out of the table and a
# name that is no intrinsic are refused.  LLVM 22 replaces them only on
# the intrinsic's signature (sig22: other types are refused; ovl22: the
# overloaded names bcq's table holds)
for v in 14 19 22; do
    one "$data/intrin/intrin$v.bc" $v "intrin$v"
done
one "$data/intrin/sig22.bc" 22 intrin-sig22
one "$data/intrin/ovl22.bc" 22 intrin-ovl22
# overloaded names the table lacks, by analogy with a sibling (analog22:
# six of them refused: another type, a range(), another name)
one "$data/intrin/analog22.bc" 22 intrin-analog22
# names looked up as LLVM looks them up (tests/data/intrin/names.txt): a
# name bcq takes for an intrinsic that llvm-dis does not (or the reverse,
# but for the names the table leaves out) prints other attributes
for v in 14 19 22; do
    one "$data/intrin/names$v.bc" $v "intrin-names$v"
done
# hand-written IR (tests/data/asm/gen.sh): NAME.bc by llvm-as 14,
# NAME-19.bc by 19, NAME-22.bc by 22
for bc in "$data"/asm/*.bc; do
    [ -f "$bc" ] || continue
    n=${bc##*/}
    n=${n%.bc}
    case $n in
    *-19) one "$bc" 19 "asm-$n" ;;
    *-22) one "$bc" 22 "asm-$n" ;;
    *) one "$bc" 14 "asm-$n" ;;
    esac
done
for bc in "$data"/v22/*.bc; do
    [ -f "$bc" ] || continue
    n=${bc##*/}
    one "$bc" 22 "v22-${n%.bc}"
done
# hand-written IR (tests/data/ll, gen-ll.sh): NAME-R.bc made by llvm-as R
for bc in "$data"/ll/*.bc; do
    [ -f "$bc" ] || continue
    n=${bc##*/}
    n=${n%.bc}
    one "$bc" "${n##*-}" "ll-$n"
done
# the command line: names as llvm-dis spells them (bare, quoted, @N), an
# archive member, and the exit status of a name that is not there (1) and
# of a value that cannot be printed whole (3, nothing printed for it)
cli() { # WANT_STATUS WANT_LINES ARGS...
    want=$1 lines=$2
    shift 2
    $BCQ dis "$@" >"$tmp/cli" 2>"$tmp/cli.err"
    st=$?
    n=$(wc -l <"$tmp/cli" | tr -d ' ')
    if [ "$st" = "$want" ] && [ "$n" = "$lines" ]; then ok
    else bad "bcq dis $*: status $st (want $want), $n lines (want $lines)"
    fi
}
cli 0 13 "$data/unnamed.bc" @0 @1 '@"quoted name"' @2 @3 f
cli 0 1 "$data/unnamed.bc" '"quoted name"'
cli 1 0 "$data/unnamed.bc" nosuch
cli 0 36 "$data/o2.bc" llvm.lifetime.start.p0i8 classify
cli 3 2 "$data/intrin/intrin14.bc" llvm.aarch64.isb llvm.trap
cli 0 5 "$data/ar/gnu.a(beta.o)" beta_value
cli 0 5 "$data/ar/gnu.a" beta_value
$BCQ function "$data/ar/gnu.a" beta_value --ll >"$tmp/ll" 2>&1
if cmp -s "$tmp/ll" "$tmp/cli"; then ok
else bad "bcq function --ll differs from bcq dis"
fi
if [ "$(sed -n 1p "$tmp/cli")" = "; Function Attrs: nounwind uwtable" ]; then ok
else bad "bcq dis gnu.a beta_value: $(sed -n 1p "$tmp/cli")"
fi

echo "dis: $tot_v values, $tot_eq equal to llvm-dis, $tot_un unsupported"
if [ $skipped -gt 0 ] && [ $pass = 0 ] && [ $fail = 0 ]; then
    echo "SKIP: llvm-dis not installed and no committed text"
    exit 77
fi
finish dis
