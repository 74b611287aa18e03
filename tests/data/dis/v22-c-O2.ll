=== @g_init
@g_init = dso_local local_unnamed_addr global i32 42, align 4
=== @g_weak
@g_weak = weak dso_local local_unnamed_addr global i32 7, align 4
=== @g_hidden
@g_hidden = hidden local_unnamed_addr global i32 1, align 4
=== @g_protected
@g_protected = protected local_unnamed_addr global i32 2, align 4
=== @t_local
@t_local = dso_local thread_local local_unnamed_addr global i32 3, align 4
=== @g_table
@g_table = dso_local local_unnamed_addr constant [8 x i32] [i32 1, i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21], align 16
=== @g_sectioned
@g_sectioned = dso_local local_unnamed_addr global i32 5, section ".bcq_data", align 4
=== @g_tentative
@g_tentative = common dso_local local_unnamed_addr global i32 0, align 4
=== @g_zero
@g_zero = dso_local local_unnamed_addr global i32 0, align 4
=== @b_shared
@b_shared = external local_unnamed_addr global i32, align 4
=== @s_counter
@s_counter = internal unnamed_addr global i32 0, align 4
=== @entry_alias
@entry_alias = dso_local alias i32 (i32), ptr @real_entry
=== @pick
@pick = dso_local ifunc i32 (i32), ptr @resolve_pick
=== @sum_table
; Function Attrs: nounwind uwtable
define dso_local range(i32 -1000, 1001) i32 @sum_table(i32 noundef %0) local_unnamed_addr # {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %9

3:                                                ; preds = %1
  %4 = tail call i32 @llvm.umin.i32(i32 %0, i32 8)
  %5 = zext nneg i32 %4 to i64
  br label %11

6:                                                ; preds = %11
  %7 = tail call i32 @llvm.smax.i32(i32 %19, i32 -1000)
  %8 = tail call range(i32 -1000, 1001) i32 @llvm.smin.i32(i32 %7, i32 1000)
  br label %9

9:                                                ; preds = %6, %1
  %10 = phi i32 [ 0, %1 ], [ %8, %6 ]
  ret i32 %10

11:                                               ; preds = %3, %11
  %12 = phi i64 [ 0, %3 ], [ %20, %11 ]
  %13 = phi i32 [ 0, %3 ], [ %19, %11 ]
  %14 = getelementptr inbounds nuw i32, ptr @g_table, i64 %12
  %15 = load i32, ptr %14, align 4, !tbaa !m0
  %16 = trunc nuw nsw i64 %12 to i32
  %17 = tail call fastcc i32 @classify(i32 noundef %16)
  %18 = mul nsw i32 %17, %15
  %19 = add nsw i32 %18, %13
  %20 = add nuw nsw i64 %12, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %11, !llvm.loop !m1
}
=== @llvm.lifetime.start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #
=== @classify
; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @classify(i32 noundef range(i32 -2147483648, 8) %0) unnamed_addr # {
  switch i32 %0, label %9 [
    i32 0, label %10
    i32 1, label %2
    i32 2, label %3
    i32 3, label %3
    i32 5, label %4
    i32 7, label %6
  ]

2:                                                ; preds = %1
  br label %10

3:                                                ; preds = %1, %1
  br label %10

4:                                                ; preds = %1
  %5 = tail call i32 @ext_fn(i32 noundef 5) #
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr @s_counter, align 4, !tbaa !m0
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @s_counter, align 4, !tbaa !m0
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %1, %9, %6, %4, %3, %2
  %11 = phi i32 [ -1, %9 ], [ %7, %6 ], [ 20, %2 ], [ 30, %3 ], [ %5, %4 ], [ 10, %1 ]
  ret i32 %11
}
=== @llvm.lifetime.end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #
=== @hash
; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @hash(ptr noundef readonly captures(none) %0) local_unnamed_addr # {
  %2 = load i8, ptr %0, align 1, !tbaa !m0
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi ptr [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 1
  %9 = zext i8 %5 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  %12 = load i8, ptr %8, align 1, !tbaa !m0
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !m1

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}
=== @sort_pairs
; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sort_pairs(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr # {
  %3 = alloca [12 x i8], align 4
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %8

7:                                                ; preds = %22, %2
  ret void

8:                                                ; preds = %5, %22
  %9 = phi i64 [ 1, %5 ], [ %28, %22 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  %10 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 8, !tbaa !m0
  %12 = getelementptr inbounds nuw i8, ptr %10, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) %12, i64 12, i1 false), !tbaa.struct !m1
  br label %13

13:                                               ; preds = %8, %19
  %14 = phi i64 [ %9, %8 ], [ %15, %19 ]
  %15 = add nsw i64 %14, -1
  %16 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 8, !tbaa !m2
  %18 = icmp sgt i32 %17, %11
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %16, i64 16, i1 false), !tbaa.struct !m3
  %21 = icmp sgt i64 %14, 1
  br i1 %21, label %13, label %22, !llvm.loop !m4

22:                                               ; preds = %19, %13
  %23 = phi i64 [ 0, %19 ], [ %14, %13 ]
  %24 = shl i64 %23, 32
  %25 = ashr exact i64 %24, 28
  %26 = getelementptr inbounds i8, ptr %0, i64 %25
  store i32 %11, ptr %26, align 8, !tbaa !m0
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %27, ptr noundef nonnull align 4 dereferenceable(12) %3, i64 12, i1 false), !tbaa.struct !m1
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  %28 = add nuw nsw i64 %9, 1
  %29 = icmp eq i64 %28, %6
  br i1 %29, label %7, label %8, !llvm.loop !m5
}
=== @llvm.memcpy.p0.p0.i64
; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #
=== @average
; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @average(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr # {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 4294967292
  br label %32

10:                                               ; preds = %32
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %27, label %12

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %52, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %51, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %13, %12 ], [ %24, %16 ]
  %18 = phi double [ %14, %12 ], [ %23, %16 ]
  %19 = phi i64 [ 0, %12 ], [ %25, %16 ]
  %20 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %17
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !m0
  %23 = fadd double %18, %22
  %24 = add nuw nsw i64 %17, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %27, label %16, !llvm.loop !m1

27:                                               ; preds = %10, %16, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %51, %10 ], [ %23, %16 ]
  %29 = uitofp i32 %1 to double
  %30 = fdiv double %28, %29
  %31 = select i1 %3, double 0.000000e+00, double %30
  ret double %31

32:                                               ; preds = %32, %8
  %33 = phi i64 [ 0, %8 ], [ %52, %32 ]
  %34 = phi double [ 0.000000e+00, %8 ], [ %51, %32 ]
  %35 = phi i64 [ 0, %8 ], [ %53, %32 ]
  %36 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %33
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !m0
  %39 = fadd double %34, %38
  %40 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %33
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !m0
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %33
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 40
  %46 = load double, ptr %45, align 8, !tbaa !m0
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds nuw %struct.pair, ptr %0, i64 %33
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 56
  %50 = load double, ptr %49, align 8, !tbaa !m0
  %51 = fadd double %47, %50
  %52 = add nuw nsw i64 %33, 4
  %53 = add i64 %35, 4
  %54 = icmp eq i64 %53, %9
  br i1 %54, label %10, label %32, !llvm.loop !m2
}
=== @use_globals
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local range(i32 -507782855, -2147483648) i32 @use_globals() local_unnamed_addr # {
  %1 = load i32, ptr @g_init, align 4, !tbaa !m0
  %2 = load i32, ptr @g_tentative, align 4, !tbaa !m0
  %3 = load i32, ptr @g_zero, align 4, !tbaa !m0
  %4 = load i32, ptr @g_weak, align 4, !tbaa !m0
  %5 = load i32, ptr @g_hidden, align 4, !tbaa !m0
  %6 = load i32, ptr @g_protected, align 4, !tbaa !m0
  %7 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_local)
  %8 = load i32, ptr %7, align 4, !tbaa !m0
  %9 = load i32, ptr @g_sectioned, align 4, !tbaa !m0
  %10 = load i32, ptr @b_shared, align 4, !tbaa !m0
  %11 = add nsw i32 %2, %1
  %12 = add nsw i32 %11, %3
  %13 = add nsw i32 %12, %4
  %14 = add nsw i32 %13, %5
  %15 = add nsw i32 %14, %6
  %16 = add nsw i32 %15, %8
  %17 = add nsw i32 %16, %9
  %18 = add nsw i32 %17, %10
  %19 = add nsw i32 %18, 1639700793
  ret i32 %19
}
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @real_entry
; Function Attrs: nounwind uwtable
define dso_local i32 @real_entry(i32 noundef %0) # {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %20

3:                                                ; preds = %1
  %4 = tail call i32 @llvm.umin.i32(i32 %0, i32 8)
  %5 = zext nneg i32 %4 to i64
  br label %9

6:                                                ; preds = %9
  %7 = tail call i32 @llvm.smax.i32(i32 %17, i32 -1000)
  %8 = tail call range(i32 -1000, 1001) i32 @llvm.smin.i32(i32 %7, i32 1000)
  br label %20

9:                                                ; preds = %9, %3
  %10 = phi i64 [ 0, %3 ], [ %18, %9 ]
  %11 = phi i32 [ 0, %3 ], [ %17, %9 ]
  %12 = getelementptr inbounds nuw i32, ptr @g_table, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !m0
  %14 = trunc nuw nsw i64 %10 to i32
  %15 = tail call fastcc i32 @classify(i32 noundef %14)
  %16 = mul nsw i32 %15, %13
  %17 = add nsw i32 %16, %11
  %18 = add nuw nsw i64 %10, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %6, label %9, !llvm.loop !m1

20:                                               ; preds = %1, %6
  %21 = phi i32 [ 0, %1 ], [ %8, %6 ]
  %22 = shl nsw i32 %0, 1
  %23 = add nsw i32 %21, %22
  ret i32 %23
}
=== @ext_fn
declare i32 @ext_fn(i32 noundef) local_unnamed_addr #
=== @resolve_pick
; Function Attrs: disable_sanitizer_instrumentation nounwind uwtable
define internal ptr @resolve_pick() # {
  %1 = load i32, ptr @g_init, align 4, !tbaa !m0
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, ptr @impl_b, ptr @impl_a
  ret ptr %3
}
=== @impl_a
; Function Attrs: nounwind uwtable
define internal range(i32 -2147483647, -2147483648) i32 @impl_a(i32 noundef %0) # {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}
=== @impl_b
; Function Attrs: nounwind uwtable
define internal range(i32 -2147483648, 2147483647) i32 @impl_b(i32 noundef %0) # {
  %2 = add nsw i32 %0, -1
  ret i32 %2
}
=== @llvm.smin.i32
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #
=== @llvm.smax.i32
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #
=== @llvm.umin.i32
; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #
=== @llvm.assume
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #
