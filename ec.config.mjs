// Expressive Code options, in their own file so that Starlight's <Code> component (the runbook view of a
// procedure scenario, src/site/components/RunbookSteps.astro) can use them too: options passed inline in
// astro.config.mjs are not serialisable for <Code>.
import { defineEcConfig } from '@astrojs/starlight/expressive-code';
import { pluginWholeWords } from './src/build/markdown/whole-words.ts';

export default defineEcConfig({
  // Wrapped lines keep a long command readable on a phone; they wrap at spaces only, so a flag
  // or path never splits (a token longer than the line scrolls instead).
  defaultProps: { wrap: true },
  plugins: [pluginWholeWords()],
  // The copy button copies what the block shows: comment lines in a terminal block are steps
  // ("start etcd on the new host"), and dropping them runs the commands around them back to back.
  frames: { removeCommentsWhenCopyingTerminalFrames: false },
});
