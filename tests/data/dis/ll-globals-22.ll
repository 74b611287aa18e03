=== @g
@g = global i32 7, align 4
=== @arr
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
=== @0
@0 = private unnamed_addr constant [3 x i8] c"hi\00"
=== @1
@1 = internal global i64 0
=== @"quoted name"
@"quoted name" = global i8 1
=== @"\01weird"
@"\01weird" = global i8 2
=== @"9digit"
@"9digit" = global i8 3
=== @s
@s = global %struct.S { i32 1, [4 x i8] c"abc\00", ptr @g }
=== @vec
@vec = global <4 x i32> <i32 1, i32 -1, i32 0, i32 2147483647>
=== @zero
@zero = global %struct.S zeroinitializer
=== @undefv
@undefv = global i32 undef
=== @poisonv
@poisonv = global i32 poison
=== @half
@half = global half 0xH3C00
=== @bf
@bf = global bfloat 0xR3F80
=== @fp128
@fp128 = global fp128 0xL00000000000000003FFF000000000000
=== @x86fp
@x86fp = global x86_fp80 0xK3FFF8000000000000000
=== @dbl
@dbl = global double 0x7FF8000000000000
=== @flt
@flt = global float 1.250000e-01
=== @big
@big = global i128 170141183460469231731687303715884105727
=== @ptrs
@ptrs = global [2 x ptr] [ptr @g, ptr null]
=== @ce.gep
@ce.gep = global ptr getelementptr (i8, ptr @g, i64 2)
=== @ce.gepib
@ce.gepib = global ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 3)
=== @ce.gepnested
@ce.gepnested = global ptr getelementptr inbounds (%struct.S, ptr @s, i64 0, i32 1, i64 2)
=== @ce.ptrtoint
@ce.ptrtoint = global i64 ptrtoint (ptr @g to i64)
=== @ce.trunc
@ce.trunc = global i32 ptrtoint (ptr @g to i32)
=== @ce.inttoptr
@ce.inttoptr = global ptr inttoptr (i64 64 to ptr)
=== @ce.asc
@ce.asc = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
=== @ce.add
@ce.add = global i64 add (i64 ptrtoint (ptr @g to i64), i64 8)
=== @ce.addnuw
@ce.addnuw = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)
=== @ce.sub
@ce.sub = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @arr to i64))
=== @ce.xor
@ce.xor = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1)
=== @ce.bitcast
@ce.bitcast = global <2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>)
=== @ce.extract
@ce.extract = global i32 extractelement (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), i32 1)
=== @ce.insert
@ce.insert = global <2 x i32> <i32 ptrtoint (ptr @g to i32), i32 0>
=== @ce.shuffle
@ce.shuffle = global <2 x i32> <i32 extractelement (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), i32 1), i32 0>
=== @ce.ba
@ce.ba = global ptr blockaddress(@blocks, %b1)
=== @ce.dsoeq
@ce.dsoeq = global ptr dso_local_equivalent @decl
=== @ce.nocfi
@ce.nocfi = global ptr no_cfi @decl
=== @ce.array
@ce.array = global [2 x i64] [i64 ptrtoint (ptr @g to i64), i64 sub (i64 0, i64 ptrtoint (ptr @arr to i64))]
=== @ce.struct
@ce.struct = global { ptr, i32 } { ptr getelementptr (i8, ptr @s, i64 8), i32 5 }
=== @tls
@tls = thread_local(initialexec) global i32 0
=== @sect
@sect = global i32 0, section ".mine", align 16
=== @ext
@ext = external global i32
=== @extw
@extw = extern_weak global i32
=== @cst
@cst = private constant i32 3, section "x" #
=== @wide.max
@wide.max = global i128 170141183460469231731687303715884105727
=== @wide.min
@wide.min = global i128 -170141183460469231731687303715884105728
=== @wide.neg
@wide.neg = global i128 -18446744073709551617
=== @wide.big
@wide.big = global i256 -1
=== @wide.odd
@wide.odd = global i72 -2361183241434822606848
=== @wide.small
@wide.small = global i128 1000000000000000000000
=== @wide.one
@wide.one = global i128 -1
=== @ce.auth
@ce.auth = global ptr ptrauth (ptr @g, i32 2)
=== @ce.authd
@ce.authd = global ptr ptrauth (ptr @g, i32 0, i64 1234, ptr @ce.authd)
=== @ce.authz
@ce.authz = global ptr ptrauth (ptr @g, i32 1, i64 0, ptr @ce.authd)
=== @alias
@alias = alias i32, ptr @g
=== @alias.gep
@alias.gep = alias i32, getelementptr (i8, ptr @arr, i64 4)
=== @alias.hid
@alias.hid = hidden alias i32, ptr @g
=== @2
@2 = internal alias i8, ptr @g
=== @ifunc
@ifunc = ifunc void (), ptr @resolver
=== @ifunc.local
@ifunc.local = internal ifunc i32 (i32), ptr @resolver
=== @decl
declare void @decl()
=== @c.ccc
declare void @c.ccc()
=== @c.fast
declare fastcc void @c.fast()
=== @c.cold
declare coldcc void @c.cold()
=== @c.ghc
declare ghccc void @c.ghc()
=== @c.anyreg
declare anyregcc void @c.anyreg()
=== @c.pm
declare preserve_mostcc void @c.pm()
=== @c.pa
declare preserve_allcc void @c.pa()
=== @c.swift
declare swiftcc void @c.swift()
=== @c.tls
declare cxx_fast_tlscc void @c.tls()
=== @c.std
declare x86_stdcallcc void @c.std()
=== @c.fastcall
declare x86_fastcallcc void @c.fastcall()
=== @c.this
declare x86_thiscallcc void @c.this()
=== @c.vector
declare x86_vectorcallcc void @c.vector()
=== @c.regcall
declare x86_regcallcc void @c.regcall()
=== @c.sysv
declare x86_64_sysvcc void @c.sysv()
=== @c.win64
declare win64cc void @c.win64()
=== @c.aapcs
declare arm_aapcscc void @c.aapcs()
=== @c.tail
declare tailcc void @c.tail()
=== @c.n
declare cc1023 void @c.n()
=== @__gxx_personality_v0
declare i32 @__gxx_personality_v0(...)
=== @resolver
define internal ptr @resolver() {
  ret ptr @decl
}
=== @blocks
define void @blocks(i32 %a) {
  %1 = icmp eq i32 %a, 0
  br i1 %1, label %b1, label %2

2:                                                ; preds = %0
  br label %b1

b1:                                               ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ 1, %2 ]
  br label %"a block"

"a block":                                        ; preds = %b1
  ret void
}
=== @"quoted fn"
define i32 @"quoted fn"(i32 %"arg 1", i32 %0) {
  %"sum here" = add i32 %"arg 1", %0
  ret i32 %"sum here"
}
=== @3
define void @3(i32 %0) {
  ret void
}
=== @prefixed
define i32 @prefixed() prefix i32 123 {
  ret i32 0
}
=== @prologued
define i32 @prologued() prologue { i8, i8 } { i8 -21, i8 6 } {
  ret i32 0
}
=== @both
define void @both() prefix [2 x i8] c"ab" prologue i32 1 {
  ret void
}
=== @callee
define fastcc i32 @callee(i32 %x) {
  ret i32 %x
}
=== @calls
define void @calls(ptr %fp) personality ptr @__gxx_personality_v0 {
  %1 = call fastcc i32 @callee(i32 1)
  %2 = tail call fastcc i32 @callee(i32 2)
  %3 = notail call fastcc i32 @callee(i32 4)
  call void %fp()
  call coldcc void @c.cold()
  call void (...) @varargs(i32 1, double 2.000000e+00)
  %4 = call i32 @ifunc.local(i32 1)
  %5 = call nnan float @fret()
  invoke void @decl()
          to label %ok unwind label %lp

ok:                                               ; preds = %0
  ret void

lp:                                               ; preds = %0
  %l = landingpad { ptr, i32 }
          cleanup
          catch ptr @g
          filter [1 x ptr] [ptr @g]
  resume { ptr, i32 } %l
}
=== @tailer
define fastcc i32 @tailer(i32 %x) {
  %r = musttail call fastcc i32 @callee(i32 %x)
  ret i32 %r
}
=== @varargs
declare void @varargs(...)
=== @fret
declare float @fret()
