=== @g
@g = global [8 x i32] zeroinitializer
=== @ce.nusw
@ce.nusw = global ptr getelementptr nusw (i8, ptr @g, i64 4)
=== @ce.nuw
@ce.nuw = global ptr getelementptr nuw (i8, ptr @g, i64 4)
=== @ce.ibnuw
@ce.ibnuw = global ptr getelementptr inbounds nuw ([8 x i32], ptr @g, i64 0, i64 2)
=== @ce.inrange
@ce.inrange = global ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @g, i64 8)
=== @ce.auth
@ce.auth = global ptr ptrauth (ptr @g, i32 2)
=== @ce.authds
@ce.authds = global ptr ptrauth (ptr @g, i32 0, i64 0, ptr null, ptr @g)
=== @tgt
@tgt = global target("spirv.DeviceEvent") zeroinitializer
=== @samesign
define i1 @samesign(i32 %a, i32 %b) {
  %1 = icmp samesign ult i32 %a, %b
  %2 = icmp samesign sgt i32 %a, 0
  %3 = icmp eq i32 %a, %b
  %4 = and i1 %1, %2
  %5 = or i1 %4, %3
  ret i1 %5
}
=== @fpflags
define float @fpflags(double %d, half %h, i1 %c) {
  %1 = fptrunc nnan ninf double %d to float
  %2 = fpext fast half %h to float
  %3 = select nsz i1 %c, float %1, float %2
  %4 = fadd reassoc float %3, %1
  %5 = call afn float @fret()
  %6 = fadd float %4, %5
  ret float %6
}
=== @fret
declare float @fret()
=== @caps
declare void @caps(ptr captures(none), ptr captures(address), ptr captures(address_is_null, ret: address, provenance), ptr captures(ret: read_provenance))
=== @mem1
; Function Attrs: memory(errnomem: read)
declare void @mem1() #
=== @mem2
; Function Attrs: memory(read, argmem: readwrite, inaccessiblemem: none)
declare void @mem2() #
=== @mem3
; Function Attrs: memory(target_mem0: write, target_mem1: read)
declare void @mem3() #
=== @mem4
; Function Attrs: memory(none)
declare void @mem4() #
=== @inits
declare void @inits(ptr initializes((0, 4)), ptr initializes((-4, 0), (8, 16)))
=== @ranged
declare range(i32 0, 10) i32 @ranged(i32 range(i32 -5, 5))
=== @nofp
declare nofpclass(nan inf) float @nofp(float nofpclass(zero sub), float nofpclass(snan pinf psub nnorm), float nofpclass(all), float nofpclass(qnan ninf nzero pnorm))
=== @deadret
declare void @deadret(ptr dead_on_return, ptr dead_on_unwind writable)
=== @dere
declare void @dere(ptr noundef nonnull align 16 dereferenceable(8), ptr dereferenceable_or_null(4))
=== @misc
declare void @misc(ptr noalias readonly sret(i64) captures(none), ptr byval(i32) align 4, ptr byref(i16), ptr inalloca(i8))
=== @allocas
define void @allocas() {
  %a = alloca i32, align 4, addrspace(5)
  %b = alloca i64, align 8
  store i32 0, ptr addrspace(5) %a, align 4
  store i64 0, ptr %b, align 8
  ret void
}
=== @rmw22
define void @rmw22(ptr %p, float %f, i32 %v) {
  %1 = atomicrmw fmaximum ptr %p, float %f monotonic, align 4
  %2 = atomicrmw fminimum ptr %p, float %f monotonic, align 4
  %3 = atomicrmw usub_cond ptr %p, i32 %v seq_cst, align 4
  %4 = atomicrmw usub_sat ptr %p, i32 %v acquire, align 4
  %5 = atomicrmw fadd ptr %p, <2 x half> zeroinitializer monotonic, align 4
  ret void
}
=== @phifmf
define float @phifmf(i1 %c, float %a, float %b) {
entry:
  br i1 %c, label %l, label %r

l:                                                ; preds = %entry
  br label %r

r:                                                ; preds = %l, %entry
  %p = phi nnan ninf float [ %a, %entry ], [ %b, %l ]
  ret float %p
}
=== @takes
declare void @takes(target("spirv.Image", i8, 1), target("aarch64.svcount"))
