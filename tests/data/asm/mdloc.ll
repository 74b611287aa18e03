; mdloc.ll - a module METADATA block with a METADATA_INDEX (more than
; 25 nodes) holding uniqued DILocations (named metadata uses them), which
; the DEBUG_LOCs of @f give again: !dbg prints as the same node as the
; !loc attachment (md.c's lazy LOCATION search); !7 in g is its own.
define i32 @f(i32 %x) !dbg !10 {
  %a = add i32 %x, 1, !dbg !20, !loc !20
  %b = add i32 %a, 2, !dbg !21, !loc !21
  %c = add i32 %b, 3, !dbg !22, !loc !20
  ret i32 %c, !dbg !20
}
define i32 @g(i32 %x) !dbg !11 {
  %a = add i32 %x, 1, !dbg !23
  ret i32 %a, !dbg !23, !loc !23
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!named = !{!20, !21, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !DISubroutineType(types: !{null})
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!11 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 9, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!20 = !DILocation(line: 2, column: 3, scope: !10)
!21 = !DILocation(line: 3, column: 4, scope: !10)
!22 = !DILocation(line: 4, column: 5, scope: !10)
!23 = !DILocation(line: 10, column: 5, scope: !11)
!100 = !{i32 100}
!101 = !{i32 101}
!102 = !{i32 102}
!103 = !{i32 103}
!104 = !{i32 104}
!105 = !{i32 105}
!106 = !{i32 106}
!107 = !{i32 107}
!108 = !{i32 108}
!109 = !{i32 109}
!110 = !{i32 110}
!111 = !{i32 111}
!112 = !{i32 112}
!113 = !{i32 113}
!114 = !{i32 114}
!115 = !{i32 115}
!116 = !{i32 116}
!117 = !{i32 117}
!118 = !{i32 118}
!119 = !{i32 119}
!120 = !{i32 120}
!121 = !{i32 121}
!122 = !{i32 122}
!123 = !{i32 123}
!124 = !{i32 124}
!125 = !{i32 125}
!126 = !{i32 126}
!127 = !{i32 127}
!128 = !{i32 128}
!129 = !{i32 129}
