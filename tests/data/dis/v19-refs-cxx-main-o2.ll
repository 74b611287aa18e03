=== @g_rect
@g_rect = dso_local global %"struct.shp::Rect" zeroinitializer, align 8
=== @__dso_handle
@__dso_handle = external hidden global i8
=== @t_seed
@t_seed = dso_local thread_local global i32 0, align 4
=== @_ZZ4mainE4prog
@_ZZ4mainE4prog = internal constant [3 x i8] c"\00\01\02", align 1
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = external constant ptr
=== @t_calls
@t_calls = external thread_local local_unnamed_addr global i32, align 4
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = external unnamed_addr constant { [6 x ptr] }, align 8
=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = external local_unnamed_addr global i32, align 4
=== @__tls_guard
@__tls_guard = internal thread_local global i8 0, align 1
=== @llvm.global_ctors
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_refs_main.cpp, ptr null }]
=== @_ZN3shp4RectC1Eii
declare void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef) unnamed_addr #
=== @_ZN3shp4RectD1Ev
; Function Attrs: nounwind
declare void @_ZN3shp4RectD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #
=== @__cxa_atexit
; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #
=== @util_hash
declare i32 @util_hash(i32 noundef) local_unnamed_addr #
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @_Z12unused_entryi
; Function Attrs: uwtable
define dso_local noundef i32 @_Z12unused_entryi(i32 noundef %0) local_unnamed_addr # {
  %2 = tail call noundef ptr @_ZN3shp11make_circleEi(i32 noundef %0)
  %3 = load ptr, ptr %2, align 8, !tbaa !m0
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load ptr, ptr %4, align 8
  %6 = tail call noundef i32 %5(ptr noundef nonnull align 8 dereferenceable(8) %2)
  %7 = tail call i32 @util_fast(i32 noundef %0)
  %8 = load i8, ptr @__tls_guard, align 1
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %13, label %10, !prof !m1

10:                                               ; preds = %1
  %11 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  %12 = load i32, ptr %11, align 4, !tbaa !m2
  br label %17

13:                                               ; preds = %1
  store i8 1, ptr @__tls_guard, align 1
  %14 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %15 = tail call i32 @util_hash(i32 noundef 7)
  %16 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %15, ptr %16, align 4, !tbaa !m2
  br label %17

17:                                               ; preds = %10, %13
  %18 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %19 = add nsw i32 %7, %6
  %20 = add nsw i32 %19, %18
  ret i32 %20
}
=== @_ZTW6t_seed
; Function Attrs: uwtable
define weak_odr hidden noundef ptr @_ZTW6t_seed() local_unnamed_addr # comdat {
  %1 = load i8, ptr @__tls_guard, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %5, label %3, !prof !m0

3:                                                ; preds = %0
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  br label %9

5:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1
  %6 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %7 = tail call i32 @util_hash(i32 noundef 7)
  %8 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %7, ptr %8, align 4, !tbaa !m1
  br label %9

9:                                                ; preds = %3, %5
  %10 = phi ptr [ %4, %3 ], [ %8, %5 ]
  ret ptr %10
}
=== @main
; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr # personality ptr @__gxx_personality_v0 {
  %1 = alloca %"struct.shp::Tri", align 8
  %2 = alloca [2 x ptr], align 16
  %3 = load i8, ptr @__tls_guard, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %8, label %5, !prof !m0

5:                                                ; preds = %0
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  %7 = load i32, ptr %6, align 4, !tbaa !m1
  br label %12

8:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1
  %9 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %10 = tail call i32 @util_hash(i32 noundef 7)
  %11 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %10, ptr %11, align 4, !tbaa !m1
  br label %12

12:                                               ; preds = %5, %8
  %13 = phi i32 [ %7, %5 ], [ %10, %8 ]
  %14 = icmp eq ptr @_ZTH7t_calls, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %12
  tail call void @_ZTH7t_calls()
  br label %16

16:                                               ; preds = %12, %15
  %17 = tail call noundef align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  %18 = load i32, ptr %17, align 4, !tbaa !m1
  %19 = add nsw i32 %18, %13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #
  %20 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp3TriE, i64 16), ptr %1, align 8, !tbaa !m2
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %19, ptr %22, align 8, !tbaa !m3
  %23 = getelementptr inbounds i8, ptr %1, i64 12
  store i32 4, ptr %23, align 4, !tbaa !m4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #
  store ptr @g_rect, ptr %2, align 16, !tbaa !m5
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %1, ptr %24, align 8, !tbaa !m5
  %25 = invoke noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef nonnull %2, i32 noundef 2)
          to label %26 unwind label %28

26:                                               ; preds = %16
  %27 = invoke noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %1)
          to label %30 unwind label %28

28:                                               ; preds = %26, %16
  %29 = landingpad { ptr, i32 }
          catch ptr @_ZTIN3shp5ErrorE
          catch ptr null
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %1) #
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #
  br label %37

30:                                               ; preds = %26
  %31 = add nsw i32 %27, %25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %1) #
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #
  %32 = icmp sgt i32 %31, 100
  br i1 %32, label %33, label %51

33:                                               ; preds = %30
  invoke void @_ZN3shp4failEi(i32 noundef %31) #
          to label %34 unwind label %35

34:                                               ; preds = %33
  unreachable

35:                                               ; preds = %33
  %36 = landingpad { ptr, i32 }
          catch ptr @_ZTIN3shp5ErrorE
          catch ptr null
  br label %37

37:                                               ; preds = %28, %35
  %38 = phi { ptr, i32 } [ %36, %35 ], [ %29, %28 ]
  %39 = extractvalue { ptr, i32 } %38, 0
  %40 = extractvalue { ptr, i32 } %38, 1
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIN3shp5ErrorE) #
  %42 = icmp eq i32 %40, %41
  %43 = call ptr @__cxa_begin_catch(ptr %39) #
  br i1 %42, label %44, label %49

44:                                               ; preds = %37
  %45 = load ptr, ptr %43, align 8, !tbaa !m2
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
  call void @__clang_call_terminate(ptr %65) #
  unreachable
}
=== @llvm.lifetime.start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp4failEi
; Function Attrs: noreturn
declare void @_ZN3shp4failEi(i32 noundef) local_unnamed_addr #
=== @llvm.eh.typeid.for.p0
; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #
=== @__cxa_begin_catch
declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr
=== @__cxa_end_catch
declare void @__cxa_end_catch() local_unnamed_addr
=== @__clang_call_terminate
; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr # comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #
  tail call void @_ZSt9terminatev() #
  unreachable
}
=== @_ZSt9terminatev
declare void @_ZSt9terminatev() local_unnamed_addr
=== @llvm.lifetime.end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #
=== @util_apply
declare i32 @util_apply(i32 noundef, i32 noundef) local_unnamed_addr #
=== @util_hash_alias
declare i32 @util_hash_alias(i32 noundef) local_unnamed_addr #
=== @util_run
declare i32 @util_run(ptr noundef, i32 noundef) local_unnamed_addr #
=== @_ZN3shp11make_circleEi
declare noundef ptr @_ZN3shp11make_circleEi(i32 noundef) local_unnamed_addr #
=== @util_fast
declare i32 @util_fast(i32 noundef) local_unnamed_addr #
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
declare noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef, i32 noundef) local_unnamed_addr #
=== @_ZN3shp12checked_areaERKNS_5ShapeE
declare noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: nounwind
declare void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #
=== @_GLOBAL__sub_I_refs_main.cpp
; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_refs_main.cpp() # section ".text.startup" {
  tail call void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16) @g_rect, i32 noundef 2, i32 noundef 3)
  %1 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN3shp4RectD1Ev, ptr nonnull @g_rect, ptr nonnull @__dso_handle) #
  ret void
}
=== @_ZTH6t_seed
; Function Attrs: uwtable
define dso_local void @_ZTH6t_seed() local_unnamed_addr # {
  %1 = load i8, ptr @__tls_guard, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %7, !prof !m0

3:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1
  %4 = tail call ptr @llvm.invariant.start.p0(i64 1, ptr nonnull @__tls_guard)
  %5 = tail call i32 @util_hash(i32 noundef 7)
  %6 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  store i32 %5, ptr %6, align 4, !tbaa !m1
  br label %7

7:                                                ; preds = %3, %0
  ret void
}
=== @llvm.invariant.start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr nocapture) #
=== @_ZTH7t_calls
declare extern_weak void @_ZTH7t_calls() #
