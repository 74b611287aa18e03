/* other.c - a second command-line object (C, -fcommon).
 * Cases:
 *  - weak_fn: strong definition; overrides main.c's weak one
 *  - shared_common: common `int` (4 bytes); main.c's common
 *    `long long [4]` (32 bytes) is larger and wins the merge
 *  - counter: common here, but main.c has a real definition: the
 *    definition wins over the common
 */
int shared_common;
int counter;

int weak_fn(int x) { return x * 2 + shared_common; }

int other_func(int x) { counter += x; return counter; }
