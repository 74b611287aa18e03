#!/bin/sh
# check_bcq-rest.sh - every unit suite that tests/check_bcq-heavy.sh does
# not run.
. "${top_srcdir:-.}/tests/check_bcq-heavy.list"
BCQ_SUITE_NOT=$heavy exec "${top_builddir:-.}/tests/check_bcq"
