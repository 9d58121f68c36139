// The step panel island's entry (src/player/mount/mount.ts loads it once the player around it has hydrated).
import { h, hydrate } from 'preact';
import StepPanel, { type StepPanelProps } from './StepPanel.tsx';

export function mount(root: HTMLElement, props: StepPanelProps): void {
  hydrate(h(StepPanel, props), root);
}
