// Server-rendered HTML inside an island (a scenario's atlas, a procedure's step panel), kept as the DOM
// it is. Astro renders it into the component's HTML (no wrapper for a component without a client
// directive), so each slot is one element marked `data-slot="<name>"` ("" for the children). Preact
// leaves an element with dangerouslySetInnerHTML alone while it hydrates. If the layout later mounts the
// slot in another place (the grouped layout loads after hydration), the new element takes the same
// attributes and nodes, so a nested island moves with its state instead of coming back as dead HTML.
import { Component, h } from 'preact';

interface SlotProps {
  /** The element that holds the slot's nodes now. */
  at: { el: Element };
}

class Slot extends Component<SlotProps> {
  shouldComponentUpdate() {
    return false;
  }

  componentDidMount() {
    const el = this.base as Element;
    const { at } = this.props;
    if (el === at.el) return;
    for (const a of at.el.attributes) el.setAttribute(a.name, a.value);
    el.append(...at.el.childNodes);
    at.el = el;
  }

  render() {
    return h(this.props.at.el.localName, { dangerouslySetInnerHTML: { __html: '' } });
  }
}

/** The island's slot of that name ("" for its children), as a child for the component to hydrate. */
export function slot(root: Element, name = '') {
  const el = root.querySelector(`[data-slot="${name}"]`);
  return el ? h(Slot, { at: { el } }) : undefined;
}
