/**
 * Space as browsers name it: ' ', and 'Spacebar' in older Edge and Firefox. The one test for the
 * key every link styled as a button, tab or star must also answer (role=button promises it).
 */
export function isSpaceKey(event: KeyboardEvent): boolean {
  return event.key === ' ' || event.key === 'Spacebar';
}
