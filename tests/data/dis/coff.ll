=== @v_external
@v_external = dso_local global i32 1, align 4
=== @v_internal
@v_internal = internal global i32 2, align 4
=== @v_common
@v_common = common dso_local global i32 0, align 4
=== @v_const
@v_const = dso_local constant [4 x i8] c"coff", align 1
=== @.str
@.str = private unnamed_addr constant [3 x i8] c"hi\00", align 1
=== @v_tls
@v_tls = dso_local thread_local global i32 3, align 4
=== @v_export
@v_export = dso_local dllexport global i32 4, align 4
=== @v_export_const
@v_export_const = dso_local dllexport constant i32 5, align 4
=== @v_import
@v_import = external dllimport global i32
=== @v_decl
@v_decl = external global i32
=== @v_extern_weak
@v_extern_weak = extern_weak global i32
=== @c_any
@c_any = weak_odr dso_local global i32 10, comdat, align 4
=== @c_exact
@c_exact = linkonce_odr dso_local global i32 11, comdat, align 4
=== @c_largest
@c_largest = weak_odr dso_local global [4 x i32] zeroinitializer, comdat, align 4
=== @c_nodedup
@c_nodedup = dso_local global i32 13, comdat, align 4
=== @c_same
@c_same = weak_odr dso_local dllexport global i32 14, comdat, align 4
=== @c_any_member
@c_any_member = linkonce_odr dso_local global i32 15, comdat($c_any), align 4
=== @v_section
@v_section = dso_local global i32 16, section ".bcq$a", align 4
=== @llvm.used
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32* @v_internal to i8*)], section "llvm.metadata"
=== @a_weak_fn
@a_weak_fn = weak alias void (), void ()* @f_target
=== @a_weak_var
@a_weak_var = weak alias i32, i32* @v_external
=== @a_strong
@a_strong = alias void (), void ()* @f_target
=== @a_linkonce_odr
@a_linkonce_odr = linkonce_odr alias void (), void ()* @f_target
=== @a_export
@a_export = dllexport alias void (), void ()* @f_target
=== @f_target
define dso_local void @f_target() {
  ret void
}
=== @f_export
define dso_local dllexport void @f_export() {
  ret void
}
=== @f_inline
define linkonce_odr dso_local void @f_inline() comdat {
  ret void
}
=== @f_weak
define weak dso_local void @f_weak() {
  ret void
}
=== @f_internal
define internal void @f_internal() {
  ret void
}
=== @f_import
declare dllimport void @f_import()
=== @f_decl
declare dso_local i32 @f_decl(i32)
=== @f_extern_weak
declare extern_weak void @f_extern_weak()
=== @user
define dso_local i32 @user() {
  call void @f_import()
  call void @f_inline()
  call void @f_internal()
  call void @f_extern_weak()
  %a = load i32, i32* @v_import, align 4
  %b = load i32, i32* @v_decl, align 4
  %c = load i32, i32* @v_extern_weak, align 4
  %d = load i8, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), align 1
  %e = call i32 @f_decl(i32 %a)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %e
  ret i32 %s3
}
