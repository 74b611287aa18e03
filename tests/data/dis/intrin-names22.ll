=== @llvm.acos.f32
declare void @llvm.acos.f32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.acos.f32.x
declare void @llvm.acos.f32.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.alignbytex
declare void @llvm.amdgcn.alignbytex(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.buffer.atomic.and
declare void @llvm.amdgcn.buffer.atomic.and(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.buffer.atomic.smin
declare void @llvm.amdgcn.buffer.atomic.smin(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.buffer.atomic.swap.p0.i32
declare void @llvm.amdgcn.buffer.atomic.swap.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.buffer.atomic.xorx
declare void @llvm.amdgcn.buffer.atomic.xorx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.buffer.wbinvl1.p0.i32
declare void @llvm.amdgcn.buffer.wbinvl1.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.cs.chain
declare void @llvm.amdgcn.cs.chain(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.cubescx
declare void @llvm.amdgcn.cubescx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.cvt.pk.f32
declare void @llvm.amdgcn.cvt.pk.f32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.cvt.pk.i16x
declare void @llvm.amdgcn.cvt.pk.i16x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.cvt.pknorm.u16
declare void @llvm.amdgcn.cvt.pknorm.u16(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.cvt.sr.bf8.f32.x
declare void @llvm.amdgcn.cvt.sr.bf8.f32.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.div.zz
declare void @llvm.amdgcn.div.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.dot4.f32.fp8.bf8.p0.i32
declare void @llvm.amdgcn.dot4.f32.fp8.bf8.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.ds.bvh.stack.rtn.x
declare void @llvm.amdgcn.ds.bvh.stack.rtn.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.ds.gws.barrierx
declare void @llvm.amdgcn.ds.gws.barrierx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.ds.gws.sema.zz
declare void @llvm.amdgcn.ds.gws.sema.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.ds.sub.gs.reg
declare void @llvm.amdgcn.ds.sub.gs.reg(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.end.cf
declare void @llvm.amdgcn.end.cf(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.fdiv.fast
declare void @llvm.amdgcn.fdiv.fast(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.fdot2x
declare void @llvm.amdgcn.fdot2x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.fmul.legacy.p0.i32
declare void @llvm.amdgcn.fmul.legacy.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.global.load.tr.b64
declare void @llvm.amdgcn.global.load.tr.b64(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.icmp.p0.i32
declare void @llvm.amdgcn.icmp.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.add.flt.1d
declare void @llvm.amdgcn.image.atomic.add.flt.1d(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.add.flt.cube.x
declare void @llvm.amdgcn.image.atomic.add.flt.cube.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.and.2dmsaa.p0.i32
declare void @llvm.amdgcn.image.atomic.and.2dmsaa.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.cmpswap.2d.x
declare void @llvm.amdgcn.image.atomic.cmpswap.2d.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.cmpswap.3dx
declare void @llvm.amdgcn.image.atomic.cmpswap.3dx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.dec.2darraymsaa.p0.i32
declare void @llvm.amdgcn.image.atomic.dec.2darraymsaa.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.fmax.2darray.p0.i32
declare void @llvm.amdgcn.image.atomic.fmax.2darray.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.fmax.zz
declare void @llvm.amdgcn.image.atomic.fmax.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.atomic.fmin.2darraymsaa.p0.i32
declare void @llvm.amdgcn.image.atomic.fmin.2darraymsaa.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.sample.d.cl.o.3d.nortn.x
declare void @llvm.amdgcn.image.sample.d.cl.o.3d.nortn.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.sample.l.2d
declare void @llvm.amdgcn.image.sample.l.2d(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.sample.lz.1d.p0.i32
declare void @llvm.amdgcn.image.sample.lz.1d.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.image.sample.o.1d.nortn.p0.i32
declare void @llvm.amdgcn.image.sample.o.1d.nortn.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.implicit.buffer.ptr.x
declare void @llvm.amdgcn.implicit.buffer.ptr.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.raw.buffer.atomic.inc.x
declare void @llvm.amdgcn.raw.buffer.atomic.inc.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.raw.ptr.buffer.atomic.or
declare void @llvm.amdgcn.raw.ptr.buffer.atomic.or(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.rsq.x
declare void @llvm.amdgcn.rsq.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.s.quadmask.p0.i32
declare void @llvm.amdgcn.s.quadmask.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8x
declare void @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.struct.buffer.atomic.subx
declare void @llvm.amdgcn.struct.buffer.atomic.subx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.struct.ptr.buffer.atomic.smax
declare void @llvm.amdgcn.struct.ptr.buffer.atomic.smax(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.swmmac.bf16.16x16x32.bf16.x
declare void @llvm.amdgcn.swmmac.bf16.16x16x32.bf16.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.udot4x
declare void @llvm.amdgcn.udot4x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.wmma.f32.16x16x16.f16.p0.i32
declare void @llvm.amdgcn.wmma.f32.16x16x16.f16.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.workitem.id.x
declare void @llvm.amdgcn.workitem.id.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.amdgcn.workitem.id.x.y
declare void @llvm.amdgcn.workitem.id.x.y(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.cosh.p0.i32
declare void @llvm.cosh.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.dbg.declare.x
declare void @llvm.dbg.declare.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.fabs.f80
declare void @llvm.fabs.f80(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.matrix.transpose.p0.i32
declare void @llvm.matrix.transpose.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.memcpy
declare void @llvm.memcpy(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.memcpy.element.foo
declare void @llvm.memcpy.element.foo(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i64
declare void @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i64(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.memcpy.foo
declare void @llvm.memcpy.foo(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.memcpy.inline.p0i8.p0i8.i64
declare void @llvm.memcpy.inline.p0i8.p0i8.i64(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.memcpyx
declare void @llvm.memcpyx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.barrier.cluster.wait.aligned.x
declare void @llvm.nvvm.barrier.cluster.wait.aligned.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.barrier0.x
declare void @llvm.nvvm.barrier0.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.f2bf16.rn.zz
declare void @llvm.nvvm.f2bf16.rn.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.fmax.ftz.nan.f.x
declare void @llvm.nvvm.fmax.ftz.nan.f.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.lg2.approx.f.x
declare void @llvm.nvvm.lg2.approx.f.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.mma.m16n8k64.row.col.satfinite.u4.p0.i32
declare void @llvm.nvvm.mma.m16n8k64.row.col.satfinite.u4.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.ptr.global.to.zz
declare void @llvm.nvvm.ptr.global.to.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.read.ptx.sreg.globaltimer
declare void @llvm.nvvm.read.ptx.sreg.globaltimer(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.shfl.idx.i32p.x
declare void @llvm.nvvm.shfl.idx.i32p.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.suld.1d.v2i64.zz
declare void @llvm.nvvm.suld.1d.v2i64.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.suld.3d.v2i64.zero
declare void @llvm.nvvm.suld.3d.v2i64.zero(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.sust.b.1d.v4i8.zero
declare void @llvm.nvvm.sust.b.1d.v4i8.zero(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.sust.b.2d.v4i8
declare void @llvm.nvvm.sust.b.2d.v4i8(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.sust.p.2d.v2i32.trap.x
declare void @llvm.nvvm.sust.p.2d.v2i32.trap.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.tex.3d.level.v4f32.f32
declare void @llvm.nvvm.tex.3d.level.v4f32.f32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.tex.unified.2d.grad.v4u32
declare void @llvm.nvvm.tex.unified.2d.grad.v4u32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.tld4.unified.r.2d.v4f32
declare void @llvm.nvvm.tld4.unified.r.2d.v4f32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f16.satfinite.x
declare void @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f16.satfinite.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16
declare void @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f32.x
declare void @llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f32.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.objc.autoreleasePoolPopx
declare void @llvm.objc.autoreleasePoolPopx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.trap
declare void @llvm.trap(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.trap.x
declare void @llvm.trap.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.trapx
declare void @llvm.trapx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.used
declare void @llvm.used(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.vector.reduce.add.v4i32
declare void @llvm.vector.reduce.add.v4i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86
declare void @llvm.x86(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.mask.reduce.ps.256.x
declare void @llvm.x86.avx512.mask.reduce.ps.256.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.mask.rndscale.pd.zz
declare void @llvm.x86.avx512.mask.rndscale.pd.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.mask.scatter.qpd
declare void @llvm.x86.avx512.mask.scatter.qpd(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.mask.scatter.qpd.512.x
declare void @llvm.x86.avx512.mask.scatter.qpd.512.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.mask.sqrt.sdx
declare void @llvm.x86.avx512.mask.sqrt.sdx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.mask.sub.sd.round
declare void @llvm.x86.avx512.mask.sub.sd.round(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.mask.vcvtps2ph.128.p0.i32
declare void @llvm.x86.avx512.mask.vcvtps2ph.128.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.maskz.fixupimm.ps.512.p0.i32
declare void @llvm.x86.avx512.maskz.fixupimm.ps.512.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.packsswb
declare void @llvm.x86.avx512.packsswb(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.packuswb.zz
declare void @llvm.x86.avx512.packuswb.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.permvar.hi.zz
declare void @llvm.x86.avx512.permvar.hi.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.permvar.si.512.p0.i32
declare void @llvm.x86.avx512.permvar.si.512.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.pmulhu.w.512.p0.i32
declare void @llvm.x86.avx512.pmulhu.w.512.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psad.bw.512.p0.i32
declare void @llvm.x86.avx512.psad.bw.512.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.pslli.w
declare void @llvm.x86.avx512.pslli.w(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psllv.w.512.x
declare void @llvm.x86.avx512.psllv.w.512.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psra.d.zz
declare void @llvm.x86.avx512.psra.d.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psra.q.128.p0.i32
declare void @llvm.x86.avx512.psra.q.128.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psrai.w.512.x
declare void @llvm.x86.avx512.psrai.w.512.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psrav.q.128
declare void @llvm.x86.avx512.psrav.q.128(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psrli.d.512.p0.i32
declare void @llvm.x86.avx512.psrli.d.512.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.psrlv.q.512
declare void @llvm.x86.avx512.psrlv.q.512(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.pternlog.q.128.x
declare void @llvm.x86.avx512.pternlog.q.128.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.pternlog.q.256x
declare void @llvm.x86.avx512.pternlog.q.256x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.rcp28.sdx
declare void @llvm.x86.avx512.rcp28.sdx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.rcp28.ss.x
declare void @llvm.x86.avx512.rcp28.ss.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scatter
declare void @llvm.x86.avx512.scatter(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scatter.dpd.512
declare void @llvm.x86.avx512.scatter.dpd.512(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scatter.qps.512.x
declare void @llvm.x86.avx512.scatter.qps.512.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scatter.qps.zz
declare void @llvm.x86.avx512.scatter.qps.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scatterdiv8.si.x
declare void @llvm.x86.avx512.scatterdiv8.si.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scatterpf.dpd.zz
declare void @llvm.x86.avx512.scatterpf.dpd.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scatterpf.qpd
declare void @llvm.x86.avx512.scatterpf.qpd(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.scattersiv4.si
declare void @llvm.x86.avx512.scattersiv4.si(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.sub.ps.512.p0.i32
declare void @llvm.x86.avx512.sub.ps.512.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.uitofp.round
declare void @llvm.x86.avx512.uitofp.round(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vcomi.zz
declare void @llvm.x86.avx512.vcomi.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vcvtsd2si32.x
declare void @llvm.x86.avx512.vcvtsd2si32.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vcvtss2usi32x
declare void @llvm.x86.avx512.vcvtss2usi32x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vfmadd.f32x
declare void @llvm.x86.avx512.vfmadd.f32x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vp2intersect.d
declare void @llvm.x86.avx512.vp2intersect.d(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vp2intersect.q.128.p0.i32
declare void @llvm.x86.avx512.vp2intersect.q.128.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vpdpwssd.256.x
declare void @llvm.x86.avx512.vpdpwssd.256.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vpermi2var.pd
declare void @llvm.x86.avx512.vpermi2var.pd(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vpermilvar.ps
declare void @llvm.x86.avx512.vpermilvar.ps(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vpermilvar.ps.512x
declare void @llvm.x86.avx512.vpermilvar.ps.512x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vpmadd52l.uq.512.x
declare void @llvm.x86.avx512.vpmadd52l.uq.512.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512.vpshufbitqmb.128
declare void @llvm.x86.avx512.vpshufbitqmb.128(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512bf16.mask.cvtneps2bf16.zz
declare void @llvm.x86.avx512bf16.mask.cvtneps2bf16.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.div.ph.512
declare void @llvm.x86.avx512fp16.div.ph.512(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.cmp.ph.128.p0.i32
declare void @llvm.x86.avx512fp16.mask.cmp.ph.128.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.cmp.ph.zz
declare void @llvm.x86.avx512fp16.mask.cmp.ph.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.getexp.ph.256
declare void @llvm.x86.avx512fp16.mask.getexp.ph.256(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.getexp.ph.512.x
declare void @llvm.x86.avx512fp16.mask.getexp.ph.512.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.getmant.ph.zz
declare void @llvm.x86.avx512fp16.mask.getmant.ph.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.min.sh.zz
declare void @llvm.x86.avx512fp16.mask.min.sh.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.reduce.ph
declare void @llvm.x86.avx512fp16.mask.reduce.ph(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.reduce.ph.256.p0.i32
declare void @llvm.x86.avx512fp16.mask.reduce.ph.256.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.rndscale.ph.128.x
declare void @llvm.x86.avx512fp16.mask.rndscale.ph.128.x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.rsqrt.shx
declare void @llvm.x86.avx512fp16.mask.rsqrt.shx(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.sqrt.zz
declare void @llvm.x86.avx512fp16.mask.sqrt.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.sub.sh.zz
declare void @llvm.x86.avx512fp16.mask.sub.sh.zz(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvtph2pd.128.p0.i32
declare void @llvm.x86.avx512fp16.mask.vcvtph2pd.128.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvtph2qq.128
declare void @llvm.x86.avx512fp16.mask.vcvtph2qq.128(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvtph2udq.512x
declare void @llvm.x86.avx512fp16.mask.vcvtph2udq.512x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvtph2uqq.512
declare void @llvm.x86.avx512fp16.mask.vcvtph2uqq.512(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvttph2dq.512x
declare void @llvm.x86.avx512fp16.mask.vcvttph2dq.512x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvttph2qq.512
declare void @llvm.x86.avx512fp16.mask.vcvttph2qq.512(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvttph2uqq.512
declare void @llvm.x86.avx512fp16.mask.vcvttph2uqq.512(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvttph2uqq.512.p0.i32
declare void @llvm.x86.avx512fp16.mask.vcvttph2uqq.512.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvttph2uw.512x
declare void @llvm.x86.avx512fp16.mask.vcvttph2uw.512x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vcvttph2w.512x
declare void @llvm.x86.avx512fp16.mask.vcvttph2w.512x(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512fp16.mask.vfcmul.csh.p0.i32
declare void @llvm.x86.avx512fp16.mask.vfcmul.csh.p0.i32(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.sse.max
declare void @llvm.x86.sse.max(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.sse.max.ps
declare void @llvm.x86.sse.max.ps(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.sse.max.ps.v4
declare void @llvm.x86.sse.max.ps.v4(ptr, ptr, ptr, ptr, ptr, ptr) #
=== @llvm.x86.avx512bf16.dpbf16ps.128
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.avx512bf16.dpbf16ps.128(<4 x float>, <8 x bfloat>, <8 x bfloat>) #
=== @llvm.x86.avx512bf16.dpbf16ps.512
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512bf16.dpbf16ps.512(<16 x float>, <32 x bfloat>, <32 x bfloat>) #
