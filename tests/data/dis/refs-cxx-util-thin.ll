=== @t_calls
@t_calls = dso_local thread_local global i32 0, align 4
=== @lut
@lut = dso_local global [16 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34, i32 55, i32 89, i32 144, i32 233, i32 377, i32 610, i32 987, i32 1598], align 16
=== @lut_mid
@lut_mid = dso_local local_unnamed_addr global i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 8), align 8
=== @dead_ops
@dead_ops = dso_local local_unnamed_addr global [2 x i32 (i32)*] [i32 (i32)* @_ZL9unused_opi, i32 (i32)* @_ZL6negatei], align 16
=== @_ZZ8util_runE6labels
@_ZZ8util_runE6labels = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@util_run, %3), i8* blockaddress(@util_run, %8), i8* blockaddress(@util_run, %10)], align 16
=== @_ZL8op_table
@_ZL8op_table = internal unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5twicei, i32 (i32)* @_ZL6negatei, i32 (i32)* @util_hash], align 16
=== @llvm.global_ctors
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
=== @util_hash_alias
@util_hash_alias = dso_local alias i32 (i32), i32 (i32)* @util_hash
=== @util_fast
@util_fast = dso_local ifunc i32 (i32), i32 (i32)* ()* @util_resolve
=== @_ZL9unused_opi
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal noundef i32 @_ZL9unused_opi(i32 noundef %0) # {
  %2 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 1, i64 0), align 16, !tbaa !m0
  %3 = xor i32 %2, %0
  ret i32 %3
}
=== @_ZL6negatei
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL6negatei(i32 noundef %0) # {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}
=== @util_hash
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @util_hash(i32 noundef %0) # {
  %2 = mul nsw i32 %0, 31
  %3 = load i32*, i32** @lut_mid, align 8, !tbaa !m0
  %4 = load i32, i32* %3, align 4, !tbaa !m1
  %5 = add nsw i32 %4, %2
  ret i32 %5
}
=== @util_resolve
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local nonnull i32 (i32)* @util_resolve() # {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !tbaa !m0
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, i32 (i32)* @_ZL9hash_slowi, i32 (i32)* @_ZL9hash_fasti
  ret i32 (i32)* %3
}
=== @_ZL9hash_fasti
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL9hash_fasti(i32 noundef %0) # {
  %2 = shl i32 %0, 5
  ret i32 %2
}
=== @_ZL9hash_slowi
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL9hash_slowi(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 5
  ret i32 %2
}
=== @util_dead
; Function Attrs: mustprogress uwtable
define dso_local i32 @util_dead(i32 noundef %0) local_unnamed_addr # {
  %2 = tail call i32 @util_fast(i32 noundef %0)
  %3 = and i32 %0, 1
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @dead_ops, i64 0, i64 %4
  %6 = load i32 (i32)*, i32 (i32)** %5, align 8, !tbaa !m0
  %7 = tail call noundef i32 %6(i32 noundef %0)
  %8 = add nsw i32 %7, %2
  ret i32 %8
}
=== @util_run
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @util_run(i8* nocapture noundef readonly %0, i32 noundef %1) # {
  br label %11

3:                                                ; preds = %11
  %4 = add nsw i32 %13, 1
  br label %5

5:                                                ; preds = %8, %3
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
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %15
  %17 = load i8*, i8** %16, align 8, !tbaa !m1
  indirectbr i8* %17, [label %3, label %8, label %10]
}
=== @util_apply
; Function Attrs: mustprogress uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) local_unnamed_addr # {
  %3 = load i32, i32* @t_calls, align 4, !tbaa !m0
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @t_calls, align 4, !tbaa !m0
  %5 = srem i32 %0, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* @_ZL8op_table, i64 0, i64 %6
  %8 = load i32 (i32)*, i32 (i32)** %7, align 8, !tbaa !m1
  %9 = tail call noundef i32 %8(i32 noundef %1)
  %10 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !tbaa !m0
  %11 = shl nsw i32 %10, 1
  %12 = add nsw i32 %11, %9
  %13 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 3), align 4, !tbaa !m0
  %14 = sub i32 %12, %13
  ret i32 %14
}
=== @util_init
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @util_init() local_unnamed_addr # {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !tbaa !m0
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !tbaa !m0
  ret void
}
=== @_ZL5twicei
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @_ZL5twicei(i32 noundef %0) # {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}
=== @_ZTW7t_calls
; Function Attrs: uwtable
define weak_odr hidden noundef i32* @_ZTW7t_calls() local_unnamed_addr # comdat {
  ret i32* @t_calls
}
