; ModuleID = 'refs-c-o0g.bc'
source_filename = "src/refs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i8*, i32 (i32, i32)*, i32*, %struct.entry* }

@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !0
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !5
@third = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 12) to i32*), align 8, !dbg !12
@msg_tail = dso_local global i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i64 2), align 8, !dbg !16
@arr_end = dso_local constant i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 32) to i32*), align 8, !dbg !19
@s_scale = internal global i32 3, align 4, !dbg !69
@ops = dso_local constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul], align 16, !dbg !22
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@e_tail = dso_local constant %struct.entry { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @op_sub, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 20) to i32*), %struct.entry* null }, align 8, !dbg !31
@counter = dso_local global i32 0, align 4, !dbg !65
@e_head = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i32 0), i32 (i32, i32)* @op_add, i32* @counter, %struct.entry* @e_tail }, align 8, !dbg !41
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
@e_unused = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @op_dead, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 4) to i32*), %struct.entry* @e_head }, align 8, !dbg !43
@tls_ptr = dso_local thread_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 8) to i32*), align 8, !dbg !45
@tls_hits = internal thread_local global i32 1, align 4, !dbg !73
@interp.labels = internal constant [3 x i8*] [i8* blockaddress(@interp, %10), i8* blockaddress(@interp, %19), i8* blockaddress(@interp, %28)], align 16, !dbg !47
@tls_depth = dso_local thread_local global i32 0, align 4, !dbg !67
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !59
@s_dead_state = internal global i32 9, align 4, !dbg !71
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init_counter, i8* null }, { i32, void ()*, i8* } { i32 200, void ()* @init_early, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fini_counter, i8* null }]

@alias_impl = dso_local alias i32 (i32), i32 (i32)* @real_impl
@arr_alias = dso_local alias [8 x i32], [8 x i32]* @arr
@dead_alias = dso_local alias i32 (i32, i32), i32 (i32, i32)* @op_mul

@picked = dso_local ifunc i32 (i32), i32 (i32)* ()* @resolve_pick

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 !dbg !86 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !87, metadata !DIExpression()), !dbg !88
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !89, metadata !DIExpression()), !dbg !90
  %5 = load i32, i32* %3, align 4, !dbg !91
  %6 = load i32, i32* %4, align 4, !dbg !92
  %7 = mul nsw i32 %5, %6, !dbg !93
  %8 = load i32, i32* @s_scale, align 4, !dbg !94
  %9 = mul nsw i32 %7, %8, !dbg !95
  ret i32 %9, !dbg !96
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 !dbg !97 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !98, metadata !DIExpression()), !dbg !99
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !100, metadata !DIExpression()), !dbg !101
  %5 = load i32, i32* %3, align 4, !dbg !102
  %6 = load i32, i32* %4, align 4, !dbg !103
  %7 = add nsw i32 %5, %6, !dbg !104
  ret i32 %7, !dbg !105
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 !dbg !106 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !109, metadata !DIExpression()), !dbg !110
  %5 = load i32, i32* %3, align 4, !dbg !111
  %6 = load i32, i32* %4, align 4, !dbg !112
  %7 = sub nsw i32 %5, %6, !dbg !113
  ret i32 %7, !dbg !114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) #0 !dbg !115 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !116, metadata !DIExpression()), !dbg !117
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !118, metadata !DIExpression()), !dbg !119
  %5 = load i32, i32* %3, align 4, !dbg !120
  %6 = load i32, i32* %4, align 4, !dbg !121
  %7 = or i32 %6, 1, !dbg !122
  %8 = srem i32 %5, %7, !dbg !123
  %9 = load i32, i32* @s_dead_state, align 4, !dbg !124
  %10 = add nsw i32 %8, %9, !dbg !125
  ret i32 %10, !dbg !126
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_impl(i32 noundef %0) #0 !dbg !127 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !130, metadata !DIExpression()), !dbg !131
  %3 = load i32, i32* %2, align 4, !dbg !132
  %4 = mul nsw i32 %3, 2, !dbg !133
  %5 = load i32, i32* @tls_hits, align 4, !dbg !134
  %6 = add nsw i32 %5, 1, !dbg !134
  store i32 %6, i32* @tls_hits, align 4, !dbg !134
  %7 = add nsw i32 %4, %5, !dbg !135
  ret i32 %7, !dbg !136
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32)* @resolve_pick() #2 !dbg !137 {
  %1 = load i32, i32* @counter, align 4, !dbg !141
  %2 = icmp ne i32 %1, 0, !dbg !141
  %3 = zext i1 %2 to i64, !dbg !141
  %4 = select i1 %2, i32 (i32)* @impl_fast, i32 (i32)* @impl_slow, !dbg !141
  ret i32 (i32)* %4, !dbg !142
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @interp(i8* noundef %0, i32 noundef %1) #0 !dbg !49 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !143, metadata !DIExpression()), !dbg !144
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !145, metadata !DIExpression()), !dbg !146
  %5 = load i8*, i8** %3, align 8, !dbg !147
  %6 = load i8, i8* %5, align 1, !dbg !148
  %7 = zext i8 %6 to i64, !dbg !149
  %8 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %7, !dbg !149
  %9 = load i8*, i8** %8, align 8, !dbg !149
  br label %30, !dbg !150

10:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !151), !dbg !152
  %11 = load i32, i32* %4, align 4, !dbg !153
  %12 = add nsw i32 %11, 1, !dbg !153
  store i32 %12, i32* %4, align 4, !dbg !153
  %13 = load i8*, i8** %3, align 8, !dbg !154
  %14 = getelementptr inbounds i8, i8* %13, i32 1, !dbg !154
  store i8* %14, i8** %3, align 8, !dbg !154
  %15 = load i8, i8* %14, align 1, !dbg !155
  %16 = zext i8 %15 to i64, !dbg !156
  %17 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %16, !dbg !156
  %18 = load i8*, i8** %17, align 8, !dbg !156
  br label %30, !dbg !157

19:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !158), !dbg !159
  %20 = load i32, i32* %4, align 4, !dbg !160
  %21 = mul nsw i32 %20, 2, !dbg !160
  store i32 %21, i32* %4, align 4, !dbg !160
  %22 = load i8*, i8** %3, align 8, !dbg !161
  %23 = getelementptr inbounds i8, i8* %22, i32 1, !dbg !161
  store i8* %23, i8** %3, align 8, !dbg !161
  %24 = load i8, i8* %23, align 1, !dbg !162
  %25 = zext i8 %24 to i64, !dbg !163
  %26 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %25, !dbg !163
  %27 = load i8*, i8** %26, align 8, !dbg !163
  br label %30, !dbg !164

28:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !165), !dbg !166
  %29 = load i32, i32* %4, align 4, !dbg !167
  ret i32 %29, !dbg !168

30:                                               ; preds = %19, %10, %2
  %31 = phi i8* [ %9, %2 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr i8* %31, [label %10, label %19, label %28]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_counter() #0 !dbg !169 {
  store i32 1, i32* @counter, align 4, !dbg !172
  ret void, !dbg !173
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init_early() #0 !dbg !174 {
  store i32 0, i32* @tls_depth, align 4, !dbg !175
  ret void, !dbg !176
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fini_counter() #0 !dbg !177 {
  store i32 0, i32* @counter, align 4, !dbg !178
  ret void, !dbg !179
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dead_entry(i32 noundef %0) #0 !dbg !180 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !181, metadata !DIExpression()), !dbg !182
  %3 = load i32, i32* %2, align 4, !dbg !183
  %4 = call i32 @dead_helper(i32 noundef %3), !dbg !184
  %5 = load i32, i32* %2, align 4, !dbg !185
  %6 = call i32 @dead_alias(i32 noundef %5, i32 noundef 2), !dbg !186
  %7 = add nsw i32 %4, %6, !dbg !187
  ret i32 %7, !dbg !188
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dead_helper(i32 noundef %0) #0 !dbg !189 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !190, metadata !DIExpression()), !dbg !191
  %3 = load i32, i32* %2, align 4, !dbg !192
  %4 = load i32, i32* @s_dead_state, align 4, !dbg !193
  %5 = sub nsw i32 %3, %4, !dbg !194
  %6 = load i32 (i32, i32)*, i32 (i32, i32)** getelementptr inbounds (%struct.entry, %struct.entry* @e_unused, i32 0, i32 1), align 8, !dbg !195
  %7 = load i32, i32* %2, align 4, !dbg !196
  %8 = call i32 %6(i32 noundef %7, i32 noundef 1), !dbg !197
  %9 = add nsw i32 %5, %8, !dbg !198
  ret i32 %9, !dbg !199
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !61 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.entry*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !200, metadata !DIExpression()), !dbg !201
  %4 = load i32, i32* @counter, align 4, !dbg !202
  %5 = srem i32 %4, 3, !dbg !203
  %6 = sext i32 %5 to i64, !dbg !204
  %7 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @ops, i64 0, i64 %6, !dbg !204
  %8 = load i32 (i32, i32)*, i32 (i32, i32)** %7, align 8, !dbg !204
  %9 = load i32, i32* @counter, align 4, !dbg !205
  %10 = call i32 %8(i32 noundef %9, i32 noundef 2), !dbg !204
  %11 = call i32 @live_helper(i32 noundef %10), !dbg !206
  store i32 %11, i32* %2, align 4, !dbg !201
  call void @llvm.dbg.declare(metadata %struct.entry** %3, metadata !207, metadata !DIExpression()), !dbg !209
  store %struct.entry* @e_head, %struct.entry** %3, align 8, !dbg !209
  br label %12, !dbg !210

12:                                               ; preds = %26, %0
  %13 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !211
  %14 = icmp ne %struct.entry* %13, null, !dbg !213
  br i1 %14, label %15, label %30, !dbg !213

15:                                               ; preds = %12
  %16 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !214
  %17 = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 1, !dbg !215
  %18 = load i32 (i32, i32)*, i32 (i32, i32)** %17, align 8, !dbg !215
  %19 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !216
  %20 = getelementptr inbounds %struct.entry, %struct.entry* %19, i32 0, i32 2, !dbg !217
  %21 = load i32*, i32** %20, align 8, !dbg !217
  %22 = load i32, i32* %21, align 4, !dbg !218
  %23 = call i32 %18(i32 noundef %22, i32 noundef 1), !dbg !214
  %24 = load i32, i32* %2, align 4, !dbg !219
  %25 = add nsw i32 %24, %23, !dbg !219
  store i32 %25, i32* %2, align 4, !dbg !219
  br label %26, !dbg !220

26:                                               ; preds = %15
  %27 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !221
  %28 = getelementptr inbounds %struct.entry, %struct.entry* %27, i32 0, i32 3, !dbg !222
  %29 = load %struct.entry*, %struct.entry** %28, align 8, !dbg !222
  store %struct.entry* %29, %struct.entry** %3, align 8, !dbg !223
  br label %12, !dbg !224, !llvm.loop !225

30:                                               ; preds = %12
  %31 = load i32, i32* %2, align 4, !dbg !228
  %32 = call i32 @alias_impl(i32 noundef %31), !dbg !229
  %33 = load i32, i32* %2, align 4, !dbg !230
  %34 = call i32 @picked(i32 noundef %33), !dbg !231
  %35 = add nsw i32 %32, %34, !dbg !232
  %36 = load i32*, i32** @tls_ptr, align 8, !dbg !233
  %37 = load i32, i32* %36, align 4, !dbg !234
  %38 = call i32 @interp(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @main.prog, i64 0, i64 0), i32 noundef %37), !dbg !235
  %39 = add nsw i32 %35, %38, !dbg !236
  %40 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr_alias, i64 0, i64 1), align 4, !dbg !237
  %41 = add nsw i32 %39, %40, !dbg !238
  %42 = load i32, i32* %2, align 4, !dbg !239
  %43 = add nsw i32 %42, %41, !dbg !239
  store i32 %43, i32* %2, align 4, !dbg !239
  %44 = load i32, i32* %2, align 4, !dbg !240
  %45 = load i8*, i8** @msg_tail, align 8, !dbg !241
  %46 = load i8, i8* %45, align 1, !dbg !242
  %47 = sext i8 %46 to i32, !dbg !242
  %48 = add nsw i32 %44, %47, !dbg !243
  %49 = sext i32 %48 to i64, !dbg !240
  %50 = load i32*, i32** @third, align 8, !dbg !244
  %51 = ptrtoint i32* %50 to i64, !dbg !245
  %52 = sub i64 ptrtoint (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 32) to i64), %51, !dbg !245
  %53 = sdiv exact i64 %52, 4, !dbg !245
  %54 = add nsw i64 %49, %53, !dbg !246
  %55 = trunc i64 %54 to i32, !dbg !240
  ret i32 %55, !dbg !247
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @live_helper(i32 noundef %0) #0 !dbg !248 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !249, metadata !DIExpression()), !dbg !250
  %3 = load i32, i32* %2, align 4, !dbg !251
  %4 = load i32*, i32** @third, align 8, !dbg !252
  %5 = load i32, i32* %4, align 4, !dbg !253
  %6 = add nsw i32 %3, %5, !dbg !254
  ret i32 %6, !dbg !255
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_fast(i32 noundef %0) #0 !dbg !256 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !257, metadata !DIExpression()), !dbg !258
  %3 = load i32, i32* %2, align 4, !dbg !259
  %4 = shl i32 %3, 1, !dbg !260
  ret i32 %4, !dbg !261
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_slow(i32 noundef %0) #0 !dbg !262 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !263, metadata !DIExpression()), !dbg !264
  %3 = load i32, i32* %2, align 4, !dbg !265
  %4 = load i32, i32* %2, align 4, !dbg !266
  %5 = add nsw i32 %3, %4, !dbg !267
  ret i32 %5, !dbg !268
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!78, !79, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 12, type: !75, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/refs.c", directory: ".", checksumkind: CSK_MD5, checksum: "feb52f8e92ce95a5e50ab63bccdfaeee")
!4 = !{!0, !5, !12, !16, !19, !22, !31, !41, !43, !45, !47, !59, !65, !67, !69, !71, !73}
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
!48 = distinct !DIGlobalVariable(name: "labels", scope: !49, file: !3, line: 62, type: !56, isLocal: true, isDefinition: true)
!49 = distinct !DISubprogram(name: "interp", scope: !3, file: !3, line: 60, type: !50, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!50 = !DISubroutineType(types: !51)
!51 = !{!15, !52, !15}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !{}
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 192, elements: !29)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "prog", scope: !61, file: !3, line: 89, type: !64, isLocal: true, isDefinition: true)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 87, type: !62, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!62 = !DISubroutineType(types: !63)
!63 = !{!15}
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 24, elements: !29)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !15, isLocal: false, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "tls_depth", scope: !2, file: !3, line: 40, type: !15, isLocal: false, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "s_scale", scope: !2, file: !3, line: 10, type: !15, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "s_dead_state", scope: !2, file: !3, line: 11, type: !15, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "tls_hits", scope: !2, file: !3, line: 41, type: !15, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 8)
!78 = !{i32 7, !"Dwarf Version", i32 5}
!79 = !{i32 2, !"Debug Info Version", i32 3}
!80 = !{i32 1, !"wchar_size", i32 4}
!81 = !{i32 7, !"PIC Level", i32 2}
!82 = !{i32 7, !"PIE Level", i32 2}
!83 = !{i32 7, !"uwtable", i32 1}
!84 = !{i32 7, !"frame-pointer", i32 2}
!85 = !{!"Debian clang version 14.0.6"}
!86 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 23, type: !27, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!87 = !DILocalVariable(name: "a", arg: 1, scope: !86, file: !3, line: 23, type: !15)
!88 = !DILocation(line: 23, column: 16, scope: !86)
!89 = !DILocalVariable(name: "b", arg: 2, scope: !86, file: !3, line: 23, type: !15)
!90 = !DILocation(line: 23, column: 23, scope: !86)
!91 = !DILocation(line: 23, column: 35, scope: !86)
!92 = !DILocation(line: 23, column: 39, scope: !86)
!93 = !DILocation(line: 23, column: 37, scope: !86)
!94 = !DILocation(line: 23, column: 43, scope: !86)
!95 = !DILocation(line: 23, column: 41, scope: !86)
!96 = !DILocation(line: 23, column: 28, scope: !86)
!97 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 21, type: !27, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!98 = !DILocalVariable(name: "a", arg: 1, scope: !97, file: !3, line: 21, type: !15)
!99 = !DILocation(line: 21, column: 23, scope: !97)
!100 = !DILocalVariable(name: "b", arg: 2, scope: !97, file: !3, line: 21, type: !15)
!101 = !DILocation(line: 21, column: 30, scope: !97)
!102 = !DILocation(line: 21, column: 42, scope: !97)
!103 = !DILocation(line: 21, column: 46, scope: !97)
!104 = !DILocation(line: 21, column: 44, scope: !97)
!105 = !DILocation(line: 21, column: 35, scope: !97)
!106 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 22, type: !27, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!107 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !3, line: 22, type: !15)
!108 = !DILocation(line: 22, column: 23, scope: !106)
!109 = !DILocalVariable(name: "b", arg: 2, scope: !106, file: !3, line: 22, type: !15)
!110 = !DILocation(line: 22, column: 30, scope: !106)
!111 = !DILocation(line: 22, column: 42, scope: !106)
!112 = !DILocation(line: 22, column: 46, scope: !106)
!113 = !DILocation(line: 22, column: 44, scope: !106)
!114 = !DILocation(line: 22, column: 35, scope: !106)
!115 = distinct !DISubprogram(name: "op_dead", scope: !3, file: !3, line: 33, type: !27, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!116 = !DILocalVariable(name: "a", arg: 1, scope: !115, file: !3, line: 33, type: !15)
!117 = !DILocation(line: 33, column: 24, scope: !115)
!118 = !DILocalVariable(name: "b", arg: 2, scope: !115, file: !3, line: 33, type: !15)
!119 = !DILocation(line: 33, column: 31, scope: !115)
!120 = !DILocation(line: 33, column: 43, scope: !115)
!121 = !DILocation(line: 33, column: 48, scope: !115)
!122 = !DILocation(line: 33, column: 50, scope: !115)
!123 = !DILocation(line: 33, column: 45, scope: !115)
!124 = !DILocation(line: 33, column: 57, scope: !115)
!125 = !DILocation(line: 33, column: 55, scope: !115)
!126 = !DILocation(line: 33, column: 36, scope: !115)
!127 = distinct !DISubprogram(name: "real_impl", scope: !3, file: !3, line: 45, type: !128, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!128 = !DISubroutineType(types: !129)
!129 = !{!15, !15}
!130 = !DILocalVariable(name: "x", arg: 1, scope: !127, file: !3, line: 45, type: !15)
!131 = !DILocation(line: 45, column: 19, scope: !127)
!132 = !DILocation(line: 45, column: 31, scope: !127)
!133 = !DILocation(line: 45, column: 33, scope: !127)
!134 = !DILocation(line: 45, column: 47, scope: !127)
!135 = !DILocation(line: 45, column: 37, scope: !127)
!136 = !DILocation(line: 45, column: 24, scope: !127)
!137 = distinct !DISubprogram(name: "resolve_pick", scope: !3, file: !3, line: 53, type: !138, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!138 = !DISubroutineType(types: !139)
!139 = !{!140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!141 = !DILocation(line: 55, column: 12, scope: !137)
!142 = !DILocation(line: 55, column: 5, scope: !137)
!143 = !DILocalVariable(name: "code", arg: 1, scope: !49, file: !3, line: 60, type: !52)
!144 = !DILocation(line: 60, column: 33, scope: !49)
!145 = !DILocalVariable(name: "acc", arg: 2, scope: !49, file: !3, line: 60, type: !15)
!146 = !DILocation(line: 60, column: 43, scope: !49)
!147 = !DILocation(line: 63, column: 19, scope: !49)
!148 = !DILocation(line: 63, column: 18, scope: !49)
!149 = !DILocation(line: 63, column: 11, scope: !49)
!150 = !DILocation(line: 63, column: 5, scope: !49)
!151 = !DILabel(scope: !49, name: "op_inc", file: !3, line: 64)
!152 = !DILocation(line: 64, column: 1, scope: !49)
!153 = !DILocation(line: 65, column: 8, scope: !49)
!154 = !DILocation(line: 66, column: 19, scope: !49)
!155 = !DILocation(line: 66, column: 18, scope: !49)
!156 = !DILocation(line: 66, column: 11, scope: !49)
!157 = !DILocation(line: 66, column: 5, scope: !49)
!158 = !DILabel(scope: !49, name: "op_dbl", file: !3, line: 67)
!159 = !DILocation(line: 67, column: 1, scope: !49)
!160 = !DILocation(line: 68, column: 9, scope: !49)
!161 = !DILocation(line: 69, column: 19, scope: !49)
!162 = !DILocation(line: 69, column: 18, scope: !49)
!163 = !DILocation(line: 69, column: 11, scope: !49)
!164 = !DILocation(line: 69, column: 5, scope: !49)
!165 = !DILabel(scope: !49, name: "op_halt", file: !3, line: 70)
!166 = !DILocation(line: 70, column: 1, scope: !49)
!167 = !DILocation(line: 71, column: 12, scope: !49)
!168 = !DILocation(line: 71, column: 5, scope: !49)
!169 = distinct !DISubprogram(name: "init_counter", scope: !3, file: !3, line: 75, type: !170, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!170 = !DISubroutineType(types: !171)
!171 = !{null}
!172 = !DILocation(line: 75, column: 71, scope: !169)
!173 = !DILocation(line: 75, column: 76, scope: !169)
!174 = distinct !DISubprogram(name: "init_early", scope: !3, file: !3, line: 76, type: !170, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!175 = !DILocation(line: 76, column: 69, scope: !174)
!176 = !DILocation(line: 76, column: 74, scope: !174)
!177 = distinct !DISubprogram(name: "fini_counter", scope: !3, file: !3, line: 77, type: !170, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!178 = !DILocation(line: 77, column: 70, scope: !177)
!179 = !DILocation(line: 77, column: 75, scope: !177)
!180 = distinct !DISubprogram(name: "dead_entry", scope: !3, file: !3, line: 85, type: !128, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!181 = !DILocalVariable(name: "x", arg: 1, scope: !180, file: !3, line: 85, type: !15)
!182 = !DILocation(line: 85, column: 20, scope: !180)
!183 = !DILocation(line: 85, column: 44, scope: !180)
!184 = !DILocation(line: 85, column: 32, scope: !180)
!185 = !DILocation(line: 85, column: 60, scope: !180)
!186 = !DILocation(line: 85, column: 49, scope: !180)
!187 = !DILocation(line: 85, column: 47, scope: !180)
!188 = !DILocation(line: 85, column: 25, scope: !180)
!189 = distinct !DISubprogram(name: "dead_helper", scope: !3, file: !3, line: 81, type: !128, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!190 = !DILocalVariable(name: "x", arg: 1, scope: !189, file: !3, line: 81, type: !15)
!191 = !DILocation(line: 81, column: 54, scope: !189)
!192 = !DILocation(line: 83, column: 12, scope: !189)
!193 = !DILocation(line: 83, column: 16, scope: !189)
!194 = !DILocation(line: 83, column: 14, scope: !189)
!195 = !DILocation(line: 83, column: 40, scope: !189)
!196 = !DILocation(line: 83, column: 43, scope: !189)
!197 = !DILocation(line: 83, column: 31, scope: !189)
!198 = !DILocation(line: 83, column: 29, scope: !189)
!199 = !DILocation(line: 83, column: 5, scope: !189)
!200 = !DILocalVariable(name: "r", scope: !61, file: !3, line: 90, type: !15)
!201 = !DILocation(line: 90, column: 9, scope: !61)
!202 = !DILocation(line: 90, column: 29, scope: !61)
!203 = !DILocation(line: 90, column: 37, scope: !61)
!204 = !DILocation(line: 90, column: 25, scope: !61)
!205 = !DILocation(line: 90, column: 42, scope: !61)
!206 = !DILocation(line: 90, column: 13, scope: !61)
!207 = !DILocalVariable(name: "e", scope: !208, file: !3, line: 91, type: !40)
!208 = distinct !DILexicalBlock(scope: !61, file: !3, line: 91, column: 5)
!209 = !DILocation(line: 91, column: 30, scope: !208)
!210 = !DILocation(line: 91, column: 10, scope: !208)
!211 = !DILocation(line: 91, column: 43, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !3, line: 91, column: 5)
!213 = !DILocation(line: 91, column: 5, scope: !208)
!214 = !DILocation(line: 92, column: 14, scope: !212)
!215 = !DILocation(line: 92, column: 17, scope: !212)
!216 = !DILocation(line: 92, column: 21, scope: !212)
!217 = !DILocation(line: 92, column: 24, scope: !212)
!218 = !DILocation(line: 92, column: 20, scope: !212)
!219 = !DILocation(line: 92, column: 11, scope: !212)
!220 = !DILocation(line: 92, column: 9, scope: !212)
!221 = !DILocation(line: 91, column: 50, scope: !212)
!222 = !DILocation(line: 91, column: 53, scope: !212)
!223 = !DILocation(line: 91, column: 48, scope: !212)
!224 = !DILocation(line: 91, column: 5, scope: !212)
!225 = distinct !{!225, !213, !226, !227}
!226 = !DILocation(line: 92, column: 31, scope: !208)
!227 = !{!"llvm.loop.mustprogress"}
!228 = !DILocation(line: 93, column: 21, scope: !61)
!229 = !DILocation(line: 93, column: 10, scope: !61)
!230 = !DILocation(line: 93, column: 33, scope: !61)
!231 = !DILocation(line: 93, column: 26, scope: !61)
!232 = !DILocation(line: 93, column: 24, scope: !61)
!233 = !DILocation(line: 93, column: 52, scope: !61)
!234 = !DILocation(line: 93, column: 51, scope: !61)
!235 = !DILocation(line: 93, column: 38, scope: !61)
!236 = !DILocation(line: 93, column: 36, scope: !61)
!237 = !DILocation(line: 93, column: 63, scope: !61)
!238 = !DILocation(line: 93, column: 61, scope: !61)
!239 = !DILocation(line: 93, column: 7, scope: !61)
!240 = !DILocation(line: 94, column: 12, scope: !61)
!241 = !DILocation(line: 94, column: 17, scope: !61)
!242 = !DILocation(line: 94, column: 16, scope: !61)
!243 = !DILocation(line: 94, column: 14, scope: !61)
!244 = !DILocation(line: 94, column: 39, scope: !61)
!245 = !DILocation(line: 94, column: 37, scope: !61)
!246 = !DILocation(line: 94, column: 26, scope: !61)
!247 = !DILocation(line: 94, column: 5, scope: !61)
!248 = distinct !DISubprogram(name: "live_helper", scope: !3, file: !3, line: 80, type: !128, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!249 = !DILocalVariable(name: "x", arg: 1, scope: !248, file: !3, line: 80, type: !15)
!250 = !DILocation(line: 80, column: 54, scope: !248)
!251 = !DILocation(line: 80, column: 66, scope: !248)
!252 = !DILocation(line: 80, column: 71, scope: !248)
!253 = !DILocation(line: 80, column: 70, scope: !248)
!254 = !DILocation(line: 80, column: 68, scope: !248)
!255 = !DILocation(line: 80, column: 59, scope: !248)
!256 = distinct !DISubprogram(name: "impl_fast", scope: !3, file: !3, line: 51, type: !128, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!257 = !DILocalVariable(name: "x", arg: 1, scope: !256, file: !3, line: 51, type: !15)
!258 = !DILocation(line: 51, column: 26, scope: !256)
!259 = !DILocation(line: 51, column: 38, scope: !256)
!260 = !DILocation(line: 51, column: 40, scope: !256)
!261 = !DILocation(line: 51, column: 31, scope: !256)
!262 = distinct !DISubprogram(name: "impl_slow", scope: !3, file: !3, line: 52, type: !128, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!263 = !DILocalVariable(name: "x", arg: 1, scope: !262, file: !3, line: 52, type: !15)
!264 = !DILocation(line: 52, column: 26, scope: !262)
!265 = !DILocation(line: 52, column: 38, scope: !262)
!266 = !DILocation(line: 52, column: 42, scope: !262)
!267 = !DILocation(line: 52, column: 40, scope: !262)
!268 = !DILocation(line: 52, column: 31, scope: !262)
