=== @g_counter
@g_counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !m0
=== @table
@table = dso_local local_unnamed_addr global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !m0
=== @.str
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
=== @_ZZ13computed_gotoE7targets
@_ZZ13computed_gotoE7targets = internal unnamed_addr constant [2 x i8*] [i8* blockaddress(@computed_goto, %return), i8* blockaddress(@computed_goto, %two)], align 16, !dbg !m0
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
=== @_ZTS5Error
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
=== @_ZTI5Error
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 8
=== @arith
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %y, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %u, metadata !m4, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !m5, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !m2
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !m6, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !m2
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !m7, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !m2
  %tobool.not = icmp eq i32 %y, 0, !dbg !m8
  br i1 %tobool.not, label %cond.end, label %cond.true, !dbg !m8

cond.true:                                        ; preds = %entry
  %div = sdiv i32 %x, %y, !dbg !m9
  br label %cond.end, !dbg !m8

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %entry ], !dbg !m8
  call void @llvm.dbg.value(metadata i32 %cond, metadata !m10, metadata !DIExpression()), !dbg !m2
  %tobool1.not = icmp eq i32 %u, 0, !dbg !m11
  br i1 %tobool1.not, label %cond.end4, label %cond.true2, !dbg !m11

cond.true2:                                       ; preds = %cond.end
  %rem = urem i32 %x, %u, !dbg !m12
  br label %cond.end4, !dbg !m11

cond.end4:                                        ; preds = %cond.end, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.end ], !dbg !m11
  %mul = mul nsw i32 %y, %x, !dbg !m13
  call void @llvm.dbg.value(metadata i32 %mul, metadata !m7, metadata !DIExpression()), !dbg !m2
  %sub = sub nsw i32 %x, %y, !dbg !m14
  call void @llvm.dbg.value(metadata i32 %sub, metadata !m6, metadata !DIExpression()), !dbg !m2
  %add = add nsw i32 %y, %x, !dbg !m15
  call void @llvm.dbg.value(metadata i32 %add, metadata !m5, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %cond5, metadata !m16, metadata !DIExpression()), !dbg !m2
  %shl = shl i32 %x, 3, !dbg !m17
  %shr = ashr i32 %y, 1, !dbg !m18
  %xor = xor i32 %shr, %shl, !dbg !m19
  %shr6 = lshr i32 %u, 2, !dbg !m20
  %xor7 = xor i32 %xor, %shr6, !dbg !m21
  call void @llvm.dbg.value(metadata i32 %xor7, metadata !m22, metadata !DIExpression()), !dbg !m2
  %and = and i32 %add, %sub, !dbg !m23
  %or = or i32 %and, %mul, !dbg !m24
  %or8 = or i32 %or, %xor7, !dbg !m25
  %or9 = or i32 %or8, %cond, !dbg !m26
  %or10 = or i32 %or9, %cond5, !dbg !m27
  ret i32 %or10, !dbg !m28
}
=== @llvm.dbg.declare
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #
=== @llvm.lifetime.start.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #
=== @llvm.lifetime.end.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #
=== @fp
; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata double %a, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata float %b, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i64 %n, metadata !m4, metadata !DIExpression()), !dbg !m2
  %fneg = fneg double %a, !dbg !m5
  %conv = fpext float %b to double, !dbg !m6
  %conv1 = sitofp i64 %n to double, !dbg !m7
  %0 = call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !m8
  call void @llvm.dbg.value(metadata double %0, metadata !m9, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata float undef, metadata !m10, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i64 undef, metadata !m11, metadata !DIExpression()), !dbg !m2
  %cmp = fcmp ogt double %0, 1.500000e+00, !dbg !m12
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !m13

cond.true:                                        ; preds = %entry
  %conv2 = fptrunc double %0 to float, !dbg !m14
  call void @llvm.dbg.value(metadata float %conv2, metadata !m10, metadata !DIExpression()), !dbg !m2
  %conv4 = fpext float %conv2 to double, !dbg !m15
  br label %cond.end, !dbg !m13

cond.false:                                       ; preds = %entry
  %conv3 = fptosi double %0 to i64, !dbg !m16
  call void @llvm.dbg.value(metadata i64 %conv3, metadata !m11, metadata !DIExpression()), !dbg !m2
  %conv5 = sitofp i64 %conv3 to double, !dbg !m17
  %div = fdiv double %conv5, 3.000000e+00, !dbg !m18
  br label %cond.end, !dbg !m13

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !m13
  ret double %cond, !dbg !m19
}
=== @llvm.fmuladd.f64
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #
=== @branches
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @branches(i32 noundef %k) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i32 %k, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 0, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 0, metadata !m4, metadata !DIExpression()), !dbg !m5
  %cmp17 = icmp sgt i32 %k, 0, !dbg !m6
  br i1 %cmp17, label %for.body, label %for.cond.cleanup, !dbg !m7

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %acc.1, %for.inc ], !dbg !m2
  %cmp3 = icmp sgt i32 %acc.0.lcssa, 100, !dbg !m8
  %sub4 = sub nsw i32 0, %acc.0.lcssa, !dbg !m9
  %cond = select i1 %cmp3, i32 %acc.0.lcssa, i32 %sub4, !dbg !m9
  ret i32 %cond, !dbg !m10

for.body:                                         ; preds = %entry, %for.inc
  %i.019 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %acc.018 = phi i32 [ %acc.1, %for.inc ], [ 0, %entry ]
  call void @llvm.dbg.value(metadata i32 %i.019, metadata !m4, metadata !DIExpression()), !dbg !m5
  call void @llvm.dbg.value(metadata i32 %acc.018, metadata !m3, metadata !DIExpression()), !dbg !m2
  %rem = urem i32 %i.019, 5, !dbg !m11
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !m12

sw.bb:                                            ; preds = %for.body
  %add = add nsw i32 %acc.018, 3, !dbg !m13
  call void @llvm.dbg.value(metadata i32 %add, metadata !m3, metadata !DIExpression()), !dbg !m2
  br label %for.inc, !dbg !m14

sw.bb1:                                           ; preds = %for.body
  %xor = xor i32 %i.019, %acc.018, !dbg !m15
  call void @llvm.dbg.value(metadata i32 %xor, metadata !m3, metadata !DIExpression()), !dbg !m2
  br label %for.inc, !dbg !m16

sw.bb2:                                           ; preds = %for.body
  %and = and i32 %i.019, 15, !dbg !m17
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [16 x i32], [16 x i32]* bitcast (<{ [8 x i32], [8 x i32] }>* @table to [16 x i32]*), i64 0, i64 %0, !dbg !m18
  %1 = load i32, i32* %arrayidx, align 4, !dbg !m18, !tbaa !m19
  %sub = sub nsw i32 %acc.018, %1, !dbg !m20
  call void @llvm.dbg.value(metadata i32 %sub, metadata !m3, metadata !DIExpression()), !dbg !m2
  br label %for.inc, !dbg !m21

sw.default:                                       ; preds = %for.body
  %mul = shl nsw i32 %acc.018, 1, !dbg !m22
  call void @llvm.dbg.value(metadata i32 %mul, metadata !m3, metadata !DIExpression()), !dbg !m2
  br label %for.inc, !dbg !m23

for.inc:                                          ; preds = %sw.bb, %sw.bb1, %sw.bb2, %sw.default
  %acc.1 = phi i32 [ %mul, %sw.default ], [ %sub, %sw.bb2 ], [ %xor, %sw.bb1 ], [ %add, %sw.bb ], !dbg !m24
  call void @llvm.dbg.value(metadata i32 %acc.1, metadata !m3, metadata !DIExpression()), !dbg !m2
  %inc = add nuw nsw i32 %i.019, 1, !dbg !m25
  call void @llvm.dbg.value(metadata i32 %inc, metadata !m4, metadata !DIExpression()), !dbg !m5
  %exitcond.not = icmp eq i32 %inc, %k, !dbg !m6
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !m7, !llvm.loop !m26
}
=== @sum_va
; Function Attrs: mustprogress nofree nosync nounwind uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) local_unnamed_addr # !dbg !m0 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %n, metadata !m1, metadata !DIExpression()), !dbg !m2
  %0 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*, !dbg !m3
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #, !dbg !m3
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %ap, metadata !m4, metadata !DIExpression()), !dbg !m5
  call void @llvm.va_start(i8* nonnull %0), !dbg !m6
  call void @llvm.dbg.value(metadata i32 0, metadata !m7, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 0, metadata !m8, metadata !DIExpression()), !dbg !m9
  %cmp9 = icmp sgt i32 %n, 0, !dbg !m10
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !m11

for.body.lr.ph:                                   ; preds = %entry
  %gp_offset_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 0
  %overflow_arg_area_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 2
  %1 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 3
  %reg_save_area = load i8*, i8** %1, align 16
  br label %for.body, !dbg !m11

for.cond.cleanup:                                 ; preds = %vaarg.end, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %vaarg.end ], !dbg !m2
  call void @llvm.va_end(i8* %0), !dbg !m12
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #, !dbg !m13
  ret i32 %s.0.lcssa, !dbg !m14

for.body:                                         ; preds = %for.body.lr.ph, %vaarg.end
  %i.011 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %vaarg.end ]
  %s.010 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %vaarg.end ]
  call void @llvm.dbg.value(metadata i32 %i.011, metadata !m8, metadata !DIExpression()), !dbg !m9
  call void @llvm.dbg.value(metadata i32 %s.010, metadata !m7, metadata !DIExpression()), !dbg !m2
  %gp_offset = load i32, i32* %gp_offset_p, align 16, !dbg !m15
  %fits_in_gp = icmp ult i32 %gp_offset, 41, !dbg !m15
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !m15

vaarg.in_reg:                                     ; preds = %for.body
  %2 = sext i32 %gp_offset to i64, !dbg !m15
  %3 = getelementptr i8, i8* %reg_save_area, i64 %2, !dbg !m15
  %4 = add i32 %gp_offset, 8, !dbg !m15
  store i32 %4, i32* %gp_offset_p, align 16, !dbg !m15
  br label %vaarg.end, !dbg !m15

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8, !dbg !m15
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i64 8, !dbg !m15
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8, !dbg !m15
  br label %vaarg.end, !dbg !m15

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr.in = phi i8* [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %vaarg.addr = bitcast i8* %vaarg.addr.in to i32*, !dbg !m15
  %5 = load i32, i32* %vaarg.addr, align 4, !dbg !m15
  %add = add nsw i32 %5, %s.010, !dbg !m16
  call void @llvm.dbg.value(metadata i32 %add, metadata !m7, metadata !DIExpression()), !dbg !m2
  %inc = add nuw nsw i32 %i.011, 1, !dbg !m17
  call void @llvm.dbg.value(metadata i32 %inc, metadata !m8, metadata !DIExpression()), !dbg !m9
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !m10
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !m11, !llvm.loop !m18
}
=== @llvm.va_start
; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #
=== @llvm.va_end
; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #
=== @calls
; Function Attrs: mustprogress uwtable
define dso_local i32 @calls(i8* noundef %s, i32 (i32)* nocapture noundef readonly %cb) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i8* %s, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 (i32)* %cb, metadata !m3, metadata !DIExpression()), !dbg !m2
  %call = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %s) #, !dbg !m4
  %conv = trunc i64 %call to i32, !dbg !m4
  call void @llvm.dbg.value(metadata i32 %conv, metadata !m5, metadata !DIExpression()), !dbg !m2
  %call1 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i8* noundef %s, i32 noundef %conv), !dbg !m6
  %call2 = call noundef i32 %cb(i32 noundef %conv), !dbg !m7
  %call3 = call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %conv, i32 noundef 2, i32 noundef 1), !dbg !m8
  %add = add nsw i32 %call3, %call2, !dbg !m9
  call void @llvm.dbg.value(metadata i32 %add, metadata !m10, metadata !DIExpression()), !dbg !m2
  %cmp = icmp eq i32 %add, 42, !dbg !m11
  br i1 %cmp, label %if.then, label %if.end, !dbg !m12

if.then:                                          ; preds = %entry
  call void @llvm.trap(), !dbg !m13
  unreachable, !dbg !m13

if.end:                                           ; preds = %entry
  ret i32 %add, !dbg !m14
}
=== @strlen
; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #
=== @printf
; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #
=== @llvm.trap
; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #
=== @vla
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @vla(i32 noundef %n) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !m1, metadata !DIExpression()), !dbg !m2
  %0 = zext i32 %n to i64, !dbg !m3
  %vla = alloca i32, i64 %0, align 16, !dbg !m3
  call void @llvm.dbg.value(metadata i64 %0, metadata !m4, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.declare(metadata i32* %vla, metadata !m5, metadata !DIExpression()), !dbg !m6
  call void @llvm.dbg.value(metadata i32 0, metadata !m7, metadata !DIExpression()), !dbg !m8
  %cmp10 = icmp sgt i32 %n, 0, !dbg !m9
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup, !dbg !m10

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !m9
  br label %for.body, !dbg !m10

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %div = sdiv i32 %n, 2, !dbg !m11
  %idxprom1 = sext i32 %div to i64, !dbg !m12
  %arrayidx2 = getelementptr inbounds i32, i32* %vla, i64 %idxprom1, !dbg !m12
  %1 = load i32, i32* %arrayidx2, align 4, !dbg !m12, !tbaa !m13
  ret i32 %1, !dbg !m14

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !m7, metadata !DIExpression()), !dbg !m8
  %2 = trunc i64 %indvars.iv to i32, !dbg !m15
  %mul = mul nsw i32 %2, %2, !dbg !m15
  %arrayidx = getelementptr inbounds i32, i32* %vla, i64 %indvars.iv, !dbg !m16
  store i32 %mul, i32* %arrayidx, align 4, !dbg !m17, !tbaa !m13
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !m18
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !m7, metadata !DIExpression()), !dbg !m8
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !m9
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !m10, !llvm.loop !m19
}
=== @atomics
; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atomics(i32* nocapture noundef %p, i32 noundef %v) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i32* %p, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %v, metadata !m3, metadata !DIExpression()), !dbg !m2
  %0 = atomicrmw add i32* %p, i32 %v seq_cst, align 4, !dbg !m4
  call void @llvm.dbg.value(metadata i32 %0, metadata !m5, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %0, metadata !m6, metadata !DIExpression()), !dbg !m2
  %1 = cmpxchg i32* %p, i32 %0, i32 %v acq_rel acquire, align 4, !dbg !m7
  %2 = extractvalue { i32, i1 } %1, 0
  call void @llvm.dbg.value(metadata i32 %2, metadata !m6, metadata !DIExpression()), !dbg !m2
  fence seq_cst, !dbg !m8
  store atomic i32 %2, i32* @g_counter release, align 4, !dbg !m9
  %3 = load atomic i32, i32* @g_counter acquire, align 4, !dbg !m10
  ret i32 %3, !dbg !m11
}
=== @vectors
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata <4 x float> %b, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata float %s, metadata !m4, metadata !DIExpression()), !dbg !m2
  %mul = fmul <4 x float> %a, %b, !dbg !m5
  call void @llvm.dbg.value(metadata <4 x float> %mul, metadata !m6, metadata !DIExpression()), !dbg !m2
  %vecins = insertelement <4 x float> %mul, float %s, i64 2, !dbg !m7
  call void @llvm.dbg.value(metadata <4 x float> %vecins, metadata !m6, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata float undef, metadata !m8, metadata !DIExpression()), !dbg !m2
  %shuffle = shufflevector <4 x float> %vecins, <4 x float> %a, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !m9
  call void @llvm.dbg.value(metadata <4 x float> %shuffle, metadata !m10, metadata !DIExpression()), !dbg !m2
  %splat.splat = shufflevector <4 x float> %mul, <4 x float> undef, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !m11
  %add = fadd <4 x float> %splat.splat, %shuffle, !dbg !m12
  ret <4 x float> %add, !dbg !m13
}
=== @make_pair
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) local_unnamed_addr # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i32 %a, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata double %b, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %a, metadata !m4, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !m2
  call void @llvm.dbg.value(metadata double %b, metadata !m4, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !m2
  %.fca.0.insert = insertvalue { i32, double } poison, i32 %a, 0, !dbg !m5
  %.fca.1.insert = insertvalue { i32, double } %.fca.0.insert, double %b, 1, !dbg !m5
  ret { i32, double } %.fca.1.insert, !dbg !m5
}
=== @computed_goto
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @computed_goto(i32 noundef %i) # !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i32 %i, metadata !m1, metadata !DIExpression()), !dbg !m2
  %and = and i32 %i, 1, !dbg !m3
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i8*], [2 x i8*]* @_ZZ13computed_gotoE7targets, i64 0, i64 %0, !dbg !m4
  %1 = load i8*, i8** %arrayidx, align 8, !dbg !m4, !tbaa !m5
  indirectbr i8* %1, [label %return, label %two]

two:                                              ; preds = %entry
  call void @llvm.dbg.label(metadata !m6), !dbg !m7
  br label %return, !dbg !m8

return:                                           ; preds = %entry, %two
  %retval.0 = phi i32 [ 2, %two ], [ 1, %entry ], !dbg !m2
  ret i32 %retval.0, !dbg !m9
}
=== @llvm.dbg.label
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #
=== @_Z7guardedi
; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !m0 {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %x, metadata !m3, metadata !DIExpression()), !dbg !m4
  %cmp.i = icmp slt i32 %x, 0, !dbg !m5
  br i1 %cmp.i, label %if.then.i, label %_ZL9may_throwi.exit16, !dbg !m6

if.then.i:                                        ; preds = %entry
  %exception.i = call i8* @__cxa_allocate_exception(i64 4) #, !dbg !m7
  %code.i = bitcast i8* %exception.i to i32*, !dbg !m8
  store i32 %x, i32* %code.i, align 16, !dbg !m8, !tbaa !m9
  invoke void @__cxa_throw(i8* %exception.i, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* null) #
          to label %.noexc unwind label %lpad, !dbg !m7

.noexc:                                           ; preds = %if.then.i
  unreachable, !dbg !m7

_ZL9may_throwi.exit16:                            ; preds = %entry
  call void @llvm.dbg.value(metadata i32 %x, metadata !m3, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !m10
  call void @llvm.dbg.value(metadata i32 %x, metadata !m3, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !m10
  %reass.add = shl i32 %x, 2, !dbg !m11
  %mul.i17 = or i32 %reass.add, 2, !dbg !m11
  br label %return, !dbg !m12

lpad:                                             ; preds = %if.then.i
  %0 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !m13
  %1 = extractvalue { i8*, i32 } %0, 1, !dbg !m13
  %2 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #, !dbg !m14
  %matches = icmp eq i32 %1, %2, !dbg !m14
  br i1 %matches, label %catch, label %eh.resume, !dbg !m14

catch:                                            ; preds = %lpad
  %3 = extractvalue { i8*, i32 } %0, 0, !dbg !m13
  %4 = call i8* @__cxa_begin_catch(i8* %3) #, !dbg !m14
  call void @llvm.dbg.value(metadata i8* %4, metadata !m15, metadata !DIExpression()), !dbg !m2
  %code = bitcast i8* %4 to i32*, !dbg !m16
  %5 = load i32, i32* %code, align 4, !dbg !m16, !tbaa !m9
  call void @__cxa_end_catch(), !dbg !m17
  br label %return

return:                                           ; preds = %catch, %_ZL9may_throwi.exit16
  %retval.0 = phi i32 [ %mul.i17, %_ZL9may_throwi.exit16 ], [ %5, %catch ], !dbg !m2
  ret i32 %retval.0, !dbg !m18

eh.resume:                                        ; preds = %lpad
  resume { i8*, i32 } %0, !dbg !m14
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @llvm.eh.typeid.for
; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #
=== @__cxa_begin_catch
declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr
=== @__cxa_end_catch
declare void @__cxa_end_catch() local_unnamed_addr
=== @__cxa_allocate_exception
declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr
=== @__cxa_throw
declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr
=== @llvm.dbg.value
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #
