; splat.ll - vector constants that are one value in every lane, which
; llvm-dis 20 and later write as "splat (T V)" (ConstantDataVector and
; ConstantVector alike, ints and floats, i1 and one-lane vectors) and 19
; lane by lane; vectors that are not splats (a poison lane, two values, a
; pointer lane), and shuffle masks, which every release writes lane by
; lane; a range attribute whose bound is INT64_MIN (sign-rotated
; 1 in the record); allockind; an align that is no attribute (below).
; releases: 19 22
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0
@vi = global <4 x i32> <i32 7, i32 7, i32 7, i32 7>
@vf = global <2 x double> <double 1.5, double 1.5>
@vb = global <3 x i1> <i1 true, i1 true, i1 true>
@v1 = global <1 x i64> <i64 -9>
@vneg = global <8 x i8> <i8 -64, i8 -64, i8 -64, i8 -64, i8 -64, i8 -64, i8 -64, i8 -64>
@vmix = global <2 x i32> <i32 1, i32 2>
@vpoison = global <2 x i32> <i32 3, i32 poison>
@vptr = global <2 x ptr> <ptr @g, ptr @g>
@vh = global <4 x half> <half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00>

define <4 x i32> @add(<4 x i32> %x) {
  %a = add <4 x i32> %x, <i32 1, i32 1, i32 1, i32 1>
  %b = icmp slt <4 x i32> %a, <i32 -64, i32 -64, i32 -64, i32 -64>
  %c = select <4 x i1> %b, <4 x i32> %a, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %d = fadd <2 x float> <float 2.0, float 2.0>, <float 0.5, float 0.5>
  %e = shufflevector <4 x i32> %c, <4 x i32> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %f = shufflevector <4 x i32> %e, <4 x i32> %x, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  ret <4 x i32> %f
}

define i64 @ranged(i64 range(i64 0, -9223372036854775808) %x) {
  ret i64 %x
}

declare ptr @my_malloc(i64) allockind("alloc,uninitialized") allocsize(0)
declare ptr @my_realloc(ptr, i64) allockind("realloc") allocsize(1)
declare void @my_free(ptr) allockind("free")
declare ptr @my_calloc(i64, i64) allockind("alloc,zeroed,aligned")

; '$' is read bare but written quoted, by every release
@"a$b" = global i32 0
@"c$" = global ptr @"a$b"

define void @"f$g"() {
  %"x$y" = alloca i32
  ret void
}

; align 4294967296 (what LLVM 15 and later may write) reaches the reader
; through an unsigned: no attribute, so llvm-dis prints none
declare void @takes(ptr)
define void @aligned() {
  call void @takes(ptr align 4294967296 null)
  call void @takes(ptr noundef align 4294967296 null)
  call void @takes(ptr align 2147483648 null)
  ret void
}
