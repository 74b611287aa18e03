=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = dso_local global i32 0, align 4, !dbg !m0
=== @_ZTVN3shp5ShapeE
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp5ShapeE, ptr @_ZN3shp5ShapeD1Ev, ptr @_ZN3shp5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK3shp5Shape5sidesEv] }, align 8
=== @_ZTVN3shp4RectE
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp4RectE, ptr @_ZN3shp4RectD1Ev, ptr @_ZN3shp4RectD0Ev, ptr @_ZNK3shp4Rect4areaEv, ptr @_ZNK3shp4Rect5sidesEv] }, align 8
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
=== @_ZTSN3shp5ErrorE
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ErrorE }, align 8
=== @_ZN3shp12_GLOBAL__N_15depthE
@_ZN3shp12_GLOBAL__N_15depthE = internal global i32 0, align 4, !dbg !m0
=== @_ZTVN3shp5ErrorE
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN3shp5ErrorE, ptr @_ZN3shp5ErrorD1Ev, ptr @_ZN3shp5ErrorD0Ev, ptr @_ZNK3shp5Error4whatEv] }, align 8
=== @_ZTSN3shp5ShapeE
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
=== @_ZTIN3shp5ShapeE
@_ZTIN3shp5ShapeE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ShapeE }, align 8
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp3TriE, ptr @_ZN3shp3TriD2Ev, ptr @_ZN3shp3TriD0Ev, ptr @_ZNK3shp3Tri4areaEv, ptr @_ZNK3shp3Tri5sidesEv] }, align 8
=== @_ZTVN10__cxxabiv120__si_class_type_infoE
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
=== @_ZTSN3shp3TriE
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
=== @_ZTIN3shp3TriE
@_ZTIN3shp3TriE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp3TriE, ptr @_ZTIN3shp5ShapeE }, align 8
=== @_ZTVN3shp6CircleE
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp6CircleE, ptr @_ZN3shp6CircleD2Ev, ptr @_ZN3shp6CircleD0Ev, ptr @_ZNK3shp6Circle4areaEv, ptr @_ZNK3shp5Shape5sidesEv] }, align 8
=== @_ZTSN3shp6CircleE
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
=== @_ZTIN3shp6CircleE
@_ZTIN3shp6CircleE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp6CircleE, ptr @_ZTIN3shp5ShapeE }, align 8
=== @_ZTSN3shp4RectE
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
=== @_ZTIN3shp4RectE
@_ZTIN3shp4RectE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp4RectE, ptr @_ZTIN3shp5ShapeE }, align 8
=== @_ZZN3shp4usesEvE1n
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local global i32 0, comdat, align 4, !dbg !m0
=== @_ZGVZN3shp4usesEvE1n
@_ZGVZN3shp4usesEvE1n = linkonce_odr dso_local global i64 0, comdat, align 8
=== @_ZN3shp3BoxIiEC1Ei
@_ZN3shp3BoxIiEC1Ei = weak_odr dso_local unnamed_addr alias void (ptr, i32), ptr @_ZN3shp3BoxIiEC2Ei
=== @_ZN3shp3BoxIiED1Ev
@_ZN3shp3BoxIiED1Ev = weak_odr dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp3BoxIiED2Ev
=== @_ZN3shp5ErrorD1Ev
@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ErrorD2Ev
=== @_ZN3shp5ShapeD1Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ShapeD2Ev
=== @_ZN3shp4RectC1Eii
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (ptr, i32, i32), ptr @_ZN3shp4RectC2Eii
=== @_ZN3shp4RectD1Ev
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp4RectD2Ev
=== @_ZN3shp3BoxIiEC2Ei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr # comdat($_ZN3shp3BoxIiEC5Ei) align 2 !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.shp::Box", ptr %5, i32 0, i32 0, !dbg !m5
  %7 = load i32, ptr %4, align 4, !dbg !m6
  store i32 %7, ptr %6, align 4, !dbg !m5
  %8 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m7
  %9 = add nsw i32 %8, 1, !dbg !m7
  store i32 %9, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m7
  ret void, !dbg !m8
}
=== @_ZN3shp3BoxIiED2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr # comdat($_ZN3shp3BoxIiED5Ev) align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m3
  %5 = add nsw i32 %4, -1, !dbg !m3
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp5ErrorD2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  ret void, !dbg !m3
}
=== @_ZN3shp5ErrorD0Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ErrorD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #, !dbg !m3
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZdlPvm
; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp5ShapeE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !m3
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  %5 = add nsw i32 %4, -1, !dbg !m4
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  ret void, !dbg !m5
}
=== @_ZN3shp5ShapeD0Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @llvm.trap() #, !dbg !m3
  unreachable, !dbg !m3
}
=== @llvm.trap
; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #
=== @_ZN3shp4RectC2Eii
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_ZN3shp4RectC2Eii(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr # align 2 !dbg !m0 {
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
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp4RectE, i32 0, i32 0, i32 2), ptr %7, align 8, !dbg !m8
  %8 = getelementptr inbounds %"struct.shp::Rect", ptr %7, i32 0, i32 1, !dbg !m9
  %9 = load i32, ptr %5, align 4, !dbg !m10
  store i32 %9, ptr %8, align 8, !dbg !m9
  %10 = getelementptr inbounds %"struct.shp::Rect", ptr %7, i32 0, i32 2, !dbg !m11
  %11 = load i32, ptr %6, align 4, !dbg !m12
  store i32 %11, ptr %10, align 4, !dbg !m11
  ret void, !dbg !m13
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
=== @_ZN3shp4RectD2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp4RectE, i32 0, i32 0, i32 2), ptr %3, align 8, !dbg !m3
  %4 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 2, !dbg !m4
  store i32 0, ptr %4, align 4, !dbg !m5
  %5 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 1, !dbg !m6
  store i32 0, ptr %5, align 8, !dbg !m7
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #, !dbg !m8
  ret void, !dbg !m9
}
=== @_ZN3shp4RectD0Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp4RectD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m3
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZNK3shp4Rect4areaEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, ptr %4, align 8, !dbg !m3
  %6 = getelementptr inbounds %"struct.shp::Rect", ptr %3, i32 0, i32 2, !dbg !m4
  %7 = load i32, ptr %6, align 4, !dbg !m4
  %8 = mul nsw i32 %5, %7, !dbg !m5
  ret i32 %8, !dbg !m6
}
=== @_ZNK3shp3Tri4areaEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Tri", ptr %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, ptr %4, align 8, !dbg !m3
  %6 = getelementptr inbounds %"struct.shp::Tri", ptr %3, i32 0, i32 2, !dbg !m4
  %7 = load i32, ptr %6, align 4, !dbg !m4
  %8 = mul nsw i32 %5, %7, !dbg !m5
  %9 = sdiv i32 %8, 2, !dbg !m6
  ret i32 %9, !dbg !m7
}
=== @_ZNK3shp6Circle4areaEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Circle", ptr %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, ptr %4, align 8, !dbg !m3
  %6 = mul nsw i32 3, %5, !dbg !m4
  %7 = getelementptr inbounds %"struct.shp::Circle", ptr %3, i32 0, i32 1, !dbg !m5
  %8 = load i32, ptr %7, align 8, !dbg !m5
  %9 = mul nsw i32 %6, %8, !dbg !m6
  ret i32 %9, !dbg !m7
}
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr noundef %0, i32 noundef %1) # personality ptr @__gxx_personality_v0 !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.shp::Held", align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
    #dbg_declare(ptr %5, !m5, !DIExpression(), !m6)
  %10 = load i32, ptr %4, align 4, !dbg !m7
  call void @_ZN3shp4HeldC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %10), !dbg !m6
    #dbg_declare(ptr %6, !m8, !DIExpression(), !m9)
  %11 = getelementptr inbounds %"struct.shp::Box", ptr %5, i32 0, i32 0, !dbg !m10
  %12 = load i32, ptr %11, align 4, !dbg !m10
  store i32 %12, ptr %6, align 4, !dbg !m9
    #dbg_declare(ptr %7, !m11, !DIExpression(), !m12)
  store i32 0, ptr %7, align 4, !dbg !m12
  br label %13, !dbg !m13

13:                                               ; preds = %43, %2
  %14 = load i32, ptr %7, align 4, !dbg !m14
  %15 = load i32, ptr %4, align 4, !dbg !m15
  %16 = icmp slt i32 %14, %15, !dbg !m16
  br i1 %16, label %17, label %50, !dbg !m17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !dbg !m18
  %19 = load i32, ptr %7, align 4, !dbg !m19
  %20 = sext i32 %19 to i64, !dbg !m18
  %21 = getelementptr inbounds ptr, ptr %18, i64 %20, !dbg !m18
  %22 = load ptr, ptr %21, align 8, !dbg !m18
  %23 = load ptr, ptr %22, align 8, !dbg !m20
  %24 = getelementptr inbounds ptr, ptr %23, i64 2, !dbg !m20
  %25 = load ptr, ptr %24, align 8, !dbg !m20
  %26 = invoke noundef i32 %25(ptr noundef nonnull align 8 dereferenceable(8) %22)
          to label %27 unwind label %46, !dbg !m20

27:                                               ; preds = %17
  %28 = invoke noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %26)
          to label %29 unwind label %46, !dbg !m21

29:                                               ; preds = %27
  %30 = load ptr, ptr %3, align 8, !dbg !m22
  %31 = load i32, ptr %7, align 4, !dbg !m23
  %32 = sext i32 %31 to i64, !dbg !m22
  %33 = getelementptr inbounds ptr, ptr %30, i64 %32, !dbg !m22
  %34 = load ptr, ptr %33, align 8, !dbg !m22
  %35 = load ptr, ptr %34, align 8, !dbg !m24
  %36 = getelementptr inbounds ptr, ptr %35, i64 3, !dbg !m24
  %37 = load ptr, ptr %36, align 8, !dbg !m24
  %38 = invoke noundef i32 %37(ptr noundef nonnull align 8 dereferenceable(8) %34)
          to label %39 unwind label %46, !dbg !m24

39:                                               ; preds = %29
  %40 = add nsw i32 %28, %38, !dbg !m25
  %41 = load i32, ptr %6, align 4, !dbg !m26
  %42 = add nsw i32 %41, %40, !dbg !m26
  store i32 %42, ptr %6, align 4, !dbg !m26
  br label %43, !dbg !m27

43:                                               ; preds = %39
  %44 = load i32, ptr %7, align 4, !dbg !m28
  %45 = add nsw i32 %44, 1, !dbg !m28
  store i32 %45, ptr %7, align 4, !dbg !m28
  br label %13, !dbg !m29, !llvm.loop !m30

46:                                               ; preds = %50, %29, %27, %17
  %47 = landingpad { ptr, i32 }
          cleanup, !dbg !m31
  %48 = extractvalue { ptr, i32 } %47, 0, !dbg !m31
  store ptr %48, ptr %8, align 8, !dbg !m31
  %49 = extractvalue { ptr, i32 } %47, 1, !dbg !m31
  store i32 %49, ptr %9, align 4, !dbg !m31
  call void @_ZN3shp4HeldD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #, !dbg !m32
  br label %56, !dbg !m32

50:                                               ; preds = %13
  %51 = load i32, ptr %6, align 4, !dbg !m33
  %52 = invoke noundef nonnull align 4 dereferenceable(4) ptr @_ZN3shp4usesEv()
          to label %53 unwind label %46, !dbg !m34

53:                                               ; preds = %50
  %54 = load i32, ptr %52, align 4, !dbg !m34
  %55 = add nsw i32 %51, %54, !dbg !m35
  call void @_ZN3shp4HeldD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #, !dbg !m32
  ret i32 %55, !dbg !m32

56:                                               ; preds = %46
  %57 = load ptr, ptr %8, align 8, !dbg !m32
  %58 = load i32, ptr %9, align 4, !dbg !m32
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0, !dbg !m32
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1, !dbg !m32
  resume { ptr, i32 } %60, !dbg !m32
}
=== @_ZN3shp4HeldC2Ei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr # comdat align 2 !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !m5
  call void @_ZN3shp3BoxIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6), !dbg !m6
  ret void, !dbg !m7
}
=== @_ZN3shpL10clamp_areaEi
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load i32, ptr %2, align 4, !dbg !m3
  %4 = icmp slt i32 %3, 0, !dbg !m4
  br i1 %4, label %5, label %6, !dbg !m3

5:                                                ; preds = %1
  br label %8, !dbg !m3

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !m5
  br label %8, !dbg !m3

8:                                                ; preds = %6, %5
  %9 = phi i32 [ 0, %5 ], [ %7, %6 ], !dbg !m3
  ret i32 %9, !dbg !m6
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp4usesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZN3shp4usesEv() # comdat !dbg !m0 {
  %1 = load atomic i8, ptr @_ZGVZN3shp4usesEvE1n acquire, align 8, !dbg !m1
  %2 = icmp eq i8 %1, 0, !dbg !m1
  br i1 %2, label %3, label %9, !dbg !m1, !prof !m2

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(ptr @_ZGVZN3shp4usesEvE1n) #, !dbg !m1
  %5 = icmp ne i32 %4, 0, !dbg !m1
  br i1 %5, label %6, label %9, !dbg !m1

6:                                                ; preds = %3
  %7 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !dbg !m3
  %8 = add nsw i32 %7, 1, !dbg !m4
  store i32 %8, ptr @_ZZN3shp4usesEvE1n, align 4, !dbg !m1
  call void @__cxa_guard_release(ptr @_ZGVZN3shp4usesEvE1n) #, !dbg !m1
  br label %9, !dbg !m1

9:                                                ; preds = %6, %3, %0
  ret ptr @_ZZN3shp4usesEvE1n, !dbg !m5
}
=== @_ZN3shp4HeldD2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp3BoxIiED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp4failEi
; Function Attrs: mustprogress noinline noreturn optnone uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) # personality ptr @__gxx_personality_v0 !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %5 = call ptr @__cxa_allocate_exception(i64 16) #, !dbg !m3
  %6 = load i32, ptr %2, align 4, !dbg !m4
  invoke void @_ZN3shp5ErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %5, i32 noundef %6)
          to label %7 unwind label %8, !dbg !m5

7:                                                ; preds = %1
  call void @__cxa_throw(ptr %5, ptr @_ZTIN3shp5ErrorE, ptr @_ZN3shp5ErrorD1Ev) #, !dbg !m3
  unreachable, !dbg !m3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup, !dbg !m6
  %10 = extractvalue { ptr, i32 } %9, 0, !dbg !m6
  store ptr %10, ptr %3, align 8, !dbg !m6
  %11 = extractvalue { ptr, i32 } %9, 1, !dbg !m6
  store i32 %11, ptr %4, align 4, !dbg !m6
  call void @__cxa_free_exception(ptr %5) #, !dbg !m3
  br label %12, !dbg !m3

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !m3
  %14 = load i32, ptr %4, align 4, !dbg !m3
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0, !dbg !m3
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1, !dbg !m3
  resume { ptr, i32 } %16, !dbg !m3
}
=== @__cxa_allocate_exception
declare ptr @__cxa_allocate_exception(i64)
=== @_ZN3shp5ErrorC2Ei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr # comdat align 2 !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVN3shp5ErrorE, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !m5
  %6 = getelementptr inbounds %"struct.shp::Error", ptr %5, i32 0, i32 1, !dbg !m6
  %7 = load i32, ptr %4, align 4, !dbg !m7
  store i32 %7, ptr %6, align 8, !dbg !m6
  ret void, !dbg !m8
}
=== @__cxa_free_exception
declare void @__cxa_free_exception(ptr)
=== @__cxa_throw
declare void @__cxa_throw(ptr, ptr, ptr)
=== @_ZN3shp12checked_areaERKNS_5ShapeE
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %0) # personality ptr @__gxx_personality_v0 !dbg !m0 {
  %2 = alloca ptr, align 8
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard", align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %3, !m3, !DIExpression(), !m4)
  call void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @_ZN3shp12_GLOBAL__N_15depthE), !dbg !m4
    #dbg_declare(ptr %4, !m5, !DIExpression(), !m6)
  %7 = load ptr, ptr %2, align 8, !dbg !m7
  %8 = load ptr, ptr %7, align 8, !dbg !m8
  %9 = getelementptr inbounds ptr, ptr %8, i64 2, !dbg !m8
  %10 = load ptr, ptr %9, align 8, !dbg !m8
  %11 = invoke noundef i32 %10(ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %12 unwind label %18, !dbg !m8

12:                                               ; preds = %1
  store i32 %11, ptr %4, align 4, !dbg !m6
  %13 = load i32, ptr %4, align 4, !dbg !m9
  %14 = icmp sgt i32 %13, 1000, !dbg !m10
  br i1 %14, label %15, label %22, !dbg !m11

15:                                               ; preds = %12
  %16 = load i32, ptr %4, align 4, !dbg !m12
  invoke void @_ZN3shp4failEi(i32 noundef %16) #
          to label %17 unwind label %18, !dbg !m13

17:                                               ; preds = %15
  unreachable, !dbg !m13

18:                                               ; preds = %15, %1
  %19 = landingpad { ptr, i32 }
          cleanup, !dbg !m14
  %20 = extractvalue { ptr, i32 } %19, 0, !dbg !m14
  store ptr %20, ptr %5, align 8, !dbg !m14
  %21 = extractvalue { ptr, i32 } %19, 1, !dbg !m14
  store i32 %21, ptr %6, align 4, !dbg !m14
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #, !dbg !m14
  br label %24, !dbg !m14

22:                                               ; preds = %12
  %23 = load i32, ptr %4, align 4, !dbg !m15
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #, !dbg !m14
  ret i32 %23, !dbg !m14

24:                                               ; preds = %18
  %25 = load ptr, ptr %5, align 8, !dbg !m14
  %26 = load i32, ptr %6, align 4, !dbg !m14
  %27 = insertvalue { ptr, i32 } poison, ptr %25, 0, !dbg !m14
  %28 = insertvalue { ptr, i32 } %27, i32 %26, 1, !dbg !m14
  resume { ptr, i32 } %28, !dbg !m14
}
=== @_ZN3shp12_GLOBAL__N_15GuardC2EPi
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr # align 2 !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %5, i32 0, i32 0, !dbg !m5
  %7 = load ptr, ptr %4, align 8, !dbg !m6
  store ptr %7, ptr %6, align 8, !dbg !m5
  %8 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %5, i32 0, i32 0, !dbg !m7
  %9 = load ptr, ptr %8, align 8, !dbg !m7
  %10 = load i32, ptr %9, align 4, !dbg !m8
  %11 = add nsw i32 %10, 1, !dbg !m8
  store i32 %11, ptr %9, align 4, !dbg !m8
  ret void, !dbg !m9
}
=== @_ZN3shp12_GLOBAL__N_15GuardD2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", ptr %3, i32 0, i32 0, !dbg !m3
  %5 = load ptr, ptr %4, align 8, !dbg !m3
  %6 = load i32, ptr %5, align 4, !dbg !m4
  %7 = add nsw i32 %6, -1, !dbg !m4
  store i32 %7, ptr %5, align 4, !dbg !m4
  ret void, !dbg !m5
}
=== @_ZN3shp11make_circleEi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef ptr @_ZN3shp11make_circleEi(i32 noundef %0) # personality ptr @__gxx_personality_v0 !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %3, !m3, !DIExpression(), !m4)
  %6 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #, !dbg !m5, !heapallocsite !m6
  %7 = load i32, ptr %2, align 4, !dbg !m7
  invoke void @_ZN3shp6CircleC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
          to label %8 unwind label %17, !dbg !m8

8:                                                ; preds = %1
  store ptr %6, ptr %3, align 8, !dbg !m4
  %9 = load ptr, ptr %3, align 8, !dbg !m9
  %10 = call noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(ptr noundef %9), !dbg !m10
  %11 = icmp ne i32 %10, 0, !dbg !m10
  br i1 %11, label %12, label %14, !dbg !m10

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8, !dbg !m11
  br label %15, !dbg !m10

14:                                               ; preds = %8
  br label %15, !dbg !m10

15:                                               ; preds = %14, %12
  %16 = phi ptr [ %13, %12 ], [ null, %14 ], !dbg !m10
  ret ptr %16, !dbg !m12

17:                                               ; preds = %1
  %18 = landingpad { ptr, i32 }
          cleanup, !dbg !m13
  %19 = extractvalue { ptr, i32 } %18, 0, !dbg !m13
  store ptr %19, ptr %4, align 8, !dbg !m13
  %20 = extractvalue { ptr, i32 } %18, 1, !dbg !m13
  store i32 %20, ptr %5, align 4, !dbg !m13
  call void @_ZdlPvm(ptr noundef %6, i64 noundef 16) #, !dbg !m5
  br label %21, !dbg !m5

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8, !dbg !m5
  %23 = load i32, ptr %5, align 4, !dbg !m5
  %24 = insertvalue { ptr, i32 } poison, ptr %22, 0, !dbg !m5
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1, !dbg !m5
  resume { ptr, i32 } %25, !dbg !m5
}
=== @_Znwm
; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #
=== @_ZN3shp6CircleC2Ei
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr # comdat align 2 !dbg !m0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !m1, !DIExpression(), !m2)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !m3, !DIExpression(), !m4)
  %5 = load ptr, ptr %3, align 8
  call void @_ZN3shp5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5), !dbg !m5
  store ptr getelementptr inbounds inrange(-16, 32) ({ [6 x ptr] }, ptr @_ZTVN3shp6CircleE, i32 0, i32 0, i32 2), ptr %5, align 8, !dbg !m6
  %6 = getelementptr inbounds %"struct.shp::Circle", ptr %5, i32 0, i32 1, !dbg !m7
  %7 = load i32, ptr %4, align 4, !dbg !m8
  store i32 %7, ptr %6, align 8, !dbg !m7
  ret void, !dbg !m9
}
=== @_ZN3shpL11shape_debugEPKNS_5ShapeE
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(ptr noundef %0) # !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8, !dbg !m3
  %4 = load ptr, ptr %3, align 8, !dbg !m4
  %5 = getelementptr inbounds ptr, ptr %4, i64 3, !dbg !m4
  %6 = load ptr, ptr %5, align 8, !dbg !m4
  %7 = call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3), !dbg !m4
  %8 = mul nsw i32 %7, 100, !dbg !m5
  ret i32 %8, !dbg !m6
}
=== @_ZNK3shp5Error4whatEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Error", ptr %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, ptr %4, align 8, !dbg !m3
  ret i32 %5, !dbg !m4
}
=== @__cxa_pure_virtual
declare void @__cxa_pure_virtual() unnamed_addr
=== @_ZNK3shp5Shape5sidesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  ret i32 0, !dbg !m3
}
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
=== @_ZN3shp3TriD0Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp3TriD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m3
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #, !dbg !m3
  ret void, !dbg !m3
}
=== @_ZNK3shp3Tri5sidesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  ret i32 3, !dbg !m3
}
=== @_ZN3shp6CircleD2Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp6CircleD0Ev
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  call void @_ZN3shp6CircleD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #, !dbg !m3
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #, !dbg !m3
  ret void, !dbg !m3
}
=== @_ZNK3shp4Rect5sidesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !m1, !DIExpression(), !m2)
  %3 = load ptr, ptr %2, align 8
  ret i32 4, !dbg !m3
}
=== @__cxa_guard_acquire
; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #
=== @__cxa_guard_release
; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #
