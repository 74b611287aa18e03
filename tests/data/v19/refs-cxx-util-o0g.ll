; ModuleID = 'refs-cxx-util-o0g.bc'
source_filename = "src/refs-util.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.hook = type { ptr, ptr, ptr }

$_ZTW7t_calls = comdat any

@t_calls = dso_local thread_local global i32 0, align 4, !dbg !0
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1597], align 16, !dbg !5
@lut_mid = dso_local global ptr getelementptr (i8, ptr @lut, i64 32), align 8, !dbg !11
@dead_ops = dso_local global [2 x ptr] [ptr @_ZL9unused_opi, ptr @_ZL6negatei], align 16, !dbg !14
@_ZZ8util_runE6labels = internal constant [3 x ptr] [ptr blockaddress(@util_run, %10), ptr blockaddress(@util_run, %19), ptr blockaddress(@util_run, %28)], align 16, !dbg !23
@_ZL8op_table = internal constant [3 x ptr] [ptr @_ZL5twicei, ptr @_ZL6negatei, ptr @util_hash], align 16, !dbg !40
@_ZL9hook_head = internal constant %struct.hook { ptr @_ZL5twicei, ptr @lut, ptr @_ZL9hook_tail }, align 8, !dbg !44
@_ZL9hook_tail = internal constant %struct.hook { ptr @_ZL6negatei, ptr getelementptr (i8, ptr @lut, i64 12), ptr null }, align 8, !dbg !53
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @util_init, ptr null }]

@util_hash_alias = dso_local alias i32 (i32), ptr @util_hash

@util_fast = dso_local ifunc i32 (i32), ptr @util_resolve

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) #0 !dbg !63 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !65)
  %3 = load i32, ptr %2, align 4, !dbg !66
  %4 = load i32, ptr getelementptr (i8, ptr @lut, i64 64), align 4, !dbg !67
  %5 = xor i32 %3, %4, !dbg !68
  ret i32 %5, !dbg !69
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL6negatei(i32 noundef %0) #0 !dbg !70 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !72)
  %3 = load i32, ptr %2, align 4, !dbg !73
  %4 = sub nsw i32 0, %3, !dbg !74
  ret i32 %4, !dbg !75
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_hash(i32 noundef %0) #0 !dbg !76 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !77, !DIExpression(), !78)
  %3 = load i32, ptr %2, align 4, !dbg !79
  %4 = mul nsw i32 %3, 31, !dbg !80
  %5 = load ptr, ptr @lut_mid, align 8, !dbg !81
  %6 = load i32, ptr %5, align 4, !dbg !82
  %7 = add nsw i32 %4, %6, !dbg !83
  ret i32 %7, !dbg !84
}

; Function Attrs: disable_sanitizer_instrumentation mustprogress noinline nounwind optnone uwtable
define dso_local ptr @util_resolve() #1 !dbg !85 {
  %1 = load i32, ptr @lut, align 16, !dbg !88
  %2 = icmp ne i32 %1, 0, !dbg !88
  br i1 %2, label %3, label %4, !dbg !88

3:                                                ; preds = %0
  br label %5, !dbg !88

4:                                                ; preds = %0
  br label %5, !dbg !88

5:                                                ; preds = %4, %3
  %6 = phi ptr [ @_ZL9hash_fasti, %3 ], [ @_ZL9hash_slowi, %4 ], !dbg !88
  ret ptr %6, !dbg !89
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_fasti(i32 noundef %0) #0 !dbg !90 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
  %3 = load i32, ptr %2, align 4, !dbg !93
  %4 = shl i32 %3, 5, !dbg !94
  ret i32 %4, !dbg !95
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) #0 !dbg !96 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
  %3 = load i32, ptr %2, align 4, !dbg !99
  %4 = mul nsw i32 %3, 32, !dbg !100
  ret i32 %4, !dbg !101
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_dead(i32 noundef %0) #2 !dbg !102 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
  %3 = load i32, ptr %2, align 4, !dbg !105
  %4 = call i32 @util_fast(i32 noundef %3), !dbg !106
  %5 = load i32, ptr %2, align 4, !dbg !107
  %6 = and i32 %5, 1, !dbg !108
  %7 = sext i32 %6 to i64, !dbg !109
  %8 = getelementptr inbounds [2 x ptr], ptr @dead_ops, i64 0, i64 %7, !dbg !109
  %9 = load ptr, ptr %8, align 8, !dbg !109
  %10 = load i32, ptr %2, align 4, !dbg !110
  %11 = call noundef i32 %9(i32 noundef %10), !dbg !109
  %12 = add nsw i32 %4, %11, !dbg !111
  ret i32 %12, !dbg !112
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_run(ptr noundef %0, i32 noundef %1) #0 !dbg !25 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !113, !DIExpression(), !114)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !115, !DIExpression(), !116)
  %5 = load ptr, ptr %3, align 8, !dbg !117
  %6 = load i8, ptr %5, align 1, !dbg !118
  %7 = zext i8 %6 to i64, !dbg !119
  %8 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %7, !dbg !119
  %9 = load ptr, ptr %8, align 8, !dbg !119
  br label %30, !dbg !120

10:                                               ; preds = %30
    #dbg_label(!121, !122)
  %11 = load i32, ptr %4, align 4, !dbg !123
  %12 = add nsw i32 %11, 1, !dbg !123
  store i32 %12, ptr %4, align 4, !dbg !123
  %13 = load ptr, ptr %3, align 8, !dbg !124
  %14 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !124
  store ptr %14, ptr %3, align 8, !dbg !124
  %15 = load i8, ptr %14, align 1, !dbg !125
  %16 = zext i8 %15 to i64, !dbg !126
  %17 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %16, !dbg !126
  %18 = load ptr, ptr %17, align 8, !dbg !126
  br label %30, !dbg !127

19:                                               ; preds = %30
    #dbg_label(!128, !129)
  %20 = load i32, ptr %4, align 4, !dbg !130
  %21 = mul nsw i32 %20, 2, !dbg !130
  store i32 %21, ptr %4, align 4, !dbg !130
  %22 = load ptr, ptr %3, align 8, !dbg !131
  %23 = getelementptr inbounds i8, ptr %22, i32 1, !dbg !131
  store ptr %23, ptr %3, align 8, !dbg !131
  %24 = load i8, ptr %23, align 1, !dbg !132
  %25 = zext i8 %24 to i64, !dbg !133
  %26 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %25, !dbg !133
  %27 = load ptr, ptr %26, align 8, !dbg !133
  br label %30, !dbg !134

28:                                               ; preds = %30
    #dbg_label(!135, !136)
  %29 = load i32, ptr %4, align 4, !dbg !137
  ret i32 %29, !dbg !138

30:                                               ; preds = %19, %10, %2
  %31 = phi ptr [ %9, %2 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr ptr %31, [label %10, label %19, label %28]
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) #2 !dbg !139 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !142, !DIExpression(), !143)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !144, !DIExpression(), !145)
  %7 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls), !dbg !146
  %8 = load i32, ptr %7, align 4, !dbg !147
  %9 = add nsw i32 %8, 1, !dbg !147
  store i32 %9, ptr %7, align 4, !dbg !147
    #dbg_declare(ptr %5, !148, !DIExpression(), !149)
  %10 = load i32, ptr %3, align 4, !dbg !150
  %11 = srem i32 %10, 3, !dbg !151
  %12 = sext i32 %11 to i64, !dbg !152
  %13 = getelementptr inbounds [3 x ptr], ptr @_ZL8op_table, i64 0, i64 %12, !dbg !152
  %14 = load ptr, ptr %13, align 8, !dbg !152
  %15 = load i32, ptr %4, align 4, !dbg !153
  %16 = call noundef i32 %14(i32 noundef %15), !dbg !152
  store i32 %16, ptr %5, align 4, !dbg !149
    #dbg_declare(ptr %6, !154, !DIExpression(), !156)
  store ptr @_ZL9hook_head, ptr %6, align 8, !dbg !156
  br label %17, !dbg !157

17:                                               ; preds = %31, %2
  %18 = load ptr, ptr %6, align 8, !dbg !158
  %19 = icmp ne ptr %18, null, !dbg !158
  br i1 %19, label %20, label %35, !dbg !160

20:                                               ; preds = %17
  %21 = load ptr, ptr %6, align 8, !dbg !161
  %22 = getelementptr inbounds %struct.hook, ptr %21, i32 0, i32 0, !dbg !162
  %23 = load ptr, ptr %22, align 8, !dbg !162
  %24 = load ptr, ptr %6, align 8, !dbg !163
  %25 = getelementptr inbounds %struct.hook, ptr %24, i32 0, i32 1, !dbg !164
  %26 = load ptr, ptr %25, align 8, !dbg !164
  %27 = load i32, ptr %26, align 4, !dbg !165
  %28 = call noundef i32 %23(i32 noundef %27), !dbg !161
  %29 = load i32, ptr %5, align 4, !dbg !166
  %30 = add nsw i32 %29, %28, !dbg !166
  store i32 %30, ptr %5, align 4, !dbg !166
  br label %31, !dbg !167

31:                                               ; preds = %20
  %32 = load ptr, ptr %6, align 8, !dbg !168
  %33 = getelementptr inbounds %struct.hook, ptr %32, i32 0, i32 2, !dbg !169
  %34 = load ptr, ptr %33, align 8, !dbg !169
  store ptr %34, ptr %6, align 8, !dbg !170
  br label %17, !dbg !171, !llvm.loop !172

35:                                               ; preds = %17
  %36 = load i32, ptr %5, align 4, !dbg !175
  ret i32 %36, !dbg !176
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @util_init() #0 !dbg !177 {
  %1 = load i32, ptr getelementptr inbounds ([16 x i32], ptr @lut, i64 0, i64 15), align 4, !dbg !180
  %2 = add nsw i32 %1, 1, !dbg !180
  store i32 %2, ptr getelementptr inbounds ([16 x i32], ptr @lut, i64 0, i64 15), align 4, !dbg !180
  ret void, !dbg !181
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5twicei(i32 noundef %0) #0 !dbg !182 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !183, !DIExpression(), !184)
  %3 = load i32, ptr %2, align 4, !dbg !185
  %4 = mul nsw i32 2, %3, !dbg !186
  ret i32 %4, !dbg !187
}

; Function Attrs: noinline uwtable
define weak_odr hidden noundef ptr @_ZTW7t_calls() #4 comdat {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  ret ptr %1
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { disable_sanitizer_instrumentation mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t_calls", scope: !2, file: !3, line: 59, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/refs-util.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "fc4bf00b46314fa7a8a481b1b41bc846")
!4 = !{!0, !5, !11, !14, !23, !37, !40, !44, !53}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "lut", scope: !2, file: !3, line: 61, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 16)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "lut_mid", scope: !2, file: !3, line: 62, type: !13, isLocal: false, isDefinition: true)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "dead_ops", scope: !2, file: !3, line: 71, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !21)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "op_fn", file: !3, line: 69, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DISubroutineType(types: !20)
!20 = !{!8, !8}
!21 = !{!22}
!22 = !DISubrange(count: 2)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "labels", scope: !25, file: !3, line: 96, type: !32, isLocal: true, isDefinition: true)
!25 = distinct !DISubprogram(name: "util_run", scope: !3, file: !3, line: 94, type: !26, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!26 = !DISubroutineType(types: !27)
!27 = !{!8, !28, !8}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!30 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!31 = !{}
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 192, elements: !35)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{!36}
!36 = !DISubrange(count: 3)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "lut_end", scope: !2, file: !3, line: 63, type: !39, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "op_table", linkageName: "_ZL8op_table", scope: !2, file: !3, line: 70, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 192, elements: !35)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "hook_head", linkageName: "_ZL9hook_head", scope: !2, file: !3, line: 79, type: !46, isLocal: true, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hook", file: !3, line: 73, size: 192, flags: DIFlagTypePassByValue, elements: !48, identifier: "_ZTS4hook")
!48 = !{!49, !50, !51}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !47, file: !3, line: 74, baseType: !17, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !47, file: !3, line: 75, baseType: !13, size: 64, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !47, file: !3, line: 76, baseType: !52, size: 64, offset: 128)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "hook_tail", linkageName: "_ZL9hook_tail", scope: !2, file: !3, line: 78, type: !46, isLocal: true, isDefinition: true)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "unused_op", linkageName: "_ZL9unused_opi", scope: !3, file: !3, line: 67, type: !19, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!64 = !DILocalVariable(name: "x", arg: 1, scope: !63, file: !3, line: 67, type: !8)
!65 = !DILocation(line: 67, column: 26, scope: !63)
!66 = !DILocation(line: 67, column: 38, scope: !63)
!67 = !DILocation(line: 67, column: 42, scope: !63)
!68 = !DILocation(line: 67, column: 40, scope: !63)
!69 = !DILocation(line: 67, column: 31, scope: !63)
!70 = distinct !DISubprogram(name: "negate", linkageName: "_ZL6negatei", scope: !3, file: !3, line: 66, type: !19, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!71 = !DILocalVariable(name: "x", arg: 1, scope: !70, file: !3, line: 66, type: !8)
!72 = !DILocation(line: 66, column: 23, scope: !70)
!73 = !DILocation(line: 66, column: 36, scope: !70)
!74 = !DILocation(line: 66, column: 35, scope: !70)
!75 = !DILocation(line: 66, column: 28, scope: !70)
!76 = distinct !DISubprogram(name: "util_hash", scope: !3, file: !3, line: 82, type: !19, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!77 = !DILocalVariable(name: "x", arg: 1, scope: !76, file: !3, line: 82, type: !8)
!78 = !DILocation(line: 82, column: 19, scope: !76)
!79 = !DILocation(line: 82, column: 31, scope: !76)
!80 = !DILocation(line: 82, column: 33, scope: !76)
!81 = !DILocation(line: 82, column: 41, scope: !76)
!82 = !DILocation(line: 82, column: 40, scope: !76)
!83 = !DILocation(line: 82, column: 38, scope: !76)
!84 = !DILocation(line: 82, column: 24, scope: !76)
!85 = distinct !DISubprogram(name: "util_resolve", scope: !3, file: !3, line: 87, type: !86, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!86 = !DISubroutineType(types: !87)
!87 = !{!17}
!88 = !DILocation(line: 87, column: 31, scope: !85)
!89 = !DILocation(line: 87, column: 24, scope: !85)
!90 = distinct !DISubprogram(name: "hash_fast", linkageName: "_ZL9hash_fasti", scope: !3, file: !3, line: 85, type: !19, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!91 = !DILocalVariable(name: "x", arg: 1, scope: !90, file: !3, line: 85, type: !8)
!92 = !DILocation(line: 85, column: 26, scope: !90)
!93 = !DILocation(line: 85, column: 38, scope: !90)
!94 = !DILocation(line: 85, column: 40, scope: !90)
!95 = !DILocation(line: 85, column: 31, scope: !90)
!96 = distinct !DISubprogram(name: "hash_slow", linkageName: "_ZL9hash_slowi", scope: !3, file: !3, line: 86, type: !19, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!97 = !DILocalVariable(name: "x", arg: 1, scope: !96, file: !3, line: 86, type: !8)
!98 = !DILocation(line: 86, column: 26, scope: !96)
!99 = !DILocation(line: 86, column: 38, scope: !96)
!100 = !DILocation(line: 86, column: 40, scope: !96)
!101 = !DILocation(line: 86, column: 31, scope: !96)
!102 = distinct !DISubprogram(name: "util_dead", scope: !3, file: !3, line: 92, type: !19, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!103 = !DILocalVariable(name: "x", arg: 1, scope: !102, file: !3, line: 92, type: !8)
!104 = !DILocation(line: 92, column: 19, scope: !102)
!105 = !DILocation(line: 92, column: 41, scope: !102)
!106 = !DILocation(line: 92, column: 31, scope: !102)
!107 = !DILocation(line: 92, column: 55, scope: !102)
!108 = !DILocation(line: 92, column: 57, scope: !102)
!109 = !DILocation(line: 92, column: 46, scope: !102)
!110 = !DILocation(line: 92, column: 62, scope: !102)
!111 = !DILocation(line: 92, column: 44, scope: !102)
!112 = !DILocation(line: 92, column: 24, scope: !102)
!113 = !DILocalVariable(name: "code", arg: 1, scope: !25, file: !3, line: 94, type: !28)
!114 = !DILocation(line: 94, column: 35, scope: !25)
!115 = !DILocalVariable(name: "acc", arg: 2, scope: !25, file: !3, line: 94, type: !8)
!116 = !DILocation(line: 94, column: 45, scope: !25)
!117 = !DILocation(line: 97, column: 19, scope: !25)
!118 = !DILocation(line: 97, column: 18, scope: !25)
!119 = !DILocation(line: 97, column: 11, scope: !25)
!120 = !DILocation(line: 97, column: 5, scope: !25)
!121 = !DILabel(scope: !25, name: "inc", file: !3, line: 98)
!122 = !DILocation(line: 98, column: 1, scope: !25)
!123 = !DILocation(line: 99, column: 8, scope: !25)
!124 = !DILocation(line: 100, column: 19, scope: !25)
!125 = !DILocation(line: 100, column: 18, scope: !25)
!126 = !DILocation(line: 100, column: 11, scope: !25)
!127 = !DILocation(line: 100, column: 5, scope: !25)
!128 = !DILabel(scope: !25, name: "dbl", file: !3, line: 101)
!129 = !DILocation(line: 101, column: 1, scope: !25)
!130 = !DILocation(line: 102, column: 9, scope: !25)
!131 = !DILocation(line: 103, column: 19, scope: !25)
!132 = !DILocation(line: 103, column: 18, scope: !25)
!133 = !DILocation(line: 103, column: 11, scope: !25)
!134 = !DILocation(line: 103, column: 5, scope: !25)
!135 = !DILabel(scope: !25, name: "halt", file: !3, line: 104)
!136 = !DILocation(line: 104, column: 1, scope: !25)
!137 = !DILocation(line: 105, column: 12, scope: !25)
!138 = !DILocation(line: 105, column: 5, scope: !25)
!139 = distinct !DISubprogram(name: "util_apply", scope: !3, file: !3, line: 108, type: !140, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!140 = !DISubroutineType(types: !141)
!141 = !{!8, !8, !8}
!142 = !DILocalVariable(name: "i", arg: 1, scope: !139, file: !3, line: 108, type: !8)
!143 = !DILocation(line: 108, column: 20, scope: !139)
!144 = !DILocalVariable(name: "x", arg: 2, scope: !139, file: !3, line: 108, type: !8)
!145 = !DILocation(line: 108, column: 27, scope: !139)
!146 = !DILocation(line: 110, column: 7, scope: !139)
!147 = !DILocation(line: 110, column: 5, scope: !139)
!148 = !DILocalVariable(name: "r", scope: !139, file: !3, line: 111, type: !8)
!149 = !DILocation(line: 111, column: 9, scope: !139)
!150 = !DILocation(line: 111, column: 22, scope: !139)
!151 = !DILocation(line: 111, column: 24, scope: !139)
!152 = !DILocation(line: 111, column: 13, scope: !139)
!153 = !DILocation(line: 111, column: 29, scope: !139)
!154 = !DILocalVariable(name: "h", scope: !155, file: !3, line: 112, type: !52)
!155 = distinct !DILexicalBlock(scope: !139, file: !3, line: 112, column: 5)
!156 = !DILocation(line: 112, column: 22, scope: !155)
!157 = !DILocation(line: 112, column: 10, scope: !155)
!158 = !DILocation(line: 112, column: 38, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !3, line: 112, column: 5)
!160 = !DILocation(line: 112, column: 5, scope: !155)
!161 = !DILocation(line: 113, column: 14, scope: !159)
!162 = !DILocation(line: 113, column: 17, scope: !159)
!163 = !DILocation(line: 113, column: 21, scope: !159)
!164 = !DILocation(line: 113, column: 24, scope: !159)
!165 = !DILocation(line: 113, column: 20, scope: !159)
!166 = !DILocation(line: 113, column: 11, scope: !159)
!167 = !DILocation(line: 113, column: 9, scope: !159)
!168 = !DILocation(line: 112, column: 45, scope: !159)
!169 = !DILocation(line: 112, column: 48, scope: !159)
!170 = !DILocation(line: 112, column: 43, scope: !159)
!171 = !DILocation(line: 112, column: 5, scope: !159)
!172 = distinct !{!172, !160, !173, !174}
!173 = !DILocation(line: 113, column: 28, scope: !155)
!174 = !{!"llvm.loop.mustprogress"}
!175 = !DILocation(line: 114, column: 12, scope: !139)
!176 = !DILocation(line: 114, column: 5, scope: !139)
!177 = distinct !DISubprogram(name: "util_init", scope: !3, file: !3, line: 117, type: !178, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!178 = !DISubroutineType(types: !179)
!179 = !{null}
!180 = !DILocation(line: 117, column: 57, scope: !177)
!181 = !DILocation(line: 117, column: 63, scope: !177)
!182 = distinct !DISubprogram(name: "twice", linkageName: "_ZL5twicei", scope: !3, file: !3, line: 65, type: !19, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!183 = !DILocalVariable(name: "x", arg: 1, scope: !182, file: !3, line: 65, type: !8)
!184 = !DILocation(line: 65, column: 22, scope: !182)
!185 = !DILocation(line: 65, column: 38, scope: !182)
!186 = !DILocation(line: 65, column: 36, scope: !182)
!187 = !DILocation(line: 65, column: 27, scope: !182)
