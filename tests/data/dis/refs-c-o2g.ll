=== @arr
@arr = dso_local global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16, !dbg !
=== @msg
@msg = dso_local constant [5 x i8] c"refs\00", align 1, !dbg !
=== @third
@third = dso_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 3), align 8, !dbg !
=== @msg_tail
@msg_tail = dso_local local_unnamed_addr global i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i64 0, i64 2), align 8, !dbg !
=== @arr_end
@arr_end = dso_local local_unnamed_addr constant i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0), align 8, !dbg !
=== @ops
@ops = dso_local local_unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul], align 16, !dbg !
=== @.str
@.str = private unnamed_addr constant [4 x i8] c"sub\00", align 1
=== @e_tail
@e_tail = dso_local constant %struct.entry { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 (i32, i32)* @op_sub, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 20) to i32*), %struct.entry* null }, align 8, !dbg !
=== @counter
@counter = dso_local global i32 0, align 4, !dbg !
=== @e_head
@e_head = dso_local constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @msg, i32 0, i32 0), i32 (i32, i32)* @op_add, i32* @counter, %struct.entry* @e_tail }, align 8, !dbg !
=== @.str.1
@.str.1 = private unnamed_addr constant [5 x i8] c"dead\00", align 1
=== @e_unused
@e_unused = dso_local local_unnamed_addr constant %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 (i32, i32)* @op_dead, i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @arr to i8*), i64 4) to i32*), %struct.entry* @e_head }, align 8, !dbg !
=== @tls_ptr
@tls_ptr = dso_local thread_local local_unnamed_addr global i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 2), align 8, !dbg !
=== @tls_hits
@tls_hits = internal thread_local unnamed_addr global i32 1, align 4, !dbg !
=== @interp.labels
@interp.labels = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@interp, %3), i8* blockaddress(@interp, %8), i8* blockaddress(@interp, %10)], align 16, !dbg !
=== @tls_depth
@tls_depth = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !
=== @main.prog
@main.prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !
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
define dso_local i32 @op_mul(i32 noundef %0, i32 noundef %1) # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %1, metadata !, metadata !DIExpression()), !dbg !
  %3 = mul i32 %0, 3, !dbg !
  %4 = mul i32 %3, %1, !dbg !
  ret i32 %4, !dbg !
}
=== @op_add
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %1, metadata !, metadata !DIExpression()), !dbg !
  %3 = add nsw i32 %1, %0, !dbg !
  ret i32 %3, !dbg !
}
=== @op_sub
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %1, metadata !, metadata !DIExpression()), !dbg !
  %3 = sub nsw i32 %0, %1, !dbg !
  ret i32 %3, !dbg !
}
=== @op_dead
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_dead(i32 noundef %0, i32 noundef %1) # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %1, metadata !, metadata !DIExpression()), !dbg !
  %3 = or i32 %1, 1, !dbg !
  %4 = srem i32 %0, %3, !dbg !
  %5 = add nsw i32 %4, 9, !dbg !
  ret i32 %5, !dbg !
}
=== @real_impl
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @real_impl(i32 noundef %0) # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  %2 = shl nsw i32 %0, 1, !dbg !
  %3 = load i32, i32* @tls_hits, align 4, !dbg !, !tbaa !
  %4 = add nsw i32 %3, 1, !dbg !
  store i32 %4, i32* @tls_hits, align 4, !dbg !, !tbaa !
  %5 = add nsw i32 %3, %2, !dbg !
  ret i32 %5, !dbg !
}
=== @resolve_pick
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal nonnull i32 (i32)* @resolve_pick() # !dbg ! {
  %1 = load i32, i32* @counter, align 4, !dbg !, !tbaa !
  %2 = icmp eq i32 %1, 0, !dbg !
  %3 = select i1 %2, i32 (i32)* @impl_slow, i32 (i32)* @impl_fast, !dbg !
  ret i32 (i32)* %3, !dbg !
}
=== @interp
; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @interp(i8* nocapture noundef readonly %0, i32 noundef %1) # !dbg ! {
  call void @llvm.dbg.value(metadata i8* %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %1, metadata !, metadata !DIExpression()), !dbg !
  br label %11, !dbg !

3:                                                ; preds = %11
  call void @llvm.dbg.label(metadata !), !dbg !
  %4 = add nsw i32 %13, 1, !dbg !
  call void @llvm.dbg.value(metadata i32 %4, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i8* %12, metadata !, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !
  br label %5, !dbg !

5:                                                ; preds = %3, %8
  %6 = phi i32 [ %4, %3 ], [ %9, %8 ]
  %7 = getelementptr inbounds i8, i8* %12, i64 1, !dbg !
  br label %11, !dbg !

8:                                                ; preds = %11
  call void @llvm.dbg.label(metadata !), !dbg !
  %9 = shl nsw i32 %13, 1, !dbg !
  call void @llvm.dbg.value(metadata i32 %9, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i8* %12, metadata !, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !
  br label %5, !dbg !

10:                                               ; preds = %11
  call void @llvm.dbg.label(metadata !), !dbg !
  ret i32 %13, !dbg !

11:                                               ; preds = %5, %2
  %12 = phi i8* [ %0, %2 ], [ %7, %5 ]
  %13 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %14 = load i8, i8* %12, align 1, !dbg !, !tbaa !
  %15 = zext i8 %14 to i64, !dbg !
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @interp.labels, i64 0, i64 %15, !dbg !
  %17 = load i8*, i8** %16, align 8, !dbg !, !tbaa !
  call void @llvm.dbg.value(metadata i32 %13, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i8* %12, metadata !, metadata !DIExpression()), !dbg !
  indirectbr i8* %17, [label %3, label %8, label %10]
}
=== @llvm.dbg.label
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #
=== @init_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @init_counter() # !dbg ! {
  store i32 1, i32* @counter, align 4, !dbg !, !tbaa !
  ret void, !dbg !
}
=== @init_early
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init_early() # !dbg ! {
  store i32 0, i32* @tls_depth, align 4, !dbg !, !tbaa !
  ret void, !dbg !
}
=== @fini_counter
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define internal void @fini_counter() # !dbg ! {
  store i32 0, i32* @counter, align 4, !dbg !, !tbaa !
  ret void, !dbg !
}
=== @dead_entry
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @dead_entry(i32 noundef %0) local_unnamed_addr # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  %2 = tail call fastcc i32 @dead_helper(i32 noundef %0), !dbg !
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 2, metadata !, metadata !DIExpression()), !dbg !
  %3 = mul i32 %0, 6, !dbg !
  %4 = add nsw i32 %2, %3, !dbg !
  ret i32 %4, !dbg !
}
=== @dead_helper
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @dead_helper(i32 noundef %0) unnamed_addr # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  ret i32 %0, !dbg !
}
=== @main
; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr # !dbg ! {
  %1 = load i32, i32* @counter, align 4, !dbg !, !tbaa !
  %2 = srem i32 %1, 3, !dbg !
  %3 = sext i32 %2 to i64, !dbg !
  %4 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* @ops, i64 0, i64 %3, !dbg !
  %5 = load i32 (i32, i32)*, i32 (i32, i32)** %4, align 8, !dbg !, !tbaa !
  %6 = tail call i32 %5(i32 noundef %1, i32 noundef 2) #, !dbg !
  %7 = tail call fastcc i32 @live_helper(i32 noundef %6), !dbg !
  call void @llvm.dbg.value(metadata i32 %7, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata %struct.entry* @e_head, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata %struct.entry* @e_head, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %7, metadata !, metadata !DIExpression()), !dbg !
  %8 = load i32, i32* @counter, align 4, !dbg !, !tbaa !
  call void @llvm.dbg.value(metadata !DIArgList(i32 %7, i32 %8), metadata !, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !
  call void @llvm.dbg.value(metadata %struct.entry* @e_tail, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata %struct.entry* @e_tail, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata !DIArgList(i32 %7, i32 %8), metadata !, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !
  %9 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 5), align 4, !dbg !, !tbaa !
  call void @llvm.dbg.value(metadata i32 %9, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 1, metadata !, metadata !DIExpression()), !dbg !
  %10 = add i32 %8, %7, !dbg !
  %11 = add i32 %10, %9, !dbg !
  call void @llvm.dbg.value(metadata i32 %11, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata %struct.entry* null, metadata !, metadata !DIExpression()), !dbg !
  call void @llvm.dbg.value(metadata i32 %11, metadata !, metadata !DIExpression()), !dbg !
  %12 = load i32, i32* @tls_hits, align 4, !dbg !, !tbaa !
  %13 = add nsw i32 %12, 1, !dbg !
  store i32 %13, i32* @tls_hits, align 4, !dbg !, !tbaa !
  %14 = tail call i32 @picked(i32 noundef %11) #, !dbg !
  %15 = load i32*, i32** @tls_ptr, align 8, !dbg !, !tbaa !
  %16 = load i32, i32* %15, align 4, !dbg !, !tbaa !
  %17 = tail call i32 @interp(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @main.prog, i64 0, i64 0), i32 noundef %16), !dbg !
  %18 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 0, i64 1), align 4, !dbg !, !tbaa !
  call void @llvm.dbg.value(metadata i32 undef, metadata !, metadata !DIExpression()), !dbg !
  %19 = load i8*, i8** @msg_tail, align 8, !dbg !, !tbaa !
  %20 = load i8, i8* %19, align 1, !dbg !, !tbaa !
  %21 = sext i8 %20 to i32, !dbg !
  %22 = load i32*, i32** @third, align 8, !dbg !, !tbaa !
  %23 = ptrtoint i32* %22 to i64, !dbg !
  %24 = sub i64 ptrtoint (i32* getelementptr inbounds ([8 x i32], [8 x i32]* @arr, i64 1, i64 0) to i64), %23, !dbg !
  %25 = lshr exact i64 %24, 2, !dbg !
  %26 = trunc i64 %25 to i32, !dbg !
  %27 = mul i32 %11, 3, !dbg !
  %28 = add i32 %27, %12, !dbg !
  %29 = add i32 %28, %14, !dbg !
  %30 = add i32 %29, %17, !dbg !
  %31 = add i32 %30, %18, !dbg !
  %32 = add i32 %31, %21, !dbg !
  %33 = add i32 %32, %26, !dbg !
  ret i32 %33, !dbg !
}
=== @live_helper
; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly uwtable willreturn
define internal fastcc i32 @live_helper(i32 noundef %0) unnamed_addr # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  %2 = load i32*, i32** @third, align 8, !dbg !, !tbaa !
  %3 = load i32, i32* %2, align 4, !dbg !, !tbaa !
  %4 = add nsw i32 %3, %0, !dbg !
  ret i32 %4, !dbg !
}
=== @impl_fast
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_fast(i32 noundef %0) # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  %2 = shl i32 %0, 1, !dbg !
  ret i32 %2, !dbg !
}
=== @impl_slow
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @impl_slow(i32 noundef %0) # !dbg ! {
  call void @llvm.dbg.value(metadata i32 %0, metadata !, metadata !DIExpression()), !dbg !
  %2 = shl nsw i32 %0, 1, !dbg !
  ret i32 %2, !dbg !
}
=== @llvm.dbg.value
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #
