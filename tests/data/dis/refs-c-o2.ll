=== @arr
@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16
=== @msg
@msg = dso_local constant [5 x i8] c"refs\00", align 1
=== @third
@third = dso_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 3), align 8
=== @msg_tail
@msg_tail = dso_local local_unnamed_addr global i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i64 0, i64 2), align 8
=== @arr_end
@arr_end = dso_local local_unnamed_addr constant i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0), align 8
=== @ops
@ops = dso_local local_unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul], align 16
=== @.str
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
=== @e_tail
@e_tail = dso_local constant %struct.entry { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @op_sub, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 20) to i32*), %struct.entry* null }, align 8
=== @counter
@counter = dso_local global i32 0, align 4
=== @e_head
@e_head = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i32 0), i32 (i32, i32)* @op_add, i32* @counter, %struct.entry* @e_tail }, align 8
=== @.str.1
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
=== @e_unused
@e_unused = dso_local local_unnamed_addr constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @op_dead, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 4) to i32*), %struct.entry* @e_head }, align 8
=== @tls_ptr
@tls_ptr = dso_local thread_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 2), align 8
=== @tls_hits
@tls_hits = internal thread_local unnamed_addr global i32 1, align 4
=== @interp.labels
@interp.labels = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@interp, %3), i8* blockaddress(@interp, %8), i8* blockaddress(@interp, %10)], align 16
=== @tls_depth
@tls_depth = dso_local thread_local local_unnamed_addr global i32 0, align 4
=== @main.prog
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1
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
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) # {
  %3 = mul i32 %0, 3
  %4 = mul i32 %3, %1
  ret i32 %4
}
=== @op_add
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) # {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}
=== @op_sub
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) # {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}
=== @op_dead
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) # {
  %3 = or i32 %1, 1
  %4 = srem i32 %0, %3
  %5 = add nsw i32 %4, 9
  ret i32 %5
}
=== @real_impl
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @real_impl(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 1
  %3 = load i32, i32* @tls_hits, align 4, !tbaa !m0
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @tls_hits, align 4, !tbaa !m0
  %5 = add nsw i32 %3, %2
  ret i32 %5
}
=== @resolve_pick
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal nonnull i32 (i32)* @resolve_pick() # {
  %1 = load i32, i32* @counter, align 4, !tbaa !m0
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, i32 (i32)* @impl_slow, i32 (i32)* @impl_fast
  ret i32 (i32)* %3
}
=== @interp
; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @interp(i8* nocapture noundef readonly %0, i32 noundef %1) # {
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
  %14 = load i8, i8* %12, align 1, !tbaa !m0
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %15
  %17 = load i8*, i8** %16, align 8, !tbaa !m1
  indirectbr i8* %17, [label %3, label %8, label %10]
}
=== @init_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @init_counter() # {
  store i32 1, i32* @counter, align 4, !tbaa !m0
  ret void
}
=== @init_early
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init_early() # {
  store i32 0, i32* @tls_depth, align 4, !tbaa !m0
  ret void
}
=== @fini_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @fini_counter() # {
  store i32 0, i32* @counter, align 4, !tbaa !m0
  ret void
}
=== @dead_entry
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @dead_entry(i32 noundef %0) local_unnamed_addr # {
  %2 = tail call fastcc i32 @dead_helper(i32 noundef %0)
  %3 = mul i32 %0, 6
  %4 = add nsw i32 %2, %3
  ret i32 %4
}
=== @dead_helper
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @dead_helper(i32 noundef %0) unnamed_addr # {
  ret i32 %0
}
=== @main
; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr # {
  %1 = load i32, i32* @counter, align 4, !tbaa !m0
  %2 = srem i32 %1, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @ops, i64 0, i64 %3
  %5 = load i32 (i32, i32)*, i32 (i32, i32)** %4, align 8, !tbaa !m1
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef 2) #
  %7 = tail call fastcc i32 @live_helper(i32 noundef %6)
  %8 = load i32, i32* @counter, align 4, !tbaa !m0
  %9 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 5), align 4, !tbaa !m0
  %10 = add i32 %8, %7
  %11 = add i32 %10, %9
  %12 = load i32, i32* @tls_hits, align 4, !tbaa !m0
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @tls_hits, align 4, !tbaa !m0
  %14 = tail call i32 @picked(i32 noundef %11) #
  %15 = load i32*, i32** @tls_ptr, align 8, !tbaa !m1
  %16 = load i32, i32* %15, align 4, !tbaa !m0
  %17 = tail call i32 @interp(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @main.prog, i64 0, i64 0), i32 noundef %16)
  %18 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 1), align 4, !tbaa !m0
  %19 = load i8*, i8** @msg_tail, align 8, !tbaa !m1
  %20 = load i8, i8* %19, align 1, !tbaa !m2
  %21 = sext i8 %20 to i32
  %22 = load i32*, i32** @third, align 8, !tbaa !m1
  %23 = ptrtoint i32* %22 to i64
  %24 = sub i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0) to i64), %23
  %25 = lshr exact i64 %24, 2
  %26 = trunc i64 %25 to i32
  %27 = mul i32 %11, 3
  %28 = add i32 %27, %12
  %29 = add i32 %28, %14
  %30 = add i32 %29, %17
  %31 = add i32 %30, %18
  %32 = add i32 %31, %21
  %33 = add i32 %32, %26
  ret i32 %33
}
=== @live_helper
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @live_helper(i32 noundef %0) unnamed_addr # {
  %2 = load i32*, i32** @third, align 8, !tbaa !m0
  %3 = load i32, i32* %2, align 4, !tbaa !m1
  %4 = add nsw i32 %3, %0
  ret i32 %4
}
=== @impl_fast
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_fast(i32 noundef %0) # {
  %2 = shl i32 %0, 1
  ret i32 %2
}
=== @impl_slow
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_slow(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}
