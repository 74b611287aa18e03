=== @t_calls
@t_calls = dso_local thread_local global i32 0, align 4
=== @lut
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1598], align 16
=== @lut_mid
@lut_mid = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @lut, i64 32), align 8
=== @dead_ops
@dead_ops = dso_local local_unnamed_addr global [2 x ptr] [ptr @_ZL9unused_opi, ptr @_ZL6negatei], align 16
=== @_ZZ8util_runE6labels
@_ZZ8util_runE6labels = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@util_run, %3), ptr blockaddress(@util_run, %8), ptr blockaddress(@util_run, %10)], align 16
=== @_ZL8op_table
@_ZL8op_table = internal unnamed_addr constant [3 x ptr] [ptr @_ZL5twicei, ptr @_ZL6negatei, ptr @util_hash], align 16
=== @llvm.global_ctors
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
=== @util_hash_alias
@util_hash_alias = dso_local alias i32 (i32), ptr @util_hash
=== @util_fast
@util_fast = dso_local ifunc i32 (i32), ptr @util_resolve
=== @_ZL9unused_opi
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) # {
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @lut, i64 64), align 16, !tbaa !m0
  %3 = xor i32 %2, %0
  ret i32 %3
}
=== @_ZL6negatei
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 -2147483647, -2147483648) i32 @_ZL6negatei(i32 noundef %0) # {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}
=== @util_hash
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @util_hash(i32 noundef %0) # {
  %2 = mul nsw i32 %0, 31
  %3 = load ptr, ptr @lut_mid, align 8, !tbaa !m0
  %4 = load i32, ptr %3, align 4, !tbaa !m1
  %5 = add nsw i32 %4, %2
  ret i32 %5
}
=== @util_resolve
; Function Attrs: disable_sanitizer_instrumentation mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local nonnull ptr @util_resolve() # {
  %1 = load i32, ptr @lut, align 16, !tbaa !m0
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, ptr @_ZL9hash_slowi, ptr @_ZL9hash_fasti
  ret ptr %3
}
=== @_ZL9hash_fasti
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef range(i32 0, -31) i32 @_ZL9hash_fasti(i32 noundef %0) # {
  %2 = shl i32 %0, 5
  ret i32 %2
}
=== @_ZL9hash_slowi
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 5
  ret i32 %2
}
=== @util_dead
; Function Attrs: mustprogress uwtable
define dso_local i32 @util_dead(i32 noundef %0) local_unnamed_addr # {
  %2 = tail call i32 @util_fast(i32 noundef %0)
  %3 = and i32 %0, 1
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [2 x ptr], ptr @dead_ops, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !m0
  %7 = tail call noundef i32 %6(i32 noundef %0)
  %8 = add nsw i32 %7, %2
  ret i32 %8
}
=== @util_run
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @util_run(ptr nocapture noundef readonly %0, i32 noundef %1) # {
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
  %16 = getelementptr inbounds [3 x ptr], ptr @_ZZ8util_runE6labels, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !m1
  indirectbr ptr %17, [label %3, label %8, label %10]
}
=== @util_apply
; Function Attrs: mustprogress uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) local_unnamed_addr # {
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  %4 = load i32, ptr %3, align 4, !tbaa !m0
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !m0
  %6 = srem i32 %0, 3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [3 x ptr], ptr @_ZL8op_table, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !m1
  %10 = tail call noundef i32 %9(i32 noundef %1)
  %11 = load i32, ptr @lut, align 16, !tbaa !m0
  %12 = shl nsw i32 %11, 1
  %13 = add nsw i32 %12, %10
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @lut, i64 12), align 4, !tbaa !m0
  %15 = sub i32 %13, %14
  ret i32 %15
}
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @util_init
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @util_init() local_unnamed_addr # {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @lut, i64 60), align 4, !tbaa !m0
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr getelementptr inbounds (i8, ptr @lut, i64 60), align 4, !tbaa !m0
  ret void
}
=== @_ZL5twicei
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL5twicei(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}
=== @_ZTW7t_calls
; Function Attrs: uwtable
define weak_odr hidden noundef ptr @_ZTW7t_calls() local_unnamed_addr # comdat {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  ret ptr %1
}
