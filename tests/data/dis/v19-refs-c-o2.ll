=== @arr
@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16
=== @msg
@msg = dso_local constant [5 x i8] c"refs\00", align 1
=== @third
@third = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 12), align 8
=== @msg_tail
@msg_tail = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @msg, i64 2), align 8
=== @arr_end
@arr_end = dso_local local_unnamed_addr constant ptr getelementptr inbounds (i8, ptr @arr, i64 32), align 8
=== @ops
@ops = dso_local local_unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul], align 16
=== @.str
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
=== @e_tail
@e_tail = dso_local constant %struct.entry { ptr @.str, ptr @op_sub, ptr getelementptr (i8, ptr @arr, i64 20), ptr null }, align 8
=== @counter
@counter = dso_local global i32 0, align 4
=== @e_head
@e_head = dso_local constant %struct.entry { ptr @msg, ptr @op_add, ptr @counter, ptr @e_tail }, align 8
=== @.str.1
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
=== @e_unused
@e_unused = dso_local local_unnamed_addr constant %struct.entry { ptr @.str.1, ptr @op_dead, ptr getelementptr (i8, ptr @arr, i64 4), ptr @e_head }, align 8
=== @tls_ptr
@tls_ptr = dso_local thread_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 8), align 8
=== @tls_hits
@tls_hits = internal thread_local unnamed_addr global i32 1, align 4
=== @interp.labels
@interp.labels = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@interp, %3), ptr blockaddress(@interp, %8), ptr blockaddress(@interp, %10)], align 16
=== @tls_depth
@tls_depth = dso_local thread_local local_unnamed_addr global i32 0, align 4
=== @main.prog
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1
=== @llvm.global_ctors
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init_counter, ptr null }, { i32, ptr, ptr } { i32 200, ptr @init_early, ptr null }]
=== @llvm.global_dtors
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini_counter, ptr null }]
=== @alias_impl
@alias_impl = dso_local alias i32 (i32), ptr @real_impl
=== @arr_alias
@arr_alias = dso_local alias [8 x i32], ptr @arr
=== @dead_alias
@dead_alias = dso_local alias i32 (i32, i32), ptr @op_mul
=== @picked
@picked = dso_local ifunc i32 (i32), ptr @resolve_pick
=== @op_mul
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @op_mul(i32 noundef %0, i32 noundef %1) # {
  %3 = mul i32 %0, 3
  %4 = mul i32 %3, %1
  ret i32 %4
}
=== @op_add
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) # {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}
=== @op_sub
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) # {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}
=== @op_dead
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483638, -2147483648) i32 @op_dead(i32 noundef %0, i32 noundef %1) # {
  %3 = or i32 %1, 1
  %4 = srem i32 %0, %3
  %5 = add nsw i32 %4, 9
  ret i32 %5
}
=== @real_impl
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @real_impl(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 1
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits)
  %4 = load i32, ptr %3, align 4, !tbaa !m0
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !m0
  %6 = add nsw i32 %4, %2
  ret i32 %6
}
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @interp
; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @interp(ptr nocapture noundef readonly %0, i32 noundef %1) # {
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
  %14 = load i8, ptr %12, align 1, !tbaa !m0
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [3 x ptr], ptr @interp.labels, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !m1
  indirectbr ptr %17, [label %3, label %8, label %10]
}
=== @init_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_counter() # {
  store i32 1, ptr @counter, align 4, !tbaa !m0
  ret void
}
=== @init_early
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @init_early() # {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_depth)
  store i32 0, ptr %1, align 4, !tbaa !m0
  ret void
}
=== @fini_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @fini_counter() # {
  store i32 0, ptr @counter, align 4, !tbaa !m0
  ret void
}
=== @dead_entry
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @dead_entry(i32 noundef %0) local_unnamed_addr # {
  %2 = mul i32 %0, 7
  ret i32 %2
}
=== @main
; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr # {
  %1 = load i32, ptr @counter, align 4, !tbaa !m0
  %2 = srem i32 %1, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !m1
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef 2) #
  %7 = tail call fastcc i32 @live_helper(i32 noundef %6)
  %8 = load i32, ptr @counter, align 4, !tbaa !m0
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 20), align 4, !tbaa !m0
  %10 = add i32 %8, %7
  %11 = add i32 %10, %9
  %12 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_hits)
  %13 = load i32, ptr %12, align 4, !tbaa !m0
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %12, align 4, !tbaa !m0
  %15 = tail call i32 @picked(i32 noundef %11) #
  %16 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr)
  %17 = load ptr, ptr %16, align 8, !tbaa !m1
  %18 = load i32, ptr %17, align 4, !tbaa !m0
  %19 = tail call i32 @interp(ptr noundef nonnull @main.prog, i32 noundef %18)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @arr, i64 4), align 4, !tbaa !m0
  %21 = load ptr, ptr @msg_tail, align 8, !tbaa !m1
  %22 = load i8, ptr %21, align 1, !tbaa !m2
  %23 = sext i8 %22 to i32
  %24 = load ptr, ptr @third, align 8, !tbaa !m1
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
=== @live_helper
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @live_helper(i32 noundef %0) unnamed_addr # {
  %2 = load ptr, ptr @third, align 8, !tbaa !m0
  %3 = load i32, ptr %2, align 4, !tbaa !m1
  %4 = add nsw i32 %3, %0
  ret i32 %4
}
=== @resolve_pick
; Function Attrs: disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal nonnull ptr @resolve_pick() # {
  %1 = load i32, ptr @counter, align 4, !tbaa !m0
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, ptr @impl_slow, ptr @impl_fast
  ret ptr %3
}
=== @impl_fast
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 0, -1) i32 @impl_fast(i32 noundef %0) # {
  %2 = shl i32 %0, 1
  ret i32 %2
}
=== @impl_slow
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @impl_slow(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}
