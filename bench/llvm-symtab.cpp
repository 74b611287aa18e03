// llvm-symtab.cpp - LLVM's side of bench/symtab-bench.c: the symbol loop a
// linker runs on each bitcode input, with LLVM's own reader, in process.
//
// Usage: llvm-symtab [-n REPS] FILE...
//        llvm-symtab [-n REPS] -a ARCHIVE
//
// For each FILE, a warm-up and REPS fresh runs of: MemoryBuffer::getFile
// (which reads a file under 16 KiB with read() and maps larger ones),
// getBitcodeFileContents, irsymtab::readBitcode, every symbol's flags, name
// length and the name's first byte, and the buffer released (all inside
// the clock, as bcq_close is on bcq's side).  Prints "FILE median min
// symbols".  -a: object::Archive over the whole archive file, then per
// member its buffer, getBitcodeFileContents, readBitcode and the same loop;
// "ARCHIVE median min symbols members".  Builds against LLVM 14 to 22.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/IRSymtab.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

static volatile uint64_t sink;
static size_t nmembers;

static double now()
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

[[noreturn]] static void fail(const std::string &what, Error e)
{
    fprintf(stderr, "llvm-symtab: %s: %s\n", what.c_str(),
            toString(std::move(e)).c_str());
    exit(1);
}

static size_t symbols(MemoryBufferRef ref, const std::string &what)
{
    auto bfc = getBitcodeFileContents(ref);
    if (!bfc)
        fail(what, bfc.takeError());
    auto fc = irsymtab::readBitcode(*bfc);
    if (!fc)
        fail(what, fc.takeError());
    size_t n = 0;
    for (auto s : fc->TheReader.symbols()) {
        StringRef nm = s.getName();
        sink += s.isUndefined() + s.isWeak() + s.isExecutable() + nm.size() +
                (nm.empty() ? 0 : (unsigned char)nm[0]);
        n++;
    }
    return n;
}

static std::unique_ptr<MemoryBuffer> load(const std::string &path)
{
    auto mb = MemoryBuffer::getFile(path, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!mb) {
        fprintf(stderr, "llvm-symtab: %s: %s\n", path.c_str(),
                mb.getError().message().c_str());
        exit(1);
    }
    return std::move(*mb);
}

static size_t one_file(const std::string &path)
{
    auto mb = load(path);
    return symbols(mb->getMemBufferRef(), path);
}

static size_t one_archive(const std::string &path)
{
    auto mb = load(path);
    auto ar = object::Archive::create(mb->getMemBufferRef());
    if (!ar)
        fail(path, ar.takeError());
    size_t n = 0, count = 0;
    Error err = Error::success();
    for (const object::Archive::Child &c : (*ar)->children(err)) {
        auto ref = c.getMemoryBufferRef();
        if (!ref)
            fail(path, ref.takeError());
        n += symbols(*ref, path);
        count++;
    }
    if (err)
        fail(path, std::move(err));
    nmembers = count;
    return n;
}

static void measure(const std::string &path, int reps,
                    size_t (*fn)(const std::string &), bool archive)
{
    std::vector<double> t;
    size_t n = fn(path);
    for (int i = 0; i < reps; i++) {
        double t0 = now();
        fn(path);
        t.push_back(now() - t0);
    }
    std::sort(t.begin(), t.end());
    printf("%s %.9f %.9f %zu", path.c_str(), t[t.size() / 2], t[0], n);
    if (archive)
        printf(" %zu", nmembers);
    printf("\n");
    fflush(stdout);
}

int main(int argc, char **argv)
{
    int reps = 21, opt;
    const char *archive = nullptr;
    while ((opt = getopt(argc, argv, "n:a:")) != -1) {
        if (opt == 'n')
            reps = atoi(optarg);
        else if (opt == 'a')
            archive = optarg;
        else
            return 2;
    }
    if (reps < 1)
        return 2;
    if (archive)
        measure(archive, reps, one_archive, true);
    for (int i = optind; i < argc; i++)
        measure(argv[i], reps, one_file, false);
    return 0;
}
