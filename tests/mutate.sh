#!/bin/sh
# mutate.sh - the mutation sweep (tests/mutate) as a script: make -j2
# check starts a test program only after every script, so the sweep,
# listed as a program, ran last and alone (a core idle for its 110 s in
# the ASan+UBSan stage of .ci/run); as a script it starts early, beside
# the others (Makefile.am, TESTS).
exec "${top_builddir:-.}/tests/mutate"
