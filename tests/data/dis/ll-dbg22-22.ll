=== @f
define void @f(ptr %p) {
    #dbg_declare_value(ptr %p, !, !DIExpression(), !)
    #dbg_declare(ptr %p, !, !DIExpression(), !)
    #dbg_value(i32 1, !, !DIExpression(DW_OP_plus_uconst, 4), !)
    #dbg_label(!, !)
  ret void
}
