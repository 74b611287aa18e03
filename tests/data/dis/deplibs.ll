=== @dep_half_norm
; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dep_half_norm(double noundef %0, double noundef %1) # {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %5 = load double, double* %3, align 8
  %6 = load double, double* %3, align 8
  %7 = load double, double* %4, align 8
  %8 = load double, double* %4, align 8
  %9 = fmul double %7, %8
  %10 = call double @llvm.fmuladd.f64(double %5, double %6, double %9)
  %11 = call double @sqrt(double noundef %10) #
  %12 = fdiv double %11, 2.000000e+00
  ret double %12
}
=== @sqrt
; Function Attrs: nounwind
declare double @sqrt(double noundef) #
=== @llvm.fmuladd.f64
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #
