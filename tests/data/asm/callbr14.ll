; callbr14.ll - callbr as LLVM 14 writes it: the indirect destinations
; also passed as blockaddress arguments ("X" constraints).  Assembled by
; llvm-as 14 only (gen.sh); callbr19.ll is the LLVM 19 form.
source_filename = "callbr14.ll"
target triple = "x86_64-pc-linux-gnu"

define i32 @jumps(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@jumps, %fail)) #0
          to label %ok [label %fail], !srcloc !0
ok:
  %r = callbr i32 asm "movl $1, $0; jmp ${2:l}; jmp ${3:l}", "=r,r,X,X"(i32 %x, i8* blockaddress(@jumps, %fail), i8* blockaddress(@jumps, %other))
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
