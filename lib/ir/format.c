/*
 * format.c - what LLVM IR tells the bitstream layer (bcq__format): read
 * each MODULE_BLOCK's preamble at open, where LLVM's writer puts the
 * module's BLOCKINFO (doc/format.md 3.4); name the ids no BLOCKINFO names
 * as llvm-bcanalyzer does (names.c); and look ahead of a module's bodies
 * while its level is indexed (ahead.c).  lib/file hands it to the handle
 * of every IR file.
 */
#include "config.h"

#include "ir/ir.h"

const bcq__format bcq__ir_format = {
    .preamble_block = BCQ__MODULE_BLOCK_ID,
    .block_name = bcq__ir_block_name,
    .record_name = bcq__ir_record_name,
    .level_begin = bcq__ahead_begin,
    .level_record = bcq__ahead_record,
    .level_child = bcq__ahead_child,
    .level_end = bcq__ahead_end,
};
