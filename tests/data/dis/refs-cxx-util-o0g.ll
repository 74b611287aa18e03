=== @t_calls
@t_calls = dso_local thread_local global i32 0, align 4, !dbg !m0
=== @lut
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1597], align 16, !dbg !m0
=== @lut_mid
@lut_mid = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([16 x i32]* @lut to i8*), i64 32) to i32*), align 8, !dbg !m0
=== @dead_ops
@dead_ops = dso_local global [2 x i32 (i32)*] [i32 (i32)* @_ZL9unused_opi, i32 (i32)* @_ZL6negatei], align 16, !dbg !m0
=== @_ZZ8util_runE6labels
@_ZZ8util_runE6labels = internal constant [3 x i8*] [i8* blockaddress(@util_run, %10), i8* blockaddress(@util_run, %19), i8* blockaddress(@util_run, %28)], align 16, !dbg !m0
=== @_ZL8op_table
@_ZL8op_table = internal constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5twicei, i32 (i32)* @_ZL6negatei, i32 (i32)* @util_hash], align 16, !dbg !m0
=== @_ZL9hook_head
@_ZL9hook_head = internal constant %struct.hook { i32 (i32)* @_ZL5twicei, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i32 0, i32 0), %struct.hook* @_ZL9hook_tail }, align 8, !dbg !m0
=== @_ZL9hook_tail
@_ZL9hook_tail = internal constant %struct.hook { i32 (i32)* @_ZL6negatei, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([16 x i32]* @lut to i8*), i64 12) to i32*), %struct.hook* null }, align 8, !dbg !m0
=== @llvm.global_ctors
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @util_init, i8* null }]
=== @util_hash_alias
@util_hash_alias = dso_local alias i32 (i32), i32 (i32)* @util_hash
=== @util_fast
@util_fast = dso_local ifunc i32 (i32), i32 (i32)* ()* @util_resolve
=== @_ZL9unused_opi
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = load i32, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([16 x i32]* @lut to i8*), i64 64) to i32*), align 4, !dbg !m4
  %5 = xor i32 %3, %4, !dbg !m5
  ret i32 %5, !dbg !m6
}
=== @_ZL6negatei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL6negatei(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = sub nsw i32 0, %3, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @util_hash
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_hash(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = mul nsw i32 %3, 31, !dbg !m4
  %5 = load i32*, i32** @lut_mid, align 8, !dbg !m5
  %6 = load i32, i32* %5, align 4, !dbg !m6
  %7 = add nsw i32 %4, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @llvm.dbg.declare
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #
=== @util_resolve
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 (i32)* @util_resolve() # !dbg !m0 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !dbg !m1
  %2 = icmp ne i32 %1, 0, !dbg !m1
  br i1 %2, label %3, label %4, !dbg !m1

3:                                                ; preds = %0
  br label %5, !dbg !m1

4:                                                ; preds = %0
  br label %5, !dbg !m1

5:                                                ; preds = %4, %3
  %6 = phi i32 (i32)* [ @_ZL9hash_fasti, %3 ], [ @_ZL9hash_slowi, %4 ], !dbg !m1
  ret i32 (i32)* %6, !dbg !m2
}
=== @_ZL9hash_fasti
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_fasti(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = shl i32 %3, 5, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @_ZL9hash_slowi
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = mul nsw i32 %3, 32, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @util_dead
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_dead(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = call i32 @util_fast(i32 noundef %3), !dbg !m4
  %5 = load i32, i32* %2, align 4, !dbg !m5
  %6 = and i32 %5, 1, !dbg !m6
  %7 = sext i32 %6 to i64, !dbg !m7
  %8 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @dead_ops, i64 0, i64 %7, !dbg !m7
  %9 = load i32 (i32)*, i32 (i32)** %8, align 8, !dbg !m7
  %10 = load i32, i32* %2, align 4, !dbg !m8
  %11 = call noundef i32 %9(i32 noundef %10), !dbg !m7
  %12 = add nsw i32 %4, %11, !dbg !m9
  ret i32 %12, !dbg !m10
}
=== @util_run
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @util_run(i8* noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load i8*, i8** %3, align 8, !dbg !m5
  %6 = load i8, i8* %5, align 1, !dbg !m6
  %7 = zext i8 %6 to i64, !dbg !m7
  %8 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %7, !dbg !m7
  %9 = load i8*, i8** %8, align 8, !dbg !m7
  br label %30, !dbg !m8

10:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !m9), !dbg !m10
  %11 = load i32, i32* %4, align 4, !dbg !m11
  %12 = add nsw i32 %11, 1, !dbg !m11
  store i32 %12, i32* %4, align 4, !dbg !m11
  %13 = load i8*, i8** %3, align 8, !dbg !m12
  %14 = getelementptr inbounds i8, i8* %13, i32 1, !dbg !m12
  store i8* %14, i8** %3, align 8, !dbg !m12
  %15 = load i8, i8* %14, align 1, !dbg !m13
  %16 = zext i8 %15 to i64, !dbg !m14
  %17 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %16, !dbg !m14
  %18 = load i8*, i8** %17, align 8, !dbg !m14
  br label %30, !dbg !m15

19:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !m16), !dbg !m17
  %20 = load i32, i32* %4, align 4, !dbg !m18
  %21 = mul nsw i32 %20, 2, !dbg !m18
  store i32 %21, i32* %4, align 4, !dbg !m18
  %22 = load i8*, i8** %3, align 8, !dbg !m19
  %23 = getelementptr inbounds i8, i8* %22, i32 1, !dbg !m19
  store i8* %23, i8** %3, align 8, !dbg !m19
  %24 = load i8, i8* %23, align 1, !dbg !m20
  %25 = zext i8 %24 to i64, !dbg !m21
  %26 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %25, !dbg !m21
  %27 = load i8*, i8** %26, align 8, !dbg !m21
  br label %30, !dbg !m22

28:                                               ; preds = %30
  call void @llvm.dbg.label(metadata !m23), !dbg !m24
  %29 = load i32, i32* %4, align 4, !dbg !m25
  ret i32 %29, !dbg !m26

30:                                               ; preds = %19, %10, %2
  %31 = phi i8* [ %9, %2 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr i8* %31, [label %10, label %19, label %28]
}
=== @llvm.dbg.label
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #
=== @util_apply
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.hook*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %7 = load i32, i32* @t_calls, align 4, !dbg !m5
  %8 = add nsw i32 %7, 1, !dbg !m5
  store i32 %8, i32* @t_calls, align 4, !dbg !m5
  call void @llvm.dbg.declare(metadata i32* %5, metadata !m6, metadata !DIExpression()), !dbg !m7
  %9 = load i32, i32* %3, align 4, !dbg !m8
  %10 = srem i32 %9, 3, !dbg !m9
  %11 = sext i32 %10 to i64, !dbg !m10
  %12 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* @_ZL8op_table, i64 0, i64 %11, !dbg !m10
  %13 = load i32 (i32)*, i32 (i32)** %12, align 8, !dbg !m10
  %14 = load i32, i32* %4, align 4, !dbg !m11
  %15 = call noundef i32 %13(i32 noundef %14), !dbg !m10
  store i32 %15, i32* %5, align 4, !dbg !m7
  call void @llvm.dbg.declare(metadata %struct.hook** %6, metadata !m12, metadata !DIExpression()), !dbg !m13
  store %struct.hook* @_ZL9hook_head, %struct.hook** %6, align 8, !dbg !m13
  br label %16, !dbg !m14

16:                                               ; preds = %30, %2
  %17 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !m15
  %18 = icmp ne %struct.hook* %17, null, !dbg !m15
  br i1 %18, label %19, label %34, !dbg !m16

19:                                               ; preds = %16
  %20 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !m17
  %21 = getelementptr inbounds %struct.hook, %struct.hook* %20, i32 0, i32 0, !dbg !m18
  %22 = load i32 (i32)*, i32 (i32)** %21, align 8, !dbg !m18
  %23 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !m19
  %24 = getelementptr inbounds %struct.hook, %struct.hook* %23, i32 0, i32 1, !dbg !m20
  %25 = load i32*, i32** %24, align 8, !dbg !m20
  %26 = load i32, i32* %25, align 4, !dbg !m21
  %27 = call noundef i32 %22(i32 noundef %26), !dbg !m17
  %28 = load i32, i32* %5, align 4, !dbg !m22
  %29 = add nsw i32 %28, %27, !dbg !m22
  store i32 %29, i32* %5, align 4, !dbg !m22
  br label %30, !dbg !m23

30:                                               ; preds = %19
  %31 = load %struct.hook*, %struct.hook** %6, align 8, !dbg !m24
  %32 = getelementptr inbounds %struct.hook, %struct.hook* %31, i32 0, i32 2, !dbg !m25
  %33 = load %struct.hook*, %struct.hook** %32, align 8, !dbg !m25
  store %struct.hook* %33, %struct.hook** %6, align 8, !dbg !m26
  br label %16, !dbg !m27, !llvm.loop !m28

34:                                               ; preds = %16
  %35 = load i32, i32* %5, align 4, !dbg !m29
  ret i32 %35, !dbg !m30
}
=== @util_init
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @util_init() # !dbg !m0 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !dbg !m1
  %2 = add nsw i32 %1, 1, !dbg !m1
  store i32 %2, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !dbg !m1
  ret void, !dbg !m2
}
=== @_ZL5twicei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5twicei(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = mul nsw i32 2, %3, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @_ZTW7t_calls
; Function Attrs: noinline uwtable
define weak_odr hidden noundef i32* @_ZTW7t_calls() # comdat {
  ret i32* @t_calls
}
