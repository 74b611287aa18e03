; ModuleID = 'refs-cxx-shapes-o0g.bc'
source_filename = "src/refs-shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Box" = type { i32 }
%"struct.shp::Error" = type <{ i32 (...)**, i32, [4 x i8] }>
%"struct.shp::Shape" = type { i32 (...)** }
%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Tri" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Circle" = type <{ %"struct.shp::Shape", i32, [4 x i8] }>
%"struct.shp::Held" = type { %"struct.shp::Box" }
%"struct.shp::(anonymous namespace)::Guard" = type { i32* }

$_ZN3shp3BoxIiEC5Ei = comdat any

$_ZN3shp3BoxIiED5Ev = comdat any

$_ZN3shp5ShapeC2Ev = comdat any

$_ZN3shp4HeldC2Ei = comdat any

$_ZN3shp4usesEv = comdat any

$_ZN3shp4HeldD2Ev = comdat any

$_ZN3shp5ErrorC2Ei = comdat any

$_ZN3shp6CircleC2Ei = comdat any

$_ZNK3shp5Error4whatEv = comdat any

$_ZNK3shp5Shape5sidesEv = comdat any

$_ZN3shp3TriD2Ev = comdat any

$_ZN3shp3TriD0Ev = comdat any

$_ZNK3shp3Tri5sidesEv = comdat any

$_ZN3shp6CircleD2Ev = comdat any

$_ZN3shp6CircleD0Ev = comdat any

$_ZNK3shp4Rect5sidesEv = comdat any

$_ZZN3shp4usesEvE1n = comdat any

$_ZGVZN3shp4usesEvE1n = comdat any

@_ZN3shp5Shape7createdE = dso_local global i32 0, align 4, !dbg !0
@_ZTVN3shp5ShapeE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD1Ev to i8*), i8* bitcast (void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8
@_ZTVN3shp4RectE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp4RectE to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD1Ev to i8*), i8* bitcast (void (%"struct.shp::Rect"*)* @_ZN3shp4RectD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Rect"*)* @_ZNK3shp4Rect5sidesEv to i8*)] }, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN3shp5ErrorE = dso_local constant [13 x i8] c"N3shp5ErrorE\00", align 1
@_ZTIN3shp5ErrorE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ErrorE, i32 0, i32 0) }, align 8
@_ZN3shp12_GLOBAL__N_15depthE = internal global i32 0, align 4, !dbg !24
@_ZTVN3shp5ErrorE = dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD1Ev to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Error"*)* @_ZNK3shp5Error4whatEv to i8*)] }, align 8
@_ZTSN3shp5ShapeE = dso_local constant [13 x i8] c"N3shp5ShapeE\00", align 1
@_ZTIN3shp5ShapeE = dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN3shp5ShapeE, i32 0, i32 0) }, align 8
@_ZTVN3shp3TriE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp3TriE to i8*), i8* bitcast (void (%"struct.shp::Tri"*)* @_ZN3shp3TriD2Ev to i8*), i8* bitcast (void (%"struct.shp::Tri"*)* @_ZN3shp3TriD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Tri"*)* @_ZNK3shp3Tri5sidesEv to i8*)] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSN3shp3TriE = dso_local constant [11 x i8] c"N3shp3TriE\00", align 1
@_ZTIN3shp3TriE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTSN3shp3TriE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
@_ZTVN3shp6CircleE = dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN3shp6CircleE to i8*), i8* bitcast (void (%"struct.shp::Circle"*)* @_ZN3shp6CircleD2Ev to i8*), i8* bitcast (void (%"struct.shp::Circle"*)* @_ZN3shp6CircleD0Ev to i8*), i8* bitcast (i32 (%"struct.shp::Circle"*)* @_ZNK3shp6Circle4areaEv to i8*), i8* bitcast (i32 (%"struct.shp::Shape"*)* @_ZNK3shp5Shape5sidesEv to i8*)] }, align 8
@_ZTSN3shp6CircleE = dso_local constant [14 x i8] c"N3shp6CircleE\00", align 1
@_ZTIN3shp6CircleE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTSN3shp6CircleE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
@_ZTSN3shp4RectE = dso_local constant [12 x i8] c"N3shp4RectE\00", align 1
@_ZTIN3shp4RectE = dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @_ZTSN3shp4RectE, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ShapeE to i8*) }, align 8
@_ZZN3shp4usesEvE1n = linkonce_odr dso_local global i32 0, comdat, align 4, !dbg !27
@_ZGVZN3shp4usesEvE1n = linkonce_odr dso_local global i64 0, comdat, align 8

@_ZN3shp3BoxIiEC1Ei = weak_odr dso_local unnamed_addr alias void (%"struct.shp::Box"*, i32), void (%"struct.shp::Box"*, i32)* @_ZN3shp3BoxIiEC2Ei
@_ZN3shp3BoxIiED1Ev = weak_odr dso_local unnamed_addr alias void (%"struct.shp::Box"*), void (%"struct.shp::Box"*)* @_ZN3shp3BoxIiED2Ev
@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Error"*), void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Shape"*), void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (%"struct.shp::Rect"*, i32, i32), void (%"struct.shp::Rect"*, i32, i32)* @_ZN3shp4RectC2Eii
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Rect"*), void (%"struct.shp::Rect"*)* @_ZN3shp4RectD2Ev

; Function Attrs: noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiEC2Ei(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat($_ZN3shp3BoxIiEC5Ei) align 2 !dbg !137 {
  %3 = alloca %"struct.shp::Box"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Box"* %0, %"struct.shp::Box"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Box"** %3, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !141, metadata !DIExpression()), !dbg !142
  %5 = load %"struct.shp::Box"*, %"struct.shp::Box"** %3, align 8
  %6 = getelementptr inbounds %"struct.shp::Box", %"struct.shp::Box"* %5, i32 0, i32 0, !dbg !143
  %7 = load i32, i32* %4, align 4, !dbg !144
  store i32 %7, i32* %6, align 4, !dbg !143
  %8 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !145
  %9 = add nsw i32 %8, 1, !dbg !145
  store i32 %9, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !145
  ret void, !dbg !147
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define weak_odr dso_local void @_ZN3shp3BoxIiED2Ev(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat($_ZN3shp3BoxIiED5Ev) align 2 !dbg !148 {
  %2 = alloca %"struct.shp::Box"*, align 8
  store %"struct.shp::Box"* %0, %"struct.shp::Box"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Box"** %2, metadata !149, metadata !DIExpression()), !dbg !150
  %3 = load %"struct.shp::Box"*, %"struct.shp::Box"** %2, align 8
  %4 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !151
  %5 = add nsw i32 %4, -1, !dbg !151
  store i32 %5, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !151
  ret void, !dbg !153
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !154 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !155, metadata !DIExpression()), !dbg !157
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  ret void, !dbg !158
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !159 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !160, metadata !DIExpression()), !dbg !161
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  call void @_ZN3shp5ErrorD1Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !162
  %4 = bitcast %"struct.shp::Error"* %3 to i8*, !dbg !162
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !162
  ret void, !dbg !163
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !164 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !165, metadata !DIExpression()), !dbg !167
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (...)***, !dbg !168
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !168
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !169
  %6 = add nsw i32 %5, -1, !dbg !169
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !169
  ret void, !dbg !171
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !172 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !173, metadata !DIExpression()), !dbg !174
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  call void @llvm.trap() #11, !dbg !175
  unreachable, !dbg !175
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #3

; Function Attrs: noinline optnone uwtable
define dso_local void @_ZN3shp4RectC2Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 align 2 !dbg !176 {
  %4 = alloca %"struct.shp::Rect"*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %4, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !180, metadata !DIExpression()), !dbg !181
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !182, metadata !DIExpression()), !dbg !183
  %7 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %4, align 8
  %8 = bitcast %"struct.shp::Rect"* %7 to %"struct.shp::Shape"*, !dbg !184
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %8), !dbg !185
  %9 = bitcast %"struct.shp::Rect"* %7 to i32 (...)***, !dbg !184
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !184
  %10 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %7, i32 0, i32 1, !dbg !186
  %11 = load i32, i32* %5, align 4, !dbg !187
  store i32 %11, i32* %10, align 8, !dbg !186
  %12 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %7, i32 0, i32 2, !dbg !188
  %13 = load i32, i32* %6, align 4, !dbg !189
  store i32 %13, i32* %12, align 4, !dbg !188
  ret void, !dbg !190
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !191 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !192, metadata !DIExpression()), !dbg !193
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (...)***, !dbg !194
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !194
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !195
  %6 = add nsw i32 %5, 1, !dbg !195
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !195
  ret void, !dbg !197
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD2Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !198 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !199, metadata !DIExpression()), !dbg !200
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  %4 = bitcast %"struct.shp::Rect"* %3 to i32 (...)***, !dbg !201
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !201
  %5 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 2, !dbg !202
  store i32 0, i32* %5, align 4, !dbg !204
  %6 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 1, !dbg !205
  store i32 0, i32* %6, align 8, !dbg !206
  %7 = bitcast %"struct.shp::Rect"* %3 to %"struct.shp::Shape"*, !dbg !207
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %7) #9, !dbg !207
  ret void, !dbg !208
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD0Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !209 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !210, metadata !DIExpression()), !dbg !211
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  call void @_ZN3shp4RectD1Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !212
  %4 = bitcast %"struct.shp::Rect"* %3 to i8*, !dbg !212
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !212
  ret void, !dbg !213
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 !dbg !214 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !215, metadata !DIExpression()), !dbg !217
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 1, !dbg !218
  %5 = load i32, i32* %4, align 8, !dbg !218
  %6 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 2, !dbg !219
  %7 = load i32, i32* %6, align 4, !dbg !219
  %8 = mul nsw i32 %5, %7, !dbg !220
  ret i32 %8, !dbg !221
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 !dbg !222 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !223, metadata !DIExpression()), !dbg !225
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %3, i32 0, i32 1, !dbg !226
  %5 = load i32, i32* %4, align 8, !dbg !226
  %6 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %3, i32 0, i32 2, !dbg !227
  %7 = load i32, i32* %6, align 4, !dbg !227
  %8 = mul nsw i32 %5, %7, !dbg !228
  %9 = sdiv i32 %8, 2, !dbg !229
  ret i32 %9, !dbg !230
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 align 2 !dbg !231 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !232, metadata !DIExpression()), !dbg !234
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %3, i32 0, i32 1, !dbg !235
  %5 = load i32, i32* %4, align 8, !dbg !235
  %6 = mul nsw i32 3, %5, !dbg !236
  %7 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %3, i32 0, i32 1, !dbg !237
  %8 = load i32, i32* %7, align 8, !dbg !237
  %9 = mul nsw i32 %6, %8, !dbg !238
  ret i32 %9, !dbg !239
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef %0, i32 noundef %1) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !240 {
  %3 = alloca %"struct.shp::Shape"**, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.shp::Held", align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  store %"struct.shp::Shape"** %0, %"struct.shp::Shape"*** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"*** %3, metadata !246, metadata !DIExpression()), !dbg !247
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !248, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.declare(metadata %"struct.shp::Held"* %5, metadata !250, metadata !DIExpression()), !dbg !251
  %10 = load i32, i32* %4, align 4, !dbg !252
  call void @_ZN3shp4HeldC2Ei(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %10), !dbg !251
  call void @llvm.dbg.declare(metadata i32* %6, metadata !253, metadata !DIExpression()), !dbg !254
  %11 = bitcast %"struct.shp::Held"* %5 to %"struct.shp::Box"*, !dbg !255
  %12 = getelementptr inbounds %"struct.shp::Box", %"struct.shp::Box"* %11, i32 0, i32 0, !dbg !256
  %13 = load i32, i32* %12, align 4, !dbg !256
  store i32 %13, i32* %6, align 4, !dbg !254
  call void @llvm.dbg.declare(metadata i32* %7, metadata !257, metadata !DIExpression()), !dbg !259
  store i32 0, i32* %7, align 4, !dbg !259
  br label %14, !dbg !260

14:                                               ; preds = %46, %2
  %15 = load i32, i32* %7, align 4, !dbg !261
  %16 = load i32, i32* %4, align 4, !dbg !263
  %17 = icmp slt i32 %15, %16, !dbg !264
  br i1 %17, label %18, label %53, !dbg !265

18:                                               ; preds = %14
  %19 = load %"struct.shp::Shape"**, %"struct.shp::Shape"*** %3, align 8, !dbg !266
  %20 = load i32, i32* %7, align 4, !dbg !267
  %21 = sext i32 %20 to i64, !dbg !266
  %22 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %19, i64 %21, !dbg !266
  %23 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %22, align 8, !dbg !266
  %24 = bitcast %"struct.shp::Shape"* %23 to i32 (%"struct.shp::Shape"*)***, !dbg !268
  %25 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %24, align 8, !dbg !268
  %26 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %25, i64 2, !dbg !268
  %27 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %26, align 8, !dbg !268
  %28 = invoke noundef i32 %27(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %23)
          to label %29 unwind label %49, !dbg !268

29:                                               ; preds = %18
  %30 = invoke noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %28)
          to label %31 unwind label %49, !dbg !269

31:                                               ; preds = %29
  %32 = load %"struct.shp::Shape"**, %"struct.shp::Shape"*** %3, align 8, !dbg !270
  %33 = load i32, i32* %7, align 4, !dbg !271
  %34 = sext i32 %33 to i64, !dbg !270
  %35 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %32, i64 %34, !dbg !270
  %36 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %35, align 8, !dbg !270
  %37 = bitcast %"struct.shp::Shape"* %36 to i32 (%"struct.shp::Shape"*)***, !dbg !272
  %38 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %37, align 8, !dbg !272
  %39 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %38, i64 3, !dbg !272
  %40 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %39, align 8, !dbg !272
  %41 = invoke noundef i32 %40(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %36)
          to label %42 unwind label %49, !dbg !272

42:                                               ; preds = %31
  %43 = add nsw i32 %30, %41, !dbg !273
  %44 = load i32, i32* %6, align 4, !dbg !274
  %45 = add nsw i32 %44, %43, !dbg !274
  store i32 %45, i32* %6, align 4, !dbg !274
  br label %46, !dbg !275

46:                                               ; preds = %42
  %47 = load i32, i32* %7, align 4, !dbg !276
  %48 = add nsw i32 %47, 1, !dbg !276
  store i32 %48, i32* %7, align 4, !dbg !276
  br label %14, !dbg !277, !llvm.loop !278

49:                                               ; preds = %53, %31, %29, %18
  %50 = landingpad { i8*, i32 }
          cleanup, !dbg !281
  %51 = extractvalue { i8*, i32 } %50, 0, !dbg !281
  store i8* %51, i8** %8, align 8, !dbg !281
  %52 = extractvalue { i8*, i32 } %50, 1, !dbg !281
  store i32 %52, i32* %9, align 4, !dbg !281
  call void @_ZN3shp4HeldD2Ev(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %5) #9, !dbg !282
  br label %59, !dbg !282

53:                                               ; preds = %14
  %54 = load i32, i32* %6, align 4, !dbg !283
  %55 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN3shp4usesEv()
          to label %56 unwind label %49, !dbg !284

56:                                               ; preds = %53
  %57 = load i32, i32* %55, align 4, !dbg !284
  %58 = add nsw i32 %54, %57, !dbg !285
  call void @_ZN3shp4HeldD2Ev(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %5) #9, !dbg !282
  ret i32 %58, !dbg !282

59:                                               ; preds = %49
  %60 = load i8*, i8** %8, align 8, !dbg !282
  %61 = load i32, i32* %9, align 4, !dbg !282
  %62 = insertvalue { i8*, i32 } undef, i8* %60, 0, !dbg !282
  %63 = insertvalue { i8*, i32 } %62, i32 %61, 1, !dbg !282
  resume { i8*, i32 } %63, !dbg !282
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldC2Ei(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !286 {
  %3 = alloca %"struct.shp::Held"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Held"* %0, %"struct.shp::Held"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Held"** %3, metadata !287, metadata !DIExpression()), !dbg !289
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !290, metadata !DIExpression()), !dbg !291
  %5 = load %"struct.shp::Held"*, %"struct.shp::Held"** %3, align 8
  %6 = bitcast %"struct.shp::Held"* %5 to %"struct.shp::Box"*, !dbg !292
  %7 = load i32, i32* %4, align 4, !dbg !293
  call void @_ZN3shp3BoxIiEC2Ei(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7), !dbg !294
  ret void, !dbg !295
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %0) #5 !dbg !296 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !299, metadata !DIExpression()), !dbg !300
  %3 = load i32, i32* %2, align 4, !dbg !301
  %4 = icmp slt i32 %3, 0, !dbg !302
  br i1 %4, label %5, label %6, !dbg !301

5:                                                ; preds = %1
  br label %8, !dbg !301

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !303
  br label %8, !dbg !301

8:                                                ; preds = %6, %5
  %9 = phi i32 [ 0, %5 ], [ %7, %6 ], !dbg !301
  ret i32 %9, !dbg !304
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN3shp4usesEv() #5 comdat !dbg !29 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZN3shp4usesEvE1n to i8*) acquire, align 8, !dbg !305
  %2 = icmp eq i8 %1, 0, !dbg !305
  br i1 %2, label %3, label %9, !dbg !305, !prof !306

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(i64* @_ZGVZN3shp4usesEvE1n) #9, !dbg !305
  %5 = icmp ne i32 %4, 0, !dbg !305
  br i1 %5, label %6, label %9, !dbg !305

6:                                                ; preds = %3
  %7 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !307
  %8 = add nsw i32 %7, 1, !dbg !308
  store i32 %8, i32* @_ZZN3shp4usesEvE1n, align 4, !dbg !305
  call void @__cxa_guard_release(i64* @_ZGVZN3shp4usesEvE1n) #9, !dbg !305
  br label %9, !dbg !305

9:                                                ; preds = %6, %3, %0
  ret i32* @_ZZN3shp4usesEvE1n, !dbg !309
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp4HeldD2Ev(%"struct.shp::Held"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 !dbg !310 {
  %2 = alloca %"struct.shp::Held"*, align 8
  store %"struct.shp::Held"* %0, %"struct.shp::Held"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Held"** %2, metadata !314, metadata !DIExpression()), !dbg !315
  %3 = load %"struct.shp::Held"*, %"struct.shp::Held"** %2, align 8
  %4 = bitcast %"struct.shp::Held"* %3 to %"struct.shp::Box"*, !dbg !316
  call void @_ZN3shp3BoxIiED2Ev(%"struct.shp::Box"* noundef nonnull align 4 dereferenceable(4) %4) #9, !dbg !316
  ret void, !dbg !318
}

; Function Attrs: mustprogress noinline noreturn optnone uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !319 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !322, metadata !DIExpression()), !dbg !323
  %5 = call i8* @__cxa_allocate_exception(i64 16) #9, !dbg !324
  %6 = bitcast i8* %5 to %"struct.shp::Error"*, !dbg !324
  %7 = load i32, i32* %2, align 4, !dbg !325
  invoke void @_ZN3shp5ErrorC2Ei(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
          to label %8 unwind label %9, !dbg !326

8:                                                ; preds = %1
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD1Ev to i8*)) #12, !dbg !324
  unreachable, !dbg !324

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup, !dbg !327
  %11 = extractvalue { i8*, i32 } %10, 0, !dbg !327
  store i8* %11, i8** %3, align 8, !dbg !327
  %12 = extractvalue { i8*, i32 } %10, 1, !dbg !327
  store i32 %12, i32* %4, align 4, !dbg !327
  call void @__cxa_free_exception(i8* %5) #9, !dbg !324
  br label %13, !dbg !324

13:                                               ; preds = %9
  %14 = load i8*, i8** %3, align 8, !dbg !324
  %15 = load i32, i32* %4, align 4, !dbg !324
  %16 = insertvalue { i8*, i32 } undef, i8* %14, 0, !dbg !324
  %17 = insertvalue { i8*, i32 } %16, i32 %15, 1, !dbg !324
  resume { i8*, i32 } %17, !dbg !324
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ErrorC2Ei(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !328 {
  %3 = alloca %"struct.shp::Error"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %3, metadata !329, metadata !DIExpression()), !dbg !330
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !331, metadata !DIExpression()), !dbg !332
  %5 = load %"struct.shp::Error"*, %"struct.shp::Error"** %3, align 8
  %6 = bitcast %"struct.shp::Error"* %5 to i32 (...)***, !dbg !333
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN3shp5ErrorE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8, !dbg !333
  %7 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %5, i32 0, i32 1, !dbg !334
  %8 = load i32, i32* %4, align 4, !dbg !335
  store i32 %8, i32* %7, align 8, !dbg !334
  ret void, !dbg !336
}

declare void @__cxa_free_exception(i8*)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !337 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard", align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !341, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"* %3, metadata !343, metadata !DIExpression()), !dbg !344
  call void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3, i32* noundef @_ZN3shp12_GLOBAL__N_15depthE), !dbg !344
  call void @llvm.dbg.declare(metadata i32* %4, metadata !345, metadata !DIExpression()), !dbg !346
  %7 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8, !dbg !347
  %8 = bitcast %"struct.shp::Shape"* %7 to i32 (%"struct.shp::Shape"*)***, !dbg !348
  %9 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %8, align 8, !dbg !348
  %10 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %9, i64 2, !dbg !348
  %11 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %10, align 8, !dbg !348
  %12 = invoke noundef i32 %11(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %7)
          to label %13 unwind label %19, !dbg !348

13:                                               ; preds = %1
  store i32 %12, i32* %4, align 4, !dbg !346
  %14 = load i32, i32* %4, align 4, !dbg !349
  %15 = icmp sgt i32 %14, 1000, !dbg !351
  br i1 %15, label %16, label %23, !dbg !352

16:                                               ; preds = %13
  %17 = load i32, i32* %4, align 4, !dbg !353
  invoke void @_ZN3shp4failEi(i32 noundef %17) #12
          to label %18 unwind label %19, !dbg !354

18:                                               ; preds = %16
  unreachable, !dbg !354

19:                                               ; preds = %16, %1
  %20 = landingpad { i8*, i32 }
          cleanup, !dbg !355
  %21 = extractvalue { i8*, i32 } %20, 0, !dbg !355
  store i8* %21, i8** %5, align 8, !dbg !355
  %22 = extractvalue { i8*, i32 } %20, 1, !dbg !355
  store i32 %22, i32* %6, align 4, !dbg !355
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !355
  br label %25, !dbg !355

23:                                               ; preds = %13
  %24 = load i32, i32* %4, align 4, !dbg !356
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !355
  ret i32 %24, !dbg !355

25:                                               ; preds = %19
  %26 = load i8*, i8** %5, align 8, !dbg !355
  %27 = load i32, i32* %6, align 4, !dbg !355
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !355
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !355
  resume { i8*, i32 } %29, !dbg !355
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %0, i32* noundef %1) unnamed_addr #0 align 2 !dbg !357 {
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard"*, align 8
  %4 = alloca i32*, align 8
  store %"struct.shp::(anonymous namespace)::Guard"* %0, %"struct.shp::(anonymous namespace)::Guard"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"** %3, metadata !358, metadata !DIExpression()), !dbg !360
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !361, metadata !DIExpression()), !dbg !362
  %5 = load %"struct.shp::(anonymous namespace)::Guard"*, %"struct.shp::(anonymous namespace)::Guard"** %3, align 8
  %6 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %5, i32 0, i32 0, !dbg !363
  %7 = load i32*, i32** %4, align 8, !dbg !364
  store i32* %7, i32** %6, align 8, !dbg !363
  %8 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %5, i32 0, i32 0, !dbg !365
  %9 = load i32*, i32** %8, align 8, !dbg !365
  %10 = load i32, i32* %9, align 4, !dbg !367
  %11 = add nsw i32 %10, 1, !dbg !367
  store i32 %11, i32* %9, align 4, !dbg !367
  ret void, !dbg !368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !369 {
  %2 = alloca %"struct.shp::(anonymous namespace)::Guard"*, align 8
  store %"struct.shp::(anonymous namespace)::Guard"* %0, %"struct.shp::(anonymous namespace)::Guard"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"** %2, metadata !370, metadata !DIExpression()), !dbg !371
  %3 = load %"struct.shp::(anonymous namespace)::Guard"*, %"struct.shp::(anonymous namespace)::Guard"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %3, i32 0, i32 0, !dbg !372
  %5 = load i32*, i32** %4, align 8, !dbg !372
  %6 = load i32, i32* %5, align 4, !dbg !374
  %7 = add nsw i32 %6, -1, !dbg !374
  store i32 %7, i32* %5, align 4, !dbg !374
  ret void, !dbg !375
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %0) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !376 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Circle"*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !379, metadata !DIExpression()), !dbg !380
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %3, metadata !381, metadata !DIExpression()), !dbg !383
  %6 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #13, !dbg !384, !heapallocsite !96
  %7 = bitcast i8* %6 to %"struct.shp::Circle"*, !dbg !384
  %8 = load i32, i32* %2, align 4, !dbg !385
  invoke void @_ZN3shp6CircleC2Ei(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %7, i32 noundef %8)
          to label %9 unwind label %20, !dbg !386

9:                                                ; preds = %1
  store %"struct.shp::Circle"* %7, %"struct.shp::Circle"** %3, align 8, !dbg !383
  %10 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8, !dbg !387
  %11 = bitcast %"struct.shp::Circle"* %10 to %"struct.shp::Shape"*, !dbg !387
  %12 = call noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(%"struct.shp::Shape"* noundef %11), !dbg !388
  %13 = icmp ne i32 %12, 0, !dbg !388
  br i1 %13, label %14, label %16, !dbg !388

14:                                               ; preds = %9
  %15 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8, !dbg !389
  br label %17, !dbg !388

16:                                               ; preds = %9
  br label %17, !dbg !388

17:                                               ; preds = %16, %14
  %18 = phi %"struct.shp::Circle"* [ %15, %14 ], [ null, %16 ], !dbg !388
  %19 = bitcast %"struct.shp::Circle"* %18 to %"struct.shp::Shape"*, !dbg !388
  ret %"struct.shp::Shape"* %19, !dbg !390

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !391
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !391
  store i8* %22, i8** %4, align 8, !dbg !391
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !391
  store i32 %23, i32* %5, align 4, !dbg !391
  call void @_ZdlPv(i8* noundef %6) #10, !dbg !384
  br label %24, !dbg !384

24:                                               ; preds = %20
  %25 = load i8*, i8** %4, align 8, !dbg !384
  %26 = load i32, i32* %5, align 4, !dbg !384
  %27 = insertvalue { i8*, i32 } undef, i8* %25, 0, !dbg !384
  %28 = insertvalue { i8*, i32 } %27, i32 %26, 1, !dbg !384
  resume { i8*, i32 } %28, !dbg !384
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleC2Ei(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !392 {
  %3 = alloca %"struct.shp::Circle"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %3, metadata !393, metadata !DIExpression()), !dbg !394
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !395, metadata !DIExpression()), !dbg !396
  %5 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8
  %6 = bitcast %"struct.shp::Circle"* %5 to %"struct.shp::Shape"*, !dbg !397
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %6), !dbg !398
  %7 = bitcast %"struct.shp::Circle"* %5 to i32 (...)***, !dbg !397
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp6CircleE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8, !dbg !397
  %8 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %5, i32 0, i32 1, !dbg !399
  %9 = load i32, i32* %4, align 4, !dbg !400
  store i32 %9, i32* %8, align 8, !dbg !399
  ret void, !dbg !401
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(%"struct.shp::Shape"* noundef %0) #6 !dbg !402 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !405, metadata !DIExpression()), !dbg !406
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8, !dbg !407
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (%"struct.shp::Shape"*)***, !dbg !408
  %5 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %4, align 8, !dbg !408
  %6 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %5, i64 3, !dbg !408
  %7 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %6, align 8, !dbg !408
  %8 = call noundef i32 %7(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %3), !dbg !408
  %9 = mul nsw i32 %8, 100, !dbg !409
  ret i32 %9, !dbg !410
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 !dbg !411 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !412, metadata !DIExpression()), !dbg !414
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %3, i32 0, i32 1, !dbg !415
  %5 = load i32, i32* %4, align 8, !dbg !415
  ret i32 %5, !dbg !416
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 !dbg !417 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !418, metadata !DIExpression()), !dbg !419
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  ret i32 0, !dbg !420
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !421 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !425, metadata !DIExpression()), !dbg !427
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  %4 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !428
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %4) #9, !dbg !428
  ret void, !dbg !430
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !431 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !432, metadata !DIExpression()), !dbg !433
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  call void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !434
  %4 = bitcast %"struct.shp::Tri"* %3 to i8*, !dbg !434
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !434
  ret void, !dbg !434
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 !dbg !435 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !436, metadata !DIExpression()), !dbg !437
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  ret i32 3, !dbg !438
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD2Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !439 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !443, metadata !DIExpression()), !dbg !444
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  %4 = bitcast %"struct.shp::Circle"* %3 to %"struct.shp::Shape"*, !dbg !445
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %4) #9, !dbg !445
  ret void, !dbg !447
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !448 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !449, metadata !DIExpression()), !dbg !450
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  call void @_ZN3shp6CircleD2Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !451
  %4 = bitcast %"struct.shp::Circle"* %3 to i8*, !dbg !451
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !451
  ret void, !dbg !451
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 !dbg !452 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !453, metadata !DIExpression()), !dbg !454
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  ret i32 4, !dbg !455
}

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #9

; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #9

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { cold noreturn nounwind }
attributes #4 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline noreturn optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!129, !130, !131, !132, !133, !134, !135}
!llvm.ident = !{!136}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "created", linkageName: "_ZN3shp5Shape7createdE", scope: !2, file: !3, line: 63, type: !4, isLocal: false, isDefinition: true, declaration: !5)
!2 = !DINamespace(name: "shp", scope: null)
!3 = !DIFile(filename: "src/refs-shapes.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "575d48fb321bd67685b8ebd6f0876658")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_member, name: "created", scope: !6, file: !3, line: 23, baseType: !4, flags: DIFlagStaticMember)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !2, file: !3, line: 18, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, vtableHolder: !6)
!7 = !{!8, !5, !13, !17, !18, !23}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !11, size: 64)
!11 = !DISubroutineType(types: !12)
!12 = !{!4}
!13 = !DISubprogram(name: "Shape", scope: !6, file: !3, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: 0)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!17 = !DISubprogram(name: "~Shape", scope: !6, file: !3, line: 20, type: !14, scopeLine: 20, containingType: !6, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!18 = !DISubprogram(name: "area", linkageName: "_ZNK3shp5Shape4areaEv", scope: !6, file: !3, line: 21, type: !19, scopeLine: 21, containingType: !6, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!19 = !DISubroutineType(types: !20)
!20 = !{!4, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!23 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 22, type: !19, scopeLine: 22, containingType: !6, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "depth", linkageName: "_ZN3shp12_GLOBAL__N_15depthE", scope: !26, file: !3, line: 108, type: !4, isLocal: true, isDefinition: true)
!26 = !DINamespace(scope: !2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "n", scope: !29, file: !3, line: 48, type: !4, isLocal: false, isDefinition: true)
!29 = distinct !DISubprogram(name: "uses", linkageName: "_ZN3shp4usesEv", scope: !2, file: !3, line: 48, type: !30, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !128)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!33 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !127, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !51, !63, !6, !81, !96, !109, !116}
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !2, file: !3, line: 12, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, vtableHolder: !35)
!36 = !{!37, !38, !39, !43, !46}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !35, file: !3, line: 13, baseType: !4, size: 32, offset: 64)
!39 = !DISubprogram(name: "Error", scope: !35, file: !3, line: 14, type: !40, scopeLine: 14, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !4}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DISubprogram(name: "~Error", scope: !35, file: !3, line: 15, type: !44, scopeLine: 15, containingType: !35, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !42}
!46 = !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 16, type: !47, scopeLine: 16, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!47 = !DISubroutineType(types: !48)
!48 = !{!4, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int>", scope: !2, file: !3, line: 83, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !52, templateParams: !61, identifier: "_ZTSN3shp3BoxIiEE")
!52 = !{!53, !54, !58}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !51, file: !3, line: 79, baseType: !4, size: 32)
!54 = !DISubprogram(name: "Box", scope: !51, file: !3, line: 80, type: !55, scopeLine: 80, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !57, !4}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!58 = !DISubprogram(name: "~Box", scope: !51, file: !3, line: 81, type: !59, scopeLine: 81, flags: DIFlagPrototyped, spFlags: 0)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !57}
!61 = !{!62}
!62 = !DITemplateTypeParameter(name: "T", type: !4)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !2, file: !3, line: 25, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !64, vtableHolder: !6)
!64 = !{!65, !66, !67, !68, !72, !75, !80}
!65 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !63, baseType: !6, extraData: i32 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !63, file: !3, line: 26, baseType: !4, size: 32, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !63, file: !3, line: 26, baseType: !4, size: 32, offset: 96)
!68 = !DISubprogram(name: "Rect", scope: !63, file: !3, line: 27, type: !69, scopeLine: 27, flags: DIFlagPrototyped, spFlags: 0)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !71, !4, !4}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!72 = !DISubprogram(name: "~Rect", scope: !63, file: !3, line: 28, type: !73, scopeLine: 28, containingType: !63, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !71}
!75 = !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !63, file: !3, line: 29, type: !76, scopeLine: 29, containingType: !63, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!76 = !DISubroutineType(types: !77)
!77 = !{!4, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!80 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !63, file: !3, line: 30, type: !76, scopeLine: 30, containingType: !63, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tri", scope: !2, file: !3, line: 32, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !82, vtableHolder: !6)
!82 = !{!83, !84, !85, !86, !90, !95}
!83 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !81, baseType: !6, extraData: i32 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !81, file: !3, line: 33, baseType: !4, size: 32, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !81, file: !3, line: 33, baseType: !4, size: 32, offset: 96)
!86 = !DISubprogram(name: "Tri", scope: !81, file: !3, line: 34, type: !87, scopeLine: 34, flags: DIFlagPrototyped, spFlags: 0)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !89, !4, !4}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!90 = !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !81, file: !3, line: 35, type: !91, scopeLine: 35, containingType: !81, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!91 = !DISubroutineType(types: !92)
!92 = !{!4, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!95 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !81, file: !3, line: 36, type: !91, scopeLine: 36, containingType: !81, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !2, file: !3, line: 38, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !97, vtableHolder: !6)
!97 = !{!98, !99, !100, !104}
!98 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !96, baseType: !6, extraData: i32 0)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !96, file: !3, line: 39, baseType: !4, size: 32, offset: 64)
!100 = !DISubprogram(name: "Circle", scope: !96, file: !3, line: 40, type: !101, scopeLine: 40, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !4}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!104 = !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !96, file: !3, line: 41, type: !105, scopeLine: 41, containingType: !96, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!105 = !DISubroutineType(types: !106)
!106 = !{!4, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Held", scope: !2, file: !3, line: 84, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !110, identifier: "_ZTSN3shp4HeldE")
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !109, baseType: !51, extraData: i32 0)
!112 = !DISubprogram(name: "Held", scope: !109, file: !3, line: 85, type: !113, scopeLine: 85, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115, !4}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", scope: !26, file: !3, line: 103, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !117)
!117 = !{!118, !120, !124}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !116, file: !3, line: 104, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!120 = !DISubprogram(name: "Guard", scope: !116, file: !3, line: 105, type: !121, scopeLine: 105, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123, !119}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!124 = !DISubprogram(name: "~Guard", scope: !116, file: !3, line: 106, type: !125, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !123}
!127 = !{!0, !27, !24}
!128 = !{}
!129 = !{i32 7, !"Dwarf Version", i32 5}
!130 = !{i32 2, !"Debug Info Version", i32 3}
!131 = !{i32 1, !"wchar_size", i32 4}
!132 = !{i32 7, !"PIC Level", i32 2}
!133 = !{i32 7, !"PIE Level", i32 2}
!134 = !{i32 7, !"uwtable", i32 1}
!135 = !{i32 7, !"frame-pointer", i32 2}
!136 = !{!"Debian clang version 14.0.6"}
!137 = distinct !DISubprogram(name: "Box", linkageName: "_ZN3shp3BoxIiEC2Ei", scope: !51, file: !3, line: 80, type: !55, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !54, retainedNodes: !128)
!138 = !DILocalVariable(name: "this", arg: 1, scope: !137, type: !139, flags: DIFlagArtificial | DIFlagObjectPointer)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!140 = !DILocation(line: 0, scope: !137)
!141 = !DILocalVariable(name: "x", arg: 2, scope: !137, file: !3, line: 80, type: !4)
!142 = !DILocation(line: 80, column: 20, scope: !137)
!143 = !DILocation(line: 80, column: 25, scope: !137)
!144 = !DILocation(line: 80, column: 27, scope: !137)
!145 = !DILocation(line: 80, column: 32, scope: !146)
!146 = distinct !DILexicalBlock(scope: !137, file: !3, line: 80, column: 30)
!147 = !DILocation(line: 80, column: 50, scope: !137)
!148 = distinct !DISubprogram(name: "~Box", linkageName: "_ZN3shp3BoxIiED2Ev", scope: !51, file: !3, line: 81, type: !59, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !58, retainedNodes: !128)
!149 = !DILocalVariable(name: "this", arg: 1, scope: !148, type: !139, flags: DIFlagArtificial | DIFlagObjectPointer)
!150 = !DILocation(line: 0, scope: !148)
!151 = !DILocation(line: 81, column: 14, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 81, column: 12)
!153 = !DILocation(line: 81, column: 32, scope: !148)
!154 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD2Ev", scope: !35, file: !3, line: 65, type: !44, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !128)
!155 = !DILocalVariable(name: "this", arg: 1, scope: !154, type: !156, flags: DIFlagArtificial | DIFlagObjectPointer)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!157 = !DILocation(line: 0, scope: !154)
!158 = !DILocation(line: 65, column: 18, scope: !154)
!159 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD0Ev", scope: !35, file: !3, line: 65, type: !44, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !128)
!160 = !DILocalVariable(name: "this", arg: 1, scope: !159, type: !156, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = !DILocation(line: 0, scope: !159)
!162 = !DILocation(line: 65, column: 17, scope: !159)
!163 = !DILocation(line: 65, column: 18, scope: !159)
!164 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD2Ev", scope: !6, file: !3, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !128)
!165 = !DILocalVariable(name: "this", arg: 1, scope: !164, type: !166, flags: DIFlagArtificial | DIFlagObjectPointer)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!167 = !DILocation(line: 0, scope: !164)
!168 = !DILocation(line: 66, column: 17, scope: !164)
!169 = !DILocation(line: 66, column: 19, scope: !170)
!170 = distinct !DILexicalBlock(scope: !164, file: !3, line: 66, column: 17)
!171 = !DILocation(line: 66, column: 30, scope: !164)
!172 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD0Ev", scope: !6, file: !3, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !128)
!173 = !DILocalVariable(name: "this", arg: 1, scope: !172, type: !166, flags: DIFlagArtificial | DIFlagObjectPointer)
!174 = !DILocation(line: 0, scope: !172)
!175 = !DILocation(line: 66, column: 17, scope: !172)
!176 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN3shp4RectC2Eii", scope: !63, file: !3, line: 68, type: !69, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !68, retainedNodes: !128)
!177 = !DILocalVariable(name: "this", arg: 1, scope: !176, type: !178, flags: DIFlagArtificial | DIFlagObjectPointer)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!179 = !DILocation(line: 0, scope: !176)
!180 = !DILocalVariable(name: "w_", arg: 2, scope: !176, file: !3, line: 68, type: !4)
!181 = !DILocation(line: 68, column: 16, scope: !176)
!182 = !DILocalVariable(name: "h_", arg: 3, scope: !176, file: !3, line: 68, type: !4)
!183 = !DILocation(line: 68, column: 24, scope: !176)
!184 = !DILocation(line: 68, column: 43, scope: !176)
!185 = !DILocation(line: 68, column: 7, scope: !176)
!186 = !DILocation(line: 68, column: 30, scope: !176)
!187 = !DILocation(line: 68, column: 32, scope: !176)
!188 = !DILocation(line: 68, column: 37, scope: !176)
!189 = !DILocation(line: 68, column: 39, scope: !176)
!190 = !DILocation(line: 68, column: 44, scope: !176)
!191 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN3shp5ShapeC2Ev", scope: !6, file: !3, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !13, retainedNodes: !128)
!192 = !DILocalVariable(name: "this", arg: 1, scope: !191, type: !166, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DILocation(line: 0, scope: !191)
!194 = !DILocation(line: 19, column: 13, scope: !191)
!195 = !DILocation(line: 19, column: 15, scope: !196)
!196 = distinct !DILexicalBlock(scope: !191, file: !3, line: 19, column: 13)
!197 = !DILocation(line: 19, column: 26, scope: !191)
!198 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD2Ev", scope: !63, file: !3, line: 69, type: !73, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !72, retainedNodes: !128)
!199 = !DILocalVariable(name: "this", arg: 1, scope: !198, type: !178, flags: DIFlagArtificial | DIFlagObjectPointer)
!200 = !DILocation(line: 0, scope: !198)
!201 = !DILocation(line: 69, column: 15, scope: !198)
!202 = !DILocation(line: 69, column: 21, scope: !203)
!203 = distinct !DILexicalBlock(scope: !198, file: !3, line: 69, column: 15)
!204 = !DILocation(line: 69, column: 23, scope: !203)
!205 = !DILocation(line: 69, column: 17, scope: !203)
!206 = !DILocation(line: 69, column: 19, scope: !203)
!207 = !DILocation(line: 69, column: 28, scope: !203)
!208 = !DILocation(line: 69, column: 28, scope: !198)
!209 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD0Ev", scope: !63, file: !3, line: 69, type: !73, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !72, retainedNodes: !128)
!210 = !DILocalVariable(name: "this", arg: 1, scope: !209, type: !178, flags: DIFlagArtificial | DIFlagObjectPointer)
!211 = !DILocation(line: 0, scope: !209)
!212 = !DILocation(line: 69, column: 15, scope: !209)
!213 = !DILocation(line: 69, column: 28, scope: !209)
!214 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !63, file: !3, line: 70, type: !76, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !75, retainedNodes: !128)
!215 = !DILocalVariable(name: "this", arg: 1, scope: !214, type: !216, flags: DIFlagArtificial | DIFlagObjectPointer)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!217 = !DILocation(line: 0, scope: !214)
!218 = !DILocation(line: 70, column: 33, scope: !214)
!219 = !DILocation(line: 70, column: 37, scope: !214)
!220 = !DILocation(line: 70, column: 35, scope: !214)
!221 = !DILocation(line: 70, column: 26, scope: !214)
!222 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !81, file: !3, line: 71, type: !91, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !90, retainedNodes: !128)
!223 = !DILocalVariable(name: "this", arg: 1, scope: !222, type: !224, flags: DIFlagArtificial | DIFlagObjectPointer)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!225 = !DILocation(line: 0, scope: !222)
!226 = !DILocation(line: 71, column: 32, scope: !222)
!227 = !DILocation(line: 71, column: 36, scope: !222)
!228 = !DILocation(line: 71, column: 34, scope: !222)
!229 = !DILocation(line: 71, column: 38, scope: !222)
!230 = !DILocation(line: 71, column: 25, scope: !222)
!231 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !96, file: !3, line: 72, type: !105, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !104, retainedNodes: !128)
!232 = !DILocalVariable(name: "this", arg: 1, scope: !231, type: !233, flags: DIFlagArtificial | DIFlagObjectPointer)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!234 = !DILocation(line: 0, scope: !231)
!235 = !DILocation(line: 72, column: 39, scope: !231)
!236 = !DILocation(line: 72, column: 37, scope: !231)
!237 = !DILocation(line: 72, column: 43, scope: !231)
!238 = !DILocation(line: 72, column: 41, scope: !231)
!239 = !DILocation(line: 72, column: 28, scope: !231)
!240 = distinct !DISubprogram(name: "total", linkageName: "_ZN3shp5totalEPKPKNS_5ShapeEi", scope: !2, file: !3, line: 91, type: !241, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !128)
!241 = !DISubroutineType(types: !242)
!242 = !{!4, !243, !4}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!246 = !DILocalVariable(name: "v", arg: 1, scope: !240, file: !3, line: 91, type: !243)
!247 = !DILocation(line: 91, column: 31, scope: !240)
!248 = !DILocalVariable(name: "n", arg: 2, scope: !240, file: !3, line: 91, type: !4)
!249 = !DILocation(line: 91, column: 38, scope: !240)
!250 = !DILocalVariable(name: "held", scope: !240, file: !3, line: 93, type: !109)
!251 = !DILocation(line: 93, column: 10, scope: !240)
!252 = !DILocation(line: 93, column: 15, scope: !240)
!253 = !DILocalVariable(name: "t", scope: !240, file: !3, line: 94, type: !4)
!254 = !DILocation(line: 94, column: 9, scope: !240)
!255 = !DILocation(line: 94, column: 13, scope: !240)
!256 = !DILocation(line: 94, column: 18, scope: !240)
!257 = !DILocalVariable(name: "i", scope: !258, file: !3, line: 95, type: !4)
!258 = distinct !DILexicalBlock(scope: !240, file: !3, line: 95, column: 5)
!259 = !DILocation(line: 95, column: 14, scope: !258)
!260 = !DILocation(line: 95, column: 10, scope: !258)
!261 = !DILocation(line: 95, column: 21, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !3, line: 95, column: 5)
!263 = !DILocation(line: 95, column: 25, scope: !262)
!264 = !DILocation(line: 95, column: 23, scope: !262)
!265 = !DILocation(line: 95, column: 5, scope: !258)
!266 = !DILocation(line: 96, column: 25, scope: !262)
!267 = !DILocation(line: 96, column: 27, scope: !262)
!268 = !DILocation(line: 96, column: 31, scope: !262)
!269 = !DILocation(line: 96, column: 14, scope: !262)
!270 = !DILocation(line: 96, column: 41, scope: !262)
!271 = !DILocation(line: 96, column: 43, scope: !262)
!272 = !DILocation(line: 96, column: 47, scope: !262)
!273 = !DILocation(line: 96, column: 39, scope: !262)
!274 = !DILocation(line: 96, column: 11, scope: !262)
!275 = !DILocation(line: 96, column: 9, scope: !262)
!276 = !DILocation(line: 95, column: 29, scope: !262)
!277 = !DILocation(line: 95, column: 5, scope: !262)
!278 = distinct !{!278, !265, !279, !280}
!279 = !DILocation(line: 96, column: 53, scope: !258)
!280 = !{!"llvm.loop.mustprogress"}
!281 = !DILocation(line: 98, column: 1, scope: !262)
!282 = !DILocation(line: 98, column: 1, scope: !240)
!283 = !DILocation(line: 97, column: 12, scope: !240)
!284 = !DILocation(line: 97, column: 16, scope: !240)
!285 = !DILocation(line: 97, column: 14, scope: !240)
!286 = distinct !DISubprogram(name: "Held", linkageName: "_ZN3shp4HeldC2Ei", scope: !109, file: !3, line: 85, type: !113, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !112, retainedNodes: !128)
!287 = !DILocalVariable(name: "this", arg: 1, scope: !286, type: !288, flags: DIFlagArtificial | DIFlagObjectPointer)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!289 = !DILocation(line: 0, scope: !286)
!290 = !DILocalVariable(name: "x", arg: 2, scope: !286, file: !3, line: 85, type: !4)
!291 = !DILocation(line: 85, column: 23, scope: !286)
!292 = !DILocation(line: 85, column: 40, scope: !286)
!293 = !DILocation(line: 85, column: 37, scope: !286)
!294 = !DILocation(line: 85, column: 28, scope: !286)
!295 = !DILocation(line: 85, column: 41, scope: !286)
!296 = distinct !DISubprogram(name: "clamp_area", linkageName: "_ZN3shpL10clamp_areaEi", scope: !2, file: !3, line: 88, type: !297, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !128)
!297 = !DISubroutineType(types: !298)
!298 = !{!4, !4}
!299 = !DILocalVariable(name: "a", arg: 1, scope: !296, file: !3, line: 88, type: !4)
!300 = !DILocation(line: 88, column: 27, scope: !296)
!301 = !DILocation(line: 88, column: 39, scope: !296)
!302 = !DILocation(line: 88, column: 41, scope: !296)
!303 = !DILocation(line: 88, column: 51, scope: !296)
!304 = !DILocation(line: 88, column: 32, scope: !296)
!305 = !DILocation(line: 48, column: 22, scope: !29)
!306 = !{!"branch_weights", i32 1, i32 1048575}
!307 = !DILocation(line: 48, column: 37, scope: !29)
!308 = !DILocation(line: 48, column: 52, scope: !29)
!309 = !DILocation(line: 48, column: 57, scope: !29)
!310 = distinct !DISubprogram(name: "~Held", linkageName: "_ZN3shp4HeldD2Ev", scope: !109, file: !3, line: 84, type: !311, scopeLine: 84, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !313, retainedNodes: !128)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !115}
!313 = !DISubprogram(name: "~Held", scope: !109, type: !311, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!314 = !DILocalVariable(name: "this", arg: 1, scope: !310, type: !288, flags: DIFlagArtificial | DIFlagObjectPointer)
!315 = !DILocation(line: 0, scope: !310)
!316 = !DILocation(line: 84, column: 8, scope: !317)
!317 = distinct !DILexicalBlock(scope: !310, file: !3, line: 84, column: 8)
!318 = !DILocation(line: 84, column: 8, scope: !310)
!319 = distinct !DISubprogram(name: "fail", linkageName: "_ZN3shp4failEi", scope: !2, file: !3, line: 100, type: !320, scopeLine: 100, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !128)
!320 = !DISubroutineType(types: !321)
!321 = !{null, !4}
!322 = !DILocalVariable(name: "code", arg: 1, scope: !319, file: !3, line: 100, type: !4)
!323 = !DILocation(line: 100, column: 15, scope: !319)
!324 = !DILocation(line: 100, column: 23, scope: !319)
!325 = !DILocation(line: 100, column: 35, scope: !319)
!326 = !DILocation(line: 100, column: 29, scope: !319)
!327 = !DILocation(line: 100, column: 42, scope: !319)
!328 = distinct !DISubprogram(name: "Error", linkageName: "_ZN3shp5ErrorC2Ei", scope: !35, file: !3, line: 14, type: !40, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !39, retainedNodes: !128)
!329 = !DILocalVariable(name: "this", arg: 1, scope: !328, type: !156, flags: DIFlagArtificial | DIFlagObjectPointer)
!330 = !DILocation(line: 0, scope: !328)
!331 = !DILocalVariable(name: "c", arg: 2, scope: !328, file: !3, line: 14, type: !4)
!332 = !DILocation(line: 14, column: 24, scope: !328)
!333 = !DILocation(line: 14, column: 37, scope: !328)
!334 = !DILocation(line: 14, column: 29, scope: !328)
!335 = !DILocation(line: 14, column: 34, scope: !328)
!336 = !DILocation(line: 14, column: 38, scope: !328)
!337 = distinct !DISubprogram(name: "checked_area", linkageName: "_ZN3shp12checked_areaERKNS_5ShapeE", scope: !2, file: !3, line: 111, type: !338, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !128)
!338 = !DISubroutineType(types: !339)
!339 = !{!4, !340}
!340 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!341 = !DILocalVariable(name: "s", arg: 1, scope: !337, file: !3, line: 111, type: !340)
!342 = !DILocation(line: 111, column: 31, scope: !337)
!343 = !DILocalVariable(name: "g", scope: !337, file: !3, line: 113, type: !116)
!344 = !DILocation(line: 113, column: 11, scope: !337)
!345 = !DILocalVariable(name: "a", scope: !337, file: !3, line: 114, type: !4)
!346 = !DILocation(line: 114, column: 9, scope: !337)
!347 = !DILocation(line: 114, column: 13, scope: !337)
!348 = !DILocation(line: 114, column: 15, scope: !337)
!349 = !DILocation(line: 115, column: 9, scope: !350)
!350 = distinct !DILexicalBlock(scope: !337, file: !3, line: 115, column: 9)
!351 = !DILocation(line: 115, column: 11, scope: !350)
!352 = !DILocation(line: 115, column: 9, scope: !337)
!353 = !DILocation(line: 116, column: 14, scope: !350)
!354 = !DILocation(line: 116, column: 9, scope: !350)
!355 = !DILocation(line: 118, column: 1, scope: !337)
!356 = !DILocation(line: 117, column: 12, scope: !337)
!357 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardC2EPi", scope: !116, file: !3, line: 105, type: !121, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !120, retainedNodes: !128)
!358 = !DILocalVariable(name: "this", arg: 1, scope: !357, type: !359, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!360 = !DILocation(line: 0, scope: !357)
!361 = !DILocalVariable(name: "q", arg: 2, scope: !357, file: !3, line: 105, type: !119)
!362 = !DILocation(line: 105, column: 25, scope: !357)
!363 = !DILocation(line: 105, column: 30, scope: !357)
!364 = !DILocation(line: 105, column: 32, scope: !357)
!365 = !DILocation(line: 105, column: 40, scope: !366)
!366 = distinct !DILexicalBlock(scope: !357, file: !3, line: 105, column: 35)
!367 = !DILocation(line: 105, column: 37, scope: !366)
!368 = !DILocation(line: 105, column: 43, scope: !357)
!369 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardD2Ev", scope: !116, file: !3, line: 106, type: !125, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !124, retainedNodes: !128)
!370 = !DILocalVariable(name: "this", arg: 1, scope: !369, type: !359, flags: DIFlagArtificial | DIFlagObjectPointer)
!371 = !DILocation(line: 0, scope: !369)
!372 = !DILocation(line: 106, column: 19, scope: !373)
!373 = distinct !DILexicalBlock(scope: !369, file: !3, line: 106, column: 14)
!374 = !DILocation(line: 106, column: 16, scope: !373)
!375 = !DILocation(line: 106, column: 22, scope: !369)
!376 = distinct !DISubprogram(name: "make_circle", linkageName: "_ZN3shp11make_circleEi", scope: !2, file: !3, line: 120, type: !377, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !128)
!377 = !DISubroutineType(types: !378)
!378 = !{!166, !4}
!379 = !DILocalVariable(name: "r", arg: 1, scope: !376, file: !3, line: 120, type: !4)
!380 = !DILocation(line: 120, column: 24, scope: !376)
!381 = !DILocalVariable(name: "c", scope: !376, file: !3, line: 122, type: !382)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!383 = !DILocation(line: 122, column: 13, scope: !376)
!384 = !DILocation(line: 122, column: 17, scope: !376)
!385 = !DILocation(line: 122, column: 28, scope: !376)
!386 = !DILocation(line: 122, column: 21, scope: !376)
!387 = !DILocation(line: 123, column: 24, scope: !376)
!388 = !DILocation(line: 123, column: 12, scope: !376)
!389 = !DILocation(line: 123, column: 29, scope: !376)
!390 = !DILocation(line: 123, column: 5, scope: !376)
!391 = !DILocation(line: 124, column: 1, scope: !376)
!392 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN3shp6CircleC2Ei", scope: !96, file: !3, line: 40, type: !101, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !100, retainedNodes: !128)
!393 = !DILocalVariable(name: "this", arg: 1, scope: !392, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!394 = !DILocation(line: 0, scope: !392)
!395 = !DILocalVariable(name: "r_", arg: 2, scope: !392, file: !3, line: 40, type: !4)
!396 = !DILocation(line: 40, column: 25, scope: !392)
!397 = !DILocation(line: 40, column: 37, scope: !392)
!398 = !DILocation(line: 40, column: 14, scope: !392)
!399 = !DILocation(line: 40, column: 31, scope: !392)
!400 = !DILocation(line: 40, column: 33, scope: !392)
!401 = !DILocation(line: 40, column: 38, scope: !392)
!402 = distinct !DISubprogram(name: "shape_debug", linkageName: "_ZN3shpL11shape_debugEPKNS_5ShapeE", scope: !2, file: !3, line: 89, type: !403, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !128)
!403 = !DISubroutineType(types: !404)
!404 = !{!4, !245}
!405 = !DILocalVariable(name: "s", arg: 1, scope: !402, file: !3, line: 89, type: !245)
!406 = !DILocation(line: 89, column: 37, scope: !402)
!407 = !DILocation(line: 89, column: 49, scope: !402)
!408 = !DILocation(line: 89, column: 52, scope: !402)
!409 = !DILocation(line: 89, column: 60, scope: !402)
!410 = !DILocation(line: 89, column: 42, scope: !402)
!411 = distinct !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 16, type: !47, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !46, retainedNodes: !128)
!412 = !DILocalVariable(name: "this", arg: 1, scope: !411, type: !413, flags: DIFlagArtificial | DIFlagObjectPointer)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!414 = !DILocation(line: 0, scope: !411)
!415 = !DILocation(line: 16, column: 39, scope: !411)
!416 = !DILocation(line: 16, column: 32, scope: !411)
!417 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 22, type: !19, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !23, retainedNodes: !128)
!418 = !DILocalVariable(name: "this", arg: 1, scope: !417, type: !245, flags: DIFlagArtificial | DIFlagObjectPointer)
!419 = !DILocation(line: 0, scope: !417)
!420 = !DILocation(line: 22, column: 33, scope: !417)
!421 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD2Ev", scope: !81, file: !3, line: 32, type: !422, scopeLine: 32, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !424, retainedNodes: !128)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !89}
!424 = !DISubprogram(name: "~Tri", scope: !81, type: !422, containingType: !81, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!425 = !DILocalVariable(name: "this", arg: 1, scope: !421, type: !426, flags: DIFlagArtificial | DIFlagObjectPointer)
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!427 = !DILocation(line: 0, scope: !421)
!428 = !DILocation(line: 32, column: 8, scope: !429)
!429 = distinct !DILexicalBlock(scope: !421, file: !3, line: 32, column: 8)
!430 = !DILocation(line: 32, column: 8, scope: !421)
!431 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD0Ev", scope: !81, file: !3, line: 32, type: !422, scopeLine: 32, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !424, retainedNodes: !128)
!432 = !DILocalVariable(name: "this", arg: 1, scope: !431, type: !426, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DILocation(line: 0, scope: !431)
!434 = !DILocation(line: 32, column: 8, scope: !431)
!435 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !81, file: !3, line: 36, type: !91, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !95, retainedNodes: !128)
!436 = !DILocalVariable(name: "this", arg: 1, scope: !435, type: !224, flags: DIFlagArtificial | DIFlagObjectPointer)
!437 = !DILocation(line: 0, scope: !435)
!438 = !DILocation(line: 36, column: 34, scope: !435)
!439 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD2Ev", scope: !96, file: !3, line: 38, type: !440, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !442, retainedNodes: !128)
!440 = !DISubroutineType(types: !441)
!441 = !{null, !103}
!442 = !DISubprogram(name: "~Circle", scope: !96, type: !440, containingType: !96, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!443 = !DILocalVariable(name: "this", arg: 1, scope: !439, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = !DILocation(line: 0, scope: !439)
!445 = !DILocation(line: 38, column: 8, scope: !446)
!446 = distinct !DILexicalBlock(scope: !439, file: !3, line: 38, column: 8)
!447 = !DILocation(line: 38, column: 8, scope: !439)
!448 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD0Ev", scope: !96, file: !3, line: 38, type: !440, scopeLine: 38, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !442, retainedNodes: !128)
!449 = !DILocalVariable(name: "this", arg: 1, scope: !448, type: !382, flags: DIFlagArtificial | DIFlagObjectPointer)
!450 = !DILocation(line: 0, scope: !448)
!451 = !DILocation(line: 38, column: 8, scope: !448)
!452 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !63, file: !3, line: 30, type: !76, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !80, retainedNodes: !128)
!453 = !DILocalVariable(name: "this", arg: 1, scope: !452, type: !216, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DILocation(line: 0, scope: !452)
!455 = !DILocation(line: 30, column: 34, scope: !452)
