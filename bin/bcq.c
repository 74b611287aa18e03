/*
 * bcq - answer questions about LLVM bitcode files without loading them.
 *
 * The only code of the project that prints or exits.  Exit status:
 * 0 success, 1 a thing asked for does not exist (file, block), 2 usage
 * error, 3 malformed or unsupported input.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"



static const char usage_text[] =
    "Usage: bcq COMMAND FILE [OPTIONS]\n"
    "       bcq link [OPTIONS] INPUT...\n"
    "\n"
    "Answer questions about an LLVM bitcode file (or any LLVM bitstream\n"
    "file: clang's .dia, .pch, ...) without loading it.\n"
    "\n"
    "FILE is bitcode (raw or wrapped), an ELF, Mach-O or COFF object with\n"
    "embedded bitcode (.llvmbc, .llvm.lto, __LLVM,__bitcode), a universal\n"
    "Mach-O binary (every slice, or the one --arch NAME names), or an ar\n"
    "archive (GNU, BSD or thin): every command then runs on each member\n"
    "that holds bitcode, after a blank line and 'MEMBER:' as llvm-nm\n"
    "prints them (JSON: a line {\"file\",\"member\"}); function and refs\n"
    "take the first\n"
    "member that defines NAME.  ARCHIVE(MEMBER) names one member.\n"
    "\n"
    "Commands:\n"
    "  blocks FILE [--json]      every block in file order, as an indented\n"
    "                            tree: name, id, bit offset of the\n"
    "                            ENTER_SUBBLOCK, length in 32-bit words,\n"
    "                            abbreviation width.  --json: one object per\n"
    "                            line with keys id, name, depth, parent,\n"
    "                            offset_bits, words, abbrev_width.\n"
    "  dump FILE [--block N]     the records of the whole file, or of block N\n"
    "                            (its position in 'bcq blocks') and its\n"
    "                            sub-blocks, in the format of\n"
    "                            'llvm-bcanalyzer -dump -non-symbolic'.\n"
    "  symbols FILE [--json] [--module N|all]\n"
    "                            the symbols of every module, as 'llvm-nm'\n"
    "                            prints them (same lines, letters, order).\n"
    "                            --json: one object per global value with\n"
    "                            kind, name, symbol, linkage, visibility,\n"
    "                            declaration, DLL storage, thread-local mode,\n"
    "                            unnamed_addr, dso_local, section, comdat.\n"
    "  symtab FILE [--json]      the irsymtab in the SYMTAB block, as\n"
    "                            'llvm-lto2 dump-symtab' prints it; --json:\n"
    "                            the whole table with every flag, and each\n"
    "                            symbol's global value (value_id; null for\n"
    "                            module asm).\n"
    "  info FILE [--json] [--module N|all]\n"
    "                            container, modules and each module's facts:\n"
    "                            producer, epoch, version, triple, data\n"
    "                            layout, source file, hash, sections, GC\n"
    "                            names, counts of global values.\n"
    "  function FILE NAME [--insts|--raw] [--json] [--module N]\n"
    "                            the body of the defined function NAME (its\n"
    "                            IR name), found through the module's\n"
    "                            VST offsets without reading other bodies:\n"
    "                            its FUNCTION_BLOCK in the dump format;\n"
    "                            --insts: one line per record with the\n"
    "                            instruction name, the value it defines\n"
    "                            (%N) and operands resolved (%N value,\n"
    "                            type:N, bb:N, md:N); --raw: the body's bytes.\n"
    "                            --json: the extent plus records, insts or\n"
    "                            body_hex.  Exit 1 if NAME is not defined.\n"
    "                            With --insts or --json a body that does not\n"
    "                            decode to its end prints nothing to stdout\n"
    "                            (the error to stderr, a non-zero exit).\n"
    "  functions FILE [--count] [--json] [--module N|all]\n"
    "                            the defined functions in order, one per\n"
    "                            line: module, value id, bit offset of the\n"
    "                            FUNCTION_BLOCK, body words, [records in the\n"
    "                            body with --count,] name (tab-separated).\n"
    "  refs FILE NAME [--module N] [--from body|summary] [--json]\n"
    "                            the global values that the global value\n"
    "                            NAME (its IR name, as llvm-dis prints it\n"
    "                            after '@') references, one per line:\n"
    "                            KIND<TAB>NAME, sorted by name then kind;\n"
    "                            kinds: call, address (a function's body),\n"
    "                            initializer, aliasee, resolver,\n"
    "                            personality, prefix, prologue.  Metadata\n"
    "                            (debug info) is not followed.  --from\n"
    "                            summary: from the module's ThinLTO or LTO\n"
    "                            summary, no body decoded.  --json: module,\n"
    "                            value_id, name, from, refs [{kind, name,\n"
    "                            value_id}].  Exit 1 if NAME is not a global\n"
    "                            value, or the module has no summary.\n"
    "  members ARCHIVE [--json]  one line per member: position, name,\n"
    "                            offset and size of its data (thin: '-'),\n"
    "                            kind (bitcode, object with bitcode, object,\n"
    "                            other), tab-separated; --json adds\n"
    "                            header_offset and a detail.\n"
    "  strtab FILE [--module N|all]\n"
    "                            the raw bytes of the module's string table\n"
    "                            (default: the first module's).\n"
    "  link [-e SYM] [-u SYM]... [-j N] [--why-extract=FILE]\n"
    "       [--print-live] [--print-undefined] [--from body|summary]\n"
    "       [--json] INPUT...\n"
    "                            a linker's first phase over LTO inputs\n"
    "                            (bitcode, objects with bitcode, archives,\n"
    "                            in command-line order): ld.lld's symbol\n"
    "                            resolution, an archive member extracted\n"
    "                            only when it defines a symbol still\n"
    "                            undefined; then what the roots (-e, default\n"
    "                            main; -u; llvm.used, llvm.compiler.used,\n"
    "                            llvm.global_ctors/dtors) reach, as llvm-link\n"
    "                            + opt internalize,globaldce keeps it.\n"
    "                            Prints a summary line (counts of inputs,\n"
    "                            members seen and extracted, live and dead\n"
    "                            values, bodies decoded; on stderr when a\n"
    "                            list is printed).  --why-extract: FILE as\n"
    "                            ld.lld --no-demangle writes it.\n"
    "                            --print-live: INPUT<TAB>KIND<TAB>NAME per\n"
    "                            live definition (KIND function, variable,\n"
    "                            alias, ifunc).  --print-undefined:\n"
    "                            KIND<TAB>NAME[<TAB>weak] per symbol live\n"
    "                            code needs and no input defines.  --from:\n"
    "                            edges from summaries where a module has one\n"
    "                            (default; no body decoded) or from bodies.\n"
    "                            -j N: read on N threads (same output).\n"
    "                            --json: one object with the counts, each\n"
    "                            input's state and bodies decoded, and the\n"
    "                            lists asked for.  Exit 1 for a duplicate\n"
    "                            definition.  See doc/linking.md.\n"
    "\n"
    "--module N counts from 0; symbols, info and functions take every\n"
    "module by default, function and refs the first that defines NAME.\n"
    "\n"
    "Options:\n"
    "  --arch NAME               a universal binary's slice (x86_64, arm64,\n"
    "                            ... as lipo names them)\n"
    "  -h, --help                show this help and exit\n"
    "  -V, --version             show the version and exit\n"
    "\n"
    "Exit status: 0 success, 1 not found, 2 usage error,\n"
    "3 malformed or unsupported input.\n";


typedef struct command {
    const char *name;
    int (*run)(const char *file, const cli_opts *o);
    unsigned opts; /* OPT_* accepted */
} command;

enum { OPT_JSON = 1, OPT_BLOCK = 2, OPT_MODULE = 4, OPT_INSTS = 8,
       OPT_RAW = 16, OPT_COUNT = 32, OPT_FROM = 64, OPT_ARCH = 128 };

static const command commands[] = {
    {"blocks", cmd_blocks, OPT_JSON | OPT_ARCH},
    {"dump", cmd_dump, OPT_BLOCK | OPT_ARCH},
    {"function", cmd_function,
     OPT_JSON | OPT_MODULE | OPT_INSTS | OPT_RAW | OPT_ARCH},
    {"functions", cmd_functions,
     OPT_JSON | OPT_MODULE | OPT_COUNT | OPT_ARCH},
    {"info", cmd_info, OPT_JSON | OPT_MODULE | OPT_ARCH},
    {"members", cmd_members, OPT_JSON},
    {"refs", cmd_refs, OPT_JSON | OPT_MODULE | OPT_FROM | OPT_ARCH},
    {"symbols", cmd_symbols, OPT_JSON | OPT_MODULE | OPT_ARCH},
    {"symtab", cmd_symtab, OPT_JSON | OPT_ARCH},
    {"strtab", cmd_strtab, OPT_MODULE | OPT_ARCH},
};

/* Value of an option given as "--opt V" or "--opt=V". */
static const char *opt_value(int argc, char **argv, int *i, const char *opt)
{
    size_t n = strlen(opt);
    const char *a = argv[*i];
    if (a[n] == '=')
        return a + n + 1;
    return *i + 1 < argc ? argv[++*i] : NULL;
}

static int is_opt(const char *a, const char *opt)
{
    size_t n = strlen(opt);
    return !strncmp(a, opt, n) && (a[n] == '\0' || a[n] == '=');
}

int main(int argc, char **argv)
{
    const char *cmd = NULL, *file = NULL;
    cli_opts o = {0};
    unsigned given = 0;
    /* link has options of its own (link.c); its --help is everyone's */
    int help = 0;
    for (int i = 2; i < argc; i++)
        help |= !strcmp(argv[i], "-h") || !strcmp(argv[i], "--help");
    if (argc > 1 && !strcmp(argv[1], "link") && !help)
        return cmd_link(argc - 2, argv + 2);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help") || !strcmp(a, "help")) {
            out_str(usage_text);
            out_flush();
            return 0;
        }
        if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
            out_str("bcq ");
            out_str(bcq_version());
            out_ch('\n');
            out_flush();
            return 0;
        }
        if (!strcmp(a, "--json")) {
            o.json = 1;
            given |= OPT_JSON;
        } else if (!strcmp(a, "--insts")) {
            o.insts = 1;
            given |= OPT_INSTS;
        } else if (!strcmp(a, "--raw")) {
            o.raw = 1;
            given |= OPT_RAW;
        } else if (!strcmp(a, "--count")) {
            o.count = 1;
            given |= OPT_COUNT;
        } else if (is_opt(a, "--from")) {
            const char *v = opt_value(argc, argv, &i, "--from");
            if (v && !strcmp(v, "summary"))
                o.from_summary = 1;
            else if (!v || strcmp(v, "body"))
                return usage_error("--from needs 'body' or 'summary'");
            given |= OPT_FROM;
        } else if (is_opt(a, "--arch")) {
            const char *v = opt_value(argc, argv, &i, "--arch");
            if (!v || !*v)
                return usage_error("--arch needs an architecture name");
            o.arch = v;
            given |= OPT_ARCH;
        } else if (is_opt(a, "--block")) {
            const char *v = opt_value(argc, argv, &i, "--block");
            if (!v || parse_index(v, &o.block) != 0)
                return usage_error("--block needs a block number");
            o.have_block = 1;
            given |= OPT_BLOCK;
        } else if (is_opt(a, "--module")) {
            const char *v = opt_value(argc, argv, &i, "--module");
            if (v && !strcmp(v, "all"))
                o.module = BCQ_ALL_MODULES;
            else if (!v || parse_index(v, &o.module) != 0)
                return usage_error("--module needs a module number or 'all'");
            o.have_module = 1;
            given |= OPT_MODULE;
        } else if (a[0] == '-' && a[1] != '\0') {
            return usage_error("unknown option '%s'", a);
        } else if (!cmd) {
            cmd = a;
        } else if (!file) {
            file = a;
        } else if (!o.name &&
                   (!strcmp(cmd, "function") || !strcmp(cmd, "refs"))) {
            o.name = a;
        } else {
            return usage_error("unexpected argument '%s'", a);
        }
    }
    if (!cmd)
        return usage_error("no command given");
    const command *c = NULL;
    for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
        if (!strcmp(cmd, commands[k].name))
            c = &commands[k];
    if (!c)
        return usage_error("unknown command '%s'", cmd);
    if (!file)
        return usage_error("%s needs a FILE", cmd);
    static const char *const optname[] = {"--json", "--block", "--module",
                                          "--insts", "--raw", "--count",
                                          "--from", "--arch"};
    for (unsigned k = 0; k < 8; k++)
        if ((given & (1u << k)) && !(c->opts & (1u << k)))
            return usage_error("%s does not take %s", cmd, optname[k]);
    if ((c->run == cmd_function || c->run == cmd_refs) && !o.name)
        return usage_error("%s needs a FILE and a NAME", cmd);
    if (o.insts && o.raw)
        return usage_error("--insts and --raw exclude each other");
    if (c->run == cmd_members)
        return c->run(file, &o);
    return run_input(file, c->run, &o,
                     c->run == cmd_function || c->run == cmd_refs);
}
