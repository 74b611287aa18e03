=== @arr
@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !m0
=== @msg
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !m0
=== @third
@third = dso_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 3), align 8, !dbg !m0
=== @msg_tail
@msg_tail = dso_local local_unnamed_addr global i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i64 0, i64 2), align 8, !dbg !m0
=== @arr_end
@arr_end = dso_local local_unnamed_addr constant i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0), align 8, !dbg !m0
=== @ops
@ops = dso_local local_unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul], align 16, !dbg !m0
=== @.str
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
=== @e_tail
@e_tail = dso_local constant %struct.entry { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @op_sub, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 20) to i32*), %struct.entry* null }, align 8, !dbg !m0
=== @counter
@counter = dso_local global i32 0, align 4, !dbg !m0
=== @e_head
@e_head = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i32 0), i32 (i32, i32)* @op_add, i32* @counter, %struct.entry* @e_tail }, align 8, !dbg !m0
=== @.str.1
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
=== @e_unused
@e_unused = dso_local local_unnamed_addr constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @op_dead, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 4) to i32*), %struct.entry* @e_head }, align 8, !dbg !m0
=== @tls_ptr
@tls_ptr = dso_local thread_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 2), align 8, !dbg !m0
=== @tls_hits
@tls_hits = internal thread_local unnamed_addr global i32 1, align 4, !dbg !m0
=== @interp.labels
@interp.labels = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@interp, %3), i8* blockaddress(@interp, %8), i8* blockaddress(@interp, %10)], align 16, !dbg !m0
=== @tls_depth
@tls_depth = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !m0
=== @main.prog
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !m0
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
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %1, metadata !m3, metadata !DIExpression()), !dbg !m2
  %3 = mul i32 %0, 3, !dbg !m4
  %4 = mul i32 %3, %1, !dbg !m5
  ret i32 %4, !dbg !m6
}
=== @op_add
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %1, metadata !m3, metadata !DIExpression()), !dbg !m2
  %3 = add nsw i32 %1, %0, !dbg !m4
  ret i32 %3, !dbg !m5
}
=== @op_sub
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %1, metadata !m3, metadata !DIExpression()), !dbg !m2
  %3 = sub nsw i32 %0, %1, !dbg !m4
  ret i32 %3, !dbg !m5
}
=== @op_dead
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %1, metadata !m3, metadata !DIExpression()), !dbg !m2
  %3 = or i32 %1, 1, !dbg !m4
  %4 = srem i32 %0, %3, !dbg !m5
  %5 = add nsw i32 %4, 9, !dbg !m6
  ret i32 %5, !dbg !m7
}
=== @real_impl
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @real_impl(i32 noundef %0) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  %2 = shl nsw i32 %0, 1, !dbg !m3
  %3 = load i32, i32* @tls_hits, align 4, !dbg !m4, !tbaa !m5
  %4 = add nsw i32 %3, 1, !dbg !m4
  store i32 %4, i32* @tls_hits, align 4, !dbg !m4, !tbaa !m5
  %5 = add nsw i32 %3, %2, !dbg !m6
  ret i32 %5, !dbg !m7
}
=== @resolve_pick
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal nonnull i32 (i32)* @resolve_pick() # !dbg !m0 {
  %1 = load i32, i32* @counter, align 4, !dbg !m1, !tbaa !m2
  %2 = icmp eq i32 %1, 0, !dbg !m1
  %3 = select i1 %2, i32 (i32)* @impl_slow, i32 (i32)* @impl_fast, !dbg !m1
  ret i32 (i32)* %3, !dbg !m3
}
=== @interp
; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @interp(i8* nocapture noundef readonly %0, i32 noundef %1) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i32 %1, metadata !m3, metadata !DIExpression()), !dbg !m2
  br label %11, !dbg !m4

3:                                                ; preds = %11
  call void @llvm.dbg.label(metadata !m5), !dbg !m6
  %4 = add nsw i32 %13, 1, !dbg !m7
  call void @llvm.dbg.value(metadata i32 %4, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i8* %12, metadata !m1, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !m2
  br label %5, !dbg !m8

5:                                                ; preds = %3, %8
  %6 = phi i32 [ %4, %3 ], [ %9, %8 ]
  %7 = getelementptr inbounds i8, i8* %12, i64 1, !dbg !m2
  br label %11, !dbg !m2

8:                                                ; preds = %11
  call void @llvm.dbg.label(metadata !m9), !dbg !m10
  %9 = shl nsw i32 %13, 1, !dbg !m11
  call void @llvm.dbg.value(metadata i32 %9, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i8* %12, metadata !m1, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !m2
  br label %5, !dbg !m12

10:                                               ; preds = %11
  call void @llvm.dbg.label(metadata !m13), !dbg !m14
  ret i32 %13, !dbg !m15

11:                                               ; preds = %5, %2
  %12 = phi i8* [ %0, %2 ], [ %7, %5 ]
  %13 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %14 = load i8, i8* %12, align 1, !dbg !m2, !tbaa !m16
  %15 = zext i8 %14 to i64, !dbg !m2
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %15, !dbg !m2
  %17 = load i8*, i8** %16, align 8, !dbg !m2, !tbaa !m17
  call void @llvm.dbg.value(metadata i32 %13, metadata !m3, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.value(metadata i8* %12, metadata !m1, metadata !DIExpression()), !dbg !m2
  indirectbr i8* %17, [label %3, label %8, label %10]
}
=== @llvm.dbg.label
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #
=== @init_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @init_counter() # !dbg !m0 {
  store i32 1, i32* @counter, align 4, !dbg !m1, !tbaa !m2
  ret void, !dbg !m3
}
=== @init_early
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init_early() # !dbg !m0 {
  store i32 0, i32* @tls_depth, align 4, !dbg !m1, !tbaa !m2
  ret void, !dbg !m3
}
=== @fini_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @fini_counter() # !dbg !m0 {
  store i32 0, i32* @counter, align 4, !dbg !m1, !tbaa !m2
  ret void, !dbg !m3
}
=== @dead_entry
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @dead_entry(i32 noundef %0) local_unnamed_addr # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  %2 = tail call fastcc i32 @dead_helper(i32 noundef %0), !dbg !m3
  call void @llvm.dbg.value(metadata i32 %0, metadata !m4, metadata !DIExpression()), !dbg !m5
  call void @llvm.dbg.value(metadata i32 2, metadata !m6, metadata !DIExpression()), !dbg !m5
  %3 = mul i32 %0, 6, !dbg !m7
  %4 = add nsw i32 %2, %3, !dbg !m8
  ret i32 %4, !dbg !m9
}
=== @dead_helper
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @dead_helper(i32 noundef %0) unnamed_addr # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  ret i32 %0, !dbg !m3
}
=== @main
; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr # !dbg !m0 {
  %1 = load i32, i32* @counter, align 4, !dbg !m1, !tbaa !m2
  %2 = srem i32 %1, 3, !dbg !m3
  %3 = sext i32 %2 to i64, !dbg !m4
  %4 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @ops, i64 0, i64 %3, !dbg !m4
  %5 = load i32 (i32, i32)*, i32 (i32, i32)** %4, align 8, !dbg !m4, !tbaa !m5
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef 2) #, !dbg !m4
  %7 = tail call fastcc i32 @live_helper(i32 noundef %6), !dbg !m6
  call void @llvm.dbg.value(metadata i32 %7, metadata !m7, metadata !DIExpression()), !dbg !m8
  call void @llvm.dbg.value(metadata %struct.entry* @e_head, metadata !m9, metadata !DIExpression()), !dbg !m10
  call void @llvm.dbg.value(metadata %struct.entry* @e_head, metadata !m9, metadata !DIExpression()), !dbg !m10
  call void @llvm.dbg.value(metadata i32 %7, metadata !m7, metadata !DIExpression()), !dbg !m8
  %8 = load i32, i32* @counter, align 4, !dbg !m11, !tbaa !m2
  call void @llvm.dbg.value(metadata !DIArgList(i32 %7, i32 %8), metadata !m7, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !m8
  call void @llvm.dbg.value(metadata %struct.entry* @e_tail, metadata !m9, metadata !DIExpression()), !dbg !m10
  call void @llvm.dbg.value(metadata %struct.entry* @e_tail, metadata !m9, metadata !DIExpression()), !dbg !m10
  call void @llvm.dbg.value(metadata !DIArgList(i32 %7, i32 %8), metadata !m7, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !m8
  %9 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 5), align 4, !dbg !m11, !tbaa !m2
  call void @llvm.dbg.value(metadata i32 %9, metadata !m12, metadata !DIExpression()), !dbg !m13
  call void @llvm.dbg.value(metadata i32 1, metadata !m14, metadata !DIExpression()), !dbg !m13
  %10 = add i32 %8, %7, !dbg !m15
  %11 = add i32 %10, %9, !dbg !m16
  call void @llvm.dbg.value(metadata i32 %11, metadata !m7, metadata !DIExpression()), !dbg !m8
  call void @llvm.dbg.value(metadata %struct.entry* null, metadata !m9, metadata !DIExpression()), !dbg !m10
  call void @llvm.dbg.value(metadata i32 %11, metadata !m17, metadata !DIExpression()), !dbg !m18
  %12 = load i32, i32* @tls_hits, align 4, !dbg !m19, !tbaa !m2
  %13 = add nsw i32 %12, 1, !dbg !m19
  store i32 %13, i32* @tls_hits, align 4, !dbg !m19, !tbaa !m2
  %14 = tail call i32 @picked(i32 noundef %11) #, !dbg !m20
  %15 = load i32*, i32** @tls_ptr, align 8, !dbg !m21, !tbaa !m5
  %16 = load i32, i32* %15, align 4, !dbg !m22, !tbaa !m2
  %17 = tail call i32 @interp(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @main.prog, i64 0, i64 0), i32 noundef %16), !dbg !m23
  %18 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 1), align 4, !dbg !m24, !tbaa !m2
  call void @llvm.dbg.value(metadata i32 undef, metadata !m7, metadata !DIExpression()), !dbg !m8
  %19 = load i8*, i8** @msg_tail, align 8, !dbg !m25, !tbaa !m5
  %20 = load i8, i8* %19, align 1, !dbg !m26, !tbaa !m27
  %21 = sext i8 %20 to i32, !dbg !m26
  %22 = load i32*, i32** @third, align 8, !dbg !m28, !tbaa !m5
  %23 = ptrtoint i32* %22 to i64, !dbg !m29
  %24 = sub i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0) to i64), %23, !dbg !m29
  %25 = lshr exact i64 %24, 2, !dbg !m29
  %26 = trunc i64 %25 to i32, !dbg !m30
  %27 = mul i32 %11, 3, !dbg !m31
  %28 = add i32 %27, %12, !dbg !m32
  %29 = add i32 %28, %14, !dbg !m33
  %30 = add i32 %29, %17, !dbg !m34
  %31 = add i32 %30, %18, !dbg !m35
  %32 = add i32 %31, %21, !dbg !m36
  %33 = add i32 %32, %26, !dbg !m30
  ret i32 %33, !dbg !m37
}
=== @live_helper
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @live_helper(i32 noundef %0) unnamed_addr # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  %2 = load i32*, i32** @third, align 8, !dbg !m3, !tbaa !m4
  %3 = load i32, i32* %2, align 4, !dbg !m5, !tbaa !m6
  %4 = add nsw i32 %3, %0, !dbg !m7
  ret i32 %4, !dbg !m8
}
=== @impl_fast
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_fast(i32 noundef %0) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  %2 = shl i32 %0, 1, !dbg !m3
  ret i32 %2, !dbg !m4
}
=== @impl_slow
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_slow(i32 noundef %0) # !dbg !m0 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !m1, metadata !DIExpression()), !dbg !m2
  %2 = shl nsw i32 %0, 1, !dbg !m3
  ret i32 %2, !dbg !m4
}
=== @llvm.dbg.value
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #
