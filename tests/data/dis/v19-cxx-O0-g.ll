=== @g_counter
@g_counter = dso_local global i32 0, align 4, !dbg !
=== @table
@table = dso_local global <{ [8 x i32], [8 x i32] }> <{ [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], [8 x i32] zeroinitializer }>, align 16, !dbg !
=== @.str
@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !
=== @_ZZ13computed_gotoE7targets
@_ZZ13computed_gotoE7targets = internal global [2 x ptr] [ptr blockaddress(@computed_goto, %one), ptr blockaddress(@computed_goto, %two)], align 16, !dbg !
=== @_ZTVN10__cxxabiv117__class_type_infoE
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
=== @_ZTS5Error
@_ZTS5Error = linkonce_odr dso_local constant [7 x i8] c"5Error\00", comdat, align 1
=== @_ZTI5Error
@_ZTI5Error = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Error }, comdat, align 8
=== @arith
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @arith(i32 noundef %x, i32 noundef %y, i32 noundef %u) # !dbg ! {
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
    #dbg_declare(ptr %x.addr, !, !DIExpression(), !)
  store i32 %y, ptr %y.addr, align 4
    #dbg_declare(ptr %y.addr, !, !DIExpression(), !)
  store i32 %u, ptr %u.addr, align 4
    #dbg_declare(ptr %u.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %s, !, !DIExpression(), !)
  %0 = load i32, ptr %x.addr, align 4, !dbg !
  %1 = load i32, ptr %y.addr, align 4, !dbg !
  %add = add nsw i32 %0, %1, !dbg !
  store i32 %add, ptr %s, align 4, !dbg !
    #dbg_declare(ptr %d, !, !DIExpression(), !)
  %2 = load i32, ptr %x.addr, align 4, !dbg !
  %3 = load i32, ptr %y.addr, align 4, !dbg !
  %sub = sub nsw i32 %2, %3, !dbg !
  store i32 %sub, ptr %d, align 4, !dbg !
    #dbg_declare(ptr %m, !, !DIExpression(), !)
  %4 = load i32, ptr %x.addr, align 4, !dbg !
  %5 = load i32, ptr %y.addr, align 4, !dbg !
  %mul = mul nsw i32 %4, %5, !dbg !
  store i32 %mul, ptr %m, align 4, !dbg !
    #dbg_declare(ptr %q, !, !DIExpression(), !)
  %6 = load i32, ptr %y.addr, align 4, !dbg !
  %tobool = icmp ne i32 %6, 0, !dbg !
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !

cond.true:                                        ; preds = %entry
  %7 = load i32, ptr %x.addr, align 4, !dbg !
  %8 = load i32, ptr %y.addr, align 4, !dbg !
  %div = sdiv i32 %7, %8, !dbg !
  br label %cond.end, !dbg !

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %div, %cond.true ], [ 0, %cond.false ], !dbg !
  store i32 %cond, ptr %q, align 4, !dbg !
    #dbg_declare(ptr %r, !, !DIExpression(), !)
  %9 = load i32, ptr %u.addr, align 4, !dbg !
  %tobool1 = icmp ne i32 %9, 0, !dbg !
  br i1 %tobool1, label %cond.true2, label %cond.false3, !dbg !

cond.true2:                                       ; preds = %cond.end
  %10 = load i32, ptr %x.addr, align 4, !dbg !
  %11 = load i32, ptr %u.addr, align 4, !dbg !
  %rem = urem i32 %10, %11, !dbg !
  br label %cond.end4, !dbg !

cond.false3:                                      ; preds = %cond.end
  br label %cond.end4, !dbg !

cond.end4:                                        ; preds = %cond.false3, %cond.true2
  %cond5 = phi i32 [ %rem, %cond.true2 ], [ 0, %cond.false3 ], !dbg !
  store i32 %cond5, ptr %r, align 4, !dbg !
    #dbg_declare(ptr %sh, !, !DIExpression(), !)
  %12 = load i32, ptr %x.addr, align 4, !dbg !
  %shl = shl i32 %12, 3, !dbg !
  %13 = load i32, ptr %y.addr, align 4, !dbg !
  %shr = ashr i32 %13, 1, !dbg !
  %xor = xor i32 %shl, %shr, !dbg !
  %14 = load i32, ptr %u.addr, align 4, !dbg !
  %shr6 = lshr i32 %14, 2, !dbg !
  %xor7 = xor i32 %xor, %shr6, !dbg !
  store i32 %xor7, ptr %sh, align 4, !dbg !
  %15 = load i32, ptr %s, align 4, !dbg !
  %16 = load i32, ptr %d, align 4, !dbg !
  %and = and i32 %15, %16, !dbg !
  %17 = load i32, ptr %m, align 4, !dbg !
  %or = or i32 %and, %17, !dbg !
  %18 = load i32, ptr %q, align 4, !dbg !
  %or8 = or i32 %or, %18, !dbg !
  %19 = load i32, ptr %r, align 4, !dbg !
  %or9 = or i32 %or8, %19, !dbg !
  %20 = load i32, ptr %sh, align 4, !dbg !
  %or10 = or i32 %or9, %20, !dbg !
  ret i32 %or10, !dbg !
}
=== @fp
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local double @fp(double noundef %a, float noundef %b, i64 noundef %n) # !dbg ! {
entry:
  %a.addr = alloca double, align 8
  %b.addr = alloca float, align 4
  %n.addr = alloca i64, align 8
  %c = alloca double, align 8
  %f = alloca float, align 4
  %back = alloca i64, align 8
  store double %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !, !DIExpression(), !)
  store float %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !, !DIExpression(), !)
  store i64 %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %c, !, !DIExpression(), !)
  %0 = load double, ptr %a.addr, align 8, !dbg !
  %fneg = fneg double %0, !dbg !
  %1 = load float, ptr %b.addr, align 4, !dbg !
  %conv = fpext float %1 to double, !dbg !
  %2 = load i64, ptr %n.addr, align 8, !dbg !
  %conv1 = sitofp i64 %2 to double, !dbg !
  %3 = call double @llvm.fmuladd.f64(double %fneg, double %conv, double %conv1), !dbg !
  store double %3, ptr %c, align 8, !dbg !
    #dbg_declare(ptr %f, !, !DIExpression(), !)
  %4 = load double, ptr %c, align 8, !dbg !
  %conv2 = fptrunc double %4 to float, !dbg !
  store float %conv2, ptr %f, align 4, !dbg !
    #dbg_declare(ptr %back, !, !DIExpression(), !)
  %5 = load double, ptr %c, align 8, !dbg !
  %conv3 = fptosi double %5 to i64, !dbg !
  store i64 %conv3, ptr %back, align 8, !dbg !
  %6 = load double, ptr %c, align 8, !dbg !
  %cmp = fcmp ogt double %6, 1.500000e+00, !dbg !
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !

cond.true:                                        ; preds = %entry
  %7 = load float, ptr %f, align 4, !dbg !
  %conv4 = fpext float %7 to double, !dbg !
  br label %cond.end, !dbg !

cond.false:                                       ; preds = %entry
  %8 = load i64, ptr %back, align 8, !dbg !
  %conv5 = sitofp i64 %8 to double, !dbg !
  %div = fdiv double %conv5, 3.000000e+00, !dbg !
  br label %cond.end, !dbg !

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv4, %cond.true ], [ %div, %cond.false ], !dbg !
  ret double %cond, !dbg !
}
=== @llvm.fmuladd.f64
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #
=== @branches
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @branches(i32 noundef %k) # !dbg ! {
entry:
  %k.addr = alloca i32, align 4
  %acc = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %k, ptr %k.addr, align 4
    #dbg_declare(ptr %k.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %acc, !, !DIExpression(), !)
  store i32 0, ptr %acc, align 4, !dbg !
    #dbg_declare(ptr %i, !, !DIExpression(), !)
  store i32 0, ptr %i, align 4, !dbg !
  br label %for.cond, !dbg !

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !
  %1 = load i32, ptr %k.addr, align 4, !dbg !
  %cmp = icmp slt i32 %0, %1, !dbg !
  br i1 %cmp, label %for.body, label %for.end, !dbg !

for.body:                                         ; preds = %for.cond
  %2 = load i32, ptr %i, align 4, !dbg !
  %rem = srem i32 %2, 5, !dbg !
  switch i32 %rem, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 3, label %sw.bb2
  ], !dbg !

sw.bb:                                            ; preds = %for.body
  %3 = load i32, ptr %acc, align 4, !dbg !
  %add = add nsw i32 %3, 3, !dbg !
  store i32 %add, ptr %acc, align 4, !dbg !
  br label %sw.epilog, !dbg !

sw.bb1:                                           ; preds = %for.body
  %4 = load i32, ptr %i, align 4, !dbg !
  %5 = load i32, ptr %acc, align 4, !dbg !
  %xor = xor i32 %5, %4, !dbg !
  store i32 %xor, ptr %acc, align 4, !dbg !
  br label %sw.epilog, !dbg !

sw.bb2:                                           ; preds = %for.body
  %6 = load i32, ptr %i, align 4, !dbg !
  %and = and i32 %6, 15, !dbg !
  %idxprom = sext i32 %and to i64, !dbg !
  %arrayidx = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %idxprom, !dbg !
  %7 = load i32, ptr %arrayidx, align 4, !dbg !
  %8 = load i32, ptr %acc, align 4, !dbg !
  %sub = sub nsw i32 %8, %7, !dbg !
  store i32 %sub, ptr %acc, align 4, !dbg !
  br label %sw.epilog, !dbg !

sw.default:                                       ; preds = %for.body
  %9 = load i32, ptr %acc, align 4, !dbg !
  %mul = mul nsw i32 %9, 2, !dbg !
  store i32 %mul, ptr %acc, align 4, !dbg !
  br label %sw.epilog, !dbg !

sw.epilog:                                        ; preds = %sw.default, %sw.bb2, %sw.bb1, %sw.bb
  br label %for.inc, !dbg !

for.inc:                                          ; preds = %sw.epilog
  %10 = load i32, ptr %i, align 4, !dbg !
  %inc = add nsw i32 %10, 1, !dbg !
  store i32 %inc, ptr %i, align 4, !dbg !
  br label %for.cond, !dbg !, !llvm.loop !

for.end:                                          ; preds = %for.cond
  %11 = load i32, ptr %acc, align 4, !dbg !
  %cmp3 = icmp sgt i32 %11, 100, !dbg !
  br i1 %cmp3, label %cond.true, label %cond.false, !dbg !

cond.true:                                        ; preds = %for.end
  %12 = load i32, ptr %acc, align 4, !dbg !
  br label %cond.end, !dbg !

cond.false:                                       ; preds = %for.end
  %13 = load i32, ptr %acc, align 4, !dbg !
  %sub4 = sub nsw i32 0, %13, !dbg !
  br label %cond.end, !dbg !

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %12, %cond.true ], [ %sub4, %cond.false ], !dbg !
  ret i32 %cond, !dbg !
}
=== @sum_va
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @sum_va(i32 noundef %n, ...) # !dbg ! {
entry:
  %n.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %ap, !, !DIExpression(), !)
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !
  call void @llvm.va_start.p0(ptr %arraydecay), !dbg !
    #dbg_declare(ptr %s, !, !DIExpression(), !)
  store i32 0, ptr %s, align 4, !dbg !
    #dbg_declare(ptr %i, !, !DIExpression(), !)
  store i32 0, ptr %i, align 4, !dbg !
  br label %for.cond, !dbg !

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !
  %1 = load i32, ptr %n.addr, align 4, !dbg !
  %cmp = icmp slt i32 %0, %1, !dbg !
  br i1 %cmp, label %for.body, label %for.end, !dbg !

for.body:                                         ; preds = %for.cond
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 0, !dbg !
  %gp_offset = load i32, ptr %gp_offset_p, align 16, !dbg !
  %fits_in_gp = icmp ule i32 %gp_offset, 40, !dbg !
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !

vaarg.in_reg:                                     ; preds = %for.body
  %2 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 3, !dbg !
  %reg_save_area = load ptr, ptr %2, align 16, !dbg !
  %3 = getelementptr i8, ptr %reg_save_area, i32 %gp_offset, !dbg !
  %4 = add i32 %gp_offset, 8, !dbg !
  store i32 %4, ptr %gp_offset_p, align 16, !dbg !
  br label %vaarg.end, !dbg !

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 2, !dbg !
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8, !dbg !
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8, !dbg !
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !
  br label %vaarg.end, !dbg !

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ], !dbg !
  %5 = load i32, ptr %vaarg.addr, align 4, !dbg !
  %6 = load i32, ptr %s, align 4, !dbg !
  %add = add nsw i32 %6, %5, !dbg !
  store i32 %add, ptr %s, align 4, !dbg !
  br label %for.inc, !dbg !

for.inc:                                          ; preds = %vaarg.end
  %7 = load i32, ptr %i, align 4, !dbg !
  %inc = add nsw i32 %7, 1, !dbg !
  store i32 %inc, ptr %i, align 4, !dbg !
  br label %for.cond, !dbg !, !llvm.loop !

for.end:                                          ; preds = %for.cond
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !
  call void @llvm.va_end.p0(ptr %arraydecay2), !dbg !
  %8 = load i32, ptr %s, align 4, !dbg !
  ret i32 %8, !dbg !
}
=== @llvm.va_start.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #
=== @llvm.va_end.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #
=== @calls
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @calls(ptr noundef %s, ptr noundef %cb) # !dbg ! {
entry:
  %s.addr = alloca ptr, align 8
  %cb.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %v = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
    #dbg_declare(ptr %s.addr, !, !DIExpression(), !)
  store ptr %cb, ptr %cb.addr, align 8
    #dbg_declare(ptr %cb.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %n, !, !DIExpression(), !)
  %0 = load ptr, ptr %s.addr, align 8, !dbg !
  %call = call i64 @strlen(ptr noundef %0) #, !dbg !
  %conv = trunc i64 %call to i32, !dbg !
  store i32 %conv, ptr %n, align 4, !dbg !
  %1 = load ptr, ptr %s.addr, align 8, !dbg !
  %2 = load i32, ptr %n, align 4, !dbg !
  %call1 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %1, i32 noundef %2), !dbg !
    #dbg_declare(ptr %v, !, !DIExpression(), !)
  %3 = load ptr, ptr %cb.addr, align 8, !dbg !
  %4 = load i32, ptr %n, align 4, !dbg !
  %call2 = call noundef i32 %3(i32 noundef %4), !dbg !
  %5 = load i32, ptr %n, align 4, !dbg !
  %call3 = call i32 (i32, ...) @sum_va(i32 noundef 3, i32 noundef %5, i32 noundef 2, i32 noundef 1), !dbg !
  %add = add nsw i32 %call2, %call3, !dbg !
  store i32 %add, ptr %v, align 4, !dbg !
  %6 = load i32, ptr %v, align 4, !dbg !
  %cmp = icmp eq i32 %6, 42, !dbg !
  br i1 %cmp, label %if.then, label %if.end, !dbg !

if.then:                                          ; preds = %entry
  call void @llvm.trap(), !dbg !
  br label %if.end, !dbg !

if.end:                                           ; preds = %if.then, %entry
  %7 = load i32, ptr %v, align 4, !dbg !
  ret i32 %7, !dbg !
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
define dso_local i32 @vla(i32 noundef %n) # !dbg ! {
entry:
  %n.addr = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !, !DIExpression(), !)
  %0 = load i32, ptr %n.addr, align 4, !dbg !
  %1 = zext i32 %0 to i64, !dbg !
  %2 = call ptr @llvm.stacksave.p0(), !dbg !
  store ptr %2, ptr %saved_stack, align 8, !dbg !
  %vla = alloca i32, i64 %1, align 16, !dbg !
  store i64 %1, ptr %__vla_expr0, align 8, !dbg !
    #dbg_declare(ptr %__vla_expr0, !, !DIExpression(), !)
    #dbg_declare(ptr %vla, !, !DIExpression(), !)
    #dbg_declare(ptr %i, !, !DIExpression(), !)
  store i32 0, ptr %i, align 4, !dbg !
  br label %for.cond, !dbg !

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !
  %4 = load i32, ptr %n.addr, align 4, !dbg !
  %cmp = icmp slt i32 %3, %4, !dbg !
  br i1 %cmp, label %for.body, label %for.end, !dbg !

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4, !dbg !
  %6 = load i32, ptr %i, align 4, !dbg !
  %mul = mul nsw i32 %5, %6, !dbg !
  %7 = load i32, ptr %i, align 4, !dbg !
  %idxprom = sext i32 %7 to i64, !dbg !
  %arrayidx = getelementptr inbounds i32, ptr %vla, i64 %idxprom, !dbg !
  store i32 %mul, ptr %arrayidx, align 4, !dbg !
  br label %for.inc, !dbg !

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4, !dbg !
  %inc = add nsw i32 %8, 1, !dbg !
  store i32 %inc, ptr %i, align 4, !dbg !
  br label %for.cond, !dbg !, !llvm.loop !

for.end:                                          ; preds = %for.cond
  %9 = load i32, ptr %n.addr, align 4, !dbg !
  %div = sdiv i32 %9, 2, !dbg !
  %idxprom1 = sext i32 %div to i64, !dbg !
  %arrayidx2 = getelementptr inbounds i32, ptr %vla, i64 %idxprom1, !dbg !
  %10 = load i32, ptr %arrayidx2, align 4, !dbg !
  %11 = load ptr, ptr %saved_stack, align 8, !dbg !
  call void @llvm.stackrestore.p0(ptr %11), !dbg !
  ret i32 %10, !dbg !
}
=== @llvm.stacksave.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #
=== @llvm.stackrestore.p0
; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #
=== @atomics
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @atomics(ptr noundef %p, i32 noundef %v) # !dbg ! {
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
    #dbg_declare(ptr %p.addr, !, !DIExpression(), !)
  store i32 %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %old, !, !DIExpression(), !)
  %0 = load ptr, ptr %p.addr, align 8, !dbg !
  %1 = load i32, ptr %v.addr, align 4, !dbg !
  store i32 %1, ptr %.atomictmp, align 4, !dbg !
  %2 = load i32, ptr %.atomictmp, align 4, !dbg !
  %3 = atomicrmw add ptr %0, i32 %2 seq_cst, align 4, !dbg !
  store i32 %3, ptr %atomic-temp, align 4, !dbg !
  %4 = load i32, ptr %atomic-temp, align 4, !dbg !
  store i32 %4, ptr %old, align 4, !dbg !
    #dbg_declare(ptr %expected, !, !DIExpression(), !)
  %5 = load i32, ptr %old, align 4, !dbg !
  store i32 %5, ptr %expected, align 4, !dbg !
  %6 = load ptr, ptr %p.addr, align 8, !dbg !
  %7 = load i32, ptr %v.addr, align 4, !dbg !
  store i32 %7, ptr %.atomictmp1, align 4, !dbg !
  %8 = load i32, ptr %expected, align 4, !dbg !
  %9 = load i32, ptr %.atomictmp1, align 4, !dbg !
  %10 = cmpxchg ptr %6, i32 %8, i32 %9 acq_rel acquire, align 4, !dbg !
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !
  br i1 %12, label %cmpxchg.continue, label %cmpxchg.store_expected, !dbg !

cmpxchg.store_expected:                           ; preds = %entry
  store i32 %11, ptr %expected, align 4, !dbg !
  br label %cmpxchg.continue, !dbg !

cmpxchg.continue:                                 ; preds = %cmpxchg.store_expected, %entry
  %storedv = zext i1 %12 to i8, !dbg !
  store i8 %storedv, ptr %cmpxchg.bool, align 1, !dbg !
  %13 = load i8, ptr %cmpxchg.bool, align 1, !dbg !
  %loadedv = trunc i8 %13 to i1, !dbg !
  fence seq_cst, !dbg !
  %14 = load i32, ptr %expected, align 4, !dbg !
  store i32 %14, ptr %.atomictmp2, align 4, !dbg !
  %15 = load i32, ptr %.atomictmp2, align 4, !dbg !
  store atomic i32 %15, ptr @g_counter release, align 4, !dbg !
  %16 = load atomic i32, ptr @g_counter acquire, align 4, !dbg !
  store i32 %16, ptr %atomic-temp3, align 4, !dbg !
  %17 = load i32, ptr %atomic-temp3, align 4, !dbg !
  ret i32 %17, !dbg !
}
=== @vectors
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local <4 x float> @vectors(<4 x float> noundef %a, <4 x float> noundef %b, float noundef %s) # !dbg ! {
entry:
  %a.addr = alloca <4 x float>, align 16
  %b.addr = alloca <4 x float>, align 16
  %s.addr = alloca float, align 4
  %c = alloca <4 x float>, align 16
  %e = alloca float, align 4
  %d = alloca <4 x float>, align 16
  store <4 x float> %a, ptr %a.addr, align 16
    #dbg_declare(ptr %a.addr, !, !DIExpression(), !)
  store <4 x float> %b, ptr %b.addr, align 16
    #dbg_declare(ptr %b.addr, !, !DIExpression(), !)
  store float %s, ptr %s.addr, align 4
    #dbg_declare(ptr %s.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %c, !, !DIExpression(), !)
  %0 = load <4 x float>, ptr %a.addr, align 16, !dbg !
  %1 = load <4 x float>, ptr %b.addr, align 16, !dbg !
  %mul = fmul <4 x float> %0, %1, !dbg !
  store <4 x float> %mul, ptr %c, align 16, !dbg !
  %2 = load float, ptr %s.addr, align 4, !dbg !
  %3 = load <4 x float>, ptr %c, align 16, !dbg !
  %vecins = insertelement <4 x float> %3, float %2, i32 2, !dbg !
  store <4 x float> %vecins, ptr %c, align 16, !dbg !
    #dbg_declare(ptr %e, !, !DIExpression(), !)
  %4 = load <4 x float>, ptr %c, align 16, !dbg !
  %vecext = extractelement <4 x float> %4, i32 1, !dbg !
  store float %vecext, ptr %e, align 4, !dbg !
    #dbg_declare(ptr %d, !, !DIExpression(), !)
  %5 = load <4 x float>, ptr %c, align 16, !dbg !
  %6 = load <4 x float>, ptr %a.addr, align 16, !dbg !
  %shuffle = shufflevector <4 x float> %5, <4 x float> %6, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !
  store <4 x float> %shuffle, ptr %d, align 16, !dbg !
  %7 = load <4 x float>, ptr %d, align 16, !dbg !
  %8 = load float, ptr %e, align 4, !dbg !
  %splat.splatinsert = insertelement <4 x float> poison, float %8, i64 0, !dbg !
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !
  %add = fadd <4 x float> %7, %splat.splat, !dbg !
  ret <4 x float> %add, !dbg !
}
=== @make_pair
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local { i32, double } @make_pair(i32 noundef %a, double noundef %b) # !dbg ! {
entry:
  %retval = alloca %struct.pair, align 8
  %a.addr = alloca i32, align 4
  %b.addr = alloca double, align 8
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !, !DIExpression(), !)
  store double %b, ptr %b.addr, align 8
    #dbg_declare(ptr %b.addr, !, !DIExpression(), !)
    #dbg_declare(ptr %retval, !, !DIExpression(), !)
  %a1 = getelementptr inbounds %struct.pair, ptr %retval, i32 0, i32 0, !dbg !
  %0 = load i32, ptr %a.addr, align 4, !dbg !
  store i32 %0, ptr %a1, align 8, !dbg !
  %b2 = getelementptr inbounds %struct.pair, ptr %retval, i32 0, i32 1, !dbg !
  %1 = load double, ptr %b.addr, align 8, !dbg !
  store double %1, ptr %b2, align 8, !dbg !
  %2 = load { i32, double }, ptr %retval, align 8, !dbg !
  ret { i32, double } %2, !dbg !
}
=== @computed_goto
; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @computed_goto(i32 noundef %i) # !dbg ! {
entry:
  %retval = alloca i32, align 4
  %i.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !, !DIExpression(), !)
  %0 = load i32, ptr %i.addr, align 4, !dbg !
  %and = and i32 %0, 1, !dbg !
  %idxprom = sext i32 %and to i64, !dbg !
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @_ZZ13computed_gotoE7targets, i64 0, i64 %idxprom, !dbg !
  %1 = load ptr, ptr %arrayidx, align 8, !dbg !
  br label %indirectgoto, !dbg !

one:                                              ; preds = %indirectgoto
    #dbg_label(!, !)
  store i32 1, ptr %retval, align 4, !dbg !
  br label %return, !dbg !

two:                                              ; preds = %indirectgoto
    #dbg_label(!, !)
  store i32 2, ptr %retval, align 4, !dbg !
  br label %return, !dbg !

return:                                           ; preds = %two, %one
  %2 = load i32, ptr %retval, align 4, !dbg !
  ret i32 %2, !dbg !

indirectgoto:                                     ; preds = %entry
  %indirect.goto.dest = phi ptr [ %1, %entry ]
  indirectbr ptr %indirect.goto.dest, [label %one, label %two]
}
=== @_Z7guardedi
; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z7guardedi(i32 noundef %x) # personality ptr @__gxx_personality_v0 !dbg ! {
entry:
  %retval = alloca i32, align 4
  %x.addr = alloca i32, align 4
  %exn.slot = alloca ptr, align 8
  %ehselector.slot = alloca i32, align 4
  %e = alloca ptr, align 8
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr %x.addr, !, !DIExpression(), !)
  %0 = load i32, ptr %x.addr, align 4, !dbg !
  %call = invoke noundef i32 @_ZL9may_throwi(i32 noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !

invoke.cont:                                      ; preds = %entry
  %1 = load i32, ptr %x.addr, align 4, !dbg !
  %add = add nsw i32 %1, 1, !dbg !
  %call2 = invoke noundef i32 @_ZL9may_throwi(i32 noundef %add)
          to label %invoke.cont1 unwind label %lpad, !dbg !

invoke.cont1:                                     ; preds = %invoke.cont
  %add3 = add nsw i32 %call, %call2, !dbg !
  store i32 %add3, ptr %retval, align 4, !dbg !
  br label %return, !dbg !

lpad:                                             ; preds = %invoke.cont, %entry
  %2 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Error, !dbg !
  %3 = extractvalue { ptr, i32 } %2, 0, !dbg !
  store ptr %3, ptr %exn.slot, align 8, !dbg !
  %4 = extractvalue { ptr, i32 } %2, 1, !dbg !
  store i32 %4, ptr %ehselector.slot, align 4, !dbg !
  br label %catch.dispatch, !dbg !

catch.dispatch:                                   ; preds = %lpad
  %sel = load i32, ptr %ehselector.slot, align 4, !dbg !
  %5 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Error) #, !dbg !
  %matches = icmp eq i32 %sel, %5, !dbg !
  br i1 %matches, label %catch, label %eh.resume, !dbg !

catch:                                            ; preds = %catch.dispatch
    #dbg_declare(ptr %e, !, !DIExpression(), !)
  %exn = load ptr, ptr %exn.slot, align 8, !dbg !
  %6 = call ptr @__cxa_begin_catch(ptr %exn) #, !dbg !
  store ptr %6, ptr %e, align 8, !dbg !
  %7 = load ptr, ptr %e, align 8, !dbg !
  %code = getelementptr inbounds %struct.Error, ptr %7, i32 0, i32 0, !dbg !
  %8 = load i32, ptr %code, align 4, !dbg !
  store i32 %8, ptr %retval, align 4, !dbg !
  call void @__cxa_end_catch(), !dbg !
  br label %return

try.cont:                                         ; No predecessors!
  call void @llvm.trap(), !dbg !
  unreachable, !dbg !

return:                                           ; preds = %catch, %invoke.cont1
  %9 = load i32, ptr %retval, align 4, !dbg !
  ret i32 %9, !dbg !

eh.resume:                                        ; preds = %catch.dispatch
  %exn4 = load ptr, ptr %exn.slot, align 8, !dbg !
  %sel5 = load i32, ptr %ehselector.slot, align 4, !dbg !
  %lpad.val = insertvalue { ptr, i32 } poison, ptr %exn4, 0, !dbg !
  %lpad.val6 = insertvalue { ptr, i32 } %lpad.val, i32 %sel5, 1, !dbg !
  resume { ptr, i32 } %lpad.val6, !dbg !
}
=== @_ZL9may_throwi
; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9may_throwi(i32 noundef %x) # !dbg ! {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr %x.addr, !, !DIExpression(), !)
  %0 = load i32, ptr %x.addr, align 4, !dbg !
  %cmp = icmp slt i32 %0, 0, !dbg !
  br i1 %cmp, label %if.then, label %if.end, !dbg !

if.then:                                          ; preds = %entry
  %exception = call ptr @__cxa_allocate_exception(i64 4) #, !dbg !
  %code = getelementptr inbounds %struct.Error, ptr %exception, i32 0, i32 0, !dbg !
  %1 = load i32, ptr %x.addr, align 4, !dbg !
  store i32 %1, ptr %code, align 16, !dbg !
  call void @__cxa_throw(ptr %exception, ptr @_ZTI5Error, ptr null) #, !dbg !
  unreachable, !dbg !

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %x.addr, align 4, !dbg !
  %mul = mul nsw i32 %2, 2, !dbg !
  ret i32 %mul, !dbg !
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
