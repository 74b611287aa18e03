=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = dso_local global i32 0, align 4, !dbg !m0
=== @_ZTVN3shp5ShapeE
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD1Ev to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8
=== @_ZTVN3shp4RectE
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp4RectE to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD1Ev to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect5sidesEv to i8*)] }, align 8
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
=== @_ZTSN3shp5ErrorE
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ErrorE, i32 0, i32 0) }, align 8
=== @_ZN3shp12_GLOBAL__N_15depthE
@_ZN3shp12_GLOBAL__N_15depthE = internal global i32 0, align 4, !dbg !m0
=== @_ZTVN3shp5ErrorE
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD1Ev to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Error"*)* @_ZNK3shp5Error4whatEv to i8*)] }, align 8
=== @_ZTSN3shp5ShapeE
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
=== @_ZTIN3shp5ShapeE
@_ZTIN3shp5ShapeE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ShapeE, i32 0, i32 0) }, align 8
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp3TriE to i8*), i8* bitcast (void (%"struct.shp::Tri"*)* @_ZN3shp3TriD2Ev to i8*), i8* bitcast (void (%"struct.shp::Tri"*)* @_ZN3shp3TriD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri5sidesEv to i8*)] }, align 8
=== @_ZTVN10__cxxabiv120__si_class_type_infoE
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
=== @_ZTSN3shp3TriE
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
=== @_ZTIN3shp3TriE
@_ZTIN3shp3TriE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTSN3shp3TriE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
=== @_ZTVN3shp6CircleE
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp6CircleE to i8*), i8* bitcast (void (%"struct.shp::Circle"*)* @_ZN3shp6CircleD2Ev to i8*), i8* bitcast (void (%"struct.shp::Circle"*)* @_ZN3shp6CircleD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Circle"*)* @_ZNK3shp6Circle4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8
=== @_ZTSN3shp6CircleE
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
=== @_ZTIN3shp6CircleE
@_ZTIN3shp6CircleE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTSN3shp6CircleE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
=== @_ZTSN3shp4RectE
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
=== @_ZTIN3shp4RectE
@_ZTIN3shp4RectE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN3shp4RectE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
=== @_ZZN3shp4usesEvE1n
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local global i32 0, comdat, align 4, !dbg !m0
=== @_ZGVZN3shp4usesEvE1n
@_ZGVZN3shp4usesEvE1n = linkonce_odr dso_local global i64 0, comdat, align 8
=== @_ZN3shp3BoxIiEC1Ei
@_ZN3shp3BoxIiEC1Ei = weak_odr dso_local unnamed_addr alias void (%"struct.shp::Box"*, i32), void (%"struct.shp::Box"*, i32)* @_ZN3shp3BoxIiEC2Ei
=== @_ZN3shp3BoxIiED1Ev
@_ZN3shp3BoxIiED1Ev = weak_odr dso_local unnamed_addr alias void (%"struct.shp::Box"*), void (%"struct.shp::Box"*)* @_ZN3shp3BoxIiED2Ev
=== @_ZN3shp5ErrorD1Ev
@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Error"*), void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev
=== @_ZN3shp5ShapeD1Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Shape"*), void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev
=== @_ZN3shp4RectC1Eii
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (%"struct.shp::Rect"*, i32, i32), void (%"struct.shp::Rect"*, i32, i32)* @_ZN3shp4RectC2Eii
=== @_ZN3shp4RectD1Ev
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Rect"*), void (%"struct.shp::Rect"*)* @_ZN3shp4RectD2Ev
=== @_ZN3shp3BoxIiEC2Ei
; Function Attrs: noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr # comdat($_ZN3shp3BoxIiEC5Ei) align 2 !dbg !m0 {
  %3 = alloca %"struct.shp::Box"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Box"* %0, %"struct.shp::Box"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Box"** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load %"struct.shp::Box"*, %"struct.shp::Box"** %3, align 8
  %6 = getelementptr inbounds %"struct.shp::Box", %"struct.shp::Box"* %5, i32 0, i32 0, !dbg !m5
  %7 = load i32, i32* %4, align 4, !dbg !m6
  store i32 %7, i32* %6, align 4, !dbg !m5
  %8 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m7
  %9 = add nsw i32 %8, 1, !dbg !m7
  store i32 %9, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m7
  ret void, !dbg !m8
}
=== @llvm.dbg.declare
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #
=== @_ZN3shp3BoxIiED2Ev
; Function Attrs: noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr # comdat($_ZN3shp3BoxIiED5Ev) align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Box"*, align 8
  store %"struct.shp::Box"* %0, %"struct.shp::Box"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Box"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Box"*, %"struct.shp::Box"** %2, align 8
  %4 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m3
  %5 = add nsw i32 %4, -1, !dbg !m3
  store i32 %5, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp5ErrorD2Ev
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  ret void, !dbg !m3
}
=== @_ZN3shp5ErrorD0Ev
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  call void @_ZN3shp5ErrorD1Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %3) #, !dbg !m3
  %4 = bitcast %"struct.shp::Error"* %3 to i8*, !dbg !m3
  call void @_ZdlPv(i8* noundef %4) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZdlPv
; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (...)***, !dbg !m3
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !m3
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  %6 = add nsw i32 %5, -1, !dbg !m4
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m4
  ret void, !dbg !m5
}
=== @_ZN3shp5ShapeD0Ev
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  call void @llvm.trap() #, !dbg !m3
  unreachable, !dbg !m3
}
=== @llvm.trap
; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #
=== @_ZN3shp4RectC2Eii
; Function Attrs: noinline optnone uwtable
define dso_local void @_ZN3shp4RectC2Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr # align 2 !dbg !m0 {
  %4 = alloca %"struct.shp::Rect"*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %4, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !m3, metadata !DIExpression()), !dbg !m4
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !m5, metadata !DIExpression()), !dbg !m6
  %7 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %4, align 8
  %8 = bitcast %"struct.shp::Rect"* %7 to %"struct.shp::Shape"*, !dbg !m7
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %8), !dbg !m8
  %9 = bitcast %"struct.shp::Rect"* %7 to i32 (...)***, !dbg !m7
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !m7
  %10 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %7, i32 0, i32 1, !dbg !m9
  %11 = load i32, i32* %5, align 4, !dbg !m10
  store i32 %11, i32* %10, align 8, !dbg !m9
  %12 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %7, i32 0, i32 2, !dbg !m11
  %13 = load i32, i32* %6, align 4, !dbg !m12
  store i32 %13, i32* %12, align 4, !dbg !m11
  ret void, !dbg !m13
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
=== @_ZN3shp4RectD2Ev
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD2Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  %4 = bitcast %"struct.shp::Rect"* %3 to i32 (...)***, !dbg !m3
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !m3
  %5 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 2, !dbg !m4
  store i32 0, i32* %5, align 4, !dbg !m5
  %6 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 1, !dbg !m6
  store i32 0, i32* %6, align 8, !dbg !m7
  %7 = bitcast %"struct.shp::Rect"* %3 to %"struct.shp::Shape"*, !dbg !m8
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %7) #, !dbg !m8
  ret void, !dbg !m9
}
=== @_ZN3shp4RectD0Ev
; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD0Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  call void @_ZN3shp4RectD1Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m3
  %4 = bitcast %"struct.shp::Rect"* %3 to i8*, !dbg !m3
  call void @_ZdlPv(i8* noundef %4) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZNK3shp4Rect4areaEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, i32* %4, align 8, !dbg !m3
  %6 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 2, !dbg !m4
  %7 = load i32, i32* %6, align 4, !dbg !m4
  %8 = mul nsw i32 %5, %7, !dbg !m5
  ret i32 %8, !dbg !m6
}
=== @_ZNK3shp3Tri4areaEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, i32* %4, align 8, !dbg !m3
  %6 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %3, i32 0, i32 2, !dbg !m4
  %7 = load i32, i32* %6, align 4, !dbg !m4
  %8 = mul nsw i32 %5, %7, !dbg !m5
  %9 = sdiv i32 %8, 2, !dbg !m6
  ret i32 %9, !dbg !m7
}
=== @_ZNK3shp6Circle4areaEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, i32* %4, align 8, !dbg !m3
  %6 = mul nsw i32 3, %5, !dbg !m4
  %7 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %3, i32 0, i32 1, !dbg !m5
  %8 = load i32, i32* %7, align 8, !dbg !m5
  %9 = mul nsw i32 %6, %8, !dbg !m6
  ret i32 %9, !dbg !m7
}
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef %0, i32 noundef %1) # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !m0 {
  %3 = alloca %"struct.shp::Shape"**, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.shp::Held", align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  store %"struct.shp::Shape"** %0, %"struct.shp::Shape"*** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"*** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  call void @llvm.dbg.declare(metadata %"struct.shp::Held"* %5, metadata !m5, metadata !DIExpression()), !dbg !m6
  %10 = load i32, i32* %4, align 4, !dbg !m7
  call void @_ZN3shp4HeldC2Ei(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %10), !dbg !m6
  call void @llvm.dbg.declare(metadata i32* %6, metadata !m8, metadata !DIExpression()), !dbg !m9
  %11 = bitcast %"struct.shp::Held"* %5 to %"struct.shp::Box"*, !dbg !m10
  %12 = getelementptr inbounds %"struct.shp::Box", %"struct.shp::Box"* %11, i32 0, i32 0, !dbg !m11
  %13 = load i32, i32* %12, align 4, !dbg !m11
  store i32 %13, i32* %6, align 4, !dbg !m9
  call void @llvm.dbg.declare(metadata i32* %7, metadata !m12, metadata !DIExpression()), !dbg !m13
  store i32 0, i32* %7, align 4, !dbg !m13
  br label %14, !dbg !m14

14:                                               ; preds = %46, %2
  %15 = load i32, i32* %7, align 4, !dbg !m15
  %16 = load i32, i32* %4, align 4, !dbg !m16
  %17 = icmp slt i32 %15, %16, !dbg !m17
  br i1 %17, label %18, label %53, !dbg !m18

18:                                               ; preds = %14
  %19 = load %"struct.shp::Shape"**, %"struct.shp::Shape"*** %3, align 8, !dbg !m19
  %20 = load i32, i32* %7, align 4, !dbg !m20
  %21 = sext i32 %20 to i64, !dbg !m19
  %22 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %19, i64 %21, !dbg !m19
  %23 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %22, align 8, !dbg !m19
  %24 = bitcast %"struct.shp::Shape"* %23 to i32 (%"struct.shp::Shape"*)***, !dbg !m21
  %25 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %24, align 8, !dbg !m21
  %26 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %25, i64 2, !dbg !m21
  %27 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %26, align 8, !dbg !m21
  %28 = invoke noundef i32 %27(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %23)
          to label %29 unwind label %49, !dbg !m21

29:                                               ; preds = %18
  %30 = invoke noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %28)
          to label %31 unwind label %49, !dbg !m22

31:                                               ; preds = %29
  %32 = load %"struct.shp::Shape"**, %"struct.shp::Shape"*** %3, align 8, !dbg !m23
  %33 = load i32, i32* %7, align 4, !dbg !m24
  %34 = sext i32 %33 to i64, !dbg !m23
  %35 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %32, i64 %34, !dbg !m23
  %36 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %35, align 8, !dbg !m23
  %37 = bitcast %"struct.shp::Shape"* %36 to i32 (%"struct.shp::Shape"*)***, !dbg !m25
  %38 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %37, align 8, !dbg !m25
  %39 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %38, i64 3, !dbg !m25
  %40 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %39, align 8, !dbg !m25
  %41 = invoke noundef i32 %40(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %36)
          to label %42 unwind label %49, !dbg !m25

42:                                               ; preds = %31
  %43 = add nsw i32 %30, %41, !dbg !m26
  %44 = load i32, i32* %6, align 4, !dbg !m27
  %45 = add nsw i32 %44, %43, !dbg !m27
  store i32 %45, i32* %6, align 4, !dbg !m27
  br label %46, !dbg !m28

46:                                               ; preds = %42
  %47 = load i32, i32* %7, align 4, !dbg !m29
  %48 = add nsw i32 %47, 1, !dbg !m29
  store i32 %48, i32* %7, align 4, !dbg !m29
  br label %14, !dbg !m30, !llvm.loop !m31

49:                                               ; preds = %53, %31, %29, %18
  %50 = landingpad { i8*, i32 }
          cleanup, !dbg !m32
  %51 = extractvalue { i8*, i32 } %50, 0, !dbg !m32
  store i8* %51, i8** %8, align 8, !dbg !m32
  %52 = extractvalue { i8*, i32 } %50, 1, !dbg !m32
  store i32 %52, i32* %9, align 4, !dbg !m32
  call void @_ZN3shp4HeldD2Ev(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %5) #, !dbg !m33
  br label %59, !dbg !m33

53:                                               ; preds = %14
  %54 = load i32, i32* %6, align 4, !dbg !m34
  %55 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN3shp4usesEv()
          to label %56 unwind label %49, !dbg !m35

56:                                               ; preds = %53
  %57 = load i32, i32* %55, align 4, !dbg !m35
  %58 = add nsw i32 %54, %57, !dbg !m36
  call void @_ZN3shp4HeldD2Ev(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %5) #, !dbg !m33
  ret i32 %58, !dbg !m33

59:                                               ; preds = %49
  %60 = load i8*, i8** %8, align 8, !dbg !m33
  %61 = load i32, i32* %9, align 4, !dbg !m33
  %62 = insertvalue { i8*, i32 } undef, i8* %60, 0, !dbg !m33
  %63 = insertvalue { i8*, i32 } %62, i32 %61, 1, !dbg !m33
  resume { i8*, i32 } %63, !dbg !m33
}
=== @_ZN3shp4HeldC2Ei
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldC2Ei(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr # comdat align 2 !dbg !m0 {
  %3 = alloca %"struct.shp::Held"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Held"* %0, %"struct.shp::Held"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Held"** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load %"struct.shp::Held"*, %"struct.shp::Held"** %3, align 8
  %6 = bitcast %"struct.shp::Held"* %5 to %"struct.shp::Box"*, !dbg !m5
  %7 = load i32, i32* %4, align 4, !dbg !m6
  call void @_ZN3shp3BoxIiEC2Ei(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7), !dbg !m7
  ret void, !dbg !m8
}
=== @_ZN3shpL10clamp_areaEi
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %0) # !dbg !m0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load i32, i32* %2, align 4, !dbg !m3
  %4 = icmp slt i32 %3, 0, !dbg !m4
  br i1 %4, label %5, label %6, !dbg !m3

5:                                                ; preds = %1
  br label %8, !dbg !m3

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !m5
  br label %8, !dbg !m3

8:                                                ; preds = %6, %5
  %9 = phi i32 [ 0, %5 ], [ %7, %6 ], !dbg !m3
  ret i32 %9, !dbg !m6
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp4usesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN3shp4usesEv() # comdat !dbg !m0 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZN3shp4usesEvE1n to i8*) acquire, align 8, !dbg !m1
  %2 = icmp eq i8 %1, 0, !dbg !m1
  br i1 %2, label %3, label %9, !dbg !m1, !prof !m2

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(i64* @_ZGVZN3shp4usesEvE1n) #, !dbg !m1
  %5 = icmp ne i32 %4, 0, !dbg !m1
  br i1 %5, label %6, label %9, !dbg !m1

6:                                                ; preds = %3
  %7 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !m3
  %8 = add nsw i32 %7, 1, !dbg !m4
  store i32 %8, i32* @_ZZN3shp4usesEvE1n, align 4, !dbg !m1
  call void @__cxa_guard_release(i64* @_ZGVZN3shp4usesEvE1n) #, !dbg !m1
  br label %9, !dbg !m1

9:                                                ; preds = %6, %3, %0
  ret i32* @_ZZN3shp4usesEvE1n, !dbg !m5
}
=== @_ZN3shp4HeldD2Ev
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldD2Ev(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Held"*, align 8
  store %"struct.shp::Held"* %0, %"struct.shp::Held"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Held"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Held"*, %"struct.shp::Held"** %2, align 8
  %4 = bitcast %"struct.shp::Held"* %3 to %"struct.shp::Box"*, !dbg !m3
  call void @_ZN3shp3BoxIiED2Ev(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %4) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp4failEi
; Function Attrs: mustprogress noinline noreturn optnone uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %5 = call i8* @__cxa_allocate_exception(i64 16) #, !dbg !m3
  %6 = bitcast i8* %5 to %"struct.shp::Error"*, !dbg !m3
  %7 = load i32, i32* %2, align 4, !dbg !m4
  invoke void @_ZN3shp5ErrorC2Ei(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
          to label %8 unwind label %9, !dbg !m5

8:                                                ; preds = %1
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD1Ev to i8*)) #, !dbg !m3
  unreachable, !dbg !m3

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup, !dbg !m6
  %11 = extractvalue { i8*, i32 } %10, 0, !dbg !m6
  store i8* %11, i8** %3, align 8, !dbg !m6
  %12 = extractvalue { i8*, i32 } %10, 1, !dbg !m6
  store i32 %12, i32* %4, align 4, !dbg !m6
  call void @__cxa_free_exception(i8* %5) #, !dbg !m3
  br label %13, !dbg !m3

13:                                               ; preds = %9
  %14 = load i8*, i8** %3, align 8, !dbg !m3
  %15 = load i32, i32* %4, align 4, !dbg !m3
  %16 = insertvalue { i8*, i32 } undef, i8* %14, 0, !dbg !m3
  %17 = insertvalue { i8*, i32 } %16, i32 %15, 1, !dbg !m3
  resume { i8*, i32 } %17, !dbg !m3
}
=== @__cxa_allocate_exception
declare i8* @__cxa_allocate_exception(i64)
=== @_ZN3shp5ErrorC2Ei
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ErrorC2Ei(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr # comdat align 2 !dbg !m0 {
  %3 = alloca %"struct.shp::Error"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load %"struct.shp::Error"*, %"struct.shp::Error"** %3, align 8
  %6 = bitcast %"struct.shp::Error"* %5 to i32 (...)***, !dbg !m5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN3shp5ErrorE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8, !dbg !m5
  %7 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %5, i32 0, i32 1, !dbg !m6
  %8 = load i32, i32* %4, align 4, !dbg !m7
  store i32 %8, i32* %7, align 8, !dbg !m6
  ret void, !dbg !m8
}
=== @__cxa_free_exception
declare void @__cxa_free_exception(i8*)
=== @__cxa_throw
declare void @__cxa_throw(i8*, i8*, i8*)
=== @_ZN3shp12checked_areaERKNS_5ShapeE
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !m0 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard", align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"* %3, metadata !m3, metadata !DIExpression()), !dbg !m4
  call void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3, i32* noundef @_ZN3shp12_GLOBAL__N_15depthE), !dbg !m4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m5, metadata !DIExpression()), !dbg !m6
  %7 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8, !dbg !m7
  %8 = bitcast %"struct.shp::Shape"* %7 to i32 (%"struct.shp::Shape"*)***, !dbg !m8
  %9 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %8, align 8, !dbg !m8
  %10 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %9, i64 2, !dbg !m8
  %11 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %10, align 8, !dbg !m8
  %12 = invoke noundef i32 %11(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %7)
          to label %13 unwind label %19, !dbg !m8

13:                                               ; preds = %1
  store i32 %12, i32* %4, align 4, !dbg !m6
  %14 = load i32, i32* %4, align 4, !dbg !m9
  %15 = icmp sgt i32 %14, 1000, !dbg !m10
  br i1 %15, label %16, label %23, !dbg !m11

16:                                               ; preds = %13
  %17 = load i32, i32* %4, align 4, !dbg !m12
  invoke void @_ZN3shp4failEi(i32 noundef %17) #
          to label %18 unwind label %19, !dbg !m13

18:                                               ; preds = %16
  unreachable, !dbg !m13

19:                                               ; preds = %16, %1
  %20 = landingpad { i8*, i32 }
          cleanup, !dbg !m14
  %21 = extractvalue { i8*, i32 } %20, 0, !dbg !m14
  store i8* %21, i8** %5, align 8, !dbg !m14
  %22 = extractvalue { i8*, i32 } %20, 1, !dbg !m14
  store i32 %22, i32* %6, align 4, !dbg !m14
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3) #, !dbg !m14
  br label %25, !dbg !m14

23:                                               ; preds = %13
  %24 = load i32, i32* %4, align 4, !dbg !m15
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3) #, !dbg !m14
  ret i32 %24, !dbg !m14

25:                                               ; preds = %19
  %26 = load i8*, i8** %5, align 8, !dbg !m14
  %27 = load i32, i32* %6, align 4, !dbg !m14
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !m14
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !m14
  resume { i8*, i32 } %29, !dbg !m14
}
=== @_ZN3shp12_GLOBAL__N_15GuardC2EPi
; Function Attrs: noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %0, i32* noundef %1) unnamed_addr # align 2 !dbg !m0 {
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard"*, align 8
  %4 = alloca i32*, align 8
  store %"struct.shp::(anonymous namespace)::Guard"* %0, %"struct.shp::(anonymous namespace)::Guard"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load %"struct.shp::(anonymous namespace)::Guard"*, %"struct.shp::(anonymous namespace)::Guard"** %3, align 8
  %6 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %5, i32 0, i32 0, !dbg !m5
  %7 = load i32*, i32** %4, align 8, !dbg !m6
  store i32* %7, i32** %6, align 8, !dbg !m5
  %8 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %5, i32 0, i32 0, !dbg !m7
  %9 = load i32*, i32** %8, align 8, !dbg !m7
  %10 = load i32, i32* %9, align 4, !dbg !m8
  %11 = add nsw i32 %10, 1, !dbg !m8
  store i32 %11, i32* %9, align 4, !dbg !m8
  ret void, !dbg !m9
}
=== @_ZN3shp12_GLOBAL__N_15GuardD2Ev
; Function Attrs: noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::(anonymous namespace)::Guard"*, align 8
  store %"struct.shp::(anonymous namespace)::Guard"* %0, %"struct.shp::(anonymous namespace)::Guard"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::(anonymous namespace)::Guard"*, %"struct.shp::(anonymous namespace)::Guard"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %3, i32 0, i32 0, !dbg !m3
  %5 = load i32*, i32** %4, align 8, !dbg !m3
  %6 = load i32, i32* %5, align 4, !dbg !m4
  %7 = add nsw i32 %6, -1, !dbg !m4
  store i32 %7, i32* %5, align 4, !dbg !m4
  ret void, !dbg !m5
}
=== @_ZN3shp11make_circleEi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %0) # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !m0 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Circle"*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %3, metadata !m3, metadata !DIExpression()), !dbg !m4
  %6 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #, !dbg !m5, !heapallocsite !m6
  %7 = bitcast i8* %6 to %"struct.shp::Circle"*, !dbg !m5
  %8 = load i32, i32* %2, align 4, !dbg !m7
  invoke void @_ZN3shp6CircleC2Ei(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %7, i32 noundef %8)
          to label %9 unwind label %20, !dbg !m8

9:                                                ; preds = %1
  store %"struct.shp::Circle"* %7, %"struct.shp::Circle"** %3, align 8, !dbg !m4
  %10 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8, !dbg !m9
  %11 = bitcast %"struct.shp::Circle"* %10 to %"struct.shp::Shape"*, !dbg !m9
  %12 = call noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(%"struct.shp::Shape"* noundef %11), !dbg !m10
  %13 = icmp ne i32 %12, 0, !dbg !m10
  br i1 %13, label %14, label %16, !dbg !m10

14:                                               ; preds = %9
  %15 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8, !dbg !m11
  br label %17, !dbg !m10

16:                                               ; preds = %9
  br label %17, !dbg !m10

17:                                               ; preds = %16, %14
  %18 = phi %"struct.shp::Circle"* [ %15, %14 ], [ null, %16 ], !dbg !m10
  %19 = bitcast %"struct.shp::Circle"* %18 to %"struct.shp::Shape"*, !dbg !m10
  ret %"struct.shp::Shape"* %19, !dbg !m12

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !m13
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !m13
  store i8* %22, i8** %4, align 8, !dbg !m13
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !m13
  store i32 %23, i32* %5, align 4, !dbg !m13
  call void @_ZdlPv(i8* noundef %6) #, !dbg !m5
  br label %24, !dbg !m5

24:                                               ; preds = %20
  %25 = load i8*, i8** %4, align 8, !dbg !m5
  %26 = load i32, i32* %5, align 4, !dbg !m5
  %27 = insertvalue { i8*, i32 } undef, i8* %25, 0, !dbg !m5
  %28 = insertvalue { i8*, i32 } %27, i32 %26, 1, !dbg !m5
  resume { i8*, i32 } %28, !dbg !m5
}
=== @_Znwm
; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #
=== @_ZN3shp6CircleC2Ei
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleC2Ei(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr # comdat align 2 !dbg !m0 {
  %3 = alloca %"struct.shp::Circle"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %3, metadata !m1, metadata !DIExpression()), !dbg !m2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !m3, metadata !DIExpression()), !dbg !m4
  %5 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8
  %6 = bitcast %"struct.shp::Circle"* %5 to %"struct.shp::Shape"*, !dbg !m5
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %6), !dbg !m6
  %7 = bitcast %"struct.shp::Circle"* %5 to i32 (...)***, !dbg !m5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp6CircleE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8, !dbg !m5
  %8 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %5, i32 0, i32 1, !dbg !m7
  %9 = load i32, i32* %4, align 4, !dbg !m8
  store i32 %9, i32* %8, align 8, !dbg !m7
  ret void, !dbg !m9
}
=== @_ZN3shpL11shape_debugEPKNS_5ShapeE
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(%"struct.shp::Shape"* noundef %0) # !dbg !m0 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8, !dbg !m3
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (%"struct.shp::Shape"*)***, !dbg !m4
  %5 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %4, align 8, !dbg !m4
  %6 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %5, i64 3, !dbg !m4
  %7 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %6, align 8, !dbg !m4
  %8 = call noundef i32 %7(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %3), !dbg !m4
  %9 = mul nsw i32 %8, 100, !dbg !m5
  ret i32 %9, !dbg !m6
}
=== @_ZNK3shp5Error4whatEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %3, i32 0, i32 1, !dbg !m3
  %5 = load i32, i32* %4, align 8, !dbg !m3
  ret i32 %5, !dbg !m4
}
=== @__cxa_pure_virtual
declare void @__cxa_pure_virtual() unnamed_addr
=== @_ZNK3shp5Shape5sidesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  ret i32 0, !dbg !m3
}
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
=== @_ZN3shp3TriD0Ev
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  call void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3) #, !dbg !m3
  %4 = bitcast %"struct.shp::Tri"* %3 to i8*, !dbg !m3
  call void @_ZdlPv(i8* noundef %4) #, !dbg !m3
  ret void, !dbg !m3
}
=== @_ZNK3shp3Tri5sidesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  ret i32 3, !dbg !m3
}
=== @_ZN3shp6CircleD2Ev
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD2Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  %4 = bitcast %"struct.shp::Circle"* %3 to %"struct.shp::Shape"*, !dbg !m3
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %4) #, !dbg !m3
  ret void, !dbg !m4
}
=== @_ZN3shp6CircleD0Ev
; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  call void @_ZN3shp6CircleD2Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %3) #, !dbg !m3
  %4 = bitcast %"struct.shp::Circle"* %3 to i8*, !dbg !m3
  call void @_ZdlPv(i8* noundef %4) #, !dbg !m3
  ret void, !dbg !m3
}
=== @_ZNK3shp4Rect5sidesEv
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 !dbg !m0 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !m1, metadata !DIExpression()), !dbg !m2
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  ret i32 4, !dbg !m3
}
=== @__cxa_guard_acquire
; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #
=== @__cxa_guard_release
; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #
