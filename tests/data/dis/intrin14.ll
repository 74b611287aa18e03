=== @llvm.ctlz.i32
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #
=== @llvm.ptrmask.p0i8.i64
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8* @llvm.ptrmask.p0i8.i64(i8*, i64) #
=== @llvm.memset.p0i8.i64
; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #
=== @llvm.x86.sse.max.ps
; Function Attrs: nounwind readnone
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>) #
=== @llvm.nvvm.barrier0
; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #
=== @llvm.amdgcn.workitem.id.x
; Function Attrs: nounwind readnone speculatable willreturn
declare i32 @llvm.amdgcn.workitem.id.x() #
=== @llvm.aarch64.isb
; Function Attrs: nofree nounwind willreturn
declare void @llvm.aarch64.isb(i32) #
=== @llvm.notanintrinsic
declare void @llvm.notanintrinsic(i32)
=== @llvm.trap
; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #
=== @use
define void @use(i8* %p) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 4, i1 false)
  %r = call i8* @llvm.ptrmask.p0i8.i64(i8* %p, i64 -16)
  call void @llvm.aarch64.isb(i32 15)
  call void @llvm.notanintrinsic(i32 1)
  ret void
}
