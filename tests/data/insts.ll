; ModuleID = 'insts.bc'
source_filename = "src/insts.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

$_ZTS5Error = comdat any

$_ZTI5Error = comdat any

@g_counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@table = dso_local local_unnamed_addr global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !14
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@_ZZ13computed_gotoE7targets = internal unnamed_addr constant [2 x i8*] [i8* blockaddress(@computed_goto, %return), i8* blockaddress(@computed_goto, %two)], align 16, !dbg !19
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Error, i32 0, i32 0) }, comdat, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) local_unnamed_addr #0 !dbg !39 {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !43, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %y, metadata !44, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %u, metadata !45, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !46, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !52
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !47, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !52
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %y), metadata !48, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value)), !dbg !52
  %tobool.not = icmp eq i32 %y, 0, !dbg !53
  br i1 %tobool.not, label %cond.end, label %cond.true, !dbg !53

cond.true:                                        ; preds = %entry
  %div = sdiv i32 %x, %y, !dbg !54
  br label %cond.end, !dbg !53

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %entry ], !dbg !53
  call void @llvm.dbg.value(metadata i32 %cond, metadata !49, metadata !DIExpression()), !dbg !52
  %tobool1.not = icmp eq i32 %u, 0, !dbg !55
  br i1 %tobool1.not, label %cond.end4, label %cond.true2, !dbg !55

cond.true2:                                       ; preds = %cond.end
  %rem = urem i32 %x, %u, !dbg !56
  br label %cond.end4, !dbg !55

cond.end4:                                        ; preds = %cond.end, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.end ], !dbg !55
  %mul = mul nsw i32 %y, %x, !dbg !57
  call void @llvm.dbg.value(metadata i32 %mul, metadata !48, metadata !DIExpression()), !dbg !52
  %sub = sub nsw i32 %x, %y, !dbg !58
  call void @llvm.dbg.value(metadata i32 %sub, metadata !47, metadata !DIExpression()), !dbg !52
  %add = add nsw i32 %y, %x, !dbg !59
  call void @llvm.dbg.value(metadata i32 %add, metadata !46, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %cond5, metadata !50, metadata !DIExpression()), !dbg !52
  %shl = shl i32 %x, 3, !dbg !60
  %shr = ashr i32 %y, 1, !dbg !61
  %xor = xor i32 %shr, %shl, !dbg !62
  %shr6 = lshr i32 %u, 2, !dbg !63
  %xor7 = xor i32 %xor, %shr6, !dbg !64
  call void @llvm.dbg.value(metadata i32 %xor7, metadata !51, metadata !DIExpression()), !dbg !52
  %and = and i32 %add, %sub, !dbg !65
  %or = or i32 %and, %mul, !dbg !66
  %or8 = or i32 %or, %xor7, !dbg !67
  %or9 = or i32 %or8, %cond, !dbg !68
  %or10 = or i32 %or9, %cond5, !dbg !69
  ret i32 %or10, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) local_unnamed_addr #3 !dbg !71 {
entry:
  call void @llvm.dbg.value(metadata double %a, metadata !75, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata float %b, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %n, metadata !77, metadata !DIExpression()), !dbg !81
  %fneg = fneg double %a, !dbg !82
  %conv = fpext float %b to double, !dbg !83
  %conv1 = sitofp i64 %n to double, !dbg !84
  %0 = call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !85
  call void @llvm.dbg.value(metadata double %0, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata float undef, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 undef, metadata !80, metadata !DIExpression()), !dbg !81
  %cmp = fcmp ogt double %0, 1.500000e+00, !dbg !86
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !87

cond.true:                                        ; preds = %entry
  %conv2 = fptrunc double %0 to float, !dbg !88
  call void @llvm.dbg.value(metadata float %conv2, metadata !79, metadata !DIExpression()), !dbg !81
  %conv4 = fpext float %conv2 to double, !dbg !89
  br label %cond.end, !dbg !87

cond.false:                                       ; preds = %entry
  %conv3 = fptosi double %0 to i64, !dbg !90
  call void @llvm.dbg.value(metadata i64 %conv3, metadata !80, metadata !DIExpression()), !dbg !81
  %conv5 = sitofp i64 %conv3 to double, !dbg !91
  %div = fdiv double %conv5, 3.000000e+00, !dbg !92
  br label %cond.end, !dbg !87

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !87
  ret double %cond, !dbg !93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @branches(i32 noundef %k) local_unnamed_addr #4 !dbg !94 {
entry:
  call void @llvm.dbg.value(metadata i32 %k, metadata !96, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  %cmp17 = icmp sgt i32 %k, 0, !dbg !102
  br i1 %cmp17, label %for.body, label %for.cond.cleanup, !dbg !104

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %acc.1, %for.inc ], !dbg !100
  %cmp3 = icmp sgt i32 %acc.0.lcssa, 100, !dbg !105
  %sub4 = sub nsw i32 0, %acc.0.lcssa, !dbg !106
  %cond = select i1 %cmp3, i32 %acc.0.lcssa, i32 %sub4, !dbg !106
  ret i32 %cond, !dbg !107

for.body:                                         ; preds = %entry, %for.inc
  %i.019 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %acc.018 = phi i32 [ %acc.1, %for.inc ], [ 0, %entry ]
  call void @llvm.dbg.value(metadata i32 %i.019, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 %acc.018, metadata !97, metadata !DIExpression()), !dbg !100
  %rem = urem i32 %i.019, 5, !dbg !108
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !110

sw.bb:                                            ; preds = %for.body
  %add = add nsw i32 %acc.018, 3, !dbg !111
  call void @llvm.dbg.value(metadata i32 %add, metadata !97, metadata !DIExpression()), !dbg !100
  br label %for.inc, !dbg !113

sw.bb1:                                           ; preds = %for.body
  %xor = xor i32 %i.019, %acc.018, !dbg !114
  call void @llvm.dbg.value(metadata i32 %xor, metadata !97, metadata !DIExpression()), !dbg !100
  br label %for.inc, !dbg !115

sw.bb2:                                           ; preds = %for.body
  %and = and i32 %i.019, 15, !dbg !116
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [16 x i32], [16 x i32]* bitcast (<{ [8 x i32], [8 x i32] }>* @table to [16 x i32]*), i64 0, i64 %0, !dbg !117
  %1 = load i32, i32* %arrayidx, align 4, !dbg !117, !tbaa !118
  %sub = sub nsw i32 %acc.018, %1, !dbg !122
  call void @llvm.dbg.value(metadata i32 %sub, metadata !97, metadata !DIExpression()), !dbg !100
  br label %for.inc, !dbg !123

sw.default:                                       ; preds = %for.body
  %mul = shl nsw i32 %acc.018, 1, !dbg !124
  call void @llvm.dbg.value(metadata i32 %mul, metadata !97, metadata !DIExpression()), !dbg !100
  br label %for.inc, !dbg !125

for.inc:                                          ; preds = %sw.bb, %sw.bb1, %sw.bb2, %sw.default
  %acc.1 = phi i32 [ %mul, %sw.default ], [ %sub, %sw.bb2 ], [ %xor, %sw.bb1 ], [ %add, %sw.bb ], !dbg !126
  call void @llvm.dbg.value(metadata i32 %acc.1, metadata !97, metadata !DIExpression()), !dbg !100
  %inc = add nuw nsw i32 %i.019, 1, !dbg !127
  call void @llvm.dbg.value(metadata i32 %inc, metadata !98, metadata !DIExpression()), !dbg !101
  %exitcond.not = icmp eq i32 %inc, %k, !dbg !102
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !104, !llvm.loop !128
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) local_unnamed_addr #5 !dbg !132 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %n, metadata !136, metadata !DIExpression()), !dbg !156
  %0 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*, !dbg !157
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #14, !dbg !157
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %ap, metadata !137, metadata !DIExpression()), !dbg !158
  call void @llvm.va_start(i8* nonnull %0), !dbg !159
  call void @llvm.dbg.value(metadata i32 0, metadata !153, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !160
  %cmp9 = icmp sgt i32 %n, 0, !dbg !161
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !163

for.body.lr.ph:                                   ; preds = %entry
  %gp_offset_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 0
  %overflow_arg_area_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 2
  %1 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 3
  %reg_save_area = load i8*, i8** %1, align 16
  br label %for.body, !dbg !163

for.cond.cleanup:                                 ; preds = %vaarg.end, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %vaarg.end ], !dbg !156
  call void @llvm.va_end(i8* %0), !dbg !164
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #14, !dbg !165
  ret i32 %s.0.lcssa, !dbg !166

for.body:                                         ; preds = %for.body.lr.ph, %vaarg.end
  %i.011 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %vaarg.end ]
  %s.010 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %vaarg.end ]
  call void @llvm.dbg.value(metadata i32 %i.011, metadata !154, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i32 %s.010, metadata !153, metadata !DIExpression()), !dbg !156
  %gp_offset = load i32, i32* %gp_offset_p, align 16, !dbg !167
  %fits_in_gp = icmp ult i32 %gp_offset, 41, !dbg !167
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !167

vaarg.in_reg:                                     ; preds = %for.body
  %2 = sext i32 %gp_offset to i64, !dbg !167
  %3 = getelementptr i8, i8* %reg_save_area, i64 %2, !dbg !167
  %4 = add i32 %gp_offset, 8, !dbg !167
  store i32 %4, i32* %gp_offset_p, align 16, !dbg !167
  br label %vaarg.end, !dbg !167

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8, !dbg !167
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i64 8, !dbg !167
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8, !dbg !167
  br label %vaarg.end, !dbg !167

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr.in = phi i8* [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %vaarg.addr = bitcast i8* %vaarg.addr.in to i32*, !dbg !167
  %5 = load i32, i32* %vaarg.addr, align 4, !dbg !167
  %add = add nsw i32 %5, %s.010, !dbg !168
  call void @llvm.dbg.value(metadata i32 %add, metadata !153, metadata !DIExpression()), !dbg !156
  %inc = add nuw nsw i32 %i.011, 1, !dbg !169
  call void @llvm.dbg.value(metadata i32 %inc, metadata !154, metadata !DIExpression()), !dbg !160
  %exitcond.not = icmp eq i32 %inc, %n, !dbg !161
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !163, !llvm.loop !170
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress uwtable
define dso_local i32 @calls(i8* noundef %s, i32 (i32)* nocapture noundef readonly %cb) local_unnamed_addr #7 !dbg !172 {
entry:
  call void @llvm.dbg.value(metadata i8* %s, metadata !180, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 (i32)* %cb, metadata !181, metadata !DIExpression()), !dbg !184
  %call = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %s) #15, !dbg !185
  %conv = trunc i64 %call to i32, !dbg !185
  call void @llvm.dbg.value(metadata i32 %conv, metadata !182, metadata !DIExpression()), !dbg !184
  %call1 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i8* noundef %s, i32 noundef %conv), !dbg !186
  %call2 = call noundef i32 %cb(i32 noundef %conv), !dbg !187
  %call3 = call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %conv, i32 noundef 2, i32 noundef 1), !dbg !188
  %add = add nsw i32 %call3, %call2, !dbg !189
  call void @llvm.dbg.value(metadata i32 %add, metadata !183, metadata !DIExpression()), !dbg !184
  %cmp = icmp eq i32 %add, 42, !dbg !190
  br i1 %cmp, label %if.then, label %if.end, !dbg !192

if.then:                                          ; preds = %entry
  call void @llvm.trap(), !dbg !193
  unreachable, !dbg !193

if.end:                                           ; preds = %entry
  ret i32 %add, !dbg !194
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @vla(i32 noundef %n) local_unnamed_addr #0 !dbg !195 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !197, metadata !DIExpression()), !dbg !206
  %0 = zext i32 %n to i64, !dbg !207
  %vla = alloca i32, i64 %0, align 16, !dbg !207
  call void @llvm.dbg.value(metadata i64 %0, metadata !198, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.declare(metadata i32* %vla, metadata !200, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !204, metadata !DIExpression()), !dbg !209
  %cmp10 = icmp sgt i32 %n, 0, !dbg !210
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup, !dbg !212

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !210
  br label %for.body, !dbg !212

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %div = sdiv i32 %n, 2, !dbg !213
  %idxprom1 = sext i32 %div to i64, !dbg !214
  %arrayidx2 = getelementptr inbounds i32, i32* %vla, i64 %idxprom1, !dbg !214
  %1 = load i32, i32* %arrayidx2, align 4, !dbg !214, !tbaa !118
  ret i32 %1, !dbg !215

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !204, metadata !DIExpression()), !dbg !209
  %2 = trunc i64 %indvars.iv to i32, !dbg !216
  %mul = mul nsw i32 %2, %2, !dbg !216
  %arrayidx = getelementptr inbounds i32, i32* %vla, i64 %indvars.iv, !dbg !217
  store i32 %mul, i32* %arrayidx, align 4, !dbg !218, !tbaa !118
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !219
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !204, metadata !DIExpression()), !dbg !209
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !210
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !212, !llvm.loop !220
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atomics(i32* nocapture noundef %p, i32 noundef %v) local_unnamed_addr #11 !dbg !222 {
entry:
  call void @llvm.dbg.value(metadata i32* %p, metadata !227, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %v, metadata !228, metadata !DIExpression()), !dbg !231
  %0 = atomicrmw add i32* %p, i32 %v seq_cst, align 4, !dbg !232
  call void @llvm.dbg.value(metadata i32 %0, metadata !229, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32 %0, metadata !230, metadata !DIExpression()), !dbg !231
  %1 = cmpxchg i32* %p, i32 %0, i32 %v acq_rel acquire, align 4, !dbg !233
  %2 = extractvalue { i32, i1 } %1, 0
  call void @llvm.dbg.value(metadata i32 %2, metadata !230, metadata !DIExpression()), !dbg !231
  fence seq_cst, !dbg !234
  store atomic i32 %2, i32* @g_counter release, align 4, !dbg !235
  %3 = load atomic i32, i32* @g_counter acquire, align 4, !dbg !236
  ret i32 %3, !dbg !237
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) local_unnamed_addr #12 !dbg !238 {
entry:
  call void @llvm.dbg.value(metadata <4 x float> %a, metadata !246, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata <4 x float> %b, metadata !247, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata float %s, metadata !248, metadata !DIExpression()), !dbg !252
  %mul = fmul <4 x float> %a, %b, !dbg !253
  call void @llvm.dbg.value(metadata <4 x float> %mul, metadata !249, metadata !DIExpression()), !dbg !252
  %vecins = insertelement <4 x float> %mul, float %s, i64 2, !dbg !254
  call void @llvm.dbg.value(metadata <4 x float> %vecins, metadata !249, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata float undef, metadata !250, metadata !DIExpression()), !dbg !252
  %shuffle = shufflevector <4 x float> %vecins, <4 x float> %a, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !255
  call void @llvm.dbg.value(metadata <4 x float> %shuffle, metadata !251, metadata !DIExpression()), !dbg !252
  %splat.splat = shufflevector <4 x float> %mul, <4 x float> undef, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !256
  %add = fadd <4 x float> %splat.splat, %shuffle, !dbg !257
  ret <4 x float> %add, !dbg !258
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) local_unnamed_addr #0 !dbg !259 {
entry:
  call void @llvm.dbg.value(metadata i32 %a, metadata !267, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata double %b, metadata !268, metadata !DIExpression()), !dbg !270
  call void @llvm.dbg.value(metadata i32 %a, metadata !269, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !270
  call void @llvm.dbg.value(metadata double %b, metadata !269, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !270
  %.fca.0.insert = insertvalue { i32, double } poison, i32 %a, 0, !dbg !271
  %.fca.1.insert = insertvalue { i32, double } %.fca.0.insert, double %b, 1, !dbg !271
  ret { i32, double } %.fca.1.insert, !dbg !271
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @computed_goto(i32 noundef %i) #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata i32 %i, metadata !25, metadata !DIExpression()), !dbg !272
  %and = and i32 %i, 1, !dbg !273
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i8*], [2 x i8*]* @_ZZ13computed_gotoE7targets, i64 0, i64 %0, !dbg !274
  %1 = load i8*, i8** %arrayidx, align 8, !dbg !274, !tbaa !275
  indirectbr i8* %1, [label %return, label %two]

two:                                              ; preds = %entry
  call void @llvm.dbg.label(metadata !27), !dbg !277
  br label %return, !dbg !278

return:                                           ; preds = %entry, %two
  %retval.0 = phi i32 [ 2, %two ], [ 1, %entry ], !dbg !272
  ret i32 %retval.0, !dbg !279
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !280 {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !282, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32 %x, metadata !287, metadata !DIExpression()), !dbg !290
  %cmp.i = icmp slt i32 %x, 0, !dbg !293
  br i1 %cmp.i, label %if.then.i, label %_ZL9may_throwi.exit16, !dbg !295

if.then.i:                                        ; preds = %entry
  %exception.i = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !296
  %code.i = bitcast i8* %exception.i to i32*, !dbg !297
  store i32 %x, i32* %code.i, align 16, !dbg !297, !tbaa !298
  invoke void @__cxa_throw(i8* %exception.i, i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), i8* null) #16
          to label %.noexc unwind label %lpad, !dbg !296

.noexc:                                           ; preds = %if.then.i
  unreachable, !dbg !296

_ZL9may_throwi.exit16:                            ; preds = %entry
  call void @llvm.dbg.value(metadata i32 %x, metadata !287, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !300
  call void @llvm.dbg.value(metadata i32 %x, metadata !287, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !300
  %reass.add = shl i32 %x, 2, !dbg !302
  %mul.i17 = or i32 %reass.add, 2, !dbg !302
  br label %return, !dbg !303

lpad:                                             ; preds = %if.then.i
  %0 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*), !dbg !304
  %1 = extractvalue { i8*, i32 } %0, 1, !dbg !304
  %2 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Error to i8*)) #14, !dbg !305
  %matches = icmp eq i32 %1, %2, !dbg !305
  br i1 %matches, label %catch, label %eh.resume, !dbg !305

catch:                                            ; preds = %lpad
  %3 = extractvalue { i8*, i32 } %0, 0, !dbg !304
  %4 = call i8* @__cxa_begin_catch(i8* %3) #14, !dbg !305
  call void @llvm.dbg.value(metadata i8* %4, metadata !283, metadata !DIExpression()), !dbg !286
  %code = bitcast i8* %4 to i32*, !dbg !306
  %5 = load i32, i32* %code, align 4, !dbg !306, !tbaa !298
  call void @__cxa_end_catch(), !dbg !308
  br label %return

return:                                           ; preds = %catch, %_ZL9may_throwi.exit16
  %retval.0 = phi i32 [ %mul.i17, %_ZL9may_throwi.exit16 ], [ %5, %catch ], !dbg !286
  ret i32 %retval.0, !dbg !309

eh.resume:                                        ; preds = %lpad
  resume { i8*, i32 } %0, !dbg !305
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #13

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind willreturn }
attributes #7 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { cold noreturn nounwind }
attributes #11 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind readnone }
attributes #14 = { nounwind }
attributes #15 = { nounwind readonly willreturn }
attributes #16 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_counter", scope: !2, file: !3, line: 13, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
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
!13 = !{!0, !14, !19}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "targets", scope: !21, file: !3, line: 104, type: !28, isLocal: true, isDefinition: true)
!21 = distinct !DISubprogram(name: "computed_goto", scope: !3, file: !3, line: 102, type: !22, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !6}
!24 = !{!25, !26, !27}
!25 = !DILocalVariable(name: "i", arg: 1, scope: !21, file: !3, line: 102, type: !6)
!26 = !DILabel(scope: !21, name: "one", file: !3, line: 106)
!27 = !DILabel(scope: !21, name: "two", file: !3, line: 108)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!30 = !{!31}
!31 = !DISubrange(count: 2)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 1}
!38 = !{!"Debian clang version 14.0.6"}
!39 = distinct !DISubprogram(name: "arith", scope: !3, file: !3, line: 16, type: !40, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!6, !6, !6, !5}
!42 = !{!43, !44, !45, !46, !47, !48, !49, !50, !51}
!43 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !3, line: 16, type: !6)
!44 = !DILocalVariable(name: "y", arg: 2, scope: !39, file: !3, line: 16, type: !6)
!45 = !DILocalVariable(name: "u", arg: 3, scope: !39, file: !3, line: 16, type: !5)
!46 = !DILocalVariable(name: "s", scope: !39, file: !3, line: 18, type: !6)
!47 = !DILocalVariable(name: "d", scope: !39, file: !3, line: 18, type: !6)
!48 = !DILocalVariable(name: "m", scope: !39, file: !3, line: 18, type: !6)
!49 = !DILocalVariable(name: "q", scope: !39, file: !3, line: 19, type: !6)
!50 = !DILocalVariable(name: "r", scope: !39, file: !3, line: 20, type: !5)
!51 = !DILocalVariable(name: "sh", scope: !39, file: !3, line: 21, type: !6)
!52 = !DILocation(line: 0, scope: !39)
!53 = !DILocation(line: 19, column: 13, scope: !39)
!54 = !DILocation(line: 19, column: 19, scope: !39)
!55 = !DILocation(line: 20, column: 18, scope: !39)
!56 = !DILocation(line: 20, column: 34, scope: !39)
!57 = !DILocation(line: 18, column: 37, scope: !39)
!58 = !DILocation(line: 18, column: 26, scope: !39)
!59 = !DILocation(line: 18, column: 15, scope: !39)
!60 = !DILocation(line: 21, column: 17, scope: !39)
!61 = !DILocation(line: 21, column: 28, scope: !39)
!62 = !DILocation(line: 21, column: 23, scope: !39)
!63 = !DILocation(line: 21, column: 44, scope: !39)
!64 = !DILocation(line: 21, column: 34, scope: !39)
!65 = !DILocation(line: 22, column: 15, scope: !39)
!66 = !DILocation(line: 22, column: 20, scope: !39)
!67 = !DILocation(line: 22, column: 24, scope: !39)
!68 = !DILocation(line: 22, column: 28, scope: !39)
!69 = !DILocation(line: 22, column: 37, scope: !39)
!70 = !DILocation(line: 22, column: 5, scope: !39)
!71 = distinct !DISubprogram(name: "fp", scope: !3, file: !3, line: 25, type: !72, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!7, !7, !8, !9}
!74 = !{!75, !76, !77, !78, !79, !80}
!75 = !DILocalVariable(name: "a", arg: 1, scope: !71, file: !3, line: 25, type: !7)
!76 = !DILocalVariable(name: "b", arg: 2, scope: !71, file: !3, line: 25, type: !8)
!77 = !DILocalVariable(name: "n", arg: 3, scope: !71, file: !3, line: 25, type: !9)
!78 = !DILocalVariable(name: "c", scope: !71, file: !3, line: 27, type: !7)
!79 = !DILocalVariable(name: "f", scope: !71, file: !3, line: 28, type: !8)
!80 = !DILocalVariable(name: "back", scope: !71, file: !3, line: 29, type: !9)
!81 = !DILocation(line: 0, scope: !71)
!82 = !DILocation(line: 27, column: 16, scope: !71)
!83 = !DILocation(line: 27, column: 29, scope: !71)
!84 = !DILocation(line: 27, column: 41, scope: !71)
!85 = !DILocation(line: 27, column: 31, scope: !71)
!86 = !DILocation(line: 30, column: 14, scope: !71)
!87 = !DILocation(line: 30, column: 12, scope: !71)
!88 = !DILocation(line: 28, column: 22, scope: !71)
!89 = !DILocation(line: 30, column: 22, scope: !71)
!90 = !DILocation(line: 29, column: 23, scope: !71)
!91 = !DILocation(line: 30, column: 34, scope: !71)
!92 = !DILocation(line: 30, column: 39, scope: !71)
!93 = !DILocation(line: 30, column: 5, scope: !71)
!94 = distinct !DISubprogram(name: "branches", scope: !3, file: !3, line: 33, type: !22, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!95 = !{!96, !97, !98}
!96 = !DILocalVariable(name: "k", arg: 1, scope: !94, file: !3, line: 33, type: !6)
!97 = !DILocalVariable(name: "acc", scope: !94, file: !3, line: 35, type: !6)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 36, type: !6)
!99 = distinct !DILexicalBlock(scope: !94, file: !3, line: 36, column: 5)
!100 = !DILocation(line: 0, scope: !94)
!101 = !DILocation(line: 0, scope: !99)
!102 = !DILocation(line: 36, column: 23, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 36, column: 5)
!104 = !DILocation(line: 36, column: 5, scope: !99)
!105 = !DILocation(line: 44, column: 16, scope: !94)
!106 = !DILocation(line: 44, column: 12, scope: !94)
!107 = !DILocation(line: 44, column: 5, scope: !94)
!108 = !DILocation(line: 37, column: 19, scope: !109)
!109 = distinct !DILexicalBlock(scope: !103, file: !3, line: 36, column: 33)
!110 = !DILocation(line: 37, column: 9, scope: !109)
!111 = !DILocation(line: 38, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 37, column: 24)
!113 = !DILocation(line: 38, column: 27, scope: !112)
!114 = !DILocation(line: 39, column: 21, scope: !112)
!115 = !DILocation(line: 39, column: 27, scope: !112)
!116 = !DILocation(line: 40, column: 32, scope: !112)
!117 = !DILocation(line: 40, column: 24, scope: !112)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C++ TBAA"}
!122 = !DILocation(line: 40, column: 21, scope: !112)
!123 = !DILocation(line: 40, column: 39, scope: !112)
!124 = !DILocation(line: 41, column: 22, scope: !112)
!125 = !DILocation(line: 41, column: 28, scope: !112)
!126 = !DILocation(line: 0, scope: !112)
!127 = !DILocation(line: 36, column: 29, scope: !103)
!128 = distinct !{!128, !104, !129, !130, !131}
!129 = !DILocation(line: 43, column: 5, scope: !99)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !{!"llvm.loop.unroll.disable"}
!132 = distinct !DISubprogram(name: "sum_va", scope: !3, file: !3, line: 47, type: !133, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!6, !6, null}
!135 = !{!136, !137, !153, !154}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !132, file: !3, line: 47, type: !6)
!137 = !DILocalVariable(name: "ap", scope: !132, file: !3, line: 49, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !139, line: 52, baseType: !140)
!139 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !141, line: 32, baseType: !142)
!141 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !143, baseType: !144)
!143 = !DIFile(filename: "src/insts.cpp", directory: ".")
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !145, size: 192, elements: !151)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !146, identifier: "_ZTS13__va_list_tag")
!146 = !{!147, !148, !149, !150}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !145, file: !143, line: 49, baseType: !5, size: 32)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !145, file: !143, line: 49, baseType: !5, size: 32, offset: 32)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !145, file: !143, line: 49, baseType: !29, size: 64, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !145, file: !143, line: 49, baseType: !29, size: 64, offset: 128)
!151 = !{!152}
!152 = !DISubrange(count: 1)
!153 = !DILocalVariable(name: "s", scope: !132, file: !3, line: 51, type: !6)
!154 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 52, type: !6)
!155 = distinct !DILexicalBlock(scope: !132, file: !3, line: 52, column: 5)
!156 = !DILocation(line: 0, scope: !132)
!157 = !DILocation(line: 49, column: 5, scope: !132)
!158 = !DILocation(line: 49, column: 13, scope: !132)
!159 = !DILocation(line: 50, column: 5, scope: !132)
!160 = !DILocation(line: 0, scope: !155)
!161 = !DILocation(line: 52, column: 23, scope: !162)
!162 = distinct !DILexicalBlock(scope: !155, file: !3, line: 52, column: 5)
!163 = !DILocation(line: 52, column: 5, scope: !155)
!164 = !DILocation(line: 54, column: 5, scope: !132)
!165 = !DILocation(line: 56, column: 1, scope: !132)
!166 = !DILocation(line: 55, column: 5, scope: !132)
!167 = !DILocation(line: 53, column: 14, scope: !162)
!168 = !DILocation(line: 53, column: 11, scope: !162)
!169 = !DILocation(line: 52, column: 29, scope: !162)
!170 = distinct !{!170, !163, !171, !130, !131}
!171 = !DILocation(line: 53, column: 14, scope: !155)
!172 = distinct !DISubprogram(name: "calls", scope: !3, file: !3, line: 58, type: !173, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!173 = !DISubroutineType(types: !174)
!174 = !{!6, !175, !178}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !177)
!177 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!179 = !{!180, !181, !182, !183}
!180 = !DILocalVariable(name: "s", arg: 1, scope: !172, file: !3, line: 58, type: !175)
!181 = !DILocalVariable(name: "cb", arg: 2, scope: !172, file: !3, line: 58, type: !178)
!182 = !DILocalVariable(name: "n", scope: !172, file: !3, line: 60, type: !6)
!183 = !DILocalVariable(name: "v", scope: !172, file: !3, line: 62, type: !6)
!184 = !DILocation(line: 0, scope: !172)
!185 = !DILocation(line: 60, column: 18, scope: !172)
!186 = !DILocation(line: 61, column: 5, scope: !172)
!187 = !DILocation(line: 62, column: 13, scope: !172)
!188 = !DILocation(line: 62, column: 21, scope: !172)
!189 = !DILocation(line: 62, column: 19, scope: !172)
!190 = !DILocation(line: 63, column: 11, scope: !191)
!191 = distinct !DILexicalBlock(scope: !172, file: !3, line: 63, column: 9)
!192 = !DILocation(line: 63, column: 9, scope: !172)
!193 = !DILocation(line: 64, column: 9, scope: !191)
!194 = !DILocation(line: 65, column: 5, scope: !172)
!195 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 68, type: !22, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !196)
!196 = !{!197, !198, !200, !204}
!197 = !DILocalVariable(name: "n", arg: 1, scope: !195, file: !3, line: 68, type: !6)
!198 = !DILocalVariable(name: "__vla_expr0", scope: !195, type: !199, flags: DIFlagArtificial)
!199 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!200 = !DILocalVariable(name: "buf", scope: !195, file: !3, line: 70, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: !198)
!204 = !DILocalVariable(name: "i", scope: !205, file: !3, line: 71, type: !6)
!205 = distinct !DILexicalBlock(scope: !195, file: !3, line: 71, column: 5)
!206 = !DILocation(line: 0, scope: !195)
!207 = !DILocation(line: 70, column: 5, scope: !195)
!208 = !DILocation(line: 70, column: 9, scope: !195)
!209 = !DILocation(line: 0, scope: !205)
!210 = !DILocation(line: 71, column: 23, scope: !211)
!211 = distinct !DILexicalBlock(scope: !205, file: !3, line: 71, column: 5)
!212 = !DILocation(line: 71, column: 5, scope: !205)
!213 = !DILocation(line: 73, column: 18, scope: !195)
!214 = !DILocation(line: 73, column: 12, scope: !195)
!215 = !DILocation(line: 74, column: 1, scope: !195)
!216 = !DILocation(line: 72, column: 20, scope: !211)
!217 = !DILocation(line: 72, column: 9, scope: !211)
!218 = !DILocation(line: 72, column: 16, scope: !211)
!219 = !DILocation(line: 71, column: 29, scope: !211)
!220 = distinct !{!220, !212, !221, !130, !131}
!221 = !DILocation(line: 72, column: 22, scope: !205)
!222 = distinct !DISubprogram(name: "atomics", scope: !3, file: !3, line: 76, type: !223, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!223 = !DISubroutineType(types: !224)
!224 = !{!6, !225, !6}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!226 = !{!227, !228, !229, !230}
!227 = !DILocalVariable(name: "p", arg: 1, scope: !222, file: !3, line: 76, type: !225)
!228 = !DILocalVariable(name: "v", arg: 2, scope: !222, file: !3, line: 76, type: !6)
!229 = !DILocalVariable(name: "old", scope: !222, file: !3, line: 78, type: !6)
!230 = !DILocalVariable(name: "expected", scope: !222, file: !3, line: 79, type: !6)
!231 = !DILocation(line: 0, scope: !222)
!232 = !DILocation(line: 78, column: 15, scope: !222)
!233 = !DILocation(line: 80, column: 5, scope: !222)
!234 = !DILocation(line: 82, column: 5, scope: !222)
!235 = !DILocation(line: 83, column: 5, scope: !222)
!236 = !DILocation(line: 84, column: 12, scope: !222)
!237 = !DILocation(line: 84, column: 5, scope: !222)
!238 = distinct !DISubprogram(name: "vectors", scope: !3, file: !3, line: 87, type: !239, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !245)
!239 = !DISubroutineType(types: !240)
!240 = !{!241, !241, !241, !8}
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !3, line: 9, baseType: !242)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 4)
!245 = !{!246, !247, !248, !249, !250, !251}
!246 = !DILocalVariable(name: "a", arg: 1, scope: !238, file: !3, line: 87, type: !241)
!247 = !DILocalVariable(name: "b", arg: 2, scope: !238, file: !3, line: 87, type: !241)
!248 = !DILocalVariable(name: "s", arg: 3, scope: !238, file: !3, line: 87, type: !8)
!249 = !DILocalVariable(name: "c", scope: !238, file: !3, line: 89, type: !241)
!250 = !DILocalVariable(name: "e", scope: !238, file: !3, line: 91, type: !8)
!251 = !DILocalVariable(name: "d", scope: !238, file: !3, line: 92, type: !241)
!252 = !DILocation(line: 0, scope: !238)
!253 = !DILocation(line: 89, column: 15, scope: !238)
!254 = !DILocation(line: 90, column: 10, scope: !238)
!255 = !DILocation(line: 92, column: 13, scope: !238)
!256 = !DILocation(line: 93, column: 16, scope: !238)
!257 = !DILocation(line: 93, column: 14, scope: !238)
!258 = !DILocation(line: 93, column: 5, scope: !238)
!259 = distinct !DISubprogram(name: "make_pair", scope: !3, file: !3, line: 96, type: !260, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!260 = !DISubroutineType(types: !261)
!261 = !{!262, !6, !7}
!262 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 10, size: 128, flags: DIFlagTypePassByValue, elements: !263, identifier: "_ZTS4pair")
!263 = !{!264, !265}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !262, file: !3, line: 10, baseType: !6, size: 32)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !262, file: !3, line: 10, baseType: !7, size: 64, offset: 64)
!266 = !{!267, !268, !269}
!267 = !DILocalVariable(name: "a", arg: 1, scope: !259, file: !3, line: 96, type: !6)
!268 = !DILocalVariable(name: "b", arg: 2, scope: !259, file: !3, line: 96, type: !7)
!269 = !DILocalVariable(name: "p", scope: !259, file: !3, line: 98, type: !262)
!270 = !DILocation(line: 0, scope: !259)
!271 = !DILocation(line: 99, column: 5, scope: !259)
!272 = !DILocation(line: 0, scope: !21)
!273 = !DILocation(line: 105, column: 21, scope: !21)
!274 = !DILocation(line: 105, column: 11, scope: !21)
!275 = !{!276, !276, i64 0}
!276 = !{!"any pointer", !120, i64 0}
!277 = !DILocation(line: 108, column: 1, scope: !21)
!278 = !DILocation(line: 109, column: 5, scope: !21)
!279 = !DILocation(line: 110, column: 1, scope: !21)
!280 = distinct !DISubprogram(name: "guarded", linkageName: "_Z7guardedi", scope: !3, file: !3, line: 122, type: !22, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !281)
!281 = !{!282, !283}
!282 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !3, line: 122, type: !6)
!283 = !DILocalVariable(name: "e", scope: !280, file: !3, line: 126, type: !284)
!284 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!286 = !DILocation(line: 0, scope: !280)
!287 = !DILocalVariable(name: "x", arg: 1, scope: !288, file: !3, line: 115, type: !6)
!288 = distinct !DISubprogram(name: "may_throw", linkageName: "_ZL9may_throwi", scope: !3, file: !3, line: 115, type: !22, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289)
!289 = !{!287}
!290 = !DILocation(line: 0, scope: !288, inlinedAt: !291)
!291 = distinct !DILocation(line: 125, column: 16, scope: !292)
!292 = distinct !DILexicalBlock(scope: !280, file: !3, line: 124, column: 9)
!293 = !DILocation(line: 117, column: 11, scope: !294, inlinedAt: !291)
!294 = distinct !DILexicalBlock(scope: !288, file: !3, line: 117, column: 9)
!295 = !DILocation(line: 117, column: 9, scope: !288, inlinedAt: !291)
!296 = !DILocation(line: 118, column: 9, scope: !294, inlinedAt: !291)
!297 = !DILocation(line: 118, column: 20, scope: !294, inlinedAt: !291)
!298 = !{!299, !119, i64 0}
!299 = !{!"_ZTS5Error", !119, i64 0}
!300 = !DILocation(line: 0, scope: !288, inlinedAt: !301)
!301 = distinct !DILocation(line: 125, column: 31, scope: !292)
!302 = !DILocation(line: 125, column: 29, scope: !292)
!303 = !DILocation(line: 125, column: 9, scope: !292)
!304 = !DILocation(line: 129, column: 1, scope: !292)
!305 = !DILocation(line: 126, column: 5, scope: !292)
!306 = !DILocation(line: 127, column: 18, scope: !307)
!307 = distinct !DILexicalBlock(scope: !280, file: !3, line: 126, column: 30)
!308 = !DILocation(line: 128, column: 5, scope: !307)
!309 = !DILocation(line: 129, column: 1, scope: !280)
