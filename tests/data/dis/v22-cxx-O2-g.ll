=== @g_counter
@g_counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !m0
=== @table
@table = dso_local local_unnamed_addr global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !m0
=== @.str
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !m0
=== @_ZZ13computed_gotoE7targets
@_ZZ13computed_gotoE7targets = internal unnamed_addr constant [2 x ptr] [ptr blockaddress(@computed_goto, %return), ptr blockaddress(@computed_goto, %two)], align 16, !dbg !m0
=== @_ZTI5Error
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
=== @_ZTS5Error
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
=== @arith
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(i32 %x, !m1, !DIExpression(), !m2)
    #dbg_value(i32 %y, !m3, !DIExpression(), !m2)
    #dbg_value(i32 %u, !m4, !DIExpression(), !m2)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !m5, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !m2)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !m6, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !m2)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !m7, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !m2)
  %tobool.not = icmp eq i32 %y, 0, !dbg !m8
  br i1 %tobool.not, label %cond.end, label %cond.true, !dbg !m9

cond.true:                                        ; preds = %entry
  %div = sdiv i32 %x, %y, !dbg !m10
  br label %cond.end, !dbg !m11

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %entry ], !dbg !m12
    #dbg_value(i32 %cond, !m13, !DIExpression(), !m2)
  %tobool1.not = icmp eq i32 %u, 0, !dbg !m14
  br i1 %tobool1.not, label %cond.end4, label %cond.true2, !dbg !m15

cond.true2:                                       ; preds = %cond.end
  %rem = urem i32 %x, %u, !dbg !m16
  br label %cond.end4, !dbg !m17

cond.end4:                                        ; preds = %cond.end, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.end ], !dbg !m18
  %mul = mul nsw i32 %y, %x, !dbg !m19
    #dbg_value(i32 %mul, !m7, !DIExpression(), !m2)
  %sub = sub nsw i32 %x, %y, !dbg !m20
    #dbg_value(i32 %sub, !m6, !DIExpression(), !m2)
  %add = add nsw i32 %y, %x, !dbg !m21
    #dbg_value(i32 %add, !m5, !DIExpression(), !m2)
    #dbg_value(i32 %cond5, !m22, !DIExpression(), !m2)
  %shl = shl i32 %x, 3, !dbg !m23
  %shr = ashr i32 %y, 1, !dbg !m24
  %xor = xor i32 %shr, %shl, !dbg !m25
  %shr6 = lshr i32 %u, 2, !dbg !m26
  %xor7 = xor i32 %xor, %shr6, !dbg !m27
    #dbg_value(i32 %xor7, !m28, !DIExpression(), !m2)
  %and = and i32 %add, %sub, !dbg !m29
  %or = or i32 %and, %mul, !dbg !m30
  %or8 = or i32 %or, %xor7, !dbg !m31
  %or9 = or i32 %or8, %cond, !dbg !m32
  %or10 = or i32 %or9, %cond5, !dbg !m33
  ret i32 %or10, !dbg !m34
}
=== @llvm.lifetime.start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #
=== @llvm.lifetime.end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #
=== @fp
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(double %a, !m1, !DIExpression(), !m2)
    #dbg_value(float %b, !m3, !DIExpression(), !m2)
    #dbg_value(i64 %n, !m4, !DIExpression(), !m2)
  %fneg = fneg double %a, !dbg !m5
  %conv = fpext float %b to double, !dbg !m6
  %conv1 = sitofp i64 %n to double, !dbg !m7
  %0 = tail call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !m8
    #dbg_value(double %0, !m9, !DIExpression(), !m2)
    #dbg_value(float poison, !m10, !DIExpression(), !m2)
    #dbg_value(i64 poison, !m11, !DIExpression(), !m2)
  %cmp = fcmp ogt double %0, 1.500000e+00, !dbg !m12
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !m13

cond.true:                                        ; preds = %entry
  %conv2 = fptrunc double %0 to float, !dbg !m14
    #dbg_value(float %conv2, !m10, !DIExpression(), !m2)
  %conv4 = fpext float %conv2 to double, !dbg !m15
  br label %cond.end, !dbg !m16

cond.false:                                       ; preds = %entry
  %conv3 = fptosi double %0 to i64, !dbg !m17
    #dbg_value(i64 %conv3, !m11, !DIExpression(), !m2)
  %conv5 = sitofp i64 %conv3 to double, !dbg !m18
  %div = fdiv double %conv5, 3.000000e+00, !dbg !m19
  br label %cond.end, !dbg !m16

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !m20
  ret double %cond, !dbg !m21
}
=== @llvm.fmuladd.f64
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #
=== @branches
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @branches(i32 noundef %k) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(i32 %k, !m1, !DIExpression(), !m2)
    #dbg_value(i32 0, !m3, !DIExpression(), !m2)
    #dbg_value(i32 0, !m4, !DIExpression(), !m5)
  %cmp15 = icmp sgt i32 %k, 0, !dbg !m6
  br i1 %cmp15, label %for.body, label %for.cond.cleanup.thread, !dbg !m7

for.cond.cleanup:                                 ; preds = %for.inc
  %cmp3 = icmp sgt i32 %acc.1.fr, 100, !dbg !m8
  %sub4 = sub nsw i32 0, %acc.1.fr, !dbg !m9
  %spec.select = select i1 %cmp3, i32 %acc.1.fr, i32 %sub4, !dbg !m10
  br label %for.cond.cleanup.thread, !dbg !m10

for.cond.cleanup.thread:                          ; preds = %for.cond.cleanup, %entry
  %0 = phi i32 [ 0, %entry ], [ %spec.select, %for.cond.cleanup ], !dbg !m9
  ret i32 %0, !dbg !m11

for.body:                                         ; preds = %entry, %for.inc
  %i.017 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %acc.016 = phi i32 [ %acc.1.fr, %for.inc ], [ 0, %entry ]
    #dbg_value(i32 %i.017, !m4, !DIExpression(), !m5)
    #dbg_value(i32 %acc.016, !m3, !DIExpression(), !m2)
  %rem = urem i32 %i.017, 5, !dbg !m12
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !m13

sw.bb:                                            ; preds = %for.body
  %add = add nsw i32 %acc.016, 3, !dbg !m14
    #dbg_value(i32 %add, !m3, !DIExpression(), !m2)
  br label %for.inc, !dbg !m15

sw.bb1:                                           ; preds = %for.body
  %xor = xor i32 %i.017, %acc.016, !dbg !m16
    #dbg_value(i32 %xor, !m3, !DIExpression(), !m2)
  br label %for.inc, !dbg !m17

sw.bb2:                                           ; preds = %for.body
  %and = and i32 %i.017, 15, !dbg !m18
  %idxprom = zext nneg i32 %and to i64, !dbg !m19
  %arrayidx = getelementptr inbounds nuw i32, ptr @table, i64 %idxprom, !dbg !m19
  %1 = load i32, ptr %arrayidx, align 4, !dbg !m19, !tbaa !m20
  %sub = sub nsw i32 %acc.016, %1, !dbg !m21
    #dbg_value(i32 %sub, !m3, !DIExpression(), !m2)
  br label %for.inc, !dbg !m22

sw.default:                                       ; preds = %for.body
  %mul = shl nsw i32 %acc.016, 1, !dbg !m23
    #dbg_value(i32 %mul, !m3, !DIExpression(), !m2)
  br label %for.inc, !dbg !m24

for.inc:                                          ; preds = %sw.bb, %sw.bb1, %sw.bb2, %sw.default
  %acc.1 = phi i32 [ %mul, %sw.default ], [ %add, %sw.bb ], [ %xor, %sw.bb1 ], [ %sub, %sw.bb2 ], !dbg !m25
    #dbg_value(i32 %acc.1, !m3, !DIExpression(), !m2)
  %acc.1.fr = freeze i32 %acc.1, !dbg !m8
  %inc = add nuw nsw i32 %i.017, 1, !dbg !m26
    #dbg_value(i32 %inc, !m4, !DIExpression(), !m5)
  %exitcond.not = icmp eq i32 %inc, %k, !dbg !m27
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !m28, !llvm.loop !m29
}
=== @sum_va
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) local_unnamed_addr # !dbg !m0 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !m1
    #dbg_assign(i1 poison, !m2, !DIExpression(), !m1, ptr %ap, !DIExpression(), !m3)
    #dbg_value(i32 %n, !m4, !DIExpression(), !m3)
  call void @llvm.lifetime.start.p0(ptr nonnull %ap) #, !dbg !m5
  call void @llvm.va_start.p0(ptr nonnull %ap), !dbg !m6
    #dbg_value(i32 0, !m7, !DIExpression(), !m8)
    #dbg_value(i32 0, !m9, !DIExpression(), !m3)
  %cmp7 = icmp sgt i32 %n, 0, !dbg !m10
  br i1 %cmp7, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !m11

for.body.lr.ph:                                   ; preds = %entry
  %ap.promoted = load i32, ptr %ap, align 16
  %overflow_arg_area_p = getelementptr inbounds nuw i8, ptr %ap, i64 8
  %0 = getelementptr inbounds nuw i8, ptr %ap, i64 16
  %reg_save_area = load ptr, ptr %0, align 16
  %overflow_arg_area_p.promoted = load ptr, ptr %overflow_arg_area_p, align 8
  %xtraiter = and i32 %n, 1, !dbg !m12
  %1 = icmp eq i32 %n, 1, !dbg !m12
  br i1 %1, label %for.body.epil.preheader, label %for.body.lr.ph.new, !dbg !m12

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483646, !dbg !m11
  br label %for.body, !dbg !m11

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vaarg.end.1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !m13
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !m13

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %overflow_arg_area12.epil.init = phi ptr [ %overflow_arg_area_p.promoted, %for.body.lr.ph ], [ %overflow_arg_area11.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.09.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %add.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %gp_offset68.epil.init = phi i32 [ %ap.promoted, %for.body.lr.ph ], [ %gp_offset5.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod14 = icmp ne i32 %xtraiter, 0, !dbg !m13
  call void @llvm.assume(i1 %lcmp.mod14), !dbg !m13
    #dbg_value(i32 poison, !m7, !DIExpression(), !m8)
    #dbg_value(i32 %s.09.epil.init, !m9, !DIExpression(), !m3)
  %fits_in_gp.epil = icmp ult i32 %gp_offset68.epil.init, 41, !dbg !m13
  br i1 %fits_in_gp.epil, label %vaarg.in_reg.epil, label %vaarg.in_mem.epil, !dbg !m13

vaarg.in_mem.epil:                                ; preds = %for.body.epil.preheader
  %overflow_arg_area.next.epil = getelementptr i8, ptr %overflow_arg_area12.epil.init, i64 8, !dbg !m13
  store ptr %overflow_arg_area.next.epil, ptr %overflow_arg_area_p, align 8, !dbg !m13, !DIAssignID !m14
    #dbg_assign(ptr %overflow_arg_area.next.epil, !m2, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !m14, ptr %overflow_arg_area_p, !DIExpression(), !m3)
  br label %vaarg.end.epil, !dbg !m13

vaarg.in_reg.epil:                                ; preds = %for.body.epil.preheader
  %2 = zext nneg i32 %gp_offset68.epil.init to i64, !dbg !m13
  %3 = getelementptr i8, ptr %reg_save_area, i64 %2, !dbg !m13
  %4 = add nuw nsw i32 %gp_offset68.epil.init, 8, !dbg !m13
  store i32 %4, ptr %ap, align 16, !dbg !m13, !DIAssignID !m15
    #dbg_assign(i32 %4, !m2, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !m15, ptr %ap, !DIExpression(), !m3)
  br label %vaarg.end.epil, !dbg !m13

vaarg.end.epil:                                   ; preds = %vaarg.in_reg.epil, %vaarg.in_mem.epil
  %vaarg.addr.epil = phi ptr [ %3, %vaarg.in_reg.epil ], [ %overflow_arg_area12.epil.init, %vaarg.in_mem.epil ], !dbg !m13
  %5 = load i32, ptr %vaarg.addr.epil, align 4, !dbg !m13, !tbaa !m16
  %add.epil = add nsw i32 %5, %s.09.epil.init, !dbg !m17
    #dbg_value(i32 %add.epil, !m9, !DIExpression(), !m3)
    #dbg_value(i32 poison, !m7, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !m8)
  br label %for.cond.cleanup, !dbg !m18

for.cond.cleanup:                                 ; preds = %vaarg.end.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %vaarg.end.epil ], !dbg !m3
  call void @llvm.va_end.p0(ptr nonnull %ap), !dbg !m18
  call void @llvm.lifetime.end.p0(ptr nonnull %ap) #, !dbg !m19
  ret i32 %s.0.lcssa, !dbg !m20

for.body:                                         ; preds = %vaarg.end.1, %for.body.lr.ph.new
  %overflow_arg_area12 = phi ptr [ %overflow_arg_area_p.promoted, %for.body.lr.ph.new ], [ %overflow_arg_area11.1, %vaarg.end.1 ]
  %s.09 = phi i32 [ 0, %for.body.lr.ph.new ], [ %add.1, %vaarg.end.1 ]
  %gp_offset68 = phi i32 [ %ap.promoted, %for.body.lr.ph.new ], [ %gp_offset5.1, %vaarg.end.1 ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %vaarg.end.1 ]
    #dbg_value(i32 poison, !m7, !DIExpression(), !m8)
    #dbg_value(i32 %s.09, !m9, !DIExpression(), !m3)
  %fits_in_gp = icmp ult i32 %gp_offset68, 41, !dbg !m13
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !m13

vaarg.in_reg:                                     ; preds = %for.body
  %6 = zext nneg i32 %gp_offset68 to i64, !dbg !m13
  %7 = getelementptr i8, ptr %reg_save_area, i64 %6, !dbg !m13
  %8 = add nuw nsw i32 %gp_offset68, 8, !dbg !m13
  store i32 %8, ptr %ap, align 16, !dbg !m13, !DIAssignID !m15
    #dbg_assign(i32 %8, !m2, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !m15, ptr %ap, !DIExpression(), !m3)
  br label %vaarg.end, !dbg !m13

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area12, i64 8, !dbg !m13
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !m13, !DIAssignID !m14
    #dbg_assign(ptr %overflow_arg_area.next, !m2, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !m14, ptr %overflow_arg_area_p, !DIExpression(), !m3)
  br label %vaarg.end, !dbg !m13

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %overflow_arg_area11 = phi ptr [ %overflow_arg_area12, %vaarg.in_reg ], [ %overflow_arg_area.next, %vaarg.in_mem ]
  %gp_offset5 = phi i32 [ %8, %vaarg.in_reg ], [ %gp_offset68, %vaarg.in_mem ]
  %vaarg.addr = phi ptr [ %7, %vaarg.in_reg ], [ %overflow_arg_area12, %vaarg.in_mem ], !dbg !m13
  %9 = load i32, ptr %vaarg.addr, align 4, !dbg !m13, !tbaa !m16
  %add = add nsw i32 %9, %s.09, !dbg !m21
    #dbg_value(i32 %add, !m9, !DIExpression(), !m3)
    #dbg_value(i32 poison, !m7, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !m8)
  %fits_in_gp.1 = icmp ult i32 %gp_offset5, 41, !dbg !m13
  br i1 %fits_in_gp.1, label %vaarg.in_reg.1, label %vaarg.in_mem.1, !dbg !m13

vaarg.in_mem.1:                                   ; preds = %vaarg.end
  %overflow_arg_area.next.1 = getelementptr i8, ptr %overflow_arg_area11, i64 8, !dbg !m13
  store ptr %overflow_arg_area.next.1, ptr %overflow_arg_area_p, align 8, !dbg !m13, !DIAssignID !m14
    #dbg_assign(ptr %overflow_arg_area.next.1, !m2, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !m14, ptr %overflow_arg_area_p, !DIExpression(), !m3)
  br label %vaarg.end.1, !dbg !m13

vaarg.in_reg.1:                                   ; preds = %vaarg.end
  %10 = zext nneg i32 %gp_offset5 to i64, !dbg !m13
  %11 = getelementptr i8, ptr %reg_save_area, i64 %10, !dbg !m13
  %12 = add nuw nsw i32 %gp_offset5, 8, !dbg !m13
  store i32 %12, ptr %ap, align 16, !dbg !m13, !DIAssignID !m15
    #dbg_assign(i32 %12, !m2, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !m15, ptr %ap, !DIExpression(), !m3)
  br label %vaarg.end.1, !dbg !m13

vaarg.end.1:                                      ; preds = %vaarg.in_reg.1, %vaarg.in_mem.1
  %overflow_arg_area11.1 = phi ptr [ %overflow_arg_area11, %vaarg.in_reg.1 ], [ %overflow_arg_area.next.1, %vaarg.in_mem.1 ]
  %gp_offset5.1 = phi i32 [ %12, %vaarg.in_reg.1 ], [ %gp_offset5, %vaarg.in_mem.1 ]
  %vaarg.addr.1 = phi ptr [ %11, %vaarg.in_reg.1 ], [ %overflow_arg_area11, %vaarg.in_mem.1 ], !dbg !m13
  %13 = load i32, ptr %vaarg.addr.1, align 4, !dbg !m13, !tbaa !m16
  %add.1 = add nsw i32 %13, %add, !dbg !m22
    #dbg_value(i32 %add.1, !m9, !DIExpression(), !m3)
    #dbg_value(i32 poison, !m7, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !m8)
  %niter.next.1 = add i32 %niter, 2, !dbg !m23
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter, !dbg !m23
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !m23, !llvm.loop !m24
}
=== @llvm.va_start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #
=== @llvm.va_end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #
=== @calls
; Function Attrs: mustprogress uwtable
define dso_local range(i32 43, 42) i32 @calls(ptr noundef %s, ptr noundef readonly captures(none) %cb) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(ptr %s, !m1, !DIExpression(), !m2)
    #dbg_value(ptr %cb, !m3, !DIExpression(), !m2)
  %call = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %s) #, !dbg !m4
  %conv = trunc i64 %call to i32, !dbg !m5
    #dbg_value(i32 %conv, !m6, !DIExpression(), !m2)
  %call1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %s, i32 noundef %conv), !dbg !m7
  %call2 = tail call noundef i32 %cb(i32 noundef %conv), !dbg !m8
  %call3 = tail call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %conv, i32 noundef 2, i32 noundef 1), !dbg !m9
  %add = add nsw i32 %call3, %call2, !dbg !m10
    #dbg_value(i32 %add, !m11, !DIExpression(), !m2)
  %cmp = icmp eq i32 %add, 42, !dbg !m12
  br i1 %cmp, label %if.then, label %if.end, !dbg !m13

if.then:                                          ; preds = %entry
  tail call void @llvm.trap(), !dbg !m14
  unreachable, !dbg !m14

if.end:                                           ; preds = %entry
  ret i32 %add, !dbg !m15
}
=== @strlen
; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare !dbg !m0 i64 @strlen(ptr noundef captures(none)) local_unnamed_addr #
=== @printf
; Function Attrs: nofree nounwind
declare !dbg !m0 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #
=== @llvm.trap
; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #
=== @vla
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @vla(i32 noundef %n) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(i32 %n, !m1, !DIExpression(), !m2)
  %0 = zext i32 %n to i64, !dbg !m3
  %vla = alloca i32, i64 %0, align 16, !dbg !m3
    #dbg_value(i64 %0, !m4, !DIExpression(), !m2)
    #dbg_declare(ptr %vla, !m5, !DIExpression(), !m6)
    #dbg_value(i32 0, !m7, !DIExpression(), !m8)
  %cmp9 = icmp sgt i32 %n, 0, !dbg !m9
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup, !dbg !m10

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i64 %0, 3, !dbg !m11
  %1 = icmp ult i32 %n, 4, !dbg !m11
  br i1 %1, label %for.body.epil.preheader, label %for.body.preheader.new, !dbg !m11

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %0, 2147483644, !dbg !m11
  br label %for.body, !dbg !m11

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !m11
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader, !dbg !m11

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %indvars.iv.epil.init = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod13 = icmp ne i64 %xtraiter, 0, !dbg !m12
  tail call void @llvm.assume(i1 %lcmp.mod13), !dbg !m12
  br label %for.body.epil, !dbg !m12

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
    #dbg_value(i64 %indvars.iv.epil, !m7, !DIExpression(), !m8)
  %2 = mul nuw nsw i64 %indvars.iv.epil, %indvars.iv.epil, !dbg !m13
  %arrayidx.epil = getelementptr inbounds nuw i32, ptr %vla, i64 %indvars.iv.epil, !dbg !m14
  %3 = trunc nuw i64 %2 to i32, !dbg !m15
  store i32 %3, ptr %arrayidx.epil, align 4, !dbg !m15, !tbaa !m16
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !m17
    #dbg_value(i64 %indvars.iv.next.epil, !m7, !DIExpression(), !m8)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !m18
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !m18
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !m18, !llvm.loop !m19

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %div = sdiv i32 %n, 2, !dbg !m20
  %idxprom1 = sext i32 %div to i64, !dbg !m21
  %arrayidx2 = getelementptr inbounds i32, ptr %vla, i64 %idxprom1, !dbg !m21
  %4 = load i32, ptr %arrayidx2, align 4, !dbg !m22, !tbaa !m16
  ret i32 %4, !dbg !m23

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
    #dbg_value(i64 %indvars.iv, !m7, !DIExpression(), !m8)
  %5 = mul nuw nsw i64 %indvars.iv, %indvars.iv, !dbg !m24
  %arrayidx = getelementptr inbounds nuw i32, ptr %vla, i64 %indvars.iv, !dbg !m14
  %6 = trunc nuw i64 %5 to i32, !dbg !m25
  store i32 %6, ptr %arrayidx, align 16, !dbg !m25, !tbaa !m16
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !m26
    #dbg_value(i64 %indvars.iv.next, !m7, !DIExpression(), !m8)
  %7 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv.next, !dbg !m27
  %arrayidx.1 = getelementptr inbounds nuw i32, ptr %vla, i64 %indvars.iv.next, !dbg !m14
  %8 = trunc nuw i64 %7 to i32, !dbg !m28
  store i32 %8, ptr %arrayidx.1, align 4, !dbg !m28, !tbaa !m16
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2, !dbg !m29
    #dbg_value(i64 %indvars.iv.next.1, !m7, !DIExpression(), !m8)
  %9 = mul nuw nsw i64 %indvars.iv.next.1, %indvars.iv.next.1, !dbg !m30
  %arrayidx.2 = getelementptr inbounds nuw i32, ptr %vla, i64 %indvars.iv.next.1, !dbg !m14
  %10 = trunc nuw i64 %9 to i32, !dbg !m31
  store i32 %10, ptr %arrayidx.2, align 8, !dbg !m31, !tbaa !m16
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3, !dbg !m32
    #dbg_value(i64 %indvars.iv.next.2, !m7, !DIExpression(), !m8)
  %11 = mul nuw nsw i64 %indvars.iv.next.2, %indvars.iv.next.2, !dbg !m33
  %arrayidx.3 = getelementptr inbounds nuw i32, ptr %vla, i64 %indvars.iv.next.2, !dbg !m14
  %12 = trunc nuw i64 %11 to i32, !dbg !m34
  store i32 %12, ptr %arrayidx.3, align 4, !dbg !m34, !tbaa !m16
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !m35
    #dbg_value(i64 %indvars.iv.next.3, !m7, !DIExpression(), !m8)
  %niter.next.3 = add i64 %niter, 4, !dbg !m36
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !m36
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !m36, !llvm.loop !m37
}
=== @atomics
; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local i32 @atomics(ptr noundef captures(none) %p, i32 noundef %v) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(ptr %p, !m1, !DIExpression(), !m2)
    #dbg_value(i32 %v, !m3, !DIExpression(), !m2)
  %0 = atomicrmw add ptr %p, i32 %v seq_cst, align 4, !dbg !m4
    #dbg_value(i32 %0, !m5, !DIExpression(), !m2)
    #dbg_value(i32 %0, !m6, !DIExpression(), !m2)
  %1 = cmpxchg ptr %p, i32 %0, i32 %v acq_rel acquire, align 4, !dbg !m7
  %2 = extractvalue { i32, i1 } %1, 0
    #dbg_value(i32 %2, !m6, !DIExpression(), !m2)
  fence seq_cst, !dbg !m8
  store atomic i32 %2, ptr @g_counter release, align 4, !dbg !m9
  %3 = load atomic i32, ptr @g_counter acquire, align 4, !dbg !m10
  ret i32 %3, !dbg !m11
}
=== @vectors
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(<4 x float> %a, !m1, !DIExpression(), !m2)
    #dbg_value(<4 x float> %b, !m3, !DIExpression(), !m2)
    #dbg_value(float %s, !m4, !DIExpression(), !m2)
  %mul = fmul <4 x float> %a, %b, !dbg !m5
    #dbg_value(<4 x float> %mul, !m6, !DIExpression(), !m2)
  %vecins = insertelement <4 x float> %mul, float %s, i64 2, !dbg !m7
    #dbg_value(<4 x float> %vecins, !m6, !DIExpression(), !m2)
    #dbg_value(float poison, !m8, !DIExpression(), !m2)
  %shuffle = shufflevector <4 x float> %vecins, <4 x float> %a, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !m9
    #dbg_value(<4 x float> %shuffle, !m10, !DIExpression(), !m2)
  %splat.splat = shufflevector <4 x float> %mul, <4 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !m11
  %add = fadd <4 x float> %splat.splat, %shuffle, !dbg !m12
  ret <4 x float> %add, !dbg !m13
}
=== @make_pair
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(i32 %a, !m1, !DIExpression(), !m2)
    #dbg_value(double %b, !m3, !DIExpression(), !m2)
    #dbg_value(i32 %a, !m4, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !m2)
    #dbg_value(double %b, !m4, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !m2)
  %.fca.0.insert = insertvalue { i32, double } poison, i32 %a, 0, !dbg !m5
  %.fca.1.insert = insertvalue { i32, double } %.fca.0.insert, double %b, 1, !dbg !m5
  ret { i32, double } %.fca.1.insert, !dbg !m6
}
=== @computed_goto
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 1, 3) i32 @computed_goto(i32 noundef %i) local_unnamed_addr # !dbg !m0 {
entry:
    #dbg_value(i32 %i, !m1, !DIExpression(), !m2)
  %and = and i32 %i, 1, !dbg !m3
  %idxprom = zext nneg i32 %and to i64, !dbg !m4
  %arrayidx = getelementptr inbounds nuw ptr, ptr @_ZZ13computed_gotoE7targets, i64 %idxprom, !dbg !m4
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !m4, !tbaa !m5
  indirectbr ptr %0, [label %return, label %two]

two:                                              ; preds = %entry
    #dbg_label(!m6, !m7)
  br label %return, !dbg !m8

return:                                           ; preds = %entry, %two
  %retval.0 = phi i32 [ 2, %two ], [ 1, %entry ], !dbg !m2
  ret i32 %retval.0, !dbg !m9
}
=== @_Z7guardedi
; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) local_unnamed_addr # personality ptr @__gxx_personality_v0 !dbg !m0 {
entry:
    #dbg_value(i32 %x, !m1, !DIExpression(), !m2)
    #dbg_value(i32 %x, !m3, !DIExpression(), !m4)
  %cmp.i = icmp slt i32 %x, 0, !dbg !m5
  br i1 %cmp.i, label %if.then.i, label %invoke.cont, !dbg !m6

if.then.i:                                        ; preds = %entry
  %exception.i = tail call ptr @__cxa_allocate_exception(i64 4) #, !dbg !m7
  store i32 %x, ptr %exception.i, align 16, !dbg !m8, !tbaa !m9
  invoke void @__cxa_throw(ptr nonnull %exception.i, ptr nonnull @_ZTI5Error, ptr null) #
          to label %.noexc unwind label %lpad, !dbg !m7

.noexc:                                           ; preds = %if.then.i
  unreachable, !dbg !m7

invoke.cont:                                      ; preds = %entry
    #dbg_value(i32 %x, !m3, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !m10)
  %0 = shl i32 %x, 2, !dbg !m11
  %add3 = or disjoint i32 %0, 2, !dbg !m11
  br label %return, !dbg !m12

lpad:                                             ; preds = %if.then.i
  %1 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !m13
  %2 = extractvalue { ptr, i32 } %1, 1, !dbg !m13
  %3 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #, !dbg !m14
  %matches = icmp eq i32 %2, %3, !dbg !m14
  br i1 %matches, label %catch, label %eh.resume, !dbg !m14

catch:                                            ; preds = %lpad
  %4 = extractvalue { ptr, i32 } %1, 0, !dbg !m13
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #, !dbg !m14
    #dbg_value(ptr %5, !m15, !DIExpression(), !m2)
  %6 = load i32, ptr %5, align 4, !dbg !m16, !tbaa !m9
  tail call void @__cxa_end_catch(), !dbg !m17
  br label %return

return:                                           ; preds = %catch, %invoke.cont
  %retval.0 = phi i32 [ %add3, %invoke.cont ], [ %6, %catch ], !dbg !m2
  ret i32 %retval.0, !dbg !m18

eh.resume:                                        ; preds = %lpad
  resume { ptr, i32 } %1, !dbg !m14
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @llvm.eh.typeid.for.p0
; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #
=== @__cxa_begin_catch
declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr
=== @__cxa_end_catch
declare void @__cxa_end_catch() local_unnamed_addr
=== @__cxa_allocate_exception
declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr
=== @__cxa_throw
; Function Attrs: cold noreturn
declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr #
=== @llvm.assume
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #
