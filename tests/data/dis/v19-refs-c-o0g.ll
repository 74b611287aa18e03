=== @arr
@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !m0
=== @msg
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !m0
=== @third
@third = dso_local global ptr getelementptr (i8, ptr @arr, i64 12), align 8, !dbg !m0
=== @msg_tail
@msg_tail = dso_local global ptr getelementptr (i8, ptr @msg, i64 2), align 8, !dbg !m0
=== @arr_end
@arr_end = dso_local constant ptr getelementptr (i8, ptr @arr, i64 32), align 8, !dbg !m0
=== @s_scale
@s_scale = internal global i32 3, align 4, !dbg !m0
=== @ops
@ops = dso_local constant [3 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul], align 16, !dbg !m0
=== @.str
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !m0
=== @e_tail
@e_tail = dso_local constant %struct.entry { ptr @.str, ptr @op_sub, ptr getelementptr (i8, ptr @arr, i64 20), ptr null }, align 8, !dbg !m0
=== @counter
@counter = dso_local global i32 0, align 4, !dbg !m0
=== @e_head
@e_head = dso_local constant %struct.entry { ptr @msg, ptr @op_add, ptr @counter, ptr @e_tail }, align 8, !dbg !m0
=== @.str.1
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1, !dbg !m0
=== @e_unused
@e_unused = dso_local constant %struct.entry { ptr @.str.1, ptr @op_dead, ptr getelementptr (i8, ptr @arr, i64 4), ptr @e_head }, align 8, !dbg !m0
=== @tls_ptr
@tls_ptr = dso_local thread_local global ptr getelementptr (i8, ptr @arr, i64 8), align 8, !dbg !m0
=== @tls_hits
@tls_hits = internal thread_local global i32 1, align 4, !dbg !m0
=== @interp.labels
@interp.labels = internal constant [3 x ptr] [ptr blockaddress(@interp, %10), ptr blockaddress(@interp, %19), ptr blockaddress(@interp, %28)], align 16, !dbg !m0
=== @tls_depth
@tls_depth = dso_local thread_local global i32 0, align 4, !dbg !m0
=== @main.prog
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !m0
=== @s_dead_state
@s_dead_state = internal global i32 9, align 4, !dbg !m0
=== @llvm.global_ctors
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init_counter, ptr null }, { i32, ptr, ptr } { i32 200, ptr @init_early, ptr null }]
=== @llvm.global_dtors
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini_counter, ptr null }]
=== @alias_impl
@alias_impl = dso_local alias i32 (i32), ptr @real_impl
=== @arr_alias
@arr_alias = dso_local alias [8 x i32], ptr @arr
=== @dead_alias
@dead_alias = dso_local alias i32 (i32, i32), ptr @op_mul
=== @picked
@picked = dso_local ifunc i32 (i32), ptr @resolve_pick
=== @op_mul
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load i32, ptr %3, align 4, !dbg !m5
  %6 = load i32, ptr %4, align 4, !dbg !m6
  %7 = mul nsw i32 %5, %6, !dbg !m7
  %8 = load i32, ptr @s_scale, align 4, !dbg !m8
  %9 = mul nsw i32 %7, %8, !dbg !m9
  ret i32 %9, !dbg !m10
}
=== @op_add
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load i32, ptr %3, align 4, !dbg !m5
  %6 = load i32, ptr %4, align 4, !dbg !m6
  %7 = add nsw i32 %5, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @op_sub
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load i32, ptr %3, align 4, !dbg !m5
  %6 = load i32, ptr %4, align 4, !dbg !m6
  %7 = sub nsw i32 %5, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @op_dead
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load i32, ptr %3, align 4, !dbg !m5
  %6 = load i32, ptr %4, align 4, !dbg !m6
  %7 = or i32 %6, 1, !dbg !m7
  %8 = srem i32 %5, %7, !dbg !m8
  %9 = load i32, ptr @s_dead_state, align 4, !dbg !m9
  %10 = add nsw i32 %8, %9, !dbg !m10
  ret i32 %10, !dbg !m11
}
=== @real_impl
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_impl(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = mul nsw i32 %3, 2, !dbg !m4
  %5 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits), !dbg !m5
  %6 = load i32, ptr %5, align 4, !dbg !m6
  %7 = add nsw i32 %6, 1, !dbg !m6
  store i32 %7, ptr %5, align 4, !dbg !m6
  %8 = add nsw i32 %4, %6, !dbg !m7
  ret i32 %8, !dbg !m8
}
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @interp
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @interp(ptr noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load ptr, ptr %3, align 8, !dbg !m5
  %6 = load i8, ptr %5, align 1, !dbg !m6
  %7 = zext i8 %6 to i64, !dbg !m7
  %8 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %7, !dbg !m7
  %9 = load ptr, ptr %8, align 8, !dbg !m7
  br label %30, !dbg !m8

10:                                               ; preds = %30
    #dbg_label(!m9, !m10)
  %11 = load i32, ptr %4, align 4, !dbg !m11
  %12 = add nsw i32 %11, 1, !dbg !m11
  store i32 %12, ptr %4, align 4, !dbg !m11
  %13 = load ptr, ptr %3, align 8, !dbg !m12
  %14 = getelementptr inbounds i8, ptr %13, i32 1, !dbg !m12
  store ptr %14, ptr %3, align 8, !dbg !m12
  %15 = load i8, ptr %14, align 1, !dbg !m13
  %16 = zext i8 %15 to i64, !dbg !m14
  %17 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %16, !dbg !m14
  %18 = load ptr, ptr %17, align 8, !dbg !m14
  br label %30, !dbg !m15

19:                                               ; preds = %30
    #dbg_label(!m16, !m17)
  %20 = load i32, ptr %4, align 4, !dbg !m18
  %21 = mul nsw i32 %20, 2, !dbg !m18
  store i32 %21, ptr %4, align 4, !dbg !m18
  %22 = load ptr, ptr %3, align 8, !dbg !m19
  %23 = getelementptr inbounds i8, ptr %22, i32 1, !dbg !m19
  store ptr %23, ptr %3, align 8, !dbg !m19
  %24 = load i8, ptr %23, align 1, !dbg !m20
  %25 = zext i8 %24 to i64, !dbg !m21
  %26 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %25, !dbg !m21
  %27 = load ptr, ptr %26, align 8, !dbg !m21
  br label %30, !dbg !m22

28:                                               ; preds = %30
    #dbg_label(!m23, !m24)
  %29 = load i32, ptr %4, align 4, !dbg !m25
  ret i32 %29, !dbg !m26

30:                                               ; preds = %19, %10, %2
  %31 = phi ptr [ %9, %2 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr ptr %31, [label %10, label %19, label %28]
}
=== @init_counter
; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_counter() # !dbg !m0 {
  store i32 1, ptr @counter, align 4, !dbg !m1
  ret void, !dbg !m2
}
=== @init_early
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init_early() # !dbg !m0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_depth), !dbg !m1
  store i32 0, ptr %1, align 4, !dbg !m2
  ret void, !dbg !m3
}
=== @fini_counter
; Function Attrs: noinline nounwind optnone uwtable
define internal void @fini_counter() # !dbg !m0 {
  store i32 0, ptr @counter, align 4, !dbg !m1
  ret void, !dbg !m2
}
=== @dead_entry
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dead_entry(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = call i32 @dead_helper(i32 noundef %3), !dbg !m4
  %5 = load i32, ptr %2, align 4, !dbg !m5
  %6 = call i32 @dead_alias(i32 noundef %5, i32 noundef 2), !dbg !m6
  %7 = add nsw i32 %4, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @dead_helper
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dead_helper(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = load i32, ptr @s_dead_state, align 4, !dbg !m4
  %5 = sub nsw i32 %3, %4, !dbg !m5
  %6 = load ptr, ptr getelementptr inbounds (%struct.entry, ptr @e_unused, i32 0, i32 1), align 8, !dbg !m6
  %7 = load i32, ptr %2, align 4, !dbg !m7
  %8 = call i32 %6(i32 noundef %7, i32 noundef 1), !dbg !m8
  %9 = add nsw i32 %5, %8, !dbg !m9
  ret i32 %9, !dbg !m10
}
=== @main
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() # !dbg !m0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %4 = load i32, ptr @counter, align 4, !dbg !m3
  %5 = srem i32 %4, 3, !dbg !m4
  %6 = sext i32 %5 to i64, !dbg !m5
  %7 = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %6, !dbg !m5
  %8 = load ptr, ptr %7, align 8, !dbg !m5
  %9 = load i32, ptr @counter, align 4, !dbg !m6
  %10 = call i32 %8(i32 noundef %9, i32 noundef 2), !dbg !m5
  %11 = call i32 @live_helper(i32 noundef %10), !dbg !m7
  store i32 %11, ptr %2, align 4, !dbg !m2
    #dbg_declare(ptr %3, !m8, !DIExpression(), !m9)
  store ptr @e_head, ptr %3, align 8, !dbg !m9
  br label %12, !dbg !m10

12:                                               ; preds = %26, %0
  %13 = load ptr, ptr %3, align 8, !dbg !m11
  %14 = icmp ne ptr %13, null, !dbg !m12
  br i1 %14, label %15, label %30, !dbg !m12

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8, !dbg !m13
  %17 = getelementptr inbounds %struct.entry, ptr %16, i32 0, i32 1, !dbg !m14
  %18 = load ptr, ptr %17, align 8, !dbg !m14
  %19 = load ptr, ptr %3, align 8, !dbg !m15
  %20 = getelementptr inbounds %struct.entry, ptr %19, i32 0, i32 2, !dbg !m16
  %21 = load ptr, ptr %20, align 8, !dbg !m16
  %22 = load i32, ptr %21, align 4, !dbg !m17
  %23 = call i32 %18(i32 noundef %22, i32 noundef 1), !dbg !m13
  %24 = load i32, ptr %2, align 4, !dbg !m18
  %25 = add nsw i32 %24, %23, !dbg !m18
  store i32 %25, ptr %2, align 4, !dbg !m18
  br label %26, !dbg !m19

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 8, !dbg !m20
  %28 = getelementptr inbounds %struct.entry, ptr %27, i32 0, i32 3, !dbg !m21
  %29 = load ptr, ptr %28, align 8, !dbg !m21
  store ptr %29, ptr %3, align 8, !dbg !m22
  br label %12, !dbg !m23, !llvm.loop !m24

30:                                               ; preds = %12
  %31 = load i32, ptr %2, align 4, !dbg !m25
  %32 = call i32 @alias_impl(i32 noundef %31), !dbg !m26
  %33 = load i32, ptr %2, align 4, !dbg !m27
  %34 = call i32 @picked(i32 noundef %33), !dbg !m28
  %35 = add nsw i32 %32, %34, !dbg !m29
  %36 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr), !dbg !m30
  %37 = load ptr, ptr %36, align 8, !dbg !m30
  %38 = load i32, ptr %37, align 4, !dbg !m31
  %39 = call i32 @interp(ptr noundef @main.prog, i32 noundef %38), !dbg !m32
  %40 = add nsw i32 %35, %39, !dbg !m33
  %41 = load i32, ptr getelementptr inbounds ([8 x i32], ptr @arr_alias, i64 0, i64 1), align 4, !dbg !m34
  %42 = add nsw i32 %40, %41, !dbg !m35
  %43 = load i32, ptr %2, align 4, !dbg !m36
  %44 = add nsw i32 %43, %42, !dbg !m36
  store i32 %44, ptr %2, align 4, !dbg !m36
  %45 = load i32, ptr %2, align 4, !dbg !m37
  %46 = load ptr, ptr @msg_tail, align 8, !dbg !m38
  %47 = load i8, ptr %46, align 1, !dbg !m39
  %48 = sext i8 %47 to i32, !dbg !m39
  %49 = add nsw i32 %45, %48, !dbg !m40
  %50 = sext i32 %49 to i64, !dbg !m37
  %51 = load ptr, ptr @third, align 8, !dbg !m41
  %52 = ptrtoint ptr %51 to i64, !dbg !m42
  %53 = sub i64 ptrtoint (ptr getelementptr (i8, ptr @arr, i64 32) to i64), %52, !dbg !m42
  %54 = sdiv exact i64 %53, 4, !dbg !m42
  %55 = add nsw i64 %50, %54, !dbg !m43
  %56 = trunc i64 %55 to i32, !dbg !m37
  ret i32 %56, !dbg !m44
}
=== @live_helper
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @live_helper(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = load ptr, ptr @third, align 8, !dbg !m4
  %5 = load i32, ptr %4, align 4, !dbg !m5
  %6 = add nsw i32 %3, %5, !dbg !m6
  ret i32 %6, !dbg !m7
}
=== @resolve_pick
; Function Attrs: disable_sanitizer_instrumentation noinline nounwind optnone uwtable
define internal ptr @resolve_pick() # !dbg !m0 {
  %1 = load i32, ptr @counter, align 4, !dbg !m1
  %2 = icmp ne i32 %1, 0, !dbg !m1
  %3 = zext i1 %2 to i64, !dbg !m1
  %4 = select i1 %2, ptr @impl_fast, ptr @impl_slow, !dbg !m1
  ret ptr %4, !dbg !m2
}
=== @impl_fast
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_fast(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = shl i32 %3, 1, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @impl_slow
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_slow(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = load i32, ptr %2, align 4, !dbg !m4
  %5 = add nsw i32 %3, %4, !dbg !m5
  ret i32 %5, !dbg !m6
}
