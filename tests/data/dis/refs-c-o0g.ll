=== @arr
@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !m0
=== @msg
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !m0
=== @third
@third = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 12) to i32*), align 8, !dbg !m0
=== @msg_tail
@msg_tail = dso_local global i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i64 2), align 8, !dbg !m0
=== @arr_end
@arr_end = dso_local constant i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 32) to i32*), align 8, !dbg !m0
=== @s_scale
@s_scale = internal global i32 3, align 4, !dbg !m0
=== @ops
@ops = dso_local constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul], align 16, !dbg !m0
=== @.str
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
=== @e_tail
@e_tail = dso_local constant %struct.entry { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @op_sub, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 20) to i32*), %struct.entry* null }, align 8, !dbg !m0
=== @counter
@counter = dso_local global i32 0, align 4, !dbg !m0
=== @e_head
@e_head = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i32 0), i32 (i32, i32)* @op_add, i32* @counter, %struct.entry* @e_tail }, align 8, !dbg !m0
=== @.str.1
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
=== @e_unused
@e_unused = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @op_dead, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 4) to i32*), %struct.entry* @e_head }, align 8, !dbg !m0
=== @tls_ptr
@tls_ptr = dso_local thread_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 8) to i32*), align 8, !dbg !m0
=== @tls_hits
@tls_hits = internal thread_local global i32 1, align 4, !dbg !m0
=== @interp.labels
@interp.labels = internal constant [3 x i8*] [i8* blockaddress(@interp, %10), i8* blockaddress(@interp, %19), i8* blockaddress(@interp, %28)], align 16, !dbg !m0
=== @tls_depth
@tls_depth = dso_local thread_local global i32 0, align 4, !dbg !m0
=== @main.prog
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !m0
=== @s_dead_state
@s_dead_state = internal global i32 9, align 4, !dbg !m0
=== @llvm.global_ctors
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init_counter, i8* null }, { i32, void ()*, i8* } { i32 200, void ()* @init_early, i8* null }]
=== @llvm.global_dtors
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fini_counter, i8* null }]
=== @alias_impl
@alias_impl = dso_local alias i32 (i32), i32 (i32)* @real_impl
=== @arr_alias
@arr_alias = dso_local alias [8 x i32], [8 x i32]* @arr
=== @dead_alias
@dead_alias = dso_local alias i32 (i32, i32), i32 (i32, i32)* @op_mul
=== @picked
@picked = dso_local ifunc i32 (i32), i32 (i32)* ()* @resolve_pick
=== @op_mul
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load i32, i32* %3, align 4, !dbg !m5
  %6 = load i32, i32* %4, align 4, !dbg !m6
  %7 = mul nsw i32 %5, %6, !dbg !m7
  %8 = load i32, i32* @s_scale, align 4, !dbg !m8
  %9 = mul nsw i32 %7, %8, !dbg !m9
  ret i32 %9, !dbg !m10
}
=== @llvm.dbg.declare
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #
=== @op_add
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load i32, i32* %3, align 4, !dbg !m5
  %6 = load i32, i32* %4, align 4, !dbg !m6
  %7 = add nsw i32 %5, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @op_sub
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load i32, i32* %3, align 4, !dbg !m5
  %6 = load i32, i32* %4, align 4, !dbg !m6
  %7 = sub nsw i32 %5, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @op_dead
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load i32, i32* %3, align 4, !dbg !m5
  %6 = load i32, i32* %4, align 4, !dbg !m6
  %7 = or i32 %6, 1, !dbg !m7
  %8 = srem i32 %5, %7, !dbg !m8
  %9 = load i32, i32* @s_dead_state, align 4, !dbg !m9
  %10 = add nsw i32 %8, %9, !dbg !m10
  ret i32 %10, !dbg !m11
}
=== @real_impl
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @real_impl(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = mul nsw i32 %3, 2, !dbg !m4
  %5 = load i32, i32* @tls_hits, align 4, !dbg !m5
  %6 = add nsw i32 %5, 1, !dbg !m5
  store i32 %6, i32* @tls_hits, align 4, !dbg !m5
  %7 = add nsw i32 %4, %5, !dbg !m6
  ret i32 %7, !dbg !m7
}
=== @resolve_pick
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32)* @resolve_pick() # !dbg !m0 {
  %1 = load i32, i32* @counter, align 4, !dbg !m1
  %2 = icmp ne i32 %1, 0, !dbg !m1
  %3 = zext i1 %2 to i64, !dbg !m1
  %4 = select i1 %2, i32 (i32)* @impl_fast, i32 (i32)* @impl_slow, !dbg !m1
  ret i32 (i32)* %4, !dbg !m2
}
=== @interp
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @interp(i8* noundef %0, i32 noundef %1) # !dbg !m0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load i8*, i8** %3, align 8, !dbg !m5
  %6 = load i8, i8* %5, align 1, !dbg !m6
  %7 = zext i8 %6 to i64, !dbg !m7
  %8 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %7, !dbg !m7
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
  %17 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %16, !dbg !m14
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
  %26 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %25, !dbg !m21
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
=== @init_counter
; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_counter() # !dbg !m0 {
  store i32 1, i32* @counter, align 4, !dbg !m1
  ret void, !dbg !m2
}
=== @init_early
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init_early() # !dbg !m0 {
  store i32 0, i32* @tls_depth, align 4, !dbg !m1
  ret void, !dbg !m2
}
=== @fini_counter
; Function Attrs: noinline nounwind optnone uwtable
define internal void @fini_counter() # !dbg !m0 {
  store i32 0, i32* @counter, align 4, !dbg !m1
  ret void, !dbg !m2
}
=== @dead_entry
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dead_entry(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = call i32 @dead_helper(i32 noundef %3), !dbg !m4
  %5 = load i32, i32* %2, align 4, !dbg !m5
  %6 = call i32 @dead_alias(i32 noundef %5, i32 noundef 2), !dbg !m6
  %7 = add nsw i32 %4, %6, !dbg !m7
  ret i32 %7, !dbg !m8
}
=== @dead_helper
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dead_helper(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = load i32, i32* @s_dead_state, align 4, !dbg !m4
  %5 = sub nsw i32 %3, %4, !dbg !m5
  %6 = load i32 (i32, i32)*, i32 (i32, i32)** getelementptr inbounds (%struct.entry, %struct.entry* @e_unused, i32 0, i32 1), align 8, !dbg !m6
  %7 = load i32, i32* %2, align 4, !dbg !m7
  %8 = call i32 %6(i32 noundef %7, i32 noundef 1), !dbg !m8
  %9 = add nsw i32 %5, %8, !dbg !m9
  ret i32 %9, !dbg !m10
}
=== @main
; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() # !dbg !m0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.entry*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %4 = load i32, i32* @counter, align 4, !dbg !m3
  %5 = srem i32 %4, 3, !dbg !m4
  %6 = sext i32 %5 to i64, !dbg !m5
  %7 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @ops, i64 0, i64 %6, !dbg !m5
  %8 = load i32 (i32, i32)*, i32 (i32, i32)** %7, align 8, !dbg !m5
  %9 = load i32, i32* @counter, align 4, !dbg !m6
  %10 = call i32 %8(i32 noundef %9, i32 noundef 2), !dbg !m5
  %11 = call i32 @live_helper(i32 noundef %10), !dbg !m7
  store i32 %11, i32* %2, align 4, !dbg !m2
  call void @llvm.dbg.declare(metadata %struct.entry** %3, metadata !m8, metadata !DIExpression()), !dbg !m9
  store %struct.entry* @e_head, %struct.entry** %3, align 8, !dbg !m9
  br label %12, !dbg !m10

12:                                               ; preds = %26, %0
  %13 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !m11
  %14 = icmp ne %struct.entry* %13, null, !dbg !m12
  br i1 %14, label %15, label %30, !dbg !m12

15:                                               ; preds = %12
  %16 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !m13
  %17 = getelementptr inbounds %struct.entry, %struct.entry* %16, i32 0, i32 1, !dbg !m14
  %18 = load i32 (i32, i32)*, i32 (i32, i32)** %17, align 8, !dbg !m14
  %19 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !m15
  %20 = getelementptr inbounds %struct.entry, %struct.entry* %19, i32 0, i32 2, !dbg !m16
  %21 = load i32*, i32** %20, align 8, !dbg !m16
  %22 = load i32, i32* %21, align 4, !dbg !m17
  %23 = call i32 %18(i32 noundef %22, i32 noundef 1), !dbg !m13
  %24 = load i32, i32* %2, align 4, !dbg !m18
  %25 = add nsw i32 %24, %23, !dbg !m18
  store i32 %25, i32* %2, align 4, !dbg !m18
  br label %26, !dbg !m19

26:                                               ; preds = %15
  %27 = load %struct.entry*, %struct.entry** %3, align 8, !dbg !m20
  %28 = getelementptr inbounds %struct.entry, %struct.entry* %27, i32 0, i32 3, !dbg !m21
  %29 = load %struct.entry*, %struct.entry** %28, align 8, !dbg !m21
  store %struct.entry* %29, %struct.entry** %3, align 8, !dbg !m22
  br label %12, !dbg !m23, !llvm.loop !m24

30:                                               ; preds = %12
  %31 = load i32, i32* %2, align 4, !dbg !m25
  %32 = call i32 @alias_impl(i32 noundef %31), !dbg !m26
  %33 = load i32, i32* %2, align 4, !dbg !m27
  %34 = call i32 @picked(i32 noundef %33), !dbg !m28
  %35 = add nsw i32 %32, %34, !dbg !m29
  %36 = load i32*, i32** @tls_ptr, align 8, !dbg !m30
  %37 = load i32, i32* %36, align 4, !dbg !m31
  %38 = call i32 @interp(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @main.prog, i64 0, i64 0), i32 noundef %37), !dbg !m32
  %39 = add nsw i32 %35, %38, !dbg !m33
  %40 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr_alias, i64 0, i64 1), align 4, !dbg !m34
  %41 = add nsw i32 %39, %40, !dbg !m35
  %42 = load i32, i32* %2, align 4, !dbg !m36
  %43 = add nsw i32 %42, %41, !dbg !m36
  store i32 %43, i32* %2, align 4, !dbg !m36
  %44 = load i32, i32* %2, align 4, !dbg !m37
  %45 = load i8*, i8** @msg_tail, align 8, !dbg !m38
  %46 = load i8, i8* %45, align 1, !dbg !m39
  %47 = sext i8 %46 to i32, !dbg !m39
  %48 = add nsw i32 %44, %47, !dbg !m40
  %49 = sext i32 %48 to i64, !dbg !m37
  %50 = load i32*, i32** @third, align 8, !dbg !m41
  %51 = ptrtoint i32* %50 to i64, !dbg !m42
  %52 = sub i64 ptrtoint (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 32) to i64), %51, !dbg !m42
  %53 = sdiv exact i64 %52, 4, !dbg !m42
  %54 = add nsw i64 %49, %53, !dbg !m43
  %55 = trunc i64 %54 to i32, !dbg !m37
  ret i32 %55, !dbg !m44
}
=== @live_helper
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @live_helper(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = load i32*, i32** @third, align 8, !dbg !m4
  %5 = load i32, i32* %4, align 4, !dbg !m5
  %6 = add nsw i32 %3, %5, !dbg !m6
  ret i32 %6, !dbg !m7
}
=== @impl_fast
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_fast(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = shl i32 %3, 1, !dbg !m4
  ret i32 %4, !dbg !m5
}
=== @impl_slow
; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @impl_slow(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = load i32, i32* %2, align 4, !dbg !m4
  %5 = add nsw i32 %3, %4, !dbg !m5
  ret i32 %5, !dbg !m6
}
