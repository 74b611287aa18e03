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
define dso_local noundef i32 @sum_table(i32 noundef %0) local_unnamed_addr # {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call i32 @llvm.umin.i32(i32 %4, i32 7)
  %6 = add nuw nsw i32 %5, 1
  %7 = zext nneg i32 %6 to i64
  br label %12

8:                                                ; preds = %12, %1
  %9 = phi i32 [ 0, %1 ], [ %20, %12 ]
  %10 = tail call i32 @llvm.smin.i32(i32 %9, i32 1000)
  %11 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 -1000)
  ret i32 %11

12:                                               ; preds = %3, %12
  %13 = phi i64 [ 0, %3 ], [ %21, %12 ]
  %14 = phi i32 [ 0, %3 ], [ %20, %12 ]
  %15 = getelementptr inbounds [8 x i32], ptr @g_table, i64 0, i64 %13
  %16 = load i32, ptr %15, align 4, !tbaa !m0
  %17 = trunc nuw nsw i64 %13 to i32
  %18 = tail call fastcc i32 @classify(i32 noundef %17)
  %19 = mul nsw i32 %18, %16
  %20 = add nsw i32 %19, %14
  %21 = add nuw nsw i64 %13, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %8, label %12, !llvm.loop !m1
}
=== @llvm.lifetime.start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #
=== @classify
; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @classify(i32 noundef %0) unnamed_addr # {
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
  %11 = phi i32 [ -1, %9 ], [ %7, %6 ], [ %5, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ]
  ret i32 %11
}
=== @llvm.lifetime.end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #
=== @hash
; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @hash(ptr nocapture noundef readonly %0) local_unnamed_addr # {
  %2 = load i8, ptr %0, align 1, !tbaa !m0
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi ptr [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 1
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
define dso_local void @sort_pairs(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr # {
  %3 = alloca [12 x i8], align 4
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %8

7:                                                ; preds = %23, %2
  ret void

8:                                                ; preds = %5, %23
  %9 = phi i64 [ 1, %5 ], [ %29, %23 ]
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  %10 = getelementptr inbounds %struct.pair, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 8, !tbaa !m0
  %12 = getelementptr inbounds i8, ptr %10, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %3, ptr noundef nonnull align 4 dereferenceable(12) %12, i64 12, i1 false), !tbaa.struct !m1
  br label %13

13:                                               ; preds = %8, %20
  %14 = phi i64 [ %9, %8 ], [ %15, %20 ]
  %15 = add nsw i64 %14, -1
  %16 = and i64 %15, 4294967295
  %17 = getelementptr inbounds %struct.pair, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 8, !tbaa !m2
  %19 = icmp sgt i32 %18, %11
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = getelementptr inbounds %struct.pair, ptr %0, i64 %14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %17, i64 16, i1 false), !tbaa.struct !m3
  %22 = icmp sgt i64 %14, 1
  br i1 %22, label %13, label %23, !llvm.loop !m4

23:                                               ; preds = %20, %13
  %24 = phi i64 [ 0, %20 ], [ %14, %13 ]
  %25 = shl i64 %24, 32
  %26 = ashr exact i64 %25, 28
  %27 = getelementptr inbounds i8, ptr %0, i64 %26
  store i32 %11, ptr %27, align 8, !tbaa !m0
  %28 = getelementptr inbounds i8, ptr %27, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %3, i64 12, i1 false), !tbaa.struct !m1
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  %29 = add nuw nsw i64 %9, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %7, label %8, !llvm.loop !m5
}
=== @llvm.memcpy.p0.p0.i64
; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #
=== @average
; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @average(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr # {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %25, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 4294967292
  br label %30

10:                                               ; preds = %30, %4
  %11 = phi double [ poison, %4 ], [ %48, %30 ]
  %12 = phi i64 [ 0, %4 ], [ %49, %30 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %48, %30 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds %struct.pair, ptr %0, i64 %16, i32 1
  %20 = load double, ptr %19, align 8, !tbaa !m0
  %21 = fadd double %17, %20
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !m1

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ]
  %27 = uitofp i32 %1 to double
  %28 = fdiv double %26, %27
  %29 = select i1 %3, double 0.000000e+00, double %28
  ret double %29

30:                                               ; preds = %30, %8
  %31 = phi i64 [ 0, %8 ], [ %49, %30 ]
  %32 = phi double [ 0.000000e+00, %8 ], [ %48, %30 ]
  %33 = phi i64 [ 0, %8 ], [ %50, %30 ]
  %34 = getelementptr inbounds %struct.pair, ptr %0, i64 %31, i32 1
  %35 = load double, ptr %34, align 8, !tbaa !m0
  %36 = fadd double %32, %35
  %37 = or disjoint i64 %31, 1
  %38 = getelementptr inbounds %struct.pair, ptr %0, i64 %37, i32 1
  %39 = load double, ptr %38, align 8, !tbaa !m0
  %40 = fadd double %36, %39
  %41 = or disjoint i64 %31, 2
  %42 = getelementptr inbounds %struct.pair, ptr %0, i64 %41, i32 1
  %43 = load double, ptr %42, align 8, !tbaa !m0
  %44 = fadd double %40, %43
  %45 = or disjoint i64 %31, 3
  %46 = getelementptr inbounds %struct.pair, ptr %0, i64 %45, i32 1
  %47 = load double, ptr %46, align 8, !tbaa !m0
  %48 = fadd double %44, %47
  %49 = add nuw nsw i64 %31, 4
  %50 = add i64 %33, 4
  %51 = icmp eq i64 %50, %9
  br i1 %51, label %10, label %30, !llvm.loop !m2
}
=== @use_globals
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @use_globals() local_unnamed_addr # {
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
  br i1 %2, label %3, label %19

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call i32 @llvm.umin.i32(i32 %4, i32 7)
  %6 = add nuw nsw i32 %5, 1
  %7 = zext nneg i32 %6 to i64
  br label %8

8:                                                ; preds = %8, %3
  %9 = phi i64 [ 0, %3 ], [ %17, %8 ]
  %10 = phi i32 [ 0, %3 ], [ %16, %8 ]
  %11 = getelementptr inbounds [8 x i32], ptr @g_table, i64 0, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !m0
  %13 = trunc nuw nsw i64 %9 to i32
  %14 = tail call fastcc i32 @classify(i32 noundef %13)
  %15 = mul nsw i32 %14, %12
  %16 = add nsw i32 %15, %10
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %19, label %8, !llvm.loop !m1

19:                                               ; preds = %8, %1
  %20 = phi i32 [ 0, %1 ], [ %16, %8 ]
  %21 = shl nsw i32 %0, 1
  %22 = tail call i32 @llvm.smin.i32(i32 %20, i32 1000)
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 -1000)
  %24 = add nsw i32 %23, %21
  ret i32 %24
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
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #
=== @llvm.smax.i32
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #
=== @llvm.umin.i32
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #
