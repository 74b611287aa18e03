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
@self = global ptr @self
=== @table
@table = constant [4 x ptr] [ptr @f_prefix, ptr @"odd \22name\22", ptr @"\01raw", ptr getelementptr inbounds ([8 x i8], ptr @at_string, i64 0, i64 1)]
=== @arr
@arr = global [4 x i32] zeroinitializer
=== @used_var
@used_var = internal global i32 6
=== @cused_var
@cused_var = internal global i32 7
=== @llvm.used
@llvm.used = appending global [1 x ptr] [ptr @used_var], section "llvm.metadata"
=== @llvm.compiler.used
@llvm.compiler.used = appending global [1 x ptr] [ptr @cused_var], section "llvm.metadata"
=== @a_elem
@a_elem = alias i32, getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2)
=== @a_chain
@a_chain = alias i32, ptr @a_elem
=== @i_pick
@i_pick = ifunc void (), ptr @resolver
=== @f_prefix
define void @f_prefix() prefix ptr @prefix_data {
  ret void
}
=== @f_prologue
define void @f_prologue() prologue ptr @prologue_data {
  ret void
}
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @f_personality
define void @f_personality() personality ptr @__gxx_personality_v0 {
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
define ptr @f_equiv() {
  call void dso_local_equivalent @callee_equiv()
  ret ptr no_cfi @callee_nocfi
}
=== @resolver
define internal ptr @resolver() {
  ret ptr @f_prefix
}
=== @f_meta
define void @f_meta() !dbg !m0 {
    #dbg_value(ptr @meta_only, !m1, !DIExpression(), !m2)
  call void @i_pick(), !dbg !m2, !bcq.note !m3
  ret void, !dbg !m2
}
=== @f_self
define i32 @f_self(i32 %n) {
entry:
  %r = call i32 @f_self(i32 %n)
  br label %next

next:                                             ; preds = %next, %entry
  %t = phi ptr [ blockaddress(@f_self, %next), %entry ], [ blockaddress(@f_self, %next), %next ]
  %v = load i32, ptr @a_chain, align 4
  %c = icmp eq i32 %v, %r
  br i1 %c, label %done, label %next

done:                                             ; preds = %next
  ret i32 %v
}
