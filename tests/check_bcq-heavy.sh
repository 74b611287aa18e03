#!/bin/sh
# check_bcq-heavy.sh - the unit suites that take the longest (tests/check_bcq
# with BCQ_SUITE): half of the runner's time, beside the other tests; the
# rest is tests/check_bcq-rest.sh, which runs every suite not named here,
# so a suite added or renamed is never left out.
. "${top_srcdir:-.}/tests/check_bcq-heavy.list"
BCQ_SUITE=$heavy exec "${top_builddir:-.}/tests/check_bcq"
