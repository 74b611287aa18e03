; globals.ll - hand-written IR: every constant expression form LLVM 19
; and 22 still have, unnamed globals and blocks, quoted names, calling
; conventions, prefix and prologue data, personality, aliases and ifuncs
; (gen-ll.sh; opaque pointers: not for LLVM 14).
; releases: 19 22
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, [4 x i8], ptr }

@g = global i32 7, align 4
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@0 = private unnamed_addr constant [3 x i8] c"hi\00"
@1 = internal global i64 0
@"quoted name" = global i8 1
@"\01weird" = global i8 2
@"9digit" = global i8 3
@s = global %struct.S { i32 1, [4 x i8] c"abc\00", ptr @g }
@vec = global <4 x i32> <i32 1, i32 -1, i32 0, i32 2147483647>
@zero = global %struct.S zeroinitializer
@undefv = global i32 undef
@poisonv = global i32 poison
@half = global half 0xH3C00
@bf = global bfloat 0xR3F80
@fp128 = global fp128 0xL00000000000000003FFF000000000000
@x86fp = global x86_fp80 0xK3FFF8000000000000000
@dbl = global double 0x7FF8000000000000
@flt = global float 1.250000e-01
@big = global i128 170141183460469231731687303715884105727
@ptrs = global [2 x ptr] [ptr @g, ptr null]

@ce.gep = global ptr getelementptr (i8, ptr @g, i64 2)
@ce.gepib = global ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 3)
@ce.gepnested = global ptr getelementptr inbounds (%struct.S, ptr @s, i64 0, i32 1, i64 2)
@ce.ptrtoint = global i64 ptrtoint (ptr @g to i64)
@ce.trunc = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
@ce.inttoptr = global ptr inttoptr (i64 64 to ptr)
@ce.asc = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
@ce.add = global i64 add (i64 ptrtoint (ptr @g to i64), i64 8)
@ce.addnuw = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)
@ce.sub = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @arr to i64))
@ce.xor = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 -1)
@ce.bitcast = global <2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>)
@ce.extract = global i32 extractelement (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), i32 1)
@ce.insert = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 ptrtoint (ptr @g to i32), i32 0)
@ce.shuffle = global <2 x i32> shufflevector (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 2>)
@ce.ba = global ptr blockaddress(@blocks, %b1)
@ce.dsoeq = global ptr dso_local_equivalent @decl
@ce.nocfi = global ptr no_cfi @decl
@ce.array = global [2 x i64] [i64 ptrtoint (ptr @g to i64), i64 sub (i64 0, i64 ptrtoint (ptr @arr to i64))]
@ce.struct = global { ptr, i32 } { ptr getelementptr (i8, ptr @s, i64 8), i32 5 }
@tls = thread_local(initialexec) global i32 0
@sect = global i32 0, section ".mine", align 16
@ext = external global i32
@extw = extern_weak global i32
@cst = private constant i32 3, section "x" #0

attributes #0 = { "attr"="v" }

@alias = alias i32, ptr @g
@alias.gep = alias i32, getelementptr (i8, ptr @arr, i64 4)
@alias.hid = hidden alias i32, ptr @g
@2 = internal alias i8, ptr @g
@ifunc = ifunc void (), ptr @resolver
@ifunc.local = internal ifunc i32 (i32), ptr @resolver

declare void @decl()
declare ccc void @c.ccc()
declare fastcc void @c.fast()
declare coldcc void @c.cold()
declare ghccc void @c.ghc()
declare anyregcc void @c.anyreg()
declare preserve_mostcc void @c.pm()
declare preserve_allcc void @c.pa()
declare swiftcc void @c.swift()
declare cxx_fast_tlscc void @c.tls()
declare x86_stdcallcc void @c.std()
declare x86_fastcallcc void @c.fastcall()
declare x86_thiscallcc void @c.this()
declare x86_vectorcallcc void @c.vector()
declare x86_regcallcc void @c.regcall()
declare x86_64_sysvcc void @c.sysv()
declare win64cc void @c.win64()
declare arm_aapcscc void @c.aapcs()
declare tailcc void @c.tail()
declare cc 1023 void @c.n()
declare i32 @__gxx_personality_v0(...)

define internal ptr @resolver() {
  ret ptr @decl
}

define void @blocks(i32 %a) {
  %1 = icmp eq i32 %a, 0
  br i1 %1, label %b1, label %2
2:
  br label %b1
b1:
  %3 = phi i32 [ 0, %0 ], [ 1, %2 ]
  br label %"a block"
"a block":
  ret void
}

define i32 @"quoted fn"(i32 %"arg 1", i32 %0) {
  %"sum here" = add i32 %"arg 1", %0
  ret i32 %"sum here"
}

define void @3(i32) {
  ret void
}

define i32 @prefixed() prefix i32 123 {
  ret i32 0
}

define i32 @prologued() prologue { i8, i8 } { i8 -21, i8 6 } {
  ret i32 0
}

define void @both() prefix [2 x i8] c"ab" prologue i32 1 {
  ret void
}

define fastcc i32 @callee(i32 %x) {
  ret i32 %x
}

define void @calls(ptr %fp) personality ptr @__gxx_personality_v0 {
  %1 = call fastcc i32 @callee(i32 1)
  %2 = tail call fastcc i32 @callee(i32 2)
  %4 = notail call fastcc i32 @callee(i32 4)
  call void %fp()
  call coldcc void @c.cold()
  call void (...) @varargs(i32 1, double 2.0)
  %5 = call i32 @ifunc.local(i32 1)
  %6 = call nnan float @fret()
  invoke void @decl() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup catch ptr @g filter [1 x ptr] [ptr @g]
  resume { ptr, i32 } %l
}

define fastcc i32 @tailer(i32 %x) {
  %r = musttail call fastcc i32 @callee(i32 %x)
  ret i32 %r
}

declare void @varargs(...)
declare float @fret()

@wide.max = global i128 170141183460469231731687303715884105727
@wide.min = global i128 -170141183460469231731687303715884105728
@wide.neg = global i128 -18446744073709551617
@wide.big = global i256 115792089237316195423570985008687907853269984665640564039457584007913129639935
@wide.odd = global i72 -2361183241434822606848
@wide.small = global i128 1000000000000000000000
@wide.one = global i128 -1
@ce.auth = global ptr ptrauth (ptr @g, i32 2)
@ce.authd = global ptr ptrauth (ptr @g, i32 0, i64 1234, ptr @ce.authd)
@ce.authz = global ptr ptrauth (ptr @g, i32 1, i64 0, ptr @ce.authd)
