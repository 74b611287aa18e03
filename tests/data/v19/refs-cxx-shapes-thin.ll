; ModuleID = 'refs-cxx-shapes-thin.bc'
source_filename = "src/refs-shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp5ShapeE, ptr @_ZN3shp5ShapeD2Ev, ptr @_ZN3shp5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK3shp5Shape5sidesEv] }, align 8, !type !0, !type !1, !type !2
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp4RectE, ptr @_ZN3shp4RectD2Ev, ptr @_ZN3shp4RectD0Ev, ptr @_ZNK3shp4Rect4areaEv, ptr @_ZNK3shp4Rect5sidesEv] }, align 8, !type !3, !type !4, !type !5, !type !0, !type !1, !type !2
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
@_ZTIN3shp5ErrorE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ErrorE }, align 8
@_ZN3shp12_GLOBAL__N_15depthE = internal unnamed_addr global i32 0, align 4
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN3shp5ErrorE, ptr @_ZN3shp5ErrorD2Ev, ptr @_ZN3shp5ErrorD0Ev, ptr @_ZNK3shp5Error4whatEv] }, align 8, !type !6, !type !7
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
@_ZTIN3shp5ShapeE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ShapeE }, align 8
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp3TriE, ptr @_ZN3shp5ShapeD2Ev, ptr @_ZN3shp3TriD0Ev, ptr @_ZNK3shp3Tri4areaEv, ptr @_ZNK3shp3Tri5sidesEv] }, align 8, !type !8, !type !9, !type !10, !type !0, !type !1, !type !2
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
@_ZTIN3shp3TriE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp3TriE, ptr @_ZTIN3shp5ShapeE }, align 8
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp6CircleE, ptr @_ZN3shp5ShapeD2Ev, ptr @_ZN3shp6CircleD0Ev, ptr @_ZNK3shp6Circle4areaEv, ptr @_ZNK3shp5Shape5sidesEv] }, align 8, !type !0, !type !1, !type !2, !type !11, !type !12, !type !13
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
@_ZTIN3shp6CircleE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp6CircleE, ptr @_ZTIN3shp5ShapeE }, align 8
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
@_ZTIN3shp4RectE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp4RectE, ptr @_ZTIN3shp5ShapeE }, align 8
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local local_unnamed_addr global i32 0, comdat, align 4
@_ZGVZN3shp4usesEvE1n = linkonce_odr dso_local global i64 0, comdat, align 8

@_ZN3shp3BoxIiEC1Ei = weak_odr dso_local unnamed_addr alias void (ptr, i32), ptr @_ZN3shp3BoxIiEC2Ei
@_ZN3shp3BoxIiED1Ev = weak_odr dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp3BoxIiED2Ev
@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ErrorD2Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp5ShapeD2Ev
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (ptr, i32, i32), ptr @_ZN3shp4RectC2Eii
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (ptr), ptr @_ZN3shp4RectD2Ev

; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat($_ZN3shp3BoxIiEC5Ei) align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !20
  %3 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #1 align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress noreturn nounwind memory(inaccessiblemem: write) uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #3 align 2 {
  tail call void @llvm.trap() #14
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @_ZN3shp4RectC2Eii(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 align 2 {
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp4RectE, i64 16), ptr %0, align 8, !tbaa !26
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %1, ptr %6, align 8, !tbaa !28
  %7 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %2, ptr %7, align 4, !tbaa !31
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @_ZN3shp4RectD2Ev(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 0, ptr %2, align 4, !tbaa !31
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %3, align 8, !tbaa !28
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp5ShapeE, i64 16), ptr %0, align 8, !tbaa !26
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @_ZN3shp4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !28
  %4 = getelementptr inbounds i8, ptr %0, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !31
  %6 = mul nsw i32 %5, %3
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef range(i32 -1073741824, 1073741824) i32 @_ZNK3shp3Tri4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !32
  %4 = getelementptr inbounds i8, ptr %0, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !34
  %6 = mul nsw i32 %5, %3
  %7 = sdiv i32 %6, 2
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(12) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !35
  %4 = mul nsw i32 %3, 3
  %5 = mul nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 personality ptr @__gxx_personality_v0 {
  %3 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  br label %23

8:                                                ; preds = %38, %2
  %9 = phi i32 [ %1, %2 ], [ %41, %38 ]
  %10 = load atomic i8, ptr @_ZGVZN3shp4usesEvE1n acquire, align 8
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %12, label %18, !prof !37

12:                                               ; preds = %8
  %13 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN3shp4usesEvE1n) #15
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %12
  %16 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @_ZZN3shp4usesEvE1n, align 4, !tbaa !25
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN3shp4usesEvE1n) #15
  br label %18

18:                                               ; preds = %15, %12, %8
  %19 = load i32, ptr @_ZZN3shp4usesEvE1n, align 4, !tbaa !25
  %20 = add nsw i32 %19, %9
  %21 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  ret i32 %20

23:                                               ; preds = %38, %6
  %24 = phi i64 [ 0, %6 ], [ %42, %38 ]
  %25 = phi i32 [ %1, %6 ], [ %41, %38 ]
  %26 = getelementptr inbounds ptr, ptr %0, i64 %24
  %27 = load ptr, ptr %26, align 8, !tbaa !38
  %28 = load ptr, ptr %27, align 8, !tbaa !26
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  %31 = invoke noundef i32 %30(ptr noundef nonnull align 8 dereferenceable(8) %27)
          to label %32 unwind label %44

32:                                               ; preds = %23
  %33 = load ptr, ptr %26, align 8, !tbaa !38
  %34 = load ptr, ptr %33, align 8, !tbaa !26
  %35 = getelementptr inbounds i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8
  %37 = invoke noundef i32 %36(ptr noundef nonnull align 8 dereferenceable(8) %33)
          to label %38 unwind label %44

38:                                               ; preds = %32
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 0)
  %40 = add i32 %39, %25
  %41 = add i32 %40, %37
  %42 = add nuw nsw i64 %24, 1
  %43 = icmp eq i64 %42, %7
  br i1 %43, label %8, label %23, !llvm.loop !40

44:                                               ; preds = %32, %23
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  resume { ptr, i32 } %45
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat($_ZN3shp3BoxIiED5Ev) align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) local_unnamed_addr #8 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 16) #15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN3shp5ErrorE, i64 16), ptr %2, align 8, !tbaa !26
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %0, ptr %3, align 8, !tbaa !42
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIN3shp5ErrorE, ptr nonnull @_ZN3shp5ErrorD2Ev) #16
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -2147483648, 1001) i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr #7 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !25
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !25
  %4 = load ptr, ptr %0, align 8, !tbaa !26
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = invoke noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %0)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = icmp sgt i32 %7, 1000
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  invoke void @_ZN3shp4failEi(i32 noundef %7) #16
          to label %11 unwind label %12

11:                                               ; preds = %10
  unreachable

12:                                               ; preds = %10, %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = load i32, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !25
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !25
  resume { ptr, i32 } %13

16:                                               ; preds = %8
  %17 = load i32, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !25
  %18 = add nsw i32 %17, -1
  store i32 %18, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !25
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @_ZN3shp11make_circleEi(i32 noundef %0) local_unnamed_addr #9 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  ret ptr null
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !42
  ret i32 %3
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  ret i32 0
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  ret i32 3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp5ShapeE, i64 16), ptr %0, align 8, !tbaa !26
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  ret i32 4
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noreturn nounwind memory(inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { builtin nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { nounwind }
attributes #16 = { noreturn }

!llvm.module.flags = !{!14, !15, !16, !17, !18}
!llvm.ident = !{!19}

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
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 1, !"EnableSplitLTOUnit", i32 0}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = !{!21, !22, i64 0}
!21 = !{!"_ZTSN3shp3BoxIiEE", !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !{!22, !22, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"vtable pointer", !24, i64 0}
!28 = !{!29, !22, i64 8}
!29 = !{!"_ZTSN3shp4RectE", !30, i64 0, !22, i64 8, !22, i64 12}
!30 = !{!"_ZTSN3shp5ShapeE"}
!31 = !{!29, !22, i64 12}
!32 = !{!33, !22, i64 8}
!33 = !{!"_ZTSN3shp3TriE", !30, i64 0, !22, i64 8, !22, i64 12}
!34 = !{!33, !22, i64 12}
!35 = !{!36, !22, i64 8}
!36 = !{!"_ZTSN3shp6CircleE", !30, i64 0, !22, i64 8}
!37 = !{!"branch_weights", i32 1, i32 1048575}
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !23, i64 0}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!43, !22, i64 8}
!43 = !{!"_ZTSN3shp5ErrorE", !22, i64 8}

^0 = module: (path: "refs-cxx-shapes-thin.bc", hash: (3977324348, 1176341590, 1495870753, 3440143259, 887990897))
^1 = gv: (name: "_ZNK3shp3Tri5sidesEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 190703210854508870
^2 = gv: (name: "_ZN3shp5Shape7createdE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 201525028502663321
^3 = gv: (name: "_ZN3shp4RectD0Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 5, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^13, tail: 1)), refs: (^2)))) ; guid = 202957003219973271
^4 = gv: (name: "_ZTVN3shp6CircleE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1, vcall_visibility: 0), vTableFuncs: ((virtFunc: ^35, offset: 16), (virtFunc: ^17, offset: 24), (virtFunc: ^26, offset: 32), (virtFunc: ^46, offset: 40)), refs: (^15, ^26, ^46, ^35, ^17)))) ; guid = 413618252040231626
^5 = gv: (name: "_ZNK3shp4Rect5sidesEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 624081718010108272
^6 = gv: (name: "_ZTIN3shp5ErrorE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^47, ^7)))) ; guid = 650371120537933134
^7 = gv: (name: "_ZTSN3shp5ErrorE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 916970899776574154
^8 = gv: (name: "_ZN3shp12checked_areaERKNS_5ShapeE", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 20, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 1, hasUnknownCall: 1, mustBeUnreachable: 0), calls: ((callee: ^53)), refs: (^9, ^36)))) ; guid = 1045463575156197643
^9 = gv: (name: "__gxx_personality_v0") ; guid = 1233668236132380018
^10 = gv: (name: "_ZN3shp5ShapeD0Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 1)))) ; guid = 1346236340613480638
^11 = gv: (name: "_ZTSN3shp4RectE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 1413444569001863642
^12 = gv: (name: "_ZN3shp5ErrorD0Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^13, tail: 1))))) ; guid = 1594868325980539752
^13 = gv: (name: "_ZdlPvm") ; guid = 2054777859222858863
^14 = gv: (name: "_ZN3shp4RectD2Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 9, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^51, ^2)))) ; guid = 2176788531579145427
^15 = gv: (name: "_ZTIN3shp6CircleE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^55, ^31, ^57)))) ; guid = 2211306886988321511
^16 = gv: (name: "_ZTSN3shp3TriE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 2575147145143484437
^17 = gv: (name: "_ZN3shp6CircleD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 5, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^13, tail: 1)), refs: (^2)))) ; guid = 5064815342237679511
^18 = gv: (name: "_ZTSN3shp5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 5190075913222864476
^19 = gv: (name: "llvm.smax.i32") ; guid = 6002034434922093760
^20 = gv: (name: "llvm.trap") ; guid = 6116349651215144041
^21 = gv: (name: "_ZNK3shp3Tri4areaEv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 7, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 6406066581790209076
^22 = gv: (name: "_ZZN3shp4usesEvE1n", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 0)))) ; guid = 6933575194484179032
^23 = gv: (name: "_ZN3shp5totalEPKPKNS_5ShapeEi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 49, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 1, hasUnknownCall: 1, mustBeUnreachable: 0), calls: ((callee: ^37, tail: 1), (callee: ^42, tail: 1)), refs: (^9, ^39, ^2, ^22)))) ; guid = 7003542913298139614
^24 = gv: (name: "_ZN3shp4RectD1Ev", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), aliasee: ^14))) ; guid = 7285812063078454950
^25 = gv: (name: "_ZNK3shp5Error4whatEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 3, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 7450524996348240368
^26 = gv: (name: "_ZNK3shp6Circle4areaEv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 5, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 8769300909768503402
^27 = gv: (name: "_ZN3shp5ShapeD1Ev", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), aliasee: ^35))) ; guid = 8798378400663592501
^28 = gv: (name: "_ZTVN3shp3TriE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1, vcall_visibility: 0), vTableFuncs: ((virtFunc: ^35, offset: 16), (virtFunc: ^40, offset: 24), (virtFunc: ^21, offset: 32), (virtFunc: ^1, offset: 40)), refs: (^48, ^21, ^40, ^1, ^35)))) ; guid = 9615041451561000194
^29 = gv: (name: "_ZN3shp4RectC1Eii", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), aliasee: ^58))) ; guid = 10652574700939788542
^30 = gv: (name: "_ZTVN3shp5ErrorE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1, vcall_visibility: 0), vTableFuncs: ((virtFunc: ^52, offset: 16), (virtFunc: ^12, offset: 24), (virtFunc: ^25, offset: 32)), refs: (^6, ^52, ^12, ^25)))) ; guid = 10684784793463673273
^31 = gv: (name: "_ZTVN10__cxxabiv120__si_class_type_infoE") ; guid = 10873349890511596996
^32 = gv: (name: "_ZTIN3shp4RectE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^55, ^31, ^11)))) ; guid = 11008780268080958533
^33 = gv: (name: "__cxa_throw") ; guid = 11744965366672030630
^34 = gv: (name: "_ZNK3shp4Rect4areaEv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 6, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 12261579938537748180
^35 = gv: (name: "_ZN3shp5ShapeD2Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 5, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^51, ^2)))) ; guid = 12281401670085012386
^36 = gv: (name: "_ZN3shp12_GLOBAL__N_15depthE", summaries: (variable: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 1, constant: 0)))) ; guid = 12368055665136348571
^37 = gv: (name: "__cxa_guard_acquire") ; guid = 12430989598457996560
^38 = gv: (name: "_ZN3shp3BoxIiEC2Ei", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 5, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^2)))) ; guid = 12897125052417800550
^39 = gv: (name: "_ZGVZN3shp4usesEvE1n", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 0)))) ; guid = 13077765512138572792
^40 = gv: (name: "_ZN3shp3TriD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 5, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^13, tail: 1)), refs: (^2)))) ; guid = 13750519354867021852
^41 = gv: (name: "_ZN3shp5ErrorD1Ev", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), aliasee: ^52))) ; guid = 14546761458030744692
^42 = gv: (name: "__cxa_guard_release") ; guid = 14859031928521361919
^43 = gv: (name: "_ZN3shp3BoxIiEC1Ei", summaries: (alias: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), aliasee: ^38))) ; guid = 15292807931378492001
^44 = gv: (name: "__cxa_pure_virtual") ; guid = 15445200097692986839
^45 = gv: (name: "__cxa_allocate_exception") ; guid = 15475840464582149017
^46 = gv: (name: "_ZNK3shp5Shape5sidesEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1, importType: definition), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 15825549225483745424
^47 = gv: (name: "_ZTVN10__cxxabiv117__class_type_infoE") ; guid = 16105443863886496782
^48 = gv: (name: "_ZTIN3shp3TriE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^55, ^31, ^16)))) ; guid = 16148868106352412744
^49 = gv: (name: "_ZN3shp11make_circleEi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 4, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 1, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^9, ^2)))) ; guid = 16179419682512127445
^50 = gv: (name: "_ZN3shp3BoxIiED2Ev", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 4, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^2)))) ; guid = 16195714502706132517
^51 = gv: (name: "_ZTVN3shp5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1, vcall_visibility: 0), vTableFuncs: ((virtFunc: ^35, offset: 16), (virtFunc: ^10, offset: 24), (virtFunc: ^46, offset: 40)), refs: (^55, ^10, ^44, ^46, ^35)))) ; guid = 16648940678622899165
^52 = gv: (name: "_ZN3shp5ErrorD2Ev", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 1, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 16982217913513599283
^53 = gv: (name: "_ZN3shp4failEi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 1), calls: ((callee: ^45, tail: 1), (callee: ^33, tail: 1)), refs: (^9, ^30, ^6, ^52)))) ; guid = 17255031545435290947
^54 = gv: (name: "_ZN3shp3BoxIiED1Ev", summaries: (alias: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), aliasee: ^50))) ; guid = 17450436897642553217
^55 = gv: (name: "_ZTIN3shp5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^47, ^18)))) ; guid = 17903507199939868637
^56 = gv: (name: "_ZTVN3shp4RectE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1, vcall_visibility: 0), vTableFuncs: ((virtFunc: ^14, offset: 16), (virtFunc: ^3, offset: 24), (virtFunc: ^34, offset: 32), (virtFunc: ^5, offset: 40)), refs: (^32, ^14, ^3, ^34, ^5)))) ; guid = 17985592840278389108
^57 = gv: (name: "_ZTSN3shp6CircleE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 18027245204064814150
^58 = gv: (name: "_ZN3shp4RectC2Eii", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 9, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^56, ^2)))) ; guid = 18292649822457389703
^59 = typeidCompatibleVTable: (name: "_ZTSMN3shp3TriEKFivE.virtual", summary: ((offset: 32, ^28), (offset: 40, ^28))) ; guid = 744688048149036627
^60 = typeidCompatibleVTable: (name: "_ZTSMN3shp4RectEKFivE.virtual", summary: ((offset: 32, ^56), (offset: 40, ^56))) ; guid = 8813633779518130554
^61 = typeidCompatibleVTable: (name: "_ZTSMN3shp5ErrorEKFivE.virtual", summary: ((offset: 32, ^30))) ; guid = 4851960393888387429
^62 = typeidCompatibleVTable: (name: "_ZTSMN3shp5ShapeEKFivE.virtual", summary: ((offset: 32, ^51), (offset: 40, ^51), (offset: 32, ^56), (offset: 40, ^56), (offset: 32, ^28), (offset: 40, ^28), (offset: 32, ^4), (offset: 40, ^4))) ; guid = 11728335350007180507
^63 = typeidCompatibleVTable: (name: "_ZTSMN3shp6CircleEKFivE.virtual", summary: ((offset: 32, ^4), (offset: 40, ^4))) ; guid = 2437474052068247220
^64 = typeidCompatibleVTable: (name: "_ZTSN3shp3TriE", summary: ((offset: 16, ^28))) ; guid = 2575147145143484437
^65 = typeidCompatibleVTable: (name: "_ZTSN3shp4RectE", summary: ((offset: 16, ^56))) ; guid = 1413444569001863642
^66 = typeidCompatibleVTable: (name: "_ZTSN3shp5ErrorE", summary: ((offset: 16, ^30))) ; guid = 916970899776574154
^67 = typeidCompatibleVTable: (name: "_ZTSN3shp5ShapeE", summary: ((offset: 16, ^51), (offset: 16, ^56), (offset: 16, ^28), (offset: 16, ^4))) ; guid = 5190075913222864476
^68 = typeidCompatibleVTable: (name: "_ZTSN3shp6CircleE", summary: ((offset: 16, ^4))) ; guid = 18027245204064814150
^69 = blockcount: 0
