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
@entry_alias = dso_local alias i32 (i32), i32 (i32)* @real_entry
=== @pick
@pick = dso_local ifunc i32 (i32), i32 (i32)* ()* @resolve_pick
=== @sum_table
; Function Attrs: nounwind uwtable
define dso_local i32 @sum_table(i32 noundef %0) local_unnamed_addr # {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %12

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call i32 @llvm.umin.i32(i32 %4, i32 7)
  %6 = add nuw nsw i32 %5, 1
  %7 = zext i32 %6 to i64
  br label %16

8:                                                ; preds = %16
  %9 = icmp slt i32 %24, 1000
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = icmp sgt i32 %24, -1000
  br i1 %11, label %12, label %14

12:                                               ; preds = %10, %8, %1
  %13 = phi i32 [ %24, %10 ], [ 0, %1 ], [ 1000, %8 ]
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i32 [ %13, %12 ], [ -1000, %10 ]
  ret i32 %15

16:                                               ; preds = %16, %3
  %17 = phi i64 [ 0, %3 ], [ %25, %16 ]
  %18 = phi i32 [ 0, %3 ], [ %24, %16 ]
  %19 = getelementptr inbounds [8 x i32], [8 x i32]* @g_table, i64 0, i64 %17
  %20 = load i32, i32* %19, align 4, !tbaa !m0
  %21 = trunc i64 %17 to i32
  %22 = tail call fastcc i32 @classify(i32 noundef %21)
  %23 = mul nsw i32 %22, %20
  %24 = add nsw i32 %23, %18
  %25 = add nuw nsw i64 %17, 1
  %26 = icmp eq i64 %25, %7
  br i1 %26, label %8, label %16, !llvm.loop !m1
}
=== @llvm.lifetime.start.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #
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
  %7 = load i32, i32* @s_counter, align 4, !tbaa !m0
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @s_counter, align 4, !tbaa !m0
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %6, %4, %3, %2, %1
  %11 = phi i32 [ -1, %9 ], [ %7, %6 ], [ %5, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ]
  ret i32 %11
}
=== @llvm.lifetime.end.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #
=== @hash
; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @hash(i8* nocapture noundef readonly %0) local_unnamed_addr # {
  %2 = load i8, i8* %0, align 1, !tbaa !m0
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %4, %1
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi i8* [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  %9 = zext i8 %5 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  %12 = load i8, i8* %8, align 1, !tbaa !m0
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !m1

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}
=== @sort_pairs
; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @sort_pairs(%struct.pair* nocapture noundef %0, i32 noundef %1) local_unnamed_addr # {
  %3 = alloca [12 x i8], align 4
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 0
  %7 = zext i32 %1 to i64
  br label %9

8:                                                ; preds = %29, %2
  ret void

9:                                                ; preds = %29, %5
  %10 = phi i64 [ 1, %5 ], [ %37, %29 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %6)
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %10
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %11, i64 0, i32 0
  %13 = load i32, i32* %12, align 8, !tbaa.struct !m0
  %14 = bitcast %struct.pair* %11 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %6, i8* noundef nonnull align 4 dereferenceable(12) %15, i64 12, i1 false), !tbaa.struct !m1
  br label %16

16:                                               ; preds = %24, %9
  %17 = phi i64 [ %10, %9 ], [ %18, %24 ]
  %18 = add nsw i64 %17, -1
  %19 = and i64 %18, 4294967295
  %20 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %19
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %20, i64 0, i32 0
  %22 = load i32, i32* %21, align 8, !tbaa !m2
  %23 = icmp sgt i32 %22, %13
  br i1 %23, label %24, label %29

24:                                               ; preds = %16
  %25 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %17
  %26 = bitcast %struct.pair* %25 to i8*
  %27 = bitcast %struct.pair* %20 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %26, i8* noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !tbaa.struct !m0
  %28 = icmp sgt i64 %17, 1
  br i1 %28, label %16, label %29, !llvm.loop !m3

29:                                               ; preds = %24, %16
  %30 = phi i64 [ 0, %24 ], [ %17, %16 ]
  %31 = shl i64 %30, 32
  %32 = ashr exact i64 %31, 32
  %33 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %32
  %34 = getelementptr inbounds %struct.pair, %struct.pair* %33, i64 0, i32 0
  store i32 %13, i32* %34, align 8, !tbaa.struct !m0
  %35 = bitcast %struct.pair* %33 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %36, i8* noundef nonnull align 4 dereferenceable(12) %6, i64 12, i1 false), !tbaa.struct !m1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %6)
  %37 = add nuw nsw i64 %10, 1
  %38 = icmp eq i64 %37, %7
  br i1 %38, label %8, label %9, !llvm.loop !m4
}
=== @llvm.memcpy.p0i8.p0i8.i64
; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #
=== @average
; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @average(%struct.pair* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr # {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %18, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %7

6:                                                ; preds = %7
  br i1 %3, label %18, label %15

7:                                                ; preds = %7, %4
  %8 = phi i64 [ 0, %4 ], [ %13, %7 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %12, %7 ]
  %10 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %8, i32 1
  %11 = load double, double* %10, align 8, !tbaa !m0
  %12 = fadd double %9, %11
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, %5
  br i1 %14, label %6, label %7, !llvm.loop !m1

15:                                               ; preds = %6
  %16 = uitofp i32 %1 to double
  %17 = fdiv double %12, %16
  br label %18

18:                                               ; preds = %15, %6, %2
  %19 = phi double [ %17, %15 ], [ 0.000000e+00, %6 ], [ 0.000000e+00, %2 ]
  ret double %19
}
=== @use_globals
; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @use_globals() local_unnamed_addr # {
  %1 = load i32, i32* @g_init, align 4, !tbaa !m0
  %2 = load i32, i32* @g_tentative, align 4, !tbaa !m0
  %3 = load i32, i32* @g_zero, align 4, !tbaa !m0
  %4 = load i32, i32* @g_weak, align 4, !tbaa !m0
  %5 = load i32, i32* @g_hidden, align 4, !tbaa !m0
  %6 = load i32, i32* @g_protected, align 4, !tbaa !m0
  %7 = load i32, i32* @t_local, align 4, !tbaa !m0
  %8 = load i32, i32* @g_sectioned, align 4, !tbaa !m0
  %9 = load i32, i32* @b_shared, align 4, !tbaa !m0
  %10 = add nsw i32 %2, %1
  %11 = add nsw i32 %10, %3
  %12 = add nsw i32 %11, %4
  %13 = add nsw i32 %12, %5
  %14 = add nsw i32 %13, %6
  %15 = add nsw i32 %14, %7
  %16 = add nsw i32 %15, %8
  %17 = add nsw i32 %16, %9
  %18 = add nsw i32 %17, 1639700793
  ret i32 %18
}
=== @real_entry
; Function Attrs: nounwind uwtable
define dso_local i32 @real_entry(i32 noundef %0) # {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %12

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call i32 @llvm.umin.i32(i32 %4, i32 7) #
  %6 = add nuw nsw i32 %5, 1
  %7 = zext i32 %6 to i64
  br label %14

8:                                                ; preds = %14
  %9 = icmp slt i32 %22, 1000
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = icmp sgt i32 %22, -1000
  br i1 %11, label %12, label %25

12:                                               ; preds = %10, %8, %1
  %13 = phi i32 [ %22, %10 ], [ 0, %1 ], [ 1000, %8 ]
  br label %25

14:                                               ; preds = %14, %3
  %15 = phi i64 [ 0, %3 ], [ %23, %14 ]
  %16 = phi i32 [ 0, %3 ], [ %22, %14 ]
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* @g_table, i64 0, i64 %15
  %18 = load i32, i32* %17, align 4, !tbaa !m0
  %19 = trunc i64 %15 to i32
  %20 = tail call fastcc i32 @classify(i32 noundef %19) #
  %21 = mul nsw i32 %20, %18
  %22 = add nsw i32 %21, %16
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %8, label %14, !llvm.loop !m1

25:                                               ; preds = %12, %10
  %26 = phi i32 [ %13, %12 ], [ -1000, %10 ]
  %27 = shl nsw i32 %0, 1
  %28 = add nsw i32 %26, %27
  ret i32 %28
}
=== @resolve_pick
; Function Attrs: nounwind uwtable
define internal i32 (i32)* @resolve_pick() # {
  %1 = load i32, i32* @g_init, align 4, !tbaa !m0
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, i32 (i32)* @impl_b, i32 (i32)* @impl_a
  ret i32 (i32)* %3
}
=== @ext_fn
declare i32 @ext_fn(i32 noundef) local_unnamed_addr #
=== @impl_a
; Function Attrs: nounwind uwtable
define internal i32 @impl_a(i32 noundef %0) # {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}
=== @impl_b
; Function Attrs: nounwind uwtable
define internal i32 @impl_b(i32 noundef %0) # {
  %2 = add nsw i32 %0, -1
  ret i32 %2
}
=== @llvm.umin.i32
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #
