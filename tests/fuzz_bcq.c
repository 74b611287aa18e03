/*
 * fuzz_bcq.c - the libFuzzer target: every input goes through the whole
 * public API (tests/exercise.c), opened from memory, and the library's
 * contract is checked on every answer.  A contract violation aborts; ASan
 * and UBSan catch the rest; LeakSanitizer what a handle leaves behind.
 *
 * Built by configure --enable-fuzzing (CC=clang), run by make fuzz; see
 * tests/fuzz/README.
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "exercise.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bcq_ex_stats st;
    st.budget = 0; /* BCQ_EX_DEFAULT_BUDGET */
    bcq_ex_run(data, size, &st);
    return 0;
}
