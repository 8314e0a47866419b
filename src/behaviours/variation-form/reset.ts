import type { FormElements } from './elements';
import type { Restorer } from '../../core/restore';

export interface ResetControl {
  toggle(visible: boolean): void;
  announce(): void;
  clearAnnouncement(): void;
}

/**
 * The "Clear" control and its screen-reader alert (§4.5): hidden from everyone (visibility and
 * display) while nothing is chosen, so it is neither seen nor reached with Tab.
 */
export function createResetControl({ resetControls, resetAlert }: FormElements, restorer: Restorer, resetText: string): ResetControl {
  const clearAnnouncement = () => {
    if (resetAlert?.textContent) {
      restorer.children(resetAlert);
      resetAlert.textContent = '';
    }
  };
  return {
    toggle(visible) {
      for (const control of resetControls) {
        restorer.attributes(control, 'style');
        control.style.visibility = visible ? 'visible' : 'hidden';
        control.style.display = visible ? 'inline-block' : 'none';
      }
      clearAnnouncement();
    },
    announce() {
      if (!resetAlert) return;
      restorer.children(resetAlert);
      resetAlert.textContent = resetText;
    },
    clearAnnouncement,
  };
}
