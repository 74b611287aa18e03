=== @counter
@counter = global i32 0, align 4, !kind.one !m0, !kind.one !m1, !kind.two !m2 #
=== @plain
@plain = internal global i64 5, !kind.two !m0
=== @sink
declare !kind.two !m0 void @sink(i32)
=== @pers
declare i32 @pers(...)
=== @twice
declare i32 @twice(i32, i32)
=== @bundles
define i32 @bundles(i32 %x, i64 %y) !kind.one !m0 {
entry:
  call void @sink(i32 %x) [ "deopt"(i32 1, i64 %y), "tag two"(), "a\22q"(i32 %x) ]
  %r = call i32 @twice(i32 %x, i32 7) # [ "deopt"() ], !range !m1, !kind.two !m2
  %s = tail call i32 @twice(i32 %r, i32 %x) [ "x"(i64 %y, i32 %r) ]
  ret i32 %s, !kind.one !m3
}
=== @invokes
define void @invokes(i32 %x) personality ptr @pers {
entry:
  invoke void @sink(i32 %x) [ "deopt"(i32 %x) ]
          to label %ok unwind label %lp, !kind.two !m0

ok:                                               ; preds = %entry
  invoke void asm sideeffect unwind "call thrower", "~{dirflag},~{fpsr},~{flags}"()
          to label %done unwind label %lp

done:                                             ; preds = %ok
  ret void

lp:                                               ; preds = %ok, %entry
  %l = landingpad i32
          cleanup
  resume i32 %l
}
=== @asms
define i32 @asms(i32 %x, i64 %y) {
  call void asm sideeffect "nop", "~{memory}"(), !srcloc !m0
  call void asm sideeffect alignstack "pushq $$1\0A\09popq %rax", "~{rax}"()
  call void asm inteldialect "mov eax, eax", "~{eax}"()
  call void asm sideeffect alignstack inteldialect "nop", ""() #
  %a = call i32 asm "addl $2, $0", "=r,0,r"(i32 %x, i32 %x) #, !srcloc !m1
  %b = call { i32, i64 } asm "quote \22 and \\ backslash", "=r,=r,r,~{cc}"(i64 %y)
  %c = extractvalue { i32, i64 } %b, 0
  %d = add i32 %a, %c
  ret i32 %d
}
