; ModuleID = 'split.bc'
source_filename = "src/vt.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.shapes::Shape" = type { i32 (...)** }
%"struct.shapes::Ring" = type { [4 x i32], i32 }
%"class.shapes::Rect" = type { %"class.shapes::Shape", double, double }
%"class.shapes::Square" = type { %"class.shapes::Rect" }
%"struct.shapes::Ring.0" = type <{ [3 x double], i32, [4 x i8] }>

$_ZN6shapes5maxOfIiEET_S1_S1_ = comdat any

$_ZN6shapes4RingIdLi3EE4pushEd = comdat any

$_ZNK6shapes4RingIdLi3EE3sumEv = comdat any

$_ZN6shapes5ShapeD2Ev = comdat any

$_ZN6shapes5ShapeD0Ev = comdat any

$_ZN6shapes4RectD0Ev = comdat any

$_ZNK6shapes4Rect4areaEv = comdat any

$_ZNK6shapes4Rect4nameEv = comdat any

$_ZN6shapes6SquareD0Ev = comdat any

$_ZNK6shapes6Square4nameEv = comdat any

$_ZTSN6shapes4RectE = comdat any

$_ZTIN6shapes4RectE = comdat any

$_ZTSN6shapes6SquareE = comdat any

$_ZTIN6shapes6SquareE = comdat any

@.str = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@_ZTVN6shapes5ShapeE = external unnamed_addr constant { [6 x i8*] }, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN6shapes5ShapeE = dso_local constant [16 x i8] c"N6shapes5ShapeE\00", align 1
@_ZTIN6shapes5ShapeE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @_ZTSN6shapes5ShapeE, i32 0, i32 0) }, align 8
@_ZTVN6shapes4RectE = external unnamed_addr constant { [6 x i8*] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSN6shapes4RectE = linkonce_odr dso_local constant [15 x i8] c"N6shapes4RectE\00", comdat, align 1
@_ZTIN6shapes4RectE = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN6shapes4RectE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN6shapes5ShapeE to i8*) }, comdat, align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@_ZTVN6shapes6SquareE = external unnamed_addr constant { [6 x i8*] }, align 8
@_ZTSN6shapes6SquareE = linkonce_odr dso_local constant [17 x i8] c"N6shapes6SquareE\00", comdat, align 1
@_ZTIN6shapes6SquareE = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @_ZTSN6shapes6SquareE, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN6shapes4RectE to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"square\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_ZNK6shapes5Shape4nameEv(%"class.shapes::Shape"* nocapture nonnull readnone align 8 %0) unnamed_addr #0 align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)
}

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z10total_areaPKPKN6shapes5ShapeEi(%"class.shapes::Shape"** nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %22, %8 ]
  ret double %7

8:                                                ; preds = %8, %4
  %9 = phi i64 [ 0, %4 ], [ %23, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %22, %8 ]
  %11 = getelementptr inbounds %"class.shapes::Shape"*, %"class.shapes::Shape"** %0, i64 %9
  %12 = load %"class.shapes::Shape"*, %"class.shapes::Shape"** %11, align 8, !tbaa !7
  %13 = bitcast %"class.shapes::Shape"* %12 to double (%"class.shapes::Shape"*)***
  %14 = load double (%"class.shapes::Shape"*)**, double (%"class.shapes::Shape"*)*** %13, align 8, !tbaa !11
  %15 = bitcast double (%"class.shapes::Shape"*)** %14 to i8*
  %16 = call i1 @llvm.type.test(i8* %15, metadata !"_ZTSN6shapes5ShapeE")
  call void @llvm.assume(i1 %16)
  %17 = getelementptr inbounds double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %14, i64 2
  %18 = load double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %17, align 8
  %19 = call noundef double %18(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %12)
  %20 = fadd double %10, %19
  %21 = fcmp olt double %10, %20
  %22 = select i1 %21, double %20, double %10
  %23 = add nuw nsw i64 %9, 1
  %24 = icmp eq i64 %23, %5
  br i1 %24, label %6, label %8, !llvm.loop !13
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.type.test(i8*, metadata) #3

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local noundef i32 @_Z9ring_demoi(i32 noundef %0) local_unnamed_addr #5 {
  %2 = alloca %"struct.shapes::Ring", align 4
  %3 = bitcast %"struct.shapes::Ring"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %3) #13
  %4 = getelementptr inbounds %"struct.shapes::Ring", %"struct.shapes::Ring"* %2, i64 0, i32 1
  %5 = icmp sgt i32 %0, 0
  %6 = bitcast %"struct.shapes::Ring"* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %6, i8 0, i64 20, i1 false)
  br i1 %5, label %20, label %7

7:                                                ; preds = %20, %1
  br label %8

8:                                                ; preds = %8, %7
  %9 = phi i64 [ %14, %8 ], [ 0, %7 ]
  %10 = phi i32 [ %13, %8 ], [ 0, %7 ]
  %11 = getelementptr inbounds %"struct.shapes::Ring", %"struct.shapes::Ring"* %2, i64 0, i32 0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !16
  %13 = add nsw i32 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, 4
  br i1 %15, label %16, label %8, !llvm.loop !18

16:                                               ; preds = %8
  %17 = icmp sgt i32 %0, 3
  %18 = select i1 %17, i32 %0, i32 3
  %19 = add i32 %13, %18
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %3) #13
  ret i32 %19

20:                                               ; preds = %20, %1
  %21 = phi i32 [ %29, %20 ], [ 0, %1 ]
  %22 = mul nsw i32 %21, %21
  %23 = load i32, i32* %4, align 4, !tbaa !19
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %"struct.shapes::Ring", %"struct.shapes::Ring"* %2, i64 0, i32 0, i64 %24
  store i32 %22, i32* %25, align 4, !tbaa !16
  %26 = load i32, i32* %4, align 4, !tbaa !19
  %27 = add nsw i32 %26, 1
  %28 = srem i32 %27, 4
  store i32 %28, i32* %4, align 4, !tbaa !19
  %29 = add nuw nsw i32 %21, 1
  %30 = icmp eq i32 %29, %0
  br i1 %30, label %7, label %20, !llvm.loop !21
}

; Function Attrs: uwtable
define dso_local noundef double @_Z11shapes_demod(double noundef %0) local_unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %"class.shapes::Rect", align 8
  %3 = alloca %"class.shapes::Square", align 8
  %4 = alloca [2 x %"class.shapes::Shape"*], align 16
  %5 = bitcast %"class.shapes::Rect"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #13
  %6 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN6shapes4RectE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !11
  %7 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 1
  store double %0, double* %7, align 8, !tbaa !22
  %8 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 2
  store double 2.000000e+00, double* %8, align 8, !tbaa !25
  %9 = bitcast %"class.shapes::Square"* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %9) #13
  %10 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN6shapes4RectE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %10, align 8, !tbaa !11
  %11 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 1
  store double %0, double* %11, align 8, !tbaa !22
  %12 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 2
  store double %0, double* %12, align 8, !tbaa !25
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN6shapes6SquareE, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %10, align 8, !tbaa !11
  %13 = bitcast [2 x %"class.shapes::Shape"*]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %13) #13
  %14 = getelementptr inbounds [2 x %"class.shapes::Shape"*], [2 x %"class.shapes::Shape"*]* %4, i64 0, i64 0
  %15 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %2, i64 0, i32 0
  store %"class.shapes::Shape"* %15, %"class.shapes::Shape"** %14, align 16, !tbaa !7
  %16 = getelementptr inbounds [2 x %"class.shapes::Shape"*], [2 x %"class.shapes::Shape"*]* %4, i64 0, i64 1
  %17 = getelementptr inbounds %"class.shapes::Square", %"class.shapes::Square"* %3, i64 0, i32 0, i32 0
  store %"class.shapes::Shape"* %17, %"class.shapes::Shape"** %16, align 8, !tbaa !7
  br label %18

18:                                               ; preds = %18, %1
  %19 = phi i64 [ 0, %1 ], [ %33, %18 ]
  %20 = phi double [ 0.000000e+00, %1 ], [ %32, %18 ]
  %21 = getelementptr inbounds [2 x %"class.shapes::Shape"*], [2 x %"class.shapes::Shape"*]* %4, i64 0, i64 %19
  %22 = load %"class.shapes::Shape"*, %"class.shapes::Shape"** %21, align 8, !tbaa !7
  %23 = bitcast %"class.shapes::Shape"* %22 to double (%"class.shapes::Shape"*)***
  %24 = load double (%"class.shapes::Shape"*)**, double (%"class.shapes::Shape"*)*** %23, align 8, !tbaa !11
  %25 = bitcast double (%"class.shapes::Shape"*)** %24 to i8*
  %26 = call i1 @llvm.type.test(i8* %25, metadata !"_ZTSN6shapes5ShapeE")
  call void @llvm.assume(i1 %26)
  %27 = getelementptr inbounds double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %24, i64 2
  %28 = load double (%"class.shapes::Shape"*)*, double (%"class.shapes::Shape"*)** %27, align 8
  %29 = call noundef double %28(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %22)
  %30 = fadd double %20, %29
  %31 = fcmp olt double %20, %30
  %32 = select i1 %31, double %30, double %20
  %33 = add nuw nsw i64 %19, 1
  %34 = icmp eq i64 %33, 2
  br i1 %34, label %35, label %18, !llvm.loop !13

35:                                               ; preds = %18
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %13) #13
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %9) #13
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #13
  ret double %32
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local noundef i32 @_ZN6shapes5maxOfIiEET_S1_S1_(i32 noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = icmp slt i32 %0, %1
  %4 = select i1 %3, i32 %1, i32 %0
  ret i32 %4
}

; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local void @_ZN6shapes4RingIdLi3EE4pushEd(%"struct.shapes::Ring.0"* noundef nonnull align 8 dereferenceable(28) %0, double noundef %1) local_unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds %"struct.shapes::Ring.0", %"struct.shapes::Ring.0"* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !26
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds %"struct.shapes::Ring.0", %"struct.shapes::Ring.0"* %0, i64 0, i32 0, i64 %5
  store double %1, double* %6, align 8, !tbaa !28
  %7 = add nsw i32 %4, 1
  %8 = srem i32 %7, 3
  store i32 %8, i32* %3, align 8, !tbaa !26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local noundef double @_ZNK6shapes4RingIdLi3EE3sumEv(%"struct.shapes::Ring.0"* noundef nonnull align 8 dereferenceable(28) %0) local_unnamed_addr #7 comdat align 2 {
  br label %3

2:                                                ; preds = %3
  ret double %8

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %5 = phi double [ 0.000000e+00, %1 ], [ %8, %3 ]
  %6 = getelementptr inbounds %"struct.shapes::Ring.0", %"struct.shapes::Ring.0"* %0, i64 0, i32 0, i64 %4
  %7 = load double, double* %6, align 8, !tbaa !28
  %8 = fadd double %5, %7
  %9 = add nuw nsw i64 %4, 1
  %10 = icmp eq i64 %9, 3
  br i1 %10, label %2, label %3, !llvm.loop !29
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes5ShapeD2Ev(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes5ShapeD0Ev(%"class.shapes::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  call void @llvm.trap() #14
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes4RectD0Ev(%"class.shapes::Rect"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 {
  %2 = bitcast %"class.shapes::Rect"* %0 to i8*
  call void @_ZdlPv(i8* noundef %2) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6shapes4Rect4areaEv(%"class.shapes::Rect"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !22
  %4 = getelementptr inbounds %"class.shapes::Rect", %"class.shapes::Rect"* %0, i64 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !25
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6shapes4Rect4nameEv(%"class.shapes::Rect"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes6SquareD0Ev(%"class.shapes::Square"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #9 comdat align 2 {
  %2 = bitcast %"class.shapes::Square"* %0 to i8*
  call void @_ZdlPv(i8* noundef %2) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK6shapes6Square4nameEv(%"class.shapes::Square"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0)
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #11

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { cold noreturn nounwind }
attributes #12 = { argmemonly nofree nounwind willreturn writeonly }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"Virtual Function Elim", i32 0}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 1, !"EnableSplitLTOUnit", i32 1}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !10, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !9, i64 0}
!18 = distinct !{!18, !14, !15}
!19 = !{!20, !17, i64 16}
!20 = !{!"_ZTSN6shapes4RingIiLi4EEE", !9, i64 0, !17, i64 16}
!21 = distinct !{!21, !14, !15}
!22 = !{!23, !24, i64 8}
!23 = !{!"_ZTSN6shapes4RectE", !24, i64 8, !24, i64 16}
!24 = !{!"double", !9, i64 0}
!25 = !{!23, !24, i64 16}
!26 = !{!27, !17, i64 24}
!27 = !{!"_ZTSN6shapes4RingIdLi3EEE", !9, i64 0, !17, i64 24}
!28 = !{!24, !24, i64 0}
!29 = distinct !{!29, !14, !15}

^0 = module: (path: "split.bc", hash: (3635611510, 2122613531, 3377008603, 4217972482, 2450913560))
^1 = gv: (name: "_ZTIN6shapes5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1), refs: (^33, ^10)))) ; guid = 48159448368139744
^2 = gv: (name: "_ZTSN6shapes6SquareE", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 1)))) ; guid = 61023129511582367
^3 = gv: (name: "_ZN6shapes5ShapeD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 2, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 1)))) ; guid = 134830962337617633
^4 = gv: (name: "llvm.type.test") ; guid = 608142985856744218
^5 = gv: (name: "_ZTSN6shapes4RectE", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 1)))) ; guid = 774344885450040149
^6 = gv: (name: "_ZTVN6shapes4RectE") ; guid = 822849684379866426
^7 = gv: (name: "_ZdlPv") ; guid = 950067649961216671
^8 = gv: (name: "__gxx_personality_v0") ; guid = 1233668236132380018
^9 = gv: (name: "_ZN6shapes6SquareD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 3, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^7))))) ; guid = 1376361030525785572
^10 = gv: (name: "_ZTSN6shapes5ShapeE", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 3656583257549965569
^11 = gv: (name: "llvm.lifetime.start.p0i8") ; guid = 3657761528566682672
^12 = gv: (name: "llvm.trap") ; guid = 6116349651215144041
^13 = gv: (name: "llvm.assume") ; guid = 6385187066495850096
^14 = gv: (name: "llvm.memset.p0i8.i64") ; guid = 6575870351372456124
^15 = gv: (name: "_ZNK6shapes4RingIdLi3EE3sumEv", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 10, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 6819877388984172979
^16 = gv: (name: "_Z11shapes_demod", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 51, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 1, mustBeUnreachable: 0), typeIdInfo: (typeTestAssumeConstVCalls: ((vFuncId: (guid: 3656583257549965569, offset: 16)))), refs: (^8, ^6, ^37)))) ; guid = 7243491566588575891
^17 = gv: (name: ".str", summaries: (variable: (module: ^0, flags: (linkage: private, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 7362824693955847947
^18 = gv: (name: "_ZN6shapes5maxOfIiEET_S1_S1_", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 3, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 7384570623760093790
^19 = gv: (name: "_ZTVN6shapes5ShapeE") ; guid = 8547835252570778305
^20 = gv: (name: "_ZTVN10__cxxabiv120__si_class_type_infoE") ; guid = 10873349890511596996
^21 = gv: (name: "_ZNK6shapes5Shape4nameEv", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 1, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^17)))) ; guid = 10882831765104785764
^22 = gv: (name: "_ZN6shapes5ShapeD2Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 11921186660633695341
^23 = gv: (name: "_ZNK6shapes4Rect4nameEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^27)))) ; guid = 12083080609121950035
^24 = gv: (name: "_ZTIN6shapes4RectE", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^1, ^20, ^5)))) ; guid = 12518638269246977131
^25 = gv: (name: ".str.2", summaries: (variable: (module: ^0, flags: (linkage: private, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 13076896775737446323
^26 = gv: (name: "_ZN6shapes4RectD0Ev", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 3, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^7))))) ; guid = 13143799556589726828
^27 = gv: (name: ".str.1", summaries: (variable: (module: ^0, flags: (linkage: private, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1)))) ; guid = 14053622328517135374
^28 = gv: (name: "llvm.lifetime.end.p0i8") ; guid = 14311549039910520616
^29 = gv: (name: "_ZNK6shapes4Rect4areaEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 6, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 14493821464478842194
^30 = gv: (name: "__cxa_pure_virtual") ; guid = 15445200097692986839
^31 = gv: (name: "_Z9ring_demoi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 35, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 15547712905255328627
^32 = gv: (name: "_ZN6shapes4RingIdLi3EE4pushEd", summaries: (function: (module: ^0, flags: (linkage: weak_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 9, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 15667799866517961992
^33 = gv: (name: "_ZTVN10__cxxabiv117__class_type_infoE") ; guid = 16105443863886496782
^34 = gv: (name: "_ZTIN6shapes6SquareE", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 1), refs: (^20, ^24, ^2)))) ; guid = 16903136937576574656
^35 = gv: (name: "_ZNK6shapes6Square4nameEv", summaries: (function: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 1), insts: 1, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), refs: (^25)))) ; guid = 17285943112813298686
^36 = gv: (name: "_Z10total_areaPKPKN6shapes5ShapeEi", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 24, funcFlags: (readNone: 0, readOnly: 0, noRecurse: 0, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 0, mayThrow: 0, hasUnknownCall: 1, mustBeUnreachable: 0), typeIdInfo: (typeTestAssumeConstVCalls: ((vFuncId: (guid: 3656583257549965569, offset: 16))))))) ; guid = 17556813947429785114
^37 = gv: (name: "_ZTVN6shapes6SquareE") ; guid = 18257454751263063805
^38 = flags: 8
^39 = blockcount: 25
