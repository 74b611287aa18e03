; ModuleID = 'refs-c-o2g.bc'
source_filename = "src/refs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { ptr, ptr, ptr, ptr }

@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !0
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !5
@third = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 12), align 8, !dbg !12
@msg_tail = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @msg, i64 2), align 8, !dbg !16
@arr_end = dso_local local_unnamed_addr constant ptr getelementptr inbounds (i8, ptr @arr, i64 32), align 8, !dbg !19
@ops = dso_local local_unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul], align 16, !dbg !22
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !31
@e_tail = dso_local constant %struct.entry { ptr @.str, ptr @op_sub, ptr getelementptr (i8, ptr @arr, i64 20), ptr null }, align 8, !dbg !36
@counter = dso_local global i32 0, align 4, !dbg !82
@e_head = dso_local constant %struct.entry { ptr @msg, ptr @op_add, ptr @counter, ptr @e_tail }, align 8, !dbg !46
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1, !dbg !48
@e_unused = dso_local local_unnamed_addr constant %struct.entry { ptr @.str.1, ptr @op_dead, ptr getelementptr (i8, ptr @arr, i64 4), ptr @e_head }, align 8, !dbg !51
@tls_ptr = dso_local thread_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 8), align 8, !dbg !53
@tls_hits = internal thread_local unnamed_addr global i32 1, align 4, !dbg !90
@interp.labels = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@interp, %3), ptr blockaddress(@interp, %8), ptr blockaddress(@interp, %10)], align 16, !dbg !55
@tls_depth = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !84
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !72
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init_counter, ptr null }, { i32, ptr, ptr } { i32 200, ptr @init_early, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini_counter, ptr null }]

@alias_impl = dso_local alias i32 (i32), ptr @real_impl
@arr_alias = dso_local alias [8 x i32], ptr @arr
@dead_alias = dso_local alias i32 (i32, i32), ptr @op_mul

@picked = dso_local ifunc i32 (i32), ptr @resolve_pick

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 !dbg !105 {
    #dbg_value(i32 %0, !107, !DIExpression(), !109)
    #dbg_value(i32 %1, !108, !DIExpression(), !109)
  %3 = mul i32 %0, 3, !dbg !110
  %4 = mul i32 %3, %1, !dbg !111
  ret i32 %4, !dbg !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 !dbg !113 {
    #dbg_value(i32 %0, !115, !DIExpression(), !117)
    #dbg_value(i32 %1, !116, !DIExpression(), !117)
  %3 = add nsw i32 %1, %0, !dbg !118
  ret i32 %3, !dbg !119
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 !dbg !120 {
    #dbg_value(i32 %0, !122, !DIExpression(), !124)
    #dbg_value(i32 %1, !123, !DIExpression(), !124)
  %3 = sub nsw i32 %0, %1, !dbg !125
  ret i32 %3, !dbg !126
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483638, -2147483648) i32 @op_dead(i32 noundef %0, i32 noundef %1) #0 !dbg !127 {
    #dbg_value(i32 %0, !129, !DIExpression(), !131)
    #dbg_value(i32 %1, !130, !DIExpression(), !131)
  %3 = or i32 %1, 1, !dbg !132
  %4 = srem i32 %0, %3, !dbg !133
  %5 = add nsw i32 %4, 9, !dbg !134
  ret i32 %5, !dbg !135
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @real_impl(i32 noundef %0) #1 !dbg !136 {
    #dbg_value(i32 %0, !140, !DIExpression(), !141)
  %2 = shl nsw i32 %0, 1, !dbg !142
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits), !dbg !143
  %4 = load i32, ptr %3, align 4, !dbg !144, !tbaa !145
  %5 = add nsw i32 %4, 1, !dbg !144
  store i32 %5, ptr %3, align 4, !dbg !144, !tbaa !145
  %6 = add nsw i32 %4, %2, !dbg !149
  ret i32 %6, !dbg !150
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) #3 !dbg !57 {
    #dbg_value(ptr %0, !64, !DIExpression(), !151)
    #dbg_value(i32 %1, !65, !DIExpression(), !151)
  br label %11, !dbg !152

3:                                                ; preds = %11
    #dbg_label(!66, !153)
  %4 = add nsw i32 %13, 1, !dbg !154
    #dbg_value(i32 %4, !65, !DIExpression(), !151)
    #dbg_value(ptr %12, !64, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !151)
  br label %5, !dbg !155

5:                                                ; preds = %3, %8
  %6 = phi i32 [ %4, %3 ], [ %9, %8 ]
  %7 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !151
  br label %11, !dbg !151

8:                                                ; preds = %11
    #dbg_label(!67, !156)
  %9 = shl nsw i32 %13, 1, !dbg !157
    #dbg_value(i32 %9, !65, !DIExpression(), !151)
    #dbg_value(ptr %12, !64, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !151)
  br label %5, !dbg !158

10:                                               ; preds = %11
    #dbg_label(!68, !159)
  ret i32 %13, !dbg !160

11:                                               ; preds = %5, %2
  %12 = phi ptr [ %0, %2 ], [ %7, %5 ]
  %13 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %14 = load i8, ptr %12, align 1, !dbg !151, !tbaa !161
  %15 = zext i8 %14 to i64, !dbg !151
  %16 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %15, !dbg !151
  %17 = load ptr, ptr %16, align 8, !dbg !151, !tbaa !162
    #dbg_value(i32 %13, !65, !DIExpression(), !151)
    #dbg_value(ptr %12, !64, !DIExpression(), !151)
  indirectbr ptr %17, [label %3, label %8, label %10]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_counter() #4 !dbg !164 {
  store i32 1, ptr @counter, align 4, !dbg !167, !tbaa !145
  ret void, !dbg !168
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @init_early() #4 !dbg !169 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_depth), !dbg !170
  store i32 0, ptr %1, align 4, !dbg !171, !tbaa !145
  ret void, !dbg !172
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @fini_counter() #4 !dbg !173 {
  store i32 0, ptr @counter, align 4, !dbg !174, !tbaa !145
  ret void, !dbg !175
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @dead_entry(i32 noundef %0) local_unnamed_addr #0 !dbg !176 {
    #dbg_value(i32 %0, !178, !DIExpression(), !179)
  %2 = mul i32 %0, 7, !dbg !180
  ret i32 %2, !dbg !181
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !74 {
  %1 = load i32, ptr @counter, align 4, !dbg !182, !tbaa !145
  %2 = srem i32 %1, 3, !dbg !183
  %3 = sext i32 %2 to i64, !dbg !184
  %4 = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %3, !dbg !184
  %5 = load ptr, ptr %4, align 8, !dbg !184, !tbaa !162
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef 2) #8, !dbg !184
  %7 = tail call fastcc i32 @live_helper(i32 noundef %6), !dbg !185
    #dbg_value(i32 %7, !78, !DIExpression(), !186)
    #dbg_value(ptr @e_head, !79, !DIExpression(), !187)
    #dbg_value(ptr @e_head, !79, !DIExpression(), !187)
    #dbg_value(i32 %7, !78, !DIExpression(), !186)
  %8 = load i32, ptr @counter, align 4, !dbg !188, !tbaa !145
    #dbg_value(!DIArgList(i32 %7, i32 %8), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value), !186)
    #dbg_value(ptr @e_tail, !79, !DIExpression(), !187)
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !dbg !188, !tbaa !145
    #dbg_value(i32 %9, !122, !DIExpression(), !190)
    #dbg_value(i32 1, !123, !DIExpression(), !190)
  %10 = add i32 %8, %7, !dbg !192
  %11 = add i32 %10, %9, !dbg !193
    #dbg_value(i32 %11, !78, !DIExpression(), !186)
    #dbg_value(ptr null, !79, !DIExpression(), !187)
    #dbg_value(i32 %11, !140, !DIExpression(), !194)
  %12 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits), !dbg !196
  %13 = load i32, ptr %12, align 4, !dbg !197, !tbaa !145
  %14 = add nsw i32 %13, 1, !dbg !197
  store i32 %14, ptr %12, align 4, !dbg !197, !tbaa !145
  %15 = tail call i32 @picked(i32 noundef %11) #8, !dbg !198
  %16 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr), !dbg !199
  %17 = load ptr, ptr %16, align 8, !dbg !199, !tbaa !162
  %18 = load i32, ptr %17, align 4, !dbg !200, !tbaa !145
  %19 = tail call i32 @interp(ptr noundef nonnull @main.prog, i32 noundef %18), !dbg !201
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 4), align 4, !dbg !202, !tbaa !145
    #dbg_value(i32 %33, !78, !DIExpression(), !186)
  %21 = load ptr, ptr @msg_tail, align 8, !dbg !203, !tbaa !162
  %22 = load i8, ptr %21, align 1, !dbg !204, !tbaa !161
  %23 = sext i8 %22 to i32, !dbg !204
  %24 = load ptr, ptr @third, align 8, !dbg !205, !tbaa !162
  %25 = ptrtoint ptr %24 to i64, !dbg !206
  %26 = sub i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @arr, i64 32) to i64), %25, !dbg !206
  %27 = lshr exact i64 %26, 2, !dbg !206
  %28 = trunc i64 %27 to i32, !dbg !207
  %29 = mul i32 %11, 3, !dbg !208
  %30 = add i32 %29, %13, !dbg !209
  %31 = add i32 %30, %15, !dbg !210
  %32 = add i32 %31, %19, !dbg !211
  %33 = add i32 %32, %20, !dbg !212
  %34 = add nsw i32 %33, %23, !dbg !213
  %35 = add i32 %34, %28, !dbg !207
  ret i32 %35, !dbg !214
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @live_helper(i32 noundef %0) unnamed_addr #6 !dbg !215 {
    #dbg_value(i32 %0, !217, !DIExpression(), !218)
  %2 = load ptr, ptr @third, align 8, !dbg !219, !tbaa !162
  %3 = load i32, ptr %2, align 4, !dbg !220, !tbaa !145
  %4 = add nsw i32 %3, %0, !dbg !221
  ret i32 %4, !dbg !222
}

; Function Attrs: disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal nonnull ptr @resolve_pick() #7 !dbg !223 {
  %1 = load i32, ptr @counter, align 4, !dbg !227, !tbaa !145
  %2 = icmp eq i32 %1, 0, !dbg !227
  %3 = select i1 %2, ptr @impl_slow, ptr @impl_fast, !dbg !227
  ret ptr %3, !dbg !228
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 0, -1) i32 @impl_fast(i32 noundef %0) #0 !dbg !229 {
    #dbg_value(i32 %0, !231, !DIExpression(), !232)
  %2 = shl i32 %0, 1, !dbg !233
  ret i32 %2, !dbg !234
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @impl_slow(i32 noundef %0) #0 !dbg !235 {
    #dbg_value(i32 %0, !237, !DIExpression(), !238)
  %2 = shl nsw i32 %0, 1, !dbg !239
  ret i32 %2, !dbg !240
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!97, !98, !99, !100, !101, !102, !103}
!llvm.ident = !{!104}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 12, type: !94, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, imports: !92, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/refs.c", directory: ".", checksumkind: CSK_MD5, checksum: "feb52f8e92ce95a5e50ab63bccdfaeee")
!4 = !{!0, !5, !12, !16, !19, !22, !31, !36, !46, !48, !51, !53, !55, !72, !82, !84, !86, !88, !90}
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
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 4)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "e_tail", scope: !2, file: !3, line: 34, type: !38, isLocal: false, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 27, size: 256, elements: !40)
!40 = !{!41, !42, !43, !44}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !39, file: !3, line: 28, baseType: !18, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !39, file: !3, line: 29, baseType: !26, size: 64, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !39, file: !3, line: 30, baseType: !14, size: 64, offset: 128)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !39, file: !3, line: 31, baseType: !45, size: 64, offset: 192)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "e_head", scope: !2, file: !3, line: 35, type: !38, isLocal: false, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 40, elements: !10)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "e_unused", scope: !2, file: !3, line: 37, type: !38, isLocal: false, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "tls_ptr", scope: !2, file: !3, line: 42, type: !14, isLocal: false, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "labels", scope: !57, file: !3, line: 62, type: !69, isLocal: true, isDefinition: true)
!57 = distinct !DISubprogram(name: "interp", scope: !3, file: !3, line: 60, type: !58, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!58 = !DISubroutineType(types: !59)
!59 = !{!15, !60, !15}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!63 = !{!64, !65, !66, !67, !68}
!64 = !DILocalVariable(name: "code", arg: 1, scope: !57, file: !3, line: 60, type: !60)
!65 = !DILocalVariable(name: "acc", arg: 2, scope: !57, file: !3, line: 60, type: !15)
!66 = !DILabel(scope: !57, name: "op_inc", file: !3, line: 64)
!67 = !DILabel(scope: !57, name: "op_dbl", file: !3, line: 67)
!68 = !DILabel(scope: !57, name: "op_halt", file: !3, line: 70)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 192, elements: !29)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "prog", scope: !74, file: !3, line: 89, type: !81, isLocal: true, isDefinition: true)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 87, type: !75, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!15}
!77 = !{!78, !79}
!78 = !DILocalVariable(name: "r", scope: !74, file: !3, line: 90, type: !15)
!79 = !DILocalVariable(name: "e", scope: !80, file: !3, line: 91, type: !45)
!80 = distinct !DILexicalBlock(scope: !74, file: !3, line: 91, column: 5)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 24, elements: !29)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !15, isLocal: false, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "tls_depth", scope: !2, file: !3, line: 40, type: !15, isLocal: false, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression(DW_OP_constu, 3, DW_OP_stack_value))
!87 = distinct !DIGlobalVariable(name: "s_scale", scope: !2, file: !3, line: 10, type: !15, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
!89 = distinct !DIGlobalVariable(name: "s_dead_state", scope: !2, file: !3, line: 11, type: !15, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "tls_hits", scope: !2, file: !3, line: 41, type: !15, isLocal: true, isDefinition: true)
!92 = !{!93}
!93 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "arr_alias", scope: !2, entity: !1, file: !3, line: 47)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 8)
!97 = !{i32 7, !"Dwarf Version", i32 5}
!98 = !{i32 2, !"Debug Info Version", i32 3}
!99 = !{i32 1, !"wchar_size", i32 4}
!100 = !{i32 8, !"PIC Level", i32 2}
!101 = !{i32 7, !"PIE Level", i32 2}
!102 = !{i32 7, !"uwtable", i32 2}
!103 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!104 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!105 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 23, type: !27, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!106 = !{!107, !108}
!107 = !DILocalVariable(name: "a", arg: 1, scope: !105, file: !3, line: 23, type: !15)
!108 = !DILocalVariable(name: "b", arg: 2, scope: !105, file: !3, line: 23, type: !15)
!109 = !DILocation(line: 0, scope: !105)
!110 = !DILocation(line: 23, column: 37, scope: !105)
!111 = !DILocation(line: 23, column: 41, scope: !105)
!112 = !DILocation(line: 23, column: 28, scope: !105)
!113 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 21, type: !27, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!114 = !{!115, !116}
!115 = !DILocalVariable(name: "a", arg: 1, scope: !113, file: !3, line: 21, type: !15)
!116 = !DILocalVariable(name: "b", arg: 2, scope: !113, file: !3, line: 21, type: !15)
!117 = !DILocation(line: 0, scope: !113)
!118 = !DILocation(line: 21, column: 44, scope: !113)
!119 = !DILocation(line: 21, column: 35, scope: !113)
!120 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 22, type: !27, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "a", arg: 1, scope: !120, file: !3, line: 22, type: !15)
!123 = !DILocalVariable(name: "b", arg: 2, scope: !120, file: !3, line: 22, type: !15)
!124 = !DILocation(line: 0, scope: !120)
!125 = !DILocation(line: 22, column: 44, scope: !120)
!126 = !DILocation(line: 22, column: 35, scope: !120)
!127 = distinct !DISubprogram(name: "op_dead", scope: !3, file: !3, line: 33, type: !27, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "a", arg: 1, scope: !127, file: !3, line: 33, type: !15)
!130 = !DILocalVariable(name: "b", arg: 2, scope: !127, file: !3, line: 33, type: !15)
!131 = !DILocation(line: 0, scope: !127)
!132 = !DILocation(line: 33, column: 50, scope: !127)
!133 = !DILocation(line: 33, column: 45, scope: !127)
!134 = !DILocation(line: 33, column: 55, scope: !127)
!135 = !DILocation(line: 33, column: 36, scope: !127)
!136 = distinct !DISubprogram(name: "real_impl", scope: !3, file: !3, line: 45, type: !137, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!15, !15}
!139 = !{!140}
!140 = !DILocalVariable(name: "x", arg: 1, scope: !136, file: !3, line: 45, type: !15)
!141 = !DILocation(line: 0, scope: !136)
!142 = !DILocation(line: 45, column: 33, scope: !136)
!143 = !DILocation(line: 45, column: 39, scope: !136)
!144 = !DILocation(line: 45, column: 47, scope: !136)
!145 = !{!146, !146, i64 0}
!146 = !{!"int", !147, i64 0}
!147 = !{!"omnipotent char", !148, i64 0}
!148 = !{!"Simple C/C++ TBAA"}
!149 = !DILocation(line: 45, column: 37, scope: !136)
!150 = !DILocation(line: 45, column: 24, scope: !136)
!151 = !DILocation(line: 0, scope: !57)
!152 = !DILocation(line: 63, column: 5, scope: !57)
!153 = !DILocation(line: 64, column: 1, scope: !57)
!154 = !DILocation(line: 65, column: 8, scope: !57)
!155 = !DILocation(line: 66, column: 5, scope: !57)
!156 = !DILocation(line: 67, column: 1, scope: !57)
!157 = !DILocation(line: 68, column: 9, scope: !57)
!158 = !DILocation(line: 69, column: 5, scope: !57)
!159 = !DILocation(line: 70, column: 1, scope: !57)
!160 = !DILocation(line: 71, column: 5, scope: !57)
!161 = !{!147, !147, i64 0}
!162 = !{!163, !163, i64 0}
!163 = !{!"any pointer", !147, i64 0}
!164 = distinct !DISubprogram(name: "init_counter", scope: !3, file: !3, line: 75, type: !165, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!165 = !DISubroutineType(types: !166)
!166 = !{null}
!167 = !DILocation(line: 75, column: 71, scope: !164)
!168 = !DILocation(line: 75, column: 76, scope: !164)
!169 = distinct !DISubprogram(name: "init_early", scope: !3, file: !3, line: 76, type: !165, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!170 = !DILocation(line: 76, column: 59, scope: !169)
!171 = !DILocation(line: 76, column: 69, scope: !169)
!172 = !DILocation(line: 76, column: 74, scope: !169)
!173 = distinct !DISubprogram(name: "fini_counter", scope: !3, file: !3, line: 77, type: !165, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!174 = !DILocation(line: 77, column: 70, scope: !173)
!175 = !DILocation(line: 77, column: 75, scope: !173)
!176 = distinct !DISubprogram(name: "dead_entry", scope: !3, file: !3, line: 85, type: !137, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!177 = !{!178}
!178 = !DILocalVariable(name: "x", arg: 1, scope: !176, file: !3, line: 85, type: !15)
!179 = !DILocation(line: 0, scope: !176)
!180 = !DILocation(line: 85, column: 47, scope: !176)
!181 = !DILocation(line: 85, column: 25, scope: !176)
!182 = !DILocation(line: 90, column: 29, scope: !74)
!183 = !DILocation(line: 90, column: 37, scope: !74)
!184 = !DILocation(line: 90, column: 25, scope: !74)
!185 = !DILocation(line: 90, column: 13, scope: !74)
!186 = !DILocation(line: 0, scope: !74)
!187 = !DILocation(line: 0, scope: !80)
!188 = !DILocation(line: 92, column: 20, scope: !189)
!189 = distinct !DILexicalBlock(scope: !80, file: !3, line: 91, column: 5)
!190 = !DILocation(line: 0, scope: !120, inlinedAt: !191)
!191 = distinct !DILocation(line: 92, column: 14, scope: !189)
!192 = !DILocation(line: 22, column: 44, scope: !120, inlinedAt: !191)
!193 = !DILocation(line: 92, column: 11, scope: !189)
!194 = !DILocation(line: 0, scope: !136, inlinedAt: !195)
!195 = distinct !DILocation(line: 93, column: 10, scope: !74)
!196 = !DILocation(line: 45, column: 39, scope: !136, inlinedAt: !195)
!197 = !DILocation(line: 45, column: 47, scope: !136, inlinedAt: !195)
!198 = !DILocation(line: 93, column: 26, scope: !74)
!199 = !DILocation(line: 93, column: 52, scope: !74)
!200 = !DILocation(line: 93, column: 51, scope: !74)
!201 = !DILocation(line: 93, column: 38, scope: !74)
!202 = !DILocation(line: 93, column: 63, scope: !74)
!203 = !DILocation(line: 94, column: 17, scope: !74)
!204 = !DILocation(line: 94, column: 16, scope: !74)
!205 = !DILocation(line: 94, column: 39, scope: !74)
!206 = !DILocation(line: 94, column: 37, scope: !74)
!207 = !DILocation(line: 94, column: 12, scope: !74)
!208 = !DILocation(line: 45, column: 37, scope: !136, inlinedAt: !195)
!209 = !DILocation(line: 93, column: 24, scope: !74)
!210 = !DILocation(line: 93, column: 36, scope: !74)
!211 = !DILocation(line: 93, column: 61, scope: !74)
!212 = !DILocation(line: 93, column: 7, scope: !74)
!213 = !DILocation(line: 94, column: 14, scope: !74)
!214 = !DILocation(line: 94, column: 5, scope: !74)
!215 = distinct !DISubprogram(name: "live_helper", scope: !3, file: !3, line: 80, type: !137, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !216)
!216 = !{!217}
!217 = !DILocalVariable(name: "x", arg: 1, scope: !215, file: !3, line: 80, type: !15)
!218 = !DILocation(line: 0, scope: !215)
!219 = !DILocation(line: 80, column: 71, scope: !215)
!220 = !DILocation(line: 80, column: 70, scope: !215)
!221 = !DILocation(line: 80, column: 68, scope: !215)
!222 = !DILocation(line: 80, column: 59, scope: !215)
!223 = distinct !DISubprogram(name: "resolve_pick", scope: !3, file: !3, line: 53, type: !224, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!224 = !DISubroutineType(types: !225)
!225 = !{!226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!227 = !DILocation(line: 55, column: 12, scope: !223)
!228 = !DILocation(line: 55, column: 5, scope: !223)
!229 = distinct !DISubprogram(name: "impl_fast", scope: !3, file: !3, line: 51, type: !137, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !230)
!230 = !{!231}
!231 = !DILocalVariable(name: "x", arg: 1, scope: !229, file: !3, line: 51, type: !15)
!232 = !DILocation(line: 0, scope: !229)
!233 = !DILocation(line: 51, column: 40, scope: !229)
!234 = !DILocation(line: 51, column: 31, scope: !229)
!235 = distinct !DISubprogram(name: "impl_slow", scope: !3, file: !3, line: 52, type: !137, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !236)
!236 = !{!237}
!237 = !DILocalVariable(name: "x", arg: 1, scope: !235, file: !3, line: 52, type: !15)
!238 = !DILocation(line: 0, scope: !235)
!239 = !DILocation(line: 52, column: 40, scope: !235)
!240 = !DILocation(line: 52, column: 31, scope: !235)
