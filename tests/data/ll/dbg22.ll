; dbg22.ll - hand-written IR: LLVM 22's #dbg_declare_value debug record
; beside the older #dbg_value, #dbg_declare and #dbg_label; DW_OP_abs, which
; LLVM 19 does not take (gen-ll.sh).
; releases: 22
define void @f(ptr %p) !dbg !5 {
    #dbg_declare_value(ptr %p, !9, !DIExpression(), !10)
    #dbg_declare(ptr %p, !9, !DIExpression(), !10)
    #dbg_value(i32 1, !9, !DIExpression(DW_OP_plus_uconst, 4), !10)
    #dbg_value(i32 1, !9, !DIExpression(DW_OP_abs, DW_OP_stack_value), !10)
    #dbg_label(!12, !10)
  ret void, !dbg !10
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: !11)
!10 = !DILocation(line: 1, scope: !5)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILabel(scope: !5, name: "here", file: !1, line: 2)
