; refs-ir.ll - hand-written IR for the references that C and C++ sources
; do not make: prefix and prologue data naming global values, a
; personality on a function without landing pads, dso_local_equivalent
; and no_cfi, values named only through metadata (a llvm.dbg.value
; argument -- a debug record in LLVM 19 --, an instruction's attachment, a
; named metadata node), a variable and a function that reference
; themselves, an alias of an alias of a GEP, an ifunc, llvm.used and
; llvm.compiler.used, quoted names, and '@' inside strings.  Typed
; pointers: LLVM 14 assembles it as it is, LLVM 19 reads them as ptr.
source_filename = "refs-ir.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@prefix_data = constant i32 7
@prologue_data = global i32 0
@meta_only = global i32 1                 ; only in a llvm.dbg.value argument
@meta_attached = global i32 2             ; only in an attachment
@meta_named = global i32 3                ; only in a named metadata node
@"odd \22name\22" = global i32 4
@"\01raw" = global i32 5
@at_string = constant [8 x i8] c"@not_me\00"
@self = global i8* bitcast (i8** @self to i8*)
@table = constant [4 x i8*] [i8* bitcast (void ()* @f_prefix to i8*), i8* bitcast (i32* @"odd \22name\22" to i8*), i8* bitcast (i32* @"\01raw" to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @at_string, i64 0, i64 1)]
@arr = global [4 x i32] zeroinitializer
@used_var = internal global i32 6
@cused_var = internal global i32 7
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32* @used_var to i8*)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @cused_var to i8*)], section "llvm.metadata"

@a_elem = alias i32, getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 2)
@a_chain = alias i32, i32* @a_elem
@i_pick = ifunc void (), void ()* ()* @resolver

define void @f_prefix() prefix i32* @prefix_data {
  ret void
}

define void @f_prologue() prologue i32* @prologue_data {
  ret void
}

declare i32 @__gxx_personality_v0(...)

define void @f_personality() personality i32 (...)* @__gxx_personality_v0 {
  ret void
}

define internal void @callee_equiv() {
  ret void
}

define internal void @callee_nocfi() {
  ret void
}

define i8* @f_equiv() {
  call void dso_local_equivalent @callee_equiv()
  ret i8* bitcast (void ()* no_cfi @callee_nocfi to i8*)
}

define internal void ()* @resolver() {
  ret void ()* @f_prefix
}

define void @f_meta() !dbg !5 {
  call void @llvm.dbg.value(metadata i32* @meta_only, metadata !8, metadata !DIExpression()), !dbg !10
  call void @i_pick(), !dbg !10, !bcq.note !11
  ret void, !dbg !10
}

define i32 @f_self(i32 %n) {
entry:
  %r = call i32 @f_self(i32 %n)
  br label %next

next:
  %t = phi i8* [ blockaddress(@f_self, %next), %entry ], [ blockaddress(@f_self, %next), %next ]
  %v = load i32, i32* @a_chain, align 4
  %c = icmp eq i32 %v, %r
  br i1 %c, label %done, label %next

done:
  ret i32 %v
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!bcq.named = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "refs-ir.ll", directory: ".")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f_meta", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocalVariable(name: "p", scope: !5, file: !1, line: 1, type: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 1, column: 1, scope: !5)
!11 = !{i32* @meta_attached}
!12 = !{i32* @meta_named}
