; ModuleID = 'refs-cxx-shapes-o0g.bc'
source_filename = "src/refs-shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Shape" = type { ptr }
%"struct.shp::Tri" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Circle" = type <{ %"struct.shp::Shape", i32, [4 x i8] }>
%"struct.shp::Error" = type <{ ptr, i32, [4 x i8] }>
%"struct.shp::(anonymous namespace)::Guard" = type { ptr }

$_ZN3shp5ShapeC2Ev = comdat any

$_ZN3shp4usesEv = comdat any

$_ZN3shp5ErrorC2Ei = comdat any

$_ZN3shp6CircleC2Ei = comdat any

$_ZNK3shp5Error4whatEv = comdat any

$_ZNK3shp5Shape5sidesEv = comdat any

$_ZN3shp3TriD2Ev = comdat any

$_ZN3shp3TriD0Ev = comdat any

$_ZNK3shp3Tri5sidesEv = comdat any

$_ZN3shp6CircleD2Ev = comdat any

$_ZN3shp6CircleD0Ev = comdat any

$_ZNK3shp4Rect5sidesEv = comdat any

$_ZZN3shp4usesEvE1n = comdat any

$_ZGVZN3shp4usesEvE1n = comdat any

@_ZN3shp5Shape7createdE = dso_local global i32 0, align 4, !dbg !0
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp5ShapeE, ptr @_ZN3shp5ShapeD1Ev, ptr @_ZN3shp5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK3shp5Shape5sidesEv] }, align 8
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp4RectE, ptr @_ZN3shp4RectD1Ev, ptr @_ZN3shp4RectD0Ev, ptr @_ZNK3shp4Rect4areaEv, ptr @_ZNK3shp4Rect5sidesEv] }, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
@_ZTIN3shp5ErrorE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ErrorE }, align 8
@_ZN3shp12_GLOBAL__N_15depthE = internal global i32 0, align 4, !dbg !24
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN3shp5ErrorE, ptr @_ZN3shp5ErrorD1Ev, ptr @_ZN3shp5ErrorD0Ev, ptr @_ZNK3shp5Error4whatEv] }, align 8
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
@_ZTIN3shp5ShapeE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ShapeE }, align 8
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp3TriE, ptr @_ZN3shp3TriD2Ev, ptr @_ZN3shp3TriD0Ev, ptr @_ZNK3shp3Tri4areaEv, ptr @_ZNK3shp3Tri5sidesEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
@_ZTIN3shp3TriE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp3TriE, ptr @_ZTIN3shp5ShapeE }, align 8
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp6CircleE, ptr @_ZN3shp6CircleD2Ev, ptr @_ZN3shp6CircleD0Ev, ptr @_ZNK3shp6Circle4areaEv, ptr @_ZNK3shp5Shape5sidesEv] }, align 8
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
@_ZTIN3shp6CircleE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp6CircleE, ptr @_ZTIN3shp5ShapeE }, align 8
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
@_ZTIN3shp4RectE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp4RectE, ptr @_ZTIN3shp5ShapeE }, align 8
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local global i32 0, comdat, align 4, !dbg !27
@_ZGVZN3shp4usesEvE1n = linkonce_odr dso_local global i64 0, comdat, align 8

@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ErrorD2Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ShapeD2Ev
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (ptr, i32, i32), ptr @_ZN3shp4RectC2Eii
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp4RectD2Ev

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !71 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !73, !DIExpression(), !75)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !76
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !77 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !78, !DIExpression(), !79)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ErrorD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #6, !dbg !80
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !80
  ret void, !dbg !81
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !82 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !83, !DIExpression(), !85)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp5ShapeE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !86
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !87
  %5 = add nsw i32 %4, -1, !dbg !87
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !87
  ret void, !dbg !89
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !90 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #8, !dbg !93
  unreachable, !dbg !93
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #2

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_ZN3shp4RectC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 align 2 !dbg !94 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !113, !DIExpression(), !115)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !116, !DIExpression(), !117)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !118, !DIExpression(), !119)
  %7 = load ptr, ptr %4, align 8
  call void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7), !dbg !120
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp4RectE, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !121
  %8 = getelementptr inbounds %"struct.shp::Rect", ptr %7, i32 0, i32 1, !dbg !122
  %9 = load i32, ptr %5, align 4, !dbg !123
  store i32 %9, ptr %8, align 8, !dbg !122
  %10 = getelementptr inbounds %"struct.shp::Rect", ptr %7, i32 0, i32 2, !dbg !124
  %11 = load i32, ptr %6, align 4, !dbg !125
  store i32 %11, ptr %10, align 4, !dbg !124
  ret void, !dbg !126
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !127 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !128, !DIExpression(), !129)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp5ShapeE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !130
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !131
  %5 = add nsw i32 %4, 1, !dbg !131
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !131
  ret void, !dbg !133
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !134 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !135, !DIExpression(), !136)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp4RectE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !137
  %4 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 2, !dbg !138
  store i32 0, ptr %4, align 4, !dbg !140
  %5 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 1, !dbg !141
  store i32 0, ptr %5, align 8, !dbg !142
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !143
  ret void, !dbg !144
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !145 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !146, !DIExpression(), !147)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp4RectD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #6, !dbg !148
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !148
  ret void, !dbg !149
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !150 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !151, !DIExpression(), !153)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 1, !dbg !154
  %5 = load i32, ptr %4, align 8, !dbg !154
  %6 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 2, !dbg !155
  %7 = load i32, ptr %6, align 4, !dbg !155
  %8 = mul nsw i32 %5, %7, !dbg !156
  ret i32 %8, !dbg !157
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !158 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !174, !DIExpression(), !176)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Tri", ptr %3, i32 0, i32 1, !dbg !177
  %5 = load i32, ptr %4, align 8, !dbg !177
  %6 = getelementptr inbounds %"struct.shp::Tri", ptr %3, i32 0, i32 2, !dbg !178
  %7 = load i32, ptr %6, align 4, !dbg !178
  %8 = mul nsw i32 %5, %7, !dbg !179
  %9 = sdiv i32 %8, 2, !dbg !180
  ret i32 %9, !dbg !181
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !182 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !196, !DIExpression(), !198)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Circle", ptr %3, i32 0, i32 1, !dbg !199
  %5 = load i32, ptr %4, align 8, !dbg !199
  %6 = mul nsw i32 3, %5, !dbg !200
  %7 = getelementptr inbounds %"struct.shp::Circle", ptr %3, i32 0, i32 1, !dbg !201
  %8 = load i32, ptr %7, align 8, !dbg !201
  %9 = mul nsw i32 %6, %8, !dbg !202
  ret i32 %9, !dbg !203
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef %0, i32 noundef %1) #3 !dbg !204 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !210, !DIExpression(), !211)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !212, !DIExpression(), !213)
    #dbg_declare(ptr %5, !214, !DIExpression(), !215)
  store i32 0, ptr %5, align 4, !dbg !215
    #dbg_declare(ptr %6, !216, !DIExpression(), !218)
  store i32 0, ptr %6, align 4, !dbg !218
  br label %7, !dbg !219

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %6, align 4, !dbg !220
  %9 = load i32, ptr %4, align 4, !dbg !222
  %10 = icmp slt i32 %8, %9, !dbg !223
  br i1 %10, label %11, label %37, !dbg !224

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !225
  %13 = load i32, ptr %6, align 4, !dbg !226
  %14 = sext i32 %13 to i64, !dbg !225
  %15 = getelementptr inbounds ptr, ptr %12, i64 %14, !dbg !225
  %16 = load ptr, ptr %15, align 8, !dbg !225
  %17 = load ptr, ptr %16, align 8, !dbg !227
  %18 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !227
  %19 = load ptr, ptr %18, align 8, !dbg !227
  %20 = call noundef i32 %19(ptr noundef nonnull align 8 dereferenceable(8) %16), !dbg !227
  %21 = call noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %20), !dbg !228
  %22 = load ptr, ptr %3, align 8, !dbg !229
  %23 = load i32, ptr %6, align 4, !dbg !230
  %24 = sext i32 %23 to i64, !dbg !229
  %25 = getelementptr inbounds ptr, ptr %22, i64 %24, !dbg !229
  %26 = load ptr, ptr %25, align 8, !dbg !229
  %27 = load ptr, ptr %26, align 8, !dbg !231
  %28 = getelementptr inbounds ptr, ptr %27, i64 3, !dbg !231
  %29 = load ptr, ptr %28, align 8, !dbg !231
  %30 = call noundef i32 %29(ptr noundef nonnull align 8 dereferenceable(8) %26), !dbg !231
  %31 = add nsw i32 %21, %30, !dbg !232
  %32 = load i32, ptr %5, align 4, !dbg !233
  %33 = add nsw i32 %32, %31, !dbg !233
  store i32 %33, ptr %5, align 4, !dbg !233
  br label %34, !dbg !234

34:                                               ; preds = %11
  %35 = load i32, ptr %6, align 4, !dbg !235
  %36 = add nsw i32 %35, 1, !dbg !235
  store i32 %36, ptr %6, align 4, !dbg !235
  br label %7, !dbg !236, !llvm.loop !237

37:                                               ; preds = %7
  %38 = load i32, ptr %5, align 4, !dbg !240
  %39 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZN3shp4usesEv(), !dbg !241
  %40 = load i32, ptr %39, align 4, !dbg !241
  %41 = add nsw i32 %38, %40, !dbg !242
  ret i32 %41, !dbg !243
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %0) #0 !dbg !244 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !247, !DIExpression(), !248)
  %3 = load i32, ptr %2, align 4, !dbg !249
  %4 = icmp slt i32 %3, 0, !dbg !250
  br i1 %4, label %5, label %6, !dbg !249

5:                                                ; preds = %1
  br label %8, !dbg !249

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !251
  br label %8, !dbg !249

8:                                                ; preds = %6, %5
  %9 = phi i32 [ 0, %5 ], [ %7, %6 ], !dbg !249
  ret i32 %9, !dbg !252
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN3shp4usesEv() #0 comdat !dbg !29 {
  %1 = load atomic i8, ptr @_ZGVZN3shp4usesEvE1n acquire, align 8, !dbg !253
  %2 = icmp eq i8 %1, 0, !dbg !253
  br i1 %2, label %3, label %9, !dbg !253, !prof !254

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(ptr @_ZGVZN3shp4usesEvE1n) #6, !dbg !253
  %5 = icmp ne i32 %4, 0, !dbg !253
  br i1 %5, label %6, label %9, !dbg !253

6:                                                ; preds = %3
  %7 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !255
  %8 = add nsw i32 %7, 1, !dbg !256
  store i32 %8, ptr @_ZZN3shp4usesEvE1n, align 4, !dbg !253
  call void @__cxa_guard_release(ptr @_ZGVZN3shp4usesEvE1n) #6, !dbg !253
  br label %9, !dbg !253

9:                                                ; preds = %6, %3, %0
  ret ptr @_ZZN3shp4usesEvE1n, !dbg !257
}

; Function Attrs: mustprogress noinline noreturn optnone uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) #4 personality ptr @__gxx_personality_v0 !dbg !258 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !261, !DIExpression(), !262)
  %5 = call ptr @__cxa_allocate_exception(i64 16) #6, !dbg !263
  %6 = load i32, ptr %2, align 4, !dbg !264
  invoke void @_ZN3shp5ErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %5, i32 noundef %6)
          to label %7 unwind label %8, !dbg !265

7:                                                ; preds = %1
  call void @__cxa_throw(ptr %5, ptr @_ZTIN3shp5ErrorE, ptr @_ZN3shp5ErrorD1Ev) #9, !dbg !263
  unreachable, !dbg !263

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup, !dbg !266
  %10 = extractvalue { ptr, i32 } %9, 0, !dbg !266
  store ptr %10, ptr %3, align 8, !dbg !266
  %11 = extractvalue { ptr, i32 } %9, 1, !dbg !266
  store i32 %11, ptr %4, align 4, !dbg !266
  call void @__cxa_free_exception(ptr %5) #6, !dbg !263
  br label %12, !dbg !263

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !263
  %14 = load i32, ptr %4, align 4, !dbg !263
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0, !dbg !263
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1, !dbg !263
  resume { ptr, i32 } %16, !dbg !263
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !267 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !268, !DIExpression(), !269)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !270, !DIExpression(), !271)
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN3shp5ErrorE, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !272
  %6 = getelementptr inbounds %"struct.shp::Error", ptr %5, i32 0, i32 1, !dbg !273
  %7 = load i32, ptr %4, align 4, !dbg !274
  store i32 %7, ptr %6, align 8, !dbg !273
  ret void, !dbg !275
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 personality ptr @__gxx_personality_v0 !dbg !276 {
  %2 = alloca ptr, align 8
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard", align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !280, !DIExpression(), !281)
    #dbg_declare(ptr %3, !282, !DIExpression(), !283)
  call void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @_ZN3shp12_GLOBAL__N_15depthE), !dbg !283
    #dbg_declare(ptr %4, !284, !DIExpression(), !285)
  %7 = load ptr, ptr %2, align 8, !dbg !286
  %8 = load ptr, ptr %7, align 8, !dbg !287
  %9 = getelementptr inbounds ptr, ptr %8, i64 2, !dbg !287
  %10 = load ptr, ptr %9, align 8, !dbg !287
  %11 = invoke noundef i32 %10(ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %12 unwind label %18, !dbg !287

12:                                               ; preds = %1
  store i32 %11, ptr %4, align 4, !dbg !285
  %13 = load i32, ptr %4, align 4, !dbg !288
  %14 = icmp sgt i32 %13, 1000, !dbg !290
  br i1 %14, label %15, label %22, !dbg !291

15:                                               ; preds = %12
  %16 = load i32, ptr %4, align 4, !dbg !292
  invoke void @_ZN3shp4failEi(i32 noundef %16) #9
          to label %17 unwind label %18, !dbg !293

17:                                               ; preds = %15
  unreachable, !dbg !293

18:                                               ; preds = %15, %1
  %19 = landingpad { ptr, i32 }
          cleanup, !dbg !294
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !294
  store ptr %20, ptr %5, align 8, !dbg !294
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !294
  store i32 %21, ptr %6, align 4, !dbg !294
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !294
  br label %24, !dbg !294

22:                                               ; preds = %12
  %23 = load i32, ptr %4, align 4, !dbg !295
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !294
  ret i32 %23, !dbg !294

24:                                               ; preds = %18
  %25 = load ptr, ptr %5, align 8, !dbg !294
  %26 = load i32, ptr %6, align 4, !dbg !294
  %27 = insertvalue { ptr, i32 } poison, ptr %25, 0, !dbg !294
  %28 = insertvalue { ptr, i32 } %27, i32 %26, 1, !dbg !294
  resume { ptr, i32 } %28, !dbg !294
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 align 2 !dbg !296 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !297, !DIExpression(), !299)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !300, !DIExpression(), !301)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %5, i32 0, i32 0, !dbg !302
  %7 = load ptr, ptr %4, align 8, !dbg !303
  store ptr %7, ptr %6, align 8, !dbg !302
  %8 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %5, i32 0, i32 0, !dbg !304
  %9 = load ptr, ptr %8, align 8, !dbg !304
  %10 = load i32, ptr %9, align 4, !dbg !306
  %11 = add nsw i32 %10, 1, !dbg !306
  store i32 %11, ptr %9, align 4, !dbg !306
  ret void, !dbg !307
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !308 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !309, !DIExpression(), !310)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %3, i32 0, i32 0, !dbg !311
  %5 = load ptr, ptr %4, align 8, !dbg !311
  %6 = load i32, ptr %5, align 4, !dbg !313
  %7 = add nsw i32 %6, -1, !dbg !313
  store i32 %7, ptr %5, align 4, !dbg !313
  ret void, !dbg !314
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef ptr @_ZN3shp11make_circleEi(i32 noundef %0) #3 personality ptr @__gxx_personality_v0 !dbg !315 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !318, !DIExpression(), !319)
    #dbg_declare(ptr %3, !320, !DIExpression(), !322)
  %6 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #10, !dbg !323, !heapallocsite !183
  %7 = load i32, ptr %2, align 4, !dbg !324
  invoke void @_ZN3shp6CircleC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
          to label %8 unwind label %17, !dbg !325

8:                                                ; preds = %1
  store ptr %6, ptr %3, align 8, !dbg !322
  %9 = load ptr, ptr %3, align 8, !dbg !326
  %10 = call noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(ptr noundef %9), !dbg !327
  %11 = icmp ne i32 %10, 0, !dbg !327
  br i1 %11, label %12, label %14, !dbg !327

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !328
  br label %15, !dbg !327

14:                                               ; preds = %8
  br label %15, !dbg !327

15:                                               ; preds = %14, %12
  %16 = phi ptr [ %13, %12 ], [ null, %14 ], !dbg !327
  ret ptr %16, !dbg !329

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup, !dbg !330
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !330
  store ptr %19, ptr %4, align 8, !dbg !330
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !330
  store i32 %20, ptr %5, align 4, !dbg !330
  call void @_ZdlPvm(ptr noundef %6, i64 noundef 16) #7, !dbg !323
  br label %21, !dbg !323

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8, !dbg !323
  %23 = load i32, ptr %5, align 4, !dbg !323
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0, !dbg !323
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !323
  resume { ptr, i32 } %25, !dbg !323
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !331 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !332, !DIExpression(), !333)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !334, !DIExpression(), !335)
  %5 = load ptr, ptr %3, align 8
  call void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5), !dbg !336
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp6CircleE, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !337
  %6 = getelementptr inbounds %"struct.shp::Circle", ptr %5, i32 0, i32 1, !dbg !338
  %7 = load i32, ptr %4, align 4, !dbg !339
  store i32 %7, ptr %6, align 8, !dbg !338
  ret void, !dbg !340
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(ptr noundef %0) #3 !dbg !341 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !344, !DIExpression(), !345)
  %3 = load ptr, ptr %2, align 8, !dbg !346
  %4 = load ptr, ptr %3, align 8, !dbg !347
  %5 = getelementptr inbounds ptr, ptr %4, i64 3, !dbg !347
  %6 = load ptr, ptr %5, align 8, !dbg !347
  %7 = call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !347
  %8 = mul nsw i32 %7, 100, !dbg !348
  ret i32 %8, !dbg !349
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !350 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !351, !DIExpression(), !353)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Error", ptr %3, i32 0, i32 1, !dbg !354
  %5 = load i32, ptr %4, align 8, !dbg !354
  ret i32 %5, !dbg !355
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !356 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !357, !DIExpression(), !358)
  %3 = load ptr, ptr %2, align 8
  ret i32 0, !dbg !359
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !360 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !364, !DIExpression(), !366)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !367
  ret void, !dbg !369
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !370 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !371, !DIExpression(), !372)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #6, !dbg !373
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !373
  ret void, !dbg !373
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !374 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !375, !DIExpression(), !376)
  %3 = load ptr, ptr %2, align 8
  ret i32 3, !dbg !377
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !378 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !382, !DIExpression(), !383)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !384
  ret void, !dbg !386
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !387 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !388, !DIExpression(), !389)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #6, !dbg !390
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !390
  ret void, !dbg !390
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !391 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !392, !DIExpression(), !393)
  %3 = load ptr, ptr %2, align 8
  ret i32 4, !dbg !394
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #6

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #6

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline noreturn optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { builtin nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "created", linkageName: "_ZN3shp5Shape7createdE", scope: !2, file: !3, line: 62, type: !4, isLocal: false, isDefinition: true, declaration: !5)
!2 = !DINamespace(name: "shp", scope: null)
!3 = !DIFile(filename: "src/refs-shapes.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "027fe806b79c5c4cd38da12ba776654f")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_variable, name: "created", scope: !6, file: !3, line: 22, baseType: !4, flags: DIFlagStaticMember)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !2, file: !3, line: 17, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, vtableHolder: !6)
!7 = !{!8, !5, !13, !17, !18, !23}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !11, size: 64)
!11 = !DISubroutineType(types: !12)
!12 = !{!4}
!13 = !DISubprogram(name: "Shape", scope: !6, file: !3, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: 0)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!17 = !DISubprogram(name: "~Shape", scope: !6, file: !3, line: 19, type: !14, scopeLine: 19, containingType: !6, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!18 = !DISubprogram(name: "area", linkageName: "_ZNK3shp5Shape4areaEv", scope: !6, file: !3, line: 20, type: !19, scopeLine: 20, containingType: !6, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!19 = !DISubroutineType(types: !20)
!20 = !{!4, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!23 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 21, type: !19, scopeLine: 21, containingType: !6, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "depth", linkageName: "_ZN3shp12_GLOBAL__N_15depthE", scope: !26, file: !3, line: 92, type: !4, isLocal: true, isDefinition: true)
!26 = !DINamespace(scope: !2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "n", scope: !29, file: !3, line: 47, type: !4, isLocal: false, isDefinition: true)
!29 = distinct !DISubprogram(name: "uses", linkageName: "_ZN3shp4usesEv", scope: !2, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!33 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !62, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !51}
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !2, file: !3, line: 11, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, vtableHolder: !35)
!36 = !{!37, !38, !39, !43, !46}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !35, file: !3, line: 12, baseType: !4, size: 32, offset: 64)
!39 = !DISubprogram(name: "Error", scope: !35, file: !3, line: 13, type: !40, scopeLine: 13, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !4}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DISubprogram(name: "~Error", scope: !35, file: !3, line: 14, type: !44, scopeLine: 14, containingType: !35, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !42}
!46 = !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 15, type: !47, scopeLine: 15, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!47 = !DISubroutineType(types: !48)
!48 = !{!4, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", scope: !26, file: !3, line: 87, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !52)
!52 = !{!53, !55, !59}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !51, file: !3, line: 88, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!55 = !DISubprogram(name: "Guard", scope: !51, file: !3, line: 89, type: !56, scopeLine: 89, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58, !54}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!59 = !DISubprogram(name: "~Guard", scope: !51, file: !3, line: 90, type: !60, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !58}
!62 = !{!0, !27, !24}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD2Ev", scope: !35, file: !3, line: 64, type: !44, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !72)
!72 = !{}
!73 = !DILocalVariable(name: "this", arg: 1, scope: !71, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!75 = !DILocation(line: 0, scope: !71)
!76 = !DILocation(line: 64, column: 18, scope: !71)
!77 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD0Ev", scope: !35, file: !3, line: 64, type: !44, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !72)
!78 = !DILocalVariable(name: "this", arg: 1, scope: !77, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DILocation(line: 0, scope: !77)
!80 = !DILocation(line: 64, column: 17, scope: !77)
!81 = !DILocation(line: 64, column: 18, scope: !77)
!82 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD2Ev", scope: !6, file: !3, line: 65, type: !14, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !72)
!83 = !DILocalVariable(name: "this", arg: 1, scope: !82, type: !84, flags: DIFlagArtificial | DIFlagObjectPointer)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!85 = !DILocation(line: 0, scope: !82)
!86 = !DILocation(line: 65, column: 17, scope: !82)
!87 = !DILocation(line: 65, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !82, file: !3, line: 65, column: 17)
!89 = !DILocation(line: 65, column: 30, scope: !82)
!90 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD0Ev", scope: !6, file: !3, line: 65, type: !14, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !72)
!91 = !DILocalVariable(name: "this", arg: 1, scope: !90, type: !84, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DILocation(line: 0, scope: !90)
!93 = !DILocation(line: 65, column: 17, scope: !90)
!94 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN3shp4RectC2Eii", scope: !95, file: !3, line: 67, type: !101, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !100, retainedNodes: !72)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !2, file: !3, line: 24, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !96, vtableHolder: !6)
!96 = !{!97, !98, !99, !100, !104, !107, !112}
!97 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !95, baseType: !6, extraData: i32 0)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !95, file: !3, line: 25, baseType: !4, size: 32, offset: 64)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !95, file: !3, line: 25, baseType: !4, size: 32, offset: 96)
!100 = !DISubprogram(name: "Rect", scope: !95, file: !3, line: 26, type: !101, scopeLine: 26, flags: DIFlagPrototyped, spFlags: 0)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !4, !4}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DISubprogram(name: "~Rect", scope: !95, file: !3, line: 27, type: !105, scopeLine: 27, containingType: !95, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !103}
!107 = !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !95, file: !3, line: 28, type: !108, scopeLine: 28, containingType: !95, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!108 = !DISubroutineType(types: !109)
!109 = !{!4, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!112 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !95, file: !3, line: 29, type: !108, scopeLine: 29, containingType: !95, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!113 = !DILocalVariable(name: "this", arg: 1, scope: !94, type: !114, flags: DIFlagArtificial | DIFlagObjectPointer)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!115 = !DILocation(line: 0, scope: !94)
!116 = !DILocalVariable(name: "w_", arg: 2, scope: !94, file: !3, line: 67, type: !4)
!117 = !DILocation(line: 67, column: 16, scope: !94)
!118 = !DILocalVariable(name: "h_", arg: 3, scope: !94, file: !3, line: 67, type: !4)
!119 = !DILocation(line: 67, column: 24, scope: !94)
!120 = !DILocation(line: 67, column: 7, scope: !94)
!121 = !DILocation(line: 67, column: 43, scope: !94)
!122 = !DILocation(line: 67, column: 30, scope: !94)
!123 = !DILocation(line: 67, column: 32, scope: !94)
!124 = !DILocation(line: 67, column: 37, scope: !94)
!125 = !DILocation(line: 67, column: 39, scope: !94)
!126 = !DILocation(line: 67, column: 44, scope: !94)
!127 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN3shp5ShapeC2Ev", scope: !6, file: !3, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !13, retainedNodes: !72)
!128 = !DILocalVariable(name: "this", arg: 1, scope: !127, type: !84, flags: DIFlagArtificial | DIFlagObjectPointer)
!129 = !DILocation(line: 0, scope: !127)
!130 = !DILocation(line: 18, column: 13, scope: !127)
!131 = !DILocation(line: 18, column: 15, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !3, line: 18, column: 13)
!133 = !DILocation(line: 18, column: 26, scope: !127)
!134 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD2Ev", scope: !95, file: !3, line: 68, type: !105, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !104, retainedNodes: !72)
!135 = !DILocalVariable(name: "this", arg: 1, scope: !134, type: !114, flags: DIFlagArtificial | DIFlagObjectPointer)
!136 = !DILocation(line: 0, scope: !134)
!137 = !DILocation(line: 68, column: 15, scope: !134)
!138 = !DILocation(line: 68, column: 21, scope: !139)
!139 = distinct !DILexicalBlock(scope: !134, file: !3, line: 68, column: 15)
!140 = !DILocation(line: 68, column: 23, scope: !139)
!141 = !DILocation(line: 68, column: 17, scope: !139)
!142 = !DILocation(line: 68, column: 19, scope: !139)
!143 = !DILocation(line: 68, column: 28, scope: !139)
!144 = !DILocation(line: 68, column: 28, scope: !134)
!145 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD0Ev", scope: !95, file: !3, line: 68, type: !105, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !104, retainedNodes: !72)
!146 = !DILocalVariable(name: "this", arg: 1, scope: !145, type: !114, flags: DIFlagArtificial | DIFlagObjectPointer)
!147 = !DILocation(line: 0, scope: !145)
!148 = !DILocation(line: 68, column: 15, scope: !145)
!149 = !DILocation(line: 68, column: 28, scope: !145)
!150 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !95, file: !3, line: 69, type: !108, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !107, retainedNodes: !72)
!151 = !DILocalVariable(name: "this", arg: 1, scope: !150, type: !152, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!153 = !DILocation(line: 0, scope: !150)
!154 = !DILocation(line: 69, column: 33, scope: !150)
!155 = !DILocation(line: 69, column: 37, scope: !150)
!156 = !DILocation(line: 69, column: 35, scope: !150)
!157 = !DILocation(line: 69, column: 26, scope: !150)
!158 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !159, file: !3, line: 70, type: !169, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !168, retainedNodes: !72)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tri", scope: !2, file: !3, line: 31, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !160, vtableHolder: !6)
!160 = !{!161, !162, !163, !164, !168, !173}
!161 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !159, baseType: !6, extraData: i32 0)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !159, file: !3, line: 32, baseType: !4, size: 32, offset: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !159, file: !3, line: 32, baseType: !4, size: 32, offset: 96)
!164 = !DISubprogram(name: "Tri", scope: !159, file: !3, line: 33, type: !165, scopeLine: 33, flags: DIFlagPrototyped, spFlags: 0)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !4, !4}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !159, file: !3, line: 34, type: !169, scopeLine: 34, containingType: !159, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!169 = !DISubroutineType(types: !170)
!170 = !{!4, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !159)
!173 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !159, file: !3, line: 35, type: !169, scopeLine: 35, containingType: !159, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!174 = !DILocalVariable(name: "this", arg: 1, scope: !158, type: !175, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!176 = !DILocation(line: 0, scope: !158)
!177 = !DILocation(line: 70, column: 32, scope: !158)
!178 = !DILocation(line: 70, column: 36, scope: !158)
!179 = !DILocation(line: 70, column: 34, scope: !158)
!180 = !DILocation(line: 70, column: 38, scope: !158)
!181 = !DILocation(line: 70, column: 25, scope: !158)
!182 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !183, file: !3, line: 71, type: !192, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !191, retainedNodes: !72)
!183 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !2, file: !3, line: 37, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !184, vtableHolder: !6)
!184 = !{!185, !186, !187, !191}
!185 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !183, baseType: !6, extraData: i32 0)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !183, file: !3, line: 38, baseType: !4, size: 32, offset: 64)
!187 = !DISubprogram(name: "Circle", scope: !183, file: !3, line: 39, type: !188, scopeLine: 39, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !190, !4}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!191 = !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !183, file: !3, line: 40, type: !192, scopeLine: 40, containingType: !183, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!192 = !DISubroutineType(types: !193)
!193 = !{!4, !194}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !183)
!196 = !DILocalVariable(name: "this", arg: 1, scope: !182, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!198 = !DILocation(line: 0, scope: !182)
!199 = !DILocation(line: 71, column: 39, scope: !182)
!200 = !DILocation(line: 71, column: 37, scope: !182)
!201 = !DILocation(line: 71, column: 43, scope: !182)
!202 = !DILocation(line: 71, column: 41, scope: !182)
!203 = !DILocation(line: 71, column: 28, scope: !182)
!204 = distinct !DISubprogram(name: "total", linkageName: "_ZN3shp5totalEPKPKNS_5ShapeEi", scope: !2, file: !3, line: 76, type: !205, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !72)
!205 = !DISubroutineType(types: !206)
!206 = !{!4, !207, !4}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!210 = !DILocalVariable(name: "v", arg: 1, scope: !204, file: !3, line: 76, type: !207)
!211 = !DILocation(line: 76, column: 31, scope: !204)
!212 = !DILocalVariable(name: "n", arg: 2, scope: !204, file: !3, line: 76, type: !4)
!213 = !DILocation(line: 76, column: 38, scope: !204)
!214 = !DILocalVariable(name: "t", scope: !204, file: !3, line: 78, type: !4)
!215 = !DILocation(line: 78, column: 9, scope: !204)
!216 = !DILocalVariable(name: "i", scope: !217, file: !3, line: 79, type: !4)
!217 = distinct !DILexicalBlock(scope: !204, file: !3, line: 79, column: 5)
!218 = !DILocation(line: 79, column: 14, scope: !217)
!219 = !DILocation(line: 79, column: 10, scope: !217)
!220 = !DILocation(line: 79, column: 21, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !3, line: 79, column: 5)
!222 = !DILocation(line: 79, column: 25, scope: !221)
!223 = !DILocation(line: 79, column: 23, scope: !221)
!224 = !DILocation(line: 79, column: 5, scope: !217)
!225 = !DILocation(line: 80, column: 25, scope: !221)
!226 = !DILocation(line: 80, column: 27, scope: !221)
!227 = !DILocation(line: 80, column: 31, scope: !221)
!228 = !DILocation(line: 80, column: 14, scope: !221)
!229 = !DILocation(line: 80, column: 41, scope: !221)
!230 = !DILocation(line: 80, column: 43, scope: !221)
!231 = !DILocation(line: 80, column: 47, scope: !221)
!232 = !DILocation(line: 80, column: 39, scope: !221)
!233 = !DILocation(line: 80, column: 11, scope: !221)
!234 = !DILocation(line: 80, column: 9, scope: !221)
!235 = !DILocation(line: 79, column: 29, scope: !221)
!236 = !DILocation(line: 79, column: 5, scope: !221)
!237 = distinct !{!237, !224, !238, !239}
!238 = !DILocation(line: 80, column: 53, scope: !217)
!239 = !{!"llvm.loop.mustprogress"}
!240 = !DILocation(line: 81, column: 12, scope: !204)
!241 = !DILocation(line: 81, column: 16, scope: !204)
!242 = !DILocation(line: 81, column: 14, scope: !204)
!243 = !DILocation(line: 81, column: 5, scope: !204)
!244 = distinct !DISubprogram(name: "clamp_area", linkageName: "_ZN3shpL10clamp_areaEi", scope: !2, file: !3, line: 73, type: !245, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !72)
!245 = !DISubroutineType(types: !246)
!246 = !{!4, !4}
!247 = !DILocalVariable(name: "a", arg: 1, scope: !244, file: !3, line: 73, type: !4)
!248 = !DILocation(line: 73, column: 27, scope: !244)
!249 = !DILocation(line: 73, column: 39, scope: !244)
!250 = !DILocation(line: 73, column: 41, scope: !244)
!251 = !DILocation(line: 73, column: 51, scope: !244)
!252 = !DILocation(line: 73, column: 32, scope: !244)
!253 = !DILocation(line: 47, column: 22, scope: !29)
!254 = !{!"branch_weights", i32 1, i32 1048575}
!255 = !DILocation(line: 47, column: 37, scope: !29)
!256 = !DILocation(line: 47, column: 52, scope: !29)
!257 = !DILocation(line: 47, column: 57, scope: !29)
!258 = distinct !DISubprogram(name: "fail", linkageName: "_ZN3shp4failEi", scope: !2, file: !3, line: 84, type: !259, scopeLine: 84, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !72)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !4}
!261 = !DILocalVariable(name: "code", arg: 1, scope: !258, file: !3, line: 84, type: !4)
!262 = !DILocation(line: 84, column: 15, scope: !258)
!263 = !DILocation(line: 84, column: 23, scope: !258)
!264 = !DILocation(line: 84, column: 35, scope: !258)
!265 = !DILocation(line: 84, column: 29, scope: !258)
!266 = !DILocation(line: 84, column: 42, scope: !258)
!267 = distinct !DISubprogram(name: "Error", linkageName: "_ZN3shp5ErrorC2Ei", scope: !35, file: !3, line: 13, type: !40, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !39, retainedNodes: !72)
!268 = !DILocalVariable(name: "this", arg: 1, scope: !267, type: !74, flags: DIFlagArtificial | DIFlagObjectPointer)
!269 = !DILocation(line: 0, scope: !267)
!270 = !DILocalVariable(name: "c", arg: 2, scope: !267, file: !3, line: 13, type: !4)
!271 = !DILocation(line: 13, column: 24, scope: !267)
!272 = !DILocation(line: 13, column: 37, scope: !267)
!273 = !DILocation(line: 13, column: 29, scope: !267)
!274 = !DILocation(line: 13, column: 34, scope: !267)
!275 = !DILocation(line: 13, column: 38, scope: !267)
!276 = distinct !DISubprogram(name: "checked_area", linkageName: "_ZN3shp12checked_areaERKNS_5ShapeE", scope: !2, file: !3, line: 95, type: !277, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !72)
!277 = !DISubroutineType(types: !278)
!278 = !{!4, !279}
!279 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!280 = !DILocalVariable(name: "s", arg: 1, scope: !276, file: !3, line: 95, type: !279)
!281 = !DILocation(line: 95, column: 31, scope: !276)
!282 = !DILocalVariable(name: "g", scope: !276, file: !3, line: 97, type: !51)
!283 = !DILocation(line: 97, column: 11, scope: !276)
!284 = !DILocalVariable(name: "a", scope: !276, file: !3, line: 98, type: !4)
!285 = !DILocation(line: 98, column: 9, scope: !276)
!286 = !DILocation(line: 98, column: 13, scope: !276)
!287 = !DILocation(line: 98, column: 15, scope: !276)
!288 = !DILocation(line: 99, column: 9, scope: !289)
!289 = distinct !DILexicalBlock(scope: !276, file: !3, line: 99, column: 9)
!290 = !DILocation(line: 99, column: 11, scope: !289)
!291 = !DILocation(line: 99, column: 9, scope: !276)
!292 = !DILocation(line: 100, column: 14, scope: !289)
!293 = !DILocation(line: 100, column: 9, scope: !289)
!294 = !DILocation(line: 102, column: 1, scope: !276)
!295 = !DILocation(line: 101, column: 12, scope: !276)
!296 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardC2EPi", scope: !51, file: !3, line: 89, type: !56, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !55, retainedNodes: !72)
!297 = !DILocalVariable(name: "this", arg: 1, scope: !296, type: !298, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!299 = !DILocation(line: 0, scope: !296)
!300 = !DILocalVariable(name: "q", arg: 2, scope: !296, file: !3, line: 89, type: !54)
!301 = !DILocation(line: 89, column: 25, scope: !296)
!302 = !DILocation(line: 89, column: 30, scope: !296)
!303 = !DILocation(line: 89, column: 32, scope: !296)
!304 = !DILocation(line: 89, column: 40, scope: !305)
!305 = distinct !DILexicalBlock(scope: !296, file: !3, line: 89, column: 35)
!306 = !DILocation(line: 89, column: 37, scope: !305)
!307 = !DILocation(line: 89, column: 43, scope: !296)
!308 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardD2Ev", scope: !51, file: !3, line: 90, type: !60, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !59, retainedNodes: !72)
!309 = !DILocalVariable(name: "this", arg: 1, scope: !308, type: !298, flags: DIFlagArtificial | DIFlagObjectPointer)
!310 = !DILocation(line: 0, scope: !308)
!311 = !DILocation(line: 90, column: 19, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !3, line: 90, column: 14)
!313 = !DILocation(line: 90, column: 16, scope: !312)
!314 = !DILocation(line: 90, column: 22, scope: !308)
!315 = distinct !DISubprogram(name: "make_circle", linkageName: "_ZN3shp11make_circleEi", scope: !2, file: !3, line: 104, type: !316, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !72)
!316 = !DISubroutineType(types: !317)
!317 = !{!84, !4}
!318 = !DILocalVariable(name: "r", arg: 1, scope: !315, file: !3, line: 104, type: !4)
!319 = !DILocation(line: 104, column: 24, scope: !315)
!320 = !DILocalVariable(name: "c", scope: !315, file: !3, line: 106, type: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!322 = !DILocation(line: 106, column: 13, scope: !315)
!323 = !DILocation(line: 106, column: 17, scope: !315)
!324 = !DILocation(line: 106, column: 28, scope: !315)
!325 = !DILocation(line: 106, column: 21, scope: !315)
!326 = !DILocation(line: 107, column: 24, scope: !315)
!327 = !DILocation(line: 107, column: 12, scope: !315)
!328 = !DILocation(line: 107, column: 29, scope: !315)
!329 = !DILocation(line: 107, column: 5, scope: !315)
!330 = !DILocation(line: 108, column: 1, scope: !315)
!331 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN3shp6CircleC2Ei", scope: !183, file: !3, line: 39, type: !188, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !187, retainedNodes: !72)
!332 = !DILocalVariable(name: "this", arg: 1, scope: !331, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DILocation(line: 0, scope: !331)
!334 = !DILocalVariable(name: "r_", arg: 2, scope: !331, file: !3, line: 39, type: !4)
!335 = !DILocation(line: 39, column: 25, scope: !331)
!336 = !DILocation(line: 39, column: 14, scope: !331)
!337 = !DILocation(line: 39, column: 37, scope: !331)
!338 = !DILocation(line: 39, column: 31, scope: !331)
!339 = !DILocation(line: 39, column: 33, scope: !331)
!340 = !DILocation(line: 39, column: 38, scope: !331)
!341 = distinct !DISubprogram(name: "shape_debug", linkageName: "_ZN3shpL11shape_debugEPKNS_5ShapeE", scope: !2, file: !3, line: 74, type: !342, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !72)
!342 = !DISubroutineType(types: !343)
!343 = !{!4, !209}
!344 = !DILocalVariable(name: "s", arg: 1, scope: !341, file: !3, line: 74, type: !209)
!345 = !DILocation(line: 74, column: 37, scope: !341)
!346 = !DILocation(line: 74, column: 49, scope: !341)
!347 = !DILocation(line: 74, column: 52, scope: !341)
!348 = !DILocation(line: 74, column: 60, scope: !341)
!349 = !DILocation(line: 74, column: 42, scope: !341)
!350 = distinct !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 15, type: !47, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !46, retainedNodes: !72)
!351 = !DILocalVariable(name: "this", arg: 1, scope: !350, type: !352, flags: DIFlagArtificial | DIFlagObjectPointer)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!353 = !DILocation(line: 0, scope: !350)
!354 = !DILocation(line: 15, column: 39, scope: !350)
!355 = !DILocation(line: 15, column: 32, scope: !350)
!356 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 21, type: !19, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !23, retainedNodes: !72)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !356, type: !209, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DILocation(line: 0, scope: !356)
!359 = !DILocation(line: 21, column: 33, scope: !356)
!360 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD2Ev", scope: !159, file: !3, line: 31, type: !361, scopeLine: 31, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !363, retainedNodes: !72)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !167}
!363 = !DISubprogram(name: "~Tri", scope: !159, type: !361, containingType: !159, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!364 = !DILocalVariable(name: "this", arg: 1, scope: !360, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!366 = !DILocation(line: 0, scope: !360)
!367 = !DILocation(line: 31, column: 8, scope: !368)
!368 = distinct !DILexicalBlock(scope: !360, file: !3, line: 31, column: 8)
!369 = !DILocation(line: 31, column: 8, scope: !360)
!370 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD0Ev", scope: !159, file: !3, line: 31, type: !361, scopeLine: 31, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !363, retainedNodes: !72)
!371 = !DILocalVariable(name: "this", arg: 1, scope: !370, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DILocation(line: 0, scope: !370)
!373 = !DILocation(line: 31, column: 8, scope: !370)
!374 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !159, file: !3, line: 35, type: !169, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !173, retainedNodes: !72)
!375 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !175, flags: DIFlagArtificial | DIFlagObjectPointer)
!376 = !DILocation(line: 0, scope: !374)
!377 = !DILocation(line: 35, column: 34, scope: !374)
!378 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD2Ev", scope: !183, file: !3, line: 37, type: !379, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !381, retainedNodes: !72)
!379 = !DISubroutineType(types: !380)
!380 = !{null, !190}
!381 = !DISubprogram(name: "~Circle", scope: !183, type: !379, containingType: !183, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!382 = !DILocalVariable(name: "this", arg: 1, scope: !378, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DILocation(line: 0, scope: !378)
!384 = !DILocation(line: 37, column: 8, scope: !385)
!385 = distinct !DILexicalBlock(scope: !378, file: !3, line: 37, column: 8)
!386 = !DILocation(line: 37, column: 8, scope: !378)
!387 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD0Ev", scope: !183, file: !3, line: 37, type: !379, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !381, retainedNodes: !72)
!388 = !DILocalVariable(name: "this", arg: 1, scope: !387, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = !DILocation(line: 0, scope: !387)
!390 = !DILocation(line: 37, column: 8, scope: !387)
!391 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !95, file: !3, line: 29, type: !108, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !112, retainedNodes: !72)
!392 = !DILocalVariable(name: "this", arg: 1, scope: !391, type: !152, flags: DIFlagArtificial | DIFlagObjectPointer)
!393 = !DILocation(line: 0, scope: !391)
!394 = !DILocation(line: 29, column: 34, scope: !391)
