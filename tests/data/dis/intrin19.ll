=== @llvm.ctlz.i32
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #
=== @llvm.ptrmask.p0.i64
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #
=== @llvm.memset.p0.i64
; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #
=== @llvm.x86.sse.max.ps
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>) #
=== @llvm.nvvm.barrier0
; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #
=== @llvm.amdgcn.workitem.id.x
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #
=== @llvm.aarch64.isb
; Function Attrs: nofree nounwind willreturn
declare void @llvm.aarch64.isb(i32) #
=== @llvm.notanintrinsic
declare void @llvm.notanintrinsic(i32)
=== @llvm.trap
; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #
=== @use
define void @use(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  %r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
  call void @llvm.aarch64.isb(i32 15)
  call void @llvm.notanintrinsic(i32 1)
  ret void
}
