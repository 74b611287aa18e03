=== @f
declare void @f()
=== @g
define void @g(i32 %x) {
  call void @f() [ "x"(metadata i32 7, i32 %x), "y"(metadata i32 %x) ]
  ret void
}
