=== @jumps
define i32 @jumps(i32 %x) {
entry:
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x) #
          to label %ok [label %fail], !srcloc !m0

ok:                                               ; preds = %entry
  %r = callbr i32 asm "movl $1, $0; jmp ${2:l}; jmp ${3:l}", "=r,r,!i,!i"(i32 %x)
          to label %done [label %fail, label %other]

done:                                             ; preds = %ok
  ret i32 %r

other:                                            ; preds = %ok
  ret i32 1

fail:                                             ; preds = %ok, %entry
  ret i32 0
}
