// Full-screen diagram viewer: a native <dialog> that borrows the figure's own SVG (moved, not
// copied, so its ids stay unique and the scenario player's highlighting stays live), with pan and zoom
// by mouse, wheel, touch and keyboard. The "open" buttons are in the HTML but hidden; this module
// reveals them, so without JavaScript no dead control shows.
import { type Size, type View, defaultScale, keepVisible, placed, readableWidth, zoomAt } from './zoom.ts';

export interface ViewerUi {
  open: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  zoom: string;
  canvas: string;
  hint: string;
  about: string;
}

const STEP = 1.25;
const PAN_PX = 48;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

class DiagramViewer {
  readonly dialog: HTMLDialogElement;
  private readonly title: HTMLHeadingElement;
  private readonly desc: HTMLParagraphElement;
  private readonly level: HTMLOutputElement;
  private readonly stage: HTMLDivElement;
  private readonly drawing: HTMLDivElement;
  private svg?: SVGSVGElement;
  private home?: HTMLElement;
  private opener?: HTMLElement;
  private natural: Size = { width: 1, height: 1 };
  private smallestFont = 16;
  /** The drawing's scale on the page: the viewer never opens it smaller. */
  private onPage = 0;
  private view: View = { scale: 1, x: 0, y: 0 };
  private readonly pointers = new Map<number, { x: number; y: number }>();

  constructor(ui: ViewerUi) {
    this.dialog = el('dialog', { class: 'kb-viewer', 'aria-labelledby': 'kb-viewer-title', 'aria-describedby': 'kb-viewer-desc' });
    const bar = el('div', { class: 'kb-viewer__bar' });
    this.title = el('h2', { id: 'kb-viewer-title', class: 'kb-viewer__title' });
    const tools = el('div', { class: 'kb-viewer__tools' });
    const button = (act: string, label: string, text: string) => {
      const b = el('button', { type: 'button', class: `kb-viewer__btn kb-viewer__btn--${act}`, 'data-act': act }, text);
      if (label !== text) b.setAttribute('aria-label', label);
      b.title = label;
      return b;
    };
    this.level = el('output', { class: 'kb-viewer__level', 'aria-label': ui.zoom });
    tools.append(button('out', ui.zoomOut, '−'), this.level, button('in', ui.zoomIn, '+'), button('fit', ui.fit, ui.fit), button('close', ui.close, ui.close));
    bar.append(this.title, tools);
    // The stage carries .kb-diagram so diagram.css paints the borrowed SVG exactly as on the page.
    this.stage = el('div', { class: 'kb-viewer__stage kb-diagram', tabindex: '0', role: 'group', 'aria-label': ui.canvas });
    this.drawing = el('div', { class: 'kb-viewer__drawing' });
    this.stage.append(this.drawing);
    const about = el('details', { class: 'kb-viewer__about' });
    this.desc = el('p', { id: 'kb-viewer-desc' });
    about.append(el('summary', {}, ui.about), this.desc);
    this.dialog.append(bar, this.stage, el('p', { class: 'kb-viewer__hint' }, ui.hint), about);
    document.body.append(this.dialog);

    tools.addEventListener('click', (e) => {
      const act = (e.target as HTMLElement).closest<HTMLElement>('[data-act]')?.dataset.act;
      const c = this.centre();
      if (act === 'in') this.set(zoomAt(this.view, STEP, c.x, c.y));
      else if (act === 'out') this.set(zoomAt(this.view, 1 / STEP, c.x, c.y));
      else if (act === 'fit') this.reset();
      else if (act === 'close') this.dialog.close();
    });
    this.dialog.addEventListener('close', () => this.restore());
    this.stage.addEventListener('wheel', (e) => this.onWheel(e), { passive: false });
    this.stage.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    this.stage.addEventListener('pointermove', (e) => this.onPointerMove(e));
    for (const type of ['pointerup', 'pointercancel', 'lostpointercapture'] as const) {
      this.stage.addEventListener(type, (e) => this.pointers.delete(e.pointerId));
    }
    this.stage.addEventListener('keydown', (e) => this.onKey(e));
    new ResizeObserver(() => this.svg && this.set(this.view)).observe(this.stage);
  }

  open(figure: HTMLElement, opener: HTMLElement): void {
    const svg = figure.querySelector<SVGSVGElement>('.kb-diagram__canvas svg');
    if (!svg || this.dialog.open) return;
    this.opener = opener;
    this.home = svg.parentElement!;
    // Keep the page from jumping while the drawing is away.
    this.home.style.minHeight = `${this.home.offsetHeight}px`;
    this.svg = svg;
    this.natural = naturalSize(svg);
    this.smallestFont = smallestLabel(svg);
    this.onPage = svg.getBoundingClientRect().width / this.natural.width;
    svg.style.minWidth = '';
    this.title.textContent = svg.querySelector('title')?.textContent ?? figure.querySelector('figcaption')?.textContent ?? '';
    this.desc.textContent = svg.querySelector('desc')?.textContent ?? '';
    this.drawing.append(svg);
    this.dialog.showModal();
    this.reset();
    this.stage.focus();
  }

  private restore(): void {
    if (this.svg && this.home) {
      this.svg.style.width = '';
      this.svg.style.height = '';
      keepReadable(this.svg);
      this.home.append(this.svg);
      this.home.style.minHeight = '';
    }
    this.svg = undefined;
    this.pointers.clear();
    this.opener?.focus();
  }

  private stageSize(): Size {
    return { width: this.stage.clientWidth, height: this.stage.clientHeight };
  }

  private centre(): { x: number; y: number } {
    const s = this.stageSize();
    return { x: s.width / 2, y: s.height / 2 };
  }

  /** Opens (and "Fit" returns) to the whole drawing with a little air around it, if it stays readable. */
  private reset(): void {
    const pad = 16;
    const full = this.stageSize();
    const stage = { width: Math.max(1, full.width - 2 * pad), height: Math.max(1, full.height - 2 * pad) };
    const view = placed(this.natural, stage, defaultScale(this.natural, stage, this.smallestFont, this.onPage));
    this.set({ ...view, x: view.x + pad, y: view.y + pad });
  }

  /** Draws at the new view. The SVG is resized (not CSS-scaled) so its text stays crisp at any zoom. */
  private set(view: View): void {
    if (!this.svg) return;
    this.view = keepVisible(view, this.natural, this.stageSize());
    this.svg.style.width = `${this.natural.width * this.view.scale}px`;
    this.svg.style.height = `${this.natural.height * this.view.scale}px`;
    this.drawing.style.transform = `translate(${this.view.x}px, ${this.view.y}px)`;
    this.level.value = `${Math.round(this.view.scale * 100)} %`;
  }

  private local(e: { clientX: number; clientY: number }): { x: number; y: number } {
    const r = this.stage.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.local(e);
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.set(zoomAt(this.view, Math.exp(-delta * 0.002), p.x, p.y));
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0) return;
    try {
      this.stage.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks (e.g. lifted already): follow it without capture.
    }
    this.pointers.set(e.pointerId, this.local(e));
  }

  private onPointerMove(e: PointerEvent): void {
    const before = this.pointers.get(e.pointerId);
    if (!before) return;
    const now = this.local(e);
    const others = [...this.pointers].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    this.pointers.set(e.pointerId, now);
    if (others.length === 0) {
      this.set({ ...this.view, x: this.view.x + now.x - before.x, y: this.view.y + now.y - before.y });
      return;
    }
    // Two fingers: zoom by the change of their distance around their midpoint, and follow the midpoint.
    const other = others[0];
    const d0 = Math.hypot(before.x - other.x, before.y - other.y) || 1;
    const d1 = Math.hypot(now.x - other.x, now.y - other.y) || 1;
    const mid0 = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
    const mid1 = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
    const zoomed = zoomAt(this.view, d1 / d0, mid0.x, mid0.y);
    this.set({ ...zoomed, x: zoomed.x + mid1.x - mid0.x, y: zoomed.y + mid1.y - mid0.y });
  }

  private onKey(e: KeyboardEvent): void {
    const c = this.centre();
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_PX, 0], ArrowRight: [-PAN_PX, 0], ArrowUp: [0, PAN_PX], ArrowDown: [0, -PAN_PX],
    };
    if (moves[e.key]) {
      const [dx, dy] = moves[e.key];
      this.set({ ...this.view, x: this.view.x + dx, y: this.view.y + dy });
    } else if (e.key === '+' || e.key === '=') this.set(zoomAt(this.view, STEP, c.x, c.y));
    else if (e.key === '-' || e.key === '_') this.set(zoomAt(this.view, 1 / STEP, c.x, c.y));
    else if (e.key === '0') this.reset();
    else return;
    e.preventDefault();
  }
}

let viewer: DiagramViewer | undefined;

function naturalSize(svg: SVGSVGElement): Size {
  return { width: Number(svg.getAttribute('width')) || 1, height: Number(svg.getAttribute('height')) || 1 };
}

/** The drawing's smallest label, in its own units (CSS px at its natural size). */
function smallestLabel(svg: SVGSVGElement): number {
  const sizes = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize)).filter((n) => n > 0);
  return sizes.length ? Math.min(...sizes) : 16;
}

/**
 * On the page a drawing shrinks with its column only down to the width at which its smallest label is
 * still READABLE_PX; a narrower column (a phone) scrolls it sideways in its named frame. Fitting the
 * column instead drew labels of 7-9 px at 390 px.
 */
function keepReadable(svg: SVGSVGElement): void {
  svg.style.minWidth = `${readableWidth(naturalSize(svg).width, smallestLabel(svg))}px`;
}

/** Reveals every figure's "open full size" button and wires it to the one viewer of the page. */
export function attachDiagramViewer(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-kb-viewer-open]')) {
    if (button.dataset.kbViewerReady) continue;
    button.dataset.kbViewerReady = '';
    const figure = button.closest<HTMLElement>('figure.kb-diagram');
    if (!figure) continue;
    figure.classList.add('kb-diagram--viewer');
    const svg = figure.querySelector<SVGSVGElement>('.kb-diagram__canvas svg');
    if (svg) keepReadable(svg);
    button.hidden = false;
    button.addEventListener('click', () => {
      viewer ??= new DiagramViewer(JSON.parse(button.dataset.ui ?? '{}') as ViewerUi);
      viewer.open(figure, button);
    });
  }
}
