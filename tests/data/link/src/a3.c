/* a3.c - liba.a member that defines only a function nobody references:
 * must NOT be extracted. */
int a3_unreferenced(int x) { return x - 3; }
