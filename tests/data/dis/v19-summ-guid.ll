=== @table
@table = global ptr @leaf
=== @leaf
define internal i32 @leaf(i32 %x) {
  ret i32 %x
}
=== @dispatch
define i32 @dispatch(ptr %fp, i32 %x) !prof !m0 {
  %r = call i32 %fp(i32 %x), !prof !m1
  %s = call i32 @leaf(i32 %r)
  ret i32 %s
}
