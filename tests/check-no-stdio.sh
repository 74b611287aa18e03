#!/bin/sh
# The library never prints, exits or aborts: no such call in lib/.
set -u
src="${top_srcdir:-.}/lib"
bad=$(grep -nE '\b(printf|fprintf|puts|fputs|putchar|fputc|perror|exit|_exit|abort|assert)[[:space:]]*\(' "$src"/*.c "$src"/*.h | grep -vE '^\S+:[0-9]+:\s*(\*|/\*)')
if [ -n "$bad" ]; then
    echo "FAIL: lib/ prints or exits:"
    echo "$bad"
    exit 1
fi
echo "PASS: no printing, exiting or aborting calls in lib/"
