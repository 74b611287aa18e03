=== @_ZN3shp5Shape7createdE
@_ZN3shp5Shape7createdE = dso_local local_unnamed_addr global i32 0, align 4
=== @_ZTVN3shp5ShapeE
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp5ShapeE, ptr @_ZN3shp5ShapeD2Ev, ptr @_ZN3shp5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK3shp5Shape5sidesEv] }, align 8
=== @_ZTVN3shp4RectE
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp4RectE, ptr @_ZN3shp4RectD2Ev, ptr @_ZN3shp4RectD0Ev, ptr @_ZNK3shp4Rect4areaEv, ptr @_ZNK3shp4Rect5sidesEv] }, align 8
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
=== @_ZTSN3shp5ErrorE
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
=== @_ZTIN3shp5ErrorE
@_ZTIN3shp5ErrorE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ErrorE }, align 8
=== @_ZN3shp12_GLOBAL__N_15depthE
@_ZN3shp12_GLOBAL__N_15depthE = internal unnamed_addr global i32 0, align 4
=== @_ZTVN3shp5ErrorE
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN3shp5ErrorE, ptr @_ZN3shp5ErrorD2Ev, ptr @_ZN3shp5ErrorD0Ev, ptr @_ZNK3shp5Error4whatEv] }, align 8
=== @_ZTSN3shp5ShapeE
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
=== @_ZTIN3shp5ShapeE
@_ZTIN3shp5ShapeE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3shp5ShapeE }, align 8
=== @_ZTVN3shp3TriE
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp3TriE, ptr @_ZN3shp5ShapeD2Ev, ptr @_ZN3shp3TriD0Ev, ptr @_ZNK3shp3Tri4areaEv, ptr @_ZNK3shp3Tri5sidesEv] }, align 8
=== @_ZTVN10__cxxabiv120__si_class_type_infoE
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
=== @_ZTSN3shp3TriE
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
=== @_ZTIN3shp3TriE
@_ZTIN3shp3TriE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp3TriE, ptr @_ZTIN3shp5ShapeE }, align 8
=== @_ZTVN3shp6CircleE
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN3shp6CircleE, ptr @_ZN3shp5ShapeD2Ev, ptr @_ZN3shp6CircleD0Ev, ptr @_ZNK3shp6Circle4areaEv, ptr @_ZNK3shp5Shape5sidesEv] }, align 8
=== @_ZTSN3shp6CircleE
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
=== @_ZTIN3shp6CircleE
@_ZTIN3shp6CircleE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp6CircleE, ptr @_ZTIN3shp5ShapeE }, align 8
=== @_ZTSN3shp4RectE
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
=== @_ZTIN3shp4RectE
@_ZTIN3shp4RectE = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3shp4RectE, ptr @_ZTIN3shp5ShapeE }, align 8
=== @_ZZN3shp4usesEvE1n
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local local_unnamed_addr global i32 0, comdat, align 4
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
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr # comdat($_ZN3shp3BoxIiEC5Ei) align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !m0
  %3 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  ret void
}
=== @_ZN3shp5ErrorD2Ev
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(ptr nocapture nonnull readnone align 8 %0) unnamed_addr # align 2 {
  ret void
}
=== @_ZN3shp5ErrorD0Ev
; Function Attrs: mustprogress nounwind uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #
  ret void
}
=== @_ZdlPvm
; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #
=== @_ZN3shp5ShapeD0Ev
; Function Attrs: mustprogress noreturn nounwind memory(inaccessiblemem: write) uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(ptr nocapture nonnull readnone align 8 %0) unnamed_addr # align 2 {
  tail call void @llvm.trap() #
  unreachable
}
=== @llvm.trap
; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #
=== @_ZN3shp4RectC2Eii
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @_ZN3shp4RectC2Eii(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr # align 2 {
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp4RectE, i64 16), ptr %0, align 8, !tbaa !m1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %1, ptr %6, align 8, !tbaa !m2
  %7 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %2, ptr %7, align 4, !tbaa !m3
  ret void
}
=== @_ZN3shp4RectD2Ev
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @_ZN3shp4RectD2Ev(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 0, ptr %2, align 4, !tbaa !m0
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %3, align 8, !tbaa !m1
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp5ShapeE, i64 16), ptr %0, align 8, !tbaa !m2
  %4 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m3
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m3
  ret void
}
=== @_ZN3shp4RectD0Ev
; Function Attrs: mustprogress nounwind uwtable
define dso_local void @_ZN3shp4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #
  ret void
}
=== @_ZNK3shp4Rect4areaEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !m0
  %4 = getelementptr inbounds i8, ptr %0, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !m1
  %6 = mul nsw i32 %5, %3
  ret i32 %6
}
=== @_ZNK3shp3Tri4areaEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef range(i32 -1073741824, 1073741824) i32 @_ZNK3shp3Tri4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !m0
  %4 = getelementptr inbounds i8, ptr %0, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !m1
  %6 = mul nsw i32 %5, %3
  %7 = sdiv i32 %6, 2
  ret i32 %7
}
=== @_ZNK3shp6Circle4areaEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(12) %0) unnamed_addr # align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !m0
  %4 = mul nsw i32 %3, 3
  %5 = mul nsw i32 %4, %3
  ret i32 %5
}
=== @_ZN3shp5totalEPKPKNS_5ShapeEi
; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr # personality ptr @__gxx_personality_v0 {
  %3 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  br label %23

8:                                                ; preds = %38, %2
  %9 = phi i32 [ %1, %2 ], [ %41, %38 ]
  %10 = load atomic i8, ptr @_ZGVZN3shp4usesEvE1n acquire, align 8
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %12, label %18, !prof !m1

12:                                               ; preds = %8
  %13 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN3shp4usesEvE1n) #
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %12
  %16 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @_ZZN3shp4usesEvE1n, align 4, !tbaa !m0
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN3shp4usesEvE1n) #
  br label %18

18:                                               ; preds = %8, %12, %15
  %19 = load i32, ptr @_ZZN3shp4usesEvE1n, align 4, !tbaa !m0
  %20 = add nsw i32 %19, %9
  %21 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  ret i32 %20

23:                                               ; preds = %6, %38
  %24 = phi i64 [ 0, %6 ], [ %42, %38 ]
  %25 = phi i32 [ %1, %6 ], [ %41, %38 ]
  %26 = getelementptr inbounds ptr, ptr %0, i64 %24
  %27 = load ptr, ptr %26, align 8, !tbaa !m2
  %28 = load ptr, ptr %27, align 8, !tbaa !m3
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  %31 = invoke noundef i32 %30(ptr noundef nonnull align 8 dereferenceable(8) %27)
          to label %32 unwind label %44

32:                                               ; preds = %23
  %33 = load ptr, ptr %26, align 8, !tbaa !m2
  %34 = load ptr, ptr %33, align 8, !tbaa !m3
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
  br i1 %43, label %8, label %23, !llvm.loop !m4

44:                                               ; preds = %32, %23
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  resume { ptr, i32 } %45
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN3shp3BoxIiED2Ev
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr # comdat($_ZN3shp3BoxIiED5Ev) align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  ret void
}
=== @_ZN3shp4failEi
; Function Attrs: mustprogress noreturn uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) local_unnamed_addr # personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 16) #
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN3shp5ErrorE, i64 16), ptr %2, align 8, !tbaa !m0
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %0, ptr %3, align 8, !tbaa !m1
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIN3shp5ErrorE, ptr nonnull @_ZN3shp5ErrorD2Ev) #
  unreachable
}
=== @__cxa_allocate_exception
declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr
=== @__cxa_throw
declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr
=== @_ZN3shp12checked_areaERKNS_5ShapeE
; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -2147483648, 1001) i32 @_ZN3shp12checked_areaERKNS_5ShapeE(ptr noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr # personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %4 = load ptr, ptr %0, align 8, !tbaa !m1
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = invoke noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %0)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = icmp sgt i32 %7, 1000
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  invoke void @_ZN3shp4failEi(i32 noundef %7) #
          to label %11 unwind label %12

11:                                               ; preds = %10
  unreachable

12:                                               ; preds = %10, %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = load i32, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  resume { ptr, i32 } %13

16:                                               ; preds = %8
  %17 = load i32, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  %18 = add nsw i32 %17, -1
  store i32 %18, ptr @_ZN3shp12_GLOBAL__N_15depthE, align 4, !tbaa !m0
  ret i32 %7
}
=== @_ZN3shp11make_circleEi
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @_ZN3shp11make_circleEi(i32 noundef %0) local_unnamed_addr # personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  ret ptr null
}
=== @_ZNK3shp5Error4whatEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !m0
  ret i32 %3
}
=== @__cxa_pure_virtual
declare void @__cxa_pure_virtual() unnamed_addr
=== @_ZNK3shp5Shape5sidesEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 {
  ret i32 0
}
=== @_ZN3shp3TriD0Ev
; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #
  ret void
}
=== @_ZNK3shp3Tri5sidesEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 {
  ret i32 3
}
=== @_ZN3shp5ShapeD2Ev
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(8) %0) unnamed_addr # align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN3shp5ShapeE, i64 16), ptr %0, align 8, !tbaa !m0
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m1
  ret void
}
=== @_ZN3shp6CircleD0Ev
; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr # comdat align 2 {
  %2 = load i32, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN3shp5Shape7createdE, align 4, !tbaa !m0
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #
  ret void
}
=== @_ZNK3shp4Rect5sidesEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr # comdat align 2 {
  ret i32 4
}
=== @__cxa_guard_acquire
; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #
=== @__cxa_guard_release
; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #
=== @llvm.smax.i32
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #
