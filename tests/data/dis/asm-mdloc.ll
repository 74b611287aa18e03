=== @f
define i32 @f(i32 %x) !dbg !m0 {
  %a = add i32 %x, 1, !dbg !m1, !loc !m1
  %b = add i32 %a, 2, !dbg !m2, !loc !m2
  %c = add i32 %b, 3, !dbg !m3, !loc !m1
  ret i32 %c, !dbg !m1
}
=== @g
define i32 @g(i32 %x) !dbg !m0 {
  %a = add i32 %x, 1, !dbg !m1
  ret i32 %a, !dbg !m1, !loc !m1
}
