import { ELEMENTOR_ELEMENT, WIDGET_CONTAINER } from '../selectors';

const CONTENT = `${WIDGET_CONTAINER}, ${ELEMENTOR_ELEMENT}, .e-con-inner`;

/**
 * In the page builder's edit mode the editor renders an element again by replacing its content
 * (the widget's `.elementor-widget-container`, a container's children) inside the same element
 * wrapper. Widgets in the old content were disposed and those in the new started like any removed
 * and added markup; the widgets keyed on the wrapper itself would keep running on content that is
 * gone, so the scanner restarts them (`restart`). Widgets' own changes deeper inside, and the HTML
 * sink's (`fromSink`), are not re-renders. Its own chunk, fetched only in the editor's preview.
 */
export function watchRerenders(fromSink: WeakSet<Node>, restart: (wrapper: HTMLElement) => void): (record: MutationRecord) => void {
  return (record) => {
    const wrapper = record.target;
    if (!(wrapper instanceof HTMLElement) || !wrapper.isConnected || !wrapper.matches(ELEMENTOR_ELEMENT)) return;
    if ([...record.addedNodes].some((node) => node instanceof Element && node.matches(CONTENT) && !fromSink.has(node))) restart(wrapper);
  };
}
