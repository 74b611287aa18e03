; ModuleID = 'refs-cxx-shapes-o0g.bc'
source_filename = "src/refs-shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.shp::Error" = type <{ i32 (...)**, i32, [4 x i8] }>
%"struct.shp::Shape" = type { i32 (...)** }
%"struct.shp::Rect" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Tri" = type { %"struct.shp::Shape", i32, i32 }
%"struct.shp::Circle" = type <{ %"struct.shp::Shape", i32, [4 x i8] }>
%"struct.shp::(anonymous namespace)::Guard" = type { i32* }

$_ZN3shp5ShapeC2Ev = comdat any

$_ZN3shp4usesEv = comdat any

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

@_ZN3shp5ErrorD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Error"*), void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD2Ev
@_ZN3shp5ShapeD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Shape"*), void (%"struct.shp::Shape"*)* @_ZN3shp5ShapeD2Ev
@_ZN3shp4RectC1Eii = dso_local unnamed_addr alias void (%"struct.shp::Rect"*, i32, i32), void (%"struct.shp::Rect"*, i32, i32)* @_ZN3shp4RectC2Eii
@_ZN3shp4RectD1Ev = dso_local unnamed_addr alias void (%"struct.shp::Rect"*), void (%"struct.shp::Rect"*)* @_ZN3shp4RectD2Ev

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD2Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !118 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !119, metadata !DIExpression()), !dbg !121
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  ret void, !dbg !122
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ErrorD0Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 !dbg !123 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !124, metadata !DIExpression()), !dbg !125
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  call void @_ZN3shp5ErrorD1Ev(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !126
  %4 = bitcast %"struct.shp::Error"* %3 to i8*, !dbg !126
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !126
  ret void, !dbg !127
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !128 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !129, metadata !DIExpression()), !dbg !131
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (...)***, !dbg !132
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !132
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !133
  %6 = add nsw i32 %5, -1, !dbg !133
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !133
  ret void, !dbg !135
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp5ShapeD0Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !136 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !137, metadata !DIExpression()), !dbg !138
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  call void @llvm.trap() #11, !dbg !139
  unreachable, !dbg !139
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #3

; Function Attrs: noinline optnone uwtable
define dso_local void @_ZN3shp4RectC2Eii(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 align 2 !dbg !140 {
  %4 = alloca %"struct.shp::Rect"*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %4, metadata !141, metadata !DIExpression()), !dbg !143
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !144, metadata !DIExpression()), !dbg !145
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !146, metadata !DIExpression()), !dbg !147
  %7 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %4, align 8
  %8 = bitcast %"struct.shp::Rect"* %7 to %"struct.shp::Shape"*, !dbg !148
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %8), !dbg !149
  %9 = bitcast %"struct.shp::Rect"* %7 to i32 (...)***, !dbg !148
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8, !dbg !148
  %10 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %7, i32 0, i32 1, !dbg !150
  %11 = load i32, i32* %5, align 4, !dbg !151
  store i32 %11, i32* %10, align 8, !dbg !150
  %12 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %7, i32 0, i32 2, !dbg !152
  %13 = load i32, i32* %6, align 4, !dbg !153
  store i32 %13, i32* %12, align 4, !dbg !152
  ret void, !dbg !154
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 !dbg !155 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !156, metadata !DIExpression()), !dbg !157
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (...)***, !dbg !158
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp5ShapeE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !158
  %5 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !159
  %6 = add nsw i32 %5, 1, !dbg !159
  store i32 %6, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !159
  ret void, !dbg !161
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD2Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !162 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !163, metadata !DIExpression()), !dbg !164
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  %4 = bitcast %"struct.shp::Rect"* %3 to i32 (...)***, !dbg !165
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp4RectE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8, !dbg !165
  %5 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 2, !dbg !166
  store i32 0, i32* %5, align 4, !dbg !168
  %6 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 1, !dbg !169
  store i32 0, i32* %6, align 8, !dbg !170
  %7 = bitcast %"struct.shp::Rect"* %3 to %"struct.shp::Shape"*, !dbg !171
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %7) #9, !dbg !171
  ret void, !dbg !172
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @_ZN3shp4RectD0Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 !dbg !173 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !174, metadata !DIExpression()), !dbg !175
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  call void @_ZN3shp4RectD1Ev(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !176
  %4 = bitcast %"struct.shp::Rect"* %3 to i8*, !dbg !176
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !176
  ret void, !dbg !177
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp4Rect4areaEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 !dbg !178 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !179, metadata !DIExpression()), !dbg !181
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 1, !dbg !182
  %5 = load i32, i32* %4, align 8, !dbg !182
  %6 = getelementptr inbounds %"struct.shp::Rect", %"struct.shp::Rect"* %3, i32 0, i32 2, !dbg !183
  %7 = load i32, i32* %6, align 4, !dbg !183
  %8 = mul nsw i32 %5, %7, !dbg !184
  ret i32 %8, !dbg !185
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp3Tri4areaEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 !dbg !186 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !187, metadata !DIExpression()), !dbg !189
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %3, i32 0, i32 1, !dbg !190
  %5 = load i32, i32* %4, align 8, !dbg !190
  %6 = getelementptr inbounds %"struct.shp::Tri", %"struct.shp::Tri"* %3, i32 0, i32 2, !dbg !191
  %7 = load i32, i32* %6, align 4, !dbg !191
  %8 = mul nsw i32 %5, %7, !dbg !192
  %9 = sdiv i32 %8, 2, !dbg !193
  ret i32 %9, !dbg !194
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_ZNK3shp6Circle4areaEv(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 align 2 !dbg !195 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !196, metadata !DIExpression()), !dbg !198
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %3, i32 0, i32 1, !dbg !199
  %5 = load i32, i32* %4, align 8, !dbg !199
  %6 = mul nsw i32 3, %5, !dbg !200
  %7 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %3, i32 0, i32 1, !dbg !201
  %8 = load i32, i32* %7, align 8, !dbg !201
  %9 = mul nsw i32 %6, %8, !dbg !202
  ret i32 %9, !dbg !203
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp5totalEPKPKNS_5ShapeEi(%"struct.shp::Shape"** noundef %0, i32 noundef %1) #6 !dbg !204 {
  %3 = alloca %"struct.shp::Shape"**, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %"struct.shp::Shape"** %0, %"struct.shp::Shape"*** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"*** %3, metadata !210, metadata !DIExpression()), !dbg !211
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !212, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.declare(metadata i32* %5, metadata !214, metadata !DIExpression()), !dbg !215
  store i32 0, i32* %5, align 4, !dbg !215
  call void @llvm.dbg.declare(metadata i32* %6, metadata !216, metadata !DIExpression()), !dbg !218
  store i32 0, i32* %6, align 4, !dbg !218
  br label %7, !dbg !219

7:                                                ; preds = %36, %2
  %8 = load i32, i32* %6, align 4, !dbg !220
  %9 = load i32, i32* %4, align 4, !dbg !222
  %10 = icmp slt i32 %8, %9, !dbg !223
  br i1 %10, label %11, label %39, !dbg !224

11:                                               ; preds = %7
  %12 = load %"struct.shp::Shape"**, %"struct.shp::Shape"*** %3, align 8, !dbg !225
  %13 = load i32, i32* %6, align 4, !dbg !226
  %14 = sext i32 %13 to i64, !dbg !225
  %15 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %12, i64 %14, !dbg !225
  %16 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %15, align 8, !dbg !225
  %17 = bitcast %"struct.shp::Shape"* %16 to i32 (%"struct.shp::Shape"*)***, !dbg !227
  %18 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %17, align 8, !dbg !227
  %19 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %18, i64 2, !dbg !227
  %20 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %19, align 8, !dbg !227
  %21 = call noundef i32 %20(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %16), !dbg !227
  %22 = call noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %21), !dbg !228
  %23 = load %"struct.shp::Shape"**, %"struct.shp::Shape"*** %3, align 8, !dbg !229
  %24 = load i32, i32* %6, align 4, !dbg !230
  %25 = sext i32 %24 to i64, !dbg !229
  %26 = getelementptr inbounds %"struct.shp::Shape"*, %"struct.shp::Shape"** %23, i64 %25, !dbg !229
  %27 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %26, align 8, !dbg !229
  %28 = bitcast %"struct.shp::Shape"* %27 to i32 (%"struct.shp::Shape"*)***, !dbg !231
  %29 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %28, align 8, !dbg !231
  %30 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %29, i64 3, !dbg !231
  %31 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %30, align 8, !dbg !231
  %32 = call noundef i32 %31(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %27), !dbg !231
  %33 = add nsw i32 %22, %32, !dbg !232
  %34 = load i32, i32* %5, align 4, !dbg !233
  %35 = add nsw i32 %34, %33, !dbg !233
  store i32 %35, i32* %5, align 4, !dbg !233
  br label %36, !dbg !234

36:                                               ; preds = %11
  %37 = load i32, i32* %6, align 4, !dbg !235
  %38 = add nsw i32 %37, 1, !dbg !235
  store i32 %38, i32* %6, align 4, !dbg !235
  br label %7, !dbg !236, !llvm.loop !237

39:                                               ; preds = %7
  %40 = load i32, i32* %5, align 4, !dbg !240
  %41 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZN3shp4usesEv(), !dbg !241
  %42 = load i32, i32* %41, align 4, !dbg !241
  %43 = add nsw i32 %40, %42, !dbg !242
  ret i32 %43, !dbg !243
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZN3shpL10clamp_areaEi(i32 noundef %0) #5 !dbg !244 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !247, metadata !DIExpression()), !dbg !248
  %3 = load i32, i32* %2, align 4, !dbg !249
  %4 = icmp slt i32 %3, 0, !dbg !250
  br i1 %4, label %5, label %6, !dbg !249

5:                                                ; preds = %1
  br label %8, !dbg !249

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !251
  br label %8, !dbg !249

8:                                                ; preds = %6, %5
  %9 = phi i32 [ 0, %5 ], [ %7, %6 ], !dbg !249
  ret i32 %9, !dbg !252
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN3shp4usesEv() #5 comdat !dbg !29 {
  %1 = load atomic i8, i8* bitcast (i64* @_ZGVZN3shp4usesEvE1n to i8*) acquire, align 8, !dbg !253
  %2 = icmp eq i8 %1, 0, !dbg !253
  br i1 %2, label %3, label %9, !dbg !253, !prof !254

3:                                                ; preds = %0
  %4 = call i32 @__cxa_guard_acquire(i64* @_ZGVZN3shp4usesEvE1n) #9, !dbg !253
  %5 = icmp ne i32 %4, 0, !dbg !253
  br i1 %5, label %6, label %9, !dbg !253

6:                                                ; preds = %3
  %7 = load i32, i32* @_ZN3shp5Shape7createdE, align 4, !dbg !255
  %8 = add nsw i32 %7, 1, !dbg !256
  store i32 %8, i32* @_ZZN3shp4usesEvE1n, align 4, !dbg !253
  call void @__cxa_guard_release(i64* @_ZGVZN3shp4usesEvE1n) #9, !dbg !253
  br label %9, !dbg !253

9:                                                ; preds = %6, %3, %0
  ret i32* @_ZZN3shp4usesEvE1n, !dbg !257
}

; Function Attrs: mustprogress noinline noreturn optnone uwtable
define dso_local void @_ZN3shp4failEi(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !258 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !261, metadata !DIExpression()), !dbg !262
  %5 = call i8* @__cxa_allocate_exception(i64 16) #9, !dbg !263
  %6 = bitcast i8* %5 to %"struct.shp::Error"*, !dbg !263
  %7 = load i32, i32* %2, align 4, !dbg !264
  invoke void @_ZN3shp5ErrorC2Ei(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %6, i32 noundef %7)
          to label %8 unwind label %9, !dbg !265

8:                                                ; preds = %1
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTIN3shp5ErrorE to i8*), i8* bitcast (void (%"struct.shp::Error"*)* @_ZN3shp5ErrorD1Ev to i8*)) #12, !dbg !263
  unreachable, !dbg !263

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup, !dbg !266
  %11 = extractvalue { i8*, i32 } %10, 0, !dbg !266
  store i8* %11, i8** %3, align 8, !dbg !266
  %12 = extractvalue { i8*, i32 } %10, 1, !dbg !266
  store i32 %12, i32* %4, align 4, !dbg !266
  call void @__cxa_free_exception(i8* %5) #9, !dbg !263
  br label %13, !dbg !263

13:                                               ; preds = %9
  %14 = load i8*, i8** %3, align 8, !dbg !263
  %15 = load i32, i32* %4, align 4, !dbg !263
  %16 = insertvalue { i8*, i32 } undef, i8* %14, 0, !dbg !263
  %17 = insertvalue { i8*, i32 } %16, i32 %15, 1, !dbg !263
  resume { i8*, i32 } %17, !dbg !263
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp5ErrorC2Ei(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !267 {
  %3 = alloca %"struct.shp::Error"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %3, metadata !268, metadata !DIExpression()), !dbg !269
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !270, metadata !DIExpression()), !dbg !271
  %5 = load %"struct.shp::Error"*, %"struct.shp::Error"** %3, align 8
  %6 = bitcast %"struct.shp::Error"* %5 to i32 (...)***, !dbg !272
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN3shp5ErrorE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8, !dbg !272
  %7 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %5, i32 0, i32 1, !dbg !273
  %8 = load i32, i32* %4, align 4, !dbg !274
  store i32 %8, i32* %7, align 8, !dbg !273
  ret void, !dbg !275
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_ZN3shp12checked_areaERKNS_5ShapeE(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !276 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard", align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !280, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"* %3, metadata !282, metadata !DIExpression()), !dbg !283
  call void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3, i32* noundef @_ZN3shp12_GLOBAL__N_15depthE), !dbg !283
  call void @llvm.dbg.declare(metadata i32* %4, metadata !284, metadata !DIExpression()), !dbg !285
  %7 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8, !dbg !286
  %8 = bitcast %"struct.shp::Shape"* %7 to i32 (%"struct.shp::Shape"*)***, !dbg !287
  %9 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %8, align 8, !dbg !287
  %10 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %9, i64 2, !dbg !287
  %11 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %10, align 8, !dbg !287
  %12 = invoke noundef i32 %11(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %7)
          to label %13 unwind label %19, !dbg !287

13:                                               ; preds = %1
  store i32 %12, i32* %4, align 4, !dbg !285
  %14 = load i32, i32* %4, align 4, !dbg !288
  %15 = icmp sgt i32 %14, 1000, !dbg !290
  br i1 %15, label %16, label %23, !dbg !291

16:                                               ; preds = %13
  %17 = load i32, i32* %4, align 4, !dbg !292
  invoke void @_ZN3shp4failEi(i32 noundef %17) #12
          to label %18 unwind label %19, !dbg !293

18:                                               ; preds = %16
  unreachable, !dbg !293

19:                                               ; preds = %16, %1
  %20 = landingpad { i8*, i32 }
          cleanup, !dbg !294
  %21 = extractvalue { i8*, i32 } %20, 0, !dbg !294
  store i8* %21, i8** %5, align 8, !dbg !294
  %22 = extractvalue { i8*, i32 } %20, 1, !dbg !294
  store i32 %22, i32* %6, align 4, !dbg !294
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !294
  br label %25, !dbg !294

23:                                               ; preds = %13
  %24 = load i32, i32* %4, align 4, !dbg !295
  call void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %3) #9, !dbg !294
  ret i32 %24, !dbg !294

25:                                               ; preds = %19
  %26 = load i8*, i8** %5, align 8, !dbg !294
  %27 = load i32, i32* %6, align 4, !dbg !294
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !294
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !294
  resume { i8*, i32 } %29, !dbg !294
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardC2EPi(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %0, i32* noundef %1) unnamed_addr #0 align 2 !dbg !296 {
  %3 = alloca %"struct.shp::(anonymous namespace)::Guard"*, align 8
  %4 = alloca i32*, align 8
  store %"struct.shp::(anonymous namespace)::Guard"* %0, %"struct.shp::(anonymous namespace)::Guard"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"** %3, metadata !297, metadata !DIExpression()), !dbg !299
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !300, metadata !DIExpression()), !dbg !301
  %5 = load %"struct.shp::(anonymous namespace)::Guard"*, %"struct.shp::(anonymous namespace)::Guard"** %3, align 8
  %6 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %5, i32 0, i32 0, !dbg !302
  %7 = load i32*, i32** %4, align 8, !dbg !303
  store i32* %7, i32** %6, align 8, !dbg !302
  %8 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %5, i32 0, i32 0, !dbg !304
  %9 = load i32*, i32** %8, align 8, !dbg !304
  %10 = load i32, i32* %9, align 4, !dbg !306
  %11 = add nsw i32 %10, 1, !dbg !306
  store i32 %11, i32* %9, align 4, !dbg !306
  ret void, !dbg !307
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @_ZN3shp12_GLOBAL__N_15GuardD2Ev(%"struct.shp::(anonymous namespace)::Guard"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 align 2 !dbg !308 {
  %2 = alloca %"struct.shp::(anonymous namespace)::Guard"*, align 8
  store %"struct.shp::(anonymous namespace)::Guard"* %0, %"struct.shp::(anonymous namespace)::Guard"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::(anonymous namespace)::Guard"** %2, metadata !309, metadata !DIExpression()), !dbg !310
  %3 = load %"struct.shp::(anonymous namespace)::Guard"*, %"struct.shp::(anonymous namespace)::Guard"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::(anonymous namespace)::Guard", %"struct.shp::(anonymous namespace)::Guard"* %3, i32 0, i32 0, !dbg !311
  %5 = load i32*, i32** %4, align 8, !dbg !311
  %6 = load i32, i32* %5, align 4, !dbg !313
  %7 = add nsw i32 %6, -1, !dbg !313
  store i32 %7, i32* %5, align 4, !dbg !313
  ret void, !dbg !314
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef %"struct.shp::Shape"* @_ZN3shp11make_circleEi(i32 noundef %0) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !315 {
  %2 = alloca i32, align 4
  %3 = alloca %"struct.shp::Circle"*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !318, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %3, metadata !320, metadata !DIExpression()), !dbg !322
  %6 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #13, !dbg !323, !heapallocsite !84
  %7 = bitcast i8* %6 to %"struct.shp::Circle"*, !dbg !323
  %8 = load i32, i32* %2, align 4, !dbg !324
  invoke void @_ZN3shp6CircleC2Ei(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %7, i32 noundef %8)
          to label %9 unwind label %20, !dbg !325

9:                                                ; preds = %1
  store %"struct.shp::Circle"* %7, %"struct.shp::Circle"** %3, align 8, !dbg !322
  %10 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8, !dbg !326
  %11 = bitcast %"struct.shp::Circle"* %10 to %"struct.shp::Shape"*, !dbg !326
  %12 = call noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(%"struct.shp::Shape"* noundef %11), !dbg !327
  %13 = icmp ne i32 %12, 0, !dbg !327
  br i1 %13, label %14, label %16, !dbg !327

14:                                               ; preds = %9
  %15 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8, !dbg !328
  br label %17, !dbg !327

16:                                               ; preds = %9
  br label %17, !dbg !327

17:                                               ; preds = %16, %14
  %18 = phi %"struct.shp::Circle"* [ %15, %14 ], [ null, %16 ], !dbg !327
  %19 = bitcast %"struct.shp::Circle"* %18 to %"struct.shp::Shape"*, !dbg !327
  ret %"struct.shp::Shape"* %19, !dbg !329

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !330
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !330
  store i8* %22, i8** %4, align 8, !dbg !330
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !330
  store i32 %23, i32* %5, align 4, !dbg !330
  call void @_ZdlPv(i8* noundef %6) #10, !dbg !323
  br label %24, !dbg !323

24:                                               ; preds = %20
  %25 = load i8*, i8** %4, align 8, !dbg !323
  %26 = load i32, i32* %5, align 4, !dbg !323
  %27 = insertvalue { i8*, i32 } undef, i8* %25, 0, !dbg !323
  %28 = insertvalue { i8*, i32 } %27, i32 %26, 1, !dbg !323
  resume { i8*, i32 } %28, !dbg !323
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleC2Ei(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 !dbg !331 {
  %3 = alloca %"struct.shp::Circle"*, align 8
  %4 = alloca i32, align 4
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %3, metadata !332, metadata !DIExpression()), !dbg !333
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !334, metadata !DIExpression()), !dbg !335
  %5 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %3, align 8
  %6 = bitcast %"struct.shp::Circle"* %5 to %"struct.shp::Shape"*, !dbg !336
  call void @_ZN3shp5ShapeC2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %6), !dbg !337
  %7 = bitcast %"struct.shp::Circle"* %5 to i32 (...)***, !dbg !336
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTVN3shp6CircleE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8, !dbg !336
  %8 = getelementptr inbounds %"struct.shp::Circle", %"struct.shp::Circle"* %5, i32 0, i32 1, !dbg !338
  %9 = load i32, i32* %4, align 4, !dbg !339
  store i32 %9, i32* %8, align 8, !dbg !338
  ret void, !dbg !340
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZN3shpL11shape_debugEPKNS_5ShapeE(%"struct.shp::Shape"* noundef %0) #6 !dbg !341 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !344, metadata !DIExpression()), !dbg !345
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8, !dbg !346
  %4 = bitcast %"struct.shp::Shape"* %3 to i32 (%"struct.shp::Shape"*)***, !dbg !347
  %5 = load i32 (%"struct.shp::Shape"*)**, i32 (%"struct.shp::Shape"*)*** %4, align 8, !dbg !347
  %6 = getelementptr inbounds i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %5, i64 3, !dbg !347
  %7 = load i32 (%"struct.shp::Shape"*)*, i32 (%"struct.shp::Shape"*)** %6, align 8, !dbg !347
  %8 = call noundef i32 %7(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %3), !dbg !347
  %9 = mul nsw i32 %8, 100, !dbg !348
  ret i32 %9, !dbg !349
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Error4whatEv(%"struct.shp::Error"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 !dbg !350 {
  %2 = alloca %"struct.shp::Error"*, align 8
  store %"struct.shp::Error"* %0, %"struct.shp::Error"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Error"** %2, metadata !351, metadata !DIExpression()), !dbg !353
  %3 = load %"struct.shp::Error"*, %"struct.shp::Error"** %2, align 8
  %4 = getelementptr inbounds %"struct.shp::Error", %"struct.shp::Error"* %3, i32 0, i32 1, !dbg !354
  %5 = load i32, i32* %4, align 8, !dbg !354
  ret i32 %5, !dbg !355
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp5Shape5sidesEv(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 !dbg !356 {
  %2 = alloca %"struct.shp::Shape"*, align 8
  store %"struct.shp::Shape"* %0, %"struct.shp::Shape"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Shape"** %2, metadata !357, metadata !DIExpression()), !dbg !358
  %3 = load %"struct.shp::Shape"*, %"struct.shp::Shape"** %2, align 8
  ret i32 0, !dbg !359
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !360 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !364, metadata !DIExpression()), !dbg !366
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  %4 = bitcast %"struct.shp::Tri"* %3 to %"struct.shp::Shape"*, !dbg !367
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %4) #9, !dbg !367
  ret void, !dbg !369
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp3TriD0Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 !dbg !370 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !371, metadata !DIExpression()), !dbg !372
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  call void @_ZN3shp3TriD2Ev(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %3) #9, !dbg !373
  %4 = bitcast %"struct.shp::Tri"* %3 to i8*, !dbg !373
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !373
  ret void, !dbg !373
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp3Tri5sidesEv(%"struct.shp::Tri"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 !dbg !374 {
  %2 = alloca %"struct.shp::Tri"*, align 8
  store %"struct.shp::Tri"* %0, %"struct.shp::Tri"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Tri"** %2, metadata !375, metadata !DIExpression()), !dbg !376
  %3 = load %"struct.shp::Tri"*, %"struct.shp::Tri"** %2, align 8
  ret i32 3, !dbg !377
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD2Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !378 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !382, metadata !DIExpression()), !dbg !383
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  %4 = bitcast %"struct.shp::Circle"* %3 to %"struct.shp::Shape"*, !dbg !384
  call void @_ZN3shp5ShapeD2Ev(%"struct.shp::Shape"* noundef nonnull align 8 dereferenceable(8) %4) #9, !dbg !384
  ret void, !dbg !386
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3shp6CircleD0Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !387 {
  %2 = alloca %"struct.shp::Circle"*, align 8
  store %"struct.shp::Circle"* %0, %"struct.shp::Circle"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Circle"** %2, metadata !388, metadata !DIExpression()), !dbg !389
  %3 = load %"struct.shp::Circle"*, %"struct.shp::Circle"** %2, align 8
  call void @_ZN3shp6CircleD2Ev(%"struct.shp::Circle"* noundef nonnull align 8 dereferenceable(12) %3) #9, !dbg !390
  %4 = bitcast %"struct.shp::Circle"* %3 to i8*, !dbg !390
  call void @_ZdlPv(i8* noundef %4) #10, !dbg !390
  ret void, !dbg !390
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3shp4Rect5sidesEv(%"struct.shp::Rect"* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 !dbg !391 {
  %2 = alloca %"struct.shp::Rect"*, align 8
  store %"struct.shp::Rect"* %0, %"struct.shp::Rect"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.shp::Rect"** %2, metadata !392, metadata !DIExpression()), !dbg !393
  %3 = load %"struct.shp::Rect"*, %"struct.shp::Rect"** %2, align 8
  ret i32 4, !dbg !394
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
!llvm.module.flags = !{!110, !111, !112, !113, !114, !115, !116}
!llvm.ident = !{!117}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "created", linkageName: "_ZN3shp5Shape7createdE", scope: !2, file: !3, line: 62, type: !4, isLocal: false, isDefinition: true, declaration: !5)
!2 = !DINamespace(name: "shp", scope: null)
!3 = !DIFile(filename: "src/refs-shapes.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "027fe806b79c5c4cd38da12ba776654f")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_member, name: "created", scope: !6, file: !3, line: 22, baseType: !4, flags: DIFlagStaticMember)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !2, file: !3, line: 17, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, vtableHolder: !6)
!7 = !{!8, !5, !13, !17, !18, !23}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !11, size: 64)
!11 = !DISubroutineType(types: !12)
!12 = !{!4}
!13 = !DISubprogram(name: "Shape", scope: !6, file: !3, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: 0)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!17 = !DISubprogram(name: "~Shape", scope: !6, file: !3, line: 19, type: !14, scopeLine: 19, containingType: !6, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!18 = !DISubprogram(name: "area", linkageName: "_ZNK3shp5Shape4areaEv", scope: !6, file: !3, line: 20, type: !19, scopeLine: 20, containingType: !6, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual)
!19 = !DISubroutineType(types: !20)
!20 = !{!4, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!23 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 21, type: !19, scopeLine: 21, containingType: !6, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "depth", linkageName: "_ZN3shp12_GLOBAL__N_15depthE", scope: !26, file: !3, line: 92, type: !4, isLocal: true, isDefinition: true)
!26 = !DINamespace(scope: !2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "n", scope: !29, file: !3, line: 47, type: !4, isLocal: false, isDefinition: true)
!29 = distinct !DISubprogram(name: "uses", linkageName: "_ZN3shp4usesEv", scope: !2, file: !3, line: 47, type: !30, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !109)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!33 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !34, globals: !108, splitDebugInlining: false, nameTableKind: None)
!34 = !{!35, !51, !6, !69, !84, !97}
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !2, file: !3, line: 11, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, vtableHolder: !35)
!36 = !{!37, !38, !39, !43, !46}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Error", scope: !3, file: !3, baseType: !9, size: 64, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !35, file: !3, line: 12, baseType: !4, size: 32, offset: 64)
!39 = !DISubprogram(name: "Error", scope: !35, file: !3, line: 13, type: !40, scopeLine: 13, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !4}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DISubprogram(name: "~Error", scope: !35, file: !3, line: 14, type: !44, scopeLine: 14, containingType: !35, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !42}
!46 = !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 15, type: !47, scopeLine: 15, containingType: !35, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!47 = !DISubroutineType(types: !48)
!48 = !{!4, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !2, file: !3, line: 24, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !52, vtableHolder: !6)
!52 = !{!53, !54, !55, !56, !60, !63, !68}
!53 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !51, baseType: !6, extraData: i32 0)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !51, file: !3, line: 25, baseType: !4, size: 32, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !51, file: !3, line: 25, baseType: !4, size: 32, offset: 96)
!56 = !DISubprogram(name: "Rect", scope: !51, file: !3, line: 26, type: !57, scopeLine: 26, flags: DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !4, !4}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!60 = !DISubprogram(name: "~Rect", scope: !51, file: !3, line: 27, type: !61, scopeLine: 27, containingType: !51, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !59}
!63 = !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !51, file: !3, line: 28, type: !64, scopeLine: 28, containingType: !51, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!64 = !DISubroutineType(types: !65)
!65 = !{!4, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!68 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !51, file: !3, line: 29, type: !64, scopeLine: 29, containingType: !51, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tri", scope: !2, file: !3, line: 31, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !70, vtableHolder: !6)
!70 = !{!71, !72, !73, !74, !78, !83}
!71 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !69, baseType: !6, extraData: i32 0)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !69, file: !3, line: 32, baseType: !4, size: 32, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !69, file: !3, line: 32, baseType: !4, size: 32, offset: 96)
!74 = !DISubprogram(name: "Tri", scope: !69, file: !3, line: 33, type: !75, scopeLine: 33, flags: DIFlagPrototyped, spFlags: 0)
!75 = !DISubroutineType(types: !76)
!76 = !{null, !77, !4, !4}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !69, file: !3, line: 34, type: !79, scopeLine: 34, containingType: !69, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!79 = !DISubroutineType(types: !80)
!80 = !{!4, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!83 = !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !69, file: !3, line: 35, type: !79, scopeLine: 35, containingType: !69, virtualIndex: 3, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !2, file: !3, line: 37, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !85, vtableHolder: !6)
!85 = !{!86, !87, !88, !92}
!86 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !84, baseType: !6, extraData: i32 0)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !84, file: !3, line: 38, baseType: !4, size: 32, offset: 64)
!88 = !DISubprogram(name: "Circle", scope: !84, file: !3, line: 39, type: !89, scopeLine: 39, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91, !4}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !84, file: !3, line: 40, type: !93, scopeLine: 40, containingType: !84, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual)
!93 = !DISubroutineType(types: !94)
!94 = !{!4, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", scope: !26, file: !3, line: 87, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !98)
!98 = !{!99, !101, !105}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !97, file: !3, line: 88, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!101 = !DISubprogram(name: "Guard", scope: !97, file: !3, line: 89, type: !102, scopeLine: 89, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !100}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!105 = !DISubprogram(name: "~Guard", scope: !97, file: !3, line: 90, type: !106, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !104}
!108 = !{!0, !27, !24}
!109 = !{}
!110 = !{i32 7, !"Dwarf Version", i32 5}
!111 = !{i32 2, !"Debug Info Version", i32 3}
!112 = !{i32 1, !"wchar_size", i32 4}
!113 = !{i32 7, !"PIC Level", i32 2}
!114 = !{i32 7, !"PIE Level", i32 2}
!115 = !{i32 7, !"uwtable", i32 1}
!116 = !{i32 7, !"frame-pointer", i32 2}
!117 = !{!"Debian clang version 14.0.6"}
!118 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD2Ev", scope: !35, file: !3, line: 64, type: !44, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !109)
!119 = !DILocalVariable(name: "this", arg: 1, scope: !118, type: !120, flags: DIFlagArtificial | DIFlagObjectPointer)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!121 = !DILocation(line: 0, scope: !118)
!122 = !DILocation(line: 64, column: 18, scope: !118)
!123 = distinct !DISubprogram(name: "~Error", linkageName: "_ZN3shp5ErrorD0Ev", scope: !35, file: !3, line: 64, type: !44, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !43, retainedNodes: !109)
!124 = !DILocalVariable(name: "this", arg: 1, scope: !123, type: !120, flags: DIFlagArtificial | DIFlagObjectPointer)
!125 = !DILocation(line: 0, scope: !123)
!126 = !DILocation(line: 64, column: 17, scope: !123)
!127 = !DILocation(line: 64, column: 18, scope: !123)
!128 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD2Ev", scope: !6, file: !3, line: 65, type: !14, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !109)
!129 = !DILocalVariable(name: "this", arg: 1, scope: !128, type: !130, flags: DIFlagArtificial | DIFlagObjectPointer)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!131 = !DILocation(line: 0, scope: !128)
!132 = !DILocation(line: 65, column: 17, scope: !128)
!133 = !DILocation(line: 65, column: 19, scope: !134)
!134 = distinct !DILexicalBlock(scope: !128, file: !3, line: 65, column: 17)
!135 = !DILocation(line: 65, column: 30, scope: !128)
!136 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3shp5ShapeD0Ev", scope: !6, file: !3, line: 65, type: !14, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !17, retainedNodes: !109)
!137 = !DILocalVariable(name: "this", arg: 1, scope: !136, type: !130, flags: DIFlagArtificial | DIFlagObjectPointer)
!138 = !DILocation(line: 0, scope: !136)
!139 = !DILocation(line: 65, column: 17, scope: !136)
!140 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN3shp4RectC2Eii", scope: !51, file: !3, line: 67, type: !57, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !56, retainedNodes: !109)
!141 = !DILocalVariable(name: "this", arg: 1, scope: !140, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!143 = !DILocation(line: 0, scope: !140)
!144 = !DILocalVariable(name: "w_", arg: 2, scope: !140, file: !3, line: 67, type: !4)
!145 = !DILocation(line: 67, column: 16, scope: !140)
!146 = !DILocalVariable(name: "h_", arg: 3, scope: !140, file: !3, line: 67, type: !4)
!147 = !DILocation(line: 67, column: 24, scope: !140)
!148 = !DILocation(line: 67, column: 43, scope: !140)
!149 = !DILocation(line: 67, column: 7, scope: !140)
!150 = !DILocation(line: 67, column: 30, scope: !140)
!151 = !DILocation(line: 67, column: 32, scope: !140)
!152 = !DILocation(line: 67, column: 37, scope: !140)
!153 = !DILocation(line: 67, column: 39, scope: !140)
!154 = !DILocation(line: 67, column: 44, scope: !140)
!155 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN3shp5ShapeC2Ev", scope: !6, file: !3, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !13, retainedNodes: !109)
!156 = !DILocalVariable(name: "this", arg: 1, scope: !155, type: !130, flags: DIFlagArtificial | DIFlagObjectPointer)
!157 = !DILocation(line: 0, scope: !155)
!158 = !DILocation(line: 18, column: 13, scope: !155)
!159 = !DILocation(line: 18, column: 15, scope: !160)
!160 = distinct !DILexicalBlock(scope: !155, file: !3, line: 18, column: 13)
!161 = !DILocation(line: 18, column: 26, scope: !155)
!162 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD2Ev", scope: !51, file: !3, line: 68, type: !61, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !60, retainedNodes: !109)
!163 = !DILocalVariable(name: "this", arg: 1, scope: !162, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!164 = !DILocation(line: 0, scope: !162)
!165 = !DILocation(line: 68, column: 15, scope: !162)
!166 = !DILocation(line: 68, column: 21, scope: !167)
!167 = distinct !DILexicalBlock(scope: !162, file: !3, line: 68, column: 15)
!168 = !DILocation(line: 68, column: 23, scope: !167)
!169 = !DILocation(line: 68, column: 17, scope: !167)
!170 = !DILocation(line: 68, column: 19, scope: !167)
!171 = !DILocation(line: 68, column: 28, scope: !167)
!172 = !DILocation(line: 68, column: 28, scope: !162)
!173 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3shp4RectD0Ev", scope: !51, file: !3, line: 68, type: !61, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !60, retainedNodes: !109)
!174 = !DILocalVariable(name: "this", arg: 1, scope: !173, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DILocation(line: 0, scope: !173)
!176 = !DILocation(line: 68, column: 15, scope: !173)
!177 = !DILocation(line: 68, column: 28, scope: !173)
!178 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp4Rect4areaEv", scope: !51, file: !3, line: 69, type: !64, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !63, retainedNodes: !109)
!179 = !DILocalVariable(name: "this", arg: 1, scope: !178, type: !180, flags: DIFlagArtificial | DIFlagObjectPointer)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!181 = !DILocation(line: 0, scope: !178)
!182 = !DILocation(line: 69, column: 33, scope: !178)
!183 = !DILocation(line: 69, column: 37, scope: !178)
!184 = !DILocation(line: 69, column: 35, scope: !178)
!185 = !DILocation(line: 69, column: 26, scope: !178)
!186 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp3Tri4areaEv", scope: !69, file: !3, line: 70, type: !79, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !78, retainedNodes: !109)
!187 = !DILocalVariable(name: "this", arg: 1, scope: !186, type: !188, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!189 = !DILocation(line: 0, scope: !186)
!190 = !DILocation(line: 70, column: 32, scope: !186)
!191 = !DILocation(line: 70, column: 36, scope: !186)
!192 = !DILocation(line: 70, column: 34, scope: !186)
!193 = !DILocation(line: 70, column: 38, scope: !186)
!194 = !DILocation(line: 70, column: 25, scope: !186)
!195 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3shp6Circle4areaEv", scope: !84, file: !3, line: 71, type: !93, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !92, retainedNodes: !109)
!196 = !DILocalVariable(name: "this", arg: 1, scope: !195, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!198 = !DILocation(line: 0, scope: !195)
!199 = !DILocation(line: 71, column: 39, scope: !195)
!200 = !DILocation(line: 71, column: 37, scope: !195)
!201 = !DILocation(line: 71, column: 43, scope: !195)
!202 = !DILocation(line: 71, column: 41, scope: !195)
!203 = !DILocation(line: 71, column: 28, scope: !195)
!204 = distinct !DISubprogram(name: "total", linkageName: "_ZN3shp5totalEPKPKNS_5ShapeEi", scope: !2, file: !3, line: 76, type: !205, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !109)
!205 = !DISubroutineType(types: !206)
!206 = !{!4, !207, !4}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!210 = !DILocalVariable(name: "v", arg: 1, scope: !204, file: !3, line: 76, type: !207)
!211 = !DILocation(line: 76, column: 31, scope: !204)
!212 = !DILocalVariable(name: "n", arg: 2, scope: !204, file: !3, line: 76, type: !4)
!213 = !DILocation(line: 76, column: 38, scope: !204)
!214 = !DILocalVariable(name: "t", scope: !204, file: !3, line: 78, type: !4)
!215 = !DILocation(line: 78, column: 9, scope: !204)
!216 = !DILocalVariable(name: "i", scope: !217, file: !3, line: 79, type: !4)
!217 = distinct !DILexicalBlock(scope: !204, file: !3, line: 79, column: 5)
!218 = !DILocation(line: 79, column: 14, scope: !217)
!219 = !DILocation(line: 79, column: 10, scope: !217)
!220 = !DILocation(line: 79, column: 21, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !3, line: 79, column: 5)
!222 = !DILocation(line: 79, column: 25, scope: !221)
!223 = !DILocation(line: 79, column: 23, scope: !221)
!224 = !DILocation(line: 79, column: 5, scope: !217)
!225 = !DILocation(line: 80, column: 25, scope: !221)
!226 = !DILocation(line: 80, column: 27, scope: !221)
!227 = !DILocation(line: 80, column: 31, scope: !221)
!228 = !DILocation(line: 80, column: 14, scope: !221)
!229 = !DILocation(line: 80, column: 41, scope: !221)
!230 = !DILocation(line: 80, column: 43, scope: !221)
!231 = !DILocation(line: 80, column: 47, scope: !221)
!232 = !DILocation(line: 80, column: 39, scope: !221)
!233 = !DILocation(line: 80, column: 11, scope: !221)
!234 = !DILocation(line: 80, column: 9, scope: !221)
!235 = !DILocation(line: 79, column: 29, scope: !221)
!236 = !DILocation(line: 79, column: 5, scope: !221)
!237 = distinct !{!237, !224, !238, !239}
!238 = !DILocation(line: 80, column: 53, scope: !217)
!239 = !{!"llvm.loop.mustprogress"}
!240 = !DILocation(line: 81, column: 12, scope: !204)
!241 = !DILocation(line: 81, column: 16, scope: !204)
!242 = !DILocation(line: 81, column: 14, scope: !204)
!243 = !DILocation(line: 81, column: 5, scope: !204)
!244 = distinct !DISubprogram(name: "clamp_area", linkageName: "_ZN3shpL10clamp_areaEi", scope: !2, file: !3, line: 73, type: !245, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !109)
!245 = !DISubroutineType(types: !246)
!246 = !{!4, !4}
!247 = !DILocalVariable(name: "a", arg: 1, scope: !244, file: !3, line: 73, type: !4)
!248 = !DILocation(line: 73, column: 27, scope: !244)
!249 = !DILocation(line: 73, column: 39, scope: !244)
!250 = !DILocation(line: 73, column: 41, scope: !244)
!251 = !DILocation(line: 73, column: 51, scope: !244)
!252 = !DILocation(line: 73, column: 32, scope: !244)
!253 = !DILocation(line: 47, column: 22, scope: !29)
!254 = !{!"branch_weights", i32 1, i32 1048575}
!255 = !DILocation(line: 47, column: 37, scope: !29)
!256 = !DILocation(line: 47, column: 52, scope: !29)
!257 = !DILocation(line: 47, column: 57, scope: !29)
!258 = distinct !DISubprogram(name: "fail", linkageName: "_ZN3shp4failEi", scope: !2, file: !3, line: 84, type: !259, scopeLine: 84, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !109)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !4}
!261 = !DILocalVariable(name: "code", arg: 1, scope: !258, file: !3, line: 84, type: !4)
!262 = !DILocation(line: 84, column: 15, scope: !258)
!263 = !DILocation(line: 84, column: 23, scope: !258)
!264 = !DILocation(line: 84, column: 35, scope: !258)
!265 = !DILocation(line: 84, column: 29, scope: !258)
!266 = !DILocation(line: 84, column: 42, scope: !258)
!267 = distinct !DISubprogram(name: "Error", linkageName: "_ZN3shp5ErrorC2Ei", scope: !35, file: !3, line: 13, type: !40, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !39, retainedNodes: !109)
!268 = !DILocalVariable(name: "this", arg: 1, scope: !267, type: !120, flags: DIFlagArtificial | DIFlagObjectPointer)
!269 = !DILocation(line: 0, scope: !267)
!270 = !DILocalVariable(name: "c", arg: 2, scope: !267, file: !3, line: 13, type: !4)
!271 = !DILocation(line: 13, column: 24, scope: !267)
!272 = !DILocation(line: 13, column: 37, scope: !267)
!273 = !DILocation(line: 13, column: 29, scope: !267)
!274 = !DILocation(line: 13, column: 34, scope: !267)
!275 = !DILocation(line: 13, column: 38, scope: !267)
!276 = distinct !DISubprogram(name: "checked_area", linkageName: "_ZN3shp12checked_areaERKNS_5ShapeE", scope: !2, file: !3, line: 95, type: !277, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !109)
!277 = !DISubroutineType(types: !278)
!278 = !{!4, !279}
!279 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!280 = !DILocalVariable(name: "s", arg: 1, scope: !276, file: !3, line: 95, type: !279)
!281 = !DILocation(line: 95, column: 31, scope: !276)
!282 = !DILocalVariable(name: "g", scope: !276, file: !3, line: 97, type: !97)
!283 = !DILocation(line: 97, column: 11, scope: !276)
!284 = !DILocalVariable(name: "a", scope: !276, file: !3, line: 98, type: !4)
!285 = !DILocation(line: 98, column: 9, scope: !276)
!286 = !DILocation(line: 98, column: 13, scope: !276)
!287 = !DILocation(line: 98, column: 15, scope: !276)
!288 = !DILocation(line: 99, column: 9, scope: !289)
!289 = distinct !DILexicalBlock(scope: !276, file: !3, line: 99, column: 9)
!290 = !DILocation(line: 99, column: 11, scope: !289)
!291 = !DILocation(line: 99, column: 9, scope: !276)
!292 = !DILocation(line: 100, column: 14, scope: !289)
!293 = !DILocation(line: 100, column: 9, scope: !289)
!294 = !DILocation(line: 102, column: 1, scope: !276)
!295 = !DILocation(line: 101, column: 12, scope: !276)
!296 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardC2EPi", scope: !97, file: !3, line: 89, type: !102, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !101, retainedNodes: !109)
!297 = !DILocalVariable(name: "this", arg: 1, scope: !296, type: !298, flags: DIFlagArtificial | DIFlagObjectPointer)
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!299 = !DILocation(line: 0, scope: !296)
!300 = !DILocalVariable(name: "q", arg: 2, scope: !296, file: !3, line: 89, type: !100)
!301 = !DILocation(line: 89, column: 25, scope: !296)
!302 = !DILocation(line: 89, column: 30, scope: !296)
!303 = !DILocation(line: 89, column: 32, scope: !296)
!304 = !DILocation(line: 89, column: 40, scope: !305)
!305 = distinct !DILexicalBlock(scope: !296, file: !3, line: 89, column: 35)
!306 = !DILocation(line: 89, column: 37, scope: !305)
!307 = !DILocation(line: 89, column: 43, scope: !296)
!308 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN3shp12_GLOBAL__N_15GuardD2Ev", scope: !97, file: !3, line: 90, type: !106, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, declaration: !105, retainedNodes: !109)
!309 = !DILocalVariable(name: "this", arg: 1, scope: !308, type: !298, flags: DIFlagArtificial | DIFlagObjectPointer)
!310 = !DILocation(line: 0, scope: !308)
!311 = !DILocation(line: 90, column: 19, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !3, line: 90, column: 14)
!313 = !DILocation(line: 90, column: 16, scope: !312)
!314 = !DILocation(line: 90, column: 22, scope: !308)
!315 = distinct !DISubprogram(name: "make_circle", linkageName: "_ZN3shp11make_circleEi", scope: !2, file: !3, line: 104, type: !316, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !109)
!316 = !DISubroutineType(types: !317)
!317 = !{!130, !4}
!318 = !DILocalVariable(name: "r", arg: 1, scope: !315, file: !3, line: 104, type: !4)
!319 = !DILocation(line: 104, column: 24, scope: !315)
!320 = !DILocalVariable(name: "c", scope: !315, file: !3, line: 106, type: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!322 = !DILocation(line: 106, column: 13, scope: !315)
!323 = !DILocation(line: 106, column: 17, scope: !315)
!324 = !DILocation(line: 106, column: 28, scope: !315)
!325 = !DILocation(line: 106, column: 21, scope: !315)
!326 = !DILocation(line: 107, column: 24, scope: !315)
!327 = !DILocation(line: 107, column: 12, scope: !315)
!328 = !DILocation(line: 107, column: 29, scope: !315)
!329 = !DILocation(line: 107, column: 5, scope: !315)
!330 = !DILocation(line: 108, column: 1, scope: !315)
!331 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN3shp6CircleC2Ei", scope: !84, file: !3, line: 39, type: !89, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !88, retainedNodes: !109)
!332 = !DILocalVariable(name: "this", arg: 1, scope: !331, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DILocation(line: 0, scope: !331)
!334 = !DILocalVariable(name: "r_", arg: 2, scope: !331, file: !3, line: 39, type: !4)
!335 = !DILocation(line: 39, column: 25, scope: !331)
!336 = !DILocation(line: 39, column: 37, scope: !331)
!337 = !DILocation(line: 39, column: 14, scope: !331)
!338 = !DILocation(line: 39, column: 31, scope: !331)
!339 = !DILocation(line: 39, column: 33, scope: !331)
!340 = !DILocation(line: 39, column: 38, scope: !331)
!341 = distinct !DISubprogram(name: "shape_debug", linkageName: "_ZN3shpL11shape_debugEPKNS_5ShapeE", scope: !2, file: !3, line: 74, type: !342, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !109)
!342 = !DISubroutineType(types: !343)
!343 = !{!4, !209}
!344 = !DILocalVariable(name: "s", arg: 1, scope: !341, file: !3, line: 74, type: !209)
!345 = !DILocation(line: 74, column: 37, scope: !341)
!346 = !DILocation(line: 74, column: 49, scope: !341)
!347 = !DILocation(line: 74, column: 52, scope: !341)
!348 = !DILocation(line: 74, column: 60, scope: !341)
!349 = !DILocation(line: 74, column: 42, scope: !341)
!350 = distinct !DISubprogram(name: "what", linkageName: "_ZNK3shp5Error4whatEv", scope: !35, file: !3, line: 15, type: !47, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !46, retainedNodes: !109)
!351 = !DILocalVariable(name: "this", arg: 1, scope: !350, type: !352, flags: DIFlagArtificial | DIFlagObjectPointer)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!353 = !DILocation(line: 0, scope: !350)
!354 = !DILocation(line: 15, column: 39, scope: !350)
!355 = !DILocation(line: 15, column: 32, scope: !350)
!356 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp5Shape5sidesEv", scope: !6, file: !3, line: 21, type: !19, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !23, retainedNodes: !109)
!357 = !DILocalVariable(name: "this", arg: 1, scope: !356, type: !209, flags: DIFlagArtificial | DIFlagObjectPointer)
!358 = !DILocation(line: 0, scope: !356)
!359 = !DILocation(line: 21, column: 33, scope: !356)
!360 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD2Ev", scope: !69, file: !3, line: 31, type: !361, scopeLine: 31, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !363, retainedNodes: !109)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !77}
!363 = !DISubprogram(name: "~Tri", scope: !69, type: !361, containingType: !69, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!364 = !DILocalVariable(name: "this", arg: 1, scope: !360, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!366 = !DILocation(line: 0, scope: !360)
!367 = !DILocation(line: 31, column: 8, scope: !368)
!368 = distinct !DILexicalBlock(scope: !360, file: !3, line: 31, column: 8)
!369 = !DILocation(line: 31, column: 8, scope: !360)
!370 = distinct !DISubprogram(name: "~Tri", linkageName: "_ZN3shp3TriD0Ev", scope: !69, file: !3, line: 31, type: !361, scopeLine: 31, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !363, retainedNodes: !109)
!371 = !DILocalVariable(name: "this", arg: 1, scope: !370, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DILocation(line: 0, scope: !370)
!373 = !DILocation(line: 31, column: 8, scope: !370)
!374 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp3Tri5sidesEv", scope: !69, file: !3, line: 35, type: !79, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !83, retainedNodes: !109)
!375 = !DILocalVariable(name: "this", arg: 1, scope: !374, type: !188, flags: DIFlagArtificial | DIFlagObjectPointer)
!376 = !DILocation(line: 0, scope: !374)
!377 = !DILocation(line: 35, column: 34, scope: !374)
!378 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD2Ev", scope: !84, file: !3, line: 37, type: !379, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !381, retainedNodes: !109)
!379 = !DISubroutineType(types: !380)
!380 = !{null, !91}
!381 = !DISubprogram(name: "~Circle", scope: !84, type: !379, containingType: !84, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual)
!382 = !DILocalVariable(name: "this", arg: 1, scope: !378, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DILocation(line: 0, scope: !378)
!384 = !DILocation(line: 37, column: 8, scope: !385)
!385 = distinct !DILexicalBlock(scope: !378, file: !3, line: 37, column: 8)
!386 = !DILocation(line: 37, column: 8, scope: !378)
!387 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3shp6CircleD0Ev", scope: !84, file: !3, line: 37, type: !379, scopeLine: 37, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !381, retainedNodes: !109)
!388 = !DILocalVariable(name: "this", arg: 1, scope: !387, type: !321, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = !DILocation(line: 0, scope: !387)
!390 = !DILocation(line: 37, column: 8, scope: !387)
!391 = distinct !DISubprogram(name: "sides", linkageName: "_ZNK3shp4Rect5sidesEv", scope: !51, file: !3, line: 29, type: !64, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, declaration: !68, retainedNodes: !109)
!392 = !DILocalVariable(name: "this", arg: 1, scope: !391, type: !180, flags: DIFlagArtificial | DIFlagObjectPointer)
!393 = !DILocation(line: 0, scope: !391)
!394 = !DILocation(line: 29, column: 34, scope: !391)
