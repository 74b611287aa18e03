=== @g_init
@g_init = dso_local global i32 42, align 4
=== @g_weak
@g_weak = weak dso_local global i32 7, align 4
=== @g_hidden
@g_hidden = hidden global i32 1, align 4
=== @g_protected
@g_protected = protected global i32 2, align 4
=== @t_local
@t_local = dso_local thread_local global i32 3, align 4
=== @g_table
@g_table = dso_local constant [8 x i32] [i32 1, i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21], align 16
=== @g_sectioned
@g_sectioned = dso_local global i32 5, section ".bcq_data", align 4
=== @g_tentative
@g_tentative = common dso_local global i32 0, align 4
=== @g_zero
@g_zero = dso_local global i32 0, align 4
=== @b_shared
@b_shared = external global i32, align 4
=== @s_msg
@s_msg = internal constant [4 x i8] c"bcq\00", align 1
=== @s_counter
@s_counter = internal global i32 0, align 4
=== @entry_alias
@entry_alias = dso_local alias i32 (i32), i32 (i32)* @real_entry
=== @pick
@pick = dso_local ifunc i32 (i32), i32 (i32)* ()* @resolve_pick
=== @sum_table
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_table(i32 noundef %0) # {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %24, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 8
  br label %12

12:                                               ; preds = %9, %5
  %13 = phi i1 [ false, %5 ], [ %11, %9 ]
  br i1 %13, label %14, label %27

14:                                               ; preds = %12
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* @g_table, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = load i32, i32* %4, align 4
  %20 = call i32 @classify(i32 noundef %19)
  %21 = mul nsw i32 %18, %20
  %22 = load i32, i32* %3, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, i32* %3, align 4
  br label %24

24:                                               ; preds = %14
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %4, align 4
  br label %5, !llvm.loop !m0

27:                                               ; preds = %12
  %28 = load i32, i32* %3, align 4
  %29 = call i32 @clamp(i32 noundef %28, i32 noundef -1000, i32 noundef 1000)
  ret i32 %29
}
=== @classify
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) # {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %14 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %7
    i32 5, label %8
    i32 7, label %11
  ]

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4
  br label %15

6:                                                ; preds = %1
  store i32 20, i32* %2, align 4
  br label %15

7:                                                ; preds = %1, %1
  store i32 30, i32* %2, align 4
  br label %15

8:                                                ; preds = %1
  %9 = load i32, i32* %3, align 4
  %10 = call i32 @ext_fn(i32 noundef %9)
  store i32 %10, i32* %2, align 4
  br label %15

11:                                               ; preds = %1
  %12 = load i32, i32* @s_counter, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @s_counter, align 4
  store i32 %12, i32* %2, align 4
  br label %15

14:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %15

15:                                               ; preds = %14, %11, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4
  ret i32 %16
}
=== @clamp
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) # {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, i32* %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, i32* %4, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, i32* %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}
=== @hash
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @hash(i8* noundef %0) # {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 -2128831035, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load i8*, i8** %2, align 8
  %10 = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %10, i8** %2, align 8
  %11 = load i8, i8* %9, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, i32* %3, align 4
  %14 = xor i32 %13, %12
  store i32 %14, i32* %3, align 4
  %15 = load i32, i32* %3, align 4
  %16 = mul i32 %15, 16777619
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !m0

17:                                               ; preds = %4
  %18 = load i32, i32* %3, align 4
  ret i32 %18
}
=== @sort_pairs
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sort_pairs(%struct.pair* noundef %0, i32 noundef %1) # {
  %3 = alloca %struct.pair*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 8
  %7 = alloca i32, align 4
  store %struct.pair* %0, %struct.pair** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  br label %8

8:                                                ; preds = %58, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %61

12:                                               ; preds = %8
  %13 = load %struct.pair*, %struct.pair** %3, align 8
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.pair, %struct.pair* %13, i64 %15
  %17 = bitcast %struct.pair* %6 to i8*
  %18 = bitcast %struct.pair* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 16, i1 false)
  %19 = load i32, i32* %5, align 4
  %20 = sub nsw i32 %19, 1
  store i32 %20, i32* %7, align 4
  br label %21

21:                                               ; preds = %36, %12
  %22 = load i32, i32* %7, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %34

24:                                               ; preds = %21
  %25 = load %struct.pair*, %struct.pair** %3, align 8
  %26 = load i32, i32* %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.pair, %struct.pair* %25, i64 %27
  %29 = getelementptr inbounds %struct.pair, %struct.pair* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 8
  %31 = getelementptr inbounds %struct.pair, %struct.pair* %6, i32 0, i32 0
  %32 = load i32, i32* %31, align 8
  %33 = icmp sgt i32 %30, %32
  br label %34

34:                                               ; preds = %24, %21
  %35 = phi i1 [ false, %21 ], [ %33, %24 ]
  br i1 %35, label %36, label %50

36:                                               ; preds = %34
  %37 = load %struct.pair*, %struct.pair** %3, align 8
  %38 = load i32, i32* %7, align 4
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.pair, %struct.pair* %37, i64 %40
  %42 = load %struct.pair*, %struct.pair** %3, align 8
  %43 = load i32, i32* %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.pair, %struct.pair* %42, i64 %44
  %46 = bitcast %struct.pair* %41 to i8*
  %47 = bitcast %struct.pair* %45 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 %47, i64 16, i1 false)
  %48 = load i32, i32* %7, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, i32* %7, align 4
  br label %21, !llvm.loop !m0

50:                                               ; preds = %34
  %51 = load %struct.pair*, %struct.pair** %3, align 8
  %52 = load i32, i32* %7, align 4
  %53 = add nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.pair, %struct.pair* %51, i64 %54
  %56 = bitcast %struct.pair* %55 to i8*
  %57 = bitcast %struct.pair* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %56, i8* align 8 %57, i64 16, i1 false)
  br label %58

58:                                               ; preds = %50
  %59 = load i32, i32* %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %5, align 4
  br label %8, !llvm.loop !m1

61:                                               ; preds = %8
  ret void
}
=== @llvm.memcpy.p0i8.p0i8.i64
; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #
=== @average
; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @average(%struct.pair* noundef %0, i32 noundef %1) # {
  %3 = alloca %struct.pair*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store %struct.pair* %0, %struct.pair** %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load %struct.pair*, %struct.pair** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds %struct.pair, %struct.pair* %12, i64 %14
  %16 = getelementptr inbounds %struct.pair, %struct.pair* %15, i32 0, i32 1
  %17 = load double, double* %16, align 8
  %18 = load double, double* %5, align 8
  %19 = fadd double %18, %17
  store double %19, double* %5, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4
  %22 = add i32 %21, 1
  store i32 %22, i32* %6, align 4
  br label %7, !llvm.loop !m0

23:                                               ; preds = %7
  %24 = load i32, i32* %4, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %23
  %27 = load double, double* %5, align 8
  %28 = load i32, i32* %4, align 4
  %29 = uitofp i32 %28 to double
  %30 = fdiv double %27, %29
  br label %32

31:                                               ; preds = %23
  br label %32

32:                                               ; preds = %31, %26
  %33 = phi double [ %30, %26 ], [ 0.000000e+00, %31 ]
  ret double %33
}
=== @use_globals
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use_globals() # {
  %1 = load i32, i32* @g_init, align 4
  %2 = load i32, i32* @g_tentative, align 4
  %3 = add nsw i32 %1, %2
  %4 = load i32, i32* @g_zero, align 4
  %5 = add nsw i32 %3, %4
  %6 = load i32, i32* @g_weak, align 4
  %7 = add nsw i32 %5, %6
  %8 = load i32, i32* @g_hidden, align 4
  %9 = add nsw i32 %7, %8
  %10 = load i32, i32* @g_protected, align 4
  %11 = add nsw i32 %9, %10
  %12 = load i32, i32* @t_local, align 4
  %13 = add nsw i32 %11, %12
  %14 = load i32, i32* @g_sectioned, align 4
  %15 = add nsw i32 %13, %14
  %16 = load i32, i32* @b_shared, align 4
  %17 = add nsw i32 %15, %16
  %18 = call i32 @hash(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @s_msg, i64 0, i64 0))
  %19 = add nsw i32 %17, %18
  ret i32 %19
}
=== @real_entry
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_entry(i32 noundef %0) # {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 %3, 2
  %5 = load i32, i32* %2, align 4
  %6 = call i32 @sum_table(i32 noundef %5)
  %7 = add nsw i32 %4, %6
  ret i32 %7
}
=== @resolve_pick
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32)* @resolve_pick() # {
  %1 = load i32, i32* @g_init, align 4
  %2 = icmp ne i32 %1, 0
  %3 = zext i1 %2 to i64
  %4 = select i1 %2, i32 (i32)* @impl_a, i32 (i32)* @impl_b
  ret i32 (i32)* %4
}
=== @ext_fn
declare i32 @ext_fn(i32 noundef) #
=== @impl_a
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_a(i32 noundef %0) # {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}
=== @impl_b
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_b(i32 noundef %0) # {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}
