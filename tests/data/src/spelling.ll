; Names as llvm-dis spells them, for tests/names.sh: unnamed functions (as
; ROCm's asanrtl.bc has), a variable of digits alone and one named "@0",
; which llvm-dis quotes, and names it escapes (a quote, a backslash, a
; tab, UTF-8).  LLParser wants unnamed values in slot order: variables,
; aliases, ifuncs, then functions.
@0 = global i32 6
@"a\22b" = global i32 1
@"back\5Cslash" = global i32 2
@"tab\09x" = global i32 3
@"0" = global i32 4
@"@0" = global i32 5
@"\C3\A9t\C3\A9" = global i32 7
@1 = internal global i32* @"0"

@2 = alias i32, i32* @"a\22b"

define internal void @3() {
  ret void
}

define internal i32 @4() {
  call void @3()
  %x = load i32, i32* @"back\5Cslash"
  ret i32 %x
}

define i32 @"f n"() {
  %x = call i32 @4()
  %y = load i32, i32* @"tab\09x"
  %z = load i32, i32* @2
  %w = load i32*, i32** @1
  %v = load i32, i32* @"@0"
  %u = load i32, i32* @"\C3\A9t\C3\A9"
  ret i32 %x
}

define i32 @5() {
  %x = call i32 @"f n"()
  %y = load i32, i32* @0
  ret i32 %x
}
