; intrinsics whose attributes llvm-dis 19 (intrin19) and 22 (intrin22) prints from LLVM's table
; (tests/data/intrin/gen.sh; tests/dis.sh)
declare i32 @llvm.ctlz.i32(i32, i1)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.aarch64.isb(i32)
declare void @llvm.notanintrinsic(i32)
declare void @llvm.trap()

define void @use(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  %r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
  call void @llvm.aarch64.isb(i32 15)
  call void @llvm.notanintrinsic(i32 1)
  ret void
}
