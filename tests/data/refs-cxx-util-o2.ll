; ModuleID = 'refs-cxx-util-o2.bc'
source_filename = "src/refs-util.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZTW7t_calls = comdat any

@t_calls = dso_local thread_local global i32 0, align 4
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1598], align 16
@lut_mid = dso_local local_unnamed_addr global i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 8), align 8
@dead_ops = dso_local local_unnamed_addr global [2 x i32 (i32)*] [i32 (i32)* @_ZL9unused_opi, i32 (i32)* @_ZL6negatei], align 16
@_ZZ8util_runE6labels = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@util_run, %3), i8* blockaddress(@util_run, %8), i8* blockaddress(@util_run, %10)], align 16
@_ZL8op_table = internal unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5twicei, i32 (i32)* @_ZL6negatei, i32 (i32)* @util_hash], align 16
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer

@util_hash_alias = dso_local alias i32 (i32), i32 (i32)* @util_hash

@util_fast = dso_local ifunc i32 (i32), i32 (i32)* ()* @util_resolve

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) #0 {
  %2 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 1, i64 0), align 16, !tbaa !5
  %3 = xor i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL6negatei(i32 noundef %0) #1 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @util_hash(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, 31
  %3 = load i32*, i32** @lut_mid, align 8, !tbaa !9
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = add nsw i32 %4, %2
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local nonnull i32 (i32)* @util_resolve() #0 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !tbaa !5
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, i32 (i32)* @_ZL9hash_slowi, i32 (i32)* @_ZL9hash_fasti
  ret i32 (i32)* %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL9hash_fasti(i32 noundef %0) #1 {
  %2 = shl i32 %0, 5
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) #1 {
  %2 = shl nsw i32 %0, 5
  ret i32 %2
}

; Function Attrs: mustprogress uwtable
define dso_local i32 @util_dead(i32 noundef %0) local_unnamed_addr #2 {
  %2 = tail call i32 @util_fast(i32 noundef %0)
  %3 = and i32 %0, 1
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @dead_ops, i64 0, i64 %4
  %6 = load i32 (i32)*, i32 (i32)** %5, align 8, !tbaa !9
  %7 = tail call noundef i32 %6(i32 noundef %0)
  %8 = add nsw i32 %7, %2
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @util_run(i8* nocapture noundef readonly %0, i32 noundef %1) #0 {
  br label %11

3:                                                ; preds = %11
  %4 = add nsw i32 %13, 1
  br label %5

5:                                                ; preds = %3, %8
  %6 = phi i32 [ %4, %3 ], [ %9, %8 ]
  %7 = getelementptr inbounds i8, i8* %12, i64 1
  br label %11

8:                                                ; preds = %11
  %9 = shl nsw i32 %13, 1
  br label %5

10:                                               ; preds = %11
  ret i32 %13

11:                                               ; preds = %5, %2
  %12 = phi i8* [ %0, %2 ], [ %7, %5 ]
  %13 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %14 = load i8, i8* %12, align 1, !tbaa !11
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %15
  %17 = load i8*, i8** %16, align 8, !tbaa !9
  indirectbr i8* %17, [label %3, label %8, label %10]
}

; Function Attrs: mustprogress uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = load i32, i32* @t_calls, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @t_calls, align 4, !tbaa !5
  %5 = srem i32 %0, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* @_ZL8op_table, i64 0, i64 %6
  %8 = load i32 (i32)*, i32 (i32)** %7, align 8, !tbaa !9
  %9 = tail call noundef i32 %8(i32 noundef %1)
  %10 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !tbaa !5
  %11 = shl nsw i32 %10, 1
  %12 = add nsw i32 %11, %9
  %13 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 3), align 4, !tbaa !5
  %14 = sub i32 %12, %13
  ret i32 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @util_init() local_unnamed_addr #3 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL5twicei(i32 noundef %0) #1 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: uwtable
define weak_odr hidden noundef i32* @_ZTW7t_calls() local_unnamed_addr #4 comdat {
  ret i32* @t_calls
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { uwtable "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
