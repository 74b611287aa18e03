; ModuleID = 'cat.bc'
source_filename = "src/b.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@b_shared = dso_local local_unnamed_addr global i32 9, align 4
@b_tentative = common dso_local local_unnamed_addr global i32 0, align 4
@b_calls = internal unnamed_addr global i32 0, align 4
@g_init = external local_unnamed_addr global i32, align 4

; Function Attrs: nounwind uwtable
define weak dso_local i32 @weak_fn(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @b_tentative, align 4, !tbaa !5
  %3 = add nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i64 @b_entry(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @b_calls, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @b_calls, align 4, !tbaa !5
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %10, label %5

5:                                                ; preds = %41, %1
  %6 = phi i64 [ 0, %1 ], [ %42, %41 ]
  %7 = load i32, i32* @b_shared, align 4, !tbaa !5
  %8 = sext i32 %7 to i64
  %9 = add nsw i64 %6, %8
  ret i64 %9

10:                                               ; preds = %41, %1
  %11 = phi i32 [ %43, %41 ], [ 0, %1 ]
  %12 = phi i64 [ %42, %41 ], [ 0, %1 ]
  %13 = and i32 %11, 3
  switch i32 %13, label %35 [
    i32 0, label %14
    i32 1, label %17
    i32 2, label %31
  ]

14:                                               ; preds = %10
  %15 = call fastcc i64 @fact(i32 noundef %11)
  %16 = add nsw i64 %15, %12
  br label %41

17:                                               ; preds = %10
  %18 = mul i32 %11, -1640531535
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %27, label %20

20:                                               ; preds = %20, %17
  %21 = phi i32 [ %23, %20 ], [ 0, %17 ]
  %22 = phi i32 [ %25, %20 ], [ %18, %17 ]
  %23 = add nuw nsw i32 %21, 1
  %24 = add i32 %22, -1
  %25 = and i32 %24, %22
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %20, !llvm.loop !9

27:                                               ; preds = %20, %17
  %28 = phi i32 [ 0, %17 ], [ %23, %20 ]
  %29 = sext i32 %28 to i64
  %30 = sub nsw i64 %12, %29
  br label %41

31:                                               ; preds = %10
  %32 = call i32 @weak_fn(i32 noundef %11)
  %33 = sext i32 %32 to i64
  %34 = xor i64 %12, %33
  br label %41

35:                                               ; preds = %10
  %36 = call i32 @sum_table(i32 noundef %11) #3
  %37 = load i32, i32* @g_init, align 4, !tbaa !5
  %38 = add nsw i32 %37, %36
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %12, %39
  br label %41

41:                                               ; preds = %35, %31, %27, %14
  %42 = phi i64 [ %40, %35 ], [ %34, %31 ], [ %30, %27 ], [ %16, %14 ]
  %43 = add nuw nsw i32 %11, 1
  %44 = icmp eq i32 %43, %0
  br i1 %44, label %5, label %10, !llvm.loop !12
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define internal fastcc i64 @fact(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  %5 = add nsw i32 %0, -1
  %6 = call fastcc i64 @fact(i32 noundef %5)
  %7 = mul nsw i64 %6, %4
  br label %8

8:                                                ; preds = %3, %1
  %9 = phi i64 [ %7, %3 ], [ 1, %1 ]
  ret i64 %9
}

declare i32 @sum_table(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!12 = distinct !{!12, !10, !11}
