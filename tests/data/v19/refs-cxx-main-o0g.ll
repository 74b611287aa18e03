; ModuleID = 'refs-cxx-main-o0g.bc'
source_filename = "src/refs-main.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Shape" = type { ptr }
%"struct.shp::Tri" = type { %"struct.shp::Shape", i32, i32 }

$_ZTW6t_seed = comdat any

$_ZTW7t_calls = comdat any

$__clang_call_terminate = comdat any

$_ZN3TagIXadL_Z12unused_entryiEEE2idEv = comdat any

$_ZN3shp3TriC2Eii = comdat any

$_ZN3shp3TriD2Ev = comdat any

$_ZN3shp5ShapeC2Ev = comdat any

@g_rect = dso_local global %"struct.shp::Rect" zeroinitializer, align 8, !dbg !0
@__dso_handle = external hidden global i8
@t_seed = dso_local thread_local global i32 0, align 4, !dbg !5
@_ZZ4mainE4prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !8
@_ZTIN3shp5ErrorE = external constant ptr
@t_calls = external thread_local global i32, align 4
@_ZTVN3shp3TriE = external unnamed_addr constant { [6 x ptr] }, align 8
@_ZTVN3shp5ShapeE = external unnamed_addr constant { [6 x ptr] }, align 8
@_ZN3shp5Shape7createdE = external global i32, align 4
@__tls_guard = internal thread_local global i8 0, align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_refs_main.cpp, ptr null }]

@_ZTH6t_seed = dso_local alias void (), ptr @__tls_init

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" !dbg !29 {
  call void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16) @g_rect, i32 noundef 2, i32 noundef 3), !dbg !32
  %1 = call i32 @__cxa_atexit(ptr @_ZN3shp4RectD1Ev, ptr @g_rect, ptr @__dso_handle) #3, !dbg !33
  ret void, !dbg !34
}

declare void @_ZN3shp4RectC1Eii(ptr noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef) unnamed_addr #1

; Function Attrs: nounwind
declare void @_ZN3shp4RectD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #3

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" !dbg !35 {
  %1 = call i32 @util_hash(i32 noundef 7), !dbg !36
  %2 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed), !dbg !37
  store i32 %1, ptr %2, align 4, !dbg !37
  ret void, !dbg !38
}

declare i32 @util_hash(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12unused_entryi(i32 noundef %0) #5 !dbg !39 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
  %3 = load i32, ptr %2, align 4, !dbg !44
  %4 = call noundef i32 @_ZL12never_calledi(i32 noundef %3), !dbg !45
  %5 = call ptr @_ZTW6t_seed(), !dbg !46
  %6 = load i32, ptr %5, align 4, !dbg !46
  %7 = add nsw i32 %4, %6, !dbg !47
  ret i32 %7, !dbg !48
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL12never_calledi(i32 noundef %0) #5 !dbg !49 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !51)
    #dbg_declare(ptr %3, !52, !DIExpression(), !55)
  %4 = load i32, ptr %2, align 4, !dbg !56
  %5 = call noundef ptr @_ZN3shp11make_circleEi(i32 noundef %4), !dbg !57
  store ptr %5, ptr %3, align 8, !dbg !55
  %6 = load ptr, ptr %3, align 8, !dbg !58
  %7 = load ptr, ptr %6, align 8, !dbg !59
  %8 = getelementptr inbounds ptr, ptr %7, i64 2, !dbg !59
  %9 = load ptr, ptr %8, align 8, !dbg !59
  %10 = call noundef i32 %9(ptr noundef nonnull align 8 dereferenceable(8) %6), !dbg !59
  %11 = load i32, ptr %2, align 4, !dbg !60
  %12 = call i32 @util_fast(i32 noundef %11), !dbg !61
  %13 = add nsw i32 %10, %12, !dbg !62
  ret i32 %13, !dbg !63
}

; Function Attrs: noinline uwtable
define weak_odr hidden noundef ptr @_ZTW6t_seed() #6 comdat {
  call void @_ZTH6t_seed()
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_seed)
  ret ptr %1
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #7 personality ptr @__gxx_personality_v0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !65)
  store i32 0, ptr %2, align 4, !dbg !65
  %6 = call ptr @_ZTW6t_seed(), !dbg !66
  %7 = load i32, ptr %6, align 4, !dbg !66
  %8 = call ptr @_ZTW7t_calls(), !dbg !68
  %9 = load i32, ptr %8, align 4, !dbg !68
  %10 = add nsw i32 %7, %9, !dbg !69
  %11 = invoke noundef i32 @_ZL10run_shapesi(i32 noundef %10)
          to label %12 unwind label %18, !dbg !70

12:                                               ; preds = %0
  store i32 %11, ptr %2, align 4, !dbg !71
  %13 = load i32, ptr %2, align 4, !dbg !72
  %14 = icmp sgt i32 %13, 100, !dbg !74
  br i1 %14, label %15, label %51, !dbg !75

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4, !dbg !76
  invoke void @_ZN3shp4failEi(i32 noundef %16) #12
          to label %17 unwind label %18, !dbg !77

17:                                               ; preds = %15
  unreachable, !dbg !77

18:                                               ; preds = %15, %0
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIN3shp5ErrorE
          catch ptr null, !dbg !78
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !78
  store ptr %20, ptr %3, align 8, !dbg !78
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !78
  store i32 %21, ptr %4, align 4, !dbg !78
  br label %22, !dbg !78

22:                                               ; preds = %18
  %23 = load i32, ptr %4, align 4, !dbg !79
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIN3shp5ErrorE) #3, !dbg !79
  %25 = icmp eq i32 %23, %24, !dbg !79
  br i1 %25, label %26, label %48, !dbg !79

26:                                               ; preds = %22
    #dbg_declare(ptr %5, !80, !DIExpression(), !84)
  %27 = load ptr, ptr %3, align 8, !dbg !85
  %28 = call ptr @__cxa_begin_catch(ptr %27) #3, !dbg !85
  store ptr %28, ptr %5, align 8, !dbg !85
  %29 = load ptr, ptr %5, align 8, !dbg !87
  %30 = load ptr, ptr %29, align 8, !dbg !89
  %31 = getelementptr inbounds ptr, ptr %30, i64 2, !dbg !89
  %32 = load ptr, ptr %31, align 8, !dbg !89
  %33 = invoke noundef i32 %32(ptr noundef nonnull align 8 dereferenceable(12) %29)
          to label %34 unwind label %52, !dbg !89

34:                                               ; preds = %26
  store i32 %33, ptr %2, align 4, !dbg !90
  call void @__cxa_end_catch(), !dbg !91
  br label %35, !dbg !91

35:                                               ; preds = %34, %48, %51
  %36 = load i32, ptr %2, align 4, !dbg !92
  %37 = load i32, ptr %2, align 4, !dbg !93
  %38 = call i32 @util_apply(i32 noundef %37, i32 noundef 1), !dbg !94
  %39 = add nsw i32 %36, %38, !dbg !95
  %40 = load i32, ptr %2, align 4, !dbg !96
  %41 = call i32 @util_hash_alias(i32 noundef %40), !dbg !97
  %42 = add nsw i32 %39, %41, !dbg !98
  %43 = load i32, ptr %2, align 4, !dbg !99
  %44 = call i32 @util_run(ptr noundef @_ZZ4mainE4prog, i32 noundef %43), !dbg !100
  %45 = add nsw i32 %42, %44, !dbg !101
  %46 = call noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv(), !dbg !102
  %47 = add nsw i32 %45, %46, !dbg !103
  ret i32 %47, !dbg !104

48:                                               ; preds = %22
  %49 = load ptr, ptr %3, align 8, !dbg !79
  %50 = call ptr @__cxa_begin_catch(ptr %49) #3, !dbg !79
  store i32 -1, ptr %2, align 4, !dbg !105
  call void @__cxa_end_catch(), !dbg !85
  br label %35, !dbg !85

51:                                               ; preds = %12
  br label %35, !dbg !79

52:                                               ; preds = %26
  %53 = landingpad { ptr, i32 }
          cleanup, !dbg !106
  %54 = extractvalue { ptr, i32 } %53, 0, !dbg !106
  store ptr %54, ptr %3, align 8, !dbg !106
  %55 = extractvalue { ptr, i32 } %53, 1, !dbg !106
  store i32 %55, ptr %4, align 4, !dbg !106
  invoke void @__cxa_end_catch()
          to label %56 unwind label %62, !dbg !91

56:                                               ; preds = %52
  br label %57, !dbg !91

57:                                               ; preds = %56
  %58 = load ptr, ptr %3, align 8, !dbg !91
  %59 = load i32, ptr %4, align 4, !dbg !91
  %60 = insertvalue { ptr, i32 } poison, ptr %58, 0, !dbg !91
  %61 = insertvalue { ptr, i32 } %60, i32 %59, 1, !dbg !91
  resume { ptr, i32 } %61, !dbg !91

62:                                               ; preds = %52
  %63 = landingpad { ptr, i32 }
          catch ptr null, !dbg !91
  %64 = extractvalue { ptr, i32 } %63, 0, !dbg !91
  call void @__clang_call_terminate(ptr %64) #13, !dbg !91
  unreachable, !dbg !91
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL10run_shapesi(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 !dbg !107 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Tri", align 8
  %4 = alloca [2 x ptr], align 16
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !108, !DIExpression(), !109)
    #dbg_declare(ptr %3, !110, !DIExpression(), !112)
  %7 = load i32, ptr %2, align 4, !dbg !113
  call void @_ZN3shp3TriC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %7, i32 noundef 4), !dbg !112
    #dbg_declare(ptr %4, !114, !DIExpression(), !120)
  store ptr @g_rect, ptr %4, align 8, !dbg !121
  %8 = getelementptr inbounds ptr, ptr %4, i64 1, !dbg !121
  store ptr %3, ptr %8, align 8, !dbg !121
  %9 = getelementptr inbounds [2 x ptr], ptr %4, i64 0, i64 0, !dbg !122
  %10 = invoke noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef %9, i32 noundef 2)
          to label %11 unwind label %15, !dbg !123

11:                                               ; preds = %1
  %12 = invoke noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %3)
          to label %13 unwind label %15, !dbg !124

13:                                               ; preds = %11
  %14 = add nsw i32 %10, %12, !dbg !125
  call void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #3, !dbg !126
  ret i32 %14, !dbg !126

15:                                               ; preds = %11, %1
  %16 = landingpad { ptr, i32 }
          cleanup, !dbg !126
  %17 = extractvalue { ptr, i32 } %16, 0, !dbg !126
  store ptr %17, ptr %5, align 8, !dbg !126
  %18 = extractvalue { ptr, i32 } %16, 1, !dbg !126
  store i32 %18, ptr %6, align 4, !dbg !126
  call void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #3, !dbg !126
  br label %19, !dbg !126

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8, !dbg !126
  %21 = load i32, ptr %6, align 4, !dbg !126
  %22 = insertvalue { ptr, i32 } poison, ptr %20, 0, !dbg !126
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1, !dbg !126
  resume { ptr, i32 } %23, !dbg !126
}

; Function Attrs: noinline uwtable
define linkonce_odr hidden noundef ptr @_ZTW7t_calls() #6 comdat {
  %1 = icmp ne ptr @_ZTH7t_calls, null
  br i1 %1, label %2, label %3

2:                                                ; preds = %0
  call void @_ZTH7t_calls()
  br label %3

3:                                                ; preds = %2, %0
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @t_calls)
  ret ptr %4
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noreturn
declare void @_ZN3shp4failEi(i32 noundef) #8

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #10 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #3
  call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev()

declare i32 @util_apply(i32 noundef, i32 noundef) #1

declare i32 @util_hash_alias(i32 noundef) #1

declare i32 @util_run(ptr noundef, i32 noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv() #11 comdat align 2 !dbg !127 {
  ret i32 7, !dbg !134
}

declare noundef ptr @_ZN3shp11make_circleEi(i32 noundef) #1

declare i32 @util_fast(i32 noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 comdat align 2 !dbg !135 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !140, !DIExpression(), !142)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !143, !DIExpression(), !144)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !145, !DIExpression(), !146)
  %7 = load ptr, ptr %4, align 8
  call void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7), !dbg !147
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp3TriE, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !148
  %8 = getelementptr inbounds %"struct.shp::Tri", ptr %7, i32 0, i32 1, !dbg !149
  %9 = load i32, ptr %5, align 4, !dbg !150
  store i32 %9, ptr %8, align 8, !dbg !149
  %10 = getelementptr inbounds %"struct.shp::Tri", ptr %7, i32 0, i32 2, !dbg !151
  %11 = load i32, ptr %6, align 4, !dbg !152
  store i32 %11, ptr %10, align 4, !dbg !151
  ret void, !dbg !153
}

declare noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef, i32 noundef) #1

declare noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8)) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #11 comdat align 2 !dbg !154 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !158, !DIExpression(), !159)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #3, !dbg !160
  ret void, !dbg !162
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #11 comdat align 2 !dbg !163 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !168, !DIExpression(), !169)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp5ShapeE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !170
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !171
  %5 = add nsw i32 %4, 1, !dbg !171
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !171
  ret void, !dbg !173
}

; Function Attrs: nounwind
declare void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #2

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_refs_main.cpp() #0 section ".text.startup" !dbg !174 {
  call void @__cxx_global_var_init(), !dbg !176
  ret void
}

; Function Attrs: noinline uwtable
define internal void @__tls_init() #0 !dbg !177 {
  %1 = load i8, ptr @__tls_guard, align 1, !dbg !178
  %2 = icmp eq i8 %1, 0, !dbg !178
  br i1 %2, label %3, label %4, !dbg !178, !prof !179

3:                                                ; preds = %0
  store i8 1, ptr @__tls_guard, align 1, !dbg !178
  call void @__cxx_global_var_init.1(), !dbg !178
  br label %4, !dbg !178

4:                                                ; preds = %3, %0
  ret void
}

declare extern_weak void @_ZTH7t_calls() #1

attributes #0 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind memory(none) }
attributes #10 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_rect", scope: !2, file: !3, line: 62, type: !19, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/refs-main.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "9ba18275069039cb0b7ab5b0252abfad")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "t_seed", scope: !2, file: !3, line: 63, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "prog", scope: !10, file: !3, line: 87, type: !14, isLocal: true, isDefinition: true)
!10 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 85, type: !11, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{!7}
!13 = !{}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 24, elements: !17)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{!18}
!18 = !DISubrange(count: 3)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !20, file: !3, line: 27, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!20 = !DINamespace(name: "shp", scope: null)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !3, file: !3, type: !30, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DILocation(line: 62, column: 11, scope: !29)
!33 = !DILocation(line: 0, scope: !29)
!34 = !DILocation(line: 62, column: 21, scope: !29)
!35 = distinct !DISubprogram(name: "__cxx_global_var_init.1", scope: !3, file: !3, type: !30, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!36 = !DILocation(line: 63, column: 27, scope: !35)
!37 = !DILocation(line: 0, scope: !35)
!38 = !DILocation(line: 63, column: 37, scope: !35)
!39 = distinct !DISubprogram(name: "unused_entry", linkageName: "_Z12unused_entryi", scope: !3, file: !3, line: 77, type: !40, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !13)
!40 = !DISubroutineType(types: !41)
!41 = !{!7, !7}
!42 = !DILocalVariable(name: "k", arg: 1, scope: !39, file: !3, line: 77, type: !7)
!43 = !DILocation(line: 77, column: 22, scope: !39)
!44 = !DILocation(line: 77, column: 47, scope: !39)
!45 = !DILocation(line: 77, column: 34, scope: !39)
!46 = !DILocation(line: 77, column: 52, scope: !39)
!47 = !DILocation(line: 77, column: 50, scope: !39)
!48 = !DILocation(line: 77, column: 27, scope: !39)
!49 = distinct !DISubprogram(name: "never_called", linkageName: "_ZL12never_calledi", scope: !3, file: !3, line: 72, type: !40, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !13)
!50 = !DILocalVariable(name: "k", arg: 1, scope: !49, file: !3, line: 72, type: !7)
!51 = !DILocation(line: 72, column: 29, scope: !49)
!52 = !DILocalVariable(name: "c", scope: !49, file: !3, line: 74, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !20, file: !3, line: 20, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!55 = !DILocation(line: 74, column: 17, scope: !49)
!56 = !DILocation(line: 74, column: 38, scope: !49)
!57 = !DILocation(line: 74, column: 21, scope: !49)
!58 = !DILocation(line: 75, column: 12, scope: !49)
!59 = !DILocation(line: 75, column: 15, scope: !49)
!60 = !DILocation(line: 75, column: 34, scope: !49)
!61 = !DILocation(line: 75, column: 24, scope: !49)
!62 = !DILocation(line: 75, column: 22, scope: !49)
!63 = !DILocation(line: 75, column: 5, scope: !49)
!64 = !DILocalVariable(name: "r", scope: !10, file: !3, line: 88, type: !7)
!65 = !DILocation(line: 88, column: 9, scope: !10)
!66 = !DILocation(line: 90, column: 24, scope: !67)
!67 = distinct !DILexicalBlock(scope: !10, file: !3, line: 89, column: 9)
!68 = !DILocation(line: 90, column: 33, scope: !67)
!69 = !DILocation(line: 90, column: 31, scope: !67)
!70 = !DILocation(line: 90, column: 13, scope: !67)
!71 = !DILocation(line: 90, column: 11, scope: !67)
!72 = !DILocation(line: 91, column: 13, scope: !73)
!73 = distinct !DILexicalBlock(scope: !67, file: !3, line: 91, column: 13)
!74 = !DILocation(line: 91, column: 15, scope: !73)
!75 = !DILocation(line: 91, column: 13, scope: !67)
!76 = !DILocation(line: 92, column: 23, scope: !73)
!77 = !DILocation(line: 92, column: 13, scope: !73)
!78 = !DILocation(line: 100, column: 1, scope: !67)
!79 = !DILocation(line: 93, column: 5, scope: !67)
!80 = !DILocalVariable(name: "e", scope: !10, file: !3, line: 93, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!83 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !20, file: !3, line: 14, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!84 = !DILocation(line: 93, column: 32, scope: !10)
!85 = !DILocation(line: 97, column: 5, scope: !86)
!86 = distinct !DILexicalBlock(scope: !10, file: !3, line: 95, column: 19)
!87 = !DILocation(line: 94, column: 13, scope: !88)
!88 = distinct !DILexicalBlock(scope: !10, file: !3, line: 93, column: 35)
!89 = !DILocation(line: 94, column: 15, scope: !88)
!90 = !DILocation(line: 94, column: 11, scope: !88)
!91 = !DILocation(line: 95, column: 5, scope: !88)
!92 = !DILocation(line: 98, column: 12, scope: !10)
!93 = !DILocation(line: 98, column: 27, scope: !10)
!94 = !DILocation(line: 98, column: 16, scope: !10)
!95 = !DILocation(line: 98, column: 14, scope: !10)
!96 = !DILocation(line: 98, column: 51, scope: !10)
!97 = !DILocation(line: 98, column: 35, scope: !10)
!98 = !DILocation(line: 98, column: 33, scope: !10)
!99 = !DILocation(line: 98, column: 71, scope: !10)
!100 = !DILocation(line: 98, column: 56, scope: !10)
!101 = !DILocation(line: 98, column: 54, scope: !10)
!102 = !DILocation(line: 99, column: 12, scope: !10)
!103 = !DILocation(line: 98, column: 74, scope: !10)
!104 = !DILocation(line: 98, column: 5, scope: !10)
!105 = !DILocation(line: 96, column: 11, scope: !86)
!106 = !DILocation(line: 100, column: 1, scope: !88)
!107 = distinct !DISubprogram(name: "run_shapes", linkageName: "_ZL10run_shapesi", scope: !3, file: !3, line: 65, type: !40, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !13)
!108 = !DILocalVariable(name: "k", arg: 1, scope: !107, file: !3, line: 65, type: !7)
!109 = !DILocation(line: 65, column: 27, scope: !107)
!110 = !DILocalVariable(name: "t", scope: !107, file: !3, line: 67, type: !111)
!111 = !DICompositeType(tag: DW_TAG_structure_type, name: "Tri", scope: !20, file: !3, line: 34, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!112 = !DILocation(line: 67, column: 14, scope: !107)
!113 = !DILocation(line: 67, column: 16, scope: !107)
!114 = !DILocalVariable(name: "v", scope: !107, file: !3, line: 68, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 128, elements: !118)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!118 = !{!119}
!119 = !DISubrange(count: 2)
!120 = !DILocation(line: 68, column: 23, scope: !107)
!121 = !DILocation(line: 68, column: 30, scope: !107)
!122 = !DILocation(line: 69, column: 23, scope: !107)
!123 = !DILocation(line: 69, column: 12, scope: !107)
!124 = !DILocation(line: 69, column: 31, scope: !107)
!125 = !DILocation(line: 69, column: 29, scope: !107)
!126 = !DILocation(line: 70, column: 1, scope: !107)
!127 = distinct !DISubprogram(name: "id", linkageName: "_ZN3TagIXadL_Z12unused_entryiEEE2idEv", scope: !128, file: !3, line: 82, type: !11, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !130)
!128 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tag<&unused_entry>", file: !3, line: 81, size: 8, flags: DIFlagTypePassByValue, elements: !129, templateParams: !131, identifier: "_ZTS3TagIXadL_Z12unused_entryiEEE")
!129 = !{!130}
!130 = !DISubprogram(name: "id", linkageName: "_ZN3TagIXadL_Z12unused_entryiEEE2idEv", scope: !128, file: !3, line: 82, type: !11, scopeLine: 82, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!131 = !{!132}
!132 = !DITemplateValueParameter(name: "F", type: !133, value: ptr @_Z12unused_entryi)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!134 = !DILocation(line: 82, column: 23, scope: !127)
!135 = distinct !DISubprogram(name: "Tri", linkageName: "_ZN3shp3TriC2Eii", scope: !111, file: !3, line: 36, type: !136, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !139, retainedNodes: !13)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138, !7, !7}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = !DISubprogram(name: "Tri", scope: !111, file: !3, line: 36, type: !136, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!140 = !DILocalVariable(name: "this", arg: 1, scope: !135, type: !141, flags: DIFlagArtificial | DIFlagObjectPointer)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!142 = !DILocation(line: 0, scope: !135)
!143 = !DILocalVariable(name: "b_", arg: 2, scope: !135, file: !3, line: 36, type: !7)
!144 = !DILocation(line: 36, column: 13, scope: !135)
!145 = !DILocalVariable(name: "h_", arg: 3, scope: !135, file: !3, line: 36, type: !7)
!146 = !DILocation(line: 36, column: 21, scope: !135)
!147 = !DILocation(line: 36, column: 5, scope: !135)
!148 = !DILocation(line: 36, column: 40, scope: !135)
!149 = !DILocation(line: 36, column: 27, scope: !135)
!150 = !DILocation(line: 36, column: 29, scope: !135)
!151 = !DILocation(line: 36, column: 34, scope: !135)
!152 = !DILocation(line: 36, column: 36, scope: !135)
!153 = !DILocation(line: 36, column: 41, scope: !135)
!154 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD2Ev", scope: !111, file: !3, line: 34, type: !155, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !157, retainedNodes: !13)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !138}
!157 = !DISubprogram(name: "~Tri", scope: !111, type: !155, containingType: !111, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!158 = !DILocalVariable(name: "this", arg: 1, scope: !154, type: !141, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DILocation(line: 0, scope: !154)
!160 = !DILocation(line: 34, column: 8, scope: !161)
!161 = distinct !DILexicalBlock(scope: !154, file: !3, line: 34, column: 8)
!162 = !DILocation(line: 34, column: 8, scope: !154)
!163 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN3shp5ShapeC2Ev", scope: !54, file: !3, line: 21, type: !164, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !167, retainedNodes: !13)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = !DISubprogram(name: "Shape", scope: !54, file: !3, line: 21, type: !164, scopeLine: 21, flags: DIFlagPrototyped, spFlags: 0)
!168 = !DILocalVariable(name: "this", arg: 1, scope: !163, type: !53, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = !DILocation(line: 0, scope: !163)
!170 = !DILocation(line: 21, column: 13, scope: !163)
!171 = !DILocation(line: 21, column: 15, scope: !172)
!172 = distinct !DILexicalBlock(scope: !163, file: !3, line: 21, column: 13)
!173 = !DILocation(line: 21, column: 26, scope: !163)
!174 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_refs_main.cpp", scope: !3, file: !3, type: !175, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!175 = !DISubroutineType(types: !13)
!176 = !DILocation(line: 0, scope: !174)
!177 = distinct !DISubprogram(linkageName: "__tls_init", scope: !3, file: !3, type: !175, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!178 = !DILocation(line: 0, scope: !177)
!179 = !{!"branch_weights", i32 1, i32 1023}
