; ModuleID = 'refs-cxx-util-o0g.bc'
source_filename = "src/refs-util.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.hook = type { i32 (i32)*, i32*, %struct.hook* }

$_ZTW7t_calls = comdat any

@t_calls = dso_local thread_local global i32 0, align 4, !dbg !0
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1597], align 16, !dbg !5
@lut_mid = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([16 x i32]* @lut to i8*), i64 32) to i32*), align 8, !dbg !11
@dead_ops = dso_local global [2 x i32 (i32)*] [i32 (i32)* @_ZL9unused_opi, i32 (i32)* @_ZL6negatei], align 16, !dbg !14
@_ZZ8util_runE6labels = internal constant [3 x i8*] [i8* blockaddress(@util_run, %10), i8* blockaddress(@util_run, %19), i8* blockaddress(@util_run, %28)], align 16, !dbg !23
@_ZL8op_table = internal constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5twicei, i32 (i32)* @_ZL6negatei, i32 (i32)* @util_hash], align 16, !dbg !40
@_ZL9hook_head = internal constant %struct.hook { i32 (i32)* @_ZL5twicei, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i32 0, i32 0), %struct.hook* @_ZL9hook_tail }, align 8, !dbg !44
@_ZL9hook_tail = internal constant %struct.hook { i32 (i32)* @_ZL6negatei, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([16 x i32]* @lut to i8*), i64 12) to i32*), %struct.hook* null }, align 8, !dbg !53
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @util_init, i8* null }]

@util_hash_alias = dso_local alias i32 (i32), i32 (i32)* @util_hash

@util_fast = dso_local ifunc i32 (i32), i32 (i32)* ()* @util_resolve

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) #0 !dbg !63 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !64, metadata !DIExpression()), !dbg !65
  %3 = load i32, i32* %2, align 4, !dbg !66
  %4 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([16 x i32]* @lut to i8*), i64 64) to i32*), align 4, !dbg !67
  %5 = xor i32 %3, %4, !dbg !68
  ret i32 %5, !dbg !69
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL6negatei(i32 noundef %0) #0 !dbg !70 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !71, metadata !DIExpression()), !dbg !72
  %3 = load i32, i32* %2, align 4, !dbg !73
  %4 = sub nsw i32 0, %3, !dbg !74
  ret i32 %4, !dbg !75
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_hash(i32 noundef %0) #0 !dbg !76 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !77, metadata !DIExpression()), !dbg !78
  %3 = load i32, i32* %2, align 4, !dbg !79
  %4 = mul nsw i32 %3, 31, !dbg !80
  %5 = load i32*, i32** @lut_mid, align 8, !dbg !81
  %6 = load i32, i32* %5, align 4, !dbg !82
  %7 = add nsw i32 %4, %6, !dbg !83
  ret i32 %7, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 (i32)* @util_resolve() #0 !dbg !85 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !dbg !88
  %2 = icmp ne i32 %1, 0, !dbg !88
  br i1 %2, label %3, label %4, !dbg !88

3:                                                ; preds = %0
  br label %5, !dbg !88

4:                                                ; preds = %0
  br label %5, !dbg !88

5:                                                ; preds = %4, %3
  %6 = phi i32 (i32)* [ @_ZL9hash_fasti, %3 ], [ @_ZL9hash_slowi, %4 ], !dbg !88
  ret i32 (i32)* %6, !dbg !89
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_fasti(i32 noundef %0) #0 !dbg !90 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !91, metadata !DIExpression()), !dbg !92
  %3 = load i32, i32* %2, align 4, !dbg !93
  %4 = shl i32 %3, 5, !dbg !94
  ret i32 %4, !dbg !95
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) #0 !dbg !96 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !97, metadata !DIExpression()), !dbg !98
  %3 = load i32, i32* %2, align 4, !dbg !99
  %4 = mul nsw i32 %3, 32, !dbg !100
  ret i32 %4, !dbg !101
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_dead(i32 noundef %0) #2 !dbg !102 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !103, metadata !DIExpression()), !dbg !104
  %3 = load i32, i32* %2, align 4, !dbg !105
  %4 = call i32 @util_fast(i32 noundef %3), !dbg !106
  %5 = load i32, i32* %2, align 4, !dbg !107
  %6 = and i32 %5, 1, !dbg !108
  %7 = sext i32 %6 to i64, !dbg !109
  %8 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @dead_ops, i64 0, i64 %7, !dbg !109
  %9 = load i32 (i32)*, i32 (i32)** %8, align 8, !dbg !109
  %10 = load i32, i32* %2, align 4, !dbg !110
  %11 = call noundef i32 %9(i32 noundef %10), !dbg !109
  %12 = add nsw i32 %4, %11, !dbg !111
  ret i32 %12, !dbg !112
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_run(i8* noundef %0, i32 noundef %1) #0 !dbg !25 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !113, metadata !DIExpression()), !dbg !114
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !115, metadata !DIExpression()), !dbg !116
  %5 = load i8*, i8** %3, align 8, !dbg !117
  %6 = load i8, i8* %5, align 1, !dbg !118
  %7 = zext i8 %6 to i64, !dbg !119
  %8 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %7, !dbg !119
  %9 = load i8*, i8** %8, align 8, !dbg !119
  br label %30, !dbg !120

10:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !121), !dbg !122
  %11 = load i32, i32* %4, align 4, !dbg !123
  %12 = add nsw i32 %11, 1, !dbg !123
  store i32 %12, i32* %4, align 4, !dbg !123
  %13 = load i8*, i8** %3, align 8, !dbg !124
  %14 = getelementptr inbounds i8, i8* %13, i32 1, !dbg !124
  store i8* %14, i8** %3, align 8, !dbg !124
  %15 = load i8, i8* %14, align 1, !dbg !125
  %16 = zext i8 %15 to i64, !dbg !126
  %17 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %16, !dbg !126
  %18 = load i8*, i8** %17, align 8, !dbg !126
  br label %30, !dbg !127

19:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !128), !dbg !129
  %20 = load i32, i32* %4, align 4, !dbg !130
  %21 = mul nsw i32 %20, 2, !dbg !130
  store i32 %21, i32* %4, align 4, !dbg !130
  %22 = load i8*, i8** %3, align 8, !dbg !131
  %23 = getelementptr inbounds i8, i8* %22, i32 1, !dbg !131
  store i8* %23, i8** %3, align 8, !dbg !131
  %24 = load i8, i8* %23, align 1, !dbg !132
  %25 = zext i8 %24 to i64, !dbg !133
  %26 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %25, !dbg !133
  %27 = load i8*, i8** %26, align 8, !dbg !133
  br label %30, !dbg !134

28:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !135), !dbg !136
  %29 = load i32, i32* %4, align 4, !dbg !137
  ret i32 %29, !dbg !138

30:                                               ; preds = %19, %10, %2
  %31 = phi i8* [ %9, %2 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr i8* %31, [label %10, label %19, label %28]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) #2 !dbg !139 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.hook*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !142, metadata !DIExpression()), !dbg !143
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !144, metadata !DIExpression()), !dbg !145
  %7 = load i32, i32* @t_calls, align 4, !dbg !146
  %8 = add nsw i32 %7, 1, !dbg !146
  store i32 %8, i32* @t_calls, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %5, metadata !147, metadata !DIExpression()), !dbg !148
  %9 = load i32, i32* %3, align 4, !dbg !149
  %10 = srem i32 %9, 3, !dbg !150
  %11 = sext i32 %10 to i64, !dbg !151
  %12 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* @_ZL8op_table, i64 0, i64 %11, !dbg !151
  %13 = load i32 (i32)*, i32 (i32)** %12, align 8, !dbg !151
  %14 = load i32, i32* %4, align 4, !dbg !152
  %15 = call noundef i32 %13(i32 noundef %14), !dbg !151
  store i32 %15, i32* %5, align 4, !dbg !148
  call void @llvm.dbg.declare(metadata %struct.hook** %6, metadata !153, metadata !DIExpression()), !dbg !155
  store %struct.hook* @_ZL9hook_head, %struct.hook** %6, align 8, !dbg !155
  br label %16, !dbg !156

16:                                               ; preds = %30, %2
  %17 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !157
  %18 = icmp ne %struct.hook* %17, null, !dbg !157
  br i1 %18, label %19, label %34, !dbg !159

19:                                               ; preds = %16
  %20 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !160
  %21 = getelementptr inbounds %struct.hook, %struct.hook* %20, i32 0, i32 0, !dbg !161
  %22 = load i32 (i32)*, i32 (i32)** %21, align 8, !dbg !161
  %23 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !162
  %24 = getelementptr inbounds %struct.hook, %struct.hook* %23, i32 0, i32 1, !dbg !163
  %25 = load i32*, i32** %24, align 8, !dbg !163
  %26 = load i32, i32* %25, align 4, !dbg !164
  %27 = call noundef i32 %22(i32 noundef %26), !dbg !160
  %28 = load i32, i32* %5, align 4, !dbg !165
  %29 = add nsw i32 %28, %27, !dbg !165
  store i32 %29, i32* %5, align 4, !dbg !165
  br label %30, !dbg !166

30:                                               ; preds = %19
  %31 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !167
  %32 = getelementptr inbounds %struct.hook, %struct.hook* %31, i32 0, i32 2, !dbg !168
  %33 = load %struct.hook*, %struct.hook** %32, align 8, !dbg !168
  store %struct.hook* %33, %struct.hook** %6, align 8, !dbg !169
  br label %16, !dbg !170, !llvm.loop !171

34:                                               ; preds = %16
  %35 = load i32, i32* %5, align 4, !dbg !174
  ret i32 %35, !dbg !175
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @util_init() #0 !dbg !176 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !dbg !179
  %2 = add nsw i32 %1, 1, !dbg !179
  store i32 %2, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !dbg !179
  ret void, !dbg !180
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5twicei(i32 noundef %0) #0 !dbg !181 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !182, metadata !DIExpression()), !dbg !183
  %3 = load i32, i32* %2, align 4, !dbg !184
  %4 = mul nsw i32 2, %3, !dbg !185
  ret i32 %4, !dbg !186
}

; Function Attrs: noinline uwtable
define weak_odr hidden noundef i32* @_ZTW7t_calls() #3 comdat {
  ret i32* @t_calls
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t_calls", scope: !2, file: !3, line: 59, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!58 = !{i32 7, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 1}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 14.0.6"}
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
!85 = distinct !DISubprogram(name: "util_resolve", scope: !3, file: !3, line: 87, type: !86, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
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
!146 = !DILocation(line: 110, column: 5, scope: !139)
!147 = !DILocalVariable(name: "r", scope: !139, file: !3, line: 111, type: !8)
!148 = !DILocation(line: 111, column: 9, scope: !139)
!149 = !DILocation(line: 111, column: 22, scope: !139)
!150 = !DILocation(line: 111, column: 24, scope: !139)
!151 = !DILocation(line: 111, column: 13, scope: !139)
!152 = !DILocation(line: 111, column: 29, scope: !139)
!153 = !DILocalVariable(name: "h", scope: !154, file: !3, line: 112, type: !52)
!154 = distinct !DILexicalBlock(scope: !139, file: !3, line: 112, column: 5)
!155 = !DILocation(line: 112, column: 22, scope: !154)
!156 = !DILocation(line: 112, column: 10, scope: !154)
!157 = !DILocation(line: 112, column: 38, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !3, line: 112, column: 5)
!159 = !DILocation(line: 112, column: 5, scope: !154)
!160 = !DILocation(line: 113, column: 14, scope: !158)
!161 = !DILocation(line: 113, column: 17, scope: !158)
!162 = !DILocation(line: 113, column: 21, scope: !158)
!163 = !DILocation(line: 113, column: 24, scope: !158)
!164 = !DILocation(line: 113, column: 20, scope: !158)
!165 = !DILocation(line: 113, column: 11, scope: !158)
!166 = !DILocation(line: 113, column: 9, scope: !158)
!167 = !DILocation(line: 112, column: 45, scope: !158)
!168 = !DILocation(line: 112, column: 48, scope: !158)
!169 = !DILocation(line: 112, column: 43, scope: !158)
!170 = !DILocation(line: 112, column: 5, scope: !158)
!171 = distinct !{!171, !159, !172, !173}
!172 = !DILocation(line: 113, column: 28, scope: !154)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 114, column: 12, scope: !139)
!175 = !DILocation(line: 114, column: 5, scope: !139)
!176 = distinct !DISubprogram(name: "util_init", scope: !3, file: !3, line: 117, type: !177, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!177 = !DISubroutineType(types: !178)
!178 = !{null}
!179 = !DILocation(line: 117, column: 57, scope: !176)
!180 = !DILocation(line: 117, column: 63, scope: !176)
!181 = distinct !DISubprogram(name: "twice", linkageName: "_ZL5twicei", scope: !3, file: !3, line: 65, type: !19, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!182 = !DILocalVariable(name: "x", arg: 1, scope: !181, file: !3, line: 65, type: !8)
!183 = !DILocation(line: 65, column: 22, scope: !181)
!184 = !DILocation(line: 65, column: 38, scope: !181)
!185 = !DILocation(line: 65, column: 36, scope: !181)
!186 = !DILocation(line: 65, column: 27, scope: !181)
