; ModuleID = 'thinlto.bc'
source_filename = "src/a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, double }

@g_init = dso_local local_unnamed_addr global i32 42, align 4
@g_weak = weak dso_local local_unnamed_addr global i32 7, align 4
@g_hidden = hidden local_unnamed_addr global i32 1, align 4
@g_protected = protected local_unnamed_addr global i32 2, align 4
@t_local = dso_local thread_local local_unnamed_addr global i32 3, align 4
@g_table = dso_local local_unnamed_addr constant [8 x i32] [i32 1, i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21], align 16
@g_sectioned = dso_local local_unnamed_addr global i32 5, section ".bcq_data", align 4
@g_tentative = common dso_local local_unnamed_addr global i32 0, align 4
@g_zero = dso_local local_unnamed_addr global i32 0, align 4
@b_shared = external local_unnamed_addr global i32, align 4
@s_counter = internal unnamed_addr global i32 0, align 4

@entry_alias = dso_local alias i32 (i32), i32 (i32)* @real_entry

@pick = dso_local ifunc i32 (i32), i32 (i32)* ()* @resolve_pick

; Function Attrs: nounwind uwtable
define dso_local i32 @sum_table(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %12

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call i32 @llvm.umin.i32(i32 %4, i32 7)
  %6 = add nuw nsw i32 %5, 1
  %7 = zext i32 %6 to i64
  br label %16

8:                                                ; preds = %16
  %9 = icmp slt i32 %24, 1000
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = icmp sgt i32 %24, -1000
  br i1 %11, label %12, label %14

12:                                               ; preds = %10, %8, %1
  %13 = phi i32 [ %24, %10 ], [ 0, %1 ], [ 1000, %8 ]
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i32 [ %13, %12 ], [ -1000, %10 ]
  ret i32 %15

16:                                               ; preds = %16, %3
  %17 = phi i64 [ 0, %3 ], [ %25, %16 ]
  %18 = phi i32 [ 0, %3 ], [ %24, %16 ]
  %19 = getelementptr inbounds [8 x i32], [8 x i32]* @g_table, i64 0, i64 %17
  %20 = load i32, i32* %19, align 4, !tbaa !6
  %21 = trunc i64 %17 to i32
  %22 = tail call fastcc i32 @classify(i32 noundef %21)
  %23 = mul nsw i32 %22, %20
  %24 = add nsw i32 %23, %18
  %25 = add nuw nsw i64 %17, 1
  %26 = icmp eq i64 %25, %7
  br i1 %26, label %8, label %16, !llvm.loop !10
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @classify(i32 noundef %0) unnamed_addr #2 {
  switch i32 %0, label %9 [
    i32 0, label %10
    i32 1, label %2
    i32 2, label %3
    i32 3, label %3
    i32 5, label %4
    i32 7, label %6
  ]

2:                                                ; preds = %1
  br label %10

3:                                                ; preds = %1, %1
  br label %10

4:                                                ; preds = %1
  %5 = tail call i32 @ext_fn(i32 noundef 5) #9
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* @s_counter, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @s_counter, align 4, !tbaa !6
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %6, %4, %3, %2, %1
  %11 = phi i32 [ -1, %9 ], [ %7, %6 ], [ %5, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ]
  ret i32 %11
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @hash(i8* nocapture noundef readonly %0) local_unnamed_addr #3 {
  %2 = load i8, i8* %0, align 1, !tbaa !12
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %4, %1
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi i8* [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, i8* %7, i64 1
  %9 = zext i8 %5 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  %12 = load i8, i8* %8, align 1, !tbaa !12
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !13

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @sort_pairs(%struct.pair* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = alloca [12 x i8], align 4
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 0
  %7 = zext i32 %1 to i64
  br label %9

8:                                                ; preds = %29, %2
  ret void

9:                                                ; preds = %29, %5
  %10 = phi i64 [ 1, %5 ], [ %37, %29 ]
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %6)
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %10
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %11, i64 0, i32 0
  %13 = load i32, i32* %12, align 8, !tbaa.struct !14
  %14 = bitcast %struct.pair* %11 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %6, i8* noundef nonnull align 4 dereferenceable(12) %15, i64 12, i1 false), !tbaa.struct !17
  br label %16

16:                                               ; preds = %24, %9
  %17 = phi i64 [ %10, %9 ], [ %18, %24 ]
  %18 = add nsw i64 %17, -1
  %19 = and i64 %18, 4294967295
  %20 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %19
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %20, i64 0, i32 0
  %22 = load i32, i32* %21, align 8, !tbaa !18
  %23 = icmp sgt i32 %22, %13
  br i1 %23, label %24, label %29

24:                                               ; preds = %16
  %25 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %17
  %26 = bitcast %struct.pair* %25 to i8*
  %27 = bitcast %struct.pair* %20 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %26, i8* noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !tbaa.struct !14
  %28 = icmp sgt i64 %17, 1
  br i1 %28, label %16, label %29, !llvm.loop !20

29:                                               ; preds = %24, %16
  %30 = phi i64 [ 0, %24 ], [ %17, %16 ]
  %31 = shl i64 %30, 32
  %32 = ashr exact i64 %31, 32
  %33 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %32
  %34 = getelementptr inbounds %struct.pair, %struct.pair* %33, i64 0, i32 0
  store i32 %13, i32* %34, align 8, !tbaa.struct !14
  %35 = bitcast %struct.pair* %33 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %36, i8* noundef nonnull align 4 dereferenceable(12) %6, i64 12, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %6)
  %37 = add nuw nsw i64 %10, 1
  %38 = icmp eq i64 %37, %7
  br i1 %38, label %8, label %9, !llvm.loop !21
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @average(%struct.pair* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %18, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %7

6:                                                ; preds = %7
  br i1 %3, label %18, label %15

7:                                                ; preds = %7, %4
  %8 = phi i64 [ 0, %4 ], [ %13, %7 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %12, %7 ]
  %10 = getelementptr inbounds %struct.pair, %struct.pair* %0, i64 %8, i32 1
  %11 = load double, double* %10, align 8, !tbaa !22
  %12 = fadd double %9, %11
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, %5
  br i1 %14, label %6, label %7, !llvm.loop !23

15:                                               ; preds = %6
  %16 = uitofp i32 %1 to double
  %17 = fdiv double %12, %16
  br label %18

18:                                               ; preds = %15, %6, %2
  %19 = phi double [ %17, %15 ], [ 0.000000e+00, %6 ], [ 0.000000e+00, %2 ]
  ret double %19
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @use_globals() local_unnamed_addr #3 {
  %1 = load i32, i32* @g_init, align 4, !tbaa !6
  %2 = load i32, i32* @g_tentative, align 4, !tbaa !6
  %3 = load i32, i32* @g_zero, align 4, !tbaa !6
  %4 = load i32, i32* @g_weak, align 4, !tbaa !6
  %5 = load i32, i32* @g_hidden, align 4, !tbaa !6
  %6 = load i32, i32* @g_protected, align 4, !tbaa !6
  %7 = load i32, i32* @t_local, align 4, !tbaa !6
  %8 = load i32, i32* @g_sectioned, align 4, !tbaa !6
  %9 = load i32, i32* @b_shared, align 4, !tbaa !6
  %10 = add nsw i32 %2, %1
  %11 = add nsw i32 %10, %3
  %12 = add nsw i32 %11, %4
  %13 = add nsw i32 %12, %5
  %14 = add nsw i32 %13, %6
  %15 = add nsw i32 %14, %7
  %16 = add nsw i32 %15, %8
  %17 = add nsw i32 %16, %9
  %18 = add nsw i32 %17, 1639700793
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local i32 @real_entry(i32 noundef %0) #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %12

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call i32 @llvm.umin.i32(i32 %4, i32 7) #9
  %6 = add nuw nsw i32 %5, 1
  %7 = zext i32 %6 to i64
  br label %14

8:                                                ; preds = %14
  %9 = icmp slt i32 %22, 1000
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = icmp sgt i32 %22, -1000
  br i1 %11, label %12, label %25

12:                                               ; preds = %10, %8, %1
  %13 = phi i32 [ %22, %10 ], [ 0, %1 ], [ 1000, %8 ]
  br label %25

14:                                               ; preds = %14, %3
  %15 = phi i64 [ 0, %3 ], [ %23, %14 ]
  %16 = phi i32 [ 0, %3 ], [ %22, %14 ]
  %17 = getelementptr inbounds [8 x i32], [8 x i32]* @g_table, i64 0, i64 %15
  %18 = load i32, i32* %17, align 4, !tbaa !6
  %19 = trunc i64 %15 to i32
  %20 = tail call fastcc i32 @classify(i32 noundef %19) #9
  %21 = mul nsw i32 %20, %18
  %22 = add nsw i32 %21, %16
  %23 = add nuw nsw i64 %15, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %8, label %14, !llvm.loop !10

25:                                               ; preds = %12, %10
  %26 = phi i32 [ %13, %12 ], [ -1000, %10 ]
  %27 = shl nsw i32 %0, 1
  %28 = add nsw i32 %26, %27
  ret i32 %28
}

; Function Attrs: nounwind uwtable
define internal i32 (i32)* @resolve_pick() #6 {
  %1 = load i32, i32* @g_init, align 4, !tbaa !6
  %2 = icmp eq i32 %1, 0
  %3 = select i1 %2, i32 (i32)* @impl_b, i32 (i32)* @impl_a
  ret i32 (i32)* %3
}

declare i32 @ext_fn(i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal i32 @impl_a(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define internal i32 @impl_b(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, -1
  ret i32 %2
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = !{i64 0, i64 4, !6, i64 8, i64 8, !15}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = !{i64 4, i64 8, !15}
!18 = !{!19, !7, i64 0}
!19 = !{!"pair", !7, i64 0, !16, i64 8}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = !{!19, !16, i64 8}
!23 = distinct !{!23, !11}

^0 = module: (path: "thinlto.bc", hash: (1125562066, 1819613064, 616653585, 3241707889, 1100971276))
^1 = gv: (name: "sort_pairs", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 43, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 534348161080678778
^2 = gv: (name: "llvm.memcpy.p0i8.p0i8.i64") ; guid = 614884070845456474
^3 = gv: (name: "g_sectioned", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 639042284489510242
^4 = gv: (name: "llvm.umin.i32") ; guid = 639944273903467210
^5 = gv: (name: "t_local", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 1943796956086517810
^6 = gv: (name: "g_table", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 2462179824639961850
^7 = gv: (name: "llvm.lifetime.start.p0i8") ; guid = 3657761528566682672
^8 = gv: (name: "resolve_pick", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 4, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^26, ^21, readonly ^23)))) ; guid = 4414038052196620565
^9 = gv: (name: "g_zero", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 4546478542899015547
^10 = gv: (name: "g_hidden", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: hidden, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 4615275029244272115
^11 = gv: (name: "g_tentative", summaries: (variable: (module: ^0, flags: (linkage: common, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0)))) ; guid = 5196225449004964983
^12 = gv: (name: "hash", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 15, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 5675543174240272392
^13 = gv: (name: "sum_table", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 26, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^15)), refs: (^6)))) ; guid = 5721625589055818903
^14 = gv: (name: "ext_fn") ; guid = 8626080522599517539
^15 = gv: (name: "classify", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 12, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 1, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^14)), refs: (^24)))) ; guid = 9083477723464377713
^16 = gv: (name: "average", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 18, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 10750525662661125993
^17 = gv: (name: "b_shared") ; guid = 11377247254942281859
^18 = gv: (name: "g_weak", summaries: (variable: (module: ^0, flags: (linkage: weak, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0)))) ; guid = 11387017695492590463
^19 = gv: (name: "real_entry", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 28, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^15)), refs: (^6)))) ; guid = 12327552415120938746
^20 = gv: (name: "entry_alias", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^19))) ; guid = 13130552043173416580
^21 = gv: (name: "impl_a", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 13377308162858393234
^22 = gv: (name: "llvm.lifetime.end.p0i8") ; guid = 14311549039910520616
^23 = gv: (name: "g_init", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 14410561142469001841
^24 = gv: (name: "s_counter", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 15219533160828885493
^25 = gv: (name: "g_protected", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: protected, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 17012114340449929010
^26 = gv: (name: "impl_b", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 17578636433312905280
^27 = gv: (name: "use_globals", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 19, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (readonly ^23, readonly ^11, readonly ^9, readonly ^18, readonly ^10, readonly ^25, readonly ^5, readonly ^3, readonly ^17)))) ; guid = 17781432061062181472
^28 = blockcount: 41
