; bundles.ll - hand-written IR for bcq dis (tests/dis.sh): operand bundles
; on calls and invokes, inline asm callees of every flag, and metadata
; attachments on instructions, definitions, declarations and variables.
; gen.sh assembles it with llvm-as 14 (bundles.bc) and 19 (bundles-19.bc,
; the personality written as "ptr").  Pointer-free but for that.
source_filename = "bundles.ll"
target triple = "x86_64-pc-linux-gnu"

@counter = global i32 0, align 4, !kind.one !0, !kind.two !1, !kind.one !2 #0
@plain = internal global i64 5, !kind.two !3

declare !kind.two !2 void @sink(i32)
declare i32 @pers(...)
declare i32 @twice(i32, i32)

define i32 @bundles(i32 %x, i64 %y) !kind.one !0 {
entry:
  call void @sink(i32 %x) [ "deopt"(i32 1, i64 %y), "tag two"(), "a\22q"(i32 %x) ]
  %r = call i32 @twice(i32 %x, i32 7) #1 [ "deopt"() ], !kind.two !1, !range !4
  %s = tail call i32 @twice(i32 %r, i32 %x) [ "x"(i64 %y, i32 %r) ]
  ret i32 %s, !kind.one !2
}

define void @invokes(i32 %x) personality i32 (...)* @pers {
entry:
  invoke void @sink(i32 %x) [ "deopt"(i32 %x) ]
          to label %ok unwind label %lp, !kind.two !0
ok:
  invoke void asm sideeffect unwind "call thrower", "~{dirflag},~{fpsr},~{flags}"()
          to label %done unwind label %lp
done:
  ret void
lp:
  %l = landingpad i32
          cleanup
  resume i32 %l
}

define i32 @asms(i32 %x, i64 %y) {
  call void asm sideeffect "nop", "~{memory}"(), !srcloc !5
  call void asm sideeffect alignstack "pushq $$1\0A\09popq %rax", "~{rax}"()
  call void asm inteldialect "mov eax, eax", "~{eax}"()
  call void asm sideeffect alignstack inteldialect "nop", ""() #1
  %a = call i32 asm "addl $2, $0", "=r,0,r"(i32 %x, i32 %x) #1, !srcloc !6
  %b = call { i32, i64 } asm "quote \22 and \\ backslash", "=r,=r,r,~{cc}"(i64 %y)
  %c = extractvalue { i32, i64 } %b, 0
  %d = add i32 %a, %c
  ret i32 %d
}

attributes #0 = { "var-attr"="1" }
attributes #1 = { nounwind readnone }

!0 = !{i32 1}
!1 = !{!"one", i64 2}
!2 = !{}
!3 = !{i64 5, !"five"}
!4 = !{i32 0, i32 100}
!5 = !{i64 17}
!6 = !{i64 23, i64 24}
