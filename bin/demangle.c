/*
 * demangle.c - symbol names as people read them (bcq symbols -C, bcq link
 * --demangle), through libiberty's demangler: the one GNU nm and c++filt
 * call, so that a name prints as `c++filt NAME` prints it.  The library
 * keeps no such dependency; a bcq built without libiberty (configure
 * --without-libiberty, or no libiberty-dev) says so when -C is asked for.
 *
 * c++filt's rules for one name given as an argument (binutils cxxfilt.c,
 * demangle_it), which this follows: a leading '.' or '$' is skipped before
 * demangling, and a '.' is printed again in front of the result; with no
 * result the name prints unchanged.  The flags are c++filt's defaults:
 * parameters, ANSI qualifiers, verbose (std::string is spelled out as
 * std::basic_string<...>).  Style: auto, which covers the Itanium C++ ABI,
 * Rust's legacy and v0 manglings, D and Java's old scheme.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cli.h"

#ifdef HAVE_LIBIBERTY
#include <libiberty/demangle.h>

int cli_can_demangle(void)
{
    return 1;
}

char *cli_demangle(const char *name, size_t len)
{
    /* names are views (not NUL-terminated); the demangler wants a string */
    char small[256];
    char *s = len < sizeof small ? small : malloc(len + 1);
    if (!s)
        die_write();
    memcpy(s, name, len);
    s[len] = '\0';
    size_t skip = (len && (s[0] == '.' || s[0] == '$')) ? 1 : 0;
    char *d = cplus_demangle(s + skip, DMGL_PARAMS | DMGL_ANSI | DMGL_VERBOSE);
    char *out = NULL;
    if (d && s[0] == '.') {
        size_t n = strlen(d);
        out = malloc(n + 2);
        if (!out)
            die_write();
        out[0] = '.';
        memcpy(out + 1, d, n + 1);
        free(d);
    } else {
        out = d; /* NULL: not a mangled name, printed whole */
    }
    if (s != small)
        free(s);
    return out;
}
#else
int cli_can_demangle(void)
{
    return 0;
}

char *cli_demangle(const char *name, size_t len)
{
    (void)name;
    (void)len;
    return NULL;
}
#endif
