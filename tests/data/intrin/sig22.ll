; LLVM 22's reader puts LLVM's attributes in place of the file's only on
; an intrinsic's signature (tests/data/intrin/gen.sh; tests/dis.sh):
; the signature, with attributes of the file's own
declare i32 @llvm.ctlz.i32(i32 noundef, i1) noinline
declare i64 @llvm.x86.rdtsc() "bcqm"
declare void @llvm.experimental.stackmap(i64, i32, ...)
; range attributes, their width from the type
declare i32 @llvm.amdgcn.workitem.id.x() "bcqm"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.ucmp.i32.i32(i32, i32)
; overloaded, with their types in the name
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare ptr @llvm.stacksave.p0()
; another type: the file's attributes stay (bcq refuses them)
declare ptr @llvm.ctpop.i32(ptr, ptr) "bcqm"
declare <2 x i32> @llvm.amdgcn.workitem.id.y() "bcqm"
declare void @llvm.x86.sse2.mfence(i32) nounwind
; overloaded names bcq's table does not hold, no intrinsic
declare i8 @llvm.ucmp.i8.i32(i32, i32)
declare void @llvm.trap.x()

define i32 @use(ptr %p) {
  %a = call i32 @llvm.ctlz.i32(i32 1, i1 false)
  %b = call ptr @llvm.ctpop.i32(ptr %p, ptr %p)
  %c = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 2)
  ret i32 %a
}
