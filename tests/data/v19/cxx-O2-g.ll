; ModuleID = 'cxx-O2-g.bc'
source_filename = "src/insts.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

$_ZTS5Error = comdat any

$_ZTI5Error = comdat any

@g_counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@table = dso_local local_unnamed_addr global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !14
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !19
@_ZZ13computed_gotoE7targets = internal unnamed_addr constant [2 x ptr] [ptr blockaddress(@computed_goto, %return), ptr blockaddress(@computed_goto, %two)], align 16, !dbg !26
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) local_unnamed_addr #0 !dbg !47 {
entry:
    #dbg_value(i32 %x, !51, !DIExpression(), !60)
    #dbg_value(i32 %y, !52, !DIExpression(), !60)
    #dbg_value(i32 %u, !53, !DIExpression(), !60)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !54, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !55, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !60)
    #dbg_value(!DIArgList(i32 %x, i32 %y), !56, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !60)
  %tobool.not = icmp eq i32 %y, 0, !dbg !61
  br i1 %tobool.not, label %cond.end, label %cond.true, !dbg !61

cond.true:                                        ; preds = %entry
  %div = sdiv i32 %x, %y, !dbg !62
  br label %cond.end, !dbg !61

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %entry ], !dbg !61
    #dbg_value(i32 %cond, !57, !DIExpression(), !60)
  %tobool1.not = icmp eq i32 %u, 0, !dbg !63
  br i1 %tobool1.not, label %cond.end4, label %cond.true2, !dbg !63

cond.true2:                                       ; preds = %cond.end
  %rem = urem i32 %x, %u, !dbg !64
  br label %cond.end4, !dbg !63

cond.end4:                                        ; preds = %cond.end, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.end ], !dbg !63
  %mul = mul nsw i32 %y, %x, !dbg !65
    #dbg_value(i32 %mul, !56, !DIExpression(), !60)
  %sub = sub nsw i32 %x, %y, !dbg !66
    #dbg_value(i32 %sub, !55, !DIExpression(), !60)
  %add = add nsw i32 %y, %x, !dbg !67
    #dbg_value(i32 %add, !54, !DIExpression(), !60)
    #dbg_value(i32 %cond5, !58, !DIExpression(), !60)
  %shl = shl i32 %x, 3, !dbg !68
  %shr = ashr i32 %y, 1, !dbg !69
  %xor = xor i32 %shr, %shl, !dbg !70
  %shr6 = lshr i32 %u, 2, !dbg !71
  %xor7 = xor i32 %xor, %shr6, !dbg !72
    #dbg_value(i32 %xor7, !59, !DIExpression(), !60)
  %and = and i32 %add, %sub, !dbg !73
  %or = or i32 %and, %mul, !dbg !74
  %or8 = or i32 %or, %xor7, !dbg !75
  %or9 = or i32 %or8, %cond, !dbg !76
  %or10 = or i32 %or9, %cond5, !dbg !77
  ret i32 %or10, !dbg !78
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) local_unnamed_addr #0 !dbg !79 {
entry:
    #dbg_value(double %a, !83, !DIExpression(), !89)
    #dbg_value(float %b, !84, !DIExpression(), !89)
    #dbg_value(i64 %n, !85, !DIExpression(), !89)
  %fneg = fneg double %a, !dbg !90
  %conv = fpext float %b to double, !dbg !91
  %conv1 = sitofp i64 %n to double, !dbg !92
  %0 = tail call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !93
    #dbg_value(double %0, !86, !DIExpression(), !89)
    #dbg_value(float poison, !87, !DIExpression(), !89)
    #dbg_value(i64 poison, !88, !DIExpression(), !89)
  %cmp = fcmp ogt double %0, 1.500000e+00, !dbg !94
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !95

cond.true:                                        ; preds = %entry
  %conv2 = fptrunc double %0 to float, !dbg !96
    #dbg_value(float %conv2, !87, !DIExpression(), !89)
  %conv4 = fpext float %conv2 to double, !dbg !97
  br label %cond.end, !dbg !95

cond.false:                                       ; preds = %entry
  %conv3 = fptosi double %0 to i64, !dbg !98
    #dbg_value(i64 %conv3, !88, !DIExpression(), !89)
  %conv5 = sitofp i64 %conv3 to double, !dbg !99
  %div = fdiv double %conv5, 3.000000e+00, !dbg !100
  br label %cond.end, !dbg !95

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !95
  ret double %cond, !dbg !101
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @branches(i32 noundef %k) local_unnamed_addr #3 !dbg !102 {
entry:
    #dbg_value(i32 %k, !104, !DIExpression(), !108)
    #dbg_value(i32 0, !105, !DIExpression(), !108)
    #dbg_value(i32 0, !106, !DIExpression(), !109)
  %cmp15 = icmp sgt i32 %k, 0, !dbg !110
  br i1 %cmp15, label %for.body, label %for.cond.cleanup.thread, !dbg !112

for.cond.cleanup:                                 ; preds = %for.inc
  %cmp3 = icmp sgt i32 %acc.1.fr, 100, !dbg !113
  %sub4 = sub nsw i32 0, %acc.1.fr, !dbg !114
  %spec.select = select i1 %cmp3, i32 %acc.1.fr, i32 %sub4, !dbg !114
  br label %for.cond.cleanup.thread, !dbg !114

for.cond.cleanup.thread:                          ; preds = %for.cond.cleanup, %entry
  %0 = phi i32 [ 0, %entry ], [ %spec.select, %for.cond.cleanup ], !dbg !114
  ret i32 %0, !dbg !115

for.body:                                         ; preds = %entry, %for.inc
  %i.017 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %acc.016 = phi i32 [ %acc.1.fr, %for.inc ], [ 0, %entry ]
    #dbg_value(i32 %i.017, !106, !DIExpression(), !109)
    #dbg_value(i32 %acc.016, !105, !DIExpression(), !108)
  %rem = urem i32 %i.017, 5, !dbg !116
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !118

sw.bb:                                            ; preds = %for.body
  %add = add nsw i32 %acc.016, 3, !dbg !119
    #dbg_value(i32 %add, !105, !DIExpression(), !108)
  br label %for.inc, !dbg !121

sw.bb1:                                           ; preds = %for.body
  %xor = xor i32 %i.017, %acc.016, !dbg !122
    #dbg_value(i32 %xor, !105, !DIExpression(), !108)
  br label %for.inc, !dbg !123

sw.bb2:                                           ; preds = %for.body
  %and = and i32 %i.017, 15, !dbg !124
  %idxprom = zext nneg i32 %and to i64, !dbg !125
  %arrayidx = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %idxprom, !dbg !125
  %1 = load i32, ptr %arrayidx, align 4, !dbg !125, !tbaa !126
  %sub = sub nsw i32 %acc.016, %1, !dbg !130
    #dbg_value(i32 %sub, !105, !DIExpression(), !108)
  br label %for.inc, !dbg !131

sw.default:                                       ; preds = %for.body
  %mul = shl nsw i32 %acc.016, 1, !dbg !132
    #dbg_value(i32 %mul, !105, !DIExpression(), !108)
  br label %for.inc, !dbg !133

for.inc:                                          ; preds = %sw.bb, %sw.bb1, %sw.bb2, %sw.default
  %acc.1 = phi i32 [ %mul, %sw.default ], [ %sub, %sw.bb2 ], [ %xor, %sw.bb1 ], [ %add, %sw.bb ], !dbg !134
    #dbg_value(i32 %acc.1, !105, !DIExpression(), !108)
  %acc.1.fr = freeze i32 %acc.1, !dbg !113
  %inc = add nuw nsw i32 %i.017, 1, !dbg !135
    #dbg_value(i32 %inc, !106, !DIExpression(), !109)
  %exitcond.not = icmp eq i32 %inc, %k, !dbg !110
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !112, !llvm.loop !136
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) local_unnamed_addr #4 !dbg !139 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !144, !DIExpression(), !162, ptr %ap, !DIExpression(), !163)
    #dbg_value(i32 %n, !143, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %ap) #13, !dbg !164
  call void @llvm.va_start.p0(ptr nonnull %ap), !dbg !165
    #dbg_value(i32 0, !159, !DIExpression(), !163)
    #dbg_value(i32 0, !160, !DIExpression(), !166)
    #dbg_value(i32 0, !160, !DIExpression(), !166)
    #dbg_value(i32 0, !159, !DIExpression(), !163)
  %cmp7 = icmp sgt i32 %n, 0, !dbg !167
  br i1 %cmp7, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !169

for.body.lr.ph:                                   ; preds = %entry
  %ap.promoted = load i32, ptr %ap, align 16
  %overflow_arg_area_p = getelementptr inbounds i8, ptr %ap, i64 8
  %0 = getelementptr inbounds i8, ptr %ap, i64 16
  %reg_save_area = load ptr, ptr %0, align 16
  %overflow_arg_area_p.promoted = load ptr, ptr %overflow_arg_area_p, align 8
  %xtraiter = and i32 %n, 1, !dbg !169
  %1 = icmp eq i32 %n, 1, !dbg !169
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !169

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483646, !dbg !169
  br label %for.body, !dbg !169

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %vaarg.end.1, %for.body.lr.ph
  %add.lcssa.ph = phi i32 [ poison, %for.body.lr.ph ], [ %add.1, %vaarg.end.1 ]
  %overflow_arg_area12.unr = phi ptr [ %overflow_arg_area_p.promoted, %for.body.lr.ph ], [ %overflow_arg_area11.1, %vaarg.end.1 ]
  %s.09.unr = phi i32 [ 0, %for.body.lr.ph ], [ %add.1, %vaarg.end.1 ]
  %gp_offset68.unr = phi i32 [ %ap.promoted, %for.body.lr.ph ], [ %gp_offset5.1, %vaarg.end.1 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !170
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !170

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i32 poison, !160, !DIExpression(), !166)
    #dbg_value(i32 %s.09.unr, !159, !DIExpression(), !163)
  %fits_in_gp.epil = icmp ult i32 %gp_offset68.unr, 41, !dbg !170
  br i1 %fits_in_gp.epil, label %vaarg.in_reg.epil, label %vaarg.in_mem.epil, !dbg !170

vaarg.in_mem.epil:                                ; preds = %for.body.epil
  %overflow_arg_area.next.epil = getelementptr i8, ptr %overflow_arg_area12.unr, i64 8, !dbg !170
  store ptr %overflow_arg_area.next.epil, ptr %overflow_arg_area_p, align 8, !dbg !170, !DIAssignID !171
    #dbg_assign(ptr %overflow_arg_area.next.epil, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171, ptr %overflow_arg_area_p, !DIExpression(), !163)
  br label %vaarg.end.epil, !dbg !170

vaarg.in_reg.epil:                                ; preds = %for.body.epil
  %2 = zext nneg i32 %gp_offset68.unr to i64, !dbg !170
  %3 = getelementptr i8, ptr %reg_save_area, i64 %2, !dbg !170
  %4 = add nuw nsw i32 %gp_offset68.unr, 8, !dbg !170
  store i32 %4, ptr %ap, align 16, !dbg !170, !DIAssignID !172
    #dbg_assign(i32 %4, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172, ptr %ap, !DIExpression(), !163)
  br label %vaarg.end.epil, !dbg !170

vaarg.end.epil:                                   ; preds = %vaarg.in_reg.epil, %vaarg.in_mem.epil
  %vaarg.addr.epil = phi ptr [ %3, %vaarg.in_reg.epil ], [ %overflow_arg_area12.unr, %vaarg.in_mem.epil ], !dbg !170
  %5 = load i32, ptr %vaarg.addr.epil, align 4, !dbg !170, !tbaa !126
  %add.epil = add nsw i32 %5, %s.09.unr, !dbg !173
    #dbg_value(i32 %add.epil, !159, !DIExpression(), !163)
    #dbg_value(i32 poison, !160, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !166)
  br label %for.cond.cleanup, !dbg !174

for.cond.cleanup:                                 ; preds = %vaarg.end.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %vaarg.end.epil ], !dbg !163
  call void @llvm.va_end.p0(ptr nonnull %ap), !dbg !174
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %ap) #13, !dbg !175
  ret i32 %s.0.lcssa, !dbg !176

for.body:                                         ; preds = %vaarg.end.1, %for.body.lr.ph.new
  %overflow_arg_area12 = phi ptr [ %overflow_arg_area_p.promoted, %for.body.lr.ph.new ], [ %overflow_arg_area11.1, %vaarg.end.1 ]
  %s.09 = phi i32 [ 0, %for.body.lr.ph.new ], [ %add.1, %vaarg.end.1 ]
  %gp_offset68 = phi i32 [ %ap.promoted, %for.body.lr.ph.new ], [ %gp_offset5.1, %vaarg.end.1 ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %vaarg.end.1 ]
    #dbg_value(i32 poison, !160, !DIExpression(), !166)
    #dbg_value(i32 %s.09, !159, !DIExpression(), !163)
  %fits_in_gp = icmp ult i32 %gp_offset68, 41, !dbg !170
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !170

vaarg.in_reg:                                     ; preds = %for.body
  %6 = zext nneg i32 %gp_offset68 to i64, !dbg !170
  %7 = getelementptr i8, ptr %reg_save_area, i64 %6, !dbg !170
  %8 = add nuw nsw i32 %gp_offset68, 8, !dbg !170
  store i32 %8, ptr %ap, align 16, !dbg !170, !DIAssignID !172
    #dbg_assign(i32 %8, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172, ptr %ap, !DIExpression(), !163)
  br label %vaarg.end, !dbg !170

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area12, i64 8, !dbg !170
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !170, !DIAssignID !171
    #dbg_assign(ptr %overflow_arg_area.next, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171, ptr %overflow_arg_area_p, !DIExpression(), !163)
  br label %vaarg.end, !dbg !170

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %overflow_arg_area11 = phi ptr [ %overflow_arg_area12, %vaarg.in_reg ], [ %overflow_arg_area.next, %vaarg.in_mem ]
  %gp_offset5 = phi i32 [ %8, %vaarg.in_reg ], [ %gp_offset68, %vaarg.in_mem ]
  %vaarg.addr = phi ptr [ %7, %vaarg.in_reg ], [ %overflow_arg_area12, %vaarg.in_mem ], !dbg !170
  %9 = load i32, ptr %vaarg.addr, align 4, !dbg !170, !tbaa !126
  %add = add nsw i32 %9, %s.09, !dbg !173
    #dbg_value(i32 %add, !159, !DIExpression(), !163)
    #dbg_value(i32 poison, !160, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !166)
  %fits_in_gp.1 = icmp ult i32 %gp_offset5, 41, !dbg !170
  br i1 %fits_in_gp.1, label %vaarg.in_reg.1, label %vaarg.in_mem.1, !dbg !170

vaarg.in_mem.1:                                   ; preds = %vaarg.end
  %overflow_arg_area.next.1 = getelementptr i8, ptr %overflow_arg_area11, i64 8, !dbg !170
  store ptr %overflow_arg_area.next.1, ptr %overflow_arg_area_p, align 8, !dbg !170, !DIAssignID !171
    #dbg_assign(ptr %overflow_arg_area.next.1, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171, ptr %overflow_arg_area_p, !DIExpression(), !163)
  br label %vaarg.end.1, !dbg !170

vaarg.in_reg.1:                                   ; preds = %vaarg.end
  %10 = zext nneg i32 %gp_offset5 to i64, !dbg !170
  %11 = getelementptr i8, ptr %reg_save_area, i64 %10, !dbg !170
  %12 = add nuw nsw i32 %gp_offset5, 8, !dbg !170
  store i32 %12, ptr %ap, align 16, !dbg !170, !DIAssignID !172
    #dbg_assign(i32 %12, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172, ptr %ap, !DIExpression(), !163)
  br label %vaarg.end.1, !dbg !170

vaarg.end.1:                                      ; preds = %vaarg.in_reg.1, %vaarg.in_mem.1
  %overflow_arg_area11.1 = phi ptr [ %overflow_arg_area11, %vaarg.in_reg.1 ], [ %overflow_arg_area.next.1, %vaarg.in_mem.1 ]
  %gp_offset5.1 = phi i32 [ %12, %vaarg.in_reg.1 ], [ %gp_offset5, %vaarg.in_mem.1 ]
  %vaarg.addr.1 = phi ptr [ %11, %vaarg.in_reg.1 ], [ %overflow_arg_area11, %vaarg.in_mem.1 ], !dbg !170
  %13 = load i32, ptr %vaarg.addr.1, align 4, !dbg !170, !tbaa !126
  %add.1 = add nsw i32 %13, %add, !dbg !173
    #dbg_value(i32 %add.1, !159, !DIExpression(), !163)
    #dbg_value(i32 poison, !160, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !166)
  %niter.next.1 = add i32 %niter, 2, !dbg !169
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter, !dbg !169
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !169, !llvm.loop !177
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress uwtable
define dso_local range(i32 43, 42) i32 @calls(ptr noundef %s, ptr nocapture noundef readonly %cb) local_unnamed_addr #6 !dbg !179 {
entry:
    #dbg_value(ptr %s, !185, !DIExpression(), !189)
    #dbg_value(ptr %cb, !186, !DIExpression(), !189)
  %call = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %s) #14, !dbg !190
  %conv = trunc i64 %call to i32, !dbg !190
    #dbg_value(i32 %conv, !187, !DIExpression(), !189)
  %call1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %s, i32 noundef %conv), !dbg !191
  %call2 = tail call noundef i32 %cb(i32 noundef %conv), !dbg !192
  %call3 = tail call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %conv, i32 noundef 2, i32 noundef 1), !dbg !193
  %add = add nsw i32 %call3, %call2, !dbg !194
    #dbg_value(i32 %add, !188, !DIExpression(), !189)
  %cmp = icmp eq i32 %add, 42, !dbg !195
  br i1 %cmp, label %if.then, label %if.end, !dbg !197

if.then:                                          ; preds = %entry
  tail call void @llvm.trap(), !dbg !198
  unreachable, !dbg !198

if.end:                                           ; preds = %entry
  ret i32 %add, !dbg !199
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !200 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare !dbg !207 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @vla(i32 noundef %n) local_unnamed_addr #0 !dbg !211 {
entry:
    #dbg_value(i32 %n, !213, !DIExpression(), !221)
  %0 = zext i32 %n to i64, !dbg !222
  %vla = alloca i32, i64 %0, align 16, !dbg !222
    #dbg_value(i64 %0, !214, !DIExpression(), !221)
    #dbg_declare(ptr %vla, !215, !DIExpression(), !223)
    #dbg_value(i32 0, !219, !DIExpression(), !224)
  %cmp9 = icmp sgt i32 %n, 0, !dbg !225
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup, !dbg !227

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i64 %0, 3, !dbg !227
  %1 = icmp ult i32 %n, 4, !dbg !227
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !227

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %0, 2147483644, !dbg !227
  br label %for.body, !dbg !227

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !227
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !227

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
    #dbg_value(i64 %indvars.iv.epil, !219, !DIExpression(), !224)
  %2 = mul nuw nsw i64 %indvars.iv.epil, %indvars.iv.epil, !dbg !228
  %arrayidx.epil = getelementptr inbounds i32, ptr %vla, i64 %indvars.iv.epil, !dbg !229
  %3 = trunc nuw i64 %2 to i32, !dbg !230
  store i32 %3, ptr %arrayidx.epil, align 4, !dbg !230, !tbaa !126
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !231
    #dbg_value(i64 %indvars.iv.next.epil, !219, !DIExpression(), !224)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !227
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !227
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !227, !llvm.loop !232

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %div = sdiv i32 %n, 2, !dbg !234
  %idxprom1 = sext i32 %div to i64, !dbg !235
  %arrayidx2 = getelementptr inbounds i32, ptr %vla, i64 %idxprom1, !dbg !235
  %4 = load i32, ptr %arrayidx2, align 4, !dbg !235, !tbaa !126
  ret i32 %4, !dbg !236

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
    #dbg_value(i64 %indvars.iv, !219, !DIExpression(), !224)
  %5 = mul nuw nsw i64 %indvars.iv, %indvars.iv, !dbg !228
  %arrayidx = getelementptr inbounds i32, ptr %vla, i64 %indvars.iv, !dbg !229
  %6 = trunc nuw i64 %5 to i32, !dbg !230
  store i32 %6, ptr %arrayidx, align 16, !dbg !230, !tbaa !126
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !231
    #dbg_value(i64 %indvars.iv.next, !219, !DIExpression(), !224)
  %7 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv.next, !dbg !228
  %arrayidx.1 = getelementptr inbounds i32, ptr %vla, i64 %indvars.iv.next, !dbg !229
  %8 = trunc nuw i64 %7 to i32, !dbg !230
  store i32 %8, ptr %arrayidx.1, align 4, !dbg !230, !tbaa !126
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2, !dbg !231
    #dbg_value(i64 %indvars.iv.next.1, !219, !DIExpression(), !224)
  %9 = mul nuw nsw i64 %indvars.iv.next.1, %indvars.iv.next.1, !dbg !228
  %arrayidx.2 = getelementptr inbounds i32, ptr %vla, i64 %indvars.iv.next.1, !dbg !229
  %10 = trunc nuw i64 %9 to i32, !dbg !230
  store i32 %10, ptr %arrayidx.2, align 8, !dbg !230, !tbaa !126
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3, !dbg !231
    #dbg_value(i64 %indvars.iv.next.2, !219, !DIExpression(), !224)
  %11 = mul nuw nsw i64 %indvars.iv.next.2, %indvars.iv.next.2, !dbg !228
  %arrayidx.3 = getelementptr inbounds i32, ptr %vla, i64 %indvars.iv.next.2, !dbg !229
  %12 = trunc nuw i64 %11 to i32, !dbg !230
  store i32 %12, ptr %arrayidx.3, align 4, !dbg !230, !tbaa !126
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !231
    #dbg_value(i64 %indvars.iv.next.3, !219, !DIExpression(), !224)
  %niter.next.3 = add i64 %niter, 4, !dbg !227
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !227
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !227, !llvm.loop !237
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local i32 @atomics(ptr nocapture noundef %p, i32 noundef %v) local_unnamed_addr #10 !dbg !239 {
entry:
    #dbg_value(ptr %p, !244, !DIExpression(), !248)
    #dbg_value(i32 %v, !245, !DIExpression(), !248)
  %0 = atomicrmw add ptr %p, i32 %v seq_cst, align 4, !dbg !249
    #dbg_value(i32 %0, !246, !DIExpression(), !248)
    #dbg_value(i32 %0, !247, !DIExpression(), !248)
  %1 = cmpxchg ptr %p, i32 %0, i32 %v acq_rel acquire, align 4, !dbg !250
  %2 = extractvalue { i32, i1 } %1, 0
    #dbg_value(i32 %2, !247, !DIExpression(), !248)
  fence seq_cst, !dbg !251
  store atomic i32 %2, ptr @g_counter release, align 4, !dbg !252
  %3 = load atomic i32, ptr @g_counter acquire, align 4, !dbg !253
  ret i32 %3, !dbg !254
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) local_unnamed_addr #11 !dbg !255 {
entry:
    #dbg_value(<4 x float> %a, !263, !DIExpression(), !269)
    #dbg_value(<4 x float> %b, !264, !DIExpression(), !269)
    #dbg_value(float %s, !265, !DIExpression(), !269)
  %mul = fmul <4 x float> %a, %b, !dbg !270
    #dbg_value(<4 x float> %mul, !266, !DIExpression(), !269)
  %vecins = insertelement <4 x float> %mul, float %s, i64 2, !dbg !271
    #dbg_value(<4 x float> %vecins, !266, !DIExpression(), !269)
    #dbg_value(float poison, !267, !DIExpression(), !269)
  %shuffle = shufflevector <4 x float> %vecins, <4 x float> %a, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !272
    #dbg_value(<4 x float> %shuffle, !268, !DIExpression(), !269)
  %splat.splat = shufflevector <4 x float> %mul, <4 x float> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !273
  %add = fadd <4 x float> %splat.splat, %shuffle, !dbg !274
  ret <4 x float> %add, !dbg !275
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) local_unnamed_addr #0 !dbg !276 {
entry:
    #dbg_value(i32 %a, !284, !DIExpression(), !287)
    #dbg_value(double %b, !285, !DIExpression(), !287)
    #dbg_value(i32 %a, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !287)
    #dbg_value(double %b, !286, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !287)
  %.fca.0.insert = insertvalue { i32, double } poison, i32 %a, 0, !dbg !288
  %.fca.1.insert = insertvalue { i32, double } %.fca.0.insert, double %b, 1, !dbg !288
  ret { i32, double } %.fca.1.insert, !dbg !288
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 1, 3) i32 @computed_goto(i32 noundef %i) #0 !dbg !28 {
entry:
    #dbg_value(i32 %i, !32, !DIExpression(), !289)
  %and = and i32 %i, 1, !dbg !290
  %idxprom = zext nneg i32 %and to i64, !dbg !291
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @_ZZ13computed_gotoE7targets, i64 0, i64 %idxprom, !dbg !291
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !291, !tbaa !292
  indirectbr ptr %0, [label %return, label %two]

two:                                              ; preds = %entry
    #dbg_label(!34, !294)
  br label %return, !dbg !295

return:                                           ; preds = %entry, %two
  %retval.0 = phi i32 [ 2, %two ], [ 1, %entry ], !dbg !289
  ret i32 %retval.0, !dbg !296
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 !dbg !297 {
entry:
    #dbg_value(i32 %x, !299, !DIExpression(), !303)
    #dbg_value(i32 %x, !304, !DIExpression(), !307)
  %cmp.i = icmp slt i32 %x, 0, !dbg !310
  br i1 %cmp.i, label %if.then.i, label %invoke.cont, !dbg !312

if.then.i:                                        ; preds = %entry
  %exception.i = tail call ptr @__cxa_allocate_exception(i64 4) #13, !dbg !313
  store i32 %x, ptr %exception.i, align 16, !dbg !314, !tbaa !315
  invoke void @__cxa_throw(ptr nonnull %exception.i, ptr nonnull @_ZTI5Error, ptr null) #15
          to label %.noexc unwind label %lpad, !dbg !313

.noexc:                                           ; preds = %if.then.i
  unreachable, !dbg !313

invoke.cont:                                      ; preds = %entry
    #dbg_value(i32 %x, !304, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !317)
  %0 = shl i32 %x, 2, !dbg !319
  %add3 = or disjoint i32 %0, 2, !dbg !319
  br label %return, !dbg !320

lpad:                                             ; preds = %if.then.i
  %1 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !321
  %2 = extractvalue { ptr, i32 } %1, 1, !dbg !321
  %3 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Error) #13, !dbg !322
  %matches = icmp eq i32 %2, %3, !dbg !322
  br i1 %matches, label %catch, label %eh.resume, !dbg !322

catch:                                            ; preds = %lpad
  %4 = extractvalue { ptr, i32 } %1, 0, !dbg !321
  %5 = tail call ptr @__cxa_begin_catch(ptr %4) #13, !dbg !322
    #dbg_value(ptr %5, !300, !DIExpression(), !303)
  %6 = load i32, ptr %5, align 4, !dbg !323, !tbaa !315
  tail call void @__cxa_end_catch(), !dbg !325
  br label %return

return:                                           ; preds = %catch, %invoke.cont
  %retval.0 = phi i32 [ %add3, %invoke.cont ], [ %6, %catch ], !dbg !303
  ret i32 %retval.0, !dbg !326

eh.resume:                                        ; preds = %lpad
  resume { ptr, i32 } %1, !dbg !322
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #12

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #10 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }
attributes #15 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_counter", scope: !2, file: !3, line: 13, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/insts.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "3bc2f4acadea2ae1fda3b6198b50eeb8")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 113, size: 32, flags: DIFlagTypePassByValue, elements: !11, identifier: "_ZTS5Error")
!11 = !{!12}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !10, file: !3, line: 113, baseType: !6, size: 32)
!13 = !{!0, !14, !19, !26}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 56, elements: !24)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "targets", scope: !28, file: !3, line: 104, type: !35, isLocal: true, isDefinition: true)
!28 = distinct !DISubprogram(name: "computed_goto", scope: !3, file: !3, line: 102, type: !29, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!6, !6}
!31 = !{!32, !33, !34}
!32 = !DILocalVariable(name: "i", arg: 1, scope: !28, file: !3, line: 102, type: !6)
!33 = !DILabel(scope: !28, name: "one", file: !3, line: 106)
!34 = !DILabel(scope: !28, name: "two", file: !3, line: 108)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, elements: !37)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "arith", scope: !3, file: !3, line: 16, type: !48, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!6, !6, !6, !5}
!50 = !{!51, !52, !53, !54, !55, !56, !57, !58, !59}
!51 = !DILocalVariable(name: "x", arg: 1, scope: !47, file: !3, line: 16, type: !6)
!52 = !DILocalVariable(name: "y", arg: 2, scope: !47, file: !3, line: 16, type: !6)
!53 = !DILocalVariable(name: "u", arg: 3, scope: !47, file: !3, line: 16, type: !5)
!54 = !DILocalVariable(name: "s", scope: !47, file: !3, line: 18, type: !6)
!55 = !DILocalVariable(name: "d", scope: !47, file: !3, line: 18, type: !6)
!56 = !DILocalVariable(name: "m", scope: !47, file: !3, line: 18, type: !6)
!57 = !DILocalVariable(name: "q", scope: !47, file: !3, line: 19, type: !6)
!58 = !DILocalVariable(name: "r", scope: !47, file: !3, line: 20, type: !5)
!59 = !DILocalVariable(name: "sh", scope: !47, file: !3, line: 21, type: !6)
!60 = !DILocation(line: 0, scope: !47)
!61 = !DILocation(line: 19, column: 13, scope: !47)
!62 = !DILocation(line: 19, column: 19, scope: !47)
!63 = !DILocation(line: 20, column: 18, scope: !47)
!64 = !DILocation(line: 20, column: 34, scope: !47)
!65 = !DILocation(line: 18, column: 37, scope: !47)
!66 = !DILocation(line: 18, column: 26, scope: !47)
!67 = !DILocation(line: 18, column: 15, scope: !47)
!68 = !DILocation(line: 21, column: 17, scope: !47)
!69 = !DILocation(line: 21, column: 28, scope: !47)
!70 = !DILocation(line: 21, column: 23, scope: !47)
!71 = !DILocation(line: 21, column: 44, scope: !47)
!72 = !DILocation(line: 21, column: 34, scope: !47)
!73 = !DILocation(line: 22, column: 15, scope: !47)
!74 = !DILocation(line: 22, column: 20, scope: !47)
!75 = !DILocation(line: 22, column: 24, scope: !47)
!76 = !DILocation(line: 22, column: 28, scope: !47)
!77 = !DILocation(line: 22, column: 37, scope: !47)
!78 = !DILocation(line: 22, column: 5, scope: !47)
!79 = distinct !DISubprogram(name: "fp", scope: !3, file: !3, line: 25, type: !80, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!7, !7, !8, !9}
!82 = !{!83, !84, !85, !86, !87, !88}
!83 = !DILocalVariable(name: "a", arg: 1, scope: !79, file: !3, line: 25, type: !7)
!84 = !DILocalVariable(name: "b", arg: 2, scope: !79, file: !3, line: 25, type: !8)
!85 = !DILocalVariable(name: "n", arg: 3, scope: !79, file: !3, line: 25, type: !9)
!86 = !DILocalVariable(name: "c", scope: !79, file: !3, line: 27, type: !7)
!87 = !DILocalVariable(name: "f", scope: !79, file: !3, line: 28, type: !8)
!88 = !DILocalVariable(name: "back", scope: !79, file: !3, line: 29, type: !9)
!89 = !DILocation(line: 0, scope: !79)
!90 = !DILocation(line: 27, column: 16, scope: !79)
!91 = !DILocation(line: 27, column: 29, scope: !79)
!92 = !DILocation(line: 27, column: 41, scope: !79)
!93 = !DILocation(line: 27, column: 31, scope: !79)
!94 = !DILocation(line: 30, column: 14, scope: !79)
!95 = !DILocation(line: 30, column: 12, scope: !79)
!96 = !DILocation(line: 28, column: 22, scope: !79)
!97 = !DILocation(line: 30, column: 22, scope: !79)
!98 = !DILocation(line: 29, column: 23, scope: !79)
!99 = !DILocation(line: 30, column: 34, scope: !79)
!100 = !DILocation(line: 30, column: 39, scope: !79)
!101 = !DILocation(line: 30, column: 5, scope: !79)
!102 = distinct !DISubprogram(name: "branches", scope: !3, file: !3, line: 33, type: !29, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!103 = !{!104, !105, !106}
!104 = !DILocalVariable(name: "k", arg: 1, scope: !102, file: !3, line: 33, type: !6)
!105 = !DILocalVariable(name: "acc", scope: !102, file: !3, line: 35, type: !6)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 36, type: !6)
!107 = distinct !DILexicalBlock(scope: !102, file: !3, line: 36, column: 5)
!108 = !DILocation(line: 0, scope: !102)
!109 = !DILocation(line: 0, scope: !107)
!110 = !DILocation(line: 36, column: 23, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 36, column: 5)
!112 = !DILocation(line: 36, column: 5, scope: !107)
!113 = !DILocation(line: 44, column: 16, scope: !102)
!114 = !DILocation(line: 44, column: 12, scope: !102)
!115 = !DILocation(line: 44, column: 5, scope: !102)
!116 = !DILocation(line: 37, column: 19, scope: !117)
!117 = distinct !DILexicalBlock(scope: !111, file: !3, line: 36, column: 33)
!118 = !DILocation(line: 37, column: 9, scope: !117)
!119 = !DILocation(line: 38, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 37, column: 24)
!121 = !DILocation(line: 38, column: 27, scope: !120)
!122 = !DILocation(line: 39, column: 21, scope: !120)
!123 = !DILocation(line: 39, column: 27, scope: !120)
!124 = !DILocation(line: 40, column: 32, scope: !120)
!125 = !DILocation(line: 40, column: 24, scope: !120)
!126 = !{!127, !127, i64 0}
!127 = !{!"int", !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C++ TBAA"}
!130 = !DILocation(line: 40, column: 21, scope: !120)
!131 = !DILocation(line: 40, column: 39, scope: !120)
!132 = !DILocation(line: 41, column: 22, scope: !120)
!133 = !DILocation(line: 41, column: 28, scope: !120)
!134 = !DILocation(line: 0, scope: !120)
!135 = !DILocation(line: 36, column: 29, scope: !111)
!136 = distinct !{!136, !112, !137, !138}
!137 = !DILocation(line: 43, column: 5, scope: !107)
!138 = !{!"llvm.loop.mustprogress"}
!139 = distinct !DISubprogram(name: "sum_va", scope: !3, file: !3, line: 47, type: !140, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!6, !6, null}
!142 = !{!143, !144, !159, !160}
!143 = !DILocalVariable(name: "n", arg: 1, scope: !139, file: !3, line: 47, type: !6)
!144 = !DILocalVariable(name: "ap", scope: !139, file: !3, line: 49, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !146, line: 52, baseType: !147)
!146 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !148, line: 12, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 192, elements: !157)
!151 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !152, identifier: "_ZTS13__va_list_tag")
!152 = !{!153, !154, !155, !156}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !151, file: !3, line: 49, baseType: !5, size: 32)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !151, file: !3, line: 49, baseType: !5, size: 32, offset: 32)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !151, file: !3, line: 49, baseType: !36, size: 64, offset: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !151, file: !3, line: 49, baseType: !36, size: 64, offset: 128)
!157 = !{!158}
!158 = !DISubrange(count: 1)
!159 = !DILocalVariable(name: "s", scope: !139, file: !3, line: 51, type: !6)
!160 = !DILocalVariable(name: "i", scope: !161, file: !3, line: 52, type: !6)
!161 = distinct !DILexicalBlock(scope: !139, file: !3, line: 52, column: 5)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !139)
!164 = !DILocation(line: 49, column: 5, scope: !139)
!165 = !DILocation(line: 50, column: 5, scope: !139)
!166 = !DILocation(line: 0, scope: !161)
!167 = !DILocation(line: 52, column: 23, scope: !168)
!168 = distinct !DILexicalBlock(scope: !161, file: !3, line: 52, column: 5)
!169 = !DILocation(line: 52, column: 5, scope: !161)
!170 = !DILocation(line: 53, column: 14, scope: !168)
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 53, column: 11, scope: !168)
!174 = !DILocation(line: 54, column: 5, scope: !139)
!175 = !DILocation(line: 56, column: 1, scope: !139)
!176 = !DILocation(line: 55, column: 5, scope: !139)
!177 = distinct !{!177, !169, !178, !138}
!178 = !DILocation(line: 53, column: 14, scope: !161)
!179 = distinct !DISubprogram(name: "calls", scope: !3, file: !3, line: 58, type: !180, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !184)
!180 = !DISubroutineType(types: !181)
!181 = !{!6, !182, !183}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!184 = !{!185, !186, !187, !188}
!185 = !DILocalVariable(name: "s", arg: 1, scope: !179, file: !3, line: 58, type: !182)
!186 = !DILocalVariable(name: "cb", arg: 2, scope: !179, file: !3, line: 58, type: !183)
!187 = !DILocalVariable(name: "n", scope: !179, file: !3, line: 60, type: !6)
!188 = !DILocalVariable(name: "v", scope: !179, file: !3, line: 62, type: !6)
!189 = !DILocation(line: 0, scope: !179)
!190 = !DILocation(line: 60, column: 18, scope: !179)
!191 = !DILocation(line: 61, column: 5, scope: !179)
!192 = !DILocation(line: 62, column: 13, scope: !179)
!193 = !DILocation(line: 62, column: 21, scope: !179)
!194 = !DILocation(line: 62, column: 19, scope: !179)
!195 = !DILocation(line: 63, column: 11, scope: !196)
!196 = distinct !DILexicalBlock(scope: !179, file: !3, line: 63, column: 9)
!197 = !DILocation(line: 63, column: 9, scope: !179)
!198 = !DILocation(line: 64, column: 9, scope: !196)
!199 = !DILocation(line: 65, column: 5, scope: !179)
!200 = !DISubprogram(name: "strlen", scope: !201, file: !201, line: 407, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!202 = !DISubroutineType(types: !203)
!203 = !{!204, !182}
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !205, line: 18, baseType: !206)
!205 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!206 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!207 = !DISubprogram(name: "printf", scope: !146, file: !146, line: 356, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!6, !210, null}
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!211 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 68, type: !29, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!212 = !{!213, !214, !215, !219}
!213 = !DILocalVariable(name: "n", arg: 1, scope: !211, file: !3, line: 68, type: !6)
!214 = !DILocalVariable(name: "__vla_expr0", scope: !211, type: !206, flags: DIFlagArtificial)
!215 = !DILocalVariable(name: "buf", scope: !211, file: !3, line: 70, type: !216)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !217)
!217 = !{!218}
!218 = !DISubrange(count: !214)
!219 = !DILocalVariable(name: "i", scope: !220, file: !3, line: 71, type: !6)
!220 = distinct !DILexicalBlock(scope: !211, file: !3, line: 71, column: 5)
!221 = !DILocation(line: 0, scope: !211)
!222 = !DILocation(line: 70, column: 5, scope: !211)
!223 = !DILocation(line: 70, column: 9, scope: !211)
!224 = !DILocation(line: 0, scope: !220)
!225 = !DILocation(line: 71, column: 23, scope: !226)
!226 = distinct !DILexicalBlock(scope: !220, file: !3, line: 71, column: 5)
!227 = !DILocation(line: 71, column: 5, scope: !220)
!228 = !DILocation(line: 72, column: 20, scope: !226)
!229 = !DILocation(line: 72, column: 9, scope: !226)
!230 = !DILocation(line: 72, column: 16, scope: !226)
!231 = !DILocation(line: 71, column: 29, scope: !226)
!232 = distinct !{!232, !233}
!233 = !{!"llvm.loop.unroll.disable"}
!234 = !DILocation(line: 73, column: 18, scope: !211)
!235 = !DILocation(line: 73, column: 12, scope: !211)
!236 = !DILocation(line: 74, column: 1, scope: !211)
!237 = distinct !{!237, !227, !238, !138}
!238 = !DILocation(line: 72, column: 22, scope: !220)
!239 = distinct !DISubprogram(name: "atomics", scope: !3, file: !3, line: 76, type: !240, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !243)
!240 = !DISubroutineType(types: !241)
!241 = !{!6, !242, !6}
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!243 = !{!244, !245, !246, !247}
!244 = !DILocalVariable(name: "p", arg: 1, scope: !239, file: !3, line: 76, type: !242)
!245 = !DILocalVariable(name: "v", arg: 2, scope: !239, file: !3, line: 76, type: !6)
!246 = !DILocalVariable(name: "old", scope: !239, file: !3, line: 78, type: !6)
!247 = !DILocalVariable(name: "expected", scope: !239, file: !3, line: 79, type: !6)
!248 = !DILocation(line: 0, scope: !239)
!249 = !DILocation(line: 78, column: 15, scope: !239)
!250 = !DILocation(line: 80, column: 5, scope: !239)
!251 = !DILocation(line: 82, column: 5, scope: !239)
!252 = !DILocation(line: 83, column: 5, scope: !239)
!253 = !DILocation(line: 84, column: 12, scope: !239)
!254 = !DILocation(line: 84, column: 5, scope: !239)
!255 = distinct !DISubprogram(name: "vectors", scope: !3, file: !3, line: 87, type: !256, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !262)
!256 = !DISubroutineType(types: !257)
!257 = !{!258, !258, !258, !8}
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !3, line: 9, baseType: !259)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !260)
!260 = !{!261}
!261 = !DISubrange(count: 4)
!262 = !{!263, !264, !265, !266, !267, !268}
!263 = !DILocalVariable(name: "a", arg: 1, scope: !255, file: !3, line: 87, type: !258)
!264 = !DILocalVariable(name: "b", arg: 2, scope: !255, file: !3, line: 87, type: !258)
!265 = !DILocalVariable(name: "s", arg: 3, scope: !255, file: !3, line: 87, type: !8)
!266 = !DILocalVariable(name: "c", scope: !255, file: !3, line: 89, type: !258)
!267 = !DILocalVariable(name: "e", scope: !255, file: !3, line: 91, type: !8)
!268 = !DILocalVariable(name: "d", scope: !255, file: !3, line: 92, type: !258)
!269 = !DILocation(line: 0, scope: !255)
!270 = !DILocation(line: 89, column: 15, scope: !255)
!271 = !DILocation(line: 90, column: 10, scope: !255)
!272 = !DILocation(line: 92, column: 13, scope: !255)
!273 = !DILocation(line: 93, column: 16, scope: !255)
!274 = !DILocation(line: 93, column: 14, scope: !255)
!275 = !DILocation(line: 93, column: 5, scope: !255)
!276 = distinct !DISubprogram(name: "make_pair", scope: !3, file: !3, line: 96, type: !277, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!277 = !DISubroutineType(types: !278)
!278 = !{!279, !6, !7}
!279 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 10, size: 128, flags: DIFlagTypePassByValue, elements: !280, identifier: "_ZTS4pair")
!280 = !{!281, !282}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !279, file: !3, line: 10, baseType: !6, size: 32)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !279, file: !3, line: 10, baseType: !7, size: 64, offset: 64)
!283 = !{!284, !285, !286}
!284 = !DILocalVariable(name: "a", arg: 1, scope: !276, file: !3, line: 96, type: !6)
!285 = !DILocalVariable(name: "b", arg: 2, scope: !276, file: !3, line: 96, type: !7)
!286 = !DILocalVariable(name: "p", scope: !276, file: !3, line: 98, type: !279)
!287 = !DILocation(line: 0, scope: !276)
!288 = !DILocation(line: 99, column: 5, scope: !276)
!289 = !DILocation(line: 0, scope: !28)
!290 = !DILocation(line: 105, column: 21, scope: !28)
!291 = !DILocation(line: 105, column: 11, scope: !28)
!292 = !{!293, !293, i64 0}
!293 = !{!"any pointer", !128, i64 0}
!294 = !DILocation(line: 108, column: 1, scope: !28)
!295 = !DILocation(line: 109, column: 5, scope: !28)
!296 = !DILocation(line: 110, column: 1, scope: !28)
!297 = distinct !DISubprogram(name: "guarded", linkageName: "_Z7guardedi", scope: !3, file: !3, line: 122, type: !29, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !298)
!298 = !{!299, !300}
!299 = !DILocalVariable(name: "x", arg: 1, scope: !297, file: !3, line: 122, type: !6)
!300 = !DILocalVariable(name: "e", scope: !297, file: !3, line: 126, type: !301)
!301 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!303 = !DILocation(line: 0, scope: !297)
!304 = !DILocalVariable(name: "x", arg: 1, scope: !305, file: !3, line: 115, type: !6)
!305 = distinct !DISubprogram(name: "may_throw", linkageName: "_ZL9may_throwi", scope: !3, file: !3, line: 115, type: !29, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!306 = !{!304}
!307 = !DILocation(line: 0, scope: !305, inlinedAt: !308)
!308 = distinct !DILocation(line: 125, column: 16, scope: !309)
!309 = distinct !DILexicalBlock(scope: !297, file: !3, line: 124, column: 9)
!310 = !DILocation(line: 117, column: 11, scope: !311, inlinedAt: !308)
!311 = distinct !DILexicalBlock(scope: !305, file: !3, line: 117, column: 9)
!312 = !DILocation(line: 117, column: 9, scope: !305, inlinedAt: !308)
!313 = !DILocation(line: 118, column: 9, scope: !311, inlinedAt: !308)
!314 = !DILocation(line: 118, column: 20, scope: !311, inlinedAt: !308)
!315 = !{!316, !127, i64 0}
!316 = !{!"_ZTS5Error", !127, i64 0}
!317 = !DILocation(line: 0, scope: !305, inlinedAt: !318)
!318 = distinct !DILocation(line: 125, column: 31, scope: !309)
!319 = !DILocation(line: 125, column: 29, scope: !309)
!320 = !DILocation(line: 125, column: 9, scope: !309)
!321 = !DILocation(line: 129, column: 1, scope: !309)
!322 = !DILocation(line: 126, column: 5, scope: !309)
!323 = !DILocation(line: 127, column: 18, scope: !324)
!324 = distinct !DILexicalBlock(scope: !297, file: !3, line: 126, column: 30)
!325 = !DILocation(line: 128, column: 5, scope: !324)
!326 = !DILocation(line: 129, column: 1, scope: !297)
