=== @0
@0 = global i32 1
=== @1
@1 = internal global i32* @0
=== @a
@a = global void ()* @3
=== @"quoted name"
@"quoted name" = global i32* @0
=== @2
@2 = alias i32, i32* @0
=== @3
define void @3() {
  ret void
}
=== @f
define i32** @f() personality void ()* @3 {
  call void @3()
  %x = load i32*, i32** @"quoted name", align 8
  %y = load i32, i32* @2, align 4
  ret i32** @1
}
