=== @llvm.acos.f32
declare void @llvm.acos.f32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.acos.f32.x
declare void @llvm.acos.f32.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.alignbytex
declare void @llvm.amdgcn.alignbytex(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.atomic.cond.sub.u32x
declare void @llvm.amdgcn.atomic.cond.sub.u32x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.buffer.atomic.and
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.buffer.atomic.and(i8*, i8*, i8*, i8*, i8* immarg, i8*) #
=== @llvm.amdgcn.buffer.atomic.smin
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.buffer.atomic.smin(i8*, i8*, i8*, i8*, i8* immarg, i8*) #
=== @llvm.amdgcn.buffer.atomic.swap.p0.i32
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.buffer.atomic.swap.p0.i32(i8*, i8*, i8*, i8*, i8* immarg, i8*) #
=== @llvm.amdgcn.buffer.atomic.xorx
declare void @llvm.amdgcn.buffer.atomic.xorx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.buffer.wbinvl1.p0.i32
declare void @llvm.amdgcn.buffer.wbinvl1.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.cs.chain
declare void @llvm.amdgcn.cs.chain(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.cubescx
declare void @llvm.amdgcn.cubescx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.cvt.pk.f32
declare void @llvm.amdgcn.cvt.pk.f32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.cvt.pk.i16x
declare void @llvm.amdgcn.cvt.pk.i16x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.cvt.pknorm.u16
; Function Attrs: nounwind readnone speculatable willreturn
declare void @llvm.amdgcn.cvt.pknorm.u16(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.cvt.sr.bf8.f32.x
declare void @llvm.amdgcn.cvt.sr.bf8.f32.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.div.zz
declare void @llvm.amdgcn.div.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.dot4.f32.fp8.bf8.p0.i32
declare void @llvm.amdgcn.dot4.f32.fp8.bf8.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.ds.bvh.stack.rtn.x
declare void @llvm.amdgcn.ds.bvh.stack.rtn.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.ds.gws.barrierx
declare void @llvm.amdgcn.ds.gws.barrierx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.ds.gws.sema.zz
declare void @llvm.amdgcn.ds.gws.sema.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.ds.sub.gs.reg
declare void @llvm.amdgcn.ds.sub.gs.reg(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.end.cf
; Function Attrs: convergent nounwind willreturn
declare void @llvm.amdgcn.end.cf(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.fdiv.fast
; Function Attrs: nounwind readnone speculatable willreturn
declare void @llvm.amdgcn.fdiv.fast(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.fdot2x
declare void @llvm.amdgcn.fdot2x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.flat.atomic.fmin.x
; Function Attrs: argmemonly nounwind willreturn
declare void @llvm.amdgcn.flat.atomic.fmin.x(i8* nocapture, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.fmul.legacy.p0.i32
declare void @llvm.amdgcn.fmul.legacy.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.global.atomic.fadd.v2bf16
; Function Attrs: argmemonly nounwind willreturn
declare void @llvm.amdgcn.global.atomic.fadd.v2bf16(i8* nocapture, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.global.atomic.fmin.zz
; Function Attrs: argmemonly nounwind willreturn
declare void @llvm.amdgcn.global.atomic.fmin.zz(i8* nocapture, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.global.load.tr.b64
declare void @llvm.amdgcn.global.load.tr.b64(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.icmp.p0.i32
; Function Attrs: convergent nounwind readnone willreturn
declare void @llvm.amdgcn.icmp.p0.i32(i8*, i8*, i8* immarg, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.atomic.add.flt.1d
declare void @llvm.amdgcn.image.atomic.add.flt.1d(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.atomic.add.flt.cube.x
declare void @llvm.amdgcn.image.atomic.add.flt.cube.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.atomic.and.2dmsaa.p0.i32
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.image.atomic.and.2dmsaa.p0.i32(i8*, i8*, i8*, i8*, i8*, i8* immarg) #
=== @llvm.amdgcn.image.atomic.cmpswap.2d.x
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.image.atomic.cmpswap.2d.x(i8*, i8*, i8*, i8*, i8*, i8* immarg) #
=== @llvm.amdgcn.image.atomic.cmpswap.3dx
declare void @llvm.amdgcn.image.atomic.cmpswap.3dx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.atomic.dec.2darraymsaa.p0.i32
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.image.atomic.dec.2darraymsaa.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.atomic.fmax.2darray.p0.i32
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.image.atomic.fmax.2darray.p0.i32(i8*, i8*, i8*, i8*, i8*, i8* immarg) #
=== @llvm.amdgcn.image.atomic.fmax.zz
declare void @llvm.amdgcn.image.atomic.fmax.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.atomic.fmin.2darraymsaa.p0.i32
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.image.atomic.fmin.2darraymsaa.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.sample.d.cl.o.3d.nortn.x
; Function Attrs: nounwind readonly willreturn
declare void @llvm.amdgcn.image.sample.d.cl.o.3d.nortn.x(i8* immarg, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.sample.l.2d
; Function Attrs: nounwind readonly willreturn
declare void @llvm.amdgcn.image.sample.l.2d(i8* immarg, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.image.sample.lz.1d.p0.i32
; Function Attrs: nounwind readonly willreturn
declare void @llvm.amdgcn.image.sample.lz.1d.p0.i32(i8* immarg, i8*, i8*, i8*, i8* immarg, i8* immarg) #
=== @llvm.amdgcn.image.sample.o.1d.nortn.p0.i32
; Function Attrs: nounwind readonly willreturn
declare void @llvm.amdgcn.image.sample.o.1d.nortn.p0.i32(i8* immarg, i8*, i8*, i8*, i8*, i8* immarg) #
=== @llvm.amdgcn.implicit.buffer.ptr.x
declare void @llvm.amdgcn.implicit.buffer.ptr.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.raw.buffer.atomic.inc.x
; Function Attrs: nounwind willreturn
declare void @llvm.amdgcn.raw.buffer.atomic.inc.x(i8*, i8*, i8*, i8*, i8* immarg, i8*) #
=== @llvm.amdgcn.raw.ptr.buffer.atomic.or
declare void @llvm.amdgcn.raw.ptr.buffer.atomic.or(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.rsq.x
; Function Attrs: nounwind readnone speculatable willreturn
declare void @llvm.amdgcn.rsq.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.s.quadmask.p0.i32
declare void @llvm.amdgcn.s.quadmask.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8x
declare void @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.struct.buffer.atomic.subx
declare void @llvm.amdgcn.struct.buffer.atomic.subx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.struct.ptr.buffer.atomic.smax
declare void @llvm.amdgcn.struct.ptr.buffer.atomic.smax(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.swmmac.bf16.16x16x32.bf16.x
declare void @llvm.amdgcn.swmmac.bf16.16x16x32.bf16.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.udot4x
declare void @llvm.amdgcn.udot4x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.wmma.f32.16x16x16.f16.p0.i32
declare void @llvm.amdgcn.wmma.f32.16x16x16.f16.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.workitem.id.x
; Function Attrs: nounwind readnone speculatable willreturn
declare void @llvm.amdgcn.workitem.id.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.amdgcn.workitem.id.x.y
declare void @llvm.amdgcn.workitem.id.x.y(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.cosh.p0.i32
declare void @llvm.cosh.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.dbg.declare
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.dbg.declare.x
declare void @llvm.dbg.declare.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.fabs.f80
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.fabs.f80(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.matrix.transpose.p0.i32
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.matrix.transpose.p0.i32(i8*, i8* immarg, i8* immarg, i8*, i8*, i8*) #
=== @llvm.memcpy
; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i8*, i8* immarg, i8*, i8*) #
=== @llvm.memcpy.element.foo
declare void @llvm.memcpy.element.foo(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i64
; Function Attrs: argmemonly nosync nounwind willreturn
declare void @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i8*, i8* immarg, i8*, i8*) #
=== @llvm.memcpy.foo
; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.foo(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i8*, i8* immarg, i8*, i8*) #
=== @llvm.memcpy.inline.p0i8.p0i8.i64
; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i8* immarg, i8* immarg, i8*, i8*) #
=== @llvm.memcpyx
declare void @llvm.memcpyx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.barrier.cluster.wait.aligned.x
declare void @llvm.nvvm.barrier.cluster.wait.aligned.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.barrier0
; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.barrier0.x
declare void @llvm.nvvm.barrier0.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.f2bf16.rn.zz
declare void @llvm.nvvm.f2bf16.rn.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.fmax.ftz.nan.f.x
declare void @llvm.nvvm.fmax.ftz.nan.f.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.lg2.approx.f.x
declare void @llvm.nvvm.lg2.approx.f.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.mma.m16n8k64.row.col.satfinite.u4.p0.i32
declare void @llvm.nvvm.mma.m16n8k64.row.col.satfinite.u4.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.ptr.global.to.zz
declare void @llvm.nvvm.ptr.global.to.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.read.ptx.sreg.globaltimer
declare void @llvm.nvvm.read.ptx.sreg.globaltimer(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.shfl.idx.i32p.x
declare void @llvm.nvvm.shfl.idx.i32p.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.suld.1d.v2i64.zz
declare void @llvm.nvvm.suld.1d.v2i64.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.suld.3d.v2i64.zero
; Function Attrs: nounwind
declare void @llvm.nvvm.suld.3d.v2i64.zero(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.sust.b.1d.v4i8.zero
; Function Attrs: nounwind
declare void @llvm.nvvm.sust.b.1d.v4i8.zero(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.sust.b.2d.v4i8
declare void @llvm.nvvm.sust.b.2d.v4i8(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.sust.p.2d.v2i32.trap.x
declare void @llvm.nvvm.sust.p.2d.v2i32.trap.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.tex.3d.level.v4f32.f32
; Function Attrs: nounwind
declare void @llvm.nvvm.tex.3d.level.v4f32.f32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.tex.unified.2d.grad.v4u32
declare void @llvm.nvvm.tex.unified.2d.grad.v4u32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.tld4.unified.r.2d.v4f32
declare void @llvm.nvvm.tld4.unified.r.2d.v4f32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f16.satfinite.x
declare void @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f16.satfinite.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16
declare void @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f32.x
; Function Attrs: argmemonly nounwind writeonly
declare void @llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f32.x(i8* nocapture writeonly, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.objc.autoreleasePoolPopx
declare void @llvm.objc.autoreleasePoolPopx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.trap
; Function Attrs: cold noreturn nounwind
declare void @llvm.trap(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.trap.x
declare void @llvm.trap.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.trapx
declare void @llvm.trapx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.used
declare void @llvm.used(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.vector.reduce.add.v4i32
; Function Attrs: nofree nosync nounwind readnone willreturn
declare void @llvm.vector.reduce.add.v4i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86
declare void @llvm.x86(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.mask.reduce.ps.256.x
declare void @llvm.x86.avx512.mask.reduce.ps.256.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.mask.rndscale.pd.zz
declare void @llvm.x86.avx512.mask.rndscale.pd.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.mask.scatter.qpd
declare void @llvm.x86.avx512.mask.scatter.qpd(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.mask.scatter.qpd.512.x
declare void @llvm.x86.avx512.mask.scatter.qpd.512.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.mask.sqrt.sdx
declare void @llvm.x86.avx512.mask.sqrt.sdx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.mask.sub.sd.round
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512.mask.sub.sd.round(i8*, i8*, i8*, i8*, i8* immarg, i8*) #
=== @llvm.x86.avx512.mask.vcvtps2ph.128.p0.i32
declare void @llvm.x86.avx512.mask.vcvtps2ph.128.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.maskz.fixupimm.ps.512.p0.i32
declare void @llvm.x86.avx512.maskz.fixupimm.ps.512.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.packsswb
declare void @llvm.x86.avx512.packsswb(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.packuswb.zz
declare void @llvm.x86.avx512.packuswb.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.permvar.hi.zz
declare void @llvm.x86.avx512.permvar.hi.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.permvar.si.512.p0.i32
declare void @llvm.x86.avx512.permvar.si.512.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.pmulhu.w.512.p0.i32
declare void @llvm.x86.avx512.pmulhu.w.512.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psad.bw.512.p0.i32
declare void @llvm.x86.avx512.psad.bw.512.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.pslli.w
declare void @llvm.x86.avx512.pslli.w(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psllv.w.512.x
declare void @llvm.x86.avx512.psllv.w.512.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psra.d.zz
declare void @llvm.x86.avx512.psra.d.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psra.q.128.p0.i32
declare void @llvm.x86.avx512.psra.q.128.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psrai.w.512.x
declare void @llvm.x86.avx512.psrai.w.512.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psrav.q.128
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512.psrav.q.128(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psrli.d.512.p0.i32
declare void @llvm.x86.avx512.psrli.d.512.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.psrlv.q.512
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512.psrlv.q.512(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.pternlog.q.128.x
declare void @llvm.x86.avx512.pternlog.q.128.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.pternlog.q.256x
declare void @llvm.x86.avx512.pternlog.q.256x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.rcp28.sdx
declare void @llvm.x86.avx512.rcp28.sdx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.rcp28.ss.x
declare void @llvm.x86.avx512.rcp28.ss.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.scatter
declare void @llvm.x86.avx512.scatter(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.scatter.dpd.512
; Function Attrs: nounwind
declare void @llvm.x86.avx512.scatter.dpd.512(i8*, i8*, i8*, i8*, i8* immarg, i8*) #
=== @llvm.x86.avx512.scatter.qps.512.x
declare void @llvm.x86.avx512.scatter.qps.512.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.scatter.qps.zz
declare void @llvm.x86.avx512.scatter.qps.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.scatterdiv8.si.x
declare void @llvm.x86.avx512.scatterdiv8.si.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.scatterpf.dpd.zz
declare void @llvm.x86.avx512.scatterpf.dpd.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.scatterpf.qpd
declare void @llvm.x86.avx512.scatterpf.qpd(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.scattersiv4.si
; Function Attrs: nounwind
declare void @llvm.x86.avx512.scattersiv4.si(i8*, i8*, i8*, i8*, i8* immarg, i8*) #
=== @llvm.x86.avx512.sub.ps.512.p0.i32
declare void @llvm.x86.avx512.sub.ps.512.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.uitofp.round
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512.uitofp.round(i8*, i8* immarg, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vcomi.zz
declare void @llvm.x86.avx512.vcomi.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vcvtsd2si32.x
declare void @llvm.x86.avx512.vcvtsd2si32.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vcvtss2usi32x
declare void @llvm.x86.avx512.vcvtss2usi32x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vfmadd.f32x
declare void @llvm.x86.avx512.vfmadd.f32x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vp2intersect.d
declare void @llvm.x86.avx512.vp2intersect.d(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vp2intersect.q.128.p0.i32
declare void @llvm.x86.avx512.vp2intersect.q.128.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vpdpwssd.256.x
declare void @llvm.x86.avx512.vpdpwssd.256.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vpermi2var.pd
declare void @llvm.x86.avx512.vpermi2var.pd(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vpermilvar.ps
declare void @llvm.x86.avx512.vpermilvar.ps(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vpermilvar.ps.512x
declare void @llvm.x86.avx512.vpermilvar.ps.512x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vpmadd52l.uq.512.x
declare void @llvm.x86.avx512.vpmadd52l.uq.512.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512.vpshufbitqmb.128
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512.vpshufbitqmb.128(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512bf16.dpbf16ps.128
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512bf16.dpbf16ps.128(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512bf16.dpbf16ps.512
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512bf16.dpbf16ps.512(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512bf16.mask.cvtneps2bf16.zz
declare void @llvm.x86.avx512bf16.mask.cvtneps2bf16.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.div.ph.512
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512fp16.div.ph.512(i8*, i8*, i8* immarg, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.cmp.ph.128.p0.i32
declare void @llvm.x86.avx512fp16.mask.cmp.ph.128.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.cmp.ph.zz
declare void @llvm.x86.avx512fp16.mask.cmp.ph.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.getexp.ph.256
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512fp16.mask.getexp.ph.256(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.getexp.ph.512.x
declare void @llvm.x86.avx512fp16.mask.getexp.ph.512.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.getmant.ph.zz
declare void @llvm.x86.avx512fp16.mask.getmant.ph.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.min.sh.zz
declare void @llvm.x86.avx512fp16.mask.min.sh.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.reduce.ph
declare void @llvm.x86.avx512fp16.mask.reduce.ph(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.reduce.ph.256.p0.i32
declare void @llvm.x86.avx512fp16.mask.reduce.ph.256.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.rndscale.ph.128.x
declare void @llvm.x86.avx512fp16.mask.rndscale.ph.128.x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.rsqrt.shx
declare void @llvm.x86.avx512fp16.mask.rsqrt.shx(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.sqrt.zz
declare void @llvm.x86.avx512fp16.mask.sqrt.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.sub.sh.zz
declare void @llvm.x86.avx512fp16.mask.sub.sh.zz(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvtph2pd.128.p0.i32
declare void @llvm.x86.avx512fp16.mask.vcvtph2pd.128.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvtph2qq.128
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512fp16.mask.vcvtph2qq.128(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvtph2udq.512x
declare void @llvm.x86.avx512fp16.mask.vcvtph2udq.512x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvtph2uqq.512
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512fp16.mask.vcvtph2uqq.512(i8*, i8*, i8*, i8* immarg, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvttph2dq.512x
declare void @llvm.x86.avx512fp16.mask.vcvttph2dq.512x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvttph2qq.512
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512fp16.mask.vcvttph2qq.512(i8*, i8*, i8*, i8* immarg, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvttph2uqq.512
; Function Attrs: nounwind readnone
declare void @llvm.x86.avx512fp16.mask.vcvttph2uqq.512(i8*, i8*, i8*, i8* immarg, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvttph2uqq.512.p0.i32
declare void @llvm.x86.avx512fp16.mask.vcvttph2uqq.512.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvttph2uw.512x
declare void @llvm.x86.avx512fp16.mask.vcvttph2uw.512x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vcvttph2w.512x
declare void @llvm.x86.avx512fp16.mask.vcvttph2w.512x(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.avx512fp16.mask.vfcmul.csh.p0.i32
declare void @llvm.x86.avx512fp16.mask.vfcmul.csh.p0.i32(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.sse.max
declare void @llvm.x86.sse.max(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.sse.max.ps
; Function Attrs: nounwind readnone
declare void @llvm.x86.sse.max.ps(i8*, i8*, i8*, i8*, i8*, i8*) #
=== @llvm.x86.sse.max.ps.v4
declare void @llvm.x86.sse.max.ps.v4(i8*, i8*, i8*, i8*, i8*, i8*) #
