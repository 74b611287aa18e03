=== @ints
define i32 @ints(i32 %a, i32 %b) {
  %1 = add i32 %a, %b
  %2 = add nuw i32 %1, 1
  %3 = add nsw i32 %2, %b
  %4 = add nuw nsw i32 %3, %a
  %5 = sub nuw nsw i32 %4, 7
  %6 = mul nsw i32 %5, %a
  %7 = shl nuw nsw i32 %6, 3
  %8 = udiv exact i32 %7, %b
  %9 = sdiv exact i32 %8, 3
  %10 = lshr exact i32 %9, 1
  %11 = ashr exact i32 %10, %b
  %12 = urem i32 %11, %b
  %13 = srem i32 %12, 5
  %14 = and i32 %13, 255
  %15 = or disjoint i32 %14, 256
  %16 = or i32 %15, %a
  %17 = xor i32 %16, -1
  %18 = udiv i32 %17, %a
  %19 = sdiv i32 %18, %b
  %20 = lshr i32 %19, 2
  %21 = ashr i32 %20, 2
  %22 = shl i32 %21, %a
  %23 = sub i32 0, %22
  ret i32 %23
}
=== @floats
define double @floats(double %x, double %y, float %f) {
  %1 = fadd double %x, %y
  %2 = fadd fast double %1, %y
  %3 = fsub nnan ninf double %2, 1.000000e+00
  %4 = fmul nsz arcp double %3, %x
  %5 = fdiv reassoc contract afn double %4, %y
  %6 = frem nnan double %5, 2.500000e-01
  %7 = fneg double %6
  %8 = fneg nsz double %7
  %9 = fpext float %f to double
  %10 = fadd double %8, %9
  %11 = fptrunc double %10 to float
  %12 = fptrunc double %10 to float
  %13 = fadd float %11, %12
  %14 = fpext float %13 to double
  ret double %14
}
=== @compares
define i1 @compares(i32 %a, i32 %b, double %x, double %y) {
  %1 = icmp eq i32 %a, %b
  %2 = icmp ne i32 %a, %b
  %3 = icmp ugt i32 %a, %b
  %4 = icmp uge i32 %a, %b
  %5 = icmp ult i32 %a, %b
  %6 = icmp ule i32 %a, %b
  %7 = icmp sgt i32 %a, %b
  %8 = icmp sge i32 %a, %b
  %9 = icmp slt i32 %a, %b
  %10 = icmp sle i32 %a, %b
  %11 = fcmp false double %x, %y
  %12 = fcmp oeq double %x, %y
  %13 = fcmp ogt double %x, %y
  %14 = fcmp oge double %x, %y
  %15 = fcmp olt double %x, %y
  %16 = fcmp ole double %x, %y
  %17 = fcmp one double %x, %y
  %18 = fcmp ord double %x, %y
  %19 = fcmp uno double %x, %y
  %20 = fcmp ueq double %x, %y
  %21 = fcmp ugt double %x, %y
  %22 = fcmp uge double %x, %y
  %23 = fcmp ult double %x, %y
  %24 = fcmp ule double %x, %y
  %25 = fcmp une double %x, %y
  %26 = fcmp true double %x, %y
  %27 = fcmp fast olt double %x, %y
  %28 = fcmp nnan ninf ueq double %x, 0.000000e+00
  %r1 = and i1 %1, %2
  %r2 = or i1 %r1, %3
  %r3 = xor i1 %r2, %4
  %r4 = select i1 %5, i1 %6, i1 %7
  %r5 = select i1 %8, i1 %9, i1 %10
  %r6 = and i1 %r4, %r5
  %r7 = or i1 %r6, %r3
  %r8 = and i1 %11, %12
  %r9 = or i1 %13, %14
  %r10 = or i1 %15, %16
  %r11 = and i1 %17, %18
  %r12 = or i1 %19, %20
  %r13 = and i1 %21, %22
  %r14 = or i1 %23, %24
  %r15 = and i1 %25, %26
  %r16 = or i1 %27, %28
  %s1 = or i1 %r7, %r8
  %s2 = or i1 %s1, %r9
  %s3 = or i1 %s2, %r10
  %s4 = or i1 %s3, %r11
  %s5 = or i1 %s4, %r12
  %s6 = or i1 %s5, %r13
  %s7 = or i1 %s6, %r14
  %s8 = or i1 %s7, %r15
  %s9 = or i1 %s8, %r16
  ret i1 %s9
}
=== @casts
define i64 @casts(i32 %a, i64 %b, ptr %p, double %d) {
  %1 = zext i32 %a to i64
  %2 = zext nneg i32 %a to i64
  %3 = sext i32 %a to i64
  %4 = trunc i64 %b to i16
  %5 = trunc nuw i64 %b to i8
  %6 = trunc nsw i64 %b to i8
  %7 = trunc nuw nsw i64 %b to i8
  %8 = ptrtoint ptr %p to i64
  %9 = inttoptr i64 %b to ptr
  %10 = addrspacecast ptr %9 to ptr addrspace(1)
  %11 = bitcast double %d to i64
  %12 = fptoui double %d to i32
  %13 = fptosi double %d to i32
  %14 = uitofp i32 %a to float
  %15 = uitofp nneg i32 %a to float
  %16 = sitofp i64 %b to double
  %17 = add i64 %1, %2
  %18 = add i64 %17, %3
  %19 = zext i16 %4 to i64
  %20 = add i64 %18, %19
  %21 = add i64 %20, %8
  %22 = add i64 %21, %11
  ret i64 %22
}
=== @vectors
define void @vectors(<4 x i32> %v, <4 x i32> %w, <vscale x 4 x i32> %s, <2 x double> %dv) {
  %1 = add nsw <4 x i32> %v, %w
  %2 = extractelement <4 x i32> %1, i32 2
  %3 = insertelement <4 x i32> %w, i32 %2, i64 0
  %4 = shufflevector <4 x i32> %1, <4 x i32> %3, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <2 x i32> <i32 1, i32 poison>
  %6 = shufflevector <4 x i32> %4, <4 x i32> undef, <8 x i32> zeroinitializer
  %7 = icmp slt <4 x i32> %v, zeroinitializer
  %8 = select <4 x i1> %7, <4 x i32> %v, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  %9 = mul <vscale x 4 x i32> %s, %s
  %10 = extractelement <vscale x 4 x i32> %9, i32 0
  %11 = insertelement <vscale x 4 x i32> poison, i32 %10, i32 0
  %12 = shufflevector <vscale x 4 x i32> %11, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %13 = fadd fast <2 x double> %dv, <double 1.000000e+00, double 2.000000e+00>
  %14 = fptosi <2 x double> %13 to <2 x i32>
  %15 = trunc <4 x i32> %8 to <4 x i8>
  %16 = sext <4 x i1> %7 to <4 x i32>
  %17 = zext <4 x i8> %15 to <4 x i16>
  %18 = bitcast <4 x i16> %17 to <2 x i32>
  %19 = add <2 x i32> %18, %14
  %20 = add <2 x i32> %19, %5
  %21 = add <4 x i32> %16, %8
  %22 = add <vscale x 4 x i32> %12, %9
  ret void
}
=== @aggregates
define { i32, double } @aggregates(%pair %p, [3 x i8] %a, ptr %q) {
  %1 = extractvalue %pair %p, 0
  %2 = extractvalue [3 x i8] %a, 2
  %3 = insertvalue %pair %p, i32 %1, 0
  %4 = insertvalue { i32, double } poison, double 2.000000e+00, 1
  %5 = insertvalue { i32, double } %4, i32 %1, 0
  %6 = load %packed, ptr %q, align 1
  %7 = extractvalue %packed %6, 1
  %8 = insertvalue [2 x [2 x i32]] zeroinitializer, i32 %7, 1, 0
  %9 = extractvalue [2 x [2 x i32]] %8, 1, 0
  store [2 x [2 x i32]] %8, ptr %q, align 4
  ret { i32, double } %5
}
=== @memory
define i32 @memory(ptr %p, i64 %n) {
  %a = alloca i32, align 4
  %b = alloca i32, i64 %n, align 16
  %c = alloca [4 x i64], align 8, addrspace(5)
  %d = alloca inalloca i32, align 4
  %e = alloca i8, i32 3, align 1
  store i32 1, ptr %a, align 4
  store volatile i32 2, ptr %b, align 16
  %1 = load i32, ptr %a, align 4
  %2 = load volatile i32, ptr %b, align 4
  %3 = getelementptr i32, ptr %p, i64 %n
  %4 = getelementptr inbounds i32, ptr %p, i64 1
  %5 = getelementptr inbounds [4 x i64], ptr addrspace(5) %c, i64 0, i64 %n
  %6 = getelementptr %pair, ptr %p, i32 0, i32 1
  %7 = getelementptr nusw i8, ptr %p, i64 %n
  %8 = getelementptr nuw i8, ptr %p, i64 4
  %9 = getelementptr inbounds nuw i8, ptr %p, i64 4
  %10 = getelementptr nusw nuw i8, ptr %p, i64 %n
  %11 = getelementptr i8, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>
  %gv = getelementptr i8, ptr %p, <2 x i64> <i64 1, i64 2>
  %gs = getelementptr i32, ptr %p, <vscale x 2 x i64> zeroinitializer
  %gl = extractelement <2 x ptr> %gv, i32 0
  store i8 0, ptr %gl, align 1
  %12 = load i32, ptr %3, align 4, !nontemporal !m0
  %13 = load i32, ptr %4, align 1
  %14 = load i64, ptr addrspace(5) %5, align 8
  %15 = load double, ptr %6, align 8
  %16 = add i32 %1, %2
  %17 = add i32 %16, %12
  %18 = add i32 %17, %13
  store i8 0, ptr %7, align 1
  store i8 0, ptr %8, align 1
  store i8 0, ptr %9, align 1
  store i8 0, ptr %10, align 1
  ret i32 %18
}
=== @atomics
define void @atomics(ptr %p, i32 %v, ptr addrspace(1) %q) {
  %1 = load atomic i32, ptr %p unordered, align 4
  %2 = load atomic i32, ptr %p monotonic, align 4
  %3 = load atomic volatile i32, ptr %p acquire, align 4
  %4 = load atomic i32, ptr %p syncscope("singlethread") seq_cst, align 4
  %5 = load atomic i32, ptr %p syncscope("agent") acquire, align 4
  store atomic i32 %v, ptr %p unordered, align 4
  store atomic i32 %v, ptr %p monotonic, align 4
  store atomic volatile i32 %v, ptr %p release, align 4
  store atomic i32 %v, ptr %p syncscope("singlethread") seq_cst, align 4
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("workgroup") acquire
  %6 = cmpxchg ptr %p, i32 %1, i32 %v monotonic monotonic, align 4
  %7 = cmpxchg weak ptr %p, i32 %2, i32 %v acquire monotonic, align 4
  %8 = cmpxchg volatile ptr %p, i32 %3, i32 %v release monotonic, align 4
  %9 = cmpxchg weak volatile ptr %p, i32 %4, i32 %v acq_rel acquire, align 8
  %10 = cmpxchg ptr %p, i32 %5, i32 %v syncscope("singlethread") seq_cst seq_cst, align 4
  %11 = cmpxchg ptr addrspace(1) %q, i32 0, i32 1 seq_cst acquire, align 4
  %12 = atomicrmw xchg ptr %p, i32 %v monotonic, align 4
  %13 = atomicrmw add ptr %p, i32 %v acquire, align 4
  %14 = atomicrmw sub ptr %p, i32 %v release, align 4
  %15 = atomicrmw and ptr %p, i32 %v acq_rel, align 4
  %16 = atomicrmw nand ptr %p, i32 %v seq_cst, align 4
  %17 = atomicrmw or ptr %p, i32 %v monotonic, align 4
  %18 = atomicrmw xor ptr %p, i32 %v monotonic, align 4
  %19 = atomicrmw max ptr %p, i32 %v monotonic, align 4
  %20 = atomicrmw min ptr %p, i32 %v monotonic, align 4
  %21 = atomicrmw umax ptr %p, i32 %v monotonic, align 4
  %22 = atomicrmw umin ptr %p, i32 %v monotonic, align 4
  %23 = atomicrmw volatile add ptr %p, i32 %v syncscope("singlethread") monotonic, align 4
  %24 = atomicrmw fadd ptr %p, float 1.000000e+00 monotonic, align 4
  %25 = atomicrmw fsub ptr %p, float 1.000000e+00 monotonic, align 4
  %26 = atomicrmw fmax ptr %p, float 1.000000e+00 monotonic, align 4
  %27 = atomicrmw fmin ptr %p, float 1.000000e+00 monotonic, align 4
  %28 = atomicrmw uinc_wrap ptr %p, i32 %v monotonic, align 4
  %29 = atomicrmw udec_wrap ptr %p, i32 %v monotonic, align 4
  %30 = atomicrmw xchg ptr %p, ptr null monotonic, align 8
  %31 = atomicrmw add ptr %p, i64 1 seq_cst, align 16
  ret void
}
=== @control
define i32 @control(i32 %a, ptr %p) {
entry:
  switch i32 %a, label %def [
    i32 0, label %zero
    i32 1, label %one
    i32 -5, label %one
  ]

zero:                                             ; preds = %def, %entry
  br label %join

one:                                              ; preds = %entry, %entry
  %x = phi i32 [ 1, %entry ], [ 1, %entry ]
  br i1 true, label %join, label %def

def:                                              ; preds = %one, %entry
  indirectbr ptr %p, [label %zero, label %join]

join:                                             ; preds = %def, %one, %zero
  %r = phi i32 [ 0, %zero ], [ %x, %one ], [ 7, %def ]
  %f = freeze i32 %r
  %v = va_arg ptr %p, i32
  %s = add i32 %f, %v
  %u = icmp eq i32 %s, 0
  br i1 %u, label %dead, label %out

dead:                                             ; preds = %join
  unreachable

out:                                              ; preds = %join
  ret i32 %s
}
=== @typed
declare void @typed(ptr sret(i64) align 8, ptr byval(%pair) align 4, ptr byref(i16), ptr inalloca(i8))
=== @__CxxFrameHandler3
declare i32 @__CxxFrameHandler3(...)
=== @may_throw
declare void @may_throw()
=== @funclets
define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw()
          to label %done unwind label %dispatch

dispatch:                                         ; preds = %entry
  %cs = catchswitch within none [label %handler, label %handler2] unwind label %cleanup

handler:                                          ; preds = %dispatch
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %done

handler2:                                         ; preds = %dispatch
  %cp2 = catchpad within %cs []
  catchret from %cp2 to label %done

cleanup:                                          ; preds = %dispatch
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

done:                                             ; preds = %handler2, %handler, %entry
  ret void
}
=== @callbr
define i32 @callbr(i32 %x) {
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x)
          to label %normal [label %other]

normal:                                           ; preds = %0
  ret i32 %r

other:                                            ; preds = %0
  ret i32 0
}
=== @funclets2
define void @funclets2() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw()
          to label %done unwind label %outer

outer:                                            ; preds = %entry
  %cs = catchswitch within none [label %catch] unwind to caller

catch:                                            ; preds = %outer
  %cp = catchpad within %cs [ptr null, i32 0, ptr null]
  invoke void @may_throw() [ "funclet"(token %cp) ]
          to label %ret unwind label %inner

inner:                                            ; preds = %catch
  %cl = cleanuppad within %cp [i32 7]
  cleanupret from %cl unwind label %last

ret:                                              ; preds = %catch
  catchret from %cp to label %done

last:                                             ; preds = %inner
  %cs2 = catchswitch within %cp [label %c2] unwind to caller

c2:                                               ; preds = %last
  %cp2 = catchpad within %cs2 []
  catchret from %cp2 to label %done

done:                                             ; preds = %c2, %ret, %entry
  ret void
}
