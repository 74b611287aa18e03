; ModuleID = 'refs-cxx-shapes-o0g.bc'
source_filename = "src/refs-shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Box" = type { i32 }
%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Shape" = type { ptr }
%"struct.shp::Tri" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Circle" = type <{ %"struct.shp::Shape", i32, [4 x i8] }>
%"struct.shp::Held" = type { %"struct.shp::Box" }
%"struct.shp::Error" = type <{ ptr, i32, [4 x i8] }>
%"struct.shp::(anonymous namespace)::Guard" = type { ptr }

$_ZN3shp3BoxIiEC5Ei = comdat any

$_ZN3shp3BoxIiED5Ev = comdat any

$_ZN3shp5ShapeC2Ev = comdat any

$_ZN3shp4HeldC2Ei = comdat any

$_ZN3shp4usesEv = comdat any

$_ZN3shp4HeldD2Ev = comdat any

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

@_ZN3shp3BoxIiEC1Ei = weak_odr dso_local unnamed_addr alias void (ptr, i32), ptr @_ZN3shp3BoxIiEC2Ei
@_ZN3shp3BoxIiED1Ev = weak_odr dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp3BoxIiED2Ev
@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ErrorD2Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ShapeD2Ev
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (ptr, i32, i32), ptr @_ZN3shp4RectC2Eii
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp4RectD2Ev

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat($_ZN3shp3BoxIiEC5Ei) align 2 !dbg !90 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !92, !DIExpression(), !94)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !95, !DIExpression(), !96)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.shp::Box", ptr %5, i32 0, i32 0, !dbg !97
  %7 = load i32, ptr %4, align 4, !dbg !98
  store i32 %7, ptr %6, align 4, !dbg !97
  %8 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !99
  %9 = add nsw i32 %8, 1, !dbg !99
  store i32 %9, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !99
  ret void, !dbg !101
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat($_ZN3shp3BoxIiED5Ev) align 2 !dbg !102 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !105
  %5 = add nsw i32 %4, -1, !dbg !105
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !105
  ret void, !dbg !107
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !108 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !109, !DIExpression(), !111)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !112
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !113 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !114, !DIExpression(), !115)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ErrorD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #6, !dbg !116
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !116
  ret void, !dbg !117
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !118 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !119, !DIExpression(), !121)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp5ShapeE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !122
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !123
  %5 = add nsw i32 %4, -1, !dbg !123
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !123
  ret void, !dbg !125
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !126 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !127, !DIExpression(), !128)
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #8, !dbg !129
  unreachable, !dbg !129
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #2

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_ZN3shp4RectC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 align 2 !dbg !130 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !149, !DIExpression(), !151)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !152, !DIExpression(), !153)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !154, !DIExpression(), !155)
  %7 = load ptr, ptr %4, align 8
  call void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7), !dbg !156
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp4RectE, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !157
  %8 = getelementptr inbounds %"struct.shp::Rect", ptr %7, i32 0, i32 1, !dbg !158
  %9 = load i32, ptr %5, align 4, !dbg !159
  store i32 %9, ptr %8, align 8, !dbg !158
  %10 = getelementptr inbounds %"struct.shp::Rect", ptr %7, i32 0, i32 2, !dbg !160
  %11 = load i32, ptr %6, align 4, !dbg !161
  store i32 %11, ptr %10, align 4, !dbg !160
  ret void, !dbg !162
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !163 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !164, !DIExpression(), !165)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp5ShapeE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !166
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !167
  %5 = add nsw i32 %4, 1, !dbg !167
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !167
  ret void, !dbg !169
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !170 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !171, !DIExpression(), !172)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp4RectE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !173
  %4 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 2, !dbg !174
  store i32 0, ptr %4, align 4, !dbg !176
  %5 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 1, !dbg !177
  store i32 0, ptr %5, align 8, !dbg !178
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !179
  ret void, !dbg !180
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !181 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !182, !DIExpression(), !183)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp4RectD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #6, !dbg !184
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !184
  ret void, !dbg !185
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !186 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !187, !DIExpression(), !189)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 1, !dbg !190
  %5 = load i32, ptr %4, align 8, !dbg !190
  %6 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 2, !dbg !191
  %7 = load i32, ptr %6, align 4, !dbg !191
  %8 = mul nsw i32 %5, %7, !dbg !192
  ret i32 %8, !dbg !193
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !194 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !210, !DIExpression(), !212)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Tri", ptr %3, i32 0, i32 1, !dbg !213
  %5 = load i32, ptr %4, align 8, !dbg !213
  %6 = getelementptr inbounds %"struct.shp::Tri", ptr %3, i32 0, i32 2, !dbg !214
  %7 = load i32, ptr %6, align 4, !dbg !214
  %8 = mul nsw i32 %5, %7, !dbg !215
  %9 = sdiv i32 %8, 2, !dbg !216
  ret i32 %9, !dbg !217
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !218 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !232, !DIExpression(), !234)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Circle", ptr %3, i32 0, i32 1, !dbg !235
  %5 = load i32, ptr %4, align 8, !dbg !235
  %6 = mul nsw i32 3, %5, !dbg !236
  %7 = getelementptr inbounds %"struct.shp::Circle", ptr %3, i32 0, i32 1, !dbg !237
  %8 = load i32, ptr %7, align 8, !dbg !237
  %9 = mul nsw i32 %6, %8, !dbg !238
  ret i32 %9, !dbg !239
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef %0, i32 noundef %1) #3 personality ptr @__gxx_personality_v0 !dbg !240 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.shp::Held", align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !246, !DIExpression(), !247)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !248, !DIExpression(), !249)
    #dbg_declare(ptr %5, !250, !DIExpression(), !251)
  %10 = load i32, ptr %4, align 4, !dbg !252
  call void @_ZN3shp4HeldC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %10), !dbg !251
    #dbg_declare(ptr %6, !253, !DIExpression(), !254)
  %11 = getelementptr inbounds %"struct.shp::Box", ptr %5, i32 0, i32 0, !dbg !255
  %12 = load i32, ptr %11, align 4, !dbg !255
  store i32 %12, ptr %6, align 4, !dbg !254
    #dbg_declare(ptr %7, !256, !DIExpression(), !258)
  store i32 0, ptr %7, align 4, !dbg !258
  br label %13, !dbg !259

13:                                               ; preds = %43, %2
  %14 = load i32, ptr %7, align 4, !dbg !260
  %15 = load i32, ptr %4, align 4, !dbg !262
  %16 = icmp slt i32 %14, %15, !dbg !263
  br i1 %16, label %17, label %50, !dbg !264

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !dbg !265
  %19 = load i32, ptr %7, align 4, !dbg !266
  %20 = sext i32 %19 to i64, !dbg !265
  %21 = getelementptr inbounds ptr, ptr %18, i64 %20, !dbg !265
  %22 = load ptr, ptr %21, align 8, !dbg !265
  %23 = load ptr, ptr %22, align 8, !dbg !267
  %24 = getelementptr inbounds ptr, ptr %23, i64 2, !dbg !267
  %25 = load ptr, ptr %24, align 8, !dbg !267
  %26 = invoke noundef i32 %25(ptr noundef nonnull align 8 dereferenceable(8) %22)
          to label %27 unwind label %46, !dbg !267

27:                                               ; preds = %17
  %28 = invoke noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %26)
          to label %29 unwind label %46, !dbg !268

29:                                               ; preds = %27
  %30 = load ptr, ptr %3, align 8, !dbg !269
  %31 = load i32, ptr %7, align 4, !dbg !270
  %32 = sext i32 %31 to i64, !dbg !269
  %33 = getelementptr inbounds ptr, ptr %30, i64 %32, !dbg !269
  %34 = load ptr, ptr %33, align 8, !dbg !269
  %35 = load ptr, ptr %34, align 8, !dbg !271
  %36 = getelementptr inbounds ptr, ptr %35, i64 3, !dbg !271
  %37 = load ptr, ptr %36, align 8, !dbg !271
  %38 = invoke noundef i32 %37(ptr noundef nonnull align 8 dereferenceable(8) %34)
          to label %39 unwind label %46, !dbg !271

39:                                               ; preds = %29
  %40 = add nsw i32 %28, %38, !dbg !272
  %41 = load i32, ptr %6, align 4, !dbg !273
  %42 = add nsw i32 %41, %40, !dbg !273
  store i32 %42, ptr %6, align 4, !dbg !273
  br label %43, !dbg !274

43:                                               ; preds = %39
  %44 = load i32, ptr %7, align 4, !dbg !275
  %45 = add nsw i32 %44, 1, !dbg !275
  store i32 %45, ptr %7, align 4, !dbg !275
  br label %13, !dbg !276, !llvm.loop !277

46:                                               ; preds = %50, %29, %27, %17
  %47 = landingpad { ptr, i32 }
          cleanup, !dbg !280
  %48 = extractvalue { ptr, i32 } %47, 0, !dbg !280
  store ptr %48, ptr %8, align 8, !dbg !280
  %49 = extractvalue { ptr, i32 } %47, 1, !dbg !280
  store i32 %49, ptr %9, align 4, !dbg !280
  call void @_ZN3shp4HeldD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6, !dbg !281
  br label %56, !dbg !281

50:                                               ; preds = %13
  %51 = load i32, ptr %6, align 4, !dbg !282
  %52 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN3shp4usesEv()
          to label %53 unwind label %46, !dbg !283

53:                                               ; preds = %50
  %54 = load i32, ptr %52, align 4, !dbg !283
  %55 = add nsw i32 %51, %54, !dbg !284
  call void @_ZN3shp4HeldD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6, !dbg !281
  ret i32 %55, !dbg !281

56:                                               ; preds = %46
  %57 = load ptr, ptr %8, align 8, !dbg !281
  %58 = load i32, ptr %9, align 4, !dbg !281
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0, !dbg !281
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1, !dbg !281
  resume { ptr, i32 } %60, !dbg !281
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !285 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !286, !DIExpression(), !288)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !289, !DIExpression(), !290)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !291
  call void @_ZN3shp3BoxIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6), !dbg !292
  ret void, !dbg !293
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %0) #0 !dbg !294 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !297, !DIExpression(), !298)
  %3 = load i32, ptr %2, align 4, !dbg !299
  %4 = icmp slt i32 %3, 0, !dbg !300
  br i1 %4, label %5, label %6, !dbg !299

5:                                                ; preds = %1
  br label %8, !dbg !299

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !301
  br label %8, !dbg !299

8:                                                ; preds = %6, %5
  %9 = phi i32 [ 0, %5 ], [ %7, %6 ], !dbg !299
  ret i32 %9, !dbg !302
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN3shp4usesEv() #0 comdat !dbg !29 {
  %1 = load atomic i8, ptr @_ZGVZN3shp4usesEvE1n acquire, align 8, !dbg !303
  %2 = icmp eq i8 %1, 0, !dbg !303
  br i1 %2, label %3, label %9, !dbg !303, !prof !304

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(ptr @_ZGVZN3shp4usesEvE1n) #6, !dbg !303
  %5 = icmp ne i32 %4, 0, !dbg !303
  br i1 %5, label %6, label %9, !dbg !303

6:                                                ; preds = %3
  %7 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !305
  %8 = add nsw i32 %7, 1, !dbg !306
  store i32 %8, ptr @_ZZN3shp4usesEvE1n, align 4, !dbg !303
  call void @__cxa_guard_release(ptr @_ZGVZN3shp4usesEvE1n) #6, !dbg !303
  br label %9, !dbg !303

9:                                                ; preds = %6, %3, %0
  ret ptr @_ZZN3shp4usesEvE1n, !dbg !307
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !308 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !312, !DIExpression(), !313)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp3BoxIiED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6, !dbg !314
  ret void, !dbg !316
}

; Function Attrs: mustprogress noinline noreturn optnone uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) #4 personality ptr @__gxx_personality_v0 !dbg !317 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !320, !DIExpression(), !321)
  %5 = call ptr @__cxa_allocate_exception(i64 16) #6, !dbg !322
  %6 = load i32, ptr %2, align 4, !dbg !323
  invoke void @_ZN3shp5ErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %5, i32 noundef %6)
          to label %7 unwind label %8, !dbg !324

7:                                                ; preds = %1
  call void @__cxa_throw(ptr %5, ptr @_ZTIN3shp5ErrorE, ptr @_ZN3shp5ErrorD1Ev) #9, !dbg !322
  unreachable, !dbg !322

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup, !dbg !325
  %10 = extractvalue { ptr, i32 } %9, 0, !dbg !325
  store ptr %10, ptr %3, align 8, !dbg !325
  %11 = extractvalue { ptr, i32 } %9, 1, !dbg !325
  store i32 %11, ptr %4, align 4, !dbg !325
  call void @__cxa_free_exception(ptr %5) #6, !dbg !322
  br label %12, !dbg !322

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !322
  %14 = load i32, ptr %4, align 4, !dbg !322
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0, !dbg !322
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1, !dbg !322
  resume { ptr, i32 } %16, !dbg !322
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !326 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !327, !DIExpression(), !328)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !329, !DIExpression(), !330)
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN3shp5ErrorE, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !331
  %6 = getelementptr inbounds %"struct.shp::Error", ptr %5, i32 0, i32 1, !dbg !332
  %7 = load i32, ptr %4, align 4, !dbg !333
  store i32 %7, ptr %6, align 8, !dbg !332
  ret void, !dbg !334
}

declare void @__cxa_free_exception(ptr)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %0) #3 personality ptr @__gxx_personality_v0 !dbg !335 {
  %2 = alloca ptr, align 8
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard", align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !339, !DIExpression(), !340)
    #dbg_declare(ptr %3, !341, !DIExpression(), !342)
  call void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @_ZN3shp12_GLOBAL__N_15depthE), !dbg !342
    #dbg_declare(ptr %4, !343, !DIExpression(), !344)
  %7 = load ptr, ptr %2, align 8, !dbg !345
  %8 = load ptr, ptr %7, align 8, !dbg !346
  %9 = getelementptr inbounds ptr, ptr %8, i64 2, !dbg !346
  %10 = load ptr, ptr %9, align 8, !dbg !346
  %11 = invoke noundef i32 %10(ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %12 unwind label %18, !dbg !346

12:                                               ; preds = %1
  store i32 %11, ptr %4, align 4, !dbg !344
  %13 = load i32, ptr %4, align 4, !dbg !347
  %14 = icmp sgt i32 %13, 1000, !dbg !349
  br i1 %14, label %15, label %22, !dbg !350

15:                                               ; preds = %12
  %16 = load i32, ptr %4, align 4, !dbg !351
  invoke void @_ZN3shp4failEi(i32 noundef %16) #9
          to label %17 unwind label %18, !dbg !352

17:                                               ; preds = %15
  unreachable, !dbg !352

18:                                               ; preds = %15, %1
  %19 = landingpad { ptr, i32 }
          cleanup, !dbg !353
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !353
  store ptr %20, ptr %5, align 8, !dbg !353
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !353
  store i32 %21, ptr %6, align 4, !dbg !353
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !353
  br label %24, !dbg !353

22:                                               ; preds = %12
  %23 = load i32, ptr %4, align 4, !dbg !354
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !353
  ret i32 %23, !dbg !353

24:                                               ; preds = %18
  %25 = load ptr, ptr %5, align 8, !dbg !353
  %26 = load i32, ptr %6, align 4, !dbg !353
  %27 = insertvalue { ptr, i32 } poison, ptr %25, 0, !dbg !353
  %28 = insertvalue { ptr, i32 } %27, i32 %26, 1, !dbg !353
  resume { ptr, i32 } %28, !dbg !353
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 align 2 !dbg !355 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !356, !DIExpression(), !358)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !359, !DIExpression(), !360)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %5, i32 0, i32 0, !dbg !361
  %7 = load ptr, ptr %4, align 8, !dbg !362
  store ptr %7, ptr %6, align 8, !dbg !361
  %8 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %5, i32 0, i32 0, !dbg !363
  %9 = load ptr, ptr %8, align 8, !dbg !363
  %10 = load i32, ptr %9, align 4, !dbg !365
  %11 = add nsw i32 %10, 1, !dbg !365
  store i32 %11, ptr %9, align 4, !dbg !365
  ret void, !dbg !366
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !367 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !368, !DIExpression(), !369)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %3, i32 0, i32 0, !dbg !370
  %5 = load ptr, ptr %4, align 8, !dbg !370
  %6 = load i32, ptr %5, align 4, !dbg !372
  %7 = add nsw i32 %6, -1, !dbg !372
  store i32 %7, ptr %5, align 4, !dbg !372
  ret void, !dbg !373
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef ptr @_ZN3shp11make_circleEi(i32 noundef %0) #3 personality ptr @__gxx_personality_v0 !dbg !374 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !377, !DIExpression(), !378)
    #dbg_declare(ptr %3, !379, !DIExpression(), !381)
  %6 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #10, !dbg !382, !heapallocsite !219
  %7 = load i32, ptr %2, align 4, !dbg !383
  invoke void @_ZN3shp6CircleC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
          to label %8 unwind label %17, !dbg !384

8:                                                ; preds = %1
  store ptr %6, ptr %3, align 8, !dbg !381
  %9 = load ptr, ptr %3, align 8, !dbg !385
  %10 = call noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(ptr noundef %9), !dbg !386
  %11 = icmp ne i32 %10, 0, !dbg !386
  br i1 %11, label %12, label %14, !dbg !386

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !387
  br label %15, !dbg !386

14:                                               ; preds = %8
  br label %15, !dbg !386

15:                                               ; preds = %14, %12
  %16 = phi ptr [ %13, %12 ], [ null, %14 ], !dbg !386
  ret ptr %16, !dbg !388

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup, !dbg !389
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !389
  store ptr %19, ptr %4, align 8, !dbg !389
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !389
  store i32 %20, ptr %5, align 4, !dbg !389
  call void @_ZdlPvm(ptr noundef %6, i64 noundef 16) #7, !dbg !382
  br label %21, !dbg !382

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8, !dbg !382
  %23 = load i32, ptr %5, align 4, !dbg !382
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0, !dbg !382
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !382
  resume { ptr, i32 } %25, !dbg !382
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !390 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !391, !DIExpression(), !392)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !393, !DIExpression(), !394)
  %5 = load ptr, ptr %3, align 8
  call void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5), !dbg !395
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp6CircleE, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !396
  %6 = getelementptr inbounds %"struct.shp::Circle", ptr %5, i32 0, i32 1, !dbg !397
  %7 = load i32, ptr %4, align 4, !dbg !398
  store i32 %7, ptr %6, align 8, !dbg !397
  ret void, !dbg !399
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(ptr noundef %0) #3 !dbg !400 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !403, !DIExpression(), !404)
  %3 = load ptr, ptr %2, align 8, !dbg !405
  %4 = load ptr, ptr %3, align 8, !dbg !406
  %5 = getelementptr inbounds ptr, ptr %4, i64 3, !dbg !406
  %6 = load ptr, ptr %5, align 8, !dbg !406
  %7 = call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !406
  %8 = mul nsw i32 %7, 100, !dbg !407
  ret i32 %8, !dbg !408
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !409 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !410, !DIExpression(), !412)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Error", ptr %3, i32 0, i32 1, !dbg !413
  %5 = load i32, ptr %4, align 8, !dbg !413
  ret i32 %5, !dbg !414
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !415 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !416, !DIExpression(), !417)
  %3 = load ptr, ptr %2, align 8
  ret i32 0, !dbg !418
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !419 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !423, !DIExpression(), !425)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !426
  ret void, !dbg !428
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !429 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !430, !DIExpression(), !431)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #6, !dbg !432
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !432
  ret void, !dbg !432
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !433 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !434, !DIExpression(), !435)
  %3 = load ptr, ptr %2, align 8
  ret i32 3, !dbg !436
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !437 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !441, !DIExpression(), !442)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #6, !dbg !443
  ret void, !dbg !445
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !446 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !447, !DIExpression(), !448)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #6, !dbg !449
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #7, !dbg !449
  ret void, !dbg !449
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !450 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !451, !DIExpression(), !452)
  %3 = load ptr, ptr %2, align 8
  ret i32 4, !dbg !453
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
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "created", linkageName: "_ZN3shp5Shape7createdE", scope: !2, file: !3, line: 63, type: !4, isLocal: false, isDefinition: true, declaration: !5)
!2 = !DINamespace(name: "shp", scope: null)
!3 = !DIFile(filename: "src/refs-shapes.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "575d48fb321bd67685b8ebd6f0876658")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_variable, name: "created", scope: !6, file: !3, line: 23, baseType: !4, flags: DIFlagStaticMember)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !2, file: !3, line: 18, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, vtableHolder: !6)
!7 = !{!8, !5, !13, !17, !18, !23}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !11, size: 64)
!11 = !DISubroutineType(types: !12)
!12 = !{!4}
!13 = !DISubprogram(name: "Shape", scope: !6, file: !3, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: 0)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!17 = !DISubprogram(name: "~Shape", scope: !6, file: !3, line: 20, type: !14, scopeLine: 20, containingType: !6, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!18 = !DISubprogram(name: "area", linkageName: "_ZNK3shp5Shape4areaEv", scope: !6, file: !3, line: 21, type: !19, scopeLine: 21, containingType: !6, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!19 = !DISubroutineType(types: !20)
!20 = !{!4, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!23 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 22, type: !19, scopeLine: 22, containingType: !6, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "depth", linkageName: "_ZN3shp12_GLOBAL__N_15depthE", scope: !26, file: !3, line: 108, type: !4, isLocal: true, isDefinition: true)
!26 = !DINamespace(scope: !2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "n", scope: !29, file: !3, line: 48, type: !4, isLocal: false, isDefinition: true)
!29 = distinct !DISubprogram(name: "uses", linkageName: "_ZN3shp4usesEv", scope: !2, file: !3, line: 48, type: !30, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!33 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !81, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !51, !63, !70}
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !2, file: !3, line: 12, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, vtableHolder: !35)
!36 = !{!37, !38, !39, !43, !46}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !35, file: !3, line: 13, baseType: !4, size: 32, offset: 64)
!39 = !DISubprogram(name: "Error", scope: !35, file: !3, line: 14, type: !40, scopeLine: 14, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !4}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DISubprogram(name: "~Error", scope: !35, file: !3, line: 15, type: !44, scopeLine: 15, containingType: !35, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !42}
!46 = !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 16, type: !47, scopeLine: 16, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!47 = !DISubroutineType(types: !48)
!48 = !{!4, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int>", scope: !2, file: !3, line: 83, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !52, templateParams: !61, identifier: "_ZTSN3shp3BoxIiEE")
!52 = !{!53, !54, !58}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !51, file: !3, line: 79, baseType: !4, size: 32)
!54 = !DISubprogram(name: "Box", scope: !51, file: !3, line: 80, type: !55, scopeLine: 80, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !57, !4}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!58 = !DISubprogram(name: "~Box", scope: !51, file: !3, line: 81, type: !59, scopeLine: 81, flags: DIFlagPrototyped, spFlags: 0)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !57}
!61 = !{!62}
!62 = !DITemplateTypeParameter(name: "T", type: !4)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Held", scope: !2, file: !3, line: 84, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !64, identifier: "_ZTSN3shp4HeldE")
!64 = !{!65, !66}
!65 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !63, baseType: !51, extraData: i32 0)
!66 = !DISubprogram(name: "Held", scope: !63, file: !3, line: 85, type: !67, scopeLine: 85, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !69, !4}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", scope: !26, file: !3, line: 103, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !71)
!71 = !{!72, !74, !78}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !70, file: !3, line: 104, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!74 = !DISubprogram(name: "Guard", scope: !70, file: !3, line: 105, type: !75, scopeLine: 105, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!75 = !DISubroutineType(types: !76)
!76 = !{null, !77, !73}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DISubprogram(name: "~Guard", scope: !70, file: !3, line: 106, type: !79, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !77}
!81 = !{!0, !27, !24}
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"frame-pointer", i32 2}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "Box", linkageName: "_ZN3shp3BoxIiEC2Ei", scope: !51, file: !3, line: 80, type: !55, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !54, retainedNodes: !91)
!91 = !{}
!92 = !DILocalVariable(name: "this", arg: 1, scope: !90, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!94 = !DILocation(line: 0, scope: !90)
!95 = !DILocalVariable(name: "x", arg: 2, scope: !90, file: !3, line: 80, type: !4)
!96 = !DILocation(line: 80, column: 20, scope: !90)
!97 = !DILocation(line: 80, column: 25, scope: !90)
!98 = !DILocation(line: 80, column: 27, scope: !90)
!99 = !DILocation(line: 80, column: 32, scope: !100)
!100 = distinct !DILexicalBlock(scope: !90, file: !3, line: 80, column: 30)
!101 = !DILocation(line: 80, column: 50, scope: !90)
!102 = distinct !DISubprogram(name: "~Box", linkageName: "_ZN3shp3BoxIiED2Ev", scope: !51, file: !3, line: 81, type: !59, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !58, retainedNodes: !91)
!103 = !DILocalVariable(name: "this", arg: 1, scope: !102, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DILocation(line: 0, scope: !102)
!105 = !DILocation(line: 81, column: 14, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 81, column: 12)
!107 = !DILocation(line: 81, column: 32, scope: !102)
!108 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD2Ev", scope: !35, file: !3, line: 65, type: !44, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !91)
!109 = !DILocalVariable(name: "this", arg: 1, scope: !108, type: !110, flags: DIFlagArtificial | DIFlagObjectPointer)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!111 = !DILocation(line: 0, scope: !108)
!112 = !DILocation(line: 65, column: 18, scope: !108)
!113 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD0Ev", scope: !35, file: !3, line: 65, type: !44, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !91)
!114 = !DILocalVariable(name: "this", arg: 1, scope: !113, type: !110, flags: DIFlagArtificial | DIFlagObjectPointer)
!115 = !DILocation(line: 0, scope: !113)
!116 = !DILocation(line: 65, column: 17, scope: !113)
!117 = !DILocation(line: 65, column: 18, scope: !113)
!118 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD2Ev", scope: !6, file: !3, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !91)
!119 = !DILocalVariable(name: "this", arg: 1, scope: !118, type: !120, flags: DIFlagArtificial | DIFlagObjectPointer)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!121 = !DILocation(line: 0, scope: !118)
!122 = !DILocation(line: 66, column: 17, scope: !118)
!123 = !DILocation(line: 66, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !118, file: !3, line: 66, column: 17)
!125 = !DILocation(line: 66, column: 30, scope: !118)
!126 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD0Ev", scope: !6, file: !3, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !91)
!127 = !DILocalVariable(name: "this", arg: 1, scope: !126, type: !120, flags: DIFlagArtificial | DIFlagObjectPointer)
!128 = !DILocation(line: 0, scope: !126)
!129 = !DILocation(line: 66, column: 17, scope: !126)
!130 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN3shp4RectC2Eii", scope: !131, file: !3, line: 68, type: !137, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !136, retainedNodes: !91)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !2, file: !3, line: 25, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !132, vtableHolder: !6)
!132 = !{!133, !134, !135, !136, !140, !143, !148}
!133 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !131, baseType: !6, extraData: i32 0)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !131, file: !3, line: 26, baseType: !4, size: 32, offset: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !131, file: !3, line: 26, baseType: !4, size: 32, offset: 96)
!136 = !DISubprogram(name: "Rect", scope: !131, file: !3, line: 27, type: !137, scopeLine: 27, flags: DIFlagPrototyped, spFlags: 0)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139, !4, !4}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "~Rect", scope: !131, file: !3, line: 28, type: !141, scopeLine: 28, containingType: !131, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !139}
!143 = !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !131, file: !3, line: 29, type: !144, scopeLine: 29, containingType: !131, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!144 = !DISubroutineType(types: !145)
!145 = !{!4, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!148 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !131, file: !3, line: 30, type: !144, scopeLine: 30, containingType: !131, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!149 = !DILocalVariable(name: "this", arg: 1, scope: !130, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!151 = !DILocation(line: 0, scope: !130)
!152 = !DILocalVariable(name: "w_", arg: 2, scope: !130, file: !3, line: 68, type: !4)
!153 = !DILocation(line: 68, column: 16, scope: !130)
!154 = !DILocalVariable(name: "h_", arg: 3, scope: !130, file: !3, line: 68, type: !4)
!155 = !DILocation(line: 68, column: 24, scope: !130)
!156 = !DILocation(line: 68, column: 7, scope: !130)
!157 = !DILocation(line: 68, column: 43, scope: !130)
!158 = !DILocation(line: 68, column: 30, scope: !130)
!159 = !DILocation(line: 68, column: 32, scope: !130)
!160 = !DILocation(line: 68, column: 37, scope: !130)
!161 = !DILocation(line: 68, column: 39, scope: !130)
!162 = !DILocation(line: 68, column: 44, scope: !130)
!163 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN3shp5ShapeC2Ev", scope: !6, file: !3, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !13, retainedNodes: !91)
!164 = !DILocalVariable(name: "this", arg: 1, scope: !163, type: !120, flags: DIFlagArtificial | DIFlagObjectPointer)
!165 = !DILocation(line: 0, scope: !163)
!166 = !DILocation(line: 19, column: 13, scope: !163)
!167 = !DILocation(line: 19, column: 15, scope: !168)
!168 = distinct !DILexicalBlock(scope: !163, file: !3, line: 19, column: 13)
!169 = !DILocation(line: 19, column: 26, scope: !163)
!170 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD2Ev", scope: !131, file: !3, line: 69, type: !141, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !140, retainedNodes: !91)
!171 = !DILocalVariable(name: "this", arg: 1, scope: !170, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DILocation(line: 0, scope: !170)
!173 = !DILocation(line: 69, column: 15, scope: !170)
!174 = !DILocation(line: 69, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !170, file: !3, line: 69, column: 15)
!176 = !DILocation(line: 69, column: 23, scope: !175)
!177 = !DILocation(line: 69, column: 17, scope: !175)
!178 = !DILocation(line: 69, column: 19, scope: !175)
!179 = !DILocation(line: 69, column: 28, scope: !175)
!180 = !DILocation(line: 69, column: 28, scope: !170)
!181 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD0Ev", scope: !131, file: !3, line: 69, type: !141, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !140, retainedNodes: !91)
!182 = !DILocalVariable(name: "this", arg: 1, scope: !181, type: !150, flags: DIFlagArtificial | DIFlagObjectPointer)
!183 = !DILocation(line: 0, scope: !181)
!184 = !DILocation(line: 69, column: 15, scope: !181)
!185 = !DILocation(line: 69, column: 28, scope: !181)
!186 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !131, file: !3, line: 70, type: !144, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !143, retainedNodes: !91)
!187 = !DILocalVariable(name: "this", arg: 1, scope: !186, type: !188, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!189 = !DILocation(line: 0, scope: !186)
!190 = !DILocation(line: 70, column: 33, scope: !186)
!191 = !DILocation(line: 70, column: 37, scope: !186)
!192 = !DILocation(line: 70, column: 35, scope: !186)
!193 = !DILocation(line: 70, column: 26, scope: !186)
!194 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !195, file: !3, line: 71, type: !205, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !204, retainedNodes: !91)
!195 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tri", scope: !2, file: !3, line: 32, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !196, vtableHolder: !6)
!196 = !{!197, !198, !199, !200, !204, !209}
!197 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !195, baseType: !6, extraData: i32 0)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !195, file: !3, line: 33, baseType: !4, size: 32, offset: 64)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !195, file: !3, line: 33, baseType: !4, size: 32, offset: 96)
!200 = !DISubprogram(name: "Tri", scope: !195, file: !3, line: 34, type: !201, scopeLine: 34, flags: DIFlagPrototyped, spFlags: 0)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203, !4, !4}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!204 = !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !195, file: !3, line: 35, type: !205, scopeLine: 35, containingType: !195, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!205 = !DISubroutineType(types: !206)
!206 = !{!4, !207}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !195)
!209 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !195, file: !3, line: 36, type: !205, scopeLine: 36, containingType: !195, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!210 = !DILocalVariable(name: "this", arg: 1, scope: !194, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!212 = !DILocation(line: 0, scope: !194)
!213 = !DILocation(line: 71, column: 32, scope: !194)
!214 = !DILocation(line: 71, column: 36, scope: !194)
!215 = !DILocation(line: 71, column: 34, scope: !194)
!216 = !DILocation(line: 71, column: 38, scope: !194)
!217 = !DILocation(line: 71, column: 25, scope: !194)
!218 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !219, file: !3, line: 72, type: !228, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !227, retainedNodes: !91)
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !2, file: !3, line: 38, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !220, vtableHolder: !6)
!220 = !{!221, !222, !223, !227}
!221 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !219, baseType: !6, extraData: i32 0)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !219, file: !3, line: 39, baseType: !4, size: 32, offset: 64)
!223 = !DISubprogram(name: "Circle", scope: !219, file: !3, line: 40, type: !224, scopeLine: 40, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !226, !4}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !219, file: !3, line: 41, type: !228, scopeLine: 41, containingType: !219, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!228 = !DISubroutineType(types: !229)
!229 = !{!4, !230}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!232 = !DILocalVariable(name: "this", arg: 1, scope: !218, type: !233, flags: DIFlagArtificial | DIFlagObjectPointer)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!234 = !DILocation(line: 0, scope: !218)
!235 = !DILocation(line: 72, column: 39, scope: !218)
!236 = !DILocation(line: 72, column: 37, scope: !218)
!237 = !DILocation(line: 72, column: 43, scope: !218)
!238 = !DILocation(line: 72, column: 41, scope: !218)
!239 = !DILocation(line: 72, column: 28, scope: !218)
!240 = distinct !DISubprogram(name: "total", linkageName: "_ZN3shp5totalEPKPKNS_5ShapeEi", scope: !2, file: !3, line: 91, type: !241, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !91)
!241 = !DISubroutineType(types: !242)
!242 = !{!4, !243, !4}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!246 = !DILocalVariable(name: "v", arg: 1, scope: !240, file: !3, line: 91, type: !243)
!247 = !DILocation(line: 91, column: 31, scope: !240)
!248 = !DILocalVariable(name: "n", arg: 2, scope: !240, file: !3, line: 91, type: !4)
!249 = !DILocation(line: 91, column: 38, scope: !240)
!250 = !DILocalVariable(name: "held", scope: !240, file: !3, line: 93, type: !63)
!251 = !DILocation(line: 93, column: 10, scope: !240)
!252 = !DILocation(line: 93, column: 15, scope: !240)
!253 = !DILocalVariable(name: "t", scope: !240, file: !3, line: 94, type: !4)
!254 = !DILocation(line: 94, column: 9, scope: !240)
!255 = !DILocation(line: 94, column: 18, scope: !240)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 95, type: !4)
!257 = distinct !DILexicalBlock(scope: !240, file: !3, line: 95, column: 5)
!258 = !DILocation(line: 95, column: 14, scope: !257)
!259 = !DILocation(line: 95, column: 10, scope: !257)
!260 = !DILocation(line: 95, column: 21, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !3, line: 95, column: 5)
!262 = !DILocation(line: 95, column: 25, scope: !261)
!263 = !DILocation(line: 95, column: 23, scope: !261)
!264 = !DILocation(line: 95, column: 5, scope: !257)
!265 = !DILocation(line: 96, column: 25, scope: !261)
!266 = !DILocation(line: 96, column: 27, scope: !261)
!267 = !DILocation(line: 96, column: 31, scope: !261)
!268 = !DILocation(line: 96, column: 14, scope: !261)
!269 = !DILocation(line: 96, column: 41, scope: !261)
!270 = !DILocation(line: 96, column: 43, scope: !261)
!271 = !DILocation(line: 96, column: 47, scope: !261)
!272 = !DILocation(line: 96, column: 39, scope: !261)
!273 = !DILocation(line: 96, column: 11, scope: !261)
!274 = !DILocation(line: 96, column: 9, scope: !261)
!275 = !DILocation(line: 95, column: 29, scope: !261)
!276 = !DILocation(line: 95, column: 5, scope: !261)
!277 = distinct !{!277, !264, !278, !279}
!278 = !DILocation(line: 96, column: 53, scope: !257)
!279 = !{!"llvm.loop.mustprogress"}
!280 = !DILocation(line: 98, column: 1, scope: !261)
!281 = !DILocation(line: 98, column: 1, scope: !240)
!282 = !DILocation(line: 97, column: 12, scope: !240)
!283 = !DILocation(line: 97, column: 16, scope: !240)
!284 = !DILocation(line: 97, column: 14, scope: !240)
!285 = distinct !DISubprogram(name: "Held", linkageName: "_ZN3shp4HeldC2Ei", scope: !63, file: !3, line: 85, type: !67, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !66, retainedNodes: !91)
!286 = !DILocalVariable(name: "this", arg: 1, scope: !285, type: !287, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!288 = !DILocation(line: 0, scope: !285)
!289 = !DILocalVariable(name: "x", arg: 2, scope: !285, file: !3, line: 85, type: !4)
!290 = !DILocation(line: 85, column: 23, scope: !285)
!291 = !DILocation(line: 85, column: 37, scope: !285)
!292 = !DILocation(line: 85, column: 28, scope: !285)
!293 = !DILocation(line: 85, column: 41, scope: !285)
!294 = distinct !DISubprogram(name: "clamp_area", linkageName: "_ZN3shpL10clamp_areaEi", scope: !2, file: !3, line: 88, type: !295, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !91)
!295 = !DISubroutineType(types: !296)
!296 = !{!4, !4}
!297 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !3, line: 88, type: !4)
!298 = !DILocation(line: 88, column: 27, scope: !294)
!299 = !DILocation(line: 88, column: 39, scope: !294)
!300 = !DILocation(line: 88, column: 41, scope: !294)
!301 = !DILocation(line: 88, column: 51, scope: !294)
!302 = !DILocation(line: 88, column: 32, scope: !294)
!303 = !DILocation(line: 48, column: 22, scope: !29)
!304 = !{!"branch_weights", i32 1, i32 1048575}
!305 = !DILocation(line: 48, column: 37, scope: !29)
!306 = !DILocation(line: 48, column: 52, scope: !29)
!307 = !DILocation(line: 48, column: 57, scope: !29)
!308 = distinct !DISubprogram(name: "~Held", linkageName: "_ZN3shp4HeldD2Ev", scope: !63, file: !3, line: 84, type: !309, scopeLine: 84, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !311, retainedNodes: !91)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !69}
!311 = !DISubprogram(name: "~Held", scope: !63, type: !309, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!312 = !DILocalVariable(name: "this", arg: 1, scope: !308, type: !287, flags: DIFlagArtificial | DIFlagObjectPointer)
!313 = !DILocation(line: 0, scope: !308)
!314 = !DILocation(line: 84, column: 8, scope: !315)
!315 = distinct !DILexicalBlock(scope: !308, file: !3, line: 84, column: 8)
!316 = !DILocation(line: 84, column: 8, scope: !308)
!317 = distinct !DISubprogram(name: "fail", linkageName: "_ZN3shp4failEi", scope: !2, file: !3, line: 100, type: !318, scopeLine: 100, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !91)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !4}
!320 = !DILocalVariable(name: "code", arg: 1, scope: !317, file: !3, line: 100, type: !4)
!321 = !DILocation(line: 100, column: 15, scope: !317)
!322 = !DILocation(line: 100, column: 23, scope: !317)
!323 = !DILocation(line: 100, column: 35, scope: !317)
!324 = !DILocation(line: 100, column: 29, scope: !317)
!325 = !DILocation(line: 100, column: 42, scope: !317)
!326 = distinct !DISubprogram(name: "Error", linkageName: "_ZN3shp5ErrorC2Ei", scope: !35, file: !3, line: 14, type: !40, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !39, retainedNodes: !91)
!327 = !DILocalVariable(name: "this", arg: 1, scope: !326, type: !110, flags: DIFlagArtificial | DIFlagObjectPointer)
!328 = !DILocation(line: 0, scope: !326)
!329 = !DILocalVariable(name: "c", arg: 2, scope: !326, file: !3, line: 14, type: !4)
!330 = !DILocation(line: 14, column: 24, scope: !326)
!331 = !DILocation(line: 14, column: 37, scope: !326)
!332 = !DILocation(line: 14, column: 29, scope: !326)
!333 = !DILocation(line: 14, column: 34, scope: !326)
!334 = !DILocation(line: 14, column: 38, scope: !326)
!335 = distinct !DISubprogram(name: "checked_area", linkageName: "_ZN3shp12checked_areaERKNS_5ShapeE", scope: !2, file: !3, line: 111, type: !336, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !91)
!336 = !DISubroutineType(types: !337)
!337 = !{!4, !338}
!338 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!339 = !DILocalVariable(name: "s", arg: 1, scope: !335, file: !3, line: 111, type: !338)
!340 = !DILocation(line: 111, column: 31, scope: !335)
!341 = !DILocalVariable(name: "g", scope: !335, file: !3, line: 113, type: !70)
!342 = !DILocation(line: 113, column: 11, scope: !335)
!343 = !DILocalVariable(name: "a", scope: !335, file: !3, line: 114, type: !4)
!344 = !DILocation(line: 114, column: 9, scope: !335)
!345 = !DILocation(line: 114, column: 13, scope: !335)
!346 = !DILocation(line: 114, column: 15, scope: !335)
!347 = !DILocation(line: 115, column: 9, scope: !348)
!348 = distinct !DILexicalBlock(scope: !335, file: !3, line: 115, column: 9)
!349 = !DILocation(line: 115, column: 11, scope: !348)
!350 = !DILocation(line: 115, column: 9, scope: !335)
!351 = !DILocation(line: 116, column: 14, scope: !348)
!352 = !DILocation(line: 116, column: 9, scope: !348)
!353 = !DILocation(line: 118, column: 1, scope: !335)
!354 = !DILocation(line: 117, column: 12, scope: !335)
!355 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardC2EPi", scope: !70, file: !3, line: 105, type: !75, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !74, retainedNodes: !91)
!356 = !DILocalVariable(name: "this", arg: 1, scope: !355, type: !357, flags: DIFlagArtificial | DIFlagObjectPointer)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!358 = !DILocation(line: 0, scope: !355)
!359 = !DILocalVariable(name: "q", arg: 2, scope: !355, file: !3, line: 105, type: !73)
!360 = !DILocation(line: 105, column: 25, scope: !355)
!361 = !DILocation(line: 105, column: 30, scope: !355)
!362 = !DILocation(line: 105, column: 32, scope: !355)
!363 = !DILocation(line: 105, column: 40, scope: !364)
!364 = distinct !DILexicalBlock(scope: !355, file: !3, line: 105, column: 35)
!365 = !DILocation(line: 105, column: 37, scope: !364)
!366 = !DILocation(line: 105, column: 43, scope: !355)
!367 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardD2Ev", scope: !70, file: !3, line: 106, type: !79, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !78, retainedNodes: !91)
!368 = !DILocalVariable(name: "this", arg: 1, scope: !367, type: !357, flags: DIFlagArtificial | DIFlagObjectPointer)
!369 = !DILocation(line: 0, scope: !367)
!370 = !DILocation(line: 106, column: 19, scope: !371)
!371 = distinct !DILexicalBlock(scope: !367, file: !3, line: 106, column: 14)
!372 = !DILocation(line: 106, column: 16, scope: !371)
!373 = !DILocation(line: 106, column: 22, scope: !367)
!374 = distinct !DISubprogram(name: "make_circle", linkageName: "_ZN3shp11make_circleEi", scope: !2, file: !3, line: 120, type: !375, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !91)
!375 = !DISubroutineType(types: !376)
!376 = !{!120, !4}
!377 = !DILocalVariable(name: "r", arg: 1, scope: !374, file: !3, line: 120, type: !4)
!378 = !DILocation(line: 120, column: 24, scope: !374)
!379 = !DILocalVariable(name: "c", scope: !374, file: !3, line: 122, type: !380)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!381 = !DILocation(line: 122, column: 13, scope: !374)
!382 = !DILocation(line: 122, column: 17, scope: !374)
!383 = !DILocation(line: 122, column: 28, scope: !374)
!384 = !DILocation(line: 122, column: 21, scope: !374)
!385 = !DILocation(line: 123, column: 24, scope: !374)
!386 = !DILocation(line: 123, column: 12, scope: !374)
!387 = !DILocation(line: 123, column: 29, scope: !374)
!388 = !DILocation(line: 123, column: 5, scope: !374)
!389 = !DILocation(line: 124, column: 1, scope: !374)
!390 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN3shp6CircleC2Ei", scope: !219, file: !3, line: 40, type: !224, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !223, retainedNodes: !91)
!391 = !DILocalVariable(name: "this", arg: 1, scope: !390, type: !380, flags: DIFlagArtificial | DIFlagObjectPointer)
!392 = !DILocation(line: 0, scope: !390)
!393 = !DILocalVariable(name: "r_", arg: 2, scope: !390, file: !3, line: 40, type: !4)
!394 = !DILocation(line: 40, column: 25, scope: !390)
!395 = !DILocation(line: 40, column: 14, scope: !390)
!396 = !DILocation(line: 40, column: 37, scope: !390)
!397 = !DILocation(line: 40, column: 31, scope: !390)
!398 = !DILocation(line: 40, column: 33, scope: !390)
!399 = !DILocation(line: 40, column: 38, scope: !390)
!400 = distinct !DISubprogram(name: "shape_debug", linkageName: "_ZN3shpL11shape_debugEPKNS_5ShapeE", scope: !2, file: !3, line: 89, type: !401, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !91)
!401 = !DISubroutineType(types: !402)
!402 = !{!4, !245}
!403 = !DILocalVariable(name: "s", arg: 1, scope: !400, file: !3, line: 89, type: !245)
!404 = !DILocation(line: 89, column: 37, scope: !400)
!405 = !DILocation(line: 89, column: 49, scope: !400)
!406 = !DILocation(line: 89, column: 52, scope: !400)
!407 = !DILocation(line: 89, column: 60, scope: !400)
!408 = !DILocation(line: 89, column: 42, scope: !400)
!409 = distinct !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 16, type: !47, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !46, retainedNodes: !91)
!410 = !DILocalVariable(name: "this", arg: 1, scope: !409, type: !411, flags: DIFlagArtificial | DIFlagObjectPointer)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!412 = !DILocation(line: 0, scope: !409)
!413 = !DILocation(line: 16, column: 39, scope: !409)
!414 = !DILocation(line: 16, column: 32, scope: !409)
!415 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 22, type: !19, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !23, retainedNodes: !91)
!416 = !DILocalVariable(name: "this", arg: 1, scope: !415, type: !245, flags: DIFlagArtificial | DIFlagObjectPointer)
!417 = !DILocation(line: 0, scope: !415)
!418 = !DILocation(line: 22, column: 33, scope: !415)
!419 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD2Ev", scope: !195, file: !3, line: 32, type: !420, scopeLine: 32, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !422, retainedNodes: !91)
!420 = !DISubroutineType(types: !421)
!421 = !{null, !203}
!422 = !DISubprogram(name: "~Tri", scope: !195, type: !420, containingType: !195, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!423 = !DILocalVariable(name: "this", arg: 1, scope: !419, type: !424, flags: DIFlagArtificial | DIFlagObjectPointer)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!425 = !DILocation(line: 0, scope: !419)
!426 = !DILocation(line: 32, column: 8, scope: !427)
!427 = distinct !DILexicalBlock(scope: !419, file: !3, line: 32, column: 8)
!428 = !DILocation(line: 32, column: 8, scope: !419)
!429 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD0Ev", scope: !195, file: !3, line: 32, type: !420, scopeLine: 32, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !422, retainedNodes: !91)
!430 = !DILocalVariable(name: "this", arg: 1, scope: !429, type: !424, flags: DIFlagArtificial | DIFlagObjectPointer)
!431 = !DILocation(line: 0, scope: !429)
!432 = !DILocation(line: 32, column: 8, scope: !429)
!433 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !195, file: !3, line: 36, type: !205, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !209, retainedNodes: !91)
!434 = !DILocalVariable(name: "this", arg: 1, scope: !433, type: !211, flags: DIFlagArtificial | DIFlagObjectPointer)
!435 = !DILocation(line: 0, scope: !433)
!436 = !DILocation(line: 36, column: 34, scope: !433)
!437 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD2Ev", scope: !219, file: !3, line: 38, type: !438, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !440, retainedNodes: !91)
!438 = !DISubroutineType(types: !439)
!439 = !{null, !226}
!440 = !DISubprogram(name: "~Circle", scope: !219, type: !438, containingType: !219, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!441 = !DILocalVariable(name: "this", arg: 1, scope: !437, type: !380, flags: DIFlagArtificial | DIFlagObjectPointer)
!442 = !DILocation(line: 0, scope: !437)
!443 = !DILocation(line: 38, column: 8, scope: !444)
!444 = distinct !DILexicalBlock(scope: !437, file: !3, line: 38, column: 8)
!445 = !DILocation(line: 38, column: 8, scope: !437)
!446 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD0Ev", scope: !219, file: !3, line: 38, type: !438, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !440, retainedNodes: !91)
!447 = !DILocalVariable(name: "this", arg: 1, scope: !446, type: !380, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DILocation(line: 0, scope: !446)
!449 = !DILocation(line: 38, column: 8, scope: !446)
!450 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !131, file: !3, line: 30, type: !144, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !148, retainedNodes: !91)
!451 = !DILocalVariable(name: "this", arg: 1, scope: !450, type: !188, flags: DIFlagArtificial | DIFlagObjectPointer)
!452 = !DILocation(line: 0, scope: !450)
!453 = !DILocation(line: 30, column: 34, scope: !450)
