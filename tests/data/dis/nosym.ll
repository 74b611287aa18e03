=== @v_external
@v_external = global i32 1, align 4
=== @v_private
@v_private = private global i32 2, align 4
=== @v_internal
@v_internal = internal global i32 3, align 4
=== @v_avail_ext
@v_avail_ext = available_externally global i32 4, align 4
=== @v_linkonce
@v_linkonce = linkonce global i32 5, align 4
=== @v_weak
@v_weak = weak global i32 6, align 4
=== @v_common
@v_common = common global i32 0, align 4
=== @v_common_big
@v_common_big = common global [100 x i8] zeroinitializer, align 32
=== @v_linkonce_odr
@v_linkonce_odr = linkonce_odr global i32 7, align 4
=== @v_weak_odr
@v_weak_odr = weak_odr global i32 8, align 4
=== @v_extern_weak
@v_extern_weak = extern_weak global i32
=== @v_decl
@v_decl = external global i32, align 4
=== @v_decl_hidden
@v_decl_hidden = external hidden global i32
=== @v_decl_const
@v_decl_const = external constant [4 x i8]
=== @v_hidden
@v_hidden = hidden global i32 10, align 4
=== @v_protected
@v_protected = protected global i32 11, align 4
=== @v_dso_local
@v_dso_local = dso_local global i32 12, align 4
=== @v_dso_preemptable
@v_dso_preemptable = global i32 13, align 4
=== @v_const
@v_const = constant i32 14, align 4
=== @v_const_internal
@v_const_internal = internal constant [3 x i32] [i32 1, i32 2, i32 3], align 4
=== @v_weak_hidden
@v_weak_hidden = weak hidden global i32 15, align 4
=== @.str
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
=== @v_lo_odr_ua
@v_lo_odr_ua = linkonce_odr unnamed_addr constant i32 16, align 4
=== @v_lo_odr_lua_const
@v_lo_odr_lua_const = linkonce_odr local_unnamed_addr constant i32 17, align 4
=== @v_lo_odr_lua_var
@v_lo_odr_lua_var = linkonce_odr local_unnamed_addr global i32 18, align 4
=== @v_lua
@v_lua = local_unnamed_addr global i32 19, align 4
=== @t_general
@t_general = thread_local global i32 20, align 4
=== @t_localdyn
@t_localdyn = thread_local(localdynamic) global i32 21, align 4
=== @t_initexec
@t_initexec = thread_local(initialexec) global i32 22, align 4
=== @t_localexec
@t_localexec = internal thread_local(localexec) global i32 23, align 4
=== @t_common
@t_common = common thread_local global i32 0, align 4
=== @t_decl
@t_decl = external thread_local(initialexec) global i32
=== @v_section
@v_section = global i32 24, section ".bcq_sec", align 4
=== @v_meta
@v_meta = global i32 25, section "llvm.metadata"
=== @v_bss
@v_bss = global [8 x i32] zeroinitializer, align 16
=== @c_any
@c_any = linkonce_odr global i32 30, comdat, align 4
=== @c_any_member
@c_any_member = linkonce_odr global i32 31, comdat($c_any), align 4
=== @c_exact
@c_exact = linkonce_odr global i32 32, comdat, align 4
=== @c_largest
@c_largest = linkonce_odr global [2 x i32] [i32 33, i32 34], comdat, align 4
=== @c_nodedup
@c_nodedup = global i32 35, comdat, align 4
=== @c_same
@c_same = weak_odr global i32 36, comdat, align 4
=== @"name with space"
@"name with space" = global i32 40, align 4
=== @dot.name
@dot.name = global i32 41, align 4
=== @"\01raw_name"
@"\01raw_name" = global i32 42, align 4
=== @"quote\22name"
@"quote\22name" = global i32 43, align 4
=== @llvm.used
@llvm.used = appending global [2 x i8*] [i8* bitcast (i32* @v_internal to i8*), i8* bitcast (void ()* @f_internal to i8*)], section "llvm.metadata"
=== @llvm.compiler.used
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @v_private to i8*)], section "llvm.metadata"
=== @llvm.global_ctors
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @f_ctor, i8* null }]
=== @v_appending
@v_appending = appending global [1 x i32] [i32 50]
=== @a_fn
@a_fn = alias void (), void ()* @f_external
=== @a_var
@a_var = alias i32, i32* @v_external
=== @a_weak
@a_weak = weak alias i32, i32* @v_external
=== @a_internal
@a_internal = internal alias i32, i32* @v_internal
=== @a_private
@a_private = private alias i32, i32* @v_external
=== @a_hidden
@a_hidden = hidden alias void (), void ()* @f_external
=== @a_linkonce_odr
@a_linkonce_odr = linkonce_odr alias i32, i32* @v_external
=== @a_weak_odr
@a_weak_odr = weak_odr alias void (), void ()* @f_external
=== @a_gep
@a_gep = alias i32, getelementptr inbounds ([8 x i32], [8 x i32]* @v_bss, i64 0, i64 2)
=== @a_to_alias
@a_to_alias = alias i32, i32* @a_var
=== @a_tls
@a_tls = alias i32, i32* @t_general
=== @a_in_comdat
@a_in_comdat = alias i32, i32* @c_any
=== @i_fn
@i_fn = ifunc i32 (i32), i32 (i32)* ()* @resolver
=== @i_internal
@i_internal = internal ifunc i32 (i32), i32 (i32)* ()* @resolver
=== @i_weak_hidden
@i_weak_hidden = weak hidden ifunc i32 (i32), i32 (i32)* ()* @resolver
=== @f_external
define void @f_external() {
  ret void
}
=== @f_private
define private void @f_private() {
  ret void
}
=== @f_internal
define internal void @f_internal() {
  ret void
}
=== @f_avail_ext
define available_externally i32 @f_avail_ext() {
  ret i32 1
}
=== @f_linkonce
define linkonce void @f_linkonce() {
  ret void
}
=== @f_weak
define weak void @f_weak() {
  ret void
}
=== @f_linkonce_odr
define linkonce_odr void @f_linkonce_odr() {
  ret void
}
=== @f_weak_odr
define weak_odr void @f_weak_odr() {
  ret void
}
=== @f_extern_weak
declare extern_weak void @f_extern_weak()
=== @f_decl
declare i32 @f_decl(i32)
=== @f_decl_hidden
declare hidden void @f_decl_hidden()
=== @f_hidden
define hidden void @f_hidden() {
  ret void
}
=== @f_protected
define protected void @f_protected() {
  ret void
}
=== @f_dso_local
define dso_local void @f_dso_local() local_unnamed_addr {
  ret void
}
=== @f_lo_odr_ua
define linkonce_odr void @f_lo_odr_ua() unnamed_addr {
  ret void
}
=== @lo_fn_in_comdat
define linkonce_odr hidden void @lo_fn_in_comdat() comdat {
  ret void
}
=== @f_in_comdat_exact
define weak_odr void @f_in_comdat_exact() comdat($c_exact) {
  ret void
}
=== @f_section
define void @f_section() section ".text.bcq" {
  ret void
}
=== @f_gc
define void @f_gc() gc "shadow-stack" {
  ret void
}
=== @f_prefix
define void @f_prefix() prefix i32 123 prologue i8 -112 {
  ret void
}
=== @fn_versioned
define void @fn_versioned() {
  ret void
}
=== @f_ctor
define internal void @f_ctor() {
  ret void
}
=== @impl
define internal i32 @impl(i32 %x) {
  ret i32 %x
}
=== @resolver
define internal i32 (i32)* @resolver() {
  ret i32 (i32)* @impl
}
=== @"fn with space"
define void @"fn with space"() {
  ret void
}
=== @llvm.memset.p0i8.i64
; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #
=== @llvm.trap
; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #
=== @user
define i32 @user(i8* %p) {
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 16, i1 false)
  call void @f_private()
  call void @f_extern_weak()
  call void @f_decl_hidden()
  %a = load i32, i32* @v_private, align 4
  %b = load i32, i32* @v_decl, align 4
  %c = load i32, i32* @v_decl_hidden, align 4
  %d = load i32, i32* @v_extern_weak, align 4
  %e = load i32, i32* @t_decl, align 4
  %f = load i32, i32* @t_localexec, align 4
  %g = load i32, i32* @a_private, align 4
  %h = call i32 @f_decl(i32 %a)
  %i = call i32 @f_avail_ext()
  %j = load i8, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @v_decl_const, i64 0, i64 0), align 1
  %k = load i8, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), align 1
  %l = load i32, i32* @v_avail_ext, align 4
  %m = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @v_const_internal, i64 0, i64 1), align 4
  %n = call i32 @i_internal(i32 %b)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  %s6 = add i32 %s5, %g
  %s7 = add i32 %s6, %h
  %s8 = add i32 %s7, %i
  %s9 = add i32 %s8, %l
  %s10 = add i32 %s9, %m
  %s11 = add i32 %s10, %n
  %cmp = icmp eq i8 %j, %k
  br i1 %cmp, label %trap, label %done

trap:                                             ; preds = %0
  call void @llvm.trap()
  unreachable

done:                                             ; preds = %0
  ret i32 %s11
}
