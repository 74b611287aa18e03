; ModuleID = 'refs-c-o2.bc'
source_filename = "src/refs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { ptr, ptr, ptr, ptr }

@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16
@msg = dso_local constant [5 x i8] c"refs\00", align 1
@third = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 12), align 8
@msg_tail = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @msg, i64 2), align 8
@arr_end = dso_local local_unnamed_addr constant ptr getelementptr inbounds (i8, ptr @arr, i64 32), align 8
@ops = dso_local local_unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul], align 16
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@e_tail = dso_local constant %struct.entry { ptr @.str, ptr @op_sub, ptr getelementptr (i8, ptr @arr, i64 20), ptr null }, align 8
@counter = dso_local global i32 0, align 4
@e_head = dso_local constant %struct.entry { ptr @msg, ptr @op_add, ptr @counter, ptr @e_tail }, align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
@e_unused = dso_local local_unnamed_addr constant %struct.entry { ptr @.str.1, ptr @op_dead, ptr getelementptr (i8, ptr @arr, i64 4), ptr @e_head }, align 8
@tls_ptr = dso_local thread_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 8), align 8
@tls_hits = internal thread_local unnamed_addr global i32 1, align 4
@interp.labels = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@interp, %3), ptr blockaddress(@interp, %8), ptr blockaddress(@interp, %10)], align 16
@tls_depth = dso_local thread_local local_unnamed_addr global i32 0, align 4
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init_counter, ptr null }, { i32, ptr, ptr } { i32 200, ptr @init_early, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini_counter, ptr null }]

@alias_impl = dso_local alias i32 (i32), ptr @real_impl
@arr_alias = dso_local alias [8 x i32], ptr @arr
@dead_alias = dso_local alias i32 (i32, i32), ptr @op_mul

@picked = dso_local ifunc i32 (i32), ptr @resolve_pick

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = mul i32 %0, 3
  %4 = mul i32 %3, %1
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483638, -2147483648) i32 @op_dead(i32 noundef %0, i32 noundef %1) #0 {
  %3 = or i32 %1, 1
  %4 = srem i32 %0, %3
  %5 = add nsw i32 %4, 9
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @real_impl(i32 noundef %0) #1 {
  %2 = shl nsw i32 %0, 1
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits)
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !5
  %6 = add nsw i32 %4, %2
  ret i32 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
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
  %14 = load i8, ptr %12, align 1, !tbaa !9
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !10
  indirectbr ptr %17, [label %3, label %8, label %10]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_counter() #4 {
  store i32 1, ptr @counter, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @init_early() #4 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_depth)
  store i32 0, ptr %1, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @fini_counter() #4 {
  store i32 0, ptr @counter, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @dead_entry(i32 noundef %0) local_unnamed_addr #0 {
  %2 = mul i32 %0, 7
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = load i32, ptr @counter, align 4, !tbaa !5
  %2 = srem i32 %1, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef 2) #8
  %7 = tail call fastcc i32 @live_helper(i32 noundef %6)
  %8 = load i32, ptr @counter, align 4, !tbaa !5
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !5
  %10 = add i32 %8, %7
  %11 = add i32 %10, %9
  %12 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits)
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %12, align 4, !tbaa !5
  %15 = tail call i32 @picked(i32 noundef %11) #8
  %16 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr)
  %17 = load ptr, ptr %16, align 8, !tbaa !10
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = tail call i32 @interp(ptr noundef nonnull @main.prog, i32 noundef %18)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 4), align 4, !tbaa !5
  %21 = load ptr, ptr @msg_tail, align 8, !tbaa !10
  %22 = load i8, ptr %21, align 1, !tbaa !9
  %23 = sext i8 %22 to i32
  %24 = load ptr, ptr @third, align 8, !tbaa !10
  %25 = ptrtoint ptr %24 to i64
  %26 = sub i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @arr, i64 32) to i64), %25
  %27 = lshr exact i64 %26, 2
  %28 = trunc i64 %27 to i32
  %29 = mul i32 %11, 3
  %30 = add i32 %29, %13
  %31 = add i32 %30, %15
  %32 = add i32 %31, %19
  %33 = add i32 %32, %20
  %34 = add nsw i32 %33, %23
  %35 = add i32 %34, %28
  ret i32 %35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @live_helper(i32 noundef %0) unnamed_addr #6 {
  %2 = load ptr, ptr @third, align 8, !tbaa !10
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = add nsw i32 %3, %0
  ret i32 %4
}

; Function Attrs: disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal nonnull ptr @resolve_pick() #7 {
  %1 = load i32, ptr @counter, align 4, !tbaa !5
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, ptr @impl_slow, ptr @impl_fast
  ret ptr %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 0, -1) i32 @impl_fast(i32 noundef %0) #0 {
  %2 = shl i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @impl_slow(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

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
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
