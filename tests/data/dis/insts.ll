=== @g_counter
@g_counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !
=== @table
@table = dso_local local_unnamed_addr global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !
=== @.str
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
=== @_ZZ13computed_gotoE7targets
@_ZZ13computed_gotoE7targets = internal unnamed_addr constant [2 x i8*] [i8* blockaddress(@computed_goto, %return), i8* blockaddress(@computed_goto, %two)], align 16, !dbg !
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
=== @_ZTS5Error
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
=== @_ZTI5Error
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 8
=== @arith
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %y, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %u, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !
  %tobool.not = icmp eq i32 %y, 0, !dbg !
  br i1 %tobool.not, label %cond.end, label %cond.true, !dbg !

cond.true:                                        ; preds = %entry
  %div = sdiv i32 %x, %y, !dbg !
  br label %cond.end, !dbg !

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %entry ], !dbg !
  call void @llvm.dbg.value(metadata i32 %cond, metadata !, metadata !DIExpression()), !dbg !
  %tobool1.not = icmp eq i32 %u, 0, !dbg !
  br i1 %tobool1.not, label %cond.end4, label %cond.true2, !dbg !

cond.true2:                                       ; preds = %cond.end
  %rem = urem i32 %x, %u, !dbg !
  br label %cond.end4, !dbg !

cond.end4:                                        ; preds = %cond.end, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.end ], !dbg !
  %mul = mul nsw i32 %y, %x, !dbg !
  call void @llvm.dbg.value(metadata i32 %mul, metadata !, metadata !DIExpression()), !dbg !
  %sub = sub nsw i32 %x, %y, !dbg !
  call void @llvm.dbg.value(metadata i32 %sub, metadata !, metadata !DIExpression()), !dbg !
  %add = add nsw i32 %y, %x, !dbg !
  call void @llvm.dbg.value(metadata i32 %add, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %cond5, metadata !, metadata !DIExpression()), !dbg !
  %shl = shl i32 %x, 3, !dbg !
  %shr = ashr i32 %y, 1, !dbg !
  %xor = xor i32 %shr, %shl, !dbg !
  %shr6 = lshr i32 %u, 2, !dbg !
  %xor7 = xor i32 %xor, %shr6, !dbg !
  call void @llvm.dbg.value(metadata i32 %xor7, metadata !, metadata !DIExpression()), !dbg !
  %and = and i32 %add, %sub, !dbg !
  %or = or i32 %and, %mul, !dbg !
  %or8 = or i32 %or, %xor7, !dbg !
  %or9 = or i32 %or8, %cond, !dbg !
  %or10 = or i32 %or9, %cond5, !dbg !
  ret i32 %or10, !dbg !
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
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata double %a, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata float %b, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i64 %n, metadata !, metadata !DIExpression()), !dbg !
  %fneg = fneg double %a, !dbg !
  %conv = fpext float %b to double, !dbg !
  %conv1 = sitofp i64 %n to double, !dbg !
  %0 = call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !
  call void @llvm.dbg.value(metadata double %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata float undef, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i64 undef, metadata !, metadata !DIExpression()), !dbg !
  %cmp = fcmp ogt double %0, 1.500000e+00, !dbg !
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !

cond.true:                                        ; preds = %entry
  %conv2 = fptrunc double %0 to float, !dbg !
  call void @llvm.dbg.value(metadata float %conv2, metadata !, metadata !DIExpression()), !dbg !
  %conv4 = fpext float %conv2 to double, !dbg !
  br label %cond.end, !dbg !

cond.false:                                       ; preds = %entry
  %conv3 = fptosi double %0 to i64, !dbg !
  call void @llvm.dbg.value(metadata i64 %conv3, metadata !, metadata !DIExpression()), !dbg !
  %conv5 = sitofp i64 %conv3 to double, !dbg !
  %div = fdiv double %conv5, 3.000000e+00, !dbg !
  br label %cond.end, !dbg !

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !
  ret double %cond, !dbg !
}
=== @llvm.fmuladd.f64
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #
=== @branches
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @branches(i32 noundef %k) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i32 %k, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 0, metadata !, metadata !DIExpression()), !dbg !
  %cmp17 = icmp sgt i32 %k, 0, !dbg !
  br i1 %cmp17, label %for.body, label %for.cond.cleanup, !dbg !

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %acc.1, %for.inc ], !dbg !
  %cmp3 = icmp sgt i32 %acc.0.lcssa, 100, !dbg !
  %sub4 = sub nsw i32 0, %acc.0.lcssa, !dbg !
  %cond = select i1 %cmp3, i32 %acc.0.lcssa, i32 %sub4, !dbg !
  ret i32 %cond, !dbg !

for.body:                                         ; preds = %entry, %for.inc
  %i.019 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %acc.018 = phi i32 [ %acc.1, %for.inc ], [ 0, %entry ]
  call void @llvm.dbg.value(metadata i32 %i.019, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %acc.018, metadata !, metadata !DIExpression()), !dbg !
  %rem = urem i32 %i.019, 5, !dbg !
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !

sw.bb:                                            ; preds = %for.body
  %add = add nsw i32 %acc.018, 3, !dbg !
  call void @llvm.dbg.value(metadata i32 %add, metadata !, metadata !DIExpression()), !dbg !
  br label %for.inc, !dbg !

sw.bb1:                                           ; preds = %for.body
  %xor = xor i32 %i.019, %acc.018, !dbg !
  call void @llvm.dbg.value(metadata i32 %xor, metadata !, metadata !DIExpression()), !dbg !
  br label %for.inc, !dbg !

sw.bb2:                                           ; preds = %for.body
  %and = and i32 %i.019, 15, !dbg !
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [16 x i32], [16 x i32]* bitcast (<{ [8 x i32], [8 x i32] }>* @table to [16 x i32]*), i64 0, i64 %0, !dbg !
  %1 = load i32, i32* %arrayidx, align 4, !dbg !, !tbaa !
  %sub = sub nsw i32 %acc.018, %1, !dbg !
  call void @llvm.dbg.value(metadata i32 %sub, metadata !, metadata !DIExpression()), !dbg !
  br label %for.inc, !dbg !

sw.default:                                       ; preds = %for.body
  %mul = shl nsw i32 %acc.018, 1, !dbg !
  call void @llvm.dbg.value(metadata i32 %mul, metadata !, metadata !DIExpression()), !dbg !
  br label %for.inc, !dbg !

for.inc:                                          ; preds = %sw.bb, %sw.bb1, %sw.bb2, %sw.default
  %acc.1 = phi i32 [ %mul, %sw.default ], [ %sub, %sw.bb2 ], [ %xor, %sw.bb1 ], [ %add, %sw.bb ], !dbg !
  call void @llvm.dbg.value(metadata i32 %acc.1, metadata !, metadata !DIExpression()), !dbg !
  %inc = add nuw nsw i32 %i.019, 1, !dbg !
  call void @llvm.dbg.value(metadata i32 %inc, metadata !, metadata !DIExpression()), !dbg !
  %exitcond.not = icmp eq i32 %inc, %k, !dbg !
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !, !llvm.loop !
}
=== @sum_va
; Function Attrs: mustprogress nofree nosync nounwind uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) local_unnamed_addr # !dbg ! {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %n, metadata !, metadata !DIExpression()), !dbg !
  %0 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*, !dbg !
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #, !dbg !
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %ap, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.va_start(i8* nonnull %0), !dbg !
  call void @llvm.dbg.value(metadata i32 0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 0, metadata !, metadata !DIExpression()), !dbg !
  %cmp9 = icmp sgt i32 %n, 0, !dbg !
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !

for.body.lr.ph:                                   ; preds = %entry
  %gp_offset_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 0
  %overflow_arg_area_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 2
  %1 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 3
  %reg_save_area = load i8*, i8** %1, align 16
  br label %for.body, !dbg !

for.cond.cleanup:                                 ; preds = %vaarg.end, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %vaarg.end ], !dbg !
  call void @llvm.va_end(i8* %0), !dbg !
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #, !dbg !
  ret i32 %s.0.lcssa, !dbg !

for.body:                                         ; preds = %for.body.lr.ph, %vaarg.end
  %i.011 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %vaarg.end ]
  %s.010 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %vaarg.end ]
  call void @llvm.dbg.value(metadata i32 %i.011, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %s.010, metadata !, metadata !DIExpression()), !dbg !
  %gp_offset = load i32, i32* %gp_offset_p, align 16, !dbg !
  %fits_in_gp = icmp ult i32 %gp_offset, 41, !dbg !
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !

vaarg.in_reg:                                     ; preds = %for.body
  %2 = sext i32 %gp_offset to i64, !dbg !
  %3 = getelementptr i8, i8* %reg_save_area, i64 %2, !dbg !
  %4 = add i32 %gp_offset, 8, !dbg !
  store i32 %4, i32* %gp_offset_p, align 16, !dbg !
  br label %vaarg.end, !dbg !

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8, !dbg !
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i64 8, !dbg !
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8, !dbg !
  br label %vaarg.end, !dbg !

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr.in = phi i8* [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %vaarg.addr = bitcast i8* %vaarg.addr.in to i32*, !dbg !
  %5 = load i32, i32* %vaarg.addr, align 4, !dbg !
  %add = add nsw i32 %5, %s.010, !dbg !
  call void @llvm.dbg.value(metadata i32 %add, metadata !, metadata !DIExpression()), !dbg !
  %inc = add nuw nsw i32 %i.011, 1, !dbg !
  call void @llvm.dbg.value(metadata i32 %inc, metadata !, metadata !DIExpression()), !dbg !
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !, !llvm.loop !
}
=== @llvm.va_start
; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #
=== @llvm.va_end
; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #
=== @calls
; Function Attrs: mustprogress uwtable
define dso_local i32 @calls(i8* noundef %s, i32 (i32)* nocapture noundef readonly %cb) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i8* %s, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 (i32)* %cb, metadata !, metadata !DIExpression()), !dbg !
  %call = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %s) #, !dbg !
  %conv = trunc i64 %call to i32, !dbg !
  call void @llvm.dbg.value(metadata i32 %conv, metadata !, metadata !DIExpression()), !dbg !
  %call1 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i8* noundef %s, i32 noundef %conv), !dbg !
  %call2 = call noundef i32 %cb(i32 noundef %conv), !dbg !
  %call3 = call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %conv, i32 noundef 2, i32 noundef 1), !dbg !
  %add = add nsw i32 %call3, %call2, !dbg !
  call void @llvm.dbg.value(metadata i32 %add, metadata !, metadata !DIExpression()), !dbg !
  %cmp = icmp eq i32 %add, 42, !dbg !
  br i1 %cmp, label %if.then, label %if.end, !dbg !

if.then:                                          ; preds = %entry
  call void @llvm.trap(), !dbg !
  unreachable, !dbg !

if.end:                                           ; preds = %entry
  ret i32 %add, !dbg !
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
define dso_local i32 @vla(i32 noundef %n) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !, metadata !DIExpression()), !dbg !
  %0 = zext i32 %n to i64, !dbg !
  %vla = alloca i32, i64 %0, align 16, !dbg !
  call void @llvm.dbg.value(metadata i64 %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.declare(metadata i32* %vla, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 0, metadata !, metadata !DIExpression()), !dbg !
  %cmp10 = icmp sgt i32 %n, 0, !dbg !
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup, !dbg !

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !
  br label %for.body, !dbg !

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %div = sdiv i32 %n, 2, !dbg !
  %idxprom1 = sext i32 %div to i64, !dbg !
  %arrayidx2 = getelementptr inbounds i32, i32* %vla, i64 %idxprom1, !dbg !
  %1 = load i32, i32* %arrayidx2, align 4, !dbg !, !tbaa !
  ret i32 %1, !dbg !

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !, metadata !DIExpression()), !dbg !
  %2 = trunc i64 %indvars.iv to i32, !dbg !
  %mul = mul nsw i32 %2, %2, !dbg !
  %arrayidx = getelementptr inbounds i32, i32* %vla, i64 %indvars.iv, !dbg !
  store i32 %mul, i32* %arrayidx, align 4, !dbg !, !tbaa !
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !, metadata !DIExpression()), !dbg !
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !, !llvm.loop !
}
=== @atomics
; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atomics(i32* nocapture noundef %p, i32 noundef %v) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i32* %p, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %v, metadata !, metadata !DIExpression()), !dbg !
  %0 = atomicrmw add i32* %p, i32 %v seq_cst, align 4, !dbg !
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  %1 = cmpxchg i32* %p, i32 %0, i32 %v acq_rel acquire, align 4, !dbg !
  %2 = extractvalue { i32, i1 } %1, 0
  call void @llvm.dbg.value(metadata i32 %2, metadata !, metadata !DIExpression()), !dbg !
  fence seq_cst, !dbg !
  store atomic i32 %2, i32* @g_counter release, align 4, !dbg !
  %3 = load atomic i32, i32* @g_counter acquire, align 4, !dbg !
  ret i32 %3, !dbg !
}
=== @vectors
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata <4 x float> %b, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata float %s, metadata !, metadata !DIExpression()), !dbg !
  %mul = fmul <4 x float> %a, %b, !dbg !
  call void @llvm.dbg.value(metadata <4 x float> %mul, metadata !, metadata !DIExpression()), !dbg !
  %vecins = insertelement <4 x float> %mul, float %s, i64 2, !dbg !
  call void @llvm.dbg.value(metadata <4 x float> %vecins, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata float undef, metadata !, metadata !DIExpression()), !dbg !
  %shuffle = shufflevector <4 x float> %vecins, <4 x float> %a, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !
  call void @llvm.dbg.value(metadata <4 x float> %shuffle, metadata !, metadata !DIExpression()), !dbg !
  %splat.splat = shufflevector <4 x float> %mul, <4 x float> undef, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !
  %add = fadd <4 x float> %splat.splat, %shuffle, !dbg !
  ret <4 x float> %add, !dbg !
}
=== @make_pair
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) local_unnamed_addr # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i32 %a, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata double %b, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %a, metadata !, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !
  call void @llvm.dbg.value(metadata double %b, metadata !, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !
  %.fca.0.insert = insertvalue { i32, double } poison, i32 %a, 0, !dbg !
  %.fca.1.insert = insertvalue { i32, double } %.fca.0.insert, double %b, 1, !dbg !
  ret { i32, double } %.fca.1.insert, !dbg !
}
=== @computed_goto
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @computed_goto(i32 noundef %i) # !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i32 %i, metadata !, metadata !DIExpression()), !dbg !
  %and = and i32 %i, 1, !dbg !
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i8*], [2 x i8*]* @_ZZ13computed_gotoE7targets, i64 0, i64 %0, !dbg !
  %1 = load i8*, i8** %arrayidx, align 8, !dbg !, !tbaa !
  indirectbr i8* %1, [label %return, label %two]

two:                                              ; preds = %entry
  call void @llvm.dbg.label(metadata !), !dbg !
  br label %return, !dbg !

return:                                           ; preds = %entry, %two
  %retval.0 = phi i32 [ 2, %two ], [ 1, %entry ], !dbg !
  ret i32 %retval.0, !dbg !
}
=== @llvm.dbg.label
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #
=== @_Z7guardedi
; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg ! {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %x, metadata !, metadata !DIExpression()), !dbg !
  %cmp.i = icmp slt i32 %x, 0, !dbg !
  br i1 %cmp.i, label %if.then.i, label %_ZL9may_throwi.exit16, !dbg !

if.then.i:                                        ; preds = %entry
  %exception.i = call i8* @__cxa_allocate_exception(i64 4) #, !dbg !
  %code.i = bitcast i8* %exception.i to i32*, !dbg !
  store i32 %x, i32* %code.i, align 16, !dbg !, !tbaa !
  invoke void @__cxa_throw(i8* %exception.i, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* null) #
          to label %.noexc unwind label %lpad, !dbg !

.noexc:                                           ; preds = %if.then.i
  unreachable, !dbg !

_ZL9may_throwi.exit16:                            ; preds = %entry
  call void @llvm.dbg.value(metadata i32 %x, metadata !, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !
  call void @llvm.dbg.value(metadata i32 %x, metadata !, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !
  %reass.add = shl i32 %x, 2, !dbg !
  %mul.i17 = or i32 %reass.add, 2, !dbg !
  br label %return, !dbg !

lpad:                                             ; preds = %if.then.i
  %0 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !
  %1 = extractvalue { i8*, i32 } %0, 1, !dbg !
  %2 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #, !dbg !
  %matches = icmp eq i32 %1, %2, !dbg !
  br i1 %matches, label %catch, label %eh.resume, !dbg !

catch:                                            ; preds = %lpad
  %3 = extractvalue { i8*, i32 } %0, 0, !dbg !
  %4 = call i8* @__cxa_begin_catch(i8* %3) #, !dbg !
  call void @llvm.dbg.value(metadata i8* %4, metadata !, metadata !DIExpression()), !dbg !
  %code = bitcast i8* %4 to i32*, !dbg !
  %5 = load i32, i32* %code, align 4, !dbg !, !tbaa !
  call void @__cxa_end_catch(), !dbg !
  br label %return

return:                                           ; preds = %catch, %_ZL9may_throwi.exit16
  %retval.0 = phi i32 [ %mul.i17, %_ZL9may_throwi.exit16 ], [ %5, %catch ], !dbg !
  ret i32 %retval.0, !dbg !

eh.resume:                                        ; preds = %lpad
  resume { i8*, i32 } %0, !dbg !
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
