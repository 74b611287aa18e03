=== @g
@g = global i32 0
=== @vi
@vi = global <4 x i32> <i32 7, i32 7, i32 7, i32 7>
=== @vf
@vf = global <2 x double> <double 1.500000e+00, double 1.500000e+00>
=== @vb
@vb = global <3 x i1> <i1 true, i1 true, i1 true>
=== @v1
@v1 = global <1 x i64> <i64 -9>
=== @vneg
@vneg = global <8 x i8> <i8 -64, i8 -64, i8 -64, i8 -64, i8 -64, i8 -64, i8 -64, i8 -64>
=== @vmix
@vmix = global <2 x i32> <i32 1, i32 2>
=== @vpoison
@vpoison = global <2 x i32> <i32 3, i32 poison>
=== @vptr
@vptr = global <2 x ptr> <ptr @g, ptr @g>
=== @vh
@vh = global <4 x half> <half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00>
=== @"a$b"
@"a$b" = global i32 0
=== @"c$"
@"c$" = global ptr @"a$b"
=== @add
define <4 x i32> @add(<4 x i32> %x) {
  %a = add <4 x i32> %x, <i32 1, i32 1, i32 1, i32 1>
  %b = icmp slt <4 x i32> %a, <i32 -64, i32 -64, i32 -64, i32 -64>
  %c = select <4 x i1> %b, <4 x i32> %a, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %d = fadd <2 x float> <float 2.000000e+00, float 2.000000e+00>, <float 5.000000e-01, float 5.000000e-01>
  %e = shufflevector <4 x i32> %c, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %f = shufflevector <4 x i32> %e, <4 x i32> %x, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  ret <4 x i32> %f
}
=== @ranged
define i64 @ranged(i64 range(i64 0, -9223372036854775808) %x) {
  ret i64 %x
}
=== @my_malloc
; Function Attrs: allockind("alloc,uninitialized") allocsize(0)
declare ptr @my_malloc(i64) #
=== @my_realloc
; Function Attrs: allockind("realloc") allocsize(1)
declare ptr @my_realloc(ptr, i64) #
=== @my_free
; Function Attrs: allockind("free")
declare void @my_free(ptr) #
=== @my_calloc
; Function Attrs: allockind("alloc,zeroed,aligned")
declare ptr @my_calloc(i64, i64) #
=== @"f$g"
define void @"f$g"() {
  %"x$y" = alloca i32, align 4
  ret void
}
=== @takes
declare void @takes(ptr)
=== @aligned
define void @aligned() {
  call void @takes(ptr null)
  call void @takes(ptr noundef null)
  call void @takes(ptr align 2147483648 null)
  ret void
}
