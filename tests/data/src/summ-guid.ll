; summ-guid.ll (tests/data/gen19.sh): an indirect call with value-profile
; data.  The summary names the profiled target by GUID (FS_VALUE_GUID), as
; the module has no value for it.
target triple = "x86_64-pc-linux-gnu"

@table = global ptr @leaf

define internal i32 @leaf(i32 %x) {
  ret i32 %x
}

define i32 @dispatch(ptr %fp, i32 %x) !prof !20 {
  %r = call i32 %fp(i32 %x), !prof !21
  %s = call i32 @leaf(i32 %r)
  ret i32 %s
}

!llvm.module.flags = !{!1}
!1 = !{i32 1, !"ProfileSummary", !2}
!2 = !{!3, !4, !5, !6, !7, !8, !9, !10}
!3 = !{!"ProfileFormat", !"InstrProf"}
!4 = !{!"TotalCount", i64 10000}
!5 = !{!"MaxCount", i64 500}
!6 = !{!"MaxInternalCount", i64 500}
!7 = !{!"MaxFunctionCount", i64 500}
!8 = !{!"NumCounts", i64 4}
!9 = !{!"NumFunctions", i64 2}
!10 = !{!"DetailedSummary", !11}
!11 = !{!12, !13, !14}
!12 = !{i32 10000, i64 500, i32 1}
!13 = !{i32 990000, i64 500, i32 1}
!14 = !{i32 999999, i64 1, i32 2}
!20 = !{!"function_entry_count", i64 400}
!21 = !{!"VP", i32 0, i64 400, i64 1234567890123456789, i64 400}
