; ModuleID = 'cat.bc'
source_filename = "src/a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, double }

@g_init = dso_local local_unnamed_addr global i32 42, align 4
@g_weak = weak dso_local local_unnamed_addr global i32 7, align 4
@g_hidden = hidden local_unnamed_addr global i32 1, align 4
@g_protected = protected local_unnamed_addr global i32 2, align 4
@t_local = dso_local thread_local local_unnamed_addr global i32 3, align 4
@g_table = dso_local local_unnamed_addr constant [8 x i32] [i32 1, i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21], align 16
@g_sectioned = dso_local local_unnamed_addr global i32 5, section ".bcq_data", align 4
@g_tentative = common dso_local local_unnamed_addr global i32 0, align 4
@g_zero = dso_local local_unnamed_addr global i32 0, align 4
@b_shared = external local_unnamed_addr global i32, align 4
@s_counter = internal unnamed_addr global i32 0, align 4

@entry_alias = dso_local alias i32 (i32), i32 (i32)* @real_entry

@pick = dso_local ifunc i32 (i32), i32 (i32)* ()* @resolve_pick

; Function Attrs: nounwind uwtable
define dso_local i32 @sum_table(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = add i32 %0, -1
  %5 = call i32 @llvm.umin.i32(i32 %4, i32 7)
  %6 = add nuw nsw i32 %5, 1
  %7 = zext i32 %6 to i64
  br label %14

8:                                                ; preds = %14, %1
  %9 = phi i32 [ 0, %1 ], [ %22, %14 ]
  %10 = icmp slt i32 %9, 1000
  %11 = select i1 %10, i32 %9, i32 1000
  %12 = icmp sgt i32 %11, -1000
  %13 = select i1 %12, i32 %11, i32 -1000
  ret i32 %13

14:                                               ; preds = %14, %3
  %15 = phi i64 [ 0, %3 ], [ %23, %14 ]
  %16 = phi i32 [ 0, %3 ], [ %22, %14 ]
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* @g_table, i64 0, i64 %15
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = trunc i64 %15 to i32
  %20 = call fastcc i32 @classify(i32 noundef %19)
  %21 = mul nsw i32 %20, %18
  %22 = add nsw i32 %21, %16
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %8, label %14, !llvm.loop !9
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @classify(i32 noundef %0) unnamed_addr #2 {
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
  %5 = call i32 @ext_fn(i32 noundef 5) #9
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* @s_counter, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @s_counter, align 4, !tbaa !5
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %6, %4, %3, %2, %1
  %11 = phi i32 [ -1, %9 ], [ %7, %6 ], [ %5, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ]
  ret i32 %11
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @hash(i8* nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = load i8, i8* %0, align 1, !tbaa !12
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
  %12 = load i8, i8* %8, align 1, !tbaa !12
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !13

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @sort_pairs(%struct.pair* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = alloca [12 x i8], align 4
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 0
  %7 = zext i32 %1 to i64
  %8 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 0
  %9 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 0
  br label %11

10:                                               ; preds = %30, %2
  ret void

11:                                               ; preds = %30, %5
  %12 = phi i64 [ 1, %5 ], [ %38, %30 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %8)
  %13 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %12
  %14 = getelementptr inbounds %struct.pair, %struct.pair* %13, i64 0, i32 0
  %15 = load i32, i32* %14, align 8, !tbaa.struct !14
  %16 = bitcast %struct.pair* %13 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %6, i8* noundef nonnull align 4 dereferenceable(12) %17, i64 12, i1 false), !tbaa.struct !17
  br label %18

18:                                               ; preds = %25, %11
  %19 = phi i64 [ %12, %11 ], [ %20, %25 ]
  %20 = add nsw i64 %19, -1
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %20
  %22 = getelementptr inbounds %struct.pair, %struct.pair* %21, i64 0, i32 0
  %23 = load i32, i32* %22, align 8, !tbaa !18
  %24 = icmp sgt i32 %23, %15
  br i1 %24, label %25, label %30

25:                                               ; preds = %18
  %26 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %19
  %27 = bitcast %struct.pair* %26 to i8*
  %28 = bitcast %struct.pair* %21 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %27, i8* noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false), !tbaa.struct !14
  %29 = icmp sgt i64 %19, 1
  br i1 %29, label %18, label %30, !llvm.loop !20

30:                                               ; preds = %25, %18
  %31 = phi i64 [ 0, %25 ], [ %19, %18 ]
  %32 = shl i64 %31, 32
  %33 = ashr exact i64 %32, 32
  %34 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %33
  %35 = getelementptr inbounds %struct.pair, %struct.pair* %34, i64 0, i32 0
  store i32 %15, i32* %35, align 8, !tbaa.struct !14
  %36 = bitcast %struct.pair* %34 to i8*
  %37 = getelementptr inbounds i8, i8* %36, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %37, i8* noundef nonnull align 4 dereferenceable(12) %6, i64 12, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %9)
  %38 = add nuw nsw i64 %12, 1
  %39 = icmp eq i64 %38, %7
  br i1 %39, label %10, label %11, !llvm.loop !21
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @average(%struct.pair* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %9

6:                                                ; preds = %9, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %14, %9 ]
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %20, label %17

9:                                                ; preds = %9, %4
  %10 = phi i64 [ 0, %4 ], [ %15, %9 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %14, %9 ]
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %10, i32 1
  %13 = load double, double* %12, align 8, !tbaa !22
  %14 = fadd double %11, %13
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %9, !llvm.loop !23

17:                                               ; preds = %6
  %18 = uitofp i32 %1 to double
  %19 = fdiv double %7, %18
  br label %20

20:                                               ; preds = %17, %6
  %21 = phi double [ %19, %17 ], [ 0.000000e+00, %6 ]
  ret double %21
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @use_globals() local_unnamed_addr #3 {
  %1 = load i32, i32* @b_shared, align 4, !tbaa !5
  %2 = load i32, i32* @g_sectioned, align 4, !tbaa !5
  %3 = load i32, i32* @t_local, align 4, !tbaa !5
  %4 = load i32, i32* @g_protected, align 4, !tbaa !5
  %5 = load i32, i32* @g_hidden, align 4, !tbaa !5
  %6 = load i32, i32* @g_weak, align 4, !tbaa !5
  %7 = load i32, i32* @g_zero, align 4, !tbaa !5
  %8 = load i32, i32* @g_tentative, align 4, !tbaa !5
  %9 = load i32, i32* @g_init, align 4, !tbaa !5
  %10 = add nsw i32 %8, %9
  %11 = add nsw i32 %10, %7
  %12 = add nsw i32 %11, %6
  %13 = add nsw i32 %12, %5
  %14 = add nsw i32 %13, %4
  %15 = add nsw i32 %14, %3
  %16 = add nsw i32 %15, %2
  %17 = add nsw i32 %16, %1
  %18 = add nsw i32 %17, 1639700793
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local i32 @real_entry(i32 noundef %0) #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %19

3:                                                ; preds = %1
  %4 = add i32 %0, -1
  %5 = call i32 @llvm.umin.i32(i32 %4, i32 7) #9
  %6 = add nuw nsw i32 %5, 1
  %7 = zext i32 %6 to i64
  br label %8

8:                                                ; preds = %8, %3
  %9 = phi i64 [ 0, %3 ], [ %17, %8 ]
  %10 = phi i32 [ 0, %3 ], [ %16, %8 ]
  %11 = getelementptr inbounds [8 x i32], [8 x i32]* @g_table, i64 0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = trunc i64 %9 to i32
  %14 = call fastcc i32 @classify(i32 noundef %13) #9
  %15 = mul nsw i32 %14, %12
  %16 = add nsw i32 %15, %10
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %19, label %8, !llvm.loop !9

19:                                               ; preds = %8, %1
  %20 = phi i32 [ 0, %1 ], [ %16, %8 ]
  %21 = shl nsw i32 %0, 1
  %22 = icmp slt i32 %20, 1000
  %23 = select i1 %22, i32 %20, i32 1000
  %24 = icmp sgt i32 %23, -1000
  %25 = select i1 %24, i32 %23, i32 -1000
  %26 = add nsw i32 %25, %21
  ret i32 %26
}

; Function Attrs: nounwind uwtable
define internal i32 (i32)* @resolve_pick() #6 {
  %1 = load i32, i32* @g_init, align 4, !tbaa !5
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, i32 (i32)* @impl_b, i32 (i32)* @impl_a
  ret i32 (i32)* %3
}

declare i32 @ext_fn(i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal i32 @impl_a(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @impl_b(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, -1
  ret i32 %2
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !10, !11}
!14 = !{i64 0, i64 4, !5, i64 8, i64 8, !15}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = !{i64 4, i64 8, !15}
!18 = !{!19, !6, i64 0}
!19 = !{!"pair", !6, i64 0, !16, i64 8}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}
!22 = !{!19, !16, i64 8}
!23 = distinct !{!23, !10, !11}
