=== @.str
@.str = private unnamed_addr constant [6 x i8] c"shape\00", align 1
=== @_ZTVN6shapes5ShapeE
@_ZTVN6shapes5ShapeE = dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN6shapes5ShapeE, ptr @_ZN6shapes5ShapeD2Ev, ptr @_ZN6shapes5ShapeD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK6shapes5Shape4nameEv] }, align 8, !type !m0, !type !m1, !type !m2
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
=== @_ZTSN6shapes5ShapeE
@_ZTSN6shapes5ShapeE = dso_local constant [16 x i8] c"N6shapes5ShapeE\00", align 1
=== @_ZTIN6shapes5ShapeE
@_ZTIN6shapes5ShapeE = dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN6shapes5ShapeE }, align 8
=== @_ZNK6shapes5Shape4nameEv
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @_ZNK6shapes5Shape4nameEv(ptr nocapture nonnull readnone align 8 %0) unnamed_addr # align 2 {
  ret ptr @.str
}
=== @_Z10total_areaPKPKN6shapes5ShapeEi
; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z10total_areaPKPKN6shapes5ShapeEi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr # {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %19, %8 ]
  ret double %7

8:                                                ; preds = %8, %4
  %9 = phi i64 [ 0, %4 ], [ %20, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %19, %8 ]
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9
  %12 = load ptr, ptr %11, align 8, !tbaa !m0
  %13 = load ptr, ptr %12, align 8, !tbaa !m1
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load ptr, ptr %14, align 8
  %16 = tail call noundef double %15(ptr noundef nonnull align 8 dereferenceable(8) %12)
  %17 = fadd double %10, %16
  %18 = fcmp olt double %10, %17
  %19 = select i1 %18, double %17, double %10
  %20 = add nuw nsw i64 %9, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %8, !llvm.loop !m2
}
=== @llvm.lifetime.start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #
=== @llvm.lifetime.end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #
=== @_Z9ring_demoi
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_Z9ring_demoi(i32 noundef %0) local_unnamed_addr # {
  %2 = alloca %"struct.shapes::Ring", align 16
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %2, i8 0, i64 20, i1 false)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13

6:                                                ; preds = %13
  %7 = load <4 x i32>, ptr %2, align 16, !tbaa !m0
  br label %8

8:                                                ; preds = %6, %1
  %9 = phi <4 x i32> [ %7, %6 ], [ zeroinitializer, %1 ]
  %10 = tail call i32 @llvm.smax.i32(i32 %0, i32 3)
  %11 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %9)
  %12 = add i32 %11, %10
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #
  ret i32 %12

13:                                               ; preds = %13, %4
  %14 = phi i32 [ 0, %4 ], [ %21, %13 ]
  %15 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %16 = mul nuw nsw i32 %15, %15
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !m0
  %19 = load i32, ptr %5, align 16, !tbaa !m1
  %20 = add nsw i32 %19, 1
  %21 = srem i32 %20, 4
  store i32 %21, ptr %5, align 16, !tbaa !m1
  %22 = add nuw nsw i32 %15, 1
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %6, label %13, !llvm.loop !m2
}
=== @_Z11shapes_demod
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @_Z11shapes_demod(double noundef %0) local_unnamed_addr # personality ptr @__gxx_personality_v0 {
  %2 = fmul double %0, 2.000000e+00
  %3 = fadd double %2, 0.000000e+00
  %4 = fcmp ogt double %3, 0.000000e+00
  %5 = select i1 %4, double %3, double 0.000000e+00
  %6 = fmul double %0, %0
  %7 = fadd double %6, %5
  %8 = fcmp olt double %5, %7
  %9 = select i1 %8, double %7, double %5
  ret double %9
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @_ZN6shapes5maxOfIiEET_S1_S1_
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local noundef i32 @_ZN6shapes5maxOfIiEET_S1_S1_(i32 noundef %0, i32 noundef %1) local_unnamed_addr # comdat {
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  ret i32 %3
}
=== @_ZN6shapes4RingIdLi3EE4pushEd
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local void @_ZN6shapes4RingIdLi3EE4pushEd(ptr noundef nonnull align 8 dereferenceable(28) %0, double noundef %1) local_unnamed_addr # comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load i32, ptr %3, align 8, !tbaa !m0
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [3 x double], ptr %0, i64 0, i64 %5
  store double %1, ptr %6, align 8, !tbaa !m1
  %7 = add nsw i32 %4, 1
  %8 = srem i32 %7, 3
  store i32 %8, ptr %3, align 8, !tbaa !m0
  ret void
}
=== @_ZNK6shapes4RingIdLi3EE3sumEv
; Function Attrs: mustprogress nounwind uwtable
define weak_odr dso_local noundef double @_ZNK6shapes4RingIdLi3EE3sumEv(ptr noundef nonnull align 8 dereferenceable(28) %0) local_unnamed_addr # comdat align 2 {
  %2 = load double, ptr %0, align 8, !tbaa !m0
  %3 = fadd double %2, 0.000000e+00
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !m0
  %6 = fadd double %3, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !m0
  %9 = fadd double %6, %8
  ret double %9
}
=== @_ZN6shapes5ShapeD2Ev
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 {
  ret void
}
=== @_ZN6shapes5ShapeD0Ev
; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6shapes5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr # comdat align 2 {
  tail call void @llvm.trap() #
  unreachable
}
=== @__cxa_pure_virtual
declare void @__cxa_pure_virtual() unnamed_addr
=== @llvm.trap
; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #
=== @llvm.smax.i32
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #
=== @llvm.memset.p0.i64
; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #
=== @llvm.vector.reduce.add.v4i32
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #
