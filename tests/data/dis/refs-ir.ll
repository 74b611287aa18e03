=== @prefix_data
@prefix_data = constant i32 7
=== @prologue_data
@prologue_data = global i32 0
=== @meta_only
@meta_only = global i32 1
=== @meta_attached
@meta_attached = global i32 2
=== @meta_named
@meta_named = global i32 3
=== @"odd \22name\22"
@"odd \22name\22" = global i32 4
=== @"\01raw"
@"\01raw" = global i32 5
=== @at_string
@at_string = constant [8 x i8] c"@not_me\00"
=== @self
@self = global i8* bitcast (i8** @self to i8*)
=== @table
@table = constant [4 x i8*] [i8* bitcast (void ()* @f_prefix to i8*), i8* bitcast (i32* @"odd \22name\22" to i8*), i8* bitcast (i32* @"\01raw" to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @at_string, i64 0, i64 1)]
=== @arr
@arr = global [4 x i32] zeroinitializer
=== @used_var
@used_var = internal global i32 6
=== @cused_var
@cused_var = internal global i32 7
=== @llvm.used
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32* @used_var to i8*)], section "llvm.metadata"
=== @llvm.compiler.used
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @cused_var to i8*)], section "llvm.metadata"
=== @a_elem
@a_elem = alias i32, getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 2)
=== @a_chain
@a_chain = alias i32, i32* @a_elem
=== @i_pick
@i_pick = ifunc void (), void ()* ()* @resolver
=== @f_prefix
define void @f_prefix() prefix i32* @prefix_data {
  ret void
}
=== @f_prologue
define void @f_prologue() prologue i32* @prologue_data {
  ret void
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @f_personality
define void @f_personality() personality i32 (...)* @__gxx_personality_v0 {
  ret void
}
=== @callee_equiv
define internal void @callee_equiv() {
  ret void
}
=== @callee_nocfi
define internal void @callee_nocfi() {
  ret void
}
=== @f_equiv
define i8* @f_equiv() {
  call void dso_local_equivalent @callee_equiv()
  ret i8* bitcast (void ()* no_cfi @callee_nocfi to i8*)
}
=== @resolver
define internal void ()* @resolver() {
  ret void ()* @f_prefix
}
=== @f_meta
define void @f_meta() !dbg !m0 {
  call void @llvm.dbg.value(metadata i32* @meta_only, metadata !m1, metadata !DIExpression()), !dbg !m2
  call void @i_pick(), !dbg !m2, !bcq.note !m3
  ret void, !dbg !m2
}
=== @f_self
define i32 @f_self(i32 %n) {
entry:
  %r = call i32 @f_self(i32 %n)
  br label %next

next:                                             ; preds = %next, %entry
  %t = phi i8* [ blockaddress(@f_self, %next), %entry ], [ blockaddress(@f_self, %next), %next ]
  %v = load i32, i32* @a_chain, align 4
  %c = icmp eq i32 %v, %r
  br i1 %c, label %done, label %next

done:                                             ; preds = %next
  ret i32 %v
}
=== @llvm.dbg.value
; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #
