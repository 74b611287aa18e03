#!/bin/sh
# The ABI of libbcq-link.so against tests/abi/libbcq-link.abi: the same
# check as tests/check-abi.sh does for libbcq (see there), on the other
# library, its version node BCQ_LINK_<N>.
BCQ_ABI_LIB=libbcq-link
export BCQ_ABI_LIB
exec "$(dirname "$0")/check-abi.sh" "$@"
