#!/usr/bin/env python3
"""bigobj.py IN OUT - rewrite a regular COFF object (no optional header) as
the bigobj form clang writes past 65279 sections (/bigobj): the 56-byte
ANON_OBJECT_HEADER_BIGOBJ, every file offset moved by the 36 bytes the
header grows, and 20-byte symbol records (a 32-bit SectionNumber; aux
records padded with 2 zero bytes).  For gen.sh: clang only writes bigobj
for objects of many sections, too large for a fixture."""
import struct, sys

CLASS = bytes([0xc7, 0xa1, 0xba, 0xd1, 0xee, 0xba, 0xa9, 0x4b,
               0xaf, 0x20, 0xfa, 0xf6, 0x6a, 0xa4, 0xdc, 0xb8])
b = open(sys.argv[1], 'rb').read()
machine, nsect, stamp, symptr, nsym, optsize, chars = struct.unpack_from('<HHIIIHH', b, 0)
assert optsize == 0 and symptr
grow = 36
out = bytearray(struct.pack('<HHHHI16sIIIIIII', 0, 0xffff, 2, machine, stamp,
                            CLASS, 0, 0, 0, 0, nsect, symptr + grow, nsym))
for i in range(nsect):
    h = bytearray(b[20 + 40 * i:60 + 40 * i])
    for at in (20, 24, 28):  # PointerToRawData, Relocations, Linenumbers
        v, = struct.unpack_from('<I', h, at)
        if v:
            struct.pack_into('<I', h, at, v + grow)
    out += h
out += b[20 + 40 * nsect:symptr]
i = 0
while i < nsym:
    r = b[symptr + 18 * i:symptr + 18 * i + 18]
    name, value, sec, typ, cls, naux = struct.unpack('<8sIhHBB', r)
    out += struct.pack('<8sIiHBB', name, value, sec, typ, cls, naux)
    for k in range(naux):
        a = symptr + 18 * (i + 1 + k)
        out += b[a:a + 18] + b'\0\0'
    i += 1 + naux
out += b[symptr + 18 * nsym:]
open(sys.argv[2], 'wb').write(out)
