=== @g
@g = global i32 7
=== @h
@h = global i64 0
=== @arr
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
=== @0
@0 = private unnamed_addr constant [3 x i8] c"hi\00"
=== @"quoted name"
@"quoted name" = global i8 1
=== @ce.and
@ce.and = global i64 and (i64 ptrtoint (i32* @g to i64), i64 -8)
=== @ce.or
@ce.or = global i64 or (i64 ptrtoint (i32* @g to i64), i64 1)
=== @ce.shl
@ce.shl = global i64 shl (i64 ptrtoint (i32* @g to i64), i64 2)
=== @ce.mul
@ce.mul = global i64 mul nsw (i64 ptrtoint (i32* @g to i64), i64 3)
=== @ce.lshr
@ce.lshr = global i64 lshr exact (i64 ptrtoint (i32* @g to i64), i64 1)
=== @ce.zext
@ce.zext = global i64 zext (i32 ptrtoint (i32* @g to i32) to i64)
=== @ce.sext
@ce.sext = global i64 sext (i32 ptrtoint (i32* @g to i32) to i64)
=== @ce.icmp
@ce.icmp = global i1 false
=== @ce.fcmp
@ce.fcmp = global i1 fcmp olt (double bitcast (i64 ptrtoint (i32* @g to i64) to double), double 1.000000e+00)
=== @ce.select
@ce.select = global i32* null
=== @ce.gep
@ce.gep = global i32* getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 2)
=== @ce.bitcast
@ce.bitcast = global i8* bitcast (i32* @g to i8*)
=== @ce.asc
@ce.asc = global i32 addrspace(1)* addrspacecast (i32* @g to i32 addrspace(1)*)
=== @ce.sub
@ce.sub = global i64 sub nuw (i64 ptrtoint (i32* @g to i64), i64 ptrtoint (i64* @h to i64))
=== @"t$d"
@"t$d" = global i32* null
=== @alias
@alias = alias i32, i32* @g
=== @ifunc
@ifunc = ifunc void (), void ()* ()* @resolver
=== @resolver
define internal void ()* @resolver() {
  ret void ()* null
}
=== @ints
define i32 @ints(i32 %a, i32 %b) {
  %1 = add nuw nsw i32 %a, %b
  %2 = sub nsw i32 %1, 1
  %3 = mul nuw i32 %2, %b
  %4 = shl nsw i32 %3, 2
  %5 = udiv exact i32 %4, %b
  %6 = sdiv i32 %5, 3
  %7 = lshr exact i32 %6, 1
  %8 = ashr i32 %7, %a
  %9 = or i32 %8, 1
  %10 = xor i32 %9, -1
  %11 = srem i32 %10, 7
  %12 = urem i32 %11, %b
  %13 = and i32 %12, %a
  ret i32 %13
}
=== @floats
define double @floats(double %x, float %f) {
  %1 = fadd fast double %x, 1.000000e+00
  %2 = fmul nnan ninf nsz double %1, %x
  %3 = fdiv reassoc arcp contract afn double %2, %x
  %4 = fneg double %3
  %5 = fpext float %f to double
  %6 = frem double %4, %5
  %7 = fcmp fast olt double %6, %x
  %8 = select i1 %7, double %6, double %x
  ret double %8
}
=== @memory
define void @memory(i32* %p, i64 %n, <4 x i32> %v) {
  %a = alloca i32, align 4
  %b = alloca i32, i64 %n, align 16
  store volatile i32 1, i32* %a, align 4
  %1 = load i32, i32* %p, align 4
  %2 = getelementptr inbounds i32, i32* %p, i64 %n
  %3 = bitcast i32* %2 to i8*
  %4 = load atomic i32, i32* %p acquire, align 4
  store atomic i32 %4, i32* %p syncscope("singlethread") release, align 4
  fence seq_cst
  %5 = cmpxchg weak volatile i32* %p, i32 %1, i32 0 acq_rel monotonic, align 4
  %6 = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst, align 4
  %7 = atomicrmw umax i32* %p, i32 1 monotonic, align 4
  %8 = atomicrmw fadd float* null, float 1.000000e+00 seq_cst, align 4
  %9 = extractelement <4 x i32> %v, i32 1
  %10 = shufflevector <4 x i32> %v, <4 x i32> undef, <2 x i32> <i32 3, i32 0>
  %11 = zext <2 x i32> %10 to <2 x i64>
  %12 = extractvalue { i32, i1 } %5, 1
  ret void
}
=== @__CxxFrameHandler3
declare i32 @__CxxFrameHandler3(...)
=== @may_throw
declare void @may_throw()
=== @funclets
define void @funclets() personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @may_throw()
          to label %done unwind label %dispatch

dispatch:                                         ; preds = %entry
  %cs = catchswitch within none [label %handler] unwind label %cleanup

handler:                                          ; preds = %dispatch
  %cp = catchpad within %cs [i8* null, i32 64, i8* null]
  catchret from %cp to label %done

cleanup:                                          ; preds = %dispatch
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

done:                                             ; preds = %handler, %entry
  ret void
}
=== @vecgep
define void @vecgep(i32* %p, <2 x i32*> %vp, <2 x %struct.vs*> %vs, %struct.vs* %s, <4 x i64> %ix) {
  %a = alloca i32, align 4
  %1 = getelementptr i32, <2 x i32*> %vp, <2 x i64> <i64 1, i64 2>
  %2 = getelementptr i32, i32* %p, <2 x i64> <i64 1, i64 2>
  %3 = getelementptr inbounds %struct.vs, <2 x %struct.vs*> %vs, i64 0, i32 1, i64 2
  %4 = getelementptr inbounds %struct.vs, %struct.vs* %s, <4 x i64> %ix, i32 2
  %5 = extractelement <2 x i16*> %3, i32 0
  %6 = extractelement <4 x i32*> %4, i32 3
  %7 = getelementptr i32, <2 x i32*> %1, i64 1
  store i32 0, i32* %a, align 4
  store i16 1, i16* %5, align 2
  store i32 2, i32* %6, align 4
  ret void
}
=== @wide
define i128 @wide() {
  %1 = add i128 170141183460469231731687303715884105727, -18446744073709551617
  ret i128 %1
}
