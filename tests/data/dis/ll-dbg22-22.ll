=== @f
define void @f(ptr %p) !dbg !m0 {
    #dbg_declare_value(ptr %p, !m1, !DIExpression(), !m2)
    #dbg_declare(ptr %p, !m1, !DIExpression(), !m2)
    #dbg_value(i32 1, !m1, !DIExpression(DW_OP_plus_uconst, 4), !m2)
    #dbg_value(i32 1, !m1, !DIExpression(DW_OP_abs, DW_OP_stack_value), !m2)
    #dbg_label(!m3, !m2)
  ret void, !dbg !m2
}
