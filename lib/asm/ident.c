/*
 * ident.c - names as llvm-dis writes them (AsmWriter.cpp's PrintLLVMName
 * and printEscapedString): bare when every byte is a letter, digit or one
 * of "-._" (a '$' is quoted) and the first is not a digit, else quoted, '\\' doubled and
 * '"' and bytes outside 0x20..0x7e as \XX (upper-case hex).
 */
#include "config.h"

#include "asm/asm.h"

void bcq__put_escaped(bcq__text *t, const uint8_t *s, size_t len)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t run = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            continue;
        bcq__putn(t, (const char *)s + run, i - run);
        if (c == '\\') /* printEscapedString doubles it (LLVM 14 on) */
            bcq__putn(t, "\\\\", 2);
        else {
            char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
            bcq__putn(t, e, 3);
        }
        run = i + 1;
    }
    bcq__putn(t, (const char *)s + run, len - run);
}

void bcq__put_ident(bcq__text *t, char sigil, const uint8_t *name,
                    size_t len)
{
    if (sigil)
        bcq__putc(t, sigil);
    if (bcq__ll_bare(name, len)) {
        bcq__putn(t, (const char *)name, len);
        return;
    }
    bcq__putc(t, '"');
    bcq__put_escaped(t, name, len);
    bcq__putc(t, '"');
}

int bcq_asm_ident(char sigil, const char *name, size_t len, bcq_sink_fn sink,
                  void *ctx)
{
    if (!sink || (!name && len))
        return BCQ_E_INVAL;
    bcq__text t;
    bcq__text_init(&t, len * 3 + 16, NULL);
    bcq__put_ident(&t, sigil, (const uint8_t *)name, len);
    int rc = bcq__text_flush(&t, sink, ctx);
    bcq__text_free(&t);
    return rc;
}
