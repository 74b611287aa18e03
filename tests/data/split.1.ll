; ModuleID = 'split.bc'
source_filename = "src/vt.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_ZTVN6shapes4RectE = comdat any

$_ZTVN6shapes6SquareE = comdat any

@_ZTVN6shapes5ShapeE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN6shapes5ShapeE to i8*), i8* bitcast (void ()* @_ZN6shapes5ShapeD2Ev to i8*), i8* bitcast (void ()* @_ZN6shapes5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (void ()* @_ZNK6shapes5Shape4nameEv to i8*)] }, align 8, !type !0, !type !1, !type !2
@_ZTIN6shapes5ShapeE = external dso_local constant { i8*, i8* }, align 8
@_ZTVN6shapes4RectE = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN6shapes4RectE to i8*), i8* bitcast (void ()* @_ZN6shapes5ShapeD2Ev to i8*), i8* bitcast (void ()* @_ZN6shapes4RectD0Ev to i8*), i8* bitcast (void ()* @_ZNK6shapes4Rect4areaEv to i8*), i8* bitcast (void ()* @_ZNK6shapes4Rect4nameEv to i8*)] }, comdat, align 8, !type !3, !type !4, !type !5, !type !0, !type !1, !type !2
@_ZTIN6shapes4RectE = external dso_local constant { i8*, i8*, i8* }, align 8
@_ZTVN6shapes6SquareE = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN6shapes6SquareE to i8*), i8* bitcast (void ()* @_ZN6shapes5ShapeD2Ev to i8*), i8* bitcast (void ()* @_ZN6shapes6SquareD0Ev to i8*), i8* bitcast (void ()* @_ZNK6shapes4Rect4areaEv to i8*), i8* bitcast (void ()* @_ZNK6shapes6Square4nameEv to i8*)] }, comdat, align 8, !type !3, !type !4, !type !5, !type !0, !type !1, !type !2, !type !6, !type !7, !type !8
@_ZTIN6shapes6SquareE = external dso_local constant { i8*, i8*, i8* }, align 8

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
declare dso_local void @_ZNK6shapes5Shape4nameEv() unnamed_addr #0 align 2

; Function Attrs: nounwind uwtable
declare dso_local void @_ZN6shapes5ShapeD2Ev() unnamed_addr #1 align 2

; Function Attrs: nounwind uwtable
declare dso_local void @_ZN6shapes5ShapeD0Ev() unnamed_addr #1 align 2

; Function Attrs: inlinehint nounwind uwtable
declare dso_local void @_ZN6shapes4RectD0Ev() unnamed_addr #2 align 2

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNK6shapes4Rect4areaEv() unnamed_addr #3 align 2

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNK6shapes4Rect4nameEv() unnamed_addr #3 align 2

; Function Attrs: inlinehint nounwind uwtable
declare dso_local void @_ZN6shapes6SquareD0Ev() unnamed_addr #2 align 2

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNK6shapes6Square4nameEv() unnamed_addr #3 align 2

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !{i64 16, !"_ZTSN6shapes5ShapeE"}
!1 = !{i64 32, !"_ZTSMN6shapes5ShapeEKFdvE.virtual"}
!2 = !{i64 40, !"_ZTSMN6shapes5ShapeEKFPKcvE.virtual"}
!3 = !{i64 16, !"_ZTSN6shapes4RectE"}
!4 = !{i64 32, !"_ZTSMN6shapes4RectEKFdvE.virtual"}
!5 = !{i64 40, !"_ZTSMN6shapes4RectEKFPKcvE.virtual"}
!6 = !{i64 16, !"_ZTSN6shapes6SquareE"}
!7 = !{i64 32, !"_ZTSMN6shapes6SquareEKFdvE.virtual"}
!8 = !{i64 40, !"_ZTSMN6shapes6SquareEKFPKcvE.virtual"}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 1, !"Virtual Function Elim", i32 0}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 1, !"EnableSplitLTOUnit", i32 1}
!15 = !{i32 1, !"ThinLTO", i32 0}
!16 = !{!"Debian clang version 14.0.6"}

^0 = module: (path: "split.bc", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "_ZTIN6shapes5ShapeE") ; guid = 48159448368139744
^2 = gv: (name: "_ZN6shapes5ShapeD0Ev") ; guid = 134830962337617633
^3 = gv: (name: "_ZTVN6shapes4RectE", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^9, ^7, ^10, ^11, ^8)))) ; guid = 822849684379866426
^4 = gv: (name: "_ZN6shapes6SquareD0Ev") ; guid = 1376361030525785572
^5 = gv: (name: "_ZTVN6shapes5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^1, ^12, ^6, ^7, ^2)))) ; guid = 8547835252570778305
^6 = gv: (name: "_ZNK6shapes5Shape4nameEv") ; guid = 10882831765104785764
^7 = gv: (name: "_ZN6shapes5ShapeD2Ev") ; guid = 11921186660633695341
^8 = gv: (name: "_ZNK6shapes4Rect4nameEv") ; guid = 12083080609121950035
^9 = gv: (name: "_ZTIN6shapes4RectE") ; guid = 12518638269246977131
^10 = gv: (name: "_ZN6shapes4RectD0Ev") ; guid = 13143799556589726828
^11 = gv: (name: "_ZNK6shapes4Rect4areaEv") ; guid = 14493821464478842194
^12 = gv: (name: "__cxa_pure_virtual") ; guid = 15445200097692986839
^13 = gv: (name: "_ZTIN6shapes6SquareE") ; guid = 16903136937576574656
^14 = gv: (name: "_ZNK6shapes6Square4nameEv") ; guid = 17285943112813298686
^15 = gv: (name: "_ZTVN6shapes6SquareE", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^13, ^7, ^11, ^4, ^14)))) ; guid = 18257454751263063805
^16 = flags: 8
^17 = blockcount: 0
