// Narration text with `code` and [links](../page/#id), as elements (never raw HTML).
import { localHref, parseInline } from '../../site/text/inline.ts';
import { memo } from 'preact/compat';

// Both props are strings, so memo's own shallow comparison skips an unchanged text.
export const Inline = memo(function Inline({ text, pageSlug }: { text: string; pageSlug?: string }) {
  return (
    <>
      {parseInline(text).map((t, i) =>
        t.kind === 'code' ? (
          <code key={i}>{t.text}</code>
        ) : t.kind === 'link' ? (
          <a key={i} href={localHref(t.href, pageSlug)}>
            {t.text}
          </a>
        ) : (
          t.text
        ),
      )}
    </>
  );
});
