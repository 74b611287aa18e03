=== @g_counter
@g_counter = dso_local global i32 0, align 4, !dbg !m0
=== @table
@table = dso_local global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !m0
=== @.str
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !m0
=== @_ZZ13computed_gotoE7targets
@_ZZ13computed_gotoE7targets = internal global [2 x ptr] [ptr blockaddress(@computed_goto, %one), ptr blockaddress(@computed_goto, %two)], align 16, !dbg !m0
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
=== @_ZTS5Error
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
=== @_ZTI5Error
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8
=== @arith
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) # !dbg !m0 {
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
    #dbg_declare(ptr %x.addr, !m1, !DIExpression(), !m2)
  store i32 %y, ptr %y.addr, align 4
    #dbg_declare(ptr %y.addr, !m3, !DIExpression(), !m4)
  store i32 %u, ptr %u.addr, align 4
    #dbg_declare(ptr %u.addr, !m5, !DIExpression(), !m6)
    #dbg_declare(ptr %s, !m7, !DIExpression(), !m8)
  %0 = load i32, ptr %x.addr, align 4, !dbg !m9
  %1 = load i32, ptr %y.addr, align 4, !dbg !m10
  %add = add nsw i32 %0, %1, !dbg !m11
  store i32 %add, ptr %s, align 4, !dbg !m8
    #dbg_declare(ptr %d, !m12, !DIExpression(), !m13)
  %2 = load i32, ptr %x.addr, align 4, !dbg !m14
  %3 = load i32, ptr %y.addr, align 4, !dbg !m15
  %sub = sub nsw i32 %2, %3, !dbg !m16
  store i32 %sub, ptr %d, align 4, !dbg !m13
    #dbg_declare(ptr %m, !m17, !DIExpression(), !m18)
  %4 = load i32, ptr %x.addr, align 4, !dbg !m19
  %5 = load i32, ptr %y.addr, align 4, !dbg !m20
  %mul = mul nsw i32 %4, %5, !dbg !m21
  store i32 %mul, ptr %m, align 4, !dbg !m18
    #dbg_declare(ptr %q, !m22, !DIExpression(), !m23)
  %6 = load i32, ptr %y.addr, align 4, !dbg !m24
  %tobool = icmp ne i32 %6, 0, !dbg !m24
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !m24

cond.true:                                        ; preds = %entry
  %7 = load i32, ptr %x.addr, align 4, !dbg !m25
  %8 = load i32, ptr %y.addr, align 4, !dbg !m26
  %div = sdiv i32 %7, %8, !dbg !m27
  br label %cond.end, !dbg !m24

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !m24

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %cond.false ], !dbg !m24
  store i32 %cond, ptr %q, align 4, !dbg !m23
    #dbg_declare(ptr %r, !m28, !DIExpression(), !m29)
  %9 = load i32, ptr %u.addr, align 4, !dbg !m30
  %tobool1 = icmp ne i32 %9, 0, !dbg !m30
  br i1 %tobool1, label %cond.true2, label %cond.false3, !dbg !m30

cond.true2:                                       ; preds = %cond.end
  %10 = load i32, ptr %x.addr, align 4, !dbg !m31
  %11 = load i32, ptr %u.addr, align 4, !dbg !m32
  %rem = urem i32 %10, %11, !dbg !m33
  br label %cond.end4, !dbg !m30

cond.false3:                                      ; preds = %cond.end
  br label %cond.end4, !dbg !m30

cond.end4:                                        ; preds = %cond.false3, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.false3 ], !dbg !m30
  store i32 %cond5, ptr %r, align 4, !dbg !m29
    #dbg_declare(ptr %sh, !m34, !DIExpression(), !m35)
  %12 = load i32, ptr %x.addr, align 4, !dbg !m36
  %shl = shl i32 %12, 3, !dbg !m37
  %13 = load i32, ptr %y.addr, align 4, !dbg !m38
  %shr = ashr i32 %13, 1, !dbg !m39
  %xor = xor i32 %shl, %shr, !dbg !m40
  %14 = load i32, ptr %u.addr, align 4, !dbg !m41
  %shr6 = lshr i32 %14, 2, !dbg !m42
  %xor7 = xor i32 %xor, %shr6, !dbg !m43
  store i32 %xor7, ptr %sh, align 4, !dbg !m35
  %15 = load i32, ptr %s, align 4, !dbg !m44
  %16 = load i32, ptr %d, align 4, !dbg !m45
  %and = and i32 %15, %16, !dbg !m46
  %17 = load i32, ptr %m, align 4, !dbg !m47
  %or = or i32 %and, %17, !dbg !m48
  %18 = load i32, ptr %q, align 4, !dbg !m49
  %or8 = or i32 %or, %18, !dbg !m50
  %19 = load i32, ptr %r, align 4, !dbg !m51
  %or9 = or i32 %or8, %19, !dbg !m52
  %20 = load i32, ptr %sh, align 4, !dbg !m53
  %or10 = or i32 %or9, %20, !dbg !m54
  ret i32 %or10, !dbg !m55
}
=== @fp
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) # !dbg !m0 {
entry:
  %a.addr = alloca double, align 8
  %b.addr = alloca float, align 4
  %n.addr = alloca i64, align 8
  %c = alloca double, align 8
  %f = alloca float, align 4
  %back = alloca i64, align 8
  store double %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !m1, !DIExpression(), !m2)
  store float %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !m3, !DIExpression(), !m4)
  store i64 %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !m5, !DIExpression(), !m6)
    #dbg_declare(ptr %c, !m7, !DIExpression(), !m8)
  %0 = load double, ptr %a.addr, align 8, !dbg !m9
  %fneg = fneg double %0, !dbg !m10
  %1 = load float, ptr %b.addr, align 4, !dbg !m11
  %conv = fpext float %1 to double, !dbg !m11
  %2 = load i64, ptr %n.addr, align 8, !dbg !m12
  %conv1 = sitofp i64 %2 to double, !dbg !m12
  %3 = call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !m13
  store double %3, ptr %c, align 8, !dbg !m8
    #dbg_declare(ptr %f, !m14, !DIExpression(), !m15)
  %4 = load double, ptr %c, align 8, !dbg !m16
  %conv2 = fptrunc double %4 to float, !dbg !m16
  store float %conv2, ptr %f, align 4, !dbg !m15
    #dbg_declare(ptr %back, !m17, !DIExpression(), !m18)
  %5 = load double, ptr %c, align 8, !dbg !m19
  %conv3 = fptosi double %5 to i64, !dbg !m19
  store i64 %conv3, ptr %back, align 8, !dbg !m18
  %6 = load double, ptr %c, align 8, !dbg !m20
  %cmp = fcmp ogt double %6, 1.500000e+00, !dbg !m21
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !m20

cond.true:                                        ; preds = %entry
  %7 = load float, ptr %f, align 4, !dbg !m22
  %conv4 = fpext float %7 to double, !dbg !m22
  br label %cond.end, !dbg !m20

cond.false:                                       ; preds = %entry
  %8 = load i64, ptr %back, align 8, !dbg !m23
  %conv5 = sitofp i64 %8 to double, !dbg !m23
  %div = fdiv double %conv5, 3.000000e+00, !dbg !m24
  br label %cond.end, !dbg !m20

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !m20
  ret double %cond, !dbg !m25
}
=== @llvm.fmuladd.f64
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #
=== @branches
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @branches(i32 noundef %k) # !dbg !m0 {
entry:
  %k.addr = alloca i32, align 4
  %acc = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %k, ptr %k.addr, align 4
    #dbg_declare(ptr %k.addr, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %acc, !m3, !DIExpression(), !m4)
  store i32 0, ptr %acc, align 4, !dbg !m4
    #dbg_declare(ptr %i, !m5, !DIExpression(), !m6)
  store i32 0, ptr %i, align 4, !dbg !m6
  br label %for.cond, !dbg !m7

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !m8
  %1 = load i32, ptr %k.addr, align 4, !dbg !m9
  %cmp = icmp slt i32 %0, %1, !dbg !m10
  br i1 %cmp, label %for.body, label %for.end, !dbg !m11

for.body:                                         ; preds = %for.cond
  %2 = load i32, ptr %i, align 4, !dbg !m12
  %rem = srem i32 %2, 5, !dbg !m13
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !m14

sw.bb:                                            ; preds = %for.body
  %3 = load i32, ptr %acc, align 4, !dbg !m15
  %add = add nsw i32 %3, 3, !dbg !m15
  store i32 %add, ptr %acc, align 4, !dbg !m15
  br label %sw.epilog, !dbg !m16

sw.bb1:                                           ; preds = %for.body
  %4 = load i32, ptr %i, align 4, !dbg !m17
  %5 = load i32, ptr %acc, align 4, !dbg !m18
  %xor = xor i32 %5, %4, !dbg !m18
  store i32 %xor, ptr %acc, align 4, !dbg !m18
  br label %sw.epilog, !dbg !m19

sw.bb2:                                           ; preds = %for.body
  %6 = load i32, ptr %i, align 4, !dbg !m20
  %and = and i32 %6, 15, !dbg !m21
  %idxprom = sext i32 %and to i64, !dbg !m22
  %arrayidx = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %idxprom, !dbg !m22
  %7 = load i32, ptr %arrayidx, align 4, !dbg !m22
  %8 = load i32, ptr %acc, align 4, !dbg !m23
  %sub = sub nsw i32 %8, %7, !dbg !m23
  store i32 %sub, ptr %acc, align 4, !dbg !m23
  br label %sw.epilog, !dbg !m24

sw.default:                                       ; preds = %for.body
  %9 = load i32, ptr %acc, align 4, !dbg !m25
  %mul = mul nsw i32 %9, 2, !dbg !m25
  store i32 %mul, ptr %acc, align 4, !dbg !m25
  br label %sw.epilog, !dbg !m26

sw.epilog:                                        ; preds = %sw.default, %sw.bb2, %sw.bb1, %sw.bb
  br label %for.inc, !dbg !m27

for.inc:                                          ; preds = %sw.epilog
  %10 = load i32, ptr %i, align 4, !dbg !m28
  %inc = add nsw i32 %10, 1, !dbg !m28
  store i32 %inc, ptr %i, align 4, !dbg !m28
  br label %for.cond, !dbg !m29, !llvm.loop !m30

for.end:                                          ; preds = %for.cond
  %11 = load i32, ptr %acc, align 4, !dbg !m31
  %cmp3 = icmp sgt i32 %11, 100, !dbg !m32
  br i1 %cmp3, label %cond.true, label %cond.false, !dbg !m31

cond.true:                                        ; preds = %for.end
  %12 = load i32, ptr %acc, align 4, !dbg !m33
  br label %cond.end, !dbg !m31

cond.false:                                       ; preds = %for.end
  %13 = load i32, ptr %acc, align 4, !dbg !m34
  %sub4 = sub nsw i32 0, %13, !dbg !m35
  br label %cond.end, !dbg !m31

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %12, %cond.true ], [ %sub4, %cond.false ], !dbg !m31
  ret i32 %cond, !dbg !m36
}
=== @sum_va
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) # !dbg !m0 {
entry:
  %n.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %ap, !m3, !DIExpression(), !m4)
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !m5
  call void @llvm.va_start.p0(ptr %arraydecay), !dbg !m5
    #dbg_declare(ptr %s, !m6, !DIExpression(), !m7)
  store i32 0, ptr %s, align 4, !dbg !m7
    #dbg_declare(ptr %i, !m8, !DIExpression(), !m9)
  store i32 0, ptr %i, align 4, !dbg !m9
  br label %for.cond, !dbg !m10

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !m11
  %1 = load i32, ptr %n.addr, align 4, !dbg !m12
  %cmp = icmp slt i32 %0, %1, !dbg !m13
  br i1 %cmp, label %for.body, label %for.end, !dbg !m14

for.body:                                         ; preds = %for.cond
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !m15
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 0, !dbg !m15
  %gp_offset = load i32, ptr %gp_offset_p, align 16, !dbg !m15
  %fits_in_gp = icmp ule i32 %gp_offset, 40, !dbg !m15
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !m15

vaarg.in_reg:                                     ; preds = %for.body
  %2 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 3, !dbg !m15
  %reg_save_area = load ptr, ptr %2, align 16, !dbg !m15
  %3 = getelementptr i8, ptr %reg_save_area, i32 %gp_offset, !dbg !m15
  %4 = add i32 %gp_offset, 8, !dbg !m15
  store i32 %4, ptr %gp_offset_p, align 16, !dbg !m15
  br label %vaarg.end, !dbg !m15

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 2, !dbg !m15
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8, !dbg !m15
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8, !dbg !m15
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !m15
  br label %vaarg.end, !dbg !m15

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ], !dbg !m15
  %5 = load i32, ptr %vaarg.addr, align 4, !dbg !m15
  %6 = load i32, ptr %s, align 4, !dbg !m16
  %add = add nsw i32 %6, %5, !dbg !m16
  store i32 %add, ptr %s, align 4, !dbg !m16
  br label %for.inc, !dbg !m17

for.inc:                                          ; preds = %vaarg.end
  %7 = load i32, ptr %i, align 4, !dbg !m18
  %inc = add nsw i32 %7, 1, !dbg !m18
  store i32 %inc, ptr %i, align 4, !dbg !m18
  br label %for.cond, !dbg !m19, !llvm.loop !m20

for.end:                                          ; preds = %for.cond
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !m21
  call void @llvm.va_end.p0(ptr %arraydecay2), !dbg !m21
  %8 = load i32, ptr %s, align 4, !dbg !m22
  ret i32 %8, !dbg !m23
}
=== @llvm.va_start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #
=== @llvm.va_end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #
=== @calls
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @calls(ptr noundef %s, ptr noundef %cb) # !dbg !m0 {
entry:
  %s.addr = alloca ptr, align 8
  %cb.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %v = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
    #dbg_declare(ptr %s.addr, !m1, !DIExpression(), !m2)
  store ptr %cb, ptr %cb.addr, align 8
    #dbg_declare(ptr %cb.addr, !m3, !DIExpression(), !m4)
    #dbg_declare(ptr %n, !m5, !DIExpression(), !m6)
  %0 = load ptr, ptr %s.addr, align 8, !dbg !m7
  %call = call i64 @strlen(ptr noundef %0) #, !dbg !m8
  %conv = trunc i64 %call to i32, !dbg !m8
  store i32 %conv, ptr %n, align 4, !dbg !m6
  %1 = load ptr, ptr %s.addr, align 8, !dbg !m9
  %2 = load i32, ptr %n, align 4, !dbg !m10
  %call1 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %1, i32 noundef %2), !dbg !m11
    #dbg_declare(ptr %v, !m12, !DIExpression(), !m13)
  %3 = load ptr, ptr %cb.addr, align 8, !dbg !m14
  %4 = load i32, ptr %n, align 4, !dbg !m15
  %call2 = call noundef i32 %3(i32 noundef %4), !dbg !m14
  %5 = load i32, ptr %n, align 4, !dbg !m16
  %call3 = call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %5, i32 noundef 2, i32 noundef 1), !dbg !m17
  %add = add nsw i32 %call2, %call3, !dbg !m18
  store i32 %add, ptr %v, align 4, !dbg !m13
  %6 = load i32, ptr %v, align 4, !dbg !m19
  %cmp = icmp eq i32 %6, 42, !dbg !m20
  br i1 %cmp, label %if.then, label %if.end, !dbg !m21

if.then:                                          ; preds = %entry
  call void @llvm.trap(), !dbg !m22
  br label %if.end, !dbg !m22

if.end:                                           ; preds = %if.then, %entry
  %7 = load i32, ptr %v, align 4, !dbg !m23
  ret i32 %7, !dbg !m24
}
=== @strlen
; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #
=== @printf
declare i32 @printf(ptr noundef, ...) #
=== @llvm.trap
; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #
=== @vla
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %n) # !dbg !m0 {
entry:
  %n.addr = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !m1, !DIExpression(), !m2)
  %0 = load i32, ptr %n.addr, align 4, !dbg !m3
  %1 = zext i32 %0 to i64, !dbg !m4
  %2 = call ptr @llvm.stacksave.p0(), !dbg !m4
  store ptr %2, ptr %saved_stack, align 8, !dbg !m4
  %vla = alloca i32, i64 %1, align 16, !dbg !m4
  store i64 %1, ptr %__vla_expr0, align 8, !dbg !m4
    #dbg_declare(ptr %__vla_expr0, !m5, !DIExpression(), !m6)
    #dbg_declare(ptr %vla, !m7, !DIExpression(), !m8)
    #dbg_declare(ptr %i, !m9, !DIExpression(), !m10)
  store i32 0, ptr %i, align 4, !dbg !m10
  br label %for.cond, !dbg !m11

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !m12
  %4 = load i32, ptr %n.addr, align 4, !dbg !m13
  %cmp = icmp slt i32 %3, %4, !dbg !m14
  br i1 %cmp, label %for.body, label %for.end, !dbg !m15

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4, !dbg !m16
  %6 = load i32, ptr %i, align 4, !dbg !m17
  %mul = mul nsw i32 %5, %6, !dbg !m18
  %7 = load i32, ptr %i, align 4, !dbg !m19
  %idxprom = sext i32 %7 to i64, !dbg !m20
  %arrayidx = getelementptr inbounds i32, ptr %vla, i64 %idxprom, !dbg !m20
  store i32 %mul, ptr %arrayidx, align 4, !dbg !m21
  br label %for.inc, !dbg !m20

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4, !dbg !m22
  %inc = add nsw i32 %8, 1, !dbg !m22
  store i32 %inc, ptr %i, align 4, !dbg !m22
  br label %for.cond, !dbg !m23, !llvm.loop !m24

for.end:                                          ; preds = %for.cond
  %9 = load i32, ptr %n.addr, align 4, !dbg !m25
  %div = sdiv i32 %9, 2, !dbg !m26
  %idxprom1 = sext i32 %div to i64, !dbg !m27
  %arrayidx2 = getelementptr inbounds i32, ptr %vla, i64 %idxprom1, !dbg !m27
  %10 = load i32, ptr %arrayidx2, align 4, !dbg !m27
  %11 = load ptr, ptr %saved_stack, align 8, !dbg !m28
  call void @llvm.stackrestore.p0(ptr %11), !dbg !m28
  ret i32 %10, !dbg !m28
}
=== @llvm.stacksave.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #
=== @llvm.stackrestore.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #
=== @atomics
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @atomics(ptr noundef %p, i32 noundef %v) # !dbg !m0 {
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
    #dbg_declare(ptr %p.addr, !m1, !DIExpression(), !m2)
  store i32 %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !m3, !DIExpression(), !m4)
    #dbg_declare(ptr %old, !m5, !DIExpression(), !m6)
  %0 = load ptr, ptr %p.addr, align 8, !dbg !m7
  %1 = load i32, ptr %v.addr, align 4, !dbg !m8
  store i32 %1, ptr %.atomictmp, align 4, !dbg !m9
  %2 = load i32, ptr %.atomictmp, align 4, !dbg !m9
  %3 = atomicrmw add ptr %0, i32 %2 seq_cst, align 4, !dbg !m9
  store i32 %3, ptr %atomic-temp, align 4, !dbg !m9
  %4 = load i32, ptr %atomic-temp, align 4, !dbg !m9
  store i32 %4, ptr %old, align 4, !dbg !m6
    #dbg_declare(ptr %expected, !m10, !DIExpression(), !m11)
  %5 = load i32, ptr %old, align 4, !dbg !m12
  store i32 %5, ptr %expected, align 4, !dbg !m11
  %6 = load ptr, ptr %p.addr, align 8, !dbg !m13
  %7 = load i32, ptr %v.addr, align 4, !dbg !m14
  store i32 %7, ptr %.atomictmp1, align 4, !dbg !m15
  %8 = load i32, ptr %expected, align 4, !dbg !m15
  %9 = load i32, ptr %.atomictmp1, align 4, !dbg !m15
  %10 = cmpxchg ptr %6, i32 %8, i32 %9 acq_rel acquire, align 4, !dbg !m15
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !m15
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !m15
  br i1 %12, label %cmpxchg.continue, label %cmpxchg.store_expected, !dbg !m15

cmpxchg.store_expected:                           ; preds = %entry
  store i32 %11, ptr %expected, align 4, !dbg !m15
  br label %cmpxchg.continue, !dbg !m15

cmpxchg.continue:                                 ; preds = %cmpxchg.store_expected, %entry
  %storedv = zext i1 %12 to i8, !dbg !m15
  store i8 %storedv, ptr %cmpxchg.bool, align 1, !dbg !m15
  %13 = load i8, ptr %cmpxchg.bool, align 1, !dbg !m15
  %loadedv = trunc i8 %13 to i1, !dbg !m15
  fence seq_cst, !dbg !m16
  %14 = load i32, ptr %expected, align 4, !dbg !m17
  store i32 %14, ptr %.atomictmp2, align 4, !dbg !m18
  %15 = load i32, ptr %.atomictmp2, align 4, !dbg !m18
  store atomic i32 %15, ptr @g_counter release, align 4, !dbg !m18
  %16 = load atomic i32, ptr @g_counter acquire, align 4, !dbg !m19
  store i32 %16, ptr %atomic-temp3, align 4, !dbg !m19
  %17 = load i32, ptr %atomic-temp3, align 4, !dbg !m19
  ret i32 %17, !dbg !m20
}
=== @vectors
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) # !dbg !m0 {
entry:
  %a.addr = alloca <4 x float>, align 16
  %b.addr = alloca <4 x float>, align 16
  %s.addr = alloca float, align 4
  %c = alloca <4 x float>, align 16
  %e = alloca float, align 4
  %d = alloca <4 x float>, align 16
  store <4 x float> %a, ptr %a.addr, align 16
    #dbg_declare(ptr %a.addr, !m1, !DIExpression(), !m2)
  store <4 x float> %b, ptr %b.addr, align 16
    #dbg_declare(ptr %b.addr, !m3, !DIExpression(), !m4)
  store float %s, ptr %s.addr, align 4
    #dbg_declare(ptr %s.addr, !m5, !DIExpression(), !m6)
    #dbg_declare(ptr %c, !m7, !DIExpression(), !m8)
  %0 = load <4 x float>, ptr %a.addr, align 16, !dbg !m9
  %1 = load <4 x float>, ptr %b.addr, align 16, !dbg !m10
  %mul = fmul <4 x float> %0, %1, !dbg !m11
  store <4 x float> %mul, ptr %c, align 16, !dbg !m8
  %2 = load float, ptr %s.addr, align 4, !dbg !m12
  %3 = load <4 x float>, ptr %c, align 16, !dbg !m13
  %vecins = insertelement <4 x float> %3, float %2, i32 2, !dbg !m13
  store <4 x float> %vecins, ptr %c, align 16, !dbg !m13
    #dbg_declare(ptr %e, !m14, !DIExpression(), !m15)
  %4 = load <4 x float>, ptr %c, align 16, !dbg !m16
  %vecext = extractelement <4 x float> %4, i32 1, !dbg !m16
  store float %vecext, ptr %e, align 4, !dbg !m15
    #dbg_declare(ptr %d, !m17, !DIExpression(), !m18)
  %5 = load <4 x float>, ptr %c, align 16, !dbg !m19
  %6 = load <4 x float>, ptr %a.addr, align 16, !dbg !m20
  %shuffle = shufflevector <4 x float> %5, <4 x float> %6, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !m21
  store <4 x float> %shuffle, ptr %d, align 16, !dbg !m18
  %7 = load <4 x float>, ptr %d, align 16, !dbg !m22
  %8 = load float, ptr %e, align 4, !dbg !m23
  %splat.splatinsert = insertelement <4 x float> poison, float %8, i64 0, !dbg !m23
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !m23
  %add = fadd <4 x float> %7, %splat.splat, !dbg !m24
  ret <4 x float> %add, !dbg !m25
}
=== @make_pair
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) # !dbg !m0 {
entry:
  %retval = alloca %struct.pair, align 8
  %a.addr = alloca i32, align 4
  %b.addr = alloca double, align 8
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !m1, !DIExpression(), !m2)
  store double %b, ptr %b.addr, align 8
    #dbg_declare(ptr %b.addr, !m3, !DIExpression(), !m4)
    #dbg_declare(ptr %retval, !m5, !DIExpression(), !m6)
  %a1 = getelementptr inbounds %struct.pair, ptr %retval, i32 0, i32 0, !dbg !m7
  %0 = load i32, ptr %a.addr, align 4, !dbg !m8
  store i32 %0, ptr %a1, align 8, !dbg !m7
  %b2 = getelementptr inbounds %struct.pair, ptr %retval, i32 0, i32 1, !dbg !m7
  %1 = load double, ptr %b.addr, align 8, !dbg !m9
  store double %1, ptr %b2, align 8, !dbg !m7
  %2 = load { i32, double }, ptr %retval, align 8, !dbg !m10
  ret { i32, double } %2, !dbg !m10
}
=== @computed_goto
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @computed_goto(i32 noundef %i) # !dbg !m0 {
entry:
  %retval = alloca i32, align 4
  %i.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !m1, !DIExpression(), !m2)
  %0 = load i32, ptr %i.addr, align 4, !dbg !m3
  %and = and i32 %0, 1, !dbg !m4
  %idxprom = sext i32 %and to i64, !dbg !m5
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @_ZZ13computed_gotoE7targets, i64 0, i64 %idxprom, !dbg !m5
  %1 = load ptr, ptr %arrayidx, align 8, !dbg !m5
  br label %indirectgoto, !dbg !m6

one:                                              ; preds = %indirectgoto
    #dbg_label(!m7, !m8)
  store i32 1, ptr %retval, align 4, !dbg !m9
  br label %return, !dbg !m9

two:                                              ; preds = %indirectgoto
    #dbg_label(!m10, !m11)
  store i32 2, ptr %retval, align 4, !dbg !m12
  br label %return, !dbg !m12

return:                                           ; preds = %two, %one
  %2 = load i32, ptr %retval, align 4, !dbg !m13
  ret i32 %2, !dbg !m13

indirectgoto:                                     ; preds = %entry
  %indirect.goto.dest = phi ptr [ %1, %entry ]
  indirectbr ptr %indirect.goto.dest, [label %one, label %two]
}
=== @_Z7guardedi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) # personality ptr @__gxx_personality_v0 !dbg !m0 {
entry:
  %retval = alloca i32, align 4
  %x.addr = alloca i32, align 4
  %exn.slot = alloca ptr, align 8
  %ehselector.slot = alloca i32, align 4
  %e = alloca ptr, align 8
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr %x.addr, !m1, !DIExpression(), !m2)
  %0 = load i32, ptr %x.addr, align 4, !dbg !m3
  %call = invoke noundef i32 @_ZL9may_throwi(i32 noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !m4

invoke.cont:                                      ; preds = %entry
  %1 = load i32, ptr %x.addr, align 4, !dbg !m5
  %add = add nsw i32 %1, 1, !dbg !m6
  %call2 = invoke noundef i32 @_ZL9may_throwi(i32 noundef %add)
          to label %invoke.cont1 unwind label %lpad, !dbg !m7

invoke.cont1:                                     ; preds = %invoke.cont
  %add3 = add nsw i32 %call, %call2, !dbg !m8
  store i32 %add3, ptr %retval, align 4, !dbg !m9
  br label %return, !dbg !m9

lpad:                                             ; preds = %invoke.cont, %entry
  %2 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !m10
  %3 = extractvalue { ptr, i32 } %2, 0, !dbg !m10
  store ptr %3, ptr %exn.slot, align 8, !dbg !m10
  %4 = extractvalue { ptr, i32 } %2, 1, !dbg !m10
  store i32 %4, ptr %ehselector.slot, align 4, !dbg !m10
  br label %catch.dispatch, !dbg !m10

catch.dispatch:                                   ; preds = %lpad
  %sel = load i32, ptr %ehselector.slot, align 4, !dbg !m11
  %5 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #, !dbg !m11
  %matches = icmp eq i32 %sel, %5, !dbg !m11
  br i1 %matches, label %catch, label %eh.resume, !dbg !m11

catch:                                            ; preds = %catch.dispatch
    #dbg_declare(ptr %e, !m12, !DIExpression(), !m13)
  %exn = load ptr, ptr %exn.slot, align 8, !dbg !m11
  %6 = call ptr @__cxa_begin_catch(ptr %exn) #, !dbg !m11
  store ptr %6, ptr %e, align 8, !dbg !m11
  %7 = load ptr, ptr %e, align 8, !dbg !m14
  %code = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 0, !dbg !m15
  %8 = load i32, ptr %code, align 4, !dbg !m15
  store i32 %8, ptr %retval, align 4, !dbg !m16
  call void @__cxa_end_catch(), !dbg !m17
  br label %return

try.cont:                                         ; No predecessors!
  call void @llvm.trap(), !dbg !m17
  unreachable, !dbg !m17

return:                                           ; preds = %catch, %invoke.cont1
  %9 = load i32, ptr %retval, align 4, !dbg !m18
  ret i32 %9, !dbg !m18

eh.resume:                                        ; preds = %catch.dispatch
  %exn4 = load ptr, ptr %exn.slot, align 8, !dbg !m11
  %sel5 = load i32, ptr %ehselector.slot, align 4, !dbg !m11
  %lpad.val = insertvalue { ptr, i32 } poison, ptr %exn4, 0, !dbg !m11
  %lpad.val6 = insertvalue { ptr, i32 } %lpad.val, i32 %sel5, 1, !dbg !m11
  resume { ptr, i32 } %lpad.val6, !dbg !m11
}
=== @_ZL9may_throwi
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9may_throwi(i32 noundef %x) # !dbg !m0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr %x.addr, !m1, !DIExpression(), !m2)
  %0 = load i32, ptr %x.addr, align 4, !dbg !m3
  %cmp = icmp slt i32 %0, 0, !dbg !m4
  br i1 %cmp, label %if.then, label %if.end, !dbg !m5

if.then:                                          ; preds = %entry
  %exception = call ptr @__cxa_allocate_exception(i64 4) #, !dbg !m6
  %code = getelementptr inbounds %struct.Error, ptr %exception, i32 0, i32 0, !dbg !m7
  %1 = load i32, ptr %x.addr, align 4, !dbg !m8
  store i32 %1, ptr %code, align 16, !dbg !m7
  call void @__cxa_throw(ptr %exception, ptr @_ZTI5Error, ptr null) #, !dbg !m6
  unreachable, !dbg !m6

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %x.addr, align 4, !dbg !m9
  %mul = mul nsw i32 %2, 2, !dbg !m10
  ret i32 %mul, !dbg !m11
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @llvm.eh.typeid.for.p0
; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #
=== @__cxa_begin_catch
declare ptr @__cxa_begin_catch(ptr)
=== @__cxa_end_catch
declare void @__cxa_end_catch()
=== @__cxa_allocate_exception
declare ptr @__cxa_allocate_exception(i64)
=== @__cxa_throw
declare void @__cxa_throw(ptr, ptr, ptr)
