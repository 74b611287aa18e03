; callbr19.ll - callbr as LLVM 19 writes it: indirect destinations named
; by "!i" constraints.  Assembled by llvm-as 19 only (gen.sh);
; callbr14.ll is the LLVM 14 form.
source_filename = "callbr19.ll"
target triple = "x86_64-pc-linux-gnu"

define i32 @jumps(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x) #0
          to label %ok [label %fail], !srcloc !0
ok:
  %r = callbr i32 asm "movl $1, $0; jmp ${2:l}; jmp ${3:l}", "=r,r,!i,!i"(i32 %x)
          to label %done [label %fail, label %other]
done:
  ret i32 %r
other:
  ret i32 1
fail:
  ret i32 0
}

attributes #0 = { nounwind }

!0 = !{i64 42}
