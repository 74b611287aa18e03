; A module whose only symbols come from its inline assembly, the first of
; them with an empty name (rustc writes such a symbol through module asm,
; e.g. in the compiler_builtins rlib of Debian's libstd-rust-dev): bcq
; symbols must list it first, as llvm-nm does.
target triple = "x86_64-pc-linux-gnu"

module asm ".globl \22\22"
module asm "\22\22:"
module asm ".globl after"
module asm "after:"
