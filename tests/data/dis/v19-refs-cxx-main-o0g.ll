=== @g_rect
@g_rect = dso_local global %"struct.shp::Rect" zeroinitializer, align 8, !dbg !m0
=== @__dso_handle
@__dso_handle = external hidden global i8
=== @t_seed
@t_seed = dso_local thread_local global i32 0, align 4, !dbg !m0
=== @_ZZ4mainE4prog
@_ZZ4mainE4prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !m0
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = external constant ptr
=== @t_calls
@t_calls = external thread_local global i32, align 4
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = external unnamed_addr constant { [6 x ptr] }, align 8
=== @_ZTVN3shp5ShapeE
@_ZTVN3shp5ShapeE = external unnamed_addr constant { [6 x ptr] }, align 8
=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = external global i32, align 4
=== @__tls_guard
@__tls_guard = internal thread_local global i8 0, align 1
=== @llvm.global_ctors
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_refs_main.cpp, ptr null }]
=== @_ZTH6t_seed
@_ZTH6t_seed = dso_local alias void (), ptr @__tls_init
=== @__cxx_global_var_init
; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() # section ".text.startup" !dbg !m0 {
  call void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16) @g_rect, i32 noundef 2, i32 noundef 3), !dbg !m1
  %1 = call i32 @__cxa_atexit(ptr @_ZN3shp4RectD1Ev, ptr @g_rect, ptr @__dso_handle) #, !dbg !m2
  ret void, !dbg !m3
}
=== @_ZN3shp4RectC1Eii
declare void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef) unnamed_addr #
=== @_ZN3shp4RectD1Ev
; Function Attrs: nounwind
declare void @_ZN3shp4RectD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #
=== @__cxa_atexit
; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #
=== @__cxx_global_var_init.1
; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init.1() # section ".text.startup" !dbg !m0 {
  %1 = call i32 @util_hash(i32 noundef 7), !dbg !m1
  %2 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed), !dbg !m2
  store i32 %1, ptr %2, align 4, !dbg !m2
  ret void, !dbg !m3
}
=== @util_hash
declare i32 @util_hash(i32 noundef) #
=== @llvm.threadlocal.address.p0
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #
=== @_Z12unused_entryi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12unused_entryi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = call noundef i32 @_ZL12never_calledi(i32 noundef %3), !dbg !m4
  %5 = call ptr @_ZTW6t_seed(), !dbg !m5
  %6 = load i32, ptr %5, align 4, !dbg !m5
  %7 = add nsw i32 %4, %6, !dbg !m6
  ret i32 %7, !dbg !m7
}
=== @_ZL12never_calledi
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL12never_calledi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %3, !m3, !DIExpression(), !m4)
  %4 = load i32, ptr %2, align 4, !dbg !m5
  %5 = call noundef ptr @_ZN3shp11make_circleEi(i32 noundef %4), !dbg !m6
  store ptr %5, ptr %3, align 8, !dbg !m4
  %6 = load ptr, ptr %3, align 8, !dbg !m7
  %7 = load ptr, ptr %6, align 8, !dbg !m8
  %8 = getelementptr inbounds ptr, ptr %7, i64 2, !dbg !m8
  %9 = load ptr, ptr %8, align 8, !dbg !m8
  %10 = call noundef i32 %9(ptr noundef nonnull align 8 dereferenceable(8) %6), !dbg !m8
  %11 = load i32, ptr %2, align 4, !dbg !m9
  %12 = call i32 @util_fast(i32 noundef %11), !dbg !m10
  %13 = add nsw i32 %10, %12, !dbg !m11
  ret i32 %13, !dbg !m12
}
=== @_ZTW6t_seed
; Function Attrs: noinline uwtable
define weak_odr hidden noundef ptr @_ZTW6t_seed() # comdat {
  call void @_ZTH6t_seed()
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  ret ptr %1
}
=== @main
; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() # personality ptr @__gxx_personality_v0 !dbg !m0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  store i32 0, ptr %2, align 4, !dbg !m2
  %6 = call ptr @_ZTW6t_seed(), !dbg !m3
  %7 = load i32, ptr %6, align 4, !dbg !m3
  %8 = call ptr @_ZTW7t_calls(), !dbg !m4
  %9 = load i32, ptr %8, align 4, !dbg !m4
  %10 = add nsw i32 %7, %9, !dbg !m5
  %11 = invoke noundef i32 @_ZL10run_shapesi(i32 noundef %10)
          to label %12 unwind label %18, !dbg !m6

12:                                               ; preds = %0
  store i32 %11, ptr %2, align 4, !dbg !m7
  %13 = load i32, ptr %2, align 4, !dbg !m8
  %14 = icmp sgt i32 %13, 100, !dbg !m9
  br i1 %14, label %15, label %51, !dbg !m10

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4, !dbg !m11
  invoke void @_ZN3shp4failEi(i32 noundef %16) #
          to label %17 unwind label %18, !dbg !m12

17:                                               ; preds = %15
  unreachable, !dbg !m12

18:                                               ; preds = %15, %0
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIN3shp5ErrorE
          catch ptr null, !dbg !m13
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !m13
  store ptr %20, ptr %3, align 8, !dbg !m13
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !m13
  store i32 %21, ptr %4, align 4, !dbg !m13
  br label %22, !dbg !m13

22:                                               ; preds = %18
  %23 = load i32, ptr %4, align 4, !dbg !m14
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIN3shp5ErrorE) #, !dbg !m14
  %25 = icmp eq i32 %23, %24, !dbg !m14
  br i1 %25, label %26, label %48, !dbg !m14

26:                                               ; preds = %22
    #dbg_declare(ptr %5, !m15, !DIExpression(), !m16)
  %27 = load ptr, ptr %3, align 8, !dbg !m17
  %28 = call ptr @__cxa_begin_catch(ptr %27) #, !dbg !m17
  store ptr %28, ptr %5, align 8, !dbg !m17
  %29 = load ptr, ptr %5, align 8, !dbg !m18
  %30 = load ptr, ptr %29, align 8, !dbg !m19
  %31 = getelementptr inbounds ptr, ptr %30, i64 2, !dbg !m19
  %32 = load ptr, ptr %31, align 8, !dbg !m19
  %33 = invoke noundef i32 %32(ptr noundef nonnull align 8 dereferenceable(12) %29)
          to label %34 unwind label %52, !dbg !m19

34:                                               ; preds = %26
  store i32 %33, ptr %2, align 4, !dbg !m20
  call void @__cxa_end_catch(), !dbg !m21
  br label %35, !dbg !m21

35:                                               ; preds = %34, %48, %51
  %36 = load i32, ptr %2, align 4, !dbg !m22
  %37 = load i32, ptr %2, align 4, !dbg !m23
  %38 = call i32 @util_apply(i32 noundef %37, i32 noundef 1), !dbg !m24
  %39 = add nsw i32 %36, %38, !dbg !m25
  %40 = load i32, ptr %2, align 4, !dbg !m26
  %41 = call i32 @util_hash_alias(i32 noundef %40), !dbg !m27
  %42 = add nsw i32 %39, %41, !dbg !m28
  %43 = load i32, ptr %2, align 4, !dbg !m29
  %44 = call i32 @util_run(ptr noundef @_ZZ4mainE4prog, i32 noundef %43), !dbg !m30
  %45 = add nsw i32 %42, %44, !dbg !m31
  %46 = call noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv(), !dbg !m32
  %47 = add nsw i32 %45, %46, !dbg !m33
  ret i32 %47, !dbg !m34

48:                                               ; preds = %22
  %49 = load ptr, ptr %3, align 8, !dbg !m14
  %50 = call ptr @__cxa_begin_catch(ptr %49) #, !dbg !m14
  store i32 -1, ptr %2, align 4, !dbg !m35
  call void @__cxa_end_catch(), !dbg !m17
  br label %35, !dbg !m17

51:                                               ; preds = %12
  br label %35, !dbg !m14

52:                                               ; preds = %26
  %53 = landingpad { ptr, i32 }
          cleanup, !dbg !m36
  %54 = extractvalue { ptr, i32 } %53, 0, !dbg !m36
  store ptr %54, ptr %3, align 8, !dbg !m36
  %55 = extractvalue { ptr, i32 } %53, 1, !dbg !m36
  store i32 %55, ptr %4, align 4, !dbg !m36
  invoke void @__cxa_end_catch()
          to label %56 unwind label %62, !dbg !m21

56:                                               ; preds = %52
  br label %57, !dbg !m21

57:                                               ; preds = %56
  %58 = load ptr, ptr %3, align 8, !dbg !m21
  %59 = load i32, ptr %4, align 4, !dbg !m21
  %60 = insertvalue { ptr, i32 } poison, ptr %58, 0, !dbg !m21
  %61 = insertvalue { ptr, i32 } %60, i32 %59, 1, !dbg !m21
  resume { ptr, i32 } %61, !dbg !m21

62:                                               ; preds = %52
  %63 = landingpad { ptr, i32 }
          catch ptr null, !dbg !m21
  %64 = extractvalue { ptr, i32 } %63, 0, !dbg !m21
  call void @__clang_call_terminate(ptr %64) #, !dbg !m21
  unreachable, !dbg !m21
}
=== @_ZL10run_shapesi
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL10run_shapesi(i32 noundef %0) # personality ptr @__gxx_personality_v0 !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Tri", align 8
  %4 = alloca [2 x ptr], align 16
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %3, !m3, !DIExpression(), !m4)
  %7 = load i32, ptr %2, align 4, !dbg !m5
  call void @_ZN3shp3TriC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %7, i32 noundef 4), !dbg !m4
    #dbg_declare(ptr %4, !m6, !DIExpression(), !m7)
  store ptr @g_rect, ptr %4, align 8, !dbg !m8
  %8 = getelementptr inbounds ptr, ptr %4, i64 1, !dbg !m8
  store ptr %3, ptr %8, align 8, !dbg !m8
  %9 = getelementptr inbounds [2 x ptr], ptr %4, i64 0, i64 0, !dbg !m9
  %10 = invoke noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef %9, i32 noundef 2)
          to label %11 unwind label %15, !dbg !m10

11:                                               ; preds = %1
  %12 = invoke noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %13 unwind label %15, !dbg !m11

13:                                               ; preds = %11
  %14 = add nsw i32 %10, %12, !dbg !m12
  call void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m13
  ret i32 %14, !dbg !m13

15:                                               ; preds = %11, %1
  %16 = landingpad { ptr, i32 }
          cleanup, !dbg !m13
  %17 = extractvalue { ptr, i32 } %16, 0, !dbg !m13
  store ptr %17, ptr %5, align 8, !dbg !m13
  %18 = extractvalue { ptr, i32 } %16, 1, !dbg !m13
  store i32 %18, ptr %6, align 4, !dbg !m13
  call void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m13
  br label %19, !dbg !m13

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8, !dbg !m13
  %21 = load i32, ptr %6, align 4, !dbg !m13
  %22 = insertvalue { ptr, i32 } poison, ptr %20, 0, !dbg !m13
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1, !dbg !m13
  resume { ptr, i32 } %23, !dbg !m13
}
=== @_ZTW7t_calls
; Function Attrs: noinline uwtable
define linkonce_odr hidden noundef ptr @_ZTW7t_calls() # comdat {
  %1 = icmp ne ptr @_ZTH7t_calls, null
  br i1 %1, label %2, label %3

2:                                                ; preds = %0
  call void @_ZTH7t_calls()
  br label %3

3:                                                ; preds = %2, %0
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  ret ptr %4
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp4failEi
; Function Attrs: noreturn
declare void @_ZN3shp4failEi(i32 noundef) #
=== @llvm.eh.typeid.for.p0
; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #
=== @__cxa_begin_catch
declare ptr @__cxa_begin_catch(ptr)
=== @__cxa_end_catch
declare void @__cxa_end_catch()
=== @__clang_call_terminate
; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) # comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #
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
declare i32 @util_run(ptr noundef, i32 noundef) #
=== @_ZN3TagIXadL_Z12unused_entryiEEE2idEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv() # comdat align 2 !dbg !m0 {
  ret i32 7, !dbg !m1
}
=== @_ZN3shp11make_circleEi
declare noundef ptr @_ZN3shp11make_circleEi(i32 noundef) #
=== @util_fast
declare i32 @util_fast(i32 noundef) #
=== @_ZN3shp3TriC2Eii
; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr # comdat align 2 !dbg !m0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !m3, !DIExpression(), !m4)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !m5, !DIExpression(), !m6)
  %7 = load ptr, ptr %4, align 8
  call void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7), !dbg !m7
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp3TriE, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !m8
  %8 = getelementptr inbounds %"struct.shp::Tri", ptr %7, i32 0, i32 1, !dbg !m9
  %9 = load i32, ptr %5, align 4, !dbg !m10
  store i32 %9, ptr %8, align 8, !dbg !m9
  %10 = getelementptr inbounds %"struct.shp::Tri", ptr %7, i32 0, i32 2, !dbg !m11
  %11 = load i32, ptr %6, align 4, !dbg !m12
  store i32 %11, ptr %10, align 4, !dbg !m11
  ret void, !dbg !m13
}
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
declare noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef, i32 noundef) #
=== @_ZN3shp12checked_areaERKNS_5ShapeE
declare noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8)) #
=== @_ZN3shp3TriD2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp5ShapeC2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp5ShapeE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !m3
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  %5 = add nsw i32 %4, 1, !dbg !m4
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  ret void, !dbg !m5
}
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: nounwind
declare void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #
=== @_GLOBAL__sub_I_refs_main.cpp
; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_refs_main.cpp() # section ".text.startup" !dbg !m0 {
  call void @__cxx_global_var_init(), !dbg !m1
  ret void
}
=== @__tls_init
; Function Attrs: noinline uwtable
define internal void @__tls_init() # !dbg !m0 {
  %1 = load i8, ptr @__tls_guard, align 1, !dbg !m1
  %2 = icmp eq i8 %1, 0, !dbg !m1
  br i1 %2, label %3, label %4, !dbg !m1, !prof !m2

3:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1, !dbg !m1
  call void @__cxx_global_var_init.1(), !dbg !m1
  br label %4, !dbg !m1

4:                                                ; preds = %3, %0
  ret void
}
=== @_ZTH7t_calls
declare extern_weak void @_ZTH7t_calls() #
