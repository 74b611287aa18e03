; symmap.ll - tests/check_symmap.c: global values of every kind, five of
; them unnamed, so that the irsymtab (functions, variables, aliases, ifuncs,
; then module asm) and the value ids (variables first) put them in other
; orders and a symbol without an IR name is not always module asm.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

module asm ".globl asm_def"
module asm "asm_def: ret"
module asm ".weak asm_weak"

@0 = global i32 1
@v_named = global i32 2
@1 = internal global i32 3
@v_ext = external global i32

define void @2() {
  ret void
}

define void @f_named() {
  call void @2()
  ret void
}

declare void @f_decl()

define internal void ()* @resolver() {
  ret void ()* @f_named
}

@3 = alias i32, i32* @0
@a_named = alias void (), void ()* @f_named
@i_named = ifunc void (), void ()* ()* @resolver
@4 = ifunc void (), void ()* ()* @resolver
