#!/bin/sh
# dis-live.sh - tests/dis.sh against llvm-dis itself (14 for the clang 14
# fixtures, 19 for tests/data/v19, 22 for tests/data/v22) instead of the
# committed text; skips (77) when none of those releases' llvm-dis is
# installed.
BCQ_DIS_LIVE=1 exec sh "${top_srcdir:-.}/tests/dis.sh"
