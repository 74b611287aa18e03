=== @.str
@.str = private unnamed_addr constant [6 x i8] c"shape\00", align 1
=== @_ZTVN6shapes5ShapeE
@_ZTVN6shapes5ShapeE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN6shapes5ShapeE to i8*), i8* bitcast (void (%"class.shapes::Shape"*)* @_ZN6shapes5ShapeD2Ev to i8*), i8* bitcast (void (%"class.shapes::Shape"*)* @_ZN6shapes5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i8* (%"class.shapes::Shape"*)* @_ZNK6shapes5Shape4nameEv to i8*)] }, align 8
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
=== @_ZTSN6shapes5ShapeE
@_ZTSN6shapes5ShapeE = dso_local constant [16 x i8] c"N6shapes5ShapeE\00", align 1
=== @_ZTIN6shapes5ShapeE
@_ZTIN6shapes5ShapeE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @_ZTSN6shapes5ShapeE, i32 0, i32 0) }, align 8
=== @_ZTVN6shapes4RectE
@_ZTVN6shapes4RectE = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN6shapes4RectE to i8*), i8* bitcast (void (%"class.shapes::Shape"*)* @_ZN6shapes5ShapeD2Ev to i8*), i8* bitcast (void (%"class.shapes::Rect"*)* @_ZN6shapes4RectD0Ev to i8*), i8* bitcast (double (%"class.shapes::Rect"*)* @_ZNK6shapes4Rect4areaEv to i8*), i8* bitcast (i8* (%"class.shapes::Rect"*)* @_ZNK6shapes4Rect4nameEv to i8*)] }, comdat, align 8
=== @_ZTVN10__cxxabiv120__si_class_type_infoE
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
=== @_ZTSN6shapes4RectE
@_ZTSN6shapes4RectE = linkonce_odr dso_local constant [15 x i8] c"N6shapes4RectE\00", comdat, align 1
=== @_ZTIN6shapes4RectE
@_ZTIN6shapes4RectE = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN6shapes4RectE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN6shapes5ShapeE to i8*) }, comdat, align 8
=== @.str.1
@.str.1 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
=== @_ZTVN6shapes6SquareE
@_ZTVN6shapes6SquareE = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN6shapes6SquareE to i8*), i8* bitcast (void (%"class.shapes::Shape"*)* @_ZN6shapes5ShapeD2Ev to i8*), i8* bitcast (void (%"class.shapes::Square"*)* @_ZN6shapes6SquareD0Ev to i8*), i8* bitcast (double (%"class.shapes::Rect"*)* @_ZNK6shapes4Rect4areaEv to i8*), i8* bitcast (i8* (%"class.shapes::Square"*)* @_ZNK6shapes6Square4nameEv to i8*)] }, comdat, align 8
=== @_ZTSN6shapes6SquareE
@_ZTSN6shapes6SquareE = linkonce_odr dso_local constant [17 x i8] c"N6shapes6SquareE\00", comdat, align 1
=== @_ZTIN6shapes6SquareE
@_ZTIN6shapes6SquareE = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @_ZTSN6shapes6SquareE, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN6shapes4RectE to i8*) }, comdat, align 8
=== @.str.2
@.str.2 = private unnamed_addr constant [7 x i8] c"square\00", align 1
=== @_ZNK6shapes5Shape4nameEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_ZNK6shapes5Shape4nameEv(%"class.shapes::Shape"* nocapture nonnull readnone align 8 %0) unnamed_addr # align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)
}
=== @_Z10total_areaPKPKN6shapes5ShapeEi
; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z10total_areaPKPKN6shapes5ShapeEi(%"class.shapes::Shape"** nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr # {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %20, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %21, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %20, %8 ]
  %11 = getelementptr inbounds %"class.shapes::Shape"*, %"class.shapes::Shape"** %0, i64 %9
  %12 = load %"class.shapes::Shape"*, %"class.shapes::Shape"** %11, align 8, !tbaa !m0
  %13 = bitcast %"class.shapes::Shape"* %12 to double (%"class.shapes::Shape"*)***
  %14 = load double (%"class.shapes::Shape"*)**, double (%"class.shapes::Shape"*)*** %13, align 8, !tbaa !m1
  %15 = getelementptr inbounds double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %14, i64 2
  %16 = load double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %15, align 8
  %17 = call noundef double %16(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %12)
  %18 = fadd double %10, %17
  %19 = fcmp olt double %10, %18
  %20 = select i1 %19, double %18, double %10
  %21 = add nuw nsw i64 %9, 1
  %22 = icmp eq i64 %21, %5
  br i1 %22, label %6, label %8, !llvm.loop !m2
}
=== @llvm.lifetime.start.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #
=== @llvm.lifetime.end.p0i8
; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #
=== @_Z9ring_demoi
; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local noundef i32 @_Z9ring_demoi(i32 noundef %0) local_unnamed_addr # {
  %2 = alloca %"struct.shapes::Ring", align 4
  %3 = bitcast %"struct.shapes::Ring"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %3) #
  %4 = getelementptr inbounds %"struct.shapes::Ring", %"struct.shapes::Ring"* %2, i64 0, i32 1
  %5 = icmp sgt i32 %0, 0
  %6 = bitcast %"struct.shapes::Ring"* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %6, i8 0, i64 20, i1 false)
  br i1 %5, label %20, label %7

7:                                                ; preds = %20, %1
  br label %8

8:                                                ; preds = %7, %8
  %9 = phi i64 [ %14, %8 ], [ 0, %7 ]
  %10 = phi i32 [ %13, %8 ], [ 0, %7 ]
  %11 = getelementptr inbounds %"struct.shapes::Ring", %"struct.shapes::Ring"* %2, i64 0, i32 0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !m0
  %13 = add nsw i32 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, 4
  br i1 %15, label %16, label %8, !llvm.loop !m1

16:                                               ; preds = %8
  %17 = icmp sgt i32 %0, 3
  %18 = select i1 %17, i32 %0, i32 3
  %19 = add i32 %13, %18
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %3) #
  ret i32 %19

20:                                               ; preds = %1, %20
  %21 = phi i32 [ %29, %20 ], [ 0, %1 ]
  %22 = mul nsw i32 %21, %21
  %23 = load i32, i32* %4, align 4, !tbaa !m2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %"struct.shapes::Ring", %"struct.shapes::Ring"* %2, i64 0, i32 0, i64 %24
  store i32 %22, i32* %25, align 4, !tbaa !m0
  %26 = load i32, i32* %4, align 4, !tbaa !m2
  %27 = add nsw i32 %26, 1
  %28 = srem i32 %27, 4
  store i32 %28, i32* %4, align 4, !tbaa !m2
  %29 = add nuw nsw i32 %21, 1
  %30 = icmp eq i32 %29, %0
  br i1 %30, label %7, label %20, !llvm.loop !m3
}
=== @_Z11shapes_demod
; Function Attrs: uwtable
define dso_local noundef double @_Z11shapes_demod(double noundef %0) local_unnamed_addr # personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %"class.shapes::Rect", align 8
  %3 = alloca %"class.shapes::Square", align 8
  %4 = alloca [2 x %"class.shapes::Shape"*], align 16
  %5 = bitcast %"class.shapes::Rect"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #
  %6 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN6shapes4RectE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !m0
  %7 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 1
  store double %0, double* %7, align 8, !tbaa !m1
  %8 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 2
  store double 2.000000e+00, double* %8, align 8, !tbaa !m2
  %9 = bitcast %"class.shapes::Square"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %9) #
  %10 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN6shapes4RectE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %10, align 8, !tbaa !m0
  %11 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 1
  store double %0, double* %11, align 8, !tbaa !m1
  %12 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 2
  store double %0, double* %12, align 8, !tbaa !m2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN6shapes6SquareE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %10, align 8, !tbaa !m0
  %13 = bitcast [2 x %"class.shapes::Shape"*]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %13) #
  %14 = getelementptr inbounds [2 x %"class.shapes::Shape"*], [2 x %"class.shapes::Shape"*]* %4, i64 0, i64 0
  %15 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 0
  store %"class.shapes::Shape"* %15, %"class.shapes::Shape"** %14, align 16, !tbaa !m3
  %16 = getelementptr inbounds [2 x %"class.shapes::Shape"*], [2 x %"class.shapes::Shape"*]* %4, i64 0, i64 1
  %17 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 0
  store %"class.shapes::Shape"* %17, %"class.shapes::Shape"** %16, align 8, !tbaa !m3
  br label %18

18:                                               ; preds = %18, %1
  %19 = phi i64 [ 0, %1 ], [ %31, %18 ]
  %20 = phi double [ 0.000000e+00, %1 ], [ %30, %18 ]
  %21 = getelementptr inbounds [2 x %"class.shapes::Shape"*], [2 x %"class.shapes::Shape"*]* %4, i64 0, i64 %19
  %22 = load %"class.shapes::Shape"*, %"class.shapes::Shape"** %21, align 8, !tbaa !m3
  %23 = bitcast %"class.shapes::Shape"* %22 to double (%"class.shapes::Shape"*)***
  %24 = load double (%"class.shapes::Shape"*)**, double (%"class.shapes::Shape"*)*** %23, align 8, !tbaa !m0
  %25 = getelementptr inbounds double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %24, i64 2
  %26 = load double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %25, align 8
  %27 = call noundef double %26(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %22)
  %28 = fadd double %20, %27
  %29 = fcmp olt double %20, %28
  %30 = select i1 %29, double %28, double %20
  %31 = add nuw nsw i64 %19, 1
  %32 = icmp eq i64 %31, 2
  br i1 %32, label %33, label %18, !llvm.loop !m4

33:                                               ; preds = %18
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %13) #
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %9) #
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #
  ret double %30
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN6shapes5maxOfIiEET_S1_S1_
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local noundef i32 @_ZN6shapes5maxOfIiEET_S1_S1_(i32 noundef %0, i32 noundef %1) local_unnamed_addr # comdat {
  %3 = icmp slt i32 %0, %1
  %4 = select i1 %3, i32 %1, i32 %0
  ret i32 %4
}
=== @_ZN6shapes4RingIdLi3EE4pushEd
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local void @_ZN6shapes4RingIdLi3EE4pushEd(%"struct.shapes::Ring.0"* noundef nonnull align 8 dereferenceable(28) %0, double noundef %1) local_unnamed_addr # comdat align 2 {
  %3 = getelementptr inbounds %"struct.shapes::Ring.0", %"struct.shapes::Ring.0"* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !m0
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds %"struct.shapes::Ring.0", %"struct.shapes::Ring.0"* %0, i64 0, i32 0, i64 %5
  store double %1, double* %6, align 8, !tbaa !m1
  %7 = add nsw i32 %4, 1
  %8 = srem i32 %7, 3
  store i32 %8, i32* %3, align 8, !tbaa !m0
  ret void
}
=== @_ZNK6shapes4RingIdLi3EE3sumEv
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local noundef double @_ZNK6shapes4RingIdLi3EE3sumEv(%"struct.shapes::Ring.0"* noundef nonnull align 8 dereferenceable(28) %0) local_unnamed_addr # comdat align 2 {
  br label %3

2:                                                ; preds = %3
  ret double %8

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %5 = phi double [ 0.000000e+00, %1 ], [ %8, %3 ]
  %6 = getelementptr inbounds %"struct.shapes::Ring.0", %"struct.shapes::Ring.0"* %0, i64 0, i32 0, i64 %4
  %7 = load double, double* %6, align 8, !tbaa !m0
  %8 = fadd double %5, %7
  %9 = add nuw nsw i64 %4, 1
  %10 = icmp eq i64 %9, 3
  br i1 %10, label %2, label %3, !llvm.loop !m1
}
=== @_ZN6shapes5ShapeD2Ev
; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes5ShapeD2Ev(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 {
  ret void
}
=== @_ZN6shapes5ShapeD0Ev
; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes5ShapeD0Ev(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 {
  call void @llvm.trap() #
  unreachable
}
=== @__cxa_pure_virtual
declare void @__cxa_pure_virtual() unnamed_addr
=== @_ZN6shapes4RectD0Ev
; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes4RectD0Ev(%"class.shapes::Rect"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr # comdat align 2 {
  %2 = bitcast %"class.shapes::Rect"* %0 to i8*
  call void @_ZdlPv(i8* noundef %2) #
  ret void
}
=== @_ZNK6shapes4Rect4areaEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6shapes4Rect4areaEv(%"class.shapes::Rect"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr # comdat align 2 {
  %2 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !m0
  %4 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %0, i64 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !m1
  %6 = fmul double %3, %5
  ret double %6
}
=== @_ZNK6shapes4Rect4nameEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6shapes4Rect4nameEv(%"class.shapes::Rect"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr # comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)
}
=== @_ZdlPv
; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #
=== @_ZN6shapes6SquareD0Ev
; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes6SquareD0Ev(%"class.shapes::Square"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr # comdat align 2 {
  %2 = bitcast %"class.shapes::Square"* %0 to i8*
  call void @_ZdlPv(i8* noundef %2) #
  ret void
}
=== @_ZNK6shapes6Square4nameEv
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6shapes6Square4nameEv(%"class.shapes::Square"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr # comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0)
}
=== @llvm.trap
; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #
=== @llvm.memset.p0i8.i64
; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #
