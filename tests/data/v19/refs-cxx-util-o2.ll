; ModuleID = 'refs-cxx-util-o2.bc'
source_filename = "src/refs-util.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZTW7t_calls = comdat any

@t_calls = dso_local thread_local global i32 0, align 4
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1598], align 16
@lut_mid = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @lut, i64 32), align 8
@dead_ops = dso_local local_unnamed_addr global [2 x ptr] [ptr @_ZL9unused_opi, ptr @_ZL6negatei], align 16
@_ZZ8util_runE6labels = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@util_run, %3), ptr blockaddress(@util_run, %8), ptr blockaddress(@util_run, %10)], align 16
@_ZL8op_table = internal unnamed_addr constant [3 x ptr] [ptr @_ZL5twicei, ptr @_ZL6negatei, ptr @util_hash], align 16
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

@util_hash_alias = dso_local alias i32 (i32), ptr @util_hash

@util_fast = dso_local ifunc i32 (i32), ptr @util_resolve

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) #0 {
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @lut, i64 64), align 16, !tbaa !5
  %3 = xor i32 %2, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 -2147483647, -2147483648) i32 @_ZL6negatei(i32 noundef %0) #1 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @util_hash(i32 noundef %0) #2 {
  %2 = mul nsw i32 %0, 31
  %3 = load ptr, ptr @lut_mid, align 8, !tbaa !9
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = add nsw i32 %4, %2
  ret i32 %5
}

; Function Attrs: disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local nonnull ptr @util_resolve() #3 {
  %1 = load i32, ptr @lut, align 16, !tbaa !5
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, ptr @_ZL9hash_slowi, ptr @_ZL9hash_fasti
  ret ptr %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 0, -31) i32 @_ZL9hash_fasti(i32 noundef %0) #1 {
  %2 = shl i32 %0, 5
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) #1 {
  %2 = shl nsw i32 %0, 5
  ret i32 %2
}

; Function Attrs: mustprogress uwtable
define dso_local i32 @util_dead(i32 noundef %0) local_unnamed_addr #4 {
  %2 = tail call i32 @util_fast(i32 noundef %0)
  %3 = and i32 %0, 1
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [2 x ptr], ptr @dead_ops, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = tail call noundef i32 %6(i32 noundef %0)
  %8 = add nsw i32 %7, %2
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @util_run(ptr nocapture noundef readonly %0, i32 noundef %1) #2 {
  br label %11

3:                                                ; preds = %11
  %4 = add nsw i32 %13, 1
  br label %5

5:                                                ; preds = %3, %8
  %6 = phi i32 [ %4, %3 ], [ %9, %8 ]
  %7 = getelementptr inbounds i8, ptr %12, i64 1
  br label %11

8:                                                ; preds = %11
  %9 = shl nsw i32 %13, 1
  br label %5

10:                                               ; preds = %11
  ret i32 %13

11:                                               ; preds = %5, %2
  %12 = phi ptr [ %0, %2 ], [ %7, %5 ]
  %13 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %14 = load i8, ptr %12, align 1, !tbaa !11
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !9
  indirectbr ptr %17, [label %3, label %8, label %10]
}

; Function Attrs: mustprogress uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !5
  %6 = srem i32 %0, 3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [3 x ptr], ptr @_ZL8op_table, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !9
  %10 = tail call noundef i32 %9(i32 noundef %1)
  %11 = load i32, ptr @lut, align 16, !tbaa !5
  %12 = shl nsw i32 %11, 1
  %13 = add nsw i32 %12, %10
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @lut, i64 12), align 4, !tbaa !5
  %15 = sub i32 %13, %14
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @util_init() local_unnamed_addr #6 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @lut, i64 60), align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr getelementptr inbounds (i8, ptr @lut, i64 60), align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL5twicei(i32 noundef %0) #1 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: uwtable
define weak_odr hidden noundef ptr @_ZTW7t_calls() local_unnamed_addr #7 comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  ret ptr %1
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
