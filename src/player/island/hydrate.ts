// The player island's entry (src/player/mount/mount.ts loads it when the player comes into view): hydrates the
// server-rendered player with its props, the static atlas as its children and a procedure's step panel.
import { h, hydrate } from 'preact';
import { slot } from './slot.ts';
import type { PlayerProps } from '../props.ts';
import Player from './Player.tsx';

export function mount(root: HTMLElement, props: PlayerProps): void {
  hydrate(h(Player, { ...props, procedure: slot(root, 'procedure') }, slot(root)), root);
}
