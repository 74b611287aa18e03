=== @v_data
@v_data = dso_local global i32 1, align 4
=== @v_static
@v_static = internal global i32 2, align 4
=== @v_import
@v_import = external dllimport global i32
=== @"?v_cxx@@3HA"
@"?v_cxx@@3HA" = dso_local global i32 3, align 4
=== @"\01v_raw"
@"\01v_raw" = dso_local global i32 4, align 4
=== @f_cdecl
define dso_local i32 @f_cdecl(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
=== @f_stdcall
define dso_local x86_stdcallcc i32 @f_stdcall(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
=== @f_fastcall
define dso_local x86_fastcallcc i32 @f_fastcall(i32 inreg %a, i32 inreg %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
=== @f_vectorcall
define dso_local x86_vectorcallcc i32 @f_vectorcall(i32 inreg %a, i32 inreg %b, double %c) {
  %s = add i32 %a, %b
  ret i32 %s
}
=== @f_stdcall0
define dso_local x86_stdcallcc void @f_stdcall0() {
  ret void
}
=== @f_export_stdcall
define dso_local dllexport x86_stdcallcc i32 @f_export_stdcall(i64 %x) {
  %t = trunc i64 %x to i32
  ret i32 %t
}
=== @f_static_stdcall
define internal x86_stdcallcc i32 @f_static_stdcall(i32 %a) {
  ret i32 %a
}
=== @f_import_stdcall
declare dllimport x86_stdcallcc i32 @f_import_stdcall(i8*, i32)
=== @f_decl_fastcall
declare dso_local x86_fastcallcc i32 @f_decl_fastcall(i32 inreg, i32 inreg, i32)
=== @f_decl_cdecl
declare dso_local i32 @f_decl_cdecl(i32, ...)
=== @"?f_cxx@@YAHH@Z"
define dso_local i32 @"?f_cxx@@YAHH@Z"(i32 %a) {
  ret i32 %a
}
=== @"\01f_raw"
define dso_local i32 @"\01f_raw"() {
  ret i32 0
}
=== @user
define dso_local i32 @user(i8* %p) {
  %a = call x86_stdcallcc i32 @f_import_stdcall(i8* %p, i32 1)
  %b = call x86_fastcallcc i32 @f_decl_fastcall(i32 inreg %a, i32 inreg 2, i32 3)
  %c = call i32 (i32, ...) @f_decl_cdecl(i32 %b, i32 4)
  %d = call x86_stdcallcc i32 @f_static_stdcall(i32 %c)
  %e = load i32, i32* @v_import, align 4
  %f = load i32, i32* @v_static, align 4
  %s1 = add i32 %d, %e
  %s2 = add i32 %s1, %f
  ret i32 %s2
}
