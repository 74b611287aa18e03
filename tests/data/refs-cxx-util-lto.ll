; ModuleID = 'refs-cxx-util-lto.bc'
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
  %2 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 1, i64 0), align 16, !tbaa !7
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
  %3 = load i32*, i32** @lut_mid, align 8, !tbaa !11
  %4 = load i32, i32* %3, align 4, !tbaa !7
  %5 = add nsw i32 %4, %2
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local nonnull i32 (i32)* @util_resolve() #0 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !tbaa !7
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
  %6 = load i32 (i32)*, i32 (i32)** %5, align 8, !tbaa !11
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
  %14 = load i8, i8* %12, align 1, !tbaa !13
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @_ZZ8util_runE6labels, i64 0, i64 %15
  %17 = load i8*, i8** %16, align 8, !tbaa !11
  indirectbr i8* %17, [label %3, label %8, label %10]
}

; Function Attrs: mustprogress uwtable
define dso_local i32 @util_apply(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = load i32, i32* @t_calls, align 4, !tbaa !7
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @t_calls, align 4, !tbaa !7
  %5 = srem i32 %0, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* @_ZL8op_table, i64 0, i64 %6
  %8 = load i32 (i32)*, i32 (i32)** %7, align 8, !tbaa !11
  %9 = tail call noundef i32 %8(i32 noundef %1)
  %10 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 0), align 16, !tbaa !7
  %11 = shl nsw i32 %10, 1
  %12 = add nsw i32 %11, %9
  %13 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 3), align 4, !tbaa !7
  %14 = sub i32 %12, %13
  ret i32 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @util_init() local_unnamed_addr #3 {
  %1 = load i32, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !tbaa !7
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* getelementptr inbounds ([16 x i32], [16 x i32]* @lut, i64 0, i64 15), align 4, !tbaa !7
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

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 1, !"ThinLTO", i32 0}
!5 = !{i32 1, !"EnableSplitLTOUnit", i32 1}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !9, i64 0}
!13 = !{!9, !9, i64 0}

^0 = module: (path: "refs-cxx-util-lto.bc", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "util_run", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 16, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^8)))) ; guid = 26694733766633365
^2 = gv: (name: "dead_ops", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0), refs: (^9, ^18)))) ; guid = 416799033281982241
^3 = gv: (name: "_ZL9hash_fasti", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 2, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 1175700789160084149
^4 = gv: (name: "_ZL9hash_slowi", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 2, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 1262646394770488343
^5 = gv: (name: "util_hash", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 5, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^11)))) ; guid = 1652993750062647128
^6 = gv: (name: "util_init", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 4, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^19)))) ; guid = 1874893866370066549
^7 = gv: (name: "llvm.global_ctors", summaries: (variable: (module: ^0, flags: (linkage: appending, visibility: default, notEligibleToImport: 1, live: 1, dsoLocal: 0, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0)))) ; guid = 2412314959268824392
^8 = gv: (name: "_ZZ8util_runE6labels", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 2997915467624992873
^9 = gv: (name: "_ZL9unused_opi", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 3, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^19)))) ; guid = 4142903802810476683
^10 = gv: (name: "util_resolve", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 4, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^19, ^4, ^3)))) ; guid = 4146092664819804526
^11 = gv: (name: "lut_mid", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0), refs: (^19)))) ; guid = 4467322245696851680
^12 = gv: (name: "t_calls", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 6865314243829165082
^13 = gv: (name: "util_hash_alias", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^5))) ; guid = 7080337455747397066
^14 = gv: (name: "util_apply", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 14, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 1, mustBeUnreachable: 0), refs: (^12, ^15, ^19)))) ; guid = 9261209102131358266
^15 = gv: (name: "_ZL8op_table", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^18, ^5, ^16)))) ; guid = 9365841670728884826
^16 = gv: (name: "_ZL5twicei", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 2, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 11028601080556435165
^17 = gv: (name: "util_dead", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 8, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 1, mustBeUnreachable: 0), refs: (^2)))) ; guid = 12534247558290266823
^18 = gv: (name: "_ZL6negatei", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 2, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 14125195047955038810
^19 = gv: (name: "lut", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 14766663707630857909
^20 = gv: (name: "_ZTW7t_calls", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 1, refs: (^12)))) ; guid = 15996790299321781923
^21 = flags: 8
^22 = blockcount: 17
