; ModuleID = 'refs-cxx-main-o0g.bc'
source_filename = "src/refs-main.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Shape" = type { i32 (...)** }
%"struct.shp::Error" = type <{ i32 (...)**, i32, [4 x i8] }>
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
@t_seed = dso_local thread_local global i32 0, align 4, !dbg !42
@_ZZ4mainE4prog = internal constant [3 x i8] c"\00\01\02", align 1, !dbg !44
@_ZTIN3shp5ErrorE = external constant i8*
@t_calls = external thread_local global i32, align 4
@_ZTVN3shp3TriE = external unnamed_addr constant { [6 x i8*] }, align 8
@_ZTVN3shp5ShapeE = external unnamed_addr constant { [6 x i8*] }, align 8
@_ZN3shp5Shape7createdE = external global i32, align 4
@__tls_guard = internal thread_local global i8 0, align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_refs_main.cpp, i8* null }]

@_ZTH6t_seed = dso_local alias void (), void ()* @__tls_init

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" !dbg !62 {
  call void @_ZN3shp4RectC1Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) @g_rect, i32 noundef 2, i32 noundef 3), !dbg !66
  %1 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD1Ev to void (i8*)*), i8* bitcast (%"struct.shp::Rect"* @g_rect to i8*), i8* @__dso_handle) #3, !dbg !68
  ret void, !dbg !69
}

declare void @_ZN3shp4RectC1Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16), i32 noundef, i32 noundef) unnamed_addr #1

; Function Attrs: nounwind
declare void @_ZN3shp4RectD1Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #3

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" !dbg !70 {
  %1 = call i32 @util_hash(i32 noundef 7), !dbg !71
  store i32 %1, i32* @t_seed, align 4, !dbg !73
  ret void, !dbg !74
}

declare i32 @util_hash(i32 noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12unused_entryi(i32 noundef %0) #4 !dbg !75 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !78, metadata !DIExpression()), !dbg !79
  %3 = load i32, i32* %2, align 4, !dbg !80
  %4 = call noundef i32 @_ZL12never_calledi(i32 noundef %3), !dbg !81
  %5 = call i32* @_ZTW6t_seed(), !dbg !82
  %6 = load i32, i32* %5, align 4, !dbg !82
  %7 = add nsw i32 %4, %6, !dbg !83
  ret i32 %7, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #5

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL12never_calledi(i32 noundef %0) #4 !dbg !85 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Shape"*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %3, metadata !88, metadata !DIExpression()), !dbg !90
  %4 = load i32, i32* %2, align 4, !dbg !91
  %5 = call noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %4), !dbg !92
  store %"struct.shp::Shape"* %5, %"struct.shp::Shape"** %3, align 8, !dbg !90
  %6 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %3, align 8, !dbg !93
  %7 = bitcast %"struct.shp::Shape"* %6 to i32 (%"struct.shp::Shape"*)***, !dbg !94
  %8 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %7, align 8, !dbg !94
  %9 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %8, i64 2, !dbg !94
  %10 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %9, align 8, !dbg !94
  %11 = call noundef i32 %10(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %6), !dbg !94
  %12 = load i32, i32* %2, align 4, !dbg !95
  %13 = call i32 @util_fast(i32 noundef %12), !dbg !96
  %14 = add nsw i32 %11, %13, !dbg !97
  ret i32 %14, !dbg !98
}

; Function Attrs: noinline uwtable
define weak_odr hidden noundef i32* @_ZTW6t_seed() #6 comdat {
  call void @_ZTH6t_seed()
  ret i32* @t_seed
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.shp::Error"*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !99, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %2, align 4, !dbg !100
  %6 = call i32* @_ZTW6t_seed(), !dbg !101
  %7 = load i32, i32* %6, align 4, !dbg !101
  %8 = call i32* @_ZTW7t_calls(), !dbg !103
  %9 = load i32, i32* %8, align 4, !dbg !103
  %10 = add nsw i32 %7, %9, !dbg !104
  %11 = invoke noundef i32 @_ZL10run_shapesi(i32 noundef %10)
          to label %12 unwind label %18, !dbg !105

12:                                               ; preds = %0
  store i32 %11, i32* %2, align 4, !dbg !106
  %13 = load i32, i32* %2, align 4, !dbg !107
  %14 = icmp sgt i32 %13, 100, !dbg !109
  br i1 %14, label %15, label %53, !dbg !110

15:                                               ; preds = %12
  %16 = load i32, i32* %2, align 4, !dbg !111
  invoke void @_ZN3shp4failEi(i32 noundef %16) #14
          to label %17 unwind label %18, !dbg !112

17:                                               ; preds = %15
  unreachable, !dbg !112

18:                                               ; preds = %15, %0
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIN3shp5ErrorE to i8*)
          catch i8* null, !dbg !113
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !113
  store i8* %20, i8** %3, align 8, !dbg !113
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !113
  store i32 %21, i32* %4, align 4, !dbg !113
  br label %22, !dbg !113

22:                                               ; preds = %18
  %23 = load i32, i32* %4, align 4, !dbg !114
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIN3shp5ErrorE to i8*)) #3, !dbg !114
  %25 = icmp eq i32 %23, %24, !dbg !114
  br i1 %25, label %26, label %50, !dbg !114

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %5, metadata !115, metadata !DIExpression()), !dbg !119
  %27 = load i8*, i8** %3, align 8, !dbg !120
  %28 = call i8* @__cxa_begin_catch(i8* %27) #3, !dbg !120
  %29 = bitcast i8* %28 to %"struct.shp::Error"*, !dbg !120
  store %"struct.shp::Error"* %29, %"struct.shp::Error"** %5, align 8, !dbg !120
  %30 = load %"struct.shp::Error"*, %"struct.shp::Error"** %5, align 8, !dbg !122
  %31 = bitcast %"struct.shp::Error"* %30 to i32 (%"struct.shp::Error"*)***, !dbg !124
  %32 = load i32 (%"struct.shp::Error"*)**, i32 (%"struct.shp::Error"*)*** %31, align 8, !dbg !124
  %33 = getelementptr inbounds i32 (%"struct.shp::Error"*)*, i32 (%"struct.shp::Error"*)** %32, i64 2, !dbg !124
  %34 = load i32 (%"struct.shp::Error"*)*, i32 (%"struct.shp::Error"*)** %33, align 8, !dbg !124
  %35 = invoke noundef i32 %34(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %30)
          to label %36 unwind label %54, !dbg !124

36:                                               ; preds = %26
  store i32 %35, i32* %2, align 4, !dbg !125
  call void @__cxa_end_catch(), !dbg !126
  br label %37, !dbg !126

37:                                               ; preds = %36, %50, %53
  %38 = load i32, i32* %2, align 4, !dbg !127
  %39 = load i32, i32* %2, align 4, !dbg !128
  %40 = call i32 @util_apply(i32 noundef %39, i32 noundef 1), !dbg !129
  %41 = add nsw i32 %38, %40, !dbg !130
  %42 = load i32, i32* %2, align 4, !dbg !131
  %43 = call i32 @util_hash_alias(i32 noundef %42), !dbg !132
  %44 = add nsw i32 %41, %43, !dbg !133
  %45 = load i32, i32* %2, align 4, !dbg !134
  %46 = call i32 @util_run(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @_ZZ4mainE4prog, i64 0, i64 0), i32 noundef %45), !dbg !135
  %47 = add nsw i32 %44, %46, !dbg !136
  %48 = call noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv(), !dbg !137
  %49 = add nsw i32 %47, %48, !dbg !138
  ret i32 %49, !dbg !139

50:                                               ; preds = %22
  %51 = load i8*, i8** %3, align 8, !dbg !114
  %52 = call i8* @__cxa_begin_catch(i8* %51) #3, !dbg !114
  store i32 -1, i32* %2, align 4, !dbg !140
  call void @__cxa_end_catch(), !dbg !120
  br label %37, !dbg !120

53:                                               ; preds = %12
  br label %37, !dbg !114

54:                                               ; preds = %26
  %55 = landingpad { i8*, i32 }
          cleanup, !dbg !141
  %56 = extractvalue { i8*, i32 } %55, 0, !dbg !141
  store i8* %56, i8** %3, align 8, !dbg !141
  %57 = extractvalue { i8*, i32 } %55, 1, !dbg !141
  store i32 %57, i32* %4, align 4, !dbg !141
  invoke void @__cxa_end_catch()
          to label %58 unwind label %64, !dbg !126

58:                                               ; preds = %54
  br label %59, !dbg !126

59:                                               ; preds = %58
  %60 = load i8*, i8** %3, align 8, !dbg !126
  %61 = load i32, i32* %4, align 4, !dbg !126
  %62 = insertvalue { i8*, i32 } undef, i8* %60, 0, !dbg !126
  %63 = insertvalue { i8*, i32 } %62, i32 %61, 1, !dbg !126
  resume { i8*, i32 } %63, !dbg !126

64:                                               ; preds = %54
  %65 = landingpad { i8*, i32 }
          catch i8* null, !dbg !126
  %66 = extractvalue { i8*, i32 } %65, 0, !dbg !126
  call void @__clang_call_terminate(i8* %66) #15, !dbg !126
  unreachable, !dbg !126
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL10run_shapesi(i32 noundef %0) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !142 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Tri", align 8
  %4 = alloca [2 x %"struct.shp::Shape"*], align 16
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !143, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"* %3, metadata !145, metadata !DIExpression()), !dbg !146
  %7 = load i32, i32* %2, align 4, !dbg !147
  call void @_ZN3shp3TriC2Eii(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3, i32 noundef %7, i32 noundef 4), !dbg !146
  call void @llvm.dbg.declare(metadata [2 x %"struct.shp::Shape"*]* %4, metadata !148, metadata !DIExpression()), !dbg !153
  %8 = getelementptr inbounds [2 x %"struct.shp::Shape"*], [2 x %"struct.shp::Shape"*]* %4, i64 0, i64 0, !dbg !154
  store %"struct.shp::Shape"* getelementptr inbounds (%"struct.shp::Rect", %"struct.shp::Rect"* @g_rect, i32 0, i32 0), %"struct.shp::Shape"** %8, align 8, !dbg !154
  %9 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %8, i64 1, !dbg !154
  %10 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !155
  store %"struct.shp::Shape"* %10, %"struct.shp::Shape"** %9, align 8, !dbg !154
  %11 = getelementptr inbounds [2 x %"struct.shp::Shape"*], [2 x %"struct.shp::Shape"*]* %4, i64 0, i64 0, !dbg !156
  %12 = invoke noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef %11, i32 noundef 2)
          to label %13 unwind label %18, !dbg !157

13:                                               ; preds = %1
  %14 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !158
  %15 = invoke noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %14)
          to label %16 unwind label %18, !dbg !159

16:                                               ; preds = %13
  %17 = add nsw i32 %12, %15, !dbg !160
  call void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3) #3, !dbg !161
  ret i32 %17, !dbg !161

18:                                               ; preds = %13, %1
  %19 = landingpad { i8*, i32 }
          cleanup, !dbg !161
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !161
  store i8* %20, i8** %5, align 8, !dbg !161
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !161
  store i32 %21, i32* %6, align 4, !dbg !161
  call void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3) #3, !dbg !161
  br label %22, !dbg !161

22:                                               ; preds = %18
  %23 = load i8*, i8** %5, align 8, !dbg !161
  %24 = load i32, i32* %6, align 4, !dbg !161
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !161
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !161
  resume { i8*, i32 } %26, !dbg !161
}

; Function Attrs: noinline uwtable
define linkonce_odr hidden noundef i32* @_ZTW7t_calls() #6 comdat {
  br i1 icmp ne (void ()* @_ZTH7t_calls, void ()* null), label %1, label %2

1:                                                ; preds = %0
  call void @_ZTH7t_calls()
  br label %2

2:                                                ; preds = %1, %0
  ret i32* @t_calls
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noreturn
declare void @_ZN3shp4failEi(i32 noundef) #8

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #9

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #3
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

declare i32 @util_apply(i32 noundef, i32 noundef) #1

declare i32 @util_hash_alias(i32 noundef) #1

declare i32 @util_run(i8* noundef, i32 noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN3TagIXadL_Z12unused_entryiEEE2idEv() #11 comdat align 2 !dbg !162 {
  ret i32 7, !dbg !169
}

declare noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef) #1

declare i32 @util_fast(i32 noundef) #1

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriC2Eii(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #12 comdat align 2 !dbg !170 {
  %4 = alloca %"struct.shp::Tri"*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %4, metadata !171, metadata !DIExpression()), !dbg !173
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !174, metadata !DIExpression()), !dbg !175
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !176, metadata !DIExpression()), !dbg !177
  %7 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %4, align 8
  %8 = bitcast %"struct.shp::Tri"* %7 to %"struct.shp::Shape"*, !dbg !178
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %8), !dbg !179
  %9 = bitcast %"struct.shp::Tri"* %7 to i32 (...)***, !dbg !178
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp3TriE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !178
  %10 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %7, i32 0, i32 1, !dbg !180
  %11 = load i32, i32* %5, align 4, !dbg !181
  store i32 %11, i32* %10, align 8, !dbg !180
  %12 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %7, i32 0, i32 2, !dbg !182
  %13 = load i32, i32* %6, align 4, !dbg !183
  store i32 %13, i32* %12, align 4, !dbg !182
  ret void, !dbg !184
}

declare noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef, i32 noundef) #1

declare noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8)) #1

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #13 comdat align 2 !dbg !185 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !189, metadata !DIExpression()), !dbg !190
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  %4 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !191
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %4) #3, !dbg !191
  ret void, !dbg !193
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #13 comdat align 2 !dbg !194 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !195, metadata !DIExpression()), !dbg !196
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (...)***, !dbg !197
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !197
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !198
  %6 = add nsw i32 %5, 1, !dbg !198
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !198
  ret void, !dbg !200
}

; Function Attrs: nounwind
declare void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #2

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_refs_main.cpp() #0 section ".text.startup" !dbg !201 {
  call void @__cxx_global_var_init(), !dbg !203
  ret void
}

; Function Attrs: noinline uwtable
define internal void @__tls_init() #0 !dbg !204 {
  %1 = load i8, i8* @__tls_guard, align 1, !dbg !205
  %2 = icmp eq i8 %1, 0, !dbg !205
  br i1 %2, label %3, label %4, !dbg !205, !prof !206

3:                                                ; preds = %0
  store i8 1, i8* @__tls_guard, align 1, !dbg !205
  call void @__cxx_global_var_init.1(), !dbg !205
  br label %4, !dbg !205

4:                                                ; preds = %3, %0
  ret void
}

declare extern_weak void @_ZTH7t_calls() #1

attributes #0 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { noinline uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind readnone }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { noreturn }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_rect", scope: !2, file: !3, line: 62, type: !53, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !41, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/refs-main.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "9ba18275069039cb0b7ab5b0252abfad")
!4 = !{!5, !9}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tri", scope: !6, file: !3, line: 34, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, vtableHolder: !9)
!6 = !DINamespace(name: "shp", scope: null)
!7 = !{!8, !29, !30, !31, !35, !40}
!8 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !5, baseType: !9, extraData: i32 0)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !6, file: !3, line: 20, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !10, vtableHolder: !9)
!10 = !{!11, !17, !18, !22, !23, !28}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !12, size: 64, flags: DIFlagArtificial)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !14, size: 64)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "created", scope: !9, file: !3, line: 25, baseType: !16, flags: DIFlagStaticMember)
!18 = !DISubprogram(name: "Shape", scope: !9, file: !3, line: 21, type: !19, scopeLine: 21, flags: DIFlagPrototyped, spFlags: 0)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!22 = !DISubprogram(name: "~Shape", scope: !9, file: !3, line: 22, type: !19, scopeLine: 22, containingType: !9, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!23 = !DISubprogram(name: "area", linkageName: "_ZNK3shp5Shape4areaEv", scope: !9, file: !3, line: 23, type: !24, scopeLine: 23, containingType: !9, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!24 = !DISubroutineType(types: !25)
!25 = !{!16, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!28 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !9, file: !3, line: 24, type: !24, scopeLine: 24, containingType: !9, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !5, file: !3, line: 35, baseType: !16, size: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !5, file: !3, line: 35, baseType: !16, size: 32, offset: 96)
!31 = !DISubprogram(name: "Tri", scope: !5, file: !3, line: 36, type: !32, scopeLine: 36, flags: DIFlagPrototyped, spFlags: 0)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !34, !16, !16}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!35 = !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !5, file: !3, line: 37, type: !36, scopeLine: 37, containingType: !5, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!36 = !DISubroutineType(types: !37)
!37 = !{!16, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!40 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !5, file: !3, line: 38, type: !36, scopeLine: 38, containingType: !5, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!41 = !{!0, !42, !44}
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "t_seed", scope: !2, file: !3, line: 63, type: !16, isLocal: false, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "prog", scope: !46, file: !3, line: 87, type: !48, isLocal: true, isDefinition: true)
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 85, type: !14, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!47 = !{}
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 24, elements: !51)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!50 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!51 = !{!52}
!52 = !DISubrange(count: 3)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !6, file: !3, line: 27, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 7, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 1}
!60 = !{i32 7, !"frame-pointer", i32 2}
!61 = !{!"Debian clang version 14.0.6"}
!62 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !63, file: !63, type: !64, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!63 = !DIFile(filename: "src/refs-main.cpp", directory: ".")
!64 = !DISubroutineType(types: !65)
!65 = !{null}
!66 = !DILocation(line: 62, column: 11, scope: !67)
!67 = !DILexicalBlockFile(scope: !62, file: !3, discriminator: 0)
!68 = !DILocation(line: 0, scope: !62)
!69 = !DILocation(line: 62, column: 21, scope: !67)
!70 = distinct !DISubprogram(name: "__cxx_global_var_init.1", scope: !63, file: !63, type: !64, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!71 = !DILocation(line: 63, column: 27, scope: !72)
!72 = !DILexicalBlockFile(scope: !70, file: !3, discriminator: 0)
!73 = !DILocation(line: 0, scope: !70)
!74 = !DILocation(line: 63, column: 37, scope: !72)
!75 = distinct !DISubprogram(name: "unused_entry", linkageName: "_Z12unused_entryi", scope: !3, file: !3, line: 77, type: !76, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!76 = !DISubroutineType(types: !77)
!77 = !{!16, !16}
!78 = !DILocalVariable(name: "k", arg: 1, scope: !75, file: !3, line: 77, type: !16)
!79 = !DILocation(line: 77, column: 22, scope: !75)
!80 = !DILocation(line: 77, column: 47, scope: !75)
!81 = !DILocation(line: 77, column: 34, scope: !75)
!82 = !DILocation(line: 77, column: 52, scope: !75)
!83 = !DILocation(line: 77, column: 50, scope: !75)
!84 = !DILocation(line: 77, column: 27, scope: !75)
!85 = distinct !DISubprogram(name: "never_called", linkageName: "_ZL12never_calledi", scope: !3, file: !3, line: 72, type: !76, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!86 = !DILocalVariable(name: "k", arg: 1, scope: !85, file: !3, line: 72, type: !16)
!87 = !DILocation(line: 72, column: 29, scope: !85)
!88 = !DILocalVariable(name: "c", scope: !85, file: !3, line: 74, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!90 = !DILocation(line: 74, column: 17, scope: !85)
!91 = !DILocation(line: 74, column: 38, scope: !85)
!92 = !DILocation(line: 74, column: 21, scope: !85)
!93 = !DILocation(line: 75, column: 12, scope: !85)
!94 = !DILocation(line: 75, column: 15, scope: !85)
!95 = !DILocation(line: 75, column: 34, scope: !85)
!96 = !DILocation(line: 75, column: 24, scope: !85)
!97 = !DILocation(line: 75, column: 22, scope: !85)
!98 = !DILocation(line: 75, column: 5, scope: !85)
!99 = !DILocalVariable(name: "r", scope: !46, file: !3, line: 88, type: !16)
!100 = !DILocation(line: 88, column: 9, scope: !46)
!101 = !DILocation(line: 90, column: 24, scope: !102)
!102 = distinct !DILexicalBlock(scope: !46, file: !3, line: 89, column: 9)
!103 = !DILocation(line: 90, column: 33, scope: !102)
!104 = !DILocation(line: 90, column: 31, scope: !102)
!105 = !DILocation(line: 90, column: 13, scope: !102)
!106 = !DILocation(line: 90, column: 11, scope: !102)
!107 = !DILocation(line: 91, column: 13, scope: !108)
!108 = distinct !DILexicalBlock(scope: !102, file: !3, line: 91, column: 13)
!109 = !DILocation(line: 91, column: 15, scope: !108)
!110 = !DILocation(line: 91, column: 13, scope: !102)
!111 = !DILocation(line: 92, column: 23, scope: !108)
!112 = !DILocation(line: 92, column: 13, scope: !108)
!113 = !DILocation(line: 100, column: 1, scope: !102)
!114 = !DILocation(line: 93, column: 5, scope: !102)
!115 = !DILocalVariable(name: "e", scope: !46, file: !3, line: 93, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!118 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !6, file: !3, line: 14, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial)
!119 = !DILocation(line: 93, column: 32, scope: !46)
!120 = !DILocation(line: 97, column: 5, scope: !121)
!121 = distinct !DILexicalBlock(scope: !46, file: !3, line: 95, column: 19)
!122 = !DILocation(line: 94, column: 13, scope: !123)
!123 = distinct !DILexicalBlock(scope: !46, file: !3, line: 93, column: 35)
!124 = !DILocation(line: 94, column: 15, scope: !123)
!125 = !DILocation(line: 94, column: 11, scope: !123)
!126 = !DILocation(line: 95, column: 5, scope: !123)
!127 = !DILocation(line: 98, column: 12, scope: !46)
!128 = !DILocation(line: 98, column: 27, scope: !46)
!129 = !DILocation(line: 98, column: 16, scope: !46)
!130 = !DILocation(line: 98, column: 14, scope: !46)
!131 = !DILocation(line: 98, column: 51, scope: !46)
!132 = !DILocation(line: 98, column: 35, scope: !46)
!133 = !DILocation(line: 98, column: 33, scope: !46)
!134 = !DILocation(line: 98, column: 71, scope: !46)
!135 = !DILocation(line: 98, column: 56, scope: !46)
!136 = !DILocation(line: 98, column: 54, scope: !46)
!137 = !DILocation(line: 99, column: 12, scope: !46)
!138 = !DILocation(line: 98, column: 74, scope: !46)
!139 = !DILocation(line: 98, column: 5, scope: !46)
!140 = !DILocation(line: 96, column: 11, scope: !121)
!141 = !DILocation(line: 100, column: 1, scope: !123)
!142 = distinct !DISubprogram(name: "run_shapes", linkageName: "_ZL10run_shapesi", scope: !3, file: !3, line: 65, type: !76, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!143 = !DILocalVariable(name: "k", arg: 1, scope: !142, file: !3, line: 65, type: !16)
!144 = !DILocation(line: 65, column: 27, scope: !142)
!145 = !DILocalVariable(name: "t", scope: !142, file: !3, line: 67, type: !5)
!146 = !DILocation(line: 67, column: 14, scope: !142)
!147 = !DILocation(line: 67, column: 16, scope: !142)
!148 = !DILocalVariable(name: "v", scope: !142, file: !3, line: 68, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 128, elements: !151)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!151 = !{!152}
!152 = !DISubrange(count: 2)
!153 = !DILocation(line: 68, column: 23, scope: !142)
!154 = !DILocation(line: 68, column: 30, scope: !142)
!155 = !DILocation(line: 68, column: 40, scope: !142)
!156 = !DILocation(line: 69, column: 23, scope: !142)
!157 = !DILocation(line: 69, column: 12, scope: !142)
!158 = !DILocation(line: 69, column: 49, scope: !142)
!159 = !DILocation(line: 69, column: 31, scope: !142)
!160 = !DILocation(line: 69, column: 29, scope: !142)
!161 = !DILocation(line: 70, column: 1, scope: !142)
!162 = distinct !DISubprogram(name: "id", linkageName: "_ZN3TagIXadL_Z12unused_entryiEEE2idEv", scope: !163, file: !3, line: 82, type: !14, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !165, retainedNodes: !47)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tag<&unused_entry>", file: !3, line: 81, size: 8, flags: DIFlagTypePassByValue, elements: !164, templateParams: !166, identifier: "_ZTS3TagIXadL_Z12unused_entryiEEE")
!164 = !{!165}
!165 = !DISubprogram(name: "id", linkageName: "_ZN3TagIXadL_Z12unused_entryiEEE2idEv", scope: !163, file: !3, line: 82, type: !14, scopeLine: 82, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!166 = !{!167}
!167 = !DITemplateValueParameter(name: "F", type: !168, value: i32 (i32)* @_Z12unused_entryi)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!169 = !DILocation(line: 82, column: 23, scope: !162)
!170 = distinct !DISubprogram(name: "Tri", linkageName: "_ZN3shp3TriC2Eii", scope: !5, file: !3, line: 36, type: !32, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !31, retainedNodes: !47)
!171 = !DILocalVariable(name: "this", arg: 1, scope: !170, type: !172, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!173 = !DILocation(line: 0, scope: !170)
!174 = !DILocalVariable(name: "b_", arg: 2, scope: !170, file: !3, line: 36, type: !16)
!175 = !DILocation(line: 36, column: 13, scope: !170)
!176 = !DILocalVariable(name: "h_", arg: 3, scope: !170, file: !3, line: 36, type: !16)
!177 = !DILocation(line: 36, column: 21, scope: !170)
!178 = !DILocation(line: 36, column: 40, scope: !170)
!179 = !DILocation(line: 36, column: 5, scope: !170)
!180 = !DILocation(line: 36, column: 27, scope: !170)
!181 = !DILocation(line: 36, column: 29, scope: !170)
!182 = !DILocation(line: 36, column: 34, scope: !170)
!183 = !DILocation(line: 36, column: 36, scope: !170)
!184 = !DILocation(line: 36, column: 41, scope: !170)
!185 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD2Ev", scope: !5, file: !3, line: 34, type: !186, scopeLine: 34, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !188, retainedNodes: !47)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !34}
!188 = !DISubprogram(name: "~Tri", scope: !5, type: !186, containingType: !5, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!189 = !DILocalVariable(name: "this", arg: 1, scope: !185, type: !172, flags: DIFlagArtificial | DIFlagObjectPointer)
!190 = !DILocation(line: 0, scope: !185)
!191 = !DILocation(line: 34, column: 8, scope: !192)
!192 = distinct !DILexicalBlock(scope: !185, file: !3, line: 34, column: 8)
!193 = !DILocation(line: 34, column: 8, scope: !185)
!194 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN3shp5ShapeC2Ev", scope: !9, file: !3, line: 21, type: !19, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !18, retainedNodes: !47)
!195 = !DILocalVariable(name: "this", arg: 1, scope: !194, type: !89, flags: DIFlagArtificial | DIFlagObjectPointer)
!196 = !DILocation(line: 0, scope: !194)
!197 = !DILocation(line: 21, column: 13, scope: !194)
!198 = !DILocation(line: 21, column: 15, scope: !199)
!199 = distinct !DILexicalBlock(scope: !194, file: !3, line: 21, column: 13)
!200 = !DILocation(line: 21, column: 26, scope: !194)
!201 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_refs_main.cpp", scope: !63, file: !63, type: !202, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!202 = !DISubroutineType(types: !47)
!203 = !DILocation(line: 0, scope: !201)
!204 = distinct !DISubprogram(linkageName: "__tls_init", scope: !63, file: !63, type: !202, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!205 = !DILocation(line: 0, scope: !204)
!206 = !{!"branch_weights", i32 1, i32 1023}
