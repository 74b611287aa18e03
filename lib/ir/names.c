/*
 * names.c - symbolic names for LLVM IR bitstream blocks and records: the
 * name column of ir/ids.h, laid out as dense tables indexed by block id and
 * record code.
 *
 * The names are the labels llvm-bcanalyzer prints (ids.h says which
 * version's, and lists the analyzer's quirks that they keep).  An id whose
 * name is NULL there, or that is not there at all, has no name here, so
 * that callers print "UnknownBlockN" / "UnknownCodeN" exactly where
 * llvm-bcanalyzer does.  Block 0 (BLOCKINFO) and its records are named by
 * the bitstream layer (lib/bitstream/blockinfo.c), not here.
 *
 * The instruction view names FUNCTION_BLOCK records by the identifier
 * column instead (bcq__ir_inst_name): LLVM's enumerator, which names the
 * codes llvm-bcanalyzer leaves unnamed too (INST_FREEZE, INST_RESUME...).
 */
#include "config.h"

#include <stddef.h>

#include "ir/ir.h"

/* A dense code -> label table; unnamed slots are NULL. */
struct bcq_code_table {
    const char *const *names;
    unsigned count;
};

#define BCQ_TABLE(arr) { arr, (unsigned)(sizeof(arr) / sizeof(arr[0])) }

/* An entry of an ids.h list as a designated initializer. */
#define NAME_AT(id, value, name) [id] = name,

/* Indexed by block id; ids 0..7 belong to the bitstream format. */
static const char *const block_names[] = { BCQ__IDS_BLOCKS(NAME_AT) };

/* codes_<block id>[]: the names of the block's record codes. */
#define CODE_NAMES(block, list)                                               \
    static const char *const codes_##block[] = { list(NAME_AT) };
BCQ__IDS_BLOCK_CODES(CODE_NAMES)

/* Indexed by block id. */
#define CODE_TABLE(block, list) [block] = BCQ_TABLE(codes_##block),
static const struct bcq_code_table code_tables[] = {
    BCQ__IDS_BLOCK_CODES(CODE_TABLE)
};

#define BCQ_NBLOCKS                                                           \
    ((unsigned)(sizeof(block_names) / sizeof(block_names[0])))
#define BCQ_NTABLES                                                           \
    ((unsigned)(sizeof(code_tables) / sizeof(code_tables[0])))

const char *bcq__ir_block_name(unsigned block_id)
{
    if (block_id >= BCQ_NBLOCKS)
        return NULL;
    return block_names[block_id];
}

/* FUNCTION_BLOCK codes by LLVM's own enumerator, "FUNC_CODE_" and our
 * "BCQ__" left off: every code of the list has one, whatever
 * llvm-bcanalyzer prints for it. */
#define INST_NAME_AT(id, value, name)                                         \
    [id] = #id + sizeof "BCQ__FUNC_CODE_" - 1,
static const char *const inst_names[] = {
    BCQ__IDS_FUNCTION_CODES(INST_NAME_AT)
};

const char *bcq__ir_inst_name(unsigned code)
{
    if (code >= sizeof inst_names / sizeof inst_names[0])
        return NULL;
    return inst_names[code];
}

const char *bcq__ir_record_name(unsigned block_id, unsigned code)
{
    const struct bcq_code_table *t;

    if (block_id >= BCQ_NTABLES)
        return NULL;
    t = &code_tables[block_id];
    if (t->names == NULL || code >= t->count)
        return NULL;
    return t->names[code];
}
