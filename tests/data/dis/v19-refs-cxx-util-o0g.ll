=== @t_calls
@t_calls = dso_local thread_local global i32 0, align 4, !dbg !m0
=== @lut
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1597], align 16, !dbg !m0
=== @lut_mid
@lut_mid = dso_local global ptr getelementptr (i8, ptr @lut, i64 32), align 8, !dbg !m0
=== @dead_ops
@dead_ops = dso_local global [2 x ptr] [ptr @_ZL9unused_opi, ptr @_ZL6negatei], align 16, !dbg !m0
=== @_ZZ8util_runE6labels
@_ZZ8util_runE6labels = internal constant [3 x ptr] [ptr blockaddress(@util_run, %10), ptr blockaddress(@util_run, %19), ptr blockaddress(@util_run, %28)], align 16, !dbg !m0
=== @_ZL8op_table
@_ZL8op_table = internal constant [3 x ptr] [ptr @_ZL5twicei, ptr @_ZL6negatei, ptr @util_hash], align 16, !dbg !m0
=== @_ZL9hook_head
@_ZL9hook_head = internal constant %struct.hook { ptr @_ZL5twicei, ptr @lut, ptr @_ZL9hook_tail }, align 8, !dbg !m0
=== @_ZL9hook_tail
@_ZL9hook_tail = internal constant %struct.hook { ptr @_ZL6negatei, ptr getelementptr (i8, ptr @lut, i64 12), ptr null }, align 8, !dbg !m0
=== @llvm.global_ctors
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @util_init, ptr null }]
=== @util_hash_alias
@util_hash_alias = dso_local alias i32 (i32), ptr @util_hash
=== @util_fast
@util_fast = dso_local ifunc i32 (i32), ptr @util_resolve
=== @_ZL9unused_opi
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = load i32, ptr getelementptr (i8, ptr @lut, i64 64), align 4, !dbg !m4
  %5 = xor i32 %3, %4, !dbg !m5
  ret i32 %5, !dbg !m6
}
=== @_ZL6negatei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL6negatei(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = sub nsw i32 0, %3, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @util_hash
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_hash(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = mul nsw i32 %3, 31, !dbg !m4
  %5 = load ptr, ptr @lut_mid, align 8, !dbg !m5
  %6 = load i32, ptr %5, align 4, !dbg !m6
  %7 = add nsw i32 %4, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @util_resolve
; Function Attrs: disable_sanitizer_instrumentation mustprogress noinline nounwind optnone uwtable
define dso_local ptr @util_resolve() # !dbg !m0 {
  %1 = load i32, ptr @lut, align 16, !dbg !m1
  %2 = icmp ne i32 %1, 0, !dbg !m1
  br i1 %2, label %3, label %4, !dbg !m1

3:                                                ; preds = %0
  br label %5, !dbg !m1

4:                                                ; preds = %0
  br label %5, !dbg !m1

5:                                                ; preds = %4, %3
  %6 = phi ptr [ @_ZL9hash_fasti, %3 ], [ @_ZL9hash_slowi, %4 ], !dbg !m1
  ret ptr %6, !dbg !m2
}
=== @_ZL9hash_fasti
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_fasti(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = shl i32 %3, 5, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @_ZL9hash_slowi
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = mul nsw i32 %3, 32, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @util_dead
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_dead(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = call i32 @util_fast(i32 noundef %3), !dbg !m4
  %5 = load i32, ptr %2, align 4, !dbg !m5
  %6 = and i32 %5, 1, !dbg !m6
  %7 = sext i32 %6 to i64, !dbg !m7
  %8 = getelementptr inbounds [2 x ptr], ptr @dead_ops, i64 0, i64 %7, !dbg !m7
  %9 = load ptr, ptr %8, align 8, !dbg !m7
  %10 = load i32, ptr %2, align 4, !dbg !m8
  %11 = call noundef i32 %9(i32 noundef %10), !dbg !m7
  %12 = add nsw i32 %4, %11, !dbg !m9
  ret i32 %12, !dbg !m10
}
=== @util_run
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_run(ptr noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load ptr, ptr %3, align 8, !dbg !m5
  %6 = load i8, ptr %5, align 1, !dbg !m6
  %7 = zext i8 %6 to i64, !dbg !m7
  %8 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %7, !dbg !m7
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
  %17 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %16, !dbg !m14
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
  %26 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %25, !dbg !m21
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
=== @util_apply
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %7 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls), !dbg !m5
  %8 = load i32, ptr %7, align 4, !dbg !m6
  %9 = add nsw i32 %8, 1, !dbg !m6
  store i32 %9, ptr %7, align 4, !dbg !m6
    #dbg_declare(ptr %5, !m7, !DIExpression(), !m8)
  %10 = load i32, ptr %3, align 4, !dbg !m9
  %11 = srem i32 %10, 3, !dbg !m10
  %12 = sext i32 %11 to i64, !dbg !m11
  %13 = getelementptr inbounds [3 x ptr], ptr @_ZL8op_table, i64 0, i64 %12, !dbg !m11
  %14 = load ptr, ptr %13, align 8, !dbg !m11
  %15 = load i32, ptr %4, align 4, !dbg !m12
  %16 = call noundef i32 %14(i32 noundef %15), !dbg !m11
  store i32 %16, ptr %5, align 4, !dbg !m8
    #dbg_declare(ptr %6, !m13, !DIExpression(), !m14)
  store ptr @_ZL9hook_head, ptr %6, align 8, !dbg !m14
  br label %17, !dbg !m15

17:                                               ; preds = %31, %2
  %18 = load ptr, ptr %6, align 8, !dbg !m16
  %19 = icmp ne ptr %18, null, !dbg !m16
  br i1 %19, label %20, label %35, !dbg !m17

20:                                               ; preds = %17
  %21 = load ptr, ptr %6, align 8, !dbg !m18
  %22 = getelementptr inbounds %struct.hook, ptr %21, i32 0, i32 0, !dbg !m19
  %23 = load ptr, ptr %22, align 8, !dbg !m19
  %24 = load ptr, ptr %6, align 8, !dbg !m20
  %25 = getelementptr inbounds %struct.hook, ptr %24, i32 0, i32 1, !dbg !m21
  %26 = load ptr, ptr %25, align 8, !dbg !m21
  %27 = load i32, ptr %26, align 4, !dbg !m22
  %28 = call noundef i32 %23(i32 noundef %27), !dbg !m18
  %29 = load i32, ptr %5, align 4, !dbg !m23
  %30 = add nsw i32 %29, %28, !dbg !m23
  store i32 %30, ptr %5, align 4, !dbg !m23
  br label %31, !dbg !m24

31:                                               ; preds = %20
  %32 = load ptr, ptr %6, align 8, !dbg !m25
  %33 = getelementptr inbounds %struct.hook, ptr %32, i32 0, i32 2, !dbg !m26
  %34 = load ptr, ptr %33, align 8, !dbg !m26
  store ptr %34, ptr %6, align 8, !dbg !m27
  br label %17, !dbg !m28, !llvm.loop !m29

35:                                               ; preds = %17
  %36 = load i32, ptr %5, align 4, !dbg !m30
  ret i32 %36, !dbg !m31
}
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @util_init
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @util_init() # !dbg !m0 {
  %1 = load i32, ptr getelementptr inbounds ([16 x i32], ptr @lut, i64 0, i64 15), align 4, !dbg !m1
  %2 = add nsw i32 %1, 1, !dbg !m1
  store i32 %2, ptr getelementptr inbounds ([16 x i32], ptr @lut, i64 0, i64 15), align 4, !dbg !m1
  ret void, !dbg !m2
}
=== @_ZL5twicei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5twicei(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = mul nsw i32 2, %3, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @_ZTW7t_calls
; Function Attrs: noinline uwtable
define weak_odr hidden noundef ptr @_ZTW7t_calls() # comdat {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  ret ptr %1
}
