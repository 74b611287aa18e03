=== @f
define void @f(i32 %a, ptr %p) !dbg !m0 {
    #dbg_value(i32 %a, !m1, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !m2)
    #dbg_value(i32 %a, !m1, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 1, DW_ATE_boolean, DW_OP_stack_value), !m2)
    #dbg_value(ptr %p, !m1, !DIExpression(DW_OP_deref_size, 4, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !m2)
    #dbg_value(i32 %a, !m1, !DIExpression(DW_OP_lit0, DW_OP_over, DW_OP_eq, DW_OP_stack_value), !m2)
    #dbg_value(i32 %a, !m1, !DIExpression(DW_OP_constu, 5, DW_OP_ne, DW_OP_constu, 1, DW_OP_gt, DW_OP_constu, 2, DW_OP_ge, DW_OP_stack_value), !m2)
    #dbg_value(i32 %a, !m1, !DIExpression(DW_OP_constu, 5, DW_OP_lt, DW_OP_constu, 1, DW_OP_le, DW_OP_stack_value), !m2)
    #dbg_value(ptr %p, !m1, !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_stack_value), !m2)
    #dbg_value(!DIArgList(i32 %a, i32 %a), !m1, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !m2)
    #dbg_value(i32 %a, !m1, !DIExpression(DW_OP_consts, 18446744073709551615, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !m2)
  ret void, !dbg !m2
}
