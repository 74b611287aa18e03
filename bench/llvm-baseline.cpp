// llvm-baseline.cpp - in-process timings of LLVM's own bitcode readers, the
// baselines bcq is measured against (bench/run builds and runs it).
//
// Usage: llvm-baseline [-n REPS] [-s SLOW_REPS] FILE FUNCTION...
//
// Every measurement runs once as a warm-up, then REPS times (SLOW_REPS for
// the full parse and the walk of every record), and prints one line
// "key median_seconds min_seconds" on stdout; counts print as "key value".
// The file should be in the page cache (bench/run reads it first).
// Builds against LLVM 14 and LLVM 19: bench/run builds it with llvm-config
// and, for the files clang 19 made, with llvm-config-19.
//
// What is timed, each from the file name to the result in hand:
//   lazy        MemoryBuffer::getFile + getOwningLazyBitcodeModule
//   fnK_lazy_mat  the same + Function::materialize() of the K-th FUNCTION
//   fnK_mat_only  only that materialize() (lazy module already loaded)
//   full        getFile + parseBitcodeFile (the whole module as IR)
//   modlist     getFile + getBitcodeModuleList (the top-level scan)
//   irsymtab    getFile + getBitcodeFileContents + irsymtab::readBitcode,
//               every symbol's name (its first byte too, as bcq's side
//               reads it), IR name and flags read
//   lto_symtab  getFile + lto::InputFile::create, every symbol read
//   irobj_syms  getFile + object::IRObjectFile::create, every symbol's
//               name printed (to a buffer) and flags read: what llvm-nm
//               does per symbol, without sorting and printing
//   walk        getFile + a BitstreamCursor over the whole stream that
//               enters every block and reads every record (what
//               llvm-bcanalyzer decodes, without printing or statistics)
// Destroying the Module and LLVMContext happens after the clock stops, so
// LLVM's numbers leave out their teardown; bcq's include bcq_close().
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <unistd.h>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitstream/BitstreamReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/LTO/LTO.h"
#include "llvm/Object/IRObjectFile.h"
#include "llvm/Object/IRSymtab.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static double now()
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

[[noreturn]] static void fail(const std::string &what, Error e)
{
    std::string msg = toString(std::move(e));
    fprintf(stderr, "llvm-baseline: %s: %s\n", what.c_str(), msg.c_str());
    exit(1);
}

[[noreturn]] static void fail(const std::string &what)
{
    fprintf(stderr, "llvm-baseline: %s\n", what.c_str());
    exit(1);
}

template <typename T> static T check(Expected<T> v, const char *what)
{
    if (!v)
        fail(what, v.takeError());
    return std::move(*v);
}

static std::unique_ptr<MemoryBuffer> load(const char *path)
{
    auto mb = MemoryBuffer::getFile(path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!mb)
        fail(std::string(path) + ": " + mb.getError().message());
    return std::move(*mb);
}

static volatile uint64_t sink; // keeps results observable

// One measurement: `body` does the timed work and returns a cleanup to run
// after the clock stops (may be empty).
typedef std::function<std::function<void()>()> Body;

static void measure(const char *key, int reps, const Body &body)
{
    std::vector<double> t;
    for (int i = 0; i <= reps; i++) {
        double t0 = now();
        std::function<void()> cleanup = body();
        double t1 = now();
        if (cleanup)
            cleanup();
        if (i > 0) // the first run is the warm-up
            t.push_back(t1 - t0);
    }
    std::sort(t.begin(), t.end());
    printf("%s %.9f %.9f\n", key, t[t.size() / 2], t[0]);
    fflush(stdout);
}

// Walk every block and record of the stream; returns the record count.
static uint64_t walk(MemoryBufferRef ref)
{
    const unsigned char *b = (const unsigned char *)ref.getBufferStart();
    const unsigned char *e = (const unsigned char *)ref.getBufferEnd();
    if (isBitcodeWrapper(b, e) && SkipBitcodeWrapperHeader(b, e, true))
        fail("bad wrapper header");
    BitstreamCursor c(ArrayRef<uint8_t>(b, e));
    check(c.Read(32), "magic");
    BitstreamBlockInfo info;
    SmallVector<uint64_t, 64> ops;
    uint64_t records = 0;
    unsigned depth = 0;
    for (;;) {
        if (depth == 0 && c.AtEndOfStream())
            break;
        BitstreamEntry ent = check(c.advance(), "advance");
        switch (ent.Kind) {
        case BitstreamEntry::Error:
            fail("malformed stream");
        case BitstreamEntry::EndBlock:
            depth--;
            break;
        case BitstreamEntry::SubBlock:
            if (ent.ID == bitc::BLOCKINFO_BLOCK_ID) {
                // llvm::Optional before LLVM 16, std::optional since
                auto bi = check(c.ReadBlockInfoBlock(true), "BLOCKINFO");
                if (!bi)
                    fail("BLOCKINFO");
                info = std::move(*bi);
                c.setBlockInfo(&info);
            } else {
                if (Error err = c.EnterSubBlock(ent.ID))
                    fail("EnterSubBlock", std::move(err));
                depth++;
            }
            break;
        case BitstreamEntry::Record: {
            StringRef blob;
            ops.clear();
            check(c.readRecord(ent.ID, ops, &blob), "readRecord");
            records++;
            break;
        }
        }
    }
    return records;
}

int main(int argc, char **argv)
{
    int reps = 7, slow = 3, opt;
    while ((opt = getopt(argc, argv, "n:s:")) != -1) {
        if (opt == 'n')
            reps = atoi(optarg);
        else if (opt == 's')
            slow = atoi(optarg);
        else
            fail("usage: llvm-baseline [-n REPS] [-s SLOW_REPS] FILE FUNCTION...");
    }
    if (argc - optind < 2 || reps < 1 || slow < 1)
        fail("usage: llvm-baseline [-n REPS] [-s SLOW_REPS] FILE FUNCTION...");
    const char *path = argv[optind];
    char **funcs = argv + optind + 1;
    int nfuncs = argc - optind - 1;

    // Targets are registered as in llvm-nm, in case the irsymtab must be
    // rebuilt (inline assembly); not timed.
    InitializeAllTargetInfos();
    InitializeAllTargetMCs();
    InitializeAllAsmParsers();

    measure("lazy", reps, [&]() -> std::function<void()> {
        auto *ctx = new LLVMContext;
        auto m = check(getOwningLazyBitcodeModule(load(path), *ctx),
                       "lazy load");
        sink += m->size();
        Module *mp = m.release();
        return [=]() { delete mp; delete ctx; };
    });

    for (int k = 0; k < nfuncs; k++) {
        std::string fname = funcs[k], key = "fn" + std::to_string(k + 1);
        std::vector<double> mat;
        measure((key + "_lazy_mat").c_str(), reps,
                [&]() -> std::function<void()> {
            auto *ctx = new LLVMContext;
            auto m = check(getOwningLazyBitcodeModule(load(path), *ctx),
                           "lazy load");
            Function *fn = m->getFunction(fname);
            if (!fn || !fn->isMaterializable())
                fail("no materializable function " + fname);
            double t0 = now();
            if (Error err = fn->materialize())
                fail("materialize", std::move(err));
            mat.push_back(now() - t0);
            sink += fn->size();
            Module *mp = m.release();
            return [=]() { delete mp; delete ctx; };
        });
        mat.erase(mat.begin()); // the warm-up
        std::sort(mat.begin(), mat.end());
        printf("%s_mat_only %.9f %.9f\n", key.c_str(), mat[mat.size() / 2],
               mat[0]);
    }

    measure("modlist", reps, [&]() -> std::function<void()> {
        auto mb = load(path);
        auto mods = check(getBitcodeModuleList(mb->getMemBufferRef()),
                          "getBitcodeModuleList");
        sink += mods.size();
        return nullptr;
    });

    size_t nsyms = 0;
    measure("irsymtab", reps, [&]() -> std::function<void()> {
        auto mb = load(path);
        auto bfc = check(getBitcodeFileContents(mb->getMemBufferRef()),
                         "getBitcodeFileContents");
        auto fc = check(irsymtab::readBitcode(bfc), "irsymtab::readBitcode");
        size_t n = 0;
        for (auto s : fc.TheReader.symbols()) {
            StringRef nm = s.getName();
            sink += nm.size() + (nm.empty() ? 0 : (unsigned char)nm[0]) +
                    s.getIRName().size() + s.isUndefined() + s.isWeak() +
                    s.isExecutable();
            n++;
        }
        nsyms = n;
        return nullptr;
    });
    printf("irsymtab_symbols %zu\n", nsyms);

    measure("lto_symtab", reps, [&]() -> std::function<void()> {
        auto mb = load(path);
        auto in = check(lto::InputFile::create(mb->getMemBufferRef()),
                        "lto::InputFile::create");
        for (const auto &s : in->symbols())
            sink += s.getName().size() + s.getIRName().size()
                    + s.isUndefined() + s.isWeak() + s.isExecutable();
        return nullptr;
    });

    size_t nobj = 0;
    measure("irobj_syms", reps, [&]() -> std::function<void()> {
        auto *ctx = new LLVMContext;
        auto mb = load(path);
        auto obj = check(object::IRObjectFile::create(mb->getMemBufferRef(),
                                                      *ctx),
                         "IRObjectFile::create");
        std::string name;
        size_t n = 0;
        for (const object::BasicSymbolRef &s : obj->symbols()) {
            name.clear();
            raw_string_ostream os(name);
            if (Error err = s.printName(os))
                fail("printName", std::move(err));
            os.flush();
            sink += name.size() + check(s.getFlags(), "getFlags");
            n++;
        }
        nobj = n;
        object::IRObjectFile *op = obj.release();
        return [=]() { delete op; delete ctx; };
    });
    printf("irobj_symbols %zu\n", nobj);

    measure("full", slow, [&]() -> std::function<void()> {
        auto *ctx = new LLVMContext;
        auto mb = load(path);
        auto m = check(parseBitcodeFile(mb->getMemBufferRef(), *ctx),
                       "parseBitcodeFile");
        sink += m->size();
        Module *mp = m.release();
        return [=]() { delete mp; delete ctx; };
    });

    uint64_t records = 0;
    measure("walk", slow, [&]() -> std::function<void()> {
        auto mb = load(path);
        records = walk(mb->getMemBufferRef());
        return nullptr;
    });
    printf("walk_records %llu\n", (unsigned long long)records);
    return 0;
}
