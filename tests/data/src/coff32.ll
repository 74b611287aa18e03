; coff32.ll - hand-written IR for i686 Windows (COFF, mangling m:x): C names
; get a leading '_', stdcall adds '@' and the argument bytes, fastcall a
; leading '@' instead of '_', vectorcall '@@' and the argument bytes; a
; "\01" name and a '?'-name (MSVC C++) are not mangled.
source_filename = "coff32.ll"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

@v_data = dso_local global i32 1, align 4
@v_static = internal global i32 2, align 4
@v_import = external dllimport global i32
@"?v_cxx@@3HA" = dso_local global i32 3, align 4
@"\01v_raw" = dso_local global i32 4, align 4

define dso_local i32 @f_cdecl(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

define dso_local x86_stdcallcc i32 @f_stdcall(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

define dso_local x86_fastcallcc i32 @f_fastcall(i32 inreg %a, i32 inreg %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

define dso_local x86_vectorcallcc i32 @f_vectorcall(i32 inreg %a, i32 inreg %b, double %c) {
  %s = add i32 %a, %b
  ret i32 %s
}

define dso_local x86_stdcallcc void @f_stdcall0() {
  ret void
}

define dso_local dllexport x86_stdcallcc i32 @f_export_stdcall(i64 %x) {
  %t = trunc i64 %x to i32
  ret i32 %t
}

define internal x86_stdcallcc i32 @f_static_stdcall(i32 %a) {
  ret i32 %a
}

declare dllimport x86_stdcallcc i32 @f_import_stdcall(i8*, i32)

declare dso_local x86_fastcallcc i32 @f_decl_fastcall(i32 inreg, i32 inreg, i32)

declare dso_local i32 @f_decl_cdecl(i32, ...)

define dso_local i32 @"?f_cxx@@YAHH@Z"(i32 %a) {
  ret i32 %a
}

define dso_local i32 @"\01f_raw"() {
  ret i32 0
}

define dso_local i32 @user(i8* %p) {
  %a = call x86_stdcallcc i32 @f_import_stdcall(i8* %p, i32 1)
  %b = call x86_fastcallcc i32 @f_decl_fastcall(i32 inreg %a, i32 inreg 2, i32 3)
  %c = call i32 (i32, ...) @f_decl_cdecl(i32 %b, i32 4)
  %d = call x86_stdcallcc i32 @f_static_stdcall(i32 %c)
  %e = load i32, i32* @v_import
  %f = load i32, i32* @v_static
  %s1 = add i32 %d, %e
  %s2 = add i32 %s1, %f
  ret i32 %s2
}
