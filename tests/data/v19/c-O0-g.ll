; ModuleID = 'c-O0-g.bc'
source_filename = "src/a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, double }

@g_init = dso_local global i32 42, align 4, !dbg !0
@g_weak = weak dso_local global i32 7, align 4, !dbg !8
@g_hidden = hidden global i32 1, align 4, !dbg !10
@g_protected = protected global i32 2, align 4, !dbg !12
@t_local = dso_local thread_local global i32 3, align 4, !dbg !14
@g_table = dso_local constant [8 x i32] [i32 1, i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21], align 16, !dbg !16
@g_sectioned = dso_local global i32 5, section ".bcq_data", align 4, !dbg !22
@g_tentative = common dso_local global i32 0, align 4, !dbg !24
@g_zero = dso_local global i32 0, align 4, !dbg !26
@b_shared = external global i32, align 4
@s_msg = internal constant [4 x i8] c"bcq\00", align 1, !dbg !30
@s_counter = internal global i32 0, align 4, !dbg !28

@entry_alias = dso_local alias i32 (i32), ptr @real_entry

@pick = dso_local ifunc i32 (i32), ptr @resolve_pick

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_table(i32 noundef %0) #0 !dbg !45 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  store i32 0, ptr %3, align 4, !dbg !52
    #dbg_declare(ptr %4, !53, !DIExpression(), !55)
  store i32 0, ptr %4, align 4, !dbg !55
  br label %5, !dbg !56

5:                                                ; preds = %24, %1
  %6 = load i32, ptr %4, align 4, !dbg !57
  %7 = load i32, ptr %2, align 4, !dbg !59
  %8 = icmp slt i32 %6, %7, !dbg !60
  br i1 %8, label %9, label %12, !dbg !61

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !62
  %11 = icmp slt i32 %10, 8, !dbg !63
  br label %12

12:                                               ; preds = %9, %5
  %13 = phi i1 [ false, %5 ], [ %11, %9 ], !dbg !64
  br i1 %13, label %14, label %27, !dbg !65

14:                                               ; preds = %12
  %15 = load i32, ptr %4, align 4, !dbg !66
  %16 = sext i32 %15 to i64, !dbg !67
  %17 = getelementptr inbounds [8 x i32], ptr @g_table, i64 0, i64 %16, !dbg !67
  %18 = load i32, ptr %17, align 4, !dbg !67
  %19 = load i32, ptr %4, align 4, !dbg !68
  %20 = call i32 @classify(i32 noundef %19), !dbg !69
  %21 = mul nsw i32 %18, %20, !dbg !70
  %22 = load i32, ptr %3, align 4, !dbg !71
  %23 = add nsw i32 %22, %21, !dbg !71
  store i32 %23, ptr %3, align 4, !dbg !71
  br label %24, !dbg !72

24:                                               ; preds = %14
  %25 = load i32, ptr %4, align 4, !dbg !73
  %26 = add nsw i32 %25, 1, !dbg !73
  store i32 %26, ptr %4, align 4, !dbg !73
  br label %5, !dbg !74, !llvm.loop !75

27:                                               ; preds = %12
  %28 = load i32, ptr %3, align 4, !dbg !78
  %29 = call i32 @clamp(i32 noundef %28, i32 noundef -1000, i32 noundef 1000), !dbg !79
  ret i32 %29, !dbg !80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 !dbg !81 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !82, !DIExpression(), !83)
  %4 = load i32, ptr %3, align 4, !dbg !84
  switch i32 %4, label %14 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %7
    i32 5, label %8
    i32 7, label %11
  ], !dbg !85

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4, !dbg !86
  br label %15, !dbg !86

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4, !dbg !88
  br label %15, !dbg !88

7:                                                ; preds = %1, %1
  store i32 30, ptr %2, align 4, !dbg !89
  br label %15, !dbg !89

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !90
  %10 = call i32 @ext_fn(i32 noundef %9), !dbg !91
  store i32 %10, ptr %2, align 4, !dbg !92
  br label %15, !dbg !92

11:                                               ; preds = %1
  %12 = load i32, ptr @s_counter, align 4, !dbg !93
  %13 = add nsw i32 %12, 1, !dbg !93
  store i32 %13, ptr @s_counter, align 4, !dbg !93
  store i32 %12, ptr %2, align 4, !dbg !94
  br label %15, !dbg !94

14:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !95
  br label %15, !dbg !95

15:                                               ; preds = %14, %11, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !96
  ret i32 %16, !dbg !96
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !97 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !100, !DIExpression(), !101)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !102, !DIExpression(), !103)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !104, !DIExpression(), !105)
  %7 = load i32, ptr %4, align 4, !dbg !106
  %8 = load i32, ptr %5, align 4, !dbg !107
  %9 = icmp slt i32 %7, %8, !dbg !108
  br i1 %9, label %10, label %12, !dbg !106

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4, !dbg !109
  br label %22, !dbg !106

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4, !dbg !110
  %14 = load i32, ptr %6, align 4, !dbg !111
  %15 = icmp sgt i32 %13, %14, !dbg !112
  br i1 %15, label %16, label %18, !dbg !110

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !113
  br label %20, !dbg !110

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4, !dbg !114
  br label %20, !dbg !110

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !110
  br label %22, !dbg !106

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ], !dbg !106
  ret i32 %23, !dbg !115
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @hash(ptr noundef %0) #0 !dbg !116 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !121, !DIExpression(), !122)
    #dbg_declare(ptr %3, !123, !DIExpression(), !124)
  store i32 -2128831035, ptr %3, align 4, !dbg !124
  br label %4, !dbg !125

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !126
  %6 = load i8, ptr %5, align 1, !dbg !127
  %7 = icmp ne i8 %6, 0, !dbg !125
  br i1 %7, label %8, label %17, !dbg !125

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8, !dbg !128
  %10 = getelementptr inbounds i8, ptr %9, i32 1, !dbg !128
  store ptr %10, ptr %2, align 8, !dbg !128
  %11 = load i8, ptr %9, align 1, !dbg !130
  %12 = zext i8 %11 to i32, !dbg !131
  %13 = load i32, ptr %3, align 4, !dbg !132
  %14 = xor i32 %13, %12, !dbg !132
  store i32 %14, ptr %3, align 4, !dbg !132
  %15 = load i32, ptr %3, align 4, !dbg !133
  %16 = mul i32 %15, 16777619, !dbg !133
  store i32 %16, ptr %3, align 4, !dbg !133
  br label %4, !dbg !125, !llvm.loop !134

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4, !dbg !136
  ret i32 %18, !dbg !137
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sort_pairs(ptr noundef %0, i32 noundef %1) #0 !dbg !138 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !147, !DIExpression(), !148)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !149, !DIExpression(), !150)
    #dbg_declare(ptr %5, !151, !DIExpression(), !153)
  store i32 1, ptr %5, align 4, !dbg !153
  br label %8, !dbg !154

8:                                                ; preds = %52, %2
  %9 = load i32, ptr %5, align 4, !dbg !155
  %10 = load i32, ptr %4, align 4, !dbg !157
  %11 = icmp slt i32 %9, %10, !dbg !158
  br i1 %11, label %12, label %55, !dbg !159

12:                                               ; preds = %8
    #dbg_declare(ptr %6, !160, !DIExpression(), !162)
  %13 = load ptr, ptr %3, align 8, !dbg !163
  %14 = load i32, ptr %5, align 4, !dbg !164
  %15 = sext i32 %14 to i64, !dbg !163
  %16 = getelementptr inbounds %struct.pair, ptr %13, i64 %15, !dbg !163
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %16, i64 16, i1 false), !dbg !163
    #dbg_declare(ptr %7, !165, !DIExpression(), !166)
  %17 = load i32, ptr %5, align 4, !dbg !167
  %18 = sub nsw i32 %17, 1, !dbg !168
  store i32 %18, ptr %7, align 4, !dbg !166
  br label %19, !dbg !169

19:                                               ; preds = %34, %12
  %20 = load i32, ptr %7, align 4, !dbg !170
  %21 = icmp sge i32 %20, 0, !dbg !171
  br i1 %21, label %22, label %32, !dbg !172

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 8, !dbg !173
  %24 = load i32, ptr %7, align 4, !dbg !174
  %25 = sext i32 %24 to i64, !dbg !173
  %26 = getelementptr inbounds %struct.pair, ptr %23, i64 %25, !dbg !173
  %27 = getelementptr inbounds %struct.pair, ptr %26, i32 0, i32 0, !dbg !175
  %28 = load i32, ptr %27, align 8, !dbg !175
  %29 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 0, !dbg !176
  %30 = load i32, ptr %29, align 8, !dbg !176
  %31 = icmp sgt i32 %28, %30, !dbg !177
  br label %32

32:                                               ; preds = %22, %19
  %33 = phi i1 [ false, %19 ], [ %31, %22 ], !dbg !178
  br i1 %33, label %34, label %46, !dbg !169

34:                                               ; preds = %32
  %35 = load ptr, ptr %3, align 8, !dbg !179
  %36 = load i32, ptr %7, align 4, !dbg !181
  %37 = add nsw i32 %36, 1, !dbg !182
  %38 = sext i32 %37 to i64, !dbg !179
  %39 = getelementptr inbounds %struct.pair, ptr %35, i64 %38, !dbg !179
  %40 = load ptr, ptr %3, align 8, !dbg !183
  %41 = load i32, ptr %7, align 4, !dbg !184
  %42 = sext i32 %41 to i64, !dbg !183
  %43 = getelementptr inbounds %struct.pair, ptr %40, i64 %42, !dbg !183
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %43, i64 16, i1 false), !dbg !183
  %44 = load i32, ptr %7, align 4, !dbg !185
  %45 = add nsw i32 %44, -1, !dbg !185
  store i32 %45, ptr %7, align 4, !dbg !185
  br label %19, !dbg !169, !llvm.loop !186

46:                                               ; preds = %32
  %47 = load ptr, ptr %3, align 8, !dbg !188
  %48 = load i32, ptr %7, align 4, !dbg !189
  %49 = add nsw i32 %48, 1, !dbg !190
  %50 = sext i32 %49 to i64, !dbg !188
  %51 = getelementptr inbounds %struct.pair, ptr %47, i64 %50, !dbg !188
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %6, i64 16, i1 false), !dbg !191
  br label %52, !dbg !192

52:                                               ; preds = %46
  %53 = load i32, ptr %5, align 4, !dbg !193
  %54 = add nsw i32 %53, 1, !dbg !193
  store i32 %54, ptr %5, align 4, !dbg !193
  br label %8, !dbg !194, !llvm.loop !195

55:                                               ; preds = %8
  ret void, !dbg !197
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @average(ptr noundef %0, i32 noundef %1) #0 !dbg !198 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !203, !DIExpression(), !204)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !205, !DIExpression(), !206)
    #dbg_declare(ptr %5, !207, !DIExpression(), !208)
  store double 0.000000e+00, ptr %5, align 8, !dbg !208
    #dbg_declare(ptr %6, !209, !DIExpression(), !211)
  store i32 0, ptr %6, align 4, !dbg !211
  br label %7, !dbg !212

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4, !dbg !213
  %9 = load i32, ptr %4, align 4, !dbg !215
  %10 = icmp ult i32 %8, %9, !dbg !216
  br i1 %10, label %11, label %23, !dbg !217

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !218
  %13 = load i32, ptr %6, align 4, !dbg !219
  %14 = zext i32 %13 to i64, !dbg !218
  %15 = getelementptr inbounds %struct.pair, ptr %12, i64 %14, !dbg !218
  %16 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 1, !dbg !220
  %17 = load double, ptr %16, align 8, !dbg !220
  %18 = load double, ptr %5, align 8, !dbg !221
  %19 = fadd double %18, %17, !dbg !221
  store double %19, ptr %5, align 8, !dbg !221
  br label %20, !dbg !222

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4, !dbg !223
  %22 = add i32 %21, 1, !dbg !223
  store i32 %22, ptr %6, align 4, !dbg !223
  br label %7, !dbg !224, !llvm.loop !225

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4, !dbg !227
  %25 = icmp ne i32 %24, 0, !dbg !227
  br i1 %25, label %26, label %31, !dbg !227

26:                                               ; preds = %23
  %27 = load double, ptr %5, align 8, !dbg !228
  %28 = load i32, ptr %4, align 4, !dbg !229
  %29 = uitofp i32 %28 to double, !dbg !229
  %30 = fdiv double %27, %29, !dbg !230
  br label %32, !dbg !227

31:                                               ; preds = %23
  br label %32, !dbg !227

32:                                               ; preds = %31, %26
  %33 = phi double [ %30, %26 ], [ 0.000000e+00, %31 ], !dbg !227
  ret double %33, !dbg !231
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use_globals() #0 !dbg !232 {
  %1 = load i32, ptr @g_init, align 4, !dbg !235
  %2 = load i32, ptr @g_tentative, align 4, !dbg !236
  %3 = add nsw i32 %1, %2, !dbg !237
  %4 = load i32, ptr @g_zero, align 4, !dbg !238
  %5 = add nsw i32 %3, %4, !dbg !239
  %6 = load i32, ptr @g_weak, align 4, !dbg !240
  %7 = add nsw i32 %5, %6, !dbg !241
  %8 = load i32, ptr @g_hidden, align 4, !dbg !242
  %9 = add nsw i32 %7, %8, !dbg !243
  %10 = load i32, ptr @g_protected, align 4, !dbg !244
  %11 = add nsw i32 %9, %10, !dbg !245
  %12 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_local), !dbg !246
  %13 = load i32, ptr %12, align 4, !dbg !246
  %14 = add nsw i32 %11, %13, !dbg !247
  %15 = load i32, ptr @g_sectioned, align 4, !dbg !248
  %16 = add nsw i32 %14, %15, !dbg !249
  %17 = load i32, ptr @b_shared, align 4, !dbg !250
  %18 = add nsw i32 %16, %17, !dbg !251
  %19 = call i32 @hash(ptr noundef @s_msg), !dbg !252
  %20 = add nsw i32 %18, %19, !dbg !253
  ret i32 %20, !dbg !254
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_entry(i32 noundef %0) #0 !dbg !255 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !256, !DIExpression(), !257)
  %3 = load i32, ptr %2, align 4, !dbg !258
  %4 = mul nsw i32 %3, 2, !dbg !259
  %5 = load i32, ptr %2, align 4, !dbg !260
  %6 = call i32 @sum_table(i32 noundef %5), !dbg !261
  %7 = add nsw i32 %4, %6, !dbg !262
  ret i32 %7, !dbg !263
}

declare i32 @ext_fn(i32 noundef) #3

; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone uwtable
define internal ptr @resolve_pick() #4 !dbg !264 {
  %1 = load i32, ptr @g_init, align 4, !dbg !269
  %2 = icmp ne i32 %1, 0, !dbg !269
  %3 = zext i1 %2 to i64, !dbg !269
  %4 = select i1 %2, ptr @impl_a, ptr @impl_b, !dbg !269
  ret ptr %4, !dbg !270
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_a(i32 noundef %0) #0 !dbg !271 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !272, !DIExpression(), !273)
  %3 = load i32, ptr %2, align 4, !dbg !274
  %4 = add nsw i32 %3, 1, !dbg !275
  ret i32 %4, !dbg !276
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_b(i32 noundef %0) #0 !dbg !277 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !278, !DIExpression(), !279)
  %3 = load i32, ptr %2, align 4, !dbg !280
  %4 = sub nsw i32 %3, 1, !dbg !281
  ret i32 %4, !dbg !282
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { disable_sanitizer_instrumentation noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_init", scope: !2, file: !3, line: 4, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/a.c", directory: ".", checksumkind: CSK_MD5, checksum: "4b2c48ec02b7059cb015372c173846a5")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8, !10, !12, !14, !16, !22, !24, !26, !28, !30}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "g_weak", scope: !2, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g_hidden", scope: !2, file: !3, line: 12, type: !6, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "g_protected", scope: !2, file: !3, line: 14, type: !6, isLocal: false, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "t_local", scope: !2, file: !3, line: 18, type: !6, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "g_table", scope: !2, file: !3, line: 19, type: !18, isLocal: false, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 256, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "g_sectioned", scope: !2, file: !3, line: 21, type: !6, isLocal: false, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "g_tentative", scope: !2, file: !3, line: 5, type: !6, isLocal: false, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "g_zero", scope: !2, file: !3, line: 6, type: !6, isLocal: false, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "s_counter", scope: !2, file: !3, line: 7, type: !6, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "s_msg", scope: !2, file: !3, line: 8, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 32, elements: !35)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "sum_table", scope: !3, file: !3, line: 41, type: !46, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!6, !6}
!48 = !{}
!49 = !DILocalVariable(name: "n", arg: 1, scope: !45, file: !3, line: 41, type: !6)
!50 = !DILocation(line: 41, column: 19, scope: !45)
!51 = !DILocalVariable(name: "s", scope: !45, file: !3, line: 42, type: !6)
!52 = !DILocation(line: 42, column: 9, scope: !45)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 43, type: !6)
!54 = distinct !DILexicalBlock(scope: !45, file: !3, line: 43, column: 5)
!55 = !DILocation(line: 43, column: 14, scope: !54)
!56 = !DILocation(line: 43, column: 10, scope: !54)
!57 = !DILocation(line: 43, column: 21, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 43, column: 5)
!59 = !DILocation(line: 43, column: 25, scope: !58)
!60 = !DILocation(line: 43, column: 23, scope: !58)
!61 = !DILocation(line: 43, column: 27, scope: !58)
!62 = !DILocation(line: 43, column: 30, scope: !58)
!63 = !DILocation(line: 43, column: 32, scope: !58)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 43, column: 5, scope: !54)
!66 = !DILocation(line: 44, column: 22, scope: !58)
!67 = !DILocation(line: 44, column: 14, scope: !58)
!68 = !DILocation(line: 44, column: 36, scope: !58)
!69 = !DILocation(line: 44, column: 27, scope: !58)
!70 = !DILocation(line: 44, column: 25, scope: !58)
!71 = !DILocation(line: 44, column: 11, scope: !58)
!72 = !DILocation(line: 44, column: 9, scope: !58)
!73 = !DILocation(line: 43, column: 38, scope: !58)
!74 = !DILocation(line: 43, column: 5, scope: !58)
!75 = distinct !{!75, !65, !76, !77}
!76 = !DILocation(line: 44, column: 37, scope: !54)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 45, column: 18, scope: !45)
!79 = !DILocation(line: 45, column: 12, scope: !45)
!80 = !DILocation(line: 45, column: 5, scope: !45)
!81 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 30, type: !46, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !48)
!82 = !DILocalVariable(name: "c", arg: 1, scope: !81, file: !3, line: 30, type: !6)
!83 = !DILocation(line: 30, column: 51, scope: !81)
!84 = !DILocation(line: 31, column: 13, scope: !81)
!85 = !DILocation(line: 31, column: 5, scope: !81)
!86 = !DILocation(line: 32, column: 13, scope: !87)
!87 = distinct !DILexicalBlock(scope: !81, file: !3, line: 31, column: 16)
!88 = !DILocation(line: 33, column: 13, scope: !87)
!89 = !DILocation(line: 34, column: 21, scope: !87)
!90 = !DILocation(line: 35, column: 27, scope: !87)
!91 = !DILocation(line: 35, column: 20, scope: !87)
!92 = !DILocation(line: 35, column: 13, scope: !87)
!93 = !DILocation(line: 36, column: 29, scope: !87)
!94 = !DILocation(line: 36, column: 13, scope: !87)
!95 = !DILocation(line: 37, column: 14, scope: !87)
!96 = !DILocation(line: 39, column: 1, scope: !81)
!97 = distinct !DISubprogram(name: "clamp", scope: !3, file: !3, line: 28, type: !98, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !48)
!98 = !DISubroutineType(types: !99)
!99 = !{!6, !6, !6, !6}
!100 = !DILocalVariable(name: "v", arg: 1, scope: !97, file: !3, line: 28, type: !6)
!101 = !DILocation(line: 28, column: 22, scope: !97)
!102 = !DILocalVariable(name: "lo", arg: 2, scope: !97, file: !3, line: 28, type: !6)
!103 = !DILocation(line: 28, column: 29, scope: !97)
!104 = !DILocalVariable(name: "hi", arg: 3, scope: !97, file: !3, line: 28, type: !6)
!105 = !DILocation(line: 28, column: 37, scope: !97)
!106 = !DILocation(line: 28, column: 50, scope: !97)
!107 = !DILocation(line: 28, column: 54, scope: !97)
!108 = !DILocation(line: 28, column: 52, scope: !97)
!109 = !DILocation(line: 28, column: 59, scope: !97)
!110 = !DILocation(line: 28, column: 64, scope: !97)
!111 = !DILocation(line: 28, column: 68, scope: !97)
!112 = !DILocation(line: 28, column: 66, scope: !97)
!113 = !DILocation(line: 28, column: 73, scope: !97)
!114 = !DILocation(line: 28, column: 78, scope: !97)
!115 = !DILocation(line: 28, column: 43, scope: !97)
!116 = distinct !DISubprogram(name: "hash", scope: !3, file: !3, line: 48, type: !117, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !120}
!119 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!121 = !DILocalVariable(name: "p", arg: 1, scope: !116, file: !3, line: 48, type: !120)
!122 = !DILocation(line: 48, column: 27, scope: !116)
!123 = !DILocalVariable(name: "h", scope: !116, file: !3, line: 49, type: !119)
!124 = !DILocation(line: 49, column: 14, scope: !116)
!125 = !DILocation(line: 50, column: 5, scope: !116)
!126 = !DILocation(line: 50, column: 13, scope: !116)
!127 = !DILocation(line: 50, column: 12, scope: !116)
!128 = !DILocation(line: 50, column: 40, scope: !129)
!129 = distinct !DILexicalBlock(scope: !116, file: !3, line: 50, column: 16)
!130 = !DILocation(line: 50, column: 38, scope: !129)
!131 = !DILocation(line: 50, column: 23, scope: !129)
!132 = !DILocation(line: 50, column: 20, scope: !129)
!133 = !DILocation(line: 50, column: 46, scope: !129)
!134 = distinct !{!134, !125, !135, !77}
!135 = !DILocation(line: 50, column: 60, scope: !116)
!136 = !DILocation(line: 51, column: 12, scope: !116)
!137 = !DILocation(line: 51, column: 5, scope: !116)
!138 = distinct !DISubprogram(name: "sort_pairs", scope: !3, file: !3, line: 54, type: !139, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !141, !6}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 26, size: 128, elements: !143)
!143 = !{!144, !145}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !142, file: !3, line: 26, baseType: !6, size: 32)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !142, file: !3, line: 26, baseType: !146, size: 64, offset: 64)
!146 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!147 = !DILocalVariable(name: "p", arg: 1, scope: !138, file: !3, line: 54, type: !141)
!148 = !DILocation(line: 54, column: 30, scope: !138)
!149 = !DILocalVariable(name: "n", arg: 2, scope: !138, file: !3, line: 54, type: !6)
!150 = !DILocation(line: 54, column: 37, scope: !138)
!151 = !DILocalVariable(name: "i", scope: !152, file: !3, line: 55, type: !6)
!152 = distinct !DILexicalBlock(scope: !138, file: !3, line: 55, column: 5)
!153 = !DILocation(line: 55, column: 14, scope: !152)
!154 = !DILocation(line: 55, column: 10, scope: !152)
!155 = !DILocation(line: 55, column: 21, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !3, line: 55, column: 5)
!157 = !DILocation(line: 55, column: 25, scope: !156)
!158 = !DILocation(line: 55, column: 23, scope: !156)
!159 = !DILocation(line: 55, column: 5, scope: !152)
!160 = !DILocalVariable(name: "x", scope: !161, file: !3, line: 56, type: !142)
!161 = distinct !DILexicalBlock(scope: !156, file: !3, line: 55, column: 33)
!162 = !DILocation(line: 56, column: 21, scope: !161)
!163 = !DILocation(line: 56, column: 25, scope: !161)
!164 = !DILocation(line: 56, column: 27, scope: !161)
!165 = !DILocalVariable(name: "j", scope: !161, file: !3, line: 57, type: !6)
!166 = !DILocation(line: 57, column: 13, scope: !161)
!167 = !DILocation(line: 57, column: 17, scope: !161)
!168 = !DILocation(line: 57, column: 19, scope: !161)
!169 = !DILocation(line: 58, column: 9, scope: !161)
!170 = !DILocation(line: 58, column: 16, scope: !161)
!171 = !DILocation(line: 58, column: 18, scope: !161)
!172 = !DILocation(line: 58, column: 23, scope: !161)
!173 = !DILocation(line: 58, column: 26, scope: !161)
!174 = !DILocation(line: 58, column: 28, scope: !161)
!175 = !DILocation(line: 58, column: 31, scope: !161)
!176 = !DILocation(line: 58, column: 37, scope: !161)
!177 = !DILocation(line: 58, column: 33, scope: !161)
!178 = !DILocation(line: 0, scope: !161)
!179 = !DILocation(line: 58, column: 42, scope: !180)
!180 = distinct !DILexicalBlock(scope: !161, file: !3, line: 58, column: 40)
!181 = !DILocation(line: 58, column: 44, scope: !180)
!182 = !DILocation(line: 58, column: 46, scope: !180)
!183 = !DILocation(line: 58, column: 53, scope: !180)
!184 = !DILocation(line: 58, column: 55, scope: !180)
!185 = !DILocation(line: 58, column: 60, scope: !180)
!186 = distinct !{!186, !169, !187, !77}
!187 = !DILocation(line: 58, column: 64, scope: !161)
!188 = !DILocation(line: 59, column: 9, scope: !161)
!189 = !DILocation(line: 59, column: 11, scope: !161)
!190 = !DILocation(line: 59, column: 13, scope: !161)
!191 = !DILocation(line: 59, column: 20, scope: !161)
!192 = !DILocation(line: 60, column: 5, scope: !161)
!193 = !DILocation(line: 55, column: 29, scope: !156)
!194 = !DILocation(line: 55, column: 5, scope: !156)
!195 = distinct !{!195, !159, !196, !77}
!196 = !DILocation(line: 60, column: 5, scope: !152)
!197 = !DILocation(line: 61, column: 1, scope: !138)
!198 = distinct !DISubprogram(name: "average", scope: !3, file: !3, line: 63, type: !199, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!199 = !DISubroutineType(types: !200)
!200 = !{!146, !201, !119}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !142)
!203 = !DILocalVariable(name: "p", arg: 1, scope: !198, file: !3, line: 63, type: !201)
!204 = !DILocation(line: 63, column: 35, scope: !198)
!205 = !DILocalVariable(name: "n", arg: 2, scope: !198, file: !3, line: 63, type: !119)
!206 = !DILocation(line: 63, column: 47, scope: !198)
!207 = !DILocalVariable(name: "acc", scope: !198, file: !3, line: 64, type: !146)
!208 = !DILocation(line: 64, column: 12, scope: !198)
!209 = !DILocalVariable(name: "i", scope: !210, file: !3, line: 65, type: !119)
!210 = distinct !DILexicalBlock(scope: !198, file: !3, line: 65, column: 5)
!211 = !DILocation(line: 65, column: 19, scope: !210)
!212 = !DILocation(line: 65, column: 10, scope: !210)
!213 = !DILocation(line: 65, column: 26, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !3, line: 65, column: 5)
!215 = !DILocation(line: 65, column: 30, scope: !214)
!216 = !DILocation(line: 65, column: 28, scope: !214)
!217 = !DILocation(line: 65, column: 5, scope: !210)
!218 = !DILocation(line: 65, column: 45, scope: !214)
!219 = !DILocation(line: 65, column: 47, scope: !214)
!220 = !DILocation(line: 65, column: 50, scope: !214)
!221 = !DILocation(line: 65, column: 42, scope: !214)
!222 = !DILocation(line: 65, column: 38, scope: !214)
!223 = !DILocation(line: 65, column: 34, scope: !214)
!224 = !DILocation(line: 65, column: 5, scope: !214)
!225 = distinct !{!225, !217, !226, !77}
!226 = !DILocation(line: 65, column: 50, scope: !210)
!227 = !DILocation(line: 66, column: 12, scope: !198)
!228 = !DILocation(line: 66, column: 16, scope: !198)
!229 = !DILocation(line: 66, column: 22, scope: !198)
!230 = !DILocation(line: 66, column: 20, scope: !198)
!231 = !DILocation(line: 66, column: 5, scope: !198)
!232 = distinct !DISubprogram(name: "use_globals", scope: !3, file: !3, line: 69, type: !233, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!233 = !DISubroutineType(types: !234)
!234 = !{!6}
!235 = !DILocation(line: 70, column: 12, scope: !232)
!236 = !DILocation(line: 70, column: 21, scope: !232)
!237 = !DILocation(line: 70, column: 19, scope: !232)
!238 = !DILocation(line: 70, column: 35, scope: !232)
!239 = !DILocation(line: 70, column: 33, scope: !232)
!240 = !DILocation(line: 70, column: 44, scope: !232)
!241 = !DILocation(line: 70, column: 42, scope: !232)
!242 = !DILocation(line: 70, column: 53, scope: !232)
!243 = !DILocation(line: 70, column: 51, scope: !232)
!244 = !DILocation(line: 70, column: 64, scope: !232)
!245 = !DILocation(line: 70, column: 62, scope: !232)
!246 = !DILocation(line: 71, column: 12, scope: !232)
!247 = !DILocation(line: 70, column: 76, scope: !232)
!248 = !DILocation(line: 71, column: 22, scope: !232)
!249 = !DILocation(line: 71, column: 20, scope: !232)
!250 = !DILocation(line: 71, column: 36, scope: !232)
!251 = !DILocation(line: 71, column: 34, scope: !232)
!252 = !DILocation(line: 71, column: 52, scope: !232)
!253 = !DILocation(line: 71, column: 45, scope: !232)
!254 = !DILocation(line: 70, column: 5, scope: !232)
!255 = distinct !DISubprogram(name: "real_entry", scope: !3, file: !3, line: 76, type: !46, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!256 = !DILocalVariable(name: "x", arg: 1, scope: !255, file: !3, line: 76, type: !6)
!257 = !DILocation(line: 76, column: 20, scope: !255)
!258 = !DILocation(line: 76, column: 32, scope: !255)
!259 = !DILocation(line: 76, column: 34, scope: !255)
!260 = !DILocation(line: 76, column: 50, scope: !255)
!261 = !DILocation(line: 76, column: 40, scope: !255)
!262 = !DILocation(line: 76, column: 38, scope: !255)
!263 = !DILocation(line: 76, column: 25, scope: !255)
!264 = distinct !DISubprogram(name: "resolve_pick", scope: !3, file: !3, line: 80, type: !265, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!265 = !DISubroutineType(types: !266)
!266 = !{!267}
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "fn_t", file: !3, line: 75, baseType: !46)
!269 = !DILocation(line: 80, column: 42, scope: !264)
!270 = !DILocation(line: 80, column: 35, scope: !264)
!271 = distinct !DISubprogram(name: "impl_a", scope: !3, file: !3, line: 78, type: !46, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !48)
!272 = !DILocalVariable(name: "x", arg: 1, scope: !271, file: !3, line: 78, type: !6)
!273 = !DILocation(line: 78, column: 23, scope: !271)
!274 = !DILocation(line: 78, column: 35, scope: !271)
!275 = !DILocation(line: 78, column: 37, scope: !271)
!276 = !DILocation(line: 78, column: 28, scope: !271)
!277 = distinct !DISubprogram(name: "impl_b", scope: !3, file: !3, line: 79, type: !46, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !48)
!278 = !DILocalVariable(name: "x", arg: 1, scope: !277, file: !3, line: 79, type: !6)
!279 = !DILocation(line: 79, column: 23, scope: !277)
!280 = !DILocation(line: 79, column: 35, scope: !277)
!281 = !DILocation(line: 79, column: 37, scope: !277)
!282 = !DILocation(line: 79, column: 28, scope: !277)
