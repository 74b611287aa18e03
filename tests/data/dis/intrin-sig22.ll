=== @llvm.ctlz.i32
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #
=== @llvm.x86.rdtsc
; Function Attrs: nounwind
declare i64 @llvm.x86.rdtsc() #
=== @llvm.experimental.stackmap
; Function Attrs: nocallback nofree nosync willreturn
declare void @llvm.experimental.stackmap(i64 immarg, i32 immarg, ...) #
=== @llvm.amdgcn.workitem.id.x
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #
=== @llvm.nvvm.read.ptx.sreg.tid.x
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #
=== @llvm.ucmp.i32.i32
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i32 -1, 2) i32 @llvm.ucmp.i32.i32(i32, i32) #
=== @llvm.memmove.p0.p0.i32
; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i32(ptr writeonly captures(none), ptr readonly captures(none), i32, i1 immarg) #
=== @llvm.umul.with.overflow.i64
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #
=== @llvm.stacksave.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #
=== @llvm.ctpop.i32
declare ptr @llvm.ctpop.i32(ptr, ptr) #
=== @llvm.amdgcn.workitem.id.y
declare <2 x i32> @llvm.amdgcn.workitem.id.y() #
=== @llvm.x86.sse2.mfence
; Function Attrs: nounwind
declare void @llvm.x86.sse2.mfence(i32) #
=== @llvm.ucmp.i8.i32
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i8 -1, 2) i8 @llvm.ucmp.i8.i32(i32, i32) #
=== @llvm.trap.x
declare void @llvm.trap.x()
=== @use
define i32 @use(ptr %p) {
  %a = call i32 @llvm.ctlz.i32(i32 1, i1 false)
  %b = call ptr @llvm.ctpop.i32(ptr %p, ptr %p)
  %c = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 2)
  ret i32 %a
}
