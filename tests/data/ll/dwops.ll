; dwops.ll - hand-written IR: the DWARF operations of a DIExpression that
; llvm-dis names (DIExpression::isValid's), DW_OP_LLVM_convert's encoding
; by name among them (gen-ll.sh).
; releases: 19 22
define void @f(i32 %a, ptr %p) !dbg !5 {
    #dbg_value(i32 %a, !9, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !10)
    #dbg_value(i32 %a, !9, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 1, DW_ATE_boolean, DW_OP_stack_value), !10)
    #dbg_value(ptr %p, !9, !DIExpression(DW_OP_deref_size, 4, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !10)
    #dbg_value(i32 %a, !9, !DIExpression(DW_OP_lit0, DW_OP_over, DW_OP_eq, DW_OP_stack_value), !10)
    #dbg_value(i32 %a, !9, !DIExpression(DW_OP_constu, 5, DW_OP_ne, DW_OP_constu, 1, DW_OP_gt, DW_OP_constu, 2, DW_OP_ge, DW_OP_stack_value), !10)
    #dbg_value(i32 %a, !9, !DIExpression(DW_OP_constu, 5, DW_OP_lt, DW_OP_constu, 1, DW_OP_le, DW_OP_stack_value), !10)
    #dbg_value(ptr %p, !9, !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_stack_value), !10)
    #dbg_value(!DIArgList(i32 %a, i32 %a), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !10)
    #dbg_value(i32 %a, !9, !DIExpression(DW_OP_consts, 18446744073709551615, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !10)
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
