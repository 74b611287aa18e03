; ModuleID = 'refs-ir.bc'
source_filename = "refs-ir.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@prefix_data = constant i32 7
@prologue_data = global i32 0
@meta_only = global i32 1
@meta_attached = global i32 2
@meta_named = global i32 3
@"odd \22name\22" = global i32 4
@"\01raw" = global i32 5
@at_string = constant [8 x i8] c"@not_me\00"
@self = global ptr @self
@table = constant [4 x ptr] [ptr @f_prefix, ptr @"odd \22name\22", ptr @"\01raw", ptr getelementptr inbounds ([8 x i8], ptr @at_string, i64 0, i64 1)]
@arr = global [4 x i32] zeroinitializer
@used_var = internal global i32 6
@cused_var = internal global i32 7
@llvm.used = appending global [1 x ptr] [ptr @used_var], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @cused_var], section "llvm.metadata"

@a_elem = alias i32, getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2)
@a_chain = alias i32, ptr @a_elem

@i_pick = ifunc void (), ptr @resolver

define void @f_prefix() prefix ptr @prefix_data {
  ret void
}

define void @f_prologue() prologue ptr @prologue_data {
  ret void
}

declare i32 @__gxx_personality_v0(...)

define void @f_personality() personality ptr @__gxx_personality_v0 {
  ret void
}

define internal void @callee_equiv() {
  ret void
}

define internal void @callee_nocfi() {
  ret void
}

define ptr @f_equiv() {
  call void dso_local_equivalent @callee_equiv()
  ret ptr no_cfi @callee_nocfi
}

define internal ptr @resolver() {
  ret ptr @f_prefix
}

define void @f_meta() !dbg !5 {
    #dbg_value(ptr @meta_only, !9, !DIExpression(), !11)
  call void @i_pick(), !dbg !11, !bcq.note !12
  ret void, !dbg !11
}

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!bcq.named = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "refs-ir.ll", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{ptr @meta_named}
!5 = distinct !DISubprogram(name: "f_meta", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{}
!9 = !DILocalVariable(name: "p", scope: !5, file: !1, line: 1, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DILocation(line: 1, column: 1, scope: !5)
!12 = !{ptr @meta_attached}
