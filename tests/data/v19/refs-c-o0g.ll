; ModuleID = 'refs-c-o0g.bc'
source_filename = "src/refs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { ptr, ptr, ptr, ptr }

@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !0
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !5
@third = dso_local global ptr getelementptr (i8, ptr @arr, i64 12), align 8, !dbg !12
@msg_tail = dso_local global ptr getelementptr (i8, ptr @msg, i64 2), align 8, !dbg !16
@arr_end = dso_local constant ptr getelementptr (i8, ptr @arr, i64 32), align 8, !dbg !19
@s_scale = internal global i32 3, align 4, !dbg !77
@ops = dso_local constant [3 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul], align 16, !dbg !22
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !31
@e_tail = dso_local constant %struct.entry { ptr @.str, ptr @op_sub, ptr getelementptr (i8, ptr @arr, i64 20), ptr null }, align 8, !dbg !36
@counter = dso_local global i32 0, align 4, !dbg !73
@e_head = dso_local constant %struct.entry { ptr @msg, ptr @op_add, ptr @counter, ptr @e_tail }, align 8, !dbg !46
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1, !dbg !48
@e_unused = dso_local constant %struct.entry { ptr @.str.1, ptr @op_dead, ptr getelementptr (i8, ptr @arr, i64 4), ptr @e_head }, align 8, !dbg !51
@tls_ptr = dso_local thread_local global ptr getelementptr (i8, ptr @arr, i64 8), align 8, !dbg !53
@tls_hits = internal thread_local global i32 1, align 4, !dbg !81
@interp.labels = internal constant [3 x ptr] [ptr blockaddress(@interp, %10), ptr blockaddress(@interp, %19), ptr blockaddress(@interp, %28)], align 16, !dbg !55
@tls_depth = dso_local thread_local global i32 0, align 4, !dbg !75
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !67
@s_dead_state = internal global i32 9, align 4, !dbg !79
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init_counter, ptr null }, { i32, ptr, ptr } { i32 200, ptr @init_early, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini_counter, ptr null }]

@alias_impl = dso_local alias i32 (i32), ptr @real_impl
@arr_alias = dso_local alias [8 x i32], ptr @arr
@dead_alias = dso_local alias i32 (i32, i32), ptr @op_mul

@picked = dso_local ifunc i32 (i32), ptr @resolve_pick

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 !dbg !96 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
  %5 = load i32, ptr %3, align 4, !dbg !101
  %6 = load i32, ptr %4, align 4, !dbg !102
  %7 = mul nsw i32 %5, %6, !dbg !103
  %8 = load i32, ptr @s_scale, align 4, !dbg !104
  %9 = mul nsw i32 %7, %8, !dbg !105
  ret i32 %9, !dbg !106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 !dbg !107 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !108, !DIExpression(), !109)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !110, !DIExpression(), !111)
  %5 = load i32, ptr %3, align 4, !dbg !112
  %6 = load i32, ptr %4, align 4, !dbg !113
  %7 = add nsw i32 %5, %6, !dbg !114
  ret i32 %7, !dbg !115
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 !dbg !116 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !117, !DIExpression(), !118)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !119, !DIExpression(), !120)
  %5 = load i32, ptr %3, align 4, !dbg !121
  %6 = load i32, ptr %4, align 4, !dbg !122
  %7 = sub nsw i32 %5, %6, !dbg !123
  ret i32 %7, !dbg !124
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) #0 !dbg !125 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !126, !DIExpression(), !127)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !128, !DIExpression(), !129)
  %5 = load i32, ptr %3, align 4, !dbg !130
  %6 = load i32, ptr %4, align 4, !dbg !131
  %7 = or i32 %6, 1, !dbg !132
  %8 = srem i32 %5, %7, !dbg !133
  %9 = load i32, ptr @s_dead_state, align 4, !dbg !134
  %10 = add nsw i32 %8, %9, !dbg !135
  ret i32 %10, !dbg !136
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_impl(i32 noundef %0) #0 !dbg !137 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !140, !DIExpression(), !141)
  %3 = load i32, ptr %2, align 4, !dbg !142
  %4 = mul nsw i32 %3, 2, !dbg !143
  %5 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits), !dbg !144
  %6 = load i32, ptr %5, align 4, !dbg !145
  %7 = add nsw i32 %6, 1, !dbg !145
  store i32 %7, ptr %5, align 4, !dbg !145
  %8 = add nsw i32 %4, %6, !dbg !146
  ret i32 %8, !dbg !147
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @interp(ptr noundef %0, i32 noundef %1) #0 !dbg !57 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !148, !DIExpression(), !149)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !150, !DIExpression(), !151)
  %5 = load ptr, ptr %3, align 8, !dbg !152
  %6 = load i8, ptr %5, align 1, !dbg !153
  %7 = zext i8 %6 to i64, !dbg !154
  %8 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %7, !dbg !154
  %9 = load ptr, ptr %8, align 8, !dbg !154
  br label %30, !dbg !155

10:                                               ; preds = %30
    #dbg_label(!156, !157)
  %11 = load i32, ptr %4, align 4, !dbg !158
  %12 = add nsw i32 %11, 1, !dbg !158
  store i32 %12, ptr %4, align 4, !dbg !158
  %13 = load ptr, ptr %3, align 8, !dbg !159
  %14 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !159
  store ptr %14, ptr %3, align 8, !dbg !159
  %15 = load i8, ptr %14, align 1, !dbg !160
  %16 = zext i8 %15 to i64, !dbg !161
  %17 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %16, !dbg !161
  %18 = load ptr, ptr %17, align 8, !dbg !161
  br label %30, !dbg !162

19:                                               ; preds = %30
    #dbg_label(!163, !164)
  %20 = load i32, ptr %4, align 4, !dbg !165
  %21 = mul nsw i32 %20, 2, !dbg !165
  store i32 %21, ptr %4, align 4, !dbg !165
  %22 = load ptr, ptr %3, align 8, !dbg !166
  %23 = getelementptr inbounds i8, ptr %22, i32 1, !dbg !166
  store ptr %23, ptr %3, align 8, !dbg !166
  %24 = load i8, ptr %23, align 1, !dbg !167
  %25 = zext i8 %24 to i64, !dbg !168
  %26 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %25, !dbg !168
  %27 = load ptr, ptr %26, align 8, !dbg !168
  br label %30, !dbg !169

28:                                               ; preds = %30
    #dbg_label(!170, !171)
  %29 = load i32, ptr %4, align 4, !dbg !172
  ret i32 %29, !dbg !173

30:                                               ; preds = %19, %10, %2
  %31 = phi ptr [ %9, %2 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr ptr %31, [label %10, label %19, label %28]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_counter() #0 !dbg !174 {
  store i32 1, ptr @counter, align 4, !dbg !177
  ret void, !dbg !178
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init_early() #0 !dbg !179 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_depth), !dbg !180
  store i32 0, ptr %1, align 4, !dbg !181
  ret void, !dbg !182
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fini_counter() #0 !dbg !183 {
  store i32 0, ptr @counter, align 4, !dbg !184
  ret void, !dbg !185
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dead_entry(i32 noundef %0) #0 !dbg !186 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !187, !DIExpression(), !188)
  %3 = load i32, ptr %2, align 4, !dbg !189
  %4 = call i32 @dead_helper(i32 noundef %3), !dbg !190
  %5 = load i32, ptr %2, align 4, !dbg !191
  %6 = call i32 @dead_alias(i32 noundef %5, i32 noundef 2), !dbg !192
  %7 = add nsw i32 %4, %6, !dbg !193
  ret i32 %7, !dbg !194
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dead_helper(i32 noundef %0) #0 !dbg !195 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !196, !DIExpression(), !197)
  %3 = load i32, ptr %2, align 4, !dbg !198
  %4 = load i32, ptr @s_dead_state, align 4, !dbg !199
  %5 = sub nsw i32 %3, %4, !dbg !200
  %6 = load ptr, ptr getelementptr inbounds (%struct.entry, ptr @e_unused, i32 0, i32 1), align 8, !dbg !201
  %7 = load i32, ptr %2, align 4, !dbg !202
  %8 = call i32 %6(i32 noundef %7, i32 noundef 1), !dbg !203
  %9 = add nsw i32 %5, %8, !dbg !204
  ret i32 %9, !dbg !205
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !206, !DIExpression(), !207)
  %4 = load i32, ptr @counter, align 4, !dbg !208
  %5 = srem i32 %4, 3, !dbg !209
  %6 = sext i32 %5 to i64, !dbg !210
  %7 = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %6, !dbg !210
  %8 = load ptr, ptr %7, align 8, !dbg !210
  %9 = load i32, ptr @counter, align 4, !dbg !211
  %10 = call i32 %8(i32 noundef %9, i32 noundef 2), !dbg !210
  %11 = call i32 @live_helper(i32 noundef %10), !dbg !212
  store i32 %11, ptr %2, align 4, !dbg !207
    #dbg_declare(ptr %3, !213, !DIExpression(), !215)
  store ptr @e_head, ptr %3, align 8, !dbg !215
  br label %12, !dbg !216

12:                                               ; preds = %26, %0
  %13 = load ptr, ptr %3, align 8, !dbg !217
  %14 = icmp ne ptr %13, null, !dbg !219
  br i1 %14, label %15, label %30, !dbg !219

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8, !dbg !220
  %17 = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 1, !dbg !221
  %18 = load ptr, ptr %17, align 8, !dbg !221
  %19 = load ptr, ptr %3, align 8, !dbg !222
  %20 = getelementptr inbounds %struct.entry, ptr %19, i32 0, i32 2, !dbg !223
  %21 = load ptr, ptr %20, align 8, !dbg !223
  %22 = load i32, ptr %21, align 4, !dbg !224
  %23 = call i32 %18(i32 noundef %22, i32 noundef 1), !dbg !220
  %24 = load i32, ptr %2, align 4, !dbg !225
  %25 = add nsw i32 %24, %23, !dbg !225
  store i32 %25, ptr %2, align 4, !dbg !225
  br label %26, !dbg !226

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 8, !dbg !227
  %28 = getelementptr inbounds %struct.entry, ptr %27, i32 0, i32 3, !dbg !228
  %29 = load ptr, ptr %28, align 8, !dbg !228
  store ptr %29, ptr %3, align 8, !dbg !229
  br label %12, !dbg !230, !llvm.loop !231

30:                                               ; preds = %12
  %31 = load i32, ptr %2, align 4, !dbg !234
  %32 = call i32 @alias_impl(i32 noundef %31), !dbg !235
  %33 = load i32, ptr %2, align 4, !dbg !236
  %34 = call i32 @picked(i32 noundef %33), !dbg !237
  %35 = add nsw i32 %32, %34, !dbg !238
  %36 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr), !dbg !239
  %37 = load ptr, ptr %36, align 8, !dbg !239
  %38 = load i32, ptr %37, align 4, !dbg !240
  %39 = call i32 @interp(ptr noundef @main.prog, i32 noundef %38), !dbg !241
  %40 = add nsw i32 %35, %39, !dbg !242
  %41 = load i32, ptr getelementptr inbounds ([8 x i32], ptr @arr_alias, i64 0, i64 1), align 4, !dbg !243
  %42 = add nsw i32 %40, %41, !dbg !244
  %43 = load i32, ptr %2, align 4, !dbg !245
  %44 = add nsw i32 %43, %42, !dbg !245
  store i32 %44, ptr %2, align 4, !dbg !245
  %45 = load i32, ptr %2, align 4, !dbg !246
  %46 = load ptr, ptr @msg_tail, align 8, !dbg !247
  %47 = load i8, ptr %46, align 1, !dbg !248
  %48 = sext i8 %47 to i32, !dbg !248
  %49 = add nsw i32 %45, %48, !dbg !249
  %50 = sext i32 %49 to i64, !dbg !246
  %51 = load ptr, ptr @third, align 8, !dbg !250
  %52 = ptrtoint ptr %51 to i64, !dbg !251
  %53 = sub i64 ptrtoint (ptr getelementptr (i8, ptr @arr, i64 32) to i64), %52, !dbg !251
  %54 = sdiv exact i64 %53, 4, !dbg !251
  %55 = add nsw i64 %50, %54, !dbg !252
  %56 = trunc i64 %55 to i32, !dbg !246
  ret i32 %56, !dbg !253
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @live_helper(i32 noundef %0) #0 !dbg !254 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !255, !DIExpression(), !256)
  %3 = load i32, ptr %2, align 4, !dbg !257
  %4 = load ptr, ptr @third, align 8, !dbg !258
  %5 = load i32, ptr %4, align 4, !dbg !259
  %6 = add nsw i32 %3, %5, !dbg !260
  ret i32 %6, !dbg !261
}

; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone uwtable
define internal ptr @resolve_pick() #2 !dbg !262 {
  %1 = load i32, ptr @counter, align 4, !dbg !266
  %2 = icmp ne i32 %1, 0, !dbg !266
  %3 = zext i1 %2 to i64, !dbg !266
  %4 = select i1 %2, ptr @impl_fast, ptr @impl_slow, !dbg !266
  ret ptr %4, !dbg !267
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_fast(i32 noundef %0) #0 !dbg !268 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !269, !DIExpression(), !270)
  %3 = load i32, ptr %2, align 4, !dbg !271
  %4 = shl i32 %3, 1, !dbg !272
  ret i32 %4, !dbg !273
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_slow(i32 noundef %0) #0 !dbg !274 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !275, !DIExpression(), !276)
  %3 = load i32, ptr %2, align 4, !dbg !277
  %4 = load i32, ptr %2, align 4, !dbg !278
  %5 = add nsw i32 %3, %4, !dbg !279
  ret i32 %5, !dbg !280
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { disable_sanitizer_instrumentation noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 12, type: !85, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, imports: !83, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/refs.c", directory: ".", checksumkind: CSK_MD5, checksum: "feb52f8e92ce95a5e50ab63bccdfaeee")
!4 = !{!0, !5, !12, !16, !19, !22, !31, !36, !46, !48, !51, !53, !55, !67, !73, !75, !77, !79, !81}
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
!56 = distinct !DIGlobalVariable(name: "labels", scope: !57, file: !3, line: 62, type: !64, isLocal: true, isDefinition: true)
!57 = distinct !DISubprogram(name: "interp", scope: !3, file: !3, line: 60, type: !58, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!58 = !DISubroutineType(types: !59)
!59 = !{!15, !60, !15}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!63 = !{}
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 192, elements: !29)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "prog", scope: !69, file: !3, line: 89, type: !72, isLocal: true, isDefinition: true)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 87, type: !70, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!70 = !DISubroutineType(types: !71)
!71 = !{!15}
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 24, elements: !29)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !15, isLocal: false, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "tls_depth", scope: !2, file: !3, line: 40, type: !15, isLocal: false, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "s_scale", scope: !2, file: !3, line: 10, type: !15, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "s_dead_state", scope: !2, file: !3, line: 11, type: !15, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "tls_hits", scope: !2, file: !3, line: 41, type: !15, isLocal: true, isDefinition: true)
!83 = !{!84}
!84 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "arr_alias", scope: !2, entity: !1, file: !3, line: 47)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 8)
!88 = !{i32 7, !"Dwarf Version", i32 5}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 4}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"frame-pointer", i32 2}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 23, type: !27, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!97 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !3, line: 23, type: !15)
!98 = !DILocation(line: 23, column: 16, scope: !96)
!99 = !DILocalVariable(name: "b", arg: 2, scope: !96, file: !3, line: 23, type: !15)
!100 = !DILocation(line: 23, column: 23, scope: !96)
!101 = !DILocation(line: 23, column: 35, scope: !96)
!102 = !DILocation(line: 23, column: 39, scope: !96)
!103 = !DILocation(line: 23, column: 37, scope: !96)
!104 = !DILocation(line: 23, column: 43, scope: !96)
!105 = !DILocation(line: 23, column: 41, scope: !96)
!106 = !DILocation(line: 23, column: 28, scope: !96)
!107 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 21, type: !27, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!108 = !DILocalVariable(name: "a", arg: 1, scope: !107, file: !3, line: 21, type: !15)
!109 = !DILocation(line: 21, column: 23, scope: !107)
!110 = !DILocalVariable(name: "b", arg: 2, scope: !107, file: !3, line: 21, type: !15)
!111 = !DILocation(line: 21, column: 30, scope: !107)
!112 = !DILocation(line: 21, column: 42, scope: !107)
!113 = !DILocation(line: 21, column: 46, scope: !107)
!114 = !DILocation(line: 21, column: 44, scope: !107)
!115 = !DILocation(line: 21, column: 35, scope: !107)
!116 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 22, type: !27, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!117 = !DILocalVariable(name: "a", arg: 1, scope: !116, file: !3, line: 22, type: !15)
!118 = !DILocation(line: 22, column: 23, scope: !116)
!119 = !DILocalVariable(name: "b", arg: 2, scope: !116, file: !3, line: 22, type: !15)
!120 = !DILocation(line: 22, column: 30, scope: !116)
!121 = !DILocation(line: 22, column: 42, scope: !116)
!122 = !DILocation(line: 22, column: 46, scope: !116)
!123 = !DILocation(line: 22, column: 44, scope: !116)
!124 = !DILocation(line: 22, column: 35, scope: !116)
!125 = distinct !DISubprogram(name: "op_dead", scope: !3, file: !3, line: 33, type: !27, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!126 = !DILocalVariable(name: "a", arg: 1, scope: !125, file: !3, line: 33, type: !15)
!127 = !DILocation(line: 33, column: 24, scope: !125)
!128 = !DILocalVariable(name: "b", arg: 2, scope: !125, file: !3, line: 33, type: !15)
!129 = !DILocation(line: 33, column: 31, scope: !125)
!130 = !DILocation(line: 33, column: 43, scope: !125)
!131 = !DILocation(line: 33, column: 48, scope: !125)
!132 = !DILocation(line: 33, column: 50, scope: !125)
!133 = !DILocation(line: 33, column: 45, scope: !125)
!134 = !DILocation(line: 33, column: 57, scope: !125)
!135 = !DILocation(line: 33, column: 55, scope: !125)
!136 = !DILocation(line: 33, column: 36, scope: !125)
!137 = distinct !DISubprogram(name: "real_impl", scope: !3, file: !3, line: 45, type: !138, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!138 = !DISubroutineType(types: !139)
!139 = !{!15, !15}
!140 = !DILocalVariable(name: "x", arg: 1, scope: !137, file: !3, line: 45, type: !15)
!141 = !DILocation(line: 45, column: 19, scope: !137)
!142 = !DILocation(line: 45, column: 31, scope: !137)
!143 = !DILocation(line: 45, column: 33, scope: !137)
!144 = !DILocation(line: 45, column: 39, scope: !137)
!145 = !DILocation(line: 45, column: 47, scope: !137)
!146 = !DILocation(line: 45, column: 37, scope: !137)
!147 = !DILocation(line: 45, column: 24, scope: !137)
!148 = !DILocalVariable(name: "code", arg: 1, scope: !57, file: !3, line: 60, type: !60)
!149 = !DILocation(line: 60, column: 33, scope: !57)
!150 = !DILocalVariable(name: "acc", arg: 2, scope: !57, file: !3, line: 60, type: !15)
!151 = !DILocation(line: 60, column: 43, scope: !57)
!152 = !DILocation(line: 63, column: 19, scope: !57)
!153 = !DILocation(line: 63, column: 18, scope: !57)
!154 = !DILocation(line: 63, column: 11, scope: !57)
!155 = !DILocation(line: 63, column: 5, scope: !57)
!156 = !DILabel(scope: !57, name: "op_inc", file: !3, line: 64)
!157 = !DILocation(line: 64, column: 1, scope: !57)
!158 = !DILocation(line: 65, column: 8, scope: !57)
!159 = !DILocation(line: 66, column: 19, scope: !57)
!160 = !DILocation(line: 66, column: 18, scope: !57)
!161 = !DILocation(line: 66, column: 11, scope: !57)
!162 = !DILocation(line: 66, column: 5, scope: !57)
!163 = !DILabel(scope: !57, name: "op_dbl", file: !3, line: 67)
!164 = !DILocation(line: 67, column: 1, scope: !57)
!165 = !DILocation(line: 68, column: 9, scope: !57)
!166 = !DILocation(line: 69, column: 19, scope: !57)
!167 = !DILocation(line: 69, column: 18, scope: !57)
!168 = !DILocation(line: 69, column: 11, scope: !57)
!169 = !DILocation(line: 69, column: 5, scope: !57)
!170 = !DILabel(scope: !57, name: "op_halt", file: !3, line: 70)
!171 = !DILocation(line: 70, column: 1, scope: !57)
!172 = !DILocation(line: 71, column: 12, scope: !57)
!173 = !DILocation(line: 71, column: 5, scope: !57)
!174 = distinct !DISubprogram(name: "init_counter", scope: !3, file: !3, line: 75, type: !175, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!175 = !DISubroutineType(types: !176)
!176 = !{null}
!177 = !DILocation(line: 75, column: 71, scope: !174)
!178 = !DILocation(line: 75, column: 76, scope: !174)
!179 = distinct !DISubprogram(name: "init_early", scope: !3, file: !3, line: 76, type: !175, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!180 = !DILocation(line: 76, column: 59, scope: !179)
!181 = !DILocation(line: 76, column: 69, scope: !179)
!182 = !DILocation(line: 76, column: 74, scope: !179)
!183 = distinct !DISubprogram(name: "fini_counter", scope: !3, file: !3, line: 77, type: !175, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!184 = !DILocation(line: 77, column: 70, scope: !183)
!185 = !DILocation(line: 77, column: 75, scope: !183)
!186 = distinct !DISubprogram(name: "dead_entry", scope: !3, file: !3, line: 85, type: !138, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!187 = !DILocalVariable(name: "x", arg: 1, scope: !186, file: !3, line: 85, type: !15)
!188 = !DILocation(line: 85, column: 20, scope: !186)
!189 = !DILocation(line: 85, column: 44, scope: !186)
!190 = !DILocation(line: 85, column: 32, scope: !186)
!191 = !DILocation(line: 85, column: 60, scope: !186)
!192 = !DILocation(line: 85, column: 49, scope: !186)
!193 = !DILocation(line: 85, column: 47, scope: !186)
!194 = !DILocation(line: 85, column: 25, scope: !186)
!195 = distinct !DISubprogram(name: "dead_helper", scope: !3, file: !3, line: 81, type: !138, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!196 = !DILocalVariable(name: "x", arg: 1, scope: !195, file: !3, line: 81, type: !15)
!197 = !DILocation(line: 81, column: 54, scope: !195)
!198 = !DILocation(line: 83, column: 12, scope: !195)
!199 = !DILocation(line: 83, column: 16, scope: !195)
!200 = !DILocation(line: 83, column: 14, scope: !195)
!201 = !DILocation(line: 83, column: 40, scope: !195)
!202 = !DILocation(line: 83, column: 43, scope: !195)
!203 = !DILocation(line: 83, column: 31, scope: !195)
!204 = !DILocation(line: 83, column: 29, scope: !195)
!205 = !DILocation(line: 83, column: 5, scope: !195)
!206 = !DILocalVariable(name: "r", scope: !69, file: !3, line: 90, type: !15)
!207 = !DILocation(line: 90, column: 9, scope: !69)
!208 = !DILocation(line: 90, column: 29, scope: !69)
!209 = !DILocation(line: 90, column: 37, scope: !69)
!210 = !DILocation(line: 90, column: 25, scope: !69)
!211 = !DILocation(line: 90, column: 42, scope: !69)
!212 = !DILocation(line: 90, column: 13, scope: !69)
!213 = !DILocalVariable(name: "e", scope: !214, file: !3, line: 91, type: !45)
!214 = distinct !DILexicalBlock(scope: !69, file: !3, line: 91, column: 5)
!215 = !DILocation(line: 91, column: 30, scope: !214)
!216 = !DILocation(line: 91, column: 10, scope: !214)
!217 = !DILocation(line: 91, column: 43, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 91, column: 5)
!219 = !DILocation(line: 91, column: 5, scope: !214)
!220 = !DILocation(line: 92, column: 14, scope: !218)
!221 = !DILocation(line: 92, column: 17, scope: !218)
!222 = !DILocation(line: 92, column: 21, scope: !218)
!223 = !DILocation(line: 92, column: 24, scope: !218)
!224 = !DILocation(line: 92, column: 20, scope: !218)
!225 = !DILocation(line: 92, column: 11, scope: !218)
!226 = !DILocation(line: 92, column: 9, scope: !218)
!227 = !DILocation(line: 91, column: 50, scope: !218)
!228 = !DILocation(line: 91, column: 53, scope: !218)
!229 = !DILocation(line: 91, column: 48, scope: !218)
!230 = !DILocation(line: 91, column: 5, scope: !218)
!231 = distinct !{!231, !219, !232, !233}
!232 = !DILocation(line: 92, column: 31, scope: !214)
!233 = !{!"llvm.loop.mustprogress"}
!234 = !DILocation(line: 93, column: 21, scope: !69)
!235 = !DILocation(line: 93, column: 10, scope: !69)
!236 = !DILocation(line: 93, column: 33, scope: !69)
!237 = !DILocation(line: 93, column: 26, scope: !69)
!238 = !DILocation(line: 93, column: 24, scope: !69)
!239 = !DILocation(line: 93, column: 52, scope: !69)
!240 = !DILocation(line: 93, column: 51, scope: !69)
!241 = !DILocation(line: 93, column: 38, scope: !69)
!242 = !DILocation(line: 93, column: 36, scope: !69)
!243 = !DILocation(line: 93, column: 63, scope: !69)
!244 = !DILocation(line: 93, column: 61, scope: !69)
!245 = !DILocation(line: 93, column: 7, scope: !69)
!246 = !DILocation(line: 94, column: 12, scope: !69)
!247 = !DILocation(line: 94, column: 17, scope: !69)
!248 = !DILocation(line: 94, column: 16, scope: !69)
!249 = !DILocation(line: 94, column: 14, scope: !69)
!250 = !DILocation(line: 94, column: 39, scope: !69)
!251 = !DILocation(line: 94, column: 37, scope: !69)
!252 = !DILocation(line: 94, column: 26, scope: !69)
!253 = !DILocation(line: 94, column: 5, scope: !69)
!254 = distinct !DISubprogram(name: "live_helper", scope: !3, file: !3, line: 80, type: !138, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!255 = !DILocalVariable(name: "x", arg: 1, scope: !254, file: !3, line: 80, type: !15)
!256 = !DILocation(line: 80, column: 54, scope: !254)
!257 = !DILocation(line: 80, column: 66, scope: !254)
!258 = !DILocation(line: 80, column: 71, scope: !254)
!259 = !DILocation(line: 80, column: 70, scope: !254)
!260 = !DILocation(line: 80, column: 68, scope: !254)
!261 = !DILocation(line: 80, column: 59, scope: !254)
!262 = distinct !DISubprogram(name: "resolve_pick", scope: !3, file: !3, line: 53, type: !263, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!263 = !DISubroutineType(types: !264)
!264 = !{!265}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!266 = !DILocation(line: 55, column: 12, scope: !262)
!267 = !DILocation(line: 55, column: 5, scope: !262)
!268 = distinct !DISubprogram(name: "impl_fast", scope: !3, file: !3, line: 51, type: !138, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!269 = !DILocalVariable(name: "x", arg: 1, scope: !268, file: !3, line: 51, type: !15)
!270 = !DILocation(line: 51, column: 26, scope: !268)
!271 = !DILocation(line: 51, column: 38, scope: !268)
!272 = !DILocation(line: 51, column: 40, scope: !268)
!273 = !DILocation(line: 51, column: 31, scope: !268)
!274 = distinct !DISubprogram(name: "impl_slow", scope: !3, file: !3, line: 52, type: !138, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !63)
!275 = !DILocalVariable(name: "x", arg: 1, scope: !274, file: !3, line: 52, type: !15)
!276 = !DILocation(line: 52, column: 26, scope: !274)
!277 = !DILocation(line: 52, column: 38, scope: !274)
!278 = !DILocation(line: 52, column: 42, scope: !274)
!279 = !DILocation(line: 52, column: 40, scope: !274)
!280 = !DILocation(line: 52, column: 31, scope: !274)
