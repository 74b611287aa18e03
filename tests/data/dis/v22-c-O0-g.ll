=== @g_init
@g_init = dso_local global i32 42, align 4, !dbg !m0
=== @g_weak
@g_weak = weak dso_local global i32 7, align 4, !dbg !m0
=== @g_hidden
@g_hidden = hidden global i32 1, align 4, !dbg !m0
=== @g_protected
@g_protected = protected global i32 2, align 4, !dbg !m0
=== @t_local
@t_local = dso_local thread_local global i32 3, align 4, !dbg !m0
=== @g_table
@g_table = dso_local constant [8 x i32] [i32 1, i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21], align 16, !dbg !m0
=== @g_sectioned
@g_sectioned = dso_local global i32 5, section ".bcq_data", align 4, !dbg !m0
=== @g_tentative
@g_tentative = common dso_local global i32 0, align 4, !dbg !m0
=== @g_zero
@g_zero = dso_local global i32 0, align 4, !dbg !m0
=== @b_shared
@b_shared = external global i32, align 4
=== @s_msg
@s_msg = internal constant [4 x i8] c"bcq\00", align 1, !dbg !m0
=== @s_counter
@s_counter = internal global i32 0, align 4, !dbg !m0
=== @entry_alias
@entry_alias = dso_local alias i32 (i32), ptr @real_entry
=== @pick
@pick = dso_local ifunc i32 (i32), ptr @resolve_pick
=== @sum_table
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_table(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %3, !m3, !DIExpression(), !m4)
  store i32 0, ptr %3, align 4, !dbg !m4
    #dbg_declare(ptr %4, !m5, !DIExpression(), !m6)
  store i32 0, ptr %4, align 4, !dbg !m6
  br label %5, !dbg !m7

5:                                                ; preds = %24, %1
  %6 = load i32, ptr %4, align 4, !dbg !m8
  %7 = load i32, ptr %2, align 4, !dbg !m9
  %8 = icmp slt i32 %6, %7, !dbg !m10
  br i1 %8, label %9, label %12, !dbg !m11

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !m12
  %11 = icmp slt i32 %10, 8, !dbg !m13
  br label %12

12:                                               ; preds = %9, %5
  %13 = phi i1 [ false, %5 ], [ %11, %9 ], !dbg !m14
  br i1 %13, label %14, label %27, !dbg !m15

14:                                               ; preds = %12
  %15 = load i32, ptr %4, align 4, !dbg !m16
  %16 = sext i32 %15 to i64, !dbg !m17
  %17 = getelementptr inbounds [8 x i32], ptr @g_table, i64 0, i64 %16, !dbg !m17
  %18 = load i32, ptr %17, align 4, !dbg !m17
  %19 = load i32, ptr %4, align 4, !dbg !m18
  %20 = call i32 @classify(i32 noundef %19), !dbg !m19
  %21 = mul nsw i32 %18, %20, !dbg !m20
  %22 = load i32, ptr %3, align 4, !dbg !m21
  %23 = add nsw i32 %22, %21, !dbg !m21
  store i32 %23, ptr %3, align 4, !dbg !m21
  br label %24, !dbg !m22

24:                                               ; preds = %14
  %25 = load i32, ptr %4, align 4, !dbg !m23
  %26 = add nsw i32 %25, 1, !dbg !m23
  store i32 %26, ptr %4, align 4, !dbg !m23
  br label %5, !dbg !m24, !llvm.loop !m25

27:                                               ; preds = %12
  %28 = load i32, ptr %3, align 4, !dbg !m26
  %29 = call i32 @clamp(i32 noundef %28, i32 noundef -1000, i32 noundef 1000), !dbg !m27
  ret i32 %29, !dbg !m28
}
=== @classify
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  %4 = load i32, ptr %3, align 4, !dbg !m3
  switch i32 %4, label %14 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %7
    i32 5, label %8
    i32 7, label %11
  ], !dbg !m4

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4, !dbg !m5
  br label %15, !dbg !m5

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4, !dbg !m6
  br label %15, !dbg !m6

7:                                                ; preds = %1, %1
  store i32 30, ptr %2, align 4, !dbg !m7
  br label %15, !dbg !m7

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !m8
  %10 = call i32 @ext_fn(i32 noundef %9), !dbg !m9
  store i32 %10, ptr %2, align 4, !dbg !m10
  br label %15, !dbg !m10

11:                                               ; preds = %1
  %12 = load i32, ptr @s_counter, align 4, !dbg !m11
  %13 = add nsw i32 %12, 1, !dbg !m11
  store i32 %13, ptr @s_counter, align 4, !dbg !m11
  store i32 %12, ptr %2, align 4, !dbg !m12
  br label %15, !dbg !m12

14:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !m13
  br label %15, !dbg !m13

15:                                               ; preds = %14, %11, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !m14
  ret i32 %16, !dbg !m14
}
=== @clamp
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) # !dbg !m0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !m3, !DIExpression(), !m4)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !m5, !DIExpression(), !m6)
  %7 = load i32, ptr %4, align 4, !dbg !m7
  %8 = load i32, ptr %5, align 4, !dbg !m8
  %9 = icmp slt i32 %7, %8, !dbg !m9
  br i1 %9, label %10, label %12, !dbg !m7

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4, !dbg !m10
  br label %22, !dbg !m7

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4, !dbg !m11
  %14 = load i32, ptr %6, align 4, !dbg !m12
  %15 = icmp sgt i32 %13, %14, !dbg !m13
  br i1 %15, label %16, label %18, !dbg !m11

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !m14
  br label %20, !dbg !m11

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4, !dbg !m15
  br label %20, !dbg !m11

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !m11
  br label %22, !dbg !m7

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ], !dbg !m7
  ret i32 %23, !dbg !m16
}
=== @hash
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @hash(ptr noundef %0) # !dbg !m0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %3, !m3, !DIExpression(), !m4)
  store i32 -2128831035, ptr %3, align 4, !dbg !m4
  br label %4, !dbg !m5

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !m6
  %6 = load i8, ptr %5, align 1, !dbg !m7
  %7 = icmp ne i8 %6, 0, !dbg !m5
  br i1 %7, label %8, label %17, !dbg !m5

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8, !dbg !m8
  %10 = getelementptr inbounds nuw i8, ptr %9, i32 1, !dbg !m8
  store ptr %10, ptr %2, align 8, !dbg !m8
  %11 = load i8, ptr %9, align 1, !dbg !m9
  %12 = zext i8 %11 to i32, !dbg !m10
  %13 = load i32, ptr %3, align 4, !dbg !m11
  %14 = xor i32 %13, %12, !dbg !m11
  store i32 %14, ptr %3, align 4, !dbg !m11
  %15 = load i32, ptr %3, align 4, !dbg !m12
  %16 = mul i32 %15, 16777619, !dbg !m12
  store i32 %16, ptr %3, align 4, !dbg !m12
  br label %4, !dbg !m5, !llvm.loop !m13

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4, !dbg !m14
  ret i32 %18, !dbg !m15
}
=== @sort_pairs
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sort_pairs(ptr noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
    #dbg_declare(ptr %5, !m5, !DIExpression(), !m6)
  store i32 1, ptr %5, align 4, !dbg !m6
  br label %8, !dbg !m7

8:                                                ; preds = %52, %2
  %9 = load i32, ptr %5, align 4, !dbg !m8
  %10 = load i32, ptr %4, align 4, !dbg !m9
  %11 = icmp slt i32 %9, %10, !dbg !m10
  br i1 %11, label %12, label %55, !dbg !m11

12:                                               ; preds = %8
    #dbg_declare(ptr %6, !m12, !DIExpression(), !m13)
  %13 = load ptr, ptr %3, align 8, !dbg !m14
  %14 = load i32, ptr %5, align 4, !dbg !m15
  %15 = sext i32 %14 to i64, !dbg !m14
  %16 = getelementptr inbounds %struct.pair, ptr %13, i64 %15, !dbg !m14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %16, i64 16, i1 false), !dbg !m14
    #dbg_declare(ptr %7, !m16, !DIExpression(), !m17)
  %17 = load i32, ptr %5, align 4, !dbg !m18
  %18 = sub nsw i32 %17, 1, !dbg !m19
  store i32 %18, ptr %7, align 4, !dbg !m17
  br label %19, !dbg !m20

19:                                               ; preds = %34, %12
  %20 = load i32, ptr %7, align 4, !dbg !m21
  %21 = icmp sge i32 %20, 0, !dbg !m22
  br i1 %21, label %22, label %32, !dbg !m23

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 8, !dbg !m24
  %24 = load i32, ptr %7, align 4, !dbg !m25
  %25 = sext i32 %24 to i64, !dbg !m24
  %26 = getelementptr inbounds %struct.pair, ptr %23, i64 %25, !dbg !m24
  %27 = getelementptr inbounds nuw %struct.pair, ptr %26, i32 0, i32 0, !dbg !m26
  %28 = load i32, ptr %27, align 8, !dbg !m26
  %29 = getelementptr inbounds nuw %struct.pair, ptr %6, i32 0, i32 0, !dbg !m27
  %30 = load i32, ptr %29, align 8, !dbg !m27
  %31 = icmp sgt i32 %28, %30, !dbg !m28
  br label %32

32:                                               ; preds = %22, %19
  %33 = phi i1 [ false, %19 ], [ %31, %22 ], !dbg !m29
  br i1 %33, label %34, label %46, !dbg !m20

34:                                               ; preds = %32
  %35 = load ptr, ptr %3, align 8, !dbg !m30
  %36 = load i32, ptr %7, align 4, !dbg !m31
  %37 = add nsw i32 %36, 1, !dbg !m32
  %38 = sext i32 %37 to i64, !dbg !m30
  %39 = getelementptr inbounds %struct.pair, ptr %35, i64 %38, !dbg !m30
  %40 = load ptr, ptr %3, align 8, !dbg !m33
  %41 = load i32, ptr %7, align 4, !dbg !m34
  %42 = sext i32 %41 to i64, !dbg !m33
  %43 = getelementptr inbounds %struct.pair, ptr %40, i64 %42, !dbg !m33
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %43, i64 16, i1 false), !dbg !m33
  %44 = load i32, ptr %7, align 4, !dbg !m35
  %45 = add nsw i32 %44, -1, !dbg !m35
  store i32 %45, ptr %7, align 4, !dbg !m35
  br label %19, !dbg !m20, !llvm.loop !m36

46:                                               ; preds = %32
  %47 = load ptr, ptr %3, align 8, !dbg !m37
  %48 = load i32, ptr %7, align 4, !dbg !m38
  %49 = add nsw i32 %48, 1, !dbg !m39
  %50 = sext i32 %49 to i64, !dbg !m37
  %51 = getelementptr inbounds %struct.pair, ptr %47, i64 %50, !dbg !m37
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %6, i64 16, i1 false), !dbg !m40
  br label %52, !dbg !m41

52:                                               ; preds = %46
  %53 = load i32, ptr %5, align 4, !dbg !m42
  %54 = add nsw i32 %53, 1, !dbg !m42
  store i32 %54, ptr %5, align 4, !dbg !m42
  br label %8, !dbg !m43, !llvm.loop !m44

55:                                               ; preds = %8
  ret void, !dbg !m45
}
=== @llvm.memcpy.p0.p0.i64
; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #
=== @average
; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @average(ptr noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
    #dbg_declare(ptr %5, !m5, !DIExpression(), !m6)
  store double 0.000000e+00, ptr %5, align 8, !dbg !m6
    #dbg_declare(ptr %6, !m7, !DIExpression(), !m8)
  store i32 0, ptr %6, align 4, !dbg !m8
  br label %7, !dbg !m9

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4, !dbg !m10
  %9 = load i32, ptr %4, align 4, !dbg !m11
  %10 = icmp ult i32 %8, %9, !dbg !m12
  br i1 %10, label %11, label %23, !dbg !m13

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !m14
  %13 = load i32, ptr %6, align 4, !dbg !m15
  %14 = zext i32 %13 to i64, !dbg !m14
  %15 = getelementptr inbounds nuw %struct.pair, ptr %12, i64 %14, !dbg !m14
  %16 = getelementptr inbounds nuw %struct.pair, ptr %15, i32 0, i32 1, !dbg !m16
  %17 = load double, ptr %16, align 8, !dbg !m16
  %18 = load double, ptr %5, align 8, !dbg !m17
  %19 = fadd double %18, %17, !dbg !m17
  store double %19, ptr %5, align 8, !dbg !m17
  br label %20, !dbg !m18

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4, !dbg !m19
  %22 = add i32 %21, 1, !dbg !m19
  store i32 %22, ptr %6, align 4, !dbg !m19
  br label %7, !dbg !m20, !llvm.loop !m21

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4, !dbg !m22
  %25 = icmp ne i32 %24, 0, !dbg !m22
  br i1 %25, label %26, label %31, !dbg !m22

26:                                               ; preds = %23
  %27 = load double, ptr %5, align 8, !dbg !m23
  %28 = load i32, ptr %4, align 4, !dbg !m24
  %29 = uitofp i32 %28 to double, !dbg !m24
  %30 = fdiv double %27, %29, !dbg !m25
  br label %32, !dbg !m22

31:                                               ; preds = %23
  br label %32, !dbg !m22

32:                                               ; preds = %31, %26
  %33 = phi double [ %30, %26 ], [ 0.000000e+00, %31 ], !dbg !m22
  ret double %33, !dbg !m26
}
=== @use_globals
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use_globals() # !dbg !m0 {
  %1 = load i32, ptr @g_init, align 4, !dbg !m1
  %2 = load i32, ptr @g_tentative, align 4, !dbg !m2
  %3 = add nsw i32 %1, %2, !dbg !m3
  %4 = load i32, ptr @g_zero, align 4, !dbg !m4
  %5 = add nsw i32 %3, %4, !dbg !m5
  %6 = load i32, ptr @g_weak, align 4, !dbg !m6
  %7 = add nsw i32 %5, %6, !dbg !m7
  %8 = load i32, ptr @g_hidden, align 4, !dbg !m8
  %9 = add nsw i32 %7, %8, !dbg !m9
  %10 = load i32, ptr @g_protected, align 4, !dbg !m10
  %11 = add nsw i32 %9, %10, !dbg !m11
  %12 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_local), !dbg !m12
  %13 = load i32, ptr %12, align 4, !dbg !m12
  %14 = add nsw i32 %11, %13, !dbg !m13
  %15 = load i32, ptr @g_sectioned, align 4, !dbg !m14
  %16 = add nsw i32 %14, %15, !dbg !m15
  %17 = load i32, ptr @b_shared, align 4, !dbg !m16
  %18 = add nsw i32 %16, %17, !dbg !m17
  %19 = call i32 @hash(ptr noundef @s_msg), !dbg !m18
  %20 = add nsw i32 %18, %19, !dbg !m19
  ret i32 %20, !dbg !m20
}
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @real_entry
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_entry(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = mul nsw i32 %3, 2, !dbg !m4
  %5 = load i32, ptr %2, align 4, !dbg !m5
  %6 = call i32 @sum_table(i32 noundef %5), !dbg !m6
  %7 = add nsw i32 %4, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @ext_fn
declare i32 @ext_fn(i32 noundef) #
=== @resolve_pick
; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone uwtable
define internal ptr @resolve_pick() # !dbg !m0 {
  %1 = load i32, ptr @g_init, align 4, !dbg !m1
  %2 = icmp ne i32 %1, 0, !dbg !m1
  %3 = zext i1 %2 to i64, !dbg !m1
  %4 = select i1 %2, ptr @impl_a, ptr @impl_b, !dbg !m1
  ret ptr %4, !dbg !m2
}
=== @impl_a
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_a(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = add nsw i32 %3, 1, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @impl_b
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_b(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = sub nsw i32 %3, 1, !dbg !m4
  ret i32 %4, !dbg !m5
}
