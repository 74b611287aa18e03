#!/usr/bin/env python3
"""Write bi-scope.bc, a hand-made LLVM IR bitstream whose record names
change with the BLOCKINFO in force (tests/cli.sh): run from any directory,
it writes next to itself.

    IDENTIFICATION {STRING "first", code 7}        names of the IR tables
    MODULE {BLOCKINFO {SETBID 13, SETRECORDNAME 1 RENAMED, 7 SEVEN},
            VERSION 2,
            IDENTIFICATION {STRING "inner", code 7}}   RENAMED, SEVEN
    IDENTIFICATION {STRING "after", code 7}        the IR tables' again

A module's BLOCKINFO serves that module only (lib/bitstream/biscope.c),
so the last block is named as the first; llvm-bcanalyzer keeps one
BLOCKINFO for the whole file and names it RENAMED.  The stream layout is
BitCodeFormat.rst's: ENTER_SUBBLOCK [1, id vbr8, width vbr4, align32,
length word32], END_BLOCK [0, align32], UNABBREV_RECORD [3, code vbr6,
numops vbr6, ops vbr6].
"""
import os


class Writer:
    def __init__(self):
        self.bits = []

    def fixed(self, v, n):
        self.bits.extend((v >> i) & 1 for i in range(n))

    def vbr(self, v, n):
        hi = 1 << (n - 1)
        while True:
            chunk, v = v & (hi - 1), v >> (n - 1)
            self.fixed(chunk | (hi if v else 0), n)
            if not v:
                return

    def align(self):
        self.bits.extend([0] * (-len(self.bits) % 32))

    def block(self, width, block_id, inner, body):
        self.fixed(1, width)
        self.vbr(block_id, 8)
        self.vbr(inner, 4)
        self.align()
        at = len(self.bits)
        self.fixed(0, 32)
        body(inner)
        self.fixed(0, inner)
        self.align()
        words = (len(self.bits) - at - 32) // 32
        self.bits[at:at + 32] = [(words >> i) & 1 for i in range(32)]

    def record(self, width, code, ops):
        self.fixed(3, width)
        self.vbr(code, 6)
        self.vbr(len(ops), 6)
        for op in ops:
            self.vbr(op, 6)

    def data(self):
        self.align()
        return bytes(sum(b << k for k, b in enumerate(self.bits[i:i + 8]))
                     for i in range(0, len(self.bits), 8))


def main():
    w = Writer()
    for c in b"BC\xc0\xde":
        w.fixed(c, 8)

    def ident(text, op):
        return lambda wd: (w.record(wd, 1, list(text)), w.record(wd, 7, [op]))

    def blockinfo(wd):
        w.record(wd, 1, [13])
        w.record(wd, 3, [1] + list(b"RENAMED"))
        w.record(wd, 3, [7] + list(b"SEVEN"))

    def module(wd):
        w.block(wd, 0, 2, blockinfo)
        w.record(wd, 1, [2])
        w.block(wd, 13, 5, ident(b"inner", 1))

    w.block(2, 13, 5, ident(b"first", 1))
    w.block(2, 8, 3, module)
    w.block(2, 13, 5, ident(b"after", 2))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "bi-scope.bc"), "wb") as f:
        f.write(w.data())


main()
