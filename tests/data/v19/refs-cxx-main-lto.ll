; ModuleID = 'refs-cxx-main-lto.bc'
source_filename = "src/refs-main.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Shape" = type { ptr }
%"struct.shp::Tri" = type { %"struct.shp::Shape", i32, i32 }

$_ZTW6t_seed = comdat any

$__clang_call_terminate = comdat any

@g_rect = dso_local global %"struct.shp::Rect" zeroinitializer, align 8
@__dso_handle = external hidden global i8
@t_seed = dso_local thread_local global i32 0, align 4
@_ZZ4mainE4prog = internal constant [3 x i8] c"\00\01\02", align 1
@_ZTIN3shp5ErrorE = external constant ptr
@t_calls = external thread_local local_unnamed_addr global i32, align 4
@_ZTVN3shp3TriE = external unnamed_addr constant { [6 x ptr] }, align 8
@_ZN3shp5Shape7createdE = external local_unnamed_addr global i32, align 4
@__tls_guard = internal thread_local global i8 0, align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_refs_main.cpp, ptr null }]

declare void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef) unnamed_addr #0

; Function Attrs: nounwind
declare void @_ZN3shp4RectD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #1

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #2

declare i32 @util_hash(i32 noundef) local_unnamed_addr #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: uwtable
define dso_local noundef i32 @_Z12unused_entryi(i32 noundef %0) local_unnamed_addr #4 {
  %2 = tail call noundef ptr @_ZN3shp11make_circleEi(i32 noundef %0)
  %3 = load ptr, ptr %2, align 8, !tbaa !7
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = tail call noundef i32 %5(ptr noundef nonnull align 8 dereferenceable(8) %2)
  %7 = tail call i32 @util_fast(i32 noundef %0)
  %8 = load i8, ptr @__tls_guard, align 1
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %13, label %10, !prof !10

10:                                               ; preds = %1
  %11 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  %12 = load i32, ptr %11, align 4, !tbaa !11
  br label %17

13:                                               ; preds = %1
  store i8 1, ptr @__tls_guard, align 1
  %14 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %15 = tail call i32 @util_hash(i32 noundef 7)
  %16 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %15, ptr %16, align 4, !tbaa !11
  br label %17

17:                                               ; preds = %13, %10
  %18 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %19 = add nsw i32 %7, %6
  %20 = add nsw i32 %19, %18
  ret i32 %20
}

; Function Attrs: uwtable
define weak_odr hidden noundef ptr @_ZTW6t_seed() local_unnamed_addr #4 comdat {
  %1 = load i8, ptr @__tls_guard, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %5, label %3, !prof !10

3:                                                ; preds = %0
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  br label %9

5:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1
  %6 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %7 = tail call i32 @util_hash(i32 noundef 7)
  %8 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %7, ptr %8, align 4, !tbaa !11
  br label %9

9:                                                ; preds = %5, %3
  %10 = phi ptr [ %4, %3 ], [ %8, %5 ]
  ret ptr %10
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"struct.shp::Tri", align 8
  %2 = alloca [2 x ptr], align 16
  %3 = load i8, ptr @__tls_guard, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %8, label %5, !prof !10

5:                                                ; preds = %0
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  %7 = load i32, ptr %6, align 4, !tbaa !11
  br label %12

8:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1
  %9 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %10 = tail call i32 @util_hash(i32 noundef 7)
  %11 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %10, ptr %11, align 4, !tbaa !11
  br label %12

12:                                               ; preds = %8, %5
  %13 = phi i32 [ %7, %5 ], [ %10, %8 ]
  %14 = icmp eq ptr @_ZTH7t_calls, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %12
  tail call void @_ZTH7t_calls()
  br label %16

16:                                               ; preds = %15, %12
  %17 = tail call noundef align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  %18 = load i32, ptr %17, align 4, !tbaa !11
  %19 = add nsw i32 %18, %13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #11
  %20 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !11
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !11
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp3TriE, i64 16), ptr %1, align 8, !tbaa !7
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %19, ptr %22, align 8, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %1, i64 12
  store i32 4, ptr %23, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  store ptr @g_rect, ptr %2, align 16, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !18
  %25 = invoke noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef nonnull %2, i32 noundef 2)
          to label %26 unwind label %28

26:                                               ; preds = %16
  %27 = invoke noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %1)
          to label %30 unwind label %28

28:                                               ; preds = %26, %16
  %29 = landingpad { ptr, i32 }
          catch ptr @_ZTIN3shp5ErrorE
          catch ptr null
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %1) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  br label %37

30:                                               ; preds = %26
  %31 = add nsw i32 %27, %25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %1) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  %32 = icmp sgt i32 %31, 100
  br i1 %32, label %33, label %51

33:                                               ; preds = %30
  invoke void @_ZN3shp4failEi(i32 noundef %31) #12
          to label %34 unwind label %35

34:                                               ; preds = %33
  unreachable

35:                                               ; preds = %33
  %36 = landingpad { ptr, i32 }
          catch ptr @_ZTIN3shp5ErrorE
          catch ptr null
  br label %37

37:                                               ; preds = %35, %28
  %38 = phi { ptr, i32 } [ %36, %35 ], [ %29, %28 ]
  %39 = extractvalue { ptr, i32 } %38, 0
  %40 = extractvalue { ptr, i32 } %38, 1
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIN3shp5ErrorE) #11
  %42 = icmp eq i32 %40, %41
  %43 = call ptr @__cxa_begin_catch(ptr %39) #11
  br i1 %42, label %44, label %49

44:                                               ; preds = %37
  %45 = load ptr, ptr %43, align 8, !tbaa !7
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  %48 = invoke noundef i32 %47(ptr noundef nonnull align 8 dereferenceable(12) %43)
          to label %49 unwind label %60

49:                                               ; preds = %44, %37
  %50 = phi i32 [ -1, %37 ], [ %48, %44 ]
  call void @__cxa_end_catch()
  br label %51

51:                                               ; preds = %49, %30
  %52 = phi i32 [ %31, %30 ], [ %50, %49 ]
  %53 = call i32 @util_apply(i32 noundef %52, i32 noundef 1)
  %54 = call i32 @util_hash_alias(i32 noundef %52)
  %55 = call i32 @util_run(ptr noundef nonnull @_ZZ4mainE4prog, i32 noundef %52)
  %56 = add i32 %52, 7
  %57 = add i32 %56, %53
  %58 = add i32 %57, %54
  %59 = add i32 %58, %55
  ret i32 %59

60:                                               ; preds = %44
  %61 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %62 unwind label %63

62:                                               ; preds = %60
  resume { ptr, i32 } %61

63:                                               ; preds = %60
  %64 = landingpad { ptr, i32 }
          catch ptr null
  %65 = extractvalue { ptr, i32 } %64, 0
  call void @__clang_call_terminate(ptr %65) #13
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noreturn
declare void @_ZN3shp4failEi(i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

declare i32 @util_apply(i32 noundef, i32 noundef) local_unnamed_addr #0

declare i32 @util_hash_alias(i32 noundef) local_unnamed_addr #0

declare i32 @util_run(ptr noundef, i32 noundef) local_unnamed_addr #0

declare noundef ptr @_ZN3shp11make_circleEi(i32 noundef) local_unnamed_addr #0

declare i32 @util_fast(i32 noundef) local_unnamed_addr #0

declare noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef, i32 noundef) local_unnamed_addr #0

declare noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #0

; Function Attrs: nounwind
declare void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #1

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_refs_main.cpp() #10 section ".text.startup" {
  tail call void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16) @g_rect, i32 noundef 2, i32 noundef 3)
  %1 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN3shp4RectD1Ev, ptr nonnull @g_rect, ptr nonnull @__dso_handle) #11
  ret void
}

; Function Attrs: uwtable
define dso_local void @_ZTH6t_seed() local_unnamed_addr #10 {
  %1 = load i8, ptr @__tls_guard, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %7, !prof !10

3:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1
  %4 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %5 = tail call i32 @util_hash(i32 noundef 7)
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %5, ptr %6, align 4, !tbaa !11
  br label %7

7:                                                ; preds = %3, %0
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr nocapture) #6

declare extern_weak void @_ZTH7t_calls() #0

attributes #0 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind memory(none) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 1, !"ThinLTO", i32 0}
!5 = !{i32 1, !"EnableSplitLTOUnit", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"vtable pointer", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!"branch_weights", i32 1, i32 1023}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !9, i64 0}
!14 = !{!15, !12, i64 8}
!15 = !{!"_ZTSN3shp3TriE", !16, i64 0, !12, i64 8, !12, i64 12}
!16 = !{!"_ZTSN3shp5ShapeE"}
!17 = !{!15, !12, i64 12}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !13, i64 0}

^0 = module: (path: "refs-cxx-main-lto.bc", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "util_run") ; guid = 26694733766633365
^2 = gv: (name: "_ZN3shp5Shape7createdE") ; guid = 201525028502663321
^3 = gv: (name: "util_fast") ; guid = 380080267692769390
^4 = gv: (name: "_ZTIN3shp5ErrorE") ; guid = 650371120537933134
^5 = gv: (name: "_ZN3shp12checked_areaERKNS_5ShapeE") ; guid = 1045463575156197643
^6 = gv: (name: "__clang_call_terminate", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 3, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 1, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 1), calls: ((callee: ^11, tail: 1), (callee: ^33, tail: 1))))) ; guid = 1080103601501470593
^7 = gv: (name: "__gxx_personality_v0") ; guid = 1233668236132380018
^8 = gv: (name: "util_hash") ; guid = 1652993750062647128
^9 = gv: (name: "__cxa_atexit") ; guid = 1728571239102037110
^10 = gv: (name: "llvm.global_ctors", summaries: (variable: (module: ^0, flags: (linkage: appending, visibility: default, notEligibleToImport: 1, live: 1, dsoLocal: 0, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 0), refs: (^38)))) ; guid = 2412314959268824392
^11 = gv: (name: "__cxa_begin_catch") ; guid = 2822380080272388849
^12 = gv: (name: "t_seed", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 2945366039218209378
^13 = gv: (name: "_ZTH7t_calls") ; guid = 2961637288056470682
^14 = gv: (name: "llvm.lifetime.start.p0") ; guid = 4736283418132453162
^15 = gv: (name: "g_rect", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 6009120316370129943
^16 = gv: (name: "t_calls") ; guid = 6865314243829165082
^17 = gv: (name: "_ZN3shp5totalEPKPKNS_5ShapeEi") ; guid = 7003542913298139614
^18 = gv: (name: "util_hash_alias") ; guid = 7080337455747397066
^19 = gv: (name: "_ZN3shp4RectD1Ev") ; guid = 7285812063078454950
^20 = gv: (name: "_ZTW6t_seed", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 13, calls: ((callee: ^8, tail: 1)), refs: (^28, ^12)))) ; guid = 8130426445917479372
^21 = gv: (name: "llvm.invariant.start.p0") ; guid = 8424031900822650471
^22 = gv: (name: "llvm.threadlocal.address.p0") ; guid = 8720525458955629832
^23 = gv: (name: "util_apply") ; guid = 9261209102131358266
^24 = gv: (name: "_ZTVN3shp3TriE") ; guid = 9615041451561000194
^25 = gv: (name: "llvm.eh.typeid.for.p0") ; guid = 9666263949719237654
^26 = gv: (name: "__cxa_end_catch") ; guid = 10158920175350430535
^27 = gv: (name: "_ZN3shp4RectC1Eii") ; guid = 10652574700939788542
^28 = gv: (name: "__tls_guard", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 10969992120395421718
^29 = gv: (name: "_ZZ4mainE4prog", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 11252175212892587439
^30 = gv: (name: "_ZN3shp5ShapeD2Ev") ; guid = 12281401670085012386
^31 = gv: (name: "_ZTH6t_seed", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 10, calls: ((callee: ^8, tail: 1)), refs: (^28, ^12)))) ; guid = 13132616045477909960
^32 = gv: (name: "llvm.lifetime.end.p0") ; guid = 13244677477227836793
^33 = gv: (name: "_ZSt9terminatev") ; guid = 13807749166652787960
^34 = gv: (name: "main", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 82, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 1, hasUnknownCall: 1, mustBeUnreachable: 0), calls: ((callee: ^8, tail: 1), (callee: ^13, tail: 1), (callee: ^17), (callee: ^5), (callee: ^30), (callee: ^36), (callee: ^11), (callee: ^26), (callee: ^23), (callee: ^18), (callee: ^1), (callee: ^6)), refs: (^7, ^28, ^12, ^13, ^16, ^2, ^24, ^15, ^4, ^29)))) ; guid = 15822663052811949562
^35 = gv: (name: "_ZN3shp11make_circleEi") ; guid = 16179419682512127445
^36 = gv: (name: "_ZN3shp4failEi") ; guid = 17255031545435290947
^37 = gv: (name: "_Z12unused_entryi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 22, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 1, mustBeUnreachable: 0), calls: ((callee: ^35, tail: 1), (callee: ^3, tail: 1), (callee: ^8, tail: 1)), refs: (^28, ^12)))) ; guid = 17346074023156880265
^38 = gv: (name: "_GLOBAL__sub_I_refs_main.cpp", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 3, calls: ((callee: ^27, tail: 1), (callee: ^9, tail: 1)), refs: (^15, ^19, ^39)))) ; guid = 17449180729057045262
^39 = gv: (name: "__dso_handle") ; guid = 18232673344708187679
^40 = flags: 8
^41 = blockcount: 0
