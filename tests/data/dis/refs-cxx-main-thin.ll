=== @g_rect
@g_rect = dso_local global %"struct.shp::Rect" zeroinitializer, align 8
=== @__dso_handle
@__dso_handle = external hidden global i8
=== @t_seed
@t_seed = dso_local thread_local global i32 0, align 4
=== @_ZZ4mainE4prog
@_ZZ4mainE4prog = internal constant [3 x i8] c"\00\01\02", align 1
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = external constant i8*
=== @t_calls
@t_calls = external thread_local local_unnamed_addr global i32, align 4
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = external unnamed_addr constant { [6 x i8*] }, align 8
=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = external local_unnamed_addr global i32, align 4
=== @__tls_guard
@__tls_guard = internal thread_local global i8 0, align 1
=== @llvm.global_ctors
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_refs_main.cpp, i8* null }]
=== @_ZN3shp4RectC1Eii
declare void @_ZN3shp4RectC1Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef) unnamed_addr #
=== @_ZN3shp4RectD1Ev
; Function Attrs: nounwind
declare void @_ZN3shp4RectD1Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #
=== @__cxa_atexit
; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) local_unnamed_addr #
=== @util_hash
declare i32 @util_hash(i32 noundef) local_unnamed_addr #
=== @_Z12unused_entryi
; Function Attrs: uwtable
define dso_local noundef i32 @_Z12unused_entryi(i32 noundef %0) local_unnamed_addr # {
  %2 = tail call noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %0)
  %3 = bitcast %"struct.shp::Shape"* %2 to i32 (%"struct.shp::Shape"*)***
  %4 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %3, align 8, !tbaa !m0
  %5 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %4, i64 2
  %6 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %5, align 8
  %7 = tail call noundef i32 %6(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %2)
  %8 = tail call i32 @util_fast(i32 noundef %0)
  %9 = load i8, i8* @__tls_guard, align 1
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %13, label %11, !prof !m1

11:                                               ; preds = %1
  %12 = load i32, i32* @t_seed, align 4, !tbaa !m2
  br label %16

13:                                               ; preds = %1
  store i8 1, i8* @__tls_guard, align 1
  %14 = tail call {}* @llvm.invariant.start.p0i8(i64 1, i8* nonnull @__tls_guard)
  %15 = tail call i32 @util_hash(i32 noundef 7)
  store i32 %15, i32* @t_seed, align 4, !tbaa !m2
  br label %16

16:                                               ; preds = %13, %11
  %17 = phi i32 [ %12, %11 ], [ %15, %13 ]
  %18 = add nsw i32 %8, %7
  %19 = add nsw i32 %18, %17
  ret i32 %19
}
=== @_ZTW6t_seed
; Function Attrs: uwtable
define weak_odr hidden noundef i32* @_ZTW6t_seed() local_unnamed_addr # comdat {
  %1 = load i8, i8* @__tls_guard, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %6, !prof !m0

3:                                                ; preds = %0
  store i8 1, i8* @__tls_guard, align 1
  %4 = tail call {}* @llvm.invariant.start.p0i8(i64 1, i8* nonnull @__tls_guard)
  %5 = tail call i32 @util_hash(i32 noundef 7)
  store i32 %5, i32* @t_seed, align 4, !tbaa !m1
  br label %6

6:                                                ; preds = %3, %0
  ret i32* @t_seed
}
=== @main
; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"struct.shp::Tri", align 8
  %2 = alloca [2 x %"struct.shp::Shape"*], align 16
  %3 = load i8, i8* @__tls_guard, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %7, label %5, !prof !m0

5:                                                ; preds = %0
  %6 = load i32, i32* @t_seed, align 4, !tbaa !m1
  br label %10

7:                                                ; preds = %0
  store i8 1, i8* @__tls_guard, align 1
  %8 = tail call {}* @llvm.invariant.start.p0i8(i64 1, i8* nonnull @__tls_guard)
  %9 = tail call i32 @util_hash(i32 noundef 7)
  store i32 %9, i32* @t_seed, align 4, !tbaa !m1
  br label %10

10:                                               ; preds = %7, %5
  %11 = phi i32 [ %6, %5 ], [ %9, %7 ]
  br i1 icmp ne (void ()* @_ZTH7t_calls, void ()* null), label %12, label %13

12:                                               ; preds = %10
  tail call void @_ZTH7t_calls()
  br label %13

13:                                               ; preds = %12, %10
  %14 = load i32, i32* @t_calls, align 4, !tbaa !m1
  %15 = add nsw i32 %14, %11
  %16 = bitcast %"struct.shp::Tri"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %16) #
  %17 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %1, i64 0, i32 0, i32 0
  %18 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp3TriE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !m2
  %20 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %1, i64 0, i32 1
  store i32 %15, i32* %20, align 8, !tbaa !m3
  %21 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %1, i64 0, i32 2
  store i32 4, i32* %21, align 4, !tbaa !m4
  %22 = bitcast [2 x %"struct.shp::Shape"*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %22) #
  %23 = getelementptr inbounds [2 x %"struct.shp::Shape"*], [2 x %"struct.shp::Shape"*]* %2, i64 0, i64 0
  store %"struct.shp::Shape"* getelementptr inbounds (%"struct.shp::Rect", %"struct.shp::Rect"* @g_rect, i64 0, i32 0), %"struct.shp::Shape"** %23, align 16, !tbaa !m5
  %24 = getelementptr inbounds [2 x %"struct.shp::Shape"*], [2 x %"struct.shp::Shape"*]* %2, i64 0, i64 1
  %25 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %1, i64 0, i32 0
  store %"struct.shp::Shape"* %25, %"struct.shp::Shape"** %24, align 8, !tbaa !m5
  %26 = invoke noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef nonnull %23, i32 noundef 2)
          to label %27 unwind label %29

27:                                               ; preds = %13
  %28 = invoke noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %25)
          to label %31 unwind label %29

29:                                               ; preds = %27, %13
  %30 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIN3shp5ErrorE to i8*)
          catch i8* null
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %22) #
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(16) %25) #
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %16) #
  br label %38

31:                                               ; preds = %27
  %32 = add nsw i32 %28, %26
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %22) #
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(16) %25) #
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %16) #
  %33 = icmp sgt i32 %32, 100
  br i1 %33, label %34, label %54

34:                                               ; preds = %31
  invoke void @_ZN3shp4failEi(i32 noundef %32) #
          to label %35 unwind label %36

35:                                               ; preds = %34
  unreachable

36:                                               ; preds = %34
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIN3shp5ErrorE to i8*)
          catch i8* null
  br label %38

38:                                               ; preds = %36, %29
  %39 = phi { i8*, i32 } [ %37, %36 ], [ %30, %29 ]
  %40 = extractvalue { i8*, i32 } %39, 0
  %41 = extractvalue { i8*, i32 } %39, 1
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIN3shp5ErrorE to i8*)) #
  %43 = icmp eq i32 %41, %42
  %44 = call i8* @__cxa_begin_catch(i8* %40) #
  br i1 %43, label %45, label %52

45:                                               ; preds = %38
  %46 = bitcast i8* %44 to %"struct.shp::Error"*
  %47 = bitcast i8* %44 to i32 (%"struct.shp::Error"*)***
  %48 = load i32 (%"struct.shp::Error"*)**, i32 (%"struct.shp::Error"*)*** %47, align 8, !tbaa !m2
  %49 = getelementptr inbounds i32 (%"struct.shp::Error"*)*, i32 (%"struct.shp::Error"*)** %48, i64 2
  %50 = load i32 (%"struct.shp::Error"*)*, i32 (%"struct.shp::Error"*)** %49, align 8
  %51 = invoke noundef i32 %50(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %46)
          to label %52 unwind label %63

52:                                               ; preds = %45, %38
  %53 = phi i32 [ -1, %38 ], [ %51, %45 ]
  call void @__cxa_end_catch()
  br label %54

54:                                               ; preds = %52, %31
  %55 = phi i32 [ %32, %31 ], [ %53, %52 ]
  %56 = call i32 @util_apply(i32 noundef %55, i32 noundef 1)
  %57 = call i32 @util_hash_alias(i32 noundef %55)
  %58 = call i32 @util_run(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @_ZZ4mainE4prog, i64 0, i64 0), i32 noundef %55)
  %59 = add i32 %55, 7
  %60 = add i32 %59, %56
  %61 = add i32 %60, %57
  %62 = add i32 %61, %58
  ret i32 %62

63:                                               ; preds = %45
  %64 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %65 unwind label %66

65:                                               ; preds = %63
  resume { i8*, i32 } %64

66:                                               ; preds = %63
  %67 = landingpad { i8*, i32 }
          catch i8* null
  %68 = extractvalue { i8*, i32 } %67, 0
  call void @__clang_call_terminate(i8* %68) #
  unreachable
}
=== @llvm.lifetime.start.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp4failEi
; Function Attrs: noreturn
declare void @_ZN3shp4failEi(i32 noundef) local_unnamed_addr #
=== @llvm.eh.typeid.for
; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #
=== @__cxa_begin_catch
declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr
=== @__cxa_end_catch
declare void @__cxa_end_catch() local_unnamed_addr
=== @__clang_call_terminate
; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr # comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #
  tail call void @_ZSt9terminatev() #
  unreachable
}
=== @_ZSt9terminatev
declare void @_ZSt9terminatev() local_unnamed_addr
=== @llvm.lifetime.end.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #
=== @util_apply
declare i32 @util_apply(i32 noundef, i32 noundef) local_unnamed_addr #
=== @util_hash_alias
declare i32 @util_hash_alias(i32 noundef) local_unnamed_addr #
=== @util_run
declare i32 @util_run(i8* noundef, i32 noundef) local_unnamed_addr #
=== @_ZN3shp11make_circleEi
declare noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef) local_unnamed_addr #
=== @util_fast
declare i32 @util_fast(i32 noundef) local_unnamed_addr #
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
declare noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef, i32 noundef) local_unnamed_addr #
=== @_ZN3shp12checked_areaERKNS_5ShapeE
declare noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: nounwind
declare void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #
=== @_GLOBAL__sub_I_refs_main.cpp
; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_refs_main.cpp() # section ".text.startup" {
  tail call void @_ZN3shp4RectC1Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) @g_rect, i32 noundef 2, i32 noundef 3)
  %1 = tail call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD1Ev to void (i8*)*), i8* bitcast (%"struct.shp::Rect"* @g_rect to i8*), i8* nonnull @__dso_handle) #
  ret void
}
=== @_ZTH6t_seed
; Function Attrs: uwtable
define dso_local void @_ZTH6t_seed() local_unnamed_addr # {
  %1 = load i8, i8* @__tls_guard, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %6, !prof !m0

3:                                                ; preds = %0
  store i8 1, i8* @__tls_guard, align 1
  %4 = tail call {}* @llvm.invariant.start.p0i8(i64 1, i8* nonnull @__tls_guard)
  %5 = tail call i32 @util_hash(i32 noundef 7)
  store i32 %5, i32* @t_seed, align 4, !tbaa !m1
  br label %6

6:                                                ; preds = %3, %0
  ret void
}
=== @llvm.invariant.start.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare {}* @llvm.invariant.start.p0i8(i64 immarg, i8* nocapture) #
=== @_ZTH7t_calls
declare extern_weak void @_ZTH7t_calls() #
