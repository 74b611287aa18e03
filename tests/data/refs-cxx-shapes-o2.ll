; ModuleID = 'refs-cxx-shapes-o2.bc'
source_filename = "src/refs-shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Box" = type { i32 }
%"struct.shp::Error" = type <{ i32 (...)**, i32, [4 x i8] }>
%"struct.shp::Shape" = type { i32 (...)** }
%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Tri" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Circle" = type <{ %"struct.shp::Shape", i32, [4 x i8] }>

$_ZN3shp3BoxIiEC5Ei = comdat any

$_ZN3shp3BoxIiED5Ev = comdat any

$_ZNK3shp5Error4whatEv = comdat any

$_ZNK3shp5Shape5sidesEv = comdat any

$_ZN3shp3TriD0Ev = comdat any

$_ZNK3shp3Tri5sidesEv = comdat any

$_ZN3shp6CircleD0Ev = comdat any

$_ZNK3shp4Rect5sidesEv = comdat any

$_ZZN3shp4usesEvE1n = comdat any

$_ZGVZN3shp4usesEvE1n = comdat any

@_ZN3shp5Shape7createdE = dso_local local_unnamed_addr global i32 0, align 4
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp4RectE to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD2Ev to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect5sidesEv to i8*)] }, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
@_ZTIN3shp5ErrorE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ErrorE, i32 0, i32 0) }, align 8
@_ZN3shp12_GLOBAL__N_15depthE = internal unnamed_addr global i32 0, align 4
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Error"*)* @_ZNK3shp5Error4whatEv to i8*)] }, align 8
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
@_ZTIN3shp5ShapeE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ShapeE, i32 0, i32 0) }, align 8
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp3TriE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Tri"*)* @_ZN3shp3TriD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri5sidesEv to i8*)] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
@_ZTIN3shp3TriE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTSN3shp3TriE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp6CircleE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Circle"*)* @_ZN3shp6CircleD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Circle"*)* @_ZNK3shp6Circle4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
@_ZTIN3shp6CircleE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTSN3shp6CircleE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
@_ZTIN3shp4RectE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN3shp4RectE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local local_unnamed_addr global i32 0, comdat, align 4
@_ZGVZN3shp4usesEvE1n = linkonce_odr dso_local global i64 0, comdat, align 8

@_ZN3shp3BoxIiEC1Ei = weak_odr dso_local unnamed_addr alias void (%"struct.shp::Box"*, i32), void (%"struct.shp::Box"*, i32)* @_ZN3shp3BoxIiEC2Ei
@_ZN3shp3BoxIiED1Ev = weak_odr dso_local unnamed_addr alias void (%"struct.shp::Box"*), void (%"struct.shp::Box"*)* @_ZN3shp3BoxIiED2Ev
@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Error"*), void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Shape"*), void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (%"struct.shp::Rect"*, i32, i32), void (%"struct.shp::Rect"*, i32, i32)* @_ZN3shp4RectC2Eii
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Rect"*), void (%"struct.shp::Rect"*)* @_ZN3shp4RectD2Ev

; Function Attrs: nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat($_ZN3shp3BoxIiEC5Ei) align 2 {
  %3 = getelementptr inbounds %"struct.shp::Box", %"struct.shp::Box"* %0, i64 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !5
  %4 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local void @_ZN3shp5ErrorD2Ev(%"struct.shp::Error"* nocapture nonnull align 8 %0) unnamed_addr #1 align 2 {
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = bitcast %"struct.shp::Error"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(%"struct.shp::Shape"* nocapture nonnull readnone align 8 %0) unnamed_addr #3 align 2 {
  tail call void @llvm.trap() #14
  unreachable
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZN3shp4RectC2Eii(%"struct.shp::Rect"* nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 align 2 {
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 0, i32 0
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %7 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  store i32 %1, i32* %7, align 8, !tbaa !13
  %8 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  store i32 %2, i32* %8, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZN3shp4RectD2Ev(%"struct.shp::Rect"* nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 0, i32 0
  %3 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  store i32 0, i32* %3, align 4, !tbaa !15
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  store i32 0, i32* %4, align 8, !tbaa !13
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !11
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %6 = add nsw i32 %5, -1
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @_ZN3shp4RectD0Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %4 = bitcast %"struct.shp::Rect"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(%"struct.shp::Rect"* nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !13
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !15
  %6 = mul nsw i32 %5, %3
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(%"struct.shp::Tri"* nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !16
  %4 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !18
  %6 = mul nsw i32 %5, %3
  %7 = sdiv i32 %6, 2
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(%"struct.shp::Circle"* nocapture noundef nonnull readonly align 8 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !19
  %4 = mul nsw i32 %3, 3
  %5 = mul nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = zext i32 %1 to i64
  br label %23

8:                                                ; preds = %40, %2
  %9 = phi i32 [ %1, %2 ], [ %44, %40 ]
  %10 = load atomic i8, i8* bitcast (i64* @_ZGVZN3shp4usesEvE1n to i8*) acquire, align 8
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %12, label %18, !prof !21

12:                                               ; preds = %8
  %13 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZN3shp4usesEvE1n) #15
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %12
  %16 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @_ZZN3shp4usesEvE1n, align 4, !tbaa !10
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZN3shp4usesEvE1n) #15
  br label %18

18:                                               ; preds = %8, %12, %15
  %19 = load i32, i32* @_ZZN3shp4usesEvE1n, align 4, !tbaa !10
  %20 = add nsw i32 %19, %9
  %21 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  ret i32 %20

23:                                               ; preds = %6, %40
  %24 = phi i64 [ 0, %6 ], [ %45, %40 ]
  %25 = phi i32 [ %1, %6 ], [ %44, %40 ]
  %26 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %0, i64 %24
  %27 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %26, align 8, !tbaa !22
  %28 = bitcast %"struct.shp::Shape"* %27 to i32 (%"struct.shp::Shape"*)***
  %29 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %28, align 8, !tbaa !11
  %30 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %29, i64 2
  %31 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %30, align 8
  %32 = invoke noundef i32 %31(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %27)
          to label %33 unwind label %47

33:                                               ; preds = %23
  %34 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %26, align 8, !tbaa !22
  %35 = bitcast %"struct.shp::Shape"* %34 to i32 (%"struct.shp::Shape"*)***
  %36 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %35, align 8, !tbaa !11
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
  br i1 %46, label %8, label %23, !llvm.loop !24

47:                                               ; preds = %33, %23
  %48 = landingpad { i8*, i32 }
          cleanup
  %49 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %50 = add nsw i32 %49, -1
  store i32 %50, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  resume { i8*, i32 } %48
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat($_ZN3shp3BoxIiED5Ev) align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  ret void
}

; Function Attrs: noreturn uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = tail call i8* @__cxa_allocate_exception(i64 16) #15
  %3 = bitcast i8* %2 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN3shp5ErrorE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  %4 = getelementptr inbounds i8, i8* %2, i64 8
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 8, !tbaa !26
  tail call void @__cxa_throw(i8* %2, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev to i8*)) #16
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !10
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !10
  %4 = bitcast %"struct.shp::Shape"* %0 to i32 (%"struct.shp::Shape"*)***
  %5 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %4, align 8, !tbaa !11
  %6 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %5, i64 2
  %7 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %6, align 8
  %8 = invoke noundef i32 %7(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0)
          to label %9 unwind label %13

9:                                                ; preds = %1
  %10 = icmp sgt i32 %8, 1000
  br i1 %10, label %11, label %17

11:                                               ; preds = %9
  invoke void @_ZN3shp4failEi(i32 noundef %8) #16
          to label %12 unwind label %13

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %11, %1
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !10
  %16 = add nsw i32 %15, -1
  store i32 %16, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !10
  resume { i8*, i32 } %14

17:                                               ; preds = %9
  %18 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !10
  %19 = add nsw i32 %18, -1
  store i32 %19, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !10
  ret i32 %8
}

; Function Attrs: uwtable
define dso_local noalias noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  ret %"struct.shp::Shape"* null
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !26
  ret i32 %3
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #10 comdat align 2 {
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #11 comdat align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %4 = bitcast %"struct.shp::Tri"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  ret i32 3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* nocapture noundef nonnull writeonly align 8 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Shape", %"struct.shp::Shape"* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !11
  %3 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %4 = add nsw i32 %3, -1
  store i32 %4, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #11 comdat align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !10
  %4 = bitcast %"struct.shp::Circle"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  ret i32 4
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(i64*) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(i64*) local_unnamed_addr #12

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { cold noreturn nounwind }
attributes #5 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { nounwind }
attributes #16 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSN3shp3BoxIiEE", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !9, i64 0}
!13 = !{!14, !7, i64 8}
!14 = !{!"_ZTSN3shp4RectE", !7, i64 8, !7, i64 12}
!15 = !{!14, !7, i64 12}
!16 = !{!17, !7, i64 8}
!17 = !{!"_ZTSN3shp3TriE", !7, i64 8, !7, i64 12}
!18 = !{!17, !7, i64 12}
!19 = !{!20, !7, i64 8}
!20 = !{!"_ZTSN3shp6CircleE", !7, i64 8}
!21 = !{!"branch_weights", i32 1, i32 1048575}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !8, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!27, !7, i64 8}
!27 = !{!"_ZTSN3shp5ErrorE", !7, i64 8}
