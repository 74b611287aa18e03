; analog22.ll - LLVM 22 overloaded intrinsics whose whole name bcq's
; table lacks, taken by analogy with a sibling it holds (intrin22.c):
; on their signature llvm-dis 22 prints LLVM's attributes, on another
; type the file's, which bcq refuses; one with a range() (ctpop) is
; refused whatever its type.  llvm-as 22 --disable-verify (gen.sh).
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) "bcqm"
declare <4 x i16> @llvm.umin.v4i16(<4 x i16>, <4 x i16>) "bcqm"
declare i16 @llvm.sadd.sat.i16(i16, i16) "bcqm"
declare <2 x i32> @llvm.bswap.v2i32(<2 x i32>) "bcqm"
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) "bcqm"
declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>) "bcqm"
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) "bcqm"
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1) "bcqm"
declare <2 x i64> @llvm.fshl.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) "bcqm"
declare <vscale x 4 x float> @llvm.sqrt.nxv4f32(<vscale x 4 x float>) "bcqm"
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1) "bcqm"
declare float @llvm.smax.f32(float, float) "bcqm"
declare i32 @llvm.vector.reduce.add.v16i8(<16 x i8>) "bcqm"
declare <8 x i32> @llvm.smax.v4i32(<8 x i32>, <8 x i32>) "bcqm"
declare <4 x i32> @llvm.abs.v4i64(<4 x i32>, i1) "bcqm"
declare i16 @llvm.ctpop.i16(i16) "bcqm"
