/**
 * WooLentor's loading state (elementor.md §6.2): `loading` on the button and on the modal, and the
 * body class whose `::before` shows the spinner. Plain DOM and tiny: the registry shows it inside
 * a click held while the widget loads, and the widget inside its own click, so it is on screen in
 * the next frame whether or not React has been evaluated.
 */
export const LOADER_CLASS = 'woolentor-quickview-loader';

/** Returns its undo. */
export function showLoading(button: HTMLElement, modal: HTMLElement | null): () => void {
  button.classList.add('loading');
  modal?.classList.add('loading');
  document.body.classList.add(LOADER_CLASS);
  return () => {
    button.classList.remove('loading');
    modal?.classList.remove('loading');
    document.body.classList.remove(LOADER_CLASS);
  };
}
