=== @0
@0 = global i32 6
=== @"a\22b"
@"a\22b" = global i32 1
=== @"back\\slash"
@"back\\slash" = global i32 2
=== @"tab\09x"
@"tab\09x" = global i32 3
=== @"0"
@"0" = global i32 4
=== @"@0"
@"@0" = global i32 5
=== @"\C3\A9t\C3\A9"
@"\C3\A9t\C3\A9" = global i32 7
=== @1
@1 = internal global i32* @"0"
=== @2
@2 = alias i32, i32* @"a\22b"
=== @3
define internal void @3() {
  ret void
}
=== @4
define internal i32 @4() {
  call void @3()
  %x = load i32, i32* @"back\\slash", align 4
  ret i32 %x
}
=== @"f n"
define i32 @"f n"() {
  %x = call i32 @4()
  %y = load i32, i32* @"tab\09x", align 4
  %z = load i32, i32* @2, align 4
  %w = load i32*, i32** @1, align 8
  %v = load i32, i32* @"@0", align 4
  %u = load i32, i32* @"\C3\A9t\C3\A9", align 4
  ret i32 %x
}
=== @5
define i32 @5() {
  %x = call i32 @"f n"()
  %y = load i32, i32* @0, align 4
  ret i32 %x
}
