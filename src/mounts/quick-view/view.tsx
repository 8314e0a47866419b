import type { Signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { emptyElement, setServerHtml, trustServerHtml } from '../../core/html';
import { text } from '../../core/i18n';
import type { Scope } from '../../core/scope';
import type { WidgetContext } from '../../core/types';
import { mountWidget } from '../mount';
import { useOverlay } from '../use-overlay';
import { wrapperMaxHeight, type QuickViewState } from './logic';

export interface QuickViewProps {
  state: Signal<QuickViewState>;
  close(): void;
  /** The product is in the modal, its widgets started and the modal open. */
  onShown(): void;
}

const OPEN_CLASS = 'woolentor-quickview-open';

/** Takes over the modal WooLentor printed in the footer, keeping its classes for its stylesheet. */
export function mount(modal: HTMLElement, ctx: WidgetContext, props: QuickViewProps): void {
  mountWidget(modal, ctx, () => <QuickView modal={modal} scope={ctx.scope} {...props} />);
}

function QuickView({ modal, scope, state, close, onShown }: QuickViewProps & { modal: HTMLElement; scope: Scope }): ReactNode {
  useSignals();
  const current = state.value;
  const open = current.status === 'open' ? current : null;
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const maxHeight = useWindowMaxHeight(current.status !== 'closed');

  // The overlay opens first, in the commit that shows the product, while the page's layout is
  // still clean: its scroll lock measures the scrollbar then for nothing. Focus, which needs the
  // shown modal's layout, moves in the frame's callbacks before its paint, where that layout is the
  // one the frame paints anyway (done in this commit, after the content, each forced a full layout
  // of it: 80 ms at 4x).
  const overlay = useOverlay(scope, open, () => {
    const root = dialog.current;
    if (!open || !root) return null;
    return {
      name: 'quick-view',
      container: modal,
      dialog: root,
      initialFocus: root.querySelector<HTMLElement>('.woolentor-quickview-modal-close'),
      // The button may have been replaced meanwhile (a cart fragment, a loop refresh).
      returnFocus: () => (open.opener.isConnected ? open.opener : document.querySelector<HTMLElement>(`[data-product_id="${CSS.escape(open.productId)}"]`)),
      onDismiss: close,
      moveFocus: false,
    };
  });

  // The product's markup goes in through the one HTML sink, which starts the widgets inside it
  // (gallery, variation form, quantity) and disposes them when it is emptied on close. In the
  // same commit as the open class and the overlay: content, modal, focus and Escape all arrive
  // in one frame (the layer gives focus back after the commit that closes it).
  useLayoutEffect(() => {
    const target = body.current;
    const root = dialog.current;
    if (!open || !target || !root) return;
    setServerHtml(target, trustServerHtml(open.html));
    const title = target.querySelector('.product_title, h1, h2');
    if (title) {
      if (!title.id) title.id = titleId;
      root.setAttribute('aria-labelledby', title.id);
    }
    modal.classList.add(OPEN_CLASS);
    const focusing = requestAnimationFrame(() => overlay.current?.focus());
    onShown();
    return () => {
      cancelAnimationFrame(focusing);
      modal.classList.remove(OPEN_CLASS);
      root.removeAttribute('aria-labelledby');
      emptyElement(target);
    };
  }, [open, modal, titleId, overlay, onShown]);

  return (
    <>
      <div className="woolentor-quickview-overlay" />
      <div className="woolentor-quickview-modal-wrapper" style={maxHeight === null ? undefined : { maxHeight }}>
        <div
          ref={dialog}
          className="woolentor-quickview-modal-content"
          role="dialog"
          aria-modal="true"
          aria-label={open ? undefined : text('quick_view')}
        >
          <button type="button" className="woolentor-quickview-modal-close" aria-label={text('close')} onClick={close}>
            <span aria-hidden="true">✕</span>
          </button>
          <div ref={body} className="woolentor-quickview-modal-body" />
        </div>
      </div>
    </>
  );
}

/** The window's height less the margin, followed on resize while the modal is in use. */
function useWindowMaxHeight(active: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const measure = () => setHeight(wrapperMaxHeight(window.innerHeight));
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [active]);
  return height;
}
