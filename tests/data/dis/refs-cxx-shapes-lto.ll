=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = dso_local local_unnamed_addr global i32 0, align 4
=== @_ZTVN3shp5ShapeE
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8, !type !m0, !type !m1, !type !m2
=== @_ZTVN3shp4RectE
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp4RectE to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD2Ev to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect5sidesEv to i8*)] }, align 8, !type !m0, !type !m1, !type !m2, !type !m3, !type !m4, !type !m5
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
=== @_ZTSN3shp5ErrorE
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ErrorE, i32 0, i32 0) }, align 8
=== @_ZN3shp12_GLOBAL__N_15depthE
@_ZN3shp12_GLOBAL__N_15depthE = internal unnamed_addr global i32 0, align 4
=== @_ZTVN3shp5ErrorE
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Error"*)* @_ZNK3shp5Error4whatEv to i8*)] }, align 8, !type !m0, !type !m1
=== @_ZTSN3shp5ShapeE
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
=== @_ZTIN3shp5ShapeE
@_ZTIN3shp5ShapeE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ShapeE, i32 0, i32 0) }, align 8
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp3TriE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Tri"*)* @_ZN3shp3TriD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri5sidesEv to i8*)] }, align 8, !type !m0, !type !m1, !type !m2, !type !m3, !type !m4, !type !m5
=== @_ZTVN10__cxxabiv120__si_class_type_infoE
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
=== @_ZTSN3shp3TriE
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
=== @_ZTIN3shp3TriE
@_ZTIN3shp3TriE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTSN3shp3TriE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
=== @_ZTVN3shp6CircleE
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp6CircleE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Circle"*)* @_ZN3shp6CircleD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Circle"*)* @_ZNK3shp6Circle4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8, !type !m0, !type !m1, !type !m2, !type !m3, !type !m4, !type !m5
=== @_ZTSN3shp6CircleE
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
=== @_ZTIN3shp6CircleE
@_ZTIN3shp6CircleE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTSN3shp6CircleE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
=== @_ZTSN3shp4RectE
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
=== @_ZTIN3shp4RectE
@_ZTIN3shp4RectE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN3shp4RectE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
=== @_ZZN3shp4usesEvE1n
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local local_unnamed_addr global i32 0, comdat, align 4
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
; Function Attrs: nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr # comdat($_ZN3shp3BoxIiEC5Ei) align 2 {
  %3 = getelementptr inbounds %"struct.shp::Box", %"struct.shp::Box"* %0, i64 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !m0
  %4 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  ret void
}
=== @_ZN3shp5ErrorD2Ev
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local void @_ZN3shp5ErrorD2Ev(%"struct.shp::Error"* nocapture nonnull align 8 %0) unnamed_addr # align 2 {
  ret void
}
=== @_ZN3shp5ErrorD0Ev
; Function Attrs: nounwind uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 {
  %2 = bitcast %"struct.shp::Error"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #
  ret void
}
=== @_ZdlPv
; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #
=== @_ZN3shp5ShapeD0Ev
; Function Attrs: noreturn nounwind uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(%"struct.shp::Shape"* nocapture nonnull readnone align 8 %0) unnamed_addr # align 2 {
  tail call void @llvm.trap() #
  unreachable
}
=== @llvm.trap
; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #
=== @_ZN3shp4RectC2Eii
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZN3shp4RectC2Eii(%"struct.shp::Rect"* nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr # align 2 {
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 0, i32 0
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !m1
  %7 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  store i32 %1, i32* %7, align 8, !tbaa !m2
  %8 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  store i32 %2, i32* %8, align 4, !tbaa !m3
  ret void
}
=== @_ZN3shp4RectD2Ev
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZN3shp4RectD2Ev(%"struct.shp::Rect"* nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 0, i32 0
  %3 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  store i32 0, i32* %3, align 4, !tbaa !m0
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  store i32 0, i32* %4, align 8, !tbaa !m1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !m2
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m3
  %6 = add nsw i32 %5, -1
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m3
  ret void
}
=== @_ZN3shp4RectD0Ev
; Function Attrs: nounwind uwtable
define dso_local void @_ZN3shp4RectD0Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %4 = bitcast %"struct.shp::Rect"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #
  ret void
}
=== @_ZNK3shp4Rect4areaEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(%"struct.shp::Rect"* nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !m0
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !m1
  %6 = mul nsw i32 %5, %3
  ret i32 %6
}
=== @_ZNK3shp3Tri4areaEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(%"struct.shp::Tri"* nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !m0
  %4 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !m1
  %6 = mul nsw i32 %5, %3
  %7 = sdiv i32 %6, 2
  ret i32 %7
}
=== @_ZNK3shp6Circle4areaEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(%"struct.shp::Circle"* nocapture noundef nonnull readonly align 8 dereferenceable(12) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !m0
  %4 = mul nsw i32 %3, 3
  %5 = mul nsw i32 %4, %3
  ret i32 %5
}
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
; Function Attrs: uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = zext i32 %1 to i64
  br label %23

8:                                                ; preds = %40, %2
  %9 = phi i32 [ %1, %2 ], [ %44, %40 ]
  %10 = load atomic i8, i8* bitcast (i64* @_ZGVZN3shp4usesEvE1n to i8*) acquire, align 8
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %12, label %18, !prof !m1

12:                                               ; preds = %8
  %13 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZN3shp4usesEvE1n) #
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %12
  %16 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @_ZZN3shp4usesEvE1n, align 4, !tbaa !m0
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZN3shp4usesEvE1n) #
  br label %18

18:                                               ; preds = %15, %12, %8
  %19 = load i32, i32* @_ZZN3shp4usesEvE1n, align 4, !tbaa !m0
  %20 = add nsw i32 %19, %9
  %21 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  ret i32 %20

23:                                               ; preds = %40, %6
  %24 = phi i64 [ 0, %6 ], [ %45, %40 ]
  %25 = phi i32 [ %1, %6 ], [ %44, %40 ]
  %26 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %0, i64 %24
  %27 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %26, align 8, !tbaa !m2
  %28 = bitcast %"struct.shp::Shape"* %27 to i32 (%"struct.shp::Shape"*)***
  %29 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %28, align 8, !tbaa !m3
  %30 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %29, i64 2
  %31 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %30, align 8
  %32 = invoke noundef i32 %31(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %27)
          to label %33 unwind label %47

33:                                               ; preds = %23
  %34 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %26, align 8, !tbaa !m2
  %35 = bitcast %"struct.shp::Shape"* %34 to i32 (%"struct.shp::Shape"*)***
  %36 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %35, align 8, !tbaa !m3
  %37 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %36, i64 3
  %38 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %37, align 8
  %39 = invoke noundef i32 %38(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %34)
          to label %40 unwind label %47

40:                                               ; preds = %33
  %41 = icmp sgt i32 %32, 0
  %42 = select i1 %41, i32 %32, i32 0
  %43 = add i32 %42, %25
  %44 = add i32 %43, %39
  %45 = add nuw nsw i64 %24, 1
  %46 = icmp eq i64 %45, %7
  br i1 %46, label %8, label %23, !llvm.loop !m4

47:                                               ; preds = %33, %23
  %48 = landingpad { i8*, i32 }
          cleanup
  %49 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %50 = add nsw i32 %49, -1
  store i32 %50, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  resume { i8*, i32 } %48
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp3BoxIiED2Ev
; Function Attrs: nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr # comdat($_ZN3shp3BoxIiED5Ev) align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  ret void
}
=== @_ZN3shp4failEi
; Function Attrs: noreturn uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = tail call i8* @__cxa_allocate_exception(i64 16) #
  %3 = bitcast i8* %2 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN3shp5ErrorE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !m0
  %4 = getelementptr inbounds i8, i8* %2, i64 8
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 8, !tbaa !m1
  tail call void @__cxa_throw(i8* %2, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev to i8*)) #
  unreachable
}
=== @__cxa_allocate_exception
declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr
=== @__cxa_throw
declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr
=== @_ZN3shp12checked_areaERKNS_5ShapeE
; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %4 = bitcast %"struct.shp::Shape"* %0 to i32 (%"struct.shp::Shape"*)***
  %5 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %4, align 8, !tbaa !m1
  %6 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %5, i64 2
  %7 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %6, align 8
  %8 = invoke noundef i32 %7(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0)
          to label %9 unwind label %13

9:                                                ; preds = %1
  %10 = icmp sgt i32 %8, 1000
  br i1 %10, label %11, label %17

11:                                               ; preds = %9
  invoke void @_ZN3shp4failEi(i32 noundef %8) #
          to label %12 unwind label %13

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %11, %1
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %16 = add nsw i32 %15, -1
  store i32 %16, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  resume { i8*, i32 } %14

17:                                               ; preds = %9
  %18 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %19 = add nsw i32 %18, -1
  store i32 %19, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  ret i32 %8
}
=== @_ZN3shp11make_circleEi
; Function Attrs: uwtable
define dso_local noalias noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %0) local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  ret %"struct.shp::Shape"* null
}
=== @_ZNK3shp5Error4whatEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 {
  %2 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !m0
  ret i32 %3
}
=== @__cxa_pure_virtual
declare void @__cxa_pure_virtual() unnamed_addr
=== @_ZNK3shp5Shape5sidesEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 {
  ret i32 0
}
=== @_ZN3shp3TriD0Ev
; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %4 = bitcast %"struct.shp::Tri"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #
  ret void
}
=== @_ZNK3shp3Tri5sidesEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 {
  ret i32 3
}
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* nocapture noundef nonnull writeonly align 8 dereferenceable(8) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds %"struct.shp::Shape", %"struct.shp::Shape"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !m0
  %3 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  %4 = add nsw i32 %3, -1
  store i32 %4, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  ret void
}
=== @_ZN3shp6CircleD0Ev
; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %4 = bitcast %"struct.shp::Circle"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #
  ret void
}
=== @_ZNK3shp4Rect5sidesEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 {
  ret i32 4
}
=== @__cxa_guard_acquire
; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #
=== @__cxa_guard_release
; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #
