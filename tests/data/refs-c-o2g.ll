; ModuleID = 'refs-c-o2g.bc'
source_filename = "src/refs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i8*, i32 (i32, i32)*, i32*, %struct.entry* }

@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !0
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !5
@third = dso_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 3), align 8, !dbg !12
@msg_tail = dso_local local_unnamed_addr global i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i64 0, i64 2), align 8, !dbg !16
@arr_end = dso_local local_unnamed_addr constant i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0), align 8, !dbg !19
@ops = dso_local local_unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul], align 16, !dbg !22
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@e_tail = dso_local constant %struct.entry { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @op_sub, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 20) to i32*), %struct.entry* null }, align 8, !dbg !31
@counter = dso_local global i32 0, align 4, !dbg !74
@e_head = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i32 0), i32 (i32, i32)* @op_add, i32* @counter, %struct.entry* @e_tail }, align 8, !dbg !41
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
@e_unused = dso_local local_unnamed_addr constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @op_dead, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 4) to i32*), %struct.entry* @e_head }, align 8, !dbg !43
@tls_ptr = dso_local thread_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 2), align 8, !dbg !45
@tls_hits = internal thread_local unnamed_addr global i32 1, align 4, !dbg !82
@interp.labels = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@interp, %3), i8* blockaddress(@interp, %8), i8* blockaddress(@interp, %10)], align 16, !dbg !47
@tls_depth = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !76
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !64
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init_counter, i8* null }, { i32, void ()*, i8* } { i32 200, void ()* @init_early, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fini_counter, i8* null }]

@alias_impl = dso_local alias i32 (i32), i32 (i32)* @real_impl
@arr_alias = dso_local alias [8 x i32], [8 x i32]* @arr
@dead_alias = dso_local alias i32 (i32, i32), i32 (i32, i32)* @op_mul

@picked = dso_local ifunc i32 (i32), i32 (i32)* ()* @resolve_pick

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 !dbg !94 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !96, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %1, metadata !97, metadata !DIExpression()), !dbg !98
  %3 = mul i32 %0, 3, !dbg !99
  %4 = mul i32 %3, %1, !dbg !100
  ret i32 %4, !dbg !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 !dbg !102 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 %1, metadata !105, metadata !DIExpression()), !dbg !106
  %3 = add nsw i32 %1, %0, !dbg !107
  ret i32 %3, !dbg !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 !dbg !109 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 %1, metadata !112, metadata !DIExpression()), !dbg !113
  %3 = sub nsw i32 %0, %1, !dbg !114
  ret i32 %3, !dbg !115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) #0 !dbg !116 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !118, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 %1, metadata !119, metadata !DIExpression()), !dbg !120
  %3 = or i32 %1, 1, !dbg !121
  %4 = srem i32 %0, %3, !dbg !122
  %5 = add nsw i32 %4, 9, !dbg !123
  ret i32 %5, !dbg !124
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @real_impl(i32 noundef %0) #1 !dbg !125 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !129, metadata !DIExpression()), !dbg !130
  %2 = shl nsw i32 %0, 1, !dbg !131
  %3 = load i32, i32* @tls_hits, align 4, !dbg !132, !tbaa !133
  %4 = add nsw i32 %3, 1, !dbg !132
  store i32 %4, i32* @tls_hits, align 4, !dbg !132, !tbaa !133
  %5 = add nsw i32 %3, %2, !dbg !137
  ret i32 %5, !dbg !138
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal nonnull i32 (i32)* @resolve_pick() #2 !dbg !139 {
  %1 = load i32, i32* @counter, align 4, !dbg !144, !tbaa !133
  %2 = icmp eq i32 %1, 0, !dbg !144
  %3 = select i1 %2, i32 (i32)* @impl_slow, i32 (i32)* @impl_fast, !dbg !144
  ret i32 (i32)* %3, !dbg !145
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @interp(i8* nocapture noundef readonly %0, i32 noundef %1) #3 !dbg !49 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !56, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i32 %1, metadata !57, metadata !DIExpression()), !dbg !146
  br label %11, !dbg !147

3:                                                ; preds = %11
  call void @llvm.dbg.label(metadata !58), !dbg !148
  %4 = add nsw i32 %13, 1, !dbg !149
  call void @llvm.dbg.value(metadata i32 %4, metadata !57, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i8* %12, metadata !56, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !146
  br label %5, !dbg !150

5:                                                ; preds = %3, %8
  %6 = phi i32 [ %4, %3 ], [ %9, %8 ]
  %7 = getelementptr inbounds i8, i8* %12, i64 1, !dbg !146
  br label %11, !dbg !146

8:                                                ; preds = %11
  call void @llvm.dbg.label(metadata !59), !dbg !151
  %9 = shl nsw i32 %13, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %9, metadata !57, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i8* %12, metadata !56, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !146
  br label %5, !dbg !153

10:                                               ; preds = %11
  call void @llvm.dbg.label(metadata !60), !dbg !154
  ret i32 %13, !dbg !155

11:                                               ; preds = %5, %2
  %12 = phi i8* [ %0, %2 ], [ %7, %5 ]
  %13 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %14 = load i8, i8* %12, align 1, !dbg !146, !tbaa !156
  %15 = zext i8 %14 to i64, !dbg !146
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %15, !dbg !146
  %17 = load i8*, i8** %16, align 8, !dbg !146, !tbaa !157
  call void @llvm.dbg.value(metadata i32 %13, metadata !57, metadata !DIExpression()), !dbg !146
  call void @llvm.dbg.value(metadata i8* %12, metadata !56, metadata !DIExpression()), !dbg !146
  indirectbr i8* %17, [label %3, label %8, label %10]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @init_counter() #5 !dbg !159 {
  store i32 1, i32* @counter, align 4, !dbg !162, !tbaa !133
  ret void, !dbg !163
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init_early() #5 !dbg !164 {
  store i32 0, i32* @tls_depth, align 4, !dbg !165, !tbaa !133
  ret void, !dbg !166
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @fini_counter() #5 !dbg !167 {
  store i32 0, i32* @counter, align 4, !dbg !168, !tbaa !133
  ret void, !dbg !169
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @dead_entry(i32 noundef %0) local_unnamed_addr #0 !dbg !170 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !172, metadata !DIExpression()), !dbg !173
  %2 = tail call fastcc i32 @dead_helper(i32 noundef %0), !dbg !174
  call void @llvm.dbg.value(metadata i32 %0, metadata !96, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 2, metadata !97, metadata !DIExpression()), !dbg !175
  %3 = mul i32 %0, 6, !dbg !177
  %4 = add nsw i32 %2, %3, !dbg !178
  ret i32 %4, !dbg !179
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @dead_helper(i32 noundef %0) unnamed_addr #6 !dbg !180 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !182, metadata !DIExpression()), !dbg !183
  ret i32 %0, !dbg !184
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #7 !dbg !66 {
  %1 = load i32, i32* @counter, align 4, !dbg !185, !tbaa !133
  %2 = srem i32 %1, 3, !dbg !186
  %3 = sext i32 %2 to i64, !dbg !187
  %4 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @ops, i64 0, i64 %3, !dbg !187
  %5 = load i32 (i32, i32)*, i32 (i32, i32)** %4, align 8, !dbg !187, !tbaa !157
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef 2) #9, !dbg !187
  %7 = tail call fastcc i32 @live_helper(i32 noundef %6), !dbg !188
  call void @llvm.dbg.value(metadata i32 %7, metadata !70, metadata !DIExpression()), !dbg !189
  call void @llvm.dbg.value(metadata %struct.entry* @e_head, metadata !71, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata %struct.entry* @e_head, metadata !71, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %7, metadata !70, metadata !DIExpression()), !dbg !189
  %8 = load i32, i32* @counter, align 4, !dbg !191, !tbaa !133
  call void @llvm.dbg.value(metadata !DIArgList(i32 %7, i32 %8), metadata !70, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !189
  call void @llvm.dbg.value(metadata %struct.entry* @e_tail, metadata !71, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata %struct.entry* @e_tail, metadata !71, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata !DIArgList(i32 %7, i32 %8), metadata !70, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !189
  %9 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 5), align 4, !dbg !191, !tbaa !133
  call void @llvm.dbg.value(metadata i32 %9, metadata !111, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 1, metadata !112, metadata !DIExpression()), !dbg !193
  %10 = add i32 %8, %7, !dbg !195
  %11 = add i32 %10, %9, !dbg !196
  call void @llvm.dbg.value(metadata i32 %11, metadata !70, metadata !DIExpression()), !dbg !189
  call void @llvm.dbg.value(metadata %struct.entry* null, metadata !71, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %11, metadata !129, metadata !DIExpression()), !dbg !197
  %12 = load i32, i32* @tls_hits, align 4, !dbg !199, !tbaa !133
  %13 = add nsw i32 %12, 1, !dbg !199
  store i32 %13, i32* @tls_hits, align 4, !dbg !199, !tbaa !133
  %14 = tail call i32 @picked(i32 noundef %11) #9, !dbg !200
  %15 = load i32*, i32** @tls_ptr, align 8, !dbg !201, !tbaa !157
  %16 = load i32, i32* %15, align 4, !dbg !202, !tbaa !133
  %17 = tail call i32 @interp(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @main.prog, i64 0, i64 0), i32 noundef %16), !dbg !203
  %18 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 1), align 4, !dbg !204, !tbaa !133
  call void @llvm.dbg.value(metadata i32 undef, metadata !70, metadata !DIExpression()), !dbg !189
  %19 = load i8*, i8** @msg_tail, align 8, !dbg !205, !tbaa !157
  %20 = load i8, i8* %19, align 1, !dbg !206, !tbaa !156
  %21 = sext i8 %20 to i32, !dbg !206
  %22 = load i32*, i32** @third, align 8, !dbg !207, !tbaa !157
  %23 = ptrtoint i32* %22 to i64, !dbg !208
  %24 = sub i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0) to i64), %23, !dbg !208
  %25 = lshr exact i64 %24, 2, !dbg !208
  %26 = trunc i64 %25 to i32, !dbg !209
  %27 = mul i32 %11, 3, !dbg !210
  %28 = add i32 %27, %12, !dbg !211
  %29 = add i32 %28, %14, !dbg !212
  %30 = add i32 %29, %17, !dbg !213
  %31 = add i32 %30, %18, !dbg !214
  %32 = add i32 %31, %21, !dbg !215
  %33 = add i32 %32, %26, !dbg !209
  ret i32 %33, !dbg !216
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @live_helper(i32 noundef %0) unnamed_addr #8 !dbg !217 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !219, metadata !DIExpression()), !dbg !220
  %2 = load i32*, i32** @third, align 8, !dbg !221, !tbaa !157
  %3 = load i32, i32* %2, align 4, !dbg !222, !tbaa !133
  %4 = add nsw i32 %3, %0, !dbg !223
  ret i32 %4, !dbg !224
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_fast(i32 noundef %0) #0 !dbg !225 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !227, metadata !DIExpression()), !dbg !228
  %2 = shl i32 %0, 1, !dbg !229
  ret i32 %2, !dbg !230
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_slow(i32 noundef %0) #0 !dbg !231 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !233, metadata !DIExpression()), !dbg !234
  %2 = shl nsw i32 %0, 1, !dbg !235
  ret i32 %2, !dbg !236
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "min-legal-vector-width"="0" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 12, type: !84, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/refs.c", directory: ".", checksumkind: CSK_MD5, checksum: "feb52f8e92ce95a5e50ab63bccdfaeee")
!4 = !{!0, !5, !12, !16, !19, !22, !31, !41, !43, !45, !47, !64, !74, !76, !78, !80, !82}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "msg", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "third", scope: !2, file: !3, line: 16, type: !14, isLocal: false, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "msg_tail", scope: !2, file: !3, line: 17, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "arr_end", scope: !2, file: !3, line: 18, type: !21, isLocal: false, isDefinition: true)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 24, type: !24, isLocal: false, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 192, elements: !29)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DISubroutineType(types: !28)
!28 = !{!15, !15, !15}
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "e_tail", scope: !2, file: !3, line: 34, type: !33, isLocal: false, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 27, size: 256, elements: !35)
!35 = !{!36, !37, !38, !39}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !34, file: !3, line: 28, baseType: !18, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !34, file: !3, line: 29, baseType: !26, size: 64, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !34, file: !3, line: 30, baseType: !14, size: 64, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !34, file: !3, line: 31, baseType: !40, size: 64, offset: 192)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "e_head", scope: !2, file: !3, line: 35, type: !33, isLocal: false, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "e_unused", scope: !2, file: !3, line: 37, type: !33, isLocal: false, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "tls_ptr", scope: !2, file: !3, line: 42, type: !14, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "labels", scope: !49, file: !3, line: 62, type: !61, isLocal: true, isDefinition: true)
!49 = distinct !DISubprogram(name: "interp", scope: !3, file: !3, line: 60, type: !50, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!50 = !DISubroutineType(types: !51)
!51 = !{!15, !52, !15}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !{!56, !57, !58, !59, !60}
!56 = !DILocalVariable(name: "code", arg: 1, scope: !49, file: !3, line: 60, type: !52)
!57 = !DILocalVariable(name: "acc", arg: 2, scope: !49, file: !3, line: 60, type: !15)
!58 = !DILabel(scope: !49, name: "op_inc", file: !3, line: 64)
!59 = !DILabel(scope: !49, name: "op_dbl", file: !3, line: 67)
!60 = !DILabel(scope: !49, name: "op_halt", file: !3, line: 70)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 192, elements: !29)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "prog", scope: !66, file: !3, line: 89, type: !73, isLocal: true, isDefinition: true)
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 87, type: !67, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!15}
!69 = !{!70, !71}
!70 = !DILocalVariable(name: "r", scope: !66, file: !3, line: 90, type: !15)
!71 = !DILocalVariable(name: "e", scope: !72, file: !3, line: 91, type: !40)
!72 = distinct !DILexicalBlock(scope: !66, file: !3, line: 91, column: 5)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 24, elements: !29)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !15, isLocal: false, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "tls_depth", scope: !2, file: !3, line: 40, type: !15, isLocal: false, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "s_scale", scope: !2, file: !3, line: 10, type: !15, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "s_dead_state", scope: !2, file: !3, line: 11, type: !15, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "tls_hits", scope: !2, file: !3, line: 41, type: !15, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 8)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 7, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 1}
!93 = !{!"Debian clang version 14.0.6"}
!94 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 23, type: !27, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!95 = !{!96, !97}
!96 = !DILocalVariable(name: "a", arg: 1, scope: !94, file: !3, line: 23, type: !15)
!97 = !DILocalVariable(name: "b", arg: 2, scope: !94, file: !3, line: 23, type: !15)
!98 = !DILocation(line: 0, scope: !94)
!99 = !DILocation(line: 23, column: 37, scope: !94)
!100 = !DILocation(line: 23, column: 41, scope: !94)
!101 = !DILocation(line: 23, column: 28, scope: !94)
!102 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 21, type: !27, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!103 = !{!104, !105}
!104 = !DILocalVariable(name: "a", arg: 1, scope: !102, file: !3, line: 21, type: !15)
!105 = !DILocalVariable(name: "b", arg: 2, scope: !102, file: !3, line: 21, type: !15)
!106 = !DILocation(line: 0, scope: !102)
!107 = !DILocation(line: 21, column: 44, scope: !102)
!108 = !DILocation(line: 21, column: 35, scope: !102)
!109 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 22, type: !27, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!110 = !{!111, !112}
!111 = !DILocalVariable(name: "a", arg: 1, scope: !109, file: !3, line: 22, type: !15)
!112 = !DILocalVariable(name: "b", arg: 2, scope: !109, file: !3, line: 22, type: !15)
!113 = !DILocation(line: 0, scope: !109)
!114 = !DILocation(line: 22, column: 44, scope: !109)
!115 = !DILocation(line: 22, column: 35, scope: !109)
!116 = distinct !DISubprogram(name: "op_dead", scope: !3, file: !3, line: 33, type: !27, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!117 = !{!118, !119}
!118 = !DILocalVariable(name: "a", arg: 1, scope: !116, file: !3, line: 33, type: !15)
!119 = !DILocalVariable(name: "b", arg: 2, scope: !116, file: !3, line: 33, type: !15)
!120 = !DILocation(line: 0, scope: !116)
!121 = !DILocation(line: 33, column: 50, scope: !116)
!122 = !DILocation(line: 33, column: 45, scope: !116)
!123 = !DILocation(line: 33, column: 55, scope: !116)
!124 = !DILocation(line: 33, column: 36, scope: !116)
!125 = distinct !DISubprogram(name: "real_impl", scope: !3, file: !3, line: 45, type: !126, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!15, !15}
!128 = !{!129}
!129 = !DILocalVariable(name: "x", arg: 1, scope: !125, file: !3, line: 45, type: !15)
!130 = !DILocation(line: 0, scope: !125)
!131 = !DILocation(line: 45, column: 33, scope: !125)
!132 = !DILocation(line: 45, column: 47, scope: !125)
!133 = !{!134, !134, i64 0}
!134 = !{!"int", !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 45, column: 37, scope: !125)
!138 = !DILocation(line: 45, column: 24, scope: !125)
!139 = distinct !DISubprogram(name: "resolve_pick", scope: !3, file: !3, line: 53, type: !140, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!140 = !DISubroutineType(types: !141)
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!143 = !{}
!144 = !DILocation(line: 55, column: 12, scope: !139)
!145 = !DILocation(line: 55, column: 5, scope: !139)
!146 = !DILocation(line: 0, scope: !49)
!147 = !DILocation(line: 63, column: 5, scope: !49)
!148 = !DILocation(line: 64, column: 1, scope: !49)
!149 = !DILocation(line: 65, column: 8, scope: !49)
!150 = !DILocation(line: 66, column: 5, scope: !49)
!151 = !DILocation(line: 67, column: 1, scope: !49)
!152 = !DILocation(line: 68, column: 9, scope: !49)
!153 = !DILocation(line: 69, column: 5, scope: !49)
!154 = !DILocation(line: 70, column: 1, scope: !49)
!155 = !DILocation(line: 71, column: 5, scope: !49)
!156 = !{!135, !135, i64 0}
!157 = !{!158, !158, i64 0}
!158 = !{!"any pointer", !135, i64 0}
!159 = distinct !DISubprogram(name: "init_counter", scope: !3, file: !3, line: 75, type: !160, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!160 = !DISubroutineType(types: !161)
!161 = !{null}
!162 = !DILocation(line: 75, column: 71, scope: !159)
!163 = !DILocation(line: 75, column: 76, scope: !159)
!164 = distinct !DISubprogram(name: "init_early", scope: !3, file: !3, line: 76, type: !160, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!165 = !DILocation(line: 76, column: 69, scope: !164)
!166 = !DILocation(line: 76, column: 74, scope: !164)
!167 = distinct !DISubprogram(name: "fini_counter", scope: !3, file: !3, line: 77, type: !160, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!168 = !DILocation(line: 77, column: 70, scope: !167)
!169 = !DILocation(line: 77, column: 75, scope: !167)
!170 = distinct !DISubprogram(name: "dead_entry", scope: !3, file: !3, line: 85, type: !126, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !171)
!171 = !{!172}
!172 = !DILocalVariable(name: "x", arg: 1, scope: !170, file: !3, line: 85, type: !15)
!173 = !DILocation(line: 0, scope: !170)
!174 = !DILocation(line: 85, column: 32, scope: !170)
!175 = !DILocation(line: 0, scope: !94, inlinedAt: !176)
!176 = distinct !DILocation(line: 85, column: 49, scope: !170)
!177 = !DILocation(line: 23, column: 41, scope: !94, inlinedAt: !176)
!178 = !DILocation(line: 85, column: 47, scope: !170)
!179 = !DILocation(line: 85, column: 25, scope: !170)
!180 = distinct !DISubprogram(name: "dead_helper", scope: !3, file: !3, line: 81, type: !126, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !181)
!181 = !{!182}
!182 = !DILocalVariable(name: "x", arg: 1, scope: !180, file: !3, line: 81, type: !15)
!183 = !DILocation(line: 0, scope: !180)
!184 = !DILocation(line: 83, column: 5, scope: !180)
!185 = !DILocation(line: 90, column: 29, scope: !66)
!186 = !DILocation(line: 90, column: 37, scope: !66)
!187 = !DILocation(line: 90, column: 25, scope: !66)
!188 = !DILocation(line: 90, column: 13, scope: !66)
!189 = !DILocation(line: 0, scope: !66)
!190 = !DILocation(line: 0, scope: !72)
!191 = !DILocation(line: 92, column: 20, scope: !192)
!192 = distinct !DILexicalBlock(scope: !72, file: !3, line: 91, column: 5)
!193 = !DILocation(line: 0, scope: !109, inlinedAt: !194)
!194 = distinct !DILocation(line: 92, column: 14, scope: !192)
!195 = !DILocation(line: 22, column: 44, scope: !109, inlinedAt: !194)
!196 = !DILocation(line: 92, column: 11, scope: !192)
!197 = !DILocation(line: 0, scope: !125, inlinedAt: !198)
!198 = distinct !DILocation(line: 93, column: 10, scope: !66)
!199 = !DILocation(line: 45, column: 47, scope: !125, inlinedAt: !198)
!200 = !DILocation(line: 93, column: 26, scope: !66)
!201 = !DILocation(line: 93, column: 52, scope: !66)
!202 = !DILocation(line: 93, column: 51, scope: !66)
!203 = !DILocation(line: 93, column: 38, scope: !66)
!204 = !DILocation(line: 93, column: 63, scope: !66)
!205 = !DILocation(line: 94, column: 17, scope: !66)
!206 = !DILocation(line: 94, column: 16, scope: !66)
!207 = !DILocation(line: 94, column: 39, scope: !66)
!208 = !DILocation(line: 94, column: 37, scope: !66)
!209 = !DILocation(line: 94, column: 12, scope: !66)
!210 = !DILocation(line: 45, column: 37, scope: !125, inlinedAt: !198)
!211 = !DILocation(line: 93, column: 24, scope: !66)
!212 = !DILocation(line: 93, column: 36, scope: !66)
!213 = !DILocation(line: 93, column: 61, scope: !66)
!214 = !DILocation(line: 93, column: 7, scope: !66)
!215 = !DILocation(line: 94, column: 14, scope: !66)
!216 = !DILocation(line: 94, column: 5, scope: !66)
!217 = distinct !DISubprogram(name: "live_helper", scope: !3, file: !3, line: 80, type: !126, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!218 = !{!219}
!219 = !DILocalVariable(name: "x", arg: 1, scope: !217, file: !3, line: 80, type: !15)
!220 = !DILocation(line: 0, scope: !217)
!221 = !DILocation(line: 80, column: 71, scope: !217)
!222 = !DILocation(line: 80, column: 70, scope: !217)
!223 = !DILocation(line: 80, column: 68, scope: !217)
!224 = !DILocation(line: 80, column: 59, scope: !217)
!225 = distinct !DISubprogram(name: "impl_fast", scope: !3, file: !3, line: 51, type: !126, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!226 = !{!227}
!227 = !DILocalVariable(name: "x", arg: 1, scope: !225, file: !3, line: 51, type: !15)
!228 = !DILocation(line: 0, scope: !225)
!229 = !DILocation(line: 51, column: 40, scope: !225)
!230 = !DILocation(line: 51, column: 31, scope: !225)
!231 = distinct !DISubprogram(name: "impl_slow", scope: !3, file: !3, line: 52, type: !126, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!232 = !{!233}
!233 = !DILocalVariable(name: "x", arg: 1, scope: !231, file: !3, line: 52, type: !15)
!234 = !DILocation(line: 0, scope: !231)
!235 = !DILocation(line: 52, column: 40, scope: !231)
!236 = !DILocation(line: 52, column: 31, scope: !231)
