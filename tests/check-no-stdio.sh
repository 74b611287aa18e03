#!/bin/sh
# The library never prints, exits or aborts: no such call in lib/ (every
# .c and .h under it, the layer folders included).
set -u
src="${top_srcdir:-.}/lib"
files=$(find "$src" -name '*.[ch]' | sort)
# lib/ in folders by layer: a glob of lib/*.c alone would match nothing
# and pass; a tree with no source is an error.
[ -n "$files" ] || { echo "ERROR: no .c or .h under $src"; exit 99; }
# shellcheck disable=SC2086
bad=$(grep -nE '\b(printf|fprintf|puts|fputs|putchar|fputc|perror|exit|_exit|abort|assert)[[:space:]]*\(' $files | grep -vE '^\S+:[0-9]+:\s*(\*|/\*)')
if [ -n "$bad" ]; then
    echo "FAIL: lib/ prints or exits:"
    echo "$bad"
    exit 1
fi
echo "PASS: no printing, exiting or aborting calls in the $(echo "$files" | wc -l | tr -d ' ') files of lib/"
