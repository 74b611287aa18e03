; mdbundle22.ll - an operand bundle with metadata inputs (OB_METADATA),
; which llvm-as takes from LLVM 22 on.  Assembled by llvm-as 22 only
; (gen.sh).  A node as input prints as "metadata <0x...>" in llvm-dis 22
; (its slot tracker does not number it), so only values as metadata here.
source_filename = "mdbundle22.ll"
target triple = "x86_64-pc-linux-gnu"

declare void @f()

define void @g(i32 %x) {
  call void @f() [ "x"(metadata i32 7, i32 %x), "y"(metadata i32 %x) ]
  ret void
}
