=== @g_rect
@g_rect = dso_local global %"struct.shp::Rect" zeroinitializer, align 8, !dbg !m0
=== @__dso_handle
@__dso_handle = external hidden global i8
=== @t_seed
@t_seed = dso_local thread_local global i32 0, align 4, !dbg !m0
=== @_ZZ4mainE4prog
@_ZZ4mainE4prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !m0
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = external constant i8*
=== @t_calls
@t_calls = external thread_local global i32, align 4
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = external unnamed_addr constant { [6 x i8*] }, align 8
=== @_ZTVN3shp5ShapeE
@_ZTVN3shp5ShapeE = external unnamed_addr constant { [6 x i8*] }, align 8
=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = external global i32, align 4
=== @__tls_guard
@__tls_guard = internal thread_local global i8 0, align 1
=== @llvm.global_ctors
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_refs_main.cpp, i8* null }]
=== @_ZTH6t_seed
@_ZTH6t_seed = dso_local alias void (), void ()* @__tls_init
=== @__cxx_global_var_init
; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() # section ".text.startup" !dbg !m0 {
  call void @_ZN3shp4RectC1Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) @g_rect, i32 noundef 2, i32 noundef 3), !dbg !m1
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD1Ev to void (i8*)*), i8* bitcast (%"struct.shp::Rect"* @g_rect to i8*), i8* @__dso_handle) #, !dbg !m2
  ret void, !dbg !m3
}
=== @_ZN3shp4RectC1Eii
declare void @_ZN3shp4RectC1Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef) unnamed_addr #
=== @_ZN3shp4RectD1Ev
; Function Attrs: nounwind
declare void @_ZN3shp4RectD1Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #
=== @__cxa_atexit
; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #
=== @__cxx_global_var_init.1
; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init.1() # section ".text.startup" !dbg !m0 {
  %1 = call i32 @util_hash(i32 noundef 7), !dbg !m1
  store i32 %1, i32* @t_seed, align 4, !dbg !m2
  ret void, !dbg !m3
}
=== @util_hash
declare i32 @util_hash(i32 noundef) #
=== @_Z12unused_entryi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12unused_entryi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = call noundef i32 @_ZL12never_calledi(i32 noundef %3), !dbg !m4
  %5 = call i32* @_ZTW6t_seed(), !dbg !m5
  %6 = load i32, i32* %5, align 4, !dbg !m5
  %7 = add nsw i32 %4, %6, !dbg !m6
  ret i32 %7, !dbg !m7
}
=== @llvm.dbg.declare
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #
=== @_ZL12never_calledi
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL12never_calledi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Shape"*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %3, metadata !m3, metadata !DIExpression()), !dbg !m4
  %4 = load i32, i32* %2, align 4, !dbg !m5
  %5 = call noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %4), !dbg !m6
  store %"struct.shp::Shape"* %5, %"struct.shp::Shape"** %3, align 8, !dbg !m4
  %6 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %3, align 8, !dbg !m7
  %7 = bitcast %"struct.shp::Shape"* %6 to i32 (%"struct.shp::Shape"*)***, !dbg !m8
  %8 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %7, align 8, !dbg !m8
  %9 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %8, i64 2, !dbg !m8
  %10 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %9, align 8, !dbg !m8
  %11 = call noundef i32 %10(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %6), !dbg !m8
  %12 = load i32, i32* %2, align 4, !dbg !m9
  %13 = call i32 @util_fast(i32 noundef %12), !dbg !m10
  %14 = add nsw i32 %11, %13, !dbg !m11
  ret i32 %14, !dbg !m12
}
=== @_ZTW6t_seed
; Function Attrs: noinline uwtable
define weak_odr hidden noundef i32* @_ZTW6t_seed() # comdat {
  call void @_ZTH6t_seed()
  ret i32* @t_seed
}
=== @main
; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !m0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.shp::Error"*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 0, i32* %2, align 4, !dbg !m2
  %6 = call i32* @_ZTW6t_seed(), !dbg !m3
  %7 = load i32, i32* %6, align 4, !dbg !m3
  %8 = call i32* @_ZTW7t_calls(), !dbg !m4
  %9 = load i32, i32* %8, align 4, !dbg !m4
  %10 = add nsw i32 %7, %9, !dbg !m5
  %11 = invoke noundef i32 @_ZL10run_shapesi(i32 noundef %10)
          to label %12 unwind label %18, !dbg !m6

12:                                               ; preds = %0
  store i32 %11, i32* %2, align 4, !dbg !m7
  %13 = load i32, i32* %2, align 4, !dbg !m8
  %14 = icmp sgt i32 %13, 100, !dbg !m9
  br i1 %14, label %15, label %53, !dbg !m10

15:                                               ; preds = %12
  %16 = load i32, i32* %2, align 4, !dbg !m11
  invoke void @_ZN3shp4failEi(i32 noundef %16) #
          to label %17 unwind label %18, !dbg !m12

17:                                               ; preds = %15
  unreachable, !dbg !m12

18:                                               ; preds = %15, %0
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIN3shp5ErrorE to i8*)
          catch i8* null, !dbg !m13
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !m13
  store i8* %20, i8** %3, align 8, !dbg !m13
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !m13
  store i32 %21, i32* %4, align 4, !dbg !m13
  br label %22, !dbg !m13

22:                                               ; preds = %18
  %23 = load i32, i32* %4, align 4, !dbg !m14
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIN3shp5ErrorE to i8*)) #, !dbg !m14
  %25 = icmp eq i32 %23, %24, !dbg !m14
  br i1 %25, label %26, label %50, !dbg !m14

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %5, metadata !m15, metadata !DIExpression()), !dbg !m16
  %27 = load i8*, i8** %3, align 8, !dbg !m17
  %28 = call i8* @__cxa_begin_catch(i8* %27) #, !dbg !m17
  %29 = bitcast i8* %28 to %"struct.shp::Error"*, !dbg !m17
  store %"struct.shp::Error"* %29, %"struct.shp::Error"** %5, align 8, !dbg !m17
  %30 = load %"struct.shp::Error"*, %"struct.shp::Error"** %5, align 8, !dbg !m18
  %31 = bitcast %"struct.shp::Error"* %30 to i32 (%"struct.shp::Error"*)***, !dbg !m19
  %32 = load i32 (%"struct.shp::Error"*)**, i32 (%"struct.shp::Error"*)*** %31, align 8, !dbg !m19
  %33 = getelementptr inbounds i32 (%"struct.shp::Error"*)*, i32 (%"struct.shp::Error"*)** %32, i64 2, !dbg !m19
  %34 = load i32 (%"struct.shp::Error"*)*, i32 (%"struct.shp::Error"*)** %33, align 8, !dbg !m19
  %35 = invoke noundef i32 %34(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %30)
          to label %36 unwind label %54, !dbg !m19

36:                                               ; preds = %26
  store i32 %35, i32* %2, align 4, !dbg !m20
  call void @__cxa_end_catch(), !dbg !m21
  br label %37, !dbg !m21

37:                                               ; preds = %36, %50, %53
  %38 = load i32, i32* %2, align 4, !dbg !m22
  %39 = load i32, i32* %2, align 4, !dbg !m23
  %40 = call i32 @util_apply(i32 noundef %39, i32 noundef 1), !dbg !m24
  %41 = add nsw i32 %38, %40, !dbg !m25
  %42 = load i32, i32* %2, align 4, !dbg !m26
  %43 = call i32 @util_hash_alias(i32 noundef %42), !dbg !m27
  %44 = add nsw i32 %41, %43, !dbg !m28
  %45 = load i32, i32* %2, align 4, !dbg !m29
  %46 = call i32 @util_run(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @_ZZ4mainE4prog, i64 0, i64 0), i32 noundef %45), !dbg !m30
  %47 = add nsw i32 %44, %46, !dbg !m31
  %48 = call noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv(), !dbg !m32
  %49 = add nsw i32 %47, %48, !dbg !m33
  ret i32 %49, !dbg !m34

50:                                               ; preds = %22
  %51 = load i8*, i8** %3, align 8, !dbg !m14
  %52 = call i8* @__cxa_begin_catch(i8* %51) #, !dbg !m14
  store i32 -1, i32* %2, align 4, !dbg !m35
  call void @__cxa_end_catch(), !dbg !m17
  br label %37, !dbg !m17

53:                                               ; preds = %12
  br label %37, !dbg !m14

54:                                               ; preds = %26
  %55 = landingpad { i8*, i32 }
          cleanup, !dbg !m36
  %56 = extractvalue { i8*, i32 } %55, 0, !dbg !m36
  store i8* %56, i8** %3, align 8, !dbg !m36
  %57 = extractvalue { i8*, i32 } %55, 1, !dbg !m36
  store i32 %57, i32* %4, align 4, !dbg !m36
  invoke void @__cxa_end_catch()
          to label %58 unwind label %64, !dbg !m21

58:                                               ; preds = %54
  br label %59, !dbg !m21

59:                                               ; preds = %58
  %60 = load i8*, i8** %3, align 8, !dbg !m21
  %61 = load i32, i32* %4, align 4, !dbg !m21
  %62 = insertvalue { i8*, i32 } undef, i8* %60, 0, !dbg !m21
  %63 = insertvalue { i8*, i32 } %62, i32 %61, 1, !dbg !m21
  resume { i8*, i32 } %63, !dbg !m21

64:                                               ; preds = %54
  %65 = landingpad { i8*, i32 }
          catch i8* null, !dbg !m21
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !m21
  call void @__clang_call_terminate(i8* %66) #, !dbg !m21
  unreachable, !dbg !m21
}
=== @_ZL10run_shapesi
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL10run_shapesi(i32 noundef %0) # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Tri", align 8
  %4 = alloca [2 x %"struct.shp::Shape"*], align 16
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"* %3, metadata !m3, metadata !DIExpression()), !dbg !m4
  %7 = load i32, i32* %2, align 4, !dbg !m5
  call void @_ZN3shp3TriC2Eii(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %7, i32 noundef 4), !dbg !m4
  call void @llvm.dbg.declare(metadata [2 x %"struct.shp::Shape"*]* %4, metadata !m6, metadata !DIExpression()), !dbg !m7
  %8 = getelementptr inbounds [2 x %"struct.shp::Shape"*], [2 x %"struct.shp::Shape"*]* %4, i64 0, i64 0, !dbg !m8
  store %"struct.shp::Shape"* getelementptr inbounds (%"struct.shp::Rect", %"struct.shp::Rect"* @g_rect, i32 0, i32 0), %"struct.shp::Shape"** %8, align 8, !dbg !m8
  %9 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %8, i64 1, !dbg !m8
  %10 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !m9
  store %"struct.shp::Shape"* %10, %"struct.shp::Shape"** %9, align 8, !dbg !m8
  %11 = getelementptr inbounds [2 x %"struct.shp::Shape"*], [2 x %"struct.shp::Shape"*]* %4, i64 0, i64 0, !dbg !m10
  %12 = invoke noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef %11, i32 noundef 2)
          to label %13 unwind label %18, !dbg !m11

13:                                               ; preds = %1
  %14 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !m12
  %15 = invoke noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %14)
          to label %16 unwind label %18, !dbg !m13

16:                                               ; preds = %13
  %17 = add nsw i32 %12, %15, !dbg !m14
  call void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m15
  ret i32 %17, !dbg !m15

18:                                               ; preds = %13, %1
  %19 = landingpad { i8*, i32 }
          cleanup, !dbg !m15
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !m15
  store i8* %20, i8** %5, align 8, !dbg !m15
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !m15
  store i32 %21, i32* %6, align 4, !dbg !m15
  call void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m15
  br label %22, !dbg !m15

22:                                               ; preds = %18
  %23 = load i8*, i8** %5, align 8, !dbg !m15
  %24 = load i32, i32* %6, align 4, !dbg !m15
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !m15
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !m15
  resume { i8*, i32 } %26, !dbg !m15
}
=== @_ZTW7t_calls
; Function Attrs: noinline uwtable
define linkonce_odr hidden noundef i32* @_ZTW7t_calls() # comdat {
  br i1 icmp ne (void ()* @_ZTH7t_calls, void ()* null), label %1, label %2

1:                                                ; preds = %0
  call void @_ZTH7t_calls()
  br label %2

2:                                                ; preds = %1, %0
  ret i32* @t_calls
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp4failEi
; Function Attrs: noreturn
declare void @_ZN3shp4failEi(i32 noundef) #
=== @llvm.eh.typeid.for
; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #
=== @__cxa_begin_catch
declare i8* @__cxa_begin_catch(i8*)
=== @__cxa_end_catch
declare void @__cxa_end_catch()
=== @__clang_call_terminate
; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) # comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #
  call void @_ZSt9terminatev() #
  unreachable
}
=== @_ZSt9terminatev
declare void @_ZSt9terminatev()
=== @util_apply
declare i32 @util_apply(i32 noundef, i32 noundef) #
=== @util_hash_alias
declare i32 @util_hash_alias(i32 noundef) #
=== @util_run
declare i32 @util_run(i8* noundef, i32 noundef) #
=== @_ZN3TagIXadL_Z12unused_entryiEEE2idEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv() # comdat align 2 !dbg !m0 {
  ret i32 7, !dbg !m1
}
=== @_ZN3shp11make_circleEi
declare noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef) #
=== @util_fast
declare i32 @util_fast(i32 noundef) #
=== @_ZN3shp3TriC2Eii
; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriC2Eii(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr # comdat align 2 !dbg !m0 {
  %4 = alloca %"struct.shp::Tri"*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %4, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !m3, metadata !DIExpression()), !dbg !m4
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !m5, metadata !DIExpression()), !dbg !m6
  %7 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %4, align 8
  %8 = bitcast %"struct.shp::Tri"* %7 to %"struct.shp::Shape"*, !dbg !m7
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %8), !dbg !m8
  %9 = bitcast %"struct.shp::Tri"* %7 to i32 (...)***, !dbg !m7
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp3TriE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !m7
  %10 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %7, i32 0, i32 1, !dbg !m9
  %11 = load i32, i32* %5, align 4, !dbg !m10
  store i32 %11, i32* %10, align 8, !dbg !m9
  %12 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %7, i32 0, i32 2, !dbg !m11
  %13 = load i32, i32* %6, align 4, !dbg !m12
  store i32 %13, i32* %12, align 4, !dbg !m11
  ret void, !dbg !m13
}
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
declare noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef, i32 noundef) #
=== @_ZN3shp12checked_areaERKNS_5ShapeE
declare noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8)) #
=== @_ZN3shp3TriD2Ev
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  %4 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !m3
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %4) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp5ShapeC2Ev
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (...)***, !dbg !m3
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !m3
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  %6 = add nsw i32 %5, 1, !dbg !m4
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  ret void, !dbg !m5
}
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: nounwind
declare void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #
=== @_GLOBAL__sub_I_refs_main.cpp
; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_refs_main.cpp() # section ".text.startup" !dbg !m0 {
  call void @__cxx_global_var_init(), !dbg !m1
  ret void
}
=== @__tls_init
; Function Attrs: noinline uwtable
define internal void @__tls_init() # !dbg !m0 {
  %1 = load i8, i8* @__tls_guard, align 1, !dbg !m1
  %2 = icmp eq i8 %1, 0, !dbg !m1
  br i1 %2, label %3, label %4, !dbg !m1, !prof !m2

3:                                                ; preds = %0
  store i8 1, i8* @__tls_guard, align 1, !dbg !m1
  call void @__cxx_global_var_init.1(), !dbg !m1
  br label %4, !dbg !m1

4:                                                ; preds = %3, %0
  ret void
}
=== @_ZTH7t_calls
declare extern_weak void @_ZTH7t_calls() #
