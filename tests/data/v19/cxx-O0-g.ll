; ModuleID = 'cxx-O0-g.bc'
source_filename = "src/insts.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.pair = type { i32, double }
%struct.Error = type { i32 }

$_ZTS5Error = comdat any

$_ZTI5Error = comdat any

@g_counter = dso_local global i32 0, align 4, !dbg !0
@table = dso_local global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !14
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !19
@_ZZ13computed_gotoE7targets = internal global [2 x ptr] [ptr blockaddress(@computed_goto, %one), ptr blockaddress(@computed_goto, %two)], align 16, !dbg !26
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) #0 !dbg !44 {
entry:
  %x.addr = alloca i32, align 4
  %y.addr = alloca i32, align 4
  %u.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %d = alloca i32, align 4
  %m = alloca i32, align 4
  %q = alloca i32, align 4
  %r = alloca i32, align 4
  %sh = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr %x.addr, !47, !DIExpression(), !48)
  store i32 %y, ptr %y.addr, align 4
    #dbg_declare(ptr %y.addr, !49, !DIExpression(), !50)
  store i32 %u, ptr %u.addr, align 4
    #dbg_declare(ptr %u.addr, !51, !DIExpression(), !52)
    #dbg_declare(ptr %s, !53, !DIExpression(), !54)
  %0 = load i32, ptr %x.addr, align 4, !dbg !55
  %1 = load i32, ptr %y.addr, align 4, !dbg !56
  %add = add nsw i32 %0, %1, !dbg !57
  store i32 %add, ptr %s, align 4, !dbg !54
    #dbg_declare(ptr %d, !58, !DIExpression(), !59)
  %2 = load i32, ptr %x.addr, align 4, !dbg !60
  %3 = load i32, ptr %y.addr, align 4, !dbg !61
  %sub = sub nsw i32 %2, %3, !dbg !62
  store i32 %sub, ptr %d, align 4, !dbg !59
    #dbg_declare(ptr %m, !63, !DIExpression(), !64)
  %4 = load i32, ptr %x.addr, align 4, !dbg !65
  %5 = load i32, ptr %y.addr, align 4, !dbg !66
  %mul = mul nsw i32 %4, %5, !dbg !67
  store i32 %mul, ptr %m, align 4, !dbg !64
    #dbg_declare(ptr %q, !68, !DIExpression(), !69)
  %6 = load i32, ptr %y.addr, align 4, !dbg !70
  %tobool = icmp ne i32 %6, 0, !dbg !70
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !70

cond.true:                                        ; preds = %entry
  %7 = load i32, ptr %x.addr, align 4, !dbg !71
  %8 = load i32, ptr %y.addr, align 4, !dbg !72
  %div = sdiv i32 %7, %8, !dbg !73
  br label %cond.end, !dbg !70

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !70

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %cond.false ], !dbg !70
  store i32 %cond, ptr %q, align 4, !dbg !69
    #dbg_declare(ptr %r, !74, !DIExpression(), !75)
  %9 = load i32, ptr %u.addr, align 4, !dbg !76
  %tobool1 = icmp ne i32 %9, 0, !dbg !76
  br i1 %tobool1, label %cond.true2, label %cond.false3, !dbg !76

cond.true2:                                       ; preds = %cond.end
  %10 = load i32, ptr %x.addr, align 4, !dbg !77
  %11 = load i32, ptr %u.addr, align 4, !dbg !78
  %rem = urem i32 %10, %11, !dbg !79
  br label %cond.end4, !dbg !76

cond.false3:                                      ; preds = %cond.end
  br label %cond.end4, !dbg !76

cond.end4:                                        ; preds = %cond.false3, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.false3 ], !dbg !76
  store i32 %cond5, ptr %r, align 4, !dbg !75
    #dbg_declare(ptr %sh, !80, !DIExpression(), !81)
  %12 = load i32, ptr %x.addr, align 4, !dbg !82
  %shl = shl i32 %12, 3, !dbg !83
  %13 = load i32, ptr %y.addr, align 4, !dbg !84
  %shr = ashr i32 %13, 1, !dbg !85
  %xor = xor i32 %shl, %shr, !dbg !86
  %14 = load i32, ptr %u.addr, align 4, !dbg !87
  %shr6 = lshr i32 %14, 2, !dbg !88
  %xor7 = xor i32 %xor, %shr6, !dbg !89
  store i32 %xor7, ptr %sh, align 4, !dbg !81
  %15 = load i32, ptr %s, align 4, !dbg !90
  %16 = load i32, ptr %d, align 4, !dbg !91
  %and = and i32 %15, %16, !dbg !92
  %17 = load i32, ptr %m, align 4, !dbg !93
  %or = or i32 %and, %17, !dbg !94
  %18 = load i32, ptr %q, align 4, !dbg !95
  %or8 = or i32 %or, %18, !dbg !96
  %19 = load i32, ptr %r, align 4, !dbg !97
  %or9 = or i32 %or8, %19, !dbg !98
  %20 = load i32, ptr %sh, align 4, !dbg !99
  %or10 = or i32 %or9, %20, !dbg !100
  ret i32 %or10, !dbg !101
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) #0 !dbg !102 {
entry:
  %a.addr = alloca double, align 8
  %b.addr = alloca float, align 4
  %n.addr = alloca i64, align 8
  %c = alloca double, align 8
  %f = alloca float, align 4
  %back = alloca i64, align 8
  store double %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !105, !DIExpression(), !106)
  store float %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !107, !DIExpression(), !108)
  store i64 %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !109, !DIExpression(), !110)
    #dbg_declare(ptr %c, !111, !DIExpression(), !112)
  %0 = load double, ptr %a.addr, align 8, !dbg !113
  %fneg = fneg double %0, !dbg !114
  %1 = load float, ptr %b.addr, align 4, !dbg !115
  %conv = fpext float %1 to double, !dbg !115
  %2 = load i64, ptr %n.addr, align 8, !dbg !116
  %conv1 = sitofp i64 %2 to double, !dbg !116
  %3 = call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !117
  store double %3, ptr %c, align 8, !dbg !112
    #dbg_declare(ptr %f, !118, !DIExpression(), !119)
  %4 = load double, ptr %c, align 8, !dbg !120
  %conv2 = fptrunc double %4 to float, !dbg !120
  store float %conv2, ptr %f, align 4, !dbg !119
    #dbg_declare(ptr %back, !121, !DIExpression(), !122)
  %5 = load double, ptr %c, align 8, !dbg !123
  %conv3 = fptosi double %5 to i64, !dbg !123
  store i64 %conv3, ptr %back, align 8, !dbg !122
  %6 = load double, ptr %c, align 8, !dbg !124
  %cmp = fcmp ogt double %6, 1.500000e+00, !dbg !125
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !124

cond.true:                                        ; preds = %entry
  %7 = load float, ptr %f, align 4, !dbg !126
  %conv4 = fpext float %7 to double, !dbg !126
  br label %cond.end, !dbg !124

cond.false:                                       ; preds = %entry
  %8 = load i64, ptr %back, align 8, !dbg !127
  %conv5 = sitofp i64 %8 to double, !dbg !127
  %div = fdiv double %conv5, 3.000000e+00, !dbg !128
  br label %cond.end, !dbg !124

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !124
  ret double %cond, !dbg !129
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @branches(i32 noundef %k) #0 !dbg !130 {
entry:
  %k.addr = alloca i32, align 4
  %acc = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %k, ptr %k.addr, align 4
    #dbg_declare(ptr %k.addr, !131, !DIExpression(), !132)
    #dbg_declare(ptr %acc, !133, !DIExpression(), !134)
  store i32 0, ptr %acc, align 4, !dbg !134
    #dbg_declare(ptr %i, !135, !DIExpression(), !137)
  store i32 0, ptr %i, align 4, !dbg !137
  br label %for.cond, !dbg !138

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !139
  %1 = load i32, ptr %k.addr, align 4, !dbg !141
  %cmp = icmp slt i32 %0, %1, !dbg !142
  br i1 %cmp, label %for.body, label %for.end, !dbg !143

for.body:                                         ; preds = %for.cond
  %2 = load i32, ptr %i, align 4, !dbg !144
  %rem = srem i32 %2, 5, !dbg !146
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !147

sw.bb:                                            ; preds = %for.body
  %3 = load i32, ptr %acc, align 4, !dbg !148
  %add = add nsw i32 %3, 3, !dbg !148
  store i32 %add, ptr %acc, align 4, !dbg !148
  br label %sw.epilog, !dbg !150

sw.bb1:                                           ; preds = %for.body
  %4 = load i32, ptr %i, align 4, !dbg !151
  %5 = load i32, ptr %acc, align 4, !dbg !152
  %xor = xor i32 %5, %4, !dbg !152
  store i32 %xor, ptr %acc, align 4, !dbg !152
  br label %sw.epilog, !dbg !153

sw.bb2:                                           ; preds = %for.body
  %6 = load i32, ptr %i, align 4, !dbg !154
  %and = and i32 %6, 15, !dbg !155
  %idxprom = sext i32 %and to i64, !dbg !156
  %arrayidx = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %idxprom, !dbg !156
  %7 = load i32, ptr %arrayidx, align 4, !dbg !156
  %8 = load i32, ptr %acc, align 4, !dbg !157
  %sub = sub nsw i32 %8, %7, !dbg !157
  store i32 %sub, ptr %acc, align 4, !dbg !157
  br label %sw.epilog, !dbg !158

sw.default:                                       ; preds = %for.body
  %9 = load i32, ptr %acc, align 4, !dbg !159
  %mul = mul nsw i32 %9, 2, !dbg !159
  store i32 %mul, ptr %acc, align 4, !dbg !159
  br label %sw.epilog, !dbg !160

sw.epilog:                                        ; preds = %sw.default, %sw.bb2, %sw.bb1, %sw.bb
  br label %for.inc, !dbg !161

for.inc:                                          ; preds = %sw.epilog
  %10 = load i32, ptr %i, align 4, !dbg !162
  %inc = add nsw i32 %10, 1, !dbg !162
  store i32 %inc, ptr %i, align 4, !dbg !162
  br label %for.cond, !dbg !163, !llvm.loop !164

for.end:                                          ; preds = %for.cond
  %11 = load i32, ptr %acc, align 4, !dbg !167
  %cmp3 = icmp sgt i32 %11, 100, !dbg !168
  br i1 %cmp3, label %cond.true, label %cond.false, !dbg !167

cond.true:                                        ; preds = %for.end
  %12 = load i32, ptr %acc, align 4, !dbg !169
  br label %cond.end, !dbg !167

cond.false:                                       ; preds = %for.end
  %13 = load i32, ptr %acc, align 4, !dbg !170
  %sub4 = sub nsw i32 0, %13, !dbg !171
  br label %cond.end, !dbg !167

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %12, %cond.true ], [ %sub4, %cond.false ], !dbg !167
  ret i32 %cond, !dbg !172
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) #0 !dbg !173 {
entry:
  %n.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !176, !DIExpression(), !177)
    #dbg_declare(ptr %ap, !178, !DIExpression(), !193)
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !194
  call void @llvm.va_start.p0(ptr %arraydecay), !dbg !194
    #dbg_declare(ptr %s, !195, !DIExpression(), !196)
  store i32 0, ptr %s, align 4, !dbg !196
    #dbg_declare(ptr %i, !197, !DIExpression(), !199)
  store i32 0, ptr %i, align 4, !dbg !199
  br label %for.cond, !dbg !200

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !201
  %1 = load i32, ptr %n.addr, align 4, !dbg !203
  %cmp = icmp slt i32 %0, %1, !dbg !204
  br i1 %cmp, label %for.body, label %for.end, !dbg !205

for.body:                                         ; preds = %for.cond
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !206
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 0, !dbg !206
  %gp_offset = load i32, ptr %gp_offset_p, align 16, !dbg !206
  %fits_in_gp = icmp ule i32 %gp_offset, 40, !dbg !206
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !206

vaarg.in_reg:                                     ; preds = %for.body
  %2 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 3, !dbg !206
  %reg_save_area = load ptr, ptr %2, align 16, !dbg !206
  %3 = getelementptr i8, ptr %reg_save_area, i32 %gp_offset, !dbg !206
  %4 = add i32 %gp_offset, 8, !dbg !206
  store i32 %4, ptr %gp_offset_p, align 16, !dbg !206
  br label %vaarg.end, !dbg !206

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 2, !dbg !206
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8, !dbg !206
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8, !dbg !206
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !206
  br label %vaarg.end, !dbg !206

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ], !dbg !206
  %5 = load i32, ptr %vaarg.addr, align 4, !dbg !206
  %6 = load i32, ptr %s, align 4, !dbg !207
  %add = add nsw i32 %6, %5, !dbg !207
  store i32 %add, ptr %s, align 4, !dbg !207
  br label %for.inc, !dbg !208

for.inc:                                          ; preds = %vaarg.end
  %7 = load i32, ptr %i, align 4, !dbg !209
  %inc = add nsw i32 %7, 1, !dbg !209
  store i32 %inc, ptr %i, align 4, !dbg !209
  br label %for.cond, !dbg !210, !llvm.loop !211

for.end:                                          ; preds = %for.cond
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !213
  call void @llvm.va_end.p0(ptr %arraydecay2), !dbg !213
  %8 = load i32, ptr %s, align 4, !dbg !214
  ret i32 %8, !dbg !215
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @calls(ptr noundef %s, ptr noundef %cb) #3 !dbg !216 {
entry:
  %s.addr = alloca ptr, align 8
  %cb.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %v = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
    #dbg_declare(ptr %s.addr, !221, !DIExpression(), !222)
  store ptr %cb, ptr %cb.addr, align 8
    #dbg_declare(ptr %cb.addr, !223, !DIExpression(), !224)
    #dbg_declare(ptr %n, !225, !DIExpression(), !226)
  %0 = load ptr, ptr %s.addr, align 8, !dbg !227
  %call = call i64 @strlen(ptr noundef %0) #9, !dbg !228
  %conv = trunc i64 %call to i32, !dbg !228
  store i32 %conv, ptr %n, align 4, !dbg !226
  %1 = load ptr, ptr %s.addr, align 8, !dbg !229
  %2 = load i32, ptr %n, align 4, !dbg !230
  %call1 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %1, i32 noundef %2), !dbg !231
    #dbg_declare(ptr %v, !232, !DIExpression(), !233)
  %3 = load ptr, ptr %cb.addr, align 8, !dbg !234
  %4 = load i32, ptr %n, align 4, !dbg !235
  %call2 = call noundef i32 %3(i32 noundef %4), !dbg !234
  %5 = load i32, ptr %n, align 4, !dbg !236
  %call3 = call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %5, i32 noundef 2, i32 noundef 1), !dbg !237
  %add = add nsw i32 %call2, %call3, !dbg !238
  store i32 %add, ptr %v, align 4, !dbg !233
  %6 = load i32, ptr %v, align 4, !dbg !239
  %cmp = icmp eq i32 %6, 42, !dbg !241
  br i1 %cmp, label %if.then, label %if.end, !dbg !242

if.then:                                          ; preds = %entry
  call void @llvm.trap(), !dbg !243
  br label %if.end, !dbg !243

if.end:                                           ; preds = %if.then, %entry
  %7 = load i32, ptr %v, align 4, !dbg !244
  ret i32 %7, !dbg !245
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %n) #0 !dbg !246 {
entry:
  %n.addr = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !247, !DIExpression(), !248)
  %0 = load i32, ptr %n.addr, align 4, !dbg !249
  %1 = zext i32 %0 to i64, !dbg !250
  %2 = call ptr @llvm.stacksave.p0(), !dbg !250
  store ptr %2, ptr %saved_stack, align 8, !dbg !250
  %vla = alloca i32, i64 %1, align 16, !dbg !250
  store i64 %1, ptr %__vla_expr0, align 8, !dbg !250
    #dbg_declare(ptr %__vla_expr0, !251, !DIExpression(), !253)
    #dbg_declare(ptr %vla, !254, !DIExpression(), !258)
    #dbg_declare(ptr %i, !259, !DIExpression(), !261)
  store i32 0, ptr %i, align 4, !dbg !261
  br label %for.cond, !dbg !262

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !263
  %4 = load i32, ptr %n.addr, align 4, !dbg !265
  %cmp = icmp slt i32 %3, %4, !dbg !266
  br i1 %cmp, label %for.body, label %for.end, !dbg !267

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4, !dbg !268
  %6 = load i32, ptr %i, align 4, !dbg !269
  %mul = mul nsw i32 %5, %6, !dbg !270
  %7 = load i32, ptr %i, align 4, !dbg !271
  %idxprom = sext i32 %7 to i64, !dbg !272
  %arrayidx = getelementptr inbounds i32, ptr %vla, i64 %idxprom, !dbg !272
  store i32 %mul, ptr %arrayidx, align 4, !dbg !273
  br label %for.inc, !dbg !272

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4, !dbg !274
  %inc = add nsw i32 %8, 1, !dbg !274
  store i32 %inc, ptr %i, align 4, !dbg !274
  br label %for.cond, !dbg !275, !llvm.loop !276

for.end:                                          ; preds = %for.cond
  %9 = load i32, ptr %n.addr, align 4, !dbg !278
  %div = sdiv i32 %9, 2, !dbg !279
  %idxprom1 = sext i32 %div to i64, !dbg !280
  %arrayidx2 = getelementptr inbounds i32, ptr %vla, i64 %idxprom1, !dbg !280
  %10 = load i32, ptr %arrayidx2, align 4, !dbg !280
  %11 = load ptr, ptr %saved_stack, align 8, !dbg !281
  call void @llvm.stackrestore.p0(ptr %11), !dbg !281
  ret i32 %10, !dbg !281
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @atomics(ptr noundef %p, i32 noundef %v) #0 !dbg !282 {
entry:
  %p.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  %old = alloca i32, align 4
  %.atomictmp = alloca i32, align 4
  %atomic-temp = alloca i32, align 4
  %expected = alloca i32, align 4
  %.atomictmp1 = alloca i32, align 4
  %cmpxchg.bool = alloca i8, align 1
  %.atomictmp2 = alloca i32, align 4
  %atomic-temp3 = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !286, !DIExpression(), !287)
  store i32 %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !288, !DIExpression(), !289)
    #dbg_declare(ptr %old, !290, !DIExpression(), !291)
  %0 = load ptr, ptr %p.addr, align 8, !dbg !292
  %1 = load i32, ptr %v.addr, align 4, !dbg !293
  store i32 %1, ptr %.atomictmp, align 4, !dbg !294
  %2 = load i32, ptr %.atomictmp, align 4, !dbg !294
  %3 = atomicrmw add ptr %0, i32 %2 seq_cst, align 4, !dbg !294
  store i32 %3, ptr %atomic-temp, align 4, !dbg !294
  %4 = load i32, ptr %atomic-temp, align 4, !dbg !294
  store i32 %4, ptr %old, align 4, !dbg !291
    #dbg_declare(ptr %expected, !295, !DIExpression(), !296)
  %5 = load i32, ptr %old, align 4, !dbg !297
  store i32 %5, ptr %expected, align 4, !dbg !296
  %6 = load ptr, ptr %p.addr, align 8, !dbg !298
  %7 = load i32, ptr %v.addr, align 4, !dbg !299
  store i32 %7, ptr %.atomictmp1, align 4, !dbg !300
  %8 = load i32, ptr %expected, align 4, !dbg !300
  %9 = load i32, ptr %.atomictmp1, align 4, !dbg !300
  %10 = cmpxchg ptr %6, i32 %8, i32 %9 acq_rel acquire, align 4, !dbg !300
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !300
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !300
  br i1 %12, label %cmpxchg.continue, label %cmpxchg.store_expected, !dbg !300

cmpxchg.store_expected:                           ; preds = %entry
  store i32 %11, ptr %expected, align 4, !dbg !300
  br label %cmpxchg.continue, !dbg !300

cmpxchg.continue:                                 ; preds = %cmpxchg.store_expected, %entry
  %storedv = zext i1 %12 to i8, !dbg !300
  store i8 %storedv, ptr %cmpxchg.bool, align 1, !dbg !300
  %13 = load i8, ptr %cmpxchg.bool, align 1, !dbg !300
  %loadedv = trunc i8 %13 to i1, !dbg !300
  fence seq_cst, !dbg !301
  %14 = load i32, ptr %expected, align 4, !dbg !302
  store i32 %14, ptr %.atomictmp2, align 4, !dbg !303
  %15 = load i32, ptr %.atomictmp2, align 4, !dbg !303
  store atomic i32 %15, ptr @g_counter release, align 4, !dbg !303
  %16 = load atomic i32, ptr @g_counter acquire, align 4, !dbg !304
  store i32 %16, ptr %atomic-temp3, align 4, !dbg !304
  %17 = load i32, ptr %atomic-temp3, align 4, !dbg !304
  ret i32 %17, !dbg !305
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) #7 !dbg !306 {
entry:
  %a.addr = alloca <4 x float>, align 16
  %b.addr = alloca <4 x float>, align 16
  %s.addr = alloca float, align 4
  %c = alloca <4 x float>, align 16
  %e = alloca float, align 4
  %d = alloca <4 x float>, align 16
  store <4 x float> %a, ptr %a.addr, align 16
    #dbg_declare(ptr %a.addr, !313, !DIExpression(), !314)
  store <4 x float> %b, ptr %b.addr, align 16
    #dbg_declare(ptr %b.addr, !315, !DIExpression(), !316)
  store float %s, ptr %s.addr, align 4
    #dbg_declare(ptr %s.addr, !317, !DIExpression(), !318)
    #dbg_declare(ptr %c, !319, !DIExpression(), !320)
  %0 = load <4 x float>, ptr %a.addr, align 16, !dbg !321
  %1 = load <4 x float>, ptr %b.addr, align 16, !dbg !322
  %mul = fmul <4 x float> %0, %1, !dbg !323
  store <4 x float> %mul, ptr %c, align 16, !dbg !320
  %2 = load float, ptr %s.addr, align 4, !dbg !324
  %3 = load <4 x float>, ptr %c, align 16, !dbg !325
  %vecins = insertelement <4 x float> %3, float %2, i32 2, !dbg !325
  store <4 x float> %vecins, ptr %c, align 16, !dbg !325
    #dbg_declare(ptr %e, !326, !DIExpression(), !327)
  %4 = load <4 x float>, ptr %c, align 16, !dbg !328
  %vecext = extractelement <4 x float> %4, i32 1, !dbg !328
  store float %vecext, ptr %e, align 4, !dbg !327
    #dbg_declare(ptr %d, !329, !DIExpression(), !330)
  %5 = load <4 x float>, ptr %c, align 16, !dbg !331
  %6 = load <4 x float>, ptr %a.addr, align 16, !dbg !332
  %shuffle = shufflevector <4 x float> %5, <4 x float> %6, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !333
  store <4 x float> %shuffle, ptr %d, align 16, !dbg !330
  %7 = load <4 x float>, ptr %d, align 16, !dbg !334
  %8 = load float, ptr %e, align 4, !dbg !335
  %splat.splatinsert = insertelement <4 x float> poison, float %8, i64 0, !dbg !335
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !335
  %add = fadd <4 x float> %7, %splat.splat, !dbg !336
  ret <4 x float> %add, !dbg !337
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) #0 !dbg !338 {
entry:
  %retval = alloca %struct.pair, align 8
  %a.addr = alloca i32, align 4
  %b.addr = alloca double, align 8
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !345, !DIExpression(), !346)
  store double %b, ptr %b.addr, align 8
    #dbg_declare(ptr %b.addr, !347, !DIExpression(), !348)
    #dbg_declare(ptr %retval, !349, !DIExpression(), !350)
  %a1 = getelementptr inbounds %struct.pair, ptr %retval, i32 0, i32 0, !dbg !351
  %0 = load i32, ptr %a.addr, align 4, !dbg !352
  store i32 %0, ptr %a1, align 8, !dbg !351
  %b2 = getelementptr inbounds %struct.pair, ptr %retval, i32 0, i32 1, !dbg !351
  %1 = load double, ptr %b.addr, align 8, !dbg !353
  store double %1, ptr %b2, align 8, !dbg !351
  %2 = load { i32, double }, ptr %retval, align 8, !dbg !354
  ret { i32, double } %2, !dbg !354
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @computed_goto(i32 noundef %i) #0 !dbg !28 {
entry:
  %retval = alloca i32, align 4
  %i.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !355, !DIExpression(), !356)
  %0 = load i32, ptr %i.addr, align 4, !dbg !357
  %and = and i32 %0, 1, !dbg !358
  %idxprom = sext i32 %and to i64, !dbg !359
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @_ZZ13computed_gotoE7targets, i64 0, i64 %idxprom, !dbg !359
  %1 = load ptr, ptr %arrayidx, align 8, !dbg !359
  br label %indirectgoto, !dbg !360

one:                                              ; preds = %indirectgoto
    #dbg_label(!361, !362)
  store i32 1, ptr %retval, align 4, !dbg !363
  br label %return, !dbg !363

two:                                              ; preds = %indirectgoto
    #dbg_label(!364, !365)
  store i32 2, ptr %retval, align 4, !dbg !366
  br label %return, !dbg !366

return:                                           ; preds = %two, %one
  %2 = load i32, ptr %retval, align 4, !dbg !367
  ret i32 %2, !dbg !367

indirectgoto:                                     ; preds = %entry
  %indirect.goto.dest = phi ptr [ %1, %entry ]
  indirectbr ptr %indirect.goto.dest, [label %one, label %two]
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) #3 personality ptr @__gxx_personality_v0 !dbg !368 {
entry:
  %retval = alloca i32, align 4
  %x.addr = alloca i32, align 4
  %exn.slot = alloca ptr, align 8
  %ehselector.slot = alloca i32, align 4
  %e = alloca ptr, align 8
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr %x.addr, !369, !DIExpression(), !370)
  %0 = load i32, ptr %x.addr, align 4, !dbg !371
  %call = invoke noundef i32 @_ZL9may_throwi(i32 noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !373

invoke.cont:                                      ; preds = %entry
  %1 = load i32, ptr %x.addr, align 4, !dbg !374
  %add = add nsw i32 %1, 1, !dbg !375
  %call2 = invoke noundef i32 @_ZL9may_throwi(i32 noundef %add)
          to label %invoke.cont1 unwind label %lpad, !dbg !376

invoke.cont1:                                     ; preds = %invoke.cont
  %add3 = add nsw i32 %call, %call2, !dbg !377
  store i32 %add3, ptr %retval, align 4, !dbg !378
  br label %return, !dbg !378

lpad:                                             ; preds = %invoke.cont, %entry
  %2 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !379
  %3 = extractvalue { ptr, i32 } %2, 0, !dbg !379
  store ptr %3, ptr %exn.slot, align 8, !dbg !379
  %4 = extractvalue { ptr, i32 } %2, 1, !dbg !379
  store i32 %4, ptr %ehselector.slot, align 4, !dbg !379
  br label %catch.dispatch, !dbg !379

catch.dispatch:                                   ; preds = %lpad
  %sel = load i32, ptr %ehselector.slot, align 4, !dbg !380
  %5 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #10, !dbg !380
  %matches = icmp eq i32 %sel, %5, !dbg !380
  br i1 %matches, label %catch, label %eh.resume, !dbg !380

catch:                                            ; preds = %catch.dispatch
    #dbg_declare(ptr %e, !381, !DIExpression(), !384)
  %exn = load ptr, ptr %exn.slot, align 8, !dbg !380
  %6 = call ptr @__cxa_begin_catch(ptr %exn) #10, !dbg !380
  store ptr %6, ptr %e, align 8, !dbg !380
  %7 = load ptr, ptr %e, align 8, !dbg !385
  %code = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 0, !dbg !387
  %8 = load i32, ptr %code, align 4, !dbg !387
  store i32 %8, ptr %retval, align 4, !dbg !388
  call void @__cxa_end_catch(), !dbg !389
  br label %return

try.cont:                                         ; No predecessors!
  call void @llvm.trap(), !dbg !389
  unreachable, !dbg !389

return:                                           ; preds = %catch, %invoke.cont1
  %9 = load i32, ptr %retval, align 4, !dbg !390
  ret i32 %9, !dbg !390

eh.resume:                                        ; preds = %catch.dispatch
  %exn4 = load ptr, ptr %exn.slot, align 8, !dbg !380
  %sel5 = load i32, ptr %ehselector.slot, align 4, !dbg !380
  %lpad.val = insertvalue { ptr, i32 } poison, ptr %exn4, 0, !dbg !380
  %lpad.val6 = insertvalue { ptr, i32 } %lpad.val, i32 %sel5, 1, !dbg !380
  resume { ptr, i32 } %lpad.val6, !dbg !380
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9may_throwi(i32 noundef %x) #3 !dbg !391 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr %x.addr, !392, !DIExpression(), !393)
  %0 = load i32, ptr %x.addr, align 4, !dbg !394
  %cmp = icmp slt i32 %0, 0, !dbg !396
  br i1 %cmp, label %if.then, label %if.end, !dbg !397

if.then:                                          ; preds = %entry
  %exception = call ptr @__cxa_allocate_exception(i64 4) #10, !dbg !398
  %code = getelementptr inbounds %struct.Error, ptr %exception, i32 0, i32 0, !dbg !399
  %1 = load i32, ptr %x.addr, align 4, !dbg !400
  store i32 %1, ptr %code, align 16, !dbg !399
  call void @__cxa_throw(ptr %exception, ptr @_ZTI5Error, ptr null) #11, !dbg !398
  unreachable, !dbg !398

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %x.addr, align 4, !dbg !401
  %mul = mul nsw i32 %2, 2, !dbg !402
  ret i32 %mul, !dbg !403
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind memory(none) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_counter", scope: !2, file: !3, line: 13, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/insts.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "3bc2f4acadea2ae1fda3b6198b50eeb8")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Error", file: !3, line: 113, size: 32, flags: DIFlagTypePassByValue, elements: !11, identifier: "_ZTS5Error")
!11 = !{!12}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !10, file: !3, line: 113, baseType: !6, size: 32)
!13 = !{!0, !14, !19, !26}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !16, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 56, elements: !24)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "targets", scope: !28, file: !3, line: 104, type: !32, isLocal: true, isDefinition: true)
!28 = distinct !DISubprogram(name: "computed_goto", scope: !3, file: !3, line: 102, type: !29, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!6, !6}
!31 = !{}
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 128, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "arith", scope: !3, file: !3, line: 16, type: !45, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!45 = !DISubroutineType(types: !46)
!46 = !{!6, !6, !6, !5}
!47 = !DILocalVariable(name: "x", arg: 1, scope: !44, file: !3, line: 16, type: !6)
!48 = !DILocation(line: 16, column: 15, scope: !44)
!49 = !DILocalVariable(name: "y", arg: 2, scope: !44, file: !3, line: 16, type: !6)
!50 = !DILocation(line: 16, column: 22, scope: !44)
!51 = !DILocalVariable(name: "u", arg: 3, scope: !44, file: !3, line: 16, type: !5)
!52 = !DILocation(line: 16, column: 34, scope: !44)
!53 = !DILocalVariable(name: "s", scope: !44, file: !3, line: 18, type: !6)
!54 = !DILocation(line: 18, column: 9, scope: !44)
!55 = !DILocation(line: 18, column: 13, scope: !44)
!56 = !DILocation(line: 18, column: 17, scope: !44)
!57 = !DILocation(line: 18, column: 15, scope: !44)
!58 = !DILocalVariable(name: "d", scope: !44, file: !3, line: 18, type: !6)
!59 = !DILocation(line: 18, column: 20, scope: !44)
!60 = !DILocation(line: 18, column: 24, scope: !44)
!61 = !DILocation(line: 18, column: 28, scope: !44)
!62 = !DILocation(line: 18, column: 26, scope: !44)
!63 = !DILocalVariable(name: "m", scope: !44, file: !3, line: 18, type: !6)
!64 = !DILocation(line: 18, column: 31, scope: !44)
!65 = !DILocation(line: 18, column: 35, scope: !44)
!66 = !DILocation(line: 18, column: 39, scope: !44)
!67 = !DILocation(line: 18, column: 37, scope: !44)
!68 = !DILocalVariable(name: "q", scope: !44, file: !3, line: 19, type: !6)
!69 = !DILocation(line: 19, column: 9, scope: !44)
!70 = !DILocation(line: 19, column: 13, scope: !44)
!71 = !DILocation(line: 19, column: 17, scope: !44)
!72 = !DILocation(line: 19, column: 21, scope: !44)
!73 = !DILocation(line: 19, column: 19, scope: !44)
!74 = !DILocalVariable(name: "r", scope: !44, file: !3, line: 20, type: !5)
!75 = !DILocation(line: 20, column: 14, scope: !44)
!76 = !DILocation(line: 20, column: 18, scope: !44)
!77 = !DILocation(line: 20, column: 32, scope: !44)
!78 = !DILocation(line: 20, column: 36, scope: !44)
!79 = !DILocation(line: 20, column: 34, scope: !44)
!80 = !DILocalVariable(name: "sh", scope: !44, file: !3, line: 21, type: !6)
!81 = !DILocation(line: 21, column: 9, scope: !44)
!82 = !DILocation(line: 21, column: 15, scope: !44)
!83 = !DILocation(line: 21, column: 17, scope: !44)
!84 = !DILocation(line: 21, column: 26, scope: !44)
!85 = !DILocation(line: 21, column: 28, scope: !44)
!86 = !DILocation(line: 21, column: 23, scope: !44)
!87 = !DILocation(line: 21, column: 42, scope: !44)
!88 = !DILocation(line: 21, column: 44, scope: !44)
!89 = !DILocation(line: 21, column: 34, scope: !44)
!90 = !DILocation(line: 22, column: 13, scope: !44)
!91 = !DILocation(line: 22, column: 17, scope: !44)
!92 = !DILocation(line: 22, column: 15, scope: !44)
!93 = !DILocation(line: 22, column: 22, scope: !44)
!94 = !DILocation(line: 22, column: 20, scope: !44)
!95 = !DILocation(line: 22, column: 26, scope: !44)
!96 = !DILocation(line: 22, column: 24, scope: !44)
!97 = !DILocation(line: 22, column: 35, scope: !44)
!98 = !DILocation(line: 22, column: 28, scope: !44)
!99 = !DILocation(line: 22, column: 39, scope: !44)
!100 = !DILocation(line: 22, column: 37, scope: !44)
!101 = !DILocation(line: 22, column: 5, scope: !44)
!102 = distinct !DISubprogram(name: "fp", scope: !3, file: !3, line: 25, type: !103, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!103 = !DISubroutineType(types: !104)
!104 = !{!7, !7, !8, !9}
!105 = !DILocalVariable(name: "a", arg: 1, scope: !102, file: !3, line: 25, type: !7)
!106 = !DILocation(line: 25, column: 18, scope: !102)
!107 = !DILocalVariable(name: "b", arg: 2, scope: !102, file: !3, line: 25, type: !8)
!108 = !DILocation(line: 25, column: 27, scope: !102)
!109 = !DILocalVariable(name: "n", arg: 3, scope: !102, file: !3, line: 25, type: !9)
!110 = !DILocation(line: 25, column: 35, scope: !102)
!111 = !DILocalVariable(name: "c", scope: !102, file: !3, line: 27, type: !7)
!112 = !DILocation(line: 27, column: 12, scope: !102)
!113 = !DILocation(line: 27, column: 17, scope: !102)
!114 = !DILocation(line: 27, column: 16, scope: !102)
!115 = !DILocation(line: 27, column: 29, scope: !102)
!116 = !DILocation(line: 27, column: 41, scope: !102)
!117 = !DILocation(line: 27, column: 31, scope: !102)
!118 = !DILocalVariable(name: "f", scope: !102, file: !3, line: 28, type: !8)
!119 = !DILocation(line: 28, column: 11, scope: !102)
!120 = !DILocation(line: 28, column: 22, scope: !102)
!121 = !DILocalVariable(name: "back", scope: !102, file: !3, line: 29, type: !9)
!122 = !DILocation(line: 29, column: 10, scope: !102)
!123 = !DILocation(line: 29, column: 23, scope: !102)
!124 = !DILocation(line: 30, column: 12, scope: !102)
!125 = !DILocation(line: 30, column: 14, scope: !102)
!126 = !DILocation(line: 30, column: 22, scope: !102)
!127 = !DILocation(line: 30, column: 34, scope: !102)
!128 = !DILocation(line: 30, column: 39, scope: !102)
!129 = !DILocation(line: 30, column: 5, scope: !102)
!130 = distinct !DISubprogram(name: "branches", scope: !3, file: !3, line: 33, type: !29, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!131 = !DILocalVariable(name: "k", arg: 1, scope: !130, file: !3, line: 33, type: !6)
!132 = !DILocation(line: 33, column: 18, scope: !130)
!133 = !DILocalVariable(name: "acc", scope: !130, file: !3, line: 35, type: !6)
!134 = !DILocation(line: 35, column: 9, scope: !130)
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 36, type: !6)
!136 = distinct !DILexicalBlock(scope: !130, file: !3, line: 36, column: 5)
!137 = !DILocation(line: 36, column: 14, scope: !136)
!138 = !DILocation(line: 36, column: 10, scope: !136)
!139 = !DILocation(line: 36, column: 21, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 36, column: 5)
!141 = !DILocation(line: 36, column: 25, scope: !140)
!142 = !DILocation(line: 36, column: 23, scope: !140)
!143 = !DILocation(line: 36, column: 5, scope: !136)
!144 = !DILocation(line: 37, column: 17, scope: !145)
!145 = distinct !DILexicalBlock(scope: !140, file: !3, line: 36, column: 33)
!146 = !DILocation(line: 37, column: 19, scope: !145)
!147 = !DILocation(line: 37, column: 9, scope: !145)
!148 = !DILocation(line: 38, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 37, column: 24)
!150 = !DILocation(line: 38, column: 27, scope: !149)
!151 = !DILocation(line: 39, column: 24, scope: !149)
!152 = !DILocation(line: 39, column: 21, scope: !149)
!153 = !DILocation(line: 39, column: 27, scope: !149)
!154 = !DILocation(line: 40, column: 30, scope: !149)
!155 = !DILocation(line: 40, column: 32, scope: !149)
!156 = !DILocation(line: 40, column: 24, scope: !149)
!157 = !DILocation(line: 40, column: 21, scope: !149)
!158 = !DILocation(line: 40, column: 39, scope: !149)
!159 = !DILocation(line: 41, column: 22, scope: !149)
!160 = !DILocation(line: 41, column: 28, scope: !149)
!161 = !DILocation(line: 43, column: 5, scope: !145)
!162 = !DILocation(line: 36, column: 29, scope: !140)
!163 = !DILocation(line: 36, column: 5, scope: !140)
!164 = distinct !{!164, !143, !165, !166}
!165 = !DILocation(line: 43, column: 5, scope: !136)
!166 = !{!"llvm.loop.mustprogress"}
!167 = !DILocation(line: 44, column: 12, scope: !130)
!168 = !DILocation(line: 44, column: 16, scope: !130)
!169 = !DILocation(line: 44, column: 24, scope: !130)
!170 = !DILocation(line: 44, column: 31, scope: !130)
!171 = !DILocation(line: 44, column: 30, scope: !130)
!172 = !DILocation(line: 44, column: 5, scope: !130)
!173 = distinct !DISubprogram(name: "sum_va", scope: !3, file: !3, line: 47, type: !174, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!174 = !DISubroutineType(types: !175)
!175 = !{!6, !6, null}
!176 = !DILocalVariable(name: "n", arg: 1, scope: !173, file: !3, line: 47, type: !6)
!177 = !DILocation(line: 47, column: 16, scope: !173)
!178 = !DILocalVariable(name: "ap", scope: !173, file: !3, line: 49, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !180, line: 52, baseType: !181)
!180 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !182, line: 12, baseType: !183)
!182 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !184)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 192, elements: !191)
!185 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !186, identifier: "_ZTS13__va_list_tag")
!186 = !{!187, !188, !189, !190}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !185, file: !3, line: 49, baseType: !5, size: 32)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !185, file: !3, line: 49, baseType: !5, size: 32, offset: 32)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !185, file: !3, line: 49, baseType: !33, size: 64, offset: 64)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !185, file: !3, line: 49, baseType: !33, size: 64, offset: 128)
!191 = !{!192}
!192 = !DISubrange(count: 1)
!193 = !DILocation(line: 49, column: 13, scope: !173)
!194 = !DILocation(line: 50, column: 5, scope: !173)
!195 = !DILocalVariable(name: "s", scope: !173, file: !3, line: 51, type: !6)
!196 = !DILocation(line: 51, column: 9, scope: !173)
!197 = !DILocalVariable(name: "i", scope: !198, file: !3, line: 52, type: !6)
!198 = distinct !DILexicalBlock(scope: !173, file: !3, line: 52, column: 5)
!199 = !DILocation(line: 52, column: 14, scope: !198)
!200 = !DILocation(line: 52, column: 10, scope: !198)
!201 = !DILocation(line: 52, column: 21, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !3, line: 52, column: 5)
!203 = !DILocation(line: 52, column: 25, scope: !202)
!204 = !DILocation(line: 52, column: 23, scope: !202)
!205 = !DILocation(line: 52, column: 5, scope: !198)
!206 = !DILocation(line: 53, column: 14, scope: !202)
!207 = !DILocation(line: 53, column: 11, scope: !202)
!208 = !DILocation(line: 53, column: 9, scope: !202)
!209 = !DILocation(line: 52, column: 29, scope: !202)
!210 = !DILocation(line: 52, column: 5, scope: !202)
!211 = distinct !{!211, !205, !212, !166}
!212 = !DILocation(line: 53, column: 14, scope: !198)
!213 = !DILocation(line: 54, column: 5, scope: !173)
!214 = !DILocation(line: 55, column: 12, scope: !173)
!215 = !DILocation(line: 55, column: 5, scope: !173)
!216 = distinct !DISubprogram(name: "calls", scope: !3, file: !3, line: 58, type: !217, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!217 = !DISubroutineType(types: !218)
!218 = !{!6, !219, !220}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!221 = !DILocalVariable(name: "s", arg: 1, scope: !216, file: !3, line: 58, type: !219)
!222 = !DILocation(line: 58, column: 23, scope: !216)
!223 = !DILocalVariable(name: "cb", arg: 2, scope: !216, file: !3, line: 58, type: !220)
!224 = !DILocation(line: 58, column: 32, scope: !216)
!225 = !DILocalVariable(name: "n", scope: !216, file: !3, line: 60, type: !6)
!226 = !DILocation(line: 60, column: 9, scope: !216)
!227 = !DILocation(line: 60, column: 25, scope: !216)
!228 = !DILocation(line: 60, column: 18, scope: !216)
!229 = !DILocation(line: 61, column: 23, scope: !216)
!230 = !DILocation(line: 61, column: 26, scope: !216)
!231 = !DILocation(line: 61, column: 5, scope: !216)
!232 = !DILocalVariable(name: "v", scope: !216, file: !3, line: 62, type: !6)
!233 = !DILocation(line: 62, column: 9, scope: !216)
!234 = !DILocation(line: 62, column: 13, scope: !216)
!235 = !DILocation(line: 62, column: 16, scope: !216)
!236 = !DILocation(line: 62, column: 31, scope: !216)
!237 = !DILocation(line: 62, column: 21, scope: !216)
!238 = !DILocation(line: 62, column: 19, scope: !216)
!239 = !DILocation(line: 63, column: 9, scope: !240)
!240 = distinct !DILexicalBlock(scope: !216, file: !3, line: 63, column: 9)
!241 = !DILocation(line: 63, column: 11, scope: !240)
!242 = !DILocation(line: 63, column: 9, scope: !216)
!243 = !DILocation(line: 64, column: 9, scope: !240)
!244 = !DILocation(line: 65, column: 12, scope: !216)
!245 = !DILocation(line: 65, column: 5, scope: !216)
!246 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 68, type: !29, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!247 = !DILocalVariable(name: "n", arg: 1, scope: !246, file: !3, line: 68, type: !6)
!248 = !DILocation(line: 68, column: 13, scope: !246)
!249 = !DILocation(line: 70, column: 13, scope: !246)
!250 = !DILocation(line: 70, column: 5, scope: !246)
!251 = !DILocalVariable(name: "__vla_expr0", scope: !246, type: !252, flags: DIFlagArtificial)
!252 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!253 = !DILocation(line: 0, scope: !246)
!254 = !DILocalVariable(name: "buf", scope: !246, file: !3, line: 70, type: !255)
!255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !256)
!256 = !{!257}
!257 = !DISubrange(count: !251)
!258 = !DILocation(line: 70, column: 9, scope: !246)
!259 = !DILocalVariable(name: "i", scope: !260, file: !3, line: 71, type: !6)
!260 = distinct !DILexicalBlock(scope: !246, file: !3, line: 71, column: 5)
!261 = !DILocation(line: 71, column: 14, scope: !260)
!262 = !DILocation(line: 71, column: 10, scope: !260)
!263 = !DILocation(line: 71, column: 21, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !3, line: 71, column: 5)
!265 = !DILocation(line: 71, column: 25, scope: !264)
!266 = !DILocation(line: 71, column: 23, scope: !264)
!267 = !DILocation(line: 71, column: 5, scope: !260)
!268 = !DILocation(line: 72, column: 18, scope: !264)
!269 = !DILocation(line: 72, column: 22, scope: !264)
!270 = !DILocation(line: 72, column: 20, scope: !264)
!271 = !DILocation(line: 72, column: 13, scope: !264)
!272 = !DILocation(line: 72, column: 9, scope: !264)
!273 = !DILocation(line: 72, column: 16, scope: !264)
!274 = !DILocation(line: 71, column: 29, scope: !264)
!275 = !DILocation(line: 71, column: 5, scope: !264)
!276 = distinct !{!276, !267, !277, !166}
!277 = !DILocation(line: 72, column: 22, scope: !260)
!278 = !DILocation(line: 73, column: 16, scope: !246)
!279 = !DILocation(line: 73, column: 18, scope: !246)
!280 = !DILocation(line: 73, column: 12, scope: !246)
!281 = !DILocation(line: 74, column: 1, scope: !246)
!282 = distinct !DISubprogram(name: "atomics", scope: !3, file: !3, line: 76, type: !283, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!283 = !DISubroutineType(types: !284)
!284 = !{!6, !285, !6}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!286 = !DILocalVariable(name: "p", arg: 1, scope: !282, file: !3, line: 76, type: !285)
!287 = !DILocation(line: 76, column: 18, scope: !282)
!288 = !DILocalVariable(name: "v", arg: 2, scope: !282, file: !3, line: 76, type: !6)
!289 = !DILocation(line: 76, column: 25, scope: !282)
!290 = !DILocalVariable(name: "old", scope: !282, file: !3, line: 78, type: !6)
!291 = !DILocation(line: 78, column: 9, scope: !282)
!292 = !DILocation(line: 78, column: 34, scope: !282)
!293 = !DILocation(line: 78, column: 37, scope: !282)
!294 = !DILocation(line: 78, column: 15, scope: !282)
!295 = !DILocalVariable(name: "expected", scope: !282, file: !3, line: 79, type: !6)
!296 = !DILocation(line: 79, column: 9, scope: !282)
!297 = !DILocation(line: 79, column: 20, scope: !282)
!298 = !DILocation(line: 80, column: 33, scope: !282)
!299 = !DILocation(line: 80, column: 47, scope: !282)
!300 = !DILocation(line: 80, column: 5, scope: !282)
!301 = !DILocation(line: 82, column: 5, scope: !282)
!302 = !DILocation(line: 83, column: 34, scope: !282)
!303 = !DILocation(line: 83, column: 5, scope: !282)
!304 = !DILocation(line: 84, column: 12, scope: !282)
!305 = !DILocation(line: 84, column: 5, scope: !282)
!306 = distinct !DISubprogram(name: "vectors", scope: !3, file: !3, line: 87, type: !307, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!307 = !DISubroutineType(types: !308)
!308 = !{!309, !309, !309, !8}
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !3, line: 9, baseType: !310)
!310 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !311)
!311 = !{!312}
!312 = !DISubrange(count: 4)
!313 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !3, line: 87, type: !309)
!314 = !DILocation(line: 87, column: 17, scope: !306)
!315 = !DILocalVariable(name: "b", arg: 2, scope: !306, file: !3, line: 87, type: !309)
!316 = !DILocation(line: 87, column: 24, scope: !306)
!317 = !DILocalVariable(name: "s", arg: 3, scope: !306, file: !3, line: 87, type: !8)
!318 = !DILocation(line: 87, column: 33, scope: !306)
!319 = !DILocalVariable(name: "c", scope: !306, file: !3, line: 89, type: !309)
!320 = !DILocation(line: 89, column: 9, scope: !306)
!321 = !DILocation(line: 89, column: 13, scope: !306)
!322 = !DILocation(line: 89, column: 17, scope: !306)
!323 = !DILocation(line: 89, column: 15, scope: !306)
!324 = !DILocation(line: 90, column: 12, scope: !306)
!325 = !DILocation(line: 90, column: 10, scope: !306)
!326 = !DILocalVariable(name: "e", scope: !306, file: !3, line: 91, type: !8)
!327 = !DILocation(line: 91, column: 11, scope: !306)
!328 = !DILocation(line: 91, column: 15, scope: !306)
!329 = !DILocalVariable(name: "d", scope: !306, file: !3, line: 92, type: !309)
!330 = !DILocation(line: 92, column: 9, scope: !306)
!331 = !DILocation(line: 92, column: 37, scope: !306)
!332 = !DILocation(line: 92, column: 40, scope: !306)
!333 = !DILocation(line: 92, column: 13, scope: !306)
!334 = !DILocation(line: 93, column: 12, scope: !306)
!335 = !DILocation(line: 93, column: 16, scope: !306)
!336 = !DILocation(line: 93, column: 14, scope: !306)
!337 = !DILocation(line: 93, column: 5, scope: !306)
!338 = distinct !DISubprogram(name: "make_pair", scope: !3, file: !3, line: 96, type: !339, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!339 = !DISubroutineType(types: !340)
!340 = !{!341, !6, !7}
!341 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 10, size: 128, flags: DIFlagTypePassByValue, elements: !342, identifier: "_ZTS4pair")
!342 = !{!343, !344}
!343 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !341, file: !3, line: 10, baseType: !6, size: 32)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !341, file: !3, line: 10, baseType: !7, size: 64, offset: 64)
!345 = !DILocalVariable(name: "a", arg: 1, scope: !338, file: !3, line: 96, type: !6)
!346 = !DILocation(line: 96, column: 27, scope: !338)
!347 = !DILocalVariable(name: "b", arg: 2, scope: !338, file: !3, line: 96, type: !7)
!348 = !DILocation(line: 96, column: 37, scope: !338)
!349 = !DILocalVariable(name: "p", scope: !338, file: !3, line: 98, type: !341)
!350 = !DILocation(line: 98, column: 17, scope: !338)
!351 = !DILocation(line: 98, column: 21, scope: !338)
!352 = !DILocation(line: 98, column: 22, scope: !338)
!353 = !DILocation(line: 98, column: 25, scope: !338)
!354 = !DILocation(line: 99, column: 5, scope: !338)
!355 = !DILocalVariable(name: "i", arg: 1, scope: !28, file: !3, line: 102, type: !6)
!356 = !DILocation(line: 102, column: 23, scope: !28)
!357 = !DILocation(line: 105, column: 19, scope: !28)
!358 = !DILocation(line: 105, column: 21, scope: !28)
!359 = !DILocation(line: 105, column: 11, scope: !28)
!360 = !DILocation(line: 105, column: 5, scope: !28)
!361 = !DILabel(scope: !28, name: "one", file: !3, line: 106)
!362 = !DILocation(line: 106, column: 1, scope: !28)
!363 = !DILocation(line: 107, column: 5, scope: !28)
!364 = !DILabel(scope: !28, name: "two", file: !3, line: 108)
!365 = !DILocation(line: 108, column: 1, scope: !28)
!366 = !DILocation(line: 109, column: 5, scope: !28)
!367 = !DILocation(line: 110, column: 1, scope: !28)
!368 = distinct !DISubprogram(name: "guarded", linkageName: "_Z7guardedi", scope: !3, file: !3, line: 122, type: !29, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!369 = !DILocalVariable(name: "x", arg: 1, scope: !368, file: !3, line: 122, type: !6)
!370 = !DILocation(line: 122, column: 17, scope: !368)
!371 = !DILocation(line: 125, column: 26, scope: !372)
!372 = distinct !DILexicalBlock(scope: !368, file: !3, line: 124, column: 9)
!373 = !DILocation(line: 125, column: 16, scope: !372)
!374 = !DILocation(line: 125, column: 41, scope: !372)
!375 = !DILocation(line: 125, column: 43, scope: !372)
!376 = !DILocation(line: 125, column: 31, scope: !372)
!377 = !DILocation(line: 125, column: 29, scope: !372)
!378 = !DILocation(line: 125, column: 9, scope: !372)
!379 = !DILocation(line: 129, column: 1, scope: !372)
!380 = !DILocation(line: 126, column: 5, scope: !372)
!381 = !DILocalVariable(name: "e", scope: !368, file: !3, line: 126, type: !382)
!382 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !383, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!384 = !DILocation(line: 126, column: 27, scope: !368)
!385 = !DILocation(line: 127, column: 16, scope: !386)
!386 = distinct !DILexicalBlock(scope: !368, file: !3, line: 126, column: 30)
!387 = !DILocation(line: 127, column: 18, scope: !386)
!388 = !DILocation(line: 127, column: 9, scope: !386)
!389 = !DILocation(line: 128, column: 5, scope: !386)
!390 = !DILocation(line: 129, column: 1, scope: !368)
!391 = distinct !DISubprogram(name: "may_throw", linkageName: "_ZL9may_throwi", scope: !3, file: !3, line: 115, type: !29, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!392 = !DILocalVariable(name: "x", arg: 1, scope: !391, file: !3, line: 115, type: !6)
!393 = !DILocation(line: 115, column: 26, scope: !391)
!394 = !DILocation(line: 117, column: 9, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !3, line: 117, column: 9)
!396 = !DILocation(line: 117, column: 11, scope: !395)
!397 = !DILocation(line: 117, column: 9, scope: !391)
!398 = !DILocation(line: 118, column: 9, scope: !395)
!399 = !DILocation(line: 118, column: 20, scope: !395)
!400 = !DILocation(line: 118, column: 21, scope: !395)
!401 = !DILocation(line: 119, column: 12, scope: !391)
!402 = !DILocation(line: 119, column: 14, scope: !391)
!403 = !DILocation(line: 119, column: 5, scope: !391)
