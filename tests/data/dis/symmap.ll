=== @0
@0 = global i32 1
=== @v_named
@v_named = global i32 2
=== @1
@1 = internal global i32 3
=== @v_ext
@v_ext = external global i32
=== @2
@2 = alias i32, i32* @0
=== @a_named
@a_named = alias void (), void ()* @f_named
=== @i_named
@i_named = ifunc void (), void ()* ()* @resolver
=== @3
@3 = ifunc void (), void ()* ()* @resolver
=== @4
define void @4() {
  ret void
}
=== @f_named
define void @f_named() {
  call void @4()
  ret void
}
=== @f_decl
declare void @f_decl()
=== @resolver
define internal void ()* @resolver() {
  ret void ()* @f_named
}
