; ModuleID = 'refs-cxx-shapes-lto.bc'
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
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8, !type !0, !type !1, !type !2
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp4RectE to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD2Ev to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect5sidesEv to i8*)] }, align 8, !type !3, !type !4, !type !5, !type !0, !type !1, !type !2
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
@_ZTIN3shp5ErrorE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ErrorE, i32 0, i32 0) }, align 8
@_ZN3shp12_GLOBAL__N_15depthE = internal unnamed_addr global i32 0, align 4
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Error"*)* @_ZNK3shp5Error4whatEv to i8*)] }, align 8, !type !6, !type !7
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
@_ZTIN3shp5ShapeE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ShapeE, i32 0, i32 0) }, align 8
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp3TriE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Tri"*)* @_ZN3shp3TriD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri5sidesEv to i8*)] }, align 8, !type !8, !type !9, !type !10, !type !0, !type !1, !type !2
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
@_ZTIN3shp3TriE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTSN3shp3TriE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp6CircleE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev to i8*), i8* bitcast (void (%"struct.shp::Circle"*)* @_ZN3shp6CircleD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Circle"*)* @_ZNK3shp6Circle4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8, !type !0, !type !1, !type !2, !type !11, !type !12, !type !13
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
  store i32 %1, i32* %3, align 4, !tbaa !21
  %4 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
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
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !27
  %7 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  store i32 %1, i32* %7, align 8, !tbaa !29
  %8 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  store i32 %2, i32* %8, align 4, !tbaa !31
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZN3shp4RectD2Ev(%"struct.shp::Rect"* nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 0, i32 0
  %3 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  store i32 0, i32* %3, align 4, !tbaa !31
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  store i32 0, i32* %4, align 8, !tbaa !29
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !27
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %6 = add nsw i32 %5, -1
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @_ZN3shp4RectD0Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %4 = bitcast %"struct.shp::Rect"* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(%"struct.shp::Rect"* nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !29
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !31
  %6 = mul nsw i32 %5, %3
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(%"struct.shp::Tri"* nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !32
  %4 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !34
  %6 = mul nsw i32 %5, %3
  %7 = sdiv i32 %6, 2
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(%"struct.shp::Circle"* nocapture noundef nonnull readonly align 8 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !35
  %4 = mul nsw i32 %3, 3
  %5 = mul nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = zext i32 %1 to i64
  br label %23

8:                                                ; preds = %40, %2
  %9 = phi i32 [ %1, %2 ], [ %44, %40 ]
  %10 = load atomic i8, i8* bitcast (i64* @_ZGVZN3shp4usesEvE1n to i8*) acquire, align 8
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %12, label %18, !prof !37

12:                                               ; preds = %8
  %13 = tail call i32 @__cxa_guard_acquire(i64* nonnull @_ZGVZN3shp4usesEvE1n) #15
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %12
  %16 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @_ZZN3shp4usesEvE1n, align 4, !tbaa !26
  tail call void @__cxa_guard_release(i64* nonnull @_ZGVZN3shp4usesEvE1n) #15
  br label %18

18:                                               ; preds = %15, %12, %8
  %19 = load i32, i32* @_ZZN3shp4usesEvE1n, align 4, !tbaa !26
  %20 = add nsw i32 %19, %9
  %21 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  ret i32 %20

23:                                               ; preds = %40, %6
  %24 = phi i64 [ 0, %6 ], [ %45, %40 ]
  %25 = phi i32 [ %1, %6 ], [ %44, %40 ]
  %26 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %0, i64 %24
  %27 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %26, align 8, !tbaa !38
  %28 = bitcast %"struct.shp::Shape"* %27 to i32 (%"struct.shp::Shape"*)***
  %29 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %28, align 8, !tbaa !27
  %30 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %29, i64 2
  %31 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %30, align 8
  %32 = invoke noundef i32 %31(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %27)
          to label %33 unwind label %47

33:                                               ; preds = %23
  %34 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %26, align 8, !tbaa !38
  %35 = bitcast %"struct.shp::Shape"* %34 to i32 (%"struct.shp::Shape"*)***
  %36 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %35, align 8, !tbaa !27
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
  br i1 %46, label %8, label %23, !llvm.loop !40

47:                                               ; preds = %33, %23
  %48 = landingpad { i8*, i32 }
          cleanup
  %49 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %50 = add nsw i32 %49, -1
  store i32 %50, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  resume { i8*, i32 } %48
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat($_ZN3shp3BoxIiED5Ev) align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  ret void
}

; Function Attrs: noreturn uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) local_unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = tail call i8* @__cxa_allocate_exception(i64 16) #15
  %3 = bitcast i8* %2 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN3shp5ErrorE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !27
  %4 = getelementptr inbounds i8, i8* %2, i64 8
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 8, !tbaa !42
  tail call void @__cxa_throw(i8* %2, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev to i8*)) #16
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr #9 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !26
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !26
  %4 = bitcast %"struct.shp::Shape"* %0 to i32 (%"struct.shp::Shape"*)***
  %5 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %4, align 8, !tbaa !27
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
  %15 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !26
  %16 = add nsw i32 %15, -1
  store i32 %16, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !26
  resume { i8*, i32 } %14

17:                                               ; preds = %9
  %18 = load i32, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !26
  %19 = add nsw i32 %18, -1
  store i32 %19, i32* @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !26
  ret i32 %8
}

; Function Attrs: uwtable
define dso_local noalias noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %0) local_unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  ret %"struct.shp::Shape"* null
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !42
  ret i32 %3
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #10 comdat align 2 {
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #11 comdat align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
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
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !27
  %3 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %4 = add nsw i32 %3, -1
  store i32 %4, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #11 comdat align 2 {
  %2 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZN3shp5Shape7createdE, align 4, !tbaa !26
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

!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !{i64 16, !"_ZTSN3shp5ShapeE"}
!1 = !{i64 32, !"_ZTSMN3shp5ShapeEKFivE.virtual"}
!2 = !{i64 40, !"_ZTSMN3shp5ShapeEKFivE.virtual"}
!3 = !{i64 16, !"_ZTSN3shp4RectE"}
!4 = !{i64 32, !"_ZTSMN3shp4RectEKFivE.virtual"}
!5 = !{i64 40, !"_ZTSMN3shp4RectEKFivE.virtual"}
!6 = !{i64 16, !"_ZTSN3shp5ErrorE"}
!7 = !{i64 32, !"_ZTSMN3shp5ErrorEKFivE.virtual"}
!8 = !{i64 16, !"_ZTSN3shp3TriE"}
!9 = !{i64 32, !"_ZTSMN3shp3TriEKFivE.virtual"}
!10 = !{i64 40, !"_ZTSMN3shp3TriEKFivE.virtual"}
!11 = !{i64 16, !"_ZTSN3shp6CircleE"}
!12 = !{i64 32, !"_ZTSMN3shp6CircleEKFivE.virtual"}
!13 = !{i64 40, !"_ZTSMN3shp6CircleEKFivE.virtual"}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 1, !"ThinLTO", i32 0}
!19 = !{i32 1, !"EnableSplitLTOUnit", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = !{!22, !23, i64 0}
!22 = !{!"_ZTSN3shp3BoxIiEE", !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !{!23, !23, i64 0}
!27 = !{!28, !28, i64 0}
!28 = !{!"vtable pointer", !25, i64 0}
!29 = !{!30, !23, i64 8}
!30 = !{!"_ZTSN3shp4RectE", !23, i64 8, !23, i64 12}
!31 = !{!30, !23, i64 12}
!32 = !{!33, !23, i64 8}
!33 = !{!"_ZTSN3shp3TriE", !23, i64 8, !23, i64 12}
!34 = !{!33, !23, i64 12}
!35 = !{!36, !23, i64 8}
!36 = !{!"_ZTSN3shp6CircleE", !23, i64 8}
!37 = !{!"branch_weights", i32 1, i32 1048575}
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !24, i64 0}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!43, !23, i64 8}
!43 = !{!"_ZTSN3shp5ErrorE", !23, i64 8}

^0 = module: (path: "refs-cxx-shapes-lto.bc", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "_ZNK3shp3Tri5sidesEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 190703210854508870
^2 = gv: (name: "_ZN3shp5Shape7createdE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 201525028502663321
^3 = gv: (name: "_ZN3shp4RectD0Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^8)), refs: (^2)))) ; guid = 202957003219973271
^4 = gv: (name: "_ZTVN3shp6CircleE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^15, ^25, ^45, ^35, ^17)))) ; guid = 413618252040231626
^5 = gv: (name: "_ZNK3shp4Rect5sidesEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 624081718010108272
^6 = gv: (name: "_ZTIN3shp5ErrorE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^46, ^7)))) ; guid = 650371120537933134
^7 = gv: (name: "_ZTSN3shp5ErrorE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 916970899776574154
^8 = gv: (name: "_ZdlPv") ; guid = 950067649961216671
^9 = gv: (name: "_ZN3shp12checked_areaERKNS_5ShapeE", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 21, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 1, hasUnknownCall: 1, mustBeUnreachable: 0), calls: ((callee: ^52)), refs: (^10, ^28)))) ; guid = 1045463575156197643
^10 = gv: (name: "__gxx_personality_v0") ; guid = 1233668236132380018
^11 = gv: (name: "_ZN3shp5ShapeD0Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 1)))) ; guid = 1346236340613480638
^12 = gv: (name: "_ZTSN3shp4RectE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 1413444569001863642
^13 = gv: (name: "_ZN3shp5ErrorD0Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 3, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^8))))) ; guid = 1594868325980539752
^14 = gv: (name: "_ZN3shp4RectD2Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 10, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^50, ^2)))) ; guid = 2176788531579145427
^15 = gv: (name: "_ZTIN3shp6CircleE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^54, ^31, ^56)))) ; guid = 2211306886988321511
^16 = gv: (name: "_ZTSN3shp3TriE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 2575147145143484437
^17 = gv: (name: "_ZN3shp6CircleD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^8)), refs: (^2)))) ; guid = 5064815342237679511
^18 = gv: (name: "_ZTSN3shp5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 5190075913222864476
^19 = gv: (name: "llvm.trap") ; guid = 6116349651215144041
^20 = gv: (name: "_ZNK3shp3Tri4areaEv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 7, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 6406066581790209076
^21 = gv: (name: "_ZZN3shp4usesEvE1n", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0)))) ; guid = 6933575194484179032
^22 = gv: (name: "_ZN3shp5totalEPKPKNS_5ShapeEi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 52, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 1, hasUnknownCall: 1, mustBeUnreachable: 0), calls: ((callee: ^36), (callee: ^41)), refs: (^10, ^2, ^38, ^21)))) ; guid = 7003542913298139614
^23 = gv: (name: "_ZN3shp4RectD1Ev", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^14))) ; guid = 7285812063078454950
^24 = gv: (name: "_ZNK3shp5Error4whatEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 3, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 7450524996348240368
^25 = gv: (name: "_ZNK3shp6Circle4areaEv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 5, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 8769300909768503402
^26 = gv: (name: "_ZN3shp5ShapeD1Ev", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^35))) ; guid = 8798378400663592501
^27 = gv: (name: "_ZTVN3shp3TriE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^47, ^20, ^39, ^1, ^35)))) ; guid = 9615041451561000194
^28 = gv: (name: "_ZN3shp12_GLOBAL__N_15depthE", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 9967986420874844598
^29 = gv: (name: "_ZN3shp4RectC1Eii", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^57))) ; guid = 10652574700939788542
^30 = gv: (name: "_ZTVN3shp5ErrorE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^6, ^51, ^13, ^24)))) ; guid = 10684784793463673273
^31 = gv: (name: "_ZTVN10__cxxabiv120__si_class_type_infoE") ; guid = 10873349890511596996
^32 = gv: (name: "_ZTIN3shp4RectE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^54, ^31, ^12)))) ; guid = 11008780268080958533
^33 = gv: (name: "__cxa_throw") ; guid = 11744965366672030630
^34 = gv: (name: "_ZNK3shp4Rect4areaEv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 6, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 12261579938537748180
^35 = gv: (name: "_ZN3shp5ShapeD2Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^50, ^2)))) ; guid = 12281401670085012386
^36 = gv: (name: "__cxa_guard_acquire") ; guid = 12430989598457996560
^37 = gv: (name: "_ZN3shp3BoxIiEC2Ei", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^2)))) ; guid = 12897125052417800550
^38 = gv: (name: "_ZGVZN3shp4usesEvE1n", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0)))) ; guid = 13077765512138572792
^39 = gv: (name: "_ZN3shp3TriD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^8)), refs: (^2)))) ; guid = 13750519354867021852
^40 = gv: (name: "_ZN3shp5ErrorD1Ev", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^51))) ; guid = 14546761458030744692
^41 = gv: (name: "__cxa_guard_release") ; guid = 14859031928521361919
^42 = gv: (name: "_ZN3shp3BoxIiEC1Ei", summaries: (alias: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^37))) ; guid = 15292807931378492001
^43 = gv: (name: "__cxa_pure_virtual") ; guid = 15445200097692986839
^44 = gv: (name: "__cxa_allocate_exception") ; guid = 15475840464582149017
^45 = gv: (name: "_ZNK3shp5Shape5sidesEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 15825549225483745424
^46 = gv: (name: "_ZTVN10__cxxabiv117__class_type_infoE") ; guid = 16105443863886496782
^47 = gv: (name: "_ZTIN3shp3TriE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^54, ^31, ^16)))) ; guid = 16148868106352412744
^48 = gv: (name: "_ZN3shp11make_circleEi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 4, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 1, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^10, ^2)))) ; guid = 16179419682512127445
^49 = gv: (name: "_ZN3shp3BoxIiED2Ev", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 4, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^2)))) ; guid = 16195714502706132517
^50 = gv: (name: "_ZTVN3shp5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^54, ^11, ^43, ^45, ^35)))) ; guid = 16648940678622899165
^51 = gv: (name: "_ZN3shp5ErrorD2Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 1, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 16982217913513599283
^52 = gv: (name: "_ZN3shp4failEi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 8, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 1), calls: ((callee: ^44), (callee: ^33)), refs: (^10, ^30, ^51, ^6)))) ; guid = 17255031545435290947
^53 = gv: (name: "_ZN3shp3BoxIiED1Ev", summaries: (alias: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), aliasee: ^49))) ; guid = 17450436897642553217
^54 = gv: (name: "_ZTIN3shp5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^46, ^18)))) ; guid = 17903507199939868637
^55 = gv: (name: "_ZTVN3shp4RectE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^32, ^14, ^3, ^34, ^5)))) ; guid = 17985592840278389108
^56 = gv: (name: "_ZTSN3shp6CircleE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 18027245204064814150
^57 = gv: (name: "_ZN3shp4RectC2Eii", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 10, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^2, ^55)))) ; guid = 18292649822457389703
^58 = flags: 8
^59 = blockcount: 36
