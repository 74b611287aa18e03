# report.awk - the tables of bench/run, in markdown, from its key-value
# files (one per input, in order; see bench/run and bench/README).
#
# Lines of a key-value file: "name FILE", "fn1_name F", ...;
# "bcq.KEY MEDIAN MIN" and "llvm.KEY MEDIAN MIN" (seconds) or
# "bcq.KEY VALUE"; "proc.KEY MEDIAN MIN MAX MAXRSS_KB".

FNR == 1 { nf++ }
{
    key = $1
    v[nf, key] = $2
    if (key ~ /^proc\./)
        rss[nf, key] = $5
    if (key == "name") {
        name[nf] = $2
        byname[$2] = nf
    }
    if (key == "fn1_name" || key == "fn2_name")
        v[nf, key] = $2
}

function has(k, key) { return ((k, key) in v) && v[k, key] != "" }

function ft(s) {
    if (s == "")
        return "–"
    s += 0
    if (s < 1e-3)
        return sprintf("%.3g µs", s * 1e6)
    if (s < 1)
        return sprintf("%.3g ms", s * 1e3)
    return sprintf("%.3g s", s)
}

function fb(b) {
    b += 0
    if (b >= 1e6)
        return sprintf("%.2f MB", b / 1e6)
    if (b >= 1e3)
        return sprintf("%.1f kB", b / 1e3)
    return sprintf("%d B", b)
}

# thousands separated by a thin space
function fn(n,    s, r) {
    s = sprintf("%d", n)
    r = ""
    while (length(s) > 3) {
        r = " " substr(s, length(s) - 2) r
        s = substr(s, 1, length(s) - 3)
    }
    return s r
}

function frss(k, key) {
    return (k, key) in rss ? sprintf(", %s RSS", fb(rss[k, key] * 1024)) : ""
}

# Judge a value against a target; records it for the summary.
#   kind "speedup": good when ref/bcq >= goal; "ratio": bcq/ref <= goal;
#   "max": value <= goal (bytes per item); "bytes": value <= goal (bytes,
#   goal computed for the file).
function judge(k, tid, kind, goal, value,    ok, shown) {
    if (kind == "speedup") {
        ok = value >= goal
        shown = sprintf("%.1f×", value)
    } else if (kind == "ratio") {
        ok = value <= goal
        shown = sprintf("%.3g×", value)
    } else if (kind == "bytes") {
        ok = value <= goal
        shown = sprintf("%s of %s (%.3f×)", fb(value), fb(goal), value / goal)
    } else {
        ok = value <= goal
        shown = sprintf("%.1f B", value)
    }
    verdict[k, tid] = (ok ? "PASS " : "**MISS** ") shown
    if (!ok)
        misses = misses sprintf("- %s: %s: %s (target %s)\n", name[k],
                                tlabel[tid], shown, tgoal[tid])
    return ok ? "PASS" : "**MISS**"
}

# One timed row: bcq's and the reference's time; ratio, speedup, target.
function row(k, label, bkey, rlabel, rkey, tid, kind, goal, extra_b, extra_r,
             b, r, ratio, speed, res, tgt) {
    b = has(k, bkey) ? v[k, bkey] : ""
    r = rkey == "" ? "" : (has(k, rkey) ? v[k, rkey] : "")
    ratio = speed = res = ""
    tgt = "–"
    if (b != "" && r != "" && r + 0 > 0 && b + 0 > 0) {
        ratio = sprintf("%.3g", b / r)
        speed = sprintf("%.1f×", r / b)
        if (tid != "") {
            res = judge(k, tid, kind, goal, kind == "speedup" ? r / b : b / r)
        }
    }
    if (tid != "")
        tgt = tgoal[tid]
    printf "| %s | %s%s | %s%s%s | %s | %s | %s | %s |\n", label, ft(b),
        extra_b, rlabel, rlabel == "" ? "" : " ", (r == "" ? "–" : ft(r)) extra_r,
        ratio == "" ? "–" : ratio, speed == "" ? "–" : speed, tgt, res
}

# a share of the file, in per cent: two significant digits below 10
function pct(kb, bytes,    p) {
    p = 100 * kb * 1024 / bytes
    return sprintf(p >= 10 ? "%.0f%%" : p >= 1 ? "%.1f%%" : "%.2f%%", p)
}

BEGIN {
    tlabel["lazy"] = "open+index vs LLVM lazy load"; tgoal["lazy"] = "≥ 20×"
    tlabel["symtab"] = "open + SYMTAB + every symbol vs irsymtab::readBitcode"
    tgoal["symtab"] = "≤ 1×"
    tlabel["fn1"] = "open + function 1's body vs lazy load + materialize"
    tgoal["fn1"] = "≥ 20×"
    tlabel["fn2"] = "open + function 2's body (most records) vs lazy load + materialize"
    tgoal["fn2"] = "≥ 20×"
    tlabel["nm"] = "bcq symbols vs llvm-nm"; tgoal["nm"] = "≥ 10×"
    tlabel["info"] = "bcq info vs cat"; tgoal["info"] = "≤ 5×"
    tlabel["extract"] = "bcq function vs llvm-extract -func"
    tgoal["extract"] = "≥ 10×"
    tlabel["dump"] = "bcq dump vs llvm-bcanalyzer -dump"; tgoal["dump"] = "≥ 3×"
    tlabel["dbg"] = "open+index with -g vs without"; tgoal["dbg"] = "≤ 1.3×"
    tlabel["dbg_nm"] = "bcq symbols with -g vs without"; tgoal["dbg_nm"] = "≤ 1.3×"
    tlabel["dbg_fn1"] = "open + function 1 with -g vs without"
    tgoal["dbg_fn1"] = "≤ 1.3×"
    tlabel["heap"] = "heap after open"; tgoal["heap"] = "≤ 1 KB + 32 B per indexed block"
    tlabel["global"] = "heap of the decoded modules per global value"
    tgoal["global"] = "≤ 64 B"
    ntid = split("lazy symtab fn1 fn2 nm info extract dump dbg dbg_nm dbg_fn1 heap global",
                 tids, " ")
}

# The heap limit of a default open: 1 KB + 32 B per indexed block.
function heaplimit(k) { return 1024 + 32 * v[k, "bcq.blocks"] }

END {
    for (k = 1; k <= nf; k++) {
        size = v[k, "bcq.file_bytes"]
        printf "## %s\n\n", name[k]
        printf "%s, %s blocks in the index (%s with every body indexed), ", fb(size),
            fn(v[k, "bcq.blocks"]), fn(v[k, "bcq.blocks_deep"])
        printf "%s global values, %s defined functions.  ", fn(v[k, "bcq.globals"]),
            fn(v[k, "ndefs"])
        printf "Function 1: `%s` (definition %s of %s, the middle one; %s words, %s records)", v[k, "fn1_name"],
            fn(v[k, "fn1_pos"]), fn(v[k, "ndefs"]), fn(v[k, "bcq.fn1_words"]),
            fn(v[k, "bcq.fn1_records"])
        if (has(k, "bcq.fn2_words"))
            printf "; function 2: `%s` (%s: %s words, %s records)", v[k, "fn2_name"],
                v[k, "fn2_name"] ~ /^sqlite3VdbeExec/ ? "the most records, SQLite's interpreter loop" : "the most records",
                fn(v[k, "bcq.fn2_words"]), fn(v[k, "bcq.fn2_records"])
        printf ".  Records: %s decoded by bcq", fn(v[k, "bcq.decode_records"])
        if (has(k, "llvm.walk_records"))
            printf ", %s by the BitstreamCursor walk (which does not count BLOCKINFO's)", fn(v[k, "llvm.walk_records"])
        printf "."
        if (has(k, "nm_same"))
            printf "  `bcq symbols` output identical to `llvm-nm`: %s.", v[k, "nm_same"] ? "yes" : "**no**"
        if (has(k, "bcq.symtab_missing"))
            printf "  No SYMTAB block."
        printf "\n\n"

        print "| measurement | bcq | reference | bcq/ref | speedup | target | result |"
        print "|---|---|---|---|---|---|---|"
        row(k, "open + index (`bcq_open_path` + `bcq_close`) vs lazy load", "bcq.open_index",
            "`getLazyBitcodeModule`", "llvm.lazy", "lazy", "speedup", 20)
        row(k, "open + index vs reading the file (informational: the old target was ≤ 2×)", "bcq.open_index",
            "`cat FILE >/dev/null`", "proc.cat")
        row(k, "open + index vs reading the file in-process", "bcq.open_index",
            "open + `read(2)` + close", "bcq.read_file")
        # The same code without -g: x-g.bc and x.bc, x-g-clang19.bc and
        # x-clang19.bc.
        nog = name[k]
        j = 0
        if ((sub(/-g\.bc$/, ".bc", nog) || sub(/-g-/, "-", nog)) && (nog in byname)) {
            j = byname[nog]
            v[k, "bcq.open_index_nog"] = v[j, "bcq.open_index"]
            v[k, "bcq.fn1_first_nog"] = v[j, "bcq.fn1_first"]
            v[k, "proc.bcq_symbols_nog"] = v[j, "proc.bcq_symbols"]
            row(k, "open + index, -g vs the same code without -g", "bcq.open_index",
                "open + index of " nog, "bcq.open_index_nog", "dbg", "ratio", 1.3)
        }
        row(k, "open + index vs top-level scan", "bcq.open_index",
            "`getBitcodeModuleList`", "llvm.modlist")
        for (f = 1; f <= 2; f++) {
            if (!has(k, "bcq.fn" f "_first"))
                continue
            row(k, "open + function " f " (find, every record of the body) vs lazy load + materialize",
                "bcq.fn" f "_first", "`getLazyBitcodeModule` + `materialize()`",
                "llvm.fn" f "_lazy_mat", "fn" f, "speedup", 20)
        }
        if (j && has(k, "bcq.fn1_first")) {
            other = v[j, "fn1_name"] == v[k, "fn1_name"] ? "" : " (`" v[j, "fn1_name"] "`)"
            row(k, "open + function 1, -g vs the same code without -g", "bcq.fn1_first",
                "open + function 1 of " nog other, "bcq.fn1_first_nog", "dbg_fn1", "ratio", 1.3)
        }
        for (f = 1; f <= 2; f++) {
            if (!has(k, "bcq.fn" f "_repeat"))
                continue
            row(k, "function " f " again on the open handle vs materialize alone",
                "bcq.fn" f "_repeat", "`materialize()`", "llvm.fn" f "_mat_only")
        }
        row(k, "every global's symbol name and flags (open + modules)", "bcq.symbols",
            "`IRObjectFile` symbols", "llvm.irobj_syms")
        row(k, "SYMTAB: open + `bcq_symtab_get` + every symbol", "bcq.symtab",
            "`lto::InputFile::create`", "llvm.lto_symtab")
        row(k, "SYMTAB, the same", "bcq.symtab", "`irsymtab::readBitcode`", "llvm.irsymtab",
            "symtab", "ratio", 1)
        row(k, "every record decoded (a reader on every block)", "bcq.decode_all",
            "`BitstreamCursor` walk", "llvm.walk")
        row(k, "every function's body read (open + reader per body)", "bcq.bodies_all", "", "")
        row(k, "every function's instruction view", "bcq.insts_all", "", "")
        row(k, "every function's references (`bcq_refs_get`)", "bcq.refs_all", "", "")
        row(k, "deep index (`BCQ_OPEN_DEEP`) + close", "bcq.open_deep", "", "")
        row(k, "full parse (LLVM only)", "", "`parseBitcodeFile`", "llvm.full")
        row(k, "process start and exit: `bcq --version`", "proc.bcq_version",
            "`llvm-nm --version`", "proc.llvm_version", "", "", "",
            frss(k, "proc.bcq_version"), frss(k, "proc.llvm_version"))
        row(k, "process: `bcq info` vs reading the file", "proc.bcq_info", "`cat`",
            "proc.cat", "info", "ratio", 5, frss(k, "proc.bcq_info"))
        row(k, "process: `bcq symbols`", "proc.bcq_symbols", "`llvm-nm`",
            "proc.llvm_nm", "nm", "speedup", 10, frss(k, "proc.bcq_symbols"),
            frss(k, "proc.llvm_nm"))
        if (j)
            row(k, "process: `bcq symbols`, -g vs the same code without -g",
                "proc.bcq_symbols", "`bcq symbols` " nog, "proc.bcq_symbols_nog",
                "dbg_nm", "ratio", 1.3)
        row(k, "process: `bcq function FILE F1`", "proc.bcq_function",
            "`llvm-extract -func F1`", "proc.llvm_extract", "extract", "speedup", 10,
            frss(k, "proc.bcq_function"), frss(k, "proc.llvm_extract"))
        row(k, "process: `bcq dump`", "proc.bcq_dump", "`llvm-bcanalyzer -dump`",
            "proc.llvm_bcanalyzer", "dump", "speedup", 3, frss(k, "proc.bcq_dump"),
            frss(k, "proc.llvm_bcanalyzer"))

        if (has(k, "bcq.stat_heap_open")) {
            h = v[k, "bcq.stat_heap_open"]
            printf "| heap after open (`bcq_stat_heap`) vs 1 KB + 32 B per indexed block | %s (%.1f B per block) | 1024 B + 32 B × %s = %s | %.4g | – | %s | %s |\n",
                fb(h), h / v[k, "bcq.blocks"], fn(v[k, "bcq.blocks"]), fb(heaplimit(k)),
                h / heaplimit(k), tgoal["heap"], judge(k, "heap", "bytes", heaplimit(k), h)
            printf "| the same, deep open | %s (%.1f B per block, %s blocks) | – | – | – | – | |\n",
                fb(v[k, "bcq.stat_heap_deep"]),
                v[k, "bcq.stat_heap_deep"] / v[k, "bcq.blocks_deep"], fn(v[k, "bcq.blocks_deep"])
        }
        if (has(k, "bcq.stat_heap_modules") && v[k, "bcq.module_globals"] > 0) {
            h = v[k, "bcq.stat_heap_modules"] - v[k, "bcq.stat_heap_open"]
            per = h / v[k, "bcq.module_globals"]
            printf "| heap of the decoded modules per global value (`bcq_stat_heap` after `bcq_module_get` of every module − after open) | %.1f B (%s / %s) | – | – | – | %s | %s |\n",
                per, fb(h), fn(v[k, "bcq.module_globals"]), tgoal["global"],
                judge(k, "global", "max", 64, per)
        }
        per = v[k, "bcq.heap_open"] / v[k, "bcq.blocks"]
        printf "| heap after open / blocks (mallinfo2 delta) | %.1f B (%s / %s) | – | – | – | %s | %s |\n",
            per, fb(v[k, "bcq.heap_open"]), fn(v[k, "bcq.blocks"]),
            has(k, "bcq.stat_heap_open") ? "–" : tgoal["heap"],
            has(k, "bcq.stat_heap_open") ? "" : judge(k, "heap", "bytes", heaplimit(k),
                                                      v[k, "bcq.heap_open"])
        printf "| the same, deep open | %.1f B (%s / %s) | – | – | – | – | |\n",
            v[k, "bcq.heap_deep"] / v[k, "bcq.blocks_deep"], fb(v[k, "bcq.heap_deep"]),
            fn(v[k, "bcq.blocks_deep"])
        printf "| RSS increase by open (statm) | %s = %s of the file (file pages %s, anonymous %s) | – | – | – | – | |\n",
            fb(v[k, "bcq.rss_open_kb"] * 1024), pct(v[k, "bcq.rss_open_kb"], size),
            fb(v[k, "bcq.rss_file_kb"] * 1024), fb(v[k, "bcq.rss_anon_kb"] * 1024)
        printf "| file pages read by open (PROT_NONE trap) | %s = %s | – | – | – | – | |\n",
            fb(v[k, "bcq.touch_open_kb"] * 1024), pct(v[k, "bcq.touch_open_kb"], size)
        if (has(k, "bcq.touch_symtab_kb")) {
            b = v[k, "bcq.symtab_blob_bytes"] + v[k, "bcq.strtab_blob_bytes"]
            printf "| … by open + `bcq_symtab_get` + every SYMTAB symbol | %s = %s | the SYMTAB + STRTAB blobs: %s + %s = %s = %s | – | – | – | |\n",
                fb(v[k, "bcq.touch_symtab_kb"] * 1024), pct(v[k, "bcq.touch_symtab_kb"], size),
                fb(v[k, "bcq.symtab_blob_bytes"]), fb(v[k, "bcq.strtab_blob_bytes"]), fb(b),
                pct(b / 1024, size)
        }
        printf "| … by open + every module's global values with symbol names | %s = %s | – | – | – | – | |\n",
            fb(v[k, "bcq.touch_symbols_kb"] * 1024), pct(v[k, "bcq.touch_symbols_kb"], size)
        for (f = 1; f <= 2; f++)
            if (has(k, "bcq.touch_fn" f "_kb"))
                printf "| … by open + function %d | %s = %s | – | – | – | – | |\n", f,
                    fb(v[k, "bcq.touch_fn" f "_kb"] * 1024),
                    pct(v[k, "bcq.touch_fn" f "_kb"], size)
        printf "\n"
    }

    print "## Targets"
    print ""
    printf "| target |"
    for (k = 1; k <= nf; k++)
        printf " %s |", name[k]
    printf "\n|---|"
    for (k = 1; k <= nf; k++)
        printf "---|"
    printf "\n"
    for (t = 1; t <= ntid; t++) {
        printf "| %s %s |", tlabel[tids[t]], tgoal[tids[t]]
        for (k = 1; k <= nf; k++)
            printf " %s |", (k, tids[t]) in verdict ? verdict[k, tids[t]] : "–"
        printf "\n"
    }
    printf "\n"
    if (misses != "")
        printf "Missed:\n\n%s", misses
    else
        print "Every target met."
}
