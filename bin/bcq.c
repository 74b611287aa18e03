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
    "       bcq symbols|info|functions FILE... [OPTIONS]\n"
    "       bcq members ARCHIVE... [OPTIONS]\n"
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
    "symbols, info, functions and members take several files: each file's\n"
    "output comes after a blank line and 'FILE:' (JSON: a line {\"file\"}),\n"
    "as llvm-nm prints several files (an archive's members have their own\n"
    "headers, the archive none).  A file that cannot be read is named on\n"
    "stderr, prints nothing, and the others still run; the exit status is\n"
    "then 1.  After --, every argument is a FILE.\n"
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
    "  symbols FILE... [--json] [--module N|all] [-D] [-C]\n"
    "                            the symbols of every module, as 'llvm-nm'\n"
    "                            prints them (same lines, letters, order);\n"
    "                            of a native ELF object, member or shared\n"
    "                            object, its .symtab (-D: its .dynsym) as\n"
    "                            'llvm-nm' ('llvm-nm -D') prints it.  -C:\n"
    "                            names as 'c++filt' prints them.\n"
    "                            --json: one object per global value with\n"
    "                            kind, name, symbol, linkage, visibility,\n"
    "                            declaration, DLL storage, thread-local mode,\n"
    "                            unnamed_addr, dso_local, section, comdat.\n"
    "  symtab FILE [--json]      the irsymtab in the SYMTAB block, as\n"
    "                            'llvm-lto2 dump-symtab' prints it; --json:\n"
    "                            the whole table with every flag, and each\n"
    "                            symbol's global value (value_id; null for\n"
    "                            module asm).\n"
    "  info FILE... [--json] [--module N|all]\n"
    "                            container, modules and each module's facts:\n"
    "                            producer, epoch, version, triple, data\n"
    "                            layout, source file, hash, sections, GC\n"
    "                            names, counts of global values.\n"
    "  dis FILE NAME... [--module N]\n"
    "                            each named global value's definition as\n"
    "                            llvm-dis prints it (NAME: see Names below),\n"
    "                            reading no other function body; attribute\n"
    "                            groups print as #G, G the bitcode's group\n"
    "                            id, and metadata attachments are not\n"
    "                            printed yet.  A value\n"
    "                            that cannot be printed whole prints nothing\n"
    "                            and makes the exit status nonzero.\n"
    "  function FILE NAME [--insts|--raw|--ll] [--json] [--module N]\n"
    "                            the body of the defined function NAME\n"
    "                            (Names below), found through the module's\n"
    "                            VST offsets without reading other bodies:\n"
    "                            its FUNCTION_BLOCK in the dump format;\n"
    "                            --insts: one line per record with the\n"
    "                            instruction name, the value it defines\n"
    "                            (%N) and operands resolved (%N value,\n"
    "                            type:N, bb:N, md:N); --raw: the body's bytes;\n"
    "                            --ll: the function as bcq dis prints it.\n"
    "                            --json: the extent plus records, insts or\n"
    "                            body_hex.  Exit 1 if NAME is not defined.\n"
    "                            With --insts or --json a body that does not\n"
    "                            decode to its end prints nothing to stdout\n"
    "                            (the error to stderr, a non-zero exit).\n"
    "  functions FILE... [--count] [--json] [--module N|all]\n"
    "                            the defined functions in order, one per\n"
    "                            line: module, value id, bit offset of the\n"
    "                            FUNCTION_BLOCK, body words, [records in the\n"
    "                            body with --count,] name (tab-separated;\n"
    "                            @N for an unnamed one: Names below).\n"
    "  refs FILE NAME [--module N] [--from body|summary] [--json]\n"
    "                            the global values that the global value\n"
    "                            NAME (Names below) references, one per\n"
    "                            line: KIND<TAB>NAME, sorted by name then\n"
    "                            kind;\n"
    "                            kinds: call, address (a function's body),\n"
    "                            initializer, aliasee, resolver,\n"
    "                            personality, prefix, prologue.  Metadata\n"
    "                            (debug info) is not followed.  --from\n"
    "                            summary: from the module's ThinLTO or LTO\n"
    "                            summary, no body decoded.  --json: module,\n"
    "                            value_id, name, from, refs [{kind, name,\n"
    "                            value_id}].  Exit 1 if NAME is not a global\n"
    "                            value, or the module has no summary.\n"
    "  members ARCHIVE... [--json]\n"
    "                            one line per member: position, name,\n"
    "                            offset and size of its data (thin: '-'),\n"
    "                            kind (bitcode, object with bitcode, object,\n"
    "                            other), tab-separated; --json adds\n"
    "                            header_offset and a detail.\n"
    "  strtab FILE [--module N|all]\n"
    "                            the raw bytes of the module's string table\n"
    "                            (default: the first module's).\n"
    "  link [-e SYM] [-u SYM]... [-j N] [-L DIR]... [--why-extract=FILE]\n"
    "       [--print-resolution=FILE] [--print-live] [--print-undefined]\n"
    "       [--from body|summary] [--demangle] [-shared] [-E]\n"
    "       [--version-script=FILE]... [--fat-lto-objects]\n"
    "       [--json] INPUT...\n"
    "                            a linker's first phase over LTO inputs\n"
    "                            (bitcode, native ELF objects and shared\n"
    "                            objects, archives,\n"
    "                            -lNAME searched in the -L DIRs, GNU ld\n"
    "                            scripts naming them, as ld.lld reads\n"
    "                            them; in command-line order): ld.lld's symbol\n"
    "                            resolution, an archive member extracted\n"
    "                            only when it defines a symbol still\n"
    "                            undefined (an archive with a symbol\n"
    "                            index read by it, as ld.lld 14 and GNU\n"
    "                            ld read one: its members are those it\n"
    "                            names); then what the roots (-e, default\n"
    "                            main; -u; llvm.used, llvm.compiler.used,\n"
    "                            llvm.global_ctors/dtors) reach, as llvm-link\n"
    "                            + opt internalize,globaldce keeps it.\n"
    "                            Prints a summary line (counts of inputs,\n"
    "                            members seen and extracted, live and dead\n"
    "                            values, bodies decoded; on stderr when a\n"
    "                            list is printed).  --why-extract: FILE as\n"
    "                            ld.lld --no-demangle writes it (with\n"
    "                            --demangle, -C: names as c++filt prints\n"
    "                            them, ld.lld's default).\n"
    "                            --print-resolution: FILE as ld.lld\n"
    "                            -save-temps writes OUT.resolution.txt (what\n"
    "                            LTO is told of each bitcode symbol, for\n"
    "                            llvm-lto2 run -r).  -shared: a shared\n"
    "                            object's (no entry unless -e; default and\n"
    "                            protected definitions exported).\n"
    "                            --export-dynamic, -E: an executable that\n"
    "                            exports them too.  --version-script=FILE:\n"
    "                            what it makes local is not exported.\n"
    "                            --whole-archive ...\n"
    "                            --no-whole-archive among the inputs: every\n"
    "                            member of those archives loaded.\n"
    "                            An ELF object is native, its .llvmbc\n"
    "                            unread, as ld.lld reads it; with\n"
    "                            --fat-lto-objects one with a .llvm.lto\n"
    "                            section is that bitcode.\n"
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
    "Names: functions, function, refs and link --print-live print a global\n"
    "value's name as llvm-dis spells it, without the '@' of a named value\n"
    "(main, \"f n\" with llvm-dis's escapes) and @N for an unnamed one (N:\n"
    "llvm-dis's number); symbols, symtab, dis and dump print as the LLVM\n"
    "tool does.  NAME may be that, the same with '@' (@main, @\"f n\", @3),\n"
    "or the name's own bytes; digits alone: that name, else @N.\n"
    "\n"
    "Options:\n"
    "  --arch NAME               a universal binary's slice (x86_64, arm64,\n"
    "                            ... as lipo names them)\n"
    "  -h, --help                show this help and exit\n"
    "  -V, --version             show the version and exit\n"
    "\n"
    "Exit status: 0 success, 1 not found, 2 usage error,\n"
    "3 malformed or unsupported input; with several files, 1 when any\n"
    "failed.\n";


typedef struct command {
    const char *name;
    int (*run)(const char *file, const cli_opts *o);
    unsigned opts; /* OPT_* accepted */
    int many;      /* takes several FILEs (and prints their headers) */
} command;

enum { OPT_JSON = 1, OPT_BLOCK = 2, OPT_MODULE = 4, OPT_INSTS = 8,
       OPT_RAW = 16, OPT_COUNT = 32, OPT_FROM = 64, OPT_ARCH = 128,
       OPT_LL = 256, OPT_DYNAMIC = 512, OPT_DEMANGLE = 1024 };

static const command commands[] = {
    {"blocks", cmd_blocks, OPT_JSON | OPT_ARCH, 0},
    {"dis", cmd_dis, OPT_MODULE | OPT_ARCH, 0},
    {"dump", cmd_dump, OPT_BLOCK | OPT_ARCH, 0},
    {"function", cmd_function,
     OPT_JSON | OPT_MODULE | OPT_INSTS | OPT_RAW | OPT_ARCH | OPT_LL, 0},
    {"functions", cmd_functions,
     OPT_JSON | OPT_MODULE | OPT_COUNT | OPT_ARCH, 1},
    {"info", cmd_info, OPT_JSON | OPT_MODULE | OPT_ARCH, 1},
    {"members", cmd_members, OPT_JSON, 1},
    {"refs", cmd_refs, OPT_JSON | OPT_MODULE | OPT_FROM | OPT_ARCH, 0},
    {"symbols", cmd_symbols,
     OPT_JSON | OPT_MODULE | OPT_ARCH | OPT_DYNAMIC | OPT_DEMANGLE,
     1},
    {"symtab", cmd_symtab, OPT_JSON | OPT_ARCH, 0},
    {"strtab", cmd_strtab, OPT_MODULE | OPT_ARCH, 0},
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

/* Run command c on each of the n files, in order: a file that fails is
 * reported and the others still run, as nm goes on.  One file exits with
 * its own status; several with 1 when any failed, whatever the reason,
 * as llvm-nm exits (a script that replaces it sees the same status). */
static int run_files(const command *c, char **files, int n, cli_opts *o)
{
    int status = 0;
    o->multi = n > 1;
    o->own_header = c->many;
    o->native = c->run == cmd_symbols;
    for (int i = 0; i < n; i++) {
        int s = c->run == cmd_members
                    ? run_members(files[i], o)
                    : run_input(files[i], c->run, o,
                                c->run == cmd_function ||
                                    c->run == cmd_refs ||
                                    c->run == cmd_dis);
        if (s > status)
            status = s;
    }
    return o->multi && status ? EXIT_NOTFOUND : status;
}

/* One option of the command line (argv[*i] starts with '-'; its value,
 * if separate, is taken too): set in *o and *given; 0, or the status of
 * the usage error reported. */
static int parse_option(int argc, char **argv, int *i, cli_opts *o,
                        unsigned *given)
{
    const char *a = argv[*i];
    if (!strcmp(a, "--json")) {
        o->json = 1;
        *given |= OPT_JSON;
    } else if (!strcmp(a, "-D") || !strcmp(a, "--dynamic")) {
        o->dynamic = 1;
        *given |= OPT_DYNAMIC;
    } else if (!strcmp(a, "-C") || !strcmp(a, "--demangle")) {
        if (!cli_can_demangle())
            return usage_error("%s: this bcq was built without libiberty "
                               "(apt-get install libiberty-dev, then "
                               "configure again)", a);
        o->demangle = 1;
        *given |= OPT_DEMANGLE;
    } else if (!strcmp(a, "--insts")) {
        o->insts = 1;
        *given |= OPT_INSTS;
    } else if (!strcmp(a, "--ll")) {
        o->ll = 1;
        *given |= OPT_LL;
    } else if (!strcmp(a, "--raw")) {
        o->raw = 1;
        *given |= OPT_RAW;
    } else if (!strcmp(a, "--count")) {
        o->count = 1;
        *given |= OPT_COUNT;
    } else if (is_opt(a, "--from")) {
        const char *v = opt_value(argc, argv, i, "--from");
        if (v && !strcmp(v, "summary"))
            o->from_summary = 1;
        else if (!v || strcmp(v, "body"))
            return usage_error("--from needs 'body' or 'summary'");
        *given |= OPT_FROM;
    } else if (is_opt(a, "--arch")) {
        const char *v = opt_value(argc, argv, i, "--arch");
        if (!v || !*v)
            return usage_error("--arch needs an architecture name");
        o->arch = v;
        *given |= OPT_ARCH;
    } else if (is_opt(a, "--block")) {
        const char *v = opt_value(argc, argv, i, "--block");
        if (!v || parse_index(v, &o->block) != 0)
            return usage_error("--block needs a block number");
        o->have_block = 1;
        *given |= OPT_BLOCK;
    } else if (is_opt(a, "--module")) {
        const char *v = opt_value(argc, argv, i, "--module");
        if (v && !strcmp(v, "all"))
            o->module = BCQ_ALL_MODULES;
        else if (!v || parse_index(v, &o->module) != 0)
            return usage_error("--module needs a module number or 'all'");
        o->have_module = 1;
        *given |= OPT_MODULE;
    } else {
        return usage_error("unknown option '%s'", a);
    }
    return 0;
}

/* The command's checks on what was given: its options, its operands. */
static int check_args(const command *c, const cli_opts *o, unsigned given,
                      char **args, int nfiles)
{
    static const char *const optname[] = {"--json", "--block", "--module",
                                          "--insts", "--raw", "--count",
                                          "--from", "--arch", "--ll",
                                          "-D", "-C"};
    for (unsigned k = 0; k < 11; k++)
        if ((given & (1u << k)) && !(c->opts & (1u << k)))
            return usage_error("%s does not take %s", c->name, optname[k]);
    if (nfiles == 0)
        return usage_error("%s needs a FILE", c->name);
    int named = c->run == cmd_function || c->run == cmd_refs ||
                c->run == cmd_dis;
    if (named && nfiles < 2)
        return usage_error("%s needs a FILE and a NAME", c->name);
    /* function and refs: FILE NAME; dis: FILE NAME...; the others but the
     * many: FILE */
    int most = c->run == cmd_dis ? nfiles : named ? 2 : c->many ? nfiles : 1;
    if (nfiles > most)
        return usage_error("unexpected argument '%s'", args[most]);
    if (o->insts + o->raw + o->ll > 1)
        return usage_error("--insts, --raw and --ll exclude each other");
    if (o->ll && o->json)
        return usage_error("--ll does not take --json");
    return 0;
}

int main(int argc, char **argv)
{
    heap_hint();
    const char *cmd = NULL;
    cli_opts o = {0};
    unsigned given = 0;
    /* link has options of its own (link.c); its --help is everyone's */
    int help = 0;
    for (int i = 2; i < argc; i++)
        help |= !strcmp(argv[i], "-h") || !strcmp(argv[i], "--help");
    if (argc > 1 && !strcmp(argv[1], "link") && !help)
        return cmd_link(argc - 2, argv + 2);
    /* the operands after the command, moved to the front of argv + 1 in
     * order (argv is ours to rearrange) */
    char **args = argv + 1;
    int nargs = 0, dashdash = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (dashdash || a[0] != '-' || a[1] == '\0') {
            if (!cmd)
                cmd = a;
            else
                args[nargs++] = argv[i];
            continue;
        }
        if (!strcmp(a, "--")) {
            dashdash = 1; /* the rest are FILEs, even "-x" */
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            out_str(usage_text);
            out_flush();
            return 0;
        } else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
            out_str("bcq ");
            out_str(bcq_version());
            out_ch('\n');
            out_flush();
            return 0;
        } else {
            int rc = parse_option(argc, argv, &i, &o, &given);
            if (rc)
                return rc;
        }
    }
    if (!cmd)
        return usage_error("no command given");
    if (!strcmp(cmd, "help")) {
        out_str(usage_text);
        out_flush();
        return 0;
    }
    const command *c = NULL;
    for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
        if (!strcmp(cmd, commands[k].name))
            c = &commands[k];
    if (!c)
        return usage_error("unknown command '%s'", cmd);
    int rc = check_args(c, &o, given, args, nargs);
    if (rc)
        return rc;
    if (c->run == cmd_function || c->run == cmd_refs) {
        o.name = args[1];
        nargs = 1;
    } else if (c->run == cmd_dis) {
        o.name = args[1];
        o.names = args + 1;
        o.nnames = nargs - 1;
        nargs = 1;
    }
    int status = run_files(c, args, nargs, &o);
    out_flush();
    symbols_release();
    input_release();
    return status;
}
